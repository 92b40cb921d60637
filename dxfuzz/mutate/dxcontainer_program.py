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

A program's bitcode is decoded once (:class:`Bitcode`, kept per bitcode,
with the places each mutation picks from) and never edited: a mutation
copies the records, abbreviations and blocks it changes (:class:`Edit`),
and only the blocks holding a change are written again, every other block
copied as it was (a block starts and ends on a 32-bit word), so its cost
follows the block it changes, not the program.
"""
from __future__ import annotations

import functools
import struct
from typing import Callable, Dict, Iterator, List, Optional, Tuple

from . import _CACHES, PARTS_KEPT, mutation
from .field_trace import _shared_part_tree
from .parts import PartRef, _pick, parts_of, replace_body
from ..bitcode.model import ENTER_SUBBLOCK, UNABBREV_RECORD, Abbrev, Block, Record
from ..bitcode.writer import StreamWriter, write_item
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


class Bitcode:
    """A program's bitcode decoded once and never edited: the code, its
    decoded stream, where each item sits, how many ids each table has, and
    the places the mutations pick from (:meth:`sites`, found on first use)."""

    def __init__(self, code: bytes, stream):
        self.code = code
        self.stream = stream
        self.blocks = _blocks(stream)
        #: the block holding each block, record and abbreviation (None: top level)
        self.parent: Dict[int, Optional[Block]] = {}
        #: every item in stream order with the block holding it
        self.walk: List[Tuple[object, Optional[Block]]] = []
        todo = [(b, None) for b in reversed(stream.blocks)]
        while todo:
            item, parent = todo.pop()
            self.parent[id(item)] = parent
            self.walk.append((item, parent))
            if isinstance(item, Block):
                todo.extend((c, item) for c in reversed(item.children))
        self.bits = int.from_bytes(code, "little")  #: the code as one number, bit 0 first
        self._sites: dict = {}

    @property
    def numbers(self) -> Tuple[int, int, int]:
        """``(types, module values, metadata)`` (:func:`_numbers`), counted on first use."""
        return self.sites("numbers", lambda: _numbers(self.stream))

    def records(self, *block_ids) -> List[Tuple[Block, Record]]:
        """``(block, record)`` as :func:`_records` lists them, found once."""
        return self.sites(("records",) + block_ids, lambda: _records(self.stream, *block_ids))

    def sites(self, key, find: Callable):
        """What ``find()`` returns, found on the first call for ``key`` and kept."""
        found = self._sites.get(key)
        if found is None:
            found = self._sites[key] = find()
        return found

    def ancestors(self, item) -> List[Block]:
        """The blocks holding ``item``, innermost first."""
        out = []
        block = self.parent.get(id(item))
        while block is not None:
            out.append(block)
            block = self.parent.get(id(block))
        return out


class Edit:
    """The changes of one mutant to a :class:`Bitcode`, copy on write: the
    records, abbreviations and blocks it changes are copies (``record``,
    ``abbrev``, ``block`` make them), the decoded stream is left as it was.
    ``keep``: a block whose length word is written as its copy gives it."""

    def __init__(self, bitcode: Bitcode):
        self.bitcode = bitcode
        self.copies: Dict[int, object] = {}
        self.changed: Dict[int, Block] = {}  #: the blocks whose contents change, by id
        self.keep: Optional[Block] = None

    def _changes(self, block: Optional[Block]) -> None:
        if block is not None:
            self.changed[id(block)] = block

    def resolve(self, item):
        """The item as this mutant has it (its copy, if changed)."""
        return self.copies.get(id(item), item)

    def _copy(self, item, make):
        copy = self.copies.get(id(item))
        if copy is None:
            copy = self.copies[id(item)] = make(item)
        return copy

    def record(self, rec: Record) -> Record:
        """The mutant's own copy of a record, to change."""
        self._changes(self.bitcode.parent.get(id(rec)))
        return self._copy(rec, lambda r: Record(r.code, r.abbrev_id, list(r.ops), r.blob, r.bit_offset,
                                                r.abbrev))

    def abbrev(self, abbrev: Abbrev) -> Abbrev:
        """The mutant's own copy of an abbreviation definition, to change."""
        self._changes(self.bitcode.parent.get(id(abbrev)))
        return self._copy(abbrev, lambda a: Abbrev(a.ops, a.bit_offset, a.for_block))

    def block(self, block: Block) -> Block:
        """The mutant's own copy of a block (its list of children copied), to change."""
        self._changes(block)

        def make(b):
            new = Block(b.block_id, b.abbrev_width, b.length_words, b.bit_offset, b.data_bit, b.info)
            new.end_bit, new.children, new.table = b.end_bit, list(b.children), b.table
            return new
        return self._copy(block, make)


