"""ILDN (debug name) and VERS (compiler version): LLVM's unit-test values,
the DXC default name (shader hash + .pdb) on every real file, round trips
of every corpus part and of generated ones."""
from __future__ import annotations

import csv
import functools
import struct

import pytest
from hypothesis import given, settings, strategies as st

import dxfuzz
from dxfuzz.strategies import dxcontainer_ildn, dxcontainer_vers

from conftest import corpus_census, corpus_files, part_body, raw_part_data, shared_path, strict_bytes


@functools.lru_cache(maxsize=None)
def _corpus(fourcc):
    out = []
    for name, data in corpus_files():
        obj = dxfuzz.parse(data, lazy=True)
        for part in dxfuzz.find_parts(obj, fourcc):
            out.append((name, obj, part))
    return out


def _unittest(name):
    with open(shared_path("llvm", "unittest-bin", "unittests.tsv"), newline="") as f:
        expected = {r["name"]: r["expected"] for r in csv.DictReader(f, delimiter="\t")}[name]
    with open(shared_path("llvm", "unittest-bin", name + ".bin"), "rb") as f:
        return expected, f.read()


# --- ILDN ------------------------------------------------------------------------

@pytest.mark.parametrize("case", ["DXCFile_ParseILDNPart_1", "YAML_DXCFile_ParseILDNPart_1"])
def test_llvm_ildn_unit_test(case):
    expected, data = _unittest(case)
    assert "Flags 0, NameLength 7, abc.pdb" in expected or "ILDN abc.pdb" in expected
    obj = dxfuzz.parse(data)
    d = dxfuzz.to_dict(obj.part_table[0].part.body)
    assert d == {"flags": 0, "len_name": 7, "name": "abc.pdb", "padding": b"\0"}
    assert dxfuzz.serialize(obj) == data


def test_every_corpus_ildn_is_the_default_name_and_round_trips():
    parts = _corpus("ILDN")
    assert len(parts) == corpus_census()["parts"]["ILDN"]
    for name, obj, part in parts:
        body = part.body
        assert strict_bytes(body) == raw_part_data(part), name
        # DXC's default debug name: the shader hash in lowercase hex, ".pdb".
        digest = bytes(dxfuzz.find_parts(obj, "HASH")[0].body.digest)
        assert body.name == digest.hex() + ".pdb", name
        assert body.len_name == len(body.name) == 36
        # NUL, then zeros to 4: the part is align4(4 + length + 1) bytes.
        assert body.padding == b"\0" * (part.len_body - 4 - body.len_name)
        assert part.len_body == (4 + body.len_name + 1 + 3) // 4 * 4


def test_ildn_name_bytes_come_back_unchanged():
    raw = "shader-\u00e9\u00ff.pdb".encode("latin-1")
    payload = struct.pack("<HH", 0, len(raw)) + raw + b"\0\0"
    body = part_body("ILDN", payload)
    assert body.name.encode("latin-1") == raw
    assert strict_bytes(body) == payload
    with pytest.raises(dxfuzz.ParseError):
        part_body("ILDN", struct.pack("<HH", 0, 40) + b"abc\0")


@settings(max_examples=60)
@given(dxcontainer_ildn.debug_names())
def test_generated_ildn_round_trips(payload):
    body = part_body("ILDN", payload)
    assert strict_bytes(body) == payload
    assert body.padding[:1] == b"\0" and len(payload) % 4 == 0


# --- VERS ------------------------------------------------------------------------

def test_llvm_vers_unit_test():
    expected, data = _unittest("YAML_DXCFile_ParseVERSPart_1")
    assert "VERS 1.10 debug, commit count 5267, 21f060b7, 1.9.0.15267" in expected
    obj = dxfuzz.parse(data)
    d = dxfuzz.to_dict(obj.part_table[0].part.body)
    assert (d["major"], d["minor"], d["is_debug"], d["is_internal"], d["num_commits"]) == (
        1, 10, True, False, 5267)
    assert d["string_list"] == {"commit_hash": "21f060b7", "version_string": "1.9.0.15267", "extra": b""}
    assert d["len_string_list"] == 21 and d["padding"] == b"\0\0\0"
    assert dxfuzz.serialize(obj) == data


def test_every_corpus_vers_round_trips_and_is_consistent():
    parts = _corpus("VERS")
    assert len(parts) == corpus_census()["parts"]["VERS"]
    for name, obj, part in parts:
        body = part.body
        raw = raw_part_data(part)
        assert strict_bytes(body) == raw, name
        strings = body.string_list
        # The two strings with their NULs fill string_list_size; the part is
        # padded to 4 with zeros.
        assert len(strings.commit_hash) + len(strings.version_string) + 2 == body.len_string_list
        assert raw[16:16 + body.len_string_list] == (
            strings.commit_hash.encode() + b"\0" + strings.version_string.encode() + b"\0")
        assert part.len_body == (16 + body.len_string_list + 3) // 4 * 4
        assert body.padding == bytes(part.len_body - 16 - body.len_string_list)
        assert len(strings.commit_hash) == 8 and int(strings.commit_hash, 16) >= 0
        assert body.major == 1 and body.version_flags == 0
        # VERS is written only for libraries (lib_6_x): the program kind is 6.
        dxil = raw_part_data(dxfuzz.find_parts(obj, "DXIL")[0])
        assert struct.unpack_from("<I", dxil)[0] >> 16 == 6, name


def test_vers_strings_without_terminators_come_back_unchanged():
    for strings in (b"", b"abc", b"abc\0", b"abc\0def", b"abc\0def\0xy"):
        payload = struct.pack("<HHIII", 1, 8, 3, 7, len(strings)) + strings
        body = part_body("VERS", payload)
        assert strict_bytes(body) == payload, strings
    body = part_body("VERS", struct.pack("<HHIII", 1, 8, 3, 7, 7) + b"abc\0de\0x")
    assert (body.string_list.commit_hash, body.string_list.version_string, body.padding) == (
        "abc", "de", b"x")
    assert body.is_debug and body.is_internal
    with pytest.raises(dxfuzz.ParseError):
        part_body("VERS", struct.pack("<HHIII", 1, 8, 0, 0, 100) + b"abc\0")


@settings(max_examples=60)
@given(dxcontainer_vers.versions())
def test_generated_vers_round_trips(payload):
    body = part_body("VERS", payload)
    assert strict_bytes(body) == payload
    assert len(payload) % 4 == 0 and set(body.padding) <= {0}


@settings(max_examples=150)
@given(st.sampled_from(["ILDN", "VERS"]), st.binary(max_size=64))
def test_any_bytes_parse_or_raise_parse_error(fourcc, payload):
    try:
        body = part_body(fourcc, payload)
        dxfuzz.to_dict(body)
    except dxfuzz.ParseError:
        return
    assert strict_bytes(body) == payload
