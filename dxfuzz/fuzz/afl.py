"""dxfuzz's structure-aware mutations as an AFL++ custom mutator
(``AFL_PYTHON_MODULE=dxfuzz.fuzz.afl``), for coverage-guided fuzzing of C and C++ readers.

AFL++ loads this module into its own Python and calls :func:`fuzz` for new
inputs; with ``AFL_CUSTOM_MUTATOR_ONLY`` unset, AFL++'s own havoc stage
still runs beside it, so an instrumented (or ASan) build of a reader gets
both. The environment says what the reader needs:

* ``DXFUZZ_AFL_DIGEST=recompute``: sign every mutant again (for a reader
  that checks the container digest before anything else);
* ``DXFUZZ_AFL_PARSING=1``: also use the mutations that parse the input
  with dxfuzz (slower, aimed at fields dxfuzz decodes).

Set up and run it as docs/hunting.md shows (``PYTHONPATH`` must reach
dxfuzz and its dependencies).
"""
from __future__ import annotations

import os
import random
import site
import sys

# AFL++'s embedded Python reads PYTHONPATH but not the .pth files of the
# site-packages folders named there, one of which maps dxfuzz.generated to
# the checkout's generated/ (pip's editable install): read them now.
for _entry in list(sys.path):
    if _entry.rstrip(os.sep).endswith("site-packages"):
        site.addsitedir(_entry)

from .mutators import structure_mutant  # noqa: E402

_STATE = {"rnd": random.Random(0), "last": ""}


def init(seed: int) -> None:
    """AFL++: called once, with its random seed."""
    _STATE["rnd"] = random.Random(seed)


def fuzz(buf: bytearray, add_buf, max_size: int) -> bytearray:
    """AFL++: one mutant of ``buf`` (a container), at most ``max_size`` bytes."""
    rnd = _STATE["rnd"]
    out = structure_mutant(bytes(buf), rnd, max_size,
                           recompute_digest=os.environ.get("DXFUZZ_AFL_DIGEST") == "recompute",
                           fast=not os.environ.get("DXFUZZ_AFL_PARSING"))
    if out is None:  # not a container, or nothing applied: flip a byte
        out = bytearray(buf)
        if out:
            out[rnd.randrange(len(out))] ^= 1 << rnd.randrange(8)
        _STATE["last"] = "bit flip"
    else:
        _STATE["last"] = "dxfuzz"
    return bytearray(out[:max_size])


def describe(max_description_length: int) -> bytes:
    """AFL++: a name for the last mutation (it goes into queue file names)."""
    return _STATE["last"][:max_description_length].encode()  # AFL++ reads bytes


def fuzz_count(buf: bytearray) -> int:
    """AFL++: how many times to call :func:`fuzz` for this input."""
    return 64 if bytes(buf[:4]) == b"DXBC" else 0


def deinit() -> None:
    pass
