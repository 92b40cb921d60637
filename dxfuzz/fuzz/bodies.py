"""The fuzz target bodies: one function per target, taking bytes.

The atheris harnesses call them and so do the hypothesis tests, so an input
that breaks one replays in the other (``dxfuzz fuzz --replay FILE`` or
``tests/test_regressions.py``). A body returns normally when the input is
handled within the robustness contract (decoded, or refused with
:class:`dxfuzz.ParseError`) and lets anything else escape: that escape is the
finding.

- ``container``: ``parse(data, hold=True)`` (every part body decoded, and
  kept for the walk) then ``to_dict``.
- ``roundtrip``: as ``container``, then ``serialize`` must give ``data`` back
  byte for byte (the writer mirrors the spec for any input the spec accepts).
- ``<part>`` (``rdef``, ``psv0``, ``signature24``, ...): the part spec's
  class instantiated on the bytes with the parameters the container passes
  it, then ``to_dict`` (a parameter the container computes, such as PSV0's
  shader kind, comes from the input's first byte).
- ``bitcode``: the bytes decoded as LLVM bitcode (:func:`dxfuzz.bitcode.read`).
- ``dxil_metadata``: the bytes decoded as a DXIL program's bitcode down to
  its module and DXC's dx.* metadata (:func:`dxfuzz.bitcode.read_dxil_metadata`).
- ``dxil_functions``: the bytes decoded as a DXIL program's bitcode down to
  its module and its functions' bodies (:func:`dxfuzz.bitcode.read_functions`),
  printed as DXC prints the module (:func:`dxfuzz.asm.dxil_ir.module_text`).
- ``bitstream_view``: the bytes read as bitcode by the program spec, every
  block's bitstream items walked (which must never fail).
- ``selftest``: a planted bug (not in ``dxfuzz fuzz all``), to check that
  the machinery finds, records and replays a breach.
"""
from __future__ import annotations

from .. import ParseError, parse, serialize, to_dict
from ..errors import INPUT_ERRORS
from . import targets


class RoundTripError(AssertionError):
    """``serialize(parse(data)) != data`` for an input that parsed."""


def container(data: bytes) -> None:
    """Parse a whole container and decode everything."""
    try:
        to_dict(parse(data, hold=True))
    except ParseError:
        pass


def roundtrip(data: bytes) -> None:
    """Parse, decode, serialize: the bytes must come back unchanged."""
    try:
        obj = parse(data, hold=True)
        to_dict(obj)
    except ParseError:
        return
    try:
        out = serialize(obj)
    except ParseError:
        return  # a lazy part only the writer reached: refused, fine
    if out != data:
        if len(out) != len(data):
            raise RoundTripError(f"serialized {len(out)} bytes from {len(data)}")
        first = next(i for i, (a, b) in enumerate(zip(out, data)) if a != b)
        raise RoundTripError(f"serialized bytes differ from byte {first:#x} on")


def part(target, data: bytes) -> None:
    """Parse ``data`` as the body of one part type alone and decode it."""
    if isinstance(target, str):
        target = targets.part_targets()[target]
    try:
        obj = target.instantiate(data)
    except INPUT_ERRORS:
        return
    try:
        to_dict(obj)
    except ParseError:
        pass


def bitcode(data: bytes) -> None:
    """Decode LLVM bitcode: blocks, abbreviations, records."""
    from ..bitcode import read
    try:
        read(data)
    except ParseError:
        pass


def dxil_metadata(data: bytes) -> None:
    """Decode a DXIL program's bitcode: the module, then DXC's dx.* metadata."""
    from ..bitcode import read_dxil_metadata
    try:
        read_dxil_metadata(data)
    except ParseError:
        pass


def dxil_functions(data: bytes) -> None:
    """Decode a DXIL program's bitcode: the module, then each defined
    function's instructions, and print the module as DXC's disassembler
    prints it (LLVM's text, with DXC's comments on dx.op calls)."""
    from ..asm.dxil_ir import module_text
    from ..asm.dxil_ops import dxc_comment
    from ..bitcode import read_functions
    try:
        module, functions = read_functions(data)
    except ParseError:
        return
    module_text(module, functions, annotate=dxc_comment)


def bitstream_view(data: bytes) -> None:
    """Read LLVM bitcode with the program spec's ``llvm_bitcode`` and walk
    every block's bitstream items (its ``contents`` view). Only a missing
    magic is refused: the view ends its items where the stream breaks, so
    any error from it is a finding."""
    from kaitaistruct import BytesIO, KaitaiStream

    from ..kaitai import spec_class
    try:
        obj = spec_class("dxcontainer_program").LlvmBitcode(KaitaiStream(BytesIO(data)))
    except INPUT_ERRORS:
        return
    for block in getattr(obj, "blocks", None) or ():
        if block.contents is not None:
            to_dict(block.contents, views=True)


def selftest(data: bytes) -> None:
    """A planted bug, to check the fuzzing machinery end to end: any input
    that starts with ``DXBC`` raises IndexError (every container seed does)."""
    if data[:4] == b"DXBC":
        [][len(data)]


def body(name: str):
    """The body function of a target name: ``f(data) -> None``."""
    if name == "container":
        return container
    if name == "roundtrip":
        return roundtrip
    if name == "selftest":
        return selftest
    if name == "bitcode":
        return bitcode
    if name == "dxil_metadata":
        return dxil_metadata
    if name == "dxil_functions":
        return dxil_functions
    if name == "bitstream_view":
        return bitstream_view
    t = targets.part_targets().get(name)
    if t is None:
        raise KeyError(f"unknown fuzz target {name!r}; known: {', '.join(targets.names())}")

    def run(data: bytes, _t=t) -> None:
        part(_t, data)
    run.__name__ = name
    run.__qualname__ = f"part[{name}]"
    return run


def breach(name: str, data: bytes):
    """The exception (with traceback) a target raises on ``data``, or None
    when the input is handled within the contract."""
    try:
        body(name)(data)
    except BaseException as exc:  # noqa: BLE001 - anything escaping is the finding
        if isinstance(exc, (KeyboardInterrupt, SystemExit)):
            raise
        return exc
    return None


__all__ = ["container", "roundtrip", "part", "bitcode", "dxil_metadata", "dxil_functions", "body", "breach",
           "RoundTripError"]
