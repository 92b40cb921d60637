meta:
  id: dxcontainer_level9
  title: Feature-level-9 shader (Aon9, XNAS, XNAP)
  license: CC0-1.0
  ks-version: '0.11'
  endian: le
doc: |
  A Shader Model 2 shader that FXC compiles beside the Shader Model 4 code
  for feature-level-9 targets (`vs_4_0_level_9_1`, `ps_4_0_level_9_3`,
  `lib_4_0_level_9_1_*`...), so that Direct3D 11 can run the shader on
  Direct3D 9-class hardware. Three fourccs share this layout: `Aon9` (the
  level-9 shader), and for vertex shaders `XNAS` (XNA shader) and `XNAP`
  (XNA prepass shader, position only).

  A 36-byte header gives the embedded shader's version token, size and
  offset, and five (count, offset) pairs of tables that map the Shader Model
  4 resources onto Direct3D 9 registers: constant-buffer ranges onto `c`
  registers (with a per-component data conversion), cbuffer values onto
  loop `i` registers, a kind never seen in real files, samplers and
  textures onto `s` registers, and runtime-generated constants (the
  half-pixel position offset) onto `c` registers. The embedded shader is an
  ordinary Shader Model 2 token stream, decoded here instruction by
  instruction (`level9_program`). All offsets are relative to the part data.

  No Microsoft header describes this part; the layout is reverse-engineered
  (DXDecompiler) and checked against FXC's listings, which print the
  mapping tables before each `Level9 shader bytecode:`, `XNA shader
  bytecode:` or `XNA Prepass shader bytecode:` section.
doc-ref:
  - https://github.com/spacehamster/DXDecompiler/tree/master/src/DXDecompiler/Chunks/Aon9
  - https://learn.microsoft.com/en-us/windows/win32/direct3dhlsl/dx-graphics-hlsl-sm2
seq:
  - id: len_part
    type: u4
    doc: The size of this part's data again.
  - id: shader_version
    type: u4
    doc: |
      Shader Model 2 version token: 0xFFFE0200 for vertex shaders,
      0xFFFF0200 for pixel shaders; library functions use 0x4C56 and 0x4C50
      (bytes "VL" and "PL") in the high half. The minor version is 0 even
      when the embedded shader itself is a 2_x shader (level_9_3 targets):
      its own first token (`embedded_shader_version`) says 0x..0201 then.
  - id: len_shader
    type: u4
    valid:
      max: 0x7fffffff
    doc: 'Size of the embedded shader in bytes. At most 2^31 - 1: larger than any container, so every target reads it alike.'
  - id: ofs_shader
    type: u4
    doc: Offset of the embedded shader.
  - id: num_cbuffer_mappings
    type: u2
    doc: Number of constant-buffer to `c` register mappings.
  - id: ofs_cbuffer_mappings
    type: u2
    doc: Offset of the constant-buffer mappings.
  - id: num_loop_register_mappings
    type: u2
    doc: Number of constant-buffer to loop (`i`) register mappings.
  - id: ofs_loop_register_mappings
    type: u2
    doc: Offset in the part of the table mapping constant-buffer values to loop (`i`) registers.
  - id: num_unknown_mappings
    type: u2
    doc: Number of mappings of a kind never seen in real files (0 in every known shader; their layout is unknown).
  - id: ofs_unknown_mappings
    type: u2
    doc: Offset of those mappings.
  - id: num_sampler_mappings
    type: u2
    doc: Number of sampler/texture to `s` register mappings.
  - id: ofs_sampler_mappings
    type: u2
    doc: Offset in the part of the table mapping samplers and textures to `s` registers.
  - id: num_runtime_constant_mappings
    type: u2
    doc: Number of runtime-generated constant mappings.
  - id: ofs_runtime_constant_mappings
    type: u2
    doc: Offset in the part of the table of constants the runtime fills in (such as the vertex position offset).
