"""How obj2yaml lays out the parts it decodes: its key for each part, its
names, order and enum spellings for our fields, and the shape of its values."""
from __future__ import annotations

import re

from .. import kaitai
from ..view.markers import Flow, HexInt

#
# For the parts obj2yaml decodes, a Layout says how our decode (the specs'
# snake_case fields, see ksy/) is shown in obj2yaml's terms: ``renames`` maps
# our field names (at any depth) to obj2yaml's, ``order`` lists obj2yaml's
# keys in its order (they come first, the other fields after them, in spec
# order), ``enums`` names the fields whose values are enum names, spelled as
# LLVM spells them (``vertex_id`` -> ``VertexID``), and ``numbers`` the enum
# fields obj2yaml prints as numbers. A field with no rename is spelled in
# CamelCase. The tables only rename: a field a spec does not have is simply
# not there, and a field obj2yaml does not know is kept.

PART_KEY = {
    "DXIL": "Program", "ILDB": "Program",
    "ILDN": "DebugName",
    "SFI0": "Flags",
    "HASH": "Hash",
    "PSV0": "PSVInfo",
    "ISG1": "Signature", "OSG1": "Signature", "PSG1": "Signature",
    "ISGN": "Signature", "OSGN": "Signature", "OSG5": "Signature", "PCSG": "Signature",
    "RTS0": "RootSignature",
    "RDEF": "ResourceDefinitions",
    "SHDR": "Shader", "SHEX": "Shader",
    "STAT": "Statistics",
    "IFCE": "Interfaces",
    "Aon9": "Level9Shader", "XNAS": "Level9Shader", "XNAP": "Level9Shader",
    "LIBH": "LibraryHeader", "LFS0": "LibraryFunctionSignature",
    "FX10": "Effect",
    "VERS": "CompilerVersion",
    "SRCI": "SourceInfo",
    "PDBI": "PdbInfo",
    "RDAT": "RuntimeData",
}


class Layout:
    def __init__(self, renames=None, order=(), enums=(), numbers=(), hexes=(), spec_enums=(),
                 values=(), signed=()):
        self.renames = dict(renames or {})
        #: u4 fields obj2yaml prints as signed 32-bit numbers.
        self.signed = set(signed)
        #: field -> {enum name: obj2yaml's spelling} where it is not llvm_enum's.
        self.values = dict(values)
        self.hexes = set(hexes)
        #: field -> (spec id, enum type id): enum fields obj2yaml prints as numbers.
        self.spec_enums = dict(spec_enums)
        # One key order, or several (one per record type); a mapping uses the
        # one that names most of its keys.
        self.orders = [list(o) for o in order] if order and isinstance(order[0], (list, tuple)) \
            else [list(order)]
        self.enums = set(enums)
        self.numbers = dict(numbers)

    def number(self, key, name):
        """The value of enum member ``name`` of a ``spec_enums`` field, or None."""
        spec = self.spec_enums.get(key)
        if spec is None:
            return None
        from .. import kaitai
        try:
            enum = kaitai.enum_class(spec[0], kaitai.class_name(spec[1]))
            return enum[name].value
        except (ImportError, AttributeError, KeyError):
            return None


_SIGNATURE = Layout(
    renames={"elements": "Parameters", "num_elements": "ParamCount",
             "semantic_name": "Name", "semantic_index": "Index", "system_value": "SystemValue",
             "component_type": "CompType", "register": "Register", "mask": "Mask",
             "rw_mask": "ExclusiveMask", "min_precision": "MinPrecision", "stream": "Stream"},
    order=["Parameters", "Stream", "Name", "Index", "SystemValue", "CompType", "Register", "Mask",
           "ExclusiveMask", "MinPrecision"],
    enums={"system_value", "component_type", "min_precision"})

#: The program's shader kinds by value (DXIL's numbering, which PSV0's stage shares).
_SHADER_KINDS = [m.name for m in sorted(kaitai.enum_class("dxcontainer_program", "ShaderKind"),
                                        key=lambda m: m.value) if m.name != "invalid"]

