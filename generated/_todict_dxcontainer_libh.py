# This is a generated file! tools/ksc.js writes it from ../ksy/dxcontainer_libh.ksy:
# to_dict's walk of each type of the spec (dxfuzz.todict), by class qualname.
from dxcontainer_libh import *  # noqa: F401,F403 - the names the value instances' expressions use
def walkers(S, G, PLAIN, MAX_DEPTH, too_deep, over_budget, nested, release, intern, number):
    def w0(obj, depth, budget):  # dxcontainer_libh
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        v = obj.version
        out["version"] = v if -6 < v < 257 else number(v, v)
        v = obj.ofs_creator
        out["ofs_creator"] = v if -6 < v < 257 else number(v, v)
        v = obj.flags
        out["flags"] = v if -6 < v < 257 else number(v, v)
        v = obj.num_functions
        out["num_functions"] = v if -6 < v < 257 else number(v, v)
        v = obj.ofs_functions
        out["ofs_functions"] = v if -6 < v < 257 else number(v, v)
        v = obj.creator
        if v is not None:
            out["creator"] = intern(v)
        v = obj.functions
        if v is not None:
            out["functions"] = [w1(x, c + 1, budget) for x in v]
        return out

    def w1(obj, depth, budget):  # function
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        v = s_level9_shaders = obj.level9_shaders
        out["level9_shaders"] = v if -6 < v < 257 else number(v, v)
        v = obj.ofs_name
        out["ofs_name"] = v if -6 < v < 257 else number(v, v)
        v = i_has_level9_pixel_shader = s_level9_shaders & 2 != 0
        out["has_level9_pixel_shader"] = v
        v = i_has_level9_vertex_shader = s_level9_shaders & 1 != 0
        out["has_level9_vertex_shader"] = v
        v = obj.name
        if v is not None:
            out["name"] = intern(v)
        return out

    return {
        "DxcontainerLibh": w0,
        "DxcontainerLibh.Function": w1,
    }
