"""Our decode against LLVM's: every block and record of a :mod:`.reader` tree
matched in order with ``llvm-bcanalyzer -dump``'s, differences listed, the unchecked counted."""
from __future__ import annotations

from collections import Counter
from typing import Dict, List, Optional

from .bcanalyzer import Dump, DumpBlock, DumpRecord, run
from .bits import BitCursor, BitstreamError
from .model import ARRAY, BLOCKINFO_BLOCK_ID, Abbrev, Bitstream, Block, BlockInfo, Record
from .reader import read

#: Block ids below this have fixed meanings: bcanalyzer takes no BLOCKINFO names for them.
FIRST_APPLICATION_BLOCKID = 8
#: METADATA_BLOCK and its METADATA_STRINGS record, whose blob bcanalyzer prints decoded.
METADATA_BLOCK_ID, METADATA_STRINGS = 15, 35


class Comparison:
    """The outcome: ``diffs`` (empty when all agree), ``compared`` and
    ``not_compared`` (what was checked, and what could not be, by kind),
    ``our_error`` and ``llvm_error`` (each side's refusal, or None)."""

    def __init__(self):
        self.diffs: List[str] = []
        self.compared: Counter = Counter()
        self.not_compared: Counter = Counter()
        self.our_error: Optional[str] = None
        self.llvm_error: Optional[str] = None

    @property
    def agrees(self) -> bool:
        return not self.diffs

    def __repr__(self) -> str:
        return (f"Comparison(diffs={len(self.diffs)}, compared={dict(self.compared)}, "
                f"not_compared={dict(self.not_compared)})")


def signed64(value: int) -> int:
    """A value as bcanalyzer prints operands: as a signed 64-bit integer."""
    return value - (1 << 64) if value >= 1 << 63 else value


def record_string(rec: Record) -> Optional[str]:
    """The ``record string`` bcanalyzer shows after a record: the values from
    its abbreviation's array on, when each is printable (low byte 0x20-0x7e)."""
    if rec.abbrev is None:
        return None
    for i, op in enumerate(rec.abbrev.ops[1:], 1):
        if op.kind == ARRAY:
            chars = [v & 0xFF for v in rec.ops[i - 1:]]
            if all(0x20 <= c <= 0x7E for c in chars):
                return "".join(map(chr, chars))
            return None
    return None


def metadata_strings(ops: List[int], blob: bytes) -> Optional[List[bytes]]:
    """The strings of a METADATA_STRINGS record (count, offset of the
    characters; the blob: vbr6 lengths, then the characters), or None when
    they cannot be read."""
    if len(ops) != 2 or not blob or ops[0] == 0:
        return None
    count, offset = ops[0] & 0xFFFFFFFF, ops[1] & 0xFFFFFFFF
    if count > len(blob) * 8:
        return None
    lengths = BitCursor(blob[:offset])
    chars = blob[offset:]
    out = []
    try:
        for _ in range(count):
            size = lengths.vbr(6, 32)
            if size > len(chars):
                return None
            out.append(chars[:size])
            chars = chars[size:]
    except BitstreamError:
        return None
    return out


