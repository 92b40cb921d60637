"""RDAT runtime data: real values (checked against the HLSL the corpus
libraries were compiled from), round trips of every corpus part, record
versions by stride, the reference look-ups and their bounds, and generated
libraries with every table type."""
from __future__ import annotations

import struct

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import dxfuzz
from dxfuzz.strategies.dxcontainer_rdat import (EXPERIMENTAL_TABLES, LIBRARY_TABLES, PDB_TABLES,
                                                libraries, library_trees)
from dxfuzz import kaitai
from dxfuzz.write import write
from dxfuzz.write.dxcontainer_rdat import FIELD_WIDTHS, RECORD_FIELDS, TABLE_RECORDS
from dxfuzz.write.buffer import Writer

from conftest import corpus_census, corpus_manifest, shared_path


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
    return {e["part"]["part_type"]: e["part"]["body"] for e in rdat["part_table"]}


def strings_at(rdat: dict, offsets):
    by_ofs = {s["ofs_string"]: s["text"] for s in rdat["string_buffer"]["strings"]}
    return [by_ofs[o] for o in offsets]


def library(name: str) -> dict:
    with open(shared_path("corpus", "vkd3d-proton", name), "rb") as f:
        (part,) = dxfuzz.find_parts(dxfuzz.parse(f.read()), "RDAT")
    return dxfuzz.to_dict(part.body)


def test_every_corpus_rdat_part_round_trips_with_every_byte_a_field():
    seen = {}
    parts = corpus_rdat()
    assert len(parts) == corpus_census()["parts"]["RDAT"]
    for name, data, part in parts:
        assert dxfuzz.serialize(dxfuzz.parse(data)) == data, name
        w = Writer()
        write(part.body, w)
        assert w.unwritten() == [] and len(w.buf) == part.len_body, name
        rdat = dxfuzz.to_dict(part.body)
        assert rdat["version"] == 0x10
        for body_type, body in tables(rdat).items():
            if isinstance(body, dict) and "record_stride" in body:
                key = (body_type, body["record_stride"])
                seen[key] = seen.get(key, 0) + body["num_records"]
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
    for info, index in zip(infos, (None, 0, 1)):
        kinds = {func_attribs[i]["attrib_kind"]: func_attribs[i] for i in info["attribs"]["values"]}
        # NumThreads holds an index array (`dimensions`), the others a number (`value`)
        assert kinds["num_threads"]["dimensions"]["values"] == [1, 1, 1]
        assert "value" not in kinds["num_threads"] and "dimensions" not in kinds["id"]
        if index is not None:
            assert kinds["local_root_arguments_table_index"]["value"] == index
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

def rdat(*parts) -> bytes:
    """RDAT data from sub-part trees, laid out by the RDAT writer."""
    return dxfuzz.build_part("RDAT", {"part_table": [{"part": p} for p in parts]})


def table(part_type, records, **body) -> dict:
    return {"part_type": part_type, "body": {"records": records, **body}}


RESOURCE = {"resource_class": 0, "kind": 2, "id": 7, "space": 1, "lower_bound": 3,
            "upper_bound": 4, "name": {"value": "tex"}, "flags": 8}


def test_stride_selects_the_record_version():
    longer = tables(rdat_dict(rdat(table(3, [{**RESOURCE, "extra": b"NEWFIELD"}]))))
    longer = longer["resource_table"]["records"][0]
    assert longer["extra"] == b"NEWFIELD" and longer["flags"] == 8
    assert longer["name"]["value"] == "tex"
    older = tables(rdat_dict(rdat(table(3, [RESOURCE], record_stride=24))))
    older = older["resource_table"]["records"][0]
    assert older["upper_bound"] == 4 and "name" not in older and "flags" not in older
    assert older["extra"] == b""
    odd = tables(rdat_dict(rdat(table(3, [RESOURCE], record_stride=10))))["resource_table"]["records"][0]
    assert odd["kind"] == "texture2d" and "id" not in odd and odd["extra"] == b"\x07\x00"


