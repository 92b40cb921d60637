# This is a generated file! tools/ksc.js writes it from ../ksy/dxcontainer_stat.ksy:
# to_dict's walk of each type of the spec (dxfuzz.todict), by class qualname.
from dxcontainer_stat import *  # noqa: F401,F403 - the names the value instances' expressions use
def walkers(S, G, PLAIN, MAX_DEPTH, too_deep, over_budget, nested, release, intern, number):
    def w0(obj, depth, budget):  # dxcontainer_stat
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        d = obj.__dict__
        v = d.get("program")
        if v is not None:
            out["program"] = S(v, c, budget)
        v = d.get("statistics")
        if v is not None:
            out["statistics"] = w1(v, c, budget)
        v = obj.dxil_magic
        if v is not None:
            out["dxil_magic"] = v if -6 < v < 257 else number(v, v)
        v = i_is_program =  ((obj._io.size() >= 12) and (obj.dxil_magic == 1279875140)) 
        if v is not None:
            out["is_program"] = v if type(v) in PLAIN else G(v, c, budget)
        return out

    def w1(obj, depth, budget):  # statistics
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        d = obj.__dict__
        v = obj.num_instructions
        out["num_instructions"] = v if -6 < v < 257 else number(v, v)
        v = obj.num_temp_registers
        out["num_temp_registers"] = v if -6 < v < 257 else number(v, v)
        v = obj.num_defs
        out["num_defs"] = v if -6 < v < 257 else number(v, v)
        v = obj.num_dcls
        out["num_dcls"] = v if -6 < v < 257 else number(v, v)
        v = obj.num_float_instructions
        out["num_float_instructions"] = v if -6 < v < 257 else number(v, v)
        v = obj.num_int_instructions
        out["num_int_instructions"] = v if -6 < v < 257 else number(v, v)
        v = obj.num_uint_instructions
        out["num_uint_instructions"] = v if -6 < v < 257 else number(v, v)
        v = obj.num_static_flow_controls
        out["num_static_flow_controls"] = v if -6 < v < 257 else number(v, v)
        v = obj.num_dynamic_flow_controls
        out["num_dynamic_flow_controls"] = v if -6 < v < 257 else number(v, v)
        v = obj.num_macro_instructions
        out["num_macro_instructions"] = v if -6 < v < 257 else number(v, v)
        v = obj.num_temp_arrays
        out["num_temp_arrays"] = v if -6 < v < 257 else number(v, v)
        v = obj.num_array_instructions
        out["num_array_instructions"] = v if -6 < v < 257 else number(v, v)
        v = obj.num_cut_instructions
        out["num_cut_instructions"] = v if -6 < v < 257 else number(v, v)
        v = obj.num_emit_instructions
        out["num_emit_instructions"] = v if -6 < v < 257 else number(v, v)
        v = obj.texture_normal_instructions
        out["texture_normal_instructions"] = v if -6 < v < 257 else number(v, v)
        v = obj.texture_load_instructions
        out["texture_load_instructions"] = v if -6 < v < 257 else number(v, v)
        v = obj.texture_comp_instructions
        out["texture_comp_instructions"] = v if -6 < v < 257 else number(v, v)
        v = obj.texture_bias_instructions
        out["texture_bias_instructions"] = v if -6 < v < 257 else number(v, v)
        v = obj.texture_gradient_instructions
        out["texture_gradient_instructions"] = v if -6 < v < 257 else number(v, v)
        v = obj.num_mov_instructions
        out["num_mov_instructions"] = v if -6 < v < 257 else number(v, v)
        v = obj.num_movc_instructions
        out["num_movc_instructions"] = v if -6 < v < 257 else number(v, v)
        v = obj.num_conversion_instructions
        out["num_conversion_instructions"] = v if -6 < v < 257 else number(v, v)
        v = obj.unknown_22
        out["unknown_22"] = v if -6 < v < 257 else number(v, v)
        v = obj.input_primitive
        out["input_primitive"] = v if type(v) is int else v._name_
        v = obj.gs_output_topology
        out["gs_output_topology"] = v if type(v) is int else v._name_
        v = obj.gs_max_num_output_vertices
        out["gs_max_num_output_vertices"] = v if -6 < v < 257 else number(v, v)
        v = obj.unknown_26
        out["unknown_26"] = v if -6 < v < 257 else number(v, v)
        v = obj.unknown_27
        out["unknown_27"] = v if -6 < v < 257 else number(v, v)
        v = d.get("is_sample_frequency_shader")
        if v is not None:
            out["is_sample_frequency_shader"] = v if -6 < v < 257 else number(v, v)
        v = d.get("num_gs_instances")
        if v is not None:
            out["num_gs_instances"] = v if -6 < v < 257 else number(v, v)
        v = d.get("control_points")
        if v is not None:
            out["control_points"] = v if -6 < v < 257 else number(v, v)
        v = d.get("hs_output_primitive")
        if v is not None:
            out["hs_output_primitive"] = v if type(v) is int else v._name_
        v = d.get("hs_partitioning")
        if v is not None:
            out["hs_partitioning"] = v if type(v) is int else v._name_
        v = d.get("tessellator_domain")
        if v is not None:
            out["tessellator_domain"] = v if type(v) is int else v._name_
        v = d.get("barrier_instructions")
        if v is not None:
            out["barrier_instructions"] = v if -6 < v < 257 else number(v, v)
        v = d.get("interlocked_instructions")
        if v is not None:
            out["interlocked_instructions"] = v if -6 < v < 257 else number(v, v)
        v = d.get("texture_store_instructions")
        if v is not None:
            out["texture_store_instructions"] = v if -6 < v < 257 else number(v, v)
        v = obj.tail
        out["tail"] = v if type(v) in PLAIN else G(v, c, budget)
        return out

    return {
        "DxcontainerStat": w0,
        "DxcontainerStat.Statistics": w1,
    }
