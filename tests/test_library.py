"""LIBH and LFS0 (FXC function libraries): values checked against FXC's
listings, round trips of every corpus part, generated round trips."""
from __future__ import annotations

import struct

import pytest
from hypothesis import given, settings

import dxfuzz
from dxfuzz import kaitai
from dxfuzz.strategies.dxcontainer_lfs0 import lfs0_parts
from dxfuzz.strategies.dxcontainer_libh import libh_parts
from dxfuzz.write.buffer import Writer
from dxfuzz.write import write

from conftest import corpus_bytes, corpus_parts


def _library(name):
    return dxfuzz.parse(corpus_bytes(name))


def test_library_header():
    obj = _library("dxdecompiler/LibraryTest_4_Level_9_1__v61d2a5f4.dxbc")
    h = dxfuzz.find_parts(obj, "LIBH")[0].body
    # Library:  flags 0, 6 functions:  0 TestFunction ... 5 TestFunction6
    assert (h.version, h.flags, h.num_functions) == (1, 0, 6)
    assert [f.name for f in h.functions] == ["TestFunction"] + [f"TestFunction{i}" for i in range(2, 7)]
    assert h.creator == "Microsoft (R) HLSL Shader Compiler 10.1"
    # every function has a level-9 vertex and pixel shader: two Aon9 parts in its LIBF
    assert {f.level9_shaders for f in h.functions} == {3}
    libfs = dxfuzz.find_parts(obj, "LIBF")
    assert len(libfs) == 6
    kinds = [p.body.shader_program_type for p in dxfuzz.find_parts(libfs[0].body, "Aon9")]
    assert kinds == [0x4C56, 0x4C50]


def test_level9_bits_match_the_aon9_parts():
    for name in ("dxdecompiler/LibraryTest_4_Level_9_1_VS__v61d2a5f4.dxbc",
                 "dxdecompiler/LibraryTest_4_Level_9_1_PS__v61d2a5f4.dxbc"):
        obj = _library(name)
        h = dxfuzz.find_parts(obj, "LIBH")[0].body
        for f, libf in zip(h.functions, dxfuzz.find_parts(obj, "LIBF")):
            kinds = {p.body.shader_program_type for p in dxfuzz.find_parts(libf.body, "Aon9")}
            assert f.has_level9_vertex_shader == (0x4C56 in kinds)
            assert f.has_level9_pixel_shader == (0x4C50 in kinds)


def test_function_parameters():
    obj = _library("dxdecompiler/LibraryTest_4_Level_9_1__v61d2a5f4.dxbc")
    lfs0 = dxfuzz.find_parts(dxfuzz.find_parts(obj, "LIBF")[0].body, "LFS0")[0].body
    p = {x.name: x for x in lfs0.parameters}
    assert lfs0.num_parameters == 7
    # TestFunction  SV_TARGET  o0 1 xyz  out float3   (the return value)
    r = lfs0.parameters[0]
    assert (r.name, r.semantic_name, r.is_in, r.is_out, r.first_out_register, r.columns) == \
        ("TestFunction", "SV_TARGET", False, True, 0, 3)
    # val3  v2 3 xy  o1 3 xy  inout float2x3: stored as 3 registers of 2 components
    v = p["val3"]
    assert (v.var_class.name, v.rows, v.columns, v.flags) == ("matrix_columns", 3, 2, 3)
    assert (v.first_in_register, v.first_in_component, v.first_out_register) == (2, 0, 1)
    # val4  o4 1 x  out uint
    assert (p["val4"].var_type.name, p["val4"].first_in_register, p["val4"].first_out_register) == ("uint", -1, 4)
    # val6  v7 1 xyz  in int3
    assert (p["val6"].var_type.name, p["val6"].columns, p["val6"].first_in_register) == ("int", 3, 7)
    assert p["val6"].interpolation.name == "linear_noperspective_centroid"
    # in2  COLOR  v1 1 x  in float1
    assert (p["in2"].semantic_name, p["in2"].var_class.name, p["in2"].columns) == ("COLOR", "vector", 1)


def test_corpus_round_trip_and_only_padding_unmodelled():
    parts = corpus_parts("LIBH", "LFS0")
    assert {p.fourcc_text for _, p in parts} == {"LIBH", "LFS0"}
    for name, part in parts:
        body = part.body
        src = kaitai.source_bytes(body)
        w = Writer()
        write(body, w)
        assert w.finish(background=src) == src, name
        assert all(set(src[s:e]) <= {0xAB} for s, e in w.unwritten()), name
        dxfuzz.to_dict(body)


#: What the LIBH and LFS0 writers compute when a tree leaves it out.
_LAYOUT = {"num_functions", "ofs_functions", "ofs_creator", "ofs_name", "num_parameters",
           "ofs_parameters", "ofs_semantic_name"}


def test_every_corpus_part_is_rebuilt_from_what_it_means():
    """Counts and offsets deleted, the writers lay LIBH out as FXC does
    (header, function table, creator, names, each written again, unpadded)
    and LFS0 too (header, parameter table, each name once, 0xAB to 4)."""
    counts = {}
    for name, part in corpus_parts("LIBH", "LFS0"):
        fourcc = part.fourcc_text
        tree = {k: v for k, v in dxfuzz.to_dict(part.body).items() if k not in _LAYOUT}
        for key in ("functions", "parameters"):
            if key in tree:
                tree[key] = [{k: v for k, v in r.items() if k not in _LAYOUT} for r in tree[key]]
        assert dxfuzz.build_part(fourcc, tree) == dxfuzz.serialize(part.body), (name, fourcc)
        counts[fourcc] = counts.get(fourcc, 0) + 1
    assert counts["LIBH"] >= 20 and counts["LFS0"] >= 150


@settings(max_examples=60)
@given(libh_parts())
def test_generated_libh_round_trip(drawn):
    payload, desc = drawn
    data = dxfuzz.build([dxfuzz.Part("LIBH", payload)])
    obj = dxfuzz.parse(data)
    assert dxfuzz.serialize(obj) == data
    h = obj.part_table[0].part.body
    assert [(f.level9_shaders, f.name) for f in h.functions] == \
        [(f["level9_shaders"], f["name"]) for f in desc["functions"]]
    assert h.creator == desc["creator"]


@settings(max_examples=60)
@given(lfs0_parts())
def test_generated_lfs0_round_trip(drawn):
    payload, desc = drawn
    data = dxfuzz.build([dxfuzz.Part("LFS0", payload)])
    obj = dxfuzz.parse(data)
    assert dxfuzz.serialize(obj) == data
    body = obj.part_table[0].part.body
    dxfuzz.to_dict(body)
    for p, want in zip(body.parameters, desc["parameters"]):
        assert (p.name, p.semantic_name if p.ofs_semantic_name else None, p.rows, p.columns, p.flags) == \
            (want["name"], want["semantic_name"], want["rows"], want["columns"], want["flags"])
        assert [p.first_in_register, p.first_in_component, p.first_out_register, p.first_out_component] == \
            [want[k] for k in ("first_in_register", "first_in_component", "first_out_register",
                               "first_out_component")]


@pytest.mark.parametrize("payload", [
    struct.pack("<5I", 1, 20, 0, 0x7FFFFFFF, 20),   # more functions than bytes
    struct.pack("<5I", 1, 999, 0, 0, 20),           # creator outside the part
    struct.pack("<III", 1, 12, 0),                  # header cut short
])
def test_malformed_libh_is_refused(payload):
    with pytest.raises(dxfuzz.ParseError):
        dxfuzz.to_dict(dxfuzz.parse(dxfuzz.build([dxfuzz.Part("LIBH", payload)])))
