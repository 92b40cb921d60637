"""``dxfuzz check``'s rules between the DXIL module and the parts DXC derives
from it (dxfuzz/rules/dxcontainer_program.py): every corpus container passes
each rule that applies to it (counted against the manifest), and a real file
with one field broken on purpose fails the named rule at that field's byte."""
from __future__ import annotations

import copy
import random
import struct
from collections import Counter

import pytest

import dxfuzz
from dxfuzz import rules
from dxfuzz.bitcode import entry_property
from dxfuzz.edit import rebuild
from dxfuzz.part_table import entries, read_parts
from dxfuzz.rules.context import Context
from dxfuzz.rules.dxcontainer_program import _KEY, Program, feature_info, program, r_rdat_functions, signature_rows
from dxfuzz.write.dxcontainer_psv0 import ofs_signature_elements

from conftest import corpus_files, corpus_manifest

NEW_RULES = ("psv-resources", "signature-metadata", "sfi0-flags", "psv-entry", "rdat-functions")

VS = "bgfx/dxil_vs_bump.dxbc"  # SFI0 ISG1 OSG1 PSV0 ILDN HASH DXIL; one CBV; PSV0 v3
CS = "bgfx/cs_mipgen_oddx_dxil.dxbc"  # numthreads, seven bindings (24-byte records)
WAVE = "vkd3d-proton/cs_wave_size_range_16_32_code_dxil.dxbc"  # [WaveSize(16, 32)]
HS = "vkd3d-proton/control_point_phase_hs_code_dxil.dxbc"  # hull shader: PSG1, stage information
FEATURES = "bgfx/dxil_cs_fsr_rcas_16.dxbc"  # SFI0 not zero
LIB = "vkd3d-proton/default_code_dxil.dxbc"  # lib_6_3: six functions in RDAT, 44-byte records
WORK_GRAPH = "vkd3d-proton/two_level_broadcast_code_dxil.dxbc"  # lib_6_8: three nodes, 52-byte records


def named(name):
    return dict(corpus_files())[name]


def check(data):
    report = rules.check(data, rules=set(NEW_RULES))
    return {r: report.status(r) for r in NEW_RULES}, report


def failures(report, rule):
    return [f for f in report.by_rule(rule) if f.status == "fail"]


def part_at(data, fourcc):
    """Where a part's data starts in the file."""
    return next(e.body_start for e in entries(data) if e.fourcc_text == fourcc)


def patched(data, fourcc, offset, fmt, value):
    """``data`` with one field of a part rewritten (``struct`` format ``fmt``
    at ``offset`` in the part's data), laid out and signed again."""
    parts = read_parts(data)
    out = []
    for f, body in parts:
        if f == fourcc:
            body = bytearray(body)
            struct.pack_into(fmt, body, offset, value)
            body = bytes(body)
            fourcc = None  # the first one only
        out.append((f, body))
    return rebuild(out, data)


def without(data, fourcc):
    return rebuild([(f, b) for f, b in read_parts(data) if f != fourcc], data)


def assert_only(data, rule, original):
    """The broken file fails ``rule``; the other new rules say what they said of the original."""
    st, report = check(data)
    before, _ = check(original)
    assert st[rule] == "fail", (rule, report.by_rule(rule))
    for other in NEW_RULES:
        if other != rule:
            assert st[other] == before[other], (other, report.by_rule(other))
    return failures(report, rule)


# --- the corpus ---------------------------------------------------------------------------

def _expected_counts():
    """What each rule checks, from the manifest: the DXIL containers by program kind."""
    dxil = [r for r in corpus_manifest() if "DXIL" in r["parts"].split(",")]
    libraries = [r for r in dxil if r["program"].startswith("lib_")]
    shaders = len(dxil) - len(libraries)
    return {"psv-resources": shaders, "signature-metadata": shaders, "psv-entry": shaders,
            "sfi0-flags": len(dxil), "rdat-functions": len(libraries)}


@pytest.fixture(scope="module")
def corpus_reports(corpus):
    return {name: check(data)[1] for name, data in corpus}


