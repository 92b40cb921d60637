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

    class AbbrevEncoding(IntEnum):
        fixed = 1
        vbr = 2
        array = 3
        char6 = 4
        blob = 5

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

    class BlockinfoCode(IntEnum):
        setbid = 1
        blockname = 2
        setrecordname = 3

    class ItemKind(IntEnum):
        end_block = 0
        enter_subblock = 1
        define_abbrev = 2
        unabbrev_record = 3
        abbreviated_record = 4
        beyond_end = 5

    class ModuleCode(IntEnum):
        version = 1
        triple = 2
        datalayout = 3
        asm = 4
        section_name = 5
        deplib = 6
        global_var = 7
        function = 8
        alias_old = 9
        gc_name = 11
        comdat = 12
        vst_offset = 13
        alias = 14
        metadata_values_unused = 15
        source_filename = 16
        hash = 17
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


    class AbbrevOp(KaitaiStruct):
        """One operand encoding of a DEFINE_ABBREV: a literal value, or an
        encoding (fixed width, VBR, array, char6, blob) with its width for
        fixed and VBR.
        
        .. seealso::
           BitstreamCursor::ReadAbbrevRecord - https://github.com/llvm/llvm-project/blob/main/llvm/lib/Bitstream/Reader/BitstreamReader.cpp
        """
        def __init__(self, ofs_bit, _io, _parent=None, _root=None):
            super(DxcontainerProgram.AbbrevOp, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self.ofs_bit = ofs_bit
            self._read()

        def _read(self):
            self.head = DxcontainerProgram.AbbrevOpHead(self.ofs_bit, self._io, self, self._root)
            if  ((self.head.is_read) and (self.head.is_literal)) :
                pass
                self.literal_value = DxcontainerProgram.Vbr(8, self.ofs_bit + 1, self._io, self, self._root)

            if self.has_width:
                pass
                self.width = DxcontainerProgram.Vbr(5, self.ofs_bit + 4, self._io, self, self._root)



        def _fetch_instances(self):
            pass
            self.head._fetch_instances()
            if  ((self.head.is_read) and (self.head.is_literal)) :
                pass
                self.literal_value._fetch_instances()

            if self.has_width:
                pass
                self.width._fetch_instances()


        @property
        def end_bit(self):
            """Where the operand encoding ends, in bits."""
            if hasattr(self, '_m_end_bit'):
                return self._m_end_bit

            self._m_end_bit = (self._io.size() * 8 if (not (self.is_complete)) else (self.literal_value.end_bit if self.head.is_literal else (self.width.end_bit if self.has_width else self.ofs_bit + 4)))
            return getattr(self, '_m_end_bit', None)

        @property
        def has_width(self):
            """Whether the encoding is one that takes a width."""
            if hasattr(self, '_m_has_width'):
                return self._m_has_width

            self._m_has_width =  ((self.head.is_read) and ((not (self.head.is_literal))) and ( ((self.head.encoding == DxcontainerProgram.AbbrevEncoding.fixed) or (self.head.encoding == DxcontainerProgram.AbbrevEncoding.vbr)) )) 
            return getattr(self, '_m_has_width', None)

        @property
        def is_complete(self):
            """Whether the operand encoding was read whole and names a known encoding."""
            if hasattr(self, '_m_is_complete'):
                return self._m_is_complete

            self._m_is_complete =  ((self.head.is_read) and ((self.literal_value.is_complete if self.head.is_literal else  ((int(self.head.encoding) >= 1) and (int(self.head.encoding) <= 5) and ( (((not (self.has_width))) or (self.width.is_complete)) )) ))) 
            return getattr(self, '_m_is_complete', None)


    class AbbrevOpHead(KaitaiStruct):
        """The bits that start an operand encoding: the literal flag, then for
        an encoding its 3-bit code (a type of its own so that the fields
        after it are read on from the same bit).
        
        .. seealso::
           BitstreamCursor::ReadAbbrevRecord - https://github.com/llvm/llvm-project/blob/main/llvm/lib/Bitstream/Reader/BitstreamReader.cpp
        """
        def __init__(self, ofs_bit, _io, _parent=None, _root=None):
            super(DxcontainerProgram.AbbrevOpHead, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self.ofs_bit = ofs_bit
            self._read()

        def _read(self):
            if self.ofs_bit + 1 <= self._io.size() * 8:
                pass
                self.is_literal = self._io.read_bits_int_le(1) != 0

            if  ((self.ofs_bit + 4 <= self._io.size() * 8) and ((not (self.is_literal)))) :
                pass
                self.encoding = KaitaiStream.resolve_enum(DxcontainerProgram.AbbrevEncoding, self._io.read_bits_int_le(3))



        def _fetch_instances(self):
            pass
            if self.ofs_bit + 1 <= self._io.size() * 8:
                pass

            if  ((self.ofs_bit + 4 <= self._io.size() * 8) and ((not (self.is_literal)))) :
                pass


        @property
        def is_read(self):
            """Whether the flag and, for an encoding, its code fit in the block."""
            if hasattr(self, '_m_is_read'):
                return self._m_is_read

            self._m_is_read =  ((self.ofs_bit + 1 <= self._io.size() * 8) and ( ((self.is_literal) or (self.ofs_bit + 4 <= self._io.size() * 8)) )) 
            return getattr(self, '_m_is_read', None)


    class BitstreamItem(KaitaiStruct):
        """One item of a block: an abbreviation id, then what that id says
        follows (nothing for END_BLOCK; block id, abbreviation width, length
        and contents for ENTER_SUBBLOCK; operand encodings for DEFINE_ABBREV;
        code and operands for UNABBREV_RECORD). Each field is read only if it
        fits in the block, so a damaged block ends the items instead of
        failing the part.
        
        .. seealso::
           BitstreamCursor::readRecord - https://github.com/llvm/llvm-project/blob/main/llvm/lib/Bitstream/Reader/BitstreamReader.cpp
        """
        def __init__(self, ofs_bit, abbrev_width, block_id, depth, _io, _parent=None, _root=None):
            super(DxcontainerProgram.BitstreamItem, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self.ofs_bit = ofs_bit
            self.abbrev_width = abbrev_width
            self.block_id = block_id
            self.depth = depth
            self._read()

        def _read(self):
            if self.has_abbrev_id:
                pass
                _on = self.abbrev_width
                if _on == 10:
                    pass
                    self.abbrev_id = self._io.read_bits_int_le(10)
                elif _on == 11:
                    pass
                    self.abbrev_id = self._io.read_bits_int_le(11)
                elif _on == 12:
                    pass
                    self.abbrev_id = self._io.read_bits_int_le(12)
                elif _on == 13:
                    pass
                    self.abbrev_id = self._io.read_bits_int_le(13)
                elif _on == 14:
                    pass
                    self.abbrev_id = self._io.read_bits_int_le(14)
                elif _on == 15:
                    pass
                    self.abbrev_id = self._io.read_bits_int_le(15)
                elif _on == 16:
                    pass
                    self.abbrev_id = self._io.read_bits_int_le(16)
                elif _on == 17:
                    pass
                    self.abbrev_id = self._io.read_bits_int_le(17)
                elif _on == 18:
                    pass
                    self.abbrev_id = self._io.read_bits_int_le(18)
                elif _on == 19:
                    pass
                    self.abbrev_id = self._io.read_bits_int_le(19)
                elif _on == 2:
                    pass
                    self.abbrev_id = self._io.read_bits_int_le(2)
                elif _on == 20:
                    pass
                    self.abbrev_id = self._io.read_bits_int_le(20)
                elif _on == 21:
                    pass
                    self.abbrev_id = self._io.read_bits_int_le(21)
                elif _on == 22:
                    pass
                    self.abbrev_id = self._io.read_bits_int_le(22)
                elif _on == 23:
                    pass
                    self.abbrev_id = self._io.read_bits_int_le(23)
                elif _on == 24:
                    pass
                    self.abbrev_id = self._io.read_bits_int_le(24)
                elif _on == 25:
                    pass
                    self.abbrev_id = self._io.read_bits_int_le(25)
                elif _on == 26:
                    pass
                    self.abbrev_id = self._io.read_bits_int_le(26)
                elif _on == 27:
                    pass
                    self.abbrev_id = self._io.read_bits_int_le(27)
                elif _on == 28:
                    pass
                    self.abbrev_id = self._io.read_bits_int_le(28)
                elif _on == 29:
                    pass
                    self.abbrev_id = self._io.read_bits_int_le(29)
                elif _on == 3:
                    pass
                    self.abbrev_id = self._io.read_bits_int_le(3)
                elif _on == 30:
                    pass
                    self.abbrev_id = self._io.read_bits_int_le(30)
                elif _on == 31:
                    pass
                    self.abbrev_id = self._io.read_bits_int_le(31)
                elif _on == 32:
                    pass
                    self.abbrev_id = self._io.read_bits_int_le(32)
                elif _on == 4:
                    pass
                    self.abbrev_id = self._io.read_bits_int_le(4)
                elif _on == 5:
                    pass
                    self.abbrev_id = self._io.read_bits_int_le(5)
                elif _on == 6:
                    pass
                    self.abbrev_id = self._io.read_bits_int_le(6)
                elif _on == 7:
                    pass
                    self.abbrev_id = self._io.read_bits_int_le(7)
                elif _on == 8:
                    pass
                    self.abbrev_id = self._io.read_bits_int_le(8)
                elif _on == 9:
                    pass
                    self.abbrev_id = self._io.read_bits_int_le(9)

            if self.kind == DxcontainerProgram.ItemKind.enter_subblock:
                pass
                self.new_block_id = DxcontainerProgram.Vbr(8, self.ofs_bit + self.abbrev_width, self._io, self, self._root)

            if  ((self.kind == DxcontainerProgram.ItemKind.enter_subblock) and (self.new_block_id.is_complete)) :
                pass
                self.new_abbrev_width = DxcontainerProgram.Vbr(4, self.new_block_id.end_bit, self._io, self, self._root)

            if  ((self.kind == DxcontainerProgram.ItemKind.enter_subblock) and (self.new_block_id.is_complete) and (self.new_abbrev_width.is_complete)) :
                pass
                self.subblock = DxcontainerProgram.Subblock(self.new_abbrev_width.end_bit, self.new_block_id.value, self.new_abbrev_width.value, self.depth + 1, self._io, self, self._root)

            if self.kind == DxcontainerProgram.ItemKind.define_abbrev:
                pass
                self.num_abbrev_ops = DxcontainerProgram.Vbr(5, self.ofs_bit + self.abbrev_width, self._io, self, self._root)

            if  ((self.kind == DxcontainerProgram.ItemKind.define_abbrev) and (self.num_abbrev_ops.is_complete) and (self.num_abbrev_ops.value > 0)) :
                pass
                self.abbrev_ops = []
                i = 0
                while True:
                    _ = DxcontainerProgram.AbbrevOp((self.num_abbrev_ops.end_bit if i == 0 else self.abbrev_ops[i - 1].end_bit), self._io, self, self._root)
                    self.abbrev_ops.append(_)
                    if  (((not (_.is_complete))) or (len(self.abbrev_ops) >= self.num_abbrev_ops.value)) :
                        break
                    i += 1

            if self.kind == DxcontainerProgram.ItemKind.unabbrev_record:
                pass
                self.code = DxcontainerProgram.Vbr(6, self.ofs_bit + self.abbrev_width, self._io, self, self._root)

            if  ((self.kind == DxcontainerProgram.ItemKind.unabbrev_record) and (self.code.is_complete)) :
                pass
                self.num_ops = DxcontainerProgram.Vbr(6, self.code.end_bit, self._io, self, self._root)

            if  ((self.kind == DxcontainerProgram.ItemKind.unabbrev_record) and (self.code.is_complete) and (self.num_ops.is_complete) and (self.num_ops.value > 0)) :
                pass
                self.ops = []
                i = 0
                while True:
                    _ = DxcontainerProgram.Vbr(6, (self.num_ops.end_bit if i == 0 else self.ops[i - 1].end_bit), self._io, self, self._root)
                    self.ops.append(_)
                    if  (((not (_.is_complete))) or (len(self.ops) >= self.num_ops.value)) :
                        break
                    i += 1



        def _fetch_instances(self):
            pass
            if self.has_abbrev_id:
                pass
                _on = self.abbrev_width
                if _on == 10:
                    pass
                elif _on == 11:
                    pass
                elif _on == 12:
                    pass
                elif _on == 13:
                    pass
                elif _on == 14:
                    pass
                elif _on == 15:
                    pass
                elif _on == 16:
                    pass
                elif _on == 17:
                    pass
                elif _on == 18:
                    pass
                elif _on == 19:
                    pass
                elif _on == 2:
                    pass
                elif _on == 20:
                    pass
                elif _on == 21:
                    pass
                elif _on == 22:
                    pass
                elif _on == 23:
                    pass
                elif _on == 24:
                    pass
                elif _on == 25:
                    pass
                elif _on == 26:
                    pass
                elif _on == 27:
                    pass
                elif _on == 28:
                    pass
                elif _on == 29:
                    pass
                elif _on == 3:
                    pass
                elif _on == 30:
                    pass
                elif _on == 31:
                    pass
                elif _on == 32:
                    pass
                elif _on == 4:
                    pass
                elif _on == 5:
                    pass
                elif _on == 6:
                    pass
                elif _on == 7:
                    pass
                elif _on == 8:
                    pass
                elif _on == 9:
                    pass

            if self.kind == DxcontainerProgram.ItemKind.enter_subblock:
                pass
                self.new_block_id._fetch_instances()

            if  ((self.kind == DxcontainerProgram.ItemKind.enter_subblock) and (self.new_block_id.is_complete)) :
                pass
                self.new_abbrev_width._fetch_instances()

            if  ((self.kind == DxcontainerProgram.ItemKind.enter_subblock) and (self.new_block_id.is_complete) and (self.new_abbrev_width.is_complete)) :
                pass
                self.subblock._fetch_instances()

            if self.kind == DxcontainerProgram.ItemKind.define_abbrev:
                pass
                self.num_abbrev_ops._fetch_instances()

            if  ((self.kind == DxcontainerProgram.ItemKind.define_abbrev) and (self.num_abbrev_ops.is_complete) and (self.num_abbrev_ops.value > 0)) :
                pass
                for i in range(len(self.abbrev_ops)):
                    pass
                    self.abbrev_ops[i]._fetch_instances()


            if self.kind == DxcontainerProgram.ItemKind.unabbrev_record:
                pass
                self.code._fetch_instances()

            if  ((self.kind == DxcontainerProgram.ItemKind.unabbrev_record) and (self.code.is_complete)) :
                pass
                self.num_ops._fetch_instances()

            if  ((self.kind == DxcontainerProgram.ItemKind.unabbrev_record) and (self.code.is_complete) and (self.num_ops.is_complete) and (self.num_ops.value > 0)) :
                pass
                for i in range(len(self.ops)):
                    pass
                    self.ops[i]._fetch_instances()



        @property
        def blockinfo_code(self):
            """UNABBREV_RECORD in BLOCKINFO - the record's meaning."""
            if hasattr(self, '_m_blockinfo_code'):
                return self._m_blockinfo_code

            if  ((self.block_id == 0) and (self.kind == DxcontainerProgram.ItemKind.unabbrev_record) and (self.code.is_complete)) :
                pass
                self._m_blockinfo_code = KaitaiStream.resolve_enum(DxcontainerProgram.BlockinfoCode, self.code.value)

            return getattr(self, '_m_blockinfo_code', None)

        @property
        def end_bit(self):
            """Where the item ends, in bits (the end of the block for one that is not complete)."""
            if hasattr(self, '_m_end_bit'):
                return self._m_end_bit

            self._m_end_bit = (self._io.size() * 8 if (not (self.is_complete)) else (self.subblock.end_bit if self.kind == DxcontainerProgram.ItemKind.enter_subblock else ((self.num_abbrev_ops.end_bit if self.num_abbrev_ops.value == 0 else self.abbrev_ops[-1].end_bit) if self.kind == DxcontainerProgram.ItemKind.define_abbrev else ((self.num_ops.end_bit if self.num_ops.value == 0 else self.ops[-1].end_bit) if self.kind == DxcontainerProgram.ItemKind.unabbrev_record else self.ofs_bit + self.abbrev_width))))
            return getattr(self, '_m_end_bit', None)

        @property
        def has_abbrev_id(self):
            """Whether an abbreviation id fits before the end of the block."""
            if hasattr(self, '_m_has_abbrev_id'):
                return self._m_has_abbrev_id

            self._m_has_abbrev_id = self.ofs_bit + self.abbrev_width <= self._io.size() * 8
            return getattr(self, '_m_has_abbrev_id', None)

        @property
        def is_complete(self):
            """Whether every field of the item was read and is well-formed."""
            if hasattr(self, '_m_is_complete'):
                return self._m_is_complete

            self._m_is_complete =  ((self.kind == DxcontainerProgram.ItemKind.end_block) or (self.kind == DxcontainerProgram.ItemKind.abbreviated_record) or ( ((self.kind == DxcontainerProgram.ItemKind.enter_subblock) and (self.new_block_id.is_complete) and (self.new_abbrev_width.is_complete) and (self.subblock.is_complete)) ) or ( ((self.kind == DxcontainerProgram.ItemKind.define_abbrev) and (self.num_abbrev_ops.is_complete) and ( ((self.num_abbrev_ops.value == 0) or (self.abbrev_ops[-1].is_complete)) )) ) or ( ((self.kind == DxcontainerProgram.ItemKind.unabbrev_record) and (self.code.is_complete) and (self.num_ops.is_complete) and ( ((self.num_ops.value == 0) or (self.ops[-1].is_complete)) )) )) 
            return getattr(self, '_m_is_complete', None)

        @property
        def is_last(self):
            """Whether the items end here (END_BLOCK, an abbreviated record, an item that does not fit, or no room for another)."""
            if hasattr(self, '_m_is_last'):
                return self._m_is_last

            self._m_is_last =  (((not (self.is_complete))) or (self.kind == DxcontainerProgram.ItemKind.end_block) or (self.kind == DxcontainerProgram.ItemKind.abbreviated_record) or (self.end_bit + self.abbrev_width > self._io.size() * 8)) 
            return getattr(self, '_m_is_last', None)

        @property
        def kind(self):
            """What the abbreviation id makes of this item."""
            if hasattr(self, '_m_kind'):
                return self._m_kind

            self._m_kind = KaitaiStream.resolve_enum(DxcontainerProgram.ItemKind, (5 if (not (self.has_abbrev_id)) else (self.abbrev_id if self.abbrev_id < 4 else 4)))
            return getattr(self, '_m_kind', None)

        @property
        def module_code(self):
            """UNABBREV_RECORD in MODULE_BLOCK - the record's meaning."""
            if hasattr(self, '_m_module_code'):
                return self._m_module_code

            if  ((self.block_id == 8) and (self.kind == DxcontainerProgram.ItemKind.unabbrev_record) and (self.code.is_complete)) :
                pass
                self._m_module_code = KaitaiStream.resolve_enum(DxcontainerProgram.ModuleCode, self.code.value)

            return getattr(self, '_m_module_code', None)

        @property
        def record_code(self):
            """UNABBREV_RECORD - the record code as a number."""
            if hasattr(self, '_m_record_code'):
                return self._m_record_code

            if  ((self.kind == DxcontainerProgram.ItemKind.unabbrev_record) and (self.code.is_complete)) :
                pass
                self._m_record_code = self.code.value

            return getattr(self, '_m_record_code', None)


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
            _ = self.contents
            if hasattr(self, '_m_contents'):
                pass
                self._m_contents._fetch_instances()

            _ = self.next_header
            if hasattr(self, '_m_next_header'):
                pass
                self._m_next_header._fetch_instances()


        @property
        def contents(self):
            """`body` read as a bitstream: the block's records, abbreviation
            definitions and sub-blocks, up to its first abbreviated record. A
            view (`-view`): the writer writes `body`, and dxfuzz's decoded tree
            leaves it out (its `module` is the decoded program).
            """
            if hasattr(self, '_m_contents'):
                return self._m_contents

            if self.header.len_body > 0:
                pass
                _pos = self._io.pos()
                self._io.seek(self.ofs_block + 8)
                self._raw__m_contents = self._io.read_bytes(self.header.len_body)
                _io__raw__m_contents = KaitaiStream(BytesIO(self._raw__m_contents))
                self._m_contents = DxcontainerProgram.BlockContents(int(self.header.block_id), self.header.abbrev_width, 1, _io__raw__m_contents, self, self._root)
                self._io.seek(_pos)

            return getattr(self, '_m_contents', None)

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


    class BlockContents(KaitaiStruct):
        """The contents of one block as a bitstream: items, each starting with
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
        
        .. seealso::
           Source - https://llvm.org/docs/BitCodeFormat.html#abbreviation-ids
        """
        def __init__(self, block_id, abbrev_width, depth, _io, _parent=None, _root=None):
            super(DxcontainerProgram.BlockContents, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self.block_id = block_id
            self.abbrev_width = abbrev_width
            self.depth = depth
            self._read()

        def _read(self):
            if  ((self.abbrev_width >= 2) and (self.abbrev_width <= 32) and (self._io.size() > 0)) :
                pass
                self.items = []
                i = 0
                while True:
                    _ = DxcontainerProgram.BitstreamItem((0 if i == 0 else self.items[i - 1].end_bit), self.abbrev_width, self.block_id, self.depth, self._io, self, self._root)
                    self.items.append(_)
                    if _.is_last:
                        break
                    i += 1



        def _fetch_instances(self):
            pass
            if  ((self.abbrev_width >= 2) and (self.abbrev_width <= 32) and (self._io.size() > 0)) :
                pass
                for i in range(len(self.items)):
                    pass
                    self.items[i]._fetch_instances()




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


    class Subblock(KaitaiStruct):
        """The rest of an ENTER_SUBBLOCK after its abbreviation id, block id and
        abbreviation width: zero bits up to the next 32-bit boundary, the
        length in 32-bit words, then the contents (a type of its own so that
        only a sub-block's fields start a fresh byte).
        
        .. seealso::
           BitstreamCursor::EnterSubBlock - https://github.com/llvm/llvm-project/blob/main/llvm/lib/Bitstream/Reader/BitstreamReader.cpp
        """
        def __init__(self, ofs_bit, block_id, abbrev_width, depth, _io, _parent=None, _root=None):
            super(DxcontainerProgram.Subblock, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self.ofs_bit = ofs_bit
            self.block_id = block_id
            self.abbrev_width = abbrev_width
            self.depth = depth
            self._read()

        def _read(self):
            if self.has_len_words:
                pass
                self.alignment = []
                for i in range(self.ofs_len_words * 8 - self.ofs_bit):
                    self.alignment.append(self._io.read_bits_int_le(1) != 0)


            if self.has_len_words:
                pass
                self.len_words = self._io.read_u4le()

            if self.is_complete:
                pass
                _on = self.is_body_decoded
                if _on == True:
                    pass
                    self._raw_body = self._io.read_bytes(self.len_words * 4)
                    _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
                    self.body = DxcontainerProgram.BlockContents(self.block_id, self.abbrev_width, self.depth, _io__raw_body, self, self._root)
                else:
                    pass
                    self.body = self._io.read_bytes(self.len_words * 4)



        def _fetch_instances(self):
            pass
            if self.has_len_words:
                pass
                for i in range(len(self.alignment)):
                    pass


            if self.has_len_words:
                pass

            if self.is_complete:
                pass
                _on = self.is_body_decoded
                if _on == True:
                    pass
                    self.body._fetch_instances()
                else:
                    pass


        @property
        def end_bit(self):
            """Where the sub-block ends in the parent's contents, in bits."""
            if hasattr(self, '_m_end_bit'):
                return self._m_end_bit

            if self.is_complete:
                pass
                self._m_end_bit = ((self.ofs_len_words + 4) + self.len_words * 4) * 8

            return getattr(self, '_m_end_bit', None)

        @property
        def has_len_words(self):
            """Whether the length word fits in the parent's contents."""
            if hasattr(self, '_m_has_len_words'):
                return self._m_has_len_words

            self._m_has_len_words = self.ofs_len_words + 4 <= self._io.size()
            return getattr(self, '_m_has_len_words', None)

        @property
        def is_body_decoded(self):
            """Whether `body` is decoded (else it is kept as bytes)."""
            if hasattr(self, '_m_is_body_decoded'):
                return self._m_is_body_decoded

            self._m_is_body_decoded =  ((self.depth <= 4) and (self.abbrev_width >= 2) and (self.abbrev_width <= 32)) 
            return getattr(self, '_m_is_body_decoded', None)

        @property
        def is_complete(self):
            """Whether the length word and the contents it counts fit in the parent's contents."""
            if hasattr(self, '_m_is_complete'):
                return self._m_is_complete

            self._m_is_complete =  ((self.has_len_words) and (self.len_words <= ((self._io.size() - self.ofs_len_words) - 4) // 4)) 
            return getattr(self, '_m_is_complete', None)

        @property
        def ofs_len_words(self):
            """Where the length word is, in bytes (the next 32-bit boundary)."""
            if hasattr(self, '_m_ofs_len_words'):
                return self._m_ofs_len_words

            self._m_ofs_len_words = ((self.ofs_bit + 31) // 32) * 4
            return getattr(self, '_m_ofs_len_words', None)


    class Vbr(KaitaiStruct):
        """A variable bit-rate number: chunks of `width` bits, each holding
        `width - 1` bits of the value (least significant chunk first) and a
        top bit saying whether another chunk follows. Read as far as it fits
        in the block, for at most 64 bits of value (LLVM's limit); a number
        of 2^53 or more is not complete (its value would not be exact in
        every target).
        
        .. seealso::
           Source - https://llvm.org/docs/BitCodeFormat.html#variable-width-integer
        """
        def __init__(self, width, ofs_bit, _io, _parent=None, _root=None):
            super(DxcontainerProgram.Vbr, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self.width = width
            self.ofs_bit = ofs_bit
            self._read()

        def _read(self):
            self.chunks = []
            i = 0
            while True:
                _ = DxcontainerProgram.VbrChunk(self.width, self.ofs_bit + i * self.width, (1 if i == 0 else self.chunks[i - 1].scale * (1 << self.width - 1)), (0 if i == 0 else self.chunks[i - 1].value_so_far), self._io, self, self._root)
                self.chunks.append(_)
                if  (((not (_.is_exact))) or ((not (_.has_more))) or (len(self.chunks) * (self.width - 1) >= 64)) :
                    break
                i += 1


        def _fetch_instances(self):
            pass
            for i in range(len(self.chunks)):
                pass
                self.chunks[i]._fetch_instances()


        @property
        def end_bit(self):
            """Where the number ends, in bits."""
            if hasattr(self, '_m_end_bit'):
                return self._m_end_bit

            self._m_end_bit = self.ofs_bit + len(self.chunks) * self.width
            return getattr(self, '_m_end_bit', None)

        @property
        def is_complete(self):
            """Whether the last chunk was read, ends the number, and leaves it below 2^53."""
            if hasattr(self, '_m_is_complete'):
                return self._m_is_complete

            self._m_is_complete =  ((self.chunks[-1].is_exact) and ((not (self.chunks[-1].has_more)))) 
            return getattr(self, '_m_is_complete', None)

        @property
        def value(self):
            """The number."""
            if hasattr(self, '_m_value'):
                return self._m_value

            if self.is_complete:
                pass
                self._m_value = self.chunks[-1].value_so_far

            return getattr(self, '_m_value', None)


    class VbrChunk(KaitaiStruct):
        """One chunk of a VBR number.
        
        .. seealso::
           Source - https://llvm.org/docs/BitCodeFormat.html#variable-width-integer
        """
        def __init__(self, width, ofs_bit, scale, value_before, _io, _parent=None, _root=None):
            super(DxcontainerProgram.VbrChunk, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self.width = width
            self.ofs_bit = ofs_bit
            self.scale = scale
            self.value_before = value_before
            self._read()

        def _read(self):
            if self.fits:
                pass
                _on = self.width
                if _on == 4:
                    pass
                    self.payload = self._io.read_bits_int_le(3)
                elif _on == 5:
                    pass
                    self.payload = self._io.read_bits_int_le(4)
                elif _on == 6:
                    pass
                    self.payload = self._io.read_bits_int_le(5)
                elif _on == 8:
                    pass
                    self.payload = self._io.read_bits_int_le(7)

            if self.fits:
                pass
                self.has_more = self._io.read_bits_int_le(1) != 0



        def _fetch_instances(self):
            pass
            if self.fits:
                pass
                _on = self.width
                if _on == 4:
                    pass
                elif _on == 5:
                    pass
                elif _on == 6:
                    pass
                elif _on == 8:
                    pass

            if self.fits:
                pass


        @property
        def fits(self):
            """Whether the chunk fits before the end of the block."""
            if hasattr(self, '_m_fits'):
                return self._m_fits

            self._m_fits = self.ofs_bit + self.width <= self._io.size() * 8
            return getattr(self, '_m_fits', None)

        @property
        def is_exact(self):
            """Whether the chunk was read and the value up to it stays below 2^53."""
            if hasattr(self, '_m_is_exact'):
                return self._m_is_exact

            self._m_is_exact =  ((self.fits) and (self.payload * self.scale < 9007199254740992 - self.value_before)) 
            return getattr(self, '_m_is_exact', None)

        @property
        def value_so_far(self):
            """The value of the chunks up to this one."""
            if hasattr(self, '_m_value_so_far'):
                return self._m_value_so_far

            if self.is_exact:
                pass
                self._m_value_so_far = self.value_before + self.payload * self.scale

            return getattr(self, '_m_value_so_far', None)


    @property
    def bitcode(self):
        """The LLVM bitcode, `len_bitcode` bytes at `ofs_bitcode` from the
        bitcode header (none when `len_bitcode` failed its check, in a
        half-read part the Web IDE shows).
        """
        if hasattr(self, '_m_bitcode'):
            return self._m_bitcode

        if  ((self.len_bitcode > 0) and (self.len_bitcode <= 2147483647)) :
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
        """Whether `dxil_magic` is `DXIL` (DXC refuses a program part without it;
        LLVM does not look). None for a part too short to hold the magic (a
        half-read part, as the Web IDE shows it).
        """
        if hasattr(self, '_m_has_dxil_magic'):
            return self._m_has_dxil_magic

        if self._io.size() >= 12:
            pass
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


