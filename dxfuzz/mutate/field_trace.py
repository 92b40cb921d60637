"""What dxfuzz's parsers and writers say about the bytes: where the writer puts
every field (with its name and value), the structural boundaries, and the
decoded tree of a part."""
from __future__ import annotations

import bisect
import collections
import functools
import pickle
import sys
import threading
from dataclasses import dataclass
from enum import Enum
from typing import List

from ..part_table import table_end
from . import _CACHES, PARTS_KEPT, TRACES_KEPT
from ..write import buffer as _buffer
from .parts import LIBF, PartRef, all_parts, body_of


@dataclass(frozen=True)
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

    marks: tuple = ()


class _Reads:
    """The last fields a writer read through ``Given``, while a trace runs:
    what it writes is named after the latest one read with the value written
    (each read names one write). One per trace: a trace's reads are its own."""

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


_WIDTHS = {"u1": 1, "u2": 2, "u4": 4, "u8": 8, "s1": 1, "s2": 2, "s4": 4, "s8": 8, "f4": 4, "f8": 8}


class _Recorder(_buffer.Writer):
    """A writer that marks where it puts each field (and the fields of the
    writers nested in it), naming it after the reads of its thread's trace."""

    __slots__ = ("marks", "reads", "_in_num")

    def __init__(self, options=None, limit=None):
        super().__init__(options, limit)
        self.marks = []
        self.reads = _thread_reads()
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
        name = f"{frame.f_code.co_name}.{self.reads.name_of(value)}"
        width = size if size is not None else _WIDTHS[kind]
        self.marks.append(Field(self.pos, self.pos + width, kind, value, name))

    def finish(self, background=None, size=None):
        out = _Marked(super().finish(background=background, size=size))
        out.marks = tuple(self.marks)
        return out


# A trace needs two things of the writers that are module state: the writer
# class ``dxfuzz.write.sized`` makes for a part's body (a recorder, so the
# fields inside parts are seen) and the hook ``Given`` tells what a writer
# reads (to name the fields). Both are set while any trace runs, in any
# thread, to stand-ins that look at the calling thread: a thread that traces
# gets its own recorder and reads, every other thread the plain writer and no
# hook, so traces and writers run side by side (``dxfuzz hunt -j N``).

#: The trace running in this thread (``reads``: its reads, None when none runs).
_THREAD = threading.local()
_THREAD.reads = None
_SWAP = threading.Lock()
_RUNNING = [0]  #: traces running, in every thread (the stand-ins are set while > 0)


def _thread_reads():
    return getattr(_THREAD, "reads", None)


def _read_hook(name, value) -> None:
    """``Given``'s read hook while traces run: the calling thread's reads, if it traces."""
    reads = _thread_reads()
    if reads is not None:
        reads(name, value)


class _ThreadWriter(_buffer.Writer):
    """``dxfuzz.write.Writer`` while traces run: a recorder in a thread that
    traces, a plain writer in any other."""

    __slots__ = ()

    def __new__(cls, options=None, limit=None):
        if _thread_reads() is None:
            return _buffer.Writer(options, limit)
        return _Recorder(options, limit)


def _run_traced(fn):
    """``fn()`` with this thread's writers recording (the stand-ins set
    while it runs, for as long as any thread traces)."""
    from .. import write as _write
    from ..write import given
    with _SWAP:
        if _RUNNING[0] == 0:
            _write.Writer, given.READ_HOOK = _ThreadWriter, _read_hook
        _RUNNING[0] += 1
    outer, _THREAD.reads = _thread_reads(), _Reads()
    try:
        return fn()
    finally:
        _THREAD.reads = outer
        with _SWAP:
            _RUNNING[0] -= 1
            if _RUNNING[0] == 0:
                _write.Writer, given.READ_HOOK = _buffer.Writer, None


def field_trace(data: bytes) -> List[Field]:
    """The fields of ``data`` with their absolute positions, as dxfuzz parses
    and writes them; ``[]`` if dxfuzz refuses the input. Fields that a part
    writer writes through a writer of its own are not seen. The traces of
    the last few inputs are kept: mutating a seed again costs no new parse.
    Safe to call from several threads at once."""
    return list(_field_trace(bytes(data)))


