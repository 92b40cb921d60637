"""How ``dxfuzz dump`` shows a parsed container and its parts as trees (:class:`View`); below the builder,
which shows part bodies with it as the dump does, handing it its :func:`~dxfuzz.builder.builds_back`."""
from __future__ import annotations

import functools
import math
from collections.abc import Callable  # (not typing's: the quick commands start without typing)
from enum import Enum

from .. import kaitai
from ..digest import state as digest_state
from ..errors import INPUT_ERRORS, ParseError, describe
from ..container import part_header, release_body
from ..todict import to_dict
from ..llvm import layout as llvm_layout  # (the module: llvm.layout uses .markers too)
from .markers import Flow, HexBytes, camel, hex_list, hex_text
from .overlap import overlapping_parts
from .readable import is_laid_out, readable_body
from .text import Items

#: ``builds_back(fourcc, body, data, nested)``: whether a part's body, as the
#: dump shows it, builds exactly ``data`` (:func:`dxfuzz.builder.builds_back`)
BuildsBack = Callable[[str, object, bytes, bool], bool]


class View:
    """Options of one rendering: ``names`` (``llvm`` or ``ksy``), ``max_bytes``,
    and ``builds_back`` (:data:`BuildsBack`), which the ksy tree of a
    container asks whether a part's body builds its data back (its ``data``
    is then left out): the builder's, handed in by the dump and the builder."""

    def __init__(self, names: str = "llvm", max_bytes=None, *, builds_back: BuildsBack,
                 readable: bool = False):
        if names not in ("llvm", "ksy"):
            raise ValueError(f"names must be 'llvm' or 'ksy', not {names!r}")
        if readable and names != "ksy":
            raise ValueError("the readable tree has the specs' names")
        self.names = names
        #: the dump for people (:mod:`.readable`): what the builder computes left out
        self.readable = readable
        self.max_bytes = max_bytes
        self.builds_back = builds_back
        self.errors = False  #: an ``Error`` entry was made
        self.by_reference = 0  #: parts shown as overlapping another
        #: a key as shown: the spec's name, or obj2yaml's style of it
        self.key = _same if names == "ksy" else _llvm_key

    # plain data -> presentable data
    def value(self, v, key=None):
        t = type(v)
        if t is dict:
            name = self.key
            out = {}
            for k, x in v.items():
                tx = type(x)
                out[name(k)] = x if tx is int or tx is str else self.value(x, k)
            return out
        if t is list:
            return [x if type(x) is int else self.value(x, key) for x in v]
        if t is int or t is str or t is bool or v is None:
            return v
        return self._other(v, key)

    def _other(self, v, key):
        if isinstance(v, dict):
            return {self.key(k): self.value(x, k) for k, x in v.items()}
        if isinstance(v, Flow):
            return v
        if isinstance(v, list):
            return [self.value(x, key) for x in v]
        if isinstance(v, (bytes, bytearray)):
            # bytes obj2yaml shows as a hex list (and a nested container's digest, as it
            # shows a container's hash)
            if (isinstance(v, HexBytes) or self.names == "llvm" and key == "digest") \
                    and (self.max_bytes is None or len(v) <= self.max_bytes):
                return hex_list(v)
            return hex_text(v, self.max_bytes)
        if isinstance(v, Enum):
            v = v.name
        if isinstance(v, float) and not math.isfinite(v):
            return repr(v)
        return v

    # containers and parts
    def container(self, obj, data: bytes = None, items: bool = False) -> dict:
        """The tree of a parsed container (``parse(..., lazy=True)`` is enough).
        With ksy names it is also :func:`dxfuzz.build_tree`'s input: it
        carries the bytes no field covers (``gaps``) and the ``data`` of every
        part its body does not rebuild, so building it gives the file back.
        ``items``: the parts as :class:`~.text.Items`, each decoded when the
        text reaches it."""
        entries = obj.part_table
        source = kaitai.source_bytes(obj) or b""
        shared = overlapping_parts(entries, len(source))
        ksy = self.names == "ksy"

        def entry(i):
            e = entries[i]
            if i in shared:
                if ksy:
                    self.by_reference += 1
                    return {"ofs_part": e.ofs_part, "overlaps_part": shared[i]}
                return self.overlapping(e, shared[i])
            return {"ofs_part": e.ofs_part, "part": self.part(e, source)} if ksy else self.part(e)

        laid_out = self.readable and not shared and is_laid_out(obj, source)

        def readable_entry(i):
            e = entry(i)
            del e["ofs_part"]  # the builder places the parts as the file has them
            return e

        make = readable_entry if laid_out else entry
        parts = Items(len(entries), make) if items else [make(i) for i in range(len(entries))]
        if ksy:
            head = {
                "magic": bytes(obj.magic).decode("latin-1"),
                "digest": hex_text(obj.digest),
                "major_version": obj.major_version, "minor_version": obj.minor_version,
                "len_file": obj.len_file, "num_parts": obj.num_parts,
            }
            if laid_out:
                del head["len_file"], head["num_parts"]
            if self.readable and digest_state(source) == "valid":
                del head["digest"]  # the builder computes it over what it builds
            head["part_table"] = parts
            gaps = [{"offset": start, "bytes": hex_text(source[start:end], self.max_bytes)}
                    for start, end in _gaps(obj, source, shared)]
            if gaps:
                head["gaps"] = gaps
            return head
        header = {
            "Hash": hex_list(obj.digest),
            "Version": {"Major": obj.major_version, "Minor": obj.minor_version},
            "FileSize": obj.len_file,
            "PartCount": obj.num_parts,
            "PartOffsets": Flow(e.ofs_part for e in entries),
        }
        return {"Header": header, "Parts": parts}

    def overlapping(self, entry, shown: int) -> dict:
        """The entry of a part whose data shares bytes with that of part
        ``shown`` (an earlier one), which is shown instead: its header only."""
        fourcc, size = part_header(entry)
        self.by_reference += 1
        if self.names == "ksy":
            return {"fourcc": fourcc, "len_body": size, "overlaps_part": shown}
        return {"Name": fourcc, "Size": size, "OverlapsPart": shown}

    def part(self, entry, source: bytes = None) -> dict:
        """The tree of one part entry. The part's decoded objects and its
        header object are let go once it is made
        (:func:`dxfuzz.container.release_body`; the entry reads its header
        again if asked): a dump holds one part's objects at a time, not the
        whole file's."""
        try:
            part = entry.part
        except INPUT_ERRORS as exc:
            err = describe(exc)
            return {"error" if self.names == "ksy" else "Error": self._error(err)}
        except ParseError as err:
            return {"error" if self.names == "ksy" else "Error": self._error(err)}
        try:
            with kaitai.gc_paused():  # (so that releasing it frees what the part made)
                return self._part(entry, part, source)
        finally:
            release_body(part)
            kaitai.forget(entry, "part")

    def _part(self, entry, part, source: bytes = None) -> dict:
        fourcc = part.fourcc_text
        ksy = self.names == "ksy"
        out = {"fourcc": fourcc, "len_body": part.len_body} if ksy else {"Name": fourcc, "Size": part.len_body}
        nested = False
        try:
            body = part.body
            if isinstance(body, (bytes, bytearray)):
                decoded = bytes(body)
            elif kaitai.type_id(type(body)) == "dxcontainer":
                decoded, nested = self.container(body), True
            elif self.readable and source is not None:
                data = self._data(entry, part, source)
                if len(data) == part.len_body:
                    del out["len_body"]  # the builder sizes the part by what it holds
                decoded, built = readable_body(fourcc, body, lambda: _with_module(fourcc, part, to_dict(body)),
                                               data, self._builder(fourcc, data), self._nested)
                out["body"] = self.value(decoded)
                if not built:
                    self._data_unless_rebuilt(out, entry, part, out["body"], False, source)
                return out
            else:
                decoded = _with_module(fourcc, part, to_dict(body))
        except (ParseError, *INPUT_ERRORS) as exc:
            err = exc if isinstance(exc, ParseError) else describe(exc)
            out["error" if ksy else "Error"] = self._error(err)
            if ksy and source is not None:
                self._data_unless_rebuilt(out, entry, part, None, False, source)
            return out
        if ksy:
            out["body"] = decoded if nested else self.value(decoded)
            if source is not None:
                # the body as the dump carries it: a JSON number has no NaN payload
                self._data_unless_rebuilt(out, entry, part, out["body"], nested, source)
            return out
        if isinstance(decoded, (bytes, bytearray)):
            out["Data"] = self.value(decoded)
        elif "Header" in decoded:  # LIBF: a whole nested container
            out["Container"] = decoded
        else:
            key, laid_out = llvm_layout.dump(fourcc, decoded)
            out[key] = self.value(laid_out)
        return out

    def _nested(self, raw: bytes) -> dict:
        """The tree of a container inside a part (an effect's shader), as a
        container of the file is shown."""
        from ..container import parse
        return self.container(parse(raw, layout=False, lazy=True))

    @staticmethod
    def _data(entry, part, source: bytes) -> bytes:
        """The part's data as far as the file holds it."""
        start = entry.ofs_part + 8
        return source[start:start + part.len_body]

    def _builder(self, fourcc: str, data: bytes):
        """Whether a plain tree of the part builds ``data`` back, as the dump
        would show it with its byte strings whole (``max_bytes`` aside)."""
        whole = self if self.max_bytes is None else View(self.names, builds_back=self.builds_back)
        return lambda tree: self.builds_back(fourcc, whole.value(tree), data, False)

    def _data_unless_rebuilt(self, out: dict, entry, part, decoded, nested: bool,
                             source: bytes) -> None:
        """Add the part's ``data`` (as far as the file holds it) unless its
        body builds it back (:attr:`builds_back`): a body of bytes, a nested
        container, or the tree of a fourcc :func:`dxfuzz.build_part` builds."""
        data = self._data(entry, part, source)
        if not self.builds_back(out["fourcc"], decoded, data, nested):
            out["data"] = hex_text(data, self.max_bytes)

    def _error(self, err: ParseError) -> dict:
        self.errors = True
        keys = ("message", "offset", "path") if self.names == "ksy" else ("Message", "Offset", "Path")
        out = {keys[0]: err.message}
        if err.offset is not None:
            out[keys[1]] = err.offset
        if err.path:
            out[keys[2]] = err.path
        return out


