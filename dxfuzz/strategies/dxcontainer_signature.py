"""Strategies for the signatures (ISGN, OSGN, PCSG, OSG5, ISG1, OSG1, PSG1): elements
drawn over every field's range, names laid out as FXC (0xAB) or DXC (zeros) lays them out."""
from __future__ import annotations

from hypothesis import strategies as st

from ._ints import u8, u16, u32

from ..builder import build_part
from ..write.dxcontainer_signature import ELEMENT_SIZES, NAME_LAYOUTS


#: Element record size of each signature fourcc.
SIGNATURE_ELEMENT_SIZES = ELEMENT_SIZES


_SYSTEM_VALUES = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 23, 24, 25,
                  64, 65, 66, 67, 68, 69, 70]


_MIN_PRECISIONS = [0, 1, 2, 3, 4, 5, 0xF0, 0xF1]


_NAMES = ["SV_Position", "SV_Target", "SV_Depth", "TEXCOORD", "COLOR", "NORMAL", "POSITION",
          "SV_TessFactor", "SV_InsideTessFactor", "SV_ClipDistance", "A", ""]


#: Names as compilers write them: identifiers, without NUL.
semantic_names = st.one_of(
    st.sampled_from(_NAMES),
    st.text(st.characters(min_codepoint=0x21, max_codepoint=0x7E), min_size=1, max_size=24),
)


#: The fields of one element (its name is placed by :func:`signatures`).
signature_elements = st.fixed_dictionaries({
    "stream": st.integers(0, 3) | u32,
    "semantic_name": semantic_names,
    "semantic_index": st.integers(0, 31) | u32,
    "system_value": st.sampled_from(_SYSTEM_VALUES) | u32,
    "component_type": st.integers(0, 9) | u32,
    "register": st.integers(0, 31) | st.just(0xFFFFFFFF) | u32,
    "mask": u8,
    "rw_mask": u8,
    "reserved": st.just(0) | u16,
    "min_precision": st.sampled_from(_MIN_PRECISIONS) | u32,
})


@st.composite
def signatures(draw, fourcc: str):
    """A signature part as a compiler lays it out (FXC: names once, 0xAB to
    4; DXC: zeros to 4; older DXC: unpadded, names once or repeated), built
    by the signature writer from drawn elements."""
    elements = draw(st.lists(signature_elements, max_size=8))
    layout = draw(st.sampled_from(sorted(NAME_LAYOUTS)))
    return build_part(fourcc, elements=elements, options={"names": layout})


def part_strategies() -> dict:
    """fourcc -> strategy of valid payload bytes."""
    return {fourcc: signatures(fourcc) for fourcc in SIGNATURE_ELEMENT_SIZES}
