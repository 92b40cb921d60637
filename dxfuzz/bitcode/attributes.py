"""The parameter attributes of a DXIL program's LLVM 3.7 bitcode: the attribute groups
(PARAMATTR_GROUP_BLOCK) and the attribute lists (PARAMATTR_BLOCK) functions and calls name.

A group holds the attributes of one place (the function, its return value,
or one parameter), in LLVM's order: the enumerated attributes by their kind,
then the integer ones (``align 4``) by their value, then the strings by key
and value. A list is the groups of one function or call; a FUNCTION or CALL
record names its list by number (1 for the first, 0 for none). The rules
LLVM's reader refuses these blocks for raise :class:`ParseError`.
"""
from __future__ import annotations

from typing import Dict, List, Optional, Tuple, Union

from ..errors import ParseError
from .model import Block

#: Block ids and record codes (LLVMBitCodes.h).
PARAMATTR_BLOCK_ID, PARAMATTR_GROUP_BLOCK_ID = 9, 10
PARAMATTR_CODE_ENTRY_OLD, PARAMATTR_CODE_ENTRY, PARAMATTR_GRP_CODE_ENTRY = 1, 2, 3
#: A group's place: the function itself (else 0 is the return value, N the Nth parameter).
FUNCTION_INDEX = 0xFFFFFFFF

#: ATTR_KIND codes -> the attribute's name as LLVM 3.7 spells it.
ATTRIBUTE_NAMES = {
    1: "align", 2: "alwaysinline", 3: "byval", 4: "inlinehint", 5: "inreg", 6: "minsize", 7: "naked",
    8: "nest", 9: "noalias", 10: "nobuiltin", 11: "nocapture", 12: "noduplicate", 13: "noimplicitfloat",
    14: "noinline", 15: "nonlazybind", 16: "noredzone", 17: "noreturn", 18: "nounwind", 19: "optsize",
    20: "readnone", 21: "readonly", 22: "returned", 23: "returns_twice", 24: "signext", 25: "alignstack",
    26: "ssp", 27: "sspreq", 28: "sspstrong", 29: "sret", 30: "sanitize_address", 31: "sanitize_thread",
    32: "sanitize_memory", 33: "uwtable", 34: "zeroext", 35: "builtin", 36: "cold", 37: "optnone",
    38: "inalloca", 39: "nonnull", 40: "jumptable", 41: "dereferenceable", 42: "dereferenceable_or_null",
    43: "convergent", 44: "safestack", 45: "argmemonly",
}
#: The attributes that carry a number (LLVM's integer attributes).
INTEGER_KINDS = frozenset({1, 25, 41, 42})
#: LLVM 3.7's order of the attribute kinds (Attribute::AttrKind), which orders a group.
KIND_ORDER = {code: place for place, code in enumerate((
    1, 2, 35, 3, 38, 36, 43, 4, 5, 40, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 39, 41, 42, 16, 17, 18, 19, 37,
    20, 21, 45, 22, 23, 24, 25, 26, 27, 28, 44, 29, 30, 31, 32, 33, 34))}


class Attribute:
    """One attribute: ``kind`` (its ATTR_KIND code; None for a string
    attribute), ``value`` (the number of an integer attribute, a string
    attribute's value or None) and ``key`` (a string attribute's key)."""

    __slots__ = ("kind", "value", "key")

    def __init__(self, kind: Optional[int], value: Union[int, str, None] = None, key: str = ""):
        self.kind = kind
        self.value = value
        self.key = key

    def order(self) -> Tuple:
        """Where LLVM sorts it in its group: enumerated attributes by kind,
        then integer ones by value alone, then strings by key and value."""
        if self.kind is None:
            return (2, self.key, self.value or "")
        if self.kind in INTEGER_KINDS:
            return (1, self.value)
        return (0, KIND_ORDER.get(self.kind, len(KIND_ORDER)))

    def __repr__(self) -> str:
        if self.kind is None:
            return f"Attribute({self.key!r}={self.value!r})"
        return f"Attribute({ATTRIBUTE_NAMES.get(self.kind, self.kind)}{'' if self.value is None else self.value})"


