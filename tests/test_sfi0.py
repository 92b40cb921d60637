"""SFI0 feature flags: every named bit, checked against obj2yaml and FXC's
listings, round trips of every corpus SFI0 and of generated ones."""
from __future__ import annotations

import functools
import os
import re
import struct
import subprocess

import pytest
from hypothesis import given, settings, strategies as st

import dxfuzz
from dxfuzz.strategies import dxcontainer_sfi0
from dxfuzz.write.dxcontainer_sfi0 import BITS, LLVM_FLAGS, pack_bits

from conftest import (all_parts, corpus_census, corpus_files, corpus_manifest, llvm_tool, part_body,
                      raw_part_data, shared_path, strict_bytes)


@functools.lru_cache(maxsize=None)
def _corpus_sfi0():
    out = []
    for name, data in corpus_files():
        for part, _ in all_parts(dxfuzz.parse(data, lazy=True)):
            if part.fourcc_text == "SFI0":
                out.append((name, part))
    return out


def test_bit_fields_follow_the_spec_and_cover_64_bits():
    body = part_body("SFI0", bytes(8))
    assert [n for n, _ in BITS] == [k for k in vars(body) if not k.startswith("_")][:len(BITS)]
    assert sum(w for _, w in BITS) == 64
    assert set(LLVM_FLAGS) < {n for n, _ in BITS}


@pytest.mark.parametrize("bit", range(64))
def test_each_bit_lands_in_its_field(bit):
    body = part_body("SFI0", struct.pack("<Q", 1 << bit))
    assert body.flags == 1 << bit
    assert pack_bits(body) == 1 << bit
    pos, hit = 0, None
    for name, width in BITS:
        if pos <= bit < pos + width:
            hit = (name, int(getattr(body, name)) == 1 << (bit - pos))
        elif getattr(body, name):
            pytest.fail(f"bit {bit} also set {name}")
        pos += width
    assert hit and hit[1], hit


def test_named_bits_are_dxcs():
    by_bit = {}
    pos = 0
    for name, width in BITS:
        by_bit[pos] = name
        pos += width
    assert (by_bit[0], by_bit[4], by_bit[14], by_bit[16], by_bit[27], by_bit[32], by_bit[40], by_bit[41]) == (
        "doubles", "minimum_precision", "wave_ops", "view_id", "reserved", "extended_command_info",
        "uses_derivatives", "requires_group")


def test_every_corpus_sfi0_round_trips_with_every_byte_written():
    parts = _corpus_sfi0()
    assert len(parts) == corpus_census()["parts"]["SFI0"]
    for name, part in parts:
        assert strict_bytes(part.body) == raw_part_data(part), name
        assert part.body.tail == b""


@pytest.mark.parametrize("name", ["bgfx/dxil_cs_fsr_rcas_16.dxbc", "dxc/uav_typed_load_store2.dxbc",
                                  "dxdecompiler/SM51_test__v61d2a5f4.dxbc"])
def test_flags_match_obj2yaml(name):
    yaml = pytest.importorskip("yaml")
    path = os.path.join(shared_path("corpus"), name)
    text = subprocess.run([llvm_tool("obj2yaml"), path], capture_output=True, text=True,
                          check=True).stdout
    loader = type("L", (yaml.SafeLoader,), {})
    loader.add_constructor("!dxcontainer", lambda ld, node: ld.construct_mapping(node, deep=True))
    (llvm,) = [p for p in yaml.load(text, Loader=loader)["Parts"] if p["Name"] == "SFI0"]
    (part,) = dxfuzz.find_parts(dxfuzz.parse(dict(corpus_files())[name], lazy=True), "SFI0")
    ours = dxfuzz.to_dict(part.body)
    for field, llvm_field in LLVM_FLAGS.items():
        assert ours[field] == llvm["Flags"][llvm_field], field
    assert bool(ours["unknown_bits_33_39"] & 1) == llvm["Flags"]["NextUnusedBit"]
    assert sum(llvm["Flags"].values()) >= 1


# FXC 10.x listings print the features a shader needs, in LLVM's words
# (DXContainerConstants.def descriptions); they never print bit 1 (raw and
# structured buffers in CS4) and add "Early depth-stencil", which is a global
# flag of the program, not an SFI0 bit.
_LISTED = {
    "Double-precision floating point": "doubles", "UAVs at every shader stage": "uavs_at_every_stage",
    "64 UAV slots": "max_64_uavs", "Minimum-precision data types": "minimum_precision",
    "Double-precision extensions for 11.1": "dx11_1_double_extensions",
    "Shader extensions for 11.1": "dx11_1_shader_extensions",
    "Comparison filtering for feature level 9": "level9_comparison_filtering",
    "Tiled resources": "tiled_resources", "PS Output Stencil Ref": "stencil_ref",
    "PS Inner Coverage": "inner_coverage",
    "Typed UAV Load Additional Formats": "typed_uav_load_additional_formats",
    "Raster Ordered UAVs": "rovs",
}
_NOTE = re.compile(r"^// Note: shader requires additional functionality:\n((?://  +.*\n)*)", re.M)


def test_flags_match_the_fxc_listings():
    root = shared_path("corpus")
    compared = with_flags = 0
    data = dict(corpus_files())
    for row in corpus_manifest():
        listing = os.path.join(root, row["file"][:-len(".dxbc")] + ".asm")
        if row["kind"] != "dxbc" or not os.path.exists(listing):
            continue
        with open(listing, errors="replace") as f:
            text = f.read()
        if len(re.findall(r"HLSL Shader Compiler 10\.", text)) != 1:
            continue  # older compilers print no note; effects hold several shaders
        m = _NOTE.search(text)
        listed = {line[2:].strip() for line in m.group(1).splitlines()} if m else set()
        listed.discard("Early depth-stencil")
        parts = dxfuzz.find_parts(dxfuzz.parse(data[row["file"]], lazy=True), "SFI0")
        ours = {n for n, w in BITS if w == 1 and parts and getattr(parts[0].body, n)}
        ours.discard("compute_shaders_plus_raw_and_structured_buffers")
        assert {_LISTED[x] for x in listed} == ours, row["file"]
        compared += 1
        with_flags += bool(ours)
    assert (compared, with_flags) == (240, 32)


def test_short_part_gives_llvms_message():
    with pytest.raises(dxfuzz.ParseError, match="Reading structure out of file bounds"):
        part_body("SFI0", b"\1\0\0\0")


@settings(max_examples=100)
@given(dxcontainer_sfi0.sfi0(), st.binary(max_size=6))
def test_generated_flags_round_trip(payload, extra):
    body = part_body("SFI0", payload + extra)
    assert strict_bytes(body) == payload + extra
    assert pack_bits(body) == body.flags == struct.unpack("<Q", payload)[0]
    assert body.tail == extra


@settings(max_examples=100)
@given(st.binary(max_size=24))
def test_any_bytes_parse_or_raise_parse_error(payload):
    try:
        body = part_body("SFI0", payload)
        dxfuzz.to_dict(body)
    except dxfuzz.ParseError:
        assert len(payload) < 8
        return
    assert strict_bytes(body) == payload
