"""DXC's named metadata of a DXIL module (dx.version, dx.valver, dx.shaderModel,
dx.entryPoints, dx.resources, dx.viewIdState, dx.typeAnnotations) as plain Python data."""
from __future__ import annotations

from typing import Callable, Dict, List, Optional, Tuple

from ..errors import ParseError
from .module import Module, MDNode, MDOther, MDString, MDValue, Ref, Value, read_module

#: The deepest metadata :meth:`_Decoder.plain` follows (property values of unknown tags).
MAX_PLAIN_DEPTH = 16
#: Output items allowed per metadata operand (and element of a constant
#: array), beyond a fixed allowance: shared nodes are decoded again at each
#: use, so the output is bounded by this budget, which keeps it linear in
#: the module however the nodes are shared.
ITEMS_PER_OPERAND = 8
ITEM_ALLOWANCE = 4096

#: Entry property tags (DxilMDHelper's kDxil*Tag) and their names here.
PROPERTY_NAMES = {0: "shader_flags", 1: "gs_state", 2: "ds_state", 3: "hs_state", 4: "num_threads",
                  5: "auto_binding_space", 6: "len_ray_payload", 7: "len_ray_attributes", 8: "shader_kind",
                  9: "ms_state", 10: "as_state", 11: "wave_size", 12: "root_signature",
                  13: "node_launch_type", 14: "node_is_program_entry", 15: "node_id",
                  16: "node_local_root_arguments_table_index", 17: "node_share_input_of",
                  18: "node_dispatch_grid", 19: "node_max_recursion_depth", 20: "node_inputs",
                  21: "node_outputs", 22: "node_max_dispatch_grid", 23: "wave_size_range",
                  24: "group_shared_limit"}
#: Extended property tags of a signature element, of SRVs and UAVs, of constant buffers.
ELEMENT_PROPERTY_NAMES = {0: "output_stream", 1: "global_symbol", 2: "dynamic_mask", 3: "usage_mask"}
RESOURCE_PROPERTY_NAMES = {0: "element_type", 1: "element_stride", 2: "sampler_feedback_kind",
                           3: "atomic64_use", 4: "reorder_coherent"}
CBUFFER_PROPERTY_NAMES = {0: "is_tbuffer"}
#: Tags of a struct field's annotation (kDxilFieldAnnotation*Tag) and their names here.
FIELD_ANNOTATION_NAMES = {2: "matrix", 3: "cbuffer_offset", 4: "semantic", 5: "interpolation_mode",
                          6: "name", 7: "component_type", 8: "precise", 9: "cbuffer_used",
                          10: "resource_properties", 11: "bit_fields", 12: "bit_field_width",
                          13: "vector_size"}
#: The kinds of dx.typeAnnotations node (kDxilTypeSystemStructTag, ...FunctionTag).
STRUCT_ANNOTATIONS, FUNCTION_ANNOTATIONS = 0, 1

#: Field counts DXC requires (kDxil*NumFields).
ENTRY_FIELDS, SIGNATURE_FIELDS, ELEMENT_FIELDS, RESOURCE_LISTS = 5, 3, 11, 4
SRV_FIELDS, UAV_FIELDS, CBUFFER_FIELDS, SAMPLER_FIELDS = 9, 11, 8, 8
RESOURCE_CLASSES = ("srvs", "uavs", "cbuffers", "samplers")
SIGNATURE_KINDS = ("inputs", "outputs", "patch_const_or_prim")


