"""Finding containers inside arbitrary binaries (``dxfuzz scan``).

Game executables, archives, packed shader caches and memory dumps hold
containers at any offset. The scan looks for the magic ``DXBC`` with
``bytes.find`` (a memchr-speed search over a memory map, never a parse at
every position), then checks each hit's header and part table against the
bytes that follow it:

* ``valid`` - version 1.0, a sane file size, the offset table and every part
  inside the file size, all there;
* ``truncated`` - the same, but the data ends before the file size (a dump
  cut short, a partial download): the parts that are present are listed;
* ``damaged`` - version 1.0 and a sane size, but the part table or a part
  runs outside the container or a fourcc is not text.

Hits that are not even that (the word ``DXBC`` in a string table, random
bytes) are dropped, or listed with their reason when asked
(``include_rejected``). A container inside another one (a ``LIBF`` function,
a shader inside an effect) is found too and says which one holds it.
"""
from __future__ import annotations

import mmap
import os
import struct
from dataclasses import dataclass, field
from typing import Iterator, List, Optional

from . import digest as _digest
from . import part_table
from .part_table import HEADER_SIZE, PART_HEADER_SIZE

MAGIC = b"DXBC"
#: Largest file size taken seriously (the runtime's limit is 2 GiB).
MAX_SIZE = 0x80000000
#: Most parts taken seriously (real files have a few, FXC libraries some
#: hundreds); it bounds the work spent on a crafted hit.
MAX_PARTS = 16384

VALID, TRUNCATED, DAMAGED, REJECTED = "valid", "truncated", "damaged", "rejected"


@dataclass
class Found:
    offset: int  #: of the magic in the scanned data
    size: int  #: the header's file size (0 when the header itself is cut)
    available: int  #: bytes present from ``offset``, up to ``size``
    status: str  #: valid, truncated, damaged or rejected
    digest: str = ""  #: valid, zero, bypass, preview, mismatch; "" when it cannot be computed
    parts: List[str] = field(default_factory=list)
    problem: str = ""
    nested_in: Optional[int] = None  #: offset of the container holding this one

    @property
    def end(self) -> int:
        return self.offset + self.available

    def as_dict(self) -> dict:
        out = {"offset": self.offset, "size": self.size, "status": self.status,
               "digest": self.digest, "parts": self.parts}
        if self.available != self.size:
            out["available"] = self.available
        if self.problem:
            out["problem"] = self.problem
        if self.nested_in is not None:
            out["nested_in"] = self.nested_in
        return out


def _printable(fourcc: bytes) -> bool:
    return len(fourcc) == 4 and all(0x20 <= b < 0x7F for b in fourcc)


def examine(buf, pos: int) -> Found:
    """Judge the ``DXBC`` at ``pos`` of ``buf`` (bytes, bytearray, mmap)."""
    left = len(buf) - pos
    if left < HEADER_SIZE:
        return Found(pos, 0, left, REJECTED, problem=f"only {left} bytes left for a 32-byte header")
    major, minor, size, count = struct.unpack_from("<HHII", buf, pos + 20)
    if (major, minor) != (1, 0):
        return Found(pos, size, 0, REJECTED, problem=f"version {major}.{minor}, not 1.0")
    table_end = HEADER_SIZE + 4 * count
    if size > MAX_SIZE or size < table_end:
        return Found(pos, size, 0, REJECTED,
                     problem=f"file size {size} cannot hold a header and {count} part offsets")
    # Each part needs at least its 4-byte table entry and 8-byte header.
    if count > MAX_PARTS or count > (size - HEADER_SIZE) // (4 + PART_HEADER_SIZE):
        return Found(pos, size, 0, REJECTED, problem=f"{count} parts cannot fit in {size} bytes")
    available = min(size, left)
    status, problem, parts = VALID, "", []
    if table_end > available:
        return Found(pos, size, available, TRUNCATED,
                     problem=f"the data ends inside the part table ({available} of {size} bytes)")
    for e in part_table.entries(memoryview(buf)[pos:pos + available]):
        i = e.index
        if e.offset < table_end or e.offset + PART_HEADER_SIZE > size:
            status, problem = DAMAGED, f"part {i} offset {e.offset:#x} is outside the container"
            break
        if e.size is None:
            status, problem = TRUNCATED, f"the data ends before part {i}"
            break
        if not _printable(e.fourcc):
            status, problem = DAMAGED, f"part {i} fourcc {e.fourcc!r} is not text"
            break
        parts.append(e.fourcc_text)
        if e.body_end > size:
            status, problem = DAMAGED, f"part {i} {parts[-1]!r} runs past the file size"
            break
        if not e.complete:
            status, problem = TRUNCATED, f"the data ends inside part {i} {parts[-1]!r}"
            break
    if status == VALID and available < size:
        status, problem = TRUNCATED, f"the data ends {size - available} bytes before the file size"
    state = ""
    if available == size:
        state = _digest.state(bytes(buf[pos:pos + size]))
    return Found(pos, size, available, status, state, parts, problem)


def scan_buffer(buf, include_rejected: bool = False) -> Iterator[Found]:
    """Every container in ``buf``, in offset order."""
    holders: List[Found] = []  # containers that may hold the next hits
    pos = buf.find(MAGIC)
    while pos != -1:
        found = examine(buf, pos)
        if found.status != REJECTED:
            holders = [h for h in holders if h.end > pos]
            if holders:
                found.nested_in = holders[-1].offset
            holders.append(found)
            yield found
        elif include_rejected:
            yield found
        pos = buf.find(MAGIC, pos + 1)


def scan_file(path: str, include_rejected: bool = False) -> List[Found]:
    """Every container in the file at ``path`` (memory-mapped, so a
    multi-gigabyte dump is searched without reading it into memory)."""
    with open(path, "rb") as f:
        size = os.fstat(f.fileno()).st_size
        if size == 0:
            return []
        try:
            view = mmap.mmap(f.fileno(), 0, access=mmap.ACCESS_READ)
        except (OSError, ValueError):  # a pipe, a special file: read it instead
            return list(scan_buffer(f.read(), include_rejected))
        try:
            return list(scan_buffer(view, include_rejected))
        finally:
            view.close()


def carve(path: str, found: Found) -> bytes:
    """The bytes of a found container (as many as the file holds)."""
    with open(path, "rb") as f:
        f.seek(found.offset)
        return f.read(found.available)
