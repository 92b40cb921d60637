"""Strategies for the FXC-era parts IFCE, Aon9/XNAS/XNAP, LIBH, LFS0 and FX10
(RDEF: :mod:`.dxcontainer_rdef`).

Each strategy draws a description of the part (classes, mappings,
functions, effect variables and techniques)
and lays it out the way FXC does: fixed records first, then the tables the
records point at, NUL-terminated names padded with 0xAB to 4 bytes (none
for LIBH and the FX10 blob, which FXC does not pad). Every payload drawn
parses with the specs and serializes back to the same bytes.

The ``*_parts`` functions return ``(payload, description)`` pairs so that
tests can check that the decode gives back what was drawn.
"""
from __future__ import annotations

import struct

from hypothesis import strategies as st

u32 = st.integers(0, 0xFFFFFFFF)
u16 = st.integers(0, 0xFFFF)
u8 = st.integers(0, 0xFF)
names = st.text(st.characters(min_codepoint=0x21, max_codepoint=0x7E), min_size=1, max_size=16)


class Blob:
    """An append-only byte buffer that hands out offsets; strings are stored
    once each (as FXC does) and ``fill`` pads to 4 bytes."""

    def __init__(self, fill: int = 0xAB, dedupe: bool = True):
        self.buf = bytearray()
        self.fill = fill
        self.dedupe = dedupe
        self.strings = {}

    def here(self) -> int:
        return len(self.buf)

    def put(self, data: bytes) -> int:
        at = len(self.buf)
        self.buf += data
        return at

    def reserve(self, size: int) -> int:
        return self.put(bytes(size))

    def patch(self, at: int, data: bytes) -> None:
        self.buf[at:at + len(data)] = data

    def string(self, text: str) -> int:
        if self.dedupe and text in self.strings:
            return self.strings[text]
        at = self.put(text.encode("latin-1") + b"\0")
        self.strings[text] = at
        return at

    def align(self) -> None:
        self.buf += bytes([self.fill]) * (-len(self.buf) % 4)

    def bytes(self) -> bytes:
        return bytes(self.buf)


# --------------------------------------------------------------------------
# IFCE
# --------------------------------------------------------------------------

@st.composite
def ifce_parts(draw):
    """``(payload, description)`` of an IFCE part."""
    desc = {
        "types": draw(st.lists(st.tuples(names, st.integers(0, 8), st.integers(0, 4), st.integers(0, 4)),
                               max_size=4)),
        "instances": draw(st.lists(st.tuples(names, st.integers(0, 8), u16, u16,
                                             st.sampled_from([0xFFFF, 0, 3]), st.sampled_from([0xFFFF, 1])),
                                   max_size=3)),
        "slots": draw(st.lists(st.tuples(st.integers(1, 3), st.lists(st.tuples(u16, u32), min_size=1, max_size=4)),
                               max_size=3)),
        "reserved": draw(st.sampled_from([b"OSGN" + struct.pack("<HH", 0x20, 0x10), bytes(8)])),
    }
    return build_ifce(desc), desc


def build_ifce(desc) -> bytes:
    b = Blob()
    header = b.reserve(36)
    ofs_slots = b.reserve(16 * len(desc["slots"]))
    ofs_types = b.reserve(12 * len(desc["types"]))
    ofs_instances = b.reserve(16 * len(desc["instances"]))
    for i, (span, pairs) in enumerate(desc["slots"]):
        ofs_ids = b.put(b"".join(struct.pack("<H", t) for t, _ in pairs))
        b.align()
        ofs_tables = b.put(b"".join(struct.pack("<I", t) for _, t in pairs))
        b.patch(ofs_slots + 16 * i, struct.pack("<4I", span, len(pairs), ofs_ids, ofs_tables))
    for i, (name, stride, tex, samp) in enumerate(desc["types"]):
        b.patch(ofs_types + 12 * i, struct.pack("<IHHHH", b.string(name), 0, stride, tex, samp))
        b.align()
    for i, (name, type_id, cb, cb_offset, tex, samp) in enumerate(desc["instances"]):
        b.patch(ofs_instances + 16 * i,
                struct.pack("<IHHHHHH", b.string(name), type_id, 1, cb, cb_offset, tex, samp))
        b.align()
    slot_count = sum(span for span, _ in desc["slots"])
    b.patch(header, struct.pack("<7I", len(desc["instances"]), len(desc["types"]), len(desc["slots"]),
                                slot_count, ofs_instances, ofs_types, ofs_slots) + desc["reserved"])
    return b.bytes()


