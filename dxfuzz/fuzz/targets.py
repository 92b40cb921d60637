"""The fuzz targets: the container, every part spec parsed on its own, and
dxfuzz's decoding of DXIL programs' LLVM bitcode.

The part targets are read off the generated container parser itself (the
``switch-on: fourcc`` of ``part/body`` in ``ksy/dxcontainer.ksy``), so a part
spec hooked into the container is a target with no change here, with the
parameters the container passes it (``dxcontainer_signature(24)`` for ISGN).

A target is named after its spec id without the ``dxcontainer_`` prefix
(``rdef``, ``psv0``); a spec the container instantiates with different
parameters gets one target per parameter list, the parameters appended
(``signature24``, ``signature28``, ``signature32``).

The bitcode targets (:data:`BITCODE_TARGETS`) take the LLVM bitcode of a
DXIL program, not a container: ``bitcode`` decodes the bitstream
(:func:`dxfuzz.bitcode.read`), ``dxil_metadata`` the module and DXC's dx.*
metadata (:func:`dxfuzz.bitcode.read_dxil_metadata`), ``dxil_functions`` the
module and its functions' bodies (:func:`dxfuzz.bitcode.read_functions`), ``bitstream_view`` the
program spec's reading of the bitstream (every block's ``contents``). Their seeds are the
bitcode of the DXIL, ILDB and STAT programs of the seed containers.
"""
from __future__ import annotations

import ast
import functools
import inspect
from dataclasses import dataclass, field
from typing import Tuple

from .. import kaitai

#: The longest input of a container target, a bitcode target, or a part
#: target whose parts hold whole containers (an effect's shaders): its seeds
#: and libFuzzer's ``-max_len``.
CONTAINER_MAX_LEN = 1 << 14
#: The longest input of any other part target: libFuzzer's own default for
#: ``-max_len``. A part's coverage comes from which records, operands and
#: tables it holds, not how many, and the longer ones only slow the fuzzer
#: (tests/test_fuzz_seeds.py checks that the corpora's seeds up to this
#: length reach every line of the parsers the longer ones reach).
PART_MAX_LEN = 1 << 12


class Computed(str):
    """A parameter the container computes from elsewhere in the file (PSV0's
    shader kind, read from the program part): the part target takes its
    value from the input, one byte per such parameter, before the part data."""


@dataclass(frozen=True)
class PartTarget:
    """A part spec as the container instantiates it."""

    name: str  #: target name, e.g. ``signature24``
    spec_id: str  #: e.g. ``dxcontainer_signature``
    params: Tuple = ()  #: the constructor's leading arguments, e.g. ``(24,)``; Computed ones too
    fourccs: Tuple[str, ...] = field(default=())  #: fourcc texts routed here

    def cls(self):
        return kaitai.spec_class(self.spec_id)

    @property
    def max_len(self) -> int:
        """The longest input: :data:`CONTAINER_MAX_LEN` when the spec reads
        whole containers (it imports the container spec, directly or
        through another), else :data:`PART_MAX_LEN`."""
        from ..generated._specs import SPEC_IMPORTS
        seen, todo = set(), [self.spec_id]
        while todo:
            name = todo.pop()
            if name not in seen:
                seen.add(name)
                todo.extend(SPEC_IMPORTS.get(name, ()))
        return CONTAINER_MAX_LEN if "dxcontainer" in seen else PART_MAX_LEN

    @property
    def computed(self) -> int:
        """How many leading input bytes are parameters, not part data."""
        return sum(isinstance(p, Computed) for p in self.params)

    def describe(self) -> str:
        """``dxcontainer_signature(24)``, ``dxcontainer_psv0(shader_kind = input byte 0)``."""
        shown, k = [], 0
        for p, name in zip(self.params, self.param_names()):
            if isinstance(p, Computed):
                shown.append(f"{name} = input byte {k}")
                k += 1
            else:
                shown.append(repr(p))
        return f"{self.spec_id}({', '.join(shown)})" if shown else self.spec_id

    def param_names(self):
        """Names of the constructor's parameters (before ``_io``)."""
        names = list(inspect.signature(self.cls().__init__).parameters)[1:]
        return names[:names.index("_io")] if "_io" in names else names

    def split(self, data: bytes):
        """``(parameter values, part data)`` of a fuzz input."""
        k = self.computed
        given = list(data[:k]) + [0] * max(0, k - len(data))
        it = iter(given)
        values = tuple(next(it) if isinstance(p, Computed) else p for p in self.params)
        return values, bytes(data[k:])

    def prefix(self, body_obj) -> bytes:
        """The input bytes that give the computed parameters the values a
        parsed part body (``body_obj``) was instantiated with."""
        out = bytearray()
        for p, name in zip(self.params, self.param_names()):
            if isinstance(p, Computed):
                v = getattr(body_obj, name, 0)
                v = getattr(v, "value", v)
                out.append(v & 0xFF if isinstance(v, int) else 0)
        return bytes(out)

    def inputs(self, container: bytes):
        """``[fuzz input]`` of this target for every part of its fourccs in a
        container (nested ones too): the computed parameters' bytes, as the
        container gives them, then the part data."""
        from ..part_table import raw_parts
        bodies = [b for f, b in raw_parts(container) if f in self.fourccs]
        if not bodies or not self.computed:
            return bodies
        prefixes = {}
        try:
            from .. import parse
            stack = [parse(container, lazy=True, layout=False)]
            while stack:
                obj = stack.pop()
                for entry in obj.part_table:
                    part = entry.part
                    try:
                        if part.fourcc_text in self.fourccs:
                            pre = self.prefix(part.body)
                            prefixes.setdefault(bytes(part._raw__m_body), pre)
                        elif part.fourcc_text == "LIBF":
                            stack.append(part.body)
                    except Exception:  # noqa: BLE001 - seeds from files a spec refuses still count
                        continue
        except Exception:  # noqa: BLE001
            pass
        zero = bytes(self.computed)
        return [prefixes.get(b, zero) + b for b in bodies]

    def instantiate(self, data: bytes):
        """The spec's top-level object read from a fuzz input (the computed
        parameters' bytes first; may raise Kaitai errors)."""
        from kaitaistruct import KaitaiStream, BytesIO
        values, body = self.split(data)
        return self.cls()(*values, KaitaiStream(BytesIO(body)))


