"""Named checks of a container (``dxfuzz check``): each rule says pass, fail,
warn or skip (it could not run, and why), with the byte offset of the problem.

The rules run one by one on the raw bytes and on what the specs decode, so a
malformed file gets every verdict that can still be given: a wrong magic does
not stop the part checks, and a part that fails to decode only stops the
rules that need it.

Each rule names who would refuse a file that breaks it (``who``):

* ``d3d`` - the Direct3D runtime (``Create*Shader`` and the DXBC parser it
  shares with Microsoft's translation layer): magic, version 1.0, file size
  equal to the data, parts inside the file and back to back, a valid digest;
* ``dxc`` - DXC's container and validator rules (one part per kind, PRIV
  last, PSV0 and signatures that agree with each other and the stage);
* ``llvm`` - LLVM's reader (``object::DXContainer``): its layout rules;
* ``tools`` - nothing refuses the file, but tools that rely on the value
  (PDB lookup by shader hash) go wrong.

:func:`check` returns a :class:`Report`; :meth:`Report.summary` is the one
line "why would D3D reject this file".
"""
from __future__ import annotations

import struct
from dataclasses import dataclass, field
from enum import Enum
from typing import Callable, List, Optional

from . import digest as _digest
from . import part_table
from .part_table import HEADER_SIZE, PART_HEADER_SIZE
from .errors import INPUT_ERRORS, ParseError, describe

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


# --- what the rules look at -------------------------------------------------------


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
        self.file_size = struct.unpack_from("<I", d, 24)[0] if n >= 28 else None
        self.part_count = part_table.part_count(d)
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
                entry = self.obj.part_offsets[part.index]
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
    from .container import parse
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


def _need_table(ctx) -> None:
    if ctx.part_count is None:
        raise Skip("no part table: the data ends inside the header")


class Skip(Exception):
    """Raised by a rule that cannot run (the message says why)."""


class NotDecoded(ParseError):
    """A part left undecoded because the parts decoded before it already
    cover the file's bytes (they overlap): not a verdict on the part."""


class NotApplicable(Skip):
    """Raised by a rule that has nothing to check in this file (no such part)."""


def _spec_body(ctx: Context, part: PartInfo, spec: str):
    """The decoded body of a part whose spec the rule needs; Skip if the
    part does not decode."""
    try:
        body = ctx.body(part)
    except ParseError as exc:
        raise Skip(f"{part.fourcc} part {part.index} does not decode: {exc.message}")
    if isinstance(body, (bytes, bytearray)):
        raise Skip(f"{part.fourcc} part {part.index} is not decoded by ksy/{spec}.ksy")
    return body


def _enum_value(v):
    return v.value if isinstance(v, Enum) else v


# --- container rules ----------------------------------------------------------------


@rule("magic", "d3d")
def r_magic(ctx: Context):
    """The file starts with the four bytes DXBC."""
    if ctx.magic == b"DXBC":
        return PASS, "DXBC", 0
    return FAIL, f"magic is {ctx.magic!r}, not b'DXBC'", 0, "not a DXBC container"


@rule("version", "d3d")
def r_version(ctx: Context):
    """Container version 1.0 (DXC refuses another major, the runtime another minor too)."""
    if ctx.major is None:
        return FAIL, ("Reading structure out of file bounds: the data ends before the version "
                      "field"), len(ctx.data), "no container header"
    if (ctx.major, ctx.minor) == (1, 0):
        return PASS, "1.0", 20
    return FAIL, f"version {ctx.major}.{ctx.minor}, expected 1.0", 20, f"version {ctx.major}.{ctx.minor}"


@rule("file-size", "d3d")
def r_file_size(ctx: Context):
    """The header's file size equals the real length of the data (and is at most 2 GiB)."""
    n = len(ctx.data)
    if ctx.file_size is None:
        return FAIL, (f"Reading structure out of file bounds: the data ({n} bytes) ends before "
                      "the file size field"), n, "no container header"
    fs = ctx.file_size
    if fs > MAX_SIZE:
        return FAIL, f"file size {fs} is over DXC's and the runtime's limit of {MAX_SIZE}", 24
    if fs > n:
        return FAIL, f"file size {fs} but the data is {n} bytes: truncated by {fs - n}", 24, \
            f"truncated ({fs - n} bytes missing)"
    if fs < n:
        return FAIL, f"file size {fs} but the data is {n} bytes: {n - fs} bytes follow the container", \
            24, f"file size {fs} != data length {n}"
    return PASS, f"{fs} bytes", 24


@rule("part-table", "d3d")
def r_part_table(ctx: Context):
    """The part offset table fits in the file."""
    if ctx.part_count is None:
        return FAIL, ("Reading structure out of file bounds: the data ends before the part "
                      "count"), len(ctx.data), "no container header"
    end = HEADER_SIZE + 4 * ctx.part_count
    limit = min(len(ctx.data), ctx.file_size or 0)
    if end > limit:
        what = "data" if len(ctx.data) <= (ctx.file_size or 0) else "file size"
        return FAIL, (f"Reading structure out of file bounds: {ctx.part_count} parts, the offset "
                      f"table ends at byte {end}, past the {what} ({limit})"), 28, \
            "part table past the end"
    return PASS, f"{ctx.part_count} parts, table ends at byte {end}", 28


