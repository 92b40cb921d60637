"""``dxfuzz compare-llvm``: every field LLVM 22's obj2yaml prints agrees with
our decode on every file it reads (the corpus and LLVM's own test binaries);
the files it cannot read are listed, and we read the real ones. A check that
the comparisons are not vacuous: a changed value in obj2yaml's document is
reported, for every kind of part obj2yaml decodes."""
from __future__ import annotations

import copy
import glob
import io
import os
from contextlib import redirect_stderr, redirect_stdout

import pytest

from dxfuzz import cli, llvm

from conftest import corpus_manifest, llvm_tool, shared_path


def _reference_files():
    corpus = shared_path("corpus")
    files = [os.path.join(corpus, row["file"]) for row in corpus_manifest()]
    return files + sorted(glob.glob(os.path.join(shared_path("llvm", "bin"), "*.dxbc")))


@pytest.fixture(scope="module")
def results():
    tool = llvm_tool("obj2yaml")
    return list(llvm.compare_files(_reference_files(), tool, jobs=2))


@pytest.mark.slow
def test_every_file_obj2yaml_reads_agrees_field_by_field(results):
    readable = [r for r in results if r.llvm_reads]
    disagreements = [(r.path, r.diffs[:3]) for r in readable if not r.agrees]
    assert not disagreements, disagreements[:5]
    assert len(readable) >= 2200  # 2211 with LLVM 22.1.8


def test_files_obj2yaml_cannot_read_are_real_ones_we_read_or_llvms_broken_inputs(results):
    refused = [r for r in results if not r.llvm_reads]
    corpus = [r for r in refused if os.sep + "corpus" + os.sep in r.path]
    # unaligned DXC parts (18) and a version 1.2 root signature, measured with LLVM 22.1.8
    assert len(corpus) == 19
    assert all(r.we_parse for r in corpus), [(r.path, r.our_error) for r in corpus if not r.we_parse]
    assert sum("out of file bounds" in r.llvm_error for r in corpus) == 18
    # LLVM's own test inputs: those it cannot print we read; the ones we
    # refuse are malformed on purpose (two DXIL parts, parts past the end, ...)
    for r in refused:
        if llvm.known_refusal(r.llvm_error):
            assert r.we_parse, r.path
    ours_refused = sorted(os.path.basename(r.path) for r in refused if not r.we_parse)
    assert all(name.startswith(("llvm-objcopy__", "obj2yaml__")) for name in ours_refused)
    assert len(ours_refused) == 9  # not compared: both refuse them (LLVM 22.1.8)


def test_command_on_llvms_test_inputs_counts_the_files_not_compared():
    """Walked from a folder, the files both refuse are listed and counted,
    not errors; named, each is an error (it was not compared)."""
    tool = llvm_tool("obj2yaml")
    folder = shared_path("llvm", "bin")
    code, out, err = _run3("--llvm-bin", tool, folder)
    assert (code, err) == (0, ""), err
    assert out.splitlines()[-3:] == [
        "llvm agreement: 44/44 files", "llvm cannot read: 14 files (we parse 5)",
        "llvm not compared: 9 files (obj2yaml and dxfuzz both refuse them)"]  # LLVM 22.1.8
    listed = [line.split(": not compared: ")[0] for line in out.splitlines()
              if ": not compared: obj2yaml cannot read it" in line]
    assert len(listed) == 9
    code, out, err = _run3("--llvm-bin", tool, listed[0])
    assert code == 2 and _error_lines(err, listed[0])[0].startswith(
        f"dxfuzz compare-llvm: {listed[0]}: not compared: obj2yaml and dxfuzz both refuse it")


# --- the comparisons are not vacuous -------------------------------------------------

_MUTATED = {
    "Program": ("ShaderKind", "Size", "DXILMinorVersion", "DXILSize"),
    "PSVInfo": ("ShaderStage", "MinimumWaveLaneCount", "SigInputVectors", "NumThreadsX",
                "EntryName", "ResourceStride", "InputOutputMap", "Resources",
                "SigInputElements", "SigOutputElements", "OutputVectorMasks", "MaxVertexCount",
                "InputPrimitive"),
    "Signature": ("Parameters",),
    "Hash": ("Digest", "IncludesSource"),
    "Flags": ("MinimumPrecision", "Doubles"),
}


