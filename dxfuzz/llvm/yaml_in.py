"""LLVM's YAML in: a DXContainer document as obj2yaml prints it and LLVM's
tests are written, as the container tree LLVM 22's yaml2obj would build.

:func:`container_tree` turns the document into a dxfuzz tree (the specs'
names) whose build is the bytes yaml2obj writes for it: each part's content
comes from dxfuzz's writers (each part's mapping, :mod:`dxfuzz.llvm.layout`,
reads its entry back into a tree laid out as yaml2obj lays it out), the
container is placed as yaml2obj places it, quirks included:

* ``FileSize`` and ``PartOffsets`` are kept when given; left out, the parts
  follow each other after the offset table, whose length is the header's
  ``PartCount`` (the count written is the number of parts);
* a part's content is zero-filled up to its ``Size`` and may overrun it;
  a known part whose entry lacks its mapping (``Program``, ``Flags``,
  ``Hash``, ``PSVInfo``, ``RootSignature``) is its header alone;
* the bytes between parts: yaml2obj pads up to the next offset from a
  running offset that counts a part's content twice (once as written, once
  as its ``Size``), so a part after one with content lands before its
  offset when offsets leave room between parts. A part whose bytes are not
  where its offset says is given as a gap (its bytes) beside its offset.

Where yaml2obj refuses a document dxfuzz builds it anyway when it can say
what the bytes are (a given value is kept, as everywhere in dxfuzz):
offsets that overlap, a ``FileSize`` smaller than the parts, a key left out
(zero, or the value a writer computes), enum values as numbers or names. A
key neither reads (a part LLVM 22 does not map, a field LLVM maps only for
another PSV0 version or stage, what ``dxfuzz dump`` adds to obj2yaml's
layout) is refused, never dropped.
"""
from __future__ import annotations

import struct

from . import comparers
from .layout import U32, refuse_unknown_keys, sixteen_bytes

HEADER_SIZE = 32  #: the container header, before the offset table
PART_HEADER_SIZE = 8  #: a part's fourcc and size

#: Every key of the header.
HEADER_KEYS = {"Hash", "Version", "FileSize", "PartCount", "PartOffsets"}


def is_llvm_document(tree) -> bool:
    """Whether a tree is LLVM's layout (``Header`` and ``Parts``)."""
    return isinstance(tree, dict) and ("Header" in tree or "Parts" in tree)


def _unsigned(value, where: str, bits: int = 32) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < 1 << bits:
        raise ValueError(f"{where} is a {bits}-bit unsigned number, not {value!r}")
    return value


def part_content(entry: dict, fourcc: str, max_size=None):
    """The bytes yaml2obj writes for a part entry after its header, or None
    when it writes none (a known part without its mapping). yaml2obj writes
    the parts LLVM decodes from their mapping, any other as zeros of its
    ``Size``."""
    from ..builder import build_part
    part = comparers().get(fourcc)
    if part is None:
        return b""
    tree = part.read(entry)
    return None if tree is None else build_part(fourcc, tree, options=part.options,
                                                max_size=max_size)


#: What a document's wrong shapes raise on the way (turned into ValueError).
_SHAPE_ERRORS = (ValueError, TypeError, KeyError, AttributeError, IndexError, struct.error,
                 OverflowError)


def container_tree(doc: dict, max_size=None) -> dict:
    """The dxfuzz container tree of an LLVM DXContainer document (see the
    module's text). Raises ValueError for a document that says no bytes, or
    whose parts would reach past ``max_size``."""
    try:
        return _container_tree(doc, max_size)
    except _SHAPE_ERRORS as exc:
        raise ValueError(_reason(exc)) from None


def _reason(exc: BaseException) -> str:
    if isinstance(exc, KeyError):
        return f"the key {exc.args[0]} is required"
    return str(exc) or type(exc).__name__


