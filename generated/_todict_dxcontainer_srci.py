# This is a generated file! tools/ksc.js writes it from ../ksy/dxcontainer_srci.ksy:
# to_dict's walk of each type of the spec (dxfuzz.todict), by class qualname.
def walkers(S, G, PLAIN, MAX_DEPTH, too_deep, over_budget, nested):
    def w0(obj, depth, budget):  # dxcontainer_srci
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        d = obj.__dict__
        c = depth + 1
        out = {}
        v = d.get("len_aligned")
        if v is not None:
            out["len_aligned"] = v
        v = d.get("flags")
        if v is not None:
            out["flags"] = v
        v = d.get("num_sections")
        if v is not None:
            out["num_sections"] = v
        v = d.get("body")
        if v is not None:
            out["body"] = w1(v, c, budget)
        v = d.get("tail")
        if v is not None:
            out["tail"] = v if type(v) in PLAIN else G(v, c, budget)
        return out

    def w1(obj, depth, budget):  # sections
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        d = obj.__dict__
        c = depth + 1
        out = {}
        v = d.get("num_sections")
        if v is not None:
            out["num_sections"] = v if type(v) in PLAIN else G(v, c, budget)
        v = d.get("sections")
        if v is not None:
            out["sections"] = [w2(x, c + 1, budget) for x in v]
        v = d.get("padding")
        if v is not None:
            out["padding"] = v if type(v) in PLAIN else G(v, c, budget)
        return out

    def w2(obj, depth, budget):  # section
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        d = obj.__dict__
        c = depth + 1
        out = {}
        v = d.get("len_aligned")
        if v is not None:
            out["len_aligned"] = v
        v = d.get("flags")
        if v is not None:
            out["flags"] = v
        v = d.get("section_type")
        if v is not None:
            out["section_type"] = v if type(v) is int else v._name_
        v = d.get("body")
        if v is not None:
            out["body"] = v if type(v) in PLAIN else G(v, c, budget)
        return out

    def w3(obj, depth, budget):  # source_names
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
        v = d.get("num_names")
        if v is not None:
            out["num_names"] = v
        v = d.get("len_entries")
        if v is not None:
            out["len_entries"] = v
        v = d.get("entries")
        if v is not None:
            out["entries"] = w4(v, c, budget)
        v = d.get("padding")
        if v is not None:
            out["padding"] = v if type(v) in PLAIN else G(v, c, budget)
        return out

    def w4(obj, depth, budget):  # name_entries
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        d = obj.__dict__
        c = depth + 1
        out = {}
        v = d.get("num_entries")
        if v is not None:
            out["num_entries"] = v if type(v) in PLAIN else G(v, c, budget)
        v = d.get("entries")
        if v is not None:
            out["entries"] = [w5(x, c + 1, budget) for x in v]
        v = d.get("padding")
        if v is not None:
            out["padding"] = v if type(v) in PLAIN else G(v, c, budget)
        return out

    def w5(obj, depth, budget):  # name_entry
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        d = obj.__dict__
        c = depth + 1
        out = {}
        v = d.get("len_aligned")
        if v is not None:
            out["len_aligned"] = v
        v = d.get("flags")
        if v is not None:
            out["flags"] = v
        v = d.get("len_name")
        if v is not None:
            out["len_name"] = v
        v = d.get("len_content")
        if v is not None:
            out["len_content"] = v
        v = d.get("body")
        if v is not None:
            out["body"] = w6(v, c, budget)
        return out

    def w6(obj, depth, budget):  # sized_text
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        d = obj.__dict__
        c = depth + 1
        out = {}
        v = d.get("len_with_nul")
        if v is not None:
            out["len_with_nul"] = v if type(v) in PLAIN else G(v, c, budget)
        v = d.get("text")
        if v is not None:
            out["text"] = v
        v = d.get("terminator")
        if v is not None:
            out["terminator"] = v
        v = d.get("padding")
        if v is not None:
            out["padding"] = v if type(v) in PLAIN else G(v, c, budget)
        return out

    def w7(obj, depth, budget):  # source_contents
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        d = obj.__dict__
        c = depth + 1
        out = {}
        v = d.get("len_aligned")
        if v is not None:
            out["len_aligned"] = v
        v = d.get("flags")
        if v is not None:
            out["flags"] = v
        v = d.get("compress_type")
        if v is not None:
            out["compress_type"] = v if type(v) is int else v._name_
        v = d.get("len_entries")
        if v is not None:
            out["len_entries"] = v
        v = d.get("len_entries_uncompressed")
        if v is not None:
            out["len_entries_uncompressed"] = v
        v = d.get("num_entries")
        if v is not None:
            out["num_entries"] = v
        v = d.get("entries")
        if v is not None:
            out["entries"] = v if type(v) in PLAIN else G(v, c, budget)
        v = d.get("padding")
        if v is not None:
            out["padding"] = v if type(v) in PLAIN else G(v, c, budget)
        v = obj.inflated
        if v is not None:
            out["inflated"] = w8(v, c, budget)
        return out

    def w8(obj, depth, budget):  # inflated_contents
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        d = obj.__dict__
        c = depth + 1
        out = {}
        v = d.get("num_entries")
        if v is not None:
            out["num_entries"] = v if type(v) in PLAIN else G(v, c, budget)
        v = d.get("len_expected")
        if v is not None:
            out["len_expected"] = v if type(v) in PLAIN else G(v, c, budget)
        v = d.get("len_check")
        if v is not None:
            out["len_check"] = v if type(v) in PLAIN else G(v, c, budget)
        v = d.get("entries")
        if v is not None:
            out["entries"] = w9(v, c, budget)
        return out

    def w9(obj, depth, budget):  # content_entries
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        d = obj.__dict__
        c = depth + 1
        out = {}
        v = d.get("num_entries")
        if v is not None:
            out["num_entries"] = v if type(v) in PLAIN else G(v, c, budget)
        v = d.get("entries")
        if v is not None:
            out["entries"] = [w10(x, c + 1, budget) for x in v]
        v = d.get("padding")
        if v is not None:
            out["padding"] = v if type(v) in PLAIN else G(v, c, budget)
        return out

    def w10(obj, depth, budget):  # content_entry
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        d = obj.__dict__
        c = depth + 1
        out = {}
        v = d.get("len_aligned")
        if v is not None:
            out["len_aligned"] = v
        v = d.get("flags")
        if v is not None:
            out["flags"] = v
        v = d.get("len_content")
        if v is not None:
            out["len_content"] = v
        v = d.get("body")
        if v is not None:
            out["body"] = w6(v, c, budget)
        return out

    def w11(obj, depth, budget):  # args
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
        v = d.get("len_args")
        if v is not None:
            out["len_args"] = v
        v = d.get("num_args")
        if v is not None:
            out["num_args"] = v
        v = d.get("pairs")
        if v is not None:
            out["pairs"] = w12(v, c, budget)
        v = d.get("padding")
        if v is not None:
            out["padding"] = v if type(v) in PLAIN else G(v, c, budget)
        return out

    def w12(obj, depth, budget):  # arg_pairs
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        d = obj.__dict__
        c = depth + 1
        out = {}
        v = d.get("pairs")
        if v is not None:
            out["pairs"] = [w13(x, c + 1, budget) for x in v]
        return out

    def w13(obj, depth, budget):  # arg_pair
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        d = obj.__dict__
        c = depth + 1
        out = {}
        v = d.get("name")
        if v is not None:
            out["name"] = v
        v = d.get("value")
        if v is not None:
            out["value"] = v
        return out

    return {
        "DxcontainerSrci": w0,
        "DxcontainerSrci.Sections": w1,
        "DxcontainerSrci.Section": w2,
        "DxcontainerSrci.SourceNames": w3,
        "DxcontainerSrci.NameEntries": w4,
        "DxcontainerSrci.NameEntry": w5,
        "DxcontainerSrci.SizedText": w6,
        "DxcontainerSrci.SourceContents": w7,
        "DxcontainerSrci.InflatedContents": w8,
        "DxcontainerSrci.ContentEntries": w9,
        "DxcontainerSrci.ContentEntry": w10,
        "DxcontainerSrci.Args": w11,
        "DxcontainerSrci.ArgPairs": w12,
        "DxcontainerSrci.ArgPair": w13,
    }
