"""LIBH against a library listing's function list."""
from __future__ import annotations

import re

from ..listing import mark_read as _read
from .sections import _body


def compare_library_header(d, libh, prelude):
    table = "Library"
    text = [_body(x) for x in prelude]
    for line, t in zip(prelude, text):
        if re.match(r"^ (Library:\s+flags \d+, \d+ functions:|\s+\d+\s+\S+\s*$|Created by:)", t):
            _read(line)
    head = next((re.match(r"^ Library:\s+flags (\d+), (\d+) functions:", t) for t in text
                 if t.startswith(" Library:")), None)
    if libh is None:
        d.note(table, "-", "LIBH not decoded")
        return
    if head is None:
        d.note(table, "-", "no 'Library:' line in the listing")
        return
    d.field(table, "-", "flags", libh.flags, int(head.group(1)))
    d.field(table, "-", "function count", libh.num_functions, int(head.group(2)))
    names = [re.match(r"^\s+(\d+)\s+(\S+)\s*$", t) for t in text]
    names = [(int(m.group(1)), m.group(2)) for m in names if m]
    for i, f in enumerate(libh.functions):
        listed = next((n for k, n in names if k == i), None)
        d.field(table, f"function {i}", "name", f.name, listed)
    creator = next((t.split(":", 1)[1].strip() for t in text if t.startswith(" Created by:")), None)
    d.field(table, "-", "creator", libh.creator, creator)
