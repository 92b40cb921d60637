meta:
  id: dxcontainer_shader
  title: Tokenized program (SHDR, SHEX) - Shader Model 4.0 to 5.1 bytecode
  application:
    - Microsoft FXC / d3dcompiler (Shader Model 4.0-5.1)
    - Direct3D 10, 11 and 12 runtimes and drivers
  license: CC0-1.0
  ks-version: '0.11'
  endian: le
doc: |
  The tokenized program of an FXC shader: a stream of little-endian 32-bit
  tokens. FXC writes it in a `SHDR` part (historically Shader Model 4) or a
  `SHEX` part ("extended", historically Shader Model 5), but the fourcc does
  not tell the model: always read the version token.

  The stream is a version token (program type, major and minor version), a
  length token (the program length in tokens, counting these two) and then
  the instructions: declarations, executable instructions and custom-data
  blocks. Every instruction starts with an opcode token holding the opcode
  (11 bits), opcode-specific control bits (bits 11-23: saturate, test
  boolean, precise mask, resource dimension, interpolation mode, ...), the
  instruction length in tokens (bits 24-30) and an "extended" bit that
  announces extended opcode tokens (sample offsets, resource dimension and
  stride, resource return types). Then come its operands: an operand token
  (component count, component selection as mask / swizzle / single
  component, register type, index dimension and how each index is given),
  optional extended operand tokens (negate / absolute value, minimum
  precision, non-uniform), immediate values for literal operands and the
  indices, each an immediate or a nested relative-address operand.
  Declarations carry their own extra tokens (counts, strides, return types,
  register spaces from Shader Model 5.1 on).

  Custom-data blocks (opcode 53) have their length in the second token: the
  immediate constant buffer, comments, debug data, shader messages
  (`printf`/`errorf`) and the level-9 clip-plane mappings.

  The instructions are decoded only when `program` is read, so listing a
  container's parts never pays for them. Every instruction's body is its own
  substream of the declared length: an instruction can neither run into the
  next one nor loop, and one whose length is 0 or runs past the program is
  refused.
doc-ref:
  - https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/Support/d3d12TokenizedProgramFormat.hpp
  - https://github.com/microsoft/DirectXShaderCompiler/blob/main/projects/dxilconv/lib/ShaderBinary/ShaderBinary.cpp
seq:
  - id: version_token
    -orig-id: VerTok
    type: u4
    doc: |
      Bits 0-3 minor version, bits 4-7 major version, bits 16-31 program
      type (the header's comment says bits 0-7 and 8-15; its masks, and
      every real file, use 4 bits each).
  - id: len_dwords
    -orig-id: LenTok
    type: u4
    valid:
      min: 2
      max: 0x1fffffff
    doc: 'Length of the program in 32-bit tokens, counting the version and length tokens. At most 2^29 - 1 tokens: larger than any container, so every target reads it alike.'
instances:
  program_type:
    -orig-id: D3D10_SB_TOKENIZED_PROGRAM_TYPE
    value: version_token >> 16
    enum: program_type
    doc: The shader stage (or 0xFFF0 for a function of an FXC library).
  major_version:
    -orig-id: D3D10_SB_TOKENIZED_PROGRAM_MAJOR_VERSION
    value: (version_token >> 4) & 0xf
    doc: Shader model major version (4 or 5).
  minor_version:
    -orig-id: D3D10_SB_TOKENIZED_PROGRAM_MINOR_VERSION
    value: version_token & 0xf
    doc: Shader model minor version (0 or 1).
  is_sm51:
    value: major_version > 5 or (major_version == 5 and minor_version >= 1)
    doc: |
      Shader Model 5.1 or later: resource, sampler, UAV and constant-buffer
      declarations then use 3-D operands (range ID, lower and upper bound)
      and append the register space (and, for constant buffers, the size).
  program:
    pos: 8
    size: (len_dwords - 2) * 4
    type: instruction_stream
    if: len_dwords >= 2 and len_dwords <= 0x1fffffff
    doc: |
      The instructions, decoded when first read (none when `len_dwords`
      failed its check, in a half-read part the Web IDE shows).
  trailing:
    pos: len_dwords * 4
    size-eos: true
    if: len_dwords * 4 < _io.size
    doc: Bytes of the part after the program's declared length (none in any known file).
