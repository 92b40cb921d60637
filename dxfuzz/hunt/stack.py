"""Stack signatures: what tells one bug from another in a reader's dying words.

Frames are read, in this order, from a sanitizer report (``#0 0x... in
name file:line``), LLVM's "Stack dump" (``#3 0x... name (module+0x...)``),
a Rust backtrace (``12: crate::function``), glibc's assertion text (its
file, line and function) - or, when the reader printed none of these, from
gdb: ``gdb -batch`` run on the input for a crash (:func:`from_gdb`),
attached to the process at the timeout for a hang or a slow exhaustion of
memory (:func:`attach`). Frames of the machinery that reports the crash
(signal handlers, ``abort``, ``__assert_fail``, the sanitizer runtime, the
C library) are dropped.

A frame with a symbol is signed by its function's name (without the
source line, so two faulting lines of one function are one bug; an
assertion keeps its line: each ``assert`` is its own check). A frame
without one (a stripped binary, gdb's ``?? () from lib.so``) is
``module+offset``, the offset computed from the process's mappings where
gdb gives only an address, and signed by the function it is in, from the
module's unwind tables (``fn@module+0xSTART``, :mod:`.symbols`): so one
function crashing at two addresses, or called from two places in one
function, is one signature. An address no module maps is kept as the
first frame (a call through a null pointer) and ends the stack anywhere
else (the unwinding went astray). When gdb gives no frame at all, the
faulting instruction's ``module+offset`` is the signature. The signature is the
outcome kind and the first :data:`DEPTH` frames left; :attr:`Stack.how`
says how it was made.
"""
from __future__ import annotations

import hashlib
import os
import re
import shutil
import subprocess
from dataclasses import dataclass, field
from typing import List, Optional, Tuple

from . import symbols

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
_GDB_FRAME = re.compile(r"^#\d+\s+(?:(?P<address>0x[0-9a-fA-F]+) in )?(?P<name>.+?)"
                        r"(?: at (?P<file>\S+):(?P<line>\d+)| from (?P<module>\S+))?\s*$")
_GDB_PC = re.compile(r"^\$\d+ = \(.*?\) (0x[0-9a-fA-F]+)", re.M)

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
_SYSTEM_MODULE = re.compile(r"/(?:libc|libpthread|libstdc\+\+|libgcc_s|libm|ld-linux[^/]*)"
                            r"(?:[.-][^/]*)?\.so|/ld-linux[^/]*$|"
                            r"^(?:\.\.?/)+(?:string|sysdeps|csu|nptl|stdlib|libio|malloc|posix|"
                            r"signal|misc|io)/|^libc:")

#: How each source of frames is said in the report.
SOURCES = {
    "sanitizer": "the sanitizer's report", "llvm": "LLVM's stack dump",
    "rust": "Rust's backtrace", "assert": "the assertion's function, file and line",
    "gdb": "gdb's backtrace of the run on the input",
    "gdb-attach": "gdb's backtrace of the process at the timeout",
    "pc": "the faulting instruction's module+offset (gdb gave no frame)",
}


@dataclass
class Stack:
    frames: List[str] = field(default_factory=list)  #: reader frames, innermost first, as shown
    source: str = ""  #: llvm, sanitizer, rust, assert, gdb, gdb-attach, pc; "" if none was found
    keys: List[str] = field(default_factory=list)  #: what each frame is signed by

    def __post_init__(self):
        if not self.keys:
            self.keys = list(self.frames)

    def signature(self, kind: str, fallback: str = "") -> str:
        """``kind`` and the top frames' keys (or ``fallback`` when there are none)."""
        top = self.keys[:DEPTH] or [fallback or "no stack"]
        return f"{kind}: " + " < ".join(top)

    @property
    def function(self) -> str:
        """The innermost frame's key (where the reader died)."""
        return self.keys[0] if self.keys else ""

    @property
    def how(self) -> str:
        """How the signature was made, in words."""
        if not self.frames:
            return ""
        out = SOURCES.get(self.source, self.source)
        if self.source in ("pc", "assert"):
            return out
        n = min(DEPTH, len(self.keys))
        out = f"{n} frame{'s' if n != 1 else ''} of {out}"
        top = self.keys[:DEPTH]
        by_function = sum(k.startswith("fn@") for k in top)
        bare = sum(bool(_OFFSET_KEY.match(k)) for k in top)
        if by_function:
            out += f"; {by_function} without a symbol signed by {'their' if by_function > 1 else 'its'}" \
                   " function (.eh_frame)"
        if bare:
            out += f"; {bare} by module+offset (no function known)"
        return out


