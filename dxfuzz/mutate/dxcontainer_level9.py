"""Mutations of the Shader Model 2 programs in level-9 parts (Aon9, XNAS,
XNAP): a parameter count that lies, registers and opcodes the profile does
not have, another shader model's version token.

They walk the program's tokens by their documented layout (an instruction
token counts its parameter tokens in bits 24-27, a comment token its data in
bits 16-30, 0x0000FFFF ends it) and change one token in place, so the part
and the container keep every size and offset; a Direct3D 9 bytecode reader
(a driver's, or a translator's to another IR) meets the one defect.
"""
from __future__ import annotations

from typing import List, Optional

from . import mutation
from .parts import _pick, body_of, parts_of, put32, replace_body, u32

FOURCCS = ("Aon9", "XNAS", "XNAP")

#: Opcodes no Shader Model 2 program has: the gap after ``defi``, pixel
#: shader 1.x texture operations, Shader Model 3's, the range up to ``phase``.
FOREIGN_OPCODES = (49, 63, 64, 67, 68, 69, 72, 77, 83, 87, 89, 93, 95, 96, 97, 0x7FFF, 0xFFFC, 0xFFFD)
#: Valid opcodes that take another number of parameters than most (``nop``
#: none, ``mad`` four, ``def`` five, ``dcl`` a usage token first).
OTHER_OPCODES = (0, 1, 4, 31, 81, 38, 39, 66)
#: Register numbers past every Shader Model 2 register file (``c`` stops
#: at 256, ``r`` at 32, ``v``/``s`` at 16) and the field's own limit.
FAR_REGISTERS = (12, 16, 32, 256, 0x3FF, 0x7FF)
#: Register types Shader Model 2 programs never use (half temps, ``vPos``,
#: labels in a pixel program, predicates in 2_0), and the unused codes.
FOREIGN_REGISTER_TYPES = (9, 11, 16, 17, 19, 20, 31)
#: Version tokens of other shader models and kinds.
OTHER_VERSIONS = (0xFFFE0101, 0xFFFE0300, 0xFFFF0104, 0xFFFF0300, 0xFFFE0400, 0xFFFD0200,
                  0x4C560300, 0xFFFF0200, 0xFFFE0200, 0x00000200)


def _program(data, rnd) -> Optional[tuple]:
    """``(part, body, start, end, instructions)`` of a level-9 part of
    ``data`` with a program inside it: ``instructions`` the offsets (in the
    part's data) of its instruction tokens, the end token's included."""
    candidates = [p for p in parts_of(data, *FOURCCS) if p.size >= 36]
    while candidates:
        p = candidates.pop(rnd.randrange(len(candidates)))
        body = body_of(data, p)
        start, size = u32(body, 12), u32(body, 8)
        end = min(len(body), start + size)
        if size < 8 or start >= end:
            continue
        found: List[int] = []
        pos = start + 4
        while pos + 4 <= end and len(found) < 1 << 16:
            token = u32(body, pos)
            found.append(pos)
            if token == 0x0000FFFF:
                break
            words = (token >> 16) & 0x7FFF if token & 0xFFFF == 0xFFFE else (token >> 24) & 0xF
            pos += 4 + 4 * words
        if found:
            return p, body, start, end, found
    return None


def _params(body, end, pos) -> List[int]:
    """Offsets of the parameter tokens of the instruction at ``pos``."""
    token = u32(body, pos)
    if token & 0xFFFF in (0xFFFE, 0xFFFF):
        return []
    return [q for q in range(pos + 4, pos + 4 + 4 * ((token >> 24) & 0xF), 4) if q + 4 <= end]


def _instructions(body, found) -> List[int]:
    return [pos for pos in found if u32(body, pos) & 0xFFFF not in (0xFFFE, 0xFFFF)]


def _put(data, p, body, pos, value) -> Optional[bytes]:
    new = put32(body, pos, value)
    return None if new == body else replace_body(data, p, new)


@mutation("part")
def level9_parameter_count(data, rnd):
    """A level-9 program's instruction counting 0, 15, one fewer or one more
    parameter tokens than it has; a comment block running past the program's
    end; or the end token turned into an instruction, so the program has no
    end."""
    found = _program(data, rnd)
    if found is None:
        return None
    p, body, start, end, tokens = found
    pos = _pick(rnd, tokens)
    token = u32(body, pos)
    if token == 0x0000FFFF:
        return _put(data, p, body, pos, 0x00000000 | _pick(rnd, [0, 1, 15]) << 24)
    if token & 0xFFFF == 0xFFFE:
        words = (end - pos) // 4 + _pick(rnd, [0, 1, 0x7FFF - (end - pos) // 4])
        return _put(data, p, body, pos, 0xFFFE | (words & 0x7FFF) << 16)
    count = (token >> 24) & 0xF
    new = _pick(rnd, [0, 15, max(0, count - 1), min(15, count + 1)])
    return _put(data, p, body, pos, (token & ~(0xF << 24)) | new << 24)


@mutation("bytecode")
def level9_register(data, rnd):
    """A register of a level-9 program's instruction set past every register
    file of Shader Model 2 (``c256``, ``r32``, the field's 2047), or to a
    register type such programs never have (half temps, ``vPos``, unused
    codes)."""
    found = _program(data, rnd)
    if found is None:
        return None
    p, body, start, end, tokens = found
    params = [q for pos in _instructions(body, tokens) if u32(body, pos) & 0xFFFF not in (31, 47, 48, 81)
              for q in _params(body, end, pos)]
    pos = _pick(rnd, params)
    if pos is None:
        return None
    token = u32(body, pos)
    if rnd.random() < 0.5:
        return _put(data, p, body, pos, (token & ~0x7FF) | _pick(rnd, FAR_REGISTERS))
    kind = _pick(rnd, FOREIGN_REGISTER_TYPES)
    token = (token & ~(7 << 28) & ~(3 << 11)) | (kind & 7) << 28 | (kind >> 3 & 3) << 11
    return _put(data, p, body, pos, token)


@mutation("bytecode")
def level9_opcode(data, rnd):
    """A level-9 program's instruction given an opcode no Shader Model 2
    program has (a pixel shader 1.x or Shader Model 3 one, an undefined
    number) or a valid one that takes another number of parameters, its
    parameter tokens kept."""
    found = _program(data, rnd)
    if found is None:
        return None
    p, body, start, end, tokens = found
    pos = _pick(rnd, _instructions(body, tokens))
    if pos is None:
        return None
    opcode = _pick(rnd, FOREIGN_OPCODES if rnd.random() < 0.6 else OTHER_OPCODES)
    return _put(data, p, body, pos, (u32(body, pos) & ~0xFFFF) | opcode)


@mutation("bytecode")
def level9_version(data, rnd):
    """A level-9 program's version token set to another shader model or
    kind (vs_1_1, vs_3_0, ps_1_4, a vertex program in a pixel part, no
    kind at all), so it disagrees with the part header's version."""
    found = _program(data, rnd)
    if found is None:
        return None
    p, body, start, end, tokens = found
    return _put(data, p, body, start, _pick(rnd, [v for v in OTHER_VERSIONS if v != u32(body, start)]))

