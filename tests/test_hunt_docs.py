"""Every command docs/hunting.md gives for ``dxfuzz hunt`` runs as written:
the fenced ``sh`` blocks of its ``dxfuzz hunt`` sections are read from the
page and run by bash from a folder that looks like the checkout (``tools``,
a ``shaders/`` folder of DXBC and DXIL seeds), short (``--seconds N`` made
``--runs 3``, minimizing 2 s), with stand-ins on PATH for the page's
placeholder readers (``myloader``, ``mylib-cli``). Each must end as the
page says ``dxfuzz hunt`` ends (0: nothing found, 1: findings) with no
error; the examples without ``-o`` each start a campaign of their own, the
one that resumes resumes the one before it. The page's JavaScript build
goes where the page puts it, the checkout's ``build/js`` (ignored by git),
and is made "once": again only when a spec is newer. (The AFL++ block is
tests/test_afl_mutator.py's.)"""
from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys

import pytest

from conftest import REPO, corpus_bytes

DOC = os.path.join(REPO, "docs", "hunting.md")
SEEDS = ["bgfx/dxil_vs_bump.dxbc", "bgfx/fs_clear1_dxbc.dxbc"]
#: The sections whose commands are run here.
SECTIONS = ("## `dxfuzz hunt`: any reader, from the outside",
            "### Differential mode: two readers, one verdict")


def documented_commands():
    """The shell commands of the fenced ``sh`` blocks of :data:`SECTIONS`
    (continuation lines joined), in page order."""
    with open(DOC) as f:
        text = f.read()
    out = []
    for title in SECTIONS:
        at = text.index(title)
        nxt = re.search(r"^##", text[at + len(title):], re.M)
        section = text[at:at + len(title) + (nxt.start() if nxt else len(text))]
        for block in re.findall(r"^```sh\n(.*?)^```", section, re.M | re.S):
            out += [line.strip() for line in block.replace("\\\n", " ").splitlines()
                    if line.strip() and not line.lstrip().startswith("#")]
    return out


def shortened(command: str) -> str:
    """The command as the test runs it: a few runs, 2 s of minimizing each."""
    if not re.search(r"\bdxfuzz hunt\b", command):
        return command
    command = re.sub(r"--seconds \d+", "--runs 3", command)
    extra = " --minimize-seconds 2 --timeout 5 -q"
    if "--runs" not in command:
        extra += " --runs 3"
    return command.replace("dxfuzz hunt ", "dxfuzz hunt" + extra + " ", 1)


def test_the_page_gives_the_commands_this_test_runs():
    commands = documented_commands()
    assert any("-- obj2yaml @@" in c for c in commands)
    assert any("--runs 0" in c for c in commands)
    assert any("--reader" in c and "jsparse.js" in c for c in commands)
    assert any(c.startswith("node tools/ksc.js") for c in commands)
    assert shortened("dxfuzz hunt shaders/ -j 2 --seconds 600 -- x @@") == \
        "dxfuzz hunt --minimize-seconds 2 --timeout 5 -q shaders/ -j 2 --runs 3 -- x @@"


@pytest.fixture(scope="module")
def checkout(tmp_path_factory):
    """A folder laid out like the checkout, and the environment to run in it."""
    if shutil.which("node") is None or \
            not os.path.isdir(os.path.join(REPO, "tools", "node_modules", "kaitai-struct")):
        pytest.fail("node and tools/node_modules are required: run `make setup`")
    from dxfuzz.llvm import find_tool
    obj2yaml = find_tool("obj2yaml")
    if obj2yaml is None or shutil.which("vkd3d-compiler") is None:
        pytest.fail("obj2yaml (LLVM 22) and vkd3d-compiler are required: run `make setup`")
    root = tmp_path_factory.mktemp("checkout")
    os.symlink(os.path.join(REPO, "tools"), root / "tools")
    os.makedirs(os.path.join(REPO, "build"), exist_ok=True)
    os.symlink(os.path.join(REPO, "build"), root / "build")
    (root / "shaders").mkdir()
    for name in SEEDS:
        (root / "shaders" / os.path.basename(name)).write_bytes(corpus_bytes(name))
    bin_ = root / "stand-ins"
    bin_.mkdir()
    (bin_ / "myloader").write_text("#!/bin/sh\n# reads a container on stdin\n"
                                   "head -c 4 | grep -q DXBC\n")
    (bin_ / "mylib-cli").write_text("#!/bin/sh\n# mylib-cli check FILE\n"
                                    "test \"$(head -c 4 \"$2\")\" = DXBC\n")
    for stub in ("myloader", "mylib-cli"):
        os.chmod(bin_ / stub, 0o755)
    path = os.pathsep.join([str(bin_), os.path.dirname(sys.executable),
                            os.path.dirname(obj2yaml), os.environ.get("PATH", "")])
    env = {**os.environ, "PATH": path, "DXFUZZ_NO_PROGRESS": "1"}
    return root, env


def _javascript_build_is_fresh() -> bool:
    """Whether the checkout's build/js is newer than every spec."""
    built = os.path.join(REPO, "build", "js", "Dxcontainer.js")
    if not os.path.exists(built):
        return False
    ksy = os.path.join(REPO, "ksy")
    newest = max(os.path.getmtime(os.path.join(ksy, n)) for n in os.listdir(ksy))
    return os.path.getmtime(built) > max(newest, os.path.getmtime(os.path.join(REPO, "tools",
                                                                              "ksc.js")))


@pytest.mark.slow
def test_every_documented_hunt_command_runs(checkout):
    root, env = checkout
    ran = []
    for command in documented_commands():
        line = shortened(command)
        if line.startswith("node tools/ksc.js") and _javascript_build_is_fresh():
            ran.append((line, "made already"))  # "once"
            continue
        if "--runs 0" not in line:  # each example its own campaign (but the one resuming)
            for work in ("hunt-out", "work"):
                shutil.rmtree(root / work, ignore_errors=True)
        proc = subprocess.run(["bash", "-c", line], cwd=root, env=env, capture_output=True,
                              text=True, timeout=300)
        ran.append((line, proc.returncode))
        if "dxfuzz hunt" not in line:
            assert proc.returncode == 0, (line, proc.stderr[-2000:])
            continue
        assert proc.returncode in (0, 1), (line, proc.returncode, proc.stderr[-2000:])
        assert "error" not in proc.stderr.lower(), (line, proc.stderr[-2000:])
        assert proc.stdout.startswith("hunt: ") and "report: " in proc.stdout, line
        if "jsparse.js" in line:  # both builds read the seeds (node found its runtime)
            with open(root / "hunt-out" / "report.json") as f:
                report = json.load(f)
            probes = {r["name"]: r["digest"] for r in report["readers"]}
            assert set(probes) == {"dxfuzz", "node"}
            for name, probe in probes.items():
                assert probe["outcomes"].get("accepted", 0) == probe["seeds"] == 2, (name, probe)
            assert not report["warnings"]
    assert len(ran) == len(documented_commands()) >= 7
    print(*ran, sep="\n")
