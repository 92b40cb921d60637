"""The dump's YAML with the specs' names written directly: the very text
PyYAML writes for a dump tree (libyaml's emitter, block style), many times faster.

PyYAML's representer builds a node per value and resolves every string
against YAML's implicit types before its emitter lays the text out; for a
dump of a large effect that is most of the command's time. This writer lays
out the same text itself, for the values a dump tree holds (mappings,
lists, strings, integers, floats, booleans, None), following the emitter's
rules:

* mappings and lists in block style, indented by 2, a list under a key not
  indented (``key:`` then ``- item`` at the key's column), a mapping or list
  that is an item of a list begun on the item's line (``- key: v``,
  ``- - v``), empty ones in flow style (``{}``, ``[]``);
* a string is written plain when the emitter allows it (no indicator at its
  start, no ``: `` or `` #``, no space at either end) and YAML reads it back
  as a string (YAML 1.1's implicit types decide, as PyYAML reads them, so
  ``'0755'``, ``'yes'``, ``''`` are quoted); else in single quotes; a string holding a
  character outside printable ASCII (or a line break and a space before a
  break, or a trailing space) in double quotes with the emitter's escapes;
  a string with line breaks (PyYAML's ``|`` style in this project's dumper)
  as a literal block, with the emitter's indentation and chomping hints;
* a plain, single- or double-quoted value string is folded at a space once
  its line passes column 88, as the emitter folds it;
* numbers, booleans and None as PyYAML represents them.

Anything else (a type the dumper has its own representer for, a key longer
than 128 characters or holding a line break, an object met twice, which
PyYAML writes as an anchor) raises :class:`Unsupported`, and the caller
has PyYAML write that part of the tree. ``tests/test_dump_bound.py``
compares the two on trees built for these rules; the shared corpus dumps to
the same bytes either way.
"""
from __future__ import annotations

import functools
import math
import re

#: The emitter's line width (``yaml.dump(..., width=88)``) and indentation.
WIDTH = 88
INDENT = 2
#: The longest key the emitter writes as a simple ``key:``.
MAX_SIMPLE_KEY = 128
#: Lines a writer holds before packing them into one piece of text.
FLUSH_LINES = 4096

_STR = "tag:yaml.org,2002:str"
_FLOAT = "tag:yaml.org,2002:float"
#: printable ASCII and the line feed: every other character is escaped (double quotes)
_SPECIAL = re.compile(r"[^\n\x20-\x7e]")
#: lone surrogates (text decoded with ``surrogateescape``): UTF-8 cannot encode them
_SURROGATE = re.compile("[\ud800-\udfff]")
#: characters that make a string not plain (at its start): the emitter's indicators
_FIRST_INDICATORS = frozenset("#,[]{}&*!|>'\"%@`")
#: double-quoted escapes with a letter of their own
_ESCAPES = {0x00: "0", 0x07: "a", 0x08: "b", 0x09: "t", 0x0A: "n", 0x0B: "v", 0x0C: "f",
            0x0D: "r", 0x1B: "e", 0x22: '"', 0x5C: "\\", 0x85: "N", 0xA0: "_",
            0x2028: "L", 0x2029: "P"}


class Unsupported(Exception):
    """A value this writer does not lay out as PyYAML would: PyYAML writes it."""


