"""DXIL programs as LLVM's text (dxfuzz.asm.dxil_ir): every line of every corpus
module as LLVM 22's llvm-dis prints it, but for what LLVM 22 itself changes in an
old module; a synthetic module's text, which needs no shared data."""
from __future__ import annotations

import difflib
import re
import subprocess

import pytest

from dxfuzz.asm.dxil_ir import TEXT_LIMIT, float_text, functions_text, module_text
from dxfuzz.bitcode import read_functions
from dxfuzz.bitcode.writer import StreamWriter

from conftest import llvm_tool
from test_dxil_function import BODY, _corpus_programs, _llvm_dis, _module, _module_with_debug_call, _signed

#: Lines of the corpus's modules after their ``target`` lines, and those
#: that differ from llvm-dis 22 by what LLVM 22 changes (measured below).
CORPUS_LINES, CORPUS_CHANGED_BY_LLVM_22 = 91_761, 1_256

#: What LLVM 22 changes when it reads a module LLVM 3.7 wrote: (what, the
#: change made to our line, the change made to llvm-dis's), applied in turn
#: to a pair of lines that differ.
LLVM_22_CHANGES = (
    # a constant getelementptr of zero indices folded to its pointer
    ("constant folded", lambda a: re.sub(r"getelementptr inbounds \([^,]+, [^,@]*(@[^,]+), i32 0, i32 0\)",
                                         r"\1", a), lambda b: b),
    # a constant bitcast of a pointer to a pointer (the same type once pointers are opaque) folded
    ("constant folded", lambda a: re.sub(r"bitcast \((ptr(?: addrspace\(\d+\))?) (@[^ ]+|@\"[^\"]+\") to \1\)",
                                         r"\2", a), lambda b: b),
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
    return " + ".join(dict.fromkeys(whys)) if whys and ours == theirs else None


_MEMORY = {("readnone",): "memory(none)", ("readonly",): "memory(read)",
           ("argmemonly",): "memory(argmem: readwrite)", ("argmemonly", "readonly"): "memory(argmem: read)",
           ("argmemonly", "readnone"): "memory(none)"}


def _function_attributes_22(words: str) -> str:
    """A function's attributes as LLVM 22 spells LLVM 3.7's: what it may
    read or write as one ``memory(...)``, after the other named ones."""
    parts = re.findall(r'"[^"]*"(?:="[^"]*")?|\S+', words)
    memory = tuple(sorted(w for w in parts if w in ("readnone", "readonly", "argmemonly")))
    rest = [w for w in parts if w not in memory]
    if memory:
        at = next((i for i, w in enumerate(rest) if w.startswith('"')), len(rest))
        rest.insert(at, _MEMORY[memory])
    return " ".join(rest)


def _spelled_as_llvm_22(line: str) -> str:
    """Our line with what LLVM 22 spells otherwise spelled its way: memory
    attributes, ``nocapture`` (``captures(none)``, after the others)."""
    line = re.sub(r"^(; Function Attrs: )(.*)$", lambda m: m.group(1) + _function_attributes_22(m.group(2)), line)
    line = re.sub(r"^(attributes #\d+ = \{ )(.*)( \})$",
                  lambda m: m.group(1) + _function_attributes_22(m.group(2)) + m.group(3), line)
    return re.sub(r"\bnocapture ((?:(?:readnone|readonly|nonnull|noalias) )*)", r"\1captures(none) ", line)


def _normal(line: str) -> str:
    """A line with what only the spelling tells apart made the same:
    labels (``; <label>:5`` or ``5:``), padding before ``; preds`` and
    attribute group numbers (``#0``: LLVM 22 makes groups of its own)."""
    line = re.sub(r"^; <label>:([-\w.$]+)", r"\1:", line)
    line = re.sub(r"^([-\w.$]+):\s*(;.*)?$", lambda m: f"{m.group(1)}: {m.group(2) or ''}".rstrip(), line)
    line = re.sub(r"^attributes #\d+ = ", "attributes = ", line)
    return re.sub(r"\)( #\d+)", ")", re.sub(r"^(define .*) #\d+ \{$", r"\1 {", line)).rstrip()


def _after_target(text: str) -> list:
    lines = text.splitlines()
    return lines[next(i for i, line in enumerate(lines) if line.startswith("target triple")) + 1:]


_TYPE_LINE = re.compile(r'^(%[-\w.$]+|%"[^"]*") = type ')
#: Lines LLVM 22 adds or drops for an intrinsic it upgrades (llvm.lifetime.*: their
#: declarations, their own attribute group and its comment, a blank line between).
_UPGRADE_LINE = re.compile(r"llvm\.lifetime\.|^attributes = \{ nocallback |^; Function Attrs: nocallback|^$")


def _compare_module(ours: list, theirs: list, counts: dict, differ: list, label: str) -> None:
    """Count our module's lines that are llvm-dis 22's, and those LLVM 22
    changes (by reason); a line that differs any other way goes to ``differ``."""
    our_types = [line for line in ours if _TYPE_LINE.match(line)]
    their_types = [line for line in theirs if _TYPE_LINE.match(line)]
    rest_theirs = "\n".join(line for line in theirs if not _TYPE_LINE.match(line))
    for line in our_types:
        counts["compared"] += 1
        if line in their_types:
            counts["identical"] += 1
        elif _TYPE_LINE.match(line).group(1) + " " not in rest_theirs + " " and \
                _TYPE_LINE.match(line).group(1) + "," not in rest_theirs:
            # LLVM 22 finds no type behind an opaque pointer: a struct only pointed to is not defined
            counts["type only pointed to"] = counts.get("type only pointed to", 0) + 1
        else:
            differ.append((label, line, "(not among llvm-dis 22's types)"))
    for line in their_types:
        if line not in our_types:
            differ.append((label, "(not among our types)", line))
    a = [_normal(_spelled_as_llvm_22(line)) for line in ours if not _TYPE_LINE.match(line)]
    b = [_normal(line) for line in theirs if not _TYPE_LINE.match(line)]
    upgraded = any("@llvm.lifetime." in line for line in ours)
    if upgraded:
        # LLVM 22 declares the upgraded intrinsics last and numbers the attribute groups
        # again: ours must all be among its groups, in any order
        groups = {line for line in b if line.startswith("attributes = ")}
        for line in a:
            if line.startswith("attributes = "):
                counts["compared"] += 1
                if line in groups:
                    counts["identical"] += 1
                else:
                    differ.append((label, line, "(not among llvm-dis 22's attribute groups)"))
        a = [line for line in a if not line.startswith("attributes = ")]
        b = [line for line in b if not line.startswith("attributes = ")]
    for tag, a0, a1, b0, b1 in difflib.SequenceMatcher(None, a, b, autojunk=False).get_opcodes():
        counts["compared"] += a1 - a0
        if tag == "equal":
            counts["identical"] += a1 - a0
            continue
        pairs = list(zip(a[a0:a1], b[b0:b1])) if a1 - a0 == b1 - b0 else []
        for x, y in pairs:
            why = _llvm_22_change(x, y)
            if why is None:
                differ.append((label, x, y))
            else:
                counts[why] = counts.get(why, 0) + 1
        if not pairs:
            for line in a[a0:a1] + b[b0:b1]:
                if _UPGRADE_LINE.search(line) or upgraded and line.startswith("; Function Attrs: "):
                    counts["intrinsic upgraded"] = counts.get("intrinsic upgraded", 0) + (line in a[a0:a1])
                else:
                    differ.append((label, line, "(no counterpart)"))


@pytest.mark.slow
def test_every_corpus_module_prints_as_llvm_22_prints_it(tmp_path):
    """Each line of each corpus module after its ``target`` lines (pointers
    spelled ``ptr``, attributes as LLVM 22 spells them) is llvm-dis 22's
    line, except where LLVM 22 itself changes the module it reads
    (:func:`_llvm_22_change`, each counted): the struct types, globals,
    declarations, every function's lines, attribute groups, named metadata
    and every metadata node, in LLVM's numbering and order."""
    counts: dict = {"compared": 0, "identical": 0}
    differ: list = []
    for label, code in _corpus_programs():
        module, functions = read_functions(code)
        ours = module_text(module, functions, opaque=True)
        _compare_module(ours, _after_target(_llvm_dis(code, tmp_path)), counts, differ, label)
    print(f"lines compared with llvm-dis 22: {counts}")
    assert differ == [], differ[:5]
    assert counts["compared"] == CORPUS_LINES
    assert counts["compared"] - counts["identical"] == CORPUS_CHANGED_BY_LLVM_22


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


@pytest.mark.parametrize("value, kind, text, modern", [
    (1.0, "float", "1.000000e+00", "1.000000e+00"),
    (0.5, "double", "5.000000e-01", "5.000000e-01"),
    (-0.0, "float", "-0.000000e+00", "-0.000000e+00"),
    # seven significant digits read back: LLVM 3.7 prints them, LLVM 17 and later six or the hexadecimal
    (2.0 ** -10, "float", "9.765625e-04", "0x3F50000000000000"),
    (78.84375, "float", "7.884375e+01", "0x4053B60000000000"),  # as DXC 1.8.2502 printed it
    (0.1, "double", "1.000000e-01", "1.000000e-01"),
    (float.fromhex("0x1.99999ap-4"), "float", "0x3FB99999A0000000", "0x3FB99999A0000000"),  # 0.1f widened
    (float("inf"), "float", "0x7FF0000000000000", "0x7FF0000000000000"),
    (1.5, "half", "0xH3E00", "0xH3E00"),
])
def test_floats_are_spelled_as_llvm_spells_them(value, kind, text, modern):
    assert float_text(value, kind) == text
    assert float_text(value, kind, modern=True) == modern


def _rich_module() -> bytes:
    """A module with a named and an unnamed struct, two globals (one
    unnamed), a declaration with function attributes called by a defined
    function, and named metadata holding a string and a value."""
    w = StreamWriter()
    w.enter_block(8, 3)
    w.record(1, [1])
    w.enter_block(10, 4)                          # PARAMATTR_GROUP_BLOCK
    w.record(3, [1, 0xFFFFFFFF, 0, 18, 0, 20])    # group 1, the function: nounwind readnone
    w.record(3, [2, 1, 1, 41, 8, 3, *b"k", 0])    # group 2, parameter 1: dereferenceable(8) "k"
    w.end_block()
    w.enter_block(9, 4)                           # PARAMATTR_BLOCK: list 1
    w.record(2, [1, 2])
    w.end_block()
    w.enter_block(17, 4)
    w.record(1, [10])
    w.record(2, [])              # 0 void
    w.record(7, [32])            # 1 i32
    w.record(7, [1])             # 2 i1
    w.record(21, [0, 1, 1])      # 3 i32 (i32)
    w.record(8, [3, 0])          # 4 i32 (i32)*
    w.record(19, [*b"S"])
    w.record(20, [0, 1])         # 5 %S = { i32 }
    w.record(8, [5, 0])          # 6 %S*
    w.record(16, [])             # 7 metadata
    w.record(20, [0, 1])         # 8 an identified struct without a name
    w.record(8, [8, 0])          # 9 its pointer
    w.end_block()
    w.record(7, [6, 0, 0, 0, 3, 0])             # 0 @g: external global %S, align 4
    w.record(7, [9, 0, 0, 0, 0, 0])             # 1 an unnamed external global
    w.record(8, [4, 0, 1, 0, 1, 0, 0, 0])       # 2 @d: declared, attribute list 1
    w.record(8, [4, 0, 0, 0, 0, 0, 0, 0])       # 3 @f: defined
    w.enter_block(11, 4)
    w.record(1, [1])
    w.record(4, [_signed(1)])                   # 4 i32 1
    w.end_block()
    w.enter_block(15, 3)
    w.record(1, [*b"x"])                        # !"x"
    w.record(2, [1, 4])                         # i32 1
    w.record(3, [1, 2])                         # !{!"x", i32 1}
    w.record(4, [*b"llvm.ident"])
    w.record(10, [2])
    w.end_block()
    w.enter_block(14, 4)
    for vid, name in ((0, b"g"), (2, b"d"), (3, b"f")):
        w.record(1, [vid, *name])
    w.end_block()
    w.enter_block(12, 4)                        # @f(i32 %5): %6 = call @d(%5); ret %6
    w.record(1, [1])
    w.record(34, [1, 1 << 15, 3, 6 - 2, 6 - 5])    # with attribute list 1 too
    w.record(10, [7 - 6])
    w.end_block()
    w.end_block()
    return w.finish()


RICH_TEXT = [
    "",
    "%0 = type { i32 }",
    "%S = type { i32 }",
    "",
    "@g = external global %S, align 4",
    "@0 = external global %0",
    "",
    "; Function Attrs: nounwind readnone",
    'declare i32 @d(i32 dereferenceable(8) "k") #0',
    "",
    "define i32 @f(i32 %0) {",
    '  %2 = call i32 @d(i32 dereferenceable(8) "k" %0) #0',
    "  ret i32 %2",
    "}",
    "",
    "attributes #0 = { nounwind readnone }",
    "",
    "!llvm.ident = !{!0}",
    "",
    '!0 = !{!"x", i32 1}',
]


def test_a_synthetic_module_s_text():
    """Struct types in the type finder's order (the unnamed one numbered
    first), globals by name or number, the attributes of the function, its
    return value and parameters where LLVM prints each, attribute groups and metadata."""
    module, functions = read_functions(_rich_module())
    assert module_text(module, functions) == RICH_TEXT
    assert [a.kind for a in module.attributes(1, 0xFFFFFFFF)] == [18, 20]


def test_the_synthetic_module_is_llvm_s_syntax(tmp_path):
    """LLVM 22's assembler parses the module's text (pointers spelled ``ptr``;
    its attributes and metadata are made to be printed, not verified)."""
    module, functions = read_functions(_rich_module())
    path = tmp_path / "m.ll"
    path.write_text("\n".join(module_text(module, functions, opaque=True)) + "\n")
    proc = subprocess.run([llvm_tool("llvm-as"), "-disable-verify", str(path), "-o", str(tmp_path / "m.bc")],
                          capture_output=True, text=True)
    assert proc.returncode == 0, proc.stderr


def _nested_module(depth: int, self_referring: bool = False) -> bytes:
    """A global initialized by a constant of ``depth`` nested anonymous
    structs, each holding the one before twice ({i32, i32}, {{i32, i32},
    {i32, i32}}...): its text doubles with each level. With
    ``self_referring``, the global's constant holds itself."""
    w = StreamWriter()
    w.enter_block(8, 3)
    w.record(1, [1])
    w.enter_block(17, 4)
    w.record(1, [depth + 2])
    w.record(7, [32])                            # type 0: i32
    w.record(18, [0, 0, 0])                      # type 1: {i32, i32}
    for level in range(2, depth + 1):
        w.record(18, [0, level - 1, level - 1])  # type level: {level - 1, level - 1}
    w.record(8, [depth, 0])                      # type depth + 1: a pointer to the outermost
    w.end_block()
    w.record(7, [depth + 1, 1, depth + 2, 3, 0, 0])  # value 0: @g = internal constant <value depth + 1>
    w.enter_block(11, 4)
    w.record(1, [0])
    w.record(4, [_signed(7)])                    # value 1: i32 7
    for level in range(1, depth + 1):            # value level + 1: {value level, value level}
        w.record(1, [level])
        inner = level + 1 if self_referring and level == depth else level
        w.record(7, [inner, inner])
    w.end_block()
    w.end_block()
    return w.finish()


def test_the_text_of_nested_types_and_constants_stays_linear():
    """A type or constant whose text doubles with each level of nesting is
    cut at TEXT_LIMIT: 40 levels (a text of 2^40 parts in full) and 2,000
    levels print in about the same length; three levels print whole."""
    module, functions = read_functions(_nested_module(3))
    assert module_text(module, functions)[1] == (
        "@0 = internal constant { { { i32, i32 }, { i32, i32 } }, { { i32, i32 }, { i32, i32 } } } "
        "{ { { i32, i32 }, { i32, i32 } } { { i32, i32 } { i32 7, i32 7 }, { i32, i32 } { i32 7, i32 7 } }, "
        "{ { i32, i32 }, { i32, i32 } } { { i32, i32 } { i32 7, i32 7 }, { i32, i32 } { i32 7, i32 7 } } }")
    for depth in (40, 2000):
        module, functions = read_functions(_nested_module(depth))
        text = module_text(module, functions)
        assert sum(map(len, text)) < 3 * TEXT_LIMIT and text[1].endswith("<...>")


def test_a_constant_made_of_itself_prints():
    module, functions = read_functions(_nested_module(3, self_referring=True))
    assert module_text(module, functions)[1].endswith("<...>, { { { i32, i32 }, { i32, i32 } }, "
                                                      "{ { i32, i32 }, { i32, i32 } } } <...> }")


def test_metadata_operands_print_as_llvm_3_7_prints_them():
    """A call's metadata operands: the function's own value as metadata
    (``metadata i32 %0``), a module node by its slot, which LLVM numbers
    for the operands of intrinsics (``llvm.*``) alone, and a string inline."""
    module, functions = read_functions(_module_with_debug_call())
    text = module_text(module, functions)
    assert "  call void @llvm.dbg.value(metadata i32 %0, i64 0, metadata !0, metadata !\"x\")" in text
    assert text[-1] == '!0 = !{!"x"}'
    module, functions = read_functions(_module_with_debug_call(callee=b"not.an.intrinsic"))
    text = module_text(module, functions)
    assert "  call void @not.an.intrinsic(metadata i32 %0, i64 0, metadata <badref>, metadata !\"x\")" in text
