"""Writers for ``ksy/dxcontainer_pdbi.ksy`` (PDBI).

A compressed payload is written as the stored bytes; ``inflated`` (the
decompressed RDAT) is a view of them, and the payload's source when a tree
leaves the stored bytes out.
"""
from __future__ import annotations

import zlib

from . import sized, write
from .. import compression, kaitai
from .buffer import Writer
from .given import Given

# The generated parser inflates with dxfuzz's bounded zlib (dxfuzz/compression.py).
compression.install()

SPEC = "dxcontainer_pdbi"

#: The parts this writer builds from trees.
FOURCCS = ("PDBI",)

#: zlib's level when a tree leaves the payload to be compressed
#: (``options={"zlib_level": N}`` chooses another).
ZLIB_LEVEL = 9


def dxcontainer_pdbi(obj, w: Writer) -> None:
    """PDBI from a parsed object or a tree. Left out of a tree: ``version``
    0, ``compression_type`` zlib (DXC always compresses), the ``payload``
    (the RDAT of ``inflated``'s ``rdat`` tree, built by the RDAT writer and
    compressed at ``options["zlib_level"]``, 9 by default; uncompressed, a
    ``payload`` may be the RDAT's tree itself), both sizes, and ``tail``
    (zeros to a multiple of 4, as DXC pads the part)."""
    p = Given(obj)
    if p.parsed:
        _parsed(obj, w)
        return
    zlib_type = kaitai.enum_class(SPEC, "CompressionType").zlib.value
    compression_type = p.number("compression_type", kaitai.enum_class(SPEC, "CompressionType"),
                                default=zlib_type)
    payload, rdat = p.value("payload", None), None
    if isinstance(payload, (bytes, bytearray, str)):
        stored = p.data("payload")
    else:
        if payload is None:
            inflated = Given(p.value("inflated", None) or {}, p)
            payload = inflated.value("rdat", None)
            if payload is None:
                raise ValueError("the tree gives no 'payload' and no 'inflated' RDAT to build it from")
        inner = Writer(w.options, w.limit)
        write_tree(payload, inner)
        rdat = inner.finish()
        stored = zlib.compress(rdat, w.options.get("zlib_level", ZLIB_LEVEL)) \
            if compression_type == zlib_type else rdat
    start = w.pos
    w.u2(p.number("version", kaitai.enum_class(SPEC, "PdbInfoVersion"), default=0))
    w.u2(compression_type)
    w.u4(p.number("len_payload", default=len(stored)))
    w.u4(p.number("len_uncompressed",
                  default=len(rdat) if rdat is not None else len(stored)))
    w.bytes(stored)
    tail = p.data("tail", None)
    w.bytes(tail if tail is not None else bytes(-(w.pos - start) % 4))


def write_tree(tree, w: Writer) -> None:
    """An RDAT from its tree, by the RDAT writer."""
    from .dxcontainer_rdat import dxcontainer_rdat
    dxcontainer_rdat(tree, w)


def _parsed(obj, w: Writer) -> None:
    w.u2(obj.version)
    w.u2(obj.compression_type)
    w.u4(obj.len_payload)
    w.u4(obj.len_uncompressed)
    payload = obj.payload
    sized(payload, obj.len_payload, w,
          source=payload if isinstance(payload, (bytes, bytearray)) else getattr(obj, "_raw_payload", None))
    w.bytes(obj.tail)
    # inflated: a view of the compressed payload.


def inflated_rdat(obj, w: Writer) -> None:
    """(A view: only for writing a decompressed payload on its own.)"""
    w.bytes(obj.len_check)
    write(obj.rdat, w)