@rule("part-offsets", "llvm")
def r_part_offsets(ctx: Context):
    """Every part offset points inside the file, with room for the part's fourcc and size."""
    _need_table(ctx)
    n = len(ctx.data)
    out = []
    for i, ofs in enumerate(ctx.table_entries):
        where = HEADER_SIZE + 4 * i
        # LLVM's checks and messages, in its order (parsePartOffsets).
        if ofs >= n:
            out.append((FAIL, f"part {i} offset {ofs:#x}: Part offset points beyond boundary of "
                              f"the file ({n} bytes)", where))
        elif ofs >= n - 4:
            out.append((FAIL, f"part {i} at {ofs:#x}: File not large enough to read part name",
                        where))
        elif ofs + PART_HEADER_SIZE > n:
            out.append((FAIL, f"part {i} at {ofs:#x}: Reading part size out of file bounds",
                        ofs + 4))
    if ctx.part_count is not None and len(ctx.table_entries) < ctx.part_count:
        out.append((FAIL, f"Reading structure out of file bounds: only "
                          f"{len(ctx.table_entries)} of {ctx.part_count} part offsets are in the "
                          "data", len(ctx.data)))
    return out or (PASS, f"{len(ctx.table_entries)} offsets inside the file", HEADER_SIZE)


@rule("part-bounds", "d3d")
def r_part_bounds(ctx: Context):
    """Every part's data lies inside the file and inside the header's file size."""
    _need_table(ctx)
    n = len(ctx.data)
    fs = ctx.file_size if ctx.file_size is not None else n
    out = []
    for p in ctx.parts:
        if p.size is None:
            continue  # reported by part-offsets
        if p.end > n:
            out.append((FAIL, f"part {p.index} {p.fourcc!r} (size {p.size}) ends at {p.end:#x}, "
                              f"past the end of the data ({n:#x})", p.offset + 4))
        elif p.end > fs:
            out.append((FAIL, f"part {p.index} {p.fourcc!r} ends at {p.end:#x}, past the file "
                              f"size ({fs:#x})", p.offset + 4))
    return out or (PASS, f"{len(ctx.parts)} parts inside the file", None)


@rule("no-overlap", "llvm")
def r_no_overlap(ctx: Context):
    """Parts do not overlap: each starts after the previous one ends (LLVM's rule)."""
    _need_table(ctx)
    out = []
    last = HEADER_SIZE + 4 * len(ctx.table_entries)
    prev_end_real = last
    for i, ofs in enumerate(ctx.table_entries):
        where = HEADER_SIZE + 4 * i
        if ofs < last:
            out.append((FAIL, f"Part offset for part {i} begins before the previous part ends "
                              f"(offset {ofs:#x}, previous end {last:#x})", where))
        elif ofs < prev_end_real:
            # LLVM forgets the 8-byte header of the previous part; say so.
            out.append((WARN, f"part {i} at {ofs:#x} overlaps the end of part {i - 1} (ends at "
                              f"{prev_end_real:#x}); LLVM misses it (it forgets the 8-byte part "
                              "header)", where))
        size = struct.unpack_from("<I", ctx.data, ofs + 4)[0] if ofs + 8 <= len(ctx.data) else 0
        last = ofs + size
        prev_end_real = max(prev_end_real, ofs + PART_HEADER_SIZE + size)
    return out or (PASS, "no part overlaps another", None)


@rule("contiguous", "d3d", strict=True)
def r_contiguous(ctx: Context):
    """Parts follow each other back to back in table order from the end of the
    offset table, with no gap, and the last ends exactly at the file size (DXC's
    rule; the runtime's DXBC parser requires it too)."""
    _need_table(ctx)
    out = []
    expect = HEADER_SIZE + 4 * len(ctx.table_entries)
    for i, ofs in enumerate(ctx.table_entries):
        where = HEADER_SIZE + 4 * i
        if ofs != expect:
            kind = "a gap of" if ofs > expect else "an overlap of"
            out.append((FAIL, f"part {i} starts at {ofs:#x}, expected {expect:#x} "
                              f"({kind} {abs(ofs - expect)} bytes)", where))
        if ofs + 8 > len(ctx.data):
            return out or [(FAIL, f"part {i} header is past the end of the data", where)]
        size = struct.unpack_from("<I", ctx.data, ofs + 4)[0]
        expect = ofs + PART_HEADER_SIZE + size
    if ctx.file_size is not None and expect != ctx.file_size:
        out.append((FAIL, f"the last part ends at {expect:#x}, the file size is "
                          f"{ctx.file_size:#x}", 24))
    return out or (PASS, "parts are back to back and end at the file size", None)


