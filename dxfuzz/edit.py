"""Taking containers apart and putting them back: extract, strip, replace.

Every edit reads the parts in table order, byte for byte, changes the list,
and lays the container out again with :func:`dxfuzz.build`: parts back to
back after the offset table (DXC's layout), sizes, offsets, part count and
file size rewritten, the version kept. The digest is then, by choice,
recomputed (``"recompute"``, the default), kept as it was (``"keep"``, so
it no longer matches), or set to a sentinel (``"zero"``, ``"bypass"``,
``"preview"``).

What is not carried over: gaps between parts and bytes after the file size
(the new layout has none), and nothing else.
"""
from __future__ import annotations

import struct
from collections.abc import Iterable

from .part_table import read_parts

DIGESTS = ("auto", "recompute", "keep", "zero", "bypass", "preview")

#: Program parts whose data is a program header followed by LLVM bitcode.
PROGRAM_PARTS = ("DXIL", "ILDB", "STAT")


def resolve_digest(original: bytes, digest: str = "auto") -> str:
    """The digest choice an edit of ``original`` applies: ``digest``, with
    ``auto`` made concrete (``recompute`` for a validly signed container,
    else the state it has: ``zero``, ``bypass``, ``preview``, or ``keep`` for
    a mismatch)."""
    if digest not in DIGESTS:
        raise ValueError(f"digest must be one of {', '.join(DIGESTS)}, not {digest!r}")
    if digest != "auto":
        return digest
    from . import digest as _digest
    state = _digest.state(original)
    return {"valid": "recompute", "mismatch": "keep"}.get(state, state)


def rebuild(parts: Iterable[tuple[str, bytes]], original: bytes, digest: str = "auto") -> bytes:
    """Lay out ``parts`` as a container with ``original``'s version, and set
    the digest (``keep`` copies ``original``'s 16 bytes)."""
    from .builder import Part, build
    digest = resolve_digest(original, digest)
    major, minor = struct.unpack_from("<HH", original, 20)
    value = bytes(original[4:20]) if digest == "keep" else digest
    return build([Part(f, bytes(d)) for f, d in parts], digest=value, major=major, minor=minor)


def unchanged(original: bytes, digest: str = "auto") -> bytes:
    """``original`` after an edit that changes no part: only the digest
    choice applies (``auto`` and ``keep`` give the same bytes back)."""
    from . import digest as _digest
    return _digest.with_digest(bytes(original), resolve_digest(original, digest))


def _indices(parts, fourcc: str) -> list[int]:
    return [i for i, (f, _) in enumerate(parts) if f == fourcc]


def strip(data: bytes, fourccs: Iterable[str], digest: str = "auto",
          missing_ok: bool = False) -> bytes:
    """The container without any part whose fourcc is in ``fourccs`` (a
    fourcc the container lacks is an error unless ``missing_ok``)."""
    parts = read_parts(data)
    drop = set(fourccs)
    missing = sorted(f for f in drop if not _indices(parts, f))
    if missing and not missing_ok:
        raise KeyError(f"no {', '.join(missing)} part in the container")
    kept = [p for p in parts if p[0] not in drop]
    if len(kept) == len(parts):
        return unchanged(data, digest)
    return rebuild(kept, data, digest)


def replace(data: bytes, fourcc: str, payload: bytes, digest: str = "auto",
            index: int | None = None, add: bool = False) -> bytes:
    """The container with the data of its ``fourcc`` part replaced by
    ``payload`` (all such parts, or only the ``index``-th of them). With
    ``add``, a missing part is added: at the end, or before a PRIV part,
    which DXC wants last."""
    parts = read_parts(data)
    where = _indices(parts, fourcc)
    if not where:
        if not add:
            raise KeyError(f"no {fourcc} part in the container (use add=True / --add to add one)")
        at = len(parts)
        if fourcc != "PRIV" and parts and parts[-1][0] == "PRIV":
            at -= 1
        parts.insert(at, (fourcc, bytes(payload)))
        return rebuild(parts, data, digest)
    if index is not None:
        if not 0 <= index < len(where):
            raise KeyError(f"there are {len(where)} {fourcc} parts, no index {index}")
        where = [where[index]]
    if all(parts[i][1] == bytes(payload) for i in where):
        return unchanged(data, digest)
    for i in where:
        parts[i] = (fourcc, bytes(payload))
    return rebuild(parts, data, digest)


def extract(data: bytes, fourcc: str, index: int = 0, bitcode: bool = False) -> bytes:
    """The data of the ``index``-th ``fourcc`` part; with ``bitcode`` (program
    parts only), the bare LLVM bitcode without the program header."""
    parts = read_parts(data)
    where = _indices(parts, fourcc)
    if not where:
        raise KeyError(f"no {fourcc} part in the container")
    if not 0 <= index < len(where):
        raise KeyError(f"there are {len(where)} {fourcc} parts, no index {index}")
    body = parts[where[index]][1]
    if not bitcode:
        return body
    if fourcc not in PROGRAM_PARTS:
        raise ValueError(f"--bitcode needs a program part ({', '.join(PROGRAM_PARTS)}), not {fourcc}")
    return program_bitcode(body)


def program_bitcode(body: bytes) -> bytes:
    """The bitcode of a program part's data: ``bitcode_size`` bytes at
    ``8 + bitcode_offset`` (the offset counts from the ``DXIL`` magic)."""
    from .shader_hash import program_bitcode as bitcode_of
    return bitcode_of(bytes(body))


def count_parts(data: bytes, fourcc: str) -> int:
    return len(_indices(read_parts(data), fourcc))


def signing_problems(data: bytes) -> list[str]:
    """Why signing ``data`` would vouch for a container that ``dxfuzz check``
    rejects: its failures other than the digest itself (empty if none)."""
    from . import rules
    report = rules.check(data)
    return [f"{f.rule}: {f.message}" for f in report.findings
            if f.status == rules.FAIL and f.rule != "digest"]
