"""The Shader Model 2 programs of feature-level-9 parts (Aon9, XNAS, XNAP) as
FXC lists them: one line per instruction, in Direct3D 9 assembly.

    >>> dxfuzz.asm.dxcontainer_level9.listing(aon9_body.shader)
    ['vs_2_0', 'def c0, 5, 0, 0, 0', 'dcl_texcoord v0', 'mov oT0.xy, v0', ...]
    >>> dxfuzz.asm.dxcontainer_level9.slots_text(aon9_body.shader)
    '// approximately 2 instruction slots used'

The program is decoded by ``ksy/dxcontainer_level9.ksy`` (``level9_program``);
this module only spells it. FXC indents the bodies of ``rep``, ``loop`` and
``if`` by two spaces per level, leaves declarations and comments out of the
slot count, and splits a pixel program's count into texture and arithmetic
slots.
"""
from __future__ import annotations

import struct

from ..errors import INPUT_ERRORS, describe

#: Program types of vertex programs (a shader's, a library function's).
VERTEX = (0xFFFE, 0x4C56)

#: How FXC names a program type in the version line.
PROGRAM_NAMES = {0xFFFE: "vs", 0xFFFF: "ps", 0x4C56: "lib_4_0_vs", 0x4C50: "lib_4_0_ps"}

#: Opcodes whose enum member is spelled differently in the listing.
NAMES = {"if_": "if", "else_": "else", "break_": "break", "def_": "def"}

#: The comparisons of ``ifc``, ``breakc`` and ``setp``, by control value.
COMPARISONS = {1: "gt", 2: "eq", 3: "ge", 4: "lt", 5: "ne", 6: "le"}

#: ``texld``'s variants, by control value.
TEXLD = {0: "texld", 1: "texldp", 2: "texldb"}

#: Opcodes that open and close an indented block.
_OPENS = {"rep", "loop", "if_", "ifc"}
_CLOSES = {"endrep", "endloop", "endif"}

#: Opcodes with no destination register (their parameters are all sources).
NO_DESTINATION = {"rep", "loop", "if_", "ifc", "break_", "breakc", "breakp", "call", "callnz",
                   "label", "ret", "endrep", "endloop", "endif", "else_", "nop"}

#: Instruction slots of each opcode that takes more than one (Direct3D 9's
#: vs_2_0, vs_2_x, ps_2_0 and ps_2_x instruction tables); the others take
#: one, declarations, definitions, labels and comments none.
_SLOTS = {"nrm": 3, "pow": 3, "lit": 3, "sgn": 3, "sincos": 8, "crs": 2, "lrp": 2,
          "m3x2": 2, "m3x3": 3, "m4x3": 3, "m3x4": 4, "m4x4": 4, "dp2add": 2, "dsx": 2, "dsy": 2,
          "call": 2, "callnz": 3, "if_": 3, "ifc": 3, "breakc": 3, "breakp": 3,
          "rep": 3, "endrep": 2, "loop": 3, "endloop": 2, "texldd": 3}
_NO_SLOTS = {"dcl", "def_", "defi", "defb", "label", "comment", "end", "phase"}
#: Pixel programs count these as texture slots, the rest as arithmetic.
_TEXTURE = {"texld", "texldd", "texldl", "texkill"}
#: Where FXC counts a pixel program's instruction otherwise (lrp: one slot).
_PIXEL_SLOTS = {"lrp": 1}
#: Instructions that take the predicate as their condition: no extra slot
#: for it (any other predicated instruction takes one more).
_PREDICATE_FLOW = {"if_", "callnz", "breakp"}

_MASK = "xyzw"

MODIFIERS = {1: "-{}", 2: "{}_bias", 3: "-{}_bias", 4: "{}_bx2", 5: "-{}_bx2", 6: "1 - {}",
              7: "{}_x2", 8: "-{}_x2", 9: "{}_dz", 10: "{}_dw", 11: "{}_abs", 12: "-{}_abs", 13: "!{}"}

SHIFTS = {1: "_x2", 2: "_x4", 3: "_x8", 13: "_d8", 14: "_d4", 15: "_d2"}


def _op(i) -> str:
    """An instruction's opcode by its enum name ("" for a number the enum lacks)."""
    return i.opcode.name if hasattr(i.opcode, "name") else ""


def _kind(program) -> int:
    return program.version >> 16


def version_text(program) -> str:
    """The version line: ``vs_2_0``, ``ps_2_x``, ``lib_4_0_vs_2_0``."""
    kind = _kind(program)
    minor = "x" if program.minor_version == 1 else str(program.minor_version)
    return f"{PROGRAM_NAMES.get(kind, hex(kind))}_{program.major_version}_{minor}"


def _register(p, vertex: bool) -> str:
    kind, n = int(p.register_type), p.register_number
    name = {0: "r{}", 1: "v{}", 2: "c{}", 3: "a{}" if vertex else "t{}", 5: "oD{}", 6: "oT{}",
            7: "i{}", 8: "oC{}", 10: "s{}", 14: "b{}", 18: "l{}"}.get(kind)
    if name is not None:
        return name.format(n)
    if kind == 4:
        return ("oPos", "oFog", "oPts")[n] if n < 3 else f"o{n}"
    if kind in (11, 12, 13):
        return f"c{n + 2048 * (kind - 10)}"
    return {9: "oDepth", 15: "aL", 19: f"p{n}", 17: ("vPos", "vFace")[n] if n < 2 else f"vMisc{n}",
            16: f"h{n}"}.get(kind, f"?{kind}:{n}")


def _swizzle(bits: int) -> str:
    if bits == 0xE4:
        return ""
    letters = [_MASK[(bits >> (2 * i)) & 3] for i in range(4)]
    return "." + (letters[0] if len(set(letters)) == 1 else "".join(letters))


