"""The function bodies of DXIL bitcode (dxfuzz.bitcode.function): every corpus
program's functions decode with each operand of the type its instruction takes,
and each instruction written again is its record; DXIL's own rule on dx.op calls
holds; synthetic bodies for each numbering and refusal rule, which need no
shared data."""
from __future__ import annotations

import functools
import os
import re
import subprocess
from collections import Counter

import pytest

import dxfuzz
from dxfuzz import bitcode
from dxfuzz.bitcode import decode_functions, read, read_functions
from dxfuzz.bitcode.function import INSTRUCTION_NAMES, record_encoder
from dxfuzz.bitcode.model import Block
from dxfuzz.bitcode.module import decode_module, unrotate
from dxfuzz.bitcode.writer import StreamWriter, encode
from dxfuzz.errors import ParseError

from conftest import corpus_files, llvm_tool

#: The corpus's DXIL, ILDB and STAT programs and the instructions their
#: functions hold (measured by the test below).
CORPUS_PROGRAMS, CORPUS_INSTRUCTIONS = 613, 53_738


@functools.lru_cache(maxsize=None)
def _corpus_programs():
    out = []
    for name, data in corpus_files():
        for where, code in bitcode.programs(dxfuzz.parse(data, lazy=True)):
            out.append((f"{name}:{where}", code))
    return out


def _dx_op_calls(module, functions):
    """``(callee name, its first argument's value)`` of every call of a
    ``dx.op.*`` function (None where that argument is not a constant)."""
    for f in functions:
        for ins in f.instructions:
            if ins.name != "call":
                continue
            callee = module.values[ins.operands[0]] if ins.operands[0] < len(module.values) else None
            if callee is None or not (callee.name or "").startswith("dx.op."):
                continue
            first = ins.operands[1] if len(ins.operands) > 1 else None
            value = None
            if first is not None:  # a module constant, or one of the function's own
                const = f.value_of(module, first)
                if const is not None and const.kind == "integer":
                    value = const.value
            yield callee.name, value


@pytest.mark.slow
def test_every_corpus_program_s_functions_decode():
    """Every function body of the corpus decodes: each operand has the type
    its instruction takes (a call's arguments its callee's parameters, a
    store's value its pointer's element...), each branch goes to a declared
    block, each block ends in a terminator, each forward reference is
    defined with the type it was given. And DXIL's rule holds: every call
    of a ``dx.op`` function passes its opcode as a constant i32 first."""
    programs = _corpus_programs()
    names: Counter = Counter()
    opcodes = 0
    for label, code in programs:
        module, functions = read_functions(code)
        for f in functions:
            for ins in f.instructions:
                names[ins.name] += 1
        for callee, opcode in _dx_op_calls(module, functions):
            assert opcode is not None, (label, callee)
            opcodes += 1
    assert len(programs) == CORPUS_PROGRAMS
    assert sum(names.values()) == CORPUS_INSTRUCTIONS
    assert opcodes > 15_000 and names["call"] > opcodes - 1
    assert {"phi", "br", "fcmp", "icmp", "getelementptr", "load", "store", "alloca", "atomicrmw",
            "extractvalue", "select", "bitcast"} <= set(names)


@pytest.mark.slow
def test_every_corpus_instruction_is_written_back_as_its_record():
    """The self-check that the decode keeps everything a record says: each
    instruction of the corpus, written again from what was decoded (LLVM
    3.7's writer's rules: relative ids, a forward reference's type beside
    it, signed phi operands), is its record's operands exactly."""
    written, differ = 0, []
    for label, code in _corpus_programs():
        stream = read(code)
        module = decode_module(stream)
        bodies = [b for b in next(b for b in stream.blocks if isinstance(b, Block) and b.block_id == 8).children
                  if isinstance(b, Block) and b.block_id == 12]
        for f, body in zip(decode_functions(stream, module), bodies):
            ops = record_encoder(module, f)
            records = [r for r in body.records if r.code in INSTRUCTION_NAMES]
            assert len(records) == len(f.instructions)
            for ins, rec in zip(f.instructions, records):
                written += 1
                if ops(ins) != list(rec.ops):
                    differ.append((label, ins, rec.ops))
    assert differ == []
    assert written == CORPUS_INSTRUCTIONS


