"""Stack signatures by function, with symbols and without: a small C reader
(``tests/data/hunt/crash_sites.c`` and its library ``crash_lib.c``, built
here with the system's C compiler, once with symbols and once stripped)
crashes in known places, and gdb's frames sign each place once - two
faulting instructions of one function, or one callee called from two
places of one function, are one signature; a frame without a symbol (the
stripped program, ``?? () from libcrash.so``) is signed by the function
its offset is in, whose start is the one ``nm`` gives for the build with
symbols. A campaign signs every run by those frames, never by the
mutation that found it."""
from __future__ import annotations

import json
import os
import shutil
import subprocess

import pytest

from dxfuzz import cli
from dxfuzz.hunt import stack, symbols

from conftest import REPO, corpus_bytes

DATA = os.path.join(REPO, "tests", "data", "hunt")
SEEDS = ["bgfx/dxil_vs_bump.dxbc", "bgfx/cs_mipgen_oddx_dxil.dxbc", "bgfx/fs_clear1_dxbc.dxbc",
         "bgfx/cs_mipgen_oddx_dxbc.dxbc"]
#: The inputs of crash_sites.c: where each crashes.
INPUTS = {"Ha": b"Ha", "Hb": b"Hb", "T": b"T", "Ca": b"Ca", "Cb": b"Cb", "S": b"S", "Z": b"Z"}

pytestmark = pytest.mark.skipif(stack.GDB is None or symbols.READELF is None,
                                reason="gdb and readelf are required (make setup installs gdb)")


def _run(*argv, cwd=None):
    proc = subprocess.run(argv, capture_output=True, text=True, cwd=cwd)
    if proc.returncode != 0:
        pytest.skip(f"cannot build the crash-sites reader: {proc.stderr[:300]}")
    return proc.stdout


def _nm(path):
    """name -> address of every function ``nm`` lists."""
    out = {}
    for line in _run("nm", path).splitlines():
        parts = line.split()
        if len(parts) == 3 and parts[1] in "tT":
            out[parts[2]] = int(parts[0], 16)
    return out


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    cc = shutil.which("gcc") or shutil.which("cc") or shutil.which("clang")
    if cc is None or shutil.which("strip") is None or shutil.which("nm") is None:
        pytest.skip("no C compiler, strip or nm")
    d = tmp_path_factory.mktemp("crash_sites")
    _run(cc, "-g", "-O0", "-shared", "-fPIC", "-o", str(d / "libcrash.so.full"),
         os.path.join(DATA, "crash_lib.c"))
    _run("strip", "-o", str(d / "libcrash.so"), str(d / "libcrash.so.full"))
    _run(cc, "-g", "-O0", "-o", str(d / "crash_sites"), os.path.join(DATA, "crash_sites.c"),
         f"-L{d}", "-lcrash", f"-Wl,-rpath,{d}")
    _run("strip", "-o", str(d / "crash_sites_stripped"), str(d / "crash_sites"))
    for name, data in INPUTS.items():
        (d / f"in_{name}").write_bytes(data)
    return d


def _sign(built, program, name):
    return stack.from_gdb([str(built / program), str(built / f"in_{name}")])


def test_with_symbols_each_function_is_one_signature(built):
    lib = _nm(str(built / "libcrash.so.full"))["lib_parse"]
    got = {name: _sign(built, "crash_sites", name) for name in INPUTS}
    sig = {name: s.signature("crash") for name, s in got.items()}
    assert sig["Ha"] == sig["Hb"] == "crash: parse_header < main"
    assert got["Ha"].frames[0] != got["Hb"].frames[0]  # two lines, one function
    assert sig["T"] == "crash: parse_table < main"
    assert sig["Ca"] == sig["Cb"] == "crash: store_value < parse_twice < main"
    assert got["Ca"].frames[1] != got["Cb"].frames[1]  # two call sites of one caller
    # gdb's "?? () from libcrash.so": module+offset, signed by its function
    assert got["S"].frames[0].startswith("libcrash.so+0x")
    assert sig["S"] == f"crash: fn@libcrash.so+{lib:#x} < lib_entry < main"
    assert sig["Z"] == "crash: unmapped address < main"  # a call through a null pointer
    assert all(s.source == "gdb" for s in got.values())
    print(sig)


def test_stripped_frames_are_signed_by_the_function_nm_names(built):
    fn = _nm(str(built / "crash_sites"))
    lib = _nm(str(built / "libcrash.so.full"))["lib_parse"]
    me = "crash_sites_stripped"

    def key(name):
        return f"fn@{me}+{fn[name]:#x}"
    got = {name: _sign(built, me, name) for name in INPUTS}
    keys = {name: s.keys for name, s in got.items()}
    assert keys["Ha"][:2] == keys["Hb"][:2] == [key("parse_header"), key("main")]
    assert got["Ha"].frames[0] != got["Hb"].frames[0]
    assert all(f.startswith(f"{me}+0x") for f in got["Ha"].frames)
    assert keys["T"][:2] == [key("parse_table"), key("main")]
    assert keys["Ca"][:3] == keys["Cb"][:3] == [key("store_value"), key("parse_twice"),
                                                 key("main")]
    assert keys["S"][:3] == [f"fn@libcrash.so+{lib:#x}", "lib_entry", key("main")]
    assert got["Ha"].how.startswith("3 frames of gdb's backtrace") and ".eh_frame" in got["Ha"].how


