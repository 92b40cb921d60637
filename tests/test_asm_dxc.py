"""DXC's listing header (``dxc -Fc``) against the parts of DXIL containers.

The shared corpus has DXIL containers but no DXC listing beside them, so
each listing here is written for a real container from what LLVM 22's
obj2yaml reads in it (signatures, PSV0, HASH), with DXC's printing rules
transcribed below: a decode other than dxfuzz's, printed by rules written
apart from ``dxfuzz.asm.dxc``; the sections DXC prints from the module are
``dxfuzz dis``'s (see ``_module_sections``). Every stage DXC prints differently (vertex,
pixel, geometry, hull, domain, compute, mesh, amplification) is covered,
in both forms of the runtime information (DXC before and after 1.8.2502).
"""
from __future__ import annotations

import functools
import os
import struct

import pytest

import dxfuzz
from dxfuzz.asm.dxil_rdat import LOAD_ERROR
from dxfuzz.commands.compare_asm import Summary, compare_one

from conftest import corpus_manifest, obj2yaml, shared_path

SV = {"Undefined": "NONE", "Position": "POS", "ClipDistance": "CLIPDST", "CullDistance": "CULLDST",
      "RenderTargetArrayIndex": "RTINDEX", "ViewPortArrayIndex": "VPINDEX", "VertexID": "VERTID",
      "PrimitiveID": "PRIMID", "InstanceID": "INSTID", "IsFrontFace": "FFACE",
      "SampleIndex": "SAMPLE", "FinalQuadEdgeTessfactor": "QUADEDGE",
      "FinalQuadInsideTessfactor": "QUADINT", "FinalTriEdgeTessfactor": "TRIEDGE",
      "FinalTriInsideTessfactor": "TRIINT", "FinalLineDetailTessfactor": "LINEDET",
      "FinalLineDensityTessfactor": "LINEDEN", "Barycentrics": "BARYCEN",
      "ShadingRate": "SHDINGRATE", "CullPrimitive": "CULLPRIM", "Target": "TARGET",
      "Depth": "DEPTH", "Coverage": "COVERAGE", "DepthGE": "DEPTHGE", "DepthLE": "DEPTHLE",
      "StencilRef": "STENCILREF", "InnerCoverage": "INNERCOV"}
COMP = {"Unknown": "unknown", "UInt32": "uint", "SInt32": "int", "Float32": "float",
        "UInt16": "uint16", "SInt16": "int16", "Float16": "fp16", "UInt64": "uint64",
        "SInt64": "int64", "Float64": "double"}
STAGES = {0: "Pixel", 1: "Vertex", 2: "Geometry", 3: "Hull", 4: "Domain", 5: "Compute",
          13: "Mesh", 14: "Amplification"}


def _mask(m: int) -> str:
    return "".join(c if m >> i & 1 else " " for i, c in enumerate("xyzw"))


def _signature(title: str, params) -> list:
    out = [";", f"; {title} signature:", ";"]
    if not params:
        return out + ["; no parameters"]
    out += ["; Name                 Index   Mask Register SysValue  Format   Used",
            "; -------------------- ----- ------ -------- -------- ------- ------"]
    streams = any(p["Stream"] for p in params)
    for p in params:
        name = f"m{p['Stream']}:{p['Name']:<17}" if streams else f"{p['Name']:<20}"
        rw = p["ExclusiveMask"] if title == "Input" else ~p["ExclusiveMask"] & 0xFF
        if p["Register"] == 0xFFFFFFFF:
            tag = {"sv_depth": "   oDepth", "sv_depthgreaterequal": " oDepthGE",
                   "sv_depthlessequal": " oDepthLE", "sv_coverage": "    oMask",
                   "sv_stencilref": "    oStencilRef"}.get(
                p["Name"].lower(), "   primID" if p["SystemValue"] == "PrimitiveID" else "  special")
            cells = f"    N/A{tag}"
            used = "    YES" if rw else "     NO"
        else:
            cells = f"   {_mask(p['Mask'])} {p['Register']:>8}"
            used = "   " + _mask(rw & 0xF)
        out.append(f"; {name} {p['Index']:>5}{cells}{SV[p['SystemValue']]:>9}"
                   f"{COMP[p['CompType']]:>8}{used}")
    return out + [";"]


