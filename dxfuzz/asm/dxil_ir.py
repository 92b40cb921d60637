"""A DXIL program's module as LLVM 3.7's text, the IR DXC's disassembler prints: the
struct types, globals, functions (their blocks and instructions), attribute groups and metadata.

:class:`ModuleText` numbers what LLVM's writer numbers, in its order: the
struct types without a name in the order its type finder meets them (the
globals, the functions' types, their instructions' types and constant
operands, then the named metadata), the unnamed globals and functions, the
metadata nodes (those the named metadata reach, depth first, then each
function's attachments) and the attribute groups (the functions', then
their calls'). Values are spelled as LLVM's writer spells them: an unnamed
argument, block or result by its slot (``%5``, counted per function in
that order), a named one by its name, a global by ``@name``, a constant
inline (floats as ``%e`` when that reads back exactly, else as the
hexadecimal of the double). An ``annotate`` function may add a comment to
each instruction, as DXC's disassembler adds one to each ``dx.op`` call.
Debug information (DXC -Zi) prints as LLVM 3.7 prints it: each node by its
fields (``!DILocation(line: 3, column: 5, scope: !4)``), an instruction's
location as its first attachment (``, !dbg !7``), a DEBUG_LOC's location
one node with the module's location of the same fields. Not printed: the
old node forms of bitcode before LLVM 3.6 (``!{}`` with a comment).
"""
from __future__ import annotations

import re
import struct
from typing import Callable, Dict, Iterable, List, Optional, Sequence, Tuple

from ..bitcode.attributes import ATTRIBUTE_NAMES, FUNCTION_INDEX, INTEGER_KINDS, Attribute
from ..bitcode.function import (BINARY_OPS, CAST_OPS, FLOAT_BINARY_OPS, Function, Instruction,
                                 module_value_types, value_type)
from ..bitcode import debug_info
from ..bitcode.debug_info import ENCODINGS, LANGUAGES, LAYOUTS, METADATA_LOCATION, TAGS, VIRTUALITIES
from ..bitcode.module import MDNode, MDOther, MDString, MDValue, Module, Value

#: A name LLVM prints without quotes: letters, digits, ``-``, ``.``, ``_``, not a digit first.
_PLAIN_NAME = re.compile(r"[-a-zA-Z._][-a-zA-Z._0-9]*")
#: A metadata name LLVM prints as it is (``$`` allowed too).
_PLAIN_MD_NAME = re.compile(r"[-a-zA-Z$._][-a-zA-Z$._0-9]*")
#: FCMP/ICMP fast-math and wrap flags: the bits of a BINOP's flags field.
_WRAP = (("nuw", 1), ("nsw", 2))
_EXACT = 1
_FAST_MATH = (("nnan", 2), ("ninf", 4), ("nsz", 8), ("arcp", 16))
_BINARY = frozenset(BINARY_OPS) | frozenset(FLOAT_BINARY_OPS.values())
_CASTS = frozenset(CAST_OPS)
_ORDERINGS = ("notatomic", "unordered", "monotonic", "acquire", "release", "acq_rel", "seq_cst")
#: Linkage codes of GLOBALVAR and FUNCTION records -> the word LLVM 3.7 prints ("" for external).
LINKAGES = {0: "", 1: "weak", 2: "appending", 3: "internal", 4: "linkonce", 5: "", 6: "", 7: "extern_weak",
            8: "common", 9: "private", 10: "weak_odr", 11: "linkonce_odr", 12: "available_externally",
            13: "private", 14: "private", 15: "", 16: "weak", 17: "weak_odr", 18: "linkonce", 19: "linkonce_odr"}
_VISIBILITIES = {1: "hidden", 2: "protected"}
_DLL_STORAGE = {1: "dllimport", 2: "dllexport"}
_THREAD_LOCAL = {1: "thread_local", 2: "thread_local(localdynamic)", 3: "thread_local(initialexec)",
                 4: "thread_local(localexec)"}
#: Calling conventions LLVM 3.7 names (any other prints as ``ccN``; 0, C's, prints nothing).
CALLING_CONVENTIONS = {8: "fastcc", 9: "coldcc", 10: "ghccc", 12: "webkit_jscc", 13: "anyregcc",
                       14: "preserve_mostcc", 15: "preserve_allcc", 64: "x86_stdcallcc",
                       65: "x86_fastcallcc", 66: "arm_apcscc", 67: "arm_aapcscc", 68: "arm_aapcs_vfpcc",
                       69: "msp430_intrcc", 70: "x86_thiscallcc", 71: "ptx_kernel", 72: "ptx_device",
                       75: "spir_func", 76: "spir_kernel", 77: "intel_ocl_bicc", 78: "x86_64_sysvcc",
                       79: "x86_64_win64cc", 80: "x86_vectorcallcc"}
#: CALL's calling-convention field: tail call, the convention (shifted), musttail.
_CALL_TAIL, _CALL_MUSTTAIL = 1, 1 << 14

#: What an annotation function gets: the module's text, the function's, the
#: instruction and its index in the function.
Annotate = Callable[["ModuleText", "FunctionText", Instruction, int], Optional[str]]


def name_text(prefix: str, name: str) -> str:
    """``%name`` / ``@name``, quoted and escaped where LLVM quotes it."""
    if _PLAIN_NAME.fullmatch(name):
        return prefix + name
    return f'{prefix}"{escaped(name)}"'


def escaped(text) -> str:
    """Characters LLVM prints inside quotes as they are (printable ASCII but
    ``"`` and ``\\``); any other byte as ``\\XX``."""
    data = text.encode("latin-1") if isinstance(text, str) else text
    return "".join(chr(c) if 0x20 <= c < 0x7F and c not in b'"\\' else f"\\{c:02X}" for c in data)


