"""FX10 (effects): header, buffers, objects, state blocks, annotations,
techniques and nested shader containers checked against FXC's listings;
round trips of every corpus effect; generated round trips."""
from __future__ import annotations

import json
import struct

import pytest
from hypothesis import given, settings

import dxfuzz
from dxfuzz import kaitai, view
from dxfuzz.strategies import dxcontainer_fx10 as fx10_strategies
from dxfuzz.write.buffer import Writer
from dxfuzz.write import write

from conftest import corpus_bytes, corpus_census, corpus_parts, first_member_types, part_body

FOURCC = "FX10"


def _fx(name):
    return dxfuzz.find_parts(dxfuzz.parse(corpus_bytes(name)), FOURCC)[0].body


def test_buffers_objects_and_state_blocks():
    fx = _fx("dxdecompiler/BasicEffect_4_1__v33ff58a4.dxbc")
    # FX Version: fx_4_1 / Child effect (requires effect pool): false / 1 local buffer(s)
    assert (fx.header.tag.name, fx.header.requires_pool, len(fx.cbuffers)) == ("fx_4_1", False, 1)
    cb = fx.cbuffers[0]
    # float4 g_MaterialAmbientColor; // Offset: 0, size: 16 ... float4x4 g_mWorldViewProjection; // Offset: 96
    assert (cb.name, cb.len_buffer, cb.is_tbuffer) == ("$Globals", 160, False)
    assert [(v.name, v.type.type_name, v.ofs_in_buffer, v.type.len_in_buffer) for v in cb.variables] == [
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
    assert arr.type.num_elements == 3 and len(arr.initializers) == 3
    # VertexShader TestVertexShader5 = NULL;
    null = next(o for o in fx.object_variables if o.name == "TestVertexShader5")
    assert null.initializers[0].shader.len_data == 0
    assert [t.name for t in fx.techniques] == ["RenderSceneWithTexture1Light10_1", "RenderSceneWithTexture1Light10_2"]
    p = fx.techniques[0].passes[0]
    assert p.name == "P0"
    vs = p.assignments[0]
    assert (vs.state.name, vs.assignment_type.name) == ("vertex_shader", "inline_shader")
    nested = vs.inline_shader.shader.container
    assert [x.fourcc_text for x in dxfuzz.parts(nested)] == ["RDEF", "ISGN", "OSGN", "SHDR", "STAT"]
    sig = dxfuzz.find_parts(nested, "ISGN")[0].body
    assert [e.semantic_name for e in sig.elements] == ["POSITION", "NORMAL", "TEXCOORD"]
    assert fx.header.num_shaders == 6 and fx.header.num_inline_shaders == 4


def test_child_effect_pool_items():
    fx = _fx("dxdecompiler/EffectNoTechnique_4_0_Child_FX__v61d2a5f4.dxbc")
    # Child effect (requires effect pool): true; 1 shared buffer(s); 2 shared object(s)
    assert fx.header.requires_pool
    assert [c.name for c in fx.pool_cbuffers] == ["ShaderedBuffer"]
    v6 = fx.pool_cbuffers[0].variables[-1]
    # float4 val6[4]; // Offset: 160, size: 64
    assert (v6.name, v6.ofs_in_buffer, v6.type.num_elements, v6.type.len_in_buffer) == ("val6", 160, 4, 64)
    assert [(o.name, o.type.type_name) for o in fx.pool_object_variables] == \
        [("SharedSampler", "SamplerState"), ("SharedTexture", "Texture2D")]
    # ShaderedBuffer : register(b5)
    assert next(c for c in fx.cbuffers if c.explicit_bind_point != 0xFFFFFFFF).explicit_bind_point == 5


def test_corpus_round_trip():
    parts = corpus_parts(FOURCC)
    assert len(parts) == corpus_census()["parts"][FOURCC]
    for name, part in parts:
        body = part.body
        src = kaitai.source_bytes(body)
        w = Writer()
        write(body, w)
        assert w.finish(background=src) == src, name
        assert w.unwritten() == [], name
        assert getattr(body, "trailing", None) is None, name


def test_small_effects_decode_fully():
    for name, part in corpus_parts(FOURCC):
        if part.len_body < 4000:
            d = dxfuzz.to_dict(part.body)
            assert len(d["techniques"]) == part.body.header.num_techniques, name


@settings(max_examples=40)
@given(fx10_strategies.fx10_trees())
def test_generated_round_trip(tree):
    """A drawn tree is built, decodes to what it says, and its decoded tree
    and what that means alone build the same bytes again."""
    payload = dxfuzz.build_part(FOURCC, tree)
    data = dxfuzz.build([dxfuzz.Part(FOURCC, payload)])
    obj = dxfuzz.parse(data)
    assert dxfuzz.serialize(obj) == data
    fx = obj.part_table[0].part.body
    decoded = dxfuzz.to_dict(fx)
    assert dxfuzz.build_part(FOURCC, decoded) == payload
    assert dxfuzz.build_part(FOURCC, meaning(decoded)) == payload
    assert [c.name for c in fx.cbuffers] == [c["name"] for c in tree["cbuffers"]]
    for cb, want in zip(fx.cbuffers, tree["cbuffers"]):
        assert [(v.name, v.ofs_in_buffer) for v in cb.variables] == \
            [(v["name"], v["ofs_in_buffer"]) for v in want["variables"]]
        assert cb.num_variables == len(want["variables"]) and cb.len_buffer % 16 == 0
    assert [o.name for o in fx.object_variables] == [o["name"] for o in tree["object_variables"]]
    techniques = tree.get("techniques") or [t for g in tree.get("groups", []) for t in g["techniques"]]
    assert fx.header.num_techniques == len(techniques)
    inline = sum(a["assignment_type"] in ("inline_shader", "inline_shader5")
                 for t in techniques for p in t["passes"] for a in p["assignments"])
    assert fx.header.num_inline_shaders == inline
    if not fx.is_fx5:
        assert [(t.name, [p.name for p in t.passes]) for t in fx.techniques] == \
            [(t["name"], [p["name"] for p in t["passes"]]) for t in techniques]
        return
    assert [g.name for g in fx.groups] == [g["name"] for g in tree["groups"]]
    assert [v.name for v in fx.interface_variables] == [v["name"] for v in tree["interface_variables"]]
    for v, want in zip(fx.interface_variables, tree["interface_variables"]):
        names = [i.instance_name for i in v.initializers] if v.ofs_default_value else None
        assert names == (None if want["initializers"] is None else
                         [i["instance_name"] for i in want["initializers"]])


#: What an effect's tree says about its layout, not its meaning.
_LAYOUT_KEYS = {"unstructured", "len_unstructured", "len_data", "len_buffer"}
#: Offsets and counts that are meaning: a variable's or member's place in its
#: buffer or struct, an array's element count.
_MEANING_KEYS = {"ofs_in_buffer", "ofs_in_struct", "num_elements"}


def meaning(tree):
    """An effect's tree without what the writer lays out: offsets, counts,
    the blob and its size, data blocks' and buffers' sizes, type sizes
    (interfaces' aside, which no rule gives) and an index given by a
    variable or an expression (its offset); nested containers as they are."""
    if isinstance(tree, list):
        return [meaning(v) for v in tree]
    if not isinstance(tree, dict):
        return tree
    out = {}
    for k, v in tree.items():
        if k in _LAYOUT_KEYS or (k.startswith(("ofs_", "num_")) and k not in _MEANING_KEYS):
            continue
        if k in ("len_in_buffer", "stride", "len_packed") and tree.get("var_type") != "interface":
            continue
        if k == "index" and tree.get("kind") in ("variable_index", "expression_index"):
            continue  # the offset of the index's name or expression
        out[k] = v if k == "container" else meaning(v)
    return out


def test_corpus_effects_rebuilt_from_their_meaning():
    """Every corpus effect, its offsets, counts, sizes and blob deleted, is
    laid out again byte for byte: FXC's order, strings and types once, a
    NULL shader at offset 0, every header count from the records."""
    parts = corpus_parts(FOURCC)
    assert len(parts) == corpus_census()["parts"][FOURCC]
    for name, part in parts:
        tree = meaning(dxfuzz.to_dict(part.body))
        assert "unstructured" not in tree and "ofs_name" not in tree["cbuffers"][0]
        assert dxfuzz.build_part(FOURCC, tree) == dxfuzz.serialize(part.body), name


def _effect(**tree):
    body = _fx_part(dxfuzz.build_part(FOURCC, tree))
    return body, body.unstructured


def test_the_blob_is_laid_out_as_fxc_lays_it_out():
    float4 = {"type_name": "float4", "var_type": "numeric", "numeric_layout": 2 | 1 << 3 | 1 << 8 | 4 << 11}
    fx, blob = _effect(
        header={"tag": "fx_4_0"},
        cbuffers=[{"name": "cb", "variables": [
            {"name": "a", "type": float4, "ofs_in_buffer": 0, "default_value": bytes(range(16)),
             "annotations": {"items": [{"name": "n", "type": {"type_name": "String", "var_type": "object",
                                                              "object_type": "string"},
                                        "strings": [{"value": "cb"}]}]}},
            {"name": "b", "type": {**float4, "num_elements": 2}, "ofs_in_buffer": 16}]}],
        object_variables=[{"name": "vs", "type": {"type_name": "VertexShader", "var_type": "object",
                                                  "object_type": "vertex_shader"},
                           "initializers": [{"shader": {"len_data": 0}}]}])
    # four zero bytes, then the buffer's name, per variable its type (name, record), its name,
    # its default value and its annotations (type, name, value); a string once
    a = fx.cbuffers[0].variables[0]
    assert blob[:4] == bytes(4) and fx.cbuffers[0].ofs_name == 4 and blob[4:7] == b"cb\0"
    assert (a.type.ofs_type_name, a.ofs_type, a.ofs_name, a.ofs_default_value) == (7, 14, 42, 44)
    note = a.annotations.items[0]
    assert note.ofs_type == 60 + 7 and note.ofs_name == 95 and note.ofs_values == [4]
    b = fx.cbuffers[0].variables[1]
    # an array is another type, whose name is stored once; sizes as FXC computes them
    assert b.type.ofs_type_name == 7 and (b.type.len_in_buffer, b.type.stride, b.type.len_packed) == (32, 16, 32)
    assert (a.type.len_in_buffer, a.type.stride, a.type.len_packed) == (16, 16, 16)
    assert fx.cbuffers[0].len_buffer == 48 and fx.header.num_numeric_variables == 2
    # a NULL shader is the size 0 at offset 0
    assert fx.object_variables[0].initializers[0].ofs_data == 0
    assert (fx.header.num_shaders, fx.header.len_unstructured) == (1, len(blob))


def test_a_given_offset_is_kept_and_the_given_blob_is_the_background():
    fx, blob = _effect(header={"tag": "fx_4_0"}, unstructured=b"\0" * 4 + b"old\0" + b"\xee" * 8,
                       object_variables=[{"name": "t", "ofs_name": 4, "type": {
                           "type_name": "Texture2D", "var_type": "object", "object_type": "texture2d"}}])
    assert fx.object_variables[0].name == "t" and blob[4:8] == b"t\0d\0"
    # what the tree leaves out is placed after the given blob: the type's name, then the type
    t = fx.object_variables[0]
    assert blob[8:16] == b"\xee" * 8 and (t.type.ofs_type_name, t.ofs_type) == (16, 26)
    assert fx.header.num_shader_resources == 1


def test_every_count_of_the_header_comes_from_the_records():
    def state(kind, elements):
        return {"name": kind, "type": {"type_name": kind, "var_type": "object", "object_type": kind,
                                       "num_elements": elements},
                "initializers": [{"state_block": {"assignments": []}}] * max(elements, 1)}
    fx, _ = _effect(header={"tag": "fx_4_1"},
                    object_variables=[state("blend", 3), state("rasterizer", 0), state("sampler", 2),
                                      state("depth_stencil", 0)],
                    techniques=[{"name": "t", "passes": [{"name": "p", "assignments": [
                        {"state": "pixel_shader", "assignment_type": "inline_shader",
                         "inline_shader": {"shader": {"len_data": 0}}}]}]}])
    h = fx.header
    assert (h.num_blend_state_blocks, h.num_rasterizer_state_blocks, h.num_samplers,
            h.num_depth_stencil_blocks) == (3, 1, 2, 1)
    assert (h.num_object_variables, h.num_techniques, h.num_shaders, h.num_inline_shaders) == \
        (4, 1, 1, 1)


def test_fx5_declarations_classes_and_interfaces_decode():
    tree = {"header": {"tag": "fx_5_0"}, "cbuffers": [{"name": "cb", "variables": [
        {"name": "light", "ofs_in_buffer": 0, "type": fx10_strategies._class_type(2)}]}],
        "object_variables": [{"name": "gs", "type": {"type_name": "GeometryShader", "var_type": "object",
                                                     "object_type": "geometry_shader5"},
                              "initializers": [{"shader5": {"shader": {"len_data": 0}, "so_declarations": [
                                  {"value": "SV_POSITION.xyzw"}, {"value": "TEXCOORD.xy"}]}}]}],
        "groups": [{"name": "", "techniques": []}]}
    fx, _ = _effect(**tree)
    s = fx.object_variables[0].initializers[0].shader5
    assert [d.value for d in s.so_declarations] == ["SV_POSITION.xyzw", "TEXCOORD.xy", "", ""]
    assert s.num_so_declarations == 2 and s.ofs_so_declarations[2:] == [0, 0]
    t = fx.cbuffers[0].variables[0].type
    assert (t.type_name, t.base_class.type_name, [i.type.type_name for i in t.interfaces]) == \
        ("Light", "Base", ["IShade"])
    assert fx.header5.num_class_instance_elements == 2 and fx.groups[0].ofs_name == 0
    assert dxfuzz.build_part(FOURCC, meaning(dxfuzz.to_dict(fx))) == dxfuzz.serialize(fx)


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
    assert (t.var_type.name, t.num_members, t.members[0].name, t.members[0].type.type_name) == \
        ("struct", 1, "v", "")
    assert t.members[0].type.numeric_scalar_type == 1
    dxfuzz.to_dict(fx)
    with pytest.raises(dxfuzz.ParseError):
        dxfuzz.to_dict(_fx_part(_effect_with_struct(12)))


def _effect_with_binary_types(levels: int) -> bytes:
    """An fx_4_0 effect whose one variable's type (at blob offset 12) opens
    a binary tree of types ``levels`` deep from ``levels + 1`` records: type
    k is a struct of two members of type k + 1, the last type a float."""
    blob = b"\0\0\0\0" + b"b\0\0\0" + b"v\0\0\0"
    for k in range(levels):
        below = 12 + 60 * (k + 1)
        blob += struct.pack("<7I", 0, 3, 0, 16, 16, 4, 2) + struct.pack("<4I", 8, 0, 0, below) * 2
    blob += struct.pack("<7I", 0, 1, 0, 4, 4, 4, 1 | 1 << 3 | 1 << 8 | 1 << 11)
    header = struct.pack("<19I", 0xFEFF1001, 1, 1, 0, 0, 0, 0, 0, len(blob), *([0] * 10))
    structured = struct.pack("<6I", 4, 16, 0, 1, 0xFFFFFFFF, 0) + struct.pack("<7I", 8, 12, 0, 0, 0, 0, 0)
    return header + blob + structured


def test_shared_types_open_at_most_max_type_nodes():
    """As in RDEF: each struct hands its members equal shares of what is
    left of the variable's 16,384 (keeping one share for a class's base
    and interfaces: a third each here), so a binary tree of types opens
    whole 8 levels deep and is refused by the spec a level deeper."""
    def leftmost(levels):
        t = _fx_part(_effect_with_binary_types(levels)).cbuffers[0].variables[0].type
        return first_member_types(t, lambda t: t.var_type.name == "struct")

    t = _fx_part(_effect_with_binary_types(2)).cbuffers[0].variables[0].type
    assert (t.budget, t.child_budget, [m.budget for m in t.members]) == (16384, 5461, [5461, 5461])
    assert leftmost(8) == (9, None)
    read, refusal = leftmost(9)
    assert read == 9 and "share records too often" in refusal
    with pytest.raises(dxfuzz.ParseError, match="share records too often"):
        dxfuzz.to_dict(_fx_part(_effect_with_binary_types(30)))


def _fx_part(payload):
    body = part_body(FOURCC, payload)
    assert dxfuzz.serialize(body) == payload
    return body


@pytest.mark.parametrize("cut", [0, 40, 76, 90])
def test_truncated_is_refused(cut):
    tree = {"header": {"tag": "fx_4_0"}, "techniques": [{"name": "t", "passes": [{"name": "p", "assignments": [
        {"state": "ab_sample_mask", "assignment_type": "constant",
         "constants": {"values": [{"scalar_type": "uint", "bits": 255}]}}]}]}]}
    payload = dxfuzz.build_part(FOURCC, tree)[:cut]
    with pytest.raises(dxfuzz.ParseError):
        dxfuzz.to_dict(dxfuzz.parse(dxfuzz.build([dxfuzz.Part(FOURCC, payload)])))


def test_an_effect_dump_edited_and_built():
    data = corpus_bytes("dxdecompiler/BasicEffect_4_1__v33ff58a4.dxbc")
    tree = json.loads(view.render(data, "json", "ksy")[0])
    part = tree["part_table"][0]["part"]
    assert part["fourcc"] == FOURCC and "data" not in part  # built from its tree
    assert dxfuzz.build_tree(tree) == data
    del tree["digest"]
    # a shorter name where the old one was: nothing else moves
    variable = part["body"]["cbuffers"][0]["variables"][1]
    assert variable["name"] == "g_fTime"
    variable["name"] = "g_t"
    fx = dxfuzz.find_parts(dxfuzz.parse(dxfuzz.build_tree(tree)), FOURCC)[0].body
    assert fx.cbuffers[0].variables[1].name == "g_t" and fx.header.len_unstructured == 330
    # a longer one: from its meaning (no offsets, counts, sizes, blob) the effect is laid out again
    variable["name"] = "g_fTimeInSeconds"
    part["body"] = meaning(part["body"])
    del part["len_body"]
    fx = dxfuzz.find_parts(dxfuzz.parse(dxfuzz.build_tree(tree)), FOURCC)[0].body
    assert [v.name for v in fx.cbuffers[0].variables] == \
        ["g_MaterialAmbientColor", "g_fTimeInSeconds", "g_mWorld", "g_mWorldViewProjection"]
    assert fx.header.len_unstructured == 330 + len("InSeconds")
    assert fx.object_variables[1].initializers[0].state_block.assignments[0].constants.values[0].bits == 21
