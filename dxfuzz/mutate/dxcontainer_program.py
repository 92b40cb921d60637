"""Mutations of DXIL programs' LLVM bitcode: the ``bitcode`` group, for the
readers that compile DXIL (dxil-spirv, Mesa, drivers, LLVM's DirectX tools).

Each mutation decodes the bitcode of a DXIL, ILDB or DXC STAT part with
dxfuzz's bounded bitstream reader (:mod:`dxfuzz.bitcode`), changes one thing
in the decoded tree, encodes the tree again with the bitstream writer and
builds the part again with the program writer from its tree, so the
program's ``len_bitcode``, ``len_dwords`` and padding, the part size and
every container offset follow (and the digest, as ``mutate``'s ``digest``
says). All but ``bitcode_block_length`` and ``bitcode_stream_cut`` keep the
bitstream's framing - every block length, END_BLOCK, abbreviation definition
and abbreviation id is right - so a reader gets through the bitstream to the
module and meets the one defect: an operand at a boundary value, a type,
value or metadata id past its table, records written with an abbreviation of
another width, a block whose last records are missing. Those two break the
framing on purpose: a block length word that is wrong, a stream that ends
inside a block.

Record layouts are LLVM 3.7's, as DXC writes them (LLVMBitCodes.h,
BitcodeWriter.cpp): instruction operands are value ids relative to the
instruction's own number, constants, global initializers and metadata
values absolute ones, metadata node operands metadata ids plus one (0: null).
"""
from __future__ import annotations

import functools
import pickle
from typing import Iterator, List, Optional, Tuple

from . import mutation
from .field_trace import _part_tree
from .parts import PartRef, _pick, parts_of, replace_body
from ..errors import ParseError

#: The parts that hold a DXIL program (DXC's STAT: its reflection program).
PROGRAM_PARTS = ("DXIL", "ILDB", "STAT")

#: Block ids (LLVMBitCodes.h).
BLOCKINFO, MODULE, CONSTANTS, FUNCTION = 0, 8, 11, 12
VALUE_SYMTAB, METADATA, METADATA_ATTACHMENT, TYPE = 14, 15, 16, 17

#: Operand values at the edges of what readers hold them in (u8, u16, i32,
#: u32, i64, u64), for any operand.
BOUNDARY = (0, 1, 2, 0x7F, 0x80, 0xFF, 0x100, 0x7FFF, 0x8000, 0xFFFF, 0x10000, 0x7FFFFFFF,
            0x80000000, 0xFFFFFFFE, 0xFFFFFFFF, 1 << 32, (1 << 63) - 1, 1 << 63, (1 << 64) - 1)
#: How far past a table an out-of-range id points (added to the table's size).
PAST = (0, 1, 2, 64, 0x10000)
#: Ids far past any table (u32 wrap-around included).
FAR = (0x7FFFFFFF, 0x80000000, 0xFFFFFFFE, 0xFFFFFFFF)
#: The largest value an operand holds (LLVM reads 64 bits).
U64 = (1 << 64) - 1


# --- the program parts and their bitcode ---------------------------------------------


def _program_tree(tree: dict, fourcc: bytes) -> Optional[dict]:
    """The program header's tree of a part's tree (DXC's STAT holds it as ``program``)."""
    if fourcc == b"STAT":
        tree = tree.get("program")
    return tree if isinstance(tree, dict) and "len_bitcode" in tree else None


def _bitcode_of(body: bytes, program: dict) -> Optional[bytes]:
    """The program's bitcode: ``len_bitcode`` bytes at ``8 + ofs_bitcode``."""
    start, size = 8 + program.get("ofs_bitcode", 0), program.get("len_bitcode", 0)
    code = body[start:start + size]
    return code if size >= 8 and len(code) == size else None


@functools.lru_cache(maxsize=32)
def _decoded(code: bytes) -> Optional[bytes]:
    """The bitcode's decoded tree, pickled (each mutant gets a copy to edit);
    None if the bounded reader refuses it."""
    from ..bitcode import reader
    try:
        return pickle.dumps(reader.read(code))
    except ParseError:
        return None


