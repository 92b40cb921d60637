"""Stack signatures: what tells one bug from another in a reader's dying words.

Frames are read, in this order, from LLVM's "Stack dump" (``#3 0x... name
(module+0x...)``), a sanitizer report (``#0 0x... in name file:line``), a
Rust backtrace (``12: crate::function``), glibc's assertion text (its file,
line and function) - or, when the reader printed none of these, from
``gdb -batch`` run on the input (when gdb is installed). Frames of the
machinery that reports the crash (signal handlers, ``abort``,
``__assert_fail``, the sanitizer runtime, the C library) are dropped. The
signature is the outcome kind and the first :data:`DEPTH` frames left:
function names where the reader has symbols, ``module+offset`` where it
does not (a stripped LLVM tool), else the signal and the mutation that got
there (``stack_source`` says which).
"""
from __future__ import annotations

import hashlib
import os
import re
import shutil
import subprocess
from dataclasses import dataclass, field
from typing import List, Optional

#: Frames that make a signature.
DEPTH = 3

_LLVM_FRAME = re.compile(r"^\s*#\d+ 0x[0-9a-fA-F]+ (?:(?P<name>[^(].*?) )?"
                         r"\((?P<module>[^()+]*)\+(?P<offset>0x[0-9a-fA-F]+)\)"
                         r"|^\s*#\d+ 0x[0-9a-fA-F]+ (?P<bare>[^(\s][^(]*?)(?: (?P<file>\S+):\d+:\d+)?$")
_SANITIZER_FRAME = re.compile(r"^\s*#\d+ 0x[0-9a-fA-F]+ in (?P<name>.+?)"
                              r"(?: (?P<where>\S+:\d+(?::\d+)?)| \((?P<module>[^()+]+)\+"
                              r"(?P<offset>0x[0-9a-fA-F]+)\))?$")
_RUST_FRAME = re.compile(r"^\s*\d+: (?P<name>.+?)(?:::h[0-9a-f]{16})?$")
_GLIBC_ASSERT = re.compile(r"^.*?: (?P<file>[^:\s]+):(?P<line>\d+): (?P<func>.*?): Assertion", re.M)
_GDB_FRAME = re.compile(r"^#\d+\s+(?:0x[0-9a-fA-F]+ in )?(?P<name>[^\s(]+)"
                        r"(?: \(.*?\))?(?: at (?P<where>\S+:\d+)| from (?P<module>\S+))?")

#: Frames of what reports a crash, not of the reader's own code.
_MACHINERY = re.compile(
    r"PrintStackTrace|SignalHandler|RunSignalHandlers|CrashRecoveryContext|__restore_rt|"
    r"^(?:__)?raise$|^abort$|^__pthread_kill|^pthread_kill|^gsignal$|__assert_fail|"
    r"llvm_unreachable_internal|report_fatal_error|report_bad_alloc_error|"
    r"^_Unwind_|^__cxa_|std::terminate|__verbose_terminate_handler|__sanitizer|^__asan|"
    r"^__ubsan|^__msan|^__lsan|__interceptor_|__interception|^__libc_start|^call_init$|"
    r"^_start$|libc_start_call_main|rust_begin_unwind|^std::panicking|^core::panicking|"
    r"^std::sys|^std::rt::|^__rust_|^<?alloc::alloc|^std::process::abort|^core::result::unwrap")
#: Modules (or, where a frame names no module, source files and function
#: names) of the system's code, not the reader's: dropped when frames of the
#: reader's own code remain.
_SYSTEM_MODULE = re.compile(r"/(?:libc|libpthread|libstdc\+\+|libgcc_s|ld-linux[^/]*)\.so|"
                            r"^\./(?:string|sysdeps|csu|nptl|stdlib|libio|malloc|posix|signal)/|"
                            r"^libc:")


@dataclass
class Stack:
    frames: List[str] = field(default_factory=list)  #: reader frames, innermost first
    source: str = ""  #: llvm, sanitizer, rust, assert, gdb, or "" if none was found

    def signature(self, kind: str, fallback: str = "") -> str:
        """``kind`` and the top frames (or ``fallback`` when there are none)."""
        top = self.frames[:DEPTH] or [fallback or "no stack"]
        return f"{kind}: " + " < ".join(top)

    @property
    def function(self) -> str:
        """The innermost frame (where the reader died)."""
        return self.frames[0] if self.frames else ""


def _frame_name(name: Optional[str], module: Optional[str], offset: Optional[str]) -> str:
    if name:
        name = re.sub(r"\(.*\)$", "", name.strip())  # no parameter lists
        return name
    return f"{os.path.basename(module or '?')}+{offset}"