def test_every_corpus_dxil_container_passes_every_program_rule(corpus_reports):
    counts = {r: Counter() for r in NEW_RULES}
    for name, report in corpus_reports.items():
        for r in NEW_RULES:
            status = report.status(r)
            counts[r][status] += 1
            assert status in ("pass", "n/a"), (name, r, report.by_rule(r))
    expected = _expected_counts()
    for r in NEW_RULES:
        print(f"{r}: {dict(counts[r])}")
        assert counts[r]["pass"] == expected[r], (r, counts[r])
        assert counts[r]["n/a"] == len(corpus_manifest()) - expected[r]
    assert expected["psv-entry"] > 500 and expected["rdat-functions"] > 20


def test_mesh_shaders_with_arrayed_position_rows_pass_as_dxc_writes_them(corpus_reports):
    """Six vkd3d-proton mesh shaders (DXC 1.7, validated) give an output
    `float4 v[3] : SV_Position` three semantic indices but one row. DXC's
    signature writer, which its validator runs again and compares with the
    part, steps the register by rows / indices = 0: OSG1 holds SV_Position
    0, 1 and 2 all at register 0. The rule computes the rows the same way,
    so these files pass, and a row at another register fails."""
    odd = []
    dxil = {r["file"] for r in corpus_manifest() if "DXIL" in r["parts"].split(",")}
    for name, data in corpus_files():
        if name not in dxil:
            continue
        prog = program(Context(data))
        for kind in ("inputs", "outputs", "patch_const_or_prim"):
            if any(len(e["semantic_indices"]) not in (0, e["rows"]) for e in prog.signature(kind)):
                odd.append((name, prog))
    assert len(odd) == 6 and all(n.startswith("vkd3d-proton/ms_") for n, _ in odd), [n for n, _ in odd]
    for name, prog in odd:
        assert corpus_reports[name].status("signature-metadata") == "pass"
        rows = [r for r in signature_rows(prog, "outputs", "output") if r["name"] == "SV_Position"]
        assert len(rows) >= 3 and {r["register"] for r in rows} == {0}, name
    # Move SV_Position 1 of the first one to register 1: the rule fails there.
    name = odd[0][0]
    data = named(name)
    osg1 = dxfuzz.parse(data).part_table
    elements = next(e.part.body for e in osg1 if e.part.fourcc_text == "OSG1").elements
    i = next(i for i, el in enumerate(elements) if el.semantic_name == "SV_Position" and el.semantic_index == 1)
    bad = patched(data, "OSG1", 8 + 32 * i + 20, "<I", 1)
    (f,) = assert_only(bad, "signature-metadata", data)
    assert f.offset == part_at(bad, "OSG1") + 8 + 32 * i + 20
    assert "SV_Position1: register 1, the module says 0" in f.message


# --- broken on purpose: psv-resources -------------------------------------------------------------

def test_psv_binding_space_edited_in_the_tree():
    data = named(VS)
    tree = dxfuzz.to_dict(dxfuzz.parse(data))
    del tree["digest"]  # signed again
    psv = next(e["part"]["body"] for e in tree["part_table"] if e["part"]["fourcc_text"] == "PSV0")
    psv["resources"][0]["space"] = 3
    bad = dxfuzz.build_tree(tree)
    (f,) = assert_only(bad, "psv-resources", data)
    at = part_at(bad, "PSV0")
    info = struct.unpack_from("<I", bad, at)[0]
    assert f.offset == at + 4 + info + 8 + 4  # record 0's space
    assert f.message == "binding 0 (cbuffer 0): PSV0 space 3, the module says 0"  # DXIL keeps no names


