"""Writers for ``ksy/dxcontainer_fx10.ksy``: the header, the unstructured
blob (names, types, values, shaders) and the structured records pointing into it.

A parsed effect is written as it was read: header, the blob as its bytes, the
records. A tree may leave out every count, size and offset: the blob is then
laid out as FXC lays it out, in the order the records are written (a
buffer's name and annotations, then per variable its type, name, semantic,
default value and annotations; per object its type, name, semantic, the
values of its initializers and its annotations; then the techniques), after
four zero bytes (offset 0 is the empty string, FXC's NULL), unaligned, each
string and each type record stored once. A given ``unstructured`` is the
blob's background, and what the tree gives at a given offset is written over it.
"""
from __future__ import annotations

import functools

from .. import kaitai
from .buffer import Writer
from .given import Given
from .heap import Heap

#: The parts this writer builds from trees.
FOURCCS = ("FX10",)

SPEC = "dxcontainer_fx10"
_enum = functools.partial(kaitai.enum_class, SPEC)

FX_5_0 = 0xFEFF2001
HEADER_SIZE = 76

#: var_type codes.
NUMERIC, OBJECT, STRUCT = 1, 2, 3
#: assignment_type codes and the value each one's ``ofs_initializer`` points at.
CONSTANT, VARIABLE, CONSTANT_INDEX, VARIABLE_INDEX, EXPRESSION_INDEX, EXPRESSION, \
    INLINE_SHADER, INLINE_SHADER5 = range(1, 9)

#: object_type codes, by what the header counts them as.
STRINGS = {1}
BLEND, DEPTH_STENCIL, RASTERIZER, SAMPLER = 2, 3, 4, 21
STATE_BLOCKS = {BLEND, DEPTH_STENCIL, RASTERIZER, SAMPLER}
SHADERS4 = {5, 6, 7, 8}
SHADERS5 = {25, 26, 27, 28, 29, 30}
SHADER_RESOURCES = {9, 10, 11, 12, 13, 14, 15, 16, 17, 22, 23, 37, 39}
UNORDERED_ACCESS_VIEWS = {31, 32, 33, 34, 35, 36, 38, 40, 41, 42, 43, 44}
RENDER_TARGET_VIEWS, DEPTH_STENCIL_VIEWS = {19}, {20}


