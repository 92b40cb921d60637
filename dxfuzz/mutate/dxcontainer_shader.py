"""Mutations of SHDR/SHEX tokenized programs: instruction lengths, and the
``bytecode`` group, which breaks what the program means while its tokens still decode.

Each mutation edits the program's tree (``dxfuzz.to_dict``) and builds it
again with the SHEX writer. The ``bytecode`` mutations change one thing a
bytecode translator relies on - a register index past ``dcl_temps`` or past
what is declared, a declaration removed or repeated, an operand's type or
index dimension, a component mask, a control-point count - and leave the
layout to the writer, so every length (instruction, program, part,
container) is consistent and the reader gets past decoding to meet the
inconsistency. ``shader_instruction_length`` breaks a length itself.
"""
from __future__ import annotations

from typing import Optional

from . import mutation
from .field_trace import _part_tree
from .parts import _pick, body_of, parts_of, replace_body
from .. import kaitai
from ..write.dxcontainer_shader import SPEC, body_kind, meaning

#: Register files a bytecode translator keeps tables of, by register number
#: (``operand_type`` in the spec).
REGISTER_FILES = ("temp", "input", "output", "indexable_temp", "sampler", "resource",
                  "constant_buffer", "immediate_constant_buffer", "label", "input_primitiveid",
                  "unordered_access_view", "thread_group_shared_memory")

#: Body types that are not declarations.
_NOT_DECLARATIONS = frozenset({"instruction_body", "conditional_body", "custom_data", "resinfo_body",
                               "sample_info_body", "interface_call_body", "sync_body"})

#: Register numbers past any table a translator sizes from the declarations.
_FAR = (0xFFFF, 0x10000, 0x7FFFFFFF, 0x80000000, 0xFFFFFFFF)


def _opcode(ins: dict) -> int:
    return ins["opcode_token"] & 0x7FF


def _is_declaration(ins: dict) -> bool:
    return body_kind(_opcode(ins)) not in _NOT_DECLARATIONS


def _type_name(op: dict) -> str:
    t = op.get("operand_type")
    if isinstance(t, int):
        enum = kaitai.enum_class(SPEC, "OperandType")
        return enum(t).name if t in enum._value2member_map_ else str(t)
    return t


def _register_operands(instructions, types=REGISTER_FILES, declarations: Optional[bool] = None):
    """``(instruction, operand)`` of every operand of one of ``types`` with an
    immediate first index (in declarations only, or not, or both)."""
    out = []
    for ins in instructions:
        body = ins.get("body")
        if not isinstance(body, dict) or (declarations is not None and
                                          _is_declaration(ins) != declarations):
            continue
        ops = body.get("operands") or ([body["operand"]] if body.get("operand") else [])
        for op in ops:
            indices = op.get("indices") or []
            if _type_name(op) in types and indices and indices[0].get("immediate32") is not None:
                out.append((ins, op))
    return out


def _declared_temps(instructions):
    return next((i for i in instructions if body_kind(_opcode(i)) == "temps_decl"), None)


def _edit(data, rnd, change, layout: bool = True) -> Optional[bytes]:
    """Apply ``change(tree, rnd) -> bool`` to the tree of a SHDR/SHEX part of
    ``data`` and build it again: with ``layout``, every length, count and
    index bit computed again by the writer; without, every value kept."""
    from .. import build_part
    p = _pick(rnd, [p for p in parts_of(data, "SHDR", "SHEX") if p.size >= 8])
    tree = _part_tree(data, p) if p is not None else None
    if tree is None or not isinstance(tree.get("program"), dict) or not change(tree, rnd):
        return None
    try:
        new = build_part(p.fourcc.decode("latin-1"), meaning(tree) if layout else tree,
                         max_size=len(data) + (1 << 16))
    except ValueError:  # an instruction grown past its 7-bit length field
        return None
    return None if new == body_of(data, p) else replace_body(data, p, new)


def _edit_program(data, rnd, change) -> Optional[bytes]:
    """:func:`_edit` with ``change(instructions, rnd)``, the layout laid out again."""
    return _edit(data, rnd, lambda tree, r: change(tree["program"]["instructions"], r))


@mutation("bytecode")
def shader_temp_past_declared(data, rnd):
    """A temp register (r#) used past ``dcl_temps``: the index set to the
    declared count, just past it or far past it, or ``dcl_temps`` lowered."""
    def change(instructions, rnd):
        dcl = _declared_temps(instructions)
        used = _register_operands(instructions, ("temp",), declarations=False)
        if dcl is None or not used:
            return False
        temps = dcl["body"]["num_temps"]
        if rnd.random() < 0.25:
            dcl["body"]["num_temps"] = _pick(rnd, [0, max(0, temps - 1)])
            return temps > 0
        _, op = _pick(rnd, used)
        op["indices"][0]["immediate32"] = _pick(rnd, [temps, temps + 1, temps + 64, *_FAR])
        return True
    return _edit_program(data, rnd, change)