_PROGRAM = Layout(
    renames={"shader_model_major": "MajorVersion", "shader_model_minor": "MinorVersion",
             "shader_kind": "ShaderKind", "len_dwords": "Size",
             "dxil_version_major": "DXILMajorVersion", "dxil_version_minor": "DXILMinorVersion",
             "ofs_bitcode": "DXILOffset", "len_bitcode": "DXILSize", "bitcode": "Bitcode"},
    order=["MajorVersion", "MinorVersion", "ShaderKind", "Size", "DXILMajorVersion",
           "DXILMinorVersion", "DXILSize", "DXIL"],
    numbers={"shader_kind": _SHADER_KINDS})

_HASH = Layout(renames={"includes_source": "IncludesSource", "digest": "Digest"},
               order=["IncludesSource", "Digest"])

_ILDN = Layout(renames={"flags": "Flags", "len_name": "NameLength", "name": "Name"},
               order=["Flags", "NameLength", "Name"])

#: SFI0 flag names as LLVM spells them (DXContainerConstants.def).
_SFI0_NAMES = {
    "compute_shaders_plus_raw_and_structured_buffers": "ComputeShadersPlusRawAndStructuredBuffers",
    "uavs_at_every_stage": "UAVsAtEveryStage", "max_64_uavs": "Max64UAVs",
    "dx11_1_double_extensions": "DX11_1_DoubleExtensions",
    "dx11_1_shader_extensions": "DX11_1_ShaderExtensions",
    "level9_comparison_filtering": "LEVEL9ComparisonFiltering",
    "typed_uav_load_additional_formats": "TypedUAVLoadAdditionalFormats", "rovs": "ROVs",
    "viewport_and_rt_array_index_from_any_shader_feeding_rasterizer":
        "ViewportAndRTArrayIndexFromAnyShaderFeedingRasterizer",
    "view_id": "ViewID", "raytracing_tier_1_1": "Raytracing_Tier_1_1", "reserved": "RESERVED",
    "writeable_msaa_textures": "WriteableMSAATextures", "flags": "AllFlags",
    "next_unused_bit": "NextUnusedBit",
    "sample_cmp_with_gradient_or_bias": "SampleCmpWithGradientOrBias",
}
_SFI0 = Layout(renames=_SFI0_NAMES)

