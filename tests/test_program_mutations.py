"""The ``bitcode`` mutation group (dxfuzz/mutate/dxcontainer_program.py) and
the bitcode fuzz targets: on real DXIL containers every mutation gives a
container dxfuzz reads, whose program bitstream still decodes where the
mutation keeps the framing, changed in the one way the mutation names;
the same seed gives the same mutant; and the targets ``bitcode`` and
``dxil_metadata`` let nothing but ParseError escape."""
from __future__ import annotations

import functools
import os
import random

import pytest

import dxfuzz
from dxfuzz import Part, bitcode, build, mutate
from dxfuzz.bitcode import reader
from dxfuzz.bitcode.model import Abbrev, Block, Record
from dxfuzz.errors import ParseError
from dxfuzz.fuzz import bodies, seed_inputs, targets
from dxfuzz.mutate import dxcontainer_program as program

from conftest import corpus_bytes, corpus_manifest, shared_path

BITCODE = mutate.names("bitcode")
#: The mutations that leave every block length and END_BLOCK right.
FRAMING_KEPT = set(BITCODE) - {"bitcode_block_length", "bitcode_stream_cut"}
#: Those that change one record operand and nothing else of the stream's shape.
ONE_OPERAND = ("bitcode_operand_boundary", "bitcode_type_id", "bitcode_value_id", "bitcode_metadata_ref")
SEEDS = 4


@functools.lru_cache(maxsize=None)
def _sample():
    """``(label, container)``: the smallest DXIL container of each shader
    stage, the smallest with DXC's STAT program, the smallest program as an
    ILDB part and inside a nested LIBF container."""
    rows = sorted((r for r in corpus_manifest() if r["kind"] == "dxil"), key=lambda r: int(r["size"]))
    chosen, stages = [], set()
    for r in rows:
        stage = r["program"].split("_")[0]
        if stage not in stages:
            stages.add(stage)
            chosen.append(r["file"])
    chosen.append(next(r["file"] for r in rows if "STAT" in r["parts"].split(",")))
    out = [(name, corpus_bytes(name)) for name in chosen]
    smallest = out[0][1]
    (dxil,) = [p for p in mutate.all_parts(smallest) if p.fourcc == b"DXIL"]
    out.append(("ILDB", build([Part("ILDB", mutate.body_of(smallest, dxil))])))
    out.append(("nested LIBF", build([Part("PRIV", b"x"), Part("LIBF", smallest)])))
    return out


def _programs(data):
    """``{(fourcc, index): bitcode}`` of every program of a container (nested ones too)."""
    out = {}
    for fourcc, code in bitcode.programs(dxfuzz.parse(data, lazy=True)):
        out[(fourcc, sum(1 for f, _ in out if f == fourcc))] = code
    return out


def _shape(stream):
    """The items of a decoded stream as comparable tuples (depth, kind, ...)."""
    out = []
    for depth, item in stream.walk():
        if isinstance(item, Block):
            out.append((depth, "block", item.block_id, item.abbrev_width, item.length_words))
        elif isinstance(item, Abbrev):
            out.append((depth, "abbrev", item.ops))
        else:
            out.append((depth, "record", item.code, tuple(item.ops), item.blob))
    return out


@functools.lru_cache(maxsize=None)
def _mutants(name):
    """``[(label, seed, before, after)]`` of mutation ``name`` on the sample
    (``after`` None where it does not apply)."""
    out = []
    for label, data in _sample():
        for seed in range(SEEDS):
            out.append((label, seed, data, mutate.MUTATIONS[name].fn(data, random.Random(f"{label}:{seed}"))))
    return out


def test_the_group_is_registered_and_documented():
    assert BITCODE == ["bitcode_operand_boundary", "bitcode_type_id", "bitcode_value_id", "bitcode_metadata_ref",
                       "bitcode_abbrev_width", "bitcode_block_length", "bitcode_block_truncated",
                       "bitcode_stream_cut"]
    for name in BITCODE:
        m = mutate.MUTATIONS[name]
        assert m.group == "bitcode" and m.doc and not m.parses
    with open(os.path.join(os.path.dirname(os.path.dirname(__file__)), "docs", "fuzzing.md")) as f:
        doc = f.read()
    assert all(f"`{name}`" in doc for name in BITCODE)


