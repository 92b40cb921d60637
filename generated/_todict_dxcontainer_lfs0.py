# This is a generated file! tools/ksc.js writes it from ../ksy/dxcontainer_lfs0.ksy:
# to_dict's walk of each type of the spec (dxfuzz.todict), by class qualname.
def walkers(S, G, PLAIN, MAX_DEPTH, too_deep, over_budget, nested):
    def w0(obj, depth, budget):  # dxcontainer_lfs0
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        d = obj.__dict__
        c = depth + 1
        out = {}
        v = d.get("num_parameters")
        if v is not None:
            out["num_parameters"] = v
        v = d.get("ofs_parameters")
        if v is not None:
            out["ofs_parameters"] = v
        v = obj.parameters
        if v is not None:
            out["parameters"] = [w1(x, c + 1, budget) for x in v]
        return out

    def w1(obj, depth, budget):  # parameter
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        d = obj.__dict__
        c = depth + 1
        out = {}
        v = d.get("ofs_name")
        if v is not None:
            out["ofs_name"] = v
        v = d.get("ofs_semantic_name")
        if v is not None:
            out["ofs_semantic_name"] = v
        v = d.get("var_type")
        if v is not None:
            out["var_type"] = v if type(v) is int else v._name_
        v = d.get("var_class")
        if v is not None:
            out["var_class"] = v if type(v) is int else v._name_
        v = d.get("rows")
        if v is not None:
            out["rows"] = v
        v = d.get("columns")
        if v is not None:
            out["columns"] = v
        v = d.get("interpolation")
        if v is not None:
            out["interpolation"] = v if type(v) is int else v._name_
        v = d.get("flags")
        if v is not None:
            out["flags"] = v
        v = d.get("first_in_register")
        if v is not None:
            out["first_in_register"] = v
        v = d.get("first_in_component")
        if v is not None:
            out["first_in_component"] = v
        v = d.get("first_out_register")
        if v is not None:
            out["first_out_register"] = v
        v = d.get("first_out_component")
        if v is not None:
            out["first_out_component"] = v
        v = obj.is_in
        if v is not None:
            out["is_in"] = v if type(v) in PLAIN else G(v, c, budget)
        v = obj.is_out
        if v is not None:
            out["is_out"] = v if type(v) in PLAIN else G(v, c, budget)
        v = obj.name
        if v is not None:
            out["name"] = v
        v = obj.semantic_name
        if v is not None:
            out["semantic_name"] = v
        return out

    return {
        "DxcontainerLfs0": w0,
        "DxcontainerLfs0.Parameter": w1,
    }
