"""The serializer: one writer function per ksy type, mirroring the specs.

``dxfuzz.write.<spec id>`` holds the writers of one ``ksy/<spec id>.ksy``;
each function is named after the ksy type it writes (the spec's top-level
type is named after the spec) and writes the fields in the spec's order.
:func:`write` finds the writer of any parsed object from its class.
"""
from __future__ import annotations

import importlib

from kaitaistruct import KaitaiStruct

from .. import kaitai
from .buffer import Writer

_CACHE: dict = {}


def writer_for(cls):
    """The writer function of a generated class."""
    fn = _CACHE.get(cls)
    if fn is None:
        mod = importlib.import_module(f"{__name__}.{cls.__module__}")
        fn = getattr(mod, kaitai.type_id(cls))
        _CACHE[cls] = fn
    return fn


#: The writer modules that build parts from trees (each lists its ``FOURCCS``).
TREE_WRITERS = ("dxcontainer_signature", "dxcontainer_rdef", "dxcontainer_sfi0", "dxcontainer_hash",
                "dxcontainer_ildn", "dxcontainer_vers", "dxcontainer_rts0", "dxcontainer_psv0",
                "dxcontainer_program", "dxcontainer_stat", "dxcontainer_rdat",
                "dxcontainer_shader", "dxcontainer_lfs0", "dxcontainer_libh",
                "dxcontainer_ifce", "dxcontainer_level9", "dxcontainer_srci", "dxcontainer_pdbi",
                "dxcontainer_fx10")


def tree_writer(fourcc: str):
    """The writer function that builds a part with this fourcc from a tree,
    or None (a test checks each against the spec the container parses the
    fourcc with)."""
    for name in TREE_WRITERS:
        mod = importlib.import_module(f"{__name__}.{name}")
        if fourcc in mod.FOURCCS:
            return getattr(mod, name)
    return None


def write(obj, w: Writer) -> None:
    """Write a parsed object (or raw bytes) at the writer's position."""
    if isinstance(obj, (bytes, bytearray)):
        w.bytes(obj)
    else:
        writer_for(type(obj))(obj, w)


def sized(obj, size: int, w: Writer, source=None) -> None:
    """Write a field that was read from a ``size``-byte substream.

    The object is written into its own buffer; bytes it does not cover come
    from ``source`` (the substream's original bytes, when the object was
    parsed) and the result is at least ``size`` bytes long.
    """
    if isinstance(obj, (bytes, bytearray)):
        w.bytes(obj)
        if len(obj) < size:
            w.bytes(bytes(size - len(obj)))
        return
    inner = Writer(w.options, w.limit)
    write(obj, inner)
    if source is None:
        source = kaitai.source_bytes(obj)
    w.bytes(inner.finish(background=source, size=size))


def serialize_object(obj: KaitaiStruct) -> bytes:
    """Bytes of any parsed object, background from the stream it came from."""
    w = Writer()
    write(obj, w)
    return w.finish(background=kaitai.source_bytes(obj))
