"""FXC-style disassembly of a decoded SHDR / SHEX program.

:func:`disassemble` turns the tokenized program decoded by
``ksy/dxcontainer_shader.ksy`` into the instruction section of an FXC
listing: the version line, then one line per declaration and instruction
(the immediate constant buffer spans several lines, as in FXC), indented
inside control flow the way FXC indents it.

The spelling follows FXC (d3dcompiler): mnemonics (``dcl_constantbuffer``,
``ldms``, ``sync_g_t``), suffixes (``_sat``, ``_nz``, ``_aoffimmi(1,0,0)``,
``_indexable(texture2d)(float,float,float,float)``, ``_uint``), registers
(``v[3][0]``, ``cb0[r0.x + 4]``, ``vDomain``, Shader Model 5.1's ``T0[3]``),
modifiers (``-|r0.x|``, ``{min16f}``) and literals: an immediate is printed
as its instruction reads it (``%f`` floats for float instructions, decimal or
hexadecimal integers for integer ones) and, for the untyped moves, guessed
from its bits the way FXC guesses.

Listings of different FXC versions differ in a few spellings (compiler 10.1
writes ``dcl_constantbuffer CB0[4]``, older ones ``cb0[4]``); :class:`Style`
holds those choices and :func:`style_for` picks them from the creator string
of the container's ``RDEF`` part.
"""
from __future__ import annotations

import struct
from decimal import Context, Decimal, ROUND_HALF_EVEN, ROUND_HALF_UP

from .. import kaitai
from .programs import immediate_index, operand_indices

_MICRO = Decimal("0.000001")
_WIDE = Context(prec=1200)

# --------------------------------------------------------------------------
# Tables

#: FXC's mnemonic where it is not the opcode's name in the spec (the spec
#: names opcodes as FXC does, but a keyword ends in ``_`` and an enum id has
#: no capitals).
FXC_SPELLING = {
    "and_": "and", "break_": "break", "continue_": "continue", "else_": "else", "if_": "if",
    "not_": "not", "or_": "or", "dcl_indexable_temp": "dcl_indexableTemp",
    "dcl_global_flags": "dcl_globalFlags",
}
#: FXC's mnemonic for every opcode number.
MNEMONICS = [FXC_SPELLING.get(m.name, m.name)
             for m in sorted(kaitai.enum_class("dxcontainer_shader", "OpcodeType"), key=lambda m: m.value)]
assert len(MNEMONICS) == 236

OP = {name: i for i, name in enumerate(MNEMONICS)}

# opcode numbers used below
CUSTOMDATA = OP["customdata"]
IF, ELSE, ENDIF = OP["if"], OP["else"], OP["endif"]
LOOP, ENDLOOP = OP["loop"], OP["endloop"]
SWITCH, CASE, DEFAULT, ENDSWITCH = OP["switch"], OP["case"], OP["default"], OP["endswitch"]
CONDITIONAL = {OP[name] for name in ("breakc", "callc", "continuec", "discard", "if", "retc")}

#: How each operand of an instruction reads its value, which decides how a
#: literal is printed and whether a minimum-precision conversion is shown:
#: "f" float (``%f``), "i"/"u" integer (decimal when small, else hex), "d"
#: double, "x" untyped (FXC guesses from the bits, and writes the list without
#: spaces), "r" a destination typed by the resource it is loaded from. One
#: letter per operand, destination first; the last letter repeats.
#:
#: The data types are the instruction set's (vkd3d-shader's reader declares
#: the same ones), with FXC's own choices where its listings show them: the
#: moves (mov, movc, swapc and the double moves) are untyped and their
#: literals guessed from the bits; every source of gather4_po and
#: gather4_po_c is printed as an integer, even the comparison value
#: (``gather4_po_c ..., l(0x3e4ccccd)``); conditions (``discard_nz l(-1)``,
#: ``if``, ``breakc``, ``case``...) are integers; the value a store writes is
#: untyped.
OPERAND_TYPES: dict = {}


def _types(kinds: str, names: str) -> None:
    for name in names.split():
        OPERAND_TYPES[OP[name]] = kinds


_types("f", """add div dp2 dp3 dp4 eq exp frc ge log lt mad min max mul ne round_ne round_ni
round_pi round_z rsq sqrt sincos deriv_rtx deriv_rty deriv_rtx_coarse deriv_rtx_fine deriv_rty_coarse
deriv_rty_fine rcp""")
_types("i", """and iadd ieq ige ilt imad imax imin imul ine ineg ishl ishr not or xor ubfe ibfe bfi
bfrev udiv ult uge umul umad umax umin ushr uaddc usubb countbits firstbit_hi firstbit_lo firstbit_shi
case switch msad breakc continuec retc if callc discard atomic_and atomic_or atomic_xor atomic_cmp_store
atomic_iadd atomic_imax atomic_imin atomic_umax atomic_umin check_access_fully_mapped""")
_types("d", "dadd dmax dmin dmul deq dge dlt dne ddiv dfma drcp")
_types("x", "mov dmov")
_types("xixx", "movc dmovc")
_types("xxixx", "swapc")
_types("fi", "itof")
_types("fu", "utof f16tof32")
_types("if", "ftoi")
_types("uf", "ftou f32tof16")
_types("df", "ftod")
_types("fd", "dtof")
_types("di", "itod")
_types("du", "utod")
_types("id", "dtoi")
_types("ud", "dtou")
_types("rf", """sample sample_b sample_c sample_c_lz sample_l sample_d gather4 gather4_c sample_l_s
sample_c_lz_s sample_cl_s sample_b_cl_s sample_d_cl_s sample_c_cl_s gather4_s gather4_c_s lod""")
# FXC prints even gather4_po's coordinates as integers.
_types("ri", """ld ldms ld_s ldms_s ld_uav_typed ld_uav_typed_s ld_raw ld_raw_s ld_structured
ld_structured_s resinfo bufinfo sampleinfo samplepos gather4_po gather4_po_c gather4_po_s gather4_po_c_s
imm_atomic_alloc imm_atomic_consume imm_atomic_iadd imm_atomic_and imm_atomic_or imm_atomic_xor
imm_atomic_exch imm_atomic_cmp_exch imm_atomic_imax imm_atomic_imin imm_atomic_umax imm_atomic_umin""")
_types("ffi", "eval_snapped eval_sample_index")
_types("ff", "eval_centroid")
_types("uiix", "store_structured")
_types("uix", "store_raw store_uav_typed")