#: A data layout LLVM 22 takes: DXIL's gives i8 and i16 32-bit alignment,
#: which LLVM 22's reader refuses before reading anything else.
MODERN_DATALAYOUT = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64"
_LINE = re.compile(r"^  (?:(%[-\w.$]+) = )?(?:(?:tail|notail|musttail) )?(\w+)(.*)$")
_LABEL = re.compile(r"^([-\w.$]+):")
_REF = re.compile(r"%[-\w.$]+")


def _llvm_dis(code: bytes, tmp_path) -> str:
    """llvm-dis 22's text of a DXIL program, its data layout replaced."""
    stream = read(code)
    module_block = next(b for b in stream.blocks if isinstance(b, Block) and b.block_id == 8)
    for rec in module_block.records:
        if rec.code == 3:  # MODULE_CODE_DATALAYOUT
            rec.ops, rec.abbrev, rec.abbrev_id = [ord(c) for c in MODERN_DATALAYOUT], None, 3
    module_block.length_words = None
    path = tmp_path / "program.bc"
    path.write_bytes(encode(stream))
    proc = subprocess.run([llvm_tool("llvm-dis"), str(path), "-o", "-"], capture_output=True, text=True)
    assert proc.returncode == 0, proc.stderr
    return proc.stdout


def _their_functions(text: str) -> list:
    """``[(opcode, result or None, [references])]`` of each defined function in llvm-dis's text."""
    text = re.sub(r'%"([^"]*)"', r"%\1", text)  # a quoted name, as %name
    types = set(re.findall(r"^(%.+?) = type ", text, re.M))
    plain = {name for name in types if _REF.fullmatch(name)}
    out, body = [], None
    for line in text.splitlines():
        if line.startswith("define "):
            body = []
        elif line == "}" and body is not None:
            out.append(body)
            body = None
        elif body is not None:
            m = _LINE.match(line)
            if m:
                rest = m.group(3)
                for name in types - plain:  # a name with spaces or brackets, as a whole
                    rest = rest.replace(name, "")
                rest = re.sub(r'"[^"]*"|!\w+', "", rest)
                # LLVM 22 upgrades the intrinsics of LLVM 3.7 (llvm.lifetime.* loses its size
                # and the cast of its pointer): their operands are not compared
                refs = None if "@llvm." in rest else [r for r in _REF.findall(rest) if r not in types]
                body.append((m.group(2), m.group(1), refs))
    return out


def _our_functions(module, functions) -> list:
    """The same rows from dxfuzz's decode: LLVM's slots for unnamed
    arguments, block labels and results (in that order, per function),
    names where the value symbol table gives them."""
    out = []
    base = len(module.values)
    for f in functions:
        slots, next_slot = {}, 0

        def slot(key, name):
            nonlocal next_slot
            if name is not None:
                return "%" + name
            next_slot += 1
            return f"%{next_slot - 1}"
        for vid in f.args:
            slots[vid] = slot(vid, f.names.get(vid))
        labels = {}
        for b, block in enumerate(f.blocks):
            labels[b] = slot(("block", b), f.block_names.get(b))
            for ins in block:
                if ins.value is not None:
                    slots[ins.value] = slot(ins.value, f.names.get(ins.value))
        rows = []
        for ins in f.instructions:
            values = [slots[v] for v in ins.operands if v >= base and v in slots]
            blocks = [labels[b] for b in ins.blocks]
            if ins.name == "phi":  # [value, block] pairs, a constant value not shown
                refs = [r for v, blk in zip(ins.operands, blocks)
                        for r in ([slots[v]] if v in slots else []) + [blk]]
            elif ins.name == "switch":
                refs = values[:1] + blocks
            else:
                refs = values + blocks
            callee = module.values[ins.operands[0]] if ins.name == "call" and ins.operands[0] < base else None
            if callee is not None and (callee.name or "").startswith("llvm."):
                refs = None
            rows.append((ins.name, slots.get(ins.value) if ins.value is not None else None, refs))
        out.append(rows)
    return out


