"""Strategies for RDAT runtime data (DXIL libraries) and its record tables.

:func:`libraries` draws what DXC's RDAT writer produces for a library: a
string buffer (deduplicated, starting with ""), resource and function
tables (FunctionInfo 44 bytes or FunctionInfo2 52 bytes), index arrays,
raw bytes holding serialized root signatures, subobjects of every kind,
the work-graph node tables, and, now and then, the experimental stage
tables. Every table may also use a longer stride (a newer writer: extra
bytes) or a shorter one (an older writer: missing fields), so every record
version is drawn. References point at real strings, arrays and bytes, or are
RDAT_NULL_REF, or (rarely) point nowhere. :func:`rdat_bytes` lays sub-parts
out as DXC does; :class:`RdatBuilder` collects strings, arrays and bytes
with DXC's deduplication, for other strategies (the PDBI payload).
"""
from __future__ import annotations

import struct

from hypothesis import strategies as st

from .dxcontainer_rts0 import root_signatures

NULL = 0xFFFFFFFF
u32 = st.integers(0, 0xFFFFFFFF)

# Sub-part types.
STRING_BUFFER, INDEX_ARRAYS, RESOURCES, FUNCTIONS, RAW_BYTES, SUBOBJECTS = 1, 2, 3, 4, 5, 6
NODE_ID, NODE_IO_ATTRIB, NODE_FUNC_ATTRIB, IO_NODE, NODE_SHADER_INFO = 7, 8, 9, 10, 11
PDB_INFO, PDB_INFO_SOURCE, PDB_INFO_LIBRARY = 0x10001, 0x10002, 0x10003

#: Record layouts: table type -> (record size, fields), a field being
#: (kind, strategy of plain values): kind ``str``, ``idx`` (index array) and
#: ``bytes`` are references, ``u4``/``u2``/``u1`` numbers, ``pad`` padding.
_SMALL = st.integers(0, 64) | u32
RECORDS = {
    RESOURCES: [("u4", st.integers(0, 4)), ("u4", st.integers(0, 18)), ("u4", _SMALL),
                ("u4", _SMALL), ("u4", _SMALL), ("u4", _SMALL | st.just(NULL)), ("str", None),
                ("u4", st.integers(0, 0x3F))],
    FUNCTIONS: [("str", None), ("str", None), ("idx", None), ("idx", None),
                ("u4", st.integers(0, 16)), ("u4", _SMALL), ("u4", _SMALL), ("u4", u32),
                ("u4", st.integers(0, 0x301)), ("u4", st.integers(0, 0xFFFF)),
                ("u4", st.integers(0, 0xFFFFF)),
                # FunctionInfo2
                ("u1", st.integers(0, 128)), ("u1", st.integers(0, 128)),
                ("u2", st.integers(0, 0x1F)), ("u4", _SMALL)],
    NODE_ID: [("str", None), ("u4", _SMALL)],
    NODE_IO_ATTRIB: [("u4", st.integers(0, 8)), ("u4", _SMALL)],
    NODE_FUNC_ATTRIB: [("u4", st.integers(0, 9)), ("u4", _SMALL)],
    IO_NODE: [("u4", st.sampled_from([0x9, 0x6, 0x16, 0xA, 0x1A, 0x61, 0x41, 0x21, 0x65,
                                      0x45, 0x25, 0x46, 0x26, 0x106, 0x265])), ("idx", None)],
    NODE_SHADER_INFO: [("u4", st.integers(0, 4)), ("u4", _SMALL), ("idx", None), ("idx", None),
                       ("idx", None)],
    13: [("str", None), ("idx", None), ("u1", st.integers(0, 33)), ("u1", st.integers(0, 23)),
         ("u1", st.integers(0, 8)), ("u1", st.integers(0, 255)), ("u1", st.integers(0, 63)),
         ("u1", st.integers(0, 255)), ("pad", 2)],
    14: [("idx", None), ("idx", None), ("bytes", None)],
    15: [("idx", None), ("idx", None)],
    16: [("idx", None)] * 3 + [("bytes", None)] * 4 + [("u1", st.integers(0, 32))] * 4,
    17: [("idx", None)] * 3 + [("bytes", None)] * 3 + [("u1", st.integers(0, 32))] * 2 + [("pad", 2)],
    18: [("idx", None)] * 2 + [("bytes", None)] * 2 + [("u1", st.integers(0, 255))] * 4,
    19: [("idx", None), ("u4", _SMALL)],
    20: [("idx", None)] * 2 + [("bytes", None)] * 2 + [("idx", None)] + [("u4", _SMALL)] * 3
        + [("u2", st.integers(0, 256))] * 2 + [("u1", st.integers(0, 3)), ("pad", 3)],
    21: [("idx", None), ("u4", _SMALL), ("u4", _SMALL)],
    PDB_INFO: [("idx", None), ("idx", None), ("idx", None), ("bytes", None), ("str", None),
               ("u4", _SMALL), ("bytes", None), ("bytes", None)],
    PDB_INFO_SOURCE: [("str", None), ("str", None)],
    PDB_INFO_LIBRARY: [("str", None), ("bytes", None)],
}
_SIZES = {"str": 4, "idx": 4, "bytes": 8, "u4": 4, "u2": 2, "u1": 1}
#: Natural record size of each table type (the FunctionTable's is FunctionInfo2's).
RECORD_SIZES = {t: sum(_SIZES.get(k, v if k == "pad" else 0) for k, v in f) for t, f in RECORDS.items()}
RECORD_SIZES[SUBOBJECTS] = 24
FUNCTION_INFO1_SIZE = 44