def read_dxil_metadata(module) -> dict:
    """The dx.* metadata of a :class:`~.module.Module` (or of bitcode bytes).

    Returns ``dxil_version`` and ``validator_version`` (``{"major",
    "minor"}``), ``shader_model`` (``{"kind": "ps", "major", "minor"}``),
    ``entry_points`` (each: ``function`` (the entry function's name, None for
    none), ``name``, ``signatures`` (``inputs``, ``outputs``,
    ``patch_const_or_prim``: element lists) or None, ``resources`` (as the
    top-level one) or None, ``properties`` (``{"tag", "name", "value"}`` in
    order)), ``resources`` (``srvs``, ``uavs``, ``cbuffers``, ``samplers``:
    record lists) and ``view_id_state`` (the raw u32 array, empty for a zero
    array, which DXC reads as no state); each None (the entry points an
    empty list) when its named metadata is absent; and ``named_metadata``,
    the names of all named metadata (dx.typeAnnotations and others are not
    decoded). Integers are
    unsigned as DXC reads them (``ConstMDToUint32``), but for the signed
    fields (``start_row``, ``start_col``). A shape DXC refuses (a field count,
    a field of the wrong kind) raises :class:`ParseError` naming the path.
    """
    if not isinstance(module, Module):
        module = read_module(module)
    d = _Decoder(module)
    named = module.named_metadata
    resources = d.single("dx.resources")
    return {
        "dxil_version": d.version("dx.version"),
        "validator_version": d.version("dx.valver"),
        "shader_model": d.shader_model(),
        "entry_points": [d.entry(ref, f"dx.entryPoints[{i}]") for i, ref in enumerate(named.get("dx.entryPoints", ()))],
        "resources": None if resources is None else d.resources(resources, "dx.resources[0]"),
        "view_id_state": d.view_id_state(),
        "type_annotations": d.type_annotations(),
        "named_metadata": list(named),
    }


