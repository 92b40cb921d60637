"""dxfuzz's atheris harnesses as OSS-Fuzz / ClusterFuzzLite fuzzers: what
``build.sh`` makes per target before ``compile_python_fuzzer``: the entry script, its seeds, options and dictionary.

OSS-Fuzz runs ``$OUT/<target>_fuzzer [libFuzzer options] [corpus folders]``,
a PyInstaller one-file build of a Python script, with no target argument.
For each target of ``dxfuzz fuzz --list``, :func:`prepare` writes:

* ``$WORK/<target>_fuzzer.py``: the entry script. It puts the target and
  ``--stop-on-crash`` before the libFuzzer options and runs
  ``dxfuzz/fuzz/harness.py`` as a script (:func:`runpy.run_path`), so that
  the harness imports dxfuzz under atheris's instrumentation exactly as
  ``dxfuzz fuzz`` does; a breach is an uncaught exception libFuzzer reports.
* ``$WORK/<target>_fuzzer.args``: PyInstaller's options for it, one a line
  (``build.sh`` passes them to ``compile_python_fuzzer``): the harness and
  the generated parsers as data (both are read as files), every dxfuzz
  module (the harness imports them by name), hypothesis left out.
* ``$OUT/<target>_fuzzer_seed_corpus.zip``: the target's seeds from the
  committed ``corpus/`` (:func:`dxfuzz.fuzz.seed_inputs`, as ``dxfuzz fuzz``
  takes them), each named by its SHA-1;
* ``$OUT/<target>_fuzzer.dict`` for the container targets: ``DXBC`` and every
  fourcc the container spec knows, as libFuzzer dictionary entries.
* ``$OUT/<target>_fuzzer.options``: the libFuzzer options the fuzzer runs
  with, ``max_len`` the target's longest input (as ``dxfuzz fuzz`` passes it).

    python -m dxfuzz.fuzz.oss_fuzz prepare container --work $WORK --out $OUT --seeds corpus
"""
from __future__ import annotations

import argparse
import hashlib
import os
import sys
import zipfile
from typing import List, Optional

#: What OSS-Fuzz names a target's fuzzer: ``container_fuzzer``.
SUFFIX = "_fuzzer"
#: Seeds per target, as ``dxfuzz fuzz --seed-limit``'s default.
SEED_LIMIT = 400
#: The date of every member of a seed zip (the same seeds, the same bytes).
STAMP = (1980, 1, 1, 0, 0, 0)

ENTRY = '''\
"""OSS-Fuzz entry of dxfuzz's atheris harness for target {target!r} (written
by dxfuzz.fuzz.oss_fuzz at build time): runs dxfuzz/fuzz/harness.py."""
import os
import runpy
import sys
import tempfile

TARGET = {target!r}


def harness():
    """harness.py: in the PyInstaller bundle, or the installed dxfuzz's."""
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        return os.path.join(bundle, "dxfuzz_harness", "harness.py")
    import importlib.util
    package = os.path.dirname(importlib.util.find_spec("dxfuzz").origin)
    return os.path.join(package, "fuzz", "harness.py")


if __name__ == "__main__":
    breaches = os.path.join(tempfile.gettempdir(), "dxfuzz-" + TARGET + "-breaches")
    sys.argv[1:1] = [TARGET, "--stop-on-crash", "--crashes=" + breaches]
    runpy.run_path(harness(), run_name="__main__")
'''


def fuzzer_name(target: str) -> str:
    return target + SUFFIX


def entry_script(target: str) -> str:
    """The text of ``<target>_fuzzer.py``."""
    return ENTRY.format(target=target)


def pyinstaller_args(target: str, work: str) -> List[str]:
    """PyInstaller's options for ``<target>_fuzzer.py`` beyond those
    ``compile_python_fuzzer`` gives (``--onefile --name ... --distpath``)."""
    import dxfuzz.fuzz
    import dxfuzz.generated
    harness = os.path.join(os.path.dirname(os.path.abspath(dxfuzz.fuzz.__file__)), "harness.py")
    generated = os.path.dirname(os.path.abspath(dxfuzz.generated.__file__))
    return ["--specpath", work,
            "--add-data", f"{harness}:dxfuzz_harness",
            "--add-data", f"{generated}:dxfuzz/generated",
            "--collect-submodules", "dxfuzz",
            "--hidden-import", "atheris",
            "--hidden-import", "kaitaistruct",
            "--exclude-module", "hypothesis",
            "--exclude-module", "pytest"]


