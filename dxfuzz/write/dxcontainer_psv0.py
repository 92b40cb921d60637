"""Writers for ``ksy/dxcontainer_psv0.ksy`` (placeholder)."""
from __future__ import annotations

from ..writer import Writer


def dxcontainer_psv0(obj, w: Writer) -> None:
    w.bytes(obj.undecoded)
