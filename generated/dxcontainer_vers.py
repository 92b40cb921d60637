# This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild
# type: ignore

import kaitaistruct
from kaitaistruct import KaitaiStruct, KaitaiStream, BytesIO


if getattr(kaitaistruct, 'API_VERSION', (0, 9)) < (0, 11):
    raise Exception("Incompatible Kaitai Struct Python API: 0.11 or later is required, but you have %s" % (kaitaistruct.__version__))

class DxcontainerVers(KaitaiStruct):
    """The version of the compiler that built the container (DXC
    `DxilCompilerVersion`), written by DXC in library containers (`lib_6_x`,
    validator 1.8 and later) and in PDB containers; the validator refuses it
    in any other shader. A 16-byte packed header, then the commit hash and the
    custom version string, each NUL-terminated (DXC writes the NUL even for an
    empty string), then zero padding to 4 bytes. `len_string_list` counts
    the two strings and their NULs, not the padding; 0 means no strings.
    
    .. seealso::
       Source - https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilContainer/DxilContainer.h
    
    
    .. seealso::
       Source - https://github.com/microsoft/DirectXShaderCompiler/blob/main/lib/DxilContainer/DxilContainerAssembler.cpp
    """
    def __init__(self, _io, _parent=None, _root=None):
        super(DxcontainerVers, self).__init__(_io)
        self._parent = _parent
        self._root = _root or self
        self._read()

    def _read(self):
        self.major = self._io.read_u2le()
        self.minor = self._io.read_u2le()
        self.version_flags = self._io.read_u4le()
        self.num_commits = self._io.read_u4le()
        self.len_string_list = self._io.read_u4le()
        if not self.len_string_list <= 2147483647:
            raise kaitaistruct.ValidationGreaterThanError(2147483647, self.len_string_list, self._io, u"/seq/4")
        self._raw_string_list = self._io.read_bytes(self.len_string_list)
        _io__raw_string_list = KaitaiStream(BytesIO(self._raw_string_list))
        self.string_list = DxcontainerVers.StringList(_io__raw_string_list, self, self._root)
        self.padding = self._io.read_bytes_full()


    def _fetch_instances(self):
        pass
        self.string_list._fetch_instances()

    class StringList(KaitaiStruct):
        """The two strings. A string that runs to the end of the list without a
        NUL is read to the end (and written back without one).
        
        .. seealso::
           DxilCompilerVersion - https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilContainer/DxilContainer.h
        """
        def __init__(self, _io, _parent=None, _root=None):
            super(DxcontainerVers.StringList, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.commit_hash = (self._io.read_bytes_term(0, False, True, False)).decode(u"ISO-8859-1")
            self.version_string = (self._io.read_bytes_term(0, False, True, False)).decode(u"ISO-8859-1")
            self.extra = self._io.read_bytes_full()


        def _fetch_instances(self):
            pass


    @property
    def is_debug(self):
        """Built in debug mode (DxcVersionInfoFlags_Debug)."""
        if hasattr(self, '_m_is_debug'):
            return self._m_is_debug

        self._m_is_debug = self.version_flags & 1 != 0
        return getattr(self, '_m_is_debug', None)

    @property
    def is_internal(self):
        """An internal build, not from a public release (DxcVersionInfoFlags_Internal)."""
        if hasattr(self, '_m_is_internal'):
            return self._m_is_internal

        self._m_is_internal = self.version_flags & 2 != 0
        return getattr(self, '_m_is_internal', None)