def _mask(bits: int) -> str:
    return "" if bits in (0, 0xF) else "." + "".join(_MASK[i] for i in range(4) if bits >> i & 1)


def _source(params, at: int, vertex: bool) -> tuple:
    """The text of the source register at ``params[at]`` and the index of
    the parameter after it (a relative address takes one more token)."""
    p = params[at]
    text = _register(p, vertex)
    at += 1
    if p.is_relative and at < len(params):
        a = params[at]
        text += f"[{_register(a, vertex)}{_swizzle(a.swizzle)}]"
        at += 1
    modifier = MODIFIERS.get(int(p.source_modifier))
    if modifier is not None:
        text = modifier.format(text)
    return text + _swizzle(p.swizzle), at


def _destination(p, vertex: bool) -> str:
    return _register(p, vertex) + _mask(p.write_mask)


def _suffix(p) -> str:
    """The instruction modifiers a destination carries: ``_sat``, ``_pp``,
    ``_centroid``, then the shift."""
    bits = p.result_modifiers
    return ("_sat" if bits & 1 else "") + ("_pp" if bits & 2 else "") + \
        ("_centroid" if bits & 4 else "") + SHIFTS.get(p.shift, "")


def _float(bits: int) -> str:
    """A ``def`` value as FXC prints it: nine significant digits at most,
    the exponent with three digits (Microsoft's C runtime)."""
    text = "%.9g" % struct.unpack("<f", struct.pack("<I", bits & 0xFFFFFFFF))[0]
    mantissa, e, exponent = text.partition("e")
    if e:
        text = f"{mantissa}e{exponent[0]}{int(exponent[1:]):03d}"
    return text


def _signed(bits: int) -> str:
    return str(bits - (1 << 32) if bits & 0x80000000 else bits)


def instruction_text(i, vertex: bool) -> str:
    """One instruction as FXC lists it (without indentation)."""
    op = _op(i) or f"op{int(i.opcode)}"
    params = i.params or []
    if op == "dcl" and len(params) != 2:  # (no FXC writes it: its tokens, as hex)
        return "dcl" + (" " + ", ".join(f"0x{int(p.token):08x}" for p in params) if params else "")
    if op == "dcl":
        usage, reg = params
        if int(reg.register_type) == 10:
            kind = {2: "2d", 3: "cube", 4: "volume"}.get(int(usage.texture_type), "unknown")
            return f"dcl_{kind}{_suffix(reg)} {_destination(reg, vertex)}"
        if vertex:
            name = usage.usage.name if hasattr(usage.usage, "name") else str(int(usage.usage))
            index = usage.usage_index or ""
            return f"dcl_{name}{index}{_suffix(reg)} {_destination(reg, vertex)}"
        return f"dcl{_suffix(reg)} {_destination(reg, vertex)}"
    if op in ("def_", "defi", "defb") and params:
        values = [v.token for v in params[1:]]
        spelled = [_float(v) for v in values] if op == "def_" else \
            [_signed(v) for v in values] if op == "defi" else ["true" if v else "false" for v in values]
        return f"{NAMES.get(op, op)} {_register(params[0], vertex)}, " + ", ".join(spelled)
    name = NAMES.get(op, op)
    if op in ("ifc", "breakc", "setp"):
        name = {"ifc": "if", "breakc": "break"}.get(op, op) + "_" + COMPARISONS.get(i.controls, str(i.controls))
    elif op == "texld":
        name = TEXLD.get(i.controls, f"texld{i.controls}")
    operands, at = [], 0
    if op not in NO_DESTINATION and params:
        dest = params[0]
        name += _suffix(dest)
        operands.append(_destination(dest, vertex))
        at = 1
    predicate = ""
    if i.is_predicated and at < len(params):
        text, at = _source(params, at, vertex)
        predicate = f"({text}) "
    while at < len(params):
        text, at = _source(params, at, vertex)
        operands.append(text)
    return predicate + name + (" " + ", ".join(operands) if operands else "")


def listing(program) -> list:
    """The program's lines as FXC lists them, the version line first, each
    indented as in a listing's level-9 section minus its four spaces."""
    try:
        return _listing(program)
    except INPUT_ERRORS as exc:
        raise describe(exc) from exc


def _listing(program) -> list:
    vertex = _kind(program) in VERTEX
    lines, depth = [version_text(program)], 0
    for i in program.instructions or []:
        if i.is_comment or i.is_end:
            continue
        op = _op(i)
        if op in _CLOSES or op == "else_":
            depth = max(0, depth - 1)
        lines.append("  " * depth + instruction_text(i, vertex))
        if op in _OPENS or op == "else_":
            depth += 1
    return lines


def slots(program) -> tuple:
    """``(texture, arithmetic)`` instruction slots, as FXC counts them."""
    vertex = _kind(program) in VERTEX
    texture = arithmetic = 0
    for i in program.instructions or []:
        if i.is_comment or i.is_end:
            continue
        op = _op(i)
        if op in _NO_SLOTS:
            continue
        count = _SLOTS.get(op, 1) if vertex else _PIXEL_SLOTS.get(op, _SLOTS.get(op, 1))
        if i.is_predicated and op not in _PREDICATE_FLOW:
            count += 1
        if op in _TEXTURE and not vertex:
            texture += count
        else:
            arithmetic += count
    return texture, arithmetic


def slots_text(program) -> str:
    """The count line after the program."""
    texture, arithmetic = slots(program)
    total = texture + arithmetic
    text = f"// approximately {total} instruction slot{'' if total == 1 else 's'} used"
    if texture:
        text += f" ({texture} texture, {arithmetic} arithmetic)"
    return text
