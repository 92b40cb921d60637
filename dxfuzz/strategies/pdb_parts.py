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

from .dxcontainer_rdat import (PDB_INFO, PDB_INFO_LIBRARY, PDB_INFO_SOURCE, RdatBuilder,
                               rdat_bytes)

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


def pdb_info_rdat(sources, args, libraries=(), pdb_name="shader.pdb", digest=bytes(16),
                  whole_dxil=b"", toolchain=(0, b"")) -> bytes:
    """An RDAT holding the PdbInfo tables of one shader."""
    b = RdatBuilder()
    source_rows = [struct.pack("<II", b.string(n), b.string(c)) for n, c in sources]
    library_rows = [struct.pack("<III", b.string(n), *b.blob(d)) for n, d in libraries]
    arg_strings = [b.string(s) for pair in args for s in pair]
    info = struct.pack("<III", b.array(range(len(source_rows))), b.array(range(len(library_rows))),
                       b.array(arg_strings))
    info += struct.pack("<II", *b.blob(digest)) + struct.pack("<II", b.string(pdb_name), toolchain[0])
    info += struct.pack("<II", *b.blob(toolchain[1])) + struct.pack("<II", *b.blob(whole_dxil))
    b.table(PDB_INFO, [info], len(info))
    if source_rows:
        b.table(PDB_INFO_SOURCE, source_rows, 8)
    if library_rows:
        b.table(PDB_INFO_LIBRARY, library_rows, 12)
    return rdat_bytes(b.parts())


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
