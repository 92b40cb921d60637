"""dxfuzz: the DirectX shader container (DXBC/DXIL) as Kaitai specs, with a
serializer that mirrors them, digest computation, a builder and fuzzers.

    >>> obj = dxfuzz.parse(data)            # the generated Kaitai object
    >>> dxfuzz.serialize(obj) == data       # byte for byte
    >>> dxfuzz.to_dict(obj)                 # everything, as plain data

Every malformed input raises :class:`ParseError`. The names below are loaded
when first used, so ``import dxfuzz`` (and the command line's start) stays quick.
"""
from __future__ import annotations

import importlib
import os
import sys

__all__ = ["parse", "serialize", "to_dict", "ParseError", "Part", "build", "build_part",
           "build_tree", "digest",
           "parts", "find_parts", "serialize_with_gaps"]
__version__ = "0.1.0"

#: name -> module (relative to this package) that defines it.
_LAZY = {
    "ParseError": ".errors", "parse": ".container", "parts": ".container",
    "find_parts": ".container", "to_dict": ".todict", "Part": ".builder", "build": ".builder",
    "build_part": ".builder", "build_tree": ".builder",
}


#: The package's folder, and where a checkout keeps the generated parsers.
_HERE = os.path.dirname(os.path.abspath(__file__))
_CHECKOUT_PARSERS = os.path.join(os.path.dirname(_HERE), "generated")


class _CheckoutParsers:
    """Finds ``dxfuzz.generated`` in a checkout, where the generated parsers
    sit in ``generated/`` beside the package (a wheel puts them in
    ``dxfuzz/generated``). ``make setup`` installs a checkout as a plain path
    in a ``.pth`` file: setuptools' own editable finder would cost every
    command about 20 ms of start-up (it imports pathlib and urllib)."""

    @staticmethod
    def find_spec(name, path=None, target=None):
        if name != __name__ + ".generated":
            return None
        from importlib.util import spec_from_file_location
        return spec_from_file_location(name, os.path.join(_CHECKOUT_PARSERS, "__init__.py"),
                                       submodule_search_locations=[_CHECKOUT_PARSERS])


if (not os.path.isdir(os.path.join(_HERE, "generated"))
        and os.path.isfile(os.path.join(_CHECKOUT_PARSERS, "__init__.py"))
        and not any(getattr(f, "__name__", "") == "_CheckoutParsers" for f in sys.meta_path)):
    sys.meta_path.append(_CheckoutParsers)  # type: ignore[arg-type]


def __getattr__(name: str):
    if name in _LAZY:
        value = getattr(importlib.import_module(_LAZY[name], __name__), name)
    elif name in ("digest", "kaitai"):
        value = importlib.import_module(f".{name}", __name__)
    else:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    globals()[name] = value
    return value


def __dir__():
    return sorted(set(globals()) | set(__all__))


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
    from . import kaitai
    from .write.buffer import Writer
    from .write import write
    w = Writer()
    write(obj, w)
    gaps = w.unwritten()
    return w.finish(background=kaitai.source_bytes(obj)), gaps
