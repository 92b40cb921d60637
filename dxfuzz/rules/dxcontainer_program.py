"""The DXIL program against the parts DXC derives from it.

DXC writes PSV0, ISG1, OSG1, PSG1, SFI0 and a library's RDAT from the
module's own metadata (dx.shaderModel, dx.entryPoints, dx.resources, the
entry properties), and its validator writes them again from the module and
compares. These rules do the same comparison field by field, from the
metadata :func:`dxfuzz.bitcode.read_dxil_metadata` decodes, each finding at
the byte of the part field that disagrees:

* ``psv-resources`` - PSV0's resource bindings against dx.resources;
* ``signature-metadata`` - ISG1, OSG1 and PSG1 against the entry point's
  signature metadata, row by row as DXC's signature writer lays them out;
* ``sfi0-flags`` - SFI0 against the feature bits of the module's shader flags;
* ``psv-entry`` - PSV0's runtime information (stage, entry name, thread
  group, wave size, stage information, signature sizes) against the entry;
* ``rdat-functions`` - a library's RDAT function table against the
  functions the module defines.

A module that does not decode makes each rule skip (saying why): the
comparison needs it, and the decode's own verdict is not the validator's.
"""
from __future__ import annotations

from typing import Dict, List, Optional, Tuple

from ..bitcode import entry_property, program_bitcode, read_dxil_metadata, read_module
from ..errors import INPUT_ERRORS, ParseError
from ..write.dxcontainer_psv0 import ofs_signature_elements
from .context import Context, enum_value, FAIL, NotApplicable, PartInfo, PASS, rule, Skip, spec_body
from ..signatures.semantics import interpretation, SEMANTIC_KINDS, SIG_POINT

#: dx.shaderModel's kind strings as DXIL::ShaderKind numbers.
SHADER_KINDS = {"ps": 0, "vs": 1, "gs": 2, "hs": 3, "ds": 4, "cs": 5, "lib": 6, "ms": 13, "as": 14}
KIND_NAMES = {v: k for k, v in SHADER_KINDS.items()}
PIXEL, VERTEX, GEOMETRY, HULL, DOMAIN, COMPUTE, LIBRARY, MESH, AMPLIFICATION = 0, 1, 2, 3, 4, 5, 6, 13, 14

#: Where the module is kept on the rules' Context once decoded.
_KEY = "_dxil_program"


class Program:
    """The decoded DXIL part of a file: ``part`` (its PartInfo), ``module``,
    ``md`` (read_dxil_metadata's dict), ``kind`` (DXIL::ShaderKind),
    ``entry`` (the first entry point, None if none) and ``valver``."""

    def __init__(self, part: PartInfo, module, md: dict):
        self.part = part
        self.module = module
        self.md = md
        sm = md["shader_model"]
        self.kind = SHADER_KINDS[sm["kind"]]
        self.sm = (sm["major"], sm["minor"])
        entries = md["entry_points"]
        self.entry = entries[0] if entries else None
        v = md["validator_version"] or {"major": 1, "minor": 0}  # DXC's default without dx.valver
        self.valver = (v["major"], v["minor"])

    @property
    def is_library(self) -> bool:
        return self.kind == LIBRARY

    @property
    def kind_name(self) -> str:
        return KIND_NAMES[self.kind]

    def prop(self, name: str, default=None):
        return default if self.entry is None else entry_property(self.entry, name, default)

    @property
    def shader_flags(self) -> int:
        return self.prop("shader_flags", 0) or 0

    def signature(self, kind: str) -> List[dict]:
        sigs = None if self.entry is None else self.entry["signatures"]
        return (sigs or {}).get(kind) or []

    def resources(self) -> Dict[str, list]:
        res = self.md["resources"] or {}
        return {cls: res.get(cls) or [] for cls in ("srvs", "uavs", "cbuffers", "samplers")}


def program(ctx: Context) -> Program:
    """The file's DXIL program, decoded once per check; NotApplicable without
    a DXIL part, Skip when its module does not decode."""
    found = ctx.__dict__.get(_KEY)
    if found is None:
        try:
            found = _decode(ctx)
        except Skip as why:
            found = why
        ctx.__dict__[_KEY] = found
    if isinstance(found, Skip):
        raise found
    return found


def _decode(ctx: Context) -> Program:
    p = ctx.first("DXIL")
    if p is None:
        raise NotApplicable("no DXIL part")
    spec_body(ctx, p, "dxcontainer_program")
    try:
        code = program_bitcode(ctx.obj.part_table[p.index].part)
    except (ParseError, *INPUT_ERRORS) as exc:
        raise Skip(f"the DXIL part's bitcode cannot be read: {exc}")
    if not code:
        raise Skip("the DXIL part holds no bitcode")
    try:
        module = read_module(code)
        md = read_dxil_metadata(module)
    except ParseError as exc:
        raise Skip(f"the DXIL module does not decode: {exc}")
    sm = md["shader_model"]
    if sm is None:
        raise Skip("the DXIL module has no dx.shaderModel")
    if sm["kind"] not in SHADER_KINDS:
        raise Skip(f"the DXIL module's shader model kind {sm['kind']!r} is not one DXC knows")
    return Program(p, module, md)


def _u(data: bytes, offset: int, width: int) -> Optional[int]:
    """An unsigned little-endian field of ``width`` bytes, None past the end."""
    if offset < 0 or offset + width > len(data):
        return None
    return int.from_bytes(data[offset:offset + width], "little")


def _upper_bound(r: dict) -> int:
    size = r["range_size"]
    return 0xFFFFFFFF if size == 0xFFFFFFFF else (r["lower_bound"] + size - 1) & 0xFFFFFFFF


def _n(count: int, what: str) -> str:
    return f"{count} {what}{'' if count == 1 else 's'}"


def tagged_values(r: dict) -> dict:
    return {p["tag"]: p["value"] for p in r.get("properties") or []}


# --- PSV0 resource bindings ---------------------------------------------------------------

#: PSVResourceType names, for the messages.
RES_TYPES = {0: "invalid", 1: "sampler", 2: "CBV", 3: "SRV typed", 4: "SRV raw", 5: "SRV structured",
             6: "UAV typed", 7: "UAV raw", 8: "UAV structured", 9: "UAV structured with counter"}
#: DXIL::ResourceKind values DXC's binding record sorts by.
STRUCTURED_BUFFER, RAW_BUFFER, CBUFFER, SAMPLER, ACCELERATION_STRUCTURE = 12, 11, 13, 14, 16


