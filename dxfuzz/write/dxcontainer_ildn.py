"""Writers for ``ksy/dxcontainer_ildn.ksy`` (placeholder)."""
from __future__ import annotations

from ..writer import Writer


def dxcontainer_ildn(obj, w: Writer) -> None:
    w.bytes(obj.undecoded)
