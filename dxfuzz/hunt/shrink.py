"""Shrinking what a part holds, one structural unit at a time, with dxfuzz's
writers laying the part out again: a SHDR/SHEX program's instructions (and
their operands), a DXIL program's bitcode records and blocks, the rows of
RDAT's tables, PSV0's resources and signature elements, a signature's
elements, a root signature's parameters, RDEF's buffers and variables...

Each part is read into its tree (``dxfuzz.to_dict``, the bitcode into the
bitstream reader's blocks), the values its writer computes - counts, sizes,
offsets, strides, string and index tables - are left out, and a list of the
tree (breadth first: a program's instructions before their operands) is
cut by delta debugging: the whole list, then halves, quarters, ... down to
single items. Each candidate is the part built again (``dxfuzz.build_part``,
the bitcode encoded with every block length recomputed), put back into the
container (``dxfuzz.edit.rebuild``: every part offset and size follows) and
kept when the test still holds. A part whose tree cannot be built again is
left to the other steps (:mod:`.minimize`).
"""
from __future__ import annotations

from typing import Callable, List, Optional

from .. import edit, part_table
from ..errors import ParseError

#: Fourccs of the parts that hold a DXIL program (STAT: DXC's reflection copy).
PROGRAMS = ("DXIL", "ILDB", "STAT")
SHADERS = ("SHDR", "SHEX")
SIGNATURES = ("ISGN", "OSGN", "PCSG", "OSG5", "ISG1", "OSG1", "PSG1")

#: What a signature element says (the rest - offsets, the count, the
#: string table - the writer lays out).
_ELEMENT = ("stream", "semantic_name", "semantic_index", "system_value", "component_type",
            "register", "mask", "rw_mask", "reserved", "min_precision")
#: The values the PSV0 writer computes (docs/building.md), the dependency
#: tables included (sized from the vectors, which follow the elements).
_PSV0 = {"num_resources", "len_string_table", "string_table", "num_semantic_indices",
         "semantic_indices", "ofs_name", "ofs_semantic_indices", "sig_input_elements",
         "sig_output_elements", "sig_patch_const_or_prim_elements", "sig_input_vectors",
         "sig_output_vectors", "ofs_entry_function_name", "input_to_output_tables",
         "view_id_output_masks", "num_signature_elements", "len_signature_element"}
#: RDAT's: offsets, sizes, counts, strides, references; its pools are dropped.
_RDAT = {"num_parts", "ofs_part", "len_data", "num_records", "record_stride", "ofs_string", "ref",
         "ofs_bytes", "len_bytes"}
_RDAT_POOLS = {"string_buffer", "index_arrays", "raw_bytes"}
#: A program's sizes and the bitcode's offset.
_PROGRAM = {"len_dwords", "ofs_bitcode", "len_bitcode", "padding"}
#: Offsets that say where a thing is in what it belongs to (meaning, not layout).
_MEANT_OFFSETS = {"ofs_in_table", "ofs_in_buffer", "ofs_in_parent"}


def _without(tree, drop: Callable[[str, object, dict], bool]):
    if isinstance(tree, list):
        return [_without(v, drop) for v in tree]
    if not isinstance(tree, dict):
        return tree
    return {k: _without(v, drop) for k, v in tree.items() if not drop(k, v, tree)}


def _generic_layout(key: str, value, owner: dict) -> bool:
    """An offset (``ofs_*``), or a count ``num_X`` beside its list ``X``."""
    if isinstance(value, (dict, list)):
        return False
    if key.startswith("ofs_"):
        return key not in _MEANT_OFFSETS
    if key.startswith("num_"):
        listed = key[4:]
        return any(isinstance(owner.get(k), list) for k in (listed, listed + "s", listed + "es"))
    return False