def _psv(info: dict, new: bool) -> list:
    version, stage = info["Version"], info.get("ShaderStage")
    out = [";", "; Pipeline Runtime Information: ", ";"]
    if new:
        out.append(";PSVRuntimeInfo:")
    if stage in STAGES:
        out.append(f"; {STAGES[stage]} Shader")
    if stage == 1:
        out.append(f"; OutputPositionPresent={info['OutputPositionPresent']}")
    elif stage == 0:
        out += [f"; DepthOutput={info['DepthOutput']}", f"; SampleFrequency={info['SampleFrequency']}"]
    elif stage == 3:
        out += [f"; InputControlPointCount={info['InputControlPointCount']}",
                f"; OutputControlPointCount={info['OutputControlPointCount']}",
                f"; Domain={['invalid', 'isoline', 'tri', 'quad'][info['TessellatorDomain']]}",
                "; OutputPrimitive=" + ["invalid", "point", "line", "triangle_cw", "triangle_ccw"][
                    info["TessellatorOutputPrimitive"]]]
    elif stage == 4:
        out += [f"; InputControlPointCount={info['InputControlPointCount']}",
                f"; OutputPositionPresent={info['OutputPositionPresent']}"]
    elif stage == 2:
        prim = info["InputPrimitive"]
        prim = {1: "point", 2: "line", 3: "triangle", 6: "lineadj", 7: "triangleadj"}.get(
            prim, f"patch{prim - 7}" if 8 <= prim <= 39 else "invalid")
        out += [f"; InputPrimitive={prim}",
                "; OutputTopology=" + {1: "point", 3: "line", 5: "triangle"}.get(info["OutputTopology"],
                                                                              "invalid"),
                f"; OutputStreamMask={info['OutputStreamMask']}",
                f"; OutputPositionPresent={info['OutputPositionPresent']}"]
    if stage == 13:
        out.append("; MeshOutputTopology=" + ["undefined", "line", "triangle"][info["MeshOutputTopology"]])
    if stage in (5, 13, 14) and version >= 2:
        out.append(f"; NumThreads=({info['NumThreadsX']},{info['NumThreadsY']},{info['NumThreadsZ']})")
    lo, hi = info["MinimumWaveLaneCount"], info["MaximumWaveLaneCount"]
    if lo == hi:
        out.append(f"; WaveSize={lo}")
    elif new:
        out += [f"; MinimumExpectedWaveLaneCount: {lo}", f"; MaximumExpectedWaveLaneCount: {hi}"]
    if new and version >= 1:
        out += [f"; UsesViewID: {'true' if info['UsesViewID'] else 'false'}",
                f"; SigInputElements: {len(info['SigInputElements'])}",
                f"; SigOutputElements: {len(info['SigOutputElements'])}",
                f"; SigPatchConstOrPrimElements: {len(info['SigPatchOrPrimElements'])}",
                f"; SigInputVectors: {info['SigInputVectors']}"]
        out += [f"; SigOutputVectors[{k}]: {v}" for k, v in enumerate(info["SigOutputVectors"])]
    if new and version >= 3:
        out.append(f"; EntryFunctionName: {info['EntryName']}")
    return out + [";"]