NAMES = st.sampled_from(["main", "\x01?MyRaygen@@YAXXZ", "MyMiss", "HitGroup0", "rs", "Cbuf0", "U0",
                         "EntryNode", "node", "LRS0", "assoc", "shader.hlsl", "-Zi", "T", "lib_6_8"])
texts = NAMES | st.text(st.characters(min_codepoint=1, max_codepoint=0xFF), max_size=24)


def _pad4(data: bytes) -> bytes:
    return bytes(data) + bytes(-len(data) % 4)


class RdatBuilder:
    """Collects strings, index arrays and raw bytes as DXC's RDAT writer does
    (deduplicated; the string buffer starts with "", index arrays are a count
    followed by values) and lays out sub-parts."""

    def __init__(self):
        self.strings = bytearray(b"\0")
        self._string_ofs = {b"": 0}
        self.index = []
        self._arrays = {}
        self.raw = bytearray()
        self._blobs = {}
        self.tables = []  # (type, count, stride, records bytes)

    def string(self, text) -> int:
        raw = text.encode("utf-8") if isinstance(text, str) else bytes(text)
        if raw not in self._string_ofs:
            self._string_ofs[raw] = len(self.strings)
            self.strings += raw + b"\0"
        return self._string_ofs[raw]

    def array(self, values) -> int:
        key = tuple(values)
        if key not in self._arrays:
            self._arrays[key] = len(self.index)
            self.index += [len(key), *key]
        return self._arrays[key]

    def blob(self, data: bytes):
        data = bytes(data)
        if data not in self._blobs:
            self._blobs[data] = len(self.raw)
            self.raw += data
        return self._blobs[data], len(data)

    def table(self, part_type: int, records, stride: int) -> None:
        self.tables.append((part_type, records, stride))

    def parts(self, order=None):
        """``(type, data)`` sub-parts in DXC's writer order, empty ones dropped."""
        out = [(STRING_BUFFER, bytes(self.strings))]
        tables = {t: (recs, stride) for t, recs, stride in self.tables}
        for t in (RESOURCES, FUNCTIONS):
            if t in tables:
                out.append((t, _table(*tables.pop(t))))
        if self.index:
            out.append((INDEX_ARRAYS, struct.pack(f"<{len(self.index)}I", *self.index)))
        if self.raw:
            out.append((RAW_BYTES, bytes(self.raw)))
        for t in sorted(tables):
            out.append((t, _table(*tables[t])))
        return [(t, d) for t, d in out if d]


def _table(records, stride: int) -> bytes:
    return struct.pack("<II", len(records), stride) + b"".join(records)


def rdat_bytes(parts, version: int = 0x10) -> bytes:
    """An RDAT blob: header, offsets, then each ``(type, data)`` sub-part with
    its data padded to 4 bytes (as DXC writes them), back to back."""
    offsets, body = [], bytearray()
    start = 8 + 4 * len(parts)
    for part_type, data in parts:
        data = _pad4(data)
        offsets.append(start + len(body))
        body += struct.pack("<II", part_type, len(data)) + data
    return struct.pack(f"<II{len(parts)}I", version, len(parts), *offsets) + bytes(body)


@st.composite
def references(draw, kind: str, b: RdatBuilder):
    """A reference field's bytes: a real string, array or blob, the null
    reference, or (rarely) an offset that points nowhere."""
    choice = draw(st.integers(0, 9))
    if kind == "str":
        if choice == 0:
            return struct.pack("<I", draw(u32))
        return struct.pack("<I", b.string(draw(texts)))
    if kind == "idx":
        if choice == 0:
            return struct.pack("<I", draw(st.just(NULL) | u32))
        return struct.pack("<I", b.array(draw(st.lists(st.integers(0, 8) | u32, max_size=4))))
    if choice == 0:
        return struct.pack("<II", draw(u32), draw(u32))
    return struct.pack("<II", *b.blob(draw(st.binary(max_size=16))))


