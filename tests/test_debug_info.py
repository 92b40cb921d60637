"""Debug information of DXIL programs (DXC -Zi; dxfuzz.bitcode.debug_info): a
synthetic module holding every debug-information record of LLVM 3.7 prints as
LLVM 3.7's writer prints it, with DXC's ``; line:`` and ``; var:`` comments;
LLVM 22 reads its fields as dxfuzz does; malformed records are refused. No
shared data needed: the corpus holds no program with debug information."""
from __future__ import annotations

import re
import struct
import subprocess
from collections import Counter

import pytest

import dxfuzz
from dxfuzz.asm.dxil_ir import module_text
from dxfuzz.asm.dxil_ops import dxc_comment
from dxfuzz.bitcode import debug_info, read_functions
from dxfuzz.bitcode.writer import StreamWriter
from dxfuzz.errors import ParseError

from conftest import llvm_tool, run_cli

_MASK32 = 0xFFFFFFFF


def _rotated(value: int) -> int:
    """A signed field of debug information as LLVM 3.7 writes it (rotateSign)."""
    return ~(value << 1) & ((1 << 64) - 1) if value < 0 else value << 1


#: The debug information of ``float @main(float)`` (metadata ids 0-17): a
#: compile unit, its file, a subprogram and its type, a lexical block, a local
#: variable, an expression and a location.
DEBUG_RECORDS = [
    (1, list(b"t.hlsl")),                                   # 0
    (1, list(b"dxc")),                                      # 1
    (1, list(b"main")),                                     # 2
    (1, list(b"float")),                                    # 3
    (1, list(b"x")),                                        # 4
    (16, [0, 1, 0]),                                        # 5 DIFile, no directory
    (3, []),                                                # 6 !{}
    (15, [0, 0x24, 4, 32, 32, 4]),                          # 7 DIBasicType float
    (3, [8, 8]),                                            # 8 !{float, float}
    (19, [0, 0, 9]),                                        # 9 DISubroutineType
    (21, [0, 6, 3, 0, 6, 3, 10, 0, 1, 3, 0, 0, 0, 256, 0, 12, 0, 0, 0]),  # 10 DISubprogram of @main
    (2, [7, 1]),                                            # 11 @main as metadata
    (3, [11]),                                              # 12 !{the subprogram}
    (20, [1, 4, 6, 2, 0, 0, 0, 0, 1, 7, 0, 13, 0, 0]),      # 13 DICompileUnit
    (22, [1, 11, 6, 4, 7]),                                 # 14 DILexicalBlock in the subprogram
    (28, [0, 0x100, 15, 5, 6, 4, 8, 0, 0]),                 # 15 DILocalVariable x, in the block
    (29, [0, 0x9D, 0, 16]),                                 # 16 DIExpression(DW_OP_bit_piece, 0, 16)
    (7, [0, 5, 9, 10, 0]),                                  # 17 DILocation 5:9 (its scope's id as it is)
]

