"""``dxfuzz hunt`` against a reader with two planted bugs
(``tests/data/hunt/planted_reader.c``, built here with the system's C
compiler): the bugs are found, each run sorted by outcome, deduplicated by
stack into two signatures, minimized, reported, and the reproducers replay;
a campaign resumes from its work folder; differential mode reports where two
readers disagree. And the parts on their own: outcomes and stack signatures
from real reports of every kind (LLVM, glibc, sanitizers, Rust, gdb), the
mutants and the minimizer."""
from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys

import pytest

import dxfuzz
from dxfuzz import cli, digest, edit, part_table
from dxfuzz.hunt import campaign as campaign_module
from dxfuzz.hunt import outcome, stack
from dxfuzz.hunt.minimize import minimize
from dxfuzz.hunt.mutants import Maker, Seed
from dxfuzz.hunt.reader import Execution, Reader

from conftest import REPO, corpus_bytes, shared_path

DATA = os.path.join(REPO, "tests", "data", "hunt")
#: Small real seeds: two DXC containers (with SFI0 and ISG1/OSG1 parts) and two FXC ones.
SEEDS = ["bgfx/dxil_vs_bump.dxbc", "bgfx/cs_mipgen_oddx_dxil.dxbc", "bgfx/fs_clear1_dxbc.dxbc",
         "bgfx/cs_mipgen_oddx_dxbc.dxbc"]


def _compile(out, *flags):
    cc = shutil.which("gcc") or shutil.which("cc") or shutil.which("clang")
    if cc is None:
        pytest.skip("no C compiler to build the planted-bug reader")
    proc = subprocess.run([cc, "-g", "-O0", *flags, "-o", str(out),
                           os.path.join(DATA, "planted_reader.c")], capture_output=True, text=True)
    if proc.returncode != 0:
        pytest.skip(f"cannot build the planted-bug reader ({' '.join(flags)}): {proc.stderr[:200]}")
    return str(out)


@pytest.fixture(scope="module")
def planted(tmp_path_factory):
    return _compile(tmp_path_factory.mktemp("planted") / "planted_reader")


@pytest.fixture(scope="module")
def seeds(tmp_path_factory):
    folder = tmp_path_factory.mktemp("seeds")
    for name in SEEDS:
        (folder / os.path.basename(name)).write_bytes(corpus_bytes(name))
    return str(folder)


def _hunt(capsys, *argv):
    code = cli.main(["hunt", *map(str, argv)])
    out = capsys.readouterr().out
    return code, out


# --- the planted bugs, end to end ------------------------------------------------------


def _planted(fourcc, edit_body):
    """A real DXC container with its part ``fourcc`` edited."""
    data = corpus_bytes("bgfx/dxil_vs_bump.dxbc")
    return edit.rebuild([(f, edit_body(d) if f == fourcc else d)
                         for f, d in part_table.read_parts(data)], data, "recompute")


@pytest.fixture(scope="module")
def campaign(planted, seeds, tmp_path_factory):
    """150 runs over the seeds and two more that carry the bugs already (an
    SFI0 part of 12 bytes, an ISG1 part that says 64 elements): which run
    gets which mutant changes with the mutations, and the mutations that
    make these from a real shader (a part relabelled SFI0, a count set
    high) come once in hundreds of runs; this is about telling the bugs
    apart, counting, minimizing and replaying them."""
    folder = tmp_path_factory.mktemp("planted_seeds")
    for name in os.listdir(seeds):
        shutil.copy(os.path.join(seeds, name), folder / name)
    (folder / "sfi0_12_bytes.dxbc").write_bytes(_planted("SFI0", lambda d: bytes(12)))
    (folder / "isg1_64_elements.dxbc").write_bytes(
        _planted("ISG1", lambda d: (64).to_bytes(4, "little") + d[4:]))
    work = tmp_path_factory.mktemp("hunt") / "work"
    code = cli.main(["hunt", str(folder), "-o", str(work), "--runs", "150", "-j", "2", "--seed", "1",
                     "--minimize-seconds", "15", "-q", "--", planted, "@@"])
    with open(work / "report.json") as f:
        return code, work, json.load(f)


