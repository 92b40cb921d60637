"""IFCE: class types, class instances and interface slots checked against
FXC's listings, round trips of every corpus IFCE, generated round trips."""
from __future__ import annotations

import struct

import pytest
from hypothesis import given, settings

import dxfuzz
from dxfuzz import kaitai
from dxfuzz.strategies.dxcontainer_ifce import ifce_parts
from dxfuzz.write.buffer import Writer
from dxfuzz.write import write

from conftest import corpus_bytes, corpus_census, corpus_parts

FOURCC = "IFCE"


def _ifce(name):
    return dxfuzz.find_parts(dxfuzz.parse(corpus_bytes(name)), FOURCC)[0].body


def test_class_types_and_instances():
    i = _ifce("slimshader/DynamicShaderLinkage11_PS__vc502f97b.dxbc")
    assert (i.num_class_types, i.num_class_instances, i.num_interface_slots) == (13, 10, 4)
    # cDirectionalLight   10   2   0   0   (ID = index in the table)
    t = i.class_types[10]
    assert (t.name, t.cbuffer_stride, t.num_textures, t.num_samplers) == ("cDirectionalLight", 2, 0, 0)
    assert {c.reserved for c in i.class_types} == {0}
    # g_environmentLight   7   0   6   -   -
    c = next(c for c in i.class_instances if c.name == "g_environmentLight")
    assert (c.type_id, c.cbuffer, c.ofs_in_cbuffer, c.texture, c.sampler) == (7, 0, 6, 0xFFFF, 0xFFFF)


def test_interface_slots():
    i = _ifce("slimshader/DynamicShaderLinkage11_PS__vc502f97b.dxbc")
    # | Type ID | 3 |7 8 9 10 11 12   | Table ID | |19 20 21 22 23 24
    s = i.interface_slots[3]
    assert (s.slot_span, list(s.type_ids), list(s.table_ids)) == (1, [7, 8, 9, 10, 11, 12], list(range(19, 25)))
    arrays = _ifce("dxdecompiler/interface_arrays__v61d2a5f4.dxbc")
    # Interface slots, 6 total: "0-1", "2", "3-5"
    assert arrays.num_interface_slots == 6
    assert [s.slot_span for s in arrays.interface_slots] == [2, 1, 3]


def test_corpus_round_trip_and_only_padding_unmodelled():
    parts = corpus_parts(FOURCC)
    assert len(parts) == corpus_census()["parts"]["IFCE"]
    for name, part in parts:
        body = part.body
        src = kaitai.source_bytes(body)
        w = Writer()
        write(body, w)
        assert w.finish(background=src) == src, name
        assert all(set(src[s:e]) <= {0xAB} for s, e in w.unwritten()), name
        dxfuzz.to_dict(body)


#: What the IFCE writer computes when a tree leaves it out.
_LAYOUT = {"num_class_instances", "num_class_types", "num_interface_slot_records",
           "ofs_class_instances", "ofs_class_types", "ofs_interface_slots", "ofs_name", "num_entries",
           "ofs_type_ids", "ofs_table_ids"}


def _without_layout(tree):
    if isinstance(tree, list):
        return [_without_layout(v) for v in tree]
    if isinstance(tree, dict):
        return {k: _without_layout(v) for k, v in tree.items() if k not in _LAYOUT}
    return tree


def test_every_corpus_part_is_rebuilt_from_what_it_means():
    """Counts and offsets deleted, the writer lays IFCE out as FXC does: the
    slot, type and instance tables, each slot's ids, the instance names,
    then the type names, on 4-byte boundaries with 0xAB between."""
    parts = corpus_parts(FOURCC)
    for name, part in parts:
        tree = _without_layout(dxfuzz.to_dict(part.body))
        assert dxfuzz.build_part(FOURCC, tree) == dxfuzz.serialize(part.body), name
    assert len(parts) >= 10


@settings(max_examples=60)
@given(ifce_parts())
def test_generated_round_trip(drawn):
    payload, desc = drawn
    data = dxfuzz.build([dxfuzz.Part(FOURCC, payload)])
    obj = dxfuzz.parse(data)
    assert dxfuzz.serialize(obj) == data
    i = obj.part_table[0].part.body
    dxfuzz.to_dict(i)
    assert [(t.name, t.cbuffer_stride) for t in i.class_types] == \
        [(t["name"], t["cbuffer_stride"]) for t in desc["class_types"]]
    assert [(c.name, c.type_id, c.texture) for c in i.class_instances] == \
        [(c["name"], c["type_id"], c["texture"]) for c in desc["class_instances"]]
    for s, want in zip(i.interface_slots, desc["interface_slots"]):
        assert (s.slot_span, list(s.type_ids), list(s.table_ids)) == \
            (want["slot_span"], want["type_ids"], want["table_ids"])
    assert i.num_interface_slots == sum(s["slot_span"] for s in desc["interface_slots"])


@pytest.mark.parametrize("field, value", [(0, 0xFFFFFFFF), (2, 0x10000000), (6, 0xFFFFFFF0)])
def test_bad_counts_and_offsets_are_refused(field, value):
    payload = bytearray(dxfuzz.build_part(FOURCC, {
        "class_types": [{"name": "a", "cbuffer_stride": 1}], "class_instances": [{"name": "b"}],
        "interface_slots": [{"type_ids": [0], "table_ids": [0]}]}))
    payload[4 * field:4 * field + 4] = struct.pack("<I", value)
    with pytest.raises(dxfuzz.ParseError):
        dxfuzz.to_dict(dxfuzz.parse(dxfuzz.build([dxfuzz.Part(FOURCC, bytes(payload))])))
