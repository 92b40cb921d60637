"""The module level of a DXIL program's LLVM 3.7 bitcode: types, global values,
constants, value names and metadata, numbered as LLVM's reader numbers them."""
from __future__ import annotations

import struct
from typing import Dict, List, Optional, Sequence, Set, Tuple, Union

from ..errors import ParseError
from .attributes import (PARAMATTR_BLOCK_ID, PARAMATTR_GROUP_BLOCK_ID, Attribute, AttributeGroup, attributes_at,
                         decode_groups, decode_lists)
from . import debug_info
from .bits import read_vbr, windows
from .model import Bitstream, Block, Record
from .reader import read

#: Block ids of LLVM IR (LLVMBitCodes.h).
MODULE_BLOCK_ID, CONSTANTS_BLOCK_ID, FUNCTION_BLOCK_ID = 8, 11, 12
VALUE_SYMTAB_BLOCK_ID, METADATA_BLOCK_ID, TYPE_BLOCK_ID_NEW = 14, 15, 17

#: MODULE_BLOCK record codes used here.
MODULE_CODE_VERSION, MODULE_CODE_TRIPLE, MODULE_CODE_DATALAYOUT, MODULE_CODE_SECTIONNAME = 1, 2, 3, 5
MODULE_CODE_GLOBALVAR, MODULE_CODE_FUNCTION, MODULE_CODE_ALIAS, MODULE_CODE_PURGEVALS = 7, 8, 9, 10

#: TYPE_BLOCK_ID_NEW record codes: NUMENTRY, STRUCT_NAME, then the types by code.
TYPE_CODE_NUMENTRY, TYPE_CODE_STRUCT_NAME = 1, 19
TYPE_KINDS = {2: "void", 3: "float", 4: "double", 5: "label", 6: "opaque", 7: "integer", 8: "pointer",
              9: "function", 10: "half", 11: "array", 12: "vector", 13: "x86_fp80", 14: "fp128",
              15: "ppc_fp128", 16: "metadata", 17: "x86_mmx", 18: "struct", 20: "struct", 21: "function"}
#: The widest integer type LLVM allows (IntegerType::MAX_INT_BITS).
MAX_INT_BITS = (1 << 23) - 1

#: CONSTANTS_BLOCK record codes.
CST_SETTYPE, CST_NULL, CST_UNDEF, CST_INTEGER, CST_WIDE_INTEGER, CST_FLOAT = 1, 2, 3, 4, 5, 6
CST_AGGREGATE, CST_STRING, CST_CSTRING, CST_CE_CAST, CST_CE_INBOUNDS_GEP, CST_DATA = 7, 8, 9, 11, 20, 22
CONSTANT_KINDS = {2: "null", 3: "undef", 4: "integer", 5: "integer", 6: "float", 7: "aggregate", 8: "string",
                  9: "cstring", 10: "binop", 11: "cast", 12: "gep", 13: "select", 14: "extractelement",
                  15: "insertelement", 16: "shufflevector", 17: "cmp", 18: "inline_asm", 19: "shufflevector",
                  20: "gep", 21: "block_address", 22: "data", 23: "inline_asm"}

#: VALUE_SYMTAB record codes (FNENTRY is LLVM 3.8's, read all the same).
VST_CODE_ENTRY, VST_CODE_BBENTRY, VST_CODE_FNENTRY = 1, 2, 3

#: METADATA_BLOCK record codes.
METADATA_STRING, METADATA_VALUE, METADATA_NODE, METADATA_NAME = 1, 2, 3, 4
METADATA_DISTINCT_NODE, METADATA_KIND, METADATA_LOCATION = 5, 6, 7
METADATA_OLD_NODE, METADATA_OLD_FN_NODE, METADATA_NAMED_NODE = 8, 9, 10
METADATA_STRINGS = 35
#: Records that take the next metadata id in LLVM 3.7 (one each): strings,
#: values, nodes, locations, the old node forms and the debug-information
#: records 12-32. METADATA_STRINGS (LLVM 3.9, code 35) takes one per string.
#: Names, named nodes, kinds and unknown codes take none.
ONE_ID_CODES = frozenset([1, 2, 3, 5, 7, 8, 9] + list(range(12, 33)))

