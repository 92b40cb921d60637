"""FX10 (effects): header, buffers, objects, state blocks, annotations,
techniques and nested shader containers checked against FXC's listings;
round trips of every corpus effect; generated round trips."""
from __future__ import annotations

import functools
import struct

import pytest
from hypothesis import HealthCheck, given, settings

import dxfuzz
from dxfuzz import kaitai
from dxfuzz.strategies import dxcontainer_fx10 as fx10_strategies
from dxfuzz.writer import Writer
from dxfuzz.write import write

from conftest import corpus_files, shared_path

FOURCC = "FX10"


@functools.lru_cache(maxsize=None)
def _corpus_parts():
    out = []
    for name, data in corpus_files():
        for part in dxfuzz.parts(dxfuzz.parse(data, lazy=True)):
            if part.fourcc_text == FOURCC:
                out.append((name, part))
    return out


def _fx(name):
    with open(shared_path("corpus", name), "rb") as f:
        return dxfuzz.find_parts(dxfuzz.parse(f.read()), FOURCC)[0].body


def test_buffers_objects_and_state_blocks():
    fx = _fx("dxdecompiler/BasicEffect_4_1__v33ff58a4.dxbc")
    # FX Version: fx_4_1 / Child effect (requires effect pool): false / 1 local buffer(s)
    assert (fx.header.tag.name, fx.header.requires_pool, len(fx.cbuffers)) == ("fx_4_1", False, 1)
    cb = fx.cbuffers[0]
    # float4 g_MaterialAmbientColor; // Offset: 0, size: 16 ... float4x4 g_mWorldViewProjection; // Offset: 96
    assert (cb.name, cb.size, cb.is_tbuffer) == ("$Globals", 160, False)
    assert [(v.name, v.type.type_name, v.offset, v.type.total_size) for v in cb.variables] == [
        ("g_MaterialAmbientColor", "float4", 0, 16), ("g_fTime", "float", 16, 4),
        ("g_mWorld", "float4x4", 32, 64), ("g_mWorldViewProjection", "float4x4", 96, 64)]
    t = cb.variables[0].type
    assert (t.numeric_class, t.numeric_scalar_type, t.numeric_rows, t.numeric_columns) == (2, 1, 1, 4)
    # 2 local object(s): Texture2D g_MeshTexture; SamplerState MeshTextureSampler
    # { Filter = uint(MIN_MAG_MIP_LINEAR /* 21 */); AddressU = uint(WRAP /* 1 */); AddressV = ... }
    tex, samp = fx.object_variables
    assert (tex.name, tex.type.type_name, tex.type.object_type.name) == ("g_MeshTexture", "Texture2D", "texture2d")
    assert (samp.name, samp.type.object_type.name) == ("MeshTextureSampler", "sampler")
    block = samp.initializers[0].state_block
    assert [(a.state.name, a.constants.values[0].bits) for a in block.assignments] == \
        [("filter", 21), ("address_u", 1), ("address_v", 1)]


def test_annotations_techniques_and_nested_shaders():
    fx = _fx("dxdecompiler/AdvancedEffect_4_0_FX__v61d2a5f4.dxbc")
    # SamplerState MeshTextureSampler < int blabla = 27; String blacksheep = "Hello There"; >
    items = fx.object_variables[1].annotations.items
    assert (items[0].name, items[0].type.type_name, items[0].numeric_value) == ("blabla", "int", struct.pack("<i", 27))
    assert (items[1].name, items[1].is_string, items[1].strings[0].value) == ("blacksheep", True, "Hello There")
    # BlendState BlendArray[3] { {...}, {...}, {...} }
    arr = next(o for o in fx.object_variables if o.name == "BlendArray")
    assert arr.type.element_count == 3 and len(arr.initializers) == 3
    # VertexShader TestVertexShader5 = NULL;
    null = next(o for o in fx.object_variables if o.name == "TestVertexShader5")
    assert null.initializers[0].shader.size == 0
    assert [t.name for t in fx.techniques] == ["RenderSceneWithTexture1Light10_1", "RenderSceneWithTexture1Light10_2"]
    p = fx.techniques[0].passes[0]
    assert p.name == "P0"
    vs = p.assignments[0]
    assert (vs.state.name, vs.assignment_type.name) == ("vertex_shader", "inline_shader")
    nested = vs.inline_shader.shader.container
    assert [x.fourcc_text for x in dxfuzz.parts(nested)] == ["RDEF", "ISGN", "OSGN", "SHDR", "STAT"]
    sig = dxfuzz.find_parts(nested, "ISGN")[0].body
    assert [e.semantic_name for e in sig.elements] == ["POSITION", "NORMAL", "TEXCOORD"]
    assert fx.header.total_shader_count == 6 and fx.header.inline_shader_count == 4