@st.composite
def records(draw, part_type: int, b: RdatBuilder, stride: int):
    """One record of a table, ``stride`` bytes (fields past it dropped, extra bytes after)."""
    out = bytearray()
    for kind, values in RECORDS[part_type]:
        if kind in ("str", "idx", "bytes"):
            out += draw(references(kind, b))
        elif kind == "pad":
            out += bytes(values)
        else:
            out += struct.pack({"u4": "<I", "u2": "<H", "u1": "<B"}[kind], draw(values))
    return _fit(draw, out, stride)


def _fit(draw, record: bytearray, stride: int) -> bytes:
    if stride <= len(record):
        return bytes(record[:stride])
    return bytes(record) + draw(st.binary(min_size=stride - len(record), max_size=stride - len(record)))


@st.composite
def strides(draw, natural: int):
    """A record stride: the natural one mostly, else longer (newer) or shorter (older)."""
    return draw(st.sampled_from([natural] * 4 + [natural + 4, natural + 8, max(4, natural - 4), 4]))


@st.composite
def subobjects(draw, b: RdatBuilder, stride: int):
    kind = draw(st.sampled_from([0, 1, 2, 8, 9, 10, 11, 12]) | st.integers(3, 7))
    head = struct.pack("<I", kind) + draw(references("str", b))
    if kind == 0:
        union = struct.pack("<I", draw(st.integers(0, 7)))
    elif kind in (1, 2):
        rs = draw(root_signatures())
        union = struct.pack("<II", *b.blob(rs))
    elif kind == 8:
        union = draw(references("str", b)) + struct.pack(
            "<I", b.array([b.string(draw(NAMES)) for _ in range(draw(st.integers(0, 3)))]))
    elif kind == 9:
        union = struct.pack("<II", draw(_SMALL), draw(_SMALL))
    elif kind == 10:
        union = struct.pack("<I", draw(_SMALL))
    elif kind == 11:
        union = struct.pack("<I", draw(st.integers(0, 1))) + b"".join(
            draw(references("str", b)) for _ in range(3))
    elif kind == 12:
        union = struct.pack("<II", draw(_SMALL), draw(st.sampled_from([0, 0x100, 0x200, 0x400])))
    else:
        union = draw(st.binary(min_size=16, max_size=16))
    return _fit(draw, bytearray(head + union.ljust(16, b"\0")), stride)


@st.composite
def node_attribs(draw, part_type: int, b: RdatBuilder, stride: int):
    """Node function / IO attributes, with index arrays where the kind says so."""
    kind = draw(st.integers(0, 9 if part_type == NODE_FUNC_ATTRIB else 8))
    if part_type == NODE_FUNC_ATTRIB and kind in (2, 4, 7):
        value = b.array(draw(st.lists(st.integers(1, 1024), min_size=1, max_size=3)))
    elif part_type == NODE_IO_ATTRIB and kind == 5:
        value = draw(st.integers(0, 0xFFFF)) | (draw(st.integers(0, 0xFFFF)) << 16)
    else:
        value = draw(_SMALL)
    return _fit(draw, bytearray(struct.pack("<II", kind, value)), stride)


@st.composite
def tables(draw, part_type: int, b: RdatBuilder, max_records: int = 4):
    natural = RECORD_SIZES[part_type]
    if part_type == FUNCTIONS:
        natural = draw(st.sampled_from([FUNCTION_INFO1_SIZE, natural]))
    stride = draw(strides(natural))
    count = draw(st.integers(1, max_records))
    if part_type == SUBOBJECTS:
        recs = [draw(subobjects(b, stride)) for _ in range(count)]
    elif part_type in (NODE_FUNC_ATTRIB, NODE_IO_ATTRIB):
        recs = [draw(node_attribs(part_type, b, stride)) for _ in range(count)]
    else:
        recs = [draw(records(part_type, b, stride)) for _ in range(count)]
    b.table(part_type, recs, stride)


LIBRARY_TABLES = (RESOURCES, FUNCTIONS, SUBOBJECTS, NODE_ID, NODE_IO_ATTRIB, NODE_FUNC_ATTRIB,
                  IO_NODE, NODE_SHADER_INFO)
EXPERIMENTAL_TABLES = tuple(range(13, 22))
PDB_TABLES = (PDB_INFO, PDB_INFO_SOURCE, PDB_INFO_LIBRARY)


@st.composite
def libraries(draw, table_types=None):
    """Payload bytes of an RDAT part."""
    b = RdatBuilder()
    if table_types is None:
        pool = LIBRARY_TABLES + EXPERIMENTAL_TABLES + PDB_TABLES
        table_types = draw(st.lists(st.sampled_from(pool), unique=True, max_size=6))
    for t in table_types:
        draw(tables(t, b))
    parts = b.parts()
    if draw(st.integers(0, 7)) == 0:
        # An unknown sub-part type (DXC skips it), or the reserved one.
        parts.append((draw(st.sampled_from([12, 22, 0x20001])), draw(st.binary(max_size=12))))
    return rdat_bytes(parts)


def part_strategies() -> dict:
    return {"RDAT": libraries()}
