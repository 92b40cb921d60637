"""RDEF against the listing: the "Buffer Definitions" (cbuffer layouts) and
the "Resource Bindings" tables."""
from __future__ import annotations

import re
import struct

from ..listing import array_size, enum_name, mark_read as _read
from .sections import _body, parse_table


_BLOCK = re.compile(r"^ (cbuffer|tbuffer|interfaces|Resource bind info for) (\S+)$")
#: An offset or size: a number, or N/A (an interface pointer the shader does not use).
_NUMBER = r"(?:\d+|N/A)"
_VAR = re.compile(r"^\s+(?P<type>\S.*?)\s+(?P<name>[^\s\[;]+)(?P<dims>(?:\[\d+\])*);\s*"
                  rf"// Offset:\s*(?P<offset>{_NUMBER})(?:\s+Size:\s*(?P<size>{_NUMBER}))?"
                  r"(?P<unused>\s*\[unused\])?\s*$")
_STRUCT = re.compile(r"^\s+struct(?:\s+(?P<name>\S.*?))?\s*$")
_CLOSE = re.compile(r"^\s+\}\s*(?P<name>[^\s\[;]+)(?P<dims>(?:\[\d+\])*);\s*"
                    rf"// Offset:\s*(?P<offset>{_NUMBER})(?:\s+Size:\s*(?P<size>{_NUMBER}))?"
                    r"(?P<unused>\s*\[unused\])?\s*$")
_HEX = re.compile(r"^\s+(?:=\s+)?((?:0x[0-9a-fA-F]{8}\s*)+)$")


def parse_buffer_definitions(lines):
    """``[{kind, name, variables}]`` from a "Buffer Definitions" section.
    A variable is ``{type, name, elements, offset, size, unused, default,
    members}`` (``members`` for structs, ``size`` only at the top level)."""
    blocks, i, n = [], 0, len(lines)
    while i < n:
        text = _body(lines[i])
        m = _BLOCK.match(text)
        i += 1
        if not m:
            continue
        _read(lines[i - 1])
        block = {"kind": m.group(1), "name": m.group(2), "variables": []}
        blocks.append(block)
        if i < n and _body(lines[i]).strip() == "{":
            _read(lines[i])
            i += 1
        i = _parse_vars(lines, i, block["variables"], top=True)
    return blocks


def _hex_words(lines, i):
    """A default value printed as hex words over one or more lines after a
    variable (``= 0x3f1eca58 0x3f2f0447 ...``): ``(words or None, next line)``."""
    words = []
    while i < len(lines):
        h = _HEX.match(_body(lines[i]))
        if not h:
            break
        _read(lines[i])
        words += [int(x, 16) for x in h.group(1).split()]
        i += 1
    return words or None, i


def _number(text):
    """A listed offset or size (N/A for an interface pointer the shader does not use)."""
    return text if text == "N/A" else int(text)


def _parse_vars(lines, i, out, top):
    n = len(lines)
    while i < n:
        text = _body(lines[i])
        stripped = text.strip()
        if stripped == "}" or _BLOCK.match(text):
            if stripped == "}":
                _read(lines[i])
                return i + 1
            return i
        m = _STRUCT.match(text)
        if m:
            _read(lines[i])
            var = {"type": "struct " + (m.group("name") or "").strip(), "members": []}
            i += 1
            if i < n and _body(lines[i]).strip() == "{":
                _read(lines[i])
                i += 1
            i = _parse_vars(lines, i, var["members"], top=False)
            # _parse_vars stops on the closing line (returned unconsumed).
            if i < n:
                c = _CLOSE.match(_body(lines[i]))
                if c:
                    _read(lines[i])
                    var.update(name=c.group("name"), elements=array_size(c.group("dims")),
                               offset=_number(c.group("offset")),
                               size=_number(c.group("size")) if c.group("size") else None,
                               unused=bool(c.group("unused")), default=None)
                    i += 1
                    var["default"], i = _hex_words(lines, i)
            out.append(var)
            continue
        if _CLOSE.match(text):
            return i
        m = _VAR.match(text)
        if m:
            _read(lines[i])
            var = {"type": m.group("type"), "name": m.group("name"), "elements": array_size(m.group("dims")),
                   "offset": _number(m.group("offset")),
                   "size": _number(m.group("size")) if m.group("size") else None,
                   "unused": bool(m.group("unused")), "default": None, "members": None}
            var["default"], i = _hex_words(lines, i + 1)
            out.append(var)
            continue
        i += 1
    return i


