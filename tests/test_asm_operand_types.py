"""How the disassembler prints a literal, operand by operand, for every
opcode: a float operand as ``%f``, an integer one as decimal or hex, an
untyped one guessed from its bits, whatever the bits are.

Each opcode gets one synthetic instruction whose every source is the same
four-component literal of ambiguous bit patterns (0xFFFFFFFF is -1 and a
NaN, 0x3F800000 is 1.0 and 1065353216, 1 is 1 and a denormal, 0x80000000
is -0.0 and INT_MIN). The expected types below are transcribed from the
instruction set's definition as vkd3d-shader's reader declares it, apart
from the places where FXC's listings show FXC's own choice (named in
``FXC_CHOICES``); they are not read from the disassembler's table.
"""
from __future__ import annotations

import struct

import pytest

import dxfuzz.asm.programs
from dxfuzz.asm import disassembler as dis

AMBIGUOUS = (0xFFFFFFFF, 0x3F800000, 1, 0x80000000)
PRINTED = {
    "f": "l(-1.#QNAN0, 1.000000, 0.000000, -0.000000)",
    "i": "l(-1, 0x3f800000, 1, 0x80000000)",
    "x": "l(-1,1.000000,1,-0.000000)",
}

#: ``mnemonic: "destinations|sources"``: f float, i integer (signed or not),
#: x untyped, - a register operand (a resource, sampler or UAV: never a literal).
TYPES = {
    "add": "f|ff", "and": "i|ii", "breakc": "|i", "case": "|i", "continuec": "|i",
    "deriv_rtx": "f|f", "deriv_rty": "f|f", "discard": "|i", "div": "f|ff", "dp2": "f|ff",
    "dp3": "f|ff", "dp4": "f|ff", "eq": "i|ff", "exp": "f|f", "frc": "f|f", "ftoi": "i|f",
    "ftou": "i|f", "ge": "i|ff", "iadd": "i|ii", "if": "|i", "ieq": "i|ii", "ige": "i|ii",
    "ilt": "i|ii", "imad": "i|iii", "imax": "i|ii", "imin": "i|ii", "imul": "ii|ii", "ine": "i|ii",
    "ineg": "i|i", "ishl": "i|ii", "ishr": "i|ii", "itof": "f|i", "ld": "i|i-", "ldms": "i|i-i",
    "log": "f|f", "lt": "i|ff", "mad": "f|fff", "min": "f|ff", "max": "f|ff", "mov": "f|x",
    "movc": "f|ixx", "mul": "f|ff", "ne": "i|ff", "not": "i|i", "or": "i|ii", "resinfo": "f|i-",
    "retc": "|i", "round_ne": "f|f", "round_ni": "f|f", "round_pi": "f|f", "round_z": "f|f",
    "rsq": "f|f", "sample": "i|f--", "sample_c": "f|f--f", "sample_c_lz": "f|f--f",
    "sample_l": "i|f--f", "sample_d": "i|f--ff", "sample_b": "i|f--f", "sqrt": "f|f",
    "switch": "|i", "sincos": "ff|f", "udiv": "ii|ii", "ult": "i|ii", "uge": "i|ii",
    "umul": "ii|ii", "umad": "i|iii", "umax": "i|ii", "umin": "i|ii", "ushr": "i|ii",
    "utof": "f|i", "xor": "i|ii", "lod": "f|f--", "gather4": "i|f--", "samplepos": "f|-i",
    "sampleinfo": "f|-", "bufinfo": "i|-", "deriv_rtx_coarse": "f|f", "deriv_rtx_fine": "f|f",
    "deriv_rty_coarse": "f|f", "deriv_rty_fine": "f|f", "gather4_c": "f|f--f",
    "gather4_po": "f|ii--", "gather4_po_c": "f|ii--i", "rcp": "f|f", "f32tof16": "i|f",
    "f16tof32": "f|i", "uaddc": "ii|ii", "usubb": "ii|ii", "countbits": "i|i",
    "firstbit_hi": "i|i", "firstbit_lo": "i|i", "firstbit_shi": "i|i", "ubfe": "i|iii",
    "ibfe": "i|iii", "bfi": "i|iiii", "bfrev": "i|i", "swapc": "ff|ixx",
    "ld_uav_typed": "i|i-", "store_uav_typed": "-|ix", "ld_raw": "i|i-", "store_raw": "-|ix",
    "ld_structured": "i|ii-", "store_structured": "-|iix", "atomic_and": "-|ii",
    "atomic_or": "-|ii", "atomic_xor": "-|ii", "atomic_cmp_store": "-|iii", "atomic_iadd": "-|ii",
    "atomic_imax": "-|ii", "atomic_imin": "-|ii", "atomic_umax": "-|ii", "atomic_umin": "-|ii",
    "imm_atomic_alloc": "i|-", "imm_atomic_consume": "i|-", "imm_atomic_iadd": "i-|ii",
    "imm_atomic_and": "i-|ii", "imm_atomic_or": "i-|ii", "imm_atomic_xor": "i-|ii",
    "imm_atomic_exch": "i-|ii", "imm_atomic_cmp_exch": "i-|iii", "imm_atomic_imax": "i-|ii",
    "imm_atomic_imin": "i-|ii", "imm_atomic_umax": "i-|ii", "imm_atomic_umin": "i-|ii",
    "dtof": "f|-", "ftod": "-|f", "eval_snapped": "f|fi", "eval_sample_index": "f|fi",
    "eval_centroid": "f|f", "msad": "i|iii", "dtoi": "i|-", "dtou": "i|-", "itod": "-|i",
    "utod": "-|i", "gather4_s": "ii|f--", "gather4_c_s": "fi|f--f", "gather4_po_s": "fi|ii--",
    "gather4_po_c_s": "fi|ii--i", "ld_s": "ii|i-", "ldms_s": "ii|i-i", "ld_uav_typed_s": "ii|i-",
    "ld_raw_s": "ii|i-", "ld_structured_s": "ii|ii-", "sample_l_s": "ii|f--f",
    "sample_c_lz_s": "fi|f--f", "sample_cl_s": "ii|f--f", "sample_b_cl_s": "ii|f--ff",
    "sample_d_cl_s": "ii|f--fff", "sample_c_cl_s": "fi|f--ff", "check_access_fully_mapped": "i|i",
}

