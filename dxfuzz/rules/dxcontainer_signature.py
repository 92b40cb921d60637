"""The signatures' rules: semantics for the stage, and the signatures against PSV0."""
from __future__ import annotations

import struct
from enum import Enum

from .. import kaitai
from ..errors import INPUT_ERRORS
from ..signatures.semantics import (interpretation, NAME_KIND, POINT_TEXT, SIG_POINT, SYSTEM_VALUE_KIND,
                                    SYSTEM_VALUE_NAME)
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


def _elements(ctx: Context, part: PartInfo):
    body = spec_body(ctx, part, "dxcontainer_signature")
    elements = getattr(body, "elements", None)
    if elements is None:
        raise Skip("the signature spec has no elements")
    return elements


def element_name(el) -> str:
    """A decoded element's semantic name as text ("?" when it cannot be read)."""
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
            name = element_name(el)
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
        name = element_name(el)
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
