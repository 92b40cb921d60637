"""The container strategy: whole containers from the part strategies, valid
for dxfuzz (round trip both ways), with nested LIBF containers, unknown
parts, gaps and every digest."""
from __future__ import annotations

import os

import pytest

from hypothesis import given, settings

import dxfuzz
from dxfuzz import digest
from dxfuzz.fuzz import bodies
from dxfuzz.part_table import raw_parts
from dxfuzz.strategies import part_payloads
from dxfuzz.commands.make_corpus import draw_examples
from dxfuzz.strategies.containers import containers, container_parts, part_kinds

EXAMPLES = int(os.environ.get("DXFUZZ_HYPOTHESIS_EXAMPLES", "80"))
SETTINGS = settings(max_examples=EXAMPLES)


def find(strategy, condition, n=40):
    """The first of ``n`` derandomized draws that meets ``condition`` (no shrinking)."""
    for x in draw_examples(strategy, n, "find"):
        if condition(x):
            return x
    raise AssertionError(f"none of {n} draws met the condition")


@SETTINGS
@given(containers())
def test_serialize_of_parse_is_the_input(data):
    assert dxfuzz.serialize(dxfuzz.parse(data)) == data


@SETTINGS
@given(containers())
def test_parse_of_serialize_decodes_the_same(data):
    obj = dxfuzz.parse(data)
    again = dxfuzz.parse(dxfuzz.serialize(obj))
    assert dxfuzz.to_dict(again) == dxfuzz.to_dict(obj)


@SETTINGS
@given(containers(max_parts=4))
def test_generated_containers_pass_every_container_body(data):
    bodies.container(data)
    bodies.roundtrip(data)


@SETTINGS
@given(container_parts(max_parts=5, gaps=False, max_depth=0, unknown=False))
def test_parts_are_laid_out_in_order_with_their_payloads(parts):
    data = dxfuzz.build(parts)
    found = list(raw_parts(data))
    assert [f for f, _ in found] == [p.fourcc for p in parts]
    assert [b for _, b in found] == [p.payload_bytes() for p in parts]


def _fourccs(data):
    return [f for f, _ in raw_parts(data)]


def test_nested_libf_containers_are_drawn():
    data = find(containers(fourccs=["LIBF", "PRIV"], min_parts=1),
                lambda d: "LIBF" in _fourccs(d)[:1] and len(_fourccs(d)) >= 2)
    inner = dxfuzz.parse(data).part_table[0].part.body
    assert type(inner).__name__ == "Dxcontainer"


def test_unknown_fourccs_and_gaps_are_drawn():
    known = set(part_kinds()) | {"LIBF"}
    data = find(containers(fourccs=[], min_parts=1, max_depth=0),
                lambda d: any(f not in known for f in _fourccs(d)))
    assert any(f not in known for f in _fourccs(data))
    gapped = find(containers(fourccs=["PRIV", "SDBG"], min_parts=2, max_depth=0, unknown=False),
                  lambda d: _has_gap(d))
    assert dxfuzz.serialize(dxfuzz.parse(gapped)) == gapped


def _has_gap(data):
    obj = dxfuzz.parse(data, lazy=True)
    end = 32 + 4 * obj.num_parts
    for e in obj.part_table:
        if e.ofs_part != end:
            return True
        end = e.ofs_part + 8 + e.part.len_body
    return False


def test_every_part_strategy_appears_in_containers():
    """Each fourcc with a part strategy (and each raw kind) is drawn, valid."""
    for fourcc in sorted(part_kinds()):
        data = find(containers(fourccs=[fourcc], min_parts=1, max_depth=0, unknown=False),
                    lambda d, f=fourcc: f in _fourccs(d), n=2)
        assert dxfuzz.serialize(dxfuzz.parse(data)) == data


def test_part_strategies_are_the_registry():
    """Every strategy module's fourccs are used; placeholders add raw kinds only."""
    assert set(part_payloads()) <= set(part_kinds())


@SETTINGS
@given(containers(digest="recompute"))
def test_recomputed_digests_are_valid(data):
    assert digest.state(data) == "valid"


@pytest.mark.parametrize("kind", ["zero", "bypass", "preview"])
def test_special_digests(kind):
    for data in draw_examples(containers(digest=kind, max_depth=0, max_parts=3), 10, kind):
        assert digest.state(data) in (kind, "valid")


# --- the seed corpus (make corpus) -------------------------------------------

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


@pytest.mark.slow
def test_make_corpus_regenerates_the_committed_corpus(tmp_path):
    """``make corpus`` in a fresh process writes exactly the committed files
    (the strategies are derandomized and hypothesis is pinned in
    constraints.txt): a strategy change without ``make corpus`` fails here.
    Every part strategy has its files, every FX10 version among them."""
    import subprocess
    import sys
    subprocess.run([sys.executable, "-m", "dxfuzz", "make-corpus", "-o", str(tmp_path)], check=True, cwd=REPO,
                   capture_output=True)
    committed = os.path.join(REPO, "corpus")
    made = sorted(n for n in os.listdir(tmp_path) if n.endswith((".dxbc", ".tsv")))
    assert made == sorted(n for n in os.listdir(committed) if n.endswith((".dxbc", ".tsv")))
    for name in made:
        with open(os.path.join(committed, name), "rb") as f:
            assert (tmp_path / name).read_bytes() == f.read(), f"corpus/{name} is stale: run make corpus"
    fourccs = {name.split("-")[1] for name in made if name.startswith("part-")}
    assert fourccs == {f.replace(" ", "_") for f in part_payloads()}
    tags = set()
    for name in made:
        if name.startswith("part-FX10-"):
            body = next(b for f, b in raw_parts((tmp_path / name).read_bytes()) if f == "FX10")
            tags.add(int.from_bytes(body[:4], "little"))
    assert tags == {0xFEFF1001, 0xFEFF1011, 0xFEFF2001}  # fx_4_0, fx_4_1, fx_5_0


def test_committed_seed_corpus_is_valid_and_indexed():
    folder = os.path.join(REPO, "corpus")
    with open(os.path.join(folder, "index.tsv")) as f:
        rows = [line.rstrip("\n").split("\t") for line in f][1:]
    files = sorted(n for n in os.listdir(folder) if n.endswith(".dxbc"))
    assert sorted(r[0] for r in rows) == files
    total = 0
    for name, size, parts in rows:
        with open(os.path.join(folder, name), "rb") as f:
            data = f.read()
        total += len(data)
        assert len(data) == int(size)
        assert [p for p, _ in raw_parts(data)] == (parts.split(",") if parts else [])
        obj = dxfuzz.parse(data)
        dxfuzz.to_dict(obj)
        assert dxfuzz.serialize(obj) == data
    assert total < 1 << 20
