"""The robustness contract, enforced: for any input, parse + to_dict decodes
or raises ParseError, in time and memory linear in the input's size
(docs/robustness.md).

- A deterministic sweep over a handful of real files chosen to cover the
  part families (by the ``parts`` column of the shared manifest): every byte
  set to 0x00 and to 0xFF one at a time, truncation at every offset, and
  every part's data cut at every offset. A byte inside a part's data only
  changes what that part's spec decodes, so it is checked through the part's
  own target (the spec alone, with the parameters the container gives it);
  bytes of the header, the part table, part headers and nested containers
  go through the whole container. ``DXFUZZ_SWEEP_FILES=N`` adds the N next
  files (by size, new combinations of parts first);
  ``DXFUZZ_SWEEP_STRIDE=K`` sweeps only every K-th byte of part data of a
  family already swept in an earlier file (for quick runs).
- Hypothesis: generated and real containers, mutated by every mutation.
- The time and memory bound, checked generously.
"""
from __future__ import annotations

import gc
import os
import time
import tracemalloc

import pytest
from hypothesis import given, settings, strategies as st

from dxfuzz import mutate
from dxfuzz.fuzz import bodies, crash_key, memory_bound, targets, time_bound
from dxfuzz.strategies.containers import containers

from conftest import RAW, corpus_bytes, corpus_manifest, expensive_inputs, sweep_sample

STRIDE = int(os.environ.get("DXFUZZ_SWEEP_STRIDE", "1") or 1)


def sweep_cases(data, swept_families, full=True):
    """``(label, target, input)`` of the sweep of one file."""
    n = len(data)
    part_refs = [p for p in mutate.all_parts(data) if p.fourcc != mutate.LIBF]
    owner = {}  # byte position -> (part ref, target, prefix) for bytes inside part data
    plans = []
    for p in part_refs:
        fourcc = p.fourcc.decode("latin-1")
        t = targets.target_for_fourcc(fourcc)
        if t is None:
            for k in range(p.start, p.start + p.size):
                owner[k] = None  # raw part data: nothing interprets it
            continue
        body = mutate.body_of(data, p)
        prefix = b""
        if t.computed:
            prefix = next((i[:t.computed] for i in t.inputs(data) if i[t.computed:] == body),
                          bytes(t.computed))
        stride = 1 if full or fourcc not in swept_families else STRIDE
        plans.append((p, t, prefix, body, stride))
        for k in range(p.start, p.start + p.size):
            owner[k] = (p, t, prefix, body, stride)
    for k in range(n):
        where = owner.get(k, "container")
        if where is None:
            continue
        for value in (0x00, 0xFF):
            if data[k] == value:
                continue
            if where == "container":
                yield f"byte {k:#x} = {value:#04x}", "container", data[:k] + bytes([value]) + data[k + 1:]
            else:
                p, t, prefix, body, stride = where
                i = k - p.start
                if i % stride:
                    continue
                yield (f"{p.fourcc.decode('latin-1')} data byte {i:#x} (file {k:#x}) = {value:#04x}",
                       t.name, prefix + body[:i] + bytes([value]) + body[i + 1:])
    for k in range(n):
        yield f"truncated at {k:#x}", "container", data[:k]
    for p, t, prefix, body, stride in plans:
        for i in range(0, len(body), stride):
            yield (f"{p.fourcc.decode('latin-1')} data cut at {i:#x}", t.name, prefix + body[:i])


def _run_sweep(names, full=STRIDE == 1):
    swept, breaches, count = set(), {}, 0
    for name in names:
        data = corpus_bytes(name)
        for label, target, inp in sweep_cases(data, swept, full):
            count += 1
            exc = bodies.breach(target, inp)
            if exc is not None:
                key = crash_key(exc)
                breaches.setdefault((target, key), (name, label, f"{type(exc).__name__}: {exc}"[:200]))
        swept |= {p.fourcc.decode("latin-1") for p in mutate.all_parts(data)}
    return count, breaches


def test_sweep_of_real_files():
    """Every byte 0x00 / 0xFF, every truncation, every part cut: ParseError or success."""
    names = sweep_sample()
    assert names, "no sample files chosen"
    t0 = time.monotonic()
    count, breaches = _run_sweep(names)
    spent = time.monotonic() - t0
    report = "\n".join(f"  [{target}] {key}: {name}: {label}: {msg}"
                       for (target, key), (name, label, msg) in sorted(breaches.items()))
    assert not breaches, (f"{len(breaches)} distinct breaches in {count} inputs "
                          f"({len(names)} files, {spent:.0f} s):\n{report}")


