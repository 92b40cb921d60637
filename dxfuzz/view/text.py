"""The text of a dump: YAML (with the specs' names, or laid out as obj2yaml
prints it) and JSON, written piece by piece as the tree is made.

Each format has a writer (``write_yaml``, ``write_llvm_yaml``, ``write_json``)
that hands its text to a ``write`` callable (``sys.stdout.write``,
``list.append``) a few thousand lines at a time, and a function returning
the whole text (``to_yaml``, ``to_llvm_yaml``, ``to_json``). A tree's list
may be :class:`Items`, made item by item as the writer reaches it: the dump
writes each part as soon as it is decoded and lets it go.
"""
from __future__ import annotations

import functools
import json
import math
import re
import struct
from enum import Enum

from .markers import Flow, HexInt, HexList
from .yaml_writer import FLUSH_LINES, BlockWriter, Unsupported, has_block_scalar, key_text


class Items:
    """A list of mappings made one by one as its text is written: ``count``
    items, the i-th ``make(i)``. Writers accept it where a tree holds a list
    of mappings at its top (the container's parts, the parts ``--part``
    picks); :func:`materialized` turns it into a list."""

    def __init__(self, count: int, make):
        self.count, self.make = count, make

    def __len__(self):
        return self.count

    def __iter__(self):
        return (self.make(i) for i in range(self.count))


def materialized(t):
    """``t`` with its :class:`Items` made into lists (the top level only)."""
    if isinstance(t, Items):
        return list(t)
    if isinstance(t, dict):
        return {k: list(v) if isinstance(v, Items) else v for k, v in t.items()}
    return t


# --- YAML with the specs' names (PyYAML's layout) -------------------------------------


def _yaml():
    try:
        import yaml
    except ImportError as exc:  # pragma: no cover - PyYAML is a dependency
        raise RuntimeError("YAML output needs PyYAML (pip install PyYAML)") from exc
    return yaml


_DUMPER = None


def _dumper():
    global _DUMPER
    if _DUMPER is not None:
        return _DUMPER
    yaml = _yaml()
    base = getattr(yaml, "CSafeDumper", yaml.SafeDumper)

    class Dumper(base):
        pass

    def hex_int(d, v):
        return d.represent_scalar("tag:yaml.org,2002:int", f"0x{int(v):X}")

    def flow(d, v):
        return d.represent_sequence("tag:yaml.org,2002:seq", list(v), flow_style=True)

    def text(d, v):
        style = "|" if "\n" in v else None
        return d.represent_scalar("tag:yaml.org,2002:str", v, style=style)

    Dumper.add_representer(HexInt, hex_int)
    Dumper.add_representer(HexList, flow)
    Dumper.add_representer(Flow, flow)
    Dumper.add_representer(str, text)
    _DUMPER = Dumper
    return Dumper


def _pyyaml_body(t) -> str:
    """PyYAML's text of a tree (without this module's document lines)."""
    return _yaml().dump(t, Dumper=_dumper(), sort_keys=False, default_flow_style=False,
                        allow_unicode=False, width=88)


def to_yaml(t, document_tag: str = "!dxcontainer") -> str:
    """YAML text of a dump tree, beginning ``--- !dxcontainer`` like obj2yaml
    (PyYAML's text: :mod:`.yaml_writer` writes it, PyYAML what that does not)."""
    t = materialized(t)
    head = f"--- {document_tag}\n" if document_tag and isinstance(t, dict) else "---\n"
    if isinstance(t, (dict, list)) and t:
        w = BlockWriter()
        try:
            w.top(t)
        except Unsupported:
            return head + _pyyaml_body(t) + "...\n"
        return head + "".join(w.text()) + ("...\n...\n" if w.open_ended else "...\n")
    return head + _pyyaml_body(t) + "...\n"


def write_yaml(t, write, document_tag: str = "!dxcontainer") -> None:
    """:func:`to_yaml`'s text handed to ``write`` a top-level entry at a time
    (each item of a top-level list on its own), ``t``'s lists possibly
    :class:`Items`. An object two such entries share is written out in
    each, where PyYAML would write an anchor (a dump's trees share none)."""
    if not (isinstance(t, dict) and t or isinstance(t, (list, Items)) and len(t)):
        write(to_yaml(t, document_tag))
        return
    if isinstance(t, dict):
        try:
            keys = [key_text(k) for k in t]
        except Unsupported:
            write(to_yaml(t, document_tag))
            return
    write(f"--- {document_tag}\n" if document_tag and isinstance(t, dict) else "---\n")
    doc = _YamlDocument(write)
    if isinstance(t, dict):
        for key, (k, v) in zip(keys, t.items()):
            if isinstance(v, (list, Items)) and len(v):
                write(key + ":\n")  # the list's items follow at the key's column
                for item in v:
                    doc.unit([item])
            else:
                doc.unit({k: list(v) if isinstance(v, Items) else v})  # (an empty part table: [])
    else:
        for item in t:
            doc.unit([item])
    write("...\n...\n" if doc.open_ended else "...\n")


