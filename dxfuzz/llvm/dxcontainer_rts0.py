"""RTS0 (root signature) against LLVM 22's ``obj2yaml``.

:func:`compare` takes dxfuzz's decoded part (``dxfuzz.to_dict(part.body)``)
and obj2yaml's entry for the same part (the ``Parts`` item, or just its
``RootSignature`` mapping) and lists every difference. obj2yaml's spelling:
enum names in CamelCase (``MinMagMipPoint``, ``CBuffer`` for a CBV range),
flags as ``true`` keys (root flags in CamelCase, descriptor and range flags in
D3D12's capitals), ``NumDescriptors`` signed (-1 = unbounded), floats with six
significant digits.

LLVM 22's obj2yaml refuses some root signatures its own object reader
accepts (:data:`OBJ2YAML_REFUSALS`): version 3 (1.2) ones, and any whose
enumerations hold a value it does not know. Those files are not
disagreements; :func:`llvm_refuses` tells them apart.
"""
from __future__ import annotations

import functools
import math

from .yaml_in import flag, refuse_unknown_keys

FOURCC = "RTS0"

#: obj2yaml's error messages for root signatures it will not print.
OBJ2YAML_REFUSALS = (
    "Invalid Root Signature version",
    "Invalid value for",
)

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
RANGE_FLAGS = ("descriptors_volatile", "data_volatile", "data_static_while_set_at_execute",
               "data_static", "descriptors_static_keeping_buffer_bounds_checks")
DESCRIPTOR_FLAGS = ("data_volatile", "data_static_while_set_at_execute", "data_static")
SAMPLER_FLAGS = ("uint_border_color", "non_normalized_coordinates")

#: Our enum names whose obj2yaml spelling is not just their CamelCase.
SPELLING = {"cbv": "cbuffer"}

SAMPLER_FIELDS = (
    ("filter", "Filter", "enum"), ("address_u", "AddressU", "enum"),
    ("address_v", "AddressV", "enum"), ("address_w", "AddressW", "enum"),
    ("mip_lod_bias", "MipLODBias", "float"), ("max_anisotropy", "MaxAnisotropy", "int"),
    ("comparison_func", "ComparisonFunc", "enum"), ("border_color", "BorderColor", "enum"),
    ("min_lod", "MinLOD", "float"), ("max_lod", "MaxLOD", "float"),
    ("shader_register", "ShaderRegister", "int"), ("register_space", "RegisterSpace", "int"),
    ("shader_visibility", "ShaderVisibility", "enum"),
)


def llvm_refuses(error_text: str) -> bool:
    """obj2yaml's error is one of its known refusals of valid root signatures."""
    return any(msg in (error_text or "") for msg in OBJ2YAML_REFUSALS)


def _norm(name) -> str:
    """An enum name of either side, spelled comparably (``less_equal`` and
    ``LessEqual`` both give ``lessequal``); numbers stay numbers."""
    if isinstance(name, int):
        return str(name)
    key = str(name).replace("_", "").lower()
    return SPELLING.get(key, key)


def _u32(value) -> int:
    return int(value) & 0xFFFFFFFF


def _same_float(a, b) -> bool:
    a, b = float(a), float(b)
    if math.isnan(a) or math.isnan(b):
        return math.isnan(a) and math.isnan(b)
    # obj2yaml prints six significant digits.
    return a == b or math.isclose(a, b, rel_tol=2e-6, abs_tol=1e-30)


def _flags(where, ours: dict, theirs: dict, names, spelled=None):
    out = []
    for name in names:
        key = spelled[name] if spelled else name.upper()
        mine = bool(ours.get(name))
        llvm = bool(theirs.get(key, False))
        if mine != llvm:
            out.append(f"{where}{key}: ours {mine}, obj2yaml {llvm}")
    return out


ROOT_KEYS = {"Version", "NumRootParameters", "RootParametersOffset", "NumStaticSamplers",
             "StaticSamplersOffset", "Parameters", "Samplers", *ROOT_FLAGS.values()}
PARAMETER_KEYS = {"ParameterType", "ShaderVisibility", "Table", "Constants", "Descriptor"}
TABLE_KEYS = {"NumRanges", "RangesOffset", "Ranges"}
RANGE_KEYS = {"RangeType", "NumDescriptors", "BaseShaderRegister", "RegisterSpace",
              "OffsetInDescriptorsFromTableStart", *(f.upper() for f in RANGE_FLAGS)}