types:
  instruction_stream:
    doc: The instructions of the program, in order.
    doc-ref: https://github.com/microsoft/DirectXShaderCompiler/blob/main/projects/dxilconv/lib/ShaderBinary/ShaderBinary.cpp CShaderCodeParser::ParseInstruction
    seq:
      - id: instructions
        type: instruction
        repeat: eos
        doc: Declarations, instructions and custom-data blocks, to the program's declared length.
  instruction:
    -webide-representation: '{opcode} {body}'
    doc: |
      One instruction: the opcode token, then (custom data) the block length,
      (`dcl_function_table`, `dcl_interface` with the extended bit) the real
      length, or (other opcodes with the extended bit) a chain of extended
      opcode tokens, and the body, sized by the instruction length.

      The fields' conditions test the opcode token's bits themselves, not
      the instances that name them (`is_custom_data`, `has_len_long`,
      `has_extended_opcodes`), and `len_body` computes the body's size from
      the fields, not from other instances: an instance costs the parsers a
      call each time it is read, and these are read for every instruction.
      53 is `customdata`, 145 `dcl_function_table` and 146 `dcl_interface`.
      (The size stays one instance: written out in each of the body's
      cases, it made the parser too large for a fuzzer's instrumentation.)
    doc-ref: https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/Support/d3d12TokenizedProgramFormat.hpp OpcodeToken0
    seq:
      - id: opcode_token
        -orig-id: OpcodeToken0
        type: u4
        valid:
          min: >-
            ((opcode_token & 0x7ff) == 53 or ((opcode_token >> 24) & 0x7f) != 0 or
            ((opcode_token >> 31) == 1 and ((opcode_token & 0x7ff) == 145 or
            (opcode_token & 0x7ff) == 146))) ? 0 : 0x100000000
        doc: |
          Bits 0-10 opcode, 11-23 opcode-specific controls, 24-30 length in
          tokens (counting this one; 0 is refused), 31 extended. For custom
          data, bits 11-31 are the data class and the length is the next token;
          for long-length declarations the length is the next token.
      - id: len_custom_data
        type: u4
        if: (opcode_token & 0x7ff) == 53
        valid:
          min: 2
          max: 0x1fffffff
        doc: 'Length of the custom-data block in tokens, counting the opcode token and this one. At most 2^29 - 1 tokens: larger than any container, so every target reads it alike.'
      - id: len_long
        type: u4
        if: (opcode_token >> 31) == 1 and ((opcode_token & 0x7ff) == 145 or (opcode_token & 0x7ff) == 146)
        valid:
          min: 2
          max: 0x1fffffff
        doc: |
          The real instruction length of an extended `dcl_function_table` or
          `dcl_interface` (their tables may not fit the 7-bit length field).
          At most 2^29 - 1 tokens: larger than any container, so every target reads it alike.
      - id: extended_opcodes
        -orig-id: OpcodeToken1
        type: 'extended_opcode(((opcode_token >> 24) & 0x7f) - 1 - _index)'
        repeat: until
        repeat-until: not _.has_next
        if: >-
          (opcode_token >> 31) == 1 and (opcode_token & 0x7ff) != 53 and
          (opcode_token & 0x7ff) != 145 and (opcode_token & 0x7ff) != 146
        doc: Extended opcode tokens, chained by their own bit 31, inside the instruction's length.
      - id: body
        size: len_body
        type:
          switch-on: >-
            (opcode_token & 0x7ff) < 236 ? [
            13, 13, 10, 20, 11, 21, 11, 10, 20, 10, 10, 12, 12, 20, 13, 13,
            13, 13, 10, 10, 10, 10, 10, 10, 13, 12, 12, 12, 12, 13, 13, 20,
            13, 13, 13, 14, 13, 13, 14, 13, 12, 13, 13, 12, 11, 13, 14, 12,
            10, 13, 14, 13, 13, 22, 12, 14, 13, 13, 10, 12, 13, 23, 10, 20,
            12, 12, 12, 12, 12, 14, 15, 15, 15, 16, 15, 12, 11, 13, 14, 13,
            13, 14, 14, 13, 13, 13, 12, 13, 24, 25, 26, 27, 28, 29, 30, 31,
            32, 32, 33, 34, 34, 31, 32, 32, 35, 36, 37, 38, 14, 14, 13, 39,
            38, 10, 10, 10, 10, 11, 11, 11, 40, 12, 12, 12, 12, 12, 15, 15,
            16, 12, 12, 12, 14, 14, 12, 12, 12, 12, 14, 14, 15, 12, 15, 31,
            41, 42, 43, 44, 44, 45, 46, 47, 48, 49, 49, 50, 51, 52, 53, 54,
            55, 56, 57, 13, 13, 13, 13, 14, 14, 13, 13, 13, 14, 13, 13, 13,
            13, 13, 12, 12, 14, 14, 14, 14, 14, 15, 14, 14, 14, 14, 58, 13,
            13, 13, 13, 13, 13, 13, 13, 12, 14, 12, 12, 13, 13, 12, 49, 10,
            10, 38, 13, 14, 12, 14, 12, 12, 12, 12, 38, 15, 16, 16, 17, 14,
            15, 14, 14, 15, 16, 16, 16, 17, 18, 17, 12, 38
            ][opcode_token & 0x7ff] : 10
          cases:
            10: instruction_body(0)  # 19 opcodes, and opcodes the enum does not know
            11: instruction_body(1)  # 7 opcodes
            12: instruction_body(2)  # 43 opcodes
            13: instruction_body(3)  # 55 opcodes
            14: instruction_body(4)  # 33 opcodes
            15: instruction_body(5)  # 12 opcodes
            16: instruction_body(6)  # 7 opcodes
            17: instruction_body(7)  # gather4_po_c_s, sample_b_cl_s, sample_c_cl_s
            18: instruction_body(8)  # sample_d_cl_s
            20: conditional_body(1)  # breakc, continuec, discard, if_, retc
            21: conditional_body(2)  # callc
            22: custom_data  # customdata
            23: resinfo_body(3)  # resinfo
            24: resource_decl  # dcl_resource
            25: constant_buffer_decl  # dcl_constantbuffer
            26: sampler_decl  # dcl_sampler
            27: index_range_decl  # dcl_indexrange
            28: gs_output_topology_decl  # dcl_outputtopology
            29: gs_input_primitive_decl  # dcl_inputprimitive
            30: max_output_vertex_count_decl  # dcl_maxout
            31: operand_decl  # dcl_input, dcl_output, dcl_stream
            32: operand_name_decl  # dcl_input_sgv, dcl_input_siv, dcl_output_sgv, dcl_output_siv
            33: input_ps_decl  # dcl_input_ps
            34: input_ps_name_decl  # dcl_input_ps_sgv, dcl_input_ps_siv
            35: temps_decl  # dcl_temps
            36: indexable_temp_decl  # dcl_indexable_temp
            37: global_flags_decl  # dcl_global_flags
            38: unknown_body  # reserved_10_0, reserved_10_1, reserved_11_0, reserved_11_1, reserved_wddm1_3
            39: sample_info_body(2)  # sampleinfo
            40: interface_call_body  # fcall
            41: function_body_decl  # dcl_function_body
            42: function_table_decl  # dcl_function_table
            43: interface_decl  # dcl_interface
            44: control_point_count_decl  # dcl_input_control_point_count, dcl_output_control_point_count
            45: tess_domain_decl  # dcl_tessellator_domain
            46: tess_partitioning_decl  # dcl_tessellator_partitioning
            47: tess_output_primitive_decl  # dcl_tessellator_output_primitive
            48: hs_max_tessfactor_decl  # dcl_hs_max_tessfactor
            49: instance_count_decl  # dcl_hs_fork_phase_instance_count, dcl_hs_join_phase_instance_count, dcl_gsinstances
            50: thread_group_decl  # dcl_thread_group
            51: uav_typed_decl  # dcl_uav_typed
            52: uav_raw_decl  # dcl_uav_raw
            53: uav_structured_decl  # dcl_uav_structured
            54: tgsm_raw_decl  # dcl_tgsm_raw
            55: tgsm_structured_decl  # dcl_tgsm_structured
            56: resource_raw_decl  # dcl_resource_raw
            57: resource_structured_decl  # dcl_resource_structured
            58: sync_body  # sync
        doc: |
          The rest of the instruction, laid out as its opcode says: an
          ordinary instruction's operands (as many as the opcode takes), or a
          declaration's, custom-data block's or other body's own fields.
          The opcode chooses its layout through the table in `switch-on`:
          entry N is the layout of opcode N (its number in `opcode_type`),
          10 + k an ordinary instruction with k operands, 20 and above the
          layouts the cases name (their comments name the opcodes). An
          opcode past the table (one the enum does not know) is read as an
          instruction without operands, its tokens kept in `unparsed`.
          The cases are layouts, not opcodes, because the parsers compare an
          instruction with the cases one by one: 48 layouts, the ordinary
          ones first, take a few comparisons where 236 opcodes took 132 per
          instruction of the corpus on average. `generated/_specs.py`
          (`OPCODE_BODIES`) lists each opcode's body type by name.
    instances:
      opcode:
        -orig-id: D3D10_SB_OPCODE_TYPE
        value: opcode_token & 0x7ff
        enum: opcode_type
        -webide-parse-mode: eager
        doc: "Bits 0-10 of the opcode token: the operation or declaration, which decides the layout of the body."
      len_short:
        -orig-id: D3D10_SB_TOKENIZED_INSTRUCTION_LENGTH
        value: (opcode_token >> 24) & 0x7f
        doc: The instruction's length in tokens as bits 24-30 of the opcode token give it (unused by custom data and by long-length declarations).
      is_extended:
        -orig-id: D3D10_SB_OPCODE_EXTENDED
        value: (opcode_token >> 31) == 1
        doc: Bit 31 of the opcode token (meaningless for custom data, where it belongs to the class).
      is_custom_data:
        value: (opcode_token & 0x7ff) == 53
        doc: A custom-data block (its length is in the second token).
      custom_data_class:
        -orig-id: D3D10_SB_CUSTOMDATA_CLASS
        value: opcode_token >> 11
        enum: custom_data_class
        if: is_custom_data
        doc: What the custom-data block holds.
      has_len_long:
        value: (opcode_token >> 31) == 1 and ((opcode_token & 0x7ff) == 145 or (opcode_token & 0x7ff) == 146)
        doc: The extended bit of these two declarations announces a length token, not extended opcodes.
      has_extended_opcodes:
        value: >-
          (opcode_token >> 31) == 1 and (opcode_token & 0x7ff) != 53 and
          (opcode_token & 0x7ff) != 145 and (opcode_token & 0x7ff) != 146
        doc: Extended opcode tokens follow the opcode token.
      len_instruction:
        value: >-
          is_custom_data ? len_custom_data :
          (has_len_long ? len_long : len_short)
        doc: Length of the whole instruction in tokens.
      num_header_tokens:
        value: >-
          1 + (is_custom_data or has_len_long ? 1 : 0) +
          (has_extended_opcodes ? extended_opcodes.size : 0)
        if: is_custom_data or has_len_long or len_short != 0
        doc: |
          Tokens before the body. None when the opcode token fails its check
          (the Web IDE shows such a half-read instruction, which has no
          extended opcode tokens to count).
      len_body:
        value: >-
          ((opcode_token & 0x7ff) == 53 ? len_custom_data - 2 :
          ((opcode_token >> 31) == 0 ? ((opcode_token >> 24) & 0x7f) - 1 :
          ((opcode_token & 0x7ff) == 145 or (opcode_token & 0x7ff) == 146 ? len_long - 2 :
          ((opcode_token >> 24) & 0x7f) - 1 - extended_opcodes.size))) * 4
        if: >-
          (opcode_token & 0x7ff) == 53 or ((opcode_token >> 24) & 0x7f) != 0 or
          ((opcode_token >> 31) == 1 and ((opcode_token & 0x7ff) == 145 or (opcode_token & 0x7ff) == 146))
        doc: |
          Bytes of the instruction's length left after the opcode token, the
          length token and the extended opcode tokens (none when the opcode
          token fails its check, as for `num_header_tokens`): `len_instruction
          - num_header_tokens` words, computed from the fields themselves.
  extended_opcode:
    doc: An extended opcode token.
    doc-ref: https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/Support/d3d12TokenizedProgramFormat.hpp OpcodeToken1
    params:
      - id: tokens_left
        type: s4
        doc: Tokens of the instruction's length not yet read before this one.
    seq:
      - id: token
        -orig-id: OpcodeToken1
        type: u4
        valid:
          min: 'tokens_left >= 1 ? 0 : 0x100000000'
        doc: |
          Bits 0-5 type; sample controls: texel offsets u, v, w as signed
          4-bit values at bits 9, 13, 17; resource dimension: bits 6-10
          dimension, 11-22 structure stride; return type: four 4-bit return
          types at bits 6, 10, 14, 18; bit 31: another extended token follows.
          Refused when the instruction's length holds no more tokens (a chain
          of extended tokens longer than the instruction).
    instances:
      ext_type:
        -orig-id: D3D10_SB_EXTENDED_OPCODE_TYPE
        value: token & 0x3f
        enum: extended_opcode_type
        doc: Which kind of extended token this is.
      has_next:
        -orig-id: D3D10_SB_OPCODE_EXTENDED
        value: (token >> 31) == 1
        doc: Another extended opcode token follows.
      texel_ofs_u:
        -orig-id: D3D10_SB_IMMEDIATE_ADDRESS_OFFSET_U
        value: '((token >> 9) & 15) >= 8 ? ((token >> 9) & 15) - 16 : ((token >> 9) & 15)'
        if: ext_type == extended_opcode_type::sample_controls
        doc: Immediate texel offset along u (-8..7).
      texel_ofs_v:
        -orig-id: D3D10_SB_IMMEDIATE_ADDRESS_OFFSET_V
        value: '((token >> 13) & 15) >= 8 ? ((token >> 13) & 15) - 16 : ((token >> 13) & 15)'
        if: ext_type == extended_opcode_type::sample_controls
        doc: Immediate texel offset along v (-8..7).
      texel_ofs_w:
        -orig-id: D3D10_SB_IMMEDIATE_ADDRESS_OFFSET_W
        value: '((token >> 17) & 15) >= 8 ? ((token >> 17) & 15) - 16 : ((token >> 17) & 15)'
        if: ext_type == extended_opcode_type::sample_controls
        doc: Immediate texel offset along w (-8..7).
      resource_dimension:
        -orig-id: D3D11_SB_EXTENDED_RESOURCE_DIMENSION
        value: (token >> 6) & 31
        enum: resource_dimension
        if: ext_type == extended_opcode_type::resource_dim
        doc: Dimension of the resource the instruction reads.
      structure_stride:
        -orig-id: D3D11_SB_EXTENDED_RESOURCE_DIMENSION_STRUCTURE_STRIDE
        value: (token >> 11) & 0xfff
        if: ext_type == extended_opcode_type::resource_dim
        doc: Structure stride in bytes (structured buffers), otherwise 0.
      return_type_x:
        -orig-id: D3D11_SB_EXTENDED_RESOURCE_RETURN_TYPE
        value: (token >> 6) & 15
        enum: return_type
        if: ext_type == extended_opcode_type::resource_return_type
        doc: Return type of component x.
      return_type_y:
        -orig-id: D3D11_SB_EXTENDED_RESOURCE_RETURN_TYPE
        value: (token >> 10) & 15
        enum: return_type
        if: ext_type == extended_opcode_type::resource_return_type
        doc: Return type of component y.
      return_type_z:
        -orig-id: D3D11_SB_EXTENDED_RESOURCE_RETURN_TYPE
        value: (token >> 14) & 15
        enum: return_type
        if: ext_type == extended_opcode_type::resource_return_type
        doc: Return type of component z.
      return_type_w:
        -orig-id: D3D11_SB_EXTENDED_RESOURCE_RETURN_TYPE
        value: (token >> 18) & 15
        enum: return_type
        if: ext_type == extended_opcode_type::resource_return_type
        doc: Return type of component w.
  operand:
    doc: |
      One operand: the operand token, extended operand tokens, immediate
      values (literal operands) and the indices, in that order. Relative
      indices are operands themselves; `depth` bounds their nesting. The
      selection instances test the token's low four bits (component count
      and selection mode) directly: `(token & 0xf) == 0x2` is four
      components with a mask, `0x6` with a swizzle, `0xa` with one
      component selected (a test of the enum instances decodes slower).
      The fields' conditions and counts test the token's bits themselves
      too, not `is_extended`, `num_immediate_dwords` and `index_dimension`:
      each instance read is a call, and every operand reads them
      (immediates are operand types 4 and 5 with one or four components).
      The index count is written `(token & 0x300000) >> 20`, a shift last:
      the JavaScript target prints a count inline in its loop's `i < ...`
      test, where a `&` last would bind after the `<`.
      The indices come as plain numbers (`immediate_indices`) when all are
      immediate 32-bit values, and as `operand_index` objects (`indices`)
      only when one is relative or 64-bit: an object per index was a third
      of the structures a decoded program holds, 16% of all its objects the
      collector tracks (lists and streams too). (One list of numbers and
      objects, a switch on each index's representation, is what the C++
      target cannot compile.)
    doc-ref: https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/Support/d3d12TokenizedProgramFormat.hpp OperandToken0
    params:
      - id: depth
        type: u1
        doc: Nesting depth (0 for an instruction's own operands, +1 per relative index).
    seq:
      - id: token
        -orig-id: OperandToken0
        type: u4
        valid:
          min: >-
            (depth <= 4 and ((token >> 22) & ((token >> 21) | (token >> 20)) & 0x124 &
            ((1 << (3 * ((token >> 20) & 3))) - 1)) == 0) ? 0 : 0x100000000
        doc: |
          Bits 0-1 component count, 2-3 selection mode, 4-11 mask / swizzle /
          selected component, 12-19 operand type, 20-21 index dimension,
          22-24, 25-27, 28-30 index representations (3 bits each, as the
          header's text says; its mask macro reads 2), 31 extended. Relative
          indices may nest 4 deep; index representations above 4 are refused.
          The check tests the representations of the indices the dimension
          gives in one expression: a representation above 4 (5, 6 or 7) has
          its bit 2 set with bit 0 or 1, so `(token >> 22) & ((token >> 21) |
          (token >> 20)) & 0x124` has bit 3i + 2 set for each index i with
          one, kept for the first `dimension` indices by `(1 << 3 *
          dimension) - 1`. (Each `and` or `or` of a condition is a branch: a
          fuzzer's instrumentation traces every one, for every operand.)
      - id: extended_tokens
        -orig-id: OperandToken1
        type: extended_operand
        repeat: until
        repeat-until: not _.has_next
        if: (token >> 31) == 1
        doc: Extended operand tokens (modifier, minimum precision, non-uniform), chained by bit 31.
      - id: immediate_values
        -orig-id: m_Value
        type: u4
        repeat: expr
        repeat-expr: num_immediate_dwords
        if: ((token >> 12) & 0xfe) == 4 and ((token & 3) == 1 or (token & 3) == 2)
        doc: |
          The literal of an immediate operand, as raw 32-bit words: one or
          four for `immediate32`; two (one double) or four (two doubles) for
          `immediate64`, each double low word first (little-endian) although
          the header's comment says HI32:LO32: DXC's dxilconv test double6
          stores 8.0 as 0x00000000 0x40200000.
          
      - id: immediate_indices
        -orig-id: m_Index
        type: u4
        repeat: expr
        repeat-expr: (token & 0x300000) >> 20
        if: ((token >> 22) & ((1 << (3 * ((token >> 20) & 3))) - 1)) == 0
        doc: |
          One index per dimension of the register file (e.g. `cb0[4]` has
          two, 0 and 4), when every one is an immediate 32-bit value
          (representation 0, as nearly all are): the values themselves.
          An operand has either these or `indices`, never both.
      - id: indices
        -orig-id: m_Index
        type: operand_index((token >> (22 + 3 * _index)) & 7, depth)
        repeat: expr
        repeat-expr: (token & 0x300000) >> 20
        if: ((token >> 22) & ((1 << (3 * ((token >> 20) & 3))) - 1)) != 0
        doc: |
          One index per dimension of the register file, when any one is
          relative or 64-bit (e.g. `cb0[r0.x + 4]`): each with its
          representation. Otherwise the operand has `immediate_indices`.
    instances:
      num_components:
        -orig-id: D3D10_SB_OPERAND_NUM_COMPONENTS
        value: token & 3
        enum: num_components
        doc: How many components the operand has.
      selection_mode:
        -orig-id: D3D10_SB_OPERAND_4_COMPONENT_SELECTION_MODE
        value: (token >> 2) & 3
        enum: selection_mode
        if: (token & 3) == 2
        doc: How components of a 4-component operand are selected.
      component_mask:
        -orig-id: D3D10_SB_OPERAND_4_COMPONENT_MASK
        value: (token >> 4) & 15
        if: (token & 0xf) == 0x2
        doc: Write / read mask, bit 0 = x ... bit 3 = w.
      swizzle:
        -orig-id: D3D10_SB_OPERAND_4_COMPONENT_SWIZZLE
        value: (token >> 4) & 0xff
        if: (token & 0xf) == 0x6
        doc: Source component for x, y, z, w, two bits each (x in the low bits).
      swizzle_x:
        value: (token >> 4) & 3
        enum: component_name
        if: (token & 0xf) == 0x6
        doc: Source component read into x.
      swizzle_y:
        value: (token >> 6) & 3
        enum: component_name
        if: (token & 0xf) == 0x6
        doc: Source component read into y.
      swizzle_z:
        value: (token >> 8) & 3
        enum: component_name
        if: (token & 0xf) == 0x6
        doc: Source component read into z.
      swizzle_w:
        value: (token >> 10) & 3
        enum: component_name
        if: (token & 0xf) == 0x6
        doc: Source component read into w.
      selected_component:
        -orig-id: D3D10_SB_OPERAND_4_COMPONENT_SELECT_1
        value: (token >> 4) & 3
        enum: component_name
        if: (token & 0xf) == 0xa
        doc: The component (x, y, z or w) a `select_1` operand reads.
      operand_type:
        -orig-id: D3D10_SB_OPERAND_TYPE
        value: (token >> 12) & 0xff
        enum: operand_type
        doc: The register file (temp, input, constant buffer, immediate, ...).
      index_dimension:
        -orig-id: D3D10_SB_OPERAND_INDEX_DIMENSION
        value: (token >> 20) & 3
        doc: Number of indices that follow (0-3).
      is_extended:
        -orig-id: D3D10_SB_OPERAND_EXTENDED
        value: (token >> 31) == 1
        doc: Extended operand tokens follow.
      num_immediate_dwords:
        value: >-
          ((token >> 12) & 0xff) == 4 ? ((token & 3) == 1 ? 1 : ((token & 3) == 2 ? 4 : 0)) :
          (((token >> 12) & 0xff) == 5 ? ((token & 3) == 1 ? 2 : ((token & 3) == 2 ? 4 : 0)) : 0)
        doc: Number of 32-bit words of immediate data.
  extended_operand:
    doc: An extended operand token (a modifier token when `(token & 0x3f) == 1`, its `ext_type`).
    doc-ref: https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/Support/d3d12TokenizedProgramFormat.hpp OperandToken1
    seq:
      - id: token
        -orig-id: OperandToken1
        type: u4
        doc: |
          Bits 0-5 type; for a modifier token: bits 6-13 modifier, 14-16
          minimum precision, 17 non-uniform; bit 31: another extended token
          follows.
    instances:
      ext_type:
        -orig-id: D3D10_SB_EXTENDED_OPERAND_TYPE
        value: token & 0x3f
        enum: extended_operand_type
        doc: Which kind of extended operand token this is.
      modifier:
        -orig-id: D3D10_SB_OPERAND_MODIFIER
        value: (token >> 6) & 0xff
        enum: operand_modifier
        if: (token & 0x3f) == 1
        doc: Source modifier (negate, absolute value).
      min_precision:
        -orig-id: D3D11_SB_OPERAND_MIN_PRECISION
        value: (token >> 14) & 7
        enum: min_precision
        if: (token & 0x3f) == 1
        doc: Minimum precision the operand may be computed at.
      non_uniform:
        -orig-id: D3D12_SB_OPERAND_NON_UNIFORM
        value: ((token >> 17) & 1) == 1
        if: (token & 0x3f) == 1
        doc: Shader Model 5.1 `NonUniformResourceIndex` on a resource index.
      has_next:
        -orig-id: D3D10_SB_OPERAND_DOUBLE_EXTENDED
        value: (token >> 31) == 1
        doc: Another extended operand token follows.
  operand_index:
    doc: One index of an operand.
    doc-ref: https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/Support/d3d12TokenizedProgramFormat.hpp D3D10_SB_OPERAND_INDEX_REPRESENTATION
    params:
      - id: representation
        type: u1
        doc: How the index is given (an `index_representation`).
      - id: depth
        type: u1
        doc: Nesting depth of the operand holding this index.
    seq:
      - id: immediate32
        -orig-id: m_RegIndex
        type: u4
        if: representation % 3 == 0
        doc: |
          The immediate index (or the offset added to the relative one):
          representations 0 and 3 (the operand refuses those above 4, so
          `% 3 == 0` is the two of them in one test).
      - id: immediate64_hi
        -orig-id: m_RegIndexA
        type: u4
        if: representation % 3 == 1
        doc: |
          High word of a 64-bit immediate index (representations 1 and 4),
          first as the header says (no known file has one; literal doubles
          are stored low word first).
      - id: immediate64_lo
        -orig-id: m_RegIndexA
        type: u4
        if: representation % 3 == 1
        doc: Low word of a 64-bit immediate index (representations 1 and 4).
      - id: relative
        type: operand(depth + 1)
        if: representation >= 2
        doc: The register whose value is added to the index (e.g. `r0.x` in `cb0[r0.x + 4]`).
    instances:
      kind:
        -orig-id: D3D10_SB_OPERAND_INDEX_REPRESENTATION
        value: representation
        enum: index_representation
        doc: How the index is given.
  resource_return_type:
    doc: The return-type token of a typed resource or UAV declaration.
    doc-ref: https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/Support/d3d12TokenizedProgramFormat.hpp ResourceReturnTypeToken
    seq:
      - id: token
        -orig-id: ResourceReturnTypeToken
        type: u4
        doc: Four 4-bit return types, x in bits 0-3 ... w in bits 12-15.
    instances:
      x:
        -orig-id: D3D10_SB_RESOURCE_RETURN_TYPE
        value: token & 15
        enum: return_type
        doc: Return type of component x.
      y:
        -orig-id: D3D10_SB_RESOURCE_RETURN_TYPE
        value: (token >> 4) & 15
        enum: return_type
        doc: Return type of component y.
      z:
        -orig-id: D3D10_SB_RESOURCE_RETURN_TYPE
        value: (token >> 8) & 15
        enum: return_type
        doc: Return type of component z.
      w:
        -orig-id: D3D10_SB_RESOURCE_RETURN_TYPE
        value: (token >> 12) & 15
        enum: return_type
        doc: Return type of component w.
  name_token:
    doc: The system-value name token of a `*_siv` / `*_sgv` declaration.
    doc-ref: https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/Support/d3d12TokenizedProgramFormat.hpp NameToken
    seq:
      - id: token
        -orig-id: NameToken
        type: u4
        doc: Bits 0-15 the name (D3D10_SB_NAME, not the signature's D3D_NAME), 16-31 reserved.
    instances:
      name:
        -orig-id: D3D10_SB_NAME
        value: token & 0xffff
        enum: system_name
        doc: The system value.
  instruction_body:
    doc: |
      An ordinary instruction: its operands, destination(s) first. Bit 13
      of the opcode token is saturate, bits 19-22 the precise mask.
    doc-ref: https://github.com/microsoft/DirectXShaderCompiler/blob/main/projects/dxilconv/lib/ShaderBinary/ShaderBinary.cpp CShaderCodeParser::ParseInstruction
    params:
      - id: num_operands
        type: u1
        doc: How many operands the opcode takes (the switch in `instruction` gives it per opcode).
    seq:
      - id: operands
        -orig-id: m_Operands
        type: operand(0)
        repeat: expr
        repeat-expr: num_operands
        doc: The instruction's operands in encoding order, destinations first; how many the opcode takes.
      - id: unparsed
        size-eos: true
        doc: Tokens after the operands (FXC pads some feedback instructions and `samplepos` with one).
    instances:
      saturate:
        -orig-id: D3D10_SB_INSTRUCTION_SATURATE
        value: ((_parent.opcode_token >> 13) & 1) == 1
        doc: Clamp the result to [0, 1] (`_sat`).
      precise_mask:
        -orig-id: D3D11_SB_INSTRUCTION_PRECISE_VALUES
        value: (_parent.opcode_token >> 19) & 15
        doc: Components computed with `precise` semantics (bit 0 = x).
  conditional_body:
    doc: A conditional instruction (`if`, `breakc`, `continuec`, `retc`, `discard`, `callc`).
    doc-ref: https://github.com/microsoft/DirectXShaderCompiler/blob/main/projects/dxilconv/lib/ShaderBinary/ShaderBinary.cpp CShaderCodeParser::ParseInstruction
    params:
      - id: num_operands
        type: u1
        doc: How many operands the opcode takes (the switch in `instruction` gives it per opcode).
    seq:
      - id: operands
        -orig-id: m_Operands
        type: operand(0)
        repeat: expr
        repeat-expr: num_operands
        doc: The tested operand (and, for `callc`, the label).
      - id: unparsed
        size-eos: true
        doc: Tokens after the operands (FXC pads some feedback instructions and `samplepos` with one).
    instances:
      test:
        -orig-id: D3D10_SB_INSTRUCTION_TEST_BOOLEAN
        value: (_parent.opcode_token >> 18) & 1
        enum: test_boolean
        doc: Whether the condition is "zero" (`_z`) or "non-zero" (`_nz`).
  resinfo_body:
    doc: '`resinfo`: destination, mip level, resource.'
    doc-ref: https://github.com/microsoft/DirectXShaderCompiler/blob/main/projects/dxilconv/lib/ShaderBinary/ShaderBinary.cpp CShaderCodeParser::ParseInstruction
    params:
      - id: num_operands
        type: u1
        doc: How many operands the opcode takes (the switch in `instruction` gives it per opcode).
    seq:
      - id: operands
        -orig-id: m_Operands
        type: operand(0)
        repeat: expr
        repeat-expr: num_operands
        doc: Destination, mip-level operand, and the resource (t# or u#) whose dimensions are returned.
      - id: unparsed
        size-eos: true
        doc: Tokens after the operands (FXC pads some feedback instructions and `samplepos` with one).
    instances:
      return_type:
        -orig-id: D3D10_SB_RESINFO_INSTRUCTION_RETURN_TYPE
        value: (_parent.opcode_token >> 11) & 3
        enum: resinfo_return_type
        doc: How the dimensions are returned (float, reciprocal float, uint).
      saturate:
        -orig-id: D3D10_SB_INSTRUCTION_SATURATE
        value: ((_parent.opcode_token >> 13) & 1) == 1
        doc: Clamp the result to [0, 1].
  sample_info_body:
    doc: '`sample_info`: destination and resource.'
    doc-ref: https://github.com/microsoft/DirectXShaderCompiler/blob/main/projects/dxilconv/lib/ShaderBinary/ShaderBinary.cpp CShaderCodeParser::ParseInstruction
    params:
      - id: num_operands
        type: u1
        doc: How many operands the opcode takes (the switch in `instruction` gives it per opcode).
    seq:
      - id: operands
        -orig-id: m_Operands
        type: operand(0)
        repeat: expr
        repeat-expr: num_operands
        doc: Destination, and the resource (or the rasterizer register) whose sample count is returned.
      - id: unparsed
        size-eos: true
        doc: Tokens after the operands (FXC pads some feedback instructions and `samplepos` with one).
    instances:
      return_type:
        -orig-id: D3D10_SB_INSTRUCTION_RETURN_TYPE
        value: (_parent.opcode_token >> 11) & 3
        enum: instruction_return_type
        doc: Float or uint result.
      saturate:
        -orig-id: D3D10_SB_INSTRUCTION_SATURATE
        value: ((_parent.opcode_token >> 13) & 1) == 1
        doc: Clamp the result to [0, 1].
  sync_body:
    doc: '`sync`: a barrier; its flags are in the opcode token.'
    doc-ref: https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/Support/d3d12TokenizedProgramFormat.hpp D3D11_SB_SYNC_FLAGS_MASK
    seq:
      - id: unparsed
        size-eos: true
        doc: Tokens after the known fields (none in valid programs).
    instances:
      threads_in_group:
        -orig-id: D3D11_SB_SYNC_THREADS_IN_GROUP
        value: ((_parent.opcode_token >> 11) & 1) == 1
        doc: Synchronize the threads of the group (`_t`).
      thread_group_shared_memory:
        -orig-id: D3D11_SB_SYNC_THREAD_GROUP_SHARED_MEMORY
        value: ((_parent.opcode_token >> 12) & 1) == 1
        doc: Group-shared memory fence (`_g`).
      uav_memory_group:
        -orig-id: D3D11_SB_SYNC_UNORDERED_ACCESS_VIEW_MEMORY_GROUP
        value: ((_parent.opcode_token >> 13) & 1) == 1
        doc: UAV memory fence, group scope (`_ugroup`).
      uav_memory_global:
        -orig-id: D3D11_SB_SYNC_UNORDERED_ACCESS_VIEW_MEMORY_GLOBAL
        value: ((_parent.opcode_token >> 14) & 1) == 1
        doc: UAV memory fence, global scope (`_uglobal`).
  unknown_body:
    doc: The body of a reserved opcode, kept as it is.
    doc-ref: https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/Support/d3d12TokenizedProgramFormat.hpp D3D10_SB_OPCODE_TYPE
    seq:
      - id: unparsed
        size-eos: true
        doc: The tokens after the opcode token.
  custom_data:
    doc: A custom-data block; the class is in the opcode token.
    doc-ref: https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/Support/d3d12TokenizedProgramFormat.hpp CustomDataDescTok
    seq:
      - id: content
        -orig-id: pData
        size-eos: true
        type:
          switch-on: _parent.custom_data_class
          cases:
            'custom_data_class::comment': custom_text
            'custom_data_class::immediate_constant_buffer': immediate_constant_buffer
            'custom_data_class::shader_message': shader_message
            'custom_data_class::clip_plane_constant_mappings_for_dx9': clip_plane_mappings
        doc: The data after the two header tokens, decoded by class (debug info and opaque data stay bytes).
  custom_text:
    doc: A comment block.
    doc-ref: https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/Support/d3d12TokenizedProgramFormat.hpp D3D10_SB_CUSTOMDATA_COMMENT
    seq:
      - id: text
        type: str
        size-eos: true
        encoding: ISO-8859-1
        doc: The comment, NUL-terminated and padded to whole tokens.
  immediate_constant_buffer:
    doc: '`dcl_immediateConstantBuffer`: the `icb` register file, four tokens per entry.'
    doc-ref: https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/Support/d3d12TokenizedProgramFormat.hpp D3D10_SB_CUSTOMDATA_DCL_IMMEDIATE_CONSTANT_BUFFER
    seq:
      - id: values
        type: u4
        repeat: eos
        doc: The 32-bit values (x, y, z, w of each entry), as raw words.
    instances:
      num_entries:
        value: values.size / 4
        doc: Number of four-component entries.
  shader_message:
    doc: |
      A shader message (`printf` / `errorf` in debug shaders): message kind,
      format style, operands and the format string.
    doc-ref: https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/Support/d3d12TokenizedProgramFormat.hpp D3D11_SB_CUSTOMDATA_SHADER_MESSAGE
    seq:
      - id: message_id
        -orig-id: MessageID
        type: u4
        enum: shader_message_id
        doc: Message or error.
      - id: format
        -orig-id: FormatStyle
        type: u4
        enum: shader_message_format
        doc: Plain text or printf-style format string.
      - id: len_text
        type: u4
        valid:
          max: 0x7fffffff
        doc: 'Length of the string in bytes, without its terminator. At most 2^31 - 1: larger than any container, so every target reads it alike.'
      - id: num_operands
        -orig-id: NumOperands
        type: u4
        doc: How many encoded operands `operands` holds; they are the arguments of a printf-style format (ignored for plain text).
      - id: len_operands
        type: u4
        valid:
          max: 0x1fffffff
        doc: 'Size of the encoded operands in tokens. At most 2^29 - 1 tokens: larger than any container, so every target reads it alike.'
      - id: operands
        -orig-id: pOperands
        size: len_operands * 4
        type: operand_list
        doc: The operands, standard operand encoding.
      - id: text
        -orig-id: pFormatString
        type: str
        size: len_text
        encoding: ISO-8859-1
        doc: "The message string without its terminator: plain ANSI text or a printf-style format, as `format` says."
      - id: padding
        size-eos: true
        doc: The terminator and padding to whole tokens.
  operand_list:
    doc: A sequence of operands filling its substream.
    doc-ref: https://github.com/microsoft/DirectXShaderCompiler/blob/main/projects/dxilconv/include/ShaderBinary/ShaderBinary.h CShaderCodeParser::ParseOperandAt
    seq:
      - id: operands
        type: operand(0)
        repeat: eos
        doc: The message's argument operands in standard operand encoding, read until the declared operand length is used up.
  clip_plane_mappings:
    doc: Level-9 clip-plane constant mappings (up to six).
    doc-ref: https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/Support/d3d12TokenizedProgramFormat.hpp D3D11_SB_CUSTOMDATA_SHADER_CLIP_PLANE_CONSTANT_MAPPINGS_FOR_DX9
    seq:
      - id: num_mappings
        type: u4
        doc: Number of 8-byte mapping records that follow, at most 6 (one per user clip plane).
      - id: mappings
        type: clip_plane_mapping
        repeat: expr
        repeat-expr: num_mappings
        doc: One record per clip plane, saying which constant-buffer elements hold its plane constants.
      - id: unparsed
        size-eos: true
        doc: Bytes after the mappings.
  clip_plane_mapping:
    doc: Where one clip plane lives in the constant buffers.
    doc-ref: https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/Support/d3d12TokenizedProgramFormat.hpp _Clip_Plane_Constant_Mapping
    seq:
      - id: constant_buffer
        -orig-id: ConstantBufferIndex
        type: u2
        doc: Constant buffer index (cb#).
      - id: start_element
        -orig-id: StartConstantElement
        type: u2
        doc: Index of the first element (16-byte vector) of the range in that constant buffer, the m of cb[n][m].
      - id: num_elements
        -orig-id: ConstantElemntCount
        type: u2
        doc: Number of consecutive constant-buffer elements (16-byte vectors) in the range, starting at `start_element`.
      - id: reserved
        -orig-id: Reserved
        type: u2
        doc: Unused u16 that pads the record to 8 bytes.
  operand_decl:
    doc: '`dcl_input`, `dcl_output`, `dcl_stream`: one operand.'
    doc-ref: https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/Support/d3d12TokenizedProgramFormat.hpp D3D10_SB_OPCODE_DCL_INPUT
    seq:
      - id: operand
        -orig-id: m_Operands
        type: operand(0)
        doc: The declared register and its mask.
      - id: unparsed
        size-eos: true
        doc: Tokens after the known fields (none in valid programs).
  operand_name_decl:
    doc: '`dcl_input_sgv`, `dcl_input_siv`, `dcl_output_sgv`, `dcl_output_siv`: register and system value.'
    doc-ref: https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/Support/d3d12TokenizedProgramFormat.hpp D3D10_SB_OPCODE_DCL_INPUT_SIV
    seq:
      - id: operand
        -orig-id: m_Operands
        type: operand(0)
        doc: The declared register and its mask.
      - id: name
        -orig-id: Name
        type: name_token
        doc: The system value.
      - id: unparsed
        size-eos: true
        doc: Tokens after the known fields (none in valid programs).
  input_ps_decl:
    doc: '`dcl_input_ps`: a pixel-shader input with its interpolation mode.'
    doc-ref: https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/Support/d3d12TokenizedProgramFormat.hpp D3D10_SB_OPCODE_DCL_INPUT_PS
    seq:
      - id: operand
        -orig-id: m_Operands
        type: operand(0)
        doc: The declared register and its mask.
      - id: unparsed
        size-eos: true
        doc: Tokens after the known fields (none in valid programs).
    instances:
      interpolation_mode:
        -orig-id: D3D10_SB_INPUT_INTERPOLATION_MODE
        value: (_parent.opcode_token >> 11) & 15
        enum: interpolation_mode
        doc: "How the pixel-shader input is interpolated (constant, linear, centroid, noperspective, sample, ...): bits 11-14 of the opcode token."
  input_ps_name_decl:
    doc: '`dcl_input_ps_sgv`, `dcl_input_ps_siv`: pixel-shader input with a system value.'
    doc-ref: https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/Support/d3d12TokenizedProgramFormat.hpp D3D10_SB_OPCODE_DCL_INPUT_PS_SIV
    seq:
      - id: operand
        -orig-id: m_Operands
        type: operand(0)
        doc: The declared register and its mask.
      - id: name
        -orig-id: Name
        type: name_token
        doc: The system value.
      - id: unparsed
        size-eos: true
        doc: Tokens after the known fields (none in valid programs).
    instances:
      interpolation_mode:
        -orig-id: D3D10_SB_INPUT_INTERPOLATION_MODE
        value: (_parent.opcode_token >> 11) & 15
        enum: interpolation_mode
        doc: Interpolation mode (`_siv` only; 0 for `_sgv`).
  resource_decl:
    doc: '`dcl_resource`: a typed shader resource (t#).'
    doc-ref: https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/Support/d3d12TokenizedProgramFormat.hpp D3D10_SB_OPCODE_DCL_RESOURCE
    seq:
      - id: operand
        -orig-id: m_Operands
        type: operand(0)
        doc: The declared t# (Shader Model 5.1 - range ID, lower bound, upper bound).
      - id: return_type
        -orig-id: ResourceReturnTypeToken
        type: resource_return_type
        doc: Return type of each component.
      - id: space
        -orig-id: Space
        type: u4
        if: _root.is_sm51
        doc: Register space (Shader Model 5.1).
      - id: unparsed
        size-eos: true
        doc: Tokens after the known fields (none in valid programs).
    instances:
      dimension:
        -orig-id: D3D10_SB_RESOURCE_DIMENSION
        value: (_parent.opcode_token >> 11) & 31
        enum: resource_dimension
        doc: Resource dimension.
      num_samples:
        -orig-id: D3D10_SB_RESOURCE_SAMPLE_COUNT
        value: (_parent.opcode_token >> 16) & 127
        doc: Sample count of a multisampled texture (0 otherwise).
  constant_buffer_decl:
    doc: '`dcl_constantbuffer`.'
    doc-ref: https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/Support/d3d12TokenizedProgramFormat.hpp D3D10_SB_OPCODE_DCL_CONSTANT_BUFFER
    seq:
      - id: operand
        -orig-id: m_Operands
        type: operand(0)
        doc: |
          cb#[size in 16-byte vectors] up to Shader Model 5.0; from 5.1
          cb#[lower bound:upper bound] (range ID, bounds).
      - id: num_vectors
        -orig-id: Size
        type: u4
        if: _root.is_sm51
        doc: Size in 16-byte vectors (Shader Model 5.1).
      - id: space
        -orig-id: Space
        type: u4
        if: _root.is_sm51
        doc: Register space (Shader Model 5.1).
      - id: unparsed
        size-eos: true
        doc: Tokens after the known fields (none in valid programs).
    instances:
      access_pattern:
        -orig-id: D3D10_SB_CONSTANT_BUFFER_ACCESS_PATTERN
        value: (_parent.opcode_token >> 11) & 1
        enum: cb_access_pattern
        doc: Whether the buffer is indexed with immediates only or dynamically.
  sampler_decl:
    doc: '`dcl_sampler`.'
    doc-ref: https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/Support/d3d12TokenizedProgramFormat.hpp D3D10_SB_OPCODE_DCL_SAMPLER
    seq:
      - id: operand
        -orig-id: m_Operands
        type: operand(0)
        doc: The declared s#.
      - id: space
        -orig-id: Space
        type: u4
        if: _root.is_sm51
        doc: Register space (Shader Model 5.1).
      - id: unparsed
        size-eos: true
        doc: Tokens after the known fields (none in valid programs).
    instances:
      mode:
        -orig-id: D3D10_SB_SAMPLER_MODE
        value: (_parent.opcode_token >> 11) & 15
        enum: sampler_mode
        doc: "Kind of sampler declared: default, comparison (used by the *_c sample instructions) or mono."
  index_range_decl:
    doc: '`dcl_indexrange`: a range of input or output registers indexed dynamically.'
    doc-ref: https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/Support/d3d12TokenizedProgramFormat.hpp D3D10_SB_OPCODE_DCL_INDEX_RANGE
    seq:
      - id: operand
        -orig-id: m_Operands
        type: operand(0)
        doc: The first register of the range, with its mask.
      - id: num_registers
        -orig-id: RegCount
        type: u4
        doc: Number of registers in the range.
      - id: unparsed
        size-eos: true
        doc: Tokens after the known fields (none in valid programs).
  gs_output_topology_decl:
    doc: '`dcl_outputtopology` (geometry shader).'
    doc-ref: https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/Support/d3d12TokenizedProgramFormat.hpp D3D10_SB_OPCODE_DCL_GS_OUTPUT_PRIMITIVE_TOPOLOGY
    seq:
      - id: unparsed
        size-eos: true
        doc: Tokens after the opcode token (none in valid programs).
    instances:
      topology:
        -orig-id: D3D10_SB_GS_OUTPUT_PRIMITIVE_TOPOLOGY
        value: (_parent.opcode_token >> 11) & 0x3f
        enum: primitive_topology
        doc: Output primitive topology.
  gs_input_primitive_decl:
    doc: '`dcl_inputprimitive` (geometry shader).'
    doc-ref: https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/Support/d3d12TokenizedProgramFormat.hpp D3D10_SB_OPCODE_DCL_GS_INPUT_PRIMITIVE
    seq:
      - id: unparsed
        size-eos: true
        doc: Tokens after the opcode token (none in valid programs).
    instances:
      primitive:
        -orig-id: D3D10_SB_GS_INPUT_PRIMITIVE
        value: (_parent.opcode_token >> 11) & 0x3f
        enum: primitive
        doc: Input primitive.
  max_output_vertex_count_decl:
    doc: '`dcl_maxout n`: the most vertices one geometry-shader invocation may emit.'
    doc-ref: https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/Support/d3d12TokenizedProgramFormat.hpp D3D10_SB_OPCODE_DCL_MAX_OUTPUT_VERTEX_COUNT
    -webide-representation: '{max_num_vertices:dec}'
    seq:
      - id: max_num_vertices
        -orig-id: MaxOutputVertexCount
        type: u4
        doc: Most vertices one invocation of the geometry shader may emit (up to 1024).
      - id: unparsed
        size-eos: true
        doc: Tokens after the known fields (none in valid programs).
  instance_count_decl:
    doc: |
      `dcl_gsinstances n`, `dcl_hs_fork_phase_instance_count n`,
      `dcl_hs_join_phase_instance_count n`: how many instances of the
      geometry shader or of the current hull-shader phase run.
    doc-ref: https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/Support/d3d12TokenizedProgramFormat.hpp D3D11_SB_OPCODE_DCL_GS_INSTANCE_COUNT
    -webide-representation: '{num_instances:dec}'
    seq:
      - id: num_instances
        -orig-id: InstanceCount
        type: u4
        doc: Instances of the geometry shader (`dcl_gsinstances`, up to 32) or of the hull-shader fork or join phase that run.
      - id: unparsed
        size-eos: true
        doc: Tokens after the known fields (none in valid programs).
  temps_decl:
    doc: '`dcl_temps`: r0 ... r(num_temps - 1).'
    -webide-representation: '{num_temps:dec}'
    doc-ref: https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/Support/d3d12TokenizedProgramFormat.hpp D3D10_SB_OPCODE_DCL_TEMPS
    seq:
      - id: num_temps
        -orig-id: NumTemps
        type: u4
        doc: Number of temporary registers.
      - id: unparsed
        size-eos: true
        doc: Tokens after the known fields (none in valid programs).
  indexable_temp_decl:
    doc: '`dcl_indexableTemp x#[count], components`.'
    doc-ref: https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/Support/d3d12TokenizedProgramFormat.hpp D3D10_SB_OPCODE_DCL_INDEXABLE_TEMP
    seq:
      - id: register_index
        -orig-id: IndexableTempNumber
        type: u4
        doc: Which x# is declared.
      - id: num_registers
        -orig-id: NumRegisters
        type: u4
        doc: Number of registers in the array.
      - id: num_components
        type: u4
        doc: Components per register (1-4).
      - id: unparsed
        size-eos: true
        doc: Tokens after the known fields (none in valid programs).
  global_flags_decl:
    doc: '`dcl_globalFlags`: the flags are bits 11-23 of the opcode token.'
    doc-ref: https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/Support/d3d12TokenizedProgramFormat.hpp D3D10_SB_OPCODE_DCL_GLOBAL_FLAGS
    seq:
      - id: unparsed
        size-eos: true
        doc: Tokens after the opcode token (none in valid programs).
    instances:
      flags:
        -orig-id: D3D10_SB_GLOBAL_FLAGS
        value: (_parent.opcode_token >> 11) & 0x1fff
        doc: All flag bits (bit 0 = bit 11 of the token).
      refactoring_allowed:
        -orig-id: D3D10_SB_GLOBAL_FLAG_REFACTORING_ALLOWED
        value: (flags & 1) != 0
        doc: '`refactoringAllowed`.'
      enable_double_precision_float_ops:
        -orig-id: D3D11_SB_GLOBAL_FLAG_ENABLE_DOUBLE_PRECISION_FLOAT_OPS
        value: (flags & 2) != 0
        doc: '`enableDoublePrecisionFloatOps`.'
      force_early_depth_stencil:
        -orig-id: D3D11_SB_GLOBAL_FLAG_FORCE_EARLY_DEPTH_STENCIL
        value: (flags & 4) != 0
        doc: '`forceEarlyDepthStencil`.'
      enable_raw_and_structured_buffers:
        -orig-id: D3D11_SB_GLOBAL_FLAG_ENABLE_RAW_AND_STRUCTURED_BUFFERS
        value: (flags & 8) != 0
        doc: '`enableRawAndStructuredBuffers` (non-compute Shader Model 4.x).'
      skip_optimization:
        -orig-id: D3D11_1_SB_GLOBAL_FLAG_SKIP_OPTIMIZATION
        value: (flags & 16) != 0
        doc: '`skipOptimization`.'
      enable_minimum_precision:
        -orig-id: D3D11_1_SB_GLOBAL_FLAG_ENABLE_MINIMUM_PRECISION
        value: (flags & 32) != 0
        doc: '`enableMinimumPrecision`.'
      enable_double_extensions:
        -orig-id: D3D11_1_SB_GLOBAL_FLAG_ENABLE_DOUBLE_EXTENSIONS
        value: (flags & 64) != 0
        doc: '`enable11_1DoubleExtensions`.'
      enable_shader_extensions:
        -orig-id: D3D11_1_SB_GLOBAL_FLAG_ENABLE_SHADER_EXTENSIONS
        value: (flags & 128) != 0
        doc: '`enable11_1ShaderExtensions`.'
      all_resources_bound:
        -orig-id: D3D12_SB_GLOBAL_FLAG_ALL_RESOURCES_BOUND
        value: (flags & 256) != 0
        doc: '`allResourcesBound` (Direct3D 12).'
  function_body_decl:
    doc: '`dcl_function_body fb#`.'
    doc-ref: https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/Support/d3d12TokenizedProgramFormat.hpp D3D11_SB_OPCODE_DCL_FUNCTION_BODY
    seq:
      - id: function_body
        -orig-id: FunctionBodyNumber
        type: u4
        doc: Identifier of the function body (fb#) being declared; function tables list bodies by this number.
      - id: unparsed
        size-eos: true
        doc: Tokens after the known fields (none in valid programs).
  function_table_decl:
    doc: '`dcl_function_table ft# = {fb#, ...}`.'
    doc-ref: https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/Support/d3d12TokenizedProgramFormat.hpp D3D11_SB_OPCODE_DCL_FUNCTION_TABLE
    seq:
      - id: function_table
        -orig-id: FunctionTableNumber
        type: u4
        doc: Identifier of the function table (ft#) being declared; dcl_interface lists the possible tables by this number.
      - id: num_bodies
        -orig-id: TableLength
        type: u4
        doc: Number of function bodies in the table.
      - id: function_bodies
        -orig-id: pFunctionIdentifiers
        type: u4
        repeat: expr
        repeat-expr: num_bodies
        doc: The function body numbers.
      - id: unparsed
        size-eos: true
        doc: Tokens after the known fields (none in valid programs).
  interface_decl:
    doc: '`dcl_interface fp#[array length][table length] = {ft#, ...}`.'
    doc-ref: https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/Support/d3d12TokenizedProgramFormat.hpp D3D11_SB_OPCODE_DCL_INTERFACE
    seq:
      - id: interface
        -orig-id: InterfaceNumber
        type: u4
        doc: Identifier of the interface pointer (fp#) being declared, as `fcall` operands name it.
      - id: num_table_entries
        -orig-id: ExpectedTableSize
        type: u4
        doc: Number of functions each function table must hold.
      - id: num_tables_and_interfaces
        -orig-id: OpcodeToken3
        type: u4
        doc: Bits 0-15 the number of function tables, bits 16-31 the number of interfaces in the array.
      - id: function_tables
        -orig-id: pFunctionTableIdentifiers
        type: u4
        repeat: expr
        repeat-expr: num_tables
        doc: The function table numbers.
      - id: unparsed
        size-eos: true
        doc: Tokens after the known fields (none in valid programs).
    instances:
      num_tables:
        -orig-id: D3D11_SB_INTERFACE_TABLE_LENGTH
        value: num_tables_and_interfaces & 0xffff
        doc: Number of function tables (types implementing the interface).
      num_interfaces:
        -orig-id: D3D11_SB_INTERFACE_ARRAY_LENGTH
        value: num_tables_and_interfaces >> 16
        doc: Number of interfaces in this array.
      dynamically_indexed:
        -orig-id: D3D11_SB_INTERFACE_INDEXED_BIT
        value: ((_parent.opcode_token >> 11) & 1) == 1
        doc: The interface array is indexed dynamically.
  interface_call_body:
    doc: '`fcall fp#[...][function]`.'
    doc-ref: https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/Support/d3d12TokenizedProgramFormat.hpp D3D11_SB_OPCODE_INTERFACE_CALL
    seq:
      - id: function_index
        -orig-id: FunctionIndex
        type: u4
        doc: Index of the function to call in the interface's tables.
      - id: operand
        -orig-id: pInterfaceOperand
        type: operand(0)
        doc: The interface operand.
      - id: unparsed
        size-eos: true
        doc: Tokens after the known fields (none in valid programs).
  control_point_count_decl:
    doc: '`dcl_input_control_point_count`, `dcl_output_control_point_count`.'
    doc-ref: https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/Support/d3d12TokenizedProgramFormat.hpp D3D11_SB_OPCODE_DCL_INPUT_CONTROL_POINT_COUNT
    seq:
      - id: unparsed
        size-eos: true
        doc: Tokens after the opcode token (none in valid programs).
    instances:
      num_control_points:
        -orig-id: D3D11_SB_INPUT_CONTROL_POINT_COUNT
        value: (_parent.opcode_token >> 11) & 0x3f
        doc: "Control points of the input or output patch (1 to 32): bits 11-16 of the opcode token."
  tess_domain_decl:
    doc: '`dcl_tessellator_domain`.'
    doc-ref: https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/Support/d3d12TokenizedProgramFormat.hpp D3D11_SB_OPCODE_DCL_TESS_DOMAIN
    seq:
      - id: unparsed
        size-eos: true
        doc: Tokens after the opcode token (none in valid programs).
    instances:
      domain:
        -orig-id: D3D11_SB_TESS_DOMAIN
        value: (_parent.opcode_token >> 11) & 3
        enum: tessellator_domain
        doc: "Patch domain the tessellator works on: isoline, triangle or quad."
  tess_partitioning_decl:
    doc: '`dcl_tessellator_partitioning`.'
    doc-ref: https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/Support/d3d12TokenizedProgramFormat.hpp D3D11_SB_OPCODE_DCL_TESS_PARTITIONING
    seq:
      - id: unparsed
        size-eos: true
        doc: Tokens after the opcode token (none in valid programs).
    instances:
      partitioning:
        -orig-id: D3D11_SB_TESS_PARTITIONING
        value: (_parent.opcode_token >> 11) & 7
        enum: tessellator_partitioning
        doc: "How the tessellator splits edges: integer, power of two, fractional odd or fractional even."
  tess_output_primitive_decl:
    doc: '`dcl_tessellator_output_primitive`.'
    doc-ref: https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/Support/d3d12TokenizedProgramFormat.hpp D3D11_SB_OPCODE_DCL_TESS_OUTPUT_PRIMITIVE
    seq:
      - id: unparsed
        size-eos: true
        doc: Tokens after the opcode token (none in valid programs).
    instances:
      output_primitive:
        -orig-id: D3D11_SB_TESS_OUTPUT_PRIMITIVE
        value: (_parent.opcode_token >> 11) & 7
        enum: tessellator_output_primitive
        doc: "Primitives the tessellator emits: points, lines, or triangles wound clockwise or counter-clockwise."
  hs_max_tessfactor_decl:
    doc: '`dcl_hs_max_tessfactor`.'
    doc-ref: https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/Support/d3d12TokenizedProgramFormat.hpp D3D11_SB_OPCODE_DCL_HS_MAX_TESSFACTOR
    seq:
      - id: max_tessfactor
        -orig-id: MaxTessFactor
        type: f4
        doc: The maximum tessellation factor.
      - id: unparsed
        size-eos: true
        doc: Tokens after the known fields (none in valid programs).
  thread_group_decl:
    doc: '`dcl_thread_group x, y, z` (compute shader).'
    doc-ref: https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/Support/d3d12TokenizedProgramFormat.hpp D3D11_SB_OPCODE_DCL_THREAD_GROUP
    seq:
      - id: x
        -orig-id: x
        type: u4
        doc: Threads along x.
      - id: y
        -orig-id: y
        type: u4
        doc: Threads along y.
      - id: z
        -orig-id: z
        type: u4
        doc: Threads along z.
      - id: unparsed
        size-eos: true
        doc: Tokens after the known fields (none in valid programs).
  uav_typed_decl:
    doc: '`dcl_uav_typed_*`: a typed unordered access view (u#).'
    doc-ref: https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/Support/d3d12TokenizedProgramFormat.hpp D3D11_SB_OPCODE_DCL_UNORDERED_ACCESS_VIEW_TYPED
    seq:
      - id: operand
        -orig-id: m_Operands
        type: operand(0)
        doc: The declared u#.
      - id: return_type
        -orig-id: ResourceReturnTypeToken
        type: resource_return_type
        doc: Return type of each component.
      - id: space
        -orig-id: Space
        type: u4
        if: _root.is_sm51
        doc: Register space (Shader Model 5.1).
      - id: unparsed
        size-eos: true
        doc: Tokens after the known fields (none in valid programs).
    instances:
      dimension:
        -orig-id: D3D10_SB_RESOURCE_DIMENSION
        value: (_parent.opcode_token >> 11) & 31
        enum: resource_dimension
        doc: Resource dimension.
      globally_coherent:
        -orig-id: D3D11_SB_GLOBALLY_COHERENT_ACCESS
        value: ((_parent.opcode_token >> 16) & 1) == 1
        doc: '`_glc`: globally coherent.'
      rasterizer_ordered:
        -orig-id: D3D11_SB_RASTERIZER_ORDERED_ACCESS
        value: ((_parent.opcode_token >> 17) & 1) == 1
        doc: '`_rov`: rasterizer-ordered view.'
  uav_raw_decl:
    doc: '`dcl_uav_raw`.'
    doc-ref: https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/Support/d3d12TokenizedProgramFormat.hpp D3D11_SB_OPCODE_DCL_UNORDERED_ACCESS_VIEW_RAW
    seq:
      - id: operand
        -orig-id: m_Operands
        type: operand(0)
        doc: The declared u#.
      - id: space
        -orig-id: Space
        type: u4
        if: _root.is_sm51
        doc: Register space (Shader Model 5.1).
      - id: unparsed
        size-eos: true
        doc: Tokens after the known fields (none in valid programs).
    instances:
      globally_coherent:
        -orig-id: D3D11_SB_GLOBALLY_COHERENT_ACCESS
        value: ((_parent.opcode_token >> 16) & 1) == 1
        doc: '`_glc`: globally coherent.'
      rasterizer_ordered:
        -orig-id: D3D11_SB_RASTERIZER_ORDERED_ACCESS
        value: ((_parent.opcode_token >> 17) & 1) == 1
        doc: '`_rov`: rasterizer-ordered view.'
  uav_structured_decl:
    doc: '`dcl_uav_structured`.'
    doc-ref: https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/Support/d3d12TokenizedProgramFormat.hpp D3D11_SB_OPCODE_DCL_UNORDERED_ACCESS_VIEW_STRUCTURED
    seq:
      - id: operand
        -orig-id: m_Operands
        type: operand(0)
        doc: The declared u#.
      - id: stride
        -orig-id: ByteStride
        type: u4
        doc: Structure stride in bytes.
      - id: space
        -orig-id: Space
        type: u4
        if: _root.is_sm51
        doc: Register space (Shader Model 5.1).
      - id: unparsed
        size-eos: true
        doc: Tokens after the known fields (none in valid programs).
    instances:
      globally_coherent:
        -orig-id: D3D11_SB_GLOBALLY_COHERENT_ACCESS
        value: ((_parent.opcode_token >> 16) & 1) == 1
        doc: '`_glc`: globally coherent.'
      rasterizer_ordered:
        -orig-id: D3D11_SB_RASTERIZER_ORDERED_ACCESS
        value: ((_parent.opcode_token >> 17) & 1) == 1
        doc: '`_rov`: rasterizer-ordered view.'
      has_counter:
        -orig-id: D3D11_SB_UAV_HAS_ORDER_PRESERVING_COUNTER
        value: ((_parent.opcode_token >> 23) & 1) == 1
        doc: '`_opc`: the UAV has an order-preserving counter.'
  tgsm_raw_decl:
    doc: '`dcl_tgsm_raw g#, bytes`.'
    doc-ref: https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/Support/d3d12TokenizedProgramFormat.hpp D3D11_SB_OPCODE_DCL_THREAD_GROUP_SHARED_MEMORY_RAW
    seq:
      - id: operand
        -orig-id: m_Operands
        type: operand(0)
        doc: The declared g#.
      - id: len_tgsm
        -orig-id: ByteCount
        type: u4
        doc: Size in bytes (a multiple of 4).
      - id: unparsed
        size-eos: true
        doc: Tokens after the known fields (none in valid programs).
  tgsm_structured_decl:
    doc: '`dcl_tgsm_structured g#, stride, count`.'
    doc-ref: https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/Support/d3d12TokenizedProgramFormat.hpp D3D11_SB_OPCODE_DCL_THREAD_GROUP_SHARED_MEMORY_STRUCTURED
    seq:
      - id: operand
        -orig-id: m_Operands
        type: operand(0)
        doc: The declared g#.
      - id: stride
        -orig-id: StructByteStride
        type: u4
        doc: Structure stride in bytes.
      - id: num_structures
        -orig-id: StructCount
        type: u4
        doc: Number of structures in the g# region, which holds stride times this many bytes.
      - id: unparsed
        size-eos: true
        doc: Tokens after the known fields (none in valid programs).
  resource_raw_decl:
    doc: '`dcl_resource_raw`.'
    doc-ref: https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/Support/d3d12TokenizedProgramFormat.hpp D3D11_SB_OPCODE_DCL_RESOURCE_RAW
    seq:
      - id: operand
        -orig-id: m_Operands
        type: operand(0)
        doc: The declared t#.
      - id: space
        -orig-id: Space
        type: u4
        if: _root.is_sm51
        doc: Register space (Shader Model 5.1).
      - id: unparsed
        size-eos: true
        doc: Tokens after the known fields (none in valid programs).
  resource_structured_decl:
    doc: '`dcl_resource_structured`.'
    doc-ref: https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/Support/d3d12TokenizedProgramFormat.hpp D3D11_SB_OPCODE_DCL_RESOURCE_STRUCTURED
    seq:
      - id: operand
        -orig-id: m_Operands
        type: operand(0)
        doc: The declared t#.
      - id: stride
        -orig-id: ByteStride
        type: u4
        doc: Structure stride in bytes.
      - id: space
        -orig-id: Space
        type: u4
        if: _root.is_sm51
        doc: Register space (Shader Model 5.1).
      - id: unparsed
        size-eos: true
        doc: Tokens after the known fields (none in valid programs).
enums:
  program_type:
    0: pixel_shader
    1: vertex_shader
    2: geometry_shader
    3: hull_shader
    4: domain_shader
    5: compute_shader
    13:
      id: mesh_shader
      doc: Defined by the Direct3D 12 header; never in DXBC.
    14:
      id: amplification_shader
      doc: Defined by the Direct3D 12 header; never in DXBC.
    0xfff0:
      id: library
      doc: A function of an FXC library (`lib_4_0` ... `lib_5_0`); the header's D3D11_SB_RESERVED0.
  opcode_type:
    0:
      id: add
      doc: '`add`, Direct3D 10.0.'
    1:
      id: and_
      doc: '`and`, Direct3D 10.0.'
    2:
      id: break_
      doc: '`break`, Direct3D 10.0.'
    3:
      id: breakc
      doc: '`breakc`, Direct3D 10.0.'
    4:
      id: call
      doc: '`call`, Direct3D 10.0.'
    5:
      id: callc
      doc: '`callc`, Direct3D 10.0.'
    6:
      id: case
      doc: '`case`, Direct3D 10.0.'
    7:
      id: continue_
      doc: '`continue`, Direct3D 10.0.'
    8:
      id: continuec
      doc: '`continuec`, Direct3D 10.0.'
    9:
      id: cut
      doc: '`cut`, Direct3D 10.0.'
    10:
      id: default
      doc: '`default`, Direct3D 10.0.'
    11:
      id: deriv_rtx
      doc: '`deriv_rtx`, Direct3D 10.0.'
    12:
      id: deriv_rty
      doc: '`deriv_rty`, Direct3D 10.0.'
    13:
      id: discard
      doc: '`discard`, Direct3D 10.0.'
    14:
      id: div
      doc: '`div`, Direct3D 10.0.'
    15:
      id: dp2
      doc: '`dp2`, Direct3D 10.0.'
    16:
      id: dp3
      doc: '`dp3`, Direct3D 10.0.'
    17:
      id: dp4
      doc: '`dp4`, Direct3D 10.0.'
    18:
      id: else_
      doc: '`else`, Direct3D 10.0.'
    19:
      id: emit
      doc: '`emit`, Direct3D 10.0.'
    20:
      id: emit_then_cut
      doc: '`emit_then_cut`, Direct3D 10.0.'
    21:
      id: endif
      doc: '`endif`, Direct3D 10.0.'
    22:
      id: endloop
      doc: '`endloop`, Direct3D 10.0.'
    23:
      id: endswitch
      doc: '`endswitch`, Direct3D 10.0.'
    24:
      id: eq
      doc: '`eq`, Direct3D 10.0.'
    25:
      id: exp
      doc: '`exp`, Direct3D 10.0.'
    26:
      id: frc
      doc: '`frc`, Direct3D 10.0.'
    27:
      id: ftoi
      doc: '`ftoi`, Direct3D 10.0.'
    28:
      id: ftou
      doc: '`ftou`, Direct3D 10.0.'
    29:
      id: ge
      doc: '`ge`, Direct3D 10.0.'
    30:
      id: iadd
      doc: '`iadd`, Direct3D 10.0.'
    31:
      id: if_
      doc: '`if`, Direct3D 10.0.'
    32:
      id: ieq
      doc: '`ieq`, Direct3D 10.0.'
    33:
      id: ige
      doc: '`ige`, Direct3D 10.0.'
    34:
      id: ilt
      doc: '`ilt`, Direct3D 10.0.'
    35:
      id: imad
      doc: '`imad`, Direct3D 10.0.'
    36:
      id: imax
      doc: '`imax`, Direct3D 10.0.'
    37:
      id: imin
      doc: '`imin`, Direct3D 10.0.'
    38:
      id: imul
      doc: '`imul`, Direct3D 10.0.'
    39:
      id: ine
      doc: '`ine`, Direct3D 10.0.'
    40:
      id: ineg
      doc: '`ineg`, Direct3D 10.0.'
    41:
      id: ishl
      doc: '`ishl`, Direct3D 10.0.'
    42:
      id: ishr
      doc: '`ishr`, Direct3D 10.0.'
    43:
      id: itof
      doc: '`itof`, Direct3D 10.0.'
    44:
      id: label
      doc: '`label`, Direct3D 10.0.'
    45:
      id: ld
      doc: '`ld`, Direct3D 10.0.'
    46:
      id: ldms
      doc: '`ldms`, Direct3D 10.0.'
    47:
      id: log
      doc: '`log`, Direct3D 10.0.'
    48:
      id: loop
      doc: '`loop`, Direct3D 10.0.'
    49:
      id: lt
      doc: '`lt`, Direct3D 10.0.'
    50:
      id: mad
      doc: '`mad`, Direct3D 10.0.'
    51:
      id: min
      doc: '`min`, Direct3D 10.0.'
    52:
      id: max
      doc: '`max`, Direct3D 10.0.'
    53:
      id: customdata
      doc: 'Custom-data block (immediate constant buffer, comment, debug data, shader message).'
    54:
      id: mov
      doc: '`mov`, Direct3D 10.0.'
    55:
      id: movc
      doc: '`movc`, Direct3D 10.0.'
    56:
      id: mul
      doc: '`mul`, Direct3D 10.0.'
    57:
      id: ne
      doc: '`ne`, Direct3D 10.0.'
    58:
      id: nop
      doc: '`nop`, Direct3D 10.0.'
    59:
      id: not_
      doc: '`not`, Direct3D 10.0.'
    60:
      id: or_
      doc: '`or`, Direct3D 10.0.'
    61:
      id: resinfo
      doc: '`resinfo`, Direct3D 10.0.'
    62:
      id: ret
      doc: '`ret`, Direct3D 10.0.'
    63:
      id: retc
      doc: '`retc`, Direct3D 10.0.'
    64:
      id: round_ne
      doc: '`round_ne`, Direct3D 10.0.'
    65:
      id: round_ni
      doc: '`round_ni`, Direct3D 10.0.'
    66:
      id: round_pi
      doc: '`round_pi`, Direct3D 10.0.'
    67:
      id: round_z
      doc: '`round_z`, Direct3D 10.0.'
    68:
      id: rsq
      doc: '`rsq`, Direct3D 10.0.'
    69:
      id: sample
      doc: '`sample`, Direct3D 10.0.'
    70:
      id: sample_c
      doc: '`sample_c`, Direct3D 10.0.'
    71:
      id: sample_c_lz
      doc: '`sample_c_lz`, Direct3D 10.0.'
    72:
      id: sample_l
      doc: '`sample_l`, Direct3D 10.0.'
    73:
      id: sample_d
      doc: '`sample_d`, Direct3D 10.0.'
    74:
      id: sample_b
      doc: '`sample_b`, Direct3D 10.0.'
    75:
      id: sqrt
      doc: '`sqrt`, Direct3D 10.0.'
    76:
      id: switch
      doc: '`switch`, Direct3D 10.0.'
    77:
      id: sincos
      doc: '`sincos`, Direct3D 10.0.'
    78:
      id: udiv
      doc: '`udiv`, Direct3D 10.0.'
    79:
      id: ult
      doc: '`ult`, Direct3D 10.0.'
    80:
      id: uge
      doc: '`uge`, Direct3D 10.0.'
    81:
      id: umul
      doc: '`umul`, Direct3D 10.0.'
    82:
      id: umad
      doc: '`umad`, Direct3D 10.0.'
    83:
      id: umax
      doc: '`umax`, Direct3D 10.0.'
    84:
      id: umin
      doc: '`umin`, Direct3D 10.0.'
    85:
      id: ushr
      doc: '`ushr`, Direct3D 10.0.'
    86:
      id: utof
      doc: '`utof`, Direct3D 10.0.'
    87:
      id: xor
      doc: '`xor`, Direct3D 10.0.'
    88:
      id: dcl_resource
      doc: '`dcl_resource`, Direct3D 10.0.'
    89:
      id: dcl_constantbuffer
      doc: '`dcl_constantbuffer`, Direct3D 10.0.'
    90:
      id: dcl_sampler
      doc: '`dcl_sampler`, Direct3D 10.0.'
    91:
      id: dcl_indexrange
      doc: '`dcl_indexrange`, Direct3D 10.0.'
    92:
      id: dcl_outputtopology
      doc: '`dcl_outputtopology`, Direct3D 10.0.'
    93:
      id: dcl_inputprimitive
      doc: '`dcl_inputprimitive`, Direct3D 10.0.'
    94:
      id: dcl_maxout
      doc: '`dcl_maxout`, Direct3D 10.0.'
    95:
      id: dcl_input
      doc: '`dcl_input`, Direct3D 10.0.'
    96:
      id: dcl_input_sgv
      doc: '`dcl_input_sgv`, Direct3D 10.0.'
    97:
      id: dcl_input_siv
      doc: '`dcl_input_siv`, Direct3D 10.0.'
    98:
      id: dcl_input_ps
      doc: '`dcl_input_ps`, Direct3D 10.0.'
    99:
      id: dcl_input_ps_sgv
      doc: '`dcl_input_ps_sgv`, Direct3D 10.0.'
    100:
      id: dcl_input_ps_siv
      doc: '`dcl_input_ps_siv`, Direct3D 10.0.'
    101:
      id: dcl_output
      doc: '`dcl_output`, Direct3D 10.0.'
    102:
      id: dcl_output_sgv
      doc: '`dcl_output_sgv`, Direct3D 10.0.'
    103:
      id: dcl_output_siv
      doc: '`dcl_output_siv`, Direct3D 10.0.'
    104:
      id: dcl_temps
      doc: '`dcl_temps`, Direct3D 10.0.'
    105:
      id: dcl_indexable_temp
      doc: '`dcl_indexableTemp`, Direct3D 10.0.'
    106:
      id: dcl_global_flags
      doc: '`dcl_globalFlags`, Direct3D 10.0.'
    107:
      id: reserved_10_0
      doc: 'Reserved, marks the end of the Direct3D 10.0 opcodes (never an instruction).'
    108:
      id: lod
      doc: '`lod`, Direct3D 10.1.'
    109:
      id: gather4
      doc: '`gather4`, Direct3D 10.1.'
    110:
      id: samplepos
      doc: '`samplepos`, Direct3D 10.1.'
    111:
      id: sampleinfo
      doc: '`sampleinfo`, Direct3D 10.1.'
    112:
      id: reserved_10_1
      doc: 'Reserved, marks the end of the Direct3D 10.1 opcodes (never an instruction).'
    113:
      id: hs_decls
      doc: '`hs_decls`, Direct3D 11.0.'
    114:
      id: hs_control_point_phase
      doc: '`hs_control_point_phase`, Direct3D 11.0.'
    115:
      id: hs_fork_phase
      doc: '`hs_fork_phase`, Direct3D 11.0.'
    116:
      id: hs_join_phase
      doc: '`hs_join_phase`, Direct3D 11.0.'
    117:
      id: emit_stream
      doc: '`emit_stream`, Direct3D 11.0.'
    118:
      id: cut_stream
      doc: '`cut_stream`, Direct3D 11.0.'
    119:
      id: emit_then_cut_stream
      doc: '`emit_then_cut_stream`, Direct3D 11.0.'
    120:
      id: fcall
      doc: '`fcall`, Direct3D 11.0.'
    121:
      id: bufinfo
      doc: '`bufinfo`, Direct3D 11.0.'
    122:
      id: deriv_rtx_coarse
      doc: '`deriv_rtx_coarse`, Direct3D 11.0.'
    123:
      id: deriv_rtx_fine
      doc: '`deriv_rtx_fine`, Direct3D 11.0.'
    124:
      id: deriv_rty_coarse
      doc: '`deriv_rty_coarse`, Direct3D 11.0.'
    125:
      id: deriv_rty_fine
      doc: '`deriv_rty_fine`, Direct3D 11.0.'
    126:
      id: gather4_c
      doc: '`gather4_c`, Direct3D 11.0.'
    127:
      id: gather4_po
      doc: '`gather4_po`, Direct3D 11.0.'
    128:
      id: gather4_po_c
      doc: '`gather4_po_c`, Direct3D 11.0.'
    129:
      id: rcp
      doc: '`rcp`, Direct3D 11.0.'
    130:
      id: f32tof16
      doc: '`f32tof16`, Direct3D 11.0.'
    131:
      id: f16tof32
      doc: '`f16tof32`, Direct3D 11.0.'
    132:
      id: uaddc
      doc: '`uaddc`, Direct3D 11.0.'
    133:
      id: usubb
      doc: '`usubb`, Direct3D 11.0.'
    134:
      id: countbits
      doc: '`countbits`, Direct3D 11.0.'
    135:
      id: firstbit_hi
      doc: '`firstbit_hi`, Direct3D 11.0.'
    136:
      id: firstbit_lo
      doc: '`firstbit_lo`, Direct3D 11.0.'
    137:
      id: firstbit_shi
      doc: '`firstbit_shi`, Direct3D 11.0.'
    138:
      id: ubfe
      doc: '`ubfe`, Direct3D 11.0.'
    139:
      id: ibfe
      doc: '`ibfe`, Direct3D 11.0.'
    140:
      id: bfi
      doc: '`bfi`, Direct3D 11.0.'
    141:
      id: bfrev
      doc: '`bfrev`, Direct3D 11.0.'
    142:
      id: swapc
      doc: '`swapc`, Direct3D 11.0.'
    143:
      id: dcl_stream
      doc: '`dcl_stream`, Direct3D 11.0.'
    144:
      id: dcl_function_body
      doc: '`dcl_function_body`, Direct3D 11.0.'
    145:
      id: dcl_function_table
      doc: '`dcl_function_table`, Direct3D 11.0.'
    146:
      id: dcl_interface
      doc: '`dcl_interface`, Direct3D 11.0.'
    147:
      id: dcl_input_control_point_count
      doc: '`dcl_input_control_point_count`, Direct3D 11.0.'
    148:
      id: dcl_output_control_point_count
      doc: '`dcl_output_control_point_count`, Direct3D 11.0.'
    149:
      id: dcl_tessellator_domain
      doc: '`dcl_tessellator_domain`, Direct3D 11.0.'
    150:
      id: dcl_tessellator_partitioning
      doc: '`dcl_tessellator_partitioning`, Direct3D 11.0.'
    151:
      id: dcl_tessellator_output_primitive
      doc: '`dcl_tessellator_output_primitive`, Direct3D 11.0.'
    152:
      id: dcl_hs_max_tessfactor
      doc: '`dcl_hs_max_tessfactor`, Direct3D 11.0.'
    153:
      id: dcl_hs_fork_phase_instance_count
      doc: '`dcl_hs_fork_phase_instance_count`, Direct3D 11.0.'
    154:
      id: dcl_hs_join_phase_instance_count
      doc: '`dcl_hs_join_phase_instance_count`, Direct3D 11.0.'
    155:
      id: dcl_thread_group
      doc: '`dcl_thread_group`, Direct3D 11.0.'
    156:
      id: dcl_uav_typed
      doc: '`dcl_uav_typed`, Direct3D 11.0.'
    157:
      id: dcl_uav_raw
      doc: '`dcl_uav_raw`, Direct3D 11.0.'
    158:
      id: dcl_uav_structured
      doc: '`dcl_uav_structured`, Direct3D 11.0.'
    159:
      id: dcl_tgsm_raw
      doc: '`dcl_tgsm_raw`, Direct3D 11.0.'
    160:
      id: dcl_tgsm_structured
      doc: '`dcl_tgsm_structured`, Direct3D 11.0.'
    161:
      id: dcl_resource_raw
      doc: '`dcl_resource_raw`, Direct3D 11.0.'
    162:
      id: dcl_resource_structured
      doc: '`dcl_resource_structured`, Direct3D 11.0.'
    163:
      id: ld_uav_typed
      doc: '`ld_uav_typed`, Direct3D 11.0.'
    164:
      id: store_uav_typed
      doc: '`store_uav_typed`, Direct3D 11.0.'
    165:
      id: ld_raw
      doc: '`ld_raw`, Direct3D 11.0.'
    166:
      id: store_raw
      doc: '`store_raw`, Direct3D 11.0.'
    167:
      id: ld_structured
      doc: '`ld_structured`, Direct3D 11.0.'
    168:
      id: store_structured
      doc: '`store_structured`, Direct3D 11.0.'
    169:
      id: atomic_and
      doc: '`atomic_and`, Direct3D 11.0.'
    170:
      id: atomic_or
      doc: '`atomic_or`, Direct3D 11.0.'
    171:
      id: atomic_xor
      doc: '`atomic_xor`, Direct3D 11.0.'
    172:
      id: atomic_cmp_store
      doc: '`atomic_cmp_store`, Direct3D 11.0.'
    173:
      id: atomic_iadd
      doc: '`atomic_iadd`, Direct3D 11.0.'
    174:
      id: atomic_imax
      doc: '`atomic_imax`, Direct3D 11.0.'
    175:
      id: atomic_imin
      doc: '`atomic_imin`, Direct3D 11.0.'
    176:
      id: atomic_umax
      doc: '`atomic_umax`, Direct3D 11.0.'
    177:
      id: atomic_umin
      doc: '`atomic_umin`, Direct3D 11.0.'
    178:
      id: imm_atomic_alloc
      doc: '`imm_atomic_alloc`, Direct3D 11.0.'
    179:
      id: imm_atomic_consume
      doc: '`imm_atomic_consume`, Direct3D 11.0.'
    180:
      id: imm_atomic_iadd
      doc: '`imm_atomic_iadd`, Direct3D 11.0.'
    181:
      id: imm_atomic_and
      doc: '`imm_atomic_and`, Direct3D 11.0.'
    182:
      id: imm_atomic_or
      doc: '`imm_atomic_or`, Direct3D 11.0.'
    183:
      id: imm_atomic_xor
      doc: '`imm_atomic_xor`, Direct3D 11.0.'
    184:
      id: imm_atomic_exch
      doc: '`imm_atomic_exch`, Direct3D 11.0.'
    185:
      id: imm_atomic_cmp_exch
      doc: '`imm_atomic_cmp_exch`, Direct3D 11.0.'
    186:
      id: imm_atomic_imax
      doc: '`imm_atomic_imax`, Direct3D 11.0.'
    187:
      id: imm_atomic_imin
      doc: '`imm_atomic_imin`, Direct3D 11.0.'
    188:
      id: imm_atomic_umax
      doc: '`imm_atomic_umax`, Direct3D 11.0.'
    189:
      id: imm_atomic_umin
      doc: '`imm_atomic_umin`, Direct3D 11.0.'
    190:
      id: sync
      doc: '`sync`, Direct3D 11.0.'
    191:
      id: dadd
      doc: '`dadd`, Direct3D 11.0.'
    192:
      id: dmax
      doc: '`dmax`, Direct3D 11.0.'
    193:
      id: dmin
      doc: '`dmin`, Direct3D 11.0.'
    194:
      id: dmul
      doc: '`dmul`, Direct3D 11.0.'
    195:
      id: deq
      doc: '`deq`, Direct3D 11.0.'
    196:
      id: dge
      doc: '`dge`, Direct3D 11.0.'
    197:
      id: dlt
      doc: '`dlt`, Direct3D 11.0.'
    198:
      id: dne
      doc: '`dne`, Direct3D 11.0.'
    199:
      id: dmov
      doc: '`dmov`, Direct3D 11.0.'
    200:
      id: dmovc
      doc: '`dmovc`, Direct3D 11.0.'
    201:
      id: dtof
      doc: '`dtof`, Direct3D 11.0.'
    202:
      id: ftod
      doc: '`ftod`, Direct3D 11.0.'
    203:
      id: eval_snapped
      doc: '`eval_snapped`, Direct3D 11.0.'
    204:
      id: eval_sample_index
      doc: '`eval_sample_index`, Direct3D 11.0.'
    205:
      id: eval_centroid
      doc: '`eval_centroid`, Direct3D 11.0.'
    206:
      id: dcl_gsinstances
      doc: '`dcl_gsinstances`, Direct3D 11.0.'
    207:
      id: abort
      doc: '`abort`, Direct3D 11.0.'
    208:
      id: debug_break
      doc: '`debug_break`, Direct3D 11.0.'
    209:
      id: reserved_11_0
      doc: 'Reserved, marks the end of the Direct3D 11.0 opcodes (never an instruction).'
    210:
      id: ddiv
      doc: '`ddiv`, Direct3D 11.1.'
    211:
      id: dfma
      doc: '`dfma`, Direct3D 11.1.'
    212:
      id: drcp
      doc: '`drcp`, Direct3D 11.1.'
    213:
      id: msad
      doc: '`msad`, Direct3D 11.1.'
    214:
      id: dtoi
      doc: '`dtoi`, Direct3D 11.1.'
    215:
      id: dtou
      doc: '`dtou`, Direct3D 11.1.'
    216:
      id: itod
      doc: '`itod`, Direct3D 11.1.'
    217:
      id: utod
      doc: '`utod`, Direct3D 11.1.'
    218:
      id: reserved_11_1
      doc: 'Reserved, marks the end of the Direct3D 11.1 opcodes (never an instruction).'
    219:
      id: gather4_s
      doc: '`gather4_s`, Direct3D WDDM 1.3.'
    220:
      id: gather4_c_s
      doc: '`gather4_c_s`, Direct3D WDDM 1.3.'
    221:
      id: gather4_po_s
      doc: '`gather4_po_s`, Direct3D WDDM 1.3.'
    222:
      id: gather4_po_c_s
      doc: '`gather4_po_c_s`, Direct3D WDDM 1.3.'
    223:
      id: ld_s
      doc: '`ld_s`, Direct3D WDDM 1.3.'
    224:
      id: ldms_s
      doc: '`ldms_s`, Direct3D WDDM 1.3.'
    225:
      id: ld_uav_typed_s
      doc: '`ld_uav_typed_s`, Direct3D WDDM 1.3.'
    226:
      id: ld_raw_s
      doc: '`ld_raw_s`, Direct3D WDDM 1.3.'
    227:
      id: ld_structured_s
      doc: '`ld_structured_s`, Direct3D WDDM 1.3.'
    228:
      id: sample_l_s
      doc: '`sample_l_s`, Direct3D WDDM 1.3.'
    229:
      id: sample_c_lz_s
      doc: '`sample_c_lz_s`, Direct3D WDDM 1.3.'
    230:
      id: sample_cl_s
      doc: '`sample_cl_s`, Direct3D WDDM 1.3.'
    231:
      id: sample_b_cl_s
      doc: '`sample_b_cl_s`, Direct3D WDDM 1.3.'
    232:
      id: sample_d_cl_s
      doc: '`sample_d_cl_s`, Direct3D WDDM 1.3.'
    233:
      id: sample_c_cl_s
      doc: '`sample_c_cl_s`, Direct3D WDDM 1.3.'
    234:
      id: check_access_fully_mapped
      doc: '`check_access_fully_mapped`, Direct3D WDDM 1.3.'
    235:
      id: reserved_wddm1_3
      doc: 'Reserved, marks the end of the Direct3D WDDM 1.3 opcodes (never an instruction).'
  custom_data_class:
    0: comment
    1: debug_info
    2: opaque
    3: immediate_constant_buffer
    4: shader_message
    5: clip_plane_constant_mappings_for_dx9
  extended_opcode_type:
    0: empty
    1: sample_controls
    2: resource_dim
    3: resource_return_type
  num_components:
    0: zero
    1: one
    2: four
    3:
      id: n
      doc: N components; defined but unused.
  selection_mode:
    0: mask
    1: swizzle
    2: select_1
  component_name:
    0: x
    1: y
    2: z
    3: w
  operand_type:
    0: temp
    1: input
    2: output
    3: indexable_temp
    4: immediate32
    5: immediate64
    6: sampler
    7: resource
    8: constant_buffer
    9: immediate_constant_buffer
    10: label
    11: input_primitive_id
    12: output_depth
    13: 'null'
    14: rasterizer
    15: output_coverage_mask
    16: stream
    17: function_body
    18: function_table
    19: interface
    20: function_input
    21: function_output
    22: output_control_point_id
    23: input_fork_instance_id
    24: input_join_instance_id
    25: input_control_point
    26: output_control_point
    27: input_patch_constant
    28: input_domain_point
    29: this_pointer
    30: unordered_access_view
    31: thread_group_shared_memory
    32: input_thread_id
    33: input_thread_group_id
    34: input_thread_id_in_group
    35: input_coverage_mask
    36: input_thread_id_in_group_flattened
    37: input_gs_instance_id
    38: output_depth_greater_equal
    39: output_depth_less_equal
    40: cycle_counter
    41: output_stencil_ref
    42: inner_coverage
  index_representation:
    0: immediate32
    1: immediate64
    2: relative
    3: immediate32_plus_relative
    4: immediate64_plus_relative
  extended_operand_type:
    0: empty
    1: modifier
  operand_modifier:
    0: none
    1: neg
    2: abs
    3: absneg
  min_precision:
    0: default
    1: float16
    2: float2_8
    3: reserved
    4: sint16
    5: uint16
    0xf0: any16
    0xf1: any10
  test_boolean:
    0: zero
    1: nonzero
  resinfo_return_type:
    0: float
    1: rcp_float
    2: uint
  instruction_return_type:
    0: float
    1: uint
  sampler_mode:
    0: default
    1: comparison
    2: mono
  cb_access_pattern:
    0: immediate_indexed
    1: dynamic_indexed
  resource_dimension:
    0: unknown
    1: buffer
    2: texture1d
    3: texture2d
    4: texture2dms
    5: texture3d
    6: texturecube
    7: texture1darray
    8: texture2darray
    9: texture2dmsarray
    10: texturecubearray
    11: raw_buffer
    12: structured_buffer
  return_type:
    0:
      id: not_applicable
      doc: No return type (RDEF, for a binding that is not a typed texture or buffer); never in a token stream.
    1: unorm
    2: snorm
    3: sint
    4: uint
    5: float
    6: mixed
    7: double
    8: continued
    9: unused
  system_name:
    0: undefined
    1: position
    2: clip_distance
    3: cull_distance
    4: render_target_array_index
    5: viewport_array_index
    6: vertex_id
    7: primitive_id
    8: instance_id
    9: is_front_face
    10: sample_index
    11: final_quad_u_eq_0_edge_tessfactor
    12: final_quad_v_eq_0_edge_tessfactor
    13: final_quad_u_eq_1_edge_tessfactor
    14: final_quad_v_eq_1_edge_tessfactor
    15: final_quad_u_inside_tessfactor
    16: final_quad_v_inside_tessfactor
    17: final_tri_u_eq_0_edge_tessfactor
    18: final_tri_v_eq_0_edge_tessfactor
    19: final_tri_w_eq_0_edge_tessfactor
    20: final_tri_inside_tessfactor
    21: final_line_detail_tessfactor
    22: final_line_density_tessfactor
    23: barycentrics
    24: shading_rate
    25: cull_primitive
  interpolation_mode:
    0:
      id: undefined
      doc: Undefined (not interpolated, or not a pixel shader input).
    1:
      id: constant
      doc: nointerpolation.
    2:
      id: linear
      doc: linear.
    3:
      id: linear_centroid
      doc: centroid.
    4:
      id: linear_noperspective
      doc: noperspective.
    5:
      id: linear_noperspective_centroid
      doc: noperspective centroid.
    6:
      id: linear_sample
      doc: sample.
    7:
      id: linear_noperspective_sample
      doc: noperspective sample.
    8:
      id: invalid
      doc: DXIL's marker for no valid mode (DXIL::InterpolationMode::Invalid); never in a token stream.
  primitive_topology:
    0:
      id: undefined
      doc: Undefined.
    1:
      id: point_list
      doc: Point list.
    2:
      id: line_list
      doc: Line list.
    3:
      id: line_strip
      doc: Line strip.
    4:
      id: triangle_list
      doc: Triangle list.
    5:
      id: triangle_strip
      doc: Triangle strip.
    10:
      id: line_list_adj
      doc: Line list with adjacency.
    11:
      id: line_strip_adj
      doc: Line strip with adjacency.
    12:
      id: triangle_list_adj
      doc: Triangle list with adjacency.
    13:
      id: triangle_strip_adj
      doc: Triangle strip with adjacency.
    33:
      id: control_point_patch_list_1
      doc: Patch list of 1 control point (33 to 64 are patch lists of 1 to 32 control points; D3D_PRIMITIVE_TOPOLOGY only, as in STAT).
    34:
      id: control_point_patch_list_2
      doc: Patch list of 2 control points.
    35:
      id: control_point_patch_list_3
      doc: Patch list of 3 control points.
    36:
      id: control_point_patch_list_4
      doc: Patch list of 4 control points.
    37:
      id: control_point_patch_list_5
      doc: Patch list of 5 control points.
    38:
      id: control_point_patch_list_6
      doc: Patch list of 6 control points.
    39:
      id: control_point_patch_list_7
      doc: Patch list of 7 control points.
    40:
      id: control_point_patch_list_8
      doc: Patch list of 8 control points.
    41:
      id: control_point_patch_list_9
      doc: Patch list of 9 control points.
    42:
      id: control_point_patch_list_10
      doc: Patch list of 10 control points.
    43:
      id: control_point_patch_list_11
      doc: Patch list of 11 control points.
    44:
      id: control_point_patch_list_12
      doc: Patch list of 12 control points.
    45:
      id: control_point_patch_list_13
      doc: Patch list of 13 control points.
    46:
      id: control_point_patch_list_14
      doc: Patch list of 14 control points.
    47:
      id: control_point_patch_list_15
      doc: Patch list of 15 control points.
    48:
      id: control_point_patch_list_16
      doc: Patch list of 16 control points.
    49:
      id: control_point_patch_list_17
      doc: Patch list of 17 control points.
    50:
      id: control_point_patch_list_18
      doc: Patch list of 18 control points.
    51:
      id: control_point_patch_list_19
      doc: Patch list of 19 control points.
    52:
      id: control_point_patch_list_20
      doc: Patch list of 20 control points.
    53:
      id: control_point_patch_list_21
      doc: Patch list of 21 control points.
    54:
      id: control_point_patch_list_22
      doc: Patch list of 22 control points.
    55:
      id: control_point_patch_list_23
      doc: Patch list of 23 control points.
    56:
      id: control_point_patch_list_24
      doc: Patch list of 24 control points.
    57:
      id: control_point_patch_list_25
      doc: Patch list of 25 control points.
    58:
      id: control_point_patch_list_26
      doc: Patch list of 26 control points.
    59:
      id: control_point_patch_list_27
      doc: Patch list of 27 control points.
    60:
      id: control_point_patch_list_28
      doc: Patch list of 28 control points.
    61:
      id: control_point_patch_list_29
      doc: Patch list of 29 control points.
    62:
      id: control_point_patch_list_30
      doc: Patch list of 30 control points.
    63:
      id: control_point_patch_list_31
      doc: Patch list of 31 control points.
    64:
      id: control_point_patch_list_32
      doc: Patch list of 32 control points.

  primitive:
    0:
      id: undefined
      doc: Undefined.
    1:
      id: point
      doc: Points.
    2:
      id: line
      doc: Lines.
    3:
      id: triangle
      doc: Triangles.
    6:
      id: line_adj
      doc: Lines with adjacency.
    7:
      id: triangle_adj
      doc: Triangles with adjacency.
    8:
      id: control_point_patch_1
      doc: Patch of 1 control point (8 to 39 are patches of 1 to 32 control points).
    9:
      id: control_point_patch_2
      doc: Patch of 2 control points.
    10:
      id: control_point_patch_3
      doc: Patch of 3 control points.
    11:
      id: control_point_patch_4
      doc: Patch of 4 control points.
    12:
      id: control_point_patch_5
      doc: Patch of 5 control points.
    13:
      id: control_point_patch_6
      doc: Patch of 6 control points.
    14:
      id: control_point_patch_7
      doc: Patch of 7 control points.
    15:
      id: control_point_patch_8
      doc: Patch of 8 control points.
    16:
      id: control_point_patch_9
      doc: Patch of 9 control points.
    17:
      id: control_point_patch_10
      doc: Patch of 10 control points.
    18:
      id: control_point_patch_11
      doc: Patch of 11 control points.
    19:
      id: control_point_patch_12
      doc: Patch of 12 control points.
    20:
      id: control_point_patch_13
      doc: Patch of 13 control points.
    21:
      id: control_point_patch_14
      doc: Patch of 14 control points.
    22:
      id: control_point_patch_15
      doc: Patch of 15 control points.
    23:
      id: control_point_patch_16
      doc: Patch of 16 control points.
    24:
      id: control_point_patch_17
      doc: Patch of 17 control points.
    25:
      id: control_point_patch_18
      doc: Patch of 18 control points.
    26:
      id: control_point_patch_19
      doc: Patch of 19 control points.
    27:
      id: control_point_patch_20
      doc: Patch of 20 control points.
    28:
      id: control_point_patch_21
      doc: Patch of 21 control points.
    29:
      id: control_point_patch_22
      doc: Patch of 22 control points.
    30:
      id: control_point_patch_23
      doc: Patch of 23 control points.
    31:
      id: control_point_patch_24
      doc: Patch of 24 control points.
    32:
      id: control_point_patch_25
      doc: Patch of 25 control points.
    33:
      id: control_point_patch_26
      doc: Patch of 26 control points.
    34:
      id: control_point_patch_27
      doc: Patch of 27 control points.
    35:
      id: control_point_patch_28
      doc: Patch of 28 control points.
    36:
      id: control_point_patch_29
      doc: Patch of 29 control points.
    37:
      id: control_point_patch_30
      doc: Patch of 30 control points.
    38:
      id: control_point_patch_31
      doc: Patch of 31 control points.
    39:
      id: control_point_patch_32
      doc: Patch of 32 control points.
  tessellator_domain:
    0:
      id: undefined
      doc: Undefined.
    1:
      id: isoline
      doc: Isolines.
    2:
      id: tri
      doc: Triangles.
    3:
      id: quad
      doc: Quads.
  tessellator_partitioning:
    0: undefined
    1: integer
    2: pow2
    3: fractional_odd
    4: fractional_even
  tessellator_output_primitive:
    0:
      id: undefined
      doc: Undefined.
    1:
      id: point
      doc: Points.
    2:
      id: line
      doc: Lines.
    3:
      id: triangle_cw
      doc: Clockwise triangles.
    4:
      id: triangle_ccw
      doc: Counter-clockwise triangles.
  shader_message_id:
    0x00200102: message
    0x00200103: error
  shader_message_format:
    0: ansi_text
    1: ansi_printf
