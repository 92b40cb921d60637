"""``make hunt-demo``: a hunt against every real reader this machine has -
LLVM 22's obj2yaml, llvm-objcopy and llvm-objdump, Debian's vkd3d-compiler,
and dxfuzz's own Python build against its JavaScript build (differential) -
printed as the tables of docs/hunting.md.

    python -m dxfuzz.hunt.demo [--seconds 120] [-j N] [--work build/hunt-demo]
                               [--keep tests/data/hunt/llvm]

Each reader gets a campaign of ``--seconds`` over the shared corpus (or
``--seeds``: DXBC and DXIL containers), ``-j`` runs at a time (default: the
number of CPUs, as ``dxfuzz hunt``); the table gives per reader the runs,
crashes, assertions, sanitizer reports, hangs, out-of-memory aborts, unique
signatures, root causes (distinct innermost frames: where it died) and the
time to the first bug, and per mutation group the share of runs with a bug,
next to the byte-level ``libfuzzer`` baseline. A reader whose campaign fails
gets a row saying why, and the others go on: the table is always printed.
``--keep`` copies the minimized reproducers found for LLVM's tools there,
with what they do, for ``tests/test_hunt_repros.py``.
"""
from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys

from ..llvm import find_tool

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def readers():
    """``(name, [reader command lines], extra options)`` of the readers installed."""
    out = []
    for tool, argv in (("obj2yaml", ["@@"]), ("llvm-objcopy", ["@@", "@@.out"]),
                       ("llvm-objdump", ["-h", "-s", "-t", "@@"])):
        path = find_tool(tool)
        if path:
            out.append((tool, [[path, *argv]], {}))
    vkd3d = shutil.which("vkd3d-compiler")
    if vkd3d:
        out.append(("vkd3d-compiler", [[vkd3d, "-o", "/dev/null", "@@"]], {}))
    node = shutil.which("node")
    modules = os.path.join(REPO, "tools", "node_modules")
    js = os.path.join(REPO, "build", "js")
    if node and (os.path.exists(os.path.join(js, "Dxcontainer.js")) or
                 os.path.isdir(os.path.join(modules, "kaitai-struct"))):
        out.append(("python-vs-js", [
            [sys.executable, "-m", "dxfuzz", "dump", "-o", "/dev/null", "@@"],
            [node, os.path.join(REPO, "tools", "jsparse.js"), "--verdict", js, "@@"]],
            {"crash_exits": (3,), "env": {"NODE_PATH": modules},
             "prepare": lambda: _javascript_build(node, js)}))
    return out


def _javascript_build(node: str, folder: str) -> None:
    """The specs compiled for JavaScript into ``folder`` (the Web IDE's
    build), unless they are there."""
    if os.path.exists(os.path.join(folder, "Dxcontainer.js")):
        return
    print("hunt-demo: compiling the specs for JavaScript (build/js)", file=sys.stderr, flush=True)
    subprocess.run([node, os.path.join(REPO, "tools", "ksc.js"), "--no-python", "--js", folder],
                   capture_output=True, timeout=600, check=True)


def run_one(name, commands, extra, seeds, args):
    from . import report
    from .campaign import Campaign
    from .reader import Reader
    if extra.get("prepare"):
        extra["prepare"]()
    env = extra.get("env", {})
    rs = [Reader(c, timeout=args.timeout, memory_mb=args.memory_mb, env=env) for c in commands]
    if len(rs) > 1:
        rs[0].name, rs[1].name = "python", "javascript"
    work = os.path.join(args.work, name)
    shutil.rmtree(work, ignore_errors=True)
    campaign = Campaign(rs, seeds, work, jobs=args.jobs, crash_exits=extra.get("crash_exits", ()),
                        minimize_seconds=args.minimize_seconds,
                        log=lambda text: print(f"  {name}: {text}", file=sys.stderr, flush=True))
    for warning in campaign.warnings:
        print(f"  {name}: warning: {warning}", file=sys.stderr, flush=True)
    campaign.campaign(seconds=args.seconds)
    campaign.minimize_all()
    return campaign, report.write(campaign)


def root_causes(d) -> int:
    """Distinct places a reader died: the innermost frame of each signature
    (its function), per kind."""
    return len({(s["kind"], s["signature"].split(": ", 1)[-1].split(" < ")[0])
                for s in d["signatures"]})