class _YamlDocument:
    """One YAML document written unit by unit (a key of the top mapping, an
    item of a top-level list): each unit's lines as the block writer makes
    them, or PyYAML's text of the unit where the writer cannot lay it out."""

    def __init__(self, write):
        self.write = write
        self.open_ended = False  # the last block scalar asks for a final "..."

    def unit(self, tree) -> None:
        """A one-key mapping or a one-item list at the document's top."""
        w = BlockWriter()
        try:
            w.top(tree)
        except Unsupported:
            text = _pyyaml_body(tree)
            if text.endswith("\n...\n"):  # a final block scalar kept its last line breaks
                text = text[:-4]
                self.open_ended = True
            elif has_block_scalar(tree):
                self.open_ended = False
            self.write(text)
            return
        if w.open_ended is not None:
            self.open_ended = w.open_ended
        for piece in w.text():
            self.write(piece)


# --- obj2yaml's own layout ---------------------------------------------------------
#
# LLVM's YAML writer pads every ``key:`` to 16 characters before the value,
# indents sequences under their key, writes short lists as ``[ a, b ]``
# wrapped after column 70, and ends the document with ``...``. Writing the
# same layout (instead of PyYAML's) makes ``diff`` against obj2yaml show only
# real differences. The text is still plain YAML: ``yaml.safe_load`` reads it.

_WRAP = 70
_PLAIN = re.compile(r"^[A-Za-z_./][A-Za-z0-9_./ ()+-]*$")
_SPECIAL = {"true", "false", "yes", "no", "on", "off", "null", "y", "n", "~"}


def _scalar(v) -> str:
    t = type(v)
    if t is int:
        return str(v)
    if t is str:
        return _text(v)
    if v is None:
        return "null"
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, HexInt):
        return f"0x{int(v):X}"
    if isinstance(v, int):
        return str(v)
    if isinstance(v, float):
        return _float_text(v)
    return _text(str(v))


@functools.lru_cache(maxsize=65536)
def _text(s: str) -> str:
    if s and _PLAIN.match(s) and s.lower() not in _SPECIAL and not s.endswith(" "):
        return s
    if all(32 <= ord(c) < 127 for c in s):
        return "'" + s.replace("'", "''") + "'"
    return json.dumps(s)  # double-quoted with escapes: valid YAML too


def _float_text(v: float) -> str:
    """obj2yaml's text for a float (C's ``%g``: ``0``, ``-10.5``) when it
    reads back as the same value; else the shortest text that does, for a
    value that came from a 32-bit float (every float in the specs) the
    shortest that reads back as the same float32 (``3.4028235e+38``, where
    obj2yaml's six digits, ``3.40282e+38``, would change the value), with a
    dot in the mantissa so that YAML reads a number."""
    if not math.isfinite(v):
        return ".nan" if v != v else (".inf" if v > 0 else "-.inf")
    try:
        single = struct.unpack("<f", struct.pack("<f", v))[0] == v
    except OverflowError:
        single = False
    short = "%g" % v
    if float(short) == v and ("e" not in short or "." in short):  # YAML reads 1e-05 as text
        return short
    if single:
        for digits in range(1, 10):
            text = f"{v:.{digits}g}"
            try:
                if struct.unpack("<f", struct.pack("<f", float(text)))[0] == v:
                    text = repr(float(text))  # -50.0 rather than -5e+01
                    break
            except OverflowError:  # rounded past the largest float32
                continue
    else:
        text = repr(v)
    if "." not in text and "e" not in text and "n" not in text:
        text += ".0"  # stays a float in YAML
    elif "e" in text and "." not in text.split("e")[0]:
        mantissa, exp = text.split("e")
        text = f"{mantissa}.0e{exp}"
    return text


def _is_scalar(v) -> bool:
    return isinstance(v, (int, float, bool)) or v is None


@functools.lru_cache(maxsize=4096)
def _padded(key: str) -> str:
    key = f"{_scalar(key)}:"
    return key + " " * (17 - len(key)) if len(key) < 17 else key + " "


#: ``0x..`` texts of byte values, the bulk of a program part's dump
_HEX_BYTES = ["0x%X" % b for b in range(256)]


