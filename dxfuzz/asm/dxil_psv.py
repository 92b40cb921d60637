"""DXC's "Pipeline Runtime Information" block, printed from a decoded PSV0
part: what ``dxfuzz dis`` prints of it (:mod:`.dxil_listing`) and what
compare-asm reads back from DXC's listings (:mod:`.dxc`).

DXC's disassembler (``PrintPipelineStateValidationRuntimeInfo`` in
``tools/clang/tools/dxcompiler/dxcdisassembler.cpp``) prints the block after
the shader hash, when the container has a PSV0 part: a ``;`` line, the
title ``; Pipeline Runtime Information: `` (with its trailing blank), a
``;`` line, the runtime information, and a closing ``;`` line. The form of
the runtime information depends on the DXC release that prints it, not on
the container (no validator or PSV version is checked when printing):

* before 1.8.2502 the disassembler printed it itself: the stage title and
  the stage's lines (nothing for compute, mesh and amplification shaders
  before 1.7.2207, then their ``NumThreads`` and the mesh output topology),
  then ``WaveSize`` when the minimum and maximum wave lane counts agree;
* from 1.8.2502 it calls ``hlsl::PrintPSVRuntimeInfo``
  (``lib/DxilContainer/DxilPipelineStateValidation.cpp``): a
  ``;PSVRuntimeInfo:`` line, the same stage lines (the stage is the part's
  own from version 1, else the program's shader kind), the two wave lane
  counts when they differ, and from the record's version 1 the view-ID use
  and the signature counts, from version 3 the entry function's name, from
  version 4 (DXC 1.9) the group shared memory of compute, mesh and
  amplification shaders.

Which lines the record holds follows from its size, the PSV version DXC
chose from the validator version when it compiled the shader (24 bytes:
version 0, 36: 1, 48: 2, 52: 3, 56: 4). The disassembler prints none of
PSV0's resource bindings, signature elements or dependency tables (only
``dxa -dumppsv`` does, in another layout).
"""
from __future__ import annotations

from typing import List, Tuple

#: The stage title DXC prints, with its shader kind (DXIL::ShaderKind).
STAGE_TITLES = {"Vertex Shader": 1, "Pixel Shader": 0, "Geometry Shader": 2, "Hull Shader": 3,
                "Domain Shader": 4, "Compute Shader": 5, "Mesh Shader": 13,
                "Amplification Shader": 14}
DOMAINS = {1: "isoline", 2: "tri", 3: "quad"}
OUTPUT_PRIMITIVES = {1: "point", 2: "line", 3: "triangle_cw", 4: "triangle_ccw"}
INPUT_PRIMITIVES = {1: "point", 2: "line", 3: "triangle", 6: "lineadj", 7: "triangleadj",
                    **{7 + n: f"patch{n}" for n in range(1, 33)}}
OUTPUT_TOPOLOGIES = {1: "point", 3: "line", 5: "triangle"}
MESH_TOPOLOGIES = {0: "undefined", 1: "line", 2: "triangle"}

#: The block's title line, as DXC spells it (a blank after the colon).
TITLE = "; Pipeline Runtime Information: "
#: The first line of the runtime information from DXC 1.8.2502.
NEW_FORMAT_HEAD = ";PSVRuntimeInfo:"


def _int(v) -> int:
    """A decoded enum value's number (an unknown one is already a number)."""
    return int(getattr(v, "value", v))


