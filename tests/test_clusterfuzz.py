"""The ClusterFuzz blackbox fuzzer (``make clusterfuzz-bundle``): the archive
built, unpacked into an empty folder and run as ClusterFuzz runs it - a bare
``python3`` with only ``PATH`` in its environment, ``--input_dir``,
``--output_dir``, ``--no_of_files`` - on seeds of any layout, on none, for 1
and 1000 testcases: the count, the names, the container magic, the groups
(exactly those ``dxfuzz hunt``'s Maker draws), the digest options, the time
per testcase, and malformed seeds skipped with a message."""
from __future__ import annotations

import csv
import os
import re
import shutil
import subprocess
import sys
import time
import zipfile

import pytest

from dxfuzz import digest, mutate
from dxfuzz.fuzz import blackbox
from dxfuzz.hunt.mutants import WEIGHTS

from conftest import REPO, SHARED

BUNDLE = os.path.join(REPO, "tools", "clusterfuzz", "bundle.py")
NAME = re.compile(r"^fuzz-(\d{5})-([a-z]+)\.dxbc$")
#: Groups whose mutations leave the first four bytes alone (a testcase made
#: by those alone, the digest recomputed or not, keeps the magic).
KEEP_MAGIC = {"layout", "versioned", "bytecode", "signature", "bitcode", "digest"}


def _bare_python() -> str:
    """A python3 outside any virtual environment (the system's, else the one this venv was made from)."""
    for candidate in ("/usr/bin/python3", getattr(sys, "_base_executable", None)):
        if candidate and os.path.exists(candidate):
            return candidate
    pytest.skip("no python3 outside the virtual environment")


PYTHON = _bare_python()


@pytest.fixture(scope="module")
def bundle(tmp_path_factory):
    """The archive, built from this checkout, and unpacked into an empty folder."""
    root = tmp_path_factory.mktemp("clusterfuzz")
    archive = root / "dxfuzz-blackbox.zip"
    proc = subprocess.run([sys.executable, BUNDLE, "-o", str(archive)], capture_output=True, text=True)
    assert proc.returncode == 0, proc.stderr
    unpacked = root / "fuzzer"
    unpacked.mkdir()
    with zipfile.ZipFile(archive) as z:
        z.extractall(unpacked)
    print(f"bundle: {archive.stat().st_size} bytes")
    return archive, unpacked


def _run(bundle_dir, out, n, input_dir=None, **env):
    """``python3 run.py`` as ClusterFuzz starts it: from the fuzzer's folder, ``env -i`` with PATH only."""
    environ = {"PATH": os.path.dirname(PYTHON) + ":/usr/bin:/bin", **env}
    cmd = [PYTHON, "run.py", f"--input_dir={input_dir or (out.parent / 'no-such-folder')}",
           f"--output_dir={out}", f"--no_of_files={n}"]
    started = time.monotonic()
    proc = subprocess.run(cmd, cwd=bundle_dir, env=environ, capture_output=True, text=True, timeout=300)
    return proc, time.monotonic() - started


def _manifest(out):
    with open(out / blackbox.MANIFEST, newline="", encoding="utf-8") as f:
        return list(csv.DictReader(f, delimiter="\t"))


def _testcases(out):
    return sorted(n for n in os.listdir(out) if n.startswith("fuzz-"))


def test_the_archive_holds_run_py_at_its_root_and_what_it_imports(bundle):
    archive, unpacked = bundle
    with zipfile.ZipFile(archive) as z:
        names = z.namelist()
    assert "run.py" in names and "dxfuzz-blackbox.conf" in names
    for needed in ("lib/dxfuzz/__init__.py", "lib/dxfuzz/fuzz/blackbox.py", "lib/dxfuzz/hunt/mutants.py",
                   "lib/dxfuzz/generated/dxcontainer.py", "lib/dxfuzz/generated/_specs.py",
                   "lib/kaitaistruct.py", "lib/yaml/__init__.py"):
        assert needed in names, needed
    assert not [n for n in names if n.endswith((".so", ".pyc")) or "__pycache__" in n]
    assert not [n for n in names if n.startswith("lib/hypothesis")]
    corpus = sorted(n for n in os.listdir(os.path.join(REPO, "corpus")) if n.endswith(".dxbc"))
    assert sorted(n[len("seeds/"):] for n in names if n.startswith("seeds/")) == corpus
    # the same checkout gives the same bytes
    again = archive.parent / "again.zip"
    subprocess.run([sys.executable, BUNDLE, "-o", str(again)], check=True, capture_output=True)
    assert again.read_bytes() == archive.read_bytes()
    # a bare python3 imports everything from the archive, nothing from elsewhere
    probe = ("import sys; sys.path.insert(0, 'lib'); import kaitaistruct, yaml, dxfuzz.fuzz.blackbox, "
             "dxfuzz.hunt.mutants; print('\\n'.join(m.__file__ for m in (kaitaistruct, yaml, dxfuzz)));"
             "print('hypothesis' in sys.modules)")
    proc = subprocess.run([PYTHON, "-c", probe], cwd=unpacked, env={"PATH": "/usr/bin:/bin"},
                          capture_output=True, text=True)
    assert proc.returncode == 0, proc.stderr
    *files, hypothesis = proc.stdout.split()
    assert all(os.path.realpath(f).startswith(os.path.realpath(unpacked)) for f in files), files
    assert hypothesis == "False"