def _programs(data: bytes, rnd) -> Iterator[Tuple[PartRef, dict, dict, bytes]]:
    """``(part, part tree, program tree, bitcode)`` of each program part
    whose bitcode decodes, in an order picked at random."""
    refs = [p for p in parts_of(data, *PROGRAM_PARTS) if p.size >= 24]
    rnd.shuffle(refs)
    for ref in refs:
        tree = _part_tree(data, ref)
        program = _program_tree(tree, ref.fourcc) if isinstance(tree, dict) else None
        code = _bitcode_of(data[ref.start:ref.start + ref.size], program) if program else None
        if code is not None and _decoded(code) is not None:
            yield ref, tree, program, code


def _rebuilt(data: bytes, ref: PartRef, tree: dict, program: dict, code: bytes) -> Optional[bytes]:
    """``data`` with a program part built again by the program writer around
    new bitcode: ``len_bitcode``, ``len_dwords`` and the padding computed
    again, the part size and the container's offsets fixed up."""
    from .. import build_part
    program["bitcode"] = code
    for key in ("len_bitcode", "len_dwords", "padding"):
        program.pop(key, None)
    try:
        new = build_part(ref.fourcc.decode("latin-1"), tree, max_size=len(data) + len(code) + (1 << 16))
    except ValueError:
        return None
    return None if new == data[ref.start:ref.start + ref.size] else replace_body(data, ref, new)


def _edit(data, rnd, change) -> Optional[bytes]:
    """Apply ``change(stream, rnd)`` to the decoded bitcode of a program part:
    it edits the stream in place and returns True (the stream is encoded
    again, every block length computed again), or a block whose length word
    it set (kept as set, the others computed), or the new bitcode itself;
    or None when it does not apply (the next program part is tried)."""
    from ..bitcode.model import Block
    for ref, tree, program, code in _programs(data, rnd):
        stream = pickle.loads(_decoded(code))
        out = change(stream, rnd)
        if out is None or out is False:
            continue
        try:
            new = out if isinstance(out, bytes) else _encode(stream, out if isinstance(out, Block) else None)
        except (ValueError, KeyError):  # a value the abbreviation cannot hold: not applied
            continue
        if new != code:
            return _rebuilt(data, ref, tree, program, new)
    return None


# --- the decoded stream --------------------------------------------------------------


def _blocks(stream) -> List[Tuple[int, object, object]]:
    """``(depth, block, parent block or None)`` of every block, in stream order."""
    from ..bitcode.model import Block
    out = []
    todo = [(0, b, None) for b in reversed(stream.blocks)]
    while todo:
        depth, block, parent = todo.pop()
        out.append((depth, block, parent))
        todo.extend((depth + 1, b, block) for b in reversed(block.children) if isinstance(b, Block))
    return out


def _records(stream, *block_ids) -> List[Tuple[object, object]]:
    """``(block, record)`` of every record of blocks with these ids (all
    but BLOCKINFO by default), in stream order."""
    out = []
    for _, block, _ in _blocks(stream):
        if block.block_id in block_ids or not block_ids and block.block_id != BLOCKINFO:
            out.extend((block, r) for r in block.records)
    return out


def _encodings(rec) -> list:
    """The abbreviation operand each of ``rec.ops`` is written with (None
    for an unabbreviated record: vbr6)."""
    from ..bitcode.model import ARRAY, BLOB
    if rec.abbrev is None:
        return [None] * len(rec.ops)
    ops, out, k = rec.abbrev.ops, [], 1
    while k < len(ops) and len(out) < len(rec.ops):
        op = ops[k]
        if op.kind == ARRAY:
            out += [ops[k + 1]] * (len(rec.ops) - len(out))
            break
        if op.kind != BLOB:
            out.append(op)
        k += 1
    return out + [None] * (len(rec.ops) - len(out))


