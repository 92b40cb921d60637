# This is a generated file! tools/ksc.js writes it from ../ksy/dxcontainer_ifce.ksy:
# to_dict's walk of each type of the spec (dxfuzz.todict), by class qualname.
def walkers(S, G, PLAIN, MAX_DEPTH, too_deep, over_budget, nested):
    def w0(obj, depth, budget):  # dxcontainer_ifce
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        d = obj.__dict__
        c = depth + 1
        out = {}
        v = d.get("num_class_instances")
        if v is not None:
            out["num_class_instances"] = v
        v = d.get("num_class_types")
        if v is not None:
            out["num_class_types"] = v
        v = d.get("num_interface_slot_records")
        if v is not None:
            out["num_interface_slot_records"] = v
        v = d.get("num_interface_slots")
        if v is not None:
            out["num_interface_slots"] = v
        v = d.get("ofs_class_instances")
        if v is not None:
            out["ofs_class_instances"] = v
        v = d.get("ofs_class_types")
        if v is not None:
            out["ofs_class_types"] = v
        v = d.get("ofs_interface_slots")
        if v is not None:
            out["ofs_interface_slots"] = v
        v = d.get("reserved")
        if v is not None:
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
        d = obj.__dict__
        c = depth + 1
        out = {}
        v = d.get("ofs_name")
        if v is not None:
            out["ofs_name"] = v
        v = d.get("reserved")
        if v is not None:
            out["reserved"] = v
        v = d.get("cbuffer_stride")
        if v is not None:
            out["cbuffer_stride"] = v
        v = d.get("num_textures")
        if v is not None:
            out["num_textures"] = v
        v = d.get("num_samplers")
        if v is not None:
            out["num_samplers"] = v
        v = obj.name
        if v is not None:
            out["name"] = v
        return out

    def w2(obj, depth, budget):  # class_instance
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        d = obj.__dict__
        c = depth + 1
        out = {}
        v = d.get("ofs_name")
        if v is not None:
            out["ofs_name"] = v
        v = d.get("type_id")
        if v is not None:
            out["type_id"] = v
        v = d.get("num_elements")
        if v is not None:
            out["num_elements"] = v
        v = d.get("cbuffer")
        if v is not None:
            out["cbuffer"] = v
        v = d.get("ofs_in_cbuffer")
        if v is not None:
            out["ofs_in_cbuffer"] = v
        v = d.get("texture")
        if v is not None:
            out["texture"] = v
        v = d.get("sampler")
        if v is not None:
            out["sampler"] = v
        v = obj.name
        if v is not None:
            out["name"] = v
        return out

    def w3(obj, depth, budget):  # interface_slot
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        d = obj.__dict__
        c = depth + 1
        out = {}
        v = d.get("slot_span")
        if v is not None:
            out["slot_span"] = v
        v = d.get("num_entries")
        if v is not None:
            out["num_entries"] = v
        v = d.get("ofs_type_ids")
        if v is not None:
            out["ofs_type_ids"] = v
        v = d.get("ofs_table_ids")
        if v is not None:
            out["ofs_table_ids"] = v
        v = obj.table_ids
        if v is not None:
            out["table_ids"] = list(v)
        v = obj.type_ids
        if v is not None:
            out["type_ids"] = list(v)
        return out

    return {
        "DxcontainerIfce": w0,
        "DxcontainerIfce.ClassType": w1,
        "DxcontainerIfce.ClassInstance": w2,
        "DxcontainerIfce.InterfaceSlot": w3,
    }