def test_psv_binding_count_kind_and_record_size():
    data = named(CS)
    at = part_at(data, "PSV0")
    info = struct.unpack_from("<I", data, at)[0]
    count, stride = struct.unpack_from("<II", data, at + 4 + info)
    assert (count, stride) == (7, 24)
    # one binding fewer
    tree = dxfuzz.to_dict(dxfuzz.parse(data))
    del tree["digest"]
    psv = next(e["part"]["body"] for e in tree["part_table"] if e["part"]["fourcc_text"] == "PSV0")
    psv["resources"].pop()
    psv["num_resources"] = 6
    bad = dxfuzz.build_tree(tree)
    (f,) = assert_only(bad, "psv-resources", data)
    assert f.offset == part_at(bad, "PSV0") + 4 + info
    assert "PSV0 lists 6 resource bindings, the module's dx.resources 7" in f.message
    # the kind of binding 2 (v2 records)
    bad = patched(data, "PSV0", 4 + info + 8 + 2 * stride + 16, "<I", 4)
    (f,) = assert_only(bad, "psv-resources", data)
    assert f.offset == part_at(bad, "PSV0") + 4 + info + 8 + 2 * stride + 16
    assert "binding 2" in f.message and "res_kind 4" in f.message
    # an upper bound
    bad = patched(data, "PSV0", 4 + info + 8 + 12, "<I", 0xFFFFFFFF)
    (f,) = assert_only(bad, "psv-resources", data)
    assert f.offset == part_at(bad, "PSV0") + 4 + info + 8 + 12 and "upper_bound 4294967295" in f.message


# --- broken on purpose: signature-metadata -----------------------------------------------------------

def test_signature_register_mask_and_type_against_the_metadata():
    data = named(VS)
    isg1 = dict(read_parts(data))["ISG1"]
    assert struct.unpack_from("<I", isg1, 8 + 32 + 20)[0] == 1  # POSITION0 at register 1
    bad = patched(data, "ISG1", 8 + 32 + 20, "<I", 9)
    (f,) = assert_only(bad, "signature-metadata", data)
    assert f.offset == part_at(bad, "ISG1") + 8 + 32 + 20
    assert "ISG1 POSITION0: register 9, the module says 1" in f.message
    bad = patched(data, "ISG1", 8 + 32 + 24, "<B", 0x1)  # mask xyz -> x
    (f,) = assert_only(bad, "signature-metadata", data)
    assert f.offset == part_at(bad, "ISG1") + 8 + 32 + 24 and "mask 0x1, the module says 0x7" in f.message
    bad = patched(data, "OSG1", 8 + 16, "<I", 2)  # element 0's float -> sint
    (f,) = assert_only(bad, "signature-metadata", data)
    assert f.offset == part_at(bad, "OSG1") + 8 + 16 and "component_type 2, the module says 3" in f.message


def test_signature_element_missing_or_renamed():
    data = named(VS)
    parts = read_parts(data)
    isg1 = bytearray(dict(parts)["ISG1"])
    count = struct.unpack_from("<I", isg1)[0]
    struct.pack_into("<I", isg1, 0, count - 1)  # the last element dropped from the table
    bad = rebuild([(f, bytes(isg1) if f == "ISG1" else b) for f, b in parts], data)
    found = assert_only(bad, "signature-metadata", data)
    assert any("ISG1 lacks" in f.message and f.offset == part_at(bad, "ISG1") for f in found)
    name = isg1.index(b"POSITION")
    isg1 = bytearray(dict(parts)["ISG1"])
    isg1[name:name + 8] = b"POSITIOM"
    bad = rebuild([(f, bytes(isg1) if f == "ISG1" else b) for f, b in parts], data)
    found = assert_only(bad, "signature-metadata", data)
    assert any("POSITIOM0 is not in the module's signature" in f.message
               and f.offset == part_at(bad, "ISG1") + 8 + 32 for f in found)
    assert any("ISG1 lacks POSITION0" in f.message for f in found)