#: Instructions whose first operand is not a destination.
_NO_DESTINATION = {OP[n] for n in ("if", "breakc", "continuec", "retc", "discard", "callc", "case",
                                   "switch", "call", "label", "emit_stream", "cut_stream",
                                   "emit_then_cut_stream", "store_structured", "store_raw",
                                   "store_uav_typed", "atomic_and", "atomic_or", "atomic_xor",
                                   "atomic_cmp_store", "atomic_iadd", "atomic_imax", "atomic_imin",
                                   "atomic_umax", "atomic_umin")}

PROGRAM_PREFIX = {0: "ps", 1: "vs", 2: "gs", 3: "hs", 4: "ds", 5: "cs", 0xFFF0: "lib"}

RESOURCE_DIMENSIONS = ["unknown", "buffer", "texture1d", "texture2d", "texture2dms", "texture3d",
                       "texturecube", "texture1darray", "texture2darray", "texture2dmsarray",
                       "texturecubearray", "raw_buffer", "structured_buffer"]
RETURN_TYPES = {1: "unorm", 2: "snorm", 3: "sint", 4: "uint", 5: "float", 6: "mixed", 7: "double",
                8: "<continued>", 9: "<unused>"}
INTERPOLATION = ["", "constant", "linear", "linear centroid", "linear noperspective",
                 "linear noperspective centroid", "linear sample", "linear noperspective sample"]
SYSTEM_NAMES = ["undefined", "position", "clip_distance", "cull_distance", "rendertarget_array_index",
                "viewport_array_index", "vertex_id", "primitive_id", "instance_id", "is_front_face",
                "sampleIndex", "finalQuadUeq0EdgeTessFactor", "finalQuadVeq0EdgeTessFactor",
                "finalQuadUeq1EdgeTessFactor", "finalQuadVeq1EdgeTessFactor",
                "finalQuadUInsideTessFactor", "finalQuadVInsideTessFactor",
                "finalTriUeq0EdgeTessFactor", "finalTriVeq0EdgeTessFactor",
                "finalTriWeq0EdgeTessFactor", "finalTriInsideTessFactor",
                "finalLineDetailTessFactor", "finalLineDensityTessFactor", "barycentrics",
                "shadingrate", "cullprimitive"]
PRIMITIVE_TOPOLOGIES = {0: "undefined", 1: "pointlist", 2: "linelist", 3: "linestrip",
                        4: "trianglelist", 5: "trianglestrip", 10: "linelist_adj",
                        11: "linestrip_adj", 12: "trianglelist_adj", 13: "trianglestrip_adj"}
PRIMITIVES = {0: "undefined", 1: "point", 2: "line", 3: "triangle", 6: "lineadj", 7: "triangleadj"}
for _i in range(1, 33):
    PRIMITIVES[7 + _i] = f"{_i}_control_point_patch"
TESS_DOMAINS = ["domain_undefined", "domain_isoline", "domain_tri", "domain_quad"]
TESS_PARTITIONINGS = ["partitioning_undefined", "partitioning_integer", "partitioning_pow2",
                      "partitioning_fractional_odd", "partitioning_fractional_even"]
TESS_OUTPUTS = ["output_undefined", "output_point", "output_line", "output_triangle_cw",
                "output_triangle_ccw"]
SAMPLER_MODES = ["mode_default", "mode_comparison", "mode_mono"]
GLOBAL_FLAGS = ["refactoringAllowed", "enableDoublePrecisionFloatOps", "forceEarlyDepthStencil",
                "enableRawAndStructuredBuffers", "skipOptimization", "enableMinimumPrecision",
                "enable11_1DoubleExtensions", "enable11_1ShaderExtensions", "allResourcesBound"]
MIN_PRECISION = {1: "min16f", 2: "min2_8f", 4: "min16i", 5: "min16u"}

#: Register names by operand type.
REGISTER_NAMES = {
    0: "r", 1: "v", 2: "o", 3: "x", 6: "s", 7: "t", 8: "cb", 9: "icb", 10: "l",
    11: "vPrim", 12: "oDepth", 13: "null", 14: "rasterizer", 15: "oMask", 16: "m",
    17: "fb", 18: "ft", 19: "fp", 20: "fi", 21: "fo", 22: "vOutputControlPointID",
    23: "vForkInstanceID", 24: "vJoinInstanceID", 25: "vicp", 26: "vocp", 27: "vpc",
    28: "vDomain", 29: "this", 30: "u", 31: "g", 32: "vThreadID", 33: "vThreadGroupID",
    34: "vThreadIDInGroup", 35: "vCoverage", 36: "vThreadIDInGroupFlattened",
    37: "vGSInstanceID", 38: "oDepthGE", 39: "oDepthLE", 40: "vCycleCounter",
    41: "oStencilRef", 42: "vInnerCoverage",
}
#: Register files whose first index FXC prints in brackets (arrays of vertices / control points).
BRACKETED = {9, 25, 26, 29}
#: Register files that are named, not numbered (``vPrim``): their indices all go in brackets.
NAMED = {11, 12, 13, 14, 15, 22, 23, 24, 28, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42}
#: Shader Model 5.1 resource register files, printed upper-case (``T0[3]``, ``CB1[2][0]``).
SM51_UPPER = {6: "S", 7: "T", 8: "CB", 30: "U"}

