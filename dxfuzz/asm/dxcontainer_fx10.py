"""An effect's listing (``fxc /T fx_4_0 /Fc``) against the FX10 decode, and
printed from it.

:func:`read_effect` reads the listing with the grammar FXC prints it in —
header, buffers, objects (state blocks, shaders, strings), groups,
techniques, passes, annotations and state assignments — and :func:`compare`
checks every value it read against ``ksy/dxcontainer_fx10.ksy``'s decode.
:func:`effect_listing` prints the whole listing from the decode (``dxfuzz
dis``), with the same spelling functions, each embedded shader's listing
from :func:`~dxfuzz.asm.fxc_header.listing` inside ``asm { }``.

How FXC spells values (each rule is tested by ``tests/test_asm_dxcontainer_fx10.py``):
numeric defaults and annotation values are ``%.9g`` floats (the C runtime's
exponent, ``6.67300035e-011`` or ``e-11``), decimal ints and uints,
``true``/``false`` bools; a value with several components is a brace list,
printed once (``{ 1 }``) when all its components are equal; a struct's
default is a brace list of its 32-bit words in hex. A state value is its
state's type around the constants (``uint(WRAP /* 1 */)``, ``byte(0x0f)``,
``float4(0, 0, 0, 0)``); the number is compared, the spelling of the type
and of the enum name follows from the state and is not compared apart
(:data:`STATES` names each state, its type and its values for the printer,
:func:`constant_text`; the comment holds the constant in its own type,
``TRUE /* true */`` for a bool constant). The printer pads state names to 8
columns and types to 7, puts a buffer variable's ``// Offset`` at column 40
and FXC's floats in the effect's own lines have a 3-digit exponent.
Expressions (``eval(...)``: FXLVM code) are counted as not compared, and
printed as ``eval(/* ... */)``.
"""
from __future__ import annotations

import re
import struct
from decimal import Context, Decimal
from typing import NamedTuple

from .disassembler import FLOAT_TIES
from .listing import STRUCTURE, array_size, enum_name, mark_read, mark_skipped

_WIDE = Context(prec=1200)

_COUNT = re.compile(r"^\s*// (\d+) (local buffer|local object|local interface|shared buffer|"
                    r"shared object|group|technique)s?\(s\)$")
_BUFFER = re.compile(r"^(cbuffer|tbuffer) (\S+)(?: : register\(b(\d+)\))?$")
_VAR = re.compile(r"^\s+(?P<type>(?:row_major |column_major )?\S+)\s+(?P<name>[^\s\[;:=]+)"
                  r"(?P<dims>(?:\[\d+\])*)(?:\s*:\s*(?P<semantic>[^\s;=]+))?"
                  r"(?:\s*=\s*(?P<default>.*?))?;\s*// Offset:\s*(?P<offset>\d+), size:\s*(?P<size>\d+)\s*$")
_OBJECT = re.compile(r"^(?P<type>[A-Za-z]\w*(?:<[^>]*>)?)\s+(?P<name>[^\s\[;=<:]+)(?P<dims>(?:\[\d+\])*)"
                     r"(?:\s*:\s*(?P<semantic>[^\s;=]+))?\s*(?P<tail>;|=.*)?$")
_TECHNIQUE = re.compile(r"^(technique10|technique11|technique) (\S+)$")
_GROUP = re.compile(r"^fxgroup(?: (\S+))?$")
_PASS = re.compile(r"^pass(?: (\S+))?$")
_ASSIGN = re.compile(r"^(?P<state>\w+)(?:\[(?P<index>\d+)\])?\s*=\s*(?P<value>.*)$")
_ANNOTATION = re.compile(r"^(?P<type>\w+)\s+(?P<name>[^\s\[=]+)(?P<dims>(?:\[\d+\])*)\s*=\s*(?P<value>.*);$")
_CONSTANT = re.compile(r"^(?P<type>[a-z]+\d?(?:x\d)?)\((?P<args>.*)\);$")
_INDEXED = re.compile(r"^(?P<name>[^\s\[]+)\[(?P<index>[^\]]+)\];$")
#: The comments FXC prints after a shader's ``asm`` block: its stream-output
#: declarations (fx_4: one; fx_5_0: one per stream, then the rasterized
#: stream) and the class instances bound to its interface parameters.
_TAIL = re.compile(r'^/\* (?:Stream out decl: "(?P<so4>.*)"|Stream (?P<stream>\d+) out decl: "(?P<so>.*)"|'
                   r'Stream (?P<rasterized>\d+) to rasterizer|'
                   r'Interface parameter (?P<param>\d+) bound to: (?P<bound>[^\s\[]+)(?:\[(?P<index>\d+)\])?)'
                   r' \*/(?P<end>;?)$')

EXPRESSION = "effect expression (FXLVM code, not disassembled)"


# --------------------------------------------------------------------------
# How FXC spells values
# --------------------------------------------------------------------------

def format_g9(value: float, exponent_digits: int = 3, ties: str = "even") -> str:
    """``printf("%.9g")`` as FXC's C runtime does it: 9 significant digits,
    exact halves settled by ``ties`` (:data:`~dxfuzz.asm.disassembler.FLOAT_TIES`),
    trailing zeros dropped, an exponent of ``exponent_digits`` digits (3 for
    the legacy runtime, 2 for the Universal C runtime)."""
    if value != value:
        return "-1.#QNAN" if struct.pack("<d", value)[7] & 0x80 else "1.#QNAN"
    if value in (float("inf"), float("-inf")):
        return "1.#INF" if value > 0 else "-1.#INF"
    if value == 0:
        return "-0" if struct.pack("<d", value)[7] & 0x80 else "0"
    dec = Decimal(value)
    rounded = dec.quantize(Decimal(1).scaleb(dec.adjusted() - 8), rounding=FLOAT_TIES[ties],
                           context=_WIDE)
    exponent = rounded.adjusted()
    if -4 <= exponent < 9:
        text = format(rounded, "f")
        return text.rstrip("0").rstrip(".") if "." in text else text
    mantissa = format(rounded.scaleb(-exponent), "f")
    if "." in mantissa:
        mantissa = mantissa.rstrip("0").rstrip(".")
    sign = "-" if exponent < 0 else "+"
    return f"{mantissa}e{sign}{abs(exponent):0{exponent_digits}d}"


class Spelling(NamedTuple):
    """How the C runtime that printed a listing spells floats."""

    exponent_digits: int = 3
    ties: str = "even"


def scalar_text(bits: int, scalar_type: int, spelling: Spelling = Spelling()) -> str:
    """One 32-bit component as FXC prints it (scalar type 1 float, 2 int, 3 uint, 4 bool)."""
    if scalar_type == 1:
        return format_g9(struct.unpack("<f", struct.pack("<I", bits))[0], *spelling)
    if scalar_type == 2:
        return str(struct.unpack("<i", struct.pack("<I", bits))[0])
    if scalar_type == 4:
        return "true" if bits else "false"
    return str(bits)


