"""Tokenized programs (SHDR / SHEX): every corpus program decoded and written
back byte for byte, values checked against FXC's listings, laziness,
malformed programs, and generated programs."""
from __future__ import annotations

import functools
import os
import struct

import pytest
from hypothesis import given, settings, strategies as st

import dxfuzz
from dxfuzz.asm import programs
from dxfuzz.strategies import dxcontainer_shader as strat
from dxfuzz.write.dxcontainer_shader import meaning
from dxfuzz.write import serialize_object, write
from dxfuzz.write.buffer import Writer

from conftest import corpus_files, raw_part_data, shared_path

FOURCCS = ("SHDR", "SHEX")
#: Opcodes FXC writes one token longer than their operands (the extra token is
#: `unparsed`): samplepos and the tiled-resource feedback samples.
PADDED = {110, 228, 229, 230, 231, 232, 233}


@functools.lru_cache(maxsize=None)
def corpus_programs():
    """``(file, part data, decoded body)`` of every SHDR / SHEX part in the corpus."""
    out = []
    for name, data in corpus_files():
        obj = dxfuzz.parse(data, lazy=True)
        for part in dxfuzz.parts(obj):
            if part.fourcc_text in FOURCCS:
                out.append((name, raw_part_data(part), programs.parse_program(raw_part_data(part))))
    return out


def _program(name: str, index: int = 0):
    found = [body for n, _, body in corpus_programs() if n == name]
    return found[index]


def _strict(obj) -> bytes:
    """Serialize with no background: every byte must come from a field."""
    w = Writer()
    write(obj, w)
    assert w.unwritten() == []
    return w.finish()


# --------------------------------------------------------------------------
# Every corpus program


def test_every_corpus_program_decodes_and_round_trips():
    progs = corpus_programs()
    assert len(progs) >= 1525
    instructions = 0
    for name, raw, body in progs:
        assert "_m_program" in vars(body), name  # decoded, not copied
        assert _strict(body) == raw, name
        for ins in body.program.instructions:
            instructions += 1
            kind = type(ins.body).__name__
            assert kind != "UnknownBody", (name, ins.opcode_token)
            extra = getattr(ins.body, "unparsed", b"")
            if extra:
                assert (ins.opcode_token & 0x7FF) in PADDED and len(extra) == 4, (name, ins.opcode_token)
    assert instructions > 70000


def test_length_token_matches_part_size():
    for name, raw, body in corpus_programs():
        assert body.len_dwords * 4 == len(raw), name
        assert body.trailing is None


def test_container_round_trip_with_decoded_programs():
    done = 0
    for name, data in corpus_files()[::25]:
        obj = dxfuzz.parse(data)
        for part in dxfuzz.parts(obj):
            if part.fourcc_text in FOURCCS:
                part.body.program  # force the instructions through the writer
                done += 1
        assert dxfuzz.serialize(obj) == data, name
    assert done > 20


# --------------------------------------------------------------------------
# Values checked against FXC's listings


def test_domain_shader_values():
    """slimshader/PNTriangles11_DS__vc502f97b.asm: ds_5_0,
    dcl_input_control_point_count 3, dcl_tessellator_domain domain_tri,
    dcl_constantbuffer cb0[13], immediateIndexed, ..., dcl_temps 5,
    mul r0.xyz, vpc1.yzwy, vDomain.zzzz"""
    body = _program("slimshader/PNTriangles11_DS__vc502f97b.dxbc")
    assert body.program_type == body.ProgramType.domain_shader
    assert (body.major_version, body.minor_version) == (5, 0)
    ins = body.program.instructions
    assert ins[0].opcode == body.OpcodeType.dcl_input_control_point_count
    assert ins[0].body.num_control_points == 3
    assert ins[1].body.domain == body.TessellatorDomain.tri
    assert ins[2].body.refactoring_allowed and not ins[2].body.enable_double_precision_float_ops
    cb = ins[3]
    assert cb.opcode == body.OpcodeType.dcl_constantbuffer
    assert cb.body.operand.immediate_indices == [0, 13]
    assert cb.body.access_pattern == body.CbAccessPattern.immediate_indexed
    temps = next(i for i in ins if i.opcode == body.OpcodeType.dcl_temps)
    assert temps.body.num_temps == 5
    mul = ins[ins.index(temps) + 1]
    assert mul.opcode == body.OpcodeType.mul
    dst, a, b = mul.body.operands
    assert dst.operand_type == body.OperandType.temp and dst.component_mask == 0b0111
    assert a.operand_type == body.OperandType.input_patch_constant and a.immediate_indices[0] == 1
    assert [(a.swizzle >> (2 * k)) & 3 for k in range(4)] == [1, 2, 3, 1]  # yzwy
    assert b.operand_type == body.OperandType.input_domain_point and b.swizzle == 0b10101010  # zzzz
    last = ins[-1]
    assert last.opcode == body.OpcodeType.ret and last.len_instruction == 1


