"""The inverse of the level-9 listing (:mod:`dxfuzz.asm.dxcontainer_level9`): one line of a
feature-level-9 part's Shader Model 2 program, as FXC lists it, back into its 32-bit tokens.

    >>> [hex(t) for t in assemble_level9_instruction("add r0.xyz, t0, c1", version=0xFFFF0200)]
    ['0x3000002', '0x80070000', '0xb0e40000', '0xa0e40001']

Only the listing's own spelling is taken: every line is assembled, decoded
again by ``ksy/dxcontainer_level9.ksy`` and listed by
:func:`~dxfuzz.asm.dxcontainer_level9.instruction_text`, and a line that does
not come back as it was (``mov r0.xyzw, r1``, ``def c0, 1.0, ...``) is a
:class:`Level9AssemblyError` that names the spelling the tokens have.
Indentation is ignored (the listing indents ``rep``, ``loop`` and ``if``
bodies).
"""
from __future__ import annotations

import re
import struct

from ..errors import INPUT_ERRORS
from . import dxcontainer_level9 as lst

# What the text does not say, and what this module then writes: what FXC
# writes for that text (every instruction of the shared corpus's 143 level-9
# programs; the forms the corpus lacks as Direct3D 9's assembler writes them).
#
# * The instruction token: the opcode, the controls only where the listing
#   prints them (the comparison of ``if_gt``, ``break_ne``, ``setp_ge``;
#   ``texldp`` 1, ``texldb`` 2), the number of parameter tokens in bits
#   24-27 (the decoder reads it: every 2.x program has it), bit 28 for a
#   ``(p0)`` predicate; co-issue (bit 30) and the reserved bits 29 and 31
#   clear.
# * Parameter tokens have bit 31 set and bits 14-15 clear. A destination
#   printed without a mask writes all four components (``.xyzw``, as do the
#   registers of ``def``, ``defi`` and ``defb``), a source without a swizzle
#   reads ``.xyzw``; a one-letter swizzle is that letter four times. A
#   relative source (``c0[a0.x]``) takes its address register in the next
#   token, a source token without modifier.
# * ``dcl``'s usage token: bit 31, and for a vertex program the usage and
#   its index, for a sampler (``dcl_2d``, ``dcl_cube``, ``dcl_volume``) the
#   texture type in bits 27-30 (``dcl_unknown``: 0); a pixel program's
#   ``dcl t0`` has no usage (0x80000000).
# * ``def`` values: the float that the printed decimal names (nine
#   significant digits give back every float's bits; ``nan`` is 0x7FC00000);
#   ``defb`` true is 1.
# * A comment line (``// ...``) holds no instruction: it assembles to no
#   token (comment blocks, such as a constant table, are not listed).

_VERTEX = lst.VERTEX
_NO_DESTINATION = lst.NO_DESTINATION


class Level9AssemblyError(ValueError):
    """A level-9 listing line that cannot be assembled; the message names
    what in the line is wrong."""


# --------------------------------------------------------------------------
# Tables (the listing's, inverted)

_LETTERS = "xyzw"

#: Register files named by one prefix and a number, by program kind:
#: ``a`` (address) in vertex programs, ``t`` (texture) in pixel programs.
_NUMBERED = {"r": 0, "v": 1, "c": 2, "oD": 5, "oT": 6, "i": 7, "oC": 8, "s": 10, "b": 14, "l": 18,
             "p": 19, "h": 16, "vMisc": 17, "o": 4}
#: Registers the listing names without a number.
_NAMED = {"oPos": (4, 0), "oFog": (4, 1), "oPts": (4, 2), "oDepth": (9, 0), "aL": (15, 0),
          "vPos": (17, 0), "vFace": (17, 1)}
_REGISTER = re.compile(r"(vMisc|oD|oT|oC|[rvcatislbph]|o)(\d{1,9})|\?(\d{1,9}):(\d{1,9})")

#: Source modifiers by the text around the register: (prefix, suffix).
_SOURCE_FORMS = sorted(((*fmt.split("{}"), code) for code, fmt in lst.MODIFIERS.items()),
                       key=lambda f: -len(f[0]) - len(f[1]))

