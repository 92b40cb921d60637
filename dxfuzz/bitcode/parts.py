"""Where a container's programs keep their bitcode: DXIL, ILDB and DXC's STAT
parts hold a program header, a bitcode header, then ``len_bitcode`` bytes."""
from __future__ import annotations

from collections.abc import Iterator

#: The parts that can hold a DXIL program (STAT only in DXC's output).
PROGRAM_FOURCCS = ("DXIL", "ILDB", "STAT")


def program_bitcode(part) -> bytes | None:
    """The bitcode of a parsed part (``dxfuzz.parts(obj)``'s items): bytes
    ``8 + ofs_bitcode`` to ``+ len_bitcode`` of the part's data; None for a
    part that holds no program (another fourcc, FXC's STAT statistics, an
    empty bitcode)."""
    from .. import kaitai

    if part.fourcc_text not in PROGRAM_FOURCCS:
        return None
    body = part.body
    if part.fourcc_text == "STAT":
        if not body.is_program:
            return None
        body = body.program
    if not body.len_bitcode or body.bitcode is None:
        return None
    data = kaitai.source_bytes(body.bitcode)
    return bytes(data) if data is not None else None


def programs(obj, nested: bool = True) -> Iterator[tuple[str, bytes]]:
    """``(fourcc, bitcode)`` of every program part of a parsed container, in
    table order, with those of the containers its LIBF parts hold unless
    ``nested`` is False."""
    from ..container import parts

    for part in parts(obj):
        if nested and part.fourcc_text == "LIBF":
            yield from programs(part.body, nested)
            continue
        code = program_bitcode(part)
        if code is not None:
            yield part.fourcc_text, code
