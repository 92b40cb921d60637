"""The level-9 assembler (dxfuzz/asm/level9_assembler.py): listing lines of
Shader Model 2 programs back into their tokens, program by program for each
instruction family, the tokens Direct3D 9's assembler writes, the errors, and
every instruction of the shared corpus's level-9 parts."""
from __future__ import annotations

import random
import struct
import subprocess
import sys
from collections import Counter

import pytest

import dxfuzz
from dxfuzz import kaitai
from dxfuzz.asm import dxcontainer_level9 as level9
from dxfuzz.asm import level9_assembler as asm
from dxfuzz.asm.level9_assembler import Level9AssemblyError

from conftest import corpus_parts, mutated_line

VS, PS, VS_X, PS_X = 0xFFFE0200, 0xFFFF0200, 0xFFFE0201, 0xFFFF0201


def decoded(data: bytes):
    """The program of a container dxfuzz built around these program bytes,
    decoded as a part's (not by the assembler's own decoding)."""
    container = dxfuzz.build([dxfuzz.Part("Aon9", dxfuzz.build_part("Aon9", {"shader": data}))])
    return dxfuzz.parse(container).part_table[0].part.body.shader


def words(data: bytes) -> list[int]:
    """Bytes as 32-bit little-endian words."""
    return list(struct.unpack(f"<{len(data) // 4}I", data))


# --------------------------------------------------------------------------
# Each instruction family: the listing of the assembled program is the text

