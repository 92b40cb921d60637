"""The signatures (ISGN, OSGN, PCSG, OSG5, ISG1, OSG1, PSG1) against the
listing's input, output and patch-constant tables."""
from __future__ import annotations

import re

from ..listing import enum_name, mark_read as _read
from .sections import _body, _mask, _mask_text, parse_table


_SIG_ROW = re.compile(r"^ (?P<name>\S+)\s+(?P<index>\d+)\s+(?P<mask>[xyzw][xyzw ]*?)\s+"
                      r"(?P<register>\d+)\s+(?P<sv>\S+)\s+(?P<format>\S+)(?P<used>[xyzw ]*)$")
#: An element without a register (SV_Depth*, SV_Coverage, SV_StencilRef, a
#: GS's SV_PrimitiveID): the mask column says N/A, the register column
#: names the special register, the used column says YES or NO.
_SIG_ROW_NA = re.compile(r"^ (?P<name>\S+)\s+(?P<index>\d+)\s+N/A\s+(?P<register>\S+)\s+"
                         r"(?P<sv>\S+)\s+(?P<format>\S+)\s+(?P<used>YES|NO)\s*$")
#: The register column of an element without a register, by system value.
_SPECIAL_REGISTER = {"DEPTH": "oDepth", "DEPTHGE": "oDepthGE", "DEPTHLE": "oDepthLE",
                     "COVERAGE": "oMask", "STENCILREF": "oStencilRef", "PRIMID": "primID",
                     "INNERCOV": "vInnerCoverage"}
_SV_TEXT = {
    "undefined": "NONE", "position": "POS", "clip_distance": "CLIPDST", "cull_distance": "CULLDST",
    "render_target_array_index": "RTINDEX", "viewport_array_index": "VPINDEX",
    "vertex_id": "VERTID", "primitive_id": "PRIMID", "instance_id": "INSTID",
    "is_front_face": "FFACE", "sample_index": "SAMPLE",
    "final_quad_edge_tessfactor": "QUADEDGE", "final_quad_inside_tessfactor": "QUADINT",
    "final_tri_edge_tessfactor": "TRIEDGE", "final_tri_inside_tessfactor": "TRIINT",
    "final_line_detail_tessfactor": "LINEDET", "final_line_density_tessfactor": "LINEDEN",
    "barycentrics": "BARYCEN", "shadingrate": "SHDINGRATE", "cullprimitive": "CULLPRIM",
    "target": "TARGET", "depth": "DEPTH", "coverage": "COVERAGE",
    "depth_greater_equal": "DEPTHGE", "depth_less_equal": "DEPTHLE", "stencil_ref": "STENCILREF",
    "inner_coverage": "INNERCOV",
}
#: Pixel-shader outputs that FXC stores with system value 0 but prints by name.
_SV_BY_NAME = {
    "sv_target": "TARGET", "sv_depth": "DEPTH", "sv_coverage": "COVERAGE",
    "sv_depthgreaterequal": "DEPTHGE", "sv_depthlessequal": "DEPTHLE", "sv_stencilref": "STENCILREF",
    "sv_innercoverage": "INNERCOV",
}
_FORMAT_TEXT = {"uint32": "uint", "sint32": "int", "float32": "float", "unknown": "unknown"}
_MIN_PRECISION_TEXT = {"float16": "min16f", "float2_8": "min2_8f", "sint16": "min16i",
                       "uint16": "min16u", "any16": "any16", "any10": "any10"}


def signature_rows(sig, output: bool):
    """The rows of FXC's signature table for a decoded signature part. When
    some element of a geometry shader's output is on a stream other than 0,
    FXC prefixes every name with ``m<stream>:``."""
    rows = []
    streams = any(getattr(e, "stream", 0) for e in sig.elements)
    for e in sig.elements:
        sv = _SV_TEXT.get(enum_name(e.system_value), enum_name(e.system_value))
        if sv == "NONE" and e.semantic_name.lower() in _SV_BY_NAME:
            sv = _SV_BY_NAME[e.semantic_name.lower()]
        fmt = _FORMAT_TEXT.get(enum_name(e.component_type), enum_name(e.component_type))
        mp = getattr(e, "min_precision", None)
        if mp is not None and enum_name(mp) in _MIN_PRECISION_TEXT:
            fmt = _MIN_PRECISION_TEXT[enum_name(mp)]
        used = ((e.mask & ~e.rw_mask) if output else e.rw_mask) & 0xF
        name = (f"m{e.stream}:" if streams else "") + e.semantic_name
        if e.register == 0xFFFFFFFF:
            rows.append({"name": name, "index": str(e.semantic_index), "mask": "N/A",
                         "register": _SPECIAL_REGISTER.get(sv, "?"), "sv": sv, "format": fmt,
                         "used": "YES" if used else "NO"})
            continue
        rows.append({"name": name, "index": str(e.semantic_index),
                     "mask": _mask_text(e.mask), "register": str(e.register),
                     "sv": sv, "format": fmt, "used": _mask_text(used)})
    return rows


def compare_signature(d, table, sig, lines, output):
    if sig is None or not hasattr(sig, "elements"):
        return
    ours = signature_rows(sig, output)
    _, rows = parse_table(lines) if lines is not None else ("", [])
    theirs = []
    for r in rows:
        if r.strip() in ("no Input", "no Output", "no Patch Constant"):
            continue
        m = _SIG_ROW.match(r)
        if m:
            g = m.groupdict()
            theirs.append({"name": g["name"], "index": g["index"], "mask": _mask_text(_mask(g["mask"])),
                           "register": g["register"], "sv": g["sv"], "format": g["format"],
                           "used": _mask_text(_mask(g["used"]))})
            continue
        m = _SIG_ROW_NA.match(r)
        if m:
            theirs.append(dict(m.groupdict(), mask="N/A"))
            continue
        d.note(table, r.strip(), "row not understood")
    if len(ours) != len(theirs):
        d.field(table, "-", "row count", len(ours), len(theirs))
    for a, b in zip(ours, theirs):
        row = f"{b['name']}{b['index']}"
        for c in ("name", "index", "mask", "register", "sv", "format", "used"):
            d.field(table, row, c, a[c], b[c])


def parse_tables(lines):
    """Every dashed table of a section: ``[(header, rows)]``."""
    out, i, n = [], 0, len(lines)
    while i < n:
        text = _body(lines[i])
        if re.match(r"^ -+( -+)*\s*$", text) and i:
            header, rows = _body(lines[i - 1]), []
            _read(lines[i - 1], lines[i])
            i += 1
            while i < n and _body(lines[i]).strip() and lines[i].startswith("//"):
                _read(lines[i])
                rows.append(_body(lines[i]))
                i += 1
            out.append((header, rows))
            continue
        i += 1
    return out
