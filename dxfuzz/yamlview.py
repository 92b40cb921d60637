"""The decoded tree of a container as YAML or JSON (``dxfuzz dump``).

Two spellings of the same tree:

* ``names="ksy"`` (JSON's default): the field names of the specs, exactly as
  :func:`dxfuzz.to_dict` gives them;
* ``names="llvm"`` (YAML's default): laid out like LLVM's ``obj2yaml`` -
  ``--- !dxcontainer``, ``Header`` (``Hash``, ``Version``, ``FileSize``,
  ``PartCount``, ``PartOffsets``), ``Parts`` (``Name``, ``Size``, then one
  key per part) - with obj2yaml's key names for the parts it decodes
  (``Program``, ``Signature``, ``PSVInfo``, ``Hash``, ``DebugName``,
  ``Flags``, ``RootSignature``), so the two outputs can be diffed. Every
  other field keeps its spec name, spelled in CamelCase.

Nothing is left out: fields obj2yaml does not show are still there (under
their own names), and byte strings are written whole as hex unless
``max_bytes`` asks to shorten them. A part that fails to decode shows an
``Error`` entry (message and byte offset) instead of its fields; the rest
of the file is still dumped.
"""
from __future__ import annotations

import json
import math
import re
import struct
from enum import Enum

from . import kaitai
from .errors import INPUT_ERRORS, ParseError, describe
from .todict import to_dict

# --- value markers for the YAML writer ---------------------------------------


class HexList(list):
    """Bytes shown as obj2yaml shows them: a flow list of hex numbers."""


class HexInt(int):
    """An integer written in hex (``0x1F``)."""


class Flow(list):
    """A list written on one line (``[ 60, 76, 92 ]``), as obj2yaml does."""


def hex_list(data: bytes) -> HexList:
    return HexList(HexInt(b) for b in data)


def hex_text(data: bytes, max_bytes=None) -> str:
    """Bytes as a hex string, shortened past ``max_bytes`` (with the full length)."""
    data = bytes(data)
    if max_bytes is not None and len(data) > max_bytes:
        return f"{data[:max_bytes].hex()}... ({len(data)} bytes)"
    return data.hex()


def camel(name: str) -> str:
    """``semantic_index`` -> ``SemanticIndex`` (obj2yaml's style of keys)."""
    return "".join(p[:1].upper() + p[1:] for p in str(name).split("_"))


# --- per-part layout of obj2yaml ----------------------------------------------
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
        from . import kaitai
        try:
            enum = getattr(kaitai.spec_class(spec[0]), kaitai.class_name(spec[1]))
            return enum[name].value
        except (ImportError, AttributeError, KeyError):
            return None


_SIGNATURE = Layout(
    renames={"elements": "Parameters", "element_count": "ParamCount",
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
             "shader_kind": "ShaderKind", "size_in_dwords": "Size",
             "dxil_version_major": "DXILMajorVersion", "dxil_version_minor": "DXILMinorVersion",
             "ofs_bitcode": "DXILOffset", "len_bitcode": "DXILSize", "bitcode": "Bitcode"},
    order=["MajorVersion", "MinorVersion", "ShaderKind", "Size", "DXILMajorVersion",
           "DXILMinorVersion", "DXILSize", "DXIL"],
    numbers={"shader_kind": _SHADER_KINDS})

_HASH = Layout(renames={"includes_source": "IncludesSource", "digest": "Digest"},
               order=["IncludesSource", "Digest"])