def psv_bindings(res: Dict[str, list]) -> List[dict]:
    """The PSV0 bindings DXC writes for dx.resources (InitPSVResourceBinding):
    CBVs, samplers, SRVs then UAVs, each with ``res_type``, ``space``,
    ``lower_bound``, ``upper_bound``, ``res_kind``, ``res_flags``, and
    ``what`` (the resource, in words)."""
    out = []
    for cls in ("cbuffers", "samplers", "srvs", "uavs"):
        for r in res[cls]:
            uav = cls == "uavs"
            if cls == "cbuffers":
                kind = CBUFFER
            elif cls == "samplers":
                kind = SAMPLER
            else:
                kind = r.get("shape", 0)
            if kind == SAMPLER:
                res_type = 1
            elif kind == CBUFFER:
                res_type = 2
            elif kind == STRUCTURED_BUFFER:
                res_type = (9 if r.get("has_counter") else 8) if uav else 5
            elif kind == ACCELERATION_STRUCTURE:
                res_type = 4
            elif kind == RAW_BUFFER:
                res_type = 7 if uav else 4
            else:
                res_type = 6 if uav else 3
            flags = 1 if uav and tagged_values(r).get(3) else 0  # used by 64-bit atomics
            out.append({"res_type": res_type, "space": r["space"], "lower_bound": r["lower_bound"],
                        "upper_bound": _upper_bound(r), "res_kind": kind, "res_flags": flags,
                        "what": f"{cls[:-1]} {r['name']!r}" if r["name"] else f"{cls[:-1]} {r['id']}"})
    return out


#: A binding record's fields: name, offset in the record, and whether PSV v2's 24-byte record adds it.
_BINDING_FIELDS = (("res_type", 0), ("space", 4), ("lower_bound", 8), ("upper_bound", 12),
                   ("res_kind", 16), ("res_flags", 20))


def _psv(ctx: Context, prog: Program):
    """PSV0's part and decoded body for a rule that compares it; NotApplicable
    for a library or a file without PSV0 (``psv-entry`` says whether it should have one)."""
    if prog.is_library:
        raise NotApplicable("a library has no PSV0 (its RDAT describes it)")
    p = ctx.first("PSV0")
    if p is None:
        raise NotApplicable("no PSV0 part")
    body = spec_body(ctx, p, "dxcontainer_psv0")
    size = getattr(body, "len_runtime_info", None)
    if not isinstance(size, int):
        raise Skip("the PSV0 spec has no len_runtime_info field")
    return p, body, size


def _psv_version(size: int) -> int:
    return sum(size >= s for s in (36, 48, 52, 56))


@rule("psv-resources", "dxc")
def r_psv_resources(ctx: Context):
    """PSV0's resource bindings are the module's dx.resources as DXC writes
    them: CBVs, samplers, SRVs then UAVs, each with its class and access,
    register space, lower and upper bound, and (PSV v2 and later) resource
    kind and flags; the record size is the PSV version's."""
    prog = program(ctx)
    p, body, size = _psv(ctx, prog)
    want = psv_bindings(prog.resources())
    data = ctx.part_bytes(p)
    at = 4 + size  # num_resources
    count = _u(data, at, 4)
    if count is None:
        raise Skip("PSV0 ends before its resource count")
    if count != len(want):
        listed = ", ".join(w["what"] for w in want[:6]) + (" ..." if len(want) > 6 else "")
        return FAIL, (f"PSV0 lists {count} resource bindings, the module's dx.resources "
                      f"{len(want)}{': ' + listed if want else ''}"), p.data_offset + at
    if not count:
        return PASS, "no resources, none in PSV0", p.data_offset + at
    stride = _u(data, at + 4, 4)
    out = []
    version = _psv_version(size)
    expected_stride = 16 if version < 2 else 24
    if stride != expected_stride and size <= 56:
        out.append((FAIL, f"PSV0 binding records are {stride} bytes, PSV v{version} writes "
                          f"{expected_stride}", p.data_offset + at + 4))
    if stride is None or stride < 16:
        return out or (FAIL, "PSV0 binding records are too short", p.data_offset + at + 4)
    for i, w in enumerate(want):
        base = at + 8 + i * stride
        for name, offset in _BINDING_FIELDS:
            if offset + 4 > stride:
                break
            got = _u(data, base + offset, 4)
            if got is None:
                raise Skip(f"PSV0 ends inside binding {i}")
            if got != w[name]:
                shown = (lambda v: f"{v} ({RES_TYPES.get(v, '?')})") if name == "res_type" else str
                out.append((FAIL, f"binding {i} ({w['what']}): PSV0 {name} {shown(got)}, the module "
                                  f"says {shown(w[name])}", p.data_offset + base + offset))
    return out or (PASS, f"{_n(count, 'binding')} agree with dx.resources", p.data_offset + at)


# --- ISG1, OSG1, PSG1 against the signature metadata ------------------------------------------

#: The signature parts: fourcc, the metadata list, the signature kind of SIG_POINT.
SIGNATURE_PARTS = (("ISG1", "inputs", "input"), ("OSG1", "outputs", "output"),
                   ("PSG1", "patch_const_or_prim", "patch"))

#: DXIL::SemanticKind -> DxilProgramSigSemantic (D3D_NAME), as DXC's writer maps them;
#: the tessellation factors go by the domain (below).
_SYSTEM_VALUES = {"Arbitrary": 0, "VertexID": 6, "InstanceID": 8, "Position": 1, "Coverage": 66,
                  "InnerCoverage": 70, "PrimitiveID": 7, "SampleIndex": 10, "IsFrontFace": 9,
                  "RenderTargetArrayIndex": 4, "ViewportArrayIndex": 5, "ClipDistance": 2,
                  "CullDistance": 3, "Barycentrics": 23, "ShadingRate": 24, "CullPrimitive": 25,
                  "Invalid": 0, "Target": 64, "Depth": 65, "DepthLessEqual": 68,
                  "DepthGreaterEqual": 67, "StencilRef": 69}
#: TessFactor and InsideTessFactor by DXIL::TessellatorDomain (isoline, tri, quad).
_TESS_SYSTEM_VALUES = {"TessFactor": {1: 16, 2: 13, 3: 11}, "InsideTessFactor": {2: 14, 3: 12}}
FINAL_LINE_DENSITY, FINAL_LINE_DETAIL = 16, 15

