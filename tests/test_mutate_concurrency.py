"""Mutations run from four threads at once, as ``dxfuzz hunt -j N`` runs
them: no exception, and every output what one thread alone makes of the
same input with the same random seed; and hunt's mutants made in two worker
processes at once are the ones one process makes.

Each thread mutates inputs no thread has mutated before (a container with
its digest bytes changed, which dxfuzz still decodes), so every mutation
that decodes its input decodes it there and then, while the other threads
do the same: what the caches would otherwise hide. The outputs are checked
afterwards, one thread, the caches emptied first.
"""
from __future__ import annotations

import hashlib
import os
import random
import threading
import time
import traceback

from dxfuzz import mutate
from dxfuzz.fuzz.mutators import structure_mutant
from dxfuzz.hunt.mutants import Maker, Seed

from conftest import SHARED, made_dxil, made_shader

THREADS = 4
SECONDS = 4.0

#: Real containers of every kind, when the shared corpus is there: DXBC with
#: RDEF and STAT, DXIL with PSV0, RDAT and VERS, a library, an effect, a root signature.
REAL = ("bgfx/dxil_vs_bump.dxbc", "bgfx/fs_clear1_dxbc.dxbc", "dxc/cbuffer1.51.dxbc",
        "vkd3d-proton/basic_code_dxil.dxbc", "bgfx/dxil_cs_assao_load_counter_clear.dxbc",
        "dxdecompiler/LibraryTest3_4_0__v61d2a5f4.dxbc", "dxdecompiler/BasicEffect_4_1__v33ff58a4.dxbc",
        "vkd3d-proton/embedded_rs_vs_space0_code_dxbc.dxbc")

#: The mutations that decode their input (a field trace, a part's tree, a
#: program's bitcode): where shared state would show.
DECODING = ("part", "versioned", "bytecode", "bitcode", "truncate", "bytes")


def _inputs():
    out = [made_shader(), made_dxil()]
    for name in REAL:
        path = os.path.join(SHARED, "corpus", name)
        if os.path.exists(path):
            with open(path, "rb") as f:
                out.append(f.read())
    return out


def _fresh(data: bytes, tag: str) -> bytes:
    """``data`` with digest bytes no other call has: an input no cache holds."""
    return data[:4] + hashlib.md5(tag.encode()).digest() + data[20:]


def _digest(out) -> bytes:
    return hashlib.sha1(out if isinstance(out, bytes) else repr(out).encode()).digest()


class _Work:
    """The calls of one test: each ``call(k)`` a pure function of ``k``."""

    def __init__(self, inputs):
        self.inputs = inputs
        self.names = mutate.names()
        self.decoding = [n for n in self.names if mutate.MUTATIONS[n].group in DECODING]
        self.maker = Maker([Seed(f"s{i}", d) for i, d in enumerate(inputs)])

    def call(self, k: str):
        """What call ``k`` (``thread:number``) makes: a named mutation (half
        of them one that decodes), a random one, a structure mutant as the
        AFL++ and libFuzzer mutators make it, or hunt's mutant of a run."""
        rnd = random.Random(k)
        data = _fresh(self.inputs[rnd.randrange(len(self.inputs))], k)
        how = rnd.randrange(8)
        if how < 5:
            name = rnd.choice(self.decoding if how < 3 else self.names)
            return mutate.apply(data, name, rnd, digest=rnd.choice(("keep", "recompute")))
        if how == 5:
            return mutate.mutate(data, rnd)
        if how == 6:
            return structure_mutant(data, rnd, 1 << 20, recompute_digest=rnd.random() < 0.5,
                                    fast=rnd.random() < 0.5)
        m = self.maker.make(int(hashlib.md5(k.encode()).hexdigest()[:8], 16))
        return m.data, m.group, m.mutations


def test_mutations_from_four_threads_match_one_thread():
    work = _Work(_inputs())
    done = {}  # call -> digest of its output
    errors = []
    start = threading.Barrier(THREADS)

    def run(t: int):
        start.wait()
        end = time.perf_counter() + SECONDS
        n = 0
        try:
            while time.perf_counter() < end:
                k = f"{t}:{n}"
                done[k] = _digest(work.call(k))
                n += 1
        except Exception:  # noqa: BLE001 - any exception is the failure reported
            errors.append(f"thread {t}, call {t}:{n}:\n{traceback.format_exc()}")

    mutate.clear_caches()
    threads = [threading.Thread(target=run, args=(t,)) for t in range(THREADS)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not errors, "\n".join(errors[:2])
    per_thread = [sum(1 for k in done if k.startswith(f"{t}:")) for t in range(THREADS)]
    assert min(per_thread) >= 5, per_thread  # every thread really ran beside the others

    mutate.clear_caches()
    alone = {k: _digest(work.call(k)) for k in sorted(done)}
    differ = sorted(k for k in done if done[k] != alone[k])
    assert not differ, f"{len(differ)} of {len(done)} outputs differ from one thread's, e.g. {differ[:5]}"


def test_worker_processes_make_the_mutants_one_process_makes():
    """Hunt's producer in two worker processes at once (:func:`start_worker`,
    :func:`make_in_worker`): each run's mutant is the one Maker.make gives
    here, whatever process made it and in whatever order."""
    import multiprocessing
    from dxfuzz.hunt.mutants import make_in_worker, start_worker
    maker = Maker([Seed(f"s{i}", d) for i, d in enumerate(_inputs())], checks_digest=True, base=7)
    batches = [range(k, k + 25) for k in range(0, 200, 25)]
    with multiprocessing.get_context("spawn").Pool(2, initializer=start_worker, initargs=(maker,)) as pool:
        made = [m for batch in pool.imap(make_in_worker, batches) for m in batch]
    here = [maker.make(run) for run in range(200)]
    assert [(m.data, m.seed, m.group, m.mutations) for m in made] == \
        [(m.data, m.seed, m.group, m.mutations) for m in here]
    assert len({m.data for m in here}) > 150  # (different mutants, not one)
