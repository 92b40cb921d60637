"""The signatures' rules: semantics for the stage, and the signatures against PSV0."""
from __future__ import annotations

import struct
from enum import Enum

from .. import kaitai
from ..errors import INPUT_ERRORS
from .context import (Context, enum_value, FAIL, NotApplicable, PartInfo, PASS, program_header, rule,
                      SIGNATURE_KIND, Skip, spec_body, WARN)


#: The program's shader kind (DXIL's numbering, which the token programs share), in words.
STAGES = {m.value: m.name.replace("_", " ")
          for m in kaitai.enum_class("dxcontainer_program", "ShaderKind") if m.name != "invalid"}


def shader_stage(ctx: Context):
    """``(kind, major, minor)`` of the shader: the DXIL program header's kind and
    shader model, or the SHDR/SHEX version token; Skip if neither is there."""
    for fourcc in ("DXIL", "SHEX", "SHDR"):
        p = ctx.first(fourcc)
        if p is None or p.size is None or p.size < 4 or p.end > len(ctx.data):
            continue
        if fourcc == "DXIL":
            try:
                _, kind, smaj, smin, _, _ = program_header(ctx)
                return kind, smaj, smin
            except Skip:
                pass
        # The first u32 of a program part is its version token: bits 0-3 minor,
        # 4-7 major, 16-31 the program type (the same numbering as DXIL's kinds).
        token = struct.unpack_from("<I", ctx.data, p.data_offset)[0]
        return (token >> 16) & 0xFFFF, (token >> 4) & 0xF, token & 0xF
    raise NotApplicable("no DXIL, SHEX or SHDR part to tell the shader stage")


# Semantic kinds (DXIL::SemanticKind), system values (D3D_NAME) and SV_ names.
def _dxc_spelling(name: str) -> str:
    """DXC's name of a semantic kind from the spec's (``gs_instance_id`` -> ``GSInstanceID``)."""
    return "".join(w.upper() if w in ("id", "gs") else w.capitalize() for w in name.split("_"))


#: DXC's semantic kind names, by value.
SEMANTIC_KINDS = [_dxc_spelling(m.name) for m in
                  sorted(kaitai.enum_class("dxcontainer_psv0", "SemanticKind"), key=lambda m: m.value)]

#: D3D_NAME -> semantic kind.
SYSTEM_VALUE_KIND = {
    0: "Arbitrary", 1: "Position", 2: "ClipDistance", 3: "CullDistance",
    4: "RenderTargetArrayIndex", 5: "ViewportArrayIndex", 6: "VertexID", 7: "PrimitiveID",
    8: "InstanceID", 9: "IsFrontFace", 10: "SampleIndex", 11: "TessFactor",
    12: "InsideTessFactor", 13: "TessFactor", 14: "InsideTessFactor", 15: "TessFactor",
    16: "TessFactor", 23: "Barycentrics", 24: "ShadingRate", 25: "CullPrimitive",
    64: "Target", 65: "Depth", 66: "Coverage", 67: "DepthGreaterEqual",
    68: "DepthLessEqual", 69: "StencilRef", 70: "InnerCoverage",
}

#: SV_ name (lower case) -> semantic kind.
NAME_KIND = {f"sv_{k.lower()}": k for k in SEMANTIC_KINDS if k != "Arbitrary"}
NAME_KIND["sv_baseventexlocation"] = "StartVertexLocation"

# Where a semantic may appear. Signature points (DXC's SigPointKind) that have
# a signature: (stage, signature) -> point.
SIG_POINT = {
    (1, "input"): "VSIn", (1, "output"): "VSOut",
    (3, "input"): "HSCPIn", (3, "output"): "HSCPOut", (3, "patch"): "PCOut",
    (4, "input"): "DSCPIn", (4, "output"): "DSOut", (4, "patch"): "DSIn",
    (2, "input"): "GSVIn", (2, "output"): "GSOut",
    (0, "input"): "PSIn", (0, "output"): "PSOut",
    (13, "output"): "MSOut", (13, "patch"): "MSPOut",
}
POINT_TEXT = {
    "VSIn": "a vertex-shader input", "VSOut": "a vertex-shader output",
    "HSCPIn": "a hull-shader control-point input", "HSCPOut": "a hull-shader control-point output",
    "PCOut": "a hull-shader patch-constant output", "DSIn": "a domain-shader patch-constant input",
    "DSCPIn": "a domain-shader control-point input", "DSOut": "a domain-shader output",
    "GSVIn": "a geometry-shader vertex input", "GSIn": "a geometry-shader input",
    "GSOut": "a geometry-shader output", "PSIn": "a pixel-shader input",
    "PSOut": "a pixel-shader output", "MSOut": "a mesh-shader vertex output",
    "MSPOut": "a mesh-shader primitive output",
}

