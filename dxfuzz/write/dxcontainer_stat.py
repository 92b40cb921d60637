"""Writers for ``ksy/dxcontainer_stat.ksy`` (STAT: FXC statistics or DXC's
reflection-only DXIL program)."""
from __future__ import annotations

from . import write
from .. import kaitai
from .buffer import Writer
from .dxcontainer_program import dxcontainer_program
from .given import Given

#: The u32 slots of FXC's statistics record, in order; the last eight exist
#: only in the 37-slot (Shader Model 5) record, ``is_sample_frequency_shader``
#: only from 29 slots on.
SLOTS = (
    "num_instructions", "num_temp_registers", "num_defs", "num_dcls",
    "num_float_instructions", "num_int_instructions", "num_uint_instructions",
    "num_static_flow_controls", "num_dynamic_flow_controls", "num_macro_instructions",
    "num_temp_arrays", "num_array_instructions", "num_cut_instructions",
    "num_emit_instructions", "texture_normal_instructions", "texture_load_instructions",
    "texture_comp_instructions", "texture_bias_instructions", "texture_gradient_instructions",
    "num_mov_instructions", "num_movc_instructions", "num_conversion_instructions",
    "unknown_22", "input_primitive", "gs_output_topology", "gs_max_num_output_vertices",
    "unknown_26", "unknown_27", "is_sample_frequency_shader",
    "num_gs_instances", "control_points", "hs_output_primitive", "hs_partitioning",
    "tessellator_domain", "barrier_instructions", "interlocked_instructions",
    "texture_store_instructions",
)


#: The slots that hold an enumeration, and its name in the spec.
SLOT_ENUMS = {"input_primitive": "Primitive", "gs_output_topology": "PrimitiveTopology",
              "hs_output_primitive": "TessellatorOutputPrimitive",
              "hs_partitioning": "TessellatorPartitioning",
              "tessellator_domain": "TessellatorDomain"}


def _slot_enum(name: str):
    enum = SLOT_ENUMS.get(name)
    return kaitai.enum_class("dxcontainer_stat", enum) if enum else None


#: The parts this writer builds from trees.
FOURCCS = ("STAT",)

#: The slots of Shader Model 4's record (the rest are Shader Model 5's).
SM4_SLOTS = 29


def dxcontainer_stat(obj, w: Writer) -> None:
    """Either flavour: ``program`` (DXC's, a program part's tree) or
    ``statistics`` (FXC's)."""
    stat = Given(obj)
    if stat.parsed:
        if obj.is_program:
            write(obj.program, w)
        else:
            statistics(obj.statistics, w)
    elif stat.has("program"):
        dxcontainer_program(Given(stat.value("program"), stat), w)
    else:
        statistics(Given(stat.value("statistics", {}), stat), w)
    # dxil_magic re-reads four bytes of program or statistics: nothing more to write.


def statistics(obj, w: Writer) -> None:
    """FXC's record: the slots as far as they are given (a parsed record
    as far as it is long); a tree's record is 29 or 37 slots long, as far as
    its last given slot reaches, slots left out 0."""
    s = Given(obj)
    if s.parsed:
        count = next((i for i, name in enumerate(SLOTS) if getattr(obj, name, None) is None),
                     len(SLOTS))
    else:
        last = max((i for i, name in enumerate(SLOTS) if s.has(name)), default=len(SLOTS) - 1)
        count = SM4_SLOTS if last < SM4_SLOTS else len(SLOTS)
    for name in SLOTS[:count]:
        w.u4(s.number(name, _slot_enum(name), default=0))
    w.bytes(s.data("tail", b""))
