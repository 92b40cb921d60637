"""The canonical digest of decoded trees: what tests/test_todict_digest.py
pins, computed here so that any interpreter can run it (PyPy's venv holds
dxfuzz's own needs, not pytest's).

    python tests/tree_digest.py CORPUS_DIR   # prints {"line": ...}

``to_dict`` of every file, serialized canonically (keys in the tree's
order, bytes as hex, floats by ``repr``), hashed in manifest order.
"""
from __future__ import annotations

import csv
import hashlib
import json
import os
import sys

import dxfuzz
from dxfuzz.todict import to_dict


def canonical(value):
    if isinstance(value, dict):
        return {k: canonical(v) for k, v in value.items()}
    if isinstance(value, list):
        return [canonical(v) for v in value]
    if isinstance(value, (bytes, bytearray)):
        return {"hex": bytes(value).hex()}
    if isinstance(value, float):
        return {"float": repr(value)}
    return value


def same_tree(a, b, path="") -> str:
    """Where two trees differ in a key, its order, a value or a value's
    type ("" where they do not)."""
    if type(a) is not type(b):
        return f"{path}: {type(a).__name__} != {type(b).__name__}"
    if isinstance(a, dict):
        if list(a) != list(b):
            return f"{path}: keys {list(a)} != {list(b)}"
        return next((d for k in a for d in [same_tree(a[k], b[k], f"{path}.{k}")] if d), "")
    if isinstance(a, list):
        if len(a) != len(b):
            return f"{path}: {len(a)} items != {len(b)}"
        return next((d for i, v in enumerate(a) for d in [same_tree(v, b[i], f"{path}[{i}]")] if d), "")
    return "" if a == b else f"{path}: {a!r} != {b!r}"


def walk_both(data):
    """``(tree, where the generated and reflective walks differ)`` of one
    container: the generated walk decodes it, then the reflective walk
    reads the same (already decoded) objects."""
    obj = dxfuzz.parse(data)
    tree = to_dict(obj)
    return tree, same_tree(tree, to_dict(obj, reflective=True))


def trees_digest(files, differ=None):
    """``(sha256 hex, files decoded, files refused)`` over ``(name, bytes)``
    in order, by the generated walk; given a ``differ`` list, the reflective
    walk reads each tree too and the files where the walks differ go there."""
    h = hashlib.sha256()
    decoded = refused = 0
    for name, data in files:
        h.update(name.encode() + b"\n")
        try:
            tree, where = walk_both(data) if differ is not None else (to_dict(dxfuzz.parse(data)), "")
        except dxfuzz.ParseError as exc:
            refused += 1
            h.update(b"refused: " + str(exc).encode() + b"\n")
            continue
        if where:
            differ.append(f"{name}{where}")
        decoded += 1
        h.update(json.dumps(canonical(tree), separators=(",", ":"), ensure_ascii=True).encode())
        h.update(b"\n")
    return h.hexdigest(), decoded, refused


def digest_line(digest: str, decoded: int, refused: int) -> str:
    """The pinned file's line."""
    return f"{digest} {decoded} decoded {refused} refused\n"


def manifest_files(root: str):
    """``(name, bytes)`` of the files ``root/manifest.tsv`` lists, in its order."""
    with open(os.path.join(root, "manifest.tsv"), newline="") as f:
        for row in csv.DictReader(f, delimiter="\t"):
            with open(os.path.join(root, row["file"]), "rb") as g:
                yield row["file"], g.read()


if __name__ == "__main__":
    print(json.dumps({"line": digest_line(*trees_digest(manifest_files(sys.argv[1])))}))
