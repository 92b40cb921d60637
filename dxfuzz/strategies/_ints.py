"""Integer strategies every part strategy draws field values from."""
from __future__ import annotations

from hypothesis import strategies as st

u8 = st.integers(0, 0xFF)
u16 = st.integers(0, 0xFFFF)
u32 = st.integers(0, 0xFFFFFFFF)