#: One record of each other class, and the cases of each printing rule (ids 18-44).
OTHER_RECORDS = [
    (1, list(b"T")),                                        # 18
    (1, list(b"ns")),                                       # 19
    (1, list(b"E")),                                        # 20
    (1, list(b"\x01?g@@3MA")),                              # 21
    (1, list(b"g")),                                        # 22
    (1, list(b"h")),                                        # 23
    (13, [0, 4, _rotated(-1)]),                             # 24 DISubrange
    (14, [0, _rotated(-2), 21]),                            # 25 DIEnumerator
    (3, [26]),                                              # 26 !{the enumerator}
    (18, [0, 0x04, 19, 6, 2, 6, 0, 32, 32, 0, 0, 27, 0, 0, 0, 0]),  # 27 DICompositeType
    (17, [0, 0x0D, 19, 6, 7, 28, 8, 32, 32, 64, 3 | 256, 0]),       # 28 DIDerivedType
    (24, [0, 14, 6, 20, 9]),                                # 29 DINamespace
    (25, [0, 19, 8]),                                       # 30 DITemplateTypeParameter
    (26, [0, 0x30, 19, 8, 33]),                             # 31 DITemplateValueParameter
    (2, [8, 3]),                                            # 32 i32 2
    (27, [0, 14, 23, 22, 6, 11, 8, 1, 1, 0, 0]),            # 33 DIGlobalVariable
    (23, [0, 15, 6, 0]),                                    # 34 DILexicalBlockFile
    (31, [0, 0x3A, 14, 30, 12, 0]),                         # 35 DIImportedEntity
    (12, [0, 0x34, 0, 24, 0, 8]),                           # 36 GenericDINode
    (32, [0, 14, 20, 0, 0, 0]),                             # 37 DIModule
    (30, [0, 19, 6, 13, 0, 0, 5, 8]),                       # 38 DIObjCProperty
    (28, [0, 0x101, 11, 5, 6, 3, 8, 1, 64]),                # 39 DILocalVariable, an argument
    (29, [1, 0x06, 0x22, 8]),                               # 40 DIExpression, distinct
    (29, [0, 0x10, 5]),                                     # 41 DIExpression LLVM 3.7 does not take
    (7, [0, 8, 70000, 14, 18]),                             # 42 DILocation: no column fits; inlined at 17
    (15, [0, 0x3B, 24, 0, 0, 0]),                           # 43 DIBasicType, not a base type
    (19, [0, 1 << 20, 0]),                                  # 44 DISubroutineType: a flag 3.7 does not name
]
OTHER_NAMED = [i for i in range(24, 45) if i != 32]


def debug_module(other=(), named=(), call=(15, 16), callee=b"llvm.dbg.value", records=None,
                 scope: int = 11) -> bytes:
    """``float @main(float %0) { %2 = fmul %0, %0; call llvm.dbg.value(%0,
    0, var, expr); ret %2 }`` with :data:`DEBUG_RECORDS` (or ``records``)
    and ``other``, ``!llvm.dbg.cu``, ``!llvm.module.flags`` (debug info
    version 3) and ``!extra`` (``named``). The multiply is at 5:9 in the
    subprogram, the call at the same place (DEBUG_LOC_AGAIN), the return at
    line 0 in the lexical block; ``call`` gives the call's variable and
    expression metadata ids and ``scope`` the multiply's location's scope
    (its metadata id + 1)."""
    records = DEBUG_RECORDS if records is None else records
    w = StreamWriter()
    w.enter_block(8, 3)
    w.record(1, [1])
    w.enter_block(17, 4)
    w.record(1, [9])
    w.record(2, [])                     # 0 void
    w.record(3, [])                     # 1 float
    w.record(7, [64])                   # 2 i64
    w.record(16, [])                    # 3 metadata
    w.record(21, [0, 0, 3, 2, 3, 3])    # 4 void (metadata, i64, metadata, metadata)
    w.record(21, [0, 1, 1])             # 5 float (float)
    w.record(8, [4, 0])                 # 6
    w.record(8, [5, 0])                 # 7 float (float)*
    w.record(7, [32])                   # 8 i32
    w.end_block()
    w.record(8, [4, 0, 1, 0, 0, 0, 0, 0])   # value 0: the intrinsic, declared
    w.record(8, [5, 0, 0, 0, 0, 0, 0, 0])   # value 1: @main
    w.enter_block(11, 4)
    w.record(1, [2])
    w.record(4, [0])                         # value 2: i64 0
    w.record(1, [8])
    w.record(4, [4])                         # value 3: i32 2
    w.record(4, [6])                         # value 4: i32 3
    w.end_block()
    w.enter_block(15, 3)
    for code, ops in list(records) + list(other):
        w.record(code, ops)
    base = len(records) + len(other)
    w.record(1, list(b"Debug Info Version"))
    w.record(2, [8, 3])
    w.record(2, [8, 4])
    w.record(3, [base + 2, base + 1, base + 3])
    w.record(4, list(b"llvm.dbg.cu"))
    w.record(10, [13])
    w.record(4, list(b"llvm.module.flags"))
    w.record(10, [base + 3])
    if named:
        w.record(4, list(b"extra"))
        w.record(10, list(named))
    w.end_block()
    w.enter_block(14, 4)
    w.record(1, [0, *callee])
    w.record(1, [1, *b"main"])
    w.end_block()
    local = base + 4                        # the function's own metadata: float %0
    w.enter_block(12, 4)                    # %0 is value 5, the multiply value 6
    w.record(1, [1])
    w.enter_block(15, 3)
    w.record(2, [1, 5])
    w.end_block()
    w.record(2, [1, 1, 2])
    w.record(35, [5, 9, scope, 0])
    w.record(34, [0, 1 << 15, 4, 7, (7 - local) & _MASK32, 5, (7 - call[0]) & _MASK32, (7 - call[1]) & _MASK32])
    w.record(33, [])
    w.record(10, [1])
    w.record(35, [0, 0, 15, 0])
    w.end_block()
    w.end_block()
    return w.finish()


