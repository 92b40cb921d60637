meta:
  id: dxcontainer_fx10
  title: Effect (FX10) - Direct3D 10/11 effects binary
  license: CC0-1.0
  ks-version: '0.11'
  endian: le
  imports:
    - dxcontainer
doc: |
  The effect binary FXC writes for `fx_4_0`, `fx_4_1` and `fx_5_0` targets
  (`.fxo` files are containers with this one part), loaded by
  `D3D10CreateEffectFromMemory` and the Effects 11 library: constant
  buffers and their numeric variables, object variables (textures, state
  blocks, shaders, strings), interface variables, annotations, and the
  techniques (grouped for fx_5_0) with their passes and state assignments.

  The part is a header, an "unstructured" blob of `len_unstructured` bytes
  and the "structured" records. The structured records are read in order:
  constant buffers (each followed by its variables), object variables,
  interface variables (fx_5_0), the pool's constant buffers and object
  variables that a child effect refers to (fx_4; only names and types),
  then the groups (fx_5_0) or techniques. Every `ofs_*` field of a record
  is an offset into the unstructured blob, which holds the names, type
  descriptions, default values, strings and the data blocks of shaders and
  expressions (a u32 size, then a whole nested DXBC container).

  The unstructured blob is kept as bytes (`unstructured`) and serialized as
  such; the instances named after the offsets (`name`, `type`, `value`,
  `shader`...) decode it where the structured records point. Types are
  shared by offset, and struct members point at their types in turn: the
  graph is followed at most `max_type_depth` levels deep.
doc-ref:
  - https://github.com/microsoft/FX11/blob/main/Binary/EffectBinaryFormat.h
  - https://github.com/microsoft/FX11/blob/main/Binary/EffectStates11.h
  - https://gitlab.winehq.org/wine/wine/-/blob/master/dlls/d3d10/effect.c
seq:
  - id: header
    type: header
    doc: Counts and sizes (SBinaryHeader).
  - id: header5
    type: header5
    if: is_fx5
    doc: The fx_5_0 extension of the header (SBinaryHeader5).
  - id: unstructured
    size: header.len_unstructured
    doc: The unstructured blob that every `ofs_*` field points into, kept as bytes.
  - id: cbuffers
    type: fx_cbuffer(true)
    repeat: expr
    repeat-expr: header.num_cbuffers
    doc: The effect's constant buffers and texture buffers, each with its variables.
  - id: object_variables
    type: object_variable(false)
    repeat: expr
    repeat-expr: header.num_object_variables
    doc: The effect's object variables (textures, samplers and other states, shaders, strings...).
  - id: interface_variables
    type: interface_variable
    repeat: expr
    repeat-expr: header5.num_interface_variables
    if: is_fx5
    doc: The interface variables (fx_5_0).
  - id: pool_cbuffers
    type: fx_cbuffer(false)
    repeat: expr
    repeat-expr: header.num_pool_cbuffers
    doc: Constant buffers of the effect pool that a child effect uses (name, layout and variables only).
  - id: pool_object_variables
    type: object_variable(true)
    repeat: expr
    repeat-expr: header.num_pool_object_variables
    doc: Object variables of the effect pool that a child effect uses (name and type only).
  - id: groups
    type: group
    repeat: expr
    repeat-expr: header5.num_groups
    if: is_fx5
    doc: The technique groups (fx_5_0).
  - id: techniques
    type: technique
    repeat: expr
    repeat-expr: header.num_techniques
    if: not is_fx5
    doc: The techniques (fx_4_0, fx_4_1).
  - id: trailing
    size-eos: true
    if: not _io.eof
    doc: Bytes after the last structured record (none in known files).
instances:
  is_fx5:
    value: header.tag == effect_version::fx_5_0
    doc: Whether the effect is fx_5_0, with the longer header, interface variables and groups.
  ofs_unstructured:
    value: 'is_fx5 ? 96 : 76'
    doc: Where the unstructured blob starts in the part; every `ofs_*` field counts from here.
  max_type_depth:
    value: 32
    doc: Deepest nesting of types followed; a type that contains itself reaches it and is refused.
  max_type_nodes:
    value: 16384
    doc: |
      Most types one variable's type may open, counting every member type,
      base class and interface below it. Types share records by offset, so
      a few records can name each other often enough for the whole tree to
      grow exponentially with the part; each type hands its children equal
      shares of what is left of this budget (`child_budget`), and a type
      whose share is used up is refused. The largest real tree needs 8.
