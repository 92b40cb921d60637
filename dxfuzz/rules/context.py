"""What the rules look at: the file's raw header and part table, the parsed
object part by part, and how a rule is registered and says its verdict."""
from __future__ import annotations

import struct
from dataclasses import dataclass
from enum import Enum
from typing import Callable, List, Optional

from .. import part_table
from ..part_table import HEADER_SIZE, PART_HEADER_SIZE
from ..errors import INPUT_ERRORS, ParseError, describe

PASS, FAIL, WARN, SKIP, NA = "pass", "fail", "warn", "skip", "n/a"

#: DXC's and the runtime's size limit of a container (``DXBC_MAX_SIZE_IN_BYTES``).
MAX_SIZE = 0x80000000

#: Fourccs LLVM allows once (``More than one ... part is present in the file``).
LLVM_UNIQUE = ("DXIL", "SFI0", "HASH", "PSV0", "RTS0")

#: DXC's own fourccs (``enum DxilFourCC``): its validator refuses a repeat of any.
DXC_FOURCCS = ("RDEF", "ISG1", "OSG1", "PSG1", "STAT", "ILDB", "ILDN", "SFI0", "PRIV", "RTS0",
               "DXIL", "PSV0", "RDAT", "HASH", "SRCI", "PDBI", "VERS")

SIGNATURE_KIND = {
    "ISGN": "input", "ISG1": "input",
    "OSGN": "output", "OSG1": "output", "OSG5": "output",
    "PCSG": "patch", "PSG1": "patch",
}


@dataclass
class Finding:
    rule: str
    status: str
    message: str
    offset: Optional[int] = None
    who: str = ""
    short: str = ""  #: a few words for the verdict line

    def as_dict(self) -> dict:
        out = {"rule": self.rule, "status": self.status, "message": self.message}
        if self.offset is not None:
            out["offset"] = self.offset
        if self.who:
            out["who"] = self.who
        return out


@dataclass
class Rule:
    name: str
    doc: str
    fn: Callable
    who: str  #: d3d, dxc, llvm or tools (see the module doc)
    strict: bool = False  #: without --strict a violation is only a warning


RULES: List[Rule] = []


def rule(name: str, who: str, strict: bool = False):
    """Register a rule; its docstring's first paragraph is its description."""
    def deco(fn):
        first = (fn.__doc__ or "").strip().split("\n\n")[0]
        RULES.append(Rule(name, " ".join(first.split()), fn, who, strict))
        return fn
    return deco


@dataclass
class PartInfo:
    index: int
    offset: int  #: of the part header in the file
    fourcc: str
    size: Optional[int]  #: None when the size field is past the end of the data

    @property
    def data_offset(self) -> int:
        return self.offset + PART_HEADER_SIZE

    @property
    def end(self) -> Optional[int]:
        return None if self.size is None else self.data_offset + self.size


