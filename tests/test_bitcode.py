"""LLVM bitstreams (dxfuzz.bitcode): every DXIL/ILDB/STAT program of the
corpus decoded exactly as LLVM 22's llvm-bcanalyzer dumps it and encoded back
to its bytes; synthetic streams for each rule of the format (also checked
against bcanalyzer); comparisons that fail when they should; and the
robustness contract: any bytes decode or raise ParseError, with work and
memory linear in the input (counted, not timed)."""
from __future__ import annotations

import copy
import random
import sys
import tracemalloc
from collections import Counter
from concurrent.futures import ThreadPoolExecutor

import pytest
from hypothesis import given, settings, strategies as st

from dxfuzz import bitcode
from dxfuzz.bitcode import bcanalyzer, bits, compare as cmp, reader
from dxfuzz.bitcode.bits import CHAR6, BitCursor
from dxfuzz.bitcode.model import (ARRAY, BLOB, CHAR6 as C6, FIXED, LITERAL, VBR, Abbrev, AbbrevOp as Op, Block,
                                  Record)
from dxfuzz.bitcode.writer import BitWriter, StreamWriter, encode
from dxfuzz.errors import ParseError

from conftest import corpus_census, corpus_programs, llvm_tool


# --- the corpus ----------------------------------------------------------------------



def test_every_corpus_program_decodes_as_llvm_bcanalyzer_dumps_it():
    tool = llvm_tool("llvm-bcanalyzer")
    programs = corpus_programs()
    assert len(programs) == corpus_census()["programs"]  # 575 DXIL + 38 STAT programs
    with ThreadPoolExecutor(max_workers=2) as pool:
        results = list(pool.map(lambda p: cmp.compare_bitcode(p[1], tool), programs))
    failures = [(name, r.diffs[:3]) for (name, _), r in zip(programs, results) if not r.agrees]
    assert not failures, failures[:5]
    agreed = [r for r in results if r.agrees and r.our_error is None and r.llvm_error is None]
    assert len(agreed) == len(programs) == corpus_census()["programs"]
    compared = sum((r.compared for r in results), Counter())
    not_compared = sum((r.not_compared for r in results), Counter())
    ours = Counter()
    for _, code in programs:
        ours.update(bitcode.read(code).count())
    # every block, record and operand of our decode was matched with the dump's
    assert (compared["blocks"], compared["records"], compared["operands"]) == (
        ours["blocks"], ours["records"], ours["operands"])
    assert not_compared["abbrev definitions (not in the dump)"] == ours["abbrevs"]
    assert compared["record strings"] > 0


def test_every_corpus_program_encodes_back_to_its_bytes():
    programs = corpus_programs()
    assert len(programs) == corpus_census()["programs"]
    for name, code in programs:
        stream = bitcode.read(code)
        assert encode(stream) == code, name
        top = stream.blocks
        assert [b.block_id for b in top] == [8], name  # one MODULE_BLOCK
        assert top[0].end_bit == len(code) * 8, name


def _first_program():
    return min(corpus_programs(), key=lambda p: len(p[1]))


def test_a_changed_dump_or_decode_is_reported():
    tool = llvm_tool("llvm-bcanalyzer")
    _, code = _first_program()
    stream, dump = bitcode.read(code), bcanalyzer.run(code, tool)
    assert cmp.compare(stream, dump).agrees

    def records(blocks):
        for b in blocks:
            for c in b.children:
                if isinstance(c, bcanalyzer.DumpRecord):
                    yield b, c
                else:
                    yield from records([c])

    def first(d, pred):
        return next((b, r) for b, r in records(d.blocks) if pred(r))

    changes = {
        "operand": lambda d: first(d, lambda r: r.ops)[1].ops.__setitem__(0, first(d, lambda r: r.ops)[1].ops[0] + 1),
        "extra operand": lambda d: first(d, lambda r: True)[1].ops.append(0),
        "abbreviation id": lambda d: setattr(first(d, lambda r: r.abbrev_id)[1], "abbrev_id", 99),
        "unabbreviated": lambda d: setattr(first(d, lambda r: r.abbrev_id)[1], "abbrev_id", None),
        "code": lambda d: setattr(first(d, lambda r: True)[1], "code", 1000),
        "block id": lambda d: setattr(d.blocks[0], "block_id", 9),
        "length": lambda d: setattr(d.blocks[0], "num_words", d.blocks[0].num_words + 1),
        "abbrev width": lambda d: setattr(next(c for c in d.blocks[0].children
                                            if isinstance(c, bcanalyzer.DumpBlock)), "code_size", 7),
        "missing record": lambda d: first(d, lambda r: True)[0].children.remove(first(d, lambda r: True)[1]),
        "blob": lambda d: setattr(first(d, lambda r: True)[1], "blob", b"x"),
        "record string": lambda d: setattr(first(d, lambda r: r.record_string)[1], "record_string", "other"),
        "unparsed line": lambda d: d.unparsed.append("<garbage"),
        "refusal": lambda d: setattr(d, "error", "malformed"),
    }
    for what, change in changes.items():
        changed = copy.deepcopy(dump)
        change(changed)
        assert cmp.compare(stream, changed).diffs, what
    # and a changed decode
    changed = copy.deepcopy(stream)
    rec = next(i for _, i in changed.walk() if isinstance(i, Record) and i.ops)
    rec.ops[-1] += 1
    assert cmp.compare(changed, dump).diffs


