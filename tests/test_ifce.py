"""IFCE: class types, class instances and interface slots checked against
FXC's listings, round trips of every corpus IFCE, generated round trips."""
from __future__ import annotations

import functools
import struct

import pytest
from hypothesis import HealthCheck, given, settings

import dxfuzz
from dxfuzz import kaitai
from dxfuzz.strategies import fxc_parts
from dxfuzz.writer import Writer
from dxfuzz.write import write

from conftest import corpus_files, shared_path

FOURCC = "IFCE"


@functools.lru_cache(maxsize=None)
def _corpus_parts():
    out = []
    for name, data in corpus_files():
        for part in dxfuzz.parts(dxfuzz.parse(data, lazy=True)):
            if part.fourcc_text == FOURCC:
                out.append((name, part))
    return out


def _ifce(name):
    with open(shared_path("corpus", name), "rb") as f:
        return dxfuzz.find_parts(dxfuzz.parse(f.read()), FOURCC)[0].body


def test_class_types_and_instances():
    i = _ifce("slimshader/DynamicShaderLinkage11_PS__vc502f97b.dxbc")
    assert (i.class_type_count, i.class_instance_count, i.interface_slot_count) == (13, 10, 4)
    # cDirectionalLight   10   2   0   0   (ID = index in the table)
    t = i.class_types[10]
    assert (t.name, t.cbuffer_stride, t.texture_count, t.sampler_count) == ("cDirectionalLight", 2, 0, 0)
    assert {c.reserved for c in i.class_types} == {0}
    # g_environmentLight   7   0   6   -   -
    c = next(c for c in i.class_instances if c.name == "g_environmentLight")
    assert (c.type_id, c.cbuffer, c.cbuffer_offset, c.texture, c.sampler) == (7, 0, 6, 0xFFFF, 0xFFFF)


def test_interface_slots():
    i = _ifce("slimshader/DynamicShaderLinkage11_PS__vc502f97b.dxbc")
    # | Type ID | 3 |7 8 9 10 11 12   | Table ID | |19 20 21 22 23 24
    s = i.interface_slots[3]
    assert (s.slot_span, list(s.type_ids), list(s.table_ids)) == (1, [7, 8, 9, 10, 11, 12], list(range(19, 25)))
    arrays = _ifce("dxdecompiler/interface_arrays__v61d2a5f4.dxbc")
    # Interface slots, 6 total: "0-1", "2", "3-5"
    assert arrays.interface_slot_count == 6
    assert [s.slot_span for s in arrays.interface_slots] == [2, 1, 3]


def test_corpus_round_trip_and_only_padding_unmodelled():
    parts = _corpus_parts()
    assert len(parts) == 14
    for name, part in parts:
        body = part.body
        src = kaitai.source_bytes(body)
        w = Writer()
        write(body, w)
        assert w.finish(background=src) == src, name
        assert all(set(src[s:e]) <= {0xAB} for s, e in w.unwritten()), name
        dxfuzz.to_dict(body)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(fxc_parts.ifce_parts())
def test_generated_round_trip(drawn):
    payload, desc = drawn
    data = dxfuzz.build([dxfuzz.Part(FOURCC, payload)])
    obj = dxfuzz.parse(data)
    assert dxfuzz.serialize(obj) == data
    i = obj.part_offsets[0].part.body
    dxfuzz.to_dict(i)
    assert [(t.name, t.cbuffer_stride) for t in i.class_types] == [(n, s) for n, s, _, _ in desc["types"]]
    assert [(c.name, c.type_id, c.texture) for c in i.class_instances] == \
        [(n, t, tex) for n, t, _, _, tex, _ in desc["instances"]]
    for s, (span, pairs) in zip(i.interface_slots, desc["slots"]):
        assert (s.slot_span, list(s.type_ids), list(s.table_ids)) == \
            (span, [a for a, _ in pairs], [b for _, b in pairs])


@pytest.mark.parametrize("field, value", [(0, 0xFFFFFFFF), (2, 0x10000000), (6, 0xFFFFFFF0)])
def test_bad_counts_and_offsets_are_refused(field, value):
    payload, _ = fxc_parts.build_ifce({"types": [("a", 1, 0, 0)], "instances": [("b", 0, 0, 0, 0xFFFF, 0xFFFF)],
                                       "slots": [(1, [(0, 0)])], "reserved": bytes(8)}), None
    payload = bytearray(payload)
    payload[4 * field:4 * field + 4] = struct.pack("<I", value)
    with pytest.raises(dxfuzz.ParseError):
        dxfuzz.to_dict(dxfuzz.parse(dxfuzz.build([dxfuzz.Part(FOURCC, bytes(payload))])))
