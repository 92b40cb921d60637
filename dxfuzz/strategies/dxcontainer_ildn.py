"""Strategies for ILDN: the debug name and its flags, padded as DXC pads."""
from __future__ import annotations

from hypothesis import strategies as st

from ..builder import build_part


@st.composite
def debug_names(draw):
    """ILDN: flags 0 and the name, laid out (NUL and zero padding to 4) by
    the ILDN writer."""
    name = draw(st.text(st.characters(min_codepoint=1, max_codepoint=0xFF), max_size=80)
                | st.binary(min_size=16, max_size=16).map(lambda b: b.hex() + ".pdb"))
    return build_part("ILDN", name=name)


def part_strategies() -> dict:
    """fourcc -> strategy of valid payload bytes."""
    return {"ILDN": debug_names()}
