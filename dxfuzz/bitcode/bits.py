"""The bit cursor of an LLVM bitstream: fixed-width and VBR fields read from
bytes as little-endian 64-bit words, every read bounded, and its error type."""
from __future__ import annotations

import struct
from typing import List, Tuple

from ..errors import ParseError

#: char6 values 0..63 as the characters they stand for (a-z, A-Z, 0-9, '.', '_').
CHAR6 = b"abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._"
#: The widest fixed field and the most value bits of a VBR chain (LLVM's word).
MAX_WIDTH = 64
#: The most chunks of a VBR chain whose chunks carry no value bits (vbr(1)).
MAX_EMPTY_CHUNKS = 64

_MASKS = [(1 << n) - 1 for n in range(MAX_WIDTH + 1)]


class BitstreamError(ParseError):
    """Malformed bitstream: ``bit`` is the bit offset of the problem in the
    bitcode (``offset``, as for every ParseError, the byte holding it)."""

    def __init__(self, message: str, bit: int):
        self.bit = bit
        super().__init__(f"{message} (bit {bit})", offset=bit >> 3)
        self.message = message


def windows(data: bytes) -> List[int]:
    """For each 64-bit word of ``data``, the 128-bit integer of that word and
    the next (little-endian, zeros past the end): any field of at most 64
    bits starting in word ``k`` is ``(w[k] >> (bit % 64)) & mask``."""
    count = len(data) // 8 + 2
    padded = bytes(data) + bytes(count * 8 - len(data))
    words = struct.unpack(f"<{count}Q", padded)
    return [lo | (hi << 64) for lo, hi in zip(words, words[1:])]


def read_vbr(win: List[int], pos: int, end: int, width: int, limit: int = 64) -> Tuple[int, int]:
    """The VBR field of ``width``-bit chunks at bit ``pos`` (ending before bit
    ``end``): ``(value, bit after it)``. As LLVM reads it, the value keeps
    its low ``limit`` bits (32 or 64) and a chain whose next chunk would
    start at or past value bit ``limit`` is refused (unterminated)."""
    start = pos
    hi = 1 << (width - 1)
    low = hi - 1
    step = width - 1
    value = 0
    shift = 0
    chunks = 0
    while True:
        if pos + width > end:
            raise BitstreamError(f"vbr{width} field runs past the end", start)
        piece = (win[pos >> 6] >> (pos & 63)) & _MASKS[width]
        pos += width
        value |= (piece & low) << shift
        if not piece & hi:
            return value & _MASKS[limit], pos
        shift += step
        chunks += 1
        if shift >= limit or chunks >= MAX_EMPTY_CHUNKS:
            raise BitstreamError(f"unterminated vbr{width} field (more than {limit} bits)", start)


class BitCursor:
    """A position in ``data`` read bit by bit, least significant bit of each
    byte first; every read past ``end`` (the data's end unless given) raises
    :class:`BitstreamError`."""

    __slots__ = ("data", "pos", "end", "win")

    def __init__(self, data: bytes, pos: int = 0, end: int = -1):
        self.data = bytes(data)
        self.pos = pos
        self.end = len(self.data) * 8 if end < 0 else end
        self.win = windows(self.data)

    def read(self, width: int) -> int:
        """A ``width``-bit field (0..64 bits)."""
        pos = self.pos
        if width > MAX_WIDTH or pos + width > self.end:
            raise BitstreamError(f"fixed{width} field runs past the end", pos)
        self.pos = pos + width
        return (self.win[pos >> 6] >> (pos & 63)) & _MASKS[width]

    def vbr(self, width: int, limit: int = 64) -> int:
        """A VBR field of ``width``-bit chunks (see :func:`read_vbr`)."""
        if not 1 <= width <= MAX_WIDTH:
            raise BitstreamError(f"vbr{width} is not a valid field width", self.pos)
        value, self.pos = read_vbr(self.win, self.pos, self.end, width, limit)
        return value

    def char6(self) -> int:
        """A char6 field, as the character code it stands for."""
        return CHAR6[self.read(6)]

    def align32(self) -> None:
        """Skip to the next multiple of 32 bits (bits from the stream's start)."""
        pos = (self.pos + 31) & ~31
        if pos > self.end:
            raise BitstreamError("32-bit alignment runs past the end", self.pos)
        self.pos = pos

    def bytes(self, count: int) -> bytes:
        """``count`` bytes at the current position, which must be byte aligned."""
        pos = self.pos
        if pos & 7 or pos + 8 * count > self.end:
            raise BitstreamError(f"{count} bytes do not fit at this position", pos)
        self.pos = pos + 8 * count
        return self.data[pos >> 3:(pos >> 3) + count]

    @property
    def remaining(self) -> int:
        """Bits left before the end."""
        return self.end - self.pos
