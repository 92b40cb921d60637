# This is a generated file! tools/ksc.js writes it from ../ksy/dxcontainer_pdbi.ksy:
# to_dict's walk of each type of the spec (dxfuzz.todict), by class qualname.
from dxcontainer_pdbi import *  # noqa: F401,F403 - the names the value instances' expressions use
def walkers(S, G, PLAIN, MAX_DEPTH, too_deep, over_budget, nested, release, intern, number):
    def w0(obj, depth, budget):  # dxcontainer_pdbi
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        v = obj.version
        out["version"] = v if type(v) is int else v._name_
        v = obj.compression_type
        out["compression_type"] = v if type(v) is int else v._name_
        v = obj.len_payload
        out["len_payload"] = v if -6 < v < 257 else number(v, v)
        v = obj.len_uncompressed
        out["len_uncompressed"] = v if -6 < v < 257 else number(v, v)
        v = obj.payload
        out["payload"] = v if type(v) in PLAIN else G(v, c, budget)
        v = obj.tail
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
        c = depth + 1
        out = {}
        v = obj.len_expected
        out["len_expected"] = v if -6 < v < 257 else number(v, v)
        v = obj.len_check
        out["len_check"] = v if type(v) in PLAIN else G(v, c, budget)
        v = obj.rdat
        out["rdat"] = S(v, c, budget)
        return out

    return {
        "DxcontainerPdbi": w0,
        "DxcontainerPdbi.InflatedRdat": w1,
    }
