# This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild
# type: ignore

import kaitaistruct
from kaitaistruct import KaitaiStruct, KaitaiStream, BytesIO


if getattr(kaitaistruct, 'API_VERSION', (0, 9)) < (0, 11):
    raise Exception("Incompatible Kaitai Struct Python API: 0.11 or later is required, but you have %s" % (kaitaistruct.__version__))

class DxcontainerIldn(KaitaiStruct):
    """The file name of the shader's PDB, written by DXC with `-Zi`, `-Fd`,
    `-Zsb` or `-Zss` (and copied into the PDB container). Without an explicit
    name it is the lowercase hex of the shader hash (the `HASH` digest) plus
    `.pdb`. The name is followed by a NUL and zero padding to 4 bytes: DXC
    refuses a part whose size is not align4(4 + len_name + 1).
    
    .. seealso::
       Source - https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilContainer/DxilContainer.h
    """
    def __init__(self, _io, _parent=None, _root=None):
        super(DxcontainerIldn, self).__init__(_io)
        self._parent = _parent
        self._root = _root or self
        self._read()

    def _read(self):
        self.flags = self._io.read_u2le()
        self.len_name = self._io.read_u2le()
        self.name = (self._io.read_bytes(self.len_name)).decode(u"ISO-8859-1")
        self.padding = self._io.read_bytes_full()


    def _fetch_instances(self):
        pass


