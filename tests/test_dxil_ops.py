"""DXC's comments on dx.op calls (dxfuzz.asm.dxil_ops): the operation tables, the
resource an AnnotateHandle describes, a synthetic module's comments (no shared data
needed) and every dx.op call of the corpus."""
from __future__ import annotations

import pytest

from dxfuzz.asm.dxil_ir import module_text
from dxfuzz.asm.dxil_ops import (CORE_OPS, current_comment, dxc_comment, operation, resource_text)
from dxfuzz.bitcode import read_functions
from dxfuzz.bitcode.writer import StreamWriter

from test_dxil_function import _corpus_programs, _dx_op_calls, _signed


def test_operations_by_opcode():
    assert operation(57) == ("CreateHandle", "resourceClass,rangeId,index,nonUniformIndex")
    assert operation(5) == ("StoreOutput", "outputSigId,rowIndex,colIndex,value")
    assert operation(93) == ("ThreadId", "component")
    assert operation(216) == ("AnnotateHandle", "res,props")
    assert operation(0x80000000) == ("ExperimentalNop", "")  # the experimental table, 0x8000 << 16
    assert operation(len(CORE_OPS)) is None and operation(0x7FFF0000) is None and operation(0xFFFFFFFF) is None


@pytest.mark.parametrize("words, text", [
    ((13, 0), "CBuffer"),
    ((15, 0), "TBuffer"),
    ((14, 0), "SamplerState"),
    ((14 | 1 << 15, 0), "SamplerComparisonState"),
    ((2, 9 | 4 << 8), "Texture2D<4xF32>"),
    ((2 | 1 << 12 | 1 << 14, 5 | 1 << 8), "globallycoherent RWTexture2D<U32>"),
    ((10 | 1 << 12 | 1 << 13, 9), "ROVTypedBuffer<F32>"),
    ((11 | 1 << 12, 0), "RWByteAddressBuffer"),
    ((12 | 1 << 12 | 1 << 15, 16), "RWStructuredBuffer<stride=16, counter>"),
    ((12 | 1 << 15, 16), "StructuredBuffer<stride=16>"),  # the counter bit counts for a UAV only
    ((16, 0), "RTAccelerationStructure"),
    ((17, 0), "FeedbackTexture2D<MinMip>"),
    ((18, 1), "FeedbackTexture2DArray<MipRegionUsed>"),
    ((2, 99), "Texture2D<<invalid CompType>>"),
    ((0, 0), "<invalid resource properties>"),
])
def test_the_resource_annotate_handle_describes(words, text):
    assert resource_text(*words) == text


def test_older_dxc_spellings_of_parameters_read_as_today_s():
    assert current_comment("  ; StoreOutput(outputtSigId,rowIndex,colIndex,value)") == \
        "  ; StoreOutput(outputSigId,rowIndex,colIndex,value)"
    assert current_comment("  ; Bfi(width,offset,value,replaceCount)") == "  ; Bfi(width,offset,value,replacedValue)"
    for comment in ("  ; StoreOutput(outputSigId,x)", "  ; LoadInput(outputtSigId,rowIndex,colIndex,value)"):
        assert current_comment(comment) == comment  # only an operation's own older spelling


def _module_with_dx_op() -> bytes:
    """``void main()`` calling ``i32 @dx.op.threadId.i32(i32 93, i32 0)``,
    ``@dx.op.threadId.i32(i32 7000, i32 0)`` (no such opcode) and
    ``@dx.op.threadId.i32(i32 %1, i32 0)`` (not a constant)."""
    w = StreamWriter()
    w.enter_block(8, 3)
    w.record(1, [1])
    w.enter_block(17, 4)
    w.record(1, [6])
    w.record(2, [])              # 0 void
    w.record(7, [32])            # 1 i32
    w.record(21, [0, 1, 1, 1])   # 2 i32 (i32, i32)
    w.record(8, [2, 0])          # 3 its pointer
    w.record(21, [0, 0])         # 4 void ()
    w.record(8, [4, 0])          # 5 its pointer
    w.end_block()
    w.record(8, [3, 0, 1, 0, 0, 0, 0, 0])       # 0 the declaration
    w.record(8, [5, 0, 0, 0, 0, 0, 0, 0])       # 1 main
    w.enter_block(11, 4)
    w.record(1, [1])
    for value in (93, 0, 7000):                 # 2, 3, 4
        w.record(4, [_signed(value)])
    w.end_block()
    w.enter_block(14, 4)
    w.record(1, [0, *b"dx.op.threadId.i32"])
    w.record(1, [1, *b"main"])
    w.end_block()
    w.enter_block(12, 4)                        # main's values start at 5
    w.record(1, [1])
    w.record(34, [0, 1 << 15, 2, 5 - 0, 5 - 2, 5 - 3])   # %5 = call(93, 0)
    w.record(34, [0, 1 << 15, 2, 6 - 0, 6 - 4, 6 - 3])   # %6 = call(7000, 0)
    w.record(34, [0, 1 << 15, 2, 7 - 0, 7 - 5, 7 - 3])   # %7 = call(%5, 0)
    w.record(10, [])
    w.end_block()
    w.end_block()
    return w.finish()


def test_a_synthetic_module_s_comments():
    module, functions = read_functions(_module_with_dx_op())
    lines = module_text(module, functions, annotate=dxc_comment)
    body = lines[lines.index("define void @main() {") + 1:lines.index("}")]
    assert body == [
        "  %1 = call i32 @dx.op.threadId.i32(i32 93, i32 0)  ; ThreadId(component)",
        "  %2 = call i32 @dx.op.threadId.i32(i32 7000, i32 0)  ; invalid DXIL opcode #7000",
        "  %3 = call i32 @dx.op.threadId.i32(i32 %1, i32 0)",
        "  ret void",
    ]


def test_every_dx_op_call_of_the_corpus_has_its_comment():
    """Each call of a dx.op function whose opcode is a constant ends with
    that operation's comment; each AnnotateHandle names a resource."""
    calls = comments = annotated = 0
    for _, code in _corpus_programs():
        module, functions = read_functions(code)
        lines = module_text(module, functions, annotate=dxc_comment)
        ops = [value for _, value in _dx_op_calls(module, functions)]
        calls += len(ops)
        noted = [line for line in lines if line.startswith("  ") and ("@dx.op." in line or '@"dx.op.' in line)
                 and "  ; " in line]
        comments += len(noted)
        for value, line in zip(ops, noted):
            name, params = operation(value)
            assert line.split("  ; ", 1)[1].startswith(f"{name}({params})"), line
            if value == 216:
                assert "  resource: " in line and "<invalid" not in line
                annotated += 1
    print(f"{calls} dx.op calls, {comments} commented, {annotated} AnnotateHandle resources")
    assert calls == comments == 20_550 and annotated > 500