def _fits(op, value: int) -> bool:
    """Whether an abbreviation operand (None: vbr6) can hold ``value``."""
    from ..bitcode.bits import CHAR6
    from ..bitcode.model import CHAR6 as CHAR6_KIND, FIXED, LITERAL, VBR
    if not 0 <= value <= U64:
        return False
    if op is None:
        return True
    if op.kind == LITERAL:
        return value == op.value
    if op.kind in (FIXED, VBR) and op.value == 0:
        return value == 0
    if op.kind == FIXED:
        return value < 1 << op.value
    if op.kind == VBR:
        return op.value >= 2
    return op.kind == CHAR6_KIND and value < 256 and value in CHAR6


def _set(rec, i: int, value: int) -> bool:
    """``rec.ops[i] = value``; a record whose abbreviation cannot hold the
    value is written unabbreviated (as LLVM reads it, the same record);
    False for one that must keep its abbreviation (it has a blob)."""
    from ..bitcode.model import UNABBREV_RECORD
    if not 0 <= i < len(rec.ops) or not 0 <= value <= U64 or rec.ops[i] == value:
        return False
    if not _fits(_encodings(rec)[i], value):
        if rec.blob is not None:
            return False
        rec.abbrev, rec.abbrev_id = None, UNABBREV_RECORD
    rec.ops[i] = value
    return True


def _numbers(stream) -> Tuple[int, int, int]:
    """``(types, module values, metadata)``: how many ids each table of the
    module has, as LLVM numbers them (:func:`dxfuzz.bitcode.decode_module`;
    counted from the records when the module does not decode, as after
    another mutation)."""
    from ..bitcode import module as md
    try:
        m = md.decode_module(stream)
        return len(m.types), len(m.values), len(m.metadata)
    except ParseError:
        pass
    types = sum(1 for _, r in _records(stream, TYPE)
                if r.code not in (md.TYPE_CODE_NUMENTRY, md.TYPE_CODE_STRUCT_NAME))
    values = 0
    for _, block, parent in _blocks(stream):
        if block.block_id == MODULE:
            values += sum(1 for r in block.records if r.code in (
                md.MODULE_CODE_GLOBALVAR, md.MODULE_CODE_FUNCTION, md.MODULE_CODE_ALIAS))
        elif block.block_id == CONSTANTS and parent is not None and parent.block_id == MODULE:
            values += sum(1 for r in block.records if r.code != md.CST_SETTYPE)
    metadata = 0
    for _, r in _records(stream, METADATA):
        if r.code == md.METADATA_STRINGS and r.ops:
            metadata += r.ops[0]
        elif r.code in md.ONE_ID_CODES:
            metadata += 1
    return types, values, metadata


# --- record layouts (LLVM 3.7) -------------------------------------------------------

# FUNCTION_BLOCK instruction codes
INST_BINOP, INST_CAST, INST_SELECT, INST_EXTRACTELT, INST_INSERTELT, INST_SHUFFLEVEC = 2, 3, 5, 6, 7, 8
INST_CMP, INST_RET, INST_BR, INST_PHI, INST_ALLOCA, INST_LOAD = 9, 10, 11, 16, 19, 20
INST_EXTRACTVAL, INST_INSERTVAL, INST_CMP2, INST_VSELECT, INST_CALL = 26, 27, 28, 29, 34
INST_DEBUG_LOC, INST_ATOMICRMW, INST_GEP, INST_STORE, INST_CMPXCHG = 35, 38, 43, 44, 46
DECLAREBLOCKS = 1
#: Instructions whose first operand is a value (relative id, pushValueAndType).
_FIRST_IS_VALUE = frozenset([INST_BINOP, INST_CAST, INST_EXTRACTELT, INST_INSERTELT, INST_SHUFFLEVEC,
                             INST_CMP, INST_RET, INST_LOAD, INST_EXTRACTVAL, INST_INSERTVAL, INST_CMP2,
                             INST_VSELECT, INST_ATOMICRMW, INST_STORE, INST_CMPXCHG, INST_SELECT])
