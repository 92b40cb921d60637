"""``dxfuzz mutate``: malformed variants of containers, for any reader.

Each output file is named after its input, the mutation that made it
(``+digest`` when the digest was recomputed afterwards, so a reader that
checks digests first still parses the rest) and a number:
``shader.part_size_past_end+digest.003.dxbc``. ``--list`` prints the
mutations. The same inputs, count and seed give the same files. The output
folder may not lie inside an input folder (the next run would mutate the
mutants).
"""
from __future__ import annotations

import os

from . import CommandError, Status, add, add_force, add_inputs, add_list, add_output, add_quiet, count
from .. import files


def register(sub):
    p = add(sub, "mutate", "write malformed variants of containers (named after the mutation) "
                           "to test any reader",
            "dxfuzz mutate shader.cso -o bad/ --count 200 --seed 1", run)
    add_inputs(p, optional=True)
    add_output(p, "folder")
    p.add_argument("--count", type=count, default=100, metavar="N",
                   help="variants per input (default 100)")
    p.add_argument("--mutation", action="append", metavar="NAME",
                   help="use only these mutations (repeatable; a group name - truncate, header, "
                        "layout, versioned, part, digest, bytes - selects its mutations)")
    p.add_argument("--digest", choices=("random", "keep", "recompute", "zero", "bypass", "preview"),
                   default="random",
                   help="the digest of each variant: keep the input's or recompute it at random "
                        "(default), or always keep, recompute, or write the zero, bypass or "
                        "preview value")
    p.add_argument("--seed", type=int, default=0, metavar="N", help="random seed (default 0)")
    add_list(p, "mutations")
    add_force(p, "replace read-only or hard-linked files of the same names in DIR")
    add_quiet(p, "print only errors")


def _select(names):
    from .. import mutate as mutations
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
            raise CommandError(f"unknown mutation {n!r} (see --list)")
    return out


def run(args) -> int:
    from random import Random
    from .. import mutate as mutations, output
    if args.list:
        for name, m in mutations.MUTATIONS.items():
            print(f"{name:26s} [{m.group}] {m.doc}")
        return 0
    if not args.paths or args.output is None:
        raise CommandError("give FILE... and -o DIR (or --list)")
    pool = _select(args.mutation)
    output.check_folder(args.output)
    digest = None if args.digest == "random" else args.digest
    status = Status()
    inputs = files.Inputs(args.paths, status.error, exclude=[args.output])
    written = skipped = 0
    stems = output.UniqueNames()
    for path, data in inputs.track("mutate"):
        stem = "stdin" if path == files.label(files.STDIN) else os.path.splitext(os.path.basename(path))[0]
        rnd = Random(f"{args.seed}:{stem}")
        stem = stems(stem)
        seen = {data}
        for i in range(args.count):
            label, out = mutations.mutate(data, rnd, pool, digest=digest)
            if label == "none" or out in seen:
                skipped += 1
                continue
            seen.add(out)
            try:
                output.write_file(os.path.join(args.output, f"{stem}.{label}.{i:03d}.dxbc"), out,
                                  force=args.force)
            except CommandError as exc:  # this file is not written; the others still are
                status.error(exc.message, exc.path)
                continue
            written += 1
    if not args.quiet:
        print(f"mutate: {written} files written to {args.output}"
              + (f" ({skipped} draws gave nothing new)" if skipped else "")
              + (f"; {status.errors} inputs or outputs not processed (errors above)"
                 if status.errors else ""))
    return status.code