def _text(data: bytes, annotate=None) -> list:
    module, functions = read_functions(data)
    return module_text(module, functions, annotate=annotate)


#: What the module of every record prints after its declarations and named
#: metadata, rule by rule from LLVM 3.7's writer (AsmWriter's writeDI*).
EVERY_RECORD_TEXT = """\
!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus, file: !1, producer: "dxc", isOptimized: false, \
runtimeVersion: 0, emissionKind: 1, enums: !2, subprograms: !3)
!1 = !DIFile(filename: "t.hlsl", directory: "")
!2 = !{}
!3 = !{!4}
!4 = !DISubprogram(name: "main", scope: !1, file: !1, line: 3, type: !5, isLocal: false, isDefinition: true, \
scopeLine: 3, flags: DIFlagPrototyped, isOptimized: false, function: float (float)* @main)
!5 = !DISubroutineType(types: !6)
!6 = !{!7, !7}
!7 = !DIBasicType(name: "float", size: 32, align: 32, encoding: DW_ATE_float)
!8 = !{i32 2, !"Debug Info Version", i32 3}
!9 = !DISubrange(count: 4, lowerBound: -1)
!10 = !DIEnumerator(name: "E", value: -2)
!11 = !{!10}
!12 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "T", scope: !1, file: !1, line: 2, size: 32, \
align: 32, elements: !11)
!13 = !DIDerivedType(tag: DW_TAG_member, name: "T", scope: !12, file: !1, line: 7, baseType: !7, size: 32, \
align: 32, offset: 64, flags: DIFlagPublic | DIFlagPrototyped)
!14 = !DINamespace(name: "ns", scope: !0, file: !1, line: 9)
!15 = !DITemplateTypeParameter(name: "T", type: !7)
!16 = !DITemplateValueParameter(name: "T", type: !7, value: i32 2)
!17 = !DIGlobalVariable(name: "g", linkageName: "\\01?g@@3MA", scope: !0, file: !1, line: 11, type: !7, \
isLocal: true, isDefinition: true)
!18 = !DILexicalBlockFile(scope: !19, file: !1, discriminator: 0)
!19 = distinct !DILexicalBlock(scope: !4, file: !1, line: 4, column: 7)
!20 = !DIImportedEntity(tag: DW_TAG_imported_module, scope: !0, entity: !14, line: 12)
!21 = !GenericDINode(tag: DW_TAG_variable, header: "h", operands: {null, !7})
!22 = !DIModule(scope: !0, name: "ns")
!23 = !DIObjCProperty(name: "T", file: !1, line: 13, attributes: 5, type: !7)
!24 = !DILocalVariable(tag: DW_TAG_arg_variable, name: "x", arg: 1, scope: !4, file: !1, line: 3, type: !7, \
flags: DIFlagArtificial)
!25 = distinct !DIExpression(DW_OP_deref, DW_OP_plus, 8)
!26 = !DIExpression(16, 5)
!27 = !DILocation(line: 8, scope: !19, inlinedAt: !28)
!28 = !DILocation(line: 5, column: 9, scope: !4)
!29 = !DIBasicType(tag: DW_TAG_unspecified_type, name: "h")
!30 = !DISubroutineType(flags: 1048576, types: null)
!31 = !DILocalVariable(tag: DW_TAG_auto_variable, name: "x", scope: !19, file: !1, line: 4, type: !7)
!32 = !DIExpression(DW_OP_bit_piece, 0, 16)
!33 = !DILocation(line: 0, scope: !19)""".splitlines()


