"""Writers for ``ksy/dxcontainer_rts0.ksy`` (RTS0, root signatures 1.0-1.2).

Every block is written at the offset its header names, so a root signature
whose blocks are out of order or have gaps between them comes back as it was
(the gap bytes are copied from the source by the caller).
"""
from __future__ import annotations

import functools
import struct

from .. import kaitai
from .buffer import Writer
from .given import Given

SPEC = "dxcontainer_rts0"


#: The parts this writer builds from trees.
FOURCCS = ("RTS0",)

#: Bytes of the blocks a tree leaves the writer to place, by version.
HEADER_SIZE, PARAMETER_SIZE, TABLE_SIZE, CONSTANTS_SIZE = 24, 12, 8, 12


_enum = functools.partial(kaitai.enum_class, SPEC)  # the spec's enums, by class name


def _range_size(version: int) -> int:
    return 24 if version >= 2 else 20


def _descriptor_size(version: int) -> int:
    return 12 if version >= 2 else 8


def _f4(obj, w: Writer, value: float) -> None:
    """Write an ``f4`` field. A NaN read from the source is written with its
    own bits (a float conversion would turn a signaling NaN quiet)."""
    if value != value and not isinstance(obj, dict):
        src = kaitai.source_bytes(obj)
        bits = src[w.pos:w.pos + 4] if src is not None else b""
        if len(bits) == 4 and struct.unpack("<f", bits)[0] != struct.unpack("<f", bits)[0]:
            w.bytes(bits)
            return
    w.f4(value)


def dxcontainer_rts0(obj, w: Writer) -> None:
    """A root signature from a parsed object or a tree. Left out: ``version``
    (2, root signature 1.1), the counts, ``ofs_parameters`` (24, after the
    header), each payload's and each table's ranges' offsets and
    ``ofs_static_samplers``: as FXC and DXC lay them out, the parameter
    headers, then each parameter's payload (a table's header followed by
    its ranges), then the static samplers."""
    r = Given(obj)
    version = r.number("version", _enum("RootSignatureVersion"), default=2)
    params = r.children("parameters", [])
    samplers = r.children("static_samplers", [])
    num_parameters = r.number("num_parameters", default=len(params))
    ofs_parameters = r.number("ofs_parameters", default=HEADER_SIZE)
    pos = ofs_parameters + PARAMETER_SIZE * num_parameters
    payload_offsets = []
    for p in params:
        payload_offsets.append(p.number("ofs_payload", default=pos))
        pos = max(pos, payload_offsets[-1] + _payload_size(p, version))
    num_static_samplers = r.number("num_static_samplers", default=len(samplers))
    ofs_static_samplers = r.number("ofs_static_samplers", default=pos)
    w.u4(version)
    w.u4(num_parameters)
    w.u4(ofs_parameters)
    w.u4(num_static_samplers)
    w.u4(ofs_static_samplers)
    w.u4(r.number("flags", default=0))
    if r.parsed and not obj.is_known_version:
        return  # the spec decodes no block of an unknown version
    with w.at(ofs_parameters):
        for p, ofs_payload in zip(params, payload_offsets):
            root_parameter(p, w, ofs_payload, version)
    with w.at(ofs_static_samplers):
        for sampler in samplers:
            static_sampler(sampler, w, version)


def _payload_kind(p: Given):
    """The writer of a parameter's payload (by its type), or None."""
    kind = p.number("parameter_type", _enum("RootParameterType"), default=0)
    return {0: descriptor_table, 1: root_constants}.get(kind, root_descriptor if kind <= 4 else None)


def _payload_size(p: Given, version: int) -> int:
    kind = _payload_kind(p)
    payload = p.value("payload", None)
    if kind is descriptor_table:
        ranges = Given(payload or {}).value("ranges", [])
        return TABLE_SIZE + _range_size(version) * len(ranges)
    if kind is root_constants:
        return CONSTANTS_SIZE
    return _descriptor_size(version) if kind is root_descriptor else 0


def root_parameter(obj, w: Writer, ofs_payload=None, version=None) -> None:
    p = Given(obj)
    w.u4(p.number("parameter_type", _enum("RootParameterType"), default=0))
    w.u4(p.number("shader_visibility", _enum("ShaderVisibility"), default=0))
    if ofs_payload is None:
        ofs_payload = p.number("ofs_payload")
    w.u4(ofs_payload)
    payload = p.value("payload", None)
    kind = _payload_kind(p)
    if kind is not None and (payload is not None or not p.parsed):
        with w.at(ofs_payload):
            kind(Given(payload if payload is not None else {}, p), w, version)


def descriptor_table(obj, w: Writer, version=None) -> None:
    t = Given(obj)
    version = _version(t, version)
    ranges = t.children("ranges", [])
    num_ranges = t.number("num_ranges", default=len(ranges))
    w.u4(num_ranges)
    ofs_ranges = t.number("ofs_ranges", default=w.pos + 4)
    w.u4(ofs_ranges)
    with w.at(ofs_ranges):
        for rng in ranges:
            descriptor_range(rng, w, version)


def descriptor_range(obj, w: Writer, version=None) -> None:
    d = Given(obj)
    w.u4(d.number("range_type", _enum("DescriptorRangeType"), default=0))
    w.u4(d.number("num_descriptors", default=1))
    w.u4(d.number("base_shader_register", default=0))
    w.u4(d.number("register_space", default=0))
    if _has_flags(d, version, 2):
        w.u4(d.number("flags", default=0))
    w.u4(d.number("ofs_in_table", default=0xFFFFFFFF))


def root_constants(obj, w: Writer, version=None) -> None:
    c = Given(obj)
    w.u4(c.number("shader_register", default=0))
    w.u4(c.number("register_space", default=0))
    w.u4(c.number("num_32bit_values", default=0))


def root_descriptor(obj, w: Writer, version=None) -> None:
    d = Given(obj)
    w.u4(d.number("shader_register", default=0))
    w.u4(d.number("register_space", default=0))
    if _has_flags(d, version, 2):
        w.u4(d.number("flags", default=0))


def static_sampler(obj, w: Writer, version=None) -> None:
    s = Given(obj)
    w.u4(s.number("filter", _enum("Filter"), default=0x55))
    for axis in ("address_u", "address_v", "address_w"):
        w.u4(s.number(axis, _enum("TextureAddressMode"), default=1))
    _f4(s.source, w, s.real("mip_lod_bias", 0.0))
    w.u4(s.number("max_anisotropy", default=16))
    w.u4(s.number("comparison_func", _enum("ComparisonFunc"), default=4))
    w.u4(s.number("border_color", _enum("StaticBorderColor"), default=2))
    _f4(s.source, w, s.real("min_lod", 0.0))
    _f4(s.source, w, s.real("max_lod", 3.402823466e38))
    w.u4(s.number("shader_register", default=0))
    w.u4(s.number("register_space", default=0))
    w.u4(s.number("shader_visibility", _enum("ShaderVisibility"), default=0))
    if s.parsed and s.number("has_flags") or not s.parsed and _version(s, version) >= 3:
        w.u4(s.number("flags", default=0))


def _version(g: Given, version) -> int:
    """The root signature's version: given by the caller, else the root's."""
    if version is not None:
        return version
    root = g
    while root.parent is not None:
        root = root.parent
    return root.number("version", _enum("RootSignatureVersion"), default=2)


def _has_flags(g: Given, version, since: int) -> bool:
    """A parsed record has ``flags`` if it read them; a tree's record if the
    version has them."""
    if g.parsed:
        return "flags" in vars(g.source)
    return _version(g, version) >= since
