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

A program is decoded once (:class:`Program`, kept per part data): its
parsed instructions, each instruction's bytes and the registers its
operands name. A mutation takes the tree of the one instruction it edits,
writes that one with the SHEX writer and puts the program together from
the others' bytes, which are what the writer makes of them (every real
program comes back byte for byte), so its cost does not grow with the
program.
"""
from __future__ import annotations

import functools
import struct
import threading
from enum import Enum
from typing import Dict, List, Optional

from kaitaistruct import KaitaiStruct

from . import _CACHES, PARTS_KEPT, mutation
from .parts import _pick, body_of, parts_of, replace_body
from .. import kaitai
from ..asm.programs import immediate_index, operand_indices
from ..todict import to_dict
from ..write import dxcontainer_shader as _writer
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

_U4 = struct.Struct("<I").pack


def _fitting_indices(*values) -> list:
    """The register numbers an index token can hold (32 bits): one past a
    declared 0xFFFFFFFF has none to name it, so it is left out."""
    return [v for v in values if v <= 0xFFFFFFFF]


def _opcode(ins: dict) -> int:
    return ins["opcode_token"] & 0x7FF


def _is_declaration(ins: dict) -> bool:
    return body_kind(_opcode(ins)) not in _NOT_DECLARATIONS


def _type_name(op: dict) -> str:
    t = op.get("operand_type")
    if isinstance(t, Enum):  # (a parsed operand's)
        return t.name
    if isinstance(t, int):
        enum = kaitai.enum_class(SPEC, "OperandType")
        return enum(t).name if t in enum._value2member_map_ else str(t)
    return t


def _operands(ins: dict) -> list:
    """The operands of an instruction's body (a list, a single one, or none)."""
    body = ins.get("body")
    if not isinstance(body, dict):
        return []
    return body.get("operands") or ([body["operand"]] if body.get("operand") else [])


def _register_operands(instructions, types=REGISTER_FILES, declarations: Optional[bool] = None):
    """``(instruction, operand)`` of every operand of one of ``types`` with an
    immediate first index (in declarations only, or not, or both)."""
    out = []
    for ins in instructions:
        if not isinstance(ins.get("body"), dict) or (declarations is not None and
                                                     _is_declaration(ins) != declarations):
            continue
        for op in _operands(ins):
            indices = operand_indices(op)
            if _type_name(op) in types and indices and immediate_index(indices[0]) is not None:
                out.append((ins, op))
    return out


def _set_immediate_index(op: dict, at: int, value: int) -> None:
    """Sets index ``at`` of an operand tree to an immediate value, in the
    form the tree holds its indices in (structures or numbers)."""
    if op.get("indices") is not None:
        op["indices"][at]["immediate32"] = value
    else:
        op["immediate_indices"][at] = value


def _declared_temps(instructions):
    return next((i for i in instructions if body_kind(_opcode(i)) == "temps_decl"), None)


def _attr(obj, name, default=None):
    """A field or instance of a parsed object, ``default`` where it has none."""
    try:
        value = getattr(obj, name)
    except AttributeError:
        return default
    return default if value is None else value


