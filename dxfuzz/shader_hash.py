"""The shader hash of the ``HASH`` part: recompute and check it.

DXC (validator 1.5+) and clang store in ``HASH`` a flags word and the plain
MD5 (standard padding, not the container-digest variant) of the program's
LLVM bitcode, without the program header and padding:

* flags 0 (``-Zsb``, the default): over the bitcode in the ``DXIL`` part,
  so :func:`check` can recompute it from the container;
* flag 1, IncludesSource (``-Zss``): over the bitcode of the module *with*
  debug information, which is not in the shader container (only in the PDB
  or an ``ILDB`` part compiled the same way). :func:`check` reports such a
  hash as ``"includes_source"``: it cannot be checked from the container.

    >>> from dxfuzz import shader_hash
    >>> shader_hash.check(dxfuzz.parse(data)).status
    'match'
"""
from __future__ import annotations

import hashlib
import struct
from dataclasses import dataclass
from typing import Optional

from .container import find_parts
from .errors import ParseError

DXIL_MAGIC = b"DXIL"

#: check() outcomes.
MATCH = "match"                      #: flags 0 and the digest equals the recomputed MD5
MISMATCH = "mismatch"                #: flags 0 and the digest differs
INCLUDES_SOURCE = "includes_source"  #: flag 1: over the debug module, not checkable here
NO_HASH = "no_hash"                  #: the container has no HASH part
NO_PROGRAM = "no_program"            #: there is a HASH but no DXIL part to hash


@dataclass
class HashCheck:
    """Outcome of :func:`check`: ``status`` (one of the constants above), the
    stored ``flags`` and ``digest``, and the ``computed`` MD5 (or None)."""

    status: str
    flags: Optional[int] = None
    digest: Optional[bytes] = None
    computed: Optional[bytes] = None

    @property
    def ok(self) -> bool:
        """True when the hash matches, or cannot be checked but is not wrong."""
        return self.status in (MATCH, INCLUDES_SOURCE, NO_HASH)


def _body_bytes(part) -> bytes:
    """The raw data of a parsed part (whatever its spec decoded)."""
    raw = getattr(part, "_raw__m_body", None)
    if raw is None:
        body = part.body
        if isinstance(body, (bytes, bytearray)):
            return bytes(body)
        from .write import serialize_object
        return serialize_object(body)
    return bytes(raw)


def program_bitcode(data: bytes) -> bytes:
    """The bitcode of a program part's raw data (``DXIL``, ``ILDB``, DXC's
    ``STAT``): ``len_bitcode`` bytes at ``8 + ofs_bitcode``, the two u32 at
    bytes 16 and 20, after checking the ``DXIL`` magic at byte 8."""
    if len(data) < 24:
        raise ParseError(f"program part of {len(data)} bytes is shorter than its 24-byte header")
    if data[8:12] != DXIL_MAGIC:
        raise ParseError("program part has no DXIL magic at offset 8")
    return _slice(data, *struct.unpack_from("<II", data, 16))


def _slice(data: bytes, ofs: int, size: int) -> bytes:
    start = 8 + ofs
    if start + size > len(data):
        raise ParseError(f"program bitcode (offset {ofs} from byte 8, {size} bytes) extends "
                         f"beyond the part ({len(data)} bytes)", offset=16)
    return data[start:start + size]


def part_bitcode(part) -> bytes:
    """The bitcode of a parsed program part, where the ``dxcontainer_program``
    spec's ``ofs_bitcode`` and ``len_bitcode`` place it (the bitcode's own
    decoding is not needed, so a malformed bitstream still hashes)."""
    body = part.body
    data = _body_bytes(part)
    if hasattr(body, "len_bitcode"):
        return _slice(data, body.ofs_bitcode, body.len_bitcode)
    return program_bitcode(data)


def compute(obj) -> bytes:
    """The shader hash (MD5) of a parsed container's ``DXIL`` bitcode."""
    programs = find_parts(obj, "DXIL")
    if not programs:
        raise ParseError("the container has no DXIL part")
    return hashlib.md5(part_bitcode(programs[0])).digest()


def check(obj) -> HashCheck:
    """Compare a parsed container's ``HASH`` part with the recomputed hash."""
    hashes = find_parts(obj, "HASH")
    if not hashes:
        return HashCheck(NO_HASH)
    body = hashes[0].body
    flags, digest = int(body.flags), bytes(body.digest)
    if flags & 1:
        return HashCheck(INCLUDES_SOURCE, flags, digest)
    if not find_parts(obj, "DXIL"):
        return HashCheck(NO_PROGRAM, flags, digest)
    computed = compute(obj)
    return HashCheck(MATCH if computed == digest else MISMATCH, flags, digest, computed)
