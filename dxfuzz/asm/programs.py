"""The tokenized programs (``SHDR`` / ``SHEX`` parts) of a container: decode
them, list their instructions, find them (nested LIBF containers and effects too).

    >>> body = dxfuzz.asm.programs.parse_program(shex_bytes)
    >>> len(dxfuzz.asm.programs.instructions(body))
    >>> dxfuzz.asm.programs.listing(body)          # FXC-style lines

The part spec (``ksy/dxcontainer_shader.ksy``) reads the version and length
tokens eagerly and the instructions lazily (``body.program``).
"""
from __future__ import annotations

from kaitaistruct import BytesIO, KaitaiStream

from .. import kaitai
from ..errors import INPUT_ERRORS, ParseError, describe

FOURCCS = ("SHDR", "SHEX")


def parse_program(data) -> object:
    """The decoded body of a SHDR / SHEX part from its bytes (the part data,
    without the 8-byte part header), instructions included."""
    try:
        with kaitai.gc_paused():
            body = kaitai.spec_class("dxcontainer_shader")(KaitaiStream(BytesIO(bytes(data))))
            body.program
    except INPUT_ERRORS as exc:
        raise describe(exc) from exc
    return body


def _body(body_or_bytes):
    if isinstance(body_or_bytes, (bytes, bytearray, memoryview)):
        return parse_program(body_or_bytes)
    return body_or_bytes


def instructions(body) -> list:
    """The decoded instructions of a SHDR / SHEX part body (bytes or the
    parsed ``DxcontainerShader``); decoding errors raise :class:`ParseError`."""
    body = _body(body)
    try:
        with kaitai.gc_paused():
            return body.program.instructions
    except INPUT_ERRORS as exc:
        raise describe(exc) from exc


def operand_indices(op) -> list:
    """The indices of an operand (parsed, or its tree): its
    ``immediate_indices`` (numbers) when all are immediate 32-bit values,
    else its ``indices`` (``operand_index`` structures)."""
    if isinstance(op, dict):  # as the writer reads a tree: ``indices`` first
        found = op.get("indices")
        return (op.get("immediate_indices") or []) if found is None else found
    found = getattr(op, "immediate_indices", None)
    return op.indices if found is None else found


def immediate_index(idx):
    """The value of an immediate 32-bit index (a number, or an
    ``operand_index`` of representation 0, parsed or a tree), else None."""
    if type(idx) is int:
        return idx
    if isinstance(idx, dict):
        return idx.get("immediate32") if idx.get("relative") is None else None
    return idx.immediate32 if idx.representation == 0 else None


def programs(container) -> list:
    """``(where, body, style)`` of every program in a parsed container, in part
    order: its SHDR / SHEX parts, those of containers nested in LIBF parts
    and of the shaders embedded in an FX10 effect. ``style`` is the listing
    style of the FXC that built it (see :mod:`dxfuzz.asm.disassembler`)."""
    from .instructions import programs as _programs
    try:
        return _programs(container)
    except INPUT_ERRORS as exc:
        raise describe(exc) from exc


def listing(body, style=None) -> list:
    """FXC-style listing lines of one program (bytes or parsed body)."""
    from .disassembler import MODERN, disassemble
    body = _body(body)
    try:
        return disassemble(body, style or MODERN)
    except INPUT_ERRORS as exc:
        raise describe(exc) from exc


def program_bytes(container) -> list:
    """The part data of every SHDR / SHEX part of a parsed container (not
    nested ones), for benchmarks that decode programs on their own."""
    out = []
    for entry in container.part_table:
        part = entry.part
        if part.fourcc_text in FOURCCS:
            raw = getattr(part, "_raw__m_body", None)
            if raw is None:
                raw = kaitai.source_bytes(part.body)
            out.append(bytes(raw))
    return out


__all__ = ["FOURCCS", "ParseError", "parse_program", "instructions", "programs", "listing",
           "program_bytes"]