def test_signature_part_missing_and_hull_system_values():
    data = named(VS)
    st, report = check(without(data, "OSG1"))
    assert st["signature-metadata"] == "fail"
    (f,) = failures(report, "signature-metadata")
    assert f.offset is None and "no OSG1 part: DXC's validator requires one for a vs shader" in f.message
    # A hull shader's patch-constant SV_TessFactor: D3D's name by the tessellator domain.
    data = named(HS)
    obj = dxfuzz.parse(data)
    psg1 = next(e.part.body for e in obj.part_table if e.part.fourcc_text == "PSG1")
    i, el = next((i, el) for i, el in enumerate(psg1.elements) if el.semantic_name == "SV_TessFactor")
    assert int(el.system_value) in (11, 13, 15)  # quad, tri or isoline edge factor
    bad = patched(data, "PSG1", 8 + 32 * i + 12, "<I", 1)
    found = assert_only(bad, "signature-metadata", data)
    assert found[0].offset == part_at(bad, "PSG1") + 8 + 32 * i + 12
    assert f"system_value 1, the module says {int(el.system_value)}" in found[0].message


def _with(prog, **changes):
    """A copy of a decoded program with its metadata changed (``md`` edits by a function)."""
    md = copy.deepcopy(prog.md)
    for edit in changes.values():
        edit(md)
    return Program(prog.part, prog.module, md)


def test_signature_rows_follow_dxcs_writer_where_the_corpus_does_not_go():
    hs = program(Context(named(HS)))
    rows = signature_rows(hs, "patch_const_or_prim", "patch")
    assert [(r["name"], r["semantic_index"], r["system_value"], r["register"]) for r in rows] == [
        ("SV_TessFactor", 0, 13, 0), ("SV_TessFactor", 1, 13, 1), ("SV_TessFactor", 2, 13, 2),
        ("SV_InsideTessFactor", 0, 14, 3)]  # a tri domain

    def isoline(md):
        entry_property(md["entry_points"][0], "hs_state")["tessellator_domain"] = 1
    rows = signature_rows(_with(hs, domain=isoline), "patch_const_or_prim", "patch")
    # an isoline's first factor is the density, the next ones detail; no inside factor
    assert [r["system_value"] for r in rows] == [16, 15, 15, 0]

    ps = program(Context(named("bgfx/dxil_fs_albedo_output.dxbc")))
    inputs = ps.md["entry_points"][0]["signatures"]["inputs"]
    assert inputs[0]["semantic_name"] == "SV_Position" and len(signature_rows(ps, "inputs", "input")) == 7

    def extra(md):
        sig = md["entry_points"][0]["signatures"]["inputs"]
        sig[0]["semantic_name"] = "SV_POSITION"  # the part spells a system value DXC's way
        sig.append(dict(sig[1], semantic_name="SV_Coverage", semantic_kind=14))  # NotInSig as a PS input
        sig.append(dict(sig[1], semantic_name="SV_VertexID", semantic_kind=1))  # not allowed: NA
        sig.append(dict(sig[1], semantic_name="EMPTY", semantic_indices=[]))  # no index, no row
        sig.append(dict(sig[1], semantic_name="SV_SampleIndex", semantic_kind=12, semantic_indices=[],
                        start_row=-1, start_col=0))  # Shadow: in the part, index 0, unallocated
    rows = signature_rows(_with(ps, extra=extra), "inputs", "input")
    assert [r["name"] for r in rows][:1] == ["SV_Position"] and len(rows) == 8
    assert (rows[-1]["name"], rows[-1]["semantic_index"], rows[-1]["register"]) == ("SV_SampleIndex", 0, 0xFFFFFFFF)


# --- broken on purpose: sfi0-flags -------------------------------------------------------------------

def test_sfi0_bit_set_or_cleared():
    data = named(VS)
    assert dict(read_parts(data))["SFI0"] == bytes(8)
    bad = patched(data, "SFI0", 0, "<Q", 1 << 14)  # wave ops
    (f,) = assert_only(bad, "sfi0-flags", data)
    assert f.offset == part_at(bad, "SFI0") + 1  # bit 14 is in byte 1
    assert "SFI0 0x4000 sets wave_ops, which the module's shader flags 0x0 do not imply" in f.message
    data = named(FEATURES)
    flags = struct.unpack_from("<Q", dict(read_parts(data))["SFI0"])[0]
    low = flags & -flags
    bad = patched(data, "SFI0", 0, "<Q", flags & ~low)
    (f,) = assert_only(bad, "sfi0-flags", data)
    assert f.offset == part_at(bad, "SFI0") + ((low.bit_length() - 1) >> 3)
    assert "lacks" in f.message
    st, report = check(without(data, "SFI0"))
    assert st["sfi0-flags"] == "fail" and "no SFI0 part" in report.by_rule("sfi0-flags")[0].message


