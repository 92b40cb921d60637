"""Writers for ``ksy/dxcontainer_libh.ksy``: header, function table, names."""
from __future__ import annotations

from ..writer import Writer


def _strz(w: Writer, text) -> None:
    w.bytes(text.encode("latin-1") + b"\0")


def dxcontainer_libh(obj, w: Writer) -> None:
    w.u4(obj.version)
    w.u4(obj.ofs_creator)
    w.u4(obj.flags)
    w.u4(obj.function_count)
    w.u4(obj.ofs_functions)
    with w.at(obj.ofs_creator):
        _strz(w, obj.creator)
    with w.at(obj.ofs_functions):
        for f in obj.functions:
            function(f, w)


def function(obj, w: Writer) -> None:
    w.u4(obj.level9_shaders)
    w.u4(obj.ofs_name)
    with w.at(obj.ofs_name):
        _strz(w, obj.name)
