"""dxfuzz's structure-aware mutations as custom mutators for real engines:
libFuzzer through atheris (:func:`atheris_mutator`) and AFL++ (:mod:`dxfuzz.fuzz.afl`).

Both give, for an input the engine picked, one of :mod:`dxfuzz.mutate`'s
mutations, with the digest recomputed when the reader checks it, and leave
the other half of the work to the engine's own byte-level mutations. The
mutations come in two stages, by what they cost:

* **table** (most mutants): those that read the part table and the bytes
  alone (sizes, offsets, counts, fourccs, truncations, strings, words);
* **decoding** (:data:`DECODING_SHARE` of the mutants): those that decode
  one part with dxfuzz - a SHEX program, a DXIL program's bitcode, a PSV0,
  RDAT or RDEF part - once per part data, then edit a copy of what they
  change, so the next mutants of the same input cost no decode;

and, only when asked (``fast=False``), the mutations that parse and trace
the whole input (:func:`dxfuzz.mutate.field_trace`) join the decoding stage.

In your atheris harness::

    from dxfuzz.fuzz.mutators import atheris_mutator
    atheris.Setup(sys.argv, test_one_input, custom_mutator=atheris_mutator)
"""
from __future__ import annotations

import random
from typing import Callable, Dict, List, Optional, Tuple

#: Share of the inputs mutated by dxfuzz (the rest by the engine).
STRUCTURE_SHARE = 0.5

#: Share of dxfuzz's mutants made by the decoding stage (the rest by the table stage).
DECODING_SHARE = 0.25


def structure_mutant(data: bytes, rnd: random.Random, max_size: Optional[int] = None,
                     recompute_digest: bool = False, fast: bool = True) -> Optional[bytes]:
    """One structure-aware mutant of ``data`` (a container), at most
    ``max_size`` bytes, or None when no mutation applies."""
    found = labelled_mutant(data, rnd, max_size, recompute_digest, fast)
    return None if found is None else found[1]


def labelled_mutant(data: bytes, rnd: random.Random, max_size: Optional[int] = None,
                    recompute_digest: bool = False, fast: bool = True,
                    draw: Optional[Callable[[List[str]], str]] = None) -> Optional[Tuple[str, bytes]]:
    """``(mutation name, mutant)`` as :func:`structure_mutant` makes it, or
    None. ``draw`` picks each mutation out of its stage (:class:`Rounds`;
    by default any, each as likely)."""
    from .. import mutate
    if data[:4] != b"DXBC":
        return None
    table, decoding = stages(fast)
    first, then = (decoding, table) if rnd.random() < DECODING_SHARE else (table, decoding)
    digest = "recompute" if recompute_digest else "keep"
    label, out = mutate.mutate(data, rnd, first, digest=digest, tries=4, draw=draw)
    if label == "none":  # nothing of that stage applies to this input: the other's
        label, out = mutate.mutate(data, rnd, then, digest=digest, tries=4, draw=draw)
    if label == "none" or (max_size is not None and len(out) > max_size):
        return None
    return label, out


class Rounds:
    """Draws the mutations of a stage in rounds, for the many mutants an
    engine asks of one input (AFL++'s ``fuzz_count``): each once, in a
    random order, before any of them again; one drawn that does not apply
    to the input is spent all the same. Drawn independently, a mutation
    out of ``n`` comes on average after ``n`` mutants, and after many more
    at times; in rounds, after ``(n + 1) / 2``, and never after more than
    ``n``."""

    def __init__(self, rnd: random.Random):
        self.rnd = rnd
        self.decks: Dict[Tuple[str, ...], List[str]] = {}

    def __call__(self, pool: List[str]) -> str:
        key = tuple(pool)
        deck = self.decks.get(key)
        if not deck:
            deck = self.decks[key] = list(pool)
            self.rnd.shuffle(deck)
        return deck.pop()


_STAGES: dict = {}


def stages(fast: bool = True) -> Tuple[List[str], List[str]]:
    """The names of the mutations of the table stage and of the decoding
    stage (with ``fast`` False, the decoding stage has those that parse the
    whole input too). The ``libfuzzer`` group is left out: its byte-level
    work is the engine's own."""
    found = _STAGES.get(fast)
    if found is None:
        from .. import mutate
        usable = [m for m in mutate.MUTATIONS.values() if m.group != "libfuzzer"]
        table = [m.name for m in usable if not (m.decodes or m.parses)]
        decoding = [m.name for m in usable if m.decodes or (m.parses and not fast)]
        found = _STAGES[fast] = (table, decoding)
    return found


def atheris_mutator(data: bytes, max_size: int, seed: int) -> bytes:
    """A libFuzzer custom mutator (``atheris.Setup(..., custom_mutator=...)``):
    half the time a structure-aware mutation, else libFuzzer's own."""
    import atheris
    rnd = random.Random(seed)
    if rnd.random() < STRUCTURE_SHARE:
        out = structure_mutant(data, rnd, max_size)
        if out is not None:
            return out
    return atheris.Mutate(data, max_size)