def float_text(value: float, kind: str, modern: bool = False) -> str:
    """A floating-point constant as LLVM 3.7's writer spells it: ``%e``
    (seven significant digits: ``7.884375e+01``) when that reads back as the
    same double, else the hexadecimal of the double (a float widened; a
    half as ``0xH`` and its bits). With ``modern``, as LLVM 17 and later
    spell it: six significant digits, zero-padded (APFloat's ``toString(6)``:
    ``9.765620e-04``), else the hexadecimal."""
    if kind == "half":
        return "0xH%04X" % struct.unpack("<H", struct.pack("<e", value))[0]
    if value == value and value not in (float("inf"), float("-inf")):
        if modern:
            mantissa, exponent = ("%.5e" % value).split("e")
            text = f"{mantissa}0e{exponent}"
        else:
            text = "%e" % value
        if float(text) == value:
            return text
    return "0x%016X" % struct.unpack("<Q", struct.pack("<d", value))[0]


def attribute_text(a: Attribute, in_group: bool = False) -> str:
    """An attribute as LLVM 3.7 spells it: its name, ``align 4`` (``align=4``
    in an attribute group), ``"key"="value"``."""
    if a.kind is None:
        return f'"{a.key}"' if a.value is None else f'"{a.key}"="{a.value}"'
    name = ATTRIBUTE_NAMES[a.kind]
    if a.kind in INTEGER_KINDS:
        if name == "align":
            return f"align={a.value}" if in_group else f"align {a.value}"
        return f"{name}={a.value}" if in_group else f"{name}({a.value})"
    return name


def attributes_text(attributes: Iterable[Attribute], in_group: bool = False) -> str:
    return " ".join(attribute_text(a, in_group) for a in attributes)


def _attribute_key(attributes: List[Attribute]) -> Tuple:
    return tuple((a.kind, a.value, a.key) for a in attributes)


