"""The bitstream reader: blocks, abbreviation definitions, records and the
BLOCKINFO block of LLVM bitcode, decoded into a :mod:`.model` tree with bounded work."""
from __future__ import annotations

from typing import Dict, List, Optional, Sequence, Tuple, cast

from .bits import _MASKS, CHAR6, MAX_WIDTH, BitstreamError, read_vbr, windows
from .model import (ARRAY, BLOB, BLOCKINFO_BLOCK_ID, BLOCKNAME, CHAR6 as CHAR6_KIND, FIXED, LITERAL,
                    SETBID, SETRECORDNAME, VBR, Abbrev, AbbrevOp, Bitstream, Block, BlockInfo, Record)

#: The bitcode magic: 'BC' 0xC0DE (DXIL bitcode has no wrapper header).
MAGIC = b"BC\xc0\xde"
#: Blocks nested deeper than this are refused (real DXIL nests 3 deep).
MAX_DEPTH = 64
#: Literal operand values (which take no bits) allowed beyond one per bit of
#: data: enough for any real stream, and it keeps the work linear when an
#: abbreviation of many literals is used over and over.
LITERAL_ALLOWANCE = 4096

_U32 = 0xFFFFFFFF
_VBR_HI = [0] + [1 << (w - 1) for w in range(1, MAX_WIDTH + 1)]

Plan = Tuple[Tuple[int, int], Tuple[Tuple[int, int, int], ...], int, Optional[str]]


def compile_abbrev(ops: Tuple[AbbrevOp, ...]) -> Plan:
    """How records of an abbreviation are read: ``(code step, operand steps,
    number of literal operands, error)``. A step is ``(kind, a, b)``: a
    literal ``(LITERAL, value, 0)``, a field ``(FIXED|VBR|CHAR6, width, 0)``
    (zero-width fields are literal zeros, as in LLVM), an array ``(ARRAY,
    element kind, element width)``, a blob ``(BLOB, 0, 0)``. ``error`` is set
    for a shape no record can use (LLVM refuses it when a record uses it,
    not when it is defined): the code an array or a blob, an array not
    second to last or of literals, arrays or blobs, and - stricter than
    LLVM, which keeps the last - more than one blob."""
    kind, value = ops[0]
    if kind in (ARRAY, BLOB):
        return (LITERAL, 0), (), 0, "the abbreviation starts with an array or a blob"
    code = (LITERAL, value & _U32) if kind == LITERAL or value == 0 and kind in (FIXED, VBR) else (
        (kind, 6 if kind == CHAR6_KIND else value))
    steps = []
    literals = blobs = 0
    i, n = 1, len(ops)
    while i < n:
        kind, value = ops[i]
        if kind == LITERAL or kind in (FIXED, VBR) and value == 0:
            steps.append((LITERAL, value, 0))
            literals += 1
        elif kind in (FIXED, VBR):
            steps.append((kind, value, 0))
        elif kind == CHAR6_KIND:
            steps.append((CHAR6_KIND, 6, 0))
        elif kind == ARRAY:
            if i + 2 != n:
                return code, (), 0, "the array operand is not second to last"
            ekind, evalue = ops[i + 1]
            if ekind == LITERAL or ekind in (FIXED, VBR) and evalue == 0:
                return code, (), 0, "the array's element is a literal, not an encoding"
            if ekind in (ARRAY, BLOB):
                return code, (), 0, "the array's element is an array or a blob"
            steps.append((ARRAY, ekind, 6 if ekind == CHAR6_KIND else evalue))
            i += 1
        else:
            blobs += 1
            if blobs > 1:
                return code, (), 0, "the abbreviation has more than one blob"
            steps.append((BLOB, 0, 0))
        i += 1
    return code, tuple(steps), literals, None


class _BlockInfoState:
    """A BLOCKINFO block being read: its new table and the SETBID target."""

    __slots__ = ("table", "current")

    def __init__(self):
        self.table: Dict[int, BlockInfo] = {}
        self.current: Optional[BlockInfo] = None


