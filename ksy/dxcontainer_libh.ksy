meta:
  id: dxcontainer_libh
  title: Library header (LIBH)
  license: CC0-1.0
  ks-version: '0.11'
  endian: le
doc: |
  The header part of an FXC function library (`lib_4_0`, `lib_4_1`,
  `lib_5_0` and their level-9 variants), the input of D3D11 function linking
  (`D3DLoadModule`). It names the compiler and lists the library's functions
  in order; each function's code, reflection and parameter signature are in
  one `LIBF` part (a whole nested container) per function, in the same
  order. FXC's listing prints this part as `Library:  flags F, N functions:`
  followed by the numbered names and `Created by:`.

  Offsets are relative to the part data. FXC writes the strings right after
  the function table without padding, so the part size is often odd.
  No Microsoft header describes this part; the layout is reverse-engineered
  (DXDecompiler) and checked against FXC's listings.
doc-ref:
  - https://github.com/spacehamster/DXDecompiler/tree/master/src/DXDecompiler/Chunks/Libf
seq:
  - id: version
    type: u4
    doc: 1 in every known library (meaning unconfirmed).
  - id: ofs_creator
    -orig-id: Creator
    type: u4
    doc: Offset of the creator string.
  - id: flags
    -orig-id: Flags
    type: u4
    doc: Library flags, printed by FXC as `flags N`; 0 in every known library.
  - id: num_functions
    -orig-id: FunctionCount
    type: u4
    doc: Number of functions (and of LIBF parts).
  - id: ofs_functions
    type: u4
    doc: Offset of the function table.
instances:
  creator:
    pos: ofs_creator
    type: strz
    encoding: ISO-8859-1
    doc: Name and version of the compiler ("Microsoft (R) HLSL Shader Compiler 10.1").
  functions:
    pos: ofs_functions
    type: function
    repeat: expr
    repeat-expr: num_functions
    doc: The functions, in the order of the LIBF parts.
types:
  function:
    doc: One entry of the function table.
    doc-ref: https://github.com/spacehamster/DXDecompiler/blob/master/src/DXDecompiler/Chunks/Libf/LibHeaderChunk.cs LibHeaderChunk.Parse
    seq:
      - id: level9_shaders
        type: u4
        doc: |
          Which feature-level-9 shaders the function's LIBF carries besides
          the Shader Model 4/5 code: bit 0 a level-9 vertex shader, bit 1 a
          level-9 pixel shader (3 for `lib_4_0_level_9_*` functions usable in
          both stages, 0 for plain libraries).
      - id: ofs_name
        -orig-id: Name
        type: u4
        doc: Offset of the function's name.
    instances:
      name:
        pos: ofs_name
        type: strz
        encoding: ISO-8859-1
        doc: The function's name.
      has_level9_vertex_shader:
        -orig-id: Has10Level9VertexShader
        value: (level9_shaders & 1) != 0
        doc: The LIBF holds a level-9 vertex shader (an Aon9 part).
      has_level9_pixel_shader:
        -orig-id: Has10Level9PixelShader
        value: (level9_shaders & 2) != 0
        doc: The LIBF holds a level-9 pixel shader (an Aon9 part).