class _Decoder:
    """Reads metadata fields of a module the way DxilMDHelper reads them, within an item budget."""

    def __init__(self, module: Module):
        self.m = module
        operands = sum(len(x.ops) for x in module.metadata if isinstance(x, MDNode))
        operands += sum(len(v.value) for v in module.values if isinstance(v.value, (tuple, bytes)))
        self.budget = ITEMS_PER_OPERAND * (operands + len(module.metadata)) + ITEM_ALLOWANCE

    def spend(self, n: int = 1) -> None:
        self.budget -= n
        if self.budget < 0:
            raise ParseError("the dx.* metadata expands to more items than its nodes allow (nodes shared too often)")

    # --- the kinds of field -----------------------------------------------------------------

    def node(self, ref: Ref, where: str, size: Optional[int] = None) -> Tuple[Ref, ...]:
        """The operands of a node (``size`` of them, when given)."""
        item = self.m.md(ref)
        if not isinstance(item, MDNode):
            raise ParseError(f"{where}: {_what(item)}, not a metadata node")
        if size is not None and len(item.ops) != size:
            raise ParseError(f"{where}: a node of {len(item.ops)} operands, not {size}")
        self.spend(len(item.ops) + 1)
        return item.ops

    def node_or_none(self, ref: Ref, where: str, size: Optional[int] = None) -> Optional[Tuple[Ref, ...]]:
        return None if ref is None else self.node(ref, where, size)

    def constant(self, ref: Ref, where: str) -> Value:
        item = self.m.md(ref)
        if not isinstance(item, MDValue):
            raise ParseError(f"{where}: {_what(item)}, not a value")
        self.spend()
        return self.m.value(item.value)

    def uint(self, ref: Ref, where: str, bits: int = 32) -> int:
        """An integer constant's low ``bits`` (a null constant is 0)."""
        v = self.constant(ref, where)
        if v.kind == "integer":
            return v.value & ((1 << bits) - 1)
        if v.kind == "null" and self.m.type(v.type).kind == "integer":
            return 0
        raise ParseError(f"{where}: {_a(v.kind)} constant, not an integer")

    def sint(self, ref: Ref, where: str, bits: int) -> int:
        """An integer constant's low ``bits`` as a signed number."""
        v = self.uint(ref, where, bits)
        return v - (1 << bits) if v >> (bits - 1) else v

    def flag(self, ref: Ref, where: str) -> bool:
        return self.uint(ref, where, 64) != 0

    def real(self, ref: Ref, where: str) -> float:
        v = self.constant(ref, where)
        if v.kind == "float" and isinstance(v.value, float):
            return v.value
        if v.kind == "null" and self.m.type(v.type).kind in ("half", "float", "double"):
            return 0.0
        raise ParseError(f"{where}: {_a(v.kind)} constant, not a floating-point number")

    def string(self, ref: Ref, where: str) -> str:
        item = self.m.md(ref)
        if not isinstance(item, MDString):
            raise ParseError(f"{where}: {_what(item)}, not a string")
        self.spend()
        return item.data.decode("latin-1")

    def uints(self, ref: Ref, where: str, size: Optional[int] = None) -> List[int]:
        return [self.uint(op, f"{where}[{i}]") for i, op in enumerate(self.node(ref, where, size))]

    def symbol(self, ref: Ref, where: str) -> Tuple[Optional[str], Optional[str]]:
        """A value's global symbol (through casts) and the name of the struct
        type it stands for (pointers and arrays stripped), each None if none."""
        v = self.constant(ref, where)
        type_id = v.fields.get("value_type", v.type) if v.kind == "global" else v.type
        if v.kind == "cast":
            type_id = v.value[1]
        for _ in range(8):  # casts of casts: DXC writes one
            if v.kind != "cast":
                break
            v = self.m.value(v.value[2])
        name = v.name if v.kind in ("global", "function", "alias") else None
        return name, self.type_name(type_id)

    def type_name(self, type_id: int) -> Optional[str]:
        t = self.m.type(type_id)
        for _ in range(16):
            if t.kind in ("pointer", "array", "vector") and t.elements:
                t = self.m.type(t.elements[0])
            else:
                break
        return t.name

    def function(self, ref: Ref, where: str) -> Optional[str]:
        v = self.constant(ref, where)
        if v.kind != "function":
            raise ParseError(f"{where}: {_a(v.kind)} value, not a function")
        return v.name

    def data(self, ref: Ref, where: str, width: int) -> Optional[list]:
        """An array constant of ``width``-bit integers: its elements (None for a zero array)."""
        v = self.constant(ref, where)
        if v.kind == "null":
            return None
        t = self.m.type(v.type)
        elem = self.m.type(t.elements[0]) if t.kind == "array" and t.elements else None
        if elem is None or elem.kind != "integer" or elem.width != width:
            raise ParseError(f"{where}: not an array of i{width}")
        if v.kind == "data":
            self.spend(len(v.value))
            return list(v.value)
        if v.kind in ("string", "cstring") and width == 8:
            self.spend(len(v.value))
            return list(v.value + (b"\0" if v.kind == "cstring" else b""))
        raise ParseError(f"{where}: {_a(v.kind)} constant, not a constant data array")

    def plain(self, ref: Ref, where: str, depth: int = 0):
        """Any metadata as plain data: None, a string, an integer's unsigned
        bits, a float, a list for a node, ``{"kind", "name"}`` for another
        value, ``{"code", "ops"}`` for another record."""
        item = self.m.md(ref)
        self.spend()
        if item is None:
            return None
        if isinstance(item, MDString):
            return item.data.decode("latin-1")
        if isinstance(item, MDNode):
            if depth >= MAX_PLAIN_DEPTH:
                raise ParseError(f"{where}: metadata nested more than {MAX_PLAIN_DEPTH} deep")
            self.spend(len(item.ops))
            return [self.plain(op, f"{where}[{i}]", depth + 1) for i, op in enumerate(item.ops)]
        if isinstance(item, MDOther):
            self.spend(len(item.ops))
            return {"code": item.code, "ops": list(item.ops)}
        v = self.m.value(item.value)
        if v.kind in ("integer", "float") and not isinstance(v.value, tuple):
            return v.value
        if v.kind == "null" and self.m.type(v.type).kind == "integer":
            return 0
        return {"kind": v.kind, "name": v.name}

    def tagged(self, ref: Ref, where: str, names: Dict[int, str],
               decode: Optional[Callable[[int, Ref, str], object]] = None) -> List[dict]:
        """A tag/value list (extended properties): ``{"tag", "name", "value"}``
        each, the value decoded by ``decode`` or, for a tag it does not
        know (None), as plain data; an empty list for a null list."""
        ops = self.node_or_none(ref, where)
        if ops is None:
            return []
        if len(ops) % 2:
            raise ParseError(f"{where}: a tag/value list of {len(ops)} operands, an odd number")
        out = []
        for i in range(0, len(ops), 2):
            tag = self.uint(ops[i], f"{where}[{i}]")
            at = f"{where}[{i + 1}]"
            value = decode(tag, ops[i + 1], at) if decode is not None else None
            if value is None:
                value = self.plain(ops[i + 1], at)
            out.append({"tag": tag, "name": names.get(tag), "value": value})
        return out

    # --- dx.typeAnnotations ------------------------------------------------------------------

    def type_annotations(self) -> Optional[Dict[str, dict]]:
        """The struct annotations of dx.typeAnnotations (DxilMDHelper::LoadDxilTypeSystem):
        its nodes are ``!{i32 0, %T undef, !{i32 size, !field...}, ...}`` for
        structs and ``!{i32 1, ...}`` for functions (not decoded)."""
        refs = self.m.named_metadata.get("dx.typeAnnotations")
        if refs is None:
            return None
        out: Dict[str, dict] = {}
        for i, ref in enumerate(refs):
            where = f"dx.typeAnnotations[{i}]"
            ops = self.node(ref, where)
            if not ops or self.uint(ops[0], f"{where}.tag") != STRUCT_ANNOTATIONS:
                continue
            if len(ops) % 2 == 0:
                raise ParseError(f"{where}: {len(ops) - 1} operands after the tag, not type/annotation pairs")
            for k in range(1, len(ops), 2):
                at = f"{where}[{k}]"
                t = self.m.type(self.constant(ops[k], at).type)
                if t.kind != "struct":
                    raise ParseError(f"{at}: a {t.kind} type, not a struct")
                fields = self.node(ops[k + 1], f"{where}[{k + 1}]")
                if not fields:
                    raise ParseError(f"{where}[{k + 1}]: an empty struct annotation")
                members = fields[1:1 + len(t.elements)] if len(fields) > 1 else ()
                if len(fields) > 1 and len(fields) not in (len(t.elements) + 1, len(t.elements) + 2):
                    raise ParseError(f"{where}[{k + 1}]: {len(fields) - 1} field annotations for "
                                     f"{len(t.elements)} fields")
                if t.name is not None:
                    out[t.name] = {"size": self.uint(fields[0], f"{where}[{k + 1}].size"),
                                   "fields": [self.field_annotation(f, f"{where}[{k + 1}][{j + 1}]")
                                              for j, f in enumerate(members)]}
        return out

    def field_annotation(self, ref: Ref, where: str) -> dict:
        """A field's tag/value pairs (DxilMDHelper::LoadDxilFieldAnnotation):
        ``name``, ``cbuffer_offset``, ``component_type``, ``matrix`` (``{"rows",
        "cols", "orientation"}``: 1 row major, 2 column major), ``precise``,
        ``semantic``, ``interpolation_mode``, ``cbuffer_used``,
        ``bit_field_width``, ``vector_size``: those present."""
        ops = self.node(ref, where)
        if len(ops) % 2:
            raise ParseError(f"{where}: a tag/value list of {len(ops)} operands, an odd number")
        out: dict = {}
        for i in range(0, len(ops), 2):
            tag = self.uint(ops[i], f"{where}[{i}]")
            at, value = f"{where}[{i + 1}]", ops[i + 1]
            name = FIELD_ANNOTATION_NAMES.get(tag)
            if tag in (4, 6):
                out[name] = self.string(value, at)
            elif tag in (8, 9):
                out[name] = self.flag(value, at)
            elif tag in (3, 5, 7, 12, 13):
                out[name] = self.uint(value, at)
            elif tag == 2:
                rows, cols, orientation = self.uints(value, at, 3)
                out[name] = {"rows": rows, "cols": cols, "orientation": orientation}
        return out

    # --- named metadata ------------------------------------------------------------------------

    def single(self, name: str) -> Optional[Ref]:
        refs = self.m.named_metadata.get(name)
        if refs is None:
            return None
        if len(refs) != 1:
            raise ParseError(f"{name} has {len(refs)} operands, not 1")
        return refs[0]

    def version(self, name: str) -> Optional[dict]:
        ref = self.single(name)
        if ref is None:
            return None
        major, minor = self.node(ref, name, 2)
        return {"major": self.uint(major, f"{name}.major"), "minor": self.uint(minor, f"{name}.minor")}

    def shader_model(self) -> Optional[dict]:
        ref = self.single("dx.shaderModel")
        if ref is None:
            return None
        kind, major, minor = self.node(ref, "dx.shaderModel", 3)
        return {"kind": self.string(kind, "dx.shaderModel.kind"), "major": self.uint(major, "dx.shaderModel.major"),
                "minor": self.uint(minor, "dx.shaderModel.minor")}

    def view_id_state(self) -> Optional[list]:
        ref = self.single("dx.viewIdState")
        if ref is None:
            return None
        (op,) = self.node(ref, "dx.viewIdState", 1)
        return self.data(op, "dx.viewIdState[0]", 32) or []

    def entry(self, ref: Ref, where: str) -> dict:
        func, name, sigs, res, props = self.node(ref, where, ENTRY_FIELDS)
        out = {"function": None if func is None else self.function(func, f"{where}.function"),
               "name": self.string(name, f"{where}.name"), "signatures": None, "resources": None,
               "properties": self.tagged(props, f"{where}.properties", PROPERTY_NAMES, self.property)}
        lists = self.node_or_none(sigs, f"{where}.signatures", SIGNATURE_FIELDS)
        if lists is not None:
            out["signatures"] = {kind: self.signature(op, f"{where}.signatures.{kind}")
                                 for kind, op in zip(SIGNATURE_KINDS, lists)}
        if res is not None:
            out["resources"] = self.resources(res, f"{where}.resources")
        return out

    def signature(self, ref: Ref, where: str) -> List[dict]:
        ops = self.node_or_none(ref, where)
        return [] if ops is None else [self.element(op, f"{where}[{i}]") for i, op in enumerate(ops)]

    def element(self, ref: Ref, where: str) -> dict:
        f = self.node(ref, where, ELEMENT_FIELDS)
        return {
            "id": self.uint(f[0], f"{where}.id"),
            "semantic_name": self.string(f[1], f"{where}.semantic_name"),
            "component_type": self.uint(f[2], f"{where}.component_type", 8),
            "semantic_kind": self.uint(f[3], f"{where}.semantic_kind", 8),
            "semantic_indices": self.uints(f[4], f"{where}.semantic_indices"),
            "interpolation_mode": self.uint(f[5], f"{where}.interpolation_mode", 8),
            "rows": self.uint(f[6], f"{where}.rows"),
            "cols": self.uint(f[7], f"{where}.cols", 8),
            "start_row": self.sint(f[8], f"{where}.start_row", 32),
            "start_col": self.sint(f[9], f"{where}.start_col", 8),
            "properties": self.tagged(f[10], f"{where}.properties", ELEMENT_PROPERTY_NAMES,
                                      lambda tag, op, at: self.uint(op, at) if tag in (0, 2, 3) else None),
        }

    def resources(self, ref: Ref, where: str) -> dict:
        lists = self.node(ref, where, RESOURCE_LISTS)
        readers = (self.srv, self.uav, self.cbuffer, self.sampler)
        out = {}
        for cls, op, reader in zip(RESOURCE_CLASSES, lists, readers):
            at = f"{where}.{cls}"
            ops = self.node_or_none(op, at)
            out[cls] = [] if ops is None else [reader(r, f"{at}[{i}]") for i, r in enumerate(ops)]
        return out

    def resource_base(self, f: Tuple[Ref, ...], where: str) -> dict:
        if f[1] is None:
            raise ParseError(f"{where}.global_symbol: null")
        symbol, type_name = self.symbol(f[1], f"{where}.global_symbol")
        return {"id": self.uint(f[0], f"{where}.id"), "global_symbol": symbol, "type_name": type_name,
                "name": self.string(f[2], f"{where}.name"), "space": self.uint(f[3], f"{where}.space"),
                "lower_bound": self.uint(f[4], f"{where}.lower_bound"),
                "range_size": self.uint(f[5], f"{where}.range_size")}

    def resource_property(self, tag: int, ref: Ref, where: str):
        return self.uint(ref, where) if tag in RESOURCE_PROPERTY_NAMES else None

    def srv(self, ref: Ref, where: str) -> dict:
        f = self.node(ref, where, SRV_FIELDS)
        out = self.resource_base(f, where)
        out.update(shape=self.uint(f[6], f"{where}.shape"), sample_count=self.uint(f[7], f"{where}.sample_count"),
                   properties=self.tagged(f[8], f"{where}.properties", RESOURCE_PROPERTY_NAMES,
                                          self.resource_property))
        return out

    def uav(self, ref: Ref, where: str) -> dict:
        f = self.node(ref, where, UAV_FIELDS)
        out = self.resource_base(f, where)
        out.update(shape=self.uint(f[6], f"{where}.shape"),
                   globally_coherent=self.flag(f[7], f"{where}.globally_coherent"),
                   has_counter=self.flag(f[8], f"{where}.has_counter"), is_rov=self.flag(f[9], f"{where}.is_rov"),
                   properties=self.tagged(f[10], f"{where}.properties", RESOURCE_PROPERTY_NAMES,
                                          self.resource_property))
        return out

    def cbuffer(self, ref: Ref, where: str) -> dict:
        f = self.node(ref, where, CBUFFER_FIELDS)
        out = self.resource_base(f, where)
        out.update(len_cbuffer=self.uint(f[6], f"{where}.len_cbuffer"),
                   properties=self.tagged(f[7], f"{where}.properties", CBUFFER_PROPERTY_NAMES,
                                          lambda tag, op, at: self.flag(op, at) if tag == 0 else None))
        return out

    def sampler(self, ref: Ref, where: str) -> dict:
        f = self.node(ref, where, SAMPLER_FIELDS)
        out = self.resource_base(f, where)
        out.update(sampler_kind=self.uint(f[6], f"{where}.sampler_kind"),
                   properties=self.tagged(f[7], f"{where}.properties", {}))
        return out

    # --- entry properties, by tag ----------------------------------------------------------------

    def property(self, tag: int, ref: Ref, where: str):
        """An entry property's value by its tag (None: decode it as plain data)."""
        if ref is None:
            raise ParseError(f"{where}: a null property value")
        if tag == 0:
            return self.uint(ref, where, 64)
        if tag in (6, 7, 8, 13, 16, 19, 24):
            return self.uint(ref, where)
        if tag == 14:
            return self.flag(ref, where)
        if tag in (4, 18, 22):
            ops = self.node(ref, where)
            if len(ops) < 3:
                raise ParseError(f"{where}: {len(ops)} thread or grid sizes, not 3")
            return [self.uint(op, f"{where}[{i}]") for i, op in enumerate(ops[:3])]
        if tag == 5:
            ops = self.node(ref, where)
            if not ops:
                raise ParseError(f"{where}: an empty auto binding space node")
            return self.uint(ops[0], f"{where}[0]")
        if tag == 11:
            ops = self.node(ref, where)
            if not ops:
                raise ParseError(f"{where}: an empty wave size node")
            return self.uint(ops[0], f"{where}[0]")
        if tag == 23:
            lo, hi, preferred = self.node(ref, where, 3)
            return {"min": self.uint(lo, f"{where}.min"), "max": self.uint(hi, f"{where}.max"),
                    "preferred": self.uint(preferred, f"{where}.preferred")}
        if tag == 12:
            (op,) = self.node(ref, where, 1)
            data = self.data(op, f"{where}[0]", 8)
            if data is None:
                raise ParseError(f"{where}[0]: a zero array, not a constant data array")
            return bytes(data)
        if tag in (15, 17):
            ops = self.node(ref, where)
            if len(ops) < 2:
                raise ParseError(f"{where}: a node id of {len(ops)} operands, not 2")
            return {"name": self.string(ops[0], f"{where}.name"), "index": self.uint(ops[1], f"{where}.index")}
        if tag == 1:
            f = self.node(ref, where, 5)
            return {"input_primitive": self.uint(f[0], f"{where}.input_primitive"),
                    "max_vertex_count": self.uint(f[1], f"{where}.max_vertex_count"),
                    "active_stream_mask": self.uint(f[2], f"{where}.active_stream_mask"),
                    "output_topology": self.uint(f[3], f"{where}.output_topology"),
                    "instance_count": self.uint(f[4], f"{where}.instance_count")}
        if tag == 2:
            f = self.node(ref, where, 2)
            return {"tessellator_domain": self.uint(f[0], f"{where}.tessellator_domain"),
                    "num_input_control_points": self.uint(f[1], f"{where}.num_input_control_points")}
        if tag == 3:
            f = self.node(ref, where, 7)
            return {"patch_constant_function": None if f[0] is None else self.function(
                        f[0], f"{where}.patch_constant_function"),
                    "num_input_control_points": self.uint(f[1], f"{where}.num_input_control_points"),
                    "num_output_control_points": self.uint(f[2], f"{where}.num_output_control_points"),
                    "tessellator_domain": self.uint(f[3], f"{where}.tessellator_domain"),
                    "tessellator_partitioning": self.uint(f[4], f"{where}.tessellator_partitioning"),
                    "tessellator_output_primitive": self.uint(f[5], f"{where}.tessellator_output_primitive"),
                    "max_tessellation_factor": self.real(f[6], f"{where}.max_tessellation_factor")}
        if tag == 9:
            f = self.node(ref, where, 5)
            return {"num_threads": self.uints(f[0], f"{where}.num_threads", 3),
                    "max_output_vertices": self.uint(f[1], f"{where}.max_output_vertices"),
                    "max_output_primitives": self.uint(f[2], f"{where}.max_output_primitives"),
                    "output_topology": self.uint(f[3], f"{where}.output_topology"),
                    "len_payload": self.uint(f[4], f"{where}.len_payload")}
        if tag == 10:
            f = self.node(ref, where, 2)
            return {"num_threads": self.uints(f[0], f"{where}.num_threads", 3),
                    "len_payload": self.uint(f[1], f"{where}.len_payload")}
        return None