# --------------------------------------------------------------------------
# Aon9 / XNAS / XNAP
# --------------------------------------------------------------------------

@st.composite
def level9_parts(draw):
    """``(payload, description)`` of a feature-level-9 part."""
    kind = draw(st.sampled_from([0xFFFE, 0xFFFF, 0x4C56, 0x4C50]))
    minor = draw(st.sampled_from([0, 1]))
    body = draw(st.lists(u32, max_size=12))
    desc = {
        "version": (kind << 16) | 0x0200,
        "shader": struct.pack(f"<I{len(body)}II", (kind << 16) | 0x0200 | minor, *body, 0x0000FFFF),
        "cbuffers": draw(st.lists(st.tuples(st.integers(0, 13), u16, st.integers(1, 16), st.integers(0, 255),
                                            st.lists(st.integers(0, 3), min_size=4, max_size=4)), max_size=4)),
        "loops": draw(st.lists(st.tuples(st.integers(0, 13), u16, st.integers(0, 3), st.integers(0, 15)),
                               max_size=2)),
        "samplers": draw(st.lists(st.tuples(st.integers(0, 127), st.integers(0, 15), st.integers(0, 15)),
                                  max_size=3)),
        "runtime": draw(st.lists(st.tuples(st.just(0), st.integers(0, 255)), max_size=1)),
    }
    return build_level9(desc), desc


def build_level9(desc) -> bytes:
    b = Blob()
    header = b.reserve(36)
    tables = []
    for rows, fmt in ((desc["cbuffers"], "cb"), (desc["loops"], "<4H"), ([], ""),
                      (desc["samplers"], "<4B"), (desc["runtime"], "<2H")):
        at = b.here()
        for r in rows:
            if fmt == "cb":
                b.put(struct.pack("<4H4B", r[0], r[1], r[2], r[3], *r[4]))
            elif fmt == "<4B":
                b.put(struct.pack(fmt, *r, 0))
            else:
                b.put(struct.pack(fmt, *r))
        tables.append((len(rows), at))
    ofs_shader = b.put(desc["shader"])
    head = struct.pack("<4I", len(b.buf), desc["version"], len(desc["shader"]), ofs_shader)
    head += b"".join(struct.pack("<HH", n, at) for n, at in tables)
    b.patch(header, head)
    return b.bytes()


# --------------------------------------------------------------------------
# LIBH / LFS0
# --------------------------------------------------------------------------

@st.composite
def libh_parts(draw):
    """``(payload, description)`` of a LIBH part (unpadded, as FXC writes it)."""
    desc = {"creator": draw(names), "flags": 0,
            "functions": draw(st.lists(st.tuples(st.integers(0, 3), names), max_size=5))}
    b = Blob(dedupe=False)
    header = b.reserve(20)
    ofs_functions = b.reserve(8 * len(desc["functions"]))
    ofs_creator = b.string(desc["creator"])
    for i, (mode, name) in enumerate(desc["functions"]):
        b.patch(ofs_functions + 8 * i, struct.pack("<II", mode, b.string(name)))
    b.patch(header, struct.pack("<5I", 1, ofs_creator, desc["flags"], len(desc["functions"]), ofs_functions))
    return b.bytes(), desc


lfs0_parameters = st.fixed_dictionaries({
    "name": names, "semantic": st.one_of(st.none(), names), "type": st.sampled_from([0, 1, 2, 3, 19]),
    "class": st.integers(0, 3), "rows": st.integers(0, 4), "columns": st.integers(0, 4),
    "interpolation": st.integers(0, 7), "flags": st.integers(0, 3),
    "registers": st.lists(st.integers(-1, 31), min_size=4, max_size=4),
})