def test_feature_bits_follow_dxc():
    assert feature_info(1 << 2) == 1  # doubles
    assert feature_info(1 << 5) == 1 << 4  # minimum precision
    assert feature_info(1 << 5 | 1 << 23) == 1 << 18  # native low precision
    assert feature_info(1 << 23) == 0 and feature_info(1 << 33) == 0  # no feature of their own
    assert feature_info(1 << 39 | 1 << 40) == 3 << 40  # the optional bits


# --- broken on purpose: psv-entry -----------------------------------------------------------------

def test_psv_stage_threads_wave_and_entry_name():
    data = named(VS)
    bad = patched(data, "PSV0", 4 + 24, "<B", 0)  # vertex -> pixel
    found = assert_only(bad, "psv-entry", data)
    assert found[0].offset == part_at(bad, "PSV0") + 4 + 24
    assert "PSV0 shader stage 0 (ps), the module says 1 (vs)" in found[0].message
    # the entry name: PSV0's string table spelling another name
    psv = dict(read_parts(data))["PSV0"]
    name = psv.index(b"main\0")
    bad = patched(data, "PSV0", name, "4s", b"mayn")
    (f,) = assert_only(bad, "psv-entry", data)
    assert f.offset == part_at(bad, "PSV0") + 4 + 48  # the name's offset field
    assert "PSV0 entry name 'mayn', the module's entry point is 'main'" in f.message

    data = named(CS)
    threads = struct.unpack_from("<3I", dict(read_parts(data))["PSV0"], 4 + 36)
    bad = patched(data, "PSV0", 4 + 36 + 4, "<I", threads[1] + 1)
    (f,) = assert_only(bad, "psv-entry", data)
    assert f.offset == part_at(bad, "PSV0") + 4 + 40
    assert f"thread group size y {threads[1] + 1}, the module says {threads[1]}" in f.message

    data = named(WAVE)
    assert struct.unpack_from("<II", dict(read_parts(data))["PSV0"], 4 + 16) == (16, 32)
    bad = patched(data, "PSV0", 4 + 20, "<I", 64)
    (f,) = assert_only(bad, "psv-entry", data)
    assert f.offset == part_at(bad, "PSV0") + 4 + 20 and "maximum wave lane count 64, the module says 32" in f.message


def test_psv_stage_information_and_missing_psv0():
    data = named(HS)
    hs = struct.unpack_from("<4I", dict(read_parts(data))["PSV0"], 4)
    bad = patched(data, "PSV0", 4 + 4, "<I", hs[1] + 1)  # output control points
    (f,) = assert_only(bad, "psv-entry", data)
    assert f.offset == part_at(bad, "PSV0") + 4 + 4 and "output control points" in f.message
    data = named(VS)
    bad = patched(data, "PSV0", 4 + 5, "<B", 0x80)  # a byte of the union a vertex shader leaves zero
    (f,) = assert_only(bad, "psv-entry", data)
    assert f.offset == part_at(bad, "PSV0") + 4 + 5
    assert "PSV0 stage information byte 5 is 0x80, unused for a vs shader (DXC writes 0)" in f.message
    bad = patched(data, "PSV0", 4 + 28, "<B", 3)  # 4 input elements -> 3
    found = assert_only(bad, "psv-entry", data)
    assert found[0].offset == part_at(bad, "PSV0") + 4 + 28 and "inputs element count 3" in found[0].message
    st, report = check(without(data, "PSV0"))
    assert st["psv-entry"] == "fail" and st["psv-resources"] == "n/a"
    assert "no PSV0 part" in report.by_rule("psv-entry")[0].message


# --- broken on purpose: rdat-functions -------------------------------------------------------------

