"""Writers for ``ksy/dxcontainer_hash.ksy`` (HASH)."""
from __future__ import annotations

from .buffer import Writer
from .given import Given

SPEC = "dxcontainer_hash"


#: The parts this writer builds from trees.
FOURCCS = ("HASH",)


def dxcontainer_hash(obj, w: Writer) -> None:
    """Left out: ``flags`` 0, ``digest`` 16 zero bytes, ``tail`` none."""
    h = Given(obj)
    w.u4(h.number("flags", default=0))
    w.bytes(h.data("digest", bytes(16)))
    w.bytes(h.data("tail", b""))
