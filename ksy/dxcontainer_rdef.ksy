meta:
  id: dxcontainer_rdef
  title: Resource definitions (RDEF) - FXC reflection data
  license: CC0-1.0
  ks-version: '0.11'
  endian: le
  imports:
    - dxcontainer_shader
doc: |
  The reflection part FXC writes for every Shader Model 4 and 5 shader,
  library function and level-9 shader unless reflection is stripped
  (`/Qstrip_reflect`): the constant buffers with their variables and the
  variables' types, the resource bindings (textures, samplers, UAVs,
  buffers) and the name of the compiler. It is what `D3DReflect` returns
  and what the comment header of FXC's listing (`Buffer Definitions`,
  `Resource Bindings`) prints.

  A 28-byte header is followed, for Shader Model 5 and for library targets,
  by the 32-byte `RD11` sub-header that gives the size of every record kind
  (Shader Model 5.1 writes a different magic and 40-byte binding records
  with a register space and a range ID). Every other structure is found
  through offsets, all relative to the start of the part data: the binding
  table, the cbuffer table, each cbuffer's variable table, each variable's
  type (types are shared by offset, and a struct type points at its member
  table, whose members point at their types in turn), default values and
  NUL-terminated names. FXC pads the string area with 0xAB bytes up to a
  multiple of 4; those padding bytes belong to no field.

  Records are read with the sizes the `RD11` sub-header declares (24/16
  bytes for variables/types without it), so a record larger than the known
  layout keeps its extra bytes in `extra`. Type graphs are followed at most
  `max_type_depth` levels deep: a type that contains itself is refused.
doc-ref:
  - https://github.com/ValveSoftware/vkd3d/blob/master/libs/vkd3d-utils/reflection.c
  - https://github.com/microsoft/DirectX-Headers/blob/main/include/directx/d3dcommon.h
  - https://learn.microsoft.com/en-us/windows/win32/api/d3d11shader/ns-d3d11shader-d3d11_shader_buffer_desc
seq:
  - id: num_cbuffers
    -orig-id: ConstantBuffers
    type: u4
    doc: Number of constant buffer records (cbuffers, tbuffers, interface pointer tables, structured-buffer element layouts).
  - id: ofs_cbuffers
    type: u4
    doc: Offset of the cbuffer table. FXC sets it even when the count is 0.
  - id: num_bindings
    -orig-id: BoundResources
    type: u4
    doc: Number of resource binding records.
  - id: ofs_bindings
    type: u4
    doc: Offset of the binding table (FXC places it before the cbuffer table).
  - id: target_minor
    type: u1
    doc: Minor version of the target profile (the `1` of `ps_4_1`).
  - id: target_major
    type: u1
    doc: Major version of the target profile (the `4` of `ps_4_1`).
  - id: program_type
    type: u2
    enum: rdef_program_type
    doc: Kind of program, D3D9-style (0xFFFF pixel, 0xFFFE vertex, two ASCII letters for the others).
  - id: compile_flags
    -orig-id: Flags
    type: u4
    doc: The D3DCOMPILE_* flags FXC was run with (see the `flag_*` instances).
  - id: ofs_creator
    -orig-id: Creator
    type: u4
    doc: Offset of the creator string ("Microsoft (R) HLSL Shader Compiler ...").
  - id: rd11
    type: rd11_header
    if: has_rd11
    doc: Record-size sub-header (Shader Model 5 and library targets).
