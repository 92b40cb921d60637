"""Signature packing: DXC's packer on the specification's examples and on
every corpus DXIL signature, the packing rules of ``dxfuzz check`` on
elements built to break exactly one each and on every corpus container,
and signatures built from their elements alone."""
from __future__ import annotations

import json
import os
import random
import re
import struct
from collections import Counter

import pytest

import dxfuzz
from dxfuzz import cli, mutate, rules
from dxfuzz.builder import build_part
from dxfuzz.rules.context import Context, enum_value, Skip
from dxfuzz.rules.dxcontainer_signature_packing import Audit, check_signature, RULE_NAMES
from dxfuzz.signatures.elements import Element, fxc_pack_elements, Signature, signatures
from dxfuzz.signatures.packer import PackElement, pack, packed

from conftest import corpus_files, corpus_manifest, part_body, SHARED, shared_path


def places(point, *elements):
    """``(row, col)`` of each element once packed at ``point``."""
    return [(e.row, e.col) for e in packed(point, elements)]


# --- the packer -------------------------------------------------------------------------------

def test_prefix_stable_packs_the_specifications_clip_cull_example():
    # DXC's prefix-stable test: a VS output struct {float3 First; float clip0 :
    # SV_ClipDistance0; float3 cull1 : SV_CullDistance1; float cull0 :
    # SV_CullDistance0; float2 clip1 : SV_ClipDistance1; float WithFirst; float
    # AfterClipCull}: clip/cull distances get two whole registers of their own.
    els = [PackElement("arb", 1, 3, 2), PackElement("clipcull", 1, 1, 2), PackElement("clipcull", 1, 3, 2),
           PackElement("clipcull", 1, 1, 2), PackElement("clipcull", 1, 2, 2), PackElement("arb", 1, 1, 2),
           PackElement("arb", 1, 1, 2)]
    assert places("VSOut", *els) == [(0, 0), (1, 0), (1, 1), (2, 0), (2, 1), (0, 3), (3, 0)]


def test_tessellation_factor_arrays_go_to_column_w_and_keep_their_own_index_ranges():
    # The DXIL specification's hull-shader example: quad SV_TessFactor[4] and
    # SV_InsideTessFactor[2] at column w of rows 0-3 and 4-5, an ordinary
    # float3 left of them in row 0.
    assert places("PCOut", PackElement("tess", 4, 1, 0), PackElement("tess", 2, 1, 0),
                  PackElement("arb", 1, 3, 0)) == [(0, 3), (4, 3), (0, 0)]


def test_one_interpolation_mode_and_one_data_width_per_register():
    assert places("PSIn", PackElement("arb", 1, 2, 2), PackElement("arb", 1, 2, 1),
                  PackElement("arb", 1, 2, 2)) == [(0, 0), (1, 0), (0, 2)]
    assert places("PSIn", PackElement("arb", 1, 2, 1, 16), PackElement("arb", 1, 2, 1, 32)) == [(0, 0), (1, 0)]


def test_system_values_right_of_ordinary_values_and_sgvs_right_of_both():
    # An SV first leaves columns left of it to nothing; an ordinary value
    # after it takes the next register.
    assert places("VSOut", PackElement("sv", 1, 1, 2), PackElement("arb", 1, 3, 2)) == [(0, 0), (1, 0)]
    assert places("VSOut", PackElement("arb", 1, 3, 2), PackElement("sv", 1, 1, 2)) == [(0, 0), (0, 3)]
    # PS input: SV_PrimitiveID (constant) then a constant uint2: the SGV bars
    # both ordinary values and system values to its right.
    assert places("PSIn", PackElement("sgv", 1, 1, 1), PackElement("arb", 1, 2, 1),
                  PackElement("sv", 1, 1, 1)) == [(0, 0), (1, 0), (1, 2)]


def test_arrays_take_no_system_value_into_their_registers():
    assert places("VSOut", PackElement("arb", 2, 2, 2), PackElement("sv", 1, 1, 2)) == [(0, 0), (2, 0)]
    # ... and a register holding a system value takes no array later
    assert places("VSOut", PackElement("sv", 1, 1, 2), PackElement("arb", 2, 3, 2)) == [(0, 0), (1, 0)]


def test_input_assembler_targets_streams_and_elements_that_do_not_fit():
    assert places("VSIn", PackElement("arb", 1, 1, 0), PackElement("arb", 3, 2, 0),
                  PackElement("sv", 1, 1, 0)) == [(0, 0), (1, 0), (4, 0)]
    assert places("PSOut", PackElement("target", 1, 4, 0, semantic_index=3),
                  PackElement("notpacked", 1, 1, 0)) == [(3, 0), (None, None)]
    assert places("GSOut", PackElement("arb", 1, 4, 2, stream=0), PackElement("arb", 1, 4, 2, stream=1)) == \
        [(0, 0), (0, 0)]
    assert places("VSOut", *[PackElement("arb", 16, 4, 2)] * 3) == [(0, 0), (16, 0), (None, None)]