@rule("unique-parts", "dxc")
def r_unique(ctx: Context):
    """At most one part of each kind DXC knows (LLVM refuses a second DXIL, SFI0,
    HASH, PSV0 or RTS0; DXC's validator a second of any of its fourccs). FXC's
    own parts may repeat: LIBF per library function, Aon9 in level-9 libraries."""
    _need_table(ctx)
    seen, out = {}, []
    for p in ctx.parts:
        if p.fourcc in seen and p.fourcc in DXC_FOURCCS:
            first = seen[p.fourcc]
            if p.fourcc in LLVM_UNIQUE:
                msg = f"More than one {p.fourcc} part is present in the file (parts {first} and {p.index})"
                out.append((FAIL, msg, p.offset))
            else:
                out.append(("strict", f"{p.fourcc} appears twice (parts {first} and {p.index}); "
                                      "DXC's validator refuses repeated parts", p.offset))
        seen.setdefault(p.fourcc, p.index)
    return out or (PASS, "no repeated part", None)


@rule("priv-last", "dxc")
def r_priv_last(ctx: Context):
    """A PRIV part, if any, is the last part (DXC)."""
    _need_table(ctx)
    privs = [p for p in ctx.parts if p.fourcc == "PRIV"]
    if not privs:
        return PASS, "no PRIV part", None
    last = ctx.parts[-1]
    bad = [p for p in privs if p is not last]
    if bad:
        return "strict", f"PRIV is part {bad[0].index} of {len(ctx.parts)}, not the last", bad[0].offset
    return PASS, f"PRIV is the last part ({last.index})", last.offset


@rule("parts-decode", "dxc")
def r_parts_decode(ctx: Context):
    """Every part decodes with its spec (a part the specs refuse is malformed)."""
    if ctx.obj is None:
        raise Skip(f"the container could not be parsed: {ctx.obj_error}")
    out, skipped = [], []
    for p in ctx.parts:
        try:
            ctx.body(p)
        except NotDecoded:
            skipped.append(p)
        except ParseError as exc:
            out.append((FAIL, f"part {p.index} {p.fourcc!r}: {exc.message}", p.data_offset))
    if skipped:
        out.append((SKIP, f"{len(skipped)} parts not decoded (from part {skipped[0].index} on): "
                          "they overlap parts already decoded, and check decodes each byte of "
                          "the file once", skipped[0].data_offset))
    return out or (PASS, f"{len(ctx.parts)} parts decode", None)


@rule("digest", "d3d")
def r_digest(ctx: Context):
    """The header digest: valid; zero (unsigned, the runtime rejects it); bypass or
    preview (accepted only by runtimes that allow them); or a mismatch."""
    if ctx.stored_digest is None or len(ctx.stored_digest) < 16 or ctx.file_size is None:
        return FAIL, "the data ends inside the header", len(ctx.data), "no container header"
    state = _digest.state(ctx.data)
    stored = ctx.stored_digest.hex()
    if state == "valid":
        return PASS, f"valid ({stored})", 4
    if state == "zero":
        return FAIL, "zero: the container is unsigned (DXC -Vd); the runtime rejects it", 4, \
            "unsigned (zero digest)"
    if state == "bypass":
        return WARN, ("bypass (sixteen 0x01): only runtimes that accept unsigned shaders "
                      "take it"), 4, "bypass digest"
    if state == "preview":
        return WARN, ("preview (sixteen 0x02): DXC's value for pre-release shader models; "
                      "accepted only with experimental shader models enabled"), 4, "preview digest"
    return FAIL, f"mismatch: stored {stored}, computed {_digest.compute(ctx.data).hex()}", 4, \
        "digest mismatch"


# --- part rules ------------------------------------------------------------------------


def _program_header(ctx: Context):
    """``(part, shader_kind, sm_major, sm_minor, dxil_major, dxil_minor)`` of the
    DXIL part, from the program spec, or Skip."""
    p = ctx.first("DXIL")
    if p is None:
        raise NotApplicable("no DXIL part")
    body = _spec_body(ctx, p, "dxcontainer_program")
    try:
        return (p, _enum_value(body.shader_kind), body.shader_model_major,
                body.shader_model_minor, body.dxil_version_major, body.dxil_version_minor)
    except AttributeError as exc:
        raise Skip(f"the program spec has no {exc.name or 'version'} field")


@rule("hash-part", "tools")
def r_hash_part(ctx: Context):
    """The HASH part holds the MD5 of the DXIL bitcode (the key tools use to find the PDB)."""
    h = ctx.first("HASH")
    if h is None:
        raise NotApplicable("no HASH part")
    if h.size != 20:
        return FAIL, f"HASH part is {h.size} bytes, DXC's validator requires 20", h.offset + 4
    try:
        from . import shader_hash
    except ImportError:
        raise Skip("waits on dxfuzz/shader_hash.py (the HASH recompute)")
    _spec_body(ctx, h, "dxcontainer_hash")
    try:
        result = shader_hash.check(ctx.obj)
    except ParseError as exc:
        raise Skip(f"cannot recompute it: {exc.message}")
    where = h.data_offset + 4
    if result.status == shader_hash.MATCH:
        return PASS, f"MD5 of the bitcode {result.digest.hex()}", where
    if result.status == shader_hash.MISMATCH:
        return FAIL, (f"HASH holds {result.digest.hex()}, the MD5 of the DXIL bitcode is "
                      f"{result.computed.hex()}"), where
    if result.status == shader_hash.INCLUDES_SOURCE:
        raise Skip("HASH flags say IncludesSource: the digest covers the module with debug "
                   "information, which is not in this container")
    raise Skip(f"nothing to compare ({result.status})")


