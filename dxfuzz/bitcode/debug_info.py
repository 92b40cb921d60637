"""Debug-information metadata of LLVM 3.7 bitcode (what DXC -Zi writes): each
record's fields, the nodes LLVM makes of it, and DWARF's names for its codes.

A debug-information record (METADATA_BLOCK codes 7 and 12-32) is kept as an
:class:`~dxfuzz.bitcode.module.MDOther`; :data:`LAYOUTS` says, per code, the
class LLVM 3.7 makes of it, the record sizes its reader accepts, each field
after the leading "distinct" flag (its name, as the writer prints it, and its
kind: a node or a string by metadata id + 1, a location's scope by its id,
an integer of the width LLVM keeps) and the operands the node holds, in
LLVM's order, which is the order its slot tracker numbers them in.
:func:`fields` decodes a record by that layout; :func:`operands` gives its
operands' metadata ids.
"""
from __future__ import annotations

from typing import Dict, List, NamedTuple, Optional, Sequence, Tuple

#: Field kinds: a metadata id + 1 (0: null); a string's metadata id + 1 (0:
#: none); unsigned integers of 16, 32 and 64 bits; a signed 64-bit integer
#: stored as it is, or sign-rotated (the low bit the sign, the rest
#: complemented: LLVM 3.7's unrotateSign for debug information); a boolean.
MD, STR, U16, U32, U64, S64, ROTATED, BOOL = "md", "str", "u16", "u32", "u64", "s64", "rotated", "bool"
#: A node's metadata id as it is, never null (only a location's scope).
ID = "id"
#: A location's column: 32 bits, and 0 when it does not fit in 16 (LLVM 3.7 keeps 16).
COLUMN = "column"

METADATA_LOCATION, METADATA_GENERIC_DEBUG, METADATA_EXPRESSION = 7, 12, 29
METADATA_LOCAL_VAR, METADATA_SUBPROGRAM, METADATA_LEXICAL_BLOCK, METADATA_LEXICAL_BLOCK_FILE = 28, 21, 22, 23

#: DW_TAG_auto_variable and DW_TAG_arg_variable (LLVM 3.7's local variables),
#: DW_TAG_base_type, DW_TAG_template_value_parameter.
DW_TAG_AUTO_VARIABLE, DW_TAG_BASE_TYPE, DW_TAG_TEMPLATE_VALUE_PARAMETER = 0x100, 0x24, 0x30
#: DW_OP_plus, DW_OP_deref, DW_OP_bit_piece: the operations a 3.7 expression may hold.
DW_OP_PLUS, DW_OP_DEREF, DW_OP_BIT_PIECE = 0x22, 0x06, 0x9D


class Layout(NamedTuple):
    """How LLVM 3.7 reads one debug-information record: ``name`` (the class,
    as the writer prints it after ``!``), ``sizes`` (the record sizes its
    reader accepts, the distinct flag counted), ``fields`` (``(name, kind)``
    after that flag) and ``operands`` (the names of the fields the node
    holds as operands, in its order; a name may come twice)."""
    name: str
    sizes: Tuple[int, ...]
    fields: Tuple[Tuple[str, str], ...]
    operands: Tuple[str, ...]


def _layout(name: str, sizes: Tuple[int, ...], fields: str, operands: str) -> Layout:
    pairs = tuple(tuple(f.split(":")) for f in fields.split())
    return Layout(name, sizes, pairs, tuple(operands.split()))  # type: ignore[arg-type]


