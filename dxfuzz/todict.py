"""``to_dict``: the fully decoded tree of a parsed object as plain data.

Each type is walked by the function ``make generate`` writes from its ksy
(``generated/_todict_<spec>.py``): the parameters and ``seq`` fields in read
order, then every instance but the views: a value instance computed by the
expression the compiler wrote into its property (the same value, without
the property's call and cache), the others read through their properties
(which decodes the lazy ones). The reflective walk here finds the same tree
from what an object holds (its attributes, its class's properties); the
tests compare the two. Enums become their names (an unknown value stays an
int), byte arrays stay ``bytes``. Kaitai's errors met on the way become
ParseError.

A tree holds what the file has: a field that was not read and an instance
whose ``if`` is false (the runtime's None) are absent, not null; a list
keeps every item, in place. The builder computes what a tree leaves out,
so a tree without those keys builds the same bytes.

Memory: a walk of a container lets go of each part body it decoded itself
once that part's tree is made (``parse`` keeps no body either), so a full
decode, ``to_dict(parse(data))``, holds its tree and one part's objects.
A tree holds each text once (interned) and, in the generated walk, each
integer read from two bytes or more once: equal values are one object.
"""
from __future__ import annotations

import sys
import threading
from enum import Enum

from kaitaistruct import KaitaiStruct

from .errors import INPUT_ERRORS, ParseError, describe

#: Deepest nesting of structures accepted (nested LIBF containers, recursive
#: types): far beyond real files, far below Python's recursion limit.
MAX_DEPTH = 64

#: Most structures decoded per byte of input (plus a floor). Offsets let many
#: records share one structure (a struct type named by every member of
#: another, ...), so a decoded tree can grow exponentially with its input;
#: past this budget the input is refused, which keeps to_dict linear. A
#: bitstream view reads up to 4 structures per byte (an abbreviation's
#: 4-bit operand encodings), so 8 leaves every linear tree room.
MAX_NODES_PER_BYTE = 8
MIN_NODE_BUDGET = 10_000

_PROPS: dict = {}
_ALL_PROPS: dict = {}
_CONTAINER: list = []


def _container_class():
    if not _CONTAINER:
        from .kaitai import spec_class
        _CONTAINER.append(spec_class("dxcontainer"))
    return _CONTAINER[0]


def instance_names(cls):
    """Names of a generated class's instances (its public properties)."""
    names = _ALL_PROPS.get(cls)
    if names is None:
        names = [k for k, v in vars(cls).items() if isinstance(v, property) and not k.startswith("_")]
        _ALL_PROPS[cls] = names
    return names


def tree_instance_names(cls):
    """The instances a decoded tree holds: all but the views (`-view` in the
    ksy: another reading of bytes a field already holds, such as a DXIL
    block's bitstream items, opened on demand in the Web IDE)."""
    names = _PROPS.get(cls)
    if names is None:
        from .generated._specs import VIEWS
        from .kaitai import type_id
        views = VIEWS.get((cls.__module__, type_id(cls)), ())
        names = [k for k in instance_names(cls) if k not in views]
        _PROPS[cls] = names
    return names


def field_names(obj):
    """Names of the seq fields an object read, in order."""
    return [k for k in vars(obj) if k[0] != "_"]


#: Values that are their own plain data. A string is not one of them: a
#: tree holds each text once however often it occurs (``sys.intern``), as
#: the same semantic name, mask letters or fourcc text recurs in every
#: record of a kind, and a copy per record made 8% of a DXC shader's tree.
_PLAIN = frozenset({int, bool, float, bytes})

#: How each type met so far is converted: one of the kinds below, found once
#: per type so the walk does no isinstance chain per value. None (an
#: instance that does not apply) is left out of a structure.
(_PLAIN_KIND, _STRUCT_KIND, _ENUM_KIND, _LIST_KIND, _BYTEARRAY_KIND, _OTHER_KIND, _ABSENT_KIND,
 _STR_KIND) = range(1, 9)
_KINDS = dict.fromkeys(_PLAIN, _PLAIN_KIND)
_KINDS.update({str: _STR_KIND, list: _LIST_KIND, bytearray: _BYTEARRAY_KIND, type(None): _ABSENT_KIND})


def _kind(t):
    kind = _KINDS.get(t)
    if kind is None:
        kind = (_STRUCT_KIND if issubclass(t, KaitaiStruct) else
                _ENUM_KIND if issubclass(t, Enum) else _OTHER_KIND)
        _KINDS[t] = kind
    return kind


