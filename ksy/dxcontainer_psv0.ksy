meta:
  id: dxcontainer_psv0
  title: Pipeline state validation (PSV0)
  license: CC0-1.0
  ks-version: '0.11'
  endian: le
  imports:
    - dxcontainer_signature
    - dxcontainer_shader
  bit-endian: le
doc: |
  Pipeline state validation data: what the Direct3D 12 runtime checks when
  it links shader stages into a pipeline without parsing the DXIL program -
  stage parameters, resource bindings, a summary of the signatures, which
  outputs depend on the view id, and which inputs each output depends on.
  DXC writes it for every shader that is not a library; so does the
  clang/LLVM DirectX backend.

  Records are versioned by size: the part stores the size of its runtime
  information record and of each resource and signature element record,
  and a reader takes whatever it knows from each and keeps the rest
  (`unknown_tail`). Runtime information versions: 24 bytes (v0), 36 (v1:
  stage, view id use, signature counts and vectors), 48 (v2: thread group
  size), 52 (v3: entry function name), 56 (v4: group shared memory size).
  DXC picks the version from the validator version; LLVM reads v0 to v3.

  After the runtime information and the resource bindings (the whole part
  for v0), a v1 or later part has a string table, a table of semantic
  indices, the signature elements, then bit tables whose presence and size
  follow from the runtime information and the shader stage: the outputs
  (per stream, for geometry shaders) and the patch-constant or primitive
  outputs (hull and mesh shaders) that depend on the view id, then the
  input-to-output dependency tables (per stream; none for mesh shaders),
  the input to patch-constant table (hull shaders) and the patch-constant
  to output table (domain shaders). This is the layout of DXC's
  `DxilPipelineStateValidation::ReadOrWrite`, which the runtime uses: the
  stage that decides it is the part's own `shader_stage`.

  The 16-byte stage union at the start of the runtime information is
  interpreted with the part's own stage (v1 and later) or, in a v0 part,
  with the shader kind of the container's program part (`shader_kind`), as
  LLVM's obj2yaml does.
doc-ref:
  - https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilContainer/DxilPipelineStateValidation.h
  - https://github.com/llvm/llvm-project/blob/main/llvm/include/llvm/BinaryFormat/DXContainer.h
  - https://github.com/llvm/llvm-project/blob/main/llvm/lib/Object/DXContainer.cpp
-webide-representation: 'PSV0 v{version:dec}, {runtime_info.union_stage} shader'
params:
  - id: shader_kind
    type: s4
    doc: |
      The shader kind (DXIL::ShaderKind) of the container's DXIL part, else
      of its ILDB part, or -1 if it has neither; the container passes it.
      Only a v0 part needs it, for its stage union.
