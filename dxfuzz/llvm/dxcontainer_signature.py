"""ISG1/OSG1/PSG1 (32-byte signature elements) against obj2yaml's ``Signature``.

obj2yaml prints each element: stream, name, semantic index, system value and
component type (by name), register, masks and minimum precision (by name).
The 24- and 28-byte FXC signatures (ISGN, OSGN, PCSG, OSG5) are not decoded
by LLVM.
"""
from __future__ import annotations

import functools

from . import names
from .names import same
from .yaml_in import refuse_unknown_keys

FOURCC = ("ISG1", "OSG1", "PSG1")

#: (our field, obj2yaml key, obj2yaml's name table, our enum's name in the spec)
FIELDS = (
    ("stream", "Stream", None, None),
    ("semantic_index", "Index", None, None),
    ("system_value", "SystemValue", names.D3D_SYSTEM_VALUE, "D3dName"),
    ("component_type", "CompType", names.COMPONENT_TYPE, "ComponentType"),
    ("register", "Register", None, None),
    ("mask", "Mask", None, None),
    ("rw_mask", "ExclusiveMask", None, None),
    ("min_precision", "MinPrecision", names.MIN_PRECISION, "MinPrecision"),
)
KNOWN_KEYS = {"Name"} | {key for _, key, _, _ in FIELDS}


@functools.lru_cache(maxsize=None)
def _enum(name: str):
    from ..kaitai import enum_class
    return enum_class("dxcontainer_signature", name)


def compare(our_dict: dict, yaml_part: dict) -> list:
    sig = yaml_part.get("Signature")
    if not isinstance(sig, dict):
        return ["obj2yaml shows no Signature for the part"]
    mine, theirs = our_dict.get("elements") or [], sig.get("Parameters") or []
    diffs = []
    if len(mine) != len(theirs):
        diffs.append(f"Signature.Parameters: ours {len(mine)}, obj2yaml {len(theirs)}")
    for i, (el, llvm) in enumerate(zip(mine, theirs)):
        at = f"Signature.Parameters[{i}]."
        if (el.get("semantic_name") or "") != str(llvm.get("Name") or ""):
            diffs.append(f"{at}Name: ours {el.get('semantic_name')!r}, obj2yaml {llvm.get('Name')!r}")
        for ours, key, table, enum in FIELDS:
            value = el.get(ours, 0)
            if not same(value, llvm.get(key), table, _enum(enum) if enum else None):
                diffs.append(f"{at}{key}: ours {value!r}, obj2yaml {llvm.get(key)!r}")
        diffs += [f"{at}{k}: printed by obj2yaml, not compared" for k in sorted(set(llvm) - KNOWN_KEYS)]
    return diffs


def tree(entry: dict):
    """The signature tree of obj2yaml's part entry, as yaml2obj writes it:
    the names each once, in the order the document first gives them,
    unpadded; the elements sorted by stream, register and name (by where
    the name is). yaml2obj writes an empty signature for an entry without
    ``Signature``."""
    signature = entry.get("Signature") or {}
    refuse_unknown_keys(signature, ("Parameters",), "Signature.")
    params = signature.get("Parameters") or []
    order = {}
    elements = []
    for i, p in enumerate(params):
        at = f"Signature.Parameters[{i}]"
        refuse_unknown_keys(p, KNOWN_KEYS, at + ".")
        name = str(p.get("Name") or "")
        order.setdefault(name, len(order))
        element = {"semantic_name": name}
        for ours, key, table, enum in FIELDS:
            value = p.get(key, 0)
            element[ours] = names.given_number(value, table, _enum(enum),
                                               f"{at}.{key}") if enum else value
        elements.append(element)
    elements.sort(key=lambda e: (e["stream"], e["register"], order[e["semantic_name"]]))
    # the names in the order the document gives them (the writer finds each)
    table = b"".join(name.encode("latin-1") + b"\0" for name in order)
    return {"elements": elements, "string_table": table}