def test_mutated_real_bitcode_is_refused_or_read_as_llvm_bcanalyzer_does():
    """A differential check of acceptance: with lengths read as LLVM reads
    them (recorded, not checked), a mutant is refused by both or read by both
    into the same blocks and records."""
    tool = llvm_tool("llvm-bcanalyzer")
    rng = random.Random(20240611)
    programs = [code for _, code in sorted(corpus_programs(), key=lambda p: len(p[1]))[:40]]
    mutants = []
    for _ in range(160):
        m = bytearray(rng.choice(programs))
        for _ in range(rng.randrange(1, 4)):
            kind = rng.randrange(3)
            if kind == 0:
                bit = rng.randrange(32, 8 * len(m))
                m[bit >> 3] ^= 1 << (bit & 7)
            elif kind == 1:
                m[rng.randrange(4, len(m))] = rng.randrange(256)
            else:
                del m[rng.randrange(len(m) // 2, len(m)):]
        mutants.append(bytes(m))
    with ThreadPoolExecutor(max_workers=2) as pool:
        results = list(pool.map(lambda d: cmp.compare_bitcode(d, tool, check_lengths=False), mutants))
    assert [r.diffs for r in results if not r.agrees] == []
    refused = sum(1 for r in results if r.our_error)
    assert all(bool(r.our_error) == bool(r.llvm_error) for r in results)
    assert 0 < refused < len(mutants)  # both kinds were seen


# --- synthetic streams, one per rule ------------------------------------------------

def _stream(build, block_id=30, width=4) -> bytes:
    w = StreamWriter()
    w.enter_block(block_id, width)
    build(w)
    w.end_block()
    return w.finish()


def _items(data, **kw):
    stream = bitcode.read(data, **kw)
    assert len(stream.blocks) == 1
    return stream.blocks[0].children


def test_magic_and_the_cursor_read_bits_least_significant_first():
    c = BitCursor(bytes([0b10110100, 0xFF, 0x01]))
    assert (c.read(2), c.read(3), c.read(3)) == (0b00, 0b101, 0b101)
    assert c.read(9) == 0x1FF and c.remaining == 7
    with pytest.raises(ParseError) as e:
        c.read(8)
    assert e.value.bit == 17 and e.value.offset == 2
    assert bitcode.read(b"BC\xc0\xde").blocks == []
    for bad in (b"", b"BC", b"BC\xc0\xdf", b"\xde\xc0\x17\x0b" + bytes(16)):
        with pytest.raises(ParseError, match="magic"):
            bitcode.read(bad)


def test_fixed_fields_of_every_width_and_zero_width_fields():
    ab = [Op(LITERAL, 4), Op(FIXED, 1), Op(FIXED, 7), Op(FIXED, 32), Op(FIXED, 64), Op(FIXED, 0), Op(VBR, 0)]
    data = _stream(lambda w: w.define_abbrev(ab).abbrev_record(4, ab, 4, [1, 0x55, 0xDEADBEEF, 2**64 - 1, 0, 0]))
    definition, rec = _items(data)
    assert isinstance(definition, Abbrev) and definition.ops == tuple(ab)
    assert (rec.code, rec.abbrev_id, rec.ops, rec.blob) == (4, 4, [1, 0x55, 0xDEADBEEF, 2**64 - 1, 0, 0], None)
    assert rec.abbrev is definition
    # a fixed code: the code is read from the record
    ab2 = [Op(FIXED, 5), Op(FIXED, 3)]
    _, rec = _items(_stream(lambda w: w.define_abbrev(ab2).abbrev_record(4, ab2, 17, [6])))
    assert (rec.code, rec.ops) == (17, [6])


def test_vbr_fields_with_continuation_chunks():
    # vbr6 of 32: chunk 0b100000 (no value bits, continue), then 0b000001
    c = BitCursor(BitWriter().vbr(32, 6).finish())
    assert (c.read(6), c.read(6)) == (0b100000, 0b000001)
    values = [0, 31, 32, 1023, 1024, 2**32 - 1, 2**63, 2**64 - 1]
    [rec] = _items(_stream(lambda w: w.record(7, values)))
    assert (rec.code, rec.abbrev_id, rec.ops) == (7, 3, values)
    # an abbreviated vbr3 and vbr32 field, multi-chunk
    ab = [Op(LITERAL, 2), Op(VBR, 3), Op(VBR, 32)]
    _, rec = _items(_stream(lambda w: w.define_abbrev(ab).abbrev_record(4, ab, 2, [100, 2**40 + 5])))
    assert rec.ops == [100, 2**40 + 5]
    # a chunk more than needed (zero value bits) reads the same value
    w = BitWriter().fixed(0b100001, 6).fixed(0b100000, 6).fixed(0, 6)
    assert BitCursor(w.finish()).vbr(6) == 1
    # 13 chunks of 5 value bits: bit 64 is dropped, as LLVM drops it
    w = BitWriter()
    for _ in range(12):
        w.fixed(0b111111, 6)
    c = BitCursor(w.fixed(0b011111, 6).finish())
    assert c.vbr(6) == 2**64 - 1 and c.pos == 78
    # a 14th chunk is refused: unterminated
    w = BitWriter()
    for _ in range(14):
        w.fixed(0b111111, 6)
    with pytest.raises(ParseError, match="unterminated vbr6"):
        BitCursor(w.fixed(0, 6).finish()).vbr(6)
    # codes and counts keep 32 bits: 7 chunks of vbr6 are too many for them
    w = BitWriter()
    for _ in range(7):
        w.fixed(0b111111, 6)
    with pytest.raises(ParseError, match="more than 32 bits"):
        BitCursor(w.fixed(0, 6).finish()).vbr(6, 32)


def test_char6_and_arrays_of_char6_fixed_and_vbr():
    text = b"Hello_World.09"
    ab = [Op(LITERAL, 6), Op(C6), Op(ARRAY), Op(C6)]
    _, rec = _items(_stream(lambda w: w.define_abbrev(ab).abbrev_record(4, ab, 6, list(b"z" + text))))
    assert rec.code == 6 and bytes(rec.ops) == b"z" + text
    assert cmp.record_string(rec) == text.decode()  # from the array on, as bcanalyzer shows it
    # every char6 value: 0..63 written as raw 6-bit fields
    ab = [Op(LITERAL, 1), Op(ARRAY), Op(C6)]

    def raw_char6(w):
        w.define_abbrev(ab).fixed(4, w.width).vbr(64, 6)
        for i in range(64):
            w.fixed(i, 6)
    _, rec = _items(_stream(raw_char6))
    assert bytes(rec.ops) == CHAR6
    # arrays of fixed(5) and vbr(4) elements, and an empty one
    for elt, values in ((Op(FIXED, 5), [0, 31, 7]), (Op(VBR, 4), [0, 7, 8, 2**50]), (Op(FIXED, 8), [])):
        ab = [Op(LITERAL, 3), Op(FIXED, 2), Op(ARRAY), elt]
        _, rec = _items(_stream(lambda w: w.define_abbrev(ab).abbrev_record(4, ab, 3, [2] + values)))
        assert rec.ops == [2] + values, elt


def test_blobs_are_32_bit_aligned_and_padded():
    ab = [Op(LITERAL, 7), Op(FIXED, 3), Op(BLOB)]
    blobs = [b"", b"x", b"abcd", b"\x00\xff\\\"'\n", bytes(range(37))]

    def build(w):
        w.define_abbrev(ab)
        for i, blob in enumerate(blobs):
            w.abbrev_record(4, ab, 7, [i], blob)
            w.record(1, [i])
    data = _stream(build)
    items = _items(data)[1:]
    for i, blob in enumerate(blobs):
        rec, after = items[2 * i], items[2 * i + 1]
        assert (rec.code, rec.ops, rec.blob) == (7, [i], blob)
        # the record after a blob starts at a 32-bit boundary (the blob is padded)
        assert after.bit_offset % 32 == 0 and after.ops == [i]
        start = after.bit_offset // 8 - ((len(blob) + 3) & ~3)
        assert data[start:start + len(blob)] == blob
    with pytest.raises(ParseError, match="blob of 100 bytes does not fit"):
        bitcode.read(_stream(lambda w: w.define_abbrev(ab).fixed(4, 4).fixed(1, 3).vbr(100, 6)))


def _blockinfo_stream(second_blockinfo=False, use_old=False):
    """BLOCKINFO: an abbreviation and names for block 30, used there; then,
    if asked, a second BLOCKINFO (for block 31 only), used by block 31, and
    a block 30 that uses the first one's abbreviation (refused)."""
    ab = [Op(LITERAL, 4), Op(VBR, 6)]
    w = StreamWriter()
    w.enter_block(0, 2)
    w.record(1, [30])  # SETBID 30
    w.define_abbrev(ab)
    w.record(2, list(b"THIRTY"))  # BLOCKNAME
    w.record(3, [4] + list(b"FOUR"))  # SETRECORDNAME 4
    w.record(3, [4] + list(b"LATER"))  # a second name for code 4 is ignored
    w.end_block()
    local = [Op(LITERAL, 5), Op(FIXED, 4)]
    w.enter_block(30, 3)
    w.abbrev_record(4, ab, 4, [1000])  # id 4: the abbreviation from BLOCKINFO
    w.define_abbrev(local)
    w.abbrev_record(5, local, 5, [9])  # id 5: the block's own, after BLOCKINFO's
    w.end_block()
    if second_blockinfo:
        w.enter_block(0, 2).record(1, [31]).define_abbrev([Op(LITERAL, 9)]).record(2, list(b"ONE")).end_block()
        w.enter_block(31, 2).fixed(3, 2).vbr(1, 6).vbr(0, 6).end_block()
        w.enter_block(31, 3).abbrev_record(4, [Op(LITERAL, 9)], 9, []).end_block()
        if use_old:
            w.enter_block(30, 3).abbrev_record(4, ab, 4, [1]).end_block()
    return w.finish()


def test_blockinfo_abbreviations_and_names_apply_to_their_block():
    stream = bitcode.read(_blockinfo_stream())
    info_block, block = stream.blocks
    assert info_block.block_id == 0 and [r.code for r in info_block.records] == [1, 2, 3, 3]
    [defined] = info_block.abbrevs
    assert defined.for_block == 30
    assert stream.blockinfo[30].abbrevs == (defined,)
    assert (block.name, block.record_name(4), block.record_name(5)) == ("THIRTY", "FOUR", None)
    first, local, second = block.children
    assert (first.abbrev_id, first.code, first.ops, first.abbrev is defined) == (4, 4, [1000], True)
    assert (second.abbrev_id, second.code, second.ops, second.abbrev is local) == (5, 5, [9], True)
    # another block id does not get them
    data = _raw(lambda w: w.raw(_blockinfo_stream()[4:]).enter_block(31, 3).fixed(4, 3))
    with pytest.raises(ParseError, match="abbreviation id 4 is not defined in block 31"):
        bitcode.read(data)


def test_a_later_blockinfo_block_replaces_the_table():
    stream = bitcode.read(_blockinfo_stream(second_blockinfo=True))
    assert set(stream.blockinfo) == {31} and stream.blockinfo[31].name == "ONE"
    first, _, second, _, last = stream.blocks
    assert set(first.table) == {30} and second.table is stream.blockinfo
    assert (last.name, last.records[0].code, last.records[0].abbrev_id) == ("ONE", 9, 4)
    with pytest.raises(ParseError, match="abbreviation id 4 is not defined in block 30"):
        bitcode.read(_blockinfo_stream(second_blockinfo=True, use_old=True))


def test_nested_blocks_scopes_and_end_block_alignment():
    outer_ab = [Op(LITERAL, 1), Op(FIXED, 3)]
    w = StreamWriter()
    w.enter_block(30, 3).define_abbrev(outer_ab).abbrev_record(4, outer_ab, 1, [5])
    w.enter_block(31, 5).record(2, [1, 2])
    w.enter_block(32, 2).end_block()
    w.record(3, [])
    w.end_block()
    w.abbrev_record(4, outer_ab, 1, [6])  # the outer width (3) and abbreviations again
    w.end_block()
    data = w.finish()
    [outer] = bitcode.read(data).blocks
    _, rec1, inner, rec2 = outer.children
    assert (rec1.ops, rec2.ops, rec2.abbrev_id) == ([5], [6], 4)
    assert (inner.block_id, inner.abbrev_width, outer.abbrev_width) == (31, 5, 3)
    innermost = inner.children[1]
    assert innermost.block_id == 32 and innermost.children == [] and innermost.length_words == 1
    for b in (outer, inner, innermost):
        assert b.data_bit % 32 == 0 and b.end_bit % 32 == 0
        assert b.end_bit == b.data_bit + 32 * b.length_words
    assert outer.end_bit == len(data) * 8 and encode(bitcode.read(data)) == data
    # abbreviations are per block: the outer one is not defined inside
    data = _raw(lambda w: w.enter_block(30, 3).define_abbrev(outer_ab).enter_block(31, 3).fixed(4, 3))
    with pytest.raises(ParseError, match="abbreviation id 4 is not defined in block 31"):
        bitcode.read(data)


def _raw(build) -> bytes:
    """A stream cut short after ``build``: zero words follow, and the blocks
    left open reach the end."""
    w = StreamWriter()
    build(w)
    return w.finish_open()


@pytest.mark.parametrize("data, message", [
    (_raw(lambda w: w.fixed(0, 2)), "only blocks may start"),
    (_raw(lambda w: w.fixed(3, 2)), "only blocks may start"),
    (_raw(lambda w: w.enter_block(30, 0)), "abbreviation id width 0"),
    (_raw(lambda w: w.enter_block(30, 3).fixed(4, 3)), "abbreviation id 4 is not defined"),
    (_stream(lambda w: w.enter_block(31, 3).end_block(length_words=2).record(1, list(range(9)))), "ends at bit"),
    (_raw(lambda w: w.enter_block(30, 3).fixed(2, 3).vbr(1, 5).fixed(0, 1).fixed(6, 3)), "unknown encoding 6"),
    (_raw(lambda w: w.enter_block(30, 3).fixed(2, 3).vbr(1, 5).fixed(0, 1).fixed(0, 3)), "unknown encoding 0"),
    (_raw(lambda w: w.enter_block(30, 3).fixed(2, 3).vbr(1, 5).fixed(0, 1).fixed(1, 3).vbr(65, 5)), "width 65"),
    (_raw(lambda w: w.enter_block(30, 3).fixed(2, 3).vbr(0, 5)), "without operands"),
    (_raw(lambda w: w.enter_block(30, 3).define_abbrev([Op(ARRAY), Op(FIXED, 8)]).fixed(4, 3)), "starts with an array"),
    (_raw(lambda w: w.enter_block(30, 3).define_abbrev([Op(LITERAL, 1), Op(ARRAY), Op(FIXED, 8), Op(FIXED, 1)])
          .fixed(4, 3)), "not second to last"),
    (_raw(lambda w: w.enter_block(30, 3).define_abbrev([Op(LITERAL, 1), Op(ARRAY), Op(LITERAL, 8)]).fixed(4, 3)),
     "element is a literal"),
    (_raw(lambda w: w.enter_block(30, 3).define_abbrev([Op(LITERAL, 1), Op(ARRAY), Op(FIXED, 0)]).fixed(4, 3)),
     "element is a literal"),
    (_raw(lambda w: w.enter_block(30, 3).define_abbrev([Op(LITERAL, 1), Op(ARRAY), Op(BLOB)]).fixed(4, 3)),
     "element is an array or a blob"),
    (_raw(lambda w: w.enter_block(30, 3).define_abbrev([Op(LITERAL, 1), Op(BLOB), Op(BLOB)]).fixed(4, 3)),
     "more than one blob"),
    (_raw(lambda w: w.enter_block(0, 2).define_abbrev([Op(LITERAL, 1)])), "before any SETBID"),
    (_raw(lambda w: w.enter_block(0, 2).record(2, [65])), "before any SETBID"),
    (_raw(lambda w: w.enter_block(0, 2).record(1, [])), "SETBID without a block id"),
    (_raw(lambda w: w.enter_block(0, 2).record(1, [9]).record(3, [])), "SETRECORDNAME without"),
    (_raw(lambda w: w.enter_block(30, 3).fixed(3, 3).fixed(2**64 - 1, 64)), "unterminated vbr6"),
    (_raw(lambda w: w.enter_block(30, 65)), "over 64"),
])
def test_each_malformed_rule_raises_parse_error_with_its_bit(data, message):
    with pytest.raises(ParseError, match=message) as e:
        bitcode.read(data)
    assert isinstance(e.value, bitcode.BitstreamError) and 0 <= e.value.bit <= len(data) * 8
    assert e.value.offset == e.value.bit // 8 and f"bit {e.value.bit}" in str(e.value)


def test_lengths_are_checked_unless_asked_not_to():
    # a block longer than its parent is refused when it is entered
    data = _stream(lambda w: w.enter_block(31, 3).record(1, [2]).end_block(length_words=7))
    with pytest.raises(ParseError, match="block 31 of 7 words runs past the end of block 30"):
        bitcode.read(data)
    [outer] = bitcode.read(data, check_lengths=False).blocks
    assert outer.blocks[0].length_words == 7 and outer.blocks[0].records[0].ops == [2]
    # a block that ends before or after its length says
    for words in (0, 2):
        data = _stream(lambda w: w.enter_block(31, 3).end_block(length_words=words).record(1, list(range(9))))
        with pytest.raises(ParseError, match="block 31"):
            bitcode.read(data)
        assert bitcode.read(data, check_lengths=False).blocks[0].records[0].ops == list(range(9))


def test_every_truncation_of_a_stream_is_a_parse_error_or_its_first_blocks():
    data = _blockinfo_stream(second_blockinfo=True)
    whole = bitcode.read(data).blocks
    ends = {b.end_bit // 8: i + 1 for i, b in enumerate(whole)}
    for n in range(len(data)):
        for check in (True, False):
            try:
                blocks = bitcode.read(data[:n], check_lengths=check).blocks
            except ParseError:
                assert n not in ends or n == 4
            else:  # cut where a top-level block ends: the blocks before it
                assert blocks == whole[:ends.get(n, 0)] and (n in ends or n == 4), n


# --- synthetic streams against bcanalyzer ---------------------------------------------

def _everything_stream() -> bytes:
    """Each feature bcanalyzer prints: BLOCKINFO names and abbreviations,
    blobs (binary, quotes, backslashes), record strings, values printed
    negative, a METADATA_STRINGS blob, unknown blocks and codes, a note."""
    strings = [b"first", b"", b"with 'quote' and \\ \x01\xfe", b"x" * 40]
    lengths = BitWriter()
    for s in strings:
        lengths.vbr(len(s), 6)
    lengths = lengths.finish()
    w = StreamWriter()
    w.enter_block(0, 2).record(1, [30]).define_abbrev([Op(LITERAL, 4), Op(ARRAY), Op(C6)])
    w.record(2, list(b"THIRTY")).record(3, [4] + list(b"FOUR")).record(3, [5] + list(b"FIVE")).end_block()
    w.enter_block(30, 3)
    w.abbrev_record(4, [Op(LITERAL, 4), Op(ARRAY), Op(C6)], 4, list(b"hello_World.9"))
    blob_ab = [Op(LITERAL, 5), Op(VBR, 6), Op(BLOB)]
    w.define_abbrev(blob_ab)
    w.abbrev_record(5, blob_ab, 5, [3], b"\x00\xff\\\"'\n\tbin")
    w.abbrev_record(5, blob_ab, 5, [4], b"printable text")
    w.record(6, [2**64 - 1, 2**63, 2**63 - 1, 0])
    w.enter_block(5, 4).record(77, [1, 2, 3]).end_block()  # below 8: UnknownBlock5
    w.enter_block(15, 3)  # METADATA_BLOCK
    md_ab = [Op(LITERAL, 35), Op(VBR, 6), Op(VBR, 6), Op(BLOB)]
    w.define_abbrev(md_ab).abbrev_record(4, md_ab, 35, [len(strings), len(lengths)], lengths + b"".join(strings))
    w.record(38, [1])  # METADATA_INDEX_OFFSET of one operand: "(Invalid record)"
    w.end_block()
    w.end_block()
    return w.finish()


def test_synthetic_streams_agree_with_bcanalyzer():
    tool = llvm_tool("llvm-bcanalyzer")
    cases = {"everything": _everything_stream(), "blockinfo": _blockinfo_stream(),
             "two blockinfo blocks": _blockinfo_stream(second_blockinfo=True)}
    for name, data in cases.items():
        result = cmp.compare_bitcode(data, tool)
        assert result.agrees and result.llvm_error is None, (name, result.diffs)
    result = cmp.compare_bitcode(cases["everything"], tool)
    assert result.compared["blobs"] == 2 and result.compared["metadata strings blobs"] == 1
    assert result.compared["names (from BLOCKINFO)"] == 4  # THIRTY, FOUR, and FIVE for the two blobs
    assert result.compared["record strings"] == 1 and result.not_compared["bcanalyzer notes"] == 1
    dump = bcanalyzer.run(cases["everything"], tool)
    record = dump.blocks[1].children[3]
    assert record.ops == [-1, -(2**63), 2**63 - 1, 0]
    assert dump.blocks[1].children[4].name == "UnknownBlock5"


def test_both_refusing_is_agreement_and_one_refusing_is_a_difference():
    tool = llvm_tool("llvm-bcanalyzer")
    refused = cmp.compare_bitcode(b"BC\xc0\xde" + bytes([0b11]) + bytes(7), tool)
    assert refused.agrees and refused.our_error and refused.llvm_error
    # a block whose length word is wrong: LLVM does not check it, we do
    data = _stream(lambda w: w.enter_block(31, 3).end_block(length_words=5))
    result = cmp.compare_bitcode(data, tool)
    assert not result.agrees and "we refuse" in result.diffs[0]


def test_dump_text_parsing():
    text = "\n".join([
        "<THIRTY BlockID=30 NumWords=9 BlockCodeSize=3>",
        "  <FOUR codeid=4 abbrevid=4 op0=104 op1=105/> record string = 'hi'",
        "  <UnknownCode5 abbrevid=5 op0=-1/> blob data = 'a\\x00\\\\\\\"\\n'",
        "  <UnknownBlock5 NumWords=1 BlockCodeSize=4>",
        "  </UnknownBlock5>",
        "  <METADATA_STRINGS codeid=35 abbrevid=4 op0=2 op1=1/> num-strings = 2 {",
        "    'ab'",
        "    '\\x01'",
        "  }",
        "</THIRTY>", "", "Summary of -:", "<NOT A BLOCK>"])
    dump = bcanalyzer.parse_dump(text)
    assert dump.unparsed == [] and len(dump.blocks) == 1
    block = dump.blocks[0]
    assert (block.name, block.block_id, block.num_words, block.code_size) == ("THIRTY", 30, 9, 3)
    rec, blob, unknown, strings = block.children
    assert (rec.name, rec.code, rec.abbrev_id, rec.ops, rec.record_string) == ("FOUR", 4, 4, [104, 105], "hi")
    assert (blob.code, blob.ops, blob.blob) == (5, [-1], b'a\x00\\"\n')
    assert (unknown.block_id, unknown.children) == (5, [])
    assert strings.strings == [b"ab", b"\x01"]
    assert bcanalyzer.parse_dump("<X NumWords=1 BlockCodeSize=2>\n  what is this\n").unparsed == ["  what is this"]


@settings(max_examples=200)
@given(st.lists(st.sampled_from(["<A BlockID=8 NumWords=1 BlockCodeSize=3>", "</A>", "  <R codeid=1 op0=-5/>",
                                 " blob data = '\\x4", " num-strings = 2 {", "  }", "'x'", "Summary", "<", "/>"]),
                max_size=12), st.text(max_size=40))
def test_any_dump_text_parses_without_raising(pieces, noise):
    dump = bcanalyzer.parse_dump("\n".join(pieces) + noise)
    assert isinstance(dump.unparsed, list)


# --- robustness: any bytes, linear work ------------------------------------------------

def _decode_or_parse_error(data: bytes) -> None:
    for check in (True, False):
        try:
            stream = bitcode.read(data, check_lengths=check)
        except ParseError as e:
            assert isinstance(e, bitcode.BitstreamError) and 0 <= e.bit <= 8 * len(data) + 64
        else:
            assert stream.num_bits == 8 * len(data)


@settings(max_examples=400)
@given(st.binary(max_size=400), st.sampled_from([b"", b"BC\xc0\xde", b"BC\xc0\xde\x35\x14\x00\x00"]))
def test_any_bytes_decode_or_raise_parse_error(tail, head):
    _decode_or_parse_error(head + tail)


@st.composite
def _streams(draw):
    """Well-formed streams of random blocks, abbreviations and records, with
    what they should decode to."""
    w = StreamWriter()
    expected = []

    def block(depth, out):
        width = draw(st.integers(2, 6))
        bid = draw(st.integers(1, 40))
        w.enter_block(bid, width)
        items = []
        abbrevs = []
        for _ in range(draw(st.integers(0, 6))):
            what = draw(st.sampled_from(["record", "abbrev", "use", "block"]))
            if what == "record":
                code, ops = draw(st.integers(0, 2**32 - 1)), draw(st.lists(st.integers(0, 2**64 - 1), max_size=5))
                w.record(code, ops)
                items.append(("r", code, 3, ops, None))
            elif what == "abbrev" and len(abbrevs) + 4 < 2 ** width:
                scalar = st.one_of(st.builds(Op, st.just(LITERAL), st.integers(0, 2**20)),
                                   st.builds(Op, st.sampled_from([FIXED, VBR]), st.integers(1, 64)),
                                   st.just(Op(C6)))
                ops = [draw(scalar)] + draw(st.lists(scalar, max_size=3))
                tail = draw(st.sampled_from(["", "array", "blob"]))
                if tail == "array":
                    ops += [Op(ARRAY), draw(scalar.filter(lambda o: o.kind != LITERAL))]
                elif tail == "blob":
                    ops.append(Op(BLOB))
                w.define_abbrev(ops)
                abbrevs.append(ops)
            elif what == "use" and abbrevs:
                i = draw(st.integers(0, len(abbrevs) - 1))
                ops = abbrevs[i]

                def value(op):
                    if op.kind == LITERAL:
                        return op.value
                    if op.kind == C6:
                        return draw(st.sampled_from(list(CHAR6)))
                    if op.kind == VBR and op.value == 1:
                        return 0
                    return draw(st.integers(0, 2 ** op.value - 1))
                code = value(ops[0]) & 0xFFFFFFFF  # a record code is 32 bits (LLVM keeps those)
                values, blob, k = [], None, 1
                while k < len(ops):
                    if ops[k].kind == ARRAY:
                        values += [value(ops[k + 1]) for _ in range(draw(st.integers(0, 4)))]
                        k += 2
                        continue
                    if ops[k].kind == BLOB:
                        blob = draw(st.binary(max_size=9))
                    else:
                        values.append(value(ops[k]))
                    k += 1
                if any(op.kind == VBR and op.value == 1 for op in ops):
                    continue  # vbr(1) holds only 0, and the writer refuses to write it
                w.abbrev_record(4 + i, ops, code, values, blob)
                items.append(("r", code, 4 + i, values, blob))
            elif what == "block" and depth < 3:
                block(depth + 1, items)
        w.end_block()
        out.append(("b", bid, width, items))

    for _ in range(draw(st.integers(1, 2))):
        block(0, expected)
    return w.finish(), expected


def _shape(items):
    out = []
    for item in items:
        if isinstance(item, Block):
            out.append(("b", item.block_id, item.abbrev_width, _shape(item.children)))
        elif isinstance(item, Record):
            out.append(("r", item.code, item.abbrev_id, item.ops, item.blob))
    return out


@settings(max_examples=150)
@given(_streams(), st.lists(st.integers(0, 2**20), max_size=6), st.integers(0, 2**20))
def test_written_streams_decode_to_what_was_written_and_mutants_to_parse_errors(case, flips, cut):
    data, expected = case
    stream = bitcode.read(data)
    assert _shape(stream.blocks) == expected
    assert encode(stream) == data
    mutant = bytearray(data)
    for f in flips:
        f %= 8 * len(mutant)
        mutant[f >> 3] ^= 1 << (f & 7)
    _decode_or_parse_error(bytes(mutant))
    _decode_or_parse_error(bytes(mutant[:cut % (len(mutant) + 1)]))


@settings(max_examples=150)
@given(st.data())
def test_mutated_real_bitcode_decodes_or_raises_parse_error(data):
    programs = sorted(corpus_programs(), key=lambda p: len(p[1]))[:40]
    _, code = data.draw(st.sampled_from(programs))
    mutant = bytearray(code)
    for _ in range(data.draw(st.integers(1, 8))):
        kind = data.draw(st.sampled_from(["flip", "byte", "word", "cut", "splice"]))
        at = data.draw(st.integers(0, max(0, len(mutant) - 1)))
        if kind == "flip" and mutant:
            mutant[at] ^= 1 << data.draw(st.integers(0, 7))
        elif kind == "byte" and mutant:
            mutant[at] = data.draw(st.integers(0, 255))
        elif kind == "word":
            mutant[at:at + 4] = data.draw(st.sampled_from([b"\xff\xff\xff\xff", b"\0\0\0\0", b"\xff\xff\xff\x7f"]))
        elif kind == "cut":
            del mutant[at:]
        else:
            other = data.draw(st.integers(0, len(mutant)))
            mutant[at:at] = mutant[other:other + data.draw(st.integers(1, 64))]
    _decode_or_parse_error(bytes(mutant))


def _work(data: bytes, **kw) -> int:
    """Lines of the reader's modules run while reading ``data``: a measure of
    work that does not depend on the machine."""
    files = {reader.__file__, bits.__file__}
    count = 0

    def local(frame, event, arg):
        nonlocal count
        if event == "line":
            count += 1
        return local

    def calls(frame, event, arg):
        return local if frame.f_code.co_filename in files else None

    old = sys.gettrace()
    sys.settrace(calls)
    try:
        bitcode.read(data, **kw)
    except ParseError:
        pass
    finally:
        sys.settrace(old)
    return count


def _many_blockinfo_abbrevs(n: int) -> bytes:
    """n abbreviations for block 30 in BLOCKINFO, then n blocks 30."""
    w = StreamWriter()
    w.enter_block(0, 2).record(1, [30])
    for _ in range(n):
        w.define_abbrev([Op(LITERAL, 1), Op(FIXED, 3)])
    w.end_block()
    for _ in range(n):
        w.enter_block(30, 12).fixed(4 + n - 1, 12).fixed(5, 3).end_block()
    return w.finish()


def _literal_bomb(n: int) -> bytes:
    """An abbreviation of n literal operands, used n times (n*n values)."""
    w = StreamWriter()
    w.enter_block(30, 3).define_abbrev([Op(LITERAL, 1)] + [Op(LITERAL, 2**20)] * n)
    for _ in range(n):
        w.fixed(4, 3)
    return w.end_block().finish()


def _deep(n: int) -> bytes:
    def build(w):
        for _ in range(n):
            w.enter_block(30, 2)
    return _raw(build)


def _vbr_chain(n: int) -> bytes:
    def build(w):
        w.enter_block(30, 3).fixed(3, 3)
        for _ in range(n):
            w.fixed(0xFF, 8)
    return _raw(build)


@pytest.mark.parametrize("family", [_many_blockinfo_abbrevs, _literal_bomb, _deep, _vbr_chain])
def test_work_grows_linearly_with_the_input(family):
    small, large = family(150), family(600)
    assert len(large) >= 3 * len(small)
    ratio = len(large) / len(small)
    w_small, w_large = _work(small), _work(large)
    assert w_large <= 1.3 * ratio * w_small + 2000, (w_small, w_large)


def test_literal_operands_are_limited_by_the_data():
    with pytest.raises(ParseError, match="more literal operands than the data has bits"):
        bitcode.read(_literal_bomb(600))
    # a few uses are fine
    [block] = bitcode.read(_literal_bomb(20)).blocks
    assert len(block.records) == 20 and block.records[0].ops == [2**20] * 20


def test_nesting_is_bounded():
    with pytest.raises(ParseError, match="nested more than 64 deep"):
        bitcode.read(_deep(1000))
    with pytest.raises(ParseError, match="nested more than 5 deep"):
        bitcode.read(_deep(10), max_depth=5)


@pytest.mark.parametrize("build, message", [
    (lambda w: w.fixed(3, 3).vbr(1, 6).vbr(2**32 - 1, 6), "record of 4294967295 operands does not fit"),
    (lambda w: w.define_abbrev([Op(LITERAL, 1), Op(ARRAY), Op(FIXED, 1)]).fixed(4, 3).vbr(2**32 - 1, 6),
     "array of 4294967295 elements does not fit"),
    (lambda w: w.define_abbrev([Op(LITERAL, 1), Op(BLOB)]).fixed(4, 3).vbr(2**32 - 1, 6),
     "blob of 4294967295 bytes does not fit"),
    (lambda w: w.fixed(2, 3).vbr(2**32 - 1, 5), "abbreviation of 4294967295 operands does not fit"),
    (lambda w: w.fixed(1, 3).vbr(31, 8).vbr(3, 4).align32().fixed(2**32 - 1, 32),
     "block 31 of 4294967295 words runs past"),
])
def test_impossible_counts_are_refused_before_anything_is_allocated(build, message):
    data = _raw(lambda w: build(w.enter_block(30, 3)))
    tracemalloc.start()
    try:
        with pytest.raises(ParseError, match=message):
            bitcode.read(data)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert peak < 64 * 1024, peak
