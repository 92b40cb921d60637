"""``dxfuzz digest``: check or fix the container digest."""
from __future__ import annotations

from . import CommandError, Status, add, add_force, add_inputs, add_quiet
from .. import files, progress


def register(sub):
    p = add(sub, "digest", "print each container's digest state (valid, zero, bypass, preview, "
                           "mismatch), or sign containers in place with --fix",
            "dxfuzz digest --fix patched.cso", run)
    add_inputs(p, "containers, folders of them, or - for stdin (not with --fix)")
    p.add_argument("--fix", action="store_true",
                   help="sign each container whose digest is not valid, in place (a file "
                        "'dxfuzz check' rejects for another reason is left alone unless --force)")
    add_force(p, "with --fix: sign files 'dxfuzz check' rejects, and replace read-only or "
                 "hard-linked files")
    add_quiet(p, "print only the files that are not valid (or were fixed)")


def run(args) -> int:
    status = Status()
    if args.fix and files.STDIN in args.paths:
        status.error("--fix edits files in place; it cannot edit stdin", "-")
        args.paths = [p for p in args.paths if p != files.STDIN]
    inputs = files.Inputs(args.paths, status.error)
    if not args.fix:
        for name, data in inputs.track("digest"):
            _report(args, status, name, data)
        return status.code
    from .. import output
    for path in progress.track(inputs.paths(), label="digest"):
        try:
            with output.InPlace(path) as held:
                why = files.not_container(held.data)
                if why:
                    status.error(why, path)
                    continue
                if _report(args, status, path, held.data):
                    _fix(args, status, path, held)
        except CommandError as exc:
            status.error(exc.message, exc.path)
    return status.code


def _report(args, status: Status, name: str, data: bytes) -> bool:
    """Print one file's digest state; True when --fix has something to do."""
    from .. import digest
    if len(data) < 32:
        status.finding()
        progress.echo(f"{name}: no digest: the data ends inside the 32-byte header")
        return False
    state = digest.state(data)
    if args.fix and state != "valid":
        return True
    if state != "valid":
        status.finding()
    if not (args.quiet and state == "valid"):
        progress.echo(f"{name}: {state}")
    return False


def _fix(args, status: Status, path: str, held) -> None:
    """Sign one file in place (``held``: its :class:`~dxfuzz.output.InPlace` edit)."""
    from .. import digest, edit, output
    data = held.data
    state = digest.state(data)
    problems = edit.signing_problems(data)
    if problems and not args.force:
        status.error(f"{state}, not fixed: 'dxfuzz check' rejects it ({problems[0]}"
                     f"{f' and {len(problems) - 1} more' if len(problems) > 1 else ''}); "
                     "signing it would vouch for it; --force signs it anyway", path)
        return
    try:
        output.write_file(path, digest.with_digest(data, "recompute"), force=args.force, edit=held)
    except CommandError as exc:
        status.error(f"{state}, not fixed: {exc.message}", exc.path)
        return
    progress.echo(f"{path}: {state} -> valid (signed)")
