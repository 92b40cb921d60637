"""Writers for ``ksy/dxcontainer_program.ksy``: the DXIL program part (DXIL,
ILDB, DXC's STAT), its LLVM bitcode and the bitcode's top-level blocks."""
from __future__ import annotations

from . import sized
from ..errors import explain
from ..writer import Writer

SPEC = "dxcontainer_program"

# LLVM reads the program and bitcode headers with one readStruct: a part
# shorter than 24 bytes fails so.
for _field in ("program_version", "reserved", "shader_kind", "size_in_dwords", "dxil_magic",
               "dxil_version_minor", "dxil_version_major", "dxil_version_reserved", "ofs_bitcode",
               "len_bitcode"):
    explain(SPEC, f"DxcontainerProgram.{_field}", "Reading structure out of file bounds")
explain(SPEC, "DxcontainerProgram.bitcode", "Bitcode extends beyond the end of the part")
explain(SPEC, "/types/llvm_bitcode/seq/0", "Bitcode does not start with the LLVM bitcode magic BC C0 DE")


def dxcontainer_program(obj, w: Writer) -> None:
    w.u1(obj.program_version)
    w.u1(obj.reserved)
    w.u2(obj.shader_kind)
    w.u4(obj.size_in_dwords)
    w.bytes(obj.dxil_magic)
    w.u1(obj.dxil_version_minor)
    w.u1(obj.dxil_version_major)
    w.u2(obj.dxil_version_reserved)
    w.u4(obj.ofs_bitcode)
    w.u4(obj.len_bitcode)
    start = 8 + obj.ofs_bitcode
    if obj.bitcode is not None:
        with w.at(start):
            sized(obj.bitcode, obj.len_bitcode, w, getattr(obj, "_raw__m_bitcode", None))
    if obj.padding:  # (an empty one may lie past the end of a malformed part)
        with w.at(start + obj.len_bitcode):
            w.bytes(obj.padding)


def llvm_bitcode(obj, w: Writer) -> None:
    w.bytes(obj.magic)
    for block_obj in getattr(obj, "blocks", None) or ():
        block(block_obj, w)
    w.bytes(obj.trailing)


def block(obj, w: Writer) -> None:
    block_header(obj.header, w)
    w.bytes(obj.body)


def block_header(obj, w: Writer) -> None:
    w.u4(obj.code)
    w.u4(obj.len_words)


def program_locator(obj, w: Writer) -> None:
    """Nothing to write: the locator only re-reads the container's part
    offset table and part headers, which the container's writer writes."""


def part_probe(obj, w: Writer) -> None:
    """Nothing to write (see :func:`program_locator`)."""
