"""``dxfuzz replace``: put new data in a part of a container."""
from __future__ import annotations

import sys

from . import add
from .strip import add_output_options, finish
from .. import edit, files, rules, ParseError


def register(sub):
    p = add(sub, "replace", "replace the data of a part with the bytes of a file, rewriting "
                            "offsets, sizes and the digest (in place, or to -o)",
            "dxfuzz replace shader.cso RTS0 rootsig.bin -o patched.cso", run)
    p.add_argument("file", metavar="FILE")
    p.add_argument("fourcc", metavar="FOURCC", type=edit.fourcc_arg)
    p.add_argument("data", metavar="DATA", help="file holding the new part data (no part header)")
    p.add_argument("--index", type=int, default=None, metavar="N",
                   help="replace only the N-th part with this fourcc (default: all of them)")
    p.add_argument("--add", action="store_true",
                   help="add the part if the container has none (at the end, before PRIV)")
    add_output_options(p)


def run(args) -> int:
    try:
        data = files.read(args.file)
        payload = files.read(args.data)
        out = edit.replace(data, args.fourcc, payload, digest=args.digest, index=args.index,
                           add=args.add)
    except OSError as exc:
        print(f"{exc.filename or args.file}: {exc.strerror or exc}", file=sys.stderr)
        return 2
    except (ParseError, KeyError, ValueError) as exc:
        print(f"{args.file}: {exc.args[0] if isinstance(exc, KeyError) else exc}", file=sys.stderr)
        return 1
    status = finish(args, out, f"{args.fourcc} now holds {len(payload)} bytes")
    if args.fourcc in ("DXIL", "HASH"):
        report = rules.check(out, rules=["hash-part"])
        if report.status("hash-part") == rules.FAIL:
            print(f"note: the HASH part no longer matches the bitcode "
                  f"({report.by_rule('hash-part')[0].message})", file=sys.stderr)
    return status
