"""A ClusterFuzz blackbox fuzzer: ``--input_dir`` seeds in, ``--no_of_files``
testcases ``fuzz-*`` out, mutated by every group of :mod:`dxfuzz.mutate` as ``dxfuzz hunt`` weighs them.

ClusterFuzz runs the archive's ``run.py`` as ``python run.py --input_dir=DIR
--output_dir=DIR --no_of_files=N`` (docs/campaigns.md; ``make
clusterfuzz-bundle`` writes the archive) and then runs the job's reader on
every file of the output folder whose name starts with ``fuzz-``. The seeds
are the containers found anywhere below ``--input_dir`` (the fuzzer's data
bundle), or, when it holds none, the seeds shipped beside ``run.py`` (the
committed ``corpus/``). A file there that is not a usable container is
skipped with one line on stderr.

Testcase ``i`` is :class:`dxfuzz.hunt.mutants.Maker`'s mutant of run ``i``
with the run's random seed as its base, so one seed and the same inputs give
the same files again. ``dxfuzz-blackbox.tsv`` beside them says, per testcase,
the run, the group, the mutations, the seed file and the digest. No
``flags-*`` file is written: ClusterFuzz appends a flags file's text to the
reader's command line, which is no place for bookkeeping.

Options, each from the environment (the job's variables), else from a
``dxfuzz-blackbox.conf`` of ``key = value`` lines beside ``run.py``, else
the default: ``DXFUZZ_DIGEST`` (``recompute``: every mutant signed again,
for a reader that checks the digest first; ``keep``; ``random``, the
default: half of each), ``DXFUZZ_WEIGHTS`` (``bytecode=3,digest=0``, as
``dxfuzz hunt --weight``), ``DXFUZZ_SEED`` (the run's random seed; default
a fresh one, printed), ``DXFUZZ_MAX_SIZE`` (bytes; larger mutants are
replaced by the next run's, default 1 MiB), ``DXFUZZ_MAX_SEEDS`` (seeds
read at most, a random sample of a larger bundle; default 2000).
"""
from __future__ import annotations

import argparse
import os
import random
import sys
import time
from typing import Dict, List, Optional, Tuple

#: The options and their defaults (environment variable ``DXFUZZ_<KEY>``).
DEFAULTS = {"digest": "random", "weights": "", "seed": "", "max_size": str(1 << 20),
            "max_seeds": "2000"}
DIGESTS = ("recompute", "keep", "random")
CONF = "dxfuzz-blackbox.conf"
MANIFEST = "dxfuzz-blackbox.tsv"
#: ClusterFuzz's testcase prefix (a file not starting with it is not run).
PREFIX = "fuzz-"
#: Seed files larger than this are skipped (a data bundle may hold anything).
MAX_SEED_BYTES = 4 << 20
#: How many skipped files are named on stderr (the rest are counted).
SHOWN_SKIPS = 20


class Options:
    """The options in force: environment, then the conf file, then the defaults."""

    def __init__(self, conf_dirs=(), environ=None):
        environ = os.environ if environ is None else environ
        values = dict(DEFAULTS)
        self.sources = {k: "default" for k in values}
        for folder in conf_dirs:
            path = os.path.join(folder, CONF)
            if os.path.isfile(path):
                for key, value in read_conf(path).items():
                    if key in values:
                        values[key], self.sources[key] = value, path
        for key in values:
            value = environ.get(f"DXFUZZ_{key.upper()}")
            if value is not None and value.strip():
                values[key], self.sources[key] = value.strip(), f"DXFUZZ_{key.upper()}"
        if values["digest"] not in DIGESTS:
            raise ValueError(f"digest {values['digest']!r}: one of {', '.join(DIGESTS)}")
        self.digest = values["digest"]
        self.weight_items = [w for w in values["weights"].replace(",", " ").split() if w]
        self.seed = _whole(values, "seed") if values["seed"] else random.SystemRandom().randrange(1 << 32)
        self.max_size = _whole(values, "max_size")
        self.max_seeds = _whole(values, "max_seeds")


def _whole(values: Dict[str, str], key: str) -> int:
    try:
        value = int(values[key])
    except ValueError:
        raise ValueError(f"{key} {values[key]!r}: a whole number") from None
    if value < 0:
        raise ValueError(f"{key} {values[key]!r}: 0 or more")
    return value


