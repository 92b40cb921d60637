"""Strategies for tokenized programs (``SHDR`` / ``SHEX`` part data).

A program is drawn as a version (stage, Shader Model 4.0 to 5.1), a list of
declarations (each with the layout its opcode wants, register spaces from
5.1 on), instructions with legal operands (temps, inputs, constant buffers
with relative indices, literals, modifiers, minimum precision, extended
opcode tokens) and custom-data blocks (immediate constant buffer, comment,
shader message), ended by ``ret``, as a tree in the spec's names that leaves
the layout out: the SHEX writer counts every length and sets the index and
extended bits. Every drawn program parses with the spec, decodes to what
was drawn and serializes back to the same bytes.

:func:`program_trees` draws ``(tree, opcodes)`` and :func:`programs`
``(payload, opcodes)`` so tests can check the decode; :func:`part_strategies`
gives the payloads alone.
"""
from __future__ import annotations

import struct

from hypothesis import strategies as st

from ._ints import u32

from ..asm.disassembler import MNEMONICS, OP
from ..builder import build_part
from ..write.dxcontainer_shader import opcode_body

PROGRAM_TYPES = [0, 1, 2, 3, 4, 5, 0xFFF0]

# --------------------------------------------------------------------------
# Trees (the writer lays the tokens out: lengths, index and extended bits)


def program(program_type: int, major: int, minor: int, instructions) -> dict:
    """A whole program's tree."""
    return {"program_type": program_type, "major_version": major, "minor_version": minor,
            "program": {"instructions": list(instructions)}}


def instruction(opcode: int, body=None, controls: int = 0, extended=()) -> dict:
    """An instruction: its opcode and controls (bits 11-23), extended opcode
    tokens, and its body's tree (the writer counts its length)."""
    ins = {"opcode_token": opcode | (controls << 11), "body": body}
    if extended:
        ins["extended_opcodes"] = [{"token": t} for t in extended]
    return ins


def long_instruction(opcode: int, body=None, controls: int = 0) -> dict:
    """`dcl_function_table` / `dcl_interface` with the extended bit: the real
    length follows the opcode token."""
    return {**instruction(opcode, body, controls), "has_len_long": True}


def custom_data(data_class: int, content) -> dict:
    return {"opcode_token": 53 | (data_class << 11), "body": {"content": content}}


def operand(otype: int, *, components: int = 2, mode: int = 0, select: int = 0,
            indices=(), extended=(), immediates=()) -> dict:
    """An operand. ``components`` 0, 1 or 2 (four); ``mode`` 0 mask, 1
    swizzle, 2 select-1 with ``select`` the mask / swizzle / component;
    ``indices`` index trees; ``extended`` the extended operand tokens;
    ``immediates`` the literal words."""
    op = {"num_components": components, "operand_type": otype, "indices": list(indices)}
    if components == 2 and otype not in (4, 5):
        op["selection_mode"] = mode
        op[("component_mask", "swizzle", "selected_component")[mode]] = select
    if extended:
        op["extended_tokens"] = [{"token": t} for t in extended]
    if immediates:
        op["immediate_values"] = list(immediates)
    return op


def imm(value: int) -> dict:
    return {"immediate32": value}


def modifier_token(modifier: int = 0, precision: int = 0, non_uniform: bool = False) -> int:
    return 1 | (modifier << 6) | (precision << 14) | (int(non_uniform) << 17)


def operands(*ops) -> dict:
    return {"operands": list(ops)}


# --------------------------------------------------------------------------
# Strategies

small = st.integers(0, 15)
masks = st.integers(1, 15)
swizzles = st.integers(0, 0xFF)
floats = st.floats(-1e6, 1e6, width=32, allow_subnormal=False).map(
    lambda f: struct.unpack("<I", struct.pack("<f", f))[0])


@st.composite
def index(draw, depth: int):
    """One operand index, of any representation (the writer tells them apart
    by what the tree gives)."""
    reps = [0, 0, 0, 1] + ([2, 3, 3, 4] if depth < 2 else [])
    rep = draw(st.sampled_from(reps))
    out = {}
    if rep in (0, 3):
        out["immediate32"] = draw(st.integers(0, 4096))
    if rep in (1, 4):
        out.update(immediate64_hi=0, immediate64_lo=draw(st.integers(0, 4096)))
    if rep >= 2:
        out["relative"] = draw(relative(depth + 1))
    return out