def psv_fields(psv, new_format: bool) -> List[Tuple[str, str, str]]:
    """``(key, separator, value)`` of each runtime-information line DXC
    prints for a decoded PSV0 part, in DXC's order: the stage title first
    as ``("stage", "", title)``, then each ``key=value`` or ``key: value``
    line. ``new_format``: DXC's form from 1.8.2502 (see the module's text)."""
    info = psv.runtime_info
    out: List[Tuple[str, str, str]] = []
    if info is None:
        return out

    def add(key: str, value, sep: str = "=") -> None:
        """One line, ``key=value`` by default."""
        out.append((key, sep, str(value)))

    stage = _int(info.union_stage) if hasattr(info, "union_stage") else -1
    title = next((t for t, k in STAGE_TITLES.items() if k == stage), None)
    size = psv.len_runtime_info
    if title is not None:
        add("stage", title, "")
    s = info.stage_info
    if stage == 1:
        add("OutputPositionPresent", int(bool(s.output_position_present)))
    elif stage == 0:
        add("DepthOutput", int(bool(s.depth_output)))
        add("SampleFrequency", int(bool(s.sample_frequency)))
    elif stage == 3:
        add("InputControlPointCount", s.num_input_control_points)
        add("OutputControlPointCount", s.num_output_control_points)
        add("Domain", DOMAINS.get(_int(s.tessellator_domain), "invalid"))
        add("OutputPrimitive", OUTPUT_PRIMITIVES.get(_int(s.tessellator_output_primitive), "invalid"))
    elif stage == 4:
        add("InputControlPointCount", s.num_input_control_points)
        add("OutputPositionPresent", int(bool(s.output_position_present)))
    elif stage == 2:
        add("InputPrimitive", INPUT_PRIMITIVES.get(_int(s.input_primitive), "invalid"))
        add("OutputTopology", OUTPUT_TOPOLOGIES.get(_int(s.output_topology), "invalid"))
        add("OutputStreamMask", s.output_stream_mask)
        add("OutputPositionPresent", int(bool(s.output_position_present)))
    if stage == 13 and size >= 36:
        add("MeshOutputTopology", MESH_TOPOLOGIES.get(info.v1.stage_vectors.mesh_output_topology, "invalid"))
    if stage in (5, 13, 14) and size >= 48:
        add("NumThreads", f"({info.v2.num_threads_x},{info.v2.num_threads_y},{info.v2.num_threads_z})")
    if stage in (5, 13, 14) and size >= 56 and new_format:
        add("NumBytesGroupSharedMemory", info.v4.num_bytes_group_shared_memory, ": ")
    lo, hi = info.min_num_wave_lanes, info.max_num_wave_lanes
    if lo == hi:
        add("WaveSize", lo)
    elif new_format:
        add("MinimumExpectedWaveLaneCount", lo, ": ")
        add("MaximumExpectedWaveLaneCount", hi, ": ")
    if new_format and size >= 36:
        v1 = info.v1
        add("UsesViewID", "true" if v1.uses_view_id else "false", ": ")
        add("SigInputElements", v1.sig_input_elements, ": ")
        add("SigOutputElements", v1.sig_output_elements, ": ")
        add("SigPatchConstOrPrimElements", v1.sig_patch_const_or_prim_elements, ": ")
        add("SigInputVectors", v1.sig_input_vectors, ": ")
        for k, v in enumerate(v1.sig_output_vectors):
            add(f"SigOutputVectors[{k}]", v, ": ")
    if new_format and size >= 52:
        name = getattr(psv, "entry_function_name", None)
        add("EntryFunctionName", name if name is not None else "", ": ")
    return out


def psv_lines(psv, new_format: bool) -> dict:
    """``{key: text}`` of the runtime-information lines DXC prints for a
    decoded PSV0 part (the stage title under ``"stage"``): what
    compare-asm compares with the lines it reads from DXC's listing."""
    return {key: value for key, _, value in psv_fields(psv, new_format)}


def runtime_information(psv, new_format: bool = True) -> List[str]:
    """The block DXC prints for a decoded PSV0 part, from its blank ``;``
    line to the closing one: by default as DXC prints it from 1.8.2502,
    with ``new_format`` False as before it."""
    out = [";", TITLE, ";"]
    if new_format:
        out.append(NEW_FORMAT_HEAD)
    for key, sep, value in psv_fields(psv, new_format):
        out.append(f"; {value}" if key == "stage" else f"; {key}{sep}{value}")
    return out + [";"]
