"""Semantics at signature points: DXC's semantic kinds, the D3D system
values, and how each kind is read at each point that has a signature."""
from __future__ import annotations

from .. import kaitai


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
        what = "an ordinary semantic" if kind == "Arbitrary" else f"SV_{kind}"
        return None, f"{what} is not allowed as {POINT_TEXT.get(point, point)}"
    if len(entry) > 1 and tuple(sm) < entry[1]:
        return None, (f"SV_{kind} as {POINT_TEXT.get(point, point)} needs shader model "
                      f"{entry[1][0]}.{entry[1][1]}")
    return entry[0], ""


#: Component types (D3D_REGISTER_COMPONENT_TYPE, as the parts write them) that are integers.
INTEGER_COMPONENT_TYPES = frozenset({1, 2, 4, 5, 7, 8})


def type_interpolation(component_type: int) -> int:
    """The interpolation mode (DXIL's numbering) a value that names none gets
    where its point interpolates: constant for integers, linear for floats."""
    return 1 if component_type in INTEGER_COMPONENT_TYPES else 2