_OFFSET_KEY = re.compile(r"^[^\s@]+\+0x[0-9a-f]+$")

#: A frame: what is shown, what it is signed by, its module (or source file).
Frame = Tuple[str, str, str]


def _symbol(name: str) -> str:
    """A function's name without its parameter list."""
    name = name.strip()
    return re.sub(r"\(.*\)$", "", name).strip() or name


def _frame(name: Optional[str], module: Optional[str], offset: Optional[str],
           caller: bool = False) -> Frame:
    """A frame of a text report: by name, else ``module+offset``, signed by
    its function. A caller's address is a return address, just past its
    call (the next function's first byte, after a call that does not
    return): the call instruction is the byte before it."""
    if name:
        name = _symbol(name)
        return name, name, module or ""
    path = module or "?"
    off = int(offset, 16) if offset else 0
    return f"{os.path.basename(path)}+{off:#x}", _key(path, off, caller), path


def _key(path: str, offset: int, caller: bool) -> str:
    key = symbols.function_key(path, offset - 1 if caller and offset else offset)
    if not key.startswith("fn@"):  # no function known: the address as printed
        key = f"{os.path.basename(path)}+{offset:#x}"
    return key


#: Functions of a language's own library (Rust's core, alloc and std).
_SYSTEM_NAME = re.compile(r"^<?(?:core|alloc|std)::")


def _machinery(name: str) -> bool:
    return bool(_MACHINERY.search(re.sub(r"^__GI_+", "", name)))


def _keep(frames: List[Frame]) -> List[Frame]:
    """Drop the reporting machinery, then system frames if the reader's own remain."""
    frames = [f for f in frames if not _machinery(f[0])]
    own = [f for f in frames
           if not (f[2] and _SYSTEM_MODULE.search(f[2])) and not _SYSTEM_NAME.search(f[0])]
    return own or frames


def _stack(frames: List[Frame], source: str) -> "Stack":
    frames = _keep(frames)
    if not frames:
        return Stack()
    return Stack([f[0] for f in frames], source, [f[1] for f in frames])


def _llvm(text: str) -> List[Frame]:
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
        frames.append(_frame(name, module, m.group("offset"), caller=bool(frames)))
    return frames


def _sanitizer(text: str) -> List[Frame]:
    start = re.search(r"^(?:==\d+==)?(?:ERROR|WARNING): \w+Sanitizer|runtime error:", text, re.M)
    if not start:
        return []
    frames = []
    for line in text[start.start():].splitlines():
        m = _SANITIZER_FRAME.match(line)
        if m:
            frames.append(_frame(m.group("name"), m.group("module"), m.group("offset"),
                                 caller=bool(frames)))
        elif frames and not line.strip():
            break  # the first stack only (not "freed by" / "allocated by")
    return frames


def _rust(text: str) -> List[Frame]:
    at = text.find("stack backtrace:")
    if at < 0:
        return []
    return [(m.group("name"), m.group("name"), "")
            for m in map(_RUST_FRAME.match, text[at:].splitlines()[1:]) if m]


def _assert(text: str) -> List[Frame]:
    m = _GLIBC_ASSERT.search(text)
    if not m:
        return []
    where = f"{m.group('func')} ({os.path.basename(m.group('file'))}:{m.group('line')})"
    return [(where, where, "")]


def from_text(text: str) -> Stack:
    """The stack a reader printed, if any."""
    for source, read in (("sanitizer", _sanitizer), ("llvm", _llvm), ("rust", _rust),
                         ("assert", _assert)):
        stk = _stack(read(text), source)
        if stk.frames:
            return stk
    return Stack()


