"""Writers for ``ksy/dxcontainer_signature.ksy`` (placeholder)."""
from __future__ import annotations

from ..writer import Writer


def dxcontainer_signature(obj, w: Writer) -> None:
    w.bytes(obj.undecoded)
