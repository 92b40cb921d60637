"""What dxfuzz's parsers and writers say about the bytes: where the writer puts
every field (with its name and value), the structural boundaries, and the
decoded tree of a part."""
from __future__ import annotations

import collections
import functools
import pickle
import struct
import sys
from dataclasses import dataclass
from enum import Enum
from typing import List

from ..part_table import table_end
from .parts import LIBF, PartRef, all_parts, body_of


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
        (entry,) = parse(build([Part(fourcc, body)])).part_table
        return pickle.dumps(to_dict(entry.part.body))
    except (ParseError, ValueError):
        return None


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