class Blob:
    """The unstructured blob of the effect being built: the given bytes,
    what the tree gives at given offsets, and a heap for what it leaves out
    (strings and type records stored once, nothing aligned)."""

    def __init__(self, background: bytes, start: int, views: bool, fx5: bool, limit=None):
        self.w = Writer(limit=limit)
        self.fx5 = fx5
        self.w.bytes(background)
        self.heap = Heap(start)
        #: False over a parsed effect: its blob is its bytes, every offset given.
        self.views = views
        self.types: dict = {}
        #: Where what the tree gives at given offsets ends (the heap starts after).
        self.given_end = 0

    def put_at(self, at: int, data: bytes) -> None:
        with self.w.at(at):
            self.w.bytes(data)
        self.given_end = max(self.given_end, at + len(data))

    def place(self, data: bytes) -> int:
        at = self.heap.place(len(data), 1)
        with self.w.at(at):
            self.w.bytes(data)
        return at

    def string(self, g: Given, name: str, ofs: str) -> int:
        """The offset of a record's string: the given one (the text written
        there when the tree gives it too), else its text stored once (none,
        or empty, is offset 0: the empty string FXC writes first)."""
        if g.has(ofs) or not self.views:
            at = g.number(ofs)
            if self.views and g.has(name):
                self.put_at(at, g.text(name) + b"\0")
            return at
        text = g.value(name, "")
        if text == "":
            return 0
        fresh = text not in self.heap.strings
        at = self.heap.string(text)
        if fresh:
            with self.w.at(at):
                self.w.bytes(g.text(name) + b"\0")
        return at

    def strings(self, given: list, items: list, count: int) -> list:
        """The offsets of ``count`` strings of a list (each item a tree with
        ``value``): the given offsets, each item's text written at its own,
        else each text placed; 0 (none) past both."""
        out = []
        for index in range(count):
            item = items[index] if index < len(items) else None
            if index < len(given):
                if item is not None and item.has("value"):
                    self.put_at(given[index], item.text("value") + b"\0")
                out.append(given[index])
            else:
                out.append(self.string(item, "value", "ofs_value") if item is not None else 0)
        return out

    def value(self, g: Given, name: str, ofs: str, data: bytes) -> int:
        """The offset of a value (``data``, built from the tree's ``name``):
        the given one, with the value written there when given, else placed."""
        if g.has(ofs) or not self.views:
            at = g.number(ofs)
            if self.views and data is not None:
                self.put_at(at, data)
            return at
        if data is None:
            raise ValueError(f"the tree gives neither {ofs!r} nor {name!r}")
        return self.place(data)

    def type(self, g: Given, name: str = "type", ofs: str = "ofs_type", depth: int = 0) -> int:
        """The offset of the type a record points at: the given one (the type
        written there when the tree gives it), else the type's name, its
        members' names, semantics and types, then its record, each type
        stored once (by its bytes)."""
        if not self.views:
            return g.number(ofs)
        if depth > 32:
            raise ValueError("types nest more than 32 levels deep")
        t = g.value(name, None)
        if t is None:
            return g.number(ofs)
        t = Given(t, g)
        record = Writer()
        fx_type(t, record, self, depth)
        record = record.finish()
        if g.has(ofs):
            at = g.number(ofs)
            self.put_at(at, record)
            return at
        at = self.types.get(record)
        if at is None:
            at = self.types[record] = self.place(record)
        return at

    def block(self, g: Given, name: str, ofs: str) -> int:
        """The offset of a data block (a size and a nested container)."""
        if not self.views:
            return g.number(ofs)
        b = g.value(name, None)
        data = None
        if b is not None:
            out = Writer()
            data_block(Given(b, g), out)
            data = out.finish()
            if data == bytes(4) and not g.has(ofs):
                return 0  # a NULL shader: the size 0 FXC's first four bytes hold
        return self.value(g, name, ofs, data)


def dxcontainer_fx10(obj, w: Writer) -> None:
    """FX10 from a parsed object or a tree. Left out: every count of the
    header (from the records: the buffers, variables, objects by kind and
    elements, techniques, inline shaders), ``len_unstructured`` and every
    offset into the blob, laid out as the module docstring says; a
    buffer's ``size`` (its variables' extent, to 16 bytes), bind points
    0xFFFFFFFF, flags 0."""
    r = Given(obj)
    head = Given(r.value("header", {}), r)
    fx5 = head.number("tag", _enum("EffectVersion"), default=FX_5_0 if _looks_fx5(r) else 0xFEFF1001) \
        == FX_5_0
    background = r.data("unstructured", None)
    if r.parsed:
        blob = Blob(background, len(background), False, fx5)
        structured = _structured(r, blob, fx5, w.limit)
    else:
        start = max(4, len(background or b""))
        blob = Blob(background or bytes(4), start, True, fx5, w.limit)
        structured = _structured(r, blob, fx5, w.limit)
        if blob.given_end > start:  # lay out again after what the tree gives
            blob = Blob(background or bytes(4), blob.given_end, True, fx5, w.limit)
            structured = _structured(r, blob, fx5, w.limit)
    data = blob.w.finish()
    size = head.number("len_unstructured") if head.has("len_unstructured") else len(data)
    data = data[:size].ljust(size, b"\0")
    header(head, w, r, size)
    if fx5:
        header5(Given(r.value("header5", {}), r), w, r)
    w.bytes(data)
    w.bytes(structured)
    if r.has("trailing"):
        w.bytes(r.data("trailing"))


def _looks_fx5(r: Given) -> bool:
    return any(r.has(name) for name in ("header5", "groups", "interface_variables"))