def _function_table(rdat: bytes):
    """``(offset of the first record in the RDAT data, count, stride)``, read by hand."""
    n = struct.unpack_from("<I", rdat, 4)[0]
    for ofs in struct.unpack_from(f"<{n}I", rdat, 8):
        kind, _ = struct.unpack_from("<II", rdat, ofs)
        if kind == 4:
            count, stride = struct.unpack_from("<II", rdat, ofs + 8)
            return ofs + 16, count, stride
    raise AssertionError("no function table")


def test_rdat_function_kind_payload_and_names():
    data = named(LIB)
    first, count, stride = _function_table(dict(read_parts(data))["RDAT"])
    assert (count, stride) == (6, 44)
    kind = first + 16  # record 0: the miss shader
    bad = patched(data, "RDAT", kind, "<I", 7)
    (f,) = assert_only(bad, "rdat-functions", data)
    assert f.offset == part_at(bad, "RDAT") + kind
    assert "shader_kind 7, the module says 11" in f.message
    bad = patched(data, "RDAT", first + stride + 24, "<I", 12)  # record 1's attribute size
    (f,) = assert_only(bad, "rdat-functions", data)
    assert f.offset == part_at(bad, "RDAT") + first + stride + 24 and "len_attributes 12" in f.message
    bad = patched(data, "RDAT", first + 2 * stride + 28, "<I", 1)  # record 2 needs doubles now
    (f,) = assert_only(bad, "rdat-functions", data)
    assert f.offset == part_at(bad, "RDAT") + first + 2 * stride + 28 and "feature_info1 0x1 sets doubles" in f.message
    # names: record 0's mangled name points at record 1's
    name0, name1 = struct.unpack_from("<I", dict(read_parts(data))["RDAT"], first)[0], \
        struct.unpack_from("<I", dict(read_parts(data))["RDAT"], first + stride)[0]
    assert name0 != name1
    bad = patched(data, "RDAT", first, "<I", name1)
    (f,) = assert_only(bad, "rdat-functions", data)
    assert f.offset == part_at(bad, "RDAT") + first and "name '\\x01?RayClosest" in f.message
    st, report = check(without(data, "RDAT"))
    assert st["rdat-functions"] == "fail" and "no RDAT part" in report.by_rule("rdat-functions")[0].message


def _features(rdat: bytes, first: int, stride: int, i: int) -> int:
    return struct.unpack_from("<Q", rdat, first + i * stride + 28)[0]  # FeatureInfo1, FeatureInfo2


def _with_features(data, values):
    """``data`` with the RDAT functions' 64-bit feature flags (FeatureInfo1 and 2) set, by record."""
    rdat = dict(read_parts(data))["RDAT"]
    first, _, stride = _function_table(rdat)
    bad = data
    for i, value in values.items():
        bad = patched(bad, "RDAT", first + i * stride + 28, "<Q", value)
    return bad


def test_rdat_feature_bits_dxc_computes_from_the_code_are_not_compared():
    """Bits 40 and 41 of a function's RDAT features (UsesDerivatives,
    RequiresGroup: ShaderFlags bits 39 and 40) are what DXC's
    ComputeShaderCompatInfo finds in the function's code; the module's shader
    flags never keep them (CollectShaderFlagsForModule clears them), and a
    library's function entries keep no flags at all. A work-graph library
    whose nodes use groupshared memory or derivatives has them in RDAT only."""
    data = named(WORK_GRAPH)
    rdat = dict(read_parts(data))["RDAT"]
    first, count, stride = _function_table(rdat)
    assert (count, stride) == (3, 52)
    assert [_features(rdat, first, stride, i) for i in range(3)] == [0, 0, 0]
    prog = program(Context(data))
    assert prog.valver == (1, 8) and [e["function"] for e in prog.md["entry_points"]] == [
        None, "Broadcast0", "Broadcast1", "EntryNode"]
    assert entry_property(prog.md["entry_points"][0], "shader_flags") == 0x200000010  # no bit 39 or 40
    assert all(entry_property(e, "shader_flags") is None for e in prog.md["entry_points"][1:])
    uses_derivatives, requires_group = 1 << 40, 1 << 41
    bad = _with_features(data, {0: requires_group, 1: uses_derivatives | requires_group, 2: uses_derivatives})
    st, report = check(bad)
    assert st == check(data)[0] and st["rdat-functions"] == "pass", report.by_rule("rdat-functions")
    (f,) = report.by_rule("rdat-functions")
    assert f.message.startswith("3 functions agree with the module")
    assert "bits 40, 41 (uses_derivatives, requires_group) are computed by DXC from each function's code: " \
           "not compared" in f.message
    assert "feature bits 0x1f7ffef71 compared with the module's shader flags 0x200000010" in f.message