seq:
  - id: len_runtime_info
    -orig-id: m_uPSVRuntimeInfoSize
    # LLVM's messages (DirectX::PSVRuntimeInfo::parse); below 24 LLVM takes v0, then cannot read its 24 bytes.
    -message:
      eof: "Pipeline state data extends beyond the bounds of the part"
      valid: "Reading structure out of file bounds"
    type: u4
    valid:
      min: 24
      max: 0x7fffffff
    doc: 'Size of the runtime information record, which gives its version (24, 36, 48, 52, 56 bytes; any larger size is a newer version). At most 2^31 - 1: larger than any container, so every target reads it alike.'
  - id: runtime_info
    -orig-id: m_pPSVRuntimeInfo0
    -message:
      eof: "Pipeline state data extends beyond the bounds of the part"
    size: len_runtime_info
    type: runtime_info
    doc: The runtime information record.
  - id: num_resources
    -orig-id: m_uResourceCount
    -message:
      eof: "Reading structure out of file bounds"
    type: u4
    doc: Number of resource binding records that follow; when 0, neither the record size nor any record is stored.
  - id: len_resource_record
    -orig-id: m_uPSVResourceBindInfoSize
    -message:
      eof: "Reading structure out of file bounds"
      valid: "Resource binding record smaller than 16 bytes"
    type: u4
    valid:
      min: 16
      max: 0x7fffffff
    if: num_resources > 0
    doc: 'Size of one resource binding record (16 up to PSV v1, 24 from v2; present only when there are resources). At most 2^31 - 1: larger than any container, so every target reads it alike.'
  - id: resources
    -orig-id: m_pPSVResourceBindInfo
    -message:
      eof: "Resource binding data extends beyond the bounds of the part"
    size: len_resource_record
    type: resource_bind_info
    repeat: expr
    repeat-expr: num_resources
    if: num_resources > 0
    doc: The resource bindings; DXC lists constant buffers, samplers, SRVs, then UAVs.
  - id: len_string_table
    -orig-id: Size
    -message:
      eof: "Reading structure out of file bounds"
      valid: "String table misaligned"
    type: u4
    valid:
      min: 'len_string_table % 4 == 0 ? 0 : 0x100000000'
      max: 0x7fffffff
    if: has_signature_data
    doc: 'Size of the string table in bytes, a multiple of 4 (v1 and later). At most 2^31 - 1: larger than any container, so every target reads it alike.'
  - id: string_table
    -orig-id: m_StringTable
    -message:
      eof: "Reading structure out of file bounds"
    size: len_string_table
    type: string_table
    if: has_signature_data
    doc: NUL-terminated names (semantic names of arbitrary semantics, the entry function name); offset 0 is the empty name.
  - id: num_semantic_indices
    -orig-id: Entries
    -message:
      eof: "Reading structure out of file bounds"
    type: u4
    if: has_signature_data
    doc: Number of entries in the semantic index table (v1 and later).
  - id: semantic_indices
    -orig-id: m_SemanticIndexTable
    -message:
      eof: "Reading structure out of file bounds"
    type: u4
    repeat: expr
    repeat-expr: num_semantic_indices
    if: has_signature_data
    doc: The semantic indices of all signature elements; an element's indices are `rows` entries from its `ofs_semantic_indices`.
  - id: len_signature_element
    -orig-id: m_uPSVSignatureElementSize
    -message:
      eof: "Reading structure out of file bounds"
      valid: "Signature element record smaller than 16 bytes"
    type: u4
    valid:
      min: 16
      max: 0x7fffffff
    if: has_signature_data and num_signature_elements > 0
    doc: 'Size of one signature element record (16 so far; present only when there are elements). At most 2^31 - 1: larger than any container, so every target reads it alike.'
  - id: input_elements
    -orig-id: m_pSigInputElements
    -message:
      eof: "Signature elements extend beyond the size of the part"
    size: len_signature_element
    type: psv_signature_element
    repeat: expr
    repeat-expr: runtime_info.v1.sig_input_elements
    if: has_signature_data and num_signature_elements > 0
    doc: The input signature elements.
  - id: output_elements
    -orig-id: m_pSigOutputElements
    -message:
      eof: "Signature elements extend beyond the size of the part"
    size: len_signature_element
    type: psv_signature_element
    repeat: expr
    repeat-expr: runtime_info.v1.sig_output_elements
    if: has_signature_data and num_signature_elements > 0
    doc: The output signature elements (all streams of a geometry shader).
  - id: patch_const_or_prim_elements
    -orig-id: m_pSigPatchConstOrPrimElements
    -message:
      eof: "Signature elements extend beyond the size of the part"
    size: len_signature_element
    type: psv_signature_element
    repeat: expr
    repeat-expr: runtime_info.v1.sig_patch_const_or_prim_elements
    if: has_signature_data and num_signature_elements > 0
    doc: The patch-constant (hull, domain) or primitive (mesh) signature elements.
  - id: view_id_output_masks
    -orig-id: m_pViewIDOutputMask
    -message:
      eof: "Dependency table data extends beyond the bounds of the part"
    type: dword_table((runtime_info.v1.sig_output_vectors[_index] + 7) / 8)
    repeat: expr
    repeat-expr: num_output_streams
    if: has_signature_data and runtime_info.v1.uses_view_id != 0
    doc: |
      Per output stream (four for a geometry shader, else one), a bit mask
      of the output components that depend on the view id: one bit per
      component, four components per output vector. Present only when the
      shader uses the view id; empty for a stream without outputs.
  - id: view_id_patch_const_or_prim_mask
    -orig-id: m_pViewIDPCOrPrimOutputMask
    -message:
      eof: "Dependency table data extends beyond the bounds of the part"
    type: dword_table((patch_const_or_prim_vectors + 7) / 8)
    if: has_signature_data and runtime_info.v1.uses_view_id != 0 and (is_hull or is_mesh)
    doc: The patch-constant (hull) or primitive (mesh) output components that depend on the view id.
  - id: input_to_output_tables
    -orig-id: m_pInputToOutputTable
    -message:
      eof: "Dependency table data extends beyond the bounds of the part"
    type: 'dword_table(is_mesh ? 0 : (runtime_info.v1.sig_output_vectors[_index] + 7) / 8 * runtime_info.v1.sig_input_vectors * 4)'
    repeat: expr
    repeat-expr: num_output_streams
    if: has_signature_data
    doc: |
      Per output stream, which output components each input component
      affects: one row per input component (four per input vector), each a
      bit mask of output components. Empty when there are no inputs or no
      outputs in the stream, and for mesh shaders.
  - id: input_to_patch_const_table
    -orig-id: m_pInputToPCOutputTable
    -message:
      eof: "Dependency table data extends beyond the bounds of the part"
    type: dword_table((patch_const_or_prim_vectors + 7) / 8 * runtime_info.v1.sig_input_vectors * 4)
    if: has_signature_data and is_hull
    doc: Hull shaders - which patch-constant output components each input component affects.
  - id: patch_const_to_output_table
    -orig-id: m_pPCInputToOutputTable
    -message:
      eof: "Dependency table data extends beyond the bounds of the part"
    type: dword_table((runtime_info.v1.sig_output_vectors[0] + 7) / 8 * patch_const_or_prim_vectors * 4)
    if: has_signature_data and is_domain
    doc: Domain shaders - which output components each patch-constant input component affects.
  - id: unknown_tail
    size-eos: true
    doc: Bytes after the last table (none in known files).
