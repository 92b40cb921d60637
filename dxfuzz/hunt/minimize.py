"""Shrinking a finding while it keeps its signature: structure first, with
dxfuzz's own edit helpers (which fix sizes and offsets), then bytes.

The structure steps, each kept only if the reader still fails the same way:
drop a part; cut a part's data to a half, a quarter, ... of its length; set
a count or size field (a u32 that dxfuzz decodes) to a smaller value. They
keep the container well laid out, so a reader that checks the layout still
reaches the bug. The byte steps are delta debugging: drop chunks of halving
size, then zero single bytes. For a reader that checks the digest, every
candidate is signed again before it runs.
"""
from __future__ import annotations

import time
from typing import Callable

from .. import edit, mutate, part_table
from ..errors import ParseError
from ..fuzz import minimize as byte_minimize
from .mutants import recompute


class Budget:
    """A deadline and a most number of reader runs."""

    def __init__(self, seconds: float, runs: int):
        self.deadline = time.monotonic() + seconds
        self.runs_left = runs

    def spend(self) -> bool:
        if self.runs_left <= 0 or time.monotonic() >= self.deadline:
            return False
        self.runs_left -= 1
        return True


def minimize(data: bytes, same: Callable[[bytes], bool], *, checks_digest: bool = False,
             seconds: float = 60.0, runs: int = 2000) -> bytes:
    """The smallest input found for which ``same(input)`` holds."""
    budget = Budget(seconds, runs)
    prepare = recompute if checks_digest else (lambda d: d)

    def test(candidate: bytes) -> bool:
        candidate = prepare(candidate)
        return budget.spend() and same(candidate)

    best = prepare(bytes(data))
    for step in (_drop_parts, _shorten_parts, _smaller_fields):
        best = step(best, test, prepare)
    left = max(0.0, budget.deadline - time.monotonic())
    return prepare(byte_minimize(best, test, seconds=left))


def _parts(data):
    try:
        return part_table.read_parts(data)
    except ParseError:
        return None


def _drop_parts(best, test, prepare):
    i = 0
    while True:
        parts = _parts(best)
        if parts is None or i >= len(parts):
            return best
        cand = edit.rebuild(parts[:i] + parts[i + 1:], best, "keep")
        if len(cand) < len(best) and test(cand):
            best = prepare(cand)
        else:
            i += 1


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
    fields = [f for f in mutate.field_trace(best) if f.kind == "u4" and isinstance(f.value, int)
              and f.value > 1]
    for f in fields:
        for value in (0, 1, f.value // 2):
            if value >= f.value or f.end > len(best):
                continue
            cand = best[:f.start] + value.to_bytes(4, "little") + best[f.end:]
            if test(cand):
                best = prepare(cand)
                break
    return best
