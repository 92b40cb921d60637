"""``dxfuzz strip``: remove parts from a container."""
from __future__ import annotations

import sys

from . import add
from .. import digest, edit, files, ParseError


def register(sub):
    p = add(sub, "strip", "remove parts from a container, rewriting offsets, sizes and the "
                          "digest (in place, or to -o)",
            "dxfuzz strip shader.cso STAT ILDN PRIV --missing-ok -o stripped.cso", run)
    p.add_argument("file", metavar="FILE")
    p.add_argument("fourccs", nargs="+", metavar="FOURCC", type=edit.fourcc_arg,
                   help="fourccs of the parts to remove (every part with that fourcc)")
    p.add_argument("--missing-ok", action="store_true",
                   help="a FOURCC the container does not have is not an error")
    add_output_options(p)


def add_output_options(p):
    """``-o`` and ``--digest``, shared by the commands that rewrite a container."""
    p.add_argument("-o", "--output", metavar="OUT", help="write here instead of in place")
    p.add_argument("--digest", choices=edit.DIGESTS, default="recompute",
                   help="the new header digest: recompute it (default), keep the old bytes, "
                        "or write the zero / bypass / preview sentinel")


def finish(args, out: bytes, what: str) -> int:
    target = args.output or args.file
    edit.write_file(target, out)
    print(f"{target}: {what}; {len(out)} bytes, digest {digest.state(out)}")
    return 0


def run(args) -> int:
    try:
        data = files.read(args.file)
        out = edit.strip(data, args.fourccs, digest=args.digest, missing_ok=args.missing_ok)
    except OSError as exc:
        print(f"{args.file}: {exc.strerror or exc}", file=sys.stderr)
        return 2
    except (ParseError, KeyError, ValueError) as exc:
        print(f"{args.file}: {exc.args[0] if isinstance(exc, KeyError) else exc}", file=sys.stderr)
        return 1
    gone = [f for f in args.fourccs if edit.count_parts(data, f)]
    return finish(args, out, f"removed {', '.join(gone) or 'nothing'}")