#: Instruction modifier suffixes of a destination, as the listing orders
#: them, and the shift.
_RESULT_SUFFIXES = ((4, "_centroid"), (2, "_pp"), (1, "_sat"))
_SHIFT_SUFFIXES = {suffix: code for code, suffix in lst.SHIFTS.items()}

_COMPARISON_CODES = {name: code for code, name in lst.COMPARISONS.items()}
_TEXLD_CODES = {name: code for code, name in lst.TEXLD.items()}
#: The comparing opcodes by the word before the comparison (``if_lt``).
_COMPARED = {"if": "ifc", "break": "breakc", "setp": "setp"}
_TEXTURE_TYPES = {"2d": 2, "cube": 3, "volume": 4, "unknown": 0}

#: Opcodes the listing never prints by their name: spelled with a
#: comparison or a variant, or (comments) not listed.
_SPELLED_OTHERWISE = {"ifc", "breakc", "setp", "texld", "comment"}

_VERSION = re.compile(r"(vs|ps|lib_4_0_vs|lib_4_0_ps|0x[0-9a-f]{1,8})_(\d{1,9})_(x|\d{1,9})")
_PROGRAM_KINDS = {name: kind for kind, name in lst.PROGRAM_NAMES.items()}

#: What :func:`~dxfuzz.asm.dxcontainer_level9.instruction_text` may raise
#: on a damaged instruction (a parameter token read as the wrong kind).
_LISTING_FAILURES = (TypeError, AttributeError)

_MAX_PARAMS = 15
_END = 0x0000FFFF
_F32 = struct.Struct("<f")
_U32 = struct.Struct("<I")


def _enum(name: str):
    """An enumeration of ``ksy/dxcontainer_level9.ksy`` (loaded on first use)."""
    from .. import kaitai
    return kaitai.enum_class("dxcontainer_level9", name)


_TABLES: dict = {}


def _opcodes() -> dict:
    """Opcode by the name the listing prints for it (``if``, ``def``, ``mov``...)."""
    if "opcodes" not in _TABLES:
        _TABLES["opcodes"] = {lst.NAMES.get(m.name, m.name): int(m) for m in _enum("Level9Opcode")
                              if m.name not in _SPELLED_OTHERWISE}
        _TABLES["names"] = {int(m): m.name for m in _enum("Level9Opcode")}
        _TABLES["numbers"] = {m.name: int(m) for m in _enum("Level9Opcode")}
        _TABLES["usages"] = {m.name: int(m) for m in _enum("Level9Usage")}
    return _TABLES["opcodes"]


def _opcode_name(opcode: int) -> str:
    """The enum name of an opcode ("" for a number the enum lacks)."""
    _opcodes()
    return _TABLES["names"].get(opcode, "")


def _usages() -> dict:
    """``dcl`` usage by name (``texcoord`` 5...)."""
    _opcodes()
    return _TABLES["usages"]


# --------------------------------------------------------------------------
# Programs

def _program(version: int | str) -> tuple[int, bool]:
    """``(version token, vertex program?)`` of a program given by its version
    token or its version line (``vs_2_0``, ``lib_4_0_ps_2_x``)."""
    if isinstance(version, str):
        token = version_token_of_line(version)
        if token is None:
            raise Level9AssemblyError(f"{version!r} is not a version line (vs_2_0, ps_2_x, lib_4_0_vs_2_0...)")
        version = token
    if not isinstance(version, int) or not 0 <= version <= 0xFFFFFFFF:
        raise Level9AssemblyError(f"the version must be a 32-bit version token, not {version!r}")
    if (version >> 8) & 0xFF < 2:
        raise Level9AssemblyError(f"version {version:#010x}: only Shader Model 2 and later programs count "
                                  "their parameter tokens, as the level-9 decoder reads them")
    return version, version >> 16 in _VERTEX


def version_token_of_line(text: str) -> int | None:
    """The version token a version line names, or None when it is not one."""
    m = _VERSION.fullmatch(text)
    if m is None:
        return None
    kind = _PROGRAM_KINDS.get(m[1])
    if kind is None:
        kind = int(m[1], 16)
    major, minor = int(m[2]), 1 if m[3] == "x" else int(m[3])
    if kind > 0xFFFF or major > 0xFF or minor > 0xFF:
        return None
    listed = f"{lst.PROGRAM_NAMES.get(kind, hex(kind))}_{major}_{'x' if minor == 1 else minor}"
    return kind << 16 | major << 8 | minor if listed == text else None


