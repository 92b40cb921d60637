"""``dxfuzz check``: named rules, each pass/fail with the offending byte offset,
and one line per file saying why D3D would reject it."""
from __future__ import annotations


from . import CommandError, Status, add, add_format, add_inputs, add_list, add_quiet
from .. import files, progress


#: The width of the rule-name column: the longest name's.
_NAME_WIDTH = 26


def register(sub):
    p = add(sub, "check",
            "check containers against named rules (layout, digest, HASH, PSV0, signatures) "
            "and say why D3D would reject each one",
            "dxfuzz check --strict shader.cso      # dxfuzz check --list: the rules", run)
    add_inputs(p, "files (any content: a malformed file is what check is for), folders "
                  "(searched for files starting with DXBC), or - for stdin", optional=True)
    p.add_argument("--strict", action="store_true",
                   help="also enforce DXC's rules: parts back to back ending at the file size, "
                        "no repeated part, PRIV last (otherwise they only warn)")
    add_quiet(p, "print only failures, warnings and the verdict line")
    p.add_argument("--rule", action="append", metavar="NAME",
                   help="run only this rule (repeatable)")
    add_format(p)
    add_list(p, "rules")


def run(args) -> int:
    from .. import rules
    if args.list:
        print("who refuses a file that breaks the rule: d3d = the runtime, dxc = DXC's validator,\n"
              "llvm = LLVM's reader, tools = debuggers and PDB lookup\n")
        import textwrap
        for r in rules.RULES:
            flag = " Enforced with --strict, a warning otherwise." if r.strict else ""
            text = textwrap.wrap(r.doc + flag, 100 - _NAME_WIDTH - 8)
            print(f"{r.name:{_NAME_WIDTH}} {r.who:6} {text[0]}")
            for line in text[1:]:
                print(" " * (_NAME_WIDTH + 8) + line)
        return 0
    if not args.paths:
        raise CommandError("give at least one FILE (or --list)")
    known = {r.name for r in rules.RULES}
    if args.rule:
        unknown = [n for n in args.rule if n not in known]
        if unknown:
            raise CommandError(f"unknown rule {', '.join(unknown)} (see --list)")
    status = Status()
    inputs = files.Inputs(args.paths, status.error, named="any")
    out_json = []
    for name, data in inputs.track("check"):
        report = rules.check(data, strict=args.strict, rules=args.rule)
        if report.failed:
            status.finding()
        if args.format == "json":
            out_json.append({"file": name, "verdict": report.summary(),
                             "failed": report.failed,
                             "findings": [f.as_dict() for f in report.findings]})
            continue
        lines = [name]
        for f in report.findings:
            if args.quiet and f.status in (rules.PASS, rules.NA, rules.SKIP):
                continue
            where = f"@{f.offset:#x}" if f.offset is not None else ""
            lines.append(f"  {f.status.upper() if f.status in ('fail', 'warn') else f.status:5} "
                         f"{f.rule:{_NAME_WIDTH}} {where:>9}  {f.message}")
        lines.append(f"  => {report.summary()}")
        progress.echo("\n".join(lines))
    if args.format == "json":
        import json
        print(json.dumps(out_json, indent=2))
    return status.code
