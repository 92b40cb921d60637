"""The inverse of the disassembler for Shader Model 4/5/5.1 programs (SHDR / SHEX):
one instruction line, spelled as :mod:`dxfuzz.asm.disassembler` prints it, back into its 32-bit tokens."""
from __future__ import annotations

import functools
import math
import re
import struct
from fractions import Fraction

from ..errors import INPUT_ERRORS, ParseError
from . import disassembler as dis
from .disassembler import MODERN, OP, Style

# What the text does not say, and what this module then writes: the
# encoding FXC writes for that text (the one the shared corpus shows),
# which :func:`inexact_reason` reports when an instruction's tokens chose
# otherwise.
#
# * Component selection: a destination (the first operand, both of the
#   two-result instructions and the written UAV of stores) is a mask; a
#   source with one letter is a one-component selection, with four a
#   swizzle (``.xyzw`` included); an operand without letters has no
#   components, except the one-component registers (``vPrim``, ``oDepth``...).
#   Literals: one value one component, four values four components (mask
#   mode, no mask bits).
# * Index representation: a number is a 32-bit immediate (64-bit above
#   2**32 - 1); ``r0.x + 0`` is relative alone, ``r0.x + 4`` relative plus
#   a 32-bit immediate.
# * Extended tokens only where they carry something (a modifier, a minimum
#   precision, non-uniform); extended opcode tokens in FXC's order (sample
#   offsets, resource dimension, return types).
# * Floats printed with ``%f`` (6 decimals: many floats print alike): a
#   well-known constant, else the simplest fraction, else a float with few
#   significant bits, else the float nearest the decimal (:func:`float_bits`);
#   ``1.#QNAN0`` the quiet NaN. Untyped literals (moves, the immediate
#   constant buffer): a float when the text has a decimal point, else the
#   integer. Doubles: the float widened when it prints the same (HLSL
#   literals are floats), else the nearest double.
# * Reserved and unprinted bits are zero; a declaration's operand takes the
#   selection FXC writes for its register file (a Shader Model 5.1 range and
#   a constant buffer the identity swizzle, ``vPrim`` none, ``oDepth`` one
#   component); ``dcl_input_ps_sgv`` without an interpolation mode (FXC 9.x)
#   is ``constant``. Shader messages use the printf format style; strings
#   are NUL-terminated and padded with zeros. FXC pads the feedback sample
#   instructions without offsets (``sample_l_s``, ``sample_cl_s``...) on
#   non-cube textures, and ``samplepos`` of a texture, with one token: it is
#   written too.

_U32 = struct.Struct("<I")
_F32 = struct.Struct("<f")
_F64 = struct.Struct("<d")

#: The ``program`` argument: (major version, minor version, program type:
#: "ps", "vs", "gs", "hs", "ds", "cs", "lib" or the type number).
Program = tuple[int, int, str | int]
DEFAULT_PROGRAM: Program = (5, 0, "ps")

_PROGRAM_TYPES = {name: number for number, name in dis.PROGRAM_PREFIX.items()}


class AssemblyError(ValueError):
    """A line that cannot be assembled; the message says what in it."""


# --------------------------------------------------------------------------
# Tables (the disassembler's, inverted)

_CUSTOMDATA = dis.CUSTOMDATA
_FCALL = OP["fcall"]
_SYNC = OP["sync"]
_RESINFO = OP["resinfo"]
_SAMPLEINFO = OP["sampleinfo"]
_SAMPLEPOS = OP["samplepos"]
_FUNCTION_TABLE = OP["dcl_function_table"]
_INTERFACE = OP["dcl_interface"]

#: Instructions with two results (both written with a mask).
_TWO_RESULTS = {OP[n] for n in """sincos udiv imul umul uaddc usubb swapc gather4_s gather4_c_s gather4_po_s
gather4_po_c_s ld_s ldms_s ld_uav_typed_s ld_raw_s ld_structured_s sample_l_s sample_c_lz_s sample_cl_s
sample_b_cl_s sample_d_cl_s sample_c_cl_s""".split()}
#: Instructions without a result whose first operand is still written (a UAV or group-shared memory).
_WRITES_FIRST = {OP[n] for n in """store_structured store_raw store_uav_typed atomic_and atomic_or atomic_xor
atomic_cmp_store atomic_iadd atomic_imax atomic_imin atomic_umax atomic_umin""".split()}
#: Feedback sample instructions FXC pads with one token when they have no
#: offsets and sample a texture that is not a cube, and the token it writes.
_PADDED_FEEDBACK = {OP["sample_l_s"]: 0, OP["sample_c_lz_s"]: 0, OP["sample_cl_s"]: 0, OP["sample_b_cl_s"]: 0,
                    OP["sample_c_cl_s"]: 0, OP["sample_d_cl_s"]: 0x2000}
_CUBES = {6, 10}

#: Registers with one component (printed without a selection), in
#: instructions and in declarations (FXC declares ``vPrim``, ``oMask`` and
#: ``vOutputControlPointID`` without components).
_ONE_COMPONENT = {11, 12, 15, 22, 38, 39, 41}
_ONE_COMPONENT_DECLARED = {12, 35, 38, 39, 41, 42}

_REGISTER_TYPES = {name: otype for otype, name in dis.REGISTER_NAMES.items()}
_REGISTER_TYPES_SM51 = dict(_REGISTER_TYPES)
for _otype, _name in dis.SM51_UPPER.items():
    del _REGISTER_TYPES_SM51[dis.REGISTER_NAMES[_otype]]
    _REGISTER_TYPES_SM51[_name] = _otype

_DIMENSIONS = {name: i for i, name in enumerate(dis.RESOURCE_DIMENSIONS)}
_RETURN_TYPES = {name: value for value, name in dis.RETURN_TYPES.items()}
_INTERPOLATIONS = {name: i for i, name in enumerate(dis.INTERPOLATION) if name}
_SYSTEM_NAMES = {name: i for i, name in enumerate(dis.SYSTEM_NAMES)}
_TOPOLOGIES = {name: value for value, name in dis.PRIMITIVE_TOPOLOGIES.items()}
_PRIMITIVES = {name: value for value, name in dis.PRIMITIVES.items()}
_SAMPLER_MODES = {name: i for i, name in enumerate(dis.SAMPLER_MODES)}
_GLOBAL_FLAGS = {name: i for i, name in enumerate(dis.GLOBAL_FLAGS)}
_PRECISIONS = {name: value for value, name in dis.MIN_PRECISION.items()}
_PRECISIONS["def32"] = 0
_RESINFO_SUFFIXES = {"_rcpFloat": 1, "_uint": 2}
_SYNC_FLAGS = (("_uglobal", 14), ("_ugroup", 13), ("_g", 12), ("_t", 11))
_COMPONENTS = "xyzw"

_SPECIAL_F32 = {"1.#QNAN0": 0x7FC00000, "-1.#QNAN0": 0xFFC00000, "1.#INF00": 0x7F800000, "-1.#INF00": 0xFF800000}
_SPECIAL_F64 = {"1.#QNAN0": 0x7FF8000000000000, "-1.#QNAN0": 0xFFF8000000000000, "1.#INF00": 0x7FF0000000000000,
                "-1.#INF00": 0xFFF0000000000000}

#: A float literal printed with ``%f`` is read (:func:`float_bits`) as one
#: of these constants if one prints so (``l(3.141593)`` is pi), else...

CONSTANTS = (math.pi, math.pi / 2, math.pi / 4, 2 * math.pi, 1 / math.pi, 1 / (2 * math.pi), math.pi / 180,
             180 / math.pi, math.sqrt(2), math.sqrt(0.5), math.sqrt(3), 1 / math.sqrt(3), math.log(2),
             1 / math.log(2), math.e)
#: ... as the simplest fraction that prints so, if its denominator is at
#: most this (``l(0.062745)`` is 16/255), else...
SIMPLE_DENOMINATOR = 512
#: ... as the float with the fewest significant bits that prints so, if it
#: has at most this many (``l(0.000031)`` is 2**-15), else as the float
#: nearest the decimal.
DYADIC_BITS = 2
_HALF_MICRO = Fraction(1, 2000000)
_F32_MAX = _F32.unpack(_U32.pack(0x7F7FFFFF))[0]
_F32_LIMIT = Fraction(_F32_MAX) + 2 ** 103  # half an ulp above: rounds to infinity

