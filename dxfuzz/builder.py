"""Build containers from parts, and parts from trees, laying out what is not given.

>>> data = build([Part("SFI0", bytes(8)), Part("ISG1", build_part("ISG1", elements=[...]))])

By default the builder computes part offsets (back to back after the offset
table, no padding added), part sizes, the part count, the file size and the
digest. Give any of them explicitly to keep that value instead, which is how
tests and the mutators craft malformed files on purpose.
"""
from __future__ import annotations

import struct
from collections.abc import Sequence  # (not typing's, nor a dataclass: the default dump builds parts at start)

from . import digest as _digest
from .errors import ParseError
from .part_table import MAGIC, NESTED_CONTAINER


class Part:
    """One part to place: fourcc and payload, with optional forced values.

    ``payload`` is bytes or a parsed part body (then written by its writer).
    ``size`` overrides the size field, ``offset`` the table entry and the
    place the part is written; ``padding`` appends bytes after the payload
    that the size field does not count (``align`` does that up to a
    multiple of ``align``). Compared and shown by its fields.
    """

    __slots__ = ("fourcc", "payload", "size", "offset", "padding")
    __match_args__ = ("fourcc", "payload", "size", "offset", "padding")

    def __init__(self, fourcc: str | bytes | int, payload: object = b"", size: int | None = None,
                 offset: int | None = None, padding: bytes = b""):
        self.fourcc, self.payload, self.size, self.offset, self.padding = fourcc, payload, size, offset, padding

    def _fields(self) -> tuple:
        return tuple(getattr(self, name) for name in self.__slots__)

    def __eq__(self, other):
        return self._fields() == other._fields() if type(other) is type(self) else NotImplemented

    __hash__ = None  # type: ignore[assignment]  # mutable, compared by value

    def __repr__(self) -> str:
        return "Part(" + ", ".join(f"{name}={value!r}" for name, value in zip(self.__slots__, self._fields())) + ")"

    def fourcc_bytes(self) -> bytes:
        f = self.fourcc
        if isinstance(f, int):
            return struct.pack("<I", f)
        if isinstance(f, str):
            f = f.encode("latin-1")
        if len(f) != 4:
            raise ValueError(f"a fourcc is 4 bytes, not {f!r}")
        return bytes(f)

    def payload_bytes(self) -> bytes:
        if isinstance(self.payload, (bytes, bytearray, memoryview)):
            return bytes(self.payload)
        from .write import serialize_object
        return serialize_object(self.payload)


def build(parts: Sequence[Part], *, digest="recompute", major: int = 1, minor: int = 0,
          len_file: int | None = None, num_parts: int | None = None,
          offsets: Sequence[int] | None = None, align: int = 1,
          trailing: bytes = b"") -> bytes:
    """Lay out a container and return its bytes (``parts`` may also be a
    whole container's tree: see :func:`build_tree`).

    ``digest`` is ``"recompute"`` (default), ``"zero"``, ``"bypass"``,
    ``"preview"`` or 16 bytes. ``align`` pads each part's data with zeros to
    a multiple of ``align`` *inside* its size (as DXC does with 4); 1 adds
    nothing. ``offsets`` replaces the whole offset table (it may list more or
    fewer entries than there are parts). ``trailing`` is appended after the
    parts, outside ``len_file``.
    """
    if isinstance(parts, dict):
        return build_tree(parts)
    parts = list(parts)
    table = len(parts) if offsets is None else len(offsets)
    pos = 32 + 4 * table
    placed = []
    for p in parts:
        data = p.payload_bytes()
        if align > 1 and len(data) % align:
            data += bytes(align - len(data) % align)
        size = len(data) if p.size is None else p.size
        where = pos if p.offset is None else p.offset
        blob = p.fourcc_bytes() + struct.pack("<I", size & 0xFFFFFFFF) + data + p.padding
        placed.append((where, blob))
        pos = max(pos, where + len(blob))
    out = bytearray(pos)
    for where, blob in placed:
        end = where + len(blob)
        if end > len(out):
            out.extend(bytes(end - len(out)))
        out[where:end] = blob
    table_offsets = [w for w, _ in placed] if offsets is None else list(offsets)
    header = MAGIC + bytes(16) + struct.pack(
        "<HHII", major, minor,
        (len(out) if len_file is None else len_file) & 0xFFFFFFFF,
        (len(table_offsets) if num_parts is None else num_parts) & 0xFFFFFFFF)
    header += b"".join(struct.pack("<I", o & 0xFFFFFFFF) for o in table_offsets)
    out[:len(header)] = header
    out += trailing
    return _digest.with_digest(bytes(out), digest)