#: CALL's calling-convention word: an explicit function type follows (bit
#: 15), fast-math flags follow (bit 17, LLVM 3.8 on).
CALL_EXPLICIT_TYPE, CALL_FMF = 1 << 15, 1 << 17


def _call_callee(ops) -> Optional[int]:
    """Where a CALL's callee (a relative value id) is: after the attributes,
    the calling convention, the fast-math flags and the explicit type."""
    if len(ops) < 2:
        return None
    k = 2 + bool(ops[1] & CALL_FMF) + bool(ops[1] & CALL_EXPLICIT_TYPE)
    return k if k < len(ops) else None


def _type_slots(block_id: int, rec) -> List[int]:
    """Operand positions of a record that hold a type id."""
    c, n = rec.code, len(rec.ops)
    slots: List[int] = []
    if block_id == MODULE and c in (7, 8, 9):  # GLOBALVAR, FUNCTION, ALIAS: [type, ...]
        slots = [0]
    elif block_id == TYPE:
        if c == 8:  # POINTER [pointee, address space]
            slots = [0]
        elif c in (11, 12):  # ARRAY, VECTOR [count, element]
            slots = [1]
        elif c in (18, 20, 21):  # STRUCT_ANON, STRUCT_NAMED [packed, elements], FUNCTION [vararg, ret, params]
            slots = list(range(1, n))
        elif c == 9:  # FUNCTION_OLD [vararg, attributes, ret, params]
            slots = list(range(2, n))
    elif block_id == CONSTANTS:
        if c == 1:  # SETTYPE [type]
            slots = [0]
        elif c == 11:  # CE_CAST [opcode, type, value]
            slots = [1]
        elif c == 17:  # CE_CMP [type, lhs, rhs, predicate]
            slots = [0]
        elif c in (12, 20):  # CE_GEP, CE_INBOUNDS_GEP [pointee type, (type, value)...]
            slots = ([0] if n % 2 else []) + list(range(n % 2, n, 2))
    elif block_id == METADATA and c == 2:  # METADATA_VALUE [type, value]
        slots = [0]
    elif block_id == FUNCTION:
        if c == INST_CAST:  # [value, (type if forward), type, opcode]
            slots = [n - 2]
        elif c == INST_LOAD:  # [pointer, (type if forward), type, align, volatile]
            slots = [n - 3]
        elif c == INST_ALLOCA:  # [allocated type, size type, size, align]
            slots = [0, 1]
        elif c == INST_GEP or c == INST_PHI:  # GEP [inbounds, type, ...], PHI [type, ...]
            slots = [1 if c == INST_GEP else 0]
        elif c == INST_CALL and len(rec.ops) > 2 and rec.ops[1] & CALL_EXPLICIT_TYPE:
            slots = [2 + bool(rec.ops[1] & CALL_FMF)]
    return [s for s in slots if 0 <= s < n]


def _module_value_slots(block_id: int, rec) -> List[Tuple[int, int]]:
    """``(position, offset)`` of a module-level record's absolute value ids
    (``offset`` 1 where 0 means none: a global's initializer)."""
    c, n = rec.code, len(rec.ops)
    if block_id == MODULE and c == 7 and n > 2:  # GLOBALVAR [type, flags, initializer + 1, ...]
        return [(2, 1)]
    if block_id == CONSTANTS:
        if c == 7:  # AGGREGATE [values]
            return [(i, 0) for i in range(n)]
        if c == 10:  # CE_BINOP [opcode, lhs, rhs]
            return [(1, 0), (2, 0)][:max(0, n - 1)]
        if c == 11 and n > 2:  # CE_CAST [opcode, type, value]
            return [(2, 0)]
        if c == 13:  # CE_SELECT [condition, true, false]
            return [(i, 0) for i in range(min(3, n))]
        if c == 17:  # CE_CMP [type, lhs, rhs, predicate]
            return [(1, 0), (2, 0)][:max(0, n - 1)]
        if c in (12, 20):  # CE_GEP [pointee type, (type, value)...]
            return [(i, 0) for i in range(n % 2 + 1, n, 2)]
    if block_id == METADATA and c == 2 and n == 2:  # METADATA_VALUE [type, value]
        return [(1, 0)]
    if block_id == VALUE_SYMTAB and c in (1, 3) and n:  # ENTRY, FNENTRY [value, ...]
        return [(0, 0)]
    return []


