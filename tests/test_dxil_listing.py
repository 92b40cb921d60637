"""The DXIL module's metadata in ``dxfuzz dump`` and DXC's listing header in
``dxfuzz dis`` (``dxfuzz.view.module``, ``dxfuzz.asm.dxil_listing``).

No corpus companion holds DXC's own listing of a DXIL file (the census
below counts them, and compares any that appears, section by section), so
the listing is tested two ways:

* its format, on synthetic metadata, against lines spelled here by DXC's
  printing rules (``dxcdisassembler.cpp``: column widths, cells wider than
  their column pushing the rest right, blank ``;`` lines);
* its content, on every corpus DXIL container, against facts other parts
  hold: the Resource Bindings rows against PSV0's bindings (class, kind,
  register, space, count) or, for libraries, RDAT's (names and IDs too);
  the ViewId dependencies against PSV0's input-to-output tables; the
  container signatures and the runtime information as ``dxfuzz.asm.dxc``
  reads them back; the runtime information against the module's entry
  point and against the block written from obj2yaml's reading of PSV0; the
  structured buffer sizes (LLVM's data layout of the element type)
  against the strides DXC wrote in the metadata.
"""
from __future__ import annotations

import functools
import json
import os
import re
import struct
import time
from types import SimpleNamespace

import pytest

import dxfuzz
from dxfuzz import bitcode
from dxfuzz.asm import dxc, headers
from dxfuzz.asm import dxil_listing as dl
from dxfuzz.asm import dxil_psv as psv
from dxfuzz.bitcode.module import Module, Type
from dxfuzz.cli import main
from dxfuzz.errors import ParseError

from conftest import corpus_bytes, corpus_files, corpus_manifest, obj2yaml, shared_path

U32 = 0xFFFFFFFF
#: DXC's two DXIL data layouts: before 16-bit types (i8, i16 and half
#: aligned to 32 bits) and with native 16-bit types.
LEGACY = "e-m:e-p:32:32-i1:32-i8:32-i16:32-i32:32-i64:64-f16:32-f32:32-f64:64-n8:16:32:64"
NATIVE16 = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64"


# --- the corpus ----------------------------------------------------------------------------

@functools.lru_cache(maxsize=None)
def _listings():
    """``(name, container, lines)`` of every corpus container DXC would list."""
    out = []
    for name, data in corpus_files():
        obj = dxfuzz.parse(data, lazy=True)
        if dl.has_dxil(obj):
            out.append((name, obj, dl.listing(obj)[1]))
    return out


def _section(lines, title):
    """The lines of a ``; <title>:`` section, from the title to the blank
    ``;`` that ends it (None if the listing has none)."""
    try:
        start = lines.index(f"; {title}:")
    except ValueError:
        return None
    end = start + 2
    while end < len(lines) and lines[end] != ";" and not lines[end].startswith("target "):
        end += 1
    return lines[start:end]


def _metadata(obj, fourcc):
    return next(bitcode.read_dxil_metadata(code) for f, code in bitcode.programs(obj, nested=False) if f == fourcc)


def _reflection(obj):
    """The metadata DXC lists resources from: STAT's, else DXIL's."""
    progs = dict(bitcode.programs(obj, nested=False))
    return bitcode.read_dxil_metadata(progs.get("STAT") or progs.get("ILDB") or progs["DXIL"])


def test_every_corpus_dxil_container_is_listed():
    start = time.perf_counter()
    listed = _listings()
    elapsed = time.perf_counter() - start
    dxil = [r for r in corpus_manifest() if r["kind"] == "dxil"]
    assert len(listed) == len(dxil) == 575
    sections = {title: sum(1 for _, _, lines in listed if f"; {title}:" in lines)
                for title in ("Buffer Definitions", "Resource Bindings", "ViewId state")}
    layouts = sum(1 for _, _, lines in listed for line in lines if line.startswith(";   struct "))
    print(f"{len(listed)} DXIL containers listed in {elapsed:.2f}s; sections {sections}; "
          f"{layouts} struct layouts from dx.typeAnnotations")
    assert layouts == 1  # $Globals of vkd3d-proton's d3d12_shaders__ps_color_mode_dxil.dxbc
    assert sections["Buffer Definitions"] == sections["Resource Bindings"] == len(listed)
    for _, _, lines in listed:
        at = next(i for i, line in enumerate(lines) if line.startswith("target datalayout"))
        assert lines[at].startswith("target datalayout = \"e-m:e-p:32:32")
        assert lines[at + 1] == 'target triple = "dxil-ms-dx"'
        ir = lines[at + 2:]  # the module as LLVM's text: checked line for line by tests/test_dxil_ir.py
        assert any(line.startswith("define ") for line in ir) and ir[-1].startswith("!")
        assert not any(line.startswith("; the module's functions do not decode") for line in ir)
        assert all("\n" not in line for line in lines)


# --- DXC's own listings beside corpus files: none so far ----------------------------------------

def _dxc_listings_of_dxil_files():
    """``(name, listing)`` of every DXC listing of a DXIL file among the
    corpus companions (the ``.asm`` beside it, the files the manifest names)."""
    root = shared_path("corpus")
    out = []
    for row in corpus_manifest():
        if row["kind"] != "dxil":
            continue
        folder = os.path.dirname(row["file"])
        names = {os.path.splitext(row["file"])[0] + ".asm"}
        names |= {os.path.join(folder, c) for c in row.get("companions", "").split(",") if c}
        for name in sorted(names):
            path = os.path.join(root, name)
            if not os.path.isfile(path):
                continue
            with open(path, encoding="utf-8", errors="replace") as f:
                text = f.read()
            if dxc.is_dxc_listing(text) and "; Resource Bindings:" in text:
                out.append((row["file"], text))
    return out


def test_dxc_listings_beside_corpus_files_agree():
    """Every DXC listing of a DXIL file in the corpus, compared by
    compare-asm (tests/test_asm_dxc.py shows that comparison failing on a
    changed line); there is none today (the vkd3d-proton companions hold
    HLSL, or IR without DXC's header), which the count shows."""
    from dxfuzz.commands.compare_asm import Summary, compare_one
    found = _dxc_listings_of_dxil_files()
    by_name = {name: obj for name, obj, _ in _listings()}
    summary = Summary()
    for name, text in found:
        diffs = compare_one(by_name[name], text, summary)
        assert not diffs, (name, diffs[:5])
    print(f"DXC listings of DXIL files beside the corpus: {len(found)}; {summary.files}")
    assert len(found) == 0  # a listing appeared: it was compared above; count it here


def _res(name, id, lower, space=0, count=1, **fields):
    return {"id": id, "name": name, "lower_bound": lower, "space": space, "range_size": count,
            "global_symbol": None, "type_name": None, "properties": fields.pop("properties", []), **fields}


def _element_type(kind):
    return [{"tag": 0, "name": "element_type", "value": kind}]