@st.composite
def relative(draw, depth: int):
    """A relative-address register: r#.c or x#[i].c, one component."""
    comp = draw(st.integers(0, 3))
    if draw(st.booleans()):
        return operand(0, mode=2, select=comp, indices=[imm(draw(st.integers(0, 31)))])
    return operand(3, mode=2, select=comp, indices=[imm(draw(st.integers(0, 3))), draw(index(depth))])


@st.composite
def extended_tokens(draw):
    if not draw(st.integers(0, 3)) == 0:
        return []
    return [modifier_token(draw(st.integers(0, 3)), draw(st.sampled_from([0, 1, 2, 4, 5])),
                           draw(st.booleans()))]


@st.composite
def source(draw, depth: int = 0):
    """A source operand."""
    kind = draw(st.sampled_from(["temp", "temp", "input", "cb", "icb", "x", "imm", "imm1",
                                 "imm64", "special"]))
    ext = draw(extended_tokens())
    mode = draw(st.sampled_from([1, 1, 2]))
    sel = draw(swizzles) if mode == 1 else draw(st.integers(0, 3))
    if kind == "temp":
        return operand(0, mode=mode, select=sel, indices=[imm(draw(st.integers(0, 31)))], extended=ext)
    if kind == "input":
        return operand(1, mode=mode, select=sel, indices=[draw(index(depth))], extended=ext)
    if kind == "cb":
        return operand(8, mode=mode, select=sel, indices=[imm(draw(st.integers(0, 13))),
                                                          draw(index(depth))], extended=ext)
    if kind == "icb":
        return operand(9, mode=mode, select=sel, indices=[draw(index(depth))], extended=ext)
    if kind == "x":
        return operand(3, mode=mode, select=sel, indices=[imm(draw(st.integers(0, 3))), draw(index(depth))],
                       extended=ext)
    if kind == "imm":
        return operand(4, components=2, immediates=draw(st.lists(st.one_of(floats, u32),
                                                                  min_size=4, max_size=4)))
    if kind == "imm1":
        return operand(4, components=1, immediates=[draw(st.one_of(floats, u32))])
    if kind == "imm64":
        four = draw(st.booleans())
        return operand(5, components=2 if four else 1,
                       immediates=draw(st.lists(u32, min_size=4 if four else 2, max_size=4 if four else 2)))
    otype = draw(st.sampled_from([11, 23, 28, 32, 33, 34, 36, 37, 40, 35, 42]))
    return operand(otype, components=draw(st.sampled_from([0, 1, 2])), mode=mode, select=sel)


@st.composite
def destination(draw):
    kind = draw(st.sampled_from(["temp", "temp", "temp", "output", "x", "null", "depth"]))
    ext = [modifier_token(0, draw(st.sampled_from([1, 2, 4, 5])))] if draw(st.integers(0, 5)) == 0 else []
    if kind == "temp":
        return operand(0, mode=0, select=draw(masks), indices=[imm(draw(st.integers(0, 31)))], extended=ext)
    if kind == "output":
        return operand(2, mode=0, select=draw(masks), indices=[draw(index(0))], extended=ext)
    if kind == "x":
        return operand(3, mode=0, select=draw(masks), indices=[imm(draw(st.integers(0, 3))), draw(index(0))])
    if kind == "null":
        return operand(13, components=0)
    return operand(12, components=1)


# Opcodes whose body is operands only (no declaration, no special layout).
_SPECIAL = {3, 5, 8, 13, 31, 63, 53, 61, 111, 120, 190} | set(range(88, 108)) | \
    set(range(143, 163)) | {112, 206, 209, 218, 235}
ORDINARY = [i for i in range(236) if i not in _SPECIAL and not MNEMONICS[i].startswith("reserved")]
_SAMPLERS = {OP[n] for n in ("sample", "sample_c", "sample_c_lz", "sample_l", "sample_d", "sample_b", "ld",
                             "ldms", "gather4", "gather4_c", "gather4_po", "gather4_po_c", "resinfo",
                             "ld_uav_typed", "ld_raw", "ld_structured", "bufinfo", "lod")}


