"""STAT: FXC statistics checked against the FXC listings, DXC's reflection
program told apart by content, round trips of every corpus STAT and of
generated ones."""
from __future__ import annotations

import functools
import os
import re
import struct

import pytest
from hypothesis import given, settings, strategies as st

import dxfuzz
from dxfuzz.strategies import dxcontainer_stat
from dxfuzz.write.dxcontainer_stat import SLOTS

from conftest import all_parts, corpus_files, corpus_manifest, raw_part_data, shared_path, strict_bytes


def _stat(payload: bytes):
    return dxfuzz.parse(dxfuzz.build([dxfuzz.Part("STAT", payload)])).part_table[0].part.body


@functools.lru_cache(maxsize=None)
def _corpus_stat():
    out = []
    for name, data in corpus_files():
        for part, nested in all_parts(dxfuzz.parse(data, lazy=True)):
            if part.fourcc_text == "STAT":
                out.append((name, part, nested))
    return out


def test_every_corpus_stat_round_trips_and_flavour_follows_content():
    kind = {row["file"]: row["kind"] for row in corpus_manifest()}
    sizes = {}
    for name, part, nested in _corpus_stat():
        body = part.body
        assert strict_bytes(body) == raw_part_data(part), name
        raw = raw_part_data(part)
        assert body.is_program == (raw[8:12] == b"DXIL"), name
        # FXC writes statistics, DXC the reflection program.
        assert body.is_program == (kind[name] == "dxil"), name
        key = "program" if body.is_program else len(raw)
        sizes[key] = sizes.get(key, 0) + 1
        if not body.is_program:
            assert body.statistics.tail == b""
    assert sizes == {116: 294, 148: 470, "program": 38}


def test_dxc_stat_is_a_program_of_the_same_shader_kind_as_dxil():
    checked = 0
    for name, data in corpus_files():
        obj = dxfuzz.parse(data, lazy=True)
        stat, dxil = dxfuzz.find_parts(obj, "STAT"), dxfuzz.find_parts(obj, "DXIL")
        if stat and stat[0].body.is_program:
            s, d = raw_part_data(stat[0]), raw_part_data(dxil[0])
            assert s[:4] == d[:4], name  # program version and shader kind
            assert s[8:16] == d[8:16], name  # DXIL magic and DXIL version
            assert struct.unpack_from("<I", s, 4)[0] * 4 == len(s), name
            checked += 1
    assert checked == 38


def test_known_values_of_a_geometry_shader():
    # dxdecompiler/AdvancedHLSL_GS__v61d2a5f4.asm: "Approximately 18 instruction
    # slots used", dcl_temps 3, dcl_inputprimitive lineadj, dcl_outputtopology
    # pointlist, dcl_maxout 144.
    obj = dxfuzz.parse(dict(corpus_files())["dxdecompiler/AdvancedHLSL_GS__v61d2a5f4.dxbc"], lazy=True)
    d = dxfuzz.to_dict(dxfuzz.find_parts(obj, "STAT")[0].body)
    assert d["is_program"] is False and "program" not in d
    s = d["statistics"]
    assert (s["num_instructions"], s["num_temp_registers"], s["input_primitive"],
            s["gs_output_topology"], s["gs_max_num_output_vertices"], s["num_gs_instances"]) == (
        18, 3, "line_adj", "point_list", 144, 0)


_PRIMITIVE = {"point": "point", "line": "line", "triangle": "triangle", "lineadj": "line_adj",
              "triangleadj": "triangle_adj"}
_TOPOLOGY = {"pointlist": "point_list", "linestrip": "line_strip", "trianglestrip": "triangle_strip"}


def _one(pattern, text):
    m = re.search(pattern, text, re.M)
    return m and m.group(1)


