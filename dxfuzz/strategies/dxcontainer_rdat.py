"""Strategies for RDAT runtime data (DXIL libraries) and its record tables.

:func:`libraries` draws the tree of what DXC's RDAT writer produces for a
library - resource and function tables (FunctionInfo 44 bytes or
FunctionInfo2 52 bytes), subobjects of every kind (root signatures drawn by
the RTS0 strategy), the work-graph node tables and, now and then, the
experimental stage and PdbInfo tables - and builds it with the RDAT writer,
which lays out the string buffer, index arrays and raw bytes as DXC does.
Every table may also have a longer stride (a newer writer: extra bytes) or
a shorter one (an older writer: missing fields), so every record version is
drawn. References name real strings, arrays and bytes, or are RDAT_NULL_REF,
or (rarely) an offset that points nowhere.
"""
from __future__ import annotations

from hypothesis import strategies as st

from ._ints import u32

from ..builder import build_part
from ..write.dxcontainer_rdat import (FIELD_WIDTHS, NULL_REF, RECORD_FIELDS, RECORD_SIZES,
                                      TABLE_RECORDS)
from .dxcontainer_rts0 import descriptions, root_signatures

_SMALL = st.integers(0, 64) | u32

# Sub-part types of the tables.
RESOURCES, FUNCTIONS, SUBOBJECTS = 3, 4, 6
NODE_ID, NODE_IO_ATTRIB, NODE_FUNC_ATTRIB, IO_NODE, NODE_SHADER_INFO = 7, 8, 9, 10, 11
PDB_INFO, PDB_INFO_SOURCE, PDB_INFO_LIBRARY = 0x10001, 0x10002, 0x10003

LIBRARY_TABLES = (RESOURCES, FUNCTIONS, SUBOBJECTS, NODE_ID, NODE_IO_ATTRIB, NODE_FUNC_ATTRIB,
                  IO_NODE, NODE_SHADER_INFO)
EXPERIMENTAL_TABLES = tuple(range(13, 22))
PDB_TABLES = (PDB_INFO, PDB_INFO_SOURCE, PDB_INFO_LIBRARY)

#: FunctionInfo's size before validator 1.8 added FunctionInfo2's fields.
FUNCTION_INFO1_SIZE = 44

#: The values numbers take, by field name (others: small or any 32 bits).
NUMBERS = {
    "resource_class": st.integers(0, 4), "kind": st.integers(0, 18),
    "upper_bound": _SMALL | st.just(NULL_REF), "flags": st.integers(0, 0x3F),
    "shader_kind": st.integers(0, 16), "feature_info1": u32,
    "feature_info2": st.integers(0, 0x301), "shader_stage_flag": st.integers(0, 0xFFFF),
    "min_shader_target": st.integers(0, 0xFFFFF),
    "min_num_wave_lanes": st.integers(0, 128),
    "max_num_wave_lanes": st.integers(0, 128),
    "shader_flags": st.integers(0, 0x1F),
    "io_flags_and_kind": st.sampled_from([0x9, 0x6, 0x16, 0xA, 0x1A, 0x61, 0x41, 0x21, 0x65,
                                          0x45, 0x25, 0x46, 0x26, 0x106, 0x265]),
    "launch_type": st.integers(0, 4), "semantic_kind": st.integers(0, 33),
    "component_type": st.integers(0, 23), "interpolation_mode": st.integers(0, 8),
    "cols_and_stream": st.integers(0, 63), "mesh_output_topology": st.integers(0, 3),
}
_WIDTH_VALUES = {"u1": st.integers(0, 255), "u2": st.integers(0, 0xFFFF), "u4": _SMALL}

NAMES = st.sampled_from(["main", "\x01?MyRaygen@@YAXXZ", "MyMiss", "HitGroup0", "rs", "Cbuf0", "U0",
                         "EntryNode", "node", "LRS0", "assoc", "shader.hlsl", "-Zi", "T", "lib_6_8"])
#: Strings as the spec shows them: UTF-8 bytes, one character per byte.
texts = (NAMES | st.text(st.characters(min_codepoint=1, max_codepoint=0xFF), max_size=24)) \
    .map(lambda t: t.encode("utf-8").decode("latin-1"))


@st.composite
def references(draw, kind: str):
    """A reference field's tree: a string, array or bytes for the writer to
    place, RDAT_NULL_REF, or (rarely) an offset that points nowhere."""
    stray = draw(st.integers(0, 9)) == 0
    if kind == "str":
        return {"ofs_string": draw(u32)} if stray else {"value": draw(texts)}
    if kind == "idx":
        if stray:
            return {"ref": draw(st.just(NULL_REF) | u32)}
        return {"values": draw(st.lists(st.integers(0, 8) | u32, max_size=4))}
    if stray:
        return {"ofs_bytes": draw(u32), "len_bytes": draw(u32)}
    return {"data": draw(st.binary(max_size=16))}


@st.composite
def records(draw, record_type: str):
    """A record with every field of its newest version."""
    out = {}
    for name, kind, _ in RECORD_FIELDS[record_type]:
        if kind in ("str", "idx", "bytes"):
            out[name] = draw(references(kind))
        elif kind in _WIDTH_VALUES:
            values = NUMBERS.get(name, _WIDTH_VALUES[kind])
            out[name] = draw(values) & (0xFF if kind == "u1" else 0xFFFF if kind == "u2"
                                        else 0xFFFFFFFF)
    return out


