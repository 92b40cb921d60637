"""Writers for ``ksy/dxcontainer_srci.ksy`` (SRCI, DXC's source info): the
sections of source names, source contents (stored or zlib) and compiler arguments."""
from __future__ import annotations

import functools
import zlib

from kaitaistruct import KaitaiStruct

from .. import compression, kaitai
from .buffer import Writer
from .given import Given

# The generated parser inflates with dxfuzz's bounded zlib (dxfuzz/compression.py).
compression.install()

SPEC = "dxcontainer_srci"

#: The parts this writer builds from trees.
FOURCCS = ("SRCI",)

#: zlib's level when a tree leaves the contents to be compressed
#: (``options={"zlib_level": N}`` chooses another).
ZLIB_LEVEL = 9


def _inner(g: Given, name: str) -> Given:
    """The structure ``name`` (an empty one when left out or given as bytes)."""
    value = g.value(name, None)
    return Given(value if isinstance(value, (dict, KaitaiStruct)) else {}, g)


def _sized(g: Given, name: str, writer, w: Writer, *args) -> bytes:
    """A ``size:``-bounded field's bytes: as given, or written by ``writer``
    (nothing without one) over the bytes it was parsed from."""
    value = g.value(name, None)
    if isinstance(value, (bytes, bytearray, str)):
        return g.data(name)
    inner = type(w)(w.options, w.limit)
    if writer is not None:
        writer(Given(value if value is not None else {}, g), inner, *args)
    return inner.finish(background=getattr(g.source, f"_raw_{name}", None))


def _aligned(r: Given, head: int, body: bytes) -> tuple:
    """A record's ``len_aligned`` and the zeros after its body: as given (and
    none), or the size of the record zero-padded to 4."""
    if r.has("len_aligned"):
        return r.number("len_aligned"), b""
    pad = bytes(-(head + len(body)) % 4)
    return head + len(body) + len(pad), pad


def dxcontainer_srci(obj, w: Writer) -> None:
    """SRCI from a parsed object or a tree. Left out of a tree, as DXC's
    writer lays it out: every ``len_aligned`` (the record's bytes padded to
    4; the source contents' own is 0, as DXC writes it), every count and
    size, names' and contents' NULs, the contents compressed with zlib
    (``compress_type`` zlib unless given; the stored ``entries`` built from
    ``inflated``'s entries, at ``options["zlib_level"]``, 9 by default), and
    the padding DXC adds."""
    s = Given(obj)
    body = _sized(s, "body", sections, w)
    size, pad = _aligned(s, 8, body)
    w.u4(size)
    w.u2(s.number("flags", default=0))
    w.u2(s.number("num_sections", default=len(_inner(s, "body").children("sections", []))))
    w.bytes(body)
    w.bytes(pad)
    w.bytes(s.data("tail", b""))


def sections(obj, w: Writer) -> None:
    s = Given(obj)
    records = s.children("sections", [])
    contents = [] if s.parsed else _content_sizes(records)
    for x in records:
        section(x, w, contents)
    w.bytes(s.data("padding", b""))


def _content_sizes(records) -> list:
    """Each source's content size with its NUL, from the contents section
    (a name entry repeats the size of the content of the same index)."""
    for x in records:
        if x.number("section_type", kaitai.enum_class(SPEC, "SectionType")) == 0 and \
                isinstance(x.value("body", None), dict):
            c = _inner(x, "body")
            if not isinstance(c.value("entries", None), dict):
                c = _inner(c, "inflated")
            return [len(_text(e, "content")) + 1 for e in _inner(c, "entries").children("entries", [])]
    return []


def section(obj, w: Writer, contents=()) -> None:
    """A section; its body by ``section_type`` (an unknown type's as bytes)."""
    x = Given(obj)
    section_type = x.number("section_type", kaitai.enum_class(SPEC, "SectionType"))
    writer = {0: source_contents, 1: functools.partial(source_names, contents=contents),
              2: args}.get(section_type) if x.has("body") else None
    body = _sized(x, "body", writer, w)
    size, pad = _aligned(x, 8, body)
    w.u4(size)
    w.u2(x.number("flags", default=0))
    w.u2(section_type)
    w.bytes(body)
    w.bytes(pad)