def _instruction_value_slots(rec) -> List[int]:
    """Operand positions of an instruction record that hold relative value
    ids (the first of each instruction, a call's callee and arguments, a
    conditional branch's condition)."""
    c, n = rec.code, len(rec.ops)
    if c in _FIRST_IS_VALUE:
        return [0] if n else []
    if c == INST_GEP:  # [inbounds, type, base, indices...]
        return [2] if n > 2 else []
    if c == INST_BR and n == 3:  # [true block, false block, condition]
        return [2]
    if c == INST_CALL:
        k = _call_callee(rec.ops)
        return [] if k is None else list(range(k, n))
    return []


def _bb_slots(rec) -> List[int]:
    """Operand positions of an instruction record that hold basic block ids."""
    if rec.code == INST_BR:
        return list(range(min(2, len(rec.ops))))
    if rec.code == INST_PHI:
        return list(range(2, len(rec.ops), 2))
    return []


def _function_bound(stream, block, values: int) -> int:
    """More values than a function body can number: the module's values,
    every record of the body (its constants, instructions) and the most
    parameters of any function type."""
    from ..bitcode.model import Block
    params = max((len(r.ops) - 2 for _, r in _records(stream, TYPE) if r.code == 21), default=0)
    count, todo = 0, [block]
    while todo:
        b = todo.pop()
        count += len(b.children)
        todo.extend(c for c in b.children if isinstance(c, Block))
    return values + count + max(0, params)


def _rotated(v: int) -> int:
    """A signed value as LLVM writes a signed VBR (the sign in bit 0)."""
    return (v << 1) if v >= 0 else ((-v) << 1) | 1


# --- the mutations -------------------------------------------------------------------


@mutation("bitcode")
def bitcode_operand_boundary(data, rnd):
    """A record operand of a DXIL program (an instruction's, a constant's, a
    type's, a metadata node's, ...) set to a boundary value: 0, 1, 0x7F,
    0x80, 0xFF, 0xFFFF, 2**31 - 1, 2**31, 2**32 - 1, 2**32, 2**63, 2**64 - 1
    or one more or less than it was; written unabbreviated when its
    abbreviation cannot hold the value, every length kept right."""
    def change(stream, rnd):
        recs = [r for _, r in _records(stream) if r.ops]
        if not recs:
            return None
        for _ in range(4):
            rec = _pick(rnd, recs)
            i = rnd.randrange(len(rec.ops))
            old = rec.ops[i]
            if _set(rec, i, _pick(rnd, BOUNDARY + (old + 1, max(0, old - 1), old * 2))):
                return True
        return None
    return _edit(data, rnd, change)


@mutation("bitcode")
def bitcode_type_id(data, rnd):
    """A type id in a record (a global's, a function's, a constant's
    SETTYPE, a cast's, load's, alloca's, GEP's, call's or phi's type, a
    pointer's pointee, a struct member) set past the type table, far past
    it, or to another type of the table; or the type table's NUMENTRY set
    below or above the types it holds."""
    def change(stream, rnd):
        types = _numbers(stream)[0]
        slots = [(r, i) for b, r in _records(stream) for i in _type_slots(b.block_id, r)]
        numentry = [r for _, r in _records(stream, TYPE) if r.code == 1 and r.ops]
        if numentry and (not slots or rnd.random() < 0.1):
            rec = _pick(rnd, numentry)
            return _set(rec, 0, _pick(rnd, [0, max(0, types - 1), types + 1, *FAR]))
        if not slots:
            return None
        rec, i = _pick(rnd, slots)
        if rnd.random() < 0.25 and types > 1:
            return _set(rec, i, rnd.randrange(types))  # a type of the wrong kind, most likely
        return _set(rec, i, _pick(rnd, [types + k for k in PAST] + list(FAR)))
    return _edit(data, rnd, change)


