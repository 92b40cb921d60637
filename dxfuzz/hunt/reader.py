"""Running one input through a reader's command, boxed in: the input as a file
(``@@``) or stdin, a timeout, an address-space cap, its own process group, no core dumps.

A :class:`Reader` is the command line (``["obj2yaml", "@@"]``) and how it is
run; :meth:`Reader.run` gives an :class:`Execution`: exit status or signal,
whether it timed out, the tail of what it printed. The reader's whole
process group is killed on timeout, so a reader that forks (a shell
script, a compiler driver) leaves nothing behind.
"""
from __future__ import annotations

import os
import shlex
import shutil
import signal
import subprocess
import time
from dataclasses import dataclass, field
from typing import Dict, List, Optional

#: Where the input file goes in the command line.
INPUT = "@@"

#: util-linux's prlimit, which sets the limits and execs the reader (no
#: Python runs between fork and exec, so it is safe from many threads).
PRLIMIT = shutil.which("prlimit")

#: Most bytes kept of what a run prints on each stream.
KEEP_OUTPUT = 64 * 1024

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

    def shell_line(self, path: str) -> str:
        """The command as a shell line (for ``repro.sh``)."""
        line = " ".join(shlex.quote(a) for a in self.command(path))
        return line if self.uses_file else f"{line} < {shlex.quote(path)}"

    def boxed(self, path: str) -> List[str]:
        """The command line that runs the reader on ``path`` with the
        limits: ``prlimit`` (util-linux) sets them and execs the reader, so
        its exit status and signal are the reader's own."""
        limits = ["--core=0"]
        if self.memory_mb and not self.sanitized:
            limits.append(f"--as={self.memory_mb << 20}")
        return [PRLIMIT, *limits, "--", *self.command(path)] if PRLIMIT else self.command(path)

    def run(self, data: bytes, path: str) -> Execution:
        """Run the reader on ``data`` (written to ``path``)."""
        with open(path, "wb") as f:
            f.write(data)
        env = dict(os.environ)
        for k, v in SANITIZER_ENV.items():
            env.setdefault(k, v)
        if self.memory_mb and self.sanitized:
            env["ASAN_OPTIONS"] += f":hard_rss_limit_mb={self.memory_mb}"
        env.update(self.env)
        stdin = subprocess.DEVNULL if self.uses_file else open(path, "rb")
        start = time.monotonic()
        try:
            proc = subprocess.Popen(self.boxed(path), stdin=stdin, stdout=subprocess.PIPE,
                                    stderr=subprocess.PIPE, env=env, start_new_session=True)
        except OSError as exc:
            if stdin is not subprocess.DEVNULL:
                stdin.close()
            raise ReaderError(f"cannot run {self.argv[0]}: {exc.strerror or exc}") from None
        try:
            out, err = proc.communicate(timeout=self.timeout)
            timed_out = False
        except subprocess.TimeoutExpired:
            _kill_group(proc)
            out, err = proc.communicate()
            timed_out = True
        finally:
            if stdin is not subprocess.DEVNULL:
                stdin.close()
        return Execution(None if timed_out else proc.returncode, timed_out,
                         time.monotonic() - start,
                         out[-KEEP_OUTPUT:] if self.keep_stdout else b"", err[-KEEP_OUTPUT:])


class ReaderError(Exception):
    """The reader's command cannot be run at all."""


def _kill_group(proc) -> None:
    try:
        os.killpg(proc.pid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError):
        proc.kill()


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
