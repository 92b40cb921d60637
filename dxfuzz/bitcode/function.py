"""The function bodies of a DXIL program's LLVM 3.7 bitcode: each defined function's
basic blocks and instructions, with their operands as value ids and their result types.

Values are numbered as LLVM 3.7's reader numbers them: a function's value
list is the module's (globals, functions, module constants), then its
arguments, its own constants, and each instruction that gives a value. A
module of version 1 (every DXIL module) gives an operand relative to the
instruction's own number (``number - operand``); an operand not yet defined
(a forward reference, as a phi's) carries its type beside it, and is
checked once the function's values are all known. The rules LLVM's reader
refuses a body for, among those of the records read here (an operand of
another type than the instruction takes, a branch to a block the function
does not declare, a block without a terminator...), raise
:class:`ParseError`. Work and memory are linear in the bitstream.
"""
from __future__ import annotations

from typing import Dict, List, Optional, Sequence, Tuple

from ..errors import ParseError
from .model import Bitstream, Block, Record
from .module import (CONSTANTS_BLOCK_ID, FUNCTION_BLOCK_ID, METADATA_BLOCK_ID, METADATA_VALUE, MODULE_BLOCK_ID,
                     VALUE_SYMTAB_BLOCK_ID, VST_CODE_BBENTRY, VST_CODE_ENTRY, MDNode, MDOther, Module, Value, _text,
                     decode_constants, decode_module, unrotate)
from .reader import read

#: METADATA_ATTACHMENT's block id (LLVMBitCodes.h).
METADATA_ATTACHMENT_ID = 16

#: FUNCTION_BLOCK record codes (FUNC_CODE_*) -> the instruction they make.
INSTRUCTION_NAMES = {
    2: "binop", 3: "cast", 4: "getelementptr", 5: "select", 6: "extractelement", 7: "insertelement",
    8: "shufflevector", 9: "cmp", 10: "ret", 11: "br", 12: "switch", 13: "invoke", 15: "unreachable",
    16: "phi", 19: "alloca", 20: "load", 23: "va_arg", 24: "store", 26: "extractvalue", 27: "insertvalue",
    28: "cmp", 29: "select", 30: "getelementptr", 31: "indirectbr", 34: "call", 36: "fence",
    37: "cmpxchg", 38: "atomicrmw", 39: "resume", 40: "landingpad", 41: "load", 42: "store",
    43: "getelementptr", 44: "store", 45: "store", 46: "cmpxchg",
}
DECLAREBLOCKS, DEBUG_LOC_AGAIN, DEBUG_LOC = 1, 33, 35
#: The instructions that end a basic block.
TERMINATORS = frozenset({"ret", "br", "switch", "indirectbr", "invoke", "resume", "unreachable"})

#: BINOP's opcodes, and the names of those that have a floating-point form.
BINARY_OPS = ("add", "sub", "mul", "udiv", "sdiv", "urem", "srem", "shl", "lshr", "ashr", "and", "or", "xor")
FLOAT_BINARY_OPS = {"add": "fadd", "sub": "fsub", "mul": "fmul", "sdiv": "fdiv", "srem": "frem"}
CAST_OPS = ("trunc", "zext", "sext", "fptoui", "fptosi", "uitofp", "sitofp", "fptrunc", "fpext",
            "ptrtoint", "inttoptr", "bitcast", "addrspacecast")
#: CMP predicates: floating-point 0-15, integer 32-41.
PREDICATES = {**dict(enumerate(("false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "uno", "ueq",
                                "ugt", "uge", "ult", "ule", "une", "true"))),
              **dict(enumerate(("eq", "ne", "ugt", "uge", "ult", "ule", "sgt", "sge", "slt", "sle"), 32))}
ATOMIC_RMW_OPS = ("xchg", "add", "sub", "and", "nand", "or", "xor", "max", "min", "umax", "umin")
#: CALL's calling-convention field: the bit saying the function type is given, and the one saying
#: fast-math flags follow (LLVM 3.8 on; read all the same).
CALL_EXPLICIT_TYPE, CALL_FMF = 1 << 15, 1 << 17
#: ALLOCA's alignment field: the bit saying the allocated type is given (not its pointer).
ALLOCA_EXPLICIT_TYPE = 1 << 6

_FLOAT_KINDS = frozenset({"half", "float", "double", "x86_fp80", "fp128", "ppc_fp128"})


class Instruction:
    """One instruction: ``name`` (LLVM's: ``add``, ``fcmp``, ``call``...),
    ``type`` (its result's type id, None when it gives no value), ``value``
    (its value id, or None), ``operands`` (value ids, in the order LLVM's
    IR lists them: a call's callee first, a store's value before its
    pointer, a select's condition first), ``blocks`` (the basic block ids it refers to), ``fields`` (the
    rest: predicate, alignment, volatility, flags, indices, attributes...;
    a call's ``metadata_args``, the operands that are metadata ids, not value ids),
    ``loc`` (its debug location ``(line, column, scope, inlined_at)``
    metadata ids, or None), ``code`` (its record's code) and ``number``
    (the value number its record's relative operands count from: its own
    value id when it gives one)."""

    __slots__ = ("name", "type", "value", "operands", "blocks", "fields", "loc", "code", "number")

    def __init__(self, name: str, type_id: Optional[int], operands: Sequence[int] = (),
                 blocks: Sequence[int] = (), fields: Optional[dict] = None):
        self.name = name
        self.type = type_id
        self.value: Optional[int] = None
        self.operands = tuple(operands)
        self.blocks = tuple(blocks)
        self.fields = fields or {}
        self.loc: Optional[Tuple[int, int, Optional[int], Optional[int]]] = None
        self.code = 0
        self.number = 0

    def __repr__(self) -> str:
        at = f"%{self.value} = " if self.value is not None else ""
        return f"Instruction({at}{self.name} {list(self.operands)} blocks={list(self.blocks)} {self.fields})"


