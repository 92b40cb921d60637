"""Coverage-guided fuzzing of dxfuzz's own parsers (atheris / libFuzzer) and
the helpers shared with the hypothesis tests.

- :mod:`dxfuzz.fuzz.targets`: the targets (container, roundtrip, one per part spec);
- :mod:`dxfuzz.fuzz.bodies`: one function per target, taking bytes;
- :mod:`dxfuzz.fuzz.harness`: the atheris entry point (run as a script, so
  that everything it imports is instrumented; ``dxfuzz fuzz`` starts it);
- here: seeds for a target, crash signatures and a test-case minimizer.
"""
from __future__ import annotations

import hashlib
import os
import time
import traceback

from .. import files
from ..part_table import raw_parts

#: The guaranteed bound of docs/robustness.md: CPU seconds and peak bytes
#: (tracemalloc) for parse + to_dict of ``n`` input bytes.
BASE_SECONDS, SECONDS_PER_BYTE = 0.25, 50e-6
BASE_MEMORY, MEMORY_PER_BYTE = 16 << 20, 512


def time_bound(n: int) -> float:
    """Most CPU seconds parse + to_dict may take on ``n`` bytes."""
    return BASE_SECONDS + SECONDS_PER_BYTE * n


def memory_bound(n: int) -> int:
    """Most bytes (tracemalloc peak) parse + to_dict may allocate on ``n`` bytes."""
    return BASE_MEMORY + MEMORY_PER_BYTE * n


def seed_features(part, item: bytes) -> frozenset:
    """What a seed shows the fuzzer, coarsely: for a container target
    (``part`` None) the fourccs of its parts, nested ones too; for a part
    target (a :class:`~dxfuzz.fuzz.targets.PartTarget`) the computed
    parameters and the first 32-bit field (a version, a size or a count in
    most part headers); for a bitcode target (a
    :class:`~dxfuzz.fuzz.targets.BitcodeTarget`) its size class."""
    if part is None:
        return frozenset(fourcc for fourcc, _ in raw_parts(item))
    features = getattr(part, "features", None)
    if features is not None:
        return features(item)
    return frozenset([item[:part.computed + 4]])


def seed_inputs(target: str, dirs, limit: int = 0, max_size: int = 0):
    """Distinct seed inputs for ``target`` from the containers under ``dirs``:
    whole files for container targets, part bodies of the target's fourccs
    for part targets, the bitcode of program parts for bitcode targets,
    smallest first, none longer than ``max_size`` (0: the target's longest
    input, :func:`dxfuzz.fuzz.targets.max_len`: libFuzzer would cut a longer
    one). ``limit`` > 0 keeps that many: first
    the smallest input showing each :func:`seed_features` value no smaller
    one shows (so every part type reaches the container targets), then
    others spread evenly over the sizes."""
    from . import targets
    part = None
    if target in targets.BITCODE_TARGETS:
        part = targets.BITCODE_TARGETS[target]
    elif target not in targets.CONTAINER_TARGETS + targets.HIDDEN_TARGETS:
        part = targets.part_targets()[target]
    max_size = max_size or targets.max_len(target)
    seen, out = set(), []
    for path in files.iter_containers([d for d in dirs if d and os.path.isdir(d)]):
        try:
            if os.path.getsize(path) > max(max_size, 1 << 20):
                continue
            data = files.read(path)
        except OSError:
            continue
        items = [data] if part is None else part.inputs(data)
        for item in items:
            if len(item) > max_size:
                continue
            h = hashlib.sha1(item).digest()
            if h not in seen:
                seen.add(h)
                out.append(item)
    out.sort(key=lambda b: (len(b), b))
    if 0 < limit < len(out):
        shown, kept = set(), []
        for i, item in enumerate(out):
            new = seed_features(part, item) - shown
            if new and len(kept) < limit // 2:
                shown |= new
                kept.append(i)
        taken = set(kept)
        rest = [i for i in range(len(out)) if i not in taken]
        want = limit - len(kept)
        if want > 0 and rest:  # spread over the sizes, smallest and largest kept
            step = (len(rest) - 1) / max(1, want - 1)
            kept += sorted({rest[round(j * step)] for j in range(min(want, len(rest)))})
        out = [out[i] for i in sorted(kept)]
    return out


def write_seeds(target: str, dirs, dest: str, limit: int = 0) -> int:
    """Write :func:`seed_inputs` into ``dest`` (named by content hash); returns the count."""
    os.makedirs(dest, exist_ok=True)
    n = 0
    for item in seed_inputs(target, dirs, limit):
        path = os.path.join(dest, hashlib.sha1(item).hexdigest())
        if not os.path.exists(path):
            with open(path, "wb") as f:
                f.write(item)
        n += 1
    return n


def _innermost(exc):
    """``(module file name, function, line)`` of the innermost frame in dxfuzz
    or a generated parser."""
    where = ("?", "?", 0)
    for frame, lineno in traceback.walk_tb(exc.__traceback__):
        name = frame.f_code.co_filename
        if "dxfuzz" in name or os.path.basename(name).startswith("dxcontainer"):
            where = (os.path.basename(name), frame.f_code.co_name, lineno)
    return where


def crash_key(exc: BaseException) -> str:
    """A short signature of a breach: exception type and the innermost frame
    in dxfuzz or a generated parser (``IndexError@dxcontainer_rdef.py:123``)."""
    file, _, line = _innermost(exc)
    return f"{type(exc).__name__}@{file}:{line}"


def regression_name(target: str, exc: BaseException) -> str:
    """File name for a kept breach: target, exception and where it escaped
    (``rdef--IndexError-in-dxcontainer_rdef-type_name.bin``)."""
    file, func, _ = _innermost(exc)
    module = file[:-3] if file.endswith(".py") else file
    slug = f"{type(exc).__name__}-in-{module}-{func}".replace("<", "").replace(">", "")
    return f"{target}--{slug}.bin"


def save_regression(target: str, data: bytes, folder: str, seconds: float = 60.0):
    """Minimize a breaching input (same signature) and keep it in ``folder``
    as :func:`regression_name`; returns the path, or None if ``data`` does
    not breach the contract."""
    from . import bodies
    exc = bodies.breach(target, data)
    if exc is None:
        return None
    key = crash_key(exc)

    def same(candidate):
        e = bodies.breach(target, candidate)
        return e is not None and crash_key(e) == key
    small = minimize(data, same, seconds)
    os.makedirs(folder, exist_ok=True)
    path = os.path.join(folder, regression_name(target, bodies.breach(target, small)))
    from ..output import write_file
    write_file(path, small)
    return path


def minimize(data: bytes, still_fails, seconds: float = 30.0) -> bytes:
    """A smaller input for which ``still_fails(input)`` holds (delta debugging:
    drop chunks of halving size, then zero bytes), within ``seconds``."""
    deadline = time.monotonic() + seconds
    best = bytes(data)
    chunk = max(1, len(best) // 2)
    while chunk >= 1 and time.monotonic() < deadline:
        i, shrunk = 0, False
        while i < len(best) and time.monotonic() < deadline:
            cand = best[:i] + best[i + chunk:]
            if cand != best and still_fails(cand):
                best, shrunk = cand, True
            else:
                i += chunk
        if not shrunk:
            chunk //= 2
    for i in range(len(best)):
        if time.monotonic() >= deadline:
            break
        if best[i]:
            cand = best[:i] + b"\0" + best[i + 1:]
            if still_fails(cand):
                best = cand
    return best
