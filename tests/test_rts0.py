"""RTS0 root signatures (versions 1.0, 1.1, 1.2): real values, round trips
of every corpus part, LLVM's unit-test inputs, the layout rules and the
generated root signatures of every version."""
from __future__ import annotations

import csv
import os
import struct

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import dxfuzz
from dxfuzz import kaitai
from dxfuzz.strategies.dxcontainer_rts0 import VERSIONS, descriptions, root_signatures, rts0_bytes
from dxfuzz.write import write
from dxfuzz.write.buffer import Writer

from conftest import corpus_census, corpus_manifest, shared_path

FLT_MAX = 3.4028234663852886e38


def rts0_parts(data):
    return dxfuzz.find_parts(dxfuzz.parse(data), "RTS0")


def corpus_with(fourcc: str):
    """``(name, bytes)`` of the corpus files that hold a ``fourcc`` part."""
    out = []
    for row in corpus_manifest():
        if fourcc in row["parts"].split(","):
            with open(shared_path("corpus", row["file"]), "rb") as f:
                out.append((row["file"], f.read()))
    return out


def corpus_rts0():
    return [(name, part) for name, data in corpus_with("RTS0") for part in rts0_parts(data)]


def decoded(name):
    data = dict(corpus_with("RTS0"))[name]
    (part,) = rts0_parts(data)
    return dxfuzz.to_dict(part.body)


def rts0_alone(payload: bytes):
    """An RTS0 payload parsed with the RTS0 spec alone (as LLVM's
    RootSignature::parse gets the part data)."""
    from kaitaistruct import BytesIO, KaitaiStream
    return kaitai.spec_class("dxcontainer_rts0")(KaitaiStream(BytesIO(payload)))


def unwritten_part_bytes(part):
    """Bytes of the part data no field of the RTS0 writer covers."""
    w = Writer()
    write(part.body, w)
    src = bytes(part._raw__m_body)
    ranges = w.unwritten() + ([(len(w.buf), len(src))] if len(w.buf) < len(src) else [])
    return b"".join(src[a:b] for a, b in ranges)


def test_every_corpus_rts0_part_round_trips_and_decodes_every_version():
    parts = corpus_rts0()
    assert len(parts) == corpus_census()["parts"]["RTS0"]
    versions = {}
    for name, part in parts:
        body = dxfuzz.to_dict(part.body)
        versions[body["version"]] = versions.get(body["version"], 0) + 1
        w = Writer()
        write(part.body, w)
        assert w.finish(background=bytes(part._raw__m_body), size=part.len_body) == bytes(part._raw__m_body)
        # DXC, FXC and the D3D12 runtime leave no byte between blocks.
        assert unwritten_part_bytes(part) == b"", name
    # vkd3d-proton's *_rootsig blobs and DXDecompiler's 1_0 file are 1.0, the
    # *_rootsig1 blobs and the FXC 5.1 shaders 1.1, rs_blob 1.2.
    assert versions == {"v1_0": 11, "v1_1": 24, "v1_2": 1}
    for name, data in corpus_with("RTS0"):
        assert dxfuzz.serialize(dxfuzz.parse(data)) == data, name


def test_static_samplers_as_vkd3d_proton_describes_them():
    # tests/d3d12_root_signature.c, static_sampler_descs (v1.0 and v1.1 blobs).
    for name in ("vkd3d-proton/d3d12_root_signature__static_samplers_rootsig.dxbc",
                 "vkd3d-proton/d3d12_root_signature__static_samplers_rootsig1.dxbc"):
        rs = decoded(name)
        assert rs["version"] == ("v1_0" if name.endswith("rootsig.dxbc") else "v1_1")
        assert rs["num_parameters"] == 0 and rs["parameters"] == []
        s0, s1 = rs["static_samplers"]
        assert (s0["filter"], s0["address_u"], s0["address_v"], s0["address_w"]) == (
            "min_mag_mip_point", "wrap", "clamp", "wrap")
        assert (s0["max_anisotropy"], s0["comparison_func"], s0["border_color"]) == (
            16, "less_equal", "opaque_white")
        assert s0["max_lod"] == FLT_MAX and s0["shader_visibility"] == "pixel"
        assert (s1["filter"], s1["address_w"], s1["mip_lod_bias"], s1["max_lod"]) == (
            "min_mag_point_mip_linear", "border", 1.0, 10.0)
        assert (s1["border_color"], s1["register_space"], s1["shader_visibility"]) == (
            "opaque_black", 3, "all")
        assert "flags" not in s0


