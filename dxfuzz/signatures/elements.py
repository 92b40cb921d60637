"""A container's signatures as blocks of registers: each element's rows,
columns, place, kind, interpolation and data width, whatever part holds them.

A DXIL container's elements come from the module's signature metadata (the
parts hold one record per row and no interpolation mode); a DXBC
container's from its signature parts, one row per record, with the pixel
shader's interpolation modes and the index ranges its program declares.
"""
from __future__ import annotations

import struct
from dataclasses import dataclass, field
from typing import Dict, List, Optional, Tuple

from .. import kaitai
from ..rules.context import Context, enum_value, SIGNATURE_KIND, Skip, spec_body
from ..rules.dxcontainer_program import (program, semantic_kind, sig_component_type, SIGNATURE_PARTS,
                                         tagged_values)
from ..rules.dxcontainer_signature import element_name, shader_stage
from .semantics import interpretation, NAME_KIND, SEMANTIC_KINDS, SIG_POINT, SYSTEM_VALUE_KIND, type_interpolation
from .packer import PACKING_KIND, PackElement

#: DXIL::ComponentType numbers of 16-bit and 64-bit types.
_BITS16 = {2, 3, 8, 11, 12}
_BITS64 = {6, 7, 10, 15, 16}
#: DXIL::InterpolationMode names.
INTERPOLATION_MODES = ("undefined", "constant", "linear", "linear_centroid", "linear_noperspective",
                       "linear_noperspective_centroid", "linear_sample", "linear_noperspective_sample")


@dataclass
class Element:
    """One signature element: ``rows`` x ``cols`` registers and components at
    (``row``, ``col``), None where it has no place."""
    name: str  #: as the part writes it (an SV_ name for a system value)
    kind: str  #: DXC's semantic kind (Arbitrary, Position, Target...)
    interpretation: Optional[str]  #: at its signature point (None: not allowed there)
    indices: List[int]
    rows: int
    cols: int
    row: Optional[int]
    col: Optional[int]
    interpolation: Optional[int]  #: DXIL::InterpolationMode; None when the file does not say
    width: int  #: data width as the packer counts it: 16, 32, or 0 (64-bit)
    component_type: int  #: as the part writes it (D3D_REGISTER_COMPONENT_TYPE)
    stream: int = 0
    offset: Optional[int] = None  #: of its (first) record in the file

    @property
    def placed(self) -> bool:
        return self.row is not None

    @property
    def registers(self) -> range:
        """The registers it takes (none when it has no place)."""
        return range(0) if self.row is None else range(self.row, self.row + self.rows)

    @property
    def mask(self) -> int:
        return 0 if self.col is None else ((1 << self.cols) - 1) << self.col & 0xF

    def text(self) -> str:
        where = f" v{self.row}" if self.placed else ""
        if len(self.registers) > 1:
            where += f"-{self.registers[-1]}"
        letters = "".join(c for i, c in enumerate("xyzw") if self.mask >> i & 1)
        return f"{self.name}{self.indices[0] if self.indices else ''}{where}{'.' + letters if letters else ''}"

    def pack_element(self) -> PackElement:
        return PackElement(self.interpretation or "notpacked", self.rows, self.cols, self.interpolation,
                           self.width, self.indices[0] if self.indices else 0, self.stream, self.row, self.col)


@dataclass
class IndexRange:
    """A DXBC program's ``dcl_indexrange``: ``count`` registers from ``row``,
    declared in the program's ``phase``-th hull-shader phase (0 elsewhere)."""
    row: int
    count: int
    mask: int
    offset: int  #: of the declaration in the file
    phase: int = 0


@dataclass
class Signature:
    """One signature of a shader: its part, its signature point and packing
    kind, its elements (in declaration order for DXIL), and for DXBC the
    program's index ranges over it."""
    fourcc: str
    kind: str  #: input, output or patch
    point: Optional[str]
    stage: int
    shader_model: Tuple[int, int]
    elements: List[Element]
    offset: int  #: of the part data
    dxil: bool
    index_ranges: List[IndexRange] = field(default_factory=list)

    @property
    def packing(self) -> Optional[str]:
        return PACKING_KIND.get(self.point or "")


