"""The dump for people (``dxfuzz dump``'s default text): part trees without the
values the builder computes, and programs as their listing lines.

A readable tree is still a build input (``dxfuzz build`` takes it): the
offsets, lengths, counts and recursion budgets of a part (the keys
:func:`is_layout_key` names) and its empty values are left out only where
the part built from what remains is its data byte for byte, which is found
by building (:func:`pruned`: a few builds at most, whatever the part). A
SHDR/SHEX ``program`` becomes its listing (:func:`program_lines`), a
level-9 ``shader`` too (:func:`level9_lines`): the version line, then one
line per instruction as ``dxfuzz dis`` prints it. Where a ``%f`` float of
the line loses bits, the line prints its floats with the digits that keep
them (``l(0.0000015625)``, not FXC's ``l(0.000002)``); where the line still
does not give its tokens back exactly (an encoding the text cannot show),
it is ``{asm: line, tokens: hex}``, whose tokens the builder writes. The
shaders inside an effect are shown as containers.
"""
from __future__ import annotations

import struct
from collections.abc import Callable  # (not typing's: the quick commands start without typing)

from ..container import part_header
from ..errors import INPUT_ERRORS, ParseError

#: Key names of offsets, lengths and counts begin so.
LAYOUT_PREFIXES = ("ofs_", "len_", "num_")
#: Other keys that only say how a part is laid out: the specs' recursion
#: budgets and depths, padding, and string tables built from the names.
LAYOUT_KEYS = frozenset({"budget", "child_budget", "class_budget", "depth", "padding", "string_table"})

#: Keys named like sizes that say what the part is, not where its bytes lie:
#: a constant buffer's and a variable's sizes (RDEF, FX10), and the record
#: sizes that are PSV0's version.
MEANING_KEYS = frozenset({"len_buffer", "len_variable", "len_runtime_info", "len_resource_record",
                          "len_payload"})

#: ``builds(tree) -> bool``: the part built from ``tree`` is its data byte for byte.
Builds = Callable[[dict], bool]


def is_layout_key(key: str) -> bool:
    """A key the readable dump may leave out, if the part builds the same
    without it: not an offset inside what a part describes (``ofs_in_buffer``,
    a root table's ``ofs_in_table``) nor one of :data:`MEANING_KEYS`."""
    return (key.startswith(LAYOUT_PREFIXES) or key in LAYOUT_KEYS) and not key.startswith("ofs_in_") \
        and key not in MEANING_KEYS


def _empty(value) -> bool:
    return value == "" or value == b"" or value == {}


def _leaves_out(key: str, value, siblings: dict) -> bool:
    """Whether the readable tree tries to leave ``key`` out of a mapping
    (``siblings``): an offset, a length, a budget, padding or a string table
    (:func:`is_layout_key`); a count (``num_*``) only where it counts a list
    beside it (a ``num_temps`` is the program's, not a count of anything
    shown); and an empty value."""
    if _empty(value):
        return True
    if not is_layout_key(key):
        return False
    if key.startswith("num_"):
        listed = siblings.get(key[4:])
        return isinstance(listed, list) and len(listed) == value
    return True


def without(tree, keys: frozenset):
    """``tree`` with the keys named in ``keys`` left out, at any depth,
    wherever :func:`_leaves_out` says they may be."""
    if isinstance(tree, dict):
        return {k: without(v, keys) for k, v in tree.items() if k not in keys or not _leaves_out(k, v, tree)}
    if isinstance(tree, list):
        return [without(v, keys) for v in tree]
    return tree


def _candidates(tree, found: set) -> set:
    """The names of the keys :func:`without` may leave out of ``tree``."""
    if isinstance(tree, dict):
        for k, v in tree.items():
            if _leaves_out(k, v, tree):
                found.add(k)
            _candidates(v, found)
    elif isinstance(tree, list):
        for v in tree:
            _candidates(v, found)
    return found


#: Bytes a part lays out its own way (FXC's signature names padded with 0xAB,
#: a string pool in another order): given, the offsets into them are computed.
_LAID_BYTES = frozenset({"string_table", "padding"})


