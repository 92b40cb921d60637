meta:
  id: dxcontainer_rts0
  title: Serialized root signature (RTS0), versions 1.0, 1.1 and 1.2
  license: CC0-1.0
  ks-version: '0.11'
  endian: le
doc: |
  A Direct3D 12 root signature as `D3D12SerializeVersionedRootSignature`
  writes it: the part FXC (Shader Model 5.1 `[RootSignature]`, `rootsig_1_x`
  targets), DXC and clang put in a container, and the bytes a DXIL library
  stores for its GlobalRootSignature / LocalRootSignature subobjects (RDAT
  raw bytes, parsed with this spec).

  A 24-byte header names the version and locates two arrays: the root
  parameters (12-byte headers, each pointing at its payload) and the static
  samplers. Every offset is relative to the start of the part data. DXC and
  LLVM write header, parameter headers, each parameter's payload (a table's
  8-byte header directly followed by its ranges), then the samplers, with no
  gaps, and point `ofs_static_samplers` at the end when there are none; but
  readers follow the offsets, so they may point anywhere (LLVM's own unit
  tests put gaps between blocks). Bytes between blocks are not fields: the
  serializer copies them from the source.

  The version decides three record layouts: a root descriptor has `flags`
  from 1.1 on, a descriptor range has `flags` (before
  `ofs_in_table`) from 1.1 on, and a static sampler
  has `flags` from 1.2 on (`D3D12_STATIC_SAMPLER_DESC1`; only LLVM writes it,
  DXC does not know 1.2). Other versions are refused by DXC and by the
  runtime; LLVM 22 reads their header, and so does this spec, but it decodes
  parameters and samplers only for the three known versions.

  Enumerations are kept as read (an unknown value stays a number): DXC and
  the runtime refuse unknown ones when they validate, LLVM 22's object
  reader accepts them and only its obj2yaml refuses to print them.

  One rule keeps decoding linear in the input size, since offsets let many
  parameters share one descriptor table (or many tables one range array):
  with more than 4 parameters, payloads must come in parameter order
  (strictly increasing offsets) and a table's ranges must lie between its
  header and the next parameter's payload. Every known writer (DXC, FXC,
  LLVM, the D3D12 runtime's serializer) lays them out so; with up to 4
  parameters any layout is accepted.
doc-ref:
  - https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilRootSignature/DxilRootSignature.h
  - https://github.com/microsoft/DirectXShaderCompiler/blob/main/lib/DxilRootSignature/DxilRootSignatureSerializer.cpp
  - https://github.com/llvm/llvm-project/blob/main/llvm/include/llvm/BinaryFormat/DXContainer.h
  - https://github.com/microsoft/DirectX-Headers/blob/main/include/directx/d3d12.h
# LLVM checks the six header words first (DirectX::RootSignature::parse).
-message:
  eof: "Invalid root signature, insufficient space for header."
