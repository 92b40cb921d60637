"""dxfuzz's structure-aware mutations as an AFL++ custom mutator
(``AFL_PYTHON_MODULE=dxfuzz.fuzz.afl``), for coverage-guided fuzzing of C and C++ readers.

AFL++ loads this module into its own Python; for each queue entry it asks
:func:`fuzz_count` how many mutants to make, then calls :func:`fuzz` that
many times with the same input. Each mutant comes from one of two stages
(:mod:`dxfuzz.fuzz.mutators`): mostly the table stage (the part table and
the bytes), a quarter of them the decoding stage (a part decoded by dxfuzz
once per input and kept, then a copy edited). An input's mutants draw the
mutations of a stage in rounds (:class:`~dxfuzz.fuzz.mutators.Rounds`):
each once before any again. What an input costs to read
- its part table, its parts, their decoded trees and programs - is kept
for the next calls, so only the first mutant of an input pays for it.
With ``AFL_CUSTOM_MUTATOR_ONLY`` unset, AFL++'s own havoc stage still runs
beside it, so an instrumented (or ASan) build of a reader gets both. The
environment says what the reader needs:

* ``DXFUZZ_AFL_DIGEST=recompute``: sign every mutant again (for a reader
  that checks the container digest before anything else);
* ``DXFUZZ_AFL_PARSING=1``: also use the mutations that parse and trace the
  whole input with dxfuzz (slower, aimed at fields dxfuzz decodes).

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

from ..mutate.parts import all_parts, table  # noqa: E402
from .mutators import Rounds, labelled_mutant  # noqa: E402

#: Mutants per queue entry: a base, more per part the input has (each part
#: is more to aim at) and per :data:`PROGRAM_BYTES_PER_MUTANT` bytes of its
#: programs (SHEX, SHDR, DXIL: more instructions and records to aim at, and
#: more to decode once for the decoding stage), up to a bound.
COUNT_BASE, COUNT_PER_PART, COUNT_MAX = 16, 8, 128
PROGRAM_BYTES_PER_MUTANT = 64
PROGRAMS = (b"SHEX", b"SHDR", b"DXIL")
#: A part table longer than this is mostly garbage (a part count made huge):
#: such an input gets fewer mutants, in proportion (every table mutation
#: reads the whole table), but at least :data:`COUNT_MIN`.
TABLE_MAX, COUNT_MIN = 64, 8

_STATE: dict = {"last": ""}


def init(seed: int) -> None:
    """AFL++: called once, with its random seed (the environment is read then)."""
    _STATE["rnd"] = random.Random(seed)
    _STATE["rounds"] = Rounds(_STATE["rnd"])
    _STATE["digest"] = os.environ.get("DXFUZZ_AFL_DIGEST") == "recompute"
    _STATE["fast"] = not os.environ.get("DXFUZZ_AFL_PARSING")


init(0)


def fuzz_count(buf: bytearray) -> int:
    """AFL++: how many times to call :func:`fuzz` for this input: none for
    what is not a container, more the more parts it has (those whose fourcc
    is four letters or digits, as every real one) and the larger its
    programs, fewer for a part table of more entries than :data:`TABLE_MAX`."""
    data = bytes(buf)
    if data[:4] != b"DXBC":
        return 0
    _STATE["rounds"] = Rounds(_STATE["rnd"])  # this input's mutants: every mutation once, then again
    found = [p for p in all_parts(data) if p.fourcc.isalnum()]
    programs = sum(p.size for p in found if p.fourcc in PROGRAMS)
    count = min(COUNT_MAX, COUNT_BASE + COUNT_PER_PART * len(found) + programs // PROGRAM_BYTES_PER_MUTANT)
    entries = len(table(data))
    return count if entries <= TABLE_MAX else max(COUNT_MIN, count * TABLE_MAX // entries)


def fuzz(buf: bytearray, add_buf, max_size: int) -> bytearray:
    """AFL++: one mutant of ``buf`` (a container), at most ``max_size`` bytes."""
    rnd = _STATE["rnd"]
    found = labelled_mutant(bytes(buf), rnd, max_size, recompute_digest=_STATE["digest"],
                            fast=_STATE["fast"], draw=_STATE["rounds"])
    if found is None:  # not a container, or nothing applied: flip a byte
        out = bytearray(buf)
        if out:
            out[rnd.randrange(len(out))] ^= 1 << rnd.randrange(8)
        _STATE["last"] = "bit flip"
        return out[:max_size]
    label, out = found
    _STATE["last"] = "dxfuzz-" + label.replace("+", "-")
    return bytearray(out)


def describe(max_description_length: int) -> bytes:
    """AFL++: a name for the last mutation (it goes into queue file names):
    ``dxfuzz-`` and the mutation's name."""
    return _STATE["last"][:max_description_length].encode()  # AFL++ reads bytes


def deinit() -> None:
    pass
