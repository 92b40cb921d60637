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

from ..bitcode.module import MDNode, MDString, MDValue, Module
from ..errors import ParseError

#: The line DXC prints when a subobject did not load.
LOAD_ERROR = "; error occurred while loading Subobjects from RDAT."

#: DXIL::SubobjectKind names, by number.
SUBOBJECT_KINDS = {0: "StateObjectConfig", 1: "GlobalRootSignature", 2: "LocalRootSignature",
                   8: "SubobjectToExportsAssociation", 9: "RaytracingShaderConfig",
                   10: "RaytracingPipelineConfig", 11: "HitGroup", 12: "RaytracingPipelineConfig1"}
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


#: The flags DXC accepts in a subobject of the module's metadata (ValidMask).
_STATE_OBJECT_VALID, _PIPELINE_VALID = 0x7, 0x700


def metadata_subobjects(module: Module) -> List[str]:
    """DXC's ``; Subobjects:`` block of a library's ``dx.subobjects``
    metadata, each node ``!{!"name", i32 kind, fields...}`` read as DXC's
    metadata helper reads it; ParseError where DXC would refuse the module
    (a field missing or of another form, flags it does not know, a name
    given twice, root signature bytes not whole words)."""
    reader = _MetadataFields(module)
    lines, seen = [], set()
    for ref in module.named_metadata.get("dx.subobjects", ()):
        fields = reader.node(ref)
        name, kind = reader.string(fields, 0), reader.uint32(fields, 1)
        if kind not in SUBOBJECT_KINDS:
            raise ParseError(f"dx.subobjects: subobject {name!r} of kind {kind}, which DXC does not know")
        if kind == 0:
            text = flags_text(reader.flags(fields, 2, _STATE_OBJECT_VALID), STATE_OBJECT_FLAGS, "")
        elif kind in (1, 2):
            size = reader.bytes_size(reader.node(fields[2] if len(fields) > 2 else None))
            signature = reader.string(fields, 3)
            text = f"<{size} bytes>" + (f', "{signature}"' if signature else "")
        elif kind == 8:
            exports = reader.node(fields[3] if len(fields) > 3 else None)
            names = ", ".join(f'"{reader.string(exports, i)}"' for i in range(len(exports)))
            text = f'"{reader.string(fields, 2)}", {{ {names} }} '
        elif kind == 9:
            text = (f"MaxPayloadSizeInBytes = {reader.uint32(fields, 2)}, "
                    f"MaxAttributeSizeInBytes = {reader.uint32(fields, 3)}")
        elif kind == 10:
            text = f"MaxTraceRecursionDepth = {reader.uint32(fields, 2)}"
        elif kind == 11:
            kind_name = HIT_GROUP_TYPES.get(reader.uint32(fields, 2), "<invalid HitGroupType>")
            intersection, any_hit, closest_hit = (reader.string(fields, i) for i in (3, 4, 5))
            text = (f'HitGroupType = {kind_name}, Anyhit = "{any_hit}", Closesthit = "{closest_hit}", '
                    f'Intersection = "{intersection}"')
        else:
            depth = reader.uint32(fields, 2)
            flags = flags_text(reader.flags(fields, 3, _PIPELINE_VALID), PIPELINE_FLAGS, "")
            text = f"MaxTraceRecursionDepth = {depth}, Flags = {flags}"
        if name in seen:
            raise ParseError(f"dx.subobjects: subobject {name!r} given twice")
        seen.add(name)
        lines.append(f";  {SUBOBJECT_KINDS[kind]} {name} = {{ {text} }};")
    return _block(lines)


class _MetadataFields:
    """The operands of ``dx.subobjects`` nodes as DXC takes them, each
    refused as DXC refuses it."""

    def __init__(self, module: Module):
        self.m = module

    def node(self, ref: Optional[int]) -> Tuple[Optional[int], ...]:
        item = self.m.metadata[ref] if ref is not None and 0 <= ref < len(self.m.metadata) else None
        if not isinstance(item, MDNode):
            raise ParseError(f"dx.subobjects: metadata {ref} is not a node")
        return item.ops

    def _field(self, fields: Tuple[Optional[int], ...], i: int):
        if i >= len(fields):
            raise ParseError(f"dx.subobjects: a subobject of {len(fields)} fields, without field {i}")
        ref = fields[i]
        return self.m.metadata[ref] if ref is not None else None

    def string(self, fields: Tuple[Optional[int], ...], i: int) -> str:
        item = self._field(fields, i)
        if not isinstance(item, MDString):
            raise ParseError(f"dx.subobjects: field {i} is not a string")
        return item.data.decode("latin-1")

    def uint32(self, fields: Tuple[Optional[int], ...], i: int) -> int:
        item = self._field(fields, i)
        value = self.m.values[item.value] if isinstance(item, MDValue) else None
        if value is None or value.kind != "integer":
            raise ParseError(f"dx.subobjects: field {i} is not an integer constant")
        return value.value & 0xFFFFFFFF

    def flags(self, fields: Tuple[Optional[int], ...], i: int, valid: int) -> int:
        value = self.uint32(fields, i)
        if value & ~valid:
            raise ParseError(f"dx.subobjects: flags {value:#x}, beyond those DXC knows ({valid:#x})")
        return value

    def bytes_size(self, wrapper: Tuple[Optional[int], ...]) -> int:
        """The size of the i8 array a root signature's one-operand node holds."""
        item = self._field(wrapper, 0) if len(wrapper) == 1 else None
        value = self.m.values[item.value] if isinstance(item, MDValue) else None
        array = self.m.type(value.type) if value is not None and value.kind in ("string", "cstring", "data",
                                                                                "aggregate") else None
        element = self.m.type(array.elements[0]) if array is not None and array.kind == "array" else None
        if element is None or element.kind != "integer" or element.width != 8 or array.count % 4:
            raise ParseError("dx.subobjects: a root signature that is not an array of whole words of i8")
        return array.count