def _operand_count(opcode: int) -> int:
    """How many operands an ordinary opcode takes (the spec's switch on the opcode)."""
    _, args = opcode_body(opcode)
    return int(args[0]) if args else 0


@st.composite
def ordinary(draw, opcode=None):
    """An ordinary instruction with its operand count's operands."""
    if opcode is None:
        opcode = draw(st.sampled_from(ORDINARY))
    count = _operand_count(opcode)
    ops = []
    if count:
        ops.append(draw(destination()))
        ops += [draw(source()) for _ in range(count - 1)]
    saturate = draw(st.booleans())
    precise = draw(st.integers(0, 15)) if draw(st.booleans()) else 0
    controls = (saturate << 2) | (precise << 8)  # bits 13 and 19-22 of the opcode token
    ext = []
    if opcode in _SAMPLERS or opcode >= 219:
        kinds = draw(st.lists(st.sampled_from([1, 2, 3]), max_size=3, unique=True))
        for k in kinds:
            if k == 1:
                ext.append(1 | (draw(small) << 9) | (draw(small) << 13) | (draw(small) << 17))
            elif k == 2:
                dim = draw(st.integers(1, 12))
                ext.append(2 | (dim << 6) | ((draw(st.integers(0, 2048)) if dim == 12 else 0) << 11))
            else:
                ext.append(3 | sum(draw(st.integers(1, 9)) << (6 + 4 * i) for i in range(4)))
    return instruction(opcode, operands(*ops), controls, ext)


@st.composite
def special(draw):
    """Conditionals, resinfo, sampleinfo, sync, fcall."""
    kind = draw(st.sampled_from(["cond", "callc", "resinfo", "sampleinfo", "sync", "fcall"]))
    if kind == "cond":
        op = draw(st.sampled_from([3, 8, 13, 31, 63]))
        return instruction(op, operands(draw(source())), controls=draw(st.integers(0, 1)) << 7)
    if kind == "callc":
        return instruction(5, operands(draw(source()),
                                       operand(10, components=0, indices=[imm(draw(small))])),
                           controls=draw(st.integers(0, 1)) << 7)
    if kind == "resinfo":
        return instruction(61, operands(draw(destination()), draw(source()),
                                        operand(7, mode=1, select=0xE4, indices=[imm(draw(small))])),
                           controls=draw(st.integers(0, 2)))
    if kind == "sampleinfo":
        return instruction(111, operands(draw(destination()),
                                         operand(7, mode=1, select=0xE4, indices=[imm(draw(small))])),
                           controls=draw(st.integers(0, 1)))
    if kind == "sync":
        return instruction(190, controls=draw(st.integers(1, 15)))
    return instruction(120, {"function_index": draw(st.integers(0, 8)),
                             "operand": operand(19, components=0,
                                                indices=[imm(draw(small)), imm(draw(small))])})


def _space(sm51, draw, **fields) -> dict:
    """A declaration's body: its fields, and the register space from 5.1 on."""
    return {**fields, **({"space": draw(st.integers(0, 8))} if sm51 else {})}


def _range(otype, sm51, draw, mode=0, select=0, components=0):
    if sm51:
        lower = draw(st.integers(0, 64))
        upper = draw(st.sampled_from([lower, lower + 3, 0xFFFFFFFF]))
        return operand(otype, components=components, mode=mode, select=select,
                       indices=[imm(draw(small)), imm(lower), imm(upper)])
    return operand(otype, components=components, mode=mode, select=select, indices=[imm(draw(small))])