instances:
  shader_program_type:
    value: shader_version >> 16
    doc: High half of the version token (0xFFFE vertex, 0xFFFF pixel, 0x4C56 library vertex, 0x4C50 library pixel).
  embedded_shader_version:
    pos: ofs_shader
    type: u4
    if: len_shader >= 4
    doc: The first token of the embedded shader, its own version (0xFFFF0201 for ps_2_x...), as FXC's listing prints it.
  shader_major:
    value: '(len_shader >= 4 ? embedded_shader_version : shader_version) >> 8 & 0xff'
    doc: Major version of the embedded shader (2).
  shader_minor:
    value: '(len_shader >= 4 ? embedded_shader_version : shader_version) & 0xff'
    doc: Minor version of the embedded shader (0, or 1 for the 2_x profiles of level_9_3 targets).
  shader:
    pos: ofs_shader
    size: len_shader
    type: level9_program
    if: len_shader <= 0x7fffffff
    doc: |
      The embedded Shader Model 2 program, starting with the same version
      token and ending with 0x0000FFFF (none when `len_shader` failed its
      check, in a half-read part the Web IDE shows).
  cbuffer_mappings:
    pos: ofs_cbuffer_mappings
    type: cbuffer_mapping
    repeat: expr
    repeat-expr: num_cbuffer_mappings
    doc: Constant-buffer ranges copied into `c` registers.
  loop_register_mappings:
    pos: ofs_loop_register_mappings
    type: loop_register_mapping
    repeat: expr
    repeat-expr: num_loop_register_mappings
    doc: Constant-buffer values copied into loop (`i`) registers.
  sampler_mappings:
    pos: ofs_sampler_mappings
    type: sampler_mapping
    repeat: expr
    repeat-expr: num_sampler_mappings
    doc: Sampler and texture pairs bound to `s` registers.
  runtime_constant_mappings:
    pos: ofs_runtime_constant_mappings
    type: runtime_constant_mapping
    repeat: expr
    repeat-expr: num_runtime_constant_mappings
    doc: Constants the runtime computes itself.
