"""``dxfuzz replace``: put new data in a part of a container."""
from __future__ import annotations

import sys

from . import CommandError, add, add_index, add_input_option, fourcc, read_single
from ._editing import add_edit_options, add_edited_input, editing, refusals, write_edit
from .. import files


def register(sub):
    p = add(sub, "replace", "replace the data of a part with the bytes of a file, rewriting "
                            "offsets, sizes and the digest (in place, or to -o)",
            "dxfuzz replace shader.cso RTS0 rootsig.bin -o patched.cso", run)
    add_edited_input(p)
    p.add_argument("fourcc", metavar="FOURCC", type=fourcc,
                   help="the parts to replace (every part with that fourcc, or the N-th "
                        "with --index)")
    add_input_option(p, "data", metavar="DATA",
                     help="file holding the new part data, without a part header ('-' for stdin)")
    add_index(p, "replace only the N-th part with this fourcc (0 is the first; default: all "
                 "of them)")
    p.add_argument("--add", action="store_true",
                   help="add the part if the container has none (at the end, before PRIV)")
    add_edit_options(p)


def run(args) -> int:
    from .. import edit, rules
    if args.data == files.STDIN and args.file == files.STDIN:
        raise CommandError("only one of FILE and DATA can be stdin", "-")
    with editing(args) as (data, held):
        payload = read_single(args.data, named="any")
        with refusals(args):
            out = edit.replace(data, args.fourcc, payload, digest=args.digest, index=args.index,
                               add=args.add)
        status = write_edit(args, data, out, f"{args.fourcc} now holds {len(payload)} bytes", held)
    if args.fourcc in ("DXIL", "HASH") and out != data:
        report = rules.check(out, rules=["hash-part"])
        if report.status("hash-part") == rules.FAIL:
            print(f"note: the HASH part no longer matches the bitcode "
                  f"({report.by_rule('hash-part')[0].message})", file=sys.stderr)
    return status
