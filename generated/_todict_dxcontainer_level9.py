# This is a generated file! tools/ksc.js writes it from ../ksy/dxcontainer_level9.ksy:
# to_dict's walk of each type of the spec (dxfuzz.todict), by class qualname.
def walkers(S, G, PLAIN, MAX_DEPTH, too_deep, over_budget, nested):
    def w0(obj, depth, budget):  # dxcontainer_level9
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        d = obj.__dict__
        c = depth + 1
        out = {}
        v = d.get("len_part")
        if v is not None:
            out["len_part"] = v
        v = d.get("shader_version")
        if v is not None:
            out["shader_version"] = v
        v = d.get("len_shader")
        if v is not None:
            out["len_shader"] = v
        v = d.get("ofs_shader")
        if v is not None:
            out["ofs_shader"] = v
        v = d.get("num_cbuffer_mappings")
        if v is not None:
            out["num_cbuffer_mappings"] = v
        v = d.get("ofs_cbuffer_mappings")
        if v is not None:
            out["ofs_cbuffer_mappings"] = v
        v = d.get("num_loop_register_mappings")
        if v is not None:
            out["num_loop_register_mappings"] = v
        v = d.get("ofs_loop_register_mappings")
        if v is not None:
            out["ofs_loop_register_mappings"] = v
        v = d.get("num_unknown_mappings")
        if v is not None:
            out["num_unknown_mappings"] = v
        v = d.get("ofs_unknown_mappings")
        if v is not None:
            out["ofs_unknown_mappings"] = v
        v = d.get("num_sampler_mappings")
        if v is not None:
            out["num_sampler_mappings"] = v
        v = d.get("ofs_sampler_mappings")
        if v is not None:
            out["ofs_sampler_mappings"] = v
        v = d.get("num_runtime_constant_mappings")
        if v is not None:
            out["num_runtime_constant_mappings"] = v
        v = d.get("ofs_runtime_constant_mappings")
        if v is not None:
            out["ofs_runtime_constant_mappings"] = v
        v = obj.cbuffer_mappings
        if v is not None:
            out["cbuffer_mappings"] = [w1(x, c + 1, budget) for x in v]
        v = obj.embedded_shader_version
        if v is not None:
            out["embedded_shader_version"] = v
        v = obj.loop_register_mappings
        if v is not None:
            out["loop_register_mappings"] = [w2(x, c + 1, budget) for x in v]
        v = obj.runtime_constant_mappings
        if v is not None:
            out["runtime_constant_mappings"] = [w4(x, c + 1, budget) for x in v]
        v = obj.sampler_mappings
        if v is not None:
            out["sampler_mappings"] = [w3(x, c + 1, budget) for x in v]
        v = obj.shader
        if v is not None:
            out["shader"] = v if type(v) in PLAIN else G(v, c, budget)
        v = obj.shader_major
        if v is not None:
            out["shader_major"] = v if type(v) in PLAIN else G(v, c, budget)
        v = obj.shader_minor
        if v is not None:
            out["shader_minor"] = v if type(v) in PLAIN else G(v, c, budget)
        v = obj.shader_program_type
        if v is not None:
            out["shader_program_type"] = v if type(v) in PLAIN else G(v, c, budget)
        return out

    def w1(obj, depth, budget):  # cbuffer_mapping
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        d = obj.__dict__
        c = depth + 1
        out = {}
        v = d.get("buffer")
        if v is not None:
            out["buffer"] = v
        v = d.get("start_register")
        if v is not None:
            out["start_register"] = v
        v = d.get("num_registers")
        if v is not None:
            out["num_registers"] = v
        v = d.get("target_register")
        if v is not None:
            out["target_register"] = v
        v = d.get("conversions")
        if v is not None:
            out["conversions"] = [x if type(x) is int else x._name_ for x in v]
        return out

    def w2(obj, depth, budget):  # loop_register_mapping
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        d = obj.__dict__
        c = depth + 1
        out = {}
        v = d.get("buffer")
        if v is not None:
            out["buffer"] = v
        v = d.get("source_register")
        if v is not None:
            out["source_register"] = v
        v = d.get("component")
        if v is not None:
            out["component"] = v
        v = d.get("target_register")
        if v is not None:
            out["target_register"] = v
        return out

    def w3(obj, depth, budget):  # sampler_mapping
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        d = obj.__dict__
        c = depth + 1
        out = {}
        v = d.get("source_resource")
        if v is not None:
            out["source_resource"] = v
        v = d.get("source_sampler")
        if v is not None:
            out["source_sampler"] = v
        v = d.get("target_sampler")
        if v is not None:
            out["target_sampler"] = v
        v = d.get("reserved")
        if v is not None:
            out["reserved"] = v
        return out

    def w4(obj, depth, budget):  # runtime_constant_mapping
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        d = obj.__dict__
        c = depth + 1
        out = {}
        v = d.get("description")
        if v is not None:
            out["description"] = v if type(v) is int else v._name_
        v = d.get("target_register")
        if v is not None:
            out["target_register"] = v
        return out

    return {
        "DxcontainerLevel9": w0,
        "DxcontainerLevel9.CbufferMapping": w1,
        "DxcontainerLevel9.LoopRegisterMapping": w2,
        "DxcontainerLevel9.SamplerMapping": w3,
        "DxcontainerLevel9.RuntimeConstantMapping": w4,
    }