def _params(args: tuple) -> tuple:
    """A part spec's arguments as the ksy writes them: literals as values,
    expressions (what the container computes) as :class:`Computed`."""
    values = []
    for a in args:
        try:
            values.append(ast.literal_eval(a))
        except (ValueError, SyntaxError):
            values.append(Computed(a))
    return tuple(values)


def _fourcc_text(enum_name: str) -> str:
    """The on-disk four characters of a fourcc enum member (``aon9`` -> ``Aon9``)."""
    enum = kaitai.spec_class("dxcontainer").Fourcc
    value = enum[enum_name].value
    return value.to_bytes(4, "little").decode("latin-1")


@functools.lru_cache(maxsize=None)
def part_targets() -> dict:
    """``name -> PartTarget`` for every spec the container dispatches to
    (nested containers, LIBF, are the ``container`` target)."""
    from ..generated._specs import PART_SPECS
    groups: dict = {}
    for enum_name, (module, args) in PART_SPECS.items():
        if module == "dxcontainer":
            continue  # the container itself (LIBF)
        params = _params(args)
        key = (module, params)
        groups.setdefault(key, []).append(_fourcc_text(enum_name))
    by_spec: dict = {}
    for (module, params), fourccs in groups.items():
        by_spec.setdefault(module, []).append((params, fourccs))
    out = {}
    for module, variants in sorted(by_spec.items()):
        base = module[len("dxcontainer_"):] if module.startswith("dxcontainer_") else module
        for params, fourccs in sorted(variants, key=repr):
            name = base
            if len(variants) > 1:
                name += "".join(str(p) for p in params if not isinstance(p, Computed)) or "0"
            out[name] = PartTarget(name, module, params, tuple(sorted(fourccs)))
    return out


@dataclass(frozen=True)
class BitcodeTarget:
    """A target whose inputs are the LLVM bitcode of a DXIL program."""

    name: str
    function: str  #: what the body runs on the input, e.g. ``dxfuzz.bitcode.read``
    what: str  #: what that decodes
    fourccs: Tuple[str, ...] = ("DXIL", "ILDB", "STAT")  #: the parts seeds come from
    computed: int = 0  #: (no parameter bytes before the data)
    max_len: int = CONTAINER_MAX_LEN  #: the longest input (a whole program's bitcode)

    def describe(self) -> str:
        return f"{self.function}(bitcode of a DXIL program): {self.what}"

    def inputs(self, container: bytes):
        """``[bitcode]`` of every program part of a container (nested ones
        too), as dxfuzz reads it: the ``len_bitcode`` bytes at
        ``ofs_bitcode``; none for a container dxfuzz refuses."""
        from ..bitcode import programs
        from ..errors import ParseError
        from ..part_table import raw_parts
        if not any(fourcc in self.fourccs for fourcc, _ in raw_parts(container)):
            return []
        from .. import parse
        try:
            return [code for _, code in programs(parse(container, lazy=True))]
        except ParseError:
            return []

    @staticmethod
    def features(item: bytes) -> frozenset:
        """What a seed shows, coarsely: its size class (bits of its length),
        so that the smallest program of each size class is kept first."""
        return frozenset([("bitcode", len(item).bit_length())])


#: The bitcode targets by name.
BITCODE_TARGETS = {
    "bitcode": BitcodeTarget("bitcode", "dxfuzz.bitcode.read", "blocks, abbreviations, records"),
    "dxil_metadata": BitcodeTarget("dxil_metadata", "dxfuzz.bitcode.read_dxil_metadata",
                                   "the module's types, values and metadata, and DXC's dx.* metadata"),
    "dxil_functions": BitcodeTarget("dxil_functions", "dxfuzz.bitcode.read_functions",
                                    "the module and its defined functions' basic blocks and instructions, "
                                    "their operands and result types, printed as LLVM's text"),
    "bitstream_view": BitcodeTarget("bitstream_view", "dxcontainer_program::llvm_bitcode",
                                    "every block's bitstream items as the spec reads them "
                                    "(its `contents` views), which never fail"),
}


CONTAINER_TARGETS = ("container", "roundtrip")
#: Targets outside ``names()``: a planted bug for checking the machinery.
HIDDEN_TARGETS = ("selftest",)


def names() -> list:
    """Every target name: ``container``, ``roundtrip``, the bitcode targets,
    then the part targets."""
    return list(CONTAINER_TARGETS) + list(BITCODE_TARGETS) + sorted(part_targets())


def max_len(name: str) -> int:
    """The longest input of a target: its seeds are no longer, and libFuzzer's
    ``-max_len`` is this (``dxfuzz fuzz``, the OSS-Fuzz options)."""
    target = BITCODE_TARGETS.get(name) or part_targets().get(name)
    return CONTAINER_MAX_LEN if target is None else target.max_len


def target_for_fourcc(fourcc: str):
    """The part target that parses parts with this fourcc, or None."""
    for t in part_targets().values():
        if fourcc in t.fourccs:
            return t
    return None
