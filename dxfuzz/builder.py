"""Build containers from parts, and parts from trees, laying out what is not given.

>>> data = build([Part("SFI0", bytes(8)), Part("ISG1", build_part("ISG1", elements=[...]))])

By default the builder computes part offsets (back to back after the offset
table, no padding added), part sizes, the part count, the file size and the
digest. Give any of them explicitly to keep that value instead, which is how
tests and the mutators craft malformed files on purpose.
"""
from __future__ import annotations

import struct
from dataclasses import dataclass
from typing import Optional, Sequence, Union

from . import digest as _digest

MAGIC = b"DXBC"


@dataclass
class Part:
    """One part to place: fourcc and payload, with optional forced values.

    ``payload`` is bytes or a parsed part body (then written by its writer).
    ``size`` overrides the size field, ``offset`` the table entry and the
    place the part is written; ``padding`` appends bytes after the payload
    that the size field does not count (``align`` does that up to a
    multiple of ``align``).
    """

    fourcc: Union[str, bytes, int]
    payload: object = b""
    size: Optional[int] = None
    offset: Optional[int] = None
    padding: bytes = b""

    def fourcc_bytes(self) -> bytes:
        f = self.fourcc
        if isinstance(f, int):
            return struct.pack("<I", f)
        if isinstance(f, str):
            f = f.encode("latin-1")
        if len(f) != 4:
            raise ValueError(f"a fourcc is 4 bytes, not {f!r}")
        return bytes(f)

    def payload_bytes(self) -> bytes:
        if isinstance(self.payload, (bytes, bytearray, memoryview)):
            return bytes(self.payload)
        from .write import serialize_object
        return serialize_object(self.payload)


def build(parts: Sequence[Part], *, digest="recompute", major: int = 1, minor: int = 0,
          file_size: Optional[int] = None, part_count: Optional[int] = None,
          offsets: Optional[Sequence[int]] = None, align: int = 1,
          trailing: bytes = b"") -> bytes:
    """Lay out a container and return its bytes.

    ``digest`` is ``"recompute"`` (default), ``"zero"``, ``"bypass"``,
    ``"preview"`` or 16 bytes. ``align`` pads each part's data with zeros to
    a multiple of ``align`` *inside* its size (as DXC does with 4); 1 adds
    nothing. ``offsets`` replaces the whole offset table (it may list more or
    fewer entries than there are parts). ``trailing`` is appended after the
    parts, outside ``file_size``.
    """
    parts = list(parts)
    table = len(parts) if offsets is None else len(offsets)
    pos = 32 + 4 * table
    placed = []
    for p in parts:
        data = p.payload_bytes()
        if align > 1 and len(data) % align:
            data += bytes(align - len(data) % align)
        size = len(data) if p.size is None else p.size
        where = pos if p.offset is None else p.offset
        blob = p.fourcc_bytes() + struct.pack("<I", size & 0xFFFFFFFF) + data + p.padding
        placed.append((where, blob))
        pos = max(pos, where + len(blob))
    out = bytearray(pos)
    for where, blob in placed:
        end = where + len(blob)
        if end > len(out):
            out.extend(bytes(end - len(out)))
        out[where:end] = blob
    table_offsets = [w for w, _ in placed] if offsets is None else list(offsets)
    header = MAGIC + bytes(16) + struct.pack(
        "<HHII", major, minor,
        (len(out) if file_size is None else file_size) & 0xFFFFFFFF,
        (len(table_offsets) if part_count is None else part_count) & 0xFFFFFFFF)
    header += b"".join(struct.pack("<I", o & 0xFFFFFFFF) for o in table_offsets)
    out[:len(header)] = header
    out += trailing
    return _digest.with_digest(bytes(out), digest)


def build_part(fourcc, tree=None, *, options=None, **fields) -> bytes:
    """The data of one part (without its 8-byte header) from a tree: the
    plain data :func:`dxfuzz.to_dict` returns for a part body, a hand-written
    dict, or the same given as keyword ``fields``. Every value given is kept
    (malformed parts are built that way); what is left out is laid out as a
    compiler would, ``options`` choosing how where compilers differ.

    >>> build_part("ISG1", elements=[{"semantic_name": "POSITION", "mask": 15,
    ...                               "component_type": "float32"}])
    >>> build_part("ISGN", tree, options={"names": "fxc"})   # FXC's 0xAB padding

    Parts built from trees so far: the signatures (ISGN, OSGN, PCSG, OSG5,
    ISG1, OSG1, PSG1; options ``names``: ``dxc`` (default), ``fxc``,
    ``unpadded``, ``repeated``); any other fourcc takes ``tree`` as bytes.
    Raises ValueError for a tree that cannot be built.
    """
    from .write import dxcontainer_signature
    from .writer import Writer
    text = Part(fourcc).fourcc_bytes().decode("latin-1")
    if isinstance(tree, (bytes, bytearray, memoryview)) and not fields:
        return bytes(tree)
    tree = {**(tree or {}), **fields}
    if text not in dxcontainer_signature.ELEMENT_SIZES:
        raise ValueError(f"a {text} part cannot be built from a tree yet: give its bytes")
    w = Writer({**(options or {}), "fourcc": text})
    dxcontainer_signature.dxcontainer_signature(tree, w)
    return w.finish()
