"""Strategies for FX10, FXC's effects (fx_4_0, fx_4_1 and fx_5_0), drawn as
trees of what they mean and built by the FX10 writer, laid out as FXC does.

:func:`fx10_trees` draws an effect (buffers of numeric and class variables,
objects of every kind with their initializers, interface variables,
annotations, groups, techniques and passes with every kind of assignment);
:func:`fx10_parts` its bytes.
"""
from __future__ import annotations

from hypothesis import strategies as st

from ._ints import u32

names = st.text(st.characters(min_codepoint=0x21, max_codepoint=0x7E), min_size=1, max_size=16)

_SCALARS = {"float": 1, "int": 2, "uint": 3, "bool": 4}
#: What an object variable's initializer holds, by object type.
_STATE_BLOCKS = {"BlendState": "blend", "DepthStencilState": "depth_stencil",
                 "RasterizerState": "rasterizer", "SamplerState": "sampler"}
_SHADERS4 = {"VertexShader": "vertex_shader", "PixelShader": "pixel_shader",
             "GeometryShader": "geometry_shader"}
_SHADERS5 = {"VertexShader5": "vertex_shader5", "PixelShader5": "pixel_shader5",
             "ComputeShader5": "compute_shader5"}
_VIEWS = {"Texture2D": "texture2d", "Buffer": "buffer", "RenderTargetView": "render_target_view",
          "DepthStencilView": "depth_stencil_view"}
_UAVS = {"RWTexture2D": "rw_texture2d", "RWStructuredBuffer": "rw_structured_buffer"}


def _empty_container() -> bytes:
    from ..builder import build
    return build([])


@st.composite
def numeric_types(draw, elements=st.integers(0, 3)):
    """A scalar, vector or matrix type, possibly an array (its sizes left out)."""
    scalar = draw(st.sampled_from(sorted(_SCALARS)))
    shape = draw(st.sampled_from([1, 2, 3]))
    rows = draw(st.integers(1, 4)) if shape == 3 else 1
    columns = draw(st.integers(1, 4)) if shape != 1 else 1
    column_major = shape == 3 and draw(st.booleans())
    name = scalar + (f"{rows}x{columns}" if shape == 3 else str(columns) if shape == 2 else "")
    layout = shape | _SCALARS[scalar] << 3 | rows << 8 | columns << 11 | column_major << 14
    return {"type_name": name, "var_type": "numeric", "num_elements": draw(elements),
            "numeric_layout": layout}


def _object_type(type_name: str, object_type: str, elements: int = 0) -> dict:
    return {"type_name": type_name, "var_type": "object", "num_elements": elements,
            "object_type": object_type}


def _interface_type(elements: int = 0) -> dict:
    return {"type_name": "IShade", "var_type": "interface", "num_elements": elements,
            "len_in_buffer": 16, "stride": 16, "len_packed": 0}


def _class_type(elements: int) -> dict:
    """A class (fx_5_0): one float member, a base class without members, one interface."""
    base = {"type_name": "Base", "var_type": "struct", "num_elements": 0, "members": []}
    member = {"name": "value", "semantic": "", "ofs_in_struct": 0,
              "type": {"type_name": "float", "var_type": "numeric", "num_elements": 0,
                       "numeric_layout": 1 | 1 << 3 | 1 << 8 | 1 << 11}}
    return {"type_name": "Light", "var_type": "struct", "num_elements": elements,
            "members": [member], "base_class": base, "interfaces": [{"type": _interface_type()}]}


def _annotations(draw) -> dict:
    items = []
    for name, value in draw(st.lists(st.tuples(names, st.one_of(st.integers(-5, 5), names)),
                                     max_size=2)):
        if isinstance(value, int):
            items.append({"name": name, "type": {"type_name": "int", "var_type": "numeric",
                                                 "num_elements": 0,
                                                 "numeric_layout": 1 | 2 << 3 | 1 << 8 | 1 << 11},
                          "numeric_value": (value & 0xFFFFFFFF).to_bytes(4, "little")})
        else:
            items.append({"name": name, "type": _object_type("String", "string"),
                          "strings": [{"value": value}]})
    return {"items": items}


def _shader(draw, null_ok=True) -> dict:
    if null_ok and draw(st.booleans()):
        return {"len_data": 0}  # NULL
    return {"container": _empty_container()}


def _shader5(draw) -> dict:
    return {"shader": _shader(draw),
            "so_declarations": [{"value": v} for v in draw(st.lists(names, max_size=4))],
            "rasterized_stream": draw(st.integers(0, 3)),
            "interface_bindings": [{"instance_name": n, "array_index": i} for n, i in
                                   draw(st.lists(st.tuples(names, st.integers(0, 3)), max_size=2))]}


@st.composite
def object_variables(draw, fx5: bool):
    kinds = [*_STATE_BLOCKS, *_SHADERS4, *_VIEWS, "String"] + ([*_SHADERS5, *_UAVS] if fx5 else [])
    type_name = draw(st.sampled_from(kinds))
    elements = 0 if type_name == "String" else draw(st.integers(0, 2))
    object_type = {**_STATE_BLOCKS, **_SHADERS4, **_SHADERS5, **_VIEWS, **_UAVS,
                   "String": "string"}[type_name]
    initializers = None
    if type_name in _STATE_BLOCKS:
        initializers = [{"state_block": {"assignments": [
            {"state": state, "index": index, "assignment_type": "constant",
             "constants": {"values": [{"scalar_type": "uint", "bits": bits}]}}
            for state, index, bits in draw(st.lists(st.tuples(st.integers(12, 55), st.integers(0, 3), u32),
                                                    max_size=3))]}}
            for _ in range(max(elements, 1))]
    elif type_name == "String":
        initializers = [{"string": draw(names)}]
    elif type_name in _SHADERS4:
        initializers = [{"shader": _shader(draw)} for _ in range(max(elements, 1))]
    elif type_name in _SHADERS5:
        initializers = [{"shader5": _shader5(draw)} for _ in range(max(elements, 1))]
    return {"name": draw(names), "type": _object_type(type_name, object_type, elements),
            "semantic": draw(st.one_of(st.just(""), names)),
            "explicit_bind_point": draw(st.sampled_from([0xFFFFFFFF, 0, 3])),
            "initializers": initializers, "annotations": _annotations(draw)}