def _changed(value):
    if isinstance(value, bool):
        return not value
    if isinstance(value, int):
        return value + 1
    if isinstance(value, str):
        return value + "x"
    if isinstance(value, bytes):
        return value[:-1]
    if isinstance(value, list) and value and isinstance(value[0], dict):
        first = dict(value[0])
        key = next(k for k in first if not isinstance(first[k], (dict, list)))
        first[key] = _changed(first[key])
        return [first] + value[1:]
    if isinstance(value, list) and value and isinstance(value[0], list):
        return [value[0] + [1]] + value[1:]
    if isinstance(value, list):
        return [_changed(value[0])] + value[1:] if value else [0]
    raise TypeError(value)



def _agreeing(name: str):
    """``(bytes, obj2yaml's document)`` of a corpus file obj2yaml reads and
    dxfuzz agrees with (the starting point of an edit that must be reported)."""
    path = os.path.join(shared_path("corpus"), name)
    doc, error = llvm.run_obj2yaml(path, llvm_tool("obj2yaml"))
    assert error is None
    with open(path, "rb") as f:
        data = f.read()
    assert llvm.compare_container(data, doc) == []
    return data, doc

@pytest.mark.parametrize("name, at_least", [
    ("vkd3d-proton/gs_multiview_export_layer_viewport_code_dxil.dxbc", 20),  # GS, view id
    ("bgfx/cs_mipgen_oddx_dxil.dxbc", 14),  # CS, resources, entry name
    ("dxc/cast6.dxbc", 4),  # SFI0 flags
])
def test_a_changed_obj2yaml_value_is_reported(name, at_least):
    data, doc = _agreeing(name)
    checked = 0
    for i, part in enumerate(doc["Parts"]):
        for key, fields in _MUTATED.items():
            block = part.get(key)
            if not isinstance(block, dict):
                continue
            for field in fields:
                if field not in block:
                    continue
                changed = copy.deepcopy(doc)
                changed["Parts"][i][key][field] = _changed(block[field])
                diffs = llvm.compare_container(data, changed)
                assert diffs and all(d.startswith(f"Parts[{i}]") for d in diffs), (key, field, diffs)
                checked += 1
    assert checked >= at_least


def test_header_change_is_reported():
    path = os.path.join(shared_path("corpus"), "bgfx/cs_mipgen_oddx_dxil.dxbc")
    doc, _ = llvm.run_obj2yaml(path, llvm_tool("obj2yaml"))
    with open(path, "rb") as f:
        data = f.read()
    doc["Header"]["FileSize"] += 4
    doc["Parts"][0]["Size"] += 4
    diffs = llvm.compare_container(data, doc)
    assert [d.split(":")[0] for d in diffs] == ["Header.FileSize", "Header.Parts"]


def test_a_printed_key_nothing_compares_is_reported():
    path = os.path.join(shared_path("corpus"), "bgfx/cs_mipgen_oddx_dxil.dxbc")
    doc, _ = llvm.run_obj2yaml(path, llvm_tool("obj2yaml"))
    with open(path, "rb") as f:
        data = f.read()
    doc["Parts"][4]["DebugName"] = {"Name": "x.pdb"}  # the ILDN part; LLVM 22 prints none
    doc["Parts"][3]["PSVInfo"]["NewField"] = 1
    diffs = llvm.compare_container(data, doc)
    assert any("DebugName, which nothing compares" in d for d in diffs)
    assert any("PSVInfo.NewField: printed by obj2yaml, not compared" in d for d in diffs)


def _places(value, path=()):
    """Every place in an obj2yaml mapping: ``(path, value)``."""
    yield path, value
    items = value.items() if isinstance(value, dict) else \
        enumerate(value) if isinstance(value, list) else ()
    for key, child in items:
        yield from _places(child, path + (key,))