def test_every_debug_information_record_prints_as_llvm_3_7_prints_it():
    """Each class's fields in its writer's order, left out where it leaves
    them out (zero, empty, null; the implied tags), kept where it keeps them
    (a location's line, a file's directory, a variable's argument beside
    ``DW_TAG_arg_variable``); signed fields in debug information's own
    rotation; a column past 16 bits as none; flags by name then the bits
    left; an expression 3.7 does not take as numbers. Slots come as LLVM's
    slot tracker gives them: the named metadata's nodes depth first in each
    node's operand order (a subprogram's file before its scope and type),
    then each instruction's intrinsic operands and its location."""
    text = _text(debug_module(OTHER_RECORDS, OTHER_NAMED))
    assert text[text.index("!llvm.dbg.cu = !{!0}"):text.index("!0 = " + EVERY_RECORD_TEXT[0][5:])] == [
        "!llvm.dbg.cu = !{!0}", "!llvm.module.flags = !{!8}",
        "!extra = !{!9, !10, !11, !12, !13, !14, !15, !16, !17, !18, !20, !21, !22, !23, !24, !25, !26, !27, "
        "!29, !30}", ""]
    assert text[-len(EVERY_RECORD_TEXT):] == EVERY_RECORD_TEXT


def test_instructions_name_their_locations_and_dxc_comments_on_them():
    """``!dbg`` comes first among an instruction's attachments; the location
    of a DEBUG_LOC is the module's location of the same fields (one node,
    as LLVM makes it); DEBUG_LOC_AGAIN repeats the last one. DXC writes the
    line and column after an instruction on a line other than 0, and after
    a call of llvm.dbg.value the variable, its expression and the function
    its scope is in (here through a lexical block)."""
    body = _text(debug_module(), dxc_comment)
    start = body.index("define float @main(float %0) {")
    assert body[start:start + 5] == [
        "define float @main(float %0) {",
        "  %2 = fmul float %0, %0, !dbg !9 ; line:5 col:9",
        "  call void @llvm.dbg.value(metadata float %0, i64 0, metadata !10, metadata !12), !dbg !9"
        ' ; var:"x" !DIExpression(DW_OP_bit_piece, 0, 16) func:"main"',
        "  ret float %2, !dbg !13",
        "}"]
    assert body[-5:] == ["!9 = !DILocation(line: 5, column: 9, scope: !4)",
                         '!10 = !DILocalVariable(tag: DW_TAG_auto_variable, name: "x", scope: !11, file: !1, '
                         'line: 4, type: !7)',
                         "!11 = distinct !DILexicalBlock(scope: !4, file: !1, line: 4, column: 7)",
                         "!12 = !DIExpression(DW_OP_bit_piece, 0, 16)",
                         "!13 = !DILocation(line: 0, scope: !11)"]
    # named, the block's location is the multiply's; made distinct, it is not: the DEBUG_LOC's is a node of its own
    text = _text(debug_module(named=[17]))
    assert "!extra = !{!9}" in text and "  %2 = fmul float %0, %0, !dbg !9" in text
    records = list(DEBUG_RECORDS)
    records[17] = (7, [1, 5, 9, 10, 0])
    text = _text(debug_module(records=records, named=[17]))
    assert "!extra = !{!9}" in text and "  %2 = fmul float %0, %0, !dbg !10" in text
    assert text[-6:-4] == ["!9 = distinct !DILocation(line: 5, column: 9, scope: !4)",
                           "!10 = !DILocation(line: 5, column: 9, scope: !4)"]
    # no comment where DXC writes none: a variable that is not one, a callee that is no debug intrinsic
    wrong = _text(debug_module(call=(16, 16)), dxc_comment)
    assert "metadata !10, metadata !10), !dbg !9" in "\n".join(wrong) and not any("var:" in t for t in wrong)
    other = _text(debug_module(callee=b"llvm.dbg.valuex"), dxc_comment)
    assert not any("var:" in t for t in other)


