"""extract / strip / replace on real files: the rebuilt container keeps every
other part byte for byte, lays them out as DXC does and signs it."""
from __future__ import annotations

import hashlib
import os
import subprocess

import pytest

import dxfuzz
from dxfuzz import digest, edit, output, part_table, ParseError

from conftest import corpus_census, corpus_files, corpus_manifest, llvm_tool


def named(name):
    return dict(corpus_files())[name]


def test_rebuilding_unchanged_parts_gives_back_every_signed_contiguous_file(corpus):
    """The builder lays parts out exactly like FXC and DXC: rebuilding a
    file's own parts reproduces the original file, digest included."""
    valid = {row["file"] for row in corpus_manifest() if row["digest"] == "valid"}
    same = 0
    for name, data in corpus:
        parts = part_table.read_parts(data)
        if not parts:
            continue
        out = edit.rebuild(parts, data, "recompute")
        if name in valid:
            assert out == data, name
            same += 1
        else:  # a wrong or zero digest gets recomputed; nothing else changes
            assert out[20:] == data[20:] and digest.state(out) == "valid", name
    assert same == corpus_census()["digest"]["valid"] - sum(1 for _, d in corpus if not part_table.read_parts(d))


def test_an_edit_that_changes_nothing_gives_back_the_input(corpus):
    """Replacing a part by itself, or stripping a fourcc the file lacks, is a
    no-op whatever the digest state: nothing re-signed, nothing re-laid out."""
    states = set()
    for name, data in corpus:
        parts = part_table.read_parts(data)
        if not parts:
            continue
        assert edit.replace(data, parts[0][0], parts[0][1], index=0) == data, name
        assert edit.strip(data, ["NOPE"], missing_ok=True) == data, name
        states.add(digest.state(data))
    assert states == {"valid", "mismatch", "zero"}


def test_auto_digest_signs_only_what_was_signed():
    signed = dxfuzz.build([dxfuzz.Part("SFI0", bytes(8)), dxfuzz.Part("PRIV", b"x")])
    for state, sentinel in (("zero", "zero"), ("bypass", "bypass"), ("preview", "preview")):
        unsigned = digest.with_digest(signed, sentinel)
        assert digest.state(edit.strip(unsigned, ["PRIV"])) == state
    mismatched = bytearray(signed)
    mismatched[4] ^= 1
    out = edit.strip(bytes(mismatched), ["PRIV"])
    assert out[4:20] == bytes(mismatched[4:20]) and digest.state(out) == "mismatch"
    assert digest.state(edit.strip(signed, ["PRIV"])) == "valid"
    assert digest.state(edit.strip(bytes(mismatched), ["PRIV"], digest="recompute")) == "valid"


def test_strip_removes_the_part_and_keeps_the_others(corpus):
    for name, data in corpus[::25]:
        parts = part_table.read_parts(data)
        if len(parts) < 2:
            continue
        gone = parts[-1][0]
        out = edit.strip(data, [gone])
        assert [p for p in part_table.read_parts(out)] == [p for p in parts if p[0] != gone], name
        assert digest.state(out) == "valid"
        obj = dxfuzz.parse(out)
        assert gone not in [p.fourcc_text for p in dxfuzz.parts(obj)]
        assert obj.len_file == len(out)


def test_digest_choices():
    data = named("bgfx/cs_mipgen_oddx_dxil.dxbc")
    for choice, state in (("zero", "zero"), ("bypass", "bypass"), ("preview", "preview"),
                          ("recompute", "valid")):
        assert digest.state(edit.strip(data, ["ILDN"], digest=choice)) == state
    kept = edit.strip(data, ["ILDN"], digest="keep")
    assert kept[4:20] == data[4:20] and digest.state(kept) == "mismatch"
    with pytest.raises(ValueError):
        edit.strip(data, ["ILDN"], digest="nonsense")


