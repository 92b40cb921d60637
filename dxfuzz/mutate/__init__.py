"""Malformed-input mutators: named ways to break a valid container.

Each mutation is a function ``(data, rnd) -> bytes | None`` taking the bytes
of a container and a random source (a :class:`random.Random`, or
hypothesis's ``st.randoms()`` object) and returning a malformed variant, or
``None`` when it does not apply to this input (no PSV0 part to edit, say).
They keep everything else consistent on purpose (offsets fixed up after an
insertion, the part size adjusted after a record grew) so that a reader gets
past the outer checks and meets the one defect.

    >>> import random, dxfuzz.mutate as m
    >>> name, bad = m.mutate(data, random.Random(1))          # any mutation
    >>> bad = m.apply(data, "part_size_past_end", random.Random(1), digest="recompute")
    >>> m.names()                                             # every mutation

``digest="recompute"`` gives the result a valid digest, so a reader that
checks digests first still parses the rest (``"keep"`` leaves the original,
now stale, digest). For hypothesis, :func:`malformed` is a strategy.

Container-level mutations read the header and part table directly (they
work on any input that has one). Part-aware mutations locate fields in two
ways: the versioned records (PSV0, RDAT), SHDR/SHEX instruction lengths,
string tables and RDEF types by their documented layout, and generic field
edits (counts, offsets, field boundaries) by parsing the input with dxfuzz
and recording where the writer puts every field (:func:`field_trace`).
"""
from __future__ import annotations

import collections
import functools
import pickle
import re
import struct
import sys
from dataclasses import dataclass
from enum import Enum
from typing import Callable, List, Optional

from .. import digest as _digest
from ..part_table import HEADER_SIZE, entries, table_end
U32 = struct.Struct("<I")
LIBF = b"LIBF"

#: u32 values near 2**32 and other boundaries for counts and sizes.
HUGE = (0xFFFFFFFF, 0xFFFFFFFE, 0xFFFFFFFC, 0x80000000, 0x7FFFFFFF, 0x40000000,
        0x10000000, 0x01000000, 0x00FFFFFF, 0x10000)
#: interesting u32 values for any field.
INTERESTING = (0, 1, 2, 3, 4, 7, 8, 16, 0x7F, 0x80, 0xFF, 0x100, 0xFFFF, 0x10000) + HUGE


@dataclass
class Mutation:
    """A registered mutation."""

    name: str
    fn: Callable
    group: str
    doc: str
    parses: bool = False  #: locates fields by parsing with dxfuzz (slower)

    def __call__(self, data, rnd):
        return self.fn(data, rnd)


MUTATIONS: dict = {}


def mutation(group: str, nested: bool = False, parses: bool = False):
    """Register a function ``(data, rnd) -> bytes | None`` under its name.

    ``nested``: the mutation works on a container's own header and table, so
    it is applied, now and then, to a nested LIBF container instead of the
    outer one (the outer sizes and offsets fixed up around it)."""
    def deco(fn):
        doc = " ".join((fn.__doc__ or "").strip().split("\n\n")[0].split())
        run = _anywhere(fn) if nested else fn
        MUTATIONS[fn.__name__] = Mutation(fn.__name__, run, group, doc, parses)
        return fn
    return deco


def _anywhere(fn):
    def run(data, rnd):
        inner = [p for p in all_parts(data) if p.fourcc == LIBF and p.size >= HEADER_SIZE]
        if inner and rnd.random() < 0.35:
            p = _pick(rnd, inner)
            out = fn(body_of(data, p), rnd)
            return None if out is None else replace_body(data, p, out)
        return fn(data, rnd)
    run.__name__ = fn.__name__
    run.__doc__ = fn.__doc__
    return run


def names(group: Optional[str] = None, fast: bool = False) -> List[str]:
    """Names of the mutations (of one group: truncate, header, layout,
    versioned, part, bytecode, digest, bytes, libfuzzer); ``fast``: only those that do not parse
    the input with dxfuzz (for a libFuzzer custom mutator)."""
    return [n for n, m in MUTATIONS.items()
            if (group is None or m.group == group) and not (fast and m.parses)]


def apply(data: bytes, name: str, rnd, digest: str = "keep") -> bytes:
    """``data`` mutated by mutation ``name`` (unchanged if it does not apply),
    then its digest kept or set (``"recompute"``, ``"zero"``, ...)."""
    data = bytes(data)
    out = MUTATIONS[name].fn(data, rnd)
    if out is None:
        out = data
    return _set_digest(out, digest)