#: DXIL::ComponentType -> DxilProgramSigCompType (i1 is unknown for validators before 1.5).
SIG_COMPONENT_TYPES = {1: 1, 2: 5, 3: 4, 4: 2, 5: 1, 6: 8, 7: 7, 8: 6, 9: 3, 10: 9}
#: DXIL::ComponentType -> DxilProgramSigMinPrecision, when the module uses minimum precision.
SIG_MIN_PRECISION = {2: 4, 3: 5, 8: 1}

#: ISG1 element fields: offset in the 32-byte element.
_ELEMENT_FIELDS = {"stream": 0, "semantic_index": 8, "system_value": 12, "component_type": 16,
                   "register": 20, "mask": 24, "rw_mask": 25, "min_precision": 28}
ELEMENT_SIZE = 32


def sig_component_type(prog: Program, component_type: int) -> int:
    """The component type DXC writes in the parts for a DXIL component type
    (bool is unknown for validators before 1.5)."""
    if component_type == 1 and prog.valver < (1, 5):
        return 0
    return SIG_COMPONENT_TYPES.get(component_type, 0)


def system_value(kind: str, domain: int) -> int:
    if kind in _TESS_SYSTEM_VALUES:
        return _TESS_SYSTEM_VALUES[kind].get(domain, 0)
    return _SYSTEM_VALUES.get(kind, 69)  # DXC's writer falls through to StencilRef


def semantic_kind(element: dict, stage: int, sig: str) -> Tuple[str, bool]:
    """``(kind, in the part)``: the kind DXC gives a metadata element at its
    signature point (the kind it names; Arbitrary where the point reads it
    as an ordinary semantic; Invalid where it is not allowed there), and
    whether the element is written to the part (not when it is not allowed,
    NA, or read through an intrinsic, NotInSig)."""
    k = element["semantic_kind"]
    name = SEMANTIC_KINDS[k] if k < len(SEMANTIC_KINDS) else "Invalid"
    point = SIG_POINT.get((stage, sig))
    if point is None or name == "Invalid":
        return "Invalid", False
    interp, _ = interpretation(name, point, (99, 99))  # DXC asks at the highest shader model
    if interp is None:
        return "Invalid", False
    return ("Arbitrary" if interp == "arb" else name), interp != "notinsig"


def signature_rows(prog: Program, kind: str, sig: str) -> List[dict]:
    """The elements DXC's signature writer (DxilProgramSignatureWriter) writes
    for one signature of the module, in its order: one row per semantic
    index, the register going up by rows / indices (0 when an element has
    more indices than rows, as for a mesh shader's ``float4 v[3] :
    SV_Position`` output, which DXC's validator accepts), each with its
    stream, name, index, system value, component type, register, mask,
    read/write mask and minimum precision."""
    stage = prog.kind
    domain = 0
    if stage in (HULL, DOMAIN):
        state = prog.prop("hs_state" if stage == HULL else "ds_state") or {}
        domain = state.get("tessellator_domain", 0) or 0
    compat_1_4 = prog.valver < (1, 5)
    dedup = prog.valver >= (1, 7)
    min_precision = not (prog.shader_flags >> 23 & 1)  # not UseNativeLowPrecision
    is_input = sig == "input" or (sig == "patch" and stage == DOMAIN)
    name_order: dict = {}
    rows = []
    for pos, e in enumerate(prog.signature(kind)):
        eff, included = semantic_kind(e, stage, sig)
        own_name = eff in ("Arbitrary", "Invalid")  # else the system value's own SV_ name
        name = e["semantic_name"] if own_name else f"SV_{eff}"
        # The string table holds every element's name in element order, once per
        # name (validator 1.7 on), else once per element with its own name and
        # once per system value.
        key = name if dedup else (("element", pos) if own_name else ("sv", name))
        order = name_order.setdefault(key, len(name_order))
        if not included:
            continue
        indices = list(e["semantic_indices"]) or ([] if eff == "Arbitrary" else [0])
        allocated = e["start_row"] != -1 and e["start_col"] != -1
        step = e["rows"] // len(indices) if indices else 1
        start_col = e["start_col"] if allocated else 0
        mask = _shift((1 << min(e["cols"], 8)) - 1, start_col)
        props = tagged_values(e)
        if compat_1_4:
            rw = 0 if is_input else ~mask & 0xFF
        else:
            usage = _shift(props.get(3, 0) & 0xFF, start_col)
            rw = usage if is_input else (usage ^ 0xF) & 0xF
        ctype = e["component_type"]
        sv = system_value(eff, domain)
        register = e["start_row"] & 0xFFFFFFFF
        for index in indices:
            rows.append({"stream": props.get(0, 0), "name": name, "semantic_index": index,
                         "system_value": sv,
                         "component_type": sig_component_type(prog, ctype),
                         "register": register, "mask": mask, "rw_mask": rw,
                         "min_precision": SIG_MIN_PRECISION.get(ctype, 0) if min_precision else 0,
                         "order": order})
            if allocated:
                register = (register + step) & 0xFFFFFFFF
            if sv == FINAL_LINE_DENSITY:
                sv = FINAL_LINE_DETAIL
    rows.sort(key=_sort_key)
    return rows


def _shift(bits: int, by: int) -> int:
    """``bits << by`` in a byte (0 for a shift C leaves undefined: a start column below 0 or past 7)."""
    return (bits << by) & 0xFF if 0 <= by < 8 else 0


def _sort_key(row: dict):
    return (row["stream"], row["register"], row["order"])


def _part_rows(ctx: Context, p: PartInfo):
    body = spec_body(ctx, p, "dxcontainer_signature")
    elements = getattr(body, "elements", None)
    if elements is None:
        raise Skip(f"{p.fourcc} has no elements")
    first = p.data_offset + body.ofs_elements
    out = []
    for i, el in enumerate(elements):
        name = el.semantic_name
        out.append({"stream": getattr(el, "stream", 0) or 0,
                    "name": name if isinstance(name, str) else bytes(name).decode("latin-1"),
                    "semantic_index": el.semantic_index, "system_value": enum_value(el.system_value),
                    "component_type": enum_value(el.component_type), "register": el.register, "mask": el.mask,
                    "rw_mask": el.rw_mask, "min_precision": enum_value(getattr(el, "min_precision", 0) or 0),
                    "at": first + i * ELEMENT_SIZE})
    return out


