"""``scan`` finds containers at known offsets in synthetic blobs, tells valid,
truncated and damaged ones apart, ignores the word DXBC elsewhere, and stays
fast on large inputs."""
from __future__ import annotations

import os
import random
import struct
import time

from dxfuzz import scan
from dxfuzz.part_table import read_parts

from conftest import corpus_files

A = "bgfx/cs_mipgen_oddx_dxil.dxbc"  # 3936 bytes, 7 parts
B = "bgfx/cs_mipgen_oddx_dxbc.dxbc"  # 3340 bytes, ISGN OSGN SHEX


def named(name):
    return dict(corpus_files())[name]


def blob_with(items, size=200_000, seed=7):
    rnd = random.Random(seed)
    blob = bytearray(rnd.getrandbits(8) for _ in range(size))
    for where, data in items:
        blob[where:where + len(data)] = data
    return bytes(blob)


def test_finds_containers_at_known_offsets():
    a, b = named(A), named(B)
    blob = blob_with([(1001, a), (65536, b), (120_000, b"DXBC and some text")])
    found = list(scan.scan_buffer(blob))
    assert [(f.offset, f.size, f.status, f.digest) for f in found] == [
        (1001, 3936, "valid", "valid"), (65536, 3340, "valid", "valid")]
    assert found[0].parts == ["SFI0", "ISG1", "OSG1", "PSV0", "ILDN", "HASH", "DXIL"]
    assert found[1].parts == ["ISGN", "OSGN", "SHEX"]
    assert found[0].nested_in is None


def test_rejected_hits_are_listed_only_on_request():
    blob = blob_with([(500, b"DXBC" + bytes(16) + b"\x02\x00\x00\x00")], size=4096)
    assert list(scan.scan_buffer(blob)) == []
    rejected = list(scan.scan_buffer(blob, include_rejected=True))
    assert [(f.offset, f.status) for f in rejected] == [(500, "rejected")]
    assert "version 2.0" in rejected[0].problem


def test_truncated_and_damaged_candidates():
    a = named(A)
    cut = blob_with([(100, a[:2000])], size=2100)  # the data ends inside DXIL
    (f,) = scan.scan_buffer(cut)
    assert (f.offset, f.status, f.available, f.size, f.digest) == (100, "truncated", 2000, 3936, "")
    assert f.parts == ["SFI0", "ISG1", "OSG1", "PSV0", "ILDN", "HASH", "DXIL"]
    assert "inside part 6 'DXIL'" in f.problem
    broken = bytearray(a)
    struct.pack_into("<I", broken, 32 + 4 * 3, 4000)  # PSV0's offset past the file size
    (f,) = scan.scan_buffer(blob_with([(0, bytes(broken))], size=5000))
    assert f.status == "damaged" and "part 3 offset 0xfa0" in f.problem
    header_only = blob_with([(0, a[:40])], size=40)
    (f,) = scan.scan_buffer(header_only)
    assert f.status == "truncated" and "part table" in f.problem


def test_nested_containers_say_who_holds_them():
    libs = [(n, d) for n, d in corpus_files() if any(f == "LIBF" for f, _ in read_parts(d))]
    name, lib = libs[0]
    found = list(scan.scan_buffer(lib))
    assert found[0].offset == 0 and found[0].nested_in is None
    inner = [f for f in found if f.nested_in is not None]
    n_libf = sum(1 for f, _ in read_parts(lib) if f == "LIBF")
    assert len(inner) >= n_libf and all(f.nested_in == 0 for f in inner[:n_libf])
    assert all(f.status == "valid" for f in found), name


def test_every_corpus_file_is_found_whole(corpus):
    for name, data in corpus[::10]:
        found = list(scan.scan_buffer(b"\xff" * 13 + data + b"\x00" * 7))
        top = found[0]
        assert (top.offset, top.size, top.status) == (13, len(data), "valid"), name


def test_scan_file_and_carve(tmp_path):
    a, b = named(A), named(B)
    path = tmp_path / "game.bin"
    path.write_bytes(blob_with([(10_000, a), (50_001, b)], size=100_000))
    found = scan.scan_file(str(path))
    assert [f.offset for f in found] == [10_000, 50_001]
    assert scan.carve(str(path), found[0]) == a and scan.carve(str(path), found[1]) == b
    empty = tmp_path / "empty"
    empty.write_bytes(b"")
    assert scan.scan_file(str(empty)) == []


def test_large_input_is_searched_quickly(tmp_path):
    a = named(A)
    size = 64 << 20
    path = tmp_path / "dump.bin"
    with open(path, "wb") as f:
        f.write(os.urandom(size // 2))
        f.write(a)
        f.write(b"DXBC" * 1000)  # many false hits in a row
        f.write(os.urandom(size // 2))
    start = time.perf_counter()
    found = scan.scan_file(str(path))
    elapsed = time.perf_counter() - start
    assert [f.offset for f in found] == [size // 2]
    assert elapsed < 10, elapsed


def test_implausible_part_counts_are_rejected_without_reading_them():
    head = b"DXBC" + bytes(16) + struct.pack("<HHII", 1, 0, 0x7FFFFFFF, 0x10000000)
    (f,) = scan.scan_buffer(head + bytes(64), include_rejected=True)
    assert f.status == "rejected" and "cannot fit" in f.problem
