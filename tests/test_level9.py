"""Aon9 / XNAS / XNAP: mappings checked against FXC's listings, round trips
of every corpus level-9 part, generated round trips."""
from __future__ import annotations

import struct

import pytest
from hypothesis import given, settings

import dxfuzz
from dxfuzz import kaitai
from dxfuzz.strategies.dxcontainer_level9 import level9_parts
from dxfuzz.write.buffer import Writer
from dxfuzz.write import serialize_object, write

from conftest import corpus_bytes, corpus_parts

FOURCCS = ("Aon9", "XNAS", "XNAP")


def _parts(name):
    obj = dxfuzz.parse(corpus_bytes(name))
    return {p.fourcc_text: p.body for p in dxfuzz.parts(obj) if p.fourcc_text in FOURCCS}


def test_vertex_shader_mappings():
    p = _parts("dxdecompiler/HLSLSample_VS_9_0__v1346705c.dxbc")
    a = p["Aon9"]
    assert (a.shader_program_type, a.shader_major, a.shader_minor) == (0xFFFE, 2, 0)  # vs_2_0
    # i0  cb1  0  0
    assert [(m.target_register, m.buffer, m.source_register, m.component) for m in a.loop_register_mappings] \
        == [(0, 1, 0, 0)]
    # c1 cb0 0 5 (FLT...), c6 cb0 6 3, c9 cb0 10 4, c13 cb1 0 1 (FLT,BOOL,BOOL,FLT)
    assert [(m.target_register, m.buffer, m.start_register, m.num_registers) for m in a.cbuffer_mappings] == \
        [(1, 0, 0, 5), (6, 0, 6, 3), (9, 0, 10, 4), (13, 1, 0, 1)]
    assert [c.name for c in a.cbuffer_mappings[3].conversions] == ["float", "bool", "bool", "float"]
    # c0   Vertex Shader position offset
    assert [(m.description.name, m.target_register) for m in a.runtime_constant_mappings] == \
        [("vertex_shader_position_offset", 0)]
    # XNA Prepass: c0 cb0 10 4
    assert [(m.target_register, m.start_register, m.num_registers) for m in p["XNAP"].cbuffer_mappings] == \
        [(0, 10, 4)]
    assert len(p["XNAS"].cbuffer_mappings) == 4
    shader = serialize_object(a.shader)
    assert shader[:4] == struct.pack("<I", 0xFFFE0200) and shader[-4:] == b"\xff\xff\x00\x00"
    assert a.shader.program_type.name == "vertex" and a.shader.instructions[-1].is_end


def test_level_9_3_embeds_a_2_x_shader():
    a = _parts("dxdecompiler/HLSLSample_PS_9_3__v1346705c.dxbc")["Aon9"]
    # the header says 2.0, the embedded shader (and the listing) ps_2_x
    assert (a.shader_version, a.embedded_shader_version) == (0xFFFF0200, 0xFFFF0201)
    assert a.shader_minor == 1


def test_corpus_round_trip_and_nothing_unmodelled():
    parts = corpus_parts(*FOURCCS)
    assert {p.fourcc_text for _, p in parts} == set(FOURCCS)
    for name, part in parts:
        body = part.body
        src = kaitai.source_bytes(body)
        w = Writer()
        write(body, w)
        assert w.finish(background=src) == src, name
        assert w.unwritten() == [], name
        assert body.len_part == part.len_body
        dxfuzz.to_dict(body)


#: What the level-9 writer computes when a tree leaves it out.
_LAYOUT = {"len_part", "shader_version", "len_shader", "ofs_shader", "num_cbuffer_mappings",
           "ofs_cbuffer_mappings", "num_loop_register_mappings", "ofs_loop_register_mappings",
           "ofs_unknown_mappings", "num_sampler_mappings", "ofs_sampler_mappings",
           "num_runtime_constant_mappings", "ofs_runtime_constant_mappings"}


def test_every_corpus_part_is_rebuilt_from_what_it_means():
    """Sizes, counts, offsets and the header's version deleted, the writer
    lays the part out as FXC does: the sampler, cbuffer, (unknown), loop and
    runtime-constant tables, then the embedded shader."""
    parts = corpus_parts(*FOURCCS)
    for name, part in parts:
        tree = {k: v for k, v in dxfuzz.to_dict(part.body).items() if k not in _LAYOUT}
        assert dxfuzz.build_part(part.fourcc_text, tree) == dxfuzz.serialize(part.body), name
    assert {p.fourcc_text for _, p in parts} == set(FOURCCS) and len(parts) >= 100


@settings(max_examples=60)
@given(level9_parts())
def test_generated_round_trip(drawn):
    payload, desc = drawn
    for fourcc in FOURCCS:
        data = dxfuzz.build([dxfuzz.Part(fourcc, payload)])
        obj = dxfuzz.parse(data)
        assert dxfuzz.serialize(obj) == data
    a = obj.part_table[0].part.body
    dxfuzz.to_dict(a)
    assert serialize_object(a.shader) == desc["shader"]
    assert [(m.buffer, m.start_register, m.num_registers, m.target_register, [int(c) for c in m.conversions])
            for m in a.cbuffer_mappings] == \
        [tuple(c[k] for k in ("buffer", "start_register", "num_registers", "target_register", "conversions"))
         for c in desc["cbuffer_mappings"]]
    assert [(m.source_resource, m.source_sampler, m.target_sampler) for m in a.sampler_mappings] == \
        [(m["source_resource"], m["source_sampler"], m["target_sampler"]) for m in desc["sampler_mappings"]]
    assert a.shader_version == int.from_bytes(desc["shader"][:4], "little") & ~0xFF


@pytest.mark.parametrize("at, value", [(8, 0xFFFFFFFF), (12, 0xFFFFFF00), (16, 0xFFFF)])
def test_bad_sizes_and_counts_are_refused(at, value):
    payload = bytearray(dxfuzz.build_part("Aon9", {
        "shader": struct.pack("<2I", 0xFFFE0200, 0xFFFF),
        "cbuffer_mappings": [{"num_registers": 1}]}))
    payload[at:at + (2 if at == 16 else 4)] = struct.pack("<H" if at == 16 else "<I", value)
    with pytest.raises(dxfuzz.ParseError):
        dxfuzz.to_dict(dxfuzz.parse(dxfuzz.build([dxfuzz.Part("Aon9", bytes(payload))])))