class AttributeGroup:
    """A group: ``index`` (:data:`FUNCTION_INDEX`, 0 for the return value, N
    for the Nth parameter) and ``attributes`` in LLVM's order."""

    __slots__ = ("index", "attributes")

    def __init__(self, index: int, attributes: List[Attribute]):
        self.index = index
        self.attributes = sorted(attributes, key=Attribute.order)

    def __repr__(self) -> str:
        return f"AttributeGroup(index={self.index}, {self.attributes!r})"


def decode_groups(block: Block, groups: Dict[int, AttributeGroup]) -> None:
    """A PARAMATTR_GROUP_BLOCK's groups, by group id: ``[id, index,
    (0 kind | 1 kind value | 3 key... 0 | 4 key... 0 value... 0)...]``."""
    for rec in block.records:
        if rec.code != PARAMATTR_GRP_CODE_ENTRY:
            continue
        at = rec.bit_offset >> 3
        ops = rec.ops
        if len(ops) < 2:
            raise ParseError("attribute group without an id and an index", offset=at)
        attributes, i, n = [], 2, len(ops)
        while i < n:
            form = ops[i]
            if form in (0, 1):
                if i + 1 >= n or ops[i + 1] not in ATTRIBUTE_NAMES:
                    raise ParseError(f"attribute group {ops[0]}: unknown attribute kind "
                                     f"{ops[i + 1] if i + 1 < n else None}", offset=at)
                kind = ops[i + 1]
                if form == 1:
                    if i + 2 >= n or kind not in INTEGER_KINDS:
                        raise ParseError(f"attribute group {ops[0]}: integer attribute of kind {kind}",
                                         offset=at)
                    attributes.append(Attribute(kind, ops[i + 2]))
                    i += 3
                else:
                    attributes.append(Attribute(kind))
                    i += 2
            elif form in (3, 4):
                key, i = _cstring(ops, i + 1, at)
                value = None
                if form == 4:
                    value, i = _cstring(ops, i, at)
                attributes.append(Attribute(None, value, key))
            else:
                raise ParseError(f"attribute group {ops[0]}: unknown attribute form {form}", offset=at)
        groups[ops[0]] = AttributeGroup(ops[1], attributes)


def decode_lists(block: Block, groups: Dict[int, AttributeGroup], lists: List[Tuple[int, ...]]) -> None:
    """A PARAMATTR_BLOCK's lists, each the group ids of one function or call,
    appended in order (LLVM 3.7 reads the old form, without groups, no more
    than it writes it: refused)."""
    for rec in block.records:
        at = rec.bit_offset >> 3
        if rec.code == PARAMATTR_CODE_ENTRY_OLD:
            raise ParseError("attribute list in the form before attribute groups (LLVM 3.2)", offset=at)
        if rec.code != PARAMATTR_CODE_ENTRY:
            continue
        for gid in rec.ops:
            if gid not in groups:
                raise ParseError(f"attribute list {len(lists) + 1} names group {gid}, which is not defined",
                                 offset=at)
        lists.append(tuple(rec.ops))


def _cstring(ops, i: int, at: int) -> Tuple[str, int]:
    """The characters from ``i`` to the next 0, and the index after it."""
    end = i
    n = len(ops)
    while end < n and ops[end] != 0:
        end += 1
    if end >= n:
        raise ParseError("attribute string without its terminating 0", offset=at)
    return bytes(v & 0xFF for v in ops[i:end]).decode("latin-1"), end + 1


def attributes_at(groups: Dict[int, AttributeGroup], lists: List[Tuple[int, ...]], number: int,
                  index: int) -> List[Attribute]:
    """The attributes list ``number`` (1 for the first; 0, none) gives place
    ``index`` (:data:`FUNCTION_INDEX`, 0 the return value, N the Nth
    parameter), in LLVM's order; none for a list that does not exist."""
    if not 0 < number <= len(lists):
        return []
    found = [a for gid in lists[number - 1] for a in groups[gid].attributes if groups[gid].index == index]
    return sorted(found, key=Attribute.order)
