# This is a generated file! tools/ksc.js writes it from ../ksy/dxcontainer_vers.ksy:
# to_dict's walk of each type of the spec (dxfuzz.todict), by class qualname.
def walkers(S, G, PLAIN, MAX_DEPTH, too_deep, over_budget, nested):
    def w0(obj, depth, budget):  # dxcontainer_vers
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        d = obj.__dict__
        c = depth + 1
        out = {}
        v = d.get("major")
        if v is not None:
            out["major"] = v
        v = d.get("minor")
        if v is not None:
            out["minor"] = v
        v = d.get("version_flags")
        if v is not None:
            out["version_flags"] = v
        v = d.get("num_commits")
        if v is not None:
            out["num_commits"] = v
        v = d.get("len_string_list")
        if v is not None:
            out["len_string_list"] = v
        v = d.get("string_list")
        if v is not None:
            out["string_list"] = w1(v, c, budget)
        v = d.get("padding")
        if v is not None:
            out["padding"] = v if type(v) in PLAIN else G(v, c, budget)
        v = obj.is_debug
        if v is not None:
            out["is_debug"] = v if type(v) in PLAIN else G(v, c, budget)
        v = obj.is_internal
        if v is not None:
            out["is_internal"] = v if type(v) in PLAIN else G(v, c, budget)
        return out

    def w1(obj, depth, budget):  # string_list
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        d = obj.__dict__
        c = depth + 1
        out = {}
        v = d.get("commit_hash")
        if v is not None:
            out["commit_hash"] = v
        v = d.get("version_string")
        if v is not None:
            out["version_string"] = v
        v = d.get("extra")
        if v is not None:
            out["extra"] = v if type(v) in PLAIN else G(v, c, budget)
        return out

    return {
        "DxcontainerVers": w0,
        "DxcontainerVers.StringList": w1,
    }