@pytest.mark.parametrize("name", BITCODE)
def test_mutants_are_valid_containers_whose_program_changed(name):
    """The container still parses (sizes, offsets, len_bitcode, len_dwords
    right); exactly one program changed, and its bitstream decodes with
    every length checked where the mutation keeps the framing (with lengths
    unchecked for a wrong length word)."""
    applied = 0
    for label, seed, data, out in _mutants(name):
        if out is None:
            continue
        applied += 1
        assert out != data, (label, seed)
        obj = dxfuzz.parse(out)
        dxfuzz.to_dict(obj)  # every part decodes
        assert dxfuzz.serialize(obj) == out
        before, after = _programs(data), _programs(out)
        assert before.keys() == after.keys()
        changed = [k for k in before if before[k] != after[k]]
        assert len(changed) == 1, (label, seed, changed)
        old, new = before[changed[0]], after[changed[0]]
        for p in mutate.parts_of(out, *program.PROGRAM_PARTS):  # the program header follows the bitcode
            body = mutate.body_of(out, p)
            tree = dxfuzz.to_dict(dxfuzz.parse(build([Part(p.fourcc, body)])).part_table[0].part.body)
            tree = tree.get("program", tree)
            if tree and "len_dwords" in tree:
                assert tree["len_dwords"] * 4 == len(body)
                assert 8 + tree["ofs_bitcode"] + tree["len_bitcode"] <= len(body)
        if name in FRAMING_KEPT:
            reader.read(new)
        elif name == "bitcode_block_length":
            with pytest.raises(ParseError):
                reader.read(new)
            assert _records(reader.read(new, check_lengths=False)) == _records(reader.read(old))
        else:  # the stream cut inside a block: refused, or fewer items
            try:
                assert len(_shape(reader.read(new))) < len(_shape(reader.read(old)))
            except ParseError:
                pass
    assert applied >= len(_sample()) * SEEDS * 3 // 4, f"{name} applied {applied} times"


def _changed_program(data, out):
    """``(bitcode before, bitcode after)`` of the one program a mutation changed."""
    before, after = _programs(data), _programs(out)
    (key,) = [k for k in before if before[k] != after[k]]
    return before[key], after[key]


def _records(stream):
    return [(d, i.code, tuple(i.ops)) for d, i in stream.walk() if isinstance(i, Record)]


def _one_change(label, seed, data, out):
    """``(block id, record, operand index, old, new)`` of the one operand a mutation changed."""
    a, b = (reader.read(code) for code in _changed_program(data, out))
    blocks = {}
    diffs = []
    for (da, x), (db, y) in zip(a.walk(), b.walk()):
        assert da == db and type(x) is type(y), (label, seed)
        if isinstance(x, Block):
            blocks[da] = x.block_id
            assert (x.block_id, x.abbrev_width) == (y.block_id, y.abbrev_width)
        elif isinstance(x, Record):
            assert x.code == y.code and len(x.ops) == len(y.ops) and x.blob == y.blob
            diffs += [(blocks[da - 1], y, i, u, v) for i, (u, v) in enumerate(zip(x.ops, y.ops)) if u != v]
        else:
            assert x.ops == y.ops
    assert len(list(a.walk())) == len(list(b.walk()))
    assert len(diffs) == 1, (label, seed, diffs[:4])
    return diffs[0], a


@pytest.mark.parametrize("name", ONE_OPERAND)
def test_operand_mutations_change_one_operand(name):
    """One operand of one record changed (the record written unabbreviated
    if it must), everything else as it was; metadata references point past
    the metadata list, type ids past the type table or at another type."""
    for label, seed, data, out in _mutants(name):
        if out is None:
            continue
        (block_id, rec, i, old, new), stream = _one_change(label, seed, data, out)
        types, _, metadata = program._numbers(stream)
        if name == "bitcode_metadata_ref":
            assert new >= metadata, (label, seed, rec, i)
        elif name == "bitcode_type_id" and not (block_id == program.TYPE and rec.code == 1):
            assert i in program._type_slots(block_id, rec) and new != old
        elif name == "bitcode_operand_boundary":
            assert new in program.BOUNDARY or new in (old + 1, old - 1, 2 * old)


def test_value_ids_point_out_of_range():
    """An instruction operand made a relative id that reaches before the
    first value or past every one the function can have (or at the
    instruction itself), a branch target past DECLAREBLOCKS, a module-level
    value id past the module's values."""
    for label, seed, data, out in _mutants("bitcode_value_id"):
        if out is None:
            continue
        (block_id, rec, i, old, new), stream = _one_change(label, seed, data, out)
        _, values, _ = program._numbers(stream)
        if block_id == program.FUNCTION:
            if i in program._bb_slots(rec):
                assert new >= 1 and new != old
            elif rec.code != program.INST_PHI:
                assert new == 0 or new > values, (label, seed, rec, i)
        else:
            assert new >= values, (label, seed, rec, i)


def test_abbreviation_width_changes_one_definition_and_reencodes_its_records():
    found = 0
    for label, seed, data, out in _mutants("bitcode_abbrev_width"):
        if out is None:
            continue
        a, b = (_shape(reader.read(code)) for code in _changed_program(data, out))
        assert len(a) == len(b)
        defs = [(x, y) for x, y in zip(a, b) if x[1] == "abbrev" and x != y]
        widths = [(x, y) for x, y in zip(a, b) if x[1] == "block" and x[3] != y[3]]
        assert len(defs) + len(widths) == 1, (label, seed, defs, widths)
        for x, y in defs:
            changed = [(p, q) for p, q in zip(x[2], y[2]) if p != q]
            assert len(changed) == 1 and changed[0][1].kind in (1, 2), changed
            found += 1
    assert found > 5


