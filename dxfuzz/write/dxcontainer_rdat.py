"""Writers for ``ksy/dxcontainer_rdat.ksy`` (RDAT runtime data), and its messages.

Sub-parts are written at the offsets of the offset table, records into
their ``record_stride``-byte slots. Resolved references (strings, index
array values, bytes, the root signatures of subobjects) are views of the
string buffer, index arrays and raw bytes, which are written as they are:
the views are not written again.
"""
from __future__ import annotations

from . import sized, write
from ..errors import explain
from ..writer import Writer

SPEC = "dxcontainer_rdat"

explain(SPEC, "/seq/0", "RDAT version below 0x10 (a pre-release RDAT, which DXC's reader refuses)")
explain(SPEC, "/types/part_entry/seq/0",
        "RDAT sub-part starts before the end of the offset table or of the previous sub-part "
        "(DXC's reader: buffer_overlap)")
explain(SPEC, "/types/record_table/seq/1", "RDAT record table has records but a stride of 0")
explain(SPEC, "DxcontainerRdat.part_offsets", "RDAT offset table runs past the end of the data")
explain(SPEC, "DxcontainerRdat.RdatPart.body", "RDAT sub-part runs past the end of the data "
        "(DXC's reader: buffer_overrun)")


def _has(obj, name: str) -> bool:
    """A conditional (``if:``) seq field was read (or set)."""
    return name in vars(obj)


def _fields(obj, w: Writer, fields) -> None:
    """Write the present fields of a record, in order: ``(name, kind)`` with
    kind ``u1``/``u2``/``u4`` for numbers and ``obj`` for user types (a
    switch that may also give a number is written by what it holds)."""
    for name, kind in fields:
        if not _has(obj, name):
            continue
        value = getattr(obj, name)
        if kind == "obj" and not isinstance(value, int):
            write(value, w)
        else:
            getattr(w, "u4" if kind == "obj" else kind)(value)


def dxcontainer_rdat(obj, w: Writer) -> None:
    w.u4(obj.version)
    w.u4(obj.part_count)
    for entry in obj.part_offsets:
        part_entry(entry, w)


def part_entry(obj, w: Writer) -> None:
    w.u4(obj.ofs_part)
    # prev_ofs, prev_size: the previous entry and sub-part header, written there.
    with w.at(obj.ofs_part):
        rdat_part(obj.part, w)


def part_probe(obj, w: Writer) -> None:
    """Look-ups only read what the offset table and sub-parts already hold."""


def rdat_part(obj, w: Writer) -> None:
    w.u4(obj.part_type)
    w.u4(obj.size)
    body = obj.body
    source = body if isinstance(body, (bytes, bytearray)) else getattr(obj, "_raw_body", None)
    sized(body, obj.size, w, source=source)


def string_buffer(obj, w: Writer) -> None:
    w.bytes(obj.data)
    # strings: a view of data.


def string_entry(obj, w: Writer) -> None:
    """(A view of the string buffer: only for writing a built string list.)"""
    w.bytes(obj.text.encode("iso-8859-1"))
    w.u1(0)


def index_arrays(obj, w: Writer) -> None:
    for word in obj.words:
        w.u4(word)
    w.bytes(obj.tail)


def raw_bytes(obj, w: Writer) -> None:
    w.bytes(obj.data)


def record_table(obj, w: Writer) -> None:
    w.u4(obj.record_count)
    w.u4(obj.record_stride)
    raws = getattr(obj, "_raw_records", None) or []
    for i, rec in enumerate(obj.records):
        sized(rec, obj.record_stride, w, source=raws[i] if i < len(raws) else None)
    w.bytes(obj.tail)


def str_ref(obj, w: Writer) -> None:
    w.u4(obj.ofs)


def idx_ref(obj, w: Writer) -> None:
    w.u4(obj.ref)


def bytes_ref(obj, w: Writer) -> None:
    w.u4(obj.offset)
    w.u4(obj.size)


