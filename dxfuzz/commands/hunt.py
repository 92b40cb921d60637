"""``dxfuzz hunt``: fuzz any container reader from the outside - run
mutants through its command line, sort the outcomes, deduplicate, minimize, report.

    dxfuzz hunt shaders/ -- obj2yaml @@
    dxfuzz hunt shaders/ -j 2 --seconds 600 -o work/ -- vkd3d-compiler -o /dev/null @@
    dxfuzz hunt shaders/ --reader "python -m mylib @@" --reader "node mylib.js @@"

``@@`` is replaced by the path of the input file; without it the input goes
to the command's stdin. With two or more ``--reader`` commands the mutants
run through each and the runs where their verdicts differ are findings too
(differential mode). The work folder holds the state, the findings and the
report; running again on it resumes the campaign. See docs/hunting.md.
"""
from __future__ import annotations

import os
import shutil
import sys

from . import (CommandError, FINDINGS, Status, add, add_inputs, add_jobs, add_output, add_quiet,
               add_timeout, count, exit_status, seconds)
from .. import progress


def register(sub):
    p = add(sub, "hunt", "fuzz any container reader from the outside: run mutants through its "
                         "command line, deduplicate crashes by stack, minimize, report",
            "dxfuzz hunt ../shared/corpus -j 2 --seconds 300 -- obj2yaml @@", run,
            passthrough=True)
    add_inputs(p, "seed containers, or folders of them; then -- and the reader's command "
                  "line, with @@ for the input file (else it gets the input on stdin)",
               optional=True)
    p.add_argument("--reader", action="append", default=[], metavar="'CMD ARGS @@'",
                   help="a reader's command line in one (shell-quoted) argument; repeat it "
                        "for differential mode, where the readers' verdicts are compared")
    add_output(p, "folder", help="the work folder: state, findings, report.md, report.json "
                                 "(default hunt-out; a second run on it resumes the campaign)")
    add_jobs(p, "runs at once")
    g = p.add_mutually_exclusive_group()
    g.add_argument("--seconds", type=seconds, metavar="SECONDS",
                   help="run for this long (default 60)")
    g.add_argument("--runs", type=count, metavar="N",
                   help="run this many mutants (0: only minimize and report what the work "
                        "folder holds)")
    add_timeout(p, "seconds a run may take before it counts as a hang")
    p.add_argument("--memory-mb", type=count, default=2048, metavar="MB",
                   help="address-space cap of each run, MiB (default 2048; 0: none; sanitizer "
                        "builds get a hard RSS limit instead)")
    p.add_argument("--reader-digest", choices=("auto", "checks", "ignores"), default="auto",
                   help="whether the reader checks the container digest: auto (default) finds "
                        "out by running seeds with a wrong digest; a reader that checks gets "
                        "every mutant and every minimization step signed again")
    p.add_argument("--weight", action="append", default=[], metavar="GROUP=W",
                   help="weight of a mutation group (default 1, libfuzzer 2, digest 0.25; "
                        "groups: truncate, header, layout, versioned, part, bytecode, signature, bitcode, bytes, "
                        "libfuzzer, digest)")
    p.add_argument("--crash-exit", action="append", type=exit_status, default=[], metavar="STATUS",
                   help="an exit status that means the reader broke (e.g. 3, dxfuzz's "
                        "internal error), not that it refused the input")
    p.add_argument("--normalise", metavar="CMD",
                   help="differential mode: also compare the readers' outputs, each piped "
                        "through this shell command first")
    p.add_argument("--minimize-seconds", type=count, default=60, metavar="SECONDS",
                   help="seconds spent minimizing each new signature (default 60; 0: keep the "
                        "input as found)")
    p.add_argument("--no-gdb", action="store_true",
                   help="do not run gdb for the stack of a crash that printed none")
    p.add_argument("--seed", type=int, default=0, metavar="N",
                   help="random seed of the campaign (default 0)")
    add_quiet(p, "print only the summary (no progress line, no line per new signature)")


