"""Strategies for the parts of DXC's PDB containers: SRCI (source info) and
PDBI (PDB info, an RDAT of PdbInfo tables).

:func:`srci_tree` is source info as DXC's ``SourceInfoWriter`` writes it
(names, contents, arguments; zlib-compressed contents when asked) and
:func:`srci_bytes` its bytes, laid out by the SRCI writer; :func:`pdbi_bytes`
wraps an RDAT payload as DXC's ``WritePdbInfoPart`` does, by the PDBI writer.
The strategies draw sources, arguments and both storage modes of each part.
There is no SRCI or PDBI in the real corpus, so these builders are also what
the tests use.
"""
from __future__ import annotations

import zlib

from hypothesis import strategies as st

from ..builder import build_part

SOURCE_CONTENTS, SOURCE_NAMES, ARGS = 0, 1, 2


def _text(value) -> str:
    """A string as the trees show it: its UTF-8 bytes, one character each."""
    return (value.encode("utf-8") if isinstance(value, str) else bytes(value)).decode("latin-1")


def _sized(text) -> dict:
    return {"body": {"text": _text(text)}}


def srci_tree(sources, args, compress: bool = True) -> dict:
    """The tree of an SRCI part as DXC's ``SourceInfoWriter`` writes it:
    names, contents (stored compressed when ``compress``), arguments."""
    contents = {"entries": [_sized(c) for _, c in sources]}
    return {"body": {"sections": [
        {"section_type": "source_names", "body": {"entries": {"entries": [_sized(n) for n, _ in sources]}}},
        {"section_type": "source_contents",
         "body": {"compress_type": "zlib", "inflated": {"entries": contents}} if compress else
         {"compress_type": "none", "entries": contents}},
        {"section_type": "args", "body": {"pairs": {"pairs": [
            {"name": _text(n), "value": _text(v)} for n, v in args]}}},
    ]}}


def srci_bytes(sources, args, compress: bool = True, level: int = 9) -> bytes:
    """SRCI as DXC writes it, laid out by the SRCI writer. ``sources``:
    ``(name, content)`` pairs (str or bytes, without NUL); ``args``: ``(name,
    value)`` pairs; ``compress``: zlib-compress the contents (DXC does
    whenever compression succeeds) at ``level``."""
    return build_part("SRCI", srci_tree(sources, args, compress), options={"zlib_level": level})


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
    stores the RDAT as is, which the reader also accepts), laid out by the
    PDBI writer (sizes, padding to 4)."""
    stored = zlib.compress(rdat, level) if compress else rdat
    return build_part("PDBI", {"compression_type": "zlib" if compress else "uncompressed",
                               "payload": stored, "uncompressed_size_in_bytes": len(rdat)})


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
