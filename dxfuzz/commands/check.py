"""``dxfuzz check``: named rules, each pass/fail with the offending byte offset,
and one line per file saying why D3D would reject it."""
from __future__ import annotations

import json
import os
import sys
import textwrap

from . import add
from .. import files, progress, rules


def register(sub):
    p = add(sub, "check",
            "check containers against named rules (layout, digest, HASH, PSV0, signatures) "
            "and say why D3D would reject each one",
            "dxfuzz check --strict shader.cso      # dxfuzz check --list: the rules", run)
    p.add_argument("paths", nargs="*", metavar="FILE",
                   help="containers (directories are searched for files starting with DXBC)")
    p.add_argument("--strict", action="store_true",
                   help="also enforce DXC's rules: parts back to back ending at the file size, "
                        "no repeated part, PRIV last (otherwise they only warn)")
    p.add_argument("-q", "--quiet", action="store_true",
                   help="print only failures, warnings and the verdict line")
    p.add_argument("--rule", action="append", metavar="NAME",
                   help="run only this rule (repeatable)")
    p.add_argument("--format", choices=("text", "json"), default="text")
    p.add_argument("--list", action="store_true", help="list the rules and exit")


def _targets(paths):
    for path in paths:
        if os.path.isdir(path):
            yield from files.iter_containers([path])
        else:
            yield path


def run(args) -> int:
    if args.list:
        print("who refuses a file that breaks the rule: d3d = the runtime, dxc = DXC's validator,\n"
              "llvm = LLVM's reader, tools = debuggers and PDB lookup\n")
        for r in rules.RULES:
            flag = " Enforced with --strict, a warning otherwise." if r.strict else ""
            text = textwrap.wrap(r.doc + flag, 72)
            print(f"{r.name:20} {r.who:6} {text[0]}")
            for line in text[1:]:
                print(" " * 28 + line)
        return 0
    if not args.paths:
        print("dxfuzz check: give at least one FILE (or --list)", file=sys.stderr)
        return 2
    known = {r.name for r in rules.RULES}
    if args.rule:
        unknown = [n for n in args.rule if n not in known]
        if unknown:
            print(f"dxfuzz check: unknown rule {', '.join(unknown)} (see --list)", file=sys.stderr)
            return 2
    targets = list(_targets(args.paths))
    status, out_json = 0, []
    for path in progress.track(targets, label="check"):
        try:
            data = files.read(path)
        except OSError as exc:
            progress.echo(f"{path}: cannot read: {exc.strerror or exc}", file=sys.stderr)
            status = max(status, 2)
            continue
        report = rules.check(data, strict=args.strict, rules=args.rule)
        if report.failed:
            status = max(status, 1)
        if args.format == "json":
            out_json.append({"file": path, "verdict": report.summary(),
                             "findings": [f.as_dict() for f in report.findings]})
            continue
        lines = [path]
        for f in report.findings:
            if args.quiet and f.status in (rules.PASS, rules.NA, rules.SKIP):
                continue
            where = f"@{f.offset:#x}" if f.offset is not None else ""
            lines.append(f"  {f.status.upper() if f.status in ('fail', 'warn') else f.status:5} "
                         f"{f.rule:20} {where:>9}  {f.message}")
        lines.append(f"  => {report.summary()}")
        progress.echo("\n".join(lines))
    if args.format == "json":
        print(json.dumps(out_json if len(out_json) != 1 else out_json[0], indent=2))
    return status
