"""A hunt: mutants run through one reader (or several, compared), outcomes
counted, bugs deduplicated by signature, minimized and reported; resumable from its work folder.

The work folder holds ``state.json`` (what has been run, counted and found;
a campaign started again on the same folder goes on from there), a folder
per signature (``findings/``), ``report.md`` and ``report.json``. Runs go ``jobs`` at a time, each reader
run in its own process group.

With two or more readers (differential mode) every mutant runs through each
of them, and a mutant on which their verdicts differ (one accepts what
another rejects, or one breaks) - or, with a normaliser, on which their
outputs differ - is a finding of its own kind, ``differs``.

A session goes in phases, each timed (:attr:`Campaign.phases`, in the
report): ``setup`` (seeds read), ``probe`` (the seeds run as they are and
with a wrong digest, ``jobs`` at a time: does the reader check the digest,
does it accept the seeds at all - :attr:`Campaign.warnings` says when it
accepts few or none), ``runs`` (the mutants, until the runs or seconds
asked for), ``minimize`` (each new signature shrunk, ``jobs`` signatures
at a time, each for at most ``minimize_seconds``; a hang, minimized with
shorter runs, and an abort out of memory, minimized under a smaller cap,
are checked once more in the whole box).
"""
from __future__ import annotations

import contextlib
import dataclasses
import json
import os
import shlex
import subprocess
import threading
import time
from concurrent.futures import FIRST_COMPLETED, ThreadPoolExecutor, wait
from dataclasses import asdict, dataclass, field
from typing import Dict, List, Optional

from . import stack as _stack
from .minimize import minimize
from .mutants import Maker, Mutant, Seed, corrupt_digest
from .outcome import ACCEPTED, HANG, KINDS, OOM, REJECTED, Outcome, classify, verdict
from .reader import REPRO_ENV, Execution, Reader

DIFFERS = "differs"
STATE_VERSION = 1
#: How many different rejection messages are kept, with their counts.
MAX_MESSAGES = 200
#: Seeds the digest probe runs (spread over the seeds), and how many
#: accepted ones it needs to decide.
PROBE_SEEDS, PROBE_ENOUGH = 8, 4
#: The share of the probed seeds a reader must accept not to be warned about.
FEW_ACCEPTED = 0.25
#: A hang is minimized with runs of this share of the timeout (at least
#: :data:`MIN_STEP_TIMEOUT` seconds): a mutant that hangs hangs sooner than
#: that; the result is checked with the whole timeout.
HANG_STEP_SHARE, MIN_STEP_TIMEOUT = 0.25, 1.0
#: An out-of-memory abort is minimized under this share of the memory cap
#: (at least :data:`MIN_STEP_MEMORY_MB`), then checked under the whole cap.
OOM_STEP_SHARE, MIN_STEP_MEMORY_MB = 0.25, 256


@dataclass
class Finding:
    """One signature: the first input that showed it, and how often it came."""

    id: str
    signature: str
    kind: str
    detail: str
    reader: str
    frames: List[str]
    stack_source: str  #: llvm, sanitizer, rust, assert, gdb; else signal, message or verdicts
    first_run: int
    first_seconds: float
    seed: str
    mutation: str
    group: str
    count: int = 1
    groups: Dict[str, int] = field(default_factory=dict)
    size: int = 0
    minimized_size: Optional[int] = None
    signed_by: str = ""  #: how the signature was made, in words
    minimize_seconds: Optional[float] = None


@dataclass
class Result:
    """A run of a mutant through every reader."""

    run: int
    mutant: Mutant
    executions: List[Execution]
    outcomes: List[Outcome]
    stacks: List[Optional[_stack.Stack]]
    outputs: List[Optional[str]]
    path: str = ""  #: where the input was written for the readers