# How each semantic is interpreted at each point, from the semantic-kind x
# signature-point table of the DXIL specification (DXC's DxilSigPoint.inl),
# restricted to the points that have a signature, plus GSIn for the
# PrimitiveID a geometry shader reads. Missing = not allowed there (NA).
#   sv/sgv/clipcull/target/tess/notpacked/shadow: a system value, legal here;
#   arb: treated as an ordinary semantic here (it must not carry a system value);
#   notinsig: legal in the shader but never in a signature.
# A (major, minor) after the kind is the first shader model that allows it.
_T = {
    "Arbitrary": {p: ("arb",) for p in ("VSIn", "VSOut", "HSCPIn", "HSCPOut", "PCOut", "DSIn",
                                         "DSCPIn", "DSOut", "GSVIn", "GSOut", "PSIn", "MSOut",
                                         "MSPOut")},
    "VertexID": {"VSIn": ("sv",)},
    "InstanceID": {"VSIn": ("sv",), "VSOut": ("arb",), "HSCPIn": ("arb",), "HSCPOut": ("arb",),
                   "DSCPIn": ("arb",), "DSOut": ("arb",), "GSVIn": ("arb",), "GSOut": ("arb",),
                   "PSIn": ("arb",)},
    "Position": {"VSIn": ("arb",), "VSOut": ("sv",), "HSCPIn": ("sv",), "HSCPOut": ("sv",),
                 "PCOut": ("arb",), "DSIn": ("arb",), "DSCPIn": ("sv",), "DSOut": ("sv",),
                 "GSVIn": ("sv",), "GSOut": ("sv",), "PSIn": ("sv",), "MSOut": ("sv",)},
    "ClipDistance": {"VSIn": ("arb",), "VSOut": ("clipcull",), "HSCPIn": ("clipcull",),
                     "HSCPOut": ("clipcull",), "PCOut": ("arb",), "DSIn": ("arb",),
                     "DSCPIn": ("clipcull",), "DSOut": ("clipcull",), "GSVIn": ("clipcull",),
                     "GSOut": ("clipcull",), "PSIn": ("clipcull",), "MSOut": ("clipcull",)},
    "PrimitiveID": {"GSIn": ("shadow",), "GSOut": ("sgv",), "PSIn": ("sgv",), "MSPOut": ("sv",)},
    "SampleIndex": {"PSIn": ("shadow", (4, 1))},
    "IsFrontFace": {"GSOut": ("sgv",), "PSIn": ("sgv",)},
    "Coverage": {"PSIn": ("notinsig", (5, 0)), "PSOut": ("notpacked", (4, 1))},
    "InnerCoverage": {"PSIn": ("notinsig", (5, 0))},
    "Target": {"PSOut": ("target",)},
    "Depth": {"PSOut": ("notpacked",)},
    "DepthLessEqual": {"PSOut": ("notpacked", (5, 0))},
    "DepthGreaterEqual": {"PSOut": ("notpacked", (5, 0))},
    "StencilRef": {"PSOut": ("notpacked", (5, 0))},
    "TessFactor": {"PCOut": ("tess",), "DSIn": ("tess",)},
    "InsideTessFactor": {"PCOut": ("tess",), "DSIn": ("tess",)},
    "ViewID": {"VSIn": ("notinsig", (6, 1)), "DSIn": ("notinsig", (6, 1)),
               "GSIn": ("notinsig", (6, 1)), "PSIn": ("notinsig", (6, 1))},
    "Barycentrics": {"PSIn": ("notpacked", (6, 1))},
    "ShadingRate": {p: ("sv", (6, 4)) for p in ("VSOut", "HSCPIn", "HSCPOut", "DSCPIn", "DSOut",
                                                 "GSVIn", "GSOut", "PSIn")},
    "CullPrimitive": {"PSIn": ("notinsig",), "MSPOut": ("notpacked",)},
    "StartVertexLocation": {"VSIn": ("notinsig", (6, 8))},
    "StartInstanceLocation": {"VSIn": ("notinsig", (6, 8))},
}
_T["CullDistance"] = dict(_T["ClipDistance"])
_T["RenderTargetArrayIndex"] = dict(_T["Position"], VSOut=("sv",), MSOut=None, MSPOut=("sv",))
del _T["RenderTargetArrayIndex"]["MSOut"]
_T["ViewportArrayIndex"] = dict(_T["RenderTargetArrayIndex"])
_T["ShadingRate"]["MSPOut"] = ("sv",)
for _k in ("OutputControlPointID", "DomainLocation", "GSInstanceID", "DispatchThreadID",
           "GroupID", "GroupIndex", "GroupThreadID"):
    _T.setdefault(_k, {})