@mutation("bitcode")
def bitcode_value_id(data, rnd):
    """A value id set past every value: an instruction's operand, a call's
    callee or argument, a branch condition (relative ids) pointing before
    the first value, far past the last, or at the instruction itself; a
    branch or phi target past DECLAREBLOCKS; a phi's incoming value; a
    constant's, global initializer's, METADATA_VALUE's or value symbol
    table's value id past the module's values."""
    def change(stream, rnd):
        _, values, _ = _numbers(stream)
        functions = [b for _, b, _ in _blocks(stream) if b.block_id == FUNCTION]
        instructions = [(b, r) for b in functions for r in b.records
                        if _instruction_value_slots(r) or _bb_slots(r)]
        module_slots = [(r, i, off) for b, r in _records(stream) if b.block_id != FUNCTION
                        for i, off in _module_value_slots(b.block_id, r)]
        if instructions and (not module_slots or rnd.random() < 0.75):
            block, rec = _pick(rnd, instructions)
            bound = _function_bound(stream, block, values)
            bbs = next((r.ops[0] for r in block.records if r.code == DECLAREBLOCKS and r.ops), 1)
            slots = [("value", i) for i in _instruction_value_slots(rec)]
            slots += [("block", i) for i in _bb_slots(rec)]
            if rec.code == INST_PHI:
                slots += [("phi", i) for i in range(1, len(rec.ops), 2)]
            if not slots:
                return None
            what, i = _pick(rnd, slots)
            if what == "block":
                return _set(rec, i, _pick(rnd, [bbs + k for k in PAST] + list(FAR)))
            if what == "phi":  # signed relative ids
                v = _pick(rnd, [bound + 1, -(bound + 1), (1 << 31) - 1, -(1 << 31), 0])
                return _set(rec, i, _rotated(v))
            return _set(rec, i, _pick(rnd, [0, bound + 1, bound + 64, *FAR]))
        if not module_slots:
            return None
        rec, i, off = _pick(rnd, module_slots)
        return _set(rec, i, _pick(rnd, [values + k + off for k in PAST] + list(FAR)))
    return _edit(data, rnd, change)


@mutation("bitcode")
def bitcode_metadata_ref(data, rnd):
    """A metadata reference set past the metadata list: a METADATA_NODE or
    DISTINCT_NODE operand, a named node's (dx.entryPoints, dx.resources,
    ...) node, a location's scope, a function's attachment or debug
    location pointing at the first id past the list, a few past it, or far
    past it."""
    def change(stream, rnd):
        count = _numbers(stream)[2]
        slots = []  # (record, position, offset: 1 where 0 means null)
        for block, rec in _records(stream, METADATA, METADATA_ATTACHMENT, FUNCTION):
            c, n = rec.code, len(rec.ops)
            if block.block_id == METADATA:
                if c in (3, 5):  # NODE, DISTINCT_NODE [metadata id + 1, ...]
                    slots += [(rec, i, 1) for i in range(n)]
                elif c == 10:  # NAMED_NODE [metadata ids]
                    slots += [(rec, i, 0) for i in range(n)]
                elif c == 7 and n == 5:  # LOCATION [distinct, line, column, scope, inlined at + 1]
                    slots += [(rec, 3, 0), (rec, 4, 1)]
            elif block.block_id == METADATA_ATTACHMENT and c == 11:  # [instruction?, (kind, metadata)...]
                slots += [(rec, i, 0) for i in range(n % 2 + 1, n, 2)]
            elif block.block_id == FUNCTION and c == INST_DEBUG_LOC and n >= 4:  # [line, col, scope + 1, ia + 1]
                slots += [(rec, 2, 1), (rec, 3, 1)]
        if not slots:
            return None
        rec, i, off = _pick(rnd, slots)
        return _set(rec, i, _pick(rnd, [count + k + off for k in PAST] + list(FAR)))
    return _edit(data, rnd, change)