def test_dis_prints_a_containers_debug_module(tmp_path, capsys):
    """A container whose ILDB part holds the module: ``dxfuzz dis`` prints
    its debug information, as DXC lists the ILDB module when there is one."""
    code = debug_module()
    code += b"\0" * (-len(code) % 4)
    part = struct.pack("<6I", 0x60, (24 + len(code)) // 4, 0x4C495844, 0x100, 16, len(code)) + code
    path = tmp_path / "debug.dxbc"
    path.write_bytes(dxfuzz.build([dxfuzz.Part("ILDB", part)]))
    status, out, err = run_cli(capsys, "dis", path)
    assert status == 0, err
    lines = out.splitlines()
    assert lines[lines.index("define float @main(float %0) {") + 2].endswith(
        '; var:"x" !DIExpression(DW_OP_bit_piece, 0, 16) func:"main"')
    assert lines[-1] == "!13 = !DILocation(line: 0, scope: !11)"


#: Classes LLVM 22 prints as 3.7 does, up to what it changed in old modules.
_SAME_IN_22 = {"DILocation", "DIFile", "DIBasicType", "DISubroutineType", "DILexicalBlock", "DILexicalBlockFile",
               "DISubrange", "DIEnumerator", "DIDerivedType", "DICompositeType", "DITemplateTypeParameter",
               "DITemplateValueParameter", "GenericDINode", "DIObjCProperty", "DIModule", "DINamespace",
               "DIImportedEntity", "DILocalVariable"}
_NODE = re.compile(r"^!(\d+) = (?:distinct )?!(\w*)")


def _canonical(lines: list) -> Counter:
    """Each node line of a module's text, its references to nodes replaced
    by the class of the node (``!DISubprogram``, ``!tuple``)."""
    classes = {}
    for line in lines:
        m = _NODE.match(line)
        if m:
            classes[m.group(1)] = m.group(2) or "tuple"
    out: Counter = Counter()
    for line in lines:
        m = _NODE.match(line)
        if m and m.group(2):
            out[re.sub(r"!(\d+)\b", lambda r: "!" + classes.get(r.group(1), "?"), line.split(" = ", 1)[1])] += 1
    return out


def _as_llvm_22(line: str) -> str:
    """A node of ours as LLVM 22 reads it from 3.7's records: local
    variables lose their tag, namespaces their file and line, an imported
    entity without a file its line; 3.7's unnamed flag bit 20 is DIFlagNoReturn."""
    line = re.sub(r"tag: DW_TAG_(auto|arg)_variable, ", "", line)
    if line.startswith("!DINamespace("):
        line = re.sub(r", (file: !\w+|line: \d+)", "", line)
    if line.startswith("!DIImportedEntity("):
        line = re.sub(r", line: \d+", "", line)
    return line.replace("flags: 1048576", "flags: DIFlagNoReturn")


def test_llvm_22_reads_the_fields_as_dxfuzz_does(tmp_path):
    """llvm-dis 22 reads the same bitcode (it upgrades 3.7's debug
    information): every node of the classes it prints as 3.7 does, its
    references as the classes they name, is one of ours, up to the changes
    LLVM made since, rule by rule. The classes whose syntax changed
    (compile unit, subprogram, global variable, expression) are counted as
    not compared."""
    data = debug_module(OTHER_RECORDS, OTHER_NAMED)
    path = tmp_path / "debug.bc"
    path.write_bytes(data)
    proc = subprocess.run([llvm_tool("llvm-dis"), str(path), "-o", "-"], capture_output=True, text=True)
    assert proc.returncode == 0 and "ignoring" not in proc.stderr, proc.stderr
    ours, theirs = _canonical(_text(data)), _canonical(proc.stdout.splitlines())
    compared = Counter({_as_llvm_22(k): n for k, n in ours.items() if k[1:k.index("(")] in _SAME_IN_22})
    skipped = sum(n for k, n in ours.items() if k[1:k.index("(")] not in _SAME_IN_22)
    assert compared == Counter({k: n for k, n in theirs.items() if k[1:k.index("(")] in _SAME_IN_22})
    assert (sum(compared.values()), skipped) == (22, 7)


@pytest.mark.parametrize("index, record, message", [
    (17, (7, [0, 5, 9, 10]), "DILocation record of 4 fields, not 5"),
    (10, (21, [0] * 18), "DISubprogram record of 18 fields, not 19"),
    (13, (20, [1] + [0] * 15), "DICompileUnit record of 16 fields, not 14 or 15"),
    (16, (12, [0, 0x34, 1, 0]), "GenericDINode record of tag 52 and version 1"),
    (16, (12, [0, 0x34, 0]), "GenericDINode record of 3 fields, fewer than 4"),
    (16, (29, []), "DIExpression record of 0 fields, fewer than 1"),
    (5, (16, [0, 7, 0]), "metadata 5's filename is metadata 6, which is not a string"),
    (5, (16, [0, 1, 99]), "metadata 5's directory is metadata 98, which is not a string"),
    (14, (22, [1, 11, 99, 4, 7]), "metadata 14 refers to metadata 98, which is never defined"),
    (17, (7, [0, 5, 9, 99, 0]), "metadata 17 refers to metadata 99, which is never defined"),
])
def test_records_llvm_3_7_refuses_are_refused(index, record, message):
    records = list(DEBUG_RECORDS)
    records[index] = record
    with pytest.raises(ParseError, match=re.escape(message)):
        read_functions(debug_module(records=records))


def test_a_location_must_name_a_node():
    """A DEBUG_LOC's scope is a node of the module (LLVM casts it to one):
    a string, or an id past the metadata, is refused."""
    data = debug_module()
    assert read_functions(data)[1][0].blocks[0][0].loc == (5, 9, 10, None)
    for scope, what in ((5, 4), (99, 98)):
        with pytest.raises(ParseError, match=f"debug location names metadata {what}, which is not one of the"):
            read_functions(debug_module(scope=scope))


def test_scopes_that_go_round_end():
    """A lexical block whose scope is itself, or another block of the same
    cycle: DXC's comment finds no function for the variable, and no walk
    goes on for ever."""
    records = list(DEBUG_RECORDS)
    records[14] = (22, [1, 15, 6, 4, 7])
    body = _text(debug_module(records=records), dxc_comment)
    assert any(line.endswith('; var:"x" !DIExpression(DW_OP_bit_piece, 0, 16)') for line in body)
    memo: dict = {}
    md = [None, None]
    assert debug_info.subprogram(md, 0, memo) is None and memo == {0: None}


@pytest.mark.parametrize("flags, text", [(0, ""), (1, "DIFlagPrivate"), (3 | 4, "DIFlagPublic | DIFlagFwdDecl"),
                                         (1 << 14 | 1 << 15, "DIFlagRValueReference | 32768"),
                                         (1 << 16, "65536")])
def test_flags_as_llvm_3_7_prints_them(flags, text):
    assert debug_info.flags_text(flags) == text


@pytest.mark.parametrize("elements, text", [
    ([], ""), ([0x06], "DW_OP_deref"), ([0x22, 4, 0x06], "DW_OP_plus, 4, DW_OP_deref"),
    ([0x9D, 0, 32], "DW_OP_bit_piece, 0, 32"), ([0x9D, 0, 32, 0x06], "157, 0, 32, 6"),
    ([0x22], "34"), ([0x23, 4], "35, 4")])
def test_expressions_as_llvm_3_7_prints_them(elements, text):
    """Only plus, deref and a bit piece at the end are operations to 3.7:
    anything else prints as the numbers."""
    assert debug_info.expression_text(elements) == text


def test_damaged_debug_information_is_refused_or_printed():
    """Bit flips anywhere in the module of every record: each variant is
    printed (with DXC's comments) or refused with ParseError, nothing else,
    and some of each (the flips reach the records and the printer alike)."""
    import random
    base = debug_module(OTHER_RECORDS, OTHER_NAMED)
    rnd = random.Random(34)
    outcomes: Counter = Counter()
    for _ in range(300):
        data = bytearray(base)
        for _ in range(rnd.randint(1, 3)):
            data[rnd.randrange(len(data))] ^= 1 << rnd.randrange(8)
        try:
            _text(bytes(data), dxc_comment)
            outcomes["printed"] += 1
        except ParseError:
            outcomes["refused"] += 1
    assert outcomes["printed"] >= 30 and outcomes["refused"] >= 30, outcomes