class ModuleText:
    """The text of a decoded module and its defined functions' bodies; with
    ``opaque``, pointer types and floats spelled as LLVM 17 and later spell
    them (``ptr``; :func:`float_text`'s ``modern``), to compare with their text."""

    def __init__(self, module: Module, functions: List[Function], opaque: bool = False,
                 annotate: Optional[Annotate] = None):
        self.m, self.opaque, self.annotate = module, opaque, annotate
        self.bodies: Dict[int, Function] = {f.value: f for f in functions}
        self.module_types = module_value_types(module)
        self.global_names: Dict[int, str] = {}
        unnamed = 0
        for kind in ("global", "alias", "function"):  # LLVM numbers them in this order
            for vid, v in enumerate(module.values):
                if v.kind != kind:
                    continue
                if v.name is not None:
                    self.global_names[vid] = name_text("@", v.name)
                else:
                    self.global_names[vid], unnamed = f"@{unnamed}", unnamed + 1
        #: the module's metadata, then the locations only instructions name (DEBUG_LOC records)
        self.md: List = module.metadata
        self._locations: Optional[Dict[Tuple, int]] = None
        #: each local scope's subprogram, as DXC's comments find it (debug_info.subprogram)
        self.subprograms: Dict[int, Optional[int]] = {}
        self.type_numbers: Dict[int, int] = {}
        self.named_types: List[int] = []
        self._find_types()
        self.type_names = type_texts(module, opaque, self.type_numbers)
        self._constants: Dict[object, str] = {}
        self._busy: set = set()
        self.md_slots: Dict[int, int] = {}
        self.attribute_slots: Dict[Tuple, int] = {}
        self.attribute_groups: List[List[Attribute]] = []
        for vid, v in enumerate(module.values):
            if v.kind == "function":
                self._attribute_slot(module.attributes(v.fields.get("attributes", 0), FUNCTION_INDEX))
        for refs in module.named_metadata.values():
            for ref in refs:
                self._md_walk(ref, self._md_slot)
        for vid, v in enumerate(module.values):  # as LLVM's writer reaches each body
            f = self.bodies.get(vid)
            if f is None:
                continue
            for _, ref in sorted(f.attachments.get(-1, ())):
                self._md_walk(ref, self._md_slot)
            index = 0
            for block in f.blocks:
                for ins in block:
                    for ref in self._intrinsic_metadata(ins, f):  # operands of llvm.* calls first
                        self._md_walk(ref, self._md_slot)
                    for _, ref in self.instruction_metadata(f, ins, index):
                        self._md_walk(ref, self._md_slot)
                    if ins.name == "call":  # (attribute groups are numbered apart from metadata)
                        self._attribute_slot(module.attributes(ins.fields.get("attributes", 0), FUNCTION_INDEX))
                    index += 1

    # --- numbering ----------------------------------------------------------------------------

    def _intrinsic_metadata(self, ins: Instruction, f: Function) -> List[int]:
        """The module metadata a call of an intrinsic (``llvm.*``) passes as
        operands, which LLVM's slot tracker numbers with the function's."""
        positions = ins.fields.get("metadata_args", ()) if ins.name == "call" else ()
        if not positions:
            return []
        callee = f.value_of(self.m, ins.operands[0])
        if callee is None or callee.kind != "function" or not (callee.name or "").startswith("llvm."):
            return []
        count = len(self.m.metadata)
        return [ins.operands[i] for i in positions if ins.operands[i] < count]

    def instruction_metadata(self, f: Function, ins: Instruction, index: int) -> List[Tuple[str, int]]:
        """An instruction's attachments as LLVM prints them: ``("dbg", node)``
        for its debug location first, then the others by kind."""
        out: List[Tuple[str, int]] = []
        rest = []
        for kind, ref in sorted(f.attachments.get(index, ())) if index >= 0 else ():
            name = self.kind_name(kind)
            if name == "dbg":  # an attached location takes the place of DEBUG_LOC's
                out = [(name, ref)]
            else:
                rest.append((name, ref))
        if not out and ins.loc is not None and ins.loc[2] is not None:
            out.append(("dbg", self.location(ins.loc)))
        return out + rest

    def location(self, loc: Tuple[int, int, Optional[int], Optional[int]]) -> int:
        """The node of a DEBUG_LOC's location: the module's location of the
        same fields that is not distinct (LLVM makes them one node), else a
        new one after the module's metadata."""
        if self._locations is None:
            self._locations = {}
            for ref, item in enumerate(self.m.metadata):
                if isinstance(item, MDOther) and item.code == METADATA_LOCATION and not item.ops[0]:
                    f = debug_info.fields(METADATA_LOCATION, item.ops)
                    self._locations.setdefault((f["line"], f["column"], f["scope"], f["inlinedAt"]), ref)
        line, column, scope, inlined_at = loc
        ops = (0, line, column, scope, 0 if inlined_at is None else inlined_at + 1)
        f = debug_info.fields(METADATA_LOCATION, ops)
        key = (f["line"], f["column"], f["scope"], f["inlinedAt"])
        ref = self._locations.get(key)
        if ref is None:
            if self.md is self.m.metadata:
                self.md = list(self.m.metadata)
            ref = self._locations[key] = len(self.md)
            self.md.append(MDOther(METADATA_LOCATION, ops))
        return ref

    def _attribute_slot(self, attributes: List[Attribute]) -> None:
        if attributes:
            key = _attribute_key(attributes)
            if key not in self.attribute_slots:
                self.attribute_slots[key] = len(self.attribute_groups)
                self.attribute_groups.append(attributes)

    def attribute_slot(self, attributes: List[Attribute]) -> int:
        return self.attribute_slots[_attribute_key(attributes)]

    def _md_slot(self, ref: int) -> None:
        self.md_slots[ref] = len(self.md_slots)

    def _md_walk(self, root: Optional[int], visit: Callable[[int], None],
                 value: Optional[Callable[[MDValue], None]] = None, seen: Optional[set] = None) -> None:
        """Visit ``root`` and the nodes it reaches, depth first, each once
        (``seen``: the slots' own map by default), calling ``value`` on each
        value operand in operand order; without recursion, for any depth."""
        seen = self.md_slots if seen is None else seen
        md = self.md
        if root is None or root in seen or not 0 <= root < len(md) or not _is_node(md[root]):
            return
        visit(root)
        if isinstance(seen, set):
            seen.add(root)
        stack = [(_node_operands(md[root]), 0)]
        while stack:
            ops, i = stack.pop()
            while i < len(ops):
                op = ops[i]
                i += 1
                if op is None or not 0 <= op < len(md):
                    continue
                item = md[op]
                if isinstance(item, MDValue):
                    if value is not None:
                        value(item)
                elif _is_node(item) and op not in seen:
                    visit(op)
                    if isinstance(seen, set):
                        seen.add(op)
                    stack.append((ops, i))
                    stack.append((_node_operands(item), 0))
                    break

    def _find_types(self) -> None:
        """The struct types in the order LLVM's type finder meets them (the
        globals' types and initializers, each function's type, its
        instructions' types, constant operands and attachments, then the
        named metadata): the named ones to define, the unnamed identified
        ones numbered; literal structs are neither."""
        m = self.m
        ntypes, nvalues = len(m.types), len(m.values)
        seen_types: set = set()
        seen_values: set = set()
        seen_md: set = set()
        found: List[int] = []

        def add_type(tid: Optional[int]) -> None:
            if tid is None or not 0 <= tid < ntypes or tid in seen_types:
                return
            seen_types.add(tid)
            work = [tid]
            while work:
                cur = work.pop()
                t = m.types[cur]
                if t.kind in ("struct", "opaque"):
                    found.append(cur)
                for sub in reversed(t.elements):
                    if 0 <= sub < ntypes and sub not in seen_types:
                        seen_types.add(sub)
                        work.append(sub)

        def add_value(vid: Optional[int], f: Optional[Function]) -> None:
            stack = [iter((vid,))]
            while stack:
                nxt = next(stack[-1], None)
                if nxt is None:
                    stack.pop()
                    continue
                v = f.value_of(m, nxt) if f is not None else (m.values[nxt] if 0 <= nxt < nvalues else None)
                if v is None or v.kind in ("global", "function", "alias"):
                    continue
                key = nxt if nxt < nvalues else (f.value if f is not None else None, nxt)
                if key in seen_values:
                    continue
                seen_values.add(key)
                add_type(v.type)
                stack.append(iter(_constant_operands(v)))

        def add_md(ref: Optional[int]) -> None:
            self._md_walk(ref, lambda _: None, lambda item: add_value(item.value, None), seen_md)

        for vid, v in enumerate(m.values):
            if v.kind == "global":
                add_type(self.module_types[vid] if self.module_types[vid] is not None
                         else v.fields.get("value_type"))
                if v.value is not None:
                    add_value(v.value, None)
        for vid, v in enumerate(m.values):
            if v.kind == "alias":
                add_type(v.type)
                add_value(v.value, None)
        for vid, v in enumerate(m.values):
            if v.kind != "function":
                continue
            add_type(self.module_types[vid] if self.module_types[vid] is not None else v.type)
            f = self.bodies.get(vid)
            if f is None:
                continue
            index = 0
            for block in f.blocks:
                for ins in block:
                    add_type(ins.type)
                    metadata_args = ins.fields.get("metadata_args", ()) if ins.name == "call" else ()
                    order = list(range(1, len(ins.operands))) + [0] if ins.name == "call" else \
                        range(len(ins.operands))  # a call's callee is its last operand in LLVM
                    for i in order:
                        op = ins.operands[i]
                        if i not in metadata_args:
                            add_value(op, f)
                        elif op < len(m.metadata) and isinstance(m.metadata[op], MDValue):
                            add_value(m.metadata[op].value, None)
                        else:
                            add_md(op)
                    for _, ref in sorted(f.attachments.get(index, ())):
                        add_md(ref)
                    index += 1
        for refs in m.named_metadata.values():
            for ref in refs:
                add_md(ref)
        for tid in found:
            t = m.types[tid]
            if not t.identified:
                continue
            if t.name is None:
                self.type_numbers[tid] = len(self.type_numbers)
            else:
                self.named_types.append(tid)

    # --- types and values ---------------------------------------------------------------------

    def type(self, tid: Optional[int]) -> str:
        if tid is None:
            return "<?>"
        if tid == -1:
            return "i32"  # the implicit type of constants before a SETTYPE
        return self.type_names[tid] if 0 <= tid < len(self.type_names) else f"%<type {tid}>"

    def struct_body(self, tid: int) -> str:
        """A struct's members (``opaque`` for an opaque one), as its definition shows them."""
        t = self.m.type(tid)
        if t.kind == "opaque":
            return "opaque"
        inner = ", ".join(self.type(e) for e in t.elements)
        body = f"{{ {inner} }}" if inner else "{}"
        return f"<{body}>" if t.packed else body

    def operand(self, vid: int, f: Optional[Function] = None) -> str:
        """A value that is not a function's own argument or result: a global
        by its name, a constant inline."""
        v = f.value_of(self.m, vid) if f is not None else (self.m.values[vid] if 0 <= vid < len(self.m.values)
                                                             else None)
        if v is None:
            return f"%<{vid}>"
        if v.kind in ("global", "function", "alias"):
            return self.global_names.get(vid, f"@<{vid}>")
        key = vid if vid < len(self.m.values) else (f.value if f is not None else None, vid)
        text = self._constants.get(key)
        if text is None:  # each constant's text made once, of bounded length and nesting
            if key in self._busy or len(self._busy) > 64:
                return "<...>"  # a constant made of itself, or nested deeper than LLVM's reader allows
            self._busy.add(key)
            text = self._constants[key] = _cut(self.constant(v, v.type, f))
            self._busy.discard(key)
        return text

    def typed_operand(self, vid: int, f: Optional[Function] = None) -> str:
        tid = value_type(self.module_types, f, vid) if f is not None else (
            self.module_types[vid] if 0 <= vid < len(self.module_types) else None)
        return f"{self.type(tid)} {self.operand(vid, f)}"

    def constant(self, v: Value, tid: Optional[int], f: Optional[Function] = None) -> str:
        m, kind = self.m, v.kind
        t = m.type(tid) if tid is not None else None
        if kind == "integer":
            width = t.width if t is not None else 32
            if width == 1:
                return "true" if v.value else "false"
            value = v.value
            return str(value - (1 << width) if value >> (width - 1) else value)
        if kind == "float":
            return float_text(v.value, t.kind if t is not None else "double", self.opaque)
        if kind == "undef":
            return "undef"
        if kind == "null":
            if t is not None and t.kind == "pointer":
                return "null"
            if t is not None and t.kind == "integer":
                return "false" if t.width == 1 else "0"
            if t is not None and t.kind in ("float", "double", "half"):
                return float_text(0.0, t.kind, self.opaque)
            return "zeroinitializer"
        if kind == "aggregate":
            items = ", ".join(self.typed_operand(e, f) for e in v.value)
            if t.kind == "struct":
                return f"<{{ {items} }}>" if t.packed else f"{{ {items} }}"
            return f"[{items}]" if t.kind == "array" else f"<{items}>"
        if kind == "data":
            elem = t.elements[0]
            items = ", ".join(f"{self.type(elem)} {self._element(x, elem)}" for x in v.value)
            return f"[{items}]" if t.kind == "array" else f"<{items}>"
        if kind == "gep":  # [source type (when the count is odd), (type, value) pairs]: inbounds by code
            ops = list(v.value)
            source = ops.pop(0) if len(ops) % 2 else None
            pairs = [f"{self.type(ops[i])} {self.operand(ops[i + 1], f)}" for i in range(0, len(ops), 2)]
            head = f"{self.type(source)}, " if source is not None else ""
            inbounds = " inbounds" if v.fields.get("inbounds") else ""
            return f"getelementptr{inbounds} ({head}{', '.join(pairs)})"
        if kind == "cast":
            opcode, _, operand = v.value  # (the operand's type), to the constant's own
            name = CAST_OPS[opcode] if opcode < len(CAST_OPS) else opcode
            return f"{name} ({self.typed_operand(operand, f)} to {self.type(tid)})"
        if kind in ("string", "cstring"):
            data = v.value + (b"\0" if kind == "cstring" else b"")
            return f'c"{escaped(data)}"'
        return f"<{kind}>"

    def _element(self, x, elem: int) -> str:
        t = self.m.type(elem)
        if t.kind in ("float", "double", "half"):
            return float_text(x, t.kind, self.opaque)
        return str(x - (1 << t.width) if t.width and x >> (t.width - 1) else x)

    # --- metadata -----------------------------------------------------------------------------

    def md_ref(self, ref: Optional[int]) -> str:
        """A node by its slot (``!5``), a string inline, a value with its type."""
        md = self.md
        if ref is None:
            return "null"
        if not 0 <= ref < len(md):
            return "<badref>"
        item = md[ref]
        if isinstance(item, MDString):
            return f'!"{escaped(item.data)}"'
        if isinstance(item, MDValue):
            return f"{self.type(item.type)} {self.operand(item.value)}"
        slot = self.md_slots.get(ref)
        return "<badref>" if slot is None else f"!{slot}"

    def md_node(self, ref: int) -> str:
        item = self.md[ref]
        if isinstance(item, MDNode):
            head = "distinct " if item.distinct else ""
            return head + "!{" + ", ".join(self.md_ref(op) for op in item.ops) + "}"
        code = item.code if isinstance(item, MDOther) else None
        if code in LAYOUTS:
            return self.debug_info_text(item)
        return f"!{{}}  ; metadata record {code} (an old node form) not printed"

    def md_string(self, ref: Optional[int]) -> bytes:
        """A string field's bytes (b"" for none)."""
        item = self.md[ref] if ref is not None else None
        return item.data if isinstance(item, MDString) else b""

    def debug_info_text(self, item: MDOther) -> str:
        """A debug-information node as LLVM 3.7's writer prints it
        (``!DILocation(line: 3, column: 5, scope: !4)``): its fields in the
        writer's order, each left out where the writer leaves it out."""
        code = item.code
        fields = debug_info.fields(code, item.ops)
        name = LAYOUTS[code].name
        head = "distinct " if fields["distinct"] else ""
        if code == debug_info.METADATA_EXPRESSION:
            return f"{head}!DIExpression({debug_info.expression_text(fields['elements'])})"  # type: ignore[arg-type]
        kinds = dict(LAYOUTS[code].fields)
        words = []
        for key in _DEBUG_INFO_FIELDS[name].split():
            keep = key.endswith("!")
            key = key.rstrip("!")
            value = fields[key]
            kind = kinds.get(key)
            if key == "tag":
                if _TAG_IMPLIED.get(name) == value:
                    continue
                words.append(f"tag: {debug_info.dwarf_name(TAGS, 'DW_TAG_', value)}")  # type: ignore[arg-type]
            elif key == "operands":
                if value:
                    words.append("operands: {" + ", ".join(self.md_ref(op) for op in value) + "}")  # type: ignore
            elif kind in (debug_info.MD, debug_info.ID):
                if value is not None or keep:
                    words.append(f"{key}: {self.md_ref(value)}")  # type: ignore[arg-type]
            elif kind == debug_info.STR:
                data = self.md_string(value)  # type: ignore[arg-type]
                if data or keep:
                    words.append(f'{key}: "{escaped(data)}"')
            elif kind == debug_info.BOOL:
                words.append(f"{key}: {'true' if value else 'false'}")
            elif key == "flags":
                if value:
                    words.append(f"flags: {debug_info.flags_text(value)}")  # type: ignore[arg-type]
            elif key in _DWARF_ENUMS:
                if value:  # LLVM 3.7 leaves out a zero code even where it says it keeps it
                    table, prefix = _DWARF_ENUMS[key]
                    words.append(f"{key}: {debug_info.dwarf_name(table, prefix, value)}")  # type: ignore
            elif value or keep or key == "arg" and fields["tag"] != debug_info.DW_TAG_AUTO_VARIABLE:
                words.append(f"{key}: {value}")
        return f"{head}!{name}({', '.join(words)})"

    # --- the module -----------------------------------------------------------------------------

    def lines(self) -> List[str]:
        """The module's text after its ``target`` lines, as LLVM's writer
        prints it (a blank line before each section and each function)."""
        m = self.m
        out: List[str] = []
        if self.type_numbers or self.named_types:
            out.append("")
            for tid, number in sorted(self.type_numbers.items(), key=lambda item: item[1]):
                out.append(f"%{number} = type {self.struct_body(tid)}")
            for tid in self.named_types:
                out.append(f"{name_text('%', m.types[tid].name)} = type {self.struct_body(tid)}")
        globals_ = [vid for vid, v in enumerate(m.values) if v.kind == "global"]
        if globals_:
            out.append("")
            out.extend(self.global_line(vid) for vid in globals_)
        aliases = [vid for vid, v in enumerate(m.values) if v.kind == "alias"]
        if aliases:
            out.append("")
            out.extend(self.alias_line(vid) for vid in aliases)
        for vid, v in enumerate(m.values):
            if v.kind == "function":
                out.append("")
                out.extend(self.function_lines(vid))
        if self.attribute_groups:
            out.append("")
            out.extend(f"attributes #{slot} = {{ {attributes_text(group, True)} }}"
                       for slot, group in enumerate(self.attribute_groups))
        if m.named_metadata:
            out.append("")
            for name, refs in m.named_metadata.items():
                out.append(f"!{_md_name(name)} = !{{{', '.join(self.md_ref(r) for r in refs)}}}")
        if self.md_slots:
            out.append("")
            out.extend(f"!{slot} = {self.md_node(ref)}" for ref, slot in
                       sorted(self.md_slots.items(), key=lambda item: item[1]))
        return out

    def global_line(self, vid: int) -> str:
        v = self.m.values[vid]
        fields = v.fields
        words = []
        linkage = fields.get("linkage", 0)
        if v.value is None and LINKAGES.get(linkage) == "":
            words.append("external")
        words += [LINKAGES.get(linkage, f"<linkage {linkage}>"), _VISIBILITIES.get(fields.get("visibility", 0), ""),
                  _dll_storage(fields, linkage, 10), _THREAD_LOCAL.get(fields.get("thread_local", 0), ""),
                  "unnamed_addr" if fields.get("unnamed_addr") else "",
                  f"addrspace({fields['address_space']})" if fields.get("address_space") else "",
                  "externally_initialized" if fields.get("externally_initialized") else "",
                  "constant" if fields.get("is_constant") else "global",
                  self.type(fields.get("value_type"))]
        text = f"{self.global_names[vid]} = " + " ".join(w for w in words if w)
        if v.value is not None:
            text += " " + self.operand(v.value)
        return text + _placement(self.m, fields, ",")

    def alias_line(self, vid: int) -> str:
        v = self.m.values[vid]
        linkage = LINKAGES.get(v.fields.get("linkage", 0), "")
        words = " ".join(w for w in (linkage, "alias") if w)
        return f"{self.global_names[vid]} = {words} {self.typed_operand(v.value)}"

    def function_lines(self, vid: int) -> List[str]:
        """A function's ``declare`` line, or its ``define`` line and body,
        after the ``; Function Attrs:`` comment LLVM writes above it."""
        m = self.m
        v = m.values[vid]
        fields = v.fields
        number = fields.get("attributes", 0)
        fn_attrs = m.attributes(number, FUNCTION_INDEX)
        out = []
        shown = [a for a in fn_attrs if a.kind is not None]
        if shown:
            out.append(f"; Function Attrs: {attributes_text(shown)}")
        fty = m.type(v.type)
        if fty.kind == "pointer" and fty.elements:
            fty = m.type(fty.elements[0])
        f = self.bodies.get(vid)
        linkage = fields.get("linkage", 0)
        cc = fields.get("calling_conv", 0)
        words = ["declare" if f is None else "define", LINKAGES.get(linkage, f"<linkage {linkage}>"),
                 _VISIBILITIES.get(fields.get("visibility", 0), ""), _dll_storage(fields, linkage, 11),
                 _calling_convention(cc), attributes_text(m.attributes(number, 0)),
                 self.type(fty.elements[0] if fty.elements else None)]
        head = " ".join(w for w in words if w)
        text = FunctionText(self, f) if f is not None else None
        params = []
        for i, ptype in enumerate(fty.elements[1:], 1):
            attrs = attributes_text(m.attributes(number, i))
            parts = [self.type(ptype)] + ([attrs] if attrs else [])
            if text is not None and i - 1 < len(f.args):
                parts.append(text.slots[f.args[i - 1]])
            params.append(" ".join(parts))
        if fty.vararg:
            params.append("...")
        line = f"{head} {self.global_names[vid]}({', '.join(params)})"
        if fields.get("unnamed_addr"):
            line += " unnamed_addr"
        if fn_attrs:
            line += f" #{self.attribute_slot(fn_attrs)}"
        line += _placement(m, fields, "")
        if f is not None:
            for kind, ref in sorted(f.attachments.get(-1, ())):
                line += f" !{self.kind_name(kind)} {self.md_ref(ref)}"
        if text is None:
            out.append(line)
            return out
        out.append(line + " {")
        out.extend(text.body())
        out.append("}")
        return out

    def kind_name(self, kind: int) -> str:
        name = self.m.kinds.get(kind)
        return name if name is not None else f"<unknown kind #{kind}>"

    def functions_lines(self) -> List[str]:
        """Only the defined functions, a blank line between them."""
        out: List[str] = []
        for vid in self.bodies:
            if out:
                out.append("")
            lines = self.function_lines(vid)
            out.extend(line for line in lines if not line.startswith("; Function Attrs:"))
        return out