def test_fxc_packs_forward_only_and_keeps_arrays_and_tessellation_factors_apart():
    # FXC never goes back before the register of the element before: the
    # scalar after a float2 joins it in v1, where DXC fills v0.w.
    els = [PackElement("arb", 1, 3, 2), PackElement("arb", 1, 2, 2), PackElement("arb", 1, 1, 2)]
    assert places("VSOut", *els) == [(0, 0), (1, 0), (0, 3)]
    assert [(p.row, p.col) for p in packed("VSOut", els, "fxc")] == [(0, 0), (1, 0), (1, 2)]
    # Two arrays never share registers in FXC (Direct3D 11's index ranges do not overlap).
    arrays = [PackElement("arb", 2, 2, 2), PackElement("arb", 2, 2, 2)]
    assert places("VSOut", *arrays) == [(0, 0), (0, 2)]
    assert [(p.row, p.col) for p in packed("VSOut", arrays, "fxc")] == [(0, 0), (2, 0)]
    # Triangle factors: the edge array at column x, ordinary values beside it,
    # the inside factor in a register of its own among them.
    tri = [PackElement("tess", 3, 1, 0), PackElement("arb", 1, 3, 0), PackElement("tess", 1, 1, 0)]
    assert [(p.row, p.col) for p in packed("PCOut", tri, "fxc")] == [(0, 0), (0, 1), (3, 0)]
    # SV_SampleIndex in a register after those of the elements before it.
    ps = [PackElement("arb", 1, 1, 1), PackElement("sgv", 1, 1, 1, own_register=True)]
    assert [(p.row, p.col) for p in packed("PSIn", ps, "fxc")] == [(0, 0), (1, 0)]


def corpus_signatures(dxil: bool = True):
    """``(file, Context, Signature)`` of every signature with elements of
    every corpus DXIL container (``dxil`` False: of every other container)."""
    for name, data in corpus_files():
        ctx = Context(data)
        if (ctx.first("DXIL") is not None) != dxil:
            continue
        try:
            sigs = signatures(ctx)
        except Skip:
            continue
        for sig in sigs:
            if sig.elements:
                yield name, ctx, sig


def test_repacking_every_corpus_dxil_signature_gives_dxcs_rows_and_columns():
    """Every signature of every corpus DXIL container, repacked from its
    elements alone (kind, rows, columns, interpolation, width, in the
    module's order), lands where DXC put it; a wrong order would not."""
    agree, points = Counter(), Counter()
    disagree = []
    for name, _, sig in corpus_signatures():
        els = [e.pack_element() for e in sig.elements]
        for p in els:
            p.row = p.col = 9  # nothing of the file's places is left
        pack(sig.point, els)
        want = [(e.row, e.col) for e in sig.elements]
        if [(p.row, p.col) for p in els] == want:
            agree[sig.packing] += 1
        else:
            disagree.append((name, sig.fourcc))
        points[sig.point] += 1
        if len(sig.elements) > 2 and sig.packing == "vertex":
            reversed_ = [e.pack_element() for e in reversed(sig.elements)]
            pack(sig.point, reversed_)
            points["reversed differs"] += [(p.row, p.col) for p in reversed_][::-1] != want
    assert disagree == []
    assert sum(agree.values()) == 751
    assert set(agree) == {"input_assembler", "vertex", "patch_constant", "target"}
    assert points["reversed differs"] > 100  # the order matters: the test could fail
    assert {"VSIn", "VSOut", "HSCPIn", "HSCPOut", "PCOut", "DSIn", "DSCPIn", "DSOut", "GSVIn", "GSOut", "PSIn",
            "PSOut", "MSOut", "MSPOut"} <= set(points)


# --- the rules on the corpus --------------------------------------------------------------------

#: Real properties of corpus files that break a packing rule.
EXPLAINED = {
    # DXC's hand-written DXBC assembly test for its DXBC-to-DXIL converter
    # (hs3.src.asm beside it): each phase declares `dcl_indexrange o0.xyzw 4`
    # over registers whose x holds the quad's edge tessellation factors and
    # whose y holds ordinary patch constants.
    ("dxc/hs3.dxbc", "signature-index-range"): 3,
}