#: YAML 1.1's implicit types (yaml.org/type: bool, float, int, merge,
#: null, timestamp, value), as PyYAML's safe loader reads a plain scalar:
#: ``(tag, pattern, the characters such a scalar may begin with)``, the
#: empty string being null. PyYAML itself is not loaded for them (25 ms of
#: every dump's start); ``tests/test_dump_bound.py`` compares the two.
_IMPLICIT_TYPES = (
    ("tag:yaml.org,2002:bool",
     r"(?:yes|Yes|YES|no|No|NO|true|True|TRUE|false|False|FALSE|on|On|ON|off|Off|OFF)", "yYnNtTfFoO"),
    (_FLOAT,
     r"(?:[-+]?(?:[0-9][0-9_]*)\.[0-9_]*(?:[eE][-+][0-9]+)?|\.[0-9][0-9_]*(?:[eE][-+][0-9]+)?"
     r"|[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+\.[0-9_]*|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN))",
     "-+0123456789."),
    ("tag:yaml.org,2002:int",
     r"(?:[-+]?0b[0-1_]+|[-+]?0[0-7_]+|[-+]?(?:0|[1-9][0-9_]*)|[-+]?0x[0-9a-fA-F_]+"
     r"|[-+]?[1-9][0-9_]*(?::[0-5]?[0-9])+)", "-+0123456789"),
    ("tag:yaml.org,2002:merge", r"<<", "<"),
    ("tag:yaml.org,2002:null", r"(?:~|null|Null|NULL|)", "~nN"),
    ("tag:yaml.org,2002:timestamp",
     r"(?:[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]|[0-9][0-9][0-9][0-9]-[0-9][0-9]?-[0-9][0-9]?"
     r"(?:[Tt]|[ \t]+)[0-9][0-9]?:[0-9][0-9]:[0-9][0-9](?:\.[0-9]*)?(?:[ \t]*(?:Z|[-+][0-9][0-9]?(?::[0-9][0-9])?))?)",
     "0123456789"),
    ("tag:yaml.org,2002:value", r"=", "="),
)


@functools.lru_cache(maxsize=None)
def _types_for(first: str) -> tuple:
    """``(tag, compiled pattern)`` of the implicit types a scalar beginning
    with ``first`` may have (``""``: the empty scalar), in YAML's order."""
    return tuple((tag, re.compile(pattern + r"\Z")) for tag, pattern, starts in _IMPLICIT_TYPES
                 if (first in starts if first else tag.endswith(":null")))


def implicit_tag(text: str) -> str:
    """The tag YAML reads a plain scalar ``text`` as (YAML 1.1's implicit types)."""
    for tag, pattern in _types_for(text[:1]):
        if pattern.match(text):
            return tag
    return _STR


def _float_text(v: float) -> str:
    """A float as PyYAML's representer writes it: ``repr`` in lower case, a
    ``.0`` before an exponent without a dot, ``.nan``, ``.inf``, ``-.inf``."""
    if v != v:
        value = ".nan"
    elif v in (math.inf, -math.inf):
        value = ".inf" if v > 0 else "-.inf"
    else:
        value = repr(v).lower()
        if "." not in value and "e" in value:
            value = value.replace("e", ".0e", 1)
    if implicit_tag(value) != _FLOAT:
        raise Unsupported("a float YAML would not read back plain")
    return value


def _plain_allowed(s: str) -> bool:
    """Whether the emitter may write ``s`` (printable ASCII, no line break)
    plain in block context."""
    if not s:
        return True
    first = s[0]
    if first == " " or s[-1] == " " or first in _FIRST_INDICATORS:
        return False
    if first in "-?:" and (len(s) == 1 or s[1] == " "):
        return False
    if s.startswith(("---", "...")):
        return False
    return ": " not in s and not s.endswith(":") and " #" not in s


def _single_quoted(s: str) -> str:
    return "'" + s.replace("'", "''") + "'"


def _double_quoted_chars(s: str) -> list:
    """The characters of ``s`` as the emitter writes them in double quotes
    (``None`` for a space, which may become a fold)."""
    out = []
    for c in s:
        code = ord(c)
        if 0x20 <= code <= 0x7E and c not in '"\\':
            out.append(None if c == " " else c)
        elif code in _ESCAPES:
            out.append("\\" + _ESCAPES[code])
        elif code <= 0xFF:
            out.append("\\x%02X" % code)
        elif code <= 0xFFFF:
            out.append("\\u%04X" % code)
        else:
            out.append("\\U%08X" % code)
    return out


def key_text(k) -> str:
    """A mapping key as the emitter writes it (a simple key: never folded)."""
    if type(k) is str:
        return _str_key_text(k)
    return _scalar_text(k)


#: characters that break a line (YAML's): a key holding one is not a simple key
_BREAKS = re.compile("[\n\r\x85\u2028\u2029]")