instances:
  sub_header_magic:
    pos: 28
    type: u4
    enum: rd11_magic
    if: _io.size >= 32
    doc: The four bytes after the header, read to see whether an `RD11` sub-header is there (a number when it is not).
  has_rd11:
    value: '_io.size >= 32 and (sub_header_magic == rd11_magic::rd11 or sub_header_magic == rd11_magic::sm51)'
    doc: |
      Whether the `RD11` sub-header is present: FXC writes it for Shader
      Model 5 and for every library target (lib_4_x too), never for other
      Shader Model 4 targets. Decided by its magic, not by the version.
  cbuffer_stride:
    value: 'has_rd11 ? rd11.len_cbuffer_record : 24'
    doc: Size of one cbuffer record.
  binding_stride:
    value: 'has_rd11 ? rd11.len_binding_record : 32'
    doc: Size of one binding record (40 with Shader Model 5.1 space and ID).
  variable_stride:
    value: 'has_rd11 ? rd11.len_variable_record : 24'
    doc: Size of one variable record (40 with the Shader Model 5 texture/sampler fields).
  type_stride:
    value: 'has_rd11 ? rd11.len_type_record : 16'
    doc: Size of one type record (36 with the Shader Model 5 class-linkage fields and type name).
  member_stride:
    value: 'has_rd11 ? rd11.len_member_record : 12'
    doc: Size of one struct member record.
  max_type_depth:
    value: 32
    doc: |
      Deepest nesting of types followed (struct in struct, class to base
      class...). Real shaders nest a few levels; a type graph that loops
      back on itself reaches this limit and is refused.
  max_type_nodes:
    value: 16384
    doc: |
      Most types one variable's type may open, counting every member,
      sub-type, base class and interface type below it. Types share records
      by offset, so a few records can name each other often enough for the
      whole tree to grow exponentially with the part; each type hands its
      children equal shares of what is left of this budget (`child_budget`),
      and a type whose share is used up is refused. The largest real tree
      needs a budget of 404 (28 types).
  creator:
    pos: ofs_creator
    type: strz
    encoding: ISO-8859-1
    doc: Name and version of the compiler that wrote the part.
  cbuffers:
    pos: ofs_cbuffers
    type: cbuffer
    repeat: expr
    repeat-expr: num_cbuffers
    if: not has_rd11 or (rd11.len_member_record >= 12 and rd11.len_member_record <= 0x7fffffff)
    doc: |
      The constant buffer table. Its records are read with the sizes of the
      `RD11` sub-header, so only when every size there passed its check
      (`len_member_record`, the last of them, is read only when the others
      did): a header that failed them has no table (as the Web IDE opens
      the instances of a half-read part).
  bindings:
    pos: ofs_bindings
    type: binding
    repeat: expr
    repeat-expr: num_bindings
    if: not has_rd11 or (rd11.len_member_record >= 12 and rd11.len_member_record <= 0x7fffffff)
    doc: |
      The resource binding table, in the order FXC lists it (cbuffers last
      within a space). Like `cbuffers`, read only when the `RD11` record
      sizes all passed their checks.
  flag_debug:
    -orig-id: D3DCOMPILE_DEBUG
    value: (compile_flags & 0x1) != 0
    doc: D3DCOMPILE_DEBUG (`/Zi`).
  flag_skip_validation:
    -orig-id: D3DCOMPILE_SKIP_VALIDATION
    value: (compile_flags & 0x2) != 0
    doc: D3DCOMPILE_SKIP_VALIDATION (`/Vd`).
  flag_skip_optimization:
    -orig-id: D3DCOMPILE_SKIP_OPTIMIZATION
    value: (compile_flags & 0x4) != 0
    doc: D3DCOMPILE_SKIP_OPTIMIZATION (`/Od`).
  flag_pack_matrix_row_major:
    -orig-id: D3DCOMPILE_PACK_MATRIX_ROW_MAJOR
    value: (compile_flags & 0x8) != 0
    doc: D3DCOMPILE_PACK_MATRIX_ROW_MAJOR (`/Zpr`).
  flag_pack_matrix_column_major:
    -orig-id: D3DCOMPILE_PACK_MATRIX_COLUMN_MAJOR
    value: (compile_flags & 0x10) != 0
    doc: D3DCOMPILE_PACK_MATRIX_COLUMN_MAJOR (`/Zpc`).
  flag_partial_precision:
    -orig-id: D3DCOMPILE_PARTIAL_PRECISION
    value: (compile_flags & 0x20) != 0
    doc: D3DCOMPILE_PARTIAL_PRECISION (`/Gpp`).
  flag_no_preshader:
    -orig-id: D3DCOMPILE_NO_PRESHADER
    value: (compile_flags & 0x100) != 0
    doc: D3DCOMPILE_NO_PRESHADER (`/Op`).
  flag_avoid_flow_control:
    -orig-id: D3DCOMPILE_AVOID_FLOW_CONTROL
    value: (compile_flags & 0x200) != 0
    doc: D3DCOMPILE_AVOID_FLOW_CONTROL (`/Gfa`).
  flag_prefer_flow_control:
    -orig-id: D3DCOMPILE_PREFER_FLOW_CONTROL
    value: (compile_flags & 0x400) != 0
    doc: D3DCOMPILE_PREFER_FLOW_CONTROL (`/Gfp`).
  flag_enable_strictness:
    -orig-id: D3DCOMPILE_ENABLE_STRICTNESS
    value: (compile_flags & 0x800) != 0
    doc: D3DCOMPILE_ENABLE_STRICTNESS (`/Ges`).
  flag_enable_backwards_compatibility:
    -orig-id: D3DCOMPILE_ENABLE_BACKWARDS_COMPATIBILITY
    value: (compile_flags & 0x1000) != 0
    doc: D3DCOMPILE_ENABLE_BACKWARDS_COMPATIBILITY (`/Gec`).
  flag_ieee_strictness:
    -orig-id: D3DCOMPILE_IEEE_STRICTNESS
    value: (compile_flags & 0x2000) != 0
    doc: D3DCOMPILE_IEEE_STRICTNESS (`/Gis`).
  optimization_level:
    value: '(compile_flags & 0xc000) == 0x4000 ? 0 : (compile_flags & 0xc000) == 0 ? 1 : (compile_flags & 0xc000) == 0xc000 ? 2 : 3'
    doc: Optimization level 0-3 from D3DCOMPILE_OPTIMIZATION_LEVEL* (bits 14-15; level 1 is the default and has no bit).
  flag_warnings_are_errors:
    -orig-id: D3DCOMPILE_WARNINGS_ARE_ERRORS
    value: (compile_flags & 0x40000) != 0
    doc: D3DCOMPILE_WARNINGS_ARE_ERRORS (`/WX`).
  flag_resources_may_alias:
    -orig-id: D3DCOMPILE_RESOURCES_MAY_ALIAS
    value: (compile_flags & 0x80000) != 0
    doc: D3DCOMPILE_RESOURCES_MAY_ALIAS (`/res_may_alias`).
  flag_enable_unbounded_descriptor_tables:
    -orig-id: D3DCOMPILE_ENABLE_UNBOUNDED_DESCRIPTOR_TABLES
    value: (compile_flags & 0x100000) != 0
    doc: D3DCOMPILE_ENABLE_UNBOUNDED_DESCRIPTOR_TABLES (`/enable_unbounded_descriptor_tables`).
  flag_all_resources_bound:
    -orig-id: D3DCOMPILE_ALL_RESOURCES_BOUND
    value: (compile_flags & 0x200000) != 0
    doc: D3DCOMPILE_ALL_RESOURCES_BOUND (`/all_resources_bound`).