# --------------------------------------------------------------------------
# Operands

def _register(text: str, vertex: bool) -> tuple[int, int]:
    """``(register type, number)`` of a register as the listing names it."""
    if text in _NAMED:
        return _NAMED[text]
    m = _REGISTER.fullmatch(text)
    if m is None:
        raise Level9AssemblyError(f"bad register {text!r}")
    if m[3] is not None:
        kind, number = int(m[3]), int(m[4])
        if kind > 31:
            raise Level9AssemblyError(f"bad register {text!r}: register types are 0-31")
    else:
        prefix, number = m[1], int(m[2])
        if prefix in ("a", "t"):
            if (prefix == "a") != vertex:
                raise Level9AssemblyError(f"bad register {text!r}: register type 3 is a{{n}} in a vertex program, "
                                          f"t{{n}} in a pixel program")
            kind = 3
        elif prefix == "c" and number >= 2048:
            if number >= 4 * 2048:
                raise Level9AssemblyError(f"bad register {text!r}: float constants go up to c8191")
            kind, number = 10 + number // 2048, number % 2048
        else:
            kind = _NUMBERED[prefix]
    if number > 0x7FF:
        raise Level9AssemblyError(f"bad register {text!r}: register numbers go up to 2047")
    return kind, number


def _register_bits(kind: int, number: int) -> int:
    """A parameter token's register bits (type in 28-30 and 11-12, number
    in 0-10) and bit 31."""
    return 0x80000000 | (kind & 7) << 28 | (kind & 0x18) << 8 | number


def _swizzle(text: str, where: str) -> int:
    """Swizzle bits of the letters after a source's dot ("" reads xyzw)."""
    if not text:
        return 0xE4
    if any(c not in _LETTERS for c in text) or len(text) not in (1, 4):
        raise Level9AssemblyError(f"bad swizzle .{text} in {where!r}: one letter or four of xyzw")
    if len(text) == 1:
        text *= 4
    return sum(_LETTERS.index(c) << (2 * i) for i, c in enumerate(text))


def _mask(text: str, where: str) -> int:
    """Write-mask bits of the letters after a destination's dot ("" writes all)."""
    if not text:
        return 0xF
    at, bits = 0, 0
    for c in text:
        i = _LETTERS.find(c, at)
        if i < 0:
            raise Level9AssemblyError(f"bad write mask .{text} in {where!r}: letters of xyzw, in that order")
        bits |= 1 << i
        at = i + 1
    return bits


def _split_dot(text: str) -> tuple[str, str]:
    """A register and the letters after its dot (none when the text ends
    in a bracket or has no dot)."""
    base, dot, letters = text.rpartition(".")
    if not dot or "]" in letters:
        return text, ""
    return base, letters


def _destination(text: str, vertex: bool) -> int:
    """A destination token (without instruction modifiers) from ``r0.xy``."""
    name, letters = _split_dot(text)
    if "[" in name:
        raise Level9AssemblyError(f"{text!r}: the listing prints no relative addressing on a destination")
    kind, number = _register(name, vertex)
    return _register_bits(kind, number) | _mask(letters, text) << 16


def _source(text: str, vertex: bool) -> list[int]:
    """A source's tokens from ``-c0[a0.x]_abs.y``: the register, then the
    address register when it is relative."""
    core, letters = _split_dot(text)
    swizzle = _swizzle(letters, text)
    for prefix, suffix, code in _SOURCE_FORMS:
        if core.startswith(prefix) and core.endswith(suffix) and len(core) > len(prefix) + len(suffix):
            core = core[len(prefix):len(core) - len(suffix)]
            modifier = code
            break
    else:
        modifier = 0
    address = None
    if core.endswith("]"):
        base, bracket, inside = core[:-1].partition("[")
        if not bracket or "[" in inside or "]" in inside:
            raise Level9AssemblyError(f"bad relative address in {text!r}")
        name, address_letters = _split_dot(inside)
        address = _register_bits(*_register(name, vertex)) | _swizzle(address_letters, text) << 16
        core = base
    kind, number = _register(core, vertex)
    token = _register_bits(kind, number) | swizzle << 16 | modifier << 24
    if address is None:
        return [token]
    return [token | 1 << 13, address]