_F32 = struct.Struct("<f")
_I32 = struct.Struct("<i")
_U32 = struct.Struct("<I")
_F64 = struct.Struct("<d")
_INF = float("inf")


class Style:
    """Spellings that differ between FXC versions (a value: compared and
    hashed by its choices; :meth:`replace` gives one with some changed)."""

    __slots__ = ("upper_cb_declaration", "sgv_interpolation", "aoffimmi_word", "exact_floats",
                 "feature_note", "float_ties", "kept_bits")

    def __init__(self, upper_cb_declaration: bool = True, sgv_interpolation: bool = True,
                 aoffimmi_word: bool = True, exact_floats: bool = True, feature_note: bool = True,
                 float_ties: str = "even", kept_bits: bool = False):
        #: ``dcl_constantbuffer CB0[4]`` (compiler 10.x) instead of ``cb0[4]`` (9.x).
        self.upper_cb_declaration = upper_cb_declaration
        #: ``dcl_input_ps_sgv constant v0.x, ...`` (10.x) rather than no interpolation mode (9.x).
        self.sgv_interpolation = sgv_interpolation
        #: ``sample_aoffimmi(1,0,0)`` (9.30 and later) rather than ``sample(1,0,0)`` (9.29).
        self.aoffimmi_word = aoffimmi_word
        #: Floats printed with all their digits (10.x, the Universal C runtime)
        #: rather than rounded to 17 significant digits (9.x).
        self.exact_floats = exact_floats
        #: A "shader requires additional functionality" note in the header
        #: (9.30 and later).
        self.feature_note = feature_note
        #: How a float exactly halfway between two 6-decimal outputs is printed
        #: (see :data:`FLOAT_TIES`): a property of the Windows that ran FXC,
        #: not of FXC or of the container.
        self.float_ties = float_ties
        #: Not FXC's: a float whose ``%f`` spelling is not exactly its value
        #: printed with the fewest digits (at least 7 decimals) that give its
        #: bits back (:func:`kept_spelling`), as the readable dump prints a
        #: line whose ``%f`` floats would lose bits.
        self.kept_bits = kept_bits

    def _choices(self) -> tuple:
        return tuple(getattr(self, name) for name in self.__slots__)

    def replace(self, **changes) -> "Style":
        """This style with the choices ``changes`` names changed."""
        return Style(**{**dict(zip(self.__slots__, self._choices())), **changes})

    def __eq__(self, other):
        return self._choices() == other._choices() if type(other) is Style else NotImplemented

    def __hash__(self):
        return hash(self._choices())

    def __repr__(self) -> str:
        return "Style(" + ", ".join(f"{k}={v!r}" for k, v in zip(self.__slots__, self._choices())) + ")"


MODERN = Style()
LEGACY = Style(upper_cb_declaration=False, sgv_interpolation=False, exact_floats=False)
OLDEST = Style(upper_cb_declaration=False, sgv_interpolation=False, aoffimmi_word=False,
               exact_floats=False, feature_note=False)


# --------------------------------------------------------------------------
# Literals

#: How FXC's C runtime rounds a float that lies exactly halfway between two
#: 6-decimal outputs (an odd multiple of 2**-7 such as 0.0078125 or
#: 18.8515625; no other float is a tie). FXC prints every float with the
#: ``printf("%f")`` of the Windows it runs on, and Windows 10 version 2004
#: changed that function: before it, exact halves round up, away from zero
#: (``0.007813``); from it, to the even digit (``0.007812``, ``18.851562``).
#: The same FXC therefore writes either spelling, and only the listing
#: tells which: ``compare-asm`` finds each listing's rule from the listing.
FLOAT_TIES = {"even": ROUND_HALF_EVEN, "up": ROUND_HALF_UP}


def format_float(bits: int, exact: bool = True, ties: str = "even", kept: bool = False) -> str:
    """A 32-bit float the way FXC prints it (``%f``); ``kept``: as
    :func:`kept_spelling` where ``%f`` would round it."""
    value = _F32.unpack(_U32.pack(bits & 0xFFFFFFFF))[0]
    text = _format_real(value, exact, ties)
    if kept and _rounded(value, text):
        return kept_spelling(value, single=True)
    return text


def _rounded(value: float, text: str) -> bool:
    """Whether ``text``, a ``%f`` spelling of the finite or special ``value``, is not exactly it."""
    return value == value and value not in (_INF, -_INF) and Decimal(text) != Decimal(value)


def kept_spelling(value: float, single: bool) -> str:
    """The fewest significant digits of ``value`` (a float widened when
    ``single``, else a double) whose nearest float of that width is
    ``value``, written as a fixed-point decimal with at least 7 decimals:
    more than ``%f`` gives, so the assembler reads it as the float nearest
    the decimal, which is ``value`` again."""
    if single:
        for digits in range(1, 10):
            text = "%.*e" % (digits - 1, value)
            if _F32.unpack(_F32.pack(float(text)))[0] == value:
                break
    else:
        text = repr(value)
    dec = Decimal(text)
    places = max(7, -dec.as_tuple().exponent)
    return format(dec, f".{places}f")


