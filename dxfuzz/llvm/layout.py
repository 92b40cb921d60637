"""obj2yaml's layout of a part as one two-way mapping (LLVM's ObjectYAML
``mapping(IO&, T&)``), and the three walks over it: dump, compare and read.

Each part module of this package declares one :class:`Part`: obj2yaml's key
for the part (``PSVInfo``) and its :class:`Key` list - for each key obj2yaml
knows, our field and the value's spelling (:class:`Value` and its kinds:
enum names as LLVM spells them or numbers, hex, signed, bytes, flags) and
when LLVM maps it. Our side is the part's decode (``to_dict``) in the shape
of obj2yaml's struct (``Part.shape``, our field names); a key's field is
looked up there. The same list serves:

* :meth:`Part.dump` (``dxfuzz dump``): the keys in obj2yaml's order, then
  every other field, under LLVM's name for it where it has one
  (``Part.names``), else in CamelCase;
* :meth:`Part.compare` (``compare-llvm``): our values spelled through the
  mapping against obj2yaml's, a key it prints that the mapping lacks
  reported, a key it should print but does not reported;
* :meth:`Part.read` (``dxfuzz build`` of LLVM's YAML): the keys read back
  into our field names (a key the mapping lacks refused), then
  ``Part.unshape`` lays them out as yaml2obj writes them.
"""
from __future__ import annotations

import functools
import math
import re

from ..view.markers import Flow, HexBytes, HexInt

U32 = 0xFFFFFFFF  #: the largest 32-bit number (LLVM's fields are 32-bit, its offsets wrap)


class Value:
    """How obj2yaml spells a value of ours: ``out`` (ours -> YAML) and
    ``back`` (YAML -> ours). Plain: a number, a string, a boolean as is."""

    def out(self, v):
        return v

    def back(self, v, where: str, part: dict):
        return v

    def dump(self, v, names: dict):
        return self.out(v)

    def compare(self, mine, theirs, where: str, part: dict) -> list:
        ours = self.out(mine)
        return [] if same(ours, theirs) else [f"{where}: ours {_show(ours)}, obj2yaml {_show(theirs)}"]


class _Text(Value):
    def back(self, v, where, part):
        return "" if v is None else str(v)


class _Hex(Value):
    def out(self, v):
        return HexInt(v) if isinstance(v, int) and not isinstance(v, bool) else v


class _Word(Value):
    """A 32-bit number, read modulo 2^32; ``signed``: printed as int32."""

    def __init__(self, signed: bool = False):
        self.signed = signed

    def out(self, v):
        return v - (1 << 32) if self.signed and isinstance(v, int) and 1 << 31 <= v <= U32 else v

    def back(self, v, where, part):
        return v & U32


class _Bytes(Value):
    """Bytes as a hex list; ``sixteen``: read as yaml2obj copies a digest."""

    def __init__(self, sixteen: bool = False):
        self.sixteen = sixteen

    def out(self, v):
        return HexBytes(v) if isinstance(v, (bytes, bytearray)) else v

    def back(self, v, where, part):
        return sixteen_bytes(v) if self.sixteen else bytes(v or b"")


NUMBER = Value()
TEXT = _Text()
HEX = _Hex()
U32_WORD = _Word()
SIGNED = _Word(signed=True)
BYTES = _Bytes()
DIGEST = _Bytes(sixteen=True)


