"""The first CLI commands on real files."""
from __future__ import annotations

import os
import shutil
import subprocess
import sys

from dxfuzz.cli import main

from conftest import shared_path


def run(capsys, *argv):
    code = main(list(argv))
    out = capsys.readouterr().out
    return code, out


def test_info_prints_header_and_part_table(capsys):
    path = os.path.join(shared_path("corpus"), "bgfx", "cs_mipgen_oddx_dxil.dxbc")
    code, out = run(capsys, "info", path)
    assert code == 0
    assert "file size 3936" in out and "7 parts" in out and "(valid)" in out
    assert "'PSV0'   offset     0x6c  size 248" in out


def test_roundtrip_walks_directories_and_counts(capsys):
    code, out = run(capsys, "roundtrip", "-q", os.path.join(shared_path("corpus"), "bgfx"))
    n = len([f for f in os.listdir(os.path.join(shared_path("corpus"), "bgfx")) if f.endswith(".dxbc")])
    assert code == 0
    assert out.strip().splitlines()[-1] == f"roundtrip: {n}/{n} byte-exact"


def test_digest_reports_and_fixes(capsys, tmp_path):
    src = os.path.join(shared_path("corpus"), "bgfx", "cs_mipgen_oddx_dxil.dxbc")
    path = tmp_path / "x.cso"
    data = bytearray(open(src, "rb").read())
    data[-1] ^= 1
    path.write_bytes(bytes(data))
    code, out = run(capsys, "digest", str(path))
    assert out.strip().endswith(": mismatch")
    code, out = run(capsys, "digest", "--fix", str(path))
    assert "mismatch -> valid" in out
    code, out = run(capsys, "digest", str(path))
    assert out.strip().endswith(": valid")


def test_python_m_dxfuzz_and_console_script_exist():
    proc = subprocess.run([sys.executable, "-m", "dxfuzz", "--help"], capture_output=True, text=True)
    assert proc.returncode == 0 and "roundtrip" in proc.stdout
    exe = shutil.which("dxfuzz", path=os.path.dirname(sys.executable))
    assert exe, "the dxfuzz console script is installed beside the interpreter"
