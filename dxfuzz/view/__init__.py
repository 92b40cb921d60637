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
command line's way); :func:`render` returns the whole text and tree. The
trees are made by :class:`.trees.View`, which the builder uses too.
"""
from __future__ import annotations

from .. import kaitai
from ..container import part_header
from ..errors import INPUT_ERRORS
from .overlap import overlapping_parts
from .text import (Items, materialized, to_json, to_llvm_yaml, to_yaml, write_json,
                   write_llvm_yaml, write_yaml)
from .trees import View


def _builds_back(fourcc: str, body, data: bytes, nested: bool) -> bool:
    """:func:`dxfuzz.builder.builds_back`, the builder imported when a ksy
    tree first asks (it loads dataclasses, which a quick dump does without)."""
    from ..builder import builds_back
    return builds_back(fourcc, body, data, nested)


def tree(obj, names: str = "llvm", max_bytes=None, part: str = None):
    """The dump of a parsed container: a dict, or with ``part`` (a fourcc)
    the list of that fourcc's part entries."""
    return materialized(_tree(View(names, max_bytes, builds_back=_builds_back), obj, part))


def _tree(view: View, obj, part: str | None = None, index: int | None = None):
    """:func:`tree` with its parts as :class:`~.text.Items`; ``index``: only
    the N-th of ``part``'s entries."""
    if part is None:
        return view.container(obj, items=True)
    entries = obj.part_table
    chosen = []
    for i, e in enumerate(entries):
        try:
            fourcc = part_header(e)[0]
        except INPUT_ERRORS:
            continue
        if fourcc == part:
            chosen.append(i)
    if index is not None:
        chosen = chosen[index:index + 1]
    shared = overlapping_parts(entries, len(kaitai.source_bytes(obj) or b"")) if chosen else {}

    source = kaitai.source_bytes(obj) if view.readable else None

    def entry(n):
        i = chosen[n]
        return view.overlapping(entries[i], shared[i]) if i in shared else view.part(entries[i], source)

    return Items(len(chosen), entry)


class Written:
    """What :func:`write` wrote: ``found`` (parts were shown: False when
    ``part`` matched none), ``errors`` (some part shows an ``Error`` entry)
    and ``overlapping`` (parts shown by reference to another)."""

    def __init__(self, found: bool, errors: bool, overlapping: int):
        self.found, self.errors, self.overlapping = found, errors, overlapping


def _options(fmt: str, names, readable: bool):
    """``(format, names)`` as given, or their defaults: the readable tree
    has the specs' names, YAML otherwise obj2yaml's, JSON the specs'."""
    fmt = "yaml" if fmt == "text" else fmt
    if readable and (fmt != "yaml" or names == "llvm"):
        raise ValueError("the readable tree is YAML with the specs' names")
    return fmt, names or ("ksy" if readable or fmt != "yaml" else "llvm")


def write(data: bytes, out, fmt: str = "yaml", names=None, part=None, max_bytes=None,
          index=None, readable: bool = False) -> Written:
    """Write ``dxfuzz dump``'s text of one file's bytes to ``out`` (a
    callable taking text) part by part, each as soon as it is decoded;
    options as for :func:`render`. Nothing is written when ``part`` matches
    no part (``found`` False); a header or part table that cannot be read
    raises ParseError before anything is written."""
    fmt, names = _options(fmt, names, readable)
    obj = parse_for_dump(data)
    view = View(names, max_bytes, builds_back=_builds_back, readable=readable)
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


def render(data: bytes, fmt: str = "yaml", names=None, part=None, max_bytes=None, index=None,
           readable: bool = False):
    """``(text, tree)`` of ``dxfuzz dump`` for one file's bytes (the tree is
    what the text shows): ``fmt`` is ``yaml`` (or ``text``) or ``json``;
    ``part`` a fourcc to show only those parts, ``index`` the N-th of them;
    ``readable``: the dump for people (:mod:`.readable`, YAML with the
    specs' names), which is the command line's default; else the whole tree."""
    fmt, names = _options(fmt, names, readable)
    obj = parse_for_dump(data)
    view = View(names, max_bytes, builds_back=_builds_back, readable=readable)
    t = materialized(_tree(view, obj, part, index))
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