#: PSV0 runtime-info record sizes by PSV version.
PSV_SIZES = {24: 0, 36: 1, 48: 2, 52: 3, 56: 4}


def psv_version_for_validator(major: int, minor: int) -> int:
    """The PSV version DXC writes for a validator version (``GetPSVVersion``)."""
    v = (major, minor)
    if v < (1, 1):
        return 0
    if v < (1, 6):
        return 1
    if v < (1, 8):
        return 2
    if v < (1, 10):
        return 3
    return 4


def _psv_info_size(body) -> int:
    size = getattr(body, "len_runtime_info", None)
    if not isinstance(size, int):
        raise Skip("the PSV0 spec has no len_runtime_info field")
    return size


@rule("psv-version", "dxc")
def r_psv_version(ctx: Context):
    """PSV0's runtime-info size is a known version, at least the one the DXIL
    version implies (the validator, at least as new as the DXIL version, picks it)."""
    p = ctx.first("PSV0")
    if p is None:
        raise NotApplicable("no PSV0 part")
    body = _spec_body(ctx, p, "dxcontainer_psv0")
    size = _psv_info_size(body)
    _, kind, _, _, dmaj, dmin = _program_header(ctx)
    least = psv_version_for_validator(dmaj, dmin)
    where = p.data_offset
    if size in PSV_SIZES:
        version = PSV_SIZES[size]
        if version < least:
            return FAIL, (f"PSV0 runtime info is v{version} ({size} bytes) but DXIL {dmaj}.{dmin} "
                          f"needs a validator that writes at least v{least} "
                          f"({_size_of(least)} bytes)"), where
        return PASS, f"v{version} ({size} bytes) for DXIL {dmaj}.{dmin} (at least v{least})", where
    if size > max(PSV_SIZES):
        return WARN, (f"runtime info of {size} bytes is newer than any known version "
                      "(v4 is 56 bytes); its tail is kept as bytes"), where
    return FAIL, f"runtime info size {size} is not a PSV version (24, 36, 48, 52 or 56)", where


def _size_of(version: int) -> int:
    return {v: s for s, v in PSV_SIZES.items()}[version]


# --- signatures ------------------------------------------------------------------------


STAGES = {0: "pixel", 1: "vertex", 2: "geometry", 3: "hull", 4: "domain", 5: "compute",
          6: "library", 7: "ray generation", 8: "intersection", 9: "any hit",
          10: "closest hit", 11: "miss", 12: "callable", 13: "mesh", 14: "amplification",
          15: "node"}


def shader_stage(ctx: Context):
    """``(kind, major, minor)`` of the shader: the DXIL program header's kind and
    shader model, or the SHDR/SHEX version token; Skip if neither is there."""
    for fourcc in ("DXIL", "SHEX", "SHDR"):
        p = ctx.first(fourcc)
        if p is None or p.size is None or p.size < 4 or p.end > len(ctx.data):
            continue
        if fourcc == "DXIL":
            try:
                _, kind, smaj, smin, _, _ = _program_header(ctx)
                return kind, smaj, smin
            except Skip:
                pass
        # The first u32 of a program part is its version token: bits 0-3 minor,
        # 4-7 major, 16-31 the program type (the same numbering as DXIL's kinds).
        token = struct.unpack_from("<I", ctx.data, p.data_offset)[0]
        return (token >> 16) & 0xFFFF, (token >> 4) & 0xF, token & 0xF
    raise NotApplicable("no DXIL, SHEX or SHDR part to tell the shader stage")


# Semantic kinds (DXIL::SemanticKind), system values (D3D_NAME) and SV_ names.
SEMANTIC_KINDS = [
    "Arbitrary", "VertexID", "InstanceID", "Position", "RenderTargetArrayIndex",
    "ViewportArrayIndex", "ClipDistance", "CullDistance", "OutputControlPointID",
    "DomainLocation", "PrimitiveID", "GSInstanceID", "SampleIndex", "IsFrontFace", "Coverage",
    "InnerCoverage", "Target", "Depth", "DepthLessEqual", "DepthGreaterEqual", "StencilRef",
    "DispatchThreadID", "GroupID", "GroupIndex", "GroupThreadID", "TessFactor",
    "InsideTessFactor", "ViewID", "Barycentrics", "ShadingRate", "CullPrimitive",
    "StartVertexLocation", "StartInstanceLocation",
]

#: D3D_NAME -> semantic kind.
SYSTEM_VALUE_KIND = {
    0: "Arbitrary", 1: "Position", 2: "ClipDistance", 3: "CullDistance",
    4: "RenderTargetArrayIndex", 5: "ViewportArrayIndex", 6: "VertexID", 7: "PrimitiveID",
    8: "InstanceID", 9: "IsFrontFace", 10: "SampleIndex", 11: "TessFactor",
    12: "InsideTessFactor", 13: "TessFactor", 14: "InsideTessFactor", 15: "TessFactor",
    16: "TessFactor", 23: "Barycentrics", 24: "ShadingRate", 25: "CullPrimitive",
    64: "Target", 65: "Depth", 66: "Coverage", 67: "DepthGreaterEqual",
    68: "DepthLessEqual", 69: "StencilRef", 70: "InnerCoverage",
}