#: Functions of a language's own library (Rust's core, alloc and std).
_SYSTEM_NAME = re.compile(r"^<?(?:core|alloc|std)::")


def _keep(frames):
    """Drop the reporting machinery, then system frames if the reader's own remain."""
    frames = [(n, m) for n, m in frames if not _MACHINERY.search(n)]
    own = [(n, m) for n, m in frames
           if not (m and _SYSTEM_MODULE.search(m)) and not _SYSTEM_NAME.search(n)]
    return [n for n, _ in (own or frames)]


def _llvm(text: str) -> List[str]:
    at = text.find("Stack dump:")
    if at < 0:
        return []
    frames, seen_trampoline = [], False
    for line in text[at:].splitlines()[1:]:
        m = _LLVM_FRAME.match(line)
        if not m:
            continue
        name = m.group("name") or m.group("bare")
        module = m.group("module") or m.group("file") or ""
        # the handler's own frames run up to the signal trampoline (the
        # first C library frame): everything before it is machinery
        if not seen_trampoline:
            if module and _SYSTEM_MODULE.search(module) or name and "__restore_rt" in name:
                seen_trampoline = True
                frames = []
                continue
        frames.append((_frame_name(name, module, m.group("offset")), module))
    return _keep(frames)


def _sanitizer(text: str) -> List[str]:
    start = re.search(r"^(?:==\d+==)?(?:ERROR|WARNING): \w+Sanitizer|runtime error:", text, re.M)
    if not start:
        return []
    frames = []
    for line in text[start.start():].splitlines():
        m = _SANITIZER_FRAME.match(line)
        if m:
            frames.append((_frame_name(m.group("name"), m.group("module"), m.group("offset")),
                           m.group("module") or ""))
        elif frames and not line.strip():
            break  # the first stack only (not "freed by" / "allocated by")
    return _keep(frames)


def _rust(text: str) -> List[str]:
    at = text.find("stack backtrace:")
    if at < 0:
        return []
    frames = [(m.group("name"), "") for m in map(_RUST_FRAME.match, text[at:].splitlines()[1:])
              if m]
    return _keep(frames)


def _assert(text: str) -> List[str]:
    m = _GLIBC_ASSERT.search(text)
    return [f"{m.group('func')} ({os.path.basename(m.group('file'))}:{m.group('line')})"] if m else []


def from_text(text: str) -> Stack:
    """The stack a reader printed, if any."""
    for source, read in (("sanitizer", _sanitizer), ("llvm", _llvm), ("rust", _rust),
                         ("assert", _assert)):
        frames = read(text)
        if frames:
            return Stack(frames, source)
    return Stack()


GDB = shutil.which("gdb")


def from_gdb(command: List[str], stdin_path: Optional[str] = None, timeout: float = 60) -> Stack:
    """The stack gdb sees when the command dies (empty if gdb is not
    installed, or the command did not die under it)."""
    if GDB is None:
        return Stack()
    run = "run" if stdin_path is None else f"run < {stdin_path}"
    cmd = [GDB, "-batch", "-nx", "-q", "-ex", "set pagination off", "-ex", "set confirm off",
           "-ex", run, "-ex", "bt 30", "--args", *command]
    try:
        proc = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout,
                              errors="replace", stdin=subprocess.DEVNULL)
    except (subprocess.TimeoutExpired, OSError):
        return Stack()
    out = proc.stdout
    if "received signal" not in out:
        return Stack()
    frames = []
    for line in out[out.find("received signal"):].splitlines():
        m = _GDB_FRAME.match(line)
        if m and m.group("name") != "??":
            where = m.group("where")
            name = m.group("name") + (f" ({os.path.basename(where)})" if where else "")
            frames.append((name if not _MACHINERY.search(m.group("name")) else m.group("name"),
                           m.group("module") or ""))
    frames = _keep(frames)
    return Stack(frames, "gdb") if frames else Stack()


def short_id(signature: str) -> str:
    """A folder name for a signature: its kind, the innermost frame, a hash."""
    head, _, rest = signature.partition(": ")
    words = re.sub(r"[^A-Za-z0-9_.+-]+", "_", f"{head}-{rest.split(' < ')[0]}")
    digest = hashlib.sha1(signature.encode()).hexdigest()[:8]
    return f"{words[:48].strip('_')}-{digest}"


def normal_message(text: str, path: str = "") -> str:
    """A reader's message with what changes from run to run taken out: the
    input's path, numbers (so one check's message is one signature)."""
    if path:
        text = text.replace(path, "@@")
    return re.sub(r"-?\b\d+\b|0x[0-9a-fA-F]+", "N", text)
