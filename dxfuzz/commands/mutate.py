"""``dxfuzz mutate``: malformed variants of containers, for any reader.

Each output file is named after its input, the mutation that made it
(``+digest`` when the digest was recomputed afterwards, so a reader that
checks digests first still parses the rest) and a number:
``shader.part_size_past_end+digest.003.dxbc``. ``--list`` prints the
mutations. The same inputs, count and seed give the same files.
"""
from __future__ import annotations

import os
import random
import sys

from . import add
from .. import files, mutate as mutations


def register(sub):
    p = add(sub, "mutate", "write malformed variants of containers (named after the mutation) "
                           "to test any reader",
            "dxfuzz mutate shader.cso --out bad/ --count 200 --seed 1", run)
    p.add_argument("inputs", nargs="*", metavar="INPUT", help="containers or folders of them")
    p.add_argument("--out", metavar="DIR", help="output folder")
    p.add_argument("--count", type=int, default=100, help="variants per input (default 100)")
    p.add_argument("--mutation", action="append", metavar="NAME",
                   help="use only these mutations (repeatable; a group name - truncate, header, "
                        "layout, versioned, part, digest, bytes - selects its mutations)")
    p.add_argument("--digest", choices=["keep", "recompute", "random"], default="random",
                   help="after mutating: keep the old digest, recompute it, or either at random "
                        "(default)")
    p.add_argument("--seed", type=int, default=0, help="random seed (default 0)")
    p.add_argument("--list", action="store_true", help="list the mutations and exit")


def _select(names):
    if not names:
        return None
    groups = {m.group for m in mutations.MUTATIONS.values()}
    out = []
    for n in names:
        if n in groups:
            out += mutations.names(n)
        elif n in mutations.MUTATIONS:
            out.append(n)
        else:
            raise SystemExit(f"dxfuzz mutate: unknown mutation {n!r} (see --list)")
    return out


def run(args) -> int:
    if args.list:
        for name, m in mutations.MUTATIONS.items():
            print(f"{name:26s} [{m.group}] {m.doc}")
        return 0
    if not args.inputs or not args.out:
        print("dxfuzz mutate: give INPUT... and --out DIR (or --list)", file=sys.stderr)
        return 2
    pool = _select(args.mutation)
    os.makedirs(args.out, exist_ok=True)
    digest = None if args.digest == "random" else args.digest
    written = skipped = 0
    for path in files.iter_containers(args.inputs):
        data = files.read(path)
        stem = os.path.splitext(os.path.basename(path))[0]
        rnd = random.Random(f"{args.seed}:{stem}")
        seen = {data}
        for i in range(args.count):
            label, out = mutations.mutate(data, rnd, pool, digest=digest)
            if label == "none" or out in seen:
                skipped += 1
                continue
            seen.add(out)
            with open(os.path.join(args.out, f"{stem}.{label}.{i:03d}.dxbc"), "wb") as f:
                f.write(out)
            written += 1
    print(f"mutate: {written} files written to {args.out}"
          + (f" ({skipped} draws gave nothing new)" if skipped else ""))
    return 0
