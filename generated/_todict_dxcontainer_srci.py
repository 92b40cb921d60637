# This is a generated file! tools/ksc.js writes it from ../ksy/dxcontainer_srci.ksy:
# to_dict's walk of each type of the spec (dxfuzz.todict), by class qualname.
from dxcontainer_srci import *  # noqa: F401,F403 - the names the value instances' expressions use
def walkers(S, G, PLAIN, MAX_DEPTH, too_deep, over_budget, nested, release, intern, number):
    def w0(obj, depth, budget):  # dxcontainer_srci
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        v = obj.len_aligned
        out["len_aligned"] = v if -6 < v < 257 else number(v, v)
        v = obj.flags
        out["flags"] = v if -6 < v < 257 else number(v, v)
        v = obj.num_sections
        out["num_sections"] = v if -6 < v < 257 else number(v, v)
        v = obj.body
        out["body"] = w1(v, c, budget)
        v = obj.tail
        out["tail"] = v if type(v) in PLAIN else G(v, c, budget)
        return out

    def w1(obj, depth, budget):  # sections
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        v = obj.num_sections
        out["num_sections"] = v if -6 < v < 257 else number(v, v)
        v = obj.sections
        out["sections"] = [w2(x, c + 1, budget) for x in v]
        v = obj.padding
        out["padding"] = v if type(v) in PLAIN else G(v, c, budget)
        return out

    def w2(obj, depth, budget):  # section
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        v = obj.len_aligned
        out["len_aligned"] = v if -6 < v < 257 else number(v, v)
        v = obj.flags
        out["flags"] = v if -6 < v < 257 else number(v, v)
        v = obj.section_type
        out["section_type"] = v if type(v) is int else v._name_
        v = obj.body
        out["body"] = v if type(v) in PLAIN else G(v, c, budget)
        return out

    def w3(obj, depth, budget):  # source_names
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        v = obj.flags
        out["flags"] = v if -6 < v < 257 else number(v, v)
        v = obj.num_names
        out["num_names"] = v if -6 < v < 257 else number(v, v)
        v = obj.len_entries
        out["len_entries"] = v if -6 < v < 257 else number(v, v)
        v = obj.entries
        out["entries"] = w4(v, c, budget)
        v = obj.padding
        out["padding"] = v if type(v) in PLAIN else G(v, c, budget)
        return out

    def w4(obj, depth, budget):  # name_entries
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        v = obj.num_entries
        out["num_entries"] = v if -6 < v < 257 else number(v, v)
        v = obj.entries
        out["entries"] = [w5(x, c + 1, budget) for x in v]
        v = obj.padding
        out["padding"] = v if type(v) in PLAIN else G(v, c, budget)
        return out

    def w5(obj, depth, budget):  # name_entry
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        v = obj.len_aligned
        out["len_aligned"] = v if -6 < v < 257 else number(v, v)
        v = obj.flags
        out["flags"] = v if -6 < v < 257 else number(v, v)
        v = obj.len_name
        out["len_name"] = v if -6 < v < 257 else number(v, v)
        v = obj.len_content
        out["len_content"] = v if -6 < v < 257 else number(v, v)
        v = obj.body
        out["body"] = w6(v, c, budget)
        return out

    def w6(obj, depth, budget):  # sized_text
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        d = obj.__dict__
        v = obj.len_with_nul
        out["len_with_nul"] = v if -6 < v < 257 else number(v, v)
        v = d.get("text")
        if v is not None:
            out["text"] = intern(v)
        v = d.get("terminator")
        if v is not None:
            out["terminator"] = v
        v = obj.padding
        out["padding"] = v if type(v) in PLAIN else G(v, c, budget)
        return out

    def w7(obj, depth, budget):  # source_contents
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        v = obj.len_aligned
        out["len_aligned"] = v if -6 < v < 257 else number(v, v)
        v = obj.flags
        out["flags"] = v if -6 < v < 257 else number(v, v)
        v = obj.compress_type
        out["compress_type"] = v if type(v) is int else v._name_
        v = obj.len_entries
        out["len_entries"] = v if -6 < v < 257 else number(v, v)
        v = obj.len_entries_uncompressed
        out["len_entries_uncompressed"] = v if -6 < v < 257 else number(v, v)
        v = obj.num_entries
        out["num_entries"] = v if -6 < v < 257 else number(v, v)
        v = obj.entries
        out["entries"] = v if type(v) in PLAIN else G(v, c, budget)
        v = obj.padding
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
        c = depth + 1
        out = {}
        v = obj.num_entries
        out["num_entries"] = v if -6 < v < 257 else number(v, v)
        v = obj.len_expected
        out["len_expected"] = v if -6 < v < 257 else number(v, v)
        v = obj.len_check
        out["len_check"] = v if type(v) in PLAIN else G(v, c, budget)
        v = obj.entries
        out["entries"] = w9(v, c, budget)
        return out

    def w9(obj, depth, budget):  # content_entries
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        v = obj.num_entries
        out["num_entries"] = v if -6 < v < 257 else number(v, v)
        v = obj.entries
        out["entries"] = [w10(x, c + 1, budget) for x in v]
        v = obj.padding
        out["padding"] = v if type(v) in PLAIN else G(v, c, budget)
        return out

    def w10(obj, depth, budget):  # content_entry
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        v = obj.len_aligned
        out["len_aligned"] = v if -6 < v < 257 else number(v, v)
        v = obj.flags
        out["flags"] = v if -6 < v < 257 else number(v, v)
        v = obj.len_content
        out["len_content"] = v if -6 < v < 257 else number(v, v)
        v = obj.body
        out["body"] = w6(v, c, budget)
        return out

    def w11(obj, depth, budget):  # args
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        v = obj.flags
        out["flags"] = v if -6 < v < 257 else number(v, v)
        v = obj.len_args
        out["len_args"] = v if -6 < v < 257 else number(v, v)
        v = obj.num_args
        out["num_args"] = v if -6 < v < 257 else number(v, v)
        v = obj.pairs
        out["pairs"] = w12(v, c, budget)
        v = obj.padding
        out["padding"] = v if type(v) in PLAIN else G(v, c, budget)
        return out

    def w12(obj, depth, budget):  # arg_pairs
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        v = obj.pairs
        out["pairs"] = [w13(x, c + 1, budget) for x in v]
        return out

    def w13(obj, depth, budget):  # arg_pair
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        v = obj.name
        out["name"] = intern(v)
        v = obj.value
        out["value"] = intern(v)
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
