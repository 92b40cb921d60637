"""The tree the Kaitai Web IDE draws, as it draws it (tools/jsrepr.js): one
table of ksy types by class name, the labels of the nodes, every node opened."""
from __future__ import annotations

import glob
import json
import os
import re
import shutil
import subprocess

import pytest

from conftest import REPO, compile_js, corpus_manifest, corpus_mutants, shared_path


@pytest.fixture(scope="module")
def js_debug():
    return compile_js("--debug")


# --- the labels a person reads in the IDE's tree ------------------------------------------

#: Labels of nodes of two real files, as the Web IDE draws them (enum names
#: are the JavaScript build's, in capitals).
LABELS = {
    "bgfx/dxil_vs_bump.dxbc": {
        "partTable/2": ("PartEntry", "OSG1 @256, 280 bytes"),
        "partTable/2/part": ("Part", "OSG1, 280 bytes"),
        "partTable/2/part/body/elements/0": ("Element", "SV_Position0 v0.xyzw FLOAT32"),
        "partTable/1/part/body/elements/3": ("Element", "TEXCOORD0 v3.xy FLOAT32"),
        "partTable/3/part/body": ("DxcontainerPsv0", "PSV0 v3, VERTEX shader"),
    },
    "vkd3d-proton/d3d12_shaders__ps_dmax_code.dxbc": {
        "partTable/0": ("PartEntry", "RDEF @56, 268 bytes"),
        "partTable/0/part/body/cbuffers/0": ("Cbuffer", "CBUFFER $Globals (16 bytes)"),
        "partTable/3/part/body/program/instructions/3": ("Instruction", "DCL_TEMPS 1"),
    },
}


def _ide_tree(js_debug, files, *flags, ksy_dir=None):
    """tools/jsrepr.js's walk of ``files``: the tree the IDE draws, one dict per file."""
    node, folder, env = js_debug
    proc = subprocess.run([node, os.path.join(REPO, "tools", "jsrepr.js"), *flags, folder,
                           ksy_dir or os.path.join(REPO, "ksy"), "-"],
                          input="\n".join(files), capture_output=True, text=True, timeout=1800,
                          env=env)
    assert proc.returncode == 0, proc.stderr[-2000:]
    return [json.loads(line) for line in proc.stdout.split("\n") if line]  # not splitlines: U+2028, \x85 may be in text


@pytest.mark.parametrize("name", sorted(LABELS))
def test_the_ide_labels_the_nodes_a_user_opens_first(js_debug, name):
    """`-webide-representation` of part entries, parts, signature elements,
    cbuffers, instructions and the PSV0 runtime info, evaluated on the debug
    build the way the IDE does (tools/jsrepr.js: one table of types by class
    name, the fields a label reaches): every one evaluates, and reads as it
    should."""
    (res,) = _ide_tree(js_debug, [os.path.join(shared_path("corpus"), name)])
    assert res["collisions"] == [] and res["cycles"] == [] and res["root"] is None
    assert not [e for e in res["errors"] if e["error"].startswith("label:")]
    nodes = {n["path"]: n for n in res["nodes"]}
    for path, (kind, label) in LABELS[name].items():
        assert (nodes[path]["type"], nodes[path]["label"]) == (kind, label)
    instructions = [n for n in nodes.values() if n["type"] == "Instruction"]
    assert all(n["label"].split()[0].isupper() for n in instructions)  # the opcode's name


def test_a_class_name_two_specs_share_would_change_what_the_ide_shows(js_debug, tmp_path):
    """The IDE finds a node's ksy type in one table by class name, the
    imported specs loaded after the main one: were RDAT's offset-table entry
    still called `part_entry`, the container's part table would show RDAT's
    (unlabelled) type. The walk sees it, as the IDE would."""
    for path in glob.glob(os.path.join(REPO, "ksy", "*.ksy")):
        shutil.copy(path, tmp_path)
    rdat = tmp_path / "dxcontainer_rdat.ksy"
    rdat.write_text(re.sub(r"\brdat_part_entry\b", "part_entry", rdat.read_text()))
    name = os.path.join(shared_path("corpus"), "bgfx/dxil_vs_bump.dxbc")
    (ours,) = _ide_tree(js_debug, [name])
    (clash,) = _ide_tree(js_debug, [name], ksy_dir=str(tmp_path))
    assert clash["collisions"] == ["PartEntry"] and ours["collisions"] == []
    labels = {n["path"]: n["label"] for n in ours["nodes"]}
    assert labels["partTable/2"] == "OSG1 @256, 280 bytes"
    assert "partTable/2" not in {n["path"] for n in clash["nodes"]}


def _ide_files():
    """Every 8th file of the corpus."""
    root = shared_path("corpus")
    return [os.path.join(root, row["file"]) for row in corpus_manifest()[::8]]


@pytest.mark.slow
@pytest.mark.parametrize("mode", ["lazy", "--no-lazy"])
def test_the_ide_draws_every_tree_without_looping(js_debug, tmp_path, mode):
    """The tree the IDE draws of corpus files and of mutants of every
    mutation group, every lazy instance opened (or, with "disable lazy
    parsing", all of them at once): no value leads the IDE's export back
    to an object it is exporting (it would recurse until the stack
    overflows and lose the whole tree), no label throws, and no two specs'
    types share a class name."""
    rows = corpus_manifest()[3::12]
    files = _ide_files() + corpus_mutants(rows, tmp_path)
    results = _ide_tree(js_debug, files, *([mode] if mode.startswith("--") else []))
    assert len(results) == len(files)
    # Nothing stops: with lazy parsing disabled the IDE exports every type
    # graph of RDEF and FX10 as a tree, and a mutant whose types share
    # records on many levels would make it exponential, but each type's
    # share of `max_type_nodes` bounds it.
    stopped = [r for r in results if "overflow" in r or "runaway" in r]
    assert not stopped, [(r["file"], r.get("runaway") or r.get("overflow")) for r in stopped[:3]]
    walked = [r for r in results if r not in stopped]
    assert not [(r["file"], r["cycles"][:3]) for r in walked if r["cycles"]]
    assert not [(r["file"], e) for r in walked for e in r["errors"] if e["error"].startswith("label:")]
    assert not {c for r in walked for c in r["collisions"]}
    labelled = sum(len(r["nodes"]) for r in walked)
    print(f"{len(files)} files ({len(rows) * 2} mutants), {labelled} labelled nodes, "
          f"{sum(len(r.get('errors', ())) for r in results)} nodes that raise")
    assert labelled > 10_000