INTERPRETATION = _T

#: The SV_ name each system value must carry.
SYSTEM_VALUE_NAME = {code: f"SV_{kind}" for code, kind in SYSTEM_VALUE_KIND.items() if code}


def interpretation(kind: str, point: str, sm=(6, 0)):
    """``(interpretation, why)``: how semantic ``kind`` is read at signature
    point ``point`` for shader model ``sm``; ``None`` if it is not allowed."""
    if kind == "PrimitiveID" and point == "GSVIn":
        point = "GSIn"  # DXC's RecoverKind: the PrimitiveID a GS reads
    entry = INTERPRETATION.get(kind, {}).get(point)
    if entry is None:
        return None, f"SV_{kind} is not allowed as {POINT_TEXT.get(point, point)}"
    if len(entry) > 1 and tuple(sm) < entry[1]:
        return None, (f"SV_{kind} as {POINT_TEXT.get(point, point)} needs shader model "
                      f"{entry[1][0]}.{entry[1][1]}")
    return entry[0], ""


def _elements(ctx: Context, part: PartInfo):
    body = spec_body(ctx, part, "dxcontainer_signature")
    elements = getattr(body, "elements", None)
    if elements is None:
        raise Skip("the signature spec has no elements")
    return elements


def _element_name(el) -> str:
    try:
        name = el.semantic_name
    except INPUT_ERRORS:
        return "?"
    return name if isinstance(name, str) else bytes(name).decode("latin-1")


@rule("signature-semantics", "dxc")
def r_signature_semantics(ctx: Context):
    """Each signature element's semantic is legal for the shader stage and the
    signature it is in (the semantic-kind x signature-point table of the DXIL
    spec: e.g. SV_VertexID only as a vertex-shader input), and its system value
    matches its SV_ name."""
    sigs = [p for p in ctx.parts if p.fourcc in SIGNATURE_KIND]
    if not sigs:
        raise NotApplicable("no signature part")
    kind, smaj, smin = shader_stage(ctx)
    stage = STAGES.get(kind, f"kind {kind}")
    out, checked = [], 0
    for p in sigs:
        sig = SIGNATURE_KIND[p.fourcc]
        elements = _elements(ctx, p)
        point = SIG_POINT.get((kind, sig))
        for i, el in enumerate(elements):
            checked += 1
            where = _element_offset(ctx, p, i)
            name = _element_name(el)
            sv = enum_value(el.system_value)
            if sv not in SYSTEM_VALUE_KIND:
                out.append((FAIL, f"{p.fourcc} element {i} {name!r}: unknown system value {sv}",
                            where + _SV_FIELD[p.fourcc]))
                continue
            sem = SYSTEM_VALUE_KIND[sv]
            if sv == 0 and name.lower() in NAME_KIND:
                sem = NAME_KIND[name.lower()]  # FXC writes 0 for SV_Target, SV_Depth...
            elif sv and not _name_matches(sv, name):
                out.append((FAIL, f"{p.fourcc} element {i}: name {name!r} but system value "
                                  f"{SYSTEM_VALUE_NAME[sv]} ({sv})", where + _SV_FIELD[p.fourcc]))
            if point is None:
                out.append((FAIL, f"{p.fourcc} element {i} {name!r}: a {stage} shader has no "
                                  f"{sig} signature", where))
                continue
            interp, why = interpretation(sem, point, (smaj, smin))
            if interp is None:
                out.append((FAIL, f"{p.fourcc} element {i}: {why}", where))
            elif interp == "notinsig":
                out.append((FAIL, f"{p.fourcc} element {i}: SV_{sem} is read through its own "
                                  f"intrinsic as {POINT_TEXT[point]}, never a signature element",
                            where))
            elif interp == "arb" and sv != 0:
                out.append((FAIL, f"{p.fourcc} element {i} {name!r}: system value "
                                  f"{SYSTEM_VALUE_NAME[sv]} has no meaning as {POINT_TEXT[point]}",
                            where + _SV_FIELD[p.fourcc]))
    if out:
        return out
    return PASS, f"{checked} elements legal for a {stage} shader (SM {smaj}.{smin})", None


