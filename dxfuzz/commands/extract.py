"""``dxfuzz extract``: the data of one part (or a program part's bare bitcode)."""
from __future__ import annotations

import sys

from . import add
from .. import edit, files, ParseError


def register(sub):
    p = add(sub, "extract", "write the data of one part of a container (e.g. the DXIL program, "
                            "or with --bitcode its bare LLVM bitcode)",
            "dxfuzz extract shader.cso DXIL --bitcode -o shader.bc && llvm-bcanalyzer shader.bc",
            run)
    p.add_argument("file", metavar="FILE")
    p.add_argument("fourcc", metavar="FOURCC", type=edit.fourcc_arg,
                   help="the part to extract (DXIL, ISG1, RDEF, SHEX, LIBF, PRIV, ...)")
    p.add_argument("-o", "--output", metavar="OUT",
                   help="output file (default: stdout, unless it is a terminal)")
    p.add_argument("--bitcode", action="store_true",
                   help="for DXIL, ILDB and DXC's STAT: strip the program header, keep the bitcode")
    p.add_argument("--index", type=int, default=0, metavar="N",
                   help="which of several parts with this fourcc (default 0, the first)")


def run(args) -> int:
    try:
        data = files.read(args.file)
        out = edit.extract(data, args.fourcc, index=args.index, bitcode=args.bitcode)
    except OSError as exc:
        print(f"{args.file}: {exc.strerror or exc}", file=sys.stderr)
        return 2
    except (ParseError, KeyError, ValueError) as exc:
        msg = exc.args[0] if isinstance(exc, KeyError) else str(exc)
        print(f"{args.file}: {msg}", file=sys.stderr)
        return 1
    if args.output:
        edit.write_file(args.output, out)
        return 0
    if sys.stdout.isatty():
        print(f"{args.file}: not writing {len(out)} binary bytes to a terminal; use -o OUT "
              "or a pipe", file=sys.stderr)
        return 2
    sys.stdout.buffer.write(out)
    sys.stdout.flush()
    return 0