def mutate(data: bytes, rnd, only=None, digest: Optional[str] = None, tries: int = 8):
    """``(label, bytes)``: a random applicable mutation out of ``only`` (all
    by default). ``digest`` None picks "keep" or "recompute" at random; the
    label is the mutation name, with ``+digest`` when it was recomputed. If
    none of ``tries`` picks applies, the label is ``"none"``."""
    data = bytes(data)
    pool = list(only or MUTATIONS)
    for _ in range(max(1, tries)):
        name = pool[rnd.randrange(len(pool))]
        out = MUTATIONS[name].fn(data, rnd)
        if out is not None and out != data:
            how = digest or ("recompute" if rnd.random() < 0.5 else "keep")
            out = _set_digest(out, how)
            return (name + "+digest" if how == "recompute" else name), out
    return "none", data


def malformed(base, only=None, digest: Optional[str] = None):
    """Hypothesis strategy: ``base`` (a strategy of container bytes, or one
    ``bytes`` value) mutated by one of ``only`` (all by default)."""
    from hypothesis import strategies as st
    if isinstance(base, (bytes, bytearray)):
        base = st.just(bytes(base))
    digests = st.just(digest) if digest else st.sampled_from(["keep", "recompute"])
    pool = sorted(only or MUTATIONS)

    @st.composite
    def build(draw):
        data = draw(base)
        name = draw(st.sampled_from(pool))
        how = draw(digests)
        return apply(data, name, draw(st.randoms(use_true_random=False)), digest=how)
    return build()


def _set_digest(data: bytes, how: str) -> bytes:
    if how == "keep" or len(data) < 20:
        return data
    return _digest.with_digest(data, how)


# ---------------------------------------------------------------------------
# reading and rewriting the container layout without the specs

def u32(data, pos, default=None):
    """The u32 at ``pos``, or ``default`` if it does not fit."""
    if 0 <= pos and pos + 4 <= len(data):
        return U32.unpack_from(data, pos)[0]
    return default


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
    es = entries(data)
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


@dataclass
class PartRef:
    """A part anywhere in the container (nested LIBF parts included)."""

    path: tuple  #: table indices from the outer container in
    fourcc: bytes
    start: int  #: absolute offset of its data
    size: int


#: Most parts :func:`all_parts` lists (table entries can repeat one part).
MAX_PARTS = 4096


def all_parts(data: bytes, _base: int = 0, _path: tuple = (), _depth: int = 0,
              _seen=None) -> List[PartRef]:
    """Every complete part, depth first, nested containers included (a
    nested container that several entries share is entered once)."""
    out = []
    seen = set() if _seen is None else _seen
    if _depth > 8:
        return out
    for e in entries(data):
        if not e.complete or len(seen) >= MAX_PARTS:
            continue
        seen.add((_base + e.offset, len(seen)))
        out.append(PartRef(_path + (e.index,), e.fourcc, _base + e.body_start, e.size))
        key = ("LIBF", _base + e.body_start, e.size)
        if e.fourcc == LIBF and key not in seen:
            seen.add(key)
            out += all_parts(data[e.body_start:e.body_end], _base + e.body_start,
                             _path + (e.index,), _depth + 1, seen)
    return out


def body_of(data: bytes, ref: PartRef) -> bytes:
    return bytes(data[ref.start:ref.start + ref.size])


def replace_body(data: bytes, ref: PartRef, new: bytes) -> bytes:
    """``data`` with the data of part ``ref`` replaced (sizes fixed at every level)."""
    return _replace_path(bytes(data), ref.path, new)


def _replace_path(data, path, new):
    es = entries(data)
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
    seq = list(seq)
    return seq[rnd.randrange(len(seq))] if seq else None


# ---------------------------------------------------------------------------
# where dxfuzz's writer puts every field

@dataclass
class Field:
    """A field as the writer wrote it: absolute ``start``/``end``, ``kind``
    (``u4``, ``bytes``, ...), ``value`` and ``name`` (``type.field``: the
    writer function, and the field it read through ``Given`` before writing;
    ``type.?`` for a value a writer takes from the object itself)."""

    start: int
    end: int
    kind: str
    value: object
    name: str


class _Marked(bytes):
    """Bytes carrying the field marks of the writer that made them."""

    marks: list = []