types:
  level9_program:
    -webide-representation: '{version:hex}'
    doc: |
      A Direct3D 9 shader program: the version token, then instructions (an
      instruction token and its parameter tokens), comment blocks, and the
      end token 0x0000FFFF. FXC prints it after the mapping tables.
    doc-ref: https://learn.microsoft.com/en-us/windows-hardware/drivers/display/shader-code-format
    seq:
      - id: version
        type: u4
        doc: |
          Bits 16-31 the program type (0xFFFE vertex, 0xFFFF pixel; 0x4C56
          and 0x4C50 for a library's vertex and pixel functions), 8-15 the
          major and 0-7 the minor version (1 for the 2_x profiles).
      - id: instructions
        type: level9_instruction
        repeat: until
        repeat-until: _.is_end or _io.eof
        if: not _io.eof
        doc: The instructions and comment blocks, up to and including the end token.
      - id: trailing
        size-eos: true
        if: not _io.eof
        doc: Bytes after the end token (none in any known file).
    instances:
      program_type:
        value: version >> 16
        enum: level9_program_type
        doc: Vertex or pixel program, of a shader or of a library function.
      major_version:
        value: (version >> 8) & 0xff
        doc: Major version (2).
      minor_version:
        value: version & 0xff
        doc: Minor version (0, or 1 for `vs_2_x` and `ps_2_x`).
  level9_instruction:
    -webide-representation: '{opcode}'
    doc: |
      One instruction token and what follows it: the parameter tokens it
      counts (Shader Model 2 on), or a comment block's data. The end token
      is an instruction of its own with nothing after it.
    doc-ref: https://learn.microsoft.com/en-us/windows-hardware/drivers/display/instruction-token
    seq:
      - id: token
        type: u4
        doc: |
          Bits 0-15 the opcode, 16-23 opcode-specific controls (the
          comparison of `ifc`, `breakc` and `setp`; `texld`'s project and
          bias bits), 24-27 the number of parameter tokens that follow, 28
          predicated, 30 co-issued. A comment token has opcode 0xFFFE and its
          length in tokens in bits 16-30; the end token is 0x0000FFFF.
      - id: comment
        size: len_comment * 4
        if: is_comment
        doc: The comment block's data (a constant table, for example).
      - id: params
        type: level9_parameter(opcode, _index)
        repeat: expr
        repeat-expr: num_params
        if: not is_comment
        doc: |
          The parameter tokens: the destination register (if any), then the
          sources. `dcl` has its usage token first; `def`, `defi` and `defb`
          the constant's values after the register.
    instances:
      opcode:
        value: token & 0xffff
        enum: level9_opcode
        doc: What the instruction does.
      is_comment:
        value: (token & 0xffff) == 0xfffe
        doc: A comment block (its length in bits 16-30).
      is_end:
        value: token == 0xffff
        doc: The end token.
      len_comment:
        value: (token >> 16) & 0x7fff
        if: is_comment
        doc: Length of the comment's data in tokens.
      num_params:
        value: (token >> 24) & 0xf
        if: not is_comment
        doc: Number of parameter tokens after the instruction token.
      controls:
        value: (token >> 16) & 0xff
        if: not is_comment
        doc: The comparison (`ifc`, `breakc`, `setp`) or `texld`'s variant (1 project, 2 bias).
      comparison:
        value: (token >> 16) & 0xff
        enum: level9_comparison
        if: not is_comment and (opcode == level9_opcode::ifc or opcode == level9_opcode::breakc or opcode == level9_opcode::setp)
        doc: The comparison of `ifc`, `breakc` and `setp`.
      is_predicated:
        value: ((token >> 28) & 1) == 1
        if: not is_comment
        doc: Executed under the predicate register given after the destination.
      is_coissued:
        value: ((token >> 30) & 1) == 1
        if: not is_comment
        doc: Issued together with the previous instruction (`+` in the listing; pixel shaders 1.x).
  level9_parameter:
    -webide-representation: '{register_type}{register_number:dec}'
    doc: |
      A parameter token: a register (destination or source), `dcl`'s usage
      token, or one of a constant's values.
    doc-ref: https://learn.microsoft.com/en-us/windows-hardware/drivers/display/destination-parameter-token
    params:
      - id: opcode
        type: u2
        enum: level9_opcode
        doc: The opcode of the instruction the token belongs to.
      - id: index
        type: u1
        doc: The token's place among the instruction's parameters.
    seq:
      - id: token
        type: u4
        doc: |
          A register: bits 0-10 the register number, 11-12 and 28-30 the
          register type, 13 relative addressing; for a destination 16-19
          the write mask, 20-23 result modifiers, 24-27 the shift; for a
          source 16-23 the swizzle (2 bits per component), 24-27 the source
          modifier. Bit 31 is set in every parameter token but a value.
    instances:
      is_usage:
        value: opcode == level9_opcode::dcl and index == 0
        doc: '`dcl`''s usage token: bits 0-4 the usage, 16-19 its index, 27-30 a sampler''s texture type.'
      is_value:
        value: (opcode == level9_opcode::def_ or opcode == level9_opcode::defi or opcode == level9_opcode::defb) and index > 0
        doc: One of a constant's values (float bits for `def`, an integer or a bool).
      usage:
        value: token & 0x1f
        enum: level9_usage
        if: is_usage
        doc: What a declared input or output holds.
      usage_index:
        value: (token >> 16) & 0xf
        if: is_usage
        doc: The usage's index (`dcl_texcoord1`).
      texture_type:
        value: (token >> 27) & 0xf
        enum: level9_texture_type
        if: is_usage
        doc: A declared sampler's texture type.
      register_type:
        value: ((token >> 28) & 7) | ((token >> 8) & 0x18)
        enum: level9_register_type
        if: not is_usage and not is_value
        doc: The register file.
      register_number:
        value: token & 0x7ff
        if: not is_usage and not is_value
        doc: The register's number.
      is_relative:
        value: ((token >> 13) & 1) == 1
        if: not is_usage and not is_value
        doc: Indexed by an address register, given in the next token.
      write_mask:
        value: (token >> 16) & 0xf
        if: not is_usage and not is_value
        doc: As a destination, the components written (bit 0 x to bit 3 w).
      result_modifiers:
        value: (token >> 20) & 0xf
        if: not is_usage and not is_value
        doc: As a destination, 1 saturate, 2 partial precision, 4 centroid.
      shift:
        value: (token >> 24) & 0xf
        if: not is_usage and not is_value
        doc: As a destination, the result's scale (1-3 times 2, 4, 8; 13-15 divided by 8, 4, 2; pixel shaders 1.x).
      swizzle:
        value: (token >> 16) & 0xff
        if: not is_usage and not is_value
        doc: As a source, the component read for x, y, z and w (2 bits each).
      source_modifier:
        value: (token >> 24) & 0xf
        enum: level9_source_modifier
        if: not is_usage and not is_value
        doc: As a source, what is done to the value before use.
  cbuffer_mapping:
    doc: A range of constant-buffer registers copied into `c` registers.
    doc-ref: https://github.com/spacehamster/DXDecompiler/blob/master/src/DXDecompiler/Chunks/Aon9/ConstantBufferMapping.cs ConstantBufferMapping
    seq:
      - id: buffer
        type: u2
        doc: The constant buffer (`cb` N).
      - id: start_register
        type: u2
        doc: First 16-byte register of the range in the buffer.
      - id: num_registers
        type: u2
        doc: Number of consecutive `c` registers the mapping fills, from `target_register` on.
      - id: target_register
        type: u2
        doc: First Direct3D 9 `c` register.
      - id: conversions
        type: u1
        enum: data_conversion
        repeat: expr
        repeat-expr: 4
        doc: How each component (x, y, z, w) is converted for Direct3D 9.
  loop_register_mapping:
    doc: A constant-buffer value copied into an integer loop register.
    doc-ref: https://github.com/spacehamster/DXDecompiler/blob/master/src/DXDecompiler/Chunks/Aon9/LoopRegisterMapping.cs LoopRegisterMapping
    seq:
      - id: buffer
        type: u2
        doc: The constant buffer (`cb` N).
      - id: source_register
        type: u2
        doc: Register in the buffer.
      - id: component
        type: u2
        doc: Component of that register (0 = x).
      - id: target_register
        type: u2
        doc: Direct3D 9 `i` register.
  sampler_mapping:
    doc: A texture and sampler pair bound to one Direct3D 9 sampler.
    doc-ref: https://github.com/spacehamster/DXDecompiler/blob/master/src/DXDecompiler/Chunks/Aon9/SamplerMapping.cs SamplerMapping
    seq:
      - id: source_resource
        type: u1
        doc: Texture register (`t` N).
      - id: source_sampler
        type: u1
        doc: Sampler register (`s` N).
      - id: target_sampler
        type: u1
        doc: Direct3D 9 sampler (`s` N).
      - id: reserved
        type: u1
        doc: Padding, 0 in every known file.
  runtime_constant_mapping:
    doc: A constant the runtime fills in.
    doc-ref: https://github.com/spacehamster/DXDecompiler/blob/master/src/DXDecompiler/Chunks/Aon9/RuntimeConstantMapping.cs RuntimeConstantMapping
    seq:
      - id: description
        type: u2
        enum: runtime_constant
        doc: What the constant holds.
      - id: target_register
        type: u2
        doc: Direct3D 9 `c` register.
enums:
  data_conversion:
    0:
      id: float
      doc: Copied as float (`FLT` in FXC's listing).
    1:
      id: bool
      doc: Converted to bool (`BOOL`).
    2:
      id: int
      doc: Converted to int (`INT`).
    3:
      id: uint
      doc: Converted to uint.
  runtime_constant:
    0:
      id: vertex_shader_position_offset
      doc: The half-pixel offset applied to the output position ("Vertex Shader position offset").

  level9_program_type:
    0x4c50:
      id: library_pixel
      doc: 'A pixel function of a library (`lib_4_0_ps_2_0`)'
    0x4c56:
      id: library_vertex
      doc: 'A vertex function of a library (`lib_4_0_vs_2_0`)'
    0xfffe:
      id: vertex
      doc: 'Vertex shader (`vs_2_0`)'
    0xffff:
      id: pixel
      doc: 'Pixel shader (`ps_2_0`)'
  level9_opcode:
    0:
      id: nop
      doc: 'No operation'
    1:
      id: mov
      doc: 'Move'
    2:
      id: add
      doc: 'Add'
    3:
      id: sub
      doc: 'Subtract'
    4:
      id: mad
      doc: 'Multiply and add'
    5:
      id: mul
      doc: 'Multiply'
    6:
      id: rcp
      doc: 'Reciprocal'
    7:
      id: rsq
      doc: 'Reciprocal square root'
    8:
      id: dp3
      doc: 'Three-component dot product'
    9:
      id: dp4
      doc: 'Four-component dot product'
    10:
      id: min
      doc: 'Minimum'
    11:
      id: max
      doc: 'Maximum'
    12:
      id: slt
      doc: 'Set if less than'
    13:
      id: sge
      doc: 'Set if greater or equal'
    14:
      id: exp
      doc: 'Full-precision 2 to the power'
    15:
      id: log
      doc: 'Full-precision base-2 logarithm'
    16:
      id: lit
      doc: 'Lighting coefficients'
    17:
      id: dst
      doc: 'Distance vector'
    18:
      id: lrp
      doc: 'Linear interpolation'
    19:
      id: frc
      doc: 'Fractional part'
    20:
      id: m4x4
      doc: '4x4 matrix product'
    21:
      id: m4x3
      doc: '4x3 matrix product'
    22:
      id: m3x4
      doc: '3x4 matrix product'
    23:
      id: m3x3
      doc: '3x3 matrix product'
    24:
      id: m3x2
      doc: '3x2 matrix product'
    25:
      id: call
      doc: 'Call a label'
    26:
      id: callnz
      doc: 'Call a label if a bool is not zero'
    27:
      id: loop
      doc: 'Loop with the loop counter (`aL`)'
    28:
      id: ret
      doc: 'Return'
    29:
      id: endloop
      doc: 'End of a `loop`'
    30:
      id: label
      doc: 'A label to call'
    31:
      id: dcl
      doc: 'Declaration of an input, output or sampler'
    32:
      id: pow
      doc: 'Power'
    33:
      id: crs
      doc: 'Cross product'
    34:
      id: sgn
      doc: 'Sign'
    35:
      id: abs
      doc: 'Absolute value'
    36:
      id: nrm
      doc: 'Normalize'
    37:
      id: sincos
      doc: 'Sine and cosine'
    38:
      id: rep
      doc: 'Repeat'
    39:
      id: endrep
      doc: 'End of a `rep`'
    40:
      id: if_
      doc: '`if` on a bool'
    41:
      id: ifc
      doc: '`if` on a comparison (`if_lt`...)'
    42:
      id: else_
      doc: '`else`'
    43:
      id: endif
      doc: 'End of an `if`'
    44:
      id: break_
      doc: '`break`'
    45:
      id: breakc
      doc: '`break` on a comparison (`break_ge`...)'
    46:
      id: mova
      doc: 'Move to the address register'
    47:
      id: defb
      doc: 'Define a bool constant'
    48:
      id: defi
      doc: 'Define an integer constant'
    64:
      id: texcoord
      doc: 'Texture coordinate (ps 1.x)'
    65:
      id: texkill
      doc: 'Kill the pixel'
    66:
      id: texld
      doc: 'Texture load (`tex` in ps 1.x)'
    67:
      id: texbem
      doc: 'Bump environment map (ps 1.x)'
    68:
      id: texbeml
      doc: 'Bump environment map with luminance (ps 1.x)'
    69:
      id: texreg2ar
      doc: 'Texture read from alpha and red (ps 1.x)'
    70:
      id: texreg2gb
      doc: 'Texture read from green and blue (ps 1.x)'
    71:
      id: texm3x2pad
      doc: 'First row of a 3x2 matrix multiply (ps 1.x)'
    72:
      id: texm3x2tex
      doc: 'Last row of a 3x2 matrix multiply and texture read (ps 1.x)'
    73:
      id: texm3x3pad
      doc: 'A row of a 3x3 matrix multiply (ps 1.x)'
    74:
      id: texm3x3tex
      doc: 'Last row of a 3x3 matrix multiply and texture read (ps 1.x)'
    75:
      id: reserved0
      doc: 'Reserved'
    76:
      id: texm3x3spec
      doc: '3x3 matrix multiply and specular reflection (ps 1.x)'
    77:
      id: texm3x3vspec
      doc: '3x3 matrix multiply and specular reflection, eye-ray from the coordinates (ps 1.x)'
    78:
      id: expp
      doc: 'Partial-precision 2 to the power'
    79:
      id: logp
      doc: 'Partial-precision base-2 logarithm'
    80:
      id: cnd
      doc: 'Conditional (ps 1.x)'
    81:
      id: def_
      doc: 'Define a float constant'
    82:
      id: texreg2rgb
      doc: 'Texture read from red, green and blue (ps 1.x)'
    83:
      id: texdp3tex
      doc: 'Dot product and texture read (ps 1.x)'
    84:
      id: texm3x2depth
      doc: 'Depth from a 3x2 matrix multiply (ps 1.x)'
    85:
      id: texdp3
      doc: 'Texture dot product (ps 1.x)'
    86:
      id: texm3x3
      doc: '3x3 matrix multiply (ps 1.x)'
    87:
      id: texdepth
      doc: 'Depth from a texture register (ps 1.x)'
    88:
      id: cmp
      doc: 'Compare with zero'
    89:
      id: bem
      doc: 'Bump environment map (ps 1.4)'
    90:
      id: dp2add
      doc: 'Two-component dot product and add'
    91:
      id: dsx
      doc: 'Rate of change in x'
    92:
      id: dsy
      doc: 'Rate of change in y'
    93:
      id: texldd
      doc: 'Texture load with gradients'
    94:
      id: setp
      doc: 'Set the predicate register'
    95:
      id: texldl
      doc: 'Texture load at a level of detail'
    96:
      id: breakp
      doc: '`break` on the predicate'
    0xfffd:
      id: phase
      doc: 'Phase marker (ps 1.4)'
    0xfffe:
      id: comment
      doc: 'Comment block'
    0xffff:
      id: end
      doc: 'End of the program'
  level9_comparison:
    1:
      id: gt
      doc: 'Greater than (`_gt`)'
    2:
      id: eq
      doc: 'Equal (`_eq`)'
    3:
      id: ge
      doc: 'Greater or equal (`_ge`)'
    4:
      id: lt
      doc: 'Less than (`_lt`)'
    5:
      id: ne
      doc: 'Not equal (`_ne`)'
    6:
      id: le
      doc: 'Less or equal (`_le`)'
  level9_usage:
    0:
      id: position
      doc: '`dcl_position`'
    1:
      id: blendweight
      doc: '`dcl_blendweight`'
    2:
      id: blendindices
      doc: '`dcl_blendindices`'
    3:
      id: normal
      doc: '`dcl_normal`'
    4:
      id: psize
      doc: '`dcl_psize`'
    5:
      id: texcoord
      doc: '`dcl_texcoord`'
    6:
      id: tangent
      doc: '`dcl_tangent`'
    7:
      id: binormal
      doc: '`dcl_binormal`'
    8:
      id: tessfactor
      doc: '`dcl_tessfactor`'
    9:
      id: positiont
      doc: '`dcl_positiont`'
    10:
      id: color
      doc: '`dcl_color`'
    11:
      id: fog
      doc: '`dcl_fog`'
    12:
      id: depth
      doc: '`dcl_depth`'
    13:
      id: sample
      doc: '`dcl_sample`'
  level9_texture_type:
    0:
      id: unknown
      doc: 'Not a sampler'
    2:
      id: texture_2d
      doc: '`dcl_2d`'
    3:
      id: texture_cube
      doc: '`dcl_cube`'
    4:
      id: texture_volume
      doc: '`dcl_volume`'
  level9_register_type:
    0:
      id: temp
      doc: 'Temporary `r`'
    1:
      id: input
      doc: 'Input `v`'
    2:
      id: const_
      doc: 'Float constant `c`'
    3:
      id: texture
      doc: 'Address `a0` in a vertex shader, texture coordinate `t` in a pixel shader'
    4:
      id: rastout
      doc: 'Vertex output `oPos`, `oFog`, `oPts`'
    5:
      id: attrout
      doc: 'Vertex color output `oD`'
    6:
      id: output
      doc: 'Vertex texture-coordinate output `oT`'
    7:
      id: constint
      doc: 'Integer constant `i`'
    8:
      id: colorout
      doc: 'Pixel color output `oC`'
    9:
      id: depthout
      doc: 'Pixel depth output `oDepth`'
    10:
      id: sampler
      doc: 'Sampler `s`'
    11:
      id: const2
      doc: 'Float constants 2048-4095'
    12:
      id: const3
      doc: 'Float constants 4096-6143'
    13:
      id: const4
      doc: 'Float constants 6144-8191'
    14:
      id: constbool
      doc: 'Bool constant `b`'
    15:
      id: loop
      doc: 'Loop counter `aL`'
    16:
      id: tempfloat16
      doc: 'Half-precision temporary'
    17:
      id: misctype
      doc: 'Position `vPos` or face `vFace`'
    18:
      id: label
      doc: 'Label `l`'
    19:
      id: predicate
      doc: 'Predicate `p0`'
  level9_source_modifier:
    0:
      id: none
      doc: 'As it is'
    1:
      id: neg
      doc: 'Negated (`-r0`)'
    2:
      id: bias
      doc: 'Minus 0.5 (`r0_bias`)'
    3:
      id: bias_neg
      doc: 'Minus 0.5, negated (`-r0_bias`)'
    4:
      id: sign
      doc: 'Times 2 minus 1 (`r0_bx2`)'
    5:
      id: sign_neg
      doc: 'Times 2 minus 1, negated (`-r0_bx2`)'
    6:
      id: complement
      doc: 'One minus (`1 - r0`)'
    7:
      id: x2
      doc: 'Times 2 (`r0_x2`)'
    8:
      id: x2_neg
      doc: 'Times 2, negated (`-r0_x2`)'
    9:
      id: divide_z
      doc: 'Divided by z (`r0_dz`)'
    10:
      id: divide_w
      doc: 'Divided by w (`r0_dw`)'
    11:
      id: abs
      doc: 'Absolute value (`r0_abs`)'
    12:
      id: abs_neg
      doc: 'Absolute value, negated (`-r0_abs`)'
    13:
      id: not_
      doc: 'Logical not (`!b0`)'
