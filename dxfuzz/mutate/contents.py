"""Mutations of part contents: counts, offsets, strings, type cycles."""
from __future__ import annotations

import functools
import re

from . import _CACHES, HUGE, INPUTS_KEPT, INTERESTING, TRACES_KEPT, mutation
from .parts import LIBF, _pick, all_parts, body_of, parts_of, put32, replace_body, u32
from .field_trace import _part_containing, _part_fields, _part_tree


_COUNT_NAME = re.compile(r"count|num|len|total|elements", re.I)
_OFFSET_NAME = re.compile(r"ofs|offset|pos|ptr|name|ref|start", re.I)


@functools.lru_cache(maxsize=TRACES_KEPT)
def _sites(data: bytes) -> tuple:
    """``(count fields, offset spots, integer fields)`` of an input, found
    once from its field trace and kept for its next mutants: the count and
    the integer fields of its parts, and ``(where, part)`` of each offset
    (by name where dxfuzz decodes the part, else each u32 that looks like an
    offset in its part)."""
    fields = _part_fields(data)
    counts = tuple(f for f in fields if f.kind in ("u4", "u2", "u1") and _COUNT_NAME.search(f.name))
    integers = tuple(f for f in fields if f.kind[0] in "us" and f.kind != "bytes")
    spots = []
    for f in fields:
        if f.kind == "u4" and _OFFSET_NAME.search(f.name):
            p = _part_containing(data, f.start)
            if p is not None:
                spots.append((f.start, p))
    if not spots:
        for p in all_parts(data):
            if p.fourcc == LIBF:
                continue
            for rel in range(0, p.size - 3, 4):
                v = u32(data, p.start + rel)
                if 8 <= v < p.size and v % 4 == 0:
                    spots.append((p.start + rel, p))
    return counts, tuple(spots), integers


_CACHES.append(_sites)


@mutation("part", parses=True)
def count_huge(data, rnd):
    """A count field of a part (found by parsing with dxfuzz, by name) set near 2**32."""
    fs = _sites(bytes(data))[0]
    if not fs:
        return _raw_count_huge(data, rnd)
    f = _pick(rnd, fs)
    width = f.end - f.start
    value = _pick(rnd, HUGE) & ((1 << (8 * width)) - 1)
    out = bytearray(data)
    out[f.start:f.end] = value.to_bytes(width, "little")
    return bytes(out)


@mutation("part")
def leading_count_huge(data, rnd):
    """A count at its documented place at the start of a part (a signature's
    element count, RDEF's constant buffer and binding counts, RTS0's
    parameter and static sampler counts, RDAT's part count, IFCE's counts)
    set near 2**32, without decoding the part (``count_huge`` finds counts
    anywhere by decoding)."""
    return _raw_count_huge(data, rnd)


def _raw_count_huge(data, rnd):
    """Documented leading counts: signature element count, RDEF cbuffer and
    binding counts, RTS0 parameter and sampler counts, RDAT part count."""
    where = {b"ISGN": [0], b"OSGN": [0], b"PCSG": [0], b"OSG5": [0], b"ISG1": [0], b"OSG1": [0],
             b"PSG1": [0], b"RDEF": [0, 8], b"RTS0": [4, 12], b"RDAT": [4], b"IFCE": [0, 4]}
    ps = [p for p in all_parts(data) if p.fourcc in where and p.size >= 16]
    p = _pick(rnd, ps)
    if p is None:
        return None
    return put32(data, p.start + _pick(rnd, where[p.fourcc]), _pick(rnd, HUGE))


@mutation("part", parses=True)
def offset_to_self(data, rnd):
    """An offset field of a part pointing back at itself, at the start of the
    part, at its end, or past it (fields by name when dxfuzz decodes the part,
    else any u32 that looks like an in-part offset)."""
    spots = _sites(bytes(data))[1]
    if not spots:
        return None
    pos, p = _pick(rnd, spots)
    rel = pos - p.start
    return put32(data, pos, _pick(rnd, [rel, rel - 4 if rel >= 4 else 0, 0, p.size, p.size - 1,
                                        p.size + 4, 0xFFFFFFFF]))


@mutation("part", parses=True)
def field_extreme(data, rnd):
    """Any integer field dxfuzz decodes in a part set to a boundary value."""
    f = _pick(rnd, _sites(bytes(data))[2])
    if f is None:
        return None
    width = f.end - f.start
    value = _pick(rnd, INTERESTING) & ((1 << (8 * width)) - 1)
    out = bytearray(data)
    out[f.start:f.end] = value.to_bytes(width, "little")
    return bytes(out)


_STRING = re.compile(rb"[\x20-\x7e]{2,}\x00")


@functools.lru_cache(maxsize=INPUTS_KEPT)
def _strings(data: bytes) -> tuple:
    """``(part, where its NUL is)`` of every NUL-terminated string in a part
    (found once per input, kept for its next mutants)."""
    cands = []
    for p in all_parts(data):
        if p.fourcc == LIBF:
            continue
        body = body_of(data, p)
        for m in _STRING.finditer(body):
            cands.append((p, m.end() - 1))
    return tuple(cands)


_CACHES.append(_strings)


@mutation("part")
def unterminated_string(data, rnd):
    """A string in a part without its terminating NUL: the NUL and everything
    after it up to the end of the part overwritten with letters, or the part
    cut right after the string's characters."""
    cands = _strings(bytes(data))
    if not cands:
        return None
    p, nul = _pick(rnd, cands)
    body = body_of(data, p)
    if rnd.random() < 0.5:
        return replace_body(data, p, body[:nul])
    return replace_body(data, p, body[:nul] + b"A" * (len(body) - nul))


@mutation("part", decodes=True)
def rdef_type_cycle(data, rnd):
    """An RDEF type that contains itself: a member whose type is its parent
    type, or a type made a struct whose one member is of its own type (a
    member table the RDEF writer places after the rest) or whose member
    table is the type record itself."""
    from .. import build_part
    p = _pick(rnd, parts_of(data, "RDEF"))
    tree = _part_tree(data, p) if p is not None else None
    if tree is None:
        return None
    types = list(_rdef_typed(tree))
    if not types:
        return None
    holder, t = _pick(rnd, types)
    at = holder["ofs_type"]
    if t.get("members") and rnd.random() < 0.6:
        _pick(rnd, t["members"])["ofs_type"] = at  # member type = parent type
    elif rnd.random() < 0.7:
        t.update(var_class=5, num_members=1, ofs_members=None,
                 members=[{"ofs_name": 0, "ofs_type": at, "ofs_in_parent": 0}])
    else:
        t.update(var_class=5, num_members=1, ofs_members=at, members=[])
    try:
        return replace_body(data, p, build_part("RDEF", tree, max_size=len(data) + (1 << 16)))
    except ValueError:
        return None


def _rdef_typed(tree: dict):
    """``(record, its type)`` of every type a variable or member of an RDEF
    tree points at (``record["ofs_type"]`` is where the type is)."""
    stack = [v for c in tree.get("cbuffers") or [] for v in c.get("variables") or []]
    while stack:
        holder = stack.pop()
        t = holder.get("type")
        if isinstance(t, dict) and holder.get("ofs_type"):
            yield holder, t
            stack.extend(t.get("members") or [])