def test_with_no_frame_the_faulting_instruction_signs(built):
    fn = _nm(str(built / "crash_sites"))
    path = str(built / "crash_sites_stripped")
    base = 0x555555554000
    text = ("Program received signal SIGSEGV, Segmentation fault.\n"
            "Backtrace stopped: Cannot access memory at address 0x0\n"
            f"          {base:#x}     {base + 0x1000:#x}     0x1000        0x0  r--p   {path}\n"
            f"          {base + 0x1000:#x}     {base + 0x2000:#x}     0x1000     0x1000  r-xp   "
            f"{path}\n"
            f"$1 = (void (*)()) {base + fn['parse_table'] + 7:#x}\n")
    got = stack.parse_gdb(text)
    assert (got.source, got.keys) == ("pc", [f"fn@crash_sites_stripped+{fn['parse_table']:#x}"])
    assert got.frames == [f"crash_sites_stripped+{fn['parse_table'] + 7:#x}"]
    assert got.how.startswith("the faulting instruction")
    # an address no module maps ends the stack past the first frame (the
    # unwinding went astray: vkd3d-compiler's stack after a wild write)
    astray = text.replace("Backtrace stopped: Cannot access memory at address 0x0\n",
                          f"#0  {base + fn['parse_table'] + 7:#x} in ?? ()\n"
                          "#1  0x0000000000000350 in ?? ()\n#2  0x00007fffffffdd18 in ?? ()\n"
                          f"#3  {base + fn['main'] + 9:#x} in ?? ()\n")
    got = stack.parse_gdb(astray)
    assert (got.source, got.keys) == ("gdb", [f"fn@crash_sites_stripped+{fn['parse_table']:#x}"])


def test_llvm_frames_one_memcpy_from_two_call_sites_are_one_signature():
    """obj2yaml (LLVM 22, stripped) died in memcpy, reached through one
    helper from two call sites of one function: one signature."""
    a = stack.from_text(open(os.path.join(DATA, "llvm-memcpy-caller-a.txt")).read())
    b = stack.from_text(open(os.path.join(DATA, "llvm-memcpy-caller-b.txt")).read())
    assert a.frames[:3] == ["obj2yaml+0x21c674", "obj2yaml+0x21b5c1", "obj2yaml+0x20e851"]
    assert b.frames[:3] == ["obj2yaml+0x21c674", "obj2yaml+0x21b3d7", "obj2yaml+0x20e851"]
    if symbols.function_start("/usr/lib/llvm-22/bin/obj2yaml", 0x21b5c1) is None:
        pytest.skip("not the obj2yaml these stacks came from (LLVM 22.1.8's, Debian)")
    assert a.signature("crash") == b.signature("crash") == \
        "crash: fn@obj2yaml+0x21c5a0 < fn@obj2yaml+0x21a530 < fn@obj2yaml+0x20e3a0"


def _campaign(tmp_path, reader, *extra):
    seeds = tmp_path / "seeds"
    seeds.mkdir(exist_ok=True)
    for name in SEEDS:
        (seeds / os.path.basename(name)).write_bytes(corpus_bytes(name))
    work = tmp_path / "work"
    code = cli.main(["hunt", str(seeds), "-o", str(work), "--runs", "16", "-j", "2",
                     "--minimize-seconds", "0", "-q", *extra, "--", reader, "@@"])
    with open(work / "report.json") as f:
        return code, json.load(f)


def test_a_campaign_signs_by_place_never_by_mutation_group(built, tmp_path):
    """Every mutant crashes the stripped reader in one of two functions
    (by the container's size): two signatures, each found by several
    groups (before: one per group, the ``??`` frames dropped)."""
    fn = _nm(str(built / "crash_sites"))
    code, report = _campaign(tmp_path, str(built / "crash_sites_stripped"))
    assert code == 1 and report["outcomes"]["crash_sites_stripped"]["crash"] == 16
    sigs = {s["signature"]: s for s in report["signatures"]}
    me = "fn@crash_sites_stripped"
    assert {s.split(" < ")[0] for s in sigs} == {f"crash: {me}+{fn['parse_header']:#x}",
                                                f"crash: {me}+{fn['parse_table']:#x}"}
    assert len(sigs) == 2, list(sigs)
    assert sum(len(s["groups"]) for s in sigs.values()) > 2
    assert all(".eh_frame" in s["signed_by"] for s in sigs.values())
    md = (tmp_path / "work" / "report.md").read_text()
    assert "how it was signed" in md and "gdb's backtrace of the run on the input" in md


def test_without_a_stack_the_signal_alone_signs(built, tmp_path):
    code, report = _campaign(tmp_path, str(built / "crash_sites_stripped"), "--no-gdb")
    assert [s["signature"] for s in report["signatures"]] == ["crash: SIGSEGV (no stack)"]
    assert report["signatures"][0]["count"] == 16
    assert report["signatures"][0]["signed_by"] == "no stack: the outcome and its detail only"
