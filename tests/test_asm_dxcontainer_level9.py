"""The level-9 programs (Shader Model 2 token streams in Aon9 / XNAS / XNAP
parts) as FXC lists them: each printing rule on programs made for it, and
the part's program decoded and rebuilt. The shared corpus's 21 listings are
compared line for line in tests/test_compare_asm_headers.py."""
from __future__ import annotations

import struct

import pytest

import dxfuzz
from dxfuzz.write import serialize_object
from dxfuzz.asm import dxcontainer_level9 as level9

VS, PS, LIB_VS, LIB_PS = 0xFFFE0200, 0xFFFF0200, 0x4C560200, 0x4C500200

# register types (bits 28-30 and 11-12 of a parameter token)
TEMP, INPUT, CONST, TEXTURE, RASTOUT, ATTROUT, OUTPUT, CONSTINT, COLOROUT, DEPTHOUT, SAMPLER, CONST2 = range(12)
CONSTBOOL, LOOP, PREDICATE = 14, 15, 19
IDENTITY = 0xE4


def reg(kind, n, bits16=0xF, bits24=0, relative=False):
    """A parameter token: register ``kind`` number ``n``, bits 16-23 (write
    mask and result modifiers, or swizzle) and 24-27 (shift or source modifier)."""
    return 0x80000000 | n | (kind & 7) << 28 | (kind & 0x18) << 8 | relative << 13 | bits16 << 16 | bits24 << 24


def src(kind, n, swizzle=IDENTITY, modifier=0, relative=False):
    return reg(kind, n, swizzle, modifier, relative)


def swz(text):
    return sum("xyzw".index(c) << (2 * i) for i, c in enumerate(text))


def ins(opcode, *params, controls=0, predicated=False):
    return [opcode | controls << 16 | len(params) << 24 | predicated << 28, *params]


def program(version, *instructions, comment=None):
    tokens = [version]
    if comment is not None:
        tokens += [0xFFFE | len(comment) << 16, *comment]
    for i in instructions:
        tokens += i
    tokens.append(0x0000FFFF)
    return struct.pack(f"<{len(tokens)}I", *tokens)


def decoded(data):
    """The part's program, decoded from a container dxfuzz built around it."""
    container = dxfuzz.build([dxfuzz.Part("Aon9", dxfuzz.build_part("Aon9", {"shader": data}))])
    body = dxfuzz.parse(container).part_table[0].part.body
    assert serialize_object(body.shader) == data
    return body.shader


def lines(version, *instructions):
    return level9.listing(decoded(program(version, *instructions)))[1:]


MOV, ADD, MAD, MUL, DP3, NRM, LRP = 1, 2, 4, 5, 8, 36, 18
DCL, DEF, DEFI, DEFB, REP, ENDREP, IF, IFC, ELSE, ENDIF, BREAKC, LOOP_OP, ENDLOOP = \
    31, 81, 48, 47, 38, 39, 40, 41, 42, 43, 45, 27, 29
TEXLD, TEXKILL, SETP, CMP = 66, 65, 94, 88


def test_version_lines():
    assert [level9.listing(decoded(program(v)))[0] for v in (VS, PS | 1, LIB_VS, LIB_PS | 1)] == \
        ["vs_2_0", "ps_2_x", "lib_4_0_vs_2_0", "lib_4_0_ps_2_x"]


def test_registers_are_named_by_type_and_program_kind():
    dests = [reg(RASTOUT, 0), reg(RASTOUT, 1), reg(RASTOUT, 2), reg(ATTROUT, 1), reg(OUTPUT, 3)]
    assert lines(VS, *(ins(MOV, d, src(TEXTURE, 0)) for d in dests)) == [
        "mov oPos, a0", "mov oFog, a0", "mov oPts, a0", "mov oD1, a0", "mov oT3, a0"]
    assert lines(PS, ins(MOV, reg(COLOROUT, 1), src(TEXTURE, 2)), ins(MOV, reg(DEPTHOUT, 0), src(CONST2, 5)),
                 ins(MOV, reg(TEMP, 7), src(CONSTINT, 1)), ins(MOV, reg(TEMP, 7), src(CONSTBOOL, 2)),
                 ins(MOV, reg(TEMP, 7), src(SAMPLER, 3)), ins(MOV, reg(TEMP, 7), src(LOOP, 0)),
                 ins(MOV, reg(TEMP, 7), src(PREDICATE, 0))) == [
        "mov oC1, t2", "mov oDepth, c2053", "mov r7, i1", "mov r7, b2", "mov r7, s3", "mov r7, aL",
        "mov r7, p0"]


def test_masks_and_swizzles():
    assert lines(VS, ins(MOV, reg(TEMP, 0, 0b0101), src(INPUT, 1, swz("wwww"))),
                 ins(MOV, reg(TEMP, 0, 0b1110), src(INPUT, 1, swz("yzww"))),
                 ins(MOV, reg(TEMP, 0), src(INPUT, 1, IDENTITY))) == [
        "mov r0.xz, v1.w", "mov r0.yzw, v1.yzww", "mov r0, v1"]


