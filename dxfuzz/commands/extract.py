"""``dxfuzz extract``: the data of one part (or a program part's bare bitcode)."""
from __future__ import annotations

import sys

from . import CommandError, FINDINGS, add, add_force, add_output, count, fourcc, read_single
from .. import files, progress, ParseError


def register(sub):
    p = add(sub, "extract", "write the data of one part of a container (e.g. the DXIL program, "
                            "or with --bitcode its bare LLVM bitcode)",
            "dxfuzz extract shader.cso DXIL --bitcode -o shader.bc && llvm-bcanalyzer shader.bc",
            run)
    p.add_argument("file", metavar="FILE", help="the container ('-' for stdin)")
    p.add_argument("fourcc", metavar="FOURCC", type=fourcc,
                   help="the part to extract (DXIL, ISG1, RDEF, SHEX, LIBF, PRIV, ...)")
    add_output(p, help="output file (default: stdout, unless it is a terminal)")
    p.add_argument("--bitcode", action="store_true",
                   help="for DXIL, ILDB and DXC's STAT: strip the program header, keep the bitcode")
    p.add_argument("--index", type=count, default=0, metavar="N",
                   help="which of several parts with this fourcc (default 0, the first)")
    add_force(p, "replace a read-only or hard-linked output file")


def run(args) -> int:
    from .. import edit, output
    output.check_target(args.output, [args.file])
    data = read_single(args.file)
    try:
        out = edit.extract(data, args.fourcc, index=args.index, bitcode=args.bitcode)
    except (KeyError, ValueError) as exc:
        raise CommandError(exc.args[0], files.label(args.file)) from None
    except ParseError as exc:
        progress.echo(f"{files.label(args.file)}: cannot read its parts: {exc}", file=sys.stderr)
        return FINDINGS
    output.write_file(args.output or "-", out, force=args.force)
    return 0