FAMILIES = {
    "arithmetic": [
        "vs_2_0", "mov r0, r1", "add r0.xyz, v0, c1", "mad oT0.xyz, c2, r0.yzww, r1", "dp4 oPos.z, v0, c3",
        "mul_sat r0.xw, r1.x, c0_abs", "nrm_pp r1.xyz, r0", "sincos r0.xy, r1.x, c0, c1", "lrp r0, v0, c0, r1",
        "rsq r0.x, r0.x", "frc r0, -r1", "mova a0.x, r0.x", "crs r0.xyz, r1, r2", "sgn r0, r1, r2, r3",
        "pow r0.x, r1.x, r2.y", "m4x4 oPos, v0, c0", "slt r0, r1, r2", "nop", "op200 r0, r1"],
    "modifiers": [
        "ps_2_0", "mov r0, -c0.x", "mov r0, c0_bias.x", "mov r0, -c0_bias.x", "mov r0, c0_bx2.x",
        "mov r0, -c0_bx2.x", "mov r0, 1 - c0.x", "mov r0, c0_x2.x", "mov r0, -c0_x2.x", "mov r0, c0_dz.x",
        "mov r0, c0_dw.x", "mov r0, c0_abs.x", "mov r0, -c0_abs.x", "mov r0, !c0.x", "add_sat_pp r0, r1, r2",
        "mul_pp_x2 r0, r1, r2", "mov_pp_centroid_d2 r0, r1", "mad_sat_x4 r0.w, r1.w, r2_bx2, r3",
        "cmp oC0, -c0.x, t0, r0", "dp2add_sat r0.x, r1, r2, r3.w", "mul_d8 r0, r1, r2"],
    "declarations": [
        "vs_2_0", "dcl_position v0", "dcl_texcoord1 v1.xy", "dcl_color2 v2", "dcl_normal12 v3",
        "dcl_blendweight v4", "dcl_blendindices v5", "dcl_psize v6.x", "dcl_tangent v7", "dcl_binormal v8",
        "dcl_tessfactor v9", "dcl_positiont v10", "dcl_fog v11", "dcl_depth v12", "dcl_sample v13",
        "dcl_141 v14", "dcl_31 v15", "dcl_2d s0", "dcl_texcoord_pp v16", "dcl"],
    "pixel declarations": [
        "ps_2_0", "dcl t0.xyz", "dcl_pp t1.xy", "dcl_centroid t2", "dcl_pp_centroid t3.x", "dcl v0",
        "dcl_2d s0", "dcl_cube s1", "dcl_volume s2", "dcl_unknown s3", "dcl_2d_pp s4"],
    "definitions": [
        "vs_2_x", "def c0, 5, -0, 1.00999999, 9.99999975e-006", "def c1, 3.40282347e+038, 1.40129846e-045, inf, -inf",
        "def c2, nan, 0.5, -1.5, 1e+010", "def c4095, 1, 2, 3, 4", "def c6, 0.333333343", "def c7, ",
        "defi i0, 4, -1, 0, 1", "defi i1, -2147483648, 2147483647, 255, 0", "defb b0, true", "defb b15, false"],
    "texture": [
        "ps_2_x", "texld r0, t0, s0", "texldp r0, t1, s2", "texldb_pp r0, r1, s3", "texld_sat r0.xyz, t2, s1",
        "texkill t0", "texkill r0", "texldd r0, t0, s0, r1, r2", "dsx r0, r1", "dsy_pp r0.xy, r1",
        "texld3 r0, t0, s0", "texldl r0, t0, s0"],
    "flow control": [
        "vs_2_x", "rep i0", "  if_lt r0.x, c0.y", "    break_ne r0.x, r0.x", "  else", "    break",
        "  endif", "endrep", "loop aL, i1", "  mov r0, c0[aL]", "  breakp p0.w", "  break_ge r0.x, c0.x",
        "endloop", "if b0", "  if_eq r0.x, r1.x", "  endif", "endif", "if !b1", "  rep i2", "  endrep",
        "endif", "if_gt r0, r1", "  if_ne r0.y, r1.z", "    if_le r0.x, r1.w", "    endif", "  endif", "endif",
        "call l0", "callnz l1, b0", "callnz l2, !p0.z", "ret", "label l0", "ret", "if_7 r0.x, r1.x", "endif"],
    "predication": [
        "vs_2_x", "setp_ge p0, r0.x, r1.x", "setp_gt p0, r0, r1", "setp_0 p0.xy, r0, r1", "(p0) mov r0, r1",
        "(!p0.x) add r2, r2, r3", "(p0.yzxw) mad_sat r0.x, r1, r2, r3", "if p0.x", "endif", "(p0) nop",
        "(!p0) mov r0, c0[a0.x]", "(p0.w) texkill r0"],
    "relative addressing": [
        "vs_2_0", "mova a0.x, r0.x", "mov r1, c24[a0.w]", "mov r1, -c0[a0.x].y", "add r0, c0[a0.x], c1[a0.y]",
        "mov r0, c0[a0]", "mov r0, c0[a0.xyww]", "mov r0, c10[a0.x]_abs.yzwx", "mov r0, 1 - c3[aL].x"],
    "registers": [
        "vs_2_0", "mov oPos, r0", "mov oFog, r0.x", "mov oPts, r0.x", "mov o3, r0", "mov oD1, r0", "mov oT7.xy, r0",
        "mov r0, c2048", "mov r0, c8191", "mov r2047, v15", "mov r0, a0", "mov r0, aL", "mov r0, i15", "mov r0, b2",
        "mov r0, s3", "mov r0, p0", "mov r0, l5", "mov r0, h1", "mov ?20:5, ?31:2047", "mov r0, vPos",
        "mov r0, vFace", "mov r0, vMisc2"],
    "pixel registers": [
        "ps_2_0", "mov oC0, r0", "mov oC3, r0", "mov oDepth, r0.x", "mov r0, t7", "mov r0, v1", "mov r0, c31"],
    "libraries": ["lib_4_0_vs_2_0", "dp4 oPos.x, v0, c1", "mov oT0, a0"],
    "library pixel": ["lib_4_0_ps_2_x", "texld r0, t0, s0", "mov oC0, r0"],
    "comments": ["vs_2_0", "// a comment line holds no instruction", "mov oPos, v0"],
}


@pytest.mark.parametrize("family", FAMILIES)
def test_a_listing_assembles_to_a_program_that_lists_it(family):
    """Each family's listing: the assembled program, decoded as a part's and
    listed, gives the listing back (indentation included, comment lines
    apart), and each line assembled alone gives its instruction's tokens."""
    lines = FAMILIES[family]
    data = asm.assemble_level9_program(lines)
    program = decoded(data)
    assert level9.listing(program) == [line for line in lines if not line.startswith("//")]
    version = program.version
    pieces = asm.level9_instruction_tokens(data, program)
    assert b"".join(pieces) == data[4:] and words(pieces[-1]) == [0x0000FFFF]
    texts = [line for line in lines[1:] if not line.startswith("//")]
    assert [asm.assemble_level9_instruction(t, version=version) for t in texts] == [words(p) for p in pieces[:-1]]
    assert [asm.inexact_reason(i, p, version) for i, p in zip(program.instructions, pieces)] == \
        [None] * len(texts) + ["end token"]