class Context:
    """The file as the rules see it: raw header fields and part table, and
    the parsed object (decoded part by part, each decode error kept)."""

    def __init__(self, data: bytes, strict: bool = False):
        self.data = bytes(data)
        self.strict = strict
        d = self.data
        n = len(d)
        self.magic = d[:4]
        self.stored_digest = d[4:20] if n >= 20 else None
        self.major, self.minor = struct.unpack_from("<HH", d, 20) if n >= 24 else (None, None)
        self.len_file = struct.unpack_from("<I", d, 24)[0] if n >= 28 else None
        self.num_parts = part_table.num_parts(d)
        table = part_table.entries(d, magic=False)  # a wrong magic is a finding, not the end
        self.table_entries = [e.offset for e in table]  # offsets actually present in the data
        self.parts: List[PartInfo] = [  # parts whose fourcc can be read
            PartInfo(e.index, e.offset, e.fourcc_text, e.size) for e in table if e.fourcc]
        self._obj = None
        self._obj_error = None
        self._bodies = {}
        #: Bytes of part data left to decode: each byte of the file about
        #: once, so that overlapping parts (a table of 65 536 entries each
        #: pointing into the next) cost time linear in the file, not in the
        #: sum of the part sizes.
        self.decode_budget = n

    # the parsed container, or why there is none
    @property
    def obj(self):
        if self._obj is None and self._obj_error is None:
            self._obj, self._obj_error = _parse_leniently(self.data, len(self.table_entries))
        return self._obj

    @property
    def obj_error(self) -> Optional[str]:
        self.obj
        return self._obj_error

    def body(self, part: PartInfo):
        """The decoded body of a part; raises ParseError if it does not decode."""
        key = part.index
        if key not in self._bodies:
            cost = max(0, min(part.size or 0, len(self.data) - part.data_offset))
            if cost > self.decode_budget:
                raise NotDecoded(f"{part.fourcc} part {part.index} is not decoded: it overlaps "
                                 "parts already decoded (check decodes each byte of the file once)")
            self.decode_budget -= cost
            try:
                if self.obj is None:
                    raise ParseError(f"the container could not be parsed: {self._obj_error}")
                entry = self.obj.part_table[part.index]
                self._bodies[key] = (entry.part.body, None)
            except INPUT_ERRORS as exc:
                self._bodies[key] = (None, describe(exc))
            except ParseError as exc:
                self._bodies[key] = (None, exc)
        body, err = self._bodies[key]
        if err is not None:
            raise err
        return body

    def first(self, fourcc: str) -> Optional[PartInfo]:
        for p in self.parts:
            if p.fourcc == fourcc:
                return p
        return None

    def part_bytes(self, part: PartInfo) -> bytes:
        return self.data[part.data_offset:part.end if part.end is not None else part.data_offset]


def _parse_leniently(data: bytes, entries: int):
    """Parse without LLVM's layout rules; if the header itself is refused (a
    wrong magic, a part table past the end), parse a copy with the magic
    restored and the part count cut to the entries present, so the parts can
    still be checked at their real offsets."""
    from ..container import parse
    try:
        return parse(data, layout=False, lazy=True), None
    except ParseError as exc:
        first = str(exc)
    if len(data) < HEADER_SIZE:
        return None, first
    patched = bytearray(data)
    patched[0:4] = b"DXBC"
    struct.pack_into("<I", patched, 28, entries)
    try:
        return parse(bytes(patched), layout=False, lazy=True), None
    except ParseError as exc:
        return None, f"{first}; {exc}"


def need_table(ctx) -> None:
    if ctx.num_parts is None:
        raise Skip("no part table: the data ends inside the header")


class Skip(Exception):
    """Raised by a rule that cannot run (the message says why)."""


class NotDecoded(ParseError):
    """A part left undecoded because the parts decoded before it already
    cover the file's bytes (they overlap): not a verdict on the part."""


class NotApplicable(Skip):
    """Raised by a rule that has nothing to check in this file (no such part)."""


def spec_body(ctx: Context, part: PartInfo, spec: str):
    """The decoded body of a part whose spec the rule needs; Skip if the
    part does not decode."""
    try:
        body = ctx.body(part)
    except ParseError as exc:
        raise Skip(f"{part.fourcc} part {part.index} does not decode: {exc.message}")
    if isinstance(body, (bytes, bytearray)):
        raise Skip(f"{part.fourcc} part {part.index} is not decoded by ksy/{spec}.ksy")
    return body


def enum_value(v):
    return v.value if isinstance(v, Enum) else v





def program_header(ctx: Context):
    """``(part, shader_kind, sm_major, sm_minor, dxil_major, dxil_minor)`` of the
    DXIL part, from the program spec, or Skip."""
    p = ctx.first("DXIL")
    if p is None:
        raise NotApplicable("no DXIL part")
    body = spec_body(ctx, p, "dxcontainer_program")
    try:
        return (p, enum_value(body.shader_kind), body.shader_model_major,
                body.shader_model_minor, body.dxil_version_major, body.dxil_version_minor)
    except AttributeError as exc:
        raise Skip(f"the program spec has no {exc.name or 'version'} field")