def _format_real(value: float, exact: bool = True, ties: str = "even", kept: bool = False) -> str:
    """``printf("%f")`` as FXC's C runtime does it: 6 decimals, exact
    halves settled by ``ties`` (:data:`FLOAT_TIES`); the old runtime
    (``exact`` false) first rounds the value to 17 significant digits and
    prints zeros after them. ``kept``: a double as :func:`kept_spelling`
    where ``%f`` would round it."""
    if kept:
        text = _format_real(value, exact, ties)
        return kept_spelling(value, single=False) if _rounded(value, text) else text
    if value != value:
        return "-1.#QNAN0" if _negative(value) else "1.#QNAN0"
    if value in (float("inf"), float("-inf")):
        return "1.#INF00" if value > 0 else "-1.#INF00"
    if value == 0:
        return "-0.000000" if _negative(value) else "0.000000"
    dec = Decimal(value)
    digits = dec.adjusted() + 1  # digits before the point (may be <= 0)
    if not exact and digits > 17 - 6:
        dec = dec.quantize(Decimal(1).scaleb(digits - 17), rounding=ROUND_HALF_UP, context=_WIDE)
    return format(dec.quantize(_MICRO, rounding=FLOAT_TIES[ties], context=_WIDE), "f")


def _negative(value: float) -> bool:
    return struct.pack("<d", value)[7] & 0x80 != 0


def format_int(bits: int) -> str:
    """A 32-bit integer the way FXC prints it: decimal when small, else hex."""
    bits &= 0xFFFFFFFF
    signed = _I32.unpack(_U32.pack(bits))[0]
    if -10000 <= signed <= 10000:
        return str(signed)
    return "0x%08x" % bits


def format_untyped(bits: int, exact: bool = True, ties: str = "even", kept: bool = False) -> str:
    """A literal of an untyped move: float when its exponent says it is a
    normal float, else an integer (decimal when small, else hex)."""
    bits &= 0xFFFFFFFF
    exponent = (bits >> 23) & 0xFF
    if (exponent != 0 and exponent != 0xFF) or bits == 0x80000000:
        return format_float(bits, exact, ties, kept)
    return format_int(bits)


def format_literal(bits: int, kind: str, exact: bool = True, ties: str = "even", kept: bool = False) -> str:
    """A 32-bit literal read as ``kind`` ("f" float, "i"/"u" integer, else untyped)."""
    if kind == "f":
        return format_float(bits, exact, ties, kept)
    if kind in ("i", "u"):
        return format_int(bits)
    return format_untyped(bits, exact, ties, kept)


# --------------------------------------------------------------------------
# Operands

_COMPONENTS = "xyzw"


def _selection(op) -> str:
    token = op.token
    if token & 3 != 2:  # not 4-component
        return ""
    mode = (token >> 2) & 3
    if mode == 0:
        mask = (token >> 4) & 15
        return "." + "".join(_COMPONENTS[i] for i in range(4) if mask >> i & 1) if mask else ""
    if mode == 1:
        sw = (token >> 4) & 0xFF
        return "." + "".join(_COMPONENTS[(sw >> (2 * i)) & 3] for i in range(4))
    if mode == 2:
        return "." + _COMPONENTS[(token >> 4) & 3]
    return ""


def _modifier(op):
    """(modifier, min precision, non-uniform) of an operand's extended tokens."""
    if not (op.token >> 31):
        return 0, 0, False
    mod, prec, nonuniform = 0, 0, False
    for ext in op.extended_tokens:
        t = ext.token
        if t & 0x3F == 1:
            mod = (t >> 6) & 0xFF
            prec = (t >> 14) & 7
            nonuniform = bool((t >> 17) & 1)
    return mod, prec, nonuniform