#: What Direct3D 9's assembler writes for these lines.
D3D9_TOKENS = [
    (VS, "mov r0, c0[a0.w].x", [0x03000001, 0x800F0000, 0xA0002000, 0xB0FF0000]),
    (VS, "mov r0, c0[aL]", [0x03000001, 0x800F0000, 0xA0E42000, 0xF0E40800]),
    (VS, "loop aL, i0", [0x0200001B, 0xF0E40800, 0xF0E40000]),
    (VS, "rep i0", [0x01000026, 0xF0E40000]),
    (VS, "if !b0", [0x01000028, 0xEDE40800]),
    (VS, "call l3", [0x01000019, 0xA0E41003]),
    (VS, "mova a0.y, c0.z", [0x0200002E, 0xB0020000, 0xA0AA0000]),
    (VS, "defb b1, false", [0x0200002F, 0xE00F0801, 0x00000000]),
    (VS, "defi i0, -1, 1, 10, 0", [0x05000030, 0xF00F0000, 0xFFFFFFFF, 1, 10, 0]),
    (VS, "def c12, 0, -1, -0.5, 1024", [0x05000051, 0xA00F000C, 0, 0xBF800000, 0xBF000000, 0x44800000]),
    (VS, "dcl_normal12 v15", [0x0200001F, 0x800C0003, 0x900F000F]),
    (VS_X, "if_ge r0, r1", [0x02030029, 0x80E40000, 0x80E40001]),
    (VS_X, "break_ne r0, r1", [0x0205002D, 0x80E40000, 0x80E40001]),
    (VS_X, "setp_gt p0, r0, r1", [0x0301005E, 0xB00F1000, 0x80E40000, 0x80E40001]),
    (VS_X, "(!p0) add r2, r2, r3", [0x14000002, 0x800F0002, 0xBDE41000, 0x80E40002, 0x80E40003]),
    (VS_X, "callnz l0, !p0.z", [0x0200001A, 0xA0E41000, 0xBDAA1000]),
    (VS_X, "breakp p0.w", [0x01000060, 0xB0FF1000]),
    (PS, "dcl_cube s0", [0x0200001F, 0x98000000, 0xA00F0800]),
    (PS, "dcl_volume s0", [0x0200001F, 0xA0000000, 0xA00F0800]),
    (PS, "texldp r0, t1, s2", [0x03010042, 0x800F0000, 0xB0E40001, 0xA0E40802]),
    (PS, "texldb r0, t1, s2", [0x03020042, 0x800F0000, 0xB0E40001, 0xA0E40802]),
    (PS, "texkill t0", [0x01000041, 0xB00F0000]),
    (PS, "mov oDepth, c0.x", [0x02000001, 0x900F0800, 0xA0000000]),
    (PS, "mov oC1, c1", [0x02000001, 0x800F0801, 0xA0E40001]),
    (PS_X, "texldd r0, v1, s2, r3, r4", [0x0500005D, 0x800F0000, 0x90E40001, 0xA0E40802, 0x80E40003, 0x80E40004]),
    # and as FXC writes them in the shared corpus's level-9 parts
    (PS, "dcl_centroid t1.xyz", [0x0200001F, 0x80000000, 0xB0470001]),
    (VS, "dcl_texcoord4 v4", [0x0200001F, 0x80040005, 0x900F0004]),
    (PS, "    dp3_sat r0.w, c0, t0", [0x03000008, 0x80180000, 0xA0E40000, 0xB0E40000]),
    (VS, "endrep", [0x00000027]),
]


@pytest.mark.parametrize("version, text, tokens", D3D9_TOKENS)
def test_tokens_as_direct3d_9_writes_them(version, text, tokens):
    assert asm.assemble_level9_instruction(text, version=version) == tokens


def test_version_lines_and_comment_lines():
    """A version line gives its token (the version may be given as its line
    too), a comment line nothing."""
    assert asm.assemble_level9_instruction("ps_2_x", version=VS) == [PS_X]
    assert asm.assemble_level9_instruction("lib_4_0_vs_2_0", version=VS) == [0x4C560200]
    assert asm.assemble_level9_instruction("// approximately 2 instruction slots used", version="vs_2_0") == []
    assert asm.assemble_level9_instruction("mov r0, t0\n", version="ps_2_0") == [0x02000001, 0x800F0000, 0xB0E40000]


