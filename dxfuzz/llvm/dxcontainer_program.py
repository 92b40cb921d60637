"""DXIL program part in obj2yaml's layout (``Program``), and as yaml2obj
writes it back.

obj2yaml prints the program header (shader model, shader kind, size in
DWORDs), the bitcode header (DXIL version and size; yaml2obj also reads its
offset) and the bitcode bytes. LLVM 22 treats ILDB as an unknown part (name
and size only), so only DXIL is compared; the dump lays ILDB out alike.
"""
from __future__ import annotations

from .layout import BYTES, Enum, Key, Part

#: Bytes of the program header and bitcode header before the bitcode
#: (yaml2obj's default ``Size``, which it counts in bytes, not dwords, and
#: adds to the bitcode's).
PROGRAM_HEADER_SIZE = 24


def bitcode_bytes(bitcode) -> bytes:
    """The bitcode bytes from ``to_dict`` of ``llvm_bitcode``: the magic, each
    top-level block (its two header words and contents), the trailing bytes."""
    if not bitcode:
        return b""
    out = bytearray(bitcode["magic"])
    for block in bitcode.get("blocks") or ():
        header = block["header"]
        out += header["code"].to_bytes(4, "little") + header["len_words"].to_bytes(4, "little")
        out += block["body"]
    out += bitcode["trailing"]
    return bytes(out)


def _shape(d: dict) -> dict:
    return {**d, "bitcode_bytes": bitcode_bytes(d.get("bitcode"))} if "len_bitcode" in d else d


def _tree(p: dict) -> dict:
    """With yaml2obj's defaults: ``DXILOffset`` 16, ``DXILSize`` the
    bitcode's length, ``Size`` 24 + ``DXILSize`` (as yaml2obj computes it),
    no padding after the bitcode; the versions, read as 16-bit numbers,
    written as bytes."""
    code = p.get("bitcode_bytes", b"")
    len_bitcode = p.get("len_bitcode", len(code))
    return {
        "program_version": (p["shader_model_major"] << 4 | p["shader_model_minor"]) & 0xFF,
        "shader_kind": p["shader_kind"],
        "len_dwords": p.get("len_dwords", PROGRAM_HEADER_SIZE + len_bitcode),
        "dxil_version_major": p["dxil_version_major"] & 0xFF,
        "dxil_version_minor": p["dxil_version_minor"] & 0xFF,
        "ofs_bitcode": p.get("ofs_bitcode", 16),
        "len_bitcode": len_bitcode, "bitcode": code, "padding": b"",
    }


PART = Part(("DXIL",), "Program", [
    Key("MajorVersion", "shader_model_major", required=True),
    Key("MinorVersion", "shader_model_minor", required=True),
    Key("ShaderKind", "shader_kind", Enum("dxcontainer_program", "ShaderKind", numbers=True),
        required=True),
    Key("Size", "len_dwords"),
    Key("DXILMajorVersion", "dxil_version_major", required=True),
    Key("DXILMinorVersion", "dxil_version_minor", required=True),
    Key("DXILOffset", "ofs_bitcode", shown=False),
    Key("DXILSize", "len_bitcode"),
    Key("DXIL", "bitcode_bytes", BYTES),
], shape=_shape, unshape=_tree, also=("ILDB",))
