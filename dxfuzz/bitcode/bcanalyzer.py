"""LLVM's view of a bitstream: ``llvm-bcanalyzer -dump`` (LLVM 22) run on
bitcode, and its dump parsed into blocks and records (ids, abbreviation, operands, blob)."""
from __future__ import annotations

import re
import subprocess
from typing import List, Optional, Union

#: The options of every run: numeric ids beside the names, the BLOCKINFO
#: block's records, blobs in full (hex escapes), no statistics histogram.
OPTIONS = ("-dump", "--non-symbolic", "--dump-blockinfo", "--show-binary-blobs", "--disable-histogram")

_BLOCK = re.compile(r"( *)<(\S+?)(?: BlockID=(\d+))? NumWords=(\d+) BlockCodeSize=(\d+)>$")
_CLOSE = re.compile(r"( *)</(\S+)>$")
_RECORD = re.compile(r"( *)<([^ ]+?)(?= |/>)(?: codeid=(\d+))?(?: abbrevid=(\d+))?((?: op\d+=-?\d+)*)(.*?)/>(.*)$")
_OP = re.compile(r" op(\d+)=(-?\d+)")
_UNKNOWN_BLOCK = re.compile(r"UnknownBlock(\d+)$")
_UNKNOWN_CODE = re.compile(r"UnknownCode(\d+)$")
_ESCAPE = re.compile(rb"\\(x[0-9A-Fa-f]{2}|[\\tn\"])")
_STRINGS = re.compile(r" num-strings = (\d+) \{$")
_BLOB = " blob data = '"
_RECORD_STRING = " record string = '"


class DumpRecord:
    """A record line: ``name`` as printed, ``code``, ``abbrev_id`` (None when
    unabbreviated), ``ops`` (as printed: signed 64-bit), ``note`` (text
    bcanalyzer adds before ``/>``, e.g. ``(Invalid record)``),
    ``record_string`` (the printable array it shows, or None), ``blob``
    (bytes, or None), ``strings`` (a METADATA_STRINGS blob as decoded, or
    None) and ``line`` (1-based)."""

    __slots__ = ("name", "code", "abbrev_id", "ops", "note", "record_string", "blob", "strings", "line")

    def __init__(self, name, code, abbrev_id, ops, note, line):
        self.name = name
        self.code = code
        self.abbrev_id = abbrev_id
        self.ops = ops
        self.note = note
        self.record_string: Optional[str] = None
        self.blob: Optional[bytes] = None
        self.strings: Optional[List[bytes]] = None
        self.line = line

    def __repr__(self) -> str:
        return f"DumpRecord({self.name}, code={self.code}, abbrev_id={self.abbrev_id}, ops={self.ops})"


class DumpBlock:
    """A block: ``name``, ``block_id``, ``num_words``, ``code_size`` (its
    abbreviation id width), ``children`` and ``line``."""

    __slots__ = ("name", "block_id", "num_words", "code_size", "children", "line")

    def __init__(self, name, block_id, num_words, code_size, line):
        self.name = name
        self.block_id = block_id
        self.num_words = num_words
        self.code_size = code_size
        self.children: List[Union["DumpBlock", DumpRecord]] = []
        self.line = line

    def __repr__(self) -> str:
        return f"DumpBlock({self.name}, id={self.block_id}, words={self.num_words}, children={len(self.children)})"


class Dump:
    """A parsed dump: top-level ``blocks``, ``error`` (bcanalyzer's message
    when it failed, else None), ``returncode`` and ``unparsed`` (dump lines
    this parser did not understand: a dump with any is not trusted)."""

    __slots__ = ("blocks", "error", "returncode", "unparsed")

    def __init__(self, blocks, error, returncode, unparsed):
        self.blocks = blocks
        self.error = error
        self.returncode = returncode
        self.unparsed = unparsed

    def __repr__(self) -> str:
        return f"Dump(blocks={self.blocks!r}, error={self.error!r})"


def find_bcanalyzer(explicit: Optional[str] = None) -> Optional[str]:
    """Path of ``llvm-bcanalyzer`` (as :func:`dxfuzz.llvm.find_tool` finds LLVM's tools), or None."""
    from ..llvm import find_tool

    return find_tool("llvm-bcanalyzer", explicit)


