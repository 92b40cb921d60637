meta:
  id: dxcontainer_stat
  title: Statistics (STAT), FXC statistics or DXC reflection program
  license: CC0-1.0
  ks-version: '0.11'
  endian: le
  imports:
    - dxcontainer_shader
    - dxcontainer_program
doc: |
  Two unrelated things share the fourcc `STAT`:

  * FXC writes shader statistics, the numbers behind D3D11_SHADER_DESC: 29
    u32 (116 bytes; Shader Model 4 and feature level 9) or 37 u32 (148
    bytes; Shader Model 5). No Microsoft header describes it; the field
    names follow D3D11_SHADER_DESC as Wine's `d3dcompiler_parse_stat` and
    DXDecompiler map them.
  * DXC writes a reflection-only copy of the DXIL program (every function
    body removed), with exactly the layout of a `DXIL` part.

  The content tells them apart, not the file's origin: a DXIL program has
  the magic `DXIL` at part offset 8 (its bitcode header), where FXC's
  statistics hold the `num_defs` slot, in practice a small number.
doc-ref:
  - https://github.com/microsoft/DirectXShaderCompiler/blob/main/lib/DxilContainer/DxilContainerAssembler.cpp
  - https://learn.microsoft.com/en-us/windows/win32/api/d3d11shader/ns-d3d11shader-d3d11_shader_desc
seq:
  - id: program
    type: dxcontainer_program
    if: is_program
    doc: The reflection-only DXIL program that DXC writes here (same layout as a `DXIL` part).
  - id: statistics
    type: statistics
    if: not is_program
    doc: FXC's statistics record.
instances:
  dxil_magic:
    -orig-id: DxilMagic
    pos: 8
    type: u4
    if: _io.size >= 12
    doc: The four bytes at part offset 8, read to tell the flavours apart (part of `program` or `statistics`).
  is_program:
    value: '_io.size >= 12 and dxil_magic == 0x4c495844'
    doc: True when the part holds a DXIL program (`DXIL` at offset 8), false for FXC statistics.