class Function:
    """A defined function's body: ``value`` (the function's value id in the
    module), ``type`` (its function type id), ``args`` (the value ids of its
    arguments), ``constants`` (its own constants, value ids from ``args``'
    end on), ``blocks`` (the basic blocks: lists of :class:`Instruction`),
    ``names`` (value id -> name, from its value symbol table),
    ``block_names`` (block id -> name), ``attachments`` (instruction index
    in the function, or -1 for the function -> ``[(kind id, metadata id)]``),
    ``num_values`` (the size of its value list), ``value_types`` (the
    type id of each of its own values, from its first argument on; None
    where the module's type table lacks it) and ``local_metadata`` (its own
    values as metadata, ``(type id, value id)``, their metadata ids after
    the module's: what a call's metadata operand may name)."""

    __slots__ = ("value", "type", "args", "constants", "blocks", "names", "block_names", "attachments",
                 "num_values", "value_types", "local_metadata")

    def __init__(self, value: int, type_id: int):
        self.value = value
        self.type = type_id
        self.args: List[int] = []
        self.constants: List[Value] = []
        self.blocks: List[List[Instruction]] = []
        self.names: Dict[int, str] = {}
        self.block_names: Dict[int, str] = {}
        self.attachments: Dict[int, List[Tuple[int, int]]] = {}
        self.num_values = 0
        self.value_types: List[Optional[int]] = []
        self.local_metadata: List[Tuple[int, int]] = []

    def __repr__(self) -> str:
        return (f"Function(value={self.value}, blocks={len(self.blocks)}, "
                f"instructions={sum(len(b) for b in self.blocks)})")

    @property
    def instructions(self) -> List[Instruction]:
        return [i for b in self.blocks for i in b]

    def value_of(self, module: Module, vid: int) -> Optional[Value]:
        """The module's value, or this function's own constant, of a value
        id (None for an argument or an instruction's result)."""
        if vid < len(module.values):
            return module.values[vid]
        k = vid - len(module.values) - len(self.args)
        return self.constants[k] if 0 <= k < len(self.constants) else None


def read_functions(data) -> Tuple[Module, List[Function]]:
    """A DXIL program's bitcode decoded to its module and its defined
    functions' bodies, in the module's order; raises only :class:`ParseError`."""
    stream = read(data)
    module = decode_module(stream)
    return module, decode_functions(stream, module)


def decode_functions(stream: Bitstream, module: Module) -> List[Function]:
    """The bodies of the MODULE_BLOCK's FUNCTION_BLOCKs, matched in order with
    the module's functions that are not declarations (as LLVM matches them)."""
    module_block = next((b for b in stream.blocks
                         if isinstance(b, Block) and b.block_id == MODULE_BLOCK_ID), None)
    if module_block is None:
        raise ParseError("no MODULE_BLOCK in the bitcode")
    types = _Types(module)
    defined = [i for i, v in enumerate(module.values)
               if v.kind == "function" and not v.fields.get("is_declaration")]
    bodies = [b for b in module_block.children if isinstance(b, Block) and b.block_id == FUNCTION_BLOCK_ID]
    if len(bodies) > len(defined):
        raise ParseError(f"{len(bodies)} function bodies for {len(defined)} defined functions",
                         offset=bodies[len(defined)].bit_offset >> 3)
    relative = module.version == 1
    value_types = module_value_types(module, types)
    return [_Body(module, types, value_types, relative, vid).decode(block)
            for vid, block in zip(defined, bodies)]


def module_value_types(module: Module, types: Optional["_Types"] = None) -> List[Optional[int]]:
    """The type id of each of the module's values, as a function's operands
    have them: a global's and a function's a pointer (None where the type
    table lacks that pointer), a constant's its own."""
    types = types or _Types(module)
    return [types.of_module_value(v) for v in module.values]


def value_type(module_types: List[Optional[int]], function: Function, vid: int) -> Optional[int]:
    """The type id of a value a function's instruction refers to (None: unknown)."""
    base = len(module_types)
    return module_types[vid] if vid < base else function.value_types[vid - base]


class _Types:
    """The module's type table, looked up by what a type is (LLVM's writer
    gives each type it uses one id, the result types of instructions too)."""

    def __init__(self, m: Module):
        self.m = m
        self.by_key: Dict[tuple, int] = {}
        for i, t in enumerate(m.types):
            self.by_key.setdefault(self._key(t), i)

    @staticmethod
    def _key(t) -> tuple:
        if t.kind in ("struct", "opaque") and t.name is not None:
            return ("named", t.name)
        return (t.kind, t.width, t.elements, t.count, t.packed, t.vararg, t.address_space)

    def find(self, what: str, kind: str, width: int = 0, elements: Tuple[int, ...] = (), count: int = 0,
             packed: bool = False, address_space: int = 0) -> int:
        found = self.by_key.get((kind, width, elements, count, packed, False, address_space))
        if found is None:
            raise ParseError(f"the type table has no type for {what}")
        return found

    def pointer(self, pointee: int, space: int, what: str) -> int:
        return self.find(what, "pointer", elements=(pointee,), address_space=space)

    def of_module_value(self, v: Value) -> Optional[int]:
        """A module value's type id: a global's and a function's are pointers
        (None where the table lacks that pointer: nothing refers to it then)."""
        try:
            if v.kind == "global":
                return self.pointer(v.fields["value_type"], v.fields.get("address_space", 0), "a global")
            if v.kind == "function":
                t = self.m.type(v.type)
                return v.type if t.kind == "pointer" else self.pointer(v.type, 0, "a function")
            if v.kind == "alias":
                return v.type
        except ParseError:
            return None
        if v.type == -1:
            return self.by_key.get(("integer", 32, (), 0, False, False, 0))
        return v.type