#: The fields of a GLOBALVAR record after its linkage, and of a FUNCTION
#: record after its linkage, by their names in the record (alignment as
#: log2 + 1, section and gc as 1-based ids, 0 for none).
_GLOBALVAR_FIELDS = ("alignment", "section", "visibility", "thread_local", "unnamed_addr",
                     "externally_initialized", "dll_storage_class", "comdat")
_FUNCTION_FIELDS = ("attributes", "alignment", "section", "visibility", "gc", "unnamed_addr",
                    "prologue_data", "dll_storage_class", "comdat", "prefix_data", "personality")

Ref = Optional[int]


class Type:
    """A type of the type table: ``kind`` (:data:`TYPE_KINDS`' names),
    ``width`` (integer bits), ``elements`` (type ids: the pointee, the
    element, the return type then the parameters, the struct members),
    ``count`` (array and vector length), ``name`` (a struct's), ``packed``,
    ``vararg``, ``address_space``."""

    __slots__ = ("kind", "width", "elements", "count", "name", "packed", "vararg", "address_space",
                 "identified")

    def __init__(self, kind: str, width: int = 0, elements: Tuple[int, ...] = (), count: int = 0,
                 name: Optional[str] = None, packed: bool = False, vararg: bool = False, address_space: int = 0):
        self.kind = kind
        self.width = width
        self.elements = elements
        self.count = count
        self.name = name
        self.packed = packed
        self.vararg = vararg
        self.address_space = address_space
        #: a struct known by its identity (a named or opaque one, even without a name), not its members
        self.identified = False

    def __repr__(self) -> str:
        extra = f" {self.name!r}" if self.name is not None else ""
        return f"Type({self.kind}{self.width or ''}{extra}, elements={self.elements}, count={self.count})"


#: The type of constants before a block's first SETTYPE (LLVM starts with i32).
IMPLICIT_I32 = Type("integer", 32)


class Value:
    """An entry of the module's value list: ``kind`` ("global", "function",
    "alias" or a constant's kind from :data:`CONSTANT_KINDS`), ``type`` (its
    type id, -1 for the implicit i32), ``value`` (a constant's value: the
    integer's unsigned bits, a float, bytes of a string, a tuple of value ids
    for an aggregate, of raw elements for data, ``(opcode, type id, value
    id)`` for a cast, the operands otherwise; a global's initializer value id
    or None), ``name`` (from the value symbol table) and ``fields`` (the
    record's other fields: linkage, is_constant, address_space, ...)."""

    __slots__ = ("kind", "type", "value", "name", "fields")

    def __init__(self, kind: str, type_id: int, value=None, fields: Optional[dict] = None):
        self.kind = kind
        self.type = type_id
        self.value = value
        self.name: Optional[str] = None
        self.fields = fields or {}

    def __repr__(self) -> str:
        name = f" {self.name!r}" if self.name is not None else ""
        return f"Value({self.kind}{name}, type={self.type}, value={self.value!r})"


class MDString:
    """A metadata string (its bytes)."""

    __slots__ = ("data",)

    def __init__(self, data: bytes):
        self.data = data

    def __repr__(self) -> str:
        return f"MDString({self.data!r})"


class MDNode:
    """A metadata node: ``ops`` (metadata ids, None for a null operand) and ``distinct``."""

    __slots__ = ("ops", "distinct")

    def __init__(self, ops: Tuple[Ref, ...], distinct: bool = False):
        self.ops = ops
        self.distinct = distinct

    def __repr__(self) -> str:
        return f"MDNode({list(self.ops)!r}{', distinct' if self.distinct else ''})"


class MDValue:
    """A value as metadata: ``type`` (type id) and ``value`` (value id)."""

    __slots__ = ("type", "value")

    def __init__(self, type_id: int, value_id: int):
        self.type = type_id
        self.value = value_id

    def __repr__(self) -> str:
        return f"MDValue(type={self.type}, value={self.value})"


class MDOther:
    """Any other metadata record that takes an id (locations, debug
    information, the old node forms): its ``code`` and raw ``ops``; ``node``
    says whether LLVM makes it an MDNode (every one but OLD_FN_NODE)."""

    __slots__ = ("code", "ops", "node")

    def __init__(self, code: int, ops: Tuple[int, ...]):
        self.code = code
        self.ops = ops
        self.node = code != METADATA_OLD_FN_NODE

    def __repr__(self) -> str:
        return f"MDOther(code={self.code}, ops={list(self.ops)!r})"


