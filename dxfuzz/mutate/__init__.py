"""Malformed-input mutators: named ways to break a valid container.

Each mutation is a function ``(data, rnd) -> bytes | None`` taking the bytes
of a container and a random source (a :class:`random.Random`, or
hypothesis's ``st.randoms()`` object) and returning a malformed variant, or
``None`` when it does not apply to this input (no PSV0 part to edit, say).
They keep everything else consistent on purpose (offsets fixed up after an
insertion, the part size adjusted after a record grew) so that a reader gets
past the outer checks and meets the one defect.

    >>> import random, dxfuzz.mutate as m
    >>> name, bad = m.mutate(data, random.Random(1))          # any mutation
    >>> bad = m.apply(data, "part_size_past_end", random.Random(1), digest="recompute")
    >>> m.names()                                             # every mutation

``digest="recompute"`` gives the result a valid digest, so a reader that
checks digests first still parses the rest (``"keep"`` leaves the original,
now stale, digest). For hypothesis, :func:`malformed` is a strategy.

Container-level mutations read the header and part table directly (they
work on any input that has one). Part-aware mutations locate fields in two
ways: the versioned records (PSV0, RDAT), SHDR/SHEX instruction lengths,
string tables and RDEF types by their documented layout, DXIL programs'
LLVM bitcode through dxfuzz's bitstream reader and writer, and generic field
edits (counts, offsets, field boundaries) by parsing the input with dxfuzz
and recording where the writer puts every field (:func:`field_trace`).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, List, Optional

from .. import digest as _digest

#: The caches of decoded inputs (functions with ``cache_clear``), filled by
#: the modules that keep them (:func:`clear_caches` empties them).
_CACHES: list = []
#: How many of each the caches keep, the least recently used dropped first:
#: field traces of whole inputs (each a parse of everything), decoded parts
#: (trees, programs, bitcode: a hunt's seeds have a few hundred), and what
#: an input's part table gives (an AFL++ queue's entries).
TRACES_KEPT, PARTS_KEPT, INPUTS_KEPT = 64, 512, 256

from ..part_table import HEADER_SIZE, entries, table_end  # noqa: E402,F401  (the mutations' table)
from .parts import LIBF, _pick, all_parts, body_of, replace_body  # noqa: E402

#: u32 values near 2**32 and other boundaries for counts and sizes.
HUGE = (0xFFFFFFFF, 0xFFFFFFFE, 0xFFFFFFFC, 0x80000000, 0x7FFFFFFF, 0x40000000,
        0x10000000, 0x01000000, 0x00FFFFFF, 0x10000)
#: interesting u32 values for any field.
INTERESTING = (0, 1, 2, 3, 4, 7, 8, 16, 0x7F, 0x80, 0xFF, 0x100, 0xFFFF, 0x10000) + HUGE


@dataclass
class Mutation:
    """A registered mutation."""

    name: str
    fn: Callable
    group: str
    doc: str
    parses: bool = False  #: locates fields by parsing the whole input with dxfuzz (slower)
    decodes: bool = False  #: decodes one part with dxfuzz (once per part data, then kept)

    def __call__(self, data, rnd):
        return self.fn(data, rnd)


MUTATIONS: dict = {}


def mutation(group: str, nested: bool = False, parses: bool = False, decodes: bool = False):
    """Register a function ``(data, rnd) -> bytes | None`` under its name.

    ``nested``: the mutation works on a container's own header and table, so
    it is applied, now and then, to a nested LIBF container instead of the
    outer one (the outer sizes and offsets fixed up around it). ``parses``:
    it parses and traces the whole input (:func:`field_trace`); ``decodes``:
    it decodes one part (a program, a PSV0, RDAT or RDEF part), once per
    part data, and edits a copy of what it changes; neither: it reads the
    part table and the bytes alone."""
    def deco(fn):
        doc = " ".join((fn.__doc__ or "").strip().split("\n\n")[0].split())
        run = _anywhere(fn) if nested else fn
        MUTATIONS[fn.__name__] = Mutation(fn.__name__, run, group, doc, parses, decodes)
        return fn
    return deco


def _anywhere(fn):
    def run(data, rnd):
        inner = [p for p in all_parts(data) if p.fourcc == LIBF and p.size >= HEADER_SIZE]
        if inner and rnd.random() < 0.35:
            p = _pick(rnd, inner)
            out = fn(body_of(data, p), rnd)
            return None if out is None else replace_body(data, p, out)
        return fn(data, rnd)
    run.__name__ = fn.__name__
    run.__doc__ = fn.__doc__
    return run


def names(group: Optional[str] = None, fast: bool = False) -> List[str]:
    """Names of the mutations (of one group: truncate, header, layout,
    versioned, part, bytecode, signature, bitcode, digest, bytes, libfuzzer); ``fast``: only those that do not parse
    the input with dxfuzz (for a libFuzzer custom mutator)."""
    return [n for n, m in MUTATIONS.items()
            if (group is None or m.group == group) and not (fast and m.parses)]


def apply(data: bytes, name: str, rnd, digest: str = "keep") -> bytes:
    """``data`` mutated by mutation ``name`` (unchanged if it does not apply),
    then its digest kept or set (``"recompute"``, ``"zero"``, ...)."""
    data = bytes(data)
    out = MUTATIONS[name].fn(data, rnd)
    if out is None:
        out = data
    return _set_digest(out, digest)


def mutate(data: bytes, rnd, only=None, digest: Optional[str] = None, tries: int = 8, draw=None):
    """``(label, bytes)``: a random applicable mutation out of ``only`` (all
    by default). ``digest`` None picks "keep" or "recompute" at random; the
    label is the mutation name, with ``+digest`` when it was recomputed. If
    none of ``tries`` picks applies, the label is ``"none"``. ``draw(pool)``
    picks a name of the pool (by default any, each as likely)."""
    data = bytes(data)
    pool = list(only or MUTATIONS)
    for _ in range(max(1, tries)):
        name = draw(pool) if draw is not None else pool[rnd.randrange(len(pool))]
        out = MUTATIONS[name].fn(data, rnd)
        if out is not None and out != data:
            how = digest or ("recompute" if rnd.random() < 0.5 else "keep")
            out = _set_digest(out, how)
            return (name + "+digest" if how == "recompute" else name), out
    return "none", data


def malformed(base, only=None, digest: Optional[str] = None):
    """Hypothesis strategy: ``base`` (a strategy of container bytes, or one
    ``bytes`` value) mutated by one of ``only`` (all by default)."""
    from hypothesis import strategies as st
    if isinstance(base, (bytes, bytearray)):
        base = st.just(bytes(base))
    digests = st.just(digest) if digest else st.sampled_from(["keep", "recompute"])
    pool = sorted(only or MUTATIONS)

    @st.composite
    def build(draw):
        data = draw(base)
        name = draw(st.sampled_from(pool))
        how = draw(digests)
        return apply(data, name, draw(st.randoms(use_true_random=False)), digest=how)
    return build()


def clear_caches() -> None:
    """Forget every input the mutations have decoded and kept (the next
    mutation of any input decodes it again): for measurements and tests."""
    for fn in _CACHES:
        fn.cache_clear()


def _set_digest(data: bytes, how: str) -> bytes:
    if how == "keep" or len(data) < 20:
        return data
    return _digest.with_digest(data, how)


# The mutation groups register in this order (``names()`` lists them so).
from . import truncate, header, layout, versioned, contents, plain  # noqa: E402,F401
from . import dxcontainer_shader  # noqa: E402,F401
from . import dxcontainer_level9  # noqa: E402,F401
from . import dxcontainer_signature  # noqa: E402,F401
from . import dxcontainer_program  # noqa: E402,F401
from . import libfuzzer  # noqa: E402,F401
from .field_trace import Field, boundaries, field_trace  # noqa: E402,F401
from .parts import U32, PartRef, parts_of, put32, replace, u32  # noqa: E402,F401
from .versioned import psv0_sizes, size_choices  # noqa: E402,F401
