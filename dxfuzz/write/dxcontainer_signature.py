"""Writers for ``ksy/dxcontainer_signature.ksy`` (ISGN, OSGN, PCSG, OSG5,
ISG1, OSG1, PSG1)."""
from __future__ import annotations

import functools

from .. import kaitai
from .buffer import Writer
from .given import Given

SPEC = "dxcontainer_signature"


_enum = functools.partial(kaitai.enum_class, SPEC)  # the spec's enums, by class name


#: obj2yaml's name of each element field (``Signature: Parameters:``).
LLVM_ELEMENT_FIELDS = {
    "stream": "Stream", "semantic_name": "Name", "semantic_index": "Index",
    "system_value": "SystemValue", "component_type": "CompType", "register": "Register",
    "mask": "Mask", "rw_mask": "ExclusiveMask", "min_precision": "MinPrecision",
}


#: Element record size of each signature fourcc: the ``len_element`` the
#: container's spec passes (a test checks it against parsed parts).
ELEMENT_SIZES = {"ISGN": 24, "OSGN": 24, "PCSG": 24, "OSG5": 28, "ISG1": 32, "OSG1": 32,
                 "PSG1": 32}

#: The parts this writer builds from trees.
FOURCCS = tuple(ELEMENT_SIZES)

#: How compilers lay out the names after the element table, by name:
#: (one copy of each distinct name, padding byte to a multiple of 4 or None).
#: ``dxc``: DXC since validator 1.7 (zeros); ``fxc``: FXC (0xAB); ``unpadded``:
#: older DXC; ``repeated``: each element's name written again, unpadded (the
#: oldest DXC). tests/test_signature.py counts the corpus's parts by layout.
NAME_LAYOUTS = {"dxc": (True, 0), "fxc": (True, 0xAB), "unpadded": (True, None),
                "repeated": (False, None)}


def dxcontainer_signature(obj, w: Writer) -> None:
    """A signature from a parsed object or a tree. Left out: ``len_element``
    (from ``w.options["fourcc"]``), ``num_elements``
    (the number of elements), ``ofs_elements`` (8), ``string_table`` (the
    elements' ``semantic_name`` laid out as ``w.options["names"]`` says,
    default ``dxc``) and each element's ``ofs_semantic_name`` (where its name
    is in the table, added at its end if absent). A tree that names its
    ``signature_point`` may also leave out its elements' ``register`` and
    ``mask``: :mod:`dxfuzz.signatures.layout` places them as DXC does."""
    sig = Given(obj)
    size = sig.number("len_element", default=ELEMENT_SIZES.get(w.options.get("fourcc")))
    elements = sig.children("elements", [])
    if not sig.parsed and sig.has("signature_point"):  # (the packer loaded only for such a tree)
        from ..signatures.layout import lay_out, needs_layout
        if needs_layout(sig):
            elements = [Given(record, sig) for record in lay_out(sig)]
    element_count = sig.number("num_elements", default=len(elements))
    ofs_elements = sig.number("ofs_elements", default=8)
    ofs_string_table = ofs_elements + element_count * size  # as the spec computes it
    table, name_offsets = _names(sig, elements, ofs_string_table,
                                 NAME_LAYOUTS[w.options.get("names", "dxc")])
    w.u4(element_count)
    w.u4(ofs_elements)
    with w.at(ofs_elements):
        for e, ofs in zip(elements, name_offsets):
            element(e, w, ofs)
    with w.at(ofs_string_table):
        w.bytes(table)


def _names(sig: Given, elements, start: int, layout):
    """``(string table, each element's name offset)``: the given ones, else
    laid out from the elements' names (offsets count from the part start)."""
    dedupe, padding = layout
    given = sig.data("string_table", None)
    table = bytearray(given or b"")
    seen = {}
    offsets = []
    for e in elements:
        ofs = e.value("ofs_semantic_name", None)
        if ofs is None:
            raw = e.text("semantic_name", "") + b"\0"
            if given is not None:
                at = _find_name(table, raw)
                ofs = start + (at if at >= 0 else len(table))
                if at < 0:
                    table += raw
            elif dedupe and raw in seen:
                ofs = seen[raw]
            else:
                ofs = seen[raw] = start + len(table)
                table += raw
        offsets.append(ofs)
    if given is None and padding is not None:
        table += bytes([padding]) * (-(start + len(table)) % 4)
    return bytes(table), offsets


def _find_name(table: bytes, raw: bytes) -> int:
    """Where ``raw`` (a name and its NUL) starts a string of the table, or -1."""
    at = table.find(raw)
    while at > 0 and table[at - 1] != 0:
        at = table.find(raw, at + 1)
    return at


def element(obj, w: Writer, name_offset=None) -> None:
    e = Given(obj)
    size = e.parent.number("len_element", default=ELEMENT_SIZES.get(w.options.get("fourcc")))
    if size >= 28:
        w.u4(e.number("stream", default=0))
    ofs_semantic_name = e.number("ofs_semantic_name") if name_offset is None else name_offset
    w.u4(ofs_semantic_name)
    w.u4(e.number("semantic_index", default=0))
    w.u4(e.number("system_value", _enum("D3dName"), default=0))
    w.u4(e.number("component_type", _enum("ComponentType"), default=0))
    w.u4(e.number("register", default=0))
    w.u1(e.number("mask", default=0))
    w.u1(e.number("rw_mask", default=0))
    w.u2(e.number("reserved", default=0))
    if size == 32:
        w.u4(e.number("min_precision", _enum("MinPrecision"), default=0))
    # semantic_name is read from string_table's bytes: nothing more to write.
