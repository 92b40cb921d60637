"""A short atheris run of every harness (``dxfuzz fuzz TARGET --runs N``):
each starts, instruments, executes inputs and prints its summary line; the
planted bug of the ``selftest`` target is found, written and replayable."""
from __future__ import annotations

import glob
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
    # for speed, neither the Kaitai runtime (nor dxfuzz's reads for it), the to_dict walkers
    # (which visit what the parsers read), the writers' buffer and tree reading, nor the
    # translation of errors; the writers themselves are
    not_traced = r"kaitaistruct|dxfuzz\.kaitai|dxfuzz\.todict|dxfuzz\.generated\._todict_|" \
                 r"dxfuzz\.errors|dxfuzz\.write\.buffer|dxfuzz\.write\.given"
    assert not re.search(rf"INFO: Instrumenting ({not_traced})", told)
    if target in targets.CONTAINER_TARGETS:
        assert "INFO: Instrumenting dxfuzz.write.dxcontainer_shader\n" in told, told[-3000:]
    crashes = int(m.group(6))
    # A breach found here is a real finding: it is written with its traceback.
    assert proc.returncode == (1 if crashes else 0), proc.stdout + proc.stderr[-3000:]
    if crashes:
        kinds = (f"breach-{target}-", f"mutator-{target}-")
        found = [f for f in os.listdir(os.path.join(work, "crashes")) if f.startswith(kinds)]
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


#: Run in a fresh interpreter: the shader parser instrumented as the shader
#: target instruments it, every code object's stack compared with the
#: uninstrumented compile of the same source, then the corpus's programs
#: parsed by the instrumented parser and by the plain one.
_STACKS = r"""
import glob, importlib, json, runpy, sys, types
harness = runpy.run_path(sys.argv[1])
with harness["_instrumented"](["dxfuzz"], ["dxfuzz.todict", "dxfuzz.kaitai"], ["dxcontainer_shader"]):
    from dxfuzz import kaitai  # puts the generated parsers on the path
    shader = importlib.import_module("dxcontainer_shader")
def codes(code):
    yield code
    for c in code.co_consts:
        if isinstance(c, types.CodeType):
            yield from codes(c)
plain = {(c.co_qualname, c.co_firstlineno): c
         for c in codes(compile(open(shader.__file__).read(), shader.__file__, "exec"))}
rows = []
for cls in [shader.DxcontainerShader] + [v for v in vars(shader.DxcontainerShader).values() if isinstance(v, type)]:
    for v in vars(cls).values():
        f = v.fget if isinstance(v, property) else v
        if isinstance(f, types.FunctionType) and f.__module__ == "dxcontainer_shader":
            c = f.__code__
            p = plain[(c.co_qualname, c.co_firstlineno)]
            rows.append([c.co_qualname, p.co_stacksize, c.co_stacksize,
                         "__ATHERIS_INSTRUMENTED__" in c.co_consts])
from dxfuzz import container, part_table, to_dict
from dxfuzz.asm import programs
counts = []
for path in sorted(glob.glob(sys.argv[2] + "/*.dxbc")):
    for fourcc, body in part_table.read_parts(open(path, "rb").read()):
        if fourcc in ("SHEX", "SHDR"):
            counts.append(len(programs.instructions(body)))
print(json.dumps({"rows": rows, "counts": counts, "limit": harness["_INSERTED_STACK"]}))
"""


def test_instrumented_parsers_claim_the_stack_they_need():
    """atheris gives an instrumented function the sum of its instructions'
    stack effects as its stack size (1,425 slots for the program's
    instruction reader, which needs 6), and every call of it then allocates
    the interpreter a new frame-stack block: the harness bounds each one by
    the plain function's own plus what the inserted calls push. The
    instrumented parser still reads every seed program as the plain one."""
    import json
    from dxfuzz import part_table
    from dxfuzz.asm import programs
    harness = os.path.join(REPO, "dxfuzz", "fuzz", "harness.py")
    seeds = os.path.join(REPO, "corpus")
    proc = subprocess.run([sys.executable, "-c", _STACKS, harness, seeds], capture_output=True,
                          text=True, timeout=300, cwd=REPO)
    assert proc.returncode == 0, proc.stderr[-3000:]
    got = json.loads(proc.stdout.splitlines()[-1])
    rows = {name: (plain, instrumented, marked) for name, plain, instrumented, marked in got["rows"]}
    assert len(rows) > 200 and all(marked for _, _, marked in rows.values())
    assert not [n for n, (p, i, _) in rows.items() if not p <= i <= p + got["limit"]]
    plain, instrumented, _ = rows["DxcontainerShader.Instruction._read"]
    assert plain < 20 and instrumented <= plain + 5  # atheris alone: over 1,000
    expected = []
    for path in sorted(glob.glob(os.path.join(seeds, "*.dxbc"))):
        for fourcc, body in part_table.read_parts(open(path, "rb").read()):
            if fourcc in ("SHEX", "SHDR"):
                expected.append(len(programs.instructions(body)))
    assert len(expected) >= 10 and sum(expected) > 100 and got["counts"] == expected


def test_a_mutation_that_raises_is_recorded_and_the_campaign_goes_on(monkeypatch):
    """The container targets' custom mutator: a dxfuzz mutation that raises
    is recorded as a finding of its own (input, seed and traceback) and
    libFuzzer's mutation stands in for it, instead of the exception ending
    the campaign (as one did, on a fuzzed program, in `make bench`)."""
    import runpy
    import atheris
    from dxfuzz.fuzz import crash_key, mutators
    harness = runpy.run_path(os.path.join(REPO, "dxfuzz", "fuzz", "harness.py"))

    def broken(data, max_size, seed):
        raise OverflowError("a register number past 32 bits")
    monkeypatch.setattr(mutators, "atheris_mutator", broken)
    monkeypatch.setattr(atheris, "Mutate", lambda data, max_size: b"libFuzzer's " + data[:4])
    recorded = []
    mutator = harness["_structure_aware"](lambda *a: recorded.append(a), crash_key)
    assert mutator(b"DXBC" + bytes(28), 4096, 7) == b"libFuzzer's DXBC"
    ((kind, key, data, text),) = recorded
    assert kind == "mutator" and key.startswith("OverflowError@") and data == b"DXBC" + bytes(28)
    assert "max_size=4096, seed=7" in text and "a register number past 32 bits" in text
