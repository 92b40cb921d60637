"""The assembler (:mod:`dxfuzz.asm.assembler`) against the disassembler: a
line assembles to tokens that print the same line; over the shared corpus,
the share of instructions whose line gives back exactly their tokens, and
why the others do not; bad lines raise AssemblyError and nothing else."""
from __future__ import annotations

import random
import struct
from collections import Counter

import pytest

import dxfuzz
from dxfuzz import kaitai
from dxfuzz.asm import assembler as asm
from dxfuzz.asm import disassembler as dis
from dxfuzz.asm.programs import parse_program, programs
from dxfuzz.errors import ParseError

from conftest import corpus_files, mutated_line

PS50 = (5, 0, "ps")


def decoded(tokens, program=PS50):
    """The decoded program holding one instruction's tokens, and that instruction."""
    data = struct.pack(f"<{len(tokens) + 2}I", asm.version_token(program), len(tokens) + 2, *tokens)
    shader = parse_program(data)
    (ins,) = shader.program.instructions
    return shader, ins


def disassembled(tokens, program=PS50, style=dis.MODERN) -> str:
    """The disassembler's text of one instruction's tokens (lines joined)."""
    shader, ins = decoded(tokens, program)
    return "\n".join(dis.Disassembler(shader, style).instruction(ins))


# --------------------------------------------------------------------------
# Tokens worked out by hand from the token format


def test_tokens_of_simple_instructions():
    """Tokens worked out by hand from the token format."""
    # mov: opcode 54, 5 tokens; r0.xyzw written with a mask, v0.xyzw read with the identity swizzle
    assert asm.assemble_instruction("mov r0.xyzw, v0.xyzw") == [0x05000036, 0x001000F2, 0, 0x00101E46, 0]
    # add r0.x, r1.x, l(1.0): a one-component selection and a one-component literal
    assert asm.assemble_instruction("add r0.x, r1.x, l(1.000000)") == \
        [0x07000000, 0x00100012, 0, 0x0010000A, 1, 0x00004001, 0x3F800000]
    # a modifier goes in an extended operand token (bit 31 of the operand token)
    assert asm.assemble_instruction("mov r0.x, -|r1.y|") == [0x06000036, 0x00100012, 0, 0x8010001A, 0xC1, 1]
    # _sat is bit 13, _nz bit 18, the precise mask bits 19-22
    assert asm.assemble_instruction("mul_sat r0.x, r0.x, r0.x")[0] == 0x07002038
    assert asm.assemble_instruction("if_nz r0.x") == [0x0304001F, 0x0010000A, 0]
    assert asm.assemble_instruction("add [precise(xy)] r0.xy, r0.xyxx, r0.xyxx")[0] == 0x07180000
    # relative index: cb0[r1.x + 3] is an immediate plus a relative operand
    assert asm.assemble_instruction("mov r0.x, cb0[r1.x + 3].y") == \
        [0x08000036, 0x00100012, 0, 0x0620801A, 0, 3, 0x0010000A, 1]
    # sample offsets, resource dimension and return types: three chained extended opcode tokens
    tokens = asm.assemble_instruction(
        "sample_aoffimmi_indexable(-1,0,0)(texture2d)(float,float,float,float) r0.xyzw, v0.xyxx, t0.xyzw, s0")
    assert tokens[:4] == [0x8C000045, 0x80001E01, 0x800000C2, 0x00155543]


