"""Running one input through a reader's command, boxed in: the input as a file
(``@@``) or stdin, a timeout, an address-space cap, its own process group, no core dumps.

A :class:`Reader` is the command line (``["obj2yaml", "@@"]``) and how it is
run; :meth:`Reader.run` gives an :class:`Execution`: exit status or signal,
whether it timed out, the tail of what it printed. The reader's whole
process group is killed on timeout, so a reader that forks (a shell
script, a compiler driver) leaves nothing behind.

At the timeout, before the kill, the run is looked at so that a reader
still growing towards the memory cap is told from one that loops: the
resident memory of every process of the group is read from
``/proc/PID/status`` (``VmRSS``, ``VmHWM``), an ``on_timeout`` hook may
look at the busiest process (the campaign attaches gdb to it for the
stack), then that process gets SIGABRT and a moment to die, so a reader
with a crash handler (LLVM's tools, the sanitizers) prints where it was.
Then the group is killed.

:meth:`Reader.shell_line` is the same box as a shell command line
(``timeout`` and ``prlimit``), for ``repro.sh``.
"""
from __future__ import annotations

import os
import shlex
import shutil
import signal
import subprocess
import time
from dataclasses import dataclass, field
from typing import Dict, List, Optional, Tuple

#: Where the input file goes in the command line.
INPUT = "@@"

#: util-linux's prlimit, which sets the limits and execs the reader (no
#: Python runs between fork and exec, so it is safe from many threads).
PRLIMIT = shutil.which("prlimit")

#: coreutils' timeout, for the reproducer scripts (the box as a shell line).
TIMEOUT = shutil.which("timeout")

#: Most bytes kept of what a run prints on each stream.
KEEP_OUTPUT = 64 * 1024

#: Seconds a timed-out reader is given to die of SIGABRT (and print its
#: crash handler's stack) before its group is killed.
ABORT_GRACE = 2.0

#: Variables of the campaign's environment that change how a reader is
#: loaded or behaves, written into ``repro.sh`` when set (with the
#: sanitizers' settings and the reader's own ``env``).
REPRO_ENV = ("PATH", "LD_LIBRARY_PATH", "LD_PRELOAD", "NODE_PATH", "PYTHONPATH", "PYTHONHOME",
             "LLVM_SYMBOLIZER_PATH", "LLVM_DISABLE_CRASH_REPORT")

#: Sanitizer settings for instrumented readers: report and stop, no leak
#: checks (every short-lived reader "leaks"), reports with symbols.
SANITIZER_ENV = {
    "ASAN_OPTIONS": "abort_on_error=1:symbolize=1:detect_leaks=0:allocator_may_return_null=0:"
                    "handle_segv=1:handle_abort=1",
    "UBSAN_OPTIONS": "print_stacktrace=1:halt_on_error=1:abort_on_error=1",
    "MSAN_OPTIONS": "abort_on_error=1:symbolize=1",
    "RUST_BACKTRACE": "1",
}


@dataclass
class Execution:
    """What one run of the reader did."""

    returncode: Optional[int]  #: exit status, or -N for signal N (None if it timed out)
    timed_out: bool
    seconds: float
    stdout: bytes = b""
    stderr: bytes = b""
    memory_mb: int = 0  #: the memory cap it ran under (0: none)
    rss_mb: Optional[float] = None  #: at the timeout: resident MiB of its processes together
    peak_mb: Optional[float] = None  #: at the timeout: the largest peak resident MiB (VmHWM)
    sampled: str = ""  #: what the ``on_timeout`` hook gave (gdb's view of the stuck process)

    @property
    def signal(self) -> Optional[int]:
        return -self.returncode if self.returncode is not None and self.returncode < 0 else None

    def text(self) -> str:
        return self.stderr.decode("utf-8", "replace")