def test_a_thousand_testcases_without_seeds_are_hunts_mutants(bundle, tmp_path):
    _, unpacked = bundle
    out = tmp_path / "out"
    proc, took = _run(unpacked, out, 1000)
    assert proc.returncode == 0, proc.stderr
    names = _testcases(out)
    assert len(names) == 1000
    assert [int(NAME.match(n).group(1)) for n in names] == list(range(1000))
    rows = _manifest(out)
    assert [r["file"] for r in rows] == names
    groups = {}
    for r in rows:
        assert NAME.match(r["file"]).group(2) == r["group"]
        assert r["group"] in WEIGHTS or r["group"] == "none"
        assert r["seed"] in os.listdir(os.path.join(REPO, "corpus"))
        groups[r["group"]] = groups.get(r["group"], 0) + 1
    datas = {n: (out / n).read_bytes() for n in names}
    assert all(datas.values()), "an empty testcase (ClusterFuzz skips those)"
    magic = [n for n, d in datas.items() if d[:4] == b"DXBC"]
    assert len(magic) >= 900, f"{1000 - len(magic)} testcases without the DXBC magic"
    kept = [r for r in rows if r["group"] != "none"
            and {mutate.MUTATIONS[m].group for m in r["mutations"].split("+") if m != "digest"} <= KEEP_MAGIC]
    assert kept and all(datas[r["file"]][:4] == b"DXBC" for r in kept)
    # exactly what hunt's Maker makes for those runs, with the run's random seed
    seed = int(re.search(r"random seed (\d+)", proc.stdout).group(1))
    corpus = os.path.join(REPO, "corpus")
    seeds = [(n, open(os.path.join(corpus, n), "rb").read()) for n in sorted(os.listdir(corpus))
             if n.endswith(".dxbc")]
    gen = blackbox.Generator(seeds, blackbox.Options(environ={"DXFUZZ_SEED": str(seed)}))
    for r in rows:
        mutant, how = gen.make(int(r["run"]))
        assert (mutant.group, mutant.label, how) == (r["group"], r["mutations"], r["digest"]), r
        assert mutant.data == datas[r["file"]], r["file"]
    # hunt's weights: libfuzzer (2) the most frequent, digest (0.25) a few percent
    assert max(groups, key=groups.get) == "libfuzzer"
    assert 5 <= groups.get("digest", 0) <= 80
    for g in ("truncate", "header", "bytes", "layout"):
        assert 40 <= groups.get(g, 0) <= 300, (g, groups)
    assert took / 1000 < 0.05, f"{took / 1000 * 1000:.1f} ms per testcase"
    shares = ", ".join(f"{g} {100 * n / 1000:.1f}%" for g, n in sorted(groups.items(), key=lambda kv: -kv[1]))
    print(f"N=1000 without seeds: {took:.2f} s ({1000 / took:.0f} testcases/s); {shares}")
    assert "metadata::dxfuzz_random_seed:" in proc.stdout


def _seed_folder(tmp_path):
    """Seeds in nested folders, beside files that are not usable containers."""
    root = tmp_path / "bundle-data"
    deep = root / "a" / "b"
    deep.mkdir(parents=True)
    real = os.path.join(SHARED, "corpus", "bgfx")
    picks = ["dxil_vs_bump.dxbc", "fs_clear1_dxbc.dxbc", "cs_mipgen_oddx_dxil.dxbc"]
    if all(os.path.exists(os.path.join(real, p)) for p in picks):
        sources = [os.path.join(real, p) for p in picks]
    else:  # no real data here: committed seeds
        corpus = os.path.join(REPO, "corpus")
        sources = [os.path.join(corpus, n) for n in sorted(os.listdir(corpus)) if n.startswith("mix-")][:3]
    shutil.copy2(sources[0], root / "top.dxbc")
    shutil.copy2(sources[1], deep / "deep.bin")
    shutil.copy2(sources[2], root / "a" / "noext")
    (root / "short.dxbc").write_bytes(b"DXBC" + bytes(10))
    table = bytearray(open(sources[0], "rb").read()[:40])
    table[28:32] = (1 << 20).to_bytes(4, "little")  # a part count the file cannot hold
    (deep / "table.dxbc").write_bytes(bytes(table))
    (root / "README.txt").write_text("not a container\n")
    (root / "empty.dxbc").write_bytes(b"")
    return root, {"top.dxbc", "a/b/deep.bin", "a/noext"}


