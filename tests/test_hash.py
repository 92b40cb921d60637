"""HASH: flags and MD5, checked against obj2yaml and recomputed from the
DXIL bitcode on every real DXC file; round trips of corpus and generated
parts."""
from __future__ import annotations

import functools
import hashlib
import os
import struct
import subprocess

import pytest
from hypothesis import given, settings, strategies as st

import dxfuzz
from dxfuzz import shader_hash
from dxfuzz.strategies import dxcontainer_hash

from conftest import corpus_census, corpus_files, llvm_tool, raw_part_data, shared_path, strict_bytes


@functools.lru_cache(maxsize=None)
def _corpus_hash_files():
    out = []
    for name, data in corpus_files():
        obj = dxfuzz.parse(data, lazy=True)
        if dxfuzz.find_parts(obj, "HASH"):
            out.append((name, obj))
    return out


def test_every_corpus_hash_round_trips_with_every_byte_written():
    files = _corpus_hash_files()
    assert len(files) == corpus_census()["parts"]["HASH"]
    for name, obj in files:
        (part,) = dxfuzz.find_parts(obj, "HASH")
        assert part.len_body == 20
        assert strict_bytes(part.body) == raw_part_data(part), name


def test_hash_equals_md5_of_the_dxil_bitcode_in_every_real_dxc_file():
    statuses = {}
    for name, obj in _corpus_hash_files():
        result = shader_hash.check(obj)
        statuses[result.status] = statuses.get(result.status, 0) + 1
        assert result.status == shader_hash.MATCH, name
        assert result.flags == 0 and result.computed == result.digest
    # Every HASH in the corpus is flags 0 (none was compiled with -Zss).
    assert statuses == {shader_hash.MATCH: corpus_census()["parts"]["HASH"]}


def test_bitcode_is_the_exact_slice_llvm_shows():
    # obj2yaml of vkd3d-proton/control_point_phase_ds_code_dxil.dxbc: DXILSize 1368,
    # bitcode starting 42 43 C0 DE, digest F2 D4 66 17 ... 7E 59.
    obj = dxfuzz.parse(dict(corpus_files())["vkd3d-proton/control_point_phase_ds_code_dxil.dxbc"], lazy=True)
    bitcode = shader_hash.part_bitcode(dxfuzz.find_parts(obj, "DXIL")[0])
    assert len(bitcode) == 1368 and bitcode[:4] == b"BC\xc0\xde"
    assert shader_hash.compute(obj).hex() == "f2d46617ca86a363588bb6fa6cfd7e59"
    assert hashlib.md5(bitcode).hexdigest() == "f2d46617ca86a363588bb6fa6cfd7e59"


@pytest.mark.parametrize("name", ["vkd3d-proton/control_point_phase_ds_code_dxil.dxbc",
                                  "bgfx/cs_mipgen_oddx_dxil.dxbc"])
def test_hash_matches_obj2yaml(name):
    yaml = pytest.importorskip("yaml")
    path = os.path.join(shared_path("corpus"), name)
    text = subprocess.run([llvm_tool("obj2yaml"), path], capture_output=True, text=True,
                          check=True).stdout
    loader = type("L", (yaml.SafeLoader,), {})
    loader.add_constructor("!dxcontainer", lambda ld, node: ld.construct_mapping(node, deep=True))
    (llvm,) = [p for p in yaml.load(text, Loader=loader)["Parts"] if p["Name"] == "HASH"]
    (part,) = dxfuzz.find_parts(dxfuzz.parse(dict(corpus_files())[name], lazy=True), "HASH")
    d = dxfuzz.to_dict(part.body)
    assert d["includes_source"] == llvm["Hash"]["IncludesSource"]
    assert d["digest"] == bytes(llvm["Hash"]["Digest"])


def _rebuild(obj, replace):
    parts = [dxfuzz.Part(p.fourcc_text, replace.get(p.fourcc_text, raw_part_data(p)))
             for p in dxfuzz.parts(obj)]
    return dxfuzz.parse(dxfuzz.build(parts))


def test_check_reports_mismatch_and_includes_source():
    name, obj = _corpus_hash_files()[0]
    dxil = bytearray(raw_part_data(dxfuzz.find_parts(obj, "DXIL")[0]))
    dxil[-8] ^= 0xFF  # a bitcode byte (DXC pads at most 3 bytes)
    bad = shader_hash.check(_rebuild(obj, {"DXIL": bytes(dxil)}))
    assert bad.status == shader_hash.MISMATCH and not bad.ok
    digest = bytes(dxfuzz.find_parts(obj, "HASH")[0].body.digest)
    with_source = shader_hash.check(_rebuild(obj, {"HASH": struct.pack("<I", 1) + digest}))
    assert with_source.status == shader_hash.INCLUDES_SOURCE and with_source.computed is None
    no_program = dxfuzz.parse(dxfuzz.build([dxfuzz.Part("HASH", bytes(20))]))
    assert shader_hash.check(no_program).status == shader_hash.NO_PROGRAM
    assert shader_hash.check(dxfuzz.parse(dxfuzz.build([]))).status == shader_hash.NO_HASH


def test_malformed_program_headers_raise_parse_error():
    with pytest.raises(dxfuzz.ParseError):
        shader_hash.program_bitcode(bytes(10))
    with pytest.raises(dxfuzz.ParseError, match="no DXIL magic"):
        shader_hash.program_bitcode(bytes(24))
    with pytest.raises(dxfuzz.ParseError, match="extends beyond"):
        shader_hash.program_bitcode(struct.pack("<II4sIII", 0, 0, b"DXIL", 0x100, 16, 100))


def test_short_hash_gives_llvms_message():
    with pytest.raises(dxfuzz.ParseError, match="Reading structure out of file bounds"):
        dxfuzz.parse(dxfuzz.build([dxfuzz.Part("HASH", bytes(12))]))


@settings(max_examples=60)
@given(dxcontainer_hash.hashes())
def test_generated_hash_round_trips(payload):
    body = dxfuzz.parse(dxfuzz.build([dxfuzz.Part("HASH", payload)])).part_table[0].part.body
    assert strict_bytes(body) == payload
    assert body.includes_source == (payload[0] == 1)


@settings(max_examples=60)
@given(st.binary(max_size=40))
def test_any_bytes_parse_or_raise_parse_error(payload):
    try:
        body = dxfuzz.parse(dxfuzz.build([dxfuzz.Part("HASH", payload)])).part_table[0].part.body
        dxfuzz.to_dict(body)
    except dxfuzz.ParseError:
        assert len(payload) < 20
        return
    assert strict_bytes(body) == payload
