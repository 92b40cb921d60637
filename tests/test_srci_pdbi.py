"""SRCI (source info) and PDBI (PDB info) - the parts of DXC's PDB containers.

The corpus has neither part, so every file here is synthetic: laid out by
``dxfuzz.strategies.dxcontainer_srci`` / ``dxcontainer_pdbi`` exactly as DXC's ``SourceInfoWriter`` and
``WritePdbInfoPart`` lay them out (DxilContainer.h, dxcshadersourceinfo.cpp,
DxilPdbInfoWriter.cpp) and placed in a container with ``dxfuzz.build``.
"""
from __future__ import annotations

import struct
import zlib

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import dxfuzz
from dxfuzz import compression
from dxfuzz.strategies.dxcontainer_pdbi import pdb_info_rdat, pdbi_bytes, pdbi_parts
from dxfuzz.strategies.dxcontainer_srci import arg_pairs, sources, srci_bytes, srci_parts

SOURCES = [("C:\\src\\shader.hlsl", '#include "common.hlsli"\nfloat4 main() : SV_Target { return C; }\n'),
           ("C:\\src\\common.hlsli", "static const float4 C = 1;\n// caf\u00e9\n")]
ARGS = [("T", "ps_6_0"), ("E", "main"), ("Zi", ""), ("", "C:\\src\\shader.hlsl"), ("Wno-foo", "")]


def container(fourcc, payload):
    return dxfuzz.build([dxfuzz.Part(fourcc, payload)])


def decoded(fourcc, payload):
    data = container(fourcc, payload)
    obj = dxfuzz.parse(data)
    (part,) = dxfuzz.find_parts(obj, fourcc)
    return obj, data, dxfuzz.to_dict(part.body)


def utf8(text: str) -> str:
    """Text shown as ISO-8859-1, read back as the UTF-8 it is."""
    return text.encode("iso-8859-1").decode("utf-8")


@pytest.mark.parametrize("compress", [True, False])
def test_srci_as_dxc_writes_it(compress):
    obj, data, srci = decoded("SRCI", srci_bytes(SOURCES, ARGS, compress=compress))
    assert dxfuzz.serialize(obj) == data
    out, gaps = dxfuzz.serialize_with_gaps(obj)
    assert out == data and gaps == []
    assert srci["num_sections"] == 3 and srci["len_aligned"] == len(data) - 44
    names, contents, args = srci["body"]["sections"]
    assert [s["section_type"] for s in (names, contents, args)] == ["source_names", "source_contents", "args"]
    entries = names["body"]["entries"]["entries"]
    assert [e["body"]["text"] for e in entries] == [n for n, _ in SOURCES]
    assert [e["len_content"] for e in entries] == [len(c.encode()) + 1 for _, c in SOURCES]
    # The 10-byte names header puts the first entry 2 bytes past a multiple of 4.
    assert names["body"]["len_entries"] == sum(e["len_aligned"] for e in entries)
    body = contents["body"]
    if compress:
        assert body["compress_type"] == "zlib" and isinstance(body["entries"], bytes)
        first = body["inflated"]["entries"]["entries"][0]
        assert zlib.decompress(body["entries"])[:4] == struct.pack("<I", first["len_aligned"])
        files = body["inflated"]["entries"]["entries"]
    else:
        assert body["compress_type"] == "none" and "inflated" not in body
        assert body["len_entries_uncompressed"] == body["len_entries"]
        files = body["entries"]["entries"]
    assert [utf8(f["body"]["text"]) for f in files] == [c for _, c in SOURCES]
    assert all(f["len_aligned"] % 4 == 0 and f["body"]["terminator"] == 0 for f in files)
    pairs = args["body"]["pairs"]["pairs"]
    assert [(p["name"], p["value"]) for p in pairs] == ARGS
    assert args["body"]["num_args"] == len(ARGS)


def srci_with(contents_header, stored):
    """An SRCI whose contents section has the given header and stored bytes."""
    section = contents_header + stored + bytes(-len(stored) % 4)
    body = struct.pack("<IHH", 8 + len(section), 0, 0) + section
    return struct.pack("<IHH", 8 + len(body), 0, 1) + body


