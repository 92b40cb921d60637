"""Writers for ``ksy/dxcontainer_sfi0.ksy`` (SFI0)."""
from __future__ import annotations

from .buffer import Writer
from .given import Given

SPEC = "dxcontainer_sfi0"

#: The bit fields of the spec in order, least significant first: (name, width).
BITS = (
    ("doubles", 1), ("compute_shaders_plus_raw_and_structured_buffers", 1),
    ("uavs_at_every_stage", 1), ("max_64_uavs", 1), ("minimum_precision", 1),
    ("dx11_1_double_extensions", 1), ("dx11_1_shader_extensions", 1),
    ("level9_comparison_filtering", 1), ("tiled_resources", 1), ("stencil_ref", 1),
    ("inner_coverage", 1), ("typed_uav_load_additional_formats", 1), ("rovs", 1),
    ("viewport_and_rt_array_index_from_any_shader_feeding_rasterizer", 1), ("wave_ops", 1),
    ("int64_ops", 1), ("view_id", 1), ("barycentrics", 1), ("native_low_precision", 1),
    ("shading_rate", 1), ("raytracing_tier_1_1", 1), ("sampler_feedback", 1),
    ("atomic_int64_on_typed_resource", 1), ("atomic_int64_on_group_shared", 1),
    ("derivatives_in_mesh_and_amp_shaders", 1), ("resource_descriptor_heap_indexing", 1),
    ("sampler_descriptor_heap_indexing", 1), ("reserved", 1), ("atomic_int64_on_heap_resource", 1),
    ("advanced_texture_ops", 1), ("writeable_msaa_textures", 1),
    ("sample_cmp_with_gradient_or_bias", 1), ("extended_command_info", 1),
    ("unknown_bits_33_39", 7), ("uses_derivatives", 1), ("requires_group", 1),
    ("unknown_optional_bits_42_62", 21), ("unknown_bit_63", 1),
)

#: obj2yaml's name of each flag (``Flags:``), for the named bits LLVM prints.
#: LLVM also prints ``NextUnusedBit``: bit 33, the lowest of ``unknown_bits_33_39``.
LLVM_FLAGS = {
    "doubles": "Doubles",
    "compute_shaders_plus_raw_and_structured_buffers": "ComputeShadersPlusRawAndStructuredBuffers",
    "uavs_at_every_stage": "UAVsAtEveryStage", "max_64_uavs": "Max64UAVs",
    "minimum_precision": "MinimumPrecision", "dx11_1_double_extensions": "DX11_1_DoubleExtensions",
    "dx11_1_shader_extensions": "DX11_1_ShaderExtensions",
    "level9_comparison_filtering": "LEVEL9ComparisonFiltering", "tiled_resources": "TiledResources",
    "stencil_ref": "StencilRef", "inner_coverage": "InnerCoverage",
    "typed_uav_load_additional_formats": "TypedUAVLoadAdditionalFormats", "rovs": "ROVs",
    "viewport_and_rt_array_index_from_any_shader_feeding_rasterizer":
        "ViewportAndRTArrayIndexFromAnyShaderFeedingRasterizer",
    "wave_ops": "WaveOps", "int64_ops": "Int64Ops", "view_id": "ViewID", "barycentrics": "Barycentrics",
    "native_low_precision": "NativeLowPrecision", "shading_rate": "ShadingRate",
    "raytracing_tier_1_1": "Raytracing_Tier_1_1", "sampler_feedback": "SamplerFeedback",
    "atomic_int64_on_typed_resource": "AtomicInt64OnTypedResource",
    "atomic_int64_on_group_shared": "AtomicInt64OnGroupShared",
    "derivatives_in_mesh_and_amp_shaders": "DerivativesInMeshAndAmpShaders",
    "resource_descriptor_heap_indexing": "ResourceDescriptorHeapIndexing",
    "sampler_descriptor_heap_indexing": "SamplerDescriptorHeapIndexing", "reserved": "RESERVED",
    "atomic_int64_on_heap_resource": "AtomicInt64OnHeapResource",
    "advanced_texture_ops": "AdvancedTextureOps", "writeable_msaa_textures": "WriteableMSAATextures",
    "sample_cmp_with_gradient_or_bias": "SampleCmpWithGradientOrBias",
    "extended_command_info": "ExtendedCommandInfo",
}


#: The parts this writer builds from trees.
FOURCCS = ("SFI0",)


def pack_bits(obj) -> int:
    """The 64-bit word of a parsed SFI0 object's bit fields, or of a tree's
    (a bit field left out is 0)."""
    flags = Given(obj)
    value, shift = 0, 0
    for name, width in BITS:
        value |= (flags.number(name, default=0) & ((1 << width) - 1)) << shift
        shift += width
    return value


def dxcontainer_sfi0(obj, w: Writer) -> None:
    """The bit fields (left out: 0), then ``tail`` (left out: none)."""
    w.u8(pack_bits(obj))
    w.bytes(Given(obj).data("tail", b""))
    # flags (pos 0, u8) is the same eight bytes as the bit fields: nothing more to write.