def _row_text(row: dict) -> str:
    stream = f" (stream {row['stream']})" if row["stream"] else ""
    return f"{row['name']}{row['semantic_index']}{stream}"


def _compare_signature(ctx: Context, p: PartInfo, want: List[dict]):
    have = _part_rows(ctx, p)
    out = []
    pending: Dict[tuple, List[dict]] = {}
    for w in want:
        pending.setdefault((w["stream"], w["name"], w["semantic_index"]), []).append(w)
    matched = []
    for h in have:
        key = (h["stream"], h["name"], h["semantic_index"])
        if pending.get(key):
            matched.append((h, pending[key].pop(0)))
        else:
            out.append((FAIL, f"{p.fourcc} element {_row_text(h)} is not in the module's signature",
                        h["at"]))
    for rest in pending.values():
        for w in rest:
            out.append((FAIL, f"{p.fourcc} lacks {_row_text(w)}, which the module's signature has",
                        p.data_offset))
    for h, w in matched:
        for name, offset in _ELEMENT_FIELDS.items():
            if name in ("stream", "semantic_index"):
                continue
            if h[name] != w[name]:
                out.append((FAIL, f"{p.fourcc} {_row_text(h)}: {name} {_shown(name, h[name])}, the module "
                                  f"says {_shown(name, w[name])}", h["at"] + offset))
    if not out:
        # DXC writes the rows sorted by stream, register and name; rows that tie keep any order.
        keys = [_sort_key(w) for _, w in matched]
        for i in range(1, len(keys)):
            if keys[i] < keys[i - 1]:
                h = matched[i][0]
                out.append((FAIL, f"{p.fourcc} element {i} {_row_text(h)} is out of DXC's order "
                                  "(stream, register, name)", h["at"]))
                break
    return out, len(have)


def _shown(name: str, value: int) -> str:
    return f"{value:#x}" if name in ("mask", "rw_mask") or value == 0xFFFFFFFF else str(value)


@rule("signature-metadata", "dxc")
def r_signature_metadata(ctx: Context):
    """ISG1, OSG1 and PSG1 hold the entry point's signature metadata as DXC
    writes it: one element per semantic index (none for elements read
    through an intrinsic), with the SV_ name of a system value, its D3D
    system value (tessellation factors by domain), component type, register
    (start row, then up by rows per index), mask, read/write mask (usage
    mask), minimum precision and stream, in DXC's order."""
    prog = program(ctx)
    present = [ctx.first(f) for f, _, _ in SIGNATURE_PARTS]
    if prog.is_library:
        extra = [p for p in present if p is not None]
        if extra:
            return [(FAIL, f"{p.fourcc} in a library (DXC's validator refuses a signature part there)",
                     p.offset) for p in extra]
        raise NotApplicable("a library has no signature parts")
    out: list = []
    rows = 0
    for (fourcc, kind, sig), p in zip(SIGNATURE_PARTS, present):
        want = signature_rows(prog, kind, sig)
        if p is None:
            if fourcc != "PSG1":
                out.append((FAIL, f"no {fourcc} part: DXC's validator requires one for a "
                                  f"{prog.kind_name} shader", None))
            elif prog.kind in (HULL, DOMAIN, MESH) and prog.signature(kind):
                out.append((FAIL, f"no PSG1 part but the module has {len(prog.signature(kind))} "
                                  "patch-constant or primitive elements", None))
            continue
        if fourcc == "PSG1" and prog.kind not in (HULL, DOMAIN, MESH):
            out.append((FAIL, f"PSG1 in a {prog.kind_name} shader (only hull, domain and mesh "
                              "shaders have one)", p.offset))
            continue
        found, n = _compare_signature(ctx, p, want)
        out.extend(found)
        rows += n
    return out or (PASS, f"{_n(rows, 'signature element')} agree with the module's signatures", None)


# --- SFI0 against the shader flags --------------------------------------------------------------

#: ShaderFlags bit -> SFI0 feature bit (ShaderFlags::GetFeatureInfo); bit 5
#: (low precision present) is minimum precision, or native low precision with bit 23.
FEATURE_BITS = {2: 0, 6: 5, 7: 6, 9: 13, 10: 10, 11: 9, 12: 8, 13: 11, 14: 7, 15: 3, 16: 2, 17: 1, 18: 12,
                19: 14, 20: 15, 21: 16, 22: 17, 24: 19, 25: 20, 26: 21, 27: 22, 28: 23, 29: 24, 30: 25, 31: 26,
                32: 28, 34: 29, 35: 30, 37: 31, 38: 32, 39: 40, 40: 41}
LOW_PRECISION, NATIVE_LOW_PRECISION, VIEW_ID = 5, 23, 21

#: SFI0 bit names (as ksy/dxcontainer_sfi0.ksy names them).
FEATURE_NAMES = {
    0: "doubles", 1: "compute_shaders_plus_raw_and_structured_buffers", 2: "uavs_at_every_stage",
    3: "max_64_uavs", 4: "minimum_precision", 5: "dx11_1_double_extensions", 6: "dx11_1_shader_extensions",
    7: "level9_comparison_filtering", 8: "tiled_resources", 9: "stencil_ref", 10: "inner_coverage",
    11: "typed_uav_load_additional_formats", 12: "rovs",
    13: "viewport_and_rt_array_index_from_any_shader_feeding_rasterizer", 14: "wave_ops", 15: "int64_ops",
    16: "view_id", 17: "barycentrics", 18: "native_low_precision", 19: "shading_rate",
    20: "raytracing_tier_1_1", 21: "sampler_feedback", 22: "atomic_int64_on_typed_resource",
    23: "atomic_int64_on_group_shared", 24: "derivatives_in_mesh_and_amp_shaders",
    25: "resource_descriptor_heap_indexing", 26: "sampler_descriptor_heap_indexing", 27: "reserved",
    28: "atomic_int64_on_heap_resource", 29: "advanced_texture_ops", 30: "writeable_msaa_textures",
    31: "sample_cmp_with_gradient_or_bias", 32: "extended_command_info", 40: "uses_derivatives",
    41: "requires_group"}


def feature_info(flags: int) -> int:
    """The SFI0 feature flags DXC derives from a module's shader flags."""
    out = 0
    for bit, feature in FEATURE_BITS.items():
        if flags >> bit & 1:
            out |= 1 << feature
    if flags >> LOW_PRECISION & 1:
        out |= 1 << (18 if flags >> NATIVE_LOW_PRECISION & 1 else 4)
    return out


