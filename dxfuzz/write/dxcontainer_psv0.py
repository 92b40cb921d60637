"""Writers for ``ksy/dxcontainer_psv0.ksy`` (pipeline state validation), and
the messages of that spec's checks (LLVM's, where LLVM checks the same)."""
from __future__ import annotations

from . import sized
from ..errors import explain
from ..writer import Writer

SPEC = "dxcontainer_psv0"

#: LLVM's messages (``DirectX::PSVRuntimeInfo::parse``) for the spec's checks.
_BEYOND_PART = "Pipeline state data extends beyond the bounds of the part"
explain(SPEC, "DxcontainerPsv0.len_runtime_info", _BEYOND_PART)
explain(SPEC, "DxcontainerPsv0.runtime_info", _BEYOND_PART)
# LLVM takes any size below 24 for v0 and then cannot read the 24-byte record.
explain(SPEC, "/seq/0", "Reading structure out of file bounds")
explain(SPEC, "DxcontainerPsv0.num_resources", "Reading structure out of file bounds")
explain(SPEC, "DxcontainerPsv0.len_resource_record", "Reading structure out of file bounds")
explain(SPEC, "/seq/3", "Resource binding record smaller than 16 bytes")
explain(SPEC, "DxcontainerPsv0.resources", "Resource binding data extends beyond the bounds of the part")
explain(SPEC, "/seq/5", "String table misaligned")
for _field in ("len_string_table", "string_table", "num_semantic_indices", "semantic_indices",
               "len_signature_element"):
    explain(SPEC, f"DxcontainerPsv0.{_field}", "Reading structure out of file bounds")
explain(SPEC, "/seq/9", "Signature element record smaller than 16 bytes")
for _field in ("input_elements", "output_elements", "patch_const_or_prim_elements"):
    explain(SPEC, f"DxcontainerPsv0.{_field}", "Signature elements extend beyond the size of the part")
for _field in ("view_id_output_masks", "view_id_patch_const_or_prim_mask", "input_to_output_tables",
               "input_to_patch_const_table", "patch_const_to_output_table"):
    explain(SPEC, f"DxcontainerPsv0.{_field}", "Dependency table data extends beyond the bounds of the part")
explain(SPEC, "DxcontainerPsv0.DwordTable.dwords",
        "Dependency table data extends beyond the bounds of the part")


def dxcontainer_psv0(obj, w: Writer) -> None:
    w.u4(obj.len_runtime_info)
    sized(obj.runtime_info, obj.len_runtime_info, w, getattr(obj, "_raw_runtime_info", None))
    w.u4(obj.num_resources)
    if obj.num_resources > 0:
        w.u4(obj.len_resource_record)
        raws = getattr(obj, "_raw_resources", None) or [None] * len(obj.resources)
        for res, raw in zip(obj.resources, raws):
            sized(res, obj.len_resource_record, w, raw)
    if obj.has_signature_data:
        w.u4(obj.len_string_table)
        sized(obj.string_table, obj.len_string_table, w, getattr(obj, "_raw_string_table", None))
        w.u4(obj.num_semantic_indices)
        for index in obj.semantic_indices:
            w.u4(index)
        if obj.num_signature_elements > 0:
            w.u4(obj.len_signature_element)
            for field in ("input_elements", "output_elements", "patch_const_or_prim_elements"):
                raws = getattr(obj, f"_raw_{field}", None) or [None] * len(getattr(obj, field))
                for element, raw in zip(getattr(obj, field), raws):
                    sized(element, obj.len_signature_element, w, raw)
        for mask in getattr(obj, "view_id_output_masks", None) or ():
            dword_table(mask, w)
        if getattr(obj, "view_id_patch_const_or_prim_mask", None) is not None:
            dword_table(obj.view_id_patch_const_or_prim_mask, w)
        for table in obj.input_to_output_tables:
            dword_table(table, w)
        for field in ("input_to_patch_const_table", "patch_const_to_output_table"):
            table = getattr(obj, field, None)
            if table is not None:
                dword_table(table, w)
    w.bytes(obj.unknown_tail)


