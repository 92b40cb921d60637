"""``dxfuzz check``'s rules on real files (their verdicts match the manifest,
obj2yaml and LLVM's own unit-test inputs) and on files broken on purpose."""
from __future__ import annotations

import csv
import os
import struct

import pytest

from dxfuzz import rules
from dxfuzz.builder import Part, build
from dxfuzz.edit import rebuild
from dxfuzz.part_table import read_parts

from conftest import corpus_census, corpus_files, corpus_manifest, obj2yaml, shared_path

LAYOUT_RULES = ("magic", "version", "file-size", "part-table", "part-offsets", "part-bounds",
                "no-overlap", "contiguous", "unique-parts", "priv-last", "parts-decode")


@pytest.fixture(scope="module")
def reports(corpus):
    return {name: rules.check(data, strict=True) for name, data in corpus}


def find(report, rule):
    found = report.by_rule(rule)
    assert found, f"rule {rule} did not report"
    return found


def named(name):
    return dict(corpus_files())[name]


def test_digest_rule_agrees_with_the_manifest_on_every_file(reports):
    seen = {"valid": 0, "mismatch": 0, "zero": 0}
    for row in corpus_manifest():
        report = reports[row["file"]]
        state = row["digest"]
        seen[state] += 1
        f = find(report, "digest")[0]
        assert f.offset == 4
        if state == "valid":
            assert f.status == "pass", row["file"]
        else:
            assert f.status == "fail" and f.message.startswith(state), (row["file"], f.message)
            assert report.summary().startswith("D3D would reject it"), row["file"]
    assert seen == corpus_census()["digest"]


def test_real_files_pass_every_layout_rule_even_strict(reports):
    for name, report in reports.items():
        for rule in LAYOUT_RULES:
            assert report.status(rule) == "pass", (name, rule, report.by_rule(rule))


def test_hash_part_matches_the_bitcode_md5_in_every_dxc_file(reports):
    with_hash = {row["file"] for row in corpus_manifest() if "HASH" in row["parts"].split(",")}
    assert len(with_hash) == corpus_census()["parts"]["HASH"]
    for name, report in reports.items():
        expected = "pass" if name in with_hash else "n/a"
        assert report.status("hash-part") == expected, (name, report.by_rule("hash-part"))


def test_psv_version_is_what_obj2yaml_says_and_fits_the_dxil_version(reports):
    names = [row["file"] for row in corpus_manifest() if "PSV0" in row["parts"]]
    assert len(names) == 554
    for name in names:
        assert reports[name].status("psv-version") == "pass", (name, reports[name].by_rule("psv-version"))
    # The version in the message is the one LLVM reads from the same part.
    for name in names[::40]:
        doc, err = obj2yaml(os.path.join(shared_path("corpus"), name))
        if doc is None:
            continue
        psv = next(p for p in doc["Parts"] if p["Name"] == "PSV0")
        if "PSVInfo" in psv:
            msg = reports[name].by_rule("psv-version")[0].message
            assert msg.startswith(f"v{psv['PSVInfo']['Version']} "), (name, msg)


def test_psv_versions_by_validator_follow_dxc():
    assert [rules.psv_version_for_validator(1, m) for m in (0, 1, 5, 6, 7, 8, 9, 10)] == \
        [0, 1, 1, 2, 2, 3, 3, 4]


def test_signature_rules_pass_on_real_files_and_mesh_array_outputs_only_warn(reports):
    warned = sorted(n for n, r in reports.items() if r.status("signature-psv") == "warn")
    assert warned and all(n.startswith("vkd3d-proton/ms_") for n in warned)
    for name, report in reports.items():
        assert report.status("signature-semantics") in ("pass", "n/a"), (name, report.by_rule("signature-semantics"))
        assert report.status("signature-psv") in ("pass", "n/a", "warn"), (name, report.by_rule("signature-psv"))
    passed = sum(r.status("signature-psv") == "pass" for r in reports.values())
    assert passed > 500


# --- broken on purpose ---------------------------------------------------------------

DXIL_FILE = "bgfx/cs_mipgen_oddx_dxil.dxbc"  # SFI0 ISG1 OSG1 PSV0 ILDN HASH DXIL, 3936 bytes
VS_FILE = "bgfx/dxbc_vs_wf_vertex_pulling.dxbc"  # ISGN (SV_VertexID) OSGN (SV_POSITION, COLOR) SHEX


def statuses(data, strict=False):
    report = rules.check(data, strict=strict)
    return {r.name: report.status(r.name) for r in rules.RULES}, report