@st.composite
def subobjects(draw):
    kind = draw(st.sampled_from([0, 1, 2, 8, 9, 10, 11, 12]) | st.integers(3, 7))
    record = {"kind": kind, "name": draw(references("str"))}
    if kind == 0:
        body = {"flags": draw(st.integers(0, 7))}
    elif kind in (1, 2):
        # a root signature as bytes (any layout the RTS0 strategy draws) or as
        # a tree the RDAT writer builds; never bytes that are not one
        body = {"data": {"data": draw(root_signatures())}} if draw(st.integers(0, 2)) == 0 else \
            {"root_signature": draw(descriptions())}
    elif kind == 8:
        body = {"subobject": draw(references("str")),
                "exports": {"values": draw(st.lists(NAMES, max_size=3))}}
    elif kind == 9:
        body = {"max_len_payload": draw(_SMALL),
                "max_len_attributes": draw(_SMALL)}
    elif kind == 10:
        body = {"max_trace_recursion_depth": draw(_SMALL)}
    elif kind == 11:
        body = {"type": draw(st.integers(0, 1)),
                **{n: draw(references("str")) for n in ("any_hit", "closest_hit", "intersection")}}
    elif kind == 12:
        body = {"max_trace_recursion_depth": draw(_SMALL),
                "flags": draw(st.sampled_from([0, 0x100, 0x200, 0x400]))}
    else:
        body = draw(st.binary(min_size=16, max_size=16))
    record["body"] = body
    return record


@st.composite
def node_attribs(draw, part_type: int):
    """Node function / IO attributes: an index array, a dispatch-grid record
    or a number, as the kind says."""
    kind = draw(st.integers(0, 9 if part_type == NODE_FUNC_ATTRIB else 8))
    if part_type == NODE_FUNC_ATTRIB and kind in (2, 4, 7):
        return {"attrib_kind": kind,
                "dimensions": {"values": draw(st.lists(st.integers(1, 1024), min_size=1, max_size=3))}}
    if part_type == NODE_IO_ATTRIB and kind == 5:
        return {"attrib_kind": kind,
                "record_dispatch_grid": {"ofs_field": draw(st.integers(0, 0xFFFF)),
                                         "num_components_and_type": draw(st.integers(0, 0xFFFF))}}
    return {"attrib_kind": kind, "value": draw(_SMALL)}


def _version(record: dict, record_type: str, size: int) -> dict:
    """The fields of a record that fit in ``size`` bytes (an older version)."""
    out, pos = {}, 0
    for name, kind, _ in RECORD_FIELDS[record_type]:
        pos += FIELD_WIDTHS[kind]
        if pos <= size and name in record:
            out[name] = record[name]
    return out


@st.composite
def tables(draw, part_type: int, max_records: int = 4):
    """A table sub-part: its natural stride left for the writer to compute
    (FunctionInfo or FunctionInfo2 by the fields given), or a newer record
    (``extra`` bytes after the fields), or an older or odd stride given."""
    record_type = TABLE_RECORDS[part_type]
    count = draw(st.integers(1, max_records))
    if part_type == SUBOBJECTS:
        recs = [draw(subobjects()) for _ in range(count)]
    elif part_type in (NODE_FUNC_ATTRIB, NODE_IO_ATTRIB):
        recs = [draw(node_attribs(part_type)) for _ in range(count)]
    else:
        recs = [draw(records(record_type)) for _ in range(count)]
    natural = RECORD_SIZES[record_type]
    if part_type == FUNCTIONS and draw(st.booleans()):
        natural = FUNCTION_INFO1_SIZE
        recs = [_version(r, record_type, natural) for r in recs]
    body = {"records": recs}
    how = draw(st.sampled_from(["natural"] * 4 + ["newer", "older"]))
    if how == "newer":
        extra = draw(st.sampled_from([4, 8]))
        for r in recs:
            r["extra"] = draw(st.binary(min_size=extra, max_size=extra))
    elif how == "older":
        body["record_stride"] = draw(st.sampled_from([max(4, natural - 4), 4]))
    return {"part_type": part_type, "body": body}


@st.composite
def library_trees(draw, table_types=None):
    """The tree of an RDAT part: its tables, the writer placing the strings,
    index arrays and raw bytes they refer to."""
    if table_types is None:
        pool = LIBRARY_TABLES + EXPERIMENTAL_TABLES + PDB_TABLES
        table_types = draw(st.lists(st.sampled_from(pool), unique=True, max_size=6))
    parts = [draw(tables(t)) for t in table_types]
    if draw(st.integers(0, 7)) == 0:
        # An unknown sub-part type (DXC skips it), or the reserved one.
        parts.append({"part_type": draw(st.sampled_from([12, 22, 0x20001])),
                      "body": draw(st.binary(max_size=12))})
    return {"part_table": [{"part": p} for p in parts]}


@st.composite
def libraries(draw, table_types=None):
    """Payload bytes of an RDAT part."""
    return build_part("RDAT", draw(library_trees(table_types)))


def part_strategies() -> dict:
    return {"RDAT": libraries()}


__all__ = ["libraries", "library_trees", "tables", "part_strategies"]