def pruned(tree: dict, builds: Builds) -> tuple:
    """``(tree, built)``: ``tree`` without the layout keys and empty values
    whose absence builds the same part, and whether the result was seen to
    build it. At most five builds, whatever the part: all of them left
    out; else all but the string tables and padding; else all but the
    offsets (``ofs_*``, which a part laid out otherwise than its writer lays
    it out needs); else all but both; else the empty values."""
    keys = _candidates(tree, set())
    if not keys:
        return tree, False
    offsets = {k for k in keys if k.startswith("ofs_")}
    empties = keys - {k for k in keys if is_layout_key(k)}
    groups: list = []
    for group in (keys, keys - _LAID_BYTES, keys - offsets, keys - offsets - _LAID_BYTES, empties):
        if group and group not in groups:
            groups.append(group)
    for group in groups:
        trial = without(tree, frozenset(group))
        if builds(trial):
            return trial, True
    return tree, False


def program_lines(body, style=None) -> list | None:
    """The readable ``program`` of a parsed SHDR/SHEX body: the version line, then each instruction as its listing
    line when assembling that line gives its tokens back, else as that line
    with floats that keep their bits (``Style.kept_bits``) when that one
    does, else as ``{"asm": line, "tokens": hex}``. None when the program
    cannot be listed."""
    from ..asm.assembler import instruction_tokens, program_of
    from ..asm.disassembler import MODERN, Disassembler
    from ..write.dxcontainer_shader import assembles_to
    d = Disassembler(body, style or MODERN)
    try:
        lines = d.lines()
    except (ValueError, TypeError, KeyError, IndexError, AttributeError, struct.error):
        return None
    program = program_of(body)
    out: list = [lines[0]]
    kept = None  # the same listing with floats that keep their bits, made on first need
    # the listing's lines, instruction by instruction (some take several)
    at = 1
    for ins, words in zip(body.program.instructions, instruction_tokens(body)):
        count = len(d.instruction(ins))
        text = "\n".join(lines[at:at + count])
        at += count
        tokens = struct.pack(f"<{len(words)}I", *words)
        if not assembles_to(text, program, tokens):
            kept = kept or Disassembler(body, d.style.replace(kept_bits=True))
            exact = "\n".join(kept.instruction(ins))
            text = exact if assembles_to(exact, program, tokens) else {"asm": text, "tokens": tokens.hex()}
        out.append(text)
    return out


#: The parts whose ``program`` the readable tree shows as listing lines.
PROGRAM_FOURCCS = ("SHDR", "SHEX")
#: The parts whose trees hold whole containers (an effect's shaders).
CONTAINER_HOLDERS = ("FX10",)
#: The level-9 parts, whose Shader Model 2 ``shader`` the readable tree shows as listing lines.
LEVEL9_FOURCCS = ("Aon9", "XNAS", "XNAP")
#: The parts that hold DXIL bitcode (STAT under its ``program``).
BITCODE_FOURCCS = ("DXIL", "ILDB", "STAT")


def readable_body(fourcc: str, body, full: Callable[[], object], data: bytes, builds: Builds,
                  nested: Callable[[bytes], dict] | None = None) -> tuple:
    """``(tree, built)``: the readable tree of one parsed part body and
    whether it was seen to build ``data`` byte for byte. ``full()`` is the
    part's whole plain decode (made only when needed: a program shown as
    its listing lines never is). The program becomes listing lines, DXIL
    bitcode its bytes (the block and record encoding is the bitcode's, not
    the module's meaning: the ``module`` beside it says that), a container
    inside the part (an effect's shaders) is shown by ``nested(its bytes)``
    as a container of the file is, and the layout keys and empty values are
    left out, each change kept only where the part still builds ``data``."""
    if fourcc in PROGRAM_FOURCCS:
        shown = _program_as_lines(body, data)
        if shown is not None and builds(shown):
            return shown, True
    whole = full()
    if not isinstance(whole, dict):
        return whole, False
    shown = _bitcode_as_bytes(whole, data) if fourcc in BITCODE_FOURCCS else whole
    if fourcc in LEVEL9_FOURCCS:
        shown = _level9_as_lines(body, shown)
    if nested is not None and fourcc in CONTAINER_HOLDERS:
        shown = _containers_shown(shown, data, nested)
    tree, built = pruned(shown, builds)
    if built or (shown is not whole and builds(shown)):
        return (tree if built else shown), True
    # a part its tree does not build keeps the whole tree, which its data beside it must decode to
    return whole, False


def _program_as_lines(body, data: bytes):
    """``{"program": lines}`` (and the bytes after the program, if any), or None."""
    try:
        lines = program_lines(body)
        end = 4 * body.len_dwords
    except (ParseError, *INPUT_ERRORS, ValueError, TypeError, KeyError, IndexError, AttributeError,
            struct.error):
        return None
    if lines is None:
        return None
    return {"program": lines, "trailing": bytes(data[end:])} if len(data) > end else {"program": lines}


