"""Finding containers on disk."""
from __future__ import annotations

import os
from typing import Iterable, Iterator

MAGIC = b"DXBC"


def is_container(path: str) -> bool:
    try:
        with open(path, "rb") as f:
            return f.read(4) == MAGIC
    except OSError:
        return False


def iter_containers(paths: Iterable[str]) -> Iterator[str]:
    """Every container named or found below the given paths (directories are
    walked in sorted order; a file is a container if it starts with DXBC)."""
    for path in paths:
        if os.path.isdir(path):
            for root, dirs, names in os.walk(path):
                dirs.sort()
                for name in sorted(names):
                    full = os.path.join(root, name)
                    if is_container(full):
                        yield full
        elif is_container(path):
            yield path


def read(path: str) -> bytes:
    with open(path, "rb") as f:
        return f.read()
