"""Writers for ``ksy/dxcontainer_psv0.ksy`` (pipeline state validation)."""
from __future__ import annotations

import functools

from . import sized
from .. import kaitai
from .buffer import Writer
from .given import Given

SPEC = "dxcontainer_psv0"



#: The parts this writer builds from trees.
FOURCCS = ("PSV0",)

#: Sizes a tree may leave out: the runtime information DXC 1.7 and 1.8
#: write (v3, with the entry name), a resource record with kind and flags,
#: a signature element record.
RUNTIME_INFO_SIZE, RESOURCE_RECORD_SIZE, SIGNATURE_ELEMENT_SIZE = 52, 24, 16

_STAGE_INFO = {"pixel": "pixel_info", "vertex": "vertex_info", "geometry": "geometry_info",
               "hull": "hull_info", "domain": "domain_info", "mesh": "mesh_info",
               "amplification": "amplification_info"}
_STAGE_VECTORS = {"geometry": "geometry_vectors", "hull": "tessellation_vectors",
                  "domain": "tessellation_vectors", "mesh": "mesh_vectors"}
_ELEMENT_LISTS = ("input_elements", "output_elements", "patch_const_or_prim_elements")


_enum = functools.partial(kaitai.enum_class, SPEC)  # the spec's enums, by class name


@functools.lru_cache(maxsize=None)
def runtime_info_sizes() -> dict:
    """``{version: size}`` of the runtime information records (the spec's
    ``runtime_info_size``: 0 is 24 bytes ... 4 is 56)."""
    return {int(m.name.rsplit("_", 1)[1]): m.value for m in _enum("RuntimeInfoSize")}


@functools.lru_cache(maxsize=None)
def resource_record_sizes() -> dict:
    """``{version: size}`` of the resource binding records (the spec's ``resource_bind_info_size``)."""
    return {int(m.name.rsplit("_", 1)[1]): m.value for m in _enum("ResourceBindInfoSize")}


def ofs_signature_elements(len_runtime_info: int, num_resources: int, len_resource_record: int,
                            len_string_table: int, num_semantic_indices: int) -> int:
    """Where the first signature element is in the part's data, as this writer
    lays the part out: the runtime information (after its size), the
    resource count, their record size and records (when there are any), the
    string table (after its size), the semantic index table (after its
    count), and the element record size."""
    resources = 4 + num_resources * len_resource_record if num_resources else 0
    return 4 + len_runtime_info + 4 + resources + 4 + len_string_table + 4 + 4 * num_semantic_indices + 4


def _size_of(version: int) -> int:
    return runtime_info_sizes()[version]


def _extension(info: Given, version: int) -> Given:
    """What runtime information version ``version`` adds (``v1`` ... ``v4``), as given."""
    value = info.value(f"v{version}", None)
    return Given(value if isinstance(value, dict) or info.parsed and value is not None else {}, info)


def _stage_name(number: int):
    member = _enum("ShaderKind")._value2member_map_.get(number)
    return member.name if member is not None else None


def dxcontainer_psv0(obj, w: Writer) -> None:
    """PSV0 from a parsed object or a tree. Left out: ``len_runtime_info``
    (52, v3), the runtime information's counts and vectors (from the
    elements), ``ofs_entry_function_name``, ``num_resources``,
    ``len_resource_record`` (24), the string table (an empty name, then each
    distinct element name and the entry name, zeros to a multiple of 4), the
    semantic index table (each element's indices, a run already in the
    table reused), ``len_signature_element`` (16), the element offsets, and
    the dependency tables (zeros of the sizes the vectors give)."""
    psv = Given(obj)
    elements = {name: psv.children(name, []) for name in _ELEMENT_LISTS}
    len_runtime_info = psv.number("len_runtime_info", default=RUNTIME_INFO_SIZE)
    info = Given(psv.value("runtime_info", {}), psv)
    strings = _StringTable(psv, w.options.get("names", "dxc"),
                           _names_to_place(psv, info, elements, len_runtime_info))
    indices = _IndexTable(psv)
    layout = _Layout(psv, info, elements, len_runtime_info, strings, indices)
    w.u4(len_runtime_info)
    if psv.parsed:
        sized(obj.runtime_info, len_runtime_info, w, getattr(obj, "_raw_runtime_info", None))
    else:
        inner = Writer(w.options, w.limit)
        runtime_info(info, inner, layout)
        w.bytes(inner.finish(size=len_runtime_info)[:max(len_runtime_info, len(inner.buf))])
    resources = psv.children("resources", [])
    num_resources = psv.number("num_resources", default=len(resources))
    w.u4(num_resources)
    if num_resources > 0:
        len_resource_record = psv.number("len_resource_record", default=RESOURCE_RECORD_SIZE)
        w.u4(len_resource_record)
        raws = getattr(obj, "_raw_resources", None) or [None] * len(resources)
        for res, raw in zip(resources, raws):
            _record(res, resource_bind_info, len_resource_record, w, raw)
    if layout.has_signature_data:
        table = strings.finish()
        len_string_table = psv.number("len_string_table", default=len(table))
        w.u4(len_string_table)
        if psv.parsed:
            sized(obj.string_table, len_string_table, w, getattr(obj, "_raw_string_table", None))
        else:
            w.bytes(table)
        values = indices.finish()
        num_semantic_indices = psv.number("num_semantic_indices", default=len(values))
        w.u4(num_semantic_indices)
        for index in values:
            w.u4(index)
        if layout.num_signature_elements > 0:
            len_signature_element = psv.number("len_signature_element",
                                               default=SIGNATURE_ELEMENT_SIZE)
            w.u4(len_signature_element)
            for field in _ELEMENT_LISTS:
                raws = getattr(obj, f"_raw_{field}", None) or [None] * len(elements[field])
                for element, raw in zip(elements[field], raws):
                    _record(element, psv_signature_element, len_signature_element, w, raw, layout)
        for name, count in layout.tables():
            for table in _tables(psv, name, count):
                dword_table(table, w)
    w.bytes(psv.data("unknown_tail", b""))


