"""The container's header fields and part table read straight from the bytes,
without the specs: what edits, checks, mutations, seeds and scans share.

Every reader here copes with any bytes: it reads as many table entries as
the data holds and says, per entry, what of the part is there.
"""
from __future__ import annotations

import struct
from collections.abc import Iterator

from .errors import ParseError

MAGIC = b"DXBC"
HEADER_SIZE = 32  #: magic, digest, version, file size, part count
PART_HEADER_SIZE = 8  #: fourcc and size
#: fourcc text of a part that holds a whole container (a library's functions).
NESTED_CONTAINER = "LIBF"

_U32 = struct.Struct("<I")


def u32(data, at: int, default=None):
    """The u32 at ``at``, or ``default`` where the data does not hold it."""
    if 0 <= at and at + 4 <= len(data):
        return _U32.unpack_from(data, at)[0]
    return default


def num_parts(data) -> int | None:
    """The header's part count, or None when the data is shorter than a header."""
    return u32(data, 28) if len(data) >= HEADER_SIZE else None


class Entry:
    """One part table entry as found in the bytes: its ``index``, where its
    offset is stored (``table_pos``), where the part's header is
    (``offset``), the part's ``fourcc`` (empty if the data ends before it)
    and ``size`` (None if the part's header does not fit), and the
    ``length`` of the data the entry was read from. (A plain class: the
    dataclasses module costs every command about 10 ms of start-up.)"""

    __slots__ = ("index", "table_pos", "offset", "fourcc", "size", "length")

    def __init__(self, index: int, table_pos: int, offset: int, fourcc: bytes = b"",
                 size: int | None = None, length: int = 0):
        self.index = index
        self.table_pos = table_pos
        self.offset = offset
        self.fourcc = fourcc
        self.size = size
        self.length = length

    def __repr__(self) -> str:
        return "Entry(" + ", ".join(f"{k}={getattr(self, k)!r}" for k in self.__slots__) + ")"

    def __eq__(self, other) -> bool:
        if type(other) is not Entry:
            return NotImplemented
        return all(getattr(self, k) == getattr(other, k) for k in self.__slots__)

    __hash__ = None  # type: ignore[assignment]  # mutable, as the dataclass was

    @property
    def body_start(self) -> int:
        return self.offset + PART_HEADER_SIZE

    @property
    def body_end(self) -> int:
        return self.offset + PART_HEADER_SIZE + (self.size or 0)

    @property
    def complete(self) -> bool:
        """The part's header and all ``size`` bytes of its data are there."""
        return self.size is not None and self.body_end <= self.length

    @property
    def fourcc_text(self) -> str:
        return self.fourcc.decode("latin-1")


def entries(data, start: int = 0, magic: bool = True) -> list[Entry]:
    """The part table of the container at ``start`` of ``data`` (bytes,
    memoryview, mmap), bounded by the data: at most as many entries as fit,
    each with its fourcc and size where present; ``[]`` without the magic
    (unless ``magic`` is False) or a whole header."""
    n = len(data) - start
    if n < HEADER_SIZE or (magic and bytes(data[start:start + 4]) != MAGIC):
        return []
    count = u32(data, start + 28)
    out = []
    for i in range(min(count, (n - HEADER_SIZE) // 4)):
        pos = HEADER_SIZE + 4 * i
        ofs = u32(data, start + pos)
        e = Entry(i, pos, ofs, length=n)
        if ofs + 4 <= n:
            e.fourcc = bytes(data[start + ofs:start + ofs + 4])
        if ofs + PART_HEADER_SIZE <= n:
            e.size = u32(data, start + ofs + 4)
        out.append(e)
    return out


def table_end(data) -> int:
    """Where the part table (as far as the data holds it) ends."""
    return HEADER_SIZE + 4 * len(entries(data))


def read_parts(data: bytes) -> list[tuple[str, bytes]]:
    """``(fourcc, data)`` of every part, in table order, as stored; raises
    ParseError unless the magic, the whole table and every part are there
    (all an edit needs: it lays the container out anew)."""
    data = bytes(data)
    if len(data) < HEADER_SIZE or data[:4] != MAGIC:
        raise ParseError("not a container: it does not start with DXBC and a 32-byte header",
                         offset=0)
    count = u32(data, 28)
    if HEADER_SIZE + 4 * count > len(data):
        raise ParseError(f"the part table ({count} entries) runs past the end of the data",
                         offset=28)
    out = []
    held = 0  # bytes the parts hold together: never more than the data, so copies stay linear
    for e in entries(data):
        if e.size is None:
            raise ParseError(f"part {e.index} header at {e.offset:#x} is past the end of the data",
                             offset=e.table_pos, part=e.index)
        if not e.complete:
            raise ParseError(f"part {e.index} {e.fourcc_text!r} ({e.size} bytes) runs past the end "
                             "of the data", offset=e.offset + 4, part=e.index)
        held += e.body_end - e.body_start
        if held > len(data):
            raise ParseError(f"the parts overlap: parts 0 to {e.index} hold {held} bytes of a "
                             f"{len(data)}-byte container; taking them apart would copy the "
                             "shared bytes into each", offset=e.table_pos, part=e.index)
        out.append((e.fourcc_text, data[e.body_start:e.body_end]))
    return out


def raw_parts(data: bytes, depth: int = 0, max_depth: int = 8, _seen=None) -> Iterator[tuple[str, bytes]]:
    """``(fourcc text, body bytes)`` of every whole part the table points to,
    nested LIBF containers included (each nested container once, however
    many entries share it); parts that do not fit are skipped."""
    if depth > max_depth:
        return
    seen = set() if _seen is None else _seen
    for e in entries(data):
        if not e.complete:
            continue
        body = data[e.body_start:e.body_end]
        yield e.fourcc_text, body
        if e.fourcc_text == NESTED_CONTAINER and (depth, e.offset, e.size) not in seen:
            seen.add((depth, e.offset, e.size))
            yield from raw_parts(body, depth + 1, max_depth, seen)
