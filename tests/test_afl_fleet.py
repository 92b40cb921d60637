"""AFL++ in parallel (docs/campaigns.md): a main (-M) and a secondary (-S) on
one sync folder, both with dxfuzz's mutator, fuzz the planted-bug reader at
the same time for a few seconds (-V); both ran, and the secondary took queue
entries from the main (its ``corpus_imported`` and its ``sync:main`` queue
files agree). And :func:`dxfuzz.fuzz.afl_fleet.status` on a sync folder
laid out by hand."""
from __future__ import annotations

import os
import shutil

import pytest

from dxfuzz.fuzz import afl_fleet


def test_status_reads_each_instance_of_a_sync_folder(tmp_path):
    for name, main, imported in (("main", True, []), ("s1", False, ["main", "main", "s2"])):
        folder = tmp_path / name
        (folder / "queue").mkdir(parents=True)
        (folder / "crashes").mkdir()
        (folder / "queue" / "id:000000,time:0,execs:0,orig:a.dxbc").write_bytes(b"DXBC")
        for i, other in enumerate(imported, 1):
            (folder / "queue" / f"id:{i:06d},sync:{other},src:000003,+cov").write_bytes(b"DXBC")
        (folder / "crashes" / "id:000000,sig:06,src:000000,time:5,execs:9,op:havoc,rep:2").write_bytes(b"x")
        (folder / "crashes" / "README.txt").write_text("")
        flag = "-M" if main else "-S"
        (folder / "fuzzer_stats").write_text(
            f"execs_done        : {1000 + len(imported)}\nexecs_per_sec     : 12.50\n"
            f"corpus_count      : {1 + len(imported)}\ncorpus_imported   : {len(imported)}\n"
            f"command_line      : afl-fuzz -i in -o out {flag} {name} -- ./r -M @@\n")
    (tmp_path / "not-an-instance").mkdir()
    rows = afl_fleet.status(str(tmp_path))
    assert [(r["name"], r["main"]) for r in rows] == [("main", True), ("s1", False)]
    s1 = rows[1]
    assert (s1["execs_done"], s1["corpus_imported"], s1["queue"], s1["crashes"]) == (1003, 3, 4, 1)
    assert s1["imported_from"] == {"main": 2, "s2": 1} and s1["execs_per_sec"] == 12.5
    assert "s1" in afl_fleet.table(rows) and "main 2, s2 1" in afl_fleet.table(rows)


def test_a_main_and_a_secondary_fuzz_together_and_sync(tmp_path):
    if shutil.which("afl-fuzz") is None or shutil.which("afl-cc") is None:
        pytest.skip("afl-fuzz and afl-cc are needed (make setup installs Debian's afl++)")
    lines = []
    rows = afl_fleet.run_pair(str(tmp_path), seconds=25, secondary_seconds=15, log=lines.append)
    by = {r["name"]: r for r in rows}
    assert sorted(by) == ["main", "secondary"], os.listdir(tmp_path / "sync")
    assert by["main"]["main"] and not by["secondary"]["main"]
    for r in rows:
        assert r["execs_done"] > 0 and r["queue"] > 0, r
    took = by["secondary"]["imported_from"].get("main", 0)
    assert took > 0 and by["secondary"]["corpus_imported"] >= took, by["secondary"]
    assert "main" in by["secondary"]["synced_with"]
    print(f"main {by['main']['execs_done']} execs, secondary {by['secondary']['execs_done']}; "
          f"the secondary took {took} queue entries from the main, the main "
          f"{by['main']['imported_from'].get('secondary', 0)} from it; crashes "
          f"{by['main']['crashes']} + {by['secondary']['crashes']}")