types:
  statistics:
    doc: |
      FXC's statistics: 29 u32 for Shader Model 4 and feature level 9, 37
      for Shader Model 5; bytes past the known slots are kept in `tail`.
      Wine also accepts an old 28-slot record, so `is_sample_frequency_shader`
      is read only when present.
    doc-ref: https://github.com/microsoft/DirectX-Headers/blob/main/include/directx/d3d12shader.h D3D12_SHADER_DESC
    seq:
      - id: num_instructions
        -orig-id: InstructionCount
        type: u4
        doc: 'Instruction slots used (the .asm listing''s "Approximately N instruction slots used"); D3D11_SHADER_DESC `InstructionCount`.'
      - id: num_temp_registers
        -orig-id: TempRegisterCount
        type: u4
        doc: 'Temporary registers (r#) used; the largest `dcl_temps` of any phase. `TempRegisterCount`.'
      - id: num_defs
        -orig-id: DefCount
        type: u4
        doc: Number of constant definitions FXC counted (D3D12_SHADER_DESC DefCount, described in d3d12shader.h as constant defines); usually small, which is what tells this record from a DXIL program.
      - id: num_dcls
        -orig-id: DclCount
        type: u4
        doc: Number of declarations FXC counted; d3d12shader.h describes DclCount as input plus output declarations.
      - id: num_float_instructions
        -orig-id: FloatInstructionCount
        type: u4
        doc: 'Floating-point arithmetic instructions (`FloatInstructionCount`).'
      - id: num_int_instructions
        -orig-id: IntInstructionCount
        type: u4
        doc: 'Signed-integer arithmetic instructions (`IntInstructionCount`).'
      - id: num_uint_instructions
        -orig-id: UintInstructionCount
        type: u4
        doc: 'Unsigned-integer arithmetic instructions (`UintInstructionCount`).'
      - id: num_static_flow_controls
        -orig-id: StaticFlowControlCount
        type: u4
        doc: 'Static flow-control instructions (`StaticFlowControlCount`).'
      - id: num_dynamic_flow_controls
        -orig-id: DynamicFlowControlCount
        type: u4
        doc: 'Dynamic flow-control instructions (`DynamicFlowControlCount`).'
      - id: num_macro_instructions
        -orig-id: MacroInstructionCount
        type: u4
        doc: 'Macro instructions (`MacroInstructionCount`; meaning guessed by DXDecompiler).'
      - id: num_temp_arrays
        -orig-id: TempArrayCount
        type: u4
        doc: 'Temporary arrays (x#) used (`TempArrayCount`).'
      - id: num_array_instructions
        -orig-id: ArrayInstructionCount
        type: u4
        doc: 'Array instructions (`ArrayInstructionCount`).'
      - id: num_cut_instructions
        -orig-id: CutInstructionCount
        type: u4
        doc: 'Geometry-shader cut instructions (`CutInstructionCount`).'
      - id: num_emit_instructions
        -orig-id: EmitInstructionCount
        type: u4
        doc: 'Geometry-shader emit instructions (`EmitInstructionCount`).'
      - id: texture_normal_instructions
        -orig-id: TextureNormalInstructions
        type: u4
        doc: "Texture instructions that are not counted as load, comparison, bias or gradient instructions (d3d12shader.h: non-categorized texture instructions)."
      - id: texture_load_instructions
        -orig-id: TextureLoadInstructions
        type: u4
        doc: 'Texture load instructions (`TextureLoadInstructions`).'
      - id: texture_comp_instructions
        -orig-id: TextureCompInstructions
        type: u4
        doc: 'Texture comparison instructions (`TextureCompInstructions`).'
      - id: texture_bias_instructions
        -orig-id: TextureBiasInstructions
        type: u4
        doc: 'Texture bias instructions (`TextureBiasInstructions`).'
      - id: texture_gradient_instructions
        -orig-id: TextureGradientInstructions
        type: u4
        doc: 'Texture gradient instructions (`TextureGradientInstructions`).'
      - id: num_mov_instructions
        -orig-id: MovInstructionCount
        type: u4
        doc: 'mov instructions (`MovInstructionCount`).'
      - id: num_movc_instructions
        -orig-id: MovcInstructionCount
        type: u4
        doc: 'movc instructions (`MovcInstructionCount`; Wine calls the slot unknown).'
      - id: num_conversion_instructions
        -orig-id: ConversionInstructionCount
        type: u4
        doc: 'Type conversion instructions (`ConversionInstructionCount`).'
      - id: unknown_22
        type: u4
        doc: 'Slot 22, meaning unknown (no source names it).'
      - id: input_primitive
        -orig-id: InputPrimitive
        type: u4
        enum: dxcontainer_shader::primitive
        doc: Geometry-shader input primitive, or for hull shaders the input patch (D3D_PRIMITIVE; `InputPrimitive`).
      - id: gs_output_topology
        -orig-id: GSOutputTopology
        type: u4
        enum: dxcontainer_shader::primitive_topology
        doc: Geometry-shader output topology (D3D_PRIMITIVE_TOPOLOGY; `GSOutputTopology`).
      - id: gs_max_num_output_vertices
        -orig-id: GSMaxOutputVertexCount
        type: u4
        doc: Geometry-shader `dcl_maxout` (`GSMaxOutputVertexCount`).
      - id: unknown_26
        type: u4
        doc: Slot 26, meaning unknown (DXDecompiler guesses texture gather instructions).
      - id: unknown_27
        type: u4
        doc: Slot 27, meaning unknown (DXDecompiler guesses texture LOD instructions).
      - id: is_sample_frequency_shader
        type: u4
        if: _io.size >= 116
        doc: Nonzero when a pixel shader runs per sample (`IsSampleFrequencyShader`).
      - id: num_gs_instances
        -orig-id: cGSInstanceCount
        type: u4
        if: _io.size >= 148
        doc: Geometry-shader instance count (`dcl_gsinstances`, 0 without it); Shader Model 5 record only.
      - id: control_points
        -orig-id: cControlPoints
        type: u4
        if: _io.size >= 148
        doc: Hull shaders' output control points, domain shaders' input control points (`cControlPoints`).
      - id: hs_output_primitive
        -orig-id: HSOutputPrimitive
        type: u4
        enum: dxcontainer_shader::tessellator_output_primitive
        if: _io.size >= 148
        doc: Tessellator output primitive (`HSOutputPrimitive`).
      - id: hs_partitioning
        -orig-id: HSPartitioning
        type: u4
        enum: dxcontainer_shader::tessellator_partitioning
        if: _io.size >= 148
        doc: Tessellator partitioning (`HSPartitioning`).
      - id: tessellator_domain
        -orig-id: TessellatorDomain
        type: u4
        enum: dxcontainer_shader::tessellator_domain
        if: _io.size >= 148
        doc: Tessellator domain (`TessellatorDomain`).
      - id: barrier_instructions
        -orig-id: cBarrierInstructions
        type: u4
        if: _io.size >= 148
        doc: Barrier (sync) instructions (`cBarrierInstructions`).
      - id: interlocked_instructions
        -orig-id: cInterlockedInstructions
        type: u4
        if: _io.size >= 148
        doc: Interlocked (atomic) instructions (`cInterlockedInstructions`).
      - id: texture_store_instructions
        -orig-id: cTextureStoreInstructions
        type: u4
        if: _io.size >= 148
        doc: Texture store instructions (`cTextureStoreInstructions`).
      - id: tail
        size-eos: true
        doc: Bytes after the known slots (none in every known file).
