"""Mutations of size-versioned records: PSV0's record sizes and RDAT's
strides and references, rebuilt by their writers from edited trees."""
from __future__ import annotations

import functools
import struct

from . import _CACHES, PARTS_KEPT, mutation
from .parts import _pick, parts_of, put32, replace_body, table
from .field_trace import _part_tree


#: PSV0's signature element record size (one version so far).
PSV_SIG_ELEMENT = (16,)


def psv0_sizes() -> dict:
    """PSV0's record size fields and the known sizes of each (the spec's enums)."""
    from ..write.dxcontainer_psv0 import resource_record_sizes, runtime_info_sizes
    return {"len_runtime_info": tuple(runtime_info_sizes().values()),
            "len_resource_record": tuple(resource_record_sizes().values()),
            "len_signature_element": PSV_SIG_ELEMENT}


def rdat_record_sizes(table_type: int):
    """The known record sizes of an RDAT table type (FunctionTable has two
    versions), from the RDAT writer's record layouts; () for other types."""
    from ..write.dxcontainer_rdat import RECORD_SIZES, TABLE_RECORDS
    record = TABLE_RECORDS.get(table_type)
    if record is None:
        return ()
    return (44, RECORD_SIZES[record]) if record == "function_info" else (RECORD_SIZES[record],)