@pytest.fixture(scope="module")
def corpus_reports(corpus):
    return {name: rules.check(data, rules=RULE_NAMES) for name, data in corpus}


def test_packing_rules_pass_on_every_corpus_container_but_the_explained(corpus_reports):
    failed, passed = Counter(), Counter()
    for name, report in corpus_reports.items():
        for f in report.findings:
            assert f.status in ("pass", "n/a", "fail"), (name, f)
            if f.status == "fail":
                failed[(name, f.rule)] += 1
            elif f.status == "pass":
                passed[f.rule] += 1
    assert dict(failed) == EXPLAINED
    # Each rule ran on real files, DXBC and DXIL alike.
    assert min(passed.values()) >= 24 and set(passed) == set(RULE_NAMES)
    assert passed["signature-fit"] == 1567


#: FXC's spellings of the interpolation modes (``dcl_input_ps linear centroid v1.xy``).
LISTED_MODES = {"constant": 1, "linear": 2, "linear centroid": 3, "linear noperspective": 4,
                "linear noperspective centroid": 5, "linear sample": 6, "linear noperspective sample": 7}


def test_dxbc_interpolation_modes_and_index_ranges_are_fxcs_listings():
    """A DXBC pixel shader's elements carry the interpolation mode FXC's
    listing declares for their components (none for components the program
    does not read), and every index range the listing declares is read
    (hull shaders' per phase)."""
    root = shared_path("corpus")
    modes = ranges = files = 0
    for name, data in corpus_files():
        listing = os.path.join(root, name[:-len(".dxbc")] + ".asm")
        if not os.path.exists(listing):
            continue
        with open(listing, encoding="latin-1") as f:
            lines = [line.rstrip() for line in f if line.startswith(("dcl_input_ps", "dcl_indexrange"))]
        if not lines:
            continue
        sigs = signatures(Context(data))
        files += 1
        assert sum(len(s.index_ranges) for s in sigs) == sum(x.startswith("dcl_indexrange") for x in lines), name
        inputs = next(s for s in sigs if s.point == "PSIn") if any("dcl_input_ps" in x for x in lines) else None
        for line in lines:
            m = re.match(r"dcl_input_ps(?:_siv|_sgv)? ([a-z ]+?) v(\d+)\.([xyzw]+)", line)
            if m is None:
                continue  # FXC 9.x's dcl_input_ps_sgv names no mode
            register, mode = int(m.group(2)), LISTED_MODES[m.group(1)]
            mask = sum(1 << "xyzw".index(c) for c in m.group(3))
            for e in inputs.elements:
                if e.row == register and e.mask & mask:
                    assert e.interpolation == mode, (name, line, e.text())
                    modes += 1
        ranges += sum(len(s.index_ranges) for s in sigs)
    assert (files, modes, ranges) == (186, 327, 83)


# --- each rule, broken on purpose (DXBC containers dxfuzz builds) ---------------------------------

PIXEL, VERTEX, HULL = 0, 1, 3


def operand(otype: int, register: int, mask: int) -> list:
    """A 1-D register operand with a component mask."""
    return [2 | mask << 4 | otype << 12 | 1 << 20, register]


def dcl_input_ps(mode: int, register: int, mask: int) -> list:
    return [98 | mode << 11 | 3 << 24] + operand(1, register, mask)


def dcl_indexrange(otype: int, register: int, mask: int, count: int) -> list:
    return [91 | 4 << 24] + operand(otype, register, mask) + [count]


def program(kind: int, *instructions) -> bytes:
    tokens = [t for ins in instructions for t in ins]
    return struct.pack(f"<{2 + len(tokens)}I", kind << 16 | 5 << 4, 2 + len(tokens), *tokens)


def el(name, register, mask, index=0, sv=0, ctype="float32"):
    return {"semantic_name": name, "semantic_index": index, "system_value": sv, "component_type": ctype,
            "register": register, "mask": mask}


def container(kind, *, inputs=(), outputs=(), patch=(), decls=()) -> bytes:
    parts = [dxfuzz.Part("ISGN", build_part("ISGN", {"elements": list(inputs)})),
             dxfuzz.Part("OSGN", build_part("OSGN", {"elements": list(outputs)}))]
    if patch:
        parts.append(dxfuzz.Part("PCSG", build_part("PCSG", {"elements": list(patch)})))
    parts.append(dxfuzz.Part("SHEX", program(kind, *decls)))
    return dxfuzz.build(parts)


def element_offset(data: bytes, fourcc: str, i: int) -> int:
    ctx = Context(data)
    return ctx.first(fourcc).data_offset + 8 + 24 * i


