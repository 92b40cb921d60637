"""Writers for ``ksy/dxcontainer_stat.ksy`` (STAT: FXC statistics or DXC's
reflection-only DXIL program)."""
from __future__ import annotations

from . import write
from ..writer import Writer

#: The u32 slots of FXC's statistics record, in order; the last eight exist
#: only in the 37-slot (Shader Model 5) record, ``is_sample_frequency_shader``
#: only from 29 slots on.
SLOTS = (
    "instruction_count", "temp_register_count", "def_count", "dcl_count",
    "float_instruction_count", "int_instruction_count", "uint_instruction_count",
    "static_flow_control_count", "dynamic_flow_control_count", "macro_instruction_count",
    "temp_array_count", "array_instruction_count", "cut_instruction_count",
    "emit_instruction_count", "texture_normal_instructions", "texture_load_instructions",
    "texture_comp_instructions", "texture_bias_instructions", "texture_gradient_instructions",
    "mov_instruction_count", "movc_instruction_count", "conversion_instruction_count",
    "unknown_22", "input_primitive", "gs_output_topology", "gs_max_output_vertex_count",
    "unknown_26", "unknown_27", "is_sample_frequency_shader",
    "gs_instance_count", "control_points", "hs_output_primitive", "hs_partitioning",
    "tessellator_domain", "barrier_instructions", "interlocked_instructions",
    "texture_store_instructions",
)


def dxcontainer_stat(obj, w: Writer) -> None:
    if obj.is_program:
        write(obj.program, w)
    else:
        statistics(obj.statistics, w)
    # dxil_magic re-reads four bytes of program or statistics: nothing more to write.


def statistics(obj, w: Writer) -> None:
    for name in SLOTS:
        value = getattr(obj, name, None)
        if value is None:  # a slot the record is too short to hold
            break
        w.u4(value)
    w.bytes(obj.tail)