FEATURES = ["Double-precision floating point", "Raw and Structured buffers",
            "UAVs at every shader stage", "64 UAV slots", "Minimum-precision data types",
            "Double-precision extensions for 11.1", "Shader extensions for 11.1",
            "Comparison filtering for feature level 9", "Tiled resources", "PS Output Stencil Ref",
            "PS Inner Coverage", "Typed UAV Load Additional Formats", "Raster Ordered UAVs",
            "SV_RenderTargetArrayIndex or SV_ViewportArrayIndex from any shader feeding rasterizer",
            "Wave level operations", "64-Bit integer", "View Instancing", "Barycentrics",
            "Use native low precision", "Shading Rate", "Raytracing tier 1.1 features",
            "Sampler feedback", "64-bit Atomics on Typed Resources", "64-bit Atomics on Group Shared",
            "Derivatives in mesh and amplification shaders", "Resource descriptor heap indexing",
            "Sampler descriptor heap indexing", "Wave Matrix", "64-bit Atomics on Heap Resources",
            "Advanced Texture Ops", "Writeable MSAA Textures", "SampleCmp with gradient or bias",
            "Extended command info"]
OPTIONAL = {40: "Function uses derivatives", 41: "Function requires visible group"}


def dxc_listing(data: bytes, doc: dict, new: bool) -> str:
    """The header DXC would print for a container, from obj2yaml's document
    (and, for SFI0 and ILDN, which obj2yaml does not spell out, their bytes)."""
    parts = {p["Name"]: p for p in doc["Parts"]}
    offsets = doc["Header"]["PartOffsets"]
    raw = {}
    for o in offsets:
        size = struct.unpack_from("<I", data, o + 4)[0]
        raw[bytes(data[o:o + 4]).decode("latin-1")] = data[o + 8:o + 8 + size]
    out = []
    if "SFI0" in raw:
        word = int.from_bytes(raw["SFI0"][:8], "little")
        names = [n for b, n in enumerate(FEATURES) if word >> b & 1]
        optional = [n for b, n in OPTIONAL.items() if word >> b & 1]
        if word:
            out += [";", "; Note: shader requires additional functionality:"]
            out += [";       " + n for n in names] + [";"]
        if optional:
            out += ["; Note: shader has optional feature flags set:"]
            out += [";       " + n for n in optional] + [";"]
    for title, fourcc in (("Input", "ISG1"), ("Output", "OSG1"), ("Patch Constant", "PSG1")):
        if fourcc in parts:
            out += _signature(title, parts[fourcc]["Signature"]["Parameters"])
    if "ILDN" in raw:
        length = struct.unpack_from("<H", raw["ILDN"], 2)[0]
        name = bytes(raw["ILDN"][4:4 + length]).rstrip(b"\0").decode("utf-8")
        if name:
            out.append("; shader debug name: " + name)
    if "HASH" in parts:
        h = parts["HASH"]["Hash"]
        out.append("; shader hash: " + bytes(h["Digest"]).hex()
                   + (" (includes source)" if h["IncludesSource"] else ""))
    if "PSV0" in parts:
        out += _psv(parts["PSV0"]["PSVInfo"], new)
    out += _module_sections(data)
    out += _ir(data)
    return "\n".join(out) + "\n"


def _compare(obj, listing: str, summary: Summary) -> list:
    """compare-asm's disagreements of a listing written here, but those of
    its text: these listings hold DXC's tables, not all of its layout (the
    tables' column titles, its blank comment lines); the text is tested
    on the listing dis prints (test_dis_s_listing_as_text)."""
    return [d for d in compare_one(obj, listing, summary) if not d.startswith("text")]


def _module_sections(data: bytes) -> list:
    """The sections DXC prints from the module and the subobjects, as
    ``dxfuzz dis`` prints them (their rows are checked against PSV0, RDAT
    and the signature parts by tests/test_dxil_listing.py and
    tests/test_dxil_rdat.py): here they check that compare-asm reads and
    compares every line of them."""
    from dxfuzz.asm.dxil_listing import listed_programs, module_sections, subobject_sections
    obj = dxfuzz.parse(data)
    _, program, reflection = listed_programs(obj)
    return module_sections(program, reflection) + subobject_sections(obj, program)


