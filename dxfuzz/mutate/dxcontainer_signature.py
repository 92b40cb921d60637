"""Mutations of signatures that break the packing and linking rules: elements
overlapping, a register of two interpolation modes, a system value left of
an ordinary value, clip/cull distances past eight components, and more.

Each edits fields of element records in place (or one declaration token,
or one PSV0 byte), found by the parts' documented layout: every size and
offset stays right, so a reader (a driver's pipeline creation, a
translator's varying linker) meets the one defect.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import List, Optional

from . import mutation
from .parts import _pick, body_of, parts_of, put32, replace_body, u32
from .versioned import psv0_size_field, psv0_tree, shader_kind
from ..write.dxcontainer_signature import ELEMENT_SIZES

#: Element record size of each signature fourcc, by the fourcc's bytes.
RECORD_SIZES = {fourcc.encode(): size for fourcc, size in ELEMENT_SIZES.items()}
UNPLACED = 0xFFFFFFFF
#: D3D_NAME values: clip and cull distances, a render target.
CLIP, CULL, TARGET = 2, 3, 64
#: Registers outside the 32 x 4 register space, and masks past its 4 components.
FAR_REGISTERS = (32, 33, 64, 0x7FFFFFFF, 0xFFFFFFFE)
FAR_MASKS = (0x10, 0xF0, 0xFF, 0x1F)
#: Component types (D3D_REGISTER_COMPONENT_TYPE) and minimum precisions to swap in.
COMPONENT_TYPES = (0, 1, 2, 3, 4, 5, 6, 9)
MIN_PRECISIONS = (0, 1, 2, 4, 5)
#: DXBC pixel-shader input declarations (dcl_input_ps, _sgv, _siv) and custom data.
_PS_INPUT_OPCODES = (98, 99, 100)
_CUSTOM_DATA = 35


@dataclass
class Record:
    """One element record: where it is in the part's data and its fields."""
    at: int
    fields: int  #: offset of the name field (after the stream of 28/32-byte records)
    name: bytes
    index: int
    system_value: int
    register: int
    mask: int
    stream: int
    size: int

    def field(self, name: str) -> int:
        """Offset in the part's data of a field of this record."""
        return self.at + self.fields + {"name": 0, "index": 4, "system_value": 8, "component_type": 12,
                                        "register": 16, "mask": 20, "min_precision": 24}[name]

    @property
    def is_system_value(self) -> bool:
        return self.system_value != 0 or self.name.upper().startswith(b"SV_")


