"""Strategies for the parts of DXC's PDB containers: SRCI (source info) and
PDBI (PDB info, an RDAT of PdbInfo tables).

:func:`srci_bytes` lays source info out exactly as DXC's
``SourceInfoWriter`` does (names, contents, arguments; zlib-compressed
contents when asked); :func:`pdbi_bytes` wraps an RDAT payload as DXC's
``WritePdbInfoPart`` does. The strategies draw sources, arguments and both
storage modes of each part. There is no SRCI or PDBI in the real corpus, so
these builders are also what the tests use.
"""
from __future__ import annotations

import struct
import zlib

from hypothesis import strategies as st

from ..builder import build_part

SOURCE_CONTENTS, SOURCE_NAMES, ARGS = 0, 1, 2


def _pad4(data: bytes) -> bytes:
    return bytes(data) + bytes(-len(data) % 4)


def _section(section_type: int, data: bytes) -> bytes:
    data = _pad4(data)
    return struct.pack("<IHH", 8 + len(data), 0, section_type) + data


def srci_bytes(sources, args, compress: bool = True, level: int = 9) -> bytes:
    """SRCI as DXC writes it. ``sources``: ``(name, content)`` pairs (str or
    bytes, without NUL); ``args``: ``(name, value)`` pairs; ``compress``:
    zlib-compress the contents (DXC does whenever compression succeeds)."""
    enc = [(n.encode("utf-8") if isinstance(n, str) else bytes(n),
            c.encode("utf-8") if isinstance(c, str) else bytes(c)) for n, c in sources]
    names = bytearray()
    for name, content in enc:
        names += _pad4(struct.pack("<4I", 16 + len(name) + 1 + (-(16 + len(name) + 1) % 4), 0,
                                   len(name) + 1, len(content) + 1) + name + b"\0")
    names_section = struct.pack("<IIH", 0, len(enc), len(names)) + names
    entries = bytearray()
    for _, content in enc:
        entries += _pad4(struct.pack("<3I", 12 + len(content) + 1 + (-(12 + len(content) + 1) % 4),
                                     0, len(content) + 1) + content + b"\0")
    stored = zlib.compress(bytes(entries), level) if compress else bytes(entries)
    contents_section = struct.pack("<IHHIII", 0, 0, 1 if compress else 0, len(stored),
                                   len(entries), len(enc)) + stored
    arg_data = b"".join((n.encode("utf-8") if isinstance(n, str) else n) + b"\0"
                        + (v.encode("utf-8") if isinstance(v, str) else v) + b"\0" for n, v in args)
    args_section = struct.pack("<III", 0, len(arg_data), len(args)) + arg_data
    body = (_section(SOURCE_NAMES, names_section) + _section(SOURCE_CONTENTS, contents_section)
            + _section(ARGS, args_section))
    return _pad4(struct.pack("<IHH", 8 + len(body), 0, 3) + body)


def _text(value) -> str:
    """A string as the RDAT tree shows it: its UTF-8 bytes, one character each."""
    return (value.encode("utf-8") if isinstance(value, str) else bytes(value)).decode("latin-1")


def pdb_info_rdat(sources, args, libraries=(), pdb_name="shader.pdb", digest=bytes(16),
                  whole_dxil=b"", toolchain=(0, b"")) -> bytes:
    """An RDAT holding the PdbInfo tables of one shader, laid out by the RDAT writer."""
    info = {"sources": {"values": list(range(len(sources)))},
            "libraries": {"values": list(range(len(libraries)))},
            "arg_pairs": {"values": [_text(s) for pair in args for s in pair]},
            "hash": {"data": bytes(digest)}, "pdb_name": {"value": _text(pdb_name)},
            "custom_toolchain_id": toolchain[0], "custom_toolchain_data": {"data": toolchain[1]},
            "whole_dxil": {"data": bytes(whole_dxil)}}
    tables = [("pdb_info_table", [info]),
              ("pdb_info_source_table", [{"name": {"value": _text(n)}, "content": {"value": _text(c)}}
                                         for n, c in sources]),
              ("pdb_info_library_table", [{"name": {"value": _text(n)}, "data": {"data": bytes(d)}}
                                          for n, d in libraries])]
    return build_part("RDAT", {"part_offsets": [
        {"part": {"part_type": t, "body": {"records": rows}}} for t, rows in tables if rows]})


def pdbi_bytes(rdat: bytes, compress: bool = True, level: int = 9) -> bytes:
    """PDBI as DXC's ``WritePdbInfoPart`` writes it (always zlib; ``compress=False``
    stores the RDAT as is, which the reader also accepts), padded to 4."""
    stored = zlib.compress(rdat, level) if compress else rdat
    return _pad4(struct.pack("<HHII", 0, 1 if compress else 0, len(stored), len(rdat)) + stored)


# --- strategies ----------------------------------------------------------------

file_names = st.sampled_from(["shader.hlsl", "C:\\src\\common.hlsli", "inc/light.hlsli",
                              "/home/u/a.hlsl", "\u00e9t\u00e9.hlsl"]) | st.text(
    st.characters(min_codepoint=0x20, max_codepoint=0x7E), min_size=1, max_size=20)
contents = st.text(max_size=200).map(lambda t: t.replace("\0", "")) | st.sampled_from([
    "float4 main() : SV_Target { return 1; }\n",
    "#include \"common.hlsli\"\n" * 40,
    ""])
arg_pairs = st.lists(st.tuples(st.sampled_from(["T", "E", "Zi", "D", "", "Qembed_debug", "Wno-x"]),
                               st.sampled_from(["ps_6_0", "main", "", "DEFINE=1", "shader.hlsl"])),
                     max_size=6)


@st.composite
def sources(draw):
    return draw(st.lists(st.tuples(file_names, contents), max_size=4))


@st.composite
def srci_parts(draw):
    """Payload bytes of an SRCI part, compressed or not."""
    return srci_bytes(draw(sources()), draw(arg_pairs), compress=draw(st.booleans()),
                      level=draw(st.integers(0, 9)))


@st.composite
def pdbi_parts(draw):
    """Payload bytes of a PDBI part, compressed or not."""
    rdat = pdb_info_rdat(draw(sources()), draw(arg_pairs),
                         libraries=draw(st.lists(st.tuples(file_names, st.binary(max_size=32)),
                                                 max_size=2)),
                         pdb_name=draw(file_names), digest=draw(st.binary(min_size=16, max_size=16)),
                         whole_dxil=draw(st.binary(max_size=32)),
                         toolchain=(draw(st.integers(0, 0xFFFFFFFF)), draw(st.binary(max_size=8))))
    return pdbi_bytes(rdat, compress=draw(st.booleans()), level=draw(st.integers(0, 9)))


def part_strategies() -> dict:
    return {"SRCI": srci_parts(), "PDBI": pdbi_parts()}