def test_the_planted_bugs_are_found_and_told_apart(campaign):
    code, work, report = campaign
    assert code == 1
    kinds = {s["kind"]: s for s in report["signatures"]}
    assert sorted(kinds) == ["assertion", "crash"], report["signatures"]
    assert kinds["assertion"]["signature"] == "assertion: read_signature (planted_reader.c:39)"
    assert kinds["assertion"]["stack_source"] == "assert"
    if stack.GDB:  # the crash printed nothing: its frames come from gdb, signed by function
        assert kinds["crash"]["frames"][0] == "read_flags (planted_reader.c:27)"
        assert kinds["crash"]["signature"] == "crash: read_flags < main"
        assert kinds["crash"]["stack_source"] == "gdb"
    else:  # the signal alone, whatever the mutation
        assert kinds["crash"]["signature"] == "crash: SIGSEGV (no stack)"
    counts = report["outcomes"]["planted_reader"]
    bugs = counts["crash"] + counts["assertion"]
    assert bugs > len(report["signatures"])  # deduplicated: more runs than signatures
    assert sum(s["count"] for s in report["signatures"]) == bugs
    assert counts["accepted"] and counts["rejected"] and report["runs"] == 150
    # time to the first crash, for the record (pytest -s shows it)
    print({s["kind"]: (s["first_run"], s["first_seconds"]) for s in report["signatures"]})


def test_each_finding_is_minimized_and_replays(campaign):
    _, work, report = campaign
    for s in report["signatures"]:
        folder = work / s["folder"]
        assert sorted(os.listdir(folder)) == ["first.dxbc", "info.json", "repro.dxbc",
                                              "repro.sh", "stack.txt"]
        small = (folder / "repro.dxbc").read_bytes()
        assert s["minimized_size"] == len(small) < s["size"]
        proc = subprocess.run(["sh", str(folder / "repro.sh")], capture_output=True, timeout=60)
        replayed = outcome.classify(Execution(proc.returncode if proc.returncode < 128
                                              else 128 - proc.returncode, False, 0, b"",
                                              proc.stderr))
        assert replayed.kind == s["kind"], (s["signature"], proc.returncode, proc.stderr)
    crash = next(s for s in report["signatures"] if s["kind"] == "crash")
    small = (work / crash["folder"] / "repro.dxbc").read_bytes()
    # structure first: the crash needs one SFI0 part of the wrong size, and that is what is left
    assert [f for f, _ in part_table.read_parts(small)] == ["SFI0"], small


def test_the_report_counts_groups_and_says_how_each_finding_was_made(campaign):
    _, work, report = campaign
    groups = report["groups"]
    assert sum(g["runs"] for g in groups.values()) == report["runs"]
    assert sum(g["bugs"] for g in groups.values()) >= len(report["signatures"])
    assert {"libfuzzer", "bytecode", "layout", "part", "truncate"} <= set(groups)
    for s in report["signatures"]:
        assert s["seed"].endswith(".dxbc") and s["mutation"] and s["group"] in groups
        assert sum(s["groups"].values()) == s["count"]
    md = (work / "report.md").read_text()
    assert "## Mutation groups" in md and "| libfuzzer |" in md
    assert all(s["id"] in md for s in report["signatures"])


def test_a_campaign_resumes_from_its_work_folder(campaign, planted, seeds, capsys, tmp_path):
    _, work, report = campaign
    copy = tmp_path / "work"
    shutil.copytree(work, copy)
    code, out = _hunt(capsys, seeds, "-o", copy, "--runs", "50", "-j", "1", "--seed", "1",
                      "--minimize-seconds", "5", "-q", "--", planted, "@@")
    with open(copy / "report.json") as f:
        again = json.load(f)
    assert again["runs"] == report["runs"] + 50
    before = {s["signature"]: s["first_run"] for s in report["signatures"]}
    assert {s["signature"]: s["first_run"] for s in again["signatures"]
            if s["signature"] in before} == before
    # another reader on that folder is another campaign
    code = cli.main(["hunt", seeds, "-o", str(copy), "--runs", "1", "--", "cat"])
    assert code == 2


