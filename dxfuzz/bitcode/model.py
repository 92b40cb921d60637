"""The tree a bitstream decodes to: blocks holding records, abbreviation
definitions and sub-blocks, and the BLOCKINFO table that names and abbreviates them."""
from __future__ import annotations

from typing import Any, Dict, Iterator, List, NamedTuple, Optional, Tuple, Union

#: Abbreviation ids with a fixed meaning; ids from 4 on name abbreviations.
END_BLOCK, ENTER_SUBBLOCK, DEFINE_ABBREV, UNABBREV_RECORD = 0, 1, 2, 3
FIRST_ABBREV_ID = 4
#: The BLOCKINFO block's id and its record codes.
BLOCKINFO_BLOCK_ID = 0
SETBID, BLOCKNAME, SETRECORDNAME = 1, 2, 3

#: Kinds of abbreviation operands: a literal value, then the encodings as
#: their 3-bit codes in the stream.
LITERAL, FIXED, VBR, ARRAY, CHAR6, BLOB = 0, 1, 2, 3, 4, 5
KIND_NAMES = ("literal", "fixed", "vbr", "array", "char6", "blob")


class AbbrevOp(NamedTuple):
    """One operand of an abbreviation: ``kind`` (LITERAL ... BLOB) and
    ``value``: the literal's value, the width of FIXED and VBR (0 for a
    zero-width field, which reads as a literal 0), else 0."""

    kind: int
    value: int = 0

    def __repr__(self) -> str:
        name = KIND_NAMES[self.kind]
        return f"{name}({self.value})" if self.kind <= VBR else name


class Abbrev:
    """A DEFINE_ABBREV: its operands, where it starts (``bit_offset``, at its
    abbreviation id) and, for one in BLOCKINFO, the block id it is for."""

    __slots__ = ("ops", "bit_offset", "for_block", "plan")

    def __init__(self, ops: Tuple[AbbrevOp, ...], bit_offset: int, for_block: Optional[int] = None):
        self.ops = ops
        self.bit_offset = bit_offset
        self.for_block = for_block
        #: the reader's compiled form of ``ops`` (see ``reader.compile_abbrev``)
        self.plan: Any = None

    def __repr__(self) -> str:
        return f"Abbrev({list(self.ops)!r}, bit={self.bit_offset})"

    def __eq__(self, other) -> bool:
        return isinstance(other, Abbrev) and (self.ops, self.for_block) == (other.ops, other.for_block)

    __hash__ = None  # type: ignore[assignment]


class Record:
    """A record: ``code``, ``abbrev_id`` (3 unabbreviated, 4 and up the
    abbreviation used), ``ops`` (operand values, literals and array elements
    included, the blob excluded), ``blob`` (bytes, or None), ``bit_offset``
    (at its abbreviation id) and ``abbrev`` (the :class:`Abbrev`, or None)."""

    __slots__ = ("code", "abbrev_id", "ops", "blob", "bit_offset", "abbrev")

    def __init__(self, code: int, abbrev_id: int, ops: List[int], blob: Optional[bytes],
                 bit_offset: int, abbrev: Optional[Abbrev] = None):
        self.code = code
        self.abbrev_id = abbrev_id
        self.ops = ops
        self.blob = blob
        self.bit_offset = bit_offset
        self.abbrev = abbrev

    def __repr__(self) -> str:
        blob = "" if self.blob is None else f", blob={self.blob!r}"
        return f"Record(code={self.code}, abbrev_id={self.abbrev_id}, ops={self.ops!r}{blob})"

    def __eq__(self, other) -> bool:
        return isinstance(other, Record) and (self.code, self.abbrev_id, self.ops, self.blob) == (
            other.code, other.abbrev_id, other.ops, other.blob)

    __hash__ = None  # type: ignore[assignment]


class BlockInfo:
    """What a BLOCKINFO block says of one block id: the abbreviations every
    block with that id starts with, its name (BLOCKNAME) and record names
    (SETRECORDNAME; the first name given to a code is kept, as LLVM does)."""

    __slots__ = ("block_id", "abbrevs", "name", "record_names")

    def __init__(self, block_id: int):
        self.block_id = block_id
        self.abbrevs: Union[List[Abbrev], Tuple[Abbrev, ...]] = []
        self.name: Optional[str] = None
        self.record_names: Dict[int, str] = {}

    def __repr__(self) -> str:
        return (f"BlockInfo({self.block_id}, name={self.name!r}, abbrevs={len(self.abbrevs)}, "
                f"record_names={self.record_names!r})")


