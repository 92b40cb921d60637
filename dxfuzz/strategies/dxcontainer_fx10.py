"""Strategies for FX10, FXC's effects (fx_4_0, fx_4_1, fx_5_0).

:func:`fx10_parts` draws a description of an effect (numeric, object,
interface and class variables in buffers, annotations, groups, techniques
and passes with their shaders) and lays it out the way FXC does: the header,
the unstructured blob (types, names, default values and shaders; FXC does
not pad it), then the structured records. Every payload drawn parses with
the spec and serializes back to the same bytes. It returns ``(payload,
description)`` so that tests can check that the decode gives back what was
drawn.
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
    return {
        "FX10": fx10_parts().map(lambda x: x[0]),
    }
