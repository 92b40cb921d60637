"""Strategies for HASH: the flags and any digest."""
from __future__ import annotations

from hypothesis import strategies as st

from ..builder import build_part


@st.composite
def hashes(draw):
    """HASH: flags (1, IncludesSource, or 0) and a digest, by the HASH writer."""
    return build_part("HASH", flags=draw(st.sampled_from([0, 1])),
                      digest=draw(st.binary(min_size=16, max_size=16)))


def part_strategies() -> dict:
    """fourcc -> strategy of valid payload bytes."""
    return {"HASH": hashes()}
