"""Benchmarks: ``make bench`` (``python -m dxfuzz.bench``).

Every figure is measured in the same run, side by side, printed as a table
and written to ``docs/benchmarks.md``:

* parse (header, part table, part bodies) and full decode (``to_dict``) of
  the whole real corpus, files/s and MB/s, against LLVM's ``obj2yaml`` over
  the same files (one process per file, as a user runs it), and ``dxfuzz
  dump`` run the same way on a sample;
* round trip (parse, serialize, compare) of the corpus;
* the container digest, native (OpenSSL's MD5 block function) and pure
  Python, on a 16 MiB container (the Python one on a smaller input, scaled);
* SHEX/SHDR instructions decoded per second;
* scaling: parse and full-decode time and peak memory for containers of
  1 KiB, 64 KiB, 1 MiB and 16 MiB built from the same real parts (time per
  KiB should stay flat), and the peak memory of a 16 MiB DXC container;
* fuzzing: executions per second of the main harnesses of ``dxfuzz fuzz``
  (``--fuzz-all``: every harness);
* mutators: mutants per second of the AFL++ module and the atheris mutator,
  each mutation's time, hunt's producer against one obj2yaml run; and AFL++
  with and without the module on a reader with planted bugs (execs/s, and the
  executions to the first crash).

Options: ``--quick`` (a sample of the corpus, shorter runs), ``--no-write``,
``--out PATH``, ``--fuzz-seconds N``, ``--fuzz-all``, ``--afl-seconds N``, ``--skip AREA``.
"""
from __future__ import annotations

import argparse
import csv
import datetime
import gc
import importlib
import os
import platform
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

from . import ParseError, build, digest, parse, serialize, to_dict, Part
from .part_table import read_parts

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SHARED = os.environ.get("DXFUZZ_SHARED") or os.path.join(os.path.dirname(REPO), "shared")
LLVM_BIN = os.environ.get("DXFUZZ_LLVM_BIN") or "/usr/lib/llvm-22/bin"
KIB, MIB = 1024, 1024 * 1024

#: Files whose parts the synthetic containers are made of: a DXC vertex shader
#: (SFI0, ISG1, OSG1, PSV0, ILDN, HASH, DXIL), the kind of container that
#: grows large in practice; any corpus file will do if it is missing.
POOL_FILES = ("bgfx/dxil_vs_bump.dxbc",)

#: The shader whose parts the scaling containers repeat: a whole real FXC
#: shader (RDEF, ISG1, OSG1, SHEX, SFI0, STAT) that fits in 1 KiB, so every
#: size from 1 KiB to 16 MiB holds the same mix of parts and time per KiB
#: measures the size alone (the DXC pool's 3 KiB DXIL part does not fit in
#: 1 KiB, which made the smallest container all signatures).
SCALING_UNIT = "dxdecompiler/signatures_vs__v61d2a5f4.dxbc"


class Table:
    """Rows of (section, measure, value, unit, note), and the targets:
    (target, measured, limit, met)."""

    def __init__(self):
        self.rows = []
        self.targets = []
        self.figures = {}  #: raw figures the targets are computed from
        self.sections = []  #: (title, markdown) of tables of their own, after the figures

    def target(self, name, measured, limit, unit, higher_is_better=False, note=""):
        """A speed or memory target: ``measured`` against ``limit``."""
        if measured is None:
            self.targets.append((name, "not measured", f"{limit:g} {unit}", "-", note))
            return
        met = measured >= limit if higher_is_better else measured <= limit
        bound = ">=" if higher_is_better else "<="
        self.targets.append((name, f"{_fmt(measured)} {unit}", f"{bound} {limit:g} {unit}",
                             "met" if met else "NOT met", note))
        print(f"  target {name:50} {_fmt(measured):>10} {unit:8} {bound} {limit:g}: "
              f"{'met' if met else 'NOT met'} {note}", flush=True)

    def targets_markdown(self) -> str:
        out = ["| target | measured | limit | | note |", "|---|---:|---|---|---|"]
        out += [f"| {a} | {b} | {c} | {d} | {e} |" for a, b, c, d, e in self.targets]
        return "\n".join(out)

    def add(self, section, measure, value, unit="", note=""):
        self.rows.append((section, measure, value, unit, note))
        print(f"  {section:12} {measure:44} {_fmt(value):>12} {unit:10} {note}", flush=True)

    def markdown(self) -> str:
        out = ["| area | measure | value | unit | note |", "|---|---|---:|---|---|"]
        for section, measure, value, unit, note in self.rows:
            out.append(f"| {section} | {measure} | {_fmt(value)} | {unit} | {note} |")
        return "\n".join(out)

    def text(self) -> str:
        widths = [max(len(str(r[i] if i != 2 else _fmt(r[2]))) for r in self.rows + [
            ("area", "measure", "value", "unit", "note")]) for i in range(5)]
        lines = []
        for r in [("area", "measure", "value", "unit", "note")] + self.rows:
            cells = [str(r[0]), str(r[1]), r[2] if isinstance(r[2], str) else _fmt(r[2]),
                     str(r[3]), str(r[4])]
            lines.append("  ".join(c.rjust(w) if i == 2 else c.ljust(w)
                                   for i, (c, w) in enumerate(zip(cells, widths))).rstrip())
        return "\n".join(lines)


def _fmt(v) -> str:
    if isinstance(v, str):
        return v
    if isinstance(v, int):
        return f"{v:,}"
    if v >= 100:
        return f"{v:,.0f}"
    if v >= 10:
        return f"{v:.1f}"
    return f"{v:.2f}"


# --- inputs -------------------------------------------------------------------------


def load_corpus(sample: int = 0):
    """``[(name, bytes)]`` of the shared corpus (every ``sample``-th file if > 0)."""
    root = os.path.join(SHARED, "corpus")
    manifest = os.path.join(root, "manifest.tsv")
    if not os.path.exists(manifest):
        return root, []
    with open(manifest, newline="") as f:
        rows = list(csv.DictReader(f, delimiter="\t"))
    if sample > 1:
        rows = rows[::sample]
    out = []
    for row in rows:
        with open(os.path.join(root, row["file"]), "rb") as f:
            out.append((row["file"], f.read()))
    return root, out


def part_pool(corpus, files=POOL_FILES):
    """Real parts to build synthetic containers from."""
    named = dict(corpus)
    pool = []
    for name in files:
        if name in named:
            pool += read_parts(named[name])
    if not pool and corpus:
        for _, data in corpus[:8]:
            try:
                pool += read_parts(data)
            except ParseError:
                continue
    return pool


def synthetic(pool, size: int) -> bytes:
    """A container of exactly ``size`` bytes: real parts, repeated in turn
    while they fit, then a PRIV part filling the rest."""
    parts, used = [], 32 + 4  # header and the PRIV entry
    fits = True
    while fits:
        fits = False
        for fourcc, body in pool:
            need = 4 + 8 + len(body)
            if used + need + 8 <= size:
                parts.append(Part(fourcc, body))
                used += need
                fits = True
    rest = size - used - 8
    parts.append(Part("PRIV", bytes(rest)))
    data = build(parts)
    assert len(data) == size, (len(data), size)
    return data


# --- measurements ---------------------------------------------------------------------


def timed(fn, min_time: float = 0.0):
    """``(seconds per call, result)``, repeating fast calls to ``min_time``."""
    gc.collect()
    n, start = 0, time.perf_counter()
    while True:
        result = fn()
        n += 1
        elapsed = time.perf_counter() - start
        if elapsed >= min_time:
            return elapsed / n, result


#: Passes of each SHEX and FX10 measurement; the fastest is reported.
PASSES = 3


def fastest(fn, passes: int = PASSES):
    """``(seconds, result)`` of the fastest of ``passes`` calls of ``fn``: on
    a shared machine other work only ever adds time, so the fastest pass is
    the nearest to the code's own speed (as timeit advises)."""
    runs = [timed(fn) for _ in range(passes)]
    return min(runs, key=lambda r: r[0])


