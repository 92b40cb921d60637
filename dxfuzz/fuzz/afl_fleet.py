"""AFL++ instances fuzzing one reader together on one sync folder (a main ``-M``, secondaries ``-S``),
each with dxfuzz's custom mutator, and what each ran, found and took from the others.

AFL++ itself does the work: every instance writes ``SYNC/<name>/`` (its
``queue/``, ``crashes/``, ``fuzzer_stats``), and now and then reads the
others' queues and keeps what is new to it, naming the copy
``id:...,sync:<other>,src:...``. This module starts instances the way
docs/campaigns.md shows (:func:`command`, :func:`environment`) and reads a
sync folder back (:func:`status`): per instance its executions, queue,
finds, imports (``corpus_imported``, and the queue entries taken from each
other instance) and crashes.

    python -m dxfuzz.fuzz.afl_fleet status SYNC      # the table, from any sync folder
    python -m dxfuzz.fuzz.afl_fleet demo --seconds 180   # make afl-fleet-demo

The demo builds ``tests/data/hunt/planted_reader.c`` with ``afl-cc`` and
runs a main and a secondary on it, with different seeds so that each has
something the other lacks, syncing every minute (``AFL_SYNC_TIME=1``; the
default is 30), then prints the table and ``afl-whatsup -s``.
"""
from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import sysconfig
import time
from typing import Dict, List, Optional

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
#: The fuzzer_stats fields :func:`status` reports (AFL++ 4 names them so).
FIELDS = ("execs_done", "execs_per_sec", "corpus_count", "corpus_found", "corpus_imported", "saved_crashes",
          "run_time")
_SYNCED = re.compile(r",sync:([^,]+),")


def environment(digest: bool = False, sync_minutes: Optional[int] = None, base=None) -> Dict[str, str]:
    """The environment of an instance that loads ``dxfuzz.fuzz.afl``:
    ``PYTHONPATH`` reaching dxfuzz and its dependencies (AFL++'s embedded
    Python must be the same minor version), AFL++'s settings for a shared
    machine, and ``AFL_SYNC_TIME`` when given (minutes between syncs)."""
    env = dict(os.environ if base is None else base)
    env.update({
        "PYTHONPATH": os.pathsep.join([REPO, sysconfig.get_paths()["purelib"]]),
        "AFL_PYTHON_MODULE": "dxfuzz.fuzz.afl",
        "AFL_NO_UI": "1", "AFL_SKIP_CPUFREQ": "1", "AFL_NO_AFFINITY": "1",
        "AFL_I_DONT_CARE_ABOUT_MISSING_CRASHES": "1",
    })
    if digest:
        env["DXFUZZ_AFL_DIGEST"] = "recompute"
    if sync_minutes is not None:
        env["AFL_SYNC_TIME"] = str(sync_minutes)
    return env


def command(name: str, main: bool, seeds: str, sync_dir: str, reader: List[str],
            seconds: Optional[int] = None, afl: str = "afl-fuzz") -> List[str]:
    """``afl-fuzz -i SEEDS -o SYNC -M|-S NAME [-V SECONDS] -- READER ...``."""
    cmd = [afl, "-i", seeds, "-o", sync_dir, "-M" if main else "-S", name]
    if seconds is not None:
        cmd += ["-V", str(int(seconds))]
    return cmd + ["--", *reader]


def read_stats(instance: str) -> Dict[str, str]:
    """``fuzzer_stats`` of one instance folder (``key : value`` lines), or {}."""
    out = {}
    try:
        with open(os.path.join(instance, "fuzzer_stats"), encoding="utf-8", errors="replace") as f:
            for line in f:
                key, sep, value = line.partition(":")
                if sep:
                    out[key.strip()] = value.strip()
    except OSError:
        pass
    return out


def imported_from(instance: str) -> Dict[str, int]:
    """How many of an instance's queue entries it took from each other instance."""
    out: Dict[str, int] = {}
    try:
        names = os.listdir(os.path.join(instance, "queue"))
    except OSError:
        return out
    for name in names:
        m = _SYNCED.search(name)
        if m:
            out[m.group(1)] = out.get(m.group(1), 0) + 1
    return out


