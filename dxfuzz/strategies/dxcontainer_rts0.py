"""Strategies for RTS0 root signatures, versions 1.0, 1.1 and 1.2.

:func:`root_signatures` draws a description (version, flags, parameters of
every type, static samplers) and lays it out with :func:`rts0_bytes`: as DXC
and LLVM do (header, parameter headers, payloads in order with each table's
ranges right after it, samplers, ``ofs_static_samplers`` at the end when
there are none) or, since readers follow the offsets, with blocks in another
order (samplers first; with up to 4 parameters, payloads in reverse order)
and bytes between them. Enumerations take their known values or, now
and then, any value (LLVM's reader and dxfuzz keep unknown ones).
"""
from __future__ import annotations

import struct

from hypothesis import strategies as st

VERSIONS = (1, 2, 3)  # 1.0, 1.1, 1.2

FILTERS = (0x0, 0x1, 0x4, 0x5, 0x10, 0x11, 0x14, 0x15, 0x54, 0x55, 0x80, 0x81, 0x84, 0x85,
           0x90, 0x91, 0x94, 0x95, 0xD4, 0xD5, 0x100, 0x101, 0x104, 0x105, 0x110, 0x111, 0x114,
           0x115, 0x154, 0x155, 0x180, 0x181, 0x184, 0x185, 0x190, 0x191, 0x194, 0x195, 0x1D4,
           0x1D5)

u32 = st.integers(0, 0xFFFFFFFF)
registers = st.integers(0, 64) | st.just(0xFFFFFFFF) | u32
floats = st.floats(width=32, allow_nan=False) | st.sampled_from([0.0, 1.0, 3.4028234663852886e38])


def _enum(values, any_value=True):
    base = st.sampled_from(values)
    return (base | u32) if any_value else base


@st.composite
def ranges(draw, version: int):
    return {
        "range_type": draw(_enum(range(4))),
        "num_descriptors": draw(st.integers(0, 16) | st.just(0xFFFFFFFF) | u32),
        "base_shader_register": draw(registers),
        "register_space": draw(registers),
        "flags": draw(st.sampled_from([0, 1, 2, 4, 8, 0x10000, 0x10001]) | u32),
        "offset": draw(st.integers(0, 64) | st.just(0xFFFFFFFF) | u32),
    }


@st.composite
def parameters(draw, version: int):
    ptype = draw(st.integers(0, 4))
    param = {"type": ptype, "visibility": draw(_enum(range(8)))}
    if ptype == 0:
        param["ranges"] = draw(st.lists(ranges(version), max_size=4))
    elif ptype == 1:
        param["constants"] = draw(st.tuples(registers, registers, st.integers(0, 64) | u32))
    else:
        param["descriptor"] = draw(st.tuples(registers, registers,
                                             st.sampled_from([0, 2, 4, 8]) | u32))
    return param


@st.composite
def samplers(draw, version: int):
    return {
        "filter": draw(_enum(FILTERS)),
        "address": draw(st.tuples(*[_enum(range(1, 6))] * 3)),
        "mip_lod_bias": draw(floats),
        "max_anisotropy": draw(st.integers(0, 16) | u32),
        "comparison_func": draw(_enum(range(9))),
        "border_color": draw(_enum(range(5))),
        "min_lod": draw(floats),
        "max_lod": draw(floats),
        "shader_register": draw(registers),
        "register_space": draw(registers),
        "visibility": draw(_enum(range(8))),
        "flags": draw(st.sampled_from([0, 1, 2, 3]) | u32),
    }


@st.composite
def descriptions(draw, version=None):
    """A root signature as plain data (what :func:`rts0_bytes` lays out)."""
    if version is None:
        version = draw(st.sampled_from(VERSIONS))
    return {
        "version": version,
        "flags": draw(st.integers(0, 0xFFF) | st.just(0x80000000) | u32),
        "parameters": draw(st.lists(parameters(version), max_size=6)),
        "samplers": draw(st.lists(samplers(version), max_size=3)),
    }


def _pack_range(version, r) -> bytes:
    head = struct.pack("<4I", r["range_type"], r["num_descriptors"], r["base_shader_register"],
                       r["register_space"])
    if version >= 2:
        head += struct.pack("<I", r["flags"])
    return head + struct.pack("<I", r["offset"])


def _pack_sampler(version, s) -> bytes:
    out = struct.pack("<4IfIII2f3I", s["filter"], *s["address"], s["mip_lod_bias"],
                      s["max_anisotropy"], s["comparison_func"], s["border_color"], s["min_lod"],
                      s["max_lod"], s["shader_register"], s["register_space"], s["visibility"])
    if version >= 3:
        out += struct.pack("<I", s["flags"])
    return out


def rts0_bytes(desc: dict, gaps=None, samplers_first: bool = False, reverse_payloads: bool = False) -> bytes:
    """Lay out a root signature description.

    Without ``gaps`` the layout is DXC's and LLVM's. ``gaps`` (a list of
    byte strings, used in turn) inserts bytes before each block after the
    header - the parameter headers, each payload, each table's ranges, the
    samplers - which readers must skip; ``samplers_first`` puts the samplers
    before the parameters; ``reverse_payloads`` writes the payloads from the
    last parameter's to the first's (allowed with up to 4 parameters).
    """
    version = desc["version"]
    gaps = list(gaps or [])

    def gap():
        return gaps.pop(0) if gaps else b""

    params, samps = desc["parameters"], desc["samplers"]
    out = bytearray(24)
    if samplers_first:
        out += gap()
        ofs_samplers = len(out)
        out += b"".join(_pack_sampler(version, s) for s in samps)
    out += gap()
    ofs_params = len(out)
    out += bytes(12 * len(params))
    headers = [b""] * len(params)
    order = range(len(params) - 1, -1, -1) if reverse_payloads else range(len(params))
    for i in order:
        p = params[i]
        out += gap()
        ofs_payload = len(out)
        headers[i] = struct.pack("<3I", p["type"], p["visibility"], ofs_payload)
        if p["type"] == 0:
            table_at = len(out)
            out += bytes(8)
            out += gap()
            ofs_ranges = len(out)
            out[table_at:table_at + 8] = struct.pack("<II", len(p["ranges"]), ofs_ranges)
            out += b"".join(_pack_range(version, r) for r in p["ranges"])
        elif p["type"] == 1:
            out += struct.pack("<3I", *p["constants"])
        else:
            reg, space, flags = p["descriptor"]
            out += struct.pack("<2I", reg, space) + (struct.pack("<I", flags) if version >= 2 else b"")
    out[ofs_params:ofs_params + 12 * len(params)] = b"".join(headers)
    if not samplers_first:
        out += gap()
        ofs_samplers = len(out)
        out += b"".join(_pack_sampler(version, s) for s in samps)
    out[:24] = struct.pack("<6I", version, len(params), ofs_params, len(samps), ofs_samplers,
                           desc["flags"])
    return bytes(out)


@st.composite
def root_signatures(draw, version=None):
    """Payload bytes of an RTS0 part (any version unless one is given)."""
    desc = draw(descriptions(version))
    if draw(st.integers(0, 3)) == 0:
        gaps = draw(st.lists(st.binary(max_size=12), max_size=12))
        reverse = len(desc["parameters"]) <= 4 and draw(st.booleans())
        return rts0_bytes(desc, gaps, samplers_first=draw(st.booleans()), reverse_payloads=reverse)
    return rts0_bytes(desc)


def part_strategies() -> dict:
    return {"RTS0": root_signatures()}
