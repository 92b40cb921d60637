"""PSV0 (pipeline state validation) in obj2yaml's layout (``PSVInfo``), and
as yaml2obj writes it back.

obj2yaml prints the runtime information (its stage union by the stage it
shows as ``ShaderStage``: the DXIL part's shader kind for a v0 part, the
part's own stage from v1 on - the same choice as dxfuzz's ``union_stage``),
the resource bindings, the three signature element lists with their names
and semantic indices resolved, the view-id masks (when ``UsesViewID``) and
the dependency tables; which keys it maps depends on the version and stage,
as in LLVM's ``mapping`` (:class:`~dxfuzz.llvm.layout.When`).

Where LLVM and DXC read the tables differently (LLVM takes the shader kind
from the DXIL part and reads the patch-constant view-id mask of hull shaders
only, DXC the part's own stage and the mask of mesh shaders too), dxfuzz
follows DXC; no file in the reference sets tells them apart.
"""
from __future__ import annotations

from . import names
from .layout import HEX, TEXT, Bits, Enum, Key, Part, Records, Tables, Value, When

_SPEC = "dxcontainer_psv0"
_STAGE = Enum(_SPEC, "ShaderKind", numbers=True)
_STAGES = {0: "pixel", 1: "vertex", 2: "geometry", 3: "hull", 4: "domain", 13: "mesh",
           14: "amplification"}


def _kind(part: dict):
    return _STAGE.number(part.get("shader_stage"))


def _since(version: int) -> When:
    return When(lambda p: p["version"] >= version, lambda p: f"a version {p['version']} PSV0 "
                f"has no such field (version {version} and later)")


def _for(stages, since: int = 0, view_id: bool = False) -> When:
    """Mapped for those stages (all: none given), from a version on, when
    ``UsesViewID`` is set."""
    why = "LLVM maps it" + (f" for {'/'.join(_STAGES[s] for s in stages)} shaders" if stages
                            else "") + (" when UsesViewID is set" if view_id else "")
    return When(lambda p: p["version"] >= since and (not stages or _kind(p) in stages)
                and (not view_id or p.get("uses_view_id")),
                lambda p: why + (f" (version {since} and later)" if since else ""))


def _numbered(enum: str) -> Enum:
    return Enum(_SPEC, enum, numbers=True)


def _named(enum: str, llvm: dict) -> Enum:
    return Enum(_SPEC, enum, llvm=llvm)


#: The stage union's keys, each for the stages LLVM maps it for.
UNION = [
    Key("DepthOutput", "depth_output", shown=_for((0,))),
    Key("SampleFrequency", "sample_frequency", shown=_for((0,))),
    Key("InputControlPointCount", "num_input_control_points", shown=_for((3, 4))),
    Key("OutputControlPointCount", "num_output_control_points", shown=_for((3,))),
    Key("InputPrimitive", "input_primitive", _numbered("Primitive"), _for((2,))),
    Key("OutputTopology", "output_topology", _numbered("PrimitiveTopology"), _for((2,))),
    Key("OutputStreamMask", "output_stream_mask", shown=_for((2,))),
    Key("OutputPositionPresent", "output_position_present", shown=_for((1, 2, 4))),
    Key("TessellatorDomain", "tessellator_domain", _numbered("TessellatorDomain"), _for((3, 4))),
    Key("TessellatorOutputPrimitive", "tessellator_output_primitive",
        _numbered("TessellatorOutputPrimitive"), _for((3,))),
    Key("GroupSharedBytesUsed", "group_shared_bytes_used", shown=_for((13,))),
    Key("GroupSharedBytesDependentOnViewID", "group_shared_bytes_dependent_on_view_id",
        shown=_for((13,))),
    Key("PayloadSizeInBytes", "len_payload", shown=_for((13, 14))),
    Key("MaxOutputVertices", "max_output_vertices", shown=_for((13,))),
    Key("MaxOutputPrimitives", "max_output_primitives", shown=_for((13,))),
]
#: The 2-byte union of v1, by stage.
VECTORS = [
    Key("MaxVertexCount", "max_num_vertices", shown=_for((2,), 1)),
    Key("SigPatchConstOrPrimVectors", "sig_patch_const_vectors", shown=_for((3, 4), 1)),
    Key("SigPrimVectors", "sig_prim_vectors", shown=_for((13,), 1)),
    Key("MeshOutputTopology", "mesh_output_topology", _numbered("MeshOutputTopology"),
        _for((13,), 1)),
]
RESOURCE = [
    Key("Type", "res_type", _named("ResourceType", names.PSV_RESOURCE_TYPE)),
    Key("Space", "space"), Key("LowerBound", "lower_bound"), Key("UpperBound", "upper_bound"),
    Key("Kind", "res_kind", _named("ResourceKind", names.PSV_RESOURCE_KIND), _since(2)),
    Key("Flags", "res_flags", Bits(UsedByAtomic64=1), _since(2)),
]