class Disassembler:
    """Formats the instructions of one program."""

    def __init__(self, shader, style: Style = MODERN):
        self.shader = shader
        self.style = style
        self.sm51 = shader.major_version > 5 or (shader.major_version == 5 and shader.minor_version >= 1)

    # -- indices and operands --------------------------------------------
    def index(self, idx) -> str:
        """One index: a number (an operand's ``immediate_indices``) or an
        ``operand_index`` (its ``indices``)."""
        if type(idx) is int:
            return str(idx)
        rep = idx.representation
        if rep == 0:
            return str(idx.immediate32)
        if rep == 1:
            return str((idx.immediate64_hi << 32) | idx.immediate64_lo)
        rel = self.operand(idx.relative)
        if rep == 2:
            return f"{rel} + 0"
        if rep == 3:
            return f"{rel} + {idx.immediate32}"
        return f"{rel} + {(idx.immediate64_hi << 32) | idx.immediate64_lo}"

    def register(self, op) -> str:
        """The register part of an operand (``cb0[4]``, ``v[3][0]``, ``vDomain``)."""
        otype = (op.token >> 12) & 0xFF
        indices = operand_indices(op)
        name = REGISTER_NAMES.get(otype, f"<type{otype}>")
        if self.sm51 and otype in SM51_UPPER:
            name = SM51_UPPER[otype]
        if otype in NAMED:
            return name + "".join(f"[{self.index(i)}]" for i in indices)
        if not indices:
            return name
        first = indices[0]
        if otype in BRACKETED or immediate_index(first) is None or (otype == 1 and len(indices) > 1) \
                or (otype == 2 and len(indices) > 1):
            return name + "".join(f"[{self.index(i)}]" for i in indices)
        return name + str(immediate_index(first)) + "".join(f"[{self.index(i)}]" for i in indices[1:])

    def operand(self, op, kind: str = "x", *, precision=None) -> str:
        """One operand. ``kind`` says how literals are printed; ``precision``
        is the destination's minimum precision for a source operand of the
        same kind (FXC then prints ``{min16f as def32}`` conversions)."""
        otype = (op.token >> 12) & 0xFF
        mod, prec, nonuniform = _modifier(op)
        if otype == 4 or otype == 5:
            text = self.immediate(op, kind)
        else:
            text = self.register(op) + _selection(op)
        if mod == 1:
            text = "-" + text
        elif mod == 2:
            text = f"|{text}|"
        elif mod == 3:
            text = f"-|{text}|"
        if precision is not None and precision != prec:
            text += " {%s as %s}" % (_precision_name(prec), _precision_name(precision))
        elif prec:
            text += " {%s}" % _precision_name(prec)
        if nonuniform:
            text += " {nonuniform}"
        return text

    def immediate(self, op, kind: str) -> str:
        values = getattr(op, "immediate_values", None) or []
        sep = "," if kind == "x" else ", "
        if (op.token >> 12) & 0xFF == 5:
            # low word first (little-endian), whatever the header's comment says
            doubles = [self.real(_F64.unpack(struct.pack("<II", values[i], values[i + 1]))[0])
                       for i in range(0, len(values) - 1, 2)]
            return "d(" + sep.join(doubles) + ")"
        if kind == "d":
            kind = "x"
        style = self.style
        return "l(" + sep.join(format_literal(v, kind, style.exact_floats, style.float_ties, style.kept_bits)
                               for v in values) + ")"

    def real(self, value: float) -> str:
        """A float or double in this listing's ``%f`` spelling."""
        return _format_real(value, self.style.exact_floats, self.style.float_ties, self.style.kept_bits)

    # -- instructions ----------------------------------------------------
    def operands(self, ins, ops, opcode) -> str:
        kinds = OPERAND_TYPES.get(opcode, "x")
        out = []
        dest_kind = kinds[0]
        dest_prec = None
        for i, op in enumerate(ops):
            kind = kinds[i] if i < len(kinds) else kinds[-1]
            if i == 0 or opcode in _NO_DESTINATION:
                out.append(self.operand(op, kind))
                if i == 0 and opcode not in _NO_DESTINATION:
                    dest_prec = _modifier(op)[1]
                continue
            convert = dest_prec if (kind == dest_kind and (dest_prec or _modifier(op)[1])) else None
            out.append(self.operand(op, kind, precision=convert))
        return ", ".join(out)

    def mnemonic(self, ins, opcode) -> str:
        token = ins.opcode_token
        name = MNEMONICS[opcode] if opcode < len(MNEMONICS) else f"opcode{opcode}"
        if opcode in CONDITIONAL:
            name += "_nz" if (token >> 18) & 1 else "_z"
        if opcode == 190:  # sync
            if (token >> 14) & 1:
                name += "_uglobal"
            if (token >> 13) & 1:
                name += "_ugroup"
            if (token >> 12) & 1:
                name += "_g"
            if (token >> 11) & 1:
                name += "_t"
            return name
        ext = ins.extended_opcodes if ins.has_extended_opcodes else []
        offsets = dim = rets = None
        for e in ext:
            t = e.token
            kind = t & 0x3F
            if kind == 1:
                offsets = tuple(_signed4((t >> s) & 15) for s in (9, 13, 17))
            elif kind == 2:
                dim = ((t >> 6) & 31, (t >> 11) & 0xFFF)
            elif kind == 3:
                rets = tuple((t >> s) & 15 for s in (6, 10, 14, 18))
        if offsets is not None and self.style.aoffimmi_word:
            name += "_aoffimmi"
        if dim is not None:
            name += "_indexable"
        if offsets is not None:
            name += "(%d,%d,%d)" % offsets
        if dim is not None:
            d, stride = dim
            dname = RESOURCE_DIMENSIONS[d] if d < len(RESOURCE_DIMENSIONS) else f"dim{d}"
            if d == 12:
                name += f"({dname}, stride={stride})"
            else:
                name += f"({dname})"
        if rets is not None:
            name += "(" + ",".join(RETURN_TYPES.get(r, f"rt{r}") for r in rets) + ")"
        if opcode == 61:  # resinfo
            rt = (token >> 11) & 3
            name += {0: "", 1: "_rcpFloat", 2: "_uint"}.get(rt, f"_rt{rt}")
        elif opcode == 111:  # sample_info
            if (token >> 11) & 3 == 1:
                name += "_uint"
        if (token >> 13) & 1 and not _is_decl(opcode):
            name += "_sat"
        precise = (token >> 19) & 15
        if precise and not _is_decl(opcode) and opcode not in CONDITIONAL:
            name += " [precise" + ("" if precise == 15 else "(" + "".join(
                _COMPONENTS[i] for i in range(4) if precise >> i & 1) + ")") + "]"
        return name

    def instruction(self, ins) -> list:
        """The listing lines of one instruction (usually one)."""
        opcode = ins.opcode_token & 0x7FF
        if opcode == CUSTOMDATA:
            return self.custom_data(ins)
        body = ins.body
        handler = _DECLS.get(opcode)
        if handler is not None:
            return [handler(self, ins, body)]
        if opcode == 120:  # fcall
            return [f"fcall {self.operand(body.operand)}[{body.function_index}]"]
        ops = getattr(body, "operands", None)
        name = self.mnemonic(ins, opcode)
        if not ops:
            return [name + " "] if opcode in _TRAILING_SPACE else [name]
        return [name + " " + self.operands(ins, ops, opcode)]

    def custom_data(self, ins) -> list:
        cls = ins.opcode_token >> 11
        content = ins.body.content
        if cls == 3:  # immediate constant buffer
            values = content.values
            rows = []
            for i in range(0, len(values), 4):
                rows.append("{ " + ", ".join(format_untyped(v, self.style.exact_floats,
                                                            self.style.float_ties, self.style.kept_bits)
                                             for v in values[i:i + 4]) + "}")
            if not rows:
                return ["dcl_immediateConstantBuffer { }"]
            lines = []
            for i, row in enumerate(rows):
                text = row + (" }" if i == len(rows) - 1 else ",")
                lines.append(("dcl_immediateConstantBuffer { " if i == 0 else " " * 30) + text)
            return lines
        if cls == 4:  # shader message
            is_error = 0x00200103 in (content.message_id, getattr(content.message_id, "value", None))
            name = "errorf" if is_error else "printf"
            text = '"' + _escape(content.text) + '"'
            ops = [self.operand(o) for o in content.operands.operands]
            return [", ".join([f"{name} {text}"] + ops)]
        if cls == 0:
            return [f"// {content.text.rstrip(chr(0))}"]
        return [f"// custom data block (class {cls}, {ins.len_custom_data} tokens)"]

    def lines(self) -> list:
        sh = self.shader
        prefix = PROGRAM_PREFIX.get(int(sh.version_token >> 16), f"type{sh.version_token >> 16}")
        out = [f"{prefix}_{sh.major_version}_{sh.minor_version}"]
        depth = 0
        for ins in sh.program.instructions:
            opcode = ins.opcode_token & 0x7FF
            if opcode in (ENDIF, ENDLOOP, ENDSWITCH, ELSE):
                depth = max(0, depth - 1)
            pad = "  " * depth
            for line in self.instruction(ins):
                out.append(pad + line)
            if opcode in (IF, LOOP, SWITCH, ELSE):  # a case's body is at its case's depth
                depth += 1
        return out


