meta:
  id: dxcontainer_program
  title: DXIL program part (DXIL, ILDB, and DXC's reflection STAT)
  license: CC0-1.0
  ks-version: '0.11'
  endian: le
  bit-endian: le
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
    if: _io.size >= 12
    doc: |
      Whether `dxil_magic` is `DXIL` (DXC refuses a program part without it;
      LLVM does not look). None for a part too short to hold the magic (a
      half-read part, as the Web IDE shows it).
  bitcode:
    -message:
      eof: "Bitcode extends beyond the end of the part"
    pos: 8 + ofs_bitcode
    size: len_bitcode
    type: llvm_bitcode
    if: len_bitcode > 0 and len_bitcode <= 0x7fffffff
    doc: |
      The LLVM bitcode, `len_bitcode` bytes at `ofs_bitcode` from the
      bitcode header (none when `len_bitcode` failed its check, in a
      half-read part the Web IDE shows).
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
      contents:
        -view: true
        pos: ofs_block + 8
        size: header.len_body
        type: block_contents(header.block_id.to_i, header.abbrev_width, 1)
        if: header.len_body > 0
        doc: |
          `body` read as a bitstream: the block's records, abbreviation
          definitions and sub-blocks, up to its first abbreviated record. A
          view (`-view`): the writer writes `body`, and dxfuzz's decoded tree
          leaves it out (its `module` is the decoded program).
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
  block_contents:
    doc: |
      The contents of one block as a bitstream: items, each starting with
      an abbreviation id `abbrev_width` bits wide, read from the least
      significant bit of each byte. Everything the stream defines by itself
      is decoded: END_BLOCK, sub-blocks (ENTER_SUBBLOCK, their length and
      contents, to nesting depth 4), abbreviation definitions
      (DEFINE_ABBREV) and unabbreviated records (UNABBREV_RECORD), which
      is all a BLOCKINFO block holds. An abbreviated record (id 4 and up)
      is laid out by an abbreviation defined earlier in this block or in
      BLOCKINFO, which a spec cannot look up: the items stop there (as they
      stop at an item that does not fit or is malformed), and
      `dxfuzz.bitcode` decodes the rest. Operand values are decoded up to
      53 bits (exact in every target); a longer VBR stops the items too.
    doc-ref: https://llvm.org/docs/BitCodeFormat.html#abbreviation-ids
    params:
      - id: block_id
        type: u4
        doc: The block's id (`block_id` enum), which names its record codes.
      - id: abbrev_width
        type: u1
        doc: Width in bits of the abbreviation ids in this block, from its ENTER_SUBBLOCK.
      - id: depth
        type: u1
        doc: Nesting depth of the block (1 for a top-level block).
    seq:
      - id: items
        type: 'bitstream_item(_index == 0 ? 0 : items[_index - 1].end_bit, abbrev_width, block_id, depth)'
        repeat: until
        repeat-until: _.is_last
        if: abbrev_width >= 2 and abbrev_width <= 32 and _io.size > 0
        doc: |
          The items in stream order, up to the END_BLOCK, the first
          abbreviated record, or the first item that does not fit.
  bitstream_item:
    doc: |
      One item of a block: an abbreviation id, then what that id says
      follows (nothing for END_BLOCK; block id, abbreviation width, length
      and contents for ENTER_SUBBLOCK; operand encodings for DEFINE_ABBREV;
      code and operands for UNABBREV_RECORD). Each field is read only if it
      fits in the block, so a damaged block ends the items instead of
      failing the part.
    doc-ref: https://github.com/llvm/llvm-project/blob/main/llvm/lib/Bitstream/Reader/BitstreamReader.cpp BitstreamCursor::readRecord
    params:
      - id: ofs_bit
        type: u8
        doc: Position of the item in the block's contents, in bits.
      - id: abbrev_width
        type: u1
        doc: Width in bits of the abbreviation id.
      - id: block_id
        type: u4
        doc: The id of the block holding the item.
      - id: depth
        type: u1
        doc: Nesting depth of that block.
    seq:
      - id: abbrev_id
        type:
          switch-on: abbrev_width
          cases:
            2: b2
            3: b3
            4: b4
            5: b5
            6: b6
            7: b7
            8: b8
            9: b9
            10: b10
            11: b11
            12: b12
            13: b13
            14: b14
            15: b15
            16: b16
            17: b17
            18: b18
            19: b19
            20: b20
            21: b21
            22: b22
            23: b23
            24: b24
            25: b25
            26: b26
            27: b27
            28: b28
            29: b29
            30: b30
            31: b31
            32: b32
        if: has_abbrev_id
        doc: 0 END_BLOCK, 1 ENTER_SUBBLOCK, 2 DEFINE_ABBREV, 3 UNABBREV_RECORD, 4 and up an abbreviation of this block.
      - id: new_block_id
        -orig-id: BlockID
        type: vbr(8, ofs_bit + abbrev_width)
        if: kind == item_kind::enter_subblock
        doc: ENTER_SUBBLOCK - the id of the sub-block (vbr8).
      - id: new_abbrev_width
        -orig-id: CodeLen
        type: vbr(4, new_block_id.end_bit)
        if: kind == item_kind::enter_subblock and new_block_id.is_complete
        doc: ENTER_SUBBLOCK - the width of the abbreviation ids inside the sub-block (vbr4).
      - id: subblock
        type: subblock(new_abbrev_width.end_bit, new_block_id.value, new_abbrev_width.value, depth + 1)
        if: kind == item_kind::enter_subblock and new_block_id.is_complete and new_abbrev_width.is_complete
        doc: ENTER_SUBBLOCK - the sub-block's length and contents.
      - id: num_abbrev_ops
        -orig-id: NumOpInfo
        type: vbr(5, ofs_bit + abbrev_width)
        if: kind == item_kind::define_abbrev
        doc: DEFINE_ABBREV - how many operand encodings follow (vbr5).
      - id: abbrev_ops
        type: 'abbrev_op(_index == 0 ? num_abbrev_ops.end_bit : abbrev_ops[_index - 1].end_bit)'
        repeat: until
        repeat-until: not _.is_complete or abbrev_ops.size >= num_abbrev_ops.value
        if: kind == item_kind::define_abbrev and num_abbrev_ops.is_complete and num_abbrev_ops.value > 0
        doc: DEFINE_ABBREV - the encoding of each operand of records written with this abbreviation.
      - id: code
        -orig-id: Code
        type: vbr(6, ofs_bit + abbrev_width)
        if: kind == item_kind::unabbrev_record
        doc: UNABBREV_RECORD - the record code (vbr6), whose meaning depends on the block.
      - id: num_ops
        -orig-id: NumElts
        type: vbr(6, code.end_bit)
        if: kind == item_kind::unabbrev_record and code.is_complete
        doc: UNABBREV_RECORD - how many operands follow (vbr6).
      - id: ops
        type: 'vbr(6, _index == 0 ? num_ops.end_bit : ops[_index - 1].end_bit)'
        repeat: until
        repeat-until: not _.is_complete or ops.size >= num_ops.value
        if: kind == item_kind::unabbrev_record and code.is_complete and num_ops.is_complete and num_ops.value > 0
        doc: UNABBREV_RECORD - the operands (vbr6 each).
    instances:
      has_abbrev_id:
        value: ofs_bit + abbrev_width <= _io.size * 8
        doc: Whether an abbreviation id fits before the end of the block.
      kind:
        value: 'not has_abbrev_id ? 5 : abbrev_id < 4 ? abbrev_id : 4'
        enum: item_kind
        doc: What the abbreviation id makes of this item.
      is_complete:
        value: |
          kind == item_kind::end_block or kind == item_kind::abbreviated_record
          or (kind == item_kind::enter_subblock and new_block_id.is_complete
              and new_abbrev_width.is_complete and subblock.is_complete)
          or (kind == item_kind::define_abbrev and num_abbrev_ops.is_complete
              and (num_abbrev_ops.value == 0 or abbrev_ops.last.is_complete))
          or (kind == item_kind::unabbrev_record and code.is_complete and num_ops.is_complete
              and (num_ops.value == 0 or ops.last.is_complete))
        doc: Whether every field of the item was read and is well-formed.
      end_bit:
        value: |
          not is_complete ? _io.size * 8
          : kind == item_kind::enter_subblock ? subblock.end_bit
          : kind == item_kind::define_abbrev ? (num_abbrev_ops.value == 0 ? num_abbrev_ops.end_bit : abbrev_ops.last.end_bit)
          : kind == item_kind::unabbrev_record ? (num_ops.value == 0 ? num_ops.end_bit : ops.last.end_bit)
          : ofs_bit + abbrev_width
        doc: Where the item ends, in bits (the end of the block for one that is not complete).
      is_last:
        value: |
          not is_complete or kind == item_kind::end_block or kind == item_kind::abbreviated_record
          or end_bit + abbrev_width > _io.size * 8
        doc: Whether the items end here (END_BLOCK, an abbreviated record, an item that does not fit, or no room for another).
      record_code:
        value: code.value
        if: kind == item_kind::unabbrev_record and code.is_complete
        doc: UNABBREV_RECORD - the record code as a number.
      blockinfo_code:
        value: code.value
        enum: blockinfo_code
        if: block_id == 0 and kind == item_kind::unabbrev_record and code.is_complete
        doc: UNABBREV_RECORD in BLOCKINFO - the record's meaning.
      module_code:
        value: code.value
        enum: module_code
        if: block_id == 8 and kind == item_kind::unabbrev_record and code.is_complete
        doc: UNABBREV_RECORD in MODULE_BLOCK - the record's meaning.
  subblock:
    doc: |
      The rest of an ENTER_SUBBLOCK after its abbreviation id, block id and
      abbreviation width: zero bits up to the next 32-bit boundary, the
      length in 32-bit words, then the contents (a type of its own so that
      only a sub-block's fields start a fresh byte).
    doc-ref: https://github.com/llvm/llvm-project/blob/main/llvm/lib/Bitstream/Reader/BitstreamReader.cpp BitstreamCursor::EnterSubBlock
    params:
      - id: ofs_bit
        type: u8
        doc: Where the sub-block's header fields end in the parent's contents, in bits.
      - id: block_id
        type: u4
        doc: The sub-block's id.
      - id: abbrev_width
        type: u4
        doc: Width of the abbreviation ids inside the sub-block.
      - id: depth
        type: u1
        doc: Nesting depth of the sub-block.
    seq:
      - id: alignment
        type: b1
        repeat: expr
        repeat-expr: ofs_len_words * 8 - ofs_bit
        if: has_len_words
        doc: The bits up to the next 32-bit boundary (zeros), read one by one so the length word starts a fresh byte in every target.
      - id: len_words
        -orig-id: NumWords
        type: u4
        if: has_len_words
        doc: Length of the sub-block's contents in 32-bit words.
      - id: body
        size: len_words * 4
        type:
          switch-on: is_body_decoded
          cases:
            true: block_contents(block_id, abbrev_width, depth)
        if: is_complete
        doc: |
          The sub-block's contents, decoded when its abbreviation width is 2
          to 32 and it is nested at most 4 deep, else kept as bytes.
    instances:
      ofs_len_words:
        value: (ofs_bit + 31) / 32 * 4
        doc: Where the length word is, in bytes (the next 32-bit boundary).
      has_len_words:
        value: ofs_len_words + 4 <= _io.size
        doc: Whether the length word fits in the parent's contents.
      is_complete:
        value: has_len_words and len_words <= (_io.size - ofs_len_words - 4) / 4
        doc: Whether the length word and the contents it counts fit in the parent's contents.
      is_body_decoded:
        value: depth <= 4 and abbrev_width >= 2 and abbrev_width <= 32
        doc: Whether `body` is decoded (else it is kept as bytes).
      end_bit:
        value: (ofs_len_words + 4 + len_words * 4) * 8
        if: is_complete
        doc: Where the sub-block ends in the parent's contents, in bits.
  abbrev_op:
    doc: |
      One operand encoding of a DEFINE_ABBREV: a literal value, or an
      encoding (fixed width, VBR, array, char6, blob) with its width for
      fixed and VBR.
    doc-ref: https://github.com/llvm/llvm-project/blob/main/llvm/lib/Bitstream/Reader/BitstreamReader.cpp BitstreamCursor::ReadAbbrevRecord
    params:
      - id: ofs_bit
        type: u8
        doc: Position of the operand encoding in the block's contents, in bits.
    seq:
      - id: head
        type: abbrev_op_head(ofs_bit)
        doc: The literal flag and, for an encoding, its 3-bit code.
      - id: literal_value
        type: vbr(8, ofs_bit + 1)
        if: head.is_read and head.is_literal
        doc: The literal's value (vbr8), the same in every record using the abbreviation.
      - id: width
        type: vbr(5, ofs_bit + 4)
        if: has_width
        doc: FIXED and VBR - the width in bits (vbr5).
    instances:
      has_width:
        value: head.is_read and not head.is_literal and (head.encoding == abbrev_encoding::fixed or head.encoding == abbrev_encoding::vbr)
        doc: Whether the encoding is one that takes a width.
      is_complete:
        value: |
          head.is_read
          and (head.is_literal ? literal_value.is_complete
               : head.encoding.to_i >= 1 and head.encoding.to_i <= 5
                 and (not has_width or width.is_complete))
        doc: Whether the operand encoding was read whole and names a known encoding.
      end_bit:
        value: |
          not is_complete ? _io.size * 8
          : head.is_literal ? literal_value.end_bit
          : has_width ? width.end_bit : ofs_bit + 4
        doc: Where the operand encoding ends, in bits.
  abbrev_op_head:
    doc: |
      The bits that start an operand encoding: the literal flag, then for
      an encoding its 3-bit code (a type of its own so that the fields
      after it are read on from the same bit).
    doc-ref: https://github.com/llvm/llvm-project/blob/main/llvm/lib/Bitstream/Reader/BitstreamReader.cpp BitstreamCursor::ReadAbbrevRecord
    params:
      - id: ofs_bit
        type: u8
        doc: Position of the operand encoding in the block's contents, in bits.
    seq:
      - id: is_literal
        -orig-id: IsLiteral
        type: b1
        if: ofs_bit + 1 <= _io.size * 8
        doc: Whether the operand is a literal (its value follows) rather than an encoding.
      - id: encoding
        -orig-id: E
        type: b3
        enum: abbrev_encoding
        if: ofs_bit + 4 <= _io.size * 8 and not is_literal
        doc: How the operand is encoded (3 bits).
    instances:
      is_read:
        value: ofs_bit + 1 <= _io.size * 8 and (is_literal or ofs_bit + 4 <= _io.size * 8)
        doc: Whether the flag and, for an encoding, its code fit in the block.
  vbr:
    doc: |
      A variable bit-rate number: chunks of `width` bits, each holding
      `width - 1` bits of the value (least significant chunk first) and a
      top bit saying whether another chunk follows. Read as far as it fits
      in the block, for at most 64 bits of value (LLVM's limit); a number
      of 2^53 or more is not complete (its value would not be exact in
      every target).
    doc-ref: https://llvm.org/docs/BitCodeFormat.html#variable-width-integer
    params:
      - id: width
        type: u1
        doc: Bits per chunk (4, 5, 6 or 8 here).
      - id: ofs_bit
        type: u8
        doc: Position of the number in the block's contents, in bits.
    seq:
      - id: chunks
        type: 'vbr_chunk(width, ofs_bit + _index * width, _index == 0 ? 1 : chunks[_index - 1].scale * (1 << (width - 1)), _index == 0 ? 0 : chunks[_index - 1].value_so_far)'
        repeat: until
        repeat-until: not _.is_exact or not _.has_more or chunks.size * (width - 1) >= 64
        doc: The chunks, least significant first.
    instances:
      is_complete:
        value: chunks.last.is_exact and not chunks.last.has_more
        doc: Whether the last chunk was read, ends the number, and leaves it below 2^53.
      value:
        value: chunks.last.value_so_far
        if: is_complete
        doc: The number.
      end_bit:
        value: ofs_bit + chunks.size * width
        doc: Where the number ends, in bits.
  vbr_chunk:
    doc: One chunk of a VBR number.
    doc-ref: https://llvm.org/docs/BitCodeFormat.html#variable-width-integer
    params:
      - id: width
        type: u1
        doc: Bits in the chunk, the continuation bit included.
      - id: ofs_bit
        type: u8
        doc: Position of the chunk, in bits.
      - id: scale
        type: u8
        doc: What the chunk's payload is worth (2 to the power of the bits of value before it).
      - id: value_before
        type: u8
        doc: The value of the chunks before this one (below 2^53).
    seq:
      - id: payload
        type:
          switch-on: width
          cases:
            4: b3
            5: b4
            6: b5
            8: b7
        if: fits
        doc: The chunk's bits of the value.
      - id: has_more
        type: b1
        if: fits
        doc: Whether another chunk follows.
    instances:
      fits:
        value: ofs_bit + width <= _io.size * 8
        doc: Whether the chunk fits before the end of the block.
      is_exact:
        value: fits and payload * scale < 9007199254740992 - value_before
        doc: Whether the chunk was read and the value up to it stays below 2^53.
      value_so_far:
        value: value_before + payload * scale
        if: is_exact
        doc: The value of the chunks up to this one.
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
  item_kind:
    0:
      id: end_block
      -orig-id: END_BLOCK
      doc: The end of the block (the contents are then padded to 32 bits).
    1:
      id: enter_subblock
      -orig-id: ENTER_SUBBLOCK
      doc: A nested block.
    2:
      id: define_abbrev
      -orig-id: DEFINE_ABBREV
      doc: An abbreviation definition.
    3:
      id: unabbrev_record
      -orig-id: UNABBREV_RECORD
      doc: A record with its code, operand count and operands as vbr6 numbers.
    4:
      id: abbreviated_record
      doc: A record laid out by an abbreviation (decoded by dxfuzz.bitcode, not by this spec).
    5:
      id: beyond_end
      doc: No room for another abbreviation id before the end of the block.
  abbrev_encoding:
    1:
      id: fixed
      -orig-id: Fixed
      doc: A fixed-width field.
    2:
      id: vbr
      -orig-id: VBR
      doc: A variable bit-rate field.
    3:
      id: array
      -orig-id: Array
      doc: A vbr6 count, then that many elements in the next operand's encoding.
    4:
      id: char6
      -orig-id: Char6
      doc: A 6-bit character of [a-zA-Z0-9._].
    5:
      id: blob
      -orig-id: Blob
      doc: A vbr6 byte count, 32-bit alignment, the bytes, 32-bit alignment.
  blockinfo_code:
    1:
      id: setbid
      -orig-id: BLOCKINFO_CODE_SETBID
      doc: The block id the abbreviations and names that follow are for.
    2:
      id: blockname
      -orig-id: BLOCKINFO_CODE_BLOCKNAME
      doc: The block's name, one character per operand.
    3:
      id: setrecordname
      -orig-id: BLOCKINFO_CODE_SETRECORDNAME
      doc: A record code, then its name one character per operand.
  module_code:
    1:
      id: version
      -orig-id: MODULE_CODE_VERSION
      doc: The module's bitcode version (1 in DXIL, relative value ids).
    2:
      id: triple
      -orig-id: MODULE_CODE_TRIPLE
      doc: The target triple, one character per operand (dxil-ms-dx).
    3:
      id: datalayout
      -orig-id: MODULE_CODE_DATALAYOUT
      doc: The data layout string, one character per operand.
    4:
      id: asm
      -orig-id: MODULE_CODE_ASM
      doc: Module-level inline assembly.
    5:
      id: section_name
      -orig-id: MODULE_CODE_SECTIONNAME
      doc: A section name.
    6:
      id: deplib
      -orig-id: MODULE_CODE_DEPLIB
      doc: A dependent library (unused since LLVM 3.4).
    7:
      id: global_var
      -orig-id: MODULE_CODE_GLOBALVAR
      doc: A global variable.
    8:
      id: function
      -orig-id: MODULE_CODE_FUNCTION
      doc: A function declaration or definition.
    9:
      id: alias_old
      -orig-id: MODULE_CODE_ALIAS_OLD
      doc: A global alias (LLVM 3.7's form).
    11:
      id: gc_name
      -orig-id: MODULE_CODE_GCNAME
      doc: A garbage collector name.
    12:
      id: comdat
      -orig-id: MODULE_CODE_COMDAT
      doc: A COMDAT group.
    13:
      id: vst_offset
      -orig-id: MODULE_CODE_VSTOFFSET
      doc: Offset of the module's value symbol table (LLVM 3.8 and later).
    14:
      id: alias
      -orig-id: MODULE_CODE_ALIAS
      doc: A global alias (LLVM 3.8 and later).
    15:
      id: metadata_values_unused
      -orig-id: MODULE_CODE_METADATA_VALUES_UNUSED
      doc: Unused.
    16:
      id: source_filename
      -orig-id: MODULE_CODE_SOURCE_FILENAME
      doc: The source file name.
    17:
      id: hash
      -orig-id: MODULE_CODE_HASH
      doc: The module's hash.