class Enum(Value):
    """An enumerated field of ours (``spec``'s enum ``name``): printed as
    LLVM's name for it (``llvm``: LLVM's table, name -> number, where one is
    given; else :func:`llvm_enum` of our name, ``spelled`` where that is not
    LLVM's), or as its number (``numbers``). Read from LLVM's name or a number;
    without a table, names are matched in any case and without underscores."""

    def __init__(self, spec: str, name: str, numbers: bool = False, llvm: dict = None,
                 spelled: dict = None):
        self.spec, self.name, self.numbers = spec, name, numbers
        self.llvm, self.spelled = llvm, spelled or {}

    @functools.cached_property
    def members(self) -> dict:
        from ..kaitai import enum_class
        return {m.name: m.value for m in enum_class(self.spec, self.name)}

    @functools.cached_property
    def by_name(self) -> dict:
        if self.llvm:
            return {**self.members, **self.llvm}
        return {_norm(n): value for name, value in self.members.items()
                for n in (name, self.spelled.get(name, name))}

    @functools.cached_property
    def llvm_names(self) -> dict:
        """number -> LLVM's name."""
        if self.llvm:
            return {value: name for name, value in reversed(self.llvm.items())}
        return {value: self.spelled.get(name) or llvm_enum(name)
                for name, value in reversed(self.members.items())}

    def number(self, v):
        """Our value (a name of ours or a number) as a number, else None."""
        if isinstance(v, int) and not isinstance(v, bool):
            return v
        return self.members.get(getattr(v, "name", v))

    def out(self, v):
        number = self.number(v)
        if number is None or self.numbers:
            return v if number is None else number
        return self.llvm_names.get(number, llvm_enum(v) if isinstance(v, str) else v)

    def back(self, v, where, part):
        if isinstance(v, int) and not isinstance(v, bool):
            return v
        found = self.by_name.get(v if self.llvm else _norm(v)) if isinstance(v, str) else None
        if found is None:
            raise ValueError(f"{where}: {v!r} is not a name LLVM knows")
        return found


class Bits(Value):
    """A flags word printed as a mapping of named bits (``Flags:
    {UsedByAtomic64: false}``); read from that mapping or a number."""

    def __init__(self, **bits):
        self.bits = bits

    def out(self, v):
        return {name: bool(v & bit) for name, bit in self.bits.items()} if isinstance(v, int) else v

    def back(self, v, where, part):
        if isinstance(v, int) and not isinstance(v, bool):
            return v
        if not isinstance(v, dict):
            raise ValueError(f"{where} is a mapping of flags or a number, not {v!r}")
        refuse_unknown_keys(v, self.bits, where + ".")
        return sum(bit for name, bit in self.bits.items() if _bool(v.get(name, False), f"{where}.{name}"))

    def compare(self, mine, theirs, where, part):
        ours = self.out(mine)
        if not isinstance(theirs, dict):
            return [f"{where}: ours {_show(ours)}, obj2yaml {_show(theirs)}"]
        return [f"{where}.{k}: printed by obj2yaml, not compared" for k in theirs if k not in ours] + \
            [f"{where}.{k}: ours {v}, obj2yaml {_show(theirs.get(k))}"
             for k, v in ours.items() if theirs.get(k) != v]


class Tables(Value):
    """PSV0 ``dword_table`` records as lists of hex words: one table, or
    (``streams``) one per output stream, the absent streams empty."""

    def __init__(self, streams: int = 0):
        self.streams = streams

    def out(self, v):
        def words(t):
            return Flow(HexInt(w) for w in t["dwords"]) \
                if isinstance(t, dict) and isinstance(t.get("dwords"), list) else t
        if not isinstance(v, list):
            return words(v)
        return [words(t) for t in v] + [Flow() for _ in range(self.streams - len(v))]

    def back(self, v, where, part):
        if not self.streams:
            return {"dwords": list(v or [])}
        lists = [list(t or []) for t in v or []]
        return [{"dwords": t} for t in lists + [[] for _ in range(self.streams - len(lists))]]


class Record(Value):
    """A nested mapping: ``keys`` over a dict of ours."""

    def __init__(self, keys):
        self.keys = keys

    def dump(self, v, names):
        return dump_map(self.keys, v, names) if isinstance(v, dict) else v

    def back(self, v, where, part):
        return read_map(self.keys, v, where + ".", part)

    def compare(self, mine, theirs, where, part):
        return compare_map(self.keys, mine, theirs, where + ".", part)


class Records(Record):
    """A list of nested mappings."""

    def dump(self, v, names):
        return [super(Records, self).dump(r, names) for r in v] if isinstance(v, list) else v

    def back(self, v, where, part):
        if not isinstance(v, list):
            raise ValueError(f"{where} is a list, not {v!r}")
        return [read_map(self.keys, r, f"{where}[{i}].", part) for i, r in enumerate(v)]

    def compare(self, mine, theirs, where, part):
        if not isinstance(theirs, list) or not isinstance(mine, list):
            return [f"{where}: ours {_show(mine)}, obj2yaml {_show(theirs)}"]
        diffs = [] if len(mine) == len(theirs) else [f"{where}: ours {len(mine)}, obj2yaml {len(theirs)}"]
        for i, (m, t) in enumerate(zip(mine, theirs)):
            diffs += compare_map(self.keys, m, t, f"{where}[{i}].", part)
        return diffs


