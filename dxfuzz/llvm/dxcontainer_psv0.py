"""PSV0 (pipeline state validation) against obj2yaml's ``PSVInfo``.

obj2yaml prints the runtime information (its stage union by the stage it
shows as ``ShaderStage``: the DXIL part's shader kind for a v0 part, the
part's own stage from v1 on - the same choice as dxfuzz's ``union_stage``),
the resource bindings, the three signature element lists with their names
and semantic indices resolved, the view-id masks (when ``UsesViewID``) and
the dependency tables.

Where LLVM and DXC read the tables differently (LLVM takes the shader kind
from the DXIL part and reads the patch-constant view-id mask of hull shaders
only, DXC the part's own stage and the mask of mesh shaders too), dxfuzz
follows DXC; no file in the reference sets tells them apart.
"""
from __future__ import annotations

import functools

from . import names
from .names import same
from .yaml_in import flag, refuse_unknown_keys

FOURCC = "PSV0"

#: Stage union fields obj2yaml prints, by the stage it shows.
STAGE_FIELDS = {
    0: (("depth_output", "DepthOutput"), ("sample_frequency", "SampleFrequency")),
    1: (("output_position_present", "OutputPositionPresent"),),
    2: (("input_primitive", "InputPrimitive"), ("output_topology", "OutputTopology"),
        ("output_stream_mask", "OutputStreamMask"),
        ("output_position_present", "OutputPositionPresent")),
    3: (("num_input_control_points", "InputControlPointCount"),
        ("num_output_control_points", "OutputControlPointCount"),
        ("tessellator_domain", "TessellatorDomain"),
        ("tessellator_output_primitive", "TessellatorOutputPrimitive")),
    4: (("num_input_control_points", "InputControlPointCount"),
        ("output_position_present", "OutputPositionPresent"),
        ("tessellator_domain", "TessellatorDomain")),
    13: (("group_shared_bytes_used", "GroupSharedBytesUsed"),
         ("group_shared_bytes_dependent_on_view_id", "GroupSharedBytesDependentOnViewID"),
         ("len_payload", "PayloadSizeInBytes"),
         ("max_output_vertices", "MaxOutputVertices"),
         ("max_output_primitives", "MaxOutputPrimitives")),
    14: (("len_payload", "PayloadSizeInBytes"),),
}
#: The 2-byte union of v1, by stage: (our field, obj2yaml key).
VECTOR_FIELDS = {
    2: (("max_num_vertices", "MaxVertexCount"),),
    3: (("sig_patch_const_vectors", "SigPatchConstOrPrimVectors"),),
    4: (("sig_patch_const_vectors", "SigPatchConstOrPrimVectors"),),
    13: (("sig_prim_vectors", "SigPrimVectors"), ("mesh_output_topology", "MeshOutputTopology")),
}
RUNTIME_FIELDS = (
    ("min_num_wave_lanes", "MinimumWaveLaneCount", 0),
    ("max_num_wave_lanes", "MaximumWaveLaneCount", 0),
    ("uses_view_id", "UsesViewID", 1), ("sig_input_vectors", "SigInputVectors", 1),
    ("sig_output_vectors", "SigOutputVectors", 1),
    ("num_threads_x", "NumThreadsX", 2), ("num_threads_y", "NumThreadsY", 2),
    ("num_threads_z", "NumThreadsZ", 2),
)
ELEMENT_LISTS = (("input_elements", "SigInputElements"), ("output_elements", "SigOutputElements"),
                 ("patch_const_or_prim_elements", "SigPatchOrPrimElements"))
#: Signature element fields: (ours, obj2yaml's, obj2yaml's name table or None).
ELEMENT_FIELDS = (
    ("start_row", "StartRow", None), ("cols", "Cols", None), ("start_col", "StartCol", None),
    ("allocated", "Allocated", None), ("semantic_kind", "Kind", names.PSV_SEMANTIC_KIND),
    ("component_type", "ComponentType", names.COMPONENT_TYPE),
    ("interpolation_mode", "Interpolation", names.INTERPOLATION_MODE),
    ("dynamic_mask", "DynamicMask", None), ("output_stream", "Stream", None),
)
KNOWN_KEYS = ({"Version", "ShaderStage", "EntryName", "ResourceStride", "Resources",
               "OutputVectorMasks", "PatchOrPrimMasks", "InputOutputMap", "InputPatchMap",
               "PatchOutputMap"}
              | {t for fields in STAGE_FIELDS.values() for _, t in fields}
              | {t for fields in VECTOR_FIELDS.values() for _, t in fields}
              | {t for _, t, _ in RUNTIME_FIELDS} | {t for _, t in ELEMENT_LISTS})
NO_RESOURCES_STRIDE = 24  #: what obj2yaml shows as the stride of a part without resources