instances:
  version:
    value: >-
      (len_runtime_info >= runtime_info_size::psv_runtime_info_1.to_i).to_i +
      (len_runtime_info >= runtime_info_size::psv_runtime_info_2.to_i).to_i +
      (len_runtime_info >= runtime_info_size::psv_runtime_info_3.to_i).to_i +
      (len_runtime_info >= runtime_info_size::psv_runtime_info_4.to_i).to_i
    -webide-parse-mode: eager
    doc: The newest runtime information version the record holds (a larger, unknown size counts as the newest known one).
  has_signature_data:
    value: >-
      len_runtime_info >= runtime_info_size::psv_runtime_info_1.to_i and
      len_runtime_info <= 0x7fffffff and 4 + len_runtime_info <= _io.size
    doc: |
      Whether the part goes on after the resource bindings (runtime
      information v1 and later). The record's size must also have passed
      its check and the record fit in the part, as it does whenever the
      part is read; in a half-read part the Web IDE shows, a record that was
      not read has no signature data to look at.
  num_signature_elements:
    value: 'has_signature_data ? runtime_info.v1.sig_input_elements + runtime_info.v1.sig_output_elements + runtime_info.v1.sig_patch_const_or_prim_elements : 0'
    doc: Number of signature elements in all three signatures.
  is_geometry:
    value: has_signature_data and runtime_info.v1.shader_stage == shader_kind::geometry
    doc: Whether the part's own stage is a geometry shader (four output streams).
  is_hull:
    value: has_signature_data and runtime_info.v1.shader_stage == shader_kind::hull
    doc: Whether the part's own stage is a hull shader.
  is_domain:
    value: has_signature_data and runtime_info.v1.shader_stage == shader_kind::domain
    doc: Whether the part's own stage is a domain shader.
  is_mesh:
    value: has_signature_data and runtime_info.v1.shader_stage == shader_kind::mesh
    doc: Whether the part's own stage is a mesh shader.
  num_output_streams:
    value: 'is_geometry ? 4 : 1'
    doc: Number of output streams with their own view-id mask and dependency table.
  patch_const_or_prim_vectors:
    value: 'is_hull or is_domain ? runtime_info.v1.stage_vectors.as<tessellation_vectors>.sig_patch_const_vectors : is_mesh ? runtime_info.v1.stage_vectors.as<mesh_vectors>.sig_prim_vectors : 0'
    doc: Number of patch-constant (hull, domain) or primitive (mesh) vectors; 0 for other stages.
  ofs_semantic_index_table:
    value: '4 + len_runtime_info + 4 + (num_resources > 0 ? 4 + len_resource_record * num_resources : 0) + 4 + len_string_table + 4'
    if: has_signature_data
    doc: Offset of the semantic index table in the part.
  entry_function_name:
    io: string_table._io
    pos: runtime_info.v3.ofs_entry_function_name
    type: strz
    encoding: ISO-8859-1
    eos-error: false
    if: >-
      has_signature_data and len_runtime_info >= runtime_info_size::psv_runtime_info_3.to_i and
      len_string_table % 4 == 0 and len_string_table <= 0x7fffffff and ofs_semantic_index_table - 4 <= _io.size and
      runtime_info.v3.ofs_entry_function_name < len_string_table
    doc: |
      The entry function's name (runtime information v3 and later), read
      when the string table was: its size passed its check and it ends
      (4 bytes before `ofs_semantic_index_table`) within the part, as it
      does whenever the part is read (not in a half-read part the Web IDE
      shows).