def test_srci_decompression_bomb_and_bad_data_are_refused():
    stored = zlib.compress(bytes(1 << 20), 9)  # 1 MiB of zeros in about 1 KiB
    assert len(stored) * compression.MAX_RATIO + compression.SLACK < 1 << 20
    # Declared larger than the ratio allows: refused before inflating.
    declared = len(stored) * compression.MAX_RATIO + compression.SLACK + 1
    with pytest.raises(dxfuzz.ParseError, match="decompression bomb"):
        dxfuzz.parse(container("SRCI", srci_with(struct.pack("<IHHIII", 0, 0, 1, len(stored), declared, 1), stored)))
    # Declared small, inflates past the ratio: inflating stops there.
    obj = dxfuzz.parse(container("SRCI", srci_with(struct.pack("<IHHIII", 0, 0, 1, len(stored), 100, 1), stored)))
    with pytest.raises(dxfuzz.ParseError, match="cannot be inflated.*decompression bomb"):
        dxfuzz.to_dict(obj)
    # Declared smaller than what it inflates to, within the ratio.
    small = zlib.compress(bytes(range(256)) * 8)
    obj = dxfuzz.parse(container("SRCI", srci_with(struct.pack("<IHHIII", 0, 0, 1, len(small), 100, 1), small)))
    with pytest.raises(dxfuzz.ParseError, match="do not have the declared uncompressed size"):
        dxfuzz.to_dict(obj)
    # Not zlib data at all, or cut short (zlib.error becomes a ParseError).
    for junk in (b"this is not zlib", small[:-6]):
        obj = dxfuzz.parse(container("SRCI", srci_with(struct.pack("<IHHIII", 0, 0, 1, len(junk), 2048, 1), junk)))
        with pytest.raises(dxfuzz.ParseError, match="cannot be inflated"):
            dxfuzz.to_dict(obj)


def test_bounded_inflate_matches_zlib_within_the_ratio():
    for raw in (b"", b"x", bytes(range(256)) * 40, b"#include <a.hlsli>\n" * 2000):
        stored = zlib.compress(raw, 9)
        if len(raw) <= compression.limit(len(stored)):
            assert compression.inflate(stored) == raw
    # Trailing bytes after the stream are ignored, as zlib.decompress does.
    assert compression.inflate(zlib.compress(b"abc") + b"junk") == zlib.decompress(zlib.compress(b"abc") + b"junk")


def test_srci_text_without_nul_is_refused():
    payload = bytearray(srci_bytes(SOURCES[:1], [], compress=False))
    name = SOURCES[0][0].encode()
    at = payload.index(name) + len(name)
    payload[at] = ord("!")
    with pytest.raises(dxfuzz.ParseError, match="not NUL-terminated"):
        dxfuzz.parse(container("SRCI", bytes(payload)))


@pytest.mark.parametrize("compress", [True, False])
def test_pdbi_as_dxc_writes_it(compress):
    rdat = pdb_info_rdat(SOURCES, ARGS, libraries=[("lib.dxil", b"\x01\x02\x03")], pdb_name="shader.pdb",
                         digest=bytes(range(16)), whole_dxil=b"DXBC...", toolchain=(7, b"tc"))
    obj, data, pdbi = decoded("PDBI", pdbi_bytes(rdat, compress=compress))
    out, gaps = dxfuzz.serialize_with_gaps(obj)
    assert out == data and gaps == []
    assert pdbi["version"] == "version_0" and pdbi["len_uncompressed"] == len(rdat)
    if compress:
        assert pdbi["compression_type"] == "zlib" and zlib.decompress(pdbi["payload"]) == rdat
        tables_rdat = pdbi["inflated"]["rdat"]
    else:
        assert pdbi["compression_type"] == "uncompressed" and "inflated" not in pdbi
        tables_rdat = pdbi["payload"]
    t = {e["part"]["part_type"]: e["part"]["body"] for e in tables_rdat["part_table"]}
    (info,) = t["pdb_info_table"]["records"]
    sources = [t["pdb_info_source_table"]["records"][i] for i in info["sources"]["values"]]
    assert [(s["name"]["value"], utf8(s["content"]["value"])) for s in sources] == SOURCES
    (lib,) = [t["pdb_info_library_table"]["records"][i] for i in info["libraries"]["values"]]
    assert (lib["name"]["value"], lib["data"]["data"]) == ("lib.dxil", b"\x01\x02\x03")
    by_ofs = {s["ofs_string"]: s["text"] for s in tables_rdat["string_buffer"]["strings"]}
    flat = [by_ofs[o] for o in info["arg_pairs"]["values"]]
    assert list(zip(flat[::2], flat[1::2])) == ARGS
    assert info["hash"]["data"] == bytes(range(16)) and info["pdb_name"]["value"] == "shader.pdb"
    assert (info["custom_toolchain_id"], info["custom_toolchain_data"]["data"]) == (7, b"tc")
    assert info["whole_dxil"]["data"] == b"DXBC..."


