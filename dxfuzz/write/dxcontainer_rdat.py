"""Writers for ``ksy/dxcontainer_rdat.ksy`` (placeholder)."""
from __future__ import annotations

from ..writer import Writer


def dxcontainer_rdat(obj, w: Writer) -> None:
    w.bytes(obj.undecoded)
