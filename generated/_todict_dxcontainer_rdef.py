# This is a generated file! tools/ksc.js writes it from ../ksy/dxcontainer_rdef.ksy:
# to_dict's walk of each type of the spec (dxfuzz.todict), by class qualname.
from dxcontainer_rdef import *  # noqa: F401,F403 - the names the value instances' expressions use
def walkers(S, G, PLAIN, MAX_DEPTH, too_deep, over_budget, nested, release, intern, number):
    def w0(obj, depth, budget):  # dxcontainer_rdef
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        d = obj.__dict__
        v = obj.num_cbuffers
        out["num_cbuffers"] = v if -6 < v < 257 else number(v, v)
        v = obj.ofs_cbuffers
        out["ofs_cbuffers"] = v if -6 < v < 257 else number(v, v)
        v = obj.num_bindings
        out["num_bindings"] = v if -6 < v < 257 else number(v, v)
        v = obj.ofs_bindings
        out["ofs_bindings"] = v if -6 < v < 257 else number(v, v)
        v = obj.target_minor
        out["target_minor"] = v
        v = obj.target_major
        out["target_major"] = v
        v = obj.program_type
        out["program_type"] = v if type(v) is int else v._name_
        v = s_compile_flags = obj.compile_flags
        out["compile_flags"] = v if -6 < v < 257 else number(v, v)
        v = obj.ofs_creator
        out["ofs_creator"] = v if -6 < v < 257 else number(v, v)
        v = d.get("rd11")
        if v is not None:
            out["rd11"] = w1(v, c, budget)
        v = i_binding_stride = (obj.rd11.len_binding_record if ( ((obj._io.size() >= 32) and ( ((obj.sub_header_magic == DxcontainerRdef.Rd11Magic.rd11) or (obj.sub_header_magic == DxcontainerRdef.Rd11Magic.sm51)) )) ) else 32)
        if v is not None:
            out["binding_stride"] = v if type(v) in PLAIN else G(v, c, budget)
        v = obj.bindings
        if v is not None:
            out["bindings"] = [w7(x, c + 1, budget) for x in v]
        v = i_cbuffer_stride = (obj.rd11.len_cbuffer_record if ( ((obj._io.size() >= 32) and ( ((obj.sub_header_magic == DxcontainerRdef.Rd11Magic.rd11) or (obj.sub_header_magic == DxcontainerRdef.Rd11Magic.sm51)) )) ) else 24)
        if v is not None:
            out["cbuffer_stride"] = v if type(v) in PLAIN else G(v, c, budget)
        v = obj.cbuffers
        if v is not None:
            out["cbuffers"] = [w2(x, c + 1, budget) for x in v]
        v = obj.creator
        if v is not None:
            out["creator"] = intern(v)
        v = i_flag_all_resources_bound = s_compile_flags & 2097152 != 0
        out["flag_all_resources_bound"] = v
        v = i_flag_avoid_flow_control = s_compile_flags & 512 != 0
        out["flag_avoid_flow_control"] = v
        v = i_flag_debug = s_compile_flags & 1 != 0
        out["flag_debug"] = v
        v = i_flag_enable_backwards_compatibility = s_compile_flags & 4096 != 0
        out["flag_enable_backwards_compatibility"] = v
        v = i_flag_enable_strictness = s_compile_flags & 2048 != 0
        out["flag_enable_strictness"] = v
        v = i_flag_enable_unbounded_descriptor_tables = s_compile_flags & 1048576 != 0
        out["flag_enable_unbounded_descriptor_tables"] = v
        v = i_flag_ieee_strictness = s_compile_flags & 8192 != 0
        out["flag_ieee_strictness"] = v
        v = i_flag_no_preshader = s_compile_flags & 256 != 0
        out["flag_no_preshader"] = v
        v = i_flag_pack_matrix_column_major = s_compile_flags & 16 != 0
        out["flag_pack_matrix_column_major"] = v
        v = i_flag_pack_matrix_row_major = s_compile_flags & 8 != 0
        out["flag_pack_matrix_row_major"] = v
        v = i_flag_partial_precision = s_compile_flags & 32 != 0
        out["flag_partial_precision"] = v
        v = i_flag_prefer_flow_control = s_compile_flags & 1024 != 0
        out["flag_prefer_flow_control"] = v
        v = i_flag_resources_may_alias = s_compile_flags & 524288 != 0
        out["flag_resources_may_alias"] = v
        v = i_flag_skip_optimization = s_compile_flags & 4 != 0
        out["flag_skip_optimization"] = v
        v = i_flag_skip_validation = s_compile_flags & 2 != 0
        out["flag_skip_validation"] = v
        v = i_flag_warnings_are_errors = s_compile_flags & 262144 != 0
        out["flag_warnings_are_errors"] = v
        v = i_has_rd11 =  ((obj._io.size() >= 32) and ( ((obj.sub_header_magic == DxcontainerRdef.Rd11Magic.rd11) or (obj.sub_header_magic == DxcontainerRdef.Rd11Magic.sm51)) )) 
        if v is not None:
            out["has_rd11"] = v if type(v) in PLAIN else G(v, c, budget)
        v = i_max_type_depth = 32
        out["max_type_depth"] = v
        v = i_max_type_nodes = 16384
        out["max_type_nodes"] = v
        v = i_member_stride = (obj.rd11.len_member_record if i_has_rd11 else 12)
        if v is not None:
            out["member_stride"] = v if type(v) in PLAIN else G(v, c, budget)
        v = i_optimization_level = (0 if s_compile_flags & 49152 == 16384 else (1 if s_compile_flags & 49152 == 0 else (2 if s_compile_flags & 49152 == 49152 else 3)))
        out["optimization_level"] = v
        v = obj.sub_header_magic
        if v is not None:
            out["sub_header_magic"] = v if type(v) is int else v._name_
        v = i_type_stride = (obj.rd11.len_type_record if i_has_rd11 else 16)
        if v is not None:
            out["type_stride"] = v if type(v) in PLAIN else G(v, c, budget)
        v = i_variable_stride = (obj.rd11.len_variable_record if i_has_rd11 else 24)
        if v is not None:
            out["variable_stride"] = v if type(v) in PLAIN else G(v, c, budget)
        return out

    def w1(obj, depth, budget):  # rd11_header
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        v = obj.magic
        out["magic"] = v if type(v) is int else v._name_
        v = obj.len_header
        out["len_header"] = v if -6 < v < 257 else number(v, v)
        v = obj.len_cbuffer_record
        out["len_cbuffer_record"] = v if -6 < v < 257 else number(v, v)
        v = obj.len_binding_record
        out["len_binding_record"] = v if -6 < v < 257 else number(v, v)
        v = obj.len_variable_record
        out["len_variable_record"] = v if -6 < v < 257 else number(v, v)
        v = obj.len_type_record
        out["len_type_record"] = v if -6 < v < 257 else number(v, v)
        v = obj.len_member_record
        out["len_member_record"] = v if -6 < v < 257 else number(v, v)
        v = obj.num_interface_slots
        out["num_interface_slots"] = v if -6 < v < 257 else number(v, v)
        return out

    def w2(obj, depth, budget):  # cbuffer
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        d = obj.__dict__
        v = obj.ofs_name
        out["ofs_name"] = v if -6 < v < 257 else number(v, v)
        v = obj.num_variables
        out["num_variables"] = v if -6 < v < 257 else number(v, v)
        v = obj.ofs_variables
        out["ofs_variables"] = v if -6 < v < 257 else number(v, v)
        v = obj.len_buffer
        out["len_buffer"] = v if -6 < v < 257 else number(v, v)
        v = s_flags = obj.flags
        out["flags"] = v if -6 < v < 257 else number(v, v)
        v = obj.type
        out["type"] = v if type(v) is int else v._name_
        v = d.get("extra")
        if v is not None:
            out["extra"] = v if type(v) in PLAIN else G(v, c, budget)
        v = i_is_user_packed = s_flags & 1 != 0
        out["is_user_packed"] = v
        v = obj.name
        if v is not None:
            out["name"] = intern(v)
        v = obj.variables
        if v is not None:
            out["variables"] = [w3(x, c + 1, budget) for x in v]
        return out

    def w3(obj, depth, budget):  # variable
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        d = obj.__dict__
        v = obj.ofs_name
        out["ofs_name"] = v if -6 < v < 257 else number(v, v)
        v = obj.ofs_in_buffer
        out["ofs_in_buffer"] = v if -6 < v < 257 else number(v, v)
        v = obj.len_variable
        out["len_variable"] = v if -6 < v < 257 else number(v, v)
        v = s_flags = obj.flags
        out["flags"] = v if -6 < v < 257 else number(v, v)
        v = obj.ofs_type
        out["ofs_type"] = v if -6 < v < 257 else number(v, v)
        v = obj.ofs_default_value
        out["ofs_default_value"] = v if -6 < v < 257 else number(v, v)
        v = d.get("start_texture")
        if v is not None:
            out["start_texture"] = v if -6 < v < 257 else number(v, v)
        v = d.get("num_textures")
        if v is not None:
            out["num_textures"] = v if -6 < v < 257 else number(v, v)
        v = d.get("start_sampler")
        if v is not None:
            out["start_sampler"] = v if -6 < v < 257 else number(v, v)
        v = d.get("num_samplers")
        if v is not None:
            out["num_samplers"] = v if -6 < v < 257 else number(v, v)
        v = d.get("extra")
        if v is not None:
            out["extra"] = v if type(v) in PLAIN else G(v, c, budget)
        v = obj.default_value
        if v is not None:
            out["default_value"] = v if type(v) in PLAIN else G(v, c, budget)
        v = i_is_interface_parameter = s_flags & 8 != 0
        out["is_interface_parameter"] = v
        v = i_is_interface_pointer = s_flags & 4 != 0
        out["is_interface_pointer"] = v
        v = i_is_used = s_flags & 2 != 0
        out["is_used"] = v
        v = i_is_user_packed = s_flags & 1 != 0
        out["is_user_packed"] = v
        v = obj.name
        if v is not None:
            out["name"] = intern(v)
        v = obj.type
        if v is not None:
            out["type"] = w4(v, c, budget)
        return out

    def w4(obj, depth, budget):  # shader_type
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        d = obj.__dict__
        v = obj.depth
        out["depth"] = v if -6 < v < 257 else number(v, v)
        v = s_budget = obj.budget
        out["budget"] = v if -6 < v < 257 else number(v, v)
        v = obj.var_class
        out["var_class"] = v if type(v) is int else v._name_
        v = obj.var_type
        out["var_type"] = v if type(v) is int else v._name_
        v = obj.rows
        out["rows"] = v if -6 < v < 257 else number(v, v)
        v = obj.columns
        out["columns"] = v if -6 < v < 257 else number(v, v)
        v = obj.num_elements
        out["num_elements"] = v if -6 < v < 257 else number(v, v)
        v = s_num_members = obj.num_members
        out["num_members"] = v if -6 < v < 257 else number(v, v)
        v = obj.ofs_members
        out["ofs_members"] = v if -6 < v < 257 else number(v, v)
        v = d.get("ofs_sub_type")
        if v is not None:
            out["ofs_sub_type"] = v if -6 < v < 257 else number(v, v)
        v = d.get("ofs_base_class")
        if v is not None:
            out["ofs_base_class"] = v if -6 < v < 257 else number(v, v)
        v = d.get("num_interfaces")
        if v is not None:
            out["num_interfaces"] = v if -6 < v < 257 else number(v, v)
        v = d.get("ofs_interfaces")
        if v is not None:
            out["ofs_interfaces"] = v if -6 < v < 257 else number(v, v)
        v = d.get("ofs_name")
        if v is not None:
            out["ofs_name"] = v if -6 < v < 257 else number(v, v)
        v = d.get("extra")
        if v is not None:
            out["extra"] = v if type(v) in PLAIN else G(v, c, budget)
        v = obj.base_class
        if v is not None:
            out["base_class"] = w4(v, c, budget)
        v = i_child_budget = ((s_budget - 1) // (s_num_members + (((1 if obj.ofs_sub_type > 0 else 0) + (1 if obj.ofs_base_class > 0 else 0)) + (obj.num_interfaces if obj.ofs_interfaces > 0 else 0) if obj._root.type_stride >= 36 else 0)) if (s_num_members + (((1 if obj.ofs_sub_type > 0 else 0) + (1 if obj.ofs_base_class > 0 else 0)) + (obj.num_interfaces if obj.ofs_interfaces > 0 else 0) if obj._root.type_stride >= 36 else 0)) > 0 else 0)
        if v is not None:
            out["child_budget"] = v if type(v) in PLAIN else G(v, c, budget)
        v = obj.interfaces
        if v is not None:
            out["interfaces"] = [w6(x, c + 1, budget) for x in v]
        v = obj.members
        if v is not None:
            out["members"] = [w5(x, c + 1, budget) for x in v]
        v = obj.name
        if v is not None:
            out["name"] = intern(v)
        v = i_num_children = s_num_members + (((1 if obj.ofs_sub_type > 0 else 0) + (1 if obj.ofs_base_class > 0 else 0)) + (obj.num_interfaces if obj.ofs_interfaces > 0 else 0) if obj._root.type_stride >= 36 else 0)
        if v is not None:
            out["num_children"] = v if type(v) in PLAIN else G(v, c, budget)
        v = obj.sub_type
        if v is not None:
            out["sub_type"] = w4(v, c, budget)
        return out

    def w5(obj, depth, budget):  # member
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        d = obj.__dict__
        v = obj.depth
        out["depth"] = v if -6 < v < 257 else number(v, v)
        v = obj.budget
        out["budget"] = v if -6 < v < 257 else number(v, v)
        v = obj.ofs_name
        out["ofs_name"] = v if -6 < v < 257 else number(v, v)
        v = obj.ofs_type
        out["ofs_type"] = v if -6 < v < 257 else number(v, v)
        v = obj.ofs_in_parent
        out["ofs_in_parent"] = v if -6 < v < 257 else number(v, v)
        v = d.get("extra")
        if v is not None:
            out["extra"] = v if type(v) in PLAIN else G(v, c, budget)
        v = obj.name
        if v is not None:
            out["name"] = intern(v)
        v = obj.type
        if v is not None:
            out["type"] = w4(v, c, budget)
        return out

    def w6(obj, depth, budget):  # type_ref
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        v = obj.depth
        out["depth"] = v if -6 < v < 257 else number(v, v)
        v = obj.budget
        out["budget"] = v if -6 < v < 257 else number(v, v)
        v = obj.ofs_type
        out["ofs_type"] = v if -6 < v < 257 else number(v, v)
        v = obj.type
        if v is not None:
            out["type"] = w4(v, c, budget)
        return out

    def w7(obj, depth, budget):  # binding
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        d = obj.__dict__
        v = obj.ofs_name
        out["ofs_name"] = v if -6 < v < 257 else number(v, v)
        v = obj.input_type
        out["input_type"] = v if type(v) is int else v._name_
        v = obj.return_type
        out["return_type"] = v if type(v) is int else v._name_
        v = obj.dimension
        out["dimension"] = v if type(v) is int else v._name_
        v = obj.num_samples
        out["num_samples"] = v if -6 < v < 257 else number(v, v)
        v = obj.bind_point
        out["bind_point"] = v if -6 < v < 257 else number(v, v)
        v = obj.num_registers
        out["num_registers"] = v if -6 < v < 257 else number(v, v)
        v = s_flags = obj.flags
        out["flags"] = v if -6 < v < 257 else number(v, v)
        v = d.get("space")
        if v is not None:
            out["space"] = v if -6 < v < 257 else number(v, v)
        v = d.get("range_id")
        if v is not None:
            out["range_id"] = v if -6 < v < 257 else number(v, v)
        v = d.get("extra")
        if v is not None:
            out["extra"] = v if type(v) in PLAIN else G(v, c, budget)
        v = i_is_comparison_sampler = s_flags & 2 != 0
        out["is_comparison_sampler"] = v
        v = i_is_unused = s_flags & 16 != 0
        out["is_unused"] = v
        v = i_is_user_packed = s_flags & 1 != 0
        out["is_user_packed"] = v
        v = obj.name
        if v is not None:
            out["name"] = intern(v)
        v = i_num_components = (s_flags >> 2 & 3) + 1
        out["num_components"] = v
        return out

    return {
        "DxcontainerRdef": w0,
        "DxcontainerRdef.Rd11Header": w1,
        "DxcontainerRdef.Cbuffer": w2,
        "DxcontainerRdef.Variable": w3,
        "DxcontainerRdef.ShaderType": w4,
        "DxcontainerRdef.Member": w5,
        "DxcontainerRdef.TypeRef": w6,
        "DxcontainerRdef.Binding": w7,
    }
