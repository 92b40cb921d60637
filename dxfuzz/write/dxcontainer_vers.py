"""Writers for ``ksy/dxcontainer_vers.ksy`` (placeholder)."""
from __future__ import annotations

from ..writer import Writer


def dxcontainer_vers(obj, w: Writer) -> None:
    w.bytes(obj.undecoded)
