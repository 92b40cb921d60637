"""Shared test fixtures: where the real data lives, and how to skip without it.

The real data (``../shared`` beside the checkout, or ``$DXFUZZ_SHARED``) is
read through :func:`shared_path`; tests that need it skip with a message
naming the missing folder. CI always has it.
"""
from __future__ import annotations

import csv
import functools
import os
import shutil

import pytest

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SHARED = os.environ.get("DXFUZZ_SHARED") or os.path.join(os.path.dirname(REPO), "shared")
LLVM_BIN = os.environ.get("DXFUZZ_LLVM_BIN") or "/usr/lib/llvm-22/bin"


def shared_path(*parts: str) -> str:
    """A path under the shared data folder; skips the test if it is absent."""
    path = os.path.join(SHARED, *parts)
    if not os.path.exists(path):
        pytest.skip(f"real data not available: {path} is missing (set DXFUZZ_SHARED)")
    return path


def llvm_tool(name: str) -> str:
    """Path of an LLVM 22 tool (obj2yaml, llvm-bcanalyzer); skips if absent."""
    path = os.path.join(LLVM_BIN, name)
    if not os.access(path, os.X_OK):
        found = shutil.which(name)
        if not found:
            pytest.skip(f"{name} not found in {LLVM_BIN} (run `make setup`)")
        path = found
    return path


@functools.lru_cache(maxsize=None)
def _manifest(folder: str):
    with open(os.path.join(folder, "manifest.tsv"), newline="") as f:
        return list(csv.DictReader(f, delimiter="\t"))


def corpus_manifest():
    """Rows of ``corpus/manifest.tsv`` (file, size, kind, parts, digest, ...)."""
    return _manifest(shared_path("corpus"))


@functools.lru_cache(maxsize=None)
def _read(path: str) -> bytes:
    with open(path, "rb") as f:
        return f.read()


def corpus_files():
    """``(relative name, bytes)`` of every corpus container, cached."""
    root = shared_path("corpus")
    return [(row["file"], _read(os.path.join(root, row["file"]))) for row in corpus_manifest()]


@pytest.fixture(scope="session")
def corpus():
    return corpus_files()


@functools.lru_cache(maxsize=None)
def obj2yaml(path: str):
    """``(document, None)`` as LLVM 22's obj2yaml reads ``path``, or
    ``(None, error text)`` when it refuses the file (or prints text that is
    not YAML). Cached per session, so every test shares one run per file."""
    from dxfuzz.llvm import run_obj2yaml

    return run_obj2yaml(path, llvm_tool("obj2yaml"))
