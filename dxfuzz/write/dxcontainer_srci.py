"""Writers for ``ksy/dxcontainer_srci.ksy`` (placeholder)."""
from __future__ import annotations

from ..writer import Writer


def dxcontainer_srci(obj, w: Writer) -> None:
    w.bytes(obj.undecoded)
