"""``dxfuzz strip``: remove parts from a container."""
from __future__ import annotations

import sys

from . import CommandError, FINDINGS, add, fourcc
from ._editing import add_edit_options, read_input, write_edit
from .. import progress, ParseError


def register(sub):
    p = add(sub, "strip", "remove parts from a container, rewriting offsets, sizes and the "
                          "digest (in place, or to -o)",
            "dxfuzz strip shader.cso STAT ILDN PRIV --missing-ok -o stripped.cso", run)
    p.add_argument("file", metavar="FILE", help="the container ('-' for stdin, with -o)")
    p.add_argument("fourccs", nargs="+", metavar="FOURCC", type=fourcc,
                   help="fourccs of the parts to remove (every part with that fourcc)")
    p.add_argument("--missing-ok", action="store_true",
                   help="a FOURCC the container does not have is not an error")
    add_edit_options(p)


def run(args) -> int:
    from .. import edit
    data = read_input(args)
    try:
        out = edit.strip(data, args.fourccs, digest=args.digest, missing_ok=args.missing_ok)
        gone = [f for f in dict.fromkeys(args.fourccs) if edit.count_parts(data, f)]
    except KeyError as exc:
        raise CommandError(exc.args[0], args.file) from None
    except ParseError as exc:
        progress.echo(f"{args.file}: cannot edit it: {exc}", file=sys.stderr)
        return FINDINGS
    return write_edit(args, data, out, f"removed {', '.join(gone)}" if gone else "no such part")