def _container_tree(doc: dict, max_size) -> dict:
    header = doc.get("Header")
    parts = doc.get("Parts") or []
    if not isinstance(header, dict) or not isinstance(parts, list) or \
            not all(isinstance(p, dict) for p in parts):
        raise ValueError("an LLVM document has a Header mapping and a Parts list of mappings")
    refuse_unknown_keys(doc, {"Header", "Parts"})
    refuse_unknown_keys(header, HEADER_KEYS, "Header.")
    version = header.get("Version") or {}
    digest = sixteen_bytes(header.get("Hash"))
    part_count = _unsigned(header.get("PartCount", len(parts)), "Header.PartCount")
    offsets = header.get("PartOffsets")
    rolling = (HEADER_SIZE + 4 * part_count) & U32  # yaml2obj's offsets are 32-bit: they wrap
    if offsets is None:
        offsets = []
        for entry in parts:
            offsets.append(rolling)
            rolling = (rolling + PART_HEADER_SIZE
                       + _unsigned(entry.get("Size"), "a part's Size")) & U32
    else:
        offsets = [_unsigned(o, "Header.PartOffsets[]") for o in offsets]
        if len(offsets) != len(parts):
            raise ValueError(f"Header.PartOffsets lists {len(offsets)} offsets for "
                             f"{len(parts)} parts")
        for entry, ofs in zip(parts, offsets):
            rolling = (ofs + PART_HEADER_SIZE + _unsigned(entry.get("Size"), "a part's Size")) & U32
    file_size = _unsigned(header.get("FileSize", rolling), "Header.FileSize")

    entries, gaps = [], []
    pos = HEADER_SIZE + 4 * len(offsets)  # where the stream is
    rolling = (HEADER_SIZE + 4 * part_count) & U32  # where yaml2obj thinks it is
    for index, (entry, ofs) in enumerate(zip(parts, offsets)):
        name = str(entry.get("Name", ""))
        if len(name.encode("latin-1", "replace")) != 4:
            raise ValueError(f"Parts[{index}].Name is 4 characters, not {name!r}")
        refuse_unknown_keys(entry, {"Name", "Size", *(p.key for p in comparers().values())},
                            f"Parts[{index}].")
        size = entry["Size"]
        if rolling < ofs:
            pos += ofs - rolling
        rolling = (ofs + PART_HEADER_SIZE) & U32
        try:
            content = part_content(entry, name, max_size)
        except _SHAPE_ERRORS as exc:
            raise ValueError(f"Parts[{index}] ({name}): {_reason(exc)}") from None
        if content is not None:  # zero-filled up to its size
            rolling = (rolling + len(content) + size) & U32
            end = pos + PART_HEADER_SIZE + max(size, len(content))
            if max_size is not None and end > max_size:
                raise ValueError(f"Parts[{index}] ({name}) reaches offset {end}; at most "
                                 f"{max_size} bytes are built from a document of its size")
            content += bytes(max(0, size - len(content)))
        else:
            content = b""
        if pos == ofs:
            entries.append({"ofs_part": ofs, "part": {"fourcc": name, "len_body": size,
                                                     "data": content}})
        else:
            entries.append({"ofs_part": ofs})
            gaps.append({"offset": pos, "bytes": name.encode("latin-1")
                         + struct.pack("<I", size) + content})
        pos += PART_HEADER_SIZE + len(content)
    tree = {"magic": "DXBC", "digest": digest,
            "major_version": _unsigned(version.get("Major", 1), "Header.Version.Major", 16),
            "minor_version": _unsigned(version.get("Minor", 0), "Header.Version.Minor", 16),
            "len_file": file_size, "num_parts": len(parts), "part_table": entries}
    if gaps:
        tree["gaps"] = gaps
    return tree


def build(doc: dict, max_size=None) -> bytes:
    """The bytes LLVM 22's yaml2obj writes for the document (see above);
    ValueError for a document that says no bytes."""
    from ..builder import build_tree
    return build_tree(container_tree(doc, max_size), max_size=max_size)
