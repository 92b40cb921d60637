"""RDAT runtime data: real values (checked against the HLSL the corpus
libraries were compiled from), round trips of every corpus part, record
versions by stride, the reference look-ups and their bounds, and generated
libraries with every table type."""
from __future__ import annotations

import struct

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import dxfuzz
from dxfuzz.strategies.dxcontainer_rdat import (EXPERIMENTAL_TABLES, LIBRARY_TABLES, PDB_TABLES,
                                                RdatBuilder, libraries, rdat_bytes)
from dxfuzz.write import write
from dxfuzz.writer import Writer

from conftest import corpus_manifest, shared_path


def corpus_rdat():
    out = []
    for row in corpus_manifest():
        if "RDAT" in row["parts"].split(","):
            with open(shared_path("corpus", row["file"]), "rb") as f:
                data = f.read()
            out.append((row["file"], data, dxfuzz.find_parts(dxfuzz.parse(data), "RDAT")[0]))
    return out


def rdat_dict(payload: bytes) -> dict:
    (part,) = dxfuzz.find_parts(dxfuzz.parse(dxfuzz.build([dxfuzz.Part("RDAT", payload)])), "RDAT")
    return dxfuzz.to_dict(part.body)


def tables(rdat: dict) -> dict:
    """part type name -> decoded body."""
    return {e["part"]["part_type"]: e["part"]["body"] for e in rdat["part_offsets"]}


def strings_at(rdat: dict, offsets):
    by_ofs = {s["ofs"]: s["text"] for s in rdat["string_buffer"]["strings"]}
    return [by_ofs[o] for o in offsets]


def library(name: str) -> dict:
    with open(shared_path("corpus", "vkd3d-proton", name), "rb") as f:
        (part,) = dxfuzz.find_parts(dxfuzz.parse(f.read()), "RDAT")
    return dxfuzz.to_dict(part.body)


def test_every_corpus_rdat_part_round_trips_with_every_byte_a_field():
    seen = {}
    parts = corpus_rdat()
    assert len(parts) == 21
    for name, data, part in parts:
        assert dxfuzz.serialize(dxfuzz.parse(data)) == data, name
        w = Writer()
        write(part.body, w)
        assert w.unwritten() == [] and len(w.buf) == part.size, name
        rdat = dxfuzz.to_dict(part.body)
        assert rdat["version"] == 0x10
        for body_type, body in tables(rdat).items():
            if isinstance(body, dict) and "record_stride" in body:
                key = (body_type, body["record_stride"])
                seen[key] = seen.get(key, 0) + body["record_count"]
                assert all(r["extra"] == b"" for r in body["records"])
    # Natural sizes: FunctionInfo (44, lib_6_3) and FunctionInfo2 (52, lib_6_8).
    assert seen == {
        ("resource_table", 32): 44, ("function_table", 44): 20, ("function_table", 52): 40,
        ("subobject_table", 24): 10, ("node_id_table", 8): 37,
        ("node_shader_io_attrib_table", 8): 55, ("node_shader_func_attrib_table", 8): 59,
        ("io_node_table", 8): 26, ("node_shader_info_table", 20): 33,
    }


