"""Bounded zlib inflation for the specs' ``process: zlib`` fields.

The SRCI (source contents) and PDBI (PDB info) specs decompress zlib data
with Kaitai's ``process: zlib``, which the generated Python modules run as
``zlib.decompress(data)``: unbounded, so a few kilobytes of crafted input
could inflate to gigabytes (deflate can reach about 1032:1). dxfuzz gives
those modules :data:`BOUNDED` as their ``zlib`` instead (:func:`install`,
run when dxfuzz is imported): it inflates at most :data:`MAX_RATIO` times the
compressed size (plus :data:`SLACK` bytes) and raises ``zlib.error`` -
which dxfuzz reports as a :class:`~dxfuzz.ParseError` - for more, for a
truncated stream and for bad data. The specs also refuse a *declared*
uncompressed size above the same bound before inflating anything.

Real HLSL sources compress 3 to 10 times; 128 leaves room for very
repetitive text while keeping memory within dxfuzz's bound of 1 KiB per
input byte (a decoded part holds its inflated data about five times over:
the inflated bytes, the sub-part copies Kaitai keeps, the strings). The
JavaScript build (the Web IDE) uses the runtime's own inflate, unbounded.
"""
from __future__ import annotations

import zlib

#: Most bytes inflated per compressed byte (the specs' declared-size bound too).
MAX_RATIO = 128
#: Bytes always allowed on top, for tiny streams.
SLACK = 4096
#: Generated modules whose ``zlib`` is replaced.
SPECS = ("dxcontainer_srci", "dxcontainer_pdbi")


def limit(compressed_size: int) -> int:
    """Most bytes :func:`inflate` returns for ``compressed_size`` bytes."""
    return MAX_RATIO * compressed_size + SLACK


def inflate(data) -> bytes:
    """``zlib.decompress(data)``, refusing output beyond :func:`limit`."""
    data = bytes(data)
    d = zlib.decompressobj()
    cap = limit(len(data))
    out = d.decompress(data, cap + 1)
    if len(out) > cap or (d.unconsumed_tail and not d.eof):
        raise zlib.error(f"zlib data inflates to more than {MAX_RATIO} times its "
                         f"{len(data)} bytes (refused as a decompression bomb)")
    out += d.flush()
    if not d.eof:
        raise zlib.error("incomplete or truncated zlib stream")
    if len(out) > cap:
        raise zlib.error(f"zlib data inflates to more than {MAX_RATIO} times its "
                         f"{len(data)} bytes (refused as a decompression bomb)")
    return out


class _BoundedZlib:
    """What the generated modules see as ``zlib``."""

    error = zlib.error
    decompress = staticmethod(inflate)


BOUNDED = _BoundedZlib


def install() -> None:
    """Make the generated SRCI and PDBI parsers inflate with :func:`inflate`."""
    from . import kaitai
    for spec in SPECS:
        kaitai.module(spec).zlib = BOUNDED
