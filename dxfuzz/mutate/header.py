"""Mutations of the container header: file size, version, part count, magic."""
from __future__ import annotations

import struct

from ..part_table import HEADER_SIZE, table_end
from . import HUGE, mutation
from .parts import _pick, put32, table, u32


@mutation("header", nested=True)
def len_file_small(data, rnd):
    """Header file size smaller than the data (0, inside the header, inside the table, one short)."""
    if len(data) < 28:
        return None
    cands = [0, 1, 20, 31, 32, table_end(data) - 1, len(data) - 1, len(data) // 2]
    return put32(data, 24, _pick(rnd, [c for c in cands if c >= 0]))


@mutation("header", nested=True)
def len_file_large(data, rnd):
    """Header file size larger than the data (by 1, 4, a page, or near 2**32)."""
    if len(data) < 28:
        return None
    return put32(data, 24, _pick(rnd, [len(data) + 1, len(data) + 4, len(data) + 4096,
                                      0x80000000, 0x80000001, 0xFFFFFFFF]))


@mutation("header", nested=True)
def num_parts_high(data, rnd):
    """Part count larger than the table (by one, by a few, near 2**32)."""
    c = u32(data, 28)
    if c is None:
        return None
    return put32(data, 28, _pick(rnd, [c + 1, c + 2, c + 64, (len(data) - 32) // 4 + 1] + list(HUGE)))


@mutation("header", nested=True)
def num_parts_low(data, rnd):
    """Part count smaller than the table (parts left unreferenced)."""
    c = u32(data, 28)
    if not c:
        return None
    return put32(data, 28, rnd.randrange(c))


@mutation("header", nested=True)
def offset_past_end(data, rnd):
    """A part offset at or past the end of the data (or near 2**32)."""
    e = _pick(rnd, table(data))
    if e is None:
        return None
    n = len(data)
    return put32(data, e.table_pos, _pick(rnd, [n, n + 1, n - 1, n - 4, n - 7, 0xFFFFFFF8, 0xFFFFFFFF]))


@mutation("header", nested=True)
def offset_into_header(data, rnd):
    """A part offset pointing into the container header (0..31)."""
    e = _pick(rnd, table(data))
    if e is None:
        return None
    return put32(data, e.table_pos, _pick(rnd, [0, 4, 8, 20, 24, 28, rnd.randrange(32)]))


@mutation("header", nested=True)
def offset_into_table(data, rnd):
    """A part offset pointing into the offset table itself (its own entry included)."""
    es = table(data)
    e = _pick(rnd, es)
    if e is None:
        return None
    return put32(data, e.table_pos, _pick(rnd, [e.table_pos, HEADER_SIZE, table_end(data) - 4,
                                                HEADER_SIZE + 4 * rnd.randrange(len(es))]))


@mutation("header", nested=True)
def bad_magic_version(data, rnd):
    """Magic or container version changed (DXBC -> DXBD, major 0/2/0xFFFF, minor 1)."""
    if len(data) < 24:
        return None
    out = bytearray(data)
    which = rnd.randrange(3)
    if which == 0:
        out[rnd.randrange(4)] ^= 1 << rnd.randrange(8)
    elif which == 1:
        struct.pack_into("<H", out, 20, _pick(rnd, [0, 2, 0xFFFF]))
    else:
        struct.pack_into("<H", out, 22, _pick(rnd, [1, 0xFFFF]))
    return bytes(out)