def test_resource_binding_rows():
    """One row per binding: name (31, left), type (10), format (8), dim
    (12), ID (8), HLSL bind (15), count (6), right-justified; a wider cell
    is printed whole and pushes the rest right."""
    resources = {
        "cbuffers": [_res("Globals", 0, 0, len_cbuffer=64), _res("PerFrame", 1, 3, 2, len_cbuffer=16)],
        "samplers": [_res("smp", 0, 1, sampler_kind=0), _res("shadow", 1, 0, 1, U32, sampler_kind=1)],
        "srvs": [
            _res("albedo", 0, 0, shape=2, sample_count=0, properties=_element_type(9)),
            _res("msaa", 1, 1, shape=3, sample_count=4, properties=_element_type(9)),
            _res("msaa_any", 2, 2, shape=8, sample_count=0, properties=_element_type(4)),
            _res("bytes", 3, 3, 5, shape=11, sample_count=0),
            _res("items", 4, 4, shape=12, sample_count=0, properties=[{"tag": 1, "name": "element_stride",
                                                                       "value": 16}]),
            _res("typed", 5, 5, shape=10, sample_count=0, properties=_element_type(5)),
            _res("scene", 6, 6, 2, U32, shape=16, sample_count=0, properties=_element_type(4)),
            _res("tb", 7, 7, shape=15, sample_count=0, properties=_element_type(5)),
            _res("untyped", 8, 8, shape=5, sample_count=0),
        ],
        "uavs": [
            _res("out", 0, 0, shape=2, has_counter=False, properties=_element_type(14)),
            _res("append", 1, 1, 7, shape=12, has_counter=True),
            _res("rw", 2, 2, shape=12, has_counter=False),
            _res("raw", 3, 3, shape=11, has_counter=False),
            _res("feedback", 4, 4, shape=17, has_counter=False),
        ],
    }
    assert dl.resource_bindings(resources) == [
        ";",
        "; Resource Bindings:",
        ";",
        "; Name                                 Type  Format         Dim      ID      HLSL Bind  Count",
        "; ------------------------------ ---------- ------- ----------- ------- -------------- ------",
        "; Globals                           cbuffer      NA          NA     CB0            cb0     1",
        "; PerFrame                          cbuffer      NA          NA     CB1     cb3,space2     1",
        "; smp                               sampler      NA          NA      S0             s1     1",
        "; shadow                            sampler      NA          NA      S1      s0,space1unbounded",
        "; albedo                            texture     f32          2d      T0             t0     1",
        "; msaa                              texture     f32       2dMS4      T1             t1     1",
        "; msaa_any                          texture     i32   2darrayMS      T2             t2     1",
        "; bytes                             texture    byte         r/o      T3      t3,space5     1",
        "; items                             texture  struct         r/o      T4             t4     1",
        "; typed                             texture     u32         buf      T5             t5     1",
        "; scene                             texture     i32         ras      T6      t6,space2unbounded",
        "; tb                                texture     u32     tbuffer      T7             t7     1",
        "; untyped                           texture invalid        cube      T8             t8     1",
        "; out                                   UAVunorm_f32          2d      U0             u0     1",
        "; append                                UAV  struct     r/w+cnt      U1      u1,space7     1",
        "; rw                                    UAV  struct         r/w      U2             u2     1",
        "; raw                                   UAV    byte         r/w      U3             u3     1",
        "; feedback                              UAV invalid     fbtex2d      U4             u4     1",
        ";",
    ]
    # a name of 31 characters or more, an unbounded range past 32 bits of slots
    long = _res("a_resource_name_of_thirty_two_ch", 0, U32, U32, 1, shape=16, sample_count=0,
                properties=_element_type(4))
    assert dl.resource_binding("srvs", long) == \
        "; a_resource_name_of_thirty_two_ch   texture     i32         ras      T0t4294967295,space4294967295     1"
    # no dx.resources: the table's head only
    assert dl.resource_bindings(None)[-2:] == [
        "; ------------------------------ ---------- ------- ----------- ------- -------------- ------", ";"]
    # kinds and component types past DXC's tables are marked, not named
    odd = _res("odd", 0, 0, shape=40, sample_count=0, properties=_element_type(30))
    assert dl.resource_binding("srvs", odd).split()[3:5] == ["#30", "#40"]


def _module(datalayout, *types):
    m = Module()
    m.datalayout = datalayout
    m.types = list(types)
    return m


def test_buffer_definitions():
    """cbuffers, then structured buffer and tbuffer SRVs, then structured
    buffer UAVs; a struct without type annotations prints as its size."""
    sizes = {"a": (24, True), "b": (12, False)}
    resources = {
        "cbuffers": [_res("Globals", 0, 0, len_cbuffer=48)],
        "samplers": [],
        "srvs": [_res("tex", 0, 0, shape=2, sample_count=0), _res("a", 1, 1, shape=12, sample_count=0),
                 _res("tb", 2, 2, shape=15, sample_count=0)],
        "uavs": [_res("b", 0, 0, shape=12, has_counter=True), _res("raw", 1, 1, shape=11, has_counter=False)],
    }
    expected = [
        ";", "; Buffer Definitions:", ";",
        "; cbuffer Globals", "; {", ";", ";   [48 x i8] (type annotation not present)", ";", "; }", ";",
        # an element that is a struct: DXC prints no blank line before the brace
        "; Resource bind info for a", "; {", ";", ";   [24 x i8] (type annotation not present)", "; }", ";",
        "; tbuffer tb", "; {", ";", ";   (type annotation not present)", ";", "; }", ";",
        "; Resource bind info for b", "; {", ";", ";   [12 x i8] (type annotation not present)", ";", "; }",
        ";",
    ]
    assert dl.buffer_definitions(resources, None, lambda r: sizes.get(r["name"])) == expected
    # annotations of other structs change nothing
    no_struct = dl.StructLayouts(_module(LEGACY), dl.Layout(_module(LEGACY)), {"X": {"size": 4, "fields": []}})
    assert dl.buffer_definitions(resources, no_struct, lambda r: sizes.get(r["name"])) == expected
    assert dl.buffer_definitions({"cbuffers": [], "srvs": [], "uavs": []}) == [";", "; Buffer Definitions:", ";"]
    # a structured buffer whose type has no size is not given one
    assert f";   {dl.NO_SIZE}" in dl.buffer_definitions(resources, None, lambda r: None)


def _annotated_module():
    f32, i32, f16 = Type("float"), Type("integer", 32), Type("half")
    types = [f32, i32, f16,
             Type("vector", elements=(0,), count=4),                # 3: <4 x float>
             Type("array", elements=(3,), count=4),                 # 4: [4 x <4 x float>] (a float4x4)
             Type("array", elements=(0,), count=3),                 # 5: [3 x float]
             Type("struct", elements=(1, 3), name="struct.Inner"),  # 6: { i32, <4 x float> }
             Type("array", elements=(6,), count=2),                 # 7: [2 x Inner]
             Type("struct", elements=(3, 4, 5, 6, 7, 2), name="hostlayout.cb"),
             Type("struct", elements=(1, 0), name="struct.S"),      # 9: { i32, float }
             Type("struct", elements=(9,), name="class.StructuredBuffer<S>"),
             Type("vector", elements=(2,), count=2),                # 11: <2 x half>
             Type("struct", elements=(11,), name="class.StructuredBuffer<vector<half, 2> >")]
    annotations = {
        "hostlayout.cb": {"size": 240, "fields": [
            {"name": "a", "cbuffer_offset": 0, "component_type": 9},
            {"name": "m", "cbuffer_offset": 16, "component_type": 9,
             "matrix": {"rows": 4, "cols": 4, "orientation": 1}},
            {"name": "b", "cbuffer_offset": 80, "component_type": 9},
            {"name": "inner", "cbuffer_offset": 128, "component_type": 0},
            {"name": "arr", "cbuffer_offset": 160, "component_type": 0},
            {"name": "h", "cbuffer_offset": 224, "component_type": 8}]},
        "struct.Inner": {"size": 32, "fields": [{"name": "i", "cbuffer_offset": 0, "component_type": 5},
                                                {"name": "v", "cbuffer_offset": 16, "component_type": 9}]},
        "struct.S": {"size": 8, "fields": [{"name": "x", "component_type": 4}, {"name": "y", "component_type": 9}]},
        "class.StructuredBuffer<vector<half, 2> >": {"size": 4, "fields": [{"name": "h", "component_type": 8}]},
    }
    return _module(LEGACY, *types), annotations


def test_struct_layouts_from_type_annotations():
    """DXC's PrintStructLayout/PrintFieldLayout: the names column, then
    ``; Offset:`` at column 54 at every depth; vectors, row-major matrices,
    arrays, nested structs, arrays of structs (``name[2];;``), minimum
    precision names, a structured buffer's struct laid out by LLVM's data
    layout and a non-struct element named ``$Element``."""
    m, annotations = _annotated_module()
    structs = dl.StructLayouts(m, dl.Layout(m), annotations)
    cb = structs.cbuffer({"name": "cb", "type_name": "hostlayout.cb", "len_cbuffer": 228})
    assert cb == [
        ";   struct hostlayout.cb",
        ";   {",
        ";",
        ";       float4 a;                                     ; Offset:    0",
        ";       row_major float4x4 m;                         ; Offset:   16",
        ";       float b[3];                                   ; Offset:   80",
        ";       struct struct.Inner",
        ";       {",
        ";",
        ";           uint i;                                   ; Offset:  128",
        ";           float4 v;                                 ; Offset:  144",
        ";       ",
        ";       } inner;                                      ; Offset:  128",
        ";",
        ";       struct struct.Inner",
        ";       {",
        ";",
        ";           uint i;                                   ; Offset:  160",
        ";           float4 v;                                 ; Offset:  176",
        ";       ",
        ";       } arr[2];;                                    ; Offset:  160",
        ";",
        ";       min16float h;                                 ; Offset:  224",
        ";   ",
        ";   } cb;                                             ; Offset:    0 Size:   228",
        ";",
    ]
    assert all(line.index("; Offset") == 54 for line in cb if "Offset" in line)
    s = structs.structured({"name": "sb", "type_name": "class.StructuredBuffer<S>"})
    assert s[3:5] == [";       int x;                                        ; Offset:    0",
                      ";       float y;                                      ; Offset:    4"]
    assert s[-2] == ";   } $Element;                                       ; Offset:    0 Size:     8"
    h = structs.structured({"name": "hb", "type_name": "class.StructuredBuffer<vector<half, 2> >"})
    # half takes 4 bytes in the layout before 16-bit types
    assert h == [";   min16float2 $Element;                             ; Offset:    0 Size:     8", ";"]
    native = dl.StructLayouts(m, dl.Layout(m), annotations, min_precision=False)
    assert native.structured({"name": "hb", "type_name": "class.StructuredBuffer<vector<half, 2> >"})[0] \
        .startswith(";   half2 $Element;")
    assert structs.cbuffer({"name": "x", "type_name": "struct.Missing", "len_cbuffer": 4}) is None