def _structured(r: Given, blob: Blob, fx5: bool, limit) -> bytes:
    s = Writer(limit=limit)
    for c in r.children("cbuffers", []):
        fx_cbuffer(c, s, blob, local=True)
    for o in r.children("object_variables", []):
        object_variable(o, s, blob, pool=False)
    if fx5:
        for v in r.children("interface_variables", []):
            interface_variable(v, s, blob)
    for c in r.children("pool_cbuffers", []):
        fx_cbuffer(c, s, blob, local=False)
    for o in r.children("pool_object_variables", []):
        object_variable(o, s, blob, pool=True)
    if fx5:
        for g in r.children("groups", []):
            group(g, s, blob)
    else:
        for t in r.children("techniques", []):
            technique(t, s, blob)
    return s.finish()


# --- the header: counts of what the records hold ----------------------------

def _elements(t: Given) -> int:
    return max(t.number("num_elements", default=0), 1)


def _object_kind(o: Given) -> int:
    t = o.value("type", None)
    return Given(t).number("object_type", _enum("ObjectType"), default=0) if t else 0


def _count_objects(r: Given, kinds) -> int:
    n = 0
    for o in r.children("object_variables", []):
        if _object_kind(o) in kinds:
            n += _elements(Given(o.value("type")))
    return n


def _assignments(r: Given):
    techniques = r.children("techniques", [])
    for g in r.children("groups", []):
        techniques += g.children("techniques", [])
    for t in techniques:
        for p in t.children("passes", []):
            yield from p.children("assignments", [])


def _header_counts(r: Given) -> dict:
    types = _enum("AssignmentType")
    inline = sum(1 for a in _assignments(r)
                 if a.number("assignment_type", types, default=0) in (INLINE_SHADER, INLINE_SHADER5))
    techniques = len(r.value("techniques", None) or []) + \
        sum(len(g.value("techniques", None) or []) for g in r.children("groups", []))
    return {
        "num_cbuffers": lambda: len(r.value("cbuffers", [])),
        "num_numeric_variables": lambda: sum(len(c.value("variables", None) or [])
                                            for c in r.children("cbuffers", [])),
        "num_object_variables": lambda: len(r.value("object_variables", [])),
        "num_pool_cbuffers": lambda: len(r.value("pool_cbuffers", [])),
        "num_pool_numeric_variables": lambda: sum(len(c.value("variables", None) or [])
                                          for c in r.children("pool_cbuffers", [])),
        "num_pool_object_variables": lambda: len(r.value("pool_object_variables", [])),
        "num_techniques": lambda: techniques,
        "num_strings": lambda: _count_objects(r, STRINGS),
        "num_shader_resources": lambda: _count_objects(r, SHADER_RESOURCES),
        "num_depth_stencil_blocks": lambda: _count_objects(r, {DEPTH_STENCIL}),
        "num_blend_state_blocks": lambda: _count_objects(r, {BLEND}),
        "num_rasterizer_state_blocks": lambda: _count_objects(r, {RASTERIZER}),
        "num_samplers": lambda: _count_objects(r, {SAMPLER}),
        "num_render_target_views": lambda: _count_objects(r, RENDER_TARGET_VIEWS),
        "num_depth_stencil_views": lambda: _count_objects(r, DEPTH_STENCIL_VIEWS),
        "num_shaders": lambda: _count_objects(r, SHADERS4 | SHADERS5) + inline,
        "num_inline_shaders": lambda: inline,
    }


_HEADER = ("num_cbuffers", "num_numeric_variables", "num_object_variables",
           "num_pool_cbuffers", "num_pool_numeric_variables", "num_pool_object_variables", "num_techniques",
           "len_unstructured", "num_strings", "num_shader_resources", "num_depth_stencil_blocks",
           "num_blend_state_blocks", "num_rasterizer_state_blocks", "num_samplers",
           "num_render_target_views", "num_depth_stencil_views", "num_shaders",
           "num_inline_shaders")
_HEADER5 = ("num_groups", "num_unordered_access_views", "num_interface_variables",
            "num_interface_variable_elements", "num_class_instance_elements")