def _precision_name(prec: int) -> str:
    return MIN_PRECISION.get(prec, "def32" if prec == 0 else f"minprecision{prec}")


def _escape(text: str) -> str:
    """A shader message string as FXC quotes it."""
    out = []
    for ch in text:
        if ch == "\n":
            out.append("\\n")
        elif ch == "\t":
            out.append("\\t")
        elif ch == "\r":
            out.append("\\r")
        elif ch == "\b":
            out.append("\\b")
        elif ch == "\a":
            out.append("\\a")
        elif ch == "\f":
            out.append("\\f")
        elif ch == "\v":
            out.append("\\v")
        elif ch == "\\":
            out.append("\\\\")
        else:
            out.append(ch)
    return "".join(out)


def _signed4(v: int) -> int:
    return v - 16 if v >= 8 else v


def _is_decl(opcode: int) -> bool:
    return 88 <= opcode <= 106 or 143 <= opcode <= 162 or opcode == 206


#: Instructions FXC prints with a space after the mnemonic even without operands.
_TRAILING_SPACE = {OP[n] for n in ("ret", "else", "endif", "endloop", "endswitch", "break", "continue",
                                   "cut", "emit", "emit_then_cut", "default", "loop", "nop", "abort",
                                   "debug_break", "hs_decls", "hs_control_point_phase",
                                   "hs_fork_phase", "hs_join_phase", "sync")}


# --------------------------------------------------------------------------
# Declarations

def _rt(token) -> str:
    return "(" + ",".join(RETURN_TYPES.get((token >> s) & 15, f"rt{(token >> s) & 15}")
                          for s in (0, 4, 8, 12)) + ")"


def _decl_operand_sm51(d: Disassembler, op) -> str:
    """``T0[2:6]`` of a Shader Model 5.1 range declaration (``*``: unbounded)."""
    otype = (op.token >> 12) & 0xFF
    name = SM51_UPPER.get(otype, REGISTER_NAMES.get(otype, "?"))
    idx = operand_indices(op)
    if len(idx) < 3:
        return d.operand(op)
    upper = d.index(idx[2])
    if immediate_index(idx[2]) == 0xFFFFFFFF:
        upper = "*"
    return f"{name}{d.index(idx[0])}[{d.index(idx[1])}:{upper}]"


def _resource_operand(d: Disassembler, op) -> str:
    if d.sm51:
        return _decl_operand_sm51(d, op)
    return d.operand(op)


def _space(d, body) -> str:
    return f", space={body.space}" if d.sm51 else ""


def _dcl_resource(d, ins, body):
    token = ins.opcode_token
    dim = (token >> 11) & 31
    dname = RESOURCE_DIMENSIONS[dim] if dim < len(RESOURCE_DIMENSIONS) else f"dim{dim}"
    text = f"dcl_resource_{dname}"
    if dim in (4, 9):
        text += f"({(token >> 16) & 127})"
    return f"{text} {_rt(body.return_type.token)} {_resource_operand(d, body.operand)}{_space(d, body)}"


