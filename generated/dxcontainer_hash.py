# This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild
# type: ignore

import kaitaistruct
from kaitaistruct import KaitaiStruct, KaitaiStream, BytesIO


if getattr(kaitaistruct, 'API_VERSION', (0, 9)) < (0, 11):
    raise Exception("Incompatible Kaitai Struct Python API: 0.11 or later is required, but you have %s" % (kaitaistruct.__version__))

class DxcontainerHash(KaitaiStruct):
    """The shader hash that DXC (validator 1.5 and later) and clang write: a
    flags word and a plain MD5 digest of the program's bitcode. It is not the
    container digest in the file header. With flags 0 the MD5 is over the
    bitcode in the `DXIL` part, so it can be checked from the container alone
    (dxfuzz's `shader_hash` module does). With flag 1 (`-Zss`) it is over the
    bitcode of the module with debug information, which only the PDB holds.
    The part is exactly 20 bytes in DXC output; bytes after the digest are
    kept in `tail` (LLVM's reader ignores them, DXC's validator refuses them).
    
    .. seealso::
       Source - https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilContainer/DxilContainer.h
    
    
    .. seealso::
       Source - https://github.com/llvm/llvm-project/blob/main/llvm/include/llvm/BinaryFormat/DXContainer.h
    """
    def __init__(self, _io, _parent=None, _root=None):
        super(DxcontainerHash, self).__init__(_io)
        self._parent = _parent
        self._root = _root or self
        self._read()

    def _read(self):
        self.flags = self._io.read_u4le()
        self.digest = self._io.read_bytes(16)
        self.tail = self._io.read_bytes_full()


    def _fetch_instances(self):
        pass

    @property
    def includes_source(self):
        """True when the digest was computed over the module with debug
        information (`-Zss`, LLVM `IncludesSource`); false when it is over the
        final bitcode of the `DXIL` part (`-Zsb`, the default).
        """
        if hasattr(self, '_m_includes_source'):
            return self._m_includes_source

        self._m_includes_source = self.flags & 1 != 0
        return getattr(self, '_m_includes_source', None)


