"""``dxfuzz digest``: check or fix the container digest."""
from __future__ import annotations

from . import CommandError, Status, add, add_force, add_quiet
from .. import files, progress


def register(sub):
    p = add(sub, "digest", "print each container's digest state (valid, zero, bypass, preview, "
                           "mismatch), or sign containers in place with --fix",
            "dxfuzz digest --fix patched.cso", run)
    p.add_argument("paths", nargs="+", metavar="FILE",
                   help="containers, folders of them, or - for stdin (not with --fix)")
    p.add_argument("--fix", action="store_true",
                   help="sign each container whose digest is not valid, in place (a file "
                        "'dxfuzz check' rejects for another reason is left alone unless --force)")
    add_force(p, "with --fix: sign files 'dxfuzz check' rejects, and replace read-only or "
                 "hard-linked files")
    add_quiet(p, "print only the files that are not valid (or were fixed)")


def run(args) -> int:
    from .. import digest, edit, output
    status = Status()
    if args.fix and files.STDIN in args.paths:
        status.error("--fix edits files in place; it cannot edit stdin", "-")
        args.paths = [p for p in args.paths if p != files.STDIN]
    inputs = files.Inputs(args.paths, status.error)
    for name, data in inputs.track("digest"):
        if len(data) < 32:
            status.finding()
            progress.echo(f"{name}: no digest: the data ends inside the 32-byte header")
            continue
        state = digest.state(data)
        if not args.fix or state == "valid":
            if state != "valid":
                status.finding()
            if not (args.quiet and state == "valid"):
                progress.echo(f"{name}: {state}")
            continue
        problems = edit.signing_problems(data)
        if problems and not args.force:
            status.error(f"{state}, not fixed: 'dxfuzz check' rejects it ({problems[0]}"
                         f"{f' and {len(problems) - 1} more' if len(problems) > 1 else ''}); "
                         "signing it would vouch for it; --force signs it anyway", name)
            continue
        try:
            output.write_file(name, digest.with_digest(data, "recompute"), force=args.force)
        except CommandError as exc:
            status.error(f"{state}, not fixed: {exc.message}", exc.path)
            continue
        progress.echo(f"{name}: {state} -> valid (signed)")
    return status.code