def _dcl_constantbuffer(d, ins, body):
    pattern = "dynamicIndexed" if (ins.opcode_token >> 11) & 1 else "immediateIndexed"
    op = body.operand
    if d.sm51:
        return f"dcl_constantbuffer {_decl_operand_sm51(d, op)}[{body.num_vectors}], {pattern}{_space(d, body)}"
    name = "CB" if d.style.upper_cb_declaration else "cb"
    idx = [immediate_index(i) for i in operand_indices(op)]
    if len(idx) == 2 and None not in idx:
        return f"dcl_constantbuffer {name}{idx[0]}[{idx[1]}], {pattern}"
    return f"dcl_constantbuffer {d.operand(op)}, {pattern}"


def _dcl_sampler(d, ins, body):
    mode = (ins.opcode_token >> 11) & 15
    mname = SAMPLER_MODES[mode] if mode < len(SAMPLER_MODES) else f"mode{mode}"
    return f"dcl_sampler {_resource_operand(d, body.operand)}, {mname}{_space(d, body)}"


def _dcl_indexrange(d, ins, body):
    return f"dcl_indexrange {d.operand(body.operand)} {body.num_registers}"


def _dcl_outputtopology(d, ins, body):
    t = (ins.opcode_token >> 11) & 0x3F
    return f"dcl_outputtopology {PRIMITIVE_TOPOLOGIES.get(t, f'topology{t}')}"


def _dcl_inputprimitive(d, ins, body):
    p = (ins.opcode_token >> 11) & 0x3F
    return f"dcl_inputprimitive {PRIMITIVES.get(p, f'primitive{p}')}"


def _dcl_count(name, field="num_instances"):
    def fmt(d, ins, body):
        return f"{name} {getattr(body, field)}"
    return fmt


def _dcl_operand(name):
    def fmt(d, ins, body):
        return f"{name} {d.operand(body.operand)}"
    return fmt


def _sysname(body) -> str:
    n = body.name.token & 0xFFFF
    return SYSTEM_NAMES[n] if n < len(SYSTEM_NAMES) else f"name{n}"


def _dcl_operand_name(name):
    def fmt(d, ins, body):
        return f"{name} {d.operand(body.operand)}, {_sysname(body)}"
    return fmt


def _interp(ins) -> str:
    mode = (ins.opcode_token >> 11) & 15
    return INTERPOLATION[mode] if mode < len(INTERPOLATION) else f"interpolation{mode}"


def _dcl_input_ps(d, ins, body):
    return f"dcl_input_ps {_interp(ins)} {d.operand(body.operand)}"


def _dcl_input_ps_name(name):
    def fmt(d, ins, body):
        interp = _interp(ins) if d.style.sgv_interpolation or name.endswith("siv") else ""
        return f"{name} {interp + ' ' if interp else ''}{d.operand(body.operand)}, {_sysname(body)}"
    return fmt


def _dcl_temps(d, ins, body):
    return f"dcl_temps {body.num_temps}"


def _dcl_indexable_temp(d, ins, body):
    return f"dcl_indexableTemp x{body.register_index}[{body.num_registers}], {body.num_components}"


def _dcl_global_flags(d, ins, body):
    flags = (ins.opcode_token >> 11) & 0x1FFF
    names = [GLOBAL_FLAGS[i] if i < len(GLOBAL_FLAGS) else f"flag{i}" for i in range(13) if flags >> i & 1]
    return "dcl_globalFlags " + " | ".join(names) if names else "dcl_globalFlags "


def _dcl_function_body(d, ins, body):
    return f"dcl_function_body fb{body.function_body}"


def _dcl_function_table(d, ins, body):
    return f"dcl_function_table ft{body.function_table} = {{" + \
        ", ".join(f"fb{b}" for b in body.function_bodies) + "}"


def _dcl_interface(d, ins, body):
    name = "dcl_interface_dynamicindexed" if (ins.opcode_token >> 11) & 1 else "dcl_interface"
    return f"{name} fp{body.interface}[{body.num_interfaces}][{body.num_table_entries}] = {{" + \
        ", ".join(f"ft{t}" for t in body.function_tables) + "}"


def _dcl_control_points(name):
    def fmt(d, ins, body):
        return f"{name} {(ins.opcode_token >> 11) & 0x3F}"
    return fmt


def _dcl_tess(name, table, mask):
    def fmt(d, ins, body):
        v = (ins.opcode_token >> 11) & mask
        return f"{name} {table[v] if v < len(table) else f'value{v}'}"
    return fmt


def _dcl_max_tessfactor(d, ins, body):
    return f"dcl_hs_max_tessfactor l({d.real(body.max_tessfactor)})"


def _dcl_thread_group(d, ins, body):
    return f"dcl_thread_group {body.x}, {body.y}, {body.z}"


def _uav_flags(token, structured=False) -> str:
    text = ""
    if (token >> 16) & 1:
        text += "_glc"
    if structured and (token >> 23) & 1:
        text += "_opc"
    if (token >> 17) & 1:
        text += "_rov"
    return text


def _dcl_uav_typed(d, ins, body):
    token = ins.opcode_token
    dim = (token >> 11) & 31
    dname = RESOURCE_DIMENSIONS[dim] if dim < len(RESOURCE_DIMENSIONS) else f"dim{dim}"
    return f"dcl_uav_typed_{dname}{_uav_flags(token)} {_rt(body.return_type.token)} " \
        f"{_resource_operand(d, body.operand)}{_space(d, body)}"


def _dcl_uav_raw(d, ins, body):
    return f"dcl_uav_raw{_uav_flags(ins.opcode_token)} {_resource_operand(d, body.operand)}{_space(d, body)}"


