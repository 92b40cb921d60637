"""``dxfuzz extract``: the data of one part (or a program part's bare bitcode)."""
from __future__ import annotations

from . import CommandError, add, add_force, add_index, add_input, add_output, add_quiet, fourcc, read_single
from ._editing import refusals
from .. import files


def register(sub):
    p = add(sub, "extract", "write the data of one part of a container (e.g. the DXIL program, "
                            "or with --bitcode its bare LLVM bitcode)",
            "dxfuzz extract shader.cso DXIL --bitcode -o shader.bc && llvm-bcanalyzer shader.bc",
            run)
    add_input(p)
    p.add_argument("fourcc", metavar="FOURCC", type=fourcc,
                   help="the part to extract (DXIL, ISG1, RDEF, SHEX, LIBF, PRIV, ...)")
    add_output(p, help="output file (default: stdout, unless it is a terminal)")
    p.add_argument("--bitcode", action="store_true",
                   help="for DXIL, ILDB and DXC's STAT: strip the program header, keep the bitcode")
    add_index(p, "which of several parts with this fourcc (0 is the first; needed only when "
                 "the container has more than one)")
    add_force(p)
    add_quiet(p, "print only errors")


def run(args) -> int:
    from .. import edit, output
    output.check_target(args.output)
    data = read_single(args.file)
    name = files.label(args.file)
    with refusals(args, "cannot read its parts"):
        if args.index is None:
            found = edit.count_parts(data, args.fourcc)
            if found > 1:
                raise CommandError(f"has {found} {args.fourcc} parts; choose one with --index N "
                                   f"(0 to {found - 1})", name)
        try:
            out = edit.extract(data, args.fourcc, index=args.index or 0, bitcode=args.bitcode)
        except ValueError as exc:
            raise CommandError(exc.args[0], name) from None
    output.write_file(args.output or "-", out, force=args.force, final=True)
    return 0
