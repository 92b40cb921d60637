"""SFI0 (shader feature flags) in obj2yaml's layout (``Flags``): every flag
LLVM names, least significant bit first, then ``NextUnusedBit``.

LLVM's ``SHADER_FEATURE_FLAG`` list runs from bit 0 without gaps; bit 33,
the first it has no name for, is ``NextUnusedBit`` (a key yaml2obj reads
too). Bits above it are not printed, so not compared. obj2yaml prints no
``Flags`` when the whole 64-bit word is zero (yaml2obj then writes zeros).
"""
from __future__ import annotations

from ..write.dxcontainer_sfi0 import BITS, LLVM_FLAGS
from .layout import Flag, Part


def _shape(d: dict) -> dict:
    if not isinstance(d.get("unknown_bits_33_39"), int):
        return d
    return {**d, "next_unused_bit": bool(d["unknown_bits_33_39"] & 1)}


PART = Part(("SFI0",), "Flags", [
    *(Flag(LLVM_FLAGS[name], name) for name, _ in BITS[:33]),
    Flag("NextUnusedBit", "next_unused_bit", bit=1, word="unknown_bits_33_39"),
], shape=_shape, names={"flags": "AllFlags"}, empty=lambda d: d["flags"] == 0)

#: obj2yaml's flag names, by bit.
FLAG_NAMES = tuple(k.key for k in PART.keys)