def _make_recorder():
    from ..write.buffer import Writer

    class Recorder(Writer):
        def __init__(self, options=None, limit=None):
            super().__init__(options, limit)
            self.marks = []
            self._in_num = False

        def _num(self, kind, value):
            self._note(kind, value, 2)
            self._in_num = True
            try:
                super()._num(kind, value)
            finally:
                self._in_num = False

        def bytes(self, data):
            if isinstance(data, _Marked):
                base = self.pos
                self.marks.extend(Field(base + f.start, base + f.end, f.kind, f.value, f.name)
                                  for f in data.marks)
            elif not self._in_num and len(data):
                self._note("bytes", bytes(data[:16]), 1, size=len(data))
            super().bytes(data)

        def _note(self, kind, value, depth, size=None):
            frame = sys._getframe(depth + 1)
            name = f"{frame.f_code.co_name}.{_READS.name_of(value)}"
            width = size if size is not None else struct.calcsize("<" + {
                "u1": "B", "u2": "H", "u4": "I", "u8": "Q", "s1": "b", "s2": "h",
                "s4": "i", "s8": "q", "f4": "f", "f8": "d"}[kind])
            self.marks.append(Field(self.pos, self.pos + width, kind, value, name))

        def finish(self, background=None, size=None):
            out = _Marked(super().finish(background=background, size=size))
            out.marks = self.marks
            return out

    return Recorder


class _Reads:
    """The last fields a writer read through ``Given``, while a trace runs:
    what it writes is named after the latest one read with the value written
    (each read names one write)."""

    def __init__(self):
        self.names = collections.deque(maxlen=32)

    def __call__(self, name: str, value) -> None:
        self.names.append((name, value))

    def name_of(self, value) -> str:
        for i in range(len(self.names) - 1, -1, -1):
            name, read = self.names[i]
            if _same(read, value):
                del self.names[i]
                return name
        return "?"


def _same(read, written) -> bool:
    if isinstance(read, Enum):
        read = read.value
    if isinstance(read, (bytes, bytearray)) and isinstance(written, (bytes, bytearray)):
        return bytes(read[:16]) == bytes(written[:16])
    return type(read) in (int, bool, float) and read == written


_READS = _Reads()


def field_trace(data: bytes) -> List[Field]:
    """The fields of ``data`` with their absolute positions, as dxfuzz parses
    and writes them; ``[]`` if dxfuzz refuses the input. Fields that a part
    writer writes through a writer of its own are not seen. The traces of
    the last few inputs are kept: mutating a seed again costs no new parse."""
    return list(_field_trace(bytes(data)))


@functools.lru_cache(maxsize=32)
def _field_trace(data: bytes) -> tuple:
    from .. import parse, to_dict, ParseError
    from .. import write as _write
    try:
        obj = parse(data)
        to_dict(obj)
    except ParseError:  # the only error a parse raises (anything else is a bug: it shows)
        return ()
    from ..write import given
    Recorder = _make_recorder()
    saved = _write.Writer
    _write.Writer, given.READ_HOOK = Recorder, _READS
    try:
        w = Recorder()
        _write.write(obj, w)  # a writer that fails on a parsed object is a bug: it shows
    finally:
        _write.Writer, given.READ_HOOK = saved, None
        _READS.names.clear()
    return tuple(sorted((f for f in w.marks if f.end <= len(data)), key=lambda f: (f.start, f.end)))


def _part_fields(data, trace=None):
    """Trace fields that lie inside part data (not the container header)."""
    trace = field_trace(data) if trace is None else trace
    spans = [(p.start, p.start + p.size) for p in all_parts(data) if p.fourcc != LIBF]
    return [f for f in trace if any(s <= f.start and f.end <= e for s, e in spans)]


def _part_containing(data, pos):
    best = None
    for p in all_parts(data):
        if p.start <= pos < p.start + p.size and (best is None or p.start >= best.start):
            best = p
    return best


# ---------------------------------------------------------------------------
# truncation

def boundaries(data: bytes, fields: bool = True) -> List[int]:
    """Structural boundaries of ``data``: header fields, table end, every
    part's header, size and data end (nested containers too), and with
    ``fields`` every field start and end dxfuzz's writer reports."""
    out = {0, 4, 20, 22, 24, 28, 32, table_end(data), len(data)}
    for p in all_parts(data):
        out.update((p.start - 8, p.start - 4, p.start, p.start + p.size))
        if p.fourcc == LIBF:
            for b in (4, 20, 24, 28, 32):
                out.add(p.start + b)
    if fields:
        for f in field_trace(data):
            out.update((f.start, f.end))
    return sorted(b for b in out if 0 <= b < len(data))


@mutation("truncate", parses=True)
def truncate_boundary(data, rnd):
    """Cut the file at a structural boundary (header field, table end, part
    header, part end, any field start or end)."""
    cuts = [b for b in boundaries(data) if 0 < b < len(data)]
    if not cuts:
        return None
    cut = _pick(rnd, cuts)
    return data[:cut + rnd.choice((0, 0, -1, 1))] if cut > 1 else data[:cut]


