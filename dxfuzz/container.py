"""Container-level parsing entry points and LLVM's layout rules."""
from __future__ import annotations

import gc
import sys

from kaitaistruct import KaitaiStream, BytesIO

from . import kaitai, part_table
from .errors import INPUT_ERRORS, ParseError, describe
from .part_table import HEADER_SIZE, PART_HEADER_SIZE


def _container_class():
    return kaitai.spec_class("dxcontainer")


def parse(data, *, lazy: bool = False, layout: bool = True, hold: bool = False):
    """Parse a container.

    The header, the part table and every part header are read and checked
    against LLVM's rules (``layout=False`` skips them). Part bodies are
    decoded too unless ``lazy`` is set, so a malformed part is refused here,
    and let go once checked (:func:`decode_parts`) unless ``hold`` is set:
    a reader that reads every body next (``to_dict`` then ``serialize``, as
    the fuzz harnesses do) holds them rather than decode them twice. Deeper
    lazy structures are decoded by :func:`dxfuzz.to_dict`. Any problem
    raises :class:`ParseError`.
    """
    data = bytes(data)
    if len(data) < HEADER_SIZE:
        raise ParseError("Reading structure out of file bounds: the container header is "
                         f"{HEADER_SIZE} bytes, the data {len(data)}", offset=len(data))
    try:
        with kaitai.gc_paused():
            obj = _container_class()(KaitaiStream(BytesIO(data)))
            if layout:
                check_layout(obj, len(data))
            if not lazy:
                decode_parts(obj, layout, hold=hold)
    except INPUT_ERRORS as exc:
        error = describe(exc)
        raise (cut_short_part_problem(data, error) or error) from exc
    return obj


def cut_short_part_problem(data: bytes, error: ParseError):
    """For a part whose data runs past the end of the file: the problem
    its spec finds in the bytes that are there, or None. LLVM reads such a
    part as the bytes that remain (``StringRef::substr``) and names what is
    wrong with them (e.g. "String table misaligned" in a PSV0 part), so we
    name it too, before the truncation."""
    i = error.part
    if i is None or (error.path or "").count(".part.body") != 1:
        return None  # (not a part of this container's own table)
    table = part_table.entries(data, magic=False)
    if i >= len(table) or table[i].size is None or table[i].complete:
        return None
    e = table[i]
    cut = bytearray(data)
    cut[e.offset + 4:e.offset + 8] = (len(data) - e.body_start).to_bytes(4, "little")
    try:
        entries = _container_class()(KaitaiStream(BytesIO(bytes(cut)))).part_table
        if i >= len(entries):  # the size field lies in the part table: no such part now
            return None
        entries[i].part.body
        return None
    except INPUT_ERRORS as exc:
        inner = describe(exc)
    return ParseError(f"{inner.message} (and the part's data is cut short by the end of the file)",
                      offset=inner.offset, path=inner.path, part=i, cause=inner.cause)


#: Deepest nesting of containers (LIBF parts holding containers) accepted.
MAX_NESTING = 8


def decode_parts(obj, layout: bool = True, depth: int = 0, hold: bool = False) -> None:
    """Decode every part body; a nested container (LIBF) is checked like the
    outer one (else table entries that share one LIBF part, level after
    level, would make decoding exponential) and its parts decoded too, down
    to ``MAX_NESTING`` levels (deeper ones are refused by ``to_dict``).

    Each of the file's own part bodies is let go once checked (with what it
    nests) unless ``hold`` is set, as :func:`dxfuzz.to_dict` lets go of
    those it decodes: the parsed container holds its header, table and part
    headers, and a body is decoded again when first read."""
    for entry in obj.part_table:
        part = entry.part
        body = part.body
        if isinstance(body, type(obj)) and depth < MAX_NESTING:
            check_nested(body, depth + 1, layout)
            decode_parts(body, layout, depth + 1)
        if not depth and not hold:
            del body
            release_body(part)


