"""Writers for ``ksy/dxcontainer_lfs0.ksy``: header, parameter records, names."""
from __future__ import annotations

from ..writer import Writer


def _strz(w: Writer, text) -> None:
    w.bytes(text.encode("latin-1") + b"\0")


def dxcontainer_lfs0(obj, w: Writer) -> None:
    w.u4(obj.parameter_count)
    w.u4(obj.ofs_parameters)
    with w.at(obj.ofs_parameters):
        for p in obj.parameters:
            parameter(p, w)


def parameter(obj, w: Writer) -> None:
    w.u4(obj.ofs_name)
    w.u4(obj.ofs_semantic_name)
    w.u4(obj.var_type)
    w.u4(obj.var_class)
    w.u4(obj.rows)
    w.u4(obj.columns)
    w.u4(obj.interpolation)
    w.u4(obj.flags)
    w.s4(obj.first_in_register)
    w.s4(obj.first_in_component)
    w.s4(obj.first_out_register)
    w.s4(obj.first_out_component)
    with w.at(obj.ofs_name):
        _strz(w, obj.name)
    if obj.ofs_semantic_name != 0:
        with w.at(obj.ofs_semantic_name):
            _strz(w, obj.semantic_name)