def _dcl_uav_structured(d, ins, body):
    return f"dcl_uav_structured{_uav_flags(ins.opcode_token, True)} " \
        f"{_resource_operand(d, body.operand)}, {body.stride}{_space(d, body)}"


def _dcl_tgsm_raw(d, ins, body):
    return f"dcl_tgsm_raw {d.operand(body.operand)}, {body.len_tgsm}"


def _dcl_tgsm_structured(d, ins, body):
    return f"dcl_tgsm_structured {d.operand(body.operand)}, {body.stride}, {body.num_structures}"


def _dcl_resource_raw(d, ins, body):
    return f"dcl_resource_raw {_resource_operand(d, body.operand)}{_space(d, body)}"


def _dcl_resource_structured(d, ins, body):
    return f"dcl_resource_structured {_resource_operand(d, body.operand)}, {body.stride}{_space(d, body)}"


#: Each declaration's formatter, by FXC's mnemonic (OP gives the opcode).
_DECL_FORMATTERS = {
    "dcl_resource": _dcl_resource,
    "dcl_constantbuffer": _dcl_constantbuffer,
    "dcl_sampler": _dcl_sampler,
    "dcl_indexrange": _dcl_indexrange,
    "dcl_outputtopology": _dcl_outputtopology,
    "dcl_inputprimitive": _dcl_inputprimitive,
    "dcl_maxout": _dcl_count("dcl_maxout", "max_num_vertices"),
    "dcl_input": _dcl_operand("dcl_input"),
    "dcl_input_sgv": _dcl_operand_name("dcl_input_sgv"),
    "dcl_input_siv": _dcl_operand_name("dcl_input_siv"),
    "dcl_input_ps": _dcl_input_ps,
    "dcl_input_ps_sgv": _dcl_input_ps_name("dcl_input_ps_sgv"),
    "dcl_input_ps_siv": _dcl_input_ps_name("dcl_input_ps_siv"),
    "dcl_output": _dcl_operand("dcl_output"),
    "dcl_output_sgv": _dcl_operand_name("dcl_output_sgv"),
    "dcl_output_siv": _dcl_operand_name("dcl_output_siv"),
    "dcl_temps": _dcl_temps,
    "dcl_indexableTemp": _dcl_indexable_temp,
    "dcl_globalFlags": _dcl_global_flags,
    "dcl_stream": _dcl_operand("dcl_stream"),
    "dcl_function_body": _dcl_function_body,
    "dcl_function_table": _dcl_function_table,
    "dcl_interface": _dcl_interface,
    "dcl_input_control_point_count": _dcl_control_points("dcl_input_control_point_count"),
    "dcl_output_control_point_count": _dcl_control_points("dcl_output_control_point_count"),
    "dcl_tessellator_domain": _dcl_tess("dcl_tessellator_domain", TESS_DOMAINS, 3),
    "dcl_tessellator_partitioning": _dcl_tess("dcl_tessellator_partitioning", TESS_PARTITIONINGS, 7),
    "dcl_tessellator_output_primitive": _dcl_tess("dcl_tessellator_output_primitive", TESS_OUTPUTS, 7),
    "dcl_hs_max_tessfactor": _dcl_max_tessfactor,
    "dcl_hs_fork_phase_instance_count": _dcl_count("dcl_hs_fork_phase_instance_count"),
    "dcl_hs_join_phase_instance_count": _dcl_count("dcl_hs_join_phase_instance_count"),
    "dcl_thread_group": _dcl_thread_group,
    "dcl_uav_typed": _dcl_uav_typed,
    "dcl_uav_raw": _dcl_uav_raw,
    "dcl_uav_structured": _dcl_uav_structured,
    "dcl_tgsm_raw": _dcl_tgsm_raw,
    "dcl_tgsm_structured": _dcl_tgsm_structured,
    "dcl_resource_raw": _dcl_resource_raw,
    "dcl_resource_structured": _dcl_resource_structured,
    "dcl_gsinstances": _dcl_count("dcl_gsinstances"),
}
_DECLS = {OP[name]: fmt for name, fmt in _DECL_FORMATTERS.items()}


# --------------------------------------------------------------------------
# Entry points

def disassemble(shader, style: Style = MODERN) -> list:
    """The listing lines of a decoded ``DxcontainerShader`` (SHDR / SHEX body)."""
    return Disassembler(shader, style).lines()


def creator_of(container) -> str:
    """The creator string of a container's RDEF part ("" if there is none),
    read from the part's bytes (header word 6 is the string's offset)."""
    for entry in container.part_table:
        part = entry.part
        if part.fourcc_text != "RDEF":
            continue
        raw = getattr(part, "_raw__m_body", None)
        if raw is None:
            body = part.body
            raw = body if isinstance(body, (bytes, bytearray)) else None
            if raw is None:
                from .. import kaitai
                raw = kaitai.source_bytes(body)
        if raw is None or len(raw) < 28:
            return ""
        ofs = _U32.unpack_from(raw, 24)[0]
        if ofs >= len(raw):
            return ""
        end = raw.find(b"\0", ofs)
        return bytes(raw[ofs:end if end >= 0 else len(raw)]).decode("latin-1")
    return ""


def style_for(container) -> Style:
    """The listing style of the FXC that built ``container``: compiler 9.x
    spells the constant-buffer declaration ``cb0[...]``, 10.x ``CB0[...]``."""
    creator = creator_of(container)
    if "Compiler 9.29." in creator:
        return OLDEST
    if "Compiler 9." in creator:
        return LEGACY
    return MODERN
