"""What the commands that rewrite a container (``strip``, ``replace``) share:
the input, ``-o``, ``--digest``, ``--force`` and ``-q``, and the careful write."""
from __future__ import annotations

import contextlib
import sys

from . import CommandError, FindingError, add_force, add_input, add_output, add_quiet, read_single
from .. import edit, files, progress, ParseError


def add_edit_options(p):
    add_output(p, help="write here instead of in place ('-' for stdout)")
    p.add_argument("--digest", choices=edit.DIGESTS, default="auto",
                   help="the new header digest: auto (default) signs a container that was "
                        "validly signed and keeps any other state (zero, bypass, a mismatch); "
                        "recompute signs it whatever it was; keep leaves the old bytes; zero, "
                        "bypass, preview write that sentinel")
    add_force(p, "sign a container 'dxfuzz check' rejects, and replace a read-only or "
                 "hard-linked file")
    add_quiet(p, "print only errors")


def add_edited_input(p):
    add_input(p, "the container to edit ('-' for stdin, with -o)")


@contextlib.contextmanager
def editing(args):
    """``(data, edit)``: the container to edit (``args.file``) and, for an
    edit in place, the :class:`~dxfuzz.output.InPlace` that holds the file
    locked until the write (None with ``-o``). The output is checked first."""
    from .. import output
    if args.output is None and args.file == files.STDIN:
        raise CommandError("reading stdin: give -o OUT (or -o - for stdout)", "<stdin>")
    if args.output is not None:
        output.check_target(args.output)
        yield read_single(args.file), None
        return
    with output.InPlace(args.file) as held:
        why = files.not_container(held.data)
        if why:
            raise CommandError(why, args.file)
        yield held.data, held


@contextlib.contextmanager
def refusals(args, what: str = "cannot edit it"):
    """What an edit of ``args.file`` refuses, as the command reports it: a
    part that is not there (an error: exit 2), a container whose parts
    cannot be taken apart (a finding: exit 1)."""
    try:
        yield
    except KeyError as exc:
        raise CommandError(exc.args[0], files.label(args.file)) from None
    except ParseError as exc:
        raise FindingError(f"{what}: {exc}", files.label(args.file)) from None


def write_edit(args, data: bytes, out: bytes, what: str, held=None) -> int:
    """Write the edited container (in place, or to ``-o``) and say what was done.

    An edit that changed nothing leaves the file alone. A result that would
    be signed is checked first: signing vouches for it, so a container that
    ``dxfuzz check`` rejects is only signed with ``--force``."""
    from .. import digest, output
    name = files.label(args.file)
    target = args.output if args.output is not None else args.file
    if out == data and args.output is None:
        if not args.quiet:
            progress.echo(f"{name}: unchanged ({what}); nothing written")
        return 0
    before, after = digest.state(data), digest.state(out)
    if after == "valid" and out[4:20] != data[4:20]:  # this edit signs it
        problems = edit.signing_problems(out)
        if problems and not args.force:
            more = f" and {len(problems) - 1} more" if len(problems) > 1 else ""
            raise CommandError(f"not written: the result would be signed, but 'dxfuzz check' "
                               f"rejects it ({problems[0]}{more}); --force signs it anyway, "
                               f"--digest keep or zero leaves it unsigned", name)
    output.write_file(target, out, force=args.force, final=True, edit=held)
    note = ""
    if after == "valid" and before != "valid":
        note = f" (the input's digest was {before}; now signed)"
    elif before == "valid" and after != "valid":
        note = f" (the input was validly signed; now {after})"
    shown = "<stdout>" if target == "-" else target
    if not args.quiet:
        progress.echo(f"{shown}: {what}; {len(out)} bytes, digest {after}{note}",
                      file=sys.stderr if target == "-" else None)
    return 0
