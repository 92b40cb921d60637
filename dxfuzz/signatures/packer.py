"""DXC's signature packer: where each element of a signature goes in the
32 x 4 register space, from its rows, columns, kind and interpolation alone.

This is the allocator DXC runs on every entry point (its default strategy,
"prefix stable"), written from its description in the DXIL specification
and DXC's allocator: first fit from register 0, column x first, with these
constraints per register:

* a component holds one element;
* all elements of a register share one interpolation mode and one data
  width (16-bit types are 32-bit unless the module uses native 16-bit types);
* reading x to w: ordinary values, then system values (SV, tessellation
  factors, clip/cull distances), then system-generated values (SGV);
* a register of an array (an index range) holds no SV or SGV, and a register
  holding an SV, SGV or tessellation factor takes no array later;
* a tessellation-factor array goes to column w, and shares registers only
  with elements indexed the same way;
* clip and cull distances go to at most two whole registers reserved for
  them (placeholders): nothing else shares those registers, and inside them
  clip/cull elements pack tightly, x first.

:func:`pack_fxc` places elements as FXC does, as its output shows it (it
differs from DXC's where docs/signatures.md says).

Vertex-shader inputs (the input assembler's) each take fresh registers at
column x in order; pixel-shader ``SV_Target`` outputs take the register of
their semantic index; a geometry shader's outputs are packed per stream.
Elements the signature point does not pack (``SV_Depth``, ``SV_Coverage``,
a GS's ``SV_PrimitiveID``...) keep no place (row and column None).
"""
from __future__ import annotations

import copy
from dataclasses import dataclass
from typing import Iterable, List, Optional, Sequence

#: The register space every packed signature has.
REGISTERS = 32

# Component flags: occupied, and the kind of the element there (or, on a
# free component, the kinds that may no longer go there).
OCCUPIED, ARBITRARY, SGV, SV, TESS_FACTOR, CLIP_CULL = 1, 2, 4, 8, 16, 32
#: An interpretation (as the signature-point table names it) -> its flag.
KIND_FLAG = {"arb": ARBITRARY, "sv": SV, "sgv": SGV, "tess": TESS_FACTOR, "clipcull": CLIP_CULL}
#: Kinds that may not stand left / right of an element of a kind.
_BARRED_LEFT = {ARBITRARY: SGV | SV | TESS_FACTOR | CLIP_CULL, SV: SGV, TESS_FACTOR: SGV,
                CLIP_CULL: SGV, SGV: 0}
_BARRED_RIGHT = {SGV: ARBITRARY | SV | TESS_FACTOR | CLIP_CULL, SV: ARBITRARY,
                 TESS_FACTOR: ARBITRARY, CLIP_CULL: ARBITRARY, ARBITRARY: 0}
# A register's index-range flags: a row of an array with rows above / below it.
INDEXED_UP, INDEXED_DOWN = 1, 2

#: The packing kind of each signature point (DXIL spec: input assembler,
#: vertex (rasterizer-connected), patch constant, pixel-shader output).
PACKING_KIND = {
    "VSIn": "input_assembler", "VSOut": "vertex", "HSCPIn": "vertex", "HSCPOut": "vertex",
    "PCOut": "patch_constant", "DSIn": "patch_constant", "DSCPIn": "vertex", "DSOut": "vertex",
    "GSVIn": "vertex", "GSOut": "vertex", "PSIn": "vertex", "PSOut": "target",
    "MSOut": "vertex", "MSPOut": "vertex",
}


@dataclass
class PackElement:
    """One element as the packer sees it. ``interpretation`` is the
    signature-point table's (``arb``, ``sv``, ``sgv``, ``tess``,
    ``clipcull``; ``target``, ``notpacked`` and ``shadow`` are not packed);
    ``interpolation`` is DXIL's InterpolationMode number (0 undefined; None
    unknown, as for a DXBC element no declaration names);
    ``width`` the data width in bits (0 undefined: 64-bit values)."""
    interpretation: str
    rows: int
    cols: int
    interpolation: Optional[int] = 0
    width: int = 32
    semantic_index: int = 0  #: the first one (a pixel-shader target's register)
    stream: int = 0
    row: Optional[int] = None  #: where it was placed (None: not placed)
    col: Optional[int] = None
    own_register: bool = False  #: FXC: in a register after every element placed before it (SV_SampleIndex)

    @property
    def flag(self) -> int:
        return KIND_FLAG[self.interpretation]

    @property
    def start(self) -> int:
        """The register it was placed at (it must have been placed)."""
        if self.row is None:
            raise ValueError("the element has no place")
        return self.row


def index_flags(i: int, rows: int) -> int:
    """The index-range flags of row ``i`` of an element of ``rows`` rows."""
    return (INDEXED_UP if i > 0 else 0) | (INDEXED_DOWN if i < rows - 1 else 0)


