meta:
  id: dxcontainer_rdat
  title: Runtime data (RDAT) - DXIL library reflection tables, also the PDBI payload
  license: CC0-1.0
  ks-version: '0.11'
  endian: le
  imports:
    - dxcontainer_shader
    - dxcontainer_psv0
    - dxcontainer_rts0
doc: |
  DXC's runtime data: what the D3D12 runtime reads from a DXIL library
  (`lib_6_3` and later) without parsing its bitcode - resources, functions
  and their shader stages, state object subobjects (root signatures, hit
  groups, raytracing configs), the work-graph node tables - and, with the
  PdbInfo tables, the payload of the PDBI part.

  A header (version 0x10, part count, part offsets) locates sub-parts, each a
  type, a size and data: a string buffer (NUL-terminated UTF-8 strings; a
  string field holds a byte offset into it), index arrays (u32 words; an
  index-array field holds a word index at which a count and that many
  values sit), raw bytes (a bytes field holds an offset and size into them)
  and record tables (record count, record stride, records). DXC's reader
  requires each sub-part to start at or after the end of the previous one
  (that rule is checked here, so sub-parts never overlap) and skips types it
  does not know; an unknown type is kept as bytes here. When a type occurs
  twice, DXC's reader uses the last one, and so do the look-ups below.

  The stride decides a record's version: records only grow, so a record
  reads the fields its stride covers and keeps any further bytes in
  `extra`; a field the stride does not cover is absent (DXC's reader treats
  a record shorter than its struct as missing; the fields it does cover are
  still shown here). FunctionTable records are RuntimeDataFunctionInfo (44
  bytes) or, from validator 1.8 on, RuntimeDataFunctionInfo2 (52 bytes).

  References are resolved as instances: a string field's `value`, an index
  array field's `count` and `values`, a bytes field's `data`, and the root
  signature of a GlobalRootSignature or LocalRootSignature subobject, parsed
  with the RTS0 spec. A reference out of range (or RDAT_NULL_REF,
  0xFFFFFFFF) resolves to nothing rather than failing. Resolving is bounded
  so that decoding stays linear in the input size even when many records
  share one target: in a table of n records, a string is read for at most
  max(1024, string buffer size / n) bytes, an index array is resolved when
  it holds at most max(16, index words / n) values, and bytes (and root
  signatures) when they are at most max(4096, raw bytes size / n) long. The
  full text of every string is in `string_buffer.strings`. Record references
  (row indices into another table) are left as numbers.
doc-ref:
  - https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilContainer/DxilRuntimeReflection.h
  - https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilContainer/RDAT_LibraryTypes.inl
  - https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilContainer/RDAT_SubobjectTypes.inl
  - https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilContainer/RDAT_PdbInfoTypes.inl
  - https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilContainer/DxilRuntimeReflection.inl
seq:
  - id: version
    -orig-id: Version
    -message:
      valid: "RDAT version below 0x10 (a pre-release RDAT, which DXC's reader refuses)"
    type: u4
    valid:
      min: 0x10
    doc: |
      RDAT_Version_10 (0x10). DXC's reader refuses anything lower (a
      pre-release RDAT had another header; 0x10 was chosen so that it cannot
      be mistaken for that header's part count).
  - id: num_parts
    -orig-id: PartCount
    type: u4
    doc: Number of sub-parts.
  - id: part_table
    -orig-id: offsets
    -message:
      eof: "RDAT offset table runs past the end of the data"
    type: rdat_part_entry(_index)
    repeat: expr
    repeat-expr: num_parts
    doc: The sub-part offset table.
