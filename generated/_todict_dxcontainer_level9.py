# This is a generated file! tools/ksc.js writes it from ../ksy/dxcontainer_level9.ksy:
# to_dict's walk of each type of the spec (dxfuzz.todict), by class qualname.
from dxcontainer_level9 import *  # noqa: F401,F403 - the names the value instances' expressions use
NAMES0 = {value: member._name_ for value, member in DxcontainerLevel9.Level9ProgramType._value2member_map_.items()}
NAMES1 = {value: member._name_ for value, member in DxcontainerLevel9.Level9Comparison._value2member_map_.items()}
NAMES2 = {value: member._name_ for value, member in DxcontainerLevel9.Level9Opcode._value2member_map_.items()}
NAMES3 = {value: member._name_ for value, member in DxcontainerLevel9.Level9RegisterType._value2member_map_.items()}
NAMES4 = {value: member._name_ for value, member in DxcontainerLevel9.Level9SourceModifier._value2member_map_.items()}
NAMES5 = {value: member._name_ for value, member in DxcontainerLevel9.Level9TextureType._value2member_map_.items()}
NAMES6 = {value: member._name_ for value, member in DxcontainerLevel9.Level9Usage._value2member_map_.items()}
def walkers(S, G, PLAIN, MAX_DEPTH, too_deep, over_budget, nested, release, intern, number):
    def w0(obj, depth, budget):  # dxcontainer_level9
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        v = obj.len_part
        out["len_part"] = v if -6 < v < 257 else number(v, v)
        v = s_shader_version = obj.shader_version
        out["shader_version"] = v if -6 < v < 257 else number(v, v)
        v = s_len_shader = obj.len_shader
        out["len_shader"] = v if -6 < v < 257 else number(v, v)
        v = obj.ofs_shader
        out["ofs_shader"] = v if -6 < v < 257 else number(v, v)
        v = obj.num_cbuffer_mappings
        out["num_cbuffer_mappings"] = v if -6 < v < 257 else number(v, v)
        v = obj.ofs_cbuffer_mappings
        out["ofs_cbuffer_mappings"] = v if -6 < v < 257 else number(v, v)
        v = obj.num_loop_register_mappings
        out["num_loop_register_mappings"] = v if -6 < v < 257 else number(v, v)
        v = obj.ofs_loop_register_mappings
        out["ofs_loop_register_mappings"] = v if -6 < v < 257 else number(v, v)
        v = obj.num_unknown_mappings
        out["num_unknown_mappings"] = v if -6 < v < 257 else number(v, v)
        v = obj.ofs_unknown_mappings
        out["ofs_unknown_mappings"] = v if -6 < v < 257 else number(v, v)
        v = obj.num_sampler_mappings
        out["num_sampler_mappings"] = v if -6 < v < 257 else number(v, v)
        v = obj.ofs_sampler_mappings
        out["ofs_sampler_mappings"] = v if -6 < v < 257 else number(v, v)
        v = obj.num_runtime_constant_mappings
        out["num_runtime_constant_mappings"] = v if -6 < v < 257 else number(v, v)
        v = obj.ofs_runtime_constant_mappings
        out["ofs_runtime_constant_mappings"] = v if -6 < v < 257 else number(v, v)
        v = obj.cbuffer_mappings
        if v is not None:
            out["cbuffer_mappings"] = [w4(x, c + 1, budget) for x in v]
        v = obj.embedded_shader_version
        if v is not None:
            out["embedded_shader_version"] = v if -6 < v < 257 else number(v, v)
        v = obj.loop_register_mappings
        if v is not None:
            out["loop_register_mappings"] = [w5(x, c + 1, budget) for x in v]
        v = obj.runtime_constant_mappings
        if v is not None:
            out["runtime_constant_mappings"] = [w7(x, c + 1, budget) for x in v]
        v = obj.sampler_mappings
        if v is not None:
            out["sampler_mappings"] = [w6(x, c + 1, budget) for x in v]
        v = obj.shader
        if v is not None:
            out["shader"] = w1(v, c, budget)
        v = i_shader_major = (obj.embedded_shader_version if s_len_shader >= 4 else s_shader_version) >> 8 & 255
        if v is not None:
            out["shader_major"] = v if type(v) in PLAIN else G(v, c, budget)
        v = i_shader_minor = (obj.embedded_shader_version if s_len_shader >= 4 else s_shader_version) & 255
        if v is not None:
            out["shader_minor"] = v if type(v) in PLAIN else G(v, c, budget)
        v = i_shader_program_type = s_shader_version >> 16
        out["shader_program_type"] = v
        return out

    def w1(obj, depth, budget):  # level9_program
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        d = obj.__dict__
        v = s_version = obj.version
        out["version"] = v if -6 < v < 257 else number(v, v)
        v = d.get("instructions")
        if v is not None:
            out["instructions"] = [w2(x, c + 1, budget) for x in v]
        v = d.get("trailing")
        if v is not None:
            out["trailing"] = v if type(v) in PLAIN else G(v, c, budget)
        v = i_major_version = s_version >> 8 & 255
        out["major_version"] = v
        v = i_minor_version = s_version & 255
        out["minor_version"] = v
        v = NAMES0.get(e := s_version >> 16, e)
        if v is not None:
            out["program_type"] = v
        return out

    def w2(obj, depth, budget):  # level9_instruction
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        d = obj.__dict__
        v = s_token = obj.token
        out["token"] = v if -6 < v < 257 else number(v, v)
        v = d.get("comment")
        if v is not None:
            out["comment"] = v if type(v) in PLAIN else G(v, c, budget)
        v = d.get("params")
        if v is not None:
            out["params"] = [w3(x, c + 1, budget) for x in v]
        v = (NAMES1.get(e := s_token >> 16 & 255, e)) if ((((not ((s_token & 65535 == 65534)))) and ( (((KaitaiStream.resolve_enum(DxcontainerLevel9.Level9Opcode, s_token & 65535)) == DxcontainerLevel9.Level9Opcode.ifc) or ((KaitaiStream.resolve_enum(DxcontainerLevel9.Level9Opcode, s_token & 65535)) == DxcontainerLevel9.Level9Opcode.breakc) or ((KaitaiStream.resolve_enum(DxcontainerLevel9.Level9Opcode, s_token & 65535)) == DxcontainerLevel9.Level9Opcode.setp)) ))) else None
        if v is not None:
            out["comparison"] = v
        v = i_controls = (s_token >> 16 & 255) if ((not ((s_token & 65535 == 65534)))) else None
        if v is not None:
            out["controls"] = v
        v = i_is_coissued = (s_token >> 30 & 1 == 1) if ((not ((s_token & 65535 == 65534)))) else None
        if v is not None:
            out["is_coissued"] = v
        v = i_is_comment = s_token & 65535 == 65534
        out["is_comment"] = v
        v = i_is_end = s_token == 65535
        out["is_end"] = v
        v = i_is_predicated = (s_token >> 28 & 1 == 1) if ((not (i_is_comment))) else None
        if v is not None:
            out["is_predicated"] = v
        v = i_len_comment = (s_token >> 16 & 32767) if (i_is_comment) else None
        if v is not None:
            out["len_comment"] = v
        v = i_num_params = (s_token >> 24 & 15) if ((not (i_is_comment))) else None
        if v is not None:
            out["num_params"] = v
        v = NAMES2.get(e := s_token & 65535, e)
        if v is not None:
            out["opcode"] = v
        return out

    def w3(obj, depth, budget):  # level9_parameter
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        v = s_opcode = obj.opcode
        out["opcode"] = v if type(v) is int else v._name_
        v = s_index = obj.index
        out["index"] = v
        v = s_token = obj.token
        out["token"] = v if -6 < v < 257 else number(v, v)
        v = i_is_relative = (s_token >> 13 & 1 == 1) if ((((not (( ((s_opcode == DxcontainerLevel9.Level9Opcode.dcl) and (s_index == 0)) )))) and ((not (( (( ((s_opcode == DxcontainerLevel9.Level9Opcode.def_) or (s_opcode == DxcontainerLevel9.Level9Opcode.defi) or (s_opcode == DxcontainerLevel9.Level9Opcode.defb)) ) and (s_index > 0)) )))))) else None
        if v is not None:
            out["is_relative"] = v
        v = i_is_usage =  ((s_opcode == DxcontainerLevel9.Level9Opcode.dcl) and (s_index == 0)) 
        if v is not None:
            out["is_usage"] = v if type(v) in PLAIN else G(v, c, budget)
        v = i_is_value =  (( ((s_opcode == DxcontainerLevel9.Level9Opcode.def_) or (s_opcode == DxcontainerLevel9.Level9Opcode.defi) or (s_opcode == DxcontainerLevel9.Level9Opcode.defb)) ) and (s_index > 0)) 
        if v is not None:
            out["is_value"] = v if type(v) in PLAIN else G(v, c, budget)
        v = i_register_number = (s_token & 2047) if ((((not (i_is_usage))) and ((not (i_is_value))))) else None
        if v is not None:
            out["register_number"] = v
        v = (NAMES3.get(e := s_token >> 28 & 7 | s_token >> 8 & 24, e)) if ((((not (i_is_usage))) and ((not (i_is_value))))) else None
        if v is not None:
            out["register_type"] = v
        v = i_result_modifiers = (s_token >> 20 & 15) if ((((not (i_is_usage))) and ((not (i_is_value))))) else None
        if v is not None:
            out["result_modifiers"] = v
        v = i_shift = (s_token >> 24 & 15) if ((((not (i_is_usage))) and ((not (i_is_value))))) else None
        if v is not None:
            out["shift"] = v
        v = (NAMES4.get(e := s_token >> 24 & 15, e)) if ((((not (i_is_usage))) and ((not (i_is_value))))) else None
        if v is not None:
            out["source_modifier"] = v
        v = i_swizzle = (s_token >> 16 & 255) if ((((not (i_is_usage))) and ((not (i_is_value))))) else None
        if v is not None:
            out["swizzle"] = v
        v = (NAMES5.get(e := s_token >> 27 & 15, e)) if (i_is_usage) else None
        if v is not None:
            out["texture_type"] = v
        v = (NAMES6.get(e := s_token & 31, e)) if (i_is_usage) else None
        if v is not None:
            out["usage"] = v
        v = i_usage_index = (s_token >> 16 & 15) if (i_is_usage) else None
        if v is not None:
            out["usage_index"] = v
        v = i_write_mask = (s_token >> 16 & 15) if ((((not (i_is_usage))) and ((not (i_is_value))))) else None
        if v is not None:
            out["write_mask"] = v
        return out

    def w4(obj, depth, budget):  # cbuffer_mapping
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        v = obj.buffer
        out["buffer"] = v if -6 < v < 257 else number(v, v)
        v = obj.start_register
        out["start_register"] = v if -6 < v < 257 else number(v, v)
        v = obj.num_registers
        out["num_registers"] = v if -6 < v < 257 else number(v, v)
        v = obj.target_register
        out["target_register"] = v if -6 < v < 257 else number(v, v)
        v = obj.conversions
        out["conversions"] = [x if type(x) is int else x._name_ for x in v]
        return out

    def w5(obj, depth, budget):  # loop_register_mapping
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        v = obj.buffer
        out["buffer"] = v if -6 < v < 257 else number(v, v)
        v = obj.source_register
        out["source_register"] = v if -6 < v < 257 else number(v, v)
        v = obj.component
        out["component"] = v if -6 < v < 257 else number(v, v)
        v = obj.target_register
        out["target_register"] = v if -6 < v < 257 else number(v, v)
        return out

    def w6(obj, depth, budget):  # sampler_mapping
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        v = obj.source_resource
        out["source_resource"] = v
        v = obj.source_sampler
        out["source_sampler"] = v
        v = obj.target_sampler
        out["target_sampler"] = v
        v = obj.reserved
        out["reserved"] = v
        return out

    def w7(obj, depth, budget):  # runtime_constant_mapping
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        v = obj.description
        out["description"] = v if type(v) is int else v._name_
        v = obj.target_register
        out["target_register"] = v if -6 < v < 257 else number(v, v)
        return out

    return {
        "DxcontainerLevel9": w0,
        "DxcontainerLevel9.Level9Program": w1,
        "DxcontainerLevel9.Level9Instruction": w2,
        "DxcontainerLevel9.Level9Parameter": w3,
        "DxcontainerLevel9.CbufferMapping": w4,
        "DxcontainerLevel9.LoopRegisterMapping": w5,
        "DxcontainerLevel9.SamplerMapping": w6,
        "DxcontainerLevel9.RuntimeConstantMapping": w7,
    }