class _Register:
    __slots__ = ("flags", "interpolation", "index", "index_fixed", "width")

    def __init__(self):
        self.flags = [0, 0, 0, 0]
        self.interpolation: Optional[int] = None  # None: no known mode placed yet
        self.index = 0
        self.index_fixed = False
        self.width: Optional[int] = None

    def row_conflict(self, e: PackElement, i: int) -> Optional[str]:
        """Why row ``i`` of ``e`` cannot go in this register, or None."""
        f, ix = e.flag, index_flags(i, e.rows)
        if self.index and f in (SV, SGV):
            return "a system value in an index range"
        if self.index_fixed and (ix | self.index) != self.index:
            return "an index range over a register holding a system value"
        if f == TESS_FACTOR and (ix | self.index) != ix:
            return "a tessellation factor indexed differently from its register"
        if None not in (self.interpolation, e.interpolation) and self.interpolation != e.interpolation:
            return "a second interpolation mode in a register"
        if self.width is not None and self.width != e.width:
            return "a second data width in a register"
        run = 0
        for k in range(4):
            run = 0 if self.flags[k] & (OCCUPIED | f) else run + 1
            if run >= e.cols:
                return None
        return "no room"

    def col_conflict(self, e: PackElement, col: int) -> Optional[str]:
        """Why ``e`` cannot take columns ``col`` on of this register, or None."""
        if col + e.cols > 4:
            return "past the last component"
        flags = [self.flags[k] for k in range(col, col + e.cols)]
        if any(f & OCCUPIED for f in flags):
            return "a component held twice"
        if any(f & e.flag for f in flags):
            return "a system value left of an ordinary value, or a system-generated value left of a system value"
        return None

    def place(self, e: PackElement, i: int, col: int) -> None:
        f = e.flag
        if e.interpolation is not None:
            self.interpolation = e.interpolation
        self.index |= index_flags(i, e.rows)
        self.width = e.width
        if f in (SV, SGV, TESS_FACTOR):
            self.index_fixed = True
        for k in range(4):
            if self.flags[k] & OCCUPIED:
                continue
            if k < col:
                self.flags[k] |= _BARRED_LEFT[f]
            elif k < col + e.cols:
                self.flags[k] = OCCUPIED | f
            else:
                self.flags[k] |= _BARRED_RIGHT[f]


class Allocator:
    """A register space and first-fit placement in it."""

    def __init__(self, registers: int = REGISTERS):
        self.registers = [_Register() for _ in range(registers)]

    def conflict(self, e: PackElement, row: int) -> Optional[str]:
        """Why ``e`` cannot start at ``row`` (any column), or None."""
        if e.rows <= 0 or row + e.rows > len(self.registers):
            return "past the last register"
        for i in range(e.rows):
            why = self.registers[row + i].row_conflict(e, i)
            if why:
                return why
        return None

    def conflict_at(self, e: PackElement, row: int, col: int) -> Optional[str]:
        """Why ``e`` cannot go at (``row``, ``col``), as DXC's validator asks it:
        the rows first, then the columns; None if it can."""
        why = self.conflict(e, row)
        if why is None or why == "no room":
            if col + e.cols > 4:
                return "past the last component"
            for i in range(e.rows):
                why = self.registers[row + i].col_conflict(e, col)
                if why:
                    return why
            return None
        return why

    def find(self, e: PackElement, first_row: int = 0, num_rows: int = REGISTERS,
             first_col: int = 0, last_col: int = 3):
        """The first ``(row, col)`` where ``e`` fits, rows from ``first_row`` on
        (at most ``num_rows`` of them), columns ``first_col`` to ``last_col``, or None."""
        if e.rows > num_rows:
            return None
        for row in range(first_row, first_row + num_rows - e.rows + 1):
            if self.conflict(e, row):
                continue
            for col in range(first_col, min(last_col, 4 - e.cols) + 1):
                if not any(self.registers[row + i].col_conflict(e, col) for i in range(e.rows)):
                    return row, col
        return None

    def place(self, e: PackElement, row: int, col: int) -> None:
        for i in range(e.rows):
            self.registers[row + i].place(e, i, col)

    def pack(self, e: PackElement, first_row: int = 0, num_rows: int = REGISTERS,
             first_col: int = 0) -> bool:
        """Place ``e`` at the first place it fits; False (``e`` unplaced) if none."""
        at = self.find(e, first_row, num_rows, first_col)
        if at is None:
            return False
        self.place(e, *at)
        e.row, e.col = at
        return True


