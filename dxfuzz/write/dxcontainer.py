"""Writers for ``ksy/dxcontainer.ksy``: header, part offset table, parts."""
from __future__ import annotations

from . import sized
from .buffer import Writer
from .given import Given


def dxcontainer(obj, w: Writer) -> None:
    c = Given(obj)
    w.bytes(c.data("magic"))
    w.bytes(c.data("digest"))
    w.u2(c.number("major_version"))
    w.u2(c.number("minor_version"))
    w.u4(c.number("len_file"))
    w.u4(c.number("num_parts"))
    for entry in obj.part_table:
        part_entry(entry, w)


def part_entry(obj, w: Writer) -> None:
    ofs_part = Given(obj).number("ofs_part")
    w.u4(ofs_part)
    with w.at(ofs_part):
        part(obj.part, w)


def part(obj, w: Writer) -> None:
    p = Given(obj)
    w.u4(p.number("fourcc"))
    size = p.number("len_body")
    w.u4(size)
    # fourcc_text is the same four bytes as fourcc: nothing more to write.
    with w.at(obj._parent.ofs_part + 8):
        body = obj.body
        source = body if isinstance(body, (bytes, bytearray)) else getattr(obj, "_raw__m_body", None)
        sized(body, size, w, source=source)


def program_locator(obj, w: Writer) -> None:
    """Nothing to write: the locator only re-reads the container's part
    offset table and part headers, which the container's writer writes."""


def part_probe(obj, w: Writer) -> None:
    """Nothing to write (see :func:`program_locator`)."""
