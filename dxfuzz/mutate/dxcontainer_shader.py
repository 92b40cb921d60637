"""Mutations of SHDR/SHEX tokenized programs: instruction lengths, and the
``bytecode`` group, which breaks what the program means while its tokens still decode.

The ``bytecode`` mutations read the token stream as instructions and
operands (the operand grammar of the tokenized program format, the operand
counts and body layouts of ``ksy/dxcontainer_shader.ksy``), change one thing
a bytecode translator relies on - a register index past ``dcl_temps`` or
past what is declared, a declaration removed or repeated, an operand's type
or index dimension, a component mask, a control-point count - and write the
program back with every length (instruction, program, part, container)
consistent, so the reader gets past decoding and meets the inconsistency.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import List, Optional, Tuple

from . import _pick, body_of, mutation, parts_of, put32, replace_body, u32

#: Opcodes by name (``opcode_type`` in the spec).
CUSTOMDATA = 53
DCL_TEMPS = 104
DCL_FUNCTION_TABLE, DCL_INTERFACE = 145, 146
DCL_INPUT_CONTROL_POINT_COUNT, DCL_OUTPUT_CONTROL_POINT_COUNT = 147, 148

#: Operand types (``operand_type`` in the spec).
TEMP, INPUT, OUTPUT, INDEXABLE_TEMP, IMMEDIATE32, IMMEDIATE64 = 0, 1, 2, 3, 4, 5
SAMPLER, RESOURCE, CONSTANT_BUFFER = 6, 7, 8
UAV, TGSM = 30, 31
#: Types a bytecode translator keeps tables of, by register number.
REGISTER_FILES = (TEMP, INPUT, OUTPUT, INDEXABLE_TEMP, SAMPLER, RESOURCE, CONSTANT_BUFFER,
                  25, 26, 27, UAV, TGSM)

#: ``body_kind`` values whose body starts with operands: the ordinary ones
#: (as many as ``operand_counts`` says) and the declarations of one register.
_OPERAND_BODIES = {0, 1, 3, 19}
_DECLARATION_BODIES = {4, 5, 6, 7, 11, 12, 13, 14, 30, 31, 32, 33, 34, 35, 36}

_TABLES = []


def _tables() -> Tuple[list, list]:
    """``(operand_counts, body_kinds)`` by opcode, from the generated parser
    (the spec is the one place they are written)."""
    if not _TABLES:
        from kaitaistruct import BytesIO, KaitaiStream
        from .. import kaitai
        cls = kaitai.spec_class("dxcontainer_shader")
        probe = cls(KaitaiStream(BytesIO((0x50).to_bytes(4, "little") + (2).to_bytes(4, "little"))))
        _TABLES.extend([list(probe.operand_counts), list(probe.body_kinds)])
    return _TABLES[0], _TABLES[1]


@dataclass
class Operand:
    start: int  #: index of the operand token in its instruction's words
    end: int  #: index after its last word (extended tokens, immediates, indices)
    type: int
    dimension: int
    #: word index of each immediate32 index (None where an index is relative)
    indices: List[Optional[int]] = field(default_factory=list)


@dataclass
class Instruction:
    words: List[int]

    @property
    def opcode(self) -> int:
        return self.words[0] & 0x7FF

    @property
    def is_custom(self) -> bool:
        return self.opcode == CUSTOMDATA

    def operands(self) -> List[Operand]:
        """The operands the layout of this opcode puts first in its body
        (none for bodies this reader does not take apart)."""
        counts, kinds = _tables()
        op = self.opcode
        if self.is_custom or op >= len(kinds) or op in (DCL_FUNCTION_TABLE, DCL_INTERFACE):
            return []
        if kinds[op] in _OPERAND_BODIES:
            want = counts[op]
        elif kinds[op] in _DECLARATION_BODIES:
            want = 1
        else:
            return []
        at = 1
        if self.words[0] >> 31:  # extended opcode tokens
            while at < len(self.words) and self.words[at] >> 31:
                at += 1
            at += 1
        out = []
        for _ in range(want):
            found = _operand(self.words, at)
            if found is None:
                break
            out.append(found)
            at = found.end
        return out


def _operand(words, at, depth=0) -> Optional[Operand]:
    """The operand whose token is ``words[at]``, or None if it runs past them."""
    if at >= len(words) or depth > 4:
        return None
    token = words[at]
    i = at + 1
    if token >> 31:  # extended operand tokens
        while i < len(words) and words[i] >> 31:
            i += 1
        i += 1
    kind = (token >> 12) & 0xFF
    components = token & 3
    if kind == IMMEDIATE32:
        i += 1 if components == 1 else 4
    elif kind == IMMEDIATE64:
        i += 2 if components == 1 else 8
    dimension = (token >> 20) & 3
    indices = []
    for d in range(dimension):
        rep = (token >> (22 + 3 * d)) & 7
        indices.append(i if rep in (0, 3) else None)
        i += {0: 1, 1: 2, 2: 0, 3: 1, 4: 2}.get(rep, 0)
        if rep in (2, 3, 4):
            inner = _operand(words, i, depth + 1)
            if inner is None:
                return None
            i = inner.end
    if i > len(words):
        return None
    return Operand(at, i, kind, dimension, indices)


@dataclass
class Program:
    """A SHDR/SHEX body as instructions, written back with its lengths fixed."""

    header: List[int]  #: version and length tokens
    instructions: List[Instruction]
    trailing: bytes  #: bytes after the declared program (kept as they are)

    @classmethod
    def read(cls, body: bytes) -> Optional["Program"]:
        if len(body) < 8:
            return None
        declared = u32(body, 4)
        end = min(len(body) // 4, declared) if declared >= 2 else len(body) // 4
        words = [u32(body, 4 * k) for k in range(end)]
        out, pos = [], 2
        while pos < end:
            token = words[pos]
            if token & 0x7FF == CUSTOMDATA:
                length = words[pos + 1] if pos + 1 < end else 0
            elif token >> 31 and token & 0x7FF in (DCL_FUNCTION_TABLE, DCL_INTERFACE):
                length = words[pos + 1] if pos + 1 < end else 0
            else:
                length = (token >> 24) & 0x7F
            if length < 1 or pos + length > end:
                return None  # not a program this editor can lay out again
            out.append(Instruction(words[pos:pos + length]))
            pos += length
        return cls(words[:2], out, bytes(body[4 * end:]))

    def bytes(self) -> bytes:
        words = list(self.header)
        for ins in self.instructions:
            w = list(ins.words)
            if ins.is_custom or (w[0] >> 31 and ins.opcode in (DCL_FUNCTION_TABLE, DCL_INTERFACE)):
                w[1] = len(w)
            else:
                w[0] = (w[0] & ~(0x7F << 24)) | (min(len(w), 0x7F) << 24)
            words += w
        words[1] = len(words)
        return b"".join(x.to_bytes(4, "little") for x in words) + self.trailing

    def declared_temps(self) -> Optional[int]:
        for ins in self.instructions:
            if ins.opcode == DCL_TEMPS and len(ins.words) >= 2:
                return ins.words[1]
        return None

    def register_operands(self, types=REGISTER_FILES, declarations: Optional[bool] = None):
        """``(instruction, operand)`` of every operand of one of ``types`` with
        an immediate first index (in declarations only, or not, or both)."""
        _, kinds = _tables()
        out = []
        for ins in self.instructions:
            is_decl = ins.opcode < len(kinds) and kinds[ins.opcode] in _DECLARATION_BODIES
            if declarations is not None and is_decl != declarations:
                continue
            for o in ins.operands():
                if o.type in types and o.indices and o.indices[0] is not None:
                    out.append((ins, o))
        return out


def _edit(data, rnd, change) -> Optional[bytes]:
    """Apply ``change(program, rnd) -> bool`` to a SHDR/SHEX part of ``data``."""
    p = _pick(rnd, [p for p in parts_of(data, "SHDR", "SHEX") if p.size >= 8])
    if p is None:
        return None
    body = body_of(data, p)
    program = Program.read(body)
    if program is None or not change(program, rnd):
        return None
    new = program.bytes()
    return None if new == body else replace_body(data, p, new)


#: Register numbers past any table a translator sizes from the declarations.
_FAR = (0xFFFF, 0x10000, 0x7FFFFFFF, 0x80000000, 0xFFFFFFFF)


@mutation("bytecode")
def shader_temp_past_declared(data, rnd):
    """A temp register (r#) used past ``dcl_temps``: the index set to the
    declared count, just past it or far past it, or ``dcl_temps`` lowered."""
    def change(program, rnd):
        temps = program.declared_temps()
        used = program.register_operands((TEMP,), declarations=False)
        if temps is None or not used:
            return False
        if rnd.random() < 0.25:
            dcl = next(i for i in program.instructions if i.opcode == DCL_TEMPS)
            dcl.words[1] = _pick(rnd, [0, max(0, temps - 1)])
            return temps > 0
        ins, o = _pick(rnd, used)
        ins.words[o.indices[0]] = _pick(rnd, [temps, temps + 1, temps + 64, *_FAR])
        return True
    return _edit(data, rnd, change)


@mutation("bytecode")
def shader_register_past_declared(data, rnd):
    """An input, output, constant buffer, resource, sampler, UAV or shared
    memory register index in an instruction, or in its declaration, set
    past every declared one or far away."""
    def change(program, rnd):
        used = program.register_operands(tuple(t for t in REGISTER_FILES if t != TEMP))
        if not used:
            return False
        ins, o = _pick(rnd, used)
        k = rnd.randrange(len(o.indices))
        at = o.indices[k] if o.indices[k] is not None else o.indices[0]
        highest = max(i.words[x.indices[0]] for i, x in used if x.type == o.type)
        ins.words[at] = _pick(rnd, [highest + 1, highest + 32, *_FAR])
        return True
    return _edit(data, rnd, change)


def _declarations(program):
    _, kinds = _tables()
    return [i for i in program.instructions
            if i.opcode < len(kinds) and kinds[i.opcode] not in (0, 1, 2, 3, 19, 20, 37)]


@mutation("bytecode")
def shader_declaration_dropped(data, rnd):
    """A declaration removed (an input, resource, sampler, constant buffer,
    temps, ...): the instructions use what is no longer declared."""
    def change(program, rnd):
        decls = _declarations(program)
        if not decls:
            return False
        program.instructions.remove(_pick(rnd, decls))
        return True
    return _edit(data, rnd, change)


@mutation("bytecode")
def shader_declaration_repeated(data, rnd):
    """A declaration repeated, right after itself or at the end of the
    declarations, or a declaration moved after the first instruction."""
    def change(program, rnd):
        decls = _declarations(program)
        if not decls:
            return False
        ins = _pick(rnd, decls)
        at = program.instructions.index(ins)
        copy = Instruction(list(ins.words))
        where = _pick(rnd, [at + 1, program.instructions.index(decls[-1]) + 1,
                            len(program.instructions)])
        program.instructions.insert(where, copy)
        return True
    return _edit(data, rnd, change)


@mutation("bytecode")
def shader_operand_type(data, rnd):
    """An operand's register type changed (temp to input, a resource to a
    sampler, ...), or its index dimension changed with the index tokens
    added or removed to match, so the instruction still decodes."""
    def change(program, rnd):
        used = program.register_operands()
        if not used:
            return False
        ins, o = _pick(rnd, used)
        token = ins.words[o.start]
        if rnd.random() < 0.6:
            kind = _pick(rnd, [t for t in REGISTER_FILES if t != o.type])
            ins.words[o.start] = (token & ~(0xFF << 12)) | (kind << 12)
            return True
        # one more, or one fewer, immediate index
        if o.dimension < 3 and (o.dimension == 0 or rnd.random() < 0.5):
            ins.words[o.start] = (token & ~(3 << 20) & ~(7 << (22 + 3 * o.dimension))) \
                | ((o.dimension + 1) << 20)
            ins.words.insert(o.end, _pick(rnd, [0, 1, 7, *_FAR]))
            return len(ins.words) < 0x80
        if o.dimension and o.indices[-1] is not None and o.indices[-1] == o.end - 1:
            ins.words[o.start] = (token & ~(3 << 20)) | ((o.dimension - 1) << 20)
            del ins.words[o.end - 1]
            return True
        return False
    return _edit(data, rnd, change)


@mutation("bytecode")
def shader_component_mask(data, rnd):
    """The component selection of a four-component operand changed: a
    declaration's mask that the signature does not have, an empty mask, a
    swizzle or a selection mode that does not fit the instruction."""
    def change(program, rnd):
        four = [(i, o) for i, o in program.register_operands() if i.words[o.start] & 3 == 2]
        if not four:
            return False
        ins, o = _pick(rnd, four)
        token = ins.words[o.start]
        mode = rnd.randrange(4)  # mask, swizzle, select-1, and the undefined 3
        bits = _pick(rnd, [0, 0xF, 0x8, 0x3, 0xFF, rnd.randrange(256)])
        ins.words[o.start] = (token & ~0xFFC) | (mode << 2) | (bits << 4)
        return ins.words[o.start] != token
    return _edit(data, rnd, change)


@mutation("bytecode")
def shader_control_point_count(data, rnd):
    """A hull shader's input or output control-point count (bits 11-16 of
    its declaration) set to 0, 33 or more, or to another count than the
    signatures have."""
    def change(program, rnd):
        decls = [i for i in program.instructions
                 if i.opcode in (DCL_INPUT_CONTROL_POINT_COUNT, DCL_OUTPUT_CONTROL_POINT_COUNT)]
        if not decls:
            return False
        ins = _pick(rnd, decls)
        count = _pick(rnd, [0, 1, 31, 32, 33, 63, ((ins.words[0] >> 11) & 0x3F) + 1])
        ins.words[0] = (ins.words[0] & ~(0x3F << 11)) | ((count & 0x3F) << 11)
        return True
    return _edit(data, rnd, change)


# --- instruction lengths (group "part") ---------------------------------------------


def _shader_instructions(body):
    """``[(token position, length field kind)]`` of a SHDR/SHEX token stream
    (``"opcode"``: bits 24-30 of the opcode token; ``"custom"``: the length
    token of a customdata block)."""
    out, pos, n = [], 8, len(body)
    declared = u32(body, 4) or 0
    end = min(n, declared * 4) if declared >= 2 else n
    while pos + 4 <= end and len(out) < 100000:
        tok = u32(body, pos)
        if tok & 0x7FF == CUSTOMDATA:  # the next token is the length
            ln = u32(body, pos + 4)
            if not ln or ln < 2:
                break
            out.append((pos, "custom"))
            pos += 4 * ln
            continue
        ln = (tok >> 24) & 0x7F
        if ln == 0:
            break
        out.append((pos, "opcode"))
        pos += 4 * ln
    return out


@mutation("part")
def shader_instruction_length(data, rnd):
    """A SHDR/SHEX instruction of length 0 (a reader that trusts it loops),
    1, 127, or past the end of the program; or the program length token set
    to 0, 1 or past the end."""
    p = _pick(rnd, parts_of(data, "SHDR", "SHEX"))
    if p is None or p.size < 8:
        return None
    body = body_of(data, p)
    ins = _shader_instructions(body)
    if not ins or rnd.random() < 0.15:
        return replace_body(data, p, put32(body, 4, _pick(rnd, [0, 1, 2, p.size // 4 + 1, 0xFFFFFFFF])))
    pos, kind = _pick(rnd, ins)
    if kind == "custom":
        return replace_body(data, p, put32(body, pos + 4, _pick(rnd, [0, 1, 2, 0x7FFFFFFF, 0xFFFFFFFF,
                                                                      (len(body) - pos) // 4 + 1])))
    tok = u32(body, pos)
    ln = _pick(rnd, [0, 1, 127, min(127, (len(body) - pos) // 4 + 1)])
    return replace_body(data, p, put32(body, pos, (tok & ~(0x7F << 24)) | (ln << 24)))