def _bit_names(bits: int) -> str:
    return ", ".join(FEATURE_NAMES.get(b, f"bit {b}") for b in range(64) if bits >> b & 1)


def _module_flags(prog: Program) -> int:
    """The module's shader flags: the entry's, or a library's (the entry without a function)."""
    if prog.is_library:
        for entry in prog.md["entry_points"]:
            if entry["function"] is None:
                return entry_property(entry, "shader_flags", 0) or 0
        return 0
    return prog.shader_flags


@rule("sfi0-flags", "dxc")
def r_sfi0_flags(ctx: Context):
    """SFI0 holds the feature bits DXC derives from the module's shader flags
    (the entry property tag 0; a library's entry without a function): each
    flag's feature bit, minimum or native low precision, nothing else."""
    prog = program(ctx)
    p = ctx.first("SFI0")
    if p is None:
        if prog.is_library:
            raise NotApplicable("no SFI0 part")
        return FAIL, "no SFI0 part: DXC's validator requires one", None
    data = ctx.part_bytes(p)
    if len(data) != 8:
        return FAIL, f"SFI0 is {len(data)} bytes, DXC writes 8", p.offset + 4
    got = int.from_bytes(data, "little")
    flags = _module_flags(prog)
    want = feature_info(flags)
    if got == want:
        return PASS, f"{got:#x} from shader flags {flags:#x}", p.data_offset
    out = []
    extra, missing = got & ~want, want & ~got
    if extra:
        out.append((FAIL, f"SFI0 {got:#x} sets {_bit_names(extra)}, which the module's shader flags "
                          f"{flags:#x} do not imply", p.data_offset + _first_byte(extra)))
    if missing:
        out.append((FAIL, f"SFI0 {got:#x} lacks {_bit_names(missing)}, which the module's shader flags "
                          f"{flags:#x} imply", p.data_offset + _first_byte(missing)))
    return out


def _first_byte(bits: int) -> int:
    """The byte of the lowest set bit of a 64-bit little-endian word."""
    return ((bits & -bits).bit_length() - 1) >> 3


# --- PSV0 runtime information against the entry -----------------------------------------------

#: Runtime information offsets (from the start of the record).
MIN_WAVE, MAX_WAVE, STAGE, USES_VIEW_ID, STAGE_VECTORS = 16, 20, 24, 25, 26
SIG_INPUT_ELEMENTS, SIG_INPUT_VECTORS, SIG_OUTPUT_VECTORS = 28, 31, 32
NUM_THREADS, ENTRY_NAME = 36, 48


def _any(elements, test) -> int:
    return int(any(test(e) for e in elements))


def _vectors(elements, stream: int = 0) -> int:
    """DxilSignature::NumVectorsUsed: the rows the allocated elements of a stream reach."""
    rows = [e["start_row"] + e["rows"] for e in elements
            if e["start_row"] != -1 and e["start_col"] != -1 and tagged_values(e).get(0, 0) == stream]
    return max(rows, default=0) & 0xFF


def _kinds(prog: Program, kind: str, sig: str):
    return [semantic_kind(e, prog.kind, sig)[0] for e in prog.signature(kind)]


def runtime_info_fields(prog: Program, size: int) -> list:
    """``(offset, width, value, what)`` of each runtime-information field DXC
    sets from the module (SetShaderProps and the signature sizes), as far as
    a record of ``size`` bytes reaches."""
    kind = prog.kind
    fields = []
    outputs = _kinds(prog, "outputs", "output")
    position = int("Position" in outputs)

    def state(name):
        return prog.prop(name) or {}

    # The 16-byte stage union.
    if kind == VERTEX:
        fields.append((0, 1, position, "output position present"))
    elif kind == PIXEL:
        inputs = prog.signature("inputs")
        sample = _any(inputs, lambda e: e["interpolation_mode"] in (6, 7)) or int(
            "SampleIndex" in _kinds(prog, "inputs", "input"))
        depth = int(any(k in ("Depth", "DepthLessEqual", "DepthGreaterEqual") for k in outputs))
        fields += [(0, 1, depth, "depth output"), (1, 1, sample, "sample frequency")]
    elif kind == HULL:
        hs = state("hs_state")
        fields += [(0, 4, hs.get("num_input_control_points", 0), "input control points"),
                   (4, 4, hs.get("num_output_control_points", 0), "output control points"),
                   (8, 4, hs.get("tessellator_domain", 0), "tessellator domain"),
                   (12, 4, hs.get("tessellator_output_primitive", 0), "tessellator output primitive")]
    elif kind == DOMAIN:
        ds = state("ds_state")
        fields += [(0, 4, ds.get("num_input_control_points", 0), "input control points"),
                   (4, 1, position, "output position present"),
                   (8, 4, ds.get("tessellator_domain", 0), "tessellator domain")]
    elif kind == GEOMETRY:
        gs = state("gs_state")
        fields += [(0, 4, gs.get("input_primitive", 0), "input primitive"),
                   (4, 4, gs.get("output_topology", 0), "output topology"),
                   (8, 4, gs.get("active_stream_mask", 0) or 1, "output stream mask"),
                   (12, 1, position, "output position present")]
    elif kind == MESH:
        ms = state("ms_state")
        fields += [(8, 4, ms.get("len_payload", 0), "payload size"),
                   (12, 2, ms.get("max_output_vertices", 0) & 0xFFFF, "max output vertices"),
                   (14, 2, ms.get("max_output_primitives", 0) & 0xFFFF, "max output primitives")]
    elif kind == AMPLIFICATION:
        fields.append((0, 4, state("as_state").get("len_payload", 0), "payload size"))
    # Wave sizes: a compute shader's [WaveSize], else any.
    lo, hi = 0, 0xFFFFFFFF
    if kind == COMPUTE:
        span = prog.prop("wave_size_range")
        size_min, size_max = (span["min"], span["max"]) if span else (prog.prop("wave_size") or 0, 0)
        if size_min:
            lo, hi = size_min, size_max if size_max else size_min
    fields += [(MIN_WAVE, 4, lo, "minimum wave lane count"), (MAX_WAVE, 4, hi, "maximum wave lane count")]
    if size >= 36:
        fields.append((STAGE, 1, kind, "shader stage"))
        fields.append((USES_VIEW_ID, 1, prog.shader_flags >> VIEW_ID & 1, "uses view id"))
        patch = prog.signature("patch_const_or_prim")
        if kind == GEOMETRY:
            fields.append((STAGE_VECTORS, 2, state("gs_state").get("max_vertex_count", 0) & 0xFFFF,
                           "max vertex count"))
        elif kind in (HULL, DOMAIN, MESH):
            fields.append((STAGE_VECTORS, 1, _vectors(patch), "patch-constant or primitive vectors"))
            if kind == MESH:
                fields.append((STAGE_VECTORS + 1, 1, state("ms_state").get("output_topology", 0) & 0xFF,
                               "mesh output topology"))
        for i, what in enumerate(("inputs", "outputs", "patch_const_or_prim")):
            fields.append((SIG_INPUT_ELEMENTS + i, 1, len(prog.signature(what)) & 0xFF,
                           f"{what.replace('_', '-')} element count"))
        fields.append((SIG_INPUT_VECTORS, 1, _vectors(prog.signature("inputs")), "input vectors"))
        for stream in range(4):
            fields.append((SIG_OUTPUT_VECTORS + stream, 1, _vectors(prog.signature("outputs"), stream),
                           f"output vectors of stream {stream}"))
    # DXC zeroes the record first: the union bytes no field of the stage uses stay 0
    # (but a mesh shader's group shared bytes, which need the module's data layout).
    used = {b for offset, width, _, _ in fields for b in range(offset, offset + width)}
    if kind == MESH:
        used.update(range(0, 4))
    fields += _zero_runs([b for b in range(16) if b not in used], "stage information")
    if size >= 36:
        fields += _zero_runs([b for b in (STAGE_VECTORS, STAGE_VECTORS + 1) if b not in used], "stage vectors")
    if size >= 48:
        threads = [0, 0, 0]
        if kind in (COMPUTE, MESH, AMPLIFICATION):
            st = state("ms_state" if kind == MESH else "as_state")
            threads = prog.prop("num_threads") or st.get("num_threads") or threads
        for axis, n in zip("xyz", threads):
            fields.append((NUM_THREADS + 4 * "xyz".index(axis), 4, n & 0xFFFFFFFF, f"thread group size {axis}"))
    return fields