CONSTANTS_KEYS = {"Num32BitValues", "RegisterSpace", "ShaderRegister"}
DESCRIPTOR_KEYS = {"RegisterSpace", "ShaderRegister", *(f.upper() for f in DESCRIPTOR_FLAGS)}
SAMPLER_KEYS = {llvm for _, llvm, _ in SAMPLER_FIELDS} | {f.upper() for f in SAMPLER_FLAGS}


def _unknown(where: str, mapping, known) -> list:
    """Keys obj2yaml prints that nothing here compares (a field LLVM added)."""
    if not isinstance(mapping, dict):
        return []
    return [f"{where}{k}: printed by obj2yaml, not compared" for k in mapping if k not in known]


def compare(our_dict: dict, yaml_part: dict) -> list:
    """Differences between dxfuzz's RTS0 (``to_dict`` of the part body) and
    obj2yaml's (the part entry, or its ``RootSignature``); [] when they agree."""
    rs = yaml_part.get("RootSignature", yaml_part) if isinstance(yaml_part, dict) else None
    if not isinstance(rs, dict):
        return ["obj2yaml shows no RootSignature for the part"]
    diffs = _unknown("", rs, ROOT_KEYS)
    if isinstance(yaml_part, dict) and "RootSignature" in yaml_part:
        diffs += _unknown("", yaml_part, {"Name", "Size", "RootSignature"})

    def check(where, mine, theirs, kind="int"):
        if kind == "enum":
            ok = _norm(mine) == _norm(theirs)
        elif kind == "float":
            ok = _same_float(mine, theirs)
        else:
            ok = _u32(mine) == _u32(theirs)
        if not ok:
            diffs.append(f"{where}: ours {mine!r}, obj2yaml {theirs!r}")

    version = our_dict["version"]
    version_number = {"v1_0": 1, "v1_1": 2, "v1_2": 3}.get(version, version)
    check("Version", version_number, rs.get("Version"))
    check("RootParametersOffset", our_dict["ofs_parameters"], rs.get("RootParametersOffset"))
    check("StaticSamplersOffset", our_dict["ofs_static_samplers"], rs.get("StaticSamplersOffset"))
    params = our_dict.get("parameters") or []
    samplers = our_dict.get("static_samplers") or []
    check("NumRootParameters", our_dict["num_parameters"], rs.get("NumRootParameters"))
    check("NumStaticSamplers", our_dict["num_static_samplers"], rs.get("NumStaticSamplers"))
    diffs += _flags("", our_dict, rs, ROOT_FLAGS, ROOT_FLAGS)

    theirs_params = rs.get("Parameters") or []
    if len(params) != len(theirs_params):
        diffs.append(f"Parameters: ours {len(params)}, obj2yaml {len(theirs_params)}")
    for i, (mine, theirs) in enumerate(zip(params, theirs_params)):
        where = f"Parameters[{i}]."
        diffs += _unknown(where, theirs, PARAMETER_KEYS)
        diffs += _unknown(where + "Table.", theirs.get("Table"), TABLE_KEYS)
        diffs += _unknown(where + "Constants.", theirs.get("Constants"), CONSTANTS_KEYS)
        diffs += _unknown(where + "Descriptor.", theirs.get("Descriptor"), DESCRIPTOR_KEYS)
        check(where + "ParameterType", mine["parameter_type"], theirs.get("ParameterType"), "enum")
        check(where + "ShaderVisibility", mine["shader_visibility"], theirs.get("ShaderVisibility"), "enum")
        payload = mine.get("payload") or {}
        if "num_ranges" in payload:
            table = theirs.get("Table") or {}
            check(where + "Table.NumRanges", payload["num_ranges"], table.get("NumRanges"))
            check(where + "Table.RangesOffset", payload["ofs_ranges"], table.get("RangesOffset"))
            ranges, theirs_ranges = payload.get("ranges") or [], table.get("Ranges") or []
            if len(ranges) != len(theirs_ranges):
                diffs.append(f"{where}Table.Ranges: ours {len(ranges)}, obj2yaml {len(theirs_ranges)}")
            for j, (r, t) in enumerate(zip(ranges, theirs_ranges)):
                w = f"{where}Table.Ranges[{j}]."
                diffs += _unknown(w, t, RANGE_KEYS)
                check(w + "RangeType", r["range_type"], t.get("RangeType"), "enum")
                check(w + "NumDescriptors", r["num_descriptors"], t.get("NumDescriptors"))
                check(w + "BaseShaderRegister", r["base_shader_register"], t.get("BaseShaderRegister"))
                check(w + "RegisterSpace", r["register_space"], t.get("RegisterSpace"))
                check(w + "OffsetInDescriptorsFromTableStart",
                      r["ofs_in_table"],
                      t.get("OffsetInDescriptorsFromTableStart"))
                diffs += _flags(w, r, t, RANGE_FLAGS)
        elif "num_32bit_values" in payload:
            consts = theirs.get("Constants") or {}
            check(where + "Constants.Num32BitValues", payload["num_32bit_values"], consts.get("Num32BitValues"))
            check(where + "Constants.RegisterSpace", payload["register_space"], consts.get("RegisterSpace"))
            check(where + "Constants.ShaderRegister", payload["shader_register"], consts.get("ShaderRegister"))
        elif payload:
            desc = theirs.get("Descriptor") or {}
            check(where + "Descriptor.RegisterSpace", payload["register_space"], desc.get("RegisterSpace"))
            check(where + "Descriptor.ShaderRegister", payload["shader_register"], desc.get("ShaderRegister"))
            diffs += _flags(where + "Descriptor.", payload, desc, DESCRIPTOR_FLAGS)

    theirs_samplers = rs.get("Samplers") or []
    if len(samplers) != len(theirs_samplers):
        diffs.append(f"Samplers: ours {len(samplers)}, obj2yaml {len(theirs_samplers)}")
    for i, (mine, theirs) in enumerate(zip(samplers, theirs_samplers)):
        where = f"Samplers[{i}]."
        diffs += _unknown(where, theirs, SAMPLER_KEYS)
        for ours_name, llvm_name, kind in SAMPLER_FIELDS:
            check(where + llvm_name, mine[ours_name], theirs.get(llvm_name), kind)
        diffs += _flags(where, mine, theirs, SAMPLER_FLAGS)
    return diffs


