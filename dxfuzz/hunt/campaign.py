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
"""
from __future__ import annotations

import json
import os
import subprocess
import threading
import time
from concurrent.futures import FIRST_COMPLETED, ThreadPoolExecutor, wait
from dataclasses import asdict, dataclass, field
from typing import Dict, List, Optional

from . import stack as _stack
from .minimize import minimize
from .mutants import Maker, Mutant, Seed, corrupt_digest
from .outcome import ACCEPTED, KINDS, REJECTED, Outcome, classify, verdict
from .reader import Execution, Reader

DIFFERS = "differs"
STATE_VERSION = 1
#: How many different rejection messages are kept, with their counts.
MAX_MESSAGES = 200


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
                 minimize_seconds: float = 60.0, log=None):
        self.readers = readers
        self.workdir = workdir
        self.jobs = max(1, jobs)
        self.crash_exits = tuple(crash_exits)
        self.normaliser = normaliser
        self.gdb = gdb and _stack.GDB is not None
        self.minimize_seconds = minimize_seconds
        self.log = log or (lambda text: None)
        self.local = threading.local()
        os.makedirs(os.path.join(workdir, "findings"), exist_ok=True)
        self.state = self._load_state(base, digest)
        self.digest_probe = self.state.get("digest_probe") or self._probe_digest(seeds, digest)
        self.state["digest_probe"] = self.digest_probe
        self.maker = Maker(seeds, weights, self.checks_digest, self.state["base"])
        self.findings: Dict[str, Finding] = {
            k: Finding(**v) for k, v in self.state.get("findings", {}).items()}
        self.started = time.monotonic()
        self._before = None  #: seconds of the earlier sessions, while this one runs
        self.stop = threading.Event()

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
        self.state["seconds"] = round(self.elapsed, 3)
        self.state["findings"] = {k: asdict(v) for k, v in self.findings.items()}
        from ..output import write_file
        write_file(os.path.join(self.workdir, "state.json"),
                   json.dumps(self.state, indent=1).encode())

    @property
    def elapsed(self) -> float:
        """Seconds of running mutants, over every session of the campaign."""
        if self._before is None:
            return self.state["seconds"]
        return self._before + (time.monotonic() - self.started)

    @property
    def checks_digest(self) -> bool:
        return any(p["checks"] for p in self.digest_probe.values())

    # --- running ------------------------------------------------------------------------

    def _path(self) -> str:
        path = getattr(self.local, "path", None)
        if path is None:
            folder = os.path.join(self.workdir, "tmp", str(threading.get_ident()))
            os.makedirs(folder, exist_ok=True)
            path = self.local.path = os.path.join(folder, "input.dxbc")
        return path

    def execute(self, reader: Reader, data: bytes):
        """``(execution, outcome)`` of one run of ``reader``."""
        run = reader.run(data, self._path())
        return run, classify(run, self.crash_exits)

    def _probe_digest(self, seeds: List[Seed], choice: str) -> dict:
        """Whether each reader checks the digest: given (``checks``/``ignores``)
        or found by running up to 8 seeds as they are and with a wrong digest."""
        out = {}
        for reader in self.readers:
            if choice in ("checks", "ignores"):
                out[reader.name] = {"checks": choice == "checks", "how": "given"}
                continue
            tried = refused = 0
            for seed in seeds[:8]:
                _, good = self.execute(reader, seed.data)
                if good.kind != ACCEPTED:
                    continue
                tried += 1
                _, bad = self.execute(reader, corrupt_digest(seed.data))
                refused += bad.kind == REJECTED
            out[reader.name] = {"checks": tried > 0 and refused == tried,
                                "how": f"probed: {refused} of {tried} accepted seeds refused "
                                       "with a wrong digest"}
        return out

    def _one(self, run: int, mutant: Mutant) -> Result:
        executions, outcomes, stacks, outputs = [], [], [], []
        for reader in self.readers:
            execution, outcome = self.execute(reader, mutant.data)
            stk = None
            if outcome.is_bug:
                stk = _stack.from_text(execution.text())
                if not stk.frames and self.gdb and outcome.kind != "hang":
                    path = self._path()
                    with open(path, "wb") as f:
                        f.write(mutant.data)
                    stk = _stack.from_gdb(reader.boxed(path),
                                          None if reader.uses_file else path)
            executions.append(execution)
            outcomes.append(outcome)
            stacks.append(stk)
            outputs.append(self._normal(execution) if self.normaliser and
                           outcome.kind == ACCEPTED else None)
        return Result(run, mutant, executions, outcomes, stacks, outputs, self._path())

    def _normal(self, execution: Execution) -> str:
        proc = subprocess.run(["sh", "-c", self.normaliser], input=execution.stdout,
                              capture_output=True, timeout=60)
        return proc.stdout.decode("utf-8", "replace")

    def signature_of(self, result: Result, i: int) -> Optional[str]:
        outcome = result.outcomes[i]
        if not outcome.is_bug:
            return None
        stk = result.stacks[i] or _stack.Stack()
        if ": " in outcome.detail:  # a message (an exit status named a crash): it tells
            fallback = _stack.normal_message(outcome.detail, result.path)
        else:  # only a signal: the signal and the mutation that got there
            fallback = f"{outcome.detail} after {result.mutant.group}"
        kind = outcome.kind if len(self.readers) == 1 else f"{outcome.kind} in {self.readers[i].name}"
        return stk.signature(kind, "" if stk.frames else fallback)

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
                if o.detail not in messages and len(messages) < MAX_MESSAGES:
                    messages[o.detail] = 0
                if o.detail in messages:
                    messages[o.detail] += 1
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
        source = stk.source or ("verdicts" if outcome.kind == DIFFERS else
                                "message" if ": " in outcome.detail else "signal")
        found = Finding(_stack.short_id(sig), sig, outcome.kind, outcome.detail, reader,
                        stk.frames[:12], source, self.state["runs"], round(self.elapsed, 2),
                        result.mutant.seed, result.mutant.label, group, 1, {group: 1},
                        len(result.mutant.data))
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
            out.append(f"# {reader.name}: {o.kind} ({o.detail}), exit status "
                       f"{run.returncode}{' (timed out)' if run.timed_out else ''}")
            stk = result.stacks[k]
            if stk is not None and stk.source == "gdb":
                out.append("# frames from gdb: " + " < ".join(stk.frames))
            out.append(run.text())
        return "\n".join(out)

    def folder(self, finding: Finding) -> str:
        return os.path.join(self.workdir, "findings", finding.id)

    def campaign(self, *, runs: Optional[int] = None, seconds: Optional[float] = None,
                 on_progress=None) -> None:
        """Run mutants until ``runs`` more runs or ``seconds`` have passed (or
        :attr:`stop` is set, or Ctrl-C)."""
        first = self.state["runs"]
        deadline = None if seconds is None else time.monotonic() + seconds
        self._before = self.state["seconds"]
        self.started = time.monotonic()
        next_run = first
        self.save()
        last_save = time.monotonic()

        def more():
            if self.stop.is_set():
                return False
            if runs is not None and next_run >= first + runs:
                return False
            return deadline is None or time.monotonic() < deadline

        from .. import kaitai
        kaitai.load_all()  # before the threads: see kaitai.load_lazily
        with ThreadPoolExecutor(max_workers=self.jobs) as pool:
            pending = set()
            try:
                while True:
                    while more() and len(pending) < 2 * self.jobs:
                        pending.add(pool.submit(self._job, next_run))
                        next_run += 1
                    if not pending:
                        break
                    done, pending = wait(pending, return_when=FIRST_COMPLETED)
                    for future in done:
                        for found in self.record(future.result()):
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

    def _job(self, run: int) -> Result:
        return self._one(run, self.maker.make(run))

    # --- after the runs -------------------------------------------------------------------

    def same(self, finding: Finding):
        """A predicate: an input still shows ``finding``'s signature."""
        def test(data: bytes) -> bool:
            mutant = Mutant(data, finding.seed, finding.group, [finding.mutation])
            result = self._one(-1, mutant)
            if finding.kind == DIFFERS:
                return self.difference_of(result) == finding.signature
            return any(self.signature_of(result, i) == finding.signature
                       for i in range(len(self.readers)))
        return test

    def minimize_all(self) -> None:
        """Minimize every finding that has no ``repro.dxbc`` yet."""
        for finding in self.findings.values():
            folder = self.folder(finding)
            repro = os.path.join(folder, "repro.dxbc")
            if os.path.exists(repro):
                continue
            with open(os.path.join(folder, "first.dxbc"), "rb") as f:
                data = f.read()
            if self.minimize_seconds > 0 and finding.kind != "hang":
                self.log(f"minimizing {finding.id} ({len(data)} bytes)")
                small = minimize(data, self.same(finding), checks_digest=self.checks_digest,
                                 seconds=self.minimize_seconds)
            else:
                small = data
            if not self.same(finding)(small):  # flaky: keep what was found
                small = data
            with open(repro, "wb") as f:
                f.write(small)
            finding.minimized_size = len(small)
            self._write_repro_sh(finding, folder)
            self.save()

    def _write_repro_sh(self, finding: Finding, folder: str) -> None:
        lines = ["#!/bin/sh",
                 f"# dxfuzz hunt: {finding.signature}",
                 f"# found at run {finding.first_run} ({finding.first_seconds:.1f} s) from seed "
                 f"{finding.seed}, mutation {finding.mutation}",
                 'cd "$(dirname "$0")"']
        env = {k: v for r in self.readers for k, v in r.env.items()}
        for k, v in sorted(env.items()):
            lines.append(f"export {k}={json.dumps(v)}")
        from .reader import SANITIZER_ENV
        for k, v in SANITIZER_ENV.items():
            lines.append(f': "${{{k}:={v}}}"; export {k}')
        for reader in self.readers:
            if len(self.readers) == 1 or finding.reader in (reader.name, "") \
                    or finding.kind == DIFFERS:
                lines.append(reader.shell_line("repro.dxbc") + ("" if len(self.readers) == 1
                                                                else "; echo \"exit $?\""))
        path = os.path.join(folder, "repro.sh")
        with open(path, "w") as f:
            f.write("\n".join(lines) + "\n")
        os.chmod(path, 0o755)