class _Body:
    """Decoding one FUNCTION_BLOCK."""

    def __init__(self, m: Module, types: _Types, module_types: List[Optional[int]], relative: bool,
                 value: int):
        self.m, self.types, self.relative = m, types, relative
        self.module_types = module_types
        fn_type = m.value(value).type
        if m.type(fn_type).kind == "pointer":
            fn_type = m.type(fn_type).elements[0]
        self.f = Function(value, fn_type)
        #: the types of the function's own values (arguments, constants, instruction results)
        self.local: List[Optional[int]] = []
        self.base = len(m.values)
        #: forward references: (value id, the type it must have or None, the record's byte)
        self.forward: List[Tuple[int, Optional[int], int]] = []
        #: metadata ids given as call operands: (id, the record's byte), checked at the end
        self.metadata_refs: List[Tuple[int, int]] = []
        self.declared = 0
        self.current: List[Instruction] = []
        self.last: Optional[Instruction] = None
        self.last_loc: Optional[Tuple[int, int, Optional[int], Optional[int]]] = None

    # --- values ---------------------------------------------------------------------------------

    @property
    def next_value(self) -> int:
        return self.base + len(self.local)

    def type_of(self, vid: int) -> Optional[int]:
        return self.module_types[vid] if vid < self.base else self.local[vid - self.base]

    def _absolute(self, raw: int) -> int:
        return (self.next_value - raw) & 0xFFFFFFFF if self.relative else raw

    def pair(self, ops: List[int], at: int, rec: Record) -> Tuple[int, Optional[int], int]:
        """``(value id, its type id, next operand)`` of a value given with its
        type when it is a forward reference (LLVM's getValueTypePair)."""
        if at >= len(ops):
            raise _short(rec)
        vid = self._absolute(ops[at])
        if vid < self.next_value:
            return vid, self.type_of(vid), at + 1
        if at + 1 >= len(ops):
            raise ParseError(f"forward reference to value {vid} without its type", offset=rec.bit_offset >> 3)
        ty = ops[at + 1]
        self.m.type(ty)
        self.forward.append((vid, ty, rec.bit_offset >> 3))
        return vid, ty, at + 2

    def value(self, ops: List[int], at: int, ty: Optional[int], rec: Record, signed: bool = False) -> int:
        """The value id of an operand whose type the instruction gives (LLVM's getValue)."""
        if at >= len(ops):
            raise _short(rec)
        raw = unrotate(ops[at]) if signed else ops[at]
        vid = (self.next_value - raw) & 0xFFFFFFFF if self.relative else raw & 0xFFFFFFFF
        if vid < self.next_value:
            self.expect(vid, ty, rec)
        else:
            self.forward.append((vid, ty, rec.bit_offset >> 3))
        return vid

    def expect(self, vid: int, ty: Optional[int], rec: Record, what: str = "operand") -> None:
        have = self.type_of(vid)
        if ty is not None and have is not None and not self.same(have, ty):
            raise ParseError(f"{what} value {vid} is of type {have}, not {ty}", offset=rec.bit_offset >> 3)

    def same(self, a: int, b: int) -> bool:
        if a == b:
            return True
        ta, tb = self.m.type(a), self.m.type(b)
        return _Types._key(ta) == _Types._key(tb)

    def block_id(self, bb: int, rec: Record) -> int:
        if bb >= self.declared:
            raise ParseError(f"branch to basic block {bb} of {self.declared}", offset=rec.bit_offset >> 3)
        return bb

    # --- the block ------------------------------------------------------------------------------

    def decode(self, block: Block) -> Function:
        f, m = self.f, self.m
        fn = m.type(f.type)
        if fn.kind != "function" or not fn.elements:
            raise ParseError(f"function {f.value} is not of a function type", offset=block.bit_offset >> 3)
        for param in fn.elements[1:]:
            f.args.append(self.next_value)
            self.local.append(param)
        for item in block.children:
            if isinstance(item, Block):
                bid = item.block_id
                if bid == CONSTANTS_BLOCK_ID:
                    start = len(f.constants)
                    refs = decode_constants(m, item, f.constants, self.next_value)
                    for c in f.constants[start:]:
                        self.local.append(c.type if c.type != -1 else self.types.by_key.get(
                            ("integer", 32, (), 0, False, False, 0)))
                    self.forward.extend((vid, None, item.bit_offset >> 3) for _, _, vid in refs)
                elif bid == VALUE_SYMTAB_BLOCK_ID:
                    self.symtab(item)
                elif bid == METADATA_ATTACHMENT_ID:
                    self.attachments(item)
                elif bid == METADATA_BLOCK_ID:
                    self.local_metadata(item)
            elif isinstance(item, Record):
                self.record(item)
        if self.current or len(f.blocks) != self.declared:
            raise ParseError(f"function {f.value} declares {self.declared} basic blocks and ends "
                             f"{len(f.blocks)} of them", offset=block.bit_offset >> 3)
        f.num_values = self.next_value
        f.value_types = self.local
        for vid, ty, at in self.forward:
            if vid >= f.num_values:
                raise ParseError(f"reference to value {vid}, which the function never defines "
                                 f"({f.num_values} values)", offset=at)
            have = self.type_of(vid)
            if ty is not None and have is not None and not self.same(have, ty):
                raise ParseError(f"forward reference to value {vid} of type {ty}, which is of type {have}",
                                 offset=at)
        known = len(self.m.metadata) + len(f.local_metadata)
        for ref, at in self.metadata_refs:
            if ref >= known:
                raise ParseError(f"call operand of metadata {ref}, which is never defined ({known} metadata)",
                                 offset=at)
        count = sum(len(b) for b in f.blocks)
        for index in f.attachments:
            if index >= count:
                raise ParseError(f"metadata attached to instruction {index} of the function's {count}")
        return f

    def symtab(self, block: Block) -> None:
        for rec in block.records:
            ops = rec.ops
            if rec.code not in (VST_CODE_ENTRY, VST_CODE_BBENTRY) or not ops:
                continue
            if rec.code == VST_CODE_BBENTRY:
                if ops[0] >= self.declared:
                    raise ParseError(f"value symbol table names basic block {ops[0]} of {self.declared}",
                                     offset=rec.bit_offset >> 3)
                self.f.block_names[ops[0]] = _text(ops[1:])
            else:
                if ops[0] >= self.next_value:
                    raise ParseError(f"value symbol table names value {ops[0]}, not one of the "
                                     f"function's {self.next_value}", offset=rec.bit_offset >> 3)
                self.f.names[ops[0]] = _text(ops[1:])

    def local_metadata(self, block: Block) -> None:
        """A function's own metadata (LLVM 3.7 writes its values as metadata,
        METADATA_VALUE: ``[type, value id]``), its ids after the module's."""
        for rec in block.records:
            if rec.code != METADATA_VALUE:
                continue  # (LLVM 3.7 writes no other record here)
            if len(rec.ops) != 2:
                raise ParseError(f"METADATA_VALUE of {len(rec.ops)} operands, not 2", offset=rec.bit_offset >> 3)
            ty, vid = rec.ops
            if self._kind(ty) in ("metadata", "void", "label"):
                raise ParseError(f"METADATA_VALUE of type {ty}: not a type of a value", offset=rec.bit_offset >> 3)
            self.f.local_metadata.append((ty, vid))
            self.forward.append((vid, ty, rec.bit_offset >> 3))

    def attachments(self, block: Block) -> None:
        for rec in block.records:
            ops = rec.ops
            if rec.code != 11:  # METADATA_ATTACHMENT
                continue
            index, pairs = (ops[0], ops[1:]) if len(ops) % 2 else (-1, ops)
            if len(pairs) % 2:
                raise ParseError("metadata attachment of an odd number of kinds and nodes",
                                 offset=rec.bit_offset >> 3)
            self.f.attachments.setdefault(index, []).extend(
                (pairs[i], pairs[i + 1]) for i in range(0, len(pairs), 2))

    # --- the instructions ---------------------------------------------------------------------

    def _location_node(self, raw: int, rec: Record) -> Optional[int]:
        """A debug location's scope or inlined-at node (its metadata id + 1;
        0 for none), which must be one of the module's nodes."""
        if not raw:
            return None
        md = self.m.metadata
        item = md[raw - 1] if raw <= len(md) else None
        if not (isinstance(item, MDNode) or isinstance(item, MDOther) and item.node):
            raise ParseError(f"debug location names metadata {raw - 1}, which is not one of the module's nodes",
                             offset=rec.bit_offset >> 3)
        return raw - 1

    def record(self, rec: Record) -> None:
        code, ops = rec.code, rec.ops
        if code == DECLAREBLOCKS:
            if not ops or ops[0] == 0:
                raise ParseError("DECLAREBLOCKS of no basic block", offset=rec.bit_offset >> 3)
            if self.declared:
                raise ParseError("DECLAREBLOCKS given twice", offset=rec.bit_offset >> 3)
            self.declared = ops[0]
            return
        if code == DEBUG_LOC or code == DEBUG_LOC_AGAIN:
            if self.last is None:
                raise ParseError("debug location before any instruction", offset=rec.bit_offset >> 3)
            if code == DEBUG_LOC:
                if len(ops) < 4:
                    raise _short(rec)
                scope, inlined_at = (self._location_node(v, rec) for v in ops[2:4])
                self.last.loc = (ops[0], ops[1], scope, inlined_at)
            else:
                self.last.loc = self.last_loc
            self.last_loc = self.last.loc
            return
        name = INSTRUCTION_NAMES.get(code)
        if name is None:
            raise ParseError(f"unknown instruction code {code}", offset=rec.bit_offset >> 3)
        if not self.declared:
            raise ParseError("an instruction before DECLAREBLOCKS", offset=rec.bit_offset >> 3)
        if len(self.f.blocks) >= self.declared:
            raise ParseError(f"an instruction after the last of {self.declared} basic blocks",
                             offset=rec.bit_offset >> 3)
        handler = getattr(self, "_" + name, None)
        ins = handler(rec, ops) if handler is not None else self._unsupported(rec, name)
        ins.code, ins.number = code, self.next_value
        if ins.type is not None and self.m.type(ins.type).kind != "void":
            ins.value = self.next_value
            self.local.append(ins.type)
        else:
            ins.type = None
        self.current.append(ins)
        self.last = ins
        if ins.name in TERMINATORS:
            self.f.blocks.append(self.current)
            self.current = []

    def _unsupported(self, rec: Record, name: str) -> Instruction:
        raise ParseError(f"{name} (instruction code {rec.code}) is not an instruction DXIL allows",
                         offset=rec.bit_offset >> 3)

    def _type(self, tid: int) -> int:
        self.m.type(tid)
        return tid

    def _kind(self, tid: Optional[int]) -> str:
        return self.m.type(tid).kind if tid is not None else "?"

    def _scalar(self, tid: Optional[int]):
        t = self.m.type(tid) if tid is not None else None
        if t is not None and t.kind == "vector" and t.elements:
            return self.m.type(t.elements[0])
        return t

    def _binop(self, rec: Record, ops: List[int]) -> Instruction:
        lhs, ty, at = self.pair(ops, 0, rec)
        rhs = self.value(ops, at, ty, rec)
        if at + 1 >= len(ops):
            raise _short(rec)
        opcode = ops[at + 1]
        if opcode >= len(BINARY_OPS):
            raise ParseError(f"binary opcode {opcode}", offset=rec.bit_offset >> 3)
        name = BINARY_OPS[opcode]
        scalar = self._scalar(ty)
        if scalar is not None and scalar.kind in _FLOAT_KINDS:
            if name not in FLOAT_BINARY_OPS:
                raise ParseError(f"{name} of floating-point values", offset=rec.bit_offset >> 3)
            name = FLOAT_BINARY_OPS[name]
        fields = {"flags": ops[at + 2]} if at + 2 < len(ops) else {}
        return Instruction(name, ty, (lhs, rhs), fields=fields)

    def _cast(self, rec: Record, ops: List[int]) -> Instruction:
        src, _, at = self.pair(ops, 0, rec)
        if at + 1 >= len(ops):
            raise _short(rec)
        if ops[at + 1] >= len(CAST_OPS):
            raise ParseError(f"cast opcode {ops[at + 1]}", offset=rec.bit_offset >> 3)
        return Instruction(CAST_OPS[ops[at + 1]], self._type(ops[at]), (src,))

    def _select(self, rec: Record, ops: List[int]) -> Instruction:
        a, ty, at = self.pair(ops, 0, rec)
        b = self.value(ops, at, ty, rec)
        if rec.code == 29:  # VSELECT: the condition with its type
            cond, _, _ = self.pair(ops, at + 1, rec)
        else:
            cond = self.value(ops, at + 1, self.types.find("i1", "integer", 1), rec)
        return Instruction("select", ty, (cond, a, b))

    def _extractelement(self, rec: Record, ops: List[int]) -> Instruction:
        vec, ty, at = self.pair(ops, 0, rec)
        idx, _, _ = self.pair(ops, at, rec)
        t = self.m.type(ty) if ty is not None else None
        if t is None or t.kind != "vector":
            raise ParseError("extractelement of a value that is not a vector", offset=rec.bit_offset >> 3)
        return Instruction("extractelement", t.elements[0], (vec, idx))

    def _insertelement(self, rec: Record, ops: List[int]) -> Instruction:
        vec, ty, at = self.pair(ops, 0, rec)
        t = self.m.type(ty) if ty is not None else None
        if t is None or t.kind != "vector":
            raise ParseError("insertelement into a value that is not a vector", offset=rec.bit_offset >> 3)
        elt = self.value(ops, at, t.elements[0], rec)
        idx, _, _ = self.pair(ops, at + 1, rec)
        return Instruction("insertelement", ty, (vec, elt, idx))

    def _shufflevector(self, rec: Record, ops: List[int]) -> Instruction:
        v1, ty, at = self.pair(ops, 0, rec)
        v2 = self.value(ops, at, ty, rec)
        mask, mty, _ = self.pair(ops, at + 1, rec)
        t = self.m.type(ty) if ty is not None else None
        mt = self.m.type(mty) if mty is not None else None
        if t is None or mt is None or t.kind != "vector" or mt.kind != "vector":
            raise ParseError("shufflevector of values that are not vectors", offset=rec.bit_offset >> 3)
        result = self.types.find("the shuffled vector", "vector", elements=t.elements, count=mt.count)
        return Instruction("shufflevector", result, (v1, v2, mask))

    def _cmp(self, rec: Record, ops: List[int]) -> Instruction:
        lhs, ty, at = self.pair(ops, 0, rec)
        rhs = self.value(ops, at, ty, rec)
        if at + 1 >= len(ops) or ops[at + 1] not in PREDICATES:
            raise ParseError("comparison without a known predicate", offset=rec.bit_offset >> 3)
        pred = ops[at + 1]
        scalar = self._scalar(ty)
        floating = scalar is not None and scalar.kind in _FLOAT_KINDS
        if floating != (pred < 32):
            raise ParseError(f"predicate {PREDICATES[pred]} compares values of type {ty}",
                             offset=rec.bit_offset >> 3)
        i1 = self.types.find("i1", "integer", 1)
        t = self.m.type(ty) if ty is not None else None
        result = self.types.find("the compared vector", "vector", elements=(i1,), count=t.count) \
            if t is not None and t.kind == "vector" else i1
        fields = {"predicate": PREDICATES[pred]}
        if at + 2 < len(ops):
            fields["flags"] = ops[at + 2]
        return Instruction("fcmp" if floating else "icmp", result, (lhs, rhs), fields=fields)

    def _ret(self, rec: Record, ops: List[int]) -> Instruction:
        returns = self.m.type(self.f.type).elements[0]
        if not ops:
            if self._kind(returns) != "void":
                raise ParseError("ret without a value in a function that returns one", offset=rec.bit_offset >> 3)
            return Instruction("ret", None)
        vid, ty, _ = self.pair(ops, 0, rec)
        if ty is not None and not self.same(ty, returns):
            raise ParseError(f"ret of type {ty} in a function returning {returns}", offset=rec.bit_offset >> 3)
        return Instruction("ret", None, (vid,))

    def _br(self, rec: Record, ops: List[int]) -> Instruction:
        if len(ops) == 1:
            return Instruction("br", None, blocks=(self.block_id(ops[0], rec),))
        if len(ops) != 3:
            raise ParseError(f"br of {len(ops)} operands", offset=rec.bit_offset >> 3)
        cond = self.value(ops, 2, self.types.find("i1", "integer", 1), rec)
        return Instruction("br", None, (cond,), (self.block_id(ops[0], rec), self.block_id(ops[1], rec)))

    def _switch(self, rec: Record, ops: List[int]) -> Instruction:
        if len(ops) < 3 or len(ops) % 2 == 0:
            raise _short(rec)
        ty = self._type(ops[0])
        cond = self.value(ops, 1, ty, rec)
        values, blocks = [cond], [self.block_id(ops[2], rec)]
        for i in range(3, len(ops), 2):
            case = ops[i]  # an absolute id: a constant
            if case >= self.next_value:
                raise ParseError(f"switch case value {case} is not defined before the switch",
                                 offset=rec.bit_offset >> 3)
            self.expect(case, ty, rec, "switch case")
            values.append(case)
            blocks.append(self.block_id(ops[i + 1], rec))
        return Instruction("switch", None, values, blocks)

    def _unreachable(self, rec: Record, ops: List[int]) -> Instruction:
        return Instruction("unreachable", None)

    def _phi(self, rec: Record, ops: List[int]) -> Instruction:
        if not ops or len(ops) % 2 == 0:
            raise ParseError("phi without a type and value/block pairs", offset=rec.bit_offset >> 3)
        ty = self._type(ops[0])
        values, blocks = [], []
        for i in range(1, len(ops), 2):
            values.append(self.value(ops, i, ty, rec, signed=True))
            blocks.append(self.block_id(ops[i + 1], rec))
        return Instruction("phi", ty, values, blocks)

    def _alloca(self, rec: Record, ops: List[int]) -> Instruction:
        if len(ops) != 4:
            raise ParseError(f"alloca of {len(ops)} operands, not 4", offset=rec.bit_offset >> 3)
        ty, size_type, size, align = self._type(ops[0]), self._type(ops[1]), ops[2], ops[3]
        if size >= self.next_value:
            raise ParseError(f"alloca of a size value {size} not yet defined", offset=rec.bit_offset >> 3)
        self.expect(size, size_type, rec, "alloca size")
        if not align & ALLOCA_EXPLICIT_TYPE:
            ty = self._pointee(ty, rec, "alloca")
        result = self.types.pointer(ty, 0, "the allocated pointer")
        return Instruction("alloca", result, (size,), fields={"allocated_type": ty, "align": align,
                                                              "type_operand": ops[0], "size_type": size_type})

    def _load(self, rec: Record, ops: List[int]) -> Instruction:
        ptr, pty, at = self.pair(ops, 0, rec)
        extra = 4 if rec.code == 41 else 2  # align, volatile (ordering, scope)
        explicit = len(ops) == at + extra + 1
        if explicit:
            ty = self._type(ops[at])
            at += 1
        elif len(ops) == at + extra:
            ty = self._pointee(pty, rec, "load")
        else:
            raise ParseError(f"load of {len(ops)} operands", offset=rec.bit_offset >> 3)
        fields = {"align": ops[at], "volatile": bool(ops[at + 1]), "explicit_type": explicit}
        if rec.code == 41:
            fields.update(ordering=ops[at + 2], scope=ops[at + 3])
        return Instruction("load", ty, (ptr,), fields=fields)

    def _store(self, rec: Record, ops: List[int]) -> Instruction:
        ptr, pty, at = self.pair(ops, 0, rec)
        pointee = self._pointee(pty, rec, "store")
        if rec.code in (44, 45):
            val, vty, at = self.pair(ops, at, rec)
            if vty is not None and not self.same(vty, pointee):
                raise ParseError(f"store of type {vty} through a pointer to {pointee}", offset=rec.bit_offset >> 3)
        else:
            val = self.value(ops, at, pointee, rec)
            at += 1
        if at + 1 >= len(ops):
            raise _short(rec)
        fields = {"align": ops[at], "volatile": bool(ops[at + 1])}
        if rec.code in (42, 45) and at + 3 < len(ops):
            fields.update(ordering=ops[at + 2], scope=ops[at + 3])
        return Instruction("store", None, (val, ptr), fields=fields)

    def _pointee(self, ty: Optional[int], rec: Record, what: str) -> int:
        """The element type of a pointer type (a value's type may be unknown: None)."""
        t = self.m.type(ty) if ty is not None else None
        if t is None or t.kind != "pointer" or not t.elements:
            raise ParseError(f"{what} of a value that is not a pointer", offset=rec.bit_offset >> 3)
        return t.elements[0]

    def _aggregate_type(self, ty: Optional[int], indices: Sequence[int], rec: Record) -> int:
        for index in indices:
            t = self.m.type(ty) if ty is not None else None
            if t is None or t.kind not in ("struct", "array") or not t.elements:
                raise ParseError("an index into a value that is not an aggregate", offset=rec.bit_offset >> 3)
            if t.kind == "struct":
                if index >= len(t.elements):
                    raise ParseError(f"member {index} of a struct of {len(t.elements)}", offset=rec.bit_offset >> 3)
                ty = t.elements[index]
            else:
                if index >= t.count:
                    raise ParseError(f"element {index} of an array of {t.count}", offset=rec.bit_offset >> 3)
                ty = t.elements[0]
        if ty is None:
            raise ParseError("an aggregate of an unknown type", offset=rec.bit_offset >> 3)
        return ty

    def _extractvalue(self, rec: Record, ops: List[int]) -> Instruction:
        agg, ty, at = self.pair(ops, 0, rec)
        indices = ops[at:]
        if not indices:
            raise _short(rec)
        return Instruction("extractvalue", self._aggregate_type(ty, indices, rec), (agg,),
                           fields={"indices": tuple(indices)})

    def _insertvalue(self, rec: Record, ops: List[int]) -> Instruction:
        agg, ty, at = self.pair(ops, 0, rec)
        val, vty, at = self.pair(ops, at, rec)
        indices = ops[at:]
        if not indices:
            raise _short(rec)
        member = self._aggregate_type(ty, indices, rec)
        if vty is not None and not self.same(vty, member):
            raise ParseError(f"insertvalue of type {vty} into a member of type {member}", offset=rec.bit_offset >> 3)
        return Instruction("insertvalue", ty, (agg, val), fields={"indices": tuple(indices)})

    def _getelementptr(self, rec: Record, ops: List[int]) -> Instruction:
        at, inbounds, source = 0, rec.code == 30, None
        if rec.code == 43:
            if len(ops) < 2:
                raise _short(rec)
            inbounds, source, at = bool(ops[0]), self._type(ops[1]), 2
        base, bty, at = self.pair(ops, at, rec)
        pointee = self._pointee(bty, rec, "getelementptr")
        space = self.m.type(bty).address_space  # (bty is a pointer's: _pointee checked it)
        if source is None:
            source = pointee
        operands, ty = [base], source
        first = True
        while at < len(ops):
            idx, ity, at = self.pair(ops, at, rec)
            operands.append(idx)
            if first:
                first = False
                continue
            t = self.m.type(ty)
            if t.kind == "struct":
                member = self._constant_int(idx)
                if member is None or member >= len(t.elements):
                    raise ParseError("getelementptr into a struct by a member that is not a constant of it",
                                     offset=rec.bit_offset >> 3)
                ty = t.elements[member]
            elif t.kind in ("array", "vector") and t.elements:
                ty = t.elements[0]
            else:
                raise ParseError("getelementptr indexes into a type that is not an aggregate",
                                 offset=rec.bit_offset >> 3)
        result = self.types.pointer(ty, space, "the pointer getelementptr gives")
        return Instruction("getelementptr", result, operands,
                           fields={"inbounds": inbounds, "source_type": source})

    def _constant_int(self, vid: int) -> Optional[int]:
        v = self.f.value_of(self.m, vid)
        if v is None:
            return None
        return v.value if v.kind == "integer" else (0 if v.kind == "null" else None)

    def _call(self, rec: Record, ops: List[int]) -> Instruction:
        if len(ops) < 3:
            raise _short(rec)
        attrs, cc, at = ops[0], ops[1], 2
        fields = {"attributes": attrs, "calling_conv": cc}
        if cc & CALL_FMF:
            fields["fast_math"] = ops[at]
            at += 1
        fty = None
        if cc & CALL_EXPLICIT_TYPE:
            if at >= len(ops):
                raise _short(rec)
            fty = self._type(ops[at])
            at += 1
        callee, cty, at = self.pair(ops, at, rec)
        pointee = self._pointee(cty, rec, "call")
        if fty is None:
            fty = pointee
        elif not self.same(pointee, fty):
            raise ParseError("call through a pointer of another function type", offset=rec.bit_offset >> 3)
        ft = self.m.type(fty)
        if ft.kind != "function" or not ft.elements:
            raise ParseError("call of a type that is not a function type", offset=rec.bit_offset >> 3)
        params = ft.elements[1:]
        args = [callee]
        metadata_args = []
        for param in params:
            kind = self._kind(param)
            if kind == "label":
                raise ParseError("a basic block as a call argument", offset=rec.bit_offset >> 3)
            if kind == "metadata":  # a metadata id, numbered as values are (LLVM's getFnValueByID)
                if at >= len(ops):
                    raise _short(rec)
                metadata_args.append(len(args))
                args.append(self._absolute(ops[at]))
                self.metadata_refs.append((args[-1], rec.bit_offset >> 3))
            else:
                args.append(self.value(ops, at, param, rec))
            at += 1
        if at != len(ops):
            if not ft.vararg:
                raise ParseError(f"call with {len(ops) - at} operands more than its function type takes",
                                 offset=rec.bit_offset >> 3)
            while at < len(ops):
                vid, _, at = self.pair(ops, at, rec)
                args.append(vid)
        fields["function_type"] = fty
        if metadata_args:
            fields["metadata_args"] = tuple(metadata_args)
        return Instruction("call", ft.elements[0], args, fields=fields)

    def _fence(self, rec: Record, ops: List[int]) -> Instruction:
        if len(ops) != 2:
            raise ParseError(f"fence of {len(ops)} operands, not 2", offset=rec.bit_offset >> 3)
        return Instruction("fence", None, fields={"ordering": ops[0], "scope": ops[1]})

    def _atomicrmw(self, rec: Record, ops: List[int]) -> Instruction:
        ptr, pty, at = self.pair(ops, 0, rec)
        pointee = self._pointee(pty, rec, "atomicrmw")
        val = self.value(ops, at, pointee, rec)
        if len(ops) != at + 5 or ops[at + 1] >= len(ATOMIC_RMW_OPS):
            raise ParseError("atomicrmw without a known operation, volatility, ordering and scope",
                             offset=rec.bit_offset >> 3)
        return Instruction("atomicrmw", pointee, (ptr, val), fields={
            "operation": ATOMIC_RMW_OPS[ops[at + 1]], "volatile": bool(ops[at + 2]),
            "ordering": ops[at + 3], "scope": ops[at + 4]})

    def _cmpxchg(self, rec: Record, ops: List[int]) -> Instruction:
        ptr, pty, at = self.pair(ops, 0, rec)
        pointee = self._pointee(pty, rec, "cmpxchg")
        if rec.code == 46:
            cmp, cty, at = self.pair(ops, at, rec)
        else:
            cty = pointee
            cmp = self.value(ops, at, cty, rec)
            at += 1
        new = self.value(ops, at, cty, rec)
        rest = ops[at + 1:]
        if len(rest) < 3:
            raise _short(rec)
        fields = {"volatile": bool(rest[0]), "ordering": rest[1], "scope": rest[2]}
        if len(rest) > 3:
            fields["failure_ordering"] = rest[3]
        if len(rest) > 4:
            fields["weak"] = bool(rest[4])
        if rec.code == 37 and len(rest) < 5:
            result = cty  # before weak cmpxchg: the loaded value alone
        else:
            i1 = self.types.find("i1", "integer", 1)
            result = self.types.find("cmpxchg's {value, i1}", "struct", elements=(cty, i1))
        return Instruction("cmpxchg", result, (ptr, cmp, new), fields=fields)