@pytest.mark.parametrize("name", [
    "vkd3d-proton/gs_multiview_export_layer_viewport_code_dxil.dxbc",  # PSV0 view id, signatures
    "bgfx/cs_mipgen_oddx_dxil.dxbc",  # resources, program, hash
    "dxc/cast6.dxbc",  # SFI0 flags
    "dxdecompiler/ShaderWithRootSignature__va0eb8b87.dxbc",  # every kind of root parameter
])
def test_every_key_of_every_mapping_is_compared(name):
    """Each value obj2yaml prints for a part, changed or left out, and a key
    added to each of its mappings: every one is reported (the mapping both
    the dump and the reader use is what the comparison walks)."""
    data, doc = _agreeing(name)
    keys = {part.key for part in llvm.comparers().values()}
    edits = 0
    for i, entry in enumerate(doc["Parts"]):
        for key in keys & set(entry):
            for place, value in _places(entry[key], ("Parts", i, key)):
                if isinstance(value, dict):
                    changes = [{**value, "NewKey": 1}]
                elif isinstance(value, (bool, int, str)) or isinstance(value, bytes) and value:
                    changes = [_changed(value)]
                else:
                    changes = []
                changes += [None] if isinstance(place[-1], str) and len(place) > 3 else []
                for change in changes:
                    changed = copy.deepcopy(doc)
                    holder = changed
                    for step in place[:-1]:
                        holder = holder[step]
                    if change is None:
                        del holder[place[-1]]
                    else:
                        holder[place[-1]] = change
                    diffs = llvm.compare_container(data, changed)
                    assert diffs and all(d.startswith(f"Parts[{i}]") for d in diffs), (place, change)
                    edits += 1
    assert edits > 100


def _rebuilt(path, edit) -> bytes:
    """The container at ``path`` built again from its parts, each body
    passed through ``edit(part, body)``."""
    import dxfuzz

    with open(path, "rb") as f:
        data = f.read()
    parts = []
    for part in dxfuzz.parts(dxfuzz.parse(data)):
        start = part._parent.ofs_part + 8
        parts.append(dxfuzz.Part(part.fourcc_text, edit(part, data[start:start + part.len_body])))
    return dxfuzz.build(parts)


def test_a_part_we_refuse_is_a_difference_not_an_error():

    path = os.path.join(shared_path("corpus"),
                        "vkd3d-proton/gs_multiview_export_layer_viewport_code_dxil.dxbc")
    doc, _ = llvm.run_obj2yaml(path, llvm_tool("obj2yaml"))
    data = _rebuilt(path, lambda part, body: body[:-4] if part.fourcc_text == "PSV0" else body)
    diffs = llvm.compare_container(data, doc)
    assert any(d.startswith("Parts[3] PSV0: we refuse the part: Dependency table") for d in diffs)


def test_short_resource_records_show_as_obj2yaml_zero_fills_them(tmp_path):
    """Resource records of 16 bytes in a version 3 part: obj2yaml shows the
    Kind and Flags they lack as zero, and so do the dump and the comparison."""
    import dxfuzz
    from dxfuzz.builder import build_part

    def short_records(part, body):
        if part.fourcc_text != "PSV0":
            return body
        tree = dxfuzz.to_dict(part.body)
        tree["len_resource_record"] = 16
        tree["resources"] = [{k: v for k, v in r.items() if k in (
            "res_type", "space", "lower_bound", "upper_bound")} for r in tree["resources"]]
        return build_part("PSV0", tree)
    out = tmp_path / "short.dxbc"
    out.write_bytes(_rebuilt(os.path.join(shared_path("corpus"), "bgfx/cs_mipgen_oddx_dxil.dxbc"),
                             short_records))
    (result,) = llvm.compare_files([str(out)], llvm_tool("obj2yaml"))
    assert result.llvm_reads and result.diffs == []
    assert "Kind:            Invalid" in llvm.obj2yaml_text(str(out), llvm_tool("obj2yaml"))[0].decode()


def test_sampler_flags_are_spelled_as_llvm_spells_them(tmp_path):
    """LLVM's static sampler flags keep their ``SAMPLER_FLAG_`` prefix, in
    obj2yaml's output as in yaml2obj's input (the dump said UINT_BORDER_COLOR)."""
    import subprocess

    from dxfuzz.llvm.yaml_in import build

    source = shared_path("llvm", "yaml", "llvm", "test", "ObjectYAML", "DXContainer",
                         "RootSignature-StaticSamplers1.3.yaml")
    out = tmp_path / "samplers.dxbc"
    subprocess.run([llvm_tool("yaml2obj"), source, "-o", str(out)], check=True)
    (result,) = llvm.compare_files([str(out)], llvm_tool("obj2yaml"))
    assert result.llvm_reads and result.diffs == []
    with open(source, "rb") as f:
        assert build(llvm.load_documents(f.read())[0][0]) == out.read_bytes()


def test_every_part_obj2yaml_decodes_has_a_comparison():
    assert {"DXIL", "SFI0", "HASH", "PSV0", "ISG1", "OSG1", "PSG1", "RTS0"} <= set(llvm.comparers())


# --- the command ---------------------------------------------------------------------