def _kind_key(name: str) -> str:
    """A semantic kind or system value name, spelled comparably
    (``vertex_id``, ``VertexID`` -> ``vertexid``; D3D's ``ViewPort`` too)."""
    return str(name).replace("_", "").lower()


_PSV_GROUPS = (("input", "input_elements", ("ISG1",)),
               ("output", "output_elements", ("OSG1",)),
               ("patch-constant/primitive", "patch_const_or_prim_elements", ("PSG1",)))


def _psv_rows(el):
    """The signature rows a PSV0 element stands for: ``(key, index) -> fields``."""
    kind = el.semantic_kind
    kind_name = kind.name if isinstance(kind, Enum) else str(kind)
    name = getattr(el, "name", None) or ""
    arbitrary = _kind_key(kind_name) == "arbitrary"
    key = name.lower() if arbitrary else _kind_key(kind_name)
    indices = getattr(el, "semantic_index_values", None)
    if indices is None or len(indices) != el.rows:
        raise Skip(f"PSV0 element {key!r} has no semantic indices to compare")
    mask = ((1 << el.cols) - 1) << el.start_col
    rows = {}
    for r in range(el.rows):
        register = el.start_row + r if el.allocated else None
        rows[(key, indices[r])] = {
            "register": register, "mask": mask if el.allocated else None,
            "component_type": enum_value(el.component_type), "stream": el.output_stream}
    return rows


def _signature_rows(elements):
    rows = {}
    for el in elements:
        name = _element_name(el)
        sv = enum_value(el.system_value)
        # DXC writes system value 0 exactly where PSV0 says Arbitrary (an SV_
        # name read as an ordinary semantic, e.g. SV_Position into a VS).
        key = name.lower() if sv == 0 else _kind_key(SYSTEM_VALUE_KIND.get(sv, f"sv{sv}"))
        rows[(key, el.semantic_index)] = {
            "register": None if el.register == 0xFFFFFFFF else el.register,
            "mask": None if el.register == 0xFFFFFFFF else el.mask,
            "component_type": enum_value(el.component_type),
            "stream": getattr(el, "stream", 0) or 0}
    return rows


def _is_mesh(info) -> bool:
    stage = getattr(getattr(info, "v1", None), "shader_stage", None)
    return enum_value(stage) == 13