class _Ints(Value):
    def back(self, v, where, part):
        return [int(x) for x in v or []]


class _Elements(Records):
    def back(self, v, where, part):
        if isinstance(v, int) and not isinstance(v, bool):
            raise ValueError(f"{where} is a count, as LLVM 17 wrote it; LLVM 22 lists the "
                             "elements: write them as a list")
        return super().back(v, where, part)


ELEMENT = [
    Key("Name", "name", TEXT), Key("Indices", "semantic_index_values", _Ints()),
    Key("StartRow", "start_row"), Key("Cols", "cols"), Key("StartCol", "start_col"),
    Key("Allocated", "allocated"),
    Key("Kind", "semantic_kind", _named("SemanticKind", names.PSV_SEMANTIC_KIND)),
    Key("ComponentType", "component_type", _named("ComponentType", names.COMPONENT_TYPE)),
    Key("Interpolation", "interpolation_mode",
        _named("InterpolationMode", names.INTERPOLATION_MODE)),
    Key("DynamicMask", "dynamic_mask", HEX), Key("Stream", "output_stream"),
]
#: The view-id masks and dependency tables.
TABLES = [
    Key("OutputVectorMasks", "view_id_output_masks", Tables(4), _for((), 1, view_id=True)),
    Key("PatchOrPrimMasks", "view_id_patch_const_or_prim_mask", Tables(), _for((3,), 1, True)),
    Key("InputOutputMap", "input_to_output_tables", Tables(4), _since(1)),
    Key("InputPatchMap", "input_to_patch_const_table", Tables(), _for((3,), 1)),
    Key("PatchOutputMap", "patch_const_to_output_table", Tables(), _for((4,), 1)),
]
ELEMENT_LISTS = [
    Key("SigInputElements", "input_elements", _Elements(ELEMENT), _since(1)),
    Key("SigOutputElements", "output_elements", _Elements(ELEMENT), _since(1)),
    Key("SigPatchOrPrimElements", "patch_const_or_prim_elements", _Elements(ELEMENT), _since(1)),
]

#: The ``ResourceStride`` obj2yaml shows for a part without resources (which
#: stores no stride): LLVM's size of a resource record, whatever the version.
NO_RESOURCES_STRIDE = 24


def _shape(d: dict) -> dict:
    """obj2yaml's struct: the runtime information flattened into the part
    (the version LLVM reads: 52 bytes or more are v3; a v0 part's stage the
    DXIL part's kind), the resources' flags as a word beside their mapping
    (zero-filled from v2 on, as LLVM reads a short record), empty lists and
    LLVM's stride where the part has none."""
    if not isinstance(d.get("runtime_info"), dict):
        return d
    info = dict(d["runtime_info"])
    for extension in ("v1", "v2", "v3", "v4"):  # what each version adds, in one struct
        info.update(info.pop(extension, None) or {})
    stage, vectors = info.pop("stage_info", None), info.pop("stage_vectors", None)
    version = min(d["version"], 3)
    flat = {"version": version, "shader_stage": info.pop("shader_stage", d.get("shader_kind"))}
    for more in (stage, info, vectors):
        if isinstance(more, dict):
            flat.update((k, v) for k, v in more.items() if k not in flat)
    if flat["shader_stage"] is None:  # a v0 part without a program part
        del flat["shader_stage"]
    if "entry_function_name" in d:
        flat["entry_function_name"] = d["entry_function_name"]
    rest = {k: v for k, v in d.items() if k not in ("runtime_info", "version",
                                                     "entry_function_name")}
    rest["resources"] = [_resource(r, version) for r in rest.get("resources") or []]
    rest.setdefault("len_resource_record", NO_RESOURCES_STRIDE)
    if rest.get("has_signature_data"):  # obj2yaml lists empty signatures too
        for k in ELEMENT_LISTS:
            rest.setdefault(k.field, [])
    if rest.get("len_runtime_info") is not None:
        flat["len_runtime_info"] = rest.pop("len_runtime_info")
    flat.update(rest)
    return flat


def _resource(r, version: int):
    if not isinstance(r, dict):
        return r
    r = {**{k: v for k, v in r.items() if k != "v1"}, **(r.get("v1") or {})}
    r.pop("used_by_atomic64", None)  # one bit of the flags
    if "res_flags" in r:
        r["flags_value"] = r["res_flags"]
    if version >= 2:
        r.setdefault("res_kind", 0)
        r.setdefault("res_flags", 0)
    return r


