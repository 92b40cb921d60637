"""Strategies for LIBH, the function list of an FXC library: the tree of its
functions and creator, laid out by the LIBH writer as FXC writes it."""
from __future__ import annotations

from hypothesis import strategies as st

from ..builder import build_part

names = st.text(st.characters(min_codepoint=0x21, max_codepoint=0x7E), min_size=1, max_size=16)


@st.composite
def libh_trees(draw):
    return {"creator": draw(names), "flags": 0,
            "functions": draw(st.lists(st.fixed_dictionaries(
                {"level9_shaders": st.integers(0, 3), "name": names}), max_size=5))}


@st.composite
def libh_parts(draw):
    """``(payload, tree)`` of a LIBH part."""
    tree = draw(libh_trees())
    return build_part("LIBH", tree), tree


def part_strategies() -> dict:
    return {"LIBH": libh_parts().map(lambda x: x[0])}
