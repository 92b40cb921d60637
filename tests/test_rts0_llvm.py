"""RTS0 against LLVM 22's obj2yaml: every root signature obj2yaml prints is
decoded the same way by dxfuzz (dxfuzz.llvm.dxcontainer_rts0.compare); the ones it
refuses although LLVM's reader accepts them (version 1.2, enumeration
values obj2yaml does not know) are listed, not counted as disagreements."""
from __future__ import annotations

import copy
import glob
import os

import dxfuzz
from dxfuzz.llvm import dxcontainer_rts0 as llvm_rts0

from conftest import corpus_manifest, obj2yaml, shared_path


def rts0_files():
    files = [shared_path("corpus", row["file"]) for row in corpus_manifest()
             if "RTS0" in row["parts"].split(",")]
    files += sorted(glob.glob(os.path.join(shared_path("llvm", "unittest-bin"), "*RootSignature*.bin")))
    return files


def compare_file(path):
    """``(differences, obj2yaml refusal or None)`` for one file."""
    doc, err = obj2yaml(path)
    if doc is None:
        return None, err
    with open(path, "rb") as f:
        obj = dxfuzz.parse(f.read())
    ours = [dxfuzz.to_dict(p.body) for p in dxfuzz.find_parts(obj, "RTS0")]
    theirs = [p for p in doc["Parts"] if p["Name"] == "RTS0"]
    assert len(ours) == len(theirs) == 1, path
    return llvm_rts0.compare(ours[0], theirs[0]), None


def test_every_root_signature_obj2yaml_prints_agrees():
    agree, refused = 0, {}
    for path in rts0_files():
        diffs, err = compare_file(path)
        if err is not None:
            refused[os.path.basename(path)] = err
            continue
        assert diffs == [], (path, diffs)
        agree += 1
    # 35 corpus files and 15 of LLVM's own unit-test inputs.
    assert agree == 50
    # obj2yaml refuses: the corpus' 1.2 root signature, LLVM's own 1.2 and
    # bad-enum unit-test inputs (its reader accepts them: the unit tests
    # expect them valid), and the truncated header dxfuzz refuses too.
    expected = {
        "d3d12_root_signature__rs_blob_dxbc.dxbc": "Invalid Root Signature version: 3",
        "RootSignature_ParseStaticSamplers_1.bin": "Invalid value for static sampler filter",
        "RootSignature_ParseStaticSamplers_2.bin": "Invalid value for static sampler filter",
        "YAML_RootSignature_ParseStaticSamplersV13_1.bin": "Invalid value for static sampler AddressU",
        "RootSignature_ParseRootFlags_2.bin": "Invalid root signature, insufficient space for header.",
    }
    assert set(refused) == set(expected)
    for name, err in refused.items():
        assert err.endswith(expected[name]), (name, err)
    for name, err in refused.items():
        assert llvm_rts0.llvm_refuses(err) == ("insufficient" not in err), name


def test_compare_finds_every_kind_of_difference():
    path = shared_path("corpus", "dxdecompiler", "ShaderWithRootSignature__va0eb8b87.dxbc")
    doc, err = obj2yaml(path)
    assert err is None
    (theirs,) = [p for p in doc["Parts"] if p["Name"] == "RTS0"]
    with open(path, "rb") as f:
        (part,) = dxfuzz.find_parts(dxfuzz.parse(f.read()), "RTS0")
    ours = dxfuzz.to_dict(part.body)
    assert llvm_rts0.compare(ours, theirs) == []

    changed = copy.deepcopy(ours)
    changed["parameters"][3]["payload"]["ranges"][1]["range_type"] = "srv"
    changed["static_samplers"][0]["max_lod"] = 1.0
    changed["deny_pixel_shader_root_access"] = True
    changed["parameters"][5]["payload"]["num_32bit_values"] = 2
    diffs = llvm_rts0.compare(changed, theirs)
    assert len(diffs) == 4, diffs
    assert any("Ranges[1].RangeType" in d for d in diffs)
    assert any("Samplers[0].MaxLOD" in d for d in diffs)
    assert any("DenyPixelShaderRootAccess" in d for d in diffs)
    assert any("Constants.Num32BitValues" in d for d in diffs)
    fewer = copy.deepcopy(ours)
    fewer["parameters"].pop()
    assert any(d.startswith("Parameters: ours 6") for d in llvm_rts0.compare(fewer, theirs))
