# This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild
# type: ignore

import kaitaistruct
from kaitaistruct import KaitaiStruct, KaitaiStream, BytesIO
import dxcontainer
from enum import IntEnum


if getattr(kaitaistruct, 'API_VERSION', (0, 9)) < (0, 11):
    raise Exception("Incompatible Kaitai Struct Python API: 0.11 or later is required, but you have %s" % (kaitaistruct.__version__))

class DxcontainerFx10(KaitaiStruct):
    """The effect binary FXC writes for `fx_4_0`, `fx_4_1` and `fx_5_0` targets
    (`.fxo` files are containers with this one part), loaded by
    `D3D10CreateEffectFromMemory` and the Effects 11 library: constant
    buffers and their numeric variables, object variables (textures, state
    blocks, shaders, strings), interface variables, annotations, and the
    techniques (grouped for fx_5_0) with their passes and state assignments.
    
    The part is a header, an "unstructured" blob of `len_unstructured` bytes
    and the "structured" records. The structured records are read in order:
    constant buffers (each followed by its variables), object variables,
    interface variables (fx_5_0), the pool's constant buffers and object
    variables that a child effect refers to (fx_4; only names and types),
    then the groups (fx_5_0) or techniques. Every `ofs_*` field of a record
    is an offset into the unstructured blob, which holds the names, type
    descriptions, default values, strings and the data blocks of shaders and
    expressions (a u32 size, then a whole nested DXBC container).
    
    The unstructured blob is kept as bytes (`unstructured`) and serialized as
    such; the instances named after the offsets (`name`, `type`, `value`,
    `shader`...) decode it where the structured records point. Types are
    shared by offset, and struct members point at their types in turn: the
    graph is followed at most `max_type_depth` levels deep.
    
    .. seealso::
       Source - https://github.com/microsoft/FX11/blob/main/Binary/EffectBinaryFormat.h
    
    
    .. seealso::
       Source - https://github.com/microsoft/FX11/blob/main/Binary/EffectStates11.h
    
    
    .. seealso::
       Source - https://gitlab.winehq.org/wine/wine/-/blob/master/dlls/d3d10/effect.c
    """

    class AssignmentType(IntEnum):
        invalid = 0
        constant = 1
        variable = 2
        constant_index = 3
        variable_index = 4
        expression_index = 5
        expression = 6
        inline_shader = 7
        inline_shader5 = 8

    class EffectVersion(IntEnum):
        fx_4_0 = 4278128641
        fx_4_1 = 4278128657
        fx_5_0 = 4278132737

    class ObjectType(IntEnum):
        invalid = 0
        string = 1
        blend = 2
        depth_stencil = 3
        rasterizer = 4
        pixel_shader = 5
        vertex_shader = 6
        geometry_shader = 7
        geometry_shader_so = 8
        texture = 9
        texture1d = 10
        texture1d_array = 11
        texture2d = 12
        texture2d_array = 13
        texture2d_ms = 14
        texture2d_ms_array = 15
        texture3d = 16
        texture_cube = 17
        constant_buffer = 18
        render_target_view = 19
        depth_stencil_view = 20
        sampler = 21
        buffer = 22
        texture_cube_array = 23
        count = 24
        pixel_shader5 = 25
        vertex_shader5 = 26
        geometry_shader5 = 27
        compute_shader5 = 28
        hull_shader5 = 29
        domain_shader5 = 30
        rw_texture1d = 31
        rw_texture1d_array = 32
        rw_texture2d = 33
        rw_texture2d_array = 34
        rw_texture3d = 35
        rw_buffer = 36
        byte_address_buffer = 37
        rw_byte_address_buffer = 38
        structured_buffer = 39
        rw_structured_buffer = 40
        rw_structured_buffer_alloc = 41
        rw_structured_buffer_consume = 42
        append_structured_buffer = 43
        consume_structured_buffer = 44

    class ScalarType(IntEnum):
        invalid = 0
        float = 1
        int = 2
        uint = 3
        bool = 4

    class State(IntEnum):
        rasterizer_state = 0
        depth_stencil_state = 1
        blend_state = 2
        render_target_view = 3
        depth_stencil_view = 4
        generate_mips = 5
        vertex_shader = 6
        pixel_shader = 7
        geometry_shader = 8
        ds_stencil_ref = 9
        ab_blend_factor = 10
        ab_sample_mask = 11
        fill_mode = 12
        cull_mode = 13
        front_counter_clockwise = 14
        depth_bias = 15
        depth_bias_clamp = 16
        slope_scaled_depth_bias = 17
        depth_clip_enable = 18
        scissor_enable = 19
        multisample_enable = 20
        antialiased_line_enable = 21
        depth_enable = 22
        depth_write_mask = 23
        depth_func = 24
        stencil_enable = 25
        stencil_read_mask = 26
        stencil_write_mask = 27
        front_face_stencil_fail = 28
        front_face_stencil_depth_fail = 29
        front_face_stencil_pass = 30
        front_face_stencil_func = 31
        back_face_stencil_fail = 32
        back_face_stencil_depth_fail = 33
        back_face_stencil_pass = 34
        back_face_stencil_func = 35
        alpha_to_coverage_enable = 36
        blend_enable = 37
        src_blend = 38
        dest_blend = 39
        blend_op = 40
        src_blend_alpha = 41
        dest_blend_alpha = 42
        blend_op_alpha = 43
        render_target_write_mask = 44
        filter = 45
        address_u = 46
        address_v = 47
        address_w = 48
        mip_lod_bias = 49
        max_anisotropy = 50
        comparison_func = 51
        border_color = 52
        min_lod = 53
        max_lod = 54
        texture = 55
        hull_shader = 56
        domain_shader = 57
        compute_shader = 58

    class VarType(IntEnum):
        invalid = 0
        numeric = 1
        object = 2
        struct = 3
        interface = 4
    def __init__(self, _io, _parent=None, _root=None):
        super(DxcontainerFx10, self).__init__(_io)
        self._parent = _parent
        self._root = _root or self
        self._read()

    def _read(self):
        self.header = DxcontainerFx10.Header(self._io, self, self._root)
        if self.is_fx5:
            pass
            self.header5 = DxcontainerFx10.Header5(self._io, self, self._root)

        self.unstructured = self._io.read_bytes(self.header.len_unstructured)
        self.cbuffers = []
        for i in range(self.header.num_cbuffers):
            self.cbuffers.append(DxcontainerFx10.FxCbuffer(True, self._io, self, self._root))

        self.object_variables = []
        for i in range(self.header.num_object_variables):
            self.object_variables.append(DxcontainerFx10.ObjectVariable(False, self._io, self, self._root))

        if self.is_fx5:
            pass
            self.interface_variables = []
            for i in range(self.header5.num_interface_variables):
                self.interface_variables.append(DxcontainerFx10.InterfaceVariable(self._io, self, self._root))


        self.pool_cbuffers = []
        for i in range(self.header.num_pool_cbuffers):
            self.pool_cbuffers.append(DxcontainerFx10.FxCbuffer(False, self._io, self, self._root))

        self.pool_object_variables = []
        for i in range(self.header.num_pool_object_variables):
            self.pool_object_variables.append(DxcontainerFx10.ObjectVariable(True, self._io, self, self._root))

        if self.is_fx5:
            pass
            self.groups = []
            for i in range(self.header5.num_groups):
                self.groups.append(DxcontainerFx10.Group(self._io, self, self._root))


        if (not (self.is_fx5)):
            pass
            self.techniques = []
            for i in range(self.header.num_techniques):
                self.techniques.append(DxcontainerFx10.Technique(self._io, self, self._root))


        if (not (self._io.is_eof())):
            pass
            self.trailing = self._io.read_bytes_full()



    def _fetch_instances(self):
        pass
        self.header._fetch_instances()
        if self.is_fx5:
            pass
            self.header5._fetch_instances()

        for i in range(len(self.cbuffers)):
            pass
            self.cbuffers[i]._fetch_instances()

        for i in range(len(self.object_variables)):
            pass
            self.object_variables[i]._fetch_instances()

        if self.is_fx5:
            pass
            for i in range(len(self.interface_variables)):
                pass
                self.interface_variables[i]._fetch_instances()


        for i in range(len(self.pool_cbuffers)):
            pass
            self.pool_cbuffers[i]._fetch_instances()

        for i in range(len(self.pool_object_variables)):
            pass
            self.pool_object_variables[i]._fetch_instances()

        if self.is_fx5:
            pass
            for i in range(len(self.groups)):
                pass
                self.groups[i]._fetch_instances()


        if (not (self.is_fx5)):
            pass
            for i in range(len(self.techniques)):
                pass
                self.techniques[i]._fetch_instances()


        if (not (self._io.is_eof())):
            pass


    class Annotation(KaitaiStruct):
        """An annotation (SBinaryAnnotation): a name, a type and the value, which
        is one offset of a packed numeric value, or one string offset per
        element for string annotations.
        
        .. seealso::
           SBinaryAnnotation - https://github.com/microsoft/FX11/blob/main/Binary/EffectBinaryFormat.h
        """
        def __init__(self, _io, _parent=None, _root=None):
            super(DxcontainerFx10.Annotation, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.ofs_name = self._io.read_u4le()
            self.ofs_type = self._io.read_u4le()
            self.ofs_values = []
            for i in range(((1 if self.type.num_elements == 0 else self.type.num_elements) if self.is_string else 1)):
                self.ofs_values.append(self._io.read_u4le())



        def _fetch_instances(self):
            pass
            for i in range(len(self.ofs_values)):
                pass

            _ = self.name
            if hasattr(self, '_m_name'):
                pass

            _ = self.numeric_value
            if hasattr(self, '_m_numeric_value'):
                pass

            _ = self.strings
            if hasattr(self, '_m_strings'):
                pass
                for i in range(len(self._m_strings)):
                    pass
                    self._m_strings[i]._fetch_instances()


            _ = self.type
            if hasattr(self, '_m_type'):
                pass
                self._m_type._fetch_instances()


        @property
        def is_string(self):
            """A string annotation."""
            if hasattr(self, '_m_is_string'):
                return self._m_is_string

            self._m_is_string =  ((self.type.var_type == DxcontainerFx10.VarType.object) and (self.type.object_type == DxcontainerFx10.ObjectType.string)) 
            return getattr(self, '_m_is_string', None)

        @property
        def name(self):
            """The annotation's name."""
            if hasattr(self, '_m_name'):
                return self._m_name

            io = self._root._io
            _pos = io.pos()
            io.seek(self._root.ofs_unstructured + self.ofs_name)
            self._m_name = (io.read_bytes_term(0, False, True, True)).decode(u"ISO-8859-1")
            io.seek(_pos)
            return getattr(self, '_m_name', None)

        @property
        def numeric_value(self):
            """The packed numeric value. Read only from a record whose
            `ofs_values` was read (`ofs_type >= 0`, always true once `ofs_type`
            is read, is false in a record the Web IDE shows half-read, where
            neither is) and whose type's `len_packed` passed its check.
            """
            if hasattr(self, '_m_numeric_value'):
                return self._m_numeric_value

            if  (((not (self.is_string))) and (self.ofs_type >= 0) and (len(self.ofs_values) > 0) and (self.type.len_packed <= 2147483647)) :
                pass
                io = self._root._io
                _pos = io.pos()
                io.seek(self._root.ofs_unstructured + self.ofs_values[0])
                self._m_numeric_value = io.read_bytes(self.type.len_packed)
                io.seek(_pos)

            return getattr(self, '_m_numeric_value', None)

        @property
        def strings(self):
            """For a string annotation: one string per element, each an offset
            into the unstructured blob (none in a half-read record, as for
            `numeric_value`).
            """
            if hasattr(self, '_m_strings'):
                return self._m_strings

            if  ((self.is_string) and (self.ofs_type >= 0)) :
                pass
                self._m_strings = []
                for i in range(len(self.ofs_values)):
                    self._m_strings.append(DxcontainerFx10.AnnotationString(i, self._io, self, self._root))


            return getattr(self, '_m_strings', None)

        @property
        def type(self):
            """The annotation's type."""
            if hasattr(self, '_m_type'):
                return self._m_type

            io = self._root._io
            _pos = io.pos()
            io.seek(self._root.ofs_unstructured + self.ofs_type)
            self._m_type = DxcontainerFx10.FxType(0, self._root.max_type_nodes, io, self, self._root)
            io.seek(_pos)
            return getattr(self, '_m_type', None)


    class AnnotationString(KaitaiStruct):
        """One string value of a string annotation.
        
        .. seealso::
           CEffectLoader::LoadAnnotations - https://github.com/microsoft/FX11/blob/main/EffectLoad.cpp
        """
        def __init__(self, i, _io, _parent=None, _root=None):
            super(DxcontainerFx10.AnnotationString, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self.i = i
            self._read()

        def _read(self):
            pass


        def _fetch_instances(self):
            pass
            _ = self.value
            if hasattr(self, '_m_value'):
                pass


        @property
        def value(self):
            """The string."""
            if hasattr(self, '_m_value'):
                return self._m_value

            io = self._root._io
            _pos = io.pos()
            io.seek(self._root.ofs_unstructured + (self._parent.ofs_values[self.i] if self.i < len(self._parent.ofs_values) else 0))
            self._m_value = (io.read_bytes_term(0, False, True, True)).decode(u"ISO-8859-1")
            io.seek(_pos)
            return getattr(self, '_m_value', None)


    class Annotations(KaitaiStruct):
        """A count and that many annotations.
        
        .. seealso::
           CEffectLoader::LoadAnnotations - https://github.com/microsoft/FX11/blob/main/EffectLoad.cpp
        """
        def __init__(self, _io, _parent=None, _root=None):
            super(DxcontainerFx10.Annotations, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.num_annotations = self._io.read_u4le()
            self.items = []
            for i in range(self.num_annotations):
                self.items.append(DxcontainerFx10.Annotation(self._io, self, self._root))



        def _fetch_instances(self):
            pass
            for i in range(len(self.items)):
                pass
                self.items[i]._fetch_instances()



    class Assignment(KaitaiStruct):
        """A state assignment (SBinaryAssignment): which state, which index of it,
        and where the value comes from.
        
        .. seealso::
           SBinaryAssignment - https://github.com/microsoft/FX11/blob/main/Binary/EffectBinaryFormat.h
        """
        def __init__(self, _io, _parent=None, _root=None):
            super(DxcontainerFx10.Assignment, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.state = KaitaiStream.resolve_enum(DxcontainerFx10.State, self._io.read_u4le())
            self.index = self._io.read_u4le()
            self.assignment_type = KaitaiStream.resolve_enum(DxcontainerFx10.AssignmentType, self._io.read_u4le())
            self.ofs_initializer = self._io.read_u4le()


        def _fetch_instances(self):
            pass
            _ = self.constants
            if hasattr(self, '_m_constants'):
                pass
                self._m_constants._fetch_instances()

            _ = self.expression
            if hasattr(self, '_m_expression'):
                pass
                self._m_expression._fetch_instances()

            _ = self.indexed
            if hasattr(self, '_m_indexed'):
                pass
                self._m_indexed._fetch_instances()

            _ = self.inline_shader
            if hasattr(self, '_m_inline_shader'):
                pass
                self._m_inline_shader._fetch_instances()

            _ = self.inline_shader5
            if hasattr(self, '_m_inline_shader5'):
                pass
                self._m_inline_shader5._fetch_instances()

            _ = self.variable_name
            if hasattr(self, '_m_variable_name'):
                pass


        @property
        def constants(self):
            """The value of a constant assignment (`state = value;`): one typed 32-bit constant per component."""
            if hasattr(self, '_m_constants'):
                return self._m_constants

            if self.assignment_type == DxcontainerFx10.AssignmentType.constant:
                pass
                io = self._root._io
                _pos = io.pos()
                io.seek(self._root.ofs_unstructured + self.ofs_initializer)
                self._m_constants = DxcontainerFx10.Constants(io, self, self._root)
                io.seek(_pos)

            return getattr(self, '_m_constants', None)

        @property
        def expression(self):
            """An expression (FXLVM code in a nested container with CLI4/FXLC/CTAB parts)."""
            if hasattr(self, '_m_expression'):
                return self._m_expression

            if self.assignment_type == DxcontainerFx10.AssignmentType.expression:
                pass
                io = self._root._io
                _pos = io.pos()
                io.seek(self._root.ofs_unstructured + self.ofs_initializer)
                self._m_expression = DxcontainerFx10.DataBlock(io, self, self._root)
                io.seek(_pos)

            return getattr(self, '_m_expression', None)

        @property
        def indexed(self):
            """An element of an array variable, chosen by constant, variable or expression."""
            if hasattr(self, '_m_indexed'):
                return self._m_indexed

            if  ((self.assignment_type == DxcontainerFx10.AssignmentType.constant_index) or (self.assignment_type == DxcontainerFx10.AssignmentType.variable_index) or (self.assignment_type == DxcontainerFx10.AssignmentType.expression_index)) :
                pass
                io = self._root._io
                _pos = io.pos()
                io.seek(self._root.ofs_unstructured + self.ofs_initializer)
                self._m_indexed = DxcontainerFx10.IndexedValue(self.assignment_type, io, self, self._root)
                io.seek(_pos)

            return getattr(self, '_m_indexed', None)

        @property
        def inline_shader(self):
            """A shader compiled inline in the pass."""
            if hasattr(self, '_m_inline_shader'):
                return self._m_inline_shader

            if self.assignment_type == DxcontainerFx10.AssignmentType.inline_shader:
                pass
                io = self._root._io
                _pos = io.pos()
                io.seek(self._root.ofs_unstructured + self.ofs_initializer)
                self._m_inline_shader = DxcontainerFx10.InlineShader(io, self, self._root)
                io.seek(_pos)

            return getattr(self, '_m_inline_shader', None)

        @property
        def inline_shader5(self):
            """A Shader Model 5 shader compiled inline in the pass."""
            if hasattr(self, '_m_inline_shader5'):
                return self._m_inline_shader5

            if self.assignment_type == DxcontainerFx10.AssignmentType.inline_shader5:
                pass
                io = self._root._io
                _pos = io.pos()
                io.seek(self._root.ofs_unstructured + self.ofs_initializer)
                self._m_inline_shader5 = DxcontainerFx10.ShaderData5(io, self, self._root)
                io.seek(_pos)

            return getattr(self, '_m_inline_shader5', None)

        @property
        def variable_name(self):
            """The variable assigned."""
            if hasattr(self, '_m_variable_name'):
                return self._m_variable_name

            if self.assignment_type == DxcontainerFx10.AssignmentType.variable:
                pass
                io = self._root._io
                _pos = io.pos()
                io.seek(self._root.ofs_unstructured + self.ofs_initializer)
                self._m_variable_name = (io.read_bytes_term(0, False, True, True)).decode(u"ISO-8859-1")
                io.seek(_pos)

            return getattr(self, '_m_variable_name', None)


    class Constant(KaitaiStruct):
        """A typed 32-bit constant.
        
        .. seealso::
           SBinaryConstant - https://github.com/microsoft/FX11/blob/main/Binary/EffectBinaryFormat.h
        """
        def __init__(self, _io, _parent=None, _root=None):
            super(DxcontainerFx10.Constant, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.scalar_type = KaitaiStream.resolve_enum(DxcontainerFx10.ScalarType, self._io.read_u4le())
            self.bits = self._io.read_u4le()


        def _fetch_instances(self):
            pass


    class Constants(KaitaiStruct):
        """A list of constant values (SBinaryConstant).
        
        .. seealso::
           CEffectLoader::LoadAssignments - https://github.com/microsoft/FX11/blob/main/EffectLoad.cpp
        """
        def __init__(self, _io, _parent=None, _root=None):
            super(DxcontainerFx10.Constants, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.num_values = self._io.read_u4le()
            self.values = []
            for i in range(self.num_values):
                self.values.append(DxcontainerFx10.Constant(self._io, self, self._root))



        def _fetch_instances(self):
            pass
            for i in range(len(self.values)):
                pass
                self.values[i]._fetch_instances()



    class DataBlock(KaitaiStruct):
        """A data block of the unstructured blob: a size and that many bytes, a
        whole DXBC container (a compiled shader, or an expression's FXLVM
        code). A `len_data` of 0 is a NULL shader.
        
        .. seealso::
           CEffectLoader::GetUnstructuredDataBlock - https://github.com/microsoft/FX11/blob/main/EffectLoad.cpp
        """
        def __init__(self, _io, _parent=None, _root=None):
            super(DxcontainerFx10.DataBlock, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.len_data = self._io.read_u4le()
            if not self.len_data <= 2147483647:
                raise kaitaistruct.ValidationGreaterThanError(2147483647, self.len_data, self._io, u"/types/data_block/seq/0")
            if self.len_data != 0:
                pass
                self._raw_container = self._io.read_bytes(self.len_data)
                _io__raw_container = KaitaiStream(BytesIO(self._raw_container))
                self.container = dxcontainer.Dxcontainer(_io__raw_container)



        def _fetch_instances(self):
            pass
            if self.len_data != 0:
                pass
                self.container._fetch_instances()



    class FxCbuffer(KaitaiStruct):
        """A constant buffer or texture buffer (SBinaryConstantBuffer) and its variables.
        
        .. seealso::
           SBinaryConstantBuffer - https://github.com/microsoft/FX11/blob/main/Binary/EffectBinaryFormat.h
        """
        def __init__(self, local, _io, _parent=None, _root=None):
            super(DxcontainerFx10.FxCbuffer, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self.local = local
            self._read()

        def _read(self):
            self.ofs_name = self._io.read_u4le()
            self.len_buffer = self._io.read_u4le()
            self.flags = self._io.read_u4le()
            self.num_variables = self._io.read_u4le()
            self.explicit_bind_point = self._io.read_u4le()
            if self.local:
                pass
                self.annotations = DxcontainerFx10.Annotations(self._io, self, self._root)

            self.variables = []
            for i in range(self.num_variables):
                self.variables.append(DxcontainerFx10.NumericVariable(self.local, self._io, self, self._root))



        def _fetch_instances(self):
            pass
            if self.local:
                pass
                self.annotations._fetch_instances()

            for i in range(len(self.variables)):
                pass
                self.variables[i]._fetch_instances()

            _ = self.name
            if hasattr(self, '_m_name'):
                pass


        @property
        def is_tbuffer(self):
            """Whether the buffer was declared `tbuffer` (flags bit 0) rather than `cbuffer`."""
            if hasattr(self, '_m_is_tbuffer'):
                return self._m_is_tbuffer

            self._m_is_tbuffer = self.flags & 1 != 0
            return getattr(self, '_m_is_tbuffer', None)

        @property
        def name(self):
            """The buffer's name."""
            if hasattr(self, '_m_name'):
                return self._m_name

            io = self._root._io
            _pos = io.pos()
            io.seek(self._root.ofs_unstructured + self.ofs_name)
            self._m_name = (io.read_bytes_term(0, False, True, True)).decode(u"ISO-8859-1")
            io.seek(_pos)
            return getattr(self, '_m_name', None)


    class FxInterface(KaitaiStruct):
        """One interface a class implements (fx_5_0).
        
        .. seealso::
           SBinaryTypeInheritance - https://github.com/microsoft/FX11/blob/main/Binary/EffectBinaryFormat.h
        """
        def __init__(self, depth, i, budget, _io, _parent=None, _root=None):
            super(DxcontainerFx10.FxInterface, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self.depth = depth
            self.i = i
            self.budget = budget
            self._read()

        def _read(self):
            pass


        def _fetch_instances(self):
            pass
            _ = self.type
            if hasattr(self, '_m_type'):
                pass
                self._m_type._fetch_instances()


        @property
        def type(self):
            """The interface type."""
            if hasattr(self, '_m_type'):
                return self._m_type

            io = self._root._io
            _pos = io.pos()
            io.seek(self._root.ofs_unstructured + self._parent.ofs_interfaces[self.i])
            self._m_type = DxcontainerFx10.FxType(self.depth + 1, self.budget, io, self, self._root)
            io.seek(_pos)
            return getattr(self, '_m_type', None)


    class FxMember(KaitaiStruct):
        """A struct member (SBinaryMember).
        
        .. seealso::
           SBinaryType::SBinaryMember - https://github.com/microsoft/FX11/blob/main/Binary/EffectBinaryFormat.h
        """
        def __init__(self, depth, budget, _io, _parent=None, _root=None):
            super(DxcontainerFx10.FxMember, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self.depth = depth
            self.budget = budget
            self._read()

        def _read(self):
            self.ofs_name = self._io.read_u4le()
            self.ofs_semantic = self._io.read_u4le()
            self.ofs_in_struct = self._io.read_u4le()
            self.ofs_type = self._io.read_u4le()


        def _fetch_instances(self):
            pass
            _ = self.name
            if hasattr(self, '_m_name'):
                pass

            _ = self.type
            if hasattr(self, '_m_type'):
                pass
                self._m_type._fetch_instances()


        @property
        def name(self):
            """The member's name."""
            if hasattr(self, '_m_name'):
                return self._m_name

            io = self._root._io
            _pos = io.pos()
            io.seek(self._root.ofs_unstructured + self.ofs_name)
            self._m_name = (io.read_bytes_term(0, False, True, True)).decode(u"ISO-8859-1")
            io.seek(_pos)
            return getattr(self, '_m_name', None)

        @property
        def type(self):
            """The member's type."""
            if hasattr(self, '_m_type'):
                return self._m_type

            io = self._root._io
            _pos = io.pos()
            io.seek(self._root.ofs_unstructured + self.ofs_type)
            self._m_type = DxcontainerFx10.FxType(self.depth + 1, self.budget, io, self, self._root)
            io.seek(_pos)
            return getattr(self, '_m_type', None)


    class FxType(KaitaiStruct):
        """A type description (SBinaryType): name, kind, array size and sizes,
        then the numeric layout, the object type or the struct members.
        
        .. seealso::
           SBinaryType - https://github.com/microsoft/FX11/blob/main/Binary/EffectBinaryFormat.h
        """
        def __init__(self, depth, budget, _io, _parent=None, _root=None):
            super(DxcontainerFx10.FxType, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self.depth = depth
            self.budget = budget
            self._read()

        def _read(self):
            self.ofs_type_name = self._io.read_u4le()
            if not self.ofs_type_name >= (0 if self.depth <= self._root.max_type_depth else 4294967296):
                raise kaitaistruct.ValidationLessThanError((0 if self.depth <= self._root.max_type_depth else 4294967296), self.ofs_type_name, self._io, u"/types/fx_type/seq/0")
            self.var_type = KaitaiStream.resolve_enum(DxcontainerFx10.VarType, self._io.read_u4le())
            self.num_elements = self._io.read_u4le()
            if not self.num_elements >= (0 if self.budget > 0 else 4294967296):
                raise kaitaistruct.ValidationLessThanError((0 if self.budget > 0 else 4294967296), self.num_elements, self._io, u"/types/fx_type/seq/2")
            self.len_in_buffer = self._io.read_u4le()
            self.stride = self._io.read_u4le()
            self.len_packed = self._io.read_u4le()
            if not self.len_packed <= 2147483647:
                raise kaitaistruct.ValidationGreaterThanError(2147483647, self.len_packed, self._io, u"/types/fx_type/seq/5")
            if self.var_type == DxcontainerFx10.VarType.numeric:
                pass
                self.numeric_layout = self._io.read_u4le()

            if self.var_type == DxcontainerFx10.VarType.object:
                pass
                self.object_type = KaitaiStream.resolve_enum(DxcontainerFx10.ObjectType, self._io.read_u4le())

            if self.var_type == DxcontainerFx10.VarType.struct:
                pass
                self.num_members = self._io.read_u4le()

            if self.var_type == DxcontainerFx10.VarType.struct:
                pass
                self.members = []
                for i in range(self.num_members):
                    self.members.append(DxcontainerFx10.FxMember(self.depth, self.child_budget, self._io, self, self._root))


            if  ((self.var_type == DxcontainerFx10.VarType.struct) and (self._root.is_fx5)) :
                pass
                self.ofs_base_class = self._io.read_u4le()

            if  ((self.var_type == DxcontainerFx10.VarType.struct) and (self._root.is_fx5)) :
                pass
                self.num_interfaces = self._io.read_u4le()

            if  ((self.var_type == DxcontainerFx10.VarType.struct) and (self._root.is_fx5)) :
                pass
                self.ofs_interfaces = []
                for i in range(self.num_interfaces):
                    self.ofs_interfaces.append(self._io.read_u4le())




        def _fetch_instances(self):
            pass
            if self.var_type == DxcontainerFx10.VarType.numeric:
                pass

            if self.var_type == DxcontainerFx10.VarType.object:
                pass

            if self.var_type == DxcontainerFx10.VarType.struct:
                pass

            if self.var_type == DxcontainerFx10.VarType.struct:
                pass
                for i in range(len(self.members)):
                    pass
                    self.members[i]._fetch_instances()


            if  ((self.var_type == DxcontainerFx10.VarType.struct) and (self._root.is_fx5)) :
                pass

            if  ((self.var_type == DxcontainerFx10.VarType.struct) and (self._root.is_fx5)) :
                pass

            if  ((self.var_type == DxcontainerFx10.VarType.struct) and (self._root.is_fx5)) :
                pass
                for i in range(len(self.ofs_interfaces)):
                    pass


            _ = self.base_class
            if hasattr(self, '_m_base_class'):
                pass
                self._m_base_class._fetch_instances()

            _ = self.interfaces
            if hasattr(self, '_m_interfaces'):
                pass
                for i in range(len(self._m_interfaces)):
                    pass
                    self._m_interfaces[i]._fetch_instances()


            _ = self.type_name
            if hasattr(self, '_m_type_name'):
                pass


        @property
        def base_class(self):
            """The class this class derives from (fx_5_0)."""
            if hasattr(self, '_m_base_class'):
                return self._m_base_class

            if  ((self.var_type == DxcontainerFx10.VarType.struct) and (self._root.is_fx5) and (self.ofs_base_class != 0)) :
                pass
                io = self._root._io
                _pos = io.pos()
                io.seek(self._root.ofs_unstructured + self.ofs_base_class)
                self._m_base_class = DxcontainerFx10.FxType(self.depth + 1, self.class_budget, io, self, self._root)
                io.seek(_pos)

            return getattr(self, '_m_base_class', None)

        @property
        def child_budget(self):
            """The share of `budget` each member's type gets (this type takes
            one, and one more share is kept for the base class and the
            interfaces, read after the members).
            """
            if hasattr(self, '_m_child_budget'):
                return self._m_child_budget

            if self.var_type == DxcontainerFx10.VarType.struct:
                pass
                self._m_child_budget = (self.budget - 1) // (self.num_members + 1)

            return getattr(self, '_m_child_budget', None)

        @property
        def class_budget(self):
            """The share of `budget` the base class and each interface get."""
            if hasattr(self, '_m_class_budget'):
                return self._m_class_budget

            if  ((self.var_type == DxcontainerFx10.VarType.struct) and (self._root.is_fx5)) :
                pass
                self._m_class_budget = self.child_budget // (self.num_interfaces + 1)

            return getattr(self, '_m_class_budget', None)

        @property
        def interfaces(self):
            """The interfaces this class implements (fx_5_0), one per offset in
            `ofs_interfaces` (`num_interfaces` of them once the type is read).
            An interface reads no bytes of its own, so it is counted by the
            offsets read, not by `num_interfaces`: a half-read type (as the Web
            IDE shows it) has only the offsets before the end of the data, or
            none when `num_interfaces` was not read (`num_interfaces >= 0`,
            always true once it is read, is false then).
            """
            if hasattr(self, '_m_interfaces'):
                return self._m_interfaces

            if  ((self.var_type == DxcontainerFx10.VarType.struct) and (self._root.is_fx5) and (self.num_interfaces >= 0)) :
                pass
                self._m_interfaces = []
                for i in range(len(self.ofs_interfaces)):
                    self._m_interfaces.append(DxcontainerFx10.FxInterface(self.depth, i, self.class_budget, self._io, self, self._root))


            return getattr(self, '_m_interfaces', None)

        @property
        def is_column_major(self):
            """A column-major matrix."""
            if hasattr(self, '_m_is_column_major'):
                return self._m_is_column_major

            if self.var_type == DxcontainerFx10.VarType.numeric:
                pass
                self._m_is_column_major = self.numeric_layout & 16384 != 0

            return getattr(self, '_m_is_column_major', None)

        @property
        def is_packed_array(self):
            """An array packed greedily rather than one element per register."""
            if hasattr(self, '_m_is_packed_array'):
                return self._m_is_packed_array

            if self.var_type == DxcontainerFx10.VarType.numeric:
                pass
                self._m_is_packed_array = self.numeric_layout & 32768 != 0

            return getattr(self, '_m_is_packed_array', None)

        @property
        def numeric_class(self):
            """1 scalar, 2 vector, 3 matrix (ENumericLayout)."""
            if hasattr(self, '_m_numeric_class'):
                return self._m_numeric_class

            if self.var_type == DxcontainerFx10.VarType.numeric:
                pass
                self._m_numeric_class = self.numeric_layout & 7

            return getattr(self, '_m_numeric_class', None)

        @property
        def numeric_columns(self):
            """Columns (1-4)."""
            if hasattr(self, '_m_numeric_columns'):
                return self._m_numeric_columns

            if self.var_type == DxcontainerFx10.VarType.numeric:
                pass
                self._m_numeric_columns = self.numeric_layout >> 11 & 7

            return getattr(self, '_m_numeric_columns', None)

        @property
        def numeric_rows(self):
            """Rows (1-4)."""
            if hasattr(self, '_m_numeric_rows'):
                return self._m_numeric_rows

            if self.var_type == DxcontainerFx10.VarType.numeric:
                pass
                self._m_numeric_rows = self.numeric_layout >> 8 & 7

            return getattr(self, '_m_numeric_rows', None)

        @property
        def numeric_scalar_type(self):
            """1 float, 2 int, 3 uint, 4 bool (EScalarType)."""
            if hasattr(self, '_m_numeric_scalar_type'):
                return self._m_numeric_scalar_type

            if self.var_type == DxcontainerFx10.VarType.numeric:
                pass
                self._m_numeric_scalar_type = self.numeric_layout >> 3 & 31

            return getattr(self, '_m_numeric_scalar_type', None)

        @property
        def type_name(self):
            """The type's name."""
            if hasattr(self, '_m_type_name'):
                return self._m_type_name

            io = self._root._io
            _pos = io.pos()
            io.seek(self._root.ofs_unstructured + self.ofs_type_name)
            self._m_type_name = (io.read_bytes_term(0, False, True, True)).decode(u"ISO-8859-1")
            io.seek(_pos)
            return getattr(self, '_m_type_name', None)


    class Group(KaitaiStruct):
        """A technique group (SBinaryGroup, fx_5_0).
        
        .. seealso::
           SBinaryGroup - https://github.com/microsoft/FX11/blob/main/Binary/EffectBinaryFormat.h
        """
        def __init__(self, _io, _parent=None, _root=None):
            super(DxcontainerFx10.Group, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.ofs_name = self._io.read_u4le()
            self.num_techniques = self._io.read_u4le()
            self.annotations = DxcontainerFx10.Annotations(self._io, self, self._root)
            self.techniques = []
            for i in range(self.num_techniques):
                self.techniques.append(DxcontainerFx10.Technique(self._io, self, self._root))



        def _fetch_instances(self):
            pass
            self.annotations._fetch_instances()
            for i in range(len(self.techniques)):
                pass
                self.techniques[i]._fetch_instances()

            _ = self.name
            if hasattr(self, '_m_name'):
                pass


        @property
        def name(self):
            """The group's name."""
            if hasattr(self, '_m_name'):
                return self._m_name

            io = self._root._io
            _pos = io.pos()
            io.seek(self._root.ofs_unstructured + self.ofs_name)
            self._m_name = (io.read_bytes_term(0, False, True, True)).decode(u"ISO-8859-1")
            io.seek(_pos)
            return getattr(self, '_m_name', None)


    class Header(KaitaiStruct):
        """SBinaryHeader - counts of everything in the effect.
        
        .. seealso::
           SBinaryHeader - https://github.com/microsoft/FX11/blob/main/Binary/EffectBinaryFormat.h
        """
        def __init__(self, _io, _parent=None, _root=None):
            super(DxcontainerFx10.Header, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.tag = KaitaiStream.resolve_enum(DxcontainerFx10.EffectVersion, self._io.read_u4le())
            self.num_cbuffers = self._io.read_u4le()
            self.num_numeric_variables = self._io.read_u4le()
            self.num_object_variables = self._io.read_u4le()
            self.num_pool_cbuffers = self._io.read_u4le()
            self.num_pool_numeric_variables = self._io.read_u4le()
            self.num_pool_object_variables = self._io.read_u4le()
            self.num_techniques = self._io.read_u4le()
            self.len_unstructured = self._io.read_u4le()
            if not self.len_unstructured <= 2147483647:
                raise kaitaistruct.ValidationGreaterThanError(2147483647, self.len_unstructured, self._io, u"/types/header/seq/8")
            self.num_strings = self._io.read_u4le()
            self.num_shader_resources = self._io.read_u4le()
            self.num_depth_stencil_blocks = self._io.read_u4le()
            self.num_blend_state_blocks = self._io.read_u4le()
            self.num_rasterizer_state_blocks = self._io.read_u4le()
            self.num_samplers = self._io.read_u4le()
            self.num_render_target_views = self._io.read_u4le()
            self.num_depth_stencil_views = self._io.read_u4le()
            self.num_shaders = self._io.read_u4le()
            self.num_inline_shaders = self._io.read_u4le()


        def _fetch_instances(self):
            pass

        @property
        def requires_pool(self):
            """A child effect, which needs an effect pool (the listing's "Child effect (requires effect pool)")."""
            if hasattr(self, '_m_requires_pool'):
                return self._m_requires_pool

            self._m_requires_pool =  ((self.num_pool_cbuffers != 0) or (self.num_pool_numeric_variables != 0) or (self.num_pool_object_variables != 0)) 
            return getattr(self, '_m_requires_pool', None)


    class Header5(KaitaiStruct):
        """SBinaryHeader5 - the fx_5_0 counts.
        
        .. seealso::
           SBinaryHeader5 - https://github.com/microsoft/FX11/blob/main/Binary/EffectBinaryFormat.h
        """
        def __init__(self, _io, _parent=None, _root=None):
            super(DxcontainerFx10.Header5, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.num_groups = self._io.read_u4le()
            self.num_unordered_access_views = self._io.read_u4le()
            self.num_interface_variables = self._io.read_u4le()
            self.num_interface_variable_elements = self._io.read_u4le()
            self.num_class_instance_elements = self._io.read_u4le()


        def _fetch_instances(self):
            pass


    class IndexedValue(KaitaiStruct):
        """An array variable and the index that selects an element.
        
        .. seealso::
           SBinaryAssignment::SConstantIndex - https://github.com/microsoft/FX11/blob/main/Binary/EffectBinaryFormat.h
        """
        def __init__(self, kind, _io, _parent=None, _root=None):
            super(DxcontainerFx10.IndexedValue, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self.kind = kind
            self._read()

        def _read(self):
            self.ofs_array_name = self._io.read_u4le()
            self.index = self._io.read_u4le()


        def _fetch_instances(self):
            pass
            _ = self.array_name
            if hasattr(self, '_m_array_name'):
                pass

            _ = self.index_expression
            if hasattr(self, '_m_index_expression'):
                pass
                self._m_index_expression._fetch_instances()

            _ = self.index_variable_name
            if hasattr(self, '_m_index_variable_name'):
                pass


        @property
        def array_name(self):
            """The array variable's name."""
            if hasattr(self, '_m_array_name'):
                return self._m_array_name

            io = self._root._io
            _pos = io.pos()
            io.seek(self._root.ofs_unstructured + self.ofs_array_name)
            self._m_array_name = (io.read_bytes_term(0, False, True, True)).decode(u"ISO-8859-1")
            io.seek(_pos)
            return getattr(self, '_m_array_name', None)

        @property
        def index_expression(self):
            """The expression computing the index."""
            if hasattr(self, '_m_index_expression'):
                return self._m_index_expression

            if self.kind == DxcontainerFx10.AssignmentType.expression_index:
                pass
                io = self._root._io
                _pos = io.pos()
                io.seek(self._root.ofs_unstructured + self.index)
                self._m_index_expression = DxcontainerFx10.DataBlock(io, self, self._root)
                io.seek(_pos)

            return getattr(self, '_m_index_expression', None)

        @property
        def index_variable_name(self):
            """The variable holding the index."""
            if hasattr(self, '_m_index_variable_name'):
                return self._m_index_variable_name

            if self.kind == DxcontainerFx10.AssignmentType.variable_index:
                pass
                io = self._root._io
                _pos = io.pos()
                io.seek(self._root.ofs_unstructured + self.index)
                self._m_index_variable_name = (io.read_bytes_term(0, False, True, True)).decode(u"ISO-8859-1")
                io.seek(_pos)

            return getattr(self, '_m_index_variable_name', None)


    class InlineShader(KaitaiStruct):
        """SInlineShader - an inline shader and its stream-output declaration.
        
        .. seealso::
           SBinaryAssignment::SInlineShader - https://github.com/microsoft/FX11/blob/main/Binary/EffectBinaryFormat.h
        """
        def __init__(self, _io, _parent=None, _root=None):
            super(DxcontainerFx10.InlineShader, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.ofs_shader = self._io.read_u4le()
            self.ofs_so_declaration = self._io.read_u4le()


        def _fetch_instances(self):
            pass
            _ = self.shader
            if hasattr(self, '_m_shader'):
                pass
                self._m_shader._fetch_instances()

            _ = self.so_declaration
            if hasattr(self, '_m_so_declaration'):
                pass


        @property
        def shader(self):
            """The shader's data block."""
            if hasattr(self, '_m_shader'):
                return self._m_shader

            io = self._root._io
            _pos = io.pos()
            io.seek(self._root.ofs_unstructured + self.ofs_shader)
            self._m_shader = DxcontainerFx10.DataBlock(io, self, self._root)
            io.seek(_pos)
            return getattr(self, '_m_shader', None)

        @property
        def so_declaration(self):
            """The stream-output declaration."""
            if hasattr(self, '_m_so_declaration'):
                return self._m_so_declaration

            if self.ofs_so_declaration != 0:
                pass
                io = self._root._io
                _pos = io.pos()
                io.seek(self._root.ofs_unstructured + self.ofs_so_declaration)
                self._m_so_declaration = (io.read_bytes_term(0, False, True, True)).decode(u"ISO-8859-1")
                io.seek(_pos)

            return getattr(self, '_m_so_declaration', None)


    class InterfaceInitializer(KaitaiStruct):
        """SBinaryInterfaceInitializer - a class instance (element) bound to an interface.
        
        .. seealso::
           SBinaryInterfaceInitializer - https://github.com/microsoft/FX11/blob/main/Binary/EffectBinaryFormat.h
        """
        def __init__(self, _io, _parent=None, _root=None):
            super(DxcontainerFx10.InterfaceInitializer, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.ofs_instance_name = self._io.read_u4le()
            self.array_index = self._io.read_u4le()


        def _fetch_instances(self):
            pass
            _ = self.instance_name
            if hasattr(self, '_m_instance_name'):
                pass


        @property
        def instance_name(self):
            """The class instance's name."""
            if hasattr(self, '_m_instance_name'):
                return self._m_instance_name

            io = self._root._io
            _pos = io.pos()
            io.seek(self._root.ofs_unstructured + self.ofs_instance_name)
            self._m_instance_name = (io.read_bytes_term(0, False, True, True)).decode(u"ISO-8859-1")
            io.seek(_pos)
            return getattr(self, '_m_instance_name', None)


    class InterfaceVariable(KaitaiStruct):
        """An interface variable (SBinaryInterfaceVariable, fx_5_0).
        
        .. seealso::
           SBinaryInterfaceVariable - https://github.com/microsoft/FX11/blob/main/Binary/EffectBinaryFormat.h
        """
        def __init__(self, _io, _parent=None, _root=None):
            super(DxcontainerFx10.InterfaceVariable, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.ofs_name = self._io.read_u4le()
            self.ofs_type = self._io.read_u4le()
            self.ofs_default_value = self._io.read_u4le()
            self.flags = self._io.read_u4le()
            self.annotations = DxcontainerFx10.Annotations(self._io, self, self._root)


        def _fetch_instances(self):
            pass
            self.annotations._fetch_instances()
            _ = self.initializers
            if hasattr(self, '_m_initializers'):
                pass
                for i in range(len(self._m_initializers)):
                    pass
                    self._m_initializers[i]._fetch_instances()


            _ = self.name
            if hasattr(self, '_m_name'):
                pass

            _ = self.type
            if hasattr(self, '_m_type'):
                pass
                self._m_type._fetch_instances()


        @property
        def initializers(self):
            """The class instance each element starts with."""
            if hasattr(self, '_m_initializers'):
                return self._m_initializers

            if self.ofs_default_value != 0:
                pass
                io = self._root._io
                _pos = io.pos()
                io.seek(self._root.ofs_unstructured + self.ofs_default_value)
                self._m_initializers = []
                for i in range((1 if self.type.num_elements == 0 else self.type.num_elements)):
                    self._m_initializers.append(DxcontainerFx10.InterfaceInitializer(io, self, self._root))

                io.seek(_pos)

            return getattr(self, '_m_initializers', None)

        @property
        def name(self):
            """The variable's name."""
            if hasattr(self, '_m_name'):
                return self._m_name

            io = self._root._io
            _pos = io.pos()
            io.seek(self._root.ofs_unstructured + self.ofs_name)
            self._m_name = (io.read_bytes_term(0, False, True, True)).decode(u"ISO-8859-1")
            io.seek(_pos)
            return getattr(self, '_m_name', None)

        @property
        def type(self):
            """The variable's type."""
            if hasattr(self, '_m_type'):
                return self._m_type

            io = self._root._io
            _pos = io.pos()
            io.seek(self._root.ofs_unstructured + self.ofs_type)
            self._m_type = DxcontainerFx10.FxType(0, self._root.max_type_nodes, io, self, self._root)
            io.seek(_pos)
            return getattr(self, '_m_type', None)


    class NumericVariable(KaitaiStruct):
        """A variable of a constant buffer (SBinaryNumericVariable).
        
        .. seealso::
           SBinaryNumericVariable - https://github.com/microsoft/FX11/blob/main/Binary/EffectBinaryFormat.h
        """
        def __init__(self, local, _io, _parent=None, _root=None):
            super(DxcontainerFx10.NumericVariable, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self.local = local
            self._read()

        def _read(self):
            self.ofs_name = self._io.read_u4le()
            self.ofs_type = self._io.read_u4le()
            self.ofs_semantic = self._io.read_u4le()
            self.ofs_in_buffer = self._io.read_u4le()
            self.ofs_default_value = self._io.read_u4le()
            self.flags = self._io.read_u4le()
            if self.local:
                pass
                self.annotations = DxcontainerFx10.Annotations(self._io, self, self._root)



        def _fetch_instances(self):
            pass
            if self.local:
                pass
                self.annotations._fetch_instances()

            _ = self.default_value
            if hasattr(self, '_m_default_value'):
                pass

            _ = self.name
            if hasattr(self, '_m_name'):
                pass

            _ = self.semantic
            if hasattr(self, '_m_semantic'):
                pass

            _ = self.type
            if hasattr(self, '_m_type'):
                pass
                self._m_type._fetch_instances()


        @property
        def default_value(self):
            """The initial value, packed (no register padding). Not read when the
            type's `len_packed` failed its check (a half-read type, as the Web
            IDE shows it).
            """
            if hasattr(self, '_m_default_value'):
                return self._m_default_value

            if  ((self.ofs_default_value > 0) and (self.type.len_packed <= 2147483647)) :
                pass
                io = self._root._io
                _pos = io.pos()
                io.seek(self._root.ofs_unstructured + self.ofs_default_value)
                self._m_default_value = io.read_bytes(self.type.len_packed)
                io.seek(_pos)

            return getattr(self, '_m_default_value', None)

        @property
        def name(self):
            """The variable's name."""
            if hasattr(self, '_m_name'):
                return self._m_name

            io = self._root._io
            _pos = io.pos()
            io.seek(self._root.ofs_unstructured + self.ofs_name)
            self._m_name = (io.read_bytes_term(0, False, True, True)).decode(u"ISO-8859-1")
            io.seek(_pos)
            return getattr(self, '_m_name', None)

        @property
        def semantic(self):
            """The semantic given after the variable's declaration (`: NAME`), empty when it has none."""
            if hasattr(self, '_m_semantic'):
                return self._m_semantic

            if self.ofs_semantic != 0:
                pass
                io = self._root._io
                _pos = io.pos()
                io.seek(self._root.ofs_unstructured + self.ofs_semantic)
                self._m_semantic = (io.read_bytes_term(0, False, True, True)).decode(u"ISO-8859-1")
                io.seek(_pos)

            return getattr(self, '_m_semantic', None)

        @property
        def type(self):
            """The variable's type."""
            if hasattr(self, '_m_type'):
                return self._m_type

            io = self._root._io
            _pos = io.pos()
            io.seek(self._root.ofs_unstructured + self.ofs_type)
            self._m_type = DxcontainerFx10.FxType(0, self._root.max_type_nodes, io, self, self._root)
            io.seek(_pos)
            return getattr(self, '_m_type', None)


    class ObjectInitializer(KaitaiStruct):
        """The initializer of one element of an object variable, by object type.
        
        .. seealso::
           CEffectLoader::LoadObjectVariables - https://github.com/microsoft/FX11/blob/main/EffectLoad.cpp
        """
        def __init__(self, kind, _io, _parent=None, _root=None):
            super(DxcontainerFx10.ObjectInitializer, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self.kind = kind
            self._read()

        def _read(self):
            if  ((self.kind == DxcontainerFx10.ObjectType.blend) or (self.kind == DxcontainerFx10.ObjectType.depth_stencil) or (self.kind == DxcontainerFx10.ObjectType.rasterizer) or (self.kind == DxcontainerFx10.ObjectType.sampler)) :
                pass
                self.state_block = DxcontainerFx10.StateBlock(self._io, self, self._root)

            if  ((self.kind == DxcontainerFx10.ObjectType.string) or (self.kind == DxcontainerFx10.ObjectType.pixel_shader) or (self.kind == DxcontainerFx10.ObjectType.vertex_shader) or (self.kind == DxcontainerFx10.ObjectType.geometry_shader) or (self.kind == DxcontainerFx10.ObjectType.geometry_shader_so)) :
                pass
                self.ofs_data = self._io.read_u4le()

            if self.kind == DxcontainerFx10.ObjectType.geometry_shader_so:
                pass
                self.ofs_so_declaration = self._io.read_u4le()

            if  ((self.kind == DxcontainerFx10.ObjectType.pixel_shader5) or (self.kind == DxcontainerFx10.ObjectType.vertex_shader5) or (self.kind == DxcontainerFx10.ObjectType.geometry_shader5) or (self.kind == DxcontainerFx10.ObjectType.compute_shader5) or (self.kind == DxcontainerFx10.ObjectType.hull_shader5) or (self.kind == DxcontainerFx10.ObjectType.domain_shader5)) :
                pass
                self.shader5 = DxcontainerFx10.ShaderData5(self._io, self, self._root)



        def _fetch_instances(self):
            pass
            if  ((self.kind == DxcontainerFx10.ObjectType.blend) or (self.kind == DxcontainerFx10.ObjectType.depth_stencil) or (self.kind == DxcontainerFx10.ObjectType.rasterizer) or (self.kind == DxcontainerFx10.ObjectType.sampler)) :
                pass
                self.state_block._fetch_instances()

            if  ((self.kind == DxcontainerFx10.ObjectType.string) or (self.kind == DxcontainerFx10.ObjectType.pixel_shader) or (self.kind == DxcontainerFx10.ObjectType.vertex_shader) or (self.kind == DxcontainerFx10.ObjectType.geometry_shader) or (self.kind == DxcontainerFx10.ObjectType.geometry_shader_so)) :
                pass

            if self.kind == DxcontainerFx10.ObjectType.geometry_shader_so:
                pass

            if  ((self.kind == DxcontainerFx10.ObjectType.pixel_shader5) or (self.kind == DxcontainerFx10.ObjectType.vertex_shader5) or (self.kind == DxcontainerFx10.ObjectType.geometry_shader5) or (self.kind == DxcontainerFx10.ObjectType.compute_shader5) or (self.kind == DxcontainerFx10.ObjectType.hull_shader5) or (self.kind == DxcontainerFx10.ObjectType.domain_shader5)) :
                pass
                self.shader5._fetch_instances()

            _ = self.shader
            if hasattr(self, '_m_shader'):
                pass
                self._m_shader._fetch_instances()

            _ = self.so_declaration
            if hasattr(self, '_m_so_declaration'):
                pass

            _ = self.string
            if hasattr(self, '_m_string'):
                pass


        @property
        def shader(self):
            """The shader's data block."""
            if hasattr(self, '_m_shader'):
                return self._m_shader

            if  ((self.kind == DxcontainerFx10.ObjectType.pixel_shader) or (self.kind == DxcontainerFx10.ObjectType.vertex_shader) or (self.kind == DxcontainerFx10.ObjectType.geometry_shader) or (self.kind == DxcontainerFx10.ObjectType.geometry_shader_so)) :
                pass
                io = self._root._io
                _pos = io.pos()
                io.seek(self._root.ofs_unstructured + self.ofs_data)
                self._m_shader = DxcontainerFx10.DataBlock(io, self, self._root)
                io.seek(_pos)

            return getattr(self, '_m_shader', None)

        @property
        def so_declaration(self):
            """The stream-output declaration."""
            if hasattr(self, '_m_so_declaration'):
                return self._m_so_declaration

            if  ((self.kind == DxcontainerFx10.ObjectType.geometry_shader_so) and (self.ofs_so_declaration != 0)) :
                pass
                io = self._root._io
                _pos = io.pos()
                io.seek(self._root.ofs_unstructured + self.ofs_so_declaration)
                self._m_so_declaration = (io.read_bytes_term(0, False, True, True)).decode(u"ISO-8859-1")
                io.seek(_pos)

            return getattr(self, '_m_so_declaration', None)

        @property
        def string(self):
            """The string's value."""
            if hasattr(self, '_m_string'):
                return self._m_string

            if self.kind == DxcontainerFx10.ObjectType.string:
                pass
                io = self._root._io
                _pos = io.pos()
                io.seek(self._root.ofs_unstructured + self.ofs_data)
                self._m_string = (io.read_bytes_term(0, False, True, True)).decode(u"ISO-8859-1")
                io.seek(_pos)

            return getattr(self, '_m_string', None)


    class ObjectVariable(KaitaiStruct):
        """An object variable (SBinaryObjectVariable) and its initializer: the
        state assignments of a state block, the shader or string offsets, or
        nothing for textures and views.
        
        .. seealso::
           SBinaryObjectVariable - https://github.com/microsoft/FX11/blob/main/Binary/EffectBinaryFormat.h
        """
        def __init__(self, pool, _io, _parent=None, _root=None):
            super(DxcontainerFx10.ObjectVariable, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self.pool = pool
            self._read()

        def _read(self):
            self.ofs_name = self._io.read_u4le()
            self.ofs_type = self._io.read_u4le()
            self.ofs_semantic = self._io.read_u4le()
            self.explicit_bind_point = self._io.read_u4le()
            if  (((not (self.pool))) and (self.has_initializer)) :
                pass
                self.initializers = []
                for i in range((1 if self.type.num_elements == 0 else self.type.num_elements)):
                    self.initializers.append(DxcontainerFx10.ObjectInitializer(self.type.object_type, self._io, self, self._root))


            if (not (self.pool)):
                pass
                self.annotations = DxcontainerFx10.Annotations(self._io, self, self._root)



        def _fetch_instances(self):
            pass
            if  (((not (self.pool))) and (self.has_initializer)) :
                pass
                for i in range(len(self.initializers)):
                    pass
                    self.initializers[i]._fetch_instances()


            if (not (self.pool)):
                pass
                self.annotations._fetch_instances()

            _ = self.name
            if hasattr(self, '_m_name'):
                pass

            _ = self.semantic
            if hasattr(self, '_m_semantic'):
                pass

            _ = self.type
            if hasattr(self, '_m_type'):
                pass
                self._m_type._fetch_instances()


        @property
        def has_initializer(self):
            """Whether the object type carries initializer data (state blocks, shaders, strings)."""
            if hasattr(self, '_m_has_initializer'):
                return self._m_has_initializer

            self._m_has_initializer =  ((self.type.var_type == DxcontainerFx10.VarType.object) and ( ((self.type.object_type == DxcontainerFx10.ObjectType.string) or (self.type.object_type == DxcontainerFx10.ObjectType.blend) or (self.type.object_type == DxcontainerFx10.ObjectType.depth_stencil) or (self.type.object_type == DxcontainerFx10.ObjectType.rasterizer) or (self.type.object_type == DxcontainerFx10.ObjectType.pixel_shader) or (self.type.object_type == DxcontainerFx10.ObjectType.vertex_shader) or (self.type.object_type == DxcontainerFx10.ObjectType.geometry_shader) or (self.type.object_type == DxcontainerFx10.ObjectType.geometry_shader_so) or (self.type.object_type == DxcontainerFx10.ObjectType.sampler) or (self.type.object_type == DxcontainerFx10.ObjectType.pixel_shader5) or (self.type.object_type == DxcontainerFx10.ObjectType.vertex_shader5) or (self.type.object_type == DxcontainerFx10.ObjectType.geometry_shader5) or (self.type.object_type == DxcontainerFx10.ObjectType.compute_shader5) or (self.type.object_type == DxcontainerFx10.ObjectType.hull_shader5) or (self.type.object_type == DxcontainerFx10.ObjectType.domain_shader5)) )) 
            return getattr(self, '_m_has_initializer', None)

        @property
        def name(self):
            """The variable's name."""
            if hasattr(self, '_m_name'):
                return self._m_name

            io = self._root._io
            _pos = io.pos()
            io.seek(self._root.ofs_unstructured + self.ofs_name)
            self._m_name = (io.read_bytes_term(0, False, True, True)).decode(u"ISO-8859-1")
            io.seek(_pos)
            return getattr(self, '_m_name', None)

        @property
        def semantic(self):
            """The semantic given after the variable's declaration (`: NAME`), empty when it has none."""
            if hasattr(self, '_m_semantic'):
                return self._m_semantic

            if self.ofs_semantic != 0:
                pass
                io = self._root._io
                _pos = io.pos()
                io.seek(self._root.ofs_unstructured + self.ofs_semantic)
                self._m_semantic = (io.read_bytes_term(0, False, True, True)).decode(u"ISO-8859-1")
                io.seek(_pos)

            return getattr(self, '_m_semantic', None)

        @property
        def type(self):
            """The variable's type."""
            if hasattr(self, '_m_type'):
                return self._m_type

            io = self._root._io
            _pos = io.pos()
            io.seek(self._root.ofs_unstructured + self.ofs_type)
            self._m_type = DxcontainerFx10.FxType(0, self._root.max_type_nodes, io, self, self._root)
            io.seek(_pos)
            return getattr(self, '_m_type', None)


    class Pass(KaitaiStruct):
        """A pass (SBinaryPass) and its state assignments.
        
        .. seealso::
           SBinaryPass - https://github.com/microsoft/FX11/blob/main/Binary/EffectBinaryFormat.h
        """
        def __init__(self, _io, _parent=None, _root=None):
            super(DxcontainerFx10.Pass, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.ofs_name = self._io.read_u4le()
            self.num_assignments = self._io.read_u4le()
            self.annotations = DxcontainerFx10.Annotations(self._io, self, self._root)
            self.assignments = []
            for i in range(self.num_assignments):
                self.assignments.append(DxcontainerFx10.Assignment(self._io, self, self._root))



        def _fetch_instances(self):
            pass
            self.annotations._fetch_instances()
            for i in range(len(self.assignments)):
                pass
                self.assignments[i]._fetch_instances()

            _ = self.name
            if hasattr(self, '_m_name'):
                pass


        @property
        def name(self):
            """The pass's name."""
            if hasattr(self, '_m_name'):
                return self._m_name

            io = self._root._io
            _pos = io.pos()
            io.seek(self._root.ofs_unstructured + self.ofs_name)
            self._m_name = (io.read_bytes_term(0, False, True, True)).decode(u"ISO-8859-1")
            io.seek(_pos)
            return getattr(self, '_m_name', None)


    class ShaderData5(KaitaiStruct):
        """SBinaryShaderData5 - a Shader Model 5 shader with stream output and interface bindings.
        
        .. seealso::
           SBinaryShaderData5 - https://github.com/microsoft/FX11/blob/main/Binary/EffectBinaryFormat.h
        """
        def __init__(self, _io, _parent=None, _root=None):
            super(DxcontainerFx10.ShaderData5, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.ofs_shader = self._io.read_u4le()
            self.ofs_so_declarations = []
            for i in range(4):
                self.ofs_so_declarations.append(self._io.read_u4le())

            self.num_so_declarations = self._io.read_u4le()
            self.rasterized_stream = self._io.read_u4le()
            self.num_interface_bindings = self._io.read_u4le()
            self.ofs_interface_bindings = self._io.read_u4le()


        def _fetch_instances(self):
            pass
            for i in range(len(self.ofs_so_declarations)):
                pass

            _ = self.interface_bindings
            if hasattr(self, '_m_interface_bindings'):
                pass
                for i in range(len(self._m_interface_bindings)):
                    pass
                    self._m_interface_bindings[i]._fetch_instances()


            _ = self.shader
            if hasattr(self, '_m_shader'):
                pass
                self._m_shader._fetch_instances()

            _ = self.so_declarations
            if hasattr(self, '_m_so_declarations'):
                pass
                for i in range(len(self._m_so_declarations)):
                    pass
                    self._m_so_declarations[i]._fetch_instances()



        @property
        def interface_bindings(self):
            """The class instances bound to the shader's interfaces."""
            if hasattr(self, '_m_interface_bindings'):
                return self._m_interface_bindings

            if self.num_interface_bindings != 0:
                pass
                io = self._root._io
                _pos = io.pos()
                io.seek(self._root.ofs_unstructured + self.ofs_interface_bindings)
                self._m_interface_bindings = []
                for i in range(self.num_interface_bindings):
                    self._m_interface_bindings.append(DxcontainerFx10.InterfaceInitializer(io, self, self._root))

                io.seek(_pos)

            return getattr(self, '_m_interface_bindings', None)

        @property
        def shader(self):
            """The shader's data block."""
            if hasattr(self, '_m_shader'):
                return self._m_shader

            io = self._root._io
            _pos = io.pos()
            io.seek(self._root.ofs_unstructured + self.ofs_shader)
            self._m_shader = DxcontainerFx10.DataBlock(io, self, self._root)
            io.seek(_pos)
            return getattr(self, '_m_shader', None)

        @property
        def so_declarations(self):
            """The stream-output declarations, one per offset (the empty string at offset 0 where there is none)."""
            if hasattr(self, '_m_so_declarations'):
                return self._m_so_declarations

            self._m_so_declarations = []
            for i in range(4):
                self._m_so_declarations.append(DxcontainerFx10.SoDeclaration(i, self._io, self, self._root))

            return getattr(self, '_m_so_declarations', None)


    class SoDeclaration(KaitaiStruct):
        """One stream-output declaration string of a Shader Model 5 shader.
        
        .. seealso::
           CEffectLoader::GetStringAndAddToReflection - https://github.com/microsoft/FX11/blob/main/EffectLoad.cpp
        """
        def __init__(self, i, _io, _parent=None, _root=None):
            super(DxcontainerFx10.SoDeclaration, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self.i = i
            self._read()

        def _read(self):
            pass


        def _fetch_instances(self):
            pass
            _ = self.value
            if hasattr(self, '_m_value'):
                pass


        @property
        def value(self):
            """The declaration, e.g. `SV_POSITION.xyzw; TEXCOORD.xy`."""
            if hasattr(self, '_m_value'):
                return self._m_value

            io = self._root._io
            _pos = io.pos()
            io.seek(self._root.ofs_unstructured + self._parent.ofs_so_declarations[self.i])
            self._m_value = (io.read_bytes_term(0, False, True, True)).decode(u"ISO-8859-1")
            io.seek(_pos)
            return getattr(self, '_m_value', None)


    class StateBlock(KaitaiStruct):
        """The assignments of one state block (blend, depth-stencil, rasterizer or sampler).
        
        .. seealso::
           CEffectLoader::LoadObjectVariables - https://github.com/microsoft/FX11/blob/main/EffectLoad.cpp
        """
        def __init__(self, _io, _parent=None, _root=None):
            super(DxcontainerFx10.StateBlock, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.num_assignments = self._io.read_u4le()
            self.assignments = []
            for i in range(self.num_assignments):
                self.assignments.append(DxcontainerFx10.Assignment(self._io, self, self._root))



        def _fetch_instances(self):
            pass
            for i in range(len(self.assignments)):
                pass
                self.assignments[i]._fetch_instances()



    class Technique(KaitaiStruct):
        """A technique (SBinaryTechnique) and its passes.
        
        .. seealso::
           SBinaryTechnique - https://github.com/microsoft/FX11/blob/main/Binary/EffectBinaryFormat.h
        """
        def __init__(self, _io, _parent=None, _root=None):
            super(DxcontainerFx10.Technique, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.ofs_name = self._io.read_u4le()
            self.num_passes = self._io.read_u4le()
            self.annotations = DxcontainerFx10.Annotations(self._io, self, self._root)
            self.passes = []
            for i in range(self.num_passes):
                self.passes.append(DxcontainerFx10.Pass(self._io, self, self._root))



        def _fetch_instances(self):
            pass
            self.annotations._fetch_instances()
            for i in range(len(self.passes)):
                pass
                self.passes[i]._fetch_instances()

            _ = self.name
            if hasattr(self, '_m_name'):
                pass


        @property
        def name(self):
            """The technique's name."""
            if hasattr(self, '_m_name'):
                return self._m_name

            io = self._root._io
            _pos = io.pos()
            io.seek(self._root.ofs_unstructured + self.ofs_name)
            self._m_name = (io.read_bytes_term(0, False, True, True)).decode(u"ISO-8859-1")
            io.seek(_pos)
            return getattr(self, '_m_name', None)


    @property
    def is_fx5(self):
        """Whether the effect is fx_5_0, with the longer header, interface variables and groups."""
        if hasattr(self, '_m_is_fx5'):
            return self._m_is_fx5

        self._m_is_fx5 = self.header.tag == DxcontainerFx10.EffectVersion.fx_5_0
        return getattr(self, '_m_is_fx5', None)

    @property
    def max_type_depth(self):
        """Deepest nesting of types followed; a type that contains itself reaches it and is refused."""
        if hasattr(self, '_m_max_type_depth'):
            return self._m_max_type_depth

        self._m_max_type_depth = 32
        return getattr(self, '_m_max_type_depth', None)

    @property
    def max_type_nodes(self):
        """Most types one variable's type may open, counting every member type,
        base class and interface below it. Types share records by offset, so
        a few records can name each other often enough for the whole tree to
        grow exponentially with the part; each type hands its children equal
        shares of what is left of this budget (`child_budget`), and a type
        whose share is used up is refused. The largest real tree needs 8.
        """
        if hasattr(self, '_m_max_type_nodes'):
            return self._m_max_type_nodes

        self._m_max_type_nodes = 16384
        return getattr(self, '_m_max_type_nodes', None)

    @property
    def ofs_unstructured(self):
        """Where the unstructured blob starts in the part; every `ofs_*` field counts from here."""
        if hasattr(self, '_m_ofs_unstructured'):
            return self._m_ofs_unstructured

        self._m_ofs_unstructured = (96 if self.is_fx5 else 76)
        return getattr(self, '_m_ofs_unstructured', None)


