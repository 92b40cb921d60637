"""The signatures' packing rules: how elements may share the 32 x 4 register
space, by the DXIL specification's packing kinds and constraints.

Each rule reports the byte offset of the element record that breaks it. A
DXIL container's elements are the module's (with their rows, interpolation
and data width); a DXBC container's are its records, with the pixel
shader's interpolation modes and the program's index ranges. Elements are
checked in declaration order, each against those before it, as DXC's
validator does: the first of two elements that collide passes, the second
fails.
"""
from __future__ import annotations

from collections import Counter
from typing import Dict, List, Optional, Tuple

from ..signatures.elements import Element, INTERPOLATION_MODES, Signature, signatures
from ..signatures.packer import Allocator, KIND_FLAG, PackElement, REGISTERS
from ..signatures.semantics import INTEGER_COMPONENT_TYPES, type_interpolation
from .context import Context, FAIL, NotApplicable, PASS, rule

#: The rules this module reports, in order.
RULE_NAMES = ("signature-allocation", "signature-packing-kind", "signature-fit", "signature-overlap",
              "signature-interpolation", "signature-data-width", "signature-component-order",
              "signature-index-range", "signature-clip-cull", "signature-semantic-indices", "signature-sgv-order")

#: Pixel-shader render targets.
TARGETS = 8
#: Clip and cull distances together, per stream: registers and components.
CLIP_CULL_REGISTERS, CLIP_CULL_COMPONENTS = 2, 8
#: Interpolation modes the specification allows for a clip distance read by
#: a pixel shader (linear; DXC's packer also names linear centroid).
_CLIP_MODES = {2, 3}
#: Semantic kinds that may have more than one row or a start index above 0.
_MULTI_ROW_KINDS = {"Arbitrary", "Target", "ClipDistance", "CullDistance", "TessFactor", "InsideTessFactor"}
#: Semantic kinds a stream may hold more than once.
_REPEATABLE_KINDS = {"Arbitrary", "Target", "ClipDistance", "CullDistance", "Depth", "DepthLessEqual",
                     "DepthGreaterEqual", "Barycentrics", "Invalid"}

#: The allocator's reasons -> the rule they break.
_REASON_RULE = {
    "past the last register": "signature-fit",
    "past the last component": "signature-fit",
    "a component held twice": "signature-overlap",
    "a second interpolation mode in a register": "signature-interpolation",
    "a second data width in a register": "signature-data-width",
    "a system value in an index range": "signature-index-range",
    "an index range over a register holding a system value": "signature-index-range",
    "a tessellation factor indexed differently from its register": "signature-index-range",
}


class Audit:
    """Every packing rule's findings and counts for one container."""

    def __init__(self):
        self.findings: Dict[str, list] = {name: [] for name in RULE_NAMES}
        self.checked: Counter = Counter()

    def fail(self, name: str, sig: Signature, message: str, element: Optional[Element] = None,
             offset: Optional[int] = None) -> None:
        where = offset if offset is not None else (element.offset if element and element.offset is not None
                                                   else sig.offset)
        what = f"{sig.fourcc} {element.text()}: " if element is not None else f"{sig.fourcc}: "
        self.findings[name].append((FAIL, what + message, where))


def audit(ctx: Context) -> Audit:
    """The packing rules, run once per Context (Skip when the signatures
    cannot be read: no stage, or a DXIL module that does not decode)."""
    found = ctx.__dict__.get("_packing_audit")
    if found is None:
        found = Audit()
        for sig in signatures(ctx):
            check_signature(found, sig)
        ctx.__dict__["_packing_audit"] = found
    return found


def check_signature(a: Audit, sig: Signature) -> Audit:
    """Run every packing rule on one signature, adding to ``a``."""
    if sig.point is None or not sig.elements:
        return a  # signature-semantics reports a signature the stage cannot have
    _allocation(a, sig)
    _packing_kind(a, sig)
    _register_space(a, sig)
    _interpolation(a, sig)
    _index_ranges(a, sig)
    _clip_cull(a, sig)
    _semantic_indices(a, sig)
    _sgv_order(a, sig)
    return a


def _takes_registers(e: Element) -> bool:
    """Whether its signature point gives ``e`` registers."""
    return e.interpretation in KIND_FLAG or e.interpretation == "target"


def _packed(sig: Signature) -> List[Element]:
    """The elements that take registers at this signature point."""
    return [e for e in sig.elements if _takes_registers(e)]


