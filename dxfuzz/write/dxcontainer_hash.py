"""Writers for ``ksy/dxcontainer_hash.ksy`` (placeholder)."""
from __future__ import annotations

from ..writer import Writer


def dxcontainer_hash(obj, w: Writer) -> None:
    w.bytes(obj.undecoded)
