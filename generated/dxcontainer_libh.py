# This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild
# type: ignore

import kaitaistruct
from kaitaistruct import KaitaiStruct, KaitaiStream, BytesIO


if getattr(kaitaistruct, 'API_VERSION', (0, 9)) < (0, 11):
    raise Exception("Incompatible Kaitai Struct Python API: 0.11 or later is required, but you have %s" % (kaitaistruct.__version__))

class DxcontainerLibh(KaitaiStruct):
    """The header part of an FXC function library (`lib_4_0`, `lib_4_1`,
    `lib_5_0` and their level-9 variants), the input of D3D11 function linking
    (`D3DLoadModule`). It names the compiler and lists the library's functions
    in order; each function's code, reflection and parameter signature are in
    one `LIBF` part (a whole nested container) per function, in the same
    order. FXC's listing prints this part as `Library:  flags F, N functions:`
    followed by the numbered names and `Created by:`.
    
    Offsets are relative to the part data. FXC writes the strings right after
    the function table without padding, so the part size is often odd.
    No Microsoft header describes this part; the layout is reverse-engineered
    (DXDecompiler) and checked against FXC's listings.
    
    .. seealso::
       Source - https://github.com/spacehamster/DXDecompiler/tree/master/src/DXDecompiler/Chunks/Libf
    """
    def __init__(self, _io, _parent=None, _root=None):
        super(DxcontainerLibh, self).__init__(_io)
        self._parent = _parent
        self._root = _root or self
        self._read()

    def _read(self):
        self.version = self._io.read_u4le()
        self.ofs_creator = self._io.read_u4le()
        self.flags = self._io.read_u4le()
        self.num_functions = self._io.read_u4le()
        self.ofs_functions = self._io.read_u4le()


    def _fetch_instances(self):
        pass
        _ = self.creator
        if hasattr(self, '_m_creator'):
            pass

        _ = self.functions
        if hasattr(self, '_m_functions'):
            pass
            for i in range(len(self._m_functions)):
                pass
                self._m_functions[i]._fetch_instances()



    class Function(KaitaiStruct):
        """One entry of the function table.
        
        .. seealso::
           LibHeaderChunk.Parse - https://github.com/spacehamster/DXDecompiler/blob/master/src/DXDecompiler/Chunks/Libf/LibHeaderChunk.cs
        """
        def __init__(self, _io, _parent=None, _root=None):
            super(DxcontainerLibh.Function, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.level9_shaders = self._io.read_u4le()
            self.ofs_name = self._io.read_u4le()


        def _fetch_instances(self):
            pass
            _ = self.name
            if hasattr(self, '_m_name'):
                pass


        @property
        def has_level9_pixel_shader(self):
            """The LIBF holds a level-9 pixel shader (an Aon9 part)."""
            if hasattr(self, '_m_has_level9_pixel_shader'):
                return self._m_has_level9_pixel_shader

            self._m_has_level9_pixel_shader = self.level9_shaders & 2 != 0
            return getattr(self, '_m_has_level9_pixel_shader', None)

        @property
        def has_level9_vertex_shader(self):
            """The LIBF holds a level-9 vertex shader (an Aon9 part)."""
            if hasattr(self, '_m_has_level9_vertex_shader'):
                return self._m_has_level9_vertex_shader

            self._m_has_level9_vertex_shader = self.level9_shaders & 1 != 0
            return getattr(self, '_m_has_level9_vertex_shader', None)

        @property
        def name(self):
            """The function's name."""
            if hasattr(self, '_m_name'):
                return self._m_name

            _pos = self._io.pos()
            self._io.seek(self.ofs_name)
            self._m_name = (self._io.read_bytes_term(0, False, True, True)).decode(u"ISO-8859-1")
            self._io.seek(_pos)
            return getattr(self, '_m_name', None)


    @property
    def creator(self):
        """Name and version of the compiler ("Microsoft (R) HLSL Shader Compiler 10.1")."""
        if hasattr(self, '_m_creator'):
            return self._m_creator

        _pos = self._io.pos()
        self._io.seek(self.ofs_creator)
        self._m_creator = (self._io.read_bytes_term(0, False, True, True)).decode(u"ISO-8859-1")
        self._io.seek(_pos)
        return getattr(self, '_m_creator', None)

    @property
    def functions(self):
        """The functions, in the order of the LIBF parts."""
        if hasattr(self, '_m_functions'):
            return self._m_functions

        _pos = self._io.pos()
        self._io.seek(self.ofs_functions)
        self._m_functions = []
        for i in range(self.num_functions):
            self._m_functions.append(DxcontainerLibh.Function(self._io, self, self._root))

        self._io.seek(_pos)
        return getattr(self, '_m_functions', None)