def test_the_corpus_struct_layout():
    """The one corpus module with a struct annotation DXC lays out
    (vkd3d-proton's ps_color_mode: `float4 color` in $Globals)."""
    name = "vkd3d-proton/d3d12_shaders__ps_color_mode_dxil.dxbc"
    lines = next(lines for n, _, lines in _listings() if n == name)
    start = lines.index("; cbuffer $Globals")
    assert lines[start:start + 12] == [
        "; cbuffer $Globals", "; {", ";",
        ";   struct $Globals", ";   {", ";",
        ";       float4 color;                                 ; Offset:    0",
        ";   ",
        ";   } $Globals;                                       ; Offset:    0 Size:    16",
        ";", "; }", ";"]


def test_llvm_data_layout_sizes():
    """getTypeAllocSize as DXC's LLVM computes it: a vector is its elements
    back to back aligned as one element (DXC's change to LLVM), structs
    pad each member to its alignment and end at a multiple of the largest;
    i8/i16/half take 4 bytes in the layout before 16-bit types."""
    i8, i16, i32, i64, f16, f32, f64 = (Type("integer", 8), Type("integer", 16), Type("integer", 32),
                                        Type("integer", 64), Type("half"), Type("float"), Type("double"))
    types = [i8, i16, i32, i64, f16, f32, f64,
             Type("vector", elements=(5,), count=3),          # 7: <3 x float>
             Type("vector", elements=(1,), count=3),          # 8: <3 x i16>
             Type("struct", elements=(2, 6), name="S"),       # 9: { i32, double }
             Type("struct", elements=(0, 2), name="T"),       # 10: { i8, i32 }
             Type("array", elements=(9,), count=3),           # 11: [3 x S]
             Type("struct", elements=(0, 2), packed=True),    # 12: <{ i8, i32 }>
             Type("pointer", elements=(2,)),                  # 13: i32*
             Type("struct", elements=(7, 5), name="U"),       # 14: { <3 x float>, float }
             Type("struct", elements=()),                     # 15: {}
             Type("opaque", name="O"),                        # 16
             Type("struct", elements=(4, 1), name="H")]       # 17: { half, i16 }
    legacy = dl.Layout(_module(LEGACY, *types))
    native = dl.Layout(_module(NATIVE16, *types))
    assert [legacy.alloc_size(t) for t in range(7)] == [4, 4, 4, 8, 4, 4, 8]
    assert [native.alloc_size(t) for t in range(7)] == [1, 2, 4, 8, 2, 4, 8]
    assert (legacy.alloc_size(7), legacy.alignment(7)) == (12, 4)
    assert (legacy.alloc_size(8), native.alloc_size(8)) == (12, 6)
    assert legacy.alloc_size(9) == 16 and legacy.alignment(9) == 8
    assert (legacy.alloc_size(10), native.alloc_size(10)) == (8, 8)
    assert legacy.alloc_size(11) == 48
    assert (native.alloc_size(12), native.alignment(12)) == (5, 1)
    assert legacy.alloc_size(13) == 4 and dl.Layout(_module("", *types)).alloc_size(13) == 8
    assert legacy.alloc_size(14) == 16
    assert legacy.alloc_size(15) == 0
    assert (legacy.alloc_size(17), native.alloc_size(17)) == (8, 4)
    with pytest.raises(ParseError):
        legacy.alloc_size(16)
    # the struct DXC sizes: the element's when it is a struct, else the resource's
    m = _module(LEGACY, *types, Type("struct", elements=(9,), name="class.StructuredBuffer<S>"),
                Type("struct", elements=(7,), name="class.StructuredBuffer<vector<float, 3> >"),
                Type("struct", elements=(16,), name="class.StructuredBuffer<O>"))
    layout = dl.Layout(m)
    assert dl.structured_size(m, layout, {"type_name": "class.StructuredBuffer<S>"}) == (16, True)
    assert dl.structured_size(m, layout, {"type_name": "class.StructuredBuffer<vector<float, 3> >"}) == (12, False)
    assert dl.structured_size(m, layout, {"type_name": "class.StructuredBuffer<O>"}) is None
    assert dl.structured_size(m, layout, {"type_name": "missing"}) is None
    assert dl.structured_size(m, layout, {"type_name": None}) is None


def _element(name, kind, indices, mode, dynamic=None):
    props = [] if dynamic is None else [{"tag": 2, "name": "dynamic_mask", "value": dynamic}]
    return {"id": 0, "semantic_name": name, "semantic_kind": kind, "semantic_indices": indices,
            "interpolation_mode": mode, "properties": props}


def test_module_signatures():
    """Name (20), index (5), interpolation mode (22, DXC's names), then the
    dynamically indexed components, compacted and right-justified in 4; a
    system value in its canonical spelling; nothing for an empty signature."""
    elements = [_element("sv_position", 3, [0], 4), _element("TEXCOORD", 0, [3, 4], 2, dynamic=0b1010),
                _element("COLOR", 0, [], 1), _element("SAMPLEPOS", 0, [0], 7, dynamic=0b1111),
                _element("SV_Target", 16, [2], 0), _element("ODD", 0, [0], 9)]
    assert dl.dxil_signature("Input", elements) == [
        ";", "; Input signature:", ";",
        "; Name                 Index             InterpMode DynIdx",
        "; -------------------- ----- ---------------------- ------",
        "; SV_Position              0          noperspective       ",
        "; TEXCOORD                 3                 linear     yw",
        "; COLOR                    0        nointerpolation       ",
        "; SAMPLEPOS                0   noperspective sample   xyzw",
        "; SV_Target                2                              ",
        "; ODD                      0                invalid       ",
    ]
    assert dl.dxil_signature("Output", []) == []
    # a name that is not the semantic's spelling is printed as given
    assert dl.signature_name(_element("POSITION", 3, [0], 0)) == "POSITION"


def _sig(name, index, register, mask, used, sv=0, ct=3, stream=0):
    return SimpleNamespace(semantic_name=name, semantic_index=index, register=register, mask=mask,
                           rw_mask=used, system_value=sv, component_type=ct, stream=stream)


def test_container_signatures():
    """DXC's table of ISG1/OSG1/PSG1 rows: fixed four-slot masks, Used
    inverted for outputs, N/A and a register name for an element without
    a register, ``m<stream>:`` when any element is on a stream but 0."""
    assert dl.container_signature("Input", [], True)[-1] == "; no parameters"
    rows = dl.container_signature("Output", [
        _sig("SV_Position", 0, 0, 15, 0, sv=1), _sig("TEXCOORD", 3, 1, 6, 4, ct=1),
        _sig("SV_Depth", 0, U32, 1, 0, sv=65), _sig("SV_PrimitiveID", 0, U32, 1, 1, sv=7, ct=1),
        _sig("X", 0, U32, 1, 0xFF)], False)
    assert rows[3:] == [
        "; Name                 Index   Mask Register SysValue  Format   Used",
        "; -------------------- ----- ------ -------- -------- ------- ------",
        "; SV_Position              0   xyzw        0      POS   float   xyzw",
        "; TEXCOORD                 3    yz         1     NONE    uint   xy w",
        "; SV_Depth                 0    N/A   oDepth    DEPTH   float    YES",
        "; SV_PrimitiveID           0    N/A   primID   PRIMID    uint    YES",
        "; X                        0    N/A  special     NONE   float     NO",
        ";"]
    streams = dl.container_signature("Output", [_sig("A", 0, 0, 1, 0), _sig("B", 1, 0, 2, 0, stream=1)], False)
    assert streams[5:7] == ["; m0:A                     0   x           0     NONE   float   xyzw",
                            "; m1:B                     1    y          0     NONE   float   xyzw"]


