meta:
  id: dxcontainer_signature
  title: Signatures (ISGN, OSGN, PCSG, OSG5, ISG1, OSG1, PSG1)
  license: CC0-1.0
  ks-version: '0.11'
  endian: le
  imports:
    - dxcontainer_shader
doc: |
  An input, output or patch-constant/primitive signature: the list of
  elements (semantic name and index, system value, register, component mask)
  that a shader stage reads or writes. All seven fourccs share one layout
  and differ only in the size of an element record:

  * 24 bytes (`ISGN`, `OSGN`, `PCSG`, FXC Shader Model 4/5): no stream, no
    minimum precision;
  * 28 bytes (`OSG5`, FXC Shader Model 5 geometry-shader outputs): a stream
    index first;
  * 32 bytes (`ISG1`, `OSG1`, `PSG1`, DXC, clang, and FXC shaders using
    minimum-precision types): stream first and minimum precision last.

  The part is an 8-byte header (element count and offset of the first
  element), the element table, and a table of NUL-terminated semantic
  names. Name offsets count from the start of the part data. FXC pads the
  string table to 4 bytes with 0xAB, DXC (validator 1.7 and later) with
  zeros, older DXC not at all: the bytes after the element table are kept as
  they are (`string_table`).

  The checks are LLVM's (`DirectX::Signature::initialize`): the element
  table must fit in the part, and every name offset must lie in the string
  table (at or after the end of the element table, at most the part size).
  They run when the part is parsed.
doc-ref:
  - https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilContainer/DxilContainer.h
  - https://github.com/microsoft/DirectXShaderCompiler/blob/main/projects/dxilconv/include/Support/DxbcSignatures.h
  - https://github.com/llvm/llvm-project/blob/main/llvm/lib/Object/DXContainer.cpp
params:
  - id: len_element
    type: u1
    doc: Size of one element record in bytes (24 for ISGN/OSGN/PCSG, 28 for OSG5, 32 for ISG1/OSG1/PSG1).
seq:
  - id: num_elements
    -orig-id: ParamCount
    # LLVM's messages (DirectX::Signature::initialize).
    -message:
      eof: "Reading structure out of file bounds"
    type: u4
    doc: Number of elements (LLVM `ParamCount`).
  - id: ofs_elements
    -orig-id: ParamOffset
    -message:
      eof: "Reading structure out of file bounds"
      valid: "Signature parameters extend beyond the part boundary"
    type: u4
    valid:
      min: '(ofs_elements + num_elements * len_element <= _io.size and elements.size == num_elements) ? 0 : 0x100000000'
    doc: |
      Offset of the first element from the start of the part data (LLVM
      `FirstParamOffset`); 8, right after this header, in every known file.
      The check is LLVM's "signature parameters extend beyond the part
      boundary"; it also decodes the elements so that their own checks run
      when the part is parsed, as in LLVM.