def table(results) -> str:
    lines = ["| reader | runs | runs/s | crash | assertion | sanitizer | hang | oom | "
             "verdicts differ | unique signatures | root causes | first bug after |",
             "|---|---|---|---|---|---|---|---|---|---|---|---|"]
    for name, d in results:
        if d.get("failed"):
            lines.append(f"| {name} | failed: {d['failed']} |" + " - |" * 10)
            continue
        counts = {}
        for c in d["outcomes"].values():
            for k, v in c.items():
                counts[k] = counts.get(k, 0) + v
        differs = sum(g.get("differs", 0) for g in d["groups"].values())
        first = min((s["first_seconds"] for s in d["signatures"]), default=None)
        lines.append(f"| {name} | {d['runs']} | {d['runs_per_second']} | {counts.get('crash', 0)} "
                     f"| {counts.get('assertion', 0)} | {counts.get('sanitizer', 0)} "
                     f"| {counts.get('hang', 0)} | {counts.get('oom', 0)} | {differs} "
                     f"| {len(d['signatures'])} | {root_causes(d)} | "
                     f"{'-' if first is None else f'{first:.1f} s'} |")
    results = [(n, d) for n, d in results if not d.get("failed")]
    groups = sorted({g for _, d in results for g in d["groups"]})
    lines += ["", "Share of runs with a bug (or, for python-vs-js, a difference), by group:", "",
              "| group | " + " | ".join(n for n, _ in results) + " |",
              "|---|" + "---|" * len(results)]
    for g in groups:
        row = []
        for _, d in results:
            v = d["groups"].get(g)
            if not v or not v["runs"]:
                row.append("-")
            else:
                hits = v["bugs"] + v.get("differs", 0)
                row.append(f"{100 * hits / v['runs']:.1f}% ({v['runs']})")
        lines.append(f"| {g} | " + " | ".join(row) + " |")
    lines += ["", "Signatures (the innermost frame where the reader died):", ""]
    for name, d in results:
        for s in d["signatures"]:
            lines.append(f"- {name}: {s['kind']} `{s['signature'][:120]}` ({s['count']} runs, "
                         f"first at run {s['first_run']}, {s['first_seconds']:.1f} s; signed by "
                         f"{s.get('signed_by') or s['stack_source']}; "
                         f"{s['size']} -> {s['minimized_size']} bytes)")
    return "\n".join(lines)


def keep(campaign, name, folder) -> int:
    """Copy the minimized reproducers of an LLVM tool to ``folder``."""
    os.makedirs(folder, exist_ok=True)
    kept = 0
    for f in campaign.findings.values():
        repro = os.path.join(campaign.folder(f), "repro.dxbc")
        if not os.path.exists(repro) or f.kind == "differs":
            continue
        stem = f"{name}-{f.kind}-{f.id.rsplit('-', 1)[-1]}"
        shutil.copy(repro, os.path.join(folder, stem + ".dxbc"))
        argv = [os.path.basename(a) if i == 0 else a
                for i, a in enumerate(campaign.readers[0].argv)]
        with open(os.path.join(folder, stem + ".json"), "w") as out:
            json.dump({"tool": name, "argv": argv, "kind": f.kind, "signature": f.signature,
                       "found": f"run {f.first_run} of a dxfuzz hunt, mutation {f.mutation}"},
                      out, indent=2)
            out.write("\n")
        kept += 1
    return kept


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="python -m dxfuzz.hunt.demo", description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--seconds", type=float, default=120.0, help="per reader (default 120)")
    ap.add_argument("-j", "--jobs", type=int, default=os.cpu_count() or 1,
                    help="runs at once (default: the number of CPUs)")
    ap.add_argument("--timeout", type=float, default=10.0)
    ap.add_argument("--memory-mb", type=int, default=2048)
    ap.add_argument("--minimize-seconds", type=float, default=30.0)
    ap.add_argument("--seeds", nargs="+",
                    default=[os.path.join(os.environ.get("DXFUZZ_SHARED")
                                          or os.path.join(os.path.dirname(REPO), "shared"),
                                          "corpus")])
    ap.add_argument("--work", default=os.path.join(REPO, "build", "hunt-demo"))
    ap.add_argument("--keep", metavar="DIR", help="copy LLVM tools' reproducers here")
    ap.add_argument("--only", action="append", help="only these readers (by name)")
    args = ap.parse_args(argv)
    from .mutants import load_seeds
    seeds = load_seeds(args.seeds, lambda m, p: print(f"{p}: {m}", file=sys.stderr))
    if not seeds:
        print("hunt-demo: no seeds (set DXFUZZ_SHARED or --seeds)", file=sys.stderr)
        return 2
    kinds = seed_kinds(seeds)
    print(f"hunt-demo: {len(seeds)} seeds ({', '.join(f'{n} {k}' for k, n in kinds.items())}), "
          f"{args.jobs} jobs", file=sys.stderr, flush=True)
    results = []
    failed = 0
    try:
        for name, commands, extra in readers():
            if args.only and name not in args.only:
                continue
            print(f"hunt-demo: {name}, {args.seconds:.0f} s", file=sys.stderr, flush=True)
            try:
                campaign, d = run_one(name, commands, extra, seeds, args)
            except KeyboardInterrupt:
                raise
            except Exception as exc:  # one reader's failure must not lose the others' table
                failed += 1
                why = f"{type(exc).__name__}: {exc}".splitlines()[0][:120]
                print(f"hunt-demo: {name} failed: {why}", file=sys.stderr, flush=True)
                results.append((name, {"failed": why}))
                continue
            results.append((name, d))
            if args.keep and name.startswith(("obj2yaml", "llvm-")):
                print(f"hunt-demo: kept {keep(campaign, name, args.keep)} reproducers of {name}",
                      file=sys.stderr)
    finally:
        print(table(results))
    return 3 if failed else 0


def seed_kinds(seeds) -> dict:
    """How many seeds are FXC's DXBC and DXC's DXIL (a DXIL part)."""
    from .. import part_table
    from ..errors import ParseError
    out = {"DXBC": 0, "DXIL": 0}
    for s in seeds:
        try:
            fourccs = {f for f, _ in part_table.read_parts(s.data)}
        except ParseError:
            fourccs = set()
        out["DXIL" if "DXIL" in fourccs else "DXBC"] += 1
    return out


if __name__ == "__main__":
    sys.exit(main())
