"""Shrinking a finding while it keeps its signature: structure first, with
dxfuzz's own writers and edit helpers (which keep sizes, offsets and counts
right), then bytes.

The steps, each candidate kept only if the reader still fails the same way:

1. drop whole parts (all, halves, quarters, ... then one at a time);
2. shrink what each part holds (:mod:`.shrink`): a program's instructions,
   bitcode records and blocks, table rows, signature elements - every list
   of the part's tree cut by delta debugging, the part laid out again by
   its writer;
3. cut a part's data to nothing, a quarter, a half of its length;
4. set a count or size field (a u32 that dxfuzz decodes) to a smaller value;
5. bytes: delta debugging (drop chunks of halving size, then zero single bytes).

Steps 1 to 4 keep the container well laid out, so a reader that checks the
layout still reaches the bug. For a reader that checks the digest, every
candidate is signed again before it runs. A candidate already tried is not
run again.
"""
from __future__ import annotations

import hashlib
import threading
import time
from typing import Callable, Optional

from .. import edit, mutate, part_table
from ..errors import ParseError
from ..fuzz import minimize as byte_minimize
from .mutants import recompute
from .shrink import ddmin, shrink_parts


class Budget:
    """A deadline, a most number of reader runs, and a stop event."""

    def __init__(self, seconds: float, runs: int, stop: Optional[threading.Event] = None):
        self.deadline = time.monotonic() + seconds
        self.runs_left = runs
        self.stop = stop

    def alive(self) -> bool:
        return self.runs_left > 0 and time.monotonic() < self.deadline and \
            not (self.stop is not None and self.stop.is_set())

    def spend(self) -> bool:
        if not self.alive():
            return False
        self.runs_left -= 1
        return True


def minimize(data: bytes, same: Callable[[bytes], bool], *, checks_digest: bool = False,
             seconds: float = 60.0, runs: int = 5000,
             stop: Optional[threading.Event] = None) -> bytes:
    """The smallest input found for which ``same(input)`` holds."""
    budget = Budget(seconds, runs, stop)
    prepare = recompute if checks_digest else (lambda d: d)
    tried = {}

    def test(candidate: bytes) -> bool:
        candidate = prepare(candidate)
        key = hashlib.sha1(candidate).digest()
        if key not in tried:
            if not budget.spend():
                return False
            tried[key] = same(candidate)
        return tried[key]

    best = prepare(bytes(data))
    best = _drop_parts(best, test, prepare, budget.alive)
    best = prepare(shrink_parts(best, test, budget.alive))
    for step in (_drop_parts, _shorten_parts, _smaller_fields):
        if budget.alive():
            best = step(best, test, prepare)
    left = max(0.0, budget.deadline - time.monotonic())
    if budget.alive():
        best = byte_minimize(best, lambda d: budget.alive() and test(d), seconds=left)
    return prepare(best)


def _parts(data):
    try:
        return part_table.read_parts(data)
    except ParseError:
        return None


def _drop_parts(best, test, prepare, alive=lambda: True):
    """Drop whole parts: all of them, then halves, quarters, ... (few runs
    when one part of many matters, for a reader that takes seconds a run)."""
    parts = _parts(best)
    if not parts:
        return best
    kept = [best]

    def works(left):
        cand = edit.rebuild(left, best, "keep")
        if len(cand) < len(kept[-1]) and test(cand):
            kept.append(prepare(cand))
            return True
        return False
    ddmin(parts, works, alive)
    return kept[-1]


def _shorten_parts(best, test, prepare):
    parts = _parts(best)
    if parts is None:
        return best
    for i in range(len(parts)):
        for fraction in (0, 4, 2):  # empty, a quarter, a half
            parts = _parts(best)
            if parts is None or i >= len(parts):
                return best
            fourcc, body = parts[i]
            size = len(body) // fraction if fraction else 0
            if size >= len(body):
                continue
            size -= size % 4 if size >= 4 else 0
            cand = edit.rebuild(parts[:i] + [(fourcc, body[:size])] + parts[i + 1:], best, "keep")
            if test(cand):
                best = prepare(cand)
                break
    return best


def _smaller_fields(best, test, prepare):
    """u32 fields dxfuzz decodes (counts, sizes, offsets) set smaller."""
    fields = [f for f in mutate.field_trace(best) if f.kind == "u4"
              and isinstance(f.value, int) and f.value > 1]
    for f in fields:
        for value in (0, 1, f.value // 2):
            if value >= f.value or f.end > len(best):
                continue
            cand = best[:f.start] + value.to_bytes(4, "little") + best[f.end:]
            if test(cand):
                best = prepare(cand)
                break
    return best
