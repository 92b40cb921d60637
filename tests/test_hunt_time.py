"""A hunt's time is accounted for and bounded: against a reader that hangs
on every input, ``--seconds 5`` with a 1-second timeout ends with phases
(setup, probe, runs, minimize) that add up to the session's time, each
within its own limit - the probe one round of ``-j`` runs, the runs the
seconds asked for and one run more, the minimizing ``--minimize-seconds``
and one run more - a warning that the reader accepted none of the seeds,
one signature for the one hang (not one per mutation group), minimized."""
from __future__ import annotations

import json
import os
import subprocess
import sys
import time

import pytest

from dxfuzz.hunt import stack
from dxfuzz.hunt.reader import ABORT_GRACE

from conftest import corpus_bytes

SEEDS = ["bgfx/dxil_vs_bump.dxbc", "bgfx/cs_mipgen_oddx_dxil.dxbc", "bgfx/fs_clear1_dxbc.dxbc",
         "bgfx/cs_mipgen_oddx_dxbc.dxbc", "bgfx/vs_clear_dxbc.dxbc"]
SECONDS, TIMEOUT, MINIMIZE, JOBS = 5, 1, 3, 2
#: What one run of a reader that hangs may take beyond its timeout: gdb
#: attaching for its stack, the SIGABRT grace.
RUN_EXTRA = 10 + ABORT_GRACE


@pytest.fixture(scope="module")
def always_hangs(tmp_path_factory):
    folder = tmp_path_factory.mktemp("always_hangs")
    seeds = folder / "seeds"
    seeds.mkdir()
    for name in SEEDS:
        (seeds / os.path.basename(name)).write_bytes(corpus_bytes(name))
    work = folder / "work"
    start = time.monotonic()
    proc = subprocess.run([sys.executable, "-m", "dxfuzz", "hunt", str(seeds), "-o", str(work),
                           "--seconds", str(SECONDS), "--timeout", str(TIMEOUT), "-j", str(JOBS),
                           "--minimize-seconds", str(MINIMIZE), "--", "sleep", "600"],
                          capture_output=True, text=True, timeout=300)
    wall = time.monotonic() - start
    with open(work / "report.json") as f:
        return proc, json.load(f), wall


def test_the_phases_add_up_to_the_session_and_keep_their_limits(always_hangs):
    proc, report, wall = always_hangs
    phases, total = report["phases"], report["session_seconds"]
    assert list(phases) == ["setup", "probe", "runs", "minimize"]
    assert abs(sum(phases.values()) - total) < 0.5, (phases, total)
    assert total <= wall  # the command's own clock, inside the process's
    one_run = TIMEOUT + RUN_EXTRA
    assert phases["probe"] <= one_run  # one round of -j runs: all hung, the probe stopped
    assert phases["runs"] <= SECONDS + one_run
    assert phases["minimize"] <= MINIMIZE + 2 * one_run  # the last step, the check
    print(f"{wall:.1f} s: {phases}")


def test_a_reader_that_accepts_no_seed_is_warned_about(always_hangs):
    proc, report, _ = always_hangs
    warning = [line for line in proc.stderr.splitlines() if "warning:" in line]
    assert warning == [f"dxfuzz hunt: warning: sleep accepted none of the {JOBS} seeds tried "
                       f"(hang {JOBS}): mutants of seeds it refuses test little past its first "
                       "checks; check its command line, or give seeds it reads"], proc.stderr
    assert report["warnings"] == [warning[0].split("warning: ", 1)[1]]
    probe = report["readers"][0]["digest"]
    assert probe["seeds"] == JOBS and probe["outcomes"] == {"hang": JOBS}


def test_one_hang_is_one_signature_and_is_minimized(always_hangs):
    proc, report, _ = always_hangs
    assert proc.returncode == 1
    (hang,) = report["signatures"]
    assert hang["kind"] == "hang" and hang["count"] == report["runs"] > 1
    assert len(hang["groups"]) >= 1 and "after" not in hang["signature"]
    if stack.GDB:  # its stack, from gdb attached at the timeout
        assert hang["stack_source"] == "gdb-attach" and hang["signature"].startswith("hang: fn@sleep+")
    assert hang["minimized_size"] < hang["size"]