# --- LLVM's YAML in: the tree yaml2obj's root signature is ---------------------------

#: Bits of the flags of ranges, descriptors and samplers, by our field name.
FLAG_BITS = {"descriptors_volatile": 0x1, "data_volatile": 0x2,
             "data_static_while_set_at_execute": 0x4, "data_static": 0x8,
             "descriptors_static_keeping_buffer_bounds_checks": 0x10000,
             "uint_border_color": 0x1, "non_normalized_coordinates": 0x2}


@functools.lru_cache(maxsize=None)
def _names(enum_name: str) -> dict:
    """An enum of the spec by LLVM's spelling of its names (see :func:`_norm`)."""
    from ..kaitai import spec_class
    enum = getattr(spec_class("dxcontainer_rts0"), enum_name)
    return {_norm(member.name): member.value for member in enum}


def _enum_value(value, enum_name: str, where: str) -> int:
    if isinstance(value, int) and not isinstance(value, bool):
        return value
    found = _names(enum_name).get(_norm(value))
    if found is None:
        raise ValueError(f"RootSignature.{where}: {value!r} is not a name LLVM knows")
    return found


def _flag_word(mapping: dict, names, where: str, prefix: str = "") -> int:
    """The flags named ``true`` in an obj2yaml mapping (``DATA_VOLATILE``, or
    ``SAMPLER_FLAG_UINT_BORDER_COLOR`` with a prefix)."""
    return sum(FLAG_BITS[name] for name in names
               if flag(mapping, name.upper(), where) or
               prefix and flag(mapping, prefix + name.upper(), where))


