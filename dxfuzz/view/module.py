"""The DXIL module under a program part in the dump: its metadata and its
functions' text, decoded views of the bitcode, like SRCI's ``inflated`` (the
builder never reads them: the part is built from its fields and bitcode).

:func:`program_module` adds ``module`` beside the fields of a DXIL or ILDB
part's program (of DXC's STAT part, beside those of its ``program``): the
dx.* metadata :func:`dxfuzz.bitcode.read_dxil_metadata` decodes, in the
specs' naming style (counts ``num_*``: ``num_registers`` for a resource's
range size, ``num_samples``, ``num_instances``, ``max_num_vertices``), the
resource kinds, semantic kinds, shader kinds and mesh output topologies by
the names of PSV0's enumerations, every other value as the metadata's
number. A module that does not decode shows ``module_error``, one
line, instead: the rest of the dump is not affected.
"""
from __future__ import annotations

from ..errors import INPUT_ERRORS, ParseError

#: The decoder's field names -> the specs' style.
RENAMED = {"range_size": "num_registers", "sample_count": "num_samples",
           "instance_count": "num_instances", "max_vertex_count": "max_num_vertices"}

#: Enumerated fields, as the specs' enumerations of the same numbers name
#: them (PSV0's, which the program's spec imports, and the DXIL component
#: types of RDAT's): (kind of record, field) -> (spec, enum). Every other
#: value is the metadata's number.
_PSV0 = "dxcontainer_psv0"
ENUMS = {("resource", "shape"): (_PSV0, "ResourceKind"),
         ("element", "semantic_kind"): (_PSV0, "SemanticKind"),
         ("element", "component_type"): ("dxcontainer_rdat", "DxilComponentType"),
         ("element", "interpolation_mode"): (_PSV0, "InterpolationMode"),
         ("ms_state", "output_topology"): (_PSV0, "MeshOutputTopology")}
#: Enumerated property values (``{"tag", "name", "value"}``), by property name.
PROPERTY_ENUMS = {"shader_kind": (_PSV0, "ShaderKind")}


def program_module(part) -> dict:
    """``{"module": tree, "functions": lines}`` for a parsed program part
    (DXIL, ILDB, DXC's STAT): the metadata, and the defined functions as
    LLVM's text (:func:`dxfuzz.asm.dxil_ir.functions_text`; none for a
    module without bodies, ``functions_error`` when they do not decode);
    ``{"module_error": text}`` when the module does not decode, ``{}`` for
    a part without a program (FXC's STAT, an empty bitcode)."""
    from ..bitcode import decode_module, program_bitcode, read, read_dxil_metadata
    try:
        code = program_bitcode(part)
        if code is None:
            return {}
        stream = read(code)  # read once, for the module and the functions
        module = decode_module(stream)
        out = {"module": module_tree(read_dxil_metadata(module))}
    except (ParseError, *INPUT_ERRORS, RecursionError) as exc:
        return {"module_error": _one_line(exc)}
    out.update(_functions(stream, module))
    return out


def _functions(stream, module) -> dict:
    from ..asm.dxil_ir import functions_text
    from ..bitcode import decode_functions
    try:
        functions = decode_functions(stream, module)
    except (ParseError, *INPUT_ERRORS, RecursionError) as exc:
        return {"functions_error": _one_line(exc)}
    return {"functions": functions_text(module, functions)} if functions else {}


def _one_line(exc) -> str:
    if isinstance(exc, ParseError):
        text = exc.message + (f" (byte {exc.offset:#x} of the bitcode)" if exc.offset is not None else "")
    else:
        text = str(exc) or type(exc).__name__
    return " ".join(text.split())


def module_tree(md: dict) -> dict:
    """The decoder's metadata in the dump's names and enumerations."""
    out = _renamed(md)
    if out.get("resources"):
        _resources(out["resources"])
    for entry in out.get("entry_points") or ():
        if entry.get("resources"):
            _resources(entry["resources"])
        for elements in (entry.get("signatures") or {}).values():
            for e in elements:
                _enums("element", e)
        for prop in entry.get("properties") or ():
            _property(prop)
    return out


def _renamed(value):
    if isinstance(value, dict):
        return {RENAMED.get(k, k): _renamed(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_renamed(v) for v in value]
    return value


def _resources(resources: dict) -> None:
    for records in resources.values():
        for r in records:
            _enums("resource", r)
            for prop in r.get("properties") or ():
                _property(prop)


def _property(prop: dict) -> None:
    name, value = prop.get("name"), prop.get("value")
    if name in PROPERTY_ENUMS:
        prop["value"] = _member(PROPERTY_ENUMS[name], value)
    elif name == "ms_state" and isinstance(value, dict):
        _enums(name, value)


def _enums(where: str, record: dict) -> None:
    for (w, field), enum in ENUMS.items():
        if w == where and field in record:
            record[field] = _member(enum, record[field])


def _member(enum, value):
    """The enum member of a number (the dump prints its name), else the number."""
    from ..kaitai import enum_class
    if not isinstance(value, int) or isinstance(value, bool):
        return value
    try:
        return enum_class(*enum)(value)
    except ValueError:
        return value
