"""The one error type dxfuzz raises for bad input, and the translation of
Kaitai's own errors into it (with the field path and byte offset)."""
from __future__ import annotations

import linecache
import os
import re
import traceback
import zlib

from kaitaistruct import KaitaiStructError


class ParseError(Exception):
    """Input that is not a well-formed container (or part).

    Attributes: ``message`` (what is wrong), ``offset`` (byte offset of the
    problem inside the innermost structure's stream, or None), ``path`` (the
    field path, e.g. ``Dxcontainer.part_offsets[1].part.body``), ``part``
    (index of the part being decoded, or None) and ``cause`` (the Kaitai
    exception, if any).
    """

    def __init__(self, message, *, offset=None, path=None, part=None, cause=None):
        self.message = message
        self.offset = offset
        self.path = path
        self.part = part
        self.cause = cause
        where = []
        if part is not None:
            where.append(f"part {part}")
        if path:
            where.append(path)
        if offset is not None:
            where.append(f"byte {offset:#x}")
        super().__init__(message + (f" ({', '.join(where)})" if where else ""))


#: Exceptions that mean "the input is malformed". Anything else escaping a
#: parser is a bug in a spec or writer (the fuzzers look for exactly those).
#: ``zlib.error``: bad compressed data in a ``process: zlib`` field (SRCI, PDBI).
INPUT_ERRORS = (KaitaiStructError, EOFError, zlib.error)

#: Human explanations of spec checks, keyed by (spec id, Kaitai src_path) for
#: `valid` failures, or by (spec id, "Class.field") for a field that ran out
#: of data. Specs' Python companions register them with :func:`explain`.
MESSAGES: dict = {}


def explain(spec_id: str, where: str, message: str) -> None:
    """Register the message for a check of a spec.

    ``where`` is a Kaitai ``src_path`` (``/types/header/seq/0``) for a
    ``valid`` check, or ``Class.field`` (generated class qualname and field,
    e.g. ``DxcontainerSignature.elements``) for reads past the end. A
    ``src_path`` followed by ``:`` and a Kaitai error class name
    (``/types/element/seq/1:ValidationGreaterThanError``) tells apart the
    ``min`` and ``max`` checks of one field.
    """
    MESSAGES[(spec_id, where)] = message


_ASSIGN = re.compile(r"self\.(?:_raw_)?(?:_m_)?([A-Za-z]\w*)")
_GENERATED_DIR = None


def _generated_dir():
    global _GENERATED_DIR
    if _GENERATED_DIR is None:
        from . import generated
        _GENERATED_DIR = os.path.dirname(os.path.abspath(generated.__file__))
    return _GENERATED_DIR


def describe(exc: BaseException) -> ParseError:
    """Turn a Kaitai error into a ParseError naming the field being read."""
    if isinstance(exc, ParseError):
        return exc
    gen = _generated_dir()
    path, offset, part, spec, spec_field = [], None, None, None, None
    for frame, lineno in traceback.walk_tb(exc.__traceback__):
        code = frame.f_code
        if not os.path.abspath(code.co_filename).startswith(gen):
            continue
        obj = frame.f_locals.get("self")
        if obj is None or code.co_name == "__init__":
            continue
        m = _ASSIGN.search(linecache.getline(code.co_filename, lineno))
        field = m.group(1) if m else code.co_name
        if type(obj).__name__ == "Part" and field == "body":
            parent = getattr(obj, "_parent", None)
            idx = _index_of(parent)
            if idx is not None:
                part = idx
        path.append(f"{type(obj).__qualname__}.{field}")
        spec, spec_field = type(obj).__module__, path[-1]
        try:
            offset = obj._io.pos()
        except Exception:  # a closed or foreign stream: no offset to give
            offset = None
    text = str(exc)
    if isinstance(exc, EOFError) and not isinstance(exc, KaitaiStructError):
        text = f"unexpected end of data: {text}"
    src = getattr(exc, "src_path", None)
    known = (MESSAGES.get((spec, f"{src}:{type(exc).__name__}")) or MESSAGES.get((spec, src))
             or MESSAGES.get((spec, spec_field)))
    if known:
        text = f"{known}: {text}"
    return ParseError(text, offset=offset, path=" > ".join(path) or None, part=part, cause=exc)


def _index_of(entry):
    container = getattr(entry, "_parent", None)
    entries = getattr(container, "part_offsets", None)
    if not entries:
        return None
    for i, e in enumerate(entries):
        if e is entry:
            return i
    return None
