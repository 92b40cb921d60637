"""The text of a dump: YAML (with the specs' names, or laid out as obj2yaml
prints it) and JSON."""
from __future__ import annotations

import functools
import json
import math
import re
import struct
from enum import Enum

from .markers import Flow, HexInt, HexList


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


def to_yaml(t, document_tag: str = "!dxcontainer") -> str:
    """YAML text of a dump tree, beginning ``--- !dxcontainer`` like obj2yaml."""
    yaml = _yaml()
    body = yaml.dump(t, Dumper=_dumper(), sort_keys=False, default_flow_style=False,
                     allow_unicode=False, width=88)
    head = f"--- {document_tag}\n" if document_tag and isinstance(t, dict) else "---\n"
    return head + body + "...\n"


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
    s = str(v)
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


class _LlvmWriter:
    def __init__(self):
        self.lines = []
        self.cur = ""

    def flush(self):
        self.lines.append(self.cur)
        self.cur = ""

    def flow(self, items):
        # a byte list is most of a program's dump: its texts made in one go
        texts = ["0x%X" % x for x in items] if isinstance(items, HexList) else [_scalar(x) for x in items]
        if not texts:
            self.cur += "[  ]"
            return
        start = len(self.cur)
        cur = self.cur + "[ "
        last = len(texts) - 1
        for i, text in enumerate(texts):
            if i and len(cur) > _WRAP:
                self.lines.append(cur)
                cur = " " * (start + 2)
            cur += text + (", " if i < last else " ]")
        self.cur = cur

    def value_after_key(self, v, indent):
        """Write ``v`` after a ``key:`` already on the current line."""
        if isinstance(v, (HexList, Flow)):
            self.flow(v)
            self.flush()
        elif isinstance(v, dict):
            if not v:
                self.cur += "{}"
                self.flush()
                return
            self.cur = self.cur.rstrip()
            self.flush()
            self.mapping(v, indent + 2)
        elif isinstance(v, list):
            if not v:
                self.cur += "[]"
                self.flush()
                return
            if all(_is_scalar(x) for x in v):  # obj2yaml writes lists of numbers inline
                self.flow(v)
                self.flush()
                return
            self.cur = self.cur.rstrip()
            self.flush()
            self.sequence(v, indent + 2)
        else:
            self.cur += _scalar(v)
            self.flush()

    def mapping(self, d, indent, first_inline=False):
        for i, (k, v) in enumerate(d.items()):
            if not (first_inline and i == 0):
                self.cur = " " * indent
            self.cur += _padded(k)
            self.value_after_key(v, indent)

    def sequence(self, items, indent):
        for v in items:
            self.cur = " " * indent + "- "
            if isinstance(v, (HexList, Flow)):
                self.flow(v)
                self.flush()
            elif isinstance(v, dict) and v:
                self.mapping(v, indent + 2, first_inline=True)
            elif isinstance(v, list) and v:
                if all(_is_scalar(x) for x in v):
                    self.flow(v)
                    self.flush()
                else:
                    self._nested_seq(v, indent)
            elif isinstance(v, dict):
                self.cur += "{}"
                self.flush()
            elif isinstance(v, list):
                self.cur += "[  ]"
                self.flush()
            else:
                self.cur += _scalar(v)
                self.flush()

    def _nested_seq(self, v, indent):
        self.cur = self.cur.rstrip()
        self.flush()
        self.sequence(v, indent + 2)


def to_llvm_yaml(t, document_tag: str = "!dxcontainer") -> str:
    """A dump tree in obj2yaml's text layout (see above)."""
    w = _LlvmWriter()
    w.lines.append(f"--- {document_tag}" if document_tag and isinstance(t, dict) else "---")
    if isinstance(t, dict):
        w.mapping(t, 0)
    elif isinstance(t, list):
        if t:
            w.sequence(t, 0)
        else:
            w.lines.append("[]")
    else:
        w.lines.append(_scalar(t))
    w.lines.append("...")
    return "\n".join(w.lines) + "\n"


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
    return json.dumps(t, indent=indent, default=_jsonable, allow_nan=False) + "\n"