def run(args) -> int:
    import time
    started = time.monotonic()
    from ..hunt import report
    from ..hunt.campaign import Campaign
    from ..hunt.mutants import load_seeds, parse_weights
    from ..hunt.reader import Reader, ReaderError
    readers = [Reader.parse(r, timeout=args.timeout, memory_mb=args.memory_mb)
               for r in args.reader]
    if args.passthrough:
        readers.insert(0, Reader(args.passthrough, timeout=args.timeout, memory_mb=args.memory_mb))
    if not readers:
        raise CommandError("give the reader's command line after --, or --reader 'CMD @@'")
    for r in readers:
        if shutil.which(r.argv[0]) is None:
            raise CommandError("no such program (the reader's command)", r.argv[0])
    names = [r.name for r in readers]
    for i, r in enumerate(readers):  # differential mode needs names apart
        if names.count(r.name) > 1:
            r.name = f"{r.name}#{i + 1}"
    if not args.paths:
        raise CommandError("give seed containers or folders before --")
    try:
        weights = parse_weights(args.weight)
    except ValueError as exc:
        raise CommandError(str(exc)) from None
    workdir = "hunt-out" if args.output is None else args.output
    from .. import output
    output.check_folder(workdir, what="work folder")
    status = Status()
    seeds = load_seeds(args.paths, status.error)
    if not seeds:
        raise CommandError("no seed could be read")
    log = (lambda text: None) if args.quiet else \
        (lambda text: progress.echo(f"hunt: {text}", file=sys.stderr))
    if not args.quiet and args.reader_digest == "auto" and not os.path.exists(
            os.path.join(workdir, "state.json")):
        log(f"probing the reader with up to {min(8, len(seeds))} seeds, {args.jobs} at a time "
            f"(a run may take {args.timeout:g} s)")
    try:
        campaign = Campaign(readers, seeds, workdir, jobs=args.jobs, weights=weights,
                            digest=args.reader_digest, crash_exits=args.crash_exit, base=args.seed,
                            normaliser=args.normalise, gdb=not args.no_gdb,
                            minimize_seconds=args.minimize_seconds, log=log, started=started,
                            show_progress=not args.quiet)
    except ReaderError as exc:
        raise CommandError(str(exc)) from None
    except ValueError as exc:
        raise CommandError(str(exc), workdir) from None
    for name, probe in campaign.digest_probe.items():
        log(f"{name} {'checks' if probe['checks'] else 'ignores'} the digest ({probe['how']}; "
            f"{campaign.phases.get('probe', 0):.1f} s)")
    for warning in campaign.warnings:  # even with -q: the campaign may be testing nothing
        progress.echo(f"dxfuzz hunt: warning: {warning}", file=sys.stderr)
    seconds_ = args.seconds if args.runs is None and args.seconds is not None else \
        (60.0 if args.runs is None else None)
    bar = None if args.quiet else progress.Progress(label="hunt")
    seen = [campaign.state["runs"]]

    def show(c):
        bar.update(c.state["runs"] - seen[0], _line(c))
        seen[0] = c.state["runs"]
    interrupted = False
    try:
        campaign.campaign(runs=args.runs, seconds=seconds_,
                          on_progress=None if bar is None else show)
    except KeyboardInterrupt:
        interrupted = True
    finally:
        if bar is not None:
            bar.close()
    if not interrupted:
        try:
            campaign.minimize_all()
        except KeyboardInterrupt:
            interrupted = True
    d = report.write(campaign)
    print(report.summary(d))
    print(f"report: {os.path.join(workdir, 'report.md')}"
          + (" (interrupted: findings not minimized yet; run again with --runs 0)"
             if interrupted else ""))
    if interrupted:
        raise KeyboardInterrupt
    if d["signatures"]:
        status.finding()
    return max(status.code, FINDINGS if d["signatures"] else 0)


def _line(campaign) -> str:
    st = campaign.state
    totals = {}
    for counts in st["outcomes"].values():
        for k, v in counts.items():
            totals[k] = totals.get(k, 0) + v
    shown = ", ".join(f"{k} {v}" for k, v in totals.items() if v)
    return f"{shown}; {len(campaign.findings)} unique"