def size_choices(known, current, rnd, aligned=True):
    """Sizes below the smallest, between and above the largest known version."""
    lo, hi = min(known), max(known)
    cands = [0, 4, lo - 4, lo - 1, hi + 4, hi + 8, hi + 64, hi + 1]
    cands += [(a + b) // 2 // 4 * 4 for a, b in zip(known, known[1:]) if b - a > 4]
    cands += [k for k in known if k != current]
    if not aligned:
        cands += [lo + 1, hi + 3]
    return max(0, _pick(rnd, [c for c in cands if c != current]))


def shader_kind(data: bytes) -> int:
    """The shader kind of a container's program, as the container spec's
    ``program_locator`` finds it for PSV0: the first DXIL part's, else the
    first ILDB part's, else -1."""
    for fourcc in (b"DXIL", b"ILDB"):
        for e in table(data):
            if e.offset + 12 <= len(data) and e.fourcc == fourcc and (e.size or 0) >= 4:
                return struct.unpack_from("<H", data, e.offset + 10)[0]
    return -1


@functools.lru_cache(maxsize=PARTS_KEPT)
def psv0_tree(body: bytes, kind: int):
    """The ``to_dict`` tree of a PSV0 part's data read for a program of shader
    kind ``kind`` (what a version-0 part's stage data depends on), one object
    kept and shared: copy what you change. None if dxfuzz refuses it."""
    from .. import ParseError, Part, build, parse, to_dict
    from ..errors import INPUT_ERRORS
    program = [Part("DXIL", struct.pack("<HH", 0, kind))] if kind >= 0 else []
    try:  # the part beside a program header that gives the kind, the rest left undecoded
        return to_dict(parse(build([Part("PSV0", body)] + program), lazy=True).part_table[0].part.body)
    except (ParseError, ValueError) + tuple(INPUT_ERRORS):
        return None


_CACHES.append(psv0_tree)


def psv0_size_field(tree: dict, name: str):
    """Where PSV0's record size field ``name`` is in the part's data (the
    layout its writer follows), or None when the tree does not give it."""
    info = tree.get("len_runtime_info")
    if not isinstance(info, int):
        return None
    if name == "len_runtime_info":
        return 0
    resources = tree.get("num_resources") or 0
    if name == "len_resource_record":
        return 8 + info if resources else None
    stride = tree.get("len_resource_record") or 0
    strings, indices = tree.get("len_string_table"), tree.get("num_semantic_indices")
    if name != "len_signature_element" or not isinstance(strings, int) or not isinstance(indices, int):
        return None
    from ..write.dxcontainer_psv0 import ofs_signature_elements  # (the writer, only when needed)
    return ofs_signature_elements(info, resources, stride, strings, indices) - 4


@mutation("versioned", decodes=True)
def psv0_record_size(data, rnd):
    """PSV0 runtime-info, resource-binding or signature-element record size
    set below the smallest, between, or above the largest known version: the
    part rebuilt by the PSV0 writer from its tree with the new size (records
    cut or zero-extended to it), or, sometimes, only the size field changed
    where the writer puts it."""
    p = _pick(rnd, parts_of(data, "PSV0"))
    if p is None or len(p.path) != 1:  # (a part of a nested container: not read)
        return None
    kind = shader_kind(data)
    tree = psv0_tree(data[p.start:p.start + p.size], kind)
    if tree is None:
        return None
    present = {"len_runtime_info": True, "len_resource_record": bool(tree.get("resources")),
               "len_signature_element": any(tree.get(f) for f in (
                   "input_elements", "output_elements", "patch_const_or_prim_elements"))}
    sizes = psv0_sizes()
    name = _pick(rnd, [n for n in sizes if present[n] and tree.get(n) is not None])
    if name is None:
        return None
    new = size_choices(sizes[name], tree[name], rnd)
    if rnd.random() < 0.2:
        at = psv0_size_field(tree, name)
        return put32(data, p.start + at, new) if at is not None and at + 4 <= p.size else None
    body = psv0_rebuilt(data[p.start:p.start + p.size], kind, name, new, len(data) + (1 << 16))
    return None if body is None else replace_body(data, p, body)


@functools.lru_cache(maxsize=PARTS_KEPT)
def psv0_rebuilt(body: bytes, kind: int, name: str, size: int, max_size: int):
    """A PSV0 part's data built again by the PSV0 writer with record size
    ``name`` set to ``size`` (kept: a part has a few dozen such variants),
    or None when its records would not fit ``max_size``."""
    from .. import build_part
    try:
        return build_part("PSV0", {**psv0_tree(body, kind), name: size}, max_size=max_size)
    except ValueError:
        return None


_CACHES.append(psv0_rebuilt)


def _rdat_tree(data, rnd):
    """``(part, the tree of its body)`` of an RDAT part picked at random, or
    None (none, or one dxfuzz refuses)."""
    p = _pick(rnd, parts_of(data, "RDAT"))
    tree = _part_tree(data, p) if p is not None else None
    return None if tree is None else (p, tree)


def _rdat_rebuilt(data, p, tree):
    """``data`` with an RDAT part rebuilt from its edited tree by the RDAT writer."""
    from .. import build_part
    try:
        return replace_body(data, p, build_part("RDAT", tree, max_size=len(data) + (1 << 16)))
    except ValueError:  # an edit whose layout would not fit the bound
        return None


def _rdat_ofs_parts(tree) -> list:
    """``(where, value)`` of each sub-part offset of an RDAT part (after the
    version and the count), in its data."""
    return [(8 + 4 * i, e.get("ofs_part")) for i, e in enumerate(tree.get("part_table") or [])]


@mutation("versioned", decodes=True)
def rdat_stride(data, rnd):
    """An RDAT table's record stride set below the smallest, between, or above
    the largest known record size: the part rebuilt by the RDAT writer from
    its tree with the new stride (records cut or zero-extended to it, later
    sub-parts moved), or, sometimes, only the stride field changed."""
    picked = _rdat_tree(data, rnd)
    if picked is None:
        return None
    p, tree = picked
    holders = [e for e in tree["part_table"] if isinstance((e.get("part") or {}).get("body"), dict)
               and "record_stride" in e["part"]["body"]]
    if not holders:
        return None
    tables = [e["part"]["body"] for e in holders]
    strides = [e.get("ofs_part") for e in holders]
    k = rnd.randrange(len(tables))
    chosen = tables[k]
    new = size_choices(rdat_record_sizes(chosen["table_type"]) or (chosen["record_stride"],),
                       chosen["record_stride"], rnd, aligned=rnd.random() < 0.8)
    if rnd.random() < 0.2:  # the stride's word: after the sub-part's type, size and record count
        at = strides[k] + 12 if isinstance(strides[k], int) else None
        return put32(data, p.start + at, new) if at is not None and at + 4 <= p.size else None
    chosen["record_stride"] = new
    for entry in tree["part_table"]:  # sizes and offsets follow the new stride
        entry.pop("ofs_part", None)
        if entry.get("part"):
            entry["part"].pop("len_body", None)
    return _rdat_rebuilt(data, p, tree)


@mutation("versioned", decodes=True)
def rdat_reference(data, rnd):
    """An RDAT reference pointing back into its own structure: a sub-part
    offset at the RDAT header or at its own entry, a record field set to its
    own row (or one past the last), an index-array count running past the
    array."""
    picked = _rdat_tree(data, rnd)
    if picked is None:
        return None
    p, tree = picked
    entries = tree["part_table"]
    how = rnd.randrange(3)
    if how == 0:
        fields = _rdat_ofs_parts(tree)
        if not fields:
            return None
        k = rnd.randrange(len(fields))
        first = fields[0][1]
        return put32(data, p.start + fields[k][0], _pick(rnd, [0, 4, 8, 8 + 4 * k, first]))
    if how == 1:
        tables = [e["part"]["body"] for e in entries if isinstance((e.get("part") or {}).get("body"), dict)
                  and e["part"]["body"].get("records")]
        if not tables:
            return None
        table = _pick(rnd, tables)
        row = rnd.randrange(len(table["records"]))
        record = table["records"][row]
        # a number, or the offset of a string or array reference
        slots = [(record, n) for n, v in record.items() if isinstance(v, int) and not isinstance(v, bool)]
        slots += [(v, "ofs_string" if "ofs_string" in v else "ref") for v in record.values()
                  if isinstance(v, dict) and ("ofs_string" in v or "ref" in v)]
        if not slots:
            return None
        holder, name = _pick(rnd, slots)
        holder[name] = _pick(rnd, [row, len(table["records"]), 0xFFFFFFFE, 0])
        return _rdat_rebuilt(data, p, tree)
    arrays = [e["part"]["body"] for e in entries
              if (e.get("part") or {}).get("part_type") == "index_arrays" and isinstance(e["part"]["body"], dict)]
    if not arrays or not arrays[-1]["words"]:
        return None
    words = arrays[-1]["words"]  # a count that runs past the array
    i = rnd.randrange(len(words))
    words[i] = _pick(rnd, [len(words), len(words) - i, 0xFFFFFFFF])
    return _rdat_rebuilt(data, p, tree)


@mutation("versioned")
def signature_flavour(data, rnd):
    """A signature part relabelled with the flavour of another element size
    (24-byte ISGN as 32-byte ISG1, OSG5 as OSGN, ...): the element count is
    read against the wrong stride."""
    p = _pick(rnd, parts_of(data, "ISGN", "OSGN", "PCSG", "OSG5", "ISG1", "OSG1", "PSG1"))
    if p is None:
        return None
    other = {b"ISGN": b"ISG1", b"OSGN": b"OSG5", b"PCSG": b"PSG1", b"OSG5": b"OSG1",
             b"ISG1": b"ISGN", b"OSG1": b"OSG5", b"PSG1": b"PCSG"}[p.fourcc]
    out = bytearray(data)
    out[p.start - 8:p.start - 4] = other
    return bytes(out)