def _allocation(a: Audit, sig: Signature) -> None:
    for e in sig.elements:
        if e.interpretation is None or e.interpretation in ("notinsig",):
            continue  # signature-semantics reports it
        a.checked["signature-allocation"] += 1
        if _takes_registers(e) and not e.placed:
            what = "an ordinary value" if e.kind == "Arbitrary" else f"SV_{e.kind}"
            a.fail("signature-allocation", sig, f"{what} takes registers at {sig.point}, but the element has none", e)
        elif e.interpretation == "notpacked" and e.placed:
            a.fail("signature-allocation", sig, f"SV_{e.kind} is not packed at {sig.point} (the driver places "
                   f"it): its register must be 0xFFFFFFFF, not {e.row}", e)
        elif e.interpretation == "shadow" and e.placed and sig.dxil:
            a.fail("signature-allocation", sig, f"SV_{e.kind} at {sig.point} is read through its own intrinsic in "
                   "DXIL: its element keeps no register", e)


def _packing_kind(a: Audit, sig: Signature) -> None:
    """The rules of the signature's packing kind: the input assembler's
    (every element its own registers, no interpolation), a patch
    constant's (no interpolation), a mesh shader's primitives (constant),
    and the pixel-shader output's (SV_Target n in register n, column x)."""
    name = "signature-packing-kind"
    kind = sig.packing
    if kind == "input_assembler":
        taken: Dict[int, Element] = {}
        for e in _packed(sig):
            a.checked[name] += 1
            if sig.dxil and e.interpolation:
                a.fail(name, sig, f"a vertex-shader input is not interpolated, but its mode is "
                       f"{_mode(e.interpolation)}", e)
            for r in e.registers:
                other = taken.get(r)
                if other is not None and other is not e:
                    a.fail(name, sig, f"shares register {r} with {other.text()}: the input assembler gives "
                           "each element registers of its own", e)
                    break
                taken[r] = e
    elif kind == "patch_constant" or sig.point == "MSPOut":
        want = 1 if sig.point == "MSPOut" else 0
        for e in sig.elements:
            a.checked[name] += 1
            if sig.dxil and e.interpolation != want:
                a.fail(name, sig, f"interpolation mode {_mode(e.interpolation)} where {sig.point} has "
                       f"{_mode(want)}", e)
    elif kind == "target":
        rows: Dict[int, Element] = {}
        for e in sig.elements:
            if e.interpretation != "target":
                continue
            a.checked[name] += 1
            if not e.placed:
                continue  # signature-allocation
            if e.col != 0:
                a.fail(name, sig, f"a render target starts at column 0 (x), not {e.col}", e)
            for register, index in zip(e.registers, e.indices):
                if register != index:
                    a.fail(name, sig, f"SV_Target{index} must be in register {index}, not {register}", e)
                elif index >= TARGETS:
                    a.fail(name, sig, f"SV_Target{index}: there are {TARGETS} render targets (0-7)", e)
                elif register in rows and rows[register] is not e:
                    a.fail(name, sig, f"register {register} already holds {rows[register].text()}", e)
                rows.setdefault(register, e)


def _mode(value: Optional[int]) -> str:
    if value is None:
        return "unknown"
    return INTERPOLATION_MODES[value] if 0 <= value < len(INTERPOLATION_MODES) else str(value)


def _register_space(a: Audit, sig: Signature) -> None:
    """Fit, overlap, one interpolation mode and data width per register,
    component order and index ranges, as DXC's validator checks them: each
    element against a register space holding the elements before it."""
    if sig.packing not in ("vertex", "patch_constant", "input_assembler", "target"):
        return
    spaces: Dict[int, Allocator] = {}
    for e in _packed(sig):
        if not e.placed:
            continue
        a.checked["signature-fit"] += 1
        stream = e.stream if sig.point == "GSOut" else 0
        space = spaces.setdefault(stream, Allocator())
        p = _as_packed(sig, e)
        row, col = e.registers.start, e.col or 0
        if row < 0 or e.registers.stop > REGISTERS or col + e.cols > 4:
            a.fail("signature-fit", sig, f"rows {row}-{e.registers.stop - 1}, columns {col}-{col + e.cols - 1}: "
                   f"outside the {REGISTERS} x 4 register space", e)
            continue
        why = space.conflict_at(p, row, col)
        for name in ("signature-overlap", "signature-component-order", "signature-index-range"):
            a.checked[name] += 1
        if e.interpolation is not None:
            a.checked["signature-interpolation"] += 1
        if sig.dxil:  # a DXBC signature says no data width: FXC packs 16-bit values as 32-bit ones
            a.checked["signature-data-width"] += 1
        if why is None:
            space.place(p, row, col)
            continue
        name = _REASON_RULE.get(why, "signature-component-order")
        a.fail(name, sig, why + _neighbours(sig, e), e)