types:
  rd11_header:
    doc: |
      The Shader Model 5 sub-header: a magic and the size of each record
      kind, which readers use as strides.
    doc-ref: https://github.com/ValveSoftware/vkd3d/blob/master/libs/vkd3d-utils/reflection.c rdef_rd11
    seq:
      - id: magic
        type: u4
        enum: rd11_magic
        valid:
          any-of: ['rd11_magic::rd11', 'rd11_magic::sm51']
        doc: '`RD11` (0x31314452) for Shader Model 5.0 and libraries; 0x25441313 (bytes 13 13 44 25) for Shader Model 5.1.'
      - id: len_header
        type: u4
        doc: Size of the header and this sub-header together (60).
      - id: len_cbuffer_record
        type: u4
        valid:
          min: 24
          max: 0x7fffffff
        doc: 'Size of a cbuffer record (24). At most 2^31 - 1: larger than any container, so every target reads it alike.'
      - id: len_binding_record
        type: u4
        valid:
          min: 32
          max: 0x7fffffff
        doc: 'Size of a binding record (32; 40 for Shader Model 5.1). At most 2^31 - 1: larger than any container, so every target reads it alike.'
      - id: len_variable_record
        type: u4
        valid:
          min: 24
          max: 0x7fffffff
        doc: 'Size of a variable record (40). At most 2^31 - 1: larger than any container, so every target reads it alike.'
      - id: len_type_record
        type: u4
        valid:
          min: 16
          max: 0x7fffffff
        doc: 'Size of a type record (36). At most 2^31 - 1: larger than any container, so every target reads it alike.'
      - id: len_member_record
        type: u4
        valid:
          min: 12
          max: 0x7fffffff
        doc: 'Size of a struct member record (12). At most 2^31 - 1: larger than any container, so every target reads it alike.'
      - id: num_interface_slots
        type: u4
        doc: Number of interface slots the shader uses (0 without dynamic linkage).
  cbuffer:
    doc: A constant buffer (D3D11_SHADER_BUFFER_DESC) and its variables.
    -webide-representation: '{type} {name} ({len_buffer:dec} bytes)'
    doc-ref: https://github.com/ValveSoftware/vkd3d/blob/master/libs/vkd3d-utils/reflection.c rdef_buffer
    seq:
      - id: ofs_name
        -orig-id: Name
        type: u4
        doc: Offset of the name (`$Globals`, `$Params`, `$ThisPointer`, a structured buffer's name...).
      - id: num_variables
        -orig-id: Variables
        type: u4
        doc: Number of variable records in this buffer's variable table at `ofs_variables`.
      - id: ofs_variables
        type: u4
        doc: Offset of the variable table.
      - id: len_buffer
        -orig-id: Size
        type: u4
        doc: Size of the buffer in bytes (a multiple of 16 for cbuffers; the element stride for resource bind info).
      - id: flags
        -orig-id: uFlags
        type: u4
        doc: D3D_SHADER_CBUFFER_FLAGS (bit 0 user-packed).
      - id: type
        -orig-id: Type
        type: u4
        enum: cbuffer_type
        doc: What the buffer describes.
      - id: extra
        size: _root.cbuffer_stride - 24
        if: _root.cbuffer_stride > 24
        doc: Bytes of a record larger than the known 24-byte layout.
    instances:
      name:
        pos: ofs_name
        type: strz
        encoding: ISO-8859-1
        -webide-parse-mode: eager
        doc: The buffer's name.
      variables:
        pos: ofs_variables
        type: variable
        repeat: expr
        repeat-expr: num_variables
        doc: The variables, in declaration order.
      is_user_packed:
        -orig-id: D3D_CBF_USERPACKED
        value: (flags & 1) != 0
        doc: D3D_CBF_USERPACKED - declared with `packoffset`.
  variable:
    doc: A variable of a constant buffer (D3D11_SHADER_VARIABLE_DESC).
    doc-ref: https://github.com/ValveSoftware/vkd3d/blob/master/libs/vkd3d-utils/reflection.c rdef_variable
    seq:
      - id: ofs_name
        -orig-id: Name
        type: u4
        doc: Offset of the variable's name.
      - id: ofs_in_buffer
        -orig-id: StartOffset
        type: u4
        doc: Byte offset of the variable in its buffer.
      - id: len_variable
        -orig-id: Size
        type: u4
        valid:
          max: 0x7fffffff
        doc: 'Size of the variable in bytes. At most 2^31 - 1: larger than any container, so every target reads it alike.'
      - id: flags
        -orig-id: uFlags
        type: u4
        doc: D3D_SHADER_VARIABLE_FLAGS (see the `is_*` instances).
      - id: ofs_type
        type: u4
        doc: Offset of the variable's type record.
      - id: ofs_default_value
        -orig-id: DefaultValue
        type: u4
        doc: Offset of `len_variable` bytes of initial value, 0 when there is none.
      - id: start_texture
        -orig-id: StartTexture
        type: u4
        if: _root.variable_stride >= 40
        doc: First texture slot of a class instance (0xFFFFFFFF when none).
      - id: num_textures
        -orig-id: TextureSize
        type: u4
        if: _root.variable_stride >= 40
        doc: Number of texture slots.
      - id: start_sampler
        -orig-id: StartSampler
        type: u4
        if: _root.variable_stride >= 40
        doc: First sampler slot of a class instance (0xFFFFFFFF when none).
      - id: num_samplers
        -orig-id: SamplerSize
        type: u4
        if: _root.variable_stride >= 40
        doc: Number of sampler slots.
      - id: extra
        size: '_root.variable_stride - (_root.variable_stride >= 40 ? 40 : 24)'
        if: '_root.variable_stride != 24 and _root.variable_stride != 40'
        doc: Bytes of a record larger than the known layout (also the bytes of a record between 24 and 40 bytes long).
    instances:
      name:
        pos: ofs_name
        type: strz
        encoding: ISO-8859-1
        doc: The variable's name.
      type:
        pos: ofs_type
        type: shader_type(0, _root.max_type_nodes)
        doc: The variable's type.
      default_value:
        pos: ofs_default_value
        size: len_variable
        if: ofs_default_value > 0 and len_variable <= 0x7fffffff
        doc: |
          The initial value (`len_variable` bytes, the buffer layout of the
          value). Not read when `len_variable` failed its check (in a
          half-read record the Web IDE shows).
      is_user_packed:
        -orig-id: D3D_SVF_USERPACKED
        value: (flags & 1) != 0
        doc: D3D_SVF_USERPACKED - placed with `packoffset`.
      is_used:
        -orig-id: D3D_SVF_USED
        value: (flags & 2) != 0
        doc: D3D_SVF_USED - the shader reads it (FXC's listing marks the others `[unused]`).
      is_interface_pointer:
        -orig-id: D3D_SVF_INTERFACE_POINTER
        value: (flags & 4) != 0
        doc: D3D_SVF_INTERFACE_POINTER.
      is_interface_parameter:
        -orig-id: D3D_SVF_INTERFACE_PARAMETER
        value: (flags & 8) != 0
        doc: D3D_SVF_INTERFACE_PARAMETER.
  shader_type:
    doc: |
      A variable type (D3D11_SHADER_TYPE_DESC). Several variables and
      members may share one record.
    doc-ref: https://github.com/ValveSoftware/vkd3d/blob/master/libs/vkd3d-utils/reflection.c rdef_type
    params:
      - id: depth
        type: u4
        doc: How many types enclose this one (0 for a variable's own type).
      - id: budget
        type: u4
        doc: How many types this one and those below it may open (`max_type_nodes` for a variable's own type, then the share its enclosing type gives it).
    seq:
      - id: var_class
        -orig-id: Class
        type: u2
        enum: shader_variable_class
        doc: Scalar, vector, matrix, object, struct, class or interface pointer.
      - id: var_type
        -orig-id: Type
        type: u2
        enum: shader_variable_type
        doc: The base type (float, int, texture2d, ...).
      - id: rows
        -orig-id: Rows
        -message:
          valid: "RDEF types nest more than 32 levels deep (a type that contains itself)"
        type: u2
        valid:
          min: 'depth <= _root.max_type_depth ? 0 : 0x100000000'
        doc: |
          Rows of a matrix; 1 for other numeric types, 0 for objects.
          A type nested deeper than `max_type_depth` fails this check (a
          bound no u2 reaches: see docs/adding-a-part.md).
      - id: columns
        -orig-id: Columns
        -message:
          valid: "RDEF types share records too often (one variable's types would open more than 16384 records)"
        type: u2
        valid:
          min: 'budget > 0 ? 0 : 0x100000000'
        doc: |
          Columns of a matrix or components of a vector; 1 for scalars.
          A type whose `budget` is used up fails this check (see
          `max_type_nodes`).
      - id: num_elements
        -orig-id: Elements
        type: u2
        doc: Number of array elements, 0 when not an array.
      - id: num_members
        -orig-id: Members
        type: u2
        doc: Number of struct members (or class data members).
      - id: ofs_members
        type: u4
        doc: Offset of the member table.
      - id: ofs_sub_type
        type: u4
        if: _root.type_stride >= 36
        doc: Offset of the interface type an interface-pointer or class type refers to (0 for none); meaning reverse-engineered.
      - id: ofs_base_class
        type: u4
        if: _root.type_stride >= 36
        doc: Offset of the base class type of a class (0 for none); meaning reverse-engineered.
      - id: num_interfaces
        type: u4
        if: _root.type_stride >= 36
        doc: Number of interfaces a class implements.
      - id: ofs_interfaces
        type: u4
        if: _root.type_stride >= 36
        doc: Offset of the table of interface type offsets (0 for none).
      - id: ofs_name
        -orig-id: Name
        type: u4
        if: _root.type_stride >= 36
        doc: Offset of the type's name (`float4x4`, a struct or class name), 0 for none.
      - id: extra
        size: '_root.type_stride - (_root.type_stride >= 36 ? 36 : 16)'
        if: '_root.type_stride != 16 and _root.type_stride != 36'
        doc: Bytes of a record larger than the known layout.
    instances:
      name:
        pos: ofs_name
        type: strz
        encoding: ISO-8859-1
        if: _root.type_stride >= 36 and ofs_name > 0
        doc: The type's name as HLSL spells it (Shader Model 5 only).
      members:
        pos: ofs_members
        type: member(depth, child_budget)
        repeat: expr
        repeat-expr: num_members
        if: num_members > 0 and depth <= _root.max_type_depth
        doc: |
          The members of a struct or class, in declaration order. A type
          nested too deep (refused by `var_class`'s check) has none, so that
          even a half-read one, as the Web IDE shows it, leads no deeper.
      sub_type:
        pos: ofs_sub_type
        type: shader_type(depth + 1, child_budget)
        if: _root.type_stride >= 36 and ofs_sub_type > 0 and depth <= _root.max_type_depth
        doc: The type `ofs_sub_type` points at (none below a type nested too deep, as for `members`).
      base_class:
        pos: ofs_base_class
        type: shader_type(depth + 1, child_budget)
        if: _root.type_stride >= 36 and ofs_base_class > 0 and depth <= _root.max_type_depth
        doc: The type `ofs_base_class` points at (none below a type nested too deep, as for `members`).
      interfaces:
        pos: ofs_interfaces
        type: type_ref(depth, child_budget)
        repeat: expr
        repeat-expr: num_interfaces
        if: _root.type_stride >= 36 and ofs_interfaces > 0 and depth <= _root.max_type_depth
        doc: The interfaces a class implements (none below a type nested too deep, as for `members`).
      num_children:
        value: 'num_members + (_root.type_stride >= 36 ? (ofs_sub_type > 0 ? 1 : 0) + (ofs_base_class > 0 ? 1 : 0) + (ofs_interfaces > 0 ? num_interfaces : 0) : 0)'
        doc: How many types this one opens (members, sub-type, base class, interfaces).
      child_budget:
        value: 'num_children > 0 ? (budget - 1) / num_children : 0'
        doc: The share of `budget` each of `num_children` gets (this type takes one).
  member:
    doc: A member of a struct or class type.
    doc-ref: https://github.com/ValveSoftware/vkd3d/blob/master/libs/vkd3d-utils/reflection.c rdef_field
    params:
      - id: depth
        type: u4
        doc: Depth of the type that owns this member.
      - id: budget
        type: u4
        doc: The share of the owner's budget this entry's type gets.
    seq:
      - id: ofs_name
        type: u4
        doc: Offset of the member's name.
      - id: ofs_type
        type: u4
        doc: Offset of the member's type record.
      - id: ofs_in_parent
        -orig-id: Offset
        type: u4
        doc: Byte offset of the member within one element of its parent type.
      - id: extra
        size: _root.member_stride - 12
        if: _root.member_stride > 12
        doc: Bytes of a record larger than the known 12-byte layout.
    instances:
      name:
        pos: ofs_name
        type: strz
        encoding: ISO-8859-1
        doc: The member's name.
      type:
        pos: ofs_type
        type: shader_type(depth + 1, budget)
        doc: The member's type.
  type_ref:
    doc: One entry of a table of type offsets.
    doc-ref: https://github.com/spacehamster/DXDecompiler/blob/master/src/DXDecompiler/Chunks/Rdef/ShaderType.cs ShaderType.Parse
    params:
      - id: depth
        type: u4
        doc: Depth of the type that owns the table.
      - id: budget
        type: u4
        doc: The share of the owner's budget this entry's type gets.
    seq:
      - id: ofs_type
        type: u4
        doc: Offset of a type record.
    instances:
      type:
        pos: ofs_type
        type: shader_type(depth + 1, budget)
        doc: The type at `ofs_type`.
  binding:
    doc: A resource binding (D3D12_SHADER_INPUT_BIND_DESC).
    doc-ref: https://github.com/ValveSoftware/vkd3d/blob/master/libs/vkd3d-utils/reflection.c rdef_binding
    seq:
      - id: ofs_name
        -orig-id: Name
        type: u4
        doc: Offset of the resource's name.
      - id: input_type
        -orig-id: Type
        type: u4
        enum: shader_input_type
        doc: What kind of resource is bound.
      - id: return_type
        -orig-id: ReturnType
        type: u4
        enum: dxcontainer_shader::return_type
        doc: Element type of a typed texture or UAV (0 when not applicable).
      - id: dimension
        -orig-id: Dimension
        type: u4
        enum: srv_dimension
        doc: Dimension of a texture, buffer or UAV (0 when not applicable).
      - id: num_samples
        -orig-id: NumSamples
        type: u4
        doc: Samples of a multisampled texture (0 when unknown); the element stride of a structured buffer; 0xFFFFFFFF when not applicable.
      - id: bind_point
        -orig-id: BindPoint
        type: u4
        doc: First register (the `0` of `t0`).
      - id: num_registers
        -orig-id: BindCount
        type: u4
        doc: Number of registers (array size; 0 for an unbounded array).
      - id: flags
        -orig-id: uFlags
        type: u4
        doc: D3D_SHADER_INPUT_FLAGS (see the instances).
      - id: space
        -orig-id: Space
        type: u4
        if: _root.binding_stride >= 36
        doc: Register space (Shader Model 5.1).
      - id: range_id
        -orig-id: uID
        type: u4
        if: _root.binding_stride >= 40
        doc: ID of the range, as SM 5.1 instructions name it (`T0`, `CB1`...).
      - id: extra
        size: '_root.binding_stride - (_root.binding_stride >= 40 ? 40 : _root.binding_stride >= 36 ? 36 : 32)'
        if: '_root.binding_stride != 32 and _root.binding_stride != 36 and _root.binding_stride != 40'
        doc: Bytes of a record larger than the known layout.
    instances:
      name:
        pos: ofs_name
        type: strz
        encoding: ISO-8859-1
        doc: The resource's name.
      is_user_packed:
        -orig-id: D3D_SIF_USERPACKED
        value: (flags & 1) != 0
        doc: D3D_SIF_USERPACKED - declared with `register`.
      is_comparison_sampler:
        -orig-id: D3D_SIF_COMPARISON_SAMPLER
        value: (flags & 2) != 0
        doc: D3D_SIF_COMPARISON_SAMPLER (`SamplerComparisonState`).
      num_components:
        -orig-id: D3D_SIF_TEXTURE_COMPONENTS
        value: ((flags >> 2) & 3) + 1
        doc: Components of a typed texture's element (D3D_SIF_TEXTURE_COMPONENTS, bits 2-3, plus one).
      is_unused:
        -orig-id: D3D_SIF_UNUSED
        value: (flags & 0x10) != 0
        doc: D3D_SIF_UNUSED - declared but not referenced.
enums:
  rd11_magic:
    0x31314452:
      id: rd11
      doc: '`RD11`: Shader Model 5.0 and every library target.'
    0x25441313:
      id: sm51
      doc: 'Bytes 13 13 44 25: Shader Model 5.1.'
  rdef_program_type:
    0xffff: pixel
    0xfffe: vertex
    0x4753:
      id: geometry
      doc: '"GS"'
    0x4853:
      id: hull
      doc: '"HS"'
    0x4453:
      id: domain
      doc: '"DS"'
    0x4353:
      id: compute
      doc: '"CS"'
    0x4c46:
      id: library
      doc: '"LF" - a function library (lib_4_x, lib_5_0)'
    0xfeff:
      id: effect
      doc: Effect (fx_*)
  cbuffer_type:
    0: cbuffer
    1: tbuffer
    2:
      id: interface_pointers
      doc: The table of interface pointers (`$ThisPointer`).
    3:
      id: resource_bind_info
      doc: The element layout of a structured buffer (one variable `$Element`).
  shader_variable_class:
    0: scalar
    1: vector
    2: matrix_rows
    3: matrix_columns
    4: object
    5: struct
    6: interface_class
    7: interface_pointer
  shader_variable_type:
    0: void
    1: bool
    2: int
    3: float
    4: string
    5: texture
    6: texture1d
    7: texture2d
    8: texture3d
    9: texturecube
    10: sampler
    11: sampler1d
    12: sampler2d
    13: sampler3d
    14: samplercube
    15: pixelshader
    16: vertexshader
    17: pixelfragment
    18: vertexfragment
    19: uint
    20: uint8
    21: geometryshader
    22: rasterizer
    23: depthstencil
    24: blend
    25: buffer
    26: cbuffer
    27: tbuffer
    28: texture1darray
    29: texture2darray
    30: rendertargetview
    31: depthstencilview
    32: texture2dms
    33: texture2dmsarray
    34: texturecubearray
    35: hullshader
    36: domainshader
    37: interface_pointer
    38: computeshader
    39: double
    40: rwtexture1d
    41: rwtexture1darray
    42: rwtexture2d
    43: rwtexture2darray
    44: rwtexture3d
    45: rwbuffer
    46: byteaddress_buffer
    47: rwbyteaddress_buffer
    48: structured_buffer
    49: rwstructured_buffer
    50: append_structured_buffer
    51: consume_structured_buffer
    52: min8float
    53: min10float
    54: min16float
    55: min12int
    56: min16int
    57: min16uint
    58: int16
    59: uint16
    60: float16
    61: int64
    62: uint64
  shader_input_type:
    0: cbuffer
    1: tbuffer
    2: texture
    3: sampler
    4: uav_rwtyped
    5: structured
    6: uav_rwstructured
    7: byteaddress
    8: uav_rwbyteaddress
    9: uav_append_structured
    10: uav_consume_structured
    11: uav_rwstructured_with_counter
    12: rtaccelerationstructure
    13: uav_feedbacktexture
  srv_dimension:
    0: unknown
    1: buffer
    2: texture1d
    3: texture1darray
    4: texture2d
    5: texture2darray
    6: texture2dms
    7: texture2dmsarray
    8: texture3d
    9: texturecube
    10: texturecubearray
    11: bufferex