class _ClipCull:
    """Clip and cull distances packed tightly into at most two whole
    registers reserved for them in ``main`` (placeholders), as DXC does."""

    def __init__(self, main: Allocator):
        self.main = main
        self.inside = Allocator(2)  # the two reserved registers, as rows 0 and 1
        self.reserved: List[int] = []  # the main registers they are
        self.indexed = False

    def place(self, e: PackElement, first_row: int = 0) -> None:
        """Place ``e`` (a placeholder searched for from ``first_row``), or leave it unplaced."""
        at = self.inside.find(e, 0, 2)
        if at is None:
            return
        r, c = at
        reserved = self.reserved
        if e.rows > 1 and not self.indexed:
            if len(reserved) == 2 and reserved[0] + 1 != reserved[1]:
                return
            self.indexed = True
        if r + e.rows > len(reserved):
            holder = PackElement("clipcull", 1, 4, e.interpolation, e.width)
            if self.indexed and not reserved:
                holder.rows = 2  # two adjacent whole registers
                if not self.main.pack(holder, first_row, REGISTERS - first_row):
                    return
                reserved[:] = [holder.start, holder.start + 1]
            elif self.indexed:
                # DXC searches from the register after the first
                # placeholder over as many registers as its number + 2.
                if not self.main.pack(holder, reserved[0] + 1, reserved[0] + 2):
                    return
                reserved.append(holder.start)
            else:
                if not self.main.pack(holder, first_row, REGISTERS - first_row):
                    return
                reserved.append(holder.start)
        self.inside.place(e, r, c)
        e.row, e.col = reserved[r], c


def pack_prefix_stable(elements: Sequence[PackElement]) -> None:
    """Place ``elements`` in order, as DXC's default strategy does (clip and
    cull distances into at most two reserved whole registers)."""
    main = Allocator()
    clip_cull = _ClipCull(main)
    for e in elements:
        e.row = e.col = None
        if e.interpretation in ("arb", "sv", "sgv"):
            main.pack(e)
        elif e.interpretation == "tess":
            main.pack(e, first_col=3 if e.rows > 1 else 0)
        elif e.interpretation == "clipcull":
            clip_cull.place(e)


def pack_fxc(elements: Sequence[PackElement]) -> None:
    """Place ``elements`` in order as FXC does, as its output shows it: like
    DXC's first fit, but never in a register before the register of the
    element before; system values and system-generated values in any order;
    a tessellation factor never in a register holding another, an array of
    them at column x, ordinary values free to follow them; an array in
    registers no other array holds; SV_SampleIndex in a register after all
    the elements before it; clip and cull distances in reserved whole
    registers, as DXC."""
    main = Allocator()
    clip_cull = _ClipCull(main)
    tess_rows: set = set()
    cursor = 0
    for e in elements:
        e.row = e.col = None
        kind = e.interpretation
        if e.own_register:
            cursor = max((r + 1 for r, reg in enumerate(main.registers) if any(reg.flags)), default=0)
        if kind == "clipcull":
            clip_cull.place(e, cursor)
        elif kind in ("arb", "sv", "sgv", "tess"):
            e.interpretation = "sv" if kind == "sgv" else "arb" if kind == "tess" else kind
            at = _fxc_place(main, e, cursor, 0 if kind == "tess" and e.rows > 1 else 3,
                            tess_rows if kind == "tess" else set())
            if at is not None:
                main.place(e, *at)
                e.row, e.col = at
                if kind == "tess":
                    tess_rows.update(range(at[0], at[0] + e.rows))
            e.interpretation = kind
        if e.row is not None:
            cursor = e.row


def _fxc_place(space: Allocator, e: PackElement, first_row: int, last_col: int, barred_rows) -> Optional[tuple]:
    """Where FXC puts ``e``: the first row from ``first_row`` and column up to
    ``last_col`` where it fits, an array only in registers no other array
    holds (Direct3D 11's index ranges do not overlap), none of ``barred_rows``."""
    for row in range(first_row, REGISTERS - e.rows + 1):
        if e.rows > 1 and any(space.registers[row + i].index for i in range(e.rows)):
            continue
        if any(row + i in barred_rows for i in range(e.rows)):
            continue
        at = space.find(e, row, e.rows, last_col=last_col)
        if at is not None:
            return at
    return None


def pack(point: str, elements: Sequence[PackElement], compiler: str = "dxc") -> None:
    """Place the elements of one signature at signature point ``point`` as
    DXC (or, ``compiler="fxc"``, FXC) does: by the point's packing kind, a
    geometry shader's outputs per stream. Elements that do not fit, or are
    not packed, keep ``row`` None."""
    kind = PACKING_KIND.get(point)
    if kind == "input_assembler":
        row = 0
        for e in elements:
            e.row = e.col = None
            if e.interpretation in KIND_FLAG:
                e.row, e.col = row, 0
                row += e.rows
        return
    if kind == "target":
        for e in elements:
            e.row, e.col = (e.semantic_index, 0) if e.interpretation == "target" else (None, None)
        return
    if kind is None:
        return
    strategy = pack_fxc if compiler == "fxc" else pack_prefix_stable
    for stream in sorted({e.stream for e in elements}):
        strategy([e for e in elements if e.stream == stream and e.interpretation in KIND_FLAG])
    for e in elements:
        if e.interpretation not in KIND_FLAG:
            e.row = e.col = None


def packed(point: str, elements: Iterable[PackElement], compiler: str = "dxc") -> List[PackElement]:
    """Copies of ``elements`` placed as :func:`pack` places them."""
    out = [copy.copy(e) for e in elements]
    pack(point, out, compiler)
    return out
