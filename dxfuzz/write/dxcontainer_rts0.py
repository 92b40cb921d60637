"""Writers for ``ksy/dxcontainer_rts0.ksy`` (RTS0, root signatures 1.0-1.2), and its messages.

Every block is written at the offset its header names, so a root signature
whose blocks are out of order or have gaps between them comes back as it was
(the gap bytes are copied from the source by the caller).
"""
from __future__ import annotations

import struct

from . import write
from .. import kaitai
from ..errors import explain
from ..writer import Writer

SPEC = "dxcontainer_rts0"

# LLVM checks for the six header words first (DirectX::RootSignature::parse).
for _field in ("version", "num_parameters", "ofs_parameters", "num_static_samplers",
               "ofs_static_samplers", "flags"):
    explain(SPEC, f"DxcontainerRts0.{_field}", "Invalid root signature, insufficient space for header.")
explain(SPEC, "/types/root_parameter/seq/2",
        "root parameter payloads out of order: with more than 4 parameters each payload must "
        "follow the previous one")
explain(SPEC, "/types/descriptor_table/seq/1",
        "descriptor ranges outside their table: with more than 4 parameters a table's ranges "
        "must lie between its header and the next parameter's payload")
explain(SPEC, "DxcontainerRts0.parameters", "Reading structure out of file bounds")
explain(SPEC, "DxcontainerRts0.static_samplers", "Reading structure out of file bounds")
explain(SPEC, "DxcontainerRts0.RootParameter.payload", "Reading structure out of file bounds")
explain(SPEC, "DxcontainerRts0.DescriptorTable.ranges", "Reading structure out of file bounds")


def _has(obj, name: str) -> bool:
    """A conditional (``if:``) seq field was read."""
    return name in vars(obj)


def _f4(obj, w: Writer, value: float) -> None:
    """Write an ``f4`` field. A NaN read from the source is written with its
    own bits (a float conversion would turn a signaling NaN quiet)."""
    if value != value:
        src = kaitai.source_bytes(obj)
        bits = src[w.pos:w.pos + 4] if src is not None else b""
        if len(bits) == 4 and struct.unpack("<f", bits)[0] != struct.unpack("<f", bits)[0]:
            w.bytes(bits)
            return
    w.f4(value)


def dxcontainer_rts0(obj, w: Writer) -> None:
    w.u4(obj.version)
    w.u4(obj.num_parameters)
    w.u4(obj.ofs_parameters)
    w.u4(obj.num_static_samplers)
    w.u4(obj.ofs_static_samplers)
    w.u4(obj.flags)
    if obj.is_known_version:
        with w.at(obj.ofs_parameters):
            for param in obj.parameters:
                root_parameter(param, w)
        with w.at(obj.ofs_static_samplers):
            for sampler in obj.static_samplers:
                static_sampler(sampler, w)


def root_parameter(obj, w: Writer) -> None:
    w.u4(obj.parameter_type)
    w.u4(obj.shader_visibility)
    w.u4(obj.ofs_payload)
    payload = obj.payload
    if payload is not None:
        with w.at(obj.ofs_payload):
            write(payload, w)


def descriptor_table(obj, w: Writer) -> None:
    w.u4(obj.num_ranges)
    w.u4(obj.ofs_ranges)
    with w.at(obj.ofs_ranges):
        for rng in obj.ranges:
            descriptor_range(rng, w)


def descriptor_range(obj, w: Writer) -> None:
    w.u4(obj.range_type)
    w.u4(obj.num_descriptors)
    w.u4(obj.base_shader_register)
    w.u4(obj.register_space)
    if _has(obj, "flags"):
        w.u4(obj.flags)
    w.u4(obj.offset_in_descriptors_from_table_start)


def root_constants(obj, w: Writer) -> None:
    w.u4(obj.shader_register)
    w.u4(obj.register_space)
    w.u4(obj.num_32bit_values)


def root_descriptor(obj, w: Writer) -> None:
    w.u4(obj.shader_register)
    w.u4(obj.register_space)
    if _has(obj, "flags"):
        w.u4(obj.flags)


def static_sampler(obj, w: Writer) -> None:
    w.u4(obj.filter)
    w.u4(obj.address_u)
    w.u4(obj.address_v)
    w.u4(obj.address_w)
    _f4(obj, w, obj.mip_lod_bias)
    w.u4(obj.max_anisotropy)
    w.u4(obj.comparison_func)
    w.u4(obj.border_color)
    _f4(obj, w, obj.min_lod)
    _f4(obj, w, obj.max_lod)
    w.u4(obj.shader_register)
    w.u4(obj.register_space)
    w.u4(obj.shader_visibility)
    if _has(obj, "flags"):
        w.u4(obj.flags)