def test_replace_adds_before_priv_and_refuses_missing_parts():
    data = named("bgfx/cs_mipgen_oddx_dxil.dxbc")
    with_priv = edit.replace(data, "PRIV", b"private", add=True)
    assert [f for f, _ in part_table.read_parts(with_priv)][-1] == "PRIV"
    with_rts = edit.replace(with_priv, "RTS0", b"\x02\0\0\0" + bytes(20), add=True)
    assert [f for f, _ in part_table.read_parts(with_rts)][-2:] == ["RTS0", "PRIV"]
    with pytest.raises(KeyError):
        edit.replace(data, "RTS0", b"")
    with pytest.raises(KeyError):
        edit.strip(data, ["RTS0"])


def test_replace_one_of_several_libf_parts():
    lib = next(d for _, d in corpus_files() if [f for f, _ in part_table.read_parts(d)].count("LIBF") >= 2)
    parts = part_table.read_parts(lib)
    out = edit.replace(lib, "LIBF", parts[[f for f, _ in parts].index("LIBF")][1], index=1)
    libfs = [b for f, b in part_table.read_parts(out) if f == "LIBF"]
    first = [b for f, b in parts if f == "LIBF"][0]
    assert libfs[0] == libfs[1] == first
    assert edit.count_parts(out, "LIBF") == edit.count_parts(lib, "LIBF")


def test_extract_bitcode_is_what_the_program_header_points_to(corpus):
    n = 0
    for name, data in corpus:
        for fourcc in ("DXIL", "ILDB"):
            if edit.count_parts(data, fourcc) == 0:
                continue
            body = edit.extract(data, fourcc)
            bc = edit.extract(data, fourcc, bitcode=True)
            obj = dxfuzz.parse(data)
            program = dxfuzz.find_parts(obj, fourcc)[0].body
            assert len(bc) == program.len_bitcode and bc[:4] == b"BC\xc0\xde", name
            assert body[8 + program.ofs_bitcode:][:len(bc)] == bc
            n += 1
    assert n >= 575


def test_extracted_bitcode_is_what_the_hash_part_hashes():
    data = named("bgfx/cs_mipgen_oddx_dxil.dxbc")
    bc = edit.extract(data, "DXIL", bitcode=True)
    assert hashlib.md5(bc).hexdigest() == "c2bcd0f172760804124eb2de00b12d69"
    assert edit.extract(data, "HASH")[4:].hex() == "c2bcd0f172760804124eb2de00b12d69"


def test_llvm_bcanalyzer_reads_the_extracted_bitcode(tmp_path):
    tool = llvm_tool("llvm-bcanalyzer")
    bc = edit.extract(named("bgfx/cs_mipgen_oddx_dxil.dxbc"), "DXIL", bitcode=True)
    path = tmp_path / "x.bc"
    path.write_bytes(bc)
    out = subprocess.run([tool, str(path)], capture_output=True, text=True, timeout=60)
    assert out.returncode == 0 and f"Total size: {len(bc) * 8}b" in out.stdout


def test_bitcode_of_an_fxc_stat_part_is_refused():
    data = named("bgfx/cs_mipgen_oddx_dxbc.dxbc")
    with pytest.raises(ValueError):
        edit.extract(data, "SHEX", bitcode=True)
    fxc_stat = next(d for _, d in corpus_files() if edit.count_parts(d, "STAT")
                    and not edit.count_parts(d, "DXIL"))
    with pytest.raises(ParseError):
        edit.extract(fxc_stat, "STAT", bitcode=True)


def test_malformed_input_is_refused_with_a_parse_error():
    data = named("bgfx/cs_mipgen_oddx_dxil.dxbc")
    for bad in (b"", b"DXBC", data[:3000], b"XXXX" + data[4:]):
        with pytest.raises(ParseError):
            edit.strip(bad, ["ILDN"])


def test_write_file_replaces_in_place(tmp_path):
    path = tmp_path / "a.dxbc"
    path.write_bytes(b"old")
    os.chmod(path, 0o640)
    output.write_file(str(path), b"new")
    assert path.read_bytes() == b"new" and (os.stat(path).st_mode & 0o777) == 0o640
    assert os.listdir(tmp_path) == ["a.dxbc"]
