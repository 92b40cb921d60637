"""RDEF: values checked against FXC's listings, round trips of every corpus
RDEF (only 0xAB padding left unmodelled), generated round trips, and the
refusal of type graphs that loop or share too much."""
from __future__ import annotations

import struct
import time

import pytest
from hypothesis import given, settings

import dxfuzz
from dxfuzz import kaitai
from dxfuzz.strategies.dxcontainer_rdef import rdef_parts
from dxfuzz.write.buffer import Writer
from dxfuzz.write import write

from conftest import corpus_bytes, corpus_parts, first_member_types

FOURCC = "RDEF"


def _file(name):
    return dxfuzz.parse(corpus_bytes(name))


def _rdef(name):
    return dxfuzz.find_parts(_file(name), FOURCC)[0].body


def _part(payload: bytes):
    return dxfuzz.parse(dxfuzz.build([dxfuzz.Part(FOURCC, payload)])).part_table[0].part.body


# --- real values (each checked against the file's .asm listing) ----------

def test_sm51_bindings_spaces_and_ids():
    r = _rdef("dxdecompiler/ResourceDefinitions_5_1__v61d2a5f4.dxbc")
    assert (r.target_major, r.target_minor, r.program_type.name) == (5, 1, "pixel")  # ps_5_1
    assert r.has_rd11 and r.rd11.magic == 0x25441313 and r.binding_stride == 40
    b = {x.name: x for x in r.bindings}
    # samp1  sampler_c  NA  NA  S1  s1  1
    assert b["samp1"].input_type.name == "sampler" and b["samp1"].is_comparison_sampler
    assert (b["samp1"].bind_point, b["samp1"].range_id, b["samp1"].space) == (1, 1, 0)
    # tex10  texture  float  2dMS4  T10  t10  1
    t = b["tex10"]
    assert (t.return_type.name, t.dimension.name, t.num_samples, t.num_components) == \
        ("float", "texture2dms", 4, 1)
    # uav1  UAV  struct  append  U0  u1  1
    assert (b["uav1"].input_type.name, b["uav1"].bind_point, b["uav1"].range_id) == \
        ("uav_append_structured", 1, 0)
    # cbuffer3  cbuffer  NA  NA  CB2  cb2  1
    assert (b["cbuffer3"].bind_point, b["cbuffer3"].range_id, b["cbuffer3"].num_registers) == (2, 2, 1)


def test_sm51_nested_struct_layout():
    r = _rdef("dxdecompiler/ResourceDefinitions_5_1__v61d2a5f4.dxbc")
    cb = next(c for c in r.cbuffers if c.name == "cbuffer2")
    v = cb.variables[0]
    # struct bar ... } structVal1[2];  // Offset: 0 Size: 3700
    assert (v.name, v.ofs_in_buffer, v.len_variable, v.type.name, v.type.num_elements) == \
        ("structVal1", 0, 3700, "bar", 2)
    inner = next(m for m in v.type.members if m.name == "inner_struct_2")
    # } inner_struct_2[2];  // Offset: 32, with inner_struct_3[2] at 48 inside it
    assert (inner.ofs_in_parent, inner.type.num_elements, inner.type.name) == (32, 2, "bar::<unnamed>")
    deepest = next(m for m in inner.type.members if m.name == "inner_struct_3")
    assert (deepest.ofs_in_parent, deepest.type.name, [m.name for m in deepest.type.members]) == \
        (16, "inner_test", ["sValue1", "sValue2", "sValue3", "sValue4"])
    rm = next(m for m in v.type.members if m.name == "matRM43")
    # row_major float4x3 matRM43;  // Offset: 1728
    assert (rm.ofs_in_parent, rm.type.var_class.name, rm.type.rows, rm.type.columns) == (1728, "matrix_rows", 4, 3)
    dummy = cb.variables[1]
    # float dummy;  // Offset: 3700 Size: 4 [unused]
    assert (dummy.name, dummy.ofs_in_buffer, dummy.len_variable, dummy.is_used) == ("dummy", 3700, 4, False)


def test_sm4_without_sub_header():
    r = _rdef("dxdecompiler/BC6HDecode__vb49ce803.dxbc")
    assert (r.target_major, r.program_type.name, r.has_rd11) == (4, "compute", False)
    assert (r.variable_stride, r.type_stride, r.binding_stride) == (24, 16, 32)
    cb = r.cbuffers[0]
    # cbuffer cbCS { uint g_tex_width; ... uint g_start_block_id; // Offset: 16 Size: 4 }
    assert cb.name == "cbCS" and [v.name for v in cb.variables][-1] == "g_start_block_id"
    assert (cb.variables[-1].ofs_in_buffer, cb.variables[-1].type.var_type.name) == (16, "uint")
    # Resource bind info for g_InBuff { uint4 $Element; }
    info = r.cbuffers[1]
    assert (info.type.name, info.name, info.variables[0].name) == ("resource_bind_info", "g_InBuff", "$Element")
    assert [b.name for b in r.bindings] == ["g_InBuff", "g_OutBuff", "cbCS"]
    assert r.bindings[0].num_samples == 16  # the structured buffer's stride
    assert r.creator.startswith("Microsoft (R) HLSL Shader Compiler")