def read(data, *, max_depth: int = MAX_DEPTH, check_lengths: bool = True) -> Bitstream:
    """Decode LLVM bitcode (starting with the magic 'BC' 0xC0DE, no wrapper).

    Every malformed input raises :class:`~.bits.BitstreamError` (a
    :class:`dxfuzz.errors.ParseError`) naming the bit offset; time and memory
    are linear in the data: every count is checked against the bits left
    before anything is read or allocated, VBR chains stop at 64 value bits,
    nesting stops at ``max_depth``, and literal operands (which take no
    bits) are limited to one per bit of data plus :data:`LITERAL_ALLOWANCE`.

    Values are as LLVM reads them: VBR fields keep their low 64 bits (32 for
    codes and counts), a record code its low 32. With ``check_lengths`` (the
    default, stricter than LLVM) a block must fit in its parent and end
    exactly where its length word says; without, the length is only recorded.
    A later BLOCKINFO block replaces the table of an earlier one, as in LLVM,
    from its END_BLOCK on; inside it, definitions go to the SETBID target and
    records use the abbreviations the previous table gave block 0. Refused
    where LLVM reads on (besides lengths and the bounds above): an
    abbreviation used with two blobs (LLVM keeps the last).
    """
    data = bytes(data)
    nbits = len(data) * 8
    if data[:4] != MAGIC:
        raise BitstreamError("not LLVM bitcode: it does not start with the magic 'BC' 0xC0DE", 0)
    win = windows(data)
    masks = _MASKS
    vbr_hi = _VBR_HI
    char6 = CHAR6
    blockinfo: Dict[int, BlockInfo] = {}
    top: List[Block] = []
    literal_budget = nbits + LITERAL_ALLOWANCE

    stack: list = []
    # the current block's state: abbreviation id width, end, abbreviations from
    # BLOCKINFO and defined here, children, the Block (None at the top level)
    width, end = 2, nbits
    base: Sequence[Abbrev] = ()
    local: List[Abbrev] = []
    children: list = top
    block: Optional[Block] = None
    info_state: Optional[_BlockInfoState] = None
    pos = 32

    while True:
        at = pos
        if pos + width > end:
            if block is None and pos >= nbits:
                break
            where = "the data" if block is None else f"block {block.block_id}"
            raise BitstreamError(f"abbreviation id runs past the end of {where}", at)
        aid = (win[pos >> 6] >> (pos & 63)) & masks[width]
        pos += width

        if aid == 3:  # UNABBREV_RECORD: code vbr6, count vbr6, operands vbr6
            if pos + 12 > end:
                raise BitstreamError("unabbreviated record runs past the end", at)
            v = (win[pos >> 6] >> (pos & 63)) & 63
            if v & 32:
                code, pos = read_vbr(win, pos, end, 6, 32)
            else:
                code = v
                pos += 6
            if pos + 6 > end:
                raise BitstreamError("unabbreviated record runs past the end", at)
            v = (win[pos >> 6] >> (pos & 63)) & 63
            if v & 32:
                count, pos = read_vbr(win, pos, end, 6, 32)
            else:
                count = v
                pos += 6
            if count * 6 > end - pos:
                raise BitstreamError(f"record of {count} operands does not fit in the {end - pos} bits left", at)
            ops: List[int] = []
            append = ops.append
            # pos + 6 * (operands left) <= end holds at each step: checked
            # again after a value of more than one chunk
            for left in range(count, 0, -1):
                chunk = win[pos >> 6] >> (pos & 63)
                v = chunk & 63
                if v & 32:
                    v2 = (chunk >> 6) & 63
                    if v2 & 32:
                        v, pos = read_vbr(win, pos, end, 6, 64)
                    else:
                        v = (v & 31) | (v2 << 5)
                        pos += 12
                    if pos + 6 * (left - 1) > end:
                        raise BitstreamError(f"record of {count} operands runs past the end", at)
                else:
                    pos += 6
                append(v)
            rec = Record(code, 3, ops, None, at)
            children.append(rec)
            if info_state is not None:
                _blockinfo_record(info_state, rec)
            continue

        if aid >= 4:  # an abbreviated record
            idx = aid - 4
            nbase = len(base)
            abbrev: Abbrev
            if idx < nbase:
                abbrev = base[idx]
            elif idx - nbase < len(local):
                abbrev = local[idx - nbase]
            else:
                raise BitstreamError(f"abbreviation id {aid} is not defined in block "
                                     f"{block.block_id if block else '(top level)'}", at)
            code_step, steps, literals, error = abbrev.plan
            if error is not None:
                raise BitstreamError(f"abbreviation id {aid}: {error}", at)
            if literals:
                literal_budget -= literals
                if literal_budget < 0:
                    raise BitstreamError("records expand to more literal operands than the data has bits", at)
            kind, w = code_step
            if kind == LITERAL:
                code = w
            elif kind == VBR:
                code, pos = read_vbr(win, pos, end, w, 64)
                code &= _U32
            else:
                if pos + w > end:
                    raise BitstreamError("record code runs past the end", at)
                code = (win[pos >> 6] >> (pos & 63)) & masks[w]
                pos += w
                code = char6[code] if kind == CHAR6_KIND else code & _U32
            ops = []
            append = ops.append
            blob = None
            for kind, w, ew in steps:
                if kind == LITERAL:
                    append(w)
                elif kind == FIXED or kind == CHAR6_KIND:
                    if pos + w > end:
                        raise BitstreamError("record operand runs past the end", pos)
                    v = (win[pos >> 6] >> (pos & 63)) & masks[w]
                    pos += w
                    append(char6[v] if kind == CHAR6_KIND else v)
                elif kind == VBR:
                    if pos + w > end:
                        raise BitstreamError("record operand runs past the end", pos)
                    chunk = win[pos >> 6] >> (pos & 63)
                    v = chunk & masks[w]
                    if v & vbr_hi[w]:
                        v2 = (chunk >> w) & masks[w]
                        if v2 & vbr_hi[w] or w > 32 or pos + 2 * w > end:
                            v, pos = read_vbr(win, pos, end, w, 64)
                        else:
                            v = (v ^ vbr_hi[w]) | (v2 << (w - 1))
                            pos += 2 * w
                    else:
                        pos += w
                    append(v)
                elif kind == ARRAY:
                    v = (win[pos >> 6] >> (pos & 63)) & 63
                    if v & 32 or pos + 6 > end:
                        count, pos = read_vbr(win, pos, end, 6, 32)
                    else:
                        count = v
                        pos += 6
                    if count * ew > end - pos:
                        raise BitstreamError(f"array of {count} elements does not fit in the {end - pos} bits left",
                                             pos)
                    ekind = w
                    mask = masks[ew]
                    if ekind == VBR:
                        hi = vbr_hi[ew]
                        for left in range(count, 0, -1):
                            v = (win[pos >> 6] >> (pos & 63)) & mask
                            if v & hi:
                                v, pos = read_vbr(win, pos, end, ew, 64)
                                if pos + ew * (left - 1) > end:
                                    raise BitstreamError(f"array of {count} elements runs past the end", at)
                            else:
                                pos += ew
                            append(v)
                    else:
                        # fixed or char6: every element is ew bits
                        stop = pos + count * ew
                        if ekind == CHAR6_KIND:
                            ops.extend([char6[(win[p >> 6] >> (p & 63)) & 63] for p in range(pos, stop, 6)])
                        else:
                            ops.extend([(win[p >> 6] >> (p & 63)) & mask for p in range(pos, stop, ew)])
                        pos = stop
                else:  # BLOB: length vbr6, 32-bit alignment, bytes, padding to 32 bits
                    count, pos = read_vbr(win, pos, end, 6, 32)
                    pos = (pos + 31) & ~31
                    stop = pos + ((count + 3) & ~3) * 8
                    if stop > end:
                        raise BitstreamError(f"blob of {count} bytes does not fit in the bits left", at)
                    blob = data[pos >> 3:(pos >> 3) + count]
                    pos = stop
            rec = Record(code, aid, ops, blob, at, abbrev)
            children.append(rec)
            if info_state is not None:
                _blockinfo_record(info_state, rec)
            continue

        if block is None and aid != 1:
            raise BitstreamError(f"abbreviation id {aid} at the top level, where only blocks may start", at)

        if aid == 1:  # ENTER_SUBBLOCK: block id vbr8, abbrev width vbr4, align32, length word
            if len(stack) >= max_depth:
                raise BitstreamError(f"blocks nested more than {max_depth} deep", at)
            block_id, pos = read_vbr(win, pos, end, 8, 32)
            new_width, pos = read_vbr(win, pos, end, 4, 32)
            if new_width > MAX_WIDTH:
                raise BitstreamError(f"block {block_id}: abbreviation id width {new_width} is over {MAX_WIDTH}", at)
            pos = (pos + 31) & ~31
            if pos + 32 > end:
                raise BitstreamError(f"block {block_id}: its length word runs past the end", at)
            length = (win[pos >> 6] >> (pos & 63)) & _U32
            pos += 32
            if new_width == 0:
                raise BitstreamError(f"block {block_id}: abbreviation id width 0", at)
            block_end = pos + 32 * length
            if check_lengths:
                if block_end > end:
                    raise BitstreamError(f"block {block_id} of {length} words runs past the end of "
                                         f"{'the data' if block is None else f'block {block.block_id}'} "
                                         f"({(end - pos) // 32} words left)", at)
                new_end = block_end
            else:
                new_end = end
            entry = blockinfo.get(block_id)
            new = Block(block_id, new_width, length, at, pos, entry)
            children.append(new)
            stack.append((width, end, base, local, children, block, info_state))
            width, end, local, children, block = new_width, new_end, [], new.children, new
            base = entry.abbrevs if entry is not None else ()
            info_state = _BlockInfoState() if block_id == BLOCKINFO_BLOCK_ID else None
            continue

        if aid == 0:  # END_BLOCK: align to 32 bits
            block = cast(Block, block)  # not None: the top level only enters blocks
            pos = (pos + 31) & ~31
            if pos > end:
                raise BitstreamError(f"block {block.block_id}: END_BLOCK's alignment runs past the end", at)
            if check_lengths and pos != end:
                raise BitstreamError(f"block {block.block_id} ends at bit {pos}, its length of "
                                     f"{block.length_words} words says bit {end}", at)
            block.end_bit = pos
            if info_state is not None:
                for entry in info_state.table.values():
                    entry.abbrevs = tuple(entry.abbrevs)
                blockinfo = block.table = info_state.table
            width, end, base, local, children, block, info_state = stack.pop()
            continue

        # DEFINE_ABBREV: operand count vbr5, then per operand a literal flag and
        # a value vbr8, or an encoding (3 bits) with its width vbr5 if it has one
        count, pos = read_vbr(win, pos, end, 5, 32)
        if count * 4 > end - pos:
            raise BitstreamError(f"abbreviation of {count} operands does not fit in the {end - pos} bits left", at)
        aops = []
        for _ in range(count):
            if pos + 4 > end:
                raise BitstreamError("abbreviation operand runs past the end", pos)
            v = (win[pos >> 6] >> (pos & 63)) & 15
            if v & 1:
                value, pos = read_vbr(win, pos + 1, end, 8, 64)
                aops.append(AbbrevOp(LITERAL, value))
                continue
            enc = v >> 1
            pos += 4
            if enc == FIXED or enc == VBR:
                value, pos = read_vbr(win, pos, end, 5, 64)
                if value > MAX_WIDTH:
                    raise BitstreamError(f"abbreviation operand of width {value}, over {MAX_WIDTH}", at)
                aops.append(AbbrevOp(enc, value))
            elif enc == ARRAY or enc == CHAR6_KIND or enc == BLOB:
                aops.append(AbbrevOp(enc))
            else:
                raise BitstreamError(f"abbreviation operand of unknown encoding {enc}", at)
        if not aops:
            raise BitstreamError("abbreviation without operands", at)
        abbrev = Abbrev(tuple(aops), at)
        abbrev.plan = compile_abbrev(abbrev.ops)
        if info_state is not None:
            if info_state.current is None:
                raise BitstreamError("abbreviation in BLOCKINFO before any SETBID", at)
            abbrev.for_block = info_state.current.block_id
            info_state.current.abbrevs.append(abbrev)  # type: ignore[union-attr]
        else:
            local.append(abbrev)
        children.append(abbrev)

    return Bitstream(top, blockinfo, nbits)


def _name(values) -> str:
    return "".join(chr(v & 0xFF) for v in values)


def _blockinfo_record(state: _BlockInfoState, rec: Record) -> None:
    """Apply a record of a BLOCKINFO block (others codes are ignored, as in LLVM)."""
    code, ops = rec.code, rec.ops
    if code == SETBID:
        if not ops:
            raise BitstreamError("SETBID without a block id", rec.bit_offset)
        target = ops[0] & _U32
        entry = state.table.get(target)
        if entry is None:
            entry = state.table[target] = BlockInfo(target)
        state.current = entry
    elif code == BLOCKNAME or code == SETRECORDNAME:
        if state.current is None:
            raise BitstreamError("BLOCKINFO names a block before any SETBID", rec.bit_offset)
        if code == BLOCKNAME:
            state.current.name = _name(ops)
        elif not ops:
            raise BitstreamError("SETRECORDNAME without a record code", rec.bit_offset)
        else:
            state.current.record_names.setdefault(ops[0] & _U32, _name(ops[1:]))