Item = Union["Block", Record, Abbrev]


class Block:
    """A block: ``block_id``, ``abbrev_width`` (bits of its abbreviation
    ids), ``length_words`` (the length its header gives, in 32-bit words),
    ``bit_offset`` (at its ENTER_SUBBLOCK), ``data_bit`` (where its contents
    start, after the length word), ``end_bit`` (after its END_BLOCK and
    alignment), ``children`` (records, abbreviation definitions and blocks in
    stream order), ``info`` (the BLOCKINFO entry for its id when it was
    entered, or None) and, for a BLOCKINFO block, ``table`` (block id ->
    :class:`BlockInfo`, the table it defines; None for other blocks)."""

    __slots__ = ("block_id", "abbrev_width", "length_words", "bit_offset", "data_bit", "end_bit",
                 "children", "info", "table")

    def __init__(self, block_id: int, abbrev_width: int, length_words: int, bit_offset: int,
                 data_bit: int, info: Optional[BlockInfo] = None):
        self.block_id = block_id
        self.abbrev_width = abbrev_width
        self.length_words = length_words
        self.bit_offset = bit_offset
        self.data_bit = data_bit
        self.end_bit = -1
        self.children: List[Item] = []
        self.info = info
        self.table: Optional[Dict[int, BlockInfo]] = None

    def __repr__(self) -> str:
        return (f"Block(id={self.block_id}, abbrev_width={self.abbrev_width}, "
                f"length_words={self.length_words}, children={len(self.children)})")

    def __eq__(self, other) -> bool:
        return isinstance(other, Block) and (
            self.block_id, self.abbrev_width, self.length_words, self.children) == (
            other.block_id, other.abbrev_width, other.length_words, other.children)

    __hash__ = None  # type: ignore[assignment]

    @property
    def name(self) -> Optional[str]:
        """The block's name from BLOCKINFO, or None."""
        return self.info.name if self.info is not None else None

    def record_name(self, code: int) -> Optional[str]:
        """A record code's name from BLOCKINFO, or None."""
        return self.info.record_names.get(code) if self.info is not None else None

    @property
    def records(self) -> List[Record]:
        return [c for c in self.children if isinstance(c, Record)]

    @property
    def blocks(self) -> List["Block"]:
        return [c for c in self.children if isinstance(c, Block)]

    @property
    def abbrevs(self) -> List[Abbrev]:
        """The abbreviation definitions in this block (in BLOCKINFO: for other blocks)."""
        return [c for c in self.children if isinstance(c, Abbrev)]


class Bitstream:
    """A decoded bitstream: its top-level ``blocks``, ``blockinfo`` (block id
    -> :class:`BlockInfo`, from the last BLOCKINFO block; empty without one)
    and ``num_bits`` (the size of the data read)."""

    __slots__ = ("blocks", "blockinfo", "num_bits")

    def __init__(self, blocks: List[Block], blockinfo: Dict[int, BlockInfo], num_bits: int):
        self.blocks = blocks
        self.blockinfo = blockinfo
        self.num_bits = num_bits

    def __repr__(self) -> str:
        return f"Bitstream(blocks={self.blocks!r}, bits={self.num_bits})"

    def walk(self) -> Iterator[Tuple[int, Item]]:
        """``(depth, item)`` of every block, record and abbreviation
        definition in stream order (top-level blocks at depth 0)."""
        stack: List[Tuple[int, Iterator[Item]]] = [(0, iter(self.blocks))]
        while stack:
            depth, it = stack[-1]
            item = next(it, None)
            if item is None:
                stack.pop()
                continue
            yield depth, item
            if isinstance(item, Block):
                stack.append((depth + 1, iter(item.children)))

    def count(self) -> Dict[str, int]:
        """How many blocks, records, abbreviation definitions and operand values it holds."""
        out = {"blocks": 0, "records": 0, "abbrevs": 0, "operands": 0}
        for _, item in self.walk():
            if isinstance(item, Record):
                out["records"] += 1
                out["operands"] += len(item.ops)
            elif isinstance(item, Block):
                out["blocks"] += 1
            else:
                out["abbrevs"] += 1
        return out