def test_differential_mode_reports_where_readers_disagree(planted, seeds, capsys, tmp_path):
    work = tmp_path / "diff"
    code, out = _hunt(capsys, seeds, "-o", work, "--runs", "60", "-j", "2",
                      "--minimize-seconds", "0", "-q", "--reader", f"{planted} @@",
                      "--reader", "sh -c 'cat > /dev/null'")
    with open(work / "report.json") as f:
        report = json.load(f)
    differs = [s for s in report["signatures"] if s["kind"] == "differs"]
    assert differs and all(s["signature"].startswith("differs: planted_reader rejected (")
                           for s in differs if "rejected" in s["signature"])
    assert sum(g["differs"] for g in report["groups"].values()) == sum(s["count"] for s in differs)
    assert set(report["outcomes"]) == {"planted_reader", "sh"}


# --- the reader's box --------------------------------------------------------------------


def test_a_hang_is_killed_with_its_process_group(tmp_path):
    reader = Reader(["sh", "-c", "sleep 30 & sleep 30; cat @@"], timeout=0.5)
    run = reader.run(b"DXBC", str(tmp_path / "in.dxbc"))
    assert run.timed_out and outcome.classify(run).kind == "hang"
    assert run.seconds < 5


def test_the_memory_cap_turns_a_runaway_allocation_into_an_oom(tmp_path):
    grow = f"{sys.executable} -c \"x = bytearray(1 << 30)\""
    reader = Reader.parse(grow, memory_mb=256)
    run = reader.run(b"", str(tmp_path / "in.dxbc"))
    assert outcome.classify(run).kind == "oom", run.text()
    assert outcome.classify(Reader.parse(grow, memory_mb=0).run(b"", str(tmp_path / "x"))).kind \
        == "accepted"


def test_a_sanitizer_build_is_recognised_and_reported(tmp_path):
    asan = _compile(tmp_path / "planted_asan", "-fsanitize=address")
    reader = Reader([asan, "@@"])
    assert reader.sanitized  # no address-space cap for it
    data = dxfuzz.build([dxfuzz.Part("SFI0", bytes(12))])
    run = reader.run(data, str(tmp_path / "in.dxbc"))
    found = outcome.classify(run)
    assert found.kind == "sanitizer" and found.detail == "AddressSanitizer: SEGV"
    stk = stack.from_text(run.text())
    assert stk.source == "sanitizer" and stk.frames[:2] == ["read_flags", "main"]


# --- outcomes and signatures from real reports ---------------------------------------------


def _fixture(name):
    with open(os.path.join(DATA, name)) as f:
        return f.read()


@pytest.mark.parametrize("name, status, kind, detail, source, frames", [
    # obj2yaml (LLVM 22.1.8, stripped) on a mutant: its crash handler's frames and the
    # signal trampoline dropped, then memcpy (the C library's), then obj2yaml's own
    ("llvm-stack-dump.txt", -11, "crash", "SIGSEGV", "llvm",
     ["obj2yaml+0x21aac3", "obj2yaml+0x20e851", "obj2yaml+0x20b831"]),
    ("llvm-oom.txt", -6, "oom", "LLVM ERROR: out of memory", "llvm",
     ["obj2yaml+0x477e85", "obj2yaml+0x489f56", "obj2yaml+0x21bbe2"]),
    # Debian's vkd3d-compiler 1.2 on a bytecode mutant
    ("glibc-assert.txt", -6, "assertion", "Assertion `entry' failed", "assert",
     ["vkd3d_dxbc_compiler_find_resource (spirv.c:7465)"]),
    # gcc's UBSan and rustc 1.95's panic, from two small programs
    ("ubsan.txt", 1, "sanitizer", "runtime error: signed integer overflow: 524288 * 65536 "
     "cannot be represented in type 'int'", "sanitizer", ["scale", "main"]),
    ("rust-panic.txt", 101, "assertion", "thread 'main' (29543) panicked at rpanic.rs:3:46:",
     "rust", ["rpanic::read_parts::{{closure}}", "rpanic::read_parts", "rpanic::main"]),
])
def test_outcomes_and_frames_of_real_reports(name, status, kind, detail, source, frames):
    text = _fixture(name)
    found = outcome.classify(Execution(status, False, 0.1, b"", text.encode()))
    assert (found.kind, found.detail) == (kind, detail)
    stk = stack.from_text(text)
    assert (stk.source, stk.frames[:3]) == (source, frames)