def build_part(fourcc, tree=None, *, options=None, max_size: int | None = None,
               **fields) -> bytes:
    """The data of one part (without its 8-byte header) from a tree: the
    plain data :func:`dxfuzz.to_dict` returns for a part body, a hand-written
    dict, or the same given as keyword ``fields``. Every value given is kept
    (malformed parts are built that way); what is left out is laid out as a
    compiler would, ``options`` choosing how where compilers differ.

    >>> build_part("ISG1", elements=[{"semantic_name": "POSITION", "mask": 15,
    ...                               "component_type": "float32"}])
    >>> build_part("ISGN", tree, options={"names": "fxc"})   # FXC's 0xAB padding

    Every fourcc a spec reads is built from trees (the signatures take option
    ``names``: ``dxc`` (default), ``fxc``, ``unpadded``, ``repeated``; PSV0
    ``names``: ``dxc``, ``once``, ``llvm``; SRCI and PDBI ``zlib_level``);
    any other fourcc takes ``tree`` as bytes.
    Raises ValueError for a tree that cannot be built, or whose offsets would
    place bytes past ``max_size``.
    """
    from .write import tree_writer
    from .write.buffer import Writer
    text = Part(fourcc).fourcc_bytes().decode("latin-1")
    if isinstance(tree, (bytes, bytearray, memoryview)) and not fields:
        return bytes(tree)
    tree = {**(tree or {}), **fields}
    writer = tree_writer(text)
    if writer is None:
        raise ValueError(f"no spec reads a {text} part, so it is not built from a tree: give its bytes")
    w = Writer({**(options or {}), "fourcc": text}, max_size)
    writer(tree, w)
    return w.finish()


def built_from_trees(fourcc: str) -> bool:
    """True for the fourccs :func:`build_part` builds from a tree."""
    from .write import tree_writer
    return tree_writer(fourcc) is not None


def builds_back(fourcc: str, body, data: bytes, nested: bool = False) -> bool:
    """True when a part's ``body`` as ``dump --names ksy`` shows it builds
    exactly ``data``: a body of bytes (hex text), a nested container's tree
    (``nested``), or the tree of a fourcc :func:`build_part` builds. False
    for a tree the writers cannot build (a malformed part's): the dump then
    gives the part's ``data`` beside its body."""
    try:
        if isinstance(body, str) and bytes.fromhex(body) == data:
            return True
        if nested:
            return build_tree(body) == data
        return body is not None and built_from_trees(fourcc) and build_part(fourcc, body) == data
    except (ValueError, TypeError, KeyError, struct.error, OverflowError):
        return False


