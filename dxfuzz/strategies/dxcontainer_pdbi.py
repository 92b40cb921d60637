"""Strategies for PDBI (PDB info: an RDAT of PdbInfo tables, stored or compressed) as
DXC's WritePdbInfoPart writes it; :func:`pdbi_bytes` wraps an RDAT payload."""
from __future__ import annotations

import zlib

from hypothesis import strategies as st

from ..builder import build_part
from .dxcontainer_srci import _text, arg_pairs, file_names, sources


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
    return build_part("RDAT", {"part_table": [
        {"part": {"part_type": t, "body": {"records": rows}}} for t, rows in tables if rows]})


def pdbi_bytes(rdat: bytes, compress: bool = True, level: int = 9) -> bytes:
    """PDBI as DXC's ``WritePdbInfoPart`` writes it (always zlib; ``compress=False``
    stores the RDAT as is, which the reader also accepts), laid out by the
    PDBI writer (sizes, padding to 4)."""
    stored = zlib.compress(rdat, level) if compress else rdat
    return build_part("PDBI", {"compression_type": "zlib" if compress else "uncompressed",
                               "payload": stored, "len_uncompressed": len(rdat)})


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
    """fourcc -> strategy of valid payload bytes."""
    return {"PDBI": pdbi_parts()}