def test_work_graph_library_matches_its_hlsl():
    # vkd3d-proton tests/d3d12_workgraph.c: EntryNode (two EmptyNodeOutputs A
    # and B, MaxRecords 64), nodes A and B with local root argument table
    # indices 0 and 1; U0/U1 (u0/u1, space1), Cbuf0/Cbuf1 (b0/b1);
    # LocalRootSignature LRS0/LRS1, SubobjectToExportsAssociation assoc1/assoc2.
    rdat = library("local_root_signature_code_dxil.dxbc")
    t = tables(rdat)
    res = {r["name"]["value"]: (r["resource_class"], r["kind"], r["space"], r["lower_bound"])
           for r in t["resource_table"]["records"]}
    assert res == {"Cbuf0": ("cbuffer", "cbuffer", 0, 0), "Cbuf1": ("cbuffer", "cbuffer", 0, 1),
                   "U0": ("uav", "structured_buffer", 1, 0), "U1": ("uav", "structured_buffer", 1, 1)}
    funcs = t["function_table"]["records"]
    assert t["function_table"]["record_stride"] == 52 and all(f["is_function_info2"] for f in funcs)
    assert [f["name"]["value"] for f in funcs] == ["EntryNode", "A", "B"]
    assert {f["shader_kind"] for f in funcs} == {"node"}
    assert {f["min_shader_target"] for f in funcs} == {(15 << 16) | (6 << 4) | 8}  # node, 6.8
    # A uses U0, Cbuf0, Cbuf1; B uses U1 and both cbuffers.
    names = [r["name"]["value"] for r in t["resource_table"]["records"]]
    assert sorted(names[i] for i in funcs[1]["resources"]["values"]) == ["Cbuf0", "Cbuf1", "U0"]
    assert sorted(names[i] for i in funcs[2]["resources"]["values"]) == ["Cbuf0", "Cbuf1", "U1"]

    subs = {s["name"]["value"]: s for s in t["subobject_table"]["records"]}
    assert {k: s["kind"] for k, s in subs.items()} == {
        "LRS0": "local_root_signature", "LRS1": "local_root_signature",
        "assoc1": "subobject_to_exports_association", "assoc2": "subobject_to_exports_association"}
    rs0 = subs["LRS0"]["body"]["root_signature"]
    assert rs0["local_root_signature"]
    assert [(p["parameter_type"], p["payload"]["shader_register"], p["payload"]["register_space"])
            for p in rs0["parameters"]] == [("uav", 0, 1), ("constants_32bit", 0, 0), ("constants_32bit", 1, 0)]
    assert [p["payload"].get("num_32bit_values") for p in rs0["parameters"]] == [None, 1, 1]
    rs1 = subs["LRS1"]["body"]["root_signature"]
    assert [p["payload"]["shader_register"] for p in rs1["parameters"]] == [1, 1, 0]
    for assoc, (target, export) in {"assoc1": ("LRS0", "A"), "assoc2": ("LRS1", "B")}.items():
        body = subs[assoc]["body"]
        assert body["subobject"]["value"] == target
        assert strings_at(rdat, body["exports"]["values"]) == [export]

    infos = t["node_shader_info_table"]["records"]
    assert [i["launch_type"] for i in infos] == ["thread"] * 3
    io_nodes = t["io_node_table"]["records"]
    io_attribs = t["node_shader_io_attrib_table"]["records"]
    outputs = [io_nodes[i] for i in infos[0]["outputs"]["values"]]
    assert [o["io_kind"] for o in outputs] == ["empty_output", "empty_output"]
    for out in outputs:
        kinds = {io_attribs[i]["attrib_kind"]: io_attribs[i]["value"] for i in out["attribs"]["values"]}
        assert kinds["max_records"] == 64
    node_ids = t["node_id_table"]["records"]
    assert [node_ids[kinds["output_id"]]["name"]["value"] for kinds in (
        {io_attribs[i]["attrib_kind"]: io_attribs[i]["value"] for i in o["attribs"]["values"]}
        for o in outputs)] == ["A", "B"]
    func_attribs = t["node_shader_func_attrib_table"]["records"]
    for info, index in zip(infos[1:], (0, 1)):
        kinds = {func_attribs[i]["attrib_kind"]: func_attribs[i]["value"] for i in info["attribs"]["values"]}
        assert kinds["local_root_arguments_table_index"] == index
    assert [funcs[i]["shader_info"] for i in range(3)] == [0, 1, 2]  # NodeShaderInfo rows


def test_raytracing_library_with_a_global_root_signature():
    rdat = library("embedded_root_signature_subobject_rt_code_dxil.dxbc")
    t = tables(rdat)
    (func,) = t["function_table"]["records"]
    assert t["function_table"]["record_stride"] == 44 and not func["is_function_info2"]
    assert "shader_info" not in func
    assert (func["name"]["value"], func["unmangled_name"]["value"]) == ("\x01?main@@YAXXZ", "main")
    assert func["shader_kind"] == "ray_generation" and func["shader_stage_flag"] == 1 << 7
    (sub,) = t["subobject_table"]["records"]
    assert (sub["kind"], sub["name"]["value"]) == ("global_root_signature", "grs")
    rs = sub["body"]["root_signature"]
    assert rs["version"] == "v1_1" and [p["parameter_type"] for p in rs["parameters"]] == ["uav"]
    assert sub["body"]["data"]["data"] == bytes(rdat["raw_bytes"]["data"])[:48]


# --- strides, references and their bounds ----------------------------------------

def resource_table(stride: int, record: bytes) -> bytes:
    b = RdatBuilder()
    name = b.string("tex")
    rec = struct.pack("<8I", 0, 2, 7, 1, 3, 4, name, 8)
    rec = (rec + record)[:stride] if stride <= 32 else rec + record
    b.table(3, [rec], stride)
    return rdat_bytes(b.parts())