def _zero_runs(offsets: List[int], what: str) -> list:
    """Fields of zeros over ``offsets``, one per run of consecutive bytes (at most 8 long),
    each named ``unused <what>``."""
    out: list = []
    for b in offsets:
        if out and out[-1][0] + out[-1][1] == b and out[-1][1] < 8:
            out[-1] = (out[-1][0], out[-1][1] + 1, 0, f"unused {what}")
        else:
            out.append((b, 1, 0, f"unused {what}"))
    return out


@rule("psv-entry", "dxc")
def r_psv_entry(ctx: Context):
    """PSV0's runtime information is the module's entry point: shader stage
    (dx.shaderModel), entry name (dx.entryPoints), thread group size
    (numthreads), wave size range, the stage's own information (control
    points, domain, primitives, payload, position and depth outputs; zeros
    where the stage has none), view id use, and the signatures' element
    counts and vectors. A library has no PSV0, any other shader one."""
    prog = program(ctx)
    p = ctx.first("PSV0")
    if prog.is_library:
        if p is not None:
            return FAIL, "PSV0 in a library (DXC's validator refuses it there)", p.offset
        raise NotApplicable("a library has no PSV0")
    if p is None:
        return FAIL, f"no PSV0 part: DXC's validator requires one for a {prog.kind_name} shader", None
    if prog.entry is None:
        raise Skip("the module has no entry point")
    p, body, size = _psv(ctx, prog)
    data = ctx.part_bytes(p)
    out, checked = [], 0
    for offset, width, want, what in runtime_info_fields(prog, size):
        got = _u(data, 4 + offset, width)
        if got is None:
            raise Skip("PSV0 ends inside its runtime information")
        checked += 1
        if got == want:
            continue
        if what.startswith("unused "):
            byte = offset + _first_byte(got)
            out.append((FAIL, f"PSV0 {what[len('unused '):]} byte {byte} is "
                              f"{got >> 8 * (byte - offset) & 0xFF:#x}, unused for a {prog.kind_name} shader "
                              "(DXC writes 0)", p.data_offset + 4 + byte))
            continue
        shown = (lambda v: f"{v} ({KIND_NAMES.get(v, '?')})") if offset == STAGE else str
        out.append((FAIL, f"PSV0 {what} {shown(got)}, the module says {shown(want)}",
                    p.data_offset + 4 + offset))
    name = prog.entry["name"]
    if size >= 52:
        got_name = getattr(body, "entry_function_name", None)
        checked += 1
        if got_name != name:
            out.append((FAIL, f"PSV0 entry name {got_name!r}, the module's entry point is {name!r}",
                        p.data_offset + 4 + ENTRY_NAME))
    if out:
        return out
    return PASS, (f"{KIND_NAMES[prog.kind]} entry {name!r}: {checked} runtime information fields agree"), \
        p.data_offset + 4


# --- PSV0's signature elements against the signature metadata --------------------------------------

#: PSV0's element lists, in the part's order, beside the signatures they copy.
_PSV_ELEMENT_LISTS = ("input_elements", "output_elements", "patch_const_or_prim_elements")
#: PSVSignatureElement0 fields the module decides: offset in the record.
_PSV_ELEMENT_FIELDS = {"rows": 8, "start_row": 9, "start_col": 10, "cols": 10, "semantic_kind": 11,
                       "component_type": 12, "interpolation_mode": 13, "dynamic_mask": 14, "output_stream": 14}


def psv_element_fields(prog: Program, e: dict) -> dict:
    """The PSV0 element DXC writes for a module's signature element: its
    fields, start row and column -1 when it has no place."""
    ctype = e["component_type"]
    props = tagged_values(e)
    placed = e["start_row"] != -1 and e["start_col"] != -1
    return {"rows": e["rows"], "start_row": e["start_row"] if placed else -1,
            "start_col": e["start_col"] if placed else -1, "cols": e["cols"],
            "semantic_kind": e["semantic_kind"],
            "component_type": sig_component_type(prog, ctype),
            "interpolation_mode": e["interpolation_mode"], "dynamic_mask": props.get(2, 0) or 0,
            "output_stream": props.get(0, 0) or 0}