def test_references_out_of_range_resolve_to_nothing():
    record = {"name": {"ofs_string": 1000}, "unmangled_name": {"ofs_string": 0xFFFFFFFF},
              "resources": {"ref": 1000}, "function_dependencies": {"values": [1, 2]},
              "min_shader_target": 0}
    f = tables(rdat_dict(rdat({"part_type": "string_buffer"}, table(4, [record]))))
    f = f["function_table"]["records"][0]
    assert "value" not in f["name"] and "value" not in f["unmangled_name"]
    assert "num_values" not in f["resources"] and "values" not in f["resources"]
    assert f["function_dependencies"]["values"] == [1, 2]
    assert f["unmangled_name"]["ofs_string"] == 0xFFFFFFFF


def test_resolving_is_bounded_by_the_table_size():
    long_name = "n" * 5000
    rdat_tree = rdat_dict(rdat(table(7, [{"name": {"value": long_name}, "index": 0}] * 8)))
    rec = tables(rdat_tree)["node_id_table"]["records"][0]
    # 8 records share a ~5000-byte buffer: each reads at most 1024 bytes of it.
    assert rec["name"]["value"] == "n" * 1024
    assert long_name in [s["text"] for s in rdat_tree["string_buffer"]["strings"]]
    one = rdat_dict(rdat(table(7, [{"name": {"value": long_name}, "index": 0}])))
    assert tables(one)["node_id_table"]["records"][0]["name"]["value"] == long_name


def test_sub_parts_may_not_overlap():
    data = bytearray(rdat({"part_type": 1, "body": b"\0a\0"}, {"part_type": 2, "body": {"words": [1, 0]}}))
    struct.pack_into("<I", data, 12, 12)  # second sub-part inside the first
    with pytest.raises(dxfuzz.ParseError, match="buffer_overlap"):
        dxfuzz.to_dict(dxfuzz.parse(dxfuzz.build([dxfuzz.Part("RDAT", bytes(data))])))
    with pytest.raises(dxfuzz.ParseError, match="pre-release"):
        dxfuzz.parse(dxfuzz.build([dxfuzz.Part("RDAT", struct.pack("<II", 1, 0))]))


def test_unknown_sub_parts_and_the_last_of_a_type():
    payload = rdat({"part_type": 1, "body": b"\0first\0"}, {"part_type": 0x77, "body": b"mystery!"},
                   {"part_type": 1, "body": b"\0second\0"})
    rdat_tree = rdat_dict(payload)
    assert [e["part"]["part_type"] for e in rdat_tree["part_table"]] == \
        ["string_buffer", 0x77, "string_buffer"]
    assert rdat_tree["part_table"][1]["part"]["body"] == b"mystery!"
    # DXC's reader keeps the last string buffer.
    assert [s["text"] for s in rdat_tree["string_buffer"]["strings"]][:2] == ["", "second"]


def test_stride_zero_with_records_is_refused():
    payload = rdat({"part_type": 3, "body": {"num_records": 10**6, "record_stride": 0}})
    obj = dxfuzz.parse(dxfuzz.build([dxfuzz.Part("RDAT", payload)]))
    with pytest.raises(dxfuzz.ParseError, match="stride of 0"):
        dxfuzz.to_dict(obj)


@settings(max_examples=20)
@given(st.data())
def test_generated_libraries_with_every_table_type_round_trip(data):
    for group in (LIBRARY_TABLES, EXPERIMENTAL_TABLES, PDB_TABLES):
        types = data.draw(st.lists(st.sampled_from(group), unique=True, min_size=1, max_size=4))
        payload = data.draw(libraries(types))
        container = dxfuzz.build([dxfuzz.Part("RDAT", payload)])
        obj = dxfuzz.parse(container)
        assert dxfuzz.serialize(obj) == container
        rdat = dxfuzz.to_dict(obj)["part_table"][0]["part"]["body"]
        decoded_types = [e["part"]["part_type"] for e in rdat["part_table"]]
        assert all(not isinstance(t, int) or t in (12, 22, 0x20001) for t in decoded_types)


# --- built from trees --------------------------------------------------------------

#: What the RDAT writer computes when a tree leaves it out: offsets, sizes,
#: counts, strides, where references point, and the pools' contents.
_LAYOUT = {"num_parts", "ofs_part", "len_data", "num_records", "record_stride", "ofs_string", "ref", "ofs_bytes",
           "len_bytes"}