def read_conf(path: str) -> Dict[str, str]:
    """``key = value`` lines (``#`` starts a comment), keys lower-cased."""
    out = {}
    with open(path, encoding="utf-8") as f:
        for line in f:
            line = line.split("#", 1)[0].strip()
            if "=" in line:
                key, _, value = line.partition("=")
                out[key.strip().lower().replace("-", "_")] = value.strip()
    return out


def unusable(data: bytes) -> Optional[str]:
    """Why ``data`` cannot seed the mutations, or None: it must start with
    DXBC and hold its header and its whole part table."""
    from ..files import not_container
    from ..part_table import HEADER_SIZE, num_parts
    why = not_container(data)
    if why:
        return why
    if len(data) < HEADER_SIZE:
        return f"malformed container: {len(data)} bytes, shorter than the {HEADER_SIZE}-byte header"
    count = num_parts(data)
    if HEADER_SIZE + 4 * count > len(data):
        return f"malformed container: its part table ({count} parts) runs past the end of its {len(data)} bytes"
    return None


def find_seeds(folders: List[str], max_seeds: int, rnd: random.Random, say) -> List[Tuple[str, bytes]]:
    """``(name, data)`` of the usable containers anywhere below ``folders``,
    sorted by name (a random sample of ``max_seeds`` of them when there are
    more); ``say(line)`` gets one line per file skipped, and a count past
    :data:`SHOWN_SKIPS` of them."""
    from ..files import not_container
    skipped = [0]

    def skip(path: str, why: str) -> None:
        skipped[0] += 1
        if skipped[0] <= SHOWN_SKIPS:
            say(f"skipped {path}: {why}")
    candidates = []
    for folder in folders:
        for root, dirs, names in os.walk(folder):
            dirs.sort()
            for name in sorted(names):
                if name.startswith(PREFIX) or name in (CONF, MANIFEST):
                    continue  # a testcase or the fuzzer's own file, not a seed
                path = os.path.join(root, name)
                try:
                    if os.path.getsize(path) > MAX_SEED_BYTES:
                        skip(path, f"larger than {MAX_SEED_BYTES >> 20} MiB")
                        continue
                    with open(path, "rb") as f:
                        head = f.read(4)
                except OSError as exc:
                    skip(path, f"cannot be read: {exc.strerror or exc}")
                    continue
                if head != b"DXBC":
                    skip(path, not_container(head) or "not a container")
                    continue
                candidates.append((os.path.relpath(path, folder), path))
    if 0 < max_seeds < len(candidates):
        candidates = sorted(rnd.sample(candidates, max_seeds))
    seeds = []
    for name, path in candidates:
        try:
            with open(path, "rb") as f:
                data = f.read()
        except OSError as exc:
            skip(path, f"cannot be read: {exc.strerror or exc}")
            continue
        why = unusable(data)
        if why:
            skip(path, why)
            continue
        seeds.append((name, data))
    if skipped[0] > SHOWN_SKIPS:
        say(f"skipped {skipped[0] - SHOWN_SKIPS} more files that are not usable containers")
    return seeds


class Generator:
    """Testcases from seeds: run ``i``'s mutant of hunt's :class:`Maker`, its
    digest set as the options say."""

    def __init__(self, seeds: List[Tuple[str, bytes]], options: Options):
        from ..hunt.mutants import Maker, Seed, parse_weights
        self.options = options
        self.weights = parse_weights(options.weight_items)
        self.seeds = [Seed(name, data) for name, data in seeds]
        self.maker = Maker(self.seeds, self.weights, checks_digest=options.digest == "recompute",
                           base=options.seed)

    def make(self, run: int):
        """``(mutant, digest)``: the mutant of run ``run`` and what was done to
        its digest (``recomputed``, ``kept``, or ``-`` for the digest group)."""
        from ..hunt.mutants import recompute
        mutant = self.maker.make(run)
        if mutant.group == "digest":
            return mutant, "-"
        if self.options.digest == "recompute":
            return mutant, "recomputed"
        if self.options.digest == "random" and random.Random(f"digest:{self.options.seed}:{run}").random() < 0.5:
            mutant.data = recompute(mutant.data)
            mutant.mutations.append("digest")
            return mutant, "recomputed"
        return mutant, "kept"


