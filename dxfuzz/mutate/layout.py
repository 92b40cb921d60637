"""Mutations of the part layout: alignment, overlap, duplicates, gaps, sizes."""
from __future__ import annotations


from ..part_table import table_end
from . import HUGE, mutation
from .parts import LIBF, NOBODY, U32, _pick, all_parts, body_of, put32, replace, replace_body, table, u32


@mutation("layout", nested=True)
def misalign_part(data, rnd):
    """Shift a part by 1-3 bytes (filler inserted before it, offsets fixed up)."""
    e = _pick(rnd, [e for e in table(data) if e.complete])
    if e is None:
        return None
    return replace(data, e.offset, e.offset, bytes([0xAB]) * rnd.randint(1, 3), owner=NOBODY)


@mutation("layout")
def odd_size(data, rnd):
    """Give a part an odd size: 1-3 bytes appended to its data (or removed),
    size and later offsets fixed up."""
    p = _pick(rnd, [p for p in all_parts(data) if p.fourcc != LIBF])
    if p is None:
        return None
    body = body_of(data, p)
    k = rnd.randint(1, 3)
    new = body[:-k] if body and rnd.random() < 0.4 and len(body) > k else body + bytes(k)
    return replace_body(data, p, new)


@mutation("layout", nested=True)
def gap_between_parts(data, rnd):
    """Insert 1-64 bytes of filler between parts (offsets and file size fixed up)."""
    es = [e for e in table(data) if e.complete]
    if not es:
        return None
    where = _pick(rnd, [e.offset for e in es] + [len(data)])
    fill = _pick(rnd, [b"\0", b"\xab", b"\xff"]) * rnd.randint(1, 64)
    return replace(data, where, where, fill, owner=NOBODY)


@mutation("layout", nested=True)
def overlap_parts(data, rnd):
    """Point a part's offset into the previous part's data (or at the previous part)."""
    es = [e for e in table(data) if e.complete]
    if len(es) < 2:
        return None
    i = rnd.randrange(1, len(es))
    prev = es[i - 1]
    target = _pick(rnd, [prev.offset, prev.offset + 4, prev.body_start,
                         prev.body_start + (prev.size or 0) // 2, max(prev.body_end - 8, prev.offset)])
    return put32(data, es[i].table_pos, target)


@mutation("layout", nested=True)
def duplicate_entry(data, rnd):
    """Duplicate a part table entry: the same part listed twice (count + 1)."""
    es = table(data)
    e = _pick(rnd, es)
    if e is None:
        return None
    end = table_end(data)
    out = replace(data, end, end, U32.pack(e.offset), owner=NOBODY)
    return put32(out, 28, len(es) + 1)


@mutation("layout", nested=True)
def duplicate_part(data, rnd):
    """Append a copy of a part and list it in the table (two parts with one fourcc)."""
    es = [e for e in table(data) if e.complete]
    e = _pick(rnd, es)
    if e is None:
        return None
    blob = data[e.offset:e.body_end]
    end = table_end(data)
    out = replace(data, end, end, b"\0\0\0\0", owner=NOBODY)
    at = len(out)
    out = out + blob
    out = put32(out, end, at)
    out = put32(out, 28, len(table(data)) + 1)
    fs = u32(out, 24)
    if fs is not None and fs == at:
        out = put32(out, 24, len(out))
    return out


@mutation("layout", nested=True)
def swap_entries(data, rnd):
    """Swap two part table entries (parts out of table order)."""
    es = table(data)
    if len(es) < 2:
        return None
    i, j = rnd.sample(range(len(es)), 2)
    out = put32(data, es[i].table_pos, es[j].offset)
    return put32(out, es[j].table_pos, es[i].offset)


@mutation("layout")
def part_size_past_end(data, rnd):
    """A part size that runs past the end of the container (or near 2**32)."""
    p = _pick(rnd, all_parts(data))
    if p is None:
        return None
    room = len(data) - p.start
    return put32(data, p.start - 4, _pick(rnd, [room + 1, room + 4, room + 4096] + list(HUGE[:5])))


@mutation("layout")
def part_size_zero(data, rnd):
    """A part whose data is removed entirely (size 0, offsets fixed up)."""
    p = _pick(rnd, [p for p in all_parts(data) if p.size])
    if p is None:
        return None
    return replace_body(data, p, b"")


@mutation("layout")
def change_fourcc(data, rnd):
    """Relabel a part with another fourcc (a signature as another flavour,
    a part as an unknown one, SHDR as SHEX, DXIL as ILDB, any as LIBF)."""
    p = _pick(rnd, all_parts(data))
    if p is None:
        return None
    swaps = {b"ISGN": [b"ISG1", b"OSG5"], b"OSGN": [b"OSG1", b"OSG5"], b"PCSG": [b"PSG1"],
             b"ISG1": [b"ISGN"], b"OSG1": [b"OSGN", b"OSG5"], b"PSG1": [b"PCSG"], b"OSG5": [b"OSGN", b"OSG1"],
             b"SHDR": [b"SHEX"], b"SHEX": [b"SHDR"], b"DXIL": [b"ILDB", b"STAT"], b"STAT": [b"DXIL"]}
    known = [b"RDEF", b"ISGN", b"OSG1", b"SHEX", b"PSV0", b"RDAT", b"RTS0", b"LIBF", b"SFI0",
             b"HASH", b"STAT", b"DXIL", b"IFCE", b"Aon9", b"FX10", b"ZZZZ"]
    new = _pick(rnd, swaps.get(p.fourcc, []) or known) if rnd.random() < 0.7 else _pick(rnd, known)
    out = bytearray(data)
    out[p.start - 8:p.start - 4] = new
    return bytes(out)
