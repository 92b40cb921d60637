# This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild
# type: ignore

import kaitaistruct
from kaitaistruct import KaitaiStruct, KaitaiStream, BytesIO
import dxcontainer_rdef
import dxcontainer_shader


if getattr(kaitaistruct, 'API_VERSION', (0, 9)) < (0, 11):
    raise Exception("Incompatible Kaitai Struct Python API: 0.11 or later is required, but you have %s" % (kaitaistruct.__version__))

class DxcontainerLfs0(KaitaiStruct):
    """The parameter signature of one library function, found in the function's
    LIBF container (FXC `lib_*` targets): one record per parameter, the
    return value first, in the form of D3D11_PARAMETER_DESC. It is what
    `ID3D11FunctionReflection::GetFunctionParameter` returns and what FXC's
    listing prints as `Function parameter signature (return: yes,
    parameters: N):`.
    
    Unlike RDEF types, `rows` and `columns` give the register layout, so a
    column-major matrix has them swapped relative to its HLSL type.
    A function returning `void` still has a first record (type `void`, no
    registers). Registers and components are -1 (0xFFFFFFFF) for the
    direction a parameter does not have. Offsets are relative to the part
    data; the names follow the table, 0xAB-padded to 4 bytes. The layout is
    reverse-engineered (DXDecompiler) and checked against FXC's listings.
    
    .. seealso::
       Source - https://learn.microsoft.com/en-us/windows/win32/api/d3d11shader/ns-d3d11shader-d3d11_parameter_desc
    
    
    .. seealso::
       Source - https://github.com/spacehamster/DXDecompiler/tree/master/src/DXDecompiler/Chunks/Libf
    """
    def __init__(self, _io, _parent=None, _root=None):
        super(DxcontainerLfs0, self).__init__(_io)
        self._parent = _parent
        self._root = _root or self
        self._read()

    def _read(self):
        self.num_parameters = self._io.read_u4le()
        self.ofs_parameters = self._io.read_u4le()


    def _fetch_instances(self):
        pass
        _ = self.parameters
        if hasattr(self, '_m_parameters'):
            pass
            for i in range(len(self._m_parameters)):
                pass
                self._m_parameters[i]._fetch_instances()



    class Parameter(KaitaiStruct):
        """One parameter (D3D11_PARAMETER_DESC).
        
        .. seealso::
           LibraryParameterDescription - https://github.com/spacehamster/DXDecompiler/blob/master/src/DXDecompiler/Chunks/Libf/LibraryParameterDescription.cs
        """
        def __init__(self, _io, _parent=None, _root=None):
            super(DxcontainerLfs0.Parameter, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.ofs_name = self._io.read_u4le()
            self.ofs_semantic_name = self._io.read_u4le()
            self.var_type = KaitaiStream.resolve_enum(dxcontainer_rdef.DxcontainerRdef.ShaderVariableType, self._io.read_u4le())
            self.var_class = KaitaiStream.resolve_enum(dxcontainer_rdef.DxcontainerRdef.ShaderVariableClass, self._io.read_u4le())
            self.rows = self._io.read_u4le()
            self.columns = self._io.read_u4le()
            self.interpolation = KaitaiStream.resolve_enum(dxcontainer_shader.DxcontainerShader.InterpolationMode, self._io.read_u4le())
            self.flags = self._io.read_u4le()
            self.first_in_register = self._io.read_s4le()
            self.first_in_component = self._io.read_s4le()
            self.first_out_register = self._io.read_s4le()
            self.first_out_component = self._io.read_s4le()


        def _fetch_instances(self):
            pass
            _ = self.name
            if hasattr(self, '_m_name'):
                pass

            _ = self.semantic_name
            if hasattr(self, '_m_semantic_name'):
                pass


        @property
        def is_in(self):
            """D3D_PF_IN - an `in` or `inout` parameter."""
            if hasattr(self, '_m_is_in'):
                return self._m_is_in

            self._m_is_in = self.flags & 1 != 0
            return getattr(self, '_m_is_in', None)

        @property
        def is_out(self):
            """D3D_PF_OUT - an `out` or `inout` parameter, or the return value."""
            if hasattr(self, '_m_is_out'):
                return self._m_is_out

            self._m_is_out = self.flags & 2 != 0
            return getattr(self, '_m_is_out', None)

        @property
        def name(self):
            """The parameter's name."""
            if hasattr(self, '_m_name'):
                return self._m_name

            _pos = self._io.pos()
            self._io.seek(self.ofs_name)
            self._m_name = (self._io.read_bytes_term(0, False, True, True)).decode(u"ISO-8859-1")
            self._io.seek(_pos)
            return getattr(self, '_m_name', None)

        @property
        def semantic_name(self):
            """The semantic (`SV_TARGET`, `COLOR`...), when there is one."""
            if hasattr(self, '_m_semantic_name'):
                return self._m_semantic_name

            if self.ofs_semantic_name != 0:
                pass
                _pos = self._io.pos()
                self._io.seek(self.ofs_semantic_name)
                self._m_semantic_name = (self._io.read_bytes_term(0, False, True, True)).decode(u"ISO-8859-1")
                self._io.seek(_pos)

            return getattr(self, '_m_semantic_name', None)


    @property
    def parameters(self):
        """The return value, then the parameters in declaration order."""
        if hasattr(self, '_m_parameters'):
            return self._m_parameters

        _pos = self._io.pos()
        self._io.seek(self.ofs_parameters)
        self._m_parameters = []
        for i in range(self.num_parameters):
            self._m_parameters.append(DxcontainerLfs0.Parameter(self._io, self, self._root))

        self._io.seek(_pos)
        return getattr(self, '_m_parameters', None)


