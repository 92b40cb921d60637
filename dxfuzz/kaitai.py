"""Access to the parsers that kaitai-struct-compiler generates from ``ksy/``.

The compiler makes each spec a top-level module that imports its neighbours by
spec id (``import dxcontainer_rdef``), so the folder that holds them is put on
``sys.path``; every spec id starts with ``dxcontainer`` so none can shadow
another module.
"""
from __future__ import annotations

import contextlib
import enum
import gc
import importlib
import importlib.machinery
import importlib.util
import os
import sys
from io import BytesIO

from . import generated

GENERATED_DIR = os.path.dirname(os.path.abspath(generated.__file__))
if GENERATED_DIR not in sys.path:
    sys.path.append(GENERATED_DIR)


def _enum_type_without_getattr():
    """CPython 3.11's enum metaclass with its ``__getattr__`` left out, or
    None where the runtime's has none (3.12 on). Defining ``__getattr__`` on
    a metaclass sends every attribute read of its classes through a slow
    hook: ``Enum.member`` costs about 100 ns instead of 20, and the parsers
    read one for every enum comparison (a switch on the shader's opcode is a
    chain of up to 236 of them). The hook only finds members the class
    namespace lacks, which no generated enum has (their names are member
    names only). ``__setattr__`` and ``__delattr__`` call ``super()`` bound
    to the original metaclass, so theirs are written again here."""
    base = type(enum.Enum)
    if "__getattr__" not in base.__dict__:
        return None

    def __setattr__(cls, name, value):
        if name in cls.__dict__.get("_member_map_", {}):
            raise AttributeError(f"cannot reassign member {name!r}")
        type.__setattr__(cls, name, value)

    def __delattr__(cls, name):
        if name in cls._member_map_:
            raise AttributeError(f"{cls.__name__!r} cannot delete member {name!r}.")
        type.__delattr__(cls, name)

    namespace = {k: v for k, v in base.__dict__.items()
                 if k not in ("__getattr__", "__dict__", "__weakref__", "__setattr__", "__delattr__")}
    namespace.update(__setattr__=__setattr__, __delattr__=__delattr__,
                     __doc__="The enum metaclass without the 3.11 attribute hook (dxfuzz.kaitai).")
    namespace["__module__"] = __name__
    return type("FastEnumType", (type,), namespace)


_FAST_ENUM_TYPE = _enum_type_without_getattr()


def _speed_up_enums(module) -> None:
    """Give the enums a generated module defines the metaclass without the
    attribute hook (members, values, iteration and calls unchanged)."""
    if _FAST_ENUM_TYPE is None:
        return
    slow = type(enum.Enum)
    stack = [v for v in vars(module).values() if isinstance(v, type) and v.__module__ == module.__name__]
    while stack:
        cls = stack.pop()
        for value in list(vars(cls).values()):
            if not isinstance(value, type) or value.__module__ != module.__name__:
                continue
            if type(value) is slow:
                value.__class__ = _FAST_ENUM_TYPE
            else:
                stack.append(value)


class _GeneratedLoader(importlib.machinery.SourceFileLoader):
    """Loads a generated parser module, then speeds up its enums."""

    def exec_module(self, module):
        super().exec_module(module)
        _speed_up_enums(module)


class _GeneratedFinder:
    """Finds the generated parser modules (``import dxcontainer_rdef``, as
    they import each other) in ``generated/`` with :class:`_GeneratedLoader`.
    A meta path finder is any object with ``find_spec``; importing
    ``importlib.abc`` for its base class took 15-20 ms of every command's
    start (it imports ``importlib.resources`` and ``pathlib``)."""

    def find_spec(self, name, path=None, target=None):
        if path is not None or not name.startswith("dxcontainer"):
            return None
        file = os.path.join(GENERATED_DIR, name + ".py")
        if not os.path.isfile(file):
            return None
        return importlib.util.spec_from_file_location(name, file, loader=_GeneratedLoader(name, file))


def _install_finder() -> None:
    """Put :class:`_GeneratedFinder` just before the path finder (which would
    find the generated modules on ``sys.path`` too, without the enum speed-up),
    not first: an import hook placed before the path finder, as a fuzzer's
    coverage instrumentation is (atheris), then still sees the generated
    parsers and instruments them."""
    if any(isinstance(f, _GeneratedFinder) for f in sys.meta_path):
        return
    at = next((i for i, f in enumerate(sys.meta_path) if f is importlib.machinery.PathFinder), 0)
    sys.meta_path.insert(at, _GeneratedFinder())


_install_finder()


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
    KaitaiStream.__init__ = _fast_stream_init(KaitaiStream.__init__)
    KaitaiStream.is_eof = _fast_is_eof(KaitaiStream.is_eof)


def _fast_stream_init(runtime_init):
    """The runtime's stream set-up for an in-memory stream (every substream
    the parsers make, one per sized field) without its calls: the same
    attributes, the size measured once as the runtime measures it. Any
    other stream takes the runtime's own path."""
    def __init__(self, io):
        if type(io) is not BytesIO:
            return runtime_init(self, io)
        self._io = io
        self.bits_left = 0
        self.bits = 0
        self.bits_le = False
        self.bits_write_mode = False
        self.write_back_handler = None
        self.child_streams = []
        at = io.tell()
        self._size = io.seek(0, 2)
        io.seek(at)
    __init__.runtime_read = runtime_init
    return __init__


def _fast_is_eof(runtime_is_eof):
    """``is_eof`` of an in-memory stream being read, from the size measured
    when it was made (an in-memory stream a parser reads never grows); the
    runtime measures the size again on every call, and the parsers call it
    once per element of every list read to the end of its stream."""
    def is_eof(self):
        if self.bits_write_mode or type(self._io) is not BytesIO:
            return runtime_is_eof(self)
        if self.bits_left > 0:
            return False
        return self._io.tell() >= self._size
    is_eof.runtime_read = runtime_is_eof
    return is_eof


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


def forget(obj, instance: str, raw: bool = True) -> None:
    """Let the objects a parsed object's instance decoded be freed: the
    runtime keeps an instance's value (``_m_<name>``) and the bytes it was
    read from (``_raw__m_<name>``) on the object for good. Reading the
    instance again decodes it again (from those bytes when ``raw`` is
    False, which keeps them). For a reader that is done with it (``dxfuzz
    dump`` after writing a part's text)."""
    found = obj.__dict__
    found.pop(f"_m_{instance}", None)
    if raw:
        found.pop(f"_raw__m_{instance}", None)


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
    import types
    for name in spec_ids():
        if name in sys.modules:
            continue
        spec = _GeneratedFinder().find_spec(name)
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
    """An enumeration a spec uses, by its class name, e.g.
    ``enum_class("dxcontainer_signature", "D3dName")`` (loaded on first use):
    the spec's own, else one of the specs it imports (an enum is defined once,
    in the spec of its concept, and imported where reused)."""
    found = getattr(spec_class(spec_id), name, None)
    if found is not None:
        return found
    from .generated._specs import SPEC_IMPORTS
    for imported in SPEC_IMPORTS.get(spec_id, ()):
        try:
            return enum_class(imported, name)
        except AttributeError:
            continue
    raise AttributeError(f"no enum {name} in {spec_id} or the specs it imports")


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