types:
  header:
    doc: SBinaryHeader - counts of everything in the effect.
    doc-ref: https://github.com/microsoft/FX11/blob/main/Binary/EffectBinaryFormat.h SBinaryHeader
    seq:
      - id: tag
        -orig-id: Tag
        type: u4
        enum: effect_version
        doc: The target profile.
      - id: num_cbuffers
        -orig-id: Effect.cCBs
        type: u4
        doc: Constant buffers defined by this effect.
      - id: num_numeric_variables
        -orig-id: Effect.cNumericVariables
        type: u4
        doc: Numeric variables in those buffers.
      - id: num_object_variables
        -orig-id: Effect.cObjectVariables
        type: u4
        doc: Object variables defined by this effect.
      - id: num_pool_cbuffers
        -orig-id: Pool.cCBs
        type: u4
        doc: Constant buffers a child effect takes from its effect pool.
      - id: num_pool_numeric_variables
        -orig-id: Pool.cNumericVariables
        type: u4
        doc: Numeric variables in those buffers.
      - id: num_pool_object_variables
        -orig-id: Pool.cObjectVariables
        type: u4
        doc: Object variables a child effect takes from its effect pool.
      - id: num_techniques
        -orig-id: cTechniques
        type: u4
        doc: Techniques, in all groups.
      - id: len_unstructured
        -orig-id: cbUnstructured
        type: u4
        valid:
          max: 0x7fffffff
        doc: 'Size of the unstructured blob. At most 2^31 - 1: larger than any container, so every target reads it alike.'
      - id: num_strings
        -orig-id: cStrings
        type: u4
        doc: String variables.
      - id: num_shader_resources
        -orig-id: cShaderResources
        type: u4
        doc: Shader resources (textures and buffers).
      - id: num_depth_stencil_blocks
        -orig-id: cDepthStencilBlocks
        type: u4
        doc: Depth-stencil state blocks.
      - id: num_blend_state_blocks
        -orig-id: cBlendStateBlocks
        type: u4
        doc: BlendState objects of the effect, each element of an array counted.
      - id: num_rasterizer_state_blocks
        -orig-id: cRasterizerStateBlocks
        type: u4
        doc: RasterizerState objects of the effect, each element of an array counted.
      - id: num_samplers
        -orig-id: cSamplers
        type: u4
        doc: Sampler state blocks.
      - id: num_render_target_views
        -orig-id: cRenderTargetViews
        type: u4
        doc: RenderTargetView objects of the effect, each element of an array counted.
      - id: num_depth_stencil_views
        -orig-id: cDepthStencilViews
        type: u4
        doc: DepthStencilView objects of the effect, each element of an array counted.
      - id: num_shaders
        -orig-id: cTotalShaders
        type: u4
        doc: Shaders, named and inline.
      - id: num_inline_shaders
        -orig-id: cInlineShaders
        type: u4
        doc: Shaders defined inline in passes.
    instances:
      requires_pool:
        value: num_pool_cbuffers != 0 or num_pool_numeric_variables != 0 or num_pool_object_variables != 0
        doc: A child effect, which needs an effect pool (the listing's "Child effect (requires effect pool)").
  header5:
    doc: SBinaryHeader5 - the fx_5_0 counts.
    doc-ref: https://github.com/microsoft/FX11/blob/main/Binary/EffectBinaryFormat.h SBinaryHeader5
    seq:
      - id: num_groups
        -orig-id: cGroups
        type: u4
        doc: Technique groups.
      - id: num_unordered_access_views
        -orig-id: cUnorderedAccessViews
        type: u4
        doc: Unordered access view objects (RWTexture*, RWBuffer, ...) of an fx_5_0 effect, each element of an array counted.
      - id: num_interface_variables
        -orig-id: cInterfaceVariables
        type: u4
        doc: Records in the interface variable table (fx_5_0).
      - id: num_interface_variable_elements
        -orig-id: cInterfaceVariableElements
        type: u4
        doc: Elements of all interface variables together, each element of an array counted.
      - id: num_class_instance_elements
        -orig-id: cClassInstanceElements
        type: u4
        doc: Elements of all object variables of class type, each element of an array counted.
  fx_cbuffer:
    doc: A constant buffer or texture buffer (SBinaryConstantBuffer) and its variables.
    doc-ref: https://github.com/microsoft/FX11/blob/main/Binary/EffectBinaryFormat.h SBinaryConstantBuffer
    params:
      - id: local
        type: bool
        doc: Defined by this effect (true) or taken from the pool (no annotations then).
    seq:
      - id: ofs_name
        -orig-id: oName
        type: u4
        doc: Offset of the buffer's name.
      - id: len_buffer
        -orig-id: Size
        type: u4
        doc: Size of the buffer's data in bytes, a whole number of 16-byte registers.
      - id: flags
        -orig-id: Flags
        type: u4
        doc: Bit 0 a tbuffer, bit 1 a single-element buffer.
      - id: num_variables
        -orig-id: cVariables
        type: u4
        doc: Number of SBinaryNumericVariable records that follow this buffer's annotations in the structured data.
      - id: explicit_bind_point
        -orig-id: ExplicitBindPoint
        type: u4
        doc: Register given with `register(b N)`, 0xFFFFFFFF when none.
      - id: annotations
        type: annotations
        if: local
        doc: The buffer's annotations.
      - id: variables
        type: numeric_variable(local)
        repeat: expr
        repeat-expr: num_variables
        doc: The numeric variables, in declaration order.
    instances:
      name:
        io: _root._io
        pos: _root.ofs_unstructured + ofs_name
        type: strz
        encoding: ISO-8859-1
        doc: The buffer's name.
      is_tbuffer:
        -orig-id: c_IsTBuffer
        value: (flags & 1) != 0
        doc: Whether the buffer was declared `tbuffer` (flags bit 0) rather than `cbuffer`.
  numeric_variable:
    doc: A variable of a constant buffer (SBinaryNumericVariable).
    doc-ref: https://github.com/microsoft/FX11/blob/main/Binary/EffectBinaryFormat.h SBinaryNumericVariable
    params:
      - id: local
        type: bool
        doc: Defined by this effect (true) or taken from the pool (no annotations then).
    seq:
      - id: ofs_name
        -orig-id: oName
        type: u4
        doc: Offset of the variable's name.
      - id: ofs_type
        -orig-id: oType
        type: u4
        doc: Offset of the variable's type.
      - id: ofs_semantic
        -orig-id: oSemantic
        type: u4
        doc: Offset of the semantic (0, an empty string, when none).
      - id: ofs_in_buffer
        -orig-id: Offset
        type: u4
        doc: Byte offset of the variable in its constant buffer.
      - id: ofs_default_value
        -orig-id: oDefaultValue
        type: u4
        doc: Offset of the initial value (packed, `type.len_packed` bytes), 0 for none.
      - id: flags
        -orig-id: Flags
        type: u4
        doc: Bit 2 set when the offset was given with `packoffset`.
      - id: annotations
        type: annotations
        if: local
        doc: The variable's annotations.
    instances:
      name:
        io: _root._io
        pos: _root.ofs_unstructured + ofs_name
        type: strz
        encoding: ISO-8859-1
        doc: The variable's name.
      semantic:
        io: _root._io
        pos: _root.ofs_unstructured + ofs_semantic
        type: strz
        encoding: ISO-8859-1
        if: ofs_semantic != 0
        doc: "The semantic given after the variable's declaration (`: NAME`), empty when it has none."
      type:
        io: _root._io
        pos: _root.ofs_unstructured + ofs_type
        type: fx_type(0, _root.max_type_nodes)
        doc: The variable's type.
      default_value:
        io: _root._io
        pos: _root.ofs_unstructured + ofs_default_value
        size: type.len_packed
        if: ofs_default_value > 0 and type.len_packed <= 0x7fffffff
        doc: |
          The initial value, packed (no register padding). Not read when the
          type's `len_packed` failed its check (a half-read type, as the Web
          IDE shows it).
  object_variable:
    doc: |
      An object variable (SBinaryObjectVariable) and its initializer: the
      state assignments of a state block, the shader or string offsets, or
      nothing for textures and views.
    doc-ref: https://github.com/microsoft/FX11/blob/main/Binary/EffectBinaryFormat.h SBinaryObjectVariable
    params:
      - id: pool
        type: bool
        doc: Taken from the effect pool (then only name, type, semantic and bind point are stored).
    seq:
      - id: ofs_name
        -orig-id: oName
        type: u4
        doc: Offset of the variable's name.
      - id: ofs_type
        -orig-id: oType
        type: u4
        doc: Offset of the variable's type.
      - id: ofs_semantic
        -orig-id: oSemantic
        type: u4
        doc: Offset of the semantic (0 when none).
      - id: explicit_bind_point
        -orig-id: ExplicitBindPoint
        type: u4
        doc: Register given with `register(...)`, 0xFFFFFFFF when none.
      - id: initializers
        type: object_initializer(type.object_type)
        repeat: expr
        repeat-expr: 'type.num_elements == 0 ? 1 : type.num_elements'
        if: not pool and has_initializer
        doc: One initializer per array element.
      - id: annotations
        type: annotations
        if: not pool
        doc: The variable's annotations.
    instances:
      name:
        io: _root._io
        pos: _root.ofs_unstructured + ofs_name
        type: strz
        encoding: ISO-8859-1
        doc: The variable's name.
      semantic:
        io: _root._io
        pos: _root.ofs_unstructured + ofs_semantic
        type: strz
        encoding: ISO-8859-1
        if: ofs_semantic != 0
        doc: "The semantic given after the variable's declaration (`: NAME`), empty when it has none."
      type:
        io: _root._io
        pos: _root.ofs_unstructured + ofs_type
        type: fx_type(0, _root.max_type_nodes)
        doc: The variable's type.
      has_initializer:
        value: >-
          type.var_type == var_type::object and
          (type.object_type == object_type::string or type.object_type == object_type::blend or
          type.object_type == object_type::depth_stencil or type.object_type == object_type::rasterizer or
          type.object_type == object_type::pixel_shader or type.object_type == object_type::vertex_shader or
          type.object_type == object_type::geometry_shader or type.object_type == object_type::geometry_shader_so or
          type.object_type == object_type::sampler or type.object_type == object_type::pixel_shader5 or
          type.object_type == object_type::vertex_shader5 or type.object_type == object_type::geometry_shader5 or
          type.object_type == object_type::compute_shader5 or type.object_type == object_type::hull_shader5 or
          type.object_type == object_type::domain_shader5)
        doc: Whether the object type carries initializer data (state blocks, shaders, strings).
  object_initializer:
    doc: The initializer of one element of an object variable, by object type.
    doc-ref: https://github.com/microsoft/FX11/blob/main/EffectLoad.cpp CEffectLoader::LoadObjectVariables
    params:
      - id: kind
        type: u4
        enum: object_type
        doc: The variable's object type.
    seq:
      - id: state_block
        type: state_block
        if: >-
          kind == object_type::blend or kind == object_type::depth_stencil or
          kind == object_type::rasterizer or kind == object_type::sampler
        doc: The state assignments of a state block.
      - id: ofs_data
        -orig-id: oData
        type: u4
        if: >-
          kind == object_type::string or kind == object_type::pixel_shader or
          kind == object_type::vertex_shader or kind == object_type::geometry_shader or
          kind == object_type::geometry_shader_so
        doc: Offset of the string, or of the shader's data block.
      - id: ofs_so_declaration
        -orig-id: oSODecl
        type: u4
        if: kind == object_type::geometry_shader_so
        doc: Offset of the stream-output declaration string.
      - id: shader5
        type: shader_data5
        if: >-
          kind == object_type::pixel_shader5 or kind == object_type::vertex_shader5 or
          kind == object_type::geometry_shader5 or kind == object_type::compute_shader5 or
          kind == object_type::hull_shader5 or kind == object_type::domain_shader5
        doc: A Shader Model 5 shader with its stream-output and interface data.
    instances:
      string:
        io: _root._io
        pos: _root.ofs_unstructured + ofs_data
        type: strz
        encoding: ISO-8859-1
        if: kind == object_type::string
        doc: The string's value.
      shader:
        io: _root._io
        pos: _root.ofs_unstructured + ofs_data
        type: data_block
        if: >-
          kind == object_type::pixel_shader or kind == object_type::vertex_shader or
          kind == object_type::geometry_shader or kind == object_type::geometry_shader_so
        doc: The shader's data block.
      so_declaration:
        io: _root._io
        pos: _root.ofs_unstructured + ofs_so_declaration
        type: strz
        encoding: ISO-8859-1
        if: kind == object_type::geometry_shader_so and ofs_so_declaration != 0
        doc: The stream-output declaration.
  shader_data5:
    doc: SBinaryShaderData5 - a Shader Model 5 shader with stream output and interface bindings.
    doc-ref: https://github.com/microsoft/FX11/blob/main/Binary/EffectBinaryFormat.h SBinaryShaderData5
    seq:
      - id: ofs_shader
        -orig-id: oShader
        type: u4
        doc: Offset of the shader's data block.
      - id: ofs_so_declarations
        -orig-id: oSODecls
        type: u4
        repeat: expr
        repeat-expr: 4
        doc: Offsets of up to four stream-output declaration strings.
      - id: num_so_declarations
        -orig-id: cSODecls
        type: u4
        doc: Number of valid stream-output declarations.
      - id: rasterized_stream
        -orig-id: RasterizedStream
        type: u4
        doc: Stream sent to the rasterizer.
      - id: num_interface_bindings
        -orig-id: cInterfaceBindings
        type: u4
        doc: "Number of SBinaryInterfaceInitializer records (8 bytes each) at `ofs_interface_bindings`: the class instances bound to the shader's interface parameters."
      - id: ofs_interface_bindings
        -orig-id: oInterfaceBindings
        type: u4
        doc: Offset of the interface bindings (SBinaryInterfaceInitializer records).
    instances:
      shader:
        io: _root._io
        pos: _root.ofs_unstructured + ofs_shader
        type: data_block
        doc: The shader's data block.
      so_declarations:
        type: so_declaration(_index)
        repeat: expr
        repeat-expr: 4
        doc: The stream-output declarations, one per offset (the empty string at offset 0 where there is none).
      interface_bindings:
        io: _root._io
        pos: _root.ofs_unstructured + ofs_interface_bindings
        type: interface_initializer
        repeat: expr
        repeat-expr: num_interface_bindings
        if: num_interface_bindings != 0
        doc: The class instances bound to the shader's interfaces.
  so_declaration:
    doc: One stream-output declaration string of a Shader Model 5 shader.
    doc-ref: https://github.com/microsoft/FX11/blob/main/EffectLoad.cpp CEffectLoader::GetStringAndAddToReflection
    params:
      - id: i
        type: u4
        doc: Index of the declaration in `ofs_so_declarations`.
    instances:
      value:
        io: _root._io
        pos: _root.ofs_unstructured + _parent.ofs_so_declarations[i]
        type: strz
        encoding: ISO-8859-1
        doc: The declaration, e.g. `SV_POSITION.xyzw; TEXCOORD.xy`.
  interface_variable:
    doc: An interface variable (SBinaryInterfaceVariable, fx_5_0).
    doc-ref: https://github.com/microsoft/FX11/blob/main/Binary/EffectBinaryFormat.h SBinaryInterfaceVariable
    seq:
      - id: ofs_name
        -orig-id: oName
        type: u4
        doc: Offset of the variable's name.
      - id: ofs_type
        -orig-id: oType
        type: u4
        doc: Offset of the variable's type.
      - id: ofs_default_value
        -orig-id: oDefaultValue
        type: u4
        doc: Offset of the initializers (one SBinaryInterfaceInitializer per element), 0 for none.
      - id: flags
        -orig-id: Flags
        type: u4
        doc: Flags word of the interface variable; FX11's loader (LoadInterfaceVariables) reads the record but never interprets this member.
      - id: annotations
        type: annotations
        doc: The variable's annotations.
    instances:
      name:
        io: _root._io
        pos: _root.ofs_unstructured + ofs_name
        type: strz
        encoding: ISO-8859-1
        doc: The variable's name.
      type:
        io: _root._io
        pos: _root.ofs_unstructured + ofs_type
        type: fx_type(0, _root.max_type_nodes)
        doc: The variable's type.
      initializers:
        io: _root._io
        pos: _root.ofs_unstructured + ofs_default_value
        type: interface_initializer
        repeat: expr
        repeat-expr: 'type.num_elements == 0 ? 1 : type.num_elements'
        if: ofs_default_value != 0
        doc: The class instance each element starts with.
  interface_initializer:
    doc: SBinaryInterfaceInitializer - a class instance (element) bound to an interface.
    doc-ref: https://github.com/microsoft/FX11/blob/main/Binary/EffectBinaryFormat.h SBinaryInterfaceInitializer
    seq:
      - id: ofs_instance_name
        -orig-id: oInstanceName
        type: u4
        doc: Offset of the class instance's name.
      - id: array_index
        -orig-id: ArrayIndex
        type: u4
        doc: Element of the class instance array.
    instances:
      instance_name:
        io: _root._io
        pos: _root.ofs_unstructured + ofs_instance_name
        type: strz
        encoding: ISO-8859-1
        doc: The class instance's name.
  annotations:
    doc: A count and that many annotations.
    doc-ref: https://github.com/microsoft/FX11/blob/main/EffectLoad.cpp CEffectLoader::LoadAnnotations
    seq:
      - id: num_annotations
        -orig-id: NumAnnotations
        type: u4
        doc: Number of annotation records that follow in the structured data; each is an SBinaryAnnotation (name and type offsets) followed by one value offset, or one string offset per element for string annotations.
      - id: items
        type: annotation
        repeat: expr
        repeat-expr: num_annotations
        doc: The annotations attached to the enclosing buffer, variable, group, technique or pass, in declaration order.
  annotation:
    doc: |
      An annotation (SBinaryAnnotation): a name, a type and the value, which
      is one offset of a packed numeric value, or one string offset per
      element for string annotations.
    doc-ref: https://github.com/microsoft/FX11/blob/main/Binary/EffectBinaryFormat.h SBinaryAnnotation
    seq:
      - id: ofs_name
        -orig-id: oName
        type: u4
        doc: Offset of the annotation's name.
      - id: ofs_type
        -orig-id: oType
        type: u4
        doc: Offset of the annotation's type.
      - id: ofs_values
        -orig-id: oDefaultValue
        type: u4
        repeat: expr
        repeat-expr: 'is_string ? (type.num_elements == 0 ? 1 : type.num_elements) : 1'
        doc: Offset of the numeric value, or of each string.
    instances:
      name:
        io: _root._io
        pos: _root.ofs_unstructured + ofs_name
        type: strz
        encoding: ISO-8859-1
        doc: The annotation's name.
      type:
        io: _root._io
        pos: _root.ofs_unstructured + ofs_type
        type: fx_type(0, _root.max_type_nodes)
        doc: The annotation's type.
      is_string:
        value: type.var_type == var_type::object and type.object_type == object_type::string
        doc: A string annotation.
      numeric_value:
        io: _root._io
        pos: _root.ofs_unstructured + ofs_values[0]
        size: type.len_packed
        if: not is_string and ofs_type >= 0 and ofs_values.size > 0 and type.len_packed <= 0x7fffffff
        doc: |
          The packed numeric value. Read only from a record whose
          `ofs_values` was read (`ofs_type >= 0`, always true once `ofs_type`
          is read, is false in a record the Web IDE shows half-read, where
          neither is) and whose type's `len_packed` passed its check.
      strings:
        type: annotation_string(_index)
        repeat: expr
        repeat-expr: ofs_values.size
        if: is_string and ofs_type >= 0
        doc: |
          For a string annotation: one string per element, each an offset
          into the unstructured blob (none in a half-read record, as for
          `numeric_value`).
  annotation_string:
    doc: One string value of a string annotation.
    doc-ref: https://github.com/microsoft/FX11/blob/main/EffectLoad.cpp CEffectLoader::LoadAnnotations
    params:
      - id: i
        type: u4
        doc: Index of the string in `ofs_values`.
    instances:
      value:
        io: _root._io
        pos: '_root.ofs_unstructured + (i < _parent.ofs_values.size ? _parent.ofs_values[i] : 0)'
        type: strz
        encoding: ISO-8859-1
        doc: The string.
  group:
    doc: A technique group (SBinaryGroup, fx_5_0).
    doc-ref: https://github.com/microsoft/FX11/blob/main/Binary/EffectBinaryFormat.h SBinaryGroup
    seq:
      - id: ofs_name
        -orig-id: oName
        type: u4
        doc: Offset of the group's name (0 for the unnamed default group).
      - id: num_techniques
        -orig-id: cTechniques
        type: u4
        doc: Number of techniques in this group; they follow the group's annotations.
      - id: annotations
        type: annotations
        doc: The group's annotations.
      - id: techniques
        type: technique
        repeat: expr
        repeat-expr: num_techniques
        doc: The group's techniques, in declaration order.
    instances:
      name:
        io: _root._io
        pos: _root.ofs_unstructured + ofs_name
        type: strz
        encoding: ISO-8859-1
        doc: The group's name.
  technique:
    doc: A technique (SBinaryTechnique) and its passes.
    doc-ref: https://github.com/microsoft/FX11/blob/main/Binary/EffectBinaryFormat.h SBinaryTechnique
    seq:
      - id: ofs_name
        -orig-id: oName
        type: u4
        doc: Offset of the technique's name.
      - id: num_passes
        -orig-id: cPasses
        type: u4
        doc: Number of passes in this technique; they follow the technique's annotations.
      - id: annotations
        type: annotations
        doc: The technique's annotations.
      - id: passes
        type: pass
        repeat: expr
        repeat-expr: num_passes
        doc: The technique's passes, in declaration order.
    instances:
      name:
        io: _root._io
        pos: _root.ofs_unstructured + ofs_name
        type: strz
        encoding: ISO-8859-1
        doc: The technique's name.
  pass:
    doc: A pass (SBinaryPass) and its state assignments.
    doc-ref: https://github.com/microsoft/FX11/blob/main/Binary/EffectBinaryFormat.h SBinaryPass
    seq:
      - id: ofs_name
        -orig-id: oName
        type: u4
        doc: Offset of the pass's name.
      - id: num_assignments
        -orig-id: cAssignments
        type: u4
        doc: Number of 16-byte state assignments that follow the pass's annotations.
      - id: annotations
        type: annotations
        doc: The pass's annotations.
      - id: assignments
        type: assignment
        repeat: expr
        repeat-expr: num_assignments
        doc: The state assignments (shaders, state blocks, blend factor...).
    instances:
      name:
        io: _root._io
        pos: _root.ofs_unstructured + ofs_name
        type: strz
        encoding: ISO-8859-1
        doc: The pass's name.
  state_block:
    doc: The assignments of one state block (blend, depth-stencil, rasterizer or sampler).
    doc-ref: https://github.com/microsoft/FX11/blob/main/EffectLoad.cpp CEffectLoader::LoadObjectVariables
    seq:
      - id: num_assignments
        -orig-id: cAssignments
        type: u4
        doc: Number of SBinaryAssignment records (16 bytes each) in this element of the state block.
      - id: assignments
        -orig-id: Assignments
        type: assignment
        repeat: expr
        repeat-expr: num_assignments
        doc: The state assignments (blend, depth-stencil, rasterizer or sampler states) of this element.
  assignment:
    doc: |
      A state assignment (SBinaryAssignment): which state, which index of it,
      and where the value comes from.
    doc-ref: https://github.com/microsoft/FX11/blob/main/Binary/EffectBinaryFormat.h SBinaryAssignment
    seq:
      - id: state
        -orig-id: iState
        type: u4
        enum: state
        doc: The state assigned (an index into the effects runtime's state table).
      - id: index
        -orig-id: Index
        type: u4
        doc: Index within the state (the render target of `BlendEnable[3]`), 0 otherwise.
      - id: assignment_type
        -orig-id: AssignmentType
        type: u4
        enum: assignment_type
        doc: Kind of value.
      - id: ofs_initializer
        -orig-id: oInitializer
        type: u4
        doc: Offset of the value, whose layout depends on `assignment_type`.
    instances:
      constants:
        io: _root._io
        pos: _root.ofs_unstructured + ofs_initializer
        type: constants
        if: assignment_type == assignment_type::constant
        doc: "The value of a constant assignment (`state = value;`): one typed 32-bit constant per component."
      variable_name:
        io: _root._io
        pos: _root.ofs_unstructured + ofs_initializer
        type: strz
        encoding: ISO-8859-1
        if: assignment_type == assignment_type::variable
        doc: The variable assigned.
      indexed:
        io: _root._io
        pos: _root.ofs_unstructured + ofs_initializer
        type: indexed_value(assignment_type)
        if: >-
          assignment_type == assignment_type::constant_index or
          assignment_type == assignment_type::variable_index or
          assignment_type == assignment_type::expression_index
        doc: An element of an array variable, chosen by constant, variable or expression.
      expression:
        io: _root._io
        pos: _root.ofs_unstructured + ofs_initializer
        type: data_block
        if: assignment_type == assignment_type::expression
        doc: An expression (FXLVM code in a nested container with CLI4/FXLC/CTAB parts).
      inline_shader:
        io: _root._io
        pos: _root.ofs_unstructured + ofs_initializer
        type: inline_shader
        if: assignment_type == assignment_type::inline_shader
        doc: A shader compiled inline in the pass.
      inline_shader5:
        io: _root._io
        pos: _root.ofs_unstructured + ofs_initializer
        type: shader_data5
        if: assignment_type == assignment_type::inline_shader5
        doc: A Shader Model 5 shader compiled inline in the pass.
  constants:
    doc: A list of constant values (SBinaryConstant).
    doc-ref: https://github.com/microsoft/FX11/blob/main/EffectLoad.cpp CEffectLoader::LoadAssignments
    seq:
      - id: num_values
        type: u4
        doc: Number of SBinaryConstant entries (8 bytes each) that follow; an assignment of null to an object state is a single int 0.
      - id: values
        type: constant
        repeat: expr
        repeat-expr: num_values
        doc: The typed 32-bit constants, one per assigned component.
  constant:
    doc: A typed 32-bit constant.
    doc-ref: https://github.com/microsoft/FX11/blob/main/Binary/EffectBinaryFormat.h SBinaryConstant
    seq:
      - id: scalar_type
        -orig-id: Type
        type: u4
        enum: scalar_type
        doc: "How to read the 32-bit value: float, int, uint or bool."
      - id: bits
        type: u4
        doc: The value's 32 bits (an IEEE float, an int, a uint or a bool).
  indexed_value:
    doc: An array variable and the index that selects an element.
    doc-ref: https://github.com/microsoft/FX11/blob/main/Binary/EffectBinaryFormat.h SBinaryAssignment::SConstantIndex
    params:
      - id: kind
        type: u4
        enum: assignment_type
        doc: The assignment type.
    seq:
      - id: ofs_array_name
        -orig-id: oArrayName
        type: u4
        doc: Offset of the array variable's name.
      - id: index
        -orig-id: Index
        type: u4
        doc: The element index (constant_index), or offset of the index variable's name (variable_index) or of the index expression (expression_index).
    instances:
      array_name:
        io: _root._io
        pos: _root.ofs_unstructured + ofs_array_name
        type: strz
        encoding: ISO-8859-1
        doc: The array variable's name.
      index_variable_name:
        io: _root._io
        pos: _root.ofs_unstructured + index
        type: strz
        encoding: ISO-8859-1
        if: kind == assignment_type::variable_index
        doc: The variable holding the index.
      index_expression:
        io: _root._io
        pos: _root.ofs_unstructured + index
        type: data_block
        if: kind == assignment_type::expression_index
        doc: The expression computing the index.
  inline_shader:
    doc: SInlineShader - an inline shader and its stream-output declaration.
    doc-ref: https://github.com/microsoft/FX11/blob/main/Binary/EffectBinaryFormat.h SBinaryAssignment::SInlineShader
    seq:
      - id: ofs_shader
        -orig-id: oShader
        type: u4
        doc: Offset of the shader's data block.
      - id: ofs_so_declaration
        -orig-id: oSODecl
        type: u4
        doc: Offset of the stream-output declaration, 0 for none.
    instances:
      shader:
        io: _root._io
        pos: _root.ofs_unstructured + ofs_shader
        type: data_block
        doc: The shader's data block.
      so_declaration:
        io: _root._io
        pos: _root.ofs_unstructured + ofs_so_declaration
        type: strz
        encoding: ISO-8859-1
        if: ofs_so_declaration != 0
        doc: The stream-output declaration.
  data_block:
    doc: |
      A data block of the unstructured blob: a size and that many bytes, a
      whole DXBC container (a compiled shader, or an expression's FXLVM
      code). A `len_data` of 0 is a NULL shader.
    doc-ref: https://github.com/microsoft/FX11/blob/main/EffectLoad.cpp CEffectLoader::GetUnstructuredDataBlock
    seq:
      - id: len_data
        type: u4
        valid:
          max: 0x7fffffff
        doc: 'Size of the container in bytes. At most 2^31 - 1: larger than any container, so every target reads it alike.'
      - id: container
        size: len_data
        type: dxcontainer
        if: len_data != 0
        doc: The nested container.
  fx_type:
    doc: |
      A type description (SBinaryType): name, kind, array size and sizes,
      then the numeric layout, the object type or the struct members.
    doc-ref: https://github.com/microsoft/FX11/blob/main/Binary/EffectBinaryFormat.h SBinaryType
    params:
      - id: depth
        type: u4
        doc: How many types enclose this one (0 for a variable's own type).
      - id: budget
        type: u4
        doc: How many types this one and those below it may open (`max_type_nodes` for a variable's own type, then the share its enclosing type gives it).
    seq:
      - id: ofs_type_name
        -orig-id: oTypeName
        -message:
          valid: "FX types nest more than 32 levels deep (a type that contains itself)"
        type: u4
        valid:
          min: 'depth <= _root.max_type_depth ? 0 : 0x100000000'
        doc: |
          Offset of the type's name ("float4", "Texture2D", a struct's name).
          A type nested deeper than `max_type_depth` fails this check (a
          bound no u4 reaches: see docs/adding-a-part.md).
      - id: var_type
        -orig-id: VarType
        type: u4
        enum: var_type
        doc: Numeric, object, struct or interface.
      - id: num_elements
        -orig-id: Elements
        -message:
          valid: "FX types share records too often (one variable's types would open more than 16384 records)"
        type: u4
        valid:
          min: 'budget > 0 ? 0 : 0x100000000'
        doc: |
          Number of array elements, 0 when not an array. A type whose
          `budget` is used up fails this check (see `max_type_nodes`).
      - id: len_in_buffer
        -orig-id: TotalSize
        type: u4
        doc: Size in a constant buffer, register padding included (not always stride times elements).
      - id: stride
        -orig-id: Stride
        type: u4
        doc: Distance between array elements in a constant buffer.
      - id: len_packed
        -orig-id: PackedSize
        type: u4
        valid:
          max: 0x7fffffff
        doc: 'Size when fully packed (the size of a default value). At most 2^31 - 1: larger than any container, so every target reads it alike.'
      - id: numeric_layout
        type: u4
        if: var_type == var_type::numeric
        doc: The numeric type's bit fields (see the `numeric_*` instances).
      - id: object_type
        type: u4
        enum: object_type
        if: var_type == var_type::object
        doc: Which object the type is (string, state block, shader, texture or buffer kind, view, UAV), an EObjectType value; present only for object types.
      - id: num_members
        -orig-id: cMembers
        type: u4
        if: var_type == var_type::struct
        doc: Number of 16-byte SBinaryMember records that follow (struct types only).
      - id: members
        -orig-id: Members
        type: fx_member(depth, child_budget)
        repeat: expr
        repeat-expr: num_members
        if: var_type == var_type::struct
        doc: The struct members.
      - id: ofs_base_class
        -orig-id: oBaseClass
        type: u4
        if: var_type == var_type::struct and _root.is_fx5
        doc: Offset of the base class type, 0 for none (fx_5_0).
      - id: num_interfaces
        -orig-id: cInterfaces
        type: u4
        if: var_type == var_type::struct and _root.is_fx5
        doc: Number of interfaces the class implements (fx_5_0).
      - id: ofs_interfaces
        -orig-id: oInterfaceTypes
        type: u4
        repeat: expr
        repeat-expr: num_interfaces
        if: var_type == var_type::struct and _root.is_fx5
        doc: Offsets of the interface types (fx_5_0).
    instances:
      type_name:
        io: _root._io
        pos: _root.ofs_unstructured + ofs_type_name
        type: strz
        encoding: ISO-8859-1
        doc: The type's name.
      base_class:
        io: _root._io
        pos: _root.ofs_unstructured + ofs_base_class
        type: fx_type(depth + 1, class_budget)
        if: var_type == var_type::struct and _root.is_fx5 and ofs_base_class != 0
        doc: The class this class derives from (fx_5_0).
      interfaces:
        type: fx_interface(depth, _index, class_budget)
        repeat: expr
        repeat-expr: ofs_interfaces.size
        if: var_type == var_type::struct and _root.is_fx5 and num_interfaces >= 0
        doc: |
          The interfaces this class implements (fx_5_0), one per offset in
          `ofs_interfaces` (`num_interfaces` of them once the type is read).
          An interface reads no bytes of its own, so it is counted by the
          offsets read, not by `num_interfaces`: a half-read type (as the Web
          IDE shows it) has only the offsets before the end of the data, or
          none when `num_interfaces` was not read (`num_interfaces >= 0`,
          always true once it is read, is false then).
      child_budget:
        value: '(budget - 1) / (num_members + 1)'
        if: var_type == var_type::struct
        doc: |
          The share of `budget` each member's type gets (this type takes
          one, and one more share is kept for the base class and the
          interfaces, read after the members).
      class_budget:
        value: 'child_budget / (num_interfaces + 1)'
        if: var_type == var_type::struct and _root.is_fx5
        doc: The share of `budget` the base class and each interface get.
      numeric_class:
        -orig-id: NumericLayout
        value: numeric_layout & 7
        if: var_type == var_type::numeric
        doc: 1 scalar, 2 vector, 3 matrix (ENumericLayout).
      numeric_scalar_type:
        -orig-id: ScalarType
        value: (numeric_layout >> 3) & 0x1f
        if: var_type == var_type::numeric
        doc: 1 float, 2 int, 3 uint, 4 bool (EScalarType).
      numeric_rows:
        -orig-id: Rows
        value: (numeric_layout >> 8) & 7
        if: var_type == var_type::numeric
        doc: Rows (1-4).
      numeric_columns:
        -orig-id: Columns
        value: (numeric_layout >> 11) & 7
        if: var_type == var_type::numeric
        doc: Columns (1-4).
      is_column_major:
        -orig-id: IsColumnMajor
        value: (numeric_layout & 0x4000) != 0
        if: var_type == var_type::numeric
        doc: A column-major matrix.
      is_packed_array:
        -orig-id: IsPackedArray
        value: (numeric_layout & 0x8000) != 0
        if: var_type == var_type::numeric
        doc: An array packed greedily rather than one element per register.
  fx_interface:
    doc: One interface a class implements (fx_5_0).
    doc-ref: https://github.com/microsoft/FX11/blob/main/Binary/EffectBinaryFormat.h SBinaryTypeInheritance
    params:
      - id: depth
        type: u4
        doc: Depth of the class.
      - id: i
        type: u4
        doc: Index of the interface in the class's `ofs_interfaces`.
      - id: budget
        type: u4
        doc: The share of the class's budget the interface type gets.
    instances:
      type:
        io: _root._io
        pos: _root.ofs_unstructured + _parent.ofs_interfaces[i]
        type: fx_type(depth + 1, budget)
        doc: The interface type.
  fx_member:
    doc: A struct member (SBinaryMember).
    doc-ref: https://github.com/microsoft/FX11/blob/main/Binary/EffectBinaryFormat.h SBinaryType::SBinaryMember
    params:
      - id: depth
        type: u4
        doc: Depth of the struct that owns the member.
      - id: budget
        type: u4
        doc: The share of the struct's budget the member's type gets.
    seq:
      - id: ofs_name
        -orig-id: oName
        type: u4
        doc: Offset of the member's name.
      - id: ofs_semantic
        -orig-id: oSemantic
        type: u4
        doc: Offset of the member's semantic (0 for none).
      - id: ofs_in_struct
        -orig-id: Offset
        type: u4
        doc: Byte offset of the member in its parent struct.
      - id: ofs_type
        -orig-id: oType
        type: u4
        doc: Offset of the member's type.
    instances:
      name:
        io: _root._io
        pos: _root.ofs_unstructured + ofs_name
        type: strz
        encoding: ISO-8859-1
        doc: The member's name.
      type:
        io: _root._io
        pos: _root.ofs_unstructured + ofs_type
        type: fx_type(depth + 1, budget)
        doc: The member's type.
enums:
  effect_version:
    0xfeff1001: fx_4_0
    0xfeff1011: fx_4_1
    0xfeff2001: fx_5_0
  var_type:
    0: invalid
    1: numeric
    2: object
    3: struct
    4: interface
  scalar_type:
    0: invalid
    1: float
    2: int
    3: uint
    4: bool
  object_type:
    0: invalid
    1: string
    2: blend
    3: depth_stencil
    4: rasterizer
    5: pixel_shader
    6: vertex_shader
    7: geometry_shader
    8:
      id: geometry_shader_so
      doc: A geometry shader with a stream-output declaration.
    9: texture
    10: texture1d
    11: texture1d_array
    12: texture2d
    13: texture2d_array
    14: texture2d_ms
    15: texture2d_ms_array
    16: texture3d
    17: texture_cube
    18: constant_buffer
    19: render_target_view
    20: depth_stencil_view
    21: sampler
    22: buffer
    23: texture_cube_array
    24: count
    25: pixel_shader5
    26: vertex_shader5
    27: geometry_shader5
    28: compute_shader5
    29: hull_shader5
    30: domain_shader5
    31: rw_texture1d
    32: rw_texture1d_array
    33: rw_texture2d
    34: rw_texture2d_array
    35: rw_texture3d
    36: rw_buffer
    37: byte_address_buffer
    38: rw_byte_address_buffer
    39: structured_buffer
    40: rw_structured_buffer
    41: rw_structured_buffer_alloc
    42: rw_structured_buffer_consume
    43: append_structured_buffer
    44: consume_structured_buffer
  assignment_type:
    0: invalid
    1:
      id: constant
      doc: A list of typed constants.
    2:
      id: variable
      doc: The name of a variable.
    3:
      id: constant_index
      doc: An array variable and a constant index.
    4:
      id: variable_index
      doc: An array variable indexed by another variable.
    5:
      id: expression_index
      doc: An array variable indexed by an expression.
    6:
      id: expression
      doc: An expression (FXLVM code).
    7:
      id: inline_shader
      doc: A shader compiled inline.
    8:
      id: inline_shader5
      doc: A Shader Model 5 shader compiled inline, with its extended data.
  state:
    0: rasterizer_state
    1: depth_stencil_state
    2: blend_state
    3: render_target_view
    4: depth_stencil_view
    5: generate_mips
    6: vertex_shader
    7: pixel_shader
    8: geometry_shader
    9: ds_stencil_ref
    10: ab_blend_factor
    11: ab_sample_mask
    12: fill_mode
    13: cull_mode
    14: front_counter_clockwise
    15: depth_bias
    16: depth_bias_clamp
    17: slope_scaled_depth_bias
    18: depth_clip_enable
    19: scissor_enable
    20: multisample_enable
    21: antialiased_line_enable
    22: depth_enable
    23: depth_write_mask
    24: depth_func
    25: stencil_enable
    26: stencil_read_mask
    27: stencil_write_mask
    28: front_face_stencil_fail
    29: front_face_stencil_depth_fail
    30: front_face_stencil_pass
    31: front_face_stencil_func
    32: back_face_stencil_fail
    33: back_face_stencil_depth_fail
    34: back_face_stencil_pass
    35: back_face_stencil_func
    36: alpha_to_coverage_enable
    37: blend_enable
    38: src_blend
    39: dest_blend
    40: blend_op
    41: src_blend_alpha
    42: dest_blend_alpha
    43: blend_op_alpha
    44: render_target_write_mask
    45: filter
    46: address_u
    47: address_v
    48: address_w
    49: mip_lod_bias
    50: max_anisotropy
    51: comparison_func
    52: border_color
    53: min_lod
    54: max_lod
    55: texture
    56: hull_shader
    57: domain_shader
    58: compute_shader
