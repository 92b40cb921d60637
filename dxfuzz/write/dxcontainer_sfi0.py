"""Writers for ``ksy/dxcontainer_sfi0.ksy`` (placeholder)."""
from __future__ import annotations

from ..writer import Writer


def dxcontainer_sfi0(obj, w: Writer) -> None:
    w.bytes(obj.undecoded)