@functools.lru_cache(maxsize=PARTS_KEPT)
def _bitcode(code: bytes) -> Optional[Bitcode]:
    """The bitcode decoded once (kept for the next mutants of the same
    program); None if the bounded reader refuses it."""
    from ..bitcode import reader
    try:
        return Bitcode(code, reader.read(code))
    except ParseError:
        return None


_CACHES.append(_bitcode)


def _programs(data: bytes, rnd) -> Iterator[Tuple[PartRef, dict, dict, Bitcode]]:
    """``(part, part tree, program tree, bitcode)`` of each program part
    whose bitcode decodes, in an order picked at random (the trees are
    copies of the top level the caller may change: the rest is shared)."""
    refs = [p for p in parts_of(data, *PROGRAM_PARTS) if p.size >= 24]
    rnd.shuffle(refs)
    for ref in refs:
        body = data[ref.start:ref.start + ref.size]
        tree = _shared_part_tree(ref.fourcc, body)
        program = _program_tree(tree, ref.fourcc) if isinstance(tree, dict) else None
        code = _bitcode_of(body, program) if program else None
        bitcode = _bitcode(code) if code is not None else None
        if bitcode is not None:
            tree = dict(tree)
            if ref.fourcc == b"STAT":
                tree["program"] = program = dict(program)
            else:
                program = tree
            yield ref, tree, program, bitcode


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
    """Apply ``change(bitcode, edit, rnd)`` to the decoded bitcode of a
    program part: it makes its changes through ``edit`` (:class:`Edit`) and
    returns True (the blocks it changed are written again, with every
    length computed but for ``edit.keep``'s), or the new bitcode itself; or
    None when it does not apply (the next program part is tried)."""
    for ref, tree, program, bitcode in _programs(data, rnd):
        edit = Edit(bitcode)
        out = change(bitcode, edit, rnd)
        if out is None or out is False:
            continue
        try:
            new = out if isinstance(out, bytes) else _encode(edit)
        except (ValueError, KeyError):  # a value the abbreviation cannot hold: not applied
            continue
        if new != bitcode.code:
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


def _set(edit: "Edit", rec, i: int, value: int) -> bool:
    """``rec.ops[i] = value`` in the mutant (``edit``); a record whose
    abbreviation cannot hold the value is written unabbreviated (as LLVM
    reads it, the same record); False for one that must keep its
    abbreviation (it has a blob)."""
    now = edit.resolve(rec)
    if not 0 <= i < len(now.ops) or not 0 <= value <= U64 or now.ops[i] == value:
        return False
    fits = _fits(_encodings(now)[i], value)
    if not fits and now.blob is not None:
        return False
    now = edit.record(rec)
    if not fits:
        now.abbrev, now.abbrev_id = None, UNABBREV_RECORD
    now.ops[i] = value
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


@mutation("bitcode", decodes=True)
def bitcode_operand_boundary(data, rnd):
    """A record operand of a DXIL program (an instruction's, a constant's, a
    type's, a metadata node's, ...) set to a boundary value: 0, 1, 0x7F,
    0x80, 0xFF, 0xFFFF, 2**31 - 1, 2**31, 2**32 - 1, 2**32, 2**63, 2**64 - 1
    or one more or less than it was; written unabbreviated when its
    abbreviation cannot hold the value, every length kept right."""
    def change(bc, edit, rnd):
        recs = bc.sites("with operands", lambda: [r for _, r in bc.records() if r.ops])
        if not recs:
            return None
        for _ in range(4):
            rec = _pick(rnd, recs)
            i = rnd.randrange(len(rec.ops))
            old = rec.ops[i]
            if _set(edit, rec, i, _pick(rnd, BOUNDARY + (old + 1, max(0, old - 1), old * 2))):
                return True
        return None
    return _edit(data, rnd, change)