def header(obj, w: Writer, effect: Given = None, unstructured_size: int = 0) -> None:
    h = Given(obj)
    counts = _header_counts(effect) if effect is not None and not h.parsed else {}
    w.u4(h.number("tag", _enum("EffectVersion")))
    for name in _HEADER:
        if h.has(name) or h.parsed:
            w.u4(h.number(name))
        elif name == "len_unstructured":
            w.u4(unstructured_size)
        else:
            w.u4(counts[name]())


def _is_class(t: Given, depth: int = 0) -> bool:
    """A class instance's type, as the effects runtime tells one: a struct
    that implements an interface, itself or through its base class."""
    if t.number("var_type", _enum("VarType"), default=0) != STRUCT or depth > 32:
        return False
    interfaces = t.number("num_interfaces") if t.has("num_interfaces") else \
        len(t.value("ofs_interfaces", None) or t.value("interfaces", None) or [])
    base = t.value("base_class", None)
    return interfaces > 0 or (base is not None and _is_class(Given(base, t), depth + 1))


def header5(obj, w: Writer, effect: Given = None) -> None:
    h = Given(obj)
    r = effect
    computed = {} if r is None or h.parsed else {
        "num_groups": lambda: len(r.value("groups", [])),
        "num_unordered_access_views": lambda: _count_objects(r, UNORDERED_ACCESS_VIEWS),
        "num_interface_variables": lambda: len(r.value("interface_variables", [])),
        "num_interface_variable_elements": lambda: sum(
            _elements(Given(v.value("type", {}))) for v in r.children("interface_variables", [])),
        "num_class_instance_elements": lambda: sum(
            _elements(Given(v.value("type", {}))) for c in r.children("cbuffers", [])
            for v in c.children("variables", []) if _is_class(Given(v.value("type", {})))),
    }
    for name in _HEADER5:
        w.u4(h.number(name) if h.has(name) or h.parsed else computed[name]())


# --- the structured records -------------------------------------------------

def _cbuffer_size(c: Given) -> int:
    end = 0
    for v in c.children("variables", []):
        end = max(end, v.number("ofs_in_buffer", default=0) + type_sizes(Given(v.value("type", {}), v))[0])
    return end + -end % 16


def fx_cbuffer(obj, w: Writer, blob: Blob = None, local: bool = None) -> None:
    c = Given(obj)
    if local is None:
        local = bool(c.value("local"))
    variables = c.children("variables", [])
    ofs_name = blob.string(c, "name", "ofs_name") if blob else c.number("ofs_name")
    w.u4(ofs_name)
    w.u4(c.number("len_buffer") if c.has("len_buffer") or c.parsed else _cbuffer_size(c))
    w.u4(c.number("flags", default=0))
    w.u4(c.number("num_variables", default=len(variables)))
    w.u4(c.number("explicit_bind_point", default=0xFFFFFFFF))
    if local:
        annotations(c.value("annotations", {}), w, blob)
    for v in variables:
        numeric_variable(v, w, blob, local)


def numeric_variable(obj, w: Writer, blob: Blob = None, local: bool = None) -> None:
    v = Given(obj)
    if local is None:
        local = bool(v.value("local"))
    if blob is None:
        offsets = [v.number(n) for n in ("ofs_name", "ofs_type", "ofs_semantic")]
    else:
        ofs_type = blob.type(v)
        offsets = [blob.string(v, "name", "ofs_name"), ofs_type,
                   blob.string(v, "semantic", "ofs_semantic")]
    for value in offsets:
        w.u4(value)
    w.u4(v.number("ofs_in_buffer", default=0))
    if blob is None or not blob.views or not local:
        w.u4(v.number("ofs_default_value", default=0))
    else:
        default = v.data("default_value", None)
        w.u4(blob.value(v, "default_value", "ofs_default_value", default)
             if default is not None or v.has("ofs_default_value") else 0)
    w.u4(v.number("flags", default=0))
    if local:
        annotations(v.value("annotations", {}), w, blob)