def _is_node(item) -> bool:
    return isinstance(item, MDNode) or isinstance(item, MDOther) and item.node


def _node_operands(item) -> Sequence[Optional[int]]:
    """The metadata ids a node holds, in LLVM's order (what its slot tracker walks)."""
    if isinstance(item, MDNode):
        return item.ops
    if isinstance(item, MDOther) and item.code in LAYOUTS:
        return debug_info.operands(item.code, item.ops)
    return ()


#: Each debug-information class's fields in the order LLVM 3.7's writer
#: prints them (AsmWriter's writeDI* functions): ``!`` where it prints the
#: field even when it is zero, empty or null.
_DEBUG_INFO_FIELDS = {
    "DILocation": "line! column scope! inlinedAt",
    "GenericDINode": "tag header operands",
    "DISubrange": "count! lowerBound",
    "DIEnumerator": "name! value!",
    "DIBasicType": "tag name size align encoding",
    "DIDerivedType": "tag name scope file line baseType! size align offset flags extraData",
    "DICompositeType": "tag name scope file line baseType size align offset flags elements runtimeLang "
                       "vtableHolder templateParams identifier",
    "DISubroutineType": "flags types!",
    "DIFile": "filename! directory!",
    "DICompileUnit": "language file! producer isOptimized flags runtimeVersion! splitDebugFilename "
                     "emissionKind! enums retainedTypes subprograms globals imports dwoId",
    "DISubprogram": "name linkageName scope! file line type isLocal isDefinition scopeLine containingType "
                    "virtuality virtualIndex flags isOptimized function templateParams declaration variables",
    "DILexicalBlock": "scope! file line column",
    "DILexicalBlockFile": "scope! file discriminator!",
    "DINamespace": "name scope! file line",
    "DIModule": "scope! name configMacros includePath isysroot",
    "DITemplateTypeParameter": "name type!",
    "DITemplateValueParameter": "tag name type value!",
    "DIGlobalVariable": "name linkageName scope! file line type isLocal isDefinition variable declaration",
    "DILocalVariable": "tag name arg scope! file line type flags",
    "DIObjCProperty": "name file line setter getter attributes type",
    "DIImportedEntity": "tag name scope! entity line",
}
#: The tag a class prints only when it is another (DW_TAG_base_type, DW_TAG_template_value_parameter).
_TAG_IMPLIED = {"DIBasicType": debug_info.DW_TAG_BASE_TYPE,
                "DITemplateValueParameter": debug_info.DW_TAG_TEMPLATE_VALUE_PARAMETER}