def _neighbours(sig: Signature, e: Element) -> str:
    """`` (with X, Y)``: the elements before ``e`` sharing a register with it."""
    rows = set(e.registers)
    others = []
    for o in sig.elements:
        if o is e:
            break
        if o.stream == e.stream and rows & set(o.registers):
            others.append(o.text())
    return f" (with {', '.join(others)})" if others else ""


def _interpolation(a: Audit, sig: Signature) -> None:
    """Interpolation beyond one mode per register: integers are not
    interpolated linearly, and a pixel shader reads clip distances linearly."""
    if sig.packing != "vertex":
        return
    for e in _packed(sig):
        if e.interpolation is None:
            continue
        if e.component_type in INTEGER_COMPONENT_TYPES and e.interpolation >= 2:
            a.fail("signature-interpolation", sig, f"an integer value cannot be interpolated "
                   f"{_mode(e.interpolation)} (constant only)", e)
        if sig.point == "PSIn" and e.kind == "ClipDistance" and e.interpolation not in _CLIP_MODES:
            a.fail("signature-interpolation", sig, f"a clip distance is read with linear interpolation, "
                   f"not {_mode(e.interpolation)}", e)


def _index_ranges(a: Audit, sig: Signature) -> None:
    """A DXBC program's index ranges: two declared in one program (one
    hull-shader phase) do not overlap, none holds a system value, and one
    that reaches the tessellation factors holds nothing else (Direct3D 11
    lets one range cover edge and inside factors: FXC declares ``o0.x 4``
    over a triangle's)."""
    if not sig.index_ranges:
        return
    name = "signature-index-range"
    tess = {cell for e in sig.elements if e.interpretation == "tess" for cell in _cells(e.row, e.rows, e.mask)}
    seen: List = []
    for rng in sig.index_ranges:
        a.checked[name] += 1
        rows = set(range(rng.row, rng.row + rng.count))
        text = f"index range v{rng.row}-{rng.row + rng.count - 1}"
        for other in seen:
            if other.phase == rng.phase and rows & set(range(other.row, other.row + other.count)) \
                    and rng.mask & other.mask:
                a.fail(name, sig, f"{text} overlaps the range from v{other.row} (declare their union)",
                       offset=rng.offset)
        seen.append(rng)
        for e in sig.elements:
            if e.placed and e.row in rows and e.mask & rng.mask and e.interpretation in ("sv", "sgv", "clipcull"):
                a.fail(name, sig, f"{text} holds the system value {e.text()}", offset=rng.offset)
        cells = _cells(rng.row, rng.count, rng.mask)
        if cells & tess and not cells <= tess:
            a.fail(name, sig, f"{text} reaches tessellation factors and other components", offset=rng.offset)


def _cells(row: Optional[int], rows: int, mask: int) -> set:
    """The (register, component) pairs of a block (none when it has no place)."""
    if row is None:
        return set()
    return {(r, c) for r in range(row, row + rows) for c in range(4) if mask >> c & 1}


def _clip_cull(a: Audit, sig: Signature) -> None:
    """Clip and cull distances together: at most two registers and eight
    components per stream."""
    name = "signature-clip-cull"
    by_stream: Dict[int, List[Element]] = {}
    for e in sig.elements:
        if e.kind in ("ClipDistance", "CullDistance") and e.interpretation == "clipcull":
            by_stream.setdefault(e.stream, []).append(e)
    for stream, els in by_stream.items():
        a.checked[name] += len(els)
        registers = {r for e in els for r in e.registers}
        components = sum(e.rows * e.cols for e in els)
        where = f" in stream {stream}" if sig.point == "GSOut" else ""
        if len(registers) > CLIP_CULL_REGISTERS:
            a.fail(name, sig, f"clip and cull distances{where} take {len(registers)} registers "
                   f"({', '.join(f'v{r}' for r in sorted(registers))}); at most {CLIP_CULL_REGISTERS}", els[-1])
        if components > CLIP_CULL_COMPONENTS:
            a.fail(name, sig, f"clip and cull distances{where} have {components} components; at most "
                   f"{CLIP_CULL_COMPONENTS}", els[-1])


