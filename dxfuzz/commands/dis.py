"""``dxfuzz dis``: FXC-style disassembly of the tokenized programs of a container."""
from __future__ import annotations

import sys

from . import add
from .. import files, parse, ParseError
from ..asm import disassembler

STYLES = {"auto": None, "10": disassembler.MODERN, "9.30": disassembler.LEGACY,
          "9.29": disassembler.OLDEST}


def register(sub):
    p = add(sub, "dis", "disassemble SHDR/SHEX programs the way FXC lists them",
            "dxfuzz dis shader.cso", run)
    p.add_argument("files", nargs="+", metavar="FILE",
                   help="containers, or raw SHDR/SHEX part data (files not starting with DXBC)")
    p.add_argument("--style", choices=sorted(STYLES), default="auto",
                   help="FXC version whose spelling to use (default: from the RDEF creator string)")
    p.add_argument("--part", type=int, metavar="N",
                   help="only the program in part N of the container")


def run(args) -> int:
    from ..shader import listing, parse_program, programs
    status = 0
    forced = STYLES[args.style]
    for path in args.files:
        data = files.read(path)
        try:
            if data[:4] != b"DXBC":
                progs = [("program", parse_program(data), forced or disassembler.MODERN)]
            else:
                progs = programs(parse(data))
                if args.part is not None:
                    progs = [p for p in progs if p[0].startswith(f"part {args.part} ")]
            if not progs:
                print(f"{path}: no SHDR/SHEX program", file=sys.stderr)
                status = 1
                continue
            for where, body, style in progs:
                lines = listing(body, forced or style)
                if len(args.files) > 1 or len(progs) > 1:
                    print(f"// {path}: {where}")
                print("\n".join(lines))
        except ParseError as exc:
            print(f"{path}: error: {exc}", file=sys.stderr)
            status = 1
    return status