@st.composite
def declaration(draw, sm51: bool):
    kind = draw(st.sampled_from(["flags", "cb", "sampler", "resource", "input", "input_ps", "siv", "ps_siv",
                                 "temps", "itemp", "thread_group", "uav_typed", "uav_raw",
                                 "uav_structured", "tgsm_raw", "tgsm_structured", "srv_raw",
                                 "srv_structured", "index_range", "gs", "tess", "counts",
                                 "max_tess", "fbody", "ftable", "iface", "stream"]))
    rt = {"token": sum(draw(st.integers(1, 9)) << (4 * i) for i in range(4))}
    if kind == "flags":
        return instruction(106, controls=draw(st.integers(0, 0x1FF)))
    if kind == "cb":
        if sm51:
            return instruction(89, _space(True, draw, operand=_range(8, True, draw),
                                          size=draw(st.integers(0, 4096))),
                               controls=draw(st.integers(0, 1)))
        return instruction(89, {"operand": operand(8, mode=1, select=0xE4, indices=[
            imm(draw(small)), imm(draw(st.integers(0, 4096)))])}, controls=draw(st.integers(0, 1)))
    if kind == "sampler":
        return instruction(90, _space(sm51, draw, operand=_range(6, sm51, draw)),
                           controls=draw(st.integers(0, 2)))
    if kind == "resource":
        dim = draw(st.integers(1, 10))
        count = draw(st.integers(0, 32)) if dim in (4, 9) else 0
        return instruction(88, _space(sm51, draw, operand=_range(7, sm51, draw), return_type=rt),
                           controls=dim | (count << 5))
    if kind == "input":
        return instruction(95, {"operand": operand(1, mode=0, select=draw(masks), indices=[imm(draw(small))])})
    if kind == "input_ps":
        return instruction(98, {"operand": operand(1, mode=0, select=draw(masks), indices=[imm(draw(small))])},
                           controls=draw(st.integers(1, 7)))
    if kind == "siv":
        op = draw(st.sampled_from([96, 97, 102, 103]))
        return instruction(op, {"operand": operand(1 if op < 100 else 2, mode=0, select=draw(masks),
                                                   indices=[imm(draw(small))]),
                                "name": {"token": draw(st.integers(0, 25))}})
    if kind == "ps_siv":
        return instruction(draw(st.sampled_from([99, 100])),
                           {"operand": operand(1, mode=0, select=draw(masks), indices=[imm(draw(small))]),
                            "name": {"token": draw(st.integers(0, 25))}}, controls=draw(st.integers(0, 7)))
    if kind == "temps":
        return instruction(104, {"num_temps": draw(st.integers(0, 4096))})
    if kind == "itemp":
        return instruction(105, {"register_index": draw(small), "num_registers": draw(st.integers(1, 4096)),
                                 "num_components": draw(st.integers(1, 4))})
    if kind == "thread_group":
        return instruction(155, dict(zip("xyz", (draw(st.integers(1, 1024)) for _ in range(3)))))
    if kind == "uav_typed":
        return instruction(156, _space(sm51, draw, operand=_range(30, sm51, draw), return_type=rt),
                           controls=draw(st.integers(1, 10)) | (draw(st.integers(0, 3)) << 5))
    if kind == "uav_raw":
        return instruction(157, _space(sm51, draw, operand=_range(30, sm51, draw)),
                           controls=draw(st.integers(0, 3)) << 5)
    if kind == "uav_structured":
        return instruction(158, _space(sm51, draw, operand=_range(30, sm51, draw),
                                       stride=draw(st.integers(4, 2048))),
                           controls=(draw(st.integers(0, 3)) << 5) | (draw(st.integers(0, 1)) << 12))
    if kind == "tgsm_raw":
        return instruction(159, {"operand": operand(31, components=0, indices=[imm(draw(small))]),
                                 "len_tgsm": 4 * draw(st.integers(1, 8192))})
    if kind == "tgsm_structured":
        return instruction(160, {"operand": operand(31, components=0, indices=[imm(draw(small))]),
                                 "stride": draw(st.integers(4, 2048)), "num_structures": draw(st.integers(1, 1024))})
    if kind == "srv_raw":
        return instruction(161, _space(sm51, draw, operand=_range(7, sm51, draw)))
    if kind == "srv_structured":
        return instruction(162, _space(sm51, draw, operand=_range(7, sm51, draw),
                                       stride=draw(st.integers(4, 2048))))
    if kind == "index_range":
        return instruction(91, {"operand": operand(1, mode=0, select=draw(masks), indices=[imm(draw(small))]),
                                "num_registers": draw(st.integers(1, 32))})
    if kind == "gs":
        return draw(st.sampled_from([
            instruction(92, controls=draw(st.sampled_from([1, 2, 3, 4, 5]))),
            instruction(93, controls=draw(st.integers(1, 39))),
            instruction(94, {"max_num_vertices": draw(st.integers(1, 1024))}),
            instruction(206, {"num_instances": draw(st.integers(1, 32))})]))
    if kind == "tess":
        return draw(st.sampled_from([
            instruction(149, controls=draw(st.integers(0, 3))),
            instruction(150, controls=draw(st.integers(0, 4))),
            instruction(151, controls=draw(st.integers(0, 4))),
            instruction(147, controls=draw(st.integers(1, 32))),
            instruction(148, controls=draw(st.integers(1, 32)))]))
    if kind == "counts":
        return instruction(draw(st.sampled_from([153, 154])), {"num_instances": draw(st.integers(1, 64))})
    if kind == "max_tess":
        return instruction(152, {"max_tessfactor": draw(st.sampled_from([1.0, 15.0, 64.0]))})
    if kind == "fbody":
        return instruction(144, {"function_body": draw(st.integers(0, 100))})
    if kind == "ftable":
        body = {"function_table": draw(st.integers(0, 100)),
                "function_bodies": draw(st.lists(st.integers(0, 100), max_size=8))}
        return long_instruction(145, body) if draw(st.booleans()) else instruction(145, body)
    if kind == "iface":
        body = {"interface": draw(st.integers(0, 100)), "num_table_entries": draw(st.integers(0, 8)),
                "num_interfaces": draw(st.integers(1, 4)),
                "function_tables": draw(st.lists(st.integers(0, 100), max_size=8))}
        controls = draw(st.integers(0, 1))
        return long_instruction(146, body, controls) if draw(st.booleans()) else instruction(146, body, controls)
    return instruction(143, {"operand": operand(16, components=0, indices=[imm(draw(st.integers(0, 3)))])})