#: Debug-information records by METADATA_BLOCK code, as LLVM 3.7's reader
#: takes them (BitcodeReader::parseMetadata) and its nodes hold them
#: (DebugInfoMetadata.cpp). GENERIC_DEBUG (12) and EXPRESSION (29) end in a
#: list of any length: :func:`fields` gives it as ``operands`` and ``elements``.
LAYOUTS: Dict[int, Layout] = {
    7: _layout("DILocation", (5,), "line:u32 column:column scope:id inlinedAt:md", "scope inlinedAt"),
    12: _layout("GenericDINode", (), "tag:u32 version:u64 header:str", "header"),
    13: _layout("DISubrange", (3,), "count:s64 lowerBound:rotated", ""),
    14: _layout("DIEnumerator", (3,), "value:rotated name:str", "name"),
    15: _layout("DIBasicType", (6,), "tag:u16 name:str size:u64 align:u64 encoding:u32", "name"),
    16: _layout("DIFile", (3,), "filename:str directory:str", "filename directory"),
    17: _layout("DIDerivedType", (12,), "tag:u16 name:str file:md line:u32 scope:md baseType:md size:u64 "
                "align:u64 offset:u64 flags:u32 extraData:md", "file scope name baseType extraData"),
    18: _layout("DICompositeType", (16,), "tag:u16 name:str file:md line:u32 scope:md baseType:md size:u64 "
                "align:u64 offset:u64 flags:u32 elements:md runtimeLang:u32 vtableHolder:md templateParams:md "
                "identifier:str", "file scope name baseType elements vtableHolder templateParams identifier"),
    19: _layout("DISubroutineType", (3,), "flags:u32 types:md", "types"),
    20: _layout("DICompileUnit", (14, 15), "language:u32 file:md producer:str isOptimized:bool flags:str "
                "runtimeVersion:u32 splitDebugFilename:str emissionKind:u32 enums:md retainedTypes:md "
                "subprograms:md globals:md imports:md dwoId:u64",
                "file producer flags splitDebugFilename enums retainedTypes subprograms globals imports"),
    21: _layout("DISubprogram", (19,), "scope:md name:str linkageName:str file:md line:u32 type:md isLocal:bool "
                "isDefinition:bool scopeLine:u32 containingType:md virtuality:u32 virtualIndex:u32 flags:u32 "
                "isOptimized:bool function:md templateParams:md declaration:md variables:md",
                "file scope name name linkageName type containingType function templateParams declaration "
                "variables"),
    22: _layout("DILexicalBlock", (5,), "scope:md file:md line:u32 column:u32", "file scope"),
    23: _layout("DILexicalBlockFile", (4,), "scope:md file:md discriminator:u32", "file scope"),
    24: _layout("DINamespace", (5,), "scope:md file:md name:str line:u32", "file scope name"),
    25: _layout("DITemplateTypeParameter", (3,), "name:str type:md", "name type"),
    26: _layout("DITemplateValueParameter", (5,), "tag:u16 name:str type:md value:md", "name type value"),
    27: _layout("DIGlobalVariable", (11,), "scope:md name:str linkageName:str file:md line:u32 type:md "
                "isLocal:bool isDefinition:bool variable:md declaration:md",
                "scope name file type name linkageName variable declaration"),
    28: _layout("DILocalVariable", (9, 10), "tag:u16 scope:md name:str file:md line:u32 type:md arg:u32 flags:u32",
                "scope name file type"),
    29: _layout("DIExpression", (), "", ""),
    30: _layout("DIObjCProperty", (8,), "name:str file:md line:u32 getter:str setter:str attributes:u32 type:md",
                "name file getter setter type"),
    31: _layout("DIImportedEntity", (6,), "tag:u16 scope:md entity:md line:u32 name:str", "scope entity name"),
    32: _layout("DIModule", (6,), "scope:md name:str configMacros:str includePath:str isysroot:str",
                "scope name configMacros includePath isysroot"),
}
#: Where each record holds its node's operands: ``(index in the record, kind)`` in LLVM's order.
_OPERAND_PLACES = {code: [next((i, kind) for i, (field, kind) in enumerate(layout.fields, 1) if field == name)
                          for name in layout.operands] for code, layout in LAYOUTS.items()}
#: The fewest fields of the two records that end in a list (the distinct flag counted).
_LEAST = {METADATA_GENERIC_DEBUG: 4, METADATA_EXPRESSION: 1}
_MASKS = {U16: 0xFFFF, U32: 0xFFFFFFFF, U64: (1 << 64) - 1}

