"""Writers for ``ksy/dxcontainer_hash.ksy`` (HASH), and its messages."""
from __future__ import annotations

from ..errors import explain
from ..writer import Writer

SPEC = "dxcontainer_hash"

# LLVM reads the part with readStruct: shorter than 20 bytes fails so.
explain(SPEC, "DxcontainerHash.flags", "Reading structure out of file bounds")
explain(SPEC, "DxcontainerHash.digest", "Reading structure out of file bounds")


def dxcontainer_hash(obj, w: Writer) -> None:
    w.u4(obj.flags)
    w.bytes(obj.digest)
    w.bytes(obj.tail)
