# This is a generated file! tools/ksc.js writes it from ../ksy/dxcontainer.ksy:
# to_dict's walk of each type of the spec (dxfuzz.todict), by class qualname.
from dxcontainer import *  # noqa: F401,F403 - the names the value instances' expressions use
def walkers(S, G, PLAIN, MAX_DEPTH, too_deep, over_budget, nested, release, intern, number):
    def w0(obj, depth, budget):  # dxcontainer
        if depth > MAX_DEPTH:
            too_deep()
        if depth:
            nested(obj, depth // 4)
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        v = obj.magic
        out["magic"] = v if type(v) in PLAIN else G(v, c, budget)
        v = obj.digest
        out["digest"] = v if type(v) in PLAIN else G(v, c, budget)
        v = obj.major_version
        out["major_version"] = v if -6 < v < 257 else number(v, v)
        v = obj.minor_version
        out["minor_version"] = v if -6 < v < 257 else number(v, v)
        v = obj.len_file
        out["len_file"] = v if -6 < v < 257 else number(v, v)
        v = obj.num_parts
        out["num_parts"] = v if -6 < v < 257 else number(v, v)
        v = obj.part_table
        out["part_table"] = [w1(x, c + 1, budget) for x in v]
        v = obj.program_locator
        if v is not None:
            out["program_locator"] = w3(v, c, budget)
        return out

    def w1(obj, depth, budget):  # part_entry
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        v = obj.ofs_part
        out["ofs_part"] = v if -6 < v < 257 else number(v, v)
        v = obj.part
        if v is not None:
            out["part"] = w2(v, c, budget)
        return out

    def w2(obj, depth, budget):  # part
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        v = obj.fourcc
        out["fourcc"] = v if type(v) is int else v._name_
        v = obj.len_body
        out["len_body"] = v if -6 < v < 257 else number(v, v)
        held = "_m_body" in obj.__dict__
        v = obj.body
        if v is not None:
            out["body"] = v if type(v) in PLAIN else G(v, c, budget)
        if not held:
            del v  # (the body, which would keep its objects alive)
            release(obj)
        v = obj.fourcc_text
        if v is not None:
            out["fourcc_text"] = intern(v)
        return out

    def w3(obj, depth, budget):  # program_locator
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        v = s_num_parts = obj.num_parts
        out["num_parts"] = v if -6 < v < 257 else number(v, v)
        v = obj.dxil_search
        if v is not None:
            out["dxil_search"] = [w4(x, c + 1, budget) for x in v]
        v = obj.ildb_search
        if v is not None:
            out["ildb_search"] = [w4(x, c + 1, budget) for x in v]
        v = i_shader_kind = ((obj.dxil_search[-1].shader_kind if obj.dxil_search[-1].matches else (obj.ildb_search[-1].shader_kind if obj.ildb_search[-1].matches else -1)) if s_num_parts > 0 else -1)
        if v is not None:
            out["shader_kind"] = v if type(v) in PLAIN else G(v, c, budget)
        return out

    def w4(obj, depth, budget):  # part_probe
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        v = s_fourcc = obj.fourcc
        out["fourcc"] = v if type(v) is int else v._name_
        v = obj.index
        out["index"] = v if -6 < v < 257 else number(v, v)
        v = s_ofs_part = obj.ofs_part
        out["ofs_part"] = v if -6 < v < 257 else number(v, v)
        v = obj.len_part
        if v is not None:
            out["len_part"] = v if -6 < v < 257 else number(v, v)
        v = i_matches =  ((s_ofs_part + 12 <= obj._io.size()) and (obj.part_fourcc == s_fourcc) and (obj.len_part >= 4)) 
        if v is not None:
            out["matches"] = v if type(v) in PLAIN else G(v, c, budget)
        v = obj.part_fourcc
        if v is not None:
            out["part_fourcc"] = v if type(v) is int else v._name_
        v = obj.shader_kind
        if v is not None:
            out["shader_kind"] = v if -6 < v < 257 else number(v, v)
        return out

    return {
        "Dxcontainer": w0,
        "Dxcontainer.PartEntry": w1,
        "Dxcontainer.Part": w2,
        "Dxcontainer.ProgramLocator": w3,
        "Dxcontainer.PartProbe": w4,
    }
