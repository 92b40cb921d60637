"""Strategies for IFCE, the class linkage of Shader Model 5 interfaces: the
tree of its class types, class instances and interface slots, laid out by
the IFCE writer as FXC writes it."""
from __future__ import annotations

from hypothesis import strategies as st

from ._ints import u16, u32

from ..builder import build_part

names = st.text(st.characters(min_codepoint=0x21, max_codepoint=0x7E), min_size=1, max_size=16)

class_types = st.fixed_dictionaries({
    "name": names, "cbuffer_stride": st.integers(0, 8), "num_textures": st.integers(0, 4),
    "num_samplers": st.integers(0, 4)})
class_instances = st.fixed_dictionaries({
    "name": names, "type_id": st.integers(0, 8), "cbuffer": u16, "ofs_in_cbuffer": u16,
    "texture": st.sampled_from([0xFFFF, 0, 3]), "sampler": st.sampled_from([0xFFFF, 1])})


@st.composite
def interface_slots(draw):
    ids = draw(st.lists(st.tuples(u16, u32), min_size=1, max_size=4))
    return {"slot_span": draw(st.integers(1, 3)), "type_ids": [a for a, _ in ids],
            "table_ids": [b for _, b in ids]}


@st.composite
def ifce_trees(draw):
    return {"class_types": draw(st.lists(class_types, max_size=4)),
            "class_instances": draw(st.lists(class_instances, max_size=3)),
            "interface_slots": draw(st.lists(interface_slots(), max_size=3)),
            "reserved": draw(st.sampled_from([b"OSGN" + bytes([0x20, 0, 0x10, 0]), bytes(8)]))}


@st.composite
def ifce_parts(draw):
    """``(payload, tree)`` of an IFCE part."""
    tree = draw(ifce_trees())
    return build_part("IFCE", tree), tree


def part_strategies() -> dict:
    return {"IFCE": ifce_parts().map(lambda x: x[0])}