_BASE_NAMES = {
    "bool": "bool", "int": "int", "float": "float", "uint": "uint", "uint8": "uint8",
    "double": "double", "min8float": "min8float", "min10float": "min10float",
    "min16float": "min16float", "min12int": "min12int", "min16int": "min16int",
    "min16uint": "min16uint", "int16": "int16_t", "uint16": "uint16_t", "float16": "float16_t",
    "int64": "int64_t", "uint64": "uint64_t", "void": "void",
}


def type_text(t) -> str:
    """How FXC's listing spells a decoded RDEF type."""
    cls = enum_name(t.var_class)
    base = _BASE_NAMES.get(enum_name(t.var_type), enum_name(t.var_type))
    name = getattr(t, "name", None) if getattr(t, "ofs_name", 0) else None
    if cls == "struct":
        return "struct " + (name or "")
    if cls == "interface_pointer":
        sub = getattr(t, "sub_type", None) if getattr(t, "ofs_sub_type", 0) else None
        return "interface " + ((sub.name if sub is not None and sub.ofs_name else None) or name or "")
    if cls in ("interface_class", "object"):
        return name or base
    if cls == "scalar":
        return base
    if cls == "vector":
        return f"{base}{t.columns}"
    if cls == "matrix_columns":
        return f"{base}{t.rows}x{t.columns}"
    if cls == "matrix_rows":
        return f"row_major {base}{t.rows}x{t.columns}"
    return name or base


def _rdef_variables(variables, base, top, cbuffer=None):
    out = []
    for v in variables:
        t = v.type
        start = v.ofs_in_buffer if top else v.ofs_in_parent
        elements = t.num_elements
        if top and elements == 1 and cbuffer is not None and v.name == cbuffer.name \
                and enum_name(cbuffer.type) == "cbuffer":
            # Shader Model 5.1 `ConstantBuffer<T> name[N]`: the buffer's one
            # variable has element count 1 (N is the binding's count), and
            # the listing prints no `[1]`.
            elements = 0
        unused_pointer = start == 0xFFFFFFFF
        entry = {"type": type_text(t), "name": v.name, "elements": elements,
                 "offset": "N/A" if unused_pointer else base + start, "members": None}
        if top:
            # An interface pointer the shader does not use has no place: N/A for both.
            entry["size"] = "N/A" if unused_pointer else v.len_variable
            entry["unused"] = not v.is_used
            dv = v.default_value if v.ofs_default_value else None
            entry["default"] = (list(struct.unpack_from(f"<{len(dv) // 4}I", dv)) if dv else None)
        if enum_name(t.var_class) == "struct":
            entry["members"] = _rdef_variables(t.members or [], base + start, False)
        out.append(entry)
    return out


_CB_KIND = {"cbuffer": "cbuffer", "tbuffer": "tbuffer", "interface_pointers": "interfaces",
            "resource_bind_info": "Resource bind info for"}


def rdef_buffers(rdef):
    """The cbuffer blocks of a decoded RDEF in the listing's shape."""
    return [{"kind": _CB_KIND.get(enum_name(cb.type), enum_name(cb.type)), "name": cb.name,
             "variables": _rdef_variables(cb.variables, 0, True, cb)} for cb in rdef.cbuffers]


def _compare_vars(d, table, path, ours, theirs):
    if len(ours) != len(theirs):
        d.field(table, path, "variable count", len(ours), len(theirs))
    for a, b in zip(ours, theirs):
        row = f"{path}/{b.get('name')}"
        for key in ("name", "type", "elements", "offset"):
            d.field(table, row, key, a.get(key), b.get(key))
        if "size" in a and b.get("size") is not None:
            d.field(table, row, "size", a["size"], b["size"])
            d.field(table, row, "unused", a["unused"], b["unused"])
        if "default" in a:
            d.field(table, row, "default value", a["default"], b.get("default"))
        if (a["members"] is None) != (b.get("members") is None):
            d.note(table, row, "a struct on one side only")
        elif a["members"] is not None:
            _compare_vars(d, table, row, a["members"], b["members"])