@rule("signature-psv", "dxc")
def r_signature_psv(ctx: Context):
    """The signature parts (ISG1, OSG1, PSG1) and PSV0's copy of them agree:
    same elements, semantic indices, registers, masks, component types and
    streams (the runtime links stages with PSV0, the validator checks both)."""
    p = ctx.first("PSV0")
    if p is None:
        raise NotApplicable("no PSV0 part")
    psv = spec_body(ctx, p, "dxcontainer_psv0")
    if not getattr(psv, "has_signature_data", False):
        raise NotApplicable("PSV0 v0 holds no signature elements")
    out, compared = [], 0
    info = psv.runtime_info
    for label, attr, fourccs in _PSV_GROUPS:
        psv_elements = getattr(psv, attr, None) or []
        expected = {}
        for el in psv_elements:
            expected.update(_psv_rows(el))
        sig_part = next((ctx.first(f) for f in fourccs if ctx.first(f)), None)
        if sig_part is None:
            if expected:
                out.append((FAIL, f"PSV0 lists {len(psv_elements)} {label} elements but the "
                                  f"container has no {'/'.join(fourccs)} part", p.data_offset))
            continue
        actual = _signature_rows(_elements(ctx, sig_part))
        compared += len(actual)
        where = sig_part.data_offset
        for key in expected.keys() - actual.keys():
            out.append((FAIL, f"{label}: PSV0 has {key[0] or '?'}{key[1]}, {sig_part.fourcc} "
                              "does not", where))
        for key in sorted(actual.keys() - expected.keys(), key=str):
            twin = [k for k in expected if k[0] == key[0]
                    and expected[k]["register"] == actual[key]["register"]]
            if twin and _is_mesh(info) and label == "output":
                # DXC (seen in validated SM 6.5 files) writes one OSG1 row per
                # element of a non-struct vertex output array (float4 v[3] :
                # SV_Position) while PSV0 keeps the one element.
                out.append((WARN, f"{label}: {sig_part.fourcc} has {key[0]}{key[1]} on the "
                                  f"register of {twin[0][0]}{twin[0][1]}, PSV0 does not (DXC "
                                  "writes this for a mesh-shader vertex output array)", where))
                continue
            out.append((FAIL, f"{label}: {sig_part.fourcc} has {key[0]}{key[1]}, PSV0 does not",
                        where))
        for key in sorted(expected.keys() & actual.keys(), key=str):
            for field_name, want in expected[key].items():
                got = actual[key][field_name]
                if got != want:
                    out.append((FAIL, f"{label} {key[0]}{key[1]}: {sig_part.fourcc} {field_name} "
                                      f"{got}, PSV0 {want}", where))
    counts = (("sig_input_elements", "input_elements"), ("sig_output_elements", "output_elements"),
              ("sig_patch_const_or_prim_elements", "patch_const_or_prim_elements"))
    for count_name, attr in counts:
        n = getattr(getattr(info, "v1", None), count_name, None)
        have = len(getattr(psv, attr, None) or [])
        if isinstance(n, int) and n != have:
            out.append((FAIL, f"PSV0 {count_name} is {n} but it holds {have}", p.data_offset))
    if out:
        return out
    return PASS, f"{compared} signature rows agree with PSV0", p.data_offset


#: Offset of the system_value field inside an element, by fourcc.
_SV_FIELD = {f: (12 if f in ("ISG1", "OSG1", "PSG1", "OSG5") else 8) for f in SIGNATURE_KIND}
_EL_SIZE = {f: (32 if f in ("ISG1", "OSG1", "PSG1") else 28 if f == "OSG5" else 24)
            for f in SIGNATURE_KIND}


def _element_offset(ctx: Context, p: PartInfo, i: int) -> int:
    body = ctx.body(p)
    first = getattr(body, "ofs_elements", 8)
    return p.data_offset + first + i * _EL_SIZE[p.fourcc]


#: D3D_NAME spellings FXC's assembler also accepts for the tessellation factors.
_TESS_NAMES = {11: "SV_FinalQuadEdgeTessFactor", 12: "SV_FinalQuadInsideTessFactor",
               13: "SV_FinalTriEdgeTessFactor", 14: "SV_FinalTriInsideTessFactor",
               15: "SV_FinalLineDetailTessFactor", 16: "SV_FinalLineDensityTessFactor"}


def _name_matches(sv: int, name: str) -> bool:
    names = {SYSTEM_VALUE_NAME[sv].lower()}
    if sv in _TESS_NAMES:
        names.add(_TESS_NAMES[sv].lower())
    return name.lower() in names