@mutation("bitcode", decodes=True)
def bitcode_type_id(data, rnd):
    """A type id in a record (a global's, a function's, a constant's
    SETTYPE, a cast's, load's, alloca's, GEP's, call's or phi's type, a
    pointer's pointee, a struct member) set past the type table, far past
    it, or to another type of the table; or the type table's NUMENTRY set
    below or above the types it holds."""
    def change(bc, edit, rnd):
        types = bc.numbers[0]
        slots = bc.sites("type slots", lambda: [(r, i) for b, r in bc.records()
                                                for i in _type_slots(b.block_id, r)])
        numentry = bc.sites("numentry", lambda: [r for _, r in bc.records(TYPE) if r.code == 1 and r.ops])
        if numentry and (not slots or rnd.random() < 0.1):
            rec = _pick(rnd, numentry)
            return _set(edit, rec, 0, _pick(rnd, [0, max(0, types - 1), types + 1, *FAR]))
        if not slots:
            return None
        rec, i = _pick(rnd, slots)
        if rnd.random() < 0.25 and types > 1:
            return _set(edit, rec, i, rnd.randrange(types))  # a type of the wrong kind, most likely
        return _set(edit, rec, i, _pick(rnd, [types + k for k in PAST] + list(FAR)))
    return _edit(data, rnd, change)


def _value_sites(bc: Bitcode):
    """``(instructions, module slots)`` of :func:`bitcode_value_id`: the
    function blocks' records with value or block operands, and the
    module-level records' absolute value ids."""
    functions = [b for _, b, _ in bc.blocks if b.block_id == FUNCTION]
    instructions = [(b, r) for b in functions for r in b.records
                    if _instruction_value_slots(r) or _bb_slots(r)]
    module_slots = [(r, i, off) for b, r in bc.records() if b.block_id != FUNCTION
                    for i, off in _module_value_slots(b.block_id, r)]
    return instructions, module_slots


@mutation("bitcode", decodes=True)
def bitcode_value_id(data, rnd):
    """A value id set past every value: an instruction's operand, a call's
    callee or argument, a branch condition (relative ids) pointing before
    the first value, far past the last, or at the instruction itself; a
    branch or phi target past DECLAREBLOCKS; a phi's incoming value; a
    constant's, global initializer's, METADATA_VALUE's or value symbol
    table's value id past the module's values."""
    def change(bc, edit, rnd):
        _, values, _ = bc.numbers
        instructions, module_slots = bc.sites("value ids", lambda: _value_sites(bc))
        if instructions and (not module_slots or rnd.random() < 0.75):
            block, rec = _pick(rnd, instructions)
            bound = bc.sites(("function bound", id(block)),
                             lambda: _function_bound(bc.stream, block, values))
            bbs = next((r.ops[0] for r in block.records if r.code == DECLAREBLOCKS and r.ops), 1)
            slots = [("value", i) for i in _instruction_value_slots(rec)]
            slots += [("block", i) for i in _bb_slots(rec)]
            if rec.code == INST_PHI:
                slots += [("phi", i) for i in range(1, len(rec.ops), 2)]
            if not slots:
                return None
            what, i = _pick(rnd, slots)
            if what == "block":
                return _set(edit, rec, i, _pick(rnd, [bbs + k for k in PAST] + list(FAR)))
            if what == "phi":  # signed relative ids
                v = _pick(rnd, [bound + 1, -(bound + 1), (1 << 31) - 1, -(1 << 31), 0])
                return _set(edit, rec, i, _rotated(v))
            return _set(edit, rec, i, _pick(rnd, [0, bound + 1, bound + 64, *FAR]))
        if not module_slots:
            return None
        rec, i, off = _pick(rnd, module_slots)
        return _set(edit, rec, i, _pick(rnd, [values + k + off for k in PAST] + list(FAR)))
    return _edit(data, rnd, change)


def _metadata_slots(bc: Bitcode) -> list:
    """``(record, position, offset: 1 where 0 means null)`` of every
    metadata reference :func:`bitcode_metadata_ref` aims at."""
    slots = []
    for block, rec in bc.records(METADATA, METADATA_ATTACHMENT, FUNCTION):
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
    return slots


