"""Writers for ``ksy/dxcontainer_program.ksy``: the DXIL program part (DXIL,
ILDB, DXC's STAT), its LLVM bitcode and the bitcode's top-level blocks."""
from __future__ import annotations

import functools

from . import sized
from .. import kaitai
from .buffer import Writer
from .given import Given

SPEC = "dxcontainer_program"


#: The parts this writer builds from trees (DXC's STAT program: see dxcontainer_stat).
FOURCCS = ("DXIL", "ILDB")


def dxcontainer_program(obj, w: Writer) -> None:
    """A program part from a parsed object or a tree. Left out:
    ``program_version`` 0x60 (shader model 6.0), ``shader_kind`` 0,
    ``dxil_magic`` ``DXIL``, the DXIL version 1.0, ``ofs_bitcode`` 16 (right
    after the bitcode header), ``len_bitcode`` the bitcode's size,
    ``padding`` zeros to a multiple of 4 (none after DXC's bitcode, always a
    multiple of 4) and ``len_dwords`` the part's size in dwords; the
    bitcode is its tree (magic, blocks, trailing bytes) or its bytes."""
    p = Given(obj)
    ofs_bitcode = p.number("ofs_bitcode", default=16)
    start = 8 + ofs_bitcode
    if p.parsed:
        code = None
    else:
        code = _bitcode_bytes(p, w)
    len_bitcode = p.number("len_bitcode", default=len(code or b""))
    padding = p.data("padding", bytes(-(start + len_bitcode) % 4))
    w.u1(p.number("program_version", default=0x60))
    w.u1(p.number("reserved", default=0))
    w.u2(p.number("shader_kind", _enum("ShaderKind"), default=0))
    w.u4(p.number("len_dwords", default=(start + len_bitcode + len(padding)) // 4))
    w.bytes(p.data("dxil_magic", b"DXIL"))
    w.u1(p.number("dxil_version_minor", default=0))
    w.u1(p.number("dxil_version_major", default=1))
    w.u2(p.number("dxil_version_reserved", default=0))
    w.u4(ofs_bitcode)
    w.u4(len_bitcode)
    if p.parsed:
        if obj.bitcode is not None:
            with w.at(start):
                sized(obj.bitcode, len_bitcode, w, getattr(obj, "_raw__m_bitcode", None))
    elif code:
        with w.at(start):
            w.bytes(code)
    if padding:  # (an empty one may lie past the end of a malformed part)
        with w.at(start + len_bitcode):
            w.bytes(padding)


_enum = functools.partial(kaitai.enum_class, SPEC)  # the spec's enums, by class name


def _bitcode_bytes(p: Given, w: Writer) -> bytes:
    bitcode = p.value("bitcode", None)
    if bitcode is None or isinstance(bitcode, (str, bytes, bytearray)):
        return p.data("bitcode", b"")
    inner = Writer(w.options, w.limit)
    llvm_bitcode(Given(bitcode, p), inner)
    return inner.finish()


def llvm_bitcode(obj, w: Writer) -> None:
    """Left out: the magic, blocks (none) and trailing bytes (none)."""
    b = Given(obj)
    w.bytes(b.data("magic", b"BC\xc0\xde"))
    for block_obj in b.children("blocks", []):
        block(block_obj, w)
    w.bytes(b.data("trailing", b""))


def block(obj, w: Writer) -> None:
    """Left out: ``header.len_words``, the body's size in words."""
    b = Given(obj)
    body = b.data("body", b"")
    block_header(Given(b.value("header", {}), b), w, len(body) // 4)
    w.bytes(body)


def block_header(obj, w: Writer, len_words=None) -> None:
    h = Given(obj)
    w.u4(h.number("code"))
    w.u4(h.number("len_words", default=len_words))
