"""The functions of DXIL programs as LLVM's text (dxfuzz.asm.dxil_ir): every line of every
corpus function as LLVM 22's llvm-dis prints it, but for what LLVM 22 itself changes in
an old module; a synthetic function's text, which needs no shared data."""
from __future__ import annotations

import re
import subprocess

import pytest

from dxfuzz.asm.dxil_ir import float_text, functions_text
from dxfuzz.bitcode import read_functions

from conftest import llvm_tool
from test_dxil_function import BODY, _corpus_programs, _llvm_dis, _module

#: Lines of the corpus's functions (labels and instructions), and those
#: that differ from llvm-dis 22 by what LLVM 22 changes (measured below).
CORPUS_LINES, CORPUS_CHANGED_BY_LLVM_22 = 56_380, 50

#: What LLVM 22 changes when it reads a module LLVM 3.7 wrote, or prints
#: that the decode does not read yet: (what, the change made to our line,
#: the change made to llvm-dis's), applied in turn.
LLVM_22_CHANGES = (
    # a constant getelementptr of zero indices folded to its pointer
    ("constant folded", lambda a: re.sub(r"getelementptr inbounds \([^,]+, [^,@]*(@[^,]+), i32 0, i32 0\)",
                                         r"\1", a), lambda b: b),
    # parameter and argument attributes (the PARAMATTR blocks, not decoded yet)
    ("attributes", lambda a: a, lambda b: re.sub(r"\b(nonnull|noalias|readonly|readnone|captures\(none\)) ",
                                                 "", b)),
    # an alignment made explicit: atomicrmw's (LLVM 3.7 has none), a load's or store's of 0 (the ABI's)
    ("alignment made explicit", lambda a: a, lambda b: re.sub(r", align \d+$", "", b)),
)


def _llvm_22_change(ours: str, theirs: str):
    """What LLVM 22 changed to make ``theirs`` of ``ours``, or None."""
    if "@llvm.lifetime." in ours and "@llvm.lifetime." in theirs:
        return "intrinsic upgraded"  # llvm.lifetime.start(i64, i8*) is llvm.lifetime.start.p0(ptr)
    whys = []
    for what, ours_changed, theirs_changed in LLVM_22_CHANGES:
        if what == "alignment made explicit" and ", align " in ours:
            continue
        a, b = ours_changed(ours), theirs_changed(theirs)
        if (a, b) != (ours, theirs):
            whys.append(what)
            ours, theirs = a, b
    return " + ".join(whys) if whys and ours == theirs else None


def _normal(line: str) -> str:
    """A line with what only the spelling tells apart made the same:
    labels (``; <label>:5`` or ``5:``), padding before ``; preds``,
    attachments (``!dbg !4``) and attribute groups (``#0``)."""
    line = re.sub(r"^; <label>:([-\w.$]+)", r"\1:", line)
    line = re.sub(r"^([-\w.$]+):\s*(;.*)?$", lambda m: f"{m.group(1)}: {m.group(2) or ''}".rstrip(), line)
    line = re.sub(r", ![\w.]+ !\d+", "", line)
    return re.sub(r"\)( #\d+)", ")", re.sub(r"^(define .*) #\d+ \{$", r"\1 {", line)).rstrip()


def _their_lines(text: str) -> list:
    out, inside = [], False
    for line in text.splitlines():
        if line.startswith("define "):
            inside = True
        if inside and line.strip():
            out.append(_normal(line))
        if line == "}":
            inside = False
    return out


@pytest.mark.slow
def test_every_corpus_function_prints_as_llvm_22_prints_it(tmp_path):
    """Each line of each corpus function (pointers spelled ``ptr``, as LLVM 22
    spells them) is llvm-dis 22's line, except where LLVM 22 itself changes
    the module it reads (:func:`_llvm_22_change`, each counted); types,
    values, constants (floats to the bit), flags, labels and predecessors
    are all compared."""
    compared, changed, differ = 0, {}, []
    for label, code in _corpus_programs():
        module, functions = read_functions(code)
        ours = [_normal(line) for line in functions_text(module, functions, opaque=True) if line.strip()]
        theirs = _their_lines(_llvm_dis(code, tmp_path))
        assert len(ours) == len(theirs), label
        for a, b in zip(ours, theirs):
            compared += 1
            if a == b:
                continue
            why = _llvm_22_change(a, b)
            if why is None:
                differ.append((label, a, b))
            else:
                changed[why] = changed.get(why, 0) + 1
    print(f"{compared} lines compared with llvm-dis 22; changed by LLVM 22: {changed}")
    assert differ == [], differ[:5]
    assert compared == CORPUS_LINES
    assert sum(changed.values()) == CORPUS_CHANGED_BY_LLVM_22


def test_a_synthetic_function_s_text():
    """Slots as LLVM counts them (the argument, the entry block, then
    results), labels with their predecessors (latest branch first)."""
    module, functions = read_functions(_module(BODY))
    assert functions_text(module, functions) == [
        "define i32 @0(i32 %0) {",
        "  %2 = add i32 %0, 1",
        "  %3 = icmp eq i32 %2, %0",
        "  br i1 %3, label %4, label %5",
        "",
        "; <label>:4                                       ; preds = %1",
        "  br label %5",
        "",
        "; <label>:5                                       ; preds = %4, %1",
        "  %6 = phi i32 [ %2, %1 ], [ %7, %4 ]",
        "  %7 = add i32 %6, %6",
        "  ret i32 %7",
        "}",
    ]


def test_the_synthetic_text_is_llvm_s_syntax(tmp_path):
    """LLVM 22's assembler parses it (its phi reads a value of a block that
    does not dominate it: the text is checked, not the function)."""
    module, functions = read_functions(_module(BODY))
    path = tmp_path / "f.ll"
    path.write_text("\n".join(functions_text(module, functions)) + "\n")
    proc = subprocess.run([llvm_tool("llvm-as"), "-disable-verify", str(path), "-o", str(tmp_path / "f.bc")],
                          capture_output=True, text=True)
    assert proc.returncode == 0, proc.stderr


@pytest.mark.parametrize("value, kind, text", [
    (1.0, "float", "1.000000e+00"),
    (0.5, "double", "5.000000e-01"),
    (-0.0, "float", "-0.000000e+00"),
    (2.0 ** -10, "float", "0x3F50000000000000"),  # 9.765625e-04: seven digits, more than LLVM prints
    (0.1, "double", "1.000000e-01"),
    (float.fromhex("0x1.99999ap-4"), "float", "0x3FB99999A0000000"),  # 0.1f widened
    (float("inf"), "float", "0x7FF0000000000000"),
    (1.5, "half", "0xH3E00"),
])
def test_floats_are_spelled_as_llvm_spells_them(value, kind, text):
    assert float_text(value, kind) == text
