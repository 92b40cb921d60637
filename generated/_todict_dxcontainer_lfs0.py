# This is a generated file! tools/ksc.js writes it from ../ksy/dxcontainer_lfs0.ksy:
# to_dict's walk of each type of the spec (dxfuzz.todict), by class qualname.
from dxcontainer_lfs0 import *  # noqa: F401,F403 - the names the value instances' expressions use
def walkers(S, G, PLAIN, MAX_DEPTH, too_deep, over_budget, nested, release, intern, number):
    def w0(obj, depth, budget):  # dxcontainer_lfs0
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        v = obj.num_parameters
        out["num_parameters"] = v if -6 < v < 257 else number(v, v)
        v = obj.ofs_parameters
        out["ofs_parameters"] = v if -6 < v < 257 else number(v, v)
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
        c = depth + 1
        out = {}
        v = obj.ofs_name
        out["ofs_name"] = v if -6 < v < 257 else number(v, v)
        v = obj.ofs_semantic_name
        out["ofs_semantic_name"] = v if -6 < v < 257 else number(v, v)
        v = obj.var_type
        out["var_type"] = v if type(v) is int else v._name_
        v = obj.var_class
        out["var_class"] = v if type(v) is int else v._name_
        v = obj.rows
        out["rows"] = v if -6 < v < 257 else number(v, v)
        v = obj.columns
        out["columns"] = v if -6 < v < 257 else number(v, v)
        v = obj.interpolation
        out["interpolation"] = v if type(v) is int else v._name_
        v = s_flags = obj.flags
        out["flags"] = v if -6 < v < 257 else number(v, v)
        v = obj.first_in_register
        out["first_in_register"] = v if -6 < v < 257 else number(v, v)
        v = obj.first_in_component
        out["first_in_component"] = v if -6 < v < 257 else number(v, v)
        v = obj.first_out_register
        out["first_out_register"] = v if -6 < v < 257 else number(v, v)
        v = obj.first_out_component
        out["first_out_component"] = v if -6 < v < 257 else number(v, v)
        v = i_is_in = s_flags & 1 != 0
        out["is_in"] = v
        v = i_is_out = s_flags & 2 != 0
        out["is_out"] = v
        v = obj.name
        if v is not None:
            out["name"] = intern(v)
        v = obj.semantic_name
        if v is not None:
            out["semantic_name"] = intern(v)
        return out

    return {
        "DxcontainerLfs0": w0,
        "DxcontainerLfs0.Parameter": w1,
    }