class When:
    """When LLVM maps a key, as a test of the part (our side, in obj2yaml's
    shape): obj2yaml prints it and yaml2obj reads it only then; ``why(part)``
    says so when a document gives it otherwise."""

    def __init__(self, test, why):
        self.test, self.why = test, why

    def __call__(self, part: dict) -> bool:
        return self.test(part)


class Key:
    """One key of obj2yaml's mapping: its name ``key``, our ``field``, the
    spelling ``value``; ``shown``: True, a :class:`When`, or False for a key
    obj2yaml never prints (yaml2obj reads it); ``omitted``: the value
    obj2yaml leaves out (LLVM's ``mapOptional`` default); ``required``: the
    reader cannot do without it."""

    def __init__(self, key: str, field: str, value: Value = NUMBER, shown=True,
                 omitted=None, required: bool = False):
        self.key, self.field, self.value = key, field, value
        self.shown, self.omitted, self.required = shown, omitted, required

    def printed(self, part: dict) -> bool:
        """Whether obj2yaml prints the key for this part."""
        return self.shown is True or isinstance(self.shown, When) and self.shown(part)

    def put(self, rec: dict, v, where: str, part: dict) -> None:
        rec[self.field] = self.value.back(v, where, part)


class Flag(Key):
    """A boolean key for one bit: printed from our ``field`` (a bit field, or
    the spec's instance for the bit), read into ``bit`` of our ``word`` (or
    into ``field`` itself, without a bit)."""

    def __init__(self, key: str, field: str, bit: int = None, word: str = "flags", **kw):
        super().__init__(key, field, **kw)
        self.bit, self.word = bit, word

    def put(self, rec, v, where, part):
        if self.bit is None:
            rec[self.field] = int(_bool(v, where))
        elif _bool(v, where):
            rec[self.word] = rec.get(self.word, 0) | self.bit


# --- the three walks ---------------------------------------------------------------


def dump_map(keys, rec: dict, names: dict) -> dict:
    """Our record in obj2yaml's layout: the keys obj2yaml prints, in its
    order, then every other field (LLVM's name, ``names``, or ours)."""
    by_field = {k.field: k for k in keys}
    first = {k.key: k.value.dump(rec[k.field], names) for k in keys
             if k.shown is not False and k.field in rec}
    rest = {}
    for field, v in rec.items():
        k = by_field.get(field)
        if k is None:
            rest[names.get(field, field)] = v
        elif k.shown is False:
            rest[k.key] = k.value.dump(v, names)
    return {**first, **rest}


def compare_map(keys, rec, theirs, where: str, part: dict) -> list:
    """Differences between our record and obj2yaml's mapping of it (paths
    start with ``where``): every key it prints is compared or reported."""
    if not isinstance(theirs, dict) or not isinstance(rec, dict):
        return [f"{where[:-1]}: ours {_show(rec)}, obj2yaml {_show(theirs)}"]
    known = {k.key for k in keys}
    diffs = [f"{where}{k}: printed by obj2yaml, not compared" for k in theirs if k not in known]
    for k in keys:
        mine, at = rec.get(k.field), where + k.key
        if k.key in theirs:
            diffs += [f"{at}: ours none, obj2yaml {_show(theirs[k.key])}"] if mine is None else \
                k.value.compare(mine, theirs[k.key], at, part)
        elif mine is not None and k.printed(part) and not same(k.value.out(mine), k.omitted):
            diffs.append(f"{at}: ours {_show(k.value.out(mine))}, obj2yaml prints none")
    return diffs


def read_map(keys, theirs, where: str, part: dict = None) -> dict:
    """Our record from obj2yaml's mapping (the keys given; ``part``, the
    part's record so far, decides the conditional keys)."""
    if not isinstance(theirs, dict):
        raise ValueError(f"{where[:-1]} is a mapping, not {theirs!r}")
    refuse_unknown_keys(theirs, {k.key for k in keys}, where)
    rec = {}
    part = rec if part is None else part
    for k in keys:
        if k.key in theirs:
            if isinstance(k.shown, When) and not k.shown(part):
                raise ValueError(f"{where}{k.key}: {k.shown.why(part)}")
            k.put(rec, theirs[k.key], where + k.key, part)
        elif k.required:
            raise KeyError(k.key)
    return rec


