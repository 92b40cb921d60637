"""Strategies for the small parts: signatures (ISGN, OSGN, PCSG, OSG5, ISG1,
OSG1, PSG1), SFI0, STAT (both flavours), HASH, ILDN and VERS.

Each strategy draws the payload the way a compiler lays it out (FXC's 0xAB
or DXC's zero string-table padding, deduplicated or repeated names, NUL
terminators and 4-byte padding), with field values over their whole range
where the format allows any value.
"""
from __future__ import annotations

import struct

from hypothesis import strategies as st

from ..builder import build_part
from ..write.dxcontainer_signature import ELEMENT_SIZES, NAME_LAYOUTS
from ..write.dxcontainer_stat import SLOTS as STATISTICS_SLOTS

#: Element record size of each signature fourcc.
SIGNATURE_ELEMENT_SIZES = ELEMENT_SIZES

_SYSTEM_VALUES = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 23, 24, 25,
                  64, 65, 66, 67, 68, 69, 70]
_MIN_PRECISIONS = [0, 1, 2, 3, 4, 5, 0xF0, 0xF1]
_NAMES = ["SV_Position", "SV_Target", "SV_Depth", "TEXCOORD", "COLOR", "NORMAL", "POSITION",
          "SV_TessFactor", "SV_InsideTessFactor", "SV_ClipDistance", "A", ""]

u32 = st.integers(0, 0xFFFFFFFF)
u16 = st.integers(0, 0xFFFF)
u8 = st.integers(0, 0xFF)

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


def sfi0() -> st.SearchStrategy:
    """Eight bytes of feature flags: any bits, or only the named ones."""
    named = st.integers(0, (1 << 33) - 1) | st.integers(0, (1 << 33) - 1).map(lambda v: v | (3 << 40))
    return (named | st.integers(0, (1 << 64) - 1)).map(lambda v: struct.pack("<Q", v))


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
    from .dxil_program import program_parts
    return fxc_statistics() | program_parts()


@st.composite
def hashes(draw):
    """HASH: flags (1, IncludesSource, or 0) and a digest, by the HASH writer."""
    return build_part("HASH", flags=draw(st.sampled_from([0, 1])),
                      digest=draw(st.binary(min_size=16, max_size=16)))


@st.composite
def debug_names(draw):
    """ILDN: flags 0 and the name, laid out (NUL and zero padding to 4) by
    the ILDN writer."""
    name = draw(st.text(st.characters(min_codepoint=1, max_codepoint=0xFF), max_size=80)
                | st.binary(min_size=16, max_size=16).map(lambda b: b.hex() + ".pdb"))
    return build_part("ILDN", name=name)


@st.composite
def versions(draw):
    """VERS: the header and the two strings, laid out (NULs, list size, zero
    padding) by the VERS writer."""
    commit = draw(st.text("0123456789abcdef", max_size=40))
    version = draw(st.sampled_from(["", "1.8.2405.15", "1.9.0.15267"])
                   | st.text(st.characters(min_codepoint=1, max_codepoint=0x7E), max_size=30))
    return build_part("VERS", major=draw(st.integers(0, 2) | u16),
                      minor=draw(st.integers(0, 10) | u16),
                      version_flags=draw(st.integers(0, 3)), commit_count=draw(u32),
                      string_list={"commit_hash": commit, "version_string": version})


def part_strategies() -> dict:
    out = {fourcc: signatures(fourcc) for fourcc in SIGNATURE_ELEMENT_SIZES}
    out.update({"SFI0": sfi0(), "STAT": stat(), "HASH": hashes(), "ILDN": debug_names(),
                "VERS": versions()})
    return out