def test_interfaces_values():
    """dxdecompiler/interfaces__v61d2a5f4.asm: dcl_function_table ft0 = {fb0},
    dcl_interface fp0[1][1] = {ft0, ft1, ft2}, fcall fp1[0][0]."""
    body = _program("dxdecompiler/interfaces__v61d2a5f4.dxbc")
    ins = body.program.instructions
    tables = [i.body for i in ins if i.opcode == body.OpcodeType.dcl_function_table]
    assert tables[0].function_table == 0 and tables[0].function_bodies == [0]
    ifaces = [i.body for i in ins if i.opcode == body.OpcodeType.dcl_interface]
    assert (ifaces[0].interface, ifaces[0].num_interfaces, ifaces[0].num_table_entries) == (0, 1, 1)
    assert ifaces[0].function_tables == [0, 1, 2]
    assert ifaces[2].function_tables == [6, 7]
    calls = [i.body for i in ins if i.opcode == body.OpcodeType.fcall]
    assert calls[1].function_index == 0
    assert calls[1].operand.immediate_indices == [1, 0]


def test_shader_model_51_declaration_values():
    """dxdecompiler/SM51_test__v61d2a5f4.asm:
    dcl_constantbuffer CB2[2:*][1], dynamicIndexed, space=3 and
    dcl_uav_typed_texture2d_rov (float,float,float,float) U4[3:7], space=2."""
    body = _program("dxdecompiler/SM51_test__v61d2a5f4.dxbc")
    assert body.is_sm51
    ins = body.program.instructions
    cbs = [i.body for i in ins if i.opcode == body.OpcodeType.dcl_constantbuffer]
    cb2 = cbs[2]
    assert cb2.operand.immediate_indices == [2, 2, 0xFFFFFFFF]
    assert (cb2.num_vectors, cb2.space) == (1, 3)
    assert cb2.access_pattern == body.CbAccessPattern.dynamic_indexed
    rov = [i.body for i in ins if i.opcode == body.OpcodeType.dcl_uav_typed][-1]
    assert rov.rasterizer_ordered and not rov.globally_coherent
    assert rov.dimension == body.ResourceDimension.texture2d
    assert rov.operand.immediate_indices == [4, 3, 7] and rov.space == 2
    assert rov.return_type.x == body.ReturnType.float


def test_immediate_constant_buffer_matches_listing():
    """The icb of BC7Encode_02 has as many entries as the listing's rows."""
    body = _program("slimshader/BC7Encode_02.dxbc")
    with open(os.path.join(shared_path("corpus"), "slimshader/BC7Encode_02.asm")) as f:
        text = f.read()
    start = text.index("dcl_immediateConstantBuffer")
    rows = text[start:text.index("} }", start)].count("{ ") - 1  # the first line opens with "{ {"
    icb = [i for i in body.program.instructions if i.is_custom_data]
    assert len(icb) == 1
    assert icb[0].custom_data_class == body.CustomDataClass.immediate_constant_buffer
    assert icb[0].body.content.num_entries == rows
    assert icb[0].len_custom_data == 2 + 4 * rows


def test_shader_message_values():
    """dxdecompiler/debug__v61d2a5f4.asm: printf "simple printf test",
    printf "printf naive parser test", r0.x" (all of it the string),
    printf "printf 5 values test: %d %i %x %d", r0.x, r0.y, r0.z, r0.w, r1.x
    and errorf "errorf integer test: %d", r0.x."""
    body = _program("dxdecompiler/debug__v61d2a5f4.dxbc")
    msgs = [i.body.content for i in body.program.instructions
            if i.is_custom_data and i.custom_data_class == body.CustomDataClass.shader_message]
    assert len(msgs) == 17
    assert msgs[0].text == "simple printf test" and msgs[0].num_operands == 0
    naive = next(m for m in msgs if m.text.startswith("printf naive"))
    assert naive.text == 'printf naive parser test", r0.x' and naive.num_operands == 0
    five = next(m for m in msgs if m.text.startswith("printf 5 values"))
    assert five.num_operands == 5 and len(five.operands.operands) == 5
    assert [o.immediate_indices[0] for o in five.operands.operands] == [0, 0, 0, 0, 1]
    assert five.format == body.ShaderMessageFormat.ansi_printf
    assert five.message_id == body.ShaderMessageId.message
    assert msgs[-1].message_id == body.ShaderMessageId.error
    assert msgs[-1].text == "errorf integer test: %d"