_PSV0 = Layout(
    renames={
        "version": "Version", "shader_stage": "ShaderStage", "uses_view_id": "UsesViewID",
        "min_num_wave_lanes": "MinimumWaveLaneCount",
        "max_num_wave_lanes": "MaximumWaveLaneCount",
        "sig_input_vectors": "SigInputVectors", "sig_output_vectors": "SigOutputVectors",
        "sig_input_elements": "NumSigInputElements",
        "sig_output_elements": "NumSigOutputElements",
        "sig_patch_const_or_prim_elements": "NumSigPatchOrPrimElements",
        "num_threads_x": "NumThreadsX", "num_threads_y": "NumThreadsY",
        "num_threads_z": "NumThreadsZ", "entry_function_name": "EntryName",
        "len_resource_record": "ResourceStride", "resources": "Resources",
        "res_type": "Type", "res_kind": "Kind", "res_flags": "Flags",
        "used_by_atomic64": "UsedByAtomic64", "space": "Space", "lower_bound": "LowerBound",
        "upper_bound": "UpperBound",
        "input_elements": "SigInputElements", "output_elements": "SigOutputElements",
        "patch_const_or_prim_elements": "SigPatchOrPrimElements",
        "name": "Name", "semantic_index_values": "Indices", "start_row": "StartRow",
        "cols": "Cols", "start_col": "StartCol", "allocated": "Allocated",
        "semantic_kind": "Kind", "component_type": "ComponentType",
        "interpolation_mode": "Interpolation", "output_stream": "Stream",
        "output_position_present": "OutputPositionPresent", "depth_output": "DepthOutput",
        "sample_frequency": "SampleFrequency",
        "num_input_control_points": "InputControlPointCount",
        "num_output_control_points": "OutputControlPointCount",
        "tessellator_domain": "TessellatorDomain",
        "tessellator_output_primitive": "TessellatorOutputPrimitive",
        "input_primitive": "InputPrimitive", "output_topology": "OutputTopology",
        "output_stream_mask": "OutputStreamMask", "max_num_vertices": "MaxVertexCount",
        "group_shared_bytes_used": "GroupSharedBytesUsed",
        "group_shared_bytes_dependent_on_view_id": "GroupSharedBytesDependentOnViewID",
        "len_payload": "PayloadSizeInBytes",
        "max_output_vertices": "MaxOutputVertices", "max_output_primitives": "MaxOutputPrimitives",
        "num_bytes_group_shared_memory": "NumBytesGroupSharedMemory",
        "sig_patch_const_vectors": "SigPatchConstOrPrimVectors",
        "sig_prim_vectors": "SigPrimVectors", "mesh_output_topology": "MeshOutputTopology",
        "dynamic_mask": "DynamicMask", "input_to_output_tables": "InputOutputMap",
        "input_to_patch_const_table": "InputPatchMap",
        "patch_const_to_output_table": "PatchOutputMap",
        "view_id_output_masks": "OutputVectorMasks",
        "view_id_patch_const_or_prim_mask": "PatchOrPrimMasks",
    },
    order=[[
        "Version", "ShaderStage", "DepthOutput", "SampleFrequency",
        "InputControlPointCount", "OutputControlPointCount", "InputPrimitive", "OutputTopology",
        "OutputStreamMask", "OutputPositionPresent", "TessellatorDomain",
        "TessellatorOutputPrimitive",
        "GroupSharedBytesUsed", "GroupSharedBytesDependentOnViewID", "PayloadSizeInBytes",
        "MaxOutputVertices", "MaxOutputPrimitives", "MinimumWaveLaneCount",
        "MaximumWaveLaneCount", "UsesViewID", "MaxVertexCount", "SigPatchConstOrPrimVectors",
        "SigPrimVectors", "MeshOutputTopology", "SigInputVectors", "SigOutputVectors",
        "NumThreadsX", "NumThreadsY", "NumThreadsZ", "EntryName", "NumBytesGroupSharedMemory",
        "ResourceStride", "Resources", "SigInputElements", "SigOutputElements",
        "SigPatchOrPrimElements", "OutputVectorMasks", "PatchOrPrimMasks", "InputOutputMap",
        "InputPatchMap", "PatchOutputMap"],
        ["Type", "Space", "LowerBound", "UpperBound", "Kind", "Flags"],
        ["Name", "Indices", "StartRow", "Cols", "StartCol", "Allocated", "Kind",
         "ComponentType", "Interpolation", "DynamicMask", "Stream"]],
    hexes={"dynamic_mask"},
    spec_enums={k: ("dxcontainer_psv0", e) for k, e in (
        ("tessellator_domain", "tessellator_domain"),
        ("tessellator_output_primitive", "tessellator_output_primitive"),
        ("input_primitive", "primitive"), ("output_topology", "primitive_topology"),
        ("mesh_output_topology", "mesh_output_topology"))},
    enums={"res_type", "res_kind", "semantic_kind", "component_type", "interpolation_mode"},
    numbers={"shader_stage": _SHADER_KINDS})

def _rts0_layout():
    # obj2yaml's names of the flag bits (DXContainerConstants.def): root
    # flags in CamelCase, descriptor, range and sampler flags in capitals.
    from .dxcontainer_rts0 import DESCRIPTOR_FLAGS, RANGE_FLAGS, ROOT_FLAGS, SAMPLER_FLAGS
    flags = {**ROOT_FLAGS, **{f: f.upper() for f in (*RANGE_FLAGS, *DESCRIPTOR_FLAGS,
                                                      *SAMPLER_FLAGS)}}
    return dict(
        renames={
            "num_parameters": "NumRootParameters", "ofs_parameters": "RootParametersOffset",
            "num_static_samplers": "NumStaticSamplers",
            "ofs_static_samplers": "StaticSamplersOffset",
            "parameters": "Parameters", "static_samplers": "Samplers",
            "ofs_ranges": "RangesOffset", "ofs_payload": "PayloadOffset",
            "num_32bit_values": "Num32BitValues", "ofs_in_table": "OffsetInDescriptorsFromTableStart",
            "mip_lod_bias": "MipLODBias",
            "min_lod": "MinLOD", "max_lod": "MaxLOD", **flags,
        },
        order=[["Version", "NumRootParameters", "RootParametersOffset", "NumStaticSamplers",
                "StaticSamplersOffset", "Parameters", "Samplers", *ROOT_FLAGS.values()],
               ["ParameterType", "ShaderVisibility", "Table", "Constants", "Descriptor"],
               ["NumRanges", "RangesOffset", "Ranges"],
               ["RangeType", "NumDescriptors", "BaseShaderRegister", "RegisterSpace",
                "OffsetInDescriptorsFromTableStart", *(f.upper() for f in RANGE_FLAGS)],
               ["RegisterSpace", "ShaderRegister", *(f.upper() for f in DESCRIPTOR_FLAGS)],
               ["Num32BitValues", "RegisterSpace", "ShaderRegister"],
               ["Filter", "AddressU", "AddressV", "AddressW", "MipLODBias", "MaxAnisotropy",
                "ComparisonFunc", "BorderColor", "MinLOD", "MaxLOD", "ShaderRegister",
                "RegisterSpace", "ShaderVisibility", *(f.upper() for f in SAMPLER_FLAGS)]],
        # obj2yaml prints a range's descriptor count signed: -1 is "unbounded"
        signed={"num_descriptors"})


