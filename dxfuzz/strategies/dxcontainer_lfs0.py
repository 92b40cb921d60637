"""Strategies for LFS0, the signature of an FXC library function: the tree of
its parameters (the return value first), laid out by the LFS0 writer."""
from __future__ import annotations

from hypothesis import strategies as st

from ..builder import build_part

names = st.text(st.characters(min_codepoint=0x21, max_codepoint=0x7E), min_size=1, max_size=16)

parameters = st.fixed_dictionaries({
    "name": names, "semantic_name": st.one_of(st.none(), names),
    "var_type": st.sampled_from([0, 1, 2, 3, 19]), "var_class": st.integers(0, 3),
    "rows": st.integers(0, 4), "columns": st.integers(0, 4), "interpolation": st.integers(0, 7),
    "flags": st.integers(0, 3), "first_in_register": st.integers(-1, 31),
    "first_in_component": st.integers(-1, 31), "first_out_register": st.integers(-1, 31),
    "first_out_component": st.integers(-1, 31),
})


@st.composite
def lfs0_parts(draw):
    """``(payload, tree)`` of an LFS0 part."""
    tree = {"parameters": draw(st.lists(parameters, min_size=1, max_size=5))}
    return build_part("LFS0", tree), tree


def part_strategies() -> dict:
    return {"LFS0": lfs0_parts().map(lambda x: x[0])}
