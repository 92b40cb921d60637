"""``dxfuzz hunt-merge``: two real hunt campaigns, run at the same time as on
two machines (each its own work folder and ``--seed``) against a small
crashing reader script, merged into one folder: runs, outcomes and groups
summed, findings deduplicated by signature with their counts and groups
summed, the smallest reproducer kept, one report; the merged folder merges
again and resumes as a campaign; unusable inputs and outputs are refused."""
from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys

import pytest

from dxfuzz import cli

from conftest import REPO

#: Aborts (SIGABRT) when the header's file size is not the data's length, and
#: segfaults (SIGSEGV) on a part count over 64 or a first part not 4-aligned:
#: mutants hit the first often, the second now and then.
READER = '''\
import os, signal, struct, sys
data = open(sys.argv[1], "rb").read()
if data[:4] != b"DXBC" or len(data) < 32:
    sys.exit("not a container")
size, count = struct.unpack_from("<II", data, 24)
if size != len(data):
    os.abort()
if count > 64 or (count and struct.unpack_from("<I", data, 32)[0] % 4):
    os.kill(os.getpid(), signal.SIGSEGV)
'''


@pytest.fixture(scope="module")
def campaigns(tmp_path_factory):
    root = tmp_path_factory.mktemp("merge")
    seeds = root / "seeds"
    seeds.mkdir()
    corpus = os.path.join(REPO, "corpus")
    for name in sorted(os.listdir(corpus)):
        if name.startswith("mix-"):
            shutil.copy2(os.path.join(corpus, name), seeds)
    reader = root / "reader.py"
    reader.write_text(READER)
    procs = {}
    for name, seed in (("A", 1), ("B", 2)):  # two machines: at the same time, each its own folder
        cmd = [sys.executable, "-m", "dxfuzz", "hunt", str(seeds), "-o", str(root / name), "--runs", "30",
               "--seed", str(seed), "-j", "1", "--reader-digest", "ignores", "--minimize-seconds", "3",
               "--no-gdb", "-q", "--", sys.executable, "-S", str(reader), "@@"]
        procs[name] = subprocess.Popen(cmd, cwd=root, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    for name, proc in procs.items():
        out, err = proc.communicate(timeout=300)
        assert proc.returncode == 1, f"{name}: {out}\n{err}"  # findings
    states = {}
    for name in procs:
        with open(root / name / "state.json") as f:
            states[name] = json.load(f)
    return root, states, reader, seeds


def _merge(capsys, *argv):
    code = cli.main(["hunt-merge", *map(str, argv)])
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def test_two_campaigns_merge_into_one(campaigns, capsys):
    root, states, _, _ = campaigns
    a, b = states["A"], states["B"]
    code, out, _ = _merge(capsys, root / "A", root / "B", "-o", root / "C")
    assert code == 1
    assert out.startswith("hunt-merge: 2 campaigns, 60 runs")
    with open(root / "C" / "state.json") as f:
        c = json.load(f)
    assert c["runs"] == a["runs"] + b["runs"] == 60
    assert c["seconds"] == pytest.approx(a["seconds"] + b["seconds"], abs=0.01)
    (reader,) = c["outcomes"]  # one reader, named after its program
    for kind, n in c["outcomes"][reader].items():
        assert n == a["outcomes"][reader][kind] + b["outcomes"][reader][kind]
    for group, counts in c["groups"].items():
        assert counts["runs"] == a["groups"].get(group, {}).get("runs", 0) + b["groups"].get(group, {}).get("runs", 0)
    # one finding per signature, its count and groups the sums
    both = set(a["findings"]) & set(b["findings"])
    assert both, "no signature found by both campaigns: nothing was deduplicated"
    assert set(c["findings"]) == set(a["findings"]) | set(b["findings"])
    for sig, f in c["findings"].items():
        parts = [s["findings"][sig] for s in (a, b) if sig in s["findings"]]
        assert f["count"] == sum(p["count"] for p in parts)
        for g, n in f["groups"].items():
            assert n == sum(p["groups"].get(g, 0) for p in parts)
        first = min(parts, key=lambda p: p["first_seconds"])
        assert (f["first_seconds"], f["seed"], f["mutation"]) == \
            (first["first_seconds"], first["seed"], first["mutation"])
        folder = root / "C" / "findings" / f["id"]
        assert (folder / "first.dxbc").exists() and (folder / "info.json").exists()
        sizes = [p["minimized_size"] for p in parts if p["minimized_size"] is not None]
        assert f["minimized_size"] == min(sizes)
        assert len((folder / "repro.dxbc").read_bytes()) == min(sizes)
    # one report over both
    with open(root / "C" / "report.json") as f:
        report = json.load(f)
    assert report["runs"] == 60
    assert sorted(s["signature"] for s in report["signatures"]) == sorted(c["findings"])
    md = (root / "C" / "report.md").read_text()
    assert "## Campaigns merged" in md and str(root / "A") in md and str(root / "B") in md
    with open(root / "C" / "merge.json") as f:
        record = json.load(f)
    for sig in both:
        assert set(record["signatures"][sig]["found_in"]) == {str(root / "A"), str(root / "B")}
    print(f"merged: {len(a['findings'])} + {len(b['findings'])} signatures -> {len(c['findings'])}; "
          f"{len(both)} found by both")


def test_a_merged_folder_merges_again_and_resumes_as_a_campaign(campaigns, capsys):
    root, states, reader, seeds = campaigns
    assert _merge(capsys, root / "A", root / "B", "-o", root / "M1")[0] == 1
    assert _merge(capsys, root / "M1", "-o", root / "M2")[0] == 1
    with open(root / "M1" / "state.json") as f1, open(root / "M2" / "state.json") as f2:
        m1, m2 = json.load(f1), json.load(f2)
    assert (m2["runs"], m2["outcomes"], set(m2["findings"])) == (m1["runs"], m1["outcomes"], set(m1["findings"]))
    assert [f["count"] for f in m2["findings"].values()] == [f["count"] for f in m1["findings"].values()]
    # the same readers: `dxfuzz hunt --runs 0` takes the merged folder as its campaign
    code = cli.main(["hunt", str(seeds), "-o", str(root / "M2"), "--runs", "0", "-q", "--no-gdb", "--",
                     sys.executable, "-S", str(reader), "@@"])
    out = capsys.readouterr().out
    assert code == 1, out
    assert out.startswith("hunt: 60 runs")


def test_what_cannot_be_merged_is_refused(campaigns, capsys, tmp_path):
    root, states, _, _ = campaigns
    code, _, err = _merge(capsys, root / "A", tmp_path / "nosuch", "-o", tmp_path / "D")
    assert code == 2 and "nosuch: no such folder" in err
    with open(tmp_path / "D" / "state.json") as f:
        assert json.load(f)["runs"] == states["A"]["runs"]  # the others are merged
    (tmp_path / "empty").mkdir()
    code, _, err = _merge(capsys, tmp_path / "empty", "-o", tmp_path / "E")
    assert code == 2 and "no state.json" in err
    code, _, err = _merge(capsys, root / "A", root / "B", "-o", root / "A")
    assert code == 2 and "input" in err
    code, _, err = _merge(capsys, root / "A", "-o", tmp_path / "D")
    assert code == 2 and "--force" in err
    code, _, _ = _merge(capsys, root / "B", "-o", tmp_path / "D", "--force")
    assert code == 1
    with open(tmp_path / "D" / "state.json") as f:
        assert set(json.load(f)["findings"]) == set(states["B"]["findings"])
    assert sorted(os.listdir(tmp_path / "D" / "findings")) == \
        sorted(f["id"] for f in states["B"]["findings"].values())
