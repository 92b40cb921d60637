"""Strategies for RTS0 root signatures, versions 1.0, 1.1 and 1.2.

:func:`root_signatures` draws a tree (version, flags, parameters of every
type, static samplers) and builds it with the RTS0 writer (:func:`rts0_bytes`):
as DXC and LLVM lay it out (header, parameter headers, payloads in order
with each table's ranges right after it, samplers, ``ofs_static_samplers``
at the end when there are none) or, since readers follow the offsets, with
blocks in another order (samplers first; with up to 4 parameters, payloads
in reverse order) and bytes between them. Enumerations take their known values or, now
and then, any value (LLVM's reader and dxfuzz keep unknown ones).
"""
from __future__ import annotations

from hypothesis import strategies as st

from ._ints import u32

from ..write.dxcontainer_rts0 import HEADER_SIZE, PARAMETER_SIZE, TABLE_SIZE

VERSIONS = (1, 2, 3)  # 1.0, 1.1, 1.2

FILTERS = (0x0, 0x1, 0x4, 0x5, 0x10, 0x11, 0x14, 0x15, 0x54, 0x55, 0x80, 0x81, 0x84, 0x85,
           0x90, 0x91, 0x94, 0x95, 0xD4, 0xD5, 0x100, 0x101, 0x104, 0x105, 0x110, 0x111, 0x114,
           0x115, 0x154, 0x155, 0x180, 0x181, 0x184, 0x185, 0x190, 0x191, 0x194, 0x195, 0x1D4,
           0x1D5)

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
        "ofs_in_table": draw(st.integers(0, 64) |
                                                       st.just(0xFFFFFFFF) | u32),
    }


@st.composite
def parameters(draw, version: int):
    ptype = draw(st.integers(0, 4))
    param = {"parameter_type": ptype, "shader_visibility": draw(_enum(range(8)))}
    if ptype == 0:
        param["payload"] = {"ranges": draw(st.lists(ranges(version), max_size=4))}
    elif ptype == 1:
        param["payload"] = dict(zip(("shader_register", "register_space", "num_32bit_values"),
                                    draw(st.tuples(registers, registers,
                                                   st.integers(0, 64) | u32))))
    else:
        param["payload"] = dict(zip(("shader_register", "register_space", "flags"),
                                    draw(st.tuples(registers, registers,
                                                   st.sampled_from([0, 2, 4, 8]) | u32))))
    return param


@st.composite
def samplers(draw, version: int):
    address = draw(st.tuples(*[_enum(range(1, 6))] * 3))
    return {
        "filter": draw(_enum(FILTERS)),
        "address_u": address[0], "address_v": address[1], "address_w": address[2],
        "mip_lod_bias": draw(floats),
        "max_anisotropy": draw(st.integers(0, 16) | u32),
        "comparison_func": draw(_enum(range(9))),
        "border_color": draw(_enum(range(5))),
        "min_lod": draw(floats),
        "max_lod": draw(floats),
        "shader_register": draw(registers),
        "register_space": draw(registers),
        "shader_visibility": draw(_enum(range(8))),
        "flags": draw(st.sampled_from([0, 1, 2, 3]) | u32),
    }


@st.composite
def descriptions(draw, version=None):
    """A root signature's tree (the specs' names; layout left out)."""
    if version is None:
        version = draw(st.sampled_from(VERSIONS))
    return {
        "version": version,
        "flags": draw(st.integers(0, 0xFFF) | st.just(0x80000000) | u32),
        "parameters": draw(st.lists(parameters(version), max_size=6)),
        "static_samplers": draw(st.lists(samplers(version), max_size=3)),
    }


def rts0_bytes(tree: dict, gaps=None, samplers_first: bool = False,
               reverse_payloads: bool = False) -> bytes:
    """A root signature's bytes from its tree, by the RTS0 writer.

    Without ``gaps`` the layout is DXC's and LLVM's. ``gaps`` (a list of
    sizes, used in turn) moves each block after the header - the parameter
    headers, each payload, each table's ranges, the samplers - that many
    bytes (zeros) further, which readers must skip; ``samplers_first`` puts
    the samplers before the parameters; ``reverse_payloads`` writes the
    payloads from the last parameter's to the first's (allowed with up to 4
    parameters). The blocks' offsets are given to the writer: read back
    from the DXC layout and moved.
    """
    from ..builder import build_part
    data = build_part("RTS0", tree)
    if not (gaps or samplers_first or reverse_payloads):
        return data
    return build_part("RTS0", _moved(tree, data, list(gaps or []), samplers_first,
                                     reverse_payloads))


def _moved(tree: dict, data: bytes, gaps: list, samplers_first: bool, reverse: bool) -> dict:
    """``tree`` with every block's offset given: the offsets of ``data`` (its
    DXC layout) with the blocks moved as :func:`rts0_bytes` says."""
    import copy
    from .. import kaitai
    parsed = kaitai.spec_class("dxcontainer_rts0").from_bytes(data)
    params = tree["parameters"]
    ofs_samplers = parsed.ofs_static_samplers
    payloads = [p.ofs_payload for p in parsed.parameters]
    ends = payloads[1:] + [ofs_samplers]  # each payload's block ends where the next starts
    moved = copy.deepcopy(tree)

    def gap():
        return gaps.pop(0) if gaps else 0

    pos = HEADER_SIZE
    if samplers_first:
        pos += gap()
        moved["ofs_static_samplers"] = pos
        pos += len(data) - ofs_samplers
    pos += gap()
    moved["ofs_parameters"] = pos
    pos += PARAMETER_SIZE * len(params)
    order = range(len(params) - 1, -1, -1) if reverse else range(len(params))
    for i in order:
        pos += gap()
        payload = moved["parameters"][i]
        payload["ofs_payload"] = pos
        if params[i]["parameter_type"] == 0:
            ranges_gap = gap()
            payload["payload"]["ofs_ranges"] = pos + TABLE_SIZE + ranges_gap
            pos += ranges_gap
        pos += ends[i] - payloads[i]
    if not samplers_first:
        moved["ofs_static_samplers"] = pos + gap()
    return moved


@st.composite
def root_signatures(draw, version=None):
    """Payload bytes of an RTS0 part (any version unless one is given)."""
    tree = draw(descriptions(version))
    if draw(st.integers(0, 3)) == 0:
        gaps = draw(st.lists(st.integers(0, 12), max_size=12))
        reverse = len(tree["parameters"]) <= 4 and draw(st.booleans())
        return rts0_bytes(tree, gaps, samplers_first=draw(st.booleans()), reverse_payloads=reverse)
    return rts0_bytes(tree)


def part_strategies() -> dict:
    return {"RTS0": root_signatures()}