def signatures(ctx: Context) -> List[Signature]:
    """The container's signatures, decoded once per Context (Skip when the
    shader stage or, for DXIL, the module cannot be read)."""
    found = ctx.__dict__.get("_signatures")
    if found is None:
        try:
            found = _dxil(ctx) if ctx.first("DXIL") else _dxbc(ctx)
        except Skip as why:
            found = why
        ctx.__dict__["_signatures"] = found
    if isinstance(found, Skip):
        raise found
    return found


#: A register field that says "no register": the driver places the element.
NO_REGISTER = 0xFFFFFFFF
_ASCII_UPPER = str.maketrans("abcdefghijklmnopqrstuvwxyz", "ABCDEFGHIJKLMNOPQRSTUVWXYZ")


@dataclass
class Record:
    """One element record of a signature part, its fields as the file has them."""
    name: str
    index: int
    system_value: int
    component_type: int
    register: int
    mask: int  #: the declared components, bit 0 = x
    rw_mask: int  #: inputs: components always read; outputs: components never written
    stream: int
    min_precision: int  #: 0 (default) for 24- and 28-byte records
    offset: int  #: of the record in the file

    @property
    def key(self) -> Tuple[str, int]:
        """What the runtime matches elements by: the name in ASCII upper case, and the index."""
        return self.name.translate(_ASCII_UPPER), self.index

    def text(self) -> str:
        """``TEXCOORD1 (v2.xy)``, or without the register when it has none."""
        letters = "".join(c for i, c in enumerate("xyzw") if self.mask >> i & 1)
        where = "no register" if self.register == NO_REGISTER else f"v{self.register}"
        return f"{self.name}{self.index} ({where}{'.' + letters if letters else ''})"


def records(ctx: Context, part) -> List[Record]:
    """The element records of a signature part (Skip if it does not decode;
    a record's fields that cannot be read raise the input errors)."""
    body = spec_body(ctx, part, "dxcontainer_signature")
    first = part.data_offset + body.ofs_elements
    return [Record(element_name(el), el.semantic_index, enum_value(el.system_value), enum_value(el.component_type),
                   el.register, el.mask, el.rw_mask, getattr(el, "stream", None) or 0,
                   enum_value(getattr(el, "min_precision", None)) or 0, first + i * body.len_element)
            for i, el in enumerate(body.elements or [])]


def _record_offsets(ctx: Context, fourcc: str) -> Dict[tuple, int]:
    """(stream, name in lower case, semantic index) -> offset of the record."""
    p = ctx.first(fourcc)
    out: Dict[tuple, int] = {}
    for r in records(ctx, p) if p is not None else ():
        out.setdefault((r.stream, r.name.lower(), r.index), r.offset)
    return out


def _dxil(ctx: Context) -> List[Signature]:
    prog = program(ctx)
    if prog.is_library:
        return []
    native16 = bool(prog.shader_flags >> 23 & 1)  # UseNativeLowPrecision
    out = []
    for fourcc, kind, sig in SIGNATURE_PARTS:
        elements = prog.signature(kind)
        p = ctx.first(fourcc)
        if not elements and p is None:
            continue
        point = SIG_POINT.get((prog.kind, sig))
        records = _record_offsets(ctx, fourcc)
        els = []
        for e in elements:
            k = e["semantic_kind"]
            name_kind = SEMANTIC_KINDS[k] if k < len(SEMANTIC_KINDS) else "Invalid"
            eff, _ = semantic_kind(e, prog.kind, sig)
            interp = None if point is None else interpretation(name_kind, point, prog.sm)[0]
            name = e["semantic_name"] if eff in ("Arbitrary", "Invalid") else f"SV_{eff}"
            indices = list(e["semantic_indices"]) or [0]
            stream = tagged_values(e).get(0, 0) or 0
            ctype = e["component_type"]
            width = 0 if ctype in _BITS64 else 16 if ctype in _BITS16 and native16 else 32
            placed = e["start_row"] != -1 and e["start_col"] != -1
            els.append(Element(
                name=name, kind=name_kind, interpretation=interp, indices=indices, rows=e["rows"],
                cols=e["cols"], row=e["start_row"] if placed else None,
                col=e["start_col"] if placed else None, interpolation=e["interpolation_mode"],
                width=width, component_type=sig_component_type(prog, ctype), stream=stream,
                offset=records.get((stream, name.lower(), indices[0]))))
        out.append(Signature(fourcc, sig, point, prog.kind, prog.sm, els,
                             p.data_offset if p else prog.part.data_offset, True))
    return out


