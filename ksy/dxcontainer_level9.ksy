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
  ordinary Shader Model 2 token stream (with comment blocks such as CTAB),
  kept as bytes here. All offsets are relative to the part data.

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
    if: len_shader <= 0x7fffffff
    doc: |
      The embedded Shader Model 2 token stream, starting with the same
      version token and ending with 0x0000FFFF (none when `len_shader`
      failed its check, in a half-read part the Web IDE shows).
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
