"""Writers for ``ksy/dxcontainer_rdef.ksy``: header, RD11 sub-header, tables,
variables, types, members, bindings and the strings they point at.

Every record and string is written at its offset: the one it was read from
(a parsed object), or the one a tree gives, or, left out, the one FXC would
give it (:class:`Layout`). Types (and the strings of shared names) are
reached once per reference, so a writer that followed every reference would
redo shared work again and again; ``seen`` remembers what was already
written at which offset, which keeps serialization linear in the part size.
"""
from __future__ import annotations

import functools

from .. import kaitai
from .buffer import Writer
from .given import Given

SPEC = "dxcontainer_rdef"

#: The parts this writer builds from trees.
FOURCCS = ("RDEF",)

#: The sub-header's magic: ``RD11`` (Shader Model 5.0, libraries) and the
#: one Shader Model 5.1 writes.
RD11_MAGIC, RD11_MAGIC_51 = 0x31314452, 0x25441313

#: The program type of function libraries (``lib_4_x``, ``lib_5_0``), whose
#: RDEF has the sub-header whatever the version.
LIBRARY = ("library", 0x4C46)

#: Deepest nesting of types a tree may give (the spec's ``max_type_depth``).
MAX_TYPE_DEPTH = 32

#: FXC's fill between records and after the strings.
FILL = 0xAB

#: Record sizes without a sub-header (Shader Model 4) and with one (5.0; 5.1
#: has 40-byte bindings).
SM4_SIZES = {"len_cbuffer_record": 24, "len_binding_record": 32, "len_variable_record": 24, "len_type_record": 16,
             "len_member_record": 12}
SM5_SIZES = {"len_cbuffer_record": 24, "len_binding_record": 32, "len_variable_record": 40, "len_type_record": 36,
             "len_member_record": 12}

_enum = functools.partial(kaitai.enum_class, SPEC)  # the spec's enums, by class name


class _Sizes:
    """The record sizes of the part being written (the sub-header's, or
    Shader Model 4's)."""

    __slots__ = ("cbuffer", "binding", "variable", "type", "member")

    def __init__(self, rd11):
        sizes = SM4_SIZES if rd11 is None else {k: rd11.number(k) for k in SM4_SIZES}
        self.cbuffer, self.binding, self.variable, self.type, self.member = (
            sizes[k] for k in ("len_cbuffer_record", "len_binding_record", "len_variable_record", "len_type_record",
                               "len_member_record"))

    @classmethod
    def of(cls, obj) -> "_Sizes":
        """The sizes a parsed record was read with (its root's)."""
        root = obj._root
        return cls(Given(root.rd11) if root.has_rd11 else None)


def _once(seen, kind, pos) -> bool:
    """True the first time ``(kind, pos)`` is met."""
    key = (kind, pos)
    if key in seen:
        return False
    seen.add(key)
    return True


def _name(r: Given, w: Writer, seen, name="name", ofs="ofs_name") -> None:
    """The string a record names, at its offset (an offset given without
    its text writes nothing there)."""
    pos = r.number(ofs)
    if r.has(name) and _once(seen, "str", pos):
        with w.at(pos):
            w.bytes(r.text(name) + b"\0")


def _rd11(r: Given):
    """The sub-header as a Given, or None (Shader Model 4)."""
    if r.parsed:
        return Given(r.source.rd11) if r.source.has_rd11 else None
    return Given(r.value("rd11"), r) if r.has("rd11") else None


def dxcontainer_rdef(obj, w: Writer, seen=None) -> None:
    """RDEF from a parsed object or a tree; what a tree leaves out is laid out
    by :class:`Layout`, and the bytes no record covers are FXC's 0xAB."""
    r = Given(obj)
    tree = not r.parsed
    if tree:
        layout = Layout(r)
        r = Given(layout.tree)
    seen = set() if seen is None else seen
    rd11 = _rd11(r)
    sizes = _Sizes(rd11)
    w.u4(r.number("num_cbuffers"))
    w.u4(r.number("ofs_cbuffers"))
    w.u4(r.number("num_bindings"))
    w.u4(r.number("ofs_bindings"))
    w.u1(r.number("target_minor"))
    w.u1(r.number("target_major"))
    w.u2(r.number("program_type", _enum("RdefProgramType")))
    w.u4(r.number("compile_flags"))
    w.u4(r.number("ofs_creator"))
    if rd11 is not None:
        rd11_header(rd11, w)
    # sub_header_magic re-reads the first bytes of `rd11` (or of whatever
    # follows the header): they are written by their fields.
    _name(r, w, seen, "creator", "ofs_creator")
    with w.at(r.number("ofs_cbuffers")):
        for cb in r.children("cbuffers", []):
            cbuffer(cb, w, seen, sizes)
    with w.at(r.number("ofs_bindings")):
        for b in r.children("bindings", []):
            binding(b, w, seen, sizes)
    if tree:
        w.fill(FILL, layout.end)


