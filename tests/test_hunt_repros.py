"""The bugs ``make hunt-demo`` found in LLVM 22's tools still reproduce:
each minimized reproducer in ``tests/data/hunt/llvm`` (with a JSON file
saying which tool, how it was run and what it did) is run through that tool
where it is installed, and must end the same way (a crash, an out-of-memory
abort, a hang). When one stops reproducing, LLVM fixed it: the test says
which, and the files go."""
from __future__ import annotations

import glob
import json
import os

import pytest

from dxfuzz.hunt.outcome import classify
from dxfuzz.hunt.reader import Reader
from dxfuzz.llvm import find_tool

from conftest import REPO

FOLDER = os.path.join(REPO, "tests", "data", "hunt", "llvm")
REPROS = sorted(glob.glob(os.path.join(FOLDER, "*.json")))


def test_there_are_reproducers_for_each_llvm_tool():
    tools = {json.load(open(p))["tool"] for p in REPROS}
    assert {"obj2yaml", "llvm-objcopy", "llvm-objdump"} <= tools
    for p in REPROS:
        assert os.path.exists(p[:-len(".json")] + ".dxbc"), p


@pytest.mark.parametrize("meta", REPROS, ids=lambda p: os.path.basename(p)[:-5])
def test_the_reproducer_still_ends_the_same_way(meta, tmp_path):
    with open(meta) as f:
        m = json.load(f)
    tool = find_tool(m["tool"])
    if tool is None:
        pytest.skip(f"{m['tool']} is not installed (make setup installs LLVM 22)")
    with open(meta[:-len(".json")] + ".dxbc", "rb") as f:
        data = f.read()
    reader = Reader([tool, *m["argv"][1:]], timeout=10 if m["kind"] == "hang" else 60)
    run = reader.run(data, str(tmp_path / "input.dxbc"))
    got = classify(run)
    assert got.kind == m["kind"], (f"{m['tool']} no longer {m['kind']}s on it ({got.kind}: "
                                   f"{got.detail}); found as {m['signature']}")
