"""The container's parts in the bytes, read and rewritten without the specs:
find a part, replace its body or a range, keeping sizes and offsets consistent."""
from __future__ import annotations

import functools
import struct
from dataclasses import dataclass
from typing import List, Optional, Tuple

from ..part_table import HEADER_SIZE, Entry, entries, u32
from . import _CACHES, INPUTS_KEPT


U32 = struct.Struct("<I")
LIBF = b"LIBF"


# ---------------------------------------------------------------------------
# reading and rewriting the container layout without the specs

def put32(data, pos, value) -> bytes:
    """``data`` with the u32 at ``pos`` set (no-op if it does not fit)."""
    if pos < 0 or pos + 4 > len(data):
        return bytes(data)
    out = bytearray(data)
    U32.pack_into(out, pos, value & 0xFFFFFFFF)
    return bytes(out)


#: ``owner`` value of :func:`replace` for a range that belongs to no part.
NOBODY = -1


def replace(data: bytes, start: int, end: int, new: bytes, owner: Optional[int] = None) -> bytes:
    """Replace ``data[start:end]`` by ``new`` keeping the container consistent:
    table offsets at or after ``end`` move, the file size follows, and the
    part ``owner`` (index; by default the part whose data holds the range)
    gets the new size (``NOBODY``: none does). A range inside a nested LIBF container is fixed up at
    every level."""
    data = bytes(data)
    delta = len(new) - (end - start)
    es = table(data)
    if owner is None:
        for e in es:
            inside = e.body_start <= start and end <= e.body_end
            if e.complete and inside and (start < e.body_end or start == end == e.body_start):
                owner = e.index
                break
    if owner == NOBODY:
        owner = None
    if owner is not None and es[owner].fourcc == LIBF and es[owner].complete:
        e = es[owner]
        inner = data[e.body_start:e.body_end]
        if start >= e.body_start + HEADER_SIZE and entries(inner):
            new_inner = replace(inner, start - e.body_start, end - e.body_start, new)
            return replace(data, e.body_start, e.body_end, new_inner, owner=owner)
    out = bytearray(data[:start] + new + data[end:])

    def moved(pos):
        """Where the 4 bytes at ``pos`` went (None: the edit replaced them)."""
        if pos + 4 <= start:
            return pos
        if pos >= end:
            return pos + delta
        return None

    def put(pos, value):
        at = moved(pos)
        if at is not None and 0 <= at and at + 4 <= len(out):
            U32.pack_into(out, at, value & 0xFFFFFFFF)
    if delta:
        for e in es:
            if e.offset >= end and not (e.index == owner and e.offset <= start):
                put(e.table_pos, e.offset + delta)
        fs = u32(data, 24)
        if fs is not None and fs >= end:
            put(24, fs + delta)
    if owner is not None and es[owner].size is not None:
        put(es[owner].offset + 4, es[owner].size + delta)
    return bytes(out)


@dataclass(frozen=True)
class PartRef:
    """A part anywhere in the container (nested LIBF parts included)."""

    path: tuple  #: table indices from the outer container in
    fourcc: bytes
    start: int  #: absolute offset of its data
    size: int


#: Most parts :func:`all_parts` lists (table entries can repeat one part).
MAX_PARTS = 4096


def table(data: bytes) -> Tuple[Entry, ...]:
    """The part table of ``data`` (:func:`dxfuzz.part_table.entries`), read
    once per input and kept for the next mutants of it: read the entries,
    never change them."""
    return _table(bytes(data))


@functools.lru_cache(maxsize=INPUTS_KEPT)
def _table(data: bytes) -> Tuple[Entry, ...]:
    return tuple(entries(data))


def all_parts(data: bytes) -> List[PartRef]:
    """Every complete part, depth first, nested containers included (a
    nested container that several entries share is entered once); found
    once per input and kept for the next mutants of it."""
    return list(_all_parts(bytes(data)))


@functools.lru_cache(maxsize=INPUTS_KEPT)
def _all_parts(data: bytes) -> Tuple[PartRef, ...]:
    return tuple(_parts_in(data))


def _parts_in(data: bytes, _base: int = 0, _path: tuple = (), _depth: int = 0,
              _seen=None) -> List[PartRef]:
    out = []
    seen = set() if _seen is None else _seen
    if _depth > 8:
        return out
    for e in (table(data) if _depth == 0 else entries(data)):
        if not e.complete or len(seen) >= MAX_PARTS:
            continue
        seen.add((_base + e.offset, len(seen)))
        out.append(PartRef(_path + (e.index,), e.fourcc, _base + e.body_start, e.size))
        key = ("LIBF", _base + e.body_start, e.size)
        if e.fourcc == LIBF and key not in seen:
            seen.add(key)
            out += _parts_in(data[e.body_start:e.body_end], _base + e.body_start,
                             _path + (e.index,), _depth + 1, seen)
    return out


def body_of(data: bytes, ref: PartRef) -> bytes:
    return bytes(data[ref.start:ref.start + ref.size])


def replace_body(data: bytes, ref: PartRef, new: bytes) -> bytes:
    """``data`` with the data of part ``ref`` replaced (sizes fixed at every level)."""
    return _replace_path(bytes(data), ref.path, new)


def _replace_path(data, path, new):
    es = table(data)
    if not path or path[0] >= len(es) or not es[path[0]].complete:
        return data
    e = es[path[0]]
    if len(path) > 1:
        new = _replace_path(data[e.body_start:e.body_end], path[1:], new)
    return replace(data, e.body_start, e.body_end, new, owner=e.index)


def parts_of(data: bytes, *fourccs: str) -> List[PartRef]:
    want = {f.encode("latin-1") for f in fourccs}
    return [p for p in all_parts(data) if p.fourcc in want]


def _pick(rnd, seq):
    if not isinstance(seq, (list, tuple)):
        seq = list(seq)
    return seq[rnd.randrange(len(seq))] if seq else None


_CACHES.extend((_table, _all_parts))