@pytest.mark.slow
def test_every_corpus_function_reads_as_llvm_22_reads_it(tmp_path):
    """LLVM 22's own reader (llvm-dis, once the program's data layout is one
    it accepts) against dxfuzz's decode, instruction by instruction: the same
    operation, the same result value and the same values and blocks
    referred to, in order. Constants and globals are not compared (their
    spellings differ between the two, and only local values are numbered
    by the decode), nor the operands of calls of llvm.* intrinsics, which
    LLVM 22 upgrades; the count of instructions compared is asserted."""
    compared, intrinsics, differ = 0, 0, []
    for label, code in _corpus_programs():
        module, functions = read_functions(code)
        ours = _our_functions(module, functions)
        theirs = _their_functions(_llvm_dis(code, tmp_path))
        assert len(ours) == len(theirs), label
        for f_ours, f_theirs in zip(ours, theirs):
            assert len(f_ours) == len(f_theirs), label
            for a, b in zip(f_ours, f_theirs):
                compared += 1
                intrinsics += a[2] is None
                if a != b:
                    differ.append((label, a, b))
    print(f"{compared} instructions compared with llvm-dis 22; {intrinsics} calls of llvm.* intrinsics "
          "compared without their operands")
    assert differ == [], differ[:5]
    assert compared == CORPUS_INSTRUCTIONS
    assert intrinsics < compared // 100  # calls of llvm.* intrinsics: operation and result compared only


@pytest.mark.slow
def test_numbering_values_without_the_relative_rule_is_refused():
    """The same programs read as if their operands were absolute ids (the
    rule of a version 0 module) are refused, every one whose functions
    have an instruction with an operand: the type checks catch a numbering
    that is off, so the corpus passing them says something."""
    refused = 0
    sample = [code for _, code in _corpus_programs()[::20]
              if any(ins.operands for f in read_functions(code)[1] for ins in f.instructions)]
    assert len(sample) > 20
    for code in sample:
        stream = read(code)
        module = decode_module(stream)
        module.version = 0
        try:
            decode_functions(stream, module)
        except ParseError:
            refused += 1
    assert refused == len(sample)


# --- synthetic bodies ---------------------------------------------------------------------------

VOID, I32, I1, FN, FN_PTR = range(5)


def _rel(next_value: int, vid: int) -> int:
    return next_value - vid


def _signed(value: int) -> int:
    """A signed VBR value as LLVM writes it (the sign in bit 0)."""
    return value << 1 if value >= 0 else (-value << 1) | 1


def _module(body, blocks: int = 3) -> bytes:
    """A module of one function ``i32 f(i32)`` (value 0), the constant
    ``i32 1`` (value 1) and the given body records after DECLAREBLOCKS; the
    argument is value 2."""
    w = StreamWriter()
    w.enter_block(8, 3)
    w.record(1, [1])
    w.enter_block(17, 4)
    w.record(1, [5])
    w.record(2, [])             # void
    w.record(7, [32])           # i32
    w.record(7, [1])            # i1
    w.record(21, [0, I32, I32])  # i32 (i32)
    w.record(8, [FN, 0])        # i32 (i32)*
    w.end_block()
    w.record(8, [FN, 0, 0, 0, 0, 0, 0, 0])
    w.enter_block(11, 4)
    w.record(1, [I32])
    w.record(4, [_signed(1)])
    w.end_block()
    w.enter_block(12, 4)
    w.record(1, [blocks])
    for code, ops in body:
        w.record(code, ops)
    w.end_block()
    w.end_block()
    return w.finish()


#: %3 = add %2, 1; %4 = icmp eq %3, %2; br %4, bb1, bb2 / bb1: br bb2 /
#: bb2: %5 = phi [%3, bb0], [%6, bb1] (a forward reference); %6 = add %5, %5; ret %6
BODY = [(2, [_rel(3, 2), _rel(3, 1), 0]),
        (28, [_rel(4, 3), _rel(4, 2), 32]),
        (11, [1, 2, _rel(5, 4)]),
        (11, [2]),
        (16, [I32, _signed(_rel(5, 3)), 0, _signed(_rel(5, 6)), 1]),
        (2, [_rel(6, 5), _rel(6, 5), 0]),
        (10, [_rel(7, 6)])]


