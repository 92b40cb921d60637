"""DXIL program part against obj2yaml's ``Program``.

obj2yaml prints the program header (shader model, shader kind, size in
DWORDs), the bitcode header (DXIL version, and in newer LLVM the bitcode
offset) and the bitcode bytes. LLVM 22 treats ILDB as an unknown part (name
and size only), so only DXIL is compared.
"""
from __future__ import annotations

import functools

from .names import same

FOURCC = "DXIL"

FIELDS = (
    ("shader_model_major", "MajorVersion"), ("shader_model_minor", "MinorVersion"),
    ("shader_kind", "ShaderKind"), ("size_in_dwords", "Size"),
    ("dxil_version_major", "DXILMajorVersion"), ("dxil_version_minor", "DXILMinorVersion"),
    ("ofs_bitcode", "DXILOffset"), ("len_bitcode", "DXILSize"),
)


@functools.lru_cache(maxsize=None)
def _kind_enum():
    from ..kaitai import spec_class
    return spec_class("dxcontainer_program").ShaderKind


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
