"""``dxfuzz fuzz``: coverage-guided fuzzing of dxfuzz's parsers with atheris.

Each target (``dxfuzz fuzz --list``) runs in its own subprocess
(``dxfuzz/fuzz/harness.py``), because libFuzzer ends the process it runs
in. Seeds come from the repository's ``corpus/`` (``make corpus``) and the
shared corpus (``$DXFUZZ_SHARED/corpus``) when present, or ``--corpus``;
part targets get the bodies of the parts of their fourccs. The working
corpus and the findings go under ``--workdir`` (``build/fuzz``);
``--libfuzzer=-OPTION`` passes an option to libFuzzer unchanged (after
dxfuzz's own, so it wins: ``-max_len`` is the target's longest input,
``dxfuzz fuzz --list``).

The last line is a summary: executions, executions per second, coverage
gained (libFuzzer's ``cov`` counter: instrumented edges reached, after the
seeds and at the end) and breaches found. The exit code is 1 when a run
found a breach.
"""
from __future__ import annotations

import os
import re
import sys
import time

from . import (CommandError, Status, add, add_input_option, add_jobs, add_list, add_quiet, add_timeout,
               count, factor, positive, seconds)
from .. import files, progress

HARNESS = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "fuzz", "harness.py")


def register(sub):
    p = add(sub, "fuzz", "fuzz dxfuzz's own parsers with atheris (coverage-guided), one target or all",
            "dxfuzz fuzz container --seconds 60", run)
    p.add_argument("target", metavar="TARGET", nargs="?",
                   help="container, roundtrip, a part target (rdef, psv0, signature24, ...), "
                        "or 'all' (--list prints them)")
    add_list(p, "targets")
    g = p.add_mutually_exclusive_group()
    g.add_argument("--seconds", type=seconds, metavar="SECONDS",
                   help="run for this long (per target)")
    g.add_argument("--runs", type=positive, metavar="N", help="run this many inputs (per target)")
    add_jobs(p, "with 'all': run this many targets at once, one process each")
    add_input_option(p, "--corpus", action="append", metavar="DIR",
                     help="seed containers (repeatable; default: corpus/ and "
                          "$DXFUZZ_SHARED/corpus)")
    p.add_argument("--workdir", default=os.path.join("build", "fuzz"), metavar="DIR",
                   help="working corpora and findings (default build/fuzz)")
    p.add_argument("--crashes", metavar="DIR", help="where breaches go (default WORKDIR/crashes)")
    p.add_argument("--seed-limit", type=count, default=400, metavar="N",
                   help="most seeds per target, spread over sizes (default 400; 0: all)")
    p.add_argument("--slow-factor", type=factor, default=3.0, metavar="FACTOR",
                   help="record an input as slow when its CPU time exceeds this many times "
                        "the guaranteed bound (docs/robustness.md; default 3 for the "
                        "instrumentation, 0: off)")
    add_timeout(p, "seconds an input may take before libFuzzer counts it as a hang (raised, "
                   "per target, to --slow-factor times the guaranteed bound of its largest seed)")
    p.add_argument("--memory-mb", type=count, default=1536, metavar="MB",
                   help="address-space limit of the harness, MiB: an input that allocates "
                        "more raises MemoryError, recorded as a breach (default 1536; 0: none)")
    p.add_argument("--stop-on-crash", action="store_true",
                   help="let the first breach end the run (libFuzzer writes crash-<sha1>)")
    p.add_argument("--no-structure", action="store_true",
                   help="container targets: libFuzzer's byte-level mutations only (default: half "
                        "of them from dxfuzz.mutate's structure-aware mutations)")
    p.add_argument("-v", "--verbose", action="store_true", help="show libFuzzer's output")
    add_quiet(p, "with 'all' or --replay: print only the summary line (and errors)")
    add_input_option(p, "--replay", nargs="+", metavar="FILE",
                   help="run these inputs (files, folders of them, - for stdin) through "
                        "TARGET's body (no atheris) and report")
    p.add_argument("--line-coverage", action="store_true",
                   help="do not fuzz: replay the working corpora under WORKDIR (what fuzzing "
                        "reached) and print the line coverage of the generated parsers")
    p.add_argument("--minimize", metavar="DIR",
                   help="with --replay: minimize each breaching input and keep it in DIR "
                        "(e.g. tests/regressions), named after the target and the breach")
    p.add_argument("--libfuzzer", action="append", default=[], metavar="=-OPTION",
                   help="a libFuzzer option, passed through (repeatable; with '=': "
                        "--libfuzzer=-max_len=8192 --libfuzzer=-dict=my.dict)")