def resource_info(obj, w: Writer) -> None:
    _fields(obj, w, (("resource_class", "u4"), ("kind", "u4"), ("id", "u4"), ("space", "u4"),
                     ("lower_bound", "u4"), ("upper_bound", "u4"), ("name", "obj"), ("flags", "u4")))
    w.bytes(obj.extra)


def function_info(obj, w: Writer) -> None:
    _fields(obj, w, (("name", "obj"), ("unmangled_name", "obj"), ("resources", "obj"),
                     ("function_dependencies", "obj"), ("shader_kind", "u4"),
                     ("payload_size_in_bytes", "u4"), ("attribute_size_in_bytes", "u4"),
                     ("feature_info1", "u4"), ("feature_info2", "u4"), ("shader_stage_flag", "u4"),
                     ("min_shader_target", "u4"), ("minimum_expected_wave_lane_count", "u1"),
                     ("maximum_expected_wave_lane_count", "u1"), ("shader_flags", "u2"),
                     ("shader_info", "u4")))
    w.bytes(obj.extra)


def subobject_info(obj, w: Writer) -> None:
    _fields(obj, w, (("kind", "u4"), ("name", "obj")))
    if _has(obj, "body"):
        body = obj.body
        sized(body, 16, w, source=body if isinstance(body, (bytes, bytearray))
              else getattr(obj, "_raw_body", None))
    w.bytes(obj.extra)


def state_object_config(obj, w: Writer) -> None:
    w.u4(obj.flags)
    w.bytes(obj.padding)


def root_signature_desc(obj, w: Writer) -> None:
    bytes_ref(obj.data, w)
    w.bytes(obj.padding)
    # root_signature: a view of the raw bytes.


def subobject_to_exports_association(obj, w: Writer) -> None:
    str_ref(obj.subobject, w)
    idx_ref(obj.exports, w)
    w.bytes(obj.padding)


def raytracing_shader_config(obj, w: Writer) -> None:
    w.u4(obj.max_payload_size_in_bytes)
    w.u4(obj.max_attribute_size_in_bytes)
    w.bytes(obj.padding)


def raytracing_pipeline_config(obj, w: Writer) -> None:
    w.u4(obj.max_trace_recursion_depth)
    w.bytes(obj.padding)


def hit_group(obj, w: Writer) -> None:
    w.u4(obj.type)
    str_ref(obj.any_hit, w)
    str_ref(obj.closest_hit, w)
    str_ref(obj.intersection, w)


def raytracing_pipeline_config1(obj, w: Writer) -> None:
    w.u4(obj.max_trace_recursion_depth)
    w.u4(obj.flags)
    w.bytes(obj.padding)


def node_id(obj, w: Writer) -> None:
    _fields(obj, w, (("name", "obj"), ("index", "u4")))
    w.bytes(obj.extra)


def node_shader_func_attrib(obj, w: Writer) -> None:
    _fields(obj, w, (("attrib_kind", "u4"), ("value", "obj")))
    w.bytes(obj.extra)


def node_shader_io_attrib(obj, w: Writer) -> None:
    _fields(obj, w, (("attrib_kind", "u4"), ("value", "obj")))
    w.bytes(obj.extra)


def record_dispatch_grid(obj, w: Writer) -> None:
    w.u2(obj.byte_offset)
    w.u2(obj.component_num_and_type)


def io_node(obj, w: Writer) -> None:
    _fields(obj, w, (("io_flags_and_kind", "u4"), ("attribs", "obj")))
    w.bytes(obj.extra)


def node_shader_info(obj, w: Writer) -> None:
    _fields(obj, w, (("launch_type", "u4"), ("group_shared_bytes_used", "u4"), ("attribs", "obj"),
                     ("outputs", "obj"), ("inputs", "obj")))
    w.bytes(obj.extra)