@mutation("truncate")
def truncate_random(data, rnd):
    """Cut the file at a random offset."""
    if len(data) < 2:
        return None
    return data[:rnd.randrange(1, len(data))]


@mutation("truncate", parses=True)
def truncate_part(data, rnd):
    """Cut one part's data short (at a field boundary or at random), its size
    and everything after it fixed up: the part spec meets the end of its data."""
    ps = [p for p in all_parts(data) if p.size > 0 and p.fourcc != LIBF]
    p = _pick(rnd, ps)
    if p is None:
        return None
    inner = [f.end - p.start for f in field_trace(data) if p.start < f.end < p.start + p.size]
    cut = _pick(rnd, inner) if inner and rnd.random() < 0.7 else rnd.randrange(p.size)
    return replace_body(data, p, body_of(data, p)[:cut])


# ---------------------------------------------------------------------------
# header

@mutation("header", nested=True)
def file_size_small(data, rnd):
    """Header file size smaller than the data (0, inside the header, inside the table, one short)."""
    if len(data) < 28:
        return None
    cands = [0, 1, 20, 31, 32, table_end(data) - 1, len(data) - 1, len(data) // 2]
    return put32(data, 24, _pick(rnd, [c for c in cands if c >= 0]))


@mutation("header", nested=True)
def file_size_large(data, rnd):
    """Header file size larger than the data (by 1, 4, a page, or near 2**32)."""
    if len(data) < 28:
        return None
    return put32(data, 24, _pick(rnd, [len(data) + 1, len(data) + 4, len(data) + 4096,
                                      0x80000000, 0x80000001, 0xFFFFFFFF]))


@mutation("header", nested=True)
def part_count_high(data, rnd):
    """Part count larger than the table (by one, by a few, near 2**32)."""
    c = u32(data, 28)
    if c is None:
        return None
    return put32(data, 28, _pick(rnd, [c + 1, c + 2, c + 64, (len(data) - 32) // 4 + 1] + list(HUGE)))


@mutation("header", nested=True)
def part_count_low(data, rnd):
    """Part count smaller than the table (parts left unreferenced)."""
    c = u32(data, 28)
    if not c:
        return None
    return put32(data, 28, rnd.randrange(c))


@mutation("header", nested=True)
def offset_past_end(data, rnd):
    """A part offset at or past the end of the data (or near 2**32)."""
    e = _pick(rnd, entries(data))
    if e is None:
        return None
    n = len(data)
    return put32(data, e.table_pos, _pick(rnd, [n, n + 1, n - 1, n - 4, n - 7, 0xFFFFFFF8, 0xFFFFFFFF]))


@mutation("header", nested=True)
def offset_into_header(data, rnd):
    """A part offset pointing into the container header (0..31)."""
    e = _pick(rnd, entries(data))
    if e is None:
        return None
    return put32(data, e.table_pos, _pick(rnd, [0, 4, 8, 20, 24, 28, rnd.randrange(32)]))


@mutation("header", nested=True)
def offset_into_table(data, rnd):
    """A part offset pointing into the offset table itself (its own entry included)."""
    es = entries(data)
    e = _pick(rnd, es)
    if e is None:
        return None
    return put32(data, e.table_pos, _pick(rnd, [e.table_pos, HEADER_SIZE, table_end(data) - 4,
                                                HEADER_SIZE + 4 * rnd.randrange(len(es))]))


@mutation("header", nested=True)
def bad_magic_version(data, rnd):
    """Magic or container version changed (DXBC -> DXBD, major 0/2/0xFFFF, minor 1)."""
    if len(data) < 24:
        return None
    out = bytearray(data)
    which = rnd.randrange(3)
    if which == 0:
        out[rnd.randrange(4)] ^= 1 << rnd.randrange(8)
    elif which == 1:
        struct.pack_into("<H", out, 20, _pick(rnd, [0, 2, 0xFFFF]))
    else:
        struct.pack_into("<H", out, 22, _pick(rnd, [1, 0xFFFF]))
    return bytes(out)


# ---------------------------------------------------------------------------
# layout: alignment, overlap, duplicates, gaps, sizes

@mutation("layout", nested=True)
def misalign_part(data, rnd):
    """Shift a part by 1-3 bytes (filler inserted before it, offsets fixed up)."""
    e = _pick(rnd, [e for e in entries(data) if e.complete])
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
    es = [e for e in entries(data) if e.complete]
    if not es:
        return None
    where = _pick(rnd, [e.offset for e in es] + [len(data)])
    fill = _pick(rnd, [b"\0", b"\xab", b"\xff"]) * rnd.randint(1, 64)
    return replace(data, where, where, fill, owner=NOBODY)


@mutation("layout", nested=True)
def overlap_parts(data, rnd):
    """Point a part's offset into the previous part's data (or at the previous part)."""
    es = [e for e in entries(data) if e.complete]
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
    es = entries(data)
    e = _pick(rnd, es)
    if e is None:
        return None
    end = table_end(data)
    out = replace(data, end, end, U32.pack(e.offset), owner=NOBODY)
    return put32(out, 28, len(es) + 1)


@mutation("layout", nested=True)
def duplicate_part(data, rnd):
    """Append a copy of a part and list it in the table (two parts with one fourcc)."""
    es = [e for e in entries(data) if e.complete]
    e = _pick(rnd, es)
    if e is None:
        return None
    blob = data[e.offset:e.body_end]
    end = table_end(data)
    out = replace(data, end, end, b"\0\0\0\0", owner=NOBODY)
    at = len(out)
    out = out + blob
    out = put32(out, end, at)
    out = put32(out, 28, len(entries(data)) + 1)
    fs = u32(out, 24)
    if fs is not None and fs == at:
        out = put32(out, 24, len(out))
    return out


@mutation("layout", nested=True)
def swap_entries(data, rnd):
    """Swap two part table entries (parts out of table order)."""
    es = entries(data)
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


# ---------------------------------------------------------------------------
# versioned record sizes (PSV0, RDAT)

#: PSV0 runtime-info sizes v0..v4; resource-binding records v0, v1; signature element.
PSV_RUNTIME_INFO = (24, 36, 48, 52, 56)
PSV_RESOURCE = (16, 24)
PSV_SIG_ELEMENT = (16,)


def rdat_record_sizes(table_type: int):
    """The known record sizes of an RDAT table type (FunctionTable has two
    versions), from the RDAT writer's record layouts; () for other types."""
    from ..write.dxcontainer_rdat import RECORD_SIZES, TABLE_RECORDS
    record = TABLE_RECORDS.get(table_type)
    if record is None:
        return ()
    return (44, RECORD_SIZES[record]) if record == "function_info" else (RECORD_SIZES[record],)


def size_choices(known, current, rnd, aligned=True):
    """Sizes below the smallest, between and above the largest known version."""
    lo, hi = min(known), max(known)
    cands = [0, 4, lo - 4, lo - 1, hi + 4, hi + 8, hi + 64, hi + 1]
    cands += [(a + b) // 2 // 4 * 4 for a, b in zip(known, known[1:]) if b - a > 4]
    cands += [k for k in known if k != current]
    if not aligned:
        cands += [lo + 1, hi + 3]
    return max(0, _pick(rnd, [c for c in cands if c != current]))


#: PSV0's record sizes, and the known sizes of each (as :data:`PSV_RUNTIME_INFO`...).
PSV0_SIZES = {"len_runtime_info": PSV_RUNTIME_INFO, "len_resource_record": PSV_RESOURCE,
              "len_signature_element": PSV_SIG_ELEMENT}


def _top_level_part(data: bytes, ref: PartRef):
    """The parsed body of a part of the outer container (None if dxfuzz
    refuses the file or the part is nested)."""
    from .. import ParseError, parse
    if len(ref.path) != 1:
        return None
    try:
        entry = parse(data).part_offsets[ref.path[0]]
        return entry.part.body if entry.part is not None else None
    except (ParseError, IndexError):
        return None


@mutation("versioned")
def psv0_record_size(data, rnd):
    """PSV0 runtime-info, resource-binding or signature-element record size
    set below the smallest, between, or above the largest known version: the
    part rebuilt by the PSV0 writer from its tree with the new size (records
    cut or zero-extended to it), or, sometimes, only the size field changed
    where the writer puts it."""
    from .. import ParseError, build_part, to_dict
    p = _pick(rnd, parts_of(data, "PSV0"))
    body = _top_level_part(data, p) if p is not None else None
    if body is None:
        return None
    try:
        tree = to_dict(body)
    except ParseError:
        return None
    present = {"len_runtime_info": True, "len_resource_record": bool(tree.get("resources")),
               "len_signature_element": any(tree.get(f) for f in (
                   "input_elements", "output_elements", "patch_const_or_prim_elements"))}
    name = _pick(rnd, [n for n in PSV0_SIZES if present[n] and tree.get(n) is not None])
    if name is None:
        return None
    new = size_choices(PSV0_SIZES[name], tree[name], rnd)
    if rnd.random() < 0.2:
        fields = [f for f in field_trace(data)
                  if f.name == f"dxcontainer_psv0.{name}" and p.start <= f.start < p.start + p.size]
        return put32(data, fields[0].start, new) if fields else None
    tree[name] = new
    try:
        return replace_body(data, p, build_part("PSV0", tree, max_size=len(data) + (1 << 16)))
    except ValueError:  # a size whose records would not fit the bound
        return None


def _part_tree(data, p: PartRef):
    """The ``to_dict`` tree of a part's body (nested parts too), parsed on its
    own, a copy the caller may edit; None if dxfuzz refuses it. For parts
    whose spec takes nothing from the container around them (RDEF, RDAT,
    SHEX). The trees of the last few parts are kept: mutating a seed again
    costs a copy, not a parse."""
    tree = _parsed_part_tree(p.fourcc, body_of(data, p))
    return None if tree is None else pickle.loads(tree)


@functools.lru_cache(maxsize=32)
def _parsed_part_tree(fourcc: bytes, body: bytes):
    from .. import ParseError, Part, build, parse, to_dict
    try:
        (entry,) = parse(build([Part(fourcc, body)])).part_offsets
        return pickle.dumps(to_dict(entry.part.body))
    except (ParseError, ValueError):
        return None


def _rdat_tree(data, rnd):
    """``(part, the tree of its body)`` of an RDAT part picked at random, or
    None (none, or one dxfuzz refuses)."""
    p = _pick(rnd, parts_of(data, "RDAT"))
    tree = _part_tree(data, p) if p is not None else None
    return None if tree is None else (p, tree)


def _rdat_rebuilt(data, p, tree):
    """``data`` with an RDAT part rebuilt from its edited tree by the RDAT writer."""
    from .. import build_part
    try:
        return replace_body(data, p, build_part("RDAT", tree, max_size=len(data) + (1 << 16)))
    except ValueError:  # an edit whose layout would not fit the bound
        return None


def _rdat_fields(data, p, name):
    """Where the RDAT writer puts each ``name`` field of part ``p``."""
    return [f for f in field_trace(data) if f.name == name and p.start <= f.start < p.start + p.size]


@mutation("versioned")
def rdat_stride(data, rnd):
    """An RDAT table's record stride set below the smallest, between, or above
    the largest known record size: the part rebuilt by the RDAT writer from
    its tree with the new stride (records cut or zero-extended to it, later
    sub-parts moved), or, sometimes, only the stride field changed."""
    picked = _rdat_tree(data, rnd)
    if picked is None:
        return None
    p, tree = picked
    tables = [e["part"]["body"] for e in tree["part_offsets"]
              if isinstance((e.get("part") or {}).get("body"), dict)
              and "record_stride" in e["part"]["body"]]
    if not tables:
        return None
    k = rnd.randrange(len(tables))
    table = tables[k]
    new = size_choices(rdat_record_sizes(table["table_type"]) or (table["record_stride"],),
                       table["record_stride"], rnd, aligned=rnd.random() < 0.8)
    if rnd.random() < 0.2:
        fields = _rdat_fields(data, p, "record_table.record_stride")
        return put32(data, fields[k].start, new) if k < len(fields) else None
    table["record_stride"] = new
    for entry in tree["part_offsets"]:  # sizes and offsets follow the new stride
        entry.pop("ofs_part", None)
        if entry.get("part"):
            entry["part"].pop("size", None)
    return _rdat_rebuilt(data, p, tree)


@mutation("versioned")
def rdat_reference(data, rnd):
    """An RDAT reference pointing back into its own structure: a sub-part
    offset at the RDAT header or at its own entry, a record field set to its
    own row (or one past the last), an index-array count running past the
    array."""
    picked = _rdat_tree(data, rnd)
    if picked is None:
        return None
    p, tree = picked
    entries = tree["part_offsets"]
    how = rnd.randrange(3)
    if how == 0:
        fields = _rdat_fields(data, p, "dxcontainer_rdat.ofs_part")
        if not fields:
            return None
        k = rnd.randrange(len(fields))
        first = fields[0].value
        return put32(data, fields[k].start, _pick(rnd, [0, 4, 8, 8 + 4 * k, first]))
    if how == 1:
        tables = [e["part"]["body"] for e in entries if isinstance((e.get("part") or {}).get("body"), dict)
                  and e["part"]["body"].get("records")]
        if not tables:
            return None
        table = _pick(rnd, tables)
        row = rnd.randrange(len(table["records"]))
        record = table["records"][row]
        # a number, or the offset of a string or array reference
        slots = [(record, n) for n, v in record.items() if isinstance(v, int) and not isinstance(v, bool)]
        slots += [(v, "ofs" if "ofs" in v else "ref") for v in record.values()
                  if isinstance(v, dict) and ("ofs" in v or "ref" in v)]
        if not slots:
            return None
        holder, name = _pick(rnd, slots)
        holder[name] = _pick(rnd, [row, len(table["records"]), 0xFFFFFFFE, 0])
        return _rdat_rebuilt(data, p, tree)
    arrays = [e["part"]["body"] for e in entries
              if (e.get("part") or {}).get("part_type") == "index_arrays" and isinstance(e["part"]["body"], dict)]
    if not arrays or not arrays[-1]["words"]:
        return None
    words = arrays[-1]["words"]  # a count that runs past the array
    i = rnd.randrange(len(words))
    words[i] = _pick(rnd, [len(words), len(words) - i, 0xFFFFFFFF])
    return _rdat_rebuilt(data, p, tree)


@mutation("versioned")
def signature_flavour(data, rnd):
    """A signature part relabelled with the flavour of another element size
    (24-byte ISGN as 32-byte ISG1, OSG5 as OSGN, ...): the element count is
    read against the wrong stride."""
    p = _pick(rnd, parts_of(data, "ISGN", "OSGN", "PCSG", "OSG5", "ISG1", "OSG1", "PSG1"))
    if p is None:
        return None
    other = {b"ISGN": b"ISG1", b"OSGN": b"OSG5", b"PCSG": b"PSG1", b"OSG5": b"OSG1",
             b"ISG1": b"ISGN", b"OSG1": b"OSG5", b"PSG1": b"PCSG"}[p.fourcc]
    out = bytearray(data)
    out[p.start - 8:p.start - 4] = other
    return bytes(out)


# ---------------------------------------------------------------------------
# part contents: counts, offsets, strings, cycles, instructions

_COUNT_NAME = re.compile(r"count|num|len|total|elements", re.I)
_OFFSET_NAME = re.compile(r"ofs|offset|pos|ptr|name|ref|start", re.I)


@mutation("part", parses=True)
def count_huge(data, rnd):
    """A count field of a part (found by parsing with dxfuzz, by name) set near 2**32."""
    fs = [f for f in _part_fields(data) if f.kind in ("u4", "u2", "u1") and _COUNT_NAME.search(f.name)]
    if not fs:
        return _raw_count_huge(data, rnd)
    f = _pick(rnd, fs)
    width = f.end - f.start
    value = _pick(rnd, HUGE) & ((1 << (8 * width)) - 1)
    out = bytearray(data)
    out[f.start:f.end] = value.to_bytes(width, "little")
    return bytes(out)


def _raw_count_huge(data, rnd):
    """Documented leading counts: signature element count, RDEF cbuffer and
    binding counts, RTS0 parameter and sampler counts, RDAT part count."""
    where = {b"ISGN": [0], b"OSGN": [0], b"PCSG": [0], b"OSG5": [0], b"ISG1": [0], b"OSG1": [0],
             b"PSG1": [0], b"RDEF": [0, 8], b"RTS0": [4, 12], b"RDAT": [4], b"IFCE": [0, 4]}
    ps = [p for p in all_parts(data) if p.fourcc in where and p.size >= 16]
    p = _pick(rnd, ps)
    if p is None:
        return None
    return put32(data, p.start + _pick(rnd, where[p.fourcc]), _pick(rnd, HUGE))


@mutation("part", parses=True)
def offset_to_self(data, rnd):
    """An offset field of a part pointing back at itself, at the start of the
    part, at its end, or past it (fields by name when dxfuzz decodes the part,
    else any u32 that looks like an in-part offset)."""
    fields = [f for f in _part_fields(data) if f.kind == "u4" and _OFFSET_NAME.search(f.name)]
    spots = []
    for f in fields:
        p = _part_containing(data, f.start)
        if p is not None:
            spots.append((f.start, p))
    if not spots:
        for p in all_parts(data):
            if p.fourcc == LIBF:
                continue
            for rel in range(0, p.size - 3, 4):
                v = u32(data, p.start + rel)
                if 8 <= v < p.size and v % 4 == 0:
                    spots.append((p.start + rel, p))
    if not spots:
        return None
    pos, p = _pick(rnd, spots)
    rel = pos - p.start
    return put32(data, pos, _pick(rnd, [rel, rel - 4 if rel >= 4 else 0, 0, p.size, p.size - 1,
                                        p.size + 4, 0xFFFFFFFF]))


@mutation("part", parses=True)
def field_extreme(data, rnd):
    """Any integer field dxfuzz decodes in a part set to a boundary value."""
    fs = [f for f in _part_fields(data) if f.kind[0] in "us" and f.kind != "bytes"]
    f = _pick(rnd, fs)
    if f is None:
        return None
    width = f.end - f.start
    value = _pick(rnd, INTERESTING) & ((1 << (8 * width)) - 1)
    out = bytearray(data)
    out[f.start:f.end] = value.to_bytes(width, "little")
    return bytes(out)


_STRING = re.compile(rb"[\x20-\x7e]{2,}\x00")


@mutation("part")
def unterminated_string(data, rnd):
    """A string in a part without its terminating NUL: the NUL and everything
    after it up to the end of the part overwritten with letters, or the part
    cut right after the string's characters."""
    cands = []
    for p in all_parts(data):
        if p.fourcc == LIBF:
            continue
        body = body_of(data, p)
        for m in _STRING.finditer(body):
            cands.append((p, m.end() - 1))
    if not cands:
        return None
    p, nul = _pick(rnd, cands)
    body = body_of(data, p)
    if rnd.random() < 0.5:
        return replace_body(data, p, body[:nul])
    return replace_body(data, p, body[:nul] + b"A" * (len(body) - nul))


@mutation("part")
def rdef_type_cycle(data, rnd):
    """An RDEF type that contains itself: a member whose type is its parent
    type, or a type made a struct whose one member is of its own type (a
    member table the RDEF writer places after the rest) or whose member
    table is the type record itself."""
    from .. import build_part
    p = _pick(rnd, parts_of(data, "RDEF"))
    tree = _part_tree(data, p) if p is not None else None
    if tree is None:
        return None
    types = list(_rdef_typed(tree))
    if not types:
        return None
    holder, t = _pick(rnd, types)
    at = holder["ofs_type"]
    if t.get("members") and rnd.random() < 0.6:
        _pick(rnd, t["members"])["ofs_type"] = at  # member type = parent type
    elif rnd.random() < 0.7:
        t.update(var_class=5, member_count=1, ofs_members=None,
                 members=[{"ofs_name": 0, "ofs_type": at, "offset": 0}])
    else:
        t.update(var_class=5, member_count=1, ofs_members=at, members=[])
    try:
        return replace_body(data, p, build_part("RDEF", tree, max_size=len(data) + (1 << 16)))
    except ValueError:
        return None


def _rdef_typed(tree: dict):
    """``(record, its type)`` of every type a variable or member of an RDEF
    tree points at (``record["ofs_type"]`` is where the type is)."""
    stack = [v for c in tree.get("cbuffers") or [] for v in c.get("variables") or []]
    while stack:
        holder = stack.pop()
        t = holder.get("type")
        if isinstance(t, dict) and holder.get("ofs_type"):
            yield holder, t
            stack.extend(t.get("members") or [])


# ---------------------------------------------------------------------------
# digest and plain bytes

@mutation("digest")
def corrupt_digest(data, rnd):
    """Flip bits of the digest (use without ``digest="recompute"``)."""
    if len(data) < 20:
        return None
    out = bytearray(data)
    for _ in range(rnd.randint(1, 4)):
        out[4 + rnd.randrange(16)] ^= 1 << rnd.randrange(8)
    return bytes(out)


@mutation("bytes", parses=True)
def byte_set(data, rnd):
    """One byte set to 0x00, 0xFF or a random value (at a field start when dxfuzz decodes the input)."""
    if not data:
        return None
    starts = [f.start for f in field_trace(data) if f.start < len(data)] if rnd.random() < 0.5 else []
    pos = _pick(rnd, starts) if starts else rnd.randrange(len(data))
    out = bytearray(data)
    out[pos] = _pick(rnd, [0, 0xFF, rnd.randrange(256), out[pos] ^ 0x80])
    return bytes(out)


@mutation("bytes")
def u32_interesting(data, rnd):
    """An aligned u32 inside a part set to an interesting value."""
    p = _pick(rnd, [p for p in all_parts(data) if p.size >= 4])
    if p is None:
        return None
    return put32(data, p.start + 4 * rnd.randrange(p.size // 4), _pick(rnd, INTERESTING))


# the mutations of each part family's own bytes, and libFuzzer's blind
# ones, registered on import
from . import dxcontainer_shader  # noqa: E402,F401
from . import libfuzzer  # noqa: E402,F401
