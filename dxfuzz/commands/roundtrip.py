"""``dxfuzz roundtrip``: parse, serialize, compare."""
from __future__ import annotations

from . import add
from .. import files, parse, progress, serialize, ParseError


def register(sub):
    p = add(sub, "roundtrip", "parse and re-serialize containers, compare byte for byte",
            "dxfuzz roundtrip shaders/", run)
    p.add_argument("paths", nargs="+", metavar="PATH", help="files or directories")
    p.add_argument("-q", "--quiet", action="store_true", help="print only the last line")


def roundtrip_one(data: bytes):
    """``None`` if ``data`` round-trips, else a description of the failure."""
    try:
        out = serialize(parse(data))
    except ParseError as exc:
        return f"parse error: {exc}"
    if out == data:
        return None
    if len(out) != len(data):
        return f"length {len(out)} != {len(data)}"
    first = next(i for i, (a, b) in enumerate(zip(out, data)) if a != b)
    return f"first difference at byte {first:#x}"


def run(args) -> int:
    total = ok = 0
    for path in progress.track(list(files.iter_containers(args.paths)), label="roundtrip"):
        total += 1
        problem = roundtrip_one(files.read(path))
        if problem is None:
            ok += 1
        elif not args.quiet:
            progress.echo(f"{path}: {problem}")
    print(f"roundtrip: {ok}/{total} byte-exact")
    return 0 if ok == total else 1
