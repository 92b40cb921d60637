"""``dxfuzz roundtrip``: parse, serialize, compare."""
from __future__ import annotations

from . import Status, add, add_inputs, add_quiet
from .. import files, parse, progress, serialize, ParseError


def register(sub):
    p = add(sub, "roundtrip", "parse and re-serialize containers, compare byte for byte",
            "dxfuzz roundtrip shaders/", run)
    add_inputs(p)
    add_quiet(p, "print only the last line (and errors)")


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
    status = Status()
    inputs = files.Inputs(args.paths, status.error)
    total = ok = 0
    for path, data in inputs.track("roundtrip"):
        total += 1
        problem = roundtrip_one(data)
        if problem is None:
            ok += 1
            continue
        status.finding()
        if not args.quiet:
            progress.echo(f"{path}: {problem}")
    tail = f", {status.errors} not processed (errors above)" if status.errors else ""
    print(f"roundtrip: {ok}/{total} byte-exact{tail}")
    return status.code