def test_default_values_and_interface_types():
    r = _rdef("slimshader/DynamicShaderLinkage11_PS__vc502f97b.dxbc")
    assert r.rd11.num_interface_slots == 4
    this = r.cbuffers[0]
    assert (this.name, this.type.name) == ("$ThisPointer", "interface_pointers")
    # interface iBaseLight g_abstractAmbientLighting;  // Offset: 1 Size: 1
    v = this.variables[0]
    assert (v.name, v.ofs_in_buffer, v.len_variable, v.type.var_class.name) == \
        ("g_abstractAmbientLighting", 1, 1, "interface_pointer")
    assert v.type.sub_type.name == "iBaseLight" and v.type.sub_type.var_class.name == "interface_class"
    # struct cHemiAmbientLight { struct cAmbientLight {...} $super; ... }
    hemi = r.cbuffers[1].variables[1].type
    assert hemi.name == "cHemiAmbientLight" and hemi.base_class.name == "cAmbientLight"
    assert hemi.members[0].name == "$super"
    assert [i.type.name for i in hemi.base_class.interfaces] == ["iBaseLight"]


def test_compile_flags():
    r = _rdef("dxdecompiler/ResourceDefinitions_5_1__v61d2a5f4.dxbc")
    d = dxfuzz.to_dict(r)
    assert d["optimization_level"] in (0, 1, 2, 3)
    assert d["flag_debug"] == bool(r.compile_flags & 1)


# --- every corpus RDEF ------------------------------------------------------

def test_corpus_has_every_variant():
    kinds = {(p.body.has_rd11, p.body.binding_stride) for _, p in corpus_parts(FOURCC)}
    assert kinds == {(False, 32), (True, 32), (True, 40)}


def test_corpus_round_trip_and_only_padding_unmodelled():
    for name, part in corpus_parts(FOURCC):
        body = part.body
        src = kaitai.source_bytes(body)
        w = Writer()
        write(body, w)
        assert w.finish(background=src) == src, name
        for start, end in w.unwritten():
            assert set(src[start:end]) <= {0xAB}, (name, start, end)
            assert end - start < 4 or end == len(src), (name, start, end)


def test_corpus_decodes_fully():
    for name, part in corpus_parts(FOURCC):
        d = dxfuzz.to_dict(part.body)
        assert len(d["cbuffers"]) == part.body.num_cbuffers, name


# --- generated --------------------------------------------------------------

def _type_matches(t, want):
    assert (t.var_class, t.var_type, t.rows, t.columns, t.num_elements) == \
        tuple(want[k] for k in ("var_class", "var_type", "rows", "columns", "num_elements"))
    assert t.num_members == len(want["members"])
    for m, wm in zip(t.members or [], want["members"]):
        assert (m.name, m.ofs_in_parent) == (wm["name"], wm["ofs_in_parent"])
        _type_matches(m.type, wm["type"])


@settings(max_examples=60)
@given(rdef_parts())
def test_generated_round_trip(drawn):
    payload, tree = drawn
    data = dxfuzz.build([dxfuzz.Part(FOURCC, payload)])
    obj = dxfuzz.parse(data)
    assert dxfuzz.serialize(obj) == data
    r = obj.part_table[0].part.body
    decoded = dxfuzz.to_dict(r)
    assert r.has_rd11 == (tree["target_major"] >= 5 or tree["program_type"] == 0x4C46)
    assert (r.target_major, r.target_minor) == (tree["target_major"], tree["target_minor"])
    assert [c.name for c in r.cbuffers] == [c["name"] for c in tree["cbuffers"]]
    for cb, want in zip(r.cbuffers, tree["cbuffers"]):
        for v, wv in zip(cb.variables, want["variables"]):
            assert (v.name, v.ofs_in_buffer, v.len_variable) == (wv["name"], wv["ofs_in_buffer"], wv["len_variable"])
            assert v.default_value == wv.get("default_value")
            _type_matches(v.type, wv["type"])
    for b, wb in zip(r.bindings, tree["bindings"]):
        assert (b.name, b.bind_point, b.num_registers, b.flags) == \
            (wb["name"], wb["bind_point"], wb["num_registers"], wb["flags"])
        if (tree["target_major"], tree["target_minor"]) == (5, 1):
            assert (b.space, b.range_id) == (wb["space"], wb["range_id"])
    assert r.creator == tree["creator"]
    # the dump builds the same bytes back
    assert dxfuzz.build_part(FOURCC, decoded) == payload


# --- malformed ----------------------------------------------------------------