Metadata = Union[MDString, MDNode, MDValue, MDOther]


class Module:
    """A decoded module: ``version`` (MODULE_CODE_VERSION), ``triple``,
    ``datalayout``, ``sections`` (section names, as GLOBALVAR and FUNCTION
    records name them from 1), ``types`` (type id -> :class:`Type`),
    ``values`` (value id -> :class:`Value`: globals, functions and aliases in record order,
    then the module constants), ``metadata`` (metadata id -> MDString,
    MDNode, MDValue or MDOther), ``named_metadata`` (name -> metadata ids of
    its nodes, in order), ``kinds`` (metadata kind id -> name),
    ``attribute_groups`` (group id -> :class:`AttributeGroup`) and
    ``attribute_lists`` (each list's group ids, as FUNCTION and CALL records
    name them from 1)."""

    def __init__(self):
        self.version: Optional[int] = None
        self.triple: Optional[str] = None
        self.datalayout: Optional[str] = None
        self.types: List[Type] = []
        self.values: List[Value] = []
        self.metadata: List[Metadata] = []
        self.named_metadata: Dict[str, List[int]] = {}
        self.kinds: Dict[int, str] = {}
        self.sections: List[str] = []
        self.attribute_groups: Dict[int, AttributeGroup] = {}
        self.attribute_lists: List[Tuple[int, ...]] = []

    def attributes(self, number: int, index: int) -> List[Attribute]:
        """The attributes attribute list ``number`` (a FUNCTION's or CALL's:
        1 for the first, 0 for none) gives the function (``FUNCTION_INDEX``),
        its return value (0) or its Nth parameter (N)."""
        return attributes_at(self.attribute_groups, self.attribute_lists, number, index)

    def __repr__(self) -> str:
        return (f"Module(types={len(self.types)}, values={len(self.values)}, metadata={len(self.metadata)}, "
                f"named={list(self.named_metadata)})")

    def type(self, type_id: int) -> Type:
        """The type of a type id (-1: the implicit i32 of constants)."""
        if type_id == -1:
            return IMPLICIT_I32
        if not 0 <= type_id < len(self.types):
            raise ParseError(f"type id {type_id} is not in the type table of {len(self.types)} types")
        return self.types[type_id]

    def value(self, value_id: int) -> Value:
        if not 0 <= value_id < len(self.values):
            raise ParseError(f"value id {value_id} is not in the module's {len(self.values)} values")
        return self.values[value_id]

    def md(self, ref: Ref) -> Optional[Metadata]:
        """The metadata of an id (None for None, a null operand)."""
        if ref is None:
            return None
        if not 0 <= ref < len(self.metadata):
            raise ParseError(f"metadata id {ref} is not in the module's {len(self.metadata)} metadata")
        return self.metadata[ref]

    @property
    def functions(self) -> List[Value]:
        return [v for v in self.values if v.kind == "function"]

    @property
    def globals(self) -> List[Value]:
        return [v for v in self.values if v.kind == "global"]


#: The largest alignment LLVM allows, as the exponent a record gives (2^29: Value::MaxAlignmentExponent + 1).
MAX_ALIGNMENT_FIELD = 30


def _check_alignment(fields: dict, rec: Record) -> None:
    if fields.get("alignment", 0) > MAX_ALIGNMENT_FIELD:
        raise ParseError(f"alignment field {fields['alignment']} beyond 2^29 (LLVM refuses it)",
                         offset=rec.bit_offset >> 3)


def _text(ops: Sequence[int]) -> str:
    """Record operands as characters (their low bytes, as LLVM keeps them)."""
    return bytes(v & 0xFF for v in ops).decode("latin-1")


def unrotate(v: int) -> int:
    """A sign-rotated VBR value (the sign in bit 0) as a signed 64-bit value;
    a lone sign bit (1) is the most negative value, as in LLVM."""
    if not v & 1:
        return v >> 1
    return -(v >> 1) if v != 1 else -(1 << 63)


