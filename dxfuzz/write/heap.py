"""Where a writer places what a tree leaves out: offsets handed out one after
another, after everything the tree gives, and strings stored once or each time."""
from __future__ import annotations


class Heap:
    """An append-only run of offsets, starting at ``start``: records (aligned
    to ``align`` bytes) and NUL-terminated strings (one copy of each text
    when ``dedupe``, as FXC stores names)."""

    def __init__(self, start: int, dedupe: bool = True):
        self.end = start
        self.dedupe = dedupe
        self.strings = {}

    def after(self, end: int) -> None:
        """Place nothing before ``end`` (the end of something the tree gives)."""
        self.end = max(self.end, end)

    def place(self, size: int, align: int = 4) -> int:
        """The offset of ``size`` new bytes."""
        self.end += -self.end % align
        at = self.end
        self.end += size
        return at

    def string(self, text: str, align: int = 1) -> int:
        """The offset of a NUL-terminated string (ISO-8859-1, the specs' encoding)."""
        at = self.strings.get(text) if self.dedupe else None
        if at is None:
            at = self.place(len(text.encode("latin-1")) + 1, align)
            self.strings[text] = at
        return at


def string_offset(rec, heap, name: str = "name", ofs: str = "ofs_name", align: int = 1) -> int:
    """The offset of a record's string (a :class:`dxfuzz.write.given.Given`):
    the one it gives, else its text placed in ``heap`` (None over a parsed
    object, whose offsets are all given)."""
    if rec.has(ofs) or heap is None:
        return rec.number(ofs)
    return heap.string(rec.value(name, ""), align)


def write_string(rec, w, at: int, name: str = "name") -> None:
    """A record's string and its NUL at ``at``; nothing when the tree gives
    only the offset (what is there is the tree's business)."""
    if rec.has(name):
        with w.at(at):
            w.bytes(rec.text(name) + b"\0")
