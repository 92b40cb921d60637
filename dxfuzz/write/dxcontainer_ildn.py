"""Writers for ``ksy/dxcontainer_ildn.ksy`` (ILDN)."""
from __future__ import annotations

from ..writer import Writer


def dxcontainer_ildn(obj, w: Writer) -> None:
    w.u2(obj.flags)
    w.u2(obj.name_length)
    w.bytes(obj.name.encode("latin-1"))
    w.bytes(obj.padding)
