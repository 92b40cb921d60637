meta:
  id: dxcontainer
  title: DirectX shader container (DXBC / DXIL)
  application:
    - Microsoft FXC / d3dcompiler (Shader Model 4.0-5.1 DXBC)
    - Microsoft DXC (Shader Model 6.x DXIL)
    - clang/LLVM DirectX backend
    - Direct3D 10, 11 and 12 runtimes
  file-extension:
    - dxbc
    - cso
    - fxo
    - dxil
  xref:
    llvm-docs: https://llvm.org/docs/DirectX/DXContainer.html
  license: CC0-1.0
  ks-version: '0.11'
  endian: le
  imports:
    - dxcontainer_rdef
    - dxcontainer_ifce
    - dxcontainer_level9
    - dxcontainer_libh
    - dxcontainer_lfs0
    - dxcontainer_fx10
    - dxcontainer_shader
    - dxcontainer_signature
    - dxcontainer_sfi0
    - dxcontainer_stat
    - dxcontainer_hash
    - dxcontainer_ildn
    - dxcontainer_vers
    - dxcontainer_program
    - dxcontainer_psv0
    - dxcontainer_rts0
    - dxcontainer_rdat
    - dxcontainer_srci
    - dxcontainer_pdbi
doc: |
  A DirectX shader container: the file that `fxc` writes for Shader Model 4
  and 5 (DXBC bytecode), that `dxc` writes for Shader Model 6 (DXIL), and that
  Direct3D's `Create*Shader` calls consume. It starts with the magic `DXBC`,
  a 16-byte digest and a table of part offsets. Each part is a fourcc, a
  size and `len_body` bytes of data; the fourcc says what the data is (bytecode,
  signatures, reflection, root signature, debug information, ...).

  Nothing in the format forces alignment: DXC pads parts to 4 bytes except
  PRIV, but old DXC writes signature parts of odd size and old FXC `/Zi` output
  has an odd-sized SDBG, so a reader must take offsets and sizes as they are.
  Parts normally follow each other back to back in table order; this spec
  reads each part at its offset, whatever the order, and an unknown fourcc is
  kept as raw bytes. A `LIBF` part (one function of an FXC library) holds a
  whole nested container.
doc-ref:
  - https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilContainer/DxilContainer.h
  - https://github.com/llvm/llvm-project/blob/main/llvm/docs/DirectX/DXContainer.rst