def tree(entry: dict):
    """The RTS0 tree of obj2yaml's part entry, as yaml2obj writes it: the
    counts, each table's ranges' offset and the payload offsets computed
    (yaml2obj ignores the document's), the root parameters' offset kept and
    the samplers' when there are samplers (yaml2obj refuses them unless
    they are what it computes), the flags from their names; None without
    ``RootSignature``."""
    rs = entry.get("RootSignature")
    if rs is None:
        return None
    if not isinstance(rs, dict):
        raise ValueError("RootSignature is a mapping")
    refuse_unknown_keys(rs, ROOT_KEYS, "RootSignature.")
    out = {"version": rs["Version"],
           "flags": sum(1 << bit for bit, name in enumerate(ROOT_FLAGS.values())
                        if flag(rs, name, "RootSignature.")),
           "parameters": [_parameter(p, f"Parameters[{i}]")
                          for i, p in enumerate(rs.get("Parameters") or [])],
           "static_samplers": [_sampler(s, f"Samplers[{i}]")
                               for i, s in enumerate(rs.get("Samplers") or [])]}
    if out["version"] == 0 and any("ranges" in p.get("payload", {}) for p in out["parameters"]):
        raise ValueError("RootSignature.Version 0 with descriptor tables: yaml2obj writes "
                         "their ranges as version 1.1 does, which dxfuzz does not model")
    if "RootParametersOffset" in rs:
        out["ofs_parameters"] = rs["RootParametersOffset"]
    if "StaticSamplersOffset" in rs and out["static_samplers"]:
        # without samplers yaml2obj writes the offset it computes
        out["ofs_static_samplers"] = rs["StaticSamplersOffset"]
    return out


def _parameter(p: dict, where: str) -> dict:
    at = f"RootSignature.{where}."
    refuse_unknown_keys(p, PARAMETER_KEYS, at)
    for key, known in (("Table", TABLE_KEYS), ("Constants", CONSTANTS_KEYS),
                       ("Descriptor", DESCRIPTOR_KEYS)):
        refuse_unknown_keys(p.get(key), known, f"{at}{key}.")
    out = {"parameter_type": _enum_value(p.get("ParameterType"), "RootParameterType",
                                         where + ".ParameterType"),
           "shader_visibility": _enum_value(p.get("ShaderVisibility", 0), "ShaderVisibility",
                                            where + ".ShaderVisibility")}
    if isinstance(p.get("Table"), dict):
        out["payload"] = {"ranges": [_range(r, f"{where}.Table.Ranges[{j}]")
                                     for j, r in enumerate(p["Table"].get("Ranges") or [])]}
    elif isinstance(p.get("Constants"), dict):
        c = p["Constants"]
        out["payload"] = {"num_32bit_values": c.get("Num32BitValues", 0),
                          "register_space": c.get("RegisterSpace", 0),
                          "shader_register": c.get("ShaderRegister", 0)}
    elif isinstance(p.get("Descriptor"), dict):
        d = p["Descriptor"]
        out["payload"] = {"register_space": d.get("RegisterSpace", 0),
                          "shader_register": d.get("ShaderRegister", 0),
                          "flags": _flag_word(d, DESCRIPTOR_FLAGS, f"RootSignature.{where}.Descriptor.")}
    return out


def _range(r: dict, where: str) -> dict:
    refuse_unknown_keys(r, RANGE_KEYS, f"RootSignature.{where}.")
    return {"range_type": _enum_value(r.get("RangeType"), "DescriptorRangeType",
                                      where + ".RangeType"),
            "num_descriptors": r.get("NumDescriptors", 0) & 0xFFFFFFFF,
            "base_shader_register": r.get("BaseShaderRegister", 0),
            "register_space": r.get("RegisterSpace", 0),
            "ofs_in_table":
                r.get("OffsetInDescriptorsFromTableStart", 0) & 0xFFFFFFFF,
            "flags": _flag_word(r, RANGE_FLAGS, f"RootSignature.{where}.")}


#: The enum of each enumerated sampler field, by obj2yaml's key.
SAMPLER_ENUMS = {"Filter": "Filter", "AddressU": "TextureAddressMode",
                 "AddressV": "TextureAddressMode", "AddressW": "TextureAddressMode",
                 "ComparisonFunc": "ComparisonFunc", "BorderColor": "StaticBorderColor",
                 "ShaderVisibility": "ShaderVisibility"}


def _sampler(s: dict, where: str) -> dict:
    refuse_unknown_keys(s, SAMPLER_KEYS | {f"SAMPLER_FLAG_{f.upper()}" for f in SAMPLER_FLAGS},
                        f"RootSignature.{where}.")
    out = {}
    for ours, key, _ in SAMPLER_FIELDS:
        if key in s:  # else the D3D12 default, as yaml2obj's
            value = s[key]
            out[ours] = _enum_value(value, SAMPLER_ENUMS[key], f"{where}.{key}") \
                if key in SAMPLER_ENUMS else value
    out["flags"] = _flag_word(s, SAMPLER_FLAGS, f"RootSignature.{where}.", "SAMPLER_FLAG_")
    return out