def repo_root():
    return os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def default_seed_dirs():
    """The repository's corpus/ and the shared corpus, those that exist."""
    root = repo_root()
    shared = os.environ.get("DXFUZZ_SHARED") or os.path.join(os.path.dirname(root), "shared")
    dirs = [os.path.join(root, "corpus"), os.path.join(shared, "corpus")]
    return [d for d in dirs if os.path.isdir(d)]


_STAT = re.compile(r"^stat::(\w+):\s*(\d+)", re.M)
_INITED = re.compile(r"#\d+\s+INITED\s+cov: (\d+)")
_COV = re.compile(r"#\d+\s+\w+\s+cov: (\d+).*?corp: (\d+)/")
_DONE = re.compile(r"Done (\d+) runs in (\d+) second")
_BREACH = re.compile(r"^dxfuzz: (breach|slow|mutator) (\S+) -> (.*)$", re.M)


def summarize(text: str) -> dict:
    """Figures from libFuzzer's output."""
    stats = {k: int(v) for k, v in _STAT.findall(text)}
    covs = _COV.findall(text)
    inited = _INITED.search(text)
    done = _DONE.search(text)
    return {
        "execs": stats.get("number_of_executed_units", int(done.group(1)) if done else 0),
        "execs_per_sec": stats.get("average_exec_per_sec", 0),
        "cov_start": int(inited.group(1)) if inited else (int(covs[0][0]) if covs else 0),
        "cov_end": int(covs[-1][0]) if covs else 0,
        "corpus": int(covs[-1][1]) if covs else 0,
        "new_units": stats.get("new_units_added", 0),
        "peak_rss_mb": stats.get("peak_rss_mb", 0),
        "findings": _BREACH.findall(text),
        "libfuzzer_crash": re.findall(r"^artifact_prefix=.*?; Test unit written to (\S+)", text, re.M),
    }


def fuzz_one(target, args, seed_dirs) -> dict:
    from ..fuzz import write_seeds
    from ..fuzz.targets import max_len
    work = os.path.join(args.workdir, target)
    corpus, seeds = os.path.join(work, "corpus"), os.path.join(work, "seeds")
    crashes = args.crashes or os.path.join(args.workdir, "crashes")
    for d in (corpus, seeds, crashes):
        os.makedirs(d, exist_ok=True)
    n_seeds = write_seeds(target, seed_dirs, seeds, args.seed_limit)
    cmd = [sys.executable, HARNESS, target, f"--crashes={crashes}",
           f"--slow-factor={args.slow_factor}", "-print_final_stats=1", f"-max_len={max_len(target)}",
           f"-timeout={libfuzzer_timeout(args, seeds)}", f"-artifact_prefix={crashes}{os.sep}"]
    if args.memory_mb:
        cmd += [f"--memory-mb={args.memory_mb}", f"-rss_limit_mb={args.memory_mb + 512}"]
    if args.stop_on_crash:
        cmd.append("--stop-on-crash")
    if args.no_structure:
        cmd.append("--no-structure")
    if args.seconds is not None:
        cmd.append(f"-max_total_time={max(1, int(round(args.seconds)))}")
    if args.runs is not None:
        cmd.append(f"-runs={args.runs}")
    cmd += list(args.libfuzzer)
    cmd += [corpus, seeds]
    t0 = time.monotonic()
    import subprocess
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                            errors="replace")
    lines = []
    for line in proc.stdout:
        lines.append(line)
        if args.verbose or line.startswith("dxfuzz:"):
            sys.stderr.write(line)
    proc.wait()
    text = "".join(lines)
    info = summarize(text)
    info.update(target=target, seconds=time.monotonic() - t0, returncode=proc.returncode,
                seeds=n_seeds)
    if proc.returncode not in (0,) and not info["findings"] and not info["libfuzzer_crash"]:
        tail = "".join(lines[-15:])
        info["error"] = tail
    return info


