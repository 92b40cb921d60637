"""Writers for ``ksy/dxcontainer_rdat.ksy`` (RDAT runtime data).

Built from a parsed object (every value given: the byte-exact round trip)
or from a tree that may leave out the layout: sub-part offsets and sizes,
record counts and strides, and the offsets of what references point at.
"""
from __future__ import annotations

import functools

from .. import kaitai
from .buffer import Writer
from .given import Given

SPEC = "dxcontainer_rdat"


#: The parts this writer builds from trees.
FOURCCS = ("RDAT",)

#: RDAT_NULL_REF: an index array or record reference to nothing.
NULL_REF = 0xFFFFFFFF

_enum = functools.partial(kaitai.enum_class, SPEC)  # the spec's enums, by class name

#: Sub-part types holding what references point at (the spec's look-ups).
STRING_BUFFER, INDEX_ARRAYS, RAW_BYTES = 1, 2, 5

#: DXC's order of sub-parts (RDATWriter creates them in this order and skips
#: empty ones); a pool a tree's references need but do not list is placed
#: at its rank. Types not listed rank last.
DXC_ORDER = (1, 3, 4, 2, 5, 6, 7, 9, 8, 10, 11)

#: Each record type's fields, in order: ``(name, kind, enum class)``. Kinds:
#: ``u1``/``u2``/``u4`` numbers; ``str``, ``idx``, ``bytes`` references (4,
#: 4 and 8 bytes); ``union16`` the subobject's 16-byte union; ``value`` a
#: node attribute's 4-byte union: a number in ``value``, or by kind the
#: field of ``ATTRIB_UNION`` (an index array, a dispatch-grid record).
RECORD_FIELDS = {
    "resource_info": (("resource_class", "u4", "ResourceClass"), ("kind", "u4", "ResourceKind"),
                      ("id", "u4", None), ("space", "u4", None), ("lower_bound", "u4", None),
                      ("upper_bound", "u4", None), ("name", "str", None), ("flags", "u4", None)),
    "function_info": (("name", "str", None), ("unmangled_name", "str", None),
                      ("resources", "idx", None), ("function_dependencies", "idx", None),
                      ("shader_kind", "u4", "ShaderKind"), ("len_payload", "u4", None),
                      ("len_attributes", "u4", None), ("feature_info1", "u4", None),
                      ("feature_info2", "u4", None), ("shader_stage_flag", "u4", None),
                      ("min_shader_target", "u4", None),
                      ("min_num_wave_lanes", "u1", None),
                      ("max_num_wave_lanes", "u1", None),
                      ("shader_flags", "u2", None), ("shader_info", "u4", None)),
    "subobject_info": (("kind", "u4", "SubobjectKind"), ("name", "str", None),
                       ("body", "union16", None)),
    "node_id": (("name", "str", None), ("index", "u4", None)),
    "node_shader_io_attrib": (("attrib_kind", "u4", "NodeAttribKind"), ("value", "value", None)),
    "node_shader_func_attrib": (("attrib_kind", "u4", "NodeFuncAttribKind"),
                                ("value", "value", None)),
    "io_node": (("io_flags_and_kind", "u4", None), ("attribs", "idx", None)),
    "node_shader_info": (("launch_type", "u4", "NodeLaunchType"),
                         ("group_shared_bytes_used", "u4", None), ("attribs", "idx", None),
                         ("outputs", "idx", None), ("inputs", "idx", None)),
    "signature_element": (("semantic_name", "str", None), ("semantic_indices", "idx", None),
                          ("semantic_kind", "u1", "SemanticKind"),
                          ("component_type", "u1", "DxilComponentType"),
                          ("interpolation_mode", "u1", "InterpolationMode"),
                          ("start_row", "u1", None), ("cols_and_stream", "u1", None),
                          ("usage_and_dyn_index_masks", "u1", None)),
    "vs_info": (("sig_input_elements", "idx", None), ("sig_output_elements", "idx", None),
                ("view_id_output_mask", "bytes", None)),
    "ps_info": (("sig_input_elements", "idx", None), ("sig_output_elements", "idx", None)),
    "hs_info": (("sig_input_elements", "idx", None), ("sig_output_elements", "idx", None),
                ("sig_patch_const_output_elements", "idx", None),
                ("view_id_output_mask", "bytes", None),
                ("view_id_patch_const_output_mask", "bytes", None),
                ("input_to_output_masks", "bytes", None),
                ("input_to_patch_const_output_masks", "bytes", None),
                ("num_input_control_points", "u1", None),
                ("num_output_control_points", "u1", None), ("tessellator_domain", "u1", None),
                ("tessellator_output_primitive", "u1", None)),
    "ds_info": (("sig_input_elements", "idx", None), ("sig_output_elements", "idx", None),
                ("sig_patch_const_input_elements", "idx", None),
                ("view_id_output_mask", "bytes", None), ("input_to_output_masks", "bytes", None),
                ("patch_const_input_to_output_masks", "bytes", None),
                ("num_input_control_points", "u1", None), ("tessellator_domain", "u1", None)),
    "gs_info": (("sig_input_elements", "idx", None), ("sig_output_elements", "idx", None),
                ("view_id_output_mask", "bytes", None), ("input_to_output_masks", "bytes", None),
                ("input_primitive", "u1", None), ("output_topology", "u1", None),
                ("max_num_vertices", "u1", None), ("output_stream_mask", "u1", None)),
    "cs_info": (("num_threads", "idx", None), ("group_shared_bytes_used", "u4", None)),
    "ms_info": (("sig_output_elements", "idx", None), ("sig_prim_output_elements", "idx", None),
                ("view_id_output_mask", "bytes", None),
                ("view_id_prim_output_mask", "bytes", None), ("num_threads", "idx", None),
                ("group_shared_bytes_used", "u4", None),
                ("group_shared_bytes_dependent_on_view_id", "u4", None),
                ("len_payload", "u4", None), ("max_output_vertices", "u2", None),
                ("max_output_primitives", "u2", None), ("mesh_output_topology", "u1", None)),
    "as_info": (("num_threads", "idx", None), ("group_shared_bytes_used", "u4", None),
                ("len_payload", "u4", None)),
    "pdb_info": (("sources", "idx", None), ("libraries", "idx", None), ("arg_pairs", "idx", None),
                 ("hash", "bytes", None), ("pdb_name", "str", None),
                 ("custom_toolchain_id", "u4", None), ("custom_toolchain_data", "bytes", None),
                 ("whole_dxil", "bytes", None)),
    "pdb_info_source": (("name", "str", None), ("content", "str", None)),
    "pdb_info_library": (("name", "str", None), ("data", "bytes", None)),
}