def _float(bits: int, kind: str):
    if kind == "half":
        return struct.unpack("<e", struct.pack("<H", bits & 0xFFFF))[0]
    if kind == "float":
        return struct.unpack("<f", struct.pack("<I", bits & 0xFFFFFFFF))[0]
    return struct.unpack("<d", struct.pack("<Q", bits & 0xFFFFFFFFFFFFFFFF))[0]


def read_module(data) -> Module:
    """Decode a DXIL program's bitcode (bytes from ``parts.program_bitcode``)
    down to its module level; raises only :class:`ParseError`."""
    return decode_module(read(data))


def decode_module(stream: Bitstream) -> Module:
    """The module of a decoded bitstream's MODULE_BLOCK (the first one;
    other top-level blocks are skipped, as LLVM skips them).

    Blocks are read in stream order as LLVM's reader reads them: the type
    table, then global values from MODULE_CODE_GLOBALVAR / FUNCTION / ALIAS
    records (value ids from 0 in record order), each CONSTANTS_BLOCK's
    constants (the next value ids), VALUE_SYMTAB names, each
    METADATA_BLOCK's metadata (ids go on from block to block), and the
    attribute groups and lists. Function
    blocks (their own values and metadata) are not read. References may
    point forward; those that are still unresolved at the module's end, and
    the rules LLVM refuses a module for (in the records read here), raise
    :class:`ParseError`. Work and memory are linear in the stream.
    """
    module_block = next((b for b in stream.blocks  # records may stand at the top level too
                         if isinstance(b, Block) and b.block_id == MODULE_BLOCK_ID), None)
    if module_block is None:
        raise ParseError("no MODULE_BLOCK in the bitcode")
    m = Module()
    state = _State(m)
    for item in module_block.children:
        if isinstance(item, Block):
            bid = item.block_id
            if bid == TYPE_BLOCK_ID_NEW:
                state.types(item)
            elif bid == CONSTANTS_BLOCK_ID:
                state.constants(item)
            elif bid == VALUE_SYMTAB_BLOCK_ID:
                state.symtab(item)
            elif bid == METADATA_BLOCK_ID:
                state.metadata(item)
            elif bid == PARAMATTR_GROUP_BLOCK_ID:
                decode_groups(item, m.attribute_groups)
            elif bid == PARAMATTR_BLOCK_ID:
                decode_lists(item, m.attribute_groups, m.attribute_lists)
        elif isinstance(item, Record):
            state.module_record(item)
    state.finish()
    return m