#: Fields that name a DWARF code: their table and prefix.
_DWARF_ENUMS = {"encoding": (ENCODINGS, "DW_ATE_"), "language": (LANGUAGES, "DW_LANG_"),
                "runtimeLang": (LANGUAGES, "DW_LANG_"), "virtuality": (VIRTUALITIES, "DW_VIRTUALITY_")}


def _constant_operands(v: Value) -> Tuple[int, ...]:
    """The values a constant is made of (an aggregate's elements, a cast's
    operand, a getelementptr's pointer and indices)."""
    if v.kind == "aggregate":
        return tuple(v.value)
    if v.kind == "cast":
        return (v.value[2],)
    if v.kind == "gep":
        ops = list(v.value)
        if len(ops) % 2:
            ops.pop(0)
        return tuple(ops[1::2])
    return ()


def _md_name(name: str) -> str:
    """A named metadata's name, its other characters as ``\\XX``."""
    if _PLAIN_MD_NAME.fullmatch(name):
        return name
    return "".join(c if re.fullmatch(r"[-a-zA-Z$._0-9]", c) else f"\\{ord(c):02X}" for c in name)


def _dll_storage(fields: dict, linkage: int, count: int) -> str:
    """The DLL storage class word; a record of ``count`` fields or fewer
    says it by the obsolete dllimport/dllexport linkages (5, 6)."""
    if "dll_storage_class" in fields:
        return _DLL_STORAGE.get(fields["dll_storage_class"], "")
    return {5: "dllimport", 6: "dllexport"}.get(linkage, "")


