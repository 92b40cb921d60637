# This is a generated file! tools/ksc.js writes it from ../ksy/dxcontainer_fx10.ksy:
# to_dict's walk of each type of the spec (dxfuzz.todict), by class qualname.
from dxcontainer_fx10 import *  # noqa: F401,F403 - the names the value instances' expressions use
def walkers(S, G, PLAIN, MAX_DEPTH, too_deep, over_budget, nested, release, intern, number):
    def w0(obj, depth, budget):  # dxcontainer_fx10
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        d = obj.__dict__
        v = s_header = obj.header
        out["header"] = w1(v, c, budget)
        v = d.get("header5")
        if v is not None:
            out["header5"] = w2(v, c, budget)
        v = obj.unstructured
        out["unstructured"] = v if type(v) in PLAIN else G(v, c, budget)
        v = obj.cbuffers
        out["cbuffers"] = [w3(x, c + 1, budget) for x in v]
        v = obj.object_variables
        out["object_variables"] = [w5(x, c + 1, budget) for x in v]
        v = d.get("interface_variables")
        if v is not None:
            out["interface_variables"] = [w9(x, c + 1, budget) for x in v]
        v = obj.pool_cbuffers
        out["pool_cbuffers"] = [w3(x, c + 1, budget) for x in v]
        v = obj.pool_object_variables
        out["pool_object_variables"] = [w5(x, c + 1, budget) for x in v]
        v = d.get("groups")
        if v is not None:
            out["groups"] = [w14(x, c + 1, budget) for x in v]
        v = d.get("techniques")
        if v is not None:
            out["techniques"] = [w15(x, c + 1, budget) for x in v]
        v = d.get("trailing")
        if v is not None:
            out["trailing"] = v if type(v) in PLAIN else G(v, c, budget)
        v = i_is_fx5 = s_header.tag == DxcontainerFx10.EffectVersion.fx_5_0
        if v is not None:
            out["is_fx5"] = v if type(v) in PLAIN else G(v, c, budget)
        v = i_max_type_depth = 32
        out["max_type_depth"] = v
        v = i_max_type_nodes = 16384
        out["max_type_nodes"] = v
        v = i_ofs_unstructured = (96 if i_is_fx5 else 76)
        if v is not None:
            out["ofs_unstructured"] = v if type(v) in PLAIN else G(v, c, budget)
        return out

    def w1(obj, depth, budget):  # header
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        v = obj.tag
        out["tag"] = v if type(v) is int else v._name_
        v = obj.num_cbuffers
        out["num_cbuffers"] = v if -6 < v < 257 else number(v, v)
        v = obj.num_numeric_variables
        out["num_numeric_variables"] = v if -6 < v < 257 else number(v, v)
        v = obj.num_object_variables
        out["num_object_variables"] = v if -6 < v < 257 else number(v, v)
        v = s_num_pool_cbuffers = obj.num_pool_cbuffers
        out["num_pool_cbuffers"] = v if -6 < v < 257 else number(v, v)
        v = s_num_pool_numeric_variables = obj.num_pool_numeric_variables
        out["num_pool_numeric_variables"] = v if -6 < v < 257 else number(v, v)
        v = s_num_pool_object_variables = obj.num_pool_object_variables
        out["num_pool_object_variables"] = v if -6 < v < 257 else number(v, v)
        v = obj.num_techniques
        out["num_techniques"] = v if -6 < v < 257 else number(v, v)
        v = obj.len_unstructured
        out["len_unstructured"] = v if -6 < v < 257 else number(v, v)
        v = obj.num_strings
        out["num_strings"] = v if -6 < v < 257 else number(v, v)
        v = obj.num_shader_resources
        out["num_shader_resources"] = v if -6 < v < 257 else number(v, v)
        v = obj.num_depth_stencil_blocks
        out["num_depth_stencil_blocks"] = v if -6 < v < 257 else number(v, v)
        v = obj.num_blend_state_blocks
        out["num_blend_state_blocks"] = v if -6 < v < 257 else number(v, v)
        v = obj.num_rasterizer_state_blocks
        out["num_rasterizer_state_blocks"] = v if -6 < v < 257 else number(v, v)
        v = obj.num_samplers
        out["num_samplers"] = v if -6 < v < 257 else number(v, v)
        v = obj.num_render_target_views
        out["num_render_target_views"] = v if -6 < v < 257 else number(v, v)
        v = obj.num_depth_stencil_views
        out["num_depth_stencil_views"] = v if -6 < v < 257 else number(v, v)
        v = obj.num_shaders
        out["num_shaders"] = v if -6 < v < 257 else number(v, v)
        v = obj.num_inline_shaders
        out["num_inline_shaders"] = v if -6 < v < 257 else number(v, v)
        v = i_requires_pool =  ((s_num_pool_cbuffers != 0) or (s_num_pool_numeric_variables != 0) or (s_num_pool_object_variables != 0)) 
        out["requires_pool"] = v
        return out

    def w2(obj, depth, budget):  # header5
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        v = obj.num_groups
        out["num_groups"] = v if -6 < v < 257 else number(v, v)
        v = obj.num_unordered_access_views
        out["num_unordered_access_views"] = v if -6 < v < 257 else number(v, v)
        v = obj.num_interface_variables
        out["num_interface_variables"] = v if -6 < v < 257 else number(v, v)
        v = obj.num_interface_variable_elements
        out["num_interface_variable_elements"] = v if -6 < v < 257 else number(v, v)
        v = obj.num_class_instance_elements
        out["num_class_instance_elements"] = v if -6 < v < 257 else number(v, v)
        return out

    def w3(obj, depth, budget):  # fx_cbuffer
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        d = obj.__dict__
        v = obj.local
        out["local"] = v
        v = obj.ofs_name
        out["ofs_name"] = v if -6 < v < 257 else number(v, v)
        v = obj.len_buffer
        out["len_buffer"] = v if -6 < v < 257 else number(v, v)
        v = s_flags = obj.flags
        out["flags"] = v if -6 < v < 257 else number(v, v)
        v = obj.num_variables
        out["num_variables"] = v if -6 < v < 257 else number(v, v)
        v = obj.explicit_bind_point
        out["explicit_bind_point"] = v if -6 < v < 257 else number(v, v)
        v = d.get("annotations")
        if v is not None:
            out["annotations"] = w11(v, c, budget)
        v = obj.variables
        out["variables"] = [w4(x, c + 1, budget) for x in v]
        v = i_is_tbuffer = s_flags & 1 != 0
        out["is_tbuffer"] = v
        v = obj.name
        if v is not None:
            out["name"] = intern(v)
        return out

    def w4(obj, depth, budget):  # numeric_variable
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        d = obj.__dict__
        v = obj.local
        out["local"] = v
        v = obj.ofs_name
        out["ofs_name"] = v if -6 < v < 257 else number(v, v)
        v = obj.ofs_type
        out["ofs_type"] = v if -6 < v < 257 else number(v, v)
        v = obj.ofs_semantic
        out["ofs_semantic"] = v if -6 < v < 257 else number(v, v)
        v = obj.ofs_in_buffer
        out["ofs_in_buffer"] = v if -6 < v < 257 else number(v, v)
        v = obj.ofs_default_value
        out["ofs_default_value"] = v if -6 < v < 257 else number(v, v)
        v = obj.flags
        out["flags"] = v if -6 < v < 257 else number(v, v)
        v = d.get("annotations")
        if v is not None:
            out["annotations"] = w11(v, c, budget)
        v = obj.default_value
        if v is not None:
            out["default_value"] = v if type(v) in PLAIN else G(v, c, budget)
        v = obj.name
        if v is not None:
            out["name"] = intern(v)
        v = obj.semantic
        if v is not None:
            out["semantic"] = intern(v)
        v = obj.type
        if v is not None:
            out["type"] = w24(v, c, budget)
        return out

    def w5(obj, depth, budget):  # object_variable
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        d = obj.__dict__
        v = obj.pool
        out["pool"] = v
        v = obj.ofs_name
        out["ofs_name"] = v if -6 < v < 257 else number(v, v)
        v = obj.ofs_type
        out["ofs_type"] = v if -6 < v < 257 else number(v, v)
        v = obj.ofs_semantic
        out["ofs_semantic"] = v if -6 < v < 257 else number(v, v)
        v = obj.explicit_bind_point
        out["explicit_bind_point"] = v if -6 < v < 257 else number(v, v)
        v = d.get("initializers")
        if v is not None:
            out["initializers"] = [w6(x, c + 1, budget) for x in v]
        v = d.get("annotations")
        if v is not None:
            out["annotations"] = w11(v, c, budget)
        v = i_has_initializer =  ((obj.type.var_type == DxcontainerFx10.VarType.object) and ( ((obj.type.object_type == DxcontainerFx10.ObjectType.string) or (obj.type.object_type == DxcontainerFx10.ObjectType.blend) or (obj.type.object_type == DxcontainerFx10.ObjectType.depth_stencil) or (obj.type.object_type == DxcontainerFx10.ObjectType.rasterizer) or (obj.type.object_type == DxcontainerFx10.ObjectType.pixel_shader) or (obj.type.object_type == DxcontainerFx10.ObjectType.vertex_shader) or (obj.type.object_type == DxcontainerFx10.ObjectType.geometry_shader) or (obj.type.object_type == DxcontainerFx10.ObjectType.geometry_shader_so) or (obj.type.object_type == DxcontainerFx10.ObjectType.sampler) or (obj.type.object_type == DxcontainerFx10.ObjectType.pixel_shader5) or (obj.type.object_type == DxcontainerFx10.ObjectType.vertex_shader5) or (obj.type.object_type == DxcontainerFx10.ObjectType.geometry_shader5) or (obj.type.object_type == DxcontainerFx10.ObjectType.compute_shader5) or (obj.type.object_type == DxcontainerFx10.ObjectType.hull_shader5) or (obj.type.object_type == DxcontainerFx10.ObjectType.domain_shader5)) )) 
        if v is not None:
            out["has_initializer"] = v if type(v) in PLAIN else G(v, c, budget)
        v = obj.name
        if v is not None:
            out["name"] = intern(v)
        v = obj.semantic
        if v is not None:
            out["semantic"] = intern(v)
        v = obj.type
        if v is not None:
            out["type"] = w24(v, c, budget)
        return out

    def w6(obj, depth, budget):  # object_initializer
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        d = obj.__dict__
        v = obj.kind
        out["kind"] = v if type(v) is int else v._name_
        v = d.get("state_block")
        if v is not None:
            out["state_block"] = w17(v, c, budget)
        v = d.get("ofs_data")
        if v is not None:
            out["ofs_data"] = v if -6 < v < 257 else number(v, v)
        v = d.get("ofs_so_declaration")
        if v is not None:
            out["ofs_so_declaration"] = v if -6 < v < 257 else number(v, v)
        v = d.get("shader5")
        if v is not None:
            out["shader5"] = w7(v, c, budget)
        v = obj.shader
        if v is not None:
            out["shader"] = w23(v, c, budget)
        v = obj.so_declaration
        if v is not None:
            out["so_declaration"] = intern(v)
        v = obj.string
        if v is not None:
            out["string"] = intern(v)
        return out

    def w7(obj, depth, budget):  # shader_data5
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        v = obj.ofs_shader
        out["ofs_shader"] = v if -6 < v < 257 else number(v, v)
        v = obj.ofs_so_declarations
        out["ofs_so_declarations"] = [x if -6 < x < 257 else number(x, x) for x in v]
        v = obj.num_so_declarations
        out["num_so_declarations"] = v if -6 < v < 257 else number(v, v)
        v = obj.rasterized_stream
        out["rasterized_stream"] = v if -6 < v < 257 else number(v, v)
        v = obj.num_interface_bindings
        out["num_interface_bindings"] = v if -6 < v < 257 else number(v, v)
        v = obj.ofs_interface_bindings
        out["ofs_interface_bindings"] = v if -6 < v < 257 else number(v, v)
        v = obj.interface_bindings
        if v is not None:
            out["interface_bindings"] = [w10(x, c + 1, budget) for x in v]
        v = obj.shader
        if v is not None:
            out["shader"] = w23(v, c, budget)
        v = obj.so_declarations
        if v is not None:
            out["so_declarations"] = [w8(x, c + 1, budget) for x in v]
        return out

    def w8(obj, depth, budget):  # so_declaration
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        v = obj.i
        out["i"] = v if -6 < v < 257 else number(v, v)
        v = obj.value
        if v is not None:
            out["value"] = intern(v)
        return out

    def w9(obj, depth, budget):  # interface_variable
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        v = obj.ofs_name
        out["ofs_name"] = v if -6 < v < 257 else number(v, v)
        v = obj.ofs_type
        out["ofs_type"] = v if -6 < v < 257 else number(v, v)
        v = obj.ofs_default_value
        out["ofs_default_value"] = v if -6 < v < 257 else number(v, v)
        v = obj.flags
        out["flags"] = v if -6 < v < 257 else number(v, v)
        v = obj.annotations
        out["annotations"] = w11(v, c, budget)
        v = obj.initializers
        if v is not None:
            out["initializers"] = [w10(x, c + 1, budget) for x in v]
        v = obj.name
        if v is not None:
            out["name"] = intern(v)
        v = obj.type
        if v is not None:
            out["type"] = w24(v, c, budget)
        return out

    def w10(obj, depth, budget):  # interface_initializer
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        v = obj.ofs_instance_name
        out["ofs_instance_name"] = v if -6 < v < 257 else number(v, v)
        v = obj.array_index
        out["array_index"] = v if -6 < v < 257 else number(v, v)
        v = obj.instance_name
        if v is not None:
            out["instance_name"] = intern(v)
        return out

    def w11(obj, depth, budget):  # annotations
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        v = obj.num_annotations
        out["num_annotations"] = v if -6 < v < 257 else number(v, v)
        v = obj.items
        out["items"] = [w12(x, c + 1, budget) for x in v]
        return out

    def w12(obj, depth, budget):  # annotation
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        v = obj.ofs_name
        out["ofs_name"] = v if -6 < v < 257 else number(v, v)
        v = obj.ofs_type
        out["ofs_type"] = v if -6 < v < 257 else number(v, v)
        v = obj.ofs_values
        out["ofs_values"] = [x if -6 < x < 257 else number(x, x) for x in v]
        v = i_is_string =  ((obj.type.var_type == DxcontainerFx10.VarType.object) and (obj.type.object_type == DxcontainerFx10.ObjectType.string)) 
        if v is not None:
            out["is_string"] = v if type(v) in PLAIN else G(v, c, budget)
        v = obj.name
        if v is not None:
            out["name"] = intern(v)
        v = obj.numeric_value
        if v is not None:
            out["numeric_value"] = v if type(v) in PLAIN else G(v, c, budget)
        v = obj.strings
        if v is not None:
            out["strings"] = [w13(x, c + 1, budget) for x in v]
        v = obj.type
        if v is not None:
            out["type"] = w24(v, c, budget)
        return out

    def w13(obj, depth, budget):  # annotation_string
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        v = obj.i
        out["i"] = v if -6 < v < 257 else number(v, v)
        v = obj.value
        if v is not None:
            out["value"] = intern(v)
        return out

    def w14(obj, depth, budget):  # group
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        v = obj.ofs_name
        out["ofs_name"] = v if -6 < v < 257 else number(v, v)
        v = obj.num_techniques
        out["num_techniques"] = v if -6 < v < 257 else number(v, v)
        v = obj.annotations
        out["annotations"] = w11(v, c, budget)
        v = obj.techniques
        out["techniques"] = [w15(x, c + 1, budget) for x in v]
        v = obj.name
        if v is not None:
            out["name"] = intern(v)
        return out

    def w15(obj, depth, budget):  # technique
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        v = obj.ofs_name
        out["ofs_name"] = v if -6 < v < 257 else number(v, v)
        v = obj.num_passes
        out["num_passes"] = v if -6 < v < 257 else number(v, v)
        v = obj.annotations
        out["annotations"] = w11(v, c, budget)
        v = obj.passes
        out["passes"] = [w16(x, c + 1, budget) for x in v]
        v = obj.name
        if v is not None:
            out["name"] = intern(v)
        return out

    def w16(obj, depth, budget):  # pass
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        v = obj.ofs_name
        out["ofs_name"] = v if -6 < v < 257 else number(v, v)
        v = obj.num_assignments
        out["num_assignments"] = v if -6 < v < 257 else number(v, v)
        v = obj.annotations
        out["annotations"] = w11(v, c, budget)
        v = obj.assignments
        out["assignments"] = [w18(x, c + 1, budget) for x in v]
        v = obj.name
        if v is not None:
            out["name"] = intern(v)
        return out

    def w17(obj, depth, budget):  # state_block
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        v = obj.num_assignments
        out["num_assignments"] = v if -6 < v < 257 else number(v, v)
        v = obj.assignments
        out["assignments"] = [w18(x, c + 1, budget) for x in v]
        return out

    def w18(obj, depth, budget):  # assignment
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        v = obj.state
        out["state"] = v if type(v) is int else v._name_
        v = obj.index
        out["index"] = v if -6 < v < 257 else number(v, v)
        v = obj.assignment_type
        out["assignment_type"] = v if type(v) is int else v._name_
        v = obj.ofs_initializer
        out["ofs_initializer"] = v if -6 < v < 257 else number(v, v)
        v = obj.constants
        if v is not None:
            out["constants"] = w19(v, c, budget)
        v = obj.expression
        if v is not None:
            out["expression"] = w23(v, c, budget)
        v = obj.indexed
        if v is not None:
            out["indexed"] = w21(v, c, budget)
        v = obj.inline_shader
        if v is not None:
            out["inline_shader"] = w22(v, c, budget)
        v = obj.inline_shader5
        if v is not None:
            out["inline_shader5"] = w7(v, c, budget)
        v = obj.variable_name
        if v is not None:
            out["variable_name"] = intern(v)
        return out

    def w19(obj, depth, budget):  # constants
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        v = obj.num_values
        out["num_values"] = v if -6 < v < 257 else number(v, v)
        v = obj.values
        out["values"] = [w20(x, c + 1, budget) for x in v]
        return out

    def w20(obj, depth, budget):  # constant
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        v = obj.scalar_type
        out["scalar_type"] = v if type(v) is int else v._name_
        v = obj.bits
        out["bits"] = v if -6 < v < 257 else number(v, v)
        return out

    def w21(obj, depth, budget):  # indexed_value
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        v = obj.kind
        out["kind"] = v if type(v) is int else v._name_
        v = obj.ofs_array_name
        out["ofs_array_name"] = v if -6 < v < 257 else number(v, v)
        v = obj.index
        out["index"] = v if -6 < v < 257 else number(v, v)
        v = obj.array_name
        if v is not None:
            out["array_name"] = intern(v)
        v = obj.index_expression
        if v is not None:
            out["index_expression"] = w23(v, c, budget)
        v = obj.index_variable_name
        if v is not None:
            out["index_variable_name"] = intern(v)
        return out

    def w22(obj, depth, budget):  # inline_shader
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        v = obj.ofs_shader
        out["ofs_shader"] = v if -6 < v < 257 else number(v, v)
        v = obj.ofs_so_declaration
        out["ofs_so_declaration"] = v if -6 < v < 257 else number(v, v)
        v = obj.shader
        if v is not None:
            out["shader"] = w23(v, c, budget)
        v = obj.so_declaration
        if v is not None:
            out["so_declaration"] = intern(v)
        return out

    def w23(obj, depth, budget):  # data_block
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        d = obj.__dict__
        v = obj.len_data
        out["len_data"] = v if -6 < v < 257 else number(v, v)
        v = d.get("container")
        if v is not None:
            out["container"] = S(v, c, budget)
        return out

    def w24(obj, depth, budget):  # fx_type
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
        v = obj.ofs_type_name
        out["ofs_type_name"] = v if -6 < v < 257 else number(v, v)
        v = s_var_type = obj.var_type
        out["var_type"] = v if type(v) is int else v._name_
        v = obj.num_elements
        out["num_elements"] = v if -6 < v < 257 else number(v, v)
        v = obj.len_in_buffer
        out["len_in_buffer"] = v if -6 < v < 257 else number(v, v)
        v = obj.stride
        out["stride"] = v if -6 < v < 257 else number(v, v)
        v = obj.len_packed
        out["len_packed"] = v if -6 < v < 257 else number(v, v)
        v = d.get("numeric_layout")
        if v is not None:
            out["numeric_layout"] = v if -6 < v < 257 else number(v, v)
        v = d.get("object_type")
        if v is not None:
            out["object_type"] = v if type(v) is int else v._name_
        v = d.get("num_members")
        if v is not None:
            out["num_members"] = v if -6 < v < 257 else number(v, v)
        v = d.get("members")
        if v is not None:
            out["members"] = [w26(x, c + 1, budget) for x in v]
        v = d.get("ofs_base_class")
        if v is not None:
            out["ofs_base_class"] = v if -6 < v < 257 else number(v, v)
        v = d.get("num_interfaces")
        if v is not None:
            out["num_interfaces"] = v if -6 < v < 257 else number(v, v)
        v = d.get("ofs_interfaces")
        if v is not None:
            out["ofs_interfaces"] = [x if -6 < x < 257 else number(x, x) for x in v]
        v = obj.base_class
        if v is not None:
            out["base_class"] = w24(v, c, budget)
        v = i_child_budget = ((s_budget - 1) // (obj.num_members + 1)) if (s_var_type == DxcontainerFx10.VarType.struct) else None
        if v is not None:
            out["child_budget"] = v if type(v) in PLAIN else G(v, c, budget)
        v = i_class_budget = (i_child_budget // (obj.num_interfaces + 1)) if (((s_var_type == DxcontainerFx10.VarType.struct) and (obj._root.is_fx5))) else None
        if v is not None:
            out["class_budget"] = v if type(v) in PLAIN else G(v, c, budget)
        v = obj.interfaces
        if v is not None:
            out["interfaces"] = [w25(x, c + 1, budget) for x in v]
        v = i_is_column_major = (obj.numeric_layout & 16384 != 0) if (s_var_type == DxcontainerFx10.VarType.numeric) else None
        if v is not None:
            out["is_column_major"] = v if type(v) in PLAIN else G(v, c, budget)
        v = i_is_packed_array = (obj.numeric_layout & 32768 != 0) if (s_var_type == DxcontainerFx10.VarType.numeric) else None
        if v is not None:
            out["is_packed_array"] = v if type(v) in PLAIN else G(v, c, budget)
        v = i_numeric_class = (obj.numeric_layout & 7) if (s_var_type == DxcontainerFx10.VarType.numeric) else None
        if v is not None:
            out["numeric_class"] = v if type(v) in PLAIN else G(v, c, budget)
        v = i_numeric_columns = (obj.numeric_layout >> 11 & 7) if (s_var_type == DxcontainerFx10.VarType.numeric) else None
        if v is not None:
            out["numeric_columns"] = v if type(v) in PLAIN else G(v, c, budget)
        v = i_numeric_rows = (obj.numeric_layout >> 8 & 7) if (s_var_type == DxcontainerFx10.VarType.numeric) else None
        if v is not None:
            out["numeric_rows"] = v if type(v) in PLAIN else G(v, c, budget)
        v = i_numeric_scalar_type = (obj.numeric_layout >> 3 & 31) if (s_var_type == DxcontainerFx10.VarType.numeric) else None
        if v is not None:
            out["numeric_scalar_type"] = v if type(v) in PLAIN else G(v, c, budget)
        v = obj.type_name
        if v is not None:
            out["type_name"] = intern(v)
        return out

    def w25(obj, depth, budget):  # fx_interface
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        v = obj.depth
        out["depth"] = v if -6 < v < 257 else number(v, v)
        v = obj.i
        out["i"] = v if -6 < v < 257 else number(v, v)
        v = obj.budget
        out["budget"] = v if -6 < v < 257 else number(v, v)
        v = obj.type
        if v is not None:
            out["type"] = w24(v, c, budget)
        return out

    def w26(obj, depth, budget):  # fx_member
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
        v = obj.ofs_name
        out["ofs_name"] = v if -6 < v < 257 else number(v, v)
        v = obj.ofs_semantic
        out["ofs_semantic"] = v if -6 < v < 257 else number(v, v)
        v = obj.ofs_in_struct
        out["ofs_in_struct"] = v if -6 < v < 257 else number(v, v)
        v = obj.ofs_type
        out["ofs_type"] = v if -6 < v < 257 else number(v, v)
        v = obj.name
        if v is not None:
            out["name"] = intern(v)
        v = obj.type
        if v is not None:
            out["type"] = w24(v, c, budget)
        return out

    return {
        "DxcontainerFx10": w0,
        "DxcontainerFx10.Header": w1,
        "DxcontainerFx10.Header5": w2,
        "DxcontainerFx10.FxCbuffer": w3,
        "DxcontainerFx10.NumericVariable": w4,
        "DxcontainerFx10.ObjectVariable": w5,
        "DxcontainerFx10.ObjectInitializer": w6,
        "DxcontainerFx10.ShaderData5": w7,
        "DxcontainerFx10.SoDeclaration": w8,
        "DxcontainerFx10.InterfaceVariable": w9,
        "DxcontainerFx10.InterfaceInitializer": w10,
        "DxcontainerFx10.Annotations": w11,
        "DxcontainerFx10.Annotation": w12,
        "DxcontainerFx10.AnnotationString": w13,
        "DxcontainerFx10.Group": w14,
        "DxcontainerFx10.Technique": w15,
        "DxcontainerFx10.Pass": w16,
        "DxcontainerFx10.StateBlock": w17,
        "DxcontainerFx10.Assignment": w18,
        "DxcontainerFx10.Constants": w19,
        "DxcontainerFx10.Constant": w20,
        "DxcontainerFx10.IndexedValue": w21,
        "DxcontainerFx10.InlineShader": w22,
        "DxcontainerFx10.DataBlock": w23,
        "DxcontainerFx10.FxType": w24,
        "DxcontainerFx10.FxInterface": w25,
        "DxcontainerFx10.FxMember": w26,
    }
