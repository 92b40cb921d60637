# This is a generated file! tools/ksc.js writes it from ../ksy/dxcontainer_sfi0.ksy:
# to_dict's walk of each type of the spec (dxfuzz.todict), by class qualname.
from dxcontainer_sfi0 import *  # noqa: F401,F403 - the names the value instances' expressions use
def walkers(S, G, PLAIN, MAX_DEPTH, too_deep, over_budget, nested, release, intern, number):
    def w0(obj, depth, budget):  # dxcontainer_sfi0
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        v = obj.doubles
        out["doubles"] = v
        v = obj.compute_shaders_plus_raw_and_structured_buffers
        out["compute_shaders_plus_raw_and_structured_buffers"] = v
        v = obj.uavs_at_every_stage
        out["uavs_at_every_stage"] = v
        v = obj.max_64_uavs
        out["max_64_uavs"] = v
        v = obj.minimum_precision
        out["minimum_precision"] = v
        v = obj.dx11_1_double_extensions
        out["dx11_1_double_extensions"] = v
        v = obj.dx11_1_shader_extensions
        out["dx11_1_shader_extensions"] = v
        v = obj.level9_comparison_filtering
        out["level9_comparison_filtering"] = v
        v = obj.tiled_resources
        out["tiled_resources"] = v
        v = obj.stencil_ref
        out["stencil_ref"] = v
        v = obj.inner_coverage
        out["inner_coverage"] = v
        v = obj.typed_uav_load_additional_formats
        out["typed_uav_load_additional_formats"] = v
        v = obj.rovs
        out["rovs"] = v
        v = obj.viewport_and_rt_array_index_from_any_shader_feeding_rasterizer
        out["viewport_and_rt_array_index_from_any_shader_feeding_rasterizer"] = v
        v = obj.wave_ops
        out["wave_ops"] = v
        v = obj.int64_ops
        out["int64_ops"] = v
        v = obj.view_id
        out["view_id"] = v
        v = obj.barycentrics
        out["barycentrics"] = v
        v = obj.native_low_precision
        out["native_low_precision"] = v
        v = obj.shading_rate
        out["shading_rate"] = v
        v = obj.raytracing_tier_1_1
        out["raytracing_tier_1_1"] = v
        v = obj.sampler_feedback
        out["sampler_feedback"] = v
        v = obj.atomic_int64_on_typed_resource
        out["atomic_int64_on_typed_resource"] = v
        v = obj.atomic_int64_on_group_shared
        out["atomic_int64_on_group_shared"] = v
        v = obj.derivatives_in_mesh_and_amp_shaders
        out["derivatives_in_mesh_and_amp_shaders"] = v
        v = obj.resource_descriptor_heap_indexing
        out["resource_descriptor_heap_indexing"] = v
        v = obj.sampler_descriptor_heap_indexing
        out["sampler_descriptor_heap_indexing"] = v
        v = obj.reserved
        out["reserved"] = v
        v = obj.atomic_int64_on_heap_resource
        out["atomic_int64_on_heap_resource"] = v
        v = obj.advanced_texture_ops
        out["advanced_texture_ops"] = v
        v = obj.writeable_msaa_textures
        out["writeable_msaa_textures"] = v
        v = obj.sample_cmp_with_gradient_or_bias
        out["sample_cmp_with_gradient_or_bias"] = v
        v = obj.extended_command_info
        out["extended_command_info"] = v
        v = obj.unknown_bits_33_39
        out["unknown_bits_33_39"] = v
        v = obj.uses_derivatives
        out["uses_derivatives"] = v
        v = obj.requires_group
        out["requires_group"] = v
        v = obj.unknown_optional_bits_42_62
        out["unknown_optional_bits_42_62"] = v
        v = obj.unknown_bit_63
        out["unknown_bit_63"] = v
        v = obj.tail
        out["tail"] = v if type(v) in PLAIN else G(v, c, budget)
        v = obj.flags
        if v is not None:
            out["flags"] = v if -6 < v < 257 else number(v, v)
        return out

    return {
        "DxcontainerSfi0": w0,
    }