def default_text(var, spelling: Spelling = Spelling()):
    """The default value of a decoded numeric variable as the listing prints
    it (None without one)."""
    if not var.ofs_default_value:
        return None
    t = var.type
    data = bytes(var.default_value)
    words = struct.unpack_from(f"<{len(data) // 4}I", data)
    if enum_name(t.var_type) != "numeric":
        return "{ " + ", ".join("0x%08x" % w for w in words) + " }"
    texts = [scalar_text(w, t.numeric_scalar_type, spelling) for w in words]
    if len(texts) == 1 and not t.num_elements:
        return texts[0]
    if texts and all(x == texts[0] for x in texts):
        texts = texts[:1]
    return "{ " + ", ".join(texts) + " }"



# --------------------------------------------------------------------------
# Reading the listing
# --------------------------------------------------------------------------

class _Cursor:
    def __init__(self, lines):
        self.lines, self.i = lines, 0

    def at_end(self):
        return self.i >= len(self.lines)

    def skip_structure(self):
        while self.i < len(self.lines) and STRUCTURE.match(self.lines[self.i]):
            self.i += 1

    def peek(self):
        self.skip_structure()
        return self.lines[self.i] if self.i < len(self.lines) else None

    def take(self):
        line = self.peek()
        if line is not None:
            self.i += 1
        return line

    def take_if(self, text):
        line = self.peek()
        if line is not None and line.strip() == text:
            self.i += 1
            mark_read(line)
            return True
        return False


def read_effect(lines) -> dict:
    """The effect listing as plain data: ``{"head", "counts", "buffers",
    "objects", "interfaces", "groups", "techniques"}``. A buffer is ``{kind,
    name, register, variables}``, an object ``{type, name, elements,
    semantic, annotations, blocks | shaders | strings}``, a technique
    ``{name, annotations, passes: [{name, annotations, assignments}]}``.
    Lines it cannot place are left unmarked."""
    out = {"head": {}, "counts": {}, "buffers": {"local": [], "shared": []},
           "objects": {"local": [], "shared": []}, "interfaces": [], "groups": [], "techniques": []}
    cur = _Cursor(lines)
    kind = None
    while not cur.at_end():
        line = cur.take()
        if line is None:
            break
        m = re.match(r"^// (FX Version|Child effect \(requires effect pool\)):\s*(.*)$", line)
        if m:
            out["head"][m.group(1)] = m.group(2)
            mark_read(line)
            continue
        m = _COUNT.match(line)
        if m:
            kind = m.group(2)
            out["counts"][kind] = int(m.group(1))
            mark_read(line)
            continue
        if kind in ("local buffer", "shared buffer") and _BUFFER.match(line):
            out["buffers"][kind.split()[0]].append(_read_buffer(cur, line))
        elif kind in ("local object", "shared object") and _OBJECT.match(line):
            out["objects"][kind.split()[0]].append(_read_object(cur, line))
        elif kind == "local interface" and _OBJECT.match(line) and line.rstrip().endswith(";"):
            mark_read(line)
            m = _OBJECT.match(line)
            out["interfaces"].append({"type": m.group("type"), "name": m.group("name"),
                                      "elements": array_size(m.group("dims"))})
        elif kind in ("technique", "group") and _GROUP.match(line):
            mark_read(line)
            group = {"name": _GROUP.match(line).group(1) or "", "annotations": _read_annotations(cur),
                     "techniques": [], "count": None}
            out["groups"].append(group)
            if cur.take_if("{"):
                while (nxt := cur.peek()) is not None:
                    m = _COUNT.match(nxt)
                    if m and m.group(2) == "technique":
                        cur.take()
                        mark_read(nxt)
                        group["count"] = int(m.group(1))
                    elif _TECHNIQUE.match(nxt.strip()):
                        group["techniques"].append(_read_technique(cur, cur.take()))
                    else:
                        break
                cur.take_if("}")
        elif kind in ("technique", "group") and _TECHNIQUE.match(line):
            out["techniques"].append(_read_technique(cur, line))
    return out


def _read_buffer(cur, line):
    mark_read(line)
    m = _BUFFER.match(line)
    buf = {"kind": m.group(1), "name": m.group(2), "register": m.group(3), "variables": []}
    if cur.take_if("{"):
        while (nxt := cur.peek()) is not None and nxt.strip() != "}":
            v = _VAR.match(nxt)
            if not v:
                break
            cur.take()
            mark_read(nxt)
            buf["variables"].append(v.groupdict())
        cur.take_if("}")
    return buf


def _read_annotations(cur):
    """``[(type, name, elements, value text)]`` of a ``<`` ... ``>`` block (or [])."""
    out = []
    if not cur.take_if("<"):
        return out
    while (nxt := cur.peek()) is not None and nxt.strip() != ">":
        m = _ANNOTATION.match(nxt.strip())
        if not m:
            break
        cur.take()
        mark_read(nxt)
        out.append((m.group("type"), m.group("name"), array_size(m.group("dims")), m.group("value")))
    cur.take_if(">")
    return out


def _read_object(cur, line):
    m = _OBJECT.match(line)
    obj = {"type": m.group("type"), "name": m.group("name"), "elements": array_size(m.group("dims")),
           "semantic": m.group("semantic"), "annotations": [], "line": line}
    tail = (m.group("tail") or "").strip()
    value = tail[1:].strip() if tail.startswith("=") else None
    if value is not None and not (value in ("", "NULL;", "asm {") or value.startswith('"')
                                  or value.startswith('{ "')):
        obj["not understood"] = True  # the line stays unread
        return obj
    mark_read(line)
    if tail == ";":
        return obj
    if value is not None:
        if value.startswith('"') or value.startswith('{ "'):
            obj["strings"] = re.findall(r'"((?:[^"\\]|\\.)*)"', value)
            return obj
        obj["shaders"] = _read_shaders(cur, value)
        return obj
    obj["annotations"] = _read_annotations(cur)
    if cur.take_if("{"):
        blocks = []
        if (nxt := cur.peek()) is not None and nxt.strip() == "{":
            while cur.take_if("{"):
                blocks.append(_read_assignments(cur))
                if not (cur.take_if("},") or cur.take_if("}")):
                    break
        else:
            blocks.append(_read_assignments(cur))
        obj["blocks"] = blocks
        cur.take_if("};")
    return obj


def _read_shaders(cur, value):
    """The shaders of a shader object after its ``=``: ``NULL``, ``asm {}``
    blocks, each ``(asm lines or None, stream-output declaration or None)``."""
    shaders = []
    if not value:
        nxt = cur.peek()
        if nxt is None:
            return shaders
        if nxt.strip() == "{":  # an array of shaders
            cur.take()
            mark_read(nxt)
            while (nxt := cur.peek()) is not None and nxt.strip() not in ("};", "}"):
                cur.take()
                shader = _read_one_shader(cur, nxt.strip().rstrip(","))
                if shader[0] == "unread":
                    break
                mark_read(nxt)
                shaders.append(shader)
            cur.take_if("};") or cur.take_if("}")
            return shaders
        cur.take()
        value = nxt.strip()
        shader = _read_one_shader(cur, value)
        if shader[0] != "unread":
            mark_read(nxt)
        shaders.append(shader)
        return shaders
    shaders.append(_read_one_shader(cur, value))
    return shaders


