# This is a generated file! tools/ksc.js writes it from ../ksy/dxcontainer_rdat.ksy:
# to_dict's walk of each type of the spec (dxfuzz.todict), by class qualname.
from dxcontainer_rdat import *  # noqa: F401,F403 - the names the value instances' expressions use
NAMES0 = {value: member._name_ for value, member in DxcontainerRdat.DxilComponentType._value2member_map_.items()}
NAMES1 = {value: member._name_ for value, member in DxcontainerRdat.NodeIoKind._value2member_map_.items()}
def walkers(S, G, PLAIN, MAX_DEPTH, too_deep, over_budget, nested, release, intern, number):
    def w0(obj, depth, budget):  # dxcontainer_rdat
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        v = obj.version
        out["version"] = v if -6 < v < 257 else number(v, v)
        v = s_num_parts = obj.num_parts
        out["num_parts"] = v if -6 < v < 257 else number(v, v)
        v = s_part_table = obj.part_table
        out["part_table"] = [w1(x, c + 1, budget) for x in v]
        v = i_has_index_arrays =  ((s_num_parts > 0) and (obj.index_arrays_probe[-1].found) and (len(s_part_table) > s_num_parts - len(obj.index_arrays_probe)) and (s_part_table[s_num_parts - len(obj.index_arrays_probe)].part.len_data <= 2147483647) and ((s_part_table[s_num_parts - len(obj.index_arrays_probe)].ofs_part + 8) + s_part_table[s_num_parts - len(obj.index_arrays_probe)].part.len_data <= obj._io.size())) 
        if v is not None:
            out["has_index_arrays"] = v if type(v) in PLAIN else G(v, c, budget)
        v = i_has_raw_bytes =  ((s_num_parts > 0) and (obj.raw_bytes_probe[-1].found) and (len(s_part_table) > s_num_parts - len(obj.raw_bytes_probe)) and (s_part_table[s_num_parts - len(obj.raw_bytes_probe)].part.len_data <= 2147483647) and ((s_part_table[s_num_parts - len(obj.raw_bytes_probe)].ofs_part + 8) + s_part_table[s_num_parts - len(obj.raw_bytes_probe)].part.len_data <= obj._io.size())) 
        if v is not None:
            out["has_raw_bytes"] = v if type(v) in PLAIN else G(v, c, budget)
        v = i_has_string_buffer =  ((s_num_parts > 0) and (obj.string_buffer_probe[-1].found) and (len(s_part_table) > s_num_parts - len(obj.string_buffer_probe)) and (s_part_table[s_num_parts - len(obj.string_buffer_probe)].part.len_data <= 2147483647) and ((s_part_table[s_num_parts - len(obj.string_buffer_probe)].ofs_part + 8) + s_part_table[s_num_parts - len(obj.string_buffer_probe)].part.len_data <= obj._io.size())) 
        if v is not None:
            out["has_string_buffer"] = v if type(v) in PLAIN else G(v, c, budget)
        v = i_index_arrays = (s_part_table[s_num_parts - len(obj.index_arrays_probe)].part.body) if (i_has_index_arrays) else None
        if v is not None:
            out["index_arrays"] = v if type(v) in PLAIN else G(v, c, budget)
        v = obj.index_arrays_probe
        if v is not None:
            out["index_arrays_probe"] = [w2(x, c + 1, budget) for x in v]
        v = i_index_words = (i_index_arrays._io.size() // 4 if i_has_index_arrays else 0)
        if v is not None:
            out["index_words"] = v if type(v) in PLAIN else G(v, c, budget)
        v = i_len_raw_bytes = (((s_part_table[s_num_parts - len(obj.raw_bytes_probe)].part.body) if (i_has_raw_bytes) else None)._io.size() if i_has_raw_bytes else 0)
        if v is not None:
            out["len_raw_bytes"] = v if type(v) in PLAIN else G(v, c, budget)
        v = i_len_string_buffer = (((s_part_table[s_num_parts - len(obj.string_buffer_probe)].part.body) if (i_has_string_buffer) else None)._io.size() if i_has_string_buffer else 0)
        if v is not None:
            out["len_string_buffer"] = v if type(v) in PLAIN else G(v, c, budget)
        v = i_raw_bytes = (s_part_table[s_num_parts - len(obj.raw_bytes_probe)].part.body) if (i_has_raw_bytes) else None
        if v is not None:
            out["raw_bytes"] = v if type(v) in PLAIN else G(v, c, budget)
        v = obj.raw_bytes_probe
        if v is not None:
            out["raw_bytes_probe"] = [w2(x, c + 1, budget) for x in v]
        v = i_string_buffer = (s_part_table[s_num_parts - len(obj.string_buffer_probe)].part.body) if (i_has_string_buffer) else None
        if v is not None:
            out["string_buffer"] = v if type(v) in PLAIN else G(v, c, budget)
        v = obj.string_buffer_probe
        if v is not None:
            out["string_buffer_probe"] = [w2(x, c + 1, budget) for x in v]
        return out

    def w1(obj, depth, budget):  # rdat_part_entry
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        v = s_index = obj.index
        out["index"] = v if -6 < v < 257 else number(v, v)
        v = obj.ofs_part
        out["ofs_part"] = v if -6 < v < 257 else number(v, v)
        v = obj.len_prev
        if v is not None:
            out["len_prev"] = v if -6 < v < 257 else number(v, v)
        v = obj.ofs_prev
        if v is not None:
            out["ofs_prev"] = v if -6 < v < 257 else number(v, v)
        v = obj.part
        if v is not None:
            out["part"] = w3(v, c, budget)
        v = i_prev_end = ((obj.ofs_prev + 8) + obj.len_prev) if (s_index > 0) else None
        if v is not None:
            out["prev_end"] = v if type(v) in PLAIN else G(v, c, budget)
        return out

    def w2(obj, depth, budget):  # rdat_part_probe
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        v = s_wanted = obj.wanted
        out["wanted"] = v if -6 < v < 257 else number(v, v)
        v = obj.entry
        out["entry"] = v if -6 < v < 257 else number(v, v)
        v = i_found = obj.part_type == s_wanted
        if v is not None:
            out["found"] = v if type(v) in PLAIN else G(v, c, budget)
        v = obj.ofs_part
        if v is not None:
            out["ofs_part"] = v if -6 < v < 257 else number(v, v)
        v = obj.part_type
        if v is not None:
            out["part_type"] = v if -6 < v < 257 else number(v, v)
        return out

    def w3(obj, depth, budget):  # rdat_part
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        v = obj.part_type
        out["part_type"] = v if type(v) is int else v._name_
        v = obj.len_data
        out["len_data"] = v if -6 < v < 257 else number(v, v)
        v = obj.body
        out["body"] = v if type(v) in PLAIN else G(v, c, budget)
        return out

    def w4(obj, depth, budget):  # string_buffer
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        v = obj.data
        out["data"] = v if type(v) in PLAIN else G(v, c, budget)
        v = obj.strings
        if v is not None:
            out["strings"] = [w5(x, c + 1, budget) for x in v]
        return out

    def w5(obj, depth, budget):  # string_entry
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        v = obj.ofs_string
        out["ofs_string"] = v if -6 < v < 257 else number(v, v)
        v = obj.text
        out["text"] = intern(v)
        return out

    def w6(obj, depth, budget):  # index_arrays
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        v = obj.words
        out["words"] = [x if -6 < x < 257 else number(x, x) for x in v]
        v = obj.tail
        out["tail"] = v if type(v) in PLAIN else G(v, c, budget)
        return out

    def w7(obj, depth, budget):  # raw_bytes
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

    def w8(obj, depth, budget):  # record_table
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        v = obj.table_type
        out["table_type"] = v if -6 < v < 257 else number(v, v)
        v = s_num_records = obj.num_records
        out["num_records"] = v if -6 < v < 257 else number(v, v)
        v = obj.record_stride
        out["record_stride"] = v if -6 < v < 257 else number(v, v)
        v = obj.records
        out["records"] = [x if type(x) in PLAIN else G(x, c + 1, budget) for x in v]
        v = obj.tail
        out["tail"] = v if type(v) in PLAIN else G(v, c, budget)
        v = i_bytes_budget = (obj._root.len_raw_bytes // s_num_records if  ((s_num_records > 0) and (obj._root.len_raw_bytes // s_num_records > 4096))  else 4096)
        if v is not None:
            out["bytes_budget"] = v if type(v) in PLAIN else G(v, c, budget)
        v = i_index_budget = (obj._root.index_words // s_num_records if  ((s_num_records > 0) and (obj._root.index_words // s_num_records > 16))  else 16)
        if v is not None:
            out["index_budget"] = v if type(v) in PLAIN else G(v, c, budget)
        v = i_string_budget = (obj._root.len_string_buffer // s_num_records if  ((s_num_records > 0) and (obj._root.len_string_buffer // s_num_records > 1024))  else 1024)
        if v is not None:
            out["string_budget"] = v if type(v) in PLAIN else G(v, c, budget)
        return out

    def w9(obj, depth, budget):  # str_ref
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        v = obj.budget
        out["budget"] = v if -6 < v < 257 else number(v, v)
        v = obj.ofs_string
        out["ofs_string"] = v if -6 < v < 257 else number(v, v)
        v = obj.value
        if v is not None:
            out["value"] = intern(v)
        return out

    def w10(obj, depth, budget):  # idx_ref
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        v = obj.budget
        out["budget"] = v if -6 < v < 257 else number(v, v)
        v = obj.ref
        out["ref"] = v if -6 < v < 257 else number(v, v)
        v = obj.num_values
        if v is not None:
            out["num_values"] = v if -6 < v < 257 else number(v, v)
        v = obj.values
        if v is not None:
            out["values"] = [x if -6 < x < 257 else number(x, x) for x in v]
        return out

    def w11(obj, depth, budget):  # bytes_ref
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        v = obj.budget
        out["budget"] = v if -6 < v < 257 else number(v, v)
        v = s_ofs_bytes = obj.ofs_bytes
        out["ofs_bytes"] = v if -6 < v < 257 else number(v, v)
        v = s_len_bytes = obj.len_bytes
        out["len_bytes"] = v if -6 < v < 257 else number(v, v)
        v = obj.data
        if v is not None:
            out["data"] = v if type(v) in PLAIN else G(v, c, budget)
        v = i_in_range =  ((obj._root.has_raw_bytes) and (s_ofs_bytes <= obj._root.len_raw_bytes) and (s_len_bytes <= obj._root.len_raw_bytes - s_ofs_bytes)) 
        if v is not None:
            out["in_range"] = v if type(v) in PLAIN else G(v, c, budget)
        return out

    def w12(obj, depth, budget):  # resource_info
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        d = obj.__dict__
        v = d.get("resource_class")
        if v is not None:
            out["resource_class"] = v if type(v) is int else v._name_
        v = d.get("kind")
        if v is not None:
            out["kind"] = v if type(v) is int else v._name_
        v = d.get("id")
        if v is not None:
            out["id"] = v if -6 < v < 257 else number(v, v)
        v = d.get("space")
        if v is not None:
            out["space"] = v if -6 < v < 257 else number(v, v)
        v = d.get("lower_bound")
        if v is not None:
            out["lower_bound"] = v if -6 < v < 257 else number(v, v)
        v = d.get("upper_bound")
        if v is not None:
            out["upper_bound"] = v if -6 < v < 257 else number(v, v)
        v = d.get("name")
        if v is not None:
            out["name"] = w9(v, c, budget)
        v = d.get("flags")
        if v is not None:
            out["flags"] = v if -6 < v < 257 else number(v, v)
        v = obj.extra
        out["extra"] = v if type(v) in PLAIN else G(v, c, budget)
        return out

    def w13(obj, depth, budget):  # function_info
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        d = obj.__dict__
        v = d.get("name")
        if v is not None:
            out["name"] = w9(v, c, budget)
        v = d.get("unmangled_name")
        if v is not None:
            out["unmangled_name"] = w9(v, c, budget)
        v = d.get("resources")
        if v is not None:
            out["resources"] = w10(v, c, budget)
        v = d.get("function_dependencies")
        if v is not None:
            out["function_dependencies"] = w10(v, c, budget)
        v = d.get("shader_kind")
        if v is not None:
            out["shader_kind"] = v if type(v) is int else v._name_
        v = d.get("len_payload")
        if v is not None:
            out["len_payload"] = v if -6 < v < 257 else number(v, v)
        v = d.get("len_attributes")
        if v is not None:
            out["len_attributes"] = v if -6 < v < 257 else number(v, v)
        v = d.get("feature_info1")
        if v is not None:
            out["feature_info1"] = v if -6 < v < 257 else number(v, v)
        v = d.get("feature_info2")
        if v is not None:
            out["feature_info2"] = v if -6 < v < 257 else number(v, v)
        v = d.get("shader_stage_flag")
        if v is not None:
            out["shader_stage_flag"] = v if -6 < v < 257 else number(v, v)
        v = d.get("min_shader_target")
        if v is not None:
            out["min_shader_target"] = v if -6 < v < 257 else number(v, v)
        v = d.get("min_num_wave_lanes")
        if v is not None:
            out["min_num_wave_lanes"] = v
        v = d.get("max_num_wave_lanes")
        if v is not None:
            out["max_num_wave_lanes"] = v
        v = d.get("shader_flags")
        if v is not None:
            out["shader_flags"] = v if -6 < v < 257 else number(v, v)
        v = d.get("shader_info")
        if v is not None:
            out["shader_info"] = v if -6 < v < 257 else number(v, v)
        v = obj.extra
        out["extra"] = v if type(v) in PLAIN else G(v, c, budget)
        v = i_is_function_info2 = obj._io.size() >= 52
        if v is not None:
            out["is_function_info2"] = v if type(v) in PLAIN else G(v, c, budget)
        return out

    def w14(obj, depth, budget):  # subobject_info
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        d = obj.__dict__
        v = d.get("kind")
        if v is not None:
            out["kind"] = v if type(v) is int else v._name_
        v = d.get("name")
        if v is not None:
            out["name"] = w9(v, c, budget)
        v = d.get("body")
        if v is not None:
            out["body"] = v if type(v) in PLAIN else G(v, c, budget)
        v = obj.extra
        out["extra"] = v if type(v) in PLAIN else G(v, c, budget)
        return out

    def w15(obj, depth, budget):  # state_object_config
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        v = obj.flags
        out["flags"] = v if -6 < v < 257 else number(v, v)
        v = obj.padding
        out["padding"] = v if type(v) in PLAIN else G(v, c, budget)
        return out

    def w16(obj, depth, budget):  # root_signature_desc
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        v = obj.budget
        out["budget"] = v if -6 < v < 257 else number(v, v)
        v = obj.data
        out["data"] = w11(v, c, budget)
        v = obj.padding
        out["padding"] = v if type(v) in PLAIN else G(v, c, budget)
        v = obj.root_signature
        if v is not None:
            out["root_signature"] = S(v, c, budget)
        return out

    def w17(obj, depth, budget):  # subobject_to_exports_association
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        v = obj.string_budget
        out["string_budget"] = v if -6 < v < 257 else number(v, v)
        v = obj.index_budget
        out["index_budget"] = v if -6 < v < 257 else number(v, v)
        v = obj.subobject
        out["subobject"] = w9(v, c, budget)
        v = obj.exports
        out["exports"] = w10(v, c, budget)
        v = obj.padding
        out["padding"] = v if type(v) in PLAIN else G(v, c, budget)
        return out

    def w18(obj, depth, budget):  # raytracing_shader_config
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        v = obj.max_len_payload
        out["max_len_payload"] = v if -6 < v < 257 else number(v, v)
        v = obj.max_len_attributes
        out["max_len_attributes"] = v if -6 < v < 257 else number(v, v)
        v = obj.padding
        out["padding"] = v if type(v) in PLAIN else G(v, c, budget)
        return out

    def w19(obj, depth, budget):  # raytracing_pipeline_config
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        v = obj.max_trace_recursion_depth
        out["max_trace_recursion_depth"] = v if -6 < v < 257 else number(v, v)
        v = obj.padding
        out["padding"] = v if type(v) in PLAIN else G(v, c, budget)
        return out

    def w20(obj, depth, budget):  # hit_group
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        v = obj.budget
        out["budget"] = v if -6 < v < 257 else number(v, v)
        v = obj.type
        out["type"] = v if type(v) is int else v._name_
        v = obj.any_hit
        out["any_hit"] = w9(v, c, budget)
        v = obj.closest_hit
        out["closest_hit"] = w9(v, c, budget)
        v = obj.intersection
        out["intersection"] = w9(v, c, budget)
        return out

    def w21(obj, depth, budget):  # raytracing_pipeline_config1
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        v = obj.max_trace_recursion_depth
        out["max_trace_recursion_depth"] = v if -6 < v < 257 else number(v, v)
        v = obj.flags
        out["flags"] = v if -6 < v < 257 else number(v, v)
        v = obj.padding
        out["padding"] = v if type(v) in PLAIN else G(v, c, budget)
        return out

    def w22(obj, depth, budget):  # node_id
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        d = obj.__dict__
        v = d.get("name")
        if v is not None:
            out["name"] = w9(v, c, budget)
        v = d.get("index")
        if v is not None:
            out["index"] = v if -6 < v < 257 else number(v, v)
        v = obj.extra
        out["extra"] = v if type(v) in PLAIN else G(v, c, budget)
        return out

    def w23(obj, depth, budget):  # node_shader_func_attrib
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        d = obj.__dict__
        v = d.get("attrib_kind")
        if v is not None:
            out["attrib_kind"] = v if type(v) is int else v._name_
        v = d.get("value")
        if v is not None:
            out["value"] = v if -6 < v < 257 else number(v, v)
        v = d.get("dimensions")
        if v is not None:
            out["dimensions"] = w10(v, c, budget)
        v = obj.extra
        out["extra"] = v if type(v) in PLAIN else G(v, c, budget)
        return out

    def w24(obj, depth, budget):  # node_shader_io_attrib
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        d = obj.__dict__
        v = d.get("attrib_kind")
        if v is not None:
            out["attrib_kind"] = v if type(v) is int else v._name_
        v = d.get("value")
        if v is not None:
            out["value"] = v if -6 < v < 257 else number(v, v)
        v = d.get("record_dispatch_grid")
        if v is not None:
            out["record_dispatch_grid"] = w25(v, c, budget)
        v = obj.extra
        out["extra"] = v if type(v) in PLAIN else G(v, c, budget)
        return out

    def w25(obj, depth, budget):  # record_dispatch_grid
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        v = obj.ofs_field
        out["ofs_field"] = v if -6 < v < 257 else number(v, v)
        v = s_num_components_and_type = obj.num_components_and_type
        out["num_components_and_type"] = v if -6 < v < 257 else number(v, v)
        v = NAMES0.get(e := s_num_components_and_type >> 2, e)
        if v is not None:
            out["component_type"] = v
        v = i_num_components = s_num_components_and_type & 3
        out["num_components"] = v
        return out

    def w26(obj, depth, budget):  # io_node
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        d = obj.__dict__
        v = d.get("io_flags_and_kind")
        if v is not None:
            out["io_flags_and_kind"] = v if -6 < v < 257 else number(v, v)
        v = d.get("attribs")
        if v is not None:
            out["attribs"] = w10(v, c, budget)
        v = obj.extra
        out["extra"] = v if type(v) in PLAIN else G(v, c, budget)
        v = i_globally_coherent = (obj.io_flags_and_kind & 512 != 0) if (obj._io.size() >= 4) else None
        if v is not None:
            out["globally_coherent"] = v if type(v) in PLAIN else G(v, c, budget)
        v = (NAMES1.get(e := obj.io_flags_and_kind & 127, e)) if (obj._io.size() >= 4) else None
        if v is not None:
            out["io_kind"] = v
        v = i_track_rw_input_sharing = (obj.io_flags_and_kind & 256 != 0) if (obj._io.size() >= 4) else None
        if v is not None:
            out["track_rw_input_sharing"] = v if type(v) in PLAIN else G(v, c, budget)
        return out

    def w27(obj, depth, budget):  # node_shader_info
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        d = obj.__dict__
        v = d.get("launch_type")
        if v is not None:
            out["launch_type"] = v if type(v) is int else v._name_
        v = d.get("group_shared_bytes_used")
        if v is not None:
            out["group_shared_bytes_used"] = v if -6 < v < 257 else number(v, v)
        v = d.get("attribs")
        if v is not None:
            out["attribs"] = w10(v, c, budget)
        v = d.get("outputs")
        if v is not None:
            out["outputs"] = w10(v, c, budget)
        v = d.get("inputs")
        if v is not None:
            out["inputs"] = w10(v, c, budget)
        v = obj.extra
        out["extra"] = v if type(v) in PLAIN else G(v, c, budget)
        return out

    def w28(obj, depth, budget):  # signature_element
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        d = obj.__dict__
        v = d.get("semantic_name")
        if v is not None:
            out["semantic_name"] = w9(v, c, budget)
        v = d.get("semantic_indices")
        if v is not None:
            out["semantic_indices"] = w10(v, c, budget)
        v = d.get("semantic_kind")
        if v is not None:
            out["semantic_kind"] = v if type(v) is int else v._name_
        v = d.get("component_type")
        if v is not None:
            out["component_type"] = v if type(v) is int else v._name_
        v = d.get("interpolation_mode")
        if v is not None:
            out["interpolation_mode"] = v if type(v) is int else v._name_
        v = d.get("start_row")
        if v is not None:
            out["start_row"] = v
        v = d.get("cols_and_stream")
        if v is not None:
            out["cols_and_stream"] = v
        v = d.get("usage_and_dyn_index_masks")
        if v is not None:
            out["usage_and_dyn_index_masks"] = v
        v = obj.extra
        out["extra"] = v if type(v) in PLAIN else G(v, c, budget)
        return out

    def w29(obj, depth, budget):  # vs_info
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        d = obj.__dict__
        v = d.get("sig_input_elements")
        if v is not None:
            out["sig_input_elements"] = w10(v, c, budget)
        v = d.get("sig_output_elements")
        if v is not None:
            out["sig_output_elements"] = w10(v, c, budget)
        v = d.get("view_id_output_mask")
        if v is not None:
            out["view_id_output_mask"] = w11(v, c, budget)
        v = obj.extra
        out["extra"] = v if type(v) in PLAIN else G(v, c, budget)
        return out

    def w30(obj, depth, budget):  # ps_info
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        d = obj.__dict__
        v = d.get("sig_input_elements")
        if v is not None:
            out["sig_input_elements"] = w10(v, c, budget)
        v = d.get("sig_output_elements")
        if v is not None:
            out["sig_output_elements"] = w10(v, c, budget)
        v = obj.extra
        out["extra"] = v if type(v) in PLAIN else G(v, c, budget)
        return out

    def w31(obj, depth, budget):  # hs_info
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        d = obj.__dict__
        v = d.get("sig_input_elements")
        if v is not None:
            out["sig_input_elements"] = w10(v, c, budget)
        v = d.get("sig_output_elements")
        if v is not None:
            out["sig_output_elements"] = w10(v, c, budget)
        v = d.get("sig_patch_const_output_elements")
        if v is not None:
            out["sig_patch_const_output_elements"] = w10(v, c, budget)
        v = d.get("view_id_output_mask")
        if v is not None:
            out["view_id_output_mask"] = w11(v, c, budget)
        v = d.get("view_id_patch_const_output_mask")
        if v is not None:
            out["view_id_patch_const_output_mask"] = w11(v, c, budget)
        v = d.get("input_to_output_masks")
        if v is not None:
            out["input_to_output_masks"] = w11(v, c, budget)
        v = d.get("input_to_patch_const_output_masks")
        if v is not None:
            out["input_to_patch_const_output_masks"] = w11(v, c, budget)
        v = d.get("num_input_control_points")
        if v is not None:
            out["num_input_control_points"] = v
        v = d.get("num_output_control_points")
        if v is not None:
            out["num_output_control_points"] = v
        v = d.get("tessellator_domain")
        if v is not None:
            out["tessellator_domain"] = v
        v = d.get("tessellator_output_primitive")
        if v is not None:
            out["tessellator_output_primitive"] = v
        v = obj.extra
        out["extra"] = v if type(v) in PLAIN else G(v, c, budget)
        return out

    def w32(obj, depth, budget):  # ds_info
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        d = obj.__dict__
        v = d.get("sig_input_elements")
        if v is not None:
            out["sig_input_elements"] = w10(v, c, budget)
        v = d.get("sig_output_elements")
        if v is not None:
            out["sig_output_elements"] = w10(v, c, budget)
        v = d.get("sig_patch_const_input_elements")
        if v is not None:
            out["sig_patch_const_input_elements"] = w10(v, c, budget)
        v = d.get("view_id_output_mask")
        if v is not None:
            out["view_id_output_mask"] = w11(v, c, budget)
        v = d.get("input_to_output_masks")
        if v is not None:
            out["input_to_output_masks"] = w11(v, c, budget)
        v = d.get("patch_const_input_to_output_masks")
        if v is not None:
            out["patch_const_input_to_output_masks"] = w11(v, c, budget)
        v = d.get("num_input_control_points")
        if v is not None:
            out["num_input_control_points"] = v
        v = d.get("tessellator_domain")
        if v is not None:
            out["tessellator_domain"] = v
        v = obj.extra
        out["extra"] = v if type(v) in PLAIN else G(v, c, budget)
        return out

    def w33(obj, depth, budget):  # gs_info
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        d = obj.__dict__
        v = d.get("sig_input_elements")
        if v is not None:
            out["sig_input_elements"] = w10(v, c, budget)
        v = d.get("sig_output_elements")
        if v is not None:
            out["sig_output_elements"] = w10(v, c, budget)
        v = d.get("view_id_output_mask")
        if v is not None:
            out["view_id_output_mask"] = w11(v, c, budget)
        v = d.get("input_to_output_masks")
        if v is not None:
            out["input_to_output_masks"] = w11(v, c, budget)
        v = d.get("input_primitive")
        if v is not None:
            out["input_primitive"] = v
        v = d.get("output_topology")
        if v is not None:
            out["output_topology"] = v
        v = d.get("max_num_vertices")
        if v is not None:
            out["max_num_vertices"] = v
        v = d.get("output_stream_mask")
        if v is not None:
            out["output_stream_mask"] = v
        v = obj.extra
        out["extra"] = v if type(v) in PLAIN else G(v, c, budget)
        return out

    def w34(obj, depth, budget):  # cs_info
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        d = obj.__dict__
        v = d.get("num_threads")
        if v is not None:
            out["num_threads"] = w10(v, c, budget)
        v = d.get("group_shared_bytes_used")
        if v is not None:
            out["group_shared_bytes_used"] = v if -6 < v < 257 else number(v, v)
        v = obj.extra
        out["extra"] = v if type(v) in PLAIN else G(v, c, budget)
        return out

    def w35(obj, depth, budget):  # ms_info
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        d = obj.__dict__
        v = d.get("sig_output_elements")
        if v is not None:
            out["sig_output_elements"] = w10(v, c, budget)
        v = d.get("sig_prim_output_elements")
        if v is not None:
            out["sig_prim_output_elements"] = w10(v, c, budget)
        v = d.get("view_id_output_mask")
        if v is not None:
            out["view_id_output_mask"] = w11(v, c, budget)
        v = d.get("view_id_prim_output_mask")
        if v is not None:
            out["view_id_prim_output_mask"] = w11(v, c, budget)
        v = d.get("num_threads")
        if v is not None:
            out["num_threads"] = w10(v, c, budget)
        v = d.get("group_shared_bytes_used")
        if v is not None:
            out["group_shared_bytes_used"] = v if -6 < v < 257 else number(v, v)
        v = d.get("group_shared_bytes_dependent_on_view_id")
        if v is not None:
            out["group_shared_bytes_dependent_on_view_id"] = v if -6 < v < 257 else number(v, v)
        v = d.get("len_payload")
        if v is not None:
            out["len_payload"] = v if -6 < v < 257 else number(v, v)
        v = d.get("max_output_vertices")
        if v is not None:
            out["max_output_vertices"] = v if -6 < v < 257 else number(v, v)
        v = d.get("max_output_primitives")
        if v is not None:
            out["max_output_primitives"] = v if -6 < v < 257 else number(v, v)
        v = d.get("mesh_output_topology")
        if v is not None:
            out["mesh_output_topology"] = v
        v = obj.extra
        out["extra"] = v if type(v) in PLAIN else G(v, c, budget)
        return out

    def w36(obj, depth, budget):  # as_info
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        d = obj.__dict__
        v = d.get("num_threads")
        if v is not None:
            out["num_threads"] = w10(v, c, budget)
        v = d.get("group_shared_bytes_used")
        if v is not None:
            out["group_shared_bytes_used"] = v if -6 < v < 257 else number(v, v)
        v = d.get("len_payload")
        if v is not None:
            out["len_payload"] = v if -6 < v < 257 else number(v, v)
        v = obj.extra
        out["extra"] = v if type(v) in PLAIN else G(v, c, budget)
        return out

    def w37(obj, depth, budget):  # pdb_info
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        d = obj.__dict__
        v = d.get("sources")
        if v is not None:
            out["sources"] = w10(v, c, budget)
        v = d.get("libraries")
        if v is not None:
            out["libraries"] = w10(v, c, budget)
        v = d.get("arg_pairs")
        if v is not None:
            out["arg_pairs"] = w10(v, c, budget)
        v = d.get("hash")
        if v is not None:
            out["hash"] = w11(v, c, budget)
        v = d.get("pdb_name")
        if v is not None:
            out["pdb_name"] = w9(v, c, budget)
        v = d.get("custom_toolchain_id")
        if v is not None:
            out["custom_toolchain_id"] = v if -6 < v < 257 else number(v, v)
        v = d.get("custom_toolchain_data")
        if v is not None:
            out["custom_toolchain_data"] = w11(v, c, budget)
        v = d.get("whole_dxil")
        if v is not None:
            out["whole_dxil"] = w11(v, c, budget)
        v = obj.extra
        out["extra"] = v if type(v) in PLAIN else G(v, c, budget)
        return out

    def w38(obj, depth, budget):  # pdb_info_source
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        d = obj.__dict__
        v = d.get("name")
        if v is not None:
            out["name"] = w9(v, c, budget)
        v = d.get("content")
        if v is not None:
            out["content"] = w9(v, c, budget)
        v = obj.extra
        out["extra"] = v if type(v) in PLAIN else G(v, c, budget)
        return out

    def w39(obj, depth, budget):  # pdb_info_library
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        d = obj.__dict__
        v = d.get("name")
        if v is not None:
            out["name"] = w9(v, c, budget)
        v = d.get("data")
        if v is not None:
            out["data"] = w11(v, c, budget)
        v = obj.extra
        out["extra"] = v if type(v) in PLAIN else G(v, c, budget)
        return out

    return {
        "DxcontainerRdat": w0,
        "DxcontainerRdat.RdatPartEntry": w1,
        "DxcontainerRdat.RdatPartProbe": w2,
        "DxcontainerRdat.RdatPart": w3,
        "DxcontainerRdat.StringBuffer": w4,
        "DxcontainerRdat.StringEntry": w5,
        "DxcontainerRdat.IndexArrays": w6,
        "DxcontainerRdat.RawBytes": w7,
        "DxcontainerRdat.RecordTable": w8,
        "DxcontainerRdat.StrRef": w9,
        "DxcontainerRdat.IdxRef": w10,
        "DxcontainerRdat.BytesRef": w11,
        "DxcontainerRdat.ResourceInfo": w12,
        "DxcontainerRdat.FunctionInfo": w13,
        "DxcontainerRdat.SubobjectInfo": w14,
        "DxcontainerRdat.StateObjectConfig": w15,
        "DxcontainerRdat.RootSignatureDesc": w16,
        "DxcontainerRdat.SubobjectToExportsAssociation": w17,
        "DxcontainerRdat.RaytracingShaderConfig": w18,
        "DxcontainerRdat.RaytracingPipelineConfig": w19,
        "DxcontainerRdat.HitGroup": w20,
        "DxcontainerRdat.RaytracingPipelineConfig1": w21,
        "DxcontainerRdat.NodeId": w22,
        "DxcontainerRdat.NodeShaderFuncAttrib": w23,
        "DxcontainerRdat.NodeShaderIoAttrib": w24,
        "DxcontainerRdat.RecordDispatchGrid": w25,
        "DxcontainerRdat.IoNode": w26,
        "DxcontainerRdat.NodeShaderInfo": w27,
        "DxcontainerRdat.SignatureElement": w28,
        "DxcontainerRdat.VsInfo": w29,
        "DxcontainerRdat.PsInfo": w30,
        "DxcontainerRdat.HsInfo": w31,
        "DxcontainerRdat.DsInfo": w32,
        "DxcontainerRdat.GsInfo": w33,
        "DxcontainerRdat.CsInfo": w34,
        "DxcontainerRdat.MsInfo": w35,
        "DxcontainerRdat.AsInfo": w36,
        "DxcontainerRdat.PdbInfo": w37,
        "DxcontainerRdat.PdbInfoSource": w38,
        "DxcontainerRdat.PdbInfoLibrary": w39,
    }
