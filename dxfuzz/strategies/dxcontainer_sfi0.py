"""Strategies for SFI0: any of the 64 feature flags, and the part's lengths."""
from __future__ import annotations

import struct

from hypothesis import strategies as st


def sfi0() -> st.SearchStrategy:
    """Eight bytes of feature flags: any bits, or only the named ones."""
    named = st.integers(0, (1 << 33) - 1) | st.integers(0, (1 << 33) - 1).map(lambda v: v | (3 << 40))
    return (named | st.integers(0, (1 << 64) - 1)).map(lambda v: struct.pack("<Q", v))


def part_strategies() -> dict:
    """fourcc -> strategy of valid payload bytes."""
    return {"SFI0": sfi0()}