def _read_one_shader(cur, value):
    if value in ("NULL;", "NULL"):
        return None, _tail()
    if value.endswith("asm {"):
        body, closing = _read_asm(cur)
        tail = _read_tail(cur) if closing is not None and closing.strip() == "}" else _tail()
        return body, tail
    return "unread", _tail()


def _tail():
    return {"so": {}, "rasterized": None, "bindings": []}


def _read_tail(cur):
    """The comments after a shader's closing ``}``, up to the one ending in ``;``."""
    tail = _tail()
    while (nxt := cur.peek()) is not None:
        m = _TAIL.match(nxt.strip())
        if not m:
            break
        cur.take()
        mark_read(nxt)
        if m.group("so4") is not None:
            tail["so"][0] = m.group("so4")
        elif m.group("so") is not None:
            tail["so"][int(m.group("stream"))] = m.group("so")
        elif m.group("rasterized") is not None:
            tail["rasterized"] = int(m.group("rasterized"))
        else:
            index = m.group("index")
            tail["bindings"].append((int(m.group("param")), m.group("bound"),
                                     None if index is None else int(index)))
        if m.group("end"):
            break
    return tail


def _read_asm(cur):
    """The lines of an ``asm {`` block up to its closing brace (marked read as
    structure; the shader comparisons read the lines), and that brace line."""
    start = cur.lines[cur.i - 1]
    indent = len(start) - len(start.lstrip())
    body = []
    while cur.i < len(cur.lines):
        line = cur.lines[cur.i]
        cur.i += 1
        if line.strip().startswith("}") and len(line) - len(line.lstrip()) <= indent:
            mark_read(line)
            inner = min((len(b) - len(b.lstrip()) for b in body if b.strip()), default=0)
            return [b.part(b[inner:]) if hasattr(b, "part") else b[inner:] for b in body], line
        body.append(line)
    return body, None


def _read_assignments(cur):
    """The state assignments of a state block or pass, up to its ``}``."""
    out = []
    while (nxt := cur.peek()) is not None and not nxt.strip().startswith("}"):
        m = _ASSIGN.match(nxt.strip())
        if not m:
            break
        cur.take()
        a = _assignment(cur, nxt, m)
        if a["kind"] != "unread":
            mark_read(nxt)
        out.append(a)
    return out


def _assignment(cur, line, m):
    a = {"state": m.group("state"), "index": int(m.group("index") or 0), "line": line}
    value = m.group("value").strip()
    if value == "NULL;":
        a["kind"] = "null"
    elif value.endswith("asm {"):
        a["kind"] = "shader"
        a["shader"], closing = _read_asm(cur)
        a["tail"] = _read_tail(cur) if closing is not None and closing.strip() == "}" else _tail()
    elif "eval(" in value:
        a["kind"] = "expression"
        lines = [line]
        depth = value.count("(") - value.count(")")
        while depth > 0 and cur.i < len(cur.lines):
            more = cur.lines[cur.i]
            cur.i += 1
            lines.append(more)
            depth += more.count("(") - more.count(")")
        mark_skipped(EXPRESSION, *lines[1:])
        a["expression lines"] = len(lines)
    elif _CONSTANT.match(value):
        c = _CONSTANT.match(value)
        a["kind"] = "constant"
        a["type"] = c.group("type")
        a["values"] = [_constant_number(x) for x in c.group("args").split(",")]
    elif _INDEXED.match(value):
        i = _INDEXED.match(value)
        a["kind"] = "index"
        a["name"], a["index value"] = i.group("name"), i.group("index")
    elif re.match(r"^[^\s(]+;$", value):
        a["kind"] = "variable"
        a["name"] = value[:-1]
    else:
        a["kind"] = "unread"
    return a


def _constant_number(text):
    """A state constant as listed: ``("stored", text)`` for the value FXC
    prints in a comment after an enum name (``WRAP /* 1 */``), else the
    number (hex, decimal or float)."""
    text = text.strip()
    m = re.search(r"/\*\s*(\S+)\s*\*/", text)
    if m:
        return ("stored", m.group(1))
    if re.match(r"^-?0x[0-9a-fA-F]+$", text):
        return int(text, 16)
    if text in ("TRUE", "FALSE"):
        return int(text == "TRUE")
    try:
        return int(text)
    except ValueError:
        try:
            return float(text)
        except ValueError:
            return text


def _read_technique(cur, line):
    mark_read(line)
    t = {"name": _TECHNIQUE.match(line.strip()).group(2), "annotations": _read_annotations(cur),
         "passes": []}
    if cur.take_if("{"):
        while (nxt := cur.peek()) is not None and _PASS.match(nxt.strip()):
            cur.take()
            mark_read(nxt)
            p = {"name": _PASS.match(nxt.strip()).group(1) or "", "annotations": _read_annotations(cur),
                 "assignments": []}
            if cur.take_if("{"):
                p["assignments"] = _read_assignments(cur)
                cur.take_if("}")
            t["passes"].append(p)
        cur.take_if("}")
    return t


# --------------------------------------------------------------------------
# Comparing it with the decode
# --------------------------------------------------------------------------

def compare(d, fx, lines, compare_shader, ties: str = "even"):
    """An FX10 part against its listing, disagreements added to ``d`` (the
    header comparison's :class:`~dxfuzz.asm.headers.sections._Diffs`);
    ``compare_shader(d, container, lines, prefix)`` compares one embedded
    shader's header."""
    listed = read_effect(lines)
    head = listed["head"]
    d.field("FX", "-", "version", enum_name(fx.header.tag), head.get("FX Version"))
    # fx_5_0 listings have no child-effect line.
    d.field("FX", "-", "child effect", None if fx.is_fx5 else
            "true" if fx.header.requires_pool else "false",
            head.get("Child effect (requires effect pool)"))
    counts = listed["counts"]
    groups = list(fx.groups) if fx.is_fx5 else []
    techniques = [t for g in groups for t in g.techniques] if fx.is_fx5 else list(fx.techniques or [])
    interfaces = list(fx.interface_variables or []) if fx.is_fx5 else []
    for kind, ours in (("local buffer", len(fx.cbuffers)), ("local object", len(fx.object_variables)),
                       ("local interface", len(interfaces)),
                       ("shared buffer", len(fx.pool_cbuffers)),
                       ("shared object", len(fx.pool_object_variables)),
                       ("group", len(groups)), ("technique", 0 if fx.is_fx5 else len(techniques))):
        if ours or kind in counts:
            d.field("FX", "-", f"{kind} count", ours, counts.get(kind))
    spelling = Spelling(_exponent_digits(lines), ties)
    _buffers(d, "local buffers", fx.cbuffers, listed["buffers"]["local"], spelling)
    _buffers(d, "shared buffers", fx.pool_cbuffers, listed["buffers"]["shared"], spelling)
    shaders = _Shaders(fx, d, compare_shader)
    _objects(d, "local objects", fx.object_variables, listed["objects"]["local"], shaders, spelling)
    _objects(d, "shared objects", fx.pool_object_variables, listed["objects"]["shared"], shaders,
             spelling)
    if len(interfaces) != len(listed["interfaces"]):
        d.field("interfaces", "-", "interface count", len(interfaces), len(listed["interfaces"]))
    for v, lv in zip(interfaces, listed["interfaces"]):
        for key, ours in (("name", v.name), ("type", v.type.type_name), ("elements", v.type.num_elements)):
            d.field("interfaces", lv["name"], key, ours, lv[key])
    if fx.is_fx5:
        if len(groups) != len(listed["groups"]):
            d.field("groups", "-", "group count", len(groups), len(listed["groups"]))
        for g, lg in zip(groups, listed["groups"]):
            d.field("groups", lg["name"], "name", g.name if g.ofs_name else "", lg["name"])
            d.field("groups", lg["name"], "technique count", g.num_techniques, lg["count"])
            _annotations(d, "groups", lg["name"], g.annotations, lg["annotations"], spelling)
        listed_techniques = [t for g in listed["groups"] for t in g["techniques"]] + listed["techniques"]
    else:
        listed_techniques = listed["techniques"]
    _techniques(d, techniques, listed_techniques, shaders, spelling)
    shaders.finish()


