"""Writers for ``ksy/dxcontainer_pdbi.ksy`` (placeholder)."""
from __future__ import annotations

from ..writer import Writer


def dxcontainer_pdbi(obj, w: Writer) -> None:
    w.bytes(obj.undecoded)