def _run(*args):
    """Exit code, and stdout followed by stderr."""
    out, err = io.StringIO(), io.StringIO()
    with redirect_stdout(out), redirect_stderr(err):
        code = cli.main(["compare-llvm", *args])
    return code, out.getvalue() + err.getvalue()


def test_command_prints_the_summary_and_exits_0_on_agreement():
    llvm_tool("obj2yaml")
    corpus = shared_path("corpus")
    files = [os.path.join(corpus, "bgfx/cs_mipgen_oddx_dxil.dxbc"),
             os.path.join(corpus, "vkd3d-proton/d3d12_root_signature__rs_blob_dxbc.dxbc")]
    code, out = _run(*files)
    lines = out.splitlines()
    assert lines[-3:] == ["llvm agreement: 1/1 files", "llvm cannot read: 1 files (we parse 1)",
                          "llvm not compared: 0 files (obj2yaml and dxfuzz both refuse them)"]
    assert "rs_blob_dxbc.dxbc: obj2yaml cannot read it (a known limitation of obj2yaml)" in out
    assert code == 0


def test_command_without_obj2yaml_says_so(tmp_path, monkeypatch):
    monkeypatch.setenv(llvm.ENV_BIN, str(tmp_path))
    monkeypatch.setattr(llvm, "DEFAULT_BIN", str(tmp_path))
    monkeypatch.setenv("PATH", str(tmp_path))
    code, out = _run("--llvm-bin", str(tmp_path / "obj2yaml"), str(tmp_path))
    assert code == 2 and "obj2yaml not found" in out


def test_runtime_info_v4_and_newer_agree_with_obj2yaml_which_reads_them_as_v3(tmp_path):
    import struct

    import dxfuzz

    path = os.path.join(shared_path("corpus"), "bgfx/cs_mipgen_oddx_dxil.dxbc")
    with open(path, "rb") as f:
        obj = dxfuzz.parse(f.read())
    for extra in (struct.pack("<I", 4096), struct.pack("<I", 4096) + b"newer..."):
        parts = []
        for part in dxfuzz.parts(obj):
            start = part._parent.ofs_part + 8
            payload = obj._io._io.getvalue()[start:start + part.len_body]
            if part.fourcc_text == "PSV0":
                size = struct.unpack_from("<I", payload)[0]
                payload = (struct.pack("<I", size + len(extra)) + payload[4:4 + size] + extra
                           + payload[4 + size:])
            parts.append(dxfuzz.Part(part.fourcc_text, payload))
        out = tmp_path / "v4.dxbc"
        out.write_bytes(dxfuzz.build(parts))
        doc, error = llvm.run_obj2yaml(str(out), llvm_tool("obj2yaml"))
        assert error is None
        psv = next(p for p in doc["Parts"] if p["Name"] == "PSV0")["PSVInfo"]
        assert psv["Version"] == 3 and psv["EntryName"] == "main" and len(psv["Resources"]) == 7
        assert llvm.compare_container(out.read_bytes(), doc) == []
        # the dump says version 3 too, as the comparison does (the dump said 4)
        assert [r.diffs for r in llvm.compare_files([str(out)], llvm_tool("obj2yaml"))] == [[]]


# --- line for line: the dump against obj2yaml's text ---------------------------------


def test_the_line_check_reports_a_line_the_dump_lacks_or_changes():
    """compare-llvm compares the dump's text with obj2yaml's (what a user's
    `diff` shows): a changed, a missing and a reordered line are each caught."""
    name = next(r["file"] for r in corpus_manifest() if "RTS0" in r["parts"].split(","))
    path = os.path.join(shared_path("corpus"), name)
    text, error = llvm.obj2yaml_text(path, llvm_tool("obj2yaml"))
    assert error is None
    theirs = text.decode()
    data = open(path, "rb").read()
    assert llvm.compare_text(data, theirs) == []
    lines = theirs.splitlines()
    at = next(i for i, line in enumerate(lines) if "NumRootParameters:" in line)
    changed = lines[:at] + [lines[at].replace(":", ":  1") ] + lines[at + 1:]
    assert llvm.compare_text(data, "\n".join(changed)) == [
        f"obj2yaml line {at + 1} is not in the dump: {changed[at].strip()!r}"]
    swapped = lines[:at] + [lines[at + 1], lines[at]] + lines[at + 2:]
    assert len(llvm.compare_text(data, "\n".join(swapped))) == 1
    extra = lines[:at] + ["      NoSuchKey:       1"] + lines[at:]
    assert llvm.compare_text(data, "\n".join(extra)) == [
        f"obj2yaml line {at + 1} is not in the dump: 'NoSuchKey:       1'"]