def _exponent_digits(lines) -> int:
    """The exponent width of the listing's C runtime: 3 unless it shows 2."""
    for line in lines:
        m = re.search(r"\de[-+](\d+)\b", line)
        if m:
            return len(m.group(1))
    return 3


def _buffers(d, table, cbuffers, theirs, spelling):
    if len(cbuffers) != len(theirs):
        d.field(table, "-", "buffer count", len(cbuffers), len(theirs))
    for cb, b in zip(cbuffers, theirs):
        row = f"{b['kind']} {b['name']}"
        d.field(table, row, "kind", "tbuffer" if cb.is_tbuffer else "cbuffer", b["kind"])
        d.field(table, row, "name", cb.name, b["name"])
        bind = None if cb.explicit_bind_point == 0xFFFFFFFF else str(cb.explicit_bind_point)
        d.field(table, row, "register", bind, b["register"])
        if len(cb.variables) != len(b["variables"]):
            d.field(table, row, "variable count", len(cb.variables), len(b["variables"]))
        for v, lv in zip(cb.variables, b["variables"]):
            vrow = f"{row}/{lv['name']}"
            t = v.type
            d.field(table, vrow, "name", v.name, lv["name"])
            d.field(table, vrow, "type", _type_text(t), lv["type"])
            d.field(table, vrow, "elements", t.num_elements, array_size(lv["dims"]))
            d.field(table, vrow, "semantic", _semantic_text(v), lv["semantic"])
            d.field(table, vrow, "offset", v.ofs_in_buffer, int(lv["offset"]))
            d.field(table, vrow, "size", t.len_in_buffer, int(lv["size"]))
            ours = default_text(v, spelling) if cb.local else None
            d.field(table, vrow, "default value", ours, lv["default"])


#: Numeric-variable flag: the offset was given (``packoffset``).
EXPLICIT_OFFSET = 4


def _semantic_text(v):
    """What follows a buffer variable's name after ``:``: its packoffset
    (register and component of its offset) or its semantic."""
    if v.flags & EXPLICIT_OFFSET:
        return f"packoffset(c{v.offset // 16}.{'xyzw'[v.offset % 16 // 4]})"
    return v.semantic if v.ofs_semantic else None


def _type_text(t) -> str:
    """A numeric or struct type as the effect listing names it."""
    name = t.type_name
    if enum_name(t.var_type) == "struct" and not name:
        return "<unnamed>"
    return name


def annotation_fields(a, spelling: Spelling = Spelling()):
    """``(type, name, elements, value text)`` of a decoded annotation as the
    listing prints it: strings quoted, numbers as :func:`scalar_text`, a
    brace list for several."""
    t = a.type
    if a.is_string:
        value = ", ".join('"%s"' % s.value for s in a.strings)
        if len(a.strings) > 1:
            value = "{ " + value + " }"
    else:
        data = bytes(a.numeric_value)
        words = struct.unpack_from(f"<{len(data) // 4}I", data)
        texts = [scalar_text(w, t.numeric_scalar_type, spelling) for w in words]
        value = texts[0] if len(texts) == 1 else "{ " + ", ".join(texts) + " }"
    return t.type_name, a.name, t.num_elements, value


def _annotations(d, table, row, decoded, theirs, spelling):
    ours = [annotation_fields(a, spelling) for a in (decoded.items if decoded is not None else [])]
    if len(ours) != len(theirs):
        d.field(table, row, "annotation count", len(ours), len(theirs))
    for a, b in zip(ours, theirs):
        for k, key in enumerate(("type", "name", "elements", "value")):
            d.field(table, f"{row} <{b[1]}>", key, a[k], b[k])


def _objects(d, table, objects, theirs, shaders, spelling):
    if len(objects) != len(theirs):
        d.field(table, "-", "object count", len(objects), len(theirs))
    for o, lo in zip(objects, theirs):
        row = lo["name"]
        if lo.get("not understood"):
            d.note(table, row, f"object not understood: {lo['line'].strip()!r}")
            continue
        d.field(table, row, "name", o.name, lo["name"])
        d.field(table, row, "type", o.type.type_name, lo["type"])
        d.field(table, row, "elements", o.type.num_elements, lo["elements"])
        d.field(table, row, "semantic", o.semantic if o.ofs_semantic else None, lo["semantic"])
        if getattr(o, "annotations", None) is not None:
            _annotations(d, table, row, o.annotations, lo["annotations"], spelling)
        inits = list(o.initializers or []) if getattr(o, "initializers", None) is not None else []
        if "blocks" in lo:
            ours = [i.state_block.assignments for i in inits
                    if getattr(i, "state_block", None) is not None]
            if len(ours) != len(lo["blocks"]):
                d.field(table, row, "state blocks", len(ours), len(lo["blocks"]))
            for k, (a, b) in enumerate(zip(ours, lo["blocks"])):
                _assignments(d, table, f"{row}[{k}]" if len(ours) > 1 else row, a, b, shaders, spelling)
        elif "shaders" in lo:
            if len(inits) != len(lo["shaders"]):
                d.field(table, row, "shaders", len(inits), len(lo["shaders"]))
            for k, (init, (body, tail)) in enumerate(zip(inits, lo["shaders"])):
                where = f"{row}[{k}]" if len(inits) > 1 else row
                if getattr(init, "shader5", None) is not None:
                    block = init.shader5.shader
                else:
                    block = getattr(init, "shader", None)
                if body == "unread":
                    d.note(table, where, "shader not understood")
                    continue
                if body is None:
                    d.field(table, where, "shader", "NULL" if block is None or block.len_data == 0
                            else "a shader", "NULL")
                else:
                    shaders.listed(table, where, block, body)
                _tail_fields(d, table, where, init, tail, shaders.fx)
        elif "strings" in lo:
            ours = [i.string for i in inits if getattr(i, "string", None) is not None]
            d.field(table, row, "strings", ours, lo["strings"])
        elif inits and any(getattr(i, "state_block", None) is not None or getattr(i, "shader", None)
                           is not None or getattr(i, "shader5", None) is not None for i in inits):
            d.note(table, row, "the container has an initializer, the listing none")