def test_view_id_state():
    """The serialized state: inputs, then per stream the outputs, their
    ViewId mask (only when the module uses the view ID) and the
    input-to-output bits (one row of words per input); hull, domain and
    mesh shaders then their patch constants or primitives."""
    # vs: 5 inputs, 3 outputs; output 1 reads inputs 0 and 4, output 2 input 2
    vs = [5, 3, 0b110, 0b010, 0, 0b100, 0, 0b010]
    assert dl.view_id_state("vs", True, vs) == [
        ";", "; ViewId state:", ";", "; Number of inputs: 5, outputs: 3",
        "; Outputs dependent on ViewId: { 1, 2 }",
        "; Inputs contributing to computation of Outputs:",
        ";   output 1 depends on inputs: { 0, 4 }",
        ";   output 2 depends on inputs: { 2 }",
        ";"]
    # without the ViewID shader flag there is no mask to read
    assert dl.view_id_state("vs", False, [1, 33, 1, 2])[3:7] == [
        "; Number of inputs: 1, outputs: 33", "; Outputs dependent on ViewId: {  }",
        "; Inputs contributing to computation of Outputs:", ";   output 0 depends on inputs: { 0 }"]
    # 33 outputs take two words per input: bit 1 of the second is output 33
    assert dl.view_id_state("vs", False, [1, 34, 0, 2])[6] == ";   output 33 depends on inputs: { 0 }"
    gs = dl.view_id_state("gs", False, [1, 2, 3, 0, 4, 8, 1, 0])
    assert gs[3:] == [
        "; Number of inputs: 1, outputs per stream: { 2, 0, 4, 1 }",
        "; Outputs for Stream 0 dependent on ViewId: {  }",
        "; Outputs for Stream 2 dependent on ViewId: {  }",
        "; Outputs for Stream 3 dependent on ViewId: {  }",
        "; Inputs contributing to computation of Outputs for Stream 0:",
        ";   output 0 depends on inputs: { 0 }", ";   output 1 depends on inputs: { 0 }",
        "; Inputs contributing to computation of Outputs for Stream 2:",
        ";   output 3 depends on inputs: { 0 }",
        "; Inputs contributing to computation of Outputs for Stream 3:", ";"]
    hs = dl.view_id_state("hs", True, [2, 1, 1, 1, 0, 4, 8, 0, 2])
    assert hs[3:] == [
        "; Number of inputs: 2, outputs: 1, patchconst: 4",
        "; Outputs dependent on ViewId: { 0 }", "; PCOutputs dependent on ViewId: { 3 }",
        "; Inputs contributing to computation of Outputs:", ";   output 0 depends on inputs: { 0 }",
        "; Inputs contributing to computation of PCOutputs:", ";   output 1 depends on inputs: { 1 }", ";"]
    ds = dl.view_id_state("ds", False, [0, 2, 2, 1, 2])
    assert ds[3:] == [
        "; Number of inputs: 0, outputs: 2, patchconst: 2",
        "; Outputs dependent on ViewId: {  }",
        "; Inputs contributing to computation of Outputs:",
        "; PCInputs contributing to computation of Outputs:",
        ";   output 0 depends on inputs: { 0 }", ";   output 1 depends on inputs: { 1 }", ";"]
    ms = dl.view_id_state("ms", False, [0, 4, 1])
    assert ms[3:5] == ["; Number of inputs: 0, outputs: 4, primitive outputs: 1",
                       "; Outputs dependent on ViewId: {  }"]
    assert ms[5:] == ["; Primitive Outputs dependent on ViewId: {  }",
                      "; Inputs contributing to computation of Outputs:",
                      "; Inputs contributing to computation of Primitive Outputs:", ";"]
    for bad in ([], [1], [1, 2], [0, 129], [2, 40, 1], [0, 1, 129]):
        with pytest.raises(ParseError):
            dl.view_id_state("hs", False, bad)
    # counts DXC keeps in no 128-bit set are not bounded: the words bound the work
    assert dl.view_id_state("vs", False, [U32, 0])[3] == f"; Number of inputs: {U32}, outputs: 0"
    assert dl.view_id_state("ds", False, [0, 1, 200] + [0] * 200)[3] == \
        "; Number of inputs: 0, outputs: 1, patchconst: 200"


def test_features_debug_name_and_hash():
    assert dl.feature_info(0) == []
    assert dl.feature_info(1 | 1 << 16 | 1 << 40) == [
        ";", "; Note: shader requires additional functionality:",
        ";       Double-precision floating point", ";       View Instancing", ";",
        "; Note: shader has optional feature flags set:", ";       Function uses derivatives", ";"]
    # only optional bits: DXC still prints the (empty) required list
    assert dl.feature_info(1 << 41)[1:4] == ["; Note: shader requires additional functionality:", ";",
                                              "; Note: shader has optional feature flags set:"]
    name = b"abc.pdb"
    part = (0).to_bytes(2, "little") + len(name).to_bytes(2, "little") + name + b"\0"
    assert dl.debug_name(part) == ["; shader debug name: abc.pdb"]
    assert dl.debug_name(part + b"\0\0\0\0") == ["; shader debug name present; corruption detected"]
    assert dl.debug_name(bytes(8)) == []
    assert dl.shader_hash(b"\1\0\0\0" + bytes(range(16))) == \
        ["; shader hash: 000102030405060708090a0b0c0d0e0f (includes source)"]


# --- the content, against what the container's other parts hold ---------------------------------

#: A row after its name; a cell wider than its column touches the next one
#: (``UAVunorm_f32``, ``invalidfbtex2darray``, ``u5unbounded``).
_FORMATS = "|".join(sorted(("NA", "byte", "struct", *dl.COMP_TYPE_NAMES), key=len, reverse=True))
_ROW = re.compile(rf"^ *(texture|UAV|cbuffer|sampler) *({_FORMATS}) *(\S+) +((?:T|U|CB|S)\d+) *"
                  r"((?:t|u|cb|s)\d+(?:,space\d+)?) *(\d+|unbounded)$")
CLASS_OF_TYPE = {"sampler": "sampler", "cbv": "cbuffer", "srv_typed": "texture", "srv_raw": "texture",
                 "srv_structured": "texture", "uav_typed": "UAV", "uav_raw": "UAV", "uav_structured": "UAV",
                 "uav_structured_with_counter": "UAV"}
#: PSV0's resource kind -> DXC's dimension column (raw and structured: by access).
DIMS = {"texture1d": "1d", "texture2d": "2d", "texture2d_ms": "2dMS", "texture3d": "3d",
        "texture_cube": "cube", "texture1d_array": "1darray", "texture2d_array": "2darray",
        "texture2d_ms_array": "2darrayMS", "texture_cube_array": "cubearray", "typed_buffer": "buf",
        "cbuffer": "NA", "sampler": "NA", "tbuffer": "tbuffer", "rt_acceleration_structure": "ras",
        "feedback_texture2d": "fbtex2d", "feedback_texture2d_array": "fbtex2darray"}


def _rows(lines, names):
    """The Resource Bindings rows, each ``(name, type, format, dim, ID, bind, count)``."""
    body = _section(lines, "Resource Bindings")[4:]
    assert len(body) == len(names)
    out = []
    for line, name in zip(body, names):
        assert line.startswith(f"; {name:<31}"), line
        m = _ROW.match(line[2 + max(31, len(name)):])
        assert m, line
        out.append((name, *m.groups()))
    return out


def _count(lower, upper):
    return "unbounded" if upper == U32 else str((upper - lower + 1) & U32)