def _count(folder: str) -> int:
    try:
        return sum(1 for n in os.listdir(folder) if n.startswith("id:"))
    except OSError:
        return 0


def status(sync_dir: str) -> List[dict]:
    """Per instance of a sync folder (sorted, the main first): its name,
    role, the :data:`FIELDS` of its fuzzer_stats (as numbers), its queue
    and crash files, what it imported from each other instance, and which
    instances it has synced with (``.synced/``)."""
    out = []
    for name in sorted(os.listdir(sync_dir)):
        folder = os.path.join(sync_dir, name)
        if not os.path.isdir(os.path.join(folder, "queue")):
            continue
        stats = read_stats(folder)
        words = stats.get("command_line", "").split(" -- ")[0].split()
        row = {"name": name, "main": "-M" in words or os.path.exists(os.path.join(folder, "is_main_node"))}
        for key in FIELDS:
            try:
                row[key] = float(stats[key]) if "." in stats.get(key, "") else int(stats.get(key, 0))
            except ValueError:
                row[key] = 0
        row["queue"] = _count(os.path.join(folder, "queue"))
        row["crashes"] = _count(os.path.join(folder, "crashes"))
        row["imported_from"] = imported_from(folder)
        synced = os.path.join(folder, ".synced")
        row["synced_with"] = sorted(n for n in os.listdir(synced) if not n.endswith(".last")) \
            if os.path.isdir(synced) else []
        out.append(row)
    return sorted(out, key=lambda r: (not r["main"], r["name"]))


def table(rows: List[dict]) -> str:
    lines = [f"{'instance':12} {'role':9} {'execs':>9} {'execs/s':>8} {'queue':>6} {'found':>6} "
             f"{'imported':>8} {'crashes':>7}  taken from"]
    for r in rows:
        taken = ", ".join(f"{k} {v}" for k, v in sorted(r["imported_from"].items())) or "-"
        lines.append(f"{r['name']:12} {'main' if r['main'] else 'secondary':9} {r['execs_done']:>9} "
                     f"{r['execs_per_sec']:>8} {r['queue']:>6} {r['corpus_found']:>6} "
                     f"{r['corpus_imported']:>8} {r['crashes']:>7}  {taken}")
    return "\n".join(lines)


def build_planted(dest: str, compiler: str = "afl-cc") -> str:
    """``tests/data/hunt/planted_reader.c`` built with AFL++'s compiler."""
    source = os.path.join(REPO, "tests", "data", "hunt", "planted_reader.c")
    subprocess.run([compiler, "-g", "-o", dest, source], check=True, capture_output=True)
    return dest


#: The demo's seeds, from the committed corpus/: the main's and the
#: secondary's differ, so that each finds paths the other lacks and takes them.
DEMO_SEEDS = {"main": ("mix-00-", "mix-03-"),
              "secondary": ("part-SFI0-00-", "part-ISG1-00-")}


def demo_seeds(folder: str, role: str) -> str:
    """A folder of the demo's seeds for ``role`` (files of corpus/ named
    by the prefixes of :data:`DEMO_SEEDS`)."""
    os.makedirs(folder, exist_ok=True)
    corpus = os.path.join(REPO, "corpus")
    for prefix in DEMO_SEEDS[role]:
        for name in sorted(os.listdir(corpus)):
            if name.startswith(prefix):
                shutil.copy2(os.path.join(corpus, name), folder)
                break
    return folder


def whatsup(sync_dir: str, dead: bool = False) -> str:
    """``afl-whatsup -s`` of a sync folder (``-d``: the instances that ended too)."""
    tool = shutil.which("afl-whatsup")
    if tool is None:
        return "(no afl-whatsup)"
    proc = subprocess.run([tool, "-s", *(["-d"] if dead else []), sync_dir], capture_output=True, text=True,
                          env=dict(os.environ, TERM="dumb"))
    return "\n".join(line for line in proc.stdout.splitlines() if line.strip() and "status check tool" not in line)