def test_truncated_file():
    data = named(DXIL_FILE)[:3000]
    st, report = statuses(data)
    assert st["file-size"] == st["part-bounds"] == st["parts-decode"] == "fail"
    f = find(report, "file-size")[0]
    assert f.offset == 24 and "truncated by 936" in f.message
    bounds = find(report, "part-bounds")[0]
    assert bounds.offset == 0x1BC + 4 and "'DXIL'" in bounds.message
    assert st["magic"] == st["version"] == "pass"
    assert "truncated (936 bytes missing)" in report.summary()


def test_wrong_magic_still_checks_the_parts():
    data = b"DXBX" + named(DXIL_FILE)[4:]
    st, report = statuses(data)
    assert st["magic"] == "fail" and find(report, "magic")[0].offset == 0
    assert st["parts-decode"] == "pass" and st["hash-part"] == "pass"
    assert report.summary().startswith("D3D would reject it: not a DXBC container")


def test_trailing_bytes_and_gaps():
    data = named(DXIL_FILE) + b"\0" * 4
    st, _ = statuses(data)
    assert st["file-size"] == "fail"
    parts = read_parts(named(DXIL_FILE))
    gap = build([Part(f, b) for f, b in parts[:2]] + [Part(parts[2][0], parts[2][1], offset=100)]
                + [Part(f, b) for f, b in parts[3:]])
    st, report = statuses(gap)
    assert st["contiguous"] == "warn" and st["no-overlap"] == "pass"
    st, report = statuses(gap, strict=True)
    f = find(report, "contiguous")[0]
    assert st["contiguous"] == "fail" and f.offset == 32 + 4 * 2 and "a gap of" in f.message


def test_overlap_reported_with_llvms_message():
    parts = read_parts(named(DXIL_FILE))
    first = 32 + 4 * len(parts)
    bad = build([Part(f, b) for f, b in parts[:1]] + [Part(parts[1][0], parts[1][1], offset=first + 4)]
                + [Part(f, b) for f, b in parts[2:]])
    st, report = statuses(bad)
    f = find(report, "no-overlap")[0]
    assert st["no-overlap"] == "fail" and f.offset == 36
    assert "Part offset for part 1 begins before the previous part ends" in f.message


def test_repeated_parts_and_priv_not_last():
    parts = read_parts(named(DXIL_FILE))
    twice = rebuild(parts + [parts[-1]], named(DXIL_FILE))
    st, report = statuses(twice)
    assert st["unique-parts"] == "fail"
    assert "More than one DXIL part is present in the file" in find(report, "unique-parts")[0].message
    ildn = rebuild(parts + [parts[4]], named(DXIL_FILE))  # a second ILDN: DXC only
    assert statuses(ildn)[0]["unique-parts"] == "warn"
    assert statuses(ildn, strict=True)[0]["unique-parts"] == "fail"
    priv = rebuild([("PRIV", b"x")] + parts, named(DXIL_FILE))
    assert statuses(priv)[0]["priv-last"] == "warn"
    assert statuses(priv, strict=True)[0]["priv-last"] == "fail"
    assert statuses(rebuild(parts + [("PRIV", b"x")], named(DXIL_FILE)), strict=True)[0]["priv-last"] == "pass"


@pytest.mark.parametrize("value,status,words", [
    ("zero", "fail", "unsigned"), ("bypass", "warn", "bypass"), ("preview", "warn", "preview")])
def test_digest_sentinels(value, status, words):
    data = rebuild(read_parts(named(DXIL_FILE)), named(DXIL_FILE), digest=value)
    st, report = statuses(data)
    assert st["digest"] == status and words in find(report, "digest")[0].message
    assert report.summary().startswith("D3D would reject it" if status == "fail" else "D3D may reject it")


def test_hash_part_mismatch():
    parts = read_parts(named(DXIL_FILE))
    assert parts[5][0] == "HASH"
    bad_hash = parts[5][1][:4] + bytes(16)
    data = rebuild(parts[:5] + [("HASH", bad_hash)] + parts[6:], named(DXIL_FILE))
    st, report = statuses(data)
    f = find(report, "hash-part")[0]
    assert st["hash-part"] == "fail" and f.offset == 0x1A0 + 12
    assert "c2bcd0f172760804124eb2de00b12d69" in f.message  # the MD5 obj2yaml's Digest shows
    assert "DXC's validator objects" not in report.summary()
    assert "tools get a wrong value" in report.summary()