def _ir(data: bytes) -> list:
    """The IR as ``dxfuzz dis`` prints it (its lines are checked against
    llvm-dis 22 by tests/test_dxil_ir.py): here it checks that compare-asm
    compares every line of it."""
    from dxfuzz.asm.dxil_listing import ir_lines, listed_programs
    _, program, _ = listed_programs(dxfuzz.parse(data))
    return ir_lines(program)


@functools.lru_cache(maxsize=None)
def _samples():
    """Up to three corpus DXIL containers with a PSV0 part per shader stage."""
    chosen, per_stage = [], {}
    for row in corpus_manifest():
        if "PSV0" not in row["parts"] or "DXIL" not in row["parts"]:
            continue
        stage = row["program"].split("_")[0]
        if per_stage.get(stage, 0) < 3:
            per_stage[stage] = per_stage.get(stage, 0) + 1
            chosen.append(row["file"])
    return chosen


def _pair(name, new=True):
    path = os.path.join(shared_path("corpus"), name)
    doc, error = obj2yaml(path)
    if doc is None:
        pytest.skip(f"obj2yaml cannot read {name}: {error}")
    with open(path, "rb") as f:
        data = f.read()
    return dxfuzz.parse(data), dxc_listing(data, doc, new)


def test_samples_cover_every_stage():
    stages = {n.split("/")[0] for n in _samples()}
    assert stages
    profiles = {row["program"].split("_")[0] for row in corpus_manifest() if row["file"] in _samples()}
    assert {"vs", "ps", "gs", "hs", "ds", "cs", "ms", "as"} <= profiles


@pytest.mark.parametrize("new", [True, False], ids=["dxc-1.8.2502", "older-dxc"])
def test_listings_written_from_obj2yaml_agree(new):
    checked = 0
    for name in _samples():
        obj, listing = _pair(name, new)
        summary = Summary()
        diffs = _compare(obj, listing, summary)
        assert diffs == [], (name, diffs[:5], listing)
        assert summary.skipped == {} and summary.not_understood == [0, 0]
        assert summary.tables["DXC IR"][2] > 20  # every line of the IR compared
        checked += 1
    assert checked >= 20


@pytest.mark.parametrize("before, after, expect", [
    ("; OutputPositionPresent=1", "; OutputPositionPresent=0",
     "DXC runtime information, -, OutputPositionPresent: ours '1' vs listing '0'"),
    ("; UsesViewID: false", "; UsesViewID: true",
     "DXC runtime information, -, UsesViewID: ours 'false' vs listing 'true'"),
    ("; shader hash: ", "; shader hash: 00",
     "DXC hash, -, hash:"),
    ("   xyzw        0      POS   float   xyzw", "   xyz         0      POS   float   xyzw",
     "DXC Output signature, SV_Position0, mask: ours 'xyzw' vs listing 'xyz'"),
])
def test_a_changed_dxc_listing_is_caught(before, after, expect):
    for name in _samples():
        obj, listing = _pair(name)
        if before in listing:
            break
    else:
        pytest.fail(f"no sample listing has {before!r}")
    changed = listing.replace(before, after, 1)
    diffs = _compare(obj, changed, Summary())
    assert any(expect in d for d in diffs), diffs


def test_the_ir_is_compared_line_for_line():
    obj, listing = _pair(_samples()[0])
    ir = listing[listing.index("target datalayout"):].rstrip("\n").split("\n")
    summary = Summary()
    assert _compare(obj, listing, summary) == []
    assert summary.skipped == {} and summary.tables["DXC IR"] == [1, 1, len(ir)] and len(ir) > 20
    assert summary.dxc == 1 and summary.files["asm instructions"] == [0, 0]


