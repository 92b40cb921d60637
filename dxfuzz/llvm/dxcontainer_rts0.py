"""RTS0 (root signature) in LLVM 22's obj2yaml layout (``RootSignature``),
and as yaml2obj writes it back.

obj2yaml's spelling: enum names in CamelCase (``MinMagMipPoint``, ``CBuffer``
for a CBV range), flags as keys printed when ``true`` (root flags in
CamelCase, descriptor, range and sampler flags in D3D12's capitals, sampler
flags with their ``SAMPLER_FLAG_`` prefix), ``NumDescriptors`` signed (-1 =
unbounded), floats with six significant digits.

LLVM 22's obj2yaml refuses some root signatures its own object reader
accepts (:data:`OBJ2YAML_REFUSALS`): version 3 (1.2) ones, and any whose
enumerations hold a value it does not know. Those files are not
disagreements; :func:`llvm_refuses` tells them apart.
"""
from __future__ import annotations

from .layout import SIGNED, U32_WORD, Enum, Flag, Key, Part, Record, Records

#: obj2yaml's error messages for root signatures it will not print.
OBJ2YAML_REFUSALS = (
    "Invalid Root Signature version",
    "Invalid value for",
)


def llvm_refuses(error_text: str) -> bool:
    """obj2yaml's error is one of its known refusals of valid root signatures."""
    return any(msg in (error_text or "") for msg in OBJ2YAML_REFUSALS)


def _enum(name: str, **kw) -> Enum:
    return Enum("dxcontainer_rts0", name, **kw)


def _flags(bits, prefix: str = "") -> list:
    """Flag keys (printed when true) by our field and bit: LLVM's name is the
    field's in capitals (DXContainerConstants.def)."""
    return [Flag(prefix + field.upper(), field, bit, omitted=False) for field, bit in bits]


#: The root flags LLVM names, in bit order.
ROOT_FLAGS = {
    "allow_input_assembler_input_layout": "AllowInputAssemblerInputLayout",
    "deny_vertex_shader_root_access": "DenyVertexShaderRootAccess",
    "deny_hull_shader_root_access": "DenyHullShaderRootAccess",
    "deny_domain_shader_root_access": "DenyDomainShaderRootAccess",
    "deny_geometry_shader_root_access": "DenyGeometryShaderRootAccess",
    "deny_pixel_shader_root_access": "DenyPixelShaderRootAccess",
    "allow_stream_output": "AllowStreamOutput",
    "local_root_signature": "LocalRootSignature",
    "deny_amplification_shader_root_access": "DenyAmplificationShaderRootAccess",
    "deny_mesh_shader_root_access": "DenyMeshShaderRootAccess",
    "cbv_srv_uav_heap_directly_indexed": "CBVSRVUAVHeapDirectlyIndexed",
    "sampler_heap_directly_indexed": "SamplerHeapDirectlyIndexed",
}
_DESCRIPTOR_FLAGS = (("data_volatile", 0x2), ("data_static_while_set_at_execute", 0x4),
                     ("data_static", 0x8))
_VISIBILITY = _enum("ShaderVisibility")
_ADDRESS = _enum("TextureAddressMode")

RANGE = [
    Key("RangeType", "range_type", _enum("DescriptorRangeType", spelled={"cbv": "CBuffer"}),
        required=True),
    Key("NumDescriptors", "num_descriptors", SIGNED),
    Key("BaseShaderRegister", "base_shader_register"), Key("RegisterSpace", "register_space"),
    Key("OffsetInDescriptorsFromTableStart", "ofs_in_table", U32_WORD),
    *_flags((("descriptors_volatile", 0x1), *_DESCRIPTOR_FLAGS,
             ("descriptors_static_keeping_buffer_bounds_checks", 0x10000))),
]
PARAMETER = [
    Key("ParameterType", "parameter_type", _enum("RootParameterType"), required=True),
    Key("ShaderVisibility", "shader_visibility", _VISIBILITY),
    Key("Table", "table", Record([Key("NumRanges", "num_ranges"),
                                  Key("RangesOffset", "ofs_ranges"),
                                  Key("Ranges", "ranges", Records(RANGE))])),
    Key("Constants", "constants", Record([Key("Num32BitValues", "num_32bit_values"),
                                          Key("RegisterSpace", "register_space"),
                                          Key("ShaderRegister", "shader_register")])),
    Key("Descriptor", "descriptor", Record([Key("RegisterSpace", "register_space"),
                                            Key("ShaderRegister", "shader_register"),
                                            *_flags(_DESCRIPTOR_FLAGS)])),
]
SAMPLER = [
    Key("Filter", "filter", _enum("Filter")), Key("AddressU", "address_u", _ADDRESS),
    Key("AddressV", "address_v", _ADDRESS), Key("AddressW", "address_w", _ADDRESS),
    Key("MipLODBias", "mip_lod_bias"), Key("MaxAnisotropy", "max_anisotropy"),
    Key("ComparisonFunc", "comparison_func", _enum("ComparisonFunc")),
    Key("BorderColor", "border_color", _enum("StaticBorderColor")),
    Key("MinLOD", "min_lod"), Key("MaxLOD", "max_lod"),
    Key("ShaderRegister", "shader_register"), Key("RegisterSpace", "register_space"),
    Key("ShaderVisibility", "shader_visibility", _VISIBILITY),
    *_flags((("uint_border_color", 0x1), ("non_normalized_coordinates", 0x2)), "SAMPLER_FLAG_"),
]

