"""The disassembler against FXC: every instruction listing in the corpus
(``name.asm`` beside ``name.dxbc``) must come out identical, whitespace
normalized; literal formatting checked on values taken from the listings."""
from __future__ import annotations

import functools
import os
import struct

import dxfuzz
import dxfuzz.asm.programs
from dxfuzz.asm import disassembler as dis
from dxfuzz.asm import instructions
from dxfuzz.cli import main

from conftest import corpus_manifest, shared_path

#: Listings we knowingly do not reproduce, with the reason. None today.
EXCEPTIONS: dict = {}


@functools.lru_cache(maxsize=None)
def listings():
    """``(file, listing text)`` of every corpus container with an FXC listing."""
    root = shared_path("corpus")
    out = []
    for row in corpus_manifest():
        base = os.path.splitext(os.path.join(root, row["file"]))[0]
        if os.path.exists(base + ".asm"):
            with open(base + ".asm", encoding="utf-8", errors="replace") as f:
                out.append((row["file"], f.read()))
    return out


def _container(name):
    with open(os.path.join(shared_path("corpus"), name), "rb") as f:
        return dxfuzz.parse(f.read())


def test_every_listing_agrees():
    found = listings()
    assert len(found) >= 532
    failures, programs = {}, 0
    for name, text in found:
        obj = _container(name)
        programs += len(instructions.programs(obj))
        diffs = instructions.compare(obj, text)
        if diffs and name not in EXCEPTIONS:
            failures[name] = diffs[:3]
    assert not failures, failures
    assert programs > 600  # FX10 and LIBF files hold several programs each
    stale = [n for n in EXCEPTIONS if n not in dict(found)]
    assert not stale


def test_sections_of_an_effect_listing():
    """FX listings print each pass's shaders indented inside ``asm { ... }``."""
    text = dict(listings())["dxdecompiler/AdvancedEffect_4_0_FX__v61d2a5f4.dxbc"]
    secs = instructions.sections(text)
    assert [s[0][1] for s in secs] == ["vs_4_0", "ps_4_0", "vs_4_0", "ps_4_0"]
    assert secs[1][-1][1] == "ret"
    assert secs[0][4][1] == "mov o0.xyzw, l(0,0,0,0)"


def test_sections_skip_debug_lines():
    """/Zi listings interleave #line directives and end-of-line comments."""
    text = dict(listings())["dxdecompiler/DebugTest__v7bff570a.dxbc"]
    (sec,) = instructions.sections(text)
    texts = [t for _, t in sec]
    assert "dp3_sat r0.x, cb1[0].xyzx, v0.xyzx" in texts
    assert not any(t.startswith("#line") or "//" in t for t in texts)


def test_compare_reports_differences():
    name, text = next((n, t) for n, t in listings() if n.endswith("PNTriangles11_DS__vc502f97b.dxbc"))
    obj = _container(name)
    assert instructions.compare(obj, text) == []
    changed = text.replace("dcl_temps 5", "dcl_temps 6")
    diffs = instructions.compare(obj, changed)
    assert len(diffs) == 1 and "'dcl_temps 5'" in diffs[0] and "'dcl_temps 6'" in diffs[0]
    assert "line " in diffs[0]


# --------------------------------------------------------------------------
# Literals (each value from a listing named in the comment)

def _bits(f: float) -> int:
    return struct.unpack("<I", struct.pack("<f", f))[0]


def test_float_ties_follow_the_c_runtime_of_the_listing():
    # dxdecompiler (compiler 10.1, a Windows before 10 version 2004):
    #   mad r0.x, |r0.y|, l(0.007813), r0.x  (0.0078125, halves up)
    assert dis.format_float(_bits(0.0078125), ties="up") == "0.007813"
    assert dis.format_float(_bits(-0.0078125), ties="up") == "-0.007813"
    # The same compiler on Windows 10 version 2004 or later: halves to even.
    assert dis.format_float(_bits(0.0078125)) == "0.007812"
    assert dis.format_float(_bits(18.8515625)) == "18.851562"
    assert dis.format_float(_bits(18.8515625), ties="up") == "18.851563"
    # A tie whose kept digit is odd rounds up under both rules.
    assert dis.format_float(_bits(0.0234375)) == dis.format_float(_bits(0.0234375), ties="up") \
        == "0.023438"
    # Values that are not ties do not depend on the rule.
    for value in (66.730003, 784.5333251953125, 0.1, 1 / 3, 1e-7, 5e-7, 16777216.0):
        assert dis.format_float(_bits(value)) == dis.format_float(_bits(value), ties="up")
    assert dis.format_float(_bits(66.730003)) == "66.730003"
    assert dis.format_float(_bits(784.5333251953125)) == "784.533325"