_POOLS = {"string_buffer", "index_arrays", "raw_bytes"}


def meaning(tree):
    """An RDAT tree without what the writer lays out (the text, values and
    bytes references point at stay)."""
    if isinstance(tree, list):
        return [meaning(v) for v in tree]
    if not isinstance(tree, dict):
        return tree
    out = {k: meaning(v) for k, v in tree.items()
           if not (k in _LAYOUT and not isinstance(v, (dict, list)))}
    if out.get("part_type") in _POOLS:
        out.pop("body", None)
    return out


def test_every_corpus_rdat_part_is_rebuilt_from_what_it_means():
    """Layout left out, the writer places strings, index arrays and raw bytes
    as DXC does (deduplicated, the strings after an empty one, each sub-part
    padded to 4) in the order the tree names them: 14 of the 21 real parts
    come back byte for byte; in the other 7 DXC inserted some strings or
    arrays in another order than its tables list them (node IDs before
    function names, ...), and they come back with the same meaning."""
    exact, reordered = [], []
    for name, data, part in corpus_rdat():
        tree = meaning(dxfuzz.to_dict(part.body))
        built = dxfuzz.build_part("RDAT", tree)
        raw = dxfuzz.serialize(part.body)
        assert len(built) == len(raw), name
        (exact if built == raw else reordered).append(name.split("/")[-1])
        assert meaning(rdat_dict(built))["part_table"] == tree["part_table"], name
    assert len(exact) == 14 and len(reordered) == 7
    assert "local_root_signature_code_dxil.dxbc" in reordered
    assert "dummy_raygen_code_dxil.dxbc" in exact


def test_a_real_function_table_given_a_newer_stride():
    """The documented edit: a FunctionInfo table (44 bytes, lib_6_3) made
    FunctionInfo2 (52) by giving the new fields; the stride, sub-part sizes
    and offsets follow."""
    rdat_tree = library("embedded_root_signature_subobject_rt_code_dxil.dxbc")
    entry = next(e for e in rdat_tree["part_table"] if e["part"]["part_type"] == "function_table")
    body = entry["part"]["body"]
    del body["record_stride"], entry["part"]["len_data"]
    for e in rdat_tree["part_table"]:
        del e["ofs_part"]
    body["records"][0].update(min_num_wave_lanes=16, max_num_wave_lanes=64,
                              shader_flags=0, shader_info=0)
    rebuilt = rdat_dict(dxfuzz.build_part("RDAT", rdat_tree))
    func_table = tables(rebuilt)["function_table"]
    assert func_table["record_stride"] == 52 and func_table["records"][0]["is_function_info2"]
    assert func_table["records"][0]["max_num_wave_lanes"] == 64
    assert func_table["records"][0]["name"]["value"] == "\x01?main@@YAXXZ"
    rs = tables(rebuilt)["subobject_table"]["records"][0]["body"]["root_signature"]
    assert [p["parameter_type"] for p in rs["parameters"]] == ["uav"]


@pytest.mark.parametrize("record_type", sorted(RECORD_FIELDS))
def test_every_record_version_is_built_from_a_tree_without_its_stride(record_type):
    """Each version of each record (its fields up to one of them) built from
    a tree that gives those fields and no stride: the stride is their size,
    and they parse back as given."""
    table_type = next(t for t, r in TABLE_RECORDS.items() if r == record_type)
    fields = RECORD_FIELDS[record_type]
    values = {"u1": 0x12, "u2": 0x1234, "u4": 3, "str": {"value": "s"}, "idx": {"values": [5, 6]},
              "bytes": {"data": b"\x01\x02"}, "value": 1, "union16": b"\xab" * 16}
    pos = 0
    for k, (name, kind, _) in enumerate(fields):
        pos += FIELD_WIDTHS[kind]
        record = {n: values[kd] for n, kd, _ in fields[:k + 1]}
        if record_type == "subobject_info":
            record["kind"] = 3  # a kind without a layout: the union is bytes
        body = tables(rdat_dict(rdat(table(table_type, [record]))))[_table_name(table_type)]
        assert body["record_stride"] == pos, (record_type, name)
        (got,) = body["records"]
        assert [n for n, _, _ in fields if n in got] == [n for n, _, _ in fields[:k + 1]]
        for n, kd, _ in fields[:k + 1]:
            if kd == "str":
                assert got[n]["value"] == "s"
            elif kd == "idx":
                assert got[n]["values"] == [5, 6]
            elif kd == "bytes":
                assert got[n]["data"] == b"\x01\x02"
            elif kd == "union16":
                assert got[n] == b"\xab" * 16
            elif kd in ("u1", "u2", "u4") and not isinstance(got[n], str) and n != "kind":
                assert got[n] == values[kd], (record_type, n)


