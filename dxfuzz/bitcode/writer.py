"""Writing LLVM bitstreams: a bit writer (fixed, VBR, char6, alignment, blobs),
blocks, abbreviations and records on top of it, and a decoded tree encoded back."""
from __future__ import annotations

from typing import List, Optional, Sequence

from .bits import CHAR6
from .model import (ARRAY, BLOB, CHAR6 as CHAR6_KIND, DEFINE_ABBREV, END_BLOCK, ENTER_SUBBLOCK, FIXED, LITERAL,
                    UNABBREV_RECORD, VBR, Abbrev, AbbrevOp, Bitstream, Block, Record)
from .reader import MAGIC

_CHAR6_CODE = {c: i for i, c in enumerate(CHAR6)}


class BitWriter:
    """Bits appended least significant first, as :class:`~.bits.BitCursor` reads them."""

    def __init__(self):
        self._out = bytearray()
        self._cur = 0  # bits not yet in _out (fewer than 32)
        self._n = 0

    @property
    def pos(self) -> int:
        """Bits written so far."""
        return len(self._out) * 8 + self._n

    def fixed(self, value: int, width: int) -> "BitWriter":
        """``value`` in ``width`` bits (0..64); it must fit."""
        if value < 0 or value >> width or width > 64:
            raise ValueError(f"{value} does not fit in {width} bits")
        self._cur |= value << self._n
        self._n += width
        while self._n >= 32:
            self._out += (self._cur & 0xFFFFFFFF).to_bytes(4, "little")
            self._cur >>= 32
            self._n -= 32
        return self

    def vbr(self, value: int, width: int) -> "BitWriter":
        """``value`` as a VBR field of ``width``-bit chunks (the fewest chunks)."""
        if value < 0 or width < 2:
            raise ValueError(f"vbr{width} of {value}")
        hi = 1 << (width - 1)
        while value >= hi:
            self.fixed((value & (hi - 1)) | hi, width)
            value >>= width - 1
        return self.fixed(value, width)

    def char6(self, char: int) -> "BitWriter":
        """A character of ``[a-zA-Z0-9._]`` (its code) as a char6 field."""
        return self.fixed(_CHAR6_CODE[char], 6)

    def align32(self) -> "BitWriter":
        """Zero bits up to the next multiple of 32."""
        if self._n:
            self.fixed(0, 32 - self._n)
        return self

    def raw(self, data: bytes) -> "BitWriter":
        """Bytes at a 32-bit aligned position."""
        if self._n:
            raise ValueError("raw bytes need a 32-bit aligned position")
        self._out += data
        if len(data) % 4:
            tail = len(data) % 4
            self._cur = int.from_bytes(self._out[-tail:], "little")
            self._n = 8 * tail
            del self._out[-tail:]
        return self

    def patch32(self, bit: int, value: int) -> None:
        """Overwrite the 32-bit word at ``bit`` (a multiple of 32 already written)."""
        at = bit // 8
        self._out[at:at + 4] = value.to_bytes(4, "little")

    def finish(self) -> bytes:
        """The bytes written (the last byte zero-padded)."""
        return bytes(self._out) + self._cur.to_bytes((self._n + 7) // 8, "little")


class StreamWriter(BitWriter):
    """A bitstream being written: the magic, then blocks entered and ended
    (their length words filled in), abbreviations defined and records
    written with the current block's abbreviation id width."""

    def __init__(self, magic: bytes = MAGIC):
        super().__init__()
        self.raw(magic)
        self.width = 2
        self._blocks: List[tuple] = []

    def enter_block(self, block_id: int, abbrev_width: int) -> "StreamWriter":
        self.fixed(ENTER_SUBBLOCK, self.width).vbr(block_id, 8).vbr(abbrev_width, 4).align32()
        self._blocks.append((self.width, self.pos))
        self.fixed(0, 32)  # the length, filled in by end_block
        self.width = abbrev_width
        return self

    def end_block(self, length_words: Optional[int] = None) -> "StreamWriter":
        """END_BLOCK; the length word says the block's real length unless given."""
        self.fixed(END_BLOCK, self.width).align32()
        width, at = self._blocks.pop()
        self.patch32(at, (self.pos - at - 32) // 32 if length_words is None else length_words)
        self.width = width
        return self

    def finish_open(self, padding_words: int = 2) -> bytes:
        """The bytes so far and ``padding_words`` zero words, every block
        still open given the length that reaches the end: a stream cut short
        that a reader checking lengths still enters (for tests and fuzzing)."""
        self.align32()
        for _ in range(padding_words):
            self.fixed(0, 32)
        for _, at in self._blocks:
            self.patch32(at, (self.pos - at - 32) // 32)
        return self.finish()

    def define_abbrev(self, ops: Sequence[AbbrevOp]) -> "StreamWriter":
        self.fixed(DEFINE_ABBREV, self.width).vbr(len(ops), 5)
        for op in ops:
            if op.kind == LITERAL:
                self.fixed(1, 1).vbr(op.value, 8)
            else:
                self.fixed(0, 1).fixed(op.kind, 3)
                if op.kind in (FIXED, VBR):
                    self.vbr(op.value, 5)
        return self

    def record(self, code: int, ops: Sequence[int]) -> "StreamWriter":
        """An unabbreviated record (code, count and operands as vbr6)."""
        self.fixed(UNABBREV_RECORD, self.width).vbr(code, 6).vbr(len(ops), 6)
        for v in ops:
            self.vbr(v, 6)
        return self

    def abbrev_record(self, abbrev_id: int, abbrev: Sequence[AbbrevOp], code: int, ops: Sequence[int],
                      blob: Optional[bytes] = None) -> "StreamWriter":
        """A record with abbreviation ``abbrev_id`` whose operands are
        ``abbrev``: literals must hold the values given, an array takes the
        operands left, a blob ``blob``."""
        self.fixed(abbrev_id, self.width)
        self._field(abbrev[0], code)
        values = list(ops)
        i = 0
        k = 1
        while k < len(abbrev):
            op = abbrev[k]
            if op.kind == ARRAY:
                rest, elt = values[i:], abbrev[k + 1]
                self.vbr(len(rest), 6)
                for v in rest:
                    self._field(elt, v)
                i = len(values)
                k += 2
                continue
            if op.kind == BLOB:
                data = b"" if blob is None else blob
                self.vbr(len(data), 6).align32().raw(data).align32()
            else:
                self._field(op, values[i])
                i += 1
            k += 1
        if i != len(values):
            raise ValueError(f"{len(values)} operands for an abbreviation that holds {i}")
        return self

    def _field(self, op: AbbrevOp, value: int) -> None:
        if op.kind == LITERAL or op.kind in (FIXED, VBR) and op.value == 0:
            if value != (op.value if op.kind == LITERAL else 0):
                raise ValueError(f"{value} where the abbreviation has the literal {op.value}")
        elif op.kind == FIXED:
            self.fixed(value, op.value)
        elif op.kind == VBR:
            self.vbr(value, op.value)
        elif op.kind == CHAR6_KIND:
            self.char6(value)
        else:
            raise ValueError(f"an operand of kind {op!r} holds no single value")


def encode(stream: Bitstream) -> bytes:
    """The bytes of a decoded tree: the magic, then every block with its
    abbreviation definitions and records as they were read (length words as
    recorded). Real bitcode encodes back to its own bytes: the fewest VBR
    chunks and zero padding are what LLVM writes."""
    w = StreamWriter()
    for block in stream.blocks:
        _block(w, block)
    return w.finish()


def _block(w: StreamWriter, block: Block) -> None:
    w.enter_block(block.block_id, block.abbrev_width)
    for item in block.children:
        write_item(w, item, _block)
    w.end_block(block.length_words)


def write_item(w: StreamWriter, item, write_block) -> None:
    """One item of a block: a record (abbreviated as it was read, or not),
    an abbreviation definition, or a sub-block, which ``write_block(w, block)``
    writes."""
    if isinstance(item, Record):
        if item.abbrev is None:
            w.record(item.code, item.ops)
        else:
            w.abbrev_record(item.abbrev_id, item.abbrev.ops, item.code, item.ops, item.blob)
    elif isinstance(item, Abbrev):
        w.define_abbrev(item.ops)
    else:
        write_block(w, item)