instances:
  string_buffer_probe:
    type: rdat_part_probe(1, num_parts - 1 - _index)
    repeat: until
    repeat-until: _.found or _.entry == 0
    if: num_parts > 0
    doc: Look-up of the string buffer, from the last sub-part back (DXC's reader keeps the last of a type).
  has_string_buffer:
    value: >-
      num_parts > 0 and string_buffer_probe.last.found and part_table.size > num_parts - string_buffer_probe.size and
      part_table[num_parts - string_buffer_probe.size].part.len_data <= 0x7fffffff and
      part_table[num_parts - string_buffer_probe.size].ofs_part + 8 + part_table[num_parts - string_buffer_probe.size].part.len_data <= _io.size
    doc: |
      There is a string buffer sub-part, and it was read: its entry in
      `part_table`, its size within the checked bound and its data within the
      RDAT, as whenever the RDAT is read (a half-read RDAT, as the Web IDE
      shows it, may have read neither).
  string_buffer:
    -orig-id: StringBuffer
    value: part_table[num_parts - string_buffer_probe.size].part.body.as<string_buffer>
    if: has_string_buffer
    doc: The string buffer (the last sub-part of type 1).
  len_string_buffer:
    value: 'has_string_buffer ? string_buffer._io.size : 0'
    doc: Size of the string buffer in bytes (0 without one).
  index_arrays_probe:
    type: rdat_part_probe(2, num_parts - 1 - _index)
    repeat: until
    repeat-until: _.found or _.entry == 0
    if: num_parts > 0
    doc: Look-up of the index arrays, from the last sub-part back.
  has_index_arrays:
    value: >-
      num_parts > 0 and index_arrays_probe.last.found and part_table.size > num_parts - index_arrays_probe.size and
      part_table[num_parts - index_arrays_probe.size].part.len_data <= 0x7fffffff and
      part_table[num_parts - index_arrays_probe.size].ofs_part + 8 + part_table[num_parts - index_arrays_probe.size].part.len_data <= _io.size
    doc: There is an index array sub-part, and it was read (as for `has_string_buffer`).
  index_arrays:
    -orig-id: IndexTable
    value: part_table[num_parts - index_arrays_probe.size].part.body.as<index_arrays>
    if: has_index_arrays
    doc: The index arrays (the last sub-part of type 2).
  index_words:
    value: 'has_index_arrays ? index_arrays._io.size / 4 : 0'
    doc: Number of u32 words in the index arrays (0 without them).
  raw_bytes_probe:
    type: rdat_part_probe(5, num_parts - 1 - _index)
    repeat: until
    repeat-until: _.found or _.entry == 0
    if: num_parts > 0
    doc: Look-up of the raw bytes, from the last sub-part back.
  has_raw_bytes:
    value: >-
      num_parts > 0 and raw_bytes_probe.last.found and part_table.size > num_parts - raw_bytes_probe.size and
      part_table[num_parts - raw_bytes_probe.size].part.len_data <= 0x7fffffff and
      part_table[num_parts - raw_bytes_probe.size].ofs_part + 8 + part_table[num_parts - raw_bytes_probe.size].part.len_data <= _io.size
    doc: There is a raw bytes sub-part, and it was read (as for `has_string_buffer`).
  raw_bytes:
    -orig-id: RawBytes
    value: part_table[num_parts - raw_bytes_probe.size].part.body.as<raw_bytes>
    if: has_raw_bytes
    doc: The raw bytes (the last sub-part of type 5).
  len_raw_bytes:
    value: 'has_raw_bytes ? raw_bytes._io.size : 0'
    doc: Size of the raw bytes in bytes (0 without them).
types:
  rdat_part_entry:
    doc: One entry of the sub-part offset table and the sub-part it locates.
    doc-ref: https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilContainer/DxilRuntimeReflection.inl DxilRuntimeData::InitFromRDAT
    params:
      - id: index
        type: u4
        doc: Position of the entry in the table.
    seq:
      - id: ofs_part
        -orig-id: offsets
        -message:
          valid: "RDAT sub-part starts before the end of the offset table or of the previous sub-part (DXC's reader: buffer_overlap)"
        type: u4
        valid:
          min: 'index == 0 ? 8 + 4 * _parent.num_parts : prev_end'
        doc: |
          Offset of the sub-part from the start of the RDAT data. DXC's
          reader requires it to be at or after the end of the offset table
          (first entry) or of the previous sub-part.
    instances:
      ofs_prev:
        pos: 8 + 4 * (index - 1)
        type: u4
        if: index > 0
        doc: The previous entry's offset.
      len_prev:
        pos: ofs_prev + 4
        type: u4
        if: index > 0
        doc: The previous sub-part's size field.
      prev_end:
        value: ofs_prev + 8 + len_prev
        if: index > 0
        doc: Where the previous sub-part ends.
      part:
        pos: ofs_part
        type: rdat_part
        doc: The sub-part.
  rdat_part_probe:
    doc: Reads one offset table entry and the type of its sub-part (for the look-ups).
    doc-ref: https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilContainer/DxilRuntimeReflection.inl DxilRuntimeData::InitFromRDAT
    params:
      - id: wanted
        type: u4
        doc: The sub-part type looked for.
      - id: entry
        type: u4
        doc: |
          The offset table entry to read. The look-ups go from the last entry
          back and stop at entry 0 (on the entry, not on `_index`, which a
          `repeat-until` condition sees one higher in the JavaScript build
          than in the Python one).
    instances:
      ofs_part:
        -orig-id: offsets
        pos: 8 + 4 * entry
        type: u4
        doc: The entry's offset.
      part_type:
        -orig-id: Type
        pos: ofs_part
        type: u4
        doc: The type of the sub-part there.
      found:
        value: part_type == wanted
        doc: The sub-part is of the wanted type.
  rdat_part:
    doc: 'A sub-part (RuntimeDataPartHeader): type, len_data, data.'
    doc-ref: https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilContainer/DxilRuntimeReflection.h RuntimeDataPartHeader
    seq:
      - id: part_type
        -orig-id: Type
        type: u4
        enum: rdat_part_type
        doc: What the data is.
      - id: len_data
        -orig-id: Size
        type: u4
        valid:
          max: 0x7fffffff
        doc: 'Size of the data in bytes (DXC rounds it up to 4 and zero-pads). At most 2^31 - 1: larger than any container, so every target reads it alike.'
      - id: body
        -orig-id: Data
        -message:
          eof: "RDAT sub-part runs past the end of the data (DXC's reader: buffer_overrun)"
        size: len_data
        type:
          switch-on: part_type
          cases:
            'rdat_part_type::string_buffer': string_buffer
            'rdat_part_type::index_arrays': index_arrays
            'rdat_part_type::raw_bytes': raw_bytes
            'rdat_part_type::resource_table': record_table(3)
            'rdat_part_type::function_table': record_table(4)
            'rdat_part_type::subobject_table': record_table(6)
            'rdat_part_type::node_id_table': record_table(7)
            'rdat_part_type::node_shader_io_attrib_table': record_table(8)
            'rdat_part_type::node_shader_func_attrib_table': record_table(9)
            'rdat_part_type::io_node_table': record_table(10)
            'rdat_part_type::node_shader_info_table': record_table(11)
            'rdat_part_type::signature_element_table': record_table(13)
            'rdat_part_type::vs_info_table': record_table(14)
            'rdat_part_type::ps_info_table': record_table(15)
            'rdat_part_type::hs_info_table': record_table(16)
            'rdat_part_type::ds_info_table': record_table(17)
            'rdat_part_type::gs_info_table': record_table(18)
            'rdat_part_type::cs_info_table': record_table(19)
            'rdat_part_type::ms_info_table': record_table(20)
            'rdat_part_type::as_info_table': record_table(21)
            'rdat_part_type::pdb_info_table': record_table(0x10001)
            'rdat_part_type::pdb_info_source_table': record_table(0x10002)
            'rdat_part_type::pdb_info_library_table': record_table(0x10003)
        doc: The data, decoded by type; an unknown type (and the reserved type 12) stays bytes.
  string_buffer:
    doc: |
      The string buffer: NUL-terminated UTF-8 strings, deduplicated by DXC,
      the first one empty so that offset 0 is "". Strings are shown as
      ISO-8859-1 (each byte one character, never failing); encode them back
      to bytes and decode as UTF-8 for non-ASCII text.
    doc-ref: https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilContainer/DxilRDATParts.h StringBufferPart
    seq:
      - id: data
        -orig-id: UTF8Data
        size-eos: true
        doc: The whole buffer.
    instances:
      strings:
        pos: 0
        type: string_entry(_io.pos)
        repeat: eos
        doc: Every string of the buffer, in order, with its offset.
  string_entry:
    doc: One string of the string buffer.
    doc-ref: https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilContainer/DxilRDATParts.h StringBufferPart
    params:
      - id: ofs_string
        type: u4
        doc: Offset of the string in the buffer (what string fields hold).
    seq:
      - id: text
        type: strz
        encoding: ISO-8859-1
        eos-error: false
        doc: The string (a last string without NUL runs to the end of the buffer).
  index_arrays:
    doc: The index arrays, a flat array of u32 words.
    doc-ref: https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilContainer/DxilRDATParts.h IndexArraysPart
    seq:
      - id: words
        -orig-id: IndexData
        type: u4
        repeat: expr
        repeat-expr: _io.size / 4
        doc: "The index area as 32-bit words: each array is its count followed by that many values, and an index field holds the word where its array starts."
      - id: tail
        size-eos: true
        doc: Bytes after the last whole word (none in DXC output).
  raw_bytes:
    doc: Raw bytes (deduplicated blobs, no alignment), referenced by offset and size.
    doc-ref: https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilContainer/DxilRDATParts.h RawBytesPart
    seq:
      - id: data
        size-eos: true
        doc: The raw-bytes area that `bytes_ref` fields point into (root signatures, hashes, ...).
  record_table:
    doc: 'A table of records (RuntimeDataTableHeader and records).'
    doc-ref: https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilContainer/DxilRuntimeReflection.h RuntimeDataTableHeader
    params:
      - id: table_type
        type: u4
        doc: The sub-part type, which decides the record type.
    seq:
      - id: num_records
        -orig-id: RecordCount
        type: u4
        doc: Number of records in the table, each `record_stride` bytes long.
      - id: record_stride
        -orig-id: RecordStride
        -message:
          valid: "RDAT record table has records but a stride of 0"
        type: u4
        valid:
          min: 'num_records == 0 ? 0 : 1'
          max: 0x7fffffff
        doc: |
          Size of each record (a multiple of 4 in DXC output). Larger than
          the record type a reader knows: a newer record, whose extra bytes
          the reader skips; smaller: an older one, whose missing fields are
          absent.
          At most 2^31 - 1: larger than any container, so every target reads it alike.
      - id: records
        -orig-id: TableData
        size: record_stride
        type:
          switch-on: table_type
          cases:
            3: resource_info
            4: function_info
            6: subobject_info
            7: node_id
            8: node_shader_io_attrib
            9: node_shader_func_attrib
            10: io_node
            11: node_shader_info
            13: signature_element
            14: vs_info
            15: ps_info
            16: hs_info
            17: ds_info
            18: gs_info
            19: cs_info
            20: ms_info
            21: as_info
            0x10001: pdb_info
            0x10002: pdb_info_source
            0x10003: pdb_info_library
        repeat: expr
        repeat-expr: num_records
        doc: The records, `record_stride` bytes each.
      - id: tail
        size-eos: true
        doc: Bytes after the last record (none in DXC output).
    instances:
      string_budget:
        value: '(num_records > 0 and _root.len_string_buffer / num_records > 1024) ? _root.len_string_buffer / num_records : 1024'
        doc: Most bytes read to resolve one string field of this table.
      index_budget:
        value: '(num_records > 0 and _root.index_words / num_records > 16) ? _root.index_words / num_records : 16'
        doc: Most values an index array may hold to be resolved from this table.
      bytes_budget:
        value: '(num_records > 0 and _root.len_raw_bytes / num_records > 4096) ? _root.len_raw_bytes / num_records : 4096'
        doc: Most bytes a bytes field may cover to be resolved from this table.
  str_ref:
    doc: 'A string field (RDAT_STRING): a byte offset into the string buffer.'
    doc-ref: https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilContainer/DxilRuntimeReflection.h RDATString
    params:
      - id: budget
        type: u4
        doc: Most bytes read to resolve the string.
    seq:
      - id: ofs_string
        -orig-id: Offset
        type: u4
        doc: Offset of the string in the string buffer.
    instances:
      value:
        io: _root.string_buffer._io
        pos: ofs_string
        size: '_root.len_string_buffer - ofs_string < budget ? _root.len_string_buffer - ofs_string : budget'
        type: str
        terminator: 0
        encoding: ISO-8859-1
        if: _root.has_string_buffer and ofs_string < _root.len_string_buffer
        doc: The string (at most `budget` bytes of it); none when the offset is out of range.
  idx_ref:
    doc: 'An index array field (RDAT_INDEX_ARRAY, RDAT_RECORD_ARRAY_REF, RDAT_STRING_ARRAY_REF): a word index into the index arrays.'
    doc-ref: https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilContainer/DxilRuntimeReflection.h IndexArrayRef
    params:
      - id: budget
        type: u4
        doc: Most values resolved.
    seq:
      - id: ref
        -orig-id: Index
        type: u4
        doc: Word index of the array's count; 0xFFFFFFFF (RDAT_NULL_REF) = no array.
    instances:
      num_values:
        io: _root.index_arrays._io
        pos: ref * 4
        type: u4
        if: _root.has_index_arrays and ref < _root.index_words
        doc: Number of values in the array.
      values:
        io: _root.index_arrays._io
        pos: ref * 4 + 4
        type: u4
        repeat: expr
        repeat-expr: num_values
        if: _root.has_index_arrays and ref < _root.index_words and num_values < _root.index_words - ref and num_values <= budget
        doc: The values (row indices, string offsets or plain numbers, by field).
  bytes_ref:
    doc: 'A bytes field (RDAT_BYTES): ofs_bytes and len_bytes in the raw bytes.'
    doc-ref: https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilContainer/DxilRuntimeReflection.h BytesRef
    params:
      - id: budget
        type: u4
        doc: Most bytes resolved.
    seq:
      - id: ofs_bytes
        -orig-id: Offset
        type: u4
        doc: Offset in the raw bytes.
      - id: len_bytes
        -orig-id: Size
        type: u4
        doc: Length of the referenced run of raw bytes.
    instances:
      in_range:
        value: _root.has_raw_bytes and ofs_bytes <= _root.len_raw_bytes and len_bytes <= _root.len_raw_bytes - ofs_bytes
        doc: The bytes lie inside the raw bytes.
      data:
        io: _root.raw_bytes._io
        pos: ofs_bytes
        size: len_bytes
        if: in_range and len_bytes <= budget
        doc: The referenced bytes, read when they lie inside the raw-bytes area.
  resource_info:
    doc: 'RuntimeDataResourceInfo (ResourceTable, 32 bytes): a resource the library binds.'
    doc-ref: https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilContainer/RDAT_LibraryTypes.inl RuntimeDataResourceInfo
    seq:
      - id: resource_class
        -orig-id: Class
        type: u4
        enum: resource_class
        if: _io.size >= 4
        doc: SRV, UAV, CBuffer or Sampler.
      - id: kind
        -orig-id: Kind
        type: u4
        enum: dxcontainer_psv0::resource_kind
        if: _io.size >= 8
        doc: Shape of the resource.
      - id: id
        -orig-id: ID
        type: u4
        if: _io.size >= 12
        doc: Resource ID within its class.
      - id: space
        -orig-id: Space
        type: u4
        if: _io.size >= 16
        doc: Register space of the resource range (the space number of `register(t0, space1)`).
      - id: lower_bound
        -orig-id: LowerBound
        type: u4
        if: _io.size >= 20
        doc: First register.
      - id: upper_bound
        -orig-id: UpperBound
        type: u4
        if: _io.size >= 24
        doc: Last register (0xFFFFFFFF for an unbounded array).
      - id: name
        -orig-id: Name
        type: str_ref(_parent.string_budget)
        if: _io.size >= 28
        doc: The resource's HLSL variable name (an offset into the string buffer).
      - id: flags
        -orig-id: Flags
        type: u4
        if: _io.size >= 32
        doc: 'DxilResourceFlag: 1 UAVGloballyCoherent, 2 UAVCounter, 4 UAVRasterizerOrderedView, 8 DynamicIndexing, 0x10 Atomics64Use, 0x20 UAVReorderCoherent.'
      - id: extra
        size-eos: true
        doc: Bytes past the known fields (a newer, longer record).
  function_info:
    doc: |
      RuntimeDataFunctionInfo (FunctionTable, 44 bytes) or, with a stride of
      52 and more, RuntimeDataFunctionInfo2 (validator 1.8): a function or
      shader entry of the library.
    doc-ref: https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilContainer/RDAT_LibraryTypes.inl RuntimeDataFunctionInfo2
    seq:
      - id: name
        -orig-id: Name
        type: str_ref(_parent.string_budget)
        if: _io.size >= 4
        doc: Full (mangled) name.
      - id: unmangled_name
        -orig-id: UnmangledName
        type: str_ref(_parent.string_budget)
        if: _io.size >= 8
        doc: The function's name as the HLSL source spells it, without the C++ mangling `name` carries.
      - id: resources
        -orig-id: Resources
        type: idx_ref(_parent.index_budget)
        if: _io.size >= 12
        doc: Resources used (rows of the ResourceTable).
      - id: function_dependencies
        -orig-id: FunctionDependencies
        type: idx_ref(_parent.index_budget)
        if: _io.size >= 16
        doc: Names of the external functions called (string buffer offsets).
      - id: shader_kind
        -orig-id: ShaderKind
        type: u4
        enum: dxcontainer_psv0::shader_kind
        if: _io.size >= 20
        doc: Shader stage, or library function.
      - id: len_payload
        -orig-id: PayloadSizeInBytes
        type: u4
        if: _io.size >= 24
        doc: Ray payload size (hit and miss shaders) or parameter size (callable shaders).
      - id: len_attributes
        -orig-id: AttributeSizeInBytes
        type: u4
        if: _io.size >= 28
        doc: Hit attribute size (hit shaders).
      - id: feature_info1
        -orig-id: FeatureInfo1
        type: u4
        if: _io.size >= 32
        doc: Low 32 bits of the shader feature flags (the SFI0 bits).
      - id: feature_info2
        -orig-id: FeatureInfo2
        type: u4
        if: _io.size >= 36
        doc: High 32 bits of the shader feature flags (0x100 UsesDerivatives, 0x200 RequiresGroup are optional-feature bits).
      - id: shader_stage_flag
        -orig-id: ShaderStageFlag
        type: u4
        if: _io.size >= 40
        doc: Stages the function may be used in, one bit per shader kind (1 << shader_kind).
      - id: min_shader_target
        -orig-id: MinShaderTarget
        type: u4
        if: _io.size >= 44
        doc: Lowest shader target, as a program version word (kind << 16 | major << 4 | minor).
      - id: min_num_wave_lanes
        -orig-id: MinimumExpectedWaveLaneCount
        type: u1
        if: _io.size >= 45
        doc: FunctionInfo2 - lowest wave size the shader supports (0 = none specified).
      - id: max_num_wave_lanes
        -orig-id: MaximumExpectedWaveLaneCount
        type: u1
        if: _io.size >= 46
        doc: FunctionInfo2 - highest wave size the shader supports (0 = none specified).
      - id: shader_flags
        -orig-id: ShaderFlags
        type: u2
        if: _io.size >= 48
        doc: 'FunctionInfo2 - DxilShaderFlags: 1 NodeProgramEntry; experimental 2 OutputPositionPresent, 4 DepthOutput, 8 SampleFrequency, 0x10 UsesViewID.'
      - id: shader_info
        type: u4
        if: _io.size >= 52
        doc: |
          FunctionInfo2 - union selected by `shader_kind`: for a node shader
          a row of the NodeShaderInfoTable; for the experimental stage
          tables (vertex ... amplification) a row of the matching *InfoTable;
          for shader kind Invalid a raw shader reference.
      - id: extra
        size-eos: true
        doc: Bytes past the known fields (a newer, longer record).
    instances:
      is_function_info2:
        value: _io.size >= 52
        doc: The record has the FunctionInfo2 fields.
  subobject_info:
    doc: 'RuntimeDataSubobjectInfo (SubobjectTable, 24 bytes): a state object subobject defined in the library.'
    doc-ref: https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilContainer/RDAT_SubobjectTypes.inl RuntimeDataSubobjectInfo
    seq:
      - id: kind
        -orig-id: Kind
        type: u4
        enum: subobject_kind
        if: _io.size >= 4
        doc: Subobject kind; it selects the layout of `body`.
      - id: name
        -orig-id: Name
        type: str_ref(_parent.string_budget)
        if: _io.size >= 8
        doc: Subobject name.
      - id: body
        size: 16
        type:
          switch-on: kind
          cases:
            'subobject_kind::state_object_config': state_object_config
            'subobject_kind::global_root_signature': root_signature_desc(_parent.bytes_budget)
            'subobject_kind::local_root_signature': root_signature_desc(_parent.bytes_budget)
            'subobject_kind::subobject_to_exports_association': subobject_to_exports_association(_parent.string_budget, _parent.index_budget)
            'subobject_kind::raytracing_shader_config': raytracing_shader_config
            'subobject_kind::raytracing_pipeline_config': raytracing_pipeline_config
            'subobject_kind::hit_group': hit_group(_parent.string_budget)
            'subobject_kind::raytracing_pipeline_config1': raytracing_pipeline_config1
        if: _io.size >= 24
        doc: The 16-byte union, by kind; bytes for an unknown kind.
      - id: extra
        size-eos: true
        doc: Bytes past the known fields (a newer, longer record).
  state_object_config:
    doc: StateObjectConfig_t.
    doc-ref: https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilContainer/RDAT_SubobjectTypes.inl StateObjectConfig_t
    seq:
      - id: flags
        -orig-id: Flags
        type: u4
        doc: 'D3D12_STATE_OBJECT_FLAGS: 1 AllowLocalDependenciesOnExternalDefinitions, 2 AllowExternalDependenciesOnLocalDefinitions, 4 AllowStateObjectAdditions.'
      - id: padding
        size-eos: true
        doc: Rest of the union.
  root_signature_desc:
    doc: RootSignature_t - a serialized root signature in the raw bytes.
    doc-ref: https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilContainer/RDAT_SubobjectTypes.inl RootSignature_t
    params:
      - id: budget
        type: u4
        doc: Most bytes resolved.
    seq:
      - id: data
        -orig-id: Data
        type: bytes_ref(budget)
        doc: Where the serialized root signature (RTS0 data) is.
      - id: padding
        size-eos: true
        doc: Rest of the union.
    instances:
      root_signature:
        io: _root.raw_bytes._io
        pos: data.ofs_bytes
        size: data.len_bytes
        type: dxcontainer_rts0
        if: data.in_range and data.len_bytes <= budget
        doc: The root signature, decoded with the RTS0 spec.
  subobject_to_exports_association:
    doc: SubobjectToExportsAssociation_t.
    doc-ref: https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilContainer/RDAT_SubobjectTypes.inl SubobjectToExportsAssociation_t
    params:
      - id: string_budget
        type: u4
        doc: Most bytes read to resolve a string.
      - id: index_budget
        type: u4
        doc: Most values resolved from an index array.
    seq:
      - id: subobject
        -orig-id: Subobject
        type: str_ref(string_budget)
        doc: Name of the subobject associated.
      - id: exports
        -orig-id: Exports
        type: idx_ref(index_budget)
        doc: Names of the exports it is associated with (string buffer offsets).
      - id: padding
        size-eos: true
        doc: Rest of the union.
  raytracing_shader_config:
    doc: RaytracingShaderConfig_t.
    doc-ref: https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilContainer/RDAT_SubobjectTypes.inl RaytracingShaderConfig_t
    seq:
      - id: max_len_payload
        -orig-id: MaxPayloadSizeInBytes
        type: u4
        doc: Largest ray payload, in bytes, that shaders using this config may declare.
      - id: max_len_attributes
        -orig-id: MaxAttributeSizeInBytes
        type: u4
        doc: Largest hit-attribute structure, in bytes, that shaders using this config may declare.
      - id: padding
        size-eos: true
        doc: Rest of the union.
  raytracing_pipeline_config:
    doc: RaytracingPipelineConfig_t.
    doc-ref: https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilContainer/RDAT_SubobjectTypes.inl RaytracingPipelineConfig_t
    seq:
      - id: max_trace_recursion_depth
        -orig-id: MaxTraceRecursionDepth
        type: u4
        doc: Deepest TraceRay recursion.
      - id: padding
        size-eos: true
        doc: Rest of the union.
  hit_group:
    doc: HitGroup_t.
    doc-ref: https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilContainer/RDAT_SubobjectTypes.inl HitGroup_t
    params:
      - id: budget
        type: u4
        doc: Most bytes read to resolve a string.
    seq:
      - id: type
        -orig-id: Type
        type: u4
        enum: hit_group_type
        doc: Triangle or procedural primitive hit group.
      - id: any_hit
        -orig-id: AnyHit
        type: str_ref(budget)
        doc: Any-hit shader export name.
      - id: closest_hit
        -orig-id: ClosestHit
        type: str_ref(budget)
        doc: Closest-hit shader export name.
      - id: intersection
        -orig-id: Intersection
        type: str_ref(budget)
        doc: Intersection shader export name.
  raytracing_pipeline_config1:
    doc: RaytracingPipelineConfig1_t.
    doc-ref: https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilContainer/RDAT_SubobjectTypes.inl RaytracingPipelineConfig1_t
    seq:
      - id: max_trace_recursion_depth
        -orig-id: MaxTraceRecursionDepth
        type: u4
        doc: Deepest TraceRay recursion.
      - id: flags
        -orig-id: Flags
        type: u4
        doc: 'D3D12_RAYTRACING_PIPELINE_FLAGS: 0x100 SkipTriangles, 0x200 SkipProceduralPrimitives, 0x400 AllowOpacityMicromaps.'
      - id: padding
        size-eos: true
        doc: Rest of the union.
  node_id:
    doc: 'NodeID (NodeIDTable, 8 bytes): a work-graph node name and array index.'
    doc-ref: https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilContainer/RDAT_LibraryTypes.inl NodeID
    seq:
      - id: name
        -orig-id: Name
        type: str_ref(_parent.string_budget)
        if: _io.size >= 4
        doc: The work-graph node's name (an offset into the string buffer).
      - id: index
        -orig-id: Index
        type: u4
        if: _io.size >= 8
        doc: Node array index.
      - id: extra
        size-eos: true
        doc: Bytes past the known fields.
  node_shader_func_attrib:
    doc: 'NodeShaderFuncAttrib (NodeShaderFuncAttribTable, 8 bytes): one attribute of a node shader.'
    doc-ref: https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilContainer/RDAT_LibraryTypes.inl NodeShaderFuncAttrib
    seq:
      - id: attrib_kind
        -orig-id: AttribKind
        type: u4
        enum: node_func_attrib_kind
        if: _io.size >= 4
        doc: Which attribute; it selects the meaning of the union that follows (`value` or `dimensions`).
      - id: value
        type: u4
        if: |
          _io.size >= 8 and attrib_kind != node_func_attrib_kind::num_threads and
          attrib_kind != node_func_attrib_kind::dispatch_grid and
          attrib_kind != node_func_attrib_kind::max_dispatch_grid
        doc: |
          The union's value for the attributes that hold a number: ID and
          ShareInputOf: a row of the NodeIDTable; MaxRecursionDepth,
          LocalRootArgumentsTableIndex: the value. (The same 4 bytes are
          `dimensions` for the other kinds.)
      - id: dimensions
        type: idx_ref(_parent.index_budget)
        if: |
          _io.size >= 8 and (attrib_kind == node_func_attrib_kind::num_threads or
          attrib_kind == node_func_attrib_kind::dispatch_grid or
          attrib_kind == node_func_attrib_kind::max_dispatch_grid)
        doc: |
          The union's value for NumThreads, DispatchGrid and MaxDispatchGrid:
          an index array of up to 3 values, x, y, z (missing ones are 1).
          (The same 4 bytes are `value` for the other kinds.)
      - id: extra
        size-eos: true
        doc: Bytes past the known fields.
  node_shader_io_attrib:
    doc: 'NodeShaderIOAttrib (NodeShaderIOAttribTable, 8 bytes): one attribute of a node input or output.'
    doc-ref: https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilContainer/RDAT_LibraryTypes.inl NodeShaderIOAttrib
    seq:
      - id: attrib_kind
        -orig-id: AttribKind
        type: u4
        enum: node_attrib_kind
        if: _io.size >= 4
        doc: Which attribute; it selects the meaning of the union that follows (`value` or `record_dispatch_grid`).
      - id: value
        type: u4
        if: _io.size >= 8 and attrib_kind != node_attrib_kind::record_dispatch_grid
        doc: "The union's value for every attribute but RecordDispatchGrid: OutputID: a row of the NodeIDTable; the others: the value. (The same 4 bytes are `record_dispatch_grid` for that kind.)"
      - id: record_dispatch_grid
        -orig-id: RecordDispatchGrid
        type: record_dispatch_grid
        if: _io.size >= 8 and attrib_kind == node_attrib_kind::record_dispatch_grid
        doc: "The union's value for RecordDispatchGrid: where the grid is in the node's input record. (The same 4 bytes are `value` for the other kinds.)"
      - id: extra
        size-eos: true
        doc: Bytes past the known fields.
  record_dispatch_grid:
    doc: RecordDispatchGrid - the SV_DispatchGrid field of a node input record.
    doc-ref: https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilContainer/RDAT_LibraryTypes.inl RecordDispatchGrid
    seq:
      - id: ofs_field
        -orig-id: ByteOffset
        type: u2
        doc: Offset of the field in the record.
      - id: num_components_and_type
        -orig-id: ComponentNumAndType
        type: u2
        doc: Bits 0-1 number of components, bits 2-15 DXIL component type.
    instances:
      num_components:
        value: num_components_and_type & 3
        doc: Number of components (1 to 3).
      component_type:
        value: num_components_and_type >> 2
        enum: dxil_component_type
        doc: Scalar type of the record field that holds the dispatch grid (a 16- or 32-bit unsigned integer in practice).
  io_node:
    doc: 'IONode (IONodeTable, 8 bytes): a node input or output.'
    doc-ref: https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilContainer/RDAT_LibraryTypes.inl IONode
    seq:
      - id: io_flags_and_kind
        -orig-id: IOFlagsAndKind
        type: u4
        if: _io.size >= 4
        doc: DXIL::NodeIOFlags bits; the low 7 bits are the node I/O kind.
      - id: attribs
        -orig-id: Attribs
        type: idx_ref(_parent.index_budget)
        if: _io.size >= 8
        doc: Attributes (rows of the NodeShaderIOAttribTable).
      - id: extra
        size-eos: true
        doc: Bytes past the known fields.
    instances:
      io_kind:
        value: io_flags_and_kind & 0x7f
        enum: node_io_kind
        if: _io.size >= 4
        doc: Kind of input or output (NodeIOKindMask).
      track_rw_input_sharing:
        -orig-id: TrackRWInputSharing
        value: (io_flags_and_kind & 0x100) != 0
        if: _io.size >= 4
        doc: TrackRWInputSharing (0x100).
      globally_coherent:
        -orig-id: GloballyCoherent
        value: (io_flags_and_kind & 0x200) != 0
        if: _io.size >= 4
        doc: GloballyCoherent (0x200).
  node_shader_info:
    doc: 'NodeShaderInfo (NodeShaderInfoTable, 20 bytes): a work-graph node shader.'
    doc-ref: https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilContainer/RDAT_LibraryTypes.inl NodeShaderInfo
    seq:
      - id: launch_type
        -orig-id: LaunchType
        type: u4
        enum: node_launch_type
        if: _io.size >= 4
        doc: Launch mode.
      - id: group_shared_bytes_used
        -orig-id: GroupSharedBytesUsed
        type: u4
        if: _io.size >= 8
        doc: Bytes of groupshared memory the node shader uses.
      - id: attribs
        -orig-id: Attribs
        type: idx_ref(_parent.index_budget)
        if: _io.size >= 12
        doc: Function attributes (rows of the NodeShaderFuncAttribTable).
      - id: outputs
        -orig-id: Outputs
        type: idx_ref(_parent.index_budget)
        if: _io.size >= 16
        doc: Outputs (rows of the IONodeTable).
      - id: inputs
        -orig-id: Inputs
        type: idx_ref(_parent.index_budget)
        if: _io.size >= 20
        doc: Inputs (rows of the IONodeTable).
      - id: extra
        size-eos: true
        doc: Bytes past the known fields.
  signature_element:
    doc: 'SignatureElement (SignatureElementTable, 16 bytes; experimental).'
    doc-ref: https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilContainer/RDAT_LibraryTypes.inl SignatureElement
    seq:
      - id: semantic_name
        -orig-id: SemanticName
        type: str_ref(_parent.string_budget)
        if: _io.size >= 4
        doc: The element's semantic name without its index (`TEXCOORD` of `TEXCOORD3`).
      - id: semantic_indices
        -orig-id: SemanticIndices
        type: idx_ref(_parent.index_budget)
        if: _io.size >= 8
        doc: Semantic indices, one per row.
      - id: semantic_kind
        -orig-id: SemanticKind
        type: u1
        enum: dxcontainer_psv0::semantic_kind
        if: _io.size >= 9
        doc: System value kind.
      - id: component_type
        -orig-id: ComponentType
        type: u1
        enum: dxil_component_type
        if: _io.size >= 10
        doc: "Scalar type of the element's components (DXIL::ComponentType: i1, i16, u32, f16, f32, ...)."
      - id: interpolation_mode
        -orig-id: InterpolationMode
        type: u1
        enum: dxcontainer_shader::interpolation_mode
        if: _io.size >= 11
        doc: "How the element's value is interpolated across a primitive: constant, linear, centroid, noperspective or per sample (DXIL::InterpolationMode)."
      - id: start_row
        -orig-id: StartRow
        type: u1
        if: _io.size >= 12
        doc: First packed row (0xFF = not allocated).
      - id: cols_and_stream
        -orig-id: ColsAndStream
        type: u1
        if: _io.size >= 13
        doc: Bits 0-1 columns - 1, bits 2-3 start column, bits 4-5 output stream.
      - id: usage_and_dyn_index_masks
        -orig-id: UsageAndDynIndexMasks
        type: u1
        if: _io.size >= 14
        doc: Bits 0-3 usage mask, bits 4-7 dynamic index mask.
      - id: extra
        size-eos: true
        doc: Struct padding and bytes past the known fields.
  vs_info:
    doc: 'VSInfo (VSInfoTable, 16 bytes; experimental).'
    doc-ref: https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilContainer/RDAT_LibraryTypes.inl VSInfo
    seq:
      - id: sig_input_elements
        -orig-id: SigInputElements
        type: idx_ref(_parent.index_budget)
        if: _io.size >= 4
        doc: Input signature (rows of the SignatureElementTable).
      - id: sig_output_elements
        -orig-id: SigOutputElements
        type: idx_ref(_parent.index_budget)
        if: _io.size >= 8
        doc: Output signature.
      - id: view_id_output_mask
        -orig-id: ViewIDOutputMask
        type: bytes_ref(_parent.bytes_budget)
        if: _io.size >= 16
        doc: Outputs that depend on the view ID.
      - id: extra
        size-eos: true
        doc: Bytes past the known fields.
  ps_info:
    doc: 'PSInfo (PSInfoTable, 8 bytes; experimental).'
    doc-ref: https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilContainer/RDAT_LibraryTypes.inl PSInfo
    seq:
      - id: sig_input_elements
        -orig-id: SigInputElements
        type: idx_ref(_parent.index_budget)
        if: _io.size >= 4
        doc: "Input signature: an index array of rows of the SignatureElementTable."
      - id: sig_output_elements
        -orig-id: SigOutputElements
        type: idx_ref(_parent.index_budget)
        if: _io.size >= 8
        doc: "Output signature: an index array of rows of the SignatureElementTable."
      - id: extra
        size-eos: true
        doc: Bytes past the known fields.
  hs_info:
    doc: 'HSInfo (HSInfoTable, 48 bytes; experimental).'
    doc-ref: https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilContainer/RDAT_LibraryTypes.inl HSInfo
    seq:
      - id: sig_input_elements
        -orig-id: SigInputElements
        type: idx_ref(_parent.index_budget)
        if: _io.size >= 4
        doc: "Input signature: an index array of rows of the SignatureElementTable."
      - id: sig_output_elements
        -orig-id: SigOutputElements
        type: idx_ref(_parent.index_budget)
        if: _io.size >= 8
        doc: "Output signature: an index array of rows of the SignatureElementTable."
      - id: sig_patch_const_output_elements
        -orig-id: SigPatchConstOutputElements
        type: idx_ref(_parent.index_budget)
        if: _io.size >= 12
        doc: Patch-constant output signature.
      - id: view_id_output_mask
        -orig-id: ViewIDOutputMask
        type: bytes_ref(_parent.bytes_budget)
        if: _io.size >= 20
        doc: Outputs that depend on the view ID.
      - id: view_id_patch_const_output_mask
        -orig-id: ViewIDPatchConstOutputMask
        type: bytes_ref(_parent.bytes_budget)
        if: _io.size >= 28
        doc: Patch-constant outputs that depend on the view ID.
      - id: input_to_output_masks
        -orig-id: InputToOutputMasks
        type: bytes_ref(_parent.bytes_budget)
        if: _io.size >= 36
        doc: Input to output dependencies.
      - id: input_to_patch_const_output_masks
        -orig-id: InputToPatchConstOutputMasks
        type: bytes_ref(_parent.bytes_budget)
        if: _io.size >= 44
        doc: Input to patch-constant output dependencies.
      - id: num_input_control_points
        -orig-id: InputControlPointCount
        type: u1
        if: _io.size >= 45
        doc: Number of control points in the input patch.
      - id: num_output_control_points
        -orig-id: OutputControlPointCount
        type: u1
        if: _io.size >= 46
        doc: Number of control points in the output patch.
      - id: tessellator_domain
        -orig-id: TessellatorDomain
        type: u1
        if: _io.size >= 47
        doc: DXIL::TessellatorDomain.
      - id: tessellator_output_primitive
        -orig-id: TessellatorOutputPrimitive
        type: u1
        if: _io.size >= 48
        doc: DXIL::TessellatorOutputPrimitive.
      - id: extra
        size-eos: true
        doc: Bytes past the known fields.
  ds_info:
    doc: 'DSInfo (DSInfoTable, 40 bytes; experimental).'
    doc-ref: https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilContainer/RDAT_LibraryTypes.inl DSInfo
    seq:
      - id: sig_input_elements
        -orig-id: SigInputElements
        type: idx_ref(_parent.index_budget)
        if: _io.size >= 4
        doc: "Input signature: an index array of rows of the SignatureElementTable."
      - id: sig_output_elements
        -orig-id: SigOutputElements
        type: idx_ref(_parent.index_budget)
        if: _io.size >= 8
        doc: "Output signature: an index array of rows of the SignatureElementTable."
      - id: sig_patch_const_input_elements
        -orig-id: SigPatchConstInputElements
        type: idx_ref(_parent.index_budget)
        if: _io.size >= 12
        doc: Patch-constant input signature.
      - id: view_id_output_mask
        -orig-id: ViewIDOutputMask
        type: bytes_ref(_parent.bytes_budget)
        if: _io.size >= 20
        doc: Outputs that depend on the view ID.
      - id: input_to_output_masks
        -orig-id: InputToOutputMasks
        type: bytes_ref(_parent.bytes_budget)
        if: _io.size >= 28
        doc: Input to output dependencies.
      - id: patch_const_input_to_output_masks
        -orig-id: PatchConstInputToOutputMasks
        type: bytes_ref(_parent.bytes_budget)
        if: _io.size >= 36
        doc: Patch-constant input to output dependencies.
      - id: num_input_control_points
        -orig-id: InputControlPointCount
        type: u1
        if: _io.size >= 37
        doc: Number of control points in the input patch.
      - id: tessellator_domain
        -orig-id: TessellatorDomain
        type: u1
        if: _io.size >= 38
        doc: DXIL::TessellatorDomain.
      - id: extra
        size-eos: true
        doc: Struct padding and bytes past the known fields.
  gs_info:
    doc: 'GSInfo (GSInfoTable, 28 bytes; experimental).'
    doc-ref: https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilContainer/RDAT_LibraryTypes.inl GSInfo
    seq:
      - id: sig_input_elements
        -orig-id: SigInputElements
        type: idx_ref(_parent.index_budget)
        if: _io.size >= 4
        doc: "Input signature: an index array of rows of the SignatureElementTable."
      - id: sig_output_elements
        -orig-id: SigOutputElements
        type: idx_ref(_parent.index_budget)
        if: _io.size >= 8
        doc: "Output signature: an index array of rows of the SignatureElementTable."
      - id: view_id_output_mask
        -orig-id: ViewIDOutputMask
        type: bytes_ref(_parent.bytes_budget)
        if: _io.size >= 16
        doc: Outputs that depend on the view ID.
      - id: input_to_output_masks
        -orig-id: InputToOutputMasks
        type: bytes_ref(_parent.bytes_budget)
        if: _io.size >= 24
        doc: Input to output dependencies.
      - id: input_primitive
        -orig-id: InputPrimitive
        type: u1
        if: _io.size >= 25
        doc: DXIL::InputPrimitive.
      - id: output_topology
        -orig-id: OutputTopology
        type: u1
        if: _io.size >= 26
        doc: DXIL::PrimitiveTopology.
      - id: max_num_vertices
        -orig-id: MaxVertexCount
        type: u1
        if: _io.size >= 27
        doc: Most vertices the geometry shader emits per invocation ([maxvertexcount]); stored in one byte here.
      - id: output_stream_mask
        -orig-id: OutputStreamMask
        type: u1
        if: _io.size >= 28
        doc: Bit mask of the geometry-shader output streams (0-3) the shader writes.
      - id: extra
        size-eos: true
        doc: Bytes past the known fields.
  cs_info:
    doc: 'CSInfo (CSInfoTable, 8 bytes; experimental).'
    doc-ref: https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilContainer/RDAT_LibraryTypes.inl CSInfo
    seq:
      - id: num_threads
        -orig-id: NumThreads
        type: idx_ref(_parent.index_budget)
        if: _io.size >= 4
        doc: Thread group size X, Y, Z (missing values are 1).
      - id: group_shared_bytes_used
        -orig-id: GroupSharedBytesUsed
        type: u4
        if: _io.size >= 8
        doc: Bytes of groupshared memory the compute shader uses.
      - id: extra
        size-eos: true
        doc: Bytes past the known fields.
  ms_info:
    doc: 'MSInfo (MSInfoTable, 48 bytes; experimental).'
    doc-ref: https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilContainer/RDAT_LibraryTypes.inl MSInfo
    seq:
      - id: sig_output_elements
        -orig-id: SigOutputElements
        type: idx_ref(_parent.index_budget)
        if: _io.size >= 4
        doc: Vertex output signature.
      - id: sig_prim_output_elements
        -orig-id: SigPrimOutputElements
        type: idx_ref(_parent.index_budget)
        if: _io.size >= 8
        doc: Primitive output signature.
      - id: view_id_output_mask
        -orig-id: ViewIDOutputMask
        type: bytes_ref(_parent.bytes_budget)
        if: _io.size >= 16
        doc: Vertex outputs that depend on the view ID.
      - id: view_id_prim_output_mask
        -orig-id: ViewIDPrimOutputMask
        type: bytes_ref(_parent.bytes_budget)
        if: _io.size >= 24
        doc: Primitive outputs that depend on the view ID.
      - id: num_threads
        -orig-id: NumThreads
        type: idx_ref(_parent.index_budget)
        if: _io.size >= 28
        doc: Thread group size X, Y, Z.
      - id: group_shared_bytes_used
        -orig-id: GroupSharedBytesUsed
        type: u4
        if: _io.size >= 32
        doc: Bytes of groupshared memory the mesh shader uses.
      - id: group_shared_bytes_dependent_on_view_id
        -orig-id: GroupSharedBytesDependentOnViewID
        type: u4
        if: _io.size >= 36
        doc: Group shared memory that depends on the view ID.
      - id: len_payload
        -orig-id: PayloadSizeInBytes
        type: u4
        if: _io.size >= 40
        doc: Size in bytes of the payload the mesh shader receives from the amplification shader.
      - id: max_output_vertices
        -orig-id: MaxOutputVertices
        type: u2
        if: _io.size >= 42
        doc: Most vertices output.
      - id: max_output_primitives
        -orig-id: MaxOutputPrimitives
        type: u2
        if: _io.size >= 44
        doc: Most primitives output.
      - id: mesh_output_topology
        -orig-id: MeshOutputTopology
        type: u1
        if: _io.size >= 45
        doc: DXIL::MeshOutputTopology.
      - id: extra
        size-eos: true
        doc: Struct padding and bytes past the known fields.
  as_info:
    doc: 'ASInfo (ASInfoTable, 12 bytes; experimental).'
    doc-ref: https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilContainer/RDAT_LibraryTypes.inl ASInfo
    seq:
      - id: num_threads
        -orig-id: NumThreads
        type: idx_ref(_parent.index_budget)
        if: _io.size >= 4
        doc: Thread group size X, Y, Z.
      - id: group_shared_bytes_used
        -orig-id: GroupSharedBytesUsed
        type: u4
        if: _io.size >= 8
        doc: Bytes of groupshared memory the amplification shader uses.
      - id: len_payload
        -orig-id: PayloadSizeInBytes
        type: u4
        if: _io.size >= 12
        doc: Size in bytes of the payload the amplification shader passes to the mesh shaders it dispatches.
      - id: extra
        size-eos: true
        doc: Bytes past the known fields.
  pdb_info:
    doc: 'DxilPdbInfo (DxilPdbInfoTable, 44 bytes): how a shader was built (one record in a PDBI payload).'
    doc-ref: https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilContainer/RDAT_PdbInfoTypes.inl DxilPdbInfo
    seq:
      - id: sources
        -orig-id: Sources
        type: idx_ref(_parent.index_budget)
        if: _io.size >= 4
        doc: Source files (rows of the DxilPdbInfoSourceTable).
      - id: libraries
        -orig-id: Libraries
        type: idx_ref(_parent.index_budget)
        if: _io.size >= 8
        doc: Libraries linked (rows of the DxilPdbInfoLibraryTable).
      - id: arg_pairs
        -orig-id: ArgPairs
        type: idx_ref(_parent.index_budget)
        if: _io.size >= 12
        doc: Compiler arguments as name, value string offsets alternating.
      - id: hash
        -orig-id: Hash
        type: bytes_ref(_parent.bytes_budget)
        if: _io.size >= 20
        doc: Shader hash.
      - id: pdb_name
        -orig-id: PdbName
        type: str_ref(_parent.string_budget)
        if: _io.size >= 24
        doc: PDB file name.
      - id: custom_toolchain_id
        -orig-id: CustomToolchainId
        type: u4
        if: _io.size >= 28
        doc: Custom toolchain identifier.
      - id: custom_toolchain_data
        -orig-id: CustomToolchainData
        type: bytes_ref(_parent.bytes_budget)
        if: _io.size >= 36
        doc: Bytes another toolchain may keep with the PDB information; DXC's writer leaves them empty.
      - id: whole_dxil
        -orig-id: WholeDxil
        type: bytes_ref(_parent.bytes_budget)
        if: _io.size >= 44
        doc: The whole DXIL program.
      - id: extra
        size-eos: true
        doc: Bytes past the known fields.
  pdb_info_source:
    doc: 'DxilPdbInfoSource (DxilPdbInfoSourceTable, 8 bytes): one source file.'
    doc-ref: https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilContainer/RDAT_PdbInfoTypes.inl DxilPdbInfoSource
    seq:
      - id: name
        -orig-id: Name
        type: str_ref(_parent.string_budget)
        if: _io.size >= 4
        doc: File name.
      - id: content
        -orig-id: Content
        type: str_ref(_parent.string_budget)
        if: _io.size >= 8
        doc: File contents.
      - id: extra
        size-eos: true
        doc: Bytes past the known fields.
  pdb_info_library:
    doc: 'DxilPdbInfoLibrary (DxilPdbInfoLibraryTable, 12 bytes): one linked library.'
    doc-ref: https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilContainer/RDAT_PdbInfoTypes.inl DxilPdbInfoLibrary
    seq:
      - id: name
        -orig-id: Name
        type: str_ref(_parent.string_budget)
        if: _io.size >= 4
        doc: Library name.
      - id: data
        -orig-id: Data
        type: bytes_ref(_parent.bytes_budget)
        if: _io.size >= 12
        doc: Library contents.
      - id: extra
        size-eos: true
        doc: Bytes past the known fields.
enums:
  rdat_part_type:
    1: string_buffer
    2: index_arrays
    3: resource_table
    4: function_table
    5: raw_bytes
    6: subobject_table
    7: node_id_table
    8: node_shader_io_attrib_table
    9: node_shader_func_attrib_table
    10: io_node_table
    11: node_shader_info_table
    12:
      id: reserved_mesh_nodes_preview_info_table
      doc: Reserved (mesh nodes preview); kept as bytes.
    13: signature_element_table
    14: vs_info_table
    15: ps_info_table
    16: hs_info_table
    17: ds_info_table
    18: gs_info_table
    19: cs_info_table
    20: ms_info_table
    21: as_info_table
    0x10001: pdb_info_table
    0x10002: pdb_info_source_table
    0x10003: pdb_info_library_table
  resource_class:
    0: srv
    1: uav
    2: cbuffer
    3: sampler
    4: invalid
  subobject_kind:
    0: state_object_config
    1: global_root_signature
    2: local_root_signature
    8: subobject_to_exports_association
    9: raytracing_shader_config
    10: raytracing_pipeline_config
    11: hit_group
    12: raytracing_pipeline_config1
  hit_group_type:
    0: triangle
    1: procedural_primitive
  node_func_attrib_kind:
    0: none
    1: id
    2: num_threads
    3: share_input_of
    4: dispatch_grid
    5: max_recursion_depth
    6: local_root_arguments_table_index
    7: max_dispatch_grid
    8: reserved_mesh_node_preview1
    9: reserved_mesh_node_preview2
  node_attrib_kind:
    0: none
    1: output_id
    2: max_records
    3: max_records_shared_with
    4: record_size_in_bytes
    5: record_dispatch_grid
    6: output_array_size
    7: allow_sparse_nodes
    8: record_alignment_in_bytes
  node_launch_type:
    0: invalid
    1: broadcasting
    2: coalescing
    3: thread
    4: reserved_mesh
  node_io_kind:
    0x00: invalid
    0x09: empty_input
    0x06: node_output
    0x16: node_output_array
    0x0a: empty_output
    0x1a: empty_output_array
    0x61: dispatch_node_input_record
    0x41: group_node_input_records
    0x21: thread_node_input_record
    0x65: rw_dispatch_node_input_record
    0x45: rw_group_node_input_records
    0x25: rw_thread_node_input_record
    0x46: group_node_output_records
    0x26: thread_node_output_records
  dxil_component_type:
    0: invalid
    1: i1
    2: i16
    3: u16
    4: i32
    5: u32
    6: i64
    7: u64
    8: f16
    9: f32
    10: f64
    11: snorm_f16
    12: unorm_f16
    13: snorm_f32
    14: unorm_f32
    15: snorm_f64
    16: unorm_f64
    17: packed_s8x32
    18: packed_u8x32
    19: u8
    20: i8
    21: f8_e4m3fn
    22: f8_e5m2
    23: bfloat16