def test_only_odd_multiples_of_2_to_the_minus_7_are_ties():
    # A float is a 6-decimal tie exactly when value * 10**6 ends in .5: an odd
    # multiple of 2**-7 (the ULP of floats near 2**16 is already 2**-7).
    import decimal
    for k in range(0, 4096):
        value = k / 128
        tie = (decimal.Decimal(value).scaleb(6) % 1) == decimal.Decimal("0.5")
        assert tie == (k % 2 == 1)
        differs = dis.format_float(_bits(value)) != dis.format_float(_bits(value), ties="up")
        # The rules differ on a tie whose sixth decimal is even: k = 1 (mod 4).
        assert differs == (k % 4 == 1)


def test_large_floats_by_compiler_version():
    # BC7Encode_02: 10.1 prints every digit, 9.30 only 17 significant ones.
    bits = _bits(-649211347377382870840004092887040.0)
    assert dis.format_float(bits, exact=True) == "-649211347377382870840004092887040.000000"
    assert dis.format_float(bits, exact=False) == "-649211347377382870000000000000000.000000"


def test_untyped_literals():
    # movc r2.zw, r2.xxxy, l(0,0,-1.000000,-1.000000), l(0,0,-0.000000,-0.000000)
    assert dis.format_untyped(0x80000000) == "-0.000000"
    assert dis.format_untyped(_bits(-1.0)) == "-1.000000"
    # mov r2.yzw, l(0,248,0x0003e000,0.000000)
    assert [dis.format_untyped(v) for v in (0, 248, 0x0003E000)] == ["0", "248", "0x0003e000"]
    # ICB rows { 15, 0, 0x00010105, 0}
    assert dis.format_untyped(0x00010105) == "0x00010105"


def test_integer_literals():
    # and r0.x, ..., l(0x3f800000) / iadd ..., l(-1) / bfi ... l(2222)
    assert dis.format_int(0x3F800000) == "0x3f800000"
    assert dis.format_int(0xFFFFFFFF) == "-1"
    assert dis.format_int(2222) == "2222"


def test_styles_from_the_creator_string():
    assert dis.style_for(_container("slimshader/fxaa__va904a099.dxbc")) == dis.OLDEST   # 9.29
    assert dis.style_for(_container("slimshader/fxaa.dxbc")) == dis.LEGACY              # 9.30
    assert dis.style_for(_container("dxdecompiler/fxaa__v61d2a5f4.dxbc")) == dis.MODERN  # 10.1


# --------------------------------------------------------------------------
# The command


def test_dis_command_prints_the_listing(capsys):
    """A shader's whole listing, header and program, line for line (trailing
    blanks apart); ``--part`` gives the program alone."""
    name, text = next((n, t) for n, t in listings() if n.endswith("SM51_test__v61d2a5f4.dxbc"))
    path = os.path.join(shared_path("corpus"), name)
    assert main(["dis", path]) == 0
    out = capsys.readouterr().out.splitlines()
    assert [line.rstrip() for line in out] == [line.rstrip() for line in text.rstrip().splitlines()]
    assert "dcl_constantbuffer CB2[2:*][1], dynamicIndexed, space=3" in out
    assert main(["dis", "--part", "SHEX", path]) == 0
    program = capsys.readouterr().out.splitlines()
    (sec,) = instructions.sections(text)
    assert [instructions.normalize(line) for line in program] == [t for _, t in sec]


def test_dis_command_on_raw_part_data(capsys, tmp_path):
    obj = _container("slimshader/PNTriangles11_DS__vc502f97b.dxbc")
    raw = dxfuzz.asm.programs.program_bytes(obj)[0]
    path = tmp_path / "ds.shex"
    path.write_bytes(raw)
    assert main(["dis", "--style", "9.30", str(path)]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0] == "ds_5_0" and "dcl_constantbuffer cb0[13], immediateIndexed" in out
    bad = tmp_path / "bad.shex"
    bad.write_bytes(raw[:40])
    assert main(["dis", str(bad)]) == 1