#: Opcodes of the DXBC declarations read here.
_OPCODES = {m.name: m.value for m in kaitai.enum_class("dxcontainer_shader", "OpcodeType")}
_PS_INPUTS = {_OPCODES["dcl_input_ps"], _OPCODES["dcl_input_ps_sgv"], _OPCODES["dcl_input_ps_siv"]}
_INDEX_RANGE = _OPCODES["dcl_indexrange"]
_PHASES = {_OPCODES[n]: n for n in ("hs_control_point_phase", "hs_fork_phase", "hs_join_phase",
                                    "hs_decls")}
#: Operand types of registers a signature names: input, output, input/output
#: control point, input patch constant.
_INPUT, _OUTPUT, _INPUT_CP, _OUTPUT_CP, _INPUT_PC = 1, 2, 25, 26, 27


_CUSTOM_DATA = _OPCODES["customdata"]


def _instructions(words: tuple):
    """``(position, opcode token, length)`` of each instruction of a program's
    tokens, by the lengths the tokens give (custom data: its second token)."""
    end = min(len(words), words[1]) if len(words) >= 2 else 0
    pos = 2
    while pos < end:
        token = words[pos]
        length = (words[pos + 1] if pos + 1 < end else 0) if token & 0x7FF == _CUSTOM_DATA else (token >> 24) & 0x7F
        if length == 0:
            return
        yield pos, token, length
        pos += length


def _operand(words: tuple, pos: int, end: int) -> Tuple[int, Optional[int], int]:
    """``(operand token, register, position after it)``: the register is the
    operand's last index when every index is an immediate, else None."""
    token = words[pos]
    pos += 1
    if token >> 31:  # extended operand tokens, chained by bit 31
        while pos < end and words[pos] >> 31:
            pos += 1
        pos += 1
    register = None
    for d in range((token >> 20) & 3):
        if (token >> (22 + 3 * d)) & 7 or pos >= end:
            return token, None, pos
        register = words[pos]
        pos += 1
    return token, register, pos


def _program_declarations(ctx: Context, stage: int):
    """``(interpolation mode by input register and component, index ranges by
    signature kind)`` from the DXBC program's declarations, read from its
    tokens (a hull shader's fork and join phases write patch constants)."""
    modes: Dict[Tuple[int, int], int] = {}
    ranges: Dict[str, List[IndexRange]] = {}
    part = ctx.first("SHEX") or ctx.first("SHDR")
    if part is None:
        return modes, ranges
    data = ctx.part_bytes(part)
    words = struct.unpack_from(f"<{len(data) // 4}I", data)
    patch_phase = False
    phases = 0
    for pos, token, length in _instructions(words):
        opcode = token & 0x7FF
        end = min(len(words), pos + length)
        if opcode in _PHASES:
            patch_phase = _PHASES[opcode] in ("hs_fork_phase", "hs_join_phase")
            phases += 1
        elif opcode in _PS_INPUTS and pos + 1 < end:
            op, reg, _ = _operand(words, pos + 1, end)
            if reg is not None and (token >> 11) & 15:
                for c in range(4):
                    if op >> (4 + c) & 1:
                        modes.setdefault((reg, c), (token >> 11) & 15)
        elif opcode == _INDEX_RANGE and pos + 1 < end:
            op, reg, after = _operand(words, pos + 1, end)
            otype = (op >> 12) & 0xFF
            sig = _RANGE_SIGNATURE.get((otype, patch_phase and stage == 3))
            if reg is None or sig is None or after >= end:
                continue
            ranges.setdefault(sig, []).append(
                IndexRange(reg, words[after], (op >> 4) & 0xF, part.data_offset + 4 * pos, phases))
    return modes, ranges


