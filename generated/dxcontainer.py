# This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild
# type: ignore

import kaitaistruct
from kaitaistruct import KaitaiStruct, KaitaiStream, BytesIO
import dxcontainer_fx10
import dxcontainer_ifce
import dxcontainer_signature
import dxcontainer_pdbi
import dxcontainer_rdef
import dxcontainer_srci
import dxcontainer_ildn
import dxcontainer_psv0
import dxcontainer_lfs0
import dxcontainer_vers
import dxcontainer_level9
import dxcontainer_sfi0
import dxcontainer_rts0
import dxcontainer_hash
import dxcontainer_libh
import dxcontainer_stat
import dxcontainer_rdat
import dxcontainer_shader
import dxcontainer_program
from enum import IntEnum


if getattr(kaitaistruct, 'API_VERSION', (0, 9)) < (0, 11):
    raise Exception("Incompatible Kaitai Struct Python API: 0.11 or later is required, but you have %s" % (kaitaistruct.__version__))

class Dxcontainer(KaitaiStruct):
    """A DirectX shader container: the file that `fxc` writes for Shader Model 4
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
    
    .. seealso::
       Source - https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilContainer/DxilContainer.h
    
    
    .. seealso::
       Source - https://github.com/llvm/llvm-project/blob/main/llvm/docs/DirectX/DXContainer.rst
    """

    class Fourcc(IntEnum):
        fx10 = 808540230
        sfi0 = 810108499
        lfs0 = 810763852
        rts0 = 810767442
        psv0 = 810963792
        isg1 = 826757961
        osg1 = 826757967
        psg1 = 826757968
        osg5 = 893866831
        aon9 = 963538753
        ildb = 1111772233
        spdb = 1111773267
        ifce = 1162036809
        libf = 1178749260
        rdef = 1178944594
        sdbg = 1195525203
        pcsg = 1196639056
        libh = 1212303692
        hash = 1213415752
        pdbi = 1229079632
        srci = 1229148755
        dxil = 1279875140
        ildn = 1313098825
        isgn = 1313297225
        osgn = 1313297231
        xnap = 1346457176
        shdr = 1380206675
        xnas = 1396788824
        vers = 1397900630
        rdat = 1413563474
        stat = 1413567571
        priv = 1447645776
        shex = 1480935507
    def __init__(self, _io, _parent=None, _root=None):
        super(Dxcontainer, self).__init__(_io)
        self._parent = _parent
        self._root = _root or self
        self._read()

    def _read(self):
        self.magic = self._io.read_bytes(4)
        if not self.magic == b"\x44\x58\x42\x43":
            raise kaitaistruct.ValidationNotEqualError(b"\x44\x58\x42\x43", self.magic, self._io, u"/seq/0")
        self.digest = self._io.read_bytes(16)
        self.major_version = self._io.read_u2le()
        self.minor_version = self._io.read_u2le()
        self.len_file = self._io.read_u4le()
        self.num_parts = self._io.read_u4le()
        self.part_table = []
        for i in range(self.num_parts):
            self.part_table.append(Dxcontainer.PartEntry(self._io, self, self._root))



    def _fetch_instances(self):
        pass
        for i in range(len(self.part_table)):
            pass
            self.part_table[i]._fetch_instances()

        _ = self.program_locator
        if hasattr(self, '_m_program_locator'):
            pass
            self._m_program_locator._fetch_instances()


    class Part(KaitaiStruct):
        """A part: fourcc, size and data. The data is decoded by fourcc; a fourcc
        without a spec here is kept as raw bytes.
        
        .. seealso::
           DxilPartHeader - https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilContainer/DxilContainer.h
        """
        def __init__(self, _io, _parent=None, _root=None):
            super(Dxcontainer.Part, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.fourcc = KaitaiStream.resolve_enum(Dxcontainer.Fourcc, self._io.read_u4le())
            self.len_body = self._io.read_u4le()
            if not self.len_body <= 2147483647:
                raise kaitaistruct.ValidationGreaterThanError(2147483647, self.len_body, self._io, u"/types/part/seq/1")


        def _fetch_instances(self):
            pass
            _ = self.body
            if hasattr(self, '_m_body'):
                pass
                _on = self.fourcc
                if _on == Dxcontainer.Fourcc.aon9:
                    pass
                    self._m_body._fetch_instances()
                elif _on == Dxcontainer.Fourcc.dxil:
                    pass
                    self._m_body._fetch_instances()
                elif _on == Dxcontainer.Fourcc.fx10:
                    pass
                    self._m_body._fetch_instances()
                elif _on == Dxcontainer.Fourcc.hash:
                    pass
                    self._m_body._fetch_instances()
                elif _on == Dxcontainer.Fourcc.ifce:
                    pass
                    self._m_body._fetch_instances()
                elif _on == Dxcontainer.Fourcc.ildb:
                    pass
                    self._m_body._fetch_instances()
                elif _on == Dxcontainer.Fourcc.ildn:
                    pass
                    self._m_body._fetch_instances()
                elif _on == Dxcontainer.Fourcc.isg1:
                    pass
                    self._m_body._fetch_instances()
                elif _on == Dxcontainer.Fourcc.isgn:
                    pass
                    self._m_body._fetch_instances()
                elif _on == Dxcontainer.Fourcc.lfs0:
                    pass
                    self._m_body._fetch_instances()
                elif _on == Dxcontainer.Fourcc.libf:
                    pass
                    self._m_body._fetch_instances()
                elif _on == Dxcontainer.Fourcc.libh:
                    pass
                    self._m_body._fetch_instances()
                elif _on == Dxcontainer.Fourcc.osg1:
                    pass
                    self._m_body._fetch_instances()
                elif _on == Dxcontainer.Fourcc.osg5:
                    pass
                    self._m_body._fetch_instances()
                elif _on == Dxcontainer.Fourcc.osgn:
                    pass
                    self._m_body._fetch_instances()
                elif _on == Dxcontainer.Fourcc.pcsg:
                    pass
                    self._m_body._fetch_instances()
                elif _on == Dxcontainer.Fourcc.pdbi:
                    pass
                    self._m_body._fetch_instances()
                elif _on == Dxcontainer.Fourcc.psg1:
                    pass
                    self._m_body._fetch_instances()
                elif _on == Dxcontainer.Fourcc.psv0:
                    pass
                    self._m_body._fetch_instances()
                elif _on == Dxcontainer.Fourcc.rdat:
                    pass
                    self._m_body._fetch_instances()
                elif _on == Dxcontainer.Fourcc.rdef:
                    pass
                    self._m_body._fetch_instances()
                elif _on == Dxcontainer.Fourcc.rts0:
                    pass
                    self._m_body._fetch_instances()
                elif _on == Dxcontainer.Fourcc.sfi0:
                    pass
                    self._m_body._fetch_instances()
                elif _on == Dxcontainer.Fourcc.shdr:
                    pass
                    self._m_body._fetch_instances()
                elif _on == Dxcontainer.Fourcc.shex:
                    pass
                    self._m_body._fetch_instances()
                elif _on == Dxcontainer.Fourcc.srci:
                    pass
                    self._m_body._fetch_instances()
                elif _on == Dxcontainer.Fourcc.stat:
                    pass
                    self._m_body._fetch_instances()
                elif _on == Dxcontainer.Fourcc.vers:
                    pass
                    self._m_body._fetch_instances()
                elif _on == Dxcontainer.Fourcc.xnap:
                    pass
                    self._m_body._fetch_instances()
                elif _on == Dxcontainer.Fourcc.xnas:
                    pass
                    self._m_body._fetch_instances()
                else:
                    pass

            _ = self.fourcc_text
            if hasattr(self, '_m_fourcc_text'):
                pass


        @property
        def body(self):
            """The part data (`len_body` bytes), decoded by fourcc. It is read when
            first used, so a reader that only lists parts never decodes them.
            A part whose `len_body` failed its check has none (the Web IDE
            still shows that half-read part, and its instances).
            """
            if hasattr(self, '_m_body'):
                return self._m_body

            if self.len_body <= 2147483647:
                pass
                _pos = self._io.pos()
                self._io.seek(self._parent.ofs_part + 8)
                _on = self.fourcc
                if _on == Dxcontainer.Fourcc.aon9:
                    pass
                    self._raw__m_body = self._io.read_bytes(self.len_body)
                    _io__raw__m_body = KaitaiStream(BytesIO(self._raw__m_body))
                    self._m_body = dxcontainer_level9.DxcontainerLevel9(_io__raw__m_body)
                elif _on == Dxcontainer.Fourcc.dxil:
                    pass
                    self._raw__m_body = self._io.read_bytes(self.len_body)
                    _io__raw__m_body = KaitaiStream(BytesIO(self._raw__m_body))
                    self._m_body = dxcontainer_program.DxcontainerProgram(_io__raw__m_body)
                elif _on == Dxcontainer.Fourcc.fx10:
                    pass
                    self._raw__m_body = self._io.read_bytes(self.len_body)
                    _io__raw__m_body = KaitaiStream(BytesIO(self._raw__m_body))
                    self._m_body = dxcontainer_fx10.DxcontainerFx10(_io__raw__m_body)
                elif _on == Dxcontainer.Fourcc.hash:
                    pass
                    self._raw__m_body = self._io.read_bytes(self.len_body)
                    _io__raw__m_body = KaitaiStream(BytesIO(self._raw__m_body))
                    self._m_body = dxcontainer_hash.DxcontainerHash(_io__raw__m_body)
                elif _on == Dxcontainer.Fourcc.ifce:
                    pass
                    self._raw__m_body = self._io.read_bytes(self.len_body)
                    _io__raw__m_body = KaitaiStream(BytesIO(self._raw__m_body))
                    self._m_body = dxcontainer_ifce.DxcontainerIfce(_io__raw__m_body)
                elif _on == Dxcontainer.Fourcc.ildb:
                    pass
                    self._raw__m_body = self._io.read_bytes(self.len_body)
                    _io__raw__m_body = KaitaiStream(BytesIO(self._raw__m_body))
                    self._m_body = dxcontainer_program.DxcontainerProgram(_io__raw__m_body)
                elif _on == Dxcontainer.Fourcc.ildn:
                    pass
                    self._raw__m_body = self._io.read_bytes(self.len_body)
                    _io__raw__m_body = KaitaiStream(BytesIO(self._raw__m_body))
                    self._m_body = dxcontainer_ildn.DxcontainerIldn(_io__raw__m_body)
                elif _on == Dxcontainer.Fourcc.isg1:
                    pass
                    self._raw__m_body = self._io.read_bytes(self.len_body)
                    _io__raw__m_body = KaitaiStream(BytesIO(self._raw__m_body))
                    self._m_body = dxcontainer_signature.DxcontainerSignature(32, _io__raw__m_body)
                elif _on == Dxcontainer.Fourcc.isgn:
                    pass
                    self._raw__m_body = self._io.read_bytes(self.len_body)
                    _io__raw__m_body = KaitaiStream(BytesIO(self._raw__m_body))
                    self._m_body = dxcontainer_signature.DxcontainerSignature(24, _io__raw__m_body)
                elif _on == Dxcontainer.Fourcc.lfs0:
                    pass
                    self._raw__m_body = self._io.read_bytes(self.len_body)
                    _io__raw__m_body = KaitaiStream(BytesIO(self._raw__m_body))
                    self._m_body = dxcontainer_lfs0.DxcontainerLfs0(_io__raw__m_body)
                elif _on == Dxcontainer.Fourcc.libf:
                    pass
                    self._raw__m_body = self._io.read_bytes(self.len_body)
                    _io__raw__m_body = KaitaiStream(BytesIO(self._raw__m_body))
                    self._m_body = Dxcontainer(_io__raw__m_body, self, self._root)
                elif _on == Dxcontainer.Fourcc.libh:
                    pass
                    self._raw__m_body = self._io.read_bytes(self.len_body)
                    _io__raw__m_body = KaitaiStream(BytesIO(self._raw__m_body))
                    self._m_body = dxcontainer_libh.DxcontainerLibh(_io__raw__m_body)
                elif _on == Dxcontainer.Fourcc.osg1:
                    pass
                    self._raw__m_body = self._io.read_bytes(self.len_body)
                    _io__raw__m_body = KaitaiStream(BytesIO(self._raw__m_body))
                    self._m_body = dxcontainer_signature.DxcontainerSignature(32, _io__raw__m_body)
                elif _on == Dxcontainer.Fourcc.osg5:
                    pass
                    self._raw__m_body = self._io.read_bytes(self.len_body)
                    _io__raw__m_body = KaitaiStream(BytesIO(self._raw__m_body))
                    self._m_body = dxcontainer_signature.DxcontainerSignature(28, _io__raw__m_body)
                elif _on == Dxcontainer.Fourcc.osgn:
                    pass
                    self._raw__m_body = self._io.read_bytes(self.len_body)
                    _io__raw__m_body = KaitaiStream(BytesIO(self._raw__m_body))
                    self._m_body = dxcontainer_signature.DxcontainerSignature(24, _io__raw__m_body)
                elif _on == Dxcontainer.Fourcc.pcsg:
                    pass
                    self._raw__m_body = self._io.read_bytes(self.len_body)
                    _io__raw__m_body = KaitaiStream(BytesIO(self._raw__m_body))
                    self._m_body = dxcontainer_signature.DxcontainerSignature(24, _io__raw__m_body)
                elif _on == Dxcontainer.Fourcc.pdbi:
                    pass
                    self._raw__m_body = self._io.read_bytes(self.len_body)
                    _io__raw__m_body = KaitaiStream(BytesIO(self._raw__m_body))
                    self._m_body = dxcontainer_pdbi.DxcontainerPdbi(_io__raw__m_body)
                elif _on == Dxcontainer.Fourcc.psg1:
                    pass
                    self._raw__m_body = self._io.read_bytes(self.len_body)
                    _io__raw__m_body = KaitaiStream(BytesIO(self._raw__m_body))
                    self._m_body = dxcontainer_signature.DxcontainerSignature(32, _io__raw__m_body)
                elif _on == Dxcontainer.Fourcc.psv0:
                    pass
                    self._raw__m_body = self._io.read_bytes(self.len_body)
                    _io__raw__m_body = KaitaiStream(BytesIO(self._raw__m_body))
                    self._m_body = dxcontainer_psv0.DxcontainerPsv0(self._parent._parent.program_locator.shader_kind, _io__raw__m_body)
                elif _on == Dxcontainer.Fourcc.rdat:
                    pass
                    self._raw__m_body = self._io.read_bytes(self.len_body)
                    _io__raw__m_body = KaitaiStream(BytesIO(self._raw__m_body))
                    self._m_body = dxcontainer_rdat.DxcontainerRdat(_io__raw__m_body)
                elif _on == Dxcontainer.Fourcc.rdef:
                    pass
                    self._raw__m_body = self._io.read_bytes(self.len_body)
                    _io__raw__m_body = KaitaiStream(BytesIO(self._raw__m_body))
                    self._m_body = dxcontainer_rdef.DxcontainerRdef(_io__raw__m_body)
                elif _on == Dxcontainer.Fourcc.rts0:
                    pass
                    self._raw__m_body = self._io.read_bytes(self.len_body)
                    _io__raw__m_body = KaitaiStream(BytesIO(self._raw__m_body))
                    self._m_body = dxcontainer_rts0.DxcontainerRts0(_io__raw__m_body)
                elif _on == Dxcontainer.Fourcc.sfi0:
                    pass
                    self._raw__m_body = self._io.read_bytes(self.len_body)
                    _io__raw__m_body = KaitaiStream(BytesIO(self._raw__m_body))
                    self._m_body = dxcontainer_sfi0.DxcontainerSfi0(_io__raw__m_body)
                elif _on == Dxcontainer.Fourcc.shdr:
                    pass
                    self._raw__m_body = self._io.read_bytes(self.len_body)
                    _io__raw__m_body = KaitaiStream(BytesIO(self._raw__m_body))
                    self._m_body = dxcontainer_shader.DxcontainerShader(_io__raw__m_body)
                elif _on == Dxcontainer.Fourcc.shex:
                    pass
                    self._raw__m_body = self._io.read_bytes(self.len_body)
                    _io__raw__m_body = KaitaiStream(BytesIO(self._raw__m_body))
                    self._m_body = dxcontainer_shader.DxcontainerShader(_io__raw__m_body)
                elif _on == Dxcontainer.Fourcc.srci:
                    pass
                    self._raw__m_body = self._io.read_bytes(self.len_body)
                    _io__raw__m_body = KaitaiStream(BytesIO(self._raw__m_body))
                    self._m_body = dxcontainer_srci.DxcontainerSrci(_io__raw__m_body)
                elif _on == Dxcontainer.Fourcc.stat:
                    pass
                    self._raw__m_body = self._io.read_bytes(self.len_body)
                    _io__raw__m_body = KaitaiStream(BytesIO(self._raw__m_body))
                    self._m_body = dxcontainer_stat.DxcontainerStat(_io__raw__m_body)
                elif _on == Dxcontainer.Fourcc.vers:
                    pass
                    self._raw__m_body = self._io.read_bytes(self.len_body)
                    _io__raw__m_body = KaitaiStream(BytesIO(self._raw__m_body))
                    self._m_body = dxcontainer_vers.DxcontainerVers(_io__raw__m_body)
                elif _on == Dxcontainer.Fourcc.xnap:
                    pass
                    self._raw__m_body = self._io.read_bytes(self.len_body)
                    _io__raw__m_body = KaitaiStream(BytesIO(self._raw__m_body))
                    self._m_body = dxcontainer_level9.DxcontainerLevel9(_io__raw__m_body)
                elif _on == Dxcontainer.Fourcc.xnas:
                    pass
                    self._raw__m_body = self._io.read_bytes(self.len_body)
                    _io__raw__m_body = KaitaiStream(BytesIO(self._raw__m_body))
                    self._m_body = dxcontainer_level9.DxcontainerLevel9(_io__raw__m_body)
                else:
                    pass
                    self._m_body = self._io.read_bytes(self.len_body)
                self._io.seek(_pos)

            return getattr(self, '_m_body', None)

        @property
        def fourcc_text(self):
            """The fourcc as its four characters, for display and for fourccs the enum does not know."""
            if hasattr(self, '_m_fourcc_text'):
                return self._m_fourcc_text

            _pos = self._io.pos()
            self._io.seek(self._parent.ofs_part)
            self._m_fourcc_text = (self._io.read_bytes(4)).decode(u"ISO-8859-1")
            self._io.seek(_pos)
            return getattr(self, '_m_fourcc_text', None)


    class PartEntry(KaitaiStruct):
        """One entry of the part offset table and the part it points to.
        
        .. seealso::
           DxilContainerHeader - https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilContainer/DxilContainer.h
        """
        def __init__(self, _io, _parent=None, _root=None):
            super(Dxcontainer.PartEntry, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.ofs_part = self._io.read_u4le()


        def _fetch_instances(self):
            pass
            _ = self.part
            if hasattr(self, '_m_part'):
                pass
                self._m_part._fetch_instances()


        @property
        def part(self):
            """The part header and data at `ofs_part`."""
            if hasattr(self, '_m_part'):
                return self._m_part

            _pos = self._io.pos()
            self._io.seek(self.ofs_part)
            self._m_part = Dxcontainer.Part(self._io, self, self._root)
            self._io.seek(_pos)
            return getattr(self, '_m_part', None)


    class PartProbe(KaitaiStruct):
        """One entry of the part offset table, and whether it points to a part with a given fourcc.
        
        .. seealso::
           GetDxilProgramHeader - https://github.com/microsoft/DirectXShaderCompiler/blob/main/lib/DxilContainer/DxilContainer.cpp
        """
        def __init__(self, fourcc, index, _io, _parent=None, _root=None):
            super(Dxcontainer.PartProbe, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self.fourcc = fourcc
            self.index = index
            self._read()

        def _read(self):
            self.ofs_part = self._io.read_u4le()


        def _fetch_instances(self):
            pass
            _ = self.len_part
            if hasattr(self, '_m_len_part'):
                pass

            _ = self.part_fourcc
            if hasattr(self, '_m_part_fourcc'):
                pass

            _ = self.shader_kind
            if hasattr(self, '_m_shader_kind'):
                pass


        @property
        def len_part(self):
            """The size of the part at `ofs_part`."""
            if hasattr(self, '_m_len_part'):
                return self._m_len_part

            if self.ofs_part + 8 <= self._io.size():
                pass
                _pos = self._io.pos()
                self._io.seek(self.ofs_part + 4)
                self._m_len_part = self._io.read_u4le()
                self._io.seek(_pos)

            return getattr(self, '_m_len_part', None)

        @property
        def matches(self):
            """Whether the part has the fourcc searched for and holds at least the start of a program header."""
            if hasattr(self, '_m_matches'):
                return self._m_matches

            self._m_matches =  ((self.ofs_part + 12 <= self._io.size()) and (self.part_fourcc == self.fourcc) and (self.len_part >= 4)) 
            return getattr(self, '_m_matches', None)

        @property
        def part_fourcc(self):
            """The fourcc of the part at `ofs_part`."""
            if hasattr(self, '_m_part_fourcc'):
                return self._m_part_fourcc

            if self.ofs_part + 8 <= self._io.size():
                pass
                _pos = self._io.pos()
                self._io.seek(self.ofs_part)
                self._m_part_fourcc = KaitaiStream.resolve_enum(Dxcontainer.Fourcc, self._io.read_u4le())
                self._io.seek(_pos)

            return getattr(self, '_m_part_fourcc', None)

        @property
        def shader_kind(self):
            """The shader kind in the part's program header."""
            if hasattr(self, '_m_shader_kind'):
                return self._m_shader_kind

            if self.matches:
                pass
                _pos = self._io.pos()
                self._io.seek(self.ofs_part + 10)
                self._m_shader_kind = self._io.read_u2le()
                self._io.seek(_pos)

            return getattr(self, '_m_shader_kind', None)


    class ProgramLocator(KaitaiStruct):
        """Finds the shader kind of a container's program for parts that need it
        (the stage union of a version-0 PSV0 part): the kind in the first DXIL
        part's program header, else in the first ILDB part's, else -1. Read
        from the container's part offset table (at byte 32), one entry per
        part, stopping at the first match.
        
        .. seealso::
           DXContainer::getShaderKind - https://github.com/llvm/llvm-project/blob/main/llvm/lib/Object/DXContainer.cpp
        """
        def __init__(self, num_parts, _io, _parent=None, _root=None):
            super(Dxcontainer.ProgramLocator, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self.num_parts = num_parts
            self._read()

        def _read(self):
            pass


        def _fetch_instances(self):
            pass
            _ = self.dxil_search
            if hasattr(self, '_m_dxil_search'):
                pass
                for i in range(len(self._m_dxil_search)):
                    pass
                    self._m_dxil_search[i]._fetch_instances()


            _ = self.ildb_search
            if hasattr(self, '_m_ildb_search'):
                pass
                for i in range(len(self._m_ildb_search)):
                    pass
                    self._m_ildb_search[i]._fetch_instances()



        @property
        def dxil_search(self):
            """Part table entries up to the first DXIL part."""
            if hasattr(self, '_m_dxil_search'):
                return self._m_dxil_search

            if self.num_parts > 0:
                pass
                _pos = self._io.pos()
                self._io.seek(32)
                self._m_dxil_search = []
                i = 0
                while True:
                    _ = Dxcontainer.PartProbe(Dxcontainer.Fourcc.dxil, i, self._io, self, self._root)
                    self._m_dxil_search.append(_)
                    if  ((_.matches) or (_.index + 1 >= self.num_parts)) :
                        break
                    i += 1
                self._io.seek(_pos)

            return getattr(self, '_m_dxil_search', None)

        @property
        def ildb_search(self):
            """Part table entries up to the first ILDB part, searched only when there is no DXIL part."""
            if hasattr(self, '_m_ildb_search'):
                return self._m_ildb_search

            if  ((self.num_parts > 0) and ((not (self.dxil_search[-1].matches)))) :
                pass
                _pos = self._io.pos()
                self._io.seek(32)
                self._m_ildb_search = []
                i = 0
                while True:
                    _ = Dxcontainer.PartProbe(Dxcontainer.Fourcc.ildb, i, self._io, self, self._root)
                    self._m_ildb_search.append(_)
                    if  ((_.matches) or (_.index + 1 >= self.num_parts)) :
                        break
                    i += 1
                self._io.seek(_pos)

            return getattr(self, '_m_ildb_search', None)

        @property
        def shader_kind(self):
            """The program's shader kind (DXIL::ShaderKind), or -1 when the
            container has no program part (or, in a half-read container the
            Web IDE shows, no part count).
            """
            if hasattr(self, '_m_shader_kind'):
                return self._m_shader_kind

            self._m_shader_kind = ((self.dxil_search[-1].shader_kind if self.dxil_search[-1].matches else (self.ildb_search[-1].shader_kind if self.ildb_search[-1].matches else -1)) if self.num_parts > 0 else -1)
            return getattr(self, '_m_shader_kind', None)


    @property
    def program_locator(self):
        """The shader kind of the container's program (DXIL part, else ILDB part), which a v0 PSV0 part needs."""
        if hasattr(self, '_m_program_locator'):
            return self._m_program_locator

        _pos = self._io.pos()
        self._io.seek(0)
        self._m_program_locator = Dxcontainer.ProgramLocator(self.num_parts, self._io, self, self._root)
        self._io.seek(_pos)
        return getattr(self, '_m_program_locator', None)