instances:
  ofs_string_table:
    value: ofs_elements + num_elements * len_element
    doc: Offset of the string table, right after the element table (LLVM's first valid name offset).
  elements:
    pos: ofs_elements
    type: element
    repeat: expr
    repeat-expr: num_elements
    doc: The elements, in file order.
  string_table:
    pos: ofs_string_table
    size-eos: true
    doc: |
      Everything after the element table: the NUL-terminated semantic names
      and the padding after them (0xAB bytes from FXC, zeros or nothing from
      DXC), byte for byte.
types:
  element:
    doc: |
      One signature element (DXC `DxilProgramSignatureElement`, FXC
      `D3D10_INTERNALSHADER_PARAMETER` and its `_FOR_GS` / `_11_1` variants).
      The signature's `len_element` decides whether `stream` and
      `min_precision` exist.
    -webide-representation: '{semantic_name}{semantic_index:dec} v{register:dec}.{mask_letters} {component_type}'
    doc-ref: https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilContainer/DxilContainer.h DxilProgramSignatureElement
    seq:
      - id: stream
        -orig-id: Stream
        type: u4
        if: _parent.len_element >= 28
        doc: Geometry-shader output stream (0-3); 28- and 32-byte elements only.
      - id: ofs_semantic_name
        -orig-id: SemanticName
        -message:
          valid-min: "Invalid parameter name offset: name starts before the first name offset"
          valid-max: "Invalid parameter name offset: name starts after the end of the part data"
        type: u4
        valid:
          min: _parent.ofs_string_table
          max: _io.size
        doc: |
          Offset of the semantic name from the start of the part data (LLVM
          `NameOffset`). It must point into the string table: not before the
          end of the element table, not past the end of the part.
      - id: semantic_index
        -orig-id: SemanticIndex
        type: u4
        doc: Semantic index (the 1 of `TEXCOORD1`).
      - id: system_value
        -orig-id: SystemValue
        type: u4
        enum: d3d_name
        doc: |
          System value (D3D_NAME). FXC writes 0 (undefined) for pixel-shader
          outputs such as SV_Target and SV_Depth; DXC writes 64-70.
      - id: component_type
        -orig-id: CompType
        type: u4
        enum: component_type
        doc: Component type (D3D_REGISTER_COMPONENT_TYPE for FXC, DxilProgramSigCompType for DXC; the first four agree).
      - id: register
        -orig-id: Register
        type: u4
        doc: Register (row); 0xFFFFFFFF for elements without one (SV_Depth, SV_StencilRef, SV_Coverage).
      - id: mask
        -orig-id: Mask
        type: u1
        doc: Components the element occupies, bit 0 = x.
      - id: rw_mask
        -orig-id: ExclusiveMask
        type: u1
        doc: |
          For inputs, the components always read; for outputs, the components
          never written (LLVM `ExclusiveMask`).
      - id: reserved
        -orig-id: Pad
        type: u2
        doc: Reserved, 0 in DXC output (one FXC file in the corpus has another value).
      - id: min_precision
        -orig-id: MinPrecision
        type: u4
        enum: dxcontainer_shader::min_precision
        if: _parent.len_element == 32
        doc: Minimum precision (D3D_MIN_PRECISION); 32-byte elements only.
    instances:
      semantic_name:
        pos: ofs_semantic_name
        type: strz
        encoding: ISO-8859-1
        eos-error: false
        -webide-parse-mode: eager
        doc: The semantic name (`SV_Position`, `TEXCOORD`, ...), read at `ofs_semantic_name`.
      mask_letters:
        value: >-
          ((mask & 1) != 0 ? "x" : "") + ((mask & 2) != 0 ? "y" : "") +
          ((mask & 4) != 0 ? "z" : "") + ((mask & 8) != 0 ? "w" : "")
        -webide-parse-mode: eager
        doc: The components in `mask` as listings print them (`xyzw`, `xy`, `z`...).
enums:
  d3d_name:
    0: undefined
    1: position
    2: clip_distance
    3: cull_distance
    4: render_target_array_index
    5:
      id: viewport_array_index
      doc: SV_ViewportArrayIndex (LLVM spells it ViewPortArrayIndex).
    6: vertex_id
    7: primitive_id
    8: instance_id
    9: is_front_face
    10: sample_index
    11: final_quad_edge_tessfactor
    12: final_quad_inside_tessfactor
    13: final_tri_edge_tessfactor
    14: final_tri_inside_tessfactor
    15: final_line_detail_tessfactor
    16: final_line_density_tessfactor
    23: barycentrics
    24: shading_rate
    25: cull_primitive
    64: target
    65: depth
    66: coverage
    67:
      id: depth_ge
      doc: SV_DepthGreaterEqual.
    68:
      id: depth_le
      doc: SV_DepthLessEqual.
    69: stencil_ref
    70: inner_coverage
  component_type:
    0: unknown
    1: uint32
    2: sint32
    3: float32
    4: uint16
    5: sint16
    6: float16
    7: uint64
    8: sint64
    9: float64