def _string_at(fx, ofs):
    """The string at ``ofs`` in the effect's unstructured data."""
    from .. import kaitai
    raw = kaitai.source_bytes(fx) or b""
    pos = fx.ofs_unstructured + ofs
    end = raw.find(b"\0", pos)
    return bytes(raw[pos:end if end >= 0 else len(raw)]).decode("latin-1")


def _ours_tail(init, fx):
    """What the decode says the comments after a shader must say: its
    stream-output declarations by stream, its rasterized stream (fx_5_0,
    when it has a declaration) and its interface bindings."""
    tail = _tail()
    five = getattr(init, "shader5", None) if not hasattr(init, "ofs_so_declarations") else init
    if five is not None:
        for k, ofs in enumerate(five.ofs_so_declarations):
            if ofs:
                text = _string_at(fx, ofs)
                if text:
                    tail["so"][k] = text
        if tail["so"]:
            tail["rasterized"] = five.rasterized_stream
        for k, b in enumerate(five.interface_bindings or []):
            # A binding of a whole (non-array) variable has index 0xFFFFFFFF, printed without [].
            tail["bindings"].append((k, b.instance_name,
                                     None if b.array_index == 0xFFFFFFFF else b.array_index))
    elif getattr(init, "ofs_so_declaration", 0):
        tail["so"][0] = init.so_declaration
    return tail


def _tail_fields(d, table, where, init, listed, fx):
    ours = _ours_tail(init, fx)
    d.field(table, where, "stream output", ours["so"], listed["so"])
    d.field(table, where, "rasterized stream", ours["rasterized"], listed["rasterized"])
    d.field(table, where, "interface bindings", ours["bindings"], listed["bindings"])


def _state_key(name: str) -> str:
    return name.replace("_", "").lower()


def _assignments(d, table, row, decoded, theirs, shaders, spelling):
    if len(decoded) != len(theirs):
        d.field(table, row, "assignment count", len(decoded), len(theirs))
    for a, b in zip(decoded, theirs):
        where = f"{row}/{b['state']}" + (f"[{b['index']}]" if b["index"] else "")
        d.field(table, where, "state", _state_key(enum_name(a.state)), _state_key(b["state"]))
        d.field(table, where, "index", a.index, b["index"])
        kind = enum_name(a.assignment_type)
        if b["kind"] == "expression":
            d.field(table, where, "value kind", kind, "expression" if kind == "expression"
                    else "expression_index")
            continue
        if b["kind"] == "constant":
            d.field(table, where, "value kind", kind, "constant")
            if kind == "constant":
                ours = [_as_state_type(_constant_value(c), b["type"]) for c in a.constants.values]
                theirs_values = [_listed_value(v, c, b["type"], spelling)
                                 for v, c in zip(b["values"], a.constants.values)]
                d.field(table, where, "values", ours, theirs_values + b["values"][len(ours):])
        elif b["kind"] == "variable":
            d.field(table, where, "value kind", kind, "variable")
            if kind == "variable":
                d.field(table, where, "variable", a.variable_name, b["name"])
        elif b["kind"] == "index":
            listed_kind = "constant_index" if b["index value"].isdigit() else "variable_index"
            d.field(table, where, "value kind", kind, listed_kind)
            if kind in ("constant_index", "variable_index"):
                d.field(table, where, "array", a.indexed.array_name, b["name"])
                index = str(a.indexed.index) if kind == "constant_index" else a.indexed.index_variable_name
                d.field(table, where, "index", index, b["index value"])
        elif b["kind"] == "null" and kind == "constant":
            # A shader state set to nothing: FXC prints the constant 0 as NULL.
            d.field(table, where, "values", [_constant_value(c) for c in a.constants.values], [0])
        elif b["kind"] in ("shader", "null"):
            d.field(table, where, "value kind", kind,
                    "inline_shader5" if kind == "inline_shader5" else "inline_shader")
            if kind == "inline_shader":
                init = a.inline_shader
            elif kind == "inline_shader5":
                init = a.inline_shader5
            else:
                continue
            block = init.shader
            if b["kind"] == "null":
                d.field(table, where, "shader", "NULL" if block is None or block.len_data == 0 else "a shader",
                        "NULL")
            else:
                shaders.listed(table, where, block, b["shader"])
                _tail_fields(d, table, where, init, b["tail"], shaders.fx)
        else:
            d.note(table, where, f"value not understood: {b['line'].strip()!r}")


def _constant_value(c):
    """A decoded state constant as a number (float for float constants)."""
    kind = enum_name(c.scalar_type)
    if kind == "float":
        return struct.unpack("<f", struct.pack("<I", c.bits))[0]
    if kind == "int":
        return struct.unpack("<i", struct.pack("<I", c.bits))[0]
    if kind == "bool":
        return int(c.bits != 0)
    return c.bits


def _as_state_type(value, type_name):
    """A constant converted to the type of the state it is assigned to, as
    FXC prints it: ``byte`` keeps the low 8 bits, ``bool`` is 0 or 1."""
    if type_name == "byte" and isinstance(value, int):
        return value & 0xFF
    if type_name == "bool":
        return int(value != 0)
    return value


def _listed_value(value, c, type_name, spelling):
    """A listed constant in the decoded constant's terms: the stored value
    FXC prints in a comment after an enum name (``WRAP /* 1 */``,
    ``TRUE /* true */``, in the constant's own type), its float spelling
    parsed back for floats (so ``5.5`` equals 5.5f), the number otherwise."""
    if isinstance(value, tuple):
        stored = scalar_text(c.bits, int(getattr(c.scalar_type, "value", c.scalar_type)), spelling)
        ours = _as_state_type(_constant_value(c), type_name)
        return ours if stored == value[1] else f"{value[1]} (stored)"
    if enum_name(c.scalar_type) == "float" and isinstance(value, (int, float)):
        ours = _constant_value(c)
        return ours if format_g9(ours, *spelling) == format_g9(float(value), *spelling) else value
    return value


def _techniques(d, techniques, theirs, shaders, spelling):
    table = "techniques"
    if len(techniques) != len(theirs):
        d.field(table, "-", "technique count", len(techniques), len(theirs))
    for t, lt in zip(techniques, theirs):
        d.field(table, lt["name"], "name", t.name, lt["name"])
        _annotations(d, table, lt["name"], t.annotations, lt["annotations"], spelling)
        if len(t.passes) != len(lt["passes"]):
            d.field(table, lt["name"], "pass count", len(t.passes), len(lt["passes"]))
        for p, lp in zip(t.passes, lt["passes"]):
            row = f"{lt['name']}/{lp['name']}"
            d.field(table, row, "name", p.name, lp["name"])
            _annotations(d, table, row, p.annotations, lp["annotations"], spelling)
            _assignments(d, table, row, p.assignments, lp["assignments"], shaders, spelling)


class _Shaders:
    """The shaders of the effect and their listings: each ``asm`` block is
    compared with the shader the decode puts at the same place (the object or
    the pass assignment the listing prints it under, not the n-th shader), and
    every embedded shader must have been listed somewhere."""

    def __init__(self, fx, d, compare_shader):
        self.fx, self.d, self.compare_shader = fx, d, compare_shader
        self.seen = set()
        self.all = _shader_blocks(fx)

    def listed(self, table, where, block, body):
        from .headers.sections import split_chunks
        if block is None or block.len_data == 0:
            self.d.field(table, where, "shader", "NULL", "a shader")
            return
        self.seen.add(id(block))
        _, chunks = split_chunks(body)
        if not chunks:
            self.d.note(table, where, "no '// Generated by' header in its listing")
            return
        self.compare_shader(self.d, block.container, chunks[0], prefix=f"{where}: ")

    def finish(self):
        for where, block in self.all:
            if id(block) not in self.seen:
                self.d.note("FX", where, "embedded shader not in the listing")