#: SV_ name (lower case) -> semantic kind.
NAME_KIND = {f"sv_{k.lower()}": k for k in SEMANTIC_KINDS if k != "Arbitrary"}
NAME_KIND["sv_baseventexlocation"] = "StartVertexLocation"

# Where a semantic may appear. Signature points (DXC's SigPointKind) that have
# a signature: (stage, signature) -> point.
SIG_POINT = {
    (1, "input"): "VSIn", (1, "output"): "VSOut",
    (3, "input"): "HSCPIn", (3, "output"): "HSCPOut", (3, "patch"): "PCOut",
    (4, "input"): "DSCPIn", (4, "output"): "DSOut", (4, "patch"): "DSIn",
    (2, "input"): "GSVIn", (2, "output"): "GSOut",
    (0, "input"): "PSIn", (0, "output"): "PSOut",
    (13, "output"): "MSOut", (13, "patch"): "MSPOut",
}
POINT_TEXT = {
    "VSIn": "a vertex-shader input", "VSOut": "a vertex-shader output",
    "HSCPIn": "a hull-shader control-point input", "HSCPOut": "a hull-shader control-point output",
    "PCOut": "a hull-shader patch-constant output", "DSIn": "a domain-shader patch-constant input",
    "DSCPIn": "a domain-shader control-point input", "DSOut": "a domain-shader output",
    "GSVIn": "a geometry-shader vertex input", "GSIn": "a geometry-shader input",
    "GSOut": "a geometry-shader output", "PSIn": "a pixel-shader input",
    "PSOut": "a pixel-shader output", "MSOut": "a mesh-shader vertex output",
    "MSPOut": "a mesh-shader primitive output",
}

# How each semantic is interpreted at each point, from the semantic-kind x
# signature-point table of the DXIL specification (DXC's DxilSigPoint.inl),
# restricted to the points that have a signature, plus GSIn for the
# PrimitiveID a geometry shader reads. Missing = not allowed there (NA).
#   sv/sgv/clipcull/target/tess/notpacked/shadow: a system value, legal here;
#   arb: treated as an ordinary semantic here (it must not carry a system value);
#   notinsig: legal in the shader but never in a signature.
# A (major, minor) after the kind is the first shader model that allows it.
_T = {
    "Arbitrary": {p: ("arb",) for p in ("VSIn", "VSOut", "HSCPIn", "HSCPOut", "PCOut", "DSIn",
                                         "DSCPIn", "DSOut", "GSVIn", "GSOut", "PSIn", "MSOut",
                                         "MSPOut")},
    "VertexID": {"VSIn": ("sv",)},
    "InstanceID": {"VSIn": ("sv",), "VSOut": ("arb",), "HSCPIn": ("arb",), "HSCPOut": ("arb",),
                   "DSCPIn": ("arb",), "DSOut": ("arb",), "GSVIn": ("arb",), "GSOut": ("arb",),
                   "PSIn": ("arb",)},
    "Position": {"VSIn": ("arb",), "VSOut": ("sv",), "HSCPIn": ("sv",), "HSCPOut": ("sv",),
                 "PCOut": ("arb",), "DSIn": ("arb",), "DSCPIn": ("sv",), "DSOut": ("sv",),
                 "GSVIn": ("sv",), "GSOut": ("sv",), "PSIn": ("sv",), "MSOut": ("sv",)},
    "ClipDistance": {"VSIn": ("arb",), "VSOut": ("clipcull",), "HSCPIn": ("clipcull",),
                     "HSCPOut": ("clipcull",), "PCOut": ("arb",), "DSIn": ("arb",),
                     "DSCPIn": ("clipcull",), "DSOut": ("clipcull",), "GSVIn": ("clipcull",),
                     "GSOut": ("clipcull",), "PSIn": ("clipcull",), "MSOut": ("clipcull",)},
    "PrimitiveID": {"GSIn": ("shadow",), "GSOut": ("sgv",), "PSIn": ("sgv",), "MSPOut": ("sv",)},
    "SampleIndex": {"PSIn": ("shadow", (4, 1))},
    "IsFrontFace": {"GSOut": ("sgv",), "PSIn": ("sgv",)},
    "Coverage": {"PSIn": ("notinsig", (5, 0)), "PSOut": ("notpacked", (4, 1))},
    "InnerCoverage": {"PSIn": ("notinsig", (5, 0))},
    "Target": {"PSOut": ("target",)},
    "Depth": {"PSOut": ("notpacked",)},
    "DepthLessEqual": {"PSOut": ("notpacked", (5, 0))},
    "DepthGreaterEqual": {"PSOut": ("notpacked", (5, 0))},
    "StencilRef": {"PSOut": ("notpacked", (5, 0))},
    "TessFactor": {"PCOut": ("tess",), "DSIn": ("tess",)},
    "InsideTessFactor": {"PCOut": ("tess",), "DSIn": ("tess",)},
    "ViewID": {"VSIn": ("notinsig", (6, 1)), "DSIn": ("notinsig", (6, 1)),
               "GSIn": ("notinsig", (6, 1)), "PSIn": ("notinsig", (6, 1))},
    "Barycentrics": {"PSIn": ("notpacked", (6, 1))},
    "ShadingRate": {p: ("sv", (6, 4)) for p in ("VSOut", "HSCPIn", "HSCPOut", "DSCPIn", "DSOut",
                                                 "GSVIn", "GSOut", "PSIn")},
    "CullPrimitive": {"PSIn": ("notinsig",), "MSPOut": ("notpacked",)},
    "StartVertexLocation": {"VSIn": ("notinsig", (6, 8))},
    "StartInstanceLocation": {"VSIn": ("notinsig", (6, 8))},
}
_T["CullDistance"] = dict(_T["ClipDistance"])
_T["RenderTargetArrayIndex"] = dict(_T["Position"], VSOut=("sv",), MSOut=None, MSPOut=("sv",))
del _T["RenderTargetArrayIndex"]["MSOut"]
_T["ViewportArrayIndex"] = dict(_T["RenderTargetArrayIndex"])
_T["ShadingRate"]["MSPOut"] = ("sv",)
for _k in ("OutputControlPointID", "DomainLocation", "GSInstanceID", "DispatchThreadID",
           "GroupID", "GroupIndex", "GroupThreadID"):
    _T.setdefault(_k, {})