seq:
  - id: magic
    -orig-id: HeaderFourCC
    contents: DXBC
    doc: File signature, the four ASCII bytes `DXBC` for FXC and DXC output alike.
  - id: digest
    -orig-id: Hash
    size: 16
    doc: |
      Container checksum over bytes 20 to `len_file` (a modified MD5, see
      dxfuzz's `digest` module). Sixteen zero bytes mark an unsigned DXC
      container (the runtime rejects it), sixteen 0x01 bytes the BYPASS value,
      sixteen 0x02 bytes DXC's PREVIEW value for pre-release shader models.
  - id: major_version
    -orig-id: Major
    type: u2
    doc: Container format major version; 1 in every known file (DXC refuses others).
  - id: minor_version
    -orig-id: Minor
    type: u2
    doc: Container format minor version; 0 in every known file.
  - id: len_file
    -orig-id: ContainerSizeInBytes
    type: u4
    doc: |
      Size of the whole container in bytes, from the magic to the end of the
      last part. It may differ from the real length of a malformed or
      truncated file; parts are read at their offsets regardless.
  - id: num_parts
    -orig-id: PartCount
    type: u4
    doc: Number of entries in the part offset table.
  - id: part_table
    -orig-id: PartOffset
    type: part_entry
    repeat: expr
    repeat-expr: num_parts
    doc: The part offset table, one entry per part in table order.
instances:
  program_locator:
    pos: 0
    type: program_locator(num_parts)
    doc: The shader kind of the container's program (DXIL part, else ILDB part), which a v0 PSV0 part needs.
types:
  part_entry:
    doc: One entry of the part offset table and the part it points to.
    -webide-representation: '{part.fourcc_text} @{ofs_part:dec}, {part.len_body:dec} bytes'
    doc-ref: https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilContainer/DxilContainer.h DxilContainerHeader
    seq:
      - id: ofs_part
        -orig-id: PartOffset
        -message:
          eof: "Reading structure out of file bounds"
        type: u4
        doc: Offset of the part's header from the start of the container.
    instances:
      part:
        pos: ofs_part
        type: part
        -webide-parse-mode: eager
        doc: The part header and data at `ofs_part`.
  part:
    -webide-representation: '{fourcc_text}, {len_body:dec} bytes'
    doc: |
      A part: fourcc, size and data. The data is decoded by fourcc; a fourcc
      without a spec here is kept as raw bytes.
    doc-ref: https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilContainer/DxilContainer.h DxilPartHeader
    seq:
      - id: fourcc
        -orig-id: PartFourCC
        -message:
          eof: "File not large enough to read part name"
        type: u4
        enum: fourcc
        doc: Four ASCII characters naming the part, stored as their little-endian u32.
      - id: len_body
        -orig-id: PartSize
        -message:
          eof: "Reading part size out of file bounds"
        type: u4
        valid:
          max: 0x7fffffff
        doc: 'Size of the part data in bytes, not counting this 8-byte header. At most 2^31 - 1: larger than any container, so every target reads it alike.'
    instances:
      fourcc_text:
        pos: _parent.ofs_part
        size: 4
        type: str
        encoding: ISO-8859-1
        -webide-parse-mode: eager
        doc: The fourcc as its four characters, for display and for fourccs the enum does not know.
      body:
        -orig-id: PartData
        -message:
          eof: "Part data extends beyond the end of the file"
        pos: _parent.ofs_part + 8
        size: len_body
        if: len_body <= 0x7fffffff
        type:
          switch-on: fourcc
          cases:
            'fourcc::libf': dxcontainer
            'fourcc::rdef': dxcontainer_rdef
            'fourcc::ifce': dxcontainer_ifce
            'fourcc::aon9': dxcontainer_level9
            'fourcc::xnas': dxcontainer_level9
            'fourcc::xnap': dxcontainer_level9
            'fourcc::libh': dxcontainer_libh
            'fourcc::lfs0': dxcontainer_lfs0
            'fourcc::fx10': dxcontainer_fx10
            'fourcc::shdr': dxcontainer_shader
            'fourcc::shex': dxcontainer_shader
            'fourcc::isgn': dxcontainer_signature(24)
            'fourcc::osgn': dxcontainer_signature(24)
            'fourcc::pcsg': dxcontainer_signature(24)
            'fourcc::osg5': dxcontainer_signature(28)
            'fourcc::isg1': dxcontainer_signature(32)
            'fourcc::osg1': dxcontainer_signature(32)
            'fourcc::psg1': dxcontainer_signature(32)
            'fourcc::sfi0': dxcontainer_sfi0
            'fourcc::stat': dxcontainer_stat
            'fourcc::hash': dxcontainer_hash
            'fourcc::ildn': dxcontainer_ildn
            'fourcc::vers': dxcontainer_vers
            'fourcc::dxil': dxcontainer_program
            'fourcc::ildb': dxcontainer_program
            'fourcc::psv0': dxcontainer_psv0(_parent._parent.program_locator.shader_kind)
            'fourcc::rts0': dxcontainer_rts0
            'fourcc::rdat': dxcontainer_rdat
            'fourcc::srci': dxcontainer_srci
            'fourcc::pdbi': dxcontainer_pdbi
        doc: |
          The part data (`len_body` bytes), decoded by fourcc. It is read when
          first used, so a reader that only lists parts never decodes them.
          A part whose `len_body` failed its check has none (the Web IDE
          still shows that half-read part, and its instances).
  program_locator:
    doc: |
      Finds the shader kind of a container's program for parts that need it
      (the stage union of a version-0 PSV0 part): the kind in the first DXIL
      part's program header, else in the first ILDB part's, else -1. Read
      from the container's part offset table (at byte 32), one entry per
      part, stopping at the first match.
    doc-ref: https://github.com/llvm/llvm-project/blob/main/llvm/lib/Object/DXContainer.cpp DXContainer::getShaderKind
    params:
      - id: num_parts
        type: u4
        doc: The container's part count.
    instances:
      dxil_search:
        pos: 32
        type: part_probe(fourcc::dxil, _index)
        repeat: until
        repeat-until: _.matches or _.index + 1 >= num_parts
        if: num_parts > 0
        doc: Part table entries up to the first DXIL part.
      ildb_search:
        pos: 32
        type: part_probe(fourcc::ildb, _index)
        repeat: until
        repeat-until: _.matches or _.index + 1 >= num_parts
        if: num_parts > 0 and not dxil_search.last.matches
        doc: Part table entries up to the first ILDB part, searched only when there is no DXIL part.
      shader_kind:
        value: 'num_parts > 0 ? (dxil_search.last.matches ? dxil_search.last.shader_kind : ildb_search.last.matches ? ildb_search.last.shader_kind : -1) : -1'
        doc: |
          The program's shader kind (DXIL::ShaderKind), or -1 when the
          container has no program part (or, in a half-read container the
          Web IDE shows, no part count).
  part_probe:
    doc: One entry of the part offset table, and whether it points to a part with a given fourcc.
    doc-ref: https://github.com/microsoft/DirectXShaderCompiler/blob/main/lib/DxilContainer/DxilContainer.cpp GetDxilProgramHeader
    params:
      - id: fourcc
        type: u4
        enum: fourcc
        doc: The fourcc of the program part searched for (DXIL, then ILDB).
      - id: index
        type: u4
        doc: |
          Position of the entry in the part offset table. The search stops
          on it rather than on `_index`, which a `repeat-until` condition
          sees one higher in the JavaScript build than in the Python one.
    seq:
      - id: ofs_part
        -orig-id: PartOffset
        type: u4
        doc: The part's offset, as in the container's part offset table.
    instances:
      part_fourcc:
        -orig-id: PartFourCC
        pos: ofs_part
        type: u4
        enum: fourcc
        if: ofs_part + 8 <= _io.size
        doc: The fourcc of the part at `ofs_part`.
      len_part:
        -orig-id: PartSize
        pos: ofs_part + 4
        type: u4
        if: ofs_part + 8 <= _io.size
        doc: The size of the part at `ofs_part`.
      matches:
        value: ofs_part + 12 <= _io.size and part_fourcc == fourcc and len_part >= 4
        doc: Whether the part has the fourcc searched for and holds at least the start of a program header.
      shader_kind:
        -orig-id: ShaderKind
        pos: ofs_part + 10
        type: u2
        if: matches
        doc: The shader kind in the part's program header.
enums:
  fourcc:
    0x4c495844:
      id: dxil
      doc: DXIL program (DXC, clang) - program header, DXIL header and LLVM bitcode.
    0x42444c49:
      id: ildb
      doc: DXIL program with debug information (DXC `-Qembed_debug`, PDB containers); same layout as DXIL.
    0x4e444c49:
      id: ildn
      doc: Debug name (DXC) - the file name of the shader's PDB.
    0x48534148:
      id: hash
      doc: Shader hash (DXC) - flags and the MD5 of the DXIL bitcode.
    0x53524556:
      id: vers
      doc: Compiler version (DXC libraries and PDB containers).
    0x49435253:
      id: srci
      doc: Shader source information (DXC PDB containers) - file names, contents, arguments.
    0x49424450:
      id: pdbi
      doc: PDB information (DXC readers) - zlib-compressed runtime data tables.
    0x56495250:
      id: priv
      doc: Private data (FXC `/setprivate`, DXC `-setprivate`) - opaque bytes, the last part.
    0x30494653:
      id: sfi0
      doc: Shader feature information (FXC, DXC, clang) - 64 feature flag bits.
    0x4e475349:
      id: isgn
      doc: Input signature (FXC) - 24-byte elements.
    0x4e47534f:
      id: osgn
      doc: Output signature (FXC) - 24-byte elements.
    0x3547534f:
      id: osg5
      doc: Output signature with stream index (FXC Shader Model 5 geometry shaders) - 28-byte elements.
    0x47534350:
      id: pcsg
      doc: Patch-constant signature (FXC hull and domain shaders) - 24-byte elements.
    0x31475349:
      id: isg1
      doc: Input signature, 32-byte elements with stream and minimum precision (DXC, clang, FXC min-precision).
    0x3147534f:
      id: osg1
      doc: Output signature, 32-byte elements (DXC, clang, FXC min-precision).
    0x31475350:
      id: psg1
      doc: Patch-constant or primitive signature, 32-byte elements (DXC, clang, FXC min-precision).
    0x30565350:
      id: psv0
      doc: Pipeline state validation (DXC, clang) - runtime info, resources, signature summary, dependency tables.
    0x54414452:
      id: rdat
      doc: Runtime data (DXC libraries) - string buffer, index arrays, raw bytes and record tables.
    0x30535452:
      id: rts0
      doc: Serialized root signature (DXC, FXC 5.1, clang) - versions 1.0, 1.1 and 1.2.
    0x46454452:
      id: rdef
      doc: Resource definitions (FXC) - constant buffers, variables, types and resource bindings.
    0x52444853:
      id: shdr
      doc: Shader Model 4 tokenized program (FXC).
    0x58454853:
      id: shex
      doc: Shader Model 5 tokenized program (FXC), same token format as SHDR.
    0x54415453:
      id: stat
      doc: Statistics (FXC, 29 or 37 u32), or in DXC output a reflection-only DXIL program.
    0x45434649:
      id: ifce
      doc: Interfaces and class linkage tables (FXC Shader Model 5 dynamic linkage).
    0x47424453:
      id: sdbg
      doc: Legacy debug information (old FXC `/Zi`); no public layout, kept as bytes.
    0x42445053:
      id: spdb
      doc: Embedded MSF 7.00 program database (d3dcompiler_47 `/Zi`); kept as bytes.
    0x396e6f41:
      id: aon9
      doc: Feature-level-9 shader (FXC `*_level_9_*`) - embedded Shader Model 2 bytecode and register mappings.
    0x53414e58:
      id: xnas
      doc: XNA shader (FXC level-9 vertex shaders) - same layout as Aon9.
    0x50414e58:
      id: xnap
      doc: XNA prepass shader (FXC level-9 vertex shaders) - same layout as Aon9.
    0x4642494c:
      id: libf
      doc: Library function (FXC `lib_*` targets) - a whole nested container, one per function.
    0x4842494c:
      id: libh
      doc: Library header (FXC `lib_*` targets) - creator and function list.
    0x3053464c:
      id: lfs0
      doc: Library function signature (FXC `lib_*` targets) - parameter descriptions.
    0x30315846:
      id: fx10
      doc: Effect (FXC `fx_4_0`, `fx_4_1`, `fx_5_0`) - the Effects 11 binary.