def run_pair(work: str, seconds: int, secondary_seconds: Optional[int] = None,
             sync_minutes: int = 1, log=print, watch: bool = False) -> List[dict]:
    """The demo: the planted reader built, a main started, and, once the
    main has its queue, a secondary (which imports the main's queue first,
    ``AFL_IMPORT_FIRST``); both run until their ``-V`` is up (``watch``:
    ``afl-whatsup -s`` is logged half-way). Returns :func:`status`."""
    os.makedirs(work, exist_ok=True)
    reader = build_planted(os.path.join(work, "planted_reader"))
    sync = os.path.join(work, "sync")
    env = environment(sync_minutes=sync_minutes)
    procs = []
    logs = []
    try:
        for name, main, role, secs in (("main", True, "main", seconds),
                                       ("secondary", False, "secondary", secondary_seconds or seconds)):
            seeds = demo_seeds(os.path.join(work, f"seeds-{role}"), role)
            out = open(os.path.join(work, f"{name}.log"), "w")
            logs.append(out)
            run_env = dict(env, AFL_IMPORT_FIRST="1") if not main else env
            procs.append(subprocess.Popen(command(name, main, seeds, sync, [reader, "@@"], secs),
                                          stdout=out, stderr=subprocess.STDOUT, env=run_env, cwd=work))
            log(f"afl-fleet: started {name} (pid {procs[-1].pid}) for {secs} s")
            if main:  # the secondary starts once the main has a queue to take from
                deadline = time.monotonic() + 60
                while time.monotonic() < deadline and procs[0].poll() is None and \
                        not read_stats(os.path.join(sync, name)):
                    time.sleep(0.2)
        if watch:
            time.sleep(max(1, (secondary_seconds or seconds) // 2))
            log(f"afl-whatsup -s {sync}, half-way:\n{whatsup(sync)}")
        for p in procs:
            p.wait(timeout=max(seconds, secondary_seconds or 0) + 120)
    finally:
        for p in procs:
            if p.poll() is None:
                p.kill()
                p.wait()
        for f in logs:
            f.close()
    return status(sync)


def main(argv=None) -> int:
    p = argparse.ArgumentParser(prog="python -m dxfuzz.fuzz.afl_fleet", description=__doc__.split("\n\n")[0])
    sub = p.add_subparsers(dest="command", required=True)
    st = sub.add_parser("status", help="what each instance of a sync folder ran, found and imported")
    st.add_argument("sync_dir", metavar="DIR")
    st.add_argument("--json", action="store_true", help="print JSON")
    demo = sub.add_parser("demo", help="a main and a secondary on the planted-bug reader")
    demo.add_argument("--seconds", type=int, default=180, help="how long each instance runs (default 180)")
    demo.add_argument("--keep", metavar="DIR", help="work in DIR and keep it (default: build/afl-fleet)")
    args = p.parse_args(argv)
    if args.command == "status":
        rows = status(args.sync_dir)
        print(json.dumps(rows, indent=1) if args.json else table(rows))
        return 0
    if shutil.which("afl-fuzz") is None or shutil.which("afl-cc") is None:
        print("afl-fleet: afl-fuzz and afl-cc are needed (make setup installs Debian's afl++)", file=sys.stderr)
        return 2
    work = args.keep or os.path.join(REPO, "build", "afl-fleet")
    if os.path.exists(work):
        shutil.rmtree(work)
    rows = run_pair(work, args.seconds, watch=True)
    print(table(rows))
    print(f"afl-whatsup -s -d {os.path.join(work, 'sync')}, at the end:")
    print(whatsup(os.path.join(work, "sync"), dead=True))
    by = {r["name"]: r for r in rows}
    found = sum(r["crashes"] for r in rows)
    both_ran = len(rows) == 2 and all(r["execs_done"] > 0 for r in rows)
    took = by.get("secondary", {}).get("imported_from", {}).get("main", 0)
    gave = by.get("main", {}).get("imported_from", {}).get("secondary", 0)
    print(f"afl-fleet: both ran: {both_ran}; crashes {found}; the secondary took {took} queue entries from the "
          f"main, the main {gave} from the secondary; in {work}")
    return 0 if both_ran and took and found else 1


if __name__ == "__main__":
    sys.exit(main())