def test_truncated_blocks_keep_the_framing_and_lose_items():
    for label, seed, data, out in _mutants("bitcode_block_truncated"):
        if out is None:
            continue
        a, b = (_shape(reader.read(code)) for code in _changed_program(data, out))
        assert len(b) < len(a)


@pytest.mark.parametrize("name", BITCODE)
def test_mutations_are_deterministic_for_a_seed(name):
    label, data = _sample()[1]
    first = [mutate.MUTATIONS[name].fn(data, random.Random(seed)) for seed in range(3)]
    mutate.clear_caches()  # the caches do not change what is drawn
    assert [mutate.MUTATIONS[name].fn(data, random.Random(seed)) for seed in range(3)] == first
    labels = [mutate.mutate(data, random.Random(9), [name]) for _ in range(2)]
    assert labels[0] == labels[1] and labels[0][0].startswith(name)


def test_mutations_of_what_is_not_a_program_do_nothing():
    fxc = next(r["file"] for r in corpus_manifest() if r["kind"] == "dxbc" and "STAT" in r["parts"])
    for data in (corpus_bytes(fxc), b"", b"DXBC" + bytes(28),
                 build([Part("DXIL", bytes(40))]), build([Part("DXIL", b"\x60\0\0\0\x10\0\0\0DXIL" + bytes(12))])):
        for name in BITCODE:
            assert mutate.MUTATIONS[name].fn(data, random.Random(1)) is None, name


def test_mutate_command_selects_the_group(tmp_path):
    from dxfuzz.cli import main
    src = tmp_path / "in.dxbc"
    src.write_bytes(_sample()[0][1])
    out = tmp_path / "o"
    assert main(["mutate", str(src), "--out", str(out), "--count", "24", "--mutation", "bitcode",
                 "--digest", "recompute", "-q"]) == 0
    written = os.listdir(out)
    labels = {n.split(".")[1] for n in written}
    assert len(written) > 15 and labels <= {f"{n}+digest" for n in BITCODE} and len(labels) >= 5
    for n in written:
        data = (out / n).read_bytes()
        assert dxfuzz.digest.with_digest(data, "recompute") == data  # signed again


# --- the fuzz targets ------------------------------------------------------------------


@functools.lru_cache(maxsize=None)
def _bitcode_seeds():
    return seed_inputs("bitcode", [shared_path("corpus")], limit=40)


def test_bitcode_targets_are_listed_and_seeded_from_program_parts():
    names = targets.names()
    assert {"bitcode", "dxil_metadata"} <= set(names)
    seeds = _bitcode_seeds()
    assert len(seeds) == 40 and all(s[:4] == b"BC\xc0\xde" for s in seeds)
    assert seed_inputs("dxil_metadata", [shared_path("corpus")], limit=40) == seeds
    for s in seeds[:5]:
        reader.read(s)
    assert targets.BITCODE_TARGETS["bitcode"].inputs(b"DXBC") == []


def _fuzz_inputs(n=300):
    """Seeds, the bitcode of bitcode mutants, and byte-level mutants of both."""
    rnd = random.Random(5)
    seeds = list(_bitcode_seeds()[:12])
    out = list(seeds)
    for label, data in _sample()[:4]:
        for name in BITCODE:
            mutant = mutate.MUTATIONS[name].fn(data, rnd)
            if mutant is not None:
                out += [code for code in _programs(mutant).values()]
    while len(out) < n:
        b = bytearray(rnd.choice(out))
        how = rnd.randrange(4)
        if how == 0 and b:
            for _ in range(rnd.randrange(1, 8)):
                b[rnd.randrange(len(b))] = rnd.randrange(256)
        elif how == 1:
            del b[rnd.randrange(len(b) + 1):]
        elif how == 2 and len(b) > 8:
            at = rnd.randrange(4, len(b) - 4)
            b[at:at + 4] = rnd.choice([b"\xff\xff\xff\xff", b"\0\0\0\0", b"\x00\x00\x00\x80"])
        else:
            at = rnd.randrange(len(b) + 1)
            b[at:at] = bytes(rnd.randrange(256) for _ in range(rnd.randrange(1, 16)))
        out.append(bytes(b))
    return out


@pytest.mark.parametrize("target", ["bitcode", "dxil_metadata", "dxil_functions"])
def test_bitcode_targets_let_only_parse_error_escape(target):
    run = bodies.body(target)
    inputs = _fuzz_inputs()
    assert len(inputs) >= 300
    for data in inputs:
        assert bodies.breach(target, data) is None, data[:64]
    run(b"")
    run(b"BC\xc0\xde")
