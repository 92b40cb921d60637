# This is a generated file! tools/ksc.js writes it from ../ksy/dxcontainer_sfi0.ksy:
# to_dict's walk of each type of the spec (dxfuzz.todict), by class qualname.
def walkers(S, G, PLAIN, MAX_DEPTH, too_deep, over_budget, nested):
    def w0(obj, depth, budget):  # dxcontainer_sfi0
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        d = obj.__dict__
        c = depth + 1
        out = {}
        v = d.get("doubles")
        if v is not None:
            out["doubles"] = v
        v = d.get("compute_shaders_plus_raw_and_structured_buffers")
        if v is not None:
            out["compute_shaders_plus_raw_and_structured_buffers"] = v
        v = d.get("uavs_at_every_stage")
        if v is not None:
            out["uavs_at_every_stage"] = v
        v = d.get("max_64_uavs")
        if v is not None:
            out["max_64_uavs"] = v
        v = d.get("minimum_precision")
        if v is not None:
            out["minimum_precision"] = v
        v = d.get("dx11_1_double_extensions")
        if v is not None:
            out["dx11_1_double_extensions"] = v
        v = d.get("dx11_1_shader_extensions")
        if v is not None:
            out["dx11_1_shader_extensions"] = v
        v = d.get("level9_comparison_filtering")
        if v is not None:
            out["level9_comparison_filtering"] = v
        v = d.get("tiled_resources")
        if v is not None:
            out["tiled_resources"] = v
        v = d.get("stencil_ref")
        if v is not None:
            out["stencil_ref"] = v
        v = d.get("inner_coverage")
        if v is not None:
            out["inner_coverage"] = v
        v = d.get("typed_uav_load_additional_formats")
        if v is not None:
            out["typed_uav_load_additional_formats"] = v
        v = d.get("rovs")
        if v is not None:
            out["rovs"] = v
        v = d.get("viewport_and_rt_array_index_from_any_shader_feeding_rasterizer")
        if v is not None:
            out["viewport_and_rt_array_index_from_any_shader_feeding_rasterizer"] = v
        v = d.get("wave_ops")
        if v is not None:
            out["wave_ops"] = v
        v = d.get("int64_ops")
        if v is not None:
            out["int64_ops"] = v
        v = d.get("view_id")
        if v is not None:
            out["view_id"] = v
        v = d.get("barycentrics")
        if v is not None:
            out["barycentrics"] = v
        v = d.get("native_low_precision")
        if v is not None:
            out["native_low_precision"] = v
        v = d.get("shading_rate")
        if v is not None:
            out["shading_rate"] = v
        v = d.get("raytracing_tier_1_1")
        if v is not None:
            out["raytracing_tier_1_1"] = v
        v = d.get("sampler_feedback")
        if v is not None:
            out["sampler_feedback"] = v
        v = d.get("atomic_int64_on_typed_resource")
        if v is not None:
            out["atomic_int64_on_typed_resource"] = v
        v = d.get("atomic_int64_on_group_shared")
        if v is not None:
            out["atomic_int64_on_group_shared"] = v
        v = d.get("derivatives_in_mesh_and_amp_shaders")
        if v is not None:
            out["derivatives_in_mesh_and_amp_shaders"] = v
        v = d.get("resource_descriptor_heap_indexing")
        if v is not None:
            out["resource_descriptor_heap_indexing"] = v
        v = d.get("sampler_descriptor_heap_indexing")
        if v is not None:
            out["sampler_descriptor_heap_indexing"] = v
        v = d.get("reserved")
        if v is not None:
            out["reserved"] = v
        v = d.get("atomic_int64_on_heap_resource")
        if v is not None:
            out["atomic_int64_on_heap_resource"] = v
        v = d.get("advanced_texture_ops")
        if v is not None:
            out["advanced_texture_ops"] = v
        v = d.get("writeable_msaa_textures")
        if v is not None:
            out["writeable_msaa_textures"] = v
        v = d.get("sample_cmp_with_gradient_or_bias")
        if v is not None:
            out["sample_cmp_with_gradient_or_bias"] = v
        v = d.get("extended_command_info")
        if v is not None:
            out["extended_command_info"] = v
        v = d.get("unknown_bits_33_39")
        if v is not None:
            out["unknown_bits_33_39"] = v
        v = d.get("uses_derivatives")
        if v is not None:
            out["uses_derivatives"] = v
        v = d.get("requires_group")
        if v is not None:
            out["requires_group"] = v
        v = d.get("unknown_optional_bits_42_62")
        if v is not None:
            out["unknown_optional_bits_42_62"] = v
        v = d.get("unknown_bit_63")
        if v is not None:
            out["unknown_bit_63"] = v
        v = d.get("tail")
        if v is not None:
            out["tail"] = v if type(v) in PLAIN else G(v, c, budget)
        v = obj.flags
        if v is not None:
            out["flags"] = v
        return out

    return {
        "DxcontainerSfi0": w0,
    }
