"""SFI0 (shader feature flags) against obj2yaml's ``Flags``.

obj2yaml prints every flag it knows as a boolean, least significant bit
first (the order of LLVM's ``SHADER_FEATURE_FLAG`` list, whose bit numbers
run from 0 without gaps), ending with ``NextUnusedBit`` - the first bit LLVM
has no name for. It omits ``Flags`` when the whole 64-bit word is zero. Bits
above ``NextUnusedBit`` are not printed, so not compared.
"""
from __future__ import annotations

from ..write.dxcontainer_sfi0 import BITS, LLVM_FLAGS
from .yaml_in import flag, refuse_unknown_keys

FOURCC = "SFI0"

#: obj2yaml's flag names, by bit (``NextUnusedBit`` is bit 33, the first LLVM
#: has no name for; it too is a key that yaml2obj reads).
FLAG_NAMES = tuple(LLVM_FLAGS[name] for name, _ in BITS[:33]) + ("NextUnusedBit",)


def tree(entry: dict):
    """The SFI0 tree of obj2yaml's part entry (its ``Flags``, each a bool by
    name; a name left out is false), or None when it has none (yaml2obj then
    leaves the part's bytes zero)."""
    flags = entry.get("Flags")
    if flags is None:
        return None
    if not isinstance(flags, dict):
        raise ValueError(f"Flags is a mapping of flag names, not {flags!r}")
    refuse_unknown_keys(flags, FLAG_NAMES, "Flags.")
    # the named bits are the spec's first 33 one-bit fields; NextUnusedBit
    # the lowest bit of the field after them
    fields = [name for name, _ in BITS[:34]]
    return {field: 1 for field, name in zip(fields, FLAG_NAMES) if flag(flags, name, "Flags.")}


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
