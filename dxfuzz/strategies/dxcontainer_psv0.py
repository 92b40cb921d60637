"""Strategies for PSV0 parts (pipeline state validation).

A payload is drawn the way DXC lays one out for a given runtime information
version (24, 36, 48, 52 or 56 bytes, or a larger, newer size with unknown
bytes), resource record size (16 or 24 bytes, or larger) and shader stage:
string table starting with an empty name and padded to 4, semantic index
table, signature elements naming both, then the view-id masks and the
dependency tables with exactly the sizes the stage and the vector counts
give them. The stage union and the table contents are arbitrary.
"""
from __future__ import annotations

import struct

from hypothesis import strategies as st

GEOMETRY, HULL, DOMAIN, MESH = 2, 3, 4, 13
RUNTIME_INFO_SIZES = (24, 36, 48, 52, 56)

u8 = st.integers(0, 0xFF)
u32 = st.integers(0, 0xFFFFFFFF)
names = st.text(st.characters(min_codepoint=0x21, max_codepoint=0x7E), min_size=1, max_size=16)
small_vectors = st.integers(0, 8) | st.integers(0, 32)


def mask_dwords(vectors: int) -> int:
    """32-bit words of a mask with one bit per component, four per vector."""
    return (vectors + 7) // 8


def _words(draw, count: int) -> bytes:
    return struct.pack(f"<{count}I", *draw(st.lists(u32, min_size=count, max_size=count)))


def _string_table(strings):
    """``(table, offsets)``: an empty name at offset 0, then the strings, zero padded to 4."""
    table, offsets = bytearray(b"\0"), []
    for s in strings:
        offsets.append(len(table))
        table += s.encode("latin-1") + b"\0"
    table += bytes(-len(table) % 4)
    return bytes(table), offsets


@st.composite
def runtime_infos(draw, size: int, stage: int):
    """``(record bytes, fields)`` of a runtime information record of ``size`` bytes."""
    out = bytearray(draw(st.binary(min_size=16, max_size=16)))
    out += struct.pack("<II", draw(st.just(0) | u32), draw(st.just(0xFFFFFFFF) | u32))
    f = {"stage": stage, "uses_view_id": 0, "in": 0, "out": [0, 0, 0, 0], "pcv": 0,
         "counts": (0, 0, 0)}
    if size >= 36:
        f["uses_view_id"] = draw(st.sampled_from([0, 1]))
        if stage in (HULL, DOMAIN, MESH):
            f["pcv"] = draw(small_vectors)
            extra = bytes([f["pcv"], draw(st.integers(0, 2) if stage == MESH else st.just(0))])
        else:
            extra = draw(st.binary(min_size=2, max_size=2))
        f["counts"] = tuple(draw(st.integers(0, 3)) for _ in range(3))
        f["in"] = draw(small_vectors)
        streams = 4 if stage == GEOMETRY else 1
        f["out"] = [draw(small_vectors) for _ in range(streams)] + [0] * (4 - streams)
        out += bytes([stage, f["uses_view_id"]]) + extra + bytes(f["counts"])
        out += bytes([f["in"]] + f["out"])
    if size >= 48:
        out += struct.pack("<3I", *(draw(st.integers(1, 1024) | u32) for _ in range(3)))
    if size >= 52:
        out += struct.pack("<I", 0)  # entry name offset, patched by the caller
    if size >= 56:
        out += struct.pack("<I", draw(st.integers(0, 32768)))
    out += draw(st.binary(min_size=size - len(out), max_size=size - len(out)))
    return bytes(out), f


@st.composite
def psv0_parts(draw):
    """A PSV0 part payload."""
    size = draw(st.sampled_from(RUNTIME_INFO_SIZES) | st.integers(24, 80).map(lambda n: n & ~3))
    stage = draw(st.sampled_from([0, 1, GEOMETRY, HULL, DOMAIN, 5, MESH, 14]) | st.integers(0, 16))
    info, f = draw(runtime_infos(size, stage))

    record = draw(st.sampled_from([16, 24]) | st.integers(16, 40))
    resources = draw(st.lists(st.binary(min_size=record, max_size=record), max_size=4))
    out = bytearray(struct.pack("<I", size))
    info_at = len(out)
    out += info + struct.pack("<I", len(resources))
    if resources:
        out += struct.pack("<I", record) + b"".join(resources)
    if size < 36:
        return bytes(out)

    element_counts = f["counts"]
    strings = draw(st.lists(names, max_size=sum(element_counts) + 1))
    table, offsets = _string_table(strings + ["main"])
    if size >= 52:
        struct.pack_into("<I", out, info_at + 48, offsets[-1])
    indices = draw(st.lists(st.integers(0, 31) | u32, max_size=8))
    out += struct.pack("<I", len(table)) + table
    out += struct.pack("<I", len(indices)) + struct.pack(f"<{len(indices)}I", *indices)
    if sum(element_counts):
        element_size = draw(st.just(16) | st.sampled_from([20, 24]))
        out += struct.pack("<I", element_size)
        for _ in range(sum(element_counts)):
            rows = draw(st.integers(0, 4))
            start = draw(st.integers(0, max(0, len(indices) - rows)))
            name = draw(st.sampled_from([0] + offsets[:-1]))
            out += struct.pack("<II", name, start) + bytes([rows]) + draw(st.binary(min_size=7, max_size=7))
            out += draw(st.binary(min_size=element_size - 16, max_size=element_size - 16))
    streams = 4 if stage == GEOMETRY else 1
    if f["uses_view_id"]:
        for i in range(streams):
            out += _words(draw, mask_dwords(f["out"][i]))
        if stage in (HULL, MESH):
            out += _words(draw, mask_dwords(f["pcv"]))
    for i in range(streams):
        if stage != MESH:
            out += _words(draw, mask_dwords(f["out"][i]) * f["in"] * 4)
    if stage == HULL:
        out += _words(draw, mask_dwords(f["pcv"]) * f["in"] * 4)
    if stage == DOMAIN:
        out += _words(draw, mask_dwords(f["out"][0]) * f["pcv"] * 4)
    return bytes(out)


def part_strategies() -> dict:
    return {"PSV0": psv0_parts()}