def _short(rec: Record) -> ParseError:
    return ParseError(f"{INSTRUCTION_NAMES.get(rec.code, rec.code)} record of {len(rec.ops)} operands is too short",
                      offset=rec.bit_offset >> 3)


# --- the records again ------------------------------------------------------------------------

_INTEGER_NAMES = {v: k for k, v in FLOAT_BINARY_OPS.items()}


def _rotated(value: int) -> int:
    """A signed value as a signed VBR holds it (the sign in bit 0)."""
    return value << 1 if value >= 0 else (-value << 1) | 1


def record_encoder(module: Module, function: Function):
    """``ops(ins)``: the operands of the record an instruction of
    ``function`` was read from, written again from what the decode kept, as
    LLVM 3.7's writer writes them (relative ids, a forward reference's type
    beside it): the self-check that the decode keeps everything a record says."""
    module_types = module_value_types(module)
    relative = module.version == 1

    def type_of(vid: int) -> Optional[int]:
        return value_type(module_types, function, vid)

    def ops(ins: Instruction) -> List[int]:
        number, code, fields, operands = ins.number, ins.code, ins.fields, ins.operands

        def rel(vid: int) -> int:
            return (number - vid) & 0xFFFFFFFF if relative else vid

        def pair(vid: int) -> List[int]:
            return [rel(vid)] + ([type_of(vid)] if vid >= number else [])  # type: ignore[list-item]

        def flag(name: str) -> List[int]:
            return [int(fields[name])] if name in fields else []

        name = ins.name
        if code == 2:
            return pair(operands[0]) + [rel(operands[1]), BINARY_OPS.index(_INTEGER_NAMES.get(name, name))] \
                + flag("flags")
        if code == 3:
            return pair(operands[0]) + [ins.type, CAST_OPS.index(name)]  # type: ignore[list-item]
        if code == 5:
            return pair(operands[1]) + [rel(operands[2]), rel(operands[0])]
        if code == 29:
            return pair(operands[1]) + [rel(operands[2])] + pair(operands[0])
        if code == 6:
            return pair(operands[0]) + pair(operands[1])
        if code in (7, 8):
            return pair(operands[0]) + [rel(operands[1])] + pair(operands[2])
        if code in (9, 28):
            predicate = next(k for k, v in PREDICATES.items() if v == fields["predicate"]
                             and (k < 32) == (name == "fcmp"))
            return pair(operands[0]) + [rel(operands[1]), predicate] + flag("flags")
        if code == 10:
            return pair(operands[0]) if operands else []
        if code == 11:
            return list(ins.blocks) + [rel(v) for v in operands]
        if code == 12:
            out = [type_of(operands[0]), rel(operands[0]), ins.blocks[0]]
            for case, bb in zip(operands[1:], ins.blocks[1:]):
                out += [case, bb]
            return out  # type: ignore[return-value]
        if code == 15:
            return []
        if code == 16:
            out = [ins.type]
            for v, bb in zip(operands, ins.blocks):
                out += [_rotated(number - v) if relative else v, bb]
            return out  # type: ignore[return-value]
        if code == 19:
            return [fields["type_operand"], fields["size_type"], operands[0], fields["align"]]
        if code in (20, 41):
            return pair(operands[0]) + ([ins.type] if fields["explicit_type"] else []) \
                + [fields["align"], int(fields["volatile"])] + flag("ordering") + flag("scope")  # type: ignore
        if code in (24, 42, 44, 45):
            value = pair(operands[0]) if code in (44, 45) else [rel(operands[0])]
            return pair(operands[1]) + value + [fields["align"], int(fields["volatile"])] \
                + flag("ordering") + flag("scope")
        if code in (4, 30, 43):
            head = [int(fields["inbounds"]), fields["source_type"]] if code == 43 else []
            return head + [x for v in operands for x in pair(v)]
        if code == 26:
            return pair(operands[0]) + list(fields["indices"])
        if code == 27:
            return pair(operands[0]) + pair(operands[1]) + list(fields["indices"])
        if code == 34:
            cc = fields["calling_conv"]
            out = [fields["attributes"], cc] + flag("fast_math")
            if cc & CALL_EXPLICIT_TYPE:
                out.append(fields["function_type"])
            fixed = len(module.type(fields["function_type"]).elements) - 1
            out += pair(operands[0]) + [rel(v) for v in operands[1:1 + fixed]]
            for v in operands[1 + fixed:]:
                out += pair(v)
            return out
        if code == 36:
            return [fields["ordering"], fields["scope"]]
        if code == 38:
            return pair(operands[0]) + [rel(operands[1]), ATOMIC_RMW_OPS.index(fields["operation"]),
                                        int(fields["volatile"]), fields["ordering"], fields["scope"]]
        if code in (37, 46):
            compared = pair(operands[1]) if code == 46 else [rel(operands[1])]
            return pair(operands[0]) + compared + [rel(operands[2]), int(fields["volatile"]), fields["ordering"],
                                                   fields["scope"]] + flag("failure_ordering") + flag("weak")
        raise ValueError(f"no encoding of instruction code {code}")
    return ops
