"""Writers for ``ksy/dxcontainer_vers.ksy`` (VERS)."""
from __future__ import annotations

from . import sized
from ..writer import Writer


def dxcontainer_vers(obj, w: Writer) -> None:
    w.u2(obj.major)
    w.u2(obj.minor)
    w.u4(obj.version_flags)
    w.u4(obj.commit_count)
    w.u4(obj.string_list_size)
    sized(obj.string_list, obj.string_list_size, w, source=getattr(obj, "_raw_string_list", None))
    w.bytes(obj.padding)


def string_list(obj, w: Writer) -> None:
    # A strz read to the end of the list without finding its NUL is written
    # back without one: the NUL is written only where the list has room.
    size = obj._io.size()
    for text in (obj.commit_hash, obj.version_string):
        w.bytes(text.encode("latin-1"))
        if w.pos < size:
            w.u1(0)
    w.bytes(obj.extra)
