"""Our disassembly against the instruction section of FXC's own listing.

:func:`compare` finds every tokenized program in a parsed container (its
``SHDR`` / ``SHEX`` parts, the programs of the containers nested in ``LIBF``
parts, and the shaders embedded in an ``FX10`` effect), disassembles them
(:mod:`dxfuzz.asm.disassembler`) and compares the lines, whitespace
normalized, with the instruction sections of the ``.asm`` listing: the lines
from each version line (``ps_5_0``, ``lib_4_0``) to the end of the program,
without comments, ``#line`` directives and the debug comments FXC appends to
instructions.

Floats exactly halfway between two printed values are spelled by the C
runtime of the Windows that ran FXC (:data:`~dxfuzz.asm.disassembler.FLOAT_TIES`):
each listing is compared under both rules, and it agrees when one rule
explains all of it; the rule it showed is reported.
"""
from __future__ import annotations

import re

from .. import kaitai
from ..errors import INPUT_ERRORS, ParseError, describe
from .disassembler import FLOAT_TIES, disassemble, style_for

_VERSION = re.compile(r"^(vs|ps|gs|hs|ds|cs|lib)_[45]_[01]$")
_SPACES = re.compile(r"\s+")


def normalize(line: str) -> str:
    """A listing line with runs of whitespace collapsed and no trailing comment."""
    cut = line.find("//")
    if cut >= 0 and '"' not in line[:cut]:
        line = line[:cut]
    return _SPACES.sub(" ", line).strip()


def sections(listing: str) -> list:
    """The instruction sections of an FXC listing, each a list of
    ``(line number, normalized text)``, in listing order."""
    out, current = [], None
    for number, raw in enumerate(listing.splitlines(), 1):
        stripped = raw.strip()
        if _VERSION.match(stripped):
            current = [(number, stripped)]
            out.append(current)
            continue
        if current is None:
            continue
        if stripped.startswith("// Approximately") or stripped.startswith("}"):
            current = None
            continue
        if not stripped or stripped.startswith("//") or stripped.startswith("#line"):
            continue
        text = normalize(raw)
        if text:
            current.append((number, text))
    return out


def programs(container, *, depth: int = 0) -> list:
    """``(where, shader body, style)`` of every tokenized program in a parsed
    container, in part order, nested LIBF containers and FX10 effects included."""
    out = []
    style = style_for(container)
    for i, entry in enumerate(container.part_table):
        part = entry.part
        fourcc = part.fourcc_text
        where = f"part {i} ({fourcc})"
        if fourcc in ("SHDR", "SHEX"):
            out.append((where, part.body, style))
        elif fourcc == "LIBF" and depth < 4:
            for w, body, st in programs(part.body, depth=depth + 1):
                out.append((f"{where} > {w}", body, st))
        elif fourcc == "FX10" and depth < 4:
            out.extend(_effect_programs(part, where, depth))
    return out


def _effect_programs(part, where, depth) -> list:
    """Shaders embedded in an effect: every ``DXBC`` container inside the part."""
    from .. import parse
    body = part.body
    raw = body if isinstance(body, (bytes, bytearray)) else getattr(part, "_raw__m_body", None)
    if raw is None:
        raw = kaitai.source_bytes(body) or b""
    raw = bytes(raw)
    out = []
    pos = raw.find(b"DXBC")
    while pos >= 0:
        if pos + 28 <= len(raw):
            size = int.from_bytes(raw[pos + 24:pos + 28], "little")
            try:
                inner = parse(raw[pos:pos + size])
            except ParseError:
                inner = None
            if inner is not None:
                for w, b, st in programs(inner, depth=depth + 1):
                    out.append((f"{where} @{pos} > {w}", b, st))
                pos = raw.find(b"DXBC", pos + max(size, 4))
                continue
        pos = raw.find(b"DXBC", pos + 4)
    return out


def listing_lines(body, style) -> list:
    """Our normalized listing lines of one program."""
    return [normalize(line) for line in disassemble(body, style)]


def _diff(ours, theirs, where) -> list:
    diffs = []
    for k in range(max(len(ours), len(theirs))):
        a = ours[k] if k < len(ours) else "<nothing>"
        if k < len(theirs):
            number, b = theirs[k]
        else:
            number, b = theirs[-1][0] if theirs else 0, "<nothing>"
        if a != b:
            diffs.append(f"{where}: line {number}: ours {a!r}, FXC {b!r}")
    return diffs


def compare(obj, listing: str, found: dict | None = None) -> list:
    """Differences between our listing of every program in ``obj`` and the
    instruction sections of FXC's ``listing`` (empty when they agree).

    ``found``, a dict, gets ``"float ties"`` set to the rule the listing
    showed ("even" or "up"), or ``None`` when it holds no float that the
    rules spell differently."""
    theirs = sections(listing)
    results = {}
    try:
        progs = programs(obj)
        for ties in FLOAT_TIES:
            ours = [(where, listing_lines(body, style.replace(float_ties=ties)))
                    for where, body, style in progs]
            results[ties] = (ours, _compare_programs(ours, theirs))
            if found is None and not results[ties][1]:
                return []  # agrees under one rule; which one is not asked
    except INPUT_ERRORS as exc:
        return [f"decode error: {describe(exc)}"]
    except ParseError as exc:
        return [f"decode error: {exc}"]
    (even, even_diffs), (up, up_diffs) = results["even"], results["up"]
    if found is not None:
        found["float ties"] = None if even == up else "even" if not even_diffs else \
            "up" if not up_diffs else None
    return even_diffs if not even_diffs or len(even_diffs) <= len(up_diffs) else up_diffs


def _compare_programs(ours, theirs) -> list:
    effect = any(" @" in where for where, _ in ours)
    if effect:
        return _compare_unordered(ours, theirs)
    diffs = []
    if len(ours) != len(theirs):
        diffs.append(f"{len(ours)} programs decoded, {len(theirs)} in the listing")
    for (where, lines), section in zip(ours, theirs):
        diffs.extend(_diff(lines, section, where))
    return diffs


def _compare_unordered(ours, theirs) -> list:
    """Effects print a shader once per pass that uses it, in technique order:
    every listed section must be the listing of one embedded shader, and every
    embedded shader must be listed."""
    diffs, used = [], set()
    for section in theirs:
        texts = [t for _, t in section]
        exact = [i for i, (where, lines) in enumerate(ours) if lines == texts]
        fresh = [i for i in exact if i not in used]
        match = (fresh or exact or [None])[0]
        if match is not None:
            used.add(match)
            continue
        best = min(range(len(ours)), key=lambda i: len(_diff(ours[i][1], section, ""))) if ours else None
        if best is None:
            diffs.append(f"line {section[0][0]}: listed program not found in the effect")
        else:
            diffs.extend(_diff(ours[best][1], section, ours[best][0]))
            used.add(best)
    for i, (where, lines) in enumerate(ours):
        if i not in used:
            diffs.append(f"{where}: program not in the listing")
    return diffs