def rd11_header(obj, w: Writer, seen=None) -> None:
    h = Given(obj)
    w.u4(h.number("magic", kaitai.enum_class(SPEC, "Rd11Magic")))
    for name in ("len_header", "len_cbuffer_record", "len_binding_record", "len_variable_record",
                 "len_type_record", "len_member_record", "num_interface_slots"):
        w.u4(h.number(name))


def cbuffer(obj, w: Writer, seen=None, sizes=None) -> None:
    seen = set() if seen is None else seen
    c = Given(obj)
    sizes = sizes or _Sizes.of(obj)
    w.u4(c.number("ofs_name"))
    w.u4(c.number("num_variables"))
    w.u4(c.number("ofs_variables"))
    w.u4(c.number("len_buffer"))
    w.u4(c.number("flags"))
    w.u4(c.number("type", _enum("CbufferType")))
    if sizes.cbuffer > 24:
        w.bytes(c.data("extra", b""))
    _name(c, w, seen)
    pos = c.number("ofs_variables")
    variables = c.children("variables", [])
    if _once(seen, "variables", (pos, len(variables))):
        with w.at(pos):
            for v in variables:
                variable(v, w, seen, sizes)


def variable(obj, w: Writer, seen=None, sizes=None) -> None:
    seen = set() if seen is None else seen
    v = Given(obj)
    sizes = sizes or _Sizes.of(obj)
    w.u4(v.number("ofs_name"))
    w.u4(v.number("ofs_in_buffer"))
    w.u4(v.number("len_variable"))
    w.u4(v.number("flags"))
    w.u4(v.number("ofs_type"))
    w.u4(v.number("ofs_default_value"))
    if sizes.variable >= 40:
        for name in ("start_texture", "num_textures", "start_sampler", "num_samplers"):
            w.u4(v.number(name))
    if sizes.variable not in (24, 40):
        w.bytes(v.data("extra", b""))
    _name(v, w, seen)
    _type_at(v, w, seen, sizes)
    ofs_default = v.number("ofs_default_value")
    if ofs_default != 0 and _once(seen, "default", (ofs_default, v.number("len_variable"))):
        with w.at(ofs_default):
            w.bytes(v.data("default_value", b""))


def _type_at(holder: Given, w: Writer, seen, sizes, ofs="ofs_type", name="type") -> None:
    """Write the type record a field points at unless it was written already."""
    pos = holder.number(ofs)
    if _once(seen, "type", pos):
        with w.at(pos):
            shader_type(Given(holder.value(name), holder), w, seen, sizes)


def shader_type(obj, w: Writer, seen=None, sizes=None) -> None:
    seen = set() if seen is None else seen
    t = Given(obj)
    sizes = sizes or _Sizes.of(obj)
    w.u2(t.number("var_class", _enum("ShaderVariableClass")))
    w.u2(t.number("var_type", _enum("ShaderVariableType")))
    w.u2(t.number("rows"))
    w.u2(t.number("columns"))
    w.u2(t.number("num_elements"))
    w.u2(t.number("num_members"))
    w.u4(t.number("ofs_members"))
    sm5 = sizes.type >= 36
    if sm5:
        for name in ("ofs_sub_type", "ofs_base_class", "num_interfaces", "ofs_interfaces",
                     "ofs_name"):
            w.u4(t.number(name))
    if sizes.type not in (16, 36):
        w.bytes(t.data("extra", b""))
    if sm5 and t.number("ofs_name") != 0:
        _name(t, w, seen)
    members = t.children("members", []) if t.number("num_members") != 0 else []
    if members and _once(seen, "members", (t.number("ofs_members"), len(members))):
        with w.at(t.number("ofs_members")):
            for m in members:
                member(m, w, seen, sizes)
    if sm5:
        if t.number("ofs_sub_type") != 0:
            _type_at(t, w, seen, sizes, "ofs_sub_type", "sub_type")
        if t.number("ofs_base_class") != 0:
            _type_at(t, w, seen, sizes, "ofs_base_class", "base_class")
        interfaces = t.children("interfaces", []) if t.number("ofs_interfaces") != 0 else []
        if interfaces and _once(seen, "interfaces", (t.number("ofs_interfaces"), len(interfaces))):
            with w.at(t.number("ofs_interfaces")):
                for ref in interfaces:
                    type_ref(ref, w, seen, sizes)


