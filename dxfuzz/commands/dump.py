"""``dxfuzz dump``: the whole decode of a container, as YAML or JSON."""
from __future__ import annotations

import sys

from . import CommandError, FINDINGS, add, add_force, add_format, add_output, add_part, count, read_single
from .. import files, ParseError


def register(sub):
    p = add(sub, "dump",
            "print everything the specs decode from a container, as YAML (obj2yaml's layout "
            "and key names, so the two can be diffed) or JSON (the specs' field names)",
            "dxfuzz dump shader.cso --part PSV0     # diff with: obj2yaml shader.cso", run)
    p.add_argument("file", metavar="FILE", help="the container ('-' for stdin)")
    add_format(p, extra=("yaml",))
    add_part(p)
    p.add_argument("--names", choices=("llvm", "ksy"), default=None,
                   help="key names: obj2yaml's layout and names (YAML default) or the specs' "
                        "field names (JSON default)")
    p.add_argument("--max-bytes", type=count, default=None, metavar="N",
                   help="shorten byte strings longer than N bytes (default: write them whole)")
    add_output(p)
    add_force(p, "replace a read-only or hard-linked output file")


def run(args) -> int:
    from .. import output, view
    output.check_target(args.output, [args.file])
    data = read_single(args.file)
    name = files.label(args.file)
    try:
        text, tree = view.render(data, args.format, args.names, args.part, args.max_bytes, args.index)
    except ParseError as exc:
        print(f"{name}: error: {exc}", file=sys.stderr)
        return FINDINGS
    if args.part is not None and not tree:
        which = f" {args.index}" if args.index is not None else ""
        raise CommandError(f"no {args.part} part{which} in the container", name)
    if args.output in (None, "-"):
        sys.stdout.write(text)
    else:
        output.write_file(args.output, text.encode("utf-8"), force=args.force)
    if view.any_errors(tree):
        print(f"{name}: some parts could not be decoded (see the Error entries)", file=sys.stderr)
        return FINDINGS
    return 0
