# This is a generated file! tools/ksc.js writes it from ../ksy/dxcontainer_pdbi.ksy:
# to_dict's walk of each type of the spec (dxfuzz.todict), by class qualname.
def walkers(S, G, PLAIN, MAX_DEPTH, too_deep, over_budget, nested):
    def w0(obj, depth, budget):  # dxcontainer_pdbi
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        d = obj.__dict__
        c = depth + 1
        out = {}
        v = d.get("version")
        if v is not None:
            out["version"] = v if type(v) is int else v._name_
        v = d.get("compression_type")
        if v is not None:
            out["compression_type"] = v if type(v) is int else v._name_
        v = d.get("len_payload")
        if v is not None:
            out["len_payload"] = v
        v = d.get("len_uncompressed")
        if v is not None:
            out["len_uncompressed"] = v
        v = d.get("payload")
        if v is not None:
            out["payload"] = v if type(v) in PLAIN else G(v, c, budget)
        v = d.get("tail")
        if v is not None:
            out["tail"] = v if type(v) in PLAIN else G(v, c, budget)
        v = obj.inflated
        if v is not None:
            out["inflated"] = w1(v, c, budget)
        return out

    def w1(obj, depth, budget):  # inflated_rdat
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        d = obj.__dict__
        c = depth + 1
        out = {}
        v = d.get("len_expected")
        if v is not None:
            out["len_expected"] = v if type(v) in PLAIN else G(v, c, budget)
        v = d.get("len_check")
        if v is not None:
            out["len_check"] = v if type(v) in PLAIN else G(v, c, budget)
        v = d.get("rdat")
        if v is not None:
            out["rdat"] = S(v, c, budget)
        return out

    return {
        "DxcontainerPdbi": w0,
        "DxcontainerPdbi.InflatedRdat": w1,
    }