#: DIFlag names by bit (DebugInfoFlags.def); the accessibility values 1-3
#: share the two low bits.
FLAGS = ((1 << 2, "FwdDecl"), (1 << 3, "AppleBlock"), (1 << 4, "BlockByrefStruct"), (1 << 5, "Virtual"),
         (1 << 6, "Artificial"), (1 << 7, "Explicit"), (1 << 8, "Prototyped"), (1 << 9, "ObjcClassComplete"),
         (1 << 10, "ObjectPointer"), (1 << 11, "Vector"), (1 << 12, "StaticMember"),
         (1 << 13, "LValueReference"), (1 << 14, "RValueReference"))
ACCESSIBILITY = {1: "Private", 2: "Protected", 3: "Public"}


def check(code: int, ops: Sequence[int]) -> Optional[str]:
    """Why LLVM 3.7's reader refuses a debug-information record of ``code``
    (its size, or a generic node's tag or version), or None."""
    layout = LAYOUTS[code]
    least = _LEAST.get(code)
    if least is not None:
        if len(ops) < least:
            return f"{layout.name} record of {len(ops)} fields, fewer than {least}"
        if code == METADATA_GENERIC_DEBUG and (ops[1] >= 1 << 16 or ops[2] != 0):
            return f"GenericDINode record of tag {ops[1]} and version {ops[2]} (a tag below 65536, version 0)"
        return None
    if len(ops) not in layout.sizes:
        return (f"{layout.name} record of {len(ops)} fields, not "
                + " or ".join(str(n) for n in layout.sizes))
    return None


def _value(kind: str, raw: int):
    if kind == MD or kind == STR:
        return raw - 1 if raw else None
    if kind == ID:
        return raw
    if kind == BOOL:
        return raw != 0
    raw &= _MASKS[U64]
    if kind == S64:
        return raw - (1 << 64) if raw >> 63 else raw
    if kind == ROTATED:  # not the constants' rotation: an odd value is the complement
        return ~(raw >> 1) if raw & 1 else raw >> 1
    if kind == COLUMN:
        raw &= _MASKS[U32]
        return raw if raw < 1 << 16 else 0
    return raw & _MASKS[kind]


def fields(code: int, ops: Sequence[int]) -> Dict[str, object]:
    """A record that :func:`check` accepts, decoded by its layout: each field
    by name (a node or string as its metadata id, None for null), plus
    ``distinct``; a generic node's ``operands`` and an expression's
    ``elements`` (unsigned 64-bit) after its fields. A field the record
    leaves out (a compile unit's ``dwoId``) is 0."""
    layout = LAYOUTS[code]
    out: Dict[str, object] = {"distinct": bool(ops[0]) if ops else False}
    for i, (name, kind) in enumerate(layout.fields, 1):
        out[name] = _value(kind, ops[i] if i < len(ops) else 0)
    if code == METADATA_GENERIC_DEBUG:
        out["operands"] = [_value(MD, v) for v in ops[4:]]
    elif code == METADATA_EXPRESSION:
        out["elements"] = [v & _MASKS[U64] for v in ops[1:]]
    return out


def operands(code: int, ops: Sequence[int]) -> List[Optional[int]]:
    """The metadata ids the node of a record holds, in LLVM's operand order
    (None for a null operand)."""
    out = [_value(kind, ops[i]) if i < len(ops) else None for i, kind in _OPERAND_PLACES[code]]
    if code == METADATA_GENERIC_DEBUG:
        out.extend(_value(MD, v) for v in ops[4:])
    return out


def references(code: int, ops: Sequence[int]) -> List[Tuple[str, str, int]]:
    """``(field name, kind, metadata id)`` of each node or string a record
    names (not the null ones), a generic node's operands last: a node must
    be defined somewhere in the block, a string must be a string."""
    f = fields(code, ops)
    out = [(name, kind, f[name]) for name, kind in LAYOUTS[code].fields
           if kind in (MD, STR, ID) and f[name] is not None]
    if code == METADATA_GENERIC_DEBUG:
        out.extend(("operands", MD, ref) for ref in f["operands"] if ref is not None)  # type: ignore[attr-defined]
    return out  # type: ignore[return-value]