class _LlvmWriter:
    """Lines of obj2yaml's layout, handed to ``write`` every ``FLUSH_LINES``."""

    def __init__(self, write=None):
        self.lines: list = []
        self.write = write

    def emit(self, line: str) -> None:
        self.lines.append(line)
        if self.write is not None and len(self.lines) >= FLUSH_LINES:
            self.hand_on()

    def hand_on(self) -> None:
        if self.lines:
            self.write("\n".join(self.lines) + "\n")
            self.lines = []

    def flow(self, head: str, items) -> None:
        """``head`` then ``items`` as ``[ a, b ]``, wrapped after column 70."""
        if type(items) is HexList and all(type(x) is HexInt and 0 <= x < 256 for x in items):
            texts = [_HEX_BYTES[x] for x in items]
        elif isinstance(items, HexList):
            texts = ["0x%X" % x for x in items]
        else:
            texts = [_scalar(x) for x in items]
        if not texts:
            self.emit(head + "[  ]")
            return
        start = len(head)
        pieces, column = [head, "[ "], start + 2
        last = len(texts) - 1
        for i, text in enumerate(texts):
            if i and column > _WRAP:
                self.emit("".join(pieces))
                pieces, column = [" " * (start + 2)], start + 2
            piece = text + (", " if i < last else " ]")
            pieces.append(piece)
            column += len(piece)
        self.emit("".join(pieces))

    def value_after_key(self, head: str, v, indent: int) -> None:
        """Write ``v`` after ``head`` (up to a padded ``key:``)."""
        t = type(v)
        if t is int or t is str:
            self.emit(head + _scalar(v))
        elif t is HexList or t is Flow or isinstance(v, (HexList, Flow)):
            self.flow(head, v)
        elif isinstance(v, dict):
            if not v:
                self.emit(head + "{}")
                return
            self.emit(head.rstrip())
            self.mapping(v, indent + 2)
        elif isinstance(v, Items):
            if not len(v):
                self.emit(head + "[]")
                return
            self.emit(head.rstrip())
            self.sequence(v, indent + 2, top=True)
        elif isinstance(v, list):
            if not v:
                self.emit(head + "[]")
                return
            if all(_is_scalar(x) for x in v):  # obj2yaml writes lists of numbers inline
                self.flow(head, v)
                return
            self.emit(head.rstrip())
            self.sequence(v, indent + 2)
        else:
            self.emit(head + _scalar(v))

    def mapping(self, d, indent: int, lead: str | None = None) -> None:
        """``lead``: the text before the first key (an item's ``- ``)."""
        pad = " " * indent
        for k, v in d.items():
            if lead is not None:
                head, lead = lead + _padded(k), None
            else:
                head = pad + _padded(k)
            if type(v) is int:
                self.emit(head + str(v))
            else:
                self.value_after_key(head, v, indent)

    def sequence(self, items, indent: int, top: bool = False) -> None:
        """``top``: items of the document's top, handed on one by one."""
        pad = " " * indent + "- "
        for v in items:
            if isinstance(v, (HexList, Flow)):
                self.flow(pad, v)
            elif isinstance(v, dict) and v:
                self.mapping(v, indent + 2, lead=pad)
            elif isinstance(v, list) and v:
                if all(_is_scalar(x) for x in v):
                    self.flow(pad, v)
                else:
                    self.emit(pad.rstrip())
                    self.sequence(v, indent + 2)
            elif isinstance(v, dict):
                self.emit(pad + "{}")
            elif isinstance(v, list):
                self.emit(pad + "[  ]")
            else:
                self.emit(pad + _scalar(v))
            if top and self.write is not None:
                self.hand_on()


def write_llvm_yaml(t, write, document_tag: str = "!dxcontainer") -> None:
    """A dump tree in obj2yaml's text layout (see above), handed to ``write``
    a part at a time (and every ``FLUSH_LINES`` lines)."""
    w = _LlvmWriter(write)
    w.emit(f"--- {document_tag}" if document_tag and isinstance(t, dict) else "---")
    if isinstance(t, dict):
        w.mapping(t, 0)
    elif isinstance(t, (list, Items)):
        if len(t):
            w.sequence(t, 0, top=True)
        else:
            w.emit("[]")
    else:
        w.emit(_scalar(t))
    w.emit("...")
    w.hand_on()


def to_llvm_yaml(t, document_tag: str = "!dxcontainer") -> str:
    """A dump tree in obj2yaml's text layout (see above)."""
    chunks: list = []
    write_llvm_yaml(t, chunks.append, document_tag)
    return "".join(chunks)


# --- JSON ------------------------------------------------------------------------------