@mutation("bitcode", decodes=True)
def bitcode_metadata_ref(data, rnd):
    """A metadata reference set past the metadata list: a METADATA_NODE or
    DISTINCT_NODE operand, a named node's (dx.entryPoints, dx.resources,
    ...) node, a location's scope, a function's attachment or debug
    location pointing at the first id past the list, a few past it, or far
    past it."""
    def change(bc, edit, rnd):
        count = bc.numbers[2]
        slots = bc.sites("metadata refs", lambda: _metadata_slots(bc))
        if not slots:
            return None
        rec, i, off = _pick(rnd, slots)
        return _set(edit, rec, i, _pick(rnd, [count + k + off for k in PAST] + list(FAR)))
    return _edit(data, rnd, change)


#: Widths an abbreviation's fixed operand is set to (besides one less or more).
FIXED_WIDTHS = (0, 1, 2, 7, 8, 16, 31, 32, 33, 63, 64)
#: Widths of a vbr operand.
VBR_WIDTHS = (2, 3, 4, 5, 6, 8, 16, 32, 64)


def _abbrev_sites(bc: Bitcode):
    """``(users, widths)`` of :func:`bitcode_abbrev_width`: the records that
    use each abbreviation (by its id), and ``(abbreviation, operand)`` of
    every fixed or vbr operand with a width."""
    from ..bitcode.model import FIXED, VBR
    users: dict = {}
    abbrevs = []
    for _, block, _ in bc.blocks:
        for item in block.children:
            if isinstance(item, Abbrev):
                abbrevs.append(item)
            elif not isinstance(item, Block) and item.abbrev is not None:
                users.setdefault(id(item.abbrev), []).append(item)
    widths = [(a, k) for a in abbrevs for k, op in enumerate(a.ops)
              if k > 0 and op.kind in (FIXED, VBR) and op.value > 0]
    return users, widths


@mutation("bitcode", decodes=True)
def bitcode_abbrev_width(data, rnd):
    """An abbreviation's fixed or vbr operand width changed (to 0, 1, one
    less or more, 32, 64, ...; or a fixed operand made vbr and back), every
    record that uses the abbreviation written again with the new width
    (values cut to fit); or a block's abbreviation id width set to the
    fewest bits its ids need or wider, every record of it written again."""
    from ..bitcode.model import ARRAY, FIXED, VBR, AbbrevOp

    def change(bc, edit, rnd):
        if rnd.random() < 0.2:
            return _block_width(bc, edit, rnd)
        users, widths = bc.sites("abbreviation widths", lambda: _abbrev_sites(bc))
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
        changed = edit.abbrev(abbrev)
        changed.ops = abbrev.ops[:k] + (new,) + abbrev.ops[k + 1:]
        mask = (1 << new.value) - 1 if new.kind == FIXED else None
        for rec in users.get(id(abbrev), ()):  # written with the new definition
            copy = edit.record(rec)
            copy.abbrev = changed
            if mask is not None:  # the values cut to fit
                for i, enc in enumerate(_encodings(rec)):
                    if enc is op and (element or _operand_index(abbrev, k) == i):
                        copy.ops[i] &= mask
        return True
    return _edit(data, rnd, change)


def _operand_index(abbrev, k: int) -> int:
    """Which record operand the scalar abbreviation operand ``k`` writes."""
    from ..bitcode.model import BLOB
    return sum(1 for op in abbrev.ops[1:k] if op.kind != BLOB)


def _block_width(bc: Bitcode, edit: Edit, rnd) -> Optional[bool]:
    """A block's abbreviation id width set to the fewest bits its ids need,
    one more, 16 or 32 (its records written again with it)."""
    blocks = [b for _, b, _ in bc.blocks]
    if not blocks:
        return None
    block = _pick(rnd, blocks)
    top = max([3] + [c.abbrev_id for c in block.children if not isinstance(c, (Abbrev, Block))])
    least = max(2, top.bit_length())
    choices = [w for w in (least, least + 1, 16, 32) if w != block.abbrev_width]
    edit.block(block).abbrev_width = _pick(rnd, choices)
    return True


