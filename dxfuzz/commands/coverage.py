"""``dxfuzz coverage``: how many parts of each fourcc the specs decode."""
from __future__ import annotations

from collections import Counter

from . import Status, add, add_inputs, add_quiet
from .. import files, parse, ParseError


def register(sub):
    p = add(sub, "coverage", "count, per fourcc, the parts a spec decodes and the parts kept as raw bytes",
            "dxfuzz coverage ../shared/corpus", run)
    add_inputs(p)
    add_quiet(p, "print only the counts (and errors)")


def count(obj, decoded: Counter, raw: Counter) -> None:
    """Add a parsed container's parts (and those of nested containers)."""
    for entry in obj.part_table:
        part = entry.part
        body = part.body
        if isinstance(body, (bytes, bytearray)):
            raw[part.fourcc_text] += 1
        else:
            decoded[part.fourcc_text] += 1
            if part.fourcc_text == "LIBF":
                count(body, decoded, raw)


def run(args) -> int:
    status = Status()
    inputs = files.Inputs(args.paths, status.error)
    decoded, raw = Counter(), Counter()
    for path, data in inputs.track("coverage"):
        try:
            count(parse(data), decoded, raw)
        except ParseError as exc:
            status.finding(f"error: {exc}", path)
    for fourcc in sorted(set(decoded) | set(raw)):
        print(f"{fourcc} decoded={decoded[fourcc]} raw={raw[fourcc]}")
    total = sum(decoded.values()) + sum(raw.values())
    print(f"decoded: {sum(decoded.values())}/{total} parts" +
          (f", {status.errors} inputs not processed (errors above)" if status.errors else ""))
    return status.code
