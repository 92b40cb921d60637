"""Writers for ``ksy/dxcontainer_program.ksy`` (placeholder)."""
from __future__ import annotations

from ..writer import Writer


def dxcontainer_program(obj, w: Writer) -> None:
    w.bytes(obj.undecoded)
