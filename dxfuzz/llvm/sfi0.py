"""SFI0 (shader feature flags) against obj2yaml's ``Flags``.

obj2yaml prints every flag it knows as a boolean, least significant bit
first (the order of LLVM's ``SHADER_FEATURE_FLAG`` list, whose bit numbers
run from 0 without gaps), ending with ``NextUnusedBit`` - the first bit LLVM
has no name for. It omits ``Flags`` when the whole 64-bit word is zero. Bits
above ``NextUnusedBit`` are not printed, so not compared.
"""
from __future__ import annotations

FOURCC = "SFI0"


def compare(our_dict: dict, yaml_part: dict) -> list:
    flags = our_dict["flags"]
    shown = yaml_part.get("Flags")
    if shown is None:
        return [] if flags == 0 else [f"Flags: ours {flags:#x}, obj2yaml prints none (all zero)"]
    if not isinstance(shown, dict):
        return [f"Flags: obj2yaml prints {shown!r}"]
    diffs = []
    for bit, (name, value) in enumerate(shown.items()):
        mine = bool(flags >> bit & 1)
        if mine != bool(value):
            diffs.append(f"Flags.{name} (bit {bit}): ours {mine}, obj2yaml {value}")
    return diffs