def test_rdat_feature_bit_the_module_flags_hold_still_fails_at_its_byte():
    data = named(WORK_GRAPH)
    rdat = dict(read_parts(data))["RDAT"]
    first, _, stride = _function_table(rdat)
    at = part_at(data, "RDAT") + first
    wave_ops = 1 << 14  # ShaderFlags bit 19: the module's flags 0x200000010 lack it
    bad = _with_features(data, {2: wave_ops | 1 << 41, 1: 1 << 40})
    (f,) = assert_only(bad, "rdat-functions", data)
    assert f.offset == at + 2 * stride + 28 + 1  # bit 14 is in FeatureInfo1's byte 1
    assert f.message == ("RDAT function 2 ('Broadcast1'): feature_info1 0x4000 sets wave_ops, which the "
                         "module's shader flags 0x200000010 do not have (DXC's are the union of its functions')")
    extended = 1 << 32  # ExtendedCommandInfo, in FeatureInfo2
    bad = _with_features(data, {0: extended})
    (f,) = assert_only(bad, "rdat-functions", data)
    assert f.offset == at + 32 and "feature_info2 0x1 sets extended_command_info" in f.message
    # bits DXC never sets in a function's features: those it sets for the module only (from its
    # resources: UAVs at every stage, 64 UAVs, ROVs), the reserved one, any it does not define
    data = named(LIB)
    prog = program(Context(data))
    assert feature_info(entry_property(prog.md["entry_points"][0], "shader_flags")) == 1 << 2  # UAVs at every stage
    rdat = dict(read_parts(data))["RDAT"]
    first, _, stride = _function_table(rdat)
    at = part_at(data, "RDAT") + first
    for bit, byte, what in ((2, 0, "uavs_at_every_stage"), (12, 1, "rovs"), (27, 3, "reserved"),
                            (45, 5, "bit 45")):
        bad = _with_features(data, {3: 1 << bit})
        (f,) = assert_only(bad, "rdat-functions", data)
        assert f.offset == at + 3 * stride + 28 + byte, bit
        assert f"sets {what}, which DXC never sets in a function's features" in f.message


def _rdat_findings(data, edit):
    """r_rdat_functions' findings on ``data`` with its decoded metadata edited."""
    ctx = Context(data)
    prog = program(ctx)
    md = copy.deepcopy(prog.md)
    edit(md)
    ctx.__dict__[_KEY] = Program(prog.part, prog.module, md)
    found = r_rdat_functions(ctx)
    return found if isinstance(found, list) else [found]


def _module_flags_or(bits):
    def edit(md):
        for p in md["entry_points"][0]["properties"]:
            if p["name"] == "shader_flags":
                p["value"] |= bits
    return edit


def test_a_module_flag_no_rdat_function_has_fails():
    """DXC's module flags are the union of its functions' (with the module's own
    resource bits); a function bit in the module's flags that no RDAT function has."""
    data = named(WORK_GRAPH)
    first, _, stride = _function_table(dict(read_parts(data))["RDAT"])
    (f,) = _rdat_findings(data, _module_flags_or(1 << 19))  # wave ops
    assert f[0] == "fail" and f[2] == part_at(data, "RDAT") + first + 28 + 1
    assert f[1] == ("no RDAT function has wave_ops, which the module's shader flags 0x200080010 imply "
                    "(DXC's are the union of its functions')")
    # the module's own bits (UAVs at every stage) and the function-local ones are in no function
    (f,) = _rdat_findings(data, _module_flags_or(1 << 16 | 1 << 39))
    assert f[0] == "pass"
    # validator 1.5 to 1.7 accepts a raytracing tier 1.1 flag its functions lack
    data = named(LIB)
    (f,) = _rdat_findings(data, _module_flags_or(1 << 25))
    assert f[0] == "pass"
    (f,) = _rdat_findings(named(WORK_GRAPH), _module_flags_or(1 << 25))
    assert f[0] == "fail" and "no RDAT function has raytracing_tier_1_1" in f[1]