#: The key of a root parameter's payload, by parameter type.
_PAYLOAD = {"descriptor_table": "table", "constants_32bit": "constants", "cbv": "descriptor",
            "srv": "descriptor", "uav": "descriptor"}


def _shape(d: dict) -> dict:
    """The payload of each root parameter under the key of its type."""
    if not isinstance(d.get("parameters"), list):
        return d
    return {**d, "parameters": [
        {(_PAYLOAD.get(p.get("parameter_type"), "payload") if k == "payload" else k): v
         for k, v in p.items()} if isinstance(p, dict) else p for p in d["parameters"]]}


def _tree(rs: dict) -> dict:
    """As yaml2obj writes it: the counts, each table's ranges' offset and the
    payload offsets computed (yaml2obj ignores the document's), the root
    parameters' offset kept and the samplers' when there are samplers
    (yaml2obj refuses them unless they are what it computes); a key left
    out is zero, a sampler's the D3D12 default."""
    def parameter(p):
        out = {"parameter_type": p["parameter_type"],
               "shader_visibility": p.get("shader_visibility", 0)}
        if "table" in p:
            out["payload"] = {"ranges": [{"base_shader_register": 0, "register_space": 0,
                                          "num_descriptors": 0, "ofs_in_table": 0, "flags": 0,
                                          **r} for r in p["table"].get("ranges", [])]}
        elif "constants" in p:
            out["payload"] = {"num_32bit_values": 0, "register_space": 0, "shader_register": 0,
                              **p["constants"]}
        elif "descriptor" in p:
            out["payload"] = {"register_space": 0, "shader_register": 0, "flags": 0,
                              **p["descriptor"]}
        return out

    out = {"version": rs["version"], "flags": rs.get("flags", 0),
           "parameters": [parameter(p) for p in rs.get("parameters", [])],
           "static_samplers": [{"flags": 0, **s} for s in rs.get("static_samplers", [])]}
    if "ofs_parameters" in rs:
        out["ofs_parameters"] = rs["ofs_parameters"]
    if "ofs_static_samplers" in rs and out["static_samplers"]:
        # without samplers yaml2obj writes the offset it computes
        out["ofs_static_samplers"] = rs["ofs_static_samplers"]
    return out


PART = Part(("RTS0",), "RootSignature", [
    Key("Version", "version", _enum("RootSignatureVersion", numbers=True), required=True),
    Key("NumRootParameters", "num_parameters"), Key("RootParametersOffset", "ofs_parameters"),
    Key("NumStaticSamplers", "num_static_samplers"),
    Key("StaticSamplersOffset", "ofs_static_samplers"),
    Key("Parameters", "parameters", Records(PARAMETER)),
    Key("Samplers", "static_samplers", Records(SAMPLER), omitted=[]),
    *(Flag(name, field, 1 << bit, omitted=False)
      for bit, (field, name) in enumerate(ROOT_FLAGS.items())),
], shape=_shape, unshape=_tree, names={"ofs_payload": "PayloadOffset"},
    where="",  # compare-llvm's paths start below RootSignature (Parts[3] RTS0.Parameters[0]...)
    refuses=llvm_refuses)

compare = PART.compare