class Part:
    """obj2yaml's layout of a part (see the module's text): the ``fourccs``
    LLVM decodes (``also``: the ones the dump lays out alike), its ``key``
    and ``keys``; ``shape`` our decode as obj2yaml's struct, ``unshape`` the
    struct read back as yaml2obj writes it (``options`` of the writer);
    ``names`` LLVM's names of fields obj2yaml does not print; ``empty``: when
    obj2yaml prints no mapping for the part; ``written``: yaml2obj writes
    the part without one; ``where``: the compare's path prefix; ``refuses``:
    obj2yaml's refusals of files LLVM reads, by error text."""

    def __init__(self, fourccs, key: str, keys, shape=None, unshape=None, names=None,
                 empty=None, written=False, also=(), where=None, refuses=None, options=None):
        self.fourccs, self.key, self.keys = tuple(fourccs), key, list(keys)
        self.shape = shape or (lambda d: d)
        self.unshape = unshape or (lambda d: d)
        self.names, self.empty, self.written = names or {}, empty, written
        self.also, self.refuses, self.options = tuple(also), refuses, options
        self.where = f"{key}." if where is None else where

    def dump(self, ours: dict) -> dict:
        return dump_map(self.keys, self.shape(ours), self.names)

    def compare(self, ours: dict, entry: dict) -> list:
        theirs = entry.get(self.key)
        if theirs is None:
            return [] if self.empty and self.empty(ours) else \
                [f"{self.key}: obj2yaml prints none" + (", ours is not all zero" if self.empty else "")]
        flat = self.shape(ours)
        return compare_map(self.keys, flat, theirs, self.where, flat)

    def read(self, entry: dict):
        """Our tree of obj2yaml's part entry, or None without the mapping
        (unless yaml2obj writes the part anyway)."""
        theirs = entry.get(self.key)
        if theirs is None and not self.written:
            return None
        return self.unshape(read_map(self.keys, {} if theirs is None else theirs, self.key + "."))


# --- spelling and comparing values ---------------------------------------------------

# How LLVM spells the words of enum names.
_WORDS = {"id": "ID", "cbv": "CBV", "srv": "SRV", "uav": "UAV", "rt": "RT", "ms": "MS",
          "gs": "GS", "ge": "GE", "le": "LE", "uint32": "UInt32", "sint32": "SInt32",
          "uint16": "UInt16", "sint16": "SInt16", "uint64": "UInt64", "sint64": "SInt64",
          "cbuffer": "CBuffer", "tbuffer": "TBuffer", "viewport": "ViewPort",
          "noperspective": "Noperspective", "msaa": "MSAA"}
_WHOLE = {"float2_8": "Float2_8", "cbv": "CBV", "constants_32bit": "Constants32Bit"}


def llvm_enum(name) -> str:
    """An enum name as LLVM spells it: ``vertex_id`` -> ``VertexID``,
    ``srv_typed`` -> ``SRVTyped``, ``texture2d_ms`` -> ``Texture2DMS``."""
    if not isinstance(name, str):
        return name
    if name in _WHOLE:
        return _WHOLE[name]
    out = []
    for word in name.split("_"):
        if word in _WORDS:
            out.append(_WORDS[word])
        elif word:
            w = word[:1].upper() + word[1:]
            out.append(re.sub(r"(\d)d$", r"\1D", w))
    return "".join(out)


def _norm(name) -> str:
    return str(name).replace("_", "").lower()