def dictionary(target: str) -> Optional[str]:
    """A libFuzzer dictionary for a container target (``DXBC`` and every
    fourcc of the container spec's enum), None for the others."""
    from . import targets
    if target not in targets.CONTAINER_TARGETS:
        return None
    from .. import kaitai
    fourccs = sorted(m.value.to_bytes(4, "little") for m in kaitai.spec_class("dxcontainer").Fourcc)
    lines = [f"# {target}: the container magic and the fourccs dxfuzz's container spec knows",
             'magic="DXBC"']
    for raw in fourccs:
        text = "".join(chr(b) if 0x20 <= b < 0x7F and chr(b) not in '"\\' else f"\\x{b:02X}" for b in raw)
        lines.append(f'fourcc_{raw.decode("latin-1").strip()}="{text}"')
    return "\n".join(lines) + "\n"


def options(target: str) -> str:
    """The text of ``<target>_fuzzer.options``: ``-max_len`` is the target's
    longest input (:func:`dxfuzz.fuzz.targets.max_len`), as its seeds are."""
    from .targets import max_len
    return f"[libfuzzer]\nmax_len = {max_len(target)}\n"


def write_seed_zip(target: str, seed_dirs: List[str], dest: str, limit: int = SEED_LIMIT) -> int:
    """``dest``: the target's seeds from ``seed_dirs``, each named by its SHA-1
    (sorted, dated 1980-01-01: the same seeds give the same bytes); returns
    how many."""
    from . import seed_inputs
    items = {hashlib.sha1(item).hexdigest(): item for item in seed_inputs(target, seed_dirs, limit)}
    tmp = dest + ".tmp"
    with zipfile.ZipFile(tmp, "w", zipfile.ZIP_DEFLATED) as z:
        for name in sorted(items):
            z.writestr(zipfile.ZipInfo(name, STAMP), items[name], zipfile.ZIP_DEFLATED)
    os.replace(tmp, dest)
    return len(items)


def prepare(target: str, work: str, out: str, seed_dirs: List[str]) -> dict:
    """Write a target's entry script and PyInstaller options into ``work``,
    its seed zip and dictionary into ``out``; returns what was written."""
    from . import targets
    if target not in targets.names():
        raise ValueError(f"no fuzz target {target!r} (dxfuzz fuzz --list)")
    os.makedirs(work, exist_ok=True)
    os.makedirs(out, exist_ok=True)
    name = fuzzer_name(target)
    entry = os.path.join(work, name + ".py")
    with open(entry, "w", encoding="utf-8") as f:
        f.write(entry_script(target))
    with open(os.path.join(work, name + ".args"), "w", encoding="utf-8") as f:
        f.write("\n".join(pyinstaller_args(target, work)) + "\n")
    seeds = write_seed_zip(target, seed_dirs, os.path.join(out, name + "_seed_corpus.zip"))
    with open(os.path.join(out, name + ".options"), "w", encoding="utf-8") as f:
        f.write(options(target))
    words = dictionary(target)
    if words is not None:
        with open(os.path.join(out, name + ".dict"), "w", encoding="utf-8") as f:
            f.write(words)
    return {"entry": entry, "seeds": seeds, "dict": words is not None}


def main(argv=None) -> int:
    p = argparse.ArgumentParser(prog="python -m dxfuzz.fuzz.oss_fuzz",
                                description="what OSS-Fuzz's build.sh makes per dxfuzz fuzz target")
    sub = p.add_subparsers(dest="command", required=True)
    prep = sub.add_parser("prepare", help="write a target's entry script, PyInstaller and libFuzzer "
                                          "options, seed zip, dictionary")
    prep.add_argument("target")
    prep.add_argument("--work", required=True, metavar="DIR", help="where the entry script goes ($WORK)")
    prep.add_argument("--out", required=True, metavar="DIR", help="where the seeds go ($OUT)")
    prep.add_argument("--seeds", action="append", default=[], metavar="DIR",
                      help="seed containers (repeatable; default corpus)")
    sub.add_parser("targets", help="list the targets, one a line")
    args = p.parse_args(argv)
    if args.command == "targets":
        from . import targets
        print("\n".join(targets.names()))
        return 0
    try:
        done = prepare(args.target, args.work, args.out, args.seeds or ["corpus"])
    except ValueError as exc:
        print(f"dxfuzz oss-fuzz: {exc}", file=sys.stderr)
        return 2
    print(f"{fuzzer_name(args.target)}: {done['entry']}, {done['seeds']} seeds"
          + (", dictionary" if done["dict"] else ""))
    return 0


if __name__ == "__main__":
    sys.exit(main())
