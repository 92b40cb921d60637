"""Writers for ``ksy/dxcontainer_lfs0.ksy``: header, parameter records, names."""
from __future__ import annotations

from .. import kaitai
from .buffer import Writer
from .given import Given
from .heap import Heap, string_offset, write_string

#: The parts this writer builds from trees.
FOURCCS = ("LFS0",)

#: A parameter record's size, and FXC's fill after the names.
PARAMETER_SIZE, FILL = 48, 0xAB


def dxcontainer_lfs0(obj, w: Writer) -> None:
    """LFS0 from a parsed object or a tree. Left out, as FXC lays it out: the
    count, the table after the header, each name's and semantic's offset
    (after the table, each text once; a parameter without
    ``semantic_name`` has offset 0), the names padded with 0xAB to 4."""
    r = Given(obj)
    params = r.children("parameters", [])
    heap = None if r.parsed else Heap(8)
    if heap is not None:
        heap.after(_given_end(r, params))
    ofs_parameters = r.number("ofs_parameters") if r.has("ofs_parameters") else \
        heap.place(PARAMETER_SIZE * len(params))
    w.u4(r.number("num_parameters", default=len(params)))
    w.u4(ofs_parameters)
    with w.at(ofs_parameters):
        for p in params:
            parameter(p, w, heap)
    if heap is not None:
        w.fill(FILL, heap.place(0))


def _given_end(r: Given, params) -> int:
    end = r.number("ofs_parameters", default=0) + PARAMETER_SIZE * len(params) \
        if r.has("ofs_parameters") else 0
    for p in params:
        for ofs, name in (("ofs_name", "name"), ("ofs_semantic_name", "semantic_name")):
            if p.has(ofs) and p.has(name):
                end = max(end, p.number(ofs) + len(p.text(name)) + 1)
    return end


def _enum(spec: str, name: str):
    return kaitai.enum_class(spec, name)


def parameter(obj, w: Writer, heap=None) -> None:
    p = Given(obj)
    ofs_name = string_offset(p, heap)
    if p.has("ofs_semantic_name") or heap is None:
        ofs_semantic = p.number("ofs_semantic_name")
    else:
        ofs_semantic = heap.string(p.value("semantic_name")) if p.has("semantic_name") else 0
    w.u4(ofs_name)
    w.u4(ofs_semantic)
    w.u4(p.number("var_type", _enum("dxcontainer_rdef", "ShaderVariableType"), default=0))
    w.u4(p.number("var_class", _enum("dxcontainer_rdef", "ShaderVariableClass"), default=0))
    w.u4(p.number("rows", default=1))
    w.u4(p.number("columns", default=1))
    w.u4(p.number("interpolation", _enum("dxcontainer_lfs0", "InterpolationMode"), default=0))
    w.u4(p.number("flags", default=0))
    for name in ("first_in_register", "first_in_component", "first_out_register",
                 "first_out_component"):
        w.s4(p.number(name, default=-1))
    write_string(p, w, ofs_name)
    if ofs_semantic != 0:
        write_string(p, w, ofs_semantic, "semantic_name")
