# This is a generated file! tools/ksc.js writes it from ../ksy/dxcontainer_program.ksy:
# to_dict's walk of each type of the spec (dxfuzz.todict), by class qualname.
from dxcontainer_program import *  # noqa: F401,F403 - the names the value instances' expressions use
NAMES0 = {value: member._name_ for value, member in DxcontainerProgram.BlockId._value2member_map_.items()}
NAMES1 = {value: member._name_ for value, member in DxcontainerProgram.BlockinfoCode._value2member_map_.items()}
NAMES2 = {value: member._name_ for value, member in DxcontainerProgram.ItemKind._value2member_map_.items()}
NAMES3 = {value: member._name_ for value, member in DxcontainerProgram.ModuleCode._value2member_map_.items()}
def walkers(S, G, PLAIN, MAX_DEPTH, too_deep, over_budget, nested, release, intern, number):
    def w0(obj, depth, budget):  # dxcontainer_program
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        v = s_program_version = obj.program_version
        out["program_version"] = v
        v = obj.reserved
        out["reserved"] = v
        v = obj.shader_kind
        out["shader_kind"] = v if type(v) is int else v._name_
        v = obj.len_dwords
        out["len_dwords"] = v if -6 < v < 257 else number(v, v)
        v = s_dxil_magic = obj.dxil_magic
        out["dxil_magic"] = v if type(v) in PLAIN else G(v, c, budget)
        v = obj.dxil_version_minor
        out["dxil_version_minor"] = v
        v = obj.dxil_version_major
        out["dxil_version_major"] = v
        v = obj.dxil_version_reserved
        out["dxil_version_reserved"] = v if -6 < v < 257 else number(v, v)
        v = obj.ofs_bitcode
        out["ofs_bitcode"] = v if -6 < v < 257 else number(v, v)
        v = obj.len_bitcode
        out["len_bitcode"] = v if -6 < v < 257 else number(v, v)
        v = obj.bitcode
        if v is not None:
            out["bitcode"] = w1(v, c, budget)
        v = i_has_dxil_magic = (s_dxil_magic == b"\x44\x58\x49\x4C") if (obj._io.size() >= 12) else None
        if v is not None:
            out["has_dxil_magic"] = v if type(v) in PLAIN else G(v, c, budget)
        v = obj.padding
        if v is not None:
            out["padding"] = v if type(v) in PLAIN else G(v, c, budget)
        v = i_shader_model_major = s_program_version >> 4
        out["shader_model_major"] = v
        v = i_shader_model_minor = s_program_version & 15
        out["shader_model_minor"] = v
        return out

    def w1(obj, depth, budget):  # llvm_bitcode
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        d = obj.__dict__
        v = obj.magic
        out["magic"] = v if type(v) in PLAIN else G(v, c, budget)
        v = d.get("blocks")
        if v is not None:
            out["blocks"] = [w2(x, c + 1, budget) for x in v]
        v = obj.trailing
        out["trailing"] = v if type(v) in PLAIN else G(v, c, budget)
        v = obj.first_header
        if v is not None:
            out["first_header"] = w3(v, c, budget)
        v = i_first_is_block =  ((obj._io.size() >= 12) and (obj.first_header.is_block)) 
        if v is not None:
            out["first_is_block"] = v if type(v) in PLAIN else G(v, c, budget)
        return out

    def w2(obj, depth, budget):  # block
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        v = s_ofs_block = obj.ofs_block
        out["ofs_block"] = v if -6 < v < 257 else number(v, v)
        v = s_header = obj.header
        out["header"] = w3(v, c, budget)
        v = obj.body
        out["body"] = v if type(v) in PLAIN else G(v, c, budget)
        v = obj.next_header
        if v is not None:
            out["next_header"] = w3(v, c, budget)
        v = i_next_is_block =  (((s_ofs_block + 16) + s_header.len_body <= obj._io.size()) and (obj.next_header.is_block)) 
        if v is not None:
            out["next_is_block"] = v if type(v) in PLAIN else G(v, c, budget)
        return out

    def w3(obj, depth, budget):  # block_header
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        v = s_ofs_header = obj.ofs_header
        out["ofs_header"] = v if -6 < v < 257 else number(v, v)
        v = s_code = obj.code
        out["code"] = v if -6 < v < 257 else number(v, v)
        v = s_len_words = obj.len_words
        out["len_words"] = v if -6 < v < 257 else number(v, v)
        v = i_abbrev_id = s_code & 3
        out["abbrev_id"] = v
        v = i_abbrev_width = (s_code >> 2 + 8 * obj.num_id_chunks & 15) & 7 | (((s_code >> 6 + 8 * obj.num_id_chunks & 15) & 7) << 3 if ((1 if (s_code >> 2 + 8 * obj.num_id_chunks & 15) & 8 == 0 else (2 if  ((obj.num_id_chunks <= 2) and ((s_code >> 6 + 8 * obj.num_id_chunks & 15) & 8 == 0))  else 0))) == 2 else 0)
        if v is not None:
            out["abbrev_width"] = v if type(v) in PLAIN else G(v, c, budget)
        v = NAMES0.get(e := ((s_code >> 2 & 255) & 127 | (((s_code >> 10 & 255) & 127) << 7 if ((1 if obj.id_chunk0 & 128 == 0 else (2 if obj.id_chunk1 & 128 == 0 else (3 if obj.id_chunk2 & 128 == 0 else 0)))) >= 2 else 0)) | (((s_code >> 18 & 255) & 127) << 14 if ((1 if obj.id_chunk0 & 128 == 0 else (2 if obj.id_chunk1 & 128 == 0 else (3 if obj.id_chunk2 & 128 == 0 else 0)))) == 3 else 0), e)
        if v is not None:
            out["block_id"] = v
        v = i_id_chunk0 = s_code >> 2 & 255
        out["id_chunk0"] = v
        v = i_id_chunk1 = s_code >> 10 & 255
        out["id_chunk1"] = v
        v = i_id_chunk2 = s_code >> 18 & 255
        out["id_chunk2"] = v
        v = i_is_block =  ((i_abbrev_id == 1) and (((1 if i_id_chunk0 & 128 == 0 else (2 if i_id_chunk1 & 128 == 0 else (3 if i_id_chunk2 & 128 == 0 else 0)))) != 0) and (((1 if (s_code >> 2 + 8 * obj.num_id_chunks & 15) & 8 == 0 else (2 if  ((obj.num_id_chunks <= 2) and ((s_code >> 6 + 8 * obj.num_id_chunks & 15) & 8 == 0))  else 0))) != 0) and (s_len_words <= ((obj._io.size() - s_ofs_header) - 8) // 4)) 
        if v is not None:
            out["is_block"] = v if type(v) in PLAIN else G(v, c, budget)
        v = i_len_body = (s_len_words * 4 if i_is_block else 0)
        if v is not None:
            out["len_body"] = v if type(v) in PLAIN else G(v, c, budget)
        v = i_num_id_chunks = (1 if i_id_chunk0 & 128 == 0 else (2 if i_id_chunk1 & 128 == 0 else (3 if i_id_chunk2 & 128 == 0 else 0)))
        out["num_id_chunks"] = v
        v = i_num_width_chunks = (1 if (s_code >> 2 + 8 * i_num_id_chunks & 15) & 8 == 0 else (2 if  ((i_num_id_chunks <= 2) and ((s_code >> 6 + 8 * i_num_id_chunks & 15) & 8 == 0))  else 0))
        out["num_width_chunks"] = v
        v = i_width_chunk0 = s_code >> 2 + 8 * i_num_id_chunks & 15
        out["width_chunk0"] = v
        v = i_width_chunk1 = s_code >> 6 + 8 * i_num_id_chunks & 15
        out["width_chunk1"] = v
        return out

    def w4(obj, depth, budget):  # block_contents
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        d = obj.__dict__
        v = obj.block_id
        out["block_id"] = v if -6 < v < 257 else number(v, v)
        v = obj.abbrev_width
        out["abbrev_width"] = v
        v = obj.depth
        out["depth"] = v
        v = d.get("items")
        if v is not None:
            out["items"] = [w5(x, c + 1, budget) for x in v]
        return out

    def w5(obj, depth, budget):  # bitstream_item
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        d = obj.__dict__
        v = s_ofs_bit = obj.ofs_bit
        out["ofs_bit"] = v if -6 < v < 257 else number(v, v)
        v = s_abbrev_width = obj.abbrev_width
        out["abbrev_width"] = v
        v = s_block_id = obj.block_id
        out["block_id"] = v if -6 < v < 257 else number(v, v)
        v = obj.depth
        out["depth"] = v
        v = d.get("abbrev_id")
        if v is not None:
            out["abbrev_id"] = v if type(v) in PLAIN else G(v, c, budget)
        v = d.get("new_block_id")
        if v is not None:
            out["new_block_id"] = w9(v, c, budget)
        v = d.get("new_abbrev_width")
        if v is not None:
            out["new_abbrev_width"] = w9(v, c, budget)
        v = d.get("subblock")
        if v is not None:
            out["subblock"] = w6(v, c, budget)
        v = d.get("num_abbrev_ops")
        if v is not None:
            out["num_abbrev_ops"] = w9(v, c, budget)
        v = d.get("abbrev_ops")
        if v is not None:
            out["abbrev_ops"] = [w7(x, c + 1, budget) for x in v]
        v = d.get("code")
        if v is not None:
            out["code"] = w9(v, c, budget)
        v = d.get("num_ops")
        if v is not None:
            out["num_ops"] = w9(v, c, budget)
        v = d.get("ops")
        if v is not None:
            out["ops"] = [w9(x, c + 1, budget) for x in v]
        v = (NAMES1.get(e := obj.code.value, e)) if (((s_block_id == 0) and ((KaitaiStream.resolve_enum(DxcontainerProgram.ItemKind, (5 if (not (obj.has_abbrev_id)) else (obj.abbrev_id if obj.abbrev_id < 4 else 4)))) == DxcontainerProgram.ItemKind.unabbrev_record) and (obj.code.is_complete))) else None
        if v is not None:
            out["blockinfo_code"] = v
        v = i_end_bit = (obj._io.size() * 8 if (not (( (((KaitaiStream.resolve_enum(DxcontainerProgram.ItemKind, (5 if (not (obj.has_abbrev_id)) else (obj.abbrev_id if obj.abbrev_id < 4 else 4)))) == DxcontainerProgram.ItemKind.end_block) or ((KaitaiStream.resolve_enum(DxcontainerProgram.ItemKind, (5 if (not (obj.has_abbrev_id)) else (obj.abbrev_id if obj.abbrev_id < 4 else 4)))) == DxcontainerProgram.ItemKind.abbreviated_record) or ( (((KaitaiStream.resolve_enum(DxcontainerProgram.ItemKind, (5 if (not (obj.has_abbrev_id)) else (obj.abbrev_id if obj.abbrev_id < 4 else 4)))) == DxcontainerProgram.ItemKind.enter_subblock) and (obj.new_block_id.is_complete) and (obj.new_abbrev_width.is_complete) and (obj.subblock.is_complete)) ) or ( (((KaitaiStream.resolve_enum(DxcontainerProgram.ItemKind, (5 if (not (obj.has_abbrev_id)) else (obj.abbrev_id if obj.abbrev_id < 4 else 4)))) == DxcontainerProgram.ItemKind.define_abbrev) and (obj.num_abbrev_ops.is_complete) and ( ((obj.num_abbrev_ops.value == 0) or (obj.abbrev_ops[-1].is_complete)) )) ) or ( (((KaitaiStream.resolve_enum(DxcontainerProgram.ItemKind, (5 if (not (obj.has_abbrev_id)) else (obj.abbrev_id if obj.abbrev_id < 4 else 4)))) == DxcontainerProgram.ItemKind.unabbrev_record) and (obj.code.is_complete) and (obj.num_ops.is_complete) and ( ((obj.num_ops.value == 0) or (obj.ops[-1].is_complete)) )) )) ))) else (obj.subblock.end_bit if (KaitaiStream.resolve_enum(DxcontainerProgram.ItemKind, (5 if (not (obj.has_abbrev_id)) else (obj.abbrev_id if obj.abbrev_id < 4 else 4)))) == DxcontainerProgram.ItemKind.enter_subblock else ((obj.num_abbrev_ops.end_bit if obj.num_abbrev_ops.value == 0 else obj.abbrev_ops[-1].end_bit) if (KaitaiStream.resolve_enum(DxcontainerProgram.ItemKind, (5 if (not (obj.has_abbrev_id)) else (obj.abbrev_id if obj.abbrev_id < 4 else 4)))) == DxcontainerProgram.ItemKind.define_abbrev else ((obj.num_ops.end_bit if obj.num_ops.value == 0 else obj.ops[-1].end_bit) if (KaitaiStream.resolve_enum(DxcontainerProgram.ItemKind, (5 if (not (obj.has_abbrev_id)) else (obj.abbrev_id if obj.abbrev_id < 4 else 4)))) == DxcontainerProgram.ItemKind.unabbrev_record else s_ofs_bit + s_abbrev_width))))
        if v is not None:
            out["end_bit"] = v if type(v) in PLAIN else G(v, c, budget)
        v = i_has_abbrev_id = s_ofs_bit + s_abbrev_width <= obj._io.size() * 8
        if v is not None:
            out["has_abbrev_id"] = v if type(v) in PLAIN else G(v, c, budget)
        v = i_is_complete =  (((KaitaiStream.resolve_enum(DxcontainerProgram.ItemKind, (5 if (not (i_has_abbrev_id)) else (obj.abbrev_id if obj.abbrev_id < 4 else 4)))) == DxcontainerProgram.ItemKind.end_block) or ((KaitaiStream.resolve_enum(DxcontainerProgram.ItemKind, (5 if (not (i_has_abbrev_id)) else (obj.abbrev_id if obj.abbrev_id < 4 else 4)))) == DxcontainerProgram.ItemKind.abbreviated_record) or ( (((KaitaiStream.resolve_enum(DxcontainerProgram.ItemKind, (5 if (not (i_has_abbrev_id)) else (obj.abbrev_id if obj.abbrev_id < 4 else 4)))) == DxcontainerProgram.ItemKind.enter_subblock) and (obj.new_block_id.is_complete) and (obj.new_abbrev_width.is_complete) and (obj.subblock.is_complete)) ) or ( (((KaitaiStream.resolve_enum(DxcontainerProgram.ItemKind, (5 if (not (i_has_abbrev_id)) else (obj.abbrev_id if obj.abbrev_id < 4 else 4)))) == DxcontainerProgram.ItemKind.define_abbrev) and (obj.num_abbrev_ops.is_complete) and ( ((obj.num_abbrev_ops.value == 0) or (obj.abbrev_ops[-1].is_complete)) )) ) or ( (((KaitaiStream.resolve_enum(DxcontainerProgram.ItemKind, (5 if (not (i_has_abbrev_id)) else (obj.abbrev_id if obj.abbrev_id < 4 else 4)))) == DxcontainerProgram.ItemKind.unabbrev_record) and (obj.code.is_complete) and (obj.num_ops.is_complete) and ( ((obj.num_ops.value == 0) or (obj.ops[-1].is_complete)) )) )) 
        if v is not None:
            out["is_complete"] = v if type(v) in PLAIN else G(v, c, budget)
        v = i_is_last =  (((not (i_is_complete))) or ((KaitaiStream.resolve_enum(DxcontainerProgram.ItemKind, (5 if (not (i_has_abbrev_id)) else (obj.abbrev_id if obj.abbrev_id < 4 else 4)))) == DxcontainerProgram.ItemKind.end_block) or ((KaitaiStream.resolve_enum(DxcontainerProgram.ItemKind, (5 if (not (i_has_abbrev_id)) else (obj.abbrev_id if obj.abbrev_id < 4 else 4)))) == DxcontainerProgram.ItemKind.abbreviated_record) or (i_end_bit + s_abbrev_width > obj._io.size() * 8)) 
        if v is not None:
            out["is_last"] = v if type(v) in PLAIN else G(v, c, budget)
        v = NAMES2.get(e := (5 if (not (i_has_abbrev_id)) else (obj.abbrev_id if obj.abbrev_id < 4 else 4)), e)
        if v is not None:
            out["kind"] = v
        v = (NAMES3.get(e := obj.code.value, e)) if (((s_block_id == 8) and ((KaitaiStream.resolve_enum(DxcontainerProgram.ItemKind, (5 if (not (i_has_abbrev_id)) else (obj.abbrev_id if obj.abbrev_id < 4 else 4)))) == DxcontainerProgram.ItemKind.unabbrev_record) and (obj.code.is_complete))) else None
        if v is not None:
            out["module_code"] = v
        v = i_record_code = (obj.code.value) if ((((KaitaiStream.resolve_enum(DxcontainerProgram.ItemKind, (5 if (not (i_has_abbrev_id)) else (obj.abbrev_id if obj.abbrev_id < 4 else 4)))) == DxcontainerProgram.ItemKind.unabbrev_record) and (obj.code.is_complete))) else None
        if v is not None:
            out["record_code"] = v if type(v) in PLAIN else G(v, c, budget)
        return out

    def w6(obj, depth, budget):  # subblock
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        d = obj.__dict__
        v = s_ofs_bit = obj.ofs_bit
        out["ofs_bit"] = v if -6 < v < 257 else number(v, v)
        v = obj.block_id
        out["block_id"] = v if -6 < v < 257 else number(v, v)
        v = s_abbrev_width = obj.abbrev_width
        out["abbrev_width"] = v if -6 < v < 257 else number(v, v)
        v = s_depth = obj.depth
        out["depth"] = v
        v = d.get("alignment")
        if v is not None:
            out["alignment"] = list(v)
        v = d.get("len_words")
        if v is not None:
            out["len_words"] = v if -6 < v < 257 else number(v, v)
        v = d.get("body")
        if v is not None:
            out["body"] = v if type(v) in PLAIN else G(v, c, budget)
        v = i_end_bit = ((((((s_ofs_bit + 31) // 32) * 4) + 4) + obj.len_words * 4) * 8) if (( ((obj.has_len_words) and (obj.len_words <= ((obj._io.size() - (((s_ofs_bit + 31) // 32) * 4)) - 4) // 4)) )) else None
        if v is not None:
            out["end_bit"] = v if type(v) in PLAIN else G(v, c, budget)
        v = i_has_len_words = (((s_ofs_bit + 31) // 32) * 4) + 4 <= obj._io.size()
        if v is not None:
            out["has_len_words"] = v if type(v) in PLAIN else G(v, c, budget)
        v = i_is_body_decoded =  ((s_depth <= 4) and (s_abbrev_width >= 2) and (s_abbrev_width <= 32)) 
        out["is_body_decoded"] = v
        v = i_is_complete =  ((i_has_len_words) and (obj.len_words <= ((obj._io.size() - (((s_ofs_bit + 31) // 32) * 4)) - 4) // 4)) 
        if v is not None:
            out["is_complete"] = v if type(v) in PLAIN else G(v, c, budget)
        v = i_ofs_len_words = ((s_ofs_bit + 31) // 32) * 4
        if v is not None:
            out["ofs_len_words"] = v if type(v) in PLAIN else G(v, c, budget)
        return out

    def w7(obj, depth, budget):  # abbrev_op
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        d = obj.__dict__
        v = s_ofs_bit = obj.ofs_bit
        out["ofs_bit"] = v if -6 < v < 257 else number(v, v)
        v = s_head = obj.head
        out["head"] = w8(v, c, budget)
        v = d.get("literal_value")
        if v is not None:
            out["literal_value"] = w9(v, c, budget)
        v = d.get("width")
        if v is not None:
            out["width"] = w9(v, c, budget)
        v = i_end_bit = (obj._io.size() * 8 if (not (( ((s_head.is_read) and ((obj.literal_value.is_complete if s_head.is_literal else  ((int(s_head.encoding) >= 1) and (int(s_head.encoding) <= 5) and ( (((not (obj.has_width))) or (obj.width.is_complete)) )) ))) ))) else (obj.literal_value.end_bit if s_head.is_literal else (obj.width.end_bit if ( ((s_head.is_read) and ((not (s_head.is_literal))) and ( ((s_head.encoding == DxcontainerProgram.AbbrevEncoding.fixed) or (s_head.encoding == DxcontainerProgram.AbbrevEncoding.vbr)) )) ) else s_ofs_bit + 4)))
        if v is not None:
            out["end_bit"] = v if type(v) in PLAIN else G(v, c, budget)
        v = i_has_width =  ((s_head.is_read) and ((not (s_head.is_literal))) and ( ((s_head.encoding == DxcontainerProgram.AbbrevEncoding.fixed) or (s_head.encoding == DxcontainerProgram.AbbrevEncoding.vbr)) )) 
        if v is not None:
            out["has_width"] = v if type(v) in PLAIN else G(v, c, budget)
        v = i_is_complete =  ((s_head.is_read) and ((obj.literal_value.is_complete if s_head.is_literal else  ((int(s_head.encoding) >= 1) and (int(s_head.encoding) <= 5) and ( (((not (i_has_width))) or (obj.width.is_complete)) )) ))) 
        if v is not None:
            out["is_complete"] = v if type(v) in PLAIN else G(v, c, budget)
        return out

    def w8(obj, depth, budget):  # abbrev_op_head
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        d = obj.__dict__
        v = s_ofs_bit = obj.ofs_bit
        out["ofs_bit"] = v if -6 < v < 257 else number(v, v)
        v = d.get("is_literal")
        if v is not None:
            out["is_literal"] = v
        v = d.get("encoding")
        if v is not None:
            out["encoding"] = v if type(v) is int else v._name_
        v = i_is_read =  ((s_ofs_bit + 1 <= obj._io.size() * 8) and ( ((obj.is_literal) or (s_ofs_bit + 4 <= obj._io.size() * 8)) )) 
        if v is not None:
            out["is_read"] = v if type(v) in PLAIN else G(v, c, budget)
        return out

    def w9(obj, depth, budget):  # vbr
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        v = s_width = obj.width
        out["width"] = v
        v = s_ofs_bit = obj.ofs_bit
        out["ofs_bit"] = v if -6 < v < 257 else number(v, v)
        v = s_chunks = obj.chunks
        out["chunks"] = [w10(x, c + 1, budget) for x in v]
        v = i_end_bit = s_ofs_bit + len(s_chunks) * s_width
        if v is not None:
            out["end_bit"] = v if type(v) in PLAIN else G(v, c, budget)
        v = i_is_complete =  ((s_chunks[-1].is_exact) and ((not (s_chunks[-1].has_more)))) 
        if v is not None:
            out["is_complete"] = v if type(v) in PLAIN else G(v, c, budget)
        v = i_value = (s_chunks[-1].value_so_far) if (i_is_complete) else None
        if v is not None:
            out["value"] = v if type(v) in PLAIN else G(v, c, budget)
        return out

    def w10(obj, depth, budget):  # vbr_chunk
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        d = obj.__dict__
        v = s_width = obj.width
        out["width"] = v
        v = s_ofs_bit = obj.ofs_bit
        out["ofs_bit"] = v if -6 < v < 257 else number(v, v)
        v = s_scale = obj.scale
        out["scale"] = v if -6 < v < 257 else number(v, v)
        v = s_value_before = obj.value_before
        out["value_before"] = v if -6 < v < 257 else number(v, v)
        v = d.get("payload")
        if v is not None:
            out["payload"] = v if type(v) in PLAIN else G(v, c, budget)
        v = d.get("has_more")
        if v is not None:
            out["has_more"] = v
        v = i_fits = s_ofs_bit + s_width <= obj._io.size() * 8
        if v is not None:
            out["fits"] = v if type(v) in PLAIN else G(v, c, budget)
        v = i_is_exact =  ((i_fits) and (obj.payload * s_scale < 9007199254740992 - s_value_before)) 
        if v is not None:
            out["is_exact"] = v if type(v) in PLAIN else G(v, c, budget)
        v = i_value_so_far = (s_value_before + obj.payload * s_scale) if (i_is_exact) else None
        if v is not None:
            out["value_so_far"] = v if type(v) in PLAIN else G(v, c, budget)
        return out

    return {
        "DxcontainerProgram": w0,
        "DxcontainerProgram.LlvmBitcode": w1,
        "DxcontainerProgram.Block": w2,
        "DxcontainerProgram.BlockHeader": w3,
        "DxcontainerProgram.BlockContents": w4,
        "DxcontainerProgram.BitstreamItem": w5,
        "DxcontainerProgram.Subblock": w6,
        "DxcontainerProgram.AbbrevOp": w7,
        "DxcontainerProgram.AbbrevOpHead": w8,
        "DxcontainerProgram.Vbr": w9,
        "DxcontainerProgram.VbrChunk": w10,
    }
