"""What one run of a reader was: accepted, rejected, or one of the ways a
reader breaks (crash, sanitizer report, assertion, hang, out of memory).

The kinds, in the order they are recognised:

* ``oom`` - out of memory: LLVM's ``report_bad_alloc_error`` ("LLVM ERROR:
  out of memory"), ``std::bad_alloc``, a sanitizer's allocation-size or
  out-of-memory report, Rust's "memory allocation of N bytes failed",
  Python's ``MemoryError``, or a kill by the memory cap; and a run that
  outlived its timeout while still growing towards the cap: it had said
  so already, or its processes held at least :data:`OOM_SHARE` of the cap
  (resident memory, read at the timeout);
* ``hang`` - the run outlived its timeout otherwise (its process group was killed);
* ``sanitizer`` - an AddressSanitizer, MemorySanitizer, LeakSanitizer or
  UndefinedBehaviorSanitizer report;
* ``assertion`` - a C ``assert`` (glibc's "Assertion ... failed"), LLVM's
  ``llvm_unreachable``, a Rust panic;
* ``crash`` - a signal (SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGABRT, ...), an
  exit status a shell or wrapper gives a signal (128 + N) with a stack dump,
  or an exit status the user named as a bug (``--crash-exit``);
* ``rejected`` - any other non-zero exit status: the reader said no;
* ``accepted`` - exit status 0.

The first four and ``hang`` are bugs (:data:`BUGS`); the detail of a
rejection is its exit status and the first line of its message, which the
campaign counts, since each message is a path through the reader.
"""
from __future__ import annotations

import re
import signal as _signal
from dataclasses import dataclass
from typing import Iterable, Optional

from .reader import Execution

ACCEPTED, REJECTED = "accepted", "rejected"
CRASH, SANITIZER, ASSERTION, HANG, OOM = "crash", "sanitizer", "assertion", "hang", "oom"
KINDS = (ACCEPTED, REJECTED, CRASH, SANITIZER, ASSERTION, HANG, OOM)
BUGS = (CRASH, SANITIZER, ASSERTION, HANG, OOM)

_OOM = re.compile(
    r"LLVM ERROR: out of memory|std::bad_alloc|allocation-size-too-big|"
    r"requested allocation size .* exceeds|AddressSanitizer: out of memory|"
    r"(?:ERROR|WARNING): \w+Sanitizer: (?:out of memory|allocator is out of memory)|"
    r"memory allocation of \d+ bytes failed|^MemoryError\b|Cannot allocate memory|"
    r"rss-limit|hard rss limit", re.M)
_SANITIZER = re.compile(
    r"^(?:==\d+==)?(?:ERROR|WARNING): ((?:Address|Memory|Leak|Thread|UndefinedBehavior)"
    r"Sanitizer): ?([\w-]*)|^(\S+:\d+:\d+): runtime error: (.*)$", re.M)
_ASSERTION = re.compile(
    r"(?P<glibc>^.*?:\d+: .*?: Assertion [`'](?P<cond>.*)' failed\.)|"
    r"(?P<llvm>UNREACHABLE executed at .*|^Assertion failed: .*)|"
    r"(?P<rust>thread '[^']*'(?: \(\d+\))? panicked at .*)", re.M)
#: The share of the memory cap a timed-out run must hold to count as running
#: out of memory, slowly, rather than hanging.
OOM_SHARE = 0.5

_STACK_DUMP = re.compile(r"^Stack dump:|^\s*#\d+ 0x[0-9a-f]+", re.M)


@dataclass
class Outcome:
    kind: str
    detail: str  #: a few words: the signal, the sanitizer's kind, the assertion, the message

    @property
    def is_bug(self) -> bool:
        return self.kind in BUGS


def _first_line(text: str) -> str:
    for line in text.splitlines():
        line = line.strip()
        if line:
            return line[:160]
    return ""


def signal_name(number: int) -> str:
    try:
        return _signal.Signals(number).name
    except ValueError:
        return f"signal {number}"


def classify(run: Execution, crash_exits: Iterable[int] = ()) -> Outcome:
    """The outcome of one run (see the module doc)."""
    text = run.text()
    if run.timed_out:
        m = _OOM.search(text)
        if m:
            return Outcome(OOM, f"{m.group(0).strip()[:80]} (at the timeout)")
        if run.memory_mb and run.peak_mb and run.peak_mb >= OOM_SHARE * run.memory_mb:
            return Outcome(OOM, "timeout while growing: resident memory at least "
                                f"{int(100 * OOM_SHARE)}% of the cap")
        return Outcome(HANG, "timeout")
    status = run.returncode
    failed = status != 0
    if failed:
        m = _OOM.search(text)
        if m:
            return Outcome(OOM, m.group(0).strip()[:80])
        m = _SANITIZER.search(text)
        if m:
            if m.group(1):
                return Outcome(SANITIZER, f"{m.group(1)}: {m.group(2)}".rstrip(": "))
            return Outcome(SANITIZER, f"runtime error: {m.group(4)[:100]}")
        m = _ASSERTION.search(text)
        if m:
            if m.group("glibc"):
                return Outcome(ASSERTION, f"Assertion `{m.group('cond')}' failed")
            return Outcome(ASSERTION, (m.group("llvm") or m.group("rust")).strip()[:120])
    if status is not None and status < 0:
        if status == -_signal.SIGKILL:
            return Outcome(OOM, "SIGKILL (the memory cap or the kernel's OOM killer)")
        return Outcome(CRASH, signal_name(-status))
    if status is not None and 128 < status < 160 and _STACK_DUMP.search(text):
        return Outcome(CRASH, signal_name(status - 128))
    if status in set(crash_exits):
        return Outcome(CRASH, f"exit {status}: {_first_line(text)}")
    if not failed:
        return Outcome(ACCEPTED, "")
    return Outcome(REJECTED, f"exit {status}: {_first_line(text)}")


def verdict(outcome: Optional[Outcome]) -> str:
    """``accepted``, ``rejected`` or ``bug``: what differential mode compares."""
    if outcome is None:
        return "-"
    return outcome.kind if outcome.kind in (ACCEPTED, REJECTED) else "bug"
