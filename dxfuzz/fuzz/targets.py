"""The fuzz targets: the container, and every part spec parsed on its own.

The part targets are read off the generated container parser itself (the
``switch-on: fourcc`` of ``part/body`` in ``ksy/dxcontainer.ksy``), so a part
spec hooked into the container is a target with no change here, with the
parameters the container passes it (``dxcontainer_signature(24)`` for ISGN).

A target is named after its spec id without the ``dxcontainer_`` prefix
(``rdef``, ``psv0``); a spec the container instantiates with different
parameters gets one target per parameter list, the parameters appended
(``signature24``, ``signature28``, ``signature32``).
"""
from __future__ import annotations

import ast
import functools
import inspect
import re
from dataclasses import dataclass, field
from typing import Tuple

from .. import kaitai

_CASE = re.compile(
    r"_on == Dxcontainer\.Fourcc\.(\w+):.*?self\._m_body = (?:(\w+)\.)?(\w+)\((.*?)_io__raw__m_body",
    re.S)


@dataclass(frozen=True)
class PartTarget:
    """A part spec as the container instantiates it."""

    name: str  #: target name, e.g. ``signature24``
    spec_id: str  #: e.g. ``dxcontainer_signature``
    params: Tuple = ()  #: the constructor's leading arguments, e.g. ``(24,)``
    fourccs: Tuple[str, ...] = field(default=())  #: upper-case fourcc texts routed here

    def cls(self):
        return kaitai.spec_class(self.spec_id)

    def instantiate(self, data: bytes):
        """The spec's top-level object read from ``data`` (may raise Kaitai errors)."""
        from kaitaistruct import KaitaiStream, BytesIO
        return self.cls()(*self.params, KaitaiStream(BytesIO(bytes(data))))


def _fourcc_text(enum_name: str) -> str:
    """The on-disk four characters of a fourcc enum member (``aon9`` -> ``Aon9``)."""
    enum = kaitai.spec_class("dxcontainer").Fourcc
    value = enum[enum_name].value
    return value.to_bytes(4, "little").decode("latin-1")


@functools.lru_cache(maxsize=None)
def part_targets() -> dict:
    """``name -> PartTarget`` for every spec the container dispatches to
    (nested containers, LIBF, are the ``container`` target)."""
    source = inspect.getsource(kaitai.spec_class("dxcontainer").Part.body.fget)
    groups: dict = {}
    for enum_name, module, cls_name, args in _CASE.findall(source):
        if module is None or not module:
            continue  # the container itself (LIBF)
        try:
            params = tuple(ast.literal_eval(f"({args})")) if args.strip() else ()
        except (ValueError, SyntaxError):
            continue  # computed parameters: only reachable through the container
        key = (module, params)
        groups.setdefault(key, []).append(_fourcc_text(enum_name))
    by_spec: dict = {}
    for (module, params), fourccs in groups.items():
        by_spec.setdefault(module, []).append((params, fourccs))
    out = {}
    for module, variants in sorted(by_spec.items()):
        base = module[len("dxcontainer_"):] if module.startswith("dxcontainer_") else module
        for params, fourccs in sorted(variants):
            name = base
            if len(variants) > 1:
                name += "".join(str(p) for p in params) or "0"
            out[name] = PartTarget(name, module, params, tuple(sorted(fourccs)))
    return out


CONTAINER_TARGETS = ("container", "roundtrip")


def names() -> list:
    """Every target name: ``container``, ``roundtrip``, then the part targets."""
    return list(CONTAINER_TARGETS) + sorted(part_targets())


def target_for_fourcc(fourcc: str):
    """The part target that parses parts with this fourcc, or None."""
    for t in part_targets().values():
        if fourcc in t.fourccs:
            return t
    return None