def build_tree(tree: dict, *, options=None, max_size: int | None = None) -> bytes:
    """A container from its tree, as ``dxfuzz dump --names ksy`` prints it
    (JSON by default) or as :func:`dxfuzz.to_dict` returns it, edited or
    written by hand. Given values are kept, left-out ones computed:

    * ``magic`` (``DXBC``), ``major_version`` (1), ``minor_version`` (0),
      ``num_parts``, ``len_file``, each entry's ``ofs_part`` (parts back to
      back after the offset table) and each part's ``size``;
    * ``digest`` (hex): computed over the result when left out;
    * a part's data: its ``data`` (hex) when given, else built from its
      ``body`` (bytes, a nested container's tree, or a tree of a fourcc
      :func:`build_part` builds); a ``body`` beside ``data`` must be what
      ``data`` decodes to (``dump`` gives both where the body does not
      build the part back: an edited body there is refused);
    * ``gaps``: ``[{"offset", "bytes"}]``, bytes no part or header covers
      (padding between parts, data after the last one), written last;
    * with ``options={"shader_hash": True}``, a ``HASH`` part whose body leaves
      out its ``digest`` gets the shader hash, as DXC computes it: the MD5 of
      the first ``DXIL`` part's bitcode (flags 0; with flag 1, IncludesSource,
      DXC hashes a module that is not in the container: refused).

    An entry without ``part`` (one ``dump`` could not read) is only its
    offset. Raises ValueError for a tree that cannot be built, or that would
    place bytes past ``max_size`` (the command line's bound: a few
    characters must not ask for gigabytes).
    """
    from .write.given import Given
    c = Given(tree)
    entries = c.children("part_table", [])
    table, placed, from_data, hashes = [], [], [], []
    pos = 32 + 4 * len(entries)
    for index, e in enumerate(entries):
        if not e.has("part") or not Given(e.value("part")).has("fourcc"):
            table.append(e.number("ofs_part"))  # a part dump could not read
            continue
        p = Given(e.value("part"), e)
        fourcc = _fourcc(p)
        data = _part_data(p, fourcc, options, max_size)
        if p.has("data") and p.has("body"):
            from_data.append((index, fourcc, p.value("body"), data))
        ofs = e.number("ofs_part", default=pos)
        table.append(ofs)
        placed.append(Part(fourcc, data, size=p.number("len_body", default=len(data)), offset=ofs))
        if (options or {}).get("shader_hash") and fourcc == "HASH" and not p.has("data"):
            hashes.append((placed[-1], p.value("body", None)))
        pos = max(pos, ofs + 8 + len(data))
    for part, body in hashes:
        _hash_program(part, body, placed, options, max_size)
    gaps = [(g.number("offset"), g.data("bytes")) for g in c.children("gaps", [])]
    _check_extent(table, max(pos, *(at + len(raw) for at, raw in gaps), 0), max_size)
    out = bytearray(build(placed, digest="keep", major=c.number("major_version", default=1),
                          minor=c.number("minor_version", default=0),
                          len_file=c.value("len_file", None),
                          num_parts=c.value("num_parts", None), offsets=table))
    magic = c.value("magic", MAGIC)
    if isinstance(magic, str):
        magic = bytes.fromhex(magic) if len(magic) == 8 and _is_hex(magic) else \
            magic.encode("latin-1", "replace")
    if not isinstance(magic, (bytes, bytearray)) or len(magic) != 4:
        raise ValueError(f"magic is 4 characters, not {magic!r}")
    out[:4] = magic
    for at, raw in gaps:
        if at + len(raw) > len(out):
            out.extend(bytes(at + len(raw) - len(out)))
        out[at:at + len(raw)] = raw
    digest = c.data("digest", None)
    data = _digest.with_digest(bytes(out), "recompute" if digest is None else digest)
    _check_unedited(data, from_data)
    return data


def _fourcc(p) -> str:
    """A part's fourcc as text: its four characters as ``dump`` prints them,
    or (in a tree :func:`dxfuzz.to_dict` returns, where ``fourcc_text`` is
    beside it) the name or number of the spec's ``fourcc`` enum."""
    value = p.value("fourcc")
    if isinstance(value, str) and not p.has("fourcc_text"):
        return value
    from .kaitai import enum_class
    return struct.pack("<I", p.number("fourcc", enum_class("dxcontainer", "Fourcc"))) \
        .decode("latin-1")


def _is_hex(text: str) -> bool:
    try:
        bytes.fromhex(text)
    except ValueError:
        return False
    return True


