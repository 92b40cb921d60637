"""ISG1/OSG1/PSG1 (32-byte signature elements) in obj2yaml's layout
(``Signature``), and their elements as yaml2obj lays them out.

obj2yaml prints each element: stream, name, semantic index, system value and
component type (by name), register, masks and minimum precision (by name).
The 24- and 28-byte FXC signatures (ISGN, OSGN, PCSG, OSG5) are not decoded
by LLVM; the dump lays them out alike.
"""
from __future__ import annotations

from .layout import TEXT, Enum, Key, Part, Records
from .names import COMPONENT_TYPE, D3D_SYSTEM_VALUE, MIN_PRECISION

_SPEC = "dxcontainer_signature"
ELEMENT = [
    Key("Stream", "stream"), Key("Name", "semantic_name", TEXT), Key("Index", "semantic_index"),
    Key("SystemValue", "system_value", Enum(_SPEC, "D3dName", llvm=D3D_SYSTEM_VALUE)),
    Key("CompType", "component_type", Enum(_SPEC, "ComponentType", llvm=COMPONENT_TYPE)),
    Key("Register", "register"), Key("Mask", "mask"), Key("ExclusiveMask", "rw_mask"),
    Key("MinPrecision", "min_precision", Enum(_SPEC, "MinPrecision", llvm=MIN_PRECISION)),
]


def _tree(signature: dict) -> dict:
    """As yaml2obj writes it: the names each once, in the order the document
    first gives them, unpadded; the elements sorted by stream, register and
    name (by where the name is); a key left out is zero."""
    order = {}
    elements = []
    for given in signature.get("elements") or []:
        element = {**{k.field: 0 for k in ELEMENT}, "semantic_name": "", **given}
        order.setdefault(element["semantic_name"], len(order))
        elements.append(element)
    elements.sort(key=lambda e: (e["stream"], e["register"], order[e["semantic_name"]]))
    # the names in the order the document gives them (the writer finds each)
    table = b"".join(name.encode("latin-1") + b"\0" for name in order)
    return {"elements": elements, "string_table": table}


PART = Part(("ISG1", "OSG1", "PSG1"), "Signature", [Key("Parameters", "elements", Records(ELEMENT))],
            unshape=_tree, names={"num_elements": "ParamCount"}, written=True,
            also=("ISGN", "OSGN", "OSG5", "PCSG"))
