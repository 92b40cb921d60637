# This is a generated file! tools/ksc.js writes it from ../ksy/dxcontainer_shader.ksy:
# to_dict's walk of each type of the spec (dxfuzz.todict), by class qualname.
from dxcontainer_shader import *  # noqa: F401,F403 - the names the value instances' expressions use
NAMES0 = {value: member._name_ for value, member in DxcontainerShader.ProgramType._value2member_map_.items()}
NAMES1 = {value: member._name_ for value, member in DxcontainerShader.CustomDataClass._value2member_map_.items()}
NAMES2 = {value: member._name_ for value, member in DxcontainerShader.OpcodeType._value2member_map_.items()}
NAMES3 = {value: member._name_ for value, member in DxcontainerShader.ExtendedOpcodeType._value2member_map_.items()}
NAMES4 = {value: member._name_ for value, member in DxcontainerShader.ResourceDimension._value2member_map_.items()}
NAMES5 = {value: member._name_ for value, member in DxcontainerShader.ReturnType._value2member_map_.items()}
NAMES6 = {value: member._name_ for value, member in DxcontainerShader.NumComponents._value2member_map_.items()}
NAMES7 = {value: member._name_ for value, member in DxcontainerShader.OperandType._value2member_map_.items()}
NAMES8 = {value: member._name_ for value, member in DxcontainerShader.ComponentName._value2member_map_.items()}
NAMES9 = {value: member._name_ for value, member in DxcontainerShader.SelectionMode._value2member_map_.items()}
NAMES10 = {value: member._name_ for value, member in DxcontainerShader.ExtendedOperandType._value2member_map_.items()}
NAMES11 = {value: member._name_ for value, member in DxcontainerShader.MinPrecision._value2member_map_.items()}
NAMES12 = {value: member._name_ for value, member in DxcontainerShader.OperandModifier._value2member_map_.items()}
NAMES13 = {value: member._name_ for value, member in DxcontainerShader.IndexRepresentation._value2member_map_.items()}
NAMES14 = {value: member._name_ for value, member in DxcontainerShader.SystemName._value2member_map_.items()}
NAMES15 = {value: member._name_ for value, member in DxcontainerShader.TestBoolean._value2member_map_.items()}
NAMES16 = {value: member._name_ for value, member in DxcontainerShader.ResinfoReturnType._value2member_map_.items()}
NAMES17 = {value: member._name_ for value, member in DxcontainerShader.InstructionReturnType._value2member_map_.items()}
NAMES18 = {value: member._name_ for value, member in DxcontainerShader.InterpolationMode._value2member_map_.items()}
NAMES19 = {value: member._name_ for value, member in DxcontainerShader.CbAccessPattern._value2member_map_.items()}
NAMES20 = {value: member._name_ for value, member in DxcontainerShader.SamplerMode._value2member_map_.items()}
NAMES21 = {value: member._name_ for value, member in DxcontainerShader.PrimitiveTopology._value2member_map_.items()}
NAMES22 = {value: member._name_ for value, member in DxcontainerShader.Primitive._value2member_map_.items()}
NAMES23 = {value: member._name_ for value, member in DxcontainerShader.TessellatorDomain._value2member_map_.items()}
NAMES24 = {value: member._name_ for value, member in DxcontainerShader.TessellatorPartitioning._value2member_map_.items()}
NAMES25 = {value: member._name_ for value, member in DxcontainerShader.TessellatorOutputPrimitive._value2member_map_.items()}
def walkers(S, G, PLAIN, MAX_DEPTH, too_deep, over_budget, nested, release, intern, number):
    def w0(obj, depth, budget):  # dxcontainer_shader
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        v = s_version_token = obj.version_token
        out["version_token"] = v if -6 < v < 257 else number(v, v)
        v = obj.len_dwords
        out["len_dwords"] = v if -6 < v < 257 else number(v, v)
        v = i_is_sm51 =  (((s_version_token >> 4 & 15) > 5) or ( (((s_version_token >> 4 & 15) == 5) and ((s_version_token & 15) >= 1)) )) 
        out["is_sm51"] = v
        v = i_major_version = s_version_token >> 4 & 15
        out["major_version"] = v
        v = i_minor_version = s_version_token & 15
        out["minor_version"] = v
        v = obj.program
        if v is not None:
            out["program"] = w1(v, c, budget)
        v = NAMES0.get(e := s_version_token >> 16, e)
        if v is not None:
            out["program_type"] = v
        v = obj.trailing
        if v is not None:
            out["trailing"] = v if type(v) in PLAIN else G(v, c, budget)
        return out

    def w1(obj, depth, budget):  # instruction_stream
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        v = obj.instructions
        out["instructions"] = [w2(x, c + 1, budget) for x in v]
        return out

    def w2(obj, depth, budget):  # instruction
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        d = obj.__dict__
        v = s_opcode_token = obj.opcode_token
        out["opcode_token"] = v if -6 < v < 257 else number(v, v)
        v = d.get("len_custom_data")
        if v is not None:
            out["len_custom_data"] = v if -6 < v < 257 else number(v, v)
        v = d.get("len_long")
        if v is not None:
            out["len_long"] = v if -6 < v < 257 else number(v, v)
        v = d.get("extended_opcodes")
        if v is not None:
            out["extended_opcodes"] = [w3(x, c + 1, budget) for x in v]
        v = obj.body
        out["body"] = v if type(v) in PLAIN else G(v, c, budget)
        v = (NAMES1.get(e := s_opcode_token >> 11, e)) if ((s_opcode_token & 2047 == 53)) else None
        if v is not None:
            out["custom_data_class"] = v
        v = i_has_extended_opcodes =  ((s_opcode_token >> 31 == 1) and (s_opcode_token & 2047 != 53) and (s_opcode_token & 2047 != 145) and (s_opcode_token & 2047 != 146)) 
        out["has_extended_opcodes"] = v
        v = i_has_len_long =  ((s_opcode_token >> 31 == 1) and ( ((s_opcode_token & 2047 == 145) or (s_opcode_token & 2047 == 146)) )) 
        out["has_len_long"] = v
        v = i_is_custom_data = s_opcode_token & 2047 == 53
        out["is_custom_data"] = v
        v = i_is_extended = s_opcode_token >> 31 == 1
        out["is_extended"] = v
        v = i_len_body = ((obj.len_custom_data - 2 if s_opcode_token & 2047 == 53 else ((s_opcode_token >> 24 & 127) - 1 if s_opcode_token >> 31 == 0 else (obj.len_long - 2 if  ((s_opcode_token & 2047 == 145) or (s_opcode_token & 2047 == 146))  else ((s_opcode_token >> 24 & 127) - 1) - len(obj.extended_opcodes)))) * 4) if (((s_opcode_token & 2047 == 53) or (s_opcode_token >> 24 & 127 != 0) or ( ((s_opcode_token >> 31 == 1) and ( ((s_opcode_token & 2047 == 145) or (s_opcode_token & 2047 == 146)) )) ))) else None
        if v is not None:
            out["len_body"] = v if type(v) in PLAIN else G(v, c, budget)
        v = i_len_instruction = (obj.len_custom_data if i_is_custom_data else (obj.len_long if i_has_len_long else (s_opcode_token >> 24 & 127)))
        if v is not None:
            out["len_instruction"] = v if type(v) in PLAIN else G(v, c, budget)
        v = i_len_short = s_opcode_token >> 24 & 127
        out["len_short"] = v
        v = i_num_header_tokens = ((1 + (1 if  ((i_is_custom_data) or (i_has_len_long))  else 0)) + (len(obj.extended_opcodes) if i_has_extended_opcodes else 0)) if (((i_is_custom_data) or (i_has_len_long) or (i_len_short != 0))) else None
        if v is not None:
            out["num_header_tokens"] = v if type(v) in PLAIN else G(v, c, budget)
        v = NAMES2.get(e := s_opcode_token & 2047, e)
        if v is not None:
            out["opcode"] = v
        return out

    def w3(obj, depth, budget):  # extended_opcode
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        v = obj.tokens_left
        out["tokens_left"] = v if -6 < v < 257 else number(v, v)
        v = s_token = obj.token
        out["token"] = v if -6 < v < 257 else number(v, v)
        v = NAMES3.get(e := s_token & 63, e)
        if v is not None:
            out["ext_type"] = v
        v = i_has_next = s_token >> 31 == 1
        out["has_next"] = v
        v = (NAMES4.get(e := s_token >> 6 & 31, e)) if ((KaitaiStream.resolve_enum(DxcontainerShader.ExtendedOpcodeType, s_token & 63)) == DxcontainerShader.ExtendedOpcodeType.resource_dim) else None
        if v is not None:
            out["resource_dimension"] = v
        v = (NAMES5.get(e := s_token >> 18 & 15, e)) if ((KaitaiStream.resolve_enum(DxcontainerShader.ExtendedOpcodeType, s_token & 63)) == DxcontainerShader.ExtendedOpcodeType.resource_return_type) else None
        if v is not None:
            out["return_type_w"] = v
        v = (NAMES5.get(e := s_token >> 6 & 15, e)) if ((KaitaiStream.resolve_enum(DxcontainerShader.ExtendedOpcodeType, s_token & 63)) == DxcontainerShader.ExtendedOpcodeType.resource_return_type) else None
        if v is not None:
            out["return_type_x"] = v
        v = (NAMES5.get(e := s_token >> 10 & 15, e)) if ((KaitaiStream.resolve_enum(DxcontainerShader.ExtendedOpcodeType, s_token & 63)) == DxcontainerShader.ExtendedOpcodeType.resource_return_type) else None
        if v is not None:
            out["return_type_y"] = v
        v = (NAMES5.get(e := s_token >> 14 & 15, e)) if ((KaitaiStream.resolve_enum(DxcontainerShader.ExtendedOpcodeType, s_token & 63)) == DxcontainerShader.ExtendedOpcodeType.resource_return_type) else None
        if v is not None:
            out["return_type_z"] = v
        v = i_structure_stride = (s_token >> 11 & 4095) if ((KaitaiStream.resolve_enum(DxcontainerShader.ExtendedOpcodeType, s_token & 63)) == DxcontainerShader.ExtendedOpcodeType.resource_dim) else None
        if v is not None:
            out["structure_stride"] = v
        v = i_texel_ofs_u = (((s_token >> 9 & 15) - 16 if s_token >> 9 & 15 >= 8 else s_token >> 9 & 15)) if ((KaitaiStream.resolve_enum(DxcontainerShader.ExtendedOpcodeType, s_token & 63)) == DxcontainerShader.ExtendedOpcodeType.sample_controls) else None
        if v is not None:
            out["texel_ofs_u"] = v
        v = i_texel_ofs_v = (((s_token >> 13 & 15) - 16 if s_token >> 13 & 15 >= 8 else s_token >> 13 & 15)) if ((KaitaiStream.resolve_enum(DxcontainerShader.ExtendedOpcodeType, s_token & 63)) == DxcontainerShader.ExtendedOpcodeType.sample_controls) else None
        if v is not None:
            out["texel_ofs_v"] = v
        v = i_texel_ofs_w = (((s_token >> 17 & 15) - 16 if s_token >> 17 & 15 >= 8 else s_token >> 17 & 15)) if ((KaitaiStream.resolve_enum(DxcontainerShader.ExtendedOpcodeType, s_token & 63)) == DxcontainerShader.ExtendedOpcodeType.sample_controls) else None
        if v is not None:
            out["texel_ofs_w"] = v
        return out

    def w4(obj, depth, budget):  # operand
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        d = obj.__dict__
        v = obj.depth
        out["depth"] = v
        v = s_token = obj.token
        out["token"] = v if -6 < v < 257 else number(v, v)
        v = d.get("extended_tokens")
        if v is not None:
            out["extended_tokens"] = [w5(x, c + 1, budget) for x in v]
        v = d.get("immediate_values")
        if v is not None:
            out["immediate_values"] = [x if -6 < x < 257 else number(x, x) for x in v]
        v = d.get("immediate_indices")
        if v is not None:
            out["immediate_indices"] = [x if -6 < x < 257 else number(x, x) for x in v]
        v = d.get("indices")
        if v is not None:
            out["indices"] = [w6(x, c + 1, budget) for x in v]
        v = i_component_mask = (s_token >> 4 & 15) if (s_token & 15 == 2) else None
        if v is not None:
            out["component_mask"] = v
        v = i_index_dimension = s_token >> 20 & 3
        out["index_dimension"] = v
        v = i_is_extended = s_token >> 31 == 1
        out["is_extended"] = v
        v = NAMES6.get(e := s_token & 3, e)
        if v is not None:
            out["num_components"] = v
        v = i_num_immediate_dwords = ((1 if s_token & 3 == 1 else (4 if s_token & 3 == 2 else 0)) if s_token >> 12 & 255 == 4 else ((2 if s_token & 3 == 1 else (4 if s_token & 3 == 2 else 0)) if s_token >> 12 & 255 == 5 else 0))
        out["num_immediate_dwords"] = v
        v = NAMES7.get(e := s_token >> 12 & 255, e)
        if v is not None:
            out["operand_type"] = v
        v = (NAMES8.get(e := s_token >> 4 & 3, e)) if (s_token & 15 == 10) else None
        if v is not None:
            out["selected_component"] = v
        v = (NAMES9.get(e := s_token >> 2 & 3, e)) if (s_token & 3 == 2) else None
        if v is not None:
            out["selection_mode"] = v
        v = i_swizzle = (s_token >> 4 & 255) if (s_token & 15 == 6) else None
        if v is not None:
            out["swizzle"] = v
        v = (NAMES8.get(e := s_token >> 10 & 3, e)) if (s_token & 15 == 6) else None
        if v is not None:
            out["swizzle_w"] = v
        v = (NAMES8.get(e := s_token >> 4 & 3, e)) if (s_token & 15 == 6) else None
        if v is not None:
            out["swizzle_x"] = v
        v = (NAMES8.get(e := s_token >> 6 & 3, e)) if (s_token & 15 == 6) else None
        if v is not None:
            out["swizzle_y"] = v
        v = (NAMES8.get(e := s_token >> 8 & 3, e)) if (s_token & 15 == 6) else None
        if v is not None:
            out["swizzle_z"] = v
        return out

    def w5(obj, depth, budget):  # extended_operand
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        v = s_token = obj.token
        out["token"] = v if -6 < v < 257 else number(v, v)
        v = NAMES10.get(e := s_token & 63, e)
        if v is not None:
            out["ext_type"] = v
        v = i_has_next = s_token >> 31 == 1
        out["has_next"] = v
        v = (NAMES11.get(e := s_token >> 14 & 7, e)) if (s_token & 63 == 1) else None
        if v is not None:
            out["min_precision"] = v
        v = (NAMES12.get(e := s_token >> 6 & 255, e)) if (s_token & 63 == 1) else None
        if v is not None:
            out["modifier"] = v
        v = i_non_uniform = (s_token >> 17 & 1 == 1) if (s_token & 63 == 1) else None
        if v is not None:
            out["non_uniform"] = v
        return out

    def w6(obj, depth, budget):  # operand_index
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        d = obj.__dict__
        v = s_representation = obj.representation
        out["representation"] = v
        v = obj.depth
        out["depth"] = v
        v = d.get("immediate32")
        if v is not None:
            out["immediate32"] = v if -6 < v < 257 else number(v, v)
        v = d.get("immediate64_hi")
        if v is not None:
            out["immediate64_hi"] = v if -6 < v < 257 else number(v, v)
        v = d.get("immediate64_lo")
        if v is not None:
            out["immediate64_lo"] = v if -6 < v < 257 else number(v, v)
        v = d.get("relative")
        if v is not None:
            out["relative"] = w4(v, c, budget)
        v = NAMES13.get(e := s_representation, e)
        if v is not None:
            out["kind"] = v
        return out

    def w7(obj, depth, budget):  # resource_return_type
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        v = s_token = obj.token
        out["token"] = v if -6 < v < 257 else number(v, v)
        v = NAMES5.get(e := s_token >> 12 & 15, e)
        if v is not None:
            out["w"] = v
        v = NAMES5.get(e := s_token & 15, e)
        if v is not None:
            out["x"] = v
        v = NAMES5.get(e := s_token >> 4 & 15, e)
        if v is not None:
            out["y"] = v
        v = NAMES5.get(e := s_token >> 8 & 15, e)
        if v is not None:
            out["z"] = v
        return out

    def w8(obj, depth, budget):  # name_token
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        v = s_token = obj.token
        out["token"] = v if -6 < v < 257 else number(v, v)
        v = NAMES14.get(e := s_token & 65535, e)
        if v is not None:
            out["name"] = v
        return out

    def w9(obj, depth, budget):  # instruction_body
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        v = obj.num_operands
        out["num_operands"] = v
        v = obj.operands
        out["operands"] = [w4(x, c + 1, budget) for x in v]
        v = obj.unparsed
        out["unparsed"] = v if type(v) in PLAIN else G(v, c, budget)
        v = i_precise_mask = obj._parent.opcode_token >> 19 & 15
        if v is not None:
            out["precise_mask"] = v if type(v) in PLAIN else G(v, c, budget)
        v = i_saturate = obj._parent.opcode_token >> 13 & 1 == 1
        if v is not None:
            out["saturate"] = v if type(v) in PLAIN else G(v, c, budget)
        return out

    def w10(obj, depth, budget):  # conditional_body
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        v = obj.num_operands
        out["num_operands"] = v
        v = obj.operands
        out["operands"] = [w4(x, c + 1, budget) for x in v]
        v = obj.unparsed
        out["unparsed"] = v if type(v) in PLAIN else G(v, c, budget)
        v = NAMES15.get(e := obj._parent.opcode_token >> 18 & 1, e)
        if v is not None:
            out["test"] = v
        return out

    def w11(obj, depth, budget):  # resinfo_body
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        v = obj.num_operands
        out["num_operands"] = v
        v = obj.operands
        out["operands"] = [w4(x, c + 1, budget) for x in v]
        v = obj.unparsed
        out["unparsed"] = v if type(v) in PLAIN else G(v, c, budget)
        v = NAMES16.get(e := obj._parent.opcode_token >> 11 & 3, e)
        if v is not None:
            out["return_type"] = v
        v = i_saturate = obj._parent.opcode_token >> 13 & 1 == 1
        if v is not None:
            out["saturate"] = v if type(v) in PLAIN else G(v, c, budget)
        return out

    def w12(obj, depth, budget):  # sample_info_body
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        v = obj.num_operands
        out["num_operands"] = v
        v = obj.operands
        out["operands"] = [w4(x, c + 1, budget) for x in v]
        v = obj.unparsed
        out["unparsed"] = v if type(v) in PLAIN else G(v, c, budget)
        v = NAMES17.get(e := obj._parent.opcode_token >> 11 & 3, e)
        if v is not None:
            out["return_type"] = v
        v = i_saturate = obj._parent.opcode_token >> 13 & 1 == 1
        if v is not None:
            out["saturate"] = v if type(v) in PLAIN else G(v, c, budget)
        return out

    def w13(obj, depth, budget):  # sync_body
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        v = obj.unparsed
        out["unparsed"] = v if type(v) in PLAIN else G(v, c, budget)
        v = i_thread_group_shared_memory = obj._parent.opcode_token >> 12 & 1 == 1
        if v is not None:
            out["thread_group_shared_memory"] = v if type(v) in PLAIN else G(v, c, budget)
        v = i_threads_in_group = obj._parent.opcode_token >> 11 & 1 == 1
        if v is not None:
            out["threads_in_group"] = v if type(v) in PLAIN else G(v, c, budget)
        v = i_uav_memory_global = obj._parent.opcode_token >> 14 & 1 == 1
        if v is not None:
            out["uav_memory_global"] = v if type(v) in PLAIN else G(v, c, budget)
        v = i_uav_memory_group = obj._parent.opcode_token >> 13 & 1 == 1
        if v is not None:
            out["uav_memory_group"] = v if type(v) in PLAIN else G(v, c, budget)
        return out

    def w14(obj, depth, budget):  # unknown_body
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        v = obj.unparsed
        out["unparsed"] = v if type(v) in PLAIN else G(v, c, budget)
        return out

    def w15(obj, depth, budget):  # custom_data
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        v = obj.content
        out["content"] = v if type(v) in PLAIN else G(v, c, budget)
        return out

    def w16(obj, depth, budget):  # custom_text
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        v = obj.text
        out["text"] = intern(v)
        return out

    def w17(obj, depth, budget):  # immediate_constant_buffer
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        v = s_values = obj.values
        out["values"] = [x if -6 < x < 257 else number(x, x) for x in v]
        v = i_num_entries = len(s_values) // 4
        if v is not None:
            out["num_entries"] = v if type(v) in PLAIN else G(v, c, budget)
        return out

    def w18(obj, depth, budget):  # shader_message
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        v = obj.message_id
        out["message_id"] = v if type(v) is int else v._name_
        v = obj.format
        out["format"] = v if type(v) is int else v._name_
        v = obj.len_text
        out["len_text"] = v if -6 < v < 257 else number(v, v)
        v = obj.num_operands
        out["num_operands"] = v if -6 < v < 257 else number(v, v)
        v = obj.len_operands
        out["len_operands"] = v if -6 < v < 257 else number(v, v)
        v = obj.operands
        out["operands"] = w19(v, c, budget)
        v = obj.text
        out["text"] = intern(v)
        v = obj.padding
        out["padding"] = v if type(v) in PLAIN else G(v, c, budget)
        return out

    def w19(obj, depth, budget):  # operand_list
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        v = obj.operands
        out["operands"] = [w4(x, c + 1, budget) for x in v]
        return out

    def w20(obj, depth, budget):  # clip_plane_mappings
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        v = obj.num_mappings
        out["num_mappings"] = v if -6 < v < 257 else number(v, v)
        v = obj.mappings
        out["mappings"] = [w21(x, c + 1, budget) for x in v]
        v = obj.unparsed
        out["unparsed"] = v if type(v) in PLAIN else G(v, c, budget)
        return out

    def w21(obj, depth, budget):  # clip_plane_mapping
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        v = obj.constant_buffer
        out["constant_buffer"] = v if -6 < v < 257 else number(v, v)
        v = obj.start_element
        out["start_element"] = v if -6 < v < 257 else number(v, v)
        v = obj.num_elements
        out["num_elements"] = v if -6 < v < 257 else number(v, v)
        v = obj.reserved
        out["reserved"] = v if -6 < v < 257 else number(v, v)
        return out

    def w22(obj, depth, budget):  # operand_decl
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        v = obj.operand
        out["operand"] = w4(v, c, budget)
        v = obj.unparsed
        out["unparsed"] = v if type(v) in PLAIN else G(v, c, budget)
        return out

    def w23(obj, depth, budget):  # operand_name_decl
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        v = obj.operand
        out["operand"] = w4(v, c, budget)
        v = obj.name
        out["name"] = w8(v, c, budget)
        v = obj.unparsed
        out["unparsed"] = v if type(v) in PLAIN else G(v, c, budget)
        return out

    def w24(obj, depth, budget):  # input_ps_decl
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        v = obj.operand
        out["operand"] = w4(v, c, budget)
        v = obj.unparsed
        out["unparsed"] = v if type(v) in PLAIN else G(v, c, budget)
        v = NAMES18.get(e := obj._parent.opcode_token >> 11 & 15, e)
        if v is not None:
            out["interpolation_mode"] = v
        return out

    def w25(obj, depth, budget):  # input_ps_name_decl
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        v = obj.operand
        out["operand"] = w4(v, c, budget)
        v = obj.name
        out["name"] = w8(v, c, budget)
        v = obj.unparsed
        out["unparsed"] = v if type(v) in PLAIN else G(v, c, budget)
        v = NAMES18.get(e := obj._parent.opcode_token >> 11 & 15, e)
        if v is not None:
            out["interpolation_mode"] = v
        return out

    def w26(obj, depth, budget):  # resource_decl
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        d = obj.__dict__
        v = obj.operand
        out["operand"] = w4(v, c, budget)
        v = obj.return_type
        out["return_type"] = w7(v, c, budget)
        v = d.get("space")
        if v is not None:
            out["space"] = v if -6 < v < 257 else number(v, v)
        v = obj.unparsed
        out["unparsed"] = v if type(v) in PLAIN else G(v, c, budget)
        v = NAMES4.get(e := obj._parent.opcode_token >> 11 & 31, e)
        if v is not None:
            out["dimension"] = v
        v = i_num_samples = obj._parent.opcode_token >> 16 & 127
        if v is not None:
            out["num_samples"] = v if type(v) in PLAIN else G(v, c, budget)
        return out

    def w27(obj, depth, budget):  # constant_buffer_decl
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        d = obj.__dict__
        v = obj.operand
        out["operand"] = w4(v, c, budget)
        v = d.get("num_vectors")
        if v is not None:
            out["num_vectors"] = v if -6 < v < 257 else number(v, v)
        v = d.get("space")
        if v is not None:
            out["space"] = v if -6 < v < 257 else number(v, v)
        v = obj.unparsed
        out["unparsed"] = v if type(v) in PLAIN else G(v, c, budget)
        v = NAMES19.get(e := obj._parent.opcode_token >> 11 & 1, e)
        if v is not None:
            out["access_pattern"] = v
        return out

    def w28(obj, depth, budget):  # sampler_decl
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        d = obj.__dict__
        v = obj.operand
        out["operand"] = w4(v, c, budget)
        v = d.get("space")
        if v is not None:
            out["space"] = v if -6 < v < 257 else number(v, v)
        v = obj.unparsed
        out["unparsed"] = v if type(v) in PLAIN else G(v, c, budget)
        v = NAMES20.get(e := obj._parent.opcode_token >> 11 & 15, e)
        if v is not None:
            out["mode"] = v
        return out

    def w29(obj, depth, budget):  # index_range_decl
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        v = obj.operand
        out["operand"] = w4(v, c, budget)
        v = obj.num_registers
        out["num_registers"] = v if -6 < v < 257 else number(v, v)
        v = obj.unparsed
        out["unparsed"] = v if type(v) in PLAIN else G(v, c, budget)
        return out

    def w30(obj, depth, budget):  # gs_output_topology_decl
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        v = obj.unparsed
        out["unparsed"] = v if type(v) in PLAIN else G(v, c, budget)
        v = NAMES21.get(e := obj._parent.opcode_token >> 11 & 63, e)
        if v is not None:
            out["topology"] = v
        return out

    def w31(obj, depth, budget):  # gs_input_primitive_decl
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        v = obj.unparsed
        out["unparsed"] = v if type(v) in PLAIN else G(v, c, budget)
        v = NAMES22.get(e := obj._parent.opcode_token >> 11 & 63, e)
        if v is not None:
            out["primitive"] = v
        return out

    def w32(obj, depth, budget):  # max_output_vertex_count_decl
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        v = obj.max_num_vertices
        out["max_num_vertices"] = v if -6 < v < 257 else number(v, v)
        v = obj.unparsed
        out["unparsed"] = v if type(v) in PLAIN else G(v, c, budget)
        return out

    def w33(obj, depth, budget):  # instance_count_decl
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        v = obj.num_instances
        out["num_instances"] = v if -6 < v < 257 else number(v, v)
        v = obj.unparsed
        out["unparsed"] = v if type(v) in PLAIN else G(v, c, budget)
        return out

    def w34(obj, depth, budget):  # temps_decl
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        v = obj.num_temps
        out["num_temps"] = v if -6 < v < 257 else number(v, v)
        v = obj.unparsed
        out["unparsed"] = v if type(v) in PLAIN else G(v, c, budget)
        return out

    def w35(obj, depth, budget):  # indexable_temp_decl
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        v = obj.register_index
        out["register_index"] = v if -6 < v < 257 else number(v, v)
        v = obj.num_registers
        out["num_registers"] = v if -6 < v < 257 else number(v, v)
        v = obj.num_components
        out["num_components"] = v if -6 < v < 257 else number(v, v)
        v = obj.unparsed
        out["unparsed"] = v if type(v) in PLAIN else G(v, c, budget)
        return out

    def w36(obj, depth, budget):  # global_flags_decl
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        v = obj.unparsed
        out["unparsed"] = v if type(v) in PLAIN else G(v, c, budget)
        v = i_all_resources_bound = (obj._parent.opcode_token >> 11 & 8191) & 256 != 0
        if v is not None:
            out["all_resources_bound"] = v if type(v) in PLAIN else G(v, c, budget)
        v = i_enable_double_extensions = (obj._parent.opcode_token >> 11 & 8191) & 64 != 0
        if v is not None:
            out["enable_double_extensions"] = v if type(v) in PLAIN else G(v, c, budget)
        v = i_enable_double_precision_float_ops = (obj._parent.opcode_token >> 11 & 8191) & 2 != 0
        if v is not None:
            out["enable_double_precision_float_ops"] = v if type(v) in PLAIN else G(v, c, budget)
        v = i_enable_minimum_precision = (obj._parent.opcode_token >> 11 & 8191) & 32 != 0
        if v is not None:
            out["enable_minimum_precision"] = v if type(v) in PLAIN else G(v, c, budget)
        v = i_enable_raw_and_structured_buffers = (obj._parent.opcode_token >> 11 & 8191) & 8 != 0
        if v is not None:
            out["enable_raw_and_structured_buffers"] = v if type(v) in PLAIN else G(v, c, budget)
        v = i_enable_shader_extensions = (obj._parent.opcode_token >> 11 & 8191) & 128 != 0
        if v is not None:
            out["enable_shader_extensions"] = v if type(v) in PLAIN else G(v, c, budget)
        v = i_flags = obj._parent.opcode_token >> 11 & 8191
        if v is not None:
            out["flags"] = v if type(v) in PLAIN else G(v, c, budget)
        v = i_force_early_depth_stencil = i_flags & 4 != 0
        if v is not None:
            out["force_early_depth_stencil"] = v if type(v) in PLAIN else G(v, c, budget)
        v = i_refactoring_allowed = i_flags & 1 != 0
        if v is not None:
            out["refactoring_allowed"] = v if type(v) in PLAIN else G(v, c, budget)
        v = i_skip_optimization = i_flags & 16 != 0
        if v is not None:
            out["skip_optimization"] = v if type(v) in PLAIN else G(v, c, budget)
        return out

    def w37(obj, depth, budget):  # function_body_decl
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        v = obj.function_body
        out["function_body"] = v if -6 < v < 257 else number(v, v)
        v = obj.unparsed
        out["unparsed"] = v if type(v) in PLAIN else G(v, c, budget)
        return out

    def w38(obj, depth, budget):  # function_table_decl
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        v = obj.function_table
        out["function_table"] = v if -6 < v < 257 else number(v, v)
        v = obj.num_bodies
        out["num_bodies"] = v if -6 < v < 257 else number(v, v)
        v = obj.function_bodies
        out["function_bodies"] = [x if -6 < x < 257 else number(x, x) for x in v]
        v = obj.unparsed
        out["unparsed"] = v if type(v) in PLAIN else G(v, c, budget)
        return out

    def w39(obj, depth, budget):  # interface_decl
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        v = obj.interface
        out["interface"] = v if -6 < v < 257 else number(v, v)
        v = obj.num_table_entries
        out["num_table_entries"] = v if -6 < v < 257 else number(v, v)
        v = s_num_tables_and_interfaces = obj.num_tables_and_interfaces
        out["num_tables_and_interfaces"] = v if -6 < v < 257 else number(v, v)
        v = obj.function_tables
        out["function_tables"] = [x if -6 < x < 257 else number(x, x) for x in v]
        v = obj.unparsed
        out["unparsed"] = v if type(v) in PLAIN else G(v, c, budget)
        v = i_dynamically_indexed = obj._parent.opcode_token >> 11 & 1 == 1
        if v is not None:
            out["dynamically_indexed"] = v if type(v) in PLAIN else G(v, c, budget)
        v = i_num_interfaces = s_num_tables_and_interfaces >> 16
        out["num_interfaces"] = v
        v = i_num_tables = s_num_tables_and_interfaces & 65535
        out["num_tables"] = v
        return out

    def w40(obj, depth, budget):  # interface_call_body
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        v = obj.function_index
        out["function_index"] = v if -6 < v < 257 else number(v, v)
        v = obj.operand
        out["operand"] = w4(v, c, budget)
        v = obj.unparsed
        out["unparsed"] = v if type(v) in PLAIN else G(v, c, budget)
        return out

    def w41(obj, depth, budget):  # control_point_count_decl
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        v = obj.unparsed
        out["unparsed"] = v if type(v) in PLAIN else G(v, c, budget)
        v = i_num_control_points = obj._parent.opcode_token >> 11 & 63
        if v is not None:
            out["num_control_points"] = v if type(v) in PLAIN else G(v, c, budget)
        return out

    def w42(obj, depth, budget):  # tess_domain_decl
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        v = obj.unparsed
        out["unparsed"] = v if type(v) in PLAIN else G(v, c, budget)
        v = NAMES23.get(e := obj._parent.opcode_token >> 11 & 3, e)
        if v is not None:
            out["domain"] = v
        return out

    def w43(obj, depth, budget):  # tess_partitioning_decl
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        v = obj.unparsed
        out["unparsed"] = v if type(v) in PLAIN else G(v, c, budget)
        v = NAMES24.get(e := obj._parent.opcode_token >> 11 & 7, e)
        if v is not None:
            out["partitioning"] = v
        return out

    def w44(obj, depth, budget):  # tess_output_primitive_decl
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        v = obj.unparsed
        out["unparsed"] = v if type(v) in PLAIN else G(v, c, budget)
        v = NAMES25.get(e := obj._parent.opcode_token >> 11 & 7, e)
        if v is not None:
            out["output_primitive"] = v
        return out

    def w45(obj, depth, budget):  # hs_max_tessfactor_decl
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        v = obj.max_tessfactor
        out["max_tessfactor"] = v
        v = obj.unparsed
        out["unparsed"] = v if type(v) in PLAIN else G(v, c, budget)
        return out

    def w46(obj, depth, budget):  # thread_group_decl
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        v = obj.x
        out["x"] = v if -6 < v < 257 else number(v, v)
        v = obj.y
        out["y"] = v if -6 < v < 257 else number(v, v)
        v = obj.z
        out["z"] = v if -6 < v < 257 else number(v, v)
        v = obj.unparsed
        out["unparsed"] = v if type(v) in PLAIN else G(v, c, budget)
        return out

    def w47(obj, depth, budget):  # uav_typed_decl
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        d = obj.__dict__
        v = obj.operand
        out["operand"] = w4(v, c, budget)
        v = obj.return_type
        out["return_type"] = w7(v, c, budget)
        v = d.get("space")
        if v is not None:
            out["space"] = v if -6 < v < 257 else number(v, v)
        v = obj.unparsed
        out["unparsed"] = v if type(v) in PLAIN else G(v, c, budget)
        v = NAMES4.get(e := obj._parent.opcode_token >> 11 & 31, e)
        if v is not None:
            out["dimension"] = v
        v = i_globally_coherent = obj._parent.opcode_token >> 16 & 1 == 1
        if v is not None:
            out["globally_coherent"] = v if type(v) in PLAIN else G(v, c, budget)
        v = i_rasterizer_ordered = obj._parent.opcode_token >> 17 & 1 == 1
        if v is not None:
            out["rasterizer_ordered"] = v if type(v) in PLAIN else G(v, c, budget)
        return out

    def w48(obj, depth, budget):  # uav_raw_decl
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        d = obj.__dict__
        v = obj.operand
        out["operand"] = w4(v, c, budget)
        v = d.get("space")
        if v is not None:
            out["space"] = v if -6 < v < 257 else number(v, v)
        v = obj.unparsed
        out["unparsed"] = v if type(v) in PLAIN else G(v, c, budget)
        v = i_globally_coherent = obj._parent.opcode_token >> 16 & 1 == 1
        if v is not None:
            out["globally_coherent"] = v if type(v) in PLAIN else G(v, c, budget)
        v = i_rasterizer_ordered = obj._parent.opcode_token >> 17 & 1 == 1
        if v is not None:
            out["rasterizer_ordered"] = v if type(v) in PLAIN else G(v, c, budget)
        return out

    def w49(obj, depth, budget):  # uav_structured_decl
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        d = obj.__dict__
        v = obj.operand
        out["operand"] = w4(v, c, budget)
        v = obj.stride
        out["stride"] = v if -6 < v < 257 else number(v, v)
        v = d.get("space")
        if v is not None:
            out["space"] = v if -6 < v < 257 else number(v, v)
        v = obj.unparsed
        out["unparsed"] = v if type(v) in PLAIN else G(v, c, budget)
        v = i_globally_coherent = obj._parent.opcode_token >> 16 & 1 == 1
        if v is not None:
            out["globally_coherent"] = v if type(v) in PLAIN else G(v, c, budget)
        v = i_has_counter = obj._parent.opcode_token >> 23 & 1 == 1
        if v is not None:
            out["has_counter"] = v if type(v) in PLAIN else G(v, c, budget)
        v = i_rasterizer_ordered = obj._parent.opcode_token >> 17 & 1 == 1
        if v is not None:
            out["rasterizer_ordered"] = v if type(v) in PLAIN else G(v, c, budget)
        return out

    def w50(obj, depth, budget):  # tgsm_raw_decl
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        v = obj.operand
        out["operand"] = w4(v, c, budget)
        v = obj.len_tgsm
        out["len_tgsm"] = v if -6 < v < 257 else number(v, v)
        v = obj.unparsed
        out["unparsed"] = v if type(v) in PLAIN else G(v, c, budget)
        return out

    def w51(obj, depth, budget):  # tgsm_structured_decl
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        v = obj.operand
        out["operand"] = w4(v, c, budget)
        v = obj.stride
        out["stride"] = v if -6 < v < 257 else number(v, v)
        v = obj.num_structures
        out["num_structures"] = v if -6 < v < 257 else number(v, v)
        v = obj.unparsed
        out["unparsed"] = v if type(v) in PLAIN else G(v, c, budget)
        return out

    def w52(obj, depth, budget):  # resource_raw_decl
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        d = obj.__dict__
        v = obj.operand
        out["operand"] = w4(v, c, budget)
        v = d.get("space")
        if v is not None:
            out["space"] = v if -6 < v < 257 else number(v, v)
        v = obj.unparsed
        out["unparsed"] = v if type(v) in PLAIN else G(v, c, budget)
        return out

    def w53(obj, depth, budget):  # resource_structured_decl
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        d = obj.__dict__
        v = obj.operand
        out["operand"] = w4(v, c, budget)
        v = obj.stride
        out["stride"] = v if -6 < v < 257 else number(v, v)
        v = d.get("space")
        if v is not None:
            out["space"] = v if -6 < v < 257 else number(v, v)
        v = obj.unparsed
        out["unparsed"] = v if type(v) in PLAIN else G(v, c, budget)
        return out

    return {
        "DxcontainerShader": w0,
        "DxcontainerShader.InstructionStream": w1,
        "DxcontainerShader.Instruction": w2,
        "DxcontainerShader.ExtendedOpcode": w3,
        "DxcontainerShader.Operand": w4,
        "DxcontainerShader.ExtendedOperand": w5,
        "DxcontainerShader.OperandIndex": w6,
        "DxcontainerShader.ResourceReturnType": w7,
        "DxcontainerShader.NameToken": w8,
        "DxcontainerShader.InstructionBody": w9,
        "DxcontainerShader.ConditionalBody": w10,
        "DxcontainerShader.ResinfoBody": w11,
        "DxcontainerShader.SampleInfoBody": w12,
        "DxcontainerShader.SyncBody": w13,
        "DxcontainerShader.UnknownBody": w14,
        "DxcontainerShader.CustomData": w15,
        "DxcontainerShader.CustomText": w16,
        "DxcontainerShader.ImmediateConstantBuffer": w17,
        "DxcontainerShader.ShaderMessage": w18,
        "DxcontainerShader.OperandList": w19,
        "DxcontainerShader.ClipPlaneMappings": w20,
        "DxcontainerShader.ClipPlaneMapping": w21,
        "DxcontainerShader.OperandDecl": w22,
        "DxcontainerShader.OperandNameDecl": w23,
        "DxcontainerShader.InputPsDecl": w24,
        "DxcontainerShader.InputPsNameDecl": w25,
        "DxcontainerShader.ResourceDecl": w26,
        "DxcontainerShader.ConstantBufferDecl": w27,
        "DxcontainerShader.SamplerDecl": w28,
        "DxcontainerShader.IndexRangeDecl": w29,
        "DxcontainerShader.GsOutputTopologyDecl": w30,
        "DxcontainerShader.GsInputPrimitiveDecl": w31,
        "DxcontainerShader.MaxOutputVertexCountDecl": w32,
        "DxcontainerShader.InstanceCountDecl": w33,
        "DxcontainerShader.TempsDecl": w34,
        "DxcontainerShader.IndexableTempDecl": w35,
        "DxcontainerShader.GlobalFlagsDecl": w36,
        "DxcontainerShader.FunctionBodyDecl": w37,
        "DxcontainerShader.FunctionTableDecl": w38,
        "DxcontainerShader.InterfaceDecl": w39,
        "DxcontainerShader.InterfaceCallBody": w40,
        "DxcontainerShader.ControlPointCountDecl": w41,
        "DxcontainerShader.TessDomainDecl": w42,
        "DxcontainerShader.TessPartitioningDecl": w43,
        "DxcontainerShader.TessOutputPrimitiveDecl": w44,
        "DxcontainerShader.HsMaxTessfactorDecl": w45,
        "DxcontainerShader.ThreadGroupDecl": w46,
        "DxcontainerShader.UavTypedDecl": w47,
        "DxcontainerShader.UavRawDecl": w48,
        "DxcontainerShader.UavStructuredDecl": w49,
        "DxcontainerShader.TgsmRawDecl": w50,
        "DxcontainerShader.TgsmStructuredDecl": w51,
        "DxcontainerShader.ResourceRawDecl": w52,
        "DxcontainerShader.ResourceStructuredDecl": w53,
    }