def llvm_refuses(error_text: str) -> bool:
    """LLVM refuses a PSV0 part in a container without a DXIL part (it takes
    the shader kind from there); dxfuzz reads it with the ILDB part's kind or
    the part's own stage."""
    return "without DXIL part" in (error_text or "")


#: The enum (by class name) of each PSV0 field obj2yaml prints by name or number.
_FIELD_ENUMS = {
    "input_primitive": "Primitive", "output_topology": "PrimitiveTopology",
    "tessellator_domain": "TessellatorDomain", "tessellator_output_primitive": "TessellatorOutputPrimitive",
    "mesh_output_topology": "MeshOutputTopology", "shader_stage": "ShaderKind",
    "semantic_kind": "SemanticKind", "component_type": "ComponentType",
    "interpolation_mode": "InterpolationMode", "res_type": "ResourceType", "res_kind": "ResourceKind",
}


@functools.lru_cache(maxsize=None)
def _enum_for(field: str):
    from ..kaitai import enum_class
    name = _FIELD_ENUMS.get(field)
    return enum_class("dxcontainer_psv0", name) if name else None


def _stage_number(value) -> int:
    try:
        return names.number(value, enum=_enum_for("shader_stage"))
    except names.Unknown:
        return -1


def _check(diffs, where, mine, theirs, field=None, table=None):
    if not same(mine, theirs, table=table, enum=_enum_for(field) if field else None):
        diffs.append(f"{where}: ours {mine!r}, obj2yaml {theirs!r}")


def _tables(value, count=4):
    """Per-stream tables from ours (1 or 4 ``dword_table`` dicts), as 4 lists."""
    lists = [list(t["dwords"]) if t else [] for t in (value or [])]
    return lists + [[] for _ in range(count - len(lists))]


def _dwords(table) -> list:
    return list(table["dwords"]) if table else []


def compare(our_dict: dict, yaml_part: dict) -> list:
    info = yaml_part.get("PSVInfo")
    if not isinstance(info, dict):
        return ["obj2yaml shows no PSVInfo for the part"]
    diffs = []
    version = our_dict["version"]
    # LLVM reads any record of 52 bytes or more as v3 (a v4 part shows as v3)
    _check(diffs, "PSVInfo.Version", min(version, 3), info.get("Version"))
    rt = our_dict["runtime_info"]
    stage = our_dict["shader_kind"] if version == 0 else _stage_number(rt["shader_stage"])
    _check(diffs, "PSVInfo.ShaderStage", stage, info.get("ShaderStage"))

    union = rt["stage_info"]
    for ours, theirs in STAGE_FIELDS.get(stage, ()):
        if not isinstance(union, dict):
            diffs.append(f"PSVInfo.{theirs}: we did not decode the stage union")
            break
        _check(diffs, f"PSVInfo.{theirs}", union[ours], info.get(theirs), ours)
    for ours, theirs, since in RUNTIME_FIELDS:
        if version < since:
            continue
        mine = rt[ours]
        if not isinstance(mine, list):
            _check(diffs, f"PSVInfo.{theirs}", mine, info.get(theirs))
        elif list(mine) != list(info.get(theirs) or []):
            diffs.append(f"PSVInfo.{theirs}: ours {mine!r}, obj2yaml {info.get(theirs)!r}")
    if version >= 1:
        for ours, theirs in VECTOR_FIELDS.get(stage, ()):
            vectors = rt["stage_vectors"]
            mine = vectors[ours] if isinstance(vectors, dict) else None
            _check(diffs, f"PSVInfo.{theirs}", mine, info.get(theirs), ours)
    if version >= 3:
        mine = our_dict.get("entry_function_name") or ""
        if mine != (info.get("EntryName") or ""):
            diffs.append(f"PSVInfo.EntryName: ours {mine!r}, obj2yaml {info.get('EntryName')!r}")

    resources = our_dict.get("resources") or []
    stride = our_dict["len_resource_record"] if resources else NO_RESOURCES_STRIDE
    _check(diffs, "PSVInfo.ResourceStride", stride, info.get("ResourceStride"))
    diffs += _compare_resources(resources, info.get("Resources") or [])

    if version >= 1:
        for ours, theirs in ELEMENT_LISTS:
            diffs += _compare_elements(f"PSVInfo.{theirs}", our_dict.get(ours) or [],
                                       info.get(theirs) or [])
        if "OutputVectorMasks" in info or our_dict["runtime_info"]["uses_view_id"]:
            theirs = [list(x or []) for x in info.get("OutputVectorMasks") or []]
            if _tables(our_dict.get("view_id_output_masks")) != theirs:
                diffs.append(f"PSVInfo.OutputVectorMasks: ours "
                             f"{_tables(our_dict.get('view_id_output_masks'))}, obj2yaml {theirs}")
        if "PatchOrPrimMasks" in info:
            mine = _dwords(our_dict.get("view_id_patch_const_or_prim_mask"))
            if mine != list(info["PatchOrPrimMasks"] or []):
                diffs.append(f"PSVInfo.PatchOrPrimMasks: ours {mine}, obj2yaml {info['PatchOrPrimMasks']}")
        theirs = [list(x or []) for x in info.get("InputOutputMap") or []]
        if _tables(our_dict.get("input_to_output_tables")) != theirs:
            diffs.append("PSVInfo.InputOutputMap: the input-to-output tables differ")
        for key, ours in (("InputPatchMap", "input_to_patch_const_table"),
                          ("PatchOutputMap", "patch_const_to_output_table")):
            if key in info and _dwords(our_dict.get(ours)) != list(info[key] or []):
                diffs.append(f"PSVInfo.{key}: ours {_dwords(our_dict.get(ours))}, obj2yaml {info[key]}")
    diffs += [f"PSVInfo.{k}: printed by obj2yaml, not compared" for k in sorted(set(info) - KNOWN_KEYS)]
    return diffs


