"""Hypothesis strategies that build valid containers and parts.

Each module here covers one part family and defines ``part_strategies()``,
a dict from fourcc (``"RDEF"``) to a strategy of valid part payloads
(``bytes``). :func:`part_payloads` collects them all; ``containers`` composes
whole containers from them with the builder.
"""
from __future__ import annotations

import importlib
import pkgutil


def part_payloads() -> dict:
    """fourcc -> strategy of valid payload bytes, from every module here."""
    out = {}
    for info in sorted(pkgutil.iter_modules(__path__), key=lambda m: m.name):
        if info.name.startswith("_"):
            continue
        mod = importlib.import_module(f"{__name__}.{info.name}")
        fn = getattr(mod, "part_strategies", None)
        if fn is not None:
            out.update(fn())
    return out
