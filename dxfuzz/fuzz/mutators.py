"""dxfuzz's structure-aware mutations as custom mutators for real engines:
libFuzzer through atheris (:func:`atheris_mutator`) and AFL++ (:mod:`dxfuzz.fuzz.afl`).

Both give, for an input the engine picked, one of :mod:`dxfuzz.mutate`'s
mutations (those that do not parse the input, for speed, unless asked),
with the digest recomputed when the reader checks it, and leave the other
half of the work to the engine's own byte-level mutations.

In your atheris harness::

    from dxfuzz.fuzz.mutators import atheris_mutator
    atheris.Setup(sys.argv, test_one_input, custom_mutator=atheris_mutator)
"""
from __future__ import annotations

import random
from typing import Optional

#: Share of the inputs mutated by dxfuzz (the rest by the engine).
STRUCTURE_SHARE = 0.5


def structure_mutant(data: bytes, rnd: random.Random, max_size: Optional[int] = None,
                     recompute_digest: bool = False, fast: bool = True) -> Optional[bytes]:
    """One structure-aware mutant of ``data`` (a container), at most
    ``max_size`` bytes, or None when no mutation applies."""
    from .. import mutate
    if data[:4] != b"DXBC":
        return None
    pool = _pool(fast)
    label, out = mutate.mutate(data, rnd, pool, digest="recompute" if recompute_digest else "keep")
    if label == "none" or (max_size is not None and len(out) > max_size):
        return None
    return out


_POOLS = {}


def _pool(fast: bool):
    if fast not in _POOLS:
        from .. import mutate
        # the libfuzzer group is the engine's own job
        _POOLS[fast] = [n for n in mutate.names(fast=fast)
                        if mutate.MUTATIONS[n].group != "libfuzzer"]
    return _POOLS[fast]


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