def test_custom_data_blocks():
    """The immediate constant buffer, comments, named blocks and shader messages."""
    text = "dcl_immediateConstantBuffer { { 1.000000, 0, 0x00010105, -1},\n" + " " * 30 + "{ 0.500000, 2, 3, 4} }"
    tokens = asm.assemble_instruction(text)
    assert tokens == [0x1835, 10, 0x3F800000, 0, 0x10105, 0xFFFFFFFF, 0x3F000000, 2, 3, 4]
    assert disassembled(tokens) == text
    assert asm.assemble_instruction("dcl_immediateConstantBuffer { }") == [0x1835, 2]
    assert asm.assemble_instruction("// hello") == [0x35, 4, 0x6C6C6568, 0x6F]
    assert asm.assemble_instruction("// custom data block (class 1, 2 tokens)") == [0x835, 2]
    tokens = asm.assemble_instruction('printf "x=%d\\n", r0.x')
    assert tokens[2:7] == [0x00200102, 1, 5, 1, 2] and disassembled(tokens) == 'printf "x=%d\\n", r0.x'
    assert asm.assemble_instruction('errorf "oops"')[2] == 0x00200103


def test_float_literals():
    """Which float a ``%f`` spelling is read as (see ``float_bits``)."""
    bits = asm.float_bits
    assert bits("1.000000") == 0x3F800000 and bits("-0.000000") == 0x80000000
    assert bits("0.062745") == 0xBD808081 & 0x7FFFFFFF  # 16/255, not the float nearest 0.062745
    assert bits("0.333333") == 0x3EAAAAAB  # 1/3
    assert bits("3.141593") == 0x40490FDB  # pi
    assert bits("0.000031") == 0x38000000  # 2**-15
    assert bits("0.100000") == 0x3DCCCCCD
    assert bits("1.#QNAN0") == 0x7FC00000 and bits("-1.#INF00") == 0xFF800000
    # compiler 9.x prints 17 significant digits and zeros
    assert bits("-649211347377382870000000000000000.000000", dis.LEGACY) == 0xF60008CC
    # an untyped 0.000000 is not zero (zero prints 0): the smallest normal float
    assert asm.literal_bits("0.000000", untyped=True) == 0x00800000
    # doubles: the float widened when it prints the same (HLSL literals are floats)
    assert asm.double_bits("3.560000") == 0x400C7AE140000000
    assert asm.double_bits("1.000000") == 0x3FF0000000000000


def test_kept_spellings_give_every_float_back():
    """``Style.kept_bits``: a float whose ``%f`` spelling is not exactly its
    value gets the fewest digits (at least 7 decimals) that read back as
    it; one that ``%f`` spells exactly keeps FXC's spelling. Random bits of
    every exponent, subnormals and the edges, floats and doubles."""
    rng = random.Random(34)
    edges = [0, 0x80000000, 1, 0x80000001, 0x007FFFFF, 0x00800000, 0x7F7FFFFF, 0xFF7FFFFF,
             0x3C000000, 0x3DCCCCCD, 0x35D6BF95, 0x3E0D8116]
    singles = edges + [rng.getrandbits(32) for _ in range(4000)]
    longer = 0
    for bits in singles:
        if (bits >> 23) & 0xFF == 0xFF:
            continue  # NaNs and infinities keep their special spellings
        fxc, kept = dis.format_float(bits), dis.format_float(bits, kept=True)
        assert asm.float_bits(kept) == bits, (hex(bits), kept)
        value = struct.unpack("<f", struct.pack("<I", bits))[0]
        if float(fxc) == value:
            assert kept == fxc
        else:
            longer += 1
            assert len(kept.split(".")[1]) >= 7
    assert longer > 1500 and len(singles) - longer > 1000  # both kinds met
    assert dis.format_float(0x35D6BF95, kept=True) == "0.0000016"  # FXC: 0.000002
    assert dis.format_float(0x3C000000, kept=True) == "0.0078125"  # FXC: 0.007812
    for _ in range(2000):
        bits = rng.getrandbits(64)
        value = struct.unpack("<d", struct.pack("<Q", bits))[0]
        if value != value or value in (float("inf"), float("-inf")) or abs(value) > 1e300:
            continue
        kept = dis._format_real(value, kept=True)
        assert asm.double_bits(kept) == bits, (hex(bits), kept)


# --------------------------------------------------------------------------
# disassemble(assemble(text)) == text, by instruction family