def object_variable(obj, w: Writer, blob: Blob = None, pool: bool = None) -> None:
    o = Given(obj)
    if pool is None:
        pool = bool(o.value("pool"))
    if blob is None:
        offsets = [o.number(n) for n in ("ofs_name", "ofs_type", "ofs_semantic")]
    else:
        ofs_type = blob.type(o)
        offsets = [blob.string(o, "name", "ofs_name"), ofs_type,
                   blob.string(o, "semantic", "ofs_semantic")]
    for value in offsets:
        w.u4(value)
    w.u4(o.number("explicit_bind_point", default=0xFFFFFFFF))
    if pool:
        return
    kind = None
    if not o.parsed and o.has("type"):
        kind = _object_kind(o)
    for i in o.children("initializers", []) if o.value("initializers", None) else []:
        object_initializer(i, w, blob, kind)
    annotations(o.value("annotations", {}), w, blob)


def object_initializer(obj, w: Writer, blob: Blob = None, kind: int = None) -> None:
    i = Given(obj)
    if i.parsed or blob is None:
        if i.has("state_block"):
            state_block(i.value("state_block"), w, blob)
        for name in ("ofs_data", "ofs_so_declaration"):
            if i.has(name):
                w.u4(i.number(name))
        if i.has("shader5"):
            shader_data5(i.value("shader5"), w, blob)
        return
    if i.has("kind"):
        kind = i.number("kind", _enum("ObjectType"))
    if kind in STATE_BLOCKS or (kind is None and i.has("state_block")):
        state_block(i.value("state_block", {}), w, blob)
    elif kind in STRINGS or (kind is None and i.has("string")):
        w.u4(blob.string(i, "string", "ofs_data"))
    elif kind in SHADERS4 or (kind is None and i.has("shader")):
        w.u4(blob.block(i, "shader", "ofs_data"))
        if kind == 8 or i.has("ofs_so_declaration") or i.has("so_declaration"):
            w.u4(blob.string(i, "so_declaration", "ofs_so_declaration"))
    elif kind in SHADERS5 or (kind is None and i.has("shader5")):
        shader_data5(i.value("shader5", {}), w, blob)


def shader_data5(obj, w: Writer, blob: Blob = None) -> None:
    s = Given(obj)
    bindings = s.children("interface_bindings", []) if s.value("interface_bindings", None) else []
    if blob is None or not blob.views:
        w.u4(s.number("ofs_shader"))
        for v in s.numbers("ofs_so_declarations"):
            w.u4(v)
        w.u4(s.number("num_so_declarations"))
        w.u4(s.number("rasterized_stream"))
        w.u4(s.number("num_interface_bindings"))
        w.u4(s.number("ofs_interface_bindings"))
        return
    ofs_shader = blob.block(s, "shader", "ofs_shader")
    given = s.numbers("ofs_so_declarations") if s.has("ofs_so_declarations") else []
    texts = s.children("so_declarations", []) if s.value("so_declarations", None) else []
    ofs_so = blob.strings(given, texts, 4)
    ofs_bindings = 0
    if s.has("ofs_interface_bindings") or bindings:
        records = Writer()
        for b in bindings:
            interface_initializer(b, records, blob)
        ofs_bindings = blob.value(s, "interface_bindings", "ofs_interface_bindings",
                                  records.finish() if bindings else None)
    w.u4(ofs_shader)
    for v in ofs_so:
        w.u4(v)
    w.u4(s.number("num_so_declarations", default=sum(1 for v in ofs_so if v)))
    w.u4(s.number("rasterized_stream", default=0))
    w.u4(s.number("num_interface_bindings", default=len(bindings)))
    w.u4(ofs_bindings)


def so_declaration(obj, w: Writer) -> None:
    pass  # no fields: the string is a view of the unstructured blob


def interface_variable(obj, w: Writer, blob: Blob = None) -> None:
    v = Given(obj)
    if blob is None or not blob.views:
        for name in ("ofs_name", "ofs_type", "ofs_default_value", "flags"):
            w.u4(v.number(name))
        annotations(v.value("annotations"), w, blob)
        return
    ofs_type = blob.type(v)
    ofs_name = blob.string(v, "name", "ofs_name")
    initializers = v.children("initializers", []) if v.value("initializers", None) else []
    ofs_default = 0
    if v.has("ofs_default_value") or initializers:
        records = Writer()
        for i in initializers:
            interface_initializer(i, records, blob)
        ofs_default = blob.value(v, "initializers", "ofs_default_value",
                                 records.finish() if initializers else None)
    w.u4(ofs_name)
    w.u4(ofs_type)
    w.u4(ofs_default)
    w.u4(v.number("flags", default=0))
    annotations(v.value("annotations", {}), w, blob)