#: Widths an abbreviation's fixed operand is set to (besides one less or more).
FIXED_WIDTHS = (0, 1, 2, 7, 8, 16, 31, 32, 33, 63, 64)
#: Widths of a vbr operand.
VBR_WIDTHS = (2, 3, 4, 5, 6, 8, 16, 32, 64)


@mutation("bitcode")
def bitcode_abbrev_width(data, rnd):
    """An abbreviation's fixed or vbr operand width changed (to 0, 1, one
    less or more, 32, 64, ...; or a fixed operand made vbr and back), every
    record that uses the abbreviation written again with the new width
    (values cut to fit); or a block's abbreviation id width set to the
    fewest bits its ids need or wider, every record of it written again."""
    from ..bitcode.model import ARRAY, FIXED, VBR, Abbrev, AbbrevOp, Block

    def change(stream, rnd):
        if rnd.random() < 0.2:
            return _block_width(stream, rnd)
        users: dict = {}  # id of an abbreviation -> the records that use it
        abbrevs = []
        for _, block, _ in _blocks(stream):
            for item in block.children:
                if isinstance(item, Abbrev):
                    abbrevs.append(item)
                elif not isinstance(item, Block) and item.abbrev is not None:
                    users.setdefault(id(item.abbrev), []).append(item)
        widths = [(a, k) for a in abbrevs for k, op in enumerate(a.ops)
                  if k > 0 and op.kind in (FIXED, VBR) and op.value > 0]
        used = [(a, k) for a, k in widths if id(a) in users]
        if not widths:
            return None
        abbrev, k = _pick(rnd, used if used and rnd.random() < 0.9 else widths)
        op = abbrev.ops[k]
        element = abbrev.ops[k - 1].kind == ARRAY  # (a zero width would make it a literal: refused)
        if rnd.random() < 0.2 and op.value >= 2:
            new = AbbrevOp(VBR if op.kind == FIXED else FIXED, op.value)
        else:
            choices = FIXED_WIDTHS if op.kind == FIXED else VBR_WIDTHS
            choices = [w for w in choices + (op.value - 1, op.value + 1)
                       if w != op.value and (op.kind == FIXED or w >= 2) and (w > 0 or not element) and w <= 64]
            new = AbbrevOp(op.kind, _pick(rnd, choices))
        if new.kind == FIXED:  # the values of the records that use it, cut to fit
            mask = (1 << new.value) - 1
            for rec in users.get(id(abbrev), ()):
                for i, enc in enumerate(_encodings(rec)):
                    if enc is op and (element or _operand_index(abbrev, k) == i):
                        rec.ops[i] &= mask
        abbrev.ops = abbrev.ops[:k] + (new,) + abbrev.ops[k + 1:]
        return True
    return _edit(data, rnd, change)


def _operand_index(abbrev, k: int) -> int:
    """Which record operand the scalar abbreviation operand ``k`` writes."""
    from ..bitcode.model import BLOB
    return sum(1 for op in abbrev.ops[1:k] if op.kind != BLOB)


def _block_width(stream, rnd) -> Optional[bool]:
    """A block's abbreviation id width set to the fewest bits its ids need,
    one more, 16 or 32 (its records written again with it)."""
    from ..bitcode.model import Abbrev, Block
    blocks = [b for _, b, _ in _blocks(stream)]
    if not blocks:
        return None
    block = _pick(rnd, blocks)
    top = max([3] + [c.abbrev_id for c in block.children if not isinstance(c, (Abbrev, Block))])
    least = max(2, top.bit_length())
    choices = [w for w in (least, least + 1, 16, 32) if w != block.abbrev_width]
    block.abbrev_width = _pick(rnd, choices)
    return True