def test_child_effect_pool_items():
    fx = _fx("dxdecompiler/EffectNoTechnique_4_0_Child_FX__v61d2a5f4.dxbc")
    # Child effect (requires effect pool): true; 1 shared buffer(s); 2 shared object(s)
    assert fx.header.requires_pool
    assert [c.name for c in fx.pool_cbuffers] == ["ShaderedBuffer"]
    v6 = fx.pool_cbuffers[0].variables[-1]
    # float4 val6[4]; // Offset: 160, size: 64
    assert (v6.name, v6.offset, v6.type.element_count, v6.type.total_size) == ("val6", 160, 4, 64)
    assert [(o.name, o.type.type_name) for o in fx.pool_object_variables] == \
        [("SharedSampler", "SamplerState"), ("SharedTexture", "Texture2D")]
    # ShaderedBuffer : register(b5)
    assert next(c for c in fx.cbuffers if c.explicit_bind_point != 0xFFFFFFFF).explicit_bind_point == 5


def test_corpus_round_trip():
    parts = _corpus_parts()
    assert len(parts) == 44
    for name, part in parts:
        body = part.body
        src = kaitai.source_bytes(body)
        w = Writer()
        write(body, w)
        assert w.finish(background=src) == src, name
        assert w.unwritten() == [], name
        assert getattr(body, "trailing", None) is None, name


def test_small_effects_decode_fully():
    for name, part in _corpus_parts():
        if part.size < 4000:
            d = dxfuzz.to_dict(part.body)
            assert len(d["techniques"]) == part.body.header.technique_count, name


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(fx10_strategies.fx10_parts())
def test_generated_round_trip(drawn):
    payload, desc = drawn
    data = dxfuzz.build([dxfuzz.Part(FOURCC, payload)])
    obj = dxfuzz.parse(data)
    assert dxfuzz.serialize(obj) == data
    fx = obj.part_offsets[0].part.body
    dxfuzz.to_dict(fx)
    assert [c.name for c in fx.cbuffers] == [c["name"] for c in desc["cbuffers"]]
    for cb, want in zip(fx.cbuffers, desc["cbuffers"]):
        assert [v.name for v in cb.variables] == [v["name"] for v in want["variables"]]
    assert [o.name for o in fx.object_variables] == [o["name"] for o in desc["objects"]]
    want = [(n, [p for p, _ in ps]) for n, ps in desc["techniques"]]
    if not fx.is_fx5:
        assert [(t.name, [p.name for p in t.passes]) for t in fx.techniques] == want
        return
    # fx_5_0: the first group holds every technique, the others the first one.
    assert [g.name if g.ofs_name else None for g in fx.groups] == desc["groups"]
    for i, g in enumerate(fx.groups):
        assert [(t.name, [p.name for p in t.passes]) for t in g.techniques] == (want if i == 0 else want[:1])
    assert [v.name for v in fx.interface_variables] == [v["name"] for v in desc["interfaces"]]
    for v, iv in zip(fx.interface_variables, desc["interfaces"]):
        names = [i.instance_name for i in v.initializers] if v.ofs_default_value else None
        assert names == (None if iv["initial"] is None else [iv["initial"]] * max(iv["elements"], 1))


def _effect_with_struct(member_type_offset: int) -> bytes:
    """An fx_4_0 effect with one cbuffer variable of a struct type (at blob
    offset 12) whose single member has the type at ``member_type_offset``."""
    blob = b"\0\0\0\0" + b"b\0\0\0" + b"v\0\0\0"
    blob += struct.pack("<7I", 0, 3, 0, 16, 16, 4, 1) + struct.pack("<4I", 8, 0, 0, member_type_offset)
    blob += struct.pack("<7I", 0, 1, 0, 4, 4, 4, 1 | 1 << 3 | 1 << 8 | 1 << 11)   # a float at 56
    header = struct.pack("<19I", 0xFEFF1001, 1, 1, 0, 0, 0, 0, 0, len(blob), *([0] * 10))
    structured = struct.pack("<6I", 4, 16, 0, 1, 0xFFFFFFFF, 0) + struct.pack("<7I", 8, 12, 0, 0, 0, 0, 0)
    return header + blob + structured


def test_struct_types_decode_and_self_reference_is_refused():
    fx = _fx_part(_effect_with_struct(56))
    t = fx.cbuffers[0].variables[0].type
    assert (t.var_type.name, t.member_count, t.members[0].name, t.members[0].type.type_name) == \
        ("struct", 1, "v", "")
    assert t.members[0].type.numeric_scalar_type == 1
    dxfuzz.to_dict(fx)
    with pytest.raises(dxfuzz.ParseError):
        dxfuzz.to_dict(_fx_part(_effect_with_struct(12)))


def _fx_part(payload):
    data = dxfuzz.build([dxfuzz.Part(FOURCC, payload)])
    obj = dxfuzz.parse(data)
    assert dxfuzz.serialize(obj) == data
    return obj.part_offsets[0].part.body


@pytest.mark.parametrize("cut", [0, 40, 76, 90])
def test_truncated_is_refused(cut):
    desc = {"tag": 0xFEFF1001, "cbuffers": [], "objects": [], "techniques": [("t", [("p", ["const"])])]}
    payload = fx10_strategies.build_fx10(desc)[:cut]
    with pytest.raises(dxfuzz.ParseError):
        dxfuzz.to_dict(dxfuzz.parse(dxfuzz.build([dxfuzz.Part(FOURCC, payload)])))