def _with_module(fourcc: str, part, decoded):
    """A program part's decode with its module's metadata (``module``, a
    view: see :mod:`.module`) beside the program's fields."""
    from ..bitcode import PROGRAM_FOURCCS
    from .module import program_module
    if fourcc not in PROGRAM_FOURCCS or not isinstance(decoded, dict):
        return decoded
    program = decoded.get("program") if fourcc == "STAT" else decoded
    if isinstance(program, dict):
        program.update(program_module(part))
    return decoded


def _gaps(obj, source: bytes, shared: dict) -> list:
    """``(start, end)`` ranges of ``source`` that neither the header, the
    offset table nor any part shown (header and ``size`` bytes of data; not
    those of ``shared``, shown by reference) covers."""
    covered = [(0, 32 + 4 * len(obj.part_table))]
    for i, entry in enumerate(obj.part_table):
        if i in shared:
            continue
        try:
            size = part_header(entry)[1]
        except (ParseError, *INPUT_ERRORS):
            continue  # its header cannot be read: its bytes, if any, are a gap
        covered.append((entry.ofs_part, entry.ofs_part + 8 + size))
    gaps, pos = [], 0
    for start, end in sorted(covered):
        if start > pos:
            gaps.append((pos, min(start, len(source))))
        pos = max(pos, end)
        if pos >= len(source):
            break
    if pos < len(source):
        gaps.append((pos, len(source)))
    return [(a, b) for a, b in gaps if a < b]


@functools.lru_cache(maxsize=4096)
def _llvm_key(k):
    return k if k[:1].isupper() else camel(k)


def _same(k):
    return k