def test_the_one_normalisation_is_floats_at_obj2yamls_six_digits():
    assert llvm.normal_line("      MaxLOD:          3.4028235e+38") == \
        llvm.normal_line("      MaxLOD:          3.40282e+38")
    assert llvm.normal_line("  MinLOD:          0") == llvm.normal_line("  MinLOD:          0.0")
    assert llvm.normal_line("  MinLOD:          0.5") != llvm.normal_line("  MinLOD:          0.6")
    assert llvm.normal_line("  Name:            SV_Target0") == "  Name:            SV_Target0"
    assert llvm.normal_line("  Size:            16   ") == "  Size:            16"
    # integers too, as %g prints them: past six digits, or with leading zeros
    assert llvm.normal_line("  Size:            1234567") == "  Size:            1.23457e+06"
    assert llvm.normal_line("  Size:            -123456") == "  Size:            -123456"
    assert llvm.normal_line("  Size:            007") == "  Size:            7"


# --- the reference must be obj2yaml, and what is not compared is counted ------------


def _run3(*args, stdin: bytes = None, monkeypatch=None):
    """Exit code, stdout and stderr of ``dxfuzz compare-llvm ARGS`` in this process."""
    import sys
    if stdin is not None:
        monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(stdin)))
    out, err = io.StringIO(), io.StringIO()
    with redirect_stdout(out), redirect_stderr(err):
        code = cli.main(["compare-llvm", *map(str, args)])
    return code, out.getvalue(), err.getvalue()


def _container(tmp_path, name="sfi0.dxbc", cut=0):
    """A container dxfuzz builds (obj2yaml reads it), ``cut`` bytes short."""
    import dxfuzz
    data = dxfuzz.build([dxfuzz.Part("SFI0", bytes(8))])
    path = tmp_path / name
    path.write_bytes(data[:len(data) - cut])
    return path


def _fake_tool(tmp_path, help_text=True, reads=False):
    """A script that says it is LLVM 22.1.8 (``--version``) and, with
    ``help_text``, that it is obj2yaml (``--help``); it refuses every file
    unless ``reads``."""
    script = tmp_path / "bin" / "obj2yaml"
    script.parent.mkdir()
    lines = ["#!/bin/sh", 'case "$1" in',
             '--version) printf "LLVM (http://llvm.org/):\\n  LLVM version 22.1.8\\n";;']
    if help_text:
        lines.append('--help) echo "OVERVIEW: Dump a YAML description from an object file";;')
    lines.append('*) echo "Error reading file: $1: not today" >&2; exit 1;;' if not reads else
                 f'*) exec {llvm_tool("obj2yaml")} "$@";;')
    lines.append("esac")
    script.write_text("\n".join(lines) + "\n")
    script.chmod(0o755)
    return script


def _error_lines(err, path):
    return [line for line in err.splitlines() if str(path) in line]


def test_an_explicit_llvm_bin_without_obj2yaml_is_an_error_never_a_fallback(tmp_path, monkeypatch):
    """--llvm-bin naming no obj2yaml is an error naming it, even when
    $DXFUZZ_LLVM_BIN (or the default, or PATH) holds one."""
    real = llvm_tool("obj2yaml")
    monkeypatch.setenv(llvm.ENV_BIN, os.path.dirname(real))
    good = _container(tmp_path)
    for where in ("/nonexistent", str(tmp_path / "no obj2yaml here"), str(tmp_path)):
        code, out, err = _run3("--llvm-bin", where, good)
        assert code == 2 and "llvm agreement" not in out, (where, out, err)
        (line,) = _error_lines(err, where)
        assert line.startswith(f"dxfuzz compare-llvm: {where}: obj2yaml not found"), line


def test_a_reference_that_is_not_obj2yaml_is_an_error(tmp_path, monkeypatch):
    """/bin/true runs, reads nothing and says nothing: not agreement."""
    good = _container(tmp_path)
    tools = [t for t in ("/bin/true", "/usr/bin/true") if os.access(t, os.X_OK)][:1]
    tools.append(str(_fake_tool(tmp_path, help_text=False)))  # LLVM, but not obj2yaml
    for tool in tools:
        code, out, err = _run3("--llvm-bin", tool, good)
        assert code == 2 and "llvm agreement" not in out, (tool, out, err)
        (line,) = _error_lines(err, tool)
        assert line.startswith(f"dxfuzz compare-llvm: {tool}: "), line
        assert "not LLVM's obj2yaml" in line, line