@mutation("bitcode", decodes=True)
def bitcode_block_length(data, rnd):
    """A block's length word made wrong (0, 1, one word less or more,
    twice, 2**31 - 1, 2**32 - 1, or the words left in its parent): the block
    itself written as it was, so a reader that trusts the length skips to the
    wrong place or past the end, and one that does not reads on."""
    def change(bc, edit, rnd):
        if not bc.blocks:
            return None
        _, block, parent = _pick(rnd, bc.blocks)
        real = block.length_words
        left = ((parent.end_bit - block.data_bit) // 32 if parent is not None
                else (bc.stream.num_bits - block.data_bit) // 32)
        choices = [0, 1, max(0, real - 1), real + 1, 2 * real, left, left + 1, 0x7FFFFFFF, 0xFFFFFFFF]
        edit.block(block).length_words = _pick(rnd, [c for c in choices if c != real and 0 <= c <= 0xFFFFFFFF])
        edit.keep = block
        return True
    return _edit(data, rnd, change)


@mutation("bitcode", decodes=True)
def bitcode_block_truncated(data, rnd):
    """A block's last records, definitions and sub-blocks dropped (a
    function without its return, a type table or a metadata block cut
    short, a module without its function bodies): the rest of the block
    ended and its length written as they are, so the framing is valid and
    the references into what was dropped are left dangling."""
    def change(bc, edit, rnd):
        blocks = [(b, p) for _, b, p in bc.blocks if b.children and b.block_id != BLOCKINFO]
        if not blocks:
            return None
        block, _ = _pick(rnd, blocks)
        n = len(block.children)
        keep = _pick(rnd, [0, n // 2, n - 1, rnd.randrange(n)])
        del edit.block(block).children[keep:]
        return True
    return _edit(data, rnd, change)


class _SplicingWriter(StreamWriter):
    """A stream writer that also appends runs of bits copied from the
    original code (records and definitions that did not change)."""

    def bits(self, value: int, count: int) -> None:
        """The ``count`` low bits of ``value``, least significant first (as
        :meth:`fixed` writes them, any number of them)."""
        cur, n = self._cur | (value << self._n), self._n + count
        words = n // 32
        if words:
            self._out += (cur & ((1 << (32 * words)) - 1)).to_bytes(4 * words, "little")
            cur >>= 32 * words
            n -= 32 * words
        self._cur, self._n = cur, n


def _encode(edit: Edit) -> bytes:
    """The bytes of the mutant's stream, as :func:`dxfuzz.bitcode.writer.encode`
    writes them but with every block's length word the length of what it
    holds (after an edit that changed a block's size), but for block
    ``edit.keep``, whose recorded length is written.

    Only what changed is written again. A block starts and ends on a 32-bit
    word, so each outermost block that changed is written on its own and
    put in the place of the old one, the blocks around it moved by whole
    words (only the length words of the blocks holding it change); a block
    whose header changed (its abbreviation id width) is written by the
    block holding it. Inside a block written again, each run of records and
    definitions between the changed ones is copied as bits, and each block
    that holds no change as bytes."""
    bc, code = edit.bitcode, edit.bitcode.code
    changed = dict(edit.changed)
    for b in list(changed.values()):
        if edit.resolve(b).abbrev_width != b.abbrev_width:  # its header is its parent's to write
            parent = bc.parent.get(id(b))
            if parent is None:
                return _encode_all(edit, changed)
            changed[id(parent)] = parent
    outer = sorted((b for b in changed.values() if not any(id(a) in changed for a in bc.ancestors(b))),
                   key=lambda b: b.data_bit)
    touched = _touched(bc, changed)
    out, at, moved = bytearray(), 0, []  # moved: (old end, words added) of each block written again
    grown: Dict[int, int] = {}  # words each block holding a written one grew by
    for b in outer:
        w = _SplicingWriter(magic=b"")
        w.enter_block(b.block_id, b.abbrev_width)
        start = w.pos - 32  # its length word
        _write_contents(w, b, edit, touched)
        new = w.finish()[start // 8:]
        old_start, old_end = (b.data_bit - 32) // 8, b.end_bit // 8
        out += code[at:old_start] + new
        at = old_end
        words = (len(new) - (old_end - old_start)) // 4
        moved.append((old_end, words))
        for a in bc.ancestors(b):
            grown[id(a)] = grown.get(id(a), 0) + words
    end = bc.stream.blocks[-1].end_bit // 8 if bc.stream.blocks else at
    out += code[at:max(at, end)]
    for _, a, _ in bc.blocks:
        if grown.get(id(a)):  # its length word, where the blocks before it put it
            pos = (a.data_bit - 32) // 8
            pos += 4 * sum(words for old_end, words in moved if old_end <= pos)
            _U32.pack_into(out, pos, (a.length_words + grown[id(a)]) & 0xFFFFFFFF)
    return bytes(out)


def _touched(bc: Bitcode, changed: Dict[int, Block]) -> set:
    """The ids of the blocks that changed and of the blocks holding them."""
    touched = set(changed)
    for b in changed.values():
        touched.update(id(a) for a in bc.ancestors(b))
    return touched


def _encode_all(edit: Edit, changed: Dict[int, Block]) -> bytes:
    """The whole stream written again (a top-level block's header changed)."""
    touched = _touched(edit.bitcode, changed)
    w = _SplicingWriter()
    for b in edit.bitcode.stream.blocks:
        _write_block(w, b, edit, touched)
    return w.finish()


def _write_block(w: "_SplicingWriter", b: Block, edit: Edit, touched: set) -> None:
    """Block ``b`` as the mutant has it: copied as bytes if it holds no
    change, else its header and its contents written again."""
    if id(b) not in touched:  # as it was: its header, then its length word and contents
        w.fixed(ENTER_SUBBLOCK, w.width).vbr(b.block_id, 8).vbr(b.abbrev_width, 4).align32()
        w.raw(edit.bitcode.code[(b.data_bit - 32) // 8:b.end_bit // 8])
        return
    now = edit.resolve(b)
    w.enter_block(now.block_id, now.abbrev_width)
    _write_contents(w, b, edit, touched)


def _write_contents(w: "_SplicingWriter", b: Block, edit: Edit, touched: set) -> None:
    """What block ``b`` holds in the mutant, then its END_BLOCK and length
    word: each run of unchanged records and definitions copied as bits (a
    record with a blob, which aligns to a word, and the last item, whose
    end the decoded stream does not give, are written again instead)."""
    now = edit.resolve(b)
    bits, copies = edit.bitcode.bits, edit.copies
    same_width = now.abbrev_width == b.abbrev_width
    children = now.children
    last = len(children) - 1
    run = None  # where the run of unchanged items being copied starts
    for k, item in enumerate(children):
        block = isinstance(item, Block)
        if not block and same_width and k < last and id(item) not in copies \
                and getattr(item, "blob", None) is None:
            if run is None:
                run = item.bit_offset
            continue
        if run is not None:  # the run ends where this item starts
            w.bits((bits >> run) & ((1 << (item.bit_offset - run)) - 1), item.bit_offset - run)
            run = None
        if block:
            _write_block(w, item, edit, touched)
        else:
            write_item(w, edit.resolve(item), None)
    w.end_block(now.length_words if b is edit.keep else None)


_U32 = struct.Struct("<I")


@mutation("bitcode", decodes=True)
def bitcode_stream_cut(data, rnd):
    """The bitstream cut inside a block, after any record, definition or
    block header: every block still open given the length that reaches the
    new end, then 0, 1 or one zero word per open block (read as END_BLOCKs
    by a reader that does not check lengths); ``len_bitcode`` and the part
    follow the shorter bitcode."""
    def change(bc, edit, rnd):
        total = len(bc.walk)
        if total < 2:
            return None
        item, _ = bc.walk[rnd.randrange(1, total)]  # the first item left out
        cut = item.bit_offset
        open_blocks = bc.ancestors(item)
        out = bytearray(bc.code[:(cut + 7) // 8])
        if cut % 8:
            out[-1] &= (1 << (cut % 8)) - 1
        out += bytes(-len(out) % 4 + 4 * _pick(rnd, [0, 1, len(open_blocks)]))
        for b in open_blocks:
            _U32.pack_into(out, (b.data_bit - 32) // 8, (8 * len(out) - b.data_bit) // 32)
        return bytes(out)
    return _edit(data, rnd, change)