def bench_corpus(table, corpus):
    total = sum(len(d) for _, d in corpus)
    mb = total / 1e6
    table.add("corpus", "files / bytes", f"{len(corpus)} / {total:,}", "", "the shared real corpus")

    def parse_all():
        bad = 0
        for _, data in corpus:
            try:
                parse(data)
            except ParseError:
                bad += 1
        return bad

    def decode_all(reflective=False):
        bad = 0
        for _, data in corpus:
            try:
                to_dict(parse(data), reflective=reflective)
            except ParseError:
                bad += 1
        return bad

    def roundtrip_all():
        same = 0
        for _, data in corpus:
            try:
                same += serialize(parse(data)) == data
            except ParseError:
                pass
        return same

    t, bad = timed(parse_all)
    table.add("parse", "parse (header, table, part bodies)", len(corpus) / t, "files/s",
              f"{mb / t:.2f} MB/s; {bad} refused")
    t, bad = timed(decode_all)
    table.add("decode", "full decode (parse + to_dict)", len(corpus) / t, "files/s",
              f"{mb / t:.2f} MB/s; {bad} refused")
    table.figures["decode s"] = t
    decode_rate = len(corpus) / t
    t_reflective, _ = timed(lambda: decode_all(reflective=True))
    table.add("decode", "full decode, the reflective walk (to_dict(reflective=True))",
              len(corpus) / t_reflective, "files/s",
              f"the generated walk takes {t / t_reflective:.2f}x its time")
    t, same = timed(roundtrip_all)
    table.add("roundtrip", "parse + serialize + compare", len(corpus) / t, "files/s",
              f"{mb / t:.2f} MB/s; {same}/{len(corpus)} byte-exact")
    return decode_rate


def bench_obj2yaml(table, root, corpus, sample_cli: int):
    tool = os.path.join(LLVM_BIN, "obj2yaml")
    if not os.access(tool, os.X_OK):
        table.add("obj2yaml", "obj2yaml (llvm-22), one process per file", "n/a", "",
                  f"{tool} not found")
    else:
        ok = 0
        start = time.perf_counter()
        for name, _ in corpus:
            proc = subprocess.run([tool, os.path.join(root, name)], stdout=subprocess.DEVNULL,
                                  stderr=subprocess.DEVNULL)
            ok += proc.returncode == 0
        t = time.perf_counter() - start
        mb = sum(len(d) for _, d in corpus) / 1e6
        table.add("obj2yaml", "obj2yaml (llvm-22), one process per file", len(corpus) / t,
                  "files/s", f"{mb / t:.2f} MB/s; {len(corpus) - ok} refused")
        table.figures["obj2yaml s"] = t
    exe = _dxfuzz_command()
    if not sample_cli or not os.access(exe, os.X_OK):
        return
    picked = corpus[::max(1, len(corpus) // sample_cli)][:sample_cli]
    # As users run it: the modules' bytecode cached (not compiled at every start).
    from . import kaitai
    subprocess.run([sys.executable, "-m", "compileall", "-q", os.path.dirname(__file__),
                    kaitai.GENERATED_DIR], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                   env=_CACHED_BYTECODE)
    each = [_wall([exe, "dump", os.path.join(root, name)]) for name, _ in picked]
    t = sum(each)
    helps = [_wall([exe, "--help"]) for _ in range(9)]
    infos = [_wall([exe, "info", os.path.join(root, picked[i % len(picked)][0])]) for i in range(9)]
    table.add("obj2yaml", "dxfuzz dump, one process per file", len(picked) / t, "files/s",
              f"{len(picked)} files; median {statistics.median(each):.3f} s each; "
              f"dxfuzz --help {statistics.median(helps):.3f} s, info {statistics.median(infos):.3f} s")
    table.figures.update({"dump s": statistics.median(each), "help s": statistics.median(helps),
                          "info s": statistics.median(infos)})
    # and as a machine that keeps no bytecode runs it (this one sets
    # PYTHONDONTWRITEBYTECODE): every module compiled at every start
    with tempfile.TemporaryDirectory() as empty:
        uncached = {**_CACHED_BYTECODE, "PYTHONDONTWRITEBYTECODE": "1", "PYTHONPYCACHEPREFIX": empty}
        helps = [_wall([exe, "--help"], uncached) for _ in range(5)]
        infos = [_wall([exe, "info", os.path.join(root, picked[0][0])], uncached) for _ in range(5)]
    table.add("obj2yaml", "dxfuzz --help / info, no bytecode kept", statistics.median(helps), "s",
              f"median of 5 each; info {statistics.median(infos):.3f} s (every module compiled at start)")


#: The environment of the timed commands: Python may keep compiled bytecode.
_CACHED_BYTECODE = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}


def _dxfuzz_command() -> str:
    """The ``dxfuzz`` command: on the PATH, else beside this interpreter."""
    return shutil.which("dxfuzz") or os.path.join(os.path.dirname(sys.executable), "dxfuzz")


def _wall(cmd, env=None) -> float:
    start = time.perf_counter()
    subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env or _CACHED_BYTECODE)
    return time.perf_counter() - start


def bench_digest(table, pool):
    data = synthetic(pool, 16 * MIB)
    message = data[digest.HASHED_FROM:]
    if digest.NATIVE:
        t, value = timed(lambda: digest.checksum_native(message), 0.5)
        table.add("digest", "native (OpenSSL MD5 block function), 16 MiB", len(message) / t / 1e6,
                  "MB/s", "")
    else:
        table.add("digest", "native (OpenSSL MD5 block function), 16 MiB", "n/a", "",
                  "no libcrypto with MD5_Transform")
    small = message[:256 * KIB]
    t, _ = timed(lambda: digest.checksum_python(small), 0.5)
    table.add("digest", "pure Python fallback", len(small) / t / 1e6, "MB/s",
              "measured on 256 KiB of the 16 MiB container, scaled")
    if digest.NATIVE:
        assert digest.checksum_python(small) == digest.checksum_native(small)


