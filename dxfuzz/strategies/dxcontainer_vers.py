"""Strategies for VERS: the compiler's version numbers and strings."""
from __future__ import annotations

from hypothesis import strategies as st

from ._ints import u16, u32

from ..builder import build_part


@st.composite
def versions(draw):
    """VERS: the header and the two strings, laid out (NULs, list size, zero
    padding) by the VERS writer."""
    commit = draw(st.text("0123456789abcdef", max_size=40))
    version = draw(st.sampled_from(["", "1.8.2405.15", "1.9.0.15267"])
                   | st.text(st.characters(min_codepoint=1, max_codepoint=0x7E), max_size=30))
    return build_part("VERS", major=draw(st.integers(0, 2) | u16),
                      minor=draw(st.integers(0, 10) | u16),
                      version_flags=draw(st.integers(0, 3)), num_commits=draw(u32),
                      string_list={"commit_hash": commit, "version_string": version})


def part_strategies() -> dict:
    """fourcc -> strategy of valid payload bytes."""
    return {"VERS": versions()}
