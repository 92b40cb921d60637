"""``dxfuzz make-corpus``: seed containers built from the part strategies.

For every fourcc that has a part strategy, examples are drawn with a fixed
seed and grouped by the shape of what dxfuzz decodes from them (the set of
field paths, so a PSV0 of another runtime-info version or an RTS0 1.1 is a
new shape); shapes are kept greedily by the field paths they add (every
version first), the smallest example of each, as one-part containers.
A few multi-part and nested (LIBF) containers drawn from
:func:`dxfuzz.strategies.containers.containers` complete it. The same
arguments give the same files.
"""
from __future__ import annotations

import contextlib
import os
import re

from . import CommandError, add, add_force, add_output, add_quiet, positive, count
from .. import output, progress

#: files this command writes (and replaces); anything else in DIR is left alone.
NAME = re.compile(r"^(?:part-[A-Za-z0-9_]{4}|mix)-[0-9]{2}-[0-9a-f]{8}\.dxbc$")


def register(sub):
    p = add(sub, "make-corpus", "write seed containers built from the part strategies (fixed seed)",
            "dxfuzz make-corpus -o corpus/", run)
    add_output(p, "folder", help="the seed folder (created if missing); its seed files "
                                 "(part-*.dxbc, mix-*.dxbc) are replaced once the new ones are "
                                 "built, other files are left alone")
    p.add_argument("--examples", type=positive, default=150, metavar="N",
                   help="examples drawn per fourcc (default 150)")
    p.add_argument("--per-fourcc", type=positive, default=8, metavar="N",
                   help="most files kept per fourcc, one per decoded shape (default 8)")
    p.add_argument("--mixed", type=count, default=12, metavar="N",
                   help="multi-part and nested containers added (default 12)")
    p.add_argument("--max-size", type=positive, default=16384, metavar="N",
                   help="largest file kept, bytes (default 16384)")
    add_force(p, "replace read-only or hard-linked seed files")
    add_quiet(p, "print only errors")


#: fields whose value tells a record's version apart (PSV0's ``version``,
#: RDAT's ``record_stride``, RTS0's ``version``, ...).
VERSION_FIELD = re.compile(r"version|stride")


def shape(value, prefix="", out=None):
    """The set of field paths of a decoded tree (list indices dropped), with
    the values of version-like fields (so each version is its own shape)."""
    if out is None:
        out = set()
    if isinstance(value, dict):
        for k, v in value.items():
            path = f"{prefix}.{k}"
            out.add(path)
            if VERSION_FIELD.search(k) and isinstance(v, (int, str)) and not isinstance(v, bool):
                out.add(f"{path}={v}")
            shape(v, path, out)
    elif isinstance(value, list):
        for v in value:
            shape(v, prefix + "[]", out)
    return out


@contextlib.contextmanager
def _no_local_constants():
    """Hypothesis (6.131 on) now and then draws a constant found in the source
    of the "local" modules loaded, dxfuzz's own among them, so the examples
    would change with any edit of dxfuzz, and with how it was started. Draw
    with no local constants, so the corpus depends on the strategies only
    (and on the hypothesis pinned in constraints.txt)."""
    try:
        from hypothesis.internal.conjecture import providers
        empty, saved = providers.Constants(), providers._get_local_constants
    except (ImportError, AttributeError):  # another hypothesis: nothing to turn off
        yield
        return
    providers._get_local_constants = lambda: empty
    providers.CONSTANTS_CACHE.cache.clear()
    try:
        yield
    finally:
        providers._get_local_constants = saved
        providers.CONSTANTS_CACHE.cache.clear()


def draw_examples(strategy, n: int, key: str):
    """``n`` examples of ``strategy``, the same ones on every run."""
    from hypothesis import HealthCheck, Phase, given, settings
    found = []

    @settings(max_examples=n, derandomize=True, database=None, deadline=None,
              suppress_health_check=list(HealthCheck), phases=[Phase.generate])
    @given(strategy)
    def collect(x):
        found.append(x)
    collect.hypothesis.inner_test.__name__ = f"collect_{key}"
    with _no_local_constants():
        collect()
    return found