HS = (5, 0, "hs")
CS = (5, 0, "cs")
GS = (5, 0, "gs")
PS51 = (5, 1, "ps")
PS40 = (4, 0, "ps")

#: (program, style, line) of each family; the lines are FXC's (from the
#: shared corpus) or made in its spelling.
FAMILIES = {
    "alu": [
        (PS50, dis.MODERN, "mad_sat r1.y, -r1.z, l(0.532882), r0.y"),
        (PS50, dis.MODERN, "add r1.z, -|r0.w|, l(1.000000)"),
        (PS50, dis.MODERN, "min r10.xyzw, |r10.xyzw|, |r11.xyzw|"),
        (PS50, dis.MODERN, "mul [precise(x)] r0.x, r1.x, r2.y"),
        (PS50, dis.MODERN, "dp4 r0.x, r1.xyzw, l(0.000000, 0.000015, 0.003922, 1.000000)"),
        (PS50, dis.MODERN, "movc r5.yzw, r5.yyyy, l(0,248,0x0003e000,0.000000), l(0,504,0x0007e000,-0.000000)"),
        (PS50, dis.MODERN, "udiv null, r1.x, r1.x, l(5)"),
        (PS50, dis.MODERN, "swapc r2.x, r3.x, r2.x, r0.w, r1.w"),
        (CS, dis.MODERN, "add r0.y, r0.y, r1.x {min16f as def32}"),
        (CS, dis.MODERN, "mov r0.zw {min16i}, l(0,0,0,0) {def32 as min16i}"),
        (PS50, dis.MODERN, "mov r5.z, x0[r4.w + 0].x"),
        (PS50, dis.MODERN, "mul r5.xyzw, r2.wwww, cb0[r1.x + 9].xyzw"),
        (PS50, dis.MODERN, "dp2 r3.y, r5.xyxx, icb[r2.w + 0].xyxx"),
        (PS50, dis.MODERN, "ishl r0.x, vPrim, l(2)"),
        (PS50, dis.MODERN, "mov oDepth, r0.x"),
        (PS50, dis.MODERN, "mul r0.x, r0.x, l(1.#QNAN0)"),
        (PS50, dis.MODERN, "eval_sample_index r1.xyzw, v[r1.x + 2].zzxy, v1.x"),
        (PS50, dis.MODERN, "f32tof16 r3.w, r3.w"),
        (PS50, dis.MODERN, "countbits r5.xy, r3.xyxx"),
        (PS40, dis.LEGACY, "mul r0.xyzw, v0.xxxx, cb0[0].xyzw"),
    ],
    "control flow": [
        (PS50, dis.MODERN, "if_nz r0.x"),
        (PS50, dis.MODERN, "else "),
        (PS50, dis.MODERN, "endif "),
        (PS50, dis.MODERN, "loop "),
        (PS50, dis.MODERN, "breakc_z r0.y"),
        (PS50, dis.MODERN, "retc_nz r0.z"),
        (PS50, dis.MODERN, "continuec_nz r1.z"),
        (PS50, dis.MODERN, "discard_nz r0.y"),
        (PS50, dis.MODERN, "switch v1.x"),
        (PS50, dis.MODERN, "case l(1)"),
        (PS50, dis.MODERN, "default "),
        (PS50, dis.MODERN, "call l0"),
        (PS50, dis.MODERN, "label l0"),
        (PS50, dis.MODERN, "ret "),
    ],
    "sample": [
        (PS50, dis.MODERN, "sample_indexable(texture2d)(float,float,float,float) [precise] r0.xyzw, v0.xyxx, t0.xyzw, "
                           "s0"),
        (PS50, dis.MODERN, "sample_l_aoffimmi_indexable(-1,0,0)(texture2d)(float,float,float,float) r0.xyzw, "
                           "v0.xyxx, t0.xyzw, s0, l(0.000000)"),
        (PS50, dis.MODERN, "gather4_aoffimmi_indexable(1,1,0)(texture2d)(float,float,float,float) r3.yw, r1.zwzz, "
                           "t1.yzwx, s1.x"),
        (PS50, dis.MODERN, "sample_d_cl_s_indexable(texture1darray)(float,float,float,float) r4.xyzw, null, "
                           "r1.xxxx, t0.xyzw, s0, r3.zzzz, r3.wwww, r1.z"),
        (PS50, dis.MODERN, "sample_c_lz_s_aoffimmi_indexable(-3,2,0)(texture2d)(float,float,float,float) r0.x, r1.x, "
                           "v0.xyxx, t3.xxxx, s5, r0.x"),
        (PS50, dis.MODERN, "ld_structured_indexable(structured_buffer, stride=36)(mixed,mixed,mixed,mixed) r1.x, "
                           "r0.x, l(0), u5.xxxx"),
        (PS50, dis.MODERN, "resinfo_indexable(texture2d)(float,float,float,float)_uint r0.xy, l(0), t0.xyzw"),
        (PS50, dis.MODERN, "bufinfo_indexable(raw_buffer)(mixed,mixed,mixed,mixed) r1.y, t0.yxzw"),
        (PS50, dis.MODERN, "sampleinfo_uint r0.w, t3.x"),
        (PS50, dis.MODERN, "samplepos r0.xw, t0.xxxy, r0.x"),
        (PS50, dis.MODERN, "samplepos r4.xy, rasterizer.xyxx, r3.y"),
        (PS50, dis.MODERN, "lod r0.x, v0.xyxx, t0.x, s0"),
        (PS50, dis.MODERN, "eval_sample_index r0.xyzw, v0.xyzw, v1.x"),
        (PS50, dis.MODERN, "check_access_fully_mapped r1.x, r2.x"),
        (PS50, dis.OLDEST, "sample_l_indexable(0,-1,0)(texture2d)(float,float,float,float) r1.xyzw, v0.xyxx, t0.xyzw, "
                           "s0, l(0.000000)"),
        (PS50, dis.LEGACY, "sample_l_aoffimmi(0,1,0) r1.xyzw, v0.xyxx, t0.xyzw, s0, l(0.000000)"),
    ],
    "gather4_po": [
        (PS50, dis.MODERN, "gather4_po_indexable(texture2d)(float,float,float,float) r0.xyzw, v0.xyxx, r1.xyxx, "
                           "t0.xyzw, s0.x"),
        (PS50, dis.MODERN, "gather4_po_c_indexable(texture2d)(float,float,float,float) r1.x, v0.xyxx, r0.xyxx, "
                           "t0.xyzw, s0.x, v0.y"),
    ],
    "resource declarations": [
        (PS50, dis.MODERN, "dcl_resource_texture2d (float,float,float,float) t0"),
        (PS50, dis.MODERN, "dcl_resource_texture2dms(4) (uint,uint,uint,uint) t1"),
        (PS50, dis.MODERN, "dcl_resource_raw t2"),
        (PS50, dis.MODERN, "dcl_resource_structured t3, 16"),
        (PS50, dis.MODERN, "dcl_sampler s0, mode_comparison"),
        (CS, dis.MODERN, "dcl_uav_typed_texture2d (float,float,float,float) u0"),
        (CS, dis.MODERN, "dcl_uav_raw_glc u1"),
        (PS50, dis.MODERN, "dcl_uav_structured_opc u1, 28"),
        (CS, dis.MODERN, "dcl_tgsm_structured g0, 4, 64"),
        (CS, dis.MODERN, "dcl_tgsm_raw g1, 256"),
    ],
    "other declarations": [
        (PS50, dis.MODERN, "dcl_globalFlags refactoringAllowed | enableRawAndStructuredBuffers"),
        (PS50, dis.MODERN, "dcl_temps 12"),
        (PS50, dis.MODERN, "dcl_input_ps linear noperspective centroid v1.xy"),
        (PS50, dis.MODERN, "dcl_input_ps_siv linear noperspective v0.xy, position"),
        (PS50, dis.MODERN, "dcl_input_ps_sgv constant v1.x, is_front_face"),
        (PS40, dis.LEGACY, "dcl_input_ps_sgv v1.x, is_front_face"),
        (PS50, dis.MODERN, "dcl_output o0.xyzw"),
        (PS50, dis.MODERN, "dcl_output oDepth"),
        (PS50, dis.MODERN, "dcl_input vCoverage"),
        (CS, dis.MODERN, "dcl_thread_group 8, 8, 1"),
        (CS, dis.MODERN, "dcl_input vThreadIDInGroupFlattened"),
        (GS, dis.MODERN, "dcl_inputprimitive triangleadj"),
        (GS, dis.MODERN, "dcl_outputtopology trianglestrip"),
        (GS, dis.MODERN, "dcl_maxout 6"),
        (GS, dis.MODERN, "dcl_gsinstances 24"),
        (GS, dis.MODERN, "dcl_stream m0"),
        (GS, dis.MODERN, "emit_stream m0"),
        (GS, dis.MODERN, "cut "),
        (GS, dis.MODERN, "dcl_input v[3][0].xyzw"),
        (GS, dis.MODERN, "dcl_output_siv o0.xyzw, position"),
    ],
    "constant buffers": [
        (PS50, dis.MODERN, "dcl_constantbuffer CB0[4], immediateIndexed"),
        (PS50, dis.MODERN, "dcl_constantbuffer CB1[12], dynamicIndexed"),
        (PS40, dis.LEGACY, "dcl_constantbuffer cb0[4], immediateIndexed"),
    ],
    "indexable temps": [
        (PS50, dis.MODERN, "dcl_indexableTemp x0[3], 4"),
        (PS50, dis.MODERN, "mov x0[1].xyzw, r0.xyzw"),
        (PS50, dis.MODERN, "mov r0.xy, x1[r0.z + 2].xyxx"),
    ],
    "immediate constant buffer": [
        (PS50, dis.MODERN, "dcl_immediateConstantBuffer { { 1.000000, 0, 0, 0},\n" + " " * 30 +
                           "{ 0, 1.000000, 0, 0},\n" + " " * 30 + "{ 0, 0, 1.000000, 0} }"),
        (PS40, dis.LEGACY, "dcl_immediateConstantBuffer { { -649211347377382870000000000000000.000000, 15, 0, 0} }"),
    ],
    "interfaces": [
        (PS50, dis.MODERN, "dcl_function_body fb0"),
        (PS50, dis.MODERN, "dcl_function_table ft0 = {fb0, fb1}"),
        (PS50, dis.MODERN, "dcl_interface fp0[1][1] = {ft0, ft1}"),
        (PS50, dis.MODERN, "dcl_interface_dynamicindexed fp0[253][1] = {ft0, ft1}"),
        (PS50, dis.MODERN, "fcall fp0[0][0]"),
        (PS50, dis.MODERN, "fcall fp0[r0.x + 0][0]"),
        (PS50, dis.MODERN, "mov r0.zw, this[r0.x + 0].zzzw"),
    ],
    "Shader Model 5.1": [
        (PS51, dis.MODERN, "dcl_constantbuffer CB0[5:5][1], immediateIndexed, space=0"),
        (PS51, dis.MODERN, "dcl_constantbuffer CB2[2:*][1], dynamicIndexed, space=3"),
        (PS51, dis.MODERN, "dcl_resource_texture2d (float,float,float,float) T0[0:0], space=0"),
        (PS51, dis.MODERN, "dcl_sampler S0[2:4], mode_default, space=0"),
        (PS51, dis.MODERN, "dcl_uav_typed_texture2d_rov (float,float,float,float) U4[3:7], space=2"),
        (PS51, dis.MODERN, "dcl_uav_structured_opc U2[1:1], 16, space=7"),
        (PS51, dis.MODERN, "dcl_resource_raw T8[8:8], space=0"),
        (PS51, dis.MODERN, "mov o0.xyzw, CB0[5][0].xyzw"),
        (PS51, dis.MODERN, "sample r1.xyzw, r0.xxxx, T0[r0.y + 3].xyzw {nonuniform}, S0[r0.y + 2] {nonuniform}"),
    ],
    "hull shader phases": [
        (HS, dis.MODERN, "hs_decls "),
        (HS, dis.MODERN, "dcl_input_control_point_count 3"),
        (HS, dis.MODERN, "dcl_output_control_point_count 3"),
        (HS, dis.MODERN, "dcl_tessellator_domain domain_tri"),
        (HS, dis.MODERN, "dcl_tessellator_partitioning partitioning_fractional_odd"),
        (HS, dis.MODERN, "dcl_tessellator_output_primitive output_triangle_cw"),
        (HS, dis.MODERN, "dcl_hs_max_tessfactor l(64.000000)"),
        (HS, dis.MODERN, "hs_control_point_phase "),
        (HS, dis.MODERN, "dcl_input vOutputControlPointID"),
        (HS, dis.MODERN, "mov o[r0.y + 0].x, vicp[r0.x + 0][1].w"),
        (HS, dis.MODERN, "add r0.xyzw, r2.xyzw, vocp[r1.y + 0][0].xxxx"),
        (HS, dis.MODERN, "hs_fork_phase "),
        (HS, dis.MODERN, "dcl_hs_fork_phase_instance_count 3"),
        (HS, dis.MODERN, "dcl_input vForkInstanceID"),
        (HS, dis.MODERN, "iadd r0.x, -vForkInstanceID.x, cb2[0].x"),
        (HS, dis.MODERN, "hs_join_phase "),
        (HS, dis.MODERN, "dcl_hs_join_phase_instance_count 2"),
        (HS, dis.MODERN, "dcl_indexrange o0.x 4"),
        ((5, 0, "ds"), dis.MODERN, "dcl_input vicp[16][0].xyz"),
        ((5, 0, "ds"), dis.MODERN, "mul r0.xyz, vDomain.yyyy, vpc1.xyzx"),
        ((5, 0, "ds"), dis.MODERN, "dcl_input_siv vpc0.x, finalQuadUeq0EdgeTessFactor"),
    ],
    "custom data": [
        (CS, dis.MODERN, 'printf "simple printf test"'),
        (CS, dis.MODERN, 'errorf "simple errorf test"'),
        (CS, dis.MODERN, 'printf "%d %f\\t\\\\", r0.x, l(1.000000)'),
        (PS50, dis.MODERN, "// a comment"),
        (PS50, dis.MODERN, "// custom data block (class 2, 2 tokens)"),
    ],
    "sync": [
        (CS, dis.MODERN, "sync_g_t "),
        (CS, dis.MODERN, "sync_uglobal_g_t "),
        (CS, dis.MODERN, "sync_ugroup "),
    ],
    "atomics": [
        (CS, dis.MODERN, "imm_atomic_cmp_exch r1.x, g0, r1.xyxx, vThreadIDInGroup.y, vThreadIDInGroup.x"),
        (CS, dis.MODERN, "atomic_cmp_store g0, r1.xyxx, vThreadIDInGroup.y, vThreadIDInGroup.x"),
        (CS, dis.MODERN, "atomic_iadd u0, l(0, 0, 0, 0), l(1)"),
        (CS, dis.MODERN, "imm_atomic_alloc r0.x, u1"),
        (CS, dis.MODERN, "store_structured g0.x, vThreadIDInGroupFlattened.x, l(0), r2.x"),
        (CS, dis.MODERN, "store_uav_typed u0.xyzw, vThreadID.xyyy, r0.xyzw"),
    ],
    "double": [
        (PS50, dis.MODERN, "dadd r0.zw, r0.zwzw, d(0.000000, -4.350000)"),
        (PS50, dis.MODERN, "dmov r0.xy, d(3.560000,0.000000)"),
        (PS50, dis.MODERN, "dmovc r0.zw, r1.xxxx, r1.zwzw, r0.zwzw"),
        (PS50, dis.MODERN, "dtof r0.x, r0.xyxy"),
        (PS50, dis.MODERN, "ftod r0.xy, r0.x"),
        (PS50, dis.MODERN, "ddiv r0.xy, r0.zwzw, r0.xyxy"),
        (PS50, dis.MODERN, "dfma r0.xy, cb0[0].xyxy, cb0[0].zwzw, d(1.000000, 0.000000)"),
    ],
}
CASES = [(family, *case) for family, cases in FAMILIES.items() for case in cases]