@st.composite
def lfs0_parts(draw):
    """``(payload, description)`` of an LFS0 part."""
    desc = {"parameters": draw(st.lists(lfs0_parameters, min_size=1, max_size=5))}
    b = Blob()
    header = b.reserve(8)
    table = b.reserve(48 * len(desc["parameters"]))
    for i, p in enumerate(desc["parameters"]):
        rec = struct.pack("<8I4i", b.string(p["name"]), b.string(p["semantic"]) if p["semantic"] else 0,
                          p["type"], p["class"], p["rows"], p["columns"], p["interpolation"], p["flags"],
                          *p["registers"])
        b.patch(table + 48 * i, rec)
    b.align()
    b.patch(header, struct.pack("<II", len(desc["parameters"]), table))
    return b.bytes(), desc


# --------------------------------------------------------------------------
# FX10
# --------------------------------------------------------------------------

def _empty_container() -> bytes:
    from ..builder import build
    return build([])


_FX_NUMERIC = st.tuples(st.sampled_from([1, 2, 3]), st.sampled_from([1, 2, 3, 4]),
                        st.integers(1, 4), st.integers(1, 4))   # layout, scalar, rows, columns
_FX_STATE_OBJECTS = {"BlendState": 2, "DepthStencilState": 3, "RasterizerState": 4, "SamplerState": 21}


_FX_SHADER5 = ["VertexShader5", "PixelShader5", "ComputeShader5"]
_FX_SHADER5_KINDS = {"VertexShader5": 26, "PixelShader5": 25, "ComputeShader5": 28}


@st.composite
def fx10_parts(draw):
    """``(payload, description)`` of an fx_4_0, fx_4_1 or fx_5_0 effect.

    fx_5_0 effects add the longer header, Shader Model 5 shader objects
    (stream-output declarations, interface bindings), interface variables
    with their initial class instances, a class type (a struct with a base
    class and interfaces) and technique groups."""
    tag = draw(st.sampled_from([0xFEFF1001, 0xFEFF1011, 0xFEFF2001]))
    fx5 = tag == 0xFEFF2001
    kinds = ["Texture2D", "SamplerState", "BlendState", "string", "VertexShader"] + (_FX_SHADER5 if fx5 else [])
    desc = {
        "tag": tag,
        "cbuffers": draw(st.lists(st.fixed_dictionaries({
            "name": names, "tbuffer": st.booleans(), "bind": st.sampled_from([0xFFFFFFFF, 0, 5]),
            "variables": st.lists(st.fixed_dictionaries({
                "name": names, "numeric": _FX_NUMERIC, "elements": st.integers(0, 3),
                "default": st.booleans(), "semantic": st.one_of(st.none(), names),
                "class": st.booleans() if fx5 else st.just(False)}), max_size=3),
        }), max_size=2)),
        "objects": draw(st.lists(st.fixed_dictionaries({
            "name": names, "kind": st.sampled_from(kinds),
            "elements": st.integers(0, 2),
            "states": st.lists(st.tuples(st.integers(12, 55), st.integers(0, 3), u32), max_size=3),
            "annotations": st.lists(st.tuples(names, st.integers(-5, 5)), max_size=2),
            "so": st.lists(names, max_size=4), "stream": st.integers(0, 3),
            "bindings": st.lists(st.tuples(names, st.integers(0, 3)), max_size=2),
        }), max_size=4)),
        "interfaces": draw(st.lists(st.fixed_dictionaries({
            "name": names, "elements": st.integers(0, 2), "initial": st.one_of(st.none(), names),
            "annotations": st.lists(st.tuples(names, st.integers(-5, 5)), max_size=1),
        }), max_size=2)) if fx5 else [],
        "groups": draw(st.lists(st.one_of(st.none(), names), min_size=1, max_size=2)) if fx5 else [None],
        "techniques": draw(st.lists(st.tuples(names, st.lists(st.tuples(
            names, st.lists(st.sampled_from(["const", "var", "shader", "null"] + (["shader5"] if fx5 else [])),
                            max_size=3)), max_size=2)),
            max_size=2)),
    }
    return build_fx10(desc), desc