@functools.lru_cache(maxsize=4096)
def _str_key_text(k: str) -> str:
    if _SURROGATE.search(k):
        raise Unsupported("a string UTF-8 cannot encode")
    if _BREAKS.search(k) or len(k.encode("utf-8")) > MAX_SIMPLE_KEY:
        raise Unsupported("a key the emitter does not write as a simple key")
    if _SPECIAL.search(k):
        return '"' + "".join(c or " " for c in _double_quoted_chars(k)) + '"'
    if k and _plain_allowed(k) and implicit_tag(k) == _STR:
        return k
    return _single_quoted(k)


def _scalar_text(v) -> str:
    """The text of a number, boolean or None."""
    t = type(v)
    if t is int:
        return str(v)
    if t is bool:
        return "true" if v else "false"
    if v is None:
        return "null"
    if t is float:
        return _float_text(v)
    raise Unsupported(f"a {t.__name__} value")


@functools.lru_cache(maxsize=65536)
def _one_line(s: str):
    """``(text, quoted)``: a value string as the emitter writes it on one
    line, plain (``quoted`` 0) or in single quotes (1), before any folding;
    None for one it writes as a literal block or in double quotes."""
    if "\n" in s or _SPECIAL.search(s) is not None:
        return None
    if s and _plain_allowed(s) and implicit_tag(s) == _STR:
        return s, 0
    return _single_quoted(s), 1