def _float_value(text: str) -> int:
    """The bits of a ``def`` value printed as the listing prints floats."""
    if not re.fullmatch(r"-?(?:\d+(?:\.\d*)?(?:e[+-]\d+)?|inf|nan)", text):
        raise Level9AssemblyError(f"bad def value {text!r}: a float as the listing prints it (1.5, -0, 1e-006)")
    try:
        return _U32.unpack(_F32.pack(float(text)))[0]
    except OverflowError:
        raise Level9AssemblyError(f"def value {text!r} is out of the float range") from None


def _int_value(text: str) -> int:
    """The bits of a ``defi`` value (a signed 32-bit integer)."""
    if not re.fullmatch(r"-?\d{1,19}", text):
        raise Level9AssemblyError(f"bad defi value {text!r}: an integer")
    value = int(text)
    if not -(1 << 31) <= value < 1 << 31:
        raise Level9AssemblyError(f"defi value {text!r} is out of the signed 32-bit range")
    return value & 0xFFFFFFFF


def _bool_value(text: str) -> int:
    """The bits of a ``defb`` value."""
    if text not in ("true", "false"):
        raise Level9AssemblyError(f"bad defb value {text!r}: true or false")
    return int(text == "true")


_VALUES = {"def_": _float_value, "defi": _int_value, "defb": _bool_value}


# --------------------------------------------------------------------------
# Instructions

def _mnemonic(word: str) -> tuple[int, int, int, int]:
    """``(opcode, controls, result modifiers, shift)`` of a mnemonic
    (``texldp_sat_pp``, ``if_lt``, ``setp_ge``, ``op77``...); not ``dcl``."""
    rest, modifiers, shift = _suffixes(word)
    opcodes, numbers = _opcodes(), _TABLES["numbers"]
    if rest in ("ifc", "breakc", "setp"):
        raise Level9AssemblyError(f"the listing spells {rest!r} with its comparison: if_gt, break_ne, setp_ge...")
    if rest in opcodes:
        return opcodes[rest], 0, modifiers, shift
    if rest in _TEXLD_CODES:
        return numbers["texld"], _TEXLD_CODES[rest], modifiers, shift
    head, underscore, comparison = rest.partition("_")
    if underscore and head in _COMPARED:
        code = _COMPARISON_CODES.get(comparison)
        if code is None and re.fullmatch(r"\d{1,3}", comparison) and int(comparison) <= 0xFF:
            code = int(comparison)
        if code is None:
            raise Level9AssemblyError(f"bad comparison _{comparison} in {word!r}: gt, eq, ge, lt, ne or le")
        return numbers[_COMPARED[head]], code, modifiers, shift
    m = re.fullmatch(r"texld(\d{1,9})|op(\d{1,9})", rest)
    if m and m[1] is not None and int(m[1]) <= 0xFF:
        return numbers["texld"], int(m[1]), modifiers, shift
    if m and m[2] is not None and int(m[2]) <= 0xFFFF:
        return int(m[2]), 0, modifiers, shift
    raise Level9AssemblyError(f"unknown instruction {word!r}")


def _suffixes(word: str) -> tuple[str, int, int]:
    """A mnemonic without its instruction modifiers: ``(rest, result
    modifiers, shift)`` (``dcl_texcoord1_pp`` gives ``dcl_texcoord1``, 2, 0)."""
    rest, shift, modifiers = word, 0, 0
    for suffix, code in _SHIFT_SUFFIXES.items():
        if rest.endswith(suffix):
            rest, shift = rest[:-len(suffix)], code
            break
    for bit, suffix in _RESULT_SUFFIXES:
        if rest.endswith(suffix):
            rest, modifiers = rest[:-len(suffix)], modifiers | bit
    return rest, modifiers, shift


def _register_type(token: int) -> int:
    """The register type of a parameter token."""
    return (token >> 28) & 7 | (token >> 8) & 0x18