def _table_name(table_type: int) -> str:
    return kaitai.enum_class("dxcontainer_rdat", "RdatPartType")(table_type).name


def test_references_given_by_what_they_point_at_are_placed_once():
    """Strings, arrays and bytes given by value share one copy (DXC's
    deduplication); a string array's values may be given as text."""
    sub = {"kind": "subobject_to_exports_association", "name": {"value": "assoc"},
           "body": {"subobject": {"value": "rs"}, "exports": {"values": ["main", "rs"]}}}
    grs = {"kind": "global_root_signature", "name": {"value": "rs"},
           "body": {"root_signature": {"parameters": [{"parameter_type": "uav", "payload": {}}]}}}
    funcs = [{"name": {"value": "main"}, "resources": {"values": [0]}, "function_dependencies": {},
              "min_shader_target": 0}] * 2
    data = rdat(table("function_table", funcs), table("subobject_table", [grs, sub]))
    rdat_tree = rdat_dict(data)
    assert [e["part"]["part_type"] for e in rdat_tree["part_table"]] == \
        ["string_buffer", "function_table", "index_arrays", "raw_bytes", "subobject_table"]
    # the 15 bytes padded to 16, as DXC pads: the NUL added reads as one more empty string
    assert [s["text"] for s in rdat_tree["string_buffer"]["strings"]] == ["", "main", "rs", "assoc", ""]
    assert rdat_tree["index_arrays"]["words"] == [1, 0, 2, 1, 6]  # [0] once, then the exports
    f = tables(rdat_tree)["function_table"]["records"]
    assert f[0]["resources"]["ref"] == f[1]["resources"]["ref"] == 0
    assert f[0]["function_dependencies"]["ref"] == 0xFFFFFFFF
    subs = tables(rdat_tree)["subobject_table"]["records"]
    assert strings_at(rdat_tree, subs[1]["body"]["exports"]["values"]) == ["main", "rs"]
    assert subs[0]["body"]["root_signature"]["parameters"][0]["parameter_type"] == "uav"
    assert subs[0]["body"]["data"]["len_bytes"] == len(rdat_tree["raw_bytes"]["data"])
    assert all(e["part"]["len_data"] % 4 == 0 for e in rdat_tree["part_table"])


def test_given_pools_are_kept_and_appended_to():
    """A string buffer the tree gives is kept as it is; a string it lacks is
    added at its end (one it holds is found there); a given offset is kept
    even when it points elsewhere."""
    data = rdat({"part_type": "string_buffer", "body": {"data": b"\0old\0\0\0\0"}},
                table("node_id_table", [{"name": {"value": "old"}, "index": 1},
                                        {"name": {"value": "new"}, "index": 2},
                                        {"name": {"ofs_string": 2, "value": "ignored"}, "index": 3}]))
    rdat_tree = rdat_dict(data)
    assert bytes(rdat_tree["string_buffer"]["data"]) == b"\0old\0\0\0\0new\0"
    names = [r["name"] for r in tables(rdat_tree)["node_id_table"]["records"]]
    assert [(n["ofs_string"], n["value"]) for n in names] == [(1, "old"), (8, "new"), (2, "ld")]


@settings(max_examples=30)
@given(library_trees())
def test_a_drawn_library_tree_comes_back_from_its_bytes(tree):
    """A strategy's tree, built, parsed and built again from its dump: the
    same bytes, and the dump keeps what the tree gave."""
    data = dxfuzz.build_part("RDAT", tree)
    dumped = rdat_dict(data)
    assert dxfuzz.build_part("RDAT", dumped) == data
    assert len(dumped["part_table"]) >= len(tree["part_table"])