@dataclass
class Reader:
    """A command that reads a container: ``argv`` holds ``@@`` where the
    input file's path goes, or none (the input is then its stdin)."""

    argv: List[str]
    name: str = ""
    timeout: float = 10.0
    memory_mb: int = 2048  #: address-space cap (0: none; sanitizer builds get none)
    env: Dict[str, str] = field(default_factory=dict)
    keep_stdout: bool = False  #: keep stdout (to compare outputs of several readers)

    def __post_init__(self):
        if not self.argv:
            raise ValueError("a reader needs a command")
        if not self.name:
            self.name = os.path.basename(self.argv[0])
        self.sanitized = _links_a_sanitizer(self.argv[0])

    @classmethod
    def parse(cls, text: str, **kw) -> "Reader":
        """A reader from one shell-quoted command line."""
        return cls(shlex.split(text), **kw)

    @property
    def uses_file(self) -> bool:
        return any(INPUT in a for a in self.argv)

    def command(self, path: str) -> List[str]:
        return [a.replace(INPUT, path) for a in self.argv]

    def shell_line(self, path: str, boxed: bool = False) -> str:
        """The command as a shell line; ``path`` is written as given (a
        shell word such as ``"$HERE/repro.dxbc"`` stays unquoted). With
        ``boxed``, in the box the campaign runs it in: killed with its
        process group after the timeout (coreutils' ``timeout``), the
        limits set by ``prlimit``."""
        marker = "\0path\0"

        def word(arg: str) -> str:
            pieces = arg.split(marker)
            return path.join(shlex.quote(p) if p else "" for p in pieces) if len(pieces) > 1 \
                else shlex.quote(arg)
        words = [word(a) for a in (self.boxed(marker) if boxed else self.command(marker))]
        if boxed and TIMEOUT:
            words = [shlex.quote(TIMEOUT), "-s", "KILL", f"{self.timeout:g}"] + words
        line = " ".join(words)
        return line if self.uses_file else f"{line} < {path}"

    def limits(self) -> List[str]:
        """``prlimit``'s options: no core dumps, the address-space cap."""
        limits = ["--core=0"]
        if self.memory_mb and not self.sanitized:
            limits.append(f"--as={self.memory_mb << 20}")
        return limits

    def environment(self) -> Dict[str, str]:
        """What the reader's run adds to the environment: the sanitizers'
        settings (unless set already), their RSS cap, the reader's ``env``."""
        env = {k: os.environ.get(k, v) for k, v in SANITIZER_ENV.items()}
        if self.memory_mb and self.sanitized:
            env["ASAN_OPTIONS"] += f":hard_rss_limit_mb={self.memory_mb}"
        env.update(self.env)
        return env

    def boxed(self, path: str) -> List[str]:
        """The command line that runs the reader on ``path`` with the
        limits: ``prlimit`` (util-linux) sets them and execs the reader, so
        its exit status and signal are the reader's own."""
        if not PRLIMIT:
            return self.command(path)
        return [PRLIMIT, *self.limits(), "--", *self.command(path)]

    def run(self, data: bytes, path: str, on_timeout=None) -> Execution:
        """Run the reader on ``data`` (written to ``path``). ``on_timeout(pid)``,
        if given, is called with the busiest process of a run that timed
        out, before it is aborted and killed; what it returns is kept as
        :attr:`Execution.sampled`."""
        with open(path, "wb") as f:
            f.write(data)
        env = dict(os.environ)
        env.update(self.environment())
        stdin = subprocess.DEVNULL if self.uses_file else open(path, "rb")
        start = time.monotonic()
        try:
            proc = subprocess.Popen(self.boxed(path), stdin=stdin, stdout=subprocess.PIPE,
                                    stderr=subprocess.PIPE, env=env, start_new_session=True)
        except OSError as exc:
            if stdin is not subprocess.DEVNULL:
                stdin.close()
            raise ReaderError(f"cannot run {self.argv[0]}: {exc.strerror or exc}") from None
        rss = peak = None
        sampled = ""
        try:
            out, err = proc.communicate(timeout=self.timeout)
            timed_out = False
        except subprocess.TimeoutExpired:
            timed_out = True
            ended = False
            try:
                memory = group_memory(proc.pid)
                rss = sum(m[2] for m in memory) or None
                peak = max((m[3] for m in memory), default=None)
                stuck = busiest(memory) or proc.pid
                if on_timeout is not None:
                    sampled = on_timeout(stuck) or ""
                _abort(stuck)
                try:
                    out, err = proc.communicate(timeout=ABORT_GRACE)
                    ended = True
                except subprocess.TimeoutExpired:
                    pass
            finally:
                _kill_group(proc)  # what is left of the group
                if not ended:
                    out, err = proc.communicate()
        finally:
            if stdin is not subprocess.DEVNULL:
                stdin.close()
        return Execution(None if timed_out else proc.returncode, timed_out,
                         time.monotonic() - start,
                         out[-KEEP_OUTPUT:] if self.keep_stdout else b"", err[-KEEP_OUTPUT:],
                         self.memory_mb, rss, peak, sampled)


class ReaderError(Exception):
    """The reader's command cannot be run at all."""


def _kill_group(proc) -> None:
    try:
        os.killpg(proc.pid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError):
        proc.kill()


def _abort(pid: int) -> None:
    try:
        os.kill(pid, signal.SIGABRT)
    except (ProcessLookupError, PermissionError):
        pass


def group_memory(pgid: int) -> List[Tuple[int, int, float, float]]:
    """``(pid, parent pid, resident MiB, peak resident MiB)`` of every
    process of the process group ``pgid``, from ``/proc`` (empty where
    there is none)."""
    out = []
    try:
        pids = [int(p) for p in os.listdir("/proc") if p.isdigit()]
    except OSError:
        return out
    for pid in pids:
        try:
            with open(f"/proc/{pid}/stat", "rb") as f:
                stat = f.read()
            # the fields after the command's name (which may hold spaces and parentheses)
            fields = stat[stat.rindex(b")") + 2:].split()
            if int(fields[2]) != pgid:
                continue
            rss = peak = 0.0
            with open(f"/proc/{pid}/status") as f:
                for line in f:
                    if line.startswith(("VmRSS:", "VmHWM:")):
                        value = int(line.split()[1]) / 1024  # kB
                        if line.startswith("VmRSS:"):
                            rss = value
                        else:
                            peak = value
            out.append((pid, int(fields[1]), rss, peak))
        except (OSError, ValueError, IndexError):
            continue  # gone meanwhile, or not ours to read
    return out


def busiest(memory: List[Tuple[int, int, float, float]]) -> Optional[int]:
    """The process a stuck run is stuck in: of the group's processes that
    started none of the others (not a wrapper waiting for its child), the
    one holding the most memory."""
    parents = {m[1] for m in memory}
    leaves = [m for m in memory if m[0] not in parents] or memory
    return max(leaves, key=lambda m: (m[2], m[0]))[0] if leaves else None


def _links_a_sanitizer(program: str) -> bool:
    """Whether the program is built with a sanitizer (its runtime reserves
    terabytes of address space, so an address-space cap would stop it)."""
    path = program if os.sep in program else _which(program)
    if not path:
        return False
    try:
        with open(path, "rb") as f:
            head = f.read(64 << 20)
    except OSError:
        return False
    return b"__asan_init" in head or b"__msan_init" in head or b"__tsan_init" in head


def _which(program: str) -> Optional[str]:
    return shutil.which(program)