def member(obj, w: Writer, seen=None, sizes=None) -> None:
    seen = set() if seen is None else seen
    m = Given(obj)
    sizes = sizes or _Sizes.of(obj)
    w.u4(m.number("ofs_name"))
    w.u4(m.number("ofs_type"))
    w.u4(m.number("ofs_in_parent"))
    if sizes.member > 12:
        w.bytes(m.data("extra", b""))
    _name(m, w, seen)
    _type_at(m, w, seen, sizes)


def type_ref(obj, w: Writer, seen=None, sizes=None) -> None:
    seen = set() if seen is None else seen
    ref = Given(obj)
    sizes = sizes or _Sizes.of(obj)
    w.u4(ref.number("ofs_type"))
    _type_at(ref, w, seen, sizes)


def binding(obj, w: Writer, seen=None, sizes=None) -> None:
    seen = set() if seen is None else seen
    b = Given(obj)
    sizes = sizes or _Sizes.of(obj)
    w.u4(b.number("ofs_name"))
    w.u4(b.number("input_type", _enum("ShaderInputType")))
    w.u4(b.number("return_type", _enum("ReturnType")))
    w.u4(b.number("dimension", _enum("SrvDimension")))
    w.u4(b.number("num_samples"))
    w.u4(b.number("bind_point"))
    w.u4(b.number("num_registers"))
    w.u4(b.number("flags"))
    if sizes.binding >= 36:
        w.u4(b.number("space"))
    if sizes.binding >= 40:
        w.u4(b.number("range_id"))
    if sizes.binding not in (32, 36, 40):
        w.bytes(b.data("extra", b""))
    _name(b, w, seen)


# --- laying out a tree as FXC does ------------------------------------------------


