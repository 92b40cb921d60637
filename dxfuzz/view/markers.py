"""Values that carry how the dump shows them: hex lists (and bytes to show as
one), hex numbers, flow-style lists; the spellings they share (hex text, CamelCase)."""
from __future__ import annotations

import functools


class HexList(list):
    """Bytes shown as obj2yaml shows them: a flow list of hex numbers."""


class HexBytes(bytes):
    """Bytes obj2yaml prints as a hex list (``[ 0x42, 0x43 ]``), unless the
    dump is asked to shorten them (``max_bytes``)."""


class HexInt(int):
    """An integer written in hex (``0x1F``)."""


class Flow(list):
    """A list written on one line (``[ 60, 76, 92 ]``), as obj2yaml does."""


def hex_list(data: bytes) -> HexList:
    return HexList(HexInt(b) for b in data)


def hex_text(data: bytes, max_bytes=None) -> str:
    """Bytes as a hex string, shortened past ``max_bytes`` (with the full length)."""
    data = bytes(data)
    if max_bytes is not None and len(data) > max_bytes:
        return f"{data[:max_bytes].hex()}... ({len(data)} bytes)"
    return data.hex()


@functools.lru_cache(maxsize=4096)
def camel(name: str) -> str:
    """``semantic_index`` -> ``SemanticIndex`` (obj2yaml's style of keys)."""
    return "".join(p[:1].upper() + p[1:] for p in str(name).split("_"))