def interface_initializer(obj, w: Writer, blob: Blob = None) -> None:
    i = Given(obj)
    w.u4(blob.string(i, "instance_name", "ofs_instance_name") if blob else
         i.number("ofs_instance_name"))
    w.u4(i.number("array_index", default=0))


def annotations(obj, w: Writer, blob: Blob = None) -> None:
    a = Given(obj)
    items = a.children("items", []) if a.value("items", None) else []
    w.u4(a.number("count", default=len(items)))
    for item in items:
        annotation(item, w, blob)


def annotation(obj, w: Writer, blob: Blob = None) -> None:
    a = Given(obj)
    if blob is None or not blob.views:
        w.u4(a.number("ofs_name"))
        w.u4(a.number("ofs_type"))
        for v in a.numbers("ofs_values"):
            w.u4(v)
        return
    ofs_type = blob.type(a)
    ofs_name = blob.string(a, "name", "ofs_name")
    given = a.numbers("ofs_values") if a.has("ofs_values") else None
    strings = a.children("strings", []) if a.value("strings", None) else None
    if strings is not None:
        values = blob.strings(given or [], strings, max(len(given or []), len(strings)))
    elif given is not None:
        values = given
        if a.has("numeric_value"):
            blob.put_at(given[0], a.data("numeric_value"))
    else:
        values = [blob.place(a.data("numeric_value"))]
    w.u4(ofs_name)
    w.u4(ofs_type)
    for v in values:
        w.u4(v)


def annotation_string(obj, w: Writer) -> None:
    pass  # no fields: the string is a view of the unstructured blob


def _named_list(obj, w: Writer, blob, items: str, count: str, write_item) -> None:
    """A group, technique or pass: its name, its count of items, its
    annotations, then the items (techniques, passes, assignments)."""
    r = Given(obj)
    children = r.children(items, [])
    w.u4(blob.string(r, "name", "ofs_name") if blob else r.number("ofs_name"))
    w.u4(r.number(count, default=len(children)))
    annotations(r.value("annotations", {}), w, blob)
    for child in children:
        write_item(child, w, blob)


def group(obj, w: Writer, blob: Blob = None) -> None:
    _named_list(obj, w, blob, "techniques", "num_techniques", technique)


def technique(obj, w: Writer, blob: Blob = None) -> None:
    _named_list(obj, w, blob, "passes", "num_passes", pass_)


def pass_(obj, w: Writer, blob: Blob = None) -> None:
    _named_list(obj, w, blob, "assignments", "num_assignments", assignment)


globals()["pass"] = pass_  # the ksy type is named `pass`, a Python keyword


def state_block(obj, w: Writer, blob: Blob = None) -> None:
    s = Given(obj)
    assignments = s.children("assignments", [])
    w.u4(s.number("num_assignments", default=len(assignments)))
    for a in assignments:
        assignment(a, w, blob)


def assignment(obj, w: Writer, blob: Blob = None) -> None:
    a = Given(obj)
    kind = a.number("assignment_type", _enum("AssignmentType"))
    w.u4(a.number("state", _enum("State")))
    w.u4(a.number("index", default=0))
    w.u4(kind)
    if blob is None or not blob.views:
        w.u4(a.number("ofs_initializer"))
        return
    w.u4(_assignment_value(a, kind, blob))