def test_descriptor_table_flags_as_vkd3d_proton_describes_them():
    # descriptor_ranges1_flags: CBV b1 space 7 DESCRIPTORS_VOLATILE; SRV t16 x8
    # DESCRIPTORS_VOLATILE | DATA_VOLATILE; UAV u3 unbounded, offset 44, DATA_STATIC.
    rs = decoded("vkd3d-proton/d3d12_root_signature__descriptor_table_flags_rootsig1.dxbc")
    (param,) = rs["parameters"]
    assert param["parameter_type"] == "descriptor_table" and param["shader_visibility"] == "all"
    r = param["payload"]["ranges"]
    assert [(x["range_type"], x["num_descriptors"], x["base_shader_register"], x["register_space"],
             x["flags"], x["ofs_in_table"]) for x in r] == [
        ("cbv", 1, 1, 7, 1, 0xFFFFFFFF), ("srv", 8, 16, 0, 3, 0xFFFFFFFF), ("uav", 0xFFFFFFFF, 3, 0, 8, 44)]
    assert r[0]["descriptors_volatile"] and not r[0]["data_volatile"]
    assert r[1]["descriptors_volatile"] and r[1]["data_volatile"]
    assert r[2]["data_static"] and not r[2]["descriptors_volatile"]


def test_version_1_2_root_signature_of_the_d3d12_runtime():
    # test_root_signature_byte_code2: desc2, serialized by the native runtime.
    rs = decoded("vkd3d-proton/d3d12_root_signature__rs_blob_dxbc.dxbc")
    assert rs["version"] == "v1_2" and rs["flags"] == 0x400 and rs["cbv_srv_uav_heap_directly_indexed"]
    params = rs["parameters"]
    assert [(p["parameter_type"], p["shader_visibility"]) for p in params] == [
        ("uav", "vertex"), ("srv", "all"), ("cbv", "pixel"), ("constants_32bit", "geometry"),
        ("descriptor_table", "all")]
    assert [(p["payload"]["shader_register"], p["payload"]["register_space"], p["payload"]["flags"])
            for p in params[:3]] == [(2, 1, 0), (4, 3, 8), (6, 5, 8)]
    assert params[3]["payload"]["num_32bit_values"] == 2
    ranges = params[4]["payload"]["ranges"]
    assert [(r["range_type"], r["flags"], r["register_space"]) for r in ranges] == [
        ("cbv", 8, 10), ("uav", 3, 10)]
    s0, s1 = rs["static_samplers"]
    assert s0["has_flags"] and s0["flags"] == 0 and s0["shader_visibility"] == "pixel"
    assert (s1["flags"], s1["uint_border_color"], s1["border_color"]) == (1, True, "opaque_black_uint")
    assert (s1["mip_lod_bias"], s1["max_lod"], s1["register_space"]) == (1.0, 10.0, 3)


def test_fxc_5_1_root_signature_of_dxdecompiler():
    # Cross-checked with LLVM 22 obj2yaml (tests/test_rts0_llvm.py compares all).
    rs = decoded("dxdecompiler/ShaderWithRootSignature__va0eb8b87.dxbc")
    assert [p["parameter_type"] for p in rs["parameters"]] == [
        "cbv", "srv", "uav", "descriptor_table", "descriptor_table", "constants_32bit",
        "descriptor_table"]
    assert rs["ofs_static_samplers"] == 348 and rs["allow_input_assembler_input_layout"]
    assert rs["parameters"][6]["payload"]["ranges"][2]["ofs_in_table"] == 1


# --- LLVM's unit-test inputs ---------------------------------------------------

def llvm_rows():
    folder = shared_path("llvm", "unittest-bin")
    with open(os.path.join(folder, "unittests.tsv"), newline="") as f:
        rows = [r for r in csv.DictReader(f, delimiter="\t") if r["fourccs"] == "RTS0"]
    return folder, rows