def records(body: bytes, fourcc: bytes) -> List[Record]:
    """The element records of a signature part's data (those inside it)."""
    size = RECORD_SIZES[fourcc]
    if len(body) < 8:
        return []
    count, first = u32(body, 0), u32(body, 4)
    out = []
    fields = 4 if size >= 28 else 0
    for i in range(min(count, (len(body) - first) // size if first < len(body) else 0, 4096)):
        at = first + i * size
        name_at = u32(body, at + fields)
        end = body.find(b"\0", name_at) if name_at < len(body) else -1
        out.append(Record(at, fields, body[name_at:end] if end >= 0 else b"", u32(body, at + fields + 4),
                          u32(body, at + fields + 8), u32(body, at + fields + 16), body[at + fields + 20],
                          u32(body, at) if fields else 0, size))
    return out


def _signature(data, rnd, test=lambda rs: bool(rs), fourccs=tuple(RECORD_SIZES)):
    """``(part, body, records)`` of a signature part whose records pass
    ``test``, or None."""
    candidates = parts_of(data, *(f.decode() for f in fourccs))
    while candidates:
        p = candidates.pop(rnd.randrange(len(candidates)))
        body = body_of(data, p)
        rs = records(body, p.fourcc)
        if test(rs):
            return p, body, rs
    return None


def _placed(rs: List[Record]) -> List[Record]:
    return [r for r in rs if r.register != UNPLACED]


def _edit(data, p, body, *changes) -> Optional[bytes]:
    """``data`` with fields of part ``p`` changed: ``(offset, value, width)``."""
    new = bytearray(body)
    for at, value, width in changes:
        if at + width > len(new):
            return None
        new[at:at + width] = (value & (1 << 8 * width) - 1).to_bytes(width, "little")
    return None if bytes(new) == body else replace_body(data, p, bytes(new))


@mutation("signature")
def signature_overlap(data, rnd):
    """An element moved onto another's register and components (the same
    stream): two elements hold one component."""
    found = _signature(data, rnd, lambda rs: len(_placed(rs)) >= 2)
    if found is None:
        return None
    p, body, rs = found
    a = _pick(rnd, _placed(rs))
    others = [r for r in _placed(rs) if r is not a and r.stream == a.stream and r.mask & 0xF]
    b = _pick(rnd, others)
    if b is None:
        return None
    mask = b.mask if rnd.random() < 0.5 else (b.mask & -b.mask)
    return _edit(data, p, body, (a.field("register"), b.register, 4), (a.field("mask"), mask, 1))


@mutation("signature")
def signature_component_order(data, rnd):
    """A system value moved into an ordinary element's register, at the
    component left of it (the ordinary value pushed one component right):
    a system value left of an ordinary value."""
    def usable(rs):
        return any(r.is_system_value for r in rs) and any(_ordinary_left(r) for r in rs)
    found = _signature(data, rnd, usable)
    if found is None:
        return None
    p, body, rs = found
    sv = _pick(rnd, [r for r in rs if r.is_system_value])
    a = _pick(rnd, [r for r in rs if _ordinary_left(r) and r is not sv])
    if a is None:
        return None
    low = (a.mask & -a.mask).bit_length() - 1
    rest = a.mask & ~(1 << low) & 0xF
    return _edit(data, p, body, (sv.field("register"), a.register, 4), (sv.field("mask"), 1 << low, 1),
                 (a.field("mask"), rest or 1 << (low + 1), 1))


def _ordinary_left(r: Record) -> bool:
    """A placed ordinary element whose first component is left of w."""
    return not r.is_system_value and r.register != UNPLACED and 0 < (r.mask & -r.mask) < 8


@mutation("signature")
def signature_clip_cull(data, rnd):
    """Every element of three registers made a clip or cull distance (the
    system value field): clip and cull distances over two registers and
    eight components."""
    fourccs = _clip_cull_signatures(data)
    found = _signature(data, rnd, lambda rs: len({(r.stream, r.register) for r in _placed(rs)}) >= 3, fourccs)
    if found is None:
        return None
    p, body, rs = found
    stream = _pick(rnd, sorted({r.stream for r in _placed(rs)}))
    registers = sorted({r.register for r in _placed(rs) if r.stream == stream})
    if len(registers) < 3:
        return None
    chosen = set(rnd.sample(registers, 3))
    value = _pick(rnd, (CLIP, CULL))
    return _edit(data, p, body, *[(r.field("system_value"), value, 4) for r in rs
                                  if r.register in chosen and r.stream == stream])


def _clip_cull_signatures(data) -> tuple:
    """The signatures of ``data`` in which clip and cull distances are system
    values: a pixel shader's inputs, the other stages' vertex outputs (and a
    hull, domain or geometry shader's vertex inputs), by the program's kind."""
    kind = shader_kind(data)
    if kind < 0:
        program = parts_of(data, "SHEX", "SHDR")
        kind = u32(body_of(data, program[0]), 0) >> 16 if program and program[0].size >= 4 else -1
    return {0: (b"ISGN", b"ISG1"), 1: (b"OSGN", b"OSG1"), 2: (b"ISGN", b"ISG1", b"OSGN", b"OSG5", b"OSG1"),
            3: (b"ISGN", b"ISG1", b"OSGN", b"OSG1"), 4: (b"ISGN", b"ISG1", b"OSGN", b"OSG1"),
            13: (b"OSG1",)}.get(kind, ())


@mutation("signature")
def signature_target_register(data, rnd):
    """A pixel shader's SV_Target output in a register that is not its
    semantic index, or given index 8 and up (there are 8 render targets)."""
    def targets(rs):
        return [r for r in rs if r.system_value == TARGET or r.name.upper() == b"SV_TARGET"]
    found = _signature(data, rnd, lambda rs: bool(targets(rs)), (b"OSGN", b"OSG1"))
    if found is None:
        return None
    p, body, rs = found
    t = _pick(rnd, targets(rs))
    if rnd.random() < 0.5:
        return _edit(data, p, body, (t.field("register"), _pick(rnd, [t.index + 1, t.index + 7, 8, 31]), 4))
    return _edit(data, p, body, (t.field("index"), _pick(rnd, [8, 9, 31, t.register + 1]), 4))


@mutation("signature")
def signature_register_fit(data, rnd):
    """An element's register past the 32 registers, its mask past the 4
    components, a register given to an element the driver places (SV_Depth,
    SV_Coverage) or taken from an ordinary element (0xFFFFFFFF)."""
    found = _signature(data, rnd)
    if found is None:
        return None
    p, body, rs = found
    r = _pick(rnd, rs)
    choice = rnd.randrange(3)
    if choice == 0:
        return _edit(data, p, body, (r.field("register"), _pick(rnd, FAR_REGISTERS), 4))
    if choice == 1:
        return _edit(data, p, body, (r.field("mask"), _pick(rnd, FAR_MASKS), 1))
    return _edit(data, p, body, (r.field("register"), 0 if r.register == UNPLACED else UNPLACED, 4))


@mutation("signature")
def signature_semantic_index(data, rnd):
    """An element given another's semantic name and index (its name offset
    pointed at the other's name): one semantic twice in a signature."""
    found = _signature(data, rnd, lambda rs: len(rs) >= 2)
    if found is None:
        return None
    p, body, rs = found
    a, b = rnd.sample(rs, 2)
    changes = [(a.field("name"), u32(body, b.field("name")), 4), (a.field("index"), b.index, 4)]
    if a.fields:  # the same stream too
        changes.append((a.at, b.stream, 4))
    return _edit(data, p, body, *changes)


@mutation("signature")
def signature_link_field(data, rnd):
    """One field of an element that the stage beside it must agree with:
    its register one up or down, its component type, its mask one component
    narrower or wider, its minimum precision or its semantic index. The
    file stays consistent in itself; linked with the stage before or after
    it, it no longer matches."""
    found = _signature(data, rnd, lambda rs: bool(_placed(rs)))
    if found is None:
        return None
    p, body, rs = found
    r = _pick(rnd, _placed(rs))
    what = _pick(rnd, ["register", "component_type", "mask", "index"] + (["min_precision"] if r.size == 32 else []))
    if what == "register":
        return _edit(data, p, body, (r.field("register"), _pick(rnd, [r.register + 1, r.register - 1]
                                                               if r.register else [1, 2]), 4))
    if what == "component_type":
        current = u32(body, r.field("component_type"))
        return _edit(data, p, body, (r.field("component_type"), _pick(rnd, [t for t in COMPONENT_TYPES
                                                                            if t != current]), 4))
    if what == "mask":
        low = r.mask & -r.mask
        choices = {r.mask & ~low or low << 1 & 0xF or 1, r.mask | (r.mask << 1 & 0xF) | (r.mask >> 1)} - {r.mask}
        return _edit(data, p, body, (r.field("mask"), _pick(rnd, sorted(choices)), 1))
    if what == "min_precision":
        current = u32(body, r.field("min_precision"))
        return _edit(data, p, body, (r.field("min_precision"), _pick(rnd, [m for m in MIN_PRECISIONS
                                                                           if m != current]), 4))
    return _edit(data, p, body, (r.field("index"), r.index + _pick(rnd, [1, 2, 8]), 4))


@mutation("signature", decodes=True)
def signature_interpolation(data, rnd):
    """A pixel-shader input read with another interpolation mode than the
    rest of its register: the mode of a DXBC program's ``dcl_input_ps`` of a
    register declared more than once changed in place, or the mode byte of
    a PSV0 input element sharing a register (DXIL)."""
    programs = parts_of(data, "SHEX", "SHDR")
    if programs and rnd.random() < 0.8 or not parts_of(data, "PSV0"):
        return _dcl_input_ps_mode(data, rnd, programs)
    return _psv0_mode(data, rnd)


def _dcl_input_ps_mode(data, rnd, programs) -> Optional[bytes]:
    p = _pick(rnd, programs)
    if p is None:
        return None
    body = body_of(data, p)
    if len(body) < 8 or (u32(body, 0) >> 16) & 0xFFFF != 0:  # a pixel shader's program
        return None
    found: List[tuple] = []
    pos, end = 8, min(len(body), 4 * u32(body, 4))
    while pos + 4 <= end and len(found) < 1024:
        token = u32(body, pos)
        opcode = token & 0x7FF
        length = u32(body, pos + 4) if opcode == _CUSTOM_DATA and pos + 8 <= end else (token >> 24) & 0x7F
        if length == 0:
            break
        if opcode in _PS_INPUT_OPCODES and pos + 12 <= end:
            found.append((pos, u32(body, pos + 8)))
        pos += 4 * length
    shared = [f for f in found if sum(g[1] == f[1] for g in found) > 1]
    if not shared:
        return None
    pos, _ = _pick(rnd, shared)
    token = u32(body, pos)
    mode = (token >> 11) & 15
    new = (token & ~(15 << 11)) | _pick(rnd, [m for m in range(1, 8) if m != mode]) << 11
    return replace_body(data, p, put32(body, pos, new))


def _psv0_mode(data, rnd) -> Optional[bytes]:
    p = _pick(rnd, parts_of(data, "PSV0"))
    if p is None or len(p.path) != 1:
        return None
    body = body_of(data, p)
    tree = psv0_tree(body, shader_kind(data))
    inputs = (tree or {}).get("input_elements") or []
    at = psv0_size_field(tree, "len_signature_element") if tree else None
    stride = tree.get("len_signature_element") if tree else None
    if not inputs or at is None or not isinstance(stride, int) or stride < 14:
        return None
    rows = [set(range(e.get("start_row") or 0, (e.get("start_row") or 0) + (e.get("rows") or 1)))
            if e.get("allocated", True) else set() for e in inputs]
    shared = [i for i in range(len(inputs)) if any(rows[i] & rows[j] for j in range(len(inputs)) if j != i)]
    if not shared:
        return None
    i = _pick(rnd, shared)
    byte = at + 4 + i * stride + 13  # InterpolationMode, after name, indices, rows, start, cols, kind, type
    if byte >= len(body):
        return None
    new = bytearray(body)
    new[byte] = _pick(rnd, [m for m in range(1, 8) if m != body[byte]])
    return replace_body(data, p, bytes(new))