#: The record type of each table sub-part type (the spec's ``record_table`` switch).
TABLE_RECORDS = {3: "resource_info", 4: "function_info", 6: "subobject_info", 7: "node_id",
                 8: "node_shader_io_attrib", 9: "node_shader_func_attrib", 10: "io_node",
                 11: "node_shader_info", 13: "signature_element", 14: "vs_info", 15: "ps_info",
                 16: "hs_info", 17: "ds_info", 18: "gs_info", 19: "cs_info", 20: "ms_info",
                 21: "as_info", 0x10001: "pdb_info", 0x10002: "pdb_info_source",
                 0x10003: "pdb_info_library"}

#: Bytes of each field kind.
FIELD_WIDTHS = {"u1": 1, "u2": 2, "u4": 4, "str": 4, "idx": 4, "bytes": 8, "union16": 16, "value": 4}

#: Bytes of each record type with every field (DXC's newest record).
RECORD_SIZES = {name: sum(FIELD_WIDTHS[kind] for _, kind, _ in fields)
                for name, fields in RECORD_FIELDS.items()}

#: The field that holds a node attribute's union, for the kinds whose value
#: is not a number (the spec's ``value`` for the others): the index array of
#: NumThreads, DispatchGrid and MaxDispatchGrid, the dispatch-grid record of
#: RecordDispatchGrid.
ATTRIB_UNION = {"node_shader_func_attrib": "dimensions",
                "node_shader_io_attrib": "record_dispatch_grid"}