def test_llvm_unit_test_inputs_get_llvms_outcome():
    folder, rows = llvm_rows()
    assert len(rows) == 19
    for row in rows:
        with open(os.path.join(folder, row["name"] + ".bin"), "rb") as f:
            data = f.read()
        if row["expected"].startswith("valid"):
            obj = dxfuzz.parse(data)
            dxfuzz.to_dict(obj)
            assert dxfuzz.serialize(obj) == data, row["name"]
            continue
        # ParseRootFlags_2: the part claims 24 bytes, the file holds 20, and
        # LLVM hands the 20 bytes it has to the root signature reader: so
        # do the container and the RTS0 spec alone.
        assert row["expected"] == "Invalid root signature, insufficient space for header."
        with pytest.raises(dxfuzz.ParseError) as err:
            dxfuzz.parse(data)
        assert str(err.value).startswith(row["expected"])
        payload = data[0x2C:]
        assert len(payload) == 20
        with pytest.raises(Exception) as err:
            rts0_alone(payload)
        assert str(dxfuzz.errors.describe(err.value)).startswith(row["expected"])


def test_llvm_unit_test_values():
    folder, _ = llvm_rows()

    def load(name):
        with open(os.path.join(folder, name + ".bin"), "rb") as f:
            (part,) = rts0_parts(f.read())
        return dxfuzz.to_dict(part.body)

    # "RTS0 v2, 1 param RootConstants vis 2 @36, flags 17, SR15 RS14 N16"
    rs = load("RootSignature_RootParameters_1")
    (p,) = rs["parameters"]
    assert (rs["version"], rs["ofs_parameters"], rs["flags"]) == ("v1_1", 36, 17)
    assert (p["parameter_type"], p["shader_visibility"]) == ("constants_32bit", "hull")
    assert (p["payload"]["shader_register"], p["payload"]["register_space"],
            p["payload"]["num_32bit_values"]) == (15, 14, 16)
    # "RTS0 v1, 1 DescriptorTable vis 3, 1 v1 range: type 0, N -1, base 42, space 43, offset 41"
    (p,) = load("RootSignature_ParseDescriptorTable_2")["parameters"]
    (r,) = p["payload"]["ranges"]
    assert "flags" not in r and (r["range_type"], r["num_descriptors"], r["base_shader_register"],
                                 r["register_space"], r["ofs_in_table"]) == (
        "srv", 0xFFFFFFFF, 42, 43, 41)
    # "... flags 0x10000" in 1.1
    (p,) = load("RootSignature_ParseDescriptorTable_1")["parameters"]
    assert p["payload"]["ranges"][0]["descriptors_static_keeping_buffer_bounds_checks"]
    # "RTS0 v3 (1.2), same sampler + Flags 1": LLVM's writer sizes the part
    # for a 52-byte sampler and puts the flags past its end.
    (s,) = load("RootSignature_ParseStaticSamplers_2")["static_samplers"]
    assert s["has_flags"] is False and "flags" not in s and s["max_anisotropy"] == 20
    assert s["mip_lod_bias"] == pytest.approx(1.23) and s["shader_visibility"] == "mesh"


def test_unwritten_bytes_are_the_gap_llvms_test_left():
    folder, _ = llvm_rows()
    with open(os.path.join(folder, "RootSignature_RootParameters_1.bin"), "rb") as f:
        (part,) = rts0_parts(f.read())
    # parameters at 36: bytes 24..36 are a gap, then zeros to the end of the part.
    assert unwritten_part_bytes(part) == bytes(12 + part.len_body - 60)


# --- layout rules and robustness -------------------------------------------------

def table_sharing(n_params: int, n_ranges: int) -> bytes:
    """n_params descriptor tables that all point at one table."""
    table = 24 + 12 * n_params
    return (struct.pack("<6I", 2, n_params, 24, 0, 0, 0)
            + struct.pack("<3I", 0, 0, table) * n_params
            + struct.pack("<II", n_ranges, table + 8) + bytes(24 * n_ranges))


def test_shared_tables_are_refused_past_four_parameters():
    rs = dxfuzz.to_dict(rts0_alone(table_sharing(4, 50)))
    assert [len(p["payload"]["ranges"]) for p in rs["parameters"]] == [50] * 4
    with pytest.raises(dxfuzz.ParseError, match="payloads out of order"):
        dxfuzz.to_dict(rts0_alone(table_sharing(5, 50)))
    # Ranges pointing back into another table, with payloads in order.
    tree = {"version": 2, "parameters": [{"parameter_type": 0, "payload": {"ranges": []}}] * 5}
    data = bytearray(rts0_bytes(tree))
    struct.pack_into("<II", data, 24 + 12 * 5, 3, 0)  # first table: 3 ranges at offset 0
    with pytest.raises(dxfuzz.ParseError, match="ranges outside their table"):
        dxfuzz.to_dict(rts0_alone(bytes(data)))