def _shader_blocks(fx):
    """``(where, block)`` of the non-empty shader data blocks of objects and passes."""
    out = []

    def add(where, block):
        if block is not None and block.len_data != 0:
            out.append((where, block))

    for o in fx.object_variables:
        if not o.has_initializer:
            continue
        for k, init in enumerate(o.initializers):
            where = f"{o.name}[{k}]" if len(o.initializers) > 1 else o.name
            if getattr(init, "shader5", None) is not None:
                add(where, init.shader5.shader)
            elif getattr(init, "shader", None) is not None:
                add(where, init.shader)
    techniques = list(fx.techniques or []) if not fx.is_fx5 else [t for g in fx.groups for t in g.techniques]
    for t in techniques:
        for p in t.passes:
            for a in p.assignments:
                kind = enum_name(a.assignment_type)
                where = f"{t.name}/{p.name}/{enum_name(a.state)}"
                if kind == "inline_shader":
                    add(where, a.inline_shader.shader)
                elif kind == "inline_shader5":
                    add(where, a.inline_shader5.shader)
    return out


# --------------------------------------------------------------------------
# Printing the listing
# --------------------------------------------------------------------------

_BOOL = {0: "FALSE", 1: "TRUE"}
_FILTERS = {0x00: "MIN_MAG_MIP_POINT", 0x01: "MIN_MAG_POINT_MIP_LINEAR", 0x04: "MIN_POINT_MAG_LINEAR_MIP_POINT",
            0x05: "MIN_POINT_MAG_MIP_LINEAR", 0x10: "MIN_LINEAR_MAG_MIP_POINT",
            0x11: "MIN_LINEAR_MAG_POINT_MIP_LINEAR", 0x14: "MIN_MAG_LINEAR_MIP_POINT",
            0x15: "MIN_MAG_MIP_LINEAR", 0x55: "ANISOTROPIC"}
_FILTERS.update({k | 0x80: "COMPARISON_" + v for k, v in list(_FILTERS.items())})
_ADDRESS = {1: "WRAP", 2: "MIRROR", 3: "CLAMP", 4: "BORDER", 5: "MIRROR_ONCE"}
_COMPARISON = {1: "NEVER", 2: "LESS", 3: "EQUAL", 4: "LESS_EQUAL", 5: "GREATER", 6: "NOT_EQUAL",
               7: "GREATER_EQUAL", 8: "ALWAYS"}
_STENCIL_OP = {1: "KEEP", 2: "ZERO", 3: "REPLACE", 4: "INCR_SAT", 5: "DECR_SAT", 6: "INVERT", 7: "INCR",
               8: "DECR"}
_BLEND = {1: "ZERO", 2: "ONE", 3: "SRC_COLOR", 4: "INV_SRC_COLOR", 5: "SRC_ALPHA", 6: "INV_SRC_ALPHA",
          7: "DEST_ALPHA", 8: "INV_DEST_ALPHA", 9: "DEST_COLOR", 10: "INV_DEST_COLOR", 11: "SRC_ALPHA_SAT",
          14: "BLEND_FACTOR", 15: "INV_BLEND_FACTOR", 16: "SRC1_COLOR", 17: "INV_SRC1_COLOR",
          18: "SRC1_ALPHA", 19: "INV_SRC1_ALPHA"}
_BLEND_OP = {1: "ADD", 2: "SUBTRACT", 3: "REV_SUBTRACT", 4: "MIN", 5: "MAX"}

#: Each state (the decode's name) as the listing prints it: its name, the
#: type its constants are converted to (None: set from a variable or a
#: shader only) and the names of its values. ``uint`` values without names
#: are decimal, except the sample mask (``uint(0xffffffff)``); ``byte``
#: values are two hex digits.
STATES = {
    "rasterizer_state": ("RasterizerState", None, None),
    "depth_stencil_state": ("DepthStencilState", None, None),
    "blend_state": ("BlendState", None, None),
    "render_target_view": ("RenderTargetView", None, None),
    "depth_stencil_view": ("DepthStencilView", None, None),
    "generate_mips": ("GenerateMips", None, None),
    "vertex_shader": ("VertexShader", None, None),
    "pixel_shader": ("PixelShader", None, None),
    "geometry_shader": ("GeometryShader", None, None),
    "ds_stencil_ref": ("DS_StencilRef", "uint", None),
    "ab_blend_factor": ("AB_BlendFactor", "float4", None),
    "ab_sample_mask": ("AB_SampleMask", "uint", "hex"),
    "fill_mode": ("FillMode", "uint", {2: "WIREFRAME", 3: "SOLID"}),
    "cull_mode": ("CullMode", "uint", {1: "NONE", 2: "FRONT", 3: "BACK"}),
    "front_counter_clockwise": ("FrontCounterClockwise", "bool", _BOOL),
    "depth_bias": ("DepthBias", "uint", None),
    "depth_bias_clamp": ("DepthBiasClamp", "float", None),
    "slope_scaled_depth_bias": ("SlopeScaledDepthBias", "float", None),
    "depth_clip_enable": ("DepthClipEnable", "bool", _BOOL),
    "scissor_enable": ("ScissorEnable", "bool", _BOOL),
    "multisample_enable": ("MultisampleEnable", "bool", _BOOL),
    "antialiased_line_enable": ("AntialiasedLineEnable", "bool", _BOOL),
    "depth_enable": ("DepthEnable", "bool", _BOOL),
    "depth_write_mask": ("DepthWriteMask", "uint", {0: "ZERO", 1: "ALL"}),
    "depth_func": ("DepthFunc", "uint", _COMPARISON),
    "stencil_enable": ("StencilEnable", "bool", _BOOL),
    "stencil_read_mask": ("StencilReadMask", "byte", None),
    "stencil_write_mask": ("StencilWriteMask", "byte", None),
    "front_face_stencil_fail": ("FrontFaceStencilFail", "uint", _STENCIL_OP),
    "front_face_stencil_depth_fail": ("FrontFaceStencilDepthFail", "uint", _STENCIL_OP),
    "front_face_stencil_pass": ("FrontFaceStencilPass", "uint", _STENCIL_OP),
    "front_face_stencil_func": ("FrontFaceStencilFunc", "uint", _COMPARISON),
    "back_face_stencil_fail": ("BackFaceStencilFail", "uint", _STENCIL_OP),
    "back_face_stencil_depth_fail": ("BackFaceStencilDepthFail", "uint", _STENCIL_OP),
    "back_face_stencil_pass": ("BackFaceStencilPass", "uint", _STENCIL_OP),
    "back_face_stencil_func": ("BackFaceStencilFunc", "uint", _COMPARISON),
    "alpha_to_coverage_enable": ("AlphaToCoverageEnable", "bool", _BOOL),
    "blend_enable": ("BlendEnable", "bool", _BOOL),
    "src_blend": ("SrcBlend", "uint", _BLEND),
    "dest_blend": ("DestBlend", "uint", _BLEND),
    "blend_op": ("BlendOp", "uint", _BLEND_OP),
    "src_blend_alpha": ("SrcBlendAlpha", "uint", _BLEND),
    "dest_blend_alpha": ("DestBlendAlpha", "uint", _BLEND),
    "blend_op_alpha": ("BlendOpAlpha", "uint", _BLEND_OP),
    "render_target_write_mask": ("RenderTargetWriteMask", "byte", None),
    "filter": ("Filter", "uint", _FILTERS),
    "address_u": ("AddressU", "uint", _ADDRESS),
    "address_v": ("AddressV", "uint", _ADDRESS),
    "address_w": ("AddressW", "uint", _ADDRESS),
    "mip_lod_bias": ("MipLODBias", "float", None),
    "max_anisotropy": ("MaxAnisotropy", "uint", None),
    "comparison_func": ("ComparisonFunc", "uint", _COMPARISON),
    "border_color": ("BorderColor", "float4", None),
    "min_lod": ("MinLOD", "float", None),
    "max_lod": ("MaxLOD", "float", None),
    "texture": ("Texture", None, None),
    "hull_shader": ("HullShader", None, None),
    "domain_shader": ("DomainShader", None, None),
    "compute_shader": ("ComputeShader", None, None),
}
#: States set per render target: the listing gives their index even when it is 0.
_INDEXED_STATES = {"blend_enable", "src_blend", "dest_blend", "blend_op", "src_blend_alpha",
                   "dest_blend_alpha", "blend_op_alpha", "render_target_write_mask", "render_target_view"}