#: Bytes of the runtime information and of a resource record yaml2obj
#: writes, by PSV0 version (a version above 3 is written as 3).
INFO_SIZES = {0: 24, 1: 36, 2: 48, 3: 52}
RESOURCE_SIZES = {0: 16, 1: 16}
RESOURCE_SIZE = 24


def _tree(p: dict) -> dict:
    """As yaml2obj writes it: the runtime information of the version's size,
    the records' sizes by version (``ResourceStride`` is not read), the
    element counts from the lists, the names and index runs laid out by
    LLVM's builders, the tables as given; a key left out is zero."""
    version, stage = p["version"], p["shader_stage"]
    size = INFO_SIZES.get(version, INFO_SIZES[3])
    runtime = {f: p.get(f, 0) for f in ("min_num_wave_lanes", "max_num_wave_lanes")}
    union = {k.field: p.get(k.field, 0) for k in UNION if k.shown(p)}
    if union:  # else the union stays zero
        runtime["stage_info"] = union
    if size >= 36:
        given = list(p.get("sig_output_vectors", []))  # a fixed array of 4: fewer end in zeros
        v1 = runtime["v1"] = {f: p.get(f, 0) for f in ("uses_view_id", "sig_input_vectors")}
        v1.update(shader_stage=stage, sig_output_vectors=given + [0] * (4 - len(given)))
        vectors = {k.field: p.get(k.field, 0) for k in VECTORS if k.shown(p)}
        if vectors:
            v1["stage_vectors"] = vectors
    if size >= 48:
        runtime["v2"] = {f"num_threads_{axis}": p.get(f"num_threads_{axis}", 0) for axis in "xyz"}
    len_resource_record = RESOURCE_SIZES.get(version, RESOURCE_SIZE)
    out = {"len_runtime_info": size, "runtime_info": runtime,
           "len_resource_record": len_resource_record,
           "resources": [_resource_tree({**{k.field: 0 for k in RESOURCE}, **r}, len_resource_record)
                         for r in p.get("resources", [])]}
    if version == 0:
        out["shader_kind"] = stage
        return out
    if size >= 52:
        out["entry_function_name"] = p.get("entry_function_name", "")
    for k in ELEMENT_LISTS:
        out[k.field] = [{**{e.field: 0 for e in ELEMENT}, "name": "", "semantic_index_values": [],
                         **e, "rows": len(e.get("semantic_index_values", []))}
                        for e in p.get(k.field, [])]
    for k in TABLES:
        out[k.field] = p.get(k.field) or k.value.back([], k.key, p)
    return out


def _resource_tree(r: dict, size: int) -> dict:
    """A resource record's tree: the kind and flags in ``v1`` (a 24-byte record)."""
    kind_and_flags = {k: r.pop(k) for k in ("res_kind", "res_flags") if k in r}
    if size >= RESOURCE_SIZE:
        r["v1"] = kind_and_flags
    return r


def llvm_refuses(error_text: str) -> bool:
    """LLVM refuses a PSV0 part in a container without a DXIL part (it takes
    the shader kind from there); dxfuzz reads it with the ILDB part's kind or
    the part's own stage."""
    return "without DXIL part" in (error_text or "")


PART = Part(("PSV0",), "PSVInfo", [
    Key("Version", "version", required=True),
    Key("ShaderStage", "shader_stage", _STAGE, required=True),
    *UNION,
    Key("MinimumWaveLaneCount", "min_num_wave_lanes"),
    Key("MaximumWaveLaneCount", "max_num_wave_lanes"),
    Key("UsesViewID", "uses_view_id", shown=_since(1)),
    *VECTORS,
    Key("SigInputVectors", "sig_input_vectors", shown=_since(1)),
    Key("SigOutputVectors", "sig_output_vectors", shown=_since(1)),
    *(Key(f"NumThreads{axis.upper()}", f"num_threads_{axis}", shown=_since(2)) for axis in "xyz"),
    Key("EntryName", "entry_function_name", TEXT, _since(3)),
    Key("ResourceStride", "len_resource_record"),
    Key("Resources", "resources", Records(RESOURCE)),
    *ELEMENT_LISTS,
    *TABLES,
], shape=_shape, unshape=_tree, refuses=llvm_refuses, options={"names": "llvm"}, names={
    "sig_input_elements": "NumSigInputElements", "sig_output_elements": "NumSigOutputElements",
    "sig_patch_const_or_prim_elements": "NumSigPatchOrPrimElements"})
