"""Writers for ``ksy/dxcontainer_pdbi.ksy`` (PDBI), and its messages.

A compressed payload is written as the stored bytes; ``inflated`` (the
decompressed RDAT) is a view of them and is not written.
"""
from __future__ import annotations

from . import sized, write
from .. import compression
from ..errors import explain
from ..writer import Writer

# The generated parser inflates with dxfuzz's bounded zlib (dxfuzz/compression.py).
compression.install()

SPEC = "dxcontainer_pdbi"

explain(SPEC, "/seq/3",
        "PDBI declared uncompressed size is more than 128 times the compressed size (+4096) or 256 MiB "
        "(refused as a decompression bomb)")
explain(SPEC, "/types/inflated_rdat/seq/0",
        "PDBI decompressed payload does not have the declared uncompressed size")
explain(SPEC, "DxcontainerPdbi.inflated", "PDBI compressed payload cannot be inflated")
explain(SPEC, "DxcontainerPdbi.payload", "PDBI payload runs past the end of the part")


def dxcontainer_pdbi(obj, w: Writer) -> None:
    w.u2(obj.version)
    w.u2(obj.compression_type)
    w.u4(obj.size_in_bytes)
    w.u4(obj.uncompressed_size_in_bytes)
    payload = obj.payload
    sized(payload, obj.size_in_bytes, w,
          source=payload if isinstance(payload, (bytes, bytearray)) else getattr(obj, "_raw_payload", None))
    w.bytes(obj.tail)
    # inflated: a view of the compressed payload.


def inflated_rdat(obj, w: Writer) -> None:
    """(A view: only for writing a decompressed payload on its own.)"""
    w.bytes(obj.size_check)
    write(obj.rdat, w)