#: Where FXC's own listings decide, against the instruction set's types.
FXC_CHOICES = {
    "mov": "untyped: FXC guesses from the bits (`mov r2.yzw, l(0,248,0x0003e000,0.000000)`)",
    "movc": "untyped values, like mov",
    "swapc": "untyped values, like movc (no FXC listing in reach shows one)",
    "gather4_po": "integer coordinates (`gather4_po ... l(0x3f000000, 0x3e99999a, 0, 0)`)",
    "gather4_po_c": "integer reference too (`gather4_po_c ... l(0x3e4ccccd)`)",
    "discard": "FXC prints `discard_nz l(-1)`",
    "store_raw": "the value stored is raw bits, untyped (the instruction set says uint)",
    "store_structured": "as store_raw", "store_uav_typed": "as store_raw",
}

_DST = 0x00100012            # r<n>.x
_REG = 0x00100E46            # r9.xyzw: a register where a resource, sampler or UAV goes
_IMM = 0x00004002            # a 4-component 32-bit literal


def _program(opcode: int, dst: int, src: str) -> bytes:
    ops = []
    for k in range(dst):
        ops += [_DST, k]
    for kind in src:
        ops += [_REG, 9] if kind == "-" else [_IMM, *AMBIGUOUS]
    token = opcode | (1 + len(ops)) << 24
    if opcode in dis.CONDITIONAL:
        token |= 1 << 18  # _nz
    body = [token] + ops
    return struct.pack(f"<{2 + len(body)}I", 0x00050050, 2 + len(body), *body)


def _expected(name: str, dst: int, src: str) -> str:
    parts = [f"r{k}.x" for k in range(dst)]
    parts += ["r9.xyzw" if kind == "-" else PRINTED[kind] for kind in src]
    return name + ("_nz" if dis.OP[name] in dis.CONDITIONAL else "") + " " + ", ".join(parts)


@pytest.mark.parametrize("name", sorted(TYPES))
def test_literals_are_printed_by_operand_type(name):
    dst_types, src = TYPES[name].split("|")
    text = dis.disassemble(dxfuzz.asm.programs.parse_program(_program(dis.OP[name], len(dst_types), src)))
    assert text[1] == _expected(name, len(dst_types), src), FXC_CHOICES.get(name, "")


def test_every_instruction_with_a_source_operand_is_covered():
    """Declarations, flow control without operands and the double
    instructions (whose literals are 64-bit, below) aside, every opcode is in TYPES."""
    no_literal = {"break", "continue", "cut", "default", "else", "emit", "emit_then_cut", "endif",
                  "endloop", "endswitch", "label", "loop", "nop", "ret", "sync", "customdata",
                  "hs_decls", "hs_control_point_phase", "hs_fork_phase", "hs_join_phase",
                  "emit_stream", "cut_stream", "emit_then_cut_stream", "call", "callc", "fcall",
                  "abort", "debug_break", "dadd", "dmax", "dmin", "dmul", "deq", "dge", "dlt", "dne",
                  "dmov", "dmovc", "ddiv", "dfma", "drcp"}
    missing = [n for n in dis.MNEMONICS if n not in TYPES and n not in no_literal
               and not n.startswith(("dcl_", "reserved"))]
    assert missing == []


def test_double_literals():
    # dadd r0.xy, r0.xyxx, d(1.000000, -2.500000): a 64-bit literal, low word first.
    lo1, hi1 = struct.unpack("<II", struct.pack("<d", 1.0))
    lo2, hi2 = struct.unpack("<II", struct.pack("<d", -2.5))
    ops = [0x00100032, 0, 0x00005002, lo1, hi1, lo2, hi2]
    body = [dis.OP["dadd"] | (1 + len(ops) + 2) << 24, *ops, 0x00100032, 1]
    program = struct.pack(f"<{2 + len(body)}I", 0x00050050, 2 + len(body), *body)
    text = dis.disassemble(dxfuzz.asm.programs.parse_program(program))
    assert text[1] == "dadd r0.xy, d(1.000000, -2.500000), r1.xy"