def subprogram(md: Sequence, scope: Optional[int], memo: Dict[int, Optional[int]]) -> Optional[int]:
    """The subprogram a local scope is, or is in through lexical blocks (LLVM's
    ``DILocalScope::getSubprogram``), or None; ``memo`` keeps each scope's
    answer, so that all the scopes of a module take time linear in their count."""
    path: List[int] = []
    found: Optional[int] = None
    while scope is not None and 0 <= scope < len(md) and scope not in memo:
        item = md[scope]
        code = getattr(item, "code", None) if getattr(item, "node", False) else None
        path.append(scope)
        if code == METADATA_SUBPROGRAM:
            found = scope
            break
        if code not in (METADATA_LEXICAL_BLOCK, METADATA_LEXICAL_BLOCK_FILE):
            break
        memo[scope] = None  # a cycle of blocks ends here
        scope = fields(code, item.ops)["scope"]  # type: ignore[assignment]
    else:
        if scope is not None and scope in memo:
            found = memo[scope]
    for ref in path:
        memo[ref] = found
    return found


def flags_text(flags: int) -> str:
    """DIFlags as LLVM 3.7 prints them: the accessibility, each named bit
    low to high (``DIFlagPrototyped | DIFlagVector``), then any bits left as
    a number; "" for none."""
    if not flags:
        return ""
    words = []
    access = flags & 3
    if access:
        words.append("DIFlag" + ACCESSIBILITY[access])
        flags &= ~3
    for bit, name in FLAGS:
        if flags & bit:
            words.append("DIFlag" + name)
            flags &= ~bit
    if flags or not words:
        words.append(str(flags))
    return " | ".join(words)


def expression_valid(elements: Sequence[int]) -> bool:
    """Whether LLVM 3.7 takes an expression's elements as operations (only
    DW_OP_plus with one argument, DW_OP_deref, and DW_OP_bit_piece with
    two, last): else its writer prints the elements as numbers."""
    i, n = 0, len(elements)
    while i < n:
        op = elements[i]
        size = 3 if op == DW_OP_BIT_PIECE else 2 if op == DW_OP_PLUS else 1
        if i + size > n or op not in (DW_OP_PLUS, DW_OP_DEREF, DW_OP_BIT_PIECE):
            return False
        if op == DW_OP_BIT_PIECE:
            return i + size == n
        i += size
    return True


def expression_text(elements: Sequence[int]) -> str:
    """An expression's elements as LLVM 3.7 prints them inside
    ``!DIExpression(...)``: ``DW_OP_bit_piece, 0, 32``, or the numbers."""
    if not expression_valid(elements):
        return ", ".join(str(e) for e in elements)
    words: List[str] = []
    i = 0
    while i < len(elements):
        op = elements[i]
        size = 3 if op == DW_OP_BIT_PIECE else 2 if op == DW_OP_PLUS else 1
        words.append("DW_OP_" + OPERATIONS[op])
        words.extend(str(e) for e in elements[i + 1:i + size])
        i += size
    return ", ".join(words)


def dwarf_name(table: Dict[int, str], prefix: str, value: int) -> str:
    """A DWARF code by its name (``DW_TAG_member``), or its number where LLVM knows no name."""
    name = table.get(value)
    return prefix + name if name is not None else str(value)