def test_feedback_padding_is_kept():
    """samplepos r1.zw, t0.xxxy, r1.x: three operands in an eight-token
    instruction; FXC's extra zero token is kept as `unparsed`."""
    body = _program("dxdecompiler/Texture_Texture2DMS__v61d2a5f4.dxbc")
    pos = [i for i in body.program.instructions if i.opcode == body.OpcodeType.samplepos]
    assert pos and all(len(i.body.operands) == 3 and i.body.unparsed == b"\0\0\0\0" for i in pos)


# --------------------------------------------------------------------------
# Laziness and helpers


def test_instructions_are_decoded_only_on_demand():
    name, data = next((n, d) for n, d in corpus_files() if n.endswith("PNTriangles11_DS__vc502f97b.dxbc"))
    obj = dxfuzz.parse(data)
    body = next(p.body for p in dxfuzz.parts(obj) if p.fourcc_text in FOURCCS)
    assert "_m_program" not in vars(body)
    assert dxfuzz.serialize(obj) == data
    assert "_m_program" not in vars(body)
    assert len(programs.instructions(body)) == len(body.program.instructions) > 50


def test_helpers_on_bytes():
    name, raw, body = corpus_programs()[0]
    assert len(programs.instructions(raw)) == len(body.program.instructions)
    assert programs.listing(raw)[0].endswith(f"_{body.major_version}_{body.minor_version}")


# --------------------------------------------------------------------------
# Malformed programs


def _prog(*tokens, version=0x50):
    return struct.pack(f"<{len(tokens) + 2}I", version, len(tokens) + 2, *tokens)


@pytest.mark.parametrize("data", [
    _prog(0x0000003E),                   # ret with length 0
    _prog(0x0300003E),                   # ret claiming 3 tokens in a 1-token stream
    _prog(0x81000045),                   # extended sample with no room for the token
    _prog(53, 1),                        # custom data shorter than its header
    _prog(53 | (3 << 11), 9, 0, 0),      # icb running past the program
    struct.pack("<2I", 0x50, 1),         # program length below 2
    struct.pack("<2I", 0x50, 0x40000000),  # program length far past the part
    _prog(0x05000036, 0x00100072, 0, 0x00D00082, 0x42),  # mov with a 3-D operand cut short
])
def test_malformed_programs_raise_parse_error(data):
    with pytest.raises(dxfuzz.ParseError):
        body = programs.parse_program(data)
        dxfuzz.to_dict(body)


def _built(tree) -> bytes:
    return dxfuzz.build_part("SHEX", tree)


def test_relative_nesting_is_bounded():
    def nested(depth):
        if depth == 0:
            return strat.operand(0, mode=2, indices=[strat.imm(0)])
        return strat.operand(8, mode=1, select=0xE4, indices=[strat.imm(0), {"relative": nested(depth - 1)}])

    def mov(source):
        return strat.instruction(54, strat.operands(strat.operand(0, select=1, indices=[strat.imm(0)]), source))

    ok = _built(strat.program(0, 5, 0, [mov(nested(4))]))
    assert len(programs.instructions(ok)) == 1
    with pytest.raises(dxfuzz.ParseError):
        programs.parse_program(_built(strat.program(0, 5, 0, [mov(nested(5))])))
    # very deep: still a ParseError, never a RecursionError
    tokens = []
    for _ in range(2000):
        tokens += [0x00A00000 | (8 << 12) | (2 << 25) | 1 | (1 << 2), 0]  # cb with relative 2nd index
    data = struct.pack(f"<{len(tokens) + 3}I", 0x50, len(tokens) + 3, 0x00000036 | (0x7F << 24), *tokens)
    with pytest.raises(dxfuzz.ParseError):
        dxfuzz.to_dict(programs.parse_program(data))


