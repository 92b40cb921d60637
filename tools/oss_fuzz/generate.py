"""Writes the OSS-Fuzz project (oss-fuzz/projects/dxfuzz/) and the ClusterFuzzLite
build (.clusterfuzzlite/) from dxfuzz's list of fuzz targets; ``--check`` says which files drifted.

    python tools/oss_fuzz/generate.py           # write them (make oss-fuzz)
    python tools/oss_fuzz/generate.py --check   # exit 1 when one differs (a test runs it)

Both builds run the same ``build.sh``: ``pip3 install`` the checkout, then
per target of ``dxfuzz fuzz --list`` (:func:`dxfuzz.fuzz.targets.names`)
``python3 -m dxfuzz.fuzz.oss_fuzz prepare`` (entry script, PyInstaller
options, seed zip, dictionary) and ``compile_python_fuzzer``. The target
list is written into it, so a new target is in the build after ``make
oss-fuzz`` and the test fails until then. ``DXFUZZ_TARGETS`` set when
build.sh runs builds only those (the tests build one). They differ in the
Dockerfile: OSS-Fuzz clones :data:`MAIN_REPO`, ClusterFuzzLite copies the
checkout it runs in.
"""
from __future__ import annotations

import argparse
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
#: Where OSS-Fuzz clones dxfuzz from: set it to the public repository
#: before sending projects/dxfuzz to google/oss-fuzz.
MAIN_REPO = "https://git.example.invalid/dxfuzz.git"
#: Who OSS-Fuzz mails the bugs to (project.yaml's primary_contact): set it likewise.
PRIMARY_CONTACT = "maintainers@dxfuzz.invalid"
#: The Python builder image of OSS-Fuzz and ClusterFuzzLite (atheris and PyInstaller are in it).
BASE_IMAGE = "gcr.io/oss-fuzz-base/base-builder-python"

HEADER = "Written by tools/oss_fuzz/generate.py from `dxfuzz fuzz --list` (make oss-fuzz); edit that, not this."

BUILD_SH = """\
#!/bin/bash -eu
# dxfuzz's atheris harnesses as OSS-Fuzz / ClusterFuzzLite fuzzers: one per
# target of `dxfuzz fuzz --list`, each with its seed corpus and libFuzzer
# options (and, for the container targets, a dictionary). Runs in {src}, the checkout.
# {header}
set -eu

# dxfuzz and its dependencies, at the versions its tests ran with
pip3 install -c constraints.txt .
seeds="$PWD/corpus"
# from here on the installed dxfuzz is the one imported (by the prepare step,
# and by PyInstaller's), not the checkout's in the current folder
cd "$WORK"

TARGETS="{targets}"
for target in ${{DXFUZZ_TARGETS:-$TARGETS}}; do
  # $WORK/<target>_fuzzer.py and .args; $OUT/<target>_fuzzer_seed_corpus.zip, .options (and .dict)
  python3 -m dxfuzz.fuzz.oss_fuzz prepare "$target" --work "$WORK" --out "$OUT" --seeds "$seeds"
  mapfile -t pyinstaller_options < "$WORK/${{target}}_fuzzer.args"
  compile_python_fuzzer "$WORK/${{target}}_fuzzer.py" "${{pyinstaller_options[@]}}"
done
"""

OSS_FUZZ_DOCKERFILE = """\
# dxfuzz for OSS-Fuzz: the checkout in $SRC/dxfuzz, built by build.sh.
# {header}
FROM {image}
RUN git clone --depth 1 {repo} dxfuzz
WORKDIR $SRC/dxfuzz
COPY build.sh $SRC/
"""

CFLITE_DOCKERFILE = """\
# dxfuzz for ClusterFuzzLite: this checkout in $SRC/dxfuzz, built by .clusterfuzzlite/build.sh.
# {header}
FROM {image}
COPY . $SRC/dxfuzz
WORKDIR $SRC/dxfuzz
COPY .clusterfuzzlite/build.sh $SRC/
"""

OSS_FUZZ_PROJECT = """\
# {header}
homepage: "{home}"
main_repo: "{repo}"
language: python
primary_contact: "{contact}"
fuzzing_engines:
  - libfuzzer
sanitizers:
  - address
  - undefined
"""

CFLITE_PROJECT = """\
# {header}
language: python
"""


def targets() -> list:
    sys.path.insert(0, REPO)
    from dxfuzz.fuzz import targets as t
    return t.names()


def files() -> dict:
    """``path relative to the checkout -> text`` of every file written."""
    names = " ".join(targets())
    home = MAIN_REPO[:-4] if MAIN_REPO.endswith(".git") else MAIN_REPO
    build = BUILD_SH.format(header=HEADER, targets=names, src="$SRC/dxfuzz")
    return {
        "oss-fuzz/projects/dxfuzz/build.sh": build,
        "oss-fuzz/projects/dxfuzz/Dockerfile": OSS_FUZZ_DOCKERFILE.format(header=HEADER, image=BASE_IMAGE,
                                                                         repo=MAIN_REPO),
        "oss-fuzz/projects/dxfuzz/project.yaml": OSS_FUZZ_PROJECT.format(header=HEADER, home=home, repo=MAIN_REPO,
                                                                         contact=PRIMARY_CONTACT),
        ".clusterfuzzlite/build.sh": build,
        ".clusterfuzzlite/Dockerfile": CFLITE_DOCKERFILE.format(header=HEADER, image=BASE_IMAGE),
        ".clusterfuzzlite/project.yaml": CFLITE_PROJECT.format(header=HEADER),
    }


def drifted(root: str = REPO) -> list:
    """The files under ``root`` that are missing or not what :func:`files` writes."""
    out = []
    for rel, text in files().items():
        path = os.path.join(root, rel)
        try:
            with open(path, encoding="utf-8") as f:
                same = f.read() == text
        except OSError:
            same = False
        if not same:
            out.append(rel)
    return out


def write(root: str = REPO) -> list:
    """Write every file that differs; returns those written."""
    written = []
    for rel, text in files().items():
        if rel in drifted(root):
            path = os.path.join(root, rel)
            os.makedirs(os.path.dirname(path), exist_ok=True)
            with open(path, "w", encoding="utf-8") as f:
                f.write(text)
            if rel.endswith(".sh"):
                os.chmod(path, 0o755)
            written.append(rel)
    return written


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--check", action="store_true", help="write nothing; exit 1 if a file differs")
    args = p.parse_args(argv)
    if args.check:
        bad = drifted()
        for rel in bad:
            print(f"{rel}: not what tools/oss_fuzz/generate.py writes (run make oss-fuzz)", file=sys.stderr)
        return 1 if bad else 0
    for rel in write():
        print(f"wrote {rel}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
