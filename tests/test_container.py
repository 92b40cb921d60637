"""The container level on every real file: parse, part table, round trip,
digest state, and the builder reproducing real layouts."""
from __future__ import annotations

import gc
import struct

import pytest

import dxfuzz
from dxfuzz import digest
from dxfuzz.builder import Part, build

from conftest import corpus_census, corpus_files, corpus_manifest


def test_every_corpus_file_parses_with_the_manifest_part_list(corpus):
    manifest = {row["file"]: row for row in corpus_manifest()}
    assert len(corpus) == len(manifest) > 2000
    for name, data in corpus:
        obj = dxfuzz.parse(data, lazy=True)
        fourccs = [p.fourcc_text for p in dxfuzz.parts(obj)]
        assert ",".join(fourccs) == manifest[name]["parts"], name
        assert obj.len_file == int(manifest[name]["size"]) == len(data), name


def test_every_corpus_file_round_trips_byte_exact_with_no_unwritten_bytes(corpus):
    for name, data in corpus:
        out, gaps = dxfuzz.serialize_with_gaps(dxfuzz.parse(data))
        assert out == data, name
        # Real files are contiguous: the container writer covers every byte.
        assert gaps == [], (name, gaps)


def test_digest_state_matches_manifest(corpus):
    manifest = {row["file"]: row["digest"] for row in corpus_manifest()}
    states = {}
    for name, data in corpus:
        states[name] = digest.state(data)
        assert states[name] == manifest[name], name
    assert sum(s == "valid" for s in states.values()) == corpus_census()["digest"]["valid"]


def test_the_census_of_the_manifest_is_what_the_files_hold(corpus):
    """The totals other tests expect (``corpus_census``) are the files':
    their number, each file's top-level parts in table order, and that at
    least the families every decoder test counts on are there."""
    census = corpus_census()
    rows = {row["file"]: row for row in corpus_manifest()}
    assert len(corpus) == census["files"] == len(rows) > 2000
    for name, data in corpus:
        parts = [p.fourcc_text for p in dxfuzz.parts(dxfuzz.parse(data, lazy=True))]
        assert ",".join(parts) == rows[name]["parts"], name
    assert sum(census["digest"].values()) == census["files"]
    assert all(census["parts"][f] > 10 for f in ("SFI0", "HASH", "ILDN", "FX10", "IFCE", "RDAT",
                                                  "RTS0", "LIBF", "RDEF", "SHEX", "SHDR", "Aon9"))


def test_header_fields_of_a_known_file():
    data = dict(corpus_files())["bgfx/cs_mipgen_oddx_dxil.dxbc"]
    obj = dxfuzz.parse(data)
    assert (obj.major_version, obj.minor_version, obj.len_file, obj.num_parts) == (1, 0, 3936, 7)
    assert [e.ofs_part for e in obj.part_table] == [0x3C, 0x4C, 0x5C, 0x6C, 0x16C, 0x1A0, 0x1BC]
    assert [(p.fourcc_text, p.len_body) for p in dxfuzz.parts(obj)] == [
        ("SFI0", 8), ("ISG1", 8), ("OSG1", 8), ("PSV0", 248), ("ILDN", 44), ("HASH", 20), ("DXIL", 3484)]
    assert obj.digest.hex() == "2227db148ae0af6b864b3eda21d96f06"
    assert dxfuzz.parts(obj)[6].fourcc.name == "dxil"


def test_odd_sizes_and_unaligned_parts_are_read_as_they_are(corpus):
    odd_total = odd_part = unaligned = 0
    for name, data in corpus:
        obj = dxfuzz.parse(data, lazy=True)
        odd_total += len(data) % 4 != 0
        odd_part += any(p.len_body % 4 for p in dxfuzz.parts(obj))
        unaligned += any(e.ofs_part % 4 for e in obj.part_table)
    # Measured on the corpus: files whose length, some part size, or some
    # part offset is not a multiple of 4 (all of them round-trip above).
    assert (odd_total, odd_part, unaligned) == (72, 80, 27)


