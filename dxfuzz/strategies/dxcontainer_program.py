"""Strategies for DXIL program parts (DXIL, ILDB): the program header, the
bitcode header and LLVM bitstreams made of top-level blocks.

The bitcode drawn is a bitstream's outline, not a module: the magic, then
blocks whose headers are well formed (block ids and abbreviation widths of
one to several vbr chunks, as LLVM encodes them) and whose contents are
arbitrary words - what ``ksy/dxcontainer_program.ksy`` decodes. The
program writer pads the part to a multiple of 4 and fills in its size in
DWORDs, as DXC does; the bitcode offset is DXC's 16 or a larger one with a
gap."""
from __future__ import annotations

import struct

from hypothesis import strategies as st

from ..builder import build_part


BITCODE_MAGIC = b"BC\xc0\xde"


ENTER_SUBBLOCK = 1


#: Top-level block ids LLVM writes (MODULE, IDENTIFICATION, STRTAB, SYMTAB, BLOCKINFO).
_BLOCK_IDS = [8, 13, 23, 25, 0]


def _vbr(value: int, width: int):
    """``(bits, length)`` of ``value`` as an LLVM vbr field of ``width``-bit chunks."""
    data_bits = width - 1
    bits = length = 0
    while True:
        chunk = value & ((1 << data_bits) - 1)
        value >>= data_bits
        if value:
            chunk |= 1 << data_bits
        bits |= chunk << length
        length += width
        if not value:
            return bits, length


def block_header_word(block_id: int, abbrev_width: int) -> int:
    """The 32-bit word that opens a top-level block: abbreviation id 1
    (ENTER_SUBBLOCK), the block id as a vbr8, the abbreviation width as a
    vbr4, zero bits up to the word boundary."""
    id_bits, id_len = _vbr(block_id, 8)
    width_bits, width_len = _vbr(abbrev_width, 4)
    if 2 + id_len + width_len > 32:
        raise ValueError("the header does not fit in one word")
    return ENTER_SUBBLOCK | id_bits << 2 | width_bits << (2 + id_len)


@st.composite
def blocks(draw):
    """One top-level block as a tree: its header word and its contents."""
    block_id = draw(st.sampled_from(_BLOCK_IDS) | st.integers(0, 2 ** 14 - 1))
    width = draw(st.integers(2, 7) | st.integers(2, 63))
    try:
        code = block_header_word(block_id, width)
    except ValueError:
        code = block_header_word(block_id & 0x7F, width & 7)
    words = draw(st.lists(st.integers(0, 0xFFFFFFFF), max_size=12))
    return {"header": {"code": code}, "body": struct.pack(f"<{len(words)}I", *words)}


@st.composite
def bitcode(draw):
    """A bitstream as a tree: the magic and zero or more top-level blocks."""
    return {"magic": BITCODE_MAGIC, "blocks": draw(st.lists(blocks(), max_size=3))}


@st.composite
def program_parts(draw):
    """A program part payload (DXIL or ILDB), laid out by the program writer."""
    major = draw(st.integers(6, 6) | st.integers(0, 15))
    minor = draw(st.integers(0, 9) | st.integers(0, 15))
    return build_part("DXIL", {
        "program_version": major << 4 | minor,
        "shader_kind": draw(st.integers(0, 16) | st.integers(0, 0xFFFF)),
        "dxil_version_minor": draw(st.integers(0, 9) | st.integers(0, 255)),
        "dxil_version_major": draw(st.just(1) | st.integers(0, 255)),
        "ofs_bitcode": 16 + draw(st.just(0) | st.integers(0, 8)),  # a gap after the header
        "bitcode": draw(bitcode()),
    })


def part_strategies() -> dict:
    """fourcc -> strategy of valid payload bytes."""
    return {"DXIL": program_parts(), "ILDB": program_parts()}
