"""Out of memory, told from a hang and replayed: a reader that allocates
past the memory cap is an ``oom`` whose ``repro.sh`` - run as it is, by
sh - ends out of memory again (it runs the reader under the same cap,
timeout and environment as the campaign, and says so); a reader still
growing towards the cap when its timeout comes is an ``oom`` too (its
resident memory read before the kill: half the cap or more), one that
loops without growing a ``hang``."""
from __future__ import annotations

import json
import os
import subprocess
import sys

from dxfuzz import cli
from dxfuzz.hunt import outcome
from dxfuzz.hunt.reader import Execution, Reader

from conftest import corpus_bytes

SEEDS = ["bgfx/dxil_vs_bump.dxbc", "bgfx/fs_clear1_dxbc.dxbc"]

#: Allocates (and touches) 1 GiB at once: past a 256 MiB cap.
GREEDY = "import sys; data = open(sys.argv[1], 'rb').read(); x = b'\\1' * (1 << 30)"
#: Grows by 16 MiB steps to 320 MiB (under a 512 MiB cap), then waits.
GROWING = "import time\nx = [b'\\1' * (16 << 20) for _ in range(20)]\ntime.sleep(600)"
#: Loops without allocating.
LOOPING = "while True:\n    pass"


def test_the_repro_of_an_out_of_memory_finding_runs_out_of_memory(tmp_path):
    seeds = tmp_path / "seeds"
    seeds.mkdir()
    for name in SEEDS:
        (seeds / os.path.basename(name)).write_bytes(corpus_bytes(name))
    script = tmp_path / "greedy.py"
    script.write_text(GREEDY + "\n")
    work = tmp_path / "work"
    code = cli.main(["hunt", str(seeds), "-o", str(work), "--runs", "3", "-j", "1",
                     "--memory-mb", "256", "--minimize-seconds", "2", "-q", "--",
                     sys.executable, str(script), "@@"])
    assert code == 1
    with open(work / "report.json") as f:
        (found,) = json.load(f)["signatures"]
    assert found["kind"] == "oom" and found["detail"] == "MemoryError", found
    repro = work / found["folder"] / "repro.sh"
    text = repro.read_text()
    assert "--as=268435456" in text and "timeout -s KILL 10 " in text
    assert "exactly as the campaign did" in text
    # run from elsewhere, as a user would
    proc = subprocess.run(["sh", str(repro)], capture_output=True, cwd="/", timeout=60)
    replayed = outcome.classify(Execution(proc.returncode, False, 0, b"", proc.stderr))
    assert (replayed.kind, replayed.detail) == ("oom", "MemoryError"), proc.stderr[-500:]
    # the cap is what makes it: the same reader without it reads the file
    bare = subprocess.run([sys.executable, str(script), str(work / found["folder"] / "repro.dxbc")],
                          capture_output=True, timeout=120)
    assert bare.returncode == 0, bare.stderr[-300:]


def test_a_reader_still_growing_at_its_timeout_is_out_of_memory(tmp_path):
    grows = Reader([sys.executable, "-c", GROWING], timeout=3, memory_mb=512)
    run = grows.run(b"", str(tmp_path / "in.dxbc"))
    assert run.timed_out and run.peak_mb >= 256, run
    found = outcome.classify(run)
    assert found.kind == "oom" and found.detail.startswith("timeout while growing"), found
    loops = Reader([sys.executable, "-c", LOOPING], timeout=1, memory_mb=512)
    run = loops.run(b"", str(tmp_path / "in.dxbc"))
    assert run.timed_out and run.peak_mb < 100
    assert outcome.classify(run).kind == "hang"
    # without a cap there is nothing to be near: a hang
    assert outcome.classify(Execution(None, True, 2, b"", b"", 0, 900.0, 900.0)).kind == "hang"


def test_a_timed_out_reader_that_said_it_ran_out_of_memory_is_out_of_memory():
    text = b"LLVM ERROR: out of memory\nAllocation failed\n"
    found = outcome.classify(Execution(None, True, 10, b"", text, 2048, 10.0, 10.0))
    assert (found.kind, found.detail) == ("oom", "LLVM ERROR: out of memory (at the timeout)")


def test_minimizing_steps_run_in_a_smaller_box(tmp_path):
    """A hang is minimized with a quarter of the timeout, an abort out of
    memory under a quarter of the cap (it gets there sooner); one still
    growing at its timeout, and every other kind, in the campaign's box."""
    from dxfuzz.hunt.campaign import Campaign, Finding
    from dxfuzz.hunt.mutants import Seed
    reader = Reader(["cat", "@@"], timeout=8, memory_mb=2048)
    campaign = Campaign([reader], [Seed("s", corpus_bytes(SEEDS[0]))], str(tmp_path / "work"),
                        digest="ignores")

    def box(kind, detail=""):
        (r,) = campaign._step_readers(Finding("x", "x", kind, detail, "cat", [], "", 0, 0, "s",
                                              "m", "g"))
        return r.timeout, r.memory_mb
    assert box("hang", "timeout") == (2, 2048)
    assert box("oom", "LLVM ERROR: out of memory") == (8, 512)
    assert box("oom", "timeout while growing: resident memory at least 50% of the cap") == (8, 2048)
    assert box("crash", "SIGSEGV") == (8, 2048)
