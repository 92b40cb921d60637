"""Which parts of a container the dump shows only by reference: those whose
data shares bytes with the data of a part shown before them in the table.

A table may name the same bytes many times (entries that overlap, each
naming a 64 KiB part); decoding each would make the dump's work and text
grow with the square of the input. The dump decodes and prints every byte
of part data once: a part whose data (the ``len_body`` bytes after its 8-byte
header, as far as the file holds them) shares a byte with the data of a part
shown earlier in the table is shown as an entry naming that part instead.
LLVM's layout rule (each part starts at or after the end of the previous
part's data) keeps the data of the parts of any file it reads apart, so
such files lose nothing.
"""
from __future__ import annotations

from bisect import bisect_right

from ..container import part_header
from ..errors import INPUT_ERRORS, ParseError
from ..part_table import PART_HEADER_SIZE

#: Most ranges a block of :class:`_Ranges` holds before it is split in two.
_BLOCK = 512


def overlapping_parts(entries, size: int) -> dict:
    """``{index: shown index}``: for each table entry (of ``entries``, a parsed
    container's ``part_table``; ``size``, the length of its data) whose part
    data shares bytes with that of a part shown before it, the index of that
    part. Entries whose part header cannot be read, and parts without data,
    share nothing."""
    shown = _Ranges()
    found = {}
    for index, entry in enumerate(entries):
        try:
            start = entry.ofs_part + PART_HEADER_SIZE
            end = min(start + part_header(entry)[1], size)
        except (ParseError, *INPUT_ERRORS):
            continue
        if start >= end:
            continue
        owner = shown.overlapping(start, end)
        if owner is None:
            shown.add(start, end, index)
        else:
            found[index] = owner
    return found


class _Ranges:
    """Disjoint ranges ``[start, end)``, each with the index of its part, in
    order of start: blocks of at most ``2 * _BLOCK`` ranges, so that adding
    one costs a block's length, not the number of ranges (a table of parts
    in descending order of offset would otherwise cost its square)."""

    def __init__(self):
        self.firsts = []  # the start of each block's first range
        self.blocks = []  # [starts, ends, owners] of each block

    def overlapping(self, start: int, end: int):
        """The part of a range that shares bytes with ``[start, end)``, or None."""
        b = bisect_right(self.firsts, start) - 1
        if b >= 0:
            starts, ends, owners = self.blocks[b]
            i = bisect_right(starts, start) - 1  # the last range starting at or before start
            if ends[i] > start:
                return owners[i]
            if i + 1 < len(starts):
                return owners[i + 1] if starts[i + 1] < end else None
        if b + 1 < len(self.blocks):  # the first range of the next block
            starts, _, owners = self.blocks[b + 1]
            return owners[0] if starts[0] < end else None
        return None

    def add(self, start: int, end: int, owner: int) -> None:
        """Add a range that overlaps none of those held."""
        if not self.blocks:
            self.firsts.append(start)
            self.blocks.append([[start], [end], [owner]])
            return
        b = max(bisect_right(self.firsts, start) - 1, 0)
        starts, ends, owners = block = self.blocks[b]
        i = bisect_right(starts, start)
        starts.insert(i, start)
        ends.insert(i, end)
        owners.insert(i, owner)
        self.firsts[b] = starts[0]
        if len(starts) > 2 * _BLOCK:
            self.blocks.insert(b + 1, [column[_BLOCK:] for column in block])
            self.firsts.insert(b + 1, starts[_BLOCK])
            for column in block:
                del column[_BLOCK:]