@pytest.mark.parametrize("status, text, kind", [
    (0, "", "accepted"),
    (1, "error: not a container\n", "rejected"),
    (-11, "", "crash"),
    (139, "Stack dump:\n #0 0x1 (a+0x1)\n", "crash"),
    (-9, "", "oom"),
    (-6, "terminate called after throwing an instance of 'std::bad_alloc'\n", "oom"),
    (1, "memory allocation of 4294967296 bytes failed\n", "oom"),
    (-6, "==1==ERROR: AddressSanitizer: heap-buffer-overflow on address 0x1\n", "sanitizer"),
    (-6, "x.c:3: f: Assertion `n < 4' failed.\n", "assertion"),
    (-6, "UNREACHABLE executed at DXContainer.cpp:42!\n", "assertion"),
])
def test_each_outcome_kind(status, text, kind):
    assert outcome.classify(Execution(status, False, 0.1, b"", text.encode())).kind == kind
    assert outcome.classify(Execution(None, True, 10, b"", b"")).kind == "hang"
    assert outcome.classify(Execution(3, False, 0.1, b"", b"boom"), crash_exits=[3]).kind == "crash"


def test_gdb_gives_the_frames_a_silent_crash_did_not(planted, tmp_path):
    if not stack.GDB:
        pytest.skip("gdb is not installed (make setup installs it)")
    path = tmp_path / "crash.dxbc"
    path.write_bytes(dxfuzz.build([dxfuzz.Part("SFI0", bytes(12))]))
    stk = stack.from_gdb([planted, str(path)])
    assert stk.source == "gdb" and stk.frames[:2] == ["read_flags (planted_reader.c:27)",
                                                      "main (planted_reader.c:76)"]


# --- mutants and minimizing -------------------------------------------------------------------


def test_run_n_always_gets_the_same_mutant():
    seeds = [Seed(n, corpus_bytes(n)) for n in SEEDS]
    a, b = Maker(seeds, base=7), Maker(seeds, base=7)
    made = [a.make(n) for n in range(40)]
    assert [m.data for m in made] == [b.make(n).data for n in range(40)]
    assert len({m.data for m in made}) > 30
    assert {m.group for m in made} > {"libfuzzer", "layout"}


def test_a_reader_that_checks_the_digest_gets_signed_mutants():
    seeds = [Seed(n, corpus_bytes(n)) for n in SEEDS]
    maker = Maker(seeds, checks_digest=True)
    made = [maker.make(n) for n in range(60)]
    signed = [m for m in made if m.group != "digest" and len(m.data) >= 32]
    assert signed and all(digest.state(m.data) == "valid" for m in signed)
    assert all(m.mutations[-1] == "digest" for m in signed)