def test_sweep_reports_a_breach(monkeypatch):
    """A part spec that lets an IndexError out on one byte value is caught
    and reported with its target, file and place."""
    name = sweep_sample()[0]
    real = bodies.part

    def broken(target, data):
        if target.name.startswith("signature") and b"\xff" in data[:4]:
            return [][1]
        return real(target, data)
    monkeypatch.setattr(bodies, "part", broken)
    _, breaches = _run_sweep([name])
    assert breaches and all(t.startswith("signature") and k.startswith("IndexError@")
                            for t, k in breaches)
    _, label, message = next(iter(breaches.values()))
    assert ("data byte" in label or "cut" in label) and message.startswith("IndexError")


def test_sample_covers_the_families():
    names = sweep_sample()
    covered = {p for n in names for p in next(r["parts"] for r in corpus_manifest()
                                              if r["file"] == n).split(",")}
    families = {p for r in corpus_manifest() if int(r["size"]) <= 16384 for p in r["parts"].split(",")}
    assert families - RAW <= covered


def test_sweep_cases_route_bytes_to_the_right_target():
    """A byte inside a part's data goes to that part's target, a header byte
    to the container, and every offset is truncated."""
    name = next(n for n in sweep_sample() if "RDEF" in next(
        r["parts"] for r in corpus_manifest() if r["file"] == n))
    data = corpus_bytes(name)
    cases = list(sweep_cases(data, set()))
    rdef = next(p for p in mutate.all_parts(data) if p.fourcc == b"RDEF")
    labels = {label: target for label, target, _ in cases}
    assert labels[f"byte {0x1c:#x} = 0xff"] == "container"
    assert labels[f"RDEF data byte 0x0 (file {rdef.start:#x}) = 0xff"] == "rdef"
    assert sum(1 for label in labels if label.startswith("truncated at ")) == len(data)
    assert sum(1 for label in labels if label.startswith("RDEF data cut at ")) == rdef.size


# --- hypothesis: generated and real containers under every mutation ---------

SETTINGS = settings(max_examples=int(os.environ.get("DXFUZZ_HYPOTHESIS_EXAMPLES", "150")))


@SETTINGS
@given(mutate.malformed(containers(max_parts=5)))
def test_mutated_generated_containers(data):
    bodies.container(data)


@pytest.fixture(scope="module")
def small_real():
    return [corpus_bytes(n) for n in sweep_sample()]


@SETTINGS
@given(st.data())
def test_mutated_real_containers(small_real, data):
    base = data.draw(st.sampled_from(small_real))
    bodies.container(data.draw(mutate.malformed(base)))


@SETTINGS
@given(st.binary(max_size=512))
def test_random_bytes_after_a_header(tail):
    bodies.container(b"DXBC" + bytes(16) + b"\x01\x00\x00\x00" + tail)


@SETTINGS
@given(st.sampled_from(sorted(targets.part_targets())), st.binary(max_size=256))
def test_random_bytes_as_each_part(target, data):
    bodies.body(target)(data)


# --- the bound --------------------------------------------------------------

# The guarantee (docs/robustness.md, dxfuzz.fuzz.time_bound / memory_bound):
# CPU time and peak memory per input byte plus a constant; checked twice over.


def _measure(data):
    """CPU seconds (best of two runs, the first under tracemalloc) and peak
    traced memory of decoding ``data``."""
    gc.collect()
    tracemalloc.start()
    t0 = time.process_time()
    try:
        bodies.container(data)
    finally:
        traced = time.process_time() - t0
        _, peak = tracemalloc.get_traced_memory()
        tracemalloc.stop()
    t0 = time.process_time()
    bodies.container(data)
    return min(traced, time.process_time() - t0), peak


def test_time_and_memory_grow_linearly():
    """Each pathological input of ~16 KiB decodes or fails within the bound;
    a 4x larger one costs at most ~8x (time measured as CPU time)."""
    small, large = expensive_inputs(4096), expensive_inputs(16384)
    problems = []
    for key in small:
        if key not in large:
            continue
        t_small, m_small = _measure(small[key])
        t_large, m_large = _measure(large[key])
        n = len(large[key])
        t_bound = 2 * time_bound(n)
        m_bound = 2 * memory_bound(n)
        if t_large > t_bound:
            problems.append(f"{key}: {t_large:.2f} s for {n} bytes (bound {t_bound:.2f} s)")
        if m_large > m_bound:
            problems.append(f"{key}: peak {m_large >> 20} MiB for {n} bytes (bound {m_bound >> 20} MiB)")
        growth = len(large[key]) / max(1, len(small[key]))
        if t_large > 0.3 and t_large > 3 * growth * max(t_small, 0.01):
            problems.append(f"{key}: {t_small:.3f} s -> {t_large:.3f} s for {growth:.1f}x the bytes")
    assert not problems, "\n".join(problems)