types:
  runtime_info:
    doc: |
      The runtime information record (`PSVRuntimeInfo0` to `PSVRuntimeInfo4`),
      the version-0 fields, then what each later version adds, as far as
      the record's size reaches (the bmp idiom of size-versioned headers).
    doc-ref: https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilContainer/DxilPipelineStateValidation.h PSVRuntimeInfo4
    seq:
      - id: stage_info
        -orig-id: StageInfo
        size: 16
        type:
          switch-on: union_stage
          cases:
            'shader_kind::pixel': pixel_info
            'shader_kind::vertex': vertex_info
            'shader_kind::geometry': geometry_info
            'shader_kind::hull': hull_info
            'shader_kind::domain': domain_info
            'shader_kind::mesh': mesh_info
            'shader_kind::amplification': amplification_info
        doc: |
          The stage-specific union (16 bytes, zeros for other stages, raw
          bytes when the stage is unknown).
      - id: min_num_wave_lanes
        -orig-id: MinimumExpectedWaveLaneCount
        type: u4
        doc: Minimum wave size the shader needs (`[WaveSize]`), 0 if it does not care.
      - id: max_num_wave_lanes
        -orig-id: MaximumExpectedWaveLaneCount
        type: u4
        doc: Maximum wave size the shader supports, 0xFFFFFFFF if it does not care.
      - id: v1
        type: runtime_info_v1
        if: _io.size >= runtime_info_size::psv_runtime_info_1.to_i
        doc: What version 1 adds (`PSVRuntimeInfo1`), in a record of 36 bytes or more.
      - id: v2
        type: runtime_info_v2
        if: _io.size >= runtime_info_size::psv_runtime_info_2.to_i
        doc: What version 2 adds (`PSVRuntimeInfo2`), in a record of 48 bytes or more.
      - id: v3
        type: runtime_info_v3
        if: _io.size >= runtime_info_size::psv_runtime_info_3.to_i
        doc: What version 3 adds (`PSVRuntimeInfo3`), in a record of 52 bytes or more.
      - id: v4
        type: runtime_info_v4
        if: _io.size >= runtime_info_size::psv_runtime_info_4.to_i
        doc: What version 4 adds (`PSVRuntimeInfo4`), in a record of 56 bytes or more.
      - id: unknown_tail
        size-eos: true
        doc: The rest of a record larger than the newest known version.
    instances:
      stage_byte:
        -orig-id: ShaderStage
        pos: 24
        type: u1
        if: _io.size >= runtime_info_size::psv_runtime_info_1.to_i
        doc: The `shader_stage` byte of `v1`, read ahead so that `stage_info` can be decoded.
      union_stage:
        value: '_io.size >= runtime_info_size::psv_runtime_info_1.to_i ? stage_byte : _parent.shader_kind'
        enum: shader_kind
        -webide-parse-mode: eager
        doc: The stage `stage_info` is read for - the part's own stage (v1 and later), else the container's program's shader kind.
  runtime_info_v1:
    doc: "The fields version 1 of the runtime information adds: the stage, view-id use and the signatures' sizes."
    doc-ref: https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilContainer/DxilPipelineStateValidation.h PSVRuntimeInfo1
    seq:
      - id: shader_stage
        -orig-id: ShaderStage
        type: u1
        enum: shader_kind
        doc: The pipeline stage the part describes (DXIL::ShaderKind), which decides how `stage_info` and `stage_vectors` read.
      - id: uses_view_id
        -orig-id: UsesViewID
        type: u1
        doc: Non-zero when the shader reads the view id (SV_ViewID); then the view-id masks follow the signature elements.
      - id: stage_vectors
        -orig-id: GeomData
        size: 2
        type:
          switch-on: shader_stage
          cases:
            'shader_kind::geometry': geometry_vectors
            'shader_kind::hull': tessellation_vectors
            'shader_kind::domain': tessellation_vectors
            'shader_kind::mesh': mesh_vectors
        doc: |
          A 2-byte union: the maximum output vertex count (geometry), the
          number of patch-constant vectors (hull output, domain input), or
          the primitive vectors and output topology (mesh).
      - id: sig_input_elements
        -orig-id: SigInputElements
        type: u1
        doc: Number of input signature element records (each `len_signature_element` bytes), the first group of the element list; when all three element counts are 0, no element size and no elements are stored.
      - id: sig_output_elements
        -orig-id: SigOutputElements
        type: u1
        doc: Number of signature element records in the output signature list (all streams of a geometry shader together).
      - id: sig_patch_const_or_prim_elements
        -orig-id: SigPatchConstOrPrimElements
        type: u1
        doc: Number of signature element records in the patch-constant (hull, domain) or primitive (mesh) signature list.
      - id: sig_input_vectors
        -orig-id: SigInputVectors
        type: u1
        doc: Number of packed input vectors (rows).
      - id: sig_output_vectors
        -orig-id: SigOutputVectors
        type: u1
        repeat: expr
        repeat-expr: 4
        doc: Number of packed output vectors of each of the four output streams.
  runtime_info_v2:
    doc: "The field version 2 adds: the thread group size."
    doc-ref: https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilContainer/DxilPipelineStateValidation.h PSVRuntimeInfo2
    seq:
      - id: num_threads_x
        -orig-id: NumThreadsX
        type: u4
        doc: Thread group size X (compute, mesh, amplification).
      - id: num_threads_y
        -orig-id: NumThreadsY
        type: u4
        doc: Thread group size Y.
      - id: num_threads_z
        -orig-id: NumThreadsZ
        type: u4
        doc: Thread group size Z.
  runtime_info_v3:
    doc: "The field version 3 adds: the entry function's name."
    doc-ref: https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilContainer/DxilPipelineStateValidation.h PSVRuntimeInfo3
    seq:
      - id: ofs_entry_function_name
        -orig-id: EntryFunctionName
        type: u4
        doc: Offset of the entry function's name in the string table.
  runtime_info_v4:
    doc: "The field version 4 adds: the group shared memory size."
    doc-ref: https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilContainer/DxilPipelineStateValidation.h PSVRuntimeInfo4
    seq:
      - id: num_bytes_group_shared_memory
        -orig-id: NumBytesGroupSharedMemory
        type: u4
        doc: Group shared memory the shader uses in bytes (compute, mesh, amplification).
  pixel_info:
    doc: Pixel shader information.
    doc-ref: https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilContainer/DxilPipelineStateValidation.h PSInfo
    seq:
      - id: depth_output
        -orig-id: DepthOutput
        type: u1
        doc: Non-zero when the shader writes SV_Depth (or a conservative depth).
      - id: sample_frequency
        -orig-id: SampleFrequency
        type: u1
        doc: Non-zero when the shader runs per sample.
      - id: reserved
        size: 14
        doc: Unused union bytes (zero).
  vertex_info:
    doc: Vertex shader information.
    doc-ref: https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilContainer/DxilPipelineStateValidation.h VSInfo
    seq:
      - id: output_position_present
        -orig-id: OutputPositionPresent
        type: u1
        doc: Non-zero when the shader writes SV_Position.
      - id: reserved
        size: 15
        doc: Unused union bytes (zero).
  geometry_info:
    doc: Geometry shader information.
    doc-ref: https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilContainer/DxilPipelineStateValidation.h GSInfo
    seq:
      - id: input_primitive
        -orig-id: InputPrimitive
        type: u4
        enum: dxcontainer_shader::primitive
        doc: Input primitive type.
      - id: output_topology
        -orig-id: OutputTopology
        type: u4
        enum: dxcontainer_shader::primitive_topology
        doc: Output primitive topology.
      - id: output_stream_mask
        -orig-id: OutputStreamMask
        type: u4
        doc: Bit mask of the output streams used (DXC writes 1 when none is).
      - id: output_position_present
        -orig-id: OutputPositionPresent
        type: u1
        doc: Non-zero when the shader writes SV_Position.
      - id: reserved
        -orig-id: Unused
        size: 3
        doc: Padding (zero).
  hull_info:
    doc: Hull shader information.
    doc-ref: https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilContainer/DxilPipelineStateValidation.h HSInfo
    seq:
      - id: num_input_control_points
        -orig-id: InputControlPointCount
        type: u4
        doc: Input patch size in control points (at most 32).
      - id: num_output_control_points
        -orig-id: OutputControlPointCount
        type: u4
        doc: Output patch size in control points (at most 32).
      - id: tessellator_domain
        -orig-id: TessellatorDomain
        type: u4
        enum: dxcontainer_shader::tessellator_domain
        doc: Tessellation domain.
      - id: tessellator_output_primitive
        -orig-id: TessellatorOutputPrimitive
        type: u4
        enum: dxcontainer_shader::tessellator_output_primitive
        doc: "What the tessellator emits: points, lines, or triangles wound clockwise or counter-clockwise."
  domain_info:
    doc: Domain shader information.
    doc-ref: https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilContainer/DxilPipelineStateValidation.h DSInfo
    seq:
      - id: num_input_control_points
        -orig-id: InputControlPointCount
        type: u4
        doc: Input patch size in control points.
      - id: output_position_present
        -orig-id: OutputPositionPresent
        type: u1
        doc: Non-zero when the shader writes SV_Position.
      - id: reserved
        -orig-id: Unused
        size: 3
        doc: Padding (zero).
      - id: tessellator_domain
        -orig-id: TessellatorDomain
        type: u4
        enum: dxcontainer_shader::tessellator_domain
        doc: Tessellation domain.
      - id: reserved2
        size: 4
        doc: Unused union bytes (zero).
  mesh_info:
    doc: Mesh shader information.
    doc-ref: https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilContainer/DxilPipelineStateValidation.h MSInfo
    seq:
      - id: group_shared_bytes_used
        -orig-id: GroupSharedBytesUsed
        type: u4
        doc: Group shared memory used, in bytes.
      - id: group_shared_bytes_dependent_on_view_id
        -orig-id: GroupSharedBytesDependentOnViewID
        type: u4
        doc: Part of it that depends on the view id, in bytes.
      - id: len_payload
        -orig-id: PayloadSizeInBytes
        type: u4
        doc: Size of the payload from the amplification shader.
      - id: max_output_vertices
        -orig-id: MaxOutputVertices
        type: u2
        doc: Maximum number of output vertices.
      - id: max_output_primitives
        -orig-id: MaxOutputPrimitives
        type: u2
        doc: Maximum number of output primitives.
  amplification_info:
    doc: Amplification shader information.
    doc-ref: https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilContainer/DxilPipelineStateValidation.h ASInfo
    seq:
      - id: len_payload
        -orig-id: PayloadSizeInBytes
        type: u4
        doc: Size of the payload passed to the mesh shaders.
      - id: reserved
        size: 12
        doc: Unused union bytes (zero).
  geometry_vectors:
    doc: The 2-byte union of a geometry shader.
    doc-ref: https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilContainer/DxilPipelineStateValidation.h PSVRuntimeInfo1
    seq:
      - id: max_num_vertices
        -orig-id: MaxVertexCount
        type: u2
        doc: Maximum number of vertices the shader emits (at most 1024).
  tessellation_vectors:
    doc: The 2-byte union of a hull or domain shader.
    doc-ref: https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilContainer/DxilPipelineStateValidation.h PSVRuntimeInfo1
    seq:
      - id: sig_patch_const_vectors
        -orig-id: SigPatchConstOrPrimVectors
        type: u1
        doc: Number of patch-constant vectors (hull output, domain input).
      - id: reserved
        type: u1
        doc: Unused (zero).
  mesh_vectors:
    doc: The 2-byte union of a mesh shader.
    doc-ref: https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilContainer/DxilPipelineStateValidation.h MSInfo1
    seq:
      - id: sig_prim_vectors
        -orig-id: SigPrimVectors
        type: u1
        doc: Number of primitive output vectors.
      - id: mesh_output_topology
        -orig-id: MeshOutputTopology
        type: u1
        enum: mesh_output_topology
        doc: The primitives the mesh shader emits, lines or triangles (DXIL::MeshOutputTopology).
  resource_bind_info:
    doc: |
      A resource binding (`PSVResourceBindInfo0`, 16 bytes; `PSVResourceBindInfo1`,
      24 bytes, adds the kind and flags); a larger record keeps its extra bytes.
    doc-ref: https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilContainer/DxilPipelineStateValidation.h PSVResourceBindInfo0
    seq:
      - id: res_type
        -orig-id: ResType
        type: u4
        enum: resource_type
        doc: Resource class and access (PSVResourceType).
      - id: space
        -orig-id: Space
        type: u4
        doc: Register space of the binding range (the space number of `register(t0, space1)`).
      - id: lower_bound
        -orig-id: LowerBound
        type: u4
        doc: First register of the range.
      - id: upper_bound
        -orig-id: UpperBound
        type: u4
        doc: Last register of the range (0xFFFFFFFF for an unbounded range).
      - id: v1
        type: resource_bind_info_v1
        if: _io.size >= resource_bind_info_size::psv_resource_bind_info_1.to_i
        doc: What version 1 of the record adds (`PSVResourceBindInfo1`), in a record of 24 bytes or more.
      - id: unknown_tail
        size-eos: true
        doc: The rest of a record larger than the newest known version.
  resource_bind_info_v1:
    doc: The fields version 1 of a resource binding adds (PSV0 version 2 and later write it).
    doc-ref: https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilContainer/DxilPipelineStateValidation.h PSVResourceBindInfo1
    seq:
      - id: res_kind
        -orig-id: ResKind
        type: u4
        enum: resource_kind
        doc: Resource shape (PSVResourceKind = DXIL::ResourceKind).
      - id: res_flags
        -orig-id: ResFlags
        type: u4
        doc: Resource flags; bit 0 = used by 64-bit atomics.
    instances:
      used_by_atomic64:
        -orig-id: UsedByAtomic64
        value: (res_flags & 1) != 0
        doc: Whether the resource is used by 64-bit atomic operations.
  string_table:
    doc: The string table, kept as bytes; names are read from it by offset.
    doc-ref: https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilContainer/DxilPipelineStateValidation.h PSVStringTable
    seq:
      - id: data
        -orig-id: Table
        size-eos: true
        doc: The strings, each NUL-terminated, then zero padding to a multiple of 4.
  psv_signature_element:
    doc: |
      One signature element (`PSVSignatureElement0`, 16 bytes): the summary
      of a signature element the runtime needs to link stages.
    doc-ref: https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilContainer/DxilPipelineStateValidation.h PSVSignatureElement0
    seq:
      - id: ofs_name
        -orig-id: SemanticName
        type: u4
        doc: Offset of the semantic name in the string table (0 = empty, for system values).
      - id: ofs_semantic_indices
        -orig-id: SemanticIndexes
        type: u4
        doc: Index of the element's first semantic index in the semantic index table.
      - id: rows
        -orig-id: Rows
        type: u1
        doc: Number of rows (and semantic indices) the element occupies.
      - id: start_row
        -orig-id: StartRow
        type: u1
        doc: First row of the element's packing location, if allocated.
      - id: cols
        -orig-id: Cols
        type: b4
        doc: Number of components (columns).
      - id: start_col
        -orig-id: StartCol
        type: b2
        doc: First component (column), if allocated.
      - id: allocated
        -orig-id: Allocated
        type: b1
        doc: Whether the element is allocated to registers.
      - id: reserved_bit
        -orig-id: Unused
        type: b1
        doc: Unused (zero).
      - id: semantic_kind
        -orig-id: SemanticKind
        type: u1
        enum: semantic_kind
        doc: The semantic (DXIL::SemanticKind, not D3D_NAME).
      - id: component_type
        -orig-id: ComponentType
        type: u1
        enum: dxcontainer_signature::component_type
        doc: Component type, numbered as in the ISG1/OSG1 signatures.
      - id: interpolation_mode
        -orig-id: InterpolationMode
        type: u1
        enum: dxcontainer_shader::interpolation_mode
        doc: "How the element's value is interpolated across a primitive: constant, linear, centroid, noperspective or per sample (DXIL::InterpolationMode)."
      - id: dynamic_mask
        -orig-id: DynamicMask
        type: b4
        doc: Components indexed dynamically.
      - id: output_stream
        -orig-id: Stream
        type: b2
        doc: Geometry shader output stream (0-3).
      - id: reserved_bits
        -orig-id: Unused2
        type: b2
        doc: Unused (zero).
      - id: reserved
        -orig-id: Reserved
        type: u1
        doc: Unused (zero).
      - id: unknown_tail
        size-eos: true
        doc: The rest of a record larger than the newest known version.
    instances:
      name:
        io: _parent.string_table._io
        pos: ofs_name
        type: strz
        encoding: ISO-8859-1
        eos-error: false
        if: ofs_name < _parent.len_string_table
        doc: The semantic name (empty for system values).
      semantic_index_values:
        io: _parent._io
        pos: _parent.ofs_semantic_index_table + 4 * ofs_semantic_indices
        type: u4
        repeat: expr
        repeat-expr: rows
        if: ofs_semantic_indices + rows <= _parent.num_semantic_indices
        doc: The element's semantic indices, one per row, from the semantic index table.
  dword_table:
    doc: A bit table of `num_dwords` 32-bit words.
    doc-ref: https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilContainer/DxilPipelineStateValidation.h PSVDependencyTable
    params:
      - id: num_dwords
        type: u4
        doc: Number of 32-bit words.
    seq:
      - id: dwords
        -message:
          eof: "Dependency table data extends beyond the bounds of the part"
        type: u4
        repeat: expr
        repeat-expr: num_dwords
        doc: The words; bit k of word i is bit 32 * i + k of the table.
