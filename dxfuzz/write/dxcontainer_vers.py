"""Writers for ``ksy/dxcontainer_vers.ksy`` (VERS)."""
from __future__ import annotations

from . import sized
from .buffer import Writer
from .given import Given


#: The parts this writer builds from trees.
FOURCCS = ("VERS",)


def dxcontainer_vers(obj, w: Writer) -> None:
    """Left out: the numbers 0, ``len_string_list`` the list's (both
    strings with their NULs), ``padding`` zeros to a multiple of 4."""
    v = Given(obj)
    w.u2(v.number("major", default=0))
    w.u2(v.number("minor", default=0))
    w.u4(v.number("version_flags", default=0))
    w.u4(v.number("num_commits", default=0))
    strings = v.value("string_list", {})
    if v.parsed:
        size = v.number("len_string_list")
        w.u4(size)
        sized(obj.string_list, size, w, source=getattr(obj, "_raw_string_list", None))
    else:
        inner = Writer(w.options, w.limit)
        string_list(strings, inner)
        listed = inner.finish()
        string_list_size = v.number("len_string_list", default=len(listed))
        w.u4(string_list_size)
        w.bytes(listed)
    w.bytes(v.data("padding", bytes(-w.pos % 4)))


def string_list(obj, w: Writer) -> None:
    """The two strings, each with its NUL, and ``extra``. A string read to
    the end of a parsed list without finding its NUL is written back
    without one: the NUL is written only where the list has room."""
    strings = Given(obj)
    size = obj._io.size() if strings.parsed else None
    for name in ("commit_hash", "version_string"):
        w.bytes(strings.text(name, ""))
        if size is None or w.pos < size:
            w.u1(0)
    w.bytes(strings.data("extra", b""))