def test_seeds_are_found_in_any_layout_and_malformed_ones_skipped(bundle, tmp_path):
    _, unpacked = bundle
    seeds, usable = _seed_folder(tmp_path)
    out = tmp_path / "out"
    proc, took = _run(unpacked, out, 300, input_dir=seeds)
    assert proc.returncode == 0, proc.stderr
    assert "Traceback" not in proc.stderr
    for bad, why in (("short.dxbc", "shorter than the 32-byte header"), ("a/b/table.dxbc", "part table"),
                     ("README.txt", "not a container"), ("empty.dxbc", "empty")):
        lines = [x for x in proc.stderr.splitlines() if f"skipped {seeds / bad}: " in x]
        assert len(lines) == 1 and why in lines[0], (bad, proc.stderr)
    assert "from 3 seeds (--input_dir)" in proc.stdout
    rows = _manifest(out)
    assert len(_testcases(out)) == 300 == len(rows)
    assert {r["seed"] for r in rows} == usable
    print(f"N=300 on 3 seeds: {took:.2f} s")


def test_one_testcase(bundle, tmp_path):
    _, unpacked = bundle
    seeds, _ = _seed_folder(tmp_path)
    out = tmp_path / "out"
    proc, _ = _run(unpacked, out, 1, input_dir=seeds)
    assert proc.returncode == 0, proc.stderr
    names = _testcases(out)
    assert len(names) == 1 and NAME.match(names[0])
    assert len(_manifest(out)) == 1


def test_the_digest_option_from_the_environment_and_the_conf_file(bundle, tmp_path):
    _, unpacked = bundle
    mine = tmp_path / "fuzzer"
    shutil.copytree(unpacked, mine)
    (mine / blackbox.CONF).write_text("# the job's choice\ndigest = keep\n")

    def valid(out):
        rows = [r for r in _manifest(out) if r["group"] not in ("digest", "none")]
        datas = [(out / r["file"]).read_bytes() for r in rows]
        return rows, sum(digest.state(d) == "valid" for d in datas if len(d) >= 32 and d[:4] == b"DXBC")

    proc, _ = _run(mine, tmp_path / "conf", 200, DXFUZZ_SEED="7")
    assert proc.returncode == 0, proc.stderr
    rows, n_valid = valid(tmp_path / "conf")
    assert {r["digest"] for r in rows} == {"kept"}
    assert n_valid < len(rows) // 2  # the seeds' digests, stale after the mutation

    proc, _ = _run(mine, tmp_path / "env", 200, DXFUZZ_SEED="7", DXFUZZ_DIGEST="recompute")
    assert proc.returncode == 0, proc.stderr
    rows, n_valid = valid(tmp_path / "env")  # the environment wins over the file
    assert {r["digest"] for r in rows} == {"recomputed"}
    long_enough = [r for r in rows
                   if int(r["size"]) >= 32 and (tmp_path / "env" / r["file"]).read_bytes()[:4] == b"DXBC"]
    assert n_valid == len(long_enough) > 150

    proc, _ = _run(mine, tmp_path / "bad", 5, DXFUZZ_DIGEST="sometimes")
    assert proc.returncode == 2 and "Traceback" not in proc.stderr
    assert "digest 'sometimes'" in proc.stderr
    proc, _ = _run(mine, tmp_path / "badw", 5, DXFUZZ_WEIGHTS="nosuchgroup=2")
    assert proc.returncode == 2 and "no mutation group 'nosuchgroup'" in proc.stderr


def test_weights_from_the_environment(bundle, tmp_path):
    _, unpacked = bundle
    out = tmp_path / "out"
    proc, _ = _run(unpacked, out, 200, DXFUZZ_WEIGHTS="truncate=1,header=0,layout=0,versioned=0,part=0,"
                                                      "bytecode=0,signature=0,bitcode=0,bytes=0,libfuzzer=0,digest=0")
    assert proc.returncode == 0, proc.stderr
    assert {r["group"] for r in _manifest(out)} <= {"truncate", "none"}