def test_statistics_match_the_fxc_listings():
    """Instruction slots, temps (the most of any hull-shader phase), GS and
    tessellation declarations, from every single-shader listing."""
    root = shared_path("corpus")
    program = {row["file"]: row["program"] for row in corpus_manifest()}
    checked = {}
    for name, part, nested in _corpus_stat():
        listing = os.path.join(root, name[:-len(".dxbc")] + ".asm")
        if part.body.is_program or nested or not os.path.exists(listing):
            continue
        with open(listing, errors="replace") as f:
            text = f.read()
        if text.count("instruction slots used") != 1:
            continue
        s = part.body.statistics
        checked["slots"] = checked.get("slots", 0) + 1
        assert s.num_instructions == int(_one(r"Approximately (\d+) instruction slots used", text)), name
        temps = [int(t) for t in re.findall(r"^dcl_temps (\d+)", text, re.M)]
        assert s.num_temp_registers == max(temps, default=0), name
        if _one(r"^dcl_maxout (\d+)", text):
            assert s.gs_max_num_output_vertices == int(_one(r"^dcl_maxout (\d+)", text)), name
            assert s.input_primitive.name == _PRIMITIVE[_one(r"^dcl_inputprimitive (\w+)", text)], name
            assert s.gs_output_topology.name == _TOPOLOGY[_one(r"^dcl_outputtopology (\w+)", text)], name
            checked["gs"] = checked.get("gs", 0) + 1
        if len(SLOTS) * 4 == len(raw_part_data(part)):
            assert s.num_gs_instances == int(_one(r"^dcl_gsinstances (\d+)", text) or 0), name
            kind = program[name][:2]
            if kind in ("hs", "ds"):
                icp = int(_one(r"^dcl_input_control_point_count +(\d+)", text))
                ocp = _one(r"^dcl_output_control_point_count +(\d+)", text)
                domain = _one(r"^dcl_tessellator_domain +domain_(\w+)", text)
                assert s.tessellator_domain.name == domain, name
                if kind == "hs":
                    assert s.input_primitive.name == f"control_point_patch_{icp}", name
                    assert s.control_points == int(ocp), name
                    assert s.hs_partitioning.name == _one(
                        r"^dcl_tessellator_partitioning +partitioning_(\w+)", text), name
                    assert s.hs_output_primitive.name == _one(
                        r"^dcl_tessellator_output_primitive +output_(\w+)", text), name
                else:
                    assert s.control_points == icp, name
                checked[kind] = checked.get(kind, 0) + 1
    assert checked == {"slots": 458, "gs": 23, "hs": 29, "ds": 18}


def test_record_sizes_other_than_29_and_37_slots():
    # Wine's old 28-slot record, and a longer one with an unknown tail.
    short = _stat(bytes(range(112)))
    assert not hasattr(short.statistics, "is_sample_frequency_shader")
    assert strict_bytes(short) == bytes(range(112))
    longer = bytes(148) + b"\x01\x02\x03\x04\x05"
    body = _stat(longer)
    assert body.statistics.texture_store_instructions == 0
    assert body.statistics.tail == b"\x01\x02\x03\x04\x05"
    assert strict_bytes(body) == longer
    with pytest.raises(dxfuzz.ParseError):
        _stat(bytes(40))


@settings(max_examples=80)
@given(dxcontainer_stat.stat())
def test_generated_stat_round_trips(payload):
    body = _stat(payload)
    assert body.is_program == (payload[8:12] == b"DXIL")
    if body.is_program:
        # The program spec leaves a gap before an offset bitcode to the background.
        assert dxfuzz.serialize(body) == payload
    else:
        assert strict_bytes(body) == payload
    dxfuzz.to_dict(body)


@settings(max_examples=150)
@given(st.binary(max_size=200), st.booleans())
def test_any_bytes_parse_or_raise_parse_error(payload, as_program):
    if as_program and len(payload) >= 12:
        payload = payload[:8] + b"DXIL" + payload[12:]
    try:
        body = _stat(payload)
        dxfuzz.to_dict(body)
    except dxfuzz.ParseError:
        return
    assert dxfuzz.serialize(body) == payload
