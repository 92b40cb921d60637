"""``make hunt-demo`` (dxfuzz/hunt/demo.py) passes ``-j`` through to each
campaign and prints its table even when a reader's campaign fails: that
reader's row says why, the others are there."""
from __future__ import annotations

import json
import os

from dxfuzz.hunt import demo

from conftest import corpus_bytes

SEEDS = ["bgfx/dxil_vs_bump.dxbc", "bgfx/fs_clear1_dxbc.dxbc"]


def _broken():
    raise RuntimeError("no build to run")


def test_the_table_is_printed_with_the_jobs_asked_for_even_when_a_reader_fails(
        tmp_path, monkeypatch, capsys):
    seeds = tmp_path / "seeds"
    seeds.mkdir()
    for name in SEEDS:
        (seeds / os.path.basename(name)).write_bytes(corpus_bytes(name))
    monkeypatch.setattr(demo, "readers", lambda: [
        ("broken", [["true"]], {"prepare": _broken}),  # its campaign cannot start
        ("head", [["head", "-c", "4", "@@"]], {}),
    ])
    work = tmp_path / "work"
    code = demo.main(["--seconds", "2", "-j", "3", "--timeout", "5", "--minimize-seconds", "1",
                      "--seeds", str(seeds), "--work", str(work)])
    out = capsys.readouterr()
    assert code == 3  # a reader failed: the demo says so in its status too
    rows = {line.split(" | ")[0][2:]: line for line in out.out.splitlines()
            if line.startswith("| ") and not line.startswith("| reader")}
    assert rows["broken"].startswith("| broken | failed: RuntimeError: no build to run |")
    assert rows["head"].split(" | ")[1].isdigit() and int(rows["head"].split(" | ")[1]) > 0
    assert "1 DXBC, 1 DXIL" in out.err and "3 jobs" in out.err
    with open(work / "head" / "report.json") as f:
        assert json.load(f)["jobs"] == 3
