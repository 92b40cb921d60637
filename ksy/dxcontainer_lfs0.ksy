meta:
  id: dxcontainer_lfs0
  title: Library function signature (LFS0)
  license: CC0-1.0
  ks-version: '0.11'
  endian: le
  imports:
    - dxcontainer_shader
    - dxcontainer_rdef
doc: |
  The parameter signature of one library function, found in the function's
  LIBF container (FXC `lib_*` targets): one record per parameter, the
  return value first, in the form of D3D11_PARAMETER_DESC. It is what
  `ID3D11FunctionReflection::GetFunctionParameter` returns and what FXC's
  listing prints as `Function parameter signature (return: yes,
  parameters: N):`.

  Unlike RDEF types, `rows` and `columns` give the register layout, so a
  column-major matrix has them swapped relative to its HLSL type.
  A function returning `void` still has a first record (type `void`, no
  registers). Registers and components are -1 (0xFFFFFFFF) for the
  direction a parameter does not have. Offsets are relative to the part
  data; the names follow the table, 0xAB-padded to 4 bytes. The layout is
  reverse-engineered (DXDecompiler) and checked against FXC's listings.
doc-ref:
  - https://learn.microsoft.com/en-us/windows/win32/api/d3d11shader/ns-d3d11shader-d3d11_parameter_desc
  - https://github.com/spacehamster/DXDecompiler/tree/master/src/DXDecompiler/Chunks/Libf
seq:
  - id: num_parameters
    type: u4
    doc: Number of parameter records, the return value included.
  - id: ofs_parameters
    type: u4
    doc: Offset of the parameter table (8, right after this header).
instances:
  parameters:
    pos: ofs_parameters
    type: parameter
    repeat: expr
    repeat-expr: num_parameters
    doc: The return value, then the parameters in declaration order.
types:
  parameter:
    doc: One parameter (D3D11_PARAMETER_DESC).
    doc-ref: https://github.com/spacehamster/DXDecompiler/blob/master/src/DXDecompiler/Chunks/Libf/LibraryParameterDescription.cs LibraryParameterDescription
    seq:
      - id: ofs_name
        -orig-id: Name
        type: u4
        doc: Offset of the parameter's name (the function's name for the return value).
      - id: ofs_semantic_name
        -orig-id: SemanticName
        type: u4
        doc: Offset of the semantic name, 0 for none.
      - id: var_type
        -orig-id: Type
        type: u4
        enum: dxcontainer_rdef::shader_variable_type
        doc: Base type (D3D_SHADER_VARIABLE_TYPE).
      - id: var_class
        -orig-id: Class
        type: u4
        enum: dxcontainer_rdef::shader_variable_class
        doc: Class (D3D_SHADER_VARIABLE_CLASS).
      - id: rows
        -orig-id: Rows
        type: u4
        doc: |
          Registers the parameter occupies: the rows of a row-major matrix,
          but the columns of a column-major one (a column-major `float2x3`
          is stored as rows 3, columns 2: three registers of two components);
          1 for vectors and scalars, 0 for `void`.
      - id: columns
        -orig-id: Columns
        type: u4
        doc: |
          Components per register: the columns of a row-major matrix, the
          rows of a column-major one, the size of a vector.
      - id: interpolation
        -orig-id: InterpolationMode
        type: u4
        enum: dxcontainer_shader::interpolation_mode
        doc: Interpolation modifier (D3D_INTERPOLATION_MODE).
      - id: flags
        -orig-id: Flags
        type: u4
        doc: D3D_PARAMETER_FLAGS - bit 0 `in`, bit 1 `out`.
      - id: first_in_register
        -orig-id: FirstInRegister
        type: s4
        doc: First input register (`v` N), -1 without input.
      - id: first_in_component
        -orig-id: FirstInComponent
        type: s4
        doc: First component of the input register, -1 without input.
      - id: first_out_register
        -orig-id: FirstOutRegister
        type: s4
        doc: First output register (`o` N), -1 without output.
      - id: first_out_component
        -orig-id: FirstOutComponent
        type: s4
        doc: First component of the output register, -1 without output.
    instances:
      name:
        pos: ofs_name
        type: strz
        encoding: ISO-8859-1
        doc: The parameter's name.
      semantic_name:
        pos: ofs_semantic_name
        type: strz
        encoding: ISO-8859-1
        if: ofs_semantic_name != 0
        doc: The semantic (`SV_TARGET`, `COLOR`...), when there is one.
      is_in:
        -orig-id: D3D_PF_IN
        value: (flags & 1) != 0
        doc: D3D_PF_IN - an `in` or `inout` parameter.
      is_out:
        -orig-id: D3D_PF_OUT
        value: (flags & 2) != 0
        doc: D3D_PF_OUT - an `out` or `inout` parameter, or the return value.
