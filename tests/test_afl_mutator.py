"""dxfuzz's mutations drive AFL++ (``AFL_PYTHON_MODULE=dxfuzz.fuzz.afl``):
the planted-bug reader, built here with AFL++'s compiler (or gcc, run
without instrumentation, when AFL++'s is absent), is crashed by a short
afl-fuzz run that uses dxfuzz's mutator and nothing else - the exact
commands docs/hunting.md gives."""
from __future__ import annotations

import os
import re
import shutil
import subprocess
import sysconfig

import pytest

from conftest import REPO, corpus_bytes

DATA = os.path.join(REPO, "tests", "data", "hunt")


def test_afl_with_the_dxfuzz_mutator_crashes_the_planted_reader(tmp_path):
    afl = shutil.which("afl-fuzz")
    if afl is None:
        pytest.skip("afl-fuzz is not installed (make setup installs Debian's afl++)")
    target = tmp_path / "planted_reader"
    env = dict(os.environ)
    compiler = shutil.which("afl-cc")
    mode = []
    if compiler:
        build = [compiler, "-g", "-o", str(target), os.path.join(DATA, "planted_reader.c")]
    else:  # no AFL++ compiler: a plain build, fuzzed without coverage (-n)
        build = [shutil.which("gcc") or "cc", "-g", "-o", str(target),
                 os.path.join(DATA, "planted_reader.c")]
        mode = ["-n"]
    proc = subprocess.run(build, capture_output=True, text=True, env=env)
    assert proc.returncode == 0, proc.stderr
    seeds = tmp_path / "in"
    seeds.mkdir()
    for name in ("bgfx/dxil_vs_bump.dxbc", "bgfx/fs_clear1_dxbc.dxbc"):
        (seeds / os.path.basename(name)).write_bytes(corpus_bytes(name))
    env.update({
        "PYTHONPATH": os.pathsep.join([REPO, sysconfig.get_paths()["purelib"]]),
        "AFL_PYTHON_MODULE": "dxfuzz.fuzz.afl",
        "AFL_CUSTOM_MUTATOR_ONLY": "1",  # every input is dxfuzz's: a crash proves the module
        "AFL_BENCH_UNTIL_CRASH": "1", "AFL_NO_UI": "1", "AFL_SKIP_CPUFREQ": "1",
        "AFL_I_DONT_CARE_ABOUT_MISSING_CRASHES": "1", "AFL_NO_AFFINITY": "1",
    })
    out = tmp_path / "out"
    proc = subprocess.run([afl, *mode, "-i", str(seeds), "-o", str(out), "-V", "90", "--",
                           str(target), "@@"], capture_output=True, text=True, env=env,
                          timeout=300)
    crashes = [n for n in os.listdir(out / "default" / "crashes") if n.startswith("id:")]
    assert crashes, proc.stdout[-3000:] + proc.stderr[-2000:]
    first = min(int(re.search(r"time:(\d+)", n).group(1)) for n in crashes)
    print(f"AFL++ with dxfuzz's mutator: first crash after {first} ms "
          f"({'instrumented' if not mode else 'no instrumentation'})")
    assert all(n.endswith(",dxfuzz") for n in crashes), crashes  # described by the module