def source_names(obj, w: Writer, contents=()) -> None:
    n = Given(obj)
    entries = _sized(n, "entries", name_entries, w, contents)
    w.u4(n.number("flags", default=0))
    w.u4(n.number("num_names", default=len(_inner(n, "entries").children("entries", []))))
    w.u2(n.number("len_entries", default=len(entries)))
    w.bytes(entries)
    w.bytes(n.data("padding", b""))


def name_entries(obj, w: Writer, contents=()) -> None:
    """The entries; left out, each ``len_content`` is ``contents``' of its index."""
    n = Given(obj)
    for k, e in enumerate(n.children("entries", [])):
        name_entry(e, w, contents[k] if k < len(contents) else 0)
    w.bytes(n.data("padding", b""))


def _text(e: Given, name: str) -> bytes:
    """An entry's text: its body's, or the entry's own ``name`` / ``content``."""
    return _inner(e, "body").text("text", e.value(name, ""))


def name_entry(obj, w: Writer, len_content: int = 0) -> None:
    e = Given(obj)
    body = _sized(e, "body", sized_text, w, e.value("name", ""))
    size, pad = _aligned(e, 16, body)
    w.u4(size)
    w.u4(e.number("flags", default=0))
    w.u4(e.number("len_name", default=len(_text(e, "name")) + 1))
    w.u4(e.number("len_content", default=len_content))
    w.bytes(body)
    w.bytes(pad)


def sized_text(obj, w: Writer, text: str = "") -> None:
    """The text (left out: ``text``), its NUL and ``padding``; a parsed one
    without a terminator (size 0) has no text either."""
    t = Given(obj)
    if t.has("terminator") or not t.parsed:
        w.bytes(t.text("text", text))
        w.u1(t.number("terminator", default=0))
    w.bytes(t.data("padding", b""))


def source_contents(obj, w: Writer) -> None:
    """The stored ``entries`` are written as given; ``inflated`` is a view of
    them, and what a tree that leaves them out is built (and compressed) from."""
    c = Given(obj)
    compress_type = c.number("compress_type", kaitai.enum_class(SPEC, "CompressType"), default=1)
    if isinstance(c.value("entries", None), (bytes, bytearray, str)):
        stored = plain = c.data("entries")
        count = 0
    else:
        source = c if c.has("entries") else _inner(c, "inflated")
        plain = _sized(source, "entries", content_entries, w)
        count = len(_inner(source, "entries").children("entries", []))
        stored = zlib.compress(plain, w.options.get("zlib_level", ZLIB_LEVEL)) \
            if compress_type == 1 else plain
    w.u4(c.number("len_aligned", default=0))
    w.u2(c.number("flags", default=0))
    w.u2(compress_type)
    w.u4(c.number("len_entries", default=len(stored)))
    w.u4(c.number("len_entries_uncompressed", default=len(plain)))
    w.u4(c.number("num_entries", default=count))
    w.bytes(stored)
    w.bytes(c.data("padding", b""))


def inflated_contents(obj, w: Writer) -> None:
    """(A view: only for writing decompressed entries on their own.)"""
    i = Given(obj)
    w.bytes(i.data("len_check", b""))
    content_entries(_inner(i, "entries"), w)


def content_entries(obj, w: Writer) -> None:
    c = Given(obj)
    for e in c.children("entries", []):
        content_entry(e, w)
    w.bytes(c.data("padding", b""))


def content_entry(obj, w: Writer) -> None:
    e = Given(obj)
    body = _sized(e, "body", sized_text, w, e.value("content", ""))
    size, pad = _aligned(e, 12, body)
    w.u4(size)
    w.u4(e.number("flags", default=0))
    w.u4(e.number("len_content", default=len(_text(e, "content")) + 1))
    w.bytes(body)
    w.bytes(pad)


def args(obj, w: Writer) -> None:
    a = Given(obj)
    pairs = _sized(a, "pairs", arg_pairs, w)
    w.u4(a.number("flags", default=0))
    w.u4(a.number("len_args", default=len(pairs)))
    w.u4(a.number("num_args", default=len(_inner(a, "pairs").children("pairs", []))))
    w.bytes(pairs)
    w.bytes(a.data("padding", b""))


def arg_pairs(obj, w: Writer) -> None:
    for pair in Given(obj).children("pairs", []):
        arg_pair(pair, w)


def arg_pair(obj, w: Writer) -> None:
    p = Given(obj)
    for name in ("name", "value"):
        w.bytes(p.text(name, ""))
        w.u1(0)