def _hash_program(part: Part, body, placed, options, max_size) -> None:
    """Rebuild a HASH part whose tree leaves out its digest with the shader
    hash of the first DXIL part among ``placed`` (see :func:`build_tree`)."""
    import hashlib
    from .shader_hash import program_bitcode
    from .write.given import Given
    tree = dict(body) if isinstance(body, dict) else {}
    if "digest" in tree:
        return  # given: kept
    if Given(tree).number("flags", default=0) & 1:
        raise ValueError("a HASH part with flag IncludesSource hashes the module with its debug "
                         "information, which the container does not hold: give its digest")
    programs = [p for p in placed if p.fourcc_bytes() == b"DXIL"]
    if not programs:
        raise ValueError("the shader hash is the MD5 of the DXIL part's bitcode: the tree has "
                         "no DXIL part")
    try:
        bitcode = program_bitcode(programs[0].payload_bytes())
    except ParseError as exc:
        raise ValueError(f"the DXIL part's bitcode cannot be found for the shader hash: {exc}") \
            from None
    tree["digest"] = hashlib.md5(bitcode).digest()
    part.payload = build_part("HASH", tree, options=options, max_size=max_size)


def _check_extent(table, extent: int, max_size) -> None:
    for ofs in table:
        if not 0 <= ofs <= 0xFFFFFFFF:
            raise ValueError(f"a part offset is 32 bits: {ofs} is out of range")
    if max_size is not None and extent > max_size:
        raise ValueError(f"the tree places bytes up to offset {extent}; at most {max_size} "
                         "bytes are built from a tree of its size")


def _check_unedited(data: bytes, from_data) -> None:
    """Refuse a part built from its ``data`` whose ``body`` beside it says
    something else: the body was edited where the body cannot build the part."""
    if not from_data:
        return
    from .container import parse
    from .view.trees import View  # (here: importing it runs dxfuzz.view, which imports this module)
    view = View("ksy", builds_back=builds_back)

    def entries_of(container: bytes) -> list:
        try:
            return parse(container, layout=False, lazy=True).part_table
        except ParseError:
            return []

    def shown(entries, index: int):
        return _plain(view.part(entries[index]).get("body")) if index < len(entries) else None

    entries = entries_of(data)
    for index, fourcc, body, part_data in from_data:
        # As the built file shows it; else (a header given wrong hides the
        # part, or the part reads other parts differently) on its own.
        body = _plain(body)
        if body != shown(entries, index) and \
                body != shown(entries_of(build([Part(fourcc, part_data)])), 0):
            raise ValueError(f"part {index} ({fourcc}): its body was edited, but its data is given "
                             "too (the body does not say all the part holds): edit the data, or "
                             "delete it to build the part from the body")


def _plain(value):
    """A tree as JSON carries it (bytes as hex text, tuples as lists)."""
    if isinstance(value, dict):
        return {k: _plain(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    if isinstance(value, (bytes, bytearray)):
        return bytes(value).hex()
    return value


def _part_data(p, fourcc: str, options, max_size=None) -> bytes:
    body = p.value("body", None)
    if p.has("data"):
        return p.data("data")
    if body is None:
        raise ValueError(f"the {fourcc} part has neither body nor data")
    if fourcc == NESTED_CONTAINER:
        return build_tree(body, options=options, max_size=max_size)
    if isinstance(body, str):
        return bytes.fromhex(body)
    if isinstance(body, (bytes, bytearray)):
        return bytes(body)
    return build_part(fourcc, body, options=options, max_size=max_size)


def as_container(data: bytes) -> bytes:
    """A container as it is; a bare effect (fx_5_0 output) inside a container
    of one FX10 part, so that commands read both the same way."""
    from .files import EFFECT_TAGS
    if bytes(data[:4]) in EFFECT_TAGS:
        return build([Part("FX10", bytes(data))])
    return data