def libfuzzer_timeout(args, seeds: str) -> int:
    """libFuzzer's ``-timeout`` (whole seconds): ``--timeout``, or the time a
    slow input may take (``--slow-factor`` times the bound of the largest
    seed), whichever is longer, so that no seed is a hang by construction."""
    import math
    from ..fuzz import time_bound
    largest = max((os.path.getsize(os.path.join(seeds, f)) for f in os.listdir(seeds)), default=0)
    return max(1, math.ceil(args.timeout), math.ceil(args.slow_factor * time_bound(largest)))


def line(info) -> str:
    n = len(info["findings"]) + len(info["libfuzzer_crash"])
    out = (f"fuzz {info['target']}: {info['execs']} execs in {info['seconds']:.0f} s "
           f"({info['execs_per_sec']} execs/s), coverage {info['cov_start']} -> {info['cov_end']} "
           f"(+{info['cov_end'] - info['cov_start']}), corpus {info['corpus']} "
           f"({info['seeds']} seeds), crashes {n}")
    if info.get("error"):
        out += f", harness exited {info['returncode']}"
    return out


def replay(args) -> int:
    from ..fuzz import bodies, crash_key
    if args.minimize is not None:
        from .. import output
        output.check_folder(args.minimize, args.replay, what="--minimize folder")
    status = Status()
    inputs = files.Inputs(args.replay, status.error, named="any", walked="any")
    bad = total = 0
    for path, data in inputs.track("replay"):
        total += 1
        exc = bodies.breach(args.target, data)
        if exc is None:
            if not args.quiet:
                progress.echo(f"{path}: ok")
            continue
        bad += 1
        status.finding()
        progress.echo(f"{path}: {crash_key(exc)}: {exc}")
        if args.minimize:
            from ..fuzz import save_regression
            kept = save_regression(args.target, data, args.minimize)
            progress.echo(f"  kept as {kept} ({os.path.getsize(kept)} bytes)")
    tail = f", {status.errors} not processed (errors above)" if status.errors else ""
    print(f"replay {args.target}: {bad}/{total} breach the contract{tail}")
    return status.code


def line_coverage(names, args) -> int:
    """Replay each target's seeds, then its seeds and working corpus (what
    fuzzing reached); print per-module line coverage of the generated parsers
    for both, so the gain from fuzzing shows."""
    from ..fuzz import linecov
    inputs = {"seeds": {}, "corpus": {}}
    for name in names:
        for sub, by_target in inputs.items():
            folder = os.path.join(args.workdir, name, sub)
            if os.path.isdir(folder):
                for f in sorted(os.listdir(folder)):
                    with open(os.path.join(folder, f), "rb") as fh:
                        by_target.setdefault(name, []).append(fh.read())
    seeds, found = inputs["seeds"], inputs["corpus"]
    if not seeds and not found:
        raise CommandError("no working corpora here (fuzz first)", args.workdir)
    counter = linecov.LineCounter()  # the seeds once, then what fuzzing added on top
    before = linecov.replay(seeds, counter)
    after = linecov.replay(found, counter)
    sums = [0, 0, 0]
    print(f"{'module':32s} {'seeds':>13s} {'fuzzed':>13s}  of lines")
    for module, (hit, total) in after.items():
        seed_hit = before.get(module, (0, total))[0]
        sums[0], sums[1], sums[2] = sums[0] + seed_hit, sums[1] + hit, sums[2] + total
        print(f"{module:32s} {seed_hit:6d} {100 * seed_hit / max(1, total):5.1f}% "
              f"{hit:6d} {100 * hit / max(1, total):5.1f}%  {total}")
    n_seeds, n_found = (sum(len(v) for v in d.values()) for d in (seeds, found))
    print(f"line coverage of generated/: {sums[1]}/{sums[2]} lines "
          f"({100 * sums[1] / max(1, sums[2]):.1f}%) from {n_seeds + n_found} inputs of "
          f"{len(set(seeds) | set(found))} targets; "
          f"seeds alone {sums[0]} ({100 * sums[0] / max(1, sums[2]):.1f}%) from {n_seeds}")
    return 0