def test_libf_parts_are_whole_nested_containers(corpus):
    nested = 0
    for name, data in corpus:
        if b"LIBF" not in data:
            continue
        for part in dxfuzz.find_parts(dxfuzz.parse(data), "LIBF"):
            inner = part.body
            assert inner.magic == b"DXBC"
            assert inner.len_file == part.len_body
            assert digest.state(part._raw__m_body) == "valid"
            nested += 1
    assert nested == 110  # manifest: 110 LIBF parts


def test_builder_reproduces_every_contiguous_real_file(corpus):
    rebuilt = 0
    for name, data in corpus:
        obj = dxfuzz.parse(data, lazy=True)
        parts = [Part(p.fourcc_text, data[e.ofs_part + 8:e.ofs_part + 8 + p.len_body])
                 for e, p in zip(obj.part_table, dxfuzz.parts(obj))]
        out = build(parts, digest=obj.digest)
        assert out == data, name
        rebuilt += 1
    assert rebuilt == len(corpus)


def test_builder_recomputes_the_digest_and_keeps_forced_values():
    good = build([Part("SFI0", bytes(8)), Part("ABCD", b"xyz")])
    assert digest.state(good) == "valid"
    assert len(good) == 32 + 8 + 16 + 11
    bad = build([Part("SFI0", bytes(8), size=1000), Part("ABCD", b"xyz", offset=4)],
                len_file=7, num_parts=9, digest="zero")
    magic, dg, major, minor, file_size, count = struct.unpack_from("<4s16sHHII", bad)
    assert (file_size, count, dg) == (7, 9, bytes(16))
    assert struct.unpack_from("<I", bad, 36)[0] == 4  # forced offset kept
    assert digest.state(bad) == "zero"


def test_writer_writes_fields_back_from_the_object():
    data = build([Part("SFI0", bytes(8)), Part("ZZZZ", b"abcd")])
    obj = dxfuzz.parse(data)
    obj.minor_version = 7
    out = dxfuzz.serialize(obj)
    assert out[22:24] == b"\x07\x00" and out[:22] == data[:22] and out[24:] == data[24:]


def test_a_gap_between_parts_is_kept_and_reported():
    data = build([Part("AAAA", b"1234"), Part("BBBB", b"5678", offset=60)])
    data = data[:52] + b"\xee" * 8 + data[60:]  # bytes no part covers
    obj = dxfuzz.parse(data)
    out, gaps = dxfuzz.serialize_with_gaps(obj)
    assert out == data
    assert gaps == [(52, 60)]


@pytest.mark.parametrize("trailing", [b"\x00", b"tail bytes"])
def test_bytes_after_file_size_are_kept(trailing):
    data = build([Part("AAAA", b"1234")], trailing=trailing)
    assert dxfuzz.serialize(dxfuzz.parse(data)) == data


def test_nesting_beyond_the_limit_is_a_parse_error():
    inner = build([Part("SFI0", bytes(8))])
    for _ in range(80):
        inner = build([Part("LIBF", inner)])
    obj = dxfuzz.parse(inner)
    with pytest.raises(dxfuzz.ParseError, match="nest"):
        dxfuzz.to_dict(obj)


def test_a_part_size_field_inside_the_part_table_is_refused_not_an_index_error():
    """Found by comparing the builds on mutants: a part whose size field lies
    in the part table (an offset into the header) ran past the end; naming
    the problem re-read the container with that size cut short, which also
    changed the part count, and looked up a part that was no longer there."""
    data = bytes.fromhex("44584243" + "00" * 24 + "03000000" + "15000000" + "00" * 8)
    with pytest.raises(dxfuzz.ParseError):
        dxfuzz.parse(data, layout=False)


def _programs_made(monkeypatch):
    """A set that holds every shader program read from now on, while it exists."""
    import weakref
    from dxfuzz import kaitai
    shader = kaitai.spec_class("dxcontainer_shader")
    made = weakref.WeakSet()
    read = shader._read

    def reading(self):
        made.add(self)
        read(self)
    monkeypatch.setattr(shader, "_read", reading)
    return made