def test_a_comment_block_is_not_listed_nor_assembled():
    """A program with a comment block (a constant table): the listing skips
    it, so the program assembled from the listing has none."""
    comment = [0x42415443, 7, 0]
    data = struct.pack("<9I", VS, 0xFFFE | len(comment) << 16, *comment,
                       0x02000001, 0x800F0000, 0x80E40001, 0x0000FFFF)
    program = decoded(data)
    pieces = asm.level9_instruction_tokens(data, program)
    assert [len(p) for p in pieces] == [16, 12, 4]
    assert [asm.inexact_reason(i, p, VS) for i, p in zip(program.instructions, pieces)] == \
        ["comment block", None, "end token"]
    assert asm.assemble_level9_program(level9.listing(program)) == data[:4] + data[20:]


def test_instruction_tokens_walk_the_data():
    """Cut-short data gives a cut-short last piece; data of another program
    is a ValueError."""
    data = asm.assemble_level9_program(["vs_2_0", "mov r0, r1", "add r0, r1, r2"])
    assert [len(p) for p in asm.level9_instruction_tokens(data[:-10])] == [12, 10]
    assert asm.level9_instruction_tokens(data + b"\0" * 8) == asm.level9_instruction_tokens(data)
    other = decoded(asm.assemble_level9_program(["vs_2_0", "add r0, r1, r2", "mov r0, r1"]))
    with pytest.raises(ValueError, match="not this program's"):
        asm.level9_instruction_tokens(data, other)


# --------------------------------------------------------------------------
# Tokens the text does not say

def _reason(version, *tokens):
    data = struct.pack(f"<{len(tokens) + 2}I", version, *tokens, 0x0000FFFF)
    program = decoded(data)
    pieces = asm.level9_instruction_tokens(data, program)
    return asm.inexact_reason(program.instructions[0], pieces[0], version)


@pytest.mark.parametrize("version, tokens, reason", [
    (VS, [0x02000001, 0x800F0000, 0x80E40001], None),
    (VS, [0x02000001, 0x80000000, 0x80E40001], "destination: write mask"),
    (VS, [0x02000001, 0x808F0000, 0x80E40001], "destination: result modifier"),
    (VS, [0x02000001, 0x850F0000, 0x80E40001], "destination: shift"),
    (VS, [0x02000001, 0x800F4000, 0x80E40001], "destination: reserved bits"),
    (VS, [0x02000001, 0x000F0000, 0x80E40001], "destination: bit 31"),
    (VS, [0x02000001, 0x800F0000, 0x8EE40001], "source: source modifier"),
    (VS, [0x03000001, 0x800F0000, 0xA0E42000, 0xB1000000], "address: source modifier"),
    (VS, [0x03000001, 0x800F2000, 0xB0000000, 0x80E40001], "destination: relative bit"),
    (VS, [0x42000001, 0x800F0000, 0x80E40001], "instruction token: co-issue bit"),
    (VS, [0x02050001, 0x800F0000, 0x80E40001], "instruction token: controls"),
    (VS, [0x82000001, 0x800F0000, 0x80E40001], "instruction token: reserved bits"),
    (VS, [0x10000001], "instruction token: predicated bit"),
    (VS, [0x05000051, 0xA00F0000, 0x7FC00001, 0, 0, 0], "value token"),
    (VS, [0x05000051, 0xA0000000, 0, 0, 0, 0], "register: write mask"),
    (VS, [0x0200002F, 0xE00F0800, 2], "value token"),
    (PS, [0x0200001F, 0x90000005, 0xA00F0800], "usage token"),
    (PS, [0x0200001F, 0x80000005, 0xB00F0000], "usage token"),
    (PS, [0x02000001, 0x900F0801, 0xA0E40000], "destination: register"),
])
def test_other_encodings_are_reported(version, tokens, reason):
    """Tokens that list like FXC's but hold something the listing does not
    print: the reason names the token and the field."""
    assert _reason(version, *tokens) == reason


def test_lines_the_assembler_cannot_take_back():
    """The end opcode with controls lists as ``end``, which is the end token;
    a ``dcl`` without its usage token lists its token in hex, which is not
    an operand."""
    assert _reason(VS, 0x0001FFFF) == "not assembled: 'end' is the end token, which the listing does not " \
        "print (assemble_level9_program writes it)"
    assert _reason(PS, 0x0100001F, 0xB00F0000) == "not assembled: bad register '0xb00f0000'"