@rule("psv-signature-elements", "dxc")
def r_psv_signature_elements(ctx: Context):
    """PSV0's signature elements are the module's, element for element (those
    its signature parts hold, in the module's order): rows, start row and
    column (none when not allocated), columns, semantic kind, component
    type, interpolation mode, dynamic-index mask and stream (what a driver
    packs and links by without reading DXIL)."""
    prog = program(ctx)
    p, body, size = _psv(ctx, prog)
    if not getattr(body, "has_signature_data", False):
        raise NotApplicable("PSV0 v0 holds no signature elements")
    if not any(getattr(body, attr, None) for attr in _PSV_ELEMENT_LISTS):
        raise NotApplicable("PSV0 holds no signature element")
    stride = getattr(body, "len_signature_element", None)
    if not isinstance(stride, int) or stride < 16:
        raise Skip("PSV0's signature element records are too short to compare")
    first = ofs_signature_elements(size, body.num_resources, getattr(body, "len_resource_record", 0) or 0,
                                   body.len_string_table, body.num_semantic_indices)
    out, compared, index = [], 0, 0
    for (fourcc, kind, sig), attr in zip(SIGNATURE_PARTS, _PSV_ELEMENT_LISTS):
        module = [e for e in prog.signature(kind) if semantic_kind(e, prog.kind, sig)[1]]
        listed = getattr(body, attr, None) or []
        for e, psv in zip(module, listed):
            at = p.data_offset + first + index * stride
            index += 1
            want = psv_element_fields(prog, e)
            got = {"rows": psv.rows, "start_row": psv.start_row if psv.allocated else -1,
                   "start_col": psv.start_col if psv.allocated else -1, "cols": psv.cols,
                   "semantic_kind": enum_value(psv.semantic_kind), "component_type": enum_value(psv.component_type),
                   "interpolation_mode": enum_value(psv.interpolation_mode), "dynamic_mask": psv.dynamic_mask,
                   "output_stream": psv.output_stream}
            compared += 1
            for name, value in want.items():
                if got[name] != value:
                    out.append((FAIL, f"PSV0 {kind[:-1] if kind.endswith('s') else kind} element "
                                      f"{e['semantic_name']}: {name} {got[name]}, the module says {value}",
                                at + _PSV_ELEMENT_FIELDS[name]))
        index += max(0, len(listed) - len(module))  # (psv-entry reports the counts)
    return out or (PASS, f"{_n(compared, 'PSV0 signature element')} agree with the module's", p.data_offset + first)


# --- a library's RDAT function table ---------------------------------------------------------------

FUNCTION_TABLE = 4
#: RuntimeDataFunctionInfo fields: offset in a record.
_FUNCTION_FIELDS = {"name": 0, "unmangled_name": 4, "shader_kind": 16, "len_payload": 20,
                    "len_attributes": 24, "min_num_wave_lanes": 44, "max_num_wave_lanes": 45}
#: FeatureInfo1 and FeatureInfo2, back to back: one 64-bit feature word.
FEATURE_INFO = 28


def _flag_mask(*bits: int) -> int:
    out = 0
    for b in bits:
        out |= 1 << b
    return out


#: ShaderFlags bits the validator recomputes from the code and compares with the
#: module's (ShaderFlags::GetShaderFlagsRawForCollection).
COLLECTED_FLAGS = _flag_mask(2, 4, 5, 6, 7, 9, 10, 11, 12, 13, 15, 16, 17, 19, 20, 21, 22, 24, 25, 26, 27,
                             28, 29, 30, 31, 32, 33, 34, 35, 37, 38, 39, 40)
#: Those DxilModule::CollectShaderFlagsForModule sets for the module alone, from
#: its resources (raw and structured buffers, 64 UAVs, UAVs at every stage,
#: compute via 4.x; ROVs too, outside the collected set): never a function's.
MODULE_FLAGS = _flag_mask(4, 15, 16, 17, 18)
#: The per-function ones (UsesDerivatives, RequiresGroup): ShaderFlags::ClearLocalFlags
#: takes them out of the module's flags, so only RDAT's function records hold them.
LOCAL_FLAGS = _flag_mask(39, 40)
_FUNCTION_FLAGS = COLLECTED_FLAGS & ~MODULE_FLAGS & ~LOCAL_FLAGS
#: The feature bits a function's RDAT record gets from the flags ShaderFlags::CollectShaderFlags
#: finds in its code (and its callees'), which the module's flags also hold: their union over
#: the functions is the module's (minimum or native low precision as the module's flags say).
FUNCTION_FEATURES = feature_info(_FUNCTION_FLAGS) | feature_info(_FUNCTION_FLAGS | 1 << NATIVE_LOW_PRECISION)
#: The feature bits of the per-function flags: DXC computes them from the code, no metadata keeps them.
LOCAL_FEATURES = feature_info(LOCAL_FLAGS)
RAYTRACING_TIER_1_1 = 20


def _bit_numbers(bits: int) -> str:
    return ", ".join(str(b) for b in range(64) if bits >> b & 1)


MANGLING_PREFIX = "\x01?"
#: Shader kinds whose payload (and attribute) sizes RDAT keeps.
ANY_HIT, CLOSEST_HIT, MISS, CALLABLE = 9, 10, 11, 12


def demangle(name: str) -> str:
    """DXC's unmangled name of a function (dxilutil::DemangleFunctionName)."""
    if not name.startswith(MANGLING_PREFIX):
        return name
    end = name.find("@")
    return name[2:end] if end != -1 else name[2:]


def function_records(prog: Program, stride: int) -> List[dict]:
    """The function table DXC writes for a library: one record per function
    the module defines, in module order, with its names, shader kind (Library
    for a function that is no entry), payload and attribute sizes and, in a
    52-byte record, the wave size range. The feature flags are not here: DXC
    computes them from each function's code (see :func:`feature_findings`)."""
    entries = {e["function"]: e for e in prog.md["entry_points"] if e["function"] is not None}
    out = []
    for f in prog.module.functions:
        if f.fields.get("is_declaration") or f.name is None:
            continue
        entry = entries.get(f.name)
        kind, payload, attributes = LIBRARY, 0, 0
        lo = hi = 0
        if entry is not None:
            kind = entry_property(entry, "shader_kind", LIBRARY)
            if kind in (ANY_HIT, CLOSEST_HIT, MISS, CALLABLE):
                payload = entry_property(entry, "len_ray_payload", 0) or 0
            if kind in (ANY_HIT, CLOSEST_HIT):
                attributes = entry_property(entry, "len_ray_attributes", 0) or 0
            span = entry_property(entry, "wave_size_range")
            size_min, size_max = (span["min"], span["max"]) if span else (entry_property(entry, "wave_size") or 0, 0)
            if size_min:
                lo, hi = size_min & 0xFF, (size_max or size_min) & 0xFF
        record = {"name": f.name, "unmangled_name": demangle(f.name), "shader_kind": kind,
                  "len_payload": payload, "len_attributes": attributes}
        if stride >= 52:
            record.update(min_num_wave_lanes=lo, max_num_wave_lanes=hi)
        out.append(record)
    return out