def to_dict(obj, views: bool = False, reflective: bool = False):
    """Plain-data view of ``obj`` (a parsed container, part or any type);
    with ``views``, the instances marked `-view` too (as the Web IDE opens
    them). Each type is walked by the function ``make generate`` writes for
    it from its ksy (``generated/_todict_<spec>.py``); ``reflective`` (and
    ``views``) walk what the object holds instead, the same tree found by
    reflection, which the tests compare with the generated walk."""
    from .kaitai import gc_paused, source_bytes
    # the walk's state: the structures it may still make, which instances a
    # reflective walk reads, and how a structure is walked
    budget = [MIN_NODE_BUDGET + MAX_NODES_PER_BYTE * len(source_bytes(obj) or b""),
              instance_names if views else tree_instance_names,
              _struct if views or reflective else _struct_generated]
    with _WALKS_LOCK:
        _WALKS[0] += 1
    try:
        with gc_paused():
            return _walk(obj, 0, budget)
    except INPUT_ERRORS as exc:
        raise describe(exc) from exc
    finally:
        with _WALKS_LOCK:
            _WALKS[0] -= 1
            if not _WALKS[0]:
                _NUMBERS.clear()


# --- the generated walk ---------------------------------------------------------------

#: The integers of the walks under way, each value once: the one object a
#: tree holds for an integer read from two bytes or more (the generated walk
#: calls ``_NUMBERS.setdefault(value, value)``). Each read makes a new one
#: above 256, and lengths, offsets, masks and flags recur in every record of
#: a kind (in a DXC shader's tree, 6,900 of the 8,724 integers above 256 per
#: MiB were copies). Emptied, never replaced, when the outermost walk ends;
#: equal integers are interchangeable, so walks in other threads sharing
#: the table lose nothing but the sharing.
_NUMBERS: dict = {}
_WALKS = [0]
_WALKS_LOCK = threading.Lock()


#: class -> its generated walker (found on first use).
_WALKERS: dict = {}
#: spec module name -> {class qualname: walker}.
_WALKER_TABLES: dict = {}


def _too_deep():
    raise ParseError(f"structures nest more than {MAX_DEPTH} levels deep")


def _over_budget():
    raise ParseError("offsets share structures too often: the decoded tree would "
                     f"exceed {MAX_NODES_PER_BYTE} structures per input byte")


def _check_nested(obj, level):
    from .container import check_nested
    check_nested(obj, level)


def _release(part) -> None:
    """Let go of a part's body once the walk that decoded it has made its
    tree: a walk of a container then holds one part's objects at a time,
    not the file's, and leaves the parsed object as it found it."""
    from .container import release_body
    release_body(part)


def _walker(cls):
    """The generated walker of a class: its spec's ``walkers()`` entry, or
    (a class no spec generated, such as a test's own) the reflective walk."""
    module = cls.__module__.rpartition(".")[2]
    table = _WALKER_TABLES.get(module)
    if table is None:
        import importlib
        try:
            made = importlib.import_module(f"{__package__}.generated._todict_{module}")
        except ImportError:
            table = {}
        else:
            table = made.walkers(_struct_generated, _walk, _PLAIN, MAX_DEPTH,
                                 _too_deep, _over_budget, _check_nested, _release, sys.intern,
                                 _NUMBERS.setdefault)
        _WALKER_TABLES[module] = table
    walker = table.get(cls.__qualname__, _struct)
    _WALKERS[cls] = walker
    return walker


def _struct_generated(obj, depth, budget):
    walker = _WALKERS.get(type(obj)) or _walker(type(obj))
    return walker(obj, depth, budget)


def _walk(obj, depth, budget):
    """Any value: a structure by the walk ``budget`` names, a list item by item."""
    kind = _KINDS.get(type(obj)) or _kind(type(obj))
    if kind == _STRUCT_KIND:
        return budget[2](obj, depth, budget)
    if kind == _STR_KIND:
        return sys.intern(obj)
    if kind == _ENUM_KIND:
        return obj._name_
    if kind == _LIST_KIND:
        kinds = _KINDS
        return [v if kinds.get(type(v)) == _PLAIN_KIND else _walk(v, depth + 1, budget) for v in obj]
    if kind == _BYTEARRAY_KIND:
        return bytes(obj)
    return obj


# --- the reflective walk --------------------------------------------------------------

def _struct(obj, depth, budget):
    """A structure's tree from what it holds: its attributes, its class's properties."""
    if depth > MAX_DEPTH:
        _too_deep()
    if depth and type(obj) is _container_class():
        _check_nested(obj, depth // 4)  # a nested container: LIBF's layout rules
    budget[0] -= 1
    if budget[0] < 0:
        _over_budget()
    out = {}
    kinds = _KINDS
    child = depth + 1
    for name, value in _fields(obj, budget[1]):
        kind = kinds.get(type(value))
        if kind == _PLAIN_KIND:
            out[name] = value
        elif kind == _ENUM_KIND:
            out[name] = value._name_
        elif kind != _ABSENT_KIND:
            out[name] = _walk(value, child, budget)
    return out


def _fields(obj, names=None):
    """``(name, value)`` of the seq fields an object read, in order, then of
    its instances (each decoded when its turn comes): those ``names`` gives
    (:func:`tree_instance_names` unless told)."""
    for name, value in list(obj.__dict__.items()):
        if name[0] != "_":
            yield name, value
    for name in (names or tree_instance_names)(type(obj)):
        yield name, getattr(obj, name)