@pytest.mark.parametrize("family,program,style,text", CASES, ids=[f"{c[0]}: {c[3][:40]}" for c in CASES])
def test_disassemble_assemble_is_the_line(family, program, style, text):
    """Each family's line (indented as in a listing) assembles to tokens that print it exactly."""
    tokens = asm.assemble_instruction("    " + text, program=program, style=style)
    assert disassembled(tokens, program, style) == text
    shader, ins = decoded(tokens, program)
    assert asm.exact_text(ins, dis.Disassembler(shader, style)) == text


def test_fxc_padding_is_written():
    """FXC pads feedback samples without offsets on non-cube textures, and samplepos of a texture."""
    padded = asm.assemble_instruction(FAMILIES["sample"][3][2])
    assert len(padded) == (padded[0] >> 24) & 0x7F and padded[-1] == 0x2000
    assert asm.assemble_instruction("samplepos r0.xw, t0.xxxy, r0.x")[-1] == 0
    assert asm.assemble_instruction("samplepos r4.xy, rasterizer.xyxx, r3.y")[-2:] == [0x0010001A, 3]


# --------------------------------------------------------------------------
# What the text does not say: other encodings are reported, not guessed


def _reason(tokens, program=PS50):
    """Why one instruction's tokens are not those its line assembles to (None: they are)."""
    shader, ins = decoded(tokens, program)
    d = dis.Disassembler(shader, dis.MODERN)
    assert (asm.exact_text(ins, d) is None) == (asm.inexact_reason(ins, d) is not None)
    return asm.inexact_reason(ins, d)


