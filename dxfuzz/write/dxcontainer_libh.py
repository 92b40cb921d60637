"""Writers for ``ksy/dxcontainer_libh.ksy``: header, function table, names."""
from __future__ import annotations

from .buffer import Writer
from .given import Given
from .heap import Heap, string_offset, write_string

#: The parts this writer builds from trees.
FOURCCS = ("LIBH",)

#: The header's and a function record's sizes.
HEADER_SIZE, FUNCTION_SIZE = 20, 8


def dxcontainer_libh(obj, w: Writer) -> None:
    """LIBH from a parsed object or a tree. Left out, as FXC lays it out:
    ``version`` 1, ``flags`` 0, the count, the function table after the
    header, then the creator and each function's name, every string
    written again and nothing padded."""
    r = Given(obj)
    functions = r.children("functions", [])
    heap = None
    if not r.parsed:
        heap = Heap(HEADER_SIZE, dedupe=False)
        heap.after(_given_end(r, functions))
    ofs_functions = r.number("ofs_functions") if r.has("ofs_functions") or heap is None else \
        heap.place(FUNCTION_SIZE * len(functions))
    ofs_creator = string_offset(r, heap, "creator", "ofs_creator")
    w.u4(r.number("version", default=1))
    w.u4(ofs_creator)
    w.u4(r.number("flags", default=0))
    w.u4(r.number("num_functions", default=len(functions)))
    w.u4(ofs_functions)
    write_string(r, w, ofs_creator, "creator")
    with w.at(ofs_functions):
        for f in functions:
            function(f, w, heap)


def _given_end(r: Given, functions) -> int:
    end = r.number("ofs_functions") + FUNCTION_SIZE * len(functions) \
        if r.has("ofs_functions") else 0
    if r.has("ofs_creator") and r.has("creator"):
        end = max(end, r.number("ofs_creator") + len(r.text("creator")) + 1)
    for f in functions:
        if f.has("ofs_name") and f.has("name"):
            end = max(end, f.number("ofs_name") + len(f.text("name")) + 1)
    return end


def function(obj, w: Writer, heap=None) -> None:
    f = Given(obj)
    ofs_name = string_offset(f, heap)
    w.u4(f.number("level9_shaders", default=0))
    w.u4(ofs_name)
    write_string(f, w, ofs_name)