def _compare_resources(mine: list, theirs: list) -> list:
    diffs = []
    if len(mine) != len(theirs):
        diffs.append(f"PSVInfo.Resources: ours {len(mine)}, obj2yaml {len(theirs)}")
    for i, (res, llvm) in enumerate(zip(mine, theirs)):
        where = f"PSVInfo.Resources[{i}]."
        _check(diffs, where + "Type", res["res_type"], llvm.get("Type"), "res_type",
               names.PSV_RESOURCE_TYPE)
        for ours, key in (("space", "Space"), ("lower_bound", "LowerBound"),
                          ("upper_bound", "UpperBound")):
            _check(diffs, where + key, res[ours], llvm.get(key))
        if "Kind" in llvm or "Flags" in llvm:
            # LLVM zero-fills what a short (16-byte) record lacks
            _check(diffs, where + "Kind", res.get("res_kind", 0), llvm.get("Kind"), "res_kind",
                   names.PSV_RESOURCE_KIND)
            flags = llvm.get("Flags") or {}
            _check(diffs, where + "Flags.UsedByAtomic64", bool(res.get("used_by_atomic64")),
                   bool(flags.get("UsedByAtomic64")))
            unknown = set(flags) - {"UsedByAtomic64"}
            diffs += [f"{where}Flags.{k}: printed by obj2yaml, not compared" for k in sorted(unknown)]
    return diffs


def _compare_elements(where: str, mine: list, theirs: list) -> list:
    diffs = []
    if len(mine) != len(theirs):
        diffs.append(f"{where}: ours {len(mine)} elements, obj2yaml {len(theirs)}")
    for i, (el, llvm) in enumerate(zip(mine, theirs)):
        at = f"{where}[{i}]."
        name = el.get("name") or ""
        if name != str(llvm.get("Name") or ""):
            diffs.append(f"{at}Name: ours {name!r}, obj2yaml {llvm.get('Name')!r}")
        indices = el.get("semantic_index_values") or []
        if list(indices) != list(llvm.get("Indices") or []):
            diffs.append(f"{at}Indices: ours {indices}, obj2yaml {llvm.get('Indices')}")
        for ours, key, table in ELEMENT_FIELDS:
            _check(diffs, at + key, el[ours], llvm.get(key), ours, table)
    return diffs


#: Bytes of the runtime information and of a resource record yaml2obj
#: writes, by PSV0 version (a version above 3 is written as 3).
INFO_SIZES = {0: 24, 1: 36, 2: 48, 3: 52}
RESOURCE_SIZES = {0: 16, 1: 16}
RESOURCE_SIZE = 24

#: Keys of the runtime information that only later versions have.
LATER_KEYS = {"NumThreadsX": 2, "NumThreadsY": 2, "NumThreadsZ": 2, "EntryName": 3}

#: How yaml2obj lays out the string table: LLVM's string table builder,
#: suffixes shared (options ``names`` ``llvm``).
OPTIONS = {"names": "llvm"}


def _number(value, field: str, table=None, where: str = "") -> int:
    return names.given_number(value, table, _enum_for(field), f"PSVInfo.{where}")


