"""DXIL program part against obj2yaml's ``Program``.

obj2yaml prints the program header (shader model, shader kind, size in
DWORDs), the bitcode header (DXIL version, and in newer LLVM the bitcode
offset) and the bitcode bytes. LLVM 22 treats ILDB as an unknown part (name
and size only), so only DXIL is compared.
"""
from __future__ import annotations

import functools

from .names import same
from .yaml_in import refuse_unknown_keys

FOURCC = "DXIL"

FIELDS = (
    ("shader_model_major", "MajorVersion"), ("shader_model_minor", "MinorVersion"),
    ("shader_kind", "ShaderKind"), ("len_dwords", "Size"),
    ("dxil_version_major", "DXILMajorVersion"), ("dxil_version_minor", "DXILMinorVersion"),
    ("ofs_bitcode", "DXILOffset"), ("len_bitcode", "DXILSize"),
)


@functools.lru_cache(maxsize=None)
def _kind_enum():
    from ..kaitai import enum_class
    return enum_class("dxcontainer_program", "ShaderKind")


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


def compare(our_dict: dict, yaml_part: dict) -> list:
    program = yaml_part.get("Program")
    if not isinstance(program, dict):
        return ["obj2yaml shows no Program for the part"]
    diffs = []
    enum = _kind_enum()
    for ours, theirs in FIELDS:
        if theirs in program and not same(our_dict[ours], program[theirs], enum=enum):
            diffs.append(f"Program.{theirs}: ours {our_dict[ours]!r}, obj2yaml {program[theirs]!r}")
    unknown = set(program) - {t for _, t in FIELDS} - {"DXIL"}
    diffs += [f"Program.{k}: printed by obj2yaml, not compared" for k in sorted(unknown)]
    if "DXIL" in program:
        mine = bitcode_bytes(our_dict.get("bitcode"))
        theirs = bytes(program["DXIL"] or b"")
        if mine != theirs:
            diffs.append(f"Program.DXIL: {len(mine)} bytes of bitcode differ from obj2yaml's "
                         f"{len(theirs)}")
    return diffs


#: Bytes of the program header and bitcode header before the bitcode
#: (yaml2obj's default ``Size``, which it counts in bytes, not dwords, and
#: adds to the bitcode's).
PROGRAM_HEADER_SIZE = 24


def tree(entry: dict):
    """The DXIL program tree of obj2yaml's part entry, with yaml2obj's
    defaults: ``DXILOffset`` 16, ``DXILSize`` the bitcode's length, ``Size``
    24 + ``DXILSize`` (as yaml2obj computes it), no padding after the
    bitcode; None when it has no ``Program`` (the part stays zero)."""
    program = entry.get("Program")
    if program is None:
        return None
    refuse_unknown_keys(program, {key for _, key in FIELDS} | {"DXIL"}, "Program.")
    code = bytes(program["DXIL"]) if program.get("DXIL") is not None else b""
    len_bitcode = program.get("DXILSize", len(code))
    return {
        "program_version": (program["MajorVersion"] << 4 | program["MinorVersion"]) & 0xFF,
        "shader_kind": program["ShaderKind"],
        "len_dwords": program.get("Size", PROGRAM_HEADER_SIZE + len_bitcode),
        # read as 16-bit numbers, written as bytes
        "dxil_version_major": program["DXILMajorVersion"] & 0xFF,
        "dxil_version_minor": program["DXILMinorVersion"] & 0xFF,
        "ofs_bitcode": program.get("DXILOffset", 16),
        "len_bitcode": len_bitcode, "bitcode": code, "padding": b"",
    }