def _jsonable(v):
    if isinstance(v, (bytes, bytearray)):
        return bytes(v).hex()
    if isinstance(v, float) and not math.isfinite(v):
        return repr(v)
    if isinstance(v, Enum):
        return v.name
    raise TypeError(f"cannot write {type(v).__name__} as JSON")


def to_json(t, indent=2) -> str:
    """JSON text of a dump tree (``indent=None``: compact, and several times
    faster: Python's JSON encoder is native only without indentation)."""
    if indent is None:
        return json.dumps(materialized(t), indent=None, default=_jsonable, allow_nan=False) + "\n"
    chunks: list = []
    write_json(t, chunks.append, indent)
    return "".join(chunks)


def write_json(t, write, indent: int = 2) -> None:
    """``json.dumps(t, indent=indent)``'s text (with :func:`to_json`'s
    conversions) and a final newline, handed to ``write`` an item of an
    :class:`Items` at a time and every few thousand values."""
    w = _JsonWriter(write, indent)
    w.value(t, 0)
    w.pieces.append("\n")
    w.hand_on()


_encode_text = getattr(json.encoder, "c_encode_basestring_ascii", None) or \
    json.encoder.py_encode_basestring_ascii

#: Pieces of text a JSON writer holds before handing them on.
_JSON_PIECES = 8 * FLUSH_LINES


def _float_json(v: float) -> str:
    if v != v or v in (math.inf, -math.inf):
        raise ValueError("Out of range float values are not JSON compliant: " + repr(v))
    return float.__repr__(v)


class _JsonWriter:
    """The text ``json.dumps(..., indent=n, default=_jsonable, allow_nan=False)``
    writes, made here so that it can be handed on as it grows (Python's
    encoder is native only without indentation)."""

    def __init__(self, write, indent: int):
        self.write, self.indent = write, indent
        self.pieces: list = []

    def hand_on(self) -> None:
        if self.pieces:
            self.write("".join(self.pieces))
            self.pieces.clear()

    def value(self, o, level: int) -> None:
        pieces = self.pieces
        t = type(o)
        if t is str:
            pieces.append(_encode_text(o))
        elif t is int:
            pieces.append(int.__repr__(o))
        elif t is dict:
            self.object(o, level)
        elif t is list or t is Items:
            self.array(o, level)
        elif o is None:
            pieces.append("null")
        elif o is True:
            pieces.append("true")
        elif o is False:
            pieces.append("false")
        elif isinstance(o, str):
            pieces.append(_encode_text(o))
        elif isinstance(o, int):
            pieces.append(int.__repr__(o))
        elif isinstance(o, float):
            pieces.append(_float_json(o))
        elif isinstance(o, (list, tuple, Items)):
            self.array(o, level)
        elif isinstance(o, dict):
            self.object(o, level)
        else:
            self.value(_jsonable(o), level)

    def array(self, items, level: int) -> None:
        if not len(items):
            self.pieces.append("[]")
            return
        inner = "\n" + " " * (self.indent * (level + 1))
        pieces = self.pieces
        pieces.append("[" + inner)
        separator = "," + inner
        streamed = isinstance(items, Items)
        first = True
        for v in items:
            if not first:
                pieces.append(separator)
            first = False
            t = type(v)
            if t is int:
                pieces.append(int.__repr__(v))
            elif t is str:
                pieces.append(_encode_text(v))
            else:
                self.value(v, level + 1)
            if streamed or len(pieces) >= _JSON_PIECES:
                self.hand_on()
        pieces.append("\n" + " " * (self.indent * level) + "]")

    def object(self, d: dict, level: int) -> None:
        if not d:
            self.pieces.append("{}")
            return
        inner = "\n" + " " * (self.indent * (level + 1))
        pieces = self.pieces
        pieces.append("{" + inner)
        separator = "," + inner
        first = True
        for k, v in d.items():
            if type(k) is not str:
                k = _json_key(k)
            if not first:
                pieces.append(separator)
            first = False
            pieces.append(_encode_text(k) + ": ")
            t = type(v)
            if t is int:
                pieces.append(int.__repr__(v))
            elif t is str:
                pieces.append(_encode_text(v))
            else:
                self.value(v, level + 1)
                if len(pieces) >= _JSON_PIECES:
                    self.hand_on()
        pieces.append("\n" + " " * (self.indent * level) + "}")


def _json_key(k) -> str:
    """A key as ``json.dumps`` writes it (the text of a number, boolean or None)."""
    if isinstance(k, str):
        return k
    if isinstance(k, float):
        return _float_json(k)
    if k is True:
        return "true"
    if k is False:
        return "false"
    if k is None:
        return "null"
    if isinstance(k, int):
        return int.__repr__(k)
    raise TypeError(f"keys must be str, int, float, bool or None, not {k.__class__.__name__}")