#: The subobject union's layout by kind (the spec's ``body`` switch).
SUBOBJECT_BODIES = {"state_object_config": "state_object_config",
                    "global_root_signature": "root_signature_desc",
                    "local_root_signature": "root_signature_desc",
                    "subobject_to_exports_association": "subobject_to_exports_association",
                    "raytracing_shader_config": "raytracing_shader_config",
                    "raytracing_pipeline_config": "raytracing_pipeline_config",
                    "hit_group": "hit_group",
                    "raytracing_pipeline_config1": "raytracing_pipeline_config1"}

_POOLS = "rdat pools"  # the writer option carrying the RDAT being written's pools


class Pools:
    """What references point at, as DXC's RDAT writer collects it: strings
    (the buffer starting with ""), index arrays (a count, then the values)
    and raw bytes, each deduplicated. A pool a tree gives (its sub-part's
    ``data`` or ``words``) is kept as given and only appended to."""

    def __init__(self, strings=None, words=None, raw=None):
        self.strings = bytearray(b"\0" if strings is None else strings)
        self.words = [] if words is None else list(words)
        self.raw = bytearray(raw or b"")
        self.given = (strings is not None, words is not None, raw is not None)
        self.used = [False, False, False]
        self._strings = {b"": 0} if strings is None else None
        self._blobs = {} if raw is None else None
        self._arrays = {} if words is None else None

    def data(self, part_type: int) -> bytes:
        """The bytes of the pool of a sub-part type."""
        if part_type == STRING_BUFFER:
            return bytes(self.strings)
        if part_type == INDEX_ARRAYS:
            return b"".join(v.to_bytes(4, "little") for v in self.words)
        return bytes(self.raw)

    def string(self, text) -> int:
        raw = text.encode("latin-1") if isinstance(text, str) else bytes(text)
        self.used[0] = True
        if self._strings is not None:
            at = self._strings.get(raw)
        else:
            at = _find_string(self.strings, raw + b"\0")
        if at is None or at < 0:
            at = len(self.strings)
            self.strings += raw + b"\0"
            if self._strings is not None:
                self._strings[raw] = at
        return at

    def array(self, values, count=None) -> int:
        record = [len(values) if count is None else count, *values]
        self.used[1] = True
        words = self.words
        if self._arrays is not None:  # DXC's: the same array starts once
            at = self._arrays.get(tuple(record))
            if at is None:
                at = self._arrays[tuple(record)] = len(words)
                words += record
            return at
        for at in range(len(words) - len(record) + 1):  # a given pool: anywhere it reads so
            if words[at:at + len(record)] == record:
                return at
        words += record
        return len(words) - len(record)

    def blob(self, data: bytes) -> int:
        data = bytes(data)
        self.used[2] = True
        if self._blobs is not None:
            at = self._blobs.get(data)
            if at is None:
                at = self._blobs[data] = len(self.raw)
                self.raw += data
            return at
        at = self.raw.find(data)
        if at < 0:
            at = len(self.raw)
            self.raw += data
        return at


def _find_string(buffer: bytes, raw: bytes) -> int:
    """Where ``raw`` (a string and its NUL) starts a string of ``buffer``, or -1."""
    at = buffer.find(raw)
    while at > 0 and buffer[at - 1] != 0:
        at = buffer.find(raw, at + 1)
    return at


def _pools(w: Writer) -> Pools:
    pools = w.options.get(_POOLS)
    if pools is None:  # a record written on its own: references must be given
        pools = w.options[_POOLS] = Pools()
    return pools


def _part_type(part: Given) -> int:
    return part.number("part_type", _enum("RdatPartType"))


#: The sub-part types that hold what references point at.
POOL_TYPES = (STRING_BUFFER, INDEX_ARRAYS, RAW_BYTES)