def _sm4_with_type(members_to_self: int, member_count: int):
    """An SM4 RDEF whose only variable's type has ``num_members`` members
    all pointing back at the type itself."""
    d = struct.pack("<IIIIBBHII", 1, 28, 0, 28, 0, 4, 0xFFFF, 0, 116)
    d += struct.pack("<6I", 116, 1, 52, 16, 0, 0)
    d += struct.pack("<6I", 116, 0, 16, 2, 76, 0)
    d += struct.pack("<HHHHHHI", 5, 0, 1, 1, 0, member_count, 92)
    d += struct.pack("<3I", 116, 76 if members_to_self else 0, 0) * member_count
    return d.ljust(116, b"\xab") + b"x\0"


def test_type_that_contains_itself_is_refused():
    r = _part(_sm4_with_type(True, 1))
    with pytest.raises(dxfuzz.ParseError):
        dxfuzz.to_dict(r)


def test_shared_types_cannot_blow_up():
    start = time.time()
    with pytest.raises(dxfuzz.ParseError):
        dxfuzz.to_dict(dxfuzz.parse(dxfuzz.build([dxfuzz.Part(FOURCC, _sm4_with_type(True, 2))])))
    assert time.time() - start < 10


def _sm4_with_binary_types(levels: int):
    """An SM4 RDEF whose only variable's type opens a binary tree of types
    ``levels`` deep from ``levels + 1`` records: type k has two members,
    both of type k + 1, and the last type is a float."""
    types = 76
    d = struct.pack("<IIIIBBHII", 1, 28, 0, 28, 0, 4, 0xFFFF, 0, 0)
    d += struct.pack("<6I", 0, 1, 52, 16, 0, 0)
    d += struct.pack("<6I", 0, 0, 16, 2, types, 0)
    for k in range(levels):
        here = types + 40 * k
        d += struct.pack("<HHHHHHI", 5, 0, 1, 1, 0, 2, here + 16)
        d += struct.pack("<3I", 0, here + 40, 0) * 2
    d += struct.pack("<HHHHHHI", 0, 3, 1, 1, 0, 0, 0)
    return d + b"\0"


def _leftmost_types(part):
    """The types along a variable's first member (see ``first_member_types``)."""
    return first_member_types(part.cbuffers[0].variables[0].type, lambda t: t.num_members)


def test_shared_types_open_at_most_max_type_nodes():
    """Each type hands its members equal shares of what is left of the
    variable's 16,384: a binary tree 13 levels deep (16,383 types) opens
    whole, one a level deeper is refused at level 14 by the spec itself,
    with its own words, in Python as in every target."""
    assert _part(_sm4_with_binary_types(1)).max_type_nodes == 16384
    assert _leftmost_types(_part(_sm4_with_binary_types(13))) == (14, None)
    read, refusal = _leftmost_types(_part(_sm4_with_binary_types(14)))
    assert read == 14 and "share records too often" in refusal
    deep = dxfuzz.parse(dxfuzz.build([dxfuzz.Part(FOURCC, _sm4_with_binary_types(30))]))
    with pytest.raises(dxfuzz.ParseError, match="share records too often"):
        dxfuzz.to_dict(deep)
    t = _part(_sm4_with_binary_types(2)).cbuffers[0].variables[0].type
    assert (t.budget, t.num_children, t.child_budget) == (16384, 2, 8191)
    assert [m.type.budget for m in t.members] == [8191, 8191]


@pytest.mark.parametrize("cut", [0, 12, 27, 40, 60, 100])
def test_truncated_is_refused(cut):
    payload = _sm4_with_type(False, 2)[:cut]
    with pytest.raises(dxfuzz.ParseError):
        dxfuzz.to_dict(dxfuzz.parse(dxfuzz.build([dxfuzz.Part(FOURCC, payload)])))


def test_rd11_record_sizes_are_checked():
    payload = bytearray(dxfuzz.build_part(FOURCC, {"target_major": 5, "creator": "c"}))
    payload[36:40] = struct.pack("<I", 0)  # cbuffer record size 0
    with pytest.raises(dxfuzz.ParseError):
        dxfuzz.to_dict(dxfuzz.parse(dxfuzz.build([dxfuzz.Part(FOURCC, bytes(payload))])))


def test_larger_records_keep_their_extra_bytes():
    # An RD11 sub-header announcing 44-byte bindings (a layout newer than
    # 5.1's 40 bytes): the known fields decode, the rest stays in `extra`.
    binding = struct.pack("<10I", 104, 2, 5, 4, 0, 3, 1, 12, 7, 9) + b"\x11" * 4
    head = struct.pack("<IIIIBBHII", 0, 104, 1, 60, 1, 5, 0xFFFF, 0, 104)
    head += struct.pack("<8I", 0x25441313, 60, 24, 44, 40, 36, 12, 0)
    payload = head + binding + b"t\0\xab\xab"
    r = _part(payload)
    assert r.binding_stride == 44
    b = r.bindings[0]
    assert (b.name, b.bind_point, b.space, b.range_id, b.extra) == ("t", 3, 7, 9, b"\x11" * 4)
    data = dxfuzz.build([dxfuzz.Part(FOURCC, payload)])
    assert dxfuzz.serialize(dxfuzz.parse(data)) == data
