"""Writers for ``ksy/dxcontainer_level9.ksy``: header, embedded shader, mapping tables."""
from __future__ import annotations

from ..writer import Writer


def dxcontainer_level9(obj, w: Writer) -> None:
    w.u4(obj.part_size)
    w.u4(obj.shader_version)
    w.u4(obj.shader_size)
    w.u4(obj.ofs_shader)
    w.u2(obj.cbuffer_mapping_count)
    w.u2(obj.ofs_cbuffer_mappings)
    w.u2(obj.loop_register_mapping_count)
    w.u2(obj.ofs_loop_register_mappings)
    w.u2(obj.unknown_mapping_count)
    w.u2(obj.ofs_unknown_mappings)
    w.u2(obj.sampler_mapping_count)
    w.u2(obj.ofs_sampler_mappings)
    w.u2(obj.runtime_constant_mapping_count)
    w.u2(obj.ofs_runtime_constant_mappings)
    with w.at(obj.ofs_shader):
        w.bytes(obj.shader)
    for pos, records, fn in ((obj.ofs_cbuffer_mappings, obj.cbuffer_mappings, cbuffer_mapping),
                             (obj.ofs_loop_register_mappings, obj.loop_register_mappings,
                              loop_register_mapping),
                             (obj.ofs_sampler_mappings, obj.sampler_mappings, sampler_mapping),
                             (obj.ofs_runtime_constant_mappings, obj.runtime_constant_mappings,
                              runtime_constant_mapping)):
        with w.at(pos):
            for r in records:
                fn(r, w)


def cbuffer_mapping(obj, w: Writer) -> None:
    w.u2(obj.buffer)
    w.u2(obj.start_register)
    w.u2(obj.register_count)
    w.u2(obj.target_register)
    for c in obj.conversions:
        w.u1(c)


def loop_register_mapping(obj, w: Writer) -> None:
    w.u2(obj.buffer)
    w.u2(obj.source_register)
    w.u2(obj.component)
    w.u2(obj.target_register)


def sampler_mapping(obj, w: Writer) -> None:
    w.u1(obj.source_resource)
    w.u1(obj.source_sampler)
    w.u1(obj.target_sampler)
    w.u1(obj.reserved)


def runtime_constant_mapping(obj, w: Writer) -> None:
    w.u2(obj.description)
    w.u2(obj.target_register)
