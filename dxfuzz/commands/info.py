"""``dxfuzz info``: header and part table."""
from __future__ import annotations

import sys

from . import add
from .. import digest, files, parse, ParseError


def register(sub):
    p = add(sub, "info", "print the header and part table of containers",
            "dxfuzz info shader.cso", run)
    p.add_argument("files", nargs="+", metavar="FILE")


def run(args) -> int:
    status = 0
    for path in args.files:
        data = files.read(path)
        try:
            obj = parse(data, lazy=True)
        except ParseError as exc:
            print(f"{path}: error: {exc}", file=sys.stderr)
            status = 1
            continue
        print(f"{path}: DXBC {obj.major_version}.{obj.minor_version}, file size {obj.file_size}"
              f" (data {len(data)}), {obj.part_count} parts, digest {obj.digest.hex()}"
              f" ({digest.state(data)})")
        for i, entry in enumerate(obj.part_offsets):
            part = entry.part
            print(f"  {i:3d}  {part.fourcc_text!r:8} offset {entry.ofs_part:#8x}  size {part.size}")
    return status