class Program:
    """A SHDR/SHEX part decoded once, never edited: its parsed instructions
    (the program's own: an edit's list holds them, and plain trees of the
    ones it changes, made by :meth:`own`), each instruction's bytes, the
    register operands and declarations the mutations pick from."""

    def __init__(self, parsed, body: bytes):
        self._reading = threading.Lock()
        self.instructions: list = list(parsed.program.instructions)
        self.version, self.len_dwords = parsed.version_token, parsed.len_dwords
        major, minor = (self.version >> 4) & 15, self.version & 15
        self.sm51 = major > 5 or (major == 5 and minor >= 1)
        self.trailing = body[4 * self.len_dwords:] if 4 * self.len_dwords < len(body) else b""
        self._by_id: Dict[int, int] = {id(ins): k for k, ins in enumerate(self.instructions)}
        #: each instruction's bytes as given (lengths as they are) and as the
        #: writer lays it out (lengths computed): the same for a real program
        sliced = self._slices(body)
        if sliced is not None:
            self.given = self.laid_out = sliced
        else:  # lengths that do not add up: each instruction written, both ways
            trees = [to_dict(i) for i in self.instructions]
            self.given = [self._encode(t, layout=False) for t in trees]
            self.laid_out = [self._encode(t) for t in trees]
        kinds = [body_kind(i.opcode_token & 0x7FF) for i in self.instructions]
        self.declarations = [k for k, kind in enumerate(kinds) if kind not in _NOT_DECLARATIONS]
        self.temps = next((k for k, kind in enumerate(kinds) if kind == "temps_decl"), None)
        self.num_temps = _attr(self.instructions[self.temps].body, "num_temps", 0) if self.temps is not None else 0
        self.control_points = [k for k, kind in enumerate(kinds) if kind == "control_point_count_decl"]
        #: ``(instruction, operand, type, in a declaration)`` of every operand
        #: of a register file with an immediate first index, and the index
        self.registers, first = [], {}
        four = []
        for k, ins in enumerate(self.instructions):
            body = ins.body
            if not isinstance(body, KaitaiStruct):
                continue
            ops = _attr(body, "operands") or ([body.operand] if _attr(body, "operand") is not None else [])
            for j, op in enumerate(ops):
                indices = operand_indices(op)
                name = _type_name({"operand_type": _attr(op, "operand_type")})
                if name in REGISTER_FILES and indices and immediate_index(indices[0]) is not None:
                    self.registers.append((k, j, name, kinds[k] not in _NOT_DECLARATIONS))
                    first[k, j] = immediate_index(indices[0])
                    if _attr(op, "token", 0) & 3 == 2:
                        four.append((k, j))
        self.highest: Dict[str, int] = {}
        for k, j, name, _ in self.registers:
            if name != "temp":
                self.highest[name] = max(self.highest.get(name, first[k, j]), first[k, j])
        #: ``(instruction, operand)`` of the temps used outside declarations,
        #: of the registers of the other files (with their file), and of the
        #: four-component operands
        self.temps_used = [(k, j) for k, j, name, decl in self.registers if name == "temp" and not decl]
        self.other_registers = [(k, j, name) for k, j, name, _ in self.registers if name != "temp"]
        self.four_component = four
        self.words_before = [0]
        for ins in self.instructions:
            self.words_before.append(self.words_before[-1] + (_attr(ins, "len_instruction", 0)))

    def _slices(self, body: bytes) -> Optional[List[bytes]]:
        """Each instruction's bytes cut from the program by its length, when
        the lengths account for the program exactly (else None)."""
        lengths = [_attr(ins, "len_instruction") for ins in self.instructions]
        size = 4 * (self.len_dwords - 2)
        if any(not isinstance(n, int) or n < 1 for n in lengths) or 4 * sum(lengths) != size \
                or 8 + size > len(body):
            return None
        out, at = [], 8
        for n in lengths:
            out.append(body[at:at + 4 * n])
            at += 4 * n
        return out

    def _encode(self, ins: dict, layout: bool = True) -> bytes:
        """One instruction's tree as the SHEX writer writes it (ValueError if it cannot)."""
        out = _writer.Tokens({"sm51": self.sm51})
        _writer.instruction(meaning(ins) if layout else ins, out)
        return bytes(out.buf)

    def operand(self, instructions: list, k: int, j: int) -> dict:
        """Operand ``j`` of instruction ``k`` of an edit's ``instructions``,
        as a tree the edit owns (:meth:`own`)."""
        return _operands(self.own(instructions, k))[j]

    def own(self, instructions: list, k: int) -> dict:
        """Instruction ``k`` of an edit's list as a tree the edit may change:
        the program's own instruction is replaced by its tree first (made
        one thread at a time: a parsed object decodes what it has not yet
        read from the stream it shares with the others)."""
        if self._known(instructions[k]) is not None:
            with self._reading:
                instructions[k] = to_dict(instructions[k])
        return instructions[k]

    def same(self, k: int, j: int) -> bool:
        """Whether the program's instructions ``k`` and ``j`` are the same (their bytes)."""
        return self.given[k] == self.given[j]

    def _known(self, ins) -> Optional[int]:
        """The index of an instruction that is the program's own (not a tree), else None."""
        k = self._by_id.get(id(ins))
        return k if k is not None and self.instructions[k] is ins else None

    def build(self, instructions: list, layout: bool = True, len_dwords: Optional[int] = None,
              max_size: Optional[int] = None) -> Optional[bytes]:
        """The part's data with these instructions (the program's own, or
        edited trees, which are written again): every length computed with
        ``layout``, else as given (``len_dwords`` too, when not None). None if
        an instruction cannot be written or the part would pass ``max_size``."""
        known = self.laid_out if layout else self.given
        chunks = []
        try:
            for ins in instructions:
                k = self._known(ins)
                chunks.append(known[k] if k is not None else self._encode(ins, layout))
        except ValueError:  # an instruction grown past its 7-bit length field
            return None
        stream = b"".join(chunks)
        if layout or len_dwords is None:
            len_dwords = 2 + len(stream) // 4 if layout else self.len_dwords
        out = _U4(self.version) + _U4(len_dwords & 0xFFFFFFFF) + stream + self.trailing
        return None if max_size is not None and len(out) > max_size else out