INTERPRETATION = _T

#: The SV_ name each system value must carry.
SYSTEM_VALUE_NAME = {code: f"SV_{kind}" for code, kind in SYSTEM_VALUE_KIND.items() if code}


def interpretation(kind: str, point: str, sm=(6, 0)):
    """``(interpretation, why)``: how semantic ``kind`` is read at signature
    point ``point`` for shader model ``sm``; ``None`` if it is not allowed."""
    if kind == "PrimitiveID" and point == "GSVIn":
        point = "GSIn"  # DXC's RecoverKind: the PrimitiveID a GS reads
    entry = INTERPRETATION.get(kind, {}).get(point)
    if entry is None:
        return None, f"SV_{kind} is not allowed as {POINT_TEXT.get(point, point)}"
    if len(entry) > 1 and tuple(sm) < entry[1]:
        return None, (f"SV_{kind} as {POINT_TEXT.get(point, point)} needs shader model "
                      f"{entry[1][0]}.{entry[1][1]}")
    return entry[0], ""


def _elements(ctx: Context, part: PartInfo):
    body = _spec_body(ctx, part, "dxcontainer_signature")
    elements = getattr(body, "elements", None)
    if elements is None:
        raise Skip("the signature spec has no elements")
    return elements


def _element_name(el) -> str:
    try:
        name = el.semantic_name
    except INPUT_ERRORS:
        return "?"
    return name if isinstance(name, str) else bytes(name).decode("latin-1")


@rule("signature-semantics", "dxc")
def r_signature_semantics(ctx: Context):
    """Each signature element's semantic is legal for the shader stage and the
    signature it is in (the semantic-kind x signature-point table of the DXIL
    spec: e.g. SV_VertexID only as a vertex-shader input), and its system value
    matches its SV_ name."""
    sigs = [p for p in ctx.parts if p.fourcc in SIGNATURE_KIND]
    if not sigs:
        raise NotApplicable("no signature part")
    kind, smaj, smin = shader_stage(ctx)
    stage = STAGES.get(kind, f"kind {kind}")
    out, checked = [], 0
    for p in sigs:
        sig = SIGNATURE_KIND[p.fourcc]
        elements = _elements(ctx, p)
        point = SIG_POINT.get((kind, sig))
        for i, el in enumerate(elements):
            checked += 1
            where = _element_offset(ctx, p, i)
            name = _element_name(el)
            sv = _enum_value(el.system_value)
            if sv not in SYSTEM_VALUE_KIND:
                out.append((FAIL, f"{p.fourcc} element {i} {name!r}: unknown system value {sv}",
                            where + _SV_FIELD[p.fourcc]))
                continue
            sem = SYSTEM_VALUE_KIND[sv]
            if sv == 0 and name.lower() in NAME_KIND:
                sem = NAME_KIND[name.lower()]  # FXC writes 0 for SV_Target, SV_Depth...
            elif sv and not _name_matches(sv, name):
                out.append((FAIL, f"{p.fourcc} element {i}: name {name!r} but system value "
                                  f"{SYSTEM_VALUE_NAME[sv]} ({sv})", where + _SV_FIELD[p.fourcc]))
            if point is None:
                out.append((FAIL, f"{p.fourcc} element {i} {name!r}: a {stage} shader has no "
                                  f"{sig} signature", where))
                continue
            interp, why = interpretation(sem, point, (smaj, smin))
            if interp is None:
                out.append((FAIL, f"{p.fourcc} element {i}: {why}", where))
            elif interp == "notinsig":
                out.append((FAIL, f"{p.fourcc} element {i}: SV_{sem} is read through its own "
                                  f"intrinsic as {POINT_TEXT[point]}, never a signature element",
                            where))
            elif interp == "arb" and sv != 0:
                out.append((FAIL, f"{p.fourcc} element {i} {name!r}: system value "
                                  f"{SYSTEM_VALUE_NAME[sv]} has no meaning as {POINT_TEXT[point]}",
                            where + _SV_FIELD[p.fourcc]))
    if out:
        return out
    return PASS, f"{checked} elements legal for a {stage} shader (SM {smaj}.{smin})", None


