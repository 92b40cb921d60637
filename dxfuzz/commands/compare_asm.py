"""``dxfuzz compare-asm``: our decode against FXC's own listing (``.asm``).

For every container with a listing beside it (``name.asm`` next to
``name.dxbc``), the header tables (cbuffers, resource bindings, signatures)
are compared by :mod:`dxfuzz.asm.headers` and the instructions by
:mod:`dxfuzz.asm.instructions`; each disagreement is printed.
"""
from __future__ import annotations

import importlib
import os

from . import Status, add, add_quiet
from .. import files, parse, progress, ParseError


def register(sub):
    p = add(sub, "compare-asm", "compare decoded containers with FXC's .asm listings beside them",
            "dxfuzz compare-asm ../shared/corpus", run)
    p.add_argument("paths", nargs="+", metavar="PATH",
                   help="containers with NAME.asm beside them, or folders of them")
    add_quiet(p, "print only the summary lines (and errors)")
    p.add_argument("--stats", action="store_true",
                   help="also print how many header fields were compared, per table")


def listing_for(path: str):
    base, _ = os.path.splitext(path)
    asm = base + ".asm"
    return asm if os.path.exists(asm) else None


def _comparer(name):
    try:
        return importlib.import_module(f"dxfuzz.asm.{name}").compare
    except ImportError:
        return None


def run(args) -> int:
    sections = [(label, _comparer(mod)) for label, mod in
                (("asm headers", "headers"), ("asm instructions", "instructions"))]
    stats = {}
    totals = {label: [0, 0] for label, _ in sections}
    status = Status()
    inputs = files.Inputs(args.paths, status.error)
    unlisted = 0
    for path, data in inputs.track("compare-asm"):
        asm = listing_for(path)
        if asm is None:
            if path in args.paths:
                status.error(f"no listing {os.path.splitext(path)[0]}.asm beside it", path)
            else:
                unlisted += 1
            continue
        try:
            with open(asm, encoding="utf-8", errors="replace") as f:
                listing = f.read()
        except OSError as exc:
            status.error(files.reason(exc), asm)
            continue
        try:
            obj = parse(data)
        except ParseError as exc:
            obj, error = None, str(exc)
        for label, compare in sections:
            if compare is None:
                continue
            totals[label][1] += 1
            if obj is None:
                diffs = [f"parse error: {error}"]
            elif label == "asm headers":
                diffs = compare(obj, listing, stats)
            else:
                diffs = compare(obj, listing)
            if not diffs:
                totals[label][0] += 1
            elif not args.quiet:
                for d in diffs:
                    progress.echo(f"{path}: {d}")
    if unlisted:
        print(f"asm: {unlisted} containers in the folders have no listing beside them "
              "(not compared)")
    ok = True
    for label, compare in sections:
        if compare is None:
            print(f"{label}: not implemented")
            ok = False
            continue
        n, m = totals[label]
        if label == "asm headers" and getattr(args, "stats", False):
            for table, count in sorted(stats.items()):
                print(f"{label}: {count} fields compared in {table}")
        print(f"{label}: {n}/{m} files agree")
        ok = ok and n == m
    if not ok:
        status.finding()
    return status.code