def test_unknown_version_keeps_its_header_only():
    data = dxfuzz.build([dxfuzz.Part("RTS0", struct.pack("<6I", 4, 1, 24, 0, 36, 0) + bytes(12))])
    obj = dxfuzz.parse(data)
    (part,) = dxfuzz.find_parts(obj, "RTS0")
    rs = dxfuzz.to_dict(part.body)
    assert rs["version"] == 4 and "parameters" not in rs and "static_samplers" not in rs
    assert dxfuzz.serialize(obj) == data


def test_signaling_nan_sampler_fields_round_trip():
    tree = {"version": 2, "static_samplers": [{"filter": 0, "max_anisotropy": 1,
                                               "comparison_func": 0, "border_color": 0,
                                               "max_lod": 0.0}]}
    payload = bytearray(rts0_bytes(tree))
    payload[24 + 16:24 + 20] = b"\x01\x00\x80\x7f"  # mip_lod_bias: a signaling NaN
    data = dxfuzz.build([dxfuzz.Part("RTS0", bytes(payload))])
    assert dxfuzz.serialize(dxfuzz.parse(data)) == data


@settings(max_examples=25)
@given(st.data())
def test_generated_root_signatures_of_every_version_round_trip(data):
    for version in VERSIONS:
        payload = data.draw(root_signatures(version))
        container = dxfuzz.build([dxfuzz.Part("RTS0", payload)])
        obj = dxfuzz.parse(container)
        assert dxfuzz.serialize(obj) == container
        rs = dxfuzz.to_dict(dxfuzz.find_parts(obj, "RTS0")[0].body)
        assert rs["version"] == {1: "v1_0", 2: "v1_1", 3: "v1_2"}[version]


@settings(max_examples=25)
@given(descriptions())
def test_dxc_layout_leaves_no_unwritten_byte_and_decodes_what_was_drawn(desc):
    (part,) = rts0_parts(dxfuzz.build([dxfuzz.Part("RTS0", rts0_bytes(desc))]))
    assert unwritten_part_bytes(part) == b""
    rs = dxfuzz.to_dict(part.body)
    assert [p["parameter_type"] if isinstance(p["parameter_type"], int) else
            ["descriptor_table", "constants_32bit", "cbv", "srv", "uav"].index(p["parameter_type"])
            for p in rs["parameters"]] == [p["parameter_type"] for p in desc["parameters"]]
    assert len(rs["static_samplers"]) == len(desc["static_samplers"])
    for mine, drawn in zip(rs["static_samplers"], desc["static_samplers"]):
        assert mine["shader_register"] == drawn["shader_register"]
        assert ("flags" in mine) == (desc["version"] == 3)


def _meaning(value):
    """A decoded tree without its offsets (``ofs_*``, the neighbours'
    ``ofs_payload_prev`` and ``ofs_payload_next`` among them; a range's
    ``ofs_in_table`` is meaning): what a layout must not change."""
    if isinstance(value, dict):
        return {k: _meaning(v) for k, v in value.items() if not k.startswith("ofs_") or k == "ofs_in_table"}
    if isinstance(value, list):
        return [_meaning(v) for v in value]
    return value


@settings(max_examples=40)
@given(descriptions(), st.lists(st.integers(0, 12), max_size=12), st.booleans(), st.booleans())
def test_moved_blocks_decode_as_the_dxc_layout(tree, gaps, samplers_first, reverse):
    """Blocks moved (gaps, samplers first, payloads reversed) decode to the
    same root signature as DXC's layout: only the offsets differ."""
    reverse = reverse and len(tree["parameters"]) <= 4
    dxc = rts0_alone(rts0_bytes(tree))
    moved_bytes = rts0_bytes(tree, gaps, samplers_first=samplers_first, reverse_payloads=reverse)
    moved = rts0_alone(moved_bytes)
    assert _meaning(dxfuzz.to_dict(moved)) == _meaning(dxfuzz.to_dict(dxc))
    if gaps and gaps[0]:  # the first block (samplers or parameter headers) moved
        assert moved_bytes != rts0_bytes(tree)