@pytest.mark.parametrize("modifier, text", [
    (1, "-c0.x"), (2, "c0_bias.x"), (3, "-c0_bias.x"), (4, "c0_bx2.x"), (5, "-c0_bx2.x"), (6, "1 - c0.x"),
    (7, "c0_x2.x"), (8, "-c0_x2.x"), (9, "c0_dz.x"), (10, "c0_dw.x"), (11, "c0_abs.x"), (12, "-c0_abs.x"),
    (13, "!c0.x")])
def test_source_modifiers(modifier, text):
    assert lines(PS, ins(MOV, reg(TEMP, 0), src(CONST, 0, swz("xxxx"), modifier))) == [f"mov r0, {text}"]


def test_relative_addressing_takes_the_next_token():
    assert lines(VS, ins(MOV, reg(TEMP, 1), src(CONST, 24, relative=True), src(TEXTURE, 0, swz("wwww")))) == \
        ["mov r1, c24[a0.w]"]


def test_instruction_modifiers_and_texld_variants():
    sat_pp = reg(TEMP, 0, 0xF | 0x30)
    assert lines(PS, ins(DP3, sat_pp, src(TEMP, 1), src(TEMP, 2)),
                 ins(TEXLD, reg(TEMP, 0), src(TEXTURE, 0), src(SAMPLER, 0)),
                 ins(TEXLD, reg(TEMP, 0), src(TEXTURE, 0), src(SAMPLER, 0), controls=1),
                 ins(TEXLD, reg(TEMP, 0), src(TEXTURE, 0), src(SAMPLER, 0), controls=2),
                 ins(TEXKILL, reg(TEXTURE, 0))) == [
        "dp3_sat_pp r0, r1, r2", "texld r0, t0, s0", "texldp r0, t0, s0", "texldb r0, t0, s0", "texkill t0"]


def test_declarations():
    usage = lambda u, i=0, tex=0: 0x80000000 | u | i << 16 | tex << 27  # noqa: E731
    assert lines(VS, ins(DCL, usage(5), reg(INPUT, 0)), ins(DCL, usage(5, 1), reg(INPUT, 1, 0b0011)),
                 ins(DCL, usage(10, 2), reg(INPUT, 2))) == [
        "dcl_texcoord v0", "dcl_texcoord1 v1.xy", "dcl_color2 v2"]
    assert lines(PS, ins(DCL, usage(0), reg(TEXTURE, 0, 0b0111)), ins(DCL, usage(0), reg(TEXTURE, 1, 0x23)),
                 ins(DCL, usage(0), reg(TEXTURE, 2, 0x4F)), ins(DCL, usage(0, 0, 2), reg(SAMPLER, 0)),
                 ins(DCL, usage(0, 0, 3), reg(SAMPLER, 1)), ins(DCL, usage(0, 0, 4), reg(SAMPLER, 2))) == [
        "dcl t0.xyz", "dcl_pp t1.xy", "dcl_centroid t2", "dcl_2d s0", "dcl_cube s1", "dcl_volume s2"]


def test_constants():
    floats = struct.unpack("<4I", struct.pack("<4f", 5.0, -0.0, 1.01, 1e-5))
    assert lines(VS, ins(DEF, reg(CONST, 3), *floats), ins(DEFI, reg(CONSTINT, 0), 4, 0xFFFFFFFF, 0, 1),
                 ins(DEFB, reg(CONSTBOOL, 1), 1), ins(DEFB, reg(CONSTBOOL, 2), 0)) == [
        "def c3, 5, -0, 1.00999999, 9.99999975e-006", "defi i0, 4, -1, 0, 1", "defb b1, true", "defb b2, false"]


def test_blocks_are_indented_and_comparisons_named():
    x = src(TEMP, 0, swz("xxxx"))
    assert lines(VS | 1, ins(REP, src(CONSTINT, 0)), ins(IFC, x, src(CONST, 0, swz("yyyy")), controls=4),
                 ins(BREAKC, x, x, controls=5), ins(ELSE), ins(SETP, reg(PREDICATE, 0), x, x, controls=3),
                 ins(ENDIF), ins(ENDREP), ins(LOOP_OP, src(LOOP, 0), src(CONSTINT, 1)), ins(ENDLOOP),
                 ins(IF, src(CONSTBOOL, 0)), ins(ENDIF)) == [
        "rep i0", "  if_lt r0.x, c0.y", "    break_ne r0.x, r0.x", "  else", "    setp_ge p0, r0.x, r0.x",
        "  endif", "endrep", "loop aL, i1", "endloop", "if b0", "endif"]


def test_predicated_instructions_name_the_predicate_first():
    assert lines(VS | 1, ins(MOV, reg(TEMP, 0), src(PREDICATE, 0, swz("xxxx")), src(TEMP, 1), predicated=True)) == \
        ["(p0.x) mov r0, r1"]


