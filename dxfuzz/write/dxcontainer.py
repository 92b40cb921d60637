"""Writers for ``ksy/dxcontainer.ksy``: header, part offset table, parts."""
from __future__ import annotations

from . import sized
from ..writer import Writer


def dxcontainer(obj, w: Writer) -> None:
    w.bytes(obj.magic)
    w.bytes(obj.digest)
    w.u2(obj.major_version)
    w.u2(obj.minor_version)
    w.u4(obj.file_size)
    w.u4(obj.part_count)
    for entry in obj.part_offsets:
        part_offset(entry, w)


def part_offset(obj, w: Writer) -> None:
    w.u4(obj.ofs_part)
    with w.at(obj.ofs_part):
        part(obj.part, w)


def part(obj, w: Writer) -> None:
    w.u4(obj.fourcc)
    w.u4(obj.size)
    # fourcc_text is the same four bytes as fourcc: nothing more to write.
    with w.at(obj._parent.ofs_part + 8):
        body = obj.body
        source = body if isinstance(body, (bytes, bytearray)) else getattr(obj, "_raw__m_body", None)
        sized(body, obj.size, w, source=source)
