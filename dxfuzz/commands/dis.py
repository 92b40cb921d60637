"""``dxfuzz dis``: FXC's listing of a shader or library container (the
comment header printed from its parts, the program, the slot count); an
effect's whole listing (``fxc /T fx_4_0 /Fc``: buffers, objects, techniques,
each embedded shader's listing); the programs alone of a ``--part``; for a
DXIL container, the header of DXC's listing (what DXC prints from the
container's parts and the module's metadata)."""
from __future__ import annotations

from . import Status, add, add_inputs, add_part, add_quiet
from .. import files, parse, progress, ParseError

#: --style: the FXC version whose spelling to use, by the disassembler's style name.
STYLES = {"auto": None, "10": "MODERN", "9.30": "LEGACY", "9.29": "OLDEST"}
#: --part values whose Shader Model 2 program is printed (level-9 parts).
_LEVEL9_FOURCCS = ("Aon9", "XNAS", "XNAP")
#: --float-ties: the names of ``disassembler.FLOAT_TIES``.
FLOAT_TIES = ("even", "up")


def register(sub):
    p = add(sub, "dis", "print a shader's listing as FXC writes it (buffer definitions, resource "
            "bindings, signatures, level-9 programs, then the program; a library's function "
            "list and each function's listing; an effect's buffers, objects, techniques and "
            "shaders; the programs alone of a --part); "
            "for a DXIL container, the header of DXC's listing (signatures, buffer definitions, "
            "resource bindings, ViewId state: the LLVM IR itself is not disassembled)",
            "dxfuzz dis shader.cso", run)
    add_inputs(p, "containers, bare fx_5_0 effects, raw SHDR/SHEX part data (a named file not "
                  "starting with DXBC), folders of containers, or - for stdin")
    p.add_argument("--style", choices=sorted(STYLES), default="auto",
                   help="FXC version whose spelling to use (default: from the RDEF creator string)")
    p.add_argument("--float-ties", choices=FLOAT_TIES, default="even",
                   help="how a float halfway between two printed values is rounded: to the even "
                        "digit (FXC on Windows 10 version 2004 and later, the default) or up "
                        "(older Windows)")
    add_part(p, "only the programs in the parts with this fourcc (SHEX, SHDR, or LIBF and "
                "FX10 for the programs inside them; Aon9, XNAS or XNAP: the Shader Model 2 "
                "program; DXIL, ILDB or STAT: DXC's header from that part's module alone)")
    add_quiet(p, "print only problems")


def _selected(progs, fourcc, index):
    """The programs of the top-level parts with ``fourcc`` (the ``index``-th of them)."""
    if fourcc is None:
        return progs
    tops = []  # part numbers of that fourcc, in order
    for where, _, _ in progs:
        top = _top_part(where)
        if top.endswith(f"({fourcc})") and top not in tops:
            tops.append(top)
    if index is not None:
        tops = tops[index:index + 1]
    return [p for p in progs if _top_part(p[0]) in tops]


def _top_part(where: str) -> str:
    """``part 3 (FX10)`` of ``part 3 (FX10) @120 > part 2 (SHDR)``: the top-level part a program is in."""
    return where.split(" > ")[0].split(" @")[0]


def _dxc_listing(obj, args) -> bool:
    """Whether to print DXC's header: a DXIL, ILDB or STAT part asked for,
    or (no part asked for) a container with a DXIL or ILDB part."""
    from ..asm import dxil_listing
    from ..bitcode import PROGRAM_FOURCCS
    if args.part is not None:
        return args.part in PROGRAM_FOURCCS and any(
            f == args.part for _, f in dxil_listing.program_parts(obj))
    return dxil_listing.has_dxil(obj)


def run(args) -> int:
    from ..asm import disassembler, dxcontainer_fx10, dxil_listing, fxc_header
    from ..container import parts as obj_parts
    from ..asm.programs import listing, parse_program, programs
    status = Status()
    forced = getattr(disassembler, STYLES[args.style]) if STYLES[args.style] else None
    inputs = files.Inputs(args.paths, status.error, named="any")
    paths = inputs.paths()
    for path in progress.track(paths, label="dis"):
        data = inputs.read(path)
        if data is None:
            continue
        name = files.label(path)
        try:
            if bytes(data[:4]) in files.EFFECT_TAGS:  # a bare effect: as the part of a container
                from ..builder import as_container
                data = as_container(data)
            if data[:4] != b"DXBC":
                progs = [("program", parse_program(data), forced or disassembler.MODERN)]
            else:
                obj = parse(data)
                progs = _selected(programs(obj), args.part, args.index)
                if args.part in _LEVEL9_FOURCCS:
                    found = [p for p in obj_parts(obj) if p.fourcc_text == args.part]
                    if args.index is not None:
                        found = found[args.index:args.index + 1]
                    if not found and path in args.paths:  # (found in a folder: not one of them)
                        status.error(f"no {args.part} part" + (f" {args.index}" if args.index is not None else ""),
                                     name)
                    for k, part in enumerate(found):
                        if len(args.paths) > 1 or len(paths) > 1 or len(found) > 1:
                            progress.echo(f"// {name}: {args.part} {k if args.index is None else args.index}")
                        progress.echo("\n".join(fxc_header.level9_program_lines(part.body)))
                    continue
                fx = dxcontainer_fx10.effect_part(obj) if args.part is None else None
                if fx is not None:
                    # an effect: its whole listing, each shader in the style of the FXC that built it
                    if len(args.paths) > 1 or len(paths) > 1:
                        progress.echo(f"// {name}")
                    progress.echo("\n".join(dxcontainer_fx10.effect_listing(fx, forced, args.float_ties)))
                    continue
                if not progs and _dxc_listing(obj, args):
                    where, lines = dxil_listing.listing(obj, args.part, args.index)
                    if len(args.paths) > 1 or len(paths) > 1:
                        progress.echo(f"; {name}: {where}")
                    progress.echo("\n".join(lines))
                    continue
            if not progs:
                if path not in args.paths:  # found in a folder: not a program container
                    continue
                what = f"{args.part} part" + (f" {args.index}" if args.index is not None else "") \
                    if args.part else "SHDR/SHEX or DXIL program"
                status.error(f"no {what} with a program", name)
                continue
            if data[:4] == b"DXBC" and args.part is None and \
                    (fxc_header.is_shader(obj) or fxc_header.is_library(obj)):
                # a shader or a library: its whole listing, as FXC writes it
                style = (forced or progs[0][2]).replace(float_ties=args.float_ties)
                if len(args.paths) > 1 or len(paths) > 1:
                    progress.echo(f"// {name}")
                progress.echo("\n".join(fxc_header.listing(obj, style)))
                continue
            for where, body, style in progs:
                style = (forced or style).replace(float_ties=args.float_ties)
                lines = listing(body, style)
                if len(args.paths) > 1 or len(paths) > 1 or len(progs) > 1:
                    progress.echo(f"// {name}: {where}")
                progress.echo("\n".join(lines))
        except ParseError as exc:
            status.finding(f"error: {exc}", name)
    return status.code