def _run_targets(names, args, seed_dirs):
    """Yield each target's summary as it finishes, ``args.jobs`` targets at a time."""
    if args.jobs <= 1 or len(names) == 1:
        for name in names:
            yield fuzz_one(name, args, seed_dirs)
        return
    from concurrent.futures import ThreadPoolExecutor, as_completed
    # Each target is its own subprocess; threads only wait for them.
    with ThreadPoolExecutor(max_workers=args.jobs) as pool:
        futures = [pool.submit(fuzz_one, name, args, seed_dirs) for name in names]
        for future in as_completed(futures):
            yield future.result()


def run(args) -> int:
    from ..fuzz import targets
    if args.list:
        for name in targets.names():
            t = targets.part_targets().get(name) or targets.BITCODE_TARGETS.get(name)
            what = f"{t.describe()} ({', '.join(t.fourccs)})" if t else \
                "whole containers" + (", then serialize == input" if name == "roundtrip" else "")
            print(f"{name:14s} {what}; inputs up to {targets.max_len(name)} bytes")
        return 0
    if args.target is None:
        raise CommandError("give a TARGET, 'all', or --list")
    names = targets.names() if args.target == "all" else [args.target]
    unknown = [n for n in names if n not in targets.names() + list(targets.HIDDEN_TARGETS)]
    if unknown:
        raise CommandError(f"unknown target {unknown[0]!r} (see 'dxfuzz fuzz --list')")
    if args.replay:
        return replay(args)
    if args.line_coverage:
        return line_coverage(names, args)
    if args.seconds is None and args.runs is None:
        args.seconds = 60.0
    for folder in args.corpus or ():
        if not os.path.isdir(folder):
            raise CommandError("no such folder (--corpus takes folders of seed containers)",
                               folder)
    for folder in (args.workdir, args.crashes):
        if folder and os.path.exists(folder) and not os.path.isdir(folder):
            raise CommandError("is a file, not a folder", folder)
    seed_dirs = args.corpus or default_seed_dirs()
    total = {"execs": 0, "crashes": 0, "seconds": 0.0}
    status = 0
    t0 = time.monotonic()
    for info in _run_targets(names, args, seed_dirs):
        if not (args.quiet and len(names) > 1):
            print(line(info), flush=True)
        if info.get("error"):
            print(info["error"], file=sys.stderr)
            status = max(status, 2)
        found = len(info["findings"]) + len(info["libfuzzer_crash"])
        total["execs"] += info["execs"]
        total["crashes"] += found
        total["seconds"] += info["seconds"]
        if found:
            status = max(status, 1)
    wall = time.monotonic() - t0
    if len(names) > 1:
        rate = total["execs"] / total["seconds"] if total["seconds"] else 0
        print(f"fuzz all: {len(names)} targets, {total['execs']} execs in {total['seconds']:.0f} s "
              f"of target time ({rate:.0f} execs/s), {wall:.0f} s wall with {args.jobs} job(s), "
              f"crashes {total['crashes']}")
    return status