@mutation("bitcode")
def bitcode_block_length(data, rnd):
    """A block's length word made wrong (0, 1, one word less or more,
    twice, 2**31 - 1, 2**32 - 1, or the words left in its parent): the block
    itself written as it was, so a reader that trusts the length skips to the
    wrong place or past the end, and one that does not reads on."""
    def change(stream, rnd):
        blocks = _blocks(stream)
        if not blocks:
            return None
        _, block, parent = _pick(rnd, blocks)
        real = block.length_words
        left = ((parent.end_bit - block.data_bit) // 32 if parent is not None
                else (stream.num_bits - block.data_bit) // 32)
        choices = [0, 1, max(0, real - 1), real + 1, 2 * real, left, left + 1, 0x7FFFFFFF, 0xFFFFFFFF]
        block.length_words = _pick(rnd, [c for c in choices if c != real and 0 <= c <= 0xFFFFFFFF])
        return block
    return _edit(data, rnd, change)


@mutation("bitcode")
def bitcode_block_truncated(data, rnd):
    """A block's last records, definitions and sub-blocks dropped (a
    function without its return, a type table or a metadata block cut
    short, a module without its function bodies): the rest of the block
    ended and its length written as they are, so the framing is valid and
    the references into what was dropped are left dangling."""
    def change(stream, rnd):
        blocks = [(b, p) for _, b, p in _blocks(stream) if b.children and b.block_id != BLOCKINFO]
        if not blocks:
            return None
        block, _ = _pick(rnd, blocks)
        n = len(block.children)
        keep = _pick(rnd, [0, n // 2, n - 1, rnd.randrange(n)])
        del block.children[keep:]
        return True
    return _edit(data, rnd, change)


def _encode(stream, keep=None) -> bytes:
    """The bytes of a decoded stream, as :func:`dxfuzz.bitcode.writer.encode`
    writes them but with every block's length word the length of what it
    holds (after an edit that changed a block's size), but for block
    ``keep``, whose recorded length is written."""
    from ..bitcode.writer import StreamWriter, write_item

    def block(w, b):
        w.enter_block(b.block_id, b.abbrev_width)
        for item in b.children:
            write_item(w, item, block)
        w.end_block(b.length_words if b is keep else None)
    w = StreamWriter()
    for b in stream.blocks:
        block(w, b)
    return w.finish()


class _Cut(Exception):
    """Raised when the cut point of :func:`bitcode_stream_cut` is reached."""


@mutation("bitcode")
def bitcode_stream_cut(data, rnd):
    """The bitstream cut inside a block, after any record, definition or
    block header: every block still open given the length that reaches the
    new end, then 0, 1 or one zero word per open block (read as END_BLOCKs
    by a reader that does not check lengths); ``len_bitcode`` and the part
    follow the shorter bitcode."""
    from ..bitcode.writer import StreamWriter, write_item

    def change(stream, rnd):
        total = sum(1 for _ in stream.walk())
        if total < 2:
            return None
        cut = rnd.randrange(1, total)
        w = StreamWriter()
        seen, open_blocks = [0], [0]

        def block(w, b):
            w.enter_block(b.block_id, b.abbrev_width)
            open_blocks[0] += 1
            for item in b.children:
                if seen[0] >= cut:
                    raise _Cut
                seen[0] += 1
                write_item(w, item, block)
            w.end_block(b.length_words)
            open_blocks[0] -= 1
        try:
            for b in stream.blocks:
                if seen[0] >= cut:
                    raise _Cut
                seen[0] += 1
                block(w, b)
        except _Cut:
            return w.finish_open(_pick(rnd, [0, 1, open_blocks[0]]))
        return None
    return _edit(data, rnd, change)