def tree(entry: dict):
    """The PSV0 tree of obj2yaml's part entry (``PSVInfo``), as yaml2obj
    writes it: the runtime information of the version's size, the records'
    sizes by version (``ResourceStride`` is not read), the element counts
    from the lists, the names and index runs laid out by LLVM's builders, the
    tables as given; None when it has no ``PSVInfo`` (the part stays zero)."""
    info = entry.get("PSVInfo")
    if info is None:
        return None
    refuse_unknown_keys(info, KNOWN_KEYS | {"PatchOrPrimMasks"}, "PSVInfo.")
    version = info["Version"]
    size = INFO_SIZES.get(version, INFO_SIZES[3])
    for key, since in LATER_KEYS.items():
        if key in info and version < since:
            raise ValueError(f"PSVInfo.{key}: a version {version} PSV0 has no such field "
                             f"(version {since} and later)")
    for _, key in ELEMENT_LISTS:
        if isinstance(info.get(key), int):
            raise ValueError(f"PSVInfo.{key} is a count, as LLVM 17 wrote it; LLVM 22 lists "
                             "the elements: write them as a list")
    stage = _number(info["ShaderStage"], "shader_stage", where="ShaderStage")
    runtime = {"min_num_wave_lanes": info.get("MinimumWaveLaneCount", 0),
               "max_num_wave_lanes": info.get("MaximumWaveLaneCount", 0)}
    if stage in STAGE_FIELDS:  # else the union stays zero
        runtime["stage_info"] = {ours: _number(info.get(key, 0), ours, where=key)
                                 for ours, key in STAGE_FIELDS[stage]}
    if size >= 36:
        runtime.update(shader_stage=stage, uses_view_id=info.get("UsesViewID", 0),
                       sig_input_vectors=info.get("SigInputVectors", 0),
                       # a fixed array of 4: fewer given end in zeros
                       sig_output_vectors=_four(info.get("SigOutputVectors") or []))
        if stage in VECTOR_FIELDS:
            runtime["stage_vectors"] = {ours: _number(info.get(key, 0), ours, where=key)
                                        for ours, key in VECTOR_FIELDS[stage]}
    if size >= 48:
        runtime.update({f"num_threads_{axis}": info.get(f"NumThreads{axis.upper()}", 0)
                        for axis in "xyz"})
    out = {"len_runtime_info": size, "runtime_info": runtime,
           "len_resource_record": RESOURCE_SIZES.get(version, RESOURCE_SIZE),
           "resources": [_resource(r, i) for i, r in enumerate(info.get("Resources") or [])]}
    if version == 0:
        out["shader_kind"] = stage
        return out
    if size >= 52:
        out["entry_function_name"] = str(info.get("EntryName") or "")
    for ours, key in ELEMENT_LISTS:
        out[ours] = [_element(e, f"{key}[{i}]") for i, e in enumerate(info.get(key) or [])]

    def tables(key, count=4):
        lists = [list(t or []) for t in (info.get(key) or [])]
        return [{"dwords": t} for t in lists + [[] for _ in range(count - len(lists))]]

    out.update(view_id_output_masks=tables("OutputVectorMasks"),
               view_id_patch_const_or_prim_mask={"dwords": list(info.get("PatchOrPrimMasks") or [])},
               input_to_output_tables=tables("InputOutputMap"),
               input_to_patch_const_table={"dwords": list(info.get("InputPatchMap") or [])},
               patch_const_to_output_table={"dwords": list(info.get("PatchOutputMap") or [])})
    return out


def _four(values: list) -> list:
    values = list(values)
    return values + [0] * (4 - len(values)) if len(values) < 4 else values


RESOURCE_KEYS = {"Type", "Space", "LowerBound", "UpperBound", "Kind", "Flags"}
ELEMENT_KEYS = {"Name", "Indices"} | {key for _, key, _ in ELEMENT_FIELDS}


def _resource(res: dict, i: int) -> dict:
    refuse_unknown_keys(res, RESOURCE_KEYS, f"PSVInfo.Resources[{i}].")
    flags = res.get("Flags") or {}
    refuse_unknown_keys(flags, ("UsedByAtomic64",), f"PSVInfo.Resources[{i}].Flags.")
    return {"res_type": _number(res.get("Type", 0), "res_type", names.PSV_RESOURCE_TYPE,
                                f"Resources[{i}].Type"),
            "space": res.get("Space", 0), "lower_bound": res.get("LowerBound", 0),
            "upper_bound": res.get("UpperBound", 0),
            "res_kind": _number(res.get("Kind", 0), "res_kind", names.PSV_RESOURCE_KIND,
                                f"Resources[{i}].Kind"),
            # the flags by name (LLVM 22), or as one number (as LLVM 19 wrote them)
            "res_flags": flags if isinstance(flags, int) else
            int(flag(flags, "UsedByAtomic64", f"PSVInfo.Resources[{i}].Flags."))}


def _element(el: dict, where: str) -> dict:
    refuse_unknown_keys(el, ELEMENT_KEYS, f"PSVInfo.{where}.")
    indices = [int(v) for v in el.get("Indices") or []]
    out = {"name": str(el.get("Name") or ""), "semantic_index_values": indices,
           "rows": len(indices)}
    for ours, key, table in ELEMENT_FIELDS:
        value = el.get(key, 0)
        out[ours] = _number(value, ours, table, f"{where}.{key}") if table else value
    return out
