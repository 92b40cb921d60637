"""Mutations of the digest and of plain bytes and words anywhere."""
from __future__ import annotations


from . import INTERESTING, mutation
from .parts import _pick, all_parts, put32
from .field_trace import field_starts


@mutation("digest")
def corrupt_digest(data, rnd):
    """Flip bits of the digest (use without ``digest="recompute"``)."""
    if len(data) < 20:
        return None
    out = bytearray(data)
    for _ in range(rnd.randint(1, 4)):
        out[4 + rnd.randrange(16)] ^= 1 << rnd.randrange(8)
    return bytes(out)


@mutation("bytes", parses=True)
def byte_set(data, rnd):
    """One byte set to 0x00, 0xFF or a random value (at a field start when dxfuzz decodes the input)."""
    if not data:
        return None
    starts = field_starts(data) if rnd.random() < 0.5 else ()
    pos = _pick(rnd, starts) if starts else rnd.randrange(len(data))
    out = bytearray(data)
    out[pos] = _pick(rnd, [0, 0xFF, rnd.randrange(256), out[pos] ^ 0x80])
    return bytes(out)


@mutation("bytes")
def u32_interesting(data, rnd):
    """An aligned u32 inside a part set to an interesting value."""
    p = _pick(rnd, [p for p in all_parts(data) if p.size >= 4])
    if p is None:
        return None
    return put32(data, p.start + 4 * rnd.randrange(p.size // 4), _pick(rnd, INTERESTING))


# the mutations of each part family's own bytes, and libFuzzer's blind
# ones, registered on import
