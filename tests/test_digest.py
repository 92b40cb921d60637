"""The container digest: published vectors, real files, native == fallback."""
from __future__ import annotations

import struct

from hypothesis import given, settings, strategies as st

from dxfuzz import digest

from conftest import corpus_files


def words(d: bytes):
    return [f"{w:08x}" for w in struct.unpack("<4I", d)]


def test_dxc_unit_test_vector_for_empty_input():
    # DXC unittests/DxilHash/DxilHashTest.cpp: ComputeHashRetail of nothing.
    assert words(digest.checksum(b"")) == ["f6600d14", "bae275b7", "d4be4a4e", "a1e9b201"]
    assert digest.checksum_python(b"") == digest.checksum(b"")


def test_vkd3d_proton_vector_two_final_blocks():
    # vkd3d-proton's table: bytes 0..75, digest over bytes 20..75 (56 bytes,
    # the case that needs two final blocks).
    msg = bytes(range(76))[20:]
    assert words(digest.checksum(msg)) == ["8007c6a6", "42d63d13", "455c959f", "62414d07"]
    assert digest.checksum_python(msg) == digest.checksum(msg)


def test_real_files_with_every_tail_length_class():
    files = dict(corpus_files())
    seen = set()
    for name, data in files.items():
        if digest.state(data) != "valid":
            continue
        r = (len(data) - 20) % 64
        cls = "zero" if r == 0 else "short" if r < 56 else "long"
        if cls not in seen:
            assert digest.checksum_python(data[20:]) == data[4:20], name
            seen.add(cls)
    assert seen == {"zero", "short", "long"}


def test_native_is_available_here():
    # CI and developer machines have OpenSSL's libcrypto (hashlib uses it).
    assert digest.NATIVE


@settings(max_examples=200)
@given(st.binary(min_size=0, max_size=300))
def test_native_and_fallback_agree(message):
    assert digest.checksum_native(message) == digest.checksum_python(message)


def test_sentinels_and_with_digest():
    data = bytes(files_first())
    for name, value in (("zero", digest.ZERO), ("bypass", digest.BYPASS), ("preview", digest.PREVIEW)):
        marked = digest.with_digest(data, name)
        assert marked[4:20] == value and digest.state(marked) == name
    broken = bytearray(data)
    broken[-1] ^= 0xFF
    assert digest.state(bytes(broken)) == "mismatch"
    assert digest.state(digest.with_digest(bytes(broken), "recompute")) == "valid"


def files_first():
    return corpus_files()[0][1]