def test_subobjects_are_compared_line_for_line():
    """A library's subobjects (RDAT) against what dis prints: they agree; a
    changed one, a section the container has none of, and DXC's line saying
    one did not load are each a disagreement."""
    name = "vkd3d-proton/local_root_signature_code_dxil.dxbc"
    if not os.path.exists(os.path.join(shared_path("corpus"), name)):
        pytest.skip(f"{name} not in the corpus")
    obj, listing = _pair(name)
    assert ";  LocalRootSignature LRS0 = { <96 bytes> };" in listing
    summary = Summary()
    assert _compare(obj, listing, summary) == []
    assert summary.tables["DXC module Subobjects"][2] == 4
    diffs = _compare(obj, listing.replace("LRS0 = { <96 bytes>", "LRS0 = { <95 bytes>"), Summary())
    assert len(diffs) == 1 and diffs[0].startswith("DXC module Subobjects, line ") and "95 bytes" in diffs[0]
    diffs = _compare(obj, listing.replace(";\n; Subobjects:", LOAD_ERROR + "\n;\n; Subobjects:"), Summary())
    assert diffs == ["DXC subobjects, -, load error: ours False vs listing True"]
    other, plain = _pair(_samples()[0])
    section = listing[listing.index(";\n; Subobjects:"):listing.index("target datalayout")]
    diffs = _compare(other, plain.replace("target datalayout", section + "target datalayout", 1), Summary())
    assert diffs == ["DXC module Subobjects, -: the listing has it, the module gives none"]


@pytest.mark.parametrize("before, after, expect", [
    ("  ; CreateHandle", "  ; CreateHandles", "ours '  %"),                  # DXC's comment on a dx.op call
    ("attributes #0 = { nounwind", "attributes #0 = { nounwind readonly", "attributes #0"),
    ("\n!0 = ", "\n!0 = distinct ", "!0 = "),                               # a metadata node
    ("\n  ret void\n", "\n", "after line"),                                 # a line left out
])
def test_a_changed_ir_line_is_caught(before, after, expect):
    """Each line of the IR is compared: one changed line is one
    disagreement in the table DXC IR, named by its line."""
    _, obj, listing = _with_section(before)
    diffs = _compare(obj, listing.replace(before, after, 1), Summary())
    assert len(diffs) == 1 and diffs[0].startswith("DXC IR, ") and expect in diffs[0], diffs


def _with_section(title):
    for name in _samples():
        obj, listing = _pair(name)
        if title in listing:
            return name, obj, listing
    pytest.fail(f"no sample listing has {title!r}")


@pytest.mark.parametrize("title, before, after", [
    ("; Resource Bindings:", "cb0     1", "cb1     1"),
    ("; Buffer Definitions:", "; cbuffer ", "; cbuffer renamed"),
    ("; ViewId state:", "; Number of inputs: ", "; Number of inputs: 9"),
    ("InterpMode", "      linear", "    centroid"),
])
def test_a_changed_module_section_is_caught(title, before, after):
    """Every section DXC prints from the module is compared line for line:
    one changed line is one disagreement, named by its section and line."""
    name, obj, listing = _with_section(title)
    start = listing.index(title)
    at = listing.index(before, start)
    changed = listing[:at] + after + listing[at + len(before):]
    diffs = _compare(obj, changed, Summary())
    assert len(diffs) == 1 and "DXC module" in diffs[0] and ", text: ours " in diffs[0], (name, diffs)


def test_a_module_section_the_module_does_not_give_is_a_difference():
    _, _, listing = _with_section("; ViewId state:")
    section = listing[listing.index("; ViewId state:"):listing.index("target datalayout")]
    obj, other = _pair(next(n for n in _samples() if "; ViewId state:" not in _pair(n)[1]))
    diffs = _compare(obj, other.replace("target datalayout", section + "target datalayout", 1), Summary())
    assert any("DXC module ViewId state, -: the listing has it, the module gives none" in d
               for d in diffs), diffs