_OPCODES_READY = threading.Lock()


@functools.lru_cache(maxsize=PARTS_KEPT)
def program(fourcc: bytes, body: bytes) -> Optional[Program]:
    """The decoded program of a SHDR/SHEX part's data (kept for the next
    mutants of the same part), or None if dxfuzz refuses it."""
    from ..asm.programs import parse_program
    from ..errors import INPUT_ERRORS, ParseError
    with _OPCODES_READY:  # the writer fills its opcode table on first use: once, not in two threads
        body_kind(0)
    try:
        return Program(parse_program(body), body)
    except (ParseError, ValueError, KeyError, TypeError) + tuple(INPUT_ERRORS):  # refused, or not written back
        return None


_CACHES.append(program)


def _edit(data, rnd, change, layout: bool = True) -> Optional[bytes]:
    """Apply ``change(program, instructions, rnd) -> bool | (bool, len_dwords)``
    to a copy of the instruction list of a SHDR/SHEX part of ``data`` (it
    takes the tree of what it edits with :meth:`Program.own`) and build the part again:
    with ``layout``, every length, count and index bit computed again by the
    writer; without, every value kept."""
    p = _pick(rnd, [p for p in parts_of(data, "SHDR", "SHEX") if p.size >= 8])
    prog = program(p.fourcc, body_of(data, p)) if p is not None else None
    if prog is None:
        return None
    instructions = list(prog.instructions)
    done = change(prog, instructions, rnd)
    changed, len_dwords = done if isinstance(done, tuple) else (done, None)
    if not changed:
        return None
    new = prog.build(instructions, layout, len_dwords, max_size=len(data) + (1 << 16))
    return None if new is None or new == body_of(data, p) else replace_body(data, p, new)


@mutation("bytecode", decodes=True)
def shader_temp_past_declared(data, rnd):
    """A temp register (r#) used past ``dcl_temps``: the index set to the
    declared count, just past it or far past it, or ``dcl_temps`` lowered."""
    def change(prog, instructions, rnd):
        used = prog.temps_used
        if prog.temps is None or not used:
            return False
        temps = prog.num_temps
        if rnd.random() < 0.25:
            prog.own(instructions, prog.temps)["body"]["num_temps"] = _pick(rnd, [0, max(0, temps - 1)])
            return temps > 0
        op = prog.operand(instructions, *_pick(rnd, used))
        _set_immediate_index(op, 0, _pick(rnd, _fitting_indices(temps, temps + 1, temps + 64, *_FAR)))
        return True
    return _edit(data, rnd, change)


@mutation("bytecode", decodes=True)
def shader_register_past_declared(data, rnd):
    """An input, output, constant buffer, resource, sampler, UAV or shared
    memory register index in an instruction, or in its declaration, set
    past every declared one or far away."""
    def change(prog, instructions, rnd):
        used = prog.other_registers
        if not used:
            return False
        k, j, name = _pick(rnd, used)
        op = prog.operand(instructions, k, j)
        at = _pick(rnd, [i for i, x in enumerate(operand_indices(op)) if immediate_index(x) is not None])
        highest = prog.highest[name]
        _set_immediate_index(op, at, _pick(rnd, _fitting_indices(highest + 1, highest + 32, *_FAR)))
        return True
    return _edit(data, rnd, change)


@mutation("bytecode", decodes=True)
def shader_declaration_dropped(data, rnd):
    """A declaration removed (an input, resource, sampler, constant buffer,
    temps, ...): the instructions use what is no longer declared."""
    def change(prog, instructions, rnd):
        if not prog.declarations:
            return False
        k = _pick(rnd, prog.declarations)
        del instructions[next(j for j in range(k + 1) if prog.same(j, k))]  # the first one like it
        return True
    return _edit(data, rnd, change)


