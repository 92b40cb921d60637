"""Writers for ``ksy/dxcontainer_level9.ksy``: header, mapping tables, and the
embedded Shader Model 2 program (instructions and parameter tokens)."""
from __future__ import annotations

import struct

from .. import kaitai
from . import sized
from .buffer import Writer
from .given import Given

SPEC = "dxcontainer_level9"

#: The parts this writer builds from trees.
FOURCCS = ("Aon9", "XNAS", "XNAP")

HEADER_SIZE = 36

#: The mapping tables in the order FXC places them (the record size of
#: each; the unknown mappings have no known records): ``(table, size)``.
TABLES = (("sampler_mappings", 4), ("cbuffer_mappings", 12), ("unknown_mappings", 0),
          ("loop_register_mappings", 8), ("runtime_constant_mappings", 4))

#: The header's order of the (count, offset) pairs.
HEADER_ORDER = ("cbuffer_mappings", "loop_register_mappings", "unknown_mappings",
                "sampler_mappings", "runtime_constant_mappings")


def _count_key(table: str) -> str:
    return "num_" + table  # cbuffer_mappings -> num_cbuffer_mappings


def dxcontainer_level9(obj, w: Writer) -> None:
    """A feature-level-9 part from a parsed object or a tree. Left out, as FXC
    lays it out: after the header the sampler, cbuffer, (unknown), loop and
    runtime-constant mapping tables, then the embedded shader; the counts,
    ``len_shader``, ``len_part`` (the whole part), ``shader_version`` (the
    embedded shader's version token with its minor version 0). A tree's
    ``shader`` is the program's tree or its bytes."""
    r = Given(obj)
    shader = _shader_bytes(obj, r)
    pos = HEADER_SIZE
    offsets = {}
    for table, size in TABLES:  # where each table is: given, or next
        offsets[table] = r.number("ofs_" + table) if r.has("ofs_" + table) else pos
        pos = max(pos, offsets[table] + size * len(r.value(table, None) or []))
    ofs_shader = r.number("ofs_shader", default=pos)
    embedded = int.from_bytes(shader[:4], "little") if len(shader) >= 4 else 0
    w.u4(r.number("len_part", default=max(pos, ofs_shader + len(shader))))
    w.u4(r.number("shader_version", default=embedded & ~0xFF))
    w.u4(r.number("len_shader", default=len(shader)))
    w.u4(ofs_shader)
    for table in HEADER_ORDER:
        w.u2(r.number(_count_key(table), default=len(r.value(table, None) or [])))
        w.u2(offsets[table])
    with w.at(ofs_shader):
        w.bytes(shader)
    for table, fn in (("cbuffer_mappings", cbuffer_mapping),
                      ("loop_register_mappings", loop_register_mapping),
                      ("sampler_mappings", sampler_mapping),
                      ("runtime_constant_mappings", runtime_constant_mapping)):
        with w.at(offsets[table]):
            for record in r.value(table, None) or []:
                fn(record, w)


def _shader_bytes(obj, r: Given) -> bytes:
    """The embedded program's bytes: as parsed (the bytes it was read from
    behind what the object holds; never decoded to be written), or from a
    tree's program or bytes."""
    if r.parsed:
        if obj.len_shader > 0x7FFFFFFF:
            return b""
        if "_m_shader" not in vars(obj):
            source = kaitai.source_bytes(obj) or b""
            return bytes(source[obj.ofs_shader:obj.ofs_shader + obj.len_shader])
        out = Writer()
        sized(obj._m_shader, obj.len_shader, out, source=getattr(obj, "_raw__m_shader", None))
        return out.finish()
    shader = r.value("shader", None)
    if shader is None or isinstance(shader, (bytes, bytearray, memoryview, str)):
        return r.data("shader", b"") or b""
    out = Writer()
    if isinstance(shader, list):
        level9_listing(shader, out)
    else:
        level9_program(shader, out)
    return out.finish()


def level9_listing(lines: list, w: Writer) -> None:
    """A Shader Model 2 program given as a readable dump gives it: its
    version line, then each instruction a listing line (assembled) or
    ``{"asm": line, "tokens": hex}`` (the tokens written as given); the end
    token added when the last instruction is not one."""
    from ..asm.level9_assembler import assemble_level9_instruction, version_token_of_line
    version = version_token_of_line(lines[0].strip()) if lines and isinstance(lines[0], str) else None
    if version is None:
        raise ValueError(f"a level-9 listing begins with its version line (vs_2_0, ps_2_x, ...), "
                         f"not {lines[0] if lines else 'nothing'!r}")
    w.u4(version)
    last = None
    for i, item in enumerate(lines[1:]):
        if isinstance(item, dict) and item.get("tokens") is not None:
            data = Given(item).data("tokens")
        elif isinstance(item, (str, dict)):
            text = item.get("asm") if isinstance(item, dict) else item
            if not isinstance(text, str):
                raise ValueError(f"shader line {i + 2}: an instruction is a listing line or asm and tokens")
            try:
                words = assemble_level9_instruction(text, version=version)
            except ValueError as exc:
                raise ValueError(f"shader line {i + 2} ({text.strip()!r}): {exc}") from None
            data = b"".join(struct.pack("<I", word) for word in words)
        else:
            raise ValueError(f"shader line {i + 2}: an instruction is a listing line or asm and tokens, "
                             f"not {item!r}")
        w.bytes(data)
        last = data[:4]
    if last != b"\xff\xff\x00\x00":
        w.u4(0x0000FFFF)