def _dcl(word: str, operands: list[str], vertex: bool) -> tuple[list[int], list[str]]:
    """A declaration's tokens and their roles: ``dcl_texcoord1 v1``
    (vertex), ``dcl_pp t0.xy`` (pixel), ``dcl_2d s0`` (a sampler)."""
    opcode = _TABLES["numbers"]["dcl"]
    if not operands:
        if word != "dcl":
            raise Level9AssemblyError(f"{word!r} declares no register")
        return [opcode], ["instruction"]
    if len(operands) != 1:
        raise Level9AssemblyError(f"{word!r} declares one register, not {len(operands)}")
    rest, modifiers, shift = _suffixes(word)
    register = _destination(operands[0], vertex) | modifiers << 20 | shift << 24
    if rest[4:] in _TEXTURE_TYPES and _register_type(register) != 10:
        raise Level9AssemblyError(f"{word!r} declares a sampler (s0, s1...), not {operands[0]!r}")
    if _register_type(register) == 10:
        texture = _TEXTURE_TYPES.get(rest[4:]) if rest.startswith("dcl_") else None
        if texture is None:
            raise Level9AssemblyError(f"{word!r}: a sampler is declared dcl_2d, dcl_cube, dcl_volume or dcl_unknown")
        usage = 0x80000000 | texture << 27
    elif vertex:
        m = re.fullmatch(r"dcl_([a-z]+|\d\d)(\d{0,9})", rest)
        if m is None:
            raise Level9AssemblyError(f"{word!r}: a vertex program's dcl names a usage (dcl_texcoord1)")
        number = _usages().get(m[1]) if not m[1].isdigit() else int(m[1])
        if number is None or number > 31:
            raise Level9AssemblyError(f"{word!r}: unknown usage {m[1]!r}")
        index = int(m[2] or 0)
        if index > 15:
            raise Level9AssemblyError(f"{word!r}: usage indices go up to 15")
        usage = 0x80000000 | number | index << 16
    else:
        if rest != "dcl":
            raise Level9AssemblyError(f"{word!r}: a pixel program's dcl names no usage (dcl t0, dcl_pp t1.xy)")
        usage = 0x80000000
    return [opcode | 2 << 24, usage, register], ["instruction", "usage", "destination"]


def _parse(line: str, vertex: bool) -> tuple[list[int], list[str]]:
    """The tokens of one unindented instruction line and the role of each:
    "instruction", "usage", "destination", "predicate", "source", "address",
    "register" (of ``def``, ``defi``, ``defb``) or "value"."""
    text, predicate = line, None
    if text.startswith("("):
        close = text.find(") ")
        if close < 0:
            raise Level9AssemblyError(f"unclosed predicate in {line!r}: (p0) mov r0, r1")
        predicate, text = text[1:close], text[close + 2:]
    word, space, rest = text.partition(" ")
    if not word:
        raise Level9AssemblyError(f"no instruction in {line!r}")
    if word in ("def", "defi", "defb") and rest.endswith(", ") and rest.count(",") == 1:
        rest = rest[:-2]  # a definition without values: "def c0, "
    operands = [o.strip() for o in rest.split(",")] if space else []
    if any(not o for o in operands):
        raise Level9AssemblyError(f"empty operand in {line!r}")
    if word == "dcl" or word.startswith("dcl_"):
        _opcodes()
        if predicate is not None:
            raise Level9AssemblyError(f"{line!r}: the listing prints no predicate on a declaration")
        return _dcl(word, operands, vertex)
    opcode, controls, modifiers, shift = _mnemonic(word)
    name = _opcode_name(opcode)
    params: list[int] = []
    roles = ["instruction"]
    if name in _VALUES and operands:
        if predicate is not None or modifiers or shift:
            raise Level9AssemblyError(f"{line!r}: the listing prints no predicate nor modifier on {word.split('_')[0]}")
        kind, number = _register(operands[0], vertex)
        params = [_register_bits(kind, number) | 0xF << 16, *(_VALUES[name](v) for v in operands[1:])]
        roles += ["register"] + ["value"] * (len(params) - 1)
    else:
        sources = operands
        if name not in _NO_DESTINATION and operands:
            params.append(_destination(operands[0], vertex) | modifiers << 20 | shift << 24)
            roles.append("destination")
            sources = operands[1:]
        elif modifiers or shift:
            raise Level9AssemblyError(f"{word!r}: instruction modifiers need a destination")
        if predicate is not None:
            tokens = _source(predicate, vertex)
            params += tokens
            roles += ["predicate", "address"][:len(tokens)]
        for source in sources:
            tokens = _source(source, vertex)
            params += tokens
            roles += ["source", "address"][:len(tokens)]
    if len(params) > _MAX_PARAMS:
        raise Level9AssemblyError(f"{line!r} has {len(params)} parameter tokens; an instruction counts up to 15")
    token = opcode | controls << 16 | len(params) << 24 | (predicate is not None) << 28
    if token == _END:
        raise Level9AssemblyError("'end' is the end token, which the listing does not print "
                                  "(assemble_level9_program writes it)")
    return [token, *params], roles


