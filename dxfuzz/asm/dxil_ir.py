"""The functions of a DXIL program as LLVM 3.7's text (the IR DXC's disassembler prints):
each defined function's ``define`` line, its blocks and instructions, from dxfuzz.bitcode's decode.

Values are spelled as LLVM's writer spells them: an unnamed argument, block or
result by its slot (``%5``, counted per function in that order), a named one
by its name, a global by ``@name``, a constant inline (floats as ``%e`` when
that reads back exactly, else as the hexadecimal of the double). Not printed
yet: the module's globals, declarations, attribute groups and metadata, an
instruction's attachments (``!dbg``) and DXC's comments.
"""
from __future__ import annotations

import re
import struct
from typing import Dict, List, Optional

from ..bitcode.function import (BINARY_OPS, CAST_OPS, FLOAT_BINARY_OPS, Function, Instruction,
                                 module_value_types, value_type)
from ..bitcode.module import Module, Value

#: A name LLVM prints without quotes: letters, digits, ``-``, ``.``, ``_``, not a digit first.
_PLAIN_NAME = re.compile(r"[-a-zA-Z._][-a-zA-Z._0-9]*")
#: FCMP/ICMP fast-math and wrap flags: the bits of a BINOP's flags field.
_WRAP = (("nuw", 1), ("nsw", 2))
_EXACT = 1
_FAST_MATH = (("nnan", 2), ("ninf", 4), ("nsz", 8), ("arcp", 16))
_BINARY = frozenset(BINARY_OPS) | frozenset(FLOAT_BINARY_OPS.values())
_CASTS = frozenset(CAST_OPS)
_ORDERINGS = ("notatomic", "unordered", "monotonic", "acquire", "release", "acq_rel", "seq_cst")


def name_text(prefix: str, name: str) -> str:
    """``%name`` / ``@name``, quoted and escaped where LLVM quotes it."""
    if _PLAIN_NAME.fullmatch(name):
        return prefix + name
    escaped = "".join(c if 0x20 <= ord(c) < 0x7F and c not in '"\\' else f"\\{ord(c):02X}" for c in name)
    return f'{prefix}"{escaped}"'


def float_text(value: float, kind: str) -> str:
    """A floating-point constant as LLVM's writer spells it: six significant
    digits in exponent form (``9.765620e-04``: APFloat's ``toString(6)``,
    zero-padded) when that reads back as the same double, else the
    hexadecimal of the double (a float widened; a half as ``0xH`` and its bits)."""
    if kind == "half":
        return "0xH%04X" % struct.unpack("<H", struct.pack("<e", value))[0]
    if value == value and value not in (float("inf"), float("-inf")):
        mantissa, exponent = ("%.5e" % value).split("e")
        text = f"{mantissa}0e{exponent}"
        if float(text) == value:
            return text
    return "0x%016X" % struct.unpack("<Q", struct.pack("<d", value))[0]