class _Layout:
    """What the writer computes from the elements and the runtime
    information (the version's fields, the vectors, the table sizes)."""

    def __init__(self, psv, info, elements, len_runtime_info, strings, indices):
        self.psv, self.info, self.elements = psv, info, elements
        self.v1, self.v3 = _extension(info, 1), _extension(info, 3)
        self.has_signature_data = len_runtime_info >= _size_of(1)
        #: Where each element left without them finds its name and its indices.
        self.name_offsets, self.index_offsets = {}, {}
        for field in _ELEMENT_LISTS:
            for e in elements[field]:
                if not e.has("ofs_name"):
                    self.name_offsets[id(e.source)] = strings.add(e.text("name", ""))
                if not e.has("ofs_semantic_indices"):
                    self.index_offsets[id(e.source)] = indices.add(
                        [int(v) for v in e.value("semantic_index_values", [])] or
                        [0] * e.number("rows", default=1))
        if len_runtime_info >= _size_of(3) and not self.v3.has("ofs_entry_function_name"):
            self.entry = strings.add(psv.text("entry_function_name", ""))
        else:
            self.entry = None
        self.stage = self.v1.number("shader_stage", _enum("ShaderKind"),
                                 default=psv.number("shader_kind", default=-1) & 0xFF) \
            if self.has_signature_data else psv.number("shader_kind", default=-1)
        kind = _stage_name(self.stage)
        self.num_signature_elements = sum(
            self.v1.number(f"sig_{f[:-len('_elements')]}_elements", default=len(elements[f]))
            for f in _ELEMENT_LISTS) if self.has_signature_data else 0
        self.kind = kind

    def vectors(self, field: str, stream: int = 0) -> int:
        """Rows the elements of a list use (of one output stream)."""
        rows = [e.number("start_row", default=0) + e.number("rows", default=1)
                for e in self.elements[field]
                if field != "output_elements" or e.number("output_stream", default=0) == stream]
        return max(rows, default=0)

    def input_vectors(self) -> int:
        return self.v1.number("sig_input_vectors", default=self.vectors("input_elements"))

    def output_vectors(self) -> list:
        given = self.v1.value("sig_output_vectors", None)
        if given is None:
            return [self.vectors("output_elements", s) for s in range(4)]
        if not isinstance(given, list) or len(given) != 4:
            raise ValueError("sig_output_vectors is a list of 4 counts, one per stream")
        return [int(v) for v in given]

    def patch_const_or_prim_vectors(self) -> int:
        if self.kind not in ("hull", "domain", "mesh"):
            return 0
        given = self.v1.value("stage_vectors", {})
        vectors = Given(given if isinstance(given, dict) else {}, self.v1)
        name = "sig_prim_vectors" if self.kind == "mesh" else "sig_patch_const_vectors"
        return vectors.number(name, default=self.vectors("patch_const_or_prim_elements"))

    def tables(self):
        """``(field, dword count of each table)`` of the dependency tables,
        in order, as the spec decides them."""
        uses_view_id = self.v1.number("uses_view_id", default=0)
        streams = 4 if self.kind == "geometry" else 1
        outputs = self.output_vectors()
        inputs = self.input_vectors()
        patch = self.patch_const_or_prim_vectors()
        out = []
        if uses_view_id:
            out.append(("view_id_output_masks", [(outputs[i] + 7) // 8 for i in range(streams)]))
            if self.kind in ("hull", "mesh"):
                out.append(("view_id_patch_const_or_prim_mask", [(patch + 7) // 8]))
        out.append(("input_to_output_tables",
                    [0 if self.kind == "mesh" else (outputs[i] + 7) // 8 * inputs * 4
                     for i in range(streams)]))
        if self.kind == "hull":
            out.append(("input_to_patch_const_table", [(patch + 7) // 8 * inputs * 4]))
        if self.kind == "domain":
            out.append(("patch_const_to_output_table", [(outputs[0] + 7) // 8 * patch * 4]))
        return out


def _tables(psv: Given, name: str, counts: list) -> list:
    """The given tables of a field (one or a list), else zeros of ``counts``."""
    given = psv.value(name, None)
    if given is None:
        return [{"dwords": [0] * n} for n in counts]
    return given if isinstance(given, list) else [given]


#: How the string table's names are laid out (``w.options["names"]``):
#: ``dxc``, each element's name appended again even when it is already there
#: (only the empty name of system values is shared): every PSV0 of the shared
#: corpus that has a repeated name is laid out so; ``once``, each distinct
#: name once; ``llvm``, as LLVM's yaml2obj does (:func:`_suffix_shared`).
#: All start with the empty name and pad with zeros to 4.
NAME_LAYOUTS = ("dxc", "once", "llvm")


def _names_to_place(psv: Given, info: Given, elements: dict, len_runtime_info: int) -> list:
    """The names the string table must hold: the elements' (in order) and
    the entry point's, those whose offsets are not given."""
    names = [e.text("name", "") for field in _ELEMENT_LISTS for e in elements[field]
             if not e.has("ofs_name")]
    if len_runtime_info >= _size_of(3) and not _extension(info, 3).has("ofs_entry_function_name"):
        names.append(psv.text("entry_function_name", ""))
    return names


def _suffix_shared(names) -> tuple:
    """``(table, offset of each name)`` as LLVM's string table builder lays
    them out: an empty name first, then each distinct name once, sorted
    from its last byte backwards (descending), a name that ends the one
    placed before it sharing its bytes."""
    table = bytearray(b"\0")
    offsets, previous = {}, b""
    for name in sorted(set(names), key=lambda n: n[::-1], reverse=True):
        if previous.endswith(name):
            offsets[name] = len(table) - len(name) - 1
            continue
        offsets[name] = len(table)
        table += name + b"\0"
        previous = name
    return table, offsets


class _StringTable:
    """DXC's string table: an empty name first, then the names as the layout
    says, zeros to a multiple of 4 (or the table given)."""

    def __init__(self, psv: Given, layout: str = "dxc", names=()):
        if layout not in NAME_LAYOUTS:
            raise ValueError(f"PSV0 names are laid out as one of {', '.join(NAME_LAYOUTS)}, "
                             f"not {layout!r}")
        given = psv.value("string_table", None)
        self.given = Given(given, psv).data("data") if given is not None else None
        self.table = bytearray(self.given if self.given is not None else b"\0")
        self.seen = {b"": 0}
        self.dedupe = layout == "once"
        if layout == "llvm" and self.given is None:
            self.table, self.seen = _suffix_shared(names)
            self.dedupe = True

    def add(self, name: bytes) -> int:
        if self.given is not None:
            at = self.table.find(name + b"\0")
            while at > 0 and self.table[at - 1] != 0:
                at = self.table.find(name + b"\0", at + 1)
            if at >= 0:
                return at
        elif name in self.seen and (self.dedupe or not name):
            return self.seen[name]
        self.seen[name] = len(self.table)
        self.table += name + b"\0"
        return self.seen[name]

    def finish(self) -> bytes:
        if self.given is None:
            self.table += bytes(-len(self.table) % 4)
        return bytes(self.table)


class _IndexTable:
    """DXC's semantic index table: each element's indices, a run already in
    the table reused (or the table given)."""

    def __init__(self, psv: Given):
        self.values = [int(v) for v in psv.value("semantic_indices", [])]

    def add(self, run: list) -> int:
        for at in range(len(self.values) - len(run) + 1):
            if self.values[at:at + len(run)] == run:
                return at
        self.values += run
        return len(self.values) - len(run)

    def finish(self) -> list:
        return self.values


def _record(obj, writer, size: int, w: Writer, raw, *args) -> None:
    """A size-versioned record: a parsed one with its own bytes as the
    background, a tree's padded with zeros (or cut) to ``size``."""
    g = Given(obj)
    if g.parsed:
        sized(g.source, size, w, raw)
        return
    inner = Writer(w.options, w.limit)
    writer(g, inner, size, *args)
    w.bytes(inner.finish(size=size)[:max(size, 0)])


def runtime_info(obj, w: Writer, layout: _Layout = None) -> None:
    info = Given(obj)
    if info.parsed:
        size = obj._io.size()
        stage = info.number("union_stage", _enum("ShaderKind"))
    else:
        size = layout.psv.number("len_runtime_info", default=RUNTIME_INFO_SIZE)
        stage = layout.stage
    kind = _stage_name(stage)
    stage_info = info.value("stage_info", None)
    if info.parsed:
        sized(obj.stage_info, 16, w, getattr(obj, "_raw_stage_info", None))
    elif kind in _STAGE_INFO and not isinstance(stage_info, (str, bytes)):
        inner = Writer(w.options, w.limit)
        globals()[_STAGE_INFO[kind]](Given(stage_info or {}, info), inner)
        w.bytes(inner.finish(size=16)[:16])
    else:
        w.bytes((info.data("stage_info", b"") + bytes(16))[:16])
    w.u4(info.number("min_num_wave_lanes", default=0))
    w.u4(info.number("max_num_wave_lanes", default=0xFFFFFFFF))
    for version, extension in enumerate((runtime_info_v1, runtime_info_v2, runtime_info_v3,
                                         runtime_info_v4), 1):
        if size >= _size_of(version):
            extension(_extension(info, version), w, layout, stage)
    w.bytes(info.data("unknown_tail", b""))
    # stage_byte is v1's shader_stage read ahead and union_stage a value: nothing more to write.


def runtime_info_v1(obj, w: Writer, layout: _Layout = None, stage: int = None) -> None:
    """The stage, view-id use and the signatures' sizes (counts and vectors
    from the elements when a tree leaves them out)."""
    v1 = Given(obj)
    kind = _stage_name(stage)
    w.u1(v1.number("shader_stage", _enum("ShaderKind")) if v1.parsed else stage)
    w.u1(v1.number("uses_view_id", default=0))
    vectors = v1.value("stage_vectors", None)
    if v1.parsed:
        sized(v1.source.stage_vectors, 2, w, getattr(v1.source, "_raw_stage_vectors", None))
    elif kind in _STAGE_VECTORS and not isinstance(vectors, (str, bytes)):
        inner = Writer(w.options, w.limit)
        globals()[_STAGE_VECTORS[kind]](Given(vectors or {}, v1), inner, layout)
        w.bytes(inner.finish(size=2)[:2])
    else:
        w.bytes((v1.data("stage_vectors", b"") + bytes(2))[:2])
    for field in _ELEMENT_LISTS:
        count = f"sig_{field[:-len('_elements')]}_elements"
        w.u1(v1.number(count, default=0 if v1.parsed else len(layout.elements[field])))
    w.u1(v1.number("sig_input_vectors") if v1.parsed else layout.input_vectors())
    for vectors in (v1.value("sig_output_vectors") if v1.parsed else layout.output_vectors()):
        w.u1(vectors)


def runtime_info_v2(obj, w: Writer, layout: _Layout = None, stage: int = None) -> None:
    v2 = Given(obj)
    for axis in ("num_threads_x", "num_threads_y", "num_threads_z"):
        w.u4(v2.number(axis, default=0))


def runtime_info_v3(obj, w: Writer, layout: _Layout = None, stage: int = None) -> None:
    w.u4(Given(obj).number("ofs_entry_function_name", default=layout.entry if layout else 0))


def runtime_info_v4(obj, w: Writer, layout: _Layout = None, stage: int = None) -> None:
    w.u4(Given(obj).number("num_bytes_group_shared_memory", default=0))


def _u(g: Given, w: Writer, width: int, name: str, enum: str = None) -> None:
    getattr(w, f"u{width}")(g.number(name, _enum(enum) if enum else None, default=0))


def pixel_info(obj, w: Writer) -> None:
    g = Given(obj)
    _u(g, w, 1, "depth_output")
    _u(g, w, 1, "sample_frequency")
    w.bytes(g.data("reserved", bytes(14)))


def vertex_info(obj, w: Writer) -> None:
    g = Given(obj)
    _u(g, w, 1, "output_position_present")
    w.bytes(g.data("reserved", bytes(15)))


def geometry_info(obj, w: Writer) -> None:
    g = Given(obj)
    _u(g, w, 4, "input_primitive", "Primitive")
    _u(g, w, 4, "output_topology", "PrimitiveTopology")
    _u(g, w, 4, "output_stream_mask")
    _u(g, w, 1, "output_position_present")
    w.bytes(g.data("reserved", bytes(3)))


def hull_info(obj, w: Writer) -> None:
    g = Given(obj)
    _u(g, w, 4, "num_input_control_points")
    _u(g, w, 4, "num_output_control_points")
    _u(g, w, 4, "tessellator_domain", "TessellatorDomain")
    _u(g, w, 4, "tessellator_output_primitive", "TessellatorOutputPrimitive")


def domain_info(obj, w: Writer) -> None:
    g = Given(obj)
    _u(g, w, 4, "num_input_control_points")
    _u(g, w, 1, "output_position_present")
    w.bytes(g.data("reserved", bytes(3)))
    _u(g, w, 4, "tessellator_domain", "TessellatorDomain")
    w.bytes(g.data("reserved2", bytes(4)))


def mesh_info(obj, w: Writer) -> None:
    g = Given(obj)
    _u(g, w, 4, "group_shared_bytes_used")
    _u(g, w, 4, "group_shared_bytes_dependent_on_view_id")
    _u(g, w, 4, "len_payload")
    _u(g, w, 2, "max_output_vertices")
    _u(g, w, 2, "max_output_primitives")


def amplification_info(obj, w: Writer) -> None:
    g = Given(obj)
    _u(g, w, 4, "len_payload")
    w.bytes(g.data("reserved", bytes(12)))


def geometry_vectors(obj, w: Writer, layout=None) -> None:
    _u(Given(obj), w, 2, "max_num_vertices")


def tessellation_vectors(obj, w: Writer, layout=None) -> None:
    g = Given(obj)
    w.u1(g.number("sig_patch_const_vectors",
                  default=layout.patch_const_or_prim_vectors() if layout else 0))
    _u(g, w, 1, "reserved")


def mesh_vectors(obj, w: Writer, layout=None) -> None:
    g = Given(obj)
    w.u1(g.number("sig_prim_vectors",
                  default=layout.patch_const_or_prim_vectors() if layout else 0))
    _u(g, w, 1, "mesh_output_topology", "MeshOutputTopology")


def resource_bind_info(obj, w: Writer, size: int = None) -> None:
    g = Given(obj)
    if size is None:
        size = obj._io.size()
    _u(g, w, 4, "res_type", "ResourceType")
    _u(g, w, 4, "space")
    _u(g, w, 4, "lower_bound")
    _u(g, w, 4, "upper_bound")
    if size >= resource_record_sizes()[1]:
        value = g.value("v1", None)
        resource_bind_info_v1(Given(value if value is not None else {}, g), w)
    w.bytes(g.data("unknown_tail", b""))


def resource_bind_info_v1(obj, w: Writer) -> None:
    g = Given(obj)
    _u(g, w, 4, "res_kind", "ResourceKind")
    _u(g, w, 4, "res_flags")


def string_table(obj, w: Writer) -> None:
    w.bytes(Given(obj).data("data", b""))


def psv_signature_element(obj, w: Writer, size: int = None, layout: _Layout = None) -> None:
    g = Given(obj)
    w.u4(g.number("ofs_name", default=layout.name_offsets.get(id(g.source), 0) if layout else 0))
    w.u4(g.number("ofs_semantic_indices",
                  default=layout.index_offsets.get(id(g.source), 0) if layout else 0))
    w.u1(g.number("rows", default=1))
    w.u1(g.number("start_row", default=0))
    w.u1(g.number("cols", default=4) & 15 | (g.number("start_col", default=0) & 3) << 4
         | (g.number("allocated", default=1) & 1) << 6 | (g.number("reserved_bit", default=0) & 1) << 7)
    _u(g, w, 1, "semantic_kind", "SemanticKind")
    _u(g, w, 1, "component_type", "ComponentType")
    _u(g, w, 1, "interpolation_mode", "InterpolationMode")
    w.u1(g.number("dynamic_mask", default=0) & 15 | (g.number("output_stream", default=0) & 3) << 4
         | (g.number("reserved_bits", default=0) & 3) << 6)
    _u(g, w, 1, "reserved")
    w.bytes(g.data("unknown_tail", b""))


def dword_table(obj, w: Writer) -> None:
    for dword in Given(obj).value("dwords", []):
        w.u4(dword)
