# This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild
# type: ignore

import kaitaistruct
from kaitaistruct import KaitaiStruct, KaitaiStream, BytesIO
import dxcontainer_psv0
from enum import IntEnum


if getattr(kaitaistruct, 'API_VERSION', (0, 9)) < (0, 11):
    raise Exception("Incompatible Kaitai Struct Python API: 0.11 or later is required, but you have %s" % (kaitaistruct.__version__))

class DxcontainerProgram(KaitaiStruct):
    """A DXIL program: the part that holds a Shader Model 6 shader as LLVM
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
    
    .. seealso::
       Source - https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilContainer/DxilContainer.h
    
    
    .. seealso::
       Source - https://github.com/llvm/llvm-project/blob/main/llvm/include/llvm/BinaryFormat/DXContainer.h
    
    
    .. seealso::
       Source - https://llvm.org/docs/BitCodeFormat.html
    """

    class BlockId(IntEnum):
        blockinfo = 0
        module = 8
        paramattr = 9
        paramattr_group = 10
        constants = 11
        function = 12
        identification = 13
        value_symtab = 14
        metadata = 15
        metadata_attachment = 16
        type_new = 17
        uselist = 18
        module_strtab = 19
        globalval_summary = 20
        operand_bundle_tags = 21
        metadata_kind = 22
        strtab = 23
        full_lto_globalval_summary = 24
        symtab = 25
        sync_scope_names = 26
    def __init__(self, _io, _parent=None, _root=None):
        super(DxcontainerProgram, self).__init__(_io)
        self._parent = _parent
        self._root = _root or self
        self._read()

    def _read(self):
        self.program_version = self._io.read_u1()
        self.reserved = self._io.read_u1()
        self.shader_kind = KaitaiStream.resolve_enum(dxcontainer_psv0.DxcontainerPsv0.ShaderKind, self._io.read_u2le())
        self.len_dwords = self._io.read_u4le()
        self.dxil_magic = self._io.read_bytes(4)
        self.dxil_version_minor = self._io.read_u1()
        self.dxil_version_major = self._io.read_u1()
        self.dxil_version_reserved = self._io.read_u2le()
        self.ofs_bitcode = self._io.read_u4le()
        self.len_bitcode = self._io.read_u4le()
        if not self.len_bitcode <= 2147483647:
            raise kaitaistruct.ValidationGreaterThanError(2147483647, self.len_bitcode, self._io, u"/seq/9")


    def _fetch_instances(self):
        pass
        _ = self.bitcode
        if hasattr(self, '_m_bitcode'):
            pass
            self._m_bitcode._fetch_instances()

        _ = self.padding
        if hasattr(self, '_m_padding'):
            pass


    class Block(KaitaiStruct):
        """One top-level block of the bitstream, its contents kept as bytes.
        
        .. seealso::
           BitstreamWriter::EnterSubblock - https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/llvm/Bitcode/BitstreamWriter.h
        """
        def __init__(self, ofs_block, _io, _parent=None, _root=None):
            super(DxcontainerProgram.Block, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self.ofs_block = ofs_block
            self._read()

        def _read(self):
            self.header = DxcontainerProgram.BlockHeader(self.ofs_block, self._io, self, self._root)
            self.body = self._io.read_bytes(self.header.len_body)


        def _fetch_instances(self):
            pass
            self.header._fetch_instances()
            _ = self.next_header
            if hasattr(self, '_m_next_header'):
                pass
                self._m_next_header._fetch_instances()


        @property
        def next_header(self):
            """The header of the next top-level block, looked at before it is read."""
            if hasattr(self, '_m_next_header'):
                return self._m_next_header

            if (self.ofs_block + 16) + self.header.len_body <= self._io.size():
                pass
                _pos = self._io.pos()
                self._io.seek((self.ofs_block + 8) + self.header.len_body)
                self._m_next_header = DxcontainerProgram.BlockHeader((self.ofs_block + 8) + self.header.len_body, self._io, self, self._root)
                self._io.seek(_pos)

            return getattr(self, '_m_next_header', None)

        @property
        def next_is_block(self):
            """Whether another well-formed top-level block follows this one."""
            if hasattr(self, '_m_next_is_block'):
                return self._m_next_is_block

            self._m_next_is_block =  (((self.ofs_block + 16) + self.header.len_body <= self._io.size()) and (self.next_header.is_block)) 
            return getattr(self, '_m_next_is_block', None)


    class BlockHeader(KaitaiStruct):
        """The start of a top-level block: one 32-bit word holding the 2-bit
        abbreviation id (1 = ENTER_SUBBLOCK), the block id (vbr8) and the new
        abbreviation width (vbr4) followed by zero bits, then the block length.
        Block ids up to 2^21 and widths up to 63 are decoded; a header whose
        fields do not fit in the first word is not taken for a block.
        
        .. seealso::
           BitstreamWriter::EnterSubblock - https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/llvm/Bitcode/BitstreamWriter.h
        """
        def __init__(self, ofs_header, _io, _parent=None, _root=None):
            super(DxcontainerProgram.BlockHeader, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self.ofs_header = ofs_header
            self._read()

        def _read(self):
            self.code = self._io.read_u4le()
            self.len_words = self._io.read_u4le()


        def _fetch_instances(self):
            pass

        @property
        def abbrev_id(self):
            """The abbreviation id; 1 (ENTER_SUBBLOCK) for a block."""
            if hasattr(self, '_m_abbrev_id'):
                return self._m_abbrev_id

            self._m_abbrev_id = self.code & 3
            return getattr(self, '_m_abbrev_id', None)

        @property
        def abbrev_width(self):
            """Width in bits of the abbreviation ids inside the block."""
            if hasattr(self, '_m_abbrev_width'):
                return self._m_abbrev_width

            self._m_abbrev_width = self.width_chunk0 & 7 | ((self.width_chunk1 & 7) << 3 if self.num_width_chunks == 2 else 0)
            return getattr(self, '_m_abbrev_width', None)

        @property
        def block_id(self):
            """The block id (8 = MODULE_BLOCK)."""
            if hasattr(self, '_m_block_id'):
                return self._m_block_id

            self._m_block_id = KaitaiStream.resolve_enum(DxcontainerProgram.BlockId, (self.id_chunk0 & 127 | ((self.id_chunk1 & 127) << 7 if self.num_id_chunks >= 2 else 0)) | ((self.id_chunk2 & 127) << 14 if self.num_id_chunks == 3 else 0))
            return getattr(self, '_m_block_id', None)

        @property
        def id_chunk0(self):
            """First 8-bit chunk of the vbr8 block id (bit 7 = more chunks follow)."""
            if hasattr(self, '_m_id_chunk0'):
                return self._m_id_chunk0

            self._m_id_chunk0 = self.code >> 2 & 255
            return getattr(self, '_m_id_chunk0', None)

        @property
        def id_chunk1(self):
            """Second chunk of the vbr8 block id, if the first has its continuation bit."""
            if hasattr(self, '_m_id_chunk1'):
                return self._m_id_chunk1

            self._m_id_chunk1 = self.code >> 10 & 255
            return getattr(self, '_m_id_chunk1', None)

        @property
        def id_chunk2(self):
            """Third chunk of the vbr8 block id, if the second has its continuation bit."""
            if hasattr(self, '_m_id_chunk2'):
                return self._m_id_chunk2

            self._m_id_chunk2 = self.code >> 18 & 255
            return getattr(self, '_m_id_chunk2', None)

        @property
        def is_block(self):
            """Whether this is a well-formed ENTER_SUBBLOCK whose contents fit in the bitcode."""
            if hasattr(self, '_m_is_block'):
                return self._m_is_block

            self._m_is_block =  ((self.abbrev_id == 1) and (self.num_id_chunks != 0) and (self.num_width_chunks != 0) and (self.len_words <= ((self._io.size() - self.ofs_header) - 8) // 4)) 
            return getattr(self, '_m_is_block', None)

        @property
        def len_body(self):
            """Size of the block's contents in bytes (0 when this is not a block)."""
            if hasattr(self, '_m_len_body'):
                return self._m_len_body

            self._m_len_body = (self.len_words * 4 if self.is_block else 0)
            return getattr(self, '_m_len_body', None)

        @property
        def num_id_chunks(self):
            """Number of vbr8 chunks of the block id (0 = more than this decoder reads)."""
            if hasattr(self, '_m_num_id_chunks'):
                return self._m_num_id_chunks

            self._m_num_id_chunks = (1 if self.id_chunk0 & 128 == 0 else (2 if self.id_chunk1 & 128 == 0 else (3 if self.id_chunk2 & 128 == 0 else 0)))
            return getattr(self, '_m_num_id_chunks', None)

        @property
        def num_width_chunks(self):
            """Number of vbr4 chunks of the abbreviation width (0 = does not fit in the first word)."""
            if hasattr(self, '_m_num_width_chunks'):
                return self._m_num_width_chunks

            self._m_num_width_chunks = (1 if self.width_chunk0 & 8 == 0 else (2 if  ((self.num_id_chunks <= 2) and (self.width_chunk1 & 8 == 0))  else 0))
            return getattr(self, '_m_num_width_chunks', None)

        @property
        def width_chunk0(self):
            """First 4-bit chunk of the vbr4 abbreviation width."""
            if hasattr(self, '_m_width_chunk0'):
                return self._m_width_chunk0

            self._m_width_chunk0 = self.code >> 2 + 8 * self.num_id_chunks & 15
            return getattr(self, '_m_width_chunk0', None)

        @property
        def width_chunk1(self):
            """Second chunk of the vbr4 abbreviation width, if the first has its continuation bit."""
            if hasattr(self, '_m_width_chunk1'):
                return self._m_width_chunk1

            self._m_width_chunk1 = self.code >> 6 + 8 * self.num_id_chunks & 15
            return getattr(self, '_m_width_chunk1', None)


    class LlvmBitcode(KaitaiStruct):
        """An LLVM bitstream with the bitcode magic: 32-bit words read from their
        least significant bit, a 2-bit abbreviation id at the top level, and a
        sequence of top-level blocks, each entered with ENTER_SUBBLOCK (id 1):
        the block id as a vbr8, the block's abbreviation width as a vbr4, zero
        bits up to the next 32-bit boundary, then the block length in 32-bit
        words. Only these headers are decoded; the listing stops at the first
        word that does not start a well-formed block that fits in the data,
        and whatever follows is kept in `trailing`.
        
        .. seealso::
           Source - https://llvm.org/docs/BitCodeFormat.html#bitstream-format
        """
        def __init__(self, _io, _parent=None, _root=None):
            super(DxcontainerProgram.LlvmBitcode, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.magic = self._io.read_bytes(4)
            if not self.magic == b"\x42\x43\xC0\xDE":
                raise kaitaistruct.ValidationNotEqualError(b"\x42\x43\xC0\xDE", self.magic, self._io, u"/types/llvm_bitcode/seq/0")
            if self.first_is_block:
                pass
                self.blocks = []
                i = 0
                while True:
                    _ = DxcontainerProgram.Block(self._io.pos(), self._io, self, self._root)
                    self.blocks.append(_)
                    if (not (_.next_is_block)):
                        break
                    i += 1

            self.trailing = self._io.read_bytes_full()


        def _fetch_instances(self):
            pass
            if self.first_is_block:
                pass
                for i in range(len(self.blocks)):
                    pass
                    self.blocks[i]._fetch_instances()


            _ = self.first_header
            if hasattr(self, '_m_first_header'):
                pass
                self._m_first_header._fetch_instances()


        @property
        def first_header(self):
            """The header the first top-level block would have, looked at before it is read."""
            if hasattr(self, '_m_first_header'):
                return self._m_first_header

            if self._io.size() >= 12:
                pass
                _pos = self._io.pos()
                self._io.seek(4)
                self._m_first_header = DxcontainerProgram.BlockHeader(4, self._io, self, self._root)
                self._io.seek(_pos)

            return getattr(self, '_m_first_header', None)

        @property
        def first_is_block(self):
            """Whether the bitcode starts with a well-formed top-level block."""
            if hasattr(self, '_m_first_is_block'):
                return self._m_first_is_block

            self._m_first_is_block =  ((self._io.size() >= 12) and (self.first_header.is_block)) 
            return getattr(self, '_m_first_is_block', None)


    @property
    def bitcode(self):
        """The LLVM bitcode, `len_bitcode` bytes at `ofs_bitcode` from the bitcode header."""
        if hasattr(self, '_m_bitcode'):
            return self._m_bitcode

        if self.len_bitcode > 0:
            pass
            _pos = self._io.pos()
            self._io.seek(8 + self.ofs_bitcode)
            self._raw__m_bitcode = self._io.read_bytes(self.len_bitcode)
            _io__raw__m_bitcode = KaitaiStream(BytesIO(self._raw__m_bitcode))
            self._m_bitcode = DxcontainerProgram.LlvmBitcode(_io__raw__m_bitcode, self, self._root)
            self._io.seek(_pos)

        return getattr(self, '_m_bitcode', None)

    @property
    def has_dxil_magic(self):
        """Whether `dxil_magic` is `DXIL` (DXC refuses a program part without it; LLVM does not look)."""
        if hasattr(self, '_m_has_dxil_magic'):
            return self._m_has_dxil_magic

        self._m_has_dxil_magic = self.dxil_magic == b"\x44\x58\x49\x4C"
        return getattr(self, '_m_has_dxil_magic', None)

    @property
    def padding(self):
        """The bytes after the bitcode up to the end of the part: zeros that pad
        the part to a multiple of 4 (none in DXC output, whose bitcode size is
        always a multiple of 4), kept as they are.
        """
        if hasattr(self, '_m_padding'):
            return self._m_padding

        _pos = self._io.pos()
        self._io.seek((8 + self.ofs_bitcode) + self.len_bitcode)
        self._m_padding = self._io.read_bytes_full()
        self._io.seek(_pos)
        return getattr(self, '_m_padding', None)

    @property
    def shader_model_major(self):
        """Major shader model version (6 for every DXIL program)."""
        if hasattr(self, '_m_shader_model_major'):
            return self._m_shader_model_major

        self._m_shader_model_major = self.program_version >> 4
        return getattr(self, '_m_shader_model_major', None)

    @property
    def shader_model_minor(self):
        """Minor shader model version."""
        if hasattr(self, '_m_shader_model_minor'):
            return self._m_shader_model_minor

        self._m_shader_model_minor = self.program_version & 15
        return getattr(self, '_m_shader_model_minor', None)


