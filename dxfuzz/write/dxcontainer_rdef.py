"""Writers for ``ksy/dxcontainer_rdef.ksy``: header, RD11 sub-header, tables,
variables, types, members, bindings and the strings they point at.

Every record and string is written at the offset it was read from, in the
part's own stream. Types (and the strings of shared names) are reached once
per reference, so a writer that followed every reference would redo shared
work again and again; ``seen`` remembers what was already written at which
offset, which keeps serialization linear in the size of the part.
"""
from __future__ import annotations

from ..writer import Writer


def _once(seen, kind, pos) -> bool:
    """True the first time ``(kind, pos)`` is met."""
    key = (kind, pos)
    if key in seen:
        return False
    seen.add(key)
    return True


def _strz(w: Writer, text) -> None:
    w.bytes(text.encode("latin-1") + b"\0")


def _name(obj, w: Writer, seen) -> None:
    if _once(seen, "str", obj.ofs_name):
        with w.at(obj.ofs_name):
            _strz(w, obj.name)


def dxcontainer_rdef(obj, w: Writer, seen=None) -> None:
    seen = set() if seen is None else seen
    w.u4(obj.cbuffer_count)
    w.u4(obj.ofs_cbuffers)
    w.u4(obj.binding_count)
    w.u4(obj.ofs_bindings)
    w.u1(obj.target_minor)
    w.u1(obj.target_major)
    w.u2(obj.program_type)
    w.u4(obj.compile_flags)
    w.u4(obj.ofs_creator)
    if obj.has_rd11:
        rd11_header(obj.rd11, w)
    # sub_header_magic re-reads the first bytes of `rd11` (or of whatever
    # follows the header): they are written by their fields.
    if _once(seen, "str", obj.ofs_creator):
        with w.at(obj.ofs_creator):
            _strz(w, obj.creator)
    with w.at(obj.ofs_cbuffers):
        for cb in obj.cbuffers:
            cbuffer(cb, w, seen)
    with w.at(obj.ofs_bindings):
        for b in obj.bindings:
            binding(b, w, seen)


def rd11_header(obj, w: Writer, seen=None) -> None:
    w.u4(obj.magic)
    w.u4(obj.header_size)
    w.u4(obj.cbuffer_size)
    w.u4(obj.binding_size)
    w.u4(obj.variable_size)
    w.u4(obj.type_size)
    w.u4(obj.member_size)
    w.u4(obj.interface_slot_count)


def cbuffer(obj, w: Writer, seen=None) -> None:
    seen = set() if seen is None else seen
    w.u4(obj.ofs_name)
    w.u4(obj.variable_count)
    w.u4(obj.ofs_variables)
    w.u4(obj.size)
    w.u4(obj.flags)
    w.u4(obj.type)
    if obj._root.cbuffer_stride > 24:
        w.bytes(obj.extra)
    _name(obj, w, seen)
    if _once(seen, "variables", (obj.ofs_variables, obj.variable_count)):
        with w.at(obj.ofs_variables):
            for v in obj.variables:
                variable(v, w, seen)


def variable(obj, w: Writer, seen=None) -> None:
    seen = set() if seen is None else seen
    stride = obj._root.variable_stride
    w.u4(obj.ofs_name)
    w.u4(obj.start_offset)
    w.u4(obj.size)
    w.u4(obj.flags)
    w.u4(obj.ofs_type)
    w.u4(obj.ofs_default_value)
    if stride >= 40:
        w.u4(obj.start_texture)
        w.u4(obj.texture_count)
        w.u4(obj.start_sampler)
        w.u4(obj.sampler_count)
    if stride not in (24, 40):
        w.bytes(obj.extra)
    _name(obj, w, seen)
    _type_at(obj.ofs_type, lambda: obj.type, w, seen)
    if obj.ofs_default_value != 0 and _once(seen, "default", (obj.ofs_default_value, obj.size)):
        with w.at(obj.ofs_default_value):
            w.bytes(obj.default_value)


def _type_at(pos, get, w: Writer, seen) -> None:
    """Write the type record at ``pos`` unless it was written already."""
    if _once(seen, "type", pos):
        with w.at(pos):
            shader_type(get(), w, seen)


def shader_type(obj, w: Writer, seen=None) -> None:
    seen = set() if seen is None else seen
    stride = obj._root.type_stride
    w.u2(obj.var_class)
    w.u2(obj.var_type)
    w.u2(obj.rows)
    w.u2(obj.columns)
    w.u2(obj.element_count)
    w.u2(obj.member_count)
    w.u4(obj.ofs_members)
    if stride >= 36:
        w.u4(obj.ofs_sub_type)
        w.u4(obj.ofs_base_class)
        w.u4(obj.interface_count)
        w.u4(obj.ofs_interfaces)
        w.u4(obj.ofs_name)
    if stride not in (16, 36):
        w.bytes(obj.extra)
    if stride >= 36 and obj.ofs_name != 0:
        _name(obj, w, seen)
    if obj.member_count != 0 and _once(seen, "members", (obj.ofs_members, obj.member_count)):
        with w.at(obj.ofs_members):
            for m in obj.members:
                member(m, w, seen)
    if stride >= 36:
        if obj.ofs_sub_type != 0:
            _type_at(obj.ofs_sub_type, lambda: obj.sub_type, w, seen)
        if obj.ofs_base_class != 0:
            _type_at(obj.ofs_base_class, lambda: obj.base_class, w, seen)
        if obj.ofs_interfaces != 0 and _once(seen, "interfaces", (obj.ofs_interfaces, obj.interface_count)):
            with w.at(obj.ofs_interfaces):
                for ref in obj.interfaces:
                    type_ref(ref, w, seen)


def member(obj, w: Writer, seen=None) -> None:
    seen = set() if seen is None else seen
    w.u4(obj.ofs_name)
    w.u4(obj.ofs_type)
    w.u4(obj.offset)
    if obj._root.member_stride > 12:
        w.bytes(obj.extra)
    _name(obj, w, seen)
    _type_at(obj.ofs_type, lambda: obj.type, w, seen)


def type_ref(obj, w: Writer, seen=None) -> None:
    seen = set() if seen is None else seen
    w.u4(obj.ofs_type)
    _type_at(obj.ofs_type, lambda: obj.type, w, seen)


def binding(obj, w: Writer, seen=None) -> None:
    seen = set() if seen is None else seen
    stride = obj._root.binding_stride
    w.u4(obj.ofs_name)
    w.u4(obj.input_type)
    w.u4(obj.return_type)
    w.u4(obj.dimension)
    w.u4(obj.sample_count)
    w.u4(obj.bind_point)
    w.u4(obj.bind_count)
    w.u4(obj.flags)
    if stride >= 36:
        w.u4(obj.space)
    if stride >= 40:
        w.u4(obj.range_id)
    if stride not in (32, 36, 40):
        w.bytes(obj.extra)
    _name(obj, w, seen)
