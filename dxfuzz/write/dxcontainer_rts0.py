"""Writers for ``ksy/dxcontainer_rts0.ksy`` (placeholder)."""
from __future__ import annotations

from ..writer import Writer


def dxcontainer_rts0(obj, w: Writer) -> None:
    w.bytes(obj.undecoded)
