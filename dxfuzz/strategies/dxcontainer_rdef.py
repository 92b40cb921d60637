"""Strategies for RDEF, FXC's reflection data: Shader Model 4 (no sub-header),
5.0 (``RD11``) and 5.1 (40-byte bindings with a space and a range ID).

:func:`rdef_trees` draws the tree of a part - constant buffers of every kind
with variables of numeric and struct types (members nested two deep,
default values), resource bindings, the creator - in the specs' names, and
:func:`rdef_parts` builds it with the RDEF writer, which lays it out as FXC
does (tables, names once each, types shared, 0xAB padding).
"""
from __future__ import annotations

from hypothesis import strategies as st

from ._ints import u16, u32

from ..builder import build_part

names = st.text(st.characters(min_codepoint=0x21, max_codepoint=0x7E), min_size=1, max_size=16)

_NUMERIC_TYPES = [1, 2, 3, 19, 39, 54, 56, 57]   # bool int float uint double min16*

#: Program types: pixel, vertex, geometry, hull, domain, compute, library.
PROGRAM_TYPES = (0xFFFF, 0xFFFE, 0x4753, 0x4853, 0x4453, 0x4353, 0x4C46)


@st.composite
def rdef_types(draw, depth=0):
    """A type: numeric, or (at depth < 2) a struct of members."""
    if depth < 2 and draw(st.booleans()) and draw(st.booleans()):
        members = draw(st.lists(st.fixed_dictionaries({
            "name": names, "type": st.deferred(lambda: rdef_types(depth + 1)),
            "ofs_in_parent": st.integers(0, 256)}), min_size=1, max_size=3))
        return {"var_class": 5, "var_type": 0, "rows": 1, "columns": draw(st.integers(1, 16)),
                "num_elements": draw(st.integers(0, 4)), "members": members, "name": draw(names)}
    cls = draw(st.sampled_from([0, 1, 2, 3]))
    return {"var_class": cls, "var_type": draw(st.sampled_from(_NUMERIC_TYPES)),
            "rows": 1 if cls < 2 else draw(st.integers(1, 4)),
            "columns": 1 if cls == 0 else draw(st.integers(1, 4)),
            "num_elements": draw(st.integers(0, 8)), "members": [], "name": draw(names)}


@st.composite
def rdef_variables(draw):
    size = draw(st.integers(0, 64))
    texture = draw(st.sampled_from([(0xFFFFFFFF, 0), (0, 1)]))
    sampler = draw(st.sampled_from([(0xFFFFFFFF, 0), (2, 1)]))
    v = {"name": draw(names), "ofs_in_buffer": draw(u16), "len_variable": size,
         "flags": draw(st.sampled_from([0, 2, 6])), "type": draw(rdef_types()),
         "start_texture": texture[0], "num_textures": texture[1],
         "start_sampler": sampler[0], "num_samplers": sampler[1]}
    if draw(st.booleans()) and size:
        v["default_value"] = bytes(range(size % 256))[:size].ljust(size, b"\1")
    return v


rdef_cbuffers = st.fixed_dictionaries({
    "name": names, "len_buffer": u16, "flags": st.sampled_from([0, 1]), "type": st.integers(0, 3),
    "variables": st.lists(rdef_variables(), max_size=3),
})
rdef_bindings = st.fixed_dictionaries({
    "name": names, "input_type": st.integers(0, 13), "return_type": st.integers(0, 8),
    "dimension": st.integers(0, 11), "num_samples": st.sampled_from([0, 4, 16, 0xFFFFFFFF]),
    "bind_point": u16, "num_registers": st.integers(0, 16), "flags": st.integers(0, 31),
    "space": u16, "range_id": u16,
})


@st.composite
def rdef_trees(draw):
    """The tree of an RDEF part, its layout left out."""
    major, minor = draw(st.sampled_from([(4, 0), (4, 1), (5, 0), (5, 1)]))
    return {
        "target_major": major, "target_minor": minor,
        "program_type": draw(st.sampled_from(PROGRAM_TYPES)), "compile_flags": draw(u32),
        "creator": draw(names),
        "cbuffers": draw(st.lists(rdef_cbuffers, max_size=3)),
        "bindings": draw(st.lists(rdef_bindings, max_size=4)),
        "rd11": {"num_interface_slots": draw(st.integers(0, 8))} if major >= 5 else None,
    }


@st.composite
def rdef_parts(draw):
    """``(payload, tree)`` of an RDEF part."""
    tree = draw(rdef_trees())
    return build_part("RDEF", tree), tree


def part_strategies() -> dict:
    return {"RDEF": rdef_parts().map(lambda x: x[0])}
