"""Our decode against the comment header of FXC's own listing, for every
corpus container with a `.asm` beside it: cbuffer layouts, resource
bindings, signatures, class linkage, level-9 mappings, library function
lists and parameter signatures, effect buffers/objects/techniques and the
headers of the shaders nested in effects must all agree.

Where FXC's listing prints something other than the binary holds, the
printing rule is modelled in `dxfuzz.asm.headers` and named here:

* Shader Model 5.1 `ConstantBuffer<T> name[N]`: the buffer's single
  variable has element count 1 in the binary (N is the binding's count);
  the listing prints no `[1]`.
* FXC writes system value 0 for SV_Target/SV_Depth*/SV_Coverage/
  SV_StencilRef outputs; the listing names them from the semantic.
* A geometry shader writing to several streams: every output row is
  prefixed `m<stream>:`.
* Effect listings print a default value whose components are all equal
  once (`float4 vOne = { 1 };` for 1, 1, 1, 1).
* LFS0 records a column-major matrix transposed (rows = registers): the
  listing's `float2x3` is stored as rows 3, columns 2.
"""
from __future__ import annotations

import functools
import os
import re
import subprocess
import sys

import pytest

import dxfuzz
from dxfuzz.asm import headers

from conftest import REPO, corpus_files, shared_path


@functools.lru_cache(maxsize=None)
def _pairs():
    root = shared_path("corpus")
    out = []
    for name, data in corpus_files():
        asm = os.path.join(root, os.path.splitext(name)[0] + ".asm")
        if os.path.exists(asm):
            with open(asm, encoding="utf-8", errors="replace") as f:
                out.append((name, data, f.read()))
    return out


@functools.lru_cache(maxsize=None)
def _results():
    stats, bad = {}, {}
    for name, data, listing in _pairs():
        diffs = headers.compare(dxfuzz.parse(data), listing, stats)
        if diffs:
            bad[name] = diffs
    return stats, bad


def test_every_listing_agrees():
    stats, bad = _results()
    assert len(_pairs()) > 500
    assert not bad, "\n".join(f"{n}: {d}" for n, ds in list(bad.items())[:10] for d in ds[:5])


def test_every_table_is_really_compared():
    stats, _ = _results()
    for table in ("Buffer Definitions", "Resource Bindings", "Input signature", "Output signature",
                  "Patch Constant signature", "Available Class Types", "Available Class Instances",
                  "Interface slots", "Aon9", "XNAS", "XNAP", "Library", "Function parameter signature",
                  "FX", "local buffers", "local objects", "shared buffers", "shared objects", "techniques"):
        assert stats.get(table, 0) > 0, table
    assert sum(stats.values()) > 50000


def _one(name):
    for n, data, listing in _pairs():
        if n == name:
            return dxfuzz.parse(data), listing
    pytest.skip(f"{name} not in the corpus")


@pytest.mark.parametrize("name, before, after, expect", [
    ("dxdecompiler/LambertLit_PS__v61d2a5f4.dxbc", "// Offset:  192 Size:    32", "// Offset:  196 Size:    32",
     "Buffer Definitions, cbuffer SharedConsts/vLightDir, offset: ours 192 vs listing 196"),
    ("dxdecompiler/LambertLit_PS__v61d2a5f4.dxbc", "SharedConsts                      cbuffer      NA          NA            cb0",
     "SharedConsts                      cbuffer      NA          NA            cb3",
     "Resource Bindings, SharedConsts, bind: ours 'cb0' vs listing 'cb3'"),
    ("dxdecompiler/LambertLit_PS__v61d2a5f4.dxbc", "// TEXCOORD                 0   xyz         1",
     "// TEXCOORD                 0   xy          1", "Input signature, TEXCOORD0, mask: ours 'xyz' vs listing 'xy'"),
    ("dxdecompiler/interfaces__v61d2a5f4.dxbc", "// cDoubleColour                     2         0",
     "// cDoubleColour                     2         1",
     "Available Class Types, cDoubleColour, cb stride: ours '0' vs listing '1'"),
])
def test_a_changed_listing_is_caught(name, before, after, expect):
    obj, listing = _one(name)
    assert before in listing
    assert headers.compare(obj, listing) == []
    diffs = headers.compare(obj, listing.replace(before, after, 1))
    assert expect in diffs, diffs


def test_named_quirk_sm51_constant_buffer_arrays():
    obj, listing = _one("dxdecompiler/SM51_test__v61d2a5f4.dxbc")
    rdef = dxfuzz.find_parts(obj, "RDEF")[0].body
    cb = next(c for c in rdef.cbuffers if c.name == "myData")
    assert cb.variables[0].name == "myData" and cb.variables[0].type.element_count == 1
    assert re.search(r"\} myData;", listing)
    binding = next(b for b in rdef.bindings if b.name == "myData")
    assert binding.bind_count == 4


def test_named_quirk_effect_default_abbreviation():
    obj, listing = _one("dxdecompiler/CubeMapGS_FX__v61d2a5f4.dxbc")
    fx = dxfuzz.find_parts(obj, "FX10")[0].body
    var = next(v for cb in fx.cbuffers for v in cb.variables if v.name == "vOne")
    assert bytes(var.default_value) == b"\x00\x00\x80\x3f" * 4
    assert "float4  vOne = { 1 };" in listing


def test_cli_summary(tmp_path):
    name = "dxdecompiler/LambertLit_PS__v61d2a5f4"
    root = shared_path("corpus")
    for ext in (".dxbc", ".asm"):
        with open(os.path.join(root, name + ext), "rb") as src, open(tmp_path / ("x" + ext), "wb") as dst:
            dst.write(src.read())
    out = subprocess.run([sys.executable, "-m", "dxfuzz", "compare-asm", "-q", str(tmp_path)],
                         capture_output=True, text=True, cwd=REPO)
    assert "asm headers: 1/1 files agree" in out.stdout, out.stdout + out.stderr