def same(a, b) -> bool:
    """Whether our value (spelled for obj2yaml) is obj2yaml's: bytes as
    lists, floats to the six significant digits obj2yaml prints."""
    if isinstance(a, (bytes, bytearray)):
        a = list(a)
    if isinstance(b, (bytes, bytearray)):
        b = list(b)
    if isinstance(a, list) and isinstance(b, list):
        return len(a) == len(b) and all(same(x, y) for x, y in zip(a, b))
    if isinstance(a, float) and isinstance(b, (int, float)) or \
            isinstance(b, float) and isinstance(a, (int, float)):
        a, b = float(a), float(b)
        if math.isnan(a) or math.isnan(b):
            return math.isnan(a) and math.isnan(b)
        return a == b or math.isclose(a, b, rel_tol=2e-6, abs_tol=1e-30)
    return a == b


def _show(v) -> str:
    """A value in a difference (a long one cut, with its length)."""
    text = repr(list(v) if isinstance(v, (bytes, bytearray)) else v)
    return text if len(text) <= 120 else f"{text[:60]}... ({len(v)} items)"


def _bool(value, where: str) -> bool:
    """A boolean of LLVM's layout; ValueError for any other value, which
    yaml2obj refuses too (never read as false)."""
    if not isinstance(value, bool):
        raise ValueError(f"{where} is true or false, not {value!r}")
    return value


def refuse_unknown_keys(mapping, known, where: str = "") -> None:
    """ValueError for the first key of ``mapping`` not in ``known``: a key
    LLVM 22's yaml2obj does not read is never dropped silently (``dxfuzz
    dump --full`` adds such keys to obj2yaml's layout: its default dump and
    its JSON tree build back instead)."""
    unknown = sorted(set(mapping) - set(known), key=str) if isinstance(mapping, dict) else ()
    if unknown:
        key = unknown[0]
        shown = key if isinstance(key, str) and key.isprintable() and key.strip() == key else repr(key)
        raise ValueError(f"{where}{shown}: not a key of LLVM's layout (dxfuzz dump --full adds "
                         "such keys: build its default dump or its --format json tree instead)")


def sixteen_bytes(values) -> bytes:
    """A hash or digest list as yaml2obj copies it: 16 bytes whatever the
    list holds (more are cut, fewer end in zeros: it reads past the list)."""
    return (bytes(int(b) & 0xFF for b in values or []) + bytes(16))[:16]


# --- the parts -----------------------------------------------------------------------

#: obj2yaml's key of the parts LLVM 22 does not decode (some from later
#: LLVMs), under which the dump shows their fields.
PART_KEY = {
    "ILDN": "DebugName", "RDEF": "ResourceDefinitions", "SHDR": "Shader", "SHEX": "Shader",
    "STAT": "Statistics", "IFCE": "Interfaces",
    "Aon9": "Level9Shader", "XNAS": "Level9Shader", "XNAP": "Level9Shader",
    "LIBH": "LibraryHeader", "LFS0": "LibraryFunctionSignature", "FX10": "Effect",
    "VERS": "CompilerVersion", "SRCI": "SourceInfo", "PDBI": "PdbInfo", "RDAT": "RuntimeData",
}
#: The names of fields of those parts that are not their CamelCase.
PART_NAMES = {"ILDN": {"len_name": "NameLength"}}


@functools.lru_cache(maxsize=None)
def _registry():
    import importlib
    import os
    from . import __path__ as path
    # listed from the folder: pkgutil's walk imports inspect (10 ms of a dump's start)
    names = sorted({f[:-3] for folder in path for f in os.listdir(folder)
                    if f.endswith(".py") and f != "__init__.py"})
    found, also = {}, {}
    for name in names:
        part = getattr(importlib.import_module(f"{__package__}.{name}"), "PART", None)
        if isinstance(part, Part):
            found.update(dict.fromkeys(part.fourccs, part))
            also.update(dict.fromkeys(part.also, part))
    return found, {**also, **found}


def decoded() -> dict:
    """fourcc -> :class:`Part`, for the parts obj2yaml decodes (every part
    module of this package declares its ``PART``)."""
    return _registry()[0]


def dump(fourcc: str, decoded: dict):
    """``(key, mapping)``: a part's decode as the dump shows it, laid out by
    its part's mapping (or that of a part like it), else under its key in
    later LLVMs with our fields."""
    part = _registry()[1].get(fourcc)
    if part is not None:
        return part.key, part.dump(decoded)
    names = PART_NAMES.get(fourcc, {})
    return PART_KEY.get(fourcc, "Body"), {names.get(k, k): v for k, v in decoded.items()}
