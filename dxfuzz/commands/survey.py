"""``dxfuzz survey``: a short summary of a folder of containers."""
from __future__ import annotations

from collections import Counter

from . import add
from .. import digest, files, parse, progress, serialize, ParseError


def register(sub):
    p = add(sub, "survey", "summarise a set of containers: parsed, parts by fourcc, round trip, digests",
            "dxfuzz survey ../shared/corpus", run)
    p.add_argument("paths", nargs="+", metavar="PATH")


def run(args) -> int:
    total = parsed = exact = 0
    fourccs, states, failures = Counter(), Counter(), []
    for path in progress.track(list(files.iter_containers(args.paths)), label="survey"):
        total += 1
        data = files.read(path)
        states[digest.state(data)] += 1
        try:
            obj = parse(data)
            parsed += 1
            for entry in obj.part_offsets:
                fourccs[entry.part.fourcc_text] += 1
            if serialize(obj) == data:
                exact += 1
            else:
                failures.append(f"{path}: round trip differs")
        except ParseError as exc:
            failures.append(f"{path}: {exc}")
    for line in failures[:20]:
        print(line)
    print(f"files: {parsed}/{total} parsed")
    print("parts: " + ", ".join(f"{k} {v}" for k, v in sorted(fourccs.items(), key=lambda kv: (-kv[1], kv[0]))))
    print("digests: " + ", ".join(f"{k} {v}" for k, v in sorted(states.items())))
    print(f"roundtrip: {exact}/{total} byte-exact")
    return 0 if exact == total else 1