@st.composite
def custom(draw):
    kind = draw(st.sampled_from(["icb", "comment", "message", "opaque"]))
    if kind == "icb":
        entries = draw(st.lists(st.lists(st.one_of(floats, u32), min_size=4, max_size=4), max_size=8))
        return custom_data(3, {"values": [v for entry in entries for v in entry]})
    if kind == "comment":
        text = draw(st.text(st.characters(min_codepoint=0x20, max_codepoint=0x7E), max_size=40)) + "\0"
        return custom_data(0, {"text": text + "\0" * (-len(text) % 4)})
    if kind == "message":
        return custom_data(4, {
            "message_id": draw(st.sampled_from([0x00200102, 0x00200103])),
            "format": draw(st.integers(0, 1)),
            "operands": operands(*(draw(source()) for _ in range(draw(st.integers(0, 2))))),
            "text": draw(st.text(st.characters(min_codepoint=0x20, max_codepoint=0x7E), max_size=40))})
    words = draw(st.lists(u32, max_size=8))
    return custom_data(draw(st.sampled_from([1, 2])), struct.pack(f"<{len(words)}I", *words))


@st.composite
def program_trees(draw):
    """``(tree, opcodes)``: a valid program's tree and the opcode of each instruction."""
    ptype = draw(st.sampled_from(PROGRAM_TYPES))
    major, minor = draw(st.sampled_from([(4, 0), (4, 1), (5, 0), (5, 1)]))
    sm51 = (major, minor) >= (5, 1)
    items = draw(st.lists(declaration(sm51), max_size=8))
    items += draw(st.lists(st.one_of(ordinary(), ordinary(), special(), custom()), max_size=16))
    items.append(instruction(OP["ret"]))
    return program(ptype, major, minor, items), [ins["opcode_token"] & 0x7FF for ins in items]


@st.composite
def programs(draw):
    """``(payload, opcodes)``: a valid program, laid out by the SHEX writer,
    and the opcode of each instruction."""
    tree, opcodes = draw(program_trees())
    return build_part("SHEX", tree), opcodes


def part_strategies() -> dict:
    payloads = programs().map(lambda pair: pair[0])
    return {"SHDR": payloads, "SHEX": payloads}
