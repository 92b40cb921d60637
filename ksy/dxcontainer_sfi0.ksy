meta:
  id: dxcontainer_sfi0
  title: Shader feature info (SFI0)
  license: CC0-1.0
  ks-version: '0.11'
  endian: le
  bit-endian: le
doc: |
  The optional hardware features a shader needs, one bit each in a 64-bit
  little-endian word (the part is 8 bytes). The runtime refuses a shader
  that sets a bit it does not know, except for bits 40-62, which are
  "optional" (D3D11_OPTIONAL_FEATURE_FLAGS) and ignored when unknown. DXC
  writes SFI0 first in every container, FXC only when some bit is set. These
  are not the D3D_SHADER_REQUIRES_* reflection flags, whose bits differ.

  The bits are read as named 1-bit fields, least significant first; bits no
  source names are kept in the `unknown_*` fields, and bytes after the
  eighth in `tail`. LLVM's reader needs at least 8 bytes and ignores the rest.
doc-ref:
  - https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DXIL/DxilConstants.h
  - https://github.com/llvm/llvm-project/blob/main/llvm/include/llvm/BinaryFormat/DXContainerConstants.def
  - https://github.com/microsoft/DirectX-Headers/blob/main/include/directx/d3dcommon.h
# LLVM reads the flags with readInteger: a part shorter than 8 bytes fails so.
-message:
  eof: "Reading structure out of file bounds"
