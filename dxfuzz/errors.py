"""The one error type dxfuzz raises for bad input, and the translation of
Kaitai's own errors into it (with the field path and byte offset)."""
from __future__ import annotations

import os
import re
import weakref
import zlib

from kaitaistruct import (KaitaiStructError, ValidationExprError, ValidationFailedError,
                          ValidationGreaterThanError, ValidationLessThanError,
                          ValidationNotAnyOfError, ValidationNotEqualError,
                          ValidationNotInEnumError)


class ParseError(Exception):
    """Input that is not a well-formed container (or part).

    Attributes: ``message`` (what is wrong), ``offset`` (byte offset of the
    problem inside the innermost structure's stream, or None), ``path`` (the
    field path in the specs' terms, e.g. ``part_table[1].part.body.elements[0]``), ``part``
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
        if path:
            where.append(path)
        elif part is not None:
            where.append(f"part {part}")
        if offset is not None:
            where.append(f"byte {offset:#x}")
        super().__init__(message + (f" ({', '.join(where)})" if where else ""))


#: Exceptions that mean "the input is malformed". Anything else escaping a
#: parser is a bug in a spec or writer (the fuzzers look for exactly those).
#: ``zlib.error``: bad compressed data in a ``process: zlib`` field (SRCI, PDBI).
INPUT_ERRORS = (KaitaiStructError, EOFError, zlib.error)

#: The runtime's end-of-data message, which says how many bytes were there.
_AVAILABLE = re.compile(r"only (\d+) bytes available")


def describe(exc: BaseException) -> ParseError:
    """Turn a Kaitai error into a ParseError naming the field being read:
    its path in the specs' terms (``part_table[2].part.body.elements[0]``,
    as the Web IDE's tree shows it) and the byte offset where the field
    starts in the stream of the structure holding it. The field is the one
    the failing line of a generated parser reads (``generated/_fields.py``,
    which tools/ksc.js writes beside the parsers), the words of a known
    check are its spec's ``-message`` (``generated/_messages.py``)."""
    if isinstance(exc, ParseError):
        return exc
    import traceback
    from .generated._fields import LINES
    from .generated._messages import MESSAGES
    path: list = []
    offset, part, spec, spec_field = None, None, None, None
    width = 0
    for frame, lineno in traceback.walk_tb(exc.__traceback__):
        code = frame.f_code
        obj = frame.f_locals.get("self")
        if obj is None or code.co_name == "__init__":
            continue
        module = type(obj).__module__
        lines = LINES.get(module)
        if lines is None or not os.path.basename(code.co_filename).startswith(module + "."):
            continue  # not a generated parser's frame
        field, width, appends = lines.get(lineno, (code.co_name, 0, False))
        if not path and type(obj).__name__ in ("PartEntry", "Part"):
            entry = obj if type(obj).__name__ == "PartEntry" else getattr(obj, "_parent", None)
            idx = _index_of(entry)
            if idx is not None:  # a part read lazily: say which table entry
                part = idx
                path.append(f"part_table[{idx}]" + (".part" if entry is not obj else ""))
        if type(obj).__name__ == "Part" and field == "body":
            idx = _index_of(getattr(obj, "_parent", None))
            if idx is not None:
                part = idx
        index = frame.f_locals.get("i") if appends else None
        path.append(field if index is None else f"{field}[{index}]")
        spec, spec_field = module, f"{type(obj).__qualname__}.{field}"
        try:
            offset = obj._io.pos()
        except Exception:  # a closed or foreign stream: no offset to give
            offset = None
    if offset is not None:
        offset = _field_start(exc, offset, width)
    text = _reason(exc)
    if isinstance(exc, ValidationFailedError) and path:
        text = f"{path[-1]} {text}"
    src = getattr(exc, "src_path", None)
    known = (MESSAGES.get((spec, f"{src}:{type(exc).__name__}")) or MESSAGES.get((spec, src))
             or MESSAGES.get((spec, spec_field)))
    if known:
        text = f"{known}: {text}"
    return ParseError(text, offset=offset, path=".".join(path) or None, part=part, cause=exc)


def _field_start(exc: BaseException, pos: int, width: int) -> int:
    """Where the failed field starts: a ``valid`` check fails after the read
    (back by the value's width: its bytes, or the integer read on the
    failing line), a read past the end after taking the bytes that were
    there (back by their count)."""
    if isinstance(exc, ValidationFailedError):
        actual = getattr(exc, "actual", None)
        if isinstance(actual, (bytes, bytearray)):
            return max(0, pos - len(actual))
        return max(0, pos - width)
    m = _AVAILABLE.search(str(exc))
    return max(0, pos - int(m.group(1))) if m else pos


def _value(v) -> str:
    if isinstance(v, (bytes, bytearray)):
        return repr(bytes(v))
    if isinstance(v, int) and not isinstance(v, bool):
        return f"{v} ({v:#x})" if v >= 10 else str(v)
    return repr(v.name) if hasattr(v, "name") else repr(v)


#: How each kind of failed ``valid`` check reads, with the values it carries.
_VALIDATION_TEXT = (
    (ValidationNotEqualError, "is {actual}, expected {expected}"),
    (ValidationLessThanError, "is {actual}, below the least allowed value {min}"),
    (ValidationGreaterThanError, "is {actual}, above the largest allowed value {max}"),
    (ValidationNotAnyOfError, "is {actual}, not one of the allowed values"),
    (ValidationNotInEnumError, "is {actual}, not a known value"),
    (ValidationExprError, "is {actual}, which the spec's check refuses"),
)


#: A condition the specs write as a bound no value can reach unless it holds
#: (``min: 'cond ? 0 : 0x100000000'`` on a number, ``eq: 'cond ? field : [0]'``
#: on a field of no bytes; see docs/adding-a-part.md): such a check reads as
#: one, not as a bound.
_NO_BOUND = 1 << 32


def _is_condition(exc: BaseException) -> bool:
    if isinstance(exc, ValidationLessThanError):
        least = getattr(exc, "min", None)
        return isinstance(least, int) and least >= _NO_BOUND
    if isinstance(exc, ValidationNotEqualError):
        return getattr(exc, "actual", None) == b""
    return False


def _reason(exc: BaseException) -> str:
    """What is wrong, in words, without the runtime's internal ``src_path``."""
    if _is_condition(exc):
        return f"is {_value(getattr(exc, 'actual', None))}, which the spec's check refuses"
    for kind, text in _VALIDATION_TEXT:
        if isinstance(exc, kind):
            return text.format(**{k: _value(getattr(exc, k, None))
                                  for k in ("actual", "expected", "min", "max")})
    text = str(exc)
    if isinstance(exc, EOFError) and not isinstance(exc, KaitaiStructError):
        return f"unexpected end of data: {text}"
    return text


#: Index of each part table entry, per container, so that describing the
#: errors of every part of a many-part container stays linear.
_ENTRY_INDEX: "weakref.WeakKeyDictionary" = weakref.WeakKeyDictionary()


def _index_of(entry):
    """The position of a part table entry in its container's table, or None."""
    container = getattr(entry, "_parent", None)
    entries = getattr(container, "part_table", None)
    if not entries:
        return None
    try:
        table = _ENTRY_INDEX.get(container)
    except TypeError:  # not weak-referenceable: no cache
        table = None
    if table is None:
        table = {id(e): i for i, e in enumerate(entries)}
        try:
            _ENTRY_INDEX[container] = table
        except TypeError:
            pass
    return table.get(id(entry))
