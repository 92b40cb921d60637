"""``dxfuzz scan``: find containers embedded in any file and carve them out."""
from __future__ import annotations

import os

from . import CommandError, Status, add, add_force, add_format, add_inputs, add_output, add_quiet
from .. import files, progress

TYPE_CHECKING = False  # typing's flag, without importing typing at start-up (mypy reads it the same)
if TYPE_CHECKING:
    from .. import scan


def register(sub):
    p = add(sub, "scan", "find every container embedded in arbitrary files (executables, "
                         "archives, memory dumps), check each one, and optionally write them out",
            "dxfuzz scan game.exe shaders.pak -o carved/", run)
    add_inputs(p, "files or folders to search (every file in them), or - for stdin")
    add_output(p, "folder", help="write each container found to DIR (named FILE@OFFSET.dxbc; "
                                 "a name two inputs share gets ~2, ~3); DIR may not lie inside "
                                 "a folder being searched")
    p.add_argument("--all", action="store_true",
                   help="also list the DXBC hits that are not containers, with the reason")
    p.add_argument("--top-level", action="store_true",
                   help="skip containers found inside another container (LIBF, effects)")
    add_format(p)
    add_force(p, "replace read-only or hard-linked files of the same names in DIR")
    add_quiet(p, "print only errors and the summary line")


def out_name(path: str, found: scan.Found) -> str:
    from .. import scan
    base = "stdin" if path == files.STDIN else (os.path.basename(path) or "data")
    tail = "" if found.status == scan.VALID else f".{found.status}"
    return f"{base}@{found.offset:08x}{tail}.dxbc"


def run(args) -> int:
    from .. import output, scan
    if args.output is not None:
        output.check_folder(args.output)
    status = Status()
    inputs = files.Inputs(args.paths, status.error, named="any", walked="any",
                          exclude=[args.output] if args.output else ())
    targets = inputs.paths()
    names = output.UniqueNames()
    total, written, report = 0, 0, []
    for path in progress.track(targets, label="scan"):
        name = files.label(path)
        try:
            if path == files.STDIN:
                data = inputs.read(path)
                found = list(scan.scan_buffer(data or b"", include_rejected=args.all))
            else:
                found = scan.scan_file(path, include_rejected=args.all)
        except OSError as exc:
            status.error(files.reason(exc), name)
            continue
        if args.top_level:
            found = [f for f in found if f.nested_in is None]
        for f in found:
            if f.status == scan.REJECTED:
                continue
            total += 1
            if args.output:
                carved = data[f.offset:f.offset + f.available] if path == files.STDIN \
                    else scan.carve(path, f)
                try:
                    output.write_file(os.path.join(args.output, names(out_name(path, f))), carved,
                                      force=args.force)
                    written += 1
                except CommandError as exc:
                    status.error(exc.message, exc.path)
        if args.format == "json":
            report.append({"file": name, "containers": [f.as_dict() for f in found]})
            continue
        if not args.quiet:
            for f in found:
                progress.echo(_line(name, f))
    if args.format == "json":
        import json
        print(json.dumps(report, indent=2))
    else:
        where = f", {written} written to {args.output}" if args.output else ""
        progress.echo(f"scan: {total} containers in {len(targets)} files{where}")
    return status.code


def _line(path: str, f: scan.Found) -> str:
    from .. import scan
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
