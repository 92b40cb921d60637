"""Writers for ``ksy/dxcontainer_level9.ksy`` (placeholder)."""
from __future__ import annotations

from ..writer import Writer


def dxcontainer_level9(obj, w: Writer) -> None:
    w.bytes(obj.undecoded)
