"""Minimizing shrinks what parts hold, structurally, before bytes: planted
predicates - "the reader crashes iff ..." - on big real containers, and
what is left is a container of a few hundred bytes that still holds the
one thing the predicate wants: a SHEX instruction of one opcode (a token
walk, not dxfuzz's decoder), a DXIL program's bitcode record (dxfuzz's
bitstream reader), a PSV0 or ISG1 element, an RDAT record. Each part is
laid out again by dxfuzz's writers, so every size, offset and count stays
right. (Without the structural step - parts dropped and cut, fields
lowered, then bytes - these containers were left at 10,040 of 40,928,
23,964 of 24,112, 216 and 488 of 4,264 and 2,284 of 7,656 bytes.)"""
from __future__ import annotations

import struct

import dxfuzz
from dxfuzz import part_table
from dxfuzz.bitcode import reader as bitstream
from dxfuzz.errors import ParseError
from dxfuzz.hunt.minimize import minimize

from conftest import corpus_bytes

#: Seconds each minimization may take (each is done well within).
BUDGET = 30


def _shex_opcodes(data):
    """The opcodes of the SHDR/SHEX programs, walking the tokens by their lengths."""
    try:
        parts = part_table.read_parts(data)
    except ParseError:
        return []
    out = []
    for fourcc, body in parts:
        if fourcc not in ("SHEX", "SHDR") or len(body) < 8:
            continue
        words = struct.unpack(f"<{len(body) // 4}I", body[:len(body) // 4 * 4])
        end, i = min(len(words), words[1]), 2
        while i < end:
            opcode = words[i] & 0x7FF
            length = (words[i + 1] if i + 1 < end else 0) if opcode == 0x35 else \
                (words[i] >> 24) & 0x7F
            out.append(opcode)
            if length == 0:
                break
            i += length
    return out


def _records(data):
    """``(block id, record code)`` of every record of the DXIL part's bitcode."""
    try:
        parts = part_table.read_parts(data)
    except ParseError:
        return set()
    out = set()
    for fourcc, body in parts:
        if fourcc != "DXIL" or len(body) < 24:
            continue
        start, size = struct.unpack_from("<II", body, 16)
        try:
            stream = bitstream.read(body[8 + start:8 + start + size])
        except ParseError:
            continue
        todo = list(stream.blocks)
        while todo:
            block = todo.pop()
            todo += block.blocks
            out.update((block.block_id, r.code) for r in block.records)
    return out


def _values(data, fourcc, key):
    """The ``key`` of every element of the lists of the parts ``fourcc``."""
    try:
        parts = dxfuzz.parts(dxfuzz.parse(data))
    except dxfuzz.ParseError:
        return set()
    out = set()

    def walk(t):
        if isinstance(t, dict):
            for k, v in t.items():
                if k == key and isinstance(v, (str, int)):
                    out.add(v)
                walk(v)
        elif isinstance(t, list):
            for v in t:
                walk(v)
    for part in parts:
        if part.fourcc_text == fourcc:
            try:
                walk(dxfuzz.to_dict(part.body))
            except dxfuzz.ParseError:  # (decoded on demand)
                pass
    return out


def _minimized(data, same):
    assert same(data)
    small = minimize(data, same, seconds=BUDGET)
    assert same(small) and part_table.read_parts(small)  # laid out: every part in place
    return small


def test_a_shex_instruction_is_all_that_is_left_of_a_big_program():
    data = corpus_bytes("dxdecompiler/NBodyGravityCS11__v61d2a5f4.dxbc")
    bfi = 140  # one instruction of the 1,325
    assert len(data) == 40928 and _shex_opcodes(data).count(bfi) == 1
    small = _minimized(data, lambda d: bfi in _shex_opcodes(d))
    print(f"SHEX: {len(data)} -> {len(small)} bytes")
    assert len(small) <= 100 and [f for f, _ in part_table.read_parts(small)] == ["SHEX"]


def test_a_bitcode_record_is_all_that_is_left_of_a_dxil_program():
    data = corpus_bytes("vkd3d-proton/pso_library_bloat__cs_code_dxil.dxbc")
    declareblocks = (12, 1)  # a function block's first record
    small = _minimized(data, lambda d: declareblocks in _records(d))
    print(f"DXIL: {len(data)} -> {len(small)} bytes")
    assert len(data) == 24112 and len(small) <= 400
    assert [f for f, _ in part_table.read_parts(small)] == ["DXIL"]
    assert len(_records(small)) < 10  # of the 35 kinds of record


def test_one_signature_element_and_one_psv0_element_are_left():
    data = corpus_bytes("bgfx/dxil_vs_bump.dxbc")
    isg1 = _minimized(data, lambda d: "TEXCOORD" in _values(d, "ISG1", "semantic_name"))
    psv0 = _minimized(data, lambda d: "TEXCOORD" in _values(d, "PSV0", "name"))
    print(f"ISG1: {len(data)} -> {len(isg1)}, PSV0: {len(data)} -> {len(psv0)} bytes")
    assert _values(isg1, "ISG1", "semantic_name") == {"TEXCOORD"} and len(isg1) <= 120
    assert "POSITION" not in _values(psv0, "PSV0", "name") and len(psv0) <= 200


def test_one_rdat_record_is_left():
    data = corpus_bytes("vkd3d-proton/two_level_empty_node_code_dxil.dxbc")
    small = _minimized(data, lambda d: "F1" in _values(d, "RDAT", "value"))
    print(f"RDAT: {len(data)} -> {len(small)} bytes")
    assert len(small) <= 300 and len(_values(small, "RDAT", "value")) <= 3
