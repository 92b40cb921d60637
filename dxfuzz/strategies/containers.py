"""Hypothesis strategies for whole containers, composed from the part strategies.

    >>> from dxfuzz.strategies.containers import containers
    >>> @given(containers())
    ... def test_reader(data): my_reader(data)

:func:`containers` draws any mix and order of parts: every fourcc that has a
part strategy (``dxfuzz/strategies/*.py``: each module's
``part_strategies()``; every version those provide), raw bytes for fourccs no
spec decodes (PRIV, SDBG, unknown ones), and nested LIBF containers; the builder (:func:`dxfuzz.build`)
lays them out, back to back or with gaps, with any digest. Every container it
draws is valid for dxfuzz: ``serialize(parse(b)) == b``. A part spec that
decodes its data but has no strategy yet is left out (random bytes would not
be valid for it).

:func:`container_parts` draws the :class:`dxfuzz.Part` list instead, for
callers that lay parts out themselves; :func:`part_kinds` is the fourcc ->
payload strategy table everything here draws from.
"""
from __future__ import annotations

import string

from hypothesis import strategies as st

from .. import builder
from ..part_table import NESTED_CONTAINER
from . import part_payloads

#: fourccs in the container's enum that no spec decodes (kept as bytes).
RAW_FOURCCS = ("PRIV", "SDBG", "SPDB")


def _dispatched() -> frozenset:
    from ..fuzz import targets
    return frozenset(f for t in targets.part_targets().values() for f in t.fourccs)


def unknown_fourccs():
    """Strategy of fourccs no spec knows (kept as raw bytes by dxfuzz)."""
    known = _dispatched() | {NESTED_CONTAINER}
    alphabet = string.ascii_uppercase + string.digits
    return st.text(alphabet, min_size=4, max_size=4).filter(lambda f: f not in known)


def part_kinds(include_raw: bool = True) -> dict:
    """``fourcc -> strategy of valid payload bytes``: the part strategies,
    plus raw bytes for the fourccs no spec decodes (``include_raw``). LIBF
    is not in it (see :func:`containers`)."""
    kinds = dict(part_payloads())
    if include_raw:
        raw = st.binary(max_size=96)
        for f in RAW_FOURCCS:
            kinds.setdefault(f, raw)
    kinds.pop(NESTED_CONTAINER, None)
    return kinds


def _part(fourcc, payloads, padding):
    return st.builds(builder.Part, st.just(fourcc), payloads, padding=padding)


def container_parts(*, fourccs=None, min_parts: int = 0, max_parts: int = 8,
                    max_depth: int = 2, gaps: bool = True, unknown: bool = True):
    """Strategy of ``[Part, ...]`` for :func:`dxfuzz.build`.

    ``fourccs`` restricts the part types (a list of fourcc texts, ``"LIBF"``
    included if nested containers are wanted); ``max_depth`` bounds LIBF
    nesting; ``gaps`` allows filler bytes after a part's data; ``unknown``
    allows parts with fourccs nothing decodes.
    """
    kinds = part_kinds()
    if fourccs is not None:
        want = set(fourccs)
        kinds = {f: s for f, s in kinds.items() if f in want}
        nested_ok = NESTED_CONTAINER in want
    else:
        nested_ok = True
    padding = (st.one_of(st.just(b""), st.just(b""), st.just(b""),
                         st.binary(min_size=1, max_size=8),
                         st.integers(1, 8).map(lambda n: b"\xab" * n))
               if gaps else st.just(b""))
    options = [_part(f, s, padding) for f, s in sorted(kinds.items())]
    if unknown:
        options.append(st.builds(builder.Part, unknown_fourccs(), st.binary(max_size=32),
                                 padding=padding))
    if nested_ok and max_depth > 0:
        inner = containers(fourccs=fourccs, max_parts=max(1, max_parts // 2),
                           max_depth=max_depth - 1, gaps=gaps, unknown=unknown)
        options.append(st.builds(builder.Part, st.just(NESTED_CONTAINER), inner, padding=padding))
    if not options:
        return st.just([])
    return st.lists(st.one_of(options), min_size=min_parts, max_size=max_parts)


DIGESTS = ("recompute", "zero", "bypass", "preview")


def containers(*, fourccs=None, min_parts: int = 0, max_parts: int = 8, max_depth: int = 2,
               gaps: bool = True, unknown: bool = True, digest=None, trailing: bool = True):
    """Strategy of valid container bytes.

    Parts as :func:`container_parts` draws them, laid out by
    :func:`dxfuzz.build`; ``digest`` is one of ``recompute``, ``zero``,
    ``bypass``, ``preview`` (default: any of them, or 16 random bytes);
    ``trailing`` allows bytes after ``len_file``.
    """
    parts = container_parts(fourccs=fourccs, min_parts=min_parts, max_parts=max_parts,
                            max_depth=max_depth, gaps=gaps, unknown=unknown)
    digests = (st.just(digest) if digest is not None
               else st.one_of(st.sampled_from(DIGESTS), st.binary(min_size=16, max_size=16)))
    tails = st.one_of(st.just(b""), st.just(b""), st.binary(max_size=8)) if trailing else st.just(b"")
    versions = st.one_of(st.just((1, 0)), st.just((1, 0)), st.just((1, 0)),
                         st.tuples(st.integers(0, 0xFFFF), st.integers(0, 0xFFFF)))
    return st.builds(_build, parts, digests, tails, versions)


def _build(parts, digest, trailing, version):
    return builder.build(parts, digest=digest, trailing=trailing,
                         major=version[0], minor=version[1])


__all__ = ["containers", "container_parts", "part_kinds", "unknown_fourccs", "DIGESTS"]