seq:
  - id: version
    -orig-id: Version
    type: u4
    enum: root_signature_version
    doc: |
      Serialization version (D3D_ROOT_SIGNATURE_VERSION): 1 = 1.0, 2 = 1.1,
      3 = 1.2. It selects the layout of root descriptors, descriptor ranges
      and static samplers.
  - id: num_parameters
    -orig-id: NumParameters
    type: u4
    doc: Number of root parameters (the root signature's slots, in slot order).
  - id: ofs_parameters
    -orig-id: RootParametersOffset
    type: u4
    doc: Offset of the root parameter header array (24 when DXC or LLVM wrote it, even with no parameters).
  - id: num_static_samplers
    -orig-id: NumStaticSamplers
    type: u4
    doc: Number of static sampler records at `ofs_static_samplers`.
  - id: ofs_static_samplers
    -orig-id: StaticSamplersOffset
    type: u4
    doc: Offset of the static sampler array; DXC and LLVM point it at the end of the data when there are none.
  - id: flags
    -orig-id: Flags
    type: u4
    doc: |
      D3D12_ROOT_SIGNATURE_FLAGS (see the `allow_*` / `deny_*` instances).
      DXC accepts 0x80000FFF (bit 31: AllowLowTierReservedHwCbLimit), LLVM's
      validator only 0xFFF.
instances:
  is_known_version:
    value: version.to_i >= 1 and version.to_i <= 3
    doc: The version is 1.0, 1.1 or 1.2, whose layouts this spec knows.
  parameters:
    -message:
      eof: "Reading structure out of file bounds"
    pos: ofs_parameters
    type: root_parameter(_index)
    repeat: expr
    repeat-expr: num_parameters
    if: is_known_version
    doc: The root parameters, in slot order.
  static_samplers:
    -message:
      eof: "Reading structure out of file bounds"
    pos: ofs_static_samplers
    type: static_sampler(version.to_i >= 3 and _io.size - _io.pos >= 56)
    repeat: expr
    repeat-expr: num_static_samplers
    if: is_known_version
    doc: Samplers fixed in the root signature itself, bound by register and space without a descriptor heap.
  allow_input_assembler_input_layout:
    -orig-id: AllowInputAssemblerInputLayout
    value: (flags & 0x1) != 0
    doc: ALLOW_INPUT_ASSEMBLER_INPUT_LAYOUT (0x1) - the input assembler may use an input layout.
  deny_vertex_shader_root_access:
    -orig-id: DenyVertexShaderRootAccess
    value: (flags & 0x2) != 0
    doc: DENY_VERTEX_SHADER_ROOT_ACCESS (0x2).
  deny_hull_shader_root_access:
    -orig-id: DenyHullShaderRootAccess
    value: (flags & 0x4) != 0
    doc: DENY_HULL_SHADER_ROOT_ACCESS (0x4).
  deny_domain_shader_root_access:
    -orig-id: DenyDomainShaderRootAccess
    value: (flags & 0x8) != 0
    doc: DENY_DOMAIN_SHADER_ROOT_ACCESS (0x8).
  deny_geometry_shader_root_access:
    -orig-id: DenyGeometryShaderRootAccess
    value: (flags & 0x10) != 0
    doc: DENY_GEOMETRY_SHADER_ROOT_ACCESS (0x10).
  deny_pixel_shader_root_access:
    -orig-id: DenyPixelShaderRootAccess
    value: (flags & 0x20) != 0
    doc: DENY_PIXEL_SHADER_ROOT_ACCESS (0x20).
  allow_stream_output:
    -orig-id: AllowStreamOutput
    value: (flags & 0x40) != 0
    doc: ALLOW_STREAM_OUTPUT (0x40).
  local_root_signature:
    -orig-id: LocalRootSignature
    value: (flags & 0x80) != 0
    doc: LOCAL_ROOT_SIGNATURE (0x80) - a raytracing local root signature.
  deny_amplification_shader_root_access:
    -orig-id: DenyAmplificationShaderRootAccess
    value: (flags & 0x100) != 0
    doc: DENY_AMPLIFICATION_SHADER_ROOT_ACCESS (0x100).
  deny_mesh_shader_root_access:
    -orig-id: DenyMeshShaderRootAccess
    value: (flags & 0x200) != 0
    doc: DENY_MESH_SHADER_ROOT_ACCESS (0x200).
  cbv_srv_uav_heap_directly_indexed:
    -orig-id: CBVSRVUAVHeapDirectlyIndexed
    value: (flags & 0x400) != 0
    doc: CBV_SRV_UAV_HEAP_DIRECTLY_INDEXED (0x400) - shaders index the resource heap (SM 6.6 ResourceDescriptorHeap).
  sampler_heap_directly_indexed:
    -orig-id: SamplerHeapDirectlyIndexed
    value: (flags & 0x800) != 0
    doc: SAMPLER_HEAP_DIRECTLY_INDEXED (0x800) - shaders index the sampler heap (SM 6.6 SamplerDescriptorHeap).
  allow_low_tier_reserved_hw_cb_limit:
    -orig-id: AllowLowTierReservedHwCbLimit
    value: (flags & 0x80000000) != 0
    doc: DXC's AllowLowTierReservedHwCbLimit (bit 31); not in d3d12.h, not accepted by LLVM.
types:
  root_parameter:
    doc: 'One root parameter header (D3D12_ROOT_PARAMETER[1] on disk: DxilContainerRootParameter, 12 bytes).'
    doc-ref: https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilRootSignature/DxilRootSignature.h DxilContainerRootParameter
    params:
      - id: index
        type: u4
        doc: Slot number of the parameter.
    seq:
      - id: parameter_type
        -orig-id: ParameterType
        type: u4
        enum: root_parameter_type
        doc: What the slot holds; it selects the payload layout.
      - id: shader_visibility
        -orig-id: ShaderVisibility
        type: u4
        enum: shader_visibility
        doc: Shader stages that can see the slot.
      - id: ofs_payload
        -orig-id: PayloadOffset
        -message:
          valid: "root parameter payloads out of order: with more than 4 parameters each payload must follow the previous one"
        type: u4
        valid:
          min: '(_root.num_parameters <= 4 or index == 0 or ofs_payload > ofs_payload_prev) ? 0 : 0x100000000'
        doc: |
          Offset of the payload (table header, constants or root descriptor).
          With more than 4 parameters it must be greater than the previous
          parameter's (see the top).
    instances:
      ofs_payload_prev:
        -orig-id: PayloadOffset
        pos: _root.ofs_parameters + 12 * (index - 1) + 8
        type: u4
        if: _root.num_parameters > 4 and index > 0
        doc: The previous parameter's payload offset (for the order rule).
      ofs_payload_next:
        -orig-id: PayloadOffset
        pos: _root.ofs_parameters + 12 * (index + 1) + 8
        type: u4
        if: _root.num_parameters > 4 and index + 1 < _root.num_parameters
        doc: The next parameter's payload offset (for the order rule).
      payload:
        -message:
          eof: "Reading structure out of file bounds"
        pos: ofs_payload
        type:
          switch-on: parameter_type
          cases:
            'root_parameter_type::descriptor_table': descriptor_table
            'root_parameter_type::constants_32bit': root_constants
            'root_parameter_type::cbv': root_descriptor
            'root_parameter_type::srv': root_descriptor
            'root_parameter_type::uav': root_descriptor
        if: parameter_type.to_i <= 4
        doc: The payload; none for an unknown parameter type (DXC refuses those).
  descriptor_table:
    doc: A descriptor table's header (DxilContainerRootDescriptorTable, 8 bytes).
    doc-ref: https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilRootSignature/DxilRootSignature.h DxilContainerRootDescriptorTable
    seq:
      - id: num_ranges
        -orig-id: NumDescriptorRanges
        type: u4
        doc: Number of descriptor ranges.
      - id: ofs_ranges
        -orig-id: DescriptorRangesOffset
        -message:
          valid: "descriptor ranges outside their table: with more than 4 parameters a table's ranges must lie between its header and the next parameter's payload"
        type: u4
        valid:
          min: |
            (_root.num_parameters <= 4 or (ofs_ranges >= _parent.ofs_payload + 8 and
            (_parent.index + 1 >= _root.num_parameters or
            ofs_ranges + num_ranges * (_root.version.to_i >= 2 ? 24 : 20) <= _parent.ofs_payload_next)))
            ? 0 : 0x100000000
        doc: |
          Offset of the range array (right after this header when DXC or LLVM
          wrote it). With more than 4 parameters the ranges must lie after
          this header and end by the next parameter's payload (see the top).
    instances:
      ranges:
        -message:
          eof: "Reading structure out of file bounds"
        pos: ofs_ranges
        type: descriptor_range
        repeat: expr
        repeat-expr: num_ranges
        doc: The ranges, 20 bytes each in 1.0, 24 bytes from 1.1 on.
  descriptor_range:
    doc: 'One descriptor range: DxilContainerDescriptorRange (1.0) or DxilContainerDescriptorRange1 (1.1, 1.2).'
    doc-ref: https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilRootSignature/DxilRootSignature.h DxilContainerDescriptorRange1
    seq:
      - id: range_type
        -orig-id: RangeType
        type: u4
        enum: descriptor_range_type
        doc: Kind of descriptors in the range.
      - id: num_descriptors
        -orig-id: NumDescriptors
        type: u4
        doc: Number of descriptors; 0xFFFFFFFF = unbounded.
      - id: base_shader_register
        -orig-id: BaseShaderRegister
        type: u4
        doc: First shader register of the range (t/u/b/s number).
      - id: register_space
        -orig-id: RegisterSpace
        type: u4
        doc: Register space of the range (the space number of `register(t0, space1)`); 0 when the HLSL declaration names none.
      - id: flags
        -orig-id: Flags
        type: u4
        if: _root.version.to_i >= 2
        doc: D3D12_DESCRIPTOR_RANGE_FLAGS (1.1 and later only; see the flag instances).
      - id: ofs_in_table
        -orig-id: OffsetInDescriptorsFromTableStart
        type: u4
        doc: Offset of the range in the table, in descriptors; 0xFFFFFFFF = D3D12_DESCRIPTOR_RANGE_OFFSET_APPEND.
    instances:
      descriptors_volatile:
        -orig-id: DescriptorsVolatile
        value: _root.version.to_i >= 2 and (flags & 0x1) != 0
        doc: DESCRIPTORS_VOLATILE (0x1).
      data_volatile:
        -orig-id: DataVolatile
        value: _root.version.to_i >= 2 and (flags & 0x2) != 0
        doc: DATA_VOLATILE (0x2).
      data_static_while_set_at_execute:
        -orig-id: DataStaticWhileSetAtExecute
        value: _root.version.to_i >= 2 and (flags & 0x4) != 0
        doc: DATA_STATIC_WHILE_SET_AT_EXECUTE (0x4).
      data_static:
        -orig-id: DataStatic
        value: _root.version.to_i >= 2 and (flags & 0x8) != 0
        doc: DATA_STATIC (0x8).
      descriptors_static_keeping_buffer_bounds_checks:
        -orig-id: DescriptorsStaticKeepingBufferBoundsChecks
        value: _root.version.to_i >= 2 and (flags & 0x10000) != 0
        doc: DESCRIPTORS_STATIC_KEEPING_BUFFER_BOUNDS_CHECKS (0x10000).
  root_constants:
    doc: Inline 32-bit constants (DxilRootConstants, D3D12_ROOT_CONSTANTS, 12 bytes).
    doc-ref: https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilRootSignature/DxilRootSignature.h DxilRootConstants
    seq:
      - id: shader_register
        -orig-id: ShaderRegister
        type: u4
        doc: Constant buffer register (b number).
      - id: register_space
        -orig-id: RegisterSpace
        type: u4
        doc: Register space of the constant buffer the constants appear as (the space number of `register(b0, space1)`).
      - id: num_32bit_values
        -orig-id: Num32BitValues
        type: u4
        doc: Number of 32-bit constants in the slot.
  root_descriptor:
    doc: 'A root CBV, SRV or UAV: DxilRootDescriptor (1.0, 8 bytes) or DxilContainerRootDescriptor1 (1.1, 1.2, 12 bytes).'
    doc-ref: https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilRootSignature/DxilRootSignature.h DxilContainerRootDescriptor1
    seq:
      - id: shader_register
        -orig-id: ShaderRegister
        type: u4
        doc: Shader register (b, t or u number).
      - id: register_space
        -orig-id: RegisterSpace
        type: u4
        doc: Register space of the root CBV, SRV or UAV (the space number of `register(t0, space1)`).
      - id: flags
        -orig-id: Flags
        type: u4
        if: _root.version.to_i >= 2
        doc: D3D12_ROOT_DESCRIPTOR_FLAGS (1.1 and later only; see the flag instances).
    instances:
      data_volatile:
        -orig-id: DataVolatile
        value: _root.version.to_i >= 2 and (flags & 0x2) != 0
        doc: DATA_VOLATILE (0x2).
      data_static_while_set_at_execute:
        -orig-id: DataStaticWhileSetAtExecute
        value: _root.version.to_i >= 2 and (flags & 0x4) != 0
        doc: DATA_STATIC_WHILE_SET_AT_EXECUTE (0x4).
      data_static:
        -orig-id: DataStatic
        value: _root.version.to_i >= 2 and (flags & 0x8) != 0
        doc: DATA_STATIC (0x8).
  static_sampler:
    doc: 'A static sampler: D3D12_STATIC_SAMPLER_DESC (1.0, 1.1; 52 bytes) or D3D12_STATIC_SAMPLER_DESC1 (1.2; 56 bytes).'
    doc-ref: https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilRootSignature/DxilRootSignature.h DxilStaticSamplerDesc
    params:
      - id: has_flags
        type: bool
        doc: |
          The sampler has the 1.2 `flags` field: the version is 1.2 and the
          part holds 56 bytes from the sampler's start. LLVM's writer
          (yaml2obj, up to at least LLVM 22) sizes the part as if samplers
          were 52 bytes and writes the flags past its end; when the part ends
          before them they are absent here, where LLVM's reader reads on past
          the part.
    seq:
      - id: filter
        -orig-id: Filter
        type: u4
        enum: filter
        doc: Filtering (D3D12_FILTER).
      - id: address_u
        -orig-id: AddressU
        type: u4
        enum: texture_address_mode
        doc: Addressing outside [0, 1] in u.
      - id: address_v
        -orig-id: AddressV
        type: u4
        enum: texture_address_mode
        doc: Addressing outside [0, 1] in v.
      - id: address_w
        -orig-id: AddressW
        type: u4
        enum: texture_address_mode
        doc: Addressing outside [0, 1] in w.
      - id: mip_lod_bias
        -orig-id: MipLODBias
        type: f4
        doc: Offset added to the computed mip level.
      - id: max_anisotropy
        -orig-id: MaxAnisotropy
        type: u4
        doc: Anisotropy clamp (1 to 16) for anisotropic filters.
      - id: comparison_func
        -orig-id: ComparisonFunc
        type: u4
        enum: comparison_func
        doc: Comparison for comparison filters.
      - id: border_color
        -orig-id: BorderColor
        type: u4
        enum: static_border_color
        doc: Border color for the BORDER address mode.
      - id: min_lod
        -orig-id: MinLOD
        type: f4
        doc: Lowest mip level to use.
      - id: max_lod
        -orig-id: MaxLOD
        type: f4
        doc: Highest mip level to use (D3D12_FLOAT32_MAX for no limit).
      - id: shader_register
        -orig-id: ShaderRegister
        type: u4
        doc: Sampler register (s number).
      - id: register_space
        -orig-id: RegisterSpace
        type: u4
        doc: Register space of the sampler (the space number of `register(s0, space1)`).
      - id: shader_visibility
        -orig-id: ShaderVisibility
        type: u4
        enum: shader_visibility
        doc: Shader stages that can see the sampler.
      - id: flags
        -orig-id: Flags
        type: u4
        if: has_flags
        doc: D3D12_SAMPLER_FLAGS (1.2 only; see `has_flags`).
    instances:
      uint_border_color:
        -orig-id: D3D12_SAMPLER_FLAG_UINT_BORDER_COLOR
        value: has_flags and (flags & 0x1) != 0
        doc: UINT_BORDER_COLOR (0x1) - the border color is an integer color.
      non_normalized_coordinates:
        -orig-id: D3D12_SAMPLER_FLAG_NON_NORMALIZED_COORDINATES
        value: has_flags and (flags & 0x2) != 0
        doc: NON_NORMALIZED_COORDINATES (0x2) - texel coordinates are not normalized.
enums:
  root_signature_version:
    1:
      id: v1_0
      doc: D3D_ROOT_SIGNATURE_VERSION_1_0.
    2:
      id: v1_1
      doc: D3D_ROOT_SIGNATURE_VERSION_1_1 - descriptor and range flags.
    3:
      id: v1_2
      doc: D3D_ROOT_SIGNATURE_VERSION_1_2 - static sampler flags (LLVM only).
  root_parameter_type:
    0: descriptor_table
    1: constants_32bit
    2: cbv
    3: srv
    4: uav
  shader_visibility:
    0: all
    1: vertex
    2: hull
    3: domain
    4: geometry
    5: pixel
    6: amplification
    7: mesh
  descriptor_range_type:
    0: srv
    1: uav
    2: cbv
    3: sampler
  filter:
    0x0: min_mag_mip_point
    0x1: min_mag_point_mip_linear
    0x4: min_point_mag_linear_mip_point
    0x5: min_point_mag_mip_linear
    0x10: min_linear_mag_mip_point
    0x11: min_linear_mag_point_mip_linear
    0x14: min_mag_linear_mip_point
    0x15: min_mag_mip_linear
    0x54: min_mag_anisotropic_mip_point
    0x55: anisotropic
    0x80: comparison_min_mag_mip_point
    0x81: comparison_min_mag_point_mip_linear
    0x84: comparison_min_point_mag_linear_mip_point
    0x85: comparison_min_point_mag_mip_linear
    0x90: comparison_min_linear_mag_mip_point
    0x91: comparison_min_linear_mag_point_mip_linear
    0x94: comparison_min_mag_linear_mip_point
    0x95: comparison_min_mag_mip_linear
    0xd4: comparison_min_mag_anisotropic_mip_point
    0xd5: comparison_anisotropic
    0x100: minimum_min_mag_mip_point
    0x101: minimum_min_mag_point_mip_linear
    0x104: minimum_min_point_mag_linear_mip_point
    0x105: minimum_min_point_mag_mip_linear
    0x110: minimum_min_linear_mag_mip_point
    0x111: minimum_min_linear_mag_point_mip_linear
    0x114: minimum_min_mag_linear_mip_point
    0x115: minimum_min_mag_mip_linear
    0x154: minimum_min_mag_anisotropic_mip_point
    0x155: minimum_anisotropic
    0x180: maximum_min_mag_mip_point
    0x181: maximum_min_mag_point_mip_linear
    0x184: maximum_min_point_mag_linear_mip_point
    0x185: maximum_min_point_mag_mip_linear
    0x190: maximum_min_linear_mag_mip_point
    0x191: maximum_min_linear_mag_point_mip_linear
    0x194: maximum_min_mag_linear_mip_point
    0x195: maximum_min_mag_mip_linear
    0x1d4: maximum_min_mag_anisotropic_mip_point
    0x1d5: maximum_anisotropic
  texture_address_mode:
    1: wrap
    2: mirror
    3: clamp
    4: border
    5: mirror_once
  comparison_func:
    0: none
    1: never
    2: less
    3: equal
    4: less_equal
    5: greater
    6: not_equal
    7: greater_equal
    8: always
  static_border_color:
    0: transparent_black
    1: opaque_black
    2: opaque_white
    3: opaque_black_uint
    4: opaque_white_uint