# --------------------------------------------------------------------------
# Errors

@pytest.mark.parametrize("text, version, words_", [
    ("frob r0, r1", VS, "unknown instruction 'frob'"),
    ("mov r0, q1", VS, "bad register 'q1'"),
    ("mov r0, t0", VS, "bad register 't0'"),
    ("mov r0, a0", PS, "bad register 'a0'"),
    ("mov r0, r2048", VS, "up to 2047"),
    ("mov r0, c8192", VS, "up to c8191"),
    ("mov r0, ?40:1", VS, "register types are 0-31"),
    ("@@@ ###", VS, "unknown instruction"),
    ("", VS, "empty line"),
    ("    ", VS, "empty line"),
    ("mov r0, r1.xy", VS, "bad swizzle .xy"),
    ("mov r0.yx, r1", VS, "bad write mask .yx"),
    ("mov r0[a0.x], r1", VS, "no relative addressing on a destination"),
    ("mov r0.xyzw, r1", VS, "its tokens list as 'mov r0, r1'"),
    ("mov r0, r1.xyzw", VS, "its tokens list as 'mov r0, r1'"),
    ("mov r0, r1.xxxx", VS, "its tokens list as 'mov r0, r1.x'"),
    ("def c0, 1.0, 0, 0, 0", VS, "its tokens list as 'def c0, 1, 0, 0, 0'"),
    ("def c0, 1e+039, 0, 0, 0", VS, "out of the float range"),
    ("def c0, one, 0, 0, 0", VS, "bad def value 'one'"),
    ("defi i0, 2147483648", VS, "out of the signed 32-bit range"),
    ("defi i0, 1.5", VS, "bad defi value"),
    ("defb b0, yes", VS, "bad defb value 'yes'"),
    ("def_sat c0, 1", VS, "no predicate nor modifier"),
    ("if_zz r0.x, r1.x", VS_X, "bad comparison _zz"),
    ("setp p0, r0, r1", VS_X, "with its comparison"),
    ("ifc r0.x, r1.x", VS_X, "with its comparison"),
    ("rep_sat i0", VS, "instruction modifiers need a destination"),
    ("dcl_texcoord0 v0", VS, "its tokens list as 'dcl_texcoord v0'"),
    ("dcl_foo v0", VS, "unknown usage 'foo'"),
    ("dcl_texcoord16 v0", VS, "usage indices go up to 15"),
    ("dcl_2d v0", VS, "declares a sampler"),
    ("dcl_texcoord t0", PS, "a pixel program's dcl names no usage"),
    ("dcl_position s0", VS, "a sampler is declared dcl_2d"),
    ("dcl v0, v1", VS, "declares one register"),
    ("(p0) dcl_2d s0", PS, "no predicate on a declaration"),
    ("(p0 mov r0, r1", VS_X, "unclosed predicate"),
    ("mov r0, r1,", VS, "empty operand"),
    ("mov r0, c0[a0.x", VS, "bad register"),
    ("mov r0, c0[a0.x]]", VS, "bad relative address"),
    ("end", VS, "the end token"),
    ("comment", VS, "unknown instruction 'comment'"),
    ("mov r0, " + ", ".join(["r1"] * 15), VS, "counts up to 15"),
    ("mov o1, r0", VS, "its tokens list as 'mov oFog, r0'"),
    ("mov r0, r01", VS, "its tokens list as 'mov r0, r1'"),
    ("vs_2_1", VS, "unknown instruction"),
    ("mov r0, r1", "ps_1_1", "not a version line"),
    ("mov r0, r1", 0xFFFF0101, "only Shader Model 2 and later"),
    ("mov r0, r1", -1, "32-bit version token"),
    (7, VS, "a listing line is a string"),
    ("mov r0, r" + "9" * 5000, VS, "bad register"),
    ("defi i0, " + "9" * 5000, VS, "bad defi value"),
    ("mov r0, r\u0663", VS, "its tokens list as 'mov r0, r3'"),
])
def test_bad_lines_say_what_is_wrong(text, version, words_):
    with pytest.raises(Level9AssemblyError) as info:
        asm.assemble_level9_instruction(text, version=version)
    assert words_ in str(info.value)