def _kind_key(name: str) -> str:
    """A semantic kind or system value name, spelled comparably
    (``vertex_id``, ``VertexID`` -> ``vertexid``; D3D's ``ViewPort`` too)."""
    return str(name).replace("_", "").lower()


_PSV_GROUPS = (("input", "input_elements", ("ISG1",)),
               ("output", "output_elements", ("OSG1",)),
               ("patch-constant/primitive", "patch_const_or_prim_elements", ("PSG1",)))


def _psv_rows(el):
    """The signature rows a PSV0 element stands for: ``(key, index) -> fields``."""
    kind = el.semantic_kind
    kind_name = kind.name if isinstance(kind, Enum) else str(kind)
    name = getattr(el, "name", None) or ""
    arbitrary = _kind_key(kind_name) == "arbitrary"
    key = name.lower() if arbitrary else _kind_key(kind_name)
    indices = getattr(el, "semantic_index_values", None)
    if indices is None or len(indices) != el.rows:
        raise Skip(f"PSV0 element {key!r} has no semantic indices to compare")
    mask = ((1 << el.cols) - 1) << el.start_col
    rows = {}
    for r in range(el.rows):
        register = el.start_row + r if el.allocated else None
        rows[(key, indices[r])] = {
            "register": register, "mask": mask if el.allocated else None,
            "component_type": _enum_value(el.component_type), "stream": el.output_stream}
    return rows


def _signature_rows(elements):
    rows = {}
    for el in elements:
        name = _element_name(el)
        sv = _enum_value(el.system_value)
        # DXC writes system value 0 exactly where PSV0 says Arbitrary (an SV_
        # name read as an ordinary semantic, e.g. SV_Position into a VS).
        key = name.lower() if sv == 0 else _kind_key(SYSTEM_VALUE_KIND.get(sv, f"sv{sv}"))
        rows[(key, el.semantic_index)] = {
            "register": None if el.register == 0xFFFFFFFF else el.register,
            "mask": None if el.register == 0xFFFFFFFF else el.mask,
            "component_type": _enum_value(el.component_type),
            "stream": getattr(el, "stream", 0) or 0}
    return rows


def _is_mesh(info) -> bool:
    stage = getattr(info, "shader_stage", None)
    return _enum_value(stage) == 13


@rule("signature-psv", "dxc")
def r_signature_psv(ctx: Context):
    """The signature parts (ISG1, OSG1, PSG1) and PSV0's copy of them agree:
    same elements, semantic indices, registers, masks, component types and
    streams (the runtime links stages with PSV0, the validator checks both)."""
    p = ctx.first("PSV0")
    if p is None:
        raise NotApplicable("no PSV0 part")
    psv = _spec_body(ctx, p, "dxcontainer_psv0")
    if not getattr(psv, "has_signature_data", False):
        raise NotApplicable("PSV0 v0 holds no signature elements")
    out, compared = [], 0
    info = psv.runtime_info
    for label, attr, fourccs in _PSV_GROUPS:
        psv_elements = getattr(psv, attr, None) or []
        expected = {}
        for el in psv_elements:
            expected.update(_psv_rows(el))
        sig_part = next((ctx.first(f) for f in fourccs if ctx.first(f)), None)
        if sig_part is None:
            if expected:
                out.append((FAIL, f"PSV0 lists {len(psv_elements)} {label} elements but the "
                                  f"container has no {'/'.join(fourccs)} part", p.data_offset))
            continue
        actual = _signature_rows(_elements(ctx, sig_part))
        compared += len(actual)
        where = sig_part.data_offset
        for key in expected.keys() - actual.keys():
            out.append((FAIL, f"{label}: PSV0 has {key[0] or '?'}{key[1]}, {sig_part.fourcc} "
                              "does not", where))
        for key in sorted(actual.keys() - expected.keys(), key=str):
            twin = [k for k in expected if k[0] == key[0]
                    and expected[k]["register"] == actual[key]["register"]]
            if twin and _is_mesh(info) and label == "output":
                # DXC (seen in validated SM 6.5 files) writes one OSG1 row per
                # element of a non-struct vertex output array (float4 v[3] :
                # SV_Position) while PSV0 keeps the one element.
                out.append((WARN, f"{label}: {sig_part.fourcc} has {key[0]}{key[1]} on the "
                                  f"register of {twin[0][0]}{twin[0][1]}, PSV0 does not (DXC "
                                  "writes this for a mesh-shader vertex output array)", where))
                continue
            out.append((FAIL, f"{label}: {sig_part.fourcc} has {key[0]}{key[1]}, PSV0 does not",
                        where))
        for key in sorted(expected.keys() & actual.keys(), key=str):
            for field_name, want in expected[key].items():
                got = actual[key][field_name]
                if got != want:
                    out.append((FAIL, f"{label} {key[0]}{key[1]}: {sig_part.fourcc} {field_name} "
                                      f"{got}, PSV0 {want}", where))
    counts = (("sig_input_elements", "input_elements"), ("sig_output_elements", "output_elements"),
              ("sig_patch_const_or_prim_elements", "patch_const_or_prim_elements"))
    for count_name, attr in counts:
        n = getattr(info, count_name, None)
        have = len(getattr(psv, attr, None) or [])
        if isinstance(n, int) and n != have:
            out.append((FAIL, f"PSV0 {count_name} is {n} but it holds {have}", p.data_offset))
    if out:
        return out
    return PASS, f"{compared} signature rows agree with PSV0", p.data_offset