def _cover(shapes: dict, limit: int):
    """Up to ``limit`` examples, each adding the most field paths not yet
    covered (so every version a strategy draws is kept before variants of
    one version), smaller first on ties."""
    covered, kept = set(), []
    pool = sorted(shapes.items(), key=lambda kv: (len(kv[1]), kv[1]))
    while pool and len(kept) < limit:
        best = max(pool, key=lambda kv: (len(kv[0] - covered), -len(kv[1])))
        if not best[0] - covered and kept:
            break
        kept.append(best[1])
        covered |= best[0]
        pool.remove(best)
    return sorted(kept, key=lambda d: (len(d), d))


def build_corpus(examples=150, per_fourcc=8, mixed=12, max_size=16384, bar=None):
    """``[(file name, bytes)]`` of the seed corpus (``bar``, a
    :class:`dxfuzz.progress.Progress`, counts the fourccs done)."""
    import hashlib
    from .. import build, Part, parse, to_dict, ParseError
    from ..strategies import part_payloads
    from ..strategies.containers import containers
    out = []
    payloads = sorted(part_payloads().items())
    if bar is not None:
        bar.total = len(payloads) + (1 if mixed else 0)
    for fourcc, strategy in payloads:
        if bar is not None:
            bar.update(0, fourcc)
        shapes = {}
        for payload in draw_examples(strategy, examples, fourcc):
            data = build([Part(fourcc, payload)])
            if len(data) > max_size:
                continue
            try:
                key = frozenset(shape(to_dict(parse(data))))
            except ParseError:
                continue  # the strategy and the spec disagree: the strategy's tests say so
            if key not in shapes or len(data) < len(shapes[key]):
                shapes[key] = data
        kept = _cover(shapes, per_fourcc)
        safe = re.sub(r"[^A-Za-z0-9]", "_", fourcc)
        for i, data in enumerate(kept):
            out.append((f"part-{safe}-{i:02d}-{hashlib.sha1(data).hexdigest()[:8]}.dxbc", data))
        if bar is not None:
            bar.update(1, fourcc)
    if mixed:
        pool = draw_examples(containers(min_parts=2, max_parts=6), mixed * 8, "mixed")
        from ..part_table import raw_parts
        by_kinds = {}  # the largest container of each set of fourccs
        for d in pool:
            if len(d) <= max_size:
                kinds = frozenset(f for f, _ in raw_parts(d))
                if kinds not in by_kinds or len(d) > len(by_kinds[kinds]):
                    by_kinds[kinds] = d
        ranked = sorted(by_kinds.items(), key=lambda kv: (-("LIBF" in kv[0]), -len(kv[0]), kv[1]))
        pick = [d for _, d in ranked[:mixed]]
        for i, data in enumerate(pick):
            out.append((f"mix-{i:02d}-{hashlib.sha1(data).hexdigest()[:8]}.dxbc", data))
        if bar is not None:
            bar.update(1, "mixed")
    return out


def run(args) -> int:
    if args.output is None:
        raise CommandError("give the seed folder with -o DIR")
    folder = args.output
    output.check_folder(folder, what="seed folder")
    with progress.Progress(label="make-corpus") as bar:
        built = build_corpus(args.examples, args.per_fourcc, args.mixed, args.max_size, bar)
    total = 0
    lines = ["file\tsize\tparts"]
    from ..part_table import raw_parts
    for name, data in built:  # written first, each whole, then the old seeds go
        output.write_file(os.path.join(folder, name), data, force=args.force)
        total += len(data)
        lines.append(f"{name}\t{len(data)}\t{','.join(f for f, _ in raw_parts(data))}")
    output.write_file(os.path.join(folder, "index.tsv"), ("\n".join(lines) + "\n").encode(),
                      force=args.force)
    keep = {name for name, _ in built}
    for name in os.listdir(folder):
        if NAME.match(name) and name not in keep:
            os.remove(os.path.join(folder, name))
    fourccs = {line.split("\t")[0].split("-")[1] for line in lines[1:] if line.startswith("part-")}
    if not args.quiet:
        print(f"make-corpus: {len(built)} files, {total} bytes, {len(fourccs)} part types -> {folder}")
    return 0
