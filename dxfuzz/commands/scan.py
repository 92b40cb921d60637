"""``dxfuzz scan``: find containers embedded in any file and carve them out."""
from __future__ import annotations

import json
import os
import sys

from . import add
from .. import edit, progress, scan


def register(sub):
    p = add(sub, "scan", "find every container embedded in arbitrary files (executables, "
                         "archives, memory dumps), check each one, and optionally write them out",
            "dxfuzz scan game.exe shaders.pak --out carved/", run)
    p.add_argument("paths", nargs="+", metavar="FILE", help="files or directories to search")
    p.add_argument("--out", metavar="DIR", help="write each container found to DIR")
    p.add_argument("--all", action="store_true",
                   help="also list the DXBC hits that are not containers, with the reason")
    p.add_argument("--top-level", action="store_true",
                   help="skip containers found inside another container (LIBF, effects)")
    p.add_argument("--format", choices=("text", "json"), default="text")


def _files(paths):
    for path in paths:
        if os.path.isdir(path):
            for root, dirs, names in os.walk(path):
                dirs.sort()
                for name in sorted(names):
                    yield os.path.join(root, name)
        else:
            yield path


def out_name(path: str, found: scan.Found) -> str:
    base = os.path.basename(path) or "data"
    tail = "" if found.status == scan.VALID else f".{found.status}"
    return f"{base}@{found.offset:08x}{tail}.dxbc"


def run(args) -> int:
    if args.out:
        os.makedirs(args.out, exist_ok=True)
    targets = list(_files(args.paths))
    total, status, report = 0, 0, []
    for path in progress.track(targets, label="scan"):
        try:
            found = scan.scan_file(path, include_rejected=args.all)
        except OSError as exc:
            progress.echo(f"{path}: cannot read: {exc.strerror or exc}", file=sys.stderr)
            status = 2
            continue
        if args.top_level:
            found = [f for f in found if f.nested_in is None]
        for f in found:
            if f.status == scan.REJECTED:
                continue
            total += 1
            if args.out:
                edit.write_file(os.path.join(args.out, out_name(path, f)), scan.carve(path, f))
        if args.format == "json":
            report.append({"file": path, "containers": [f.as_dict() for f in found]})
            continue
        for f in found:
            progress.echo(_line(path, f))
    if args.format == "json":
        print(json.dumps(report, indent=2))
    else:
        where = f", written to {args.out}" if args.out else ""
        progress.echo(f"scan: {total} containers in {len(targets)} files{where}")
    return status


def _line(path: str, f: scan.Found) -> str:
    if f.status == scan.REJECTED:
        return f"{path}@{f.offset:#x}: not a container: {f.problem}"
    size = f"{f.size} bytes" if f.available == f.size else f"{f.available}/{f.size} bytes"
    bits = [f"{path}@{f.offset:#x}: {f.status}", size]
    if f.digest:
        bits.append(f"digest {f.digest}")
    bits.append(f"parts {','.join(f.parts) or '-'}")
    if f.nested_in is not None:
        bits.append(f"inside {f.nested_in:#x}")
    if f.problem:
        bits.append(f.problem)
    return ", ".join(bits)