_DECIMAL = re.compile(r"-?\d+\.\d+")
_INTEGER = re.compile(r"(-?)(?:0x([0-9a-fA-F]+)|(\d+))")
_NUMBER = re.compile(r"\d+")
_REGISTER_NAME = re.compile(r"<type(\d+)>|[A-Za-z]+")
_SELECTION = re.compile(r"[xyzw]{1,4}")
_PRECISION_NOTE = re.compile(r" \{(\w+)(?: as (\w+))?\}$")
_GENERIC_BLOCK = re.compile(r"// custom data block \(class (\d+), (\d+) tokens\)")
_OFFSETS = re.compile(r"(-?\d+),(-?\d+),(-?\d+)")
_DIMENSION_GROUP = re.compile(r"(\w+)(?:, stride=(\d+))?")


def _named(table: dict[str, int], name: str, fallback: str, what: str) -> int:
    """The number of ``name`` in ``table``, or of the disassembler's
    ``fallback{n}`` spelling of a number the table does not know."""
    if name in table:
        return table[name]
    if name.startswith(fallback) and name[len(fallback):].isdigit():
        return int(name[len(fallback):])
    raise AssemblyError(f"unknown {what} {name!r}")


# --------------------------------------------------------------------------
# Literals

def _nearest_f32(target: Fraction) -> int:
    """The bits of the float nearest a non-negative rational (ties to even)."""
    if target >= _F32_LIMIT:
        raise AssemblyError("the literal is beyond the 32-bit float range")
    base = _U32.unpack(_F32.pack(min(float(target), _F32_MAX)))[0]
    best, best_gap = 0, None
    for mag in (base - 1, base, base + 1):
        if not 0 <= mag <= 0x7F7FFFFF:
            continue
        gap = abs(Fraction(_F32.unpack(_U32.pack(mag))[0]) - target)
        if best_gap is None or gap < best_gap or (gap == best_gap and mag % 2 == 0):
            best, best_gap = mag, gap
    return best


def _simplest(low: Fraction, high: Fraction) -> Fraction:
    """The fraction with the smallest denominator in [low, high] (0 <= low <= high)."""
    whole = math.floor(low)
    if whole == low:
        return Fraction(whole)
    if whole + 1 <= high:
        return Fraction(whole + 1)
    return whole + 1 / _simplest(1 / (high - whole), 1 / (low - whole))


