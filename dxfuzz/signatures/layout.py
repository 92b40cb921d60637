"""A signature's records laid out from its elements alone, as DXC lays them
out: packed by DXC's packer, one record per row, in DXC's order.

A tree that names its ``signature_point`` (DXC's SigPointKind: ``VSIn``,
``PSIn``, ``PCOut``...) may give each element its semantic name and index,
system value, component type, ``rows`` (default 1), ``cols`` (default 4)
and ``interpolation_mode`` (default DXC's: linear for floats and constant
for integers where the point interpolates, none elsewhere) and leave out
``register`` and ``mask``.
"""
from __future__ import annotations

from typing import Dict, List

from .. import kaitai
from ..write.given import Given
from .packer import PACKING_KIND, PackElement, pack, REGISTERS
from .semantics import interpretation, NAME_KIND, SYSTEM_VALUE_KIND, type_interpolation

_SPEC = "dxcontainer_signature"
#: Component types (as the parts write them): native 16-bit, 64-bit, integers.
_BITS16, _BITS64 = {4, 5, 6}, {7, 8, 9}
#: An interpolation mode -> its no-perspective form (DXC's for SV_Position).
_NOPERSPECTIVE = {2: 4, 3: 5, 6: 7}
UNPLACED = 0xFFFFFFFF
#: D3D_NAME of an isoline's tessellation factors.
_LINE_DETAIL, _LINE_DENSITY = 15, 16


def needs_layout(sig: Given) -> bool:
    """True when a tree names its signature point and leaves an element's
    register out: its records are then laid out here."""
    if sig.parsed or not sig.has("signature_point"):
        return False
    return any(not e.has("register") for e in sig.children("elements", []))


def lay_out(sig: Given) -> List[dict]:
    """The records (element trees with registers and masks) of a signature
    tree's elements, placed as DXC places them; ValueError naming the
    element that does not fit, as DXC gives up on it."""
    point = sig.value("signature_point")
    if point not in PACKING_KIND:
        raise ValueError(f"signature_point {point!r} is not one of {', '.join(PACKING_KIND)}")
    sv_enum = kaitai.enum_class(_SPEC, "D3dName")
    type_enum = kaitai.enum_class(_SPEC, "ComponentType")
    elements = sig.children("elements", [])
    packed, trees = [], []
    for e in elements:
        name = e.text("semantic_name", "").decode("latin-1")
        sv = e.number("system_value", sv_enum, default=0)
        kind = SYSTEM_VALUE_KIND.get(sv, "Invalid")
        if sv == 0 and name.lower() in NAME_KIND:
            kind = NAME_KIND[name.lower()]
        how, why = interpretation(kind, point, (6, 8))
        if how is None or how == "notinsig":
            raise ValueError(f"{name}: {why or 'read through an intrinsic, never a signature element'}")
        ctype = e.number("component_type", type_enum, default=3)
        mode = e.number("interpolation_mode", default=_default_mode(point, kind, ctype))
        width = 0 if ctype in _BITS64 else 16 if ctype in _BITS16 else 32
        rows, cols = e.number("rows", default=1), e.number("cols", default=4)
        if not (1 <= rows <= REGISTERS and 1 <= cols <= 4):
            raise ValueError(f"{name}: {rows} rows x {cols} columns; an element has 1-{REGISTERS} rows "
                             "and 1-4 columns")
        packed.append(PackElement(how, rows, cols, mode, width, e.number("semantic_index", default=0),
                                  e.number("stream", default=0)))
        trees.append((e, name, sv, ctype))
    pack(point, packed)
    records: list = []
    order: Dict[str, int] = {}
    for (e, name, sv, ctype), p in zip(trees, packed):
        if p.row is None and p.interpretation not in ("notpacked", "shadow"):
            raise ValueError(f"{name}{p.semantic_index}: no room for {p.rows} x {p.cols} at {point} "
                             "(DXC: failed to allocate all signature elements in available space)")
        rank = order.setdefault(name, len(order))
        for i in range(p.rows):
            record = {k: v for k, v in (e.source.items() if isinstance(e.source, dict) else ())
                      if k not in ("rows", "cols", "interpolation_mode")}
            # An isoline's SV_TessFactor[2]: density first, then detail (DXC's writer).
            row_sv = _LINE_DETAIL if sv == _LINE_DENSITY and i else sv
            record.update(semantic_name=name, semantic_index=p.semantic_index + i, system_value=row_sv,
                          component_type=ctype,
                          register=UNPLACED if p.row is None else p.row + i,
                          mask=((1 << p.cols) - 1) << (p.col or 0) & 0xF)
            records.append((p.stream, record["register"], rank, len(records), record))
    return [r[-1] for r in sorted(records, key=lambda r: r[:4])]


def _default_mode(point: str, kind: str, ctype: int) -> int:
    """DXC's interpolation mode for an element that names none."""
    if point == "MSPOut":
        return 1
    if PACKING_KIND[point] != "vertex":
        return 0
    mode = type_interpolation(ctype)
    return _NOPERSPECTIVE.get(mode, mode) if kind == "Position" else mode