#: Object types whose initializer is a state block.
_STATE_OBJECTS = {"blend", "depth_stencil", "rasterizer", "sampler"}


def _state_name(a) -> str:
    state = enum_name(a.state)
    name = STATES.get(state, (state,))[0]
    return f"{name}[{a.index}]" if a.index or state in _INDEXED_STATES else name


def _converted(value, type_name):
    """A constant converted to the state's type (see :func:`_as_state_type`)."""
    if type_name in ("float", "float4"):
        return float(value)
    value = _as_state_type(value, type_name)
    return int(value) & 0xFFFFFFFF if type_name == "uint" else int(value)


def constant_text(a, spelling: Spelling = Spelling()) -> str:
    """A constant assignment's value as FXC prints it: the state's type
    around its values, a named value with the stored constant in a comment
    (``uint(WRAP /* 1 */)``, ``bool(TRUE /* true */)`` for a bool constant),
    ``byte(0x0f)``, ``uint(0xffffffff)`` for the sample mask."""
    state = enum_name(a.state)
    _, type_name, names = STATES.get(state, (state, None, None))
    values = list(a.constants.values)
    if type_name is None:
        type_name = {"float": "float", "int": "int", "bool": "bool"}.get(enum_name(values[0].scalar_type), "uint") \
            if values else "uint"
        if len(values) > 1:
            type_name += str(len(values))
    texts = []
    for c in values:
        value = _converted(_constant_value(c), type_name)
        if isinstance(names, dict) and value in names:
            stored = scalar_text(c.bits, int(getattr(c.scalar_type, "value", c.scalar_type)), spelling)
            texts.append(f"{names[value]} /* {stored} */")
        elif isinstance(value, float):
            texts.append(format_g9(value, *spelling))
        elif names == "hex":
            texts.append("0x%08x" % value)
        elif type_name == "byte":
            texts.append("0x%02x" % value)
        else:
            texts.append(str(value))
    return f"{type_name}({', '.join(texts)})"


def _annotation_lines(decoded, indent, spelling):
    items = list(decoded.items) if decoded is not None else []
    if not items:
        return []
    pad = " " * indent
    out = [pad + "<"]
    for a in items:
        type_name, name, elements, value = annotation_fields(a, spelling)
        dims = f"[{elements}]" if elements else ""
        out.append(f"{pad}    {type_name} {name}{dims} = {value};")
    return out + [pad + ">"]


def _variable_line(v, local, spelling) -> str:
    t = v.type
    decl = f"{_type_text(t):<7} {v.name}"
    if t.num_elements:
        decl += f"[{t.num_elements}]"
    semantic = _semantic_text(v)
    if semantic:
        decl += f" : {semantic}"
    default = default_text(v, spelling) if local else None
    if default is not None:
        decl += f" = {default}"
    return f"    {decl + ';':<36}// Offset: {v.ofs_in_buffer:4d}, size: {t.len_in_buffer:4d}"


def _buffer_lines(cb, spelling):
    bind = "" if cb.explicit_bind_point == 0xFFFFFFFF else f" : register(b{cb.explicit_bind_point})"
    out = [f"{'tbuffer' if cb.is_tbuffer else 'cbuffer'} {cb.name}{bind}", "{"]
    out += [_variable_line(v, cb.local, spelling) for v in cb.variables]
    return out + ["}", ""]


def _shader_lines(block, indent, style):
    """An embedded shader's whole listing, each line indented by ``indent``,
    and the blank line (with FXC's trailing spaces) that ends it. ``style``
    is a :class:`~dxfuzz.asm.disassembler.Style`, or the float ties alone
    (``"even"``, ``"up"``) for the style of the FXC that built the shader."""
    from . import fxc_header
    from .disassembler import style_for
    container = block.container
    own = style_for(container).replace(float_ties=style) if isinstance(style, str) else style
    if not fxc_header.is_shader(container):
        return [" " * indent + "// (not a shader container)"]
    return [(" " * indent + line) if line else "" for line in fxc_header.listing(container, own)] + \
        [" " * (2 * indent - 4)]


def _tail_lines(init, fx):
    """The comments FXC prints after a shader's closing brace (see :data:`_TAIL`)."""
    tail = _ours_tail(init, fx)
    out = []
    if tail["so"] and not hasattr(init, "ofs_so_declarations") and getattr(init, "shader5", None) is None:
        out.append(f'/* Stream out decl: "{tail["so"][0]}" */')
    else:
        out += [f'/* Stream {k} out decl: "{so}" */' for k, so in sorted(tail["so"].items())]
        if tail["rasterized"] is not None:
            out.append(f"/* Stream {tail['rasterized']} to rasterizer */")
    for param, bound, index in tail["bindings"]:
        out.append(f"/* Interface parameter {param} bound to: {bound}"
                   f"{'' if index is None else f'[{index}]'} */")
    return out


def _shader_value(block, init, fx, indent, style, end):
    """``asm {`` ... ``}`` (then its tail comments) or ``NULL``, ending in ``end``."""
    if block is None or block.len_data == 0:
        return ["NULL" + end]
    tail = _tail_lines(init, fx)
    closing = " " * (indent - 4) + "}"
    body = ["asm {"] + _shader_lines(block, indent, style)
    if tail:
        return body + [closing] + tail[:-1] + [tail[-1] + end]
    return body + [closing + end]