def _calling_convention(cc: int) -> str:
    return "" if cc == 0 else CALLING_CONVENTIONS.get(cc, f"cc{cc}")


def _placement(m: Module, fields: dict, comma: str) -> str:
    """A global's or function's section and alignment, as LLVM prints them
    after it (``, section "s", align 4`` for a global: ``comma`` ``,``)."""
    text = ""
    number = fields.get("section", 0)
    if number:
        name = m.sections[number - 1] if 0 < number <= len(m.sections) else f"<section {number}>"
        text += f'{comma} section "{escaped(name)}"'
    alignment = (1 << fields.get("alignment", 0)) >> 1
    if alignment:
        text += f"{comma} align {alignment}"
    return text


class FunctionText:
    """The text of one defined function of a :class:`ModuleText`: its slots
    (unnamed arguments, blocks and results, counted in that order) and its body."""

    def __init__(self, ctx: ModuleText, function: Function):
        self.ctx, self.m, self.f = ctx, ctx.m, function
        self.slots: Dict[int, str] = {}
        self.labels: Dict[int, str] = {}
        count = 0
        for vid in function.args:
            if vid in function.names:
                self.slots[vid] = name_text("%", function.names[vid])
            else:
                self.slots[vid], count = f"%{count}", count + 1
        for b, block in enumerate(function.blocks):
            if b in function.block_names:
                self.labels[b] = name_text("%", function.block_names[b])
            else:
                self.labels[b], count = f"%{count}", count + 1
            for ins in block:
                if ins.value is None:
                    continue
                if ins.value in function.names:
                    self.slots[ins.value] = name_text("%", function.names[ins.value])
                else:
                    self.slots[ins.value], count = f"%{count}", count + 1

    # --- types and values ---------------------------------------------------------------------

    def type(self, tid: Optional[int]) -> str:
        return self.ctx.type(tid)

    def value_type(self, vid: int) -> Optional[int]:
        return value_type(self.ctx.module_types, self.f, vid)

    def value(self, vid: int) -> str:
        if vid in self.slots:
            return self.slots[vid]
        return self.ctx.operand(vid, self.f)

    def typed(self, vid: int) -> str:
        return f"{self.type(self.value_type(vid))} {self.value(vid)}"

    def metadata(self, ref: int) -> str:
        """A metadata operand: the module's (``!5``, ``!"text"``, ``i32 1``)
        or the function's own value as metadata (``float %3``)."""
        count = len(self.m.metadata)
        if ref < count:
            return self.ctx.md_ref(ref)
        local = self.f.local_metadata
        if ref - count < len(local):
            tid, vid = local[ref - count]
            return f"{self.type(tid)} {self.value(vid)}"
        return "<badref>"

    # --- the body ------------------------------------------------------------------------------

    def body(self) -> List[str]:
        """The blocks: each but the entry block after its label (``; <label>:N``
        or ``name:``) and its predecessors, the latest branch to it first."""
        f = self.f
        preds: Dict[int, List[str]] = {}
        for b, block in enumerate(f.blocks):
            for target in block[-1].blocks if block else ():
                preds.setdefault(target, []).insert(0, self.labels[b])
        out: List[str] = []
        index = 0
        for b, block in enumerate(f.blocks):
            if b:
                label = self.labels[b]
                named = b in f.block_names
                if b in preds:
                    head = f"{label[1:]}:" if named else f"; <label>:{label[1:]}"
                    out.append("")
                    out.append(head.ljust(50) + "; preds = " + ", ".join(preds[b]))
                elif named:  # LLVM prints no label for a block nothing branches to, but a name
                    out.append("")
                    out.append(f"{label[1:]}:".ljust(50) + "; No predecessors!")
                else:
                    out.append(" " * 50 + "; No predecessors!")
            elif 0 in f.block_names:
                out.append(f"{self.labels[0][1:]}:")
            for ins in block:
                out.append("  " + self.instruction(ins, index))
                index += 1
        return out

    def instruction(self, ins: Instruction, index: int = -1) -> str:
        text = self._body(ins)
        if ins.value is not None:
            text = f"{self.slots[ins.value]} = {text}"
        for name, ref in self.ctx.instruction_metadata(self.f, ins, index):
            text += f", !{name} {self.ctx.md_ref(ref)}"
        if self.ctx.annotate is not None:
            note = self.ctx.annotate(self.ctx, self, ins, index)
            if note:
                text += note
        return text

    def _call(self, ins: Instruction) -> str:
        m, fields, ops = self.m, ins.fields, ins.operands
        fty = m.type(fields["function_type"])
        cc = fields.get("calling_conv", 0)
        number = fields.get("attributes", 0)
        words = ["musttail call" if cc & _CALL_MUSTTAIL else "tail call" if cc & _CALL_TAIL else "call",
                 _calling_convention((cc >> 1) & 0x3FF), attributes_text(m.attributes(number, 0)),
                 self.type(fields["function_type"]) if fty.vararg else self.type(fty.elements[0])]
        args = []
        metadata_args = fields.get("metadata_args", ())
        for i, vid in enumerate(ops[1:], 1):
            attrs = attributes_text(m.attributes(number, i))
            if i in metadata_args:
                kind, operand = "metadata", self.metadata(vid)
            else:
                kind, operand = self.type(self.value_type(vid)), self.value(vid)
            args.append(f"{kind} {attrs + ' ' if attrs else ''}{operand}")
        text = f"{' '.join(w for w in words if w)} {self.value(ops[0])}({', '.join(args)})"
        fn_attrs = m.attributes(number, FUNCTION_INDEX)
        if fn_attrs:
            text += f" #{self.ctx.attribute_slot(fn_attrs)}"
        return text

    def _body(self, ins: Instruction) -> str:
        name, ops, fields = ins.name, ins.operands, ins.fields
        if name in _BINARY:
            flags = _flags(name, fields.get("flags", 0))
            return f"{name}{flags} {self.typed(ops[0])}, {self.value(ops[1])}"
        if name in _CASTS:
            return f"{name} {self.typed(ops[0])} to {self.type(ins.type)}"
        if name in ("fcmp", "icmp"):
            flags = _flags("fcmp", fields.get("flags", 0)) if name == "fcmp" else ""
            return f"{name}{flags} {fields['predicate']} {self.typed(ops[0])}, {self.value(ops[1])}"
        if name == "select":
            return f"select {self.typed(ops[0])}, {self.typed(ops[1])}, {self.typed(ops[2])}"
        if name == "extractvalue":
            return f"extractvalue {self.typed(ops[0])}, " + ", ".join(str(i) for i in fields["indices"])
        if name == "insertvalue":
            return (f"insertvalue {self.typed(ops[0])}, {self.typed(ops[1])}, "
                    + ", ".join(str(i) for i in fields["indices"]))
        if name == "extractelement":
            return f"extractelement {self.typed(ops[0])}, {self.typed(ops[1])}"
        if name == "insertelement":
            return f"insertelement {self.typed(ops[0])}, {self.typed(ops[1])}, {self.typed(ops[2])}"
        if name == "shufflevector":
            return f"shufflevector {self.typed(ops[0])}, {self.typed(ops[1])}, {self.typed(ops[2])}"
        if name == "load":
            volatile = " volatile" if fields.get("volatile") else ""
            return f"load{volatile} {self.type(ins.type)}, {self.typed(ops[0])}{_align(fields)}"
        if name == "store":
            volatile = " volatile" if fields.get("volatile") else ""
            return f"store{volatile} {self.typed(ops[0])}, {self.typed(ops[1])}{_align(fields)}"
        if name == "getelementptr":
            inbounds = " inbounds" if fields.get("inbounds") else ""
            return (f"getelementptr{inbounds} {self.type(fields['source_type'])}, "
                    + ", ".join(self.typed(v) for v in ops))
        if name == "alloca":
            size = "" if self.value(ops[0]) == "1" else f", {self.typed(ops[0])}"
            return f"alloca {self.type(fields['allocated_type'])}{size}{_align(fields)}"
        if name == "call":
            return self._call(ins)
        if name == "br":
            if not ops:
                return f"br label {self.labels[ins.blocks[0]]}"
            return (f"br {self.typed(ops[0])}, label {self.labels[ins.blocks[0]]}, "
                    f"label {self.labels[ins.blocks[1]]}")
        if name == "switch":
            cases = "".join(f"\n    {self.typed(v)}, label {self.labels[b]}" for v, b in zip(ops[1:], ins.blocks[1:]))
            return f"switch {self.typed(ops[0])}, label {self.labels[ins.blocks[0]]} [{cases}\n  ]"
        if name == "phi":
            pairs = ", ".join(f"[ {self.value(v)}, {self.labels[b]} ]" for v, b in zip(ops, ins.blocks))
            return f"phi {self.type(ins.type)} {pairs}"
        if name == "ret":
            return f"ret {self.typed(ops[0])}" if ops else "ret void"
        if name == "unreachable":
            return "unreachable"
        if name == "atomicrmw":
            return (f"atomicrmw {fields['operation']} {self.typed(ops[0])}, {self.typed(ops[1])} "
                    f"{_ordering(fields['ordering'])}")
        if name == "cmpxchg":
            failure = fields.get("failure_ordering", fields["ordering"])
            return (f"cmpxchg {self.typed(ops[0])}, {self.typed(ops[1])}, {self.typed(ops[2])} "
                    f"{_ordering(fields['ordering'])} {_ordering(failure)}")
        if name == "fence":
            return f"fence {_ordering(fields['ordering'])}"
        return f"; {name}"