def test_resource_bindings_agree_with_psv0_and_rdat():
    programs = bindings = libraries = 0
    for name, obj, lines in _listings():
        md = _reflection(obj)
        res = md["resources"] or {}
        names = [r["name"] for cls in dl.BINDING_ORDER for r in res.get(cls, ())]
        rows = _rows(lines, names)
        bindings += len(rows)
        parts = {p.fourcc_text: p for p in dxfuzz.parts(obj)}
        if "PSV0" in parts:
            psv = parts["PSV0"].body
            records = list(getattr(psv, "resources", None) or [])
            assert len(records) == len(rows), name
            for row, b in zip(rows, records):
                res_type = b.res_type.name
                _, cls, fmt, dim, rid, bind, count = row
                assert cls == CLASS_OF_TYPE[res_type], (name, row)
                space = f",space{b.space}" if b.space else ""
                assert bind == f"{CLASSES_BIND[cls]}{b.lower_bound}{space}", (name, row)
                assert count == _count(b.lower_bound, b.upper_bound), (name, row)
                kind = b.v1.res_kind.name if getattr(b, "v1", None) is not None else None
                if "structured" in res_type:
                    assert fmt == "struct", (name, row)
                    assert dim == {"srv_structured": "r/o", "uav_structured": "r/w",
                                   "uav_structured_with_counter": "r/w+cnt"}[res_type], (name, row)
                elif res_type.endswith("_raw") and kind in ("raw_buffer", None) and dim != "ras":
                    assert fmt == "byte" and dim == ("r/o" if cls == "texture" else "r/w"), (name, row)
                elif kind is not None:  # (PSV0 calls an acceleration structure a raw SRV)
                    assert dim == DIMS[kind] or kind in ("texture2d_ms", "texture2d_ms_array") and \
                        re.fullmatch(re.escape(DIMS[kind]) + r"\d+", dim), (name, row)
            # IDs count up from 0 in each class
            for cls in ("cbuffer", "sampler", "texture", "UAV"):
                ids = [r[4] for r in rows if r[1] == cls]
                assert ids == [f"{CLASSES_ID[cls]}{i}" for i in range(len(ids))], name
            programs += 1
        elif "RDAT" in parts:
            tables = {t.part.part_type.name: t.part.body for t in parts["RDAT"].body.part_table}
            records = tables["resource_table"].records if "resource_table" in tables else []
            got = sorted((getattr(r.name, "value", r.name), CLASS_OF_RDAT[r.resource_class.name],
                          f"{CLASSES_ID[CLASS_OF_RDAT[r.resource_class.name]]}{r.id}",
                          f"{CLASSES_BIND[CLASS_OF_RDAT[r.resource_class.name]]}{r.lower_bound}"
                          + (f",space{r.space}" if r.space else ""), _count(r.lower_bound, r.upper_bound))
                         for r in records)
            assert got == sorted((r[0], r[1], r[4], r[5], r[6]) for r in rows), name
            libraries += 1
    print(f"Resource Bindings: {bindings} rows; {programs} programs agree with PSV0, "
          f"{libraries} libraries with RDAT")
    assert programs + libraries == len(_listings()) - _no_bindings_part()
    assert bindings > 1200 and libraries == 21


CLASSES_BIND = {"cbuffer": "cb", "sampler": "s", "texture": "t", "UAV": "u"}
CLASSES_ID = {"cbuffer": "CB", "sampler": "S", "texture": "T", "UAV": "U"}
CLASS_OF_RDAT = {"srv": "texture", "uav": "UAV", "cbuffer": "cbuffer", "sampler": "sampler"}


def _no_bindings_part():
    return sum(1 for _, obj, _ in _listings() if not {"PSV0", "RDAT"} & {p.fourcc_text for p in dxfuzz.parts(obj)})


def _dependencies(lines):
    """``{(set, input, output)}`` of the ViewId state's "depends on" lines
    (set: the stream, or "pc" for the patch-constant relation)."""
    out, current = set(), None
    for line in _section(lines, "ViewId state") or ():
        m = re.match(r"^; (Inputs|PCInputs) contributing to computation of (.*):$", line)
        if m:
            target = m.group(2)
            current = "pc" if m.group(1) == "PCInputs" or target in ("PCOutputs", "Primitive Outputs") else \
                int(target[-1]) if target.startswith("Outputs for Stream") else 0
            continue
        m = re.match(r"^;   output (\d+) depends on inputs: \{ ([\d, ]+) \}$", line)
        if m:
            out |= {(current, int(i), int(m.group(1))) for i in m.group(2).split(",")}
    return out


