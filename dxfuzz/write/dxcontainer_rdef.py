"""Writers for ``ksy/dxcontainer_rdef.ksy`` (placeholder)."""
from __future__ import annotations

from ..writer import Writer


def dxcontainer_rdef(obj, w: Writer) -> None:
    w.bytes(obj.undecoded)