def test_every_corpus_library_says_which_feature_bits_it_compared(corpus_reports):
    libraries = [r["file"] for r in corpus_manifest() if r["program"].startswith("lib_")]
    assert len(libraries) == 21
    for name in libraries:
        (f,) = corpus_reports[name].by_rule("rdat-functions")
        assert f.status == "pass" and "compared with the module's shader flags" in f.message, (name, f)
        assert "bits 40, 41 (uses_derivatives, requires_group) are computed by DXC" in f.message


# --- robustness ---------------------------------------------------------------------------------

def test_a_module_that_does_not_decode_makes_the_rules_skip():
    data = named(VS)
    dxil = bytearray(dict(read_parts(data))["DXIL"])
    ofs, size = struct.unpack_from("<II", dxil, 16)
    start = 8 + ofs
    dxil[start + 40:start + size] = bytes(size - 40)  # the magic and the first block header kept
    bad = rebuild([(f, bytes(dxil) if f == "DXIL" else b) for f, b in read_parts(data)], data)
    st, report = check(bad)
    assert set(st.values()) == {"skip"}, report.findings
    assert all("DXIL" in f.message for f in report.findings)


def test_mutated_dxil_containers_always_get_a_verdict_from_every_program_rule():
    rng = random.Random(11)
    seeds = [named(n) for n in (VS, CS, HS, LIB, WAVE)]
    seen = Counter()
    for _ in range(300):
        data = bytearray(rng.choice(seeds))
        for _ in range(rng.randint(1, 4)):
            i = rng.randrange(32, len(data))
            data[i] = rng.choice((0, 1, 0xFF, rng.randrange(256)))
        st, report = check(bytes(data))
        assert set(st) == set(NEW_RULES) and all(st.values()), report.findings
        seen.update(st.values())
    assert seen["fail"] and seen["pass"] and seen["skip"], seen


def test_the_rules_are_listed_with_who_refuses():
    listed = {r.name: r for r in rules.RULES}
    for name in NEW_RULES:
        assert listed[name].who == "dxc" and listed[name].doc


# --- PSV0's signature elements against the module ---------------------------------------------

def test_psv0_signature_elements_agree_with_the_module_in_every_corpus_container(corpus):
    statuses, elements = Counter(), 0
    for name, data in corpus:
        report = rules.check(data, rules={"psv-signature-elements"})
        status = report.status("psv-signature-elements")
        statuses[status] += 1
        assert status in ("pass", "n/a"), (name, report.by_rule("psv-signature-elements"))
        if status == "pass":
            elements += int(report.by_rule("psv-signature-elements")[0].message.split()[0])
    assert (statuses["pass"], elements) == (375, 1806)


@pytest.mark.parametrize("field,offset,value", [("interpolation_mode", 13, 7), ("start_row", 9, 5),
                                                ("semantic_kind", 11, 10), ("component_type", 12, 2)])
def test_a_psv0_signature_element_the_module_does_not_say_fails_at_its_byte(field, offset, value):
    data = named(VS)
    p = Context(data).first("PSV0")
    body = Context(data).body(p)
    first = ofs_signature_elements(body.len_runtime_info, body.num_resources, body.len_resource_record or 0,
                                   body.len_string_table, body.num_semantic_indices)
    bad = patched(data, "PSV0", first + offset, "<B", value)
    found = [f for f in rules.check(bad).by_rule("psv-signature-elements") if f.status == "fail"]
    assert len(found) == 1 and f" {field} {value}," in found[0].message, found
    assert found[0].offset == part_at(bad, "PSV0") + first + offset