def _table_bits(table, inputs, outputs):
    per = (outputs + 31) // 32
    words = list(table.dwords) if table is not None else []
    return {(i, o) for i in range(inputs) for o in range(outputs)
            if i * per + o // 32 < len(words) and words[i * per + o // 32] >> (o % 32) & 1}


def test_view_id_dependencies_agree_with_psv0():
    """DXC writes PSV0's input-to-output tables from the same ViewId state:
    every dependency printed is a bit of those tables, and every bit is printed."""
    agree = 0
    for name, obj, lines in _listings():
        psv = next((p.body for p in dxfuzz.parts(obj) if p.fourcc_text == "PSV0"), None)
        if psv is None or "; ViewId state:" not in lines or not psv.has_signature_data:
            continue
        v1 = psv.runtime_info.v1
        want = set()
        for s, table in enumerate(psv.input_to_output_tables or ()):
            want |= {(s, i, o) for i, o in _table_bits(table, 4 * v1.sig_input_vectors,
                                                       4 * v1.sig_output_vectors[s])}
        pc = 4 * psv.patch_const_or_prim_vectors
        if psv.is_hull:
            want |= {("pc", i, o) for i, o in _table_bits(psv.input_to_patch_const_table,
                                                          4 * v1.sig_input_vectors, pc)}
        if psv.is_domain:
            want |= {("pc", i, o) for i, o in _table_bits(psv.patch_const_to_output_table, pc,
                                                          4 * v1.sig_output_vectors[0])}
        assert _dependencies(lines) == want, name
        agree += 1
    print(f"ViewId dependencies: {agree} programs agree with PSV0's tables")
    assert agree > 350


def test_structured_buffer_sizes_are_the_strides_dxc_wrote():
    """Without type annotations DXC prints a structured buffer's struct
    size from LLVM's data layout; the metadata's element stride, which DXC
    computed from the same type, agrees in every such corpus program (both
    data layouts, scalars, vectors of 16- and 32-bit components, structs)."""
    checked = 0
    for name, obj, _ in _listings():
        progs = dict(bitcode.programs(obj, nested=False))
        module = bitcode.read_module(progs.get("STAT") or progs["DXIL"])
        md = bitcode.read_dxil_metadata(module)
        if "dx.typeAnnotations" in md["named_metadata"]:
            continue
        layout = dl.Layout(module)
        for cls in ("srvs", "uavs"):
            for r in (md["resources"] or {}).get(cls, ()):
                if r["shape"] != dl.STRUCTURED_BUFFER:
                    continue
                size, _ = dl.structured_size(module, layout, r)
                stride = bitcode.entry_property(r, "element_stride")
                assert size == stride, (name, r["type_name"], size, stride)
                checked += 1
    print(f"structured buffer sizes: {checked} agree with their strides")
    assert checked > 150


def test_the_listed_container_sections_read_back_as_the_parts():
    """``dxfuzz.asm.dxc`` (the reader of DXC's listings that compare-asm
    uses) reads the features, signatures, debug name, hash and runtime
    information we print and finds them equal to the parts."""
    checked = 0
    for name, obj, lines in _listings():
        diffs = headers.compare(dxfuzz.parse(corpus_bytes(name)), "\n".join(lines))
        assert not diffs, (name, diffs)
        checked += 1
    assert checked == 575


# --- the pipeline runtime information (PSV0) -----------------------------------------------------

#: Corpus DXIL containers with a PSV0 part (the other 21 of the 575: libraries and
#: vkd3d-proton's containers without one).
PSV0_CONTAINERS = 554


def _psv0(obj):
    """The decoded PSV0 part of a container (None: it has none)."""
    return next((p.body for p in dxfuzz.parts(obj) if p.fourcc_text == "PSV0"), None)


def _runtime_block(lines):
    """The runtime-information block of a listing, from the blank ``;``
    before its title to the ``;`` that closes it (None if there is none)."""
    if psv.TITLE not in lines:
        return None
    start = lines.index(psv.TITLE) - 1
    end = lines.index(";", start + 3)
    return lines[start:end + 1]


def _psv_listings():
    """``(name, container, lines, PSV0 body)`` of the listed containers with a PSV0 part."""
    return [(name, obj, lines, _psv0(obj)) for name, obj, lines in _listings() if _psv0(obj) is not None]


def test_runtime_information_is_where_dxc_prints_it():
    """After the container's other parts (the hash, else the debug name or
    the signatures), before what DXC prints from the module; nothing for a
    container without PSV0. DXC's disassembler prints none of PSV0's
    bindings, signature elements or dependency tables (only ``dxa -dumppsv``)."""
    with_psv = 0
    for name, obj, lines in _listings():
        block, body = _runtime_block(lines), _psv0(obj)
        if body is None:
            assert block is None, name
            continue
        with_psv += 1
        sections = dl.container_sections(obj)
        assert sections[-len(block):] == block == psv.runtime_information(body), name
        assert lines[:len(sections)] == sections, name
        before = lines[len(sections) - len(block) - 1]
        assert before.startswith(("; shader hash: ", "; shader debug name: ", "; no parameters")) \
            or before == ";", (name, before)
        assert block[:4] == [";", "; Pipeline Runtime Information: ", ";", ";PSVRuntimeInfo:"], name
        assert not any("PSVSignatureElement" in line or "ResourceCount" in line for line in block)
    assert with_psv == PSV0_CONTAINERS


def test_runtime_information_reads_back_as_compare_asm_reads_it():
    """What we print is what compare-asm's reader (``dxc._read_psv``) reads
    back into the lines it compares (``psv_lines``), in both of DXC's forms,
    for every corpus container with PSV0; the reader stops at the closing ``;``."""
    checked = 0
    for name, obj, lines, body in _psv_listings():
        for new in (True, False):
            block = psv.runtime_information(body, new_format=new)
            listed: dict = {}
            end = dxc._read_psv(block, 2, listed)
            assert listed["psv"] == {"new format": new, **dxc.psv_lines(body, new)}, (name, new)
            assert end == len(block) - 1 and block[end] == ";", (name, new)
        checked += 1
    assert checked == PSV0_CONTAINERS


def test_runtime_information_of_a_compute_shader():
    """bgfx's mip generator, PSV0 version 3 (52 bytes), as DXC 1.8.2502 prints it and as older DXC did."""
    obj = dxfuzz.parse(corpus_bytes("bgfx/cs_mipgen_oddx_dxil.dxbc"), lazy=True)
    lines = dl.listing(obj)[1]
    at = lines.index("; shader hash: c2bcd0f172760804124eb2de00b12d69")
    assert lines[at + 1:at + 23] == [
        ";", "; Pipeline Runtime Information: ", ";", ";PSVRuntimeInfo:",
        "; Compute Shader", "; NumThreads=(8,8,1)",
        "; MinimumExpectedWaveLaneCount: 0", "; MaximumExpectedWaveLaneCount: 4294967295",
        "; UsesViewID: false", "; SigInputElements: 0", "; SigOutputElements: 0",
        "; SigPatchConstOrPrimElements: 0", "; SigInputVectors: 0",
        "; SigOutputVectors[0]: 0", "; SigOutputVectors[1]: 0", "; SigOutputVectors[2]: 0",
        "; SigOutputVectors[3]: 0", "; EntryFunctionName: main", ";",
        ";", "; Buffer Definitions:", ";"]
    assert psv.runtime_information(_psv0(obj), new_format=False) == [
        ";", "; Pipeline Runtime Information: ", ";", "; Compute Shader", "; NumThreads=(8,8,1)", ";"]


def _stage_lines(lines):
    """``{key: value}`` of the runtime information's ``key=value`` lines in a listing."""
    block = _runtime_block(lines) or []
    return dict(re.match(r"^; (\w+)=(.*)$", line).groups() for line in block if "=" in line)


@pytest.mark.parametrize("name, line", [
    ("bgfx/dxil_fs_raymarching.dxbc", "; DepthOutput=1"),  # writes SV_Depth
    ("vkd3d-proton/d3d12_shaders__ps_eval_sample_index_code_dxil.dxbc", "; SampleFrequency=1"),
    ("vkd3d-proton/hs_topology_line_code_dxil.dxbc", "; Domain=isoline"),
    ("vkd3d-proton/dcl_index_range_hs_code_dxil.dxbc", "; Domain=quad"),
    ("vkd3d-proton/gs_topology_line_adj_code_dxil.dxbc", "; InputPrimitive=lineadj"),
    ("vkd3d-proton/gs_multiview_export_layer_viewport_code_dxil.dxbc", "; UsesViewID: true"),
    ("vkd3d-proton/execute_indirect_tier11_mesh_code_dxil.dxbc", "; MeshOutputTopology=triangle"),
    ("vkd3d-proton/as_execute_indirect_state_code_dxil.dxbc", "; NumThreads=(1,1,1)"),
])
def test_runtime_information_lines_of_corpus_shaders(name, line):
    """A line of a real shader's runtime information, with the value its PSV0 part holds."""
    lines = dl.listing(dxfuzz.parse(corpus_bytes(name), lazy=True))[1]
    assert line in _runtime_block(lines), name


def test_runtime_information_agrees_with_the_module():
    """The stage lines printed from PSV0 against what DXC wrote PSV0 from,
    the module's entry point: a pixel shader's depth output (an SV_Depth*
    output) and sample frequency (an input interpolated per sample, or
    SV_SampleIndex), the thread group of compute, mesh and amplification
    shaders (none before PSV0 version 2), the hull, domain and geometry
    states, the mesh output topology, the entry function's name."""
    checked = {}
    no_threads = 0
    for name, obj, lines, body in _psv_listings():
        _, program, _ = dl.listed_programs(obj)
        entry, kind = program.metadata["entry_points"][0], program.kind
        sigs = entry["signatures"] or {}
        got = _stage_lines(lines)
        want = {}
        if kind == "ps":
            outputs, inputs = sigs.get("outputs") or (), sigs.get("inputs") or ()
            want["DepthOutput"] = str(int(any(e["semantic_kind"] in (17, 18, 19) for e in outputs)))
            want["SampleFrequency"] = str(int(any(e["interpolation_mode"] in (6, 7) or e["semantic_kind"] == 12
                                                  for e in inputs)))
        elif kind in ("cs", "ms", "as"):
            threads = bitcode.entry_property(entry, "num_threads") if kind == "cs" else \
                bitcode.entry_property(entry, f"{kind}_state")["num_threads"]
            if body.len_runtime_info >= 48:
                want["NumThreads"] = "({},{},{})".format(*threads)
            else:
                assert "NumThreads" not in got, name
                no_threads += 1
            if kind == "ms":
                want["MeshOutputTopology"] = psv.MESH_TOPOLOGIES[
                    bitcode.entry_property(entry, "ms_state")["output_topology"]]
        elif kind == "hs":
            hs = bitcode.entry_property(entry, "hs_state")
            want.update(Domain=psv.DOMAINS[hs["tessellator_domain"]],
                        OutputPrimitive=psv.OUTPUT_PRIMITIVES[hs["tessellator_output_primitive"]],
                        InputControlPointCount=str(hs["num_input_control_points"]),
                        OutputControlPointCount=str(hs["num_output_control_points"]))
        elif kind == "ds":
            want["InputControlPointCount"] = str(bitcode.entry_property(entry, "ds_state")["num_input_control_points"])
        elif kind == "gs":
            gs = bitcode.entry_property(entry, "gs_state")
            want.update(InputPrimitive=psv.INPUT_PRIMITIVES[gs["input_primitive"]],
                        OutputTopology=psv.OUTPUT_TOPOLOGIES[gs["output_topology"]],
                        OutputStreamMask=str(gs["active_stream_mask"]))
        assert {k: got.get(k) for k in want} == want, name
        title = {"vs": "Vertex", "ps": "Pixel", "gs": "Geometry", "hs": "Hull", "ds": "Domain",
                 "cs": "Compute", "ms": "Mesh", "as": "Amplification"}[kind]
        assert f"; {title} Shader" in lines, name
        if body.len_runtime_info >= 52:
            assert f"; EntryFunctionName: {entry['name']}" in lines, name
        checked[kind] = checked.get(kind, 0) + 1
    print(f"runtime information against the module: {checked}")
    assert checked == {"ps": 216, "vs": 113, "cs": 168, "hs": 16, "ds": 12, "gs": 13, "ms": 13, "as": 3}
    assert no_threads == 5  # vkd3d-proton's compute shaders with a version-1 record


def test_runtime_information_is_obj2yamls_as_dxc_prints_it():
    """The block we print, line for line, against the one tests/test_asm_dxc.py
    writes with DXC's rules from LLVM's obj2yaml reading of the same PSV0 part
    (another decoder), for every corpus container with PSV0 that obj2yaml reads."""
    from test_asm_dxc import _psv  # (DXC's printing rules, transcribed there apart from dxfuzz)
    checked = refused = 0
    for name, _, lines, _ in _psv_listings():
        doc, _ = obj2yaml(os.path.join(shared_path("corpus"), name))
        if doc is None:
            refused += 1
            continue
        (part,) = [p for p in doc["Parts"] if p["Name"] == "PSV0"]
        assert _runtime_block(lines) == _psv(part["PSVInfo"], True), name
        checked += 1
    print(f"runtime information as obj2yaml reads it: {checked} agree, {refused} files obj2yaml refuses")
    assert checked + refused == PSV0_CONTAINERS
    assert refused == 18  # vkd3d-proton's: "Reading structure out of file bounds"


# Synthetic records, for what no corpus container has: a version-0 record (whose stage is the
# program's), a version-4 record (group shared memory), stages DXC prints no lines for, and
# values outside DXC's names. Each is a corpus container with its PSV0 bytes edited.

def _edited_psv(name, edit):
    """``(container, lines)``: the corpus container with its PSV0 part's data
    replaced by ``edit(data)``, and its listing."""
    from dxfuzz.part_table import raw_parts
    parts = [dxfuzz.Part(f, edit(bytes(b)) if f == "PSV0" else b) for f, b in raw_parts(corpus_bytes(name))]
    obj = dxfuzz.parse(dxfuzz.build(parts), lazy=True)
    return obj, dl.listing(obj)[1]


def _set(offset, value, size=4):
    """An edit writing ``value`` at ``offset`` of the part's data (the record starts at 4)."""
    return lambda data: data[:offset] + value.to_bytes(size, "little") + data[offset + size:]


def _version0(stage_info: bytes, low=0, high=U32):
    """An edit replacing the part with a version-0 record (24 bytes, no stage byte) and no bindings."""
    return lambda data: struct.pack("<I16sIII", 24, stage_info, low, high, 0)


def _version4(shared: int):
    """An edit growing a version-3 record by version 4's group shared memory size."""
    def edit(data):
        """The record's size 56, the 4 bytes after its 52."""
        assert struct.unpack_from("<I", data)[0] == 52
        return struct.pack("<I", 56) + data[4:56] + struct.pack("<I", shared) + data[56:]
    return edit


CS, MS = "bgfx/cs_mipgen_oddx_dxil.dxbc", "vkd3d-proton/execute_indirect_tier11_mesh_code_dxil.dxbc"
PS, GS, HS = ("bgfx/dxil_fs_albedo_output.dxbc", "vkd3d-proton/gs_topology_line_adj_code_dxil.dxbc",
              "vkd3d-proton/control_point_phase_hs_code_dxil.dxbc")


@pytest.mark.parametrize("name, edit, lines, absent", [
    # version 0: the stage is the program's shader kind; no view-ID or signature counts
    (PS, _version0(b"\1" + bytes(15)), ["; Pixel Shader", "; DepthOutput=1", "; SampleFrequency=0",
                                        "; MinimumExpectedWaveLaneCount: 0",
                                        "; MaximumExpectedWaveLaneCount: 4294967295", ";"],
     "; UsesViewID"),
    (CS, _version0(bytes(16), 32, 32), ["; Compute Shader", "; WaveSize=32", ";"], "; NumThreads"),
    # version 4: the group shared memory of compute, mesh and amplification shaders
    (CS, _version4(4096), ["; Compute Shader", "; NumThreads=(8,8,1)", "; NumBytesGroupSharedMemory: 4096",
                           "; MinimumExpectedWaveLaneCount: 0"], None),
    (MS, _version4(0), ["; Mesh Shader", "; MeshOutputTopology=triangle", "; NumThreads=(1,1,1)",
                        "; NumBytesGroupSharedMemory: 0"], None),
    # the mesh output topology (offset 4 + 27) DXC names, and one it does not
    (MS, _set(31, 1, 1), ["; Mesh Shader", "; MeshOutputTopology=line"], None),
    (MS, _set(31, 0, 1), ["; MeshOutputTopology=undefined"], None),
    (MS, _set(31, 9, 1), ["; MeshOutputTopology=invalid"], None),
    # a geometry shader's input primitive (offset 4) and output topology (offset 8)
    (GS, _set(4, 39), ["; Geometry Shader", "; InputPrimitive=patch32"], None),
    (GS, _set(4, 8), ["; InputPrimitive=patch1"], None),
    (GS, _set(4, 4), ["; InputPrimitive=invalid"], None),
    (GS, _set(8, 3), ["; OutputTopology=line"], None),
    (GS, _set(8, 2), ["; OutputTopology=invalid"], None),
    # a hull shader's domain (offset 12) and output primitive (offset 16) DXC does not name
    (HS, _set(12, 0), ["; Domain=invalid"], None),
    (HS, _set(16, 7), ["; OutputPrimitive=invalid"], None),
    # an entry name at offset 0 of the string table: the empty name (offset 4 + 48)
    (CS, _set(52, 0), ["; EntryFunctionName: ", ";"], "main"),
    # a stage DXC prints nothing of its own for (the part's stage byte, offset 4 + 24: a library)
    (CS, _set(28, 6, 1), [";PSVRuntimeInfo:", "; MinimumExpectedWaveLaneCount: 0"], "Shader"),
])
def test_runtime_information_of_synthetic_records(name, edit, lines, absent):
    """The edited record's lines (and not ``absent``), which compare-asm's reader reads back."""
    obj, listing = _edited_psv(name, edit)
    block = _runtime_block(listing)
    text = "\n".join(block)
    assert "\n".join(lines) in text, block
    if absent is not None:
        assert absent not in text, block
    listed: dict = {}
    dxc._read_psv(block, 2, listed)
    assert listed["psv"] == {"new format": True, **dxc.psv_lines(_psv0(obj), True)}


def test_module_signatures_name_the_container_elements():
    """Each module signature element's name and first index is a row of
    the container signature (ISG1, OSG1, PSG1; which orders its rows by
    register, the module by element ID)."""
    checked = 0
    for name, obj, lines in _listings():
        parts = {p.fourcc_text: p for p in dxfuzz.parts(obj)}
        for title, fourcc in (("Input", "ISG1"), ("Output", "OSG1"), ("Patch Constant", "PSG1")):
            sections = [i for i, line in enumerate(lines) if line == f"; {title} signature:"]
            module = [i for i in sections if "InterpMode" in lines[i + 2]]
            if not module or fourcc not in parts:
                continue
            rows = []
            for line in lines[module[0] + 4:]:
                if line == ";" or line.startswith("target "):
                    break
                cells = line[2:].split()
                rows.append((cells[0], int(cells[1])))
            container = {(e.semantic_name.lower(), e.semantic_index) for e in parts[fourcc].body.elements}
            assert {(n.lower(), i) for n, i in rows} <= container, (name, title)
            assert len(rows) <= len(container), (name, title)
            checked += 1
    print(f"module signatures: {checked} tables name container rows")
    assert checked > 600


# --- the dump ----------------------------------------------------------------------------------------

def _dump(data, fmt="json"):
    from dxfuzz import view
    return view.render(data, fmt)


def _program_entries(tree):
    for entry in tree["part_table"]:
        part = entry["part"]
        if part["fourcc"] in ("DXIL", "ILDB"):
            yield part["fourcc"], part["body"]
        elif part["fourcc"] == "STAT" and "program" in part["body"]:
            yield "STAT", part["body"]["program"]


def test_dump_shows_the_module_and_its_functions_beside_the_program():
    name = "bgfx/cs_yuv_to_rgb_dxil.dxbc"  # DXIL and STAT programs
    data = corpus_bytes(name)
    text, tree = _dump(data)
    found = dict(_program_entries(json.loads(text)))
    assert set(found) == {"DXIL", "STAT"}
    for fourcc, program in found.items():
        keys = list(program)
        # the functions' text after the module, where the program keeps them (not STAT's reflection)
        assert keys[-2:] == ["module", "functions"] if fourcc == "DXIL" else keys[-1] == "module"
        assert "len_bitcode" in keys
        module = program["module"]
        assert list(module) == ["dxil_version", "validator_version", "shader_model", "entry_points",
                                "resources", "view_id_state", "type_annotations", "named_metadata"]
        srv = module["resources"]["srvs"][0]
        assert srv["shape"] == "texture2d" and srv["num_registers"] == 1 and "range_size" not in srv
        assert module["shader_model"] == {"kind": "cs", "major": 6, "minor": 0}
    assert found["STAT"]["module"]["resources"]["srvs"][0]["name"] == "bgfx_texYTexture"
    assert found["DXIL"]["module"]["validator_version"] == {"major": 1, "minor": 9}
    functions = found["DXIL"]["functions"]
    assert functions[0] == "define void @main() {" and functions[-1] == "}"
    assert "  ret void" in functions
    # the JSON tree still builds the file back
    assert dxfuzz.build_tree(json.loads(text)) == data
    # obj2yaml's layout: the module after obj2yaml's keys of the program
    yaml_text, _ = _dump(data, "yaml")
    lines = yaml_text.splitlines()
    program = lines.index("    Program:")  # the DXIL part's (STAT's is under Statistics)
    dxil_key = next(i for i in range(program, len(lines)) if lines[i].startswith("      DXIL:"))
    assert program < dxil_key < lines.index("      Module:", program)
    assert "          Kind:            cs" in lines and "              Shape:           texture2d" in lines


def test_dump_of_a_module_that_does_not_decode_shows_its_error(tmp_path, capsys):
    data = bytearray(corpus_bytes("bgfx/cs_mipgen_oddx_dxil.dxbc"))
    obj = dxfuzz.parse(bytes(data), lazy=True)
    entry = next(e for e in obj.part_table if e.part.fourcc_text == "DXIL")
    start = entry.ofs_part + 8 + 24 + 40  # inside the module block, past the bitcode headers
    data[start:start + 64] = b"\xff" * 64
    path = tmp_path / "bad.dxbc"
    path.write_bytes(bytes(data))
    text, tree = _dump(bytes(data))
    (program,) = [p for _, p in _program_entries(json.loads(text))]
    assert "module" not in program and "\n" not in program["module_error"]
    assert "of the bitcode" in program["module_error"]
    assert main(["dump", str(path), "-o", str(tmp_path / "out.yaml")]) == 0
    assert "module_error: unterminated vbr6 field" in (tmp_path / "out.yaml").read_text()
    assert main(["dump", "--full", str(path), "-o", str(tmp_path / "full.yaml")]) == 0
    assert "ModuleError:" in (tmp_path / "full.yaml").read_text()
    assert dxfuzz.build_tree(json.loads(text)) == bytes(data)
    capsys.readouterr()
    assert main(["dis", str(path)]) == 1
    assert "error:" in capsys.readouterr().err


def test_dump_of_functions_that_do_not_decode_shows_their_error(monkeypatch):
    """The module decodes, its function bodies do not: the dump shows the
    module and ``functions_error``, one line, and still builds the file."""
    from dxfuzz import bitcode
    from dxfuzz.errors import ParseError

    def refuse(stream, module):
        raise ParseError("branch to basic block 9 of 3", offset=0x40)
    monkeypatch.setattr(bitcode, "decode_functions", refuse)
    data = corpus_bytes("bgfx/cs_mipgen_oddx_dxil.dxbc")
    text, _ = _dump(data)
    (program,) = [p for _, p in _program_entries(json.loads(text))]
    assert "module" in program and "functions" not in program
    assert program["functions_error"] == "branch to basic block 9 of 3 (byte 0x40 of the bitcode)"
    assert dxfuzz.build_tree(json.loads(text)) == data


def test_dump_renames_and_names_enumerations():
    """The module's values by the names the specs give the same numbers: a
    signature element's component type (DXIL's: 9 is f32) and interpolation
    mode (4, noperspective) as PSV0 and RDAT name them."""
    from dxfuzz.view.module import module_tree
    md = {"resources": {"srvs": [{"range_size": 4, "sample_count": 2, "shape": 3, "properties": []}],
                        "uavs": [], "cbuffers": [], "samplers": []},
          "entry_points": [{"resources": None, "signatures": {"inputs": [{"semantic_kind": 3, "properties": [],
                                                                          "component_type": 9,
                                                                          "interpolation_mode": 4}],
                                                              "outputs": [], "patch_const_or_prim": []},
                            "properties": [{"tag": 8, "name": "shader_kind", "value": 5},
                                           {"tag": 1, "name": "gs_state", "value": {"instance_count": 2,
                                                                                     "max_vertex_count": 3}},
                                           {"tag": 9, "name": "ms_state", "value": {"output_topology": 2}},
                                           {"tag": 99, "name": None, "value": 7}]}]}
    tree = module_tree(md)
    srv = tree["resources"]["srvs"][0]
    assert (srv["num_registers"], srv["num_samples"], srv["shape"].name) == (4, 2, "texture2d_ms")
    entry = tree["entry_points"][0]
    element = entry["signatures"]["inputs"][0]
    assert (element["semantic_kind"].name, element["component_type"].name, element["interpolation_mode"].name) == \
        ("position", "f32", "linear_noperspective")
    props = entry["properties"]
    assert props[0]["value"].name == "compute"
    assert props[1]["value"] == {"num_instances": 2, "max_num_vertices": 3}
    assert props[2]["value"]["output_topology"].name == "triangle"
    assert props[3]["value"] == 7
    assert md["resources"]["srvs"][0]["range_size"] == 4  # the decoder's own tree is left alone
    # a number outside an enumeration stays a number
    assert module_tree({"resources": {"srvs": [{"shape": 99, "properties": []}]}})["resources"]["srvs"][0][
        "shape"] == 99


# --- the command line ------------------------------------------------------------------------------

def test_dis_of_dxil_containers(tmp_path, capsys):
    root = shared_path("corpus")
    path = os.path.join(root, "bgfx", "cs_yuv_to_rgb_dxil.dxbc")
    assert main(["dis", path]) == 0
    out = capsys.readouterr().out.splitlines()
    rows = _section(out, "Resource Bindings")
    assert rows[4].startswith("; bgfx_texYSampler ") and rows[4].endswith("S0             s1     1")
    # the runtime information (PSV0) after the hash, before the module's sections
    at = out.index("; Pipeline Runtime Information: ")
    assert out[at - 2].startswith("; shader hash: ") and out[at - 1:at + 5] == [
        ";", "; Pipeline Runtime Information: ", ";", ";PSVRuntimeInfo:", "; Compute Shader",
        "; NumThreads=(8,8,1)"]
    assert at < out.index("; Buffer Definitions:")
    assert 'target triple = "dxil-ms-dx"' in out and out[-1].startswith("!")
    assert "  ret void" in out and any(line.endswith("; ThreadId(component)") for line in out)
    # one part's module alone: the DXIL part's names are stripped
    assert main(["dis", path, "--part", "DXIL"]) == 0
    stripped = capsys.readouterr().out.splitlines()
    assert _section(stripped, "Resource Bindings")[4].startswith("; " + " " * 31 + "   sampler")
    assert main(["dis", path, "--part", "STAT"]) == 0
    reflection = capsys.readouterr().out.splitlines()
    head = out.index('target triple = "dxil-ms-dx"')
    assert reflection[:head] == out[:head]  # the same header; the IR is STAT's module, without bodies
    assert not any(line.startswith("define ") for line in reflection) and "  ret void" not in reflection
    # several files: each listing is headed by its name
    other = os.path.join(root, "bgfx", "cs_mipgen_oddx_dxil.dxbc")
    assert main(["dis", path, other]) == 0
    heads = [line for line in capsys.readouterr().out.splitlines() if line.startswith("; ") and ".dxbc" in line]
    assert heads == [f"; {path}: part 6 (DXIL)", f"; {other}: part 6 (DXIL)"]
    # an FXC container gets FXC's listing: its header (no RDEF here: no creator), then the program
    fxc = os.path.join(root, "bgfx", "cs_mipgen_oddx_dxbc.dxbc")
    assert main(["dis", fxc]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[:6] == ["//"] * 5 + ["// Input signature:"] and "cs_5_0" in out
    assert main(["dis", fxc, "--part", "DXIL"]) != 0
    assert "no DXIL part" in capsys.readouterr().err