def test_bad_programs():
    with pytest.raises(Level9AssemblyError, match="no version line"):
        asm.assemble_level9_program(["", "  "])
    with pytest.raises(Level9AssemblyError, match="not a version line"):
        asm.assemble_level9_program("mov r0, r1\n")
    with pytest.raises(Level9AssemblyError, match="a second version line"):
        asm.assemble_level9_program("vs_2_0\nps_2_0\n")


MUTATION_ALPHABET = "xyzw0123456789rvoltcapsb_.,[]()!-1 =#\n:?"
MUTATION_PIECES = ["4294967296", "99", "-", ".xyzw", "[a0.x]", "(p0) ", "_sat", "_x2", "1 - ", "nan", "e+039",
                   "op65535", "?20:", "c8191", "_pp", "if_", ""]


def mutations(lines, count, seed):
    """``count`` random mutations of these ``(text, version)`` lines."""
    rnd = random.Random(seed)
    for _ in range(count):
        text, version = rnd.choice(lines)
        yield mutated_line(text, rnd, MUTATION_ALPHABET, MUTATION_PIECES), version


def check_mutations(lines, count, seed) -> Counter:
    """Each mutation assembles to tokens whose program lists it, or raises
    Level9AssemblyError (never another error)."""
    outcomes: Counter = Counter()
    for text, version in mutations(lines, count, seed):
        try:
            tokens = asm.assemble_level9_instruction(text, version=version)
        except Level9AssemblyError as exc:
            assert str(exc)
            outcomes["refused"] += 1
            continue
        outcomes["assembled"] += 1
        line = text.rstrip("\r\n").lstrip(" ")
        if line.startswith("//") or asm.version_token_of_line(line) is not None:
            assert len(tokens) == (0 if line.startswith("//") else 1)
            continue
        data = struct.pack(f"<{len(tokens) + 2}I", version, *tokens, 0x0000FFFF)
        assert level9.listing(decoded(data))[1].lstrip(" ") == line, text
    return outcomes


def test_mutated_lines_raise_assembly_errors_only():
    """A few hundred random mutations of the families' lines."""
    lines = [(text, asm.assemble_level9_instruction(family[0], version=VS)[0])
             for family in FAMILIES.values() for text in family[1:]]
    outcomes = check_mutations(lines, 500, 9)
    assert outcomes["refused"] > 350 and outcomes["assembled"] > 10


def test_the_module_loads_neither_typing_nor_dataclasses():
    """The dump's start-up stays free of them, assembling a line included."""
    code = ("import sys; from dxfuzz.asm import level9_assembler as a; "
            "a.assemble_level9_instruction('mov r0, r1', version='vs_2_0'); "
            "print('typing' in sys.modules, 'dataclasses' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.split() == ["False", "False"]


# --------------------------------------------------------------------------
# The shared corpus

#: Instructions of every level-9 program of the shared corpus (Aon9, XNAS and
#: XNAP parts, those of LIBF's nested containers included), by how their
#: listed line assembles back: every listed line gives exactly its tokens;
#: the end tokens are not listed (nor are comment blocks, which these
#: programs have none of).
CORPUS_PROGRAMS = 143
CORPUS_COUNTS = {"exact": 955, "end token": 143}


def test_corpus_lines_assemble_back_to_their_tokens():
    """Every instruction of the shared corpus, by how its line assembles
    back; every program's listing assembles back to the program's bytes;
    and a few hundred mutations of its lines are refused or list as
    themselves."""
    counts: Counter = Counter()
    programs = rebuilt = 0
    lines = []
    for name, part in corpus_parts("Aon9", "XNAS", "XNAP"):
        body = part.body
        data = bytes(kaitai.source_bytes(body)[body.ofs_shader:body.ofs_shader + body.len_shader])
        program = body.shader
        programs += 1
        for instruction, piece in zip(program.instructions, asm.level9_instruction_tokens(data, program)):
            counts[asm.inexact_reason(instruction, piece, program.version) or "exact"] += 1
        listing = level9.listing(program)
        rebuilt += asm.assemble_level9_program(listing) == data
        lines += [(line, program.version) for line in listing[1:]]
    assert programs == CORPUS_PROGRAMS
    assert dict(counts) == CORPUS_COUNTS
    assert rebuilt == CORPUS_PROGRAMS
    outcomes = check_mutations(lines, 300, 11)
    assert outcomes["refused"] > 200 and outcomes["assembled"] > 0