def dxcontainer_rdat(obj, w: Writer) -> None:
    """RDAT from a parsed object or a tree. Left out: ``version`` (0x10),
    ``num_parts`` (the entries), each entry's ``ofs_part`` (sub-parts back
    to back after the offset table), each sub-part's ``size`` (its data,
    zero-padded to 4 as DXC writes it), a table's ``num_records`` and
    ``record_stride`` (the fields its records give, else the newest record),
    and any reference's offset: a string field given by its ``value``, an
    index array by its ``values``, bytes by their ``data`` (a root signature
    subobject by its ``root_signature`` tree) are placed in the string
    buffer, index arrays and raw bytes (the last sub-part of each type, its
    given data kept and appended to), deduplicated as DXC does; one the tree
    does not list is added where DXC puts it."""
    r = Given(obj)
    entries = r.children("part_table", [])
    parts = [Given(e.value("part"), e) if e.has("part") else None for e in entries]
    last = {}
    for i, p in enumerate(parts):
        if p is not None:
            last[_part_type(p)] = i
    pools = Pools(*(_given_pool(parts[last[t]]) if t in last else None for t in POOL_TYPES))
    saved = w.options.get(_POOLS)
    w.options[_POOLS] = pools
    try:
        bodies = [None if p is None or last.get(_part_type(p)) == i and _part_type(p) in POOL_TYPES
                  else _body_bytes(p, w) for i, p in enumerate(parts)]
    finally:
        w.options[_POOLS] = saved
    for used, t in zip(pools.used, POOL_TYPES):
        if t not in last and used:  # a pool the references need, at DXC's rank
            at = next((i for i, p in enumerate(parts)
                       if p is not None and _rank(_part_type(p)) > _rank(t)), len(parts))
            entries.insert(at, None)
            parts.insert(at, Given({"part_type": t}))
            bodies.insert(at, None)
    for i, p in enumerate(parts):
        if p is not None and bodies[i] is None:
            bodies[i] = pools.data(_part_type(p)) + _tail(p)
    w.u4(r.number("version", default=0x10))
    w.u4(r.number("num_parts", default=len(entries)))
    pos = 8 + 4 * len(entries)
    for e, p, body in zip(entries, parts, bodies):
        ofs_part = pos if e is None else e.number("ofs_part", default=pos)
        w.u4(ofs_part)
        if p is not None:
            with w.at(ofs_part):
                rdat_part(p, w, body)
            pos = max(pos, ofs_part + 8 + len(body) + (-len(body) % 4))


def _rank(part_type: int) -> int:
    return DXC_ORDER.index(part_type) if part_type in DXC_ORDER else len(DXC_ORDER)


def _given_pool(part: Given):
    """What a pool sub-part's body gives (None: the writer lays it out): its
    bytes, or the words of index arrays."""
    body = part.value("body", None)
    if body is None:
        return None
    if isinstance(body, (bytes, bytearray, str)):
        data = part.data("body")
        return [int.from_bytes(data[i:i + 4], "little") for i in range(0, len(data) - 3, 4)] \
            if _part_type(part) == INDEX_ARRAYS else data
    b = Given(body, part)
    if _part_type(part) == INDEX_ARRAYS:
        return None if b.value("words", None) is None else [int(v) for v in b.value("words")]
    return b.data("data", None)


