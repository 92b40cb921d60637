"""The committed parsers are exactly what the specs compile to, and the
specs follow the house style (ids, docs, meta)."""
from __future__ import annotations

import glob
import os
import shutil
import subprocess

import pytest
import yaml

from conftest import REPO

KSY = sorted(glob.glob(os.path.join(REPO, "ksy", "*.ksy")))


def node():
    exe = shutil.which("node")
    if not exe or not os.path.isdir(os.path.join(REPO, "tools", "node_modules", "kaitai-struct-compiler")):
        pytest.fail("node and tools/node_modules are required: run `make setup`")
    return exe


def test_generated_matches_the_specs():
    proc = subprocess.run([node(), os.path.join(REPO, "tools", "ksc.js"), "--check"],
                          capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert f"checked {len(KSY)}/{len(KSY)} specs, 0 drifted" in proc.stdout


def test_pinned_compiler_version():
    lock = os.path.join(REPO, "tools", "package-lock.json")
    import json
    with open(lock) as f:
        packages = json.load(f)["packages"]
    assert packages["node_modules/kaitai-struct-compiler"]["version"] == "0.11.0"
    assert packages["node_modules/kaitai-struct"]["version"] == "0.11.0"


@pytest.mark.parametrize("path", KSY, ids=[os.path.basename(p) for p in KSY])
def test_spec_style(path):
    with open(path) as f:
        spec = yaml.safe_load(f)
    meta = spec["meta"]
    name = os.path.splitext(os.path.basename(path))[0]
    assert meta["id"] == name and name.startswith("dxcontainer")
    assert meta["endian"] == "le" and meta.get("license") and meta.get("title")
    for imp in meta.get("imports", []):
        assert "/" not in imp, "imports are bare names (the Web IDE resolves them beside the spec)"
    assert spec.get("doc"), "top-level doc"
    missing = []

    def fields(where, items):
        for item in items or []:
            if not item.get("doc"):
                missing.append(f"{where}/{item.get('id')}")

    def walk(where, t):
        fields(f"{where}/seq", t.get("seq"))
        for iname, inst in (t.get("instances") or {}).items():
            if not inst.get("doc"):
                missing.append(f"{where}/instances/{iname}")
        for tname, sub in (t.get("types") or {}).items():
            if not sub.get("doc"):
                missing.append(f"{where}/types/{tname}")
            walk(f"{where}/types/{tname}", sub)

    walk("", spec)
    assert not missing, f"fields without doc: {missing}"


@pytest.mark.parametrize("path", KSY, ids=os.path.basename)
def test_specs_mean_the_same_in_every_target(path):
    """No `repeat-until` condition reads `_index`: the generated JavaScript
    counts it up before testing the condition, Python after, so the two
    builds would stop one element apart (the element can carry its own
    index as a parameter instead)."""
    with open(path) as f:
        spec = yaml.safe_load(f)
    found = []

    def walk(where, t):
        attrs = list(t.get("seq") or []) + [dict(v, id=k) for k, v in
                                             (t.get("instances") or {}).items()]
        for a in attrs:
            if "_index" in str(a.get("repeat-until", "")):
                found.append(f"{where}/{a['id']}: {a['repeat-until']}")
        for name, sub in (t.get("types") or {}).items():
            walk(f"{where}/types/{name}", sub)

    walk("", spec)
    assert not found, found


def test_no_generated_module_shadows_another():
    import sys
    names = {os.path.splitext(os.path.basename(p))[0] for p in glob.glob(os.path.join(REPO, "generated", "*.py"))}
    names.discard("__init__")
    # the tables tools/ksc.js writes beside the parsers, imported only as
    # dxfuzz.generated._fields / _messages / _specs (never by their bare names)
    tables = {"_fields", "_messages", "_specs"}
    assert tables <= names
    names -= tables
    stdlib = set(getattr(sys, "stdlib_module_names", ()))
    assert names and not names & stdlib
    assert all(n.startswith("dxcontainer") for n in names)
