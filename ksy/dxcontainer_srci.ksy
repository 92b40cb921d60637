meta:
  id: dxcontainer_srci
  title: Shader source information (SRCI) - DXC PDB containers
  license: CC0-1.0
  ks-version: '0.11'
  endian: le
doc: |
  The sources a DXC shader was compiled from and its command line, stored
  in the DXBC container inside a DXC PDB (unless the sources went into the
  debug module with `-Qsource_in_debug_module`). All structures are packed.

  A header gives the total aligned size and the number of sections; each
  section (header: aligned size, flags, type) follows the previous one.
  DXC writes three, in this order: source names, source contents, arguments.
  Entry i of the names matches entry i of the contents. The contents may be
  zlib-compressed (DXC compresses them whenever miniz succeeds): the stored
  bytes are kept in `entries` for the round trip, and the decompressed
  entries are in `inflated`.

  Decompression is bounded: the declared uncompressed size may not exceed
  128 times the compressed size plus 4096 bytes (real sources compress 3 to
  10 times) nor 256 MiB, and the inflated data must have exactly the
  declared size (DXC's reader requires it); otherwise decoding fails.
  dxfuzz's Python layer (`dxfuzz/compression.py`) also stops inflating at
  that ratio whatever the header says, so a decompression bomb costs at most
  that much memory; Kaitai's own runtimes inflate without a bound.

  Every "aligned size" is relative to its own record, not to the part;
  padding is zeros. Names and contents are UTF-8, shown here as ISO-8859-1
  (one character per byte, never failing): encode back to ISO-8859-1 and
  decode as UTF-8 to read non-ASCII text.
doc-ref:
  - https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilContainer/DxilContainer.h
  - https://github.com/microsoft/DirectXShaderCompiler/blob/main/tools/clang/tools/dxcompiler/dxcshadersourceinfo.cpp
seq:
  - id: len_aligned
    -orig-id: AlignedSizeInBytes
    -message:
      valid: "SRCI aligned size smaller than its 8-byte header"
    type: u4
    valid:
      min: 8
      max: 0x7fffffff
    doc: 'Size of the source info including this header, a multiple of 4; DXC''s reader refuses a value larger than the part. At most 2^31 - 1: larger than any container, so every target reads it alike.'
  - id: flags
    -orig-id: Flags
    type: u2
    doc: Reserved, 0.
  - id: num_sections
    -orig-id: SectionCount
    type: u2
    doc: Number of sections (3 from DXC).
  - id: body
    -message:
      eof: "SRCI aligned size is larger than the part"
    size: len_aligned - 8
    type: sections(num_sections)
    doc: The sections, in the first `len_aligned` bytes.
  - id: tail
    size-eos: true
    doc: Part bytes after `len_aligned` (none from DXC).
types:
  sections:
    doc: The sections area (the first `len_aligned` bytes after the header).
    doc-ref: https://github.com/microsoft/DirectXShaderCompiler/blob/main/tools/clang/tools/dxcompiler/dxcshadersourceinfo.cpp SourceInfoReader::Init
    params:
      - id: num_sections
        type: u2
        doc: "How many section records to read: the header's `num_sections`."
    seq:
      - id: sections
        type: section
        repeat: expr
        repeat-expr: num_sections
        doc: The section records, each starting where the previous one's aligned size ends; DXC writes names, contents, then arguments.
      - id: padding
        size-eos: true
        doc: Bytes after the last section.
  section:
    doc: A section (DxilSourceInfoSection header and data).
    doc-ref: https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilContainer/DxilContainer.h DxilSourceInfoSection
    seq:
      - id: len_aligned
        -orig-id: AlignedSizeInBytes
        -message:
          valid: "SRCI section aligned size smaller than its 8-byte header"
        type: u4
        valid:
          min: 8
          max: 0x7fffffff
        doc: 'Size of the section including this 8-byte header and its padding, a multiple of 4. At most 2^31 - 1: larger than any container, so every target reads it alike.'
      - id: flags
        -orig-id: Flags
        type: u2
        doc: Reserved, 0.
      - id: section_type
        -orig-id: Type
        type: u2
        enum: section_type
        doc: "Kind of data in the section: 0 source contents, 1 source names, 2 compiler arguments (DxilSourceInfoSectionType)."
      - id: body
        -orig-id: Data
        size: len_aligned - 8
        type:
          switch-on: section_type
          cases:
            'section_type::source_names': source_names
            'section_type::source_contents': source_contents
            'section_type::args': args
        doc: The section data; an unknown type (DXC's reader skips it) stays bytes.
  source_names:
    doc: 'The file names (DxilSourceInfo_SourceNames, a 10-byte header: entries start 2 bytes past a multiple of 4).'
    doc-ref: https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilContainer/DxilContainer.h DxilSourceInfo_SourceNames
    seq:
      - id: flags
        -orig-id: Flags
        type: u4
        doc: Reserved, 0.
      - id: num_names
        -orig-id: Count
        type: u4
        doc: Number of files.
      - id: len_entries
        -orig-id: EntriesSizeInBytes
        type: u2
        doc: Bytes of all entries.
      - id: entries
        size: len_entries
        type: name_entries(num_names)
        doc: The DxilSourceInfo_SourceNamesEntry records, `len_entries` bytes in all.
      - id: padding
        size-eos: true
        doc: Section padding.
  name_entries:
    doc: The name entries (`len_entries` bytes).
    doc-ref: https://github.com/microsoft/DirectXShaderCompiler/blob/main/tools/clang/tools/dxcompiler/dxcshadersourceinfo.cpp SourceInfoReader::Init
    params:
      - id: num_entries
        type: u4
        doc: "How many name entries to read: the names section's `num_names`."
    seq:
      - id: entries
        type: name_entry
        repeat: expr
        repeat-expr: num_entries
        doc: One entry per file, the main file first, then the others sorted by name.
      - id: padding
        size-eos: true
        doc: Bytes after the last entry.
  name_entry:
    doc: One file name (DxilSourceInfo_SourceNamesEntry).
    doc-ref: https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilContainer/DxilContainer.h DxilSourceInfo_SourceNamesEntry
    seq:
      - id: len_aligned
        -orig-id: AlignedSizeInBytes
        -message:
          valid: "SRCI source name entry smaller than its 16-byte header"
        type: u4
        valid:
          min: 16
          max: 0x7fffffff
        doc: 'Size of the entry with this 16-byte header and padding, a multiple of 4. At most 2^31 - 1: larger than any container, so every target reads it alike.'
      - id: flags
        -orig-id: Flags
        type: u4
        doc: Reserved, 0.
      - id: len_name
        -orig-id: NameSizeInBytes
        type: u4
        valid:
          max: 0x7fffffff
        doc: 'Size of the name including its NUL. At most 2^31 - 1: larger than any container, so every target reads it alike.'
      - id: len_content
        -orig-id: ContentSizeInBytes
        type: u4
        valid:
          max: 0x7fffffff
        doc: 'Size of the file''s content including its NUL (the matching contents entry holds it). At most 2^31 - 1: larger than any container, so every target reads it alike.'
      - id: body
        -orig-id: Name
        size: len_aligned - 16
        type: sized_text(len_name)
        doc: The name and padding.
  sized_text:
    doc: A NUL-terminated text of known size (the size counts the NUL), then padding.
    doc-ref: https://github.com/microsoft/DirectXShaderCompiler/blob/main/tools/clang/tools/dxcompiler/dxcshadersourceinfo.cpp SourceInfoReader::Init
    params:
      - id: len_with_nul
        type: u4
        doc: Size of the text including its NUL (0 for no text at all).
    seq:
      - id: text
        size: len_with_nul - 1
        type: str
        encoding: ISO-8859-1
        if: len_with_nul > 0
        doc: The text (UTF-8 bytes).
      - id: terminator
        -message:
          valid: "SRCI source name or content is not NUL-terminated"
        type: u1
        valid: 0
        if: len_with_nul > 0
        doc: The NUL; DXC's reader refuses text that does not end with one.
      - id: padding
        size-eos: true
        doc: Zero padding to a multiple of 4 from the start of the record.
  source_contents:
    doc: The file contents (DxilSourceInfo_SourceContents, 20-byte header).
    doc-ref: https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilContainer/DxilContainer.h DxilSourceInfo_SourceContents
    seq:
      - id: len_aligned
        -orig-id: AlignedSizeInBytes
        type: u4
        valid:
          max: 0x7fffffff
        doc: 'Meant to be the size with this header; DXC leaves it 0. At most 2^31 - 1: larger than any container, so every target reads it alike.'
      - id: flags
        -orig-id: Flags
        type: u2
        doc: Reserved, 0.
      - id: compress_type
        -orig-id: CompressType
        type: u2
        enum: compress_type
        doc: How `entries` are stored.
      - id: len_entries
        -orig-id: EntriesSizeInBytes
        type: u4
        valid:
          max: 0x7fffffff
        doc: |
          Size in bytes of the stored (possibly zlib-compressed) entries that
          follow this 20-byte header. At most 2^31 - 1: larger than any
          container, so every target reads it alike.
      - id: len_entries_uncompressed
        -orig-id: UncompressedEntriesSizeInBytes
        -message:
          valid: "SRCI declared uncompressed size is more than 128 times the compressed size (+4096) or 256 MiB (refused as a decompression bomb)"
        type: u4
        valid:
          max: 'compress_type == compress_type::zlib ? (len_entries < 0x1fffe0 ? len_entries * 128 + 4096 : 0x10000000) : 0xffffffff'
        doc: |
          Size of the entries once decompressed. For zlib data it may not
          exceed 128 times the compressed size plus 4096 bytes, nor 256 MiB
          (see the top; the smaller of the two: 256 MiB from a compressed
          size of 0x1fffe0 on). DXC's reader requires it to equal `len_entries` when
          uncompressed.
      - id: num_entries
        -orig-id: Count
        type: u4
        doc: Number of entries (the number of files).
      - id: entries
        -orig-id: Entries
        size: len_entries
        type:
          switch-on: compress_type
          cases:
            'compress_type::none': content_entries(num_entries)
        doc: The stored entries, decoded when uncompressed; zlib data stays bytes (see `inflated`).
      - id: padding
        size-eos: true
        doc: Section padding.
    instances:
      inflated:
        -message:
          eof: "SRCI compressed contents cannot be inflated"
        pos: 20
        size: len_entries
        process: zlib
        type: inflated_contents(num_entries, len_entries_uncompressed)
        if: >-
          compress_type == compress_type::zlib and len_entries <= 0x7fffffff and
          len_entries_uncompressed <= len_entries * 128 + 4096 and len_entries_uncompressed <= 0x10000000
        doc: |
          The decompressed entries of zlib-compressed contents (a view of
          `entries`). Only when the sizes passed their checks: a half-read
          section (as the Web IDE shows it) is not inflated.
  inflated_contents:
    doc: The decompressed contents.
    doc-ref: https://github.com/microsoft/DirectXShaderCompiler/blob/main/tools/clang/tools/dxcompiler/dxcshadersourceinfo.cpp SourceInfoReader::Init
    params:
      - id: num_entries
        type: u4
        doc: "How many content entries to read: the contents section's `num_entries`."
      - id: len_expected
        type: u4
        doc: The declared uncompressed size.
    seq:
      - id: len_check
        -message:
          valid: "SRCI decompressed contents do not have the declared uncompressed size"
        size: 0
        valid:
          eq: '_io.size == len_expected ? len_check : [0]'
        doc: (No data) The inflated size equals the declared `len_entries_uncompressed` (else the field is compared with a byte it cannot be).
      - id: entries
        type: content_entries(num_entries)
        doc: The decompressed content entries, one per source file, in the order of the name entries.
  content_entries:
    doc: The content entries (stored, or decompressed).
    doc-ref: https://github.com/microsoft/DirectXShaderCompiler/blob/main/tools/clang/tools/dxcompiler/dxcshadersourceinfo.cpp SourceInfoReader::Init
    params:
      - id: num_entries
        type: u4
        doc: "How many content entries to read: the contents section's `num_entries`."
    seq:
      - id: entries
        type: content_entry
        repeat: expr
        repeat-expr: num_entries
        doc: One entry per file, in the order of the names.
      - id: padding
        size-eos: true
        doc: Bytes after the last entry.
  content_entry:
    doc: One file's content (DxilSourceInfo_SourceContentsEntry).
    doc-ref: https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilContainer/DxilContainer.h DxilSourceInfo_SourceContentsEntry
    seq:
      - id: len_aligned
        -orig-id: AlignedSizeInBytes
        -message:
          valid: "SRCI source content entry smaller than its 12-byte header"
        type: u4
        valid:
          min: 12
          max: 0x7fffffff
        doc: 'Size of the entry with this 12-byte header and padding, a multiple of 4. At most 2^31 - 1: larger than any container, so every target reads it alike.'
      - id: flags
        -orig-id: Flags
        type: u4
        doc: Reserved, 0.
      - id: len_content
        -orig-id: ContentSizeInBytes
        type: u4
        valid:
          max: 0x7fffffff
        doc: 'Size of the content including its NUL. At most 2^31 - 1: larger than any container, so every target reads it alike.'
      - id: body
        -orig-id: Content
        size: len_aligned - 12
        type: sized_text(len_content)
        doc: The content and padding.
  args:
    doc: The compiler arguments (DxilSourceInfo_Args, 12-byte header).
    doc-ref: https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilContainer/DxilContainer.h DxilSourceInfo_Args
    seq:
      - id: flags
        -orig-id: Flags
        type: u4
        doc: Reserved, 0.
      - id: len_args
        -orig-id: SizeInBytes
        type: u4
        valid:
          max: 0x7fffffff
        doc: 'Bytes of all argument pairs. At most 2^31 - 1: larger than any container, so every target reads it alike.'
      - id: num_args
        -orig-id: Count
        type: u4
        doc: Number of argument pairs.
      - id: pairs
        size: len_args
        type: arg_pairs
        doc: The `num_args` name/value string pairs, `len_args` bytes in all, with no padding between pairs.
      - id: padding
        size-eos: true
        doc: Section padding.
  arg_pairs:
    doc: The argument pairs (`len_args` bytes).
    doc-ref: https://github.com/microsoft/DirectXShaderCompiler/blob/main/tools/clang/tools/dxcompiler/dxcshadersourceinfo.cpp SourceInfoWriter::Write
    seq:
      - id: pairs
        type: arg_pair
        repeat: eos
        doc: Every name/value pair in the area, each pair two NUL-terminated strings.
  arg_pair:
    doc: |
      One argument: option name without its dash and value, each
      NUL-terminated. A positional argument (the source file) has an empty
      name; a joined option such as `-Wx` is stored whole in the name with an
      empty value.
    doc-ref: https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilContainer/DxilContainer.h DxilSourceInfo_Args
    seq:
      - id: name
        -orig-id: ArgName
        type: strz
        encoding: ISO-8859-1
        doc: Option name (`T`, `E`, `D`, `Zi`, ...).
      - id: value
        -orig-id: ArgValue
        type: strz
        encoding: ISO-8859-1
        doc: Option value, or empty.
enums:
  section_type:
    0: source_contents
    1: source_names
    2: args
  compress_type:
    0: none
    1: zlib
