"""DXIL program parts (DXIL, ILDB): header values checked against LLVM's
obj2yaml, the bitcode's top-level blocks against llvm-bcanalyzer, byte-exact
round trips of every real program part with every byte written, the shader
kind handed to PSV0, malformed bitcode, and generated round trips."""
from __future__ import annotations

import functools
import glob
import os
import re
import struct
import subprocess
from concurrent.futures import ThreadPoolExecutor

import pytest
from hypothesis import given, settings

import dxfuzz
from dxfuzz import kaitai
from dxfuzz.strategies import dxcontainer_program
from dxfuzz.write import serialize_object, write
from dxfuzz.write.buffer import Writer

from conftest import corpus_files, llvm_tool, raw_part_data, shared_path

PROGRAM = ("DXIL", "ILDB")


def _program(payload: bytes):
    from kaitaistruct import BytesIO, KaitaiStream
    return kaitai.spec_class("dxcontainer_program")(KaitaiStream(BytesIO(payload)))


@functools.lru_cache(maxsize=None)
def _real_programs():
    """``(file, part)`` of every DXIL/ILDB part in the corpus and LLVM's test binaries."""
    out = []
    files = [(name, data) for name, data in corpus_files()]
    for path in sorted(glob.glob(os.path.join(shared_path("llvm", "bin"), "*.dxbc"))):
        with open(path, "rb") as f:
            files.append((os.path.basename(path), f.read()))
    for name, data in files:
        try:
            obj = dxfuzz.parse(data)
        except dxfuzz.ParseError:
            continue  # LLVM's deliberately broken inputs
        out += [(name, p) for p in dxfuzz.parts(obj) if p.fourcc_text in PROGRAM]
    return out


# --- real values ---------------------------------------------------------------

def test_compute_shader_header_matches_obj2yaml():
    # obj2yaml of bgfx/cs_mipgen_oddx_dxil.dxbc: MajorVersion 6, MinorVersion 0,
    # ShaderKind 5, Size 871, DXILMajorVersion 1, DXILMinorVersion 0, DXILSize 3460.
    data = dict(corpus_files())["bgfx/cs_mipgen_oddx_dxil.dxbc"]
    body = dxfuzz.find_parts(dxfuzz.parse(data), "DXIL")[0].body
    assert (body.shader_model_major, body.shader_model_minor) == (6, 0)
    assert body.shader_kind.name == "compute" and body.len_dwords == 871
    assert (body.dxil_version_major, body.dxil_version_minor) == (1, 0)
    assert body.has_dxil_magic and body.ofs_bitcode == 16 and body.len_bitcode == 3460
    # llvm-bcanalyzer -dump: <MODULE_BLOCK NumWords=862 BlockCodeSize=3>
    blocks = body.bitcode.blocks
    assert [(b.header.block_id.name, b.header.len_words, b.header.abbrev_width) for b in blocks] \
        == [("module", 862, 3)]
    assert body.bitcode.trailing == b"" and body.padding == b""


def test_every_real_program_part_round_trips_with_every_byte_written():
    programs = _real_programs()
    kinds = set()
    for name, part in programs:
        w = Writer()
        write(part.body, w)
        # every byte of the part is a field (headers, bitcode blocks, padding)
        assert w.unwritten() == [], name
        assert w.finish() == raw_part_data(part), name
        kinds.add(part.body.shader_kind)
    assert len([1 for _, p in programs if p.fourcc_text == "DXIL"]) >= 575 + 20
    assert {getattr(k, "name", k) for k in kinds} >= {
        "pixel", "vertex", "geometry", "hull", "domain", "compute", "mesh", "amplification"}


def test_real_dxc_bitcode_is_one_module_block_filling_the_bitcode():
    seen = 0
    for name, data in corpus_files():
        for part in dxfuzz.find_parts(dxfuzz.parse(data, lazy=True), "DXIL"):
            code = part.body.bitcode
            seen += 1
            assert [b.header.block_id.name for b in code.blocks] == ["module"], name
            assert 4 + 8 + 4 * code.blocks[0].header.len_words == part.body.len_bitcode, name
            assert part.body.len_dwords * 4 == part.len_body, name
    assert seen == 575


# --- llvm-bcanalyzer ------------------------------------------------------------

_TOP = re.compile(r"^<(\w+) BlockID=(\d+) NumWords=(\d+) BlockCodeSize=(\d+)>", re.M)
SAMPLE = 48  #: bitcode files given to llvm-bcanalyzer (one process each, ~40 ms)