@functools.lru_cache(maxsize=TRACES_KEPT)
def _field_trace(data: bytes) -> tuple:
    from .. import parse, to_dict, ParseError
    from .. import write as _write
    try:
        obj = parse(data, hold=True)
        to_dict(obj)
    except ParseError:  # the only error a parse raises (anything else is a bug: it shows)
        return ()

    def write():
        w = _Recorder()
        _write.write(obj, w)  # a writer that fails on a parsed object is a bug: it shows
        return w.marks
    marks = _run_traced(write)
    return tuple(sorted((f for f in marks if f.end <= len(data)), key=lambda f: (f.start, f.end)))


@functools.lru_cache(maxsize=TRACES_KEPT)
def _field_bounds(data: bytes) -> tuple:
    """``(starts, ends)``: where the fields of an input's trace start and
    end, each sorted (found once, kept for its next mutants)."""
    trace = _field_trace(data)
    return (tuple(sorted({f.start for f in trace if f.start < len(data)})),
            tuple(sorted({f.end for f in trace})))


def field_starts(data: bytes) -> tuple:
    """Where the fields of ``data``'s trace start (sorted, each once)."""
    return _field_bounds(bytes(data))[0]


def field_ends(data: bytes, start: int, end: int) -> tuple:
    """Where the fields of ``data``'s trace end, strictly between ``start`` and ``end``."""
    ends = _field_bounds(bytes(data))[1]
    return ends[bisect.bisect_right(ends, start):bisect.bisect_left(ends, end)]


def _part_fields(data) -> List[Field]:
    """Trace fields that lie inside part data (not the container header)."""
    trace = field_trace(data)
    spans = [(p.start, p.start + p.size) for p in all_parts(data) if p.fourcc != LIBF]
    return [f for f in trace if any(s <= f.start and f.end <= e for s, e in spans)]


def _part_containing(data, pos):
    best = None
    for p in all_parts(data):
        if p.start <= pos < p.start + p.size and (best is None or p.start >= best.start):
            best = p
    return best


def _part_tree(data, p: PartRef):
    """The ``to_dict`` tree of a part's body (nested parts too), parsed on its
    own, a copy the caller may edit; None if dxfuzz refuses it. For parts
    whose spec takes nothing from the container around them (RDEF, RDAT,
    SHEX). The trees of the last few parts are kept: mutating a seed again
    costs a copy, not a parse."""
    tree = _parsed_part_tree(p.fourcc, body_of(data, p))
    return None if tree is None else pickle.loads(tree)


@functools.lru_cache(maxsize=PARTS_KEPT)
def _shared_part_tree(fourcc: bytes, body: bytes):
    """The ``to_dict`` tree of a part's body (as :func:`_part_tree`), one
    object shared by every caller: read it, never edit it (copy what you
    change). None if dxfuzz refuses it."""
    tree = _parsed_part_tree(fourcc, body)
    return None if tree is None else pickle.loads(tree)


@functools.lru_cache(maxsize=PARTS_KEPT)
def _parsed_part_tree(fourcc: bytes, body: bytes):
    from .. import ParseError, Part, build, parse, to_dict
    try:
        (entry,) = parse(build([Part(fourcc, body)]), hold=True).part_table
        return pickle.dumps(to_dict(entry.part.body))
    except (ParseError, ValueError):
        return None


def boundaries(data: bytes, fields: bool = True) -> List[int]:
    """Structural boundaries of ``data``: header fields, table end, every
    part's header, size and data end (nested containers too), and with
    ``fields`` every field start and end dxfuzz's writer reports (found
    once per input, kept for its next mutants)."""
    return list(_boundaries(bytes(data), fields))


@functools.lru_cache(maxsize=TRACES_KEPT)
def _boundaries(data: bytes, fields: bool) -> tuple:
    out = {0, 4, 20, 22, 24, 28, 32, table_end(data), len(data)}
    for p in all_parts(data):
        out.update((p.start - 8, p.start - 4, p.start, p.start + p.size))
        if p.fourcc == LIBF:
            for b in (4, 20, 24, 28, 32):
                out.add(p.start + b)
    if fields:
        starts, ends = _field_bounds(data)
        out.update(starts)
        out.update(ends)
    return tuple(sorted(b for b in out if 0 <= b < len(data)))


_CACHES.extend((_field_trace, _parsed_part_tree, _shared_part_tree, _field_bounds, _boundaries))
