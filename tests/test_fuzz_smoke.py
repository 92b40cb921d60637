"""A short atheris run of every harness (``dxfuzz fuzz TARGET --runs N``):
each starts, instruments, executes inputs and prints its summary line; the
planted bug of the ``selftest`` target is found, written and replayable."""
from __future__ import annotations

import os
import re
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor

import pytest

from dxfuzz.fuzz import targets

pytest.importorskip("atheris")

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
RUNS = int(os.environ.get("DXFUZZ_SMOKE_RUNS", "100"))
SUMMARY = re.compile(r"^fuzz (\S+): (\d+) execs in \d+ s \((\d+) execs/s\), coverage (\d+) -> (\d+) "
                     r"\(\+\d+\), corpus \d+ \(\d+ seeds\), crashes (\d+)$", re.M)


def _fuzz(target, workdir, extra=()):
    seeds = os.path.join(REPO, "corpus")
    cmd = [sys.executable, "-m", "dxfuzz", "fuzz", target, "--runs", str(RUNS),
           "--workdir", str(workdir), "--seed-limit", "8", "--corpus", seeds, "--verbose", *extra,
           "--libfuzzer=-max_total_time=20"]
    proc = subprocess.run(cmd, capture_output=True, text=True, timeout=180, cwd=REPO)
    return proc


@pytest.fixture(scope="module")
def smoke_runs(tmp_path_factory):
    work = tmp_path_factory.mktemp("fuzz")
    names = targets.names()
    with ThreadPoolExecutor(max_workers=2) as pool:
        procs = list(pool.map(lambda n: _fuzz(n, work), names))
    return dict(zip(names, procs)), work


def _parsers_of(target: str) -> list:
    """The modules whose code a target exercises most: a part target's
    generated parser, a bitcode target's reader (or the spec it reads
    bitcode with), a container target's parsers and bitcode decoder."""
    if target in targets.CONTAINER_TARGETS:
        return ["dxcontainer_shader", "dxcontainer_rdef", "dxfuzz.bitcode.module"]
    if target == "bitstream_view":
        return ["dxcontainer_program"]
    if target in targets.BITCODE_TARGETS:
        return ["dxfuzz.bitcode.reader"]
    return [targets.part_targets()[target].spec_id]


@pytest.mark.parametrize("target", targets.names())
def test_harness_runs(smoke_runs, target):
    procs, work = smoke_runs
    proc = procs[target]
    m = SUMMARY.search(proc.stdout)
    assert m, f"no summary line from {target}:\n{proc.stdout}\n{proc.stderr[-3000:]}"
    assert m.group(1) == target
    assert int(m.group(2)) >= RUNS, proc.stdout
    assert int(m.group(5)) > 0, "no coverage counters: nothing was instrumented"
    # coverage comes from the parsers themselves, not only from the runtime around them
    told = proc.stdout + proc.stderr
    assert not [p for p in _parsers_of(target) if f"INFO: Instrumenting {p}\n" not in told], told[-3000:]
    # for speed, neither the Kaitai runtime nor the to_dict walkers (which visit what the parsers read)
    assert not re.search(r"INFO: Instrumenting (kaitaistruct|dxfuzz\.todict|dxfuzz\.generated\._todict_)", told)
    crashes = int(m.group(6))
    # A breach found here is a real finding: it is written with its traceback.
    assert proc.returncode == (1 if crashes else 0), proc.stdout + proc.stderr[-3000:]
    if crashes:
        found = [f for f in os.listdir(os.path.join(work, "crashes")) if f.startswith(f"breach-{target}-")]
        assert found and any(f.endswith(".txt") for f in found)


def test_planted_bug_is_found_and_replayed(tmp_path):
    proc = _fuzz("selftest", tmp_path)
    m = SUMMARY.search(proc.stdout)
    assert m and int(m.group(6)) == 1 and proc.returncode == 1, proc.stdout + proc.stderr[-2000:]
    crash_dir = tmp_path / "crashes"
    found = sorted(p for p in os.listdir(crash_dir) if p.startswith("breach-selftest-IndexError"))
    assert len(found) == 2  # the input and its traceback
    text = (crash_dir / next(f for f in found if f.endswith(".txt"))).read_text()
    assert "IndexError" in text and "selftest" in text
    data_file = crash_dir / next(f for f in found if not f.endswith(".txt"))
    replay = subprocess.run([sys.executable, "-m", "dxfuzz", "fuzz", "selftest", "--replay",
                             str(data_file)], capture_output=True, text=True, cwd=REPO)
    assert replay.returncode == 1 and "IndexError@bodies.py" in replay.stdout


def test_libfuzzer_options_pass_through(tmp_path):
    """A libFuzzer option given with --libfuzzer reaches libFuzzer (-runs
    given last wins over --runs)."""
    proc = _fuzz("hash", tmp_path, extra=["--libfuzzer=-runs=37"])
    m = SUMMARY.search(proc.stdout)
    assert m, proc.stdout + proc.stderr[-2000:]
    assert int(m.group(2)) == 37
