"""HASH (shader hash) against obj2yaml's ``Hash``.

obj2yaml prints the IncludesSource flag and the 16-byte digest, and omits
both when the part is not populated (flags zero and digest all zero).
"""
from __future__ import annotations

from .yaml_in import flag, refuse_unknown_keys, sixteen_bytes

FOURCC = "HASH"


def compare(our_dict: dict, yaml_part: dict) -> list:
    digest = list(our_dict["digest"])
    shown = yaml_part.get("Hash")
    if shown is None:
        populated = our_dict["flags"] != 0 or any(digest)
        return [f"Hash: ours populated ({our_dict['flags']:#x}, {digest}), obj2yaml prints none"] \
            if populated else []
    diffs = []
    if bool(our_dict["includes_source"]) != bool(shown.get("IncludesSource")):
        diffs.append(f"Hash.IncludesSource: ours {our_dict['includes_source']}, "
                     f"obj2yaml {shown.get('IncludesSource')}")
    if digest != list(shown.get("Digest") or []):
        diffs.append(f"Hash.Digest: ours {digest}, obj2yaml {shown.get('Digest')}")
    unknown = set(shown) - {"IncludesSource", "Digest"}
    diffs += [f"Hash.{k}: printed by obj2yaml, not compared" for k in sorted(unknown)]
    return diffs


def tree(entry: dict):
    """The HASH tree of obj2yaml's part entry (``IncludesSource``, the
    ``Digest``'s first 16 bytes), or None when it has no ``Hash`` (the part stays zero)."""
    shown = entry.get("Hash")
    if shown is None:
        return None
    refuse_unknown_keys(shown, ("IncludesSource", "Digest"), "Hash.")
    return {"flags": int(flag(shown, "IncludesSource", "Hash.")),
            "digest": sixteen_bytes(shown.get("Digest"))}