@mutation("bytecode")
def shader_register_past_declared(data, rnd):
    """An input, output, constant buffer, resource, sampler, UAV or shared
    memory register index in an instruction, or in its declaration, set
    past every declared one or far away."""
    def change(instructions, rnd):
        used = _register_operands(instructions, tuple(t for t in REGISTER_FILES if t != "temp"))
        if not used:
            return False
        _, op = _pick(rnd, used)
        index = _pick(rnd, [i for i in op["indices"] if i.get("immediate32") is not None])
        highest = max(o["indices"][0]["immediate32"] for _, o in used
                      if _type_name(o) == _type_name(op))
        index["immediate32"] = _pick(rnd, [highest + 1, highest + 32, *_FAR])
        return True
    return _edit_program(data, rnd, change)


@mutation("bytecode")
def shader_declaration_dropped(data, rnd):
    """A declaration removed (an input, resource, sampler, constant buffer,
    temps, ...): the instructions use what is no longer declared."""
    def change(instructions, rnd):
        decls = [i for i in instructions if _is_declaration(i)]
        if not decls:
            return False
        instructions.remove(_pick(rnd, decls))
        return True
    return _edit_program(data, rnd, change)


@mutation("bytecode")
def shader_declaration_repeated(data, rnd):
    """A declaration repeated, right after itself or at the end of the
    declarations, or a declaration moved after the first instruction."""
    def change(instructions, rnd):
        decls = [k for k, i in enumerate(instructions) if _is_declaration(i)]
        if not decls:
            return False
        at = _pick(rnd, decls)
        where = _pick(rnd, [at + 1, decls[-1] + 1, len(instructions)])
        instructions.insert(where, instructions[at])
        return True
    return _edit_program(data, rnd, change)


@mutation("bytecode")
def shader_operand_type(data, rnd):
    """An operand's register type changed (temp to input, a resource to a
    sampler, ...), or one immediate index added or the last one removed
    (the writer then counts the index dimension and the lengths)."""
    def change(instructions, rnd):
        used = _register_operands(instructions)
        if not used:
            return False
        _, op = _pick(rnd, used)
        if rnd.random() < 0.6:
            op.pop("token", None)  # composed again from its fields
            op["operand_type"] = _pick(rnd, [t for t in REGISTER_FILES if t != _type_name(op)])
            return True
        indices = op["indices"]
        if len(indices) < 3 and (len(indices) == 0 or rnd.random() < 0.5):
            indices.append({"immediate32": _pick(rnd, [0, 1, 7, *_FAR])})
            return True
        if indices and set(indices[-1]) <= {"immediate32", "representation", "depth", "kind"}:
            indices.pop()
            return True
        return False
    return _edit_program(data, rnd, change)


@mutation("bytecode")
def shader_component_mask(data, rnd):
    """The component selection of a four-component operand changed: a
    declaration's mask that the signature does not have, an empty mask, a
    swizzle or a selection mode that does not fit the instruction."""
    def change(instructions, rnd):
        four = [(i, o) for i, o in _register_operands(instructions) if o["token"] & 3 == 2]
        if not four:
            return False
        _, op = _pick(rnd, four)
        token = op["token"]
        mode = rnd.randrange(4)  # mask, swizzle, select-1, and the undefined 3
        bits = _pick(rnd, [0, 0xF, 0x8, 0x3, 0xFF, rnd.randrange(256)])
        op["token"] = (token & ~0xFFC) | (mode << 2) | (bits << 4)
        return op["token"] != token
    return _edit_program(data, rnd, change)


@mutation("bytecode")
def shader_control_point_count(data, rnd):
    """A hull shader's input or output control-point count (bits 11-16 of
    its declaration) set to 0, 33 or more, or to another count than the
    signatures have."""
    def change(instructions, rnd):
        decls = [i for i in instructions if body_kind(_opcode(i)) == "control_point_count_decl"]
        if not decls:
            return False
        ins = _pick(rnd, decls)
        token = ins["opcode_token"]
        count = _pick(rnd, [0, 1, 31, 32, 33, 63, ((token >> 11) & 0x3F) + 1])
        ins["opcode_token"] = (token & ~(0x3F << 11)) | ((count & 0x3F) << 11)
        return True
    return _edit_program(data, rnd, change)


# --- instruction lengths (group "part") ---------------------------------------------


@mutation("part")
def shader_instruction_length(data, rnd):
    """A SHDR/SHEX instruction of length 0 (a reader that trusts it loops),
    1, 127, or past the end of the program; or the program length token set
    to 0, 1 or past the end (every other value as the tree gives it)."""
    def change(tree, rnd):
        instructions = tree["program"]["instructions"]
        words = tree["len_dwords"]
        if not instructions or rnd.random() < 0.15:
            tree["len_dwords"] = _pick(rnd, [0, 1, 2, words + 1, 0xFFFFFFFF])
            return True
        k = rnd.randrange(len(instructions))
        ins = instructions[k]
        left = words - 2 - sum(i["len_instruction"] for i in instructions[:k])
        if ins.get("is_custom_data"):
            ins["len_custom_data"] = _pick(rnd, [0, 1, 2, 0x7FFFFFFF, 0xFFFFFFFF, left + 1])
            return True
        length = _pick(rnd, [0, 1, 127, min(127, left + 1)])
        ins["opcode_token"] = (ins["opcode_token"] & ~(0x7F << 24)) | (length << 24)
        return True
    return _edit(data, rnd, change, layout=False)