def level9_program(obj, w: Writer) -> None:
    """A Shader Model 2 program. Left out of a tree: ``version`` (from
    ``program_type``, ``major_version`` 2 and ``minor_version`` 0) and the
    end token (added when the last instruction is not one)."""
    p = Given(obj)
    if p.has("version"):
        w.u4(p.number("version"))
    else:
        kind = p.number("program_type", _enum("Level9ProgramType"), default=0xFFFE)
        w.u4(kind << 16 | p.number("major_version", default=2) << 8 | p.number("minor_version", default=0))
    items = p.children("instructions", [])
    for item in items:
        level9_instruction(item, w)
    if not p.parsed and (not items or not _is_end(items[-1])):
        w.u4(0x0000FFFF)
    if p.has("trailing"):
        w.bytes(p.data("trailing"))


def _is_end(i: Given) -> bool:
    if i.has("token"):
        return i.number("token") == 0x0000FFFF
    return i.number("opcode", _enum("Level9Opcode"), default=0) == 0xFFFF


def level9_instruction(obj, w: Writer) -> None:
    """An instruction token and its parameters or comment. Left out of a
    tree: ``token`` (from ``opcode``, ``controls`` or ``comparison``, the
    number of ``params`` or the comment's length, ``is_predicated``,
    ``is_coissued``)."""
    i = Given(obj)
    params = i.children("params", [])
    comment = i.data("comment", None)
    if i.has("token"):
        w.u4(i.number("token"))
    else:
        opcode = i.number("opcode", _enum("Level9Opcode"))
        if opcode == 0xFFFE:
            w.u4(0xFFFE | (len(comment or b"") // 4) << 16)
        else:
            controls = i.number("comparison", _enum("Level9Comparison"), default=None) \
                if i.has("comparison") else i.number("controls", default=0)
            w.u4(opcode | (controls & 0xFF) << 16 | (len(params) & 0xF) << 24 |
                 int(bool(i.value("is_predicated", False))) << 28 |
                 int(bool(i.value("is_coissued", False))) << 30)
    if comment is not None:
        w.bytes(comment)
    for param in params:
        level9_parameter(param, w)


def level9_parameter(obj, w: Writer) -> None:
    """A parameter token. Left out of a tree: ``token`` itself, from
    ``usage``, ``usage_index`` and ``texture_type`` (a usage token), or from
    ``register_type``, ``register_number``, ``is_relative`` and either
    ``swizzle`` and ``source_modifier`` or ``write_mask``,
    ``result_modifiers`` and ``shift``."""
    t = Given(obj)
    if t.has("token"):
        w.u4(t.number("token"))
        return
    if t.has("usage"):
        w.u4(0x80000000 | t.number("usage", _enum("Level9Usage")) |
             t.number("usage_index", default=0) << 16 |
             t.number("texture_type", _enum("Level9TextureType"), default=0) << 27)
        return
    kind = t.number("register_type", _enum("Level9RegisterType"))
    token = 0x80000000 | t.number("register_number", default=0) & 0x7FF | (kind & 7) << 28 | \
        (kind & 0x18) << 8 | int(bool(t.value("is_relative", False))) << 13
    if t.has("swizzle"):
        token |= (t.number("swizzle") & 0xFF) << 16 | \
            (t.number("source_modifier", _enum("Level9SourceModifier"), default=0) & 0xF) << 24
    else:
        token |= (t.number("write_mask", default=0xF) & 0xF) << 16 | \
            (t.number("result_modifiers", default=0) & 0xF) << 20 | (t.number("shift", default=0) & 0xF) << 24
    w.u4(token)


def _enum(name: str):
    return kaitai.enum_class(SPEC, name)


def cbuffer_mapping(obj, w: Writer) -> None:
    m = Given(obj)
    for name in ("buffer", "start_register", "num_registers", "target_register"):
        w.u2(m.number(name, default=0))
    for c in m.numbers("conversions", kaitai.enum_class(SPEC, "DataConversion"), [0, 0, 0, 0]):
        w.u1(c)


def loop_register_mapping(obj, w: Writer) -> None:
    m = Given(obj)
    for name in ("buffer", "source_register", "component", "target_register"):
        w.u2(m.number(name, default=0))


def sampler_mapping(obj, w: Writer) -> None:
    m = Given(obj)
    for name in ("source_resource", "source_sampler", "target_sampler", "reserved"):
        w.u1(m.number(name, default=0))


def runtime_constant_mapping(obj, w: Writer) -> None:
    m = Given(obj)
    w.u2(m.number("description", kaitai.enum_class(SPEC, "RuntimeConstant"), default=0))
    w.u2(m.number("target_register", default=0))