def build_fx10(desc) -> bytes:
    fx5 = desc["tag"] == 0xFEFF2001
    blob = Blob(dedupe=True)
    blob.put(b"\0\0\0\0")  # offset 0: the empty string
    structured = bytearray()
    counts = {"numeric": 0, "strings": 0, "textures": 0, "blend": 0, "depth": 0, "raster": 0, "sampler": 0,
              "shaders": 0, "inline": 0, "interface_elements": 0, "class_elements": 0}
    types = {}

    def u4(*values):
        structured.extend(struct.pack(f"<{len(values)}I", *values))

    def numeric_type(numeric, elements):
        key = ("n", numeric, elements)
        if key not in types:
            layout, scalar, rows, cols = numeric
            if layout == 1:
                rows = cols = 1
            elif layout == 2:
                rows = 1
            size = 4 * rows * cols
            total = size if not elements else 16 * (elements - 1) + size
            types[key] = blob.here()
            name = blob.string({1: "float", 2: "int", 3: "uint", 4: "bool"}[scalar])
            types[key] = blob.put(struct.pack("<7I", name, 1, elements, total, 16 if elements else size,
                                              size * max(elements, 1),
                                              layout | scalar << 3 | rows << 8 | cols << 11))
        return types[key]

    def object_type(name, kind, elements):
        key = ("o", kind, elements)
        if key not in types:
            types[key] = blob.put(struct.pack("<7I", blob.string(name), 2, elements, 0, 0, 0, kind))
        return types[key]

    def interface_type(elements):
        key = ("i", elements)
        if key not in types:
            types[key] = blob.put(struct.pack("<6I", blob.string("IShade"), 4, elements, 16, 16, 0))
        return types[key]

    def class_type(elements):
        """A class (struct) with one float member, a base class with no
        members, and one interface (fx_5_0 only)."""
        key = ("c", elements)
        if key not in types:
            base = blob.put(struct.pack("<6I", blob.string("Base"), 3, 0, 0, 0, 0) + struct.pack("<3I", 0, 0, 0))
            member = struct.pack("<4I", blob.string("value"), 0, 0, numeric_type((1, 1, 1, 1), 0))
            size = 4 if not elements else 16 * (elements - 1) + 4
            types[key] = blob.put(struct.pack("<7I", blob.string("Light"), 3, elements, size, 16 if elements else 4,
                                              4 * max(elements, 1), 1) + member
                                  + struct.pack("<3I", base, 1, interface_type(0)))
        return types[key]

    def shader_block(empty=False):
        data = b"" if empty else _empty_container()
        return blob.put(struct.pack("<I", len(data)) + data)

    def bindings(items):
        if not items:
            return 0
        return blob.put(b"".join(struct.pack("<II", blob.string(n), i) for n, i in items))

    def shader5(o, empty=False):
        so = [blob.string(x) for x in o["so"]] + [0] * (4 - len(o["so"]))
        return struct.pack("<9I", shader_block(empty), *so, len(o["so"]), o["stream"], len(o["bindings"]),
                           bindings(o["bindings"]))

    def annotations(items):
        u4(len(items))
        for aname, value in items:
            ints = numeric_type((1, 2, 1, 1), 0)
            u4(blob.string(aname), ints, blob.put(struct.pack("<i", value)))

    for cb in desc["cbuffers"]:
        u4(blob.string(cb["name"]), 16 * len(cb["variables"]) * 4, int(cb["tbuffer"]),
           len(cb["variables"]), cb["bind"], 0)
        for i, v in enumerate(cb["variables"]):
            if v.get("class"):
                t = class_type(v["elements"])
                counts["class_elements"] += max(v["elements"], 1)
            else:
                t = numeric_type(v["numeric"], v["elements"])
            packed = struct.unpack_from("<I", blob.buf, t + 20)[0]
            default = blob.put(bytes(range(packed % 251)).ljust(packed, b"\x7f")) if v["default"] else 0
            u4(blob.string(v["name"]), t, blob.string(v["semantic"]) if v["semantic"] else 0, 64 * i, default,
               0, 0)
            counts["numeric"] += 1
    for o in desc["objects"]:
        kind = ({"Texture2D": 12, "string": 1, "VertexShader": 6}.get(o["kind"])
                or _FX_SHADER5_KINDS.get(o["kind"]) or _FX_STATE_OBJECTS[o["kind"]])
        elements = 0 if kind == 1 else o["elements"]
        u4(blob.string(o["name"]), object_type(o["kind"], kind, elements), 0, 0xFFFFFFFF)
        for _ in range(max(elements, 1)):
            if kind in (2, 3, 4, 21):
                u4(len(o["states"]))
                for state, index, bits in o["states"]:
                    u4(state, index, 1, blob.put(struct.pack("<3I", 1, 3, bits)))
            elif kind == 1:
                u4(blob.string(o["name"] + " value"))
            elif kind == 6:
                u4(shader_block())
                counts["shaders"] += 1
            elif kind in _FX_SHADER5_KINDS.values():
                structured.extend(shader5(o))
                counts["shaders"] += 1
        annotations(o["annotations"])
    for iv in desc.get("interfaces", []):
        n = max(iv["elements"], 1)
        initial = 0
        if iv["initial"] is not None:
            initial = blob.put(b"".join(struct.pack("<II", blob.string(iv["initial"]), i) for i in range(n)))
        u4(blob.string(iv["name"]), interface_type(iv["elements"]), initial, 0)
        annotations(iv["annotations"])
        counts["interface_elements"] += n
    technique_count = 0
    groups = desc.get("groups", [None])
    for g, group in enumerate(groups):
        techniques = desc["techniques"] if g == 0 else desc["techniques"][:1]
        if fx5:
            u4(blob.string(group) if group else 0, len(techniques), 0)
        for tname, passes in techniques:
            technique_count += 1
            u4(blob.string(tname), len(passes), 0)
            for pname, assignments in passes:
                u4(blob.string(pname), len(assignments), 0)
                for a in assignments:
                    if a == "const":
                        u4(9, 0, 1, blob.put(struct.pack("<3I", 1, 3, 0xFF)))
                    elif a == "var":
                        u4(2, 0, 2, blob.string(desc["objects"][0]["name"] if desc["objects"] else "missing"))
                    elif a == "shader5":
                        o = {"so": ["SV_Position.xyzw"], "stream": 0, "bindings": [("g_light", 0)]}
                        u4(6, 0, 8, blob.put(shader5(o)))
                        counts["shaders"] += 1
                        counts["inline"] += 1
                    else:
                        u4(6, 0, 7, blob.put(struct.pack("<II", shader_block(a == "null"), 0)))
                        counts["shaders"] += 1
                        counts["inline"] += 1
    header = struct.pack(
        "<19I", desc["tag"], len(desc["cbuffers"]), counts["numeric"], len(desc["objects"]), 0, 0, 0,
        technique_count, len(blob.buf), 0, 0, 0, 0, 0, 0, 0, 0, counts["shaders"], counts["inline"])
    if fx5:
        header += struct.pack("<5I", len(groups), 0, len(desc.get("interfaces", [])),
                              counts["interface_elements"], counts["class_elements"])
    return header + blob.bytes() + bytes(structured)


def part_strategies() -> dict:
    """fourcc -> strategy of valid payload bytes."""
    level9 = level9_parts().map(lambda x: x[0])
    return {
        "IFCE": ifce_parts().map(lambda x: x[0]),
        "Aon9": level9, "XNAS": level9, "XNAP": level9,
        "LIBH": libh_parts().map(lambda x: x[0]),
        "LFS0": lfs0_parts().map(lambda x: x[0]),
        "FX10": fx10_parts().map(lambda x: x[0]),
    }
