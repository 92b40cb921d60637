"""Mutations that cut the data short: at a structural boundary, at random,
inside one part."""
from __future__ import annotations


from . import mutation
from .parts import LIBF, _pick, all_parts, body_of, replace_body
from .field_trace import boundaries, field_ends


@mutation("truncate", parses=True)
def truncate_boundary(data, rnd):
    """Cut the file at a structural boundary (header field, table end, part
    header, part end, any field start or end)."""
    cuts = [b for b in boundaries(data) if 0 < b < len(data)]
    if not cuts:
        return None
    cut = _pick(rnd, cuts)
    return data[:cut + rnd.choice((0, 0, -1, 1))] if cut > 1 else data[:cut]


@mutation("truncate")
def truncate_random(data, rnd):
    """Cut the file at a random offset."""
    if len(data) < 2:
        return None
    return data[:rnd.randrange(1, len(data))]


@mutation("truncate", parses=True)
def truncate_part(data, rnd):
    """Cut one part's data short (at a field boundary or at random), its size
    and everything after it fixed up: the part spec meets the end of its data."""
    ps = [p for p in all_parts(data) if p.size > 0 and p.fourcc != LIBF]
    p = _pick(rnd, ps)
    if p is None:
        return None
    inner = field_ends(data, p.start, p.start + p.size)
    cut = _pick(rnd, inner) - p.start if inner and rnd.random() < 0.7 else rnd.randrange(p.size)
    return replace_body(data, p, body_of(data, p)[:cut])
