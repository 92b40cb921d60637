"""``dxfuzz dump``: the whole decode of a container, as YAML or JSON."""
from __future__ import annotations

import sys

from . import (CommandError, FINDINGS, add, add_force, add_format, add_input, add_output, add_part,
               add_quiet, count, read_single)
from .. import files, ParseError


def register(sub):
    p = add(sub, "dump",
            "print what the specs decode from a container: by default YAML for people (the specs' "
            "names, enums by name, each SHDR/SHEX instruction one line as 'dis' prints it, the "
            "offsets, sizes and counts the builder computes left out; 'dxfuzz build' takes it "
            "back); with --full every field, as YAML in obj2yaml's layout and key names (so the "
            "two can be diffed) or JSON (the specs' field names)",
            "dxfuzz dump shader.cso --full --part PSV0     # diff with: obj2yaml shader.cso", run)
    add_input(p)
    add_format(p, "output format: text (default), YAML; or json (every field, the specs' names)")
    add_part(p)
    p.add_argument("--full", action="store_true",
                   help="every field the specs decode, the encoding too (JSON always has them); "
                        "YAML in obj2yaml's layout unless --names ksy")
    p.add_argument("--names", choices=("llvm", "ksy"), default=None,
                   help="key names: the specs' field names (the default, and JSON's) or "
                        "obj2yaml's layout and names (YAML with --full; implies --full)")
    p.add_argument("--max-bytes", type=count, default=None, metavar="N",
                   help="shorten byte strings longer than N bytes (default: write them whole)")
    add_output(p)
    add_force(p)
    add_quiet(p, "print only problems")


def run(args) -> int:
    from . import FindingError, finding_line
    from .. import output, view
    output.check_target(args.output)
    data = read_single(args.file)
    name = files.label(args.file)
    to_stdout = args.output in (None, "-")
    chunks = []  # the text for a file, written in one go once whole
    try:
        # to stdout, each part's text as soon as it is decoded
        readable = args.format == "text" and not args.full and args.names != "llvm"
        written = view.write(data, sys.stdout.write if to_stdout else chunks.append, args.format,
                             args.names, args.part, args.max_bytes, args.index, readable=readable)
    except ParseError as exc:
        raise FindingError(f"error: {exc}", name) from None
    if not written.found:
        which = f" {args.index}" if args.index is not None else ""
        raise CommandError(f"no {args.part} part{which} in the container", name)
    if not to_stdout:
        output.write_file(args.output, "".join(chunks).encode("utf-8"), force=args.force,
                          final=True)
    shown_partly = []  # what the dump could not show decoded: one finding line
    if written.errors:
        shown_partly.append("some parts could not be decoded (see the Error entries)")
    if written.overlapping:
        shown_partly.append("1 part overlaps a part shown before it" if written.overlapping == 1 else
                            f"{written.overlapping} parts overlap a part shown before them")
        shown_partly[-1] += ", whose data is shown once (see the overlaps_part entries)"
    if shown_partly:
        finding_line("; ".join(shown_partly), name)
        return FINDINGS
    return 0