class Layout:
    """A tree with every offset, count and size it leaves out filled in, as
    FXC lays RDEF out: the header (with the ``RD11`` sub-header from Shader
    Model 5 on, or when the tree gives one), the binding table, the binding
    and cbuffer names, the cbuffer table, then for each cbuffer its variable
    table and, for each variable, its name, its type (a type's name, its
    interfaces, its members' names and types, its member table, then the
    type record itself) and its default value; the creator's name last.
    Strings are stored once; a type record is shared by the variables of
    buffers of one kind (cbuffers, tbuffers, structured buffers, ...) and
    by the types inside types with the same content; member tables and
    interface lists with the same rows are shared; records start on 4-byte
    boundaries; an empty cbuffer table is at offset 0. Given values are kept,
    and what the tree leaves out is placed after everything it gives."""

    def __init__(self, r: Given):
        self.strings = {}
        self.types = {}
        self.tables = {}
        major = r.number("target_major", default=5)
        minor = r.number("target_minor", default=0)
        rd11 = dict(r.value("rd11")) if r.has("rd11") else None
        if rd11 is None and (major >= 5 or _plain(r.value("program_type", None)) in LIBRARY):
            rd11 = {}
        if rd11 is not None:
            sm51 = (major, minor) >= (5, 1)
            defaults = {"magic": RD11_MAGIC_51 if sm51 else RD11_MAGIC, "len_header": 60,
                        **SM5_SIZES, "len_binding_record": 40 if sm51 else 32, "num_interface_slots": 0}
            rd11 = {**defaults, **{k: v for k, v in rd11.items() if v is not None}}
        self.sizes = _Sizes(None if rd11 is None else Given(rd11))
        bindings = [dict(b.source) for b in r.children("bindings", [])]
        cbuffers = [dict(c.source) for c in r.children("cbuffers", [])]
        out = {**r.source, "target_major": major, "target_minor": minor,
               "program_type": r.value("program_type", 0xFFFF),
               "compile_flags": r.value("compile_flags", 0), "creator": r.value("creator", ""),
               "bindings": bindings, "cbuffers": cbuffers,
               "num_cbuffers": r.value("num_cbuffers", len(cbuffers)),
               "num_bindings": r.value("num_bindings", len(bindings))}
        if rd11 is not None:
            out["rd11"] = rd11
        self.tree = out
        self.end = max(28 + (32 if rd11 is not None else 0), _given_extent(out, self.sizes))
        sizes = self.sizes
        if "ofs_bindings" not in _given(out):
            out["ofs_bindings"] = self._place(sizes.binding * len(bindings))
        for b in bindings:
            self._string(b)
        if "ofs_cbuffers" not in _given(out):
            out["ofs_cbuffers"] = self._place(sizes.cbuffer * len(cbuffers)) if cbuffers else 0
        for c in cbuffers:
            self._string(c)
            variables = [dict(v) for v in c.get("variables") or []]
            c["variables"] = variables
            c.setdefault("num_variables", len(variables))
            if c.get("ofs_variables") is None:
                c["ofs_variables"] = self._place(sizes.variable * len(variables)) if variables else 0
            for name, default in (("len_buffer", 0), ("flags", 0), ("type", 0)):
                c.setdefault(name, default)
            for v in variables:  # FXC shares a type among the buffers of one kind
                self._variable(v, _plain(c["type"]))
        self._string(out, "creator", "ofs_creator")
        for b in bindings:
            for name in ("input_type", "return_type", "dimension", "num_samples", "bind_point",
                         "num_registers", "flags", "space", "range_id"):
                b.setdefault(name, 0)
        self.end += -self.end % 4

    def _place(self, size: int, align: bool = True) -> int:
        if align:
            self.end += -self.end % 4
        at = self.end
        self.end += size
        return at

    def _string(self, rec: dict, name: str = "name", ofs: str = "ofs_name") -> None:
        if rec.get(ofs) is not None:
            return
        text = rec.get(name) or ""
        at = self.strings.get(text)
        if at is None:
            at = self.strings[text] = self._place(len(text.encode("latin-1")) + 1, align=False)
        rec[ofs] = at

    def _variable(self, v: dict, scope: int) -> None:
        self._string(v)
        for name in ("ofs_in_buffer", "len_variable", "flags"):
            v.setdefault(name, 0)
        if self.sizes.variable >= 40:
            v.setdefault("start_texture", 0xFFFFFFFF)
            v.setdefault("num_textures", 0)
            v.setdefault("start_sampler", 0xFFFFFFFF)
            v.setdefault("num_samplers", 0)
        self._typed(v, (scope, "variable"))
        if v.get("ofs_default_value") is None:
            default = v.get("default_value")
            v["ofs_default_value"] = self._place(len(Given(v).data("default_value"))) \
                if default is not None else 0

    def _typed(self, holder: dict, scope, ofs="ofs_type", name="type", depth=0) -> None:
        """Lay out the type a record points at: placed when the record leaves
        its offset out, else only what the type itself leaves out."""
        if depth > MAX_TYPE_DEPTH:
            raise ValueError(f"types nest more than {MAX_TYPE_DEPTH} levels deep")
        given = holder.get(ofs) is not None
        if given and holder.get(name) is None:
            return  # an offset alone: what is there is the tree's business
        t = holder[name] = dict(holder.get(name) or {})
        self._inner(t, depth)
        if not given:
            holder[ofs] = self._record(t, scope)

    def _inner(self, t: dict, depth: int) -> None:
        """A type's name, sub-types, interfaces, members and member table."""
        if self.sizes.type >= 36:
            if t.get("name") is None:
                t.setdefault("ofs_name", 0)
            self._string(t)
            for name in ("sub_type", "base_class"):
                if t.get(name) is not None or t.get("ofs_" + name) is not None:
                    self._typed(t, "nested", "ofs_" + name, name, depth + 1)
                else:
                    t["ofs_" + name] = 0
            refs = t["interfaces"] = [dict(x) for x in t.get("interfaces") or []]
            t.setdefault("num_interfaces", len(refs))
            for ref in refs:
                self._typed(ref, "nested", depth=depth + 1)
            if t.get("ofs_interfaces") is None:
                t["ofs_interfaces"] = self._table("interfaces", [(x["ofs_type"],) for x in refs], 4)
        members = t["members"] = [dict(m) for m in t.get("members") or []]
        t.setdefault("num_members", len(members))
        for m in members:
            self._string(m)
            m.setdefault("ofs_in_parent", 0)
            self._typed(m, "nested", depth=depth + 1)
        if t.get("ofs_members") is None:
            t["ofs_members"] = self._table(
                "members", [(m["ofs_name"], m["ofs_type"], m["ofs_in_parent"]) for m in members],
                self.sizes.member)
        for name, default in (("var_class", 0), ("var_type", 0), ("rows", 1), ("columns", 1),
                              ("num_elements", 0)):
            t.setdefault(name, default)

    def _record(self, t: dict, scope) -> int:
        """Where a type record goes: one of the same content in its scope, else a new one."""
        key = (scope, *(_plain(t.get(k)) for k in _TYPE_KEY))
        at = self.types.get(key)
        if at is None:
            at = self.types[key] = self._place(self.sizes.type)
        return at

    def _table(self, kind: str, rows, size: int) -> int:
        """A member table or interface list, shared with one of the same rows."""
        if not rows:
            return 0
        key = (kind, tuple(rows))
        at = self.tables.get(key)
        if at is None:
            at = self.tables[key] = self._place(size * len(rows))
        return at


