"""The container digest: DXBC's modified MD5 over bytes 20..len_file.

The compression function is MD5's own; only the last block differs (the bit
length goes first and the last word is ``2n | 1``). The full blocks therefore
run through the platform's MD5 (OpenSSL's ``MD5_Update``/``MD5_Transform``,
reached with ctypes from the libcrypto that Python's ``hashlib`` itself links),
and a pure-Python compression function gives the same answer where that
library is missing.
"""
from __future__ import annotations

import ctypes
import math
import struct

HASHED_FROM = 20  #: the digest covers the container from the version field on
ZERO = bytes(16)  #: unsigned (DXC without validation); the runtime rejects it
BYPASS = b"\x01" * 16  #: the runtime's "do not check" value
PREVIEW = b"\x02" * 16  #: DXC's value for pre-release shader models

_INIT = (0x67452301, 0xEFCDAB89, 0x98BADCFE, 0x10325476)


def _final_blocks(tail: bytes, n: int) -> bytes:
    bits = (n * 8) & 0xFFFFFFFF
    last = ((n * 2) | 1) & 0xFFFFFFFF
    r = len(tail)
    if r < 56:
        block = struct.pack("<I", bits) + tail + b"\x80"
        return block + bytes(60 - len(block)) + struct.pack("<I", last)
    first = tail + b"\x80" + bytes(63 - r)
    return first + struct.pack("<I", bits) + bytes(56) + struct.pack("<I", last)


# --- pure Python ------------------------------------------------------------

_S = [7, 12, 17, 22] * 4 + [5, 9, 14, 20] * 4 + [4, 11, 16, 23] * 4 + [6, 10, 15, 21] * 4
_K = [int(abs(math.sin(i + 1)) * 2 ** 32) & 0xFFFFFFFF for i in range(64)]
_G = [i if i < 16 else (5 * i + 1) % 16 if i < 32 else (3 * i + 5) % 16 if i < 48 else (7 * i) % 16
      for i in range(64)]
_WORDS = struct.Struct("<16I")


def _compress_py(state, data: bytes):
    a0, b0, c0, d0 = state
    mask = 0xFFFFFFFF
    for off in range(0, len(data), 64):
        x = _WORDS.unpack_from(data, off)
        a, b, c, d = a0, b0, c0, d0
        for i in range(64):
            if i < 16:
                f = (b & c) | (~b & d)
            elif i < 32:
                f = (d & b) | (~d & c)
            elif i < 48:
                f = b ^ c ^ d
            else:
                f = c ^ (b | (~d & mask))
            f = (f + a + _K[i] + x[_G[i]]) & mask
            a, d, c = d, c, b
            b = (b + ((f << _S[i]) | (f >> (32 - _S[i])))) & mask
        a0, b0, c0, d0 = (a0 + a) & mask, (b0 + b) & mask, (c0 + c) & mask, (d0 + d) & mask
    return (a0, b0, c0, d0)


def checksum_python(message: bytes) -> bytes:
    """The digest of ``message`` (container bytes from offset 20), pure Python."""
    n = len(message)
    full = n - n % 64
    state = _compress_py(_INIT, memoryview(message)[:full].tobytes())
    state = _compress_py(state, _final_blocks(bytes(message[full:]), n))
    return struct.pack("<4I", *state)


# --- native (OpenSSL's MD5 block function) -----------------------------------

def _load_libcrypto():
    candidates = []
    try:
        import _hashlib  # noqa: F401  (the libcrypto hashlib uses is then loaded)
    except ImportError:
        pass
    # The usual names first: asking the system (find_library runs ldconfig)
    # costs more than starting Python.
    candidates += ["libcrypto.so.3", "libcrypto.so.1.1", "libcrypto.dylib", None]
    for name in candidates:
        if name is None:
            from ctypes.util import find_library
            name = find_library("crypto")
            if not name:
                break
        try:
            lib = ctypes.CDLL(name)
            for fn in ("MD5_Init", "MD5_Update", "MD5_Transform"):
                getattr(lib, fn)
        except (OSError, AttributeError):
            continue
        lib.MD5_Init.argtypes = [ctypes.c_void_p]
        lib.MD5_Update.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_size_t]
        lib.MD5_Transform.argtypes = [ctypes.c_void_p, ctypes.c_char_p]
        return lib
    return None


_LIB = _load_libcrypto()
NATIVE = _LIB is not None


def checksum_native(message: bytes) -> bytes:
    """The digest of ``message`` using OpenSSL's MD5 block function."""
    if _LIB is None:
        raise RuntimeError("no libcrypto with MD5_Transform on this system")
    message = bytes(message)
    n = len(message)
    full = n - n % 64
    ctx = ctypes.create_string_buffer(128)  # MD5_CTX is 92 bytes
    _LIB.MD5_Init(ctx)
    if full:
        _LIB.MD5_Update(ctx, message, full)  # whole blocks: nothing is buffered
    final = _final_blocks(message[full:], n)
    for off in range(0, len(final), 64):
        _LIB.MD5_Transform(ctx, final[off:off + 64])
    return ctx.raw[:16]


def checksum(message: bytes) -> bytes:
    """The digest of ``message`` (the container from byte 20), fastest way."""
    return checksum_native(message) if NATIVE else checksum_python(message)


def hashed_range(data: bytes) -> tuple:
    """``(start, end)`` of the bytes the digest covers: 20 to the header's
    file size, clamped to the data actually present."""
    end = len(data)
    if len(data) >= 28:
        declared = struct.unpack_from("<I", data, 24)[0]
        end = min(max(declared, HASHED_FROM), len(data))
    return HASHED_FROM, end


def compute(data: bytes) -> bytes:
    """The digest a container's header should hold."""
    start, end = hashed_range(data)
    return checksum(memoryview(data)[start:end].tobytes())


def state(data: bytes) -> str:
    """``valid``, ``zero``, ``bypass``, ``preview`` or ``mismatch``."""
    stored = bytes(data[4:20])
    if len(stored) == 16 and stored == compute(data):
        return "valid"
    return {ZERO: "zero", BYPASS: "bypass", PREVIEW: "preview"}.get(stored, "mismatch")


def with_digest(data: bytes, value) -> bytes:
    """``data`` with its header digest replaced: ``value`` is 16 bytes or one
    of ``recompute``, ``keep``, ``zero``, ``bypass``, ``preview``."""
    if value == "keep":
        return bytes(data)
    if value == "recompute":
        value = compute(data)
    elif isinstance(value, str):
        value = {"zero": ZERO, "bypass": BYPASS, "preview": PREVIEW}[value]
    if len(value) != 16:
        raise ValueError("a digest is 16 bytes")
    out = bytearray(data)
    out[4:20] = value
    return bytes(out)