class _State:
    """What decoding a module keeps besides the module: the references to check at the end."""

    def __init__(self, m: Module):
        self.m = m
        self.seen_types = False
        #: references to values, checked at the end: (what refers: "value" or
        #: "metadata", the referrer's id, the value id referred to)
        self.value_refs: List[Tuple[str, int, int]] = []

    # --- MODULE_BLOCK records ------------------------------------------------------------

    def module_record(self, rec: Record) -> None:
        m, code, ops = self.m, rec.code, rec.ops
        if code == MODULE_CODE_VERSION:
            if not ops or ops[0] not in (0, 1):
                raise ParseError(f"module version {ops[0] if ops else None} is not 0 or 1 (LLVM 3.7)",
                                 offset=rec.bit_offset >> 3)
            m.version = ops[0]
        elif code == MODULE_CODE_TRIPLE:
            m.triple = _text(ops)
        elif code == MODULE_CODE_DATALAYOUT:
            m.datalayout = _text(ops)
        elif code == MODULE_CODE_SECTIONNAME:
            m.sections.append(_text(ops))
        elif code == MODULE_CODE_GLOBALVAR:
            if len(ops) < 6:
                raise ParseError(f"GLOBALVAR record of {len(ops)} operands, fewer than 6", offset=rec.bit_offset >> 3)
            ty = self._type_at(ops[0], rec)
            explicit = bool(ops[1] & 2)
            if explicit:
                value_type, space = ops[0], ops[1] >> 2
            else:
                if ty.kind != "pointer" or not ty.elements:
                    raise ParseError("GLOBALVAR of a type that is not a pointer", offset=rec.bit_offset >> 3)
                value_type, space = ty.elements[0], ty.address_space
            init = ops[2] - 1 if ops[2] else None
            if init is not None:
                self.value_refs.append(("value", len(m.values), init))
            fields = {"value_type": value_type, "address_space": space, "is_constant": bool(ops[1] & 1),
                      "linkage": ops[3], "explicit_type": explicit}
            for key, value in zip(_GLOBALVAR_FIELDS, ops[4:]):
                fields[key] = value
            _check_alignment(fields, rec)
            m.values.append(Value("global", ops[0], init, fields))
        elif code == MODULE_CODE_FUNCTION:
            if len(ops) < 8:
                raise ParseError(f"FUNCTION record of {len(ops)} operands, fewer than 8", offset=rec.bit_offset >> 3)
            ty = self._type_at(ops[0], rec)
            if ty.kind == "pointer" and ty.elements:
                ty = self._type_at(ty.elements[0], rec)
            if ty.kind != "function":
                raise ParseError("FUNCTION of a type that is not a function type", offset=rec.bit_offset >> 3)
            fields = {"calling_conv": ops[1], "is_declaration": bool(ops[2]), "linkage": ops[3]}
            for key, value in zip(_FUNCTION_FIELDS, ops[4:]):
                fields[key] = value
            _check_alignment(fields, rec)
            m.values.append(Value("function", ops[0], None, fields))
        elif code == MODULE_CODE_ALIAS:
            if len(ops) < 3:
                raise ParseError(f"ALIAS record of {len(ops)} operands, fewer than 3", offset=rec.bit_offset >> 3)
            if self._type_at(ops[0], rec).kind != "pointer":
                raise ParseError("ALIAS of a type that is not a pointer", offset=rec.bit_offset >> 3)
            m.values.append(Value("alias", ops[0], ops[1], {"linkage": ops[2]}))
        elif code == MODULE_CODE_PURGEVALS:
            if not ops or ops[0] > len(m.values):
                raise ParseError("PURGEVALS beyond the value list", offset=rec.bit_offset >> 3)
            del m.values[ops[0]:]

    def _type_at(self, type_id: int, rec: Record) -> Type:
        if not 0 <= type_id < len(self.m.types):
            raise ParseError(f"type id {type_id} is not in the type table of {len(self.m.types)} types",
                             offset=rec.bit_offset >> 3)
        return self.m.types[type_id]

    # --- TYPE_BLOCK_ID_NEW ------------------------------------------------------------------

    def types(self, block: Block) -> None:
        if self.seen_types:
            raise ParseError("more than one type table", offset=block.bit_offset >> 3)
        self.seen_types = True
        types = self.m.types
        declared = 0
        name: Optional[str] = None
        forward: Set[int] = set()  # ids referred to before they were defined
        for rec in block.records:
            code, ops = rec.code, rec.ops
            at = rec.bit_offset >> 3
            if code == TYPE_CODE_NUMENTRY:
                if not ops:
                    raise ParseError("NUMENTRY without a count", offset=at)
                declared = ops[0]
                continue
            if code == TYPE_CODE_STRUCT_NAME:
                name = _text(ops)
                continue
            kind = TYPE_KINDS.get(code)
            if kind is None:
                raise ParseError(f"unknown type code {code}", offset=at)
            refs: Sequence[int] = ()
            t = Type(kind)
            if code == 7:  # INTEGER: [width]
                if not ops or not 1 <= ops[0] <= MAX_INT_BITS:
                    raise ParseError("integer type without a width of 1 to 2^23 - 1 bits", offset=at)
                t.width = ops[0]
            elif code == 8:  # POINTER: [pointee, address space]
                if not ops:
                    raise ParseError("pointer type without a pointee", offset=at)
                refs = ops[:1]
                t.address_space = ops[1] if len(ops) == 2 else 0
            elif code in (9, 21):  # FUNCTION: [vararg, (attrid,) return type, parameter types...]
                skip = 3 if code == 9 else 2
                if len(ops) < skip:
                    raise ParseError("function type record too short", offset=at)
                t.vararg = bool(ops[0])
                refs = ops[skip - 1:]
            elif code in (18, 20):  # STRUCT_ANON / STRUCT_NAMED: [packed, members...]
                if not ops:
                    raise ParseError("struct type record without its packed flag", offset=at)
                t.packed = bool(ops[0])
                refs = ops[1:]
                if code == 20:
                    t.name, name, t.identified = name, None, True
            elif code == 6:  # OPAQUE: []
                if len(ops) != 1:
                    raise ParseError("opaque type record of other than one operand", offset=at)
                t.name, name, t.identified = name, None, True
            elif code in (11, 12):  # ARRAY / VECTOR: [count, element]
                if len(ops) < 2:
                    raise ParseError("array or vector type record too short", offset=at)
                if code == 12 and ops[0] == 0:
                    raise ParseError("vector type of length 0", offset=at)
                t.count = ops[0]
                refs = ops[1:2]
            index = len(types)
            if index >= declared:
                raise ParseError(f"type {index} beyond the {declared} types NUMENTRY declares", offset=at)
            for r in refs:
                if r >= declared:
                    raise ParseError(f"type {index} refers to type {r}, beyond the {declared} declared", offset=at)
                if r >= index:
                    forward.add(r)
            if index in forward and code not in (6, 20):
                raise ParseError(f"type {index} was referred to before its definition, which only a named "
                                 "struct may be", offset=at)
            t.elements = tuple(refs)
            types.append(t)
        if len(types) != declared:
            raise ParseError(f"the type table defines {len(types)} types, NUMENTRY says {declared}",
                             offset=block.bit_offset >> 3)

    # --- CONSTANTS_BLOCK ---------------------------------------------------------------------

    def constants(self, block: Block, values: Optional[List[Value]] = None, base: int = 0) -> None:
        """The constants of a CONSTANTS_BLOCK, appended to ``values`` (the
        module's; a function's own, whose first id is ``base``)."""
        m = self.m
        values = m.values if values is None else values
        cur = -1
        cur_type = IMPLICIT_I32
        for rec in block.records:
            code, ops = rec.code, rec.ops
            at = rec.bit_offset >> 3
            if code == CST_SETTYPE:
                if not ops or ops[0] >= len(m.types):
                    raise ParseError("SETTYPE of a type not in the type table", offset=at)
                cur = ops[0]
                cur_type = m.types[cur]
                continue
            kind = CONSTANT_KINDS.get(code, "undef")
            value = None
            if code == CST_INTEGER or code == CST_WIDE_INTEGER:
                if cur_type.kind != "integer" or not ops:
                    raise ParseError("INTEGER constant of a type that is not an integer", offset=at)
                width = cur_type.width
                if code == CST_INTEGER:
                    value = unrotate(ops[0]) & 0xFFFFFFFFFFFFFFFF
                    if width < 64:
                        value &= (1 << width) - 1
                else:
                    words = b"".join((unrotate(w) & 0xFFFFFFFFFFFFFFFF).to_bytes(8, "little") for w in ops)
                    value = int.from_bytes(words, "little")
                    if width < 64 * len(ops):
                        value &= (1 << width) - 1
            elif code == CST_FLOAT:
                if not ops:
                    raise ParseError("FLOAT constant without a value", offset=at)
                if cur_type.kind in ("half", "float", "double"):
                    value = _float(ops[0], cur_type.kind)
                else:
                    value = tuple(ops)
                    kind = "float" if cur_type.kind in ("x86_fp80", "fp128", "ppc_fp128") else "undef"
            elif code == CST_AGGREGATE:
                if not ops:
                    raise ParseError("AGGREGATE constant without elements", offset=at)
                value = tuple(ops)
                index = base + len(values)
                self.value_refs.extend(("value", index, v) for v in ops)
                if cur_type.kind not in ("struct", "array", "vector"):
                    kind, value = "undef", None
            elif code == CST_STRING or code == CST_CSTRING:
                if not ops:
                    raise ParseError("STRING constant without characters", offset=at)
                value = bytes(v & 0xFF for v in ops)
            elif code == CST_DATA:
                if not ops:
                    raise ParseError("DATA constant without elements", offset=at)
                if cur_type.kind not in ("array", "vector") or not cur_type.elements:
                    raise ParseError("DATA constant of a type that is not an array or vector", offset=at)
                elem = m.type(cur_type.elements[0])
                if elem.kind == "integer" and elem.width in (8, 16, 32, 64):
                    mask = (1 << elem.width) - 1
                    value = tuple(v & mask for v in ops)
                elif elem.kind in ("float", "double"):
                    value = tuple(_float(v, elem.kind) for v in ops)
                else:
                    raise ParseError("DATA constant of elements that are not i8/i16/i32/i64/float/double",
                                     offset=at)
            elif code == CST_CE_CAST:
                if len(ops) < 3:
                    raise ParseError("cast constant expression record too short", offset=at)
                value = (ops[0], ops[1], ops[2])
                self.value_refs.append(("value", base + len(values), ops[2]))
            elif kind not in ("null", "undef"):
                value = tuple(ops)
            values.append(Value(kind, cur, value, {"inbounds": True} if code == CST_CE_INBOUNDS_GEP else None))

    # --- VALUE_SYMTAB --------------------------------------------------------------------------

    def symtab(self, block: Block) -> None:
        values = self.m.values
        for rec in block.records:
            code, ops = rec.code, rec.ops
            if code not in (VST_CODE_ENTRY, VST_CODE_FNENTRY, VST_CODE_BBENTRY):
                continue
            at = rec.bit_offset >> 3
            if code == VST_CODE_BBENTRY:
                raise ParseError("a basic block name in the module's value symbol table", offset=at)
            skip = 1 if code == VST_CODE_ENTRY else 2
            if len(ops) < skip:
                raise ParseError("value symbol table entry without a value id", offset=at)
            if ops[0] >= len(values):
                raise ParseError(f"value symbol table names value {ops[0]}, not one of the {len(values)} values",
                                 offset=at)
            values[ops[0]].name = _text(ops[skip:])

    # --- METADATA_BLOCK ------------------------------------------------------------------------

    def metadata(self, block: Block) -> None:
        m = self.m
        md = m.metadata
        children = block.children
        i, n = 0, len(children)
        while i < n:
            rec = children[i]
            i += 1
            if not isinstance(rec, Record):
                continue
            code, ops = rec.code, rec.ops
            at = rec.bit_offset >> 3
            if code == METADATA_STRING:
                md.append(MDString(bytes(v & 0xFF for v in ops)))
            elif code == METADATA_VALUE:
                if len(ops) != 2:
                    raise ParseError(f"METADATA_VALUE of {len(ops)} operands, not 2", offset=at)
                ty = m.type(ops[0]) if ops[0] < len(m.types) else None
                if ty is None or ty.kind in ("metadata", "void"):
                    raise ParseError(f"METADATA_VALUE of type {ops[0]}: not a type of a value", offset=at)
                self.value_refs.append(("metadata", len(md), ops[1]))
                md.append(MDValue(ops[0], ops[1]))
            elif code == METADATA_NODE or code == METADATA_DISTINCT_NODE:
                md.append(MDNode(tuple(v - 1 if v else None for v in ops), code == METADATA_DISTINCT_NODE))
            elif code == METADATA_NAME:
                name = _text(ops)
                nxt = children[i] if i < n else None
                if not isinstance(nxt, Record) or nxt.code != METADATA_NAMED_NODE:
                    raise ParseError(f"METADATA_NAME {name!r} not followed by METADATA_NAMED_NODE", offset=at)
                i += 1
                m.named_metadata.setdefault(name, []).extend(nxt.ops)
            elif code == METADATA_KIND:
                if len(ops) < 2:
                    raise ParseError("METADATA_KIND without an id and a name", offset=at)
                if ops[0] in m.kinds:
                    raise ParseError(f"METADATA_KIND {ops[0]} given twice", offset=at)
                m.kinds[ops[0]] = _text(ops[1:])
            elif code == METADATA_STRINGS:
                md.extend(MDString(s) for s in metadata_strings(rec))
            elif code in ONE_ID_CODES:
                if code in (METADATA_OLD_NODE, METADATA_OLD_FN_NODE) and len(ops) % 2:
                    raise ParseError("old metadata node of an odd number of operands", offset=at)
                refused = debug_info.check(code, ops) if code in debug_info.LAYOUTS else None
                if refused is not None:
                    raise ParseError(refused, offset=at)
                md.append(MDOther(code, tuple(ops)))

    # --- the end: references that must have been resolved ----------------------------------

    def finish(self) -> None:
        m = self.m
        count = len(m.metadata)
        for index, item in enumerate(m.metadata):
            if isinstance(item, MDNode):
                for op in item.ops:
                    if op is not None and op >= count:
                        raise ParseError(f"metadata {index} refers to metadata {op}, which is never defined "
                                         f"({count} metadata)")
            elif isinstance(item, MDOther) and item.code in debug_info.LAYOUTS:
                for field, kind, op in debug_info.references(item.code, item.ops):
                    if kind == debug_info.STR and (op >= count or not isinstance(m.metadata[op], MDString)):
                        raise ParseError(f"metadata {index}'s {field} is metadata {op}, which is not a string")
                    if op >= count:
                        raise ParseError(f"metadata {index} refers to metadata {op}, which is never defined "
                                         f"({count} metadata)")
        for name, refs in m.named_metadata.items():
            for ref in refs:
                item = m.metadata[ref] if ref < count else None
                if not (isinstance(item, MDNode) or isinstance(item, MDOther) and item.node):
                    raise ParseError(f"named metadata {name!r} lists metadata {ref}, which is not a node")
        nvalues = len(m.values)
        for what, index, vid in self.value_refs:
            if vid >= nvalues:
                raise ParseError(f"{what} {index} refers to value {vid}, which is never defined ({nvalues} values)")
        for index, item in enumerate(m.metadata):
            if isinstance(item, MDValue) and not self.value_has_type(m.values[item.value], item.type):
                raise ParseError(f"metadata {index} gives value {item.value} type {item.type}, "
                                 "which is not the value's type")

    def value_has_type(self, v: Value, type_id: int) -> bool:
        """Whether a value's type is ``type_id`` (LLVM refuses a reference to
        a value of another type): a global's or function's type is a pointer
        to its value or function type, a constant's the type it was made with."""
        m = self.m
        if v.kind == "global" or v.kind == "function":
            t = m.type(type_id)
            space = v.fields.get("address_space", 0)
            pointee = v.fields["value_type"] if v.kind == "global" else v.type
            if v.kind == "function" and m.type(pointee).kind == "pointer":
                return self.same_type(pointee, type_id)
            return (t.kind == "pointer" and t.address_space == space and bool(t.elements)
                    and self.same_type(t.elements[0], pointee))
        return self.same_type(v.type, type_id)

    def same_type(self, a: int, b: int) -> bool:
        """Whether two type ids are the same LLVM type: the same id, or the
        same primitive or integer type, or pointers (up to 8 deep) to the
        same type in the same address space; LLVM's writer gives each type one id."""
        m = self.m
        for _ in range(8):
            if a == b:
                return True
            ta, tb = m.type(a), m.type(b)
            if ta.kind != tb.kind or ta.kind in ("struct", "opaque", "array", "vector", "function"):
                return False
            if ta.kind != "pointer":
                return ta.width == tb.width
            if ta.address_space != tb.address_space or not ta.elements or not tb.elements:
                return False
            a, b = ta.elements[0], tb.elements[0]
        return False