#: DXIL::SubobjectKind names, by number (the kinds DXC's IsValidSubobjectKind accepts).
SUBOBJECT_KINDS = {0: "StateObjectConfig", 1: "GlobalRootSignature", 2: "LocalRootSignature",
                   8: "SubobjectToExportsAssociation", 9: "RaytracingShaderConfig",
                   10: "RaytracingPipelineConfig", 11: "HitGroup", 12: "RaytracingPipelineConfig1"}
#: The flags DXC accepts in a subobject (StateObjectFlags / RaytracingPipelineFlags::ValidMask).
STATE_OBJECT_FLAGS_VALID, PIPELINE_FLAGS_VALID = 0x7, 0x700


def read_subobjects(module: Module) -> Optional[List[dict]]:
    """A library's ``dx.subobjects`` metadata as DXC's metadata helper reads
    it (LoadSubobject), None when there is none: each subobject ``{"name",
    "kind", ...}`` with its kind's fields (``flags``; ``size`` and ``text``
    of a root signature; ``subobject`` and ``exports``; ``max_payload`` and
    ``max_attributes``; ``max_trace_recursion_depth``; ``hit_group_type``,
    ``intersection``, ``any_hit``, ``closest_hit``). ParseError, naming the
    path, where DXC refuses the module: a field missing or of another form,
    a kind it does not know, flags beyond those it knows, a name given
    twice, root signature bytes that are not whole words."""
    refs = module.named_metadata.get("dx.subobjects")
    if refs is None:
        return None
    d = _Decoder(module)
    out, seen = [], set()
    for i, ref in enumerate(refs):
        where = f"dx.subobjects[{i}]"
        f = d.node(ref, where)

        def field(n: int, name: str) -> Tuple[Ref, str]:
            if n >= len(f):
                raise ParseError(f"{where}: a subobject of {len(f)} fields, without its {name}")
            return f[n], f"{where}.{name}"

        def flags(n: int, valid: int) -> int:
            value = d.uint(*field(n, "flags"))
            if value & ~valid:
                raise ParseError(f"{where}.flags: {value:#x}, beyond those DXC knows ({valid:#x})")
            return value

        record = {"name": d.string(*field(0, "name")), "kind": d.uint(*field(1, "kind"))}
        kind = record["kind"]
        if kind not in SUBOBJECT_KINDS:
            raise ParseError(f"{where}.kind: {kind}, a kind DXC does not know")
        if kind == 0:
            record["flags"] = flags(2, STATE_OBJECT_FLAGS_VALID)
        elif kind in (1, 2):
            wrapper, at = field(2, "data")
            data = d.data(d.node(wrapper, at, 1)[0], f"{at}[0]", 8)
            if data is None or len(data) % 4:
                raise ParseError(f"{at}[0]: root signature bytes that are not whole words")
            record.update(size=len(data), text=d.string(*field(3, "text")))
        elif kind == 8:
            exports, at = field(3, "exports")
            record.update(subobject=d.string(*field(2, "subobject")),
                          exports=[d.string(op, f"{at}[{j}]") for j, op in enumerate(d.node(exports, at))])
        elif kind == 9:
            record.update(max_payload=d.uint(*field(2, "max_payload")),
                          max_attributes=d.uint(*field(3, "max_attributes")))
        elif kind == 10:
            record["max_trace_recursion_depth"] = d.uint(*field(2, "max_trace_recursion_depth"))
        elif kind == 11:
            record.update(hit_group_type=d.uint(*field(2, "hit_group_type")),
                          intersection=d.string(*field(3, "intersection")),
                          any_hit=d.string(*field(4, "any_hit")), closest_hit=d.string(*field(5, "closest_hit")))
        else:
            record.update(max_trace_recursion_depth=d.uint(*field(2, "max_trace_recursion_depth")),
                          flags=flags(3, PIPELINE_FLAGS_VALID))
        if record["name"] in seen:
            raise ParseError(f"{where}: subobject {record['name']!r} given twice")
        seen.add(record["name"])
        out.append(record)
    return out


def _what(item) -> str:
    if item is None:
        return "null"
    return {MDString: "a string", MDNode: "a node", MDValue: "a value"}.get(type(item), "another metadata record")


def _a(word: str) -> str:
    return ("an " if word[:1] in "aeiou" else "a ") + word


def entry_property(entry: dict, name: str, default=None):
    """The value of an entry's property by name (the last one given, as DXC keeps it)."""
    found = default
    for prop in entry["properties"]:
        if prop["name"] == name:
            found = prop["value"]
    return found
