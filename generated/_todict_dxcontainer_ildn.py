# This is a generated file! tools/ksc.js writes it from ../ksy/dxcontainer_ildn.ksy:
# to_dict's walk of each type of the spec (dxfuzz.todict), by class qualname.
def walkers(S, G, PLAIN, MAX_DEPTH, too_deep, over_budget, nested):
    def w0(obj, depth, budget):  # dxcontainer_ildn
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        d = obj.__dict__
        c = depth + 1
        out = {}
        v = d.get("flags")
        if v is not None:
            out["flags"] = v
        v = d.get("len_name")
        if v is not None:
            out["len_name"] = v
        v = d.get("name")
        if v is not None:
            out["name"] = v
        v = d.get("padding")
        if v is not None:
            out["padding"] = v if type(v) in PLAIN else G(v, c, budget)
        return out

    return {
        "DxcontainerIldn": w0,
    }