def test_pdbi_bomb_and_lying_size_are_refused():
    rdat = pdb_info_rdat(SOURCES, ARGS)
    stored = zlib.compress(rdat)
    bomb = struct.pack("<HHII", 0, 1, len(stored), compression.limit(len(stored)) + 1) + stored
    with pytest.raises(dxfuzz.ParseError, match="decompression bomb"):
        dxfuzz.parse(container("PDBI", bomb))
    lying = struct.pack("<HHII", 0, 1, len(stored), len(rdat) - 4) + stored
    with pytest.raises(dxfuzz.ParseError, match="declared uncompressed size"):
        dxfuzz.to_dict(dxfuzz.parse(container("PDBI", lying)))
    broken = struct.pack("<HHII", 0, 1, len(stored) - 8, len(rdat)) + stored[:-8]
    with pytest.raises(dxfuzz.ParseError, match="cannot be inflated"):
        dxfuzz.to_dict(dxfuzz.parse(container("PDBI", broken)))


@settings(max_examples=40)
@given(srci_parts(), pdbi_parts())
def test_generated_srci_and_pdbi_round_trip(srci, pdbi):
    data = dxfuzz.build([dxfuzz.Part("SRCI", srci), dxfuzz.Part("PDBI", pdbi)])
    obj = dxfuzz.parse(data)
    out, gaps = dxfuzz.serialize_with_gaps(obj)
    assert out == data and gaps == []
    tree = dxfuzz.to_dict(obj)
    srci_tree, pdbi_tree = (e["part"]["body"] for e in tree["part_table"])
    contents = srci_tree["body"]["sections"][1]["body"]
    assert ("inflated" not in contents) == (contents["compress_type"] == "none")
    assert ("inflated" not in pdbi_tree) == (pdbi_tree["compression_type"] == "uncompressed")


#: What the SRCI and PDBI writers compute when a tree leaves it out.
_LAYOUT = {"len_aligned", "num_sections", "num_names", "num_entries", "len_entries", "len_entries_uncompressed",
           "len_name", "len_content", "len_args", "num_args", "len_payload", "len_uncompressed",
           "len_with_nul", "len_expected"}


def _meaning(tree):
    """A tree without sizes and counts, and without the stored (compressed)
    bytes where the decompressed view says what they hold."""
    if isinstance(tree, list):
        return [_meaning(v) for v in tree]
    if not isinstance(tree, dict):
        return tree
    out = {k: _meaning(v) for k, v in tree.items() if k not in _LAYOUT}
    if out.get("inflated"):
        out.pop("entries", None)
        out.pop("payload", None)
    return out


@settings(max_examples=40)
@given(sources(), arg_pairs, st.booleans(), st.integers(0, 9))
def test_built_again_from_what_they_mean(srcs, args, compress, level):
    """SRCI and PDBI trees without sizes, counts and stored bytes: the
    writers compress what ``inflated`` holds and lay both parts out as DXC
    does, byte for byte."""
    srci = srci_bytes(srcs, args, compress=compress, level=level)
    tree = _meaning(decoded("SRCI", srci)[2])
    assert dxfuzz.build_part("SRCI", tree, options={"zlib_level": level}) == srci
    pdbi = pdbi_bytes(pdb_info_rdat(srcs, args), compress=compress, level=level)
    tree = _meaning(decoded("PDBI", pdbi)[2])
    assert "payload" not in tree or not compress
    assert dxfuzz.build_part("PDBI", tree, options={"zlib_level": level}) == pdbi
