"""A little-endian byte writer that remembers which bytes were written.

Writers (``dxfuzz.write.*``) put every field they know at its position; the
bytes no field covers (gaps between parts, padding a spec does not model) are
filled at the end from a *background*: the bytes the object was parsed from,
or zeros for objects built from scratch. :meth:`Writer.unwritten` lists those
bytes so tests can prove they are only padding.
"""
from __future__ import annotations

import struct
from contextlib import contextmanager

_PACK = {
    "u1": struct.Struct("<B"), "u2": struct.Struct("<H"), "u4": struct.Struct("<I"),
    "u8": struct.Struct("<Q"), "s1": struct.Struct("<b"), "s2": struct.Struct("<h"),
    "s4": struct.Struct("<i"), "s8": struct.Struct("<q"), "f4": struct.Struct("<f"),
    "f8": struct.Struct("<d"),
}


class Writer:
    """Random-access output buffer with a written-byte mask."""

    __slots__ = ("buf", "mask", "pos", "options", "limit")

    def __init__(self, options=None, limit=None):
        self.buf = bytearray()
        self.mask = bytearray()
        self.pos = 0
        #: How writers lay out what a tree leaves out (``names``: a signature's
        #: string-table layout, ...); nothing to do with given values.
        self.options = dict(options or {})
        #: Most bytes this writer may hold (None: no bound): a tree's offsets
        #: are the user's, and one past the bound raises ValueError.
        self.limit = limit

    def _grow(self, end: int) -> None:
        if self.limit is not None and end > self.limit:
            raise ValueError(f"a value places bytes up to offset {end}; at most {self.limit} "
                             "bytes are built here")
        grow = end - len(self.buf)
        self.buf.extend(bytes(grow))
        self.mask.extend(bytes(grow))

    def bytes(self, data) -> None:
        data = bytes(data)
        if not data:
            return  # an empty field (possibly at an offset past the end) writes nothing
        end = self.pos + len(data)
        if end > len(self.buf):
            self._grow(end)
        self.buf[self.pos:end] = data
        self.mask[self.pos:end] = b"\x01" * len(data)
        self.pos = end

    def _num(self, kind, value):
        self.bytes(_PACK[kind].pack(value))

    def u1(self, v): self._num("u1", int(v))
    def u2(self, v): self._num("u2", int(v))
    def u4(self, v): self._num("u4", int(v))
    def u8(self, v): self._num("u8", int(v))
    def s1(self, v): self._num("s1", int(v))
    def s2(self, v): self._num("s2", int(v))
    def s4(self, v): self._num("s4", int(v))
    def s8(self, v): self._num("s8", int(v))
    def f4(self, v): self._num("f4", v)
    def f8(self, v): self._num("f8", v)

    def seek(self, pos: int) -> None:
        self.pos = pos

    @contextmanager
    def at(self, pos: int):
        """Write at ``pos`` (an instance with ``pos:``), then come back."""
        saved = self.pos
        self.pos = pos
        try:
            yield self
        finally:
            self.pos = saved

    def reserve(self, size: int) -> None:
        """Make the buffer at least ``size`` bytes long without marking them."""
        if size > len(self.buf):
            self._grow(size)

    def fill(self, byte: int, size: int) -> None:
        """Make the output at least ``size`` bytes and write ``byte`` into
        every byte no field has written (FXC's 0xAB between records)."""
        self.reserve(size)
        for start, end in self.unwritten():
            with self.at(start):
                self.bytes(bytes([byte]) * (end - start))

    def unwritten(self):
        """``(start, end)`` ranges of bytes no field has written."""
        ranges, mask, n = [], self.mask, len(self.mask)
        start = mask.find(0)
        while start != -1:
            end = mask.find(1, start)
            if end == -1:
                end = n
            ranges.append((start, end))
            start = mask.find(0, end) if end < n else -1
        return ranges

    def finish(self, background=None, size=None) -> bytes:
        """The output: at least ``size`` bytes, unwritten bytes taken from
        ``background`` where it reaches and zero elsewhere."""
        if size is not None:
            self.reserve(size)
        if background is not None:
            self.reserve(len(background))
            if self.mask.find(0) != -1:
                for start, end in self.unwritten():
                    chunk = background[start:end]
                    self.buf[start:start + len(chunk)] = chunk
        return bytes(self.buf)