def meaning(fourcc: str, tree):
    """A part's tree without what its writer lays out (see the module doc)."""
    if fourcc in SHADERS:
        from ..write.dxcontainer_shader import meaning as shader_meaning
        return shader_meaning(tree)
    if fourcc in SIGNATURES and isinstance(tree, dict) and isinstance(tree.get("elements"), list):
        return {"elements": [{k: e[k] for k in _ELEMENT if k in e} for e in tree["elements"]]}
    if fourcc == "PSV0":
        return _without(tree, lambda k, v, o: k in _PSV0)
    if fourcc == "RDAT":
        def rdat(t):
            if isinstance(t, list):
                return [rdat(v) for v in t]
            if not isinstance(t, dict):
                return t
            out = {k: rdat(v) for k, v in t.items()
                   if not (k in _RDAT and not isinstance(v, (dict, list)))}
            if out.get("part_type") in _RDAT_POOLS:
                out.pop("body", None)
            return out
        tree = rdat(tree)
        if isinstance(tree, dict) and isinstance(tree.get("part_table"), list):
            tree["part_table"] = [e for e in tree["part_table"]
                                  if (e.get("part") or {}).get("part_type") not in _RDAT_POOLS]
        return tree
    return _without(tree, _generic_layout)


def part_tree(fourcc: str, body: bytes):
    """The ``to_dict`` tree of a part's data, parsed on its own, or None."""
    import dxfuzz
    try:
        (entry,) = dxfuzz.parse(dxfuzz.build([dxfuzz.Part(fourcc, body)]), hold=True).part_table
        return dxfuzz.to_dict(entry.part.body)
    except (ParseError, ValueError, TypeError):
        return None


def _build(fourcc: str, tree, limit: int) -> Optional[bytes]:
    from .. import build_part
    try:
        return build_part(fourcc, tree, max_size=limit)
    except (ValueError, TypeError, KeyError, ParseError, OverflowError):
        return None


# --- delta debugging over a list ----------------------------------------------------------


