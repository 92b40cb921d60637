"""The container's own rules: magic, version, size, part table and layout, digest."""
from __future__ import annotations

import struct

from .. import digest as _digest
from ..part_table import HEADER_SIZE, PART_HEADER_SIZE
from ..errors import ParseError
from .context import (Context, DXC_FOURCCS, FAIL, LLVM_UNIQUE, MAX_SIZE, need_table, NotDecoded, PASS, rule, SKIP,
                      Skip, WARN)


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
    if ctx.len_file is None:
        return FAIL, (f"Reading structure out of file bounds: the data ({n} bytes) ends before "
                      "the file size field"), n, "no container header"
    fs = ctx.len_file
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
    if ctx.num_parts is None:
        return FAIL, ("Reading structure out of file bounds: the data ends before the part "
                      "count"), len(ctx.data), "no container header"
    end = HEADER_SIZE + 4 * ctx.num_parts
    limit = min(len(ctx.data), ctx.len_file or 0)
    if end > limit:
        what = "data" if len(ctx.data) <= (ctx.len_file or 0) else "file size"
        return FAIL, (f"Reading structure out of file bounds: {ctx.num_parts} parts, the offset "
                      f"table ends at byte {end}, past the {what} ({limit})"), 28, \
            "part table past the end"
    return PASS, f"{ctx.num_parts} parts, table ends at byte {end}", 28


@rule("part-offsets", "llvm")
def r_part_offsets(ctx: Context):
    """Every part offset points inside the file, with room for the part's fourcc and size."""
    need_table(ctx)
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
    if ctx.num_parts is not None and len(ctx.table_entries) < ctx.num_parts:
        out.append((FAIL, f"Reading structure out of file bounds: only "
                          f"{len(ctx.table_entries)} of {ctx.num_parts} part offsets are in the "
                          "data", len(ctx.data)))
    return out or (PASS, f"{len(ctx.table_entries)} offsets inside the file", HEADER_SIZE)


@rule("part-bounds", "d3d")
def r_part_bounds(ctx: Context):
    """Every part's data lies inside the file and inside the header's file size."""
    need_table(ctx)
    n = len(ctx.data)
    fs = ctx.len_file if ctx.len_file is not None else n
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
    need_table(ctx)
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
    need_table(ctx)
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
    if ctx.len_file is not None and expect != ctx.len_file:
        out.append((FAIL, f"the last part ends at {expect:#x}, the file size is "
                          f"{ctx.len_file:#x}", 24))
    return out or (PASS, "parts are back to back and end at the file size", None)


@rule("unique-parts", "dxc")
def r_unique(ctx: Context):
    """At most one part of each kind DXC knows (LLVM refuses a second DXIL, SFI0,
    HASH, PSV0 or RTS0; DXC's validator a second of any of its fourccs). FXC's
    own parts may repeat: LIBF per library function, Aon9 in level-9 libraries."""
    need_table(ctx)
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
    need_table(ctx)
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
    if ctx.stored_digest is None or len(ctx.stored_digest) < 16 or ctx.len_file is None:
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