def test_a_synthetic_body_numbers_its_values_as_llvm_does():
    module, (f,) = read_functions(_module(BODY))
    assert f.value == 0 and f.args == [2] and f.num_values == 7
    assert [[i.name for i in b] for b in f.blocks] == [["add", "icmp", "br"], ["br"], ["phi", "add", "ret"]]
    add, icmp, br = f.blocks[0]
    assert (add.value, add.type, add.operands) == (3, I32, (2, 1))
    assert (icmp.value, icmp.type, icmp.operands, icmp.fields["predicate"]) == (4, I1, (3, 2), "eq")
    assert (br.value, br.operands, br.blocks) == (None, (4,), (1, 2))
    phi, add2, ret = f.blocks[2]
    assert (phi.value, phi.operands, phi.blocks) == (5, (3, 6), (0, 1))
    assert (add2.value, add2.operands, ret.operands) == (6, (5, 5), (6,))
    assert unrotate(_signed(-1)) == -1


def test_a_synthetic_body_is_written_back_as_its_records():
    stream = read(_module(BODY))
    module = decode_module(stream)
    (f,) = decode_functions(stream, module)
    ops = record_encoder(module, f)
    assert [ops(i) for i in f.instructions] == [o for _, o in BODY]


def test_a_call_takes_its_callee_s_parameter_types():
    """``%3 = call i32 @f(i32 %2); ret %3``: the callee is value 0, its
    function type given; an argument of another type is refused."""
    call = (34, [0, 1 << 15, FN, _rel(3, 0), _rel(3, 2)])
    _, (f,) = read_functions(_module([call, (10, [_rel(4, 3)])], blocks=1))
    (ins, ret), = f.blocks
    assert (ins.name, ins.value, ins.type, ins.operands) == ("call", 3, I32, (0, 2))
    assert ins.fields["function_type"] == FN and ret.operands == (3,)
    icmp = (28, [_rel(3, 2), _rel(3, 2), 32])  # %3: an i1
    bad_call = (34, [0, 1 << 15, FN, _rel(4, 0), _rel(4, 3)])
    with pytest.raises(ParseError, match="is of type 2, not 1"):
        read_functions(_module([icmp, bad_call, (10, [_rel(5, 4)])], blocks=1))


@pytest.mark.parametrize("change, message", [
    # add of an i32 and an i1
    (lambda b: b.__setitem__(5, (2, [_rel(6, 5), _rel(6, 4), 0])), "is of type 2, not 1"),
    # a branch to block 3 of 3
    (lambda b: b.__setitem__(3, (11, [3])), "basic block 3 of 3"),
    # no ret: the last block never ends
    (lambda b: b.pop(), "declares 3 basic blocks and ends 2"),
    # the phi's forward reference is never defined
    (lambda b: b.__setitem__(4, (16, [I32, _signed(_rel(5, 3)), 0, _signed(_rel(5, 9)), 1])),
     "never defines"),
    # ret of an i1 from a function returning i32
    (lambda b: b.__setitem__(6, (10, [_rel(7, 4)])), "ret of type 2"),
    # a binary opcode LLVM does not have
    (lambda b: b.__setitem__(0, (2, [_rel(3, 2), _rel(3, 1), 99])), "binary opcode 99"),
    # an instruction code LLVM 3.7 does not have
    (lambda b: b.insert(0, (99, [])), "unknown instruction code 99"),
    # a load from the i32 argument
    (lambda b: b.__setitem__(0, (20, [_rel(3, 2), 0, 0])), "load of a value that is not a pointer"),
])
def test_a_body_llvm_refuses_is_refused(change, message):
    body = list(BODY)
    change(body)
    with pytest.raises(ParseError, match=message):
        read_functions(_module(body))


