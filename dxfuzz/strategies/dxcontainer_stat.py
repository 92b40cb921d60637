"""Strategies for STAT: FXC's statistics record and DXC's program flavour."""
from __future__ import annotations

from hypothesis import strategies as st

from ._ints import u32

from ..builder import build_part
from ..write.dxcontainer_stat import SLOTS as STATISTICS_SLOTS


@st.composite
def fxc_statistics(draw):
    """FXC statistics: 29 or 37 u32 (slot 2 never spells DXIL: that is the
    other flavour)."""
    count = draw(st.sampled_from([29, 37]))
    values = draw(st.lists(st.integers(0, 64) | u32, min_size=count, max_size=count))
    if values[2] == 0x4C495844:
        values[2] = 0
    return build_part("STAT", statistics=dict(zip(STATISTICS_SLOTS, values)))


def stat() -> st.SearchStrategy:
    """Either flavour: FXC's statistics or DXC's reflection program, which
    has the layout of a DXIL part (drawn by the program strategy)."""
    from .dxcontainer_program import program_parts
    return fxc_statistics() | program_parts()


def part_strategies() -> dict:
    """fourcc -> strategy of valid payload bytes."""
    return {"STAT": stat()}