def test_other_encodings_are_reported():
    """Encodings the text cannot tell apart from FXC's are inexact, with the reason."""
    exact = asm.assemble_instruction("mov r0.x, r1.x")
    assert _reason(exact) is None
    # r1.x read through a mask instead of a one-component selection prints the same
    assert _reason(exact[:3] + [exact[3] & ~0xC] + exact[4:]) == "operand selection"
    # an extended operand token that carries nothing
    assert _reason([0x06000036, 0x00100012, 0, 0x8010000A, 1, 1]) == "extended operand token"
    # a float that %f cannot tell from 1.0
    assert _reason([0x05000036, 0x00100012, 0, 0x00004001, 0x3F800001]) == "float literal"
    # a token after the operands
    assert _reason([0x06000036, 0x00100012, 0, 0x0010000A, 1, 0]) == "padding"
    # a control bit the declaration does not print
    assert _reason([0x02002068, 4]) == "opcode token"
    # relative index with an explicit + 0
    assert _reason([0x08000036, 0x00100012, 0, 0x0620800A, 0, 0, 0x0010000A, 1]) == \
        "operand index representation"


# --------------------------------------------------------------------------
# Bad lines


@pytest.mark.parametrize("text,words", [
    ("frobnicate r0.x, r1.x", "unknown instruction 'frobnicate'"),
    ("mov q0.x, r1.x", "unknown register 'q'"),
    ("mov r0.x, r1.xq", "component selection"),
    ("mov r0.x, l(1.000000, 2.000000)", "2 values"),
    ("mov r0.x, l(zz)", "not an integer literal"),
    ("if r0.x", "unknown instruction 'if'"),
    ("add r0.x, r0.x, l(1)", "is not how the disassembler prints"),
    ("dcl_frobnicate 3", "unknown declaration"),
    ("dcl_temps x", "not a number"),
    ("sample_aoffimmi(9,0,0) r0.xyzw, v0.xyxx, t0.xyzw, s0", "out of -8..7"),
    ("mov r0.x", "do not decode"),
    ("", "empty line"),
    ("@@@ ###", "unknown instruction"),
    ("mov r0.x, cb0[r1.x +", "unclosed"),
    ("// custom data block (class 1, 5 tokens)", "not in the text"),
    ("dcl_resource_texture2d (float,float,float,float) t0", "space="),
])
def test_bad_lines_say_what_is_wrong(text, words):
    """An AssemblyError whose message names what is wrong."""
    program = PS51 if text.startswith("dcl_resource") else PS50
    with pytest.raises(asm.AssemblyError) as info:
        asm.assemble_instruction(text, program=program)
    assert words in str(info.value)


