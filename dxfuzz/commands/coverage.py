"""``dxfuzz coverage``: how many parts of each fourcc the specs decode."""
from __future__ import annotations

from collections import Counter

from . import add
from .. import files, parse, progress, ParseError


def register(sub):
    p = add(sub, "coverage", "count, per fourcc, the parts a spec decodes and the parts kept as raw bytes",
            "dxfuzz coverage ../shared/corpus", run)
    p.add_argument("paths", nargs="+", metavar="PATH")


def count(obj, decoded: Counter, raw: Counter) -> None:
    """Add a parsed container's parts (and those of nested containers)."""
    for entry in obj.part_offsets:
        part = entry.part
        body = part.body
        # A placeholder spec (only an `undecoded` field) decodes nothing.
        if isinstance(body, (bytes, bytearray)) or list(vars(body).keys())[-1:] == ["undecoded"]:
            raw[part.fourcc_text] += 1
        else:
            decoded[part.fourcc_text] += 1
            if part.fourcc_text == "LIBF":
                count(body, decoded, raw)


def run(args) -> int:
    decoded, raw, errors = Counter(), Counter(), 0
    for path in progress.track(list(files.iter_containers(args.paths)), label="coverage"):
        try:
            count(parse(files.read(path)), decoded, raw)
        except ParseError as exc:
            errors += 1
            progress.echo(f"{path}: {exc}")
    for fourcc in sorted(set(decoded) | set(raw)):
        print(f"{fourcc} decoded={decoded[fourcc]} raw={raw[fourcc]}")
    total = sum(decoded.values()) + sum(raw.values())
    print(f"decoded: {sum(decoded.values())}/{total} parts")
    return 1 if errors else 0
