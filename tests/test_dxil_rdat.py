"""The subobjects of an RDAT part as DXC's disassembler prints them
(dxfuzz.asm.dxil_rdat): a library built here with every kind and DXC's
refusals, in RDAT and in the module's metadata (no shared data needed), and
the corpus libraries that have subobjects."""
from __future__ import annotations

import os

import pytest

import dxfuzz
from dxfuzz.asm.dxil_listing import Program, subobject_sections
from dxfuzz.asm.dxil_rdat import LOAD_ERROR, PIPELINE_FLAGS, STATE_OBJECT_FLAGS, flags_text, subobjects
from dxfuzz.bitcode.writer import StreamWriter

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


def _library(subobjects, kind: bytes = b"lib") -> bytes:
    """A library's bitcode (shader model ``kind`` 6.3, DXIL 1.3) whose
    ``dx.subobjects`` lists ``subobjects``: each a list of fields, a str as a
    string, an int as an i32 constant, bytes as a node of an i8 array
    constant, a list of str as a node of strings."""
    ints, arrays, md = [], [], []

    def value(item) -> int:
        if isinstance(item, int):
            if item not in ints:
                ints.append(item)
        elif item not in arrays:
            arrays.append(item)
        return ints.index(item) if isinstance(item, int) else len(ints) + arrays.index(item)

    def node(fields) -> int:
        ops = []
        for item in fields:
            if isinstance(item, str):
                md.append((1, list(item.encode())))
            elif isinstance(item, int):
                md.append((2, [0, value(item)]))
            elif isinstance(item, bytes):
                md.append((2, [2 + arrays.index(item) if item in arrays else 2 + len(arrays), value(item)]))
                md.append((3, [len(md)]))
            else:
                node(item)
            ops.append(len(md))
        md.append((3, ops))
        return len(md) - 1

    for fields in [[1, 3, 6]] + list(subobjects):  # every constant first: ints, then arrays
        for item in fields:
            if isinstance(item, (int, bytes)):
                value(item)
    version, model = node([1, 3]), node([kind.decode(), 6, 3])
    objects = [node(fields) for fields in subobjects]
    w = StreamWriter()
    w.enter_block(8, 3)
    w.record(1, [1])
    w.enter_block(17, 4)
    w.record(1, [2 + len(arrays)])
    w.record(7, [32])                       # 0 i32
    w.record(7, [8])                        # 1 i8
    for data in arrays:
        w.record(11, [len(data), 1])        # 2... [N x i8]
    w.end_block()
    w.enter_block(11, 4)
    w.record(1, [0])
    for v in ints:
        w.record(4, [v << 1])
    for i, data in enumerate(arrays):
        w.record(1, [2 + i])
        w.record(22, list(data))
    w.end_block()
    w.enter_block(15, 3)
    for code, ops in md:
        w.record(code, ops)
    for name, refs in ((b"dx.version", [version]), (b"dx.shaderModel", [model]), (b"dx.subobjects", objects)):
        w.record(4, list(name))
        w.record(10, refs)
    w.end_block()
    w.end_block()
    return w.finish()


def _metadata_sections(subobjects, kind: bytes = b"lib") -> list:
    program = Program("DXIL", _library(subobjects, kind))
    return subobject_sections(dxfuzz.parse(dxfuzz.build([])), program)


def test_a_library_s_own_subobjects():
    """Without an RDAT subobject table DXC prints a library's subobjects
    from its ``dx.subobjects`` metadata, in its order, a root signature with
    its text; anything DXC's metadata reader refuses is one comment line
    (DXC refuses the module); a shader that is not a library has none."""
    every = [["cfg", 0, 5], ["grs", 1, b"\0" * 8, "RootFlags(0)"], ["lrs", 2, b"\1" * 4, ""],
             ["assoc", 8, "lrs", ["A", "B"]], ["rsc", 9, 16, 8], ["p0", 10, 1],
             ["hg", 11, 1, "is", "ah", "ch"], ["p1", 12, 3, 0x400]]
    assert _metadata_sections(every) == [
        ";", "; Subobjects:", ";",
        ";  StateObjectConfig cfg = { STATE_OBJECT_FLAG_ALLOW_LOCAL_DEPENDENCIES_ON_EXTERNAL_DEFINITIONS | "
        "STATE_OBJECT_FLAG_ALLOW_STATE_OBJECT_ADDITIONS };",
        ';  GlobalRootSignature grs = { <8 bytes>, "RootFlags(0)" };',
        ";  LocalRootSignature lrs = { <4 bytes> };",
        ';  SubobjectToExportsAssociation assoc = { "lrs", { "A", "B" }  };',
        ";  RaytracingShaderConfig rsc = { MaxPayloadSizeInBytes = 16, MaxAttributeSizeInBytes = 8 };",
        ";  RaytracingPipelineConfig p0 = { MaxTraceRecursionDepth = 1 };",
        ';  HitGroup hg = { HitGroupType = ProceduralPrimitive, Anyhit = "ah", Closesthit = "ch", '
        'Intersection = "is" };',
        ";  RaytracingPipelineConfig1 p1 = { MaxTraceRecursionDepth = 3, "
        "Flags = RAYTRACING_PIPELINE_FLAG_ALLOW_OPACITY_MICROMAPS };",
        ";"]
    assert _metadata_sections(every, b"cs") == [] and _metadata_sections([]) == []
    for fields, reason in ((["cfg", 0, 8], "[1].flags: 0x8, beyond those DXC knows (0x7)"),
                           (["p", 10, 1], "[1]: subobject 'p' given twice"),
                           (["q", 10], "[1]: a subobject of 2 fields, without its max_trace_recursion_depth"),
                           (["x", 5, 1], "[1].kind: 5, a kind DXC does not know"),
                           (["r", 1, b"\0" * 6, ""], "[1].data[0]: root signature bytes that are not whole words"),
                           ([7, 10, 1], "[1].name: a value, not a string")):
        assert _metadata_sections([["p", 10, 1], fields]) == [
            ";", f"; Subobjects: not printed: dx.subobjects{reason}"]