def decode_constants(m: Module, block: Block, values: List[Value], base: int) -> List[Tuple[str, int, int]]:
    """The constants of a function's CONSTANTS_BLOCK appended to ``values``
    (that function's own values, the first of them value id ``base``); returns
    the references they make to values, ``("value", referrer id, value id)``,
    for the function to check once its values are all known."""
    state = _State(m)
    state.constants(block, values, base)
    return state.value_refs


def metadata_strings(rec: Record) -> List[bytes]:
    """The strings of a METADATA_STRINGS record: ``[count, offset]`` and a
    blob holding ``count`` lengths (vbr6, as a bitstream) then, from byte
    ``offset``, the characters of every string one after the other."""
    at = rec.bit_offset >> 3
    if len(rec.ops) != 2 or rec.blob is None:
        raise ParseError("METADATA_STRINGS without a count, an offset and a blob", offset=at)
    count, offset = rec.ops
    blob = rec.blob
    if offset > len(blob) or count * 6 > offset * 8:
        raise ParseError(f"METADATA_STRINGS of {count} strings does not fit its blob's offset table "
                         f"({offset} of {len(blob)} bytes)", offset=at)
    win = windows(blob[:offset])
    pos, end = 0, offset * 8
    chars = offset
    out = []
    for _ in range(count):
        length, pos = read_vbr(win, pos, end, 6, 32)
        if length > len(blob) - chars:
            raise ParseError("METADATA_STRINGS lengths run past the blob", offset=at)
        out.append(blob[chars:chars + length])
        chars += length
    return out