def ddmin(items: list, works: Callable[[list], bool], alive: Callable[[], bool]) -> list:
    """The items left after cutting chunks (all, halves, quarters, ...,
    single ones) for which ``works(kept)`` still holds."""
    cur = list(items)
    chunk = len(cur)
    while chunk >= 1 and cur and alive():
        i = 0
        while i < len(cur) and alive():
            cand = cur[:i] + cur[i + chunk:]
            if works(cand):
                cur = cand
            else:
                i += chunk
        if chunk == 1:
            break
        chunk = max(1, chunk // 2)
    return cur


def _list_paths(tree) -> List[tuple]:
    """Paths of the lists of records (dicts) in ``tree``, breadth first."""
    out, queue = [], [(tree, ())]
    while queue:
        node, path = queue.pop(0)
        if isinstance(node, dict):
            children = list(node.items())
        elif isinstance(node, list):
            if node and all(isinstance(v, dict) for v in node):
                out.append(path)
            children = list(enumerate(node))
        else:
            continue
        queue.extend((v, path + (k,)) for k, v in children if isinstance(v, (dict, list)))
    return out


def _at(tree, path):
    for k in path:
        tree = tree[k]
    return tree


def _shrink_tree(tree, build: Callable[[object], Optional[bytes]],
                 test: Callable[[bytes], bool], alive: Callable[[], bool]):
    """Cut every list of records of ``tree`` (edited in place) while
    ``test(build(tree))`` holds."""
    done = set()
    while alive():
        todo = [p for p in _list_paths(tree) if p not in done]
        if not todo:
            return
        path = todo[0]
        done.add(path)
        owner, key = _at(tree, path[:-1]), path[-1]
        original = owner[key]

        def works(kept, owner=owner, key=key):
            owner[key] = kept
            data = build(tree)
            return data is not None and test(data)
        owner[key] = ddmin(original, works, alive)


# --- parts --------------------------------------------------------------------------


def shrink_parts(data: bytes, test: Callable[[bytes], bool], alive: Callable[[], bool]) -> bytes:
    """``data`` with the contents of each of its parts shrunk (see the
    module doc) while ``test`` holds; ``alive()`` says whether to go on."""
    best = data
    i = 0
    while alive():
        try:
            parts = part_table.read_parts(best)
        except ParseError:
            return best
        if i >= len(parts):
            return best
        fourcc, body = parts[i]
        limit = len(best) + (1 << 16)

        def container(new_body: Optional[bytes], i=i, parts=parts, fourcc=fourcc) -> Optional[bytes]:
            if new_body is None:
                return None
            return edit.rebuild(parts[:i] + [(fourcc, new_body)] + parts[i + 1:], best, "keep")

        accepted: List[bytes] = []

        def kept(candidate: Optional[bytes]) -> bool:
            if candidate is None or len(candidate) >= len(accepted[-1] if accepted else best):
                return False
            if test(candidate):
                accepted.append(candidate)
                return True
            return False

        program = _bitcode(fourcc, body) if fourcc in PROGRAMS else None
        if program is not None:
            _shrink_program(fourcc, program, container, kept, alive, limit)
        tree = part_tree(fourcc, body) if alive() and program is None else None
        if tree is not None:
            base = meaning(fourcc, tree)
            if _build(fourcc, base, limit) is not None:
                _shrink_tree(base, lambda t: container(_build(fourcc, t, limit)), kept, alive)
        if accepted:
            best = accepted[-1]
        i += 1
    return best


def _bitcode(fourcc: str, body: bytes):
    """``(part tree, program tree, bitcode)`` of a program part, or None."""
    tree = part_tree(fourcc, body)
    program = tree.get("program") if fourcc == "STAT" and isinstance(tree, dict) else tree
    if not isinstance(program, dict) or "len_bitcode" not in program:
        return None
    start, size = 8 + program.get("ofs_bitcode", 0), program.get("len_bitcode", 0)
    code = body[start:start + size]
    return (tree, program, code) if size >= 8 and len(code) == size else None


def _encode(stream) -> bytes:
    """A decoded bitstream's bytes, every block's length word recomputed."""
    from ..bitcode.writer import StreamWriter, write_item

    def block(w, b):
        w.enter_block(b.block_id, b.abbrev_width)
        for item in b.children:
            write_item(w, item, block)
        w.end_block()
    w = StreamWriter()
    for b in stream.blocks:
        block(w, b)
    return w.finish()


#: Block ids of LLVM's bitstream that are not content (BLOCKINFO).
_BLOCKINFO = 0


def _shrink_program(fourcc, found, container, kept, alive, limit) -> None:
    """Cut the records and blocks of a program part's bitcode
    (``found``: what :func:`_bitcode` gave)."""
    from ..bitcode import reader
    from ..bitcode.model import Abbrev, Block
    tree, program, code = found
    try:
        stream = reader.read(code)
    except ParseError:
        return
    for key in _PROGRAM:
        program.pop(key, None)

    def rebuilt() -> Optional[bytes]:
        try:
            program["bitcode"] = _encode(stream)
        except (ValueError, KeyError):
            return None
        return container(_build(fourcc, tree, limit))

    def lists():
        out, queue = [], [stream]
        while queue:
            node = queue.pop(0)
            children = node.blocks if node is stream else node.children
            out.append(node)
            queue.extend(c for c in children if isinstance(c, Block) and c.block_id != _BLOCKINFO)
        return out

    for node in lists():
        if not alive():
            return
        attr = "blocks" if node is stream else "children"
        items = getattr(node, attr)
        fixed = [(i, c) for i, c in enumerate(items)
                 if isinstance(c, Abbrev) or isinstance(c, Block) and c.block_id == _BLOCKINFO]
        removable = [c for c in items if not any(c is f for _, f in fixed)]

        def works(left, node=node, attr=attr, fixed=fixed, items=items):
            keep = {id(c) for c in left} | {id(c) for _, c in fixed}
            setattr(node, attr, [c for c in items if id(c) in keep])
            return kept(rebuilt())
        left = ddmin(removable, works, alive)
        keep = {id(c) for c in left} | {id(c) for _, c in fixed}
        setattr(node, attr, [c for c in items if id(c) in keep])