GDB = shutil.which("gdb")

#: gdb's commands after the stop: the stack, the mappings (for the
#: offsets of frames without a symbol), the faulting instruction.
_AFTER_STOP = ("bt 30", "info proc mappings", "p $pc")


def _gdb(args: List[str], timeout: float) -> str:
    cmd = [GDB, "-batch", "-nx", "-q", "-ex", "set pagination off", "-ex", "set confirm off",
           *args]
    try:
        proc = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout,
                              errors="replace", stdin=subprocess.DEVNULL)
    except (subprocess.TimeoutExpired, OSError):
        return ""
    return proc.stdout


def from_gdb(command: List[str], stdin_path: Optional[str] = None, timeout: float = 60,
             debug_info: bool = True) -> Stack:
    """The stack gdb sees when the command dies (empty if gdb is not
    installed, or the command did not die under it). Without
    ``debug_info`` gdb reads only the symbol tables (``--readnever``):
    about twice as quick, the same functions, but no source lines and no
    frames of inlined calls."""
    if GDB is None:
        return Stack()
    run = "run" if stdin_path is None else f"run < {stdin_path}"
    extra = [a for c in _AFTER_STOP for a in ("-ex", c)]
    out = _gdb([*([] if debug_info else ["--readnever"]), "-ex", run, *extra, "--args", *command],
               timeout)
    at = out.find("received signal")
    if at < 0:
        return Stack()
    return parse_gdb(out[at:], "gdb")


def attach(pid: int, timeout: float = 30) -> str:
    """gdb's view of a running process (its stack, its mappings), as text
    for :func:`parse_gdb`; the process goes on when gdb detaches."""
    if GDB is None:
        return ""
    return _gdb(["-p", str(pid), *[a for c in _AFTER_STOP for a in ("-ex", c)]], timeout)


def parse_gdb(text: str, source: str = "gdb") -> Stack:
    """The reader's frames of gdb's backtrace (``bt`` then ``info proc
    mappings`` and ``p $pc``); with no frame, the faulting instruction."""
    mappings = symbols.parse_mappings(text)
    frames: List[Frame] = []
    caller = False  # frame #0, and the frame a signal interrupted, are at the pc itself
    for line in text.splitlines():
        if not line.startswith("#"):
            continue
        if "<signal handler called>" in line:
            caller = False
            continue
        m = _GDB_FRAME.match(line)
        if not m:
            continue
        this_caller, caller = caller, True
        address = int(m.group("address"), 16) if m.group("address") else None
        where = symbols.locate(address, mappings) if address is not None else None
        module = m.group("module") or (where[0] if where else "")
        name = m.group("name").split(" (")[0].strip()
        if name and name != "??":
            shown = name + (f" ({os.path.basename(m.group('file'))}:{m.group('line')})"
                            if m.group("file") else "")
            frames.append((shown, _symbol(name), where[0] if where else
                           (m.group("file") or module)))
        elif where is not None:
            path, offset = where
            frames.append((f"{os.path.basename(path)}+{offset:#x}",
                           _key(path, offset, this_caller), path))
        elif address is not None:
            if frames:  # past the first frame, gdb's unwinding has lost its way
                break
            frames.append((f"{address:#x}", "unmapped address", ""))  # a call through null
    stk = _stack(frames, source)
    if stk.frames:
        return stk
    pc = _GDB_PC.search(text)
    if pc:
        address = int(pc.group(1), 16)
        where = symbols.locate(address, mappings)
        if where is not None:
            path, offset = where
            shown = f"{os.path.basename(path)}+{offset:#x}"
            return Stack([shown], "pc", [symbols.function_key(path, offset)])
        return Stack([f"{address:#x}"], "pc", ["unmapped address"])
    return Stack()


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
        for form in sorted({path, os.path.abspath(path), os.path.realpath(path)}, key=len,
                           reverse=True):
            text = text.replace(form, "@@")
    return re.sub(r"0x[0-9a-fA-F]+|-?\b\d+\b", "N", text)
