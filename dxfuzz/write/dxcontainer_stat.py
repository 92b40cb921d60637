"""Writers for ``ksy/dxcontainer_stat.ksy`` (placeholder)."""
from __future__ import annotations

from ..writer import Writer


def dxcontainer_stat(obj, w: Writer) -> None:
    w.bytes(obj.undecoded)
