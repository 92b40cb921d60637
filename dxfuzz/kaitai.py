"""Access to the parsers that kaitai-struct-compiler generates from ``ksy/``.

The compiler makes each spec a top-level module that imports its neighbours by
spec id (``import dxcontainer_rdef``), so the folder that holds them is put on
``sys.path``; every spec id starts with ``dxcontainer`` so none can shadow
another module.
"""
from __future__ import annotations

import contextlib
import gc
import importlib
import os
import sys

from . import generated

GENERATED_DIR = os.path.dirname(os.path.abspath(generated.__file__))
if GENERATED_DIR not in sys.path:
    sys.path.append(GENERATED_DIR)


_MISSING = object()

#: The runtime's own ``resolve_enum``, kept by :func:`_install_resolve_enum`.
_RUNTIME_RESOLVE_ENUM = None


def resolve_enum(enum_class, value):
    """The runtime's ``KaitaiStream.resolve_enum`` (the member, or the value
    itself when the enum has no such member), by the enum's own value map:
    the parsers resolve an enum for every tagged field they read, and calling
    the enum class costs ten times the lookup."""
    member = enum_class._value2member_map_.get(value, _MISSING) if type(value) is int else _MISSING
    if member is _MISSING:  # an unknown value (the runtime raises and catches to say so)
        return _RUNTIME_RESOLVE_ENUM(enum_class, value)
    return member


def _install_resolve_enum():
    from kaitaistruct import KaitaiStream
    original = KaitaiStream.__dict__["resolve_enum"].__func__
    if original is not resolve_enum:
        globals()["_RUNTIME_RESOLVE_ENUM"] = original
        KaitaiStream.resolve_enum = staticmethod(resolve_enum)


_install_resolve_enum()

#: Reads of at least this many bytes take the runtime's own path, which
#: checks the stream's size before reading.
_LARGE_READ = 8 * 1024 * 1024


def _fast_read(size, unpack, runtime_read):
    """A fixed-size integer or float read that does in one call what the
    runtime's does in four (``read_u4le`` -> ``read_bytes`` ->
    ``align_to_byte`` + ``_read_bytes_not_aligned``); a read the stream
    cannot satisfy is handed back to the runtime's, which raises its error."""
    def read(self):
        self.bits_left = 0  # align_to_byte
        self.bits = 0
        data = self._io.read(size)
        if len(data) == size:
            return unpack(data)[0]
        self._io.seek(-len(data), 1)
        return runtime_read(self)
    read.__name__ = runtime_read.__name__
    read.runtime_read = runtime_read
    return read


def _fast_read_bytes(runtime_read_bytes):
    """``read_bytes(n)`` in one call, with the same hand-back as above."""
    def read_bytes(self, n):
        self.bits_left = 0  # align_to_byte
        self.bits = 0
        if 0 <= n < _LARGE_READ:
            data = self._io.read(n)
            if len(data) == n:
                return data
            self._io.seek(-len(data), 1)
        return runtime_read_bytes(self, n)
    read_bytes.runtime_read = runtime_read_bytes
    return read_bytes


def _install_fast_reads():
    """Put the one-call reads in place of the runtime's for every fixed-size
    read the generated parsers use (the values and errors are the runtime's;
    the runtime spends most of a parse in its own call chain)."""
    from kaitaistruct import KaitaiStream
    for name, value in list(vars(KaitaiStream).items()):
        if getattr(value, "runtime_read", None):
            return  # already installed
    for name in ("u1", "s1", "u2le", "s2le", "u4le", "s4le", "u8le", "s8le", "f4le", "f8le"):
        packer = getattr(KaitaiStream, "packer_" + name)
        setattr(KaitaiStream, "read_" + name,
                _fast_read(packer.size, packer.unpack, getattr(KaitaiStream, "read_" + name)))
    KaitaiStream.read_bytes = _fast_read_bytes(KaitaiStream.read_bytes)


_install_fast_reads()


@contextlib.contextmanager
def gc_paused():
    """Pause Python's cyclic garbage collector while a tree is built, as
    :func:`dxfuzz.parse` and :func:`dxfuzz.to_dict` do: building allocates
    hundreds of thousands of objects that all stay alive, and every
    collection those allocations trigger walks all of them again (measured
    on the corpus's programs: 45% of the decode when every tree is kept,
    about 10% file by file). Collection resumes afterwards; nested and
    concurrent uses leave it as they found it."""
    paused = gc.isenabled()
    if paused:
        gc.disable()
    try:
        yield
    finally:
        if paused:
            gc.enable()


def spec_ids() -> list:
    """The ids of every generated spec module."""
    return sorted(f[:-3] for f in os.listdir(GENERATED_DIR)
                  if f.startswith("dxcontainer") and f.endswith(".py"))


def load_lazily() -> None:
    """Make each generated module load on first use rather than when another
    imports it: the container's spec imports every part's spec, and a command
    that reads three parts then loads three, not twenty (most of ``dxfuzz
    info``'s time). Each module is put in ``sys.modules`` empty, with a
    module ``__getattr__`` (PEP 562) that runs its code on the first name
    asked of it. For short-lived processes (the command line); modules
    already loaded are left as they are. Two threads must not be the first
    to use one module at once: code that starts threads calls
    :func:`load_all` first."""
    import importlib.util
    import types
    for name in spec_ids():
        if name in sys.modules:
            continue
        spec = importlib.util.spec_from_file_location(name, os.path.join(GENERATED_DIR, name + ".py"))
        mod = types.ModuleType(name)
        mod.__spec__, mod.__loader__, mod.__file__ = spec, spec.loader, spec.origin
        mod.__getattr__ = _loader_of(mod)
        sys.modules[name] = mod


def _loader_of(mod):
    def load(attr):
        del mod.__dict__["__getattr__"]
        mod.__spec__.loader.exec_module(mod)
        return getattr(mod, attr)
    return load


def load_all() -> None:
    """Load every generated module now (before starting threads)."""
    for name in spec_ids():
        getattr(module(name), class_name(name))


def module(spec_id: str):
    """The generated module of one spec, e.g. ``module("dxcontainer")``."""
    return importlib.import_module(spec_id)


def spec_class(spec_id: str):
    """The top-level class of one spec (``Dxcontainer`` for ``dxcontainer``)."""
    return getattr(module(spec_id), class_name(spec_id))


def enum_class(spec_id: str, name: str):
    """An enumeration of a spec by its class name, e.g.
    ``enum_class("dxcontainer_signature", "D3dName")`` (loaded on first use)."""
    return getattr(spec_class(spec_id), name)


def class_name(type_id: str) -> str:
    """Kaitai's class name for a type id: ``part_entry`` -> ``PartEntry``."""
    return "".join(p[:1].upper() + p[1:] for p in type_id.split("_"))


def type_id(cls) -> str:
    """The ksy type id of a generated class (inverse of :func:`class_name`).

    Top-level classes give their spec id (the module name); nested ones the
    id of the type inside the spec.
    """
    qual = cls.__qualname__.split(".")
    if len(qual) == 1:
        return cls.__module__
    name = qual[-1]
    out = []
    for i, ch in enumerate(name):
        if ch.isupper() and i:
            out.append("_")
        out.append(ch.lower())
    return "".join(out)


def source_bytes(obj):
    """The bytes of the stream a parsed object was read from, or None."""
    io = getattr(getattr(obj, "_io", None), "_io", None)
    getvalue = getattr(io, "getvalue", None)
    return getvalue() if getvalue else None