class Campaign:
    def __init__(self, readers: List[Reader], seeds: List[Seed], workdir: str, *,
                 jobs: int = 1, weights=None, digest: str = "auto", crash_exits=(),
                 base: int = 0, normaliser: Optional[str] = None, gdb: bool = True,
                 minimize_seconds: float = 60.0, log=None, started: Optional[float] = None,
                 show_progress: bool = False):
        self.readers = readers
        self.workdir = workdir
        self.jobs = max(1, jobs)
        self.crash_exits = tuple(crash_exits)
        self.normaliser = normaliser
        self.gdb = gdb and _stack.GDB is not None
        self.minimize_seconds = minimize_seconds
        self.log = log or (lambda text: None)
        self.show_progress = show_progress
        self.local = threading.local()
        self._lock = threading.Lock()
        #: this session's phases and their seconds (setup, probe, runs, minimize)
        self.started = time.monotonic() if started is None else started
        self.phases: Dict[str, float] = {"setup": round(time.monotonic() - self.started, 3)}
        #: what the user should know about the campaign (a reader that accepts no seed)
        self.warnings: List[str] = []
        os.makedirs(os.path.join(workdir, "findings"), exist_ok=True)
        self.state = self._load_state(base, digest)
        with self._phase("probe"):
            self.digest_probe = self.state.get("digest_probe") or self._probe_digest(seeds, digest)
        self.state["digest_probe"] = self.digest_probe
        self._warn_about_seeds()
        self.maker = Maker(seeds, weights, self.checks_digest, self.state["base"])
        self.findings: Dict[str, Finding] = {
            k: Finding(**v) for k, v in self.state.get("findings", {}).items()}
        self._runs_started = time.monotonic()
        self._before = None  #: seconds of the earlier sessions, while this one runs
        self.stop = threading.Event()

    @contextlib.contextmanager
    def _phase(self, name: str):
        """Adds the seconds the block lasts to phase ``name``."""
        start = time.monotonic()
        try:
            yield
        finally:
            took = time.monotonic() - start
            self.phases[name] = round(self.phases.get(name, 0.0) + took, 3)

    @property
    def session_seconds(self) -> float:
        """Seconds since the command started (the phases add up to it)."""
        return time.monotonic() - self.started

    # --- state ------------------------------------------------------------------------

    def _identity(self) -> dict:
        return {"readers": [r.argv for r in self.readers]}

    def _load_state(self, base: int, digest: str) -> dict:
        path = os.path.join(self.workdir, "state.json")
        if os.path.exists(path):
            with open(path) as f:
                state = json.load(f)
            if state.get("version") != STATE_VERSION or state.get("identity") != self._identity():
                raise ValueError("holds another campaign (other readers); give another -o folder")
            return state
        return {"version": STATE_VERSION, "identity": self._identity(), "base": base,
                "digest": digest, "runs": 0, "seconds": 0.0, "outcomes": {}, "messages": {},
                "groups": {}, "findings": {}}

    def save(self) -> None:
        from ..output import write_file
        with self._lock:
            self.state["seconds"] = round(self.elapsed, 3)
            self.state["findings"] = {k: asdict(v) for k, v in self.findings.items()}
            text = json.dumps(self.state, indent=1).encode()
            write_file(os.path.join(self.workdir, "state.json"), text)

    @property
    def elapsed(self) -> float:
        """Seconds of running mutants, over every session of the campaign."""
        if self._before is None:
            return self.state["seconds"]
        return self._before + (time.monotonic() - self._runs_started)

    @property
    def checks_digest(self) -> bool:
        return any(p["checks"] for p in self.digest_probe.values())

    # --- running ------------------------------------------------------------------------

    def _path(self) -> str:
        path = getattr(self.local, "path", None)
        if path is None:
            folder = os.path.abspath(os.path.join(self.workdir, "tmp", str(threading.get_ident())))
            os.makedirs(folder, exist_ok=True)
            path = self.local.path = os.path.join(folder, "input.dxbc")
        return path

    def execute(self, reader: Reader, data: bytes, sample: bool = False):
        """``(execution, outcome)`` of one run of ``reader``; with ``sample``,
        a run that times out has its stack taken by gdb first."""
        hook = _stack.attach if sample and self.gdb else None
        run = reader.run(data, self._path(), on_timeout=hook)
        return run, classify(run, self.crash_exits)

    def _probe_digest(self, seeds: List[Seed], choice: str) -> dict:
        """Whether each reader checks the digest: given (``checks``/``ignores``)
        or found by running up to :data:`PROBE_SEEDS` seeds (spread over
        them) as they are and, those it accepts, with a wrong digest;
        ``jobs`` runs at a time. It stops early when :data:`PROBE_ENOUGH`
        seeds were accepted, or when a whole first round hung. Each reader's
        entry also counts the outcomes of the seeds as they are."""
        out = {}
        step = max(1, len(seeds) // PROBE_SEEDS)
        chosen = seeds[::step][:PROBE_SEEDS]
        for reader in self.readers:
            if choice in ("checks", "ignores"):
                out[reader.name] = {"checks": choice == "checks", "how": "given"}
                continue
            out[reader.name] = self._probe_reader(reader, chosen)
        return out

    def _probe_reader(self, reader: Reader, seeds: List[Seed]) -> dict:
        from .. import progress
        bar = progress.Progress(total=2 * len(seeds), label=f"probe {reader.name}",
                                enabled_=None if self.show_progress else False)
        outcomes: Dict[str, int] = {}
        tried = refused = 0
        todo = list(seeds)
        with ThreadPoolExecutor(max_workers=self.jobs) as pool:
            pending = {}
            try:
                while todo or pending:
                    # a reader that hung on every seed so far gets no more (one
                    # round of -j runs tells a reader that hangs on everything)
                    all_hung = outcomes and outcomes.get(HANG, 0) == sum(outcomes.values())
                    while todo and len(pending) < self.jobs and tried < PROBE_ENOUGH and \
                            not all_hung:
                        seed = todo.pop(0)
                        pending[pool.submit(self.execute, reader, seed.data)] = ("seed", seed)
                    if not pending:
                        break
                    done, _ = wait(pending, return_when=FIRST_COMPLETED)
                    for future in done:
                        what, seed = pending.pop(future)
                        _, o = future.result()
                        bar.update(1 if what == "bad" else 2 if o.kind != ACCEPTED else 1)
                        if what == "bad":
                            refused += o.kind == REJECTED
                            continue
                        outcomes[o.kind] = outcomes.get(o.kind, 0) + 1
                        if o.kind == ACCEPTED:
                            tried += 1
                            pending[pool.submit(self.execute, reader,
                                                corrupt_digest(seed.data))] = ("bad", seed)
            except KeyboardInterrupt:
                for future in pending:
                    future.cancel()
                raise
            finally:
                bar.close()
        return {"checks": tried > 0 and refused == tried,
                "how": f"probed: {refused} of {tried} accepted seeds refused with a wrong digest",
                "seeds": sum(outcomes.values()), "outcomes": outcomes}

    def _warn_about_seeds(self) -> None:
        for reader in self.readers:
            probe = self.digest_probe.get(reader.name) or {}
            n, outcomes = probe.get("seeds"), probe.get("outcomes") or {}
            if not n:
                continue
            accepted = outcomes.get(ACCEPTED, 0)
            if accepted >= max(1, FEW_ACCEPTED * n):
                continue
            seen = ", ".join(f"{k} {v}" for k, v in sorted(outcomes.items(), key=lambda kv: -kv[1]))
            self.warnings.append(
                f"{reader.name} accepted {'none' if not accepted else accepted} of the {n} "
                f"seeds tried ({seen}): mutants of seeds it refuses test little past its first "
                "checks; check its command line, or give seeds it reads")

    def _one(self, run: int, mutant: Mutant, readers: Optional[List[Reader]] = None) -> Result:
        executions, outcomes, stacks, outputs = [], [], [], []
        for reader in readers or self.readers:
            execution, outcome = self.execute(reader, mutant.data, sample=True)
            stk = None
            if outcome.is_bug:
                stk = _stack.from_text(execution.text())
                if not stk.frames and execution.timed_out and execution.sampled:
                    stk = _stack.parse_gdb(execution.sampled, "gdb-attach")
                elif not stk.frames and self.gdb and execution.signal is not None:
                    # (gdb stops at a signal: an exit status it cannot explain);
                    # symbols only, for speed: a new finding gets its source lines
                    stk = self._gdb(reader, mutant.data, debug_info=False)
            executions.append(execution)
            outcomes.append(outcome)
            stacks.append(stk)
            outputs.append(self._normal(execution) if self.normaliser and
                           outcome.kind == ACCEPTED else None)
        return Result(run, mutant, executions, outcomes, stacks, outputs, self._path())

    def _gdb(self, reader: Reader, data: bytes, debug_info: bool) -> _stack.Stack:
        path = self._path()
        with open(path, "wb") as f:
            f.write(data)
        return _stack.from_gdb(reader.boxed(path), None if reader.uses_file else path,
                               debug_info=debug_info)

    def _with_lines(self, result: Result, i: int, stk: _stack.Stack) -> _stack.Stack:
        """A new finding's gdb stack read again with the debug information
        (source lines, inlined calls), when it signs the same."""
        full = self._gdb(self.readers[i], result.mutant.data, debug_info=True)
        return full if full.keys[:_stack.DEPTH] == stk.keys[:_stack.DEPTH] else stk

    def _normal(self, execution: Execution) -> str:
        proc = subprocess.run(["sh", "-c", self.normaliser], input=execution.stdout,
                              capture_output=True, timeout=60)
        return proc.stdout.decode("utf-8", "replace")

    def signature_of(self, result: Result, i: int) -> Optional[str]:
        outcome = result.outcomes[i]
        if not outcome.is_bug:
            return None
        stk = result.stacks[i] or _stack.Stack()
        kind = outcome.kind if len(self.readers) == 1 else f"{outcome.kind} in {self.readers[i].name}"
        return stk.signature(kind, "" if stk.frames else self._fallback(outcome, result.path))

    @staticmethod
    def _fallback(outcome: Outcome, path: str) -> str:
        """What signs a bug with no stack: a ``--crash-exit`` status's message
        (numbers and the input's path taken out), else the outcome's detail -
        the signal, the sanitizer's kind, the timeout - and nothing else."""
        return _stack.normal_message(outcome.detail, path) + \
            ("" if outcome.detail.startswith("exit ") else " (no stack)")

    @staticmethod
    def _signed_by(outcome: Outcome, stk: _stack.Stack) -> str:
        if stk.frames:
            return stk.how
        if outcome.kind == DIFFERS:
            return "the readers' verdicts (and rejection messages, numbers taken out)"
        if outcome.detail.startswith("exit "):
            return "the exit status and message (numbers and the input's path taken out)"
        return "no stack: the outcome and its detail only"

    def difference_of(self, result: Result) -> Optional[str]:
        if len(self.readers) < 2:
            return None
        verdicts = [verdict(o) for o in result.outcomes]
        if len(set(verdicts)) > 1:
            parts = []
            for reader, o in zip(self.readers, result.outcomes):
                what = verdict(o)
                if o.kind == REJECTED:  # the message, without what changes between runs
                    what += f" ({_stack.normal_message(o.detail.split(': ', 1)[-1], result.path)[:60]})"
                elif o.kind != ACCEPTED:
                    what += f" ({o.kind})"
                parts.append(f"{reader.name} {what}")
            return f"{DIFFERS}: " + ", ".join(parts)
        if self.normaliser and all(v == ACCEPTED for v in verdicts) and \
                len(set(result.outputs)) > 1:
            return f"{DIFFERS}: outputs differ after the normaliser"
        return None

    def record(self, result: Result) -> List[Finding]:
        """Count one result; the findings it made new."""
        st = self.state
        st["runs"] += 1
        g = st["groups"].setdefault(result.mutant.group, {"runs": 0, "bugs": 0, "differs": 0})
        g["runs"] += 1
        new = []
        bug = False
        for i, (reader, o) in enumerate(zip(self.readers, result.outcomes)):
            counts = st["outcomes"].setdefault(reader.name, {k: 0 for k in KINDS})
            counts[o.kind] += 1
            if o.kind == REJECTED:
                messages = st["messages"].setdefault(reader.name, {})
                text = rejection(o.detail, result.path)
                if text not in messages and len(messages) < MAX_MESSAGES:
                    messages[text] = 0
                if text in messages:
                    messages[text] += 1
            sig = self.signature_of(result, i)
            if sig is not None:
                bug = True
                stk = result.stacks[i] or _stack.Stack()
                made = self._count(sig, o, reader.name, stk, result, i)
                if made:
                    new.append(made)
        g["bugs"] += bug
        diff = self.difference_of(result)
        if diff is not None:
            g["differs"] += 1
            made = self._count(diff, Outcome(DIFFERS, diff), "+".join(r.name for r in self.readers),
                               _stack.Stack(), result, None)
            if made:
                new.append(made)
        return new

    def _count(self, sig, outcome, reader, stk, result, i) -> Optional[Finding]:
        found = self.findings.get(sig)
        group = result.mutant.group
        if found is not None:
            found.count += 1
            found.groups[group] = found.groups.get(group, 0) + 1
            return None
        if stk.source == "gdb" and i is not None:
            stk = result.stacks[i] = self._with_lines(result, i, stk)
        source = stk.source or ("verdicts" if outcome.kind == DIFFERS else
                                "message" if ": " in outcome.detail else "signal")
        found = Finding(_stack.short_id(sig), sig, outcome.kind, outcome.detail, reader,
                        stk.frames[:12], source, self.state["runs"], round(self.elapsed, 2),
                        result.mutant.seed, result.mutant.label, group, 1, {group: 1},
                        len(result.mutant.data), signed_by=self._signed_by(outcome, stk))
        self.findings[sig] = found
        folder = self.folder(found)
        os.makedirs(folder, exist_ok=True)
        with open(os.path.join(folder, "first.dxbc"), "wb") as f:
            f.write(result.mutant.data)
        with open(os.path.join(folder, "stack.txt"), "w") as f:
            f.write(self._stack_text(result, i))
        return found

    def _stack_text(self, result: Result, i) -> str:
        out = []
        for k, (reader, run, o) in enumerate(zip(self.readers, result.executions,
                                                   result.outcomes)):
            if i is not None and k != i:
                continue
            timed = ""
            if run.timed_out:
                timed = " (timed out"
                if run.peak_mb is not None:
                    timed += f"; resident {run.rss_mb or 0:.0f} MiB, peak {run.peak_mb:.0f} MiB"
                    timed += f" of a {run.memory_mb} MiB cap" if run.memory_mb else ""
                timed += ")"
            out.append(f"# {reader.name}: {o.kind} ({o.detail}), exit status "
                       f"{run.returncode}{timed}")
            stk = result.stacks[k]
            if stk is not None and stk.source.startswith(("gdb", "pc")):
                out.append(f"# frames from {_stack.SOURCES.get(stk.source, stk.source)}: "
                           + " < ".join(stk.frames))
            out.append(run.text())
            if run.sampled:
                out.append("# gdb, attached at the timeout:")
                out.append(run.sampled)
        return "\n".join(out)

    def folder(self, finding: Finding) -> str:
        return os.path.join(self.workdir, "findings", finding.id)

    def campaign(self, *, runs: Optional[int] = None, seconds: Optional[float] = None,
                 on_progress=None) -> None:
        """Run mutants until ``runs`` more runs or ``seconds`` have passed (or
        :attr:`stop` is set, or Ctrl-C)."""
        first = self.state["runs"]
        begun = time.monotonic()
        deadline = None if seconds is None else begun + seconds
        self._before = self.state["seconds"]
        self._runs_started = begun
        next_run = first
        self.save()
        last_save = time.monotonic()

        def in_time():
            return not self.stop.is_set() and (deadline is None or time.monotonic() < deadline)

        def more():
            if runs is not None and next_run >= first + runs:
                return False
            return in_time()

        from .. import kaitai
        kaitai.load_all()  # before the threads: see kaitai.load_lazily
        with ThreadPoolExecutor(max_workers=self.jobs) as pool:
            pending = set()
            try:
                while True:
                    while more() and len(pending) < 2 * self.jobs:
                        pending.add(pool.submit(self._job, next_run, in_time))
                        next_run += 1
                    if not in_time():  # the time is up: what has not started does not
                        pending = {f for f in pending if not f.cancel()}
                    if not pending:
                        break
                    done, pending = wait(pending, return_when=FIRST_COMPLETED)
                    for future in done:
                        result = future.result()
                        if result is None:  # started after the time was up
                            continue
                        for found in self.record(result):
                            self.log(f"new {found.kind}: {found.signature} (run {found.first_run}, "
                                     f"{found.mutation})")
                    if on_progress:
                        on_progress(self)
                    if time.monotonic() - last_save > 30:
                        self.save()
                        last_save = time.monotonic()
            except KeyboardInterrupt:
                self.stop.set()
                for future in pending:
                    future.cancel()
                raise
            finally:
                self.state["seconds"] = self.elapsed
                self._before = None
                self.save()
                self.phases["runs"] = round(self.phases.get("runs", 0.0)
                                            + time.monotonic() - begun, 3)

    def _job(self, run: int, in_time=lambda: True) -> Optional[Result]:
        if not in_time():
            return None
        return self._one(run, self.maker.make(run))

    # --- after the runs -------------------------------------------------------------------

    def _step_readers(self, finding: Finding) -> List[Reader]:
        """The readers a minimizing step runs: a hang's with a shorter
        timeout (:data:`HANG_STEP_SHARE`); an out-of-memory abort's with a
        smaller memory cap (:data:`OOM_STEP_SHARE`: a reader that allocates
        too much gets there sooner); the others as they are (so does one
        that was still growing at its timeout: its stack was taken there)."""
        out = []
        for r in self.readers:
            if finding.kind == HANG:
                step = max(MIN_STEP_TIMEOUT, r.timeout * HANG_STEP_SHARE)
                r = dataclasses.replace(r, timeout=min(r.timeout, step))
            elif finding.kind == OOM and r.memory_mb and "timeout" not in finding.detail:
                r = dataclasses.replace(r, memory_mb=max(MIN_STEP_MEMORY_MB,
                                                         int(r.memory_mb * OOM_STEP_SHARE)))
            out.append(r)
        return out

    def same(self, finding: Finding, readers: Optional[List[Reader]] = None):
        """A predicate: an input still shows ``finding``'s signature."""
        def test(data: bytes) -> bool:
            mutant = Mutant(data, finding.seed, finding.group, [finding.mutation])
            result = self._one(-1, mutant, readers)
            if finding.kind == DIFFERS:
                return self.difference_of(result) == finding.signature
            return any(self.signature_of(result, i) == finding.signature
                       for i in range(len(self.readers)))
        return test

    def minimize_all(self) -> None:
        """Minimize every finding that has no ``repro.dxbc`` yet: the
        ``minimize`` phase, ``jobs`` findings at a time, each for at most
        :attr:`minimize_seconds` (a hang's or an out-of-memory abort's
        result checked once more with the readers as the campaign ran them)."""
        todo = [f for f in self.findings.values()
                if not os.path.exists(os.path.join(self.folder(f), "repro.dxbc"))]
        if not todo:
            return
        with self._phase("minimize"):
            if self.minimize_seconds > 0:
                self.log(f"minimizing {len(todo)} signature{'s' if len(todo) != 1 else ''}, "
                         f"{min(self.jobs, len(todo))} at a time, at most "
                         f"{self.minimize_seconds:g} s each")
            with ThreadPoolExecutor(max_workers=min(self.jobs, len(todo))) as pool:
                futures = [pool.submit(self._minimize_one, f) for f in todo]
                try:
                    for future in futures:
                        future.result()
                except KeyboardInterrupt:
                    self.stop.set()
                    for future in futures:
                        future.cancel()
                    raise

    def _minimize_one(self, finding: Finding) -> None:
        if self.stop.is_set():
            return
        start = time.monotonic()
        folder = self.folder(finding)
        repro = os.path.join(folder, "repro.dxbc")
        with open(os.path.join(folder, "first.dxbc"), "rb") as f:
            data = f.read()
        small = data
        steps = self._step_readers(finding)
        if self.minimize_seconds > 0:
            small = minimize(data, self.same(finding, steps), checks_digest=self.checks_digest,
                             seconds=self.minimize_seconds, stop=self.stop)
        # minimized in a smaller box (a hang, an abort out of memory): check it in the whole one
        if small != data and steps != self.readers and not self.same(finding)(small):
            small = data
        with open(repro, "wb") as f:
            f.write(small)
        finding.minimized_size = len(small)
        finding.minimize_seconds = round(time.monotonic() - start, 2)
        self._write_repro_sh(finding, folder)
        self.save()
        if self.minimize_seconds > 0:
            self.log(f"minimized {finding.id}: {len(data)} -> {len(small)} bytes "
                     f"({finding.minimize_seconds:.1f} s)")

    def _write_repro_sh(self, finding: Finding, folder: str) -> None:
        """``repro.sh``: the reader run on ``repro.dxbc`` exactly as the
        campaign ran it - from the same folder, with the same environment
        variables (the sanitizers' settings, the reader's own, and those of
        :data:`~.reader.REPRO_ENV` that were set), the same limits
        (``prlimit``), killed with its process group after the same timeout
        (``timeout -s KILL``), the input as a file or on stdin."""
        readers = [r for r in self.readers
                   if len(self.readers) == 1 or finding.reader in (r.name, "")
                   or finding.kind == DIFFERS]
        lines = ["#!/bin/sh",
                 f"# dxfuzz hunt: {finding.signature}",
                 f"# found at run {finding.first_run} ({finding.first_seconds:.1f} s) from seed "
                 f"{finding.seed}, mutation {finding.mutation}; {finding.size} -> "
                 f"{finding.minimized_size} bytes",
                 "#",
                 "# Runs the reader exactly as the campaign did: from the folder it ran in, with",
                 "# the environment variables below, in its own process group killed after the",
                 "# timeout (timeout -s KILL), with prlimit's limits (no core dump; the memory",
                 "# cap, when not 0), the input as a file (@@) or on stdin."]
        for r in readers:
            box = f"{r.timeout:g} s timeout, " + (
                f"{r.memory_mb} MiB address-space cap" if r.memory_mb and not r.sanitized else
                f"sanitizer RSS cap {r.memory_mb} MiB" if r.memory_mb else "no memory cap")
            lines.append(f"# {r.name}: {box}; without the box: "
                         + r.shell_line('"$HERE/repro.dxbc"'))
        lines += ['HERE="$(cd "$(dirname "$0")" && pwd)"',
                  f"cd {shlex.quote(os.getcwd())} || exit 2"]
        env: Dict[str, str] = {k: os.environ[k] for k in REPRO_ENV if k in os.environ}
        for r in readers:
            env.update(r.environment())
        for k, v in sorted(env.items()):
            lines.append(f"export {k}={shlex.quote(v)}")
        for r in readers:
            line = r.shell_line('"$HERE/repro.dxbc"', boxed=True)
            lines.append(line if len(self.readers) == 1 else f'{line}; echo "{r.name}: exit $?"')
        path = os.path.join(folder, "repro.sh")
        with open(path, "w") as f:
            f.write("\n".join(lines) + "\n")
        os.chmod(path, 0o755)


def rejection(detail: str, path: str = "") -> str:
    """A rejection as counted: its exit status, and its message with the
    input's path and every number taken out (one check, one row)."""
    status, sep, message = detail.partition(": ")
    if not sep or not status.startswith("exit "):
        return _stack.normal_message(detail, path)
    return f"{status}: {_stack.normal_message(message, path)}"