def failures(data: bytes) -> dict:
    report = rules.check(data, rules=RULE_NAMES)
    return {f.rule: f for f in report.findings if f.status == "fail"}


def test_a_well_packed_pixel_shader_passes_every_rule():
    data = container(PIXEL, inputs=[el("SV_Position", 0, 15, sv="position"), el("TEXCOORD", 1, 3),
                                    el("COLOR", 1, 12), el("SV_IsFrontFace", 2, 1, sv="is_front_face",
                                                           ctype="uint32")],
                     outputs=[el("SV_Target", 0, 15), el("SV_Target", 1, 15, index=1),
                              el("SV_Depth", 0xFFFFFFFF, 1)],
                     decls=[dcl_input_ps(4, 0, 15), dcl_input_ps(2, 1, 3), dcl_input_ps(2, 1, 12)])
    assert failures(data) == {}
    statuses = {f.rule: f.status for f in rules.check(data, rules=RULE_NAMES).findings}
    assert statuses["signature-interpolation"] == "pass" and statuses["signature-packing-kind"] == "pass"


CASES = {
    "signature-allocation": dict(kind=PIXEL, outputs=[el("SV_Target", 0, 15), el("SV_Depth", 1, 1)],
                                 at=("OSGN", 1)),
    "signature-packing-kind": dict(kind=PIXEL, outputs=[el("SV_Target", 0, 15), el("SV_Target", 2, 15, index=1)],
                                   at=("OSGN", 1)),
    "signature-fit": dict(kind=VERTEX, outputs=[el("SV_Position", 0, 15, sv="position"), el("TEXCOORD", 32, 3)],
                          at=("OSGN", 1)),
    "signature-overlap": dict(kind=VERTEX, outputs=[el("SV_Position", 0, 15, sv="position"), el("A", 1, 3),
                                                    el("B", 1, 6)], at=("OSGN", 2)),
    "signature-interpolation": dict(kind=PIXEL, inputs=[el("A", 0, 3), el("B", 0, 12)],
                                    decls=[dcl_input_ps(2, 0, 3), dcl_input_ps(1, 0, 12)], at=("ISGN", 1)),
    "signature-component-order": dict(kind=VERTEX, outputs=[el("SV_ClipDistance", 0, 1, sv="clip_distance"),
                                                            el("A", 0, 6)], at=("OSGN", 1)),
    "signature-index-range": dict(kind=VERTEX, outputs=[el("A", 0, 15), el("SV_Position", 1, 15, sv="position")],
                                  decls=[dcl_indexrange(2, 0, 15, 2)], at=None),
    "signature-clip-cull": dict(kind=VERTEX, outputs=[el("SV_Position", 0, 15, sv="position")] + [
        el("SV_ClipDistance", r, 15, index=r - 1, sv="clip_distance") for r in (1, 2, 3)], at=("OSGN", 3)),
    # v2 is free when SV_PrimitiveID (an integer: constant) comes after the others, but it is in v3
    "signature-sgv-order": dict(kind=PIXEL, inputs=[el("SV_Position", 0, 15, sv="position"), el("TEXCOORD", 1, 3),
                                                   el("SV_PrimitiveID", 3, 1, sv="primitive_id", ctype="uint32")],
                                at=("ISGN", 2)),
    "signature-semantic-indices": dict(kind=VERTEX, outputs=[el("SV_Position", 0, 15, sv="position"),
                                                             el("A", 1, 3), el("a", 2, 3)], at=("OSGN", 2)),
}


@pytest.mark.parametrize("rule", sorted(CASES))
def test_each_rule_fails_alone_on_elements_built_to_break_it(rule):
    case = dict(CASES[rule])
    at = case.pop("at")
    data = container(case.pop("kind"), **case)
    found = failures(data)
    assert set(found) == {rule}, {k: f.message for k, f in found.items()}
    if at is not None:
        assert found[rule].offset == element_offset(data, *at), found[rule].message
    else:  # the index range's declaration, in the program
        assert found[rule].offset == Context(data).first("SHEX").data_offset + 8


