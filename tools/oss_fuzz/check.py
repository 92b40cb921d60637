"""Runs .clusterfuzzlite/build.sh as OSS-Fuzz would, outside Docker, then each
fuzzer built ``-runs=N`` on its unpacked seed corpus; prints the build seconds and the runs of each.

    python tools/oss_fuzz/check.py                      # every target (make oss-fuzz-check)
    python tools/oss_fuzz/check.py --targets container  # one (the test)

What stands in for the builder image: a copy of the checkout's package
files as ``$SRC/dxfuzz`` (the Dockerfile's ``COPY .``), a throwaway Python
environment that sees this one's packages (atheris, PyInstaller, the
dependencies) and gets dxfuzz installed by build.sh's ``pip3 install``, and
``tools/oss_fuzz/compile_python_fuzzer``, which builds as the image's does
(PyInstaller, one file) and prints how long each build took. Each fuzzer then
runs with only ``PATH`` in its environment, from an empty folder, as
``$OUT/<target>_fuzzer -runs=N [-dict=...] SEEDS``; a run passes when it
exits 0 after N runs.
"""
from __future__ import annotations

import argparse
import configparser
import json
import os
import re
import shutil
import subprocess
import sys
import sysconfig
import tempfile
import time
import zipfile

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
#: What the Dockerfile's ``COPY .`` brings that the build uses.
SOURCES = ("pyproject.toml", "README.md", "LICENSE", "LICENSES", "constraints.txt", "dxfuzz", "generated",
           "corpus")
_BUILT = re.compile(r"^compile_python_fuzzer: (\S+) built in ([\d.]+) s", re.M)
_DONE = re.compile(r"Done (\d+) runs in (\d+) second")
_COV = re.compile(r"#\d+\s+DONE\s+cov: (\d+) ft: (\d+) corp: (\d+)/")


def _base_python() -> str:
    """The interpreter this environment was made from (a venv cannot be made from a venv's)."""
    for candidate in (getattr(sys, "_base_executable", None), sys.executable):
        if candidate and os.path.exists(candidate):
            return candidate
    return sys.executable


def stage(root: str) -> dict:
    """Lay out ``root`` as the builder image has it; returns the paths."""
    src = os.path.join(root, "src")
    checkout = os.path.join(src, "dxfuzz")
    paths = {"src": src, "checkout": checkout, "work": os.path.join(root, "work"),
             "out": os.path.join(root, "out"), "bin": os.path.join(root, "bin"),
             "venv": os.path.join(root, "venv")}
    for key in ("checkout", "work", "out", "bin"):
        os.makedirs(paths[key], exist_ok=True)
    ignore = shutil.ignore_patterns("__pycache__", "*.pyc")
    for name in SOURCES:
        path = os.path.join(REPO, name)
        if os.path.isdir(path):
            shutil.copytree(path, os.path.join(checkout, name), ignore=ignore)
        else:
            shutil.copy2(path, checkout)
    shutil.copy2(os.path.join(REPO, ".clusterfuzzlite", "build.sh"), os.path.join(src, "build.sh"))
    subprocess.run([_base_python(), "-m", "venv", "--without-pip", paths["venv"]], check=True)
    purelib = sysconfig.get_paths(vars={"base": paths["venv"], "platbase": paths["venv"]})["purelib"]
    with open(os.path.join(purelib, "builder-image.pth"), "w") as f:
        f.write(sysconfig.get_paths()["purelib"] + "\n")  # this environment's packages
    shims = {"pip3": 'exec python3 -m pip "$@"', "pyinstaller": 'exec python3 -m PyInstaller "$@"'}
    for name, line in shims.items():
        path = os.path.join(paths["bin"], name)
        with open(path, "w") as f:
            f.write(f"#!/bin/sh\n{line}\n")
        os.chmod(path, 0o755)
    shutil.copy2(os.path.join(HERE, "compile_python_fuzzer"), paths["bin"])
    return paths


def build(paths: dict, targets: list, log) -> dict:
    """Run build.sh for ``targets``; returns ``fuzzer -> build seconds``."""
    env = {"PATH": os.pathsep.join([os.path.join(paths["venv"], "bin"), paths["bin"], "/usr/bin", "/bin"]),
           "SRC": paths["src"], "WORK": paths["work"], "OUT": paths["out"],
           "DXFUZZ_TARGETS": " ".join(targets), "HOME": paths["work"],
           "SANITIZER": "address", "PIP_DISABLE_PIP_VERSION_CHECK": "1"}
    for key in ("TMPDIR", "PIP_INDEX_URL", "PIP_EXTRA_INDEX_URL", "PIP_FIND_LINKS", "PIP_CONFIG_FILE"):
        if key in os.environ:
            env[key] = os.environ[key]
    with open(os.path.join(paths["work"], "build.log"), "w") as out:
        proc = subprocess.run(["bash", os.path.join(paths["src"], "build.sh")], cwd=paths["checkout"],
                              env=env, stdout=out, stderr=subprocess.STDOUT)
    with open(os.path.join(paths["work"], "build.log")) as f:
        text = f.read()
    if proc.returncode != 0:
        log(text[-4000:])
        raise RuntimeError(f"build.sh exited {proc.returncode} (log: {paths['work']}/build.log)")
    return {name: float(s) for name, s in _BUILT.findall(text)}