#: The signature an index range's register file is in: (operand type, in a
#: hull shader's fork or join phase) -> signature kind.
_RANGE_SIGNATURE = {(_INPUT, False): "input", (_INPUT_CP, False): "input", (_INPUT_CP, True): "input",
                    (_OUTPUT, False): "output", (_OUTPUT, True): "patch", (_OUTPUT_CP, False): "output",
                    (_OUTPUT_CP, True): "output", (_INPUT_PC, False): "patch", (_INPUT_PC, True): "patch"}


def _dxbc(ctx: Context) -> List[Signature]:
    stage, smaj, smin = shader_stage(ctx)
    modes, ranges = _program_declarations(ctx, stage)
    out: List[Signature] = []
    for p in ctx.parts:
        sig = SIGNATURE_KIND.get(p.fourcc)
        if sig is None or any(s.fourcc == p.fourcc for s in out):
            continue
        point = SIG_POINT.get((stage, sig))
        els = []
        for r in records(ctx, p):
            name, sv = r.name, r.system_value
            kind = SYSTEM_VALUE_KIND.get(sv, "Invalid")
            if sv == 0 and name.lower() in NAME_KIND:
                kind = NAME_KIND[name.lower()]
            interp = None if point is None or kind == "Invalid" else interpretation(kind, point, (smaj, smin))[0]
            if interp == "arb" and kind != "Arbitrary" and sv == 0:
                kind = "Arbitrary"
            mask = r.mask  # components past w (bits 4-7) put the element outside the register space
            register = r.register
            placed = register != NO_REGISTER and mask != 0
            col = (mask & -mask).bit_length() - 1 if mask else None
            cols = mask.bit_length() - col if col is not None else 1
            declared = [modes[(register, c)] for c in range(4)
                        if mask >> c & 1 and (register, c) in modes] if point == "PSIn" else []
            interpolation = declared[0] if declared else None  # None: the program reads none of it
            els.append(Element(
                name=name, kind=kind, interpretation=interp, indices=[r.index], rows=1,
                cols=cols, row=register if placed else None, col=col if placed else None,
                interpolation=interpolation, width=32, component_type=r.component_type,
                stream=r.stream, offset=r.offset))
        out.append(Signature(p.fourcc, sig, point, stage, (smaj, smin), els, p.data_offset, False,
                             ranges.get(sig, [])))
    return out


def fxc_pack_elements(sig: Signature) -> List[Tuple[PackElement, List[Element]]]:
    """A DXBC signature's elements as FXC's packer took them, each with the
    records it became: a tessellation factor's consecutive records (same
    kind, column, registers one after the other) as one array;
    SV_SampleIndex, which FXC places, as a system-generated value; an
    interpolation mode the file does not say taken from the type (linear
    for floats, constant for integers). The records are in declaration
    order: FXC never places an element in a register before the last one
    of the element before it."""
    out: List[Tuple[PackElement, List[Element]]] = []
    for e in sig.elements:
        p = e.pack_element()
        if p.interpretation == "shadow" and sig.point == "PSIn":
            p.interpretation = "sgv"
            p.own_register = e.kind == "SampleIndex"
        if p.interpolation is None and sig.packing == "vertex":
            p.interpolation = type_interpolation(e.component_type)
        if out and p.interpretation == "tess":
            last_p, members = out[-1]
            last = members[-1]
            if (last_p.interpretation == "tess" and members[0].kind == e.kind and last.placed and e.placed
                    and e.row == last.registers[-1] + 1 and e.col == last.col):
                last_p.rows += 1
                members.append(e)
                continue
        out.append((p, [e]))
    return out