def test_more_broken_forms_each_fail_their_rule():
    more = [
        ("signature-allocation", dict(kind=VERTEX, outputs=[el("A", 0xFFFFFFFF, 15)])),
        ("signature-packing-kind", dict(kind=VERTEX, inputs=[el("POSITION", 0, 3), el("NORMAL", 0, 12)])),
        ("signature-packing-kind", dict(kind=PIXEL, outputs=[el("SV_Target", 8, 15, index=8)])),
        ("signature-packing-kind", dict(kind=PIXEL, outputs=[el("SV_Target", 0, 14)])),
        ("signature-interpolation", dict(kind=PIXEL, inputs=[el("A", 0, 1, ctype="uint32")],
                                         decls=[dcl_input_ps(2, 0, 1)])),
        ("signature-interpolation", dict(kind=PIXEL, inputs=[el("SV_ClipDistance", 0, 1, sv="clip_distance")],
                                         decls=[dcl_input_ps(1, 0, 1)])),
        ("signature-index-range", dict(kind=VERTEX, outputs=[el("A", 0, 15), el("B", 1, 15), el("C", 2, 15)],
                                       decls=[dcl_indexrange(2, 0, 15, 2), dcl_indexrange(2, 1, 15, 2)])),
        ("signature-index-range", dict(kind=HULL, patch=[
            el("SV_TessFactor", r, 1, index=r, sv="final_tri_edge_tessfactor") for r in range(3)] + [
            el("SV_InsideTessFactor", 3, 1, sv="final_tri_inside_tessfactor"), el("P", 0, 2)],
            decls=[[115 | 1 << 24], dcl_indexrange(2, 0, 3, 3)])),
        ("signature-clip-cull", dict(kind=VERTEX, outputs=[
            el("SV_ClipDistance", 0, 15, sv="clip_distance"), el("SV_CullDistance", 1, 15, sv="cull_distance"),
            el("SV_CullDistance", 2, 1, index=1, sv="cull_distance")])),
        ("signature-semantic-indices", dict(kind=VERTEX, outputs=[el("SV_Position", 0, 15, index=1,
                                                                     sv="position")])),
    ]
    for rule, case in more:
        found = failures(container(case.pop("kind"), **case))
        assert rule in found, (rule, case, {k: f.message for k, f in found.items()})


# --- DXIL-only rules, on elements as the module gives them ---------------------------------------

def dxil(point, *elements, kind="input"):
    return Signature("ISG1", kind, point, 0, (6, 0), list(elements), 0, True)


def element(name="A", kind="Arbitrary", how="arb", rows=1, cols=4, row=0, col=0, mode=2, width=32,
            ctype=3, indices=None, offset=100):
    return Element(name, kind, how, list(indices if indices is not None else range(rows)), rows, cols, row, col,
                   mode, width, ctype, 0, offset)


def dxil_failures(sig) -> dict:
    a = check_signature(Audit(), sig)
    return {name: found for name, found in a.findings.items() if found}


@pytest.mark.parametrize("rule,sig", [
    ("signature-data-width", dxil("PSIn", element(cols=2, width=16), element("B", cols=2, col=2))),
    ("signature-packing-kind", dxil("VSIn", element(mode=2))),
    ("signature-packing-kind", dxil("PCOut", element(mode=1), kind="patch")),
    ("signature-packing-kind", dxil("MSPOut", element(mode=2), kind="patch")),
    ("signature-allocation", dxil("PSIn", element("SV_SampleIndex", "SampleIndex", "shadow", cols=1, mode=1,
                                                  ctype=1))),
    ("signature-allocation", dxil("PSIn", element("SV_PrimitiveID", "PrimitiveID", "sgv", cols=1, row=None,
                                                  col=None, mode=1, ctype=1))),
    ("signature-index-range", dxil("VSOut", element(rows=2), element("SV_RenderTargetArrayIndex",
                                                                     "RenderTargetArrayIndex", "sv", row=1,
                                                                     cols=1, col=3, ctype=1, mode=1))),
    ("signature-index-range", dxil("PCOut", element("SV_TessFactor", "TessFactor", "tess", rows=4, cols=1,
                                                    col=3, mode=0),
                                   element("SV_InsideTessFactor", "InsideTessFactor", "tess", rows=1, cols=1,
                                           row=3, col=2, mode=0), kind="patch")),
    ("signature-component-order", dxil("PSIn", element("SV_RenderTargetArrayIndex", "RenderTargetArrayIndex", "sv",
                                                       cols=1, mode=1, ctype=1),
                                       element(cols=1, col=1, mode=1, ctype=1))),
    ("signature-semantic-indices", dxil("VSOut", element(rows=2, indices=[0]))),
    ("signature-sgv-order", dxil("PSIn", element("SV_Position", "Position", "sv", mode=4), element(cols=2, row=1),
                                 element("SV_IsFrontFace", "IsFrontFace", "sgv", cols=1, row=3, mode=1, ctype=1))),
    ("signature-semantic-indices", dxil("VSOut", element("SV_Position", "Position", "sv"),
                                        element("SV_Position", "Position", "sv", row=1, indices=[1]))),
])
def test_dxil_rules_fail_alone_on_elements_built_to_break_them(rule, sig):
    found = dxil_failures(sig)
    assert set(found) == {rule}, found
    assert found[rule][0][2] == 100