def test_instructions_need_their_declared_blocks():
    ret = (10, [_rel(3, 2)])
    with pytest.raises(ParseError, match="after the last of 1 basic blocks"):
        read_functions(_module([ret, ret], blocks=1))
    with pytest.raises(ParseError, match="DECLAREBLOCKS of no basic block"):
        read_functions(_module(BODY, blocks=0))


def _module_with_debug_call(metadata=(2, 1, 0), callee: bytes = b"llvm.dbg.value") -> bytes:
    """``i32 @f(i32 %0)`` calling ``void @llvm.dbg.value(metadata, i64,
    metadata, metadata)`` as DXC -Zi programs call it: ``metadata`` gives
    the three metadata operands' ids (2: the argument as the function's own
    metadata, after the module's 0: !"x" and 1: !{!"x"}), passed numbered
    as values are (relative to the call's own number, 4)."""
    w = StreamWriter()
    w.enter_block(8, 3)
    w.record(1, [1])
    w.enter_block(17, 4)
    w.record(1, [7])
    w.record(2, [])                     # 0 void
    w.record(7, [32])                   # 1 i32
    w.record(7, [64])                   # 2 i64
    w.record(16, [])                    # 3 metadata
    w.record(21, [0, 0, 3, 2, 3, 3])    # 4 void (metadata, i64, metadata, metadata)
    w.record(21, [0, 1, 1])             # 5 i32 (i32)
    w.record(8, [4, 0])                 # 6 a pointer to 4
    w.end_block()
    w.record(8, [4, 0, 1, 0, 0, 0, 0, 0])   # value 0: the intrinsic, declared
    w.record(8, [5, 0, 0, 0, 0, 0, 0, 0])   # value 1: @f
    w.enter_block(11, 4)
    w.record(1, [2])
    w.record(4, [_signed(0)])               # value 2: i64 0
    w.end_block()
    w.enter_block(15, 3)
    w.record(1, [*b"x"])                    # metadata 0: !"x"
    w.record(3, [1])                        # metadata 1: !{!"x"}
    w.end_block()
    w.enter_block(14, 4)
    w.record(1, [0, *callee])
    w.record(1, [1, *b"f"])
    w.end_block()
    w.enter_block(12, 4)                    # @f: its argument is value 3, the call value 4
    w.record(1, [1])
    w.enter_block(15, 3)
    w.record(2, [1, 3])                     # metadata 2: the argument (i32 %0) as metadata
    w.end_block()
    first, third, fourth = metadata
    w.record(34, [0, 1 << 15, 4, 4 - 0, 4 - first, 4 - 2, 4 - third, 4 - fourth])
    w.record(10, [4 - 3])
    w.end_block()
    w.end_block()
    return w.finish()


def test_a_call_s_metadata_operands_are_metadata_ids(tmp_path):
    """A call of an intrinsic taking metadata (llvm.dbg.value, as DXC -Zi
    programs call it) passes metadata ids numbered as values are: the
    function's own metadata (its argument) after the module's node and
    string. They are kept as such, written back as the record, and LLVM
    22's reader reads the same bitcode; an id past all metadata is refused."""
    data = _module_with_debug_call()
    module, (f,) = read_functions(data)
    call = f.blocks[0][0]
    assert call.operands == (0, 2, 2, 1, 0) and call.fields["metadata_args"] == (1, 3, 4)
    assert f.local_metadata == [(1, 3)]  # i32, the argument
    records = [r for r in _function_records(data) if r.code in (34, 10)]
    assert [record_encoder(module, f)(ins) for ins in f.instructions] == [list(r.ops) for r in records]
    path = tmp_path / "debug_call.bc"
    path.write_bytes(data)
    assert subprocess.run([llvm_tool("llvm-dis"), str(path), "-o", os.devnull]).returncode == 0
    with pytest.raises(ParseError, match="metadata 4, which is never defined"):
        read_functions(_module_with_debug_call((2, 1, 4)))


def _function_records(data: bytes) -> list:
    module_block = next(b for b in read(data).blocks if isinstance(b, Block) and b.block_id == 8)
    return next(b for b in module_block.children if isinstance(b, Block) and b.block_id == 12).records