def level9_lines(program, data: bytes) -> list | None:
    """The readable ``shader`` of a level-9 part: its listing (the version
    line, then each instruction as FXC lists it, block bodies indented),
    an instruction whose line does not assemble back to its tokens as
    ``{"asm": line, "tokens": hex}``, a comment block (never listed) as its
    tokens; the end token left out (the builder adds it). ``data``: the
    program's bytes. None for a program with bytes after its end token."""
    from ..asm.dxcontainer_level9 import listing
    from ..asm.level9_assembler import inexact_reason, level9_instruction_tokens
    instructions = program.instructions or []
    if getattr(program, "trailing", None) or not instructions or not instructions[-1].is_end:
        return None
    lines = listing(program)
    out: list = [lines[0]]
    listed = iter(lines[1:])
    for ins, tokens in zip(instructions, level9_instruction_tokens(data, program)):
        if ins.is_end:
            continue
        if ins.is_comment:
            out.append({"tokens": tokens.hex()})
            continue
        line = next(listed)
        exact = inexact_reason(ins, tokens, program.version) is None
        out.append(line if exact else {"asm": line, "tokens": tokens.hex()})
    return out


def _level9_as_lines(body, tree: dict) -> dict:
    """``tree`` with its level-9 program as listing lines (as it is where
    the program cannot be listed)."""
    raw = getattr(body, "_raw__m_shader", None)
    if not isinstance(tree.get("shader"), dict) or raw is None:
        return tree
    try:
        lines = level9_lines(body.shader, bytes(raw))
    except (ParseError, *INPUT_ERRORS, ValueError, TypeError, KeyError, IndexError, AttributeError,
            StopIteration, struct.error):
        return tree
    return tree if lines is None else dict(tree, shader=lines)


def _bitcode_as_bytes(tree: dict, data: bytes) -> dict:
    """``tree`` with its program's bitcode as the bytes it decodes from
    (:func:`pruned` then checks that they build the part)."""
    program = tree if "bitcode" in tree else tree.get("program")
    if not isinstance(program, dict) or not isinstance(program.get("bitcode"), dict):
        return tree
    ofs, size = program.get("ofs_bitcode"), program.get("len_bitcode")
    if not isinstance(ofs, int) or not isinstance(size, int):
        return tree
    start = 8 + ofs  # from the DXIL magic, which follows the version and size words
    shown = dict(program, bitcode=bytes(data[start:start + size]))
    return shown if program is tree else dict(tree, program=shown)


def _containers_shown(tree, data: bytes, nested: Callable[[bytes], dict]):
    """``tree`` with each container inside it (a ``container`` mapping with
    a part table: an effect's shaders) replaced by ``nested`` of its bytes,
    found in ``data`` by its magic and digest (the tree holds both)."""
    if isinstance(tree, list):
        return [_containers_shown(v, data, nested) for v in tree]
    if not isinstance(tree, dict):
        return tree
    out = {}
    for key, value in tree.items():
        raw = _container_bytes(value, data) if key == "container" else None
        out[key] = nested(raw) if raw is not None else _containers_shown(value, data, nested)
    return out


def _container_bytes(tree, data: bytes) -> bytes | None:
    """The bytes in ``data`` of a container's plain tree, or None."""
    if not isinstance(tree, dict) or "part_table" not in tree:
        return None
    digest, size = tree.get("digest"), tree.get("len_file")
    if not isinstance(digest, (bytes, bytearray)) or len(digest) != 16 or not isinstance(size, int):
        return None
    at = data.find(b"DXBC" + bytes(digest))  # (a shader an effect holds twice: the same bytes)
    return bytes(data[at:at + size]) if at >= 0 else None


def is_laid_out(container, source: bytes) -> bool:
    """The container's parts are where the builder would put them: back to
    back in table order after the offset table, the file ending with the
    last (no gaps, no overlaps, the header's counts right), so the readable
    tree may leave out the offsets, the part count and the file size."""
    entries = container.part_table
    pos = 32 + 4 * len(entries)
    if container.num_parts != len(entries):
        return False
    for entry in entries:
        if entry.ofs_part != pos:
            return False
        try:
            size = part_header(entry)[1]
        except (ParseError, *INPUT_ERRORS):  # a part header the file cannot hold
            return False
        pos += 8 + size
    return pos == len(source) == container.len_file
