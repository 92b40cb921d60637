"""Writers for ``ksy/dxcontainer_signature.ksy`` (ISGN, OSGN, PCSG, OSG5,
ISG1, OSG1, PSG1), and the messages of that spec's checks."""
from __future__ import annotations

from ..errors import explain
from ..writer import Writer

SPEC = "dxcontainer_signature"

#: LLVM's messages (``DirectX::Signature::initialize``) for the spec's checks.
explain(SPEC, "DxcontainerSignature.element_count", "Reading structure out of file bounds")
explain(SPEC, "DxcontainerSignature.ofs_elements", "Reading structure out of file bounds")
explain(SPEC, "/seq/1", "Signature parameters extend beyond the part boundary")
explain(SPEC, "/types/element/seq/1:ValidationLessThanError",
        "Invalid parameter name offset: name starts before the first name offset")
explain(SPEC, "/types/element/seq/1:ValidationGreaterThanError",
        "Invalid parameter name offset: name starts after the end of the part data")

#: obj2yaml's name of each element field (``Signature: Parameters:``).
LLVM_ELEMENT_FIELDS = {
    "stream": "Stream", "semantic_name": "Name", "semantic_index": "Index",
    "system_value": "SystemValue", "component_type": "CompType", "register": "Register",
    "mask": "Mask", "rw_mask": "ExclusiveMask", "min_precision": "MinPrecision",
}


def dxcontainer_signature(obj, w: Writer) -> None:
    w.u4(obj.element_count)
    w.u4(obj.ofs_elements)
    with w.at(obj.ofs_elements):
        for e in obj.elements:
            element(e, w)
    with w.at(obj.ofs_string_table):
        w.bytes(obj.string_table)


def element(obj, w: Writer) -> None:
    size = obj._parent.element_size
    if size >= 28:
        w.u4(obj.stream)
    w.u4(obj.ofs_semantic_name)
    w.u4(obj.semantic_index)
    w.u4(obj.system_value)
    w.u4(obj.component_type)
    w.u4(obj.register)
    w.u1(obj.mask)
    w.u1(obj.rw_mask)
    w.u2(obj.reserved)
    if size == 32:
        w.u4(obj.min_precision)
    # semantic_name is read from string_table's bytes: nothing more to write.