#: What makes two type records the same.
_TYPE_KEY = ("var_class", "var_type", "rows", "columns", "num_elements", "num_members",
             "ofs_members", "ofs_sub_type", "ofs_base_class", "num_interfaces", "ofs_interfaces",
             "ofs_name")


def _plain(value):
    return getattr(value, "name", value)


def _given(tree: dict) -> set:
    return {k for k, v in tree.items() if v is not None}


def _given_extent(tree: dict, sizes: _Sizes) -> int:
    """Where the records and strings at the offsets a tree gives end."""
    end = 0

    def at(ofs, size):
        nonlocal end
        if isinstance(ofs, int) and ofs:
            end = max(end, ofs + size)

    def text(rec, name="name", ofs="ofs_name"):
        value = rec.get(name)
        at(rec.get(ofs), len(value.encode("latin-1", "replace")) + 1 if isinstance(value, str) else 0)

    def of_type(t, depth=0):
        if not isinstance(t, dict) or depth > 64:
            return
        text(t)
        at(t.get("ofs_members"), sizes.member * len(t.get("members") or []))
        at(t.get("ofs_interfaces"), 4 * len(t.get("interfaces") or []))
        for m in t.get("members") or []:
            text(m)
            at(m.get("ofs_type"), sizes.type)
            of_type(m.get("type"), depth + 1)
        for ref in t.get("interfaces") or []:
            at(ref.get("ofs_type"), sizes.type)
            of_type(ref.get("type"), depth + 1)
        for name in ("sub_type", "base_class"):
            at(t.get("ofs_" + name), sizes.type)
            of_type(t.get(name), depth + 1)

    text(tree, "creator", "ofs_creator")
    at(tree.get("ofs_bindings"), sizes.binding * len(tree.get("bindings") or []))
    at(tree.get("ofs_cbuffers"), sizes.cbuffer * len(tree.get("cbuffers") or []))
    for b in tree.get("bindings") or []:
        text(b)
    for c in tree.get("cbuffers") or []:
        text(c)
        at(c.get("ofs_variables"), sizes.variable * len(c.get("variables") or []))
        for v in c.get("variables") or []:
            text(v)
            at(v.get("ofs_type"), sizes.type)
            of_type(v.get("type"))
            default = v.get("default_value")
            at(v.get("ofs_default_value"), len(default) // (2 if isinstance(default, str) else 1)
               if default is not None else 0)
    return end
