"""Writers for ``ksy/dxcontainer_shader.ksy``: the SHDR / SHEX tokenized program.

One function per ksy type, fields in spec order, over a parsed object or a
tree. The program's instructions are a lazy instance: when they were never
decoded, the writer copies their bytes from the source unchanged (nothing
was decoded, so nothing can have changed); once decoded, every instruction
is written field by field.

A tree may leave the layout out (:func:`dxcontainer_shader` says what is
computed): each length in tokens, the bits of an opcode or operand token
that say how many tokens follow, the counts inside declarations.

A program holds tens of thousands of tokens, so the instruction stream is
written into a :class:`Tokens` buffer (the same ``u4``/``u2``/``f4``/``bytes``
interface as :class:`dxfuzz.write.buffer.Writer`, without the per-byte bookkeeping)
and handed to the writer in one piece. Instruction bodies are sized
substreams that every body type reads to its end, so they are written in
place; a body that wrote less than its size is completed from the bytes it
was parsed from, as :func:`dxfuzz.write.sized` would.
"""
from __future__ import annotations

import struct
from types import MappingProxyType

from . import sized, write
from .. import kaitai
from .buffer import Writer
from .given import Given

_U2 = struct.Struct("<H").pack
_U4 = struct.Struct("<I").pack
_F4 = struct.Struct("<f").pack
_NO_OPTIONS = MappingProxyType({})

SPEC = "dxcontainer_shader"

#: The parts this writer builds from trees.
FOURCCS = ("SHDR", "SHEX")

#: Opcodes whose layout differs: custom data (its length is the next token),
#: and the two declarations whose extended bit announces a length token.
CUSTOM_DATA, DCL_FUNCTION_TABLE, DCL_INTERFACE = 53, 145, 146

#: Operand types whose operand holds literal values (no selection bits).
_IMMEDIATES = (4, 5)


class Tokens:
    """An append-only little-endian buffer with the writer interface."""

    __slots__ = ("buf", "options")
    limit = None

    def __init__(self, options=_NO_OPTIONS):
        self.buf = bytearray()
        self.options = options  # a tree's program: {"sm51": ...}

    @property
    def pos(self) -> int:
        return len(self.buf)

    def u2(self, v) -> None:
        self.buf += _U2(v)

    def u4(self, v) -> None:
        self.buf += _U4(v)

    def f4(self, v) -> None:
        self.buf += _F4(v)

    def bytes(self, data) -> None:
        self.buf += data


def dxcontainer_shader(obj, w: Writer) -> None:
    """A program from a parsed object or a tree. Left out of a tree:
    ``version_token`` (from ``program_type``, ``major_version`` 5 and
    ``minor_version`` 0), ``len_dwords`` (the tokens written);
    in each instruction, the length (the 7-bit field of ``opcode_token``
    unless ``length`` is given; ``len_custom_data`` and ``len_long``),
    the extended bit (from ``extended_opcodes``), an ``opcode_token`` itself
    (``opcode``, controls 0), each extended token's chain bit (unless
    ``has_next`` is given); in each operand, the index dimension and index
    representations of ``token`` (from ``indices``, unless
    ``index_dimension`` is given), its extended bit (from
    ``extended_tokens``), the ``token`` itself (from ``num_components``,
    ``selection_mode``, the mask, swizzle or selected component,
    ``operand_type``); each index's ``representation`` (from ``kind``, or
    what it gives: a relative operand, 64-bit halves); the counts and
    lengths inside declarations and shader messages."""
    if isinstance(obj, dict):
        _program_tree(Given(obj), w)
        return
    w.u4(obj.version_token)
    w.u4(obj.len_dwords)
    size = (obj.len_dwords - 2) * 4
    with w.at(8):
        if "_m_program" in vars(obj):
            sized(obj._m_program, size, w, source=getattr(obj, "_raw__m_program", None))
        else:
            source = kaitai.source_bytes(obj)
            if source is not None:
                w.bytes(source[8:8 + size])
    if obj.len_dwords * 4 < obj._io.size():
        with w.at(obj.len_dwords * 4):
            w.bytes(obj.trailing)