def test_extended_length_declaration():
    """dcl_function_table with the extended bit carries its real length in
    the next token (the 7-bit field may be 0)."""
    data = _built(strat.program(0, 5, 0, [
        strat.long_instruction(145, {"function_table": 3, "function_bodies": [7, 8]}),
        strat.instruction(62)]))
    body = programs.parse_program(data)
    table = body.program.instructions[0]
    assert table.has_len_long and table.len_instruction == 6 and table.body.function_bodies == [7, 8]
    assert table.body.num_bodies == 2 and table.len_short == 0
    assert serialize_object(body) == data


def test_every_opcode_is_read_by_the_layout_its_table_entry_names():
    """The body's switch looks each opcode up in the spec's table of
    layouts: every opcode of the 11 bits (custom data aside) is read by the
    body type `OPCODE_BODIES` names for it, with its operand count, and one
    past the table by an instruction without operands."""
    from dxfuzz.write.dxcontainer_shader import opcode_body
    read = {}
    for opcode in range(2048):
        if opcode == 53:  # custom data: its own length token
            continue
        words = [opcode | (20 << 24)] + [0] * 19
        data = struct.pack(f"<{2 + len(words)}I", 0x50, 2 + len(words), *words)
        ins = programs.parse_program(data).program.instructions[0]
        kind, args = opcode_body(opcode)
        assert type(ins.body).__name__ == "".join(w.capitalize() for w in kind.split("_")), opcode
        if kind == "instruction_body":
            assert ins.body.num_operands == int(args[0]) and len(ins.body.operands) == int(args[0])
        read[opcode] = (kind, ins.body.num_operands if kind == "instruction_body" else None)
    assert read[54] == ("instruction_body", 2)  # mov
    assert read[0] == ("instruction_body", 3)  # add
    assert read[31] == ("conditional_body", None)  # if
    assert read[232] == ("instruction_body", 8)  # sample_d_cl_s
    assert read[235] == ("unknown_body", None)  # reserved_wddm1_3, the table's last
    assert {read[k] for k in range(236, 2048)} == {("instruction_body", 0)}
    assert sum(1 for k in range(236) if read.get(k, ("",))[0] == "instruction_body") == 180


def test_an_operand_refuses_a_representation_above_4_only_for_the_indices_it_has():
    """DXC reads as many index representations as the index dimension says
    and refuses one above 4; bits of representations past the dimension are
    not read. Every dimension with every three representations, at depth 0
    and one past the deepest relative nesting allowed (4)."""
    from kaitaistruct import KaitaiStream, BytesIO, ValidationLessThanError
    from dxfuzz import kaitai
    operand = kaitai.spec_class("dxcontainer_shader").Operand
    refused = {}
    for depth in (0, 5):
        for dim in range(4):
            for reps in range(512):
                token = 2 | (dim << 20) | (reps << 22)  # four components, mask; temp register
                stream = KaitaiStream(BytesIO(struct.pack("<I", token) + bytes(64)))
                try:
                    operand(depth, stream, None, None)
                except ValidationLessThanError as exc:
                    assert exc.src_path == "/types/operand/seq/0"
                    refused[depth, dim, reps] = True
                    continue
                refused[depth, dim, reps] = False
                fields = [(reps >> (3 * i)) & 7 for i in range(dim)]
                assert max(fields, default=0) <= 4
    for (depth, dim, reps), was in refused.items():
        fields = [(reps >> (3 * i)) & 7 for i in range(dim)]
        assert was == (depth > 4 or any(f > 4 for f in fields)), (depth, dim, reps)
    # 512 x (1 - (5/8)^dimension) refused: none, 192, 312, 387
    assert sum(refused[0, dim, r] for dim in range(4) for r in range(512)) == 192 + 312 + 387
    assert all(refused[5, dim, r] for dim in range(4) for r in range(512))