@mutation("bytecode", decodes=True)
def shader_declaration_repeated(data, rnd):
    """A declaration repeated, right after itself or at the end of the
    declarations, or a declaration moved after the first instruction."""
    def change(prog, instructions, rnd):
        decls = prog.declarations
        if not decls:
            return False
        at = _pick(rnd, decls)
        where = _pick(rnd, [at + 1, decls[-1] + 1, len(instructions)])
        instructions.insert(where, instructions[at])
        return True
    return _edit(data, rnd, change)


@mutation("bytecode", decodes=True)
def shader_operand_type(data, rnd):
    """An operand's register type changed (temp to input, a resource to a
    sampler, ...), or one immediate index added or the last one removed
    (the writer then counts the index dimension and the lengths)."""
    def change(prog, instructions, rnd):
        if not prog.registers:
            return False
        k, j, name, _ = _pick(rnd, prog.registers)
        op = prog.operand(instructions, k, j)
        if rnd.random() < 0.6:
            op.pop("token", None)  # composed again from its fields
            op["operand_type"] = _pick(rnd, [t for t in REGISTER_FILES if t != name])
            return True
        structures = op.get("indices") is not None
        indices = op["indices"] if structures else op.setdefault("immediate_indices", [])
        value = _pick(rnd, [0, 1, 7, *_FAR])
        if len(indices) < 3 and (len(indices) == 0 or rnd.random() < 0.5):
            indices.append({"immediate32": value} if structures else value)
            return True
        if indices and (not structures or set(indices[-1]) <= {"immediate32", "representation", "depth", "kind"}):
            indices.pop()
            return True
        return False
    return _edit(data, rnd, change)


@mutation("bytecode", decodes=True)
def shader_component_mask(data, rnd):
    """The component selection of a four-component operand changed: a
    declaration's mask that the signature does not have, an empty mask, a
    swizzle or a selection mode that does not fit the instruction."""
    def change(prog, instructions, rnd):
        four = prog.four_component
        if not four:
            return False
        op = prog.operand(instructions, *_pick(rnd, four))
        token = op["token"]
        mode = rnd.randrange(4)  # mask, swizzle, select-1, and the undefined 3
        bits = _pick(rnd, [0, 0xF, 0x8, 0x3, 0xFF, rnd.randrange(256)])
        op["token"] = (token & ~0xFFC) | (mode << 2) | (bits << 4)
        return op["token"] != token
    return _edit(data, rnd, change)


@mutation("bytecode", decodes=True)
def shader_control_point_count(data, rnd):
    """A hull shader's input or output control-point count (bits 11-16 of
    its declaration) set to 0, 33 or more, or to another count than the
    signatures have."""
    def change(prog, instructions, rnd):
        if not prog.control_points:
            return False
        ins = prog.own(instructions, _pick(rnd, prog.control_points))
        token = ins["opcode_token"]
        count = _pick(rnd, [0, 1, 31, 32, 33, 63, ((token >> 11) & 0x3F) + 1])
        ins["opcode_token"] = (token & ~(0x3F << 11)) | ((count & 0x3F) << 11)
        return True
    return _edit(data, rnd, change)


# --- instruction lengths (group "part") ---------------------------------------------


@mutation("part", decodes=True)
def shader_instruction_length(data, rnd):
    """A SHDR/SHEX instruction of length 0 (a reader that trusts it loops),
    1, 127, or past the end of the program; or the program length token set
    to 0, 1 or past the end (every other value as the tree gives it)."""
    def change(prog, instructions, rnd):
        words = prog.len_dwords
        if not instructions or rnd.random() < 0.15:
            return True, _pick(rnd, [0, 1, 2, words + 1, 0xFFFFFFFF])
        k = rnd.randrange(len(instructions))
        ins = prog.own(instructions, k)
        left = words - 2 - prog.words_before[k]
        if ins.get("is_custom_data"):
            ins["len_custom_data"] = _pick(rnd, [0, 1, 2, 0x7FFFFFFF, 0xFFFFFFFF, left + 1])
            return True
        length = _pick(rnd, [0, 1, 127, min(127, left + 1)])
        ins["opcode_token"] = (ins["opcode_token"] & ~(0x7F << 24)) | (length << 24)
        return True
    return _edit(data, rnd, change, layout=False)