class FunctionText:
    """The text of one function of a decoded module; with ``opaque``, pointer
    types spelled as LLVM 17 and later spell them (``ptr``), to compare with
    their text."""

    def __init__(self, module: Module, function: Function, opaque: bool = False,
                 module_types: Optional[List[Optional[int]]] = None):
        self.m, self.f, self.opaque = module, function, opaque
        self.module_types = module_value_types(module) if module_types is None else module_types
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
        return type_text(self.m, tid, opaque=self.opaque)

    def value_type(self, vid: int) -> Optional[int]:
        return value_type(self.module_types, self.f, vid)

    def constant(self, v: Value, tid: Optional[int]) -> str:
        kind = v.kind
        if kind == "integer":
            t = self.m.type(tid) if tid is not None else None
            width = t.width if t is not None else 32
            if width == 1:
                return "true" if v.value else "false"
            value = v.value
            return str(value - (1 << width) if value >> (width - 1) else value)
        if kind == "float":
            t = self.m.type(tid) if tid is not None else None
            return float_text(v.value, t.kind if t is not None else "double")
        if kind == "undef":
            return "undef"
        if kind == "null":
            t = self.m.type(tid) if tid is not None else None
            if t is not None and t.kind == "pointer":
                return "null"
            if t is not None and t.kind == "integer":
                return "false" if t.width == 1 else "0"
            if t is not None and t.kind in ("float", "double", "half"):
                return float_text(0.0, t.kind)
            return "zeroinitializer"
        if kind == "aggregate":
            t = self.m.type(tid)
            items = ", ".join(self.typed(e) for e in v.value)
            if t.kind == "struct":
                return f"<{{ {items} }}>" if t.packed else f"{{ {items} }}"
            return f"[{items}]" if t.kind == "array" else f"<{items}>"
        if kind == "data":
            t = self.m.type(tid)
            elem = t.elements[0]
            items = ", ".join(f"{self.type(elem)} {self._element(x, elem)}" for x in v.value)
            return f"[{items}]" if t.kind == "array" else f"<{items}>"
        if kind == "gep":  # [source type (when the count is odd), (type, value) pairs]: inbounds by code
            ops = list(v.value)
            source = ops.pop(0) if len(ops) % 2 else None
            pairs = [f"{self.type(ops[i])} {self.value(ops[i + 1])}" for i in range(0, len(ops), 2)]
            head = f"{self.type(source)}, " if source is not None else ""
            inbounds = " inbounds" if v.fields.get("inbounds") else ""
            return f"getelementptr{inbounds} ({head}{', '.join(pairs)})"
        if kind == "cast":
            opcode, _, operand = v.value  # (the operand's type), to the constant's own
            to = tid
            name = CAST_OPS[opcode] if opcode < len(CAST_OPS) else opcode
            return f"{name} ({self.typed(operand)} to {self.type(to)})"
        if kind in ("string", "cstring"):
            data = v.value + (b"\0" if kind == "cstring" else b"")
            text = "".join(chr(c) if 0x20 <= c < 0x7F and c not in b'"\\' else f"\\{c:02X}" for c in data)
            return f'c"{text}"'
        return f"<{kind}>"

    def _element(self, x, elem: int) -> str:
        t = self.m.type(elem)
        if t.kind in ("float", "double", "half"):
            return float_text(x, t.kind)
        return str(x - (1 << t.width) if t.width and x >> (t.width - 1) else x)

    def value(self, vid: int) -> str:
        if vid in self.slots:
            return self.slots[vid]
        v = self.f.value_of(self.m, vid)
        if v is None:
            return f"%<{vid}>"
        if v.kind in ("global", "function", "alias"):
            return name_text("@", v.name) if v.name is not None else f"@{vid}"
        return self.constant(v, v.type)

    def typed(self, vid: int) -> str:
        return f"{self.type(self.value_type(vid))} {self.value(vid)}"

    # --- instructions --------------------------------------------------------------------------

    def lines(self) -> List[str]:
        f = self.f
        fn = self.m.type(f.type)
        name = self.m.values[f.value].name
        args = ", ".join(f"{self.type(t)} {self.slots[v]}" for t, v in zip(fn.elements[1:], f.args))
        title = name_text("@", name) if name is not None else f"@{f.value}"
        out = [f"define {self.type(fn.elements[0])} {title}({args}) {{"]
        # a block's predecessors, as LLVM lists them: the latest branch to it first
        preds: Dict[int, List[str]] = {}
        for b, block in enumerate(f.blocks):
            for target in block[-1].blocks if block else ():
                preds.setdefault(target, []).insert(0, self.labels[b])
        for b, block in enumerate(f.blocks):
            if b:
                label = self.labels[b]
                head = f"{label[1:]}:" if not label[1:].isdigit() else f"; <label>:{label[1:]}"
                if b in preds:
                    head = head.ljust(50) + "; preds = " + ", ".join(preds[b])
                out.append("")
                out.append(head)
            out.extend("  " + self.instruction(ins) for ins in block)
        out.append("}")
        return out

    def instruction(self, ins: Instruction) -> str:
        text = self._body(ins)
        return f"{self.slots[ins.value]} = {text}" if ins.value is not None else text

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
            fty = self.m.type(fields["function_type"])
            args = ", ".join(self.typed(v) for v in ops[1:])
            return f"call {self.type(fty.elements[0])} {self.value(ops[0])}({args})"
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


def type_text(m: Module, tid: Optional[int], depth: int = 0, opaque: bool = False) -> str:
    """A type as LLVM 3.7 spells it (pointers typed: ``float*``; with
    ``opaque`` as LLVM 17 and later do: ``ptr``)."""
    if tid is None:
        return "<?>"
    t = m.type(tid)
    kind = t.kind
    if depth > 32:
        return "<...>"
    if kind == "integer":
        return f"i{t.width}"
    if kind in ("void", "half", "float", "double", "label", "metadata", "x86_fp80", "fp128", "ppc_fp128",
                "x86_mmx"):
        return kind
    if kind in ("struct", "opaque") and t.name is not None:
        return name_text("%", t.name)
    if kind == "pointer":
        space = f" addrspace({t.address_space})" if t.address_space else ""
        if opaque:
            return "ptr" + space
        return f"{type_text(m, t.elements[0], depth + 1, opaque)}{space}*"
    if kind == "function":
        params = ", ".join(type_text(m, p, depth + 1, opaque) for p in t.elements[1:])
        if t.vararg:
            params = params + ", ..." if params else "..."
        return f"{type_text(m, t.elements[0], depth + 1, opaque)} ({params})"
    if kind == "struct":
        inner = ", ".join(type_text(m, e, depth + 1, opaque) for e in t.elements)
        body = f"{{ {inner} }}" if inner else "{}"
        return f"<{body}>" if t.packed else body
    if kind == "array":
        return f"[{t.count} x {type_text(m, t.elements[0], depth + 1, opaque)}]"
    if kind == "vector":
        return f"<{t.count} x {type_text(m, t.elements[0], depth + 1, opaque)}>"
    return kind


def functions_text(module: Module, functions: List[Function], opaque: bool = False) -> List[str]:
    """The text of each defined function, a blank line between them."""
    out: List[str] = []
    module_types = module_value_types(module)
    for f in functions:
        if out:
            out.append("")
        out.extend(FunctionText(module, f, opaque, module_types).lines())
    return out