def test_dxil_elements_in_order_pass():
    sig = dxil("PSIn", element("SV_Position", "Position", "sv", mode=4), element(cols=2, row=1),
               element("B", cols=2, row=1, col=2), element("SV_PrimitiveID", "PrimitiveID", "sgv", cols=1, row=2,
                                                           mode=1, ctype=1))
    assert dxil_failures(sig) == {}


# --- signatures built from their elements alone ------------------------------------------------

def test_a_signature_is_built_from_its_elements_alone(tmp_path):
    elements = [
        {"semantic_name": "SV_Position", "system_value": "position"},
        {"semantic_name": "NORMAL", "cols": 3},
        {"semantic_name": "TEXCOORD", "rows": 2, "cols": 2},
        {"semantic_name": "FACTOR", "cols": 1},
        {"semantic_name": "ID", "cols": 1, "component_type": "uint32"},
        {"semantic_name": "SV_IsFrontFace", "system_value": "is_front_face", "cols": 1, "component_type": "uint32"},
    ]
    tree = {"part_table": [
        {"part": {"fourcc": "ISGN", "body": {"signature_point": "PSIn", "elements": elements}}},
        {"part": {"fourcc": "OSGN", "body": {"signature_point": "PSOut", "elements": [
            {"semantic_name": "SV_Target", "semantic_index": 1}, {"semantic_name": "SV_Depth", "cols": 1}]}}},
        {"part": {"fourcc": "SHEX", "data": program(PIXEL).hex()}}]}
    path = tmp_path / "tree.json"
    path.write_text(json.dumps(tree))
    out = tmp_path / "built.dxbc"
    assert cli.main(["build", str(path), "-o", str(out)]) == 0
    data = out.read_bytes()
    obj = dxfuzz.parse(data)
    isgn, osgn = (obj.part_table[i].part.body for i in (0, 1))
    # First fit, x first: NORMAL and FACTOR share v1 (both linear); the
    # TEXCOORD array takes v2-v3; ID (an integer: constant) cannot join a
    # linear register, and SV_IsFrontFace (constant) stands right of it.
    assert [(e.semantic_name, e.semantic_index, e.register, e.mask) for e in isgn.elements] == [
        ("SV_Position", 0, 0, 15), ("NORMAL", 0, 1, 7), ("FACTOR", 0, 1, 8), ("TEXCOORD", 0, 2, 3),
        ("TEXCOORD", 1, 3, 3), ("ID", 0, 4, 1), ("SV_IsFrontFace", 0, 4, 2)]
    assert [(e.semantic_name, e.semantic_index, e.register, e.mask) for e in osgn.elements] == [
        ("SV_Target", 1, 1, 15), ("SV_Depth", 0, 0xFFFFFFFF, 1)]
    assert failures(data) == {}
    with pytest.raises(ValueError, match="B0: no room for 1 x 4 at VSOut"):
        build_part("OSGN", {"signature_point": "VSOut", "elements": [{"semantic_name": "A", "rows": 32},
                                                                     {"semantic_name": "B"}]})
    with pytest.raises(ValueError, match="A: 1000000000 rows x 4 columns"):
        build_part("OSGN", {"signature_point": "VSOut", "elements": [{"semantic_name": "A", "rows": 10 ** 9}]})
    with pytest.raises(ValueError, match="A: an ordinary semantic is not allowed as a pixel-shader output"):
        build_part("OSGN", {"signature_point": "PSOut", "elements": [{"semantic_name": "A"}]})
    with pytest.raises(ValueError, match="SV_VertexID is not allowed as a pixel-shader input"):
        build_part("ISGN", {"signature_point": "PSIn", "elements": [
            {"semantic_name": "SV_VertexID", "system_value": "vertex_id"}]})