def _assignment_value(a: Given, kind: int, blob: Blob) -> int:
    """The offset of an assignment's value, placed as FXC places it (for an
    indexed one, the array's name and the index's name or expression first)."""
    if kind == VARIABLE:
        return blob.string(a, "variable_name", "ofs_initializer")
    if kind in (EXPRESSION,):
        return blob.block(a, "expression", "ofs_initializer")
    record = Writer()
    if kind == CONSTANT and a.has("constants"):
        constants(a.value("constants"), record)
    elif kind in (CONSTANT_INDEX, VARIABLE_INDEX, EXPRESSION_INDEX) and a.has("indexed"):
        indexed_value(a.value("indexed"), record, blob, kind)
    elif kind == INLINE_SHADER and a.has("inline_shader"):
        inline_shader(a.value("inline_shader"), record, blob)
    elif kind == INLINE_SHADER5 and a.has("inline_shader5"):
        shader_data5(a.value("inline_shader5"), record, blob)
    else:
        return a.number("ofs_initializer", default=0)
    return blob.value(a, "value", "ofs_initializer", record.finish())


def constants(obj, w: Writer) -> None:
    c = Given(obj)
    values = c.children("values", [])
    w.u4(c.number("count", default=len(values)))
    for v in values:
        constant(v, w)


def constant(obj, w: Writer) -> None:
    c = Given(obj)
    w.u4(c.number("scalar_type", _enum("ScalarType")))
    w.u4(c.number("bits"))


def indexed_value(obj, w: Writer, blob: Blob = None, kind: int = None) -> None:
    i = Given(obj)
    if blob is None or not blob.views:
        w.u4(i.number("ofs_array_name"))
        w.u4(i.number("index"))
        return
    if kind is None:
        kind = i.number("kind", _enum("AssignmentType"))
    ofs_array = blob.string(i, "array_name", "ofs_array_name")
    if kind == VARIABLE_INDEX:
        index = blob.string(i, "index_variable_name", "index")
    elif kind == EXPRESSION_INDEX:
        index = blob.block(i, "index_expression", "index")
    else:
        index = i.number("index", default=0)
    w.u4(ofs_array)
    w.u4(index)


def inline_shader(obj, w: Writer, blob: Blob = None) -> None:
    s = Given(obj)
    if blob is None or not blob.views:
        w.u4(s.number("ofs_shader"))
        w.u4(s.number("ofs_so_declaration"))
        return
    ofs_shader = blob.block(s, "shader", "ofs_shader")
    w.u4(ofs_shader)
    w.u4(blob.string(s, "so_declaration", "ofs_so_declaration"))


def data_block(obj, w: Writer) -> None:
    """A size and a nested container: its bytes, its parsed object, or its
    tree (as :func:`dxfuzz.to_dict` or ``dump`` gives it, built by
    :func:`dxfuzz.build_tree`); ``len_data`` left out is the container's."""
    b = Given(obj)
    container = b.value("container", None)
    if b.parsed:
        w.u4(b.number("len_data"))
        if b.number("len_data") != 0:
            from . import sized
            sized(container, b.number("len_data"), w, getattr(obj, "_raw_container", None))
        return
    if container is None:
        data = b""
    elif isinstance(container, (bytes, bytearray, str)):
        data = b.data("container")
    elif isinstance(container, dict):
        from ..builder import build_tree
        data = build_tree(container, max_size=w.limit)
    else:
        from . import serialize_object
        data = serialize_object(container)
    w.u4(b.number("len_data", default=len(data)))
    w.bytes(data)


# --- types -------------------------------------------------------------------