def _decode(version: int, tokens: list[int]):
    """The decoded program of a version token, these tokens and the end token."""
    from kaitaistruct import BytesIO, KaitaiStream

    from .. import kaitai
    data = struct.pack(f"<{len(tokens) + 2}I", version, *tokens, _END)
    return kaitai.spec_class("dxcontainer_level9").Level9Program(KaitaiStream(BytesIO(data)))


def _listed(version: int, tokens: list[int], vertex: bool) -> str | None:
    """How the listing prints these tokens as one instruction (None when
    they do not decode as one listed instruction)."""
    try:
        program = _decode(version, tokens)
    except INPUT_ERRORS:
        return None
    instructions = program.instructions or []
    if len(instructions) != 2 or not instructions[1].is_end or instructions[0].is_comment:
        return None
    try:
        return lst.instruction_text(instructions[0], vertex)
    except _LISTING_FAILURES:
        return None


def _assemble(text: str, version: int | str) -> tuple[list[int], list[str]]:
    """Tokens and roles of a listing line (see :func:`assemble_level9_instruction`)."""
    if not isinstance(text, str):
        raise Level9AssemblyError(f"a listing line is a string, not {type(text).__name__}")
    version, vertex = _program(version)
    line = text.rstrip("\r\n").lstrip(" ")
    if not line:
        raise Level9AssemblyError("empty line")
    if line.startswith("//"):
        return [], []
    named = version_token_of_line(line)
    if named is not None:
        return [named], ["version"]
    tokens, roles = _parse(line, vertex)
    listed = _listed(version, tokens, vertex)
    if listed != line:
        said = "do not decode as one instruction" if listed is None else f"list as {listed!r}"
        raise Level9AssemblyError(f"{line!r} is not how the listing prints an instruction: its tokens {said}")
    return tokens, roles


# --------------------------------------------------------------------------
# The API

def assemble_level9_instruction(text: str, *, version: int | str) -> list[int]:
    """The 32-bit tokens of one line of a level-9 listing, as
    :func:`~dxfuzz.asm.dxcontainer_level9.instruction_text` prints it
    (indentation allowed), in the program of this version (its version
    token, 0xFFFE0200 for ``vs_2_0``, or its version line): the instruction
    token, then its parameter tokens and values. A version line gives its
    version token, a comment line (``// ...``) no token. Raises
    :class:`Level9AssemblyError` naming what in the line is wrong."""
    return _assemble(text, version)[0]


def assemble_level9_program(lines) -> bytes:
    """The bytes of a whole program from its listing (lines, or one text):
    the version line first, then one instruction a line (blank and comment
    lines skipped), the end token added. Comment blocks are not listed, so
    a program that had them comes back without them."""
    if isinstance(lines, str):
        lines = lines.splitlines()
    lines = [line for line in lines if line.strip()]
    if not lines:
        raise Level9AssemblyError("no version line")
    version = version_token_of_line(lines[0].strip())
    if version is None:
        raise Level9AssemblyError(f"the first line {lines[0]!r} is not a version line (vs_2_0, ps_2_x...)")
    tokens = [version]
    for line in lines[1:]:
        if version_token_of_line(line.strip()) is not None:
            raise Level9AssemblyError(f"a second version line {line!r}")
        tokens += _assemble(line, version)[0]
    tokens.append(_END)
    return struct.pack(f"<{len(tokens)}I", *tokens)