#: DWARF names by value, their prefix left out (Dwarf.def of LLVM 3.7): DW_TAG_...
TAGS = {
    0x01: "array_type", 0x02: "class_type", 0x03: "entry_point", 0x04: "enumeration_type",
    0x05: "formal_parameter", 0x08: "imported_declaration", 0x0a: "label", 0x0b: "lexical_block",
    0x0d: "member", 0x0f: "pointer_type", 0x10: "reference_type", 0x11: "compile_unit", 0x12: "string_type",
    0x13: "structure_type", 0x15: "subroutine_type", 0x16: "typedef", 0x17: "union_type",
    0x18: "unspecified_parameters", 0x19: "variant", 0x1a: "common_block", 0x1b: "common_inclusion",
    0x1c: "inheritance", 0x1d: "inlined_subroutine", 0x1e: "module", 0x1f: "ptr_to_member_type",
    0x20: "set_type", 0x21: "subrange_type", 0x22: "with_stmt", 0x23: "access_declaration", 0x24: "base_type",
    0x25: "catch_block", 0x26: "const_type", 0x27: "constant", 0x28: "enumerator", 0x29: "file_type",
    0x2a: "friend", 0x2b: "namelist", 0x2c: "namelist_item", 0x2d: "packed_type", 0x2e: "subprogram",
    0x2f: "template_type_parameter", 0x30: "template_value_parameter", 0x31: "thrown_type", 0x32: "try_block",
    0x33: "variant_part", 0x34: "variable", 0x35: "volatile_type", 0x36: "dwarf_procedure",
    0x37: "restrict_type", 0x38: "interface_type", 0x39: "namespace", 0x3a: "imported_module",
    0x3b: "unspecified_type", 0x3c: "partial_unit", 0x3d: "imported_unit", 0x3f: "condition",
    0x40: "shared_type", 0x41: "type_unit", 0x42: "rvalue_reference_type", 0x43: "template_alias",
    0x100: "auto_variable", 0x101: "arg_variable", 0x44: "coarray_type", 0x45: "generic_subrange",
    0x46: "dynamic_type", 0x4081: "MIPS_loop", 0x4101: "format_label", 0x4102: "function_template",
    0x4103: "class_template", 0x4106: "GNU_template_template_param", 0x4107: "GNU_template_parameter_pack",
    0x4108: "GNU_formal_parameter_pack", 0x4200: "APPLE_property",
}
#: DW_ATE_ names by value.
ENCODINGS = {
    0x01: "address", 0x02: "boolean", 0x03: "complex_float", 0x04: "float", 0x05: "signed",
    0x06: "signed_char", 0x07: "unsigned", 0x08: "unsigned_char", 0x09: "imaginary_float",
    0x0a: "packed_decimal", 0x0b: "numeric_string", 0x0c: "edited", 0x0d: "signed_fixed",
    0x0e: "unsigned_fixed", 0x0f: "decimal_float", 0x10: "UTF",
}
#: DW_LANG_ names by value.
LANGUAGES = {
    0x01: "C89", 0x02: "C", 0x03: "Ada83", 0x04: "C_plus_plus", 0x05: "Cobol74", 0x06: "Cobol85",
    0x07: "Fortran77", 0x08: "Fortran90", 0x09: "Pascal83", 0x0a: "Modula2", 0x0b: "Java", 0x0c: "C99",
    0x0d: "Ada95", 0x0e: "Fortran95", 0x0f: "PLI", 0x10: "ObjC", 0x11: "ObjC_plus_plus", 0x12: "UPC",
    0x13: "D", 0x14: "Python", 0x15: "OpenCL", 0x16: "Go", 0x17: "Modula3", 0x18: "Haskell",
    0x19: "C_plus_plus_03", 0x1a: "C_plus_plus_11", 0x1b: "OCaml", 0x1c: "Rust", 0x1d: "C11", 0x1e: "Swift",
    0x1f: "Julia", 0x20: "Dylan", 0x21: "C_plus_plus_14", 0x22: "Fortran03", 0x23: "Fortran08",
    0x8001: "Mips_Assembler",
}
#: DW_VIRTUALITY_ names by value.
VIRTUALITIES = {
    0x00: "none", 0x01: "virtual", 0x02: "pure_virtual",
}
#: DW_OP_ names by value.
OPERATIONS = {
    0x03: "addr", 0x06: "deref", 0x08: "const1u", 0x09: "const1s", 0x0a: "const2u", 0x0b: "const2s",
    0x0c: "const4u", 0x0d: "const4s", 0x0e: "const8u", 0x0f: "const8s", 0x10: "constu", 0x11: "consts",
    0x12: "dup", 0x13: "drop", 0x14: "over", 0x15: "pick", 0x16: "swap", 0x17: "rot", 0x18: "xderef",
    0x19: "abs", 0x1a: "and", 0x1b: "div", 0x1c: "minus", 0x1d: "mod", 0x1e: "mul", 0x1f: "neg", 0x20: "not",
    0x22: "plus", 0x23: "plus_uconst", 0x24: "shl", 0x25: "shr", 0x26: "shra", 0x27: "xor", 0x2f: "skip",
    0x28: "bra", 0x29: "eq", 0x2a: "ge", 0x2b: "gt", 0x2c: "le", 0x2d: "lt", 0x2e: "ne", 0x30: "lit0",
    0x31: "lit1", 0x32: "lit2", 0x33: "lit3", 0x34: "lit4", 0x35: "lit5", 0x36: "lit6", 0x37: "lit7",
    0x38: "lit8", 0x39: "lit9", 0x3a: "lit10", 0x3b: "lit11", 0x3c: "lit12", 0x3d: "lit13", 0x3e: "lit14",
    0x3f: "lit15", 0x40: "lit16", 0x41: "lit17", 0x42: "lit18", 0x43: "lit19", 0x44: "lit20", 0x45: "lit21",
    0x46: "lit22", 0x47: "lit23", 0x48: "lit24", 0x49: "lit25", 0x4a: "lit26", 0x4b: "lit27", 0x4c: "lit28",
    0x4d: "lit29", 0x4e: "lit30", 0x4f: "lit31", 0x50: "reg0", 0x51: "reg1", 0x52: "reg2", 0x53: "reg3",
    0x54: "reg4", 0x55: "reg5", 0x56: "reg6", 0x57: "reg7", 0x58: "reg8", 0x59: "reg9", 0x5a: "reg10",
    0x5b: "reg11", 0x5c: "reg12", 0x5d: "reg13", 0x5e: "reg14", 0x5f: "reg15", 0x60: "reg16", 0x61: "reg17",
    0x62: "reg18", 0x63: "reg19", 0x64: "reg20", 0x65: "reg21", 0x66: "reg22", 0x67: "reg23", 0x68: "reg24",
    0x69: "reg25", 0x6a: "reg26", 0x6b: "reg27", 0x6c: "reg28", 0x6d: "reg29", 0x6e: "reg30", 0x6f: "reg31",
    0x70: "breg0", 0x71: "breg1", 0x72: "breg2", 0x73: "breg3", 0x74: "breg4", 0x75: "breg5", 0x76: "breg6",
    0x77: "breg7", 0x78: "breg8", 0x79: "breg9", 0x7a: "breg10", 0x7b: "breg11", 0x7c: "breg12",
    0x7d: "breg13", 0x7e: "breg14", 0x7f: "breg15", 0x80: "breg16", 0x81: "breg17", 0x82: "breg18",
    0x83: "breg19", 0x84: "breg20", 0x85: "breg21", 0x86: "breg22", 0x87: "breg23", 0x88: "breg24",
    0x89: "breg25", 0x8a: "breg26", 0x8b: "breg27", 0x8c: "breg28", 0x8d: "breg29", 0x8e: "breg30",
    0x8f: "breg31", 0x90: "regx", 0x91: "fbreg", 0x92: "bregx", 0x93: "piece", 0x94: "deref_size",
    0x95: "xderef_size", 0x96: "nop", 0x97: "push_object_address", 0x98: "call2", 0x99: "call4",
    0x9a: "call_ref", 0x9b: "form_tls_address", 0x9c: "call_frame_cfa", 0x9d: "bit_piece",
    0x9e: "implicit_value", 0x9f: "stack_value", 0xe0: "GNU_push_tls_address", 0xfb: "GNU_addr_index",
    0xfc: "GNU_const_index",
}
