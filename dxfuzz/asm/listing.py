"""The lines of a compiler's listing (FXC's or DXC's), what the comparisons
did with each one, and the small readers they share.

Every line a comparison reads is marked read; a line it knowingly leaves is
marked skipped, with the reason; :func:`account` sorts the rest.
"""
from __future__ import annotations

import re


class Line(str):
    """A line of a listing that knows its number and whether a comparison
    read it (``read``) or knowingly left it (``skipped``, the reason).
    Parts of a line (a dedented copy) share the state of the whole line."""

    def __new__(cls, text, number=0, origin=None):
        self = super().__new__(cls, text)
        self.number = number
        self.origin = self if origin is None else origin
        self.read = False
        self.skipped = None
        return self

    def part(self, text):
        return Line(text, self.number, self.origin)


def listing_lines(listing: str) -> list:
    """The listing as :class:`Line` objects, numbered from 1."""
    return [Line(text, number) for number, text in enumerate(listing.splitlines(), 1)]


def mark_read(*lines):
    """The comparison read these lines (compared what they say)."""
    for line in lines:
        origin = getattr(line, "origin", None)
        if origin is not None:
            origin.read = True


def mark_skipped(reason, *lines):
    """The comparison knowingly leaves these lines, for ``reason``."""
    for line in lines:
        origin = getattr(line, "origin", None)
        if origin is not None and not origin.read:
            origin.skipped = reason


def array_size(dims: str) -> int:
    """The element count of a declaration's ``[4][2]`` (8), 0 without brackets."""
    count = 0
    for d in re.findall(r"\[(\d+)\]", dims or ""):
        count = (count or 1) * int(d)
    return count


def enum_name(value) -> str:
    """A decoded enum value's name (its number as text when the enum has none)."""
    return getattr(value, "name", None) or str(value)


#: Lines that carry no information: blank lines, empty comments (``//``,
#: DXC's ``;``), and the ``///`` that FXC 9.30 prints before its first table.
STRUCTURE = re.compile(r"^\s*(?://+|;)?\s*$")


def account(lines, compared_numbers=()) -> tuple:
    """``(skipped, not understood)`` of a compared listing: a dict of reason
    to line count, and the lines no comparison read, skipped or needed
    (structure lines and the line numbers in ``compared_numbers`` aside)."""
    skipped, unread = {}, []
    numbers = set(compared_numbers)
    for line in lines:
        if line.read or line.number in numbers:
            continue
        if line.skipped:
            skipped[line.skipped] = skipped.get(line.skipped, 0) + 1
        elif not STRUCTURE.match(line):
            unread.append(line)
    return skipped, unread
