"""The program spec's reading of the bitstream (each block's `contents` view):
item for item the same as dxfuzz.bitcode's reader on every corpus program up
to the first abbreviated record, each item kind and limit on streams built
for it, and never an error, whatever the bytes."""
from __future__ import annotations

import random

import pytest
from hypothesis import given, strategies as st
from kaitaistruct import BytesIO, KaitaiStream

from dxfuzz import bitcode, kaitai
from dxfuzz.bitcode.model import ARRAY, BLOB, CHAR6, FIXED, LITERAL, VBR, Abbrev, AbbrevOp as Op, Block, Record
from dxfuzz.bitcode.writer import StreamWriter
from dxfuzz.fuzz import bodies
from dxfuzz.todict import to_dict

from conftest import corpus_census, corpus_programs

PROGRAM = kaitai.spec_class("dxcontainer_program")


def _bitcode_view(data: bytes):
    return PROGRAM.LlvmBitcode(KaitaiStream(BytesIO(data)))


def _contents(body: bytes, block_id=30, width=4, depth=1):
    return PROGRAM.BlockContents(block_id, width, depth, KaitaiStream(BytesIO(body)))


def _kind(item) -> str:
    return item.kind.name if hasattr(item.kind, "name") else str(item.kind)


def _ops(vbrs) -> list:
    return [v.value for v in vbrs]


def _abbrev_ops(item) -> tuple:
    out = []
    for op in item.abbrev_ops if item.num_abbrev_ops.value else []:
        if op.head.is_literal:
            out.append(Op(LITERAL, op.literal_value.value))
        else:
            out.append(Op(int(op.head.encoding), op.width.value if op.has_width else 0))
    return tuple(out)


def compare(view, block: Block, where: str, counts) -> list:
    """Differences between a `contents` view and the reader's block, item
    for item: the view must hold every child up to the first abbreviated
    record (which it names) or the END_BLOCK."""
    items = getattr(view, "items", None) or []
    children = block.children
    for i, item in enumerate(items):
        kind, here = _kind(item), f"{where}[{i}]"
        child = children[i] if i < len(children) else None
        if kind == "end_block":
            counts["complete blocks"] += 1
            return [] if child is None else [(here, "END_BLOCK before", child)]
        if kind == "abbreviated_record":
            counts["stops at an abbreviated record"] += 1
            ok = isinstance(child, Record) and child.abbrev_id == item.abbrev_id
            return [] if ok else [(here, f"abbreviation {item.abbrev_id}", child)]
        if kind == "enter_subblock":
            counts["blocks"] += 1
            sub = item.subblock
            if not (isinstance(child, Block) and (child.block_id, child.abbrev_width, child.length_words) ==
                    (item.new_block_id.value, item.new_abbrev_width.value, sub.len_words)):
                return [(here, "block", child)]
            found = compare(sub.body, child, f"{here}/", counts)
            if found:
                return found
        elif kind == "define_abbrev":
            counts["abbreviation definitions"] += 1
            if not (isinstance(child, Abbrev) and _abbrev_ops(item) == tuple(child.ops)):
                return [(here, _abbrev_ops(item), child)]
        elif kind == "unabbrev_record":
            counts["unabbreviated records"] += 1
            ops = _ops(item.ops) if item.num_ops.value else []
            if not (isinstance(child, Record) and child.abbrev_id == 3 and
                    (child.code, child.ops) == (item.code.value, ops)):
                return [(here, (item.code.value, ops), child)]
        else:
            return [(here, kind, child)]
    return [(where, f"{len(items)} items and no END_BLOCK", len(children))]




def test_every_corpus_block_reads_as_the_bitcode_reader_reads_it():
    """Every block of every corpus program: the view's items are the
    reader's (which agrees with llvm-bcanalyzer) up to the first
    abbreviated record, sub-blocks included, and every BLOCKINFO is whole."""
    from collections import Counter
    counts, diffs = Counter(), []
    programs = corpus_programs()
    for label, code in programs:
        view, stream = _bitcode_view(code), bitcode.read(code)
        assert len(view.blocks) == len(stream.blocks), label
        for i, (block, read) in enumerate(zip(view.blocks, stream.blocks)):
            counts["blocks"] += 1
            diffs += compare(block.contents, read, f"{label}:{i}", counts)
        blockinfo = [it for it in view.blocks[0].contents.items
                     if _kind(it) == "enter_subblock" and it.new_block_id.value == 0]
        assert blockinfo and _kind(blockinfo[0].subblock.body.items[-1]) == "end_block", label
    print(f"{len(programs)} programs: {dict(counts)}")
    assert len(programs) == corpus_census()["programs"]
    assert not diffs, diffs[:5]
    assert counts["unabbreviated records"] > 10_000 and counts["abbreviation definitions"] > 10_000
    assert counts["stops at an abbreviated record"] and counts["complete blocks"] > len(programs)


def _stream_with_every_item() -> bytes:
    w = StreamWriter()
    w.enter_block(0, 2).record(1, [30]).record(2, list(b"NAME"))
    w.define_abbrev([Op(LITERAL, 7), Op(FIXED, 3), Op(VBR, 6), Op(ARRAY), Op(CHAR6)])
    w.define_abbrev([Op(LITERAL, 0), Op(BLOB)]).end_block()
    w.enter_block(30, 32)
    w.record(1, [0, 31, 32, 2**53 - 1]).record(2**20, []).define_abbrev([])
    w.enter_block(31, 2).enter_block(32, 3).enter_block(33, 4).enter_block(34, 5).record(9, [1])
    w.end_block().end_block().end_block().end_block()
    w.enter_block(35, 1).end_block()  # width 1: not decoded
    w.record(3, [2**53])  # beyond 53 bits: the items stop
    w.end_block()
    return w.finish()