def _semantic_indices(a: Audit, sig: Signature) -> None:
    """Each semantic name and index once per stream, one index per row,
    rising within an element; system values at index 0 (a barycentric at 0
    or 1), one row each, and each at most once per stream."""
    name = "signature-semantic-indices"
    seen: Dict[tuple, Element] = {}
    kinds: Dict[Tuple[int, str], Element] = {}
    for e in sig.elements:
        if e.interpretation is None:
            continue
        a.checked[name] += 1
        if sig.dxil and len(e.indices) != e.rows and sig.point != "MSOut":
            # DXC gives a mesh shader's non-struct vertex output array (float4
            # v[3] : SV_Position) one row per vertex and an index per element.
            a.fail(name, sig, f"{e.rows} rows but {len(e.indices)} semantic indices", e)
        if any(b <= x for x, b in zip(e.indices, e.indices[1:])):
            a.fail(name, sig, f"semantic indices {e.indices} do not rise", e)
        for index in e.indices:
            key = (e.stream, e.name.upper(), index)
            if key in seen and seen[key] is not e:
                a.fail(name, sig, f"{e.name}{index} is already {seen[key].text()}", e)
            seen.setdefault(key, e)
        if e.kind in _MULTI_ROW_KINDS or e.interpretation == "arb":
            continue
        first = e.indices[0] if e.indices else 0
        if first > (1 if e.kind == "Barycentrics" else 0):
            a.fail(name, sig, f"SV_{e.kind} has semantic index {first}; a system value has index 0", e)
        if sig.dxil and e.rows > 1:
            a.fail(name, sig, f"SV_{e.kind} has {e.rows} rows; a system value has one", e)
        if sig.dxil and e.kind not in _REPEATABLE_KINDS:
            kind_key = (e.stream, e.kind)
            if kind_key in kinds:
                a.fail(name, sig, f"SV_{e.kind} appears twice (first {kinds[kind_key].text()})", e)
            kinds.setdefault(kind_key, e)


def _sgv_order(a: Audit, sig: Signature) -> None:
    """System-generated values packed after every other element, in
    declaration order: each where first fit puts it once the other elements
    hold their places, at or after the register of the one before it. FXC
    counts SV_SampleIndex among them and gives it a register after every
    other element's."""
    if sig.packing != "vertex":
        return
    name = "signature-sgv-order"
    kinds = ("sgv",) if sig.dxil else ("sgv", "shadow")
    sgvs = [e for e in sig.elements if e.interpretation in kinds and e.placed]
    for stream in sorted({e.stream for e in sgvs}):
        space, last = Allocator(), -1
        for e in sig.elements:
            if e.placed and e.stream == stream and e.interpretation in ("arb", "sv", "clipcull", "tess"):
                p = _as_packed(sig, e, typed=True)
                if space.conflict_at(p, e.registers.start, e.col or 0) is None:
                    space.place(p, e.registers.start, e.col or 0)
                last = max(last, e.registers[-1])
        cursor = 0
        for e in (x for x in sgvs if x.stream == stream):
            a.checked[name] += 1
            p = _as_packed(sig, e, typed=True)
            if not sig.dxil and e.kind == "SampleIndex":
                    cursor = max(cursor, last + 1)
            at = space.find(p, cursor, REGISTERS - cursor)
            row, col = e.registers.start, e.col or 0
            if at != (row, col):
                where = "nowhere" if at is None else f"v{at[0]}.{'xyzw'[at[1]]}"
                a.fail(name, sig, f"packed before the elements it must follow: first fit after them (from v{cursor}) "
                       f"is {where}", e)
            if space.conflict_at(p, row, col) is None:
                space.place(p, row, col)
            cursor = row


def _as_packed(sig: Signature, e: Element, typed: bool = False) -> PackElement:
    """``e`` as the allocator checks it: a render target as an ordinary value;
    in DXBC, an SGV as an SV (Direct3D 11 orders ordinary values before SV
    and SGV alike) and a tessellation factor as an ordinary value (Direct3D
    11 lets ordinary patch constants follow one in its register, FXC packs
    them so); with ``typed``, an unknown interpolation mode taken from the
    type, as a vertex output that names none gets it."""
    p = e.pack_element()
    if p.interpretation == "target" or (not sig.dxil and p.interpretation == "tess"):
        p.interpretation = "arb"
    elif not sig.dxil and p.interpretation in ("sgv", "shadow"):
        p.interpretation = "sv"
    if typed and p.interpolation is None:
        p.interpolation = type_interpolation(e.component_type)
    return p


