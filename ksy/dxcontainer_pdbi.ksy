meta:
  id: dxcontainer_pdbi
  title: PDB information (PDBI) - zlib-compressed RDAT with how a shader was built
  license: CC0-1.0
  ks-version: '0.11'
  endian: le
  imports:
    - dxcontainer_rdat
doc: |
  The PDB-info part that DXC's PDB utilities read (`dxcpdbutils.cpp`) to
  learn a shader's sources, arguments, libraries and hash; it replaces the
  SRCI part. No public DXC code writes it (`WritePdbInfoPart` has no
  caller), so it comes from Microsoft's internal tooling. A 12-byte header
  (DxilShaderPDBInfo) precedes an RDAT blob holding the PdbInfo tables
  (DxilPdbInfoTable with one record, DxilPdbInfoSourceTable,
  DxilPdbInfoLibraryTable), zlib-compressed as DXC's writer always does, or
  stored as is.

  The stored bytes are kept in `payload` for the round trip; a compressed
  payload is decompressed and decoded in `inflated`. Decompression is bounded
  as in SRCI: the declared uncompressed size may not exceed 128 times the
  compressed size plus 4096 bytes, nor 256 MiB, and the inflated data must
  have exactly that size (dxfuzz's Python layer also stops inflating at that
  ratio whatever the header says).
doc-ref:
  - https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilContainer/DxilContainer.h
  - https://github.com/microsoft/DirectXShaderCompiler/blob/main/lib/DxilPdbInfo/DxilPdbInfoWriter.cpp
  - https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilContainer/RDAT_PdbInfoTypes.inl
seq:
  - id: version
    -orig-id: Version
    type: u2
    enum: pdb_info_version
    doc: DxilShaderPDBInfoVersion; 0 is the only one defined ("still subject to change").
  - id: compression_type
    -orig-id: CompressionType
    type: u2
    enum: compression_type
    doc: "How the payload is stored: 0 as is, 1 zlib-compressed (DXC's writer always compresses)."
  - id: len_payload
    -orig-id: SizeInBytes
    type: u4
    valid:
      max: 0x7fffffff
    doc: 'Size of the stored payload after this header. At most 2^31 - 1: larger than any container, so every target reads it alike.'
  - id: len_uncompressed
    -orig-id: UncompressedSizeInBytes
    -message:
      valid: "PDBI declared uncompressed size is more than 128 times the compressed size (+4096) or 256 MiB (refused as a decompression bomb)"
    type: u4
    valid:
      max: 'compression_type == compression_type::zlib ? (len_payload < 0x1fffe0 ? len_payload * 128 + 4096 : 0x10000000) : 0xffffffff'
    doc: |
      Size of the RDAT once decompressed. For zlib data it may not exceed
      128 times the compressed size plus 4096 bytes, nor 256 MiB (the
      smaller of the two: 256 MiB from a compressed size of 0x1fffe0 on).
  - id: payload
    -message:
      eof: "PDBI payload runs past the end of the part"
    size: len_payload
    type:
      switch-on: compression_type
      cases:
        'compression_type::uncompressed': dxcontainer_rdat
    doc: The stored payload, decoded as RDAT when uncompressed; zlib data stays bytes (see `inflated`).
  - id: tail
    size-eos: true
    doc: Part bytes after the payload (padding to 4).
instances:
  inflated:
    -message:
      eof: "PDBI compressed payload cannot be inflated"
    pos: 12
    size: len_payload
    process: zlib
    type: inflated_rdat(len_uncompressed)
    if: >-
      compression_type == compression_type::zlib and len_payload <= 0x7fffffff and
      len_uncompressed <= len_payload * 128 + 4096 and len_uncompressed <= 0x10000000
    doc: |
      The decompressed payload of a zlib PDBI (a view of `payload`). Only
      when the sizes passed their checks: a half-read part (as the Web IDE
      shows it) is not inflated.
types:
  inflated_rdat:
    doc: The decompressed RDAT.
    doc-ref: https://github.com/microsoft/DirectXShaderCompiler/blob/main/tools/clang/tools/dxcompiler/dxcpdbutils.cpp LoadFromPDBInfoPart
    params:
      - id: len_expected
        type: u4
        doc: The declared uncompressed size.
    seq:
      - id: len_check
        -message:
          valid: "PDBI decompressed payload does not have the declared uncompressed size"
        size: 0
        valid:
          eq: '_io.size == len_expected ? len_check : [0]'
        doc: (No data) The inflated size equals the declared `len_uncompressed` (else the field is compared with a byte it cannot be).
      - id: rdat
        type: dxcontainer_rdat
        doc: "The inflated payload decoded as RDAT: the DxilPdbInfo, DxilPdbInfoSource and DxilPdbInfoLibrary tables with their string buffer, index arrays and raw bytes."
enums:
  pdb_info_version:
    0: version_0
  compression_type:
    0: uncompressed
    1: zlib
