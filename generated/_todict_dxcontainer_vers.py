# This is a generated file! tools/ksc.js writes it from ../ksy/dxcontainer_vers.ksy:
# to_dict's walk of each type of the spec (dxfuzz.todict), by class qualname.
from dxcontainer_vers import *  # noqa: F401,F403 - the names the value instances' expressions use
def walkers(S, G, PLAIN, MAX_DEPTH, too_deep, over_budget, nested, release, intern, number):
    def w0(obj, depth, budget):  # dxcontainer_vers
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        v = obj.major
        out["major"] = v if -6 < v < 257 else number(v, v)
        v = obj.minor
        out["minor"] = v if -6 < v < 257 else number(v, v)
        v = s_version_flags = obj.version_flags
        out["version_flags"] = v if -6 < v < 257 else number(v, v)
        v = obj.num_commits
        out["num_commits"] = v if -6 < v < 257 else number(v, v)
        v = obj.len_string_list
        out["len_string_list"] = v if -6 < v < 257 else number(v, v)
        v = obj.string_list
        out["string_list"] = w1(v, c, budget)
        v = obj.padding
        out["padding"] = v if type(v) in PLAIN else G(v, c, budget)
        v = i_is_debug = s_version_flags & 1 != 0
        out["is_debug"] = v
        v = i_is_internal = s_version_flags & 2 != 0
        out["is_internal"] = v
        return out

    def w1(obj, depth, budget):  # string_list
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        v = obj.commit_hash
        out["commit_hash"] = intern(v)
        v = obj.version_string
        out["version_string"] = intern(v)
        v = obj.extra
        out["extra"] = v if type(v) in PLAIN else G(v, c, budget)
        return out

    return {
        "DxcontainerVers": w0,
        "DxcontainerVers.StringList": w1,
    }