def test_every_corpus_dxil_signature_is_built_again_from_its_elements():
    """Each corpus DXIL signature, built from its elements alone (name,
    index, system value, component type, rows, columns, interpolation,
    stream; no register, no mask) comes out with DXC's registers, masks
    and order."""
    same, other = 0, []
    for name, ctx, sig in corpus_signatures():
        part = ctx.first(sig.fourcc)
        if part is None:
            continue
        records = [(getattr(e, "stream", 0) or 0, e.semantic_name, e.semantic_index,
                    enum_value(e.system_value), enum_value(e.component_type), e.register, e.mask)
                   for e in ctx.body(part).elements]
        system_values = {(r[0], r[1].lower(), r[2]): r[3] for r in records}
        tree = {"signature_point": sig.point, "elements": [
            {"semantic_name": e.name, "semantic_index": e.indices[0], "component_type": e.component_type,
             "system_value": system_values.get((e.stream, e.name.lower(), e.indices[0]), 0),
             "rows": e.rows, "cols": e.cols, "interpolation_mode": e.interpolation, "stream": e.stream}
            for e in sig.elements]}
        built = part_body(sig.fourcc, build_part(sig.fourcc, tree)).elements
        got = [(getattr(e, "stream", 0) or 0, e.semantic_name, e.semantic_index, enum_value(e.system_value),
                enum_value(e.component_type), e.register, e.mask) for e in built]
        if got == records:
            same += 1
        else:
            other.append((name, sig.point, len(records), len(got)))
    # DXC gives a mesh shader's vertex-output array that is not in a struct
    # (float4 v[3] : SV_Position) one row and a record per vertex, all in one
    # register: one element with three indices, which a tree's single
    # semantic_index cannot say.
    assert sorted(other) == [(f"vkd3d-proton/{n}_code_dxil.dxbc", "MSOut", rows, 1) for n, rows in (
        ("ms_cull_primitive", 3), ("ms_culling", 3), ("ms_execute_indirect", 4), ("ms_execute_indirect_state", 3),
        ("ms_execute_indirect_state_payload", 3), ("ms_system_values", 3))]
    assert same == 745


def test_mutated_containers_always_get_a_verdict_from_every_packing_rule():
    """Containers broken by the signature, part, bytecode and byte-level
    mutations: each packing rule passes, fails or says why it cannot run,
    never an exception (contract 2)."""
    seeds = [container(PIXEL, inputs=[el("SV_Position", 0, 15, sv="position"), el("A", 1, 3), el("B", 1, 12)],
                       outputs=[el("SV_Target", 0, 15)], decls=[dcl_input_ps(2, 1, 3), dcl_input_ps(2, 1, 12)]),
             container(HULL, patch=[el("SV_TessFactor", r, 1, index=r, sv="final_tri_edge_tessfactor")
                                    for r in range(3)], decls=[[115 | 1 << 24], dcl_indexrange(2, 0, 1, 3)])]
    if os.path.isdir(os.path.join(SHARED, "corpus")):  # real files too, when they are there
        seeds += [data for _, data in corpus_files()[::50]]
    names = [n for g in ("signature", "part", "bytecode", "bytes") for n in mutate.names(g)]
    rng = random.Random(5)
    seen: Counter = Counter()
    for _ in range(400):
        data = rng.choice(seeds)
        for _ in range(rng.randint(1, 3)):
            data = mutate.apply(data, rng.choice(names), rng)
        report = rules.check(data, rules=RULE_NAMES)
        assert {f.rule for f in report.findings} == set(RULE_NAMES)
        seen.update(f.status for f in report.findings)
    assert seen["fail"] and seen["pass"] and seen["n/a"], seen


# --- FXC's packing -----------------------------------------------------------------------------

#: FXC signatures whose places depend on what a container does not keep, and
#: that information, from their sources: arrays (records of one array look
#: like separate elements) and a vertex output's interpolation modifier.
FXC_UNKEPT = {
    # float2 a[3] : A and float2 c[6] : C (its .hlsl beside it)
    ("dxc/indexableinput2.dxbc", "PSIn"): dict(arrays=("A", "C")),
    # nointerpolation float t1 : TEXCOORD1; nointerpolation float b : B; centroid float2 ref : REF (their .hlsl)
    ("vkd3d-proton/vs_interstage_code_dxbc.dxbc", "VSOut"): dict(modes={"TEXCOORD1": 1}),
    ("vkd3d-proton/vs_varying_mixed_code_dxbc.dxbc", "VSOut"): dict(modes={"B0": 1}),
    ("vkd3d-proton/d3d12_shaders__test_shader_eval_attribute__vs_code_dxbc.dxbc", "VSOut"): dict(modes={"REF0": 3}),
    # the control points' P0 and P1 are one float2 array
    ("vkd3d/d3d12__test_hull_shader_patch_constant_inputs__hs_code.dxbc", "HSCPIn"): dict(arrays=("P",)),
    ("vkd3d/d3d12__test_hull_shader_patch_constant_inputs__hs_code.dxbc", "HSCPOut"): dict(arrays=("P",)),
    # the SDK's SubD11 patch constants: float3 vTangent[4] : TANGENT, float2 vUV[4] : TEXCOORD,
    # float3 vTanUCorner[4] : TANUCORNER, float3 vTanVCorner[4] : TANVCORNER
    **{(name, point): dict(arrays=("TANGENT", "TEXCOORD", "TANUCORNER", "TANVCORNER")) for name, point in (
        ("dxdecompiler/BasicHullShader.dxbc", "PCOut"), ("dxdecompiler/SubD11_DS__v61d2a5f4.dxbc", "DSIn"),
        ("dxdecompiler/hull__v61d2a5f4.dxbc", "PCOut"), ("dxdecompiler/signatures_hs__v61d2a5f4.dxbc", "PCOut"),
        ("slimshader/SubD11_DS.dxbc", "DSIn"), ("slimshader/SubD11_DS__vc502f97b.dxbc", "DSIn"),
        ("slimshader/SubD11_HS.dxbc", "PCOut"), ("slimshader/SubD11_HS_4444.dxbc", "PCOut"),
        ("slimshader/SubD11_HS_4444__vc502f97b.dxbc", "PCOut"), ("slimshader/SubD11_HS__vc502f97b.dxbc", "PCOut"))},
}


