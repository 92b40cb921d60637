"""What a tree gives a writer, and what it leaves for the writer to lay out.

A writer reads its values through :class:`Given`, over either a parsed
object (every field given: the byte-exact round trip) or a plain tree (the
data :func:`dxfuzz.to_dict` returns, or one written by hand) in which any
seq field may be left out. A value that is given is written as given, even
when it contradicts the rest (malformed files are built that way); one
left out is computed by the writer from the rest. Value instances (the
specs' derived values: ``ofs_string_table``, ``mask_letters``, ...) are
outputs of a parse, never inputs: a writer that needs one computes it.
"""
from __future__ import annotations

from enum import Enum

from kaitaistruct import KaitaiStruct

_MISSING = object()

#: Told the name and value of every field a writer reads through
#: :class:`Given`, when set (None: nobody listens). :func:`dxfuzz.mutate.field_trace`
#: sets it to name the bytes written next with the value read.
READ_HOOK = None

#: How a JSON dump writes the floats JSON has no number for.
_NON_FINITE = ("inf", "-inf", "nan")


class Given:
    """A parsed object or a plain tree, read by field name."""

    __slots__ = ("source", "_parent")

    def __init__(self, source, parent: "Given" = None):
        if isinstance(source, Given):
            source, parent = source.source, source._parent
        if not isinstance(source, (dict, KaitaiStruct)):
            raise TypeError(f"a tree is a dict or a parsed object, not {type(source).__name__}")
        self.source = source
        self._parent = parent

    @property
    def parent(self) -> "Given":
        """The structure holding this one (a parsed object knows its own)."""
        if self._parent is None and isinstance(self.source, KaitaiStruct):
            above = getattr(self.source, "_parent", None)
            if above is not None:
                self._parent = Given(above)
        return self._parent

    @property
    def parsed(self) -> bool:
        """True over a parsed object (every field is given)."""
        return isinstance(self.source, KaitaiStruct)

    def value(self, name: str, default=_MISSING):
        """The given value of ``name`` (``None`` counts as not given), else
        ``default``; without a default a missing value raises ValueError."""
        source = self.source
        if isinstance(source, dict):
            value = source.get(name)
        else:
            value = source.__dict__.get(name)
            if value is None and name in type(source).__dict__:
                value = getattr(source, name)  # an instance (pos or value)
        if READ_HOOK is not None:
            READ_HOOK(name, value)
        if value is None:
            if default is _MISSING:
                raise ValueError(f"the tree gives no {name!r} and it cannot be computed")
            return default
        return value

    def has(self, name: str) -> bool:
        return self.value(name, None) is not None

    def number(self, name: str, enum=None, default=_MISSING) -> int:
        """An integer field: an int, an enum member, or (``enum`` given) the
        name of one of that enum's members, as ``to_dict`` writes it."""
        value = self.value(name, default)
        if value is None:  # a default that could not be computed either
            raise ValueError(f"the tree gives no {name!r} and it cannot be computed")
        return _number(name, value, enum)

    def numbers(self, name: str, enum=None, default=_MISSING) -> list:
        """A list of integer fields, each read as :meth:`number` reads one."""
        return [_number(name, v, enum) for v in self.value(name, default)]

    def real(self, name: str, default=_MISSING) -> float:
        """A floating-point field: a number, or the text JSON dumps carry for
        the values JSON has no number for (``inf``, ``-inf``, ``nan``)."""
        value = self.value(name, default)
        if isinstance(value, str) and value in _NON_FINITE:
            return float(value)
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            raise ValueError(f"{name!r} is {value!r}, not a number")
        return float(value)

    def text(self, name: str, default=_MISSING) -> bytes:
        """A string field, as the specs' ISO-8859-1 bytes."""
        value = self.value(name, default)
        if not isinstance(value, str):
            raise ValueError(f"{name!r} is {value!r}, not text")
        try:
            return value.encode("latin-1")
        except UnicodeEncodeError:
            raise ValueError(f"{name!r} has characters beyond ISO-8859-1, the specs' "
                             "encoding of names") from None

    def data(self, name: str, default=_MISSING) -> bytes:
        """A byte-string field (bytes, or hex text as JSON carries it); None
        when it is not given and the default is None."""
        value = self.value(name, default)
        if value is None:
            return None
        if isinstance(value, str):
            try:
                return bytes.fromhex(value)
            except ValueError:
                pass
        elif isinstance(value, (bytes, bytearray, memoryview)):
            return bytes(value)
        raise ValueError(f"{name!r} is neither bytes nor hex text")

    def children(self, name: str, default=_MISSING) -> list:
        """A list of structures, each as a :class:`Given` whose parent is this one."""
        return [Given(item, self) for item in self.value(name, default)]


def _number(name: str, value, enum=None) -> int:
    """An integer field's value: an int, an enum member, or (``enum`` given)
    the name of one of that enum's members, as ``to_dict`` writes it."""
    if isinstance(value, Enum):
        return value.value
    if isinstance(value, str):
        if enum is None:
            raise ValueError(f"{name!r} is {value!r}, not a number")
        try:
            return enum[value].value
        except KeyError:
            raise ValueError(f"{name!r}: {value!r} is not one of {enum.__name__}'s "
                             f"names") from None
    if not isinstance(value, int):
        raise ValueError(f"{name!r} is {value!r}, not a number")
    return int(value)  # a bit field's true / false is 1 / 0
