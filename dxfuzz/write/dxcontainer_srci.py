"""Writers for ``ksy/dxcontainer_srci.ksy`` (SRCI source info), and its messages.

Compressed contents are written as the stored bytes (``entries``); the
decompressed ``inflated`` entries are a view of them and are not written.
"""
from __future__ import annotations

from . import sized, write
from .. import compression
from ..errors import explain
from ..writer import Writer

# The generated parser inflates with dxfuzz's bounded zlib (dxfuzz/compression.py).
compression.install()

SPEC = "dxcontainer_srci"

explain(SPEC, "/seq/0", "SRCI aligned size smaller than its 8-byte header")
explain(SPEC, "/types/section/seq/0", "SRCI section aligned size smaller than its 8-byte header")
explain(SPEC, "/types/name_entry/seq/0", "SRCI source name entry smaller than its 16-byte header")
explain(SPEC, "/types/content_entry/seq/0", "SRCI source content entry smaller than its 12-byte header")
explain(SPEC, "/types/sized_text/seq/1", "SRCI source name or content is not NUL-terminated")
explain(SPEC, "/types/source_contents/seq/4",
        "SRCI declared uncompressed size is more than 128 times the compressed size (+4096) or 256 MiB "
        "(refused as a decompression bomb)")
explain(SPEC, "/types/inflated_contents/seq/0",
        "SRCI decompressed contents do not have the declared uncompressed size")
explain(SPEC, "DxcontainerSrci.body", "SRCI aligned size is larger than the part")
explain(SPEC, "DxcontainerSrci.SourceContents.inflated", "SRCI compressed contents cannot be inflated")


def _has(obj, name: str) -> bool:
    return name in vars(obj)


def _sized_field(obj, name: str, size: int, w: Writer) -> None:
    """A ``size:``-bounded field, written by what it holds."""
    value = getattr(obj, name)
    raw = value if isinstance(value, (bytes, bytearray)) else getattr(obj, f"_raw_{name}", None)
    sized(value, size, w, source=raw)


def dxcontainer_srci(obj, w: Writer) -> None:
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
