"""LLVM's YAML in: a DXContainer document as obj2yaml prints it and LLVM's
tests are written, as the container tree LLVM 22's yaml2obj would build.

:func:`container_tree` turns the document into a dxfuzz tree (the specs'
names) whose build is the bytes yaml2obj writes for it: each part's content
comes from dxfuzz's writers (the part modules of this package turn their
entry into a tree and say how yaml2obj lays it out), the container is
placed as yaml2obj places it, quirks included:

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
key neither reads (a part LLVM 22 does not map, a field of a later PSV0
version, what ``dxfuzz dump`` adds to obj2yaml's layout) is refused, never
dropped.
"""
from __future__ import annotations

import struct

from . import comparers

HEADER_SIZE = 32  #: the container header, before the offset table
U32 = 0xFFFFFFFF  #: yaml2obj's running offsets are 32-bit: they wrap around
PART_HEADER_SIZE = 8  #: a part's fourcc and size

#: Every key of the header.
HEADER_KEYS = {"Hash", "Version", "FileSize", "PartCount", "PartOffsets"}

#: The parts yaml2obj writes from a mapping, and that mapping's key; any
#: other fourcc is written as zeros of its ``Size``.
PART_MAPPINGS = {"DXIL": "Program", "SFI0": "Flags", "HASH": "Hash", "PSV0": "PSVInfo",
                 "RTS0": "RootSignature", "ISG1": "Signature", "OSG1": "Signature",
                 "PSG1": "Signature"}
#: Every key a part entry may have.
PART_KEYS = {"Name", "Size", *PART_MAPPINGS.values()}
#: Parts yaml2obj writes even without their mapping (an empty signature).
ALWAYS_WRITTEN = ("ISG1", "OSG1", "PSG1")


def refuse_unknown_keys(mapping, known, where: str = "") -> None:
    """ValueError for the first key of ``mapping`` not in ``known``: a key
    LLVM 22's yaml2obj does not read is never dropped silently (``dxfuzz
    dump`` adds such keys to obj2yaml's layout: its JSON tree, which keeps
    everything, builds back instead)."""
    unknown = sorted(set(mapping) - set(known), key=str) if isinstance(mapping, dict) else ()
    if unknown:
        raise ValueError(f"{where}{unknown[0]}: not a key of LLVM's layout (dxfuzz dump adds "
                         "such keys: build its --format json tree instead)")


def flag(mapping: dict, key: str, where: str = "") -> bool:
    """A boolean key of LLVM's layout (left out: false); ValueError for any
    other value, which yaml2obj refuses too (never read as false)."""
    value = mapping.get(key, False)
    if not isinstance(value, bool):
        raise ValueError(f"{where}{key} is true or false, not {value!r}")
    return value


def sixteen_bytes(values) -> bytes:
    """A hash or digest list as yaml2obj copies it: 16 bytes whatever the
    list holds (more are cut, fewer end in zeros: it reads past the list)."""
    return (bytes(int(b) & 0xFF for b in values or []) + bytes(16))[:16]


def is_llvm_document(tree) -> bool:
    """Whether a tree is LLVM's layout (``Header`` and ``Parts``)."""
    return isinstance(tree, dict) and ("Header" in tree or "Parts" in tree)


def _unsigned(value, where: str, bits: int = 32) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < 1 << bits:
        raise ValueError(f"{where} is a {bits}-bit unsigned number, not {value!r}")
    return value


def part_content(entry: dict, fourcc: str, max_size=None):
    """The bytes yaml2obj writes for a part entry after its header, or None
    when it writes none (a known part without its mapping)."""
    from ..builder import build_part
    key = PART_MAPPINGS.get(fourcc)
    if key is None:
        return b""
    if entry.get(key) is None and fourcc not in ALWAYS_WRITTEN:
        return None
    module = comparers().get(fourcc)
    convert = getattr(module, "tree", None)
    if convert is None:
        raise ValueError(f"a {fourcc} part's {key} cannot be built from LLVM's YAML yet")
    return build_part(fourcc, convert(entry), options=getattr(module, "OPTIONS", None),
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
    rolling = (HEADER_SIZE + 4 * part_count) & U32
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
        refuse_unknown_keys(entry, PART_KEYS, f"Parts[{index}].")
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