def _verdict(ctx: Context, name: str, what: str):
    found = audit(ctx)
    if not found.checked[name] and not found.findings[name]:
        raise NotApplicable(f"no signature element {what}")
    return found.findings[name] or (PASS, f"{found.checked[name]} elements checked", None)


@rule("signature-allocation", "dxc")
def r_signature_allocation(ctx: Context):
    """Elements that take registers at their signature point have them, and
    those the driver places (SV_Depth, SV_Coverage and the other
    not-packed outputs; in DXIL also a geometry shader's SV_PrimitiveID and
    SV_SampleIndex, read through intrinsics) have none (register 0xFFFFFFFF)."""
    return _verdict(ctx, "signature-allocation", "to check")


@rule("signature-packing-kind", "dxc")
def r_signature_packing_kind(ctx: Context):
    """Each signature follows its packing kind: a vertex shader's inputs
    (the input assembler's) each have registers of their own and no
    interpolation; patch constants have no interpolation, a mesh shader's
    primitive outputs constant; a pixel shader's SV_Target n is in register
    n from column x, n below 8."""
    return _verdict(ctx, "signature-packing-kind", "with a packing kind of its own")


@rule("signature-fit", "dxc")
def r_signature_fit(ctx: Context):
    """Every element lies inside the 32 x 4 register space."""
    return _verdict(ctx, "signature-fit", "with registers")


@rule("signature-overlap", "dxc")
def r_signature_overlap(ctx: Context):
    """No register component holds two elements (a geometry shader's
    streams each have their own register space)."""
    return _verdict(ctx, "signature-overlap", "with registers")


@rule("signature-interpolation", "dxc")
def r_signature_interpolation(ctx: Context):
    """The four components of a register share one interpolation mode;
    integers are not interpolated linearly; a pixel shader reads clip
    distances with linear interpolation."""
    return _verdict(ctx, "signature-interpolation", "with registers and a known interpolation mode")


@rule("signature-data-width", "dxc")
def r_signature_data_width(ctx: Context):
    """The components of a register share one data width (16-bit values
    packed apart from 32-bit ones when the module uses native 16-bit types)."""
    return _verdict(ctx, "signature-data-width", "with registers and a data width (DXIL)")


@rule("signature-component-order", "dxc")
def r_signature_component_order(ctx: Context):
    """In a register, reading x to w: ordinary values, then system values
    (clip/cull distances and tessellation factors among them), then
    system-generated values (SV_PrimitiveID, SV_IsFrontFace)."""
    return _verdict(ctx, "signature-component-order", "with registers")


@rule("signature-index-range", "dxc")
def r_signature_index_range(ctx: Context):
    """A register holding a system value is not inside an index range (an
    array), tessellation factors apart; an index range that overlaps the
    tessellation factors lies inside them; a DXBC program's index ranges do
    not overlap."""
    return _verdict(ctx, "signature-index-range", "with registers")


@rule("signature-clip-cull", "dxc")
def r_signature_clip_cull(ctx: Context):
    """SV_ClipDistance and SV_CullDistance together take at most two
    registers and eight components (per stream)."""
    return _verdict(ctx, "signature-clip-cull", "is a clip or cull distance")


@rule("signature-sgv-order", "dxc")
def r_signature_sgv_order(ctx: Context):
    """System-generated values (SV_PrimitiveID, SV_IsFrontFace; in DXBC also
    SV_SampleIndex) are packed after every other element, in declaration
    order: each sits where first fit puts it once the others hold their
    places, at or after the register of the one before it (FXC gives
    SV_SampleIndex a register after all the others')."""
    return _verdict(ctx, "signature-sgv-order", "is a system-generated value")


@rule("signature-semantic-indices", "dxc")
def r_signature_semantic_indices(ctx: Context):
    """Semantic indices as the specification assigns them: each name and
    index once per stream, one index per row, rising within an element (a
    struct array's fields numbered in turn); a system value at index 0, one
    row, at most once per stream."""
    return _verdict(ctx, "signature-semantic-indices", "to check")