def _tail(part: Given) -> bytes:
    """Bytes after the last whole word of index arrays, as the tree gives them."""
    body = part.value("body", None)
    if _part_type(part) != INDEX_ARRAYS or body is None:
        return b""
    if isinstance(body, (bytes, bytearray, str)):
        data = part.data("body")
        return data[len(data) // 4 * 4:]
    return Given(body).data("tail", b"") or b""


def _body_bytes(part: Given, w: Writer) -> bytes:
    """A sub-part's data as its body gives it (the last pool of each type
    aside: :meth:`Pools.data`)."""
    body = part.value("body", None)
    if body is None:
        return b""
    if isinstance(body, (bytes, bytearray, str)):
        return part.data("body")
    t = _part_type(part)
    inner = type(w)(w.options, w.limit)
    writer = {STRING_BUFFER: string_buffer, INDEX_ARRAYS: index_arrays,
              RAW_BYTES: raw_bytes}.get(t, record_table)
    writer(Given(body, part), inner)
    return inner.finish(background=getattr(part.source, "_raw_body", None))


def rdat_part_entry(obj, w: Writer) -> None:
    """(An offset table entry: written by :func:`dxcontainer_rdat`.)"""
    w.u4(Given(obj).number("ofs_part"))


def rdat_part_probe(obj, w: Writer) -> None:
    """Look-ups only read what the offset table and sub-parts already hold."""


def rdat_part(obj, w: Writer, data=None) -> None:
    """A sub-part: its type, its ``size`` (left out: the data zero-padded to
    4) and its data (``data``: as the whole RDAT's writer laid it out)."""
    p = Given(obj)
    if data is None:
        data = _body_bytes(p, w)
    size = p.number("len_data", default=len(data) + (-len(data) % 4))
    w.u4(_part_type(p))
    w.u4(size)
    w.bytes(data)
    w.bytes(bytes(max(0, size - len(data))))


def string_buffer(obj, w: Writer) -> None:
    w.bytes(Given(obj).data("data"))
    # strings: a view of data.


def string_entry(obj, w: Writer) -> None:
    """(A view of the string buffer: only for writing a built string list.)"""
    w.bytes(Given(obj).text("text"))
    w.u1(0)


def index_arrays(obj, w: Writer) -> None:
    a = Given(obj)
    for word in a.value("words", []):
        w.u4(word)
    w.bytes(a.data("tail", b""))


def raw_bytes(obj, w: Writer) -> None:
    w.bytes(Given(obj).data("data"))


def record_table(obj, w: Writer) -> None:
    """A table: ``num_records`` and ``record_stride`` (left out: the
    records', the stride covering the fields they give and their ``extra``,
    or the newest record if they give none), each record in a slot of that
    many bytes (fields past it left out, zeros after what it gives)."""
    t = Given(obj)
    table_type = t.number("table_type") if t.has("table_type") else _part_type(t.parent)
    records = t.children("records", [])
    record_type = TABLE_RECORDS.get(table_type)
    if record_type is None:
        raise ValueError(f"RDAT sub-part type {table_type} has no records")
    writer = globals()[record_type]
    if t.has("record_stride"):
        record_stride = t.number("record_stride")
    else:
        record_stride = max((_record_extent(rec, record_type) for rec in records), default=0) or \
            RECORD_SIZES[record_type]
    record_count = t.number("num_records", default=len(records))
    w.u4(record_count)
    w.u4(record_stride)
    raws = getattr(t.source, "_raw_records", None) or []
    for i, rec in enumerate(records):
        inner = type(w)(w.options, w.limit)
        writer(rec, inner)
        w.bytes(inner.finish(background=raws[i] if i < len(raws) else None, size=record_stride)[:record_stride])
    w.bytes(t.data("tail", b""))


def _record_extent(rec: Given, record_type: str) -> int:
    """Bytes a record's given fields and ``extra`` take."""
    end = pos = 0
    for name, kind, _ in RECORD_FIELDS[record_type]:
        pos += FIELD_WIDTHS[kind]
        if _given(rec, name, kind, record_type):
            end = pos
    return end + len(rec.data("extra", b"") or b"")


def _record(obj, w: Writer, record_type: str) -> None:
    """A record's fields in order, up to the last one given (those before it
    left out are 0), then ``extra``."""
    r = Given(obj)
    fields = RECORD_FIELDS[record_type]
    given = [_given(r, name, kind, record_type) for name, kind, _ in fields]
    last = max((i for i, g in enumerate(given) if g), default=-1)
    for name, kind, enum in fields[:last + 1]:
        if kind in ("u1", "u2", "u4"):
            getattr(w, kind)(r.number(name, enum and _enum(enum), default=0))
        elif kind == "str":
            str_ref(r.value(name, {}), w)
        elif kind == "idx":
            idx_ref(r.value(name, {}), w)
        elif kind == "bytes":
            bytes_ref(r.value(name, {}), w)
        elif kind == "union16":
            _union(r, w)
        else:
            _attrib_value(r, w, record_type)
    w.bytes(r.data("extra", b"") or b"")


def _union(r: Given, w: Writer) -> None:
    """A subobject's 16-byte union, laid out by its kind (bytes for another kind)."""
    body = r.value("body", None)
    inner = type(w)(w.options, w.limit)
    if isinstance(body, (bytes, bytearray, str)):
        inner.bytes(r.data("body"))
    elif body is not None:
        kind = _kind_name(r.value("kind", None), _enum("SubobjectKind"))
        layout = SUBOBJECT_BODIES.get(kind)
        if layout is None:
            raise ValueError(f"subobject kind {kind!r} has no known layout: give its body as bytes")
        globals()[layout](Given(body, r), inner)
    source = getattr(r.source, "_raw_body", None)
    w.bytes(inner.finish(background=source, size=16)[:16])


def _kind_name(value, enum):
    """The enum name of a kind given as a member, a name or a number (None
    for a number the enum does not name)."""
    if isinstance(value, int) and not isinstance(value, bool):
        return enum(value).name if value in enum._value2member_map_ else None
    return getattr(value, "name", value)


def _given(r: Given, name: str, kind: str, record_type: str) -> bool:
    """Whether a record gives a field (a node attribute's union under either name)."""
    return r.has(name) or kind == "value" and r.has(ATTRIB_UNION[record_type])


def _attrib_value(r: Given, w: Writer, record_type: str) -> None:
    """A node attribute's union: an index array, a dispatch-grid record or a number."""
    value = r.value(ATTRIB_UNION[record_type], None)
    if value is None:
        value = r.value("value", None)
    if value is None or isinstance(value, int) and not isinstance(value, bool):
        w.u4(0 if value is None else value)
        return
    v = Given(value, r)
    if record_type == "node_shader_io_attrib":
        record_dispatch_grid(v, w)
    else:
        idx_ref(v, w)


def str_ref(obj, w: Writer) -> None:
    """A string field: its ``ofs``, else its ``value`` placed in the string buffer."""
    r = Given(obj)
    ofs = r.value("ofs_string", None)
    w.u4(_pools(w).string(r.value("value", "")) if ofs is None else r.number("ofs_string"))


def idx_ref(obj, w: Writer) -> None:
    """An index array field: its ``ref``, else its ``values`` placed in the
    index arrays (with ``count`` if given; a value given as text is a string
    array's: placed in the string buffer, its offset the value), else
    RDAT_NULL_REF."""
    r = Given(obj)
    if r.has("ref"):
        w.u4(r.number("ref"))
    elif r.value("values", None) is not None:
        pools = _pools(w)
        values = [pools.string(v) if isinstance(v, str) else int(v) for v in r.value("values")]
        w.u4(pools.array(values, r.value("num_values", None)))
    else:
        w.u4(NULL_REF)


def bytes_ref(obj, w: Writer, blob=None) -> None:
    """A bytes field: its ``offset`` and ``size``, else its ``data`` (or
    ``blob``) placed in the raw bytes."""
    r = Given(obj)
    data = r.data("data", None)
    if data is None:
        data = blob
    offset = r.value("ofs_bytes", None)
    if offset is None:
        offset = _pools(w).blob(data) if data is not None else 0
    w.u4(offset)
    w.u4(r.number("len_bytes", default=len(data) if data is not None else 0))


def resource_info(obj, w: Writer) -> None:
    _record(obj, w, "resource_info")


def function_info(obj, w: Writer) -> None:
    _record(obj, w, "function_info")


def subobject_info(obj, w: Writer) -> None:
    _record(obj, w, "subobject_info")


def state_object_config(obj, w: Writer) -> None:
    s = Given(obj)
    w.u4(s.number("flags", default=0))
    w.bytes(s.data("padding", b""))


def root_signature_desc(obj, w: Writer) -> None:
    """Where a serialized root signature is: given, or its ``root_signature``
    tree built by the RTS0 writer and placed in the raw bytes."""
    s = Given(obj)
    blob = None
    ref = Given(s.value("data", {}), s)
    if not ref.has("ofs_bytes") and not ref.has("data") and s.has("root_signature"):
        from .dxcontainer_rts0 import dxcontainer_rts0
        inner = type(w)(w.options, w.limit)
        dxcontainer_rts0(s.value("root_signature"), inner)
        blob = inner.finish()
    bytes_ref(ref, w, blob)
    w.bytes(s.data("padding", b""))
    # root_signature: a view of the raw bytes.


def subobject_to_exports_association(obj, w: Writer) -> None:
    s = Given(obj)
    str_ref(s.value("subobject", {}), w)
    idx_ref(s.value("exports", {}), w)
    w.bytes(s.data("padding", b""))


def raytracing_shader_config(obj, w: Writer) -> None:
    s = Given(obj)
    w.u4(s.number("max_len_payload", default=0))
    w.u4(s.number("max_len_attributes", default=0))
    w.bytes(s.data("padding", b""))


def raytracing_pipeline_config(obj, w: Writer) -> None:
    s = Given(obj)
    w.u4(s.number("max_trace_recursion_depth", default=0))
    w.bytes(s.data("padding", b""))


def hit_group(obj, w: Writer) -> None:
    s = Given(obj)
    w.u4(s.number("type", _enum("HitGroupType"), default=0))
    for name in ("any_hit", "closest_hit", "intersection"):
        str_ref(s.value(name, {}), w)


def raytracing_pipeline_config1(obj, w: Writer) -> None:
    s = Given(obj)
    w.u4(s.number("max_trace_recursion_depth", default=0))
    w.u4(s.number("flags", default=0))
    w.bytes(s.data("padding", b""))


def node_id(obj, w: Writer) -> None:
    _record(obj, w, "node_id")


def node_shader_func_attrib(obj, w: Writer) -> None:
    _record(obj, w, "node_shader_func_attrib")


def node_shader_io_attrib(obj, w: Writer) -> None:
    _record(obj, w, "node_shader_io_attrib")


def record_dispatch_grid(obj, w: Writer) -> None:
    g = Given(obj)
    w.u2(g.number("ofs_field", default=0))
    w.u2(g.number("num_components_and_type", default=0))


def io_node(obj, w: Writer) -> None:
    _record(obj, w, "io_node")


def node_shader_info(obj, w: Writer) -> None:
    _record(obj, w, "node_shader_info")


def signature_element(obj, w: Writer) -> None:
    _record(obj, w, "signature_element")


def vs_info(obj, w: Writer) -> None:
    _record(obj, w, "vs_info")


def ps_info(obj, w: Writer) -> None:
    _record(obj, w, "ps_info")


def hs_info(obj, w: Writer) -> None:
    _record(obj, w, "hs_info")


def ds_info(obj, w: Writer) -> None:
    _record(obj, w, "ds_info")


def gs_info(obj, w: Writer) -> None:
    _record(obj, w, "gs_info")


def cs_info(obj, w: Writer) -> None:
    _record(obj, w, "cs_info")


def ms_info(obj, w: Writer) -> None:
    _record(obj, w, "ms_info")


def as_info(obj, w: Writer) -> None:
    _record(obj, w, "as_info")


def pdb_info(obj, w: Writer) -> None:
    _record(obj, w, "pdb_info")


def pdb_info_source(obj, w: Writer) -> None:
    _record(obj, w, "pdb_info_source")


def pdb_info_library(obj, w: Writer) -> None:
    _record(obj, w, "pdb_info_library")
