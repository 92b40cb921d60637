"""``dxfuzz dump``: the whole decode of a container, as YAML or JSON."""
from __future__ import annotations

import sys

from . import add
from .. import files, yamlview, ParseError


def register(sub):
    p = add(sub, "dump",
            "print everything the specs decode from a container, as YAML (obj2yaml's layout "
            "and key names, so the two can be diffed) or JSON (the specs' field names)",
            "dxfuzz dump shader.cso --part PSV0     # diff with: obj2yaml shader.cso", run)
    p.add_argument("file", metavar="FILE")
    p.add_argument("--format", choices=("yaml", "json"), default="yaml",
                   help="output format (default yaml)")
    p.add_argument("--part", metavar="FOURCC",
                   help="only the parts with this fourcc (e.g. DXIL, ISG1, RDEF)")
    p.add_argument("--names", choices=("llvm", "ksy"), default=None,
                   help="key names: obj2yaml's layout and names (YAML default) or the specs' "
                        "field names (JSON default)")
    p.add_argument("--max-bytes", type=int, default=None, metavar="N",
                   help="shorten byte strings longer than N bytes (default: write them whole)")
    p.add_argument("-o", "--output", metavar="OUT", help="write to OUT instead of stdout")


def render(data: bytes, fmt: str = "yaml", names=None, part=None, max_bytes=None):
    """``(text, tree)`` for one file's bytes (the tree is what the text shows)."""
    names = names or ("llvm" if fmt == "yaml" else "ksy")
    obj = yamlview.parse_for_dump(data)
    tree = yamlview.tree(obj, names=names, max_bytes=max_bytes, part=part)
    if fmt == "json":
        text = yamlview.to_json(tree)
    elif names == "llvm":
        text = yamlview.to_llvm_yaml(tree)
    else:
        text = yamlview.to_yaml(tree)
    return text, tree


def run(args) -> int:
    try:
        data = files.read(args.file)
    except OSError as exc:
        print(f"{args.file}: {exc.strerror or exc}", file=sys.stderr)
        return 2
    try:
        text, tree = render(data, args.format, args.names, args.part, args.max_bytes)
    except ParseError as exc:
        print(f"{args.file}: error: {exc}", file=sys.stderr)
        return 1
    if args.output:
        with open(args.output, "w", encoding="utf-8") as f:
            f.write(text)
    else:
        sys.stdout.write(text)
    if args.part is not None and not tree:
        print(f"{args.file}: no {args.part} part", file=sys.stderr)
        return 1
    if yamlview.any_errors(tree):
        print(f"{args.file}: some parts could not be decoded (see the Error entries)",
              file=sys.stderr)
        return 1
    return 0