def _rts0():
    return Layout(
        **_rts0_layout(),
        enums={"parameter_type", "shader_visibility", "range_type", "filter", "address_u",
               "address_v", "address_w", "comparison_func", "border_color"},
        spec_enums={"version": ("dxcontainer_rts0", "root_signature_version")},
        values={"range_type": {"cbv": "CBuffer"}})


LAYOUTS = {
    "DXIL": _PROGRAM, "ILDB": _PROGRAM, "HASH": _HASH, "ILDN": _ILDN, "PSV0": _PSV0,
    "SFI0": _SFI0, "ISG1": _SIGNATURE, "OSG1": _SIGNATURE, "PSG1": _SIGNATURE,
    "ISGN": _SIGNATURE, "OSGN": _SIGNATURE, "OSG5": _SIGNATURE, "PCSG": _SIGNATURE,
}
#: Layouts made when first needed (RTS0's reads LLVM's flag names: a module
#: a dump without a root signature need not load).
_LATER = {"RTS0": _rts0}


def layout_of(fourcc: str):
    """obj2yaml's layout of a part, or None."""
    if fourcc in _LATER:
        LAYOUTS[fourcc] = _LATER.pop(fourcc)()
    return LAYOUTS.get(fourcc)

#: Fields shown in obj2yaml's hex-list style (the others are hex strings).
HEX_LIST_FIELDS = {"digest", "DXIL"}

# How LLVM spells the words of enum names.
_WORDS = {"id": "ID", "cbv": "CBV", "srv": "SRV", "uav": "UAV", "rt": "RT", "ms": "MS",
          "gs": "GS", "ge": "GE", "le": "LE", "uint32": "UInt32", "sint32": "SInt32",
          "uint16": "UInt16", "sint16": "SInt16", "uint64": "UInt64", "sint64": "SInt64",
          "cbuffer": "CBuffer", "tbuffer": "TBuffer", "viewport": "ViewPort",
          "noperspective": "Noperspective", "msaa": "MSAA"}
_WHOLE = {"float2_8": "Float2_8", "cbv": "CBV", "constants_32bit": "Constants32Bit"}


def llvm_enum(name) -> str:
    """An enum name as LLVM spells it: ``vertex_id`` -> ``VertexID``,
    ``srv_typed`` -> ``SRVTyped``, ``texture2d_ms`` -> ``Texture2DMS``."""
    if not isinstance(name, str):
        return name
    if name in _WHOLE:
        return _WHOLE[name]
    out = []
    for word in name.split("_"):
        if word in _WORDS:
            out.append(_WORDS[word])
        elif word:
            w = word[:1].upper() + word[1:]
            out.append(re.sub(r"(\d)d$", r"\1D", w))
    return "".join(out)


#: The ``ResourceStride`` obj2yaml shows for a PSV0 part without resources
#: (which stores no stride): LLVM's size of a resource record, whatever the version.
LLVM_EMPTY_RESOURCE_STRIDE = 24

#: PSV0's bit tables, and how many streams obj2yaml lists for them (0 = one table).
_PSV_TABLES = {"input_to_output_tables": 4, "view_id_output_masks": 4,
               "input_to_patch_const_table": 0, "patch_const_to_output_table": 0,
               "view_id_patch_const_or_prim_mask": 0}


def _dword_tables(v, streams: int):
    """PSV0 ``dword_table`` records as obj2yaml's lists of hex words (one per
    output stream, absent streams empty, for the per-stream tables)."""
    def words(t):
        if isinstance(t, dict) and isinstance(t.get("dwords"), list):
            return Flow(HexInt(w) for w in t["dwords"])
        return t
    if isinstance(v, list):
        out = [words(t) for t in v]
        while streams and len(out) < streams:
            out.append(Flow())
        return out
    return words(v)


