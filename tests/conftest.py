"""Shared test fixtures: where the real data lives, and how to skip without it.

The real data (``../shared`` beside the checkout, or ``$DXFUZZ_SHARED``) is
read through :func:`shared_path`; tests that need it skip with a message
naming the missing folder. CI always has it.
"""
from __future__ import annotations

import csv
import functools
import os
import random
import shutil
import struct
import subprocess
import sys

import pytest
from hypothesis import HealthCheck, settings

import dxfuzz
from dxfuzz import kaitai, mutate
from dxfuzz.part_table import raw_parts
from dxfuzz.write import write
from dxfuzz.write.buffer import Writer

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SHARED = os.environ.get("DXFUZZ_SHARED") or os.path.join(os.path.dirname(REPO), "shared")
LLVM_BIN = os.environ.get("DXFUZZ_LLVM_BIN") or "/usr/lib/llvm-22/bin"

#: The one hypothesis profile of the property tests (each test sets only its
#: ``max_examples``): no deadline, since the machine is shared and a drawn
#: container's first build imports and sets up a writer; and no complaint that
#: drawing is slow, since strategies draw whole trees and build them.
settings.register_profile("dxfuzz", deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.load_profile("dxfuzz")


def shared_path(*parts: str) -> str:
    """A path under the shared data folder; skips the test if it is absent."""
    path = os.path.join(SHARED, *parts)
    if not os.path.exists(path):
        pytest.skip(f"real data not available: {path} is missing (set DXFUZZ_SHARED)")
    return path


def llvm_tool(name: str) -> str:
    """Path of an LLVM 22 tool (obj2yaml, llvm-bcanalyzer); skips if absent."""
    path = os.path.join(LLVM_BIN, name)
    if not os.access(path, os.X_OK):
        found = shutil.which(name)
        if not found:
            pytest.skip(f"{name} not found in {LLVM_BIN} (run `make setup`)")
        path = found
    return path


@functools.lru_cache(maxsize=None)
def _manifest(folder: str):
    with open(os.path.join(folder, "manifest.tsv"), newline="") as f:
        return list(csv.DictReader(f, delimiter="\t"))


def corpus_manifest():
    """Rows of ``corpus/manifest.tsv`` (file, size, kind, parts, digest, ...)."""
    return _manifest(shared_path("corpus"))


@functools.lru_cache(maxsize=None)
def _read(path: str) -> bytes:
    with open(path, "rb") as f:
        return f.read()


@functools.lru_cache(maxsize=None)
def corpus_census():
    """What ``manifest.tsv`` says the corpus holds, the totals tests expect:
    ``files``, ``digest`` (files per digest state: valid, mismatch, zero) and
    ``parts`` (top-level parts per fourcc), ``programs`` (DXIL programs: DXIL,
    ILDB and DXC's STAT parts). ``tests/test_container.py``'s
    census test checks it against the files."""
    from collections import Counter
    rows = corpus_manifest()
    parts = Counter(f for r in rows for f in r["parts"].split(",") if f)
    # DXIL programs: DXIL and ILDB parts, and DXC's STAT parts, which hold the
    # reflection program (FXC's STAT holds statistics: tests/test_stat.py).
    programs = parts["DXIL"] + parts["ILDB"] + sum(
        r["parts"].split(",").count("STAT") for r in rows if r["kind"] == "dxil")
    return {"files": len(rows), "digest": Counter(r["digest"] for r in rows),
            "parts": parts, "programs": programs}


def corpus_files():
    """``(relative name, bytes)`` of every corpus container, cached."""
    root = shared_path("corpus")
    return [(row["file"], _read(os.path.join(root, row["file"]))) for row in corpus_manifest()]


@functools.lru_cache(maxsize=None)
def corpus_programs():
    """``(label, bitcode)`` of every DXIL, ILDB and STAT program of the corpus
    (those of nested containers included), cached."""
    from dxfuzz import bitcode
    out = []
    for name, data in corpus_files():
        for fourcc, code in bitcode.programs(dxfuzz.parse(data, lazy=True)):
            out.append((f"{name}:{fourcc}", code))
    return out


@pytest.fixture(scope="session")
def corpus():
    return corpus_files()


@functools.lru_cache(maxsize=None)
def obj2yaml(path: str):
    """``(document, None)`` as LLVM 22's obj2yaml reads ``path``, or
    ``(None, error text)`` when it refuses the file (or prints text that is
    not YAML). Cached per session, so every test shares one run per file."""
    from dxfuzz.llvm import run_obj2yaml

    return run_obj2yaml(path, llvm_tool("obj2yaml"))


# --- inputs for the robustness bound (docs/robustness.md) ----------------------------

#: Opaque families nothing decodes (kept out of the cover: big and raw).
RAW = {"SDBG", "SPDB", "PRIV"}


def without(tree, keys):
    """A decoded tree with the fields named in ``keys`` removed at every
    level: what a part says once the values its writer computes are gone."""
    if isinstance(tree, dict):
        return {k: without(v, keys) for k, v in tree.items() if k not in keys}
    if isinstance(tree, list):
        return [without(v, keys) for v in tree]
    return tree


def all_parts(obj, nested: bool = False):
    """``(part, nested)`` for every part of a parsed container and of the
    containers its LIBF parts hold (``nested`` True for those)."""
    for part in dxfuzz.parts(obj):
        yield part, nested
        if part.fourcc_text == "LIBF":
            yield from all_parts(part.body, True)


@functools.lru_cache(maxsize=None)
def corpus_parts(*fourccs: str):
    """``(file, part)`` of every corpus part with one of these fourccs,
    nested ones included, each file parsed once (cached)."""
    return [(name, part) for name, data in corpus_files()
            for part, _ in all_parts(dxfuzz.parse(data, lazy=True)) if part.fourcc_text in fourccs]


def raw_part_data(part) -> bytes:
    """A part's data as it is in the file (without decoding the part)."""
    start = part._parent.ofs_part + 8
    return bytes(kaitai.source_bytes(part)[start:start + part.len_body])


def strict_bytes(obj) -> bytes:
    """The bytes of a parsed object as its writer writes them, every byte
    written by a field (no byte taken from the background)."""
    w = Writer()
    write(obj, w)
    assert w.unwritten() == []
    return w.finish()


def part_body(fourcc: str, data: bytes):
    """The decoded body of a part with this data, in a container of its own."""
    return dxfuzz.parse(dxfuzz.build([dxfuzz.Part(fourcc, data)])).part_table[0].part.body


#: The seed containers dxfuzz builds itself (``make corpus``), committed.
SEEDS = os.path.join(REPO, "corpus")


def seed_part(fourcc: str, index: int = 0) -> bytes:
    """The body of the ``fourcc`` part of the committed seed
    ``part-FOURCC-NN-*.dxbc`` (the ``index``-th of that fourcc)."""
    names = sorted(n for n in os.listdir(SEEDS) if n.startswith(f"part-{fourcc}-"))
    data = _read(os.path.join(SEEDS, names[index]))
    return next(body for f, body in raw_parts(data) if f == fourcc)


def seed_part_bodies():
    """``(fourcc bytes, body)`` of the first committed seed of every fourcc."""
    fourccs = sorted({n.split("-")[1] for n in os.listdir(SEEDS) if n.startswith("part-")})
    return [(f.encode("latin-1"), seed_part(f)) for f in fourccs]


def made_shader() -> bytes:
    """A signed FXC-style container dxfuzz builds from its own seeds: a
    shader program (SHEX) and its statistics (STAT)."""
    return dxfuzz.build([dxfuzz.Part(f, seed_part(f)) for f in ("SHEX", "STAT")])


def made_listing(data: bytes) -> str:
    """FXC's listing of a :func:`made_shader` container, as far as the
    container knows it: FXC's header line and the disassembly."""
    from dxfuzz.asm import disassembler
    from dxfuzz.asm.programs import listing, programs
    lines = ["//", "// Generated by Microsoft (R) HLSL Shader Compiler 10.1", "//", "//"]
    for _, body, style in programs(dxfuzz.parse(data)):
        lines += listing(body, style or disassembler.MODERN)
    return "\n".join(lines) + "\n"


def made_dxil() -> bytes:
    """A signed DXC-style container dxfuzz builds from its own seeds, its
    program (DXIL) last and a HASH part holding the program's shader hash."""
    import hashlib
    import struct
    from dxfuzz.shader_hash import program_bitcode
    program = seed_part("DXIL")
    shader_hash = struct.pack("<I", 0) + hashlib.md5(program_bitcode(program)).digest()
    return dxfuzz.build([dxfuzz.Part("SFI0", seed_part("SFI0")), dxfuzz.Part("ILDN", seed_part("ILDN")),
                         dxfuzz.Part("HASH", shader_hash), dxfuzz.Part("DXIL", program)])


def corpus_bytes(name: str) -> bytes:
    """The bytes of a corpus file, by its manifest name (cached)."""
    return _read(os.path.join(shared_path("corpus"), name))


def sweep_sample():
    """Names of the sample files: a greedy cover of the part families by the
    cheapest files (cost: the sum of the squares of their part sizes, since
    the sweep decodes a part once per byte), then ``DXFUZZ_SWEEP_FILES``
    more."""
    rows = [r for r in corpus_manifest() if int(r["size"]) <= 16384]
    families = {p for r in rows for p in r["parts"].split(",")} - RAW

    def cost(row):
        data = corpus_bytes(row["file"])
        return sum(len(b) ** 2 for f, b in raw_parts(data) if f != "LIBF") + len(data)

    costs = {}
    chosen, covered = [], set()
    candidates = sorted(rows, key=lambda r: int(r["size"]))
    while families - covered:
        best, best_score = None, None
        for r in candidates:
            new = set(r["parts"].split(",")) & (families - covered)
            if not new or r in chosen:
                continue
            if r["file"] not in costs:
                costs[r["file"]] = cost(r)
            score = costs[r["file"]] / len(new)
            if best is None or score < best_score:
                best, best_score = r, score
        if best is None:
            break
        chosen.append(best)
        covered |= set(best["parts"].split(","))
    extra = int(os.environ.get("DXFUZZ_SWEEP_FILES", "0") or 0)
    if extra:
        seen = {r["parts"] for r in chosen}
        rest = [r for r in candidates if r not in chosen]
        rest.sort(key=lambda r: (r["parts"] in seen, int(r["size"])))
        chosen += rest[:extra]
    return [r["file"] for r in chosen]


def expensive_inputs(size, bodies=None):
    """Inputs of about ``size`` bytes built to be expensive: many parts,
    table entries near 2**32, nested containers, long runs of one real part
    type repeated, and real files grown by mutation. ``bodies``: the
    ``(fourcc, body)`` to repeat (default: the parts of the shared corpus's
    sample files; :func:`seed_part_bodies` for the committed seeds)."""
    rnd = random.Random(size)
    out = {}
    out["zero parts, huge count"] = dxfuzz.build([], num_parts=0xFFFFFFFF, trailing=bytes(size))
    n = max(1, (size - 32) // 12)
    out["many empty parts"] = dxfuzz.build([dxfuzz.Part("SFI0", b"")] * n)
    inner = dxfuzz.build([dxfuzz.Part("SFI0", bytes(8))])
    while len(inner) * 2 < size:
        inner = dxfuzz.build([dxfuzz.Part("LIBF", inner), dxfuzz.Part("LIBF", inner)])
    out["nested LIBF"] = inner
    if bodies is None:
        bodies = ((p.fourcc, mutate.body_of(data, p))
                  for data in map(corpus_bytes, sweep_sample())
                  for p in mutate.all_parts(data) if p.fourcc != mutate.LIBF and p.size >= 8)
    for fourcc, body in bodies:
        reps = max(1, (size - 32) // (len(body) + 12))
        key = f"{fourcc.decode('latin-1')} x{reps}"
        if key[:4] not in {k[:4] for k in out}:
            out[key] = dxfuzz.build([dxfuzz.Part(fourcc, body)] * reps)
    out["random"] = b"DXBC" + bytes(rnd.getrandbits(8) for _ in range(size - 4))
    return out


def table_of_overlapping_parts(fourcc: bytes, size: int) -> bytes:
    """About ``size`` bytes: a body of zeros filling half of it after as many
    part headers as fit, each named by one table entry and sized to run to
    the end of the file, so that every part's data holds the headers after
    it and the whole body (decoded part by part, the bytes are read once per
    entry: the square of the input)."""
    body = size // 2
    n = (size - body - 32) // 12
    headers = 32 + 4 * n
    total = headers + 8 * n + body
    data = bytearray(total)
    data[:4] = b"DXBC"
    data[20:32] = struct.pack("<HHII", 1, 0, total, n)
    for i in range(n):
        at = headers + 8 * i
        data[32 + 4 * i:36 + 4 * i] = struct.pack("<I", at)
        data[at:at + 8] = fourcc + struct.pack("<I", total - at - 8)
    return bytes(data)


# --- commands measured in their own processes -------------------------------------


class Run:
    """A finished child: ``cpu`` seconds, peak ``rss`` bytes, ``out`` bytes written."""

    def __init__(self, cpu: float, rss: int, out: int, code: int):
        self.cpu, self.rss, self.out, self.code = cpu, rss, out, code


#: Runs the children ``argv`` (JSON on stdin: ``[[argv, out path], ...]``)
#: two at a time, each measured by ``os.wait4``, and prints their
#: ``[cpu, maxrss KiB, exit code]``. A child's ``ru_maxrss`` is at least the
#: peak of the process it was forked from (Linux keeps the larger at exec),
#: so the children are forked from this small process, not from pytest's.
LAUNCHER = """
import json, os, subprocess, sys, time
jobs, results, running = json.load(sys.stdin), {}, {}
todo = list(enumerate(jobs))
while todo or running:
    while todo and len(running) < 2:
        i, (argv, out) = todo.pop(0)
        with open(out, "wb") as f:
            child = subprocess.Popen(argv, stdout=f, stderr=subprocess.DEVNULL)
        running[child.pid] = (i, child)
    for pid in list(running):
        done, status, usage = os.wait4(pid, os.WNOHANG)
        if done:
            i, child = running.pop(pid)
            child.returncode = os.waitstatus_to_exitcode(status)
            results[i] = [usage.ru_utime + usage.ru_stime, usage.ru_maxrss, child.returncode]
    time.sleep(0.01)
print(json.dumps([results[i] for i in range(len(jobs))]))
"""


def run_children(argvs, tmp_path, cwd=REPO) -> list:
    """:class:`Run` of ``python -m dxfuzz ARGV`` for each of ``argvs`` (in ``cwd``),
    its stdout counted in ``out``."""
    import json
    outs = [str(tmp_path / f"out{i}.txt") for i in range(len(argvs))]
    jobs = [[[sys.executable, "-m", "dxfuzz", *argv], out] for argv, out in zip(argvs, outs)]
    done = subprocess.run([sys.executable, "-c", LAUNCHER], input=json.dumps(jobs), cwd=cwd,
                          capture_output=True, text=True, check=True)
    runs = []
    for (cpu, rss, code), out in zip(json.loads(done.stdout), outs):
        runs.append(Run(cpu, rss * 1024, os.path.getsize(out), code))
        os.unlink(out)
    return runs


#: Where :func:`compile_js` keeps the JavaScript builds of the specs, one
#: folder per build of given specs, compiler and flags (test modules and
#: xdist workers share them; a compile takes 10-15 s).
JS_BUILDS = os.path.join(REPO, "build", "test-js")


def compile_js(*flags):
    """``(node, folder, env)``: the specs compiled for JavaScript (with
    ``flags``: ``--debug`` as the Web IDE compiles them), in a folder the
    caller only reads. Compiled once for the same ksy files, compiler,
    ``tools/ksc.js`` and flags: the folder is named by their digest and
    appears whole (compiled beside it, then renamed)."""
    import hashlib
    node = shutil.which("node")
    modules = os.path.join(REPO, "tools", "node_modules")
    if not node or not os.path.isdir(os.path.join(modules, "kaitai-struct")):
        pytest.fail("node and tools/node_modules are required: run `make setup`")
    key = hashlib.sha256(repr(flags).encode())
    ksy = os.path.join(REPO, "ksy")
    for path in [os.path.join(ksy, f) for f in sorted(os.listdir(ksy))] + [
            os.path.join(REPO, "tools", "ksc.js"), os.path.join(REPO, "tools", "package-lock.json")]:
        with open(path, "rb") as f:
            key.update(os.path.basename(path).encode() + b"\0" + f.read() + b"\0")
    out = os.path.join(JS_BUILDS, key.hexdigest()[:20])
    if not os.path.isdir(out):
        staged = f"{out}.{os.getpid()}"
        shutil.rmtree(staged, ignore_errors=True)  # a run of this pid that was stopped
        subprocess.run([node, os.path.join(REPO, "tools", "ksc.js"), "--no-python", "--js", staged,
                        *flags], check=True, capture_output=True, timeout=600)
        try:
            os.rename(staged, out)
        except OSError:  # another worker's build of the same key came first
            shutil.rmtree(staged, ignore_errors=True)
    return node, out, {**os.environ, "NODE_PATH": modules}


def corpus_mutants(rows, folder):
    """Paths of two mutants of each corpus file of ``rows``, written in
    ``folder``, the mutation groups taken in turn (each mutant's name says
    its mutation)."""
    import random
    from dxfuzz import mutate
    groups = sorted({m.group for m in mutate.MUTATIONS.values()})
    paths = []
    for i, row in enumerate(rows):
        with open(os.path.join(shared_path("corpus"), row["file"]), "rb") as f:
            data = f.read()
        rnd = random.Random(i)
        for k in range(2):
            group = groups[(2 * i + k) % len(groups)]
            label, out = mutate.mutate(data, rnd, mutate.names(group))
            path = os.path.join(folder, f"{i}-{k}-{label}.dxbc")
            with open(path, "wb") as f:
                f.write(out)
            paths.append(path)
    return paths


def first_member_types(t, is_struct):
    """Follow a type's first member down, type by type, until a type that is
    not a struct (``is_struct(t)`` false) or one the spec refuses: ``(how
    many types were read, the refusal's text or None)``."""
    from dxfuzz.errors import describe
    read = 0
    try:
        while True:
            read += 1
            if not is_struct(t):
                return read, None
            t = t.members[0].type
    except Exception as exc:
        return read, str(describe(exc))


def pytest_collection_modifyitems(config, items):
    """The test files that hold a ``slow`` test first, the others after them
    in their order: ``make test`` gives xdist the files in this order
    (``--no-loadscope-reorder``), so the long files start at once and the
    short ones fill the end of the run instead of one worker finishing a
    long file alone."""
    slow = {item.path for item in items if item.get_closest_marker("slow")}
    items.sort(key=lambda item: item.path not in slow)


def run_cli(capsys, *argv):
    """``(exit code, stdout, stderr)`` of the CLI run in this process (an
    argparse usage error's SystemExit gives its code)."""
    from dxfuzz import cli
    try:
        code = cli.main([str(a) for a in argv])
    except SystemExit as exc:
        code = exc.code
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def mutated_line(text: str, rnd, alphabet: str, pieces) -> str:
    """``text`` with one to three random edits (a character deleted, inserted
    or replaced from ``alphabet``, or one of ``pieces`` inserted): the
    assemblers' tests throw such lines at them."""
    chars = list(text)
    for _ in range(rnd.randint(1, 3)):
        at = rnd.randrange(len(chars) + 1)
        roll = rnd.random()
        if roll < 0.3 and chars:
            del chars[min(at, len(chars) - 1)]
        elif roll < 0.6:
            chars.insert(at, rnd.choice(alphabet))
        elif roll < 0.8 and chars:
            chars[min(at, len(chars) - 1)] = rnd.choice(alphabet)
        else:
            chars[at:at] = rnd.choice(pieces)
    return "".join(chars)