@pytest.mark.parametrize("name, line", [
    # A system value wider than its column touches the register number.
    ("vkd3d-proton/vrs_ps_code_dxil.dxbc", "0SHDINGRATE"),
    ("vkd3d-proton/vrs_vs_code_dxil.dxbc", "0SHDINGRATE"),
    # Elements without a register: the register column names what they are.
    ("vkd3d-proton/gs_mismatch_primid_code_dxil.dxbc", "    N/A   primID   PRIMID    uint     NO"),
    ("vkd3d-proton/ps_export_coverage_code_dxil.dxbc", "    N/A    oMask COVERAGE    uint    YES"),
    ("bgfx/dxil_fs_raymarching.dxbc", "    N/A   oDepth    DEPTH   float    YES"),
])
def test_signature_columns(name, line):
    if not os.path.exists(os.path.join(shared_path("corpus"), name)):
        pytest.skip(f"{name} not in the corpus")
    obj, listing = _pair(name)
    assert line in listing
    assert _compare(obj, listing, Summary()) == []


def _without_dynidx(listing: str) -> str:
    """A listing as DXC printed it before its DynIdx column: the module
    signatures end after the interpolation mode."""
    out, inside = [], False
    for line in listing.split("\n"):
        inside = inside and line != ";" or line.endswith("InterpMode DynIdx")
        out.append(line[:51].rstrip() if inside else line)
    return "\n".join(out)


def test_module_signatures_of_dxc_before_the_dynidx_column():
    """An older listing's module signatures, without the DynIdx column, are
    compared on the columns they have: they agree, and a changed
    interpolation mode is still a disagreement."""
    name, obj, listing = _with_section("      linear")
    older = _without_dynidx(listing)
    assert "DynIdx" not in older and older != listing
    assert _compare(obj, older, Summary()) == []
    diffs = _compare(obj, older.replace("      linear", "    centroid", 1), Summary())
    assert len(diffs) == 1 and "DXC module" in diffs[0] and "centroid" in diffs[0], (name, diffs)


def test_dis_s_listing_as_text():
    """The whole listing dis prints for a DXIL container, read as DXC's
    (release 1.8.2502 and later): every table and the IR agree, and so does
    the text line for line; a changed IR line is a disagreement of the IR
    and of the text."""
    from dxfuzz.asm.dxil_listing import listing
    obj, _ = _pair(_samples()[0])
    text = "\n".join(listing(obj)[1]) + "\n"
    summary = Summary()
    assert compare_one(obj, text, summary) == [] and summary.files["asm text"] == [1, 1]
    changed = text.replace("\n  ret void\n", "\n  ret void ; changed\n", 1)
    diffs = compare_one(obj, changed, Summary())
    assert len(diffs) == 2 and diffs[0].startswith("DXC IR, line ") and diffs[1].startswith("text, line "), diffs


def test_a_listing_of_a_module_that_does_not_decode_is_counted_not_compared():
    """DXC's listing against a container whose DXIL program no longer
    decodes: what is printed from the module (its sections, the IR) is
    counted as not compared, with the reason, and so is the text."""
    from dxfuzz.asm.dxil_listing import listing
    name = _samples()[0]
    with open(os.path.join(shared_path("corpus"), name), "rb") as f:
        data = bytearray(f.read())
    text = "\n".join(listing(dxfuzz.parse(bytes(data)))[1]) + "\n"
    entry = next(e for e in dxfuzz.parse(bytes(data)).part_table if e.part.fourcc_text == "DXIL")
    at = entry.ofs_part + 8 + 200  # inside the bitcode, past the program header
    data[at:at + 40] = b"\xff" * 40
    summary = Summary()
    assert compare_one(dxfuzz.parse(bytes(data)), text, summary) == []
    (reason,) = summary.skipped
    assert reason.startswith("from the DXIL module, which does not decode: ")
    assert summary.skipped[reason][0] > 20 and list(summary.untexted) == ["lines dis does not print: " + reason]
