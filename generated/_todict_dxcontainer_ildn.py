# This is a generated file! tools/ksc.js writes it from ../ksy/dxcontainer_ildn.ksy:
# to_dict's walk of each type of the spec (dxfuzz.todict), by class qualname.
from dxcontainer_ildn import *  # noqa: F401,F403 - the names the value instances' expressions use
def walkers(S, G, PLAIN, MAX_DEPTH, too_deep, over_budget, nested, release, intern, number):
    def w0(obj, depth, budget):  # dxcontainer_ildn
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        v = obj.flags
        out["flags"] = v if -6 < v < 257 else number(v, v)
        v = obj.len_name
        out["len_name"] = v if -6 < v < 257 else number(v, v)
        v = obj.name
        out["name"] = intern(v)
        v = obj.padding
        out["padding"] = v if type(v) in PLAIN else G(v, c, budget)
        return out

    return {
        "DxcontainerIldn": w0,
    }
