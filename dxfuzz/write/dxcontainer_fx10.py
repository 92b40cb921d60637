"""Writers for ``ksy/dxcontainer_fx10.ksy`` (placeholder)."""
from __future__ import annotations

from ..writer import Writer


def dxcontainer_fx10(obj, w: Writer) -> None:
    w.bytes(obj.undecoded)