def bench_bitcode(table, corpus):
    """The DXIL programs' bitcode: dxfuzz.bitcode's reader, the module and
    dx.* metadata decode, the program spec's bitstream view, and LLVM 22's
    llvm-bcanalyzer -dump (one process per program) on the same programs."""
    import tempfile
    from .bitcode import programs, read, read_dxil_metadata
    from .kaitai import spec_class
    codes = []
    for _, data in corpus:
        try:
            codes += [code for _, code in programs(parse(data, lazy=True))]
        except ParseError:
            continue
    if not codes:
        table.add("bitcode", "DXIL programs", "n/a", "", "no DXIL program in the corpus")
        return
    mb = sum(len(c) for c in codes) / 1e6
    table.add("bitcode", "DXIL programs / bitcode bytes", f"{len(codes)} / {int(mb * 1e6):,}", "")

    def records(block):
        return sum(1 if not hasattr(c, "children") else records(c) for c in block.children)

    t, n = timed(lambda: sum(records(b) for code in codes for b in read(code).blocks))
    table.add("bitcode", "bitstream read (dxfuzz.bitcode.read)", n / t, "records/s",
              f"{mb / t:.2f} MB/s; {n:,} records, abbreviation definitions and blocks")
    table.figures["bitcode records/s"] = n / t
    t_read = t
    t, _ = timed(lambda: [read_dxil_metadata(code) for code in codes])
    table.add("bitcode", "module + dx.* metadata decode", len(codes) / t, "programs/s",
              f"{mb / t:.2f} MB/s")
    from kaitaistruct import BytesIO, KaitaiStream
    bitcode_class = spec_class("dxcontainer_program").LlvmBitcode

    def views():
        n = 0
        for code in codes:
            for block in bitcode_class(KaitaiStream(BytesIO(code))).blocks:
                if block.contents is not None:
                    to_dict(block.contents, views=True)
                    n += 1
        return n
    t, _ = timed(views)
    table.add("bitcode", "spec's bitstream view, every block walked", len(codes) / t, "programs/s",
              f"{mb / t:.2f} MB/s (up to each block's first abbreviated record)")
    tool = os.path.join(LLVM_BIN, "llvm-bcanalyzer")
    if not os.access(tool, os.X_OK):
        table.add("bitcode", "llvm-bcanalyzer -dump", "n/a", "", f"{tool} not found")
        return
    with tempfile.TemporaryDirectory() as tmp:
        paths = []
        for i, code in enumerate(codes):
            paths.append(os.path.join(tmp, f"{i}.bc"))
            with open(paths[-1], "wb") as f:
                f.write(code)
        start = time.perf_counter()
        for path in paths:
            subprocess.run([tool, "-dump", path], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        t = time.perf_counter() - start
    table.add("bitcode", "llvm-bcanalyzer -dump (llvm-22), one process per program",
              len(codes) / t, "programs/s",
              f"{mb / t:.2f} MB/s; dxfuzz's read takes {t_read / t:.2f}x its time")


def bench_shader(table, corpus):
    try:
        shader = importlib.import_module("dxfuzz.asm.programs")
    except ImportError:
        table.add("SHEX", "instructions decoded", "n/a", "", "dxfuzz/asm/programs.py not present")
        return
    count_fn = getattr(shader, "instructions", None)
    bodies = []
    for _, data in corpus:
        try:
            for fourcc, body in read_parts(data):
                if fourcc in ("SHEX", "SHDR"):
                    bodies.append(body)
        except ParseError:
            continue
    if count_fn is None or not bodies:
        table.add("SHEX", "instructions decoded", "n/a", "",
                  "no instructions() in dxfuzz.asm.programs" if count_fn is None else "no SHEX")
        return

    def run():
        n = 0
        for body in bodies:
            try:
                n += sum(1 for _ in count_fn(body))
            except ParseError:
                pass
        return n

    t, n = fastest(run)
    table.add("SHEX", "instructions decoded (SHEX/SHDR of the corpus)", n / t, "instr/s",
              f"{n:,} instructions in {len(bodies)} parts; each SHEX and FX10 row the fastest "
              f"of {PASSES} passes")
    table.figures["shex parse instr/s"] = n / t
    mb = sum(len(b) for b in bodies) / 1e6
    # Each tree is dropped once made, as the corpus's and FX10's rows drop
    # theirs: holding all 1,500 trees at once would time the collector
    # walking them again and again, not the decode.
    def decode_all(reflective=False):
        for b in bodies:
            to_dict(shader.parse_program(b), reflective=reflective)

    t_full, _ = fastest(decode_all)
    table.add("SHEX", "full decode (parse + to_dict) of the same parts", n / t_full, "instr/s",
              f"{t_full / mb:.2f} s per MB")
    table.figures.update({"shex decode instr/s": n / t_full, "shex s/MB": t_full / mb})
    t_reflective, _ = fastest(lambda: decode_all(reflective=True))
    table.add("SHEX", "full decode, the reflective walk", n / t_reflective, "instr/s",
              f"the generated walk takes {t_full / t_reflective:.2f}x its time")
    # to_dict alone, over programs whose every instance is already decoded:
    # what any parser feeding the same tree would still pay.
    decoded = [shader.parse_program(b) for b in bodies]
    for obj in decoded:
        to_dict(obj)

    def walk_all():
        for obj in decoded:
            to_dict(obj)

    t_walk, _ = fastest(walk_all)
    table.add("SHEX", "to_dict of already-decoded programs (the walk alone)", n / t_walk,
              "instr/s", "every instance cached: the bound on parse + to_dict with today's tree")


def bench_fx10(table, corpus):
    """The full decode of the corpus's effects. Its own function, after the
    SHEX rows: the programs those hold decoded for the walk are gone by
    then (with them alive, each collection the FX10 decode triggers walked
    them too: 1.04 s per MB instead of 0.58, in one run of each)."""
    effects = []
    for _, data in corpus:
        try:
            effects += [body for fourcc, body in read_parts(data) if fourcc == "FX10"]
        except ParseError:
            continue
    if effects:
        fx_spec = importlib.import_module("dxfuzz.kaitai").spec_class("dxcontainer_fx10")
        from kaitaistruct import BytesIO, KaitaiStream

        def fx_all():
            for body in effects:
                to_dict(fx_spec(KaitaiStream(BytesIO(body))))
        t_fx, _ = fastest(fx_all)
        fx_mb = sum(len(b) for b in effects) / 1e6
        table.add("FX10", "full decode of the corpus's effects", fx_mb / t_fx, "MB/s",
                  f"{len(effects)} parts, {t_fx / fx_mb:.2f} s per MB")
        table.figures["fx10 s/MB"] = t_fx / fx_mb


#: The optional interpreter for bulk decoding: PyPy's venv, made by ``make setup``.
PYPY = os.path.join(REPO, ".venv-pypy", "bin", "python")

#: The figures measured again under PyPy (those its targets read).
PYPY_FIGURES = ("decode s", "shex parse instr/s", "shex decode instr/s", "shex s/MB", "fx10 s/MB")


def bench_pypy(table, quick: bool) -> None:
    """The decode figures (the corpus's full decode, SHEX/SHDR, FX10) again
    under PyPy, in a child process: one pass to warm the JIT up, then the
    measured pass (the first pass's full decode is given beside it)."""
    if not os.access(PYPY, os.X_OK):
        table.add("PyPy", "decode figures", "n/a", "", f"no {os.path.relpath(PYPY, REPO)} (make setup)")
        return
    import json
    proc = subprocess.run([PYPY, "-m", "dxfuzz.bench", "--interpreter-child"] + (["--quick"] if quick else []),
                          capture_output=True, text=True, timeout=3600, cwd=REPO)
    if proc.returncode != 0:
        table.add("PyPy", "decode figures", "n/a", "",
                  (proc.stderr.strip().splitlines() or ["failed"])[-1][:100])
        return
    got = json.loads(proc.stdout.strip().splitlines()[-1])
    table.add("PyPy", "interpreter", got["version"], "", os.path.relpath(PYPY, REPO))
    for _, measure, value, unit, note in got["rows"]:
        table.add("PyPy", measure, value, unit, note)
    first = got["first decode s"]
    table.add("PyPy", "full decode, first pass (JIT warming up)", got["files"] / first, "files/s",
              f"{first / got['figures']['decode s']:.2f}x the measured pass's time")
    for key in PYPY_FIGURES:
        if key in got["figures"]:
            table.figures[f"{key} pypy"] = got["figures"][key]


def _interpreter_child(quick: bool) -> int:
    """``--interpreter-child``: the decode figures of this interpreter, as
    one JSON line (after a warm-up pass of the same work)."""
    import json
    import platform
    _, corpus = load_corpus(sample=8 if quick else 0)
    warm, table = Table(), Table()
    for t in (warm, table):
        bench_corpus(t, corpus)
        bench_shader(t, corpus)
        bench_fx10(t, corpus)
    print(json.dumps({"version": f"{platform.python_implementation()} {platform.python_version()}",
                      "rows": [r for r in table.rows if r[0] != "corpus"], "figures": table.figures,
                      "first decode s": warm.figures["decode s"], "files": len(corpus)}))
    return 0


def bench_scaling(table, unit, sizes, memory_pool):
    """Time per KiB of containers of each size made of the same ``unit``
    (should stay flat), and the peak memory of a full decode of a 16 MiB
    container of ``memory_pool`` (a DXC shader's parts). Each container is
    decoded in its own process (so the peak is that decode's alone)."""
    results = []
    for size in sizes:
        label = f"{size // MIB} MiB" if size >= MIB else f"{size // KIB} KiB"
        r = _scale_in_child(synthetic(unit, size))
        if isinstance(r, str):
            table.add("scaling", f"{label}: parse / full decode", "n/a", "", r)
        else:
            results.append((size, label, r))
    # Time per KiB against the 64 KiB container's.
    rates = {size: r["decode"] / (size / KIB) * 1e6 for size, _, r in results}
    base = rates.get(64 * KIB) or next(iter(rates.values()), 1.0)
    if rates:
        table.figures["scaling spread"] = max(rates.values()) / min(rates.values())
    for size, label, r in results:
        per_kib = rates[size]
        table.add("scaling", f"{label}: parse / full decode",
                  f"{r['parse'] * 1e3:.2f} / {r['decode'] * 1e3:.1f}", "ms",
                  f"{per_kib:.0f} µs/KiB decoded ({per_kib / base:.2f}x the 64 KiB rate); "
                  f"{_peak_text(r['peak'], size)}")
    if memory_pool and 16 * MIB in sizes:
        r = _scale_in_child(synthetic(memory_pool, 16 * MIB))
        if isinstance(r, str):
            table.add("memory", "16 MiB, DXC shader's parts: full decode", "n/a", "", r)
        else:
            table.figures["peak x input"] = r["peak"] / (16 * MIB)
            table.add("memory", "16 MiB, DXC shader's parts: parse / full decode",
                      f"{r['parse'] * 1e3:.0f} / {r['decode'] * 1e3:.0f}", "ms",
                      _peak_text(r["peak"], 16 * MIB))


#: The two mixes the memory targets are measured on, at 16 MiB: the parts
#: of the FXC shader the scaling containers repeat, and of the DXC one.
MEMORY_MIXES = (("FXC", SCALING_UNIT), ("DXC", POOL_FILES[0]))


def bench_memory(table, size: int = 16 * MIB) -> None:
    """The memory targets on a container of ``size`` of each mix, each
    figure in a process of its own: the peak of ``parse`` (resident set,
    above the process's own before it), the peak of ``dxfuzz dump`` (its
    highest resident set, above that of the same dump of a 1 KiB container
    of the mix: the interpreter and its imports), and with tracemalloc the
    peak of a full decode against the size of the tree it returns."""
    label = f"{size // MIB} MiB"
    for mix, name in MEMORY_MIXES:
        pool = part_pool([(name, _corpus_file(name))], (name,))  # (a sampled corpus may lack it)
        if not pool:
            table.add("memory", f"{label}, {mix} mix", "n/a", "", f"{name} is not in the corpus")
            continue
        data = synthetic(pool, size)
        r = _scale_in_child(data, "--parse-child")
        if isinstance(r, str):
            table.add("memory", f"{label}, {mix} mix: parse", "n/a", "", r)
        else:
            table.figures[f"parse peak x input {mix}"] = r["peak"] / size
            table.add("memory", f"{label}, {mix} mix: parse", f"{r['parse'] * 1e3:.0f}", "ms",
                      _peak_text(r["peak"], size))
        dump = _dump_peak(data, synthetic(pool, KIB))
        if isinstance(dump, str):
            table.add("memory", f"{label}, {mix} mix: dxfuzz dump", "n/a", "", dump)
        else:
            peak, seconds = dump
            table.figures[f"dump peak x input {mix}"] = peak / size
            table.add("memory", f"{label}, {mix} mix: dxfuzz dump --format json", f"{seconds:.1f}", "s",
                      f"{_peak_text(peak, size)} above the 1 KiB dump's")
        r = _scale_in_child(data, "--tree-child")
        if isinstance(r, str):
            table.add("memory", f"{label}, {mix} mix: decoded tree", "n/a", "", r)
            continue
        table.figures[f"decode peak x tree {mix}"] = r["peak"] / r["tree"]
        table.figures[f"tree x input {mix}"] = r["tree"] / size
        table.add("memory", f"{label}, {mix} mix: the decoded tree alone / input",
                  f"{r['tree'] / size:.2f}", "x",
                  f"tracemalloc: parsed objects {r['parsed'] / size:.2f}x the input; peak of the "
                  f"full decode {r['peak'] / r['tree']:.2f}x the tree")


def _dump_peak(data: bytes, small: bytes):
    """``(peak bytes above the small container's dump, seconds)`` of
    ``dxfuzz dump --format json`` of ``data``, or an error line."""
    exe = _dxfuzz_command()
    peaks = []
    with tempfile.TemporaryDirectory(prefix="dxfuzz-bench-") as work:
        for label, body in (("small", small), ("large", data)):
            path = os.path.join(work, f"{label}.dxbc")
            with open(path, "wb") as f:
                f.write(body)
            start = time.perf_counter()
            code, peak, err = _child_peak([exe, "dump", "--format", "json", path])
            if code != 0:
                return (err.strip().splitlines() or ["dump failed"])[-1][:80]
            peaks.append((peak, time.perf_counter() - start))
    return max(0, peaks[1][0] - peaks[0][0]), peaks[1][1]


def _child_peak(argv):
    """``(exit code, peak resident set in bytes, stderr)`` of a command, its
    peak read from its own ``VmHWM`` every 5 ms (the ``wait4`` figure counts
    the memory of this process, which the child is forked from)."""
    with tempfile.TemporaryFile() as err:
        proc = subprocess.Popen(argv, stdout=subprocess.DEVNULL, stderr=err)
        peak = 0
        while proc.poll() is None:
            try:
                with open(f"/proc/{proc.pid}/status") as f:
                    for line in f:
                        if line.startswith("VmHWM:"):
                            peak = max(peak, int(line.split()[1]) * KIB)
            except (OSError, ValueError):
                pass
            time.sleep(0.005)
        err.seek(0)
        return proc.returncode, peak, err.read().decode(errors="replace")


def _peak_text(peak: int, size: int) -> str:
    return (f"peak +{peak / MIB:.1f} MiB ({peak / size:.1f}x the input)"
            if peak >= MIB else "peak +<1 MiB")


def _scale_in_child(data: bytes, mode: str = "--scale-child"):
    """``{"parse", "decode", "peak"}`` of one container decoded in a child
    process (``--tree-child``: ``{"parsed", "tree"}``, the bytes each holds),
    or the child's last error line."""
    import json
    import tempfile
    with tempfile.NamedTemporaryFile(suffix=".dxbc", delete=False) as f:
        f.write(data)
        path = f.name
    try:
        proc = subprocess.run([sys.executable, "-m", "dxfuzz.bench", mode, path],
                              capture_output=True, text=True, timeout=1800)
    finally:
        os.unlink(path)
    if proc.returncode != 0:
        return (proc.stderr.strip().splitlines() or ["failed"])[-1][:80]
    return json.loads(proc.stdout.strip().splitlines()[-1])


def _scale_child(path: str) -> int:
    import json
    with open(path, "rb") as f:
        data = f.read()
    tiny = build([Part(f, b) for f, b in read_parts(data)[:8] if len(b) < 4 * KIB])
    to_dict(parse(tiny))  # warm up (imports, class set-up) without growing the heap
    gc.collect()
    with _PeakSampler() as peak:
        start = time.perf_counter()
        obj = parse(data)
        first_parse = time.perf_counter() - start
        tree = to_dict(obj)
        first_decode = time.perf_counter() - start
    del tree, obj
    min_time = 0.3 if len(data) < MIB else 0.0
    tp, _ = timed(lambda: parse(data), min_time) if min_time else (first_parse, None)
    td, _ = timed(lambda: to_dict(parse(data)), min_time) if min_time else (first_decode, None)
    print(json.dumps({"parse": tp, "decode": td, "peak": peak.above}))
    return 0


def _parse_child(path: str) -> int:
    """The time and resident-set peak of ``parse`` alone (part bodies decoded)."""
    import json
    with open(path, "rb") as f:
        data = f.read()
    parse(build([Part(f, b) for f, b in read_parts(data)[:8] if len(b) < 4 * KIB]))  # imports
    gc.collect()
    with _PeakSampler() as peak:
        start = time.perf_counter()
        obj = parse(data)
        seconds = time.perf_counter() - start
    del obj
    print(json.dumps({"parse": seconds, "peak": peak.above}))
    return 0


class _PeakSampler:
    """The resident set's highest point while the ``with`` body runs, above
    where it was at the start (``above``, bytes), sampled every 5 ms."""

    def __enter__(self):
        import threading
        self.baseline = self.high = _rss()
        self._done = threading.Event()
        self._thread = threading.Thread(target=self._sample, daemon=True)
        self._thread.start()
        return self

    def _sample(self):
        while not self._done.wait(0.005):
            self.high = max(self.high, _rss())

    def __exit__(self, *exc):
        self.high = max(self.high, _rss())
        self._done.set()
        self._thread.join()
        self.above = max(0, self.high - self.baseline)


def _tree_child(path: str) -> int:
    """Bytes held by the parsed objects of a container, by its decoded tree
    once they are freed, and the highest point of the two together during
    the full decode (tracemalloc, in this process alone)."""
    import json
    import tracemalloc
    with open(path, "rb") as f:
        data = f.read()
    to_dict(parse(build([Part(f, b) for f, b in read_parts(data)[:8]])))  # imports, class set-up
    gc.collect()
    tracemalloc.start()
    obj = parse(data)
    parsed = tracemalloc.get_traced_memory()[0]
    tree = to_dict(obj)
    del obj
    gc.collect()
    held, peak = tracemalloc.get_traced_memory()
    print(json.dumps({"parsed": parsed, "tree": held, "peak": peak}))
    del tree
    return 0


def _rss() -> int:
    try:
        with open("/proc/self/statm") as f:
            return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE")
    except (OSError, ValueError, IndexError):
        return 0


#: Harnesses measured by default: the two whole-container ones and the part
#: specs with the most structure. Each harness costs ~20 s of start-up
#: (atheris instruments every parser), so all 23 take minutes: --fuzz-all.
FUZZ_DEFAULT = ("container", "roundtrip", "shader", "psv0", "rdef", "signature32", "rts0",
                "program")


def bench_fuzz(table, seconds: float, jobs: int = 1, only=FUZZ_DEFAULT):
    """Each harness of ``dxfuzz fuzz`` (those in ``only``, or all if None) for
    ``seconds``, ``jobs`` at a time, in a scratch work folder; the rate is the
    one the harness reports."""
    import tempfile
    from concurrent.futures import ThreadPoolExecutor
    exe = _dxfuzz_command()
    try:
        listing = subprocess.run([exe, "fuzz", "--list"], capture_output=True, text=True, timeout=120)
    except (OSError, subprocess.SubprocessError):
        listing = None
    if listing is None or listing.returncode != 0:
        table.add("fuzz", "execs/s per harness", "not available", "",
                  "no `dxfuzz fuzz` command")
        return
    names = [line.split()[0] for line in listing.stdout.splitlines() if line.strip()]
    skipped = []
    if only is not None:
        skipped = [n for n in names if n not in only]
        names = [n for n in names if n in only]
    work = tempfile.mkdtemp(prefix="dxfuzz-bench-")

    def one(name):
        start = time.perf_counter()
        try:
            proc = subprocess.run([exe, "fuzz", name, "--seconds", f"{seconds:g}",
                                   "--seed-limit", "10", "--workdir", os.path.join(work, name)],
                                  capture_output=True, text=True, timeout=seconds * 10 + 300)
            text, code = proc.stdout + proc.stderr, proc.returncode
        except subprocess.TimeoutExpired:
            text, code = "", "timeout"
        return name, text, code, time.perf_counter() - start

    try:
        with ThreadPoolExecutor(max_workers=jobs) as pool:
            for name, text, code, wall in pool.map(one, names):
                rate = _execs_per_second(text)
                if rate is None:
                    table.add("fuzz", name, "n/a", "", f"exit {code}; no exec rate in its output")
                elif wall < seconds:  # it stopped before its time: not the harness's speed
                    table.add("fuzz", name, rate, "execs/s",
                              f"ended after {wall:.0f} s, exit {code}: {_ending(text)}")
                else:
                    table.add("fuzz", name, rate, "execs/s",
                              f"{seconds:g} s of fuzzing ({wall:.0f} s with start-up)")
                    table.figures[f"fuzz {name}"] = rate
    finally:
        shutil.rmtree(work, ignore_errors=True)
    if skipped:
        table.add("fuzz", f"{len(skipped)} more harnesses", "not run", "",
                  "python -m dxfuzz.bench --fuzz-all measures every one")


# --- mutators: the AFL++ module, the atheris mutator, hunt's producer ------------------

#: The kinds of container the mutator figures are given for (manifest kind,
#: or the part that makes a file an effect, a library or a root signature).
KINDS = ("DXBC", "DXIL", "effect", "library", "root signature")


def _kind(row) -> str:
    parts = row["parts"].split(",")
    if "FX10" in parts:
        return "effect"
    if "LIBF" in parts:
        return "library"
    if row["kind"] in ("dxbc", "dxil"):
        return row["kind"].upper()
    return "root signature" if parts == ["RTS0"] else "other"


def _corpus_file(name: str) -> bytes:
    """A corpus file by its manifest name (b"" if it is missing)."""
    try:
        with open(os.path.join(SHARED, "corpus", name), "rb") as f:
            return f.read()
    except OSError:
        return b""


def _rows():
    root = os.path.join(SHARED, "corpus")
    with open(os.path.join(root, "manifest.tsv"), newline="") as f:
        return {r["file"]: r for r in csv.DictReader(f, delimiter="\t")}


def _cpu() -> float:
    """This process's CPU time, the clock of the mutator figures: what a
    mutant costs, which other work on a shared machine does not change (on
    an idle machine, the wall time)."""
    return time.process_time()


def _child_cpu() -> float:
    """The CPU time of this process's finished children."""
    import resource
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def mutator_sample(corpus, every: int):
    """``[(name, kind, bytes, systematic)]``: every ``every``-th corpus file
    (``systematic`` True), and every other effect, library and root
    signature (the kinds with few files)."""
    rows = _rows()
    out = []
    for i, (name, data) in enumerate(corpus):
        kind = _kind(rows[name]) if name in rows else "other"
        if i % every == 0 or kind in ("effect", "library", "root signature"):
            out.append((name, kind, data, i % every == 0))
    return out


def bench_mutators(table, corpus, quick: bool) -> None:
    """The AFL++ module's mutants per second as AFL++ calls it (per file:
    ``fuzz_count``, then that many ``fuzz`` calls on the same input, its
    first decodes included), each default-mode mutation's time once its
    input is kept, the atheris mutator in a real libFuzzer run, and hunt's
    producer against one obj2yaml run."""
    from . import mutate
    from .fuzz import afl
    sample = mutator_sample(corpus, 24 if quick else 5)
    afl.init(1)
    for name in AFL_SEEDS:  # what AFL++ pays once, at its start: the modules loaded
        for _ in range(200):
            afl.fuzz(bytearray(_corpus_file(name)), None, 1 << 20)
    mutate.clear_caches()
    rates, by_kind, total_n, total_t = [], {}, 0, 0.0
    for name, kind, data, systematic in sample:
        buf = bytearray(data)
        start = _cpu()
        n = afl.fuzz_count(buf)
        for _ in range(n):
            afl.fuzz(buf, None, 1 << 20)
        t = _cpu() - start
        if n:
            by_kind.setdefault(kind, []).append(n / t)
            if systematic:
                rates.append((n / t, name))
                total_n, total_t = total_n + n, total_t + t
    if not rates:
        return
    rates.sort()
    median = statistics.median(r for r, _ in rates)
    table.add("mutate", "AFL++ module (default), mutants/s, median per file", median, "mutants/s",
              f"{len(rates)} files (every {24 if quick else 5}th of the corpus), each fuzz_count's calls; "
              f"10th percentile {rates[len(rates) // 10][0]:,.0f}/s; overall {total_n / total_t:,.0f}/s; "
              f"slowest file {rates[0][0]:,.0f}/s ({rates[0][1]})")
    table.figures["afl module mutants/s"] = median
    for kind in KINDS:
        if kind in by_kind:
            table.add("mutate", f"AFL++ module (default), {kind}", statistics.median(by_kind[kind]),
                      "mutants/s", f"median of {len(by_kind[kind])} files")
    afl._STATE["fast"] = False  # DXFUZZ_AFL_PARSING=1
    try:
        parsing = []
        for name, kind, data, _ in sample[::4]:
            buf = bytearray(data)
            start = _cpu()
            n = afl.fuzz_count(buf)
            for _ in range(n):
                afl.fuzz(buf, None, 1 << 20)
            if n:
                parsing.append(n / (_cpu() - start))
        table.add("mutate", "AFL++ module, DXFUZZ_AFL_PARSING=1, median per file",
                  statistics.median(parsing), "mutants/s", f"{len(parsing)} files")
    finally:
        afl._STATE["fast"] = True
    _bench_each_mutation(table, corpus)
    _bench_atheris(table, sample)
    _bench_producer(table, sample, quick)


def _per_mutation(data: bytes, names, seeds: int = 15):
    """``{name: (median s, max s)}`` of each mutation on ``data``, its input
    kept (one call first, then ``seeds`` timed calls)."""
    import random
    from . import mutate
    out = {}
    for name in names:
        fn = mutate.MUTATIONS[name].fn
        fn(data, random.Random(0))
        times = []
        for s in range(1, seeds + 1):
            start = _cpu()
            fn(data, random.Random(s))
            times.append(_cpu() - start)
        out[name] = (statistics.median(times), max(times))
    return out


def _bench_each_mutation(table, corpus) -> None:
    """Each default-mode mutation's time on the median-size corpus file
    and on the median-size and the largest file of each kind."""
    from .fuzz.mutators import stages
    rows = _rows()
    names = [n for stage in stages(fast=True) for n in stage]
    by_size = sorted(corpus, key=lambda nd: len(nd[1]))
    files = [("median-size file", by_size[len(by_size) // 2])]
    for kind in KINDS:
        of_kind = [nd for nd in by_size if nd[0] in rows and _kind(rows[nd[0]]) == kind]
        if of_kind:
            files.append((f"median {kind}", of_kind[len(of_kind) // 2]))
            files.append((f"largest {kind}", of_kind[-1]))
    columns = []
    for label, (name, data) in files:
        timing = _per_mutation(data, names)
        columns.append((label, name, len(data), timing))
        slowest = max(timing, key=lambda n: timing[n][0])
        table.add("mutate", f"slowest mutation, {label}", timing[slowest][0] * 1e3, "ms",
                  f"{slowest}; {len(data):,} bytes ({name}); median of 15 calls, input kept")
    medians = [c for c in columns if c[0].startswith("median")]
    worst = max((timing[n][0], n, label) for label, _, _, timing in medians for n in timing)
    table.figures["slowest mutation ms"] = worst[0] * 1e3
    table.figures["slowest mutation note"] = f"{worst[1]} on the {worst[2]}"
    head = "| mutation | " + " | ".join(f"{label} ({size:,} B)" for label, _, size, _ in columns) + " |"
    lines = [head, "|---|" + "---:|" * len(columns)]
    for n in names:
        lines.append(f"| {n} | " + " | ".join(f"{timing[n][0] * 1e6:,.0f}" for _, _, _, timing in columns) + " |")
    files_text = "; ".join(f"{label}: {name}" for label, name, _, _ in columns)
    table.sections.append(("Each mutation's time", (
        "Median of 15 calls, in µs, of each default-mode mutation (the AFL++ module's "
        "table and decoding stages) once its input is kept (one call first), on the "
        "median-size corpus file and on the median-size and the largest file of each kind. "
        f"Files: {files_text}.\n\n" + "\n".join(lines))))


def _bench_atheris(table, sample, calls: int = 64) -> None:
    """The atheris mutator's own cost (:func:`dxfuzz.fuzz.mutators.atheris_mutator`)
    as libFuzzer calls it, ``calls`` times on each file of the sample with
    a new seed each time: libFuzzer's half (``atheris.Mutate``, its C++
    byte-level mutations, usable only inside a run) stood in by a function
    that returns the input, so the rate is of dxfuzz's side."""
    import types
    from . import mutate
    from .fuzz.mutators import atheris_mutator
    saved = sys.modules.get("atheris")
    stand_in = types.ModuleType("atheris")
    stand_in.Mutate = lambda data, max_size: data
    sys.modules["atheris"] = stand_in
    try:
        mutate.clear_caches()
        rates, seed = [], 0
        for _, _, data, _ in sample:
            start = _cpu()
            for _ in range(calls):
                seed += 1
                atheris_mutator(data, 1 << 20, seed)
            rates.append(calls / (_cpu() - start))
    finally:
        if saved is None:
            del sys.modules["atheris"]
        else:
            sys.modules["atheris"] = saved
    table.add("mutate", "atheris mutator, mutants/s, median per file", statistics.median(rates), "mutants/s",
              f"{len(rates)} files, {calls} calls each (new seed each, first decodes included); "
              "libFuzzer's half (atheris.Mutate) not counted")
    table.figures["atheris mutants/s"] = statistics.median(rates)


def _bench_producer(table, sample, quick: bool) -> None:
    """Hunt's producer (:class:`dxfuzz.hunt.mutants.Maker`) over the sample's
    files as seeds: the mean time of a mutant once every seed has been
    decoded, and of the first ones; against the median wall time of one
    obj2yaml run on the same files."""
    from . import mutate
    from .hunt.mutants import Maker, Seed
    seeds = [Seed(name, data) for name, _, data, _ in sample if len(data) <= 64 * KIB][::2][:60]
    mutate.clear_caches()
    maker = Maker(seeds)
    first = 500 if quick else 2000
    start = _cpu()
    for run in range(first):
        maker.make(run)
    cold = (_cpu() - start) / first
    n = 1000 if quick else 4000
    start = _cpu()
    for run in range(first, first + n):
        maker.make(run)
    warm = (_cpu() - start) / n
    tool = os.path.join(LLVM_BIN, "obj2yaml")
    note = ""
    if os.access(tool, os.X_OK):
        import tempfile
        walls, cpus = [], []
        with tempfile.TemporaryDirectory(prefix="dxfuzz-bench-") as folder:
            for i, seed in enumerate(seeds):
                path = os.path.join(folder, f"{i}.dxbc")
                with open(path, "wb") as f:
                    f.write(seed.data)
                before = _child_cpu()
                walls.append(_wall([tool, path]))
                cpus.append(_child_cpu() - before)
        one = statistics.median(cpus)
        table.figures["producer / obj2yaml"] = warm / one
        note = (f"; one obj2yaml run {one * 1e3:.2f} ms of CPU, {statistics.median(walls) * 1e3:.2f} ms "
                f"wall (medians over the seeds): a mutant costs {warm / one:.1%} of it, so "
                f"{one / warm:.0f} reader threads keep one producer thread busy")
    table.add("mutate", "hunt's producer, ms per mutant", warm * 1e3, "ms",
              f"{len(seeds)} seeds, mean of {n} mutants once each seed is decoded (the first "
              f"{first}: {cold * 1e3:.2f} ms each){note}")


# --- AFL++ with and without the module, on the planted-bug reader -----------------------

AFL_ENV = {"AFL_SKIP_CPUFREQ": "1", "AFL_I_DONT_CARE_ABOUT_MISSING_CRASHES": "1", "AFL_NO_UI": "1",
           "AFL_NO_AFFINITY": "1"}
#: The planted-bug reader (tests/test_afl_mutator.py, tests/test_hunt.py) and its seeds.
PLANTED_READER = os.path.join(REPO, "tests", "data", "hunt", "planted_reader.c")
AFL_SEEDS = ("bgfx/dxil_vs_bump.dxbc", "bgfx/fs_clear1_dxbc.dxbc")
#: Runs of each to the first planted bug. A run takes a second or two, and
#: their spread is wide: AFL++ alone took 15 to 2,257 executions in 50 runs,
#: with medians of 93 for seeds 1-25 and 125 for seeds 26-50.
AFL_TRIALS = 25


def _afl_runs(afl, target, seeds, folder, tag, seconds, extra_env, module_too=True, seed=None):
    """Plain AFL++ and AFL++ with the module, side by side (one core each),
    for ``seconds``; ``{"plain"|"module": out folder}``."""
    import sysconfig
    procs = {}
    for mode in ("plain", "module") if module_too else ("plain",):
        env = dict(os.environ, **AFL_ENV, **extra_env)
        if mode == "module":
            env.update(AFL_PYTHON_MODULE="dxfuzz.fuzz.afl",
                       PYTHONPATH=os.pathsep.join([REPO, sysconfig.get_paths()["purelib"]]))
        out = os.path.join(folder, f"{tag}-{mode}")
        cmd = [afl, "-i", seeds, "-o", out, "-V", f"{seconds:g}"] + (["-s", str(seed)] if seed else [])
        procs[mode] = (subprocess.Popen(cmd + ["--", target, "@@"], env=env, stdout=subprocess.DEVNULL,
                                        stderr=subprocess.DEVNULL), out)
    for proc, _ in procs.values():
        proc.wait(timeout=seconds * 4 + 120)
    return {mode: out for mode, (_, out) in procs.items()}


def _afl_stats(out: str) -> dict:
    stats = {}
    try:
        with open(os.path.join(out, "default", "fuzzer_stats")) as f:
            for line in f:
                key, _, value = line.partition(":")
                stats[key.strip()] = value.strip()
    except OSError:
        pass
    crashes = []
    folder = os.path.join(out, "default", "crashes")
    for name in sorted(os.listdir(folder)) if os.path.isdir(folder) else ():
        found = re.search(r"sig:(\d+).*execs:(\d+)", name)
        if found:
            crashes.append((int(found.group(2)), int(found.group(1)), name))
    stats["crashes"] = sorted(crashes)
    return stats


def bench_afl(table, corpus, seconds: float, trials: int) -> None:
    """AFL++ on the planted-bug reader, built with AFL++'s compiler: with
    and without the module, side by side for ``seconds`` (execs/s, from
    fuzzer_stats); then ``trials`` runs of each that stop at the first crash
    (AFL_BENCH_UNTIL_CRASH, trimming off so both start mutating at once):
    the executions it took."""
    import tempfile
    afl, cc = shutil.which("afl-fuzz"), shutil.which("afl-clang-fast") or shutil.which("afl-cc")
    named = {name: _corpus_file(name) for name in AFL_SEEDS}
    if not afl or not cc or not all(named.values()):
        table.add("afl", "AFL++ with and without the module", "n/a", "",
                  "afl-fuzz, afl-cc or the seed files are missing")
        return
    with tempfile.TemporaryDirectory(prefix="dxfuzz-bench-afl-") as folder:
        target = os.path.join(folder, "planted_reader")
        proc = subprocess.run([cc, "-g", "-O1", "-o", target, PLANTED_READER], capture_output=True, text=True,
                              env=dict(os.environ, AFL_QUIET="1"))
        if proc.returncode != 0:
            table.add("afl", "AFL++ with and without the module", "n/a", "", f"{cc} failed: {proc.stderr[:80]}")
            return
        seeds = os.path.join(folder, "seeds")
        os.mkdir(seeds)
        for name in AFL_SEEDS:
            with open(os.path.join(seeds, os.path.basename(name)), "wb") as f:
                f.write(named[name])
        outs = _afl_runs(afl, target, seeds, folder, "rate", seconds, {})
        plain, module = _afl_stats(outs["plain"]), _afl_stats(outs["module"])
        rates = {}
        for mode, stats in (("plain", plain), ("module", module)):
            try:
                rates[mode] = float(stats["execs_per_sec"])
            except (KeyError, ValueError):
                table.add("afl", f"AFL++ {mode}", "n/a", "", "no fuzzer_stats")
                return
            first = {}
            for execs, sig, _ in stats["crashes"]:
                first.setdefault(sig, execs)
            bugs = ", ".join(f"signal {sig} after {execs:,} execs" for sig, execs in sorted(first.items()))
            table.add("afl", f"AFL++ {'with the module' if mode == 'module' else 'alone'}", rates[mode],
                      "execs/s", f"{int(stats.get('execs_done', 0)):,} execs in {seconds:g} s; "
                      f"{len(stats['crashes'])} crashes saved ({bugs or 'none'})")
        table.figures["afl ratio"] = rates["module"] / rates["plain"]
        table.add("afl", "AFL++ with the module / alone, execs/s", rates["module"] / rates["plain"], "x",
                  "side by side, one core each, same seeds and reader")
        firsts = {"plain": [], "module": []}
        for i in range(1, trials + 1):
            outs = _afl_runs(afl, target, seeds, folder, f"trial{i}", 60,
                             {"AFL_BENCH_UNTIL_CRASH": "1", "AFL_DISABLE_TRIM": "1"}, seed=i)
            for mode, out in outs.items():
                crashes = _afl_stats(out)["crashes"]
                firsts[mode].append(crashes[0][0] if crashes else None)
    found = {mode: [x for x in v if x is not None] for mode, v in firsts.items()}
    for mode in ("plain", "module"):
        text = ", ".join("-" if x is None else f"{x:,}" for x in firsts[mode])
        if found[mode]:
            table.add("afl", f"executions to the planted bug, {'with the module' if mode == 'module' else 'alone'}",
                      statistics.median(found[mode]), "execs", f"median of {trials} runs: {text}")
    if found["plain"] and found["module"]:
        table.figures["afl bug ratio"] = statistics.median(found["module"]) / statistics.median(found["plain"])


def add_targets(table) -> None:
    """The speed and memory targets, each against what this run measured."""
    f = table.figures
    ratio = f["decode s"] / f["obj2yaml s"] if "decode s" in f and "obj2yaml s" in f else None
    table.target("full decode of the corpus / obj2yaml's wall time", ratio, 0.75, "x",
                 note="in-process decode against one obj2yaml process per file, same run")
    table.target("dxfuzz dump FILE, median per file", f.get("dump s"), 0.1, "s")
    table.target("dxfuzz info FILE, median", f.get("info s"), 0.08, "s")
    table.target("dxfuzz --help, median", f.get("help s"), 0.08, "s")
    table.target("SHEX/SHDR parse", f.get("shex parse instr/s"), 80_000, "instr/s", True)
    table.target("SHEX/SHDR parse + to_dict", f.get("shex decode instr/s"), 40_000, "instr/s", True)
    table.target("SHEX/SHDR full decode", f.get("shex s/MB"), 1, "s/MB")
    table.target("FX10 full decode", f.get("fx10 s/MB"), 1, "s/MB")
    # the same under PyPy, the optional interpreter for bulk decoding
    ratio = f["decode s pypy"] / f["obj2yaml s"] if "decode s pypy" in f and "obj2yaml s" in f else None
    table.target("PyPy: full decode of the corpus / obj2yaml's wall time", ratio, 0.75, "x",
                 note="after one warm-up pass (the PyPy rows give the first pass)")
    table.target("PyPy: SHEX/SHDR parse", f.get("shex parse instr/s pypy"), 80_000, "instr/s", True)
    table.target("PyPy: SHEX/SHDR parse + to_dict", f.get("shex decode instr/s pypy"), 40_000, "instr/s", True)
    table.target("PyPy: SHEX/SHDR full decode", f.get("shex s/MB pypy"), 1, "s/MB")
    table.target("PyPy: FX10 full decode", f.get("fx10 s/MB pypy"), 1, "s/MB")
    for name in ("container", "roundtrip"):
        table.target(f"fuzz harness {name}", f.get(f"fuzz {name}"), 2000, "execs/s", True)
    parts = [v for k, v in f.items() if k.startswith("fuzz ") and k not in ("fuzz container",
                                                                          "fuzz roundtrip")]
    table.target("fuzz part harnesses, slowest", min(parts) if parts else None, 2000, "execs/s",
                 True)
    table.target("scaling 1 KiB to 16 MiB: slowest / fastest per-KiB cost",
                 f.get("scaling spread"), 2, "x")
    # (the memory targets are the mixes' below: a full decode's peak against
    # the input is at least its tree's, which the DXC target puts at 6x)
    for mix, _ in MEMORY_MIXES:
        table.target(f"{mix} mix, 16 MiB: peak of parse / input", f.get(f"parse peak x input {mix}"), 4, "x")
        table.target(f"{mix} mix, 16 MiB: peak of dxfuzz dump above the interpreter's / input",
                     f.get(f"dump peak x input {mix}"), 4, "x")
        table.target(f"{mix} mix, 16 MiB: peak of a full decode / the tree it returns",
                     f.get(f"decode peak x tree {mix}"), 1.5, "x", note="tracemalloc")
    table.target("DXC mix, 16 MiB: the decoded tree / input", f.get("tree x input DXC"), 6, "x",
                 note="tracemalloc")
    table.target("AFL++ module (default mode), mutants/s, median over corpus files",
                 f.get("afl module mutants/s"), 5000, "mutants/s", True)
    table.target("slowest default-mode mutation, median-size files, input kept", f.get("slowest mutation ms"),
                 2, "ms", note=f.get("slowest mutation note", ""))
    table.target("AFL++ with the module / alone, execs/s (planted-bug reader)", f.get("afl ratio"), 0.9, "x",
                 True, note="side by side in this run")
    table.target("AFL++ executions to the planted bug, with the module / alone", f.get("afl bug ratio"), 1, "x",
                 note="medians of runs stopped at the first crash; under 1: the module finds it sooner")
    table.target("hunt's producer: one mutant / one obj2yaml run", f.get("producer / obj2yaml"), 0.1, "x",
                 note="mean mutant once the seeds are decoded, against the median obj2yaml run")


def _ending(text: str) -> str:
    """What ended a fuzz run early: libFuzzer's error line or the first finding dxfuzz
    recorded, else the last line."""
    found = re.findall(r"ERROR: libFuzzer: [^\n]*|dxfuzz: (?:breach|slow|mutator) [^\n]*", text)
    lines = [line for line in text.splitlines() if line.strip()]
    return (found[0] if found else lines[-1] if lines else "no output")[:160]


def _execs_per_second(text: str):
    """The exec rate ``dxfuzz fuzz`` prints (``(N execs/s)``) or libFuzzer's ``exec/s: N``."""
    found = re.findall(r"\(([0-9][0-9,.]*) execs/s\)", text) or \
        re.findall(r"exec/s:\s*([0-9][0-9,.]*)", text)
    return float(found[-1].replace(",", "")) if found else None


# --- report -------------------------------------------------------------------------------


def machine() -> str:
    cpu = platform.processor() or platform.machine()
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                if line.startswith("model name"):
                    cpu = line.split(":", 1)[1].strip()
                    break
    except OSError:
        pass
    return (f"{cpu}, {os.cpu_count()} CPUs, Python {platform.python_version()} "
            f"({platform.python_implementation()}), {platform.system()} {platform.release()}")


def _load() -> str:
    try:
        return "/".join(f"{x:.1f}" for x in os.getloadavg())
    except OSError:
        return "?"


def write_markdown(path: str, table: Table, elapsed: float, quick: bool, loads) -> None:
    today = datetime.date.today().isoformat()
    sections = "".join(f"\n## {title}\n\n{text}\n" for title, text in table.sections)
    text = f"""# Benchmarks

Measured by `make bench` (`.venv/bin/python -m dxfuzz.bench{' --quick' if quick else ''}`) on
{today}, in one run of {elapsed:.0f} s, on: {machine()}.
Load average (1/5/15 min) {loads[0]} at the start and {loads[1]} at the end: other work
on the machine slows every figure alike, so compare rows of one run, not runs.
Every figure below comes from that run; run it again to refresh this page.

## Targets

{table.targets_markdown()}

## Figures

{table.markdown()}
{sections}

How to read it:

- **Targets** are the speed and memory goals, each computed from this run's figures
  below (the obj2yaml ratio from two rows of the same run).
- **parse** is `dxfuzz.parse(data)`: header, part table, LLVM's layout rules and every
  part body decoded by its spec (lazy structures inside parts are left for later).
  **full decode** is `dxfuzz.to_dict(dxfuzz.parse(data))`: every field and instance of
  every spec, as plain data, by the walk `make generate` writes per type; the same
  with `reflective=True` (the walk that finds the tree by reflection) gives that
  lever's gain. Both are in-process, over the whole corpus in memory.
- **obj2yaml** is LLVM 22's tool started once per file, as a user runs it; it decodes
  only the DXIL-era parts LLVM knows and refuses some real files (counted). The
  `dxfuzz dump` line is our CLI started the same way, on a sample, with the modules'
  bytecode cached as it is once a user has run a command; `dxfuzz --help` and
  `dxfuzz info` are timed the same way (medians of 9 runs), and again with no
  bytecode kept (`PYTHONDONTWRITEBYTECODE` and an empty `PYTHONPYCACHEPREFIX`:
  every module compiled at every start, as on a machine that keeps none).
- **digest**: the container checksum (DXBC's modified MD5) over a 16 MiB container
  built from real parts. The pure-Python fallback is measured on 256 KiB of it and
  the rate scaled (it is linear in the input).
- **bitcode**: every DXIL, ILDB and STAT program of the corpus: `dxfuzz.bitcode.read`
  (records, abbreviation definitions and blocks per second), the module and its dx.*
  metadata decoded, the program spec's bitstream view of every block walked, and LLVM 22's
  `llvm-bcanalyzer -dump` started once per program on the same bitcode.
- **scaling**: containers of exactly 1 KiB, 64 KiB, 1 MiB and 16 MiB made of the
  same real parts (those of one FXC vertex shader that fits in 1 KiB - RDEF, ISG1,
  OSG1, SHEX, SFI0, STAT - repeated, the rest a PRIV part), so every size has the
  same mix. Time per KiB should stay flat: it is compared with the 64 KiB
  container's. Each size runs in its own process; "peak" is how far that
  process's resident set rose above its baseline (the input already loaded),
  sampled every 5 ms during one parse + full decode.
- **memory**: the same measure for a 16 MiB container of a DXC vertex shader's
  parts (SFI0, ISG1, OSG1, PSV0, ILDN, HASH, DXIL - the kind of container that
  grows large in practice). Then, for 16 MiB of each mix (the FXC shader's parts
  above, the DXC shader's), each in a process of its own: the peak of `parse`
  alone; the peak of `dxfuzz dump --format json` (its own VmHWM, polled: `wait4`
  would count the bench's memory, which it is forked from) above that of the same
  dump of a 1 KiB container of the mix; and, with tracemalloc, the decoded tree's
  size once the parsed objects are freed and the full decode's peak against it.
- **PyPy**: the parse, full decode, SHEX and FX10 figures again under Debian's PyPy
  (`.venv-pypy`, made by `make setup`), in a child process, after one pass of the
  same work to warm its JIT up (the first pass's decode is given beside them).
- **fuzz**: each harness of `dxfuzz fuzz TARGET --seconds 20 --seed-limit 10`, one
  at a time (a libFuzzer process takes a core: two at once on this 2-core machine
  measured the machine, not the harness), in a scratch folder; the rate is the one
  the harness reports for its fuzzing time (the start-up, instrumenting the parsers
  and loading seeds, is shown apart). By default the whole-container harnesses and
  the richest part specs; `--fuzz-all` measures all of them.
- **mutate**: dxfuzz's mutators as the engines call them, over every 5th corpus file
  and every effect, library and root signature, timed by the process's CPU time (what
  the mutants cost; other work on the machine does not change it, and on an idle
  machine it is the wall time). The AFL++ module: per file, its
  `fuzz_count`, then that many `fuzz` calls on the same input, the first decodes
  of the input included (the module's imports paid once before); the median over
  files of mutants per second, by kind too. Each mutation's time: the median of 15
  calls once its input is kept (see the table of its own). The atheris mutator: 64
  calls per file, a new seed each, with libFuzzer's own half left out (its C++
  mutations run only inside a libFuzzer run). Hunt's producer: `Maker.make` over up
  to 60 of those files as seeds, the mean mutant once every seed has been decoded,
  against one obj2yaml run on the same files (the median CPU time of the process,
  its wall time shown beside).
- **afl**: `tests/data/hunt/planted_reader.c` built with AFL++'s compiler, fuzzed
  from two real containers by plain AFL++ and by AFL++ with `dxfuzz.fuzz.afl`, side
  by side (one core each) for the same time: the execs/s in `fuzzer_stats`. Then
  runs of each that stop at their first crash (`AFL_BENCH_UNTIL_CRASH`, trimming
  off so both start mutating at once, AFL++'s seed 1, 2, ... 25): the executions to
  the first crash, from the crash file's name.
"""
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="python -m dxfuzz.bench", description=__doc__.split("\n\n")[0])
    ap.add_argument("--quick", action="store_true", help="a sample of the corpus, short runs")
    ap.add_argument("--no-write", action="store_true", help="do not write docs/benchmarks.md")
    ap.add_argument("--out", default=os.path.join(REPO, "docs", "benchmarks.md"))
    ap.add_argument("--fuzz-seconds", type=float, default=None)
    ap.add_argument("--fuzz-all", action="store_true",
                    help="measure every fuzz harness, not only the main ones (minutes longer)")
    ap.add_argument("--scale-child", metavar="PATH", help=argparse.SUPPRESS)
    ap.add_argument("--tree-child", metavar="PATH", help=argparse.SUPPRESS)
    ap.add_argument("--interpreter-child", action="store_true", help=argparse.SUPPRESS)
    ap.add_argument("--parse-child", metavar="PATH", help=argparse.SUPPRESS)
    ap.add_argument("--afl-seconds", type=float, default=None,
                    help="how long AFL++ runs with and without the module (45 s; --quick 15)")
    ap.add_argument("--skip", action="append", default=[],
                    choices=("corpus", "obj2yaml", "digest", "shader", "bitcode", "pypy", "scaling",
                             "memory", "fuzz", "mutate", "afl"))
    args = ap.parse_args(argv)
    if args.scale_child:
        return _scale_child(args.scale_child)
    if args.tree_child:
        return _tree_child(args.tree_child)
    if args.interpreter_child:
        return _interpreter_child(args.quick)
    if args.parse_child:
        return _parse_child(args.parse_child)
    start = time.perf_counter()
    load_start = _load()
    root, corpus = load_corpus(sample=8 if args.quick else 0)
    table = Table()
    print(f"dxfuzz benchmarks on {machine()}", flush=True)
    if not corpus:
        print(f"no corpus at {root} (set DXFUZZ_SHARED); corpus figures skipped", flush=True)
    pool = part_pool(corpus) or [("SHEX", bytes(64)), ("ISGN", bytes(8))]
    unit = part_pool(corpus, (SCALING_UNIT,)) or pool
    if corpus and "corpus" not in args.skip:
        bench_corpus(table, corpus)
    if corpus and "obj2yaml" not in args.skip:
        bench_obj2yaml(table, root, corpus, sample_cli=5 if args.quick else 20)
    if "digest" not in args.skip:
        bench_digest(table, pool)
    if corpus and "shader" not in args.skip:
        bench_shader(table, corpus)
        bench_fx10(table, corpus)
    if corpus and "bitcode" not in args.skip:
        bench_bitcode(table, corpus)
    if corpus and "pypy" not in args.skip:
        bench_pypy(table, args.quick)
    if "scaling" not in args.skip:
        sizes = [KIB, 64 * KIB, MIB] + ([] if args.quick else [16 * MIB])
        bench_scaling(table, unit, sizes, pool)
    if corpus and "memory" not in args.skip:
        bench_memory(table, MIB if args.quick else 16 * MIB)
    if "fuzz" not in args.skip:
        bench_fuzz(table, args.fuzz_seconds or (2 if args.quick else 20),
                   only=None if args.fuzz_all else FUZZ_DEFAULT)
    if corpus and "mutate" not in args.skip:
        bench_mutators(table, corpus, args.quick)
    if corpus and "afl" not in args.skip:
        bench_afl(table, corpus, args.afl_seconds or (15 if args.quick else 45), 5 if args.quick else AFL_TRIALS)
    add_targets(table)
    elapsed = time.perf_counter() - start
    print()
    print(table.text())
    print(f"\n{elapsed:.0f} s in all")
    if not args.no_write:
        write_markdown(args.out, table, elapsed, args.quick, (load_start, _load()))
        print(f"written to {os.path.relpath(args.out)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