def runtime_info(obj, w: Writer) -> None:
    sized(obj.stage_info, 16, w, getattr(obj, "_raw_stage_info", None))
    w.u4(obj.min_wave_lane_count)
    w.u4(obj.max_wave_lane_count)
    if hasattr(obj, "shader_stage"):
        w.u1(obj.shader_stage)
        w.u1(obj.uses_view_id)
        sized(obj.stage_vectors, 2, w, getattr(obj, "_raw_stage_vectors", None))
        w.u1(obj.sig_input_elements)
        w.u1(obj.sig_output_elements)
        w.u1(obj.sig_patch_const_or_prim_elements)
        w.u1(obj.sig_input_vectors)
        for vectors in obj.sig_output_vectors:
            w.u1(vectors)
    if hasattr(obj, "num_threads_x"):
        w.u4(obj.num_threads_x)
        w.u4(obj.num_threads_y)
        w.u4(obj.num_threads_z)
    if hasattr(obj, "ofs_entry_function_name"):
        w.u4(obj.ofs_entry_function_name)
    if hasattr(obj, "num_bytes_group_shared_memory"):
        w.u4(obj.num_bytes_group_shared_memory)
    w.bytes(obj.unknown_tail)
    # stage_byte is shader_stage read ahead and union_stage a value: nothing more to write.


def pixel_info(obj, w: Writer) -> None:
    w.u1(obj.depth_output)
    w.u1(obj.sample_frequency)
    w.bytes(obj.reserved)


def vertex_info(obj, w: Writer) -> None:
    w.u1(obj.output_position_present)
    w.bytes(obj.reserved)


def geometry_info(obj, w: Writer) -> None:
    w.u4(obj.input_primitive)
    w.u4(obj.output_topology)
    w.u4(obj.output_stream_mask)
    w.u1(obj.output_position_present)
    w.bytes(obj.reserved)


def hull_info(obj, w: Writer) -> None:
    w.u4(obj.input_control_point_count)
    w.u4(obj.output_control_point_count)
    w.u4(obj.tessellator_domain)
    w.u4(obj.tessellator_output_primitive)


def domain_info(obj, w: Writer) -> None:
    w.u4(obj.input_control_point_count)
    w.u1(obj.output_position_present)
    w.bytes(obj.reserved)
    w.u4(obj.tessellator_domain)
    w.bytes(obj.reserved2)


def mesh_info(obj, w: Writer) -> None:
    w.u4(obj.group_shared_bytes_used)
    w.u4(obj.group_shared_bytes_dependent_on_view_id)
    w.u4(obj.payload_size_in_bytes)
    w.u2(obj.max_output_vertices)
    w.u2(obj.max_output_primitives)


def amplification_info(obj, w: Writer) -> None:
    w.u4(obj.payload_size_in_bytes)
    w.bytes(obj.reserved)


def geometry_vectors(obj, w: Writer) -> None:
    w.u2(obj.max_vertex_count)


def tessellation_vectors(obj, w: Writer) -> None:
    w.u1(obj.sig_patch_const_vectors)
    w.u1(obj.reserved)


def mesh_vectors(obj, w: Writer) -> None:
    w.u1(obj.sig_prim_vectors)
    w.u1(obj.mesh_output_topology)


def resource_bind_info(obj, w: Writer) -> None:
    w.u4(obj.res_type)
    w.u4(obj.space)
    w.u4(obj.lower_bound)
    w.u4(obj.upper_bound)
    if hasattr(obj, "res_kind"):
        w.u4(obj.res_kind)
        w.u4(obj.res_flags)
    w.bytes(obj.unknown_tail)


def string_table(obj, w: Writer) -> None:
    w.bytes(obj.data)


def signature_element(obj, w: Writer) -> None:
    w.u4(obj.ofs_name)
    w.u4(obj.ofs_semantic_indices)
    w.u1(obj.rows)
    w.u1(obj.start_row)
    w.u1(obj.cols | obj.start_col << 4 | int(obj.allocated) << 6 | int(obj.reserved_bit) << 7)
    w.u1(obj.semantic_kind)
    w.u1(obj.component_type)
    w.u1(obj.interpolation_mode)
    w.u1(obj.dynamic_mask | obj.output_stream << 4 | obj.reserved_bits << 6)
    w.u1(obj.reserved)
    w.bytes(obj.unknown_tail)


def dword_table(obj, w: Writer) -> None:
    for dword in obj.dwords:
        w.u4(dword)