def _assignment_lines(a, indent, fx, style, spelling):
    pad = " " * indent
    head = f"{pad}{_state_name(a):<8} = "
    kind = enum_name(a.assignment_type)
    if kind == "constant":
        state = enum_name(a.state)
        if STATES.get(state, (None, None))[1] is None and all(c.bits == 0 for c in a.constants.values):
            return [head + "NULL;"]  # a shader or an object state set to nothing
        return [head + constant_text(a, spelling) + ";"]
    if kind == "variable":
        return [head + a.variable_name + ";"]
    if kind == "constant_index":
        return [head + f"{a.indexed.array_name}[{a.indexed.index}];"]
    if kind == "variable_index":
        return [head + f"{a.indexed.array_name}[{a.indexed.index_variable_name}];"]
    if kind in ("inline_shader", "inline_shader5"):
        init = a.inline_shader if kind == "inline_shader" else a.inline_shader5
        lines = _shader_value(init.shader, init, fx, indent + 4, style, ";")
        return [head + lines[0]] + lines[1:]
    # FXLVM code, not disassembled
    if kind == "expression_index":
        return [head + f"{a.indexed.array_name}[eval(/* {EXPRESSION} */)];"]
    return [head + f"eval(/* {EXPRESSION} */);"]


def _object_lines(o, fx, style, spelling):
    t = o.type
    decl = f"{t.type_name:<7} {o.name}" + (f"[{t.num_elements}]" if t.num_elements else "")
    if o.ofs_semantic:
        decl += f" : {o.semantic}"
    kind = enum_name(t.object_type)
    inits = list(o.initializers) if getattr(o, "initializers", None) is not None else []
    annotations = _annotation_lines(getattr(o, "annotations", None), 0, spelling)
    if kind == "string" and inits:
        strings = ", ".join('"%s"' % i.string for i in inits)
        return [decl + " = " + (strings if len(inits) == 1 and not t.num_elements else "{ " + strings + " }")
                + ";"]
    if kind in _STATE_OBJECTS and inits:
        out = [decl] + annotations + ["{"]
        if len(inits) == 1 and not t.num_elements:
            for a in inits[0].state_block.assignments:
                out += _assignment_lines(a, 4, fx, style, spelling)
        else:
            for k, init in enumerate(inits):
                out.append("    {")
                for a in init.state_block.assignments:
                    out += _assignment_lines(a, 8, fx, style, spelling)
                out.append("    }," if k + 1 < len(inits) else "    }")
        return out + ["};"]
    if inits:  # shaders (a pool object has no initializer)
        blocks = []
        for init in inits:
            five = getattr(init, "shader5", None)
            blocks.append((five.shader if five is not None else getattr(init, "shader", None),
                           five if five is not None else init))
        if len(blocks) == 1 and not t.num_elements:
            lines = _shader_value(blocks[0][0], blocks[0][1], fx, 8, style, ";")
            return [decl + " = "] + ["    " + lines[0]] + lines[1:]
        out = [decl + " = ", "{"]
        for k, (block, init) in enumerate(blocks):
            lines = _shader_value(block, init, fx, 8, style, "," if k + 1 < len(blocks) else "")
            out += ["    " + lines[0]] + lines[1:]
        return out + ["};"]
    if annotations:
        return [decl] + annotations[:-1] + [">;"]
    return [decl + ";"]


def _technique_lines(t, keyword, fx, style, spelling):
    out = [f"{keyword} {t.name}"] + _annotation_lines(t.annotations, 0, spelling) + ["{"]
    for p in t.passes:
        out.append(f"    pass {p.name}" if p.name else "    pass")
        out += _annotation_lines(p.annotations, 4, spelling)
        out.append("    {")
        for a in p.assignments:
            out += _assignment_lines(a, 8, fx, style, spelling)
        out += ["    }", ""]
    return out + ["}", ""]


def _count_lines(count, kind):
    return ["//", f"// {count} {kind}(s)", "//"]


def effect_part(obj):
    """The decoded FX10 part of a container (None without one, or when it
    was not decoded)."""
    from ..container import first_part
    part = first_part(obj, "FX10")
    if part is None or isinstance(part.body, (bytes, bytearray)):
        return None
    return part.body


def effect_listing(fx, style=None, ties: str = "even") -> list:
    """The listing FXC prints for an effect (``fxc /T fx_4_0 /Fc``) from its
    decoded FX10 part: the header, buffers with offsets and defaults, objects
    with their state blocks and shaders, techniques and passes. Each embedded
    shader is the listing :func:`~dxfuzz.asm.fxc_header.listing` prints,
    in ``style`` (by default the style of the FXC that built that shader);
    floats are spelled with ``ties`` and a three-digit exponent
    (``6.67300035e-011``: FXC 10.1 prints effects so too). Expressions
    (FXLVM code) are not disassembled: ``eval(/* ... */)`` stands for one."""
    spelling = Spelling(3, ties)
    if style is not None:
        style = style.replace(float_ties=ties)
    else:
        style = ties  # each shader in the style of the FXC that built it
    out = ["//", f"// FX Version: {enum_name(fx.header.tag)}"]
    if not fx.is_fx5:
        out.append(f"// Child effect (requires effect pool): {'true' if fx.header.requires_pool else 'false'}")
    out.append("//")
    if fx.cbuffers:
        out += [f"// {len(fx.cbuffers)} local buffer(s)", "//"]
        for cb in fx.cbuffers:
            out += _buffer_lines(cb, spelling)
        out.append("//")
    sections = [("local object", fx.object_variables)]
    sections.append(("shared buffer", fx.pool_cbuffers))
    sections.append(("shared object", fx.pool_object_variables))
    for kind, items in sections:
        if not items:
            continue
        out += [f"// {len(items)} {kind}(s)", "//"]
        if kind == "shared buffer":
            for cb in items:
                out += _buffer_lines(cb, spelling)
        else:
            for o in items:
                out += _object_lines(o, fx, style, spelling)
            out.append("")
        out.append("//")
    if fx.is_fx5:
        interfaces = list(fx.interface_variables or [])
        if interfaces:
            out += [f"// {len(interfaces)} local interface(s)", "//"]
            for v in interfaces:
                dims = f"[{v.type.num_elements}]" if v.type.num_elements else ""
                out.append(f"{v.type.type_name:<7} {v.name}{dims};")
            out += ["", "//"]
        groups = list(fx.groups or [])
        if groups:
            out += [f"// {len(groups)} group(s)", "//"]
            for g in groups:
                out.append(f"fxgroup {g.name}" if g.ofs_name else "fxgroup")
                out += _annotation_lines(g.annotations, 0, spelling)
                out += ["{", "    //", f"    // {g.num_techniques} technique(s)", "    //"]
                for t in g.techniques:
                    out += ["    " + line if line else "" for line in
                            _technique_lines(t, "technique11", fx, style, spelling)]
                out += ["}", ""]
            out.append("//")
    elif fx.techniques:
        out += [f"// {len(fx.techniques)} technique(s)", "//"]
        for t in fx.techniques:
            out += _technique_lines(t, "technique10", fx, style, spelling)
        out.append("//")
    out.pop()  # the comment line that would open the next section
    while out and not out[-1].strip():
        out.pop()
    return out + [""]  # FXC ends the listing with a blank line