def run(paths: dict, fuzzer: str, runs: int) -> dict:
    """``fuzzer -runs=runs`` on its unpacked seed corpus, with only PATH set."""
    seeds = os.path.join(paths["work"], "seeds", fuzzer)
    os.makedirs(seeds, exist_ok=True)
    with zipfile.ZipFile(os.path.join(paths["out"], f"{fuzzer}_seed_corpus.zip")) as z:
        z.extractall(seeds)
        n_seeds = len(z.namelist())
    cmd = [os.path.join(paths["out"], fuzzer), f"-runs={runs}"]
    options = configparser.ConfigParser()
    options.read(os.path.join(paths["out"], f"{fuzzer}.options"))
    if options.has_section("libfuzzer"):  # as OSS-Fuzz passes them
        cmd += [f"-{key}={value}" for key, value in options.items("libfuzzer")]
    words = os.path.join(paths["out"], f"{fuzzer}.dict")
    if os.path.exists(words):
        cmd.append(f"-dict={words}")
    cmd.append(seeds)
    where = tempfile.mkdtemp(prefix=f"{fuzzer}-", dir=paths["work"])
    started = time.monotonic()
    proc = subprocess.run(cmd, cwd=where, env={"PATH": "/usr/bin:/bin"}, stdout=subprocess.PIPE,
                          stderr=subprocess.STDOUT, text=True, errors="replace", timeout=900)
    took = time.monotonic() - started
    text = proc.stdout
    done, cov = _DONE.search(text), _COV.search(text)
    return {"fuzzer": fuzzer, "returncode": proc.returncode, "seeds": n_seeds,
            "runs": int(done.group(1)) if done else 0, "seconds": round(took, 1),
            "cov": int(cov.group(1)) if cov else None, "corpus": int(cov.group(3)) if cov else None,
            "crashes": sorted(n for n in os.listdir(where) if n.startswith(("crash-", "timeout-", "oom-"))),
            "breach": _breach(text), "tail": "" if proc.returncode == 0 else text[-3000:]}


def _breach(text: str) -> str:
    """The exception line of a breach the harness let through, if any."""
    found = re.search(r"=== Uncaught Python exception: ===\n([^\n]+)", text)
    return found.group(1) if found else ""


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--targets", help="comma-separated targets (default: every one build.sh lists)")
    p.add_argument("--runs", type=int, default=1000, help="libFuzzer -runs of each fuzzer (default 1000)")
    p.add_argument("--keep", metavar="DIR", help="build in DIR and keep it (default: a temporary folder)")
    p.add_argument("--json", metavar="OUT", help="also write the figures as JSON")
    args = p.parse_args(argv)
    sys.path.insert(0, REPO)
    from dxfuzz.fuzz import oss_fuzz, targets as t
    chosen = args.targets.split(",") if args.targets else t.names()
    root = args.keep or tempfile.mkdtemp(prefix="dxfuzz-oss-fuzz-")
    if args.keep and os.path.exists(root):
        shutil.rmtree(root)

    def log(text):
        print(text, file=sys.stderr, flush=True)
    started = time.monotonic()
    paths = stage(root)
    built = build(paths, chosen, log)
    results = []
    for target in chosen:
        fuzzer = oss_fuzz.fuzzer_name(target)
        r = run(paths, fuzzer, args.runs)
        r["build_seconds"] = built.get(fuzzer)
        results.append(r)
        print(f"{fuzzer:26} built in {r['build_seconds']} s; -runs={args.runs} on {r['seeds']} seeds: "
              f"exit {r['returncode']}, {r['runs']} runs in {r['seconds']} s, cov {r['cov']}, "
              f"corpus {r['corpus']}" + (f", {', '.join(r['crashes'])}: {r['breach']}" if r["crashes"] else ""),
              flush=True)
        if r["tail"]:
            log(r["tail"])
    # libFuzzer checks -runs between its rounds of mutations: it may run a few more
    ok = all(r["returncode"] == 0 and r["runs"] >= args.runs for r in results) and len(built) == len(chosen)
    sizes = [os.path.getsize(os.path.join(paths["out"], oss_fuzz.fuzzer_name(x) + ".pkg")) for x in chosen]
    print(f"oss-fuzz check: {sum(r['returncode'] == 0 for r in results)}/{len(chosen)} fuzzers ran -runs="
          f"{args.runs} and exited 0; builds {sum(built.values()):.0f} s "
          f"({sum(built.values()) / max(1, len(built)):.1f} s each), {sum(sizes) >> 20} MiB; "
          f"{time.monotonic() - started:.0f} s in all; in {root}")
    if args.json:
        with open(args.json, "w") as f:
            json.dump({"root": root, "built": built, "results": results, "sizes": sizes}, f, indent=1)
    if not args.keep and ok:
        shutil.rmtree(root, ignore_errors=True)
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
