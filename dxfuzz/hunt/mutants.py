"""The inputs of a hunt: seeds, and mutants of them made by every group of
:mod:`dxfuzz.mutate`, picked by weight, with the reader's digest profile applied.

Run number ``n`` of a campaign with seed ``s`` always gets the same mutant
(its random source is ``Random("s:n")``), so a campaign resumed from its work
folder goes on where it stopped and a finding says exactly how it was made:
the seed file, the group and the mutations applied. Mutants are made in
any thread (the mutations share no state), or in worker processes
(:func:`start_worker`, :func:`make_in_worker`), in any order.
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Dict, List, Optional, Tuple

from .. import digest as _digest
from .. import mutate

#: The weight of each group (``--weight GROUP=W`` changes it). The byte-level
#: ``libfuzzer`` group is the baseline the others are measured against;
#: ``digest`` breaks only the digest, which matters only to readers that check it.
WEIGHTS = {"truncate": 1.0, "header": 1.0, "layout": 1.0, "versioned": 1.0, "part": 1.0,
           "bytecode": 1.0, "signature": 1.0, "bitcode": 1.0, "bytes": 1.0, "libfuzzer": 2.0, "digest": 0.25}

#: Chance of a second mutation on top of the first. The second is one that
#: reads only the part table and the bytes (a mutant is a new input: parsing
#: or decoding it would cost more than the reader's run).
STACK = 0.2


@dataclass
class Seed:
    name: str
    data: bytes


@dataclass
class Mutant:
    data: bytes
    seed: str  #: the seed's name
    group: str  #: the group of the first mutation (the one credited)
    mutations: List[str] = field(default_factory=list)

    @property
    def label(self) -> str:
        return "+".join(self.mutations)


def load_seeds(paths: List[str], report) -> List[Seed]:
    """Containers from files and folders (a folder is searched for files
    starting with DXBC); ``report(message, path)`` gets the paths that
    cannot be used."""
    from ..files import Inputs
    out = []
    for name, data in Inputs(paths, report):
        out.append(Seed(name, data))
    return out


def parse_weights(items: List[str]) -> Dict[str, float]:
    """``["bytecode=3", "digest=0"]`` applied to :data:`WEIGHTS`."""
    weights = dict(WEIGHTS)
    for item in items or ():
        group, _, value = item.partition("=")
        if group not in weights:
            raise ValueError(f"no mutation group {group!r} (groups: {', '.join(weights)})")
        try:
            weights[group] = float(value)
        except ValueError:
            raise ValueError(f"{item!r}: the weight must be a number") from None
        if weights[group] < 0:
            raise ValueError(f"{item!r}: the weight must be 0 or more")
    if not any(weights.values()):
        raise ValueError("every group has weight 0")
    return weights


class Maker:
    """Mutants of the seeds, one per run number."""

    def __init__(self, seeds: List[Seed], weights: Dict[str, float] = None,
                 checks_digest: bool = False, base: int = 0):
        if not seeds:
            raise ValueError("no seeds")
        self.seeds = list(seeds)
        self.weights = dict(weights or WEIGHTS)
        self.checks_digest = checks_digest
        self.base = base
        self.groups = {g: mutate.names(g) for g in self.weights if mutate.names(g)}
        #: the mutations of each group a second mutation is picked from
        self.stacked = {g: [n for n in names if not (mutate.MUTATIONS[n].parses or mutate.MUTATIONS[n].decodes)]
                        for g, names in self.groups.items()}

    def _one(self, data: bytes, rnd, group: Optional[str] = None,
             stacked: bool = False) -> Optional[Tuple[str, str, bytes]]:
        pool = self.stacked if stacked else self.groups
        groups = [g for g in pool if self.weights.get(g, 0) > 0 and pool[g]]
        if not groups:
            return None
        for _ in range(6):
            g = group or rnd.choices(groups, [self.weights[x] for x in groups])[0]
            name = rnd.choice(pool[g])
            out = mutate.MUTATIONS[name].fn(data, rnd)
            if out is not None and out != data:
                return g, name, out
            group = None  # that group does not apply to this input: any other
        return None

    def make(self, run: int) -> Mutant:
        rnd = random.Random(f"{self.base}:{run}")
        seed = self.seeds[rnd.randrange(len(self.seeds))]
        first = self._one(seed.data, rnd)
        if first is None:
            return Mutant(seed.data, seed.name, "none", ["none"])
        group, name, data = first
        names = [name]
        if rnd.random() < STACK:
            more = self._one(data, rnd, stacked=True)
            if more is not None:
                names.append(more[1])
                data = more[2]
        if self.checks_digest and group != "digest":
            data = recompute(data)
            names.append("digest")
        return Mutant(data, seed.name, group, names)


#: The Maker of this worker process (:func:`start_worker`).
_WORKER: Dict[str, Maker] = {}


def start_worker(maker: Maker) -> None:
    """A worker process's initializer: the Maker it makes mutants with
    (``multiprocessing.Pool(n, initializer=start_worker, initargs=(maker,))``)."""
    _WORKER["maker"] = maker


def make_in_worker(runs) -> List[Mutant]:
    """A worker's task: the mutants of the run numbers ``runs`` (a range;
    ``pool.imap(make_in_worker, batches)``), each the one :meth:`Maker.make`
    makes of it in any process."""
    maker = _WORKER["maker"]
    return [maker.make(run) for run in runs]


def recompute(data: bytes) -> bytes:
    """``data`` signed again (for readers that check the digest first)."""
    return _digest.with_digest(data, "recompute") if len(data) >= 32 else data


def corrupt_digest(data: bytes) -> bytes:
    """``data`` with a digest that cannot match (to probe a reader)."""
    if len(data) < 20:
        return data
    out = bytearray(data)
    out[4:20] = bytes(b ^ 0x5A for b in out[4:20])
    return bytes(out)