def run(bitcode: bytes, tool: Optional[str] = None, timeout: float = 60) -> Dump:
    """Run ``llvm-bcanalyzer`` with :data:`OPTIONS` on ``bitcode`` (given on
    its standard input) and parse what it prints."""
    path = tool or find_bcanalyzer()
    if path is None:
        raise FileNotFoundError("llvm-bcanalyzer not found (LLVM 22: /usr/lib/llvm-22/bin)")
    proc = subprocess.run([path, *OPTIONS, "-"], input=bytes(bitcode), capture_output=True, timeout=timeout)
    dump = parse_dump(proc.stdout.decode("latin-1"))
    dump.returncode = proc.returncode
    if proc.returncode != 0:
        dump.error = proc.stderr.decode("latin-1").strip() or f"exit status {proc.returncode}"
    return dump


def unescape(text: str) -> bytes:
    """Bytes from LLVM's ``write_escaped(..., hex)``: ``\\\\``, ``\\t``, ``\\n``, ``\\"`` and ``\\xHH``."""
    def one(m):
        s = m.group(1)
        if s.startswith(b"x"):
            return bytes([int(s[1:], 16)])
        return {b"\\": b"\\", b"t": b"\t", b"n": b"\n", b'"': b'"'}[s]

    return _ESCAPE.sub(one, text.encode("latin-1"))


def parse_dump(text: str) -> Dump:
    """The blocks and records of a ``-dump`` output (everything before its
    ``Summary``), text decoded as Latin-1 so that every byte is one character."""
    blocks: List[DumpBlock] = []
    stack: List[DumpBlock] = []
    unparsed: List[str] = []
    lines = text.split("\n")
    i = 0
    while i < len(lines):
        line = lines[i]
        i += 1
        if line.startswith("Summary"):
            break
        if not line.strip():
            continue
        m = _BLOCK.match(line)
        if m:
            name, bid = m.group(2), m.group(3)
            if bid is None:
                u = _UNKNOWN_BLOCK.match(name)
                bid = u.group(1) if u else None
            block = DumpBlock(name, int(bid) if bid is not None else None, int(m.group(4)), int(m.group(5)), i)
            (stack[-1].children if stack else blocks).append(block)
            stack.append(block)
            continue
        m = _CLOSE.match(line)
        if m and stack and m.group(2) == stack[-1].name:
            stack.pop()
            continue
        m = _RECORD.match(line)
        if m and stack:
            name, code = m.group(2), m.group(3)
            if code is None:
                u = _UNKNOWN_CODE.match(name)
                code = u.group(1) if u else None
            ops = [int(v) for _, v in _OP.findall(m.group(5))]
            rec = DumpRecord(name, int(code) if code is not None else None,
                             int(m.group(4)) if m.group(4) else None, ops, m.group(6).strip(), i)
            i = _trailer(rec, m.group(7), lines, i, len(m.group(1)), unparsed)
            stack[-1].children.append(rec)
            continue
        unparsed.append(line)
    return Dump(blocks, None, 0, unparsed)


def _trailer(rec: DumpRecord, rest: str, lines: List[str], i: int, indent: int, unparsed: List[str]) -> int:
    """Read what follows a record's ``/>``: a record string, a blob, or the
    decoded strings of a METADATA_STRINGS blob (lines up to a ``}``)."""
    if rest.startswith(_RECORD_STRING):
        blob_at = rest.find(_BLOB, len(_RECORD_STRING))
        text = rest[len(_RECORD_STRING):blob_at if blob_at >= 0 else None]
        if not text.endswith("'"):
            unparsed.append(rest)
        rec.record_string = text[:-1]
        rest = rest[blob_at:] if blob_at >= 0 else ""
    if rest.startswith(_BLOB):
        if rest.endswith("'"):
            rec.blob = unescape(rest[len(_BLOB):-1])
        else:
            unparsed.append(rest)  # e.g. "unprintable, N bytes." without --show-binary-blobs
        return i
    m = _STRINGS.match(rest)
    if m:
        close = " " * indent + "}"
        strings = []
        while i < len(lines) and lines[i] != close:
            s = lines[i].strip(" ")
            if len(s) >= 2 and s[0] == s[-1] == "'":
                strings.append(unescape(s[1:-1]))
            else:
                unparsed.append(lines[i])
            i += 1
        rec.strings = strings
        return i + 1
    if rest:
        unparsed.append(rest)
    return i