def test_mutated_lines_raise_assembly_errors_only():
    """A few hundred random mutations of the lines above: each assembles to
    tokens that print it, or raises AssemblyError (never another error)."""
    rnd = random.Random(7)
    alphabet = "xyzw0123456789rvolt_.,[]()|{}+-* =\"\\#<>\nabcdefgs"
    outcomes = Counter()
    for _ in range(600):
        family, program, style, text = rnd.choice(CASES)
        line = mutated_line(text, rnd, alphabet, ["4294967296", "99", "-", ".xyzw", "[0]", "l(", "0x", "{min16f}", ""])
        try:
            tokens = asm.assemble_instruction(line, program=program, style=style)
        except asm.AssemblyError as exc:
            assert str(exc)
            outcomes["refused"] += 1
        else:
            assert " ".join(disassembled(tokens, program, style).split()) == " ".join(line.split())
            outcomes["assembled"] += 1
    assert outcomes["refused"] > 300 and outcomes["assembled"] > 10


# --------------------------------------------------------------------------
# The shared corpus

#: Instructions of every SHDR / SHEX program of the shared corpus (nested
#: LIBF containers and effects included), by how their line assembles: all
#: the others differ in float literals, which ``%f`` prints with 6
#: decimals (0.000015 for 1/255**2, 0.000000 for a tiny untyped float,
#: 0.212673 for 0.2126729...).
CORPUS_PROGRAMS = 2047
CORPUS_COUNTS = {
    "exact": 103827,
    "float literal": 1749,
    "double literal": 3,
}


def test_corpus_lines_assemble_back_to_their_tokens():
    """Every instruction of the shared corpus, by how its line assembles back."""
    counts: Counter = Counter()
    sample, found = [], 0
    with kaitai.gc_paused():
        for name, data in corpus_files():
            try:
                container = dxfuzz.parse(data)
            except ParseError:
                counts["container not decoded"] += 1
                continue
            for where, body, style in programs(container):
                found += 1
                disassembler = dis.Disassembler(body, style)
                program = asm.program_of(body)
                for ins, tokens in zip(body.program.instructions, asm.instruction_tokens(body)):
                    counts[asm.inexact_reason(ins, disassembler, tokens) or "exact"] += 1
                    if sum(counts.values()) % 97 == 0:
                        sample.append(("\n".join(disassembler.instruction(ins)), program, style))
    total = sum(counts.values())
    assert found == CORPUS_PROGRAMS
    assert dict(counts) == CORPUS_COUNTS
    assert counts["exact"] / total > 0.98
    # every line, exact or not, is in the disassembler's spelling: assembling it checks that
    for text, program, style in sample:
        asm.assemble_instruction(text, program=program, style=style)