def test_psv_version_below_what_the_dxil_version_needs():
    parts = read_parts(named(DXIL_FILE))
    psv = parts[3][1]
    assert struct.unpack_from("<I", psv)[0] == 52
    dxil = bytearray(parts[6][1])
    dxil[12] = 8  # DXIL 1.8: a validator of 1.8 or later writes PSV v3 or v4 ...
    ok = rebuild(parts[:6] + [("DXIL", bytes(dxil))], named(DXIL_FILE))
    assert statuses(ok)[0]["psv-version"] == "pass"
    dxil[12] = 10  # ... DXIL 1.10 needs v4 (56 bytes)
    bad = rebuild(parts[:6] + [("DXIL", bytes(dxil))], named(DXIL_FILE))
    st, report = statuses(bad)
    assert st["psv-version"] == "fail"
    assert "v3 (52 bytes) but DXIL 1.10 needs" in find(report, "psv-version")[0].message


def _element(part: bytes, i: int, size: int = 24) -> int:
    return 8 + i * size


def test_sv_vertex_id_only_as_a_vertex_input():
    data = named(VS_FILE)
    assert statuses(data)[0]["signature-semantics"] == "pass"
    parts = read_parts(data)
    osgn = bytearray(parts[1][1])
    # Make the output SV_POSITION (element 0) a VertexID with a matching name.
    struct.pack_into("<I", osgn, _element(osgn, 0) + 8, 6)
    names = osgn.index(b"SV_POSITION")
    osgn[names:names + 11] = b"SV_VertexID"
    bad = rebuild([parts[0], ("OSGN", bytes(osgn)), parts[2]], data)
    st, report = statuses(bad)
    assert st["signature-semantics"] == "fail"
    f = find(report, "signature-semantics")[0]
    assert "SV_VertexID is not allowed as a vertex-shader output" in f.message
    assert f.offset == 96 + 8 + 8  # OSGN part data + header, element 0


def test_system_value_and_name_must_agree():
    data = named(VS_FILE)
    parts = read_parts(data)
    isgn = bytearray(parts[0][1])
    struct.pack_into("<I", isgn, _element(isgn, 0) + 8, 8)  # SV_VertexID tagged InstanceID
    bad = rebuild([("ISGN", bytes(isgn))] + parts[1:], data)
    st, report = statuses(bad)
    assert st["signature-semantics"] == "fail"
    assert "name 'SV_VertexID' but system value SV_InstanceID (8)" in find(report, "signature-semantics")[0].message


def test_signature_and_psv0_must_agree():
    name = "bgfx/dxil_vs_bump.dxbc"
    data = named(name)
    parts = read_parts(data)
    assert [f for f, _ in parts] == ["SFI0", "ISG1", "OSG1", "PSV0", "ILDN", "HASH", "DXIL"]
    isg1 = bytearray(parts[1][1])
    struct.pack_into("<I", isg1, 8 + 32 + 20, 9)  # POSITION's register 1 -> 9
    bad = rebuild([parts[0], ("ISG1", bytes(isg1))] + parts[2:], data)
    st, report = statuses(bad)
    assert st["signature-psv"] == "fail"
    assert "input position0: ISG1 register 9, PSV0 1" in find(report, "signature-psv")[0].message


# --- LLVM's own malformed inputs -----------------------------------------------------------

LLVM_RULE = {
    "DXCFile_ParseHeaderErrors_1": "version", "DXCFile_EmptyFile_1": "version",
    "DXCFile_ParsePartMissingOffsets_1": "part-offsets",
    "DXCFile_ParsePartInvalidOffsets_1": "part-offsets",
    "DXCFile_ParsePartTooSmallBuffer_1": "part-offsets",
    "DXCFile_ParsePartNoSize_1": "part-offsets",
    "DXCFile_ParseOverlappingParts_1": "no-overlap",
}


def test_llvm_container_errors_are_named_by_the_matching_rule():
    folder = shared_path("llvm", "unittest-bin")
    with open(os.path.join(folder, "unittests.tsv"), newline="") as f:
        rows = {r["name"]: r for r in csv.DictReader(f, delimiter="\t")}
    for name, rule in LLVM_RULE.items():
        with open(os.path.join(folder, name + ".bin"), "rb") as f:
            report = rules.check(f.read())
        found = [x for x in report.by_rule(rule) if x.status == "fail"]
        assert any(rows[name]["expected"] in x.message for x in found), (name, found)
        assert report.summary().startswith("D3D would reject it")
    # Every one of LLVM's inputs, valid or not, gets a verdict from every rule.
    for name in rows:
        with open(os.path.join(folder, name + ".bin"), "rb") as f:
            report = rules.check(f.read())
        assert {x.rule for x in report.findings} == {r.name for r in rules.RULES}, name
