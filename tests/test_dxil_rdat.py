"""The subobjects of an RDAT part as DXC's disassembler prints them
(dxfuzz.asm.dxil_rdat): a library built here with every kind and DXC's
refusals (no shared data needed), and the corpus libraries that have subobjects."""
from __future__ import annotations

import os

import pytest

import dxfuzz
from dxfuzz.asm.dxil_rdat import LOAD_ERROR, PIPELINE_FLAGS, STATE_OBJECT_FLAGS, flags_text, subobjects

from conftest import shared_path


def _rdat(records) -> object:
    data = dxfuzz.build_part("RDAT", {"part_table": [{"part": {"part_type": "subobject_table",
                                                               "body": {"records": records}}}]})
    (part,) = dxfuzz.find_parts(dxfuzz.parse(dxfuzz.build([dxfuzz.Part("RDAT", data)])), "RDAT")
    return part.body


@pytest.mark.parametrize("value, names, text", [
    (0, STATE_OBJECT_FLAGS, "0"),
    (6, STATE_OBJECT_FLAGS, "STATE_OBJECT_FLAG_ALLOW_EXTERNAL_DEPENDENCIES_ON_LOCAL_DEFINITIONS | "
                            "STATE_OBJECT_FLAG_ALLOW_STATE_OBJECT_ADDITIONS"),  # the lowest bit first
    (0x400, PIPELINE_FLAGS, "RAYTRACING_PIPELINE_FLAG_ALLOW_OPACITY_MICROMAPS"),
    (0x101, PIPELINE_FLAGS, "<invalid> | RAYTRACING_PIPELINE_FLAG_SKIP_TRIANGLES"),
])
def test_flags_as_dxc_prints_them(value, names, text):
    assert flags_text(value, names, "<invalid>") == text


def test_a_library_s_subobjects_of_every_kind():
    """Each kind as DXC prints it, in the table's order; a repeated or empty
    name is left out and makes DXC's error line; an unknown kind is left out
    without one."""
    rdat = _rdat([
        {"kind": "state_object_config", "name": {"value": "cfg"}, "body": {"flags": 5}},
        {"kind": "raytracing_pipeline_config1", "name": {"value": "p1"},
         "body": {"max_trace_recursion_depth": 3, "flags": 0x300}},
        {"kind": "hit_group", "name": {"value": "hg"},
         "body": {"type": "procedural_primitive", "any_hit": {"value": "ah"}, "closest_hit": {"value": "ch"},
                  "intersection": {"value": ""}}},
        {"kind": "raytracing_shader_config", "name": {"value": "rsc"},
         "body": {"max_len_payload": 16, "max_len_attributes": 8}},
        {"kind": "raytracing_pipeline_config", "name": {"value": "p0"}, "body": {"max_trace_recursion_depth": 1}},
        {"kind": 5, "name": {"value": "unknown"}, "body": b"\0" * 16},
    ])
    assert subobjects(rdat) == ([
        ";", "; Subobjects:", ";",
        ";  StateObjectConfig cfg = { STATE_OBJECT_FLAG_ALLOW_LOCAL_DEPENDENCIES_ON_EXTERNAL_DEFINITIONS | "
        "STATE_OBJECT_FLAG_ALLOW_STATE_OBJECT_ADDITIONS };",
        ";  RaytracingPipelineConfig1 p1 = { MaxTraceRecursionDepth = 3, "
        "Flags = RAYTRACING_PIPELINE_FLAG_SKIP_TRIANGLES | RAYTRACING_PIPELINE_FLAG_SKIP_PROCEDURAL_PRIMITIVES };",
        ';  HitGroup hg = { HitGroupType = ProceduralPrimitive, Anyhit = "ah", Closesthit = "ch", Intersection = "" };',
        ";  RaytracingShaderConfig rsc = { MaxPayloadSizeInBytes = 16, MaxAttributeSizeInBytes = 8 };",
        ";  RaytracingPipelineConfig p0 = { MaxTraceRecursionDepth = 1 };",
        ";"], False)
    twice = _rdat([{"kind": "raytracing_pipeline_config", "name": {"value": n},
                    "body": {"max_trace_recursion_depth": d}} for n, d in (("p", 1), ("p", 2), ("", 3))])
    assert subobjects(twice) == ([";", "; Subobjects:", ";",
                                  ";  RaytracingPipelineConfig p = { MaxTraceRecursionDepth = 1 };", ";"], True)
    assert subobjects(_rdat([{"kind": 5, "name": {"value": "x"}, "body": b"\0" * 16}])) == ([], False)


@pytest.mark.parametrize("name, lines", [
    ("local_root_signature_code_dxil.dxbc", [
        ";  LocalRootSignature LRS0 = { <96 bytes> };",
        ";  LocalRootSignature LRS1 = { <96 bytes> };",
        ';  SubobjectToExportsAssociation assoc1 = { "LRS0", { "A" }  };',
        ';  SubobjectToExportsAssociation assoc2 = { "LRS1", { "B" }  };']),
    ("embedded_subobject_dupe_code_dxil.dxbc", [
        ";  RaytracingShaderConfig config = { MaxPayloadSizeInBytes = 4, MaxAttributeSizeInBytes = 8 };",
        ";  RaytracingPipelineConfig pconfig = { MaxTraceRecursionDepth = 1 };",
        ";  RaytracingShaderConfig config1 = { MaxPayloadSizeInBytes = 8, MaxAttributeSizeInBytes = 12 };",
        ";  RaytracingPipelineConfig pconfig1 = { MaxTraceRecursionDepth = 2 };"]),
    ("embedded_root_signature_subobject_rt_code_dxil.dxbc", [";  GlobalRootSignature grs = { <48 bytes> };"]),
])
def test_corpus_subobjects(name, lines):
    path = shared_path("corpus", "vkd3d-proton", name)
    if not os.path.exists(path):
        pytest.skip(f"{name} not in the shared corpus")
    with open(path, "rb") as f:
        (part,) = dxfuzz.find_parts(dxfuzz.parse(f.read()), "RDAT")
    assert subobjects(part.body) == ([";", "; Subobjects:", ";"] + lines + [";"], False)
    assert LOAD_ERROR.startswith("; ")
