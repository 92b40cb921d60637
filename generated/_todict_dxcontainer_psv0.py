# This is a generated file! tools/ksc.js writes it from ../ksy/dxcontainer_psv0.ksy:
# to_dict's walk of each type of the spec (dxfuzz.todict), by class qualname.
from dxcontainer_psv0 import *  # noqa: F401,F403 - the names the value instances' expressions use
NAMES0 = {value: member._name_ for value, member in DxcontainerPsv0.ShaderKind._value2member_map_.items()}
def walkers(S, G, PLAIN, MAX_DEPTH, too_deep, over_budget, nested, release, intern, number):
    def w0(obj, depth, budget):  # dxcontainer_psv0
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        d = obj.__dict__
        v = obj.shader_kind
        out["shader_kind"] = v if -6 < v < 257 else number(v, v)
        v = s_len_runtime_info = obj.len_runtime_info
        out["len_runtime_info"] = v if -6 < v < 257 else number(v, v)
        v = s_runtime_info = obj.runtime_info
        out["runtime_info"] = w1(v, c, budget)
        v = s_num_resources = obj.num_resources
        out["num_resources"] = v if -6 < v < 257 else number(v, v)
        v = d.get("len_resource_record")
        if v is not None:
            out["len_resource_record"] = v if -6 < v < 257 else number(v, v)
        v = d.get("resources")
        if v is not None:
            out["resources"] = [w16(x, c + 1, budget) for x in v]
        v = d.get("len_string_table")
        if v is not None:
            out["len_string_table"] = v if -6 < v < 257 else number(v, v)
        v = d.get("string_table")
        if v is not None:
            out["string_table"] = w18(v, c, budget)
        v = d.get("num_semantic_indices")
        if v is not None:
            out["num_semantic_indices"] = v if -6 < v < 257 else number(v, v)
        v = d.get("semantic_indices")
        if v is not None:
            out["semantic_indices"] = [x if -6 < x < 257 else number(x, x) for x in v]
        v = d.get("len_signature_element")
        if v is not None:
            out["len_signature_element"] = v if -6 < v < 257 else number(v, v)
        v = d.get("input_elements")
        if v is not None:
            out["input_elements"] = [w19(x, c + 1, budget) for x in v]
        v = d.get("output_elements")
        if v is not None:
            out["output_elements"] = [w19(x, c + 1, budget) for x in v]
        v = d.get("patch_const_or_prim_elements")
        if v is not None:
            out["patch_const_or_prim_elements"] = [w19(x, c + 1, budget) for x in v]
        v = d.get("view_id_output_masks")
        if v is not None:
            out["view_id_output_masks"] = [w20(x, c + 1, budget) for x in v]
        v = d.get("view_id_patch_const_or_prim_mask")
        if v is not None:
            out["view_id_patch_const_or_prim_mask"] = w20(v, c, budget)
        v = d.get("input_to_output_tables")
        if v is not None:
            out["input_to_output_tables"] = [w20(x, c + 1, budget) for x in v]
        v = d.get("input_to_patch_const_table")
        if v is not None:
            out["input_to_patch_const_table"] = w20(v, c, budget)
        v = d.get("patch_const_to_output_table")
        if v is not None:
            out["patch_const_to_output_table"] = w20(v, c, budget)
        v = obj.unknown_tail
        out["unknown_tail"] = v if type(v) in PLAIN else G(v, c, budget)
        v = obj.entry_function_name
        if v is not None:
            out["entry_function_name"] = intern(v)
        v = i_has_signature_data =  ((s_len_runtime_info >= int(DxcontainerPsv0.RuntimeInfoSize.psv_runtime_info_1)) and (s_len_runtime_info <= 2147483647) and (4 + s_len_runtime_info <= obj._io.size())) 
        if v is not None:
            out["has_signature_data"] = v if type(v) in PLAIN else G(v, c, budget)
        v = i_is_domain =  ((i_has_signature_data) and (s_runtime_info.v1.shader_stage == DxcontainerPsv0.ShaderKind.domain)) 
        if v is not None:
            out["is_domain"] = v if type(v) in PLAIN else G(v, c, budget)
        v = i_is_geometry =  ((i_has_signature_data) and (s_runtime_info.v1.shader_stage == DxcontainerPsv0.ShaderKind.geometry)) 
        if v is not None:
            out["is_geometry"] = v if type(v) in PLAIN else G(v, c, budget)
        v = i_is_hull =  ((i_has_signature_data) and (s_runtime_info.v1.shader_stage == DxcontainerPsv0.ShaderKind.hull)) 
        if v is not None:
            out["is_hull"] = v if type(v) in PLAIN else G(v, c, budget)
        v = i_is_mesh =  ((i_has_signature_data) and (s_runtime_info.v1.shader_stage == DxcontainerPsv0.ShaderKind.mesh)) 
        if v is not None:
            out["is_mesh"] = v if type(v) in PLAIN else G(v, c, budget)
        v = i_num_output_streams = (4 if i_is_geometry else 1)
        if v is not None:
            out["num_output_streams"] = v if type(v) in PLAIN else G(v, c, budget)
        v = i_num_signature_elements = ((s_runtime_info.v1.sig_input_elements + s_runtime_info.v1.sig_output_elements) + s_runtime_info.v1.sig_patch_const_or_prim_elements if i_has_signature_data else 0)
        if v is not None:
            out["num_signature_elements"] = v if type(v) in PLAIN else G(v, c, budget)
        v = i_ofs_semantic_index_table = ((((((4 + s_len_runtime_info) + 4) + (4 + obj.len_resource_record * s_num_resources if s_num_resources > 0 else 0)) + 4) + obj.len_string_table) + 4) if (i_has_signature_data) else None
        if v is not None:
            out["ofs_semantic_index_table"] = v if type(v) in PLAIN else G(v, c, budget)
        v = i_patch_const_or_prim_vectors = (s_runtime_info.v1.stage_vectors.sig_patch_const_vectors if  ((i_is_hull) or (i_is_domain))  else (s_runtime_info.v1.stage_vectors.sig_prim_vectors if i_is_mesh else 0))
        if v is not None:
            out["patch_const_or_prim_vectors"] = v if type(v) in PLAIN else G(v, c, budget)
        v = i_version = ((int(s_len_runtime_info >= int(DxcontainerPsv0.RuntimeInfoSize.psv_runtime_info_1)) + int(s_len_runtime_info >= int(DxcontainerPsv0.RuntimeInfoSize.psv_runtime_info_2))) + int(s_len_runtime_info >= int(DxcontainerPsv0.RuntimeInfoSize.psv_runtime_info_3))) + int(s_len_runtime_info >= int(DxcontainerPsv0.RuntimeInfoSize.psv_runtime_info_4))
        if v is not None:
            out["version"] = v if type(v) in PLAIN else G(v, c, budget)
        return out

    def w1(obj, depth, budget):  # runtime_info
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        d = obj.__dict__
        v = obj.stage_info
        out["stage_info"] = v if type(v) in PLAIN else G(v, c, budget)
        v = obj.min_num_wave_lanes
        out["min_num_wave_lanes"] = v if -6 < v < 257 else number(v, v)
        v = obj.max_num_wave_lanes
        out["max_num_wave_lanes"] = v if -6 < v < 257 else number(v, v)
        v = d.get("v1")
        if v is not None:
            out["v1"] = w2(v, c, budget)
        v = d.get("v2")
        if v is not None:
            out["v2"] = w3(v, c, budget)
        v = d.get("v3")
        if v is not None:
            out["v3"] = w4(v, c, budget)
        v = d.get("v4")
        if v is not None:
            out["v4"] = w5(v, c, budget)
        v = obj.unknown_tail
        out["unknown_tail"] = v if type(v) in PLAIN else G(v, c, budget)
        v = obj.stage_byte
        if v is not None:
            out["stage_byte"] = v
        v = NAMES0.get(e := (obj.stage_byte if obj._io.size() >= int(DxcontainerPsv0.RuntimeInfoSize.psv_runtime_info_1) else obj._parent.shader_kind), e)
        if v is not None:
            out["union_stage"] = v
        return out

    def w2(obj, depth, budget):  # runtime_info_v1
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        v = obj.shader_stage
        out["shader_stage"] = v if type(v) is int else v._name_
        v = obj.uses_view_id
        out["uses_view_id"] = v
        v = obj.stage_vectors
        out["stage_vectors"] = v if type(v) in PLAIN else G(v, c, budget)
        v = obj.sig_input_elements
        out["sig_input_elements"] = v
        v = obj.sig_output_elements
        out["sig_output_elements"] = v
        v = obj.sig_patch_const_or_prim_elements
        out["sig_patch_const_or_prim_elements"] = v
        v = obj.sig_input_vectors
        out["sig_input_vectors"] = v
        v = obj.sig_output_vectors
        out["sig_output_vectors"] = list(v)
        return out

    def w3(obj, depth, budget):  # runtime_info_v2
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        v = obj.num_threads_x
        out["num_threads_x"] = v if -6 < v < 257 else number(v, v)
        v = obj.num_threads_y
        out["num_threads_y"] = v if -6 < v < 257 else number(v, v)
        v = obj.num_threads_z
        out["num_threads_z"] = v if -6 < v < 257 else number(v, v)
        return out

    def w4(obj, depth, budget):  # runtime_info_v3
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        v = obj.ofs_entry_function_name
        out["ofs_entry_function_name"] = v if -6 < v < 257 else number(v, v)
        return out

    def w5(obj, depth, budget):  # runtime_info_v4
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        v = obj.num_bytes_group_shared_memory
        out["num_bytes_group_shared_memory"] = v if -6 < v < 257 else number(v, v)
        return out

    def w6(obj, depth, budget):  # pixel_info
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        v = obj.depth_output
        out["depth_output"] = v
        v = obj.sample_frequency
        out["sample_frequency"] = v
        v = obj.reserved
        out["reserved"] = v if type(v) in PLAIN else G(v, c, budget)
        return out

    def w7(obj, depth, budget):  # vertex_info
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        v = obj.output_position_present
        out["output_position_present"] = v
        v = obj.reserved
        out["reserved"] = v if type(v) in PLAIN else G(v, c, budget)
        return out

    def w8(obj, depth, budget):  # geometry_info
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        v = obj.input_primitive
        out["input_primitive"] = v if type(v) is int else v._name_
        v = obj.output_topology
        out["output_topology"] = v if type(v) is int else v._name_
        v = obj.output_stream_mask
        out["output_stream_mask"] = v if -6 < v < 257 else number(v, v)
        v = obj.output_position_present
        out["output_position_present"] = v
        v = obj.reserved
        out["reserved"] = v if type(v) in PLAIN else G(v, c, budget)
        return out

    def w9(obj, depth, budget):  # hull_info
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        v = obj.num_input_control_points
        out["num_input_control_points"] = v if -6 < v < 257 else number(v, v)
        v = obj.num_output_control_points
        out["num_output_control_points"] = v if -6 < v < 257 else number(v, v)
        v = obj.tessellator_domain
        out["tessellator_domain"] = v if type(v) is int else v._name_
        v = obj.tessellator_output_primitive
        out["tessellator_output_primitive"] = v if type(v) is int else v._name_
        return out

    def w10(obj, depth, budget):  # domain_info
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        v = obj.num_input_control_points
        out["num_input_control_points"] = v if -6 < v < 257 else number(v, v)
        v = obj.output_position_present
        out["output_position_present"] = v
        v = obj.reserved
        out["reserved"] = v if type(v) in PLAIN else G(v, c, budget)
        v = obj.tessellator_domain
        out["tessellator_domain"] = v if type(v) is int else v._name_
        v = obj.reserved2
        out["reserved2"] = v if type(v) in PLAIN else G(v, c, budget)
        return out

    def w11(obj, depth, budget):  # mesh_info
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        v = obj.group_shared_bytes_used
        out["group_shared_bytes_used"] = v if -6 < v < 257 else number(v, v)
        v = obj.group_shared_bytes_dependent_on_view_id
        out["group_shared_bytes_dependent_on_view_id"] = v if -6 < v < 257 else number(v, v)
        v = obj.len_payload
        out["len_payload"] = v if -6 < v < 257 else number(v, v)
        v = obj.max_output_vertices
        out["max_output_vertices"] = v if -6 < v < 257 else number(v, v)
        v = obj.max_output_primitives
        out["max_output_primitives"] = v if -6 < v < 257 else number(v, v)
        return out

    def w12(obj, depth, budget):  # amplification_info
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        v = obj.len_payload
        out["len_payload"] = v if -6 < v < 257 else number(v, v)
        v = obj.reserved
        out["reserved"] = v if type(v) in PLAIN else G(v, c, budget)
        return out

    def w13(obj, depth, budget):  # geometry_vectors
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        v = obj.max_num_vertices
        out["max_num_vertices"] = v if -6 < v < 257 else number(v, v)
        return out

    def w14(obj, depth, budget):  # tessellation_vectors
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        v = obj.sig_patch_const_vectors
        out["sig_patch_const_vectors"] = v
        v = obj.reserved
        out["reserved"] = v
        return out

    def w15(obj, depth, budget):  # mesh_vectors
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        v = obj.sig_prim_vectors
        out["sig_prim_vectors"] = v
        v = obj.mesh_output_topology
        out["mesh_output_topology"] = v if type(v) is int else v._name_
        return out

    def w16(obj, depth, budget):  # resource_bind_info
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        d = obj.__dict__
        v = obj.res_type
        out["res_type"] = v if type(v) is int else v._name_
        v = obj.space
        out["space"] = v if -6 < v < 257 else number(v, v)
        v = obj.lower_bound
        out["lower_bound"] = v if -6 < v < 257 else number(v, v)
        v = obj.upper_bound
        out["upper_bound"] = v if -6 < v < 257 else number(v, v)
        v = d.get("v1")
        if v is not None:
            out["v1"] = w17(v, c, budget)
        v = obj.unknown_tail
        out["unknown_tail"] = v if type(v) in PLAIN else G(v, c, budget)
        return out

    def w17(obj, depth, budget):  # resource_bind_info_v1
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        v = obj.res_kind
        out["res_kind"] = v if type(v) is int else v._name_
        v = s_res_flags = obj.res_flags
        out["res_flags"] = v if -6 < v < 257 else number(v, v)
        v = i_used_by_atomic64 = s_res_flags & 1 != 0
        out["used_by_atomic64"] = v
        return out

    def w18(obj, depth, budget):  # string_table
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        v = obj.data
        out["data"] = v if type(v) in PLAIN else G(v, c, budget)
        return out

    def w19(obj, depth, budget):  # psv_signature_element
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        v = obj.ofs_name
        out["ofs_name"] = v if -6 < v < 257 else number(v, v)
        v = obj.ofs_semantic_indices
        out["ofs_semantic_indices"] = v if -6 < v < 257 else number(v, v)
        v = obj.rows
        out["rows"] = v
        v = obj.start_row
        out["start_row"] = v
        v = obj.cols
        out["cols"] = v
        v = obj.start_col
        out["start_col"] = v
        v = obj.allocated
        out["allocated"] = v
        v = obj.reserved_bit
        out["reserved_bit"] = v
        v = obj.semantic_kind
        out["semantic_kind"] = v if type(v) is int else v._name_
        v = obj.component_type
        out["component_type"] = v if type(v) is int else v._name_
        v = obj.interpolation_mode
        out["interpolation_mode"] = v if type(v) is int else v._name_
        v = obj.dynamic_mask
        out["dynamic_mask"] = v
        v = obj.output_stream
        out["output_stream"] = v
        v = obj.reserved_bits
        out["reserved_bits"] = v
        v = obj.reserved
        out["reserved"] = v
        v = obj.unknown_tail
        out["unknown_tail"] = v if type(v) in PLAIN else G(v, c, budget)
        v = obj.name
        if v is not None:
            out["name"] = intern(v)
        v = obj.semantic_index_values
        if v is not None:
            out["semantic_index_values"] = [x if -6 < x < 257 else number(x, x) for x in v]
        return out

    def w20(obj, depth, budget):  # dword_table
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        v = obj.num_dwords
        out["num_dwords"] = v if -6 < v < 257 else number(v, v)
        v = obj.dwords
        out["dwords"] = [x if -6 < x < 257 else number(x, x) for x in v]
        return out

    return {
        "DxcontainerPsv0": w0,
        "DxcontainerPsv0.RuntimeInfo": w1,
        "DxcontainerPsv0.RuntimeInfoV1": w2,
        "DxcontainerPsv0.RuntimeInfoV2": w3,
        "DxcontainerPsv0.RuntimeInfoV3": w4,
        "DxcontainerPsv0.RuntimeInfoV4": w5,
        "DxcontainerPsv0.PixelInfo": w6,
        "DxcontainerPsv0.VertexInfo": w7,
        "DxcontainerPsv0.GeometryInfo": w8,
        "DxcontainerPsv0.HullInfo": w9,
        "DxcontainerPsv0.DomainInfo": w10,
        "DxcontainerPsv0.MeshInfo": w11,
        "DxcontainerPsv0.AmplificationInfo": w12,
        "DxcontainerPsv0.GeometryVectors": w13,
        "DxcontainerPsv0.TessellationVectors": w14,
        "DxcontainerPsv0.MeshVectors": w15,
        "DxcontainerPsv0.ResourceBindInfo": w16,
        "DxcontainerPsv0.ResourceBindInfoV1": w17,
        "DxcontainerPsv0.StringTable": w18,
        "DxcontainerPsv0.PsvSignatureElement": w19,
        "DxcontainerPsv0.DwordTable": w20,
    }
