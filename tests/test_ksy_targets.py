"""Every spec compiles for every target language of the pinned Kaitai
compiler (C++, C#, Go, Java, Nim, Rust...), not only for the Python and
JavaScript builds dxfuzz runs: `node tools/ksc.js --targets`, and that it
reports a spec a target cannot compile (docs/adding-a-part.md, "Every
target")."""
from __future__ import annotations

import glob
import os
import re
import shutil
import subprocess

import pytest

from conftest import REPO

#: The target languages of kaitai-struct-compiler 0.11.0 (tools/package.json pins it).
TARGETS = 15

_FAILURE = re.compile(r"^(.+?): (\w+): (.*)$")


def ksc_targets(*args):
    """``node tools/ksc.js --targets ARGS``: (exit code, failures as (spec file
    name, language, error), summary line)."""
    node = shutil.which("node")
    modules = os.path.join(REPO, "tools", "node_modules")
    if not node or not os.path.isdir(os.path.join(modules, "kaitai-struct-compiler")):
        pytest.fail("node and tools/node_modules are required: run `make setup`")
    proc = subprocess.run([node, os.path.join(REPO, "tools", "ksc.js"), "--targets", *map(str, args)],
                          capture_output=True, text=True, timeout=600)
    *lines, summary = proc.stdout.splitlines() or [""]
    failures = []
    for line in lines:
        m = _FAILURE.match(line)
        assert m, line
        failures.append((os.path.basename(m[1]), m[2], m[3]))
    return proc.returncode, failures, summary + proc.stderr


@pytest.mark.slow
def test_every_spec_compiles_for_every_target():
    code, failures, summary = ksc_targets()
    specs = len(glob.glob(os.path.join(REPO, "ksy", "*.ksy")))
    assert specs == 20
    assert (code, failures) == (0, []), summary
    assert summary.endswith(f": {specs} specs x {TARGETS} targets: 0 failed"), summary


# A switch whose cases are a user type and a number (the C++ target has no
# type for the field), and a `valid: expr` (the Nim target has no code for
# the value it checks): each fails one target, and so does the spec that
# imports it. The imports are found beside the spec, then in ksy/.
MIXED_SWITCH = """\
meta:
  id: dxcontainer_mixed
  endian: le
  imports:
    - dxcontainer_hash
    - dxcontainer_checked
seq:
  - id: kind
    type: u1
  - id: body
    type:
      switch-on: kind
      cases:
        1: dxcontainer_hash
        _: u4
  - id: checked
    type: dxcontainer_checked
"""

CHECKED = """\
meta:
  id: dxcontainer_checked
  endian: le
seq:
  - id: value
    type: u4
    valid:
      expr: _ < 5
"""

FINE = """\
meta:
  id: dxcontainer_fine
  endian: le
  imports:
    - dxcontainer_hash
seq:
  - id: hash
    type: dxcontainer_hash
"""


def test_a_spec_a_target_cannot_compile_is_reported(tmp_path):
    for name, text in {"dxcontainer_mixed": MIXED_SWITCH, "dxcontainer_checked": CHECKED,
                       "dxcontainer_fine": FINE}.items():
        (tmp_path / f"{name}.ksy").write_text(text)
    code, failures, summary = ksc_targets(tmp_path)
    assert code == 1
    assert {(spec, lang) for spec, lang, _ in failures} == {
        ("dxcontainer_checked.ksy", "nim"), ("dxcontainer_mixed.ksy", "nim"),
        ("dxcontainer_mixed.ksy", "cpp_stl")}
    errors = {(spec, lang): error for spec, lang, error in failures}
    assert "AnyType" in errors["dxcontainer_mixed.ksy", "cpp_stl"]
    assert "NotImplementedError" in errors["dxcontainer_checked.ksy", "nim"]
    assert summary.endswith(f": 3 specs x {TARGETS} targets: 3 failed"), summary

    # one file named alone, and a spec whose import is nowhere
    (tmp_path / "dxcontainer_lost.ksy").write_text(FINE.replace("fine", "lost").replace(
        "- dxcontainer_hash", "- dxcontainer_nowhere").replace("type: dxcontainer_hash", "type: u4"))
    code, failures, summary = ksc_targets(tmp_path / "dxcontainer_fine.ksy", tmp_path / "dxcontainer_lost.ksy")
    assert code == 1 and summary.endswith(f": 2 specs x {TARGETS} targets: {TARGETS} failed"), summary
    assert {spec for spec, _, _ in failures} == {"dxcontainer_lost.ksy"}
    assert all("dxcontainer_nowhere" in error for _, _, error in failures)