def test_stride_selects_the_record_version():
    longer = tables(rdat_dict(resource_table(40, b"NEWFIELD")))["resource_table"]["records"][0]
    assert longer["extra"] == b"NEWFIELD" and longer["flags"] == 8
    assert longer["name"]["value"] == "tex"
    older = tables(rdat_dict(resource_table(24, b"")))["resource_table"]["records"][0]
    assert older["upper_bound"] == 4 and "name" not in older and "flags" not in older
    assert older["extra"] == b""
    odd = tables(rdat_dict(resource_table(10, b"")))["resource_table"]["records"][0]
    assert odd["kind"] == "texture_2d" and "id" not in odd and odd["extra"] == b"\x07\x00"


def test_references_out_of_range_resolve_to_nothing():
    b = RdatBuilder()
    b.string("x")
    b.array([1, 2])
    rec = struct.pack("<5I", 1000, 0xFFFFFFFF, 1000, 0, 0) + struct.pack("<IIIIII", 0, 0, 0, 0, 0, 0)
    b.table(4, [rec[:44]], 44)
    f = tables(rdat_dict(rdat_bytes(b.parts())))["function_table"]["records"][0]
    assert f["name"]["value"] is None and f["unmangled_name"]["value"] is None
    assert f["resources"]["count"] is None and f["resources"]["values"] is None
    assert f["function_dependencies"]["values"] == [1, 2]
    assert f["unmangled_name"]["ofs"] == 0xFFFFFFFF


def test_resolving_is_bounded_by_the_table_size():
    long_name = "n" * 5000
    b = RdatBuilder()
    ofs = b.string(long_name)
    b.table(7, [struct.pack("<II", ofs, 0)] * 8, 8)
    rdat = rdat_dict(rdat_bytes(b.parts()))
    rec = tables(rdat)["node_id_table"]["records"][0]
    # 8 records share a ~5000-byte buffer: each reads at most 1024 bytes of it.
    assert rec["name"]["value"] == "n" * 1024
    assert long_name in [s["text"] for s in rdat["string_buffer"]["strings"]]
    one = RdatBuilder()
    one.table(7, [struct.pack("<II", one.string(long_name), 0)], 8)
    assert tables(rdat_dict(rdat_bytes(one.parts())))["node_id_table"]["records"][0]["name"]["value"] == long_name


def test_sub_parts_may_not_overlap():
    b = RdatBuilder()
    b.string("a")
    data = bytearray(rdat_bytes(b.parts() + [(2, struct.pack("<2I", 1, 0))]))
    struct.pack_into("<I", data, 12, 12)  # second sub-part inside the first
    with pytest.raises(dxfuzz.ParseError, match="buffer_overlap"):
        dxfuzz.to_dict(dxfuzz.parse(dxfuzz.build([dxfuzz.Part("RDAT", bytes(data))])))
    with pytest.raises(dxfuzz.ParseError, match="pre-release"):
        dxfuzz.parse(dxfuzz.build([dxfuzz.Part("RDAT", struct.pack("<II", 1, 0))]))


def test_unknown_sub_parts_and_the_last_of_a_type():
    payload = rdat_bytes([(1, b"\0first\0"), (0x77, b"mystery!"), (1, b"\0second\0")])
    rdat = rdat_dict(payload)
    assert [e["part"]["part_type"] for e in rdat["part_offsets"]] == ["string_buffer", 0x77, "string_buffer"]
    assert rdat["part_offsets"][1]["part"]["body"] == b"mystery!"
    # DXC's reader keeps the last string buffer.
    assert [s["text"] for s in rdat["string_buffer"]["strings"]][:2] == ["", "second"]


def test_stride_zero_with_records_is_refused():
    obj = dxfuzz.parse(dxfuzz.build([dxfuzz.Part("RDAT", rdat_bytes([(3, struct.pack("<II", 10**6, 0))]))]))
    with pytest.raises(dxfuzz.ParseError, match="stride of 0"):
        dxfuzz.to_dict(obj)


@settings(max_examples=20, deadline=None, suppress_health_check=list(HealthCheck))
@given(st.data())
def test_generated_libraries_with_every_table_type_round_trip(data):
    for group in (LIBRARY_TABLES, EXPERIMENTAL_TABLES, PDB_TABLES):
        types = data.draw(st.lists(st.sampled_from(group), unique=True, min_size=1, max_size=4))
        payload = data.draw(libraries(types))
        container = dxfuzz.build([dxfuzz.Part("RDAT", payload)])
        obj = dxfuzz.parse(container)
        assert dxfuzz.serialize(obj) == container
        rdat = dxfuzz.to_dict(obj)["part_offsets"][0]["part"]["body"]
        decoded_types = [e["part"]["part_type"] for e in rdat["part_offsets"]]
        assert all(not isinstance(t, int) or t in (12, 22, 0x20001) for t in decoded_types)