def test_parse_checks_every_part_body_and_holds_none(monkeypatch):
    """``parse`` decodes every part body, so a malformed one is refused, but
    keeps none unless told to hold them: the parsed container holds its
    header, table and part headers (a body is decoded again when read), so
    its memory does not grow with the parts' decoded objects (collected
    at every release here: the bound below, at its strictest)."""
    from dxfuzz import container, kaitai
    from conftest import seed_part
    monkeypatch.setattr(container, "_COLLECT_AFTER", 0)
    shader = kaitai.spec_class("dxcontainer_shader")
    shex = seed_part("SHEX")
    data = build([Part("SHEX", shex)] * 30 + [Part("SFI0", bytes(8))])
    made = _programs_made(monkeypatch)
    obj = dxfuzz.parse(data)
    assert len(made) == 0  # each was read, checked and freed
    assert not any("_m_body" in e.part.__dict__ for e in obj.part_table)
    # read again, a body is the same decoded body, and it stays once read
    first = obj.part_table[0].part.body
    assert type(first) is shader and first is obj.part_table[0].part.body
    assert dxfuzz.serialize(obj) == data
    # the check still refuses a malformed body at parse (an SFI0 part is
    # 8 bytes of flags)
    bad = build([Part("SHEX", shex), Part("SFI0", bytes(4))])
    with pytest.raises(dxfuzz.ParseError, match=r"part_table\[1\]\.part\.body"):
        dxfuzz.parse(bad)
    assert dxfuzz.parse(bad, lazy=True).num_parts == 2
    # ``hold``: the bodies are kept as decoded, and a walk keeps them too
    # (decoded once for to_dict then serialize, as the fuzz harnesses do)
    del obj, first
    gc.collect()  # (serialize read every body of obj again; they are cycles)
    held = dxfuzz.parse(data, hold=True)
    assert len(made) == 30 and all("_m_body" in e.part.__dict__ for e in held.part_table)
    bodies = [e.part.body for e in held.part_table]
    dxfuzz.to_dict(held)
    assert [e.part.body for e in held.part_table] == bodies and len(made) == 30


def test_to_dict_of_a_container_holds_one_part_s_objects_at_a_time(monkeypatch):
    """The walk of a container lets go of each part body it decoded itself
    once that part's tree is made, and frees it then: while the tree of 30
    shader parts is made, at most one program exists; a body read before
    the walk is kept (the same object afterwards), and the tree is the same
    either way (collected at every release here, as above)."""
    from dxfuzz import container
    from conftest import seed_part
    monkeypatch.setattr(container, "_COLLECT_AFTER", 0)
    data = build([Part("SHEX", seed_part("SHEX"))] * 30)
    obj = dxfuzz.parse(data)
    made = _programs_made(monkeypatch)
    alive = []
    release = container.release_body

    def counting(part):
        alive.append(len(made))  # the part's own program, not yet let go
        release(part)
    monkeypatch.setattr(container, "release_body", counting)
    tree = dxfuzz.to_dict(obj)
    assert len(alive) == 30 and max(alive) == 1, alive
    assert len(made) == 0
    kept = obj.part_table[3].part.body
    alive.clear()
    assert dxfuzz.to_dict(obj) == tree
    assert obj.part_table[3].part.body is kept and len(alive) == 29
    assert tree["part_table"][3]["part"]["body"]["program"]["instructions"]


def test_released_bodies_wait_for_the_collector_in_a_bounded_number(monkeypatch):
    """Parts let go are collected once ``_COLLECT_AFTER`` objects wait, not
    at every release: after each release fewer than that many objects
    wait, though the 30 programs made many times as many, and the
    collector ran fewer times than there were parts."""
    from dxfuzz import container
    from dxfuzz.strategies import dxcontainer_shader as strat
    mov = strat.instruction(54, strat.operands(strat.operand(0, indices=[strat.imm(0)]),
                                               strat.operand(1, mode=1, select=0xE4, indices=[strat.imm(1)])))
    shex = dxfuzz.build_part("SHEX", strat.program(0, 5, 0, [mov] * 40))
    data = build([Part("SHEX", shex)] * 30)
    obj = dxfuzz.parse(data)
    waiting, collections = [], []
    release = container.release_body

    def counting(part):
        before = gc.get_stats()[1]["collections"]
        release(part)
        waiting.append(gc.get_count()[0])
        collections.append(gc.get_stats()[1]["collections"] - before)
    monkeypatch.setattr(container, "release_body", counting)
    dxfuzz.to_dict(obj)
    assert len(waiting) == 30 and max(waiting) < container._COLLECT_AFTER, waiting
    assert 3 <= sum(collections) < 30, collections