def compare_buffers(d, rdef, lines):
    table = "Buffer Definitions"
    ours = rdef_buffers(rdef) if rdef is not None else []
    theirs = parse_buffer_definitions(lines) if lines is not None else []
    if len(ours) != len(theirs):
        d.field(table, "-", "buffer count", len(ours), len(theirs))
    for a, b in zip(ours, theirs):
        row = f"{b['kind']} {b['name']}"
        d.field(table, row, "kind", a["kind"], b["kind"])
        d.field(table, row, "name", a["name"], b["name"])
        _compare_vars(d, table, row, a["variables"], b["variables"])


_INPUT_TYPE_TEXT = {
    "cbuffer": "cbuffer", "tbuffer": "tbuffer", "texture": "texture", "sampler": "sampler",
    "uav_rwtyped": "UAV", "structured": "texture", "uav_rwstructured": "UAV",
    "byteaddress": "texture", "uav_rwbyteaddress": "UAV", "uav_append_structured": "UAV",
    "uav_consume_structured": "UAV", "uav_rwstructured_with_counter": "UAV",
    "rtaccelerationstructure": "texture", "uav_feedbacktexture": "UAV",
}
_REGISTER_PREFIX = {"cbuffer": "cb", "tbuffer": "t", "texture": "t", "sampler": "s", "UAV": "u"}
_ID_PREFIX = {"cbuffer": "CB", "tbuffer": "T", "texture": "T", "sampler": "S", "UAV": "U"}
_DIM_TEXT = {
    "buffer": "buf", "texture1d": "1d", "texture1darray": "1darray", "texture2d": "2d",
    "texture2darray": "2darray", "texture2dms": "2dMS", "texture2dmsarray": "2darrayMS",
    "texture3d": "3d", "texturecube": "cube", "texturecubearray": "cubearray",
    "bufferex": "bufex", "unknown": "NA",
}


def binding_row(b) -> dict:
    """A decoded RDEF binding as FXC's Resource Bindings table prints it."""
    it = enum_name(b.input_type)
    kind = _INPUT_TYPE_TEXT.get(it, it)
    if it == "sampler" and b.is_comparison_sampler:
        kind = "sampler_c"
    if it in ("cbuffer", "tbuffer", "sampler"):
        fmt, dim = "NA", "NA"
    elif it in ("structured", "uav_rwstructured", "uav_append_structured",
                "uav_consume_structured", "uav_rwstructured_with_counter"):
        fmt = "struct"
        dim = {"structured": "r/o", "uav_rwstructured": "r/w", "uav_append_structured": "append",
               "uav_consume_structured": "consume", "uav_rwstructured_with_counter": "r/w+cnt"}[it]
    elif it in ("byteaddress", "uav_rwbyteaddress"):
        fmt, dim = "byte", ("r/o" if it == "byteaddress" else "r/w")
    else:
        rt = enum_name(b.return_type)
        count = b.num_components
        fmt = rt + (str(count) if count > 1 else "")
        dim = _DIM_TEXT.get(enum_name(b.dimension), enum_name(b.dimension))
        if enum_name(b.dimension) in ("texture2dms", "texture2dmsarray") and b.num_samples not in (0, 0xFFFFFFFF):
            dim += str(b.num_samples)
    base = kind.rstrip("_c")
    space = getattr(b, "space", 0) or 0
    bind = f"{_REGISTER_PREFIX.get(base, '?')}{b.bind_point}" + (f",space{space}" if space else "")
    row = {"name": b.name, "type": kind, "format": fmt, "dim": dim, "bind": bind,
           "slot": str(b.bind_point), "count": "unbounded" if b.num_registers == 0 else str(b.num_registers)}
    if hasattr(b, "range_id"):
        row["id"] = f"{_ID_PREFIX.get(base, '?')}{b.range_id}"
    return row


def compare_bindings(d, rdef, lines):
    table = "Resource Bindings"
    ours = [binding_row(b) for b in rdef.bindings] if rdef is not None else []
    header, rows = parse_table(lines) if lines is not None else ("", [])
    header = header or ""
    if "HLSL Bind" in header:
        cols = ["name", "type", "format", "dim"] + (["id"] if " ID " in header else []) + ["bind", "count"]
    else:
        cols = ["name", "type", "format", "dim", "slot", "count"]
    theirs = [dict(zip(cols, r.split())) for r in rows]
    if len(ours) != len(theirs):
        d.field(table, "-", "row count", len(ours), len(theirs))
    for a, b in zip(ours, theirs):
        row = b.get("name")
        for c in cols:
            d.field(table, row, c, a.get(c), b.get(c))