def type_sizes(t: Given, depth: int = 0) -> tuple:
    """``(len_in_buffer, stride, len_packed)`` of a type: the given ones, else
    as FXC computes them: 16-byte registers, a matrix one register per row
    (per column when column-major), a struct as far as its last member
    reaches, array elements each starting a register; 0 for objects."""
    names = ("len_in_buffer", "stride", "len_packed")
    if all(t.has(n) for n in names):
        return tuple(t.number(n) for n in names)
    if depth > 32:
        raise ValueError("types nest more than 32 levels deep")
    kind = t.number("var_type", _enum("VarType"))
    if kind == NUMERIC:
        layout = t.number("numeric_layout", default=0)
        shape, rows, columns = layout & 7, max((layout >> 8) & 7, 1), max((layout >> 11) & 7, 1)
        if shape == 3:
            lines, width = (columns, rows) if layout & 0x4000 else (rows, columns)
            size = 16 * (lines - 1) + 4 * width
        else:
            rows = rows if shape != 2 else 1
            size = 4 * columns * rows
        packed = 4 * rows * columns
    elif kind == STRUCT:
        size = packed = 0
        for m in t.children("members", []) if t.value("members", None) else []:
            m_total, _, m_packed = type_sizes(Given(m.value("type", {}), m), depth + 1)
            size = max(size, m.number("ofs_in_struct", default=0) + m_total)
            packed += m_packed
    else:
        return tuple(t.number(n, default=0) for n in names)
    count = t.number("num_elements", default=0)
    stride = size + -size % 16
    computed = (size if not count else stride * (count - 1) + size, stride, packed * max(count, 1))
    return tuple(t.number(n) if t.has(n) else computed[i] for i, n in enumerate(names))


def fx_type(obj, w: Writer, blob: Blob = None, depth: int = 0) -> None:
    t = Given(obj)
    kind = t.number("var_type", _enum("VarType"))
    views = blob is not None and blob.views
    fx5 = blob.fx5 if blob is not None else t.parsed and t.source._root.is_fx5
    members = t.children("members", []) if kind == STRUCT and t.value("members", None) else []
    if views:  # what the record points at comes before it
        ofs_name = blob.string(t, "type_name", "ofs_type_name")
        member_offsets = [(blob.string(m, "name", "ofs_name"), blob.string(m, "semantic", "ofs_semantic"),
                           blob.type(m, depth=depth + 1)) for m in members]
        if kind == STRUCT and fx5:
            ofs_base = blob.type(t, "base_class", "ofs_base_class", depth + 1) \
                if t.has("base_class") or t.has("ofs_base_class") else 0
            ofs_interfaces = _interfaces(t, blob, depth)
    w.u4(ofs_name if views else t.number("ofs_type_name"))
    w.u4(kind)
    w.u4(t.number("num_elements", default=0))
    for value in type_sizes(t):
        w.u4(value)
    if kind == NUMERIC:
        w.u4(t.number("numeric_layout"))
    elif kind == OBJECT:
        w.u4(t.number("object_type", _enum("ObjectType")))
    elif kind == STRUCT:
        w.u4(t.number("num_members", default=len(members)))
        for index, m in enumerate(members):
            if views:
                ofs_member, ofs_semantic, ofs_type = member_offsets[index]
                w.u4(ofs_member)
                w.u4(ofs_semantic)
                w.u4(m.number("ofs_in_struct", default=0))
                w.u4(ofs_type)
            else:
                fx_member(m, w)
        if fx5:
            if not views:
                ofs_base, ofs_interfaces = t.number("ofs_base_class"), t.numbers("ofs_interfaces")
            w.u4(ofs_base)
            w.u4(t.number("num_interfaces", default=len(ofs_interfaces)))
            for v in ofs_interfaces:
                w.u4(v)


def _interfaces(t: Given, blob: Blob, depth: int) -> list:
    """The offsets of a class's interface types: the given ones (each type
    the tree gives written there), else each type placed."""
    given = t.numbers("ofs_interfaces") if t.has("ofs_interfaces") else []
    items = t.children("interfaces", []) if t.value("interfaces", None) else []
    out = []
    for index in range(max(len(given), len(items))):
        item = items[index] if index < len(items) else Given({}, t)
        if index < len(given):
            item = Given({**_plain(item), "ofs_type": given[index]}, t)
        out.append(blob.type(item, depth=depth + 1))
    return out


def _plain(g: Given) -> dict:
    return dict(g.source) if isinstance(g.source, dict) else {"type": g.source}


def fx_interface(obj, w: Writer) -> None:
    pass  # no fields: the interface type is a view of the unstructured blob


def fx_member(obj, w: Writer) -> None:
    m = Given(obj)
    w.u4(m.number("ofs_name"))
    w.u4(m.number("ofs_semantic"))
    w.u4(m.number("ofs_in_struct"))
    w.u4(m.number("ofs_type"))