def signature_element(obj, w: Writer) -> None:
    _fields(obj, w, (("semantic_name", "obj"), ("semantic_indices", "obj"), ("semantic_kind", "u1"),
                     ("component_type", "u1"), ("interpolation_mode", "u1"), ("start_row", "u1"),
                     ("cols_and_stream", "u1"), ("usage_and_dyn_index_masks", "u1")))
    w.bytes(obj.extra)


def vs_info(obj, w: Writer) -> None:
    _fields(obj, w, (("sig_input_elements", "obj"), ("sig_output_elements", "obj"),
                     ("view_id_output_mask", "obj")))
    w.bytes(obj.extra)


def ps_info(obj, w: Writer) -> None:
    _fields(obj, w, (("sig_input_elements", "obj"), ("sig_output_elements", "obj")))
    w.bytes(obj.extra)


def hs_info(obj, w: Writer) -> None:
    _fields(obj, w, (("sig_input_elements", "obj"), ("sig_output_elements", "obj"),
                     ("sig_patch_const_output_elements", "obj"), ("view_id_output_mask", "obj"),
                     ("view_id_patch_const_output_mask", "obj"), ("input_to_output_masks", "obj"),
                     ("input_to_patch_const_output_masks", "obj"), ("input_control_point_count", "u1"),
                     ("output_control_point_count", "u1"), ("tessellator_domain", "u1"),
                     ("tessellator_output_primitive", "u1")))
    w.bytes(obj.extra)


def ds_info(obj, w: Writer) -> None:
    _fields(obj, w, (("sig_input_elements", "obj"), ("sig_output_elements", "obj"),
                     ("sig_patch_const_input_elements", "obj"), ("view_id_output_mask", "obj"),
                     ("input_to_output_masks", "obj"), ("patch_const_input_to_output_masks", "obj"),
                     ("input_control_point_count", "u1"), ("tessellator_domain", "u1")))
    w.bytes(obj.extra)


def gs_info(obj, w: Writer) -> None:
    _fields(obj, w, (("sig_input_elements", "obj"), ("sig_output_elements", "obj"),
                     ("view_id_output_mask", "obj"), ("input_to_output_masks", "obj"),
                     ("input_primitive", "u1"), ("output_topology", "u1"), ("max_vertex_count", "u1"),
                     ("output_stream_mask", "u1")))
    w.bytes(obj.extra)


def cs_info(obj, w: Writer) -> None:
    _fields(obj, w, (("num_threads", "obj"), ("group_shared_bytes_used", "u4")))
    w.bytes(obj.extra)


def ms_info(obj, w: Writer) -> None:
    _fields(obj, w, (("sig_output_elements", "obj"), ("sig_prim_output_elements", "obj"),
                     ("view_id_output_mask", "obj"), ("view_id_prim_output_mask", "obj"),
                     ("num_threads", "obj"), ("group_shared_bytes_used", "u4"),
                     ("group_shared_bytes_dependent_on_view_id", "u4"), ("payload_size_in_bytes", "u4"),
                     ("max_output_vertices", "u2"), ("max_output_primitives", "u2"),
                     ("mesh_output_topology", "u1")))
    w.bytes(obj.extra)


def as_info(obj, w: Writer) -> None:
    _fields(obj, w, (("num_threads", "obj"), ("group_shared_bytes_used", "u4"),
                     ("payload_size_in_bytes", "u4")))
    w.bytes(obj.extra)


def pdb_info(obj, w: Writer) -> None:
    _fields(obj, w, (("sources", "obj"), ("libraries", "obj"), ("arg_pairs", "obj"), ("hash", "obj"),
                     ("pdb_name", "obj"), ("custom_toolchain_id", "u4"),
                     ("custom_toolchain_data", "obj"), ("whole_dxil", "obj")))
    w.bytes(obj.extra)


def pdb_info_source(obj, w: Writer) -> None:
    _fields(obj, w, (("name", "obj"), ("content", "obj")))
    w.bytes(obj.extra)


def pdb_info_library(obj, w: Writer) -> None:
    _fields(obj, w, (("name", "obj"), ("data", "obj")))
    w.bytes(obj.extra)