def test_an_obj2yaml_that_refuses_every_file_we_parse_is_an_error(tmp_path):
    fake = _fake_tool(tmp_path)
    good = _container(tmp_path)
    code, out, err = _run3("--llvm-bin", fake, good)
    assert code == 2, (out, err)
    assert "llvm agreement: 0/0 files" in out and "llvm cannot read: 1 files (we parse 1)" in out
    (line,) = _error_lines(err, fake)
    assert line == (f"dxfuzz compare-llvm: {fake}: obj2yaml read none of the 1 files, "
                    "and dxfuzz parses 1 of them: is it LLVM's obj2yaml?")


def test_the_summary_names_the_reference_and_its_version(tmp_path):
    tool = llvm_tool("obj2yaml")
    code, out, err = _run3("--llvm-bin", tool, _container(tmp_path))
    assert (code, err) == (0, "")
    version = llvm.tool_version(tool)[0]
    assert version.split(".")[0].isdigit()
    assert out.splitlines() == [f"llvm reference: {tool} (LLVM {version})",
                                "llvm agreement: 1/1 files",
                                "llvm cannot read: 0 files (we parse 0)",
                                "llvm not compared: 0 files (obj2yaml and dxfuzz both refuse them)"]
    # a reference that reads the files is not rejected for being a script
    code, out, err = _run3("--llvm-bin", _fake_tool(tmp_path, reads=True), _container(tmp_path))
    assert (code, err) == (0, "") and "llvm agreement: 1/1 files" in out


def test_a_named_file_both_refuse_is_not_compared_and_an_error(tmp_path):
    tool = llvm_tool("obj2yaml")
    good, cut = _container(tmp_path), _container(tmp_path, "cut.dxbc", cut=4)
    code, out, err = _run3("--llvm-bin", tool, cut, good)
    assert code == 2, (out, err)
    (line,) = _error_lines(err, cut)
    assert line.startswith(f"dxfuzz compare-llvm: {cut}: not compared: obj2yaml and dxfuzz "
                           "both refuse it (obj2yaml: "), line
    assert out.splitlines()[-3:] == ["llvm agreement: 1/1 files",
                                     "llvm cannot read: 1 files (we parse 0)",
                                     "llvm not compared: 1 files (obj2yaml and dxfuzz both refuse them)"]


def test_files_both_refuse_in_a_folder_are_counted_and_listed_not_errors(tmp_path):
    tool = llvm_tool("obj2yaml")
    folder = tmp_path / "tree"
    folder.mkdir()
    _container(folder, "a.dxbc")
    cut = _container(folder, "b.dxbc", cut=4)
    code, out, err = _run3("--llvm-bin", tool, folder)
    assert (code, err) == (0, ""), (out, err)
    assert f"{cut}: not compared: obj2yaml cannot read it" in out
    assert out.splitlines()[-3:] == ["llvm agreement: 1/1 files",
                                     "llvm cannot read: 1 files (we parse 0)",
                                     "llvm not compared: 1 files (obj2yaml and dxfuzz both refuse them)"]
    code, out, err = _run3("--llvm-bin", tool, "-q", folder)
    assert code == 0 and "b.dxbc" not in out + err


def test_stdin_is_compared_through_a_temporary_file(tmp_path, monkeypatch):
    import tempfile
    tool = llvm_tool("obj2yaml")
    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path))  # to see it is removed
    data = _container(tmp_path).read_bytes()
    before = sorted(os.listdir(tmp_path))
    code, out, err = _run3("--llvm-bin", tool, "-", stdin=data, monkeypatch=monkeypatch)
    assert (code, err) == (0, ""), (out, err)
    assert "llvm agreement: 1/1 files" in out
    assert sorted(os.listdir(tmp_path)) == before
    # refused by both, stdin is a named input: an error naming <stdin>, not the temporary file
    code, out, err = _run3("--llvm-bin", tool, "-", stdin=data[:-4], monkeypatch=monkeypatch)
    assert code == 2 and str(tmp_path) not in out + err, (out, err)
    (line,) = _error_lines(err, "<stdin>")
    assert line.startswith("dxfuzz compare-llvm: <stdin>: not compared: ") and \
        "Error reading file: <stdin>: Reading structure out of file bounds" in line, line
    assert sorted(os.listdir(tmp_path)) == before