def test_comments_and_the_end_token_are_not_listed():
    shader = decoded(program(VS, ins(MOV, reg(TEMP, 0), src(TEMP, 1)), comment=[0x42415443, 7]))
    assert [i.opcode.name for i in shader.instructions] == ["comment", "mov", "end"]
    assert bytes(shader.instructions[0].comment) == struct.pack("<2I", 0x42415443, 7)
    assert level9.listing(shader) == ["vs_2_0", "mov r0, r1"]


def test_slot_counts():
    one = ins(MOV, reg(TEMP, 0), src(TEMP, 1))
    assert level9.slots_text(decoded(program(VS, one))) == "// approximately 1 instruction slot used"
    # nrm 3, rep 3, endrep 2, lrp 2 in a vertex program; declarations none
    vs = program(VS, ins(DCL, 0x80000005, reg(INPUT, 0)), ins(DEF, reg(CONST, 0), 0, 0, 0, 0),
                 ins(NRM, reg(TEMP, 0), src(TEMP, 1)), ins(REP, src(CONSTINT, 0)), one, ins(ENDREP),
                 ins(LRP, reg(TEMP, 0), src(TEMP, 1), src(TEMP, 2), src(TEMP, 3)))
    assert level9.slots(decoded(vs)) == (0, 11)
    # a pixel program: texture and arithmetic apart, lrp one slot (as FXC counts it)
    ps = program(PS, ins(TEXLD, reg(TEMP, 0), src(TEXTURE, 0), src(SAMPLER, 0)),
                 ins(LRP, reg(TEMP, 0), src(TEMP, 1), src(TEMP, 2), src(TEMP, 3)),
                 ins(CMP, reg(COLOROUT, 0), src(TEMP, 0), src(TEMP, 1), src(TEMP, 2)))
    assert level9.slots_text(decoded(ps)) == "// approximately 3 instruction slots used (1 texture, 2 arithmetic)"
    # a predicated instruction takes one more
    pred = program(VS | 1, ins(MOV, reg(TEMP, 0), src(PREDICATE, 0), src(TEMP, 1), predicated=True))
    assert level9.slots(decoded(pred)) == (0, 2)


def test_a_program_is_built_from_its_meaning():
    """The tree without tokens: instruction tokens from opcode, controls and
    parameter counts, parameter tokens from their registers, the end token
    added."""
    data = program(PS, ins(TEXLD, reg(TEMP, 0), src(TEXTURE, 1), src(SAMPLER, 0), controls=1),
                   ins(MOV, reg(COLOROUT, 0, 0x1F), src(TEMP, 0, swz("xyzz"), 1)))
    tree = dxfuzz.to_dict(decoded(data))
    for instruction in tree["instructions"]:
        del instruction["token"]
        for param in instruction.get("params", []):
            del param["token"]
    del tree["instructions"][-1]
    del tree["version"]
    assert dxfuzz.build_part("Aon9", {"shader": tree})[-len(data):] == data


def test_dis_prints_a_level9_part_s_program(tmp_path, capsys):
    """``dis --part Aon9`` (or XNAS, XNAP) prints the program and its slot
    count; a part that is not there is an error naming the file."""
    from dxfuzz.cli import main
    data = program(PS, ins(TEXLD, reg(TEMP, 0), src(TEXTURE, 0), src(SAMPLER, 0)),
                   ins(MOV, reg(COLOROUT, 0), src(TEMP, 0)))
    path = tmp_path / "level9.dxbc"
    path.write_bytes(dxfuzz.build([dxfuzz.Part("Aon9", dxfuzz.build_part("Aon9", {"shader": data}))]))
    assert main(["dis", "--part", "Aon9", str(path)]) == 0
    assert capsys.readouterr().out.splitlines() == [
        "ps_2_0", "texld r0, t0, s0", "mov oC0, r0",
        "// approximately 2 instruction slots used (1 texture, 1 arithmetic)"]
    assert main(["dis", "--part", "XNAS", str(path)]) == 2
    assert capsys.readouterr().err.strip() == f"dxfuzz dis: {path}: no XNAS part"


def test_a_dcl_without_its_two_tokens_is_listed_as_its_tokens():
    """No FXC writes a ``dcl`` with other than its usage and register tokens;
    a damaged one is listed with its tokens in hex, not a crash."""
    usage = 0x80000000 | 5  # texcoord
    assert lines(0xFFFE0200, ins(DCL, usage)) == ["dcl 0x80000005"]
    assert lines(0xFFFE0200, ins(DCL, usage, reg(1, 0), reg(1, 1))) == \
        [f"dcl 0x80000005, 0x{reg(1, 0):08x}, 0x{reg(1, 1):08x}"]
    assert lines(0xFFFE0200, ins(DCL)) == ["dcl"]
