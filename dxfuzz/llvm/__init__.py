"""LLVM as the reference: dxfuzz's decoding against LLVM's ``obj2yaml`` (run,
its YAML read, the header, parts and lines of the dump compared with it).

:func:`compare_files` runs ``obj2yaml`` (LLVM 22) on containers and compares
every field it prints with what dxfuzz decodes: the header and part table
here, each part's decoded fields through its one mapping to obj2yaml's
layout (:mod:`dxfuzz.llvm.layout`), declared as ``PART`` by a module of this
package per part LLVM decodes; the same mappings lay out ``dxfuzz dump``
and read LLVM's YAML back (:mod:`dxfuzz.llvm.yaml_in`). A key obj2yaml
prints that no mapping has is itself reported, so a field LLVM starts
printing is never silently skipped.

Refusals by obj2yaml of files we read are expected: LLVM 22 cannot read DXC
containers whose parts are not 4-byte aligned ("Reading structure out of
file bounds"), version-1.2 root signatures, a PSV0 part without a DXIL part.
A part's ``refuses`` knows them; such files are listed as files obj2yaml
cannot read, never counted as disagreements.
"""
from __future__ import annotations

import os
import re
import shutil
from collections.abc import Iterable

ENV_BIN = "DXFUZZ_LLVM_BIN"  #: folder of the LLVM tools, overrides the default
DEFAULT_BIN = "/usr/lib/llvm-22/bin"
PART_KEYS = ("Name", "Size")  #: keys of every obj2yaml part entry (compared here)


def find_tool(name: str = "obj2yaml", explicit: str | None = None) -> str | None:
    """Path of an LLVM tool: ``explicit`` (a file or a folder) and nothing
    else when it is given (None if it holds no such tool: a user who names a
    tool never gets another one); without it ``$DXFUZZ_LLVM_BIN``, else LLVM
    22's Debian folder, else ``PATH``."""
    def at(where):
        path = os.path.join(where, name) if os.path.isdir(where) else where
        return path if os.path.isfile(path) and os.access(path, os.X_OK) else None

    if explicit:
        return at(explicit)
    for where in (os.environ.get(ENV_BIN), DEFAULT_BIN):
        if where and at(where):
            return at(where)
    return shutil.which(name)


#: What LLVM's tools print for ``--version`` (``LLVM version 22.1.8``).
_LLVM_VERSION = re.compile(r"\bLLVM version (\S+)")
#: The first line of ``obj2yaml --help``.
OBJ2YAML_OVERVIEW = "OVERVIEW: Dump a YAML description from an object file"


def _output(argv, timeout: float):
    """``(exit status, stdout and stderr as text)`` of a short run, or
    ``(None, why)`` when it cannot run."""
    import subprocess
    try:
        proc = subprocess.run(argv, capture_output=True, timeout=timeout, stdin=subprocess.DEVNULL)
    except subprocess.TimeoutExpired:
        return None, f"{' '.join(argv[1:])} took more than {timeout:g} s"
    except OSError as exc:
        return None, f"cannot run it: {exc.strerror or exc}"
    return proc.returncode, (proc.stdout + proc.stderr).decode("utf-8", "replace")


def tool_version(tool: str, timeout: float = 30):
    """``(version, None)``: the LLVM version ``tool --version`` prints
    (``22.1.8``), or ``(None, why)`` when it prints none."""
    code, text = _output([tool, "--version"], timeout)
    if code is None:
        return None, text
    m = _LLVM_VERSION.search(text)
    if code != 0 or m is None:
        first = next((line.strip() for line in text.splitlines() if line.strip()), "")
        said = f"its first line: {first[:80]!r}" if first else "it printed nothing"
        return None, (f"`--version` exited with {code} and printed no LLVM version ({said})"
                      if code else f"`--version` printed no LLVM version ({said})")
    return m.group(1), None


def obj2yaml_version(tool: str, timeout: float = 30):
    """``(version, None)`` if ``tool`` is LLVM's obj2yaml (its ``--version``
    names an LLVM version, its ``--help`` is obj2yaml's), else ``(None, why)``."""
    version, why = tool_version(tool, timeout)
    if version is None:
        return None, why
    code, text = _output([tool, "--help"], timeout)
    if code is None:
        return None, text
    if OBJ2YAML_OVERVIEW not in text:
        first = next((line.strip() for line in text.splitlines() if line.strip()), "")
        return None, (f"LLVM {version}, but `--help` is not obj2yaml's "
                      f"(it starts {first[:80]!r})" if first else
                      f"LLVM {version}, but `--help` prints nothing")
    return version, None


_LOADER = None


