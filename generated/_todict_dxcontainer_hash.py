# This is a generated file! tools/ksc.js writes it from ../ksy/dxcontainer_hash.ksy:
# to_dict's walk of each type of the spec (dxfuzz.todict), by class qualname.
from dxcontainer_hash import *  # noqa: F401,F403 - the names the value instances' expressions use
def walkers(S, G, PLAIN, MAX_DEPTH, too_deep, over_budget, nested, release, intern, number):
    def w0(obj, depth, budget):  # dxcontainer_hash
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        v = s_flags = obj.flags
        out["flags"] = v if -6 < v < 257 else number(v, v)
        v = obj.digest
        out["digest"] = v if type(v) in PLAIN else G(v, c, budget)
        v = obj.tail
        out["tail"] = v if type(v) in PLAIN else G(v, c, budget)
        v = i_includes_source = s_flags & 1 != 0
        out["includes_source"] = v
        return out

    return {
        "DxcontainerHash": w0,
    }