class _Walk:
    def __init__(self, out: Comparison, max_diffs: int):
        self.out = out
        self.max_diffs = max_diffs
        self.table: Dict[int, BlockInfo] = {}

    def diff(self, text: str) -> None:
        if len(self.out.diffs) < self.max_diffs:
            self.out.diffs.append(text)
        elif len(self.out.diffs) == self.max_diffs:
            self.out.diffs.append("... (more differences not listed)")

    def items(self, ours: list, theirs: list, path: str, block_id: Optional[int]) -> None:
        kept = [c for c in ours if not isinstance(c, Abbrev)]
        self.out.not_compared["abbrev definitions (not in the dump)"] += len(ours) - len(kept)
        if len(kept) != len(theirs):
            self.diff(f"{path or 'top level'}: {len(kept)} blocks and records, bcanalyzer {len(theirs)}")
        for i, (a, b) in enumerate(zip(kept, theirs)):
            where = f"{path}/{i}"
            if isinstance(a, Block) and isinstance(b, DumpBlock):
                self.block(a, b, f"{where}:block {a.block_id}")
            elif isinstance(a, Record) and isinstance(b, DumpRecord):
                self.record(a, b, f"{where}:record", block_id)
            else:
                self.diff(f"{where}: ours {type(a).__name__} at bit {a.bit_offset}, bcanalyzer {b!r} "
                          f"(dump line {b.line})")

    def block(self, a: Block, b: DumpBlock, path: str) -> None:
        self.out.compared["blocks"] += 1
        ours = (a.block_id, a.length_words, a.abbrev_width)
        theirs = (b.block_id, b.num_words, b.code_size)
        if ours != theirs:
            self.diff(f"{path}: (id, words, abbrev width) {ours}, bcanalyzer {theirs} (dump line {b.line})")
        self.name(a.name if a.block_id >= FIRST_APPLICATION_BLOCKID else None, b.name, path)
        if a.block_id == BLOCKINFO_BLOCK_ID and a.table is not None:
            self.table = a.table  # bcanalyzer reads a BLOCKINFO block before dumping it
        self.items(a.children, b.children, path, a.block_id)

    def name(self, ours: Optional[str], theirs: str, path: str) -> None:
        if ours:
            self.out.compared["names (from BLOCKINFO)"] += 1
            if ours != theirs:
                self.diff(f"{path}: BLOCKINFO names it {ours!r}, bcanalyzer {theirs!r}")
        else:
            self.out.not_compared["names (LLVM's own tables)"] += 1

    def record(self, a: Record, b: DumpRecord, path: str, block_id: Optional[int]) -> None:
        out = self.out
        out.compared["records"] += 1
        out.compared["operands"] += len(a.ops)
        ours_abbrev = None if a.abbrev_id == 3 else a.abbrev_id
        if (a.code, ours_abbrev) != (b.code, b.abbrev_id):
            self.diff(f"{path} at bit {a.bit_offset}: (code, abbrev id) {(a.code, ours_abbrev)}, "
                      f"bcanalyzer {(b.code, b.abbrev_id)} (dump line {b.line})")
        ops = [signed64(v) for v in a.ops]
        if ops != b.ops:
            self.diff(f"{path} at bit {a.bit_offset} (code {a.code}): operands {ops[:12]}"
                      f"{'...' if len(ops) > 12 else ''} ({len(ops)}), bcanalyzer {b.ops[:12]}"
                      f"{'...' if len(b.ops) > 12 else ''} ({len(b.ops)}) (dump line {b.line})")
        info = self.table.get(block_id) if block_id is not None else None
        ours_name = info.record_names.get(a.code) if info is not None else None
        self.name(ours_name if block_id is not None and block_id >= FIRST_APPLICATION_BLOCKID else None,
                  b.name, path)
        expected = record_string(a)
        if expected is not None or b.record_string is not None:
            out.compared["record strings"] += 1
            if expected != b.record_string:
                self.diff(f"{path}: record string {expected!r}, bcanalyzer {b.record_string!r}")
        if b.note:
            out.not_compared["bcanalyzer notes"] += 1
        if a.blob is not None and block_id == METADATA_BLOCK_ID and a.code == METADATA_STRINGS:
            out.compared["metadata strings blobs"] += 1
            if metadata_strings(a.ops, a.blob) != b.strings:
                self.diff(f"{path}: metadata strings differ from bcanalyzer's (dump line {b.line})")
        elif a.blob is not None or b.blob is not None:
            out.compared["blobs"] += 1
            if a.blob != b.blob:
                self.diff(f"{path}: blob {_short(a.blob)}, bcanalyzer {_short(b.blob)} (dump line {b.line})")


def _short(blob: Optional[bytes]) -> str:
    if blob is None:
        return "none"
    return f"{len(blob)} bytes {blob[:16]!r}{'...' if len(blob) > 16 else ''}"


def compare(stream: Bitstream, dump: Dump, max_diffs: int = 50) -> Comparison:
    """Match ``stream`` (our decode) with ``dump`` (bcanalyzer's) item by
    item, in order: block ids, lengths and abbreviation widths; record codes,
    abbreviation ids, operand values (as signed 64-bit, as it prints them),
    blobs, record strings, and the names BLOCKINFO gives. Not in the dump,
    so counted in ``not_compared``: abbreviation definitions, names from
    LLVM's own tables, bcanalyzer's notes on metadata index records."""
    out = Comparison()
    walk = _Walk(out, max_diffs)
    if dump.unparsed:
        walk.diff(f"{len(dump.unparsed)} dump lines not understood, e.g. {dump.unparsed[0][:200]!r}")
    if dump.error:
        out.llvm_error = dump.error
        walk.diff(f"llvm-bcanalyzer refused the bitcode: {dump.error}")
    walk.items(stream.blocks, dump.blocks, "", None)
    return out


def compare_bitcode(bitcode: bytes, tool: Optional[str] = None, max_diffs: int = 50,
                    check_lengths: bool = True) -> Comparison:
    """Decode ``bitcode`` and run bcanalyzer on it, then :func:`compare`.
    When both refuse it they agree (each message is kept); when one does,
    that is the difference. ``check_lengths=False`` reads block lengths as
    LLVM does (recorded, not checked)."""
    try:
        stream: Optional[Bitstream] = read(bitcode, check_lengths=check_lengths)
        error = None
    except BitstreamError as exc:
        stream, error = None, str(exc)
    dump = run(bitcode, tool)
    if stream is not None:
        return compare(stream, dump, max_diffs)
    out = Comparison()
    out.our_error, out.llvm_error = error, dump.error
    if dump.error is None:
        out.diffs.append(f"we refuse the bitcode ({error}), llvm-bcanalyzer reads it")
    return out
