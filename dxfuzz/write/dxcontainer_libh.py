"""Writers for ``ksy/dxcontainer_libh.ksy`` (placeholder)."""
from __future__ import annotations

from ..writer import Writer


def dxcontainer_libh(obj, w: Writer) -> None:
    w.bytes(obj.undecoded)
