"""Writers for ``ksy/dxcontainer_shader.ksy`` (placeholder)."""
from __future__ import annotations

from ..writer import Writer


def dxcontainer_shader(obj, w: Writer) -> None:
    w.bytes(obj.undecoded)