def _psv_resource(r):
    """A PSV0 resource with obj2yaml's ``Flags: {UsedByAtomic64: ...}`` (the
    raw flags word stays, as ``FlagsValue``)."""
    if not isinstance(r, dict) or "used_by_atomic64" not in r:
        return r
    r = dict(r)
    value = r.pop("res_flags", None)
    r["res_flags"] = {"used_by_atomic64": r.pop("used_by_atomic64")}
    if value is not None:
        r["flags_value"] = value
    return r


#: obj2yaml's key for a root parameter's payload, by parameter type.
_RTS0_PAYLOAD = {"descriptor_table": "table", "constants_32bit": "constants", "cbv": "descriptor",
                 "srv": "descriptor", "uav": "descriptor"}


def _rts0_parameter(p):
    if not isinstance(p, dict) or "payload" not in p:
        return p
    key = _RTS0_PAYLOAD.get(p.get("parameter_type"), "payload")
    return {(key if k == "payload" else k): v for k, v in p.items()}


def _llvm_shape(fourcc: str, d: dict, raw: bytes) -> dict:
    """Reshape a part's decode where obj2yaml's layout differs from the spec's
    (before renaming): PSV0's runtime information is flattened into the part,
    a program part also shows its bitcode bytes (obj2yaml's ``DXIL``)."""
    if fourcc == "PSV0" and isinstance(d.get("runtime_info"), dict):
        info = dict(d["runtime_info"])
        stage = info.pop("stage_info", None)
        vectors = info.pop("stage_vectors", None)
        flat = {"version": d.get("version")}
        flat["shader_stage"] = info.pop("shader_stage", None)
        if isinstance(stage, dict):
            flat.update((k, v) for k, v in stage.items() if k not in flat)
        flat.update((k, v) for k, v in info.items() if k not in flat)
        if isinstance(vectors, dict):
            flat.update((k, v) for k, v in vectors.items() if k not in flat)
        if flat.get("shader_stage") is None:
            # v0 has no stage byte: LLVM shows the stage of the program part
            kind = d.get("shader_kind")
            if isinstance(kind, int) and 0 <= kind < len(_SHADER_KINDS):
                flat["shader_stage"] = _SHADER_KINDS[kind]
            else:
                del flat["shader_stage"]
        if "entry_function_name" in d:
            flat["entry_function_name"] = d["entry_function_name"]
        rest = {k: v for k, v in d.items() if k not in ("runtime_info", "version",
                                                         "entry_function_name")}
        for key, streams in _PSV_TABLES.items():
            if key in rest:
                rest[key] = _dword_tables(rest[key], streams)
        if isinstance(rest.get("resources"), list):
            rest["resources"] = [_psv_resource(r) for r in rest["resources"]]
        rest.setdefault("resources", [])
        # no resources, no stride in the part: obj2yaml shows its own record size
        rest.setdefault("len_resource_record", LLVM_EMPTY_RESOURCE_STRIDE)
        if rest.get("has_signature_data"):  # obj2yaml lists empty signatures too
            for key in ("input_elements", "output_elements", "patch_const_or_prim_elements"):
                rest.setdefault(key, [])
        if rest.get("len_runtime_info") is not None:
            flat["len_runtime_info"] = rest.pop("len_runtime_info")
        flat.update(rest)
        return flat
    if fourcc == "SFI0" and isinstance(d.get("unknown_bits_33_39"), int):
        d = dict(d)  # obj2yaml names bit 33, the first unused one, NextUnusedBit
        d["next_unused_bit"] = bool(d["unknown_bits_33_39"] & 1)
        return d
    if fourcc == "RTS0" and isinstance(d.get("parameters"), list):
        d = dict(d)
        d["parameters"] = [_rts0_parameter(p) for p in d["parameters"]]
        return d
    if fourcc in ("DXIL", "ILDB") and "len_bitcode" in d and "ofs_bitcode" in d:
        start, size = 8 + d["ofs_bitcode"], d["len_bitcode"]
        if isinstance(start, int) and isinstance(size, int) and start + size <= len(raw):
            d = dict(d)
            d["DXIL"] = raw[start:start + size]
    return d
