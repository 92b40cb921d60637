# This is a generated file! tools/ksc.js writes it from ../ksy/dxcontainer_signature.ksy:
# to_dict's walk of each type of the spec (dxfuzz.todict), by class qualname.
from dxcontainer_signature import *  # noqa: F401,F403 - the names the value instances' expressions use
def walkers(S, G, PLAIN, MAX_DEPTH, too_deep, over_budget, nested, release, intern, number):
    def w0(obj, depth, budget):  # dxcontainer_signature
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        v = s_len_element = obj.len_element
        out["len_element"] = v
        v = s_num_elements = obj.num_elements
        out["num_elements"] = v if -6 < v < 257 else number(v, v)
        v = s_ofs_elements = obj.ofs_elements
        out["ofs_elements"] = v if -6 < v < 257 else number(v, v)
        v = obj.elements
        if v is not None:
            out["elements"] = [w1(x, c + 1, budget) for x in v]
        v = i_ofs_string_table = s_ofs_elements + s_num_elements * s_len_element
        out["ofs_string_table"] = v
        v = obj.string_table
        if v is not None:
            out["string_table"] = v if type(v) in PLAIN else G(v, c, budget)
        return out

    def w1(obj, depth, budget):  # element
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        d = obj.__dict__
        v = d.get("stream")
        if v is not None:
            out["stream"] = v if -6 < v < 257 else number(v, v)
        v = obj.ofs_semantic_name
        out["ofs_semantic_name"] = v if -6 < v < 257 else number(v, v)
        v = obj.semantic_index
        out["semantic_index"] = v if -6 < v < 257 else number(v, v)
        v = obj.system_value
        out["system_value"] = v if type(v) is int else v._name_
        v = obj.component_type
        out["component_type"] = v if type(v) is int else v._name_
        v = obj.register
        out["register"] = v if -6 < v < 257 else number(v, v)
        v = s_mask = obj.mask
        out["mask"] = v
        v = obj.rw_mask
        out["rw_mask"] = v
        v = obj.reserved
        out["reserved"] = v if -6 < v < 257 else number(v, v)
        v = d.get("min_precision")
        if v is not None:
            out["min_precision"] = v if type(v) is int else v._name_
        v = i_mask_letters = (((u"x" if s_mask & 1 != 0 else u"") + (u"y" if s_mask & 2 != 0 else u"")) + (u"z" if s_mask & 4 != 0 else u"")) + (u"w" if s_mask & 8 != 0 else u"")
        if v is not None:
            out["mask_letters"] = v if type(v) in PLAIN else G(v, c, budget)
        v = obj.semantic_name
        if v is not None:
            out["semantic_name"] = intern(v)
        return out

    return {
        "DxcontainerSignature": w0,
        "DxcontainerSignature.Element": w1,
    }
