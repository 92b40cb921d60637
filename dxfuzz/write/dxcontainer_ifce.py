"""Writers for ``ksy/dxcontainer_ifce.ksy`` (placeholder)."""
from __future__ import annotations

from ..writer import Writer


def dxcontainer_ifce(obj, w: Writer) -> None:
    w.bytes(obj.undecoded)