def test_each_item_kind_of_a_synthetic_stream():
    view = _bitcode_view(_stream_with_every_item())
    blockinfo, block = (b.contents for b in view.blocks)
    assert [_kind(i) for i in blockinfo.items] == [
        "unabbrev_record", "unabbrev_record", "define_abbrev", "define_abbrev", "end_block"]
    assert blockinfo.items[0].blockinfo_code.name == "setbid"
    assert _ops(blockinfo.items[1].ops) == list(b"NAME") and blockinfo.items[1].blockinfo_code.name == "blockname"
    assert _abbrev_ops(blockinfo.items[2]) == (Op(LITERAL, 7), Op(FIXED, 3), Op(VBR, 6), Op(ARRAY), Op(CHAR6))
    assert _abbrev_ops(blockinfo.items[3]) == (Op(LITERAL, 0), Op(BLOB))
    items = block.items
    assert [_kind(i) for i in items] == ["unabbrev_record", "unabbrev_record", "define_abbrev",
                                        "enter_subblock", "enter_subblock", "unabbrev_record"]
    assert _ops(items[0].ops) == [0, 31, 32, 2**53 - 1] and len(items[0].ops[3].chunks) == 11
    assert items[1].code.value == 2**20 and items[1].num_ops.value == 0
    assert items[2].num_abbrev_ops.value == 0
    # nesting: depths 2-4 decoded, the block at depth 5 kept as bytes
    depth2 = items[3].subblock.body
    depth4 = depth2.items[0].subblock.body.items[0].subblock.body
    assert depth4.depth == 4 and isinstance(depth4.items[0].subblock.body, bytes)
    assert not items[3].subblock.body.items[0].subblock.body.items[0].subblock.body.items[0].subblock.is_body_decoded
    assert not hasattr(items[4].subblock.body, "items")  # abbreviation width 1
    # 2**53 is not exact in every target: not complete, the last item
    last = items[5]
    assert not last.is_complete and last.is_last and not last.ops[0].is_complete
    assert last.ops[0].value is None and last.end_bit == block._io.size() * 8


def test_an_abbreviated_record_ends_the_items_and_is_named():
    ab = [Op(LITERAL, 5), Op(FIXED, 3)]
    w = StreamWriter()
    w.enter_block(30, 3).define_abbrev(ab).abbrev_record(4, ab, 5, [6]).record(1, [1]).end_block()
    items = _bitcode_view(w.finish()).blocks[0].contents.items
    assert [_kind(i) for i in items] == ["define_abbrev", "abbreviated_record"]
    assert items[1].abbrev_id == 4 and items[1].is_last


def _walk_never_fails(contents) -> dict:
    return to_dict(contents, views=True)


def test_every_cut_and_bit_flip_of_a_block_ends_the_items_without_an_error():
    """The contents of the synthetic block cut at every byte and with every
    bit flipped: the view never raises, and a cut keeps the items wholly
    before the cut."""
    data = _stream_with_every_item()
    block = _bitcode_view(data).blocks[1]
    body, width = bytes(block.body), block.header.abbrev_width
    whole = [(_kind(i), i.end_bit) for i in _contents(body, width=width).items]
    for n in range(len(body) + 1):
        view = _contents(body[:n], width=width)
        _walk_never_fails(view)
        items = [(_kind(i), i.end_bit) for i in getattr(view, "items", None) or []]
        before = [it for it in whole if it[1] <= n * 8]
        assert items[:len(before)] == before, n
    for bit in range(len(body) * 8):
        flipped = bytearray(body)
        flipped[bit // 8] ^= 1 << bit % 8
        _walk_never_fails(_contents(bytes(flipped), width=width))


@given(st.binary(max_size=300), st.integers(0, 40), st.integers(0, 40), st.integers(1, 6))
def test_any_bytes_as_a_block_never_fail(body, block_id, width, depth):
    _walk_never_fails(_contents(body, block_id, width, depth))


@given(st.binary(max_size=400))
def test_the_fuzz_target_accepts_any_bytes(data):
    bodies.bitstream_view(b"BC\xc0\xde" + data)


def _count_structures(tree) -> int:
    if isinstance(tree, dict):
        return 1 + sum(_count_structures(v) for v in tree.values())
    if isinstance(tree, list):
        return sum(_count_structures(v) for v in tree)
    return 0


@pytest.mark.parametrize("name, build", [
    ("records of zero operands", lambda w, n: w.record(1, [0] * n)),
    ("literal operand encodings", lambda w, n: w.define_abbrev([Op(LITERAL, 0)] * n)),
    ("char6 operand encodings", lambda w, n: w.define_abbrev([Op(CHAR6)] * n)),
    ("nested empty blocks", lambda w, n: [w.enter_block(31, 2).end_block() for _ in range(n // 8)]),
    ("random bits", None),
])
def test_the_structures_a_block_reads_grow_linearly(name, build):
    """The densest bodies there are: at most 4 structures per byte, and
    4 times the bytes give at most ~4 times the structures."""
    sizes = []
    for n in (2000, 8000):
        if build is None:
            body = random.Random(n).randbytes(n)
        else:
            w = StreamWriter()
            w.enter_block(30, 2)
            build(w, n)
            w.end_block()
            body = bytes(_bitcode_view(w.finish()).blocks[0].body)
        contents = _contents(body, width=2)
        tree = _walk_never_fails(contents)
        sizes.append((len(body), _count_structures(tree)))
        assert build is None or _kind(contents.items[-1]) == "end_block"  # read to its end
    (small, n_small), (large, n_large) = sizes
    assert n_small <= 4 * small + 100 and n_large <= 4 * large + 100, sizes
    if build is not None:
        assert n_large <= 4.5 * n_small * large / small, sizes