seq:
  - id: doubles
    -orig-id: ShaderFeatureInfo_Doubles
    type: b1
    doc: 'Double-precision floating point (SFI0 bit 0). Bit 0; LLVM `Doubles`.'
  - id: compute_shaders_plus_raw_and_structured_buffers
    -orig-id: ShaderFeatureInfo_ComputeShadersPlusRawAndStructuredBuffersViaShader4X
    type: b1
    doc: 'Raw and structured buffers in Shader Model 4.x compute shaders (DXC `ComputeShadersPlusRawAndStructuredBuffersViaShader4X`). Bit 1; LLVM `ComputeShadersPlusRawAndStructuredBuffers`.'
  - id: uavs_at_every_stage
    -orig-id: ShaderFeatureInfo_UAVsAtEveryStage
    type: b1
    doc: 'UAVs at every shader stage. Bit 2; LLVM `UAVsAtEveryStage`.'
  - id: max_64_uavs
    -orig-id: ShaderFeatureInfo_64UAVs
    type: b1
    doc: '64 UAV slots. Bit 3; LLVM `Max64UAVs`.'
  - id: minimum_precision
    -orig-id: ShaderFeatureInfo_MinimumPrecision
    type: b1
    doc: 'Minimum-precision data types (min16float and friends). Bit 4; LLVM `MinimumPrecision`.'
  - id: dx11_1_double_extensions
    -orig-id: ShaderFeatureInfo_11_1_DoubleExtensions
    type: b1
    doc: 'Double-precision extensions of Direct3D 11.1 (ddiv, drcp, dfma). Bit 5; LLVM `DX11_1_DoubleExtensions`.'
  - id: dx11_1_shader_extensions
    -orig-id: ShaderFeatureInfo_11_1_ShaderExtensions
    type: b1
    doc: 'Shader extensions of Direct3D 11.1 (msad, sum of absolute differences). Bit 6; LLVM `DX11_1_ShaderExtensions`.'
  - id: level9_comparison_filtering
    -orig-id: ShaderFeatureInfo_LEVEL9ComparisonFiltering
    type: b1
    doc: 'Comparison filtering on feature level 9. Bit 7; LLVM `LEVEL9ComparisonFiltering`.'
  - id: tiled_resources
    -orig-id: ShaderFeatureInfo_TiledResources
    type: b1
    doc: 'Tiled resources. Bit 8; LLVM `TiledResources`.'
  - id: stencil_ref
    -orig-id: ShaderFeatureInfo_StencilRef
    type: b1
    doc: 'Pixel-shader output SV_StencilRef. Bit 9; LLVM `StencilRef`.'
  - id: inner_coverage
    -orig-id: ShaderFeatureInfo_InnerCoverage
    type: b1
    doc: 'Pixel-shader input SV_InnerCoverage. Bit 10; LLVM `InnerCoverage`.'
  - id: typed_uav_load_additional_formats
    -orig-id: ShaderFeatureInfo_TypedUAVLoadAdditionalFormats
    type: b1
    doc: 'Typed UAV loads of additional formats. Bit 11; LLVM `TypedUAVLoadAdditionalFormats`.'
  - id: rovs
    -orig-id: ShaderFeatureInfo_ROVs
    type: b1
    doc: 'Rasterizer-ordered views. Bit 12; LLVM `ROVs`.'
  - id: viewport_and_rt_array_index_from_any_shader_feeding_rasterizer
    -orig-id: ShaderFeatureInfo_ViewportAndRTArrayIndexFromAnyShaderFeedingRasterizer
    type: b1
    doc: 'SV_RenderTargetArrayIndex or SV_ViewportArrayIndex written by any shader feeding the rasterizer. Bit 13; LLVM `ViewportAndRTArrayIndexFromAnyShaderFeedingRasterizer`.'
  - id: wave_ops
    -orig-id: ShaderFeatureInfo_WaveOps
    type: b1
    doc: 'Wave-level operations. Bit 14; LLVM `WaveOps`.'
  - id: int64_ops
    -orig-id: ShaderFeatureInfo_Int64Ops
    type: b1
    doc: '64-bit integer operations. Bit 15; LLVM `Int64Ops`.'
  - id: view_id
    -orig-id: ShaderFeatureInfo_ViewID
    type: b1
    doc: 'View instancing (SV_ViewID). Bit 16; LLVM `ViewID`.'
  - id: barycentrics
    -orig-id: ShaderFeatureInfo_Barycentrics
    type: b1
    doc: 'SV_Barycentrics. Bit 17; LLVM `Barycentrics`.'
  - id: native_low_precision
    -orig-id: ShaderFeatureInfo_NativeLowPrecision
    type: b1
    doc: 'Native 16-bit types (`-enable-16bit-types`). Bit 18; LLVM `NativeLowPrecision`.'
  - id: shading_rate
    -orig-id: ShaderFeatureInfo_ShadingRate
    type: b1
    doc: 'Variable-rate shading (SV_ShadingRate). Bit 19; LLVM `ShadingRate`.'
  - id: raytracing_tier_1_1
    -orig-id: ShaderFeatureInfo_Raytracing_Tier_1_1
    type: b1
    doc: 'Raytracing tier 1.1 features. Bit 20; LLVM `Raytracing_Tier_1_1`.'
  - id: sampler_feedback
    -orig-id: ShaderFeatureInfo_SamplerFeedback
    type: b1
    doc: 'Sampler feedback. Bit 21; LLVM `SamplerFeedback`.'
  - id: atomic_int64_on_typed_resource
    -orig-id: ShaderFeatureInfo_AtomicInt64OnTypedResource
    type: b1
    doc: '64-bit atomics on typed resources. Bit 22; LLVM `AtomicInt64OnTypedResource`.'
  - id: atomic_int64_on_group_shared
    -orig-id: ShaderFeatureInfo_AtomicInt64OnGroupShared
    type: b1
    doc: '64-bit atomics on group-shared memory. Bit 23; LLVM `AtomicInt64OnGroupShared`.'
  - id: derivatives_in_mesh_and_amp_shaders
    -orig-id: ShaderFeatureInfo_DerivativesInMeshAndAmpShaders
    type: b1
    doc: 'Derivatives in mesh and amplification shaders. Bit 24; LLVM `DerivativesInMeshAndAmpShaders`.'
  - id: resource_descriptor_heap_indexing
    -orig-id: ShaderFeatureInfo_ResourceDescriptorHeapIndexing
    type: b1
    doc: 'ResourceDescriptorHeap indexing (Shader Model 6.6 dynamic resources). Bit 25; LLVM `ResourceDescriptorHeapIndexing`.'
  - id: sampler_descriptor_heap_indexing
    -orig-id: ShaderFeatureInfo_SamplerDescriptorHeapIndexing
    type: b1
    doc: 'SamplerDescriptorHeap indexing. Bit 26; LLVM `SamplerDescriptorHeapIndexing`.'
  - id: reserved
    -orig-id: ShaderFeatureInfo_Reserved
    type: b1
    doc: 'Reserved: `WaveMMA` in d3dcommon.h and DXC (experimental, not supported); LLVM calls it RESERVED. Bit 27; LLVM `RESERVED`.'
  - id: atomic_int64_on_heap_resource
    -orig-id: ShaderFeatureInfo_AtomicInt64OnHeapResource
    type: b1
    doc: '64-bit atomics on descriptor-heap resources. Bit 28; LLVM `AtomicInt64OnHeapResource`.'
  - id: advanced_texture_ops
    -orig-id: ShaderFeatureInfo_AdvancedTextureOps
    type: b1
    doc: 'Advanced texture operations (Shader Model 6.7). Bit 29; LLVM `AdvancedTextureOps`.'
  - id: writeable_msaa_textures
    -orig-id: ShaderFeatureInfo_WriteableMSAATextures
    type: b1
    doc: 'Writeable MSAA textures (Shader Model 6.7). Bit 30; LLVM `WriteableMSAATextures`.'
  - id: sample_cmp_with_gradient_or_bias
    -orig-id: ShaderFeatureInfo_SampleCmpGradientOrBias
    type: b1
    doc: 'SampleCmp with gradient or bias (Shader Model 6.8; DXC `SampleCmpGradientOrBias`). Bit 31; LLVM `SampleCmpWithGradientOrBias`.'
  - id: extended_command_info
    -orig-id: ShaderFeatureInfo_ExtendedCommandInfo
    type: b1
    doc: 'Extended command information: SV_StartVertexLocation, SV_StartInstanceLocation (Shader Model 6.8). Bit 32; LLVM `ExtendedCommandInfo`.'
  - id: unknown_bits_33_39
    type: b7
    doc: |
      Bits 33-39, not assigned (the last bits a required feature may use;
      LLVM prints bit 33 as `NextUnusedBit`).
  - id: uses_derivatives
    -orig-id: OptFeatureInfo_UsesDerivatives
    type: b1
    doc: Bit 40, optional information (DXC `OptFeatureInfo_UsesDerivatives`), mainly used in RDAT.
  - id: requires_group
    -orig-id: OptFeatureInfo_RequiresGroup
    type: b1
    doc: Bit 41, optional information (DXC `OptFeatureInfo_RequiresGroup`), mainly used in RDAT.
  - id: unknown_optional_bits_42_62
    type: b21
    doc: Bits 42-62, optional bits no source names yet; runtimes ignore them.
  - id: unknown_bit_63
    type: b1
    doc: Bit 63, not assigned and not optional.
  - id: tail
    size-eos: true
    doc: Bytes after the 64-bit word (none in every known file).
instances:
  flags:
    -orig-id: FeatureFlags
    pos: 0
    type: u8
    doc: The whole 64-bit word, the same bytes as the bit fields (imprecise above 2^53 in JavaScript).