def level9_instruction_tokens(program_data: bytes, program=None) -> list[bytes]:
    """The bytes of each instruction of a program's data (its version token
    first), in the order the decoder reads them, so that they pair with
    ``level9_program.instructions``: an instruction token and the parameter
    tokens its bits 24-27 count, a comment block (token and data), the end
    token, up to the end token or the end of the data (the last may be cut
    short). Walked from the data alone; when ``program`` (the decoded
    ``level9_program``) is given, each instruction's first token is checked
    against it (ValueError if the data is not that program's)."""
    data = bytes(program_data)
    out, at = [], 4
    while at < len(data):
        token = int.from_bytes(data[at:at + 4], "little")
        if token & 0xFFFF == 0xFFFE:
            size = 4 + 4 * ((token >> 16) & 0x7FFF)
        else:
            size = 4 + 4 * ((token >> 24) & 0xF)
        out.append(data[at:at + size])
        at += size
        if token == _END:
            break
    if program is not None:
        instructions = program.instructions or []
        if len(instructions) != len(out) or any(
                int.from_bytes(b[:4], "little") != i.token for b, i in zip(out, instructions)):
            raise ValueError("the data is not this program's: its instructions differ")
    return out


def inexact_reason(instruction, tokens, version: int | str) -> str | None:
    """None when an instruction's listed line assembles back to exactly its
    tokens (``tokens``: its bytes or 32-bit words, as
    :func:`level9_instruction_tokens` gives them), else why not: "comment
    block" or "end token" (never listed), "not assembled: ..." with the
    error, or the first part of the tokens the line does not say (see
    :func:`token_difference`)."""
    if isinstance(tokens, (bytes, bytearray)):
        tokens = list(struct.unpack(f"<{len(tokens) // 4}I", tokens[:len(tokens) // 4 * 4]))
    if instruction.is_comment:
        return "comment block"
    if instruction.is_end:
        return "end token"
    version_token, vertex = _program(version)
    try:
        text = lst.instruction_text(instruction, vertex)
    except _LISTING_FAILURES as exc:
        return f"not listed: {type(exc).__name__}: {exc}"
    try:
        got, roles = _assemble(text, version_token)
    except Level9AssemblyError as exc:
        return f"not assembled: {exc}"
    if got == list(tokens):
        return None
    return token_difference(list(tokens), got, roles)


#: Parameter bits by what they mean, for :func:`token_difference`.
_DESTINATION_FIELDS = ((0x000F0000, "write mask"), (0x00F00000, "result modifier"), (0x0F000000, "shift"))
_SOURCE_FIELDS = ((0x00FF0000, "swizzle"), (0x0F000000, "source modifier"))
_INSTRUCTION_FIELDS = ((0xFFFF, "opcode"), (0x00FF0000, "controls"), (0x0F000000, "length"),
                       (0x10000000, "predicated bit"), (0x40000000, "co-issue bit"), (0xA0000000, "reserved bits"))


def token_difference(original: list[int], assembled: list[int], roles: list[str]) -> str:
    """What first differs between an instruction's tokens and those its
    line assembles to (``roles``: each assembled token's, as the assembler
    gives them): "instruction token: controls" (or opcode, length,
    predicated bit, co-issue bit, reserved bits), "<role>: <field>" for a
    parameter token (write mask, result modifier, shift, swizzle, source
    modifier, register, relative bit, reserved bits, bit 31), "<role>
    value" for a value of ``def``, ``defi`` and ``defb``, or "token
    count"."""
    for i, (a, b) in enumerate(zip(original, assembled)):
        if a == b:
            continue
        role = roles[i] if i < len(roles) else "parameter"
        diff = a ^ b
        if role == "instruction":
            return "instruction token: " + next(n for m, n in _INSTRUCTION_FIELDS if diff & m)
        if role in ("value", "usage"):
            return f"{role} token"
        fields = _DESTINATION_FIELDS if role in ("destination", "register") else _SOURCE_FIELDS
        for mask, field in ((0x80000000, "bit 31"), (0x0000C000, "reserved bits"), (0x00002000, "relative bit"),
                            (0x70001FFF, "register"), *fields):
            if diff & mask:
                return f"{role}: {field}"
    return "token count"