def fxc_repacked(sig, arrays=(), modes=None) -> bool:
    """Whether FXC's packing of ``sig``'s elements, taken from its records
    (the named ``arrays`` as one element each, ``modes`` given), puts every
    record where the file has it."""
    pairs = fxc_pack_elements(sig)
    for name in arrays:
        at = [i for i, (_, members) in enumerate(pairs) if members[0].name.upper() == name]
        for i in at[1:]:
            pairs[at[0]][0].rows += pairs[i][0].rows
            pairs[at[0]][1].extend(pairs[i][1])
        pairs = [pair for i, pair in enumerate(pairs) if i not in at[1:]]
    for p, members in pairs:
        p.interpolation = (modes or {}).get(f"{members[0].name}{members[0].indices[0]}", p.interpolation)
        p.row = p.col = 9  # nothing of the file's places is left
    pack(sig.point, [p for p, _ in pairs], "fxc")
    got = {id(e): (None, None) if p.row is None else (p.row + i, p.col)
           for p, members in pairs for i, e in enumerate(members)}
    return all(got[id(e)] == (e.row, e.col) for e in sig.elements)


def test_fxc_signatures_repack_from_their_records():
    """Every FXC signature of the corpus (not the hand-assembled ones),
    repacked from its records by FXC's rules, lands where FXC put it, but
    for those whose places depend on arrays or interpolation modifiers the
    container does not keep; given those, they land there too."""
    hand_made = {r["file"] for r in corpus_manifest()
                 if "testasm" in r["symbol_or_note"] or "9on12" in r["symbol_or_note"]}
    same, other = Counter(), []
    for name, _, sig in corpus_signatures(dxil=False):
        if name in hand_made or sig.point is None:
            continue
        if fxc_repacked(sig):
            same[sig.packing] += 1
        else:
            other.append((name, sig.point))
            assert fxc_repacked(sig, **FXC_UNKEPT[(name, sig.point)]), (name, sig.point)
    assert sorted(other) == sorted(FXC_UNKEPT)
    assert dict(same) == {"vertex": 969, "target": 806, "input_assembler": 249, "patch_constant": 78}
    assert len(hand_made) == 5


def test_how_many_corpus_signatures_each_packing_rule_checks():
    """The figures of docs/signatures.md's table: signatures (and elements)
    each rule had something to check in, DXBC and DXIL apart."""
    table: Counter = Counter()
    for _, data in corpus_files():
        ctx = Context(data)
        try:
            sigs = signatures(ctx)
        except Skip:
            continue
        era = "dxil" if ctx.first("DXIL") is not None else "dxbc"
        for sig in sigs:
            a = check_signature(Audit(), sig)
            for rule in RULE_NAMES:
                if a.checked[rule]:
                    table[(rule, era, "signatures")] += 1
                    table[(rule, era, "elements")] += a.checked[rule]
    def row(rule):
        return tuple(table[(rule, era, what)] for era in ("dxbc", "dxil") for what in ("signatures", "elements"))
    assert {rule: row(rule) for rule in RULE_NAMES} == {
        "signature-allocation": (2126, 5372, 751, 1806), "signature-packing-kind": (1143, 2748, 348, 616),
        "signature-fit": (2121, 5327, 751, 1791), "signature-overlap": (2121, 5327, 751, 1791),
        "signature-interpolation": (448, 950, 751, 1791), "signature-data-width": (0, 0, 751, 1791),
        "signature-component-order": (2121, 5327, 751, 1791), "signature-index-range": (2121, 5445, 751, 1791),
        "signature-clip-cull": (22, 37, 6, 9), "signature-semantic-indices": (2126, 5372, 751, 1806),
        "signature-sgv-order": (29, 41, 13, 13)}