def generate(seeds, options: Options, output_dir: str, count: int, say) -> Dict[str, int]:
    """Write ``count`` testcases and the manifest; returns the testcases per group."""
    gen = Generator(seeds, options)
    width = max(5, len(str(count - 1)))
    groups: Dict[str, int] = {}
    rows = ["file\trun\tgroup\tmutations\tdigest\tsize\tseed"]
    written, number, raised = 0, -1, 0
    # run numbers in order; a mutant that cannot be used (empty, too large)
    # is passed over, so the next run's takes its place
    while written < count and number < 10 * count + 100:
        number += 1
        try:
            mutant, digest = gen.make(number)
        except Exception as exc:  # noqa: BLE001 - a mutation's bug must not end the run
            raised += 1
            if raised <= SHOWN_SKIPS:
                say(f"run {number}: a mutation raised {type(exc).__name__}: {exc}; the run is passed over")
            continue
        if not mutant.data or len(mutant.data) > options.max_size:
            continue
        name = f"{PREFIX}{written:0{width}d}-{mutant.group}.dxbc"
        with open(os.path.join(output_dir, name), "wb") as f:
            f.write(mutant.data)
        rows.append(f"{name}\t{number}\t{mutant.group}\t{mutant.label}\t{digest}\t{len(mutant.data)}\t"
                    f"{_tsv(mutant.seed)}")
        groups[mutant.group] = groups.get(mutant.group, 0) + 1
        written += 1
    with open(os.path.join(output_dir, MANIFEST), "w", encoding="utf-8") as f:
        f.write("\n".join(rows) + "\n")
    return groups


def _tsv(text: str) -> str:
    return text.replace("\t", " ").replace("\n", " ")


def parse_args(argv):
    p = argparse.ArgumentParser(
        prog="run.py", description="dxfuzz's ClusterFuzz blackbox fuzzer: mutants of DXBC/DXIL "
                                   "containers, named fuzz-*, for a reader to run")
    p.add_argument("--input_dir", metavar="DIR", help="seed containers, any layout (the data bundle)")
    p.add_argument("--output_dir", metavar="DIR", required=True, help="where the testcases go")
    p.add_argument("--no_of_files", metavar="N", type=int, required=True, help="how many testcases")
    return p.parse_args(argv)


def main(argv=None, bundle_dir: Optional[str] = None) -> int:
    """The command line ClusterFuzz calls. ``bundle_dir`` is the folder of
    ``run.py`` (its conf file and its ``seeds/``); None: the checkout, whose
    ``corpus/`` is the fallback seeds."""
    args = parse_args(sys.argv[1:] if argv is None else argv)
    started = time.monotonic()

    def say(line: str) -> None:
        print(f"dxfuzz blackbox: {line}", file=sys.stderr, flush=True)
    if args.no_of_files < 1:
        say(f"--no_of_files={args.no_of_files}: nothing to write")
        return 0
    here = bundle_dir or os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    try:
        options = Options([here])
    except ValueError as exc:
        say(f"bad option: {exc}")
        return 2
    rnd = random.Random(f"seeds:{options.seed}")
    seeds, source = [], "--input_dir"
    if args.input_dir and os.path.isdir(args.input_dir):
        seeds = find_seeds([args.input_dir], options.max_seeds, rnd, say)
        if not seeds:
            say(f"no usable container in {args.input_dir}; using the bundled seeds")
    elif args.input_dir:
        say(f"{args.input_dir} is not a folder; using the bundled seeds")
    if not seeds:
        fallback = os.path.join(here, "seeds" if bundle_dir else "corpus")
        source = "bundled seeds"
        seeds = find_seeds([fallback], options.max_seeds, rnd, say) if os.path.isdir(fallback) else []
    if not seeds:
        say("no usable seed container: give --input_dir a folder with DXBC containers")
        return 2
    os.makedirs(args.output_dir, exist_ok=True)
    try:
        groups = generate(seeds, options, args.output_dir, args.no_of_files, say)
    except ValueError as exc:  # bad weights
        say(f"bad option: {exc}")
        return 2
    took = time.monotonic() - started
    total = sum(groups.values())
    shares = ", ".join(f"{g} {n}" for g, n in sorted(groups.items(), key=lambda kv: (-kv[1], kv[0])))
    print(f"dxfuzz blackbox: {total} testcases in {args.output_dir} in {took:.1f} s "
          f"({total / max(took, 1e-9):.0f}/s) from {len(seeds)} seeds ({source}); "
          f"digest {options.digest}, random seed {options.seed}; groups: {shares}", flush=True)
    # ClusterFuzz keeps "metadata::KEY: VALUE" lines of a fuzzer's output with the testcases it finds
    print(f"metadata::dxfuzz_random_seed: {options.seed}")
    print(f"metadata::dxfuzz_digest: {options.digest}")
    return 0 if total == args.no_of_files else 1


if __name__ == "__main__":
    sys.exit(main())