_ILDN = Layout(renames={"flags": "Flags", "name_length": "NameLength", "name": "Name"},
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
        "min_wave_lane_count": "MinimumWaveLaneCount",
        "max_wave_lane_count": "MaximumWaveLaneCount",
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
        "input_control_point_count": "InputControlPointCount",
        "output_control_point_count": "OutputControlPointCount",
        "tessellator_domain": "TessellatorDomain",
        "tessellator_output_primitive": "TessellatorOutputPrimitive",
        "input_primitive": "InputPrimitive", "output_topology": "OutputTopology",
        "output_stream_mask": "OutputStreamMask", "max_vertex_count": "MaxVertexCount",
        "group_shared_bytes_used": "GroupSharedBytesUsed",
        "group_shared_bytes_dependent_on_view_id": "GroupSharedBytesDependentOnViewID",
        "payload_size_in_bytes": "PayloadSizeInBytes",
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
        ("input_primitive", "input_primitive"), ("output_topology", "primitive_topology"),
        ("mesh_output_topology", "mesh_output_topology"))},
    enums={"res_type", "res_kind", "semantic_kind", "component_type", "interpolation_mode"},
    numbers={"shader_stage": _SHADER_KINDS})

def _rts0_layout():
    # obj2yaml's names of the flag bits (DXContainerConstants.def): root
    # flags in CamelCase, descriptor, range and sampler flags in capitals.
    from .llvm.rts0 import DESCRIPTOR_FLAGS, RANGE_FLAGS, ROOT_FLAGS, SAMPLER_FLAGS
    flags = {**ROOT_FLAGS, **{f: f.upper() for f in (*RANGE_FLAGS, *DESCRIPTOR_FLAGS,
                                                      *SAMPLER_FLAGS)}}
    return dict(
        renames={
            "num_parameters": "NumRootParameters", "ofs_parameters": "RootParametersOffset",
            "num_static_samplers": "NumStaticSamplers",
            "ofs_static_samplers": "StaticSamplersOffset",
            "parameters": "Parameters", "static_samplers": "Samplers",
            "ofs_ranges": "RangesOffset", "ofs_payload": "PayloadOffset",
            "num_32bit_values": "Num32BitValues", "mip_lod_bias": "MipLODBias",
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


# --- building the tree ----------------------------------------------------------


class View:
    """Options of one rendering: ``names`` (``llvm`` or ``ksy``), ``max_bytes``."""

    def __init__(self, names: str = "llvm", max_bytes=None):
        if names not in ("llvm", "ksy"):
            raise ValueError(f"names must be 'llvm' or 'ksy', not {names!r}")
        self.names = names
        self.max_bytes = max_bytes

    # plain data -> presentable data
    def value(self, v, layout=None, key=None):
        if isinstance(v, dict):
            return self.mapping(v, layout)
        if isinstance(v, Flow):
            return v
        if isinstance(v, list):
            return [self.value(x, layout, key) for x in v]
        if isinstance(v, (bytes, bytearray)):
            if self.names == "llvm" and key in HEX_LIST_FIELDS and \
                    (self.max_bytes is None or len(v) <= self.max_bytes):
                return hex_list(v)
            return hex_text(v, self.max_bytes)
        if isinstance(v, Enum):
            v = v.name
        if isinstance(v, float) and not math.isfinite(v):
            return repr(v)
        if layout is not None and self.names == "llvm" and isinstance(v, int) \
                and not isinstance(v, bool):
            if key in layout.hexes:
                return HexInt(v)
            if key in layout.signed and 0x80000000 <= v <= 0xFFFFFFFF:
                return v - 0x100000000
        if layout is not None and self.names == "llvm" and isinstance(v, str):
            if key in layout.numbers and v in layout.numbers[key]:
                return layout.numbers[key].index(v)
            number = layout.number(key, v)
            if number is not None:
                return number
            if v in layout.values.get(key, {}):
                return layout.values[key][v]
            if key in layout.enums:
                return llvm_enum(v)
        return v

    def mapping(self, d, layout=None):
        out = {}
        for k, v in d.items():
            out[self.key(k, layout)] = self.value(v, layout, k)
        if layout is not None and self.names == "llvm" and any(layout.orders):
            best = max(layout.orders, key=lambda o: len(set(o) & set(out)))
            rank = {name: i for i, name in enumerate(best)}
            first = sorted((k for k in out if k in rank), key=rank.get)
            out = {**{k: out[k] for k in first}, **{k: v for k, v in out.items() if k not in rank}}
        return out

    def key(self, k, layout=None):
        if self.names == "ksy":
            return k
        if layout is not None and k in layout.renames:
            return layout.renames[k]
        return k if k[:1].isupper() else camel(k)

    # containers and parts
    def container(self, obj, data: bytes = None) -> dict:
        """The tree of a parsed container (``parse(..., lazy=True)`` is enough).
        With ksy names it is also :func:`dxfuzz.build_tree`'s input: it
        carries the bytes no field covers (``gaps``) and the ``data`` of every
        part its body does not rebuild, so building it gives the file back."""
        entries = obj.part_offsets
        if self.names == "ksy":
            source = kaitai.source_bytes(obj) or b""
            head = {
                "magic": bytes(obj.magic).decode("latin-1"),
                "digest": hex_text(obj.digest),
                "major_version": obj.major_version, "minor_version": obj.minor_version,
                "file_size": obj.file_size, "part_count": obj.part_count,
            }
            head["part_offsets"] = [
                {"ofs_part": e.ofs_part, "part": self.part(e, source)} for e in entries]
            gaps = [{"offset": start, "bytes": hex_text(source[start:end], self.max_bytes)}
                    for start, end in _gaps(obj, source)]
            if gaps:
                head["gaps"] = gaps
            return head
        header = {
            "Hash": hex_list(obj.digest),
            "Version": {"Major": obj.major_version, "Minor": obj.minor_version},
            "FileSize": obj.file_size,
            "PartCount": obj.part_count,
            "PartOffsets": Flow(e.ofs_part for e in entries),
        }
        return {"Header": header, "Parts": [self.part(e) for e in entries]}

    def part(self, entry, source: bytes = None) -> dict:
        try:
            part = entry.part
        except INPUT_ERRORS as exc:
            err = describe(exc)
            return {"error" if self.names == "ksy" else "Error": self._error(err)}
        except ParseError as err:
            return {"error" if self.names == "ksy" else "Error": self._error(err)}
        fourcc = part.fourcc_text
        ksy = self.names == "ksy"
        out = {"fourcc": fourcc, "size": part.size} if ksy else {"Name": fourcc, "Size": part.size}
        nested = False
        try:
            body = part.body
            if isinstance(body, (bytes, bytearray)):
                decoded = bytes(body)
            elif kaitai.type_id(type(body)) == "dxcontainer":
                decoded, nested = self.container(body), True
            else:
                decoded = to_dict(body)
        except (ParseError, *INPUT_ERRORS) as exc:
            err = exc if isinstance(exc, ParseError) else describe(exc)
            out["error" if ksy else "Error"] = self._error(err)
            if ksy and source is not None:
                self._data_unless_rebuilt(out, entry, part, None, False, source)
            return out
        if ksy:
            out["body"] = decoded if nested else self.value(decoded)
            if source is not None:
                # the body as the dump carries it: a JSON number has no NaN payload
                self._data_unless_rebuilt(out, entry, part, out["body"], nested, source)
            return out
        if isinstance(decoded, (bytes, bytearray)):
            out["Data"] = self.value(decoded)
        elif "Header" in decoded:  # LIBF: a whole nested container
            out["Container"] = decoded
        else:
            raw = getattr(part, "_raw__m_body", None) or b""
            shaped = _llvm_shape(fourcc, decoded, bytes(raw))
            out[PART_KEY.get(fourcc, "Body")] = self.mapping(shaped, layout_of(fourcc))
        return out

    def _data_unless_rebuilt(self, out: dict, entry, part, decoded, nested: bool,
                             source: bytes) -> None:
        """Add the part's ``data`` (as far as the file holds it) unless its
        body builds it back: a body of bytes, a nested container, or the tree
        of a fourcc :func:`dxfuzz.build_part` builds."""
        from .builder import build_part, build_tree, built_from_trees
        start = entry.ofs_part + 8
        data = source[start:start + part.size]
        try:
            if isinstance(decoded, str) and bytes.fromhex(decoded) == data:
                return  # a body of bytes, as hex text
            if nested:
                if build_tree(decoded) == data:
                    return
            elif decoded is not None and built_from_trees(out["fourcc"]) and \
                    build_part(out["fourcc"], decoded) == data:
                return
        except (ValueError, TypeError, KeyError, struct.error, OverflowError):
            pass  # a tree the writers cannot build (a malformed part's): its data says it
        out["data"] = hex_text(data, self.max_bytes)

    def _error(self, err: ParseError) -> dict:
        keys = ("message", "offset", "path") if self.names == "ksy" else ("Message", "Offset", "Path")
        out = {keys[0]: err.message}
        if err.offset is not None:
            out[keys[1]] = err.offset
        if err.path:
            out[keys[2]] = err.path
        return out


def _gaps(obj, source: bytes) -> list:
    """``(start, end)`` ranges of ``source`` that neither the header, the
    offset table nor any part (header and ``size`` bytes of data) covers."""
    covered = [(0, 32 + 4 * len(obj.part_offsets))]
    for entry in obj.part_offsets:
        try:
            size = entry.part.size
        except (ParseError, *INPUT_ERRORS):
            continue  # its header cannot be read: its bytes, if any, are a gap
        covered.append((entry.ofs_part, entry.ofs_part + 8 + size))
    gaps, pos = [], 0
    for start, end in sorted(covered):
        if start > pos:
            gaps.append((pos, min(start, len(source))))
        pos = max(pos, end)
        if pos >= len(source):
            break
    if pos < len(source):
        gaps.append((pos, len(source)))
    return [(a, b) for a, b in gaps if a < b]


def tree(obj, names: str = "llvm", max_bytes=None, part: str = None):
    """The dump of a parsed container: a dict, or with ``part`` (a fourcc)
    the list of that fourcc's part entries."""
    view = View(names, max_bytes)
    if part is None:
        return view.container(obj)
    out = []
    for entry in obj.part_offsets:
        try:
            fourcc = entry.part.fourcc_text
        except INPUT_ERRORS:
            continue
        if fourcc == part:
            out.append(view.part(entry))
    return out


def any_errors(t) -> bool:
    """True if a dump tree holds an ``Error`` entry anywhere."""
    if isinstance(t, dict):
        return any(k in ("Error", "error") or any_errors(v) for k, v in t.items())
    if isinstance(t, list):
        return any(any_errors(v) for v in t)
    return False


# --- writers ----------------------------------------------------------------------


def _yaml():
    try:
        import yaml
    except ImportError as exc:  # pragma: no cover - PyYAML is a dependency
        raise RuntimeError("YAML output needs PyYAML (pip install PyYAML)") from exc
    return yaml


_DUMPER = None


def _dumper():
    global _DUMPER
    if _DUMPER is not None:
        return _DUMPER
    yaml = _yaml()
    base = getattr(yaml, "CSafeDumper", yaml.SafeDumper)

    class Dumper(base):
        pass

    def hex_int(d, v):
        return d.represent_scalar("tag:yaml.org,2002:int", f"0x{int(v):X}")

    def flow(d, v):
        return d.represent_sequence("tag:yaml.org,2002:seq", list(v), flow_style=True)

    def text(d, v):
        style = "|" if "\n" in v else None
        return d.represent_scalar("tag:yaml.org,2002:str", v, style=style)

    Dumper.add_representer(HexInt, hex_int)
    Dumper.add_representer(HexList, flow)
    Dumper.add_representer(Flow, flow)
    Dumper.add_representer(str, text)
    _DUMPER = Dumper
    return Dumper


def to_yaml(t, document_tag: str = "!dxcontainer") -> str:
    """YAML text of a dump tree, beginning ``--- !dxcontainer`` like obj2yaml."""
    yaml = _yaml()
    body = yaml.dump(t, Dumper=_dumper(), sort_keys=False, default_flow_style=False,
                     allow_unicode=False, width=88)
    head = f"--- {document_tag}\n" if document_tag and isinstance(t, dict) else "---\n"
    return head + body + "...\n"


# --- obj2yaml's own layout ---------------------------------------------------------
#
# LLVM's YAML writer pads every ``key:`` to 16 characters before the value,
# indents sequences under their key, writes short lists as ``[ a, b ]``
# wrapped after column 70, and ends the document with ``...``. Writing the
# same layout (instead of PyYAML's) makes ``diff`` against obj2yaml show only
# real differences. The text is still plain YAML: ``yaml.safe_load`` reads it.

_WRAP = 70
_PLAIN = re.compile(r"^[A-Za-z_./][A-Za-z0-9_./ ()+-]*$")
_SPECIAL = {"true", "false", "yes", "no", "on", "off", "null", "y", "n", "~"}


def _scalar(v) -> str:
    if v is None:
        return "null"
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, HexInt):
        return f"0x{int(v):X}"
    if isinstance(v, int):
        return str(v)
    if isinstance(v, float):
        return _float_text(v)
    s = str(v)
    if s and _PLAIN.match(s) and s.lower() not in _SPECIAL and not s.endswith(" "):
        return s
    if all(32 <= ord(c) < 127 for c in s):
        return "'" + s.replace("'", "''") + "'"
    return json.dumps(s)  # double-quoted with escapes: valid YAML too


def _float_text(v: float) -> str:
    """obj2yaml's text for a float (C's ``%g``: ``0``, ``-10.5``) when it
    reads back as the same value; else the shortest text that does, for a
    value that came from a 32-bit float (every float in the specs) the
    shortest that reads back as the same float32 (``3.4028235e+38``, where
    obj2yaml's six digits, ``3.40282e+38``, would change the value), with a
    dot in the mantissa so that YAML reads a number."""
    if not math.isfinite(v):
        return ".nan" if v != v else (".inf" if v > 0 else "-.inf")
    try:
        single = struct.unpack("<f", struct.pack("<f", v))[0] == v
    except OverflowError:
        single = False
    short = "%g" % v
    if float(short) == v and ("e" not in short or "." in short):  # YAML reads 1e-05 as text
        return short
    if single:
        for digits in range(1, 10):
            text = f"{v:.{digits}g}"
            try:
                if struct.unpack("<f", struct.pack("<f", float(text)))[0] == v:
                    text = repr(float(text))  # -50.0 rather than -5e+01
                    break
            except OverflowError:  # rounded past the largest float32
                continue
    else:
        text = repr(v)
    if "." not in text and "e" not in text and "n" not in text:
        text += ".0"  # stays a float in YAML
    elif "e" in text and "." not in text.split("e")[0]:
        mantissa, exp = text.split("e")
        text = f"{mantissa}.0e{exp}"
    return text


def _is_scalar(v) -> bool:
    return isinstance(v, (int, float, bool)) or v is None


def _padded(key: str) -> str:
    key = f"{_scalar(key)}:"
    return key + " " * (17 - len(key)) if len(key) < 17 else key + " "


class _LlvmWriter:
    def __init__(self):
        self.lines = []
        self.cur = ""

    def flush(self):
        self.lines.append(self.cur)
        self.cur = ""

    def flow(self, items):
        items = list(items)
        if not items:
            self.cur += "[  ]"
            return
        start = len(self.cur)
        self.cur += "[ "
        for i, item in enumerate(items):
            if i and len(self.cur) > _WRAP:
                self.flush()
                self.cur = " " * (start + 2)
            self.cur += _scalar(item) + (", " if i < len(items) - 1 else " ]")

    def value_after_key(self, v, indent):
        """Write ``v`` after a ``key:`` already on the current line."""
        if isinstance(v, (HexList, Flow)):
            self.flow(v)
            self.flush()
        elif isinstance(v, dict):
            if not v:
                self.cur += "{}"
                self.flush()
                return
            self.cur = self.cur.rstrip()
            self.flush()
            self.mapping(v, indent + 2)
        elif isinstance(v, list):
            if not v:
                self.cur += "[]"
                self.flush()
                return
            if all(_is_scalar(x) for x in v):  # obj2yaml writes lists of numbers inline
                self.flow(v)
                self.flush()
                return
            self.cur = self.cur.rstrip()
            self.flush()
            self.sequence(v, indent + 2)
        else:
            self.cur += _scalar(v)
            self.flush()

    def mapping(self, d, indent, first_inline=False):
        for i, (k, v) in enumerate(d.items()):
            if not (first_inline and i == 0):
                self.cur = " " * indent
            self.cur += _padded(k)
            self.value_after_key(v, indent)

    def sequence(self, items, indent):
        for v in items:
            self.cur = " " * indent + "- "
            if isinstance(v, (HexList, Flow)):
                self.flow(v)
                self.flush()
            elif isinstance(v, dict) and v:
                self.mapping(v, indent + 2, first_inline=True)
            elif isinstance(v, list) and v:
                if all(_is_scalar(x) for x in v):
                    self.flow(v)
                    self.flush()
                else:
                    self._nested_seq(v, indent)
            elif isinstance(v, dict):
                self.cur += "{}"
                self.flush()
            elif isinstance(v, list):
                self.cur += "[  ]"
                self.flush()
            else:
                self.cur += _scalar(v)
                self.flush()

    def _nested_seq(self, v, indent):
        self.cur = self.cur.rstrip()
        self.flush()
        self.sequence(v, indent + 2)


def to_llvm_yaml(t, document_tag: str = "!dxcontainer") -> str:
    """A dump tree in obj2yaml's text layout (see above)."""
    w = _LlvmWriter()
    w.lines.append(f"--- {document_tag}" if document_tag and isinstance(t, dict) else "---")
    if isinstance(t, dict):
        w.mapping(t, 0)
    elif isinstance(t, list):
        if t:
            w.sequence(t, 0)
        else:
            w.lines.append("[]")
    else:
        w.lines.append(_scalar(t))
    w.lines.append("...")
    return "\n".join(w.lines) + "\n"


def _jsonable(v):
    if isinstance(v, (bytes, bytearray)):
        return bytes(v).hex()
    if isinstance(v, float) and not math.isfinite(v):
        return repr(v)
    if isinstance(v, Enum):
        return v.name
    raise TypeError(f"cannot write {type(v).__name__} as JSON")


def to_json(t, indent=2) -> str:
    """JSON text of a dump tree (``indent=None``: compact, and several times
    faster: Python's JSON encoder is native only without indentation)."""
    return json.dumps(t, indent=indent, default=_jsonable, allow_nan=False) + "\n"


def render(data: bytes, fmt: str = "yaml", names=None, part=None, max_bytes=None, index=None):
    """``(text, tree)`` of ``dxfuzz dump`` for one file's bytes (the tree is
    what the text shows): ``fmt`` is ``yaml`` (or ``text``) or ``json``;
    ``part`` a fourcc to show only those parts, ``index`` the N-th of them."""
    fmt = "yaml" if fmt == "text" else fmt
    names = names or ("llvm" if fmt == "yaml" else "ksy")
    obj = parse_for_dump(data)
    t = tree(obj, names=names, max_bytes=max_bytes, part=part)
    if part is not None and index is not None:
        t = t[index:index + 1]
    if fmt == "json":
        text = to_json(t)
    elif names == "llvm":
        text = to_llvm_yaml(t)
    else:
        text = to_yaml(t)
    return text, t


def parse_for_dump(data: bytes):
    """Parse just enough to dump a possibly malformed file: header and part
    table without LLVM's layout rules; parts decode one by one later."""
    from .container import parse
    return parse(data, layout=False, lazy=True)

