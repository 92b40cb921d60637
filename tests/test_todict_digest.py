"""The decoded trees of the whole shared corpus, pinned by one digest.

``to_dict`` of every corpus file, serialized canonically (keys in the
tree's order, bytes as hex, floats by ``repr``), hashed in manifest order:
any change to a decoded value, key or order anywhere changes the digest.
Speed work must leave it as it is (and the faster enum lookup must give the
runtime's own answers); a change of meaning regenerates it on
purpose: ``DXFUZZ_REGENERATE=trees pytest tests/test_todict_digest.py``.
"""
from __future__ import annotations

import hashlib
import json
import os

import dxfuzz

from conftest import corpus_files

PINNED = os.path.join(os.path.dirname(__file__), "data", "decoded-trees.sha256")


def _canonical(value):
    if isinstance(value, dict):
        return {k: _canonical(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_canonical(v) for v in value]
    if isinstance(value, (bytes, bytearray)):
        return {"hex": bytes(value).hex()}
    if isinstance(value, float):
        return {"float": repr(value)}
    return value


def trees_digest():
    """``(sha256 hex, files decoded, files refused)`` over the corpus."""
    h = hashlib.sha256()
    decoded = refused = 0
    for name, data in corpus_files():
        h.update(name.encode() + b"\n")
        try:
            tree = dxfuzz.to_dict(dxfuzz.parse(data))
        except dxfuzz.ParseError as exc:
            refused += 1
            h.update(b"refused: " + str(exc).encode() + b"\n")
            continue
        decoded += 1
        h.update(json.dumps(_canonical(tree), separators=(",", ":"), ensure_ascii=True).encode())
        h.update(b"\n")
    return h.hexdigest(), decoded, refused


def test_decoded_trees_are_unchanged():
    digest, decoded, refused = trees_digest()
    line = f"{digest} {decoded} decoded {refused} refused\n"
    if os.environ.get("DXFUZZ_REGENERATE") == "trees":
        with open(PINNED, "w") as f:
            f.write(line)
    with open(PINNED) as f:
        pinned = f.read()
    assert decoded > 2000
    assert line == pinned, ("the decoded trees changed; if that is meant, regenerate with "
                            "DXFUZZ_REGENERATE=trees")


def test_the_faster_enum_lookup_gives_what_the_runtime_gives():
    import enum
    from kaitaistruct import KaitaiStream
    from dxfuzz import kaitai

    class Kind(enum.IntEnum):
        pixel = 0
        vertex = 1

    for value in (0, 1, 2, -1, 1 << 40):
        ours = KaitaiStream.resolve_enum(Kind, value)
        theirs = kaitai._RUNTIME_RESOLVE_ENUM(Kind, value)
        assert ours is theirs or (ours == theirs and type(ours) is type(theirs))
    assert KaitaiStream.resolve_enum(Kind, 1) is Kind.vertex
    assert type(KaitaiStream.resolve_enum(Kind, 7)) is int
