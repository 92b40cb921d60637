# This is a generated file! tools/ksc.js writes it from ../ksy/dxcontainer_ifce.ksy:
# to_dict's walk of each type of the spec (dxfuzz.todict), by class qualname.
from dxcontainer_ifce import *  # noqa: F401,F403 - the names the value instances' expressions use
def walkers(S, G, PLAIN, MAX_DEPTH, too_deep, over_budget, nested, release, intern, number):
    def w0(obj, depth, budget):  # dxcontainer_ifce
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        v = obj.num_class_instances
        out["num_class_instances"] = v if -6 < v < 257 else number(v, v)
        v = obj.num_class_types
        out["num_class_types"] = v if -6 < v < 257 else number(v, v)
        v = obj.num_interface_slot_records
        out["num_interface_slot_records"] = v if -6 < v < 257 else number(v, v)
        v = obj.num_interface_slots
        out["num_interface_slots"] = v if -6 < v < 257 else number(v, v)
        v = obj.ofs_class_instances
        out["ofs_class_instances"] = v if -6 < v < 257 else number(v, v)
        v = obj.ofs_class_types
        out["ofs_class_types"] = v if -6 < v < 257 else number(v, v)
        v = obj.ofs_interface_slots
        out["ofs_interface_slots"] = v if -6 < v < 257 else number(v, v)
        v = obj.reserved
        out["reserved"] = v if type(v) in PLAIN else G(v, c, budget)
        v = obj.class_instances
        if v is not None:
            out["class_instances"] = [w2(x, c + 1, budget) for x in v]
        v = obj.class_types
        if v is not None:
            out["class_types"] = [w1(x, c + 1, budget) for x in v]
        v = obj.interface_slots
        if v is not None:
            out["interface_slots"] = [w3(x, c + 1, budget) for x in v]
        return out

    def w1(obj, depth, budget):  # class_type
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        v = obj.ofs_name
        out["ofs_name"] = v if -6 < v < 257 else number(v, v)
        v = obj.reserved
        out["reserved"] = v if -6 < v < 257 else number(v, v)
        v = obj.cbuffer_stride
        out["cbuffer_stride"] = v if -6 < v < 257 else number(v, v)
        v = obj.num_textures
        out["num_textures"] = v if -6 < v < 257 else number(v, v)
        v = obj.num_samplers
        out["num_samplers"] = v if -6 < v < 257 else number(v, v)
        v = obj.name
        if v is not None:
            out["name"] = intern(v)
        return out

    def w2(obj, depth, budget):  # class_instance
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        v = obj.ofs_name
        out["ofs_name"] = v if -6 < v < 257 else number(v, v)
        v = obj.type_id
        out["type_id"] = v if -6 < v < 257 else number(v, v)
        v = obj.num_elements
        out["num_elements"] = v if -6 < v < 257 else number(v, v)
        v = obj.cbuffer
        out["cbuffer"] = v if -6 < v < 257 else number(v, v)
        v = obj.ofs_in_cbuffer
        out["ofs_in_cbuffer"] = v if -6 < v < 257 else number(v, v)
        v = obj.texture
        out["texture"] = v if -6 < v < 257 else number(v, v)
        v = obj.sampler
        out["sampler"] = v if -6 < v < 257 else number(v, v)
        v = obj.name
        if v is not None:
            out["name"] = intern(v)
        return out

    def w3(obj, depth, budget):  # interface_slot
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        v = obj.slot_span
        out["slot_span"] = v if -6 < v < 257 else number(v, v)
        v = obj.num_entries
        out["num_entries"] = v if -6 < v < 257 else number(v, v)
        v = obj.ofs_type_ids
        out["ofs_type_ids"] = v if -6 < v < 257 else number(v, v)
        v = obj.ofs_table_ids
        out["ofs_table_ids"] = v if -6 < v < 257 else number(v, v)
        v = obj.table_ids
        if v is not None:
            out["table_ids"] = [x if -6 < x < 257 else number(x, x) for x in v]
        v = obj.type_ids
        if v is not None:
            out["type_ids"] = [x if -6 < x < 257 else number(x, x) for x in v]
        return out

    return {
        "DxcontainerIfce": w0,
        "DxcontainerIfce.ClassType": w1,
        "DxcontainerIfce.ClassInstance": w2,
        "DxcontainerIfce.InterfaceSlot": w3,
    }
