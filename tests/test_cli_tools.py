"""The user-facing commands on real files: dump (against obj2yaml), check,
extract, strip, replace, scan, and the progress bar."""
from __future__ import annotations

import io
import json
import os

import yaml

from dxfuzz import digest, progress, view
from dxfuzz.llvm.layout import llvm_enum
from dxfuzz.cli import build_parser, main

import subprocess

from conftest import corpus_manifest, llvm_tool, shared_path

A = "bgfx/cs_mipgen_oddx_dxil.dxbc"
VS = "bgfx/dxil_vs_bump.dxbc"


def path_of(name):
    return os.path.join(shared_path("corpus"), name)


def run(capsys, *argv):
    code = main([str(a) for a in argv])
    captured = capsys.readouterr()
    return code, captured.out, captured.err


class _Loader(getattr(yaml, "CSafeLoader", yaml.SafeLoader)):
    pass


_Loader.add_constructor("!dxcontainer", lambda loader, node: loader.construct_mapping(node, deep=True))


def load_yaml(text):
    return yaml.load(text, Loader=_Loader)


def obj2yaml(path):
    """obj2yaml's document (read with libyaml: DXIL hex lists are long), or None."""
    proc = subprocess.run([llvm_tool("obj2yaml"), path], capture_output=True, text=True, timeout=60)
    return (load_yaml(proc.stdout), None) if proc.returncode == 0 else (None, proc.stderr)


# --- dump ----------------------------------------------------------------------------


def test_dump_matches_obj2yaml_where_both_decode():
    """Every key obj2yaml writes for the header, parts, signatures, program,
    shader hash, shader flags and PSV0 basics has the same value in our dump."""
    names = [r["file"] for r in corpus_manifest() if r["kind"] == "dxil"][::40]
    names += [r["file"] for r in corpus_manifest() if r["kind"] == "dxbc"][::150]
    compared = 0
    for i, name in enumerate(names):
        theirs, err = obj2yaml(path_of(name))
        if theirs is None:
            continue
        with open(path_of(name), "rb") as f:
            text, tree = view.render(f.read())
        ours = load_yaml(text)
        if i < 5:  # our writer's layout is plain YAML: PyYAML's own text reads the same
            assert ours == load_yaml(view.to_yaml(tree))
        assert ours["Header"] == theirs["Header"], name
        assert len(ours["Parts"]) == len(theirs["Parts"])
        for mine, llvm in zip(ours["Parts"], theirs["Parts"]):
            assert (mine["Name"], mine["Size"]) == (llvm["Name"], llvm["Size"])
            for key in ("Signature", "Program", "Hash", "Flags", "PSVInfo"):
                if key not in llvm:
                    continue
                compared += 1
                assert _subset(llvm[key], mine[key], key), (name, mine["Name"], key)
    assert compared > 60


def _subset(theirs, mine, key=""):
    """True if every value obj2yaml shows is the same in ours."""
    if isinstance(theirs, dict):
        if not isinstance(mine, dict):
            return False
        return all(k in mine and _subset(v, mine[k], key) for k, v in theirs.items())
    if isinstance(theirs, list):
        return isinstance(mine, list) and len(mine) == len(theirs) and \
            all(_subset(a, b, key) for a, b in zip(theirs, mine))
    return theirs == mine


def test_dump_part_json_and_max_bytes(capsys):
    code, out, _ = run(capsys, "dump", path_of(A), "--part", "HASH", "--full")
    assert code == 0
    doc = load_yaml(out)
    assert doc == [{"Name": "HASH", "Size": 20, "Hash": {
        "IncludesSource": False, "Digest": list(bytes.fromhex("c2bcd0f172760804124eb2de00b12d69")),
        "Flags": 0, "Tail": ""}}]
    code, out, _ = run(capsys, "dump", path_of(A), "--format", "json")
    doc = json.loads(out)
    assert doc["len_file"] == 3936 and doc["digest"] == "2227db148ae0af6b864b3eda21d96f06"
    assert [e["part"]["fourcc"] for e in doc["part_table"]] == \
        ["SFI0", "ISG1", "OSG1", "PSV0", "ILDN", "HASH", "DXIL"]
    code, out, _ = run(capsys, "dump", path_of(A), "--part", "DXIL", "--max-bytes", "8")
    assert "... (3460 bytes)" in out
    code, out, err = run(capsys, "dump", path_of(A), "--part", "RDEF")
    assert code == 2 and "no RDEF part" in err


def test_dump_of_a_damaged_file_shows_what_decodes(capsys, tmp_path):
    with open(path_of(A), "rb") as f:
        data = f.read()
    bad = tmp_path / "cut.dxbc"
    bad.write_bytes(data[:3000])
    code, out, err = run(capsys, "dump", bad, "--full")
    assert code == 1 and "could not be decoded" in err
    doc = load_yaml(out)
    assert doc["Parts"][3]["PSVInfo"]["EntryName"] == "main"
    assert "Reading" in doc["Parts"][6]["Error"]["Message"] or \
        "requested 3484 bytes" in doc["Parts"][6]["Error"]["Message"]


def test_llvm_enum_spellings():
    assert [llvm_enum(n) for n in ("vertex_id", "srv_typed", "texture2d_ms", "float2_8",
                                            "viewport_array_index", "depth_ge", "uint32",
                                            "linear_noperspective_centroid", "cbuffer")] == \
        ["VertexID", "SRVTyped", "Texture2DMS", "Float2_8", "ViewPortArrayIndex", "DepthGE",
         "UInt32", "LinearNoperspectiveCentroid", "CBuffer"]