def _flags(name: str, flags: int) -> str:
    if name in ("add", "sub", "mul", "shl"):
        return "".join(f" {n}" for n, bit in _WRAP if flags & bit)
    if name in ("udiv", "sdiv", "lshr", "ashr"):
        return " exact" if flags & _EXACT else ""
    if name.startswith("f"):
        if flags & 1:  # UnsafeAlgebra: every flag
            return " fast"
        return "".join(f" {n}" for n, bit in _FAST_MATH if flags & bit)
    return ""


def _ordering(code: int) -> str:
    """An atomic ordering's name (its code where LLVM has none)."""
    return _ORDERINGS[code] if 0 <= code < len(_ORDERINGS) else f"<ordering {code}>"


def _align(fields: dict) -> str:
    field = fields.get("align", 0) & 0x1F
    return f", align {1 << (field - 1)}" if field else ""


#: The longest text of one type or constant printed: a longer one (only a
#: malformed module nests them so) is cut there, so that printing stays
#: linear in the module's size.
TEXT_LIMIT = 20_000


def _cut(text: str) -> str:
    return text if len(text) <= TEXT_LIMIT else text[:TEXT_LIMIT] + " <...>"


def type_texts(m: Module, opaque: bool = False, numbers: Optional[Dict[int, int]] = None) -> List[str]:
    """Each type of the type table as LLVM 3.7 spells it (pointers typed:
    ``float*``; with ``opaque`` as LLVM 17 and later do: ``ptr``); a named
    struct by its name, one without a name by its number in ``numbers``
    (:class:`ModuleText`'s). Made in type id order from the texts before
    (a type refers only to earlier ones, but for identified structs), each
    at most :data:`TEXT_LIMIT` long: linear in the table, for any nesting."""
    out: List[str] = []
    for tid, t in enumerate(m.types):
        def sub(e: int) -> str:
            return out[e] if 0 <= e < tid else f"%<type {e}>"

        kind = t.kind
        if kind == "integer":
            text = f"i{t.width}"
        elif kind in ("struct", "opaque") and t.name is not None:
            text = name_text("%", t.name)
        elif t.identified:
            text = f"%{numbers[tid]}" if numbers and tid in numbers else f"%<type {tid}>"
        elif kind == "pointer" and t.elements:
            space = f" addrspace({t.address_space})" if t.address_space else ""
            text = "ptr" + space if opaque else f"{sub(t.elements[0])}{space}*"
        elif kind == "function" and t.elements:
            params = ", ".join(sub(p) for p in t.elements[1:])
            if t.vararg:
                params = params + ", ..." if params else "..."
            text = f"{sub(t.elements[0])} ({params})"
        elif kind == "struct":
            inner = ", ".join(sub(e) for e in t.elements)
            body = f"{{ {inner} }}" if inner else "{}"
            text = f"<{body}>" if t.packed else body
        elif kind in ("array", "vector") and t.elements:
            text = f"[{t.count} x {sub(t.elements[0])}]" if kind == "array" else f"<{t.count} x {sub(t.elements[0])}>"
        else:
            text = kind
        out.append(_cut(text))
    return out


def functions_text(module: Module, functions: List[Function], opaque: bool = False) -> List[str]:
    """The text of each defined function, a blank line between them."""
    return ModuleText(module, functions, opaque).functions_lines()


def module_text(module: Module, functions: List[Function], opaque: bool = False,
                annotate: Optional[Annotate] = None) -> List[str]:
    """The module's text after its ``target`` lines (:meth:`ModuleText.lines`)."""
    return ModuleText(module, functions, opaque, annotate).lines()