def _bitcode_sample():
    """Every k-th corpus DXIL part's bitcode, plus every distinct shader kind."""
    parts, by_kind = [], {}
    for name, data in corpus_files():
        for part in dxfuzz.find_parts(dxfuzz.parse(data, lazy=True), "DXIL"):
            parts.append((name, part.body))
            by_kind.setdefault(part.body.shader_kind, (name, part.body))
    step = max(1, len(parts) // SAMPLE)
    chosen = dict(parts[::step])
    chosen.update(dict(by_kind.values()))
    return sorted(chosen.items())


def test_llvm_bcanalyzer_reads_the_bitcode_and_agrees_on_top_level_blocks(tmp_path):
    tool = llvm_tool("llvm-bcanalyzer")
    sample = _bitcode_sample()
    jobs = []
    for i, (name, body) in enumerate(sample):
        path = tmp_path / f"{i}.bc"
        start = 8 + body.ofs_bitcode
        path.write_bytes(serialize_object(body)[start:start + body.len_bitcode])
        jobs.append((name, body, str(path)))

    def analyze(job):
        return subprocess.run([tool, "-dump", "--non-symbolic", job[2]],
                              capture_output=True, text=True, timeout=60)

    with ThreadPoolExecutor(max_workers=2) as pool:
        results = list(pool.map(analyze, jobs))
    for (name, body, _), proc in zip(jobs, results):
        assert proc.returncode == 0, (name, proc.stderr[-500:])
        theirs = [(m.group(1), int(m.group(2)), int(m.group(3)), int(m.group(4)))
                  for m in _TOP.finditer(proc.stdout)]
        ours = [(b.header.block_id.name.upper() + "_BLOCK", int(b.header.block_id),
                 b.header.len_words, b.header.abbrev_width) for b in body.bitcode.blocks]
        assert ours == theirs, name
    assert len(jobs) >= SAMPLE


# --- the shader kind PSV0 gets ---------------------------------------------------

def test_psv0_gets_the_dxil_parts_shader_kind():
    # LLVM's PSVv0 tests: obj2yaml shows the DXIL part's kind as ShaderStage.
    folder = shared_path("llvm", "bin")
    expected = {"PSVv0-hull": 3, "PSVv0-domain": 4, "PSVv0-mesh": 13, "PSVv0-pixel": 0,
                "PSVv0-vertex": 1, "PSVv0-geometry": 2, "PSVv0-amplification": 14,
                "PSVv0-compute": 5}
    for stem, kind in expected.items():
        path = glob.glob(os.path.join(folder, f"ObjectYAML__{stem}*.dxbc"))[0]
        with open(path, "rb") as f:
            obj = dxfuzz.parse(f.read())
        assert obj.program_locator.shader_kind == kind
        assert dxfuzz.find_parts(obj, "PSV0")[0].body.shader_kind == kind


def test_shader_kind_falls_back_to_ildb_then_to_none():
    dxil, ildb = _program_payload(kind=4), _program_payload(kind=9)
    psv = struct.pack("<I", 24) + bytes(24) + struct.pack("<I", 0)
    cases = [([("PSV0", psv), ("ILDB", ildb), ("DXIL", dxil)], 4),
             ([("ILDB", ildb), ("PSV0", psv)], 9),
             ([("PSV0", psv)], -1)]
    for parts, kind in cases:
        obj = dxfuzz.parse(dxfuzz.build([dxfuzz.Part(f, p) for f, p in parts]))
        assert dxfuzz.find_parts(obj, "PSV0")[0].body.shader_kind == kind
        dxfuzz.to_dict(obj)


def _program_payload(kind: int, code: bytes = b"BC\xc0\xde") -> bytes:
    body = struct.pack("<4sBBHII", b"DXIL", 8, 1, 0, 16, len(code)) + code
    body += bytes(-len(body) % 4)
    return struct.pack("<BBHI", 0x68, 0, kind, (len(body) + 8) // 4) + body


# --- malformed bitcode -------------------------------------------------------------

def test_listing_stops_at_garbage_and_keeps_the_rest():
    block = struct.pack("<II", dxcontainer_program.block_header_word(8, 3), 1) + b"\1\2\3\4"
    cases = {
        "abbrev id 0 after a block": block + struct.pack("<II", 0, 0),
        "length past the end": block + struct.pack("<II", dxcontainer_program.block_header_word(23, 3), 99),
        "short tail": block + b"\0\0\0\0",
        "id too long for one word": block + struct.pack("<II", 0xFFFFFFFD, 0),
    }
    for why, code in cases.items():
        body = _program(_program_payload(5, b"BC\xc0\xde" + code))
        assert [b.header.block_id for b in body.bitcode.blocks] == [8], why
        assert body.bitcode.trailing == code[len(block):], why
        assert serialize_object(body) == _program_payload(5, b"BC\xc0\xde" + code), why


def test_block_ids_and_widths_of_several_vbr_chunks():
    for block_id, width in ((0, 2), (127, 7), (128, 8), (16383, 63), (9000, 40)):
        code = struct.pack("<II", dxcontainer_program.block_header_word(block_id, width), 0)
        header = _program(_program_payload(5, b"BC\xc0\xde" + code)).bitcode.blocks[0].header
        assert (int(header.block_id), header.abbrev_width) == (block_id, width)


def test_bitcode_without_the_magic_is_refused_and_empty_bitcode_is_not():
    bad = dxfuzz.build([dxfuzz.Part("DXIL", _program_payload(5, b"\xde\xc0\x17\x0b"))])
    obj = dxfuzz.parse(bad)  # the bitcode is decoded lazily, like every pos instance
    with pytest.raises(dxfuzz.ParseError, match="^Bitcode does not start with the LLVM bitcode magic"):
        dxfuzz.to_dict(obj)
    empty = _program(_program_payload(5, b""))
    assert empty.bitcode is None and empty.len_bitcode == 0


def test_program_part_shorter_than_its_headers_is_refused_like_llvm():
    with pytest.raises(dxfuzz.ParseError, match="^Reading structure out of file bounds"):
        dxfuzz.parse(dxfuzz.build([dxfuzz.Part("DXIL", _program_payload(5)[:20])]))


# --- generated -----------------------------------------------------------------

@settings(max_examples=120)
@given(dxcontainer_program.program_parts())
def test_generated_program_parts_round_trip(payload):
    body = _program(payload)
    assert serialize_object(body) == payload
    d = dxfuzz.to_dict(body)
    assert d["bitcode"]["trailing"] == b""
    assert 4 * d["len_dwords"] == len(payload)
    data = dxfuzz.build([dxfuzz.Part("ILDB", payload), dxfuzz.Part("DXIL", payload)])
    assert dxfuzz.serialize(dxfuzz.parse(data)) == data
