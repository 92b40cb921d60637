"""The function bodies of DXIL bitcode (dxfuzz.bitcode.function): every corpus
program's functions decode with each operand of the type its instruction takes,
and each instruction written again is its record; DXIL's own rule on dx.op calls
holds; synthetic bodies for each numbering and refusal rule, which need no
shared data."""
from __future__ import annotations

import functools
from collections import Counter

import pytest

import dxfuzz
from dxfuzz import bitcode
from dxfuzz.bitcode import decode_functions, read, read_functions
from dxfuzz.bitcode.function import INSTRUCTION_NAMES, record_encoder
from dxfuzz.bitcode.model import Block
from dxfuzz.bitcode.module import decode_module, unrotate
from dxfuzz.bitcode.writer import StreamWriter
from dxfuzz.errors import ParseError

from conftest import corpus_files

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
                local = first - len(module.values) - len(f.args)
                const = module.values[first] if first < len(module.values) else \
                    f.constants[local] if 0 <= local < len(f.constants) else None
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
