# This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild
# type: ignore

import kaitaistruct
from kaitaistruct import KaitaiStruct, KaitaiStream, BytesIO
import dxcontainer_rdat
from enum import IntEnum
import zlib


if getattr(kaitaistruct, 'API_VERSION', (0, 9)) < (0, 11):
    raise Exception("Incompatible Kaitai Struct Python API: 0.11 or later is required, but you have %s" % (kaitaistruct.__version__))

class DxcontainerPdbi(KaitaiStruct):
    """The PDB-info part that DXC's PDB utilities read (`dxcpdbutils.cpp`) to
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
    
    .. seealso::
       Source - https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilContainer/DxilContainer.h
    
    
    .. seealso::
       Source - https://github.com/microsoft/DirectXShaderCompiler/blob/main/lib/DxilPdbInfo/DxilPdbInfoWriter.cpp
    
    
    .. seealso::
       Source - https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilContainer/RDAT_PdbInfoTypes.inl
    """

    class CompressionType(IntEnum):
        uncompressed = 0
        zlib = 1

    class PdbInfoVersion(IntEnum):
        version_0 = 0
    def __init__(self, _io, _parent=None, _root=None):
        super(DxcontainerPdbi, self).__init__(_io)
        self._parent = _parent
        self._root = _root or self
        self._read()

    def _read(self):
        self.version = KaitaiStream.resolve_enum(DxcontainerPdbi.PdbInfoVersion, self._io.read_u2le())
        self.compression_type = KaitaiStream.resolve_enum(DxcontainerPdbi.CompressionType, self._io.read_u2le())
        self.len_payload = self._io.read_u4le()
        if not self.len_payload <= 2147483647:
            raise kaitaistruct.ValidationGreaterThanError(2147483647, self.len_payload, self._io, u"/seq/2")
        self.len_uncompressed = self._io.read_u4le()
        if not self.len_uncompressed <= ((self.len_payload * 128 + 4096 if self.len_payload < 2097120 else 268435456) if self.compression_type == DxcontainerPdbi.CompressionType.zlib else 4294967295):
            raise kaitaistruct.ValidationGreaterThanError(((self.len_payload * 128 + 4096 if self.len_payload < 2097120 else 268435456) if self.compression_type == DxcontainerPdbi.CompressionType.zlib else 4294967295), self.len_uncompressed, self._io, u"/seq/3")
        _on = self.compression_type
        if _on == DxcontainerPdbi.CompressionType.uncompressed:
            pass
            self._raw_payload = self._io.read_bytes(self.len_payload)
            _io__raw_payload = KaitaiStream(BytesIO(self._raw_payload))
            self.payload = dxcontainer_rdat.DxcontainerRdat(_io__raw_payload)
        else:
            pass
            self.payload = self._io.read_bytes(self.len_payload)
        self.tail = self._io.read_bytes_full()


    def _fetch_instances(self):
        pass
        _on = self.compression_type
        if _on == DxcontainerPdbi.CompressionType.uncompressed:
            pass
            self.payload._fetch_instances()
        else:
            pass
        _ = self.inflated
        if hasattr(self, '_m_inflated'):
            pass
            self._m_inflated._fetch_instances()


    class InflatedRdat(KaitaiStruct):
        """The decompressed RDAT.
        
        .. seealso::
           LoadFromPDBInfoPart - https://github.com/microsoft/DirectXShaderCompiler/blob/main/tools/clang/tools/dxcompiler/dxcpdbutils.cpp
        """
        def __init__(self, len_expected, _io, _parent=None, _root=None):
            super(DxcontainerPdbi.InflatedRdat, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self.len_expected = len_expected
            self._read()

        def _read(self):
            self.len_check = self._io.read_bytes(0)
            if not self.len_check == (self.len_check if self._io.size() == self.len_expected else b"\x00"):
                raise kaitaistruct.ValidationNotEqualError((self.len_check if self._io.size() == self.len_expected else b"\x00"), self.len_check, self._io, u"/types/inflated_rdat/seq/0")
            self.rdat = dxcontainer_rdat.DxcontainerRdat(self._io)


        def _fetch_instances(self):
            pass
            self.rdat._fetch_instances()


    @property
    def inflated(self):
        """The decompressed payload of a zlib PDBI (a view of `payload`). Only
        when the sizes passed their checks: a half-read part (as the Web IDE
        shows it) is not inflated.
        """
        if hasattr(self, '_m_inflated'):
            return self._m_inflated

        if  ((self.compression_type == DxcontainerPdbi.CompressionType.zlib) and (self.len_payload <= 2147483647) and (self.len_uncompressed <= self.len_payload * 128 + 4096) and (self.len_uncompressed <= 268435456)) :
            pass
            _pos = self._io.pos()
            self._io.seek(12)
            self._raw__raw__m_inflated = self._io.read_bytes(self.len_payload)
            self._raw__m_inflated = zlib.decompress(self._raw__raw__m_inflated)
            _io__raw__m_inflated = KaitaiStream(BytesIO(self._raw__m_inflated))
            self._m_inflated = DxcontainerPdbi.InflatedRdat(self.len_uncompressed, _io__raw__m_inflated, self, self._root)
            self._io.seek(_pos)

        return getattr(self, '_m_inflated', None)