def _text(ref) -> Optional[str]:
    value = getattr(ref, "value", None)
    return value if isinstance(value, str) else None


def _function_table(ctx: Context, p: PartInfo):
    """``(records, offset of the first record in the file, stride)`` of the
    RDAT's function table (the last one, as DXC's reader takes it), or None."""
    body = spec_body(ctx, p, "dxcontainer_rdat")
    found = None
    for entry in getattr(body, "part_table", None) or []:
        part = entry.part
        if enum_value(part.part_type) == FUNCTION_TABLE:
            found = (entry.ofs_part, part.body)
    if found is None:
        return None
    ofs, table = found
    return table.records or [], p.data_offset + ofs + 16, table.record_stride


def feature_findings(prog: Program, records, first: int, stride: int) -> Tuple[list, str]:
    """The RDAT functions' feature flags against the module's shader flags:
    ``(findings, what was compared)``.

    DXC fills a function's FeatureInfo1/2 from the flags it computes from the
    function's code and its callees' (DxilModule::ComputeShaderCompatInfo);
    no metadata keeps them: a library's function entries get no flags, and its
    module flags (the entry without a function) are the union of every
    function's, less the per-function bits, plus bits of the module's own
    resources. So a function may set only the function bits the module's
    flags have, no bit DXC never sets for a function, and together the
    functions have every function bit of the module's flags. The per-function
    bits (uses derivatives, requires group) are not compared."""
    flags = _module_flags(prog)
    module = feature_info(flags) & FUNCTION_FEATURES
    out, union = [], 0
    for i, rec in enumerate(records):
        low, high = getattr(rec, "feature_info1", None), getattr(rec, "feature_info2", None)
        if low is None or high is None:
            continue
        got = low | high << 32
        union |= got
        at = first + i * stride + FEATURE_INFO
        name = _text(getattr(rec, "name", None))
        for bits, why in ((got & ~(FUNCTION_FEATURES | LOCAL_FEATURES),
                           "which DXC never sets in a function's features"),
                          (got & FUNCTION_FEATURES & ~module,
                           f"which the module's shader flags {flags:#x} do not have (DXC's are the union of "
                           "its functions')")):
            for field, value, shift in (("feature_info1", low, 0), ("feature_info2", high, 32)):
                part = bits >> shift & 0xFFFFFFFF
                if part:
                    out.append((FAIL, f"RDAT function {i} ({name!r}): {field} {value:#x} sets "
                                      f"{_bit_names(part << shift)}, {why}", at + shift // 8 + _first_byte(part)))
    missing = module & ~union
    if (1, 5) <= prog.valver < (1, 8):  # the validator then accepts a DXR 1.1 flag its functions lack
        missing &= ~(1 << RAYTRACING_TIER_1_1)
    if missing:
        at = first + FEATURE_INFO + _first_byte(missing) if records else first - 8
        out.append((FAIL, f"no RDAT function has {_bit_names(missing)}, which the module's shader flags "
                          f"{flags:#x} imply (DXC's are the union of its functions')", at))
    local = _bit_numbers(LOCAL_FEATURES)
    compared = (f"feature bits {FUNCTION_FEATURES:#x} compared with the module's shader flags {flags:#x}, "
                f"bits {local} ({_bit_names(LOCAL_FEATURES)}) are computed by DXC from each function's code: "
                "not compared")
    return out, compared


@rule("rdat-functions", "dxc")
def r_rdat_functions(ctx: Context):
    """A library's RDAT function table lists the functions its module
    defines, in order: mangled and unmangled name, shader kind (the entry's,
    else Library), payload and attribute sizes and wave size range, in
    records of the validator version's size; each function's feature flags
    are those the module's shader flags hold (their union), but for the
    bits DXC computes from each function's code and keeps in no metadata
    (uses derivatives, requires group), which are not compared. A library
    needs RDAT, another shader has none."""
    prog = program(ctx)
    p = ctx.first("RDAT")
    if not prog.is_library:
        if p is not None:
            return FAIL, f"RDAT in a {prog.kind_name} shader (DXC's validator refuses it outside libraries)", \
                p.offset
        raise NotApplicable(f"a {prog.kind_name} shader has no RDAT")
    if p is None:
        return FAIL, "no RDAT part: DXC's validator requires one for a library", None
    table = _function_table(ctx, p)
    if table is None:
        return FAIL, "RDAT has no function table", p.data_offset
    records, first, stride = table
    want = function_records(prog, stride)
    out = []
    expected_stride = 52 if prog.valver >= (1, 8) else 44  # RuntimeDataFunctionInfo2 from validator 1.8
    if records and stride != expected_stride:
        out.append((FAIL, f"RDAT function records are {stride} bytes, validator "
                          f"{prog.valver[0]}.{prog.valver[1]} writes {expected_stride}", first - 4))
    if len(records) != len(want):
        out.append((FAIL, f"RDAT lists {len(records)} functions, the module defines {len(want)}",
                    first - 8))
    for i, (rec, w) in enumerate(zip(records, want)):
        at = first + i * stride
        for name, offset in _FUNCTION_FIELDS.items():
            if name not in w or offset >= stride:
                continue
            value = getattr(rec, name, None)
            got = _text(value) if name in ("name", "unmangled_name") else (
                None if value is None else enum_value(value))
            if got != w[name]:
                out.append((FAIL, f"RDAT function {i} ({w['name']!r}): {name} {got!r}, the module says "
                                  f"{w[name]!r}", at + offset))
    found, compared = feature_findings(prog, records, first, stride)
    out.extend(found)
    if out:
        return out
    return PASS, f"{_n(len(records), 'function')} agree with the module ({compared})", first