class BlockWriter:
    """The text of one tree's YAML (:meth:`mapping`, :meth:`sequence`):
    ``chunks`` of many lines each, then the ``lines`` not yet packed."""

    def __init__(self):
        self.lines: list = []
        self.chunks: list = []
        #: the last block scalar written ended with ``+`` chomping (the emitter
        #: then ends the stream with ``...``)
        self.open_ended = None
        self._seen = set()

    def text(self) -> list:
        """The text written, in pieces (each ending with a line break)."""
        if self.lines:
            self._pack()
        return self.chunks

    def _pack(self) -> None:
        self.lines.append("")
        self.chunks.append("\n".join(self.lines))
        self.lines.clear()

    def top(self, tree) -> None:
        """A non-empty mapping or list at a document's top (column 0)."""
        if isinstance(tree, dict):
            self.mapping(tree, 0)
        else:
            self.sequence(tree, 0)

    def mapping(self, d: dict, indent: int, lead: str | None = None) -> None:
        """A non-empty mapping whose keys are at column ``indent``; ``lead``:
        the text before its first key (``- `` of a list item)."""
        seen = self._seen
        n = len(seen)
        seen.add(id(d))
        if len(seen) == n:
            raise Unsupported("an object met twice (PyYAML writes an anchor)")
        pad = " " * indent
        lines = self.lines
        first = True
        for k, v in d.items():
            head = (lead if first and lead is not None else pad) + key_text(k) + ":"
            first = False
            t = type(v)
            if t is int:
                lines.append(f"{head} {v}")
            elif t is str:
                self.string(v, head + " ", indent + INDENT)
            elif t is dict:
                if v:
                    lines.append(head)
                    self.mapping(v, indent + INDENT)
                else:
                    self._empty(v)
                    lines.append(head + " {}")
            elif t is list:
                if v:
                    lines.append(head)
                    self.sequence(v, indent)
                else:
                    self._empty(v)
                    lines.append(head + " []")
            else:
                lines.append(head + " " + _scalar_text(v))
        if len(lines) >= FLUSH_LINES:
            self._pack()

    def sequence(self, items, indent: int, lead: str | None = None) -> None:
        """A non-empty list whose ``-`` are at column ``indent``."""
        seen = self._seen
        n = len(seen)
        seen.add(id(items))
        if len(seen) == n:
            raise Unsupported("an object met twice (PyYAML writes an anchor)")
        pad = " " * indent
        lines = self.lines
        first = True
        for v in items:
            head = (lead if first and lead is not None else pad) + "-"
            first = False
            t = type(v)
            if t is int:
                lines.append(f"{head} {v}")
            elif t is str:
                self.string(v, head + " ", indent + INDENT)
            elif t is dict:
                if v:
                    self.mapping(v, indent + INDENT, head + " ")
                else:
                    self._empty(v)
                    lines.append(head + " {}")
            elif t is list:
                if v:
                    self.sequence(v, indent + INDENT, head + " ")
                else:
                    self._empty(v)
                    lines.append(head + " []")
            else:
                lines.append(head + " " + _scalar_text(v))
        if len(lines) >= FLUSH_LINES:
            self._pack()

    def _empty(self, v) -> None:
        """Note an empty mapping or list (PyYAML anchors those met twice too)."""
        seen = self._seen
        n = len(seen)
        seen.add(id(v))
        if len(seen) == n:
            raise Unsupported("an object met twice (PyYAML writes an anchor)")

    def string(self, v: str, head: str, indent: int) -> None:
        """A string after ``head`` (which ends with its space); ``indent``:
        the column of its continuation lines."""
        one_line = _one_line(v)
        if one_line is not None:
            text, quoted = one_line
            if len(head) + len(text) <= WIDTH + 1 or " " not in v:
                self.lines.append(head + text)
            else:
                self._folded(v, head + "'" if quoted else head, indent, quoted)
            return
        if _SURROGATE.search(v):
            raise Unsupported("a string UTF-8 cannot encode")
        if "\n" in v and _SPECIAL.search(v) is None and v[-1] != " " and " \n" not in v:
            self._literal(v, head, indent)
        else:
            self._double_quoted(v, head, indent)

    def _folded(self, s: str, head: str, indent: int, quoted: int) -> None:
        """A plain (``quoted`` 0) or single-quoted (1) string, folded at a
        single space once the line passes the width."""
        column = len(head)
        if column + len(s) + quoted * s.count("'") <= WIDTH + 1 or " " not in s:
            self.lines.append(head + (s.replace("'", "''") + "'" if quoted else s))
            return
        line = [head]
        last = len(s) - 1
        spaces = False
        for i, c in enumerate(s):
            if c == " ":
                if not spaces and column > WIDTH and (i < last and s[i + 1] != " ") \
                        and (not quoted or 0 < i):
                    self.lines.append("".join(line))
                    line = [" " * indent]
                    column = indent
                else:
                    line.append(c)
                    column += 1
                spaces = True
            else:
                if quoted and c == "'":
                    line.append("''")
                    column += 2
                else:
                    line.append(c)
                    column += 1
                spaces = False
        if quoted:
            line.append("'")
        self.lines.append("".join(line))

    def _double_quoted(self, s: str, head: str, indent: int) -> None:
        chars = _double_quoted_chars(s)
        line = [head, '"']
        column = len(head) + 1
        last = len(chars) - 1
        spaces = False
        for i, c in enumerate(chars):
            if c is None:  # a space
                if not spaces and column > WIDTH and 0 < i < last:
                    self.lines.append("".join(line))
                    line = [" " * indent]
                    column = indent
                    if chars[i + 1] is None:
                        line.append("\\")
                        column += 1
                else:
                    line.append(" ")
                    column += 1
                spaces = True
            else:
                line.append(c)
                column += len(c)
                spaces = False
        line.append('"')
        self.lines.append("".join(line))

    def _literal(self, s: str, head: str, indent: int) -> None:
        """A string with line breaks as a literal block (``|``), lines at ``indent``."""
        hints = str(INDENT) if s[0] in " \n" else ""
        if s[-1] != "\n":
            hints += "-"
            body = s
            self.open_ended = False
        elif len(s) == 1 or s[-2] == "\n":
            hints += "+"
            body = s[:-1]
            self.open_ended = True
        else:
            body = s[:-1]
            self.open_ended = False
        self.lines.append(head + "|" + hints)
        pad = " " * indent
        self.lines.extend(pad + line if line else "" for line in body.split("\n"))


def has_block_scalar(tree) -> bool:
    """Whether a tree holds a string PyYAML writes as a literal block (in
    this project's dumper: a value, or a key too long or broken to be a
    simple key, with a line feed the block style allows)."""
    if isinstance(tree, dict):
        return any(has_block_scalar(k) or has_block_scalar(v) for k, v in tree.items())
    if isinstance(tree, list):
        return any(has_block_scalar(v) for v in tree)
    return isinstance(tree, str) and "\n" in tree and _SPECIAL.search(tree) is None \
        and tree[-1] != " " and " \n" not in tree
