"""Writers for ``ksy/dxcontainer_srci.ksy`` (SRCI source info), and its messages.

Compressed contents are written as the stored bytes (``entries``); the
decompressed ``inflated`` entries are a view of them and are not written,
but are what a tree that leaves the stored bytes out is built from.
"""
from __future__ import annotations

import struct
import zlib

from . import sized, write
from .. import compression, kaitai
from .buffer import Writer
from .given import Given

# The generated parser inflates with dxfuzz's bounded zlib (dxfuzz/compression.py).
compression.install()

SPEC = "dxcontainer_srci"

#: The parts this writer builds from trees.
FOURCCS = ("SRCI",)


def _has(obj, name: str) -> bool:
    return name in vars(obj)


def _sized_field(obj, name: str, size: int, w: Writer) -> None:
    """A ``size:``-bounded field, written by what it holds."""
    value = getattr(obj, name)
    raw = value if isinstance(value, (bytes, bytearray)) else getattr(obj, f"_raw_{name}", None)
    sized(value, size, w, source=raw)


def dxcontainer_srci(obj, w: Writer) -> None:
    """SRCI from a parsed object or a tree. Left out of a tree, as DXC's
    writer lays it out: every ``aligned_size`` (the record's bytes padded to
    4; the source contents' own is 0, as DXC writes it), every count and
    size, names' and contents' NULs, the contents compressed with zlib
    (``compress_type`` zlib unless given; the stored ``entries`` built from
    ``inflated``'s entries, at ``options["zlib_level"]``, 9 by default), and
    the padding DXC adds."""
    if isinstance(obj, dict):
        _tree(Given(obj), w)
        return
    w.u4(obj.aligned_size)
    w.u2(obj.flags)
    w.u2(obj.section_count)
    _sized_field(obj, "body", obj.aligned_size - 8, w)
    w.bytes(obj.tail)


def sections(obj, w: Writer) -> None:
    for section_ in obj.sections:
        section(section_, w)
    w.bytes(obj.padding)


def section(obj, w: Writer) -> None:
    w.u4(obj.aligned_size)
    w.u2(obj.flags)
    w.u2(obj.section_type)
    _sized_field(obj, "body", obj.aligned_size - 8, w)


def source_names(obj, w: Writer) -> None:
    w.u4(obj.flags)
    w.u4(obj.count)
    w.u2(obj.entries_size)
    _sized_field(obj, "entries", obj.entries_size, w)
    w.bytes(obj.padding)


def name_entries(obj, w: Writer) -> None:
    for entry in obj.entries:
        name_entry(entry, w)
    w.bytes(obj.padding)


def name_entry(obj, w: Writer) -> None:
    w.u4(obj.aligned_size)
    w.u4(obj.flags)
    w.u4(obj.name_size)
    w.u4(obj.content_size)
    _sized_field(obj, "body", obj.aligned_size - 16, w)


def sized_text(obj, w: Writer) -> None:
    if _has(obj, "text"):
        w.bytes(obj.text.encode("iso-8859-1"))
    if _has(obj, "terminator"):
        w.u1(obj.terminator)
    w.bytes(obj.padding)


def source_contents(obj, w: Writer) -> None:
    w.u4(obj.aligned_size)
    w.u2(obj.flags)
    w.u2(obj.compress_type)
    w.u4(obj.entries_size)
    w.u4(obj.uncompressed_entries_size)
    w.u4(obj.count)
    _sized_field(obj, "entries", obj.entries_size, w)
    w.bytes(obj.padding)
    # inflated: a view of the compressed entries.


def inflated_contents(obj, w: Writer) -> None:
    """(A view: only for writing decompressed entries on their own.)"""
    w.bytes(obj.size_check)
    write(obj.entries, w)


def content_entries(obj, w: Writer) -> None:
    for entry in obj.entries:
        content_entry(entry, w)
    w.bytes(obj.padding)


def content_entry(obj, w: Writer) -> None:
    w.u4(obj.aligned_size)
    w.u4(obj.flags)
    w.u4(obj.content_size)
    _sized_field(obj, "body", obj.aligned_size - 12, w)


def args(obj, w: Writer) -> None:
    w.u4(obj.flags)
    w.u4(obj.size_in_bytes)
    w.u4(obj.count)
    _sized_field(obj, "pairs", obj.size_in_bytes, w)
    w.bytes(obj.padding)


def arg_pairs(obj, w: Writer) -> None:
    for pair in obj.pairs:
        arg_pair(pair, w)


def arg_pair(obj, w: Writer) -> None:
    w.bytes(obj.name.encode("iso-8859-1") + b"\0")
    w.bytes(obj.value.encode("iso-8859-1") + b"\0")


# --- built from trees ---------------------------------------------------------------

#: zlib's level when a tree leaves the contents to be compressed
#: (``options={"zlib_level": N}`` chooses another).
ZLIB_LEVEL = 9


def _pad4(data: bytes) -> bytes:
    return bytes(data) + bytes(-len(data) % 4)


def _record(head: bytes, body: bytes, given: Given) -> bytes:
    """A record whose first u4 is its aligned size: given (the bytes as
    given), or the size of the head and the body zero-padded to 4."""
    if given.has("aligned_size"):
        return struct.pack("<I", given.number("aligned_size")) + head[4:] + body
    body = _pad4(head + body)[len(head):]
    return struct.pack("<I", len(head) + len(body)) + head[4:] + body


