"""dxfuzz: the DirectX shader container (DXBC/DXIL) as Kaitai specs, with a
serializer that mirrors them, digest computation, a builder and fuzzers.

    >>> obj = dxfuzz.parse(data)            # the generated Kaitai object
    >>> dxfuzz.serialize(obj) == data       # byte for byte
    >>> dxfuzz.to_dict(obj)                 # everything, as plain data

Every malformed input raises :class:`ParseError`.
"""
from __future__ import annotations

from .errors import ParseError
from . import kaitai  # noqa: F401  (puts the generated parsers on sys.path)
from .container import parse, parts, find_parts
from .todict import to_dict
from .builder import Part, build
from . import digest
from . import checks  # noqa: F401  (registers the specs' error messages)

__all__ = ["parse", "serialize", "to_dict", "ParseError", "Part", "build", "digest",
           "parts", "find_parts", "serialize_with_gaps"]
__version__ = "0.1.0"


def serialize(obj) -> bytes:
    """The bytes of a parsed container (or any parsed object), field by field.

    Bytes that no field covers (gaps between parts, trailing data) are taken
    from the data the object was parsed from.
    """
    from .errors import INPUT_ERRORS, describe
    from .write import serialize_object
    try:
        return serialize_object(obj)
    except INPUT_ERRORS as exc:
        raise describe(exc) from exc


def serialize_with_gaps(obj):
    """``(bytes, gaps)``: the serialization and the ``(start, end)`` ranges of
    the top-level stream that no field wrote (and were copied from the source)."""
    from .writer import Writer
    from .write import write
    w = Writer()
    write(obj, w)
    gaps = w.unwritten()
    return w.finish(background=kaitai.source_bytes(obj)), gaps
