# This is a generated file! tools/ksc.js writes it from ../ksy/dxcontainer_ifce.ksy:
# to_dict's walk of each type of the spec (dxfuzz.todict), by class qualname.
def walkers(S, G, PLAIN, MAX_DEPTH, too_deep, over_budget, nested, release):
    def w0(obj, depth, budget):  # dxcontainer_ifce
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        v = obj.num_class_instances
        out["num_class_instances"] = v
        v = obj.num_class_types
        out["num_class_types"] = v
        v = obj.num_interface_slot_records
        out["num_interface_slot_records"] = v
        v = obj.num_interface_slots
        out["num_interface_slots"] = v
        v = obj.ofs_class_instances
        out["ofs_class_instances"] = v
        v = obj.ofs_class_types
        out["ofs_class_types"] = v
        v = obj.ofs_interface_slots
        out["ofs_interface_slots"] = v
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
        out["ofs_name"] = v
        v = obj.reserved
        out["reserved"] = v
        v = obj.cbuffer_stride
        out["cbuffer_stride"] = v
        v = obj.num_textures
        out["num_textures"] = v
        v = obj.num_samplers
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
        c = depth + 1
        out = {}
        v = obj.ofs_name
        out["ofs_name"] = v
        v = obj.type_id
        out["type_id"] = v
        v = obj.num_elements
        out["num_elements"] = v
        v = obj.cbuffer
        out["cbuffer"] = v
        v = obj.ofs_in_cbuffer
        out["ofs_in_cbuffer"] = v
        v = obj.texture
        out["texture"] = v
        v = obj.sampler
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
        c = depth + 1
        out = {}
        v = obj.slot_span
        out["slot_span"] = v
        v = obj.num_entries
        out["num_entries"] = v
        v = obj.ofs_type_ids
        out["ofs_type_ids"] = v
        v = obj.ofs_table_ids
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
