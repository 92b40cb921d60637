"""The decoded tree of a container as YAML or JSON (``dxfuzz dump``), with
the specs' names or in obj2yaml's layout (the parts' mappings in llvm.layout).

Two spellings of the same tree:

* ``names="ksy"`` (JSON's default): the field names of the specs, exactly as
  :func:`dxfuzz.to_dict` gives them;
* ``names="llvm"`` (YAML's default): laid out like LLVM's ``obj2yaml`` -
  ``--- !dxcontainer``, ``Header`` (``Hash``, ``Version``, ``FileSize``,
  ``PartCount``, ``PartOffsets``), ``Parts`` (``Name``, ``Size``, then one
  key per part) - with obj2yaml's key names for the parts it decodes
  (``Program``, ``Signature``, ``PSVInfo``, ``Hash``, ``DebugName``,
  ``Flags``, ``RootSignature``), so the two outputs can be diffed: a part
  obj2yaml decodes is laid out by its mapping (:mod:`dxfuzz.llvm.layout`,
  the one ``compare-llvm`` and ``build`` use), obj2yaml's keys first in its
  order. Every other field keeps its spec name, spelled in CamelCase.

Nothing is left out: fields obj2yaml does not show are still there (under
their own names), and byte strings are written whole as hex unless
``max_bytes`` asks to shorten them. A program part (DXIL, ILDB, DXC's STAT)
also shows its module's metadata, ``module`` beside the program's fields
(:mod:`.module`): a decoded view, which the builder does not read. A part
that fails to decode shows an ``Error`` entry (message and byte offset)
instead of its fields; the rest of the file is still dumped.

Every byte of part data is decoded and printed once (:mod:`.overlap`): a
part whose data shares bytes with the data of a part shown before it in
the table (the table's entries overlap) is not decoded again but shown as
an entry naming that part, ``overlaps_part``: in obj2yaml's layout
``OverlapsPart`` beside the part's ``Name`` and ``Size``; in a ``--part``
list beside its ``fourcc`` and ``len_body``; in a container's table with
the specs' names beside only its ``ofs_part``, the ``gaps`` carrying the
bytes no part shown covers, so that building the dump still gives the file
back. The dump's work and text stay linear in the input; a file LLVM reads
has no such parts.

:func:`write` hands the text on part by part as each is decoded (the
command line's way); :func:`render` returns the whole text and tree.
"""
from __future__ import annotations

import functools
import math
import struct
from enum import Enum

from .. import kaitai
from ..errors import INPUT_ERRORS, ParseError, describe
from ..todict import to_dict
from ..llvm import layout as llvm_layout  # (the module: llvm.layout uses .markers too)
from .markers import Flow, HexBytes, camel, hex_list, hex_text
from .overlap import overlapping_parts
from .text import (Items, materialized, to_json, to_llvm_yaml, to_yaml, write_json,
                   write_llvm_yaml, write_yaml)


class View:
    """Options of one rendering: ``names`` (``llvm`` or ``ksy``), ``max_bytes``."""

    def __init__(self, names: str = "llvm", max_bytes=None):
        if names not in ("llvm", "ksy"):
            raise ValueError(f"names must be 'llvm' or 'ksy', not {names!r}")
        self.names = names
        self.max_bytes = max_bytes
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

        parts = Items(len(entries), entry) if items else [entry(i) for i in range(len(entries))]
        if ksy:
            head = {
                "magic": bytes(obj.magic).decode("latin-1"),
                "digest": hex_text(obj.digest),
                "major_version": obj.major_version, "minor_version": obj.minor_version,
                "len_file": obj.len_file, "num_parts": obj.num_parts,
            }
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
        part = entry.part
        self.by_reference += 1
        if self.names == "ksy":
            return {"fourcc": part.fourcc_text, "len_body": part.len_body, "overlaps_part": shown}
        return {"Name": part.fourcc_text, "Size": part.len_body, "OverlapsPart": shown}

    def part(self, entry, source: bytes = None) -> dict:
        """The tree of one part entry. The part's decoded objects are let go
        once it is made (:func:`dxfuzz.kaitai.forget`): a dump holds one
        part's objects at a time, not the whole file's."""
        try:
            part = entry.part
        except INPUT_ERRORS as exc:
            err = describe(exc)
            return {"error" if self.names == "ksy" else "Error": self._error(err)}
        except ParseError as err:
            return {"error" if self.names == "ksy" else "Error": self._error(err)}
        try:
            return self._part(entry, part, source)
        finally:
            kaitai.forget(part, "body")

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

    def _data_unless_rebuilt(self, out: dict, entry, part, decoded, nested: bool,
                             source: bytes) -> None:
        """Add the part's ``data`` (as far as the file holds it) unless its
        body builds it back: a body of bytes, a nested container, or the tree
        of a fourcc :func:`dxfuzz.build_part` builds."""
        from ..builder import build_part, build_tree, built_from_trees
        start = entry.ofs_part + 8
        data = source[start:start + part.len_body]
        try:
            if isinstance(decoded, str) and bytes.fromhex(decoded) == data:
                return  # a body of bytes, as hex text
            if nested:
                if build_tree(decoded) == data:
                    return
            elif decoded is not None and built_from_trees(out["fourcc"]) and \
                    build_part(out["fourcc"], decoded) == data:
                return
        except (ValueError, TypeError, KeyError, struct.error, OverflowError):
            pass  # a tree the writers cannot build (a malformed part's): its data says it
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
            size = entry.part.len_body
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