def yaml_loader():
    """A YAML loader for obj2yaml's output: ``!dxcontainer`` is a mapping,
    and only ``true``/``false`` are booleans (a semantic named ``ON`` stays a
    string, as LLVM meant it)."""
    global _LOADER
    if _LOADER is None:
        import yaml

        base = getattr(yaml, "CSafeLoader", yaml.SafeLoader)

        class Loader(base):
            pass

        Loader.yaml_implicit_resolvers = {
            first: [(tag, rx) for tag, rx in resolvers
                    if tag != "tag:yaml.org,2002:bool" or first in "tTfF"]
            for first, resolvers in base.yaml_implicit_resolvers.items()
        }
        Loader.add_constructor("!dxcontainer",
                               lambda loader, node: loader.construct_mapping(node, deep=True))
        _LOADER = Loader
    return _LOADER


def obj2yaml_text(path: str, tool: str, timeout: float = 120):
    """``(text, None)``: what obj2yaml prints for ``path``, or ``(None, error)``."""
    import subprocess
    try:
        proc = subprocess.run([tool, path], capture_output=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return None, f"obj2yaml took more than {timeout} s"
    if proc.returncode != 0:
        text = (proc.stderr or proc.stdout).decode("utf-8", "replace").strip()
        return None, text.splitlines()[-1] if text else f"obj2yaml exited with {proc.returncode}"
    return proc.stdout, None


def run_obj2yaml(path: str, tool: str, timeout: float = 120):
    """``(document, None)`` as obj2yaml reads ``path``, or ``(None, error)``."""
    text, error = obj2yaml_text(path, tool, timeout)
    return (None, error) if text is None else load_yaml(text)


#: Start of :func:`load_yaml`'s error when obj2yaml's output is not YAML:
#: LLVM 22 prints an enumeration value it has no name for as nothing (PSV0
#: resource type 0, some root signature fields), leaving a key without value.
NOT_YAML = "obj2yaml printed text that is not YAML"


#: obj2yaml's ``DXIL: [ 0x42, 0x43, ... ]``: the bitcode, one YAML scalar a byte.
_BITCODE = re.compile(rb"^(\s+DXIL:\s*)\[([^\]]*)\]", re.M)


def load_yaml(text: bytes):
    """``(document, None)`` from obj2yaml's output, or ``(None, error)``.

    The bitcode byte lists are turned into ``bytes`` before YAML sees them
    (read as one scalar per byte, they would take most of the time)."""
    docs, error = load_documents(text)
    if error is None and len(docs) != 1:
        error = f"{len(docs)} documents where one was expected"
    return (None, f"{NOT_YAML}: {error}") if error else (docs[0], None)


def load_documents(text: bytes, aliases: bool = True):
    """``(documents, None)``: every document of a YAML stream in LLVM's
    DXContainer layout (obj2yaml's output, LLVM's tests), bitcode lists as
    ``bytes``; or ``(None, error)``. ``aliases=False`` refuses ``*name``
    aliases (with them a few lines can stand for an exponentially large
    tree)."""
    import yaml

    blobs = []

    def stash(match):
        blobs.append(bytes(int(tok, 16) for tok in match.group(2).replace(b",", b" ").split()))
        return match.group(1) + b"%d" % (len(blobs) - 1)

    text = _BITCODE.sub(stash, text)
    try:
        if not aliases and any(isinstance(event, yaml.AliasEvent)
                               for event in yaml.parse(text, Loader=yaml_loader())):
            return None, "the YAML uses an alias (*name); write the value out"
        docs = list(yaml.load_all(text, Loader=yaml_loader()))
    except (yaml.YAMLError, ValueError) as exc:
        return None, " ".join(str(exc).split())
    for doc in docs:
        for part in (doc.get("Parts") if isinstance(doc, dict) else None) or ():
            program = part.get("Program") if isinstance(part, dict) else None
            if isinstance(program, dict) and isinstance(program.get("DXIL"), int) and blobs:
                program["DXIL"] = blobs[program["DXIL"]]
    return docs, None


def comparers() -> dict:
    """fourcc -> :class:`~dxfuzz.llvm.layout.Part`, for each part obj2yaml decodes."""
    from .layout import decoded
    return decoded()


def known_refusal(error: str) -> bool:
    """Whether obj2yaml's refusal is a limitation of LLVM's (a part knows
    it, or LLVM printed broken YAML) rather than a malformed file."""
    return (error or "").startswith(NOT_YAML) or any(
        part.refuses(error) for part in set(comparers().values()) if part.refuses)


def compare_header(obj, doc) -> list[str]:
    """Differences in the header and part table."""
    from .. import parts

    header = doc.get("Header") or {}
    version = header.get("Version") or {}
    ours = {
        "Hash": list(obj.digest), "Version.Major": obj.major_version,
        "Version.Minor": obj.minor_version, "FileSize": obj.len_file,
        "PartCount": obj.num_parts, "PartOffsets": [e.ofs_part for e in obj.part_table],
        "Parts": [(p.fourcc_text, p.len_body) for p in parts(obj)],
    }
    theirs = {
        "Hash": header.get("Hash"), "Version.Major": version.get("Major"),
        "Version.Minor": version.get("Minor"), "FileSize": header.get("FileSize"),
        "PartCount": header.get("PartCount"), "PartOffsets": header.get("PartOffsets", []),
        "Parts": [(str(p.get("Name")), p.get("Size")) for p in doc.get("Parts") or []],
    }
    return [f"Header.{k}: ours {ours[k]!r}, obj2yaml {theirs[k]!r}"
            for k in ours if ours[k] != theirs[k]]


def compare_container(data: bytes, doc) -> list[str]:
    """Every difference between dxfuzz's decoding of ``data`` and obj2yaml's
    document for it; [] when they agree. The container's layout is checked
    and the parts obj2yaml decodes are decoded whole; the others (which it
    shows by name and size only) are left to ``roundtrip`` and ``coverage``."""
    from .. import ParseError, parse, parts, to_dict
    from ..errors import INPUT_ERRORS, describe

    try:
        obj = parse(data, lazy=True)
    except ParseError as exc:
        return [f"we refuse the file: {exc}"]
    diffs = compare_header(obj, doc)
    registry = comparers()
    for i, (part, entry) in enumerate(zip(parts(obj), doc.get("Parts") or [])):
        fourcc, at = part.fourcc_text, f"Parts[{i}] {part.fourcc_text}"
        mapping = registry.get(fourcc)
        extra = [k for k in entry if k not in PART_KEYS and k != getattr(mapping, "key", None)]
        if mapping is None:
            diffs += [f"{at}: obj2yaml prints {k}, which nothing compares" for k in extra]
            continue
        diffs += [f"{at}.{k}: printed by obj2yaml, not compared" for k in extra]
        try:
            ours = to_dict(part.body)
        except (ParseError, *INPUT_ERRORS) as exc:
            err = exc if isinstance(exc, ParseError) else describe(exc)
            diffs.append(f"{at}: we refuse the part: {err}")
            continue
        diffs += [f"{at}.{d}" for d in mapping.compare(ours, entry)]
    return diffs


# --- line for line: what `dxfuzz dump` prints against what obj2yaml prints ----------
#
# The README says `diff <(obj2yaml F) <(dxfuzz dump F)` shows only additions:
# every line obj2yaml prints is in the dump, in the same order. That is
# checked here, after one normalisation: a float is compared as obj2yaml
# prints floats (C's %g, six significant digits), since the dump prints every
# digit a float32 needs to read back the same (3.4028235e+38, where obj2yaml
# prints 3.40282e+38). Nothing else is normalised.

_FLOAT_LINE = re.compile(r"^(\s*(?:- )?[^:]+:\s+)(-?(?:\d+\.\d*|\.\d+|\d+)(?:[eE][-+]?\d+)?)$")

#: Most missing lines listed per file.
MISSING_SHOWN = 5


def normal_line(line: str) -> str:
    """A line of obj2yaml's or of the dump, normalised as said above."""
    line = line.rstrip()
    if ":" not in line or not (line[-1:].isdigit() or line.endswith(".")):  # no number at its end
        return line
    word = line[line.rfind(" ") + 1:]
    digits = word[1:] if word[:1] == "-" else word
    if len(digits) < 7 and digits.isascii() and digits.isdigit() and \
            (digits[0] != "0" or len(digits) == 1):
        return line  # an integer %g prints as it is (most lines of a dump)
    m = _FLOAT_LINE.match(line)
    if m and any(c in m.group(2) for c in ".eE"):
        return m.group(1) + "%g" % float(m.group(2))
    if m:  # an integer: the same in both, but "0" and "0.0" are the same float
        return m.group(1) + "%g" % float(m.group(2)) if abs(int(m.group(2))) < 2 ** 53 \
            else line
    return line


def missing_lines(theirs: str, ours: str) -> list[str]:
    """obj2yaml's lines that the dump lacks (in order: the lines of
    ``theirs`` must be a subsequence of those of ``ours``), after
    :func:`normal_line`; [] when ``diff`` would show only additions."""
    normal: dict = {}  # a dump repeats many lines: each is normalised once
    mine = [normal[x] if x in normal else normal.setdefault(x, normal_line(x))
            for x in ours.splitlines()]
    out, at = [], 0
    for number, line in enumerate(theirs.splitlines(), 1):
        want = normal_line(line)
        try:
            at = mine.index(want, at) + 1
        except ValueError:
            out.append(f"obj2yaml line {number} is not in the dump: {line.strip()!r}")
    return out


def compare_text(data: bytes, theirs: str) -> list[str]:
    """The lines of obj2yaml's text ``theirs`` missing from ``dxfuzz dump``'s
    text of ``data`` (at most :data:`MISSING_SHOWN`, with the count)."""
    from ..view import render
    from .. import ParseError
    try:
        ours, _ = render(data)
    except ParseError as exc:
        return [f"dump refuses the file: {exc}"]
    missing = missing_lines(theirs, ours)
    if len(missing) > MISSING_SHOWN:
        missing = missing[:MISSING_SHOWN] + [f"... {len(missing) - MISSING_SHOWN} more lines"]
    return missing


class FileResult:
    """The outcome for one file: obj2yaml's refusal if it refused
    (``llvm_error``), the disagreements if it read it (``diffs``), whether
    dxfuzz parses it (``we_parse``) and dxfuzz's refusal (``our_error``)."""

    def __init__(self, path: str, llvm_error: str | None = None, diffs: list[str] | None = None,
                 we_parse: bool = True, our_error: str | None = None):
        self.path = path
        self.llvm_error = llvm_error
        self.diffs = [] if diffs is None else diffs
        self.we_parse = we_parse
        self.our_error = our_error

    def __eq__(self, other):
        return isinstance(other, FileResult) and vars(self) == vars(other)

    def __repr__(self):
        return f"FileResult({', '.join(f'{k}={v!r}' for k, v in vars(self).items())})"

    @property
    def llvm_reads(self) -> bool:
        return self.llvm_error is None

    @property
    def agrees(self) -> bool:
        return self.llvm_reads and not self.diffs


def _in_order(pool, fn, items, window: int):
    """``fn`` over ``items`` on ``pool``, results in order, at most ``window``
    running or waiting (so a long list is read as it is compared)."""
    from collections import deque
    pending = deque()
    for item in items:
        pending.append(pool.submit(fn, item))
        if len(pending) >= window:
            yield pending.popleft().result()
    while pending:
        yield pending.popleft().result()


def compare_files(inputs: Iterable, tool: str, jobs: int = 2) -> Iterable[FileResult]:
    """Compare each file with obj2yaml (run ``jobs`` at a time), in order.
    ``inputs`` are paths, ``(path, bytes)`` pairs of files already read, or
    ``(label, bytes, path)`` triples: obj2yaml reads ``path``, or, if it is
    None (standard input), a temporary file holding the bytes (removed
    after), and the results and obj2yaml's errors name ``label``."""
    from .. import ParseError, parse, to_dict

    def read(item):
        if isinstance(item, tuple):
            return item if len(item) == 3 else (item[0], item[1], item[0])
        with open(item, "rb") as f:
            return item, f.read(), item

    def run_on(path):
        try:
            return obj2yaml_text(path, tool)
        except OSError as exc:  # the tool went away, or cannot be run
            return None, f"cannot run obj2yaml: {exc.strerror or exc}"

    def job(item):
        label, data, path = read(item)
        if path is not None:
            return label, data, run_on(path)
        import tempfile
        fd, temp = tempfile.mkstemp(prefix="dxfuzz-", suffix=".dxbc")
        try:
            with os.fdopen(fd, "wb") as f:
                f.write(data)
            text, error = run_on(temp)
        finally:
            os.unlink(temp)
        return label, data, (text, error and error.replace(temp, label))

    from concurrent.futures import ThreadPoolExecutor
    from .. import kaitai
    kaitai.load_all()  # before the threads: see kaitai.load_lazily
    with ThreadPoolExecutor(max_workers=max(1, jobs)) as pool:
        for path, data, (text, error) in _in_order(pool, job, inputs, 4 * max(1, jobs)):
            doc = None
            if text is not None and not text.strip():
                # exit status 0 and no output: not a reading (not known_refusal's broken YAML)
                text, error = None, "obj2yaml exited with 0 and printed nothing"
            if text is not None:
                doc, error = load_yaml(text)
            result = FileResult(path, llvm_error=error)
            if doc is not None:
                result.diffs = compare_container(data, doc)
                if result.diffs and result.diffs[0].startswith("we refuse the file"):
                    result.we_parse, result.our_error = False, result.diffs[0]
                else:
                    result.diffs += compare_text(data, text.decode("utf-8", "replace"))
            else:
                try:
                    to_dict(parse(data))
                except ParseError as exc:
                    result.we_parse, result.our_error = False, str(exc)
            yield result
