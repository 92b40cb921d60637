# This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild
# type: ignore

import kaitaistruct
from kaitaistruct import KaitaiStruct, KaitaiStream, BytesIO
import dxcontainer_shader
from enum import IntEnum


if getattr(kaitaistruct, 'API_VERSION', (0, 9)) < (0, 11):
    raise Exception("Incompatible Kaitai Struct Python API: 0.11 or later is required, but you have %s" % (kaitaistruct.__version__))

class DxcontainerSignature(KaitaiStruct):
    """An input, output or patch-constant/primitive signature: the list of
    elements (semantic name and index, system value, register, component mask)
    that a shader stage reads or writes. All seven fourccs share one layout
    and differ only in the size of an element record:
    
    * 24 bytes (`ISGN`, `OSGN`, `PCSG`, FXC Shader Model 4/5): no stream, no
      minimum precision;
    * 28 bytes (`OSG5`, FXC Shader Model 5 geometry-shader outputs): a stream
      index first;
    * 32 bytes (`ISG1`, `OSG1`, `PSG1`, DXC, clang, and FXC shaders using
      minimum-precision types): stream first and minimum precision last.
    
    The part is an 8-byte header (element count and offset of the first
    element), the element table, and a table of NUL-terminated semantic
    names. Name offsets count from the start of the part data. FXC pads the
    string table to 4 bytes with 0xAB, DXC (validator 1.7 and later) with
    zeros, older DXC not at all: the bytes after the element table are kept as
    they are (`string_table`).
    
    The checks are LLVM's (`DirectX::Signature::initialize`): the element
    table must fit in the part, and every name offset must lie in the string
    table (at or after the end of the element table, at most the part size).
    They run when the part is parsed.
    
    .. seealso::
       Source - https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilContainer/DxilContainer.h
    
    
    .. seealso::
       Source - https://github.com/microsoft/DirectXShaderCompiler/blob/main/projects/dxilconv/include/Support/DxbcSignatures.h
    
    
    .. seealso::
       Source - https://github.com/llvm/llvm-project/blob/main/llvm/lib/Object/DXContainer.cpp
    """

    class ComponentType(IntEnum):
        unknown = 0
        uint32 = 1
        sint32 = 2
        float32 = 3
        uint16 = 4
        sint16 = 5
        float16 = 6
        uint64 = 7
        sint64 = 8
        float64 = 9

    class D3dName(IntEnum):
        undefined = 0
        position = 1
        clip_distance = 2
        cull_distance = 3
        render_target_array_index = 4
        viewport_array_index = 5
        vertex_id = 6
        primitive_id = 7
        instance_id = 8
        is_front_face = 9
        sample_index = 10
        final_quad_edge_tessfactor = 11
        final_quad_inside_tessfactor = 12
        final_tri_edge_tessfactor = 13
        final_tri_inside_tessfactor = 14
        final_line_detail_tessfactor = 15
        final_line_density_tessfactor = 16
        barycentrics = 23
        shading_rate = 24
        cull_primitive = 25
        target = 64
        depth = 65
        coverage = 66
        depth_ge = 67
        depth_le = 68
        stencil_ref = 69
        inner_coverage = 70
    def __init__(self, len_element, _io, _parent=None, _root=None):
        super(DxcontainerSignature, self).__init__(_io)
        self._parent = _parent
        self._root = _root or self
        self.len_element = len_element
        self._read()

    def _read(self):
        self.num_elements = self._io.read_u4le()
        self.ofs_elements = self._io.read_u4le()
        if not self.ofs_elements >= (0 if  ((self.ofs_elements + self.num_elements * self.len_element <= self._io.size()) and (len(self.elements) == self.num_elements))  else 4294967296):
            raise kaitaistruct.ValidationLessThanError((0 if  ((self.ofs_elements + self.num_elements * self.len_element <= self._io.size()) and (len(self.elements) == self.num_elements))  else 4294967296), self.ofs_elements, self._io, u"/seq/1")


    def _fetch_instances(self):
        pass
        _ = self.elements
        if hasattr(self, '_m_elements'):
            pass
            for i in range(len(self._m_elements)):
                pass
                self._m_elements[i]._fetch_instances()


        _ = self.string_table
        if hasattr(self, '_m_string_table'):
            pass


    class Element(KaitaiStruct):
        """One signature element (DXC `DxilProgramSignatureElement`, FXC
        `D3D10_INTERNALSHADER_PARAMETER` and its `_FOR_GS` / `_11_1` variants).
        The signature's `len_element` decides whether `stream` and
        `min_precision` exist.
        
        .. seealso::
           DxilProgramSignatureElement - https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilContainer/DxilContainer.h
        """
        def __init__(self, _io, _parent=None, _root=None):
            super(DxcontainerSignature.Element, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            if self._parent.len_element >= 28:
                pass
                self.stream = self._io.read_u4le()

            self.ofs_semantic_name = self._io.read_u4le()
            if not self.ofs_semantic_name >= self._parent.ofs_string_table:
                raise kaitaistruct.ValidationLessThanError(self._parent.ofs_string_table, self.ofs_semantic_name, self._io, u"/types/element/seq/1")
            if not self.ofs_semantic_name <= self._io.size():
                raise kaitaistruct.ValidationGreaterThanError(self._io.size(), self.ofs_semantic_name, self._io, u"/types/element/seq/1")
            self.semantic_index = self._io.read_u4le()
            self.system_value = KaitaiStream.resolve_enum(DxcontainerSignature.D3dName, self._io.read_u4le())
            self.component_type = KaitaiStream.resolve_enum(DxcontainerSignature.ComponentType, self._io.read_u4le())
            self.register = self._io.read_u4le()
            self.mask = self._io.read_u1()
            self.rw_mask = self._io.read_u1()
            self.reserved = self._io.read_u2le()
            if self._parent.len_element == 32:
                pass
                self.min_precision = KaitaiStream.resolve_enum(dxcontainer_shader.DxcontainerShader.MinPrecision, self._io.read_u4le())



        def _fetch_instances(self):
            pass
            if self._parent.len_element >= 28:
                pass

            if self._parent.len_element == 32:
                pass

            _ = self.semantic_name
            if hasattr(self, '_m_semantic_name'):
                pass


        @property
        def mask_letters(self):
            """The components in `mask` as listings print them (`xyzw`, `xy`, `z`...)."""
            if hasattr(self, '_m_mask_letters'):
                return self._m_mask_letters

            self._m_mask_letters = (((u"x" if self.mask & 1 != 0 else u"") + (u"y" if self.mask & 2 != 0 else u"")) + (u"z" if self.mask & 4 != 0 else u"")) + (u"w" if self.mask & 8 != 0 else u"")
            return getattr(self, '_m_mask_letters', None)

        @property
        def semantic_name(self):
            """The semantic name (`SV_Position`, `TEXCOORD`, ...), read at `ofs_semantic_name`."""
            if hasattr(self, '_m_semantic_name'):
                return self._m_semantic_name

            _pos = self._io.pos()
            self._io.seek(self.ofs_semantic_name)
            self._m_semantic_name = (self._io.read_bytes_term(0, False, True, False)).decode(u"ISO-8859-1")
            self._io.seek(_pos)
            return getattr(self, '_m_semantic_name', None)


    @property
    def elements(self):
        """The elements, in file order."""
        if hasattr(self, '_m_elements'):
            return self._m_elements

        _pos = self._io.pos()
        self._io.seek(self.ofs_elements)
        self._m_elements = []
        for i in range(self.num_elements):
            self._m_elements.append(DxcontainerSignature.Element(self._io, self, self._root))

        self._io.seek(_pos)
        return getattr(self, '_m_elements', None)

    @property
    def ofs_string_table(self):
        """Offset of the string table, right after the element table (LLVM's first valid name offset)."""
        if hasattr(self, '_m_ofs_string_table'):
            return self._m_ofs_string_table

        self._m_ofs_string_table = self.ofs_elements + self.num_elements * self.len_element
        return getattr(self, '_m_ofs_string_table', None)

    @property
    def string_table(self):
        """Everything after the element table: the NUL-terminated semantic names
        and the padding after them (0xAB bytes from FXC, zeros or nothing from
        DXC), byte for byte.
        """
        if hasattr(self, '_m_string_table'):
            return self._m_string_table

        _pos = self._io.pos()
        self._io.seek(self.ofs_string_table)
        self._m_string_table = self._io.read_bytes_full()
        self._io.seek(_pos)
        return getattr(self, '_m_string_table', None)


