meta:
  id: dxcontainer_program
  title: DXIL program part (DXIL, ILDB, and DXC's reflection STAT)
  license: CC0-1.0
  ks-version: '0.11'
  endian: le
  imports:
    - dxcontainer_psv0
doc: |
  A DXIL program: the part that holds a Shader Model 6 shader as LLVM
  bitcode. DXC and the clang/LLVM DirectX backend write it as `DXIL`; DXC's
  `ILDB` is the same program with its debug metadata kept (`-Qembed_debug`,
  PDB containers), and DXC's `STAT` is the same module with every function
  body removed, kept for reflection. All three have this layout:

  * a program header: shader model version, shader kind, part size in
    DWORDs;
  * a bitcode header: the magic `DXIL`, the DXIL version, and the offset and
    size of the bitcode, the offset counted from the bitcode header (byte 8);
  * the LLVM bitcode (the LLVM 3.7 format, without a wrapper header), and
    padding up to the end of the part.

  The bitcode is an LLVM bitstream; this spec checks its magic `BC C0 DE`
  and lists its top-level blocks (normally one MODULE_BLOCK), decoding only
  their headers. Nothing here requires the `DXIL` magic: LLVM's yaml2obj
  writes ILDB parts of zeros and obj2yaml reads them, so the magic is shown
  (`has_dxil_magic`) rather than enforced.
doc-ref:
  - https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilContainer/DxilContainer.h
  - https://github.com/llvm/llvm-project/blob/main/llvm/include/llvm/BinaryFormat/DXContainer.h
  - https://llvm.org/docs/BitCodeFormat.html
# LLVM reads the program header with readStruct (DirectX::DXContainer::parseDXILHeader).
-message:
  eof: "Reading structure out of file bounds"
seq:
  - id: program_version
    -orig-id: Version
    type: u1
    doc: |
      Shader model version: bits 0-3 the minor version, bits 4-7 the major
      version (0x65 = 6.5). The validator requires it to match the module's
      shader model.
  - id: reserved
    -orig-id: Unused
    type: u1
    doc: Bits 8-15 of DXC's 32-bit program version word; zero.
  - id: shader_kind
    -orig-id: ShaderKind
    type: u2
    enum: dxcontainer_psv0::shader_kind
    doc: The pipeline stage or program type (DXIL::ShaderKind), bits 16-31 of the program version word.
  - id: len_dwords
    -orig-id: SizeInUint32
    type: u4
    doc: |
      Size of the whole part in DWORDs, headers and padding included. DXC
      writes part size / 4; LLVM's unit tests and yaml2obj files do not
      always agree with the part size, and readers do not check it.
  - id: dxil_magic
    -orig-id: DxilMagic
    size: 4
    doc: The ASCII bytes `DXIL` in every program DXC writes (see `has_dxil_magic`).
  - id: dxil_version_minor
    -orig-id: MinorVersion
    type: u1
    doc: DXIL version, minor part (DXC stores the version as the u32 (major << 8) | minor).
  - id: dxil_version_major
    -orig-id: MajorVersion
    type: u1
    doc: DXIL version, major part; 1 for every DXIL version so far.
  - id: dxil_version_reserved
    -orig-id: Unused
    type: u2
    doc: Upper half of DXC's 32-bit DXIL version word; zero.
  - id: ofs_bitcode
    -orig-id: BitcodeOffset
    type: u4
    doc: |
      Offset of the bitcode from the start of the bitcode header, that is
      from byte 8 of the part; DXC always writes 16 (the bitcode follows the
      headers).
  - id: len_bitcode
    -orig-id: BitcodeSize
    type: u4
    valid:
      max: 0x7fffffff
    doc: 'Size of the bitcode in bytes, without padding. At most 2^31 - 1: larger than any container, so every target reads it alike.'
instances:
  shader_model_major:
    value: program_version >> 4
    doc: Major shader model version (6 for every DXIL program).
  shader_model_minor:
    value: program_version & 0xf
    doc: Minor shader model version.
  has_dxil_magic:
    value: dxil_magic == [0x44, 0x58, 0x49, 0x4c]
    doc: Whether `dxil_magic` is `DXIL` (DXC refuses a program part without it; LLVM does not look).
  bitcode:
    -message:
      eof: "Bitcode extends beyond the end of the part"
    pos: 8 + ofs_bitcode
    size: len_bitcode
    type: llvm_bitcode
    if: len_bitcode > 0
    doc: The LLVM bitcode, `len_bitcode` bytes at `ofs_bitcode` from the bitcode header.
  padding:
    pos: 8 + ofs_bitcode + len_bitcode
    size-eos: true
    doc: |
      The bytes after the bitcode up to the end of the part: zeros that pad
      the part to a multiple of 4 (none in DXC output, whose bitcode size is
      always a multiple of 4), kept as they are.
types:
  llvm_bitcode:
    doc: |
      An LLVM bitstream with the bitcode magic: 32-bit words read from their
      least significant bit, a 2-bit abbreviation id at the top level, and a
      sequence of top-level blocks, each entered with ENTER_SUBBLOCK (id 1):
      the block id as a vbr8, the block's abbreviation width as a vbr4, zero
      bits up to the next 32-bit boundary, then the block length in 32-bit
      words. Only these headers are decoded; the listing stops at the first
      word that does not start a well-formed block that fits in the data,
      and whatever follows is kept in `trailing`.
    doc-ref: https://llvm.org/docs/BitCodeFormat.html#bitstream-format
    seq:
      - id: magic
        -message:
          valid: "Bitcode does not start with the LLVM bitcode magic BC C0 DE"
        contents: [0x42, 0x43, 0xc0, 0xde]
        doc: The LLVM bitcode magic `BC` 0xC0DE (LLVM 3.7 bitcode as DXIL uses it has no wrapper header).
      - id: blocks
        type: block(_io.pos)
        repeat: until
        repeat-until: not _.next_is_block
        if: first_is_block
        doc: The top-level blocks, in file order (DXC writes a single MODULE_BLOCK).
      - id: trailing
        size-eos: true
        doc: Bytes after the last well-formed top-level block (none in real bitcode).
    instances:
      first_header:
        pos: 4
        type: block_header(4)
        if: _io.size >= 12
        doc: The header the first top-level block would have, looked at before it is read.
      first_is_block:
        value: _io.size >= 12 and first_header.is_block
        doc: Whether the bitcode starts with a well-formed top-level block.
  block:
    doc: One top-level block of the bitstream, its contents kept as bytes.
    doc-ref: https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/llvm/Bitcode/BitstreamWriter.h BitstreamWriter::EnterSubblock
    params:
      - id: ofs_block
        type: u4
        doc: Position of the block in the bitcode.
    seq:
      - id: header
        type: block_header(ofs_block)
        doc: The ENTER_SUBBLOCK record and the block length.
      - id: body
        size: header.len_body
        doc: The block's contents (records and nested blocks), up to and including its END_BLOCK.
    instances:
      next_header:
        pos: ofs_block + 8 + header.len_body
        type: block_header(ofs_block + 8 + header.len_body)
        if: ofs_block + 16 + header.len_body <= _io.size
        doc: The header of the next top-level block, looked at before it is read.
      next_is_block:
        value: ofs_block + 16 + header.len_body <= _io.size and next_header.is_block
        doc: Whether another well-formed top-level block follows this one.
  block_header:
    doc: |
      The start of a top-level block: one 32-bit word holding the 2-bit
      abbreviation id (1 = ENTER_SUBBLOCK), the block id (vbr8) and the new
      abbreviation width (vbr4) followed by zero bits, then the block length.
      Block ids up to 2^21 and widths up to 63 are decoded; a header whose
      fields do not fit in the first word is not taken for a block.
    doc-ref: https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/llvm/Bitcode/BitstreamWriter.h BitstreamWriter::EnterSubblock
    params:
      - id: ofs_header
        type: u4
        doc: Position of this header in the bitcode.
    seq:
      - id: code
        type: u4
        doc: The abbreviation id, block id and abbreviation width bit fields, then zero bits to the 32-bit boundary.
      - id: len_words
        type: u4
        doc: Length of the block's contents in 32-bit words.
    instances:
      abbrev_id:
        value: code & 3
        doc: The abbreviation id; 1 (ENTER_SUBBLOCK) for a block.
      id_chunk0:
        value: (code >> 2) & 0xff
        doc: First 8-bit chunk of the vbr8 block id (bit 7 = more chunks follow).
      id_chunk1:
        value: (code >> 10) & 0xff
        doc: Second chunk of the vbr8 block id, if the first has its continuation bit.
      id_chunk2:
        value: (code >> 18) & 0xff
        doc: Third chunk of the vbr8 block id, if the second has its continuation bit.
      num_id_chunks:
        value: '(id_chunk0 & 0x80) == 0 ? 1 : (id_chunk1 & 0x80) == 0 ? 2 : (id_chunk2 & 0x80) == 0 ? 3 : 0'
        doc: Number of vbr8 chunks of the block id (0 = more than this decoder reads).
      block_id:
        value: '(id_chunk0 & 0x7f) | (num_id_chunks >= 2 ? (id_chunk1 & 0x7f) << 7 : 0) | (num_id_chunks == 3 ? (id_chunk2 & 0x7f) << 14 : 0)'
        enum: block_id
        doc: The block id (8 = MODULE_BLOCK).
      width_chunk0:
        value: (code >> (2 + 8 * num_id_chunks)) & 0xf
        doc: First 4-bit chunk of the vbr4 abbreviation width.
      width_chunk1:
        value: '(code >> (6 + 8 * num_id_chunks)) & 0xf'
        doc: Second chunk of the vbr4 abbreviation width, if the first has its continuation bit.
      num_width_chunks:
        value: '(width_chunk0 & 8) == 0 ? 1 : (num_id_chunks <= 2 and (width_chunk1 & 8) == 0) ? 2 : 0'
        doc: Number of vbr4 chunks of the abbreviation width (0 = does not fit in the first word).
      abbrev_width:
        value: '(width_chunk0 & 7) | (num_width_chunks == 2 ? (width_chunk1 & 7) << 3 : 0)'
        doc: Width in bits of the abbreviation ids inside the block.
      is_block:
        value: 'abbrev_id == 1 and num_id_chunks != 0 and num_width_chunks != 0 and len_words <= (_io.size - ofs_header - 8) / 4'
        doc: Whether this is a well-formed ENTER_SUBBLOCK whose contents fit in the bitcode.
      len_body:
        value: 'is_block ? len_words * 4 : 0'
        doc: Size of the block's contents in bytes (0 when this is not a block).
enums:
  block_id:
    0:
      id: blockinfo
      doc: BLOCKINFO_BLOCK - abbreviations shared by other blocks.
    8:
      id: module
      doc: MODULE_BLOCK - the module (DXIL's only top-level block).
    9:
      id: paramattr
      doc: PARAMATTR_BLOCK.
    10:
      id: paramattr_group
      doc: PARAMATTR_GROUP_BLOCK_ID.
    11:
      id: constants
      doc: CONSTANTS_BLOCK.
    12:
      id: function
      doc: FUNCTION_BLOCK.
    13:
      id: identification
      doc: IDENTIFICATION_BLOCK (LLVM 3.8 and later, before the module block).
    14:
      id: value_symtab
      doc: VALUE_SYMTAB_BLOCK.
    15:
      id: metadata
      doc: METADATA_BLOCK.
    16:
      id: metadata_attachment
      doc: METADATA_ATTACHMENT.
    17:
      id: type_new
      doc: TYPE_BLOCK_ID_NEW.
    18:
      id: uselist
      doc: USELIST_BLOCK.
    19:
      id: module_strtab
      doc: MODULE_STRTAB_BLOCK.
    20:
      id: globalval_summary
      doc: GLOBALVAL_SUMMARY_BLOCK.
    21:
      id: operand_bundle_tags
      doc: OPERAND_BUNDLE_TAGS_BLOCK.
    22:
      id: metadata_kind
      doc: METADATA_KIND_BLOCK.
    23:
      id: strtab
      doc: STRTAB_BLOCK (LLVM 5 and later, after the module block).
    24:
      id: full_lto_globalval_summary
      doc: FULL_LTO_GLOBALVAL_SUMMARY_BLOCK.
    25:
      id: symtab
      doc: SYMTAB_BLOCK (LLVM 5 and later).
    26:
      id: sync_scope_names
      doc: SYNC_SCOPE_NAMES_BLOCK.
