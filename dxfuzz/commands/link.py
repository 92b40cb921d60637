"""``dxfuzz link``: check that 2 to 5 compiled stages, given in pipeline order, link
as D3D12's pipeline-state creation links them (signatures, control points, domain, payload)."""
from __future__ import annotations

import os

from . import CommandError, FINDINGS, OK, Status, add, add_format, add_inputs, add_list, add_quiet
from .. import files, progress

#: How many stages a pipeline has: a VS and a PS at least, VS HS DS GS PS at most.
FEWEST, MOST = 2, 5


def register(sub):
    """Add ``link`` to the sub-commands."""
    p = add(sub, "link",
            "check that 2 to 5 shaders, given in pipeline order (VS HS DS GS PS, or AS MS PS), "
            "link as D3D12 links them: signatures, control points, tessellator domain, payload",
            "dxfuzz link vs.cso ps.cso      # dxfuzz link --list: the rules", run)
    add_inputs(p, "the stages' containers in pipeline order, 2 to 5 files (- for stdin, once)",
               optional=True)
    add_quiet(p, "print only failures, warnings, skips and the verdict line")
    add_format(p)
    add_list(p, "rules")


def run(args) -> int:
    """Link the named files and print the report; exit 1 when a rule fails."""
    from ..signatures import linking
    if args.list:
        import textwrap
        for name, doc in linking.RULES.items():
            lines = textwrap.wrap(doc, 58)
            print(f"{name:20} {lines[0]}")
            for line in lines[1:]:
                print(" " * 21 + line)
        return OK
    if not FEWEST <= len(args.paths) <= MOST:
        raise CommandError(f"give {FEWEST} to {MOST} FILEs, one per stage in pipeline order "
                           f"(VS HS DS GS PS, or AS MS PS), not {len(args.paths)}")
    for path in args.paths:
        if path != files.STDIN and os.path.isdir(path):
            raise CommandError("is a folder; link reads one file per stage", path)
    status = Status()
    stages = list(files.Inputs(args.paths, status.error, named="container"))
    if status.errors:
        return status.code
    report = linking.link(stages)
    if args.format == "json":
        import json
        print(json.dumps(report.as_dict(), indent=2))
    else:
        progress.echo(_text(report, args.quiet))
    return FINDINGS if report.failed else OK


def _text(report, quiet: bool) -> str:
    """The report for people: the pipeline, one line per finding (a failure, warning or
    skip with the file and offset it is about), the verdict."""
    lines = [" -> ".join(f"{name} ({stage})" for name, stage in zip(report.files, report.stages))]
    for f in report.findings:
        if quiet and f.status == "pass":
            continue
        status = f.status.upper() if f.status in ("fail", "warn") else f.status
        shown = f.status != "pass" and f.file is not None and f.offset is not None
        where = f"{f.file}@{f.offset:#x}  " if shown else ""
        lines.append(f"  {status:5} {f.rule:20} {where}{f.message}")
    lines.append(f"  => {report.summary()}")
    return "\n".join(lines)