def _program_tree(p: Given, w: Writer) -> None:
    program = p.value("program", None)
    listing = program if isinstance(program, list) else None
    if p.has("version_token"):
        version = p.number("version_token")
    elif listing:
        from ..asm.assembler import version_token_of_line
        version = version_token_of_line(listing[0])
        if version is None:
            raise ValueError(f"a program's listing begins with its version line (ps_5_0, cs_4_1, ...), "
                             f"not {listing[0]!r}")
    else:
        version = (p.number("program_type", _enum("ProgramType"), default=0) << 16) | \
            (p.number("major_version", default=5) << 4) | p.number("minor_version", default=0)
    major, minor = (version >> 4) & 15, version & 15
    out = Tokens({"sm51": major > 5 or (major == 5 and minor >= 1)})
    if listing is not None:
        from ..asm.assembler import program_of_version
        listing_stream(listing[1:], program_of_version(version), out)
    elif program is not None:
        instruction_stream(program, out)
    w.u4(version)
    w.u4(p.number("len_dwords", default=2 + len(out.buf) // 4))
    w.bytes(out.buf)
    w.bytes(p.data("trailing", b"") or b"")


def instruction_stream(obj, w: Writer) -> None:
    out = Tokens(w.options)
    for ins in (obj.get("instructions") or []) if isinstance(obj, dict) else obj.instructions:
        instruction(ins, out)
    w.bytes(out.buf)


#: Listing lines known to assemble to their tokens, by ``(line, program)``;
#: a dump fills it with the lines it shows, so that building them again is
#: a look-up. Emptied when it holds :data:`_KNOWN_LINES_LIMIT`.
_KNOWN_LINES: dict = {}
_KNOWN_LINES_LIMIT = 1 << 16


def assembled(text: str, program: tuple) -> tuple:
    """The tokens of one listing line of a program ``(major, minor, type)``:
    :func:`dxfuzz.asm.assembler.assemble_instruction`, which refuses a line
    the disassembler would print otherwise."""
    tokens = _KNOWN_LINES.get((text, program))
    if tokens is None:
        from ..asm.assembler import assemble_instruction
        tokens = tuple(assemble_instruction(text, program=program))
        _know(text, program, tokens)
    return tokens


def assembles_to(text: str, program: tuple, tokens: bytes) -> bool:
    """Whether ``text`` (a line the disassembler printed for ``tokens``)
    assembles to exactly those tokens. A line that does is then known (its
    tokens print it by construction, so :func:`assembled`'s check holds)."""
    if _KNOWN_LINES.get((text, program)) is not None:
        words = _KNOWN_LINES[(text, program)]
    else:
        from ..asm.assembler import assemble_instruction
        try:
            words = tuple(assemble_instruction(text, program=program, check=False))
        except ValueError:
            return False
    if len(words) * 4 != len(tokens) or struct.pack(f"<{len(words)}I", *words) != tokens:
        return False
    _know(text, program, words)
    return True


def _know(text: str, program: tuple, tokens: tuple) -> None:
    if len(_KNOWN_LINES) >= _KNOWN_LINES_LIMIT:
        _KNOWN_LINES.clear()
    _KNOWN_LINES[(text, program)] = tokens


def listing_stream(lines: list, program: tuple, w) -> None:
    """Instructions given as a readable dump gives them: each a listing line
    (assembled) or ``{"asm": line, "tokens": hex}`` (its tokens written as
    given, the line being what they disassemble to)."""
    for i, item in enumerate(lines):
        if isinstance(item, dict) and item.get("tokens") is not None:
            w.bytes(Given(item).data("tokens"))
        elif isinstance(item, dict) or isinstance(item, str):
            text = item.get("asm") if isinstance(item, dict) else item
            if not isinstance(text, str):
                raise ValueError(f"program line {i + 2}: an instruction is a listing line or asm and tokens")
            try:
                words = assembled(text, program)
            except ValueError as exc:
                raise ValueError(f"program line {i + 2} ({text.strip()!r}): {exc}") from None
            for word in words:
                w.u4(word)
        else:
            raise ValueError(f"program line {i + 2}: an instruction is a listing line or asm and tokens, "
                             f"not {item!r}")


def _enum(name: str):
    return kaitai.enum_class(SPEC, name)


#: The table :func:`opcode_body` reads, made whole on first use and only then
#: published, so a thread never sees it half filled.
_BODIES: dict = {}


def opcode_body(opcode: int) -> tuple:
    """``(body type, (arguments,))`` of an opcode, as the spec's switch on the
    opcode gives it (``instruction_body`` and its operand count for an
    ordinary instruction)."""
    global _BODIES
    if not _BODIES:
        from ..generated._specs import OPCODE_BODIES
        names = {m.name: m.value for m in _enum("OpcodeType")}
        _BODIES = {names.get(k, k): v for k, v in OPCODE_BODIES.items()}
    return _BODIES.get(opcode) or _BODIES["_"]


def body_kind(opcode: int) -> str:
    """The name of the body type of an opcode (``custom_data`` for custom data)."""
    return opcode_body(opcode)[0]


#: What the writer computes when a tree leaves it out: lengths, counts, and
#: the bits of opcode and operand tokens that say what follows them.
LAYOUT_FIELDS = frozenset({
    "len_dwords", "len_instruction", "len_custom_data", "len_long", "is_extended",
    "index_dimension", "has_next", "len_operands", "num_operands", "len_text",
    "num_mappings", "num_bodies"})


def meaning(tree):
    """A program's tree (or any part of one) without :data:`LAYOUT_FIELDS`:
    built again, every length, count and index bit follows what it holds
    (every real program comes back byte for byte)."""
    if isinstance(tree, list):
        return [meaning(v) for v in tree]
    if not isinstance(tree, dict):
        return tree
    return {k: meaning(v) for k, v in tree.items() if k not in LAYOUT_FIELDS}


def _chained(items) -> list:
    """Extended tokens (opcode or operand): each ``token``, its bit 31 set
    when another follows unless the tree gives ``has_next``."""
    out = []
    for i, item in enumerate(items):
        e = Given(item)
        token = e.number("token")
        if not e.has("has_next"):
            token = (token & 0x7FFFFFFF) | (0x80000000 if i < len(items) - 1 else 0)
        out.append(token)
    return out


def _instruction_tree(t: Given, w) -> None:
    token = t.number("opcode_token") if t.has("opcode_token") else \
        t.number("opcode", _enum("OpcodeType"))
    opcode = token & 0x7FF
    body = t.value("body", None)
    inner = Tokens(w.options)
    if isinstance(body, (bytes, bytearray, str)):
        inner.bytes(t.data("body"))
    elif opcode == CUSTOM_DATA and body is not None:
        _content_tree(Given(body, t), token >> 11, inner)
    elif body is not None:
        globals()[body_kind(opcode)](Given(body, t).source, inner)
    inner.buf += bytes(-len(inner.buf) % 4)
    tokens = len(inner.buf) // 4
    if opcode == CUSTOM_DATA:
        w.u4(token)
        w.u4(t.number("len_custom_data", default=2 + tokens))
    elif opcode in (DCL_FUNCTION_TABLE, DCL_INTERFACE) and \
            (t.has("len_long") or t.value("has_len_long", False)):
        w.u4(token | 0x80000000)
        w.u4(t.number("len_long", default=2 + tokens))
    else:
        extended = _chained(t.value("extended_opcodes", None) or [])
        if not t.has("is_extended"):
            token = (token & 0x7FFFFFFF) | (0x80000000 if extended else 0)
        if not t.has("len_instruction"):
            length = 1 + len(extended) + tokens
            if length > 0x7F:
                raise ValueError(f"an instruction of {length} tokens does not fit the 7-bit length "
                                 "field (only dcl_function_table and dcl_interface have a long form)")
            token = (token & ~(0x7F << 24)) | (length << 24)
        w.u4(token)
        for ext in extended:
            w.u4(ext)
    w.bytes(inner.buf)


def instruction(obj, w: Writer) -> None:
    if isinstance(obj, dict):
        _instruction_tree(Given(obj), w)
        return
    w.u4(obj.opcode_token)
    if obj.is_custom_data:
        w.u4(obj.len_custom_data)
    if obj.has_len_long:
        w.u4(obj.len_long)
    if obj.has_extended_opcodes:
        for ext in obj.extended_opcodes:
            extended_opcode(ext, w)
    body = obj.body
    if isinstance(body, (bytes, bytearray)):
        w.bytes(body)
        return
    start = w.pos
    write(body, w)
    written = w.pos - start
    if written < obj.len_body:
        raw = getattr(obj, "_raw_body", b"")
        w.bytes(raw[written:] + bytes(max(0, obj.len_body - len(raw))))


def extended_opcode(obj, w: Writer) -> None:
    w.u4(obj.token)


def _selection(t: Given, mode: int) -> int:
    """Bits 4-11 of a four-component operand token, by selection mode."""
    if mode == 0:
        return t.number("component_mask", default=15)
    if mode == 1:
        if t.has("swizzle"):
            return t.number("swizzle")
        names = _enum("ComponentName")
        return sum(t.number(f"swizzle_{c}", names, default=i) << (2 * i) for i, c in enumerate("xyzw"))
    return t.number("selected_component", _enum("ComponentName"), default=0)


def _representation(i: Given) -> int:
    if i.has("representation"):
        return i.number("representation")
    if i.has("kind"):
        return i.number("kind", _enum("IndexRepresentation"))
    wide = i.has("immediate64_hi") or i.has("immediate64_lo")
    if i.has("relative"):
        return 4 if wide else 3 if i.has("immediate32") else 2
    return 1 if wide else 0


def _index_trees(t: Given) -> list:
    """An operand tree's indices, each a tree: its ``indices`` (structures),
    or its ``immediate_indices`` (numbers) as the immediate indices they are."""
    if t.has("indices"):
        return t.children("indices")
    return [Given({"immediate32": v}, t) for v in t.numbers("immediate_indices", default=[])]


def _operand_tree(t: Given, w) -> None:
    if t.has("token"):
        token = t.number("token")
    else:
        components = t.number("num_components", _enum("NumComponents"), default=0)
        otype = t.number("operand_type", _enum("OperandType"), default=0)
        token = components | (otype << 12)
        if components == 2 and otype not in _IMMEDIATES:
            mode = t.number("selection_mode", _enum("SelectionMode"), default=0)
            token |= (mode << 2) | (_selection(t, mode) << 4)
    indices = _index_trees(t)
    reps = [_representation(i) for i in indices]
    if not t.has("index_dimension"):
        token &= ~(0x7FF << 20)
        token |= len(indices) << 20
        for k, rep in enumerate(reps):
            token |= rep << (22 + 3 * k)
    extended = _chained(t.value("extended_tokens", None) or [])
    if not t.has("is_extended"):
        token = (token & 0x7FFFFFFF) | (0x80000000 if extended else 0)
    w.u4(token)
    for ext in extended:
        w.u4(ext)
    for v in t.value("immediate_values", None) or []:
        w.u4(v)
    for i, rep in zip(indices, reps):
        if rep in (0, 3):
            w.u4(i.number("immediate32", default=0))
        if rep in (1, 4):
            w.u4(i.number("immediate64_hi", default=0))
            w.u4(i.number("immediate64_lo", default=0))
        if rep >= 2:
            _operand_tree(Given(i.value("relative")), w)


def operand(obj, w: Writer) -> None:
    if isinstance(obj, dict):
        _operand_tree(Given(obj), w)
        return
    w.u4(obj.token)
    if obj.is_extended:
        for ext in obj.extended_tokens:
            extended_operand(ext, w)
    if obj.num_immediate_dwords > 0:
        for v in obj.immediate_values:
            w.u4(v)
    immediate = getattr(obj, "immediate_indices", None)  # (the spec reads one or the other)
    if immediate is not None:
        for v in immediate:
            w.u4(v)
    else:
        for idx in obj.indices:
            operand_index(idx, w)


def extended_operand(obj, w: Writer) -> None:
    w.u4(obj.token)


def operand_index(obj, w: Writer) -> None:
    rep = obj.representation
    if rep == 0 or rep == 3:
        w.u4(obj.immediate32)
    if rep == 1 or rep == 4:
        w.u4(obj.immediate64_hi)
        w.u4(obj.immediate64_lo)
    if rep >= 2:
        operand(obj.relative, w)


def resource_return_type(obj, w: Writer) -> None:
    w.u4(_view(obj).token)


def name_token(obj, w: Writer) -> None:
    w.u4(_view(obj).token)


def instruction_body(obj, w: Writer) -> None:
    obj = _view(obj)
    for op in obj.operands or []:
        operand(op, w)
    w.bytes(obj.unparsed)


conditional_body = instruction_body
resinfo_body = instruction_body
sample_info_body = instruction_body


def operand_list(obj, w: Writer) -> None:
    for op in _view(obj).operands or []:
        operand(op, w)


def _unparsed(obj, w: Writer) -> None:
    w.bytes(_view(obj).unparsed)


sync_body = _unparsed
unknown_body = _unparsed
gs_output_topology_decl = _unparsed
gs_input_primitive_decl = _unparsed
global_flags_decl = _unparsed
control_point_count_decl = _unparsed
tess_domain_decl = _unparsed
tess_partitioning_decl = _unparsed
tess_output_primitive_decl = _unparsed


#: The content type of each custom-data class (the spec's ``custom_data`` switch).
CUSTOM_CONTENTS = {0: "custom_text", 3: "immediate_constant_buffer", 4: "shader_message",
                   5: "clip_plane_mappings"}


def _content_tree(b: Given, data_class: int, w) -> None:
    content = b.value("content", None)
    if content is None:
        return
    if isinstance(content, (bytes, bytearray, str)) or data_class not in CUSTOM_CONTENTS:
        w.bytes(b.data("content"))
        return
    globals()[CUSTOM_CONTENTS[data_class]](content, w)


class _TreeView:
    """Attribute access to a tree's body, for the body writers: a number left
    out reads 0, bytes left out none, an operand left out is all defaults."""

    __slots__ = ("_d",)

    def __init__(self, d: dict):
        self._d = d

    def __getattr__(self, name):
        v = self._d.get(name)
        if name in _BYTES_FIELDS:
            return b"" if v is None else bytes.fromhex(v) if isinstance(v, str) else bytes(v)
        if name in _STRUCT_FIELDS:
            return {} if v is None else v
        if isinstance(v, str) and name in _ENUM_FIELDS:
            return Given(self._d).number(name, _enum(_ENUM_FIELDS[name]))
        return 0 if v is None else v


_BYTES_FIELDS = frozenset({"unparsed", "padding"})
_STRUCT_FIELDS = frozenset({"operand", "return_type", "name", "operands"})
_ENUM_FIELDS = {"message_id": "ShaderMessageId", "format": "ShaderMessageFormat"}


def _view(obj):
    """A body's fields by attribute: the parsed object itself, or a tree's view."""
    return _TreeView(obj) if isinstance(obj, dict) else obj


def _sm51(obj, w) -> bool:
    """The program is Shader Model 5.1 or later (a tree's program says so in ``w.options``)."""
    return w.options.get("sm51", False) if isinstance(obj, _TreeView) else obj._root.is_sm51


def custom_data(obj, w: Writer) -> None:
    content = obj.content
    sized(content, len(obj._raw_content) if hasattr(obj, "_raw_content") else len(content), w,
          source=getattr(obj, "_raw_content", None))


def custom_text(obj, w: Writer) -> None:
    w.bytes(Given(obj).text("text", ""))


def immediate_constant_buffer(obj, w: Writer) -> None:
    for v in Given(obj).value("values", []):
        w.u4(v)


def shader_message(obj, w: Writer) -> None:
    if isinstance(obj, dict):
        _shader_message_tree(Given(obj), w)
        return
    w.u4(obj.message_id)
    w.u4(obj.format)
    w.u4(obj.len_text)
    w.u4(obj.num_operands)
    w.u4(obj.len_operands)
    sized(obj.operands, obj.len_operands * 4, w, source=getattr(obj, "_raw_operands", None))
    w.bytes(obj.text.encode("iso-8859-1"))
    w.bytes(obj.padding)


def _shader_message_tree(m: Given, w) -> None:
    """A shader message from a tree: the text's length, the operands' count
    and tokens left out are computed; the text is padded to 4 with zeros."""
    operands = Tokens(w.options)
    listed = m.value("operands", None) or {}
    operand_list(listed, operands)
    text = m.text("text", "")
    w.u4(m.number("message_id", _enum("ShaderMessageId"), default=0))
    w.u4(m.number("format", _enum("ShaderMessageFormat"), default=0))
    w.u4(m.number("len_text", default=len(text)))
    w.u4(m.number("num_operands", default=len(Given(listed).value("operands", None) or [])))
    w.u4(m.number("len_operands", default=len(operands.buf) // 4))
    w.bytes(operands.buf)
    w.bytes(text)
    padding = m.data("padding", None)
    w.bytes(padding if padding is not None else bytes(-len(text) % 4 or 4))


def clip_plane_mappings(obj, w: Writer) -> None:
    obj = _view(obj)
    mappings = obj.mappings or []
    w.u4(obj._d.get("num_mappings", len(mappings)) if isinstance(obj, _TreeView) else obj.num_mappings)
    for m in mappings:
        clip_plane_mapping(m, w)
    w.bytes(obj.unparsed)


def clip_plane_mapping(obj, w: Writer) -> None:
    obj = _view(obj)
    w.u2(obj.constant_buffer)
    w.u2(obj.start_element)
    w.u2(obj.num_elements)
    w.u2(obj.reserved)


def operand_decl(obj, w: Writer) -> None:
    obj = _view(obj)
    operand(obj.operand, w)
    w.bytes(obj.unparsed)


def operand_name_decl(obj, w: Writer) -> None:
    obj = _view(obj)
    operand(obj.operand, w)
    name_token(obj.name, w)
    w.bytes(obj.unparsed)


input_ps_decl = operand_decl
input_ps_name_decl = operand_name_decl


def _space(obj, w: Writer) -> None:
    if _sm51(obj, w):
        w.u4(obj.space)


def resource_decl(obj, w: Writer) -> None:
    obj = _view(obj)
    operand(obj.operand, w)
    resource_return_type(obj.return_type, w)
    _space(obj, w)
    w.bytes(obj.unparsed)


uav_typed_decl = resource_decl


def constant_buffer_decl(obj, w: Writer) -> None:
    obj = _view(obj)
    operand(obj.operand, w)
    if _sm51(obj, w):
        w.u4(obj.num_vectors)
    _space(obj, w)
    w.bytes(obj.unparsed)


def sampler_decl(obj, w: Writer) -> None:
    obj = _view(obj)
    operand(obj.operand, w)
    _space(obj, w)
    w.bytes(obj.unparsed)


uav_raw_decl = sampler_decl
resource_raw_decl = sampler_decl


def index_range_decl(obj, w: Writer) -> None:
    obj = _view(obj)
    operand(obj.operand, w)
    w.u4(obj.num_registers)
    w.bytes(obj.unparsed)


def _one_number(field: str):
    """The writer of a declaration whose body is one number, ``field``."""
    def one_number_decl(obj, w: Writer) -> None:
        obj = _view(obj)
        w.u4(getattr(obj, field))
        w.bytes(obj.unparsed)
    return one_number_decl


max_output_vertex_count_decl = _one_number("max_num_vertices")
instance_count_decl = _one_number("num_instances")
temps_decl = _one_number("num_temps")
function_body_decl = _one_number("function_body")


def indexable_temp_decl(obj, w: Writer) -> None:
    obj = _view(obj)
    w.u4(obj.register_index)
    w.u4(obj.num_registers)
    w.u4(obj.num_components)
    w.bytes(obj.unparsed)


def function_table_decl(obj, w: Writer) -> None:
    obj = _view(obj)
    bodies = obj.function_bodies or []
    w.u4(obj.function_table)
    w.u4(obj._d.get("num_bodies", len(bodies)) if isinstance(obj, _TreeView) else obj.num_bodies)
    for v in bodies:
        w.u4(v)
    w.bytes(obj.unparsed)


def interface_decl(obj, w: Writer) -> None:
    obj = _view(obj)
    tables = obj.function_tables or []
    w.u4(obj.interface)
    w.u4(obj.num_table_entries)
    w.u4(obj._d.get("num_tables_and_interfaces", len(tables) | (obj.num_interfaces << 16))
         if isinstance(obj, _TreeView) else obj.num_tables_and_interfaces)
    for v in tables:
        w.u4(v)
    w.bytes(obj.unparsed)


def interface_call_body(obj, w: Writer) -> None:
    obj = _view(obj)
    w.u4(obj.function_index)
    operand(obj.operand, w)
    w.bytes(obj.unparsed)


def hs_max_tessfactor_decl(obj, w: Writer) -> None:
    obj = _view(obj)
    w.f4(Given(obj._d).real("max_tessfactor", 0.0) if isinstance(obj, _TreeView) else obj.max_tessfactor)
    w.bytes(obj.unparsed)


def thread_group_decl(obj, w: Writer) -> None:
    obj = _view(obj)
    w.u4(obj.x)
    w.u4(obj.y)
    w.u4(obj.z)
    w.bytes(obj.unparsed)


def uav_structured_decl(obj, w: Writer) -> None:
    obj = _view(obj)
    operand(obj.operand, w)
    w.u4(obj.stride)
    _space(obj, w)
    w.bytes(obj.unparsed)


resource_structured_decl = uav_structured_decl


def tgsm_raw_decl(obj, w: Writer) -> None:
    obj = _view(obj)
    operand(obj.operand, w)
    w.u4(obj.len_tgsm)
    w.bytes(obj.unparsed)


def tgsm_structured_decl(obj, w: Writer) -> None:
    obj = _view(obj)
    operand(obj.operand, w)
    w.u4(obj.stride)
    w.u4(obj.num_structures)
    w.bytes(obj.unparsed)


__all__ = ["write"]