#: Offset of the system_value field inside an element, by fourcc.
_SV_FIELD = {f: (12 if f in ("ISG1", "OSG1", "PSG1", "OSG5") else 8) for f in SIGNATURE_KIND}
_EL_SIZE = {f: (32 if f in ("ISG1", "OSG1", "PSG1") else 28 if f == "OSG5" else 24)
            for f in SIGNATURE_KIND}


def _element_offset(ctx: Context, p: PartInfo, i: int) -> int:
    body = ctx.body(p)
    first = getattr(body, "ofs_elements", 8)
    return p.data_offset + first + i * _EL_SIZE[p.fourcc]


#: D3D_NAME spellings FXC's assembler also accepts for the tessellation factors.
_TESS_NAMES = {11: "SV_FinalQuadEdgeTessFactor", 12: "SV_FinalQuadInsideTessFactor",
               13: "SV_FinalTriEdgeTessFactor", 14: "SV_FinalTriInsideTessFactor",
               15: "SV_FinalLineDetailTessFactor", 16: "SV_FinalLineDensityTessFactor"}


def _name_matches(sv: int, name: str) -> bool:
    names = {SYSTEM_VALUE_NAME[sv].lower()}
    if sv in _TESS_NAMES:
        names.add(_TESS_NAMES[sv].lower())
    return name.lower() in names


# --- running them -------------------------------------------------------------------------


@dataclass
class Report:
    findings: List[Finding] = field(default_factory=list)

    @property
    def failed(self) -> bool:
        return any(f.status == FAIL for f in self.findings)

    def by_rule(self, name: str) -> List[Finding]:
        return [f for f in self.findings if f.rule == name]

    def status(self, name: str) -> str:
        """The worst status a rule reported (fail > warn > skip > pass)."""
        order = {FAIL: 4, WARN: 3, SKIP: 2, PASS: 1, NA: 0}
        found = self.by_rule(name)
        return max((f.status for f in found), key=order.get) if found else ""

    def summary(self) -> str:
        """One line: why D3D would reject the file, or that it would not."""
        problems = [f for f in self.findings if f.status in (FAIL, WARN)]
        d3d = [f for f in problems if f.who == "d3d"]
        if d3d:
            reasons = _reasons(d3d)
            hard = any(f.status == FAIL for f in d3d)
            lead = "D3D would reject it" if hard else "D3D may reject it"
            return f"{lead}: {reasons}"
        others = [f for f in problems if f.status == FAIL]
        if others:
            who = sorted({f.who for f in others})
            reasons = _reasons(others)
            return f"D3D would load it, but {'/'.join(_WHO[w] for w in who)}: {reasons}"
        return "no reason for D3D to reject it"


_WHO = {"dxc": "DXC's validator objects", "llvm": "LLVM refuses it",
        "tools": "tools get a wrong value", "d3d": "D3D"}


def _reasons(findings, most: int = 3) -> str:
    hard = [f for f in findings if f.status == FAIL] + [f for f in findings if f.status != FAIL]
    shown = []
    for f in _first_per_rule(hard):
        if _short(f) not in shown:
            shown.append(_short(f))
    text = "; ".join(shown[:most])
    if len(shown) > most:
        text += f" (and {len(shown) - most} more)"
    return text


def _first_per_rule(findings):
    seen, out = set(), []
    for f in findings:
        if f.rule not in seen:
            seen.add(f.rule)
            out.append(f)
    return out


def _short(f: Finding) -> str:
    if f.short:
        return f.short
    text = f"{f.rule}: {f.message}"
    return text if len(text) <= 90 else text[:87] + "..."


def check(data: bytes, strict: bool = False, rules=None) -> Report:
    """Run every rule (or those named in ``rules``) on a file's bytes."""
    ctx = Context(data, strict)
    report = Report()
    for r in RULES:
        if rules is not None and r.name not in rules:
            continue
        try:
            results = r.fn(ctx)
        except Skip as why:
            status = NA if isinstance(why, NotApplicable) else SKIP
            report.findings.append(Finding(r.name, status, str(why), None, r.who))
            continue
        except (ParseError, *INPUT_ERRORS) as exc:  # a rule tripping over malformed data
            err = describe(exc) if not isinstance(exc, ParseError) else exc
            report.findings.append(Finding(r.name, SKIP, f"cannot run: {err}", None, r.who))
            continue
        if isinstance(results, tuple):
            results = [results]
        for result in results:
            status, message, offset = result[:3]
            short = result[3] if len(result) > 3 else ""
            if status == "strict":  # a violation of a rule only --strict enforces
                status = FAIL if strict else WARN
            elif status == FAIL and r.strict and not strict:
                status = WARN
            report.findings.append(Finding(r.name, status, message, offset, r.who, short))
    return report
