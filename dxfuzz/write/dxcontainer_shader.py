"""Writers for ``ksy/dxcontainer_shader.ksy``: the SHDR / SHEX tokenized program.

One function per ksy type, fields in spec order. The program's instructions
are a lazy instance: when they were never decoded, the writer copies their
bytes from the source unchanged (nothing was decoded, so nothing can have
changed); once decoded, every instruction is written field by field.

A program holds tens of thousands of tokens, so the instruction stream is
written into a :class:`Tokens` buffer (the same ``u4``/``u2``/``f4``/``bytes``
interface as :class:`dxfuzz.writer.Writer`, without the per-byte bookkeeping)
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
from ..writer import Writer

_U2 = struct.Struct("<H").pack
_U4 = struct.Struct("<I").pack
_F4 = struct.Struct("<f").pack


class Tokens:
    """An append-only little-endian buffer with the writer interface."""

    __slots__ = ("buf",)
    options = MappingProxyType({})  # a program's layout has no options
    limit = None

    def __init__(self):
        self.buf = bytearray()

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
    w.u4(obj.version_token)
    w.u4(obj.length_in_dwords)
    size = (obj.length_in_dwords - 2) * 4
    with w.at(8):
        if "_m_program" in vars(obj):
            sized(obj._m_program, size, w, source=getattr(obj, "_raw__m_program", None))
        else:
            source = kaitai.source_bytes(obj)
            if source is not None:
                w.bytes(source[8:8 + size])
    if obj.length_in_dwords * 4 < obj._io.size():
        with w.at(obj.length_in_dwords * 4):
            w.bytes(obj.trailing)


def instruction_stream(obj, w: Writer) -> None:
    out = Tokens()
    for ins in obj.instructions:
        instruction(ins, out)
    w.bytes(out.buf)


def instruction(obj, w: Writer) -> None:
    w.u4(obj.opcode_token)
    if obj.is_custom_data:
        w.u4(obj.custom_data_length)
    if obj.has_long_length:
        w.u4(obj.long_length)
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
    if written < obj.body_size:
        raw = getattr(obj, "_raw_body", b"")
        w.bytes(raw[written:] + bytes(max(0, obj.body_size - len(raw))))


def extended_opcode(obj, w: Writer) -> None:
    w.u4(obj.token)


def operand(obj, w: Writer) -> None:
    w.u4(obj.token)
    if obj.is_extended:
        for ext in obj.extended_tokens:
            extended_operand(ext, w)
    if obj.immediate_dword_count > 0:
        for v in obj.immediate_values:
            w.u4(v)
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
    w.u4(obj.token)


def name_token(obj, w: Writer) -> None:
    w.u4(obj.token)


def instruction_body(obj, w: Writer) -> None:
    for op in obj.operands:
        operand(op, w)
    w.bytes(obj.unparsed)


conditional_body = instruction_body
resinfo_body = instruction_body
sample_info_body = instruction_body


def operand_list(obj, w: Writer) -> None:
    for op in obj.operands:
        operand(op, w)


def _unparsed(obj, w: Writer) -> None:
    w.bytes(obj.unparsed)


sync_body = _unparsed
unknown_body = _unparsed
gs_output_topology_decl = _unparsed
gs_input_primitive_decl = _unparsed
global_flags_decl = _unparsed
control_point_count_decl = _unparsed
tess_domain_decl = _unparsed
tess_partitioning_decl = _unparsed
tess_output_primitive_decl = _unparsed


def custom_data(obj, w: Writer) -> None:
    content = obj.content
    sized(content, len(obj._raw_content) if hasattr(obj, "_raw_content") else len(content), w,
          source=getattr(obj, "_raw_content", None))


def custom_text(obj, w: Writer) -> None:
    w.bytes(obj.text.encode("iso-8859-1"))


def immediate_constant_buffer(obj, w: Writer) -> None:
    for v in obj.values:
        w.u4(v)


def shader_message(obj, w: Writer) -> None:
    w.u4(obj.message_id)
    w.u4(obj.format)
    w.u4(obj.text_length)
    w.u4(obj.operand_count)
    w.u4(obj.operands_length)
    sized(obj.operands, obj.operands_length * 4, w, source=getattr(obj, "_raw_operands", None))
    w.bytes(obj.text.encode("iso-8859-1"))
    w.bytes(obj.padding)


def clip_plane_mappings(obj, w: Writer) -> None:
    w.u4(obj.mapping_count)
    for m in obj.mappings:
        clip_plane_mapping(m, w)
    w.bytes(obj.unparsed)


def clip_plane_mapping(obj, w: Writer) -> None:
    w.u2(obj.constant_buffer)
    w.u2(obj.start_element)
    w.u2(obj.element_count)
    w.u2(obj.reserved)


def operand_decl(obj, w: Writer) -> None:
    operand(obj.operand, w)
    w.bytes(obj.unparsed)


def operand_name_decl(obj, w: Writer) -> None:
    operand(obj.operand, w)
    name_token(obj.name, w)
    w.bytes(obj.unparsed)


input_ps_decl = operand_decl
input_ps_name_decl = operand_name_decl


def _space(obj, w: Writer) -> None:
    if obj._root.is_sm51:
        w.u4(obj.space)


def resource_decl(obj, w: Writer) -> None:
    operand(obj.operand, w)
    resource_return_type(obj.return_type, w)
    _space(obj, w)
    w.bytes(obj.unparsed)


uav_typed_decl = resource_decl


def constant_buffer_decl(obj, w: Writer) -> None:
    operand(obj.operand, w)
    if obj._root.is_sm51:
        w.u4(obj.size)
    _space(obj, w)
    w.bytes(obj.unparsed)


def sampler_decl(obj, w: Writer) -> None:
    operand(obj.operand, w)
    _space(obj, w)
    w.bytes(obj.unparsed)


uav_raw_decl = sampler_decl
resource_raw_decl = sampler_decl


def index_range_decl(obj, w: Writer) -> None:
    operand(obj.operand, w)
    w.u4(obj.register_count)
    w.bytes(obj.unparsed)


def count_decl(obj, w: Writer) -> None:
    w.u4(obj.count)
    w.bytes(obj.unparsed)


temps_decl = count_decl


def indexable_temp_decl(obj, w: Writer) -> None:
    w.u4(obj.register_index)
    w.u4(obj.register_count)
    w.u4(obj.component_count)
    w.bytes(obj.unparsed)


def function_body_decl(obj, w: Writer) -> None:
    w.u4(obj.function_body)
    w.bytes(obj.unparsed)


def function_table_decl(obj, w: Writer) -> None:
    w.u4(obj.function_table)
    w.u4(obj.table_length)
    for v in obj.function_bodies:
        w.u4(v)
    w.bytes(obj.unparsed)


def interface_decl(obj, w: Writer) -> None:
    w.u4(obj.interface)
    w.u4(obj.expected_table_length)
    w.u4(obj.lengths)
    for v in obj.function_tables:
        w.u4(v)
    w.bytes(obj.unparsed)


def interface_call_body(obj, w: Writer) -> None:
    w.u4(obj.function_index)
    operand(obj.operand, w)
    w.bytes(obj.unparsed)


def hs_max_tessfactor_decl(obj, w: Writer) -> None:
    w.f4(obj.max_tessfactor)
    w.bytes(obj.unparsed)


def thread_group_decl(obj, w: Writer) -> None:
    w.u4(obj.x)
    w.u4(obj.y)
    w.u4(obj.z)
    w.bytes(obj.unparsed)


def uav_structured_decl(obj, w: Writer) -> None:
    operand(obj.operand, w)
    w.u4(obj.stride)
    _space(obj, w)
    w.bytes(obj.unparsed)


resource_structured_decl = uav_structured_decl


def tgsm_raw_decl(obj, w: Writer) -> None:
    operand(obj.operand, w)
    w.u4(obj.byte_count)
    w.bytes(obj.unparsed)


def tgsm_structured_decl(obj, w: Writer) -> None:
    operand(obj.operand, w)
    w.u4(obj.stride)
    w.u4(obj.count)
    w.bytes(obj.unparsed)


__all__ = ["write"]
