# This is a generated file! tools/ksc.js writes it from ../ksy/dxcontainer_rts0.ksy:
# to_dict's walk of each type of the spec (dxfuzz.todict), by class qualname.
from dxcontainer_rts0 import *  # noqa: F401,F403 - the names the value instances' expressions use
def walkers(S, G, PLAIN, MAX_DEPTH, too_deep, over_budget, nested, release, intern, number):
    def w0(obj, depth, budget):  # dxcontainer_rts0
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        v = s_version = obj.version
        out["version"] = v if type(v) is int else v._name_
        v = obj.num_parameters
        out["num_parameters"] = v if -6 < v < 257 else number(v, v)
        v = obj.ofs_parameters
        out["ofs_parameters"] = v if -6 < v < 257 else number(v, v)
        v = obj.num_static_samplers
        out["num_static_samplers"] = v if -6 < v < 257 else number(v, v)
        v = obj.ofs_static_samplers
        out["ofs_static_samplers"] = v if -6 < v < 257 else number(v, v)
        v = s_flags = obj.flags
        out["flags"] = v if -6 < v < 257 else number(v, v)
        v = i_allow_input_assembler_input_layout = s_flags & 1 != 0
        out["allow_input_assembler_input_layout"] = v
        v = i_allow_low_tier_reserved_hw_cb_limit = s_flags & 2147483648 != 0
        out["allow_low_tier_reserved_hw_cb_limit"] = v
        v = i_allow_stream_output = s_flags & 64 != 0
        out["allow_stream_output"] = v
        v = i_cbv_srv_uav_heap_directly_indexed = s_flags & 1024 != 0
        out["cbv_srv_uav_heap_directly_indexed"] = v
        v = i_deny_amplification_shader_root_access = s_flags & 256 != 0
        out["deny_amplification_shader_root_access"] = v
        v = i_deny_domain_shader_root_access = s_flags & 8 != 0
        out["deny_domain_shader_root_access"] = v
        v = i_deny_geometry_shader_root_access = s_flags & 16 != 0
        out["deny_geometry_shader_root_access"] = v
        v = i_deny_hull_shader_root_access = s_flags & 4 != 0
        out["deny_hull_shader_root_access"] = v
        v = i_deny_mesh_shader_root_access = s_flags & 512 != 0
        out["deny_mesh_shader_root_access"] = v
        v = i_deny_pixel_shader_root_access = s_flags & 32 != 0
        out["deny_pixel_shader_root_access"] = v
        v = i_deny_vertex_shader_root_access = s_flags & 2 != 0
        out["deny_vertex_shader_root_access"] = v
        v = i_is_known_version =  ((int(s_version) >= 1) and (int(s_version) <= 3)) 
        if v is not None:
            out["is_known_version"] = v if type(v) in PLAIN else G(v, c, budget)
        v = i_local_root_signature = s_flags & 128 != 0
        out["local_root_signature"] = v
        v = obj.parameters
        if v is not None:
            out["parameters"] = [w1(x, c + 1, budget) for x in v]
        v = i_sampler_heap_directly_indexed = s_flags & 2048 != 0
        out["sampler_heap_directly_indexed"] = v
        v = obj.static_samplers
        if v is not None:
            out["static_samplers"] = [w6(x, c + 1, budget) for x in v]
        return out

    def w1(obj, depth, budget):  # root_parameter
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        v = obj.index
        out["index"] = v if -6 < v < 257 else number(v, v)
        v = obj.parameter_type
        out["parameter_type"] = v if type(v) is int else v._name_
        v = obj.shader_visibility
        out["shader_visibility"] = v if type(v) is int else v._name_
        v = obj.ofs_payload
        out["ofs_payload"] = v if -6 < v < 257 else number(v, v)
        v = obj.ofs_payload_next
        if v is not None:
            out["ofs_payload_next"] = v if -6 < v < 257 else number(v, v)
        v = obj.ofs_payload_prev
        if v is not None:
            out["ofs_payload_prev"] = v if -6 < v < 257 else number(v, v)
        v = obj.payload
        if v is not None:
            out["payload"] = v if type(v) in PLAIN else G(v, c, budget)
        return out

    def w2(obj, depth, budget):  # descriptor_table
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        v = obj.num_ranges
        out["num_ranges"] = v if -6 < v < 257 else number(v, v)
        v = obj.ofs_ranges
        out["ofs_ranges"] = v if -6 < v < 257 else number(v, v)
        v = obj.ranges
        if v is not None:
            out["ranges"] = [w3(x, c + 1, budget) for x in v]
        return out

    def w3(obj, depth, budget):  # descriptor_range
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        d = obj.__dict__
        v = obj.range_type
        out["range_type"] = v if type(v) is int else v._name_
        v = obj.num_descriptors
        out["num_descriptors"] = v if -6 < v < 257 else number(v, v)
        v = obj.base_shader_register
        out["base_shader_register"] = v if -6 < v < 257 else number(v, v)
        v = obj.register_space
        out["register_space"] = v if -6 < v < 257 else number(v, v)
        v = d.get("flags")
        if v is not None:
            out["flags"] = v if -6 < v < 257 else number(v, v)
        v = obj.ofs_in_table
        out["ofs_in_table"] = v if -6 < v < 257 else number(v, v)
        v = i_data_static =  ((int(obj._root.version) >= 2) and (obj.flags & 8 != 0)) 
        if v is not None:
            out["data_static"] = v if type(v) in PLAIN else G(v, c, budget)
        v = i_data_static_while_set_at_execute =  ((int(obj._root.version) >= 2) and (obj.flags & 4 != 0)) 
        if v is not None:
            out["data_static_while_set_at_execute"] = v if type(v) in PLAIN else G(v, c, budget)
        v = i_data_volatile =  ((int(obj._root.version) >= 2) and (obj.flags & 2 != 0)) 
        if v is not None:
            out["data_volatile"] = v if type(v) in PLAIN else G(v, c, budget)
        v = i_descriptors_static_keeping_buffer_bounds_checks =  ((int(obj._root.version) >= 2) and (obj.flags & 65536 != 0)) 
        if v is not None:
            out["descriptors_static_keeping_buffer_bounds_checks"] = v if type(v) in PLAIN else G(v, c, budget)
        v = i_descriptors_volatile =  ((int(obj._root.version) >= 2) and (obj.flags & 1 != 0)) 
        if v is not None:
            out["descriptors_volatile"] = v if type(v) in PLAIN else G(v, c, budget)
        return out

    def w4(obj, depth, budget):  # root_constants
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        v = obj.shader_register
        out["shader_register"] = v if -6 < v < 257 else number(v, v)
        v = obj.register_space
        out["register_space"] = v if -6 < v < 257 else number(v, v)
        v = obj.num_32bit_values
        out["num_32bit_values"] = v if -6 < v < 257 else number(v, v)
        return out

    def w5(obj, depth, budget):  # root_descriptor
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        d = obj.__dict__
        v = obj.shader_register
        out["shader_register"] = v if -6 < v < 257 else number(v, v)
        v = obj.register_space
        out["register_space"] = v if -6 < v < 257 else number(v, v)
        v = d.get("flags")
        if v is not None:
            out["flags"] = v if -6 < v < 257 else number(v, v)
        v = i_data_static =  ((int(obj._root.version) >= 2) and (obj.flags & 8 != 0)) 
        if v is not None:
            out["data_static"] = v if type(v) in PLAIN else G(v, c, budget)
        v = i_data_static_while_set_at_execute =  ((int(obj._root.version) >= 2) and (obj.flags & 4 != 0)) 
        if v is not None:
            out["data_static_while_set_at_execute"] = v if type(v) in PLAIN else G(v, c, budget)
        v = i_data_volatile =  ((int(obj._root.version) >= 2) and (obj.flags & 2 != 0)) 
        if v is not None:
            out["data_volatile"] = v if type(v) in PLAIN else G(v, c, budget)
        return out

    def w6(obj, depth, budget):  # static_sampler
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        d = obj.__dict__
        v = s_has_flags = obj.has_flags
        out["has_flags"] = v
        v = obj.filter
        out["filter"] = v if type(v) is int else v._name_
        v = obj.address_u
        out["address_u"] = v if type(v) is int else v._name_
        v = obj.address_v
        out["address_v"] = v if type(v) is int else v._name_
        v = obj.address_w
        out["address_w"] = v if type(v) is int else v._name_
        v = obj.mip_lod_bias
        out["mip_lod_bias"] = v
        v = obj.max_anisotropy
        out["max_anisotropy"] = v if -6 < v < 257 else number(v, v)
        v = obj.comparison_func
        out["comparison_func"] = v if type(v) is int else v._name_
        v = obj.border_color
        out["border_color"] = v if type(v) is int else v._name_
        v = obj.min_lod
        out["min_lod"] = v
        v = obj.max_lod
        out["max_lod"] = v
        v = obj.shader_register
        out["shader_register"] = v if -6 < v < 257 else number(v, v)
        v = obj.register_space
        out["register_space"] = v if -6 < v < 257 else number(v, v)
        v = obj.shader_visibility
        out["shader_visibility"] = v if type(v) is int else v._name_
        v = d.get("flags")
        if v is not None:
            out["flags"] = v if -6 < v < 257 else number(v, v)
        v = i_non_normalized_coordinates =  ((s_has_flags) and (obj.flags & 2 != 0)) 
        if v is not None:
            out["non_normalized_coordinates"] = v if type(v) in PLAIN else G(v, c, budget)
        v = i_uint_border_color =  ((s_has_flags) and (obj.flags & 1 != 0)) 
        if v is not None:
            out["uint_border_color"] = v if type(v) in PLAIN else G(v, c, budget)
        return out

    return {
        "DxcontainerRts0": w0,
        "DxcontainerRts0.RootParameter": w1,
        "DxcontainerRts0.DescriptorTable": w2,
        "DxcontainerRts0.DescriptorRange": w3,
        "DxcontainerRts0.RootConstants": w4,
        "DxcontainerRts0.RootDescriptor": w5,
        "DxcontainerRts0.StaticSampler": w6,
    }