def tree(obj, names: str = "llvm", max_bytes=None, part: str = None):
    """The dump of a parsed container: a dict, or with ``part`` (a fourcc)
    the list of that fourcc's part entries."""
    return materialized(_tree(View(names, max_bytes), obj, part))


def _tree(view: View, obj, part: str | None = None, index: int | None = None):
    """:func:`tree` with its parts as :class:`~.text.Items`; ``index``: only
    the N-th of ``part``'s entries."""
    if part is None:
        return view.container(obj, items=True)
    entries = obj.part_table
    chosen = []
    for i, e in enumerate(entries):
        try:
            fourcc = e.part.fourcc_text
        except INPUT_ERRORS:
            continue
        if fourcc == part:
            chosen.append(i)
    if index is not None:
        chosen = chosen[index:index + 1]
    shared = overlapping_parts(entries, len(kaitai.source_bytes(obj) or b"")) if chosen else {}

    def entry(n):
        i = chosen[n]
        return view.overlapping(entries[i], shared[i]) if i in shared else view.part(entries[i])

    return Items(len(chosen), entry)


class Written:
    """What :func:`write` wrote: ``found`` (parts were shown: False when
    ``part`` matched none), ``errors`` (some part shows an ``Error`` entry)
    and ``overlapping`` (parts shown by reference to another)."""

    def __init__(self, found: bool, errors: bool, overlapping: int):
        self.found, self.errors, self.overlapping = found, errors, overlapping


def write(data: bytes, out, fmt: str = "yaml", names=None, part=None, max_bytes=None,
          index=None) -> Written:
    """Write ``dxfuzz dump``'s text of one file's bytes to ``out`` (a
    callable taking text) part by part, each as soon as it is decoded;
    options as for :func:`render`. Nothing is written when ``part`` matches
    no part (``found`` False); a header or part table that cannot be read
    raises ParseError before anything is written."""
    fmt = "yaml" if fmt == "text" else fmt
    names = names or ("llvm" if fmt == "yaml" else "ksy")
    obj = parse_for_dump(data)
    view = View(names, max_bytes)
    t = _tree(view, obj, part, index)
    if part is not None and not len(t):
        return Written(False, False, 0)
    # The collector runs: each part's parsed objects, let go once its text
    # is made, are cycles (their parents and roots) only it can free.
    if fmt == "json":
        write_json(t, out)
    elif names == "llvm":
        write_llvm_yaml(t, out)
    else:
        write_yaml(t, out)
    return Written(True, view.errors, view.by_reference)


def render(data: bytes, fmt: str = "yaml", names=None, part=None, max_bytes=None, index=None):
    """``(text, tree)`` of ``dxfuzz dump`` for one file's bytes (the tree is
    what the text shows): ``fmt`` is ``yaml`` (or ``text``) or ``json``;
    ``part`` a fourcc to show only those parts, ``index`` the N-th of them."""
    fmt = "yaml" if fmt == "text" else fmt
    names = names or ("llvm" if fmt == "yaml" else "ksy")
    obj = parse_for_dump(data)
    t = materialized(_tree(View(names, max_bytes), obj, part, index))
    if fmt == "json":
        text = to_json(t)
    elif names == "llvm":
        text = to_llvm_yaml(t)
    else:
        text = to_yaml(t)
    return text, t


def parse_for_dump(data: bytes):
    """Parse just enough to dump a possibly malformed file: header and part
    table without LLVM's layout rules; parts decode one by one later."""
    from ..container import parse
    return parse(data, layout=False, lazy=True)
