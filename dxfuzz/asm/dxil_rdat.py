"""The subobjects of a DXIL library's RDAT part as DXC's disassembler prints them
(``; Subobjects:``, after the ViewId state): each state object subobject, in the table's order.

DXC loads them from the RDAT part's subobject table and prints each as
``;  Kind name = { ... };``: a state object config's flags, a root
signature's size (``<96 bytes>``: RDAT keeps no text), an association's
subobject and exports, a shader config's payload and attribute sizes, a
pipeline config's recursion depth (and flags), a hit group's type and
shaders. A subobject DXC cannot load (an empty or repeated name, a root
signature whose bytes are out of range) is left out, and DXC says so in a
line before the block (:data:`LOAD_ERROR`); a kind it does not know is
left out without a word.

When the RDAT part has no subobject table, DXC prints a library's own
subobjects, from its ``dx.subobjects`` metadata (:func:`metadata_subobjects`;
DXC strips it from the containers it writes since it keeps them in RDAT):
the same block, a root signature with its text when there is one.
"""
from __future__ import annotations

from typing import Dict, List, Optional, Tuple

from ..bitcode.dxil_metadata import SUBOBJECT_KINDS, read_subobjects
from ..bitcode.module import Module

#: The line DXC prints when a subobject did not load.
LOAD_ERROR = "; error occurred while loading Subobjects from RDAT."

#: DXIL::StateObjectFlags and DXIL::RaytracingPipelineFlags, by bit.
STATE_OBJECT_FLAGS = {1: "STATE_OBJECT_FLAG_ALLOW_LOCAL_DEPENDENCIES_ON_EXTERNAL_DEFINITIONS",
                      2: "STATE_OBJECT_FLAG_ALLOW_EXTERNAL_DEPENDENCIES_ON_LOCAL_DEFINITIONS",
                      4: "STATE_OBJECT_FLAG_ALLOW_STATE_OBJECT_ADDITIONS"}
PIPELINE_FLAGS = {0x100: "RAYTRACING_PIPELINE_FLAG_SKIP_TRIANGLES",
                  0x200: "RAYTRACING_PIPELINE_FLAG_SKIP_PROCEDURAL_PRIMITIVES",
                  0x400: "RAYTRACING_PIPELINE_FLAG_ALLOW_OPACITY_MICROMAPS"}
HIT_GROUP_TYPES = {0: "Triangle", 1: "ProceduralPrimitive"}


def flags_text(value: int, names: Dict[int, str], invalid: str) -> str:
    """Flags as DXC prints them: ``0``, or each bit set from the lowest up,
    joined by `` | `` (a bit without a name as ``invalid``)."""
    if not value:
        return "0"
    out = []
    while value:
        bit = value & -value
        value ^= bit
        out.append(names.get(bit, invalid))
    return " | ".join(out)


def _string_at(strings: bytes, offset: int) -> Optional[str]:
    if not 0 <= offset < len(strings):
        return None
    end = strings.find(b"\0", offset)
    return strings[offset:end if end >= 0 else len(strings)].decode("latin-1")


def _body_text(kind: int, body, strings: bytes) -> Optional[str]:
    """What DXC prints between the braces; None when DXC would not load it."""
    if kind == 0:
        return flags_text(body.flags, STATE_OBJECT_FLAGS, "<invalid StateObjectFlag>")
    if kind in (1, 2):
        data = body.data
        if not data.in_range:
            return None
        return f"<{data.len_bytes} bytes>"
    if kind == 8:
        exports = body.exports.values or []
        names = ", ".join(f'"{_string_at(strings, v) or ""}"' for v in exports)
        return f'"{body.subobject.value or ""}", {{ {names} }} '
    if kind == 9:
        return f"MaxPayloadSizeInBytes = {body.max_len_payload}, MaxAttributeSizeInBytes = {body.max_len_attributes}"
    if kind == 10:
        return f"MaxTraceRecursionDepth = {body.max_trace_recursion_depth}"
    if kind == 11:
        kind_name = HIT_GROUP_TYPES.get(int(body.type), "<invalid HitGroupType>")
        return (f'HitGroupType = {kind_name}, Anyhit = "{body.any_hit.value or ""}", '
                f'Closesthit = "{body.closest_hit.value or ""}", Intersection = "{body.intersection.value or ""}"')
    if kind == 12:
        flags = flags_text(body.flags, PIPELINE_FLAGS, "<invalid RaytracingPipelineFlags>")
        return f"MaxTraceRecursionDepth = {body.max_trace_recursion_depth}, Flags = {flags}"
    return None


def subobject_table(rdat):
    """The subobject table of a decoded RDAT part, or None."""
    for entry in rdat.part_table or []:
        part = entry.part
        if getattr(part.part_type, "name", None) == "subobject_table":
            return part.body
    return None


def subobjects(rdat) -> Tuple[List[str], bool]:
    """``(lines, error)``: DXC's ``; Subobjects:`` block of a decoded RDAT
    part (no lines when it has no subobject, or no subobject table), and
    whether a subobject did not load (DXC then prints :data:`LOAD_ERROR`
    before the block)."""
    table = subobject_table(rdat)
    if table is None:
        return [], False
    strings = bytes(rdat.string_buffer.data) if rdat.has_string_buffer else b""
    lines, error, seen = [], False, set()
    for record in table.records or []:
        kind = int(record.kind) if record.kind is not None else -1
        if kind not in SUBOBJECT_KINDS or record.body is None:
            continue
        name = record.name.value if record.name is not None else None
        text = _body_text(kind, record.body, strings)
        if not name or name in seen or text is None:
            error = True
            continue
        seen.add(name)
        lines.append(f";  {SUBOBJECT_KINDS[kind]} {name} = {{ {text} }};")
    return _block(lines), error


def _block(lines: List[str]) -> List[str]:
    return [";", "; Subobjects:", ";"] + lines + [";"] if lines else []


def metadata_subobjects(module: Module) -> List[str]:
    """DXC's ``; Subobjects:`` block of a library's ``dx.subobjects``
    metadata (:func:`dxfuzz.bitcode.dxil_metadata.read_subobjects`, which
    raises ParseError where DXC would refuse the module)."""
    lines = []
    for r in read_subobjects(module) or ():
        kind = r["kind"]
        if kind == 0:
            text = flags_text(r["flags"], STATE_OBJECT_FLAGS, "")
        elif kind in (1, 2):
            text = f"<{r['size']} bytes>" + (f', "{r["text"]}"' if r["text"] else "")
        elif kind == 8:
            names = ", ".join(f'"{e}"' for e in r["exports"])
            text = f'"{r["subobject"]}", {{ {names} }} '
        elif kind == 9:
            text = f"MaxPayloadSizeInBytes = {r['max_payload']}, MaxAttributeSizeInBytes = {r['max_attributes']}"
        elif kind == 10:
            text = f"MaxTraceRecursionDepth = {r['max_trace_recursion_depth']}"
        elif kind == 11:
            kind_name = HIT_GROUP_TYPES.get(r["hit_group_type"], "<invalid HitGroupType>")
            text = (f'HitGroupType = {kind_name}, Anyhit = "{r["any_hit"]}", Closesthit = "{r["closest_hit"]}", '
                    f'Intersection = "{r["intersection"]}"')
        else:
            flags = flags_text(r["flags"], PIPELINE_FLAGS, "")
            text = f"MaxTraceRecursionDepth = {r['max_trace_recursion_depth']}, Flags = {flags}"
        lines.append(f";  {SUBOBJECT_KINDS[kind]} {r['name']} = {{ {text} }};")
    return _block(lines)