enums:
  runtime_info_size:
    24:
      id: psv_runtime_info_0
      -orig-id: PSVRuntimeInfo0
      doc: 'Version 0: the stage union and the wave sizes.'
    36:
      id: psv_runtime_info_1
      -orig-id: PSVRuntimeInfo1
      doc: 'Version 1: the stage, view-id use and signature sizes; the string table, signatures and view-id tables follow in the part.'
    48:
      id: psv_runtime_info_2
      -orig-id: PSVRuntimeInfo2
      doc: 'Version 2: the thread group size.'
    52:
      id: psv_runtime_info_3
      -orig-id: PSVRuntimeInfo3
      doc: "Version 3: the entry function's name."
    56:
      id: psv_runtime_info_4
      -orig-id: PSVRuntimeInfo4
      doc: 'Version 4: the group shared memory size.'
  resource_bind_info_size:
    16:
      id: psv_resource_bind_info_0
      -orig-id: PSVResourceBindInfo0
      doc: 'Version 0: class, space and register range.'
    24:
      id: psv_resource_bind_info_1
      -orig-id: PSVResourceBindInfo1
      doc: 'Version 1: the kind and flags (written by PSV0 version 2 and later).'
  shader_kind:
    0:
      id: pixel
      doc: Pixel shader (ps_6_x).
    1:
      id: vertex
      doc: Vertex shader (vs_6_x).
    2:
      id: geometry
      doc: Geometry shader (gs_6_x).
    3:
      id: hull
      doc: Hull shader (hs_6_x).
    4:
      id: domain
      doc: Domain shader (ds_6_x).
    5:
      id: compute
      doc: Compute shader (cs_6_x).
    6:
      id: library
      doc: Library (lib_6_x) - ray tracing, node and exported functions.
    7:
      id: ray_generation
      doc: Ray generation shader (library entry).
    8:
      id: intersection
      doc: Intersection shader (library entry).
    9:
      id: any_hit
      doc: Any-hit shader (library entry).
    10:
      id: closest_hit
      doc: Closest-hit shader (library entry).
    11:
      id: miss
      doc: Miss shader (library entry).
    12:
      id: callable
      doc: Callable shader (library entry).
    13:
      id: mesh
      doc: Mesh shader (ms_6_5 and later).
    14:
      id: amplification
      doc: Amplification shader (as_6_5 and later).
    15:
      id: node
      doc: Work-graph node shader (library entry, Shader Model 6.8).
    16:
      id: invalid
      doc: DXIL::ShaderKind::Invalid, the end of the enumeration.
  resource_type:
    0:
      id: invalid
      doc: Invalid.
    1:
      id: sampler
      doc: Sampler.
    2:
      id: cbv
      doc: Constant buffer.
    3:
      id: srv_typed
      doc: Typed shader resource view (textures, typed buffers).
    4:
      id: srv_raw
      doc: Raw (byte address) buffer SRV.
    5:
      id: srv_structured
      doc: Structured buffer SRV.
    6:
      id: uav_typed
      doc: Typed unordered access view.
    7:
      id: uav_raw
      doc: Raw (byte address) buffer UAV.
    8:
      id: uav_structured
      doc: Structured buffer UAV.
    9:
      id: uav_structured_with_counter
      doc: Structured buffer UAV with a hidden counter.
  resource_kind:
    0:
      id: invalid
      doc: Invalid.
    1:
      id: texture1d
      doc: Texture1D.
    2:
      id: texture2d
      doc: Texture2D.
    3:
      id: texture2d_ms
      doc: Texture2DMS.
    4:
      id: texture3d
      doc: Texture3D.
    5:
      id: texture_cube
      doc: TextureCube.
    6:
      id: texture1d_array
      doc: Texture1DArray.
    7:
      id: texture2d_array
      doc: Texture2DArray.
    8:
      id: texture2d_ms_array
      doc: Texture2DMSArray.
    9:
      id: texture_cube_array
      doc: TextureCubeArray.
    10:
      id: typed_buffer
      doc: Typed buffer (Buffer<T>).
    11:
      id: raw_buffer
      doc: Byte address buffer.
    12:
      id: structured_buffer
      doc: Structured buffer.
    13:
      id: cbuffer
      doc: Constant buffer.
    14:
      id: sampler
      doc: Sampler.
    15:
      id: tbuffer
      doc: Texture buffer.
    16:
      id: rt_acceleration_structure
      doc: Ray tracing acceleration structure.
    17:
      id: feedback_texture2d
      doc: Sampler feedback texture.
    18:
      id: feedback_texture2d_array
      doc: Sampler feedback texture array.
  semantic_kind:
    0:
      id: arbitrary
      doc: A user semantic (the element has a name).
    1:
      id: vertex_id
      doc: SV_VertexID.
    2:
      id: instance_id
      doc: SV_InstanceID.
    3:
      id: position
      doc: SV_Position.
    4:
      id: render_target_array_index
      doc: SV_RenderTargetArrayIndex.
    5:
      id: viewport_array_index
      doc: SV_ViewportArrayIndex.
    6:
      id: clip_distance
      doc: SV_ClipDistance.
    7:
      id: cull_distance
      doc: SV_CullDistance.
    8:
      id: output_control_point_id
      doc: SV_OutputControlPointID.
    9:
      id: domain_location
      doc: SV_DomainLocation.
    10:
      id: primitive_id
      doc: SV_PrimitiveID.
    11:
      id: gs_instance_id
      doc: SV_GSInstanceID.
    12:
      id: sample_index
      doc: SV_SampleIndex.
    13:
      id: is_front_face
      doc: SV_IsFrontFace.
    14:
      id: coverage
      doc: SV_Coverage.
    15:
      id: inner_coverage
      doc: SV_InnerCoverage.
    16:
      id: target
      doc: SV_Target.
    17:
      id: depth
      doc: SV_Depth.
    18:
      id: depth_less_equal
      doc: SV_DepthLessEqual.
    19:
      id: depth_greater_equal
      doc: SV_DepthGreaterEqual.
    20:
      id: stencil_ref
      doc: SV_StencilRef.
    21:
      id: dispatch_thread_id
      doc: SV_DispatchThreadID.
    22:
      id: group_id
      doc: SV_GroupID.
    23:
      id: group_index
      doc: SV_GroupIndex.
    24:
      id: group_thread_id
      doc: SV_GroupThreadID.
    25:
      id: tess_factor
      doc: SV_TessFactor.
    26:
      id: inside_tess_factor
      doc: SV_InsideTessFactor.
    27:
      id: view_id
      doc: SV_ViewID.
    28:
      id: barycentrics
      doc: SV_Barycentrics.
    29:
      id: shading_rate
      doc: SV_ShadingRate.
    30:
      id: cull_primitive
      doc: SV_CullPrimitive.
    31:
      id: start_vertex_location
      doc: SV_StartVertexLocation (Shader Model 6.8).
    32:
      id: start_instance_location
      doc: SV_StartInstanceLocation (Shader Model 6.8).
    33:
      id: invalid
      doc: DXIL's marker for no valid kind (DXIL::SemanticKind::Invalid).

  mesh_output_topology:
    0:
      id: undefined
      doc: Undefined.
    1:
      id: line
      doc: Lines.
    2:
      id: triangle
      doc: Triangles.
