"""Writers for ``ksy/dxcontainer_ildn.ksy`` (ILDN)."""
from __future__ import annotations

from .buffer import Writer
from .given import Given


#: The parts this writer builds from trees.
FOURCCS = ("ILDN",)


def dxcontainer_ildn(obj, w: Writer) -> None:
    """Left out: ``flags`` 0, ``len_name`` the name's, ``padding`` DXC's
    (a NUL, then zeros to a multiple of 4)."""
    d = Given(obj)
    name = d.text("name", "")
    w.u2(d.number("flags", default=0))
    name_length = d.number("len_name", default=len(name))
    w.u2(name_length)
    w.bytes(name)
    w.bytes(d.data("padding", b"\0" + bytes(-(4 + len(name) + 1) % 4)))