#: Whether the collector's young generations are collected by hand when a
#: body is let go: CPython's reference counting cannot free cycles. PyPy's
#: collector moves objects itself, and its ``gc.collect`` is a full
#: collection whatever the generation (per part, a walk of the corpus took
#: ten times as long).
_COLLECT_YOUNG = sys.implementation.name == "cpython"

#: How many objects made and not freed since the collector last ran a
#: release waits for before it collects the young generations: collecting
#: at every release walked the objects still alive again for each part of
#: a few hundred bytes (parsing the corpus, which releases every part:
#: 1.72 s collecting each time, 1.35 s with this bound; a larger one made
#: a full decode of the effects slower, each collection walking more).
#: What waits is at most this many objects, a megabyte or two.
_COLLECT_AFTER = 5_000


def part_header(entry) -> tuple:
    """``(fourcc_text, len_body)`` of a table entry's part, read without
    keeping the part object on the entry (no cycle holds it, so it is freed
    at once): a reader that goes over every entry, then part by part, holds
    one part object at a time. Raises what reading the header raises."""
    try:
        part = entry.part
        return part.fourcc_text, part.len_body
    finally:
        kaitai.forget(entry, "part")


def release_body(part) -> None:
    """Let go of a part's decoded body, keeping the bytes it was read from
    (the part's data, which readers take from ``_raw__m_body``; one copy of
    the input in all). Its objects are cycles (their parents and roots)
    that only the collector frees, so the young generations are collected
    once :data:`_COLLECT_AFTER` objects wait: parsing and walking keep the
    collector paused, and those generations hold what was made since the
    last collection, so releasing part by part stays linear."""
    kaitai.forget(part, "body", raw=False)
    if _COLLECT_YOUNG and gc.get_count()[0] >= _COLLECT_AFTER:
        gc.collect(1)


def check_nested(obj, depth: int, layout: bool = True) -> None:
    """Checks of a container nested ``depth`` levels deep."""
    if depth > MAX_NESTING:
        raise ParseError(f"containers nest more than {MAX_NESTING} levels deep")
    if layout:
        check_layout(obj, obj._io.size())


def check_layout(obj, length: int) -> None:
    """LLVM's ``parsePartOffsets`` rules, with its messages: each part starts
    after the end of the previous one (the offset table for part 0; LLVM
    forgets the previous part's 8-byte header, and so do we), inside the file,
    with room for its fourcc and size."""
    last = HEADER_SIZE + 4 * obj.num_parts
    if last > length:
        raise ParseError("Reading structure out of file bounds: the part offset table "
                         f"({obj.num_parts} entries) ends at byte {last}, past the data",
                         offset=HEADER_SIZE)
    for i, entry in enumerate(obj.part_table):
        ofs = entry.ofs_part
        if ofs < last:
            raise ParseError(f"Part offset for part {i} begins before the previous part ends",
                             offset=HEADER_SIZE + 4 * i, part=i)
        if ofs >= length:
            raise ParseError("Part offset points beyond boundary of the file",
                             offset=HEADER_SIZE + 4 * i, part=i)
        if ofs >= length - 4:
            raise ParseError("File not large enough to read part name", offset=ofs, part=i)
        if ofs + PART_HEADER_SIZE > length:
            raise ParseError("Reading part size out of file bounds", offset=ofs + 4, part=i)
        last = ofs + entry.part.len_body


def parts(obj):
    """The parts of a parsed container, in table order."""
    return [entry.part for entry in obj.part_table]


def fourcc_text(part) -> str:
    """A part's fourcc as four characters."""
    return part.fourcc_text


def find_parts(obj, fourcc: str):
    """Parts of a container whose fourcc is ``fourcc`` (e.g. ``"DXIL"``)."""
    return [p for p in parts(obj) if p.fourcc_text == fourcc]


def first_part(obj, *fourccs):
    """The first part whose fourcc is one of ``fourccs``, or None."""
    return next((p for p in parts(obj) if p.fourcc_text in fourccs), None)
