"""``dxfuzz survey``: a short summary of a folder of containers."""
from __future__ import annotations

from collections import Counter

from . import Status, add, add_inputs, add_quiet
from .. import files, parse, serialize, ParseError


def register(sub):
    p = add(sub, "survey", "summarise a set of containers: parsed, parts by fourcc, round trip, digests",
            "dxfuzz survey ../shared/corpus", run)
    add_inputs(p)
    add_quiet(p, "print only the summary (and errors)")


def run(args) -> int:
    from .. import digest
    status = Status()
    inputs = files.Inputs(args.paths, status.error)
    total = parsed = exact = 0
    fourccs, states, failures = Counter(), Counter(), []
    for name, data in inputs.track("survey"):
        total += 1
        states[digest.state(data)] += 1
        try:
            obj = parse(data)
            parsed += 1
            for entry in obj.part_table:
                fourccs[entry.part.fourcc_text] += 1
            if serialize(obj) == data:
                exact += 1
            else:
                failures.append(f"{name}: round trip differs")
        except ParseError as exc:
            failures.append(f"{name}: {exc}")
    if failures:
        status.finding()
    if not args.quiet:
        for line in failures[:20]:
            print(line)
        if len(failures) > 20:
            print(f"... and {len(failures) - 20} more")
    print(f"files: {parsed}/{total} parsed" +
          (f", {status.errors} not processed (errors above)" if status.errors else ""))
    print("parts: " + ", ".join(f"{k} {v}" for k, v in sorted(fourccs.items(), key=lambda kv: (-kv[1], kv[0]))))
    print("digests: " + ", ".join(f"{k} {v}" for k, v in sorted(states.items())))
    print(f"roundtrip: {exact}/{total} byte-exact")
    return status.code