# --- check, extract, strip, replace, scan ---------------------------------------------


def test_check_reports_mismatch_from_the_manifest(capsys):
    mismatched = [r["file"] for r in corpus_manifest() if r["digest"] == "mismatch"]
    code, out, _ = run(capsys, "check", "-q", path_of(mismatched[0]), path_of(A))
    assert code == 1
    assert "FAIL  digest" in out and "mismatch: stored" in out
    assert out.count("=> ") == 2 and "=> D3D would reject it: digest mismatch" in out
    assert "=> no reason for D3D to reject it" in out
    code, out, _ = run(capsys, "check", "--format", "json", "--rule", "digest", path_of(A))
    doc, = json.loads(out)  # a list, for one file as for many
    assert code == 0 and doc["findings"] == [{"rule": "digest", "status": "pass", "offset": 4,
                                              "who": "d3d", "message": "valid (2227db148ae0af6b864b3eda21d96f06)"}]
    code, out, _ = run(capsys, "check", "--list")
    assert code == 0 and "signature-semantics" in out and "contiguous" in out


def test_strip_then_info_shows_the_part_gone_and_a_valid_digest(capsys, tmp_path):
    out_path = tmp_path / "s.dxbc"
    code, out, _ = run(capsys, "strip", path_of(A), "ILDN", "HASH", "-o", out_path)
    assert code == 0 and "digest valid" in out
    code, out, _ = run(capsys, "info", out_path)
    assert code == 0 and "(valid)" in out and "5 parts" in out
    assert "'ILDN'" not in out and "'HASH'" not in out and "'DXIL'" in out
    code, out, _ = run(capsys, "check", "-q", "--strict", out_path)
    assert code == 0 and "no reason for D3D to reject it" in out


def test_replace_in_place_and_digest_choice(capsys, tmp_path):
    with open(path_of(A), "rb") as f:
        original = f.read()
    work = tmp_path / "w.dxbc"
    work.write_bytes(original)
    payload = tmp_path / "priv.bin"
    payload.write_bytes(b"hello")
    code, out, _ = run(capsys, "replace", work, "PRIV", payload, "--add", "--digest", "bypass")
    assert code == 0
    data = work.read_bytes()
    assert digest.state(data) == "bypass" and data.endswith(b"PRIV\x05\x00\x00\x00hello")
    code, out, err = run(capsys, "replace", work, "RTS0", payload)
    assert code == 2 and "no RTS0 part" in err


def test_extract_to_file_and_pipe(capsys, tmp_path):
    out_path = tmp_path / "x.bc"
    code, _, _ = run(capsys, "extract", path_of(A), "DXIL", "--bitcode", "-o", out_path)
    assert code == 0 and out_path.read_bytes()[:4] == b"BC\xc0\xde"
    assert len(out_path.read_bytes()) == 3460
    code, _, err = run(capsys, "extract", path_of(A), "RTS0", "-o", out_path)
    assert code == 2 and "no RTS0 part" in err


def test_scan_writes_what_it_finds(capsys, tmp_path):
    with open(path_of(A), "rb") as f:
        a = f.read()
    blob = tmp_path / "game.exe"
    blob.write_bytes(b"MZ" + bytes(998) + a + b"DXBC junk" + bytes(100))
    out_dir = tmp_path / "carved"
    code, out, _ = run(capsys, "scan", blob, "--out", out_dir)
    assert code == 0
    assert f"{blob}@0x3e8: valid, 3936 bytes, digest valid, parts SFI0,ISG1,OSG1,PSV0,ILDN,HASH,DXIL" in out
    assert "scan: 1 containers in 1 files" in out
    assert (out_dir / "game.exe@000003e8.dxbc").read_bytes() == a
    code, out, _ = run(capsys, "scan", "--format", "json", "--all", blob)
    doc = json.loads(out)
    assert [c["status"] for c in doc[0]["containers"]] == ["valid", "rejected"]


def test_every_new_command_has_an_example_in_its_help():
    parser = build_parser()
    sub = next(a for a in parser._actions if a.dest == "command")
    for name in ("dump", "check", "extract", "strip", "replace", "scan"):
        assert "example:\n  dxfuzz " + name in sub.choices[name].format_help(), name


# --- progress --------------------------------------------------------------------------


class _Tty(io.StringIO):
    def isatty(self):
        return True


def test_progress_draws_only_on_a_terminal(capsys, monkeypatch):
    monkeypatch.delenv("DXFUZZ_NO_PROGRESS", raising=False)
    tty = _Tty()
    items = list(progress.track(["a", "b", "c"], label="work", stream=tty))
    assert items == ["a", "b", "c"]
    text = tty.getvalue()
    assert "work [" in text and "3/3" in text and "100%" in text and text.endswith("\r")
    pipe = io.StringIO()
    assert list(progress.track(range(3), label="work", stream=pipe)) == [0, 1, 2]
    assert pipe.getvalue() == ""
    monkeypatch.setenv("DXFUZZ_NO_PROGRESS", "1")
    assert not progress.enabled(_Tty())


def test_long_commands_stay_quiet_in_a_pipe(capsys):
    code, out, err = run(capsys, "roundtrip", "-q", os.path.join(shared_path("corpus"), "vkd3d"))
    assert code == 0 and "\r" not in out + err and out.startswith("roundtrip: ")