def test_structure_first_minimizing_keeps_the_bug_and_drops_the_rest():
    data = corpus_bytes("bgfx/dxil_vs_bump.dxbc")
    parts = part_table.read_parts(data)
    data = edit.rebuild([("SFI0", bytes(12)) if f == "SFI0" else (f, d) for f, d in parts],
                        data, "recompute")

    def same(candidate):  # the planted crash: an SFI0 part whose size is 9..4095
        try:
            return any(f == "SFI0" and 8 < len(d) < 4096 for f, d in part_table.read_parts(candidate))
        except dxfuzz.ParseError:
            return False
    small = minimize(data, same, checks_digest=True, seconds=30)
    assert part_table.read_parts(small) == [("SFI0", bytes(9))] or \
        [f for f, _ in part_table.read_parts(small)] == ["SFI0"]
    assert len(small) < 60 and digest.state(small) == "valid"


def test_ctrl_c_ends_a_hunt_with_its_summary_and_report(planted, seeds, tmp_path):
    import signal
    import time
    work = tmp_path / "work"
    proc = subprocess.Popen([sys.executable, "-m", "dxfuzz", "hunt", seeds, "-o", str(work),
                             "--seconds", "120", "-j", "2", "--", planted, "@@"],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    deadline = time.monotonic() + 60
    while not (work / "state.json").exists() and time.monotonic() < deadline:
        time.sleep(0.2)
    time.sleep(2)
    proc.send_signal(signal.SIGINT)
    out, err = proc.communicate(timeout=120)
    assert proc.returncode == 130, err
    assert out.startswith("hunt: ") and "(interrupted: findings not minimized yet" in out
    assert "Traceback" not in err and err.rstrip().endswith("dxfuzz hunt: interrupted")
    with open(work / "report.json") as f:
        assert json.load(f)["runs"] > 0


# --- rejections counted by check, and a parallel campaign ---------------------------------


def test_rejections_are_counted_without_numbers_and_the_inputs_path(seeds, capsys, tmp_path):
    """A reader whose refusals name the input's path and a number (a part
    index, a size): one row per check, not one per number or per thread."""
    work = tmp_path / "work"
    reader = ("echo \"error: part $(($(wc -c < \"$1\") % 7)) of $1 is 0x$(($(wc -c < \"$1\") % 5))"
              " bytes short\" >&2; exit 1")
    code, _ = _hunt(capsys, seeds, "-o", work, "--runs", "30", "-j", "2", "-q",
                    "--reader-digest", "ignores", "--", "sh", "-c", reader, "sh", "@@")
    with open(work / "report.json") as f:
        report = json.load(f)
    assert code == 0 and report["outcomes"]["sh"]["rejected"] == 30
    assert report["messages"] == {"sh": {"exit 1: error: part N of @@ is N bytes short": 30}}
    assert campaign_module.rejection("exit 2: bad size 12 at 0x1f in /x/in.dxbc", "/x/in.dxbc") \
        == "exit 2: bad size N at N in @@"


def test_a_parallel_campaign_over_dxbc_and_dxil_seeds_runs_without_internal_error(tmp_path):
    """-j 4 for 20 s over the shared corpus (FXC's DXBC and DXC's DXIL
    containers, small and big), every mutation group, LLVM's obj2yaml: no
    internal error (mutations made in four threads at once)."""
    from dxfuzz.llvm import find_tool
    reader = find_tool("obj2yaml")
    if reader is None:
        pytest.skip("LLVM 22's obj2yaml is not installed (make setup installs it)")
    work = tmp_path / "work"
    proc = subprocess.run([sys.executable, "-m", "dxfuzz", "hunt", shared_path("corpus"), "-o",
                           str(work), "-j", "4", "--seconds", "20", "--minimize-seconds", "2",
                           "--", reader, "@@"],
                          capture_output=True, text=True, timeout=240)
    assert proc.returncode in (0, 1), proc.stderr[-3000:]
    assert "internal error" not in proc.stderr and "Traceback" not in proc.stderr, proc.stderr
    with open(work / "report.json") as f:
        report = json.load(f)
    assert report["jobs"] == 4 and report["runs"] > 200
    assert {"bytecode", "bitcode", "libfuzzer", "layout"} <= set(report["groups"])