def test_an_operand_holds_numbers_for_immediate_indices_and_structures_otherwise():
    """An operand whose indices are all immediate 32-bit values holds them
    as numbers (`immediate_indices`), one with a relative or 64-bit index
    holds every index as a structure (`indices`); never both. Every
    dimension with every three representations below 5 (bits past the
    dimension are not read), each written back byte for byte, and each
    tree built again whether it gives the numbers or the structures."""
    from kaitaistruct import KaitaiStream, BytesIO
    from dxfuzz import kaitai
    from dxfuzz.write.dxcontainer_shader import operand as write_operand
    operand = kaitai.spec_class("dxcontainer_shader").Operand
    relative = 2 | (1 << 20)  # r5: four components, mask, a temp with one immediate index
    shapes = {"immediate_indices": 0, "indices": 0}
    for dim in range(4):
        for reps in range(512):
            fields = [(reps >> (3 * i)) & 7 for i in range(dim)]
            if max(fields, default=0) > 4:
                continue
            token = 2 | (dim << 20) | (reps << 22)
            words = [token]
            for i, rep in enumerate(fields):
                words += {0: [10 + i], 1: [0, 20 + i], 2: [], 3: [30 + i], 4: [0, 40 + i]}[rep]
                if rep >= 2:
                    words += [relative, 5]
            data = struct.pack(f"<{len(words)}I", *words)
            op = operand(0, KaitaiStream(BytesIO(data)), None, None)
            tree = dxfuzz.to_dict(op)
            if all(rep == 0 for rep in fields):
                assert op.immediate_indices == [10 + i for i in range(dim)] and not hasattr(op, "indices")
                assert "indices" not in tree and tree["immediate_indices"] == op.immediate_indices
                shapes["immediate_indices"] += 1
                as_structures = {k: v for k, v in tree.items() if k != "immediate_indices"}
                as_structures["indices"] = [{"immediate32": v} for v in op.immediate_indices]
                other = as_structures
            else:
                assert [i.representation for i in op.indices] == fields
                assert not hasattr(op, "immediate_indices") and "immediate_indices" not in tree
                shapes["indices"] += 1
                other = None
            for source in (op, tree, other):
                if source is None:
                    continue
                w = Writer()
                write_operand(source, w)
                assert w.finish() == data, (dim, reps)
    # dimension d: 5^d x 8^(3-d) of the 512 have every read field at most 4,
    # 8^(3-d) of them all 0 (the bits past the dimension do not count)
    assert shapes == {"immediate_indices": 512 + 64 + 8 + 1, "indices": 256 + 192 + 124}


def test_instruction_header_forms_agree_with_the_named_instances():
    """The spec reads an instruction's length token, extended opcodes and
    body from the opcode token's bits; each form gives what the instances
    that name the rule say: the body is `len_instruction - num_header_tokens`
    words, extended opcodes follow only an extended token that is neither
    custom data nor a long-length declaration."""
    table = {"function_table": 3, "function_bodies": [7, 8]}
    iface = {"interface": 0, "num_table_entries": 1, "num_tables_and_interfaces": 1,
             "function_tables": [0]}
    forms = {
        "plain": strat.instruction(62),
        "one extended token": strat.instruction(62, extended=[0x00001201]),
        "two extended tokens": strat.instruction(62, extended=[0x80001201, 0x00000201]),
        "custom data": strat.custom_data(0, {"text": "comment\0\0\0\0\0"}),
        "long dcl_function_table": strat.long_instruction(145, table),
        "short dcl_function_table": strat.instruction(145, table),
        "long dcl_interface": strat.long_instruction(146, iface),
    }
    data = _built(strat.program(0, 5, 0, forms.values()))
    body = programs.parse_program(data)
    decoded = body.program.instructions
    assert len(decoded) == len(forms)
    seen = {}
    for name, ins in zip(forms, decoded):
        custom = ins.opcode == body.OpcodeType.customdata
        long = ins.is_extended and ins.opcode in (body.OpcodeType.dcl_function_table,
                                                  body.OpcodeType.dcl_interface)
        assert (ins.is_custom_data, ins.has_len_long) == (custom, long), name
        assert ins.has_extended_opcodes == (ins.is_extended and not custom and not long), name
        count = len(ins.extended_opcodes) if ins.has_extended_opcodes else 0
        assert ins.num_header_tokens == 1 + (custom or long) + count, name
        assert ins.len_body == (ins.len_instruction - ins.num_header_tokens) * 4, name
        assert len(ins._raw_body) == ins.len_body and not getattr(ins.body, "unparsed", b""), name
        seen[name] = (ins.len_instruction, count, ins.len_body)
    assert seen == {"plain": (1, 0, 0), "one extended token": (2, 1, 0),
                    "two extended tokens": (3, 2, 0), "custom data": (5, 0, 12),
                    "long dcl_function_table": (6, 0, 16), "short dcl_function_table": (5, 0, 16),
                    "long dcl_interface": (6, 0, 16)}
    assert serialize_object(body) == data


# --------------------------------------------------------------------------
# Generated programs


@settings(max_examples=100)
@given(strat.programs())
def test_generated_programs_round_trip(pair):
    data, opcodes = pair
    body = programs.parse_program(data)
    decoded = body.program.instructions
    assert [i.opcode_token & 0x7FF for i in decoded] == opcodes
    assert all(not getattr(i.body, "unparsed", b"") for i in decoded)
    assert _strict(body) == data
    dxfuzz.to_dict(body)
    assert programs.listing(body)[-1].strip() == "ret"


