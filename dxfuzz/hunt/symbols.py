"""Where a code address is, for frames that have no symbol: the module and
its offset, and the function the offset is in.

A process's mappings (gdb's ``info proc mappings``, the format of
``/proc/PID/maps`` in columns) give the module of an address and its
offset in the module as the module's own tools number it: the address
less the module's load bias, that is the virtual address its ELF headers
give (what LLVM's stack dumps and the sanitizers print as ``module+0x...``).

The function an offset is in comes from the module's unwind tables: a
stripped binary keeps ``.eh_frame``, one entry (FDE) per function with the
range of addresses it covers, which binutils' ``readelf`` lists. Two
addresses in one function (two call sites, two faulting instructions)
then name the same function, ``fn@module+0xSTART``; an address no entry
covers keeps its own offset. The tables are read once per module and
kept (a few hundred milliseconds for a library the size of libLLVM).
"""
from __future__ import annotations

import bisect
import functools
import os
import re
import shutil
import struct
import subprocess
import threading
from dataclasses import dataclass
from typing import List, Optional, Tuple

READELF = shutil.which("readelf")

_MAPPING = re.compile(r"^\s*(0x[0-9a-fA-F]+)\s+(0x[0-9a-fA-F]+)\s+0x[0-9a-fA-F]+\s+"
                      r"(0x[0-9a-fA-F]+)\s+(?:[rwxsp-]{4}\s+)?(/\S.*?)\s*$")
_FDE = re.compile(r"\bFDE\b.*?\bpc=([0-9a-fA-F]+)\.\.([0-9a-fA-F]+)")


@dataclass
class Mapping:
    start: int
    end: int
    offset: int  #: of the file
    path: str


def parse_mappings(text: str) -> List[Mapping]:
    """The file mappings of gdb's ``info proc mappings`` output."""
    out = []
    for line in text.splitlines():
        m = _MAPPING.match(line)
        if m:
            out.append(Mapping(int(m.group(1), 16), int(m.group(2), 16), int(m.group(3), 16),
                               m.group(4)))
    return out


def locate(address: int, mappings: List[Mapping]) -> Optional[Tuple[str, int]]:
    """``(module path, offset)`` of a code address, or None if no file maps it."""
    for m in mappings:
        if m.start <= address < m.end:
            lowest = min(x.start - x.offset for x in mappings if x.path == m.path)
            return m.path, address - lowest + _page(_first_load(m.path))
    return None


def _page(value: int) -> int:
    return value & ~0xFFF


@functools.lru_cache(maxsize=64)
def _first_load(path: str) -> int:
    """The virtual address of an ELF file's first loadable segment (0 for a
    position-independent one; 0x400000 for a classic executable)."""
    try:
        with open(path, "rb") as f:
            head = f.read(64)
            if head[:4] != b"\x7fELF" or head[4] != 2 or head[5] != 1:  # 64-bit little-endian
                return 0
            phoff, = struct.unpack_from("<Q", head, 32)
            phentsize, phnum = struct.unpack_from("<HH", head, 54)
            f.seek(phoff)
            table = f.read(phentsize * phnum)
    except (OSError, struct.error):
        return 0
    loads = []
    for i in range(phnum):
        p_type, = struct.unpack_from("<I", table, i * phentsize)
        if p_type == 1:  # PT_LOAD
            loads.append(struct.unpack_from("<Q", table, i * phentsize + 16)[0])
    return min(loads, default=0)


_LOCK = threading.Lock()
_TABLES: dict = {}


def _functions(path: str) -> Tuple[List[int], List[int]]:
    """The sorted starts and the ends of a module's functions (.eh_frame)."""
    try:
        st = os.stat(path)
    except OSError:
        return [], []
    key = (path, st.st_mtime_ns, st.st_size)
    with _LOCK:
        if key in _TABLES:
            return _TABLES[key]
    ranges = []
    if READELF:
        try:
            proc = subprocess.run([READELF, "--debug-dump=frames", path], capture_output=True,
                                  text=True, errors="replace", timeout=120)
            ranges = sorted({(int(a, 16), int(b, 16)) for a, b in _FDE.findall(proc.stdout)})
        except (OSError, subprocess.TimeoutExpired):
            ranges = []
    table = ([a for a, _ in ranges], [b for _, b in ranges])
    with _LOCK:
        _TABLES[key] = table
    return table


def function_start(path: str, offset: int) -> Optional[int]:
    """The start of the function of ``path`` that ``offset`` is in, or None
    when the module's unwind tables cover no such function."""
    starts, ends = _functions(path)
    i = bisect.bisect_right(starts, offset) - 1
    # the innermost entry that covers it (entries do not nest, but a cold
    # part of a function has its own)
    while i >= 0 and starts[i] <= offset:
        if offset < ends[i]:
            return starts[i]
        if offset - starts[i] > 1 << 20:
            break
        i -= 1
    return None


def function_key(path: str, offset: int) -> str:
    """``fn@module+0xSTART`` for an offset inside a function the unwind
    tables know, else ``module+0xOFFSET``."""
    name = os.path.basename(path) or "?"
    start = function_start(path, offset) if os.sep in path else None
    return f"fn@{name}+{start:#x}" if start is not None else f"{name}+{offset:#x}"
