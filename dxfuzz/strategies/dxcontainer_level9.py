"""Strategies for the feature-level-9 parts (Aon9, XNAS, XNAP): the tree of
an embedded Shader Model 2 shader and its mapping tables, laid out by the
level-9 writer as FXC writes it."""
from __future__ import annotations

import struct

from hypothesis import strategies as st

from ._ints import u16, u32

from ..builder import build_part


cbuffer_mappings = st.fixed_dictionaries({
    "buffer": st.integers(0, 13), "start_register": u16, "num_registers": st.integers(1, 16),
    "target_register": st.integers(0, 255),
    "conversions": st.lists(st.integers(0, 3), min_size=4, max_size=4)})
loop_register_mappings = st.fixed_dictionaries({
    "buffer": st.integers(0, 13), "source_register": u16, "component": st.integers(0, 3),
    "target_register": st.integers(0, 15)})
sampler_mappings = st.fixed_dictionaries({
    "source_resource": st.integers(0, 127), "source_sampler": st.integers(0, 15),
    "target_sampler": st.integers(0, 15)})


#: Opcodes of the Direct3D 9 instruction set (comment and end apart).
OPCODES = tuple(range(0, 49)) + tuple(range(64, 97)) + (0xFFFD,)


@st.composite
def level9_instruction_tokens(draw):
    """One instruction's tokens: a comment block, or an instruction token
    (opcode, controls, predicated and co-issue bits) and as many parameter
    tokens as it counts."""
    if draw(st.integers(0, 9)) == 0:
        words = draw(st.lists(u32, max_size=3))
        return [0xFFFE | len(words) << 16] + words
    params = draw(st.lists(u32, max_size=6))
    token = draw(st.sampled_from(OPCODES)) | draw(st.integers(0, 6)) << 16 | len(params) << 24 | \
        draw(st.integers(0, 1)) << 28 | draw(st.integers(0, 1)) << 30
    return [token] + params


@st.composite
def level9_programs(draw):
    """The bytes of a Shader Model 2 program: version token, instructions,
    end token."""
    kind = draw(st.sampled_from([0xFFFE, 0xFFFF, 0x4C56, 0x4C50]))
    version = (kind << 16) | 0x0200 | draw(st.sampled_from([0, 1]))
    tokens = [version]
    for instruction in draw(st.lists(level9_instruction_tokens(), max_size=8)):
        tokens += instruction
    tokens.append(0x0000FFFF)
    return struct.pack(f"<{len(tokens)}I", *tokens)


@st.composite
def level9_trees(draw):
    return {
        "shader": draw(level9_programs()),
        "cbuffer_mappings": draw(st.lists(cbuffer_mappings, max_size=4)),
        "loop_register_mappings": draw(st.lists(loop_register_mappings, max_size=2)),
        "sampler_mappings": draw(st.lists(sampler_mappings, max_size=3)),
        "runtime_constant_mappings": draw(st.lists(st.fixed_dictionaries(
            {"description": st.just(0), "target_register": st.integers(0, 255)}), max_size=1)),
    }


@st.composite
def level9_parts(draw):
    """``(payload, tree)`` of a feature-level-9 part."""
    tree = draw(level9_trees())
    return build_part("Aon9", tree), tree


def part_strategies() -> dict:
    level9 = level9_parts().map(lambda x: x[0])
    return {"Aon9": level9, "XNAS": level9, "XNAP": level9}
