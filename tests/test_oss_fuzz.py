"""dxfuzz's atheris harnesses for OSS-Fuzz and ClusterFuzzLite: the build files
are what tools/oss_fuzz/generate.py writes from ``dxfuzz fuzz --list`` (a new
target makes them drift), each target's entry script, seed zip and dictionary
are what they should be, a breach reaches libFuzzer, and build.sh - run here
with a stand-in ``compile_python_fuzzer`` that builds with PyInstaller as
OSS-Fuzz's does - builds the container fuzzer, which then runs ``-runs=1000``
on its seed corpus and exits 0 (``make oss-fuzz-check`` does every target)."""
from __future__ import annotations

import hashlib
import importlib.util
import json
import os
import re
import subprocess
import sys
import zipfile

import pytest

from dxfuzz.fuzz import oss_fuzz, seed_inputs, targets

from conftest import REPO

TOOLS = os.path.join(REPO, "tools", "oss_fuzz")
_spec = importlib.util.spec_from_file_location("oss_fuzz_generate", os.path.join(TOOLS, "generate.py"))
generate = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(generate)

CORPUS = os.path.join(REPO, "corpus")


def test_the_build_files_are_what_the_generator_writes():
    proc = subprocess.run([sys.executable, os.path.join(TOOLS, "generate.py"), "--check"],
                          capture_output=True, text=True)
    assert proc.returncode == 0, proc.stderr
    files = generate.files()
    assert set(files) == {f"{d}/{n}" for d in ("oss-fuzz/projects/dxfuzz", ".clusterfuzzlite")
                          for n in ("build.sh", "Dockerfile", "project.yaml")}
    build = files[".clusterfuzzlite/build.sh"]
    listed = re.search(r'^TARGETS="([^"]*)"$', build, re.M).group(1).split()
    assert listed == targets.names()
    assert files["oss-fuzz/projects/dxfuzz/build.sh"] == build
    for rel in ("oss-fuzz/projects/dxfuzz/Dockerfile", ".clusterfuzzlite/Dockerfile"):
        assert files[rel].splitlines()[2] == "FROM gcr.io/oss-fuzz-base/base-builder-python"
    assert "language: python" in files[".clusterfuzzlite/project.yaml"]
    assert os.access(os.path.join(REPO, ".clusterfuzzlite", "build.sh"), os.X_OK)


def test_a_new_target_makes_the_build_files_drift(monkeypatch, tmp_path):
    written = generate.write(str(tmp_path))
    assert len(written) == 6 and generate.drifted(str(tmp_path)) == []
    monkeypatch.setattr(generate, "targets", lambda: targets.names() + ["newpart"])
    assert sorted(generate.drifted(str(tmp_path))) == [".clusterfuzzlite/build.sh",
                                                       "oss-fuzz/projects/dxfuzz/build.sh"]
    assert " newpart\"" in generate.files()[".clusterfuzzlite/build.sh"]
    assert generate.drifted(REPO)  # so the check above fails until `make oss-fuzz`


def test_prepare_writes_the_entry_script_seeds_and_dictionary(tmp_path):
    work, out = tmp_path / "work", tmp_path / "out"
    for target in ("container", "rdef", "psv0"):
        oss_fuzz.prepare(target, str(work), str(out), [CORPUS])
        with zipfile.ZipFile(out / f"{target}_fuzzer_seed_corpus.zip") as z:
            members = {n: z.read(n) for n in z.namelist()}
        expected = seed_inputs(target, [CORPUS], oss_fuzz.SEED_LIMIT)
        assert members and sorted(members.values()) == sorted(expected)
        assert all(hashlib.sha1(v).hexdigest() == k for k, v in members.items())
        entry = (work / f"{target}_fuzzer.py").read_text()
        assert f"TARGET = {target!r}" in entry
        args = (work / f"{target}_fuzzer.args").read_text().split("\n")
        assert "--collect-submodules" in args and "hypothesis" in args
        options = (out / f"{target}_fuzzer.options").read_text()
        longest = 16384 if target == "container" else 4096
        assert options == f"[libfuzzer]\nmax_len = {longest}\n"
        assert max(map(len, expected)) <= longest
    words = (out / "container_fuzzer.dict").read_text().splitlines()
    entries = [w for w in words if not w.startswith("#")]
    assert 'magic="DXBC"' in entries and 'fourcc_SHEX="SHEX"' in entries and 'fourcc_DXIL="DXIL"' in entries
    assert all(re.fullmatch(r'\w+="[^"]{4}"', w) for w in entries)
    assert not (out / "rdef_fuzzer.dict").exists()
    with pytest.raises(ValueError):
        oss_fuzz.prepare("nosuch", str(work), str(out), [CORPUS])


def test_the_entry_script_runs_the_harness_and_a_breach_reaches_libfuzzer(tmp_path):
    """Without PyInstaller: the entry script of a target runs harness.py, and a
    breach (the planted bug of the selftest target) ends the run as a crash."""
    seeds = tmp_path / "seeds"
    seeds.mkdir()
    mix = next(n for n in sorted(os.listdir(CORPUS)) if n.startswith("mix-"))
    (seeds / "a").write_bytes(open(os.path.join(CORPUS, mix), "rb").read())
    ok = tmp_path / "container_fuzzer.py"
    ok.write_text(oss_fuzz.entry_script("container"))
    proc = subprocess.run([sys.executable, str(ok), "-runs=200", str(seeds)], cwd=tmp_path,
                          capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert "Done 200 runs" in proc.stderr
    bad = tmp_path / "selftest_fuzzer.py"
    bad.write_text(oss_fuzz.entry_script("selftest"))
    proc = subprocess.run([sys.executable, str(bad), "-runs=200", str(seeds)], cwd=tmp_path,
                          capture_output=True, text=True, timeout=300)
    assert proc.returncode != 0
    assert "IndexError: list index out of range" in proc.stdout + proc.stderr
    assert [n for n in os.listdir(tmp_path) if n.startswith("crash-")], proc.stderr[-2000:]


@pytest.mark.slow
def test_build_sh_builds_the_container_fuzzer_that_runs_a_thousand_inputs(tmp_path):
    if not os.path.exists(os.path.join(os.path.dirname(sys.executable), "pyinstaller")):
        pytest.skip("PyInstaller is not installed (make setup installs the dev extras)")
    report = tmp_path / "check.json"
    proc = subprocess.run([sys.executable, os.path.join(TOOLS, "check.py"), "--targets", "container",
                           "--runs", "1000", "--keep", str(tmp_path / "oss"), "--json", str(report)],
                          capture_output=True, text=True, timeout=900)
    assert proc.returncode == 0, proc.stdout + proc.stderr[-4000:]
    data = json.loads(report.read_text())
    out = tmp_path / "oss" / "out"
    assert sorted(os.listdir(out)) == ["container_fuzzer", "container_fuzzer.dict", "container_fuzzer.options",
                                       "container_fuzzer.pkg", "container_fuzzer_seed_corpus.zip"]
    wrapper = (out / "container_fuzzer").read_text()
    assert "LLVMFuzzerTestOneInput" in wrapper and os.access(out / "container_fuzzer", os.X_OK)
    (run,) = data["results"]
    assert run["returncode"] == 0 and run["runs"] >= 1000 and run["cov"] > 100
    assert run["seeds"] == len(seed_inputs("container", [CORPUS], oss_fuzz.SEED_LIMIT))
    print(f"container_fuzzer: built in {data['built']['container_fuzzer']} s, {data['sizes'][0] >> 20} MiB; "
          f"-runs=1000 in {run['seconds']} s, cov {run['cov']}")
