"""Writers for ``ksy/dxcontainer_fx10.ksy``.

The part is written as the spec reads it: header, fx_5_0 header extension,
the unstructured blob (as the bytes it was read as) and the structured
records in order. The instances that decode the unstructured blob (names,
types, default values, nested shader containers) are views of those bytes
and are not written again by :func:`dxcontainer_fx10`; their writers below
serve to serialize such an object on its own.
"""
from __future__ import annotations

from . import sized
from ..writer import Writer


def dxcontainer_fx10(obj, w: Writer) -> None:
    header(obj.header, w)
    if obj.is_fx5:
        header5(obj.header5, w)
    w.bytes(obj.unstructured)
    for r in obj.cbuffers:
        cbuffer(r, w)
    for r in obj.object_variables:
        object_variable(r, w)
    if obj.is_fx5:
        for r in obj.interface_variables:
            interface_variable(r, w)
    for r in obj.pool_cbuffers:
        cbuffer(r, w)
    for r in obj.pool_object_variables:
        object_variable(r, w)
    if obj.is_fx5:
        for r in obj.groups:
            group(r, w)
    else:
        for r in obj.techniques:
            technique(r, w)
    if getattr(obj, "trailing", None) is not None:
        w.bytes(obj.trailing)


_HEADER = ("tag", "effect_cbuffer_count", "effect_numeric_count", "effect_object_count",
           "pool_cbuffer_count", "pool_numeric_count", "pool_object_count", "technique_count",
           "unstructured_size", "string_count", "shader_resource_count", "depth_stencil_block_count",
           "blend_state_block_count", "rasterizer_state_block_count", "sampler_count",
           "render_target_view_count", "depth_stencil_view_count", "total_shader_count",
           "inline_shader_count")
_HEADER5 = ("group_count", "unordered_access_view_count", "interface_variable_count",
            "interface_variable_element_count", "class_instance_element_count")


def header(obj, w: Writer) -> None:
    for name in _HEADER:
        w.u4(getattr(obj, name))


def header5(obj, w: Writer) -> None:
    for name in _HEADER5:
        w.u4(getattr(obj, name))


def cbuffer(obj, w: Writer) -> None:
    w.u4(obj.ofs_name)
    w.u4(obj.size)
    w.u4(obj.flags)
    w.u4(obj.variable_count)
    w.u4(obj.explicit_bind_point)
    if obj.local:
        annotations(obj.annotations, w)
    for v in obj.variables:
        numeric_variable(v, w)


def numeric_variable(obj, w: Writer) -> None:
    w.u4(obj.ofs_name)
    w.u4(obj.ofs_type)
    w.u4(obj.ofs_semantic)
    w.u4(obj.offset)
    w.u4(obj.ofs_default_value)
    w.u4(obj.flags)
    if obj.local:
        annotations(obj.annotations, w)


def object_variable(obj, w: Writer) -> None:
    w.u4(obj.ofs_name)
    w.u4(obj.ofs_type)
    w.u4(obj.ofs_semantic)
    w.u4(obj.explicit_bind_point)
    if not obj.pool:
        if obj.has_initializer:
            for r in obj.initializers:
                object_initializer(r, w)
        annotations(obj.annotations, w)


def object_initializer(obj, w: Writer) -> None:
    if getattr(obj, "state_block", None) is not None:
        state_block(obj.state_block, w)
    if getattr(obj, "ofs_data", None) is not None:
        w.u4(obj.ofs_data)
    if getattr(obj, "ofs_so_declaration", None) is not None:
        w.u4(obj.ofs_so_declaration)
    if getattr(obj, "shader5", None) is not None:
        shader_data5(obj.shader5, w)


def shader_data5(obj, w: Writer) -> None:
    w.u4(obj.ofs_shader)
    for v in obj.ofs_so_declarations:
        w.u4(v)
    w.u4(obj.so_declaration_count)
    w.u4(obj.rasterized_stream)
    w.u4(obj.interface_binding_count)
    w.u4(obj.ofs_interface_bindings)


def interface_variable(obj, w: Writer) -> None:
    w.u4(obj.ofs_name)
    w.u4(obj.ofs_type)
    w.u4(obj.ofs_default_value)
    w.u4(obj.flags)
    annotations(obj.annotations, w)


def interface_initializer(obj, w: Writer) -> None:
    w.u4(obj.ofs_instance_name)
    w.u4(obj.array_index)


def annotations(obj, w: Writer) -> None:
    w.u4(obj.count)
    for a in obj.items:
        annotation(a, w)


def annotation(obj, w: Writer) -> None:
    w.u4(obj.ofs_name)
    w.u4(obj.ofs_type)
    for v in obj.ofs_values:
        w.u4(v)


def annotation_string(obj, w: Writer) -> None:
    # No fields: the string is a view of the unstructured blob.
    pass


def group(obj, w: Writer) -> None:
    w.u4(obj.ofs_name)
    w.u4(obj.technique_count)
    annotations(obj.annotations, w)
    for t in obj.techniques:
        technique(t, w)


def technique(obj, w: Writer) -> None:
    w.u4(obj.ofs_name)
    w.u4(obj.pass_count)
    annotations(obj.annotations, w)
    for p in obj.passes:
        pass_(p, w)


def pass_(obj, w: Writer) -> None:
    w.u4(obj.ofs_name)
    w.u4(obj.assignment_count)
    annotations(obj.annotations, w)
    for a in obj.assignments:
        assignment(a, w)


globals()["pass"] = pass_  # the ksy type is named `pass`, a Python keyword


def state_block(obj, w: Writer) -> None:
    w.u4(obj.assignment_count)
    for a in obj.assignments:
        assignment(a, w)


def assignment(obj, w: Writer) -> None:
    w.u4(obj.state)
    w.u4(obj.index)
    w.u4(obj.assignment_type)
    w.u4(obj.ofs_initializer)


def constants(obj, w: Writer) -> None:
    w.u4(obj.count)
    for c in obj.values:
        constant(c, w)


def constant(obj, w: Writer) -> None:
    w.u4(obj.scalar_type)
    w.u4(obj.bits)


def indexed_value(obj, w: Writer) -> None:
    w.u4(obj.ofs_array_name)
    w.u4(obj.index)


def inline_shader(obj, w: Writer) -> None:
    w.u4(obj.ofs_shader)
    w.u4(obj.ofs_so_declaration)


def data_block(obj, w: Writer) -> None:
    w.u4(obj.size)
    if obj.size != 0:
        sized(obj.container, obj.size, w, getattr(obj, "_raw_container", None))


def fx_type(obj, w: Writer) -> None:
    w.u4(obj.ofs_type_name)
    w.u4(obj.var_type)
    w.u4(obj.element_count)
    w.u4(obj.total_size)
    w.u4(obj.stride)
    w.u4(obj.packed_size)
    kind = int(obj.var_type)
    if kind == 1:
        w.u4(obj.numeric_layout)
    elif kind == 2:
        w.u4(obj.object_type)
    elif kind == 3:
        w.u4(obj.member_count)
        for m in obj.members:
            fx_member(m, w)
        if obj._root.is_fx5:
            w.u4(obj.ofs_base_class)
            w.u4(obj.interface_count)
            for v in obj.ofs_interfaces:
                w.u4(v)


def fx_member(obj, w: Writer) -> None:
    w.u4(obj.ofs_name)
    w.u4(obj.ofs_semantic)
    w.u4(obj.offset)
    w.u4(obj.ofs_type)
