"""Strategies for PSV0 parts (pipeline state validation).

A part is drawn as a tree and laid out by the PSV0 writer, as DXC lays one
out for the drawn runtime information version (24, 36, 48, 52 or 56 bytes,
or a larger, newer size with unknown bytes), resource and element record
sizes (known or larger) and shader stage: string table, semantic index
table, elements naming both. The stage union, the vector counts and the
dependency tables' contents are arbitrary; the tables get the sizes the
spec gives them for the drawn stage and vectors.
"""
from __future__ import annotations

from hypothesis import strategies as st

from ._ints import u8, u32

from ..builder import build_part
from ..write.dxcontainer_psv0 import runtime_info_sizes

GEOMETRY, HULL, DOMAIN, MESH = 2, 3, 4, 13
RUNTIME_INFO_SIZES = tuple(runtime_info_sizes().values())  #: v0 ... v4, from the spec
_TABLES = ("view_id_output_masks", "view_id_patch_const_or_prim_mask", "input_to_output_tables",
           "input_to_patch_const_table", "patch_const_to_output_table")

names = st.text(st.characters(min_codepoint=0x21, max_codepoint=0x7E), min_size=1, max_size=16)
small_vectors = st.integers(0, 8) | st.integers(0, 32)


def _known_size(size: int) -> int:
    """The largest runtime information version a record of ``size`` holds."""
    return max(s for s in RUNTIME_INFO_SIZES if s <= size)


@st.composite
def runtime_infos(draw, size: int, stage: int, counts):
    """The runtime information of a ``size``-byte record, as a tree."""
    info = {"stage_info": draw(st.binary(min_size=16, max_size=16)),
            "min_num_wave_lanes": draw(st.just(0) | u32),
            "max_num_wave_lanes": draw(st.just(0xFFFFFFFF) | u32)}
    if size >= 36:
        v1 = info["v1"] = {"shader_stage": stage, "uses_view_id": draw(st.sampled_from([0, 1]))}
        if stage in (HULL, DOMAIN):
            v1["stage_vectors"] = {"sig_patch_const_vectors": draw(small_vectors)}
        elif stage == MESH:
            v1["stage_vectors"] = {"sig_prim_vectors": draw(small_vectors),
                                   "mesh_output_topology": draw(st.integers(0, 2))}
        else:
            v1["stage_vectors"] = draw(st.binary(min_size=2, max_size=2))
        for field, count in zip(("sig_input_elements", "sig_output_elements",
                                 "sig_patch_const_or_prim_elements"), counts):
            v1[field] = count
        v1["sig_input_vectors"] = draw(small_vectors)
        streams = 4 if stage == GEOMETRY else 1
        v1["sig_output_vectors"] = [draw(small_vectors) for _ in range(streams)] + \
            [0] * (4 - streams)
    if size >= 48:
        info["v2"] = {axis: draw(st.integers(1, 1024) | u32)
                      for axis in ("num_threads_x", "num_threads_y", "num_threads_z")}
    if size >= 56:
        info["v4"] = {"num_bytes_group_shared_memory": draw(st.integers(0, 32768))}
    tail = size - _known_size(size)
    info["unknown_tail"] = draw(st.binary(min_size=tail, max_size=tail))
    return info


@st.composite
def elements(draw, size: int):
    """One signature element of a ``size``-byte record, as a tree."""
    rows = draw(st.integers(0, 4))
    return {
        "name": draw(st.just("") | names),
        "semantic_index_values": draw(st.lists(st.integers(0, 31) | u32, min_size=rows,
                                               max_size=rows)),
        "rows": rows, "start_row": draw(u8), "cols": draw(st.integers(0, 15)),
        "start_col": draw(st.integers(0, 3)), "allocated": draw(st.booleans()),
        "reserved_bit": draw(st.booleans()), "semantic_kind": draw(u8),
        "component_type": draw(u8), "interpolation_mode": draw(u8),
        "dynamic_mask": draw(st.integers(0, 15)), "output_stream": draw(st.integers(0, 3)),
        "reserved_bits": draw(st.integers(0, 3)), "reserved": draw(u8),
        "unknown_tail": draw(st.binary(min_size=size - 16, max_size=size - 16)),
    }


@st.composite
def resources(draw, size: int):
    """One resource binding of a ``size``-byte record, as a tree."""
    out = {field: draw(u32) for field in ("res_type", "space", "lower_bound", "upper_bound")}
    if size >= 24:
        out["v1"] = {"res_kind": draw(u32), "res_flags": draw(u32)}
    tail = size - (24 if size >= 24 else 16)
    out["unknown_tail"] = draw(st.binary(min_size=tail, max_size=tail))
    return out


@st.composite
def psv0_parts(draw):
    """A PSV0 part payload."""
    size = draw(st.sampled_from(RUNTIME_INFO_SIZES) | st.integers(24, 80).map(lambda n: n & ~3))
    stage = draw(st.sampled_from([0, 1, GEOMETRY, HULL, DOMAIN, 5, MESH, 14]) | st.integers(0, 16))
    counts = [draw(st.integers(0, 3)) for _ in range(3)]
    record = draw(st.sampled_from([16, 24]) | st.integers(16, 40))
    tree = {"len_runtime_info": size, "shader_kind": stage,
            "runtime_info": draw(runtime_infos(size, stage, counts)),
            "len_resource_record": record,
            "resources": draw(st.lists(resources(record), max_size=4))}
    if size >= 36:
        element_size = draw(st.just(16) | st.sampled_from([20, 24]))
        tree["len_signature_element"] = element_size
        for field, count in zip(("input_elements", "output_elements",
                                 "patch_const_or_prim_elements"), counts):
            tree[field] = draw(st.lists(elements(element_size), min_size=count,
                                        max_size=count))
        tree["entry_function_name"] = "main"
        tree.update(_tables(draw, tree))
    return build_part("PSV0", tree)


def _tables(draw, tree: dict) -> dict:
    """Arbitrary contents for the dependency tables, of the sizes the spec
    gives them (read back from the part laid out with the tables left out)."""
    from ..container import parse
    from ..builder import Part, build
    laid_out = build([Part("PSV0", build_part("PSV0", tree))])
    body = parse(laid_out, hold=True).part_table[0].part.body
    out = {}
    for name in _TABLES:
        parsed = getattr(body, name, None)
        if parsed is None:
            continue
        tables = parsed if isinstance(parsed, list) else [parsed]
        drawn = [{"dwords": draw(st.lists(u32, min_size=t.num_dwords, max_size=t.num_dwords))}
                 for t in tables]
        out[name] = drawn if isinstance(parsed, list) else drawn[0]
    return out


def part_strategies() -> dict:
    return {"PSV0": psv0_parts()}