def _text_tree(t: Given, name: str) -> bytes:
    """A ``sized_text`` body: the text, its NUL and ``padding`` (as given)."""
    body = t.value("body", None)
    b = Given(body if isinstance(body, dict) else {}, t)
    text = b.text("text", "") if b.has("text") else t.text(name, "")
    out = text + bytes([b.number("terminator", default=0)])
    return out + (b.data("padding", b"") or b"")


def _tree(s: Given, w: Writer) -> None:
    """SRCI from a tree (see :func:`dxcontainer_srci`)."""
    body = Given(s.value("body", None) or {}, s)
    sections_ = body.children("sections", [])
    contents = _content_sizes(sections_)
    data = b"".join(_section_tree(x, w, contents) for x in sections_)
    data += body.data("padding", b"") or b""
    head = struct.pack("<IHH", 0, s.number("flags", default=0),
                       s.number("section_count", default=len(sections_)))
    w.bytes(_record(head, data, s))
    tail = s.data("tail", None)
    if tail:
        w.bytes(tail)


_SECTIONS = {"source_names": 1, "source_contents": 0, "args": 2}


def _content_sizes(sections_) -> list:
    """Each source's content size with its NUL, from the contents section
    (a name entry repeats the size of the content of the same index)."""
    for x in sections_:
        body = x.value("body", None)
        if x.number("section_type", kaitai.enum_class(SPEC, "SectionType")) != 0 or \
                not isinstance(body, dict):
            continue
        c = Given(body, x)
        entries = c.value("entries", None)
        if not isinstance(entries, dict):
            entries = Given(c.value("inflated", None) or {}, c).value("entries", None) or {}
        return [len(_text_of(e, "content")) + 1 for e in Given(entries, c).children("entries", [])]
    return []


def _text_of(e: Given, name: str) -> bytes:
    body = Given(e.value("body", None) or {}, e)
    return body.text("text", "") if body.has("text") else e.text(name, "")


def _section_tree(x: Given, w: Writer, contents=()) -> bytes:
    section_type = x.number("section_type", kaitai.enum_class(SPEC, "SectionType"))
    body = x.value("body", None)
    if isinstance(body, (bytes, bytearray, str)) or body is None:
        data = x.data("body", b"") or b""
    else:
        b = Given(body, x)
        data = _contents_tree(b, w) if section_type == 0 else _names_tree(b, contents) \
            if section_type == 1 else _args_tree(b) if section_type == 2 else b""
    head = struct.pack("<IHH", 0, x.number("flags", default=0), section_type)
    return _record(head, data, x)


def _names_tree(n: Given, contents) -> bytes:
    entries = Given(n.value("entries", None) or {}, n)
    records = entries.children("entries", [])
    data = b"".join(_name_entry_tree(e, contents[k] if k < len(contents) else 0)
                    for k, e in enumerate(records))
    data += entries.data("padding", b"") or b""
    out = struct.pack("<IIH", n.number("flags", default=0), n.number("count", default=len(records)),
                      n.number("entries_size", default=len(data))) + data
    return out + (n.data("padding", b"") or b"")


def _name_entry_tree(e: Given, content_size: int) -> bytes:
    text = _text_tree(e, "name")
    head = struct.pack("<4I", 0, e.number("flags", default=0),
                       e.number("name_size", default=len(_text_of(e, "name")) + 1),
                       e.number("content_size", default=content_size))
    return _record(head, text, e)


def _content_entries(c: Given) -> tuple:
    """``(bytes of content entries, count)`` from a ``content_entries`` tree."""
    records = c.children("entries", [])
    data = b""
    for e in records:
        text = _text_tree(e, "content")
        size = e.number("content_size", default=len(_text_of(e, "content")) + 1)
        data += _record(struct.pack("<3I", 0, e.number("flags", default=0), size), text, e)
    return data + (c.data("padding", b"") or b""), len(records)


def _contents_tree(c: Given, w: Writer) -> bytes:
    compress_type = c.number("compress_type", kaitai.enum_class(SPEC, "CompressType"), default=1)
    entries = c.value("entries", None)
    if isinstance(entries, (bytes, bytearray, str)):
        stored, plain, count = c.data("entries"), None, None
    else:
        source = entries if entries is not None else \
            Given(c.value("inflated", None) or {}, c).value("entries", None) or {}
        plain, count = _content_entries(Given(source, c))
        stored = zlib.compress(plain, w.options.get("zlib_level", ZLIB_LEVEL)) \
            if compress_type == 1 else plain
    head = struct.pack("<IHHIII", c.number("aligned_size", default=0), c.number("flags", default=0),
                       compress_type, c.number("entries_size", default=len(stored)),
                       c.number("uncompressed_entries_size",
                                default=len(plain) if plain is not None else len(stored)),
                       c.number("count", default=count or 0))
    return head + stored + (c.data("padding", b"") or b"")


def _args_tree(a: Given) -> bytes:
    pairs = Given(a.value("pairs", None) or {}, a).children("pairs", [])
    data = b"".join(p.text("name", "") + b"\0" + p.text("value", "") + b"\0" for p in pairs)
    out = struct.pack("<3I", a.number("flags", default=0),
                      a.number("size_in_bytes", default=len(data)),
                      a.number("count", default=len(pairs))) + data
    return out + (a.data("padding", b"") or b"")