@st.composite
def cbuffers(draw, fx5: bool):
    variables, offset = [], 0
    for _ in range(draw(st.integers(0, 3))):
        if fx5 and draw(st.booleans()):
            t = _class_type(draw(st.integers(0, 2)))
        else:
            t = draw(numeric_types())
        variables.append({"name": draw(names), "type": t, "ofs_in_buffer": offset,
                          "semantic": draw(st.one_of(st.just(""), names)),
                          "default": draw(st.booleans()), "annotations": _annotations(draw)})
        offset += 16 * 4 * max(t["num_elements"], 1)
    return {"name": draw(names), "flags": draw(st.sampled_from([0, 1])),
            "explicit_bind_point": draw(st.sampled_from([0xFFFFFFFF, 0, 5])),
            "annotations": _annotations(draw), "variables": variables}


def _with_defaults(tree: dict) -> dict:
    """Give drawn numeric variables asking for one a default value of their packed size."""
    from ..write.dxcontainer_fx10 import type_sizes
    from ..write.given import Given
    for c in tree["cbuffers"]:
        for v in c["variables"]:
            if v.pop("default") and v["type"]["var_type"] == "numeric":
                packed = type_sizes(Given(v["type"]))[2]
                v["default_value"] = bytes(range(packed % 251)).ljust(packed, b"\x7f")
    return tree


@st.composite
def assignments(draw, fx5: bool, objects: list):
    kind = draw(st.sampled_from(["constant", "variable", "constant_index", "variable_index",
                                 "expression", "inline_shader"] + (["inline_shader5"] if fx5 else [])))
    target = objects[0]["name"] if objects else "missing"
    a = {"state": draw(st.integers(0, 58)), "index": draw(st.integers(0, 3)), "assignment_type": kind}
    if kind == "constant":
        a["constants"] = {"values": [{"scalar_type": s, "bits": b} for s, b in
                                     draw(st.lists(st.tuples(st.sampled_from(sorted(_SCALARS)), u32),
                                                   min_size=1, max_size=4))]}
    elif kind == "variable":
        a["variable_name"] = target
    elif kind == "constant_index":
        a["indexed"] = {"array_name": target, "index": draw(st.integers(0, 3))}
    elif kind == "variable_index":
        a["indexed"] = {"array_name": target, "index_variable_name": draw(names)}
    elif kind == "expression":
        a["expression"] = {"container": _empty_container()}
    elif kind == "inline_shader":
        a["inline_shader"] = {"shader": _shader(draw), "so_declaration": draw(st.one_of(st.just(""), names))}
    else:
        a["inline_shader5"] = _shader5(draw)
    return a


@st.composite
def techniques(draw, fx5: bool, objects: list):
    return {"name": draw(names), "annotations": _annotations(draw), "passes": [
        {"name": draw(names), "annotations": _annotations(draw),
         "assignments": draw(st.lists(assignments(fx5, objects), max_size=3))}
        for _ in range(draw(st.integers(0, 2)))]}


@st.composite
def fx10_trees(draw):
    """The tree of an fx_4_0, fx_4_1 or fx_5_0 effect: what it means, every
    count, size and offset left out. fx_5_0 effects add Shader Model 5
    shaders (stream-output declarations, interface bindings), unordered access
    views, class variables, interface variables with their initial class
    instances, and technique groups (the first unnamed, as FXC's default group)."""
    tag = draw(st.sampled_from(["fx_4_0", "fx_4_1", "fx_5_0"]))
    fx5 = tag == "fx_5_0"
    objects = draw(st.lists(object_variables(fx5), max_size=4))
    tree = {"header": {"tag": tag}, "cbuffers": draw(st.lists(cbuffers(fx5), max_size=2)),
            "object_variables": objects}
    if fx5:
        tree["interface_variables"] = [
            {"name": draw(names), "type": _interface_type(elements),
             "initializers": None if not draw(st.booleans()) else
             [{"instance_name": draw(names), "array_index": i} for i in range(max(elements, 1))],
             "annotations": _annotations(draw)}
            for elements in draw(st.lists(st.integers(0, 2), max_size=2))]
        tree["groups"] = [{"name": name, "annotations": _annotations(draw),
                           "techniques": draw(st.lists(techniques(fx5, objects), max_size=2))}
                          for name in draw(st.lists(st.one_of(st.just(""), names), min_size=1,
                                                    max_size=2))]
    else:
        tree["techniques"] = draw(st.lists(techniques(fx5, objects), max_size=2))
    return _with_defaults(tree)


def fx10_parts():
    """The bytes of drawn effects."""
    from ..builder import build_part
    return fx10_trees().map(lambda tree: build_part("FX10", tree))


def part_strategies() -> dict:
    """fourcc -> strategy of valid payload bytes."""
    return {"FX10": fx10_parts()}