@settings(max_examples=40)
@given(strat.part_strategies()["SHEX"], st.sampled_from(FOURCCS))
def test_generated_programs_in_containers(payload, fourcc):
    data = dxfuzz.build([dxfuzz.Part(fourcc, payload)])
    obj = dxfuzz.parse(data)
    body = dxfuzz.parts(obj)[0].body
    assert body.program.instructions
    assert dxfuzz.serialize(obj) == data


def test_double_literals_are_low_word_first():
    """dxc/double6.hlsl: static double g3[6] = {8., 1., 2., 3.56, 7., 33.}
    fills x0[0..5] with dmov: each double's low word comes first, not the
    HI32:LO32 order the header's comment gives (read high word first,
    8.0 would come out as 5.3e-315)."""
    body = _program("dxc/double6.dxbc")
    got = {}
    for ins in body.program.instructions:
        if ins.opcode == body.OpcodeType.dmov:
            dst, src = ins.body.operands
            if src.operand_type == body.OperandType.immediate64 and dst.immediate_indices[0] == 0:
                lo, hi = src.immediate_values[:2]
                got.setdefault(dst.immediate_indices[1], struct.unpack("<d", struct.pack("<II", lo, hi))[0])
    # HLSL's 3.56 is a float literal: the double holds float(3.56) exactly
    expected = [struct.unpack("<f", struct.pack("<f", v))[0] for v in (8.0, 1.0, 2.0, 3.56, 7.0, 33.0)]
    assert [got[i] for i in range(6)] == expected


def test_bytes_after_the_program_are_kept():
    data = _built({**strat.program(1, 4, 0, [strat.instruction(62)]), "trailing": b"\x01\x02\x03"})
    body = programs.parse_program(data)
    assert body.len_dwords == 3 and body.trailing == b"\x01\x02\x03"
    assert body.program_type == body.ProgramType.vertex_shader
    assert _strict(body) == data


# --------------------------------------------------------------------------
# Built from trees

def _meaning(tree):
    """A program's tree without its lengths, counts and token layout bits,
    each operand without its token (its fields say what it is)."""
    if isinstance(tree, list):
        return [_meaning(v) for v in tree]
    if not isinstance(tree, dict):
        return tree
    out = {k: _meaning(v) for k, v in meaning(tree).items()}
    if "operand_type" in out:
        del out["token"]
    return out


def test_every_corpus_program_is_rebuilt_from_what_it_means():
    """Each instruction's length, each operand's index and extended bits and
    each operand token itself are laid out again from the instructions,
    operands and indices: every distinct corpus program comes back byte for
    byte."""
    distinct = {raw: (name, body) for name, raw, body in corpus_programs()}  # once each
    for raw, (name, body) in distinct.items():
        tree = _meaning(dxfuzz.to_dict(body))
        assert dxfuzz.build_part("SHEX", tree) == raw, name
    assert len(distinct) > 1000


def test_a_program_written_by_hand():
    """Opcodes, operand types and selection modes by name; every length and
    token computed; a given length kept even when wrong."""
    def reg(otype, **fields):
        return {"operand_type": otype, "num_components": "four", "indices": [{"immediate32": 0}],
                **fields}
    out = reg("output", selection_mode="mask", component_mask=15)
    tree = {"program_type": "vertex_shader", "major_version": 5, "minor_version": 0,
            "program": {"instructions": [
                {"opcode": "dcl_input", "body": {"operand": reg("input", selection_mode="mask")}},
                {"opcode": "dcl_output", "body": {"operand": out}},
                {"opcode": "mov", "body": {"operands": [out, reg("input", selection_mode="swizzle")]}},
                {"opcode": "ret"}]}}
    body = programs.parse_program(dxfuzz.build_part("SHEX", tree))
    assert programs.listing(body) == ["vs_5_0", "dcl_input v0.xyzw", "dcl_output o0.xyzw",
                                    "mov o0.xyzw, v0.xyzw", "ret "]
    assert [i.len_instruction for i in body.program.instructions] == [3, 3, 5, 1]
    assert body.len_dwords == 2 + 12
    tree["program"]["instructions"][2]["len_instruction"] = 4  # given: kept, the body no longer fits
    with pytest.raises(dxfuzz.ParseError):
        dxfuzz.to_dict(programs.parse_program(dxfuzz.build_part("SHEX", tree)))
