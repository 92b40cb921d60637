"""The JavaScript build of the specs (what the Kaitai Web IDE runs) parses
the whole real corpus and sees what the Python build sees."""
from __future__ import annotations

import json
import os
import shutil
import subprocess

import pytest

import dxfuzz

from conftest import REPO, shared_path, corpus_manifest


@pytest.fixture(scope="module")
def js_results(tmp_path_factory):
    node = shutil.which("node")
    modules = os.path.join(REPO, "tools", "node_modules")
    if not node or not os.path.isdir(os.path.join(modules, "kaitai-struct")):
        pytest.fail("node and tools/node_modules are required: run `make setup`")
    out = tmp_path_factory.mktemp("js")
    subprocess.run([node, os.path.join(REPO, "tools", "ksc.js"), "--no-python", "--js", str(out)],
                   check=True, capture_output=True, timeout=600)
    root = shared_path("corpus")
    files = [os.path.join(root, row["file"]) for row in corpus_manifest()]
    proc = subprocess.run([node, os.path.join(REPO, "tools", "jsparse.js"), str(out), "-"],
                          input="\n".join(files), capture_output=True, text=True, timeout=900,
                          env={**os.environ, "NODE_PATH": modules})
    assert proc.returncode == 0, proc.stderr[-2000:]
    return [json.loads(line) for line in proc.stdout.splitlines()]


def test_js_parses_every_corpus_file_with_the_same_parts(js_results):
    assert len(js_results) == len(corpus_manifest())
    for res in js_results:
        assert "error" not in res, res
        with open(res["file"], "rb") as f:
            obj = dxfuzz.parse(f.read())
        py = [(p.fourcc_text, p.size) for p in dxfuzz.parts(obj)]
        assert [(f, s) for f, s, _ in res["parts"]] == py, res["file"]


def test_js_decodes_every_part_python_decodes(js_results):
    decoded = 0
    for res in js_results:
        with open(res["file"], "rb") as f:
            obj = dxfuzz.parse(f.read())
        for part, (fourcc, _, status) in zip(dxfuzz.parts(obj), res["parts"]):
            py_raw = isinstance(part.body, (bytes, bytearray))
            assert status == ("raw" if py_raw else True), (res["file"], fourcc, status)
            decoded += status is True
    assert decoded > 0