def _preferred(target: Fraction):
    """Floats (as bits of the magnitude) to prefer to the one nearest a
    printed decimal ``target``, best first: well-known constants, the
    simplest fraction, the float with the fewest significant bits."""
    low, high = max(target - _HALF_MICRO, Fraction(0)), target + _HALF_MICRO
    approx = float(target)
    for constant in CONSTANTS:
        if abs(constant - approx) <= 5e-7:
            yield _nearest_f32(Fraction(constant))
    simple = _simplest(low, high)
    if simple.denominator <= SIMPLE_DENOMINATOR:
        yield _nearest_f32(simple)
    if DYADIC_BITS:
        first, last = _nearest_f32(low), _nearest_f32(high)
        for zeros in range(23, 23 - DYADIC_BITS, -1):
            step = 1 << zeros
            bits = -(-first // step) * step
            if bits <= last:
                yield bits
                break


@functools.lru_cache(maxsize=65536)
def float_bits(text: str, style: Style = MODERN) -> int:
    """The 32-bit float FXC's ``%f`` spelling ``text`` (in ``style``) stands
    for: of the floats that print so, one of the :data:`CONSTANTS`, else
    the float of the simplest fraction (denominator up to
    :data:`SIMPLE_DENOMINATOR`), else the one with the fewest significant
    bits (at most :data:`DYADIC_BITS`), else the float nearest the decimal
    (ties to even); ``1.#QNAN0`` the quiet NaN. The printed decimal keeps
    6 decimals, so the other floats that print the same are read wrong."""
    if text in _SPECIAL_F32:
        return _SPECIAL_F32[text]
    if not _DECIMAL.fullmatch(text):
        raise AssemblyError(f"{text!r} is not a float literal")
    sign = 0x80000000 if text.startswith("-") else 0
    target = abs(Fraction(text))
    if target >= _F32_LIMIT:
        raise AssemblyError(f"{text!r} is beyond the 32-bit float range")
    nearest = sign | _nearest_f32(target)
    if target < 1e9:
        for magnitude in _preferred(target):
            bits = sign | magnitude
            if bits == nearest:
                break
            if dis.format_float(bits, style.exact_floats, style.float_ties) == text:
                return bits
    return nearest


def double_bits(text: str, style: Style = MODERN) -> int:
    """The 64-bit double FXC's ``%f`` spelling ``text`` stands for: the
    float :func:`float_bits` reads widened, when it prints as ``text`` (HLSL
    literals are floats), else the nearest double."""
    if text in _SPECIAL_F64:
        return _SPECIAL_F64[text]
    if not _DECIMAL.fullmatch(text):
        raise AssemblyError(f"{text!r} is not a double literal")
    value = float(text)
    if value in (float("inf"), float("-inf")):
        raise AssemblyError(f"{text!r} is beyond the double range")
    if abs(value) < 3.4e38:
        widened = _F32.unpack(_U32.pack(float_bits(text, style)))[0]
        if dis._format_real(widened, style.exact_floats, style.float_ties) == text:
            value = widened
    return struct.unpack("<Q", _F64.pack(value))[0]


def int_bits(text: str) -> int:
    """A 32-bit integer literal: decimal (signed or not) or ``0x`` hexadecimal."""
    m = _INTEGER.fullmatch(text)
    if not m:
        raise AssemblyError(f"{text!r} is not an integer literal")
    negative, hexa, dec = m.groups()
    value = int(hexa, 16) if hexa is not None else int(dec)
    if negative:
        value = -value
    if not -0x80000000 <= value <= 0xFFFFFFFF:
        raise AssemblyError(f"{text!r} does not fit 32 bits")
    return value & 0xFFFFFFFF


def literal_bits(text: str, style: Style = MODERN, untyped: bool = False) -> int:
    """A 32-bit literal as any instruction prints it: a float when it has
    a decimal point (or is FXC's NaN / infinity), else an integer. An
    ``untyped`` one (a move's, an immediate constant buffer's) is printed as
    a float only when its exponent says it is a normal float: its
    ``0.000000`` is the smallest normal float."""
    text = text.strip()
    if untyped and text == "0.000000":
        return 0x00800000
    if "." in text or text in _SPECIAL_F32:
        return float_bits(text, style)
    return int_bits(text)


def _count(text: str, what: str, limit: int = 0xFFFFFFFF) -> int:
    """A non-negative decimal number of the text (a count, an index)."""
    text = text.strip()
    if not _NUMBER.fullmatch(text):
        raise AssemblyError(f"{what} {text!r} is not a number")
    value = int(text)
    if value > limit:
        raise AssemblyError(f"{what} {text!r} is too large")
    return value


# --------------------------------------------------------------------------
# Splitting text

_OPEN = {"(": ")", "[": "]", "{": "}"}


def _split(text: str, sep: str = ",") -> list[str]:
    """``text`` cut at each ``sep`` outside brackets, the pieces stripped."""
    out, depth, start = [], 0, 0
    for i, ch in enumerate(text):
        if ch in _OPEN:
            depth += 1
        elif ch in ")]}":
            depth -= 1
            if depth < 0:
                raise AssemblyError(f"unbalanced {ch!r} in {text!r}")
        elif ch == sep and depth == 0:
            out.append(text[start:i].strip())
            start = i + 1
    if depth:
        raise AssemblyError(f"unclosed bracket in {text!r}")
    out.append(text[start:].strip())
    return out


def _first_word(text: str) -> tuple[str, str]:
    """The mnemonic (up to the first blank outside parentheses) and the rest."""
    depth = 0
    for i, ch in enumerate(text):
        if ch == "(":
            depth += 1
        elif ch == ")":
            depth -= 1
        elif ch.isspace() and depth == 0:
            return text[:i], text[i:].strip()
    return text, ""


def _closing(text: str, start: int) -> int:
    """The position of the bracket closing the one at ``start``."""
    depth = 0
    for i in range(start, len(text)):
        if text[i] in "([{":
            depth += 1
        elif text[i] in ")]}":
            depth -= 1
            if depth == 0:
                return i
    raise AssemblyError(f"unclosed {text[start]!r} in {text!r}")


def _normalize(text: str) -> str:
    """``text`` with its runs of blanks (newlines too) made one space."""
    return " ".join(text.split())


def _program_type(program: Program) -> int:
    """The program type number of a ``program`` tuple."""
    kind = program[2]
    if isinstance(kind, int):
        if not 0 <= kind <= 0xFFFF:
            raise AssemblyError(f"program type {kind} does not fit 16 bits")
        return kind
    if kind not in _PROGRAM_TYPES:
        raise AssemblyError(f"unknown program type {kind!r}")
    return _PROGRAM_TYPES[kind]


def version_token(program: Program) -> int:
    """The version token of a program (major, minor, type)."""
    major, minor = program[0], program[1]
    return (_program_type(program) << 16) | ((major & 15) << 4) | (minor & 15)


def version_token_of_line(text: str) -> int | None:
    """The version token a listing's version line names (``ps_5_0``,
    ``lib_5_0``), or None when it is not one."""
    parts = text.strip().split("_") if isinstance(text, str) else []
    if len(parts) != 3 or parts[0] not in _PROGRAM_TYPES or not (parts[1].isdigit() and parts[2].isdigit()) \
            or int(parts[1]) > 15 or int(parts[2]) > 15:
        return None
    return version_token((int(parts[1]), int(parts[2]), parts[0]))


# --------------------------------------------------------------------------
# The assembler


#: Deeper than relative indices nest in a program (the spec reads 4 levels).
_MAX_NESTING = 8

#: Operands already assembled.
_OPERANDS: dict[tuple, tuple[int, ...]] = {}  # by text, role, kind, Shader Model 5.1, style


class _Assembler:
    """Assembles lines for one program (its version decides Shader Model 5.1
    spellings) in one listing style."""

    def __init__(self, program: Program, style: Style):
        """An assembler for ``program`` (major, minor, type) in ``style``."""
        major, minor = program[0], program[1]
        self.nesting = 0
        self.program = program
        self.style = style
        self.sm51 = major > 5 or (major == 5 and minor >= 1)
        self.registers = _REGISTER_TYPES_SM51 if self.sm51 else _REGISTER_TYPES

    # -- operands ----------------------------------------------------------
    def operand(self, text: str, role: str = "source", kind: str = "x") -> list[int]:
        """The tokens of one operand; ``role`` is "destination" (written:
        a mask), "source" or "declaration"; ``kind`` how the instruction
        reads it (:data:`~dxfuzz.asm.disassembler.OPERAND_TYPES`: "f", "i"
        and "u" literals are typed, others untyped)."""
        key = (text, role, kind, self.sm51, self.style)
        found = _OPERANDS.get(key)
        if found is None:
            found = tuple(self._operand(text, role, kind))
            if len(_OPERANDS) >= 100000:
                _OPERANDS.clear()
            _OPERANDS[key] = found
        return list(found)

    def _operand(self, text: str, role: str, kind: str) -> list[int]:
        """:meth:`operand`, not cached: modifiers and notes, then the literal or register."""
        s = text.strip()
        if not s:
            raise AssemblyError("missing operand")
        nonuniform = 0
        if s.endswith(" {nonuniform}"):
            nonuniform, s = 1, s[:-len(" {nonuniform}")].rstrip()
        precision = 0
        note = _PRECISION_NOTE.search(s)
        if note:
            precision = _named(_PRECISIONS, note.group(1), "minprecision", "minimum precision")
            if note.group(2) is not None:
                _named(_PRECISIONS, note.group(2), "minprecision", "minimum precision")
            s = s[:note.start()].rstrip()
        modifier = 0
        if s.startswith("-|") and s.endswith("|") and len(s) > 3:
            modifier, s = 3, s[2:-1]
        elif s.startswith("|") and s.endswith("|") and len(s) > 2:
            modifier, s = 2, s[1:-1]
        elif s.startswith("-"):
            modifier, s = 1, s[1:]
        if s.startswith("l(") or s.startswith("d("):
            tokens = self.immediate(s, kind not in ("f", "i", "u"))
        else:
            tokens = self.register(s, role)
        if modifier or precision or nonuniform:
            if precision > 7:
                raise AssemblyError(f"minimum precision {precision} does not fit its 3 bits")
            tokens[0] |= 1 << 31
            tokens.insert(1, 1 | modifier << 6 | precision << 14 | nonuniform << 17)
        return tokens

    def immediate(self, s: str, untyped: bool) -> list[int]:
        """A literal operand: ``l(...)`` (32-bit values) or ``d(...)`` (doubles)."""
        if not s.endswith(")") or _closing(s, 1) != len(s) - 1:
            raise AssemblyError(f"bad literal {s!r}")
        inner = s[2:-1].strip()
        values = [v.strip() for v in inner.split(",")] if inner else []
        if s[0] == "l":
            words = [literal_bits(v, self.style, untyped) for v in values]
            otype = 4
        else:
            words = []
            for v in values:
                bits = double_bits(v, self.style)
                words += [bits & 0xFFFFFFFF, bits >> 32]
            otype = 5
        if len(words) == 0:
            components = 0
        elif len(words) == 4:
            components = 2
        elif len(words) == (1 if otype == 4 else 2):
            components = 1
        else:
            raise AssemblyError(f"literal {s!r} holds {len(values)} values (1 or {4 if otype == 4 else 2} expected)")
        return [components | otype << 12] + words

    def register(self, s: str, role: str) -> list[int]:
        """A register operand: file, indices and component selection."""
        m = _REGISTER_NAME.match(s)
        if not m:
            raise AssemblyError(f"{s!r} is not an operand")
        if m.group(1) is not None:
            otype = int(m.group(1))
            if otype > 0xFF:
                raise AssemblyError(f"register type {otype} does not fit 8 bits")
        elif m.group(0) in self.registers:
            otype = self.registers[m.group(0)]
        else:
            raise AssemblyError(f"unknown register {m.group(0)!r} in {s!r}")
        pos = m.end()
        indices: list[tuple[int, list[int]]] = []
        n = _NUMBER.match(s, pos)
        if n:
            indices.append(self.index(n.group(0)))
            pos = n.end()
        while pos < len(s) and s[pos] == "[":
            end = _closing(s, pos)
            indices.append(self.index(s[pos + 1:end]))
            pos = end + 1
        letters = None
        if pos < len(s) and s[pos] == ".":
            letters = s[pos + 1:]
            if not _SELECTION.fullmatch(letters):
                raise AssemblyError(f"bad component selection {letters!r} in {s!r}")
            pos = len(s)
        if pos != len(s):
            raise AssemblyError(f"unexpected {s[pos:]!r} after register {s[:pos]!r}")
        if len(indices) > 3:
            raise AssemblyError(f"{s!r} has {len(indices)} indices (at most 3)")
        token = _selection(otype, letters, role) | otype << 12 | len(indices) << 20
        out: list[int] = [token]
        for i, (rep, words) in enumerate(indices):
            out[0] |= rep << (22 + 3 * i)
            out += words
        return out

    def index(self, text: str) -> tuple[int, list[int]]:
        """(representation, tokens) of one register index."""
        t = text.strip()
        if _NUMBER.fullmatch(t):
            value = int(t)
            if value <= 0xFFFFFFFF:
                return 0, [value]
            if value < 1 << 64:
                return 1, [value >> 32, value & 0xFFFFFFFF]
            raise AssemblyError(f"index {t} does not fit 64 bits")
        cut = t.rfind(" + ")
        if cut < 0:
            raise AssemblyError(f"index {t!r} is neither a number nor 'register + offset'")
        if self.nesting >= _MAX_NESTING:
            raise AssemblyError(f"relative indices nest more than {_MAX_NESTING} deep")
        self.nesting += 1
        try:
            relative = self.operand(t[:cut], "source")
        finally:
            self.nesting -= 1
        offset = _count(t[cut + 3:], "index offset", (1 << 64) - 1)
        if offset == 0:
            return 2, relative
        if offset <= 0xFFFFFFFF:
            return 3, [offset] + relative
        return 4, [offset >> 32, offset & 0xFFFFFFFF] + relative

    # -- instructions ----------------------------------------------------
    def assemble(self, text: str) -> list[int]:
        """The tokens of one instruction line (or multi-line block)."""
        body = text.strip()
        if not body:
            raise AssemblyError("empty line")
        if body.startswith("//"):
            return self.comment(body)
        word, rest = _first_word(body)
        if word == "dcl_immediateConstantBuffer":
            return self.immediate_constant_buffer(rest)
        if word in ("printf", "errorf"):
            return self.message(word, rest)
        if word.startswith("dcl_"):
            return self.declaration(word, rest)
        if word == "fcall":
            return self.fcall(rest)
        return self.instruction(word, rest)

    def instruction(self, word: str, rest: str) -> list[int]:
        """An executable instruction: mnemonic with its suffixes, operands."""
        opcode, controls, extended = self.mnemonic(word)
        if rest.startswith("[precise"):
            end = rest.find("]")
            if end < 0:
                raise AssemblyError(f"unclosed [precise in {rest!r}")
            inner = rest[len("[precise"):end]
            if inner == "":
                mask = 15
            elif inner.startswith("(") and inner.endswith(")") and _is_mask(inner[1:-1]):
                mask = _mask_bits(inner[1:-1])
            else:
                raise AssemblyError(f"bad precise mask {rest[:end + 1]!r}")
            controls |= mask << 19
            rest = rest[end + 1:].strip()
        operands = _split(rest) if rest else []
        if opcode in _TWO_RESULTS:
            written = 2
        elif opcode in dis._NO_DESTINATION and opcode not in _WRITES_FIRST:
            written = 0
        else:
            written = 1
        tokens = [opcode | controls]
        if extended:
            tokens[0] |= 1 << 31
            tokens += [t | (1 << 31 if i < len(extended) - 1 else 0) for i, t in enumerate(extended)]
        kinds = dis.OPERAND_TYPES.get(opcode, "x")
        assembled = [self.operand(op, "destination" if i < written else "source", kinds[min(i, len(kinds) - 1)])
                     for i, op in enumerate(operands)]
        for op_tokens in assembled:
            tokens += op_tokens
        tokens += _padding(opcode, extended, assembled)
        return _sized(tokens)

    def mnemonic(self, word: str) -> tuple[int, int, list[int]]:
        """(opcode, control bits, extended opcode tokens) of a mnemonic."""
        name, controls = word, 0
        if name.endswith("_sat"):
            controls |= 1 << 13
            name = name[:-4]
        suffix = None
        m = re.search(r"(_rcpFloat|_uint|_rt(\d+))$", name)
        if m:
            suffix = m.group(0)
            name = name[:m.start()]
        groups: list[str] = []
        while name.endswith(")"):
            start = name.rfind("(")
            if start < 0:
                raise AssemblyError(f"unbalanced ')' in {word!r}")
            groups.insert(0, name[start + 1:-1])
            name = name[:start]
        indexable = name.endswith("_indexable")
        if indexable:
            name = name[:-len("_indexable")]
        aoffimmi = name.endswith("_aoffimmi")
        if aoffimmi:
            name = name[:-len("_aoffimmi")]
        opcode, base_controls = _base(name)
        controls |= base_controls
        offsets = dim = rets = None
        for g in groups:
            o = _OFFSETS.fullmatch(g)
            d = _DIMENSION_GROUP.fullmatch(g)
            if o and offsets is None:
                values = [int(v) for v in o.groups()]
                if not all(-8 <= v <= 7 for v in values):
                    raise AssemblyError(f"texel offsets {g!r} out of -8..7")
                offsets = 1 | (values[0] & 15) << 9 | (values[1] & 15) << 13 | (values[2] & 15) << 17
            elif d and dim is None and (d.group(1) in _DIMENSIONS or d.group(1).startswith("dim")):
                number = _named(_DIMENSIONS, d.group(1), "dim", "resource dimension")
                stride = _count(d.group(2), "structure stride", 0xFFF) if d.group(2) is not None else 0
                if number > 31:
                    raise AssemblyError(f"resource dimension {number} does not fit 5 bits")
                dim = 2 | number << 6 | stride << 11
            elif rets is None and g.count(",") == 3:
                types = [_named(_RETURN_TYPES, r, "rt", "return type") for r in g.split(",")]
                if any(t > 15 for t in types):
                    raise AssemblyError(f"return types {g!r} do not fit 4 bits")
                rets = 3 | types[0] << 6 | types[1] << 10 | types[2] << 14 | types[3] << 18
            else:
                raise AssemblyError(f"unexpected ({g}) in {word!r}")
        if aoffimmi and offsets is None:
            raise AssemblyError(f"{word!r} says _aoffimmi without offsets")
        if indexable and dim is None:
            raise AssemblyError(f"{word!r} says _indexable without a resource dimension")
        if suffix is not None:
            if opcode == _RESINFO:
                rt = int(m.group(2)) if m and m.group(2) else _RESINFO_SUFFIXES[suffix]
                if rt > 3:
                    raise AssemblyError(f"resinfo return type {rt} does not fit 2 bits")
                controls |= rt << 11
            elif opcode == _SAMPLEINFO and suffix == "_uint":
                controls |= 1 << 11
            else:
                raise AssemblyError(f"{suffix!r} does not go with {dis.MNEMONICS[opcode]!r}")
        extended = [t for t in (offsets, dim, rets) if t is not None]
        return opcode, controls, extended

    def fcall(self, rest: str) -> list[int]:
        """``fcall fp0[0][3]``: the interface operand, then the function index."""
        if not rest.endswith("]"):
            raise AssemblyError(f"fcall {rest!r} lacks its [function index]")
        start = rest.rfind("[")
        function = _count(rest[start + 1:-1], "function index")
        return _sized([_FCALL, function] + self.operand(rest[:start], "source"))

    # -- custom data -------------------------------------------------------
    def comment(self, body: str) -> list[int]:
        """A comment block (``// text``) or a block the listing only names."""
        generic = _GENERIC_BLOCK.fullmatch(body)
        if generic:
            cls, length = int(generic.group(1)), int(generic.group(2))
            if cls > 0x1FFFFF:
                raise AssemblyError(f"custom data class {cls} does not fit 21 bits")
            if length != 2:
                raise AssemblyError(f"the {length - 2} data tokens of a class {cls} custom data block are not "
                                    "in the text")
            return [_CUSTOMDATA | cls << 11, 2]
        if not body.startswith("// "):
            raise AssemblyError(f"a comment block is written '// text', not {body!r}")
        words = _text_words(body[3:])
        return [_CUSTOMDATA, 2 + len(words)] + words

    def immediate_constant_buffer(self, rest: str) -> list[int]:
        """``dcl_immediateConstantBuffer { { a, b, c, d}, ... }``."""
        if not (rest.startswith("{") and rest.endswith("}")):
            raise AssemblyError("dcl_immediateConstantBuffer takes a { ... } block")
        inner = rest[1:-1].strip()
        values: list[int] = []
        if inner:
            for row in _split(inner):
                if not (row.startswith("{") and row.endswith("}")):
                    raise AssemblyError(f"bad immediate constant buffer row {row!r}")
                values += [literal_bits(v, self.style, True) for v in row[1:-1].split(",")]
        return [_CUSTOMDATA | 3 << 11, 2 + len(values)] + values

    def message(self, word: str, rest: str) -> list[int]:
        """``printf "format", operands`` (or ``errorf``): a shader message."""
        first, last = rest.find('"'), rest.rfind('"')
        if first != 0 or last <= first:
            raise AssemblyError(f"{word} takes a quoted string first")
        text = _unescape(rest[1:last])
        tail = rest[last + 1:].strip()
        operands: list[int] = []
        count = 0
        if tail:
            if not tail.startswith(","):
                raise AssemblyError(f"unexpected {tail!r} after the {word} string")
            for op in _split(tail[1:]):
                operands += self.operand(op, "source")
                count += 1
        data = text.encode("latin-1")
        words = _text_words(text)
        message_id = 0x00200103 if word == "errorf" else 0x00200102
        content = [message_id, 1, len(data), count, len(operands)] + operands + words
        return [_CUSTOMDATA | 4 << 11, 2 + len(content)] + content

    # -- declarations ------------------------------------------------------
    def declaration(self, word: str, rest: str) -> list[int]:
        """A declaration, by its mnemonic."""
        handler = _DECLARATIONS.get(word)
        if handler is not None:
            return handler(self, word, rest)
        for prefix, handler in _DECLARATION_PREFIXES:
            if word.startswith(prefix):
                return handler(self, word, rest)
        raise AssemblyError(f"unknown declaration {word!r}")

    def range_operand(self, text: str, otype: int) -> list[int]:
        """A resource operand of a declaration: ``t0`` (SM 5.0) or ``T0[2:6]`` (SM 5.1)."""
        if not self.sm51:
            return self.operand(text, "declaration")
        s = text.strip()
        m = re.fullmatch(r"([A-Za-z]+)(\d+)\[([^\[\]:]*):([^\[\]:]*)\]", s)
        if not m:
            return self.operand(text, "declaration")
        name = m.group(1)
        if self.registers.get(name) != otype:
            raise AssemblyError(f"{name!r} is not the register file this declaration declares")
        upper = "4294967295" if m.group(4).strip() == "*" else m.group(4)
        token = _DECL_SELECTION.get(otype, 0) | otype << 12 | 3 << 20
        out = [token]
        for i, part in enumerate((m.group(2), m.group(3), upper)):
            rep, words = self.index(part)
            out[0] |= rep << (22 + 3 * i)
            out += words
        return out

    def space(self, parts: list[str]) -> list[int]:
        """The register space of a Shader Model 5.1 declaration (its last part)."""
        if not self.sm51:
            return []
        if not parts or not parts[-1].startswith("space="):
            raise AssemblyError("a Shader Model 5.1 declaration ends with ', space=N'")
        return [_count(parts.pop()[len("space="):], "register space")]


def _sized(tokens: list[int]) -> list[int]:
    """Sets the instruction length (bits 24-30 of the opcode token)."""
    if len(tokens) > 127:
        raise AssemblyError(f"the instruction has {len(tokens)} tokens (at most 127)")
    tokens[0] |= len(tokens) << 24
    return tokens


def _padding(opcode: int, extended: list[int], operands: list[list[int]]) -> list[int]:
    """The token FXC appends to some instructions (see the module comment)."""
    if opcode in _PADDED_FEEDBACK:
        kinds = {t & 0x3F: t for t in extended}
        dim = (kinds[2] >> 6) & 31 if 2 in kinds else 0
        if 1 not in kinds and dim not in _CUBES:
            return [_PADDED_FEEDBACK[opcode]]
    if opcode == _SAMPLEPOS and len(operands) > 1 and (operands[1][0] >> 12) & 0xFF == 7:
        return [0]
    return []


def _is_mask(letters: str) -> bool:
    """Whether component letters can be a write mask (in order, each once)."""
    return bool(letters) and all(c in _COMPONENTS for c in letters) and \
        list(letters) == sorted(set(letters), key=_COMPONENTS.index)


def _mask_bits(letters: str) -> int:
    """The 4-bit mask of component letters (x is bit 0)."""
    return sum(1 << _COMPONENTS.index(c) for c in letters)


def _selection(otype: int, letters: str | None, role: str) -> int:
    """Bits 0-11 of an operand token: component count and selection."""
    if letters is None:
        return 1 if otype in (_ONE_COMPONENT_DECLARED if role == "declaration" else _ONE_COMPONENT) else 0
    written = role in ("destination", "declaration")
    if written and _is_mask(letters):
        return 2 | _mask_bits(letters) << 4
    if len(letters) == 4:
        swizzle = sum(_COMPONENTS.index(c) << (2 * i) for i, c in enumerate(letters))
        return 2 | 1 << 2 | swizzle << 4
    if len(letters) == 1:
        return 2 | 2 << 2 | _COMPONENTS.index(letters) << 4
    if _is_mask(letters):
        return 2 | _mask_bits(letters) << 4
    raise AssemblyError(f"component selection .{letters} is neither a mask, a swizzle nor one component")


def _base(name: str) -> tuple[int, int]:
    """(opcode, control bits) of a mnemonic without its suffixes, with a
    conditional's ``_nz`` / ``_z`` and sync's flags."""
    if name in OP and OP[name] not in dis.CONDITIONAL and not dis._is_decl(OP[name]) and \
            OP[name] not in (_CUSTOMDATA, _FCALL):
        return OP[name], 0
    for suffix, test in (("_nz", 1), ("_z", 0)):
        if name.endswith(suffix) and OP.get(name[:-len(suffix)]) in dis.CONDITIONAL:
            return OP[name[:-len(suffix)]], test << 18
    if name.startswith("sync"):
        rest, controls = name[4:], 0
        for flag, bit in _SYNC_FLAGS:
            if rest.startswith(flag):
                controls |= 1 << bit
                rest = rest[len(flag):]
        if not rest:
            return _SYNC, controls
    if name.startswith("opcode") and name[6:].isdigit():
        opcode = int(name[6:])
        if len(dis.MNEMONICS) <= opcode <= 0x7FF:
            return opcode, 0
    raise AssemblyError(f"unknown instruction {name!r}")


def _text_words(text: str) -> list[int]:
    """A string's bytes (ISO-8859-1), NUL-terminated and padded to whole tokens."""
    try:
        data = text.encode("latin-1") + b"\0"
    except UnicodeEncodeError as exc:
        raise AssemblyError(f"{text!r} has a character outside ISO-8859-1") from exc
    data += bytes(-len(data) % 4)
    return list(struct.unpack(f"<{len(data) // 4}I", data))


_UNESCAPES = {"n": "\n", "t": "\t", "r": "\r", "b": "\b", "a": "\a", "f": "\f", "v": "\v", "\\": "\\"}


def _unescape(text: str) -> str:
    """A shader message string as the disassembler quotes it, unquoted."""
    out, i = [], 0
    while i < len(text):
        ch = text[i]
        if ch == "\\":
            if i + 1 >= len(text) or text[i + 1] not in _UNESCAPES:
                raise AssemblyError(f"bad escape in {text!r}")
            out.append(_UNESCAPES[text[i + 1]])
            i += 2
            continue
        out.append(ch)
        i += 1
    return "".join(out)


# --------------------------------------------------------------------------
# Declarations

#: The component selection FXC gives a declaration's operand where the text
#: does not show it (Shader Model 5.1 ranges, constant buffers).
_DECL_SELECTION: dict[int, int] = {6: 0xE46, 7: 0xE46, 8: 0xE46, 30: 0xE46}


def _return_types(text: str) -> tuple[int, str]:
    """The return-type token of ``(float,float,float,float) rest`` and the rest."""
    if not text.startswith("("):
        raise AssemblyError(f"expected (return types) in {text!r}")
    end = _closing(text, 0)
    names = text[1:end].split(",")
    if len(names) != 4:
        raise AssemblyError(f"expected four return types in {text[:end + 1]!r}")
    types = [_named(_RETURN_TYPES, n.strip(), "rt", "return type") for n in names]
    if any(t > 15 for t in types):
        raise AssemblyError(f"return types {text[:end + 1]!r} do not fit 4 bits")
    return types[0] | types[1] << 4 | types[2] << 8 | types[3] << 12, text[end + 1:].strip()


def _dimension(text: str) -> tuple[int, str]:
    """(dimension, rest) of a mnemonic tail such as ``texture2dms(4)_glc``."""
    for name in sorted(_DIMENSIONS, key=len, reverse=True):
        if text.startswith(name):
            return _DIMENSIONS[name], text[len(name):]
    m = re.match(r"dim(\d+)", text)
    if m and int(m.group(1)) <= 31:
        return int(m.group(1)), text[m.end():]
    raise AssemblyError(f"unknown resource dimension in {text!r}")


def _dcl_resource(a: _Assembler, word: str, rest: str) -> list[int]:
    """``dcl_resource_texture2dms(4) (float,float,float,float) t0`` (SM 5.1: ``T0[0:0], space=0``)."""
    dim, tail = _dimension(word[len("dcl_resource_"):])
    controls = dim << 11
    if tail:
        m = re.fullmatch(r"\((\d+)\)", tail)
        if not m or dim not in (4, 9):
            raise AssemblyError(f"unexpected {tail!r} in {word!r}")
        samples = int(m.group(1))
        if samples > 127:
            raise AssemblyError(f"sample count {samples} does not fit 7 bits")
        controls |= samples << 16
    rt, rest = _return_types(rest)
    parts = _split(rest)
    space = a.space(parts)
    if len(parts) != 1:
        raise AssemblyError(f"dcl_resource declares one register, not {rest!r}")
    return _sized([OP["dcl_resource"] | controls] + a.range_operand(parts[0], 7) + [rt] + space)


def _access(text: str) -> int:
    """The constant buffer access pattern bit."""
    if text == "immediateIndexed":
        return 0
    if text == "dynamicIndexed":
        return 1
    raise AssemblyError(f"unknown constant buffer access pattern {text!r}")


def _dcl_constantbuffer(a: _Assembler, word: str, rest: str) -> list[int]:
    """``dcl_constantbuffer CB0[4], immediateIndexed`` (SM 5.1: ``CB0[0:0][4], ..., space=0``)."""
    parts = _split(rest)
    space = a.space(parts)
    if len(parts) != 2:
        raise AssemblyError(f"dcl_constantbuffer takes a register and an access pattern, not {rest!r}")
    controls = _access(parts[1]) << 11
    reg = parts[0]
    if a.sm51:
        if not reg.endswith("]"):
            raise AssemblyError(f"expected CB#[lower:upper][size] in {reg!r}")
        start = reg.rfind("[")
        size = _count(reg[start + 1:-1], "constant buffer size")
        return _sized([OP["dcl_constantbuffer"] | controls] + a.range_operand(reg[:start], 8) + [size] + space)
    m = re.fullmatch(r"(CB|cb)(\d+)\[(\d+)\]", reg)
    if m:
        token = _DECL_SELECTION.get(8, 0) | 8 << 12 | 2 << 20
        operand = [token, _count(m.group(2), "register"), _count(m.group(3), "constant buffer size")]
    else:
        operand = a.operand(reg, "declaration")
    return _sized([OP["dcl_constantbuffer"] | controls] + operand)


def _dcl_sampler(a: _Assembler, word: str, rest: str) -> list[int]:
    """``dcl_sampler s0, mode_default``."""
    parts = _split(rest)
    space = a.space(parts)
    if len(parts) != 2:
        raise AssemblyError(f"dcl_sampler takes a register and a mode, not {rest!r}")
    mode = _named(_SAMPLER_MODES, parts[1], "mode", "sampler mode")
    if mode > 15:
        raise AssemblyError(f"sampler mode {mode} does not fit 4 bits")
    return _sized([OP["dcl_sampler"] | mode << 11] + a.range_operand(parts[0], 6) + space)


def _dcl_indexrange(a: _Assembler, word: str, rest: str) -> list[int]:
    """``dcl_indexrange v1.xyzw 3``."""
    reg, _, count = rest.rpartition(" ")
    return _sized([OP[word]] + a.operand(reg, "declaration") + [_count(count, "register count")])


def _dcl_table_value(table: dict[str, int], fallback: str, what: str, bits: int):
    """The handler of a declaration whose value (one of ``table``, ``bits``
    wide) is in bits 11 and up of the opcode token."""
    def handler(a: _Assembler, word: str, rest: str) -> list[int]:
        """A declaration whose value, named in ``table``, is in the opcode token."""
        value = _named(table, rest.strip(), fallback, what)
        if value >= 1 << bits:
            raise AssemblyError(f"{what} {value} does not fit {bits} bits")
        return _sized([OP[word] | value << 11])
    return handler


def _dcl_number(a: _Assembler, word: str, rest: str) -> list[int]:
    """A declaration of one number in a token of its own (``dcl_temps 4``)."""
    return _sized([OP[word], _count(rest, word)])


def _dcl_opcode_number(a: _Assembler, word: str, rest: str) -> list[int]:
    """A control point count, in bits 11-16 of the opcode token."""
    value = _count(rest, word, 0x3F)
    return _sized([OP[word] | value << 11])


def _dcl_operand(a: _Assembler, word: str, rest: str) -> list[int]:
    """A declaration of one operand (``dcl_input v0.xy``)."""
    return _sized([OP[word]] + a.operand(rest, "declaration"))


def _system_name(text: str) -> int:
    """The name token of a system value."""
    value = _named(_SYSTEM_NAMES, text.strip(), "name", "system value")
    if value > 0xFFFF:
        raise AssemblyError(f"system value {value} does not fit 16 bits")
    return value


def _dcl_operand_name(a: _Assembler, word: str, rest: str) -> list[int]:
    """``dcl_output_siv o0.xyzw, position``."""
    parts = _split(rest)
    if len(parts) != 2:
        raise AssemblyError(f"{word} takes a register and a system value, not {rest!r}")
    return _sized([OP[word]] + a.operand(parts[0], "declaration") + [_system_name(parts[1])])


def _interpolation(text: str) -> tuple[int, str]:
    """(interpolation mode, rest) of a pixel-shader input declaration."""
    for name in sorted(_INTERPOLATIONS, key=len, reverse=True):
        if text.startswith(name + " "):
            return _INTERPOLATIONS[name], text[len(name):].strip()
    m = re.match(r"interpolation(\d+) ", text)
    if m and int(m.group(1)) <= 15:
        return int(m.group(1)), text[m.end():].strip()
    return 0, text


def _dcl_input_ps(a: _Assembler, word: str, rest: str) -> list[int]:
    """``dcl_input_ps linear v1.xy`` and the ``_sgv`` / ``_siv`` ones with their system value."""
    mode, rest = _interpolation(rest)
    if word == "dcl_input_ps":
        return _sized([OP[word] | mode << 11] + a.operand(rest, "declaration"))
    if word == "dcl_input_ps_sgv" and not a.style.sgv_interpolation and mode == 0:
        mode = 1  # FXC 9.x does not print it: the mode it writes
    parts = _split(rest)
    if len(parts) != 2:
        raise AssemblyError(f"{word} takes a register and a system value, not {rest!r}")
    return _sized([OP[word] | mode << 11] + a.operand(parts[0], "declaration") + [_system_name(parts[1])])


def _dcl_indexable_temp(a: _Assembler, word: str, rest: str) -> list[int]:
    """``dcl_indexableTemp x0[4], 4``."""
    m = re.fullmatch(r"x(\d+)\[(\d+)\], (\d+)", rest.strip())
    if not m:
        raise AssemblyError(f"dcl_indexableTemp takes 'x#[size], components', not {rest!r}")
    return _sized([OP[word]] + [_count(v, "dcl_indexableTemp number") for v in m.groups()])


def _dcl_global_flags(a: _Assembler, word: str, rest: str) -> list[int]:
    """``dcl_globalFlags refactoringAllowed | ...``: flags in the opcode token."""
    flags = 0
    for name in (rest.split(" | ") if rest.strip() else []):
        bit = _named(_GLOBAL_FLAGS, name.strip(), "flag", "global flag")
        if bit > 12:
            raise AssemblyError(f"global flag {bit} does not fit the 13 flag bits")
        flags |= 1 << bit
    return _sized([OP[word] | flags << 11])


def _numbered(text: str, prefix: str) -> int:
    """The number of ``fb3`` (``prefix`` "fb")."""
    text = text.strip()
    if not text.startswith(prefix):
        raise AssemblyError(f"expected {prefix}# in {text!r}")
    return _count(text[len(prefix):], f"{prefix} number")


def _dcl_function_body(a: _Assembler, word: str, rest: str) -> list[int]:
    """``dcl_function_body fb0``."""
    return _sized([OP[word], _numbered(rest, "fb")])


def _table(text: str, prefix: str) -> list[int]:
    """The numbers of ``{fb0, fb1}``."""
    text = text.strip()
    if not (text.startswith("{") and text.endswith("}")):
        raise AssemblyError(f"expected {{{prefix}#, ...}} in {text!r}")
    inner = text[1:-1].strip()
    return [_numbered(v, prefix) for v in inner.split(",")] if inner else []


def _long(tokens: list[int]) -> list[int]:
    """A declaration that may be longer than the opcode token's 7-bit length:
    FXC's short length when it fits, else the extended bit and a length token."""
    if len(tokens) <= 127:
        return _sized(tokens)
    return [tokens[0] | 1 << 31, len(tokens) + 1] + tokens[1:]


def _dcl_function_table(a: _Assembler, word: str, rest: str) -> list[int]:
    """``dcl_function_table ft0 = {fb0, fb1}``."""
    name, eq, table = rest.partition(" = ")
    if not eq:
        raise AssemblyError(f"dcl_function_table takes 'ft# = {{fb#, ...}}', not {rest!r}")
    bodies = _table(table, "fb")
    return _long([OP[word], _numbered(name, "ft"), len(bodies)] + bodies)


def _dcl_interface(a: _Assembler, word: str, rest: str) -> list[int]:
    """``dcl_interface fp0[1][2] = {ft0, ft1}`` (``_dynamicindexed``: bit 11)."""
    name, eq, table = rest.partition(" = ")
    m = re.fullmatch(r"fp(\d+)\[(\d+)\]\[(\d+)\]", name.strip())
    if not eq or not m:
        raise AssemblyError(f"{word} takes 'fp#[count][entries] = {{ft#, ...}}', not {rest!r}")
    number, count, entries = (_count(v, "dcl_interface number") for v in m.groups())
    tables = _table(table, "ft")
    if count > 0xFFFF or len(tables) > 0xFFFF:
        raise AssemblyError(f"{word} counts do not fit 16 bits")
    controls = 1 << 11 if word == "dcl_interface_dynamicindexed" else 0
    return _long([OP["dcl_interface"] | controls, number, entries, count << 16 | len(tables)] + tables)


def _dcl_max_tessfactor(a: _Assembler, word: str, rest: str) -> list[int]:
    """``dcl_hs_max_tessfactor l(64.000000)``."""
    m = re.fullmatch(r"l\((.*)\)", rest.strip())
    if not m:
        raise AssemblyError(f"dcl_hs_max_tessfactor takes l(value), not {rest!r}")
    return _sized([OP[word], float_bits(m.group(1).strip(), a.style)])


def _dcl_thread_group(a: _Assembler, word: str, rest: str) -> list[int]:
    """``dcl_thread_group 8, 8, 1``."""
    parts = _split(rest)
    if len(parts) != 3:
        raise AssemblyError(f"dcl_thread_group takes x, y, z, not {rest!r}")
    return _sized([OP[word]] + [_count(p, "thread count") for p in parts])


def _uav_flags(text: str, structured: bool) -> int:
    """The opcode token bits of a UAV declaration's ``_glc``, ``_opc`` (structured only), ``_rov``."""
    controls = 0
    for flag, bit in (("_glc", 16), ("_opc", 23), ("_rov", 17)):
        if text.startswith(flag) and (structured or flag != "_opc"):
            controls |= 1 << bit
            text = text[len(flag):]
    if text:
        raise AssemblyError(f"unknown UAV flag {text!r}")
    return controls


def _dcl_uav_typed(a: _Assembler, word: str, rest: str) -> list[int]:
    """``dcl_uav_typed_texture2d_glc (float,float,float,float) u0``."""
    dim, tail = _dimension(word[len("dcl_uav_typed_"):])
    controls = dim << 11 | _uav_flags(tail, False)
    rt, rest = _return_types(rest)
    parts = _split(rest)
    space = a.space(parts)
    if len(parts) != 1:
        raise AssemblyError(f"{word} declares one register, not {rest!r}")
    return _sized([OP["dcl_uav_typed"] | controls] + a.range_operand(parts[0], 30) + [rt] + space)


def _dcl_uav_raw(a: _Assembler, word: str, rest: str) -> list[int]:
    """``dcl_uav_raw_glc u0``."""
    controls = _uav_flags(word[len("dcl_uav_raw"):], False)
    parts = _split(rest)
    space = a.space(parts)
    if len(parts) != 1:
        raise AssemblyError(f"{word} declares one register, not {rest!r}")
    return _sized([OP["dcl_uav_raw"] | controls] + a.range_operand(parts[0], 30) + space)


def _dcl_uav_structured(a: _Assembler, word: str, rest: str) -> list[int]:
    """``dcl_uav_structured_opc u0, 16``."""
    controls = _uav_flags(word[len("dcl_uav_structured"):], True)
    parts = _split(rest)
    space = a.space(parts)
    if len(parts) != 2:
        raise AssemblyError(f"{word} takes a register and a stride, not {rest!r}")
    return _sized([OP["dcl_uav_structured"] | controls] + a.range_operand(parts[0], 30) +
                  [_count(parts[1], "structure stride")] + space)


def _dcl_tgsm(a: _Assembler, word: str, rest: str) -> list[int]:
    """``dcl_tgsm_raw g0, 256`` and ``dcl_tgsm_structured g0, 16, 64``."""
    parts = _split(rest)
    wanted = 2 if word == "dcl_tgsm_raw" else 3
    if len(parts) != wanted:
        raise AssemblyError(f"{word} takes {wanted} values, not {rest!r}")
    return _sized([OP[word]] + a.operand(parts[0], "declaration") + [_count(p, "size") for p in parts[1:]])


def _dcl_resource_raw(a: _Assembler, word: str, rest: str) -> list[int]:
    """``dcl_resource_raw t0`` and ``dcl_resource_structured t0, 16``."""
    parts = _split(rest)
    space = a.space(parts)
    wanted = 1 if word == "dcl_resource_raw" else 2
    if len(parts) != wanted:
        raise AssemblyError(f"{word} takes {wanted} values, not {rest!r}")
    return _sized([OP[word]] + a.range_operand(parts[0], 7) + [_count(p, "structure stride") for p in parts[1:]] +
                  space)


_DECLARATIONS = {
    "dcl_constantbuffer": _dcl_constantbuffer,
    "dcl_sampler": _dcl_sampler,
    "dcl_indexrange": _dcl_indexrange,
    "dcl_outputtopology": _dcl_table_value(_TOPOLOGIES, "topology", "output topology", 6),
    "dcl_inputprimitive": _dcl_table_value(_PRIMITIVES, "primitive", "input primitive", 6),
    "dcl_maxout": _dcl_number,
    "dcl_gsinstances": _dcl_number,
    "dcl_hs_fork_phase_instance_count": _dcl_number,
    "dcl_hs_join_phase_instance_count": _dcl_number,
    "dcl_temps": _dcl_number,
    "dcl_input": _dcl_operand,
    "dcl_output": _dcl_operand,
    "dcl_stream": _dcl_operand,
    "dcl_input_sgv": _dcl_operand_name,
    "dcl_input_siv": _dcl_operand_name,
    "dcl_output_sgv": _dcl_operand_name,
    "dcl_output_siv": _dcl_operand_name,
    "dcl_input_ps": _dcl_input_ps,
    "dcl_input_ps_sgv": _dcl_input_ps,
    "dcl_input_ps_siv": _dcl_input_ps,
    "dcl_indexableTemp": _dcl_indexable_temp,
    "dcl_globalFlags": _dcl_global_flags,
    "dcl_function_body": _dcl_function_body,
    "dcl_function_table": _dcl_function_table,
    "dcl_interface": _dcl_interface,
    "dcl_interface_dynamicindexed": _dcl_interface,
    "dcl_input_control_point_count": _dcl_opcode_number,
    "dcl_output_control_point_count": _dcl_opcode_number,
    "dcl_tessellator_domain": _dcl_table_value({n: i for i, n in enumerate(dis.TESS_DOMAINS)}, "value",
                                               "tessellator domain", 2),
    "dcl_tessellator_partitioning": _dcl_table_value({n: i for i, n in enumerate(dis.TESS_PARTITIONINGS)}, "value",
                                                     "tessellator partitioning", 3),
    "dcl_tessellator_output_primitive": _dcl_table_value({n: i for i, n in enumerate(dis.TESS_OUTPUTS)}, "value",
                                                         "tessellator output primitive", 3),
    "dcl_hs_max_tessfactor": _dcl_max_tessfactor,
    "dcl_thread_group": _dcl_thread_group,
    "dcl_tgsm_raw": _dcl_tgsm,
    "dcl_tgsm_structured": _dcl_tgsm,
    "dcl_resource_raw": _dcl_resource_raw,
    "dcl_resource_structured": _dcl_resource_raw,
}
_DECLARATION_PREFIXES = (("dcl_resource_", _dcl_resource), ("dcl_uav_typed_", _dcl_uav_typed),
                         ("dcl_uav_raw", _dcl_uav_raw), ("dcl_uav_structured", _dcl_uav_structured))


# --------------------------------------------------------------------------
# Entry points


def assemble_instruction(text: str, *, program: Program = DEFAULT_PROGRAM, style: Style = MODERN,
                         check: bool = True) -> list[int]:
    """The tokens of one instruction (opcode token with its length, extended
    opcode tokens, operands...) from its line as the disassembler prints it
    for ``program`` (major, minor, program type) in ``style``; leading
    indentation is allowed, and the multi-line blocks (the immediate
    constant buffer) come as one string with newlines.

    With ``check`` (the default) the tokens are disassembled again and must
    print ``text`` (whitespace aside), in ``style`` or with its floats
    keeping their bits (``Style.kept_bits``, the readable dump's spelling
    of a line whose ``%f`` floats lose bits): a line the disassembler would
    never print (``if r0.x`` without ``_nz``, a literal list whose count
    the opcode does not read...) raises :class:`AssemblyError` rather than
    giving tokens that mean something else."""
    tokens = _Assembler(program, style).assemble(text)
    if check:
        printed = _disassemble(tokens, program, style)
        if _normalize(printed) != _normalize(text) and (
                style.kept_bits or
                _normalize(_disassemble(tokens, program, style.replace(kept_bits=True))) != _normalize(text)):
            raise AssemblyError(f"{_normalize(text)!r} is not how the disassembler prints the tokens it "
                                f"assembles to, {_normalize(printed)!r}")
    return tokens


def _disassemble(tokens: list[int], program: Program, style: Style) -> str:
    """The disassembly of one instruction's tokens in a program of its own."""
    from .programs import parse_program
    data = struct.pack(f"<{len(tokens) + 2}I", version_token(program), len(tokens) + 2, *tokens)
    try:
        shader = parse_program(data)
        found = getattr(shader, "program").instructions
        if len(found) != 1:
            raise AssemblyError(f"the tokens decode as {len(found)} instructions")
        return "\n".join(dis.Disassembler(shader, style).instruction(found[0]))
    except (ParseError,) + INPUT_ERRORS as exc:
        raise AssemblyError(f"the tokens do not decode: {exc}") from exc


def program_of(shader) -> Program:
    """The ``program`` argument for instructions of a decoded SHDR / SHEX body."""
    return program_of_version(int(shader.version_token))


def program_of_version(version: int) -> Program:
    """The ``program`` argument for instructions of a program whose version token is ``version``."""
    kind = version >> 16
    return (version >> 4) & 15, version & 15, dis.PROGRAM_PREFIX.get(kind, kind)


def instruction_tokens(shader) -> list[list[int]]:
    """The tokens of every instruction of a decoded SHDR / SHEX body, in
    order (the program's bytes cut by each instruction's length)."""
    from .. import kaitai
    stream = shader.program
    data = kaitai.source_bytes(stream)
    out, pos = [], 0
    for ins in stream.instructions:
        n = ins.len_instruction
        out.append(list(struct.unpack_from(f"<{n}I", data, pos)))
        pos += 4 * n
    return out


def _tokens_of(ins, shader) -> list[int]:
    """The tokens of one decoded instruction of ``shader``."""
    for other, tokens in zip(shader.program.instructions, instruction_tokens(shader)):
        if other is ins:
            return tokens
    raise ValueError("the instruction is not one of the disassembler's program")


def exact_text(ins, disassembler: dis.Disassembler, tokens: list[int] | None = None) -> str | None:
    """The disassembler's text of a decoded instruction (its lines joined
    with newlines) when assembling that text gives back exactly the
    instruction's tokens, else None (:func:`inexact_reason` says why).
    ``tokens``: the instruction's tokens if known (else found in its
    program, see :func:`instruction_tokens`)."""
    text = "\n".join(disassembler.instruction(ins))
    if tokens is None:
        tokens = _tokens_of(ins, disassembler.shader)
    try:
        got = _Assembler(program_of(disassembler.shader), disassembler.style).assemble(text)
    except AssemblyError:
        return None
    return text if got == list(tokens) else None


def inexact_reason(ins, disassembler: dis.Disassembler, tokens: list[int] | None = None) -> str | None:
    """None when :func:`exact_text` gives the instruction's text, else why
    not: the part of the tokens the text does not determine (see
    :func:`token_difference`), or "not assembled: ..." with the error."""
    text = "\n".join(disassembler.instruction(ins))
    if tokens is None:
        tokens = _tokens_of(ins, disassembler.shader)
    try:
        got = _Assembler(program_of(disassembler.shader), disassembler.style).assemble(text)
    except AssemblyError as exc:
        return f"not assembled: {exc}"
    if got == list(tokens):
        return None
    return token_difference(list(tokens), got, len(getattr(ins.body, "operands", None) or []))


def token_difference(original: list[int], assembled: list[int], num_operands: int | None = None) -> str:
    """What first differs between an instruction's tokens and those
    assembled from its text, by the role of the token in the original:
    "opcode token", "extended opcode token", "operand selection",
    "operand index representation", "extended operand token", "operand
    type", "float literal" (a literal printed with ``%f``: ints are exact),
    "double literal", "index", "custom data", "padding", "declaration field"
    or "length". ``num_operands``: how many
    operands the instruction has (the tokens after them are padding)."""
    roles = _roles(original, num_operands)
    if (original[0] ^ assembled[0]) & ~(0x7F << 24) and original[0] & 0x7FF != _CUSTOMDATA:
        return "opcode token"
    for i in range(1, min(len(original), len(assembled))):
        if original[i] != assembled[i]:
            role = roles[i] if i < len(roles) else "padding"
            if role == "operand":
                diff = original[i] ^ assembled[i]
                if diff & 0xFFF:
                    return "operand selection"
                if diff & (0x7FF << 20):
                    return "operand index representation"
                if diff & (1 << 31):
                    return "extended operand token"
                return "operand type"
            return role
    if len(original) > len(assembled):
        return "padding" if roles[len(assembled)] == "padding" else "length"
    return "length"


def _roles(tokens: list[int], num_operands: int | None = None) -> list[str]:
    """The role of each token of an instruction (see :func:`token_difference`)."""
    opcode = tokens[0] & 0x7FF
    roles = ["opcode token"]
    if opcode == _CUSTOMDATA:
        values = "float literal" if tokens[0] >> 11 == 3 else "custom data"
        return roles + ["custom data"] + [values] * (len(tokens) - 2)
    at = 1
    if tokens[0] >> 31 and opcode not in (_FUNCTION_TABLE, _INTERFACE):
        while at < len(tokens):
            roles.append("extended opcode token")
            at += 1
            if not tokens[at - 1] >> 31:
                break
    if dis._is_decl(opcode):
        return roles + ["declaration field"] * (len(tokens) - at)
    if opcode == _FCALL and at < len(tokens):
        roles.append("declaration field")
        at += 1

    def walk(at: int) -> int:
        """Marks the operand at ``at`` (and its relative indices); where it ends."""
        token = tokens[at]
        roles.append("operand")
        at += 1
        if token >> 31:
            while at < len(tokens):
                roles.append("extended operand token")
                at += 1
                if not tokens[at - 1] >> 31:
                    break
        otype, components = (token >> 12) & 0xFF, token & 3
        count = {1: 1, 2: 4}.get(components, 0) if otype == 4 else \
            {1: 2, 2: 4}.get(components, 0) if otype == 5 else 0
        roles.extend(["double literal" if otype == 5 else "float literal"] * count)
        at += count
        for i in range((token >> 20) & 3):
            rep = (token >> (22 + 3 * i)) & 7
            width = {0: 1, 1: 2, 3: 1, 4: 2}.get(rep, 0)
            roles.extend(["index"] * width)
            at += width
            if rep >= 2 and at < len(tokens):
                at = walk(at)
        return at

    try:
        done = 0
        while at < len(tokens) and (num_operands is None or done < num_operands):
            at = walk(at)
            done += 1
    except IndexError:
        pass
    del roles[len(tokens):]
    return roles + ["padding"] * (len(tokens) - len(roles))


__all__ = ["AssemblyError", "Program", "DEFAULT_PROGRAM", "assemble_instruction", "exact_text", "inexact_reason",
           "token_difference", "instruction_tokens", "program_of", "version_token", "float_bits", "double_bits",
           "int_bits", "literal_bits"]
