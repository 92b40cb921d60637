# This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild
# type: ignore

import kaitaistruct
from kaitaistruct import KaitaiStruct, KaitaiStream, BytesIO
import dxcontainer_shader
from enum import IntEnum


if getattr(kaitaistruct, 'API_VERSION', (0, 9)) < (0, 11):
    raise Exception("Incompatible Kaitai Struct Python API: 0.11 or later is required, but you have %s" % (kaitaistruct.__version__))

class DxcontainerRdef(KaitaiStruct):
    """The reflection part FXC writes for every Shader Model 4 and 5 shader,
    library function and level-9 shader unless reflection is stripped
    (`/Qstrip_reflect`): the constant buffers with their variables and the
    variables' types, the resource bindings (textures, samplers, UAVs,
    buffers) and the name of the compiler. It is what `D3DReflect` returns
    and what the comment header of FXC's listing (`Buffer Definitions`,
    `Resource Bindings`) prints.
    
    A 28-byte header is followed, for Shader Model 5 and for library targets,
    by the 32-byte `RD11` sub-header that gives the size of every record kind
    (Shader Model 5.1 writes a different magic and 40-byte binding records
    with a register space and a range ID). Every other structure is found
    through offsets, all relative to the start of the part data: the binding
    table, the cbuffer table, each cbuffer's variable table, each variable's
    type (types are shared by offset, and a struct type points at its member
    table, whose members point at their types in turn), default values and
    NUL-terminated names. FXC pads the string area with 0xAB bytes up to a
    multiple of 4; those padding bytes belong to no field.
    
    Records are read with the sizes the `RD11` sub-header declares (24/16
    bytes for variables/types without it), so a record larger than the known
    layout keeps its extra bytes in `extra`. Type graphs are followed at most
    `max_type_depth` levels deep: a type that contains itself is refused.
    
    .. seealso::
       Source - https://github.com/ValveSoftware/vkd3d/blob/master/libs/vkd3d-utils/reflection.c
    
    
    .. seealso::
       Source - https://github.com/microsoft/DirectX-Headers/blob/main/include/directx/d3dcommon.h
    
    
    .. seealso::
       Source - https://learn.microsoft.com/en-us/windows/win32/api/d3d11shader/ns-d3d11shader-d3d11_shader_buffer_desc
    """

    class CbufferType(IntEnum):
        cbuffer = 0
        tbuffer = 1
        interface_pointers = 2
        resource_bind_info = 3

    class Rd11Magic(IntEnum):
        sm51 = 625218323
        rd11 = 825312338

    class RdefProgramType(IntEnum):
        compute = 17235
        domain = 17491
        geometry = 18259
        hull = 18515
        library = 19526
        effect = 65279
        vertex = 65534
        pixel = 65535

    class ShaderInputType(IntEnum):
        cbuffer = 0
        tbuffer = 1
        texture = 2
        sampler = 3
        uav_rwtyped = 4
        structured = 5
        uav_rwstructured = 6
        byteaddress = 7
        uav_rwbyteaddress = 8
        uav_append_structured = 9
        uav_consume_structured = 10
        uav_rwstructured_with_counter = 11
        rtaccelerationstructure = 12
        uav_feedbacktexture = 13

    class ShaderVariableClass(IntEnum):
        scalar = 0
        vector = 1
        matrix_rows = 2
        matrix_columns = 3
        object = 4
        struct = 5
        interface_class = 6
        interface_pointer = 7

    class ShaderVariableType(IntEnum):
        void = 0
        bool = 1
        int = 2
        float = 3
        string = 4
        texture = 5
        texture1d = 6
        texture2d = 7
        texture3d = 8
        texturecube = 9
        sampler = 10
        sampler1d = 11
        sampler2d = 12
        sampler3d = 13
        samplercube = 14
        pixelshader = 15
        vertexshader = 16
        pixelfragment = 17
        vertexfragment = 18
        uint = 19
        uint8 = 20
        geometryshader = 21
        rasterizer = 22
        depthstencil = 23
        blend = 24
        buffer = 25
        cbuffer = 26
        tbuffer = 27
        texture1darray = 28
        texture2darray = 29
        rendertargetview = 30
        depthstencilview = 31
        texture2dms = 32
        texture2dmsarray = 33
        texturecubearray = 34
        hullshader = 35
        domainshader = 36
        interface_pointer = 37
        computeshader = 38
        double = 39
        rwtexture1d = 40
        rwtexture1darray = 41
        rwtexture2d = 42
        rwtexture2darray = 43
        rwtexture3d = 44
        rwbuffer = 45
        byteaddress_buffer = 46
        rwbyteaddress_buffer = 47
        structured_buffer = 48
        rwstructured_buffer = 49
        append_structured_buffer = 50
        consume_structured_buffer = 51
        min8float = 52
        min10float = 53
        min16float = 54
        min12int = 55
        min16int = 56
        min16uint = 57
        int16 = 58
        uint16 = 59
        float16 = 60
        int64 = 61
        uint64 = 62

    class SrvDimension(IntEnum):
        unknown = 0
        buffer = 1
        texture1d = 2
        texture1darray = 3
        texture2d = 4
        texture2darray = 5
        texture2dms = 6
        texture2dmsarray = 7
        texture3d = 8
        texturecube = 9
        texturecubearray = 10
        bufferex = 11
    def __init__(self, _io, _parent=None, _root=None):
        super(DxcontainerRdef, self).__init__(_io)
        self._parent = _parent
        self._root = _root or self
        self._read()

    def _read(self):
        self.num_cbuffers = self._io.read_u4le()
        self.ofs_cbuffers = self._io.read_u4le()
        self.num_bindings = self._io.read_u4le()
        self.ofs_bindings = self._io.read_u4le()
        self.target_minor = self._io.read_u1()
        self.target_major = self._io.read_u1()
        self.program_type = KaitaiStream.resolve_enum(DxcontainerRdef.RdefProgramType, self._io.read_u2le())
        self.compile_flags = self._io.read_u4le()
        self.ofs_creator = self._io.read_u4le()
        if self.has_rd11:
            pass
            self.rd11 = DxcontainerRdef.Rd11Header(self._io, self, self._root)



    def _fetch_instances(self):
        pass
        if self.has_rd11:
            pass
            self.rd11._fetch_instances()

        _ = self.bindings
        if hasattr(self, '_m_bindings'):
            pass
            for i in range(len(self._m_bindings)):
                pass
                self._m_bindings[i]._fetch_instances()


        _ = self.cbuffers
        if hasattr(self, '_m_cbuffers'):
            pass
            for i in range(len(self._m_cbuffers)):
                pass
                self._m_cbuffers[i]._fetch_instances()


        _ = self.creator
        if hasattr(self, '_m_creator'):
            pass

        _ = self.sub_header_magic
        if hasattr(self, '_m_sub_header_magic'):
            pass


    class Binding(KaitaiStruct):
        """A resource binding (D3D12_SHADER_INPUT_BIND_DESC).
        
        .. seealso::
           rdef_binding - https://github.com/ValveSoftware/vkd3d/blob/master/libs/vkd3d-utils/reflection.c
        """
        def __init__(self, _io, _parent=None, _root=None):
            super(DxcontainerRdef.Binding, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.ofs_name = self._io.read_u4le()
            self.input_type = KaitaiStream.resolve_enum(DxcontainerRdef.ShaderInputType, self._io.read_u4le())
            self.return_type = KaitaiStream.resolve_enum(dxcontainer_shader.DxcontainerShader.ReturnType, self._io.read_u4le())
            self.dimension = KaitaiStream.resolve_enum(DxcontainerRdef.SrvDimension, self._io.read_u4le())
            self.num_samples = self._io.read_u4le()
            self.bind_point = self._io.read_u4le()
            self.num_registers = self._io.read_u4le()
            self.flags = self._io.read_u4le()
            if self._root.binding_stride >= 36:
                pass
                self.space = self._io.read_u4le()

            if self._root.binding_stride >= 40:
                pass
                self.range_id = self._io.read_u4le()

            if  ((self._root.binding_stride != 32) and (self._root.binding_stride != 36) and (self._root.binding_stride != 40)) :
                pass
                self.extra = self._io.read_bytes(self._root.binding_stride - (40 if self._root.binding_stride >= 40 else (36 if self._root.binding_stride >= 36 else 32)))



        def _fetch_instances(self):
            pass
            if self._root.binding_stride >= 36:
                pass

            if self._root.binding_stride >= 40:
                pass

            if  ((self._root.binding_stride != 32) and (self._root.binding_stride != 36) and (self._root.binding_stride != 40)) :
                pass

            _ = self.name
            if hasattr(self, '_m_name'):
                pass


        @property
        def is_comparison_sampler(self):
            """D3D_SIF_COMPARISON_SAMPLER (`SamplerComparisonState`)."""
            if hasattr(self, '_m_is_comparison_sampler'):
                return self._m_is_comparison_sampler

            self._m_is_comparison_sampler = self.flags & 2 != 0
            return getattr(self, '_m_is_comparison_sampler', None)

        @property
        def is_unused(self):
            """D3D_SIF_UNUSED - declared but not referenced."""
            if hasattr(self, '_m_is_unused'):
                return self._m_is_unused

            self._m_is_unused = self.flags & 16 != 0
            return getattr(self, '_m_is_unused', None)

        @property
        def is_user_packed(self):
            """D3D_SIF_USERPACKED - declared with `register`."""
            if hasattr(self, '_m_is_user_packed'):
                return self._m_is_user_packed

            self._m_is_user_packed = self.flags & 1 != 0
            return getattr(self, '_m_is_user_packed', None)

        @property
        def name(self):
            """The resource's name."""
            if hasattr(self, '_m_name'):
                return self._m_name

            _pos = self._io.pos()
            self._io.seek(self.ofs_name)
            self._m_name = (self._io.read_bytes_term(0, False, True, True)).decode(u"ISO-8859-1")
            self._io.seek(_pos)
            return getattr(self, '_m_name', None)

        @property
        def num_components(self):
            """Components of a typed texture's element (D3D_SIF_TEXTURE_COMPONENTS, bits 2-3, plus one)."""
            if hasattr(self, '_m_num_components'):
                return self._m_num_components

            self._m_num_components = (self.flags >> 2 & 3) + 1
            return getattr(self, '_m_num_components', None)


    class Cbuffer(KaitaiStruct):
        """A constant buffer (D3D11_SHADER_BUFFER_DESC) and its variables.
        
        .. seealso::
           rdef_buffer - https://github.com/ValveSoftware/vkd3d/blob/master/libs/vkd3d-utils/reflection.c
        """
        def __init__(self, _io, _parent=None, _root=None):
            super(DxcontainerRdef.Cbuffer, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.ofs_name = self._io.read_u4le()
            self.num_variables = self._io.read_u4le()
            self.ofs_variables = self._io.read_u4le()
            self.len_buffer = self._io.read_u4le()
            self.flags = self._io.read_u4le()
            self.type = KaitaiStream.resolve_enum(DxcontainerRdef.CbufferType, self._io.read_u4le())
            if self._root.cbuffer_stride > 24:
                pass
                self.extra = self._io.read_bytes(self._root.cbuffer_stride - 24)



        def _fetch_instances(self):
            pass
            if self._root.cbuffer_stride > 24:
                pass

            _ = self.name
            if hasattr(self, '_m_name'):
                pass

            _ = self.variables
            if hasattr(self, '_m_variables'):
                pass
                for i in range(len(self._m_variables)):
                    pass
                    self._m_variables[i]._fetch_instances()



        @property
        def is_user_packed(self):
            """D3D_CBF_USERPACKED - declared with `packoffset`."""
            if hasattr(self, '_m_is_user_packed'):
                return self._m_is_user_packed

            self._m_is_user_packed = self.flags & 1 != 0
            return getattr(self, '_m_is_user_packed', None)

        @property
        def name(self):
            """The buffer's name."""
            if hasattr(self, '_m_name'):
                return self._m_name

            _pos = self._io.pos()
            self._io.seek(self.ofs_name)
            self._m_name = (self._io.read_bytes_term(0, False, True, True)).decode(u"ISO-8859-1")
            self._io.seek(_pos)
            return getattr(self, '_m_name', None)

        @property
        def variables(self):
            """The variables, in declaration order."""
            if hasattr(self, '_m_variables'):
                return self._m_variables

            _pos = self._io.pos()
            self._io.seek(self.ofs_variables)
            self._m_variables = []
            for i in range(self.num_variables):
                self._m_variables.append(DxcontainerRdef.Variable(self._io, self, self._root))

            self._io.seek(_pos)
            return getattr(self, '_m_variables', None)


    class Member(KaitaiStruct):
        """A member of a struct or class type.
        
        .. seealso::
           rdef_field - https://github.com/ValveSoftware/vkd3d/blob/master/libs/vkd3d-utils/reflection.c
        """
        def __init__(self, depth, budget, _io, _parent=None, _root=None):
            super(DxcontainerRdef.Member, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self.depth = depth
            self.budget = budget
            self._read()

        def _read(self):
            self.ofs_name = self._io.read_u4le()
            self.ofs_type = self._io.read_u4le()
            self.ofs_in_parent = self._io.read_u4le()
            if self._root.member_stride > 12:
                pass
                self.extra = self._io.read_bytes(self._root.member_stride - 12)



        def _fetch_instances(self):
            pass
            if self._root.member_stride > 12:
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

            _pos = self._io.pos()
            self._io.seek(self.ofs_name)
            self._m_name = (self._io.read_bytes_term(0, False, True, True)).decode(u"ISO-8859-1")
            self._io.seek(_pos)
            return getattr(self, '_m_name', None)

        @property
        def type(self):
            """The member's type."""
            if hasattr(self, '_m_type'):
                return self._m_type

            _pos = self._io.pos()
            self._io.seek(self.ofs_type)
            self._m_type = DxcontainerRdef.ShaderType(self.depth + 1, self.budget, self._io, self, self._root)
            self._io.seek(_pos)
            return getattr(self, '_m_type', None)


    class Rd11Header(KaitaiStruct):
        """The Shader Model 5 sub-header: a magic and the size of each record
        kind, which readers use as strides.
        
        .. seealso::
           rdef_rd11 - https://github.com/ValveSoftware/vkd3d/blob/master/libs/vkd3d-utils/reflection.c
        """
        def __init__(self, _io, _parent=None, _root=None):
            super(DxcontainerRdef.Rd11Header, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.magic = KaitaiStream.resolve_enum(DxcontainerRdef.Rd11Magic, self._io.read_u4le())
            if not  ((self.magic == DxcontainerRdef.Rd11Magic.rd11) or (self.magic == DxcontainerRdef.Rd11Magic.sm51)) :
                raise kaitaistruct.ValidationNotAnyOfError(self.magic, self._io, u"/types/rd11_header/seq/0")
            self.len_header = self._io.read_u4le()
            self.len_cbuffer_record = self._io.read_u4le()
            if not self.len_cbuffer_record >= 24:
                raise kaitaistruct.ValidationLessThanError(24, self.len_cbuffer_record, self._io, u"/types/rd11_header/seq/2")
            if not self.len_cbuffer_record <= 2147483647:
                raise kaitaistruct.ValidationGreaterThanError(2147483647, self.len_cbuffer_record, self._io, u"/types/rd11_header/seq/2")
            self.len_binding_record = self._io.read_u4le()
            if not self.len_binding_record >= 32:
                raise kaitaistruct.ValidationLessThanError(32, self.len_binding_record, self._io, u"/types/rd11_header/seq/3")
            if not self.len_binding_record <= 2147483647:
                raise kaitaistruct.ValidationGreaterThanError(2147483647, self.len_binding_record, self._io, u"/types/rd11_header/seq/3")
            self.len_variable_record = self._io.read_u4le()
            if not self.len_variable_record >= 24:
                raise kaitaistruct.ValidationLessThanError(24, self.len_variable_record, self._io, u"/types/rd11_header/seq/4")
            if not self.len_variable_record <= 2147483647:
                raise kaitaistruct.ValidationGreaterThanError(2147483647, self.len_variable_record, self._io, u"/types/rd11_header/seq/4")
            self.len_type_record = self._io.read_u4le()
            if not self.len_type_record >= 16:
                raise kaitaistruct.ValidationLessThanError(16, self.len_type_record, self._io, u"/types/rd11_header/seq/5")
            if not self.len_type_record <= 2147483647:
                raise kaitaistruct.ValidationGreaterThanError(2147483647, self.len_type_record, self._io, u"/types/rd11_header/seq/5")
            self.len_member_record = self._io.read_u4le()
            if not self.len_member_record >= 12:
                raise kaitaistruct.ValidationLessThanError(12, self.len_member_record, self._io, u"/types/rd11_header/seq/6")
            if not self.len_member_record <= 2147483647:
                raise kaitaistruct.ValidationGreaterThanError(2147483647, self.len_member_record, self._io, u"/types/rd11_header/seq/6")
            self.num_interface_slots = self._io.read_u4le()


        def _fetch_instances(self):
            pass


    class ShaderType(KaitaiStruct):
        """A variable type (D3D11_SHADER_TYPE_DESC). Several variables and
        members may share one record.
        
        .. seealso::
           rdef_type - https://github.com/ValveSoftware/vkd3d/blob/master/libs/vkd3d-utils/reflection.c
        """
        def __init__(self, depth, budget, _io, _parent=None, _root=None):
            super(DxcontainerRdef.ShaderType, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self.depth = depth
            self.budget = budget
            self._read()

        def _read(self):
            self.var_class = KaitaiStream.resolve_enum(DxcontainerRdef.ShaderVariableClass, self._io.read_u2le())
            self.var_type = KaitaiStream.resolve_enum(DxcontainerRdef.ShaderVariableType, self._io.read_u2le())
            self.rows = self._io.read_u2le()
            if not self.rows >= (0 if self.depth <= self._root.max_type_depth else 4294967296):
                raise kaitaistruct.ValidationLessThanError((0 if self.depth <= self._root.max_type_depth else 4294967296), self.rows, self._io, u"/types/shader_type/seq/2")
            self.columns = self._io.read_u2le()
            if not self.columns >= (0 if self.budget > 0 else 4294967296):
                raise kaitaistruct.ValidationLessThanError((0 if self.budget > 0 else 4294967296), self.columns, self._io, u"/types/shader_type/seq/3")
            self.num_elements = self._io.read_u2le()
            self.num_members = self._io.read_u2le()
            self.ofs_members = self._io.read_u4le()
            if self._root.type_stride >= 36:
                pass
                self.ofs_sub_type = self._io.read_u4le()

            if self._root.type_stride >= 36:
                pass
                self.ofs_base_class = self._io.read_u4le()

            if self._root.type_stride >= 36:
                pass
                self.num_interfaces = self._io.read_u4le()

            if self._root.type_stride >= 36:
                pass
                self.ofs_interfaces = self._io.read_u4le()

            if self._root.type_stride >= 36:
                pass
                self.ofs_name = self._io.read_u4le()

            if  ((self._root.type_stride != 16) and (self._root.type_stride != 36)) :
                pass
                self.extra = self._io.read_bytes(self._root.type_stride - (36 if self._root.type_stride >= 36 else 16))



        def _fetch_instances(self):
            pass
            if self._root.type_stride >= 36:
                pass

            if self._root.type_stride >= 36:
                pass

            if self._root.type_stride >= 36:
                pass

            if self._root.type_stride >= 36:
                pass

            if self._root.type_stride >= 36:
                pass

            if  ((self._root.type_stride != 16) and (self._root.type_stride != 36)) :
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


            _ = self.members
            if hasattr(self, '_m_members'):
                pass
                for i in range(len(self._m_members)):
                    pass
                    self._m_members[i]._fetch_instances()


            _ = self.name
            if hasattr(self, '_m_name'):
                pass

            _ = self.sub_type
            if hasattr(self, '_m_sub_type'):
                pass
                self._m_sub_type._fetch_instances()


        @property
        def base_class(self):
            """The type `ofs_base_class` points at (none below a type nested too deep, as for `members`)."""
            if hasattr(self, '_m_base_class'):
                return self._m_base_class

            if  ((self._root.type_stride >= 36) and (self.ofs_base_class > 0) and (self.depth <= self._root.max_type_depth)) :
                pass
                _pos = self._io.pos()
                self._io.seek(self.ofs_base_class)
                self._m_base_class = DxcontainerRdef.ShaderType(self.depth + 1, self.child_budget, self._io, self, self._root)
                self._io.seek(_pos)

            return getattr(self, '_m_base_class', None)

        @property
        def child_budget(self):
            """The share of `budget` each of `num_children` gets (this type takes one)."""
            if hasattr(self, '_m_child_budget'):
                return self._m_child_budget

            self._m_child_budget = ((self.budget - 1) // self.num_children if self.num_children > 0 else 0)
            return getattr(self, '_m_child_budget', None)

        @property
        def interfaces(self):
            """The interfaces a class implements (none below a type nested too deep, as for `members`)."""
            if hasattr(self, '_m_interfaces'):
                return self._m_interfaces

            if  ((self._root.type_stride >= 36) and (self.ofs_interfaces > 0) and (self.depth <= self._root.max_type_depth)) :
                pass
                _pos = self._io.pos()
                self._io.seek(self.ofs_interfaces)
                self._m_interfaces = []
                for i in range(self.num_interfaces):
                    self._m_interfaces.append(DxcontainerRdef.TypeRef(self.depth, self.child_budget, self._io, self, self._root))

                self._io.seek(_pos)

            return getattr(self, '_m_interfaces', None)

        @property
        def members(self):
            """The members of a struct or class, in declaration order. A type
            nested too deep (refused by `var_class`'s check) has none, so that
            even a half-read one, as the Web IDE shows it, leads no deeper.
            """
            if hasattr(self, '_m_members'):
                return self._m_members

            if  ((self.num_members > 0) and (self.depth <= self._root.max_type_depth)) :
                pass
                _pos = self._io.pos()
                self._io.seek(self.ofs_members)
                self._m_members = []
                for i in range(self.num_members):
                    self._m_members.append(DxcontainerRdef.Member(self.depth, self.child_budget, self._io, self, self._root))

                self._io.seek(_pos)

            return getattr(self, '_m_members', None)

        @property
        def name(self):
            """The type's name as HLSL spells it (Shader Model 5 only)."""
            if hasattr(self, '_m_name'):
                return self._m_name

            if  ((self._root.type_stride >= 36) and (self.ofs_name > 0)) :
                pass
                _pos = self._io.pos()
                self._io.seek(self.ofs_name)
                self._m_name = (self._io.read_bytes_term(0, False, True, True)).decode(u"ISO-8859-1")
                self._io.seek(_pos)

            return getattr(self, '_m_name', None)

        @property
        def num_children(self):
            """How many types this one opens (members, sub-type, base class, interfaces)."""
            if hasattr(self, '_m_num_children'):
                return self._m_num_children

            self._m_num_children = self.num_members + (((1 if self.ofs_sub_type > 0 else 0) + (1 if self.ofs_base_class > 0 else 0)) + (self.num_interfaces if self.ofs_interfaces > 0 else 0) if self._root.type_stride >= 36 else 0)
            return getattr(self, '_m_num_children', None)

        @property
        def sub_type(self):
            """The type `ofs_sub_type` points at (none below a type nested too deep, as for `members`)."""
            if hasattr(self, '_m_sub_type'):
                return self._m_sub_type

            if  ((self._root.type_stride >= 36) and (self.ofs_sub_type > 0) and (self.depth <= self._root.max_type_depth)) :
                pass
                _pos = self._io.pos()
                self._io.seek(self.ofs_sub_type)
                self._m_sub_type = DxcontainerRdef.ShaderType(self.depth + 1, self.child_budget, self._io, self, self._root)
                self._io.seek(_pos)

            return getattr(self, '_m_sub_type', None)


    class TypeRef(KaitaiStruct):
        """One entry of a table of type offsets.
        
        .. seealso::
           ShaderType.Parse - https://github.com/spacehamster/DXDecompiler/blob/master/src/DXDecompiler/Chunks/Rdef/ShaderType.cs
        """
        def __init__(self, depth, budget, _io, _parent=None, _root=None):
            super(DxcontainerRdef.TypeRef, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self.depth = depth
            self.budget = budget
            self._read()

        def _read(self):
            self.ofs_type = self._io.read_u4le()


        def _fetch_instances(self):
            pass
            _ = self.type
            if hasattr(self, '_m_type'):
                pass
                self._m_type._fetch_instances()


        @property
        def type(self):
            """The type at `ofs_type`."""
            if hasattr(self, '_m_type'):
                return self._m_type

            _pos = self._io.pos()
            self._io.seek(self.ofs_type)
            self._m_type = DxcontainerRdef.ShaderType(self.depth + 1, self.budget, self._io, self, self._root)
            self._io.seek(_pos)
            return getattr(self, '_m_type', None)


    class Variable(KaitaiStruct):
        """A variable of a constant buffer (D3D11_SHADER_VARIABLE_DESC).
        
        .. seealso::
           rdef_variable - https://github.com/ValveSoftware/vkd3d/blob/master/libs/vkd3d-utils/reflection.c
        """
        def __init__(self, _io, _parent=None, _root=None):
            super(DxcontainerRdef.Variable, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.ofs_name = self._io.read_u4le()
            self.ofs_in_buffer = self._io.read_u4le()
            self.len_variable = self._io.read_u4le()
            if not self.len_variable <= 2147483647:
                raise kaitaistruct.ValidationGreaterThanError(2147483647, self.len_variable, self._io, u"/types/variable/seq/2")
            self.flags = self._io.read_u4le()
            self.ofs_type = self._io.read_u4le()
            self.ofs_default_value = self._io.read_u4le()
            if self._root.variable_stride >= 40:
                pass
                self.start_texture = self._io.read_u4le()

            if self._root.variable_stride >= 40:
                pass
                self.num_textures = self._io.read_u4le()

            if self._root.variable_stride >= 40:
                pass
                self.start_sampler = self._io.read_u4le()

            if self._root.variable_stride >= 40:
                pass
                self.num_samplers = self._io.read_u4le()

            if  ((self._root.variable_stride != 24) and (self._root.variable_stride != 40)) :
                pass
                self.extra = self._io.read_bytes(self._root.variable_stride - (40 if self._root.variable_stride >= 40 else 24))



        def _fetch_instances(self):
            pass
            if self._root.variable_stride >= 40:
                pass

            if self._root.variable_stride >= 40:
                pass

            if self._root.variable_stride >= 40:
                pass

            if self._root.variable_stride >= 40:
                pass

            if  ((self._root.variable_stride != 24) and (self._root.variable_stride != 40)) :
                pass

            _ = self.default_value
            if hasattr(self, '_m_default_value'):
                pass

            _ = self.name
            if hasattr(self, '_m_name'):
                pass

            _ = self.type
            if hasattr(self, '_m_type'):
                pass
                self._m_type._fetch_instances()


        @property
        def default_value(self):
            """The initial value (`len_variable` bytes, the buffer layout of the
            value). Not read when `len_variable` failed its check (in a
            half-read record the Web IDE shows).
            """
            if hasattr(self, '_m_default_value'):
                return self._m_default_value

            if  ((self.ofs_default_value > 0) and (self.len_variable <= 2147483647)) :
                pass
                _pos = self._io.pos()
                self._io.seek(self.ofs_default_value)
                self._m_default_value = self._io.read_bytes(self.len_variable)
                self._io.seek(_pos)

            return getattr(self, '_m_default_value', None)

        @property
        def is_interface_parameter(self):
            """D3D_SVF_INTERFACE_PARAMETER."""
            if hasattr(self, '_m_is_interface_parameter'):
                return self._m_is_interface_parameter

            self._m_is_interface_parameter = self.flags & 8 != 0
            return getattr(self, '_m_is_interface_parameter', None)

        @property
        def is_interface_pointer(self):
            """D3D_SVF_INTERFACE_POINTER."""
            if hasattr(self, '_m_is_interface_pointer'):
                return self._m_is_interface_pointer

            self._m_is_interface_pointer = self.flags & 4 != 0
            return getattr(self, '_m_is_interface_pointer', None)

        @property
        def is_used(self):
            """D3D_SVF_USED - the shader reads it (FXC's listing marks the others `[unused]`)."""
            if hasattr(self, '_m_is_used'):
                return self._m_is_used

            self._m_is_used = self.flags & 2 != 0
            return getattr(self, '_m_is_used', None)

        @property
        def is_user_packed(self):
            """D3D_SVF_USERPACKED - placed with `packoffset`."""
            if hasattr(self, '_m_is_user_packed'):
                return self._m_is_user_packed

            self._m_is_user_packed = self.flags & 1 != 0
            return getattr(self, '_m_is_user_packed', None)

        @property
        def name(self):
            """The variable's name."""
            if hasattr(self, '_m_name'):
                return self._m_name

            _pos = self._io.pos()
            self._io.seek(self.ofs_name)
            self._m_name = (self._io.read_bytes_term(0, False, True, True)).decode(u"ISO-8859-1")
            self._io.seek(_pos)
            return getattr(self, '_m_name', None)

        @property
        def type(self):
            """The variable's type."""
            if hasattr(self, '_m_type'):
                return self._m_type

            _pos = self._io.pos()
            self._io.seek(self.ofs_type)
            self._m_type = DxcontainerRdef.ShaderType(0, self._root.max_type_nodes, self._io, self, self._root)
            self._io.seek(_pos)
            return getattr(self, '_m_type', None)


    @property
    def binding_stride(self):
        """Size of one binding record (40 with Shader Model 5.1 space and ID)."""
        if hasattr(self, '_m_binding_stride'):
            return self._m_binding_stride

        self._m_binding_stride = (self.rd11.len_binding_record if self.has_rd11 else 32)
        return getattr(self, '_m_binding_stride', None)

    @property
    def bindings(self):
        """The resource binding table, in the order FXC lists it (cbuffers last
        within a space). Like `cbuffers`, read only when the `RD11` record
        sizes all passed their checks.
        """
        if hasattr(self, '_m_bindings'):
            return self._m_bindings

        if  (((not (self.has_rd11))) or ( ((self.rd11.len_member_record >= 12) and (self.rd11.len_member_record <= 2147483647)) )) :
            pass
            _pos = self._io.pos()
            self._io.seek(self.ofs_bindings)
            self._m_bindings = []
            for i in range(self.num_bindings):
                self._m_bindings.append(DxcontainerRdef.Binding(self._io, self, self._root))

            self._io.seek(_pos)

        return getattr(self, '_m_bindings', None)

    @property
    def cbuffer_stride(self):
        """Size of one cbuffer record."""
        if hasattr(self, '_m_cbuffer_stride'):
            return self._m_cbuffer_stride

        self._m_cbuffer_stride = (self.rd11.len_cbuffer_record if self.has_rd11 else 24)
        return getattr(self, '_m_cbuffer_stride', None)

    @property
    def cbuffers(self):
        """The constant buffer table. Its records are read with the sizes of the
        `RD11` sub-header, so only when every size there passed its check
        (`len_member_record`, the last of them, is read only when the others
        did): a header that failed them has no table (as the Web IDE opens
        the instances of a half-read part).
        """
        if hasattr(self, '_m_cbuffers'):
            return self._m_cbuffers

        if  (((not (self.has_rd11))) or ( ((self.rd11.len_member_record >= 12) and (self.rd11.len_member_record <= 2147483647)) )) :
            pass
            _pos = self._io.pos()
            self._io.seek(self.ofs_cbuffers)
            self._m_cbuffers = []
            for i in range(self.num_cbuffers):
                self._m_cbuffers.append(DxcontainerRdef.Cbuffer(self._io, self, self._root))

            self._io.seek(_pos)

        return getattr(self, '_m_cbuffers', None)

    @property
    def creator(self):
        """Name and version of the compiler that wrote the part."""
        if hasattr(self, '_m_creator'):
            return self._m_creator

        _pos = self._io.pos()
        self._io.seek(self.ofs_creator)
        self._m_creator = (self._io.read_bytes_term(0, False, True, True)).decode(u"ISO-8859-1")
        self._io.seek(_pos)
        return getattr(self, '_m_creator', None)

    @property
    def flag_all_resources_bound(self):
        """D3DCOMPILE_ALL_RESOURCES_BOUND (`/all_resources_bound`)."""
        if hasattr(self, '_m_flag_all_resources_bound'):
            return self._m_flag_all_resources_bound

        self._m_flag_all_resources_bound = self.compile_flags & 2097152 != 0
        return getattr(self, '_m_flag_all_resources_bound', None)

    @property
    def flag_avoid_flow_control(self):
        """D3DCOMPILE_AVOID_FLOW_CONTROL (`/Gfa`)."""
        if hasattr(self, '_m_flag_avoid_flow_control'):
            return self._m_flag_avoid_flow_control

        self._m_flag_avoid_flow_control = self.compile_flags & 512 != 0
        return getattr(self, '_m_flag_avoid_flow_control', None)

    @property
    def flag_debug(self):
        """D3DCOMPILE_DEBUG (`/Zi`)."""
        if hasattr(self, '_m_flag_debug'):
            return self._m_flag_debug

        self._m_flag_debug = self.compile_flags & 1 != 0
        return getattr(self, '_m_flag_debug', None)

    @property
    def flag_enable_backwards_compatibility(self):
        """D3DCOMPILE_ENABLE_BACKWARDS_COMPATIBILITY (`/Gec`)."""
        if hasattr(self, '_m_flag_enable_backwards_compatibility'):
            return self._m_flag_enable_backwards_compatibility

        self._m_flag_enable_backwards_compatibility = self.compile_flags & 4096 != 0
        return getattr(self, '_m_flag_enable_backwards_compatibility', None)

    @property
    def flag_enable_strictness(self):
        """D3DCOMPILE_ENABLE_STRICTNESS (`/Ges`)."""
        if hasattr(self, '_m_flag_enable_strictness'):
            return self._m_flag_enable_strictness

        self._m_flag_enable_strictness = self.compile_flags & 2048 != 0
        return getattr(self, '_m_flag_enable_strictness', None)

    @property
    def flag_enable_unbounded_descriptor_tables(self):
        """D3DCOMPILE_ENABLE_UNBOUNDED_DESCRIPTOR_TABLES (`/enable_unbounded_descriptor_tables`)."""
        if hasattr(self, '_m_flag_enable_unbounded_descriptor_tables'):
            return self._m_flag_enable_unbounded_descriptor_tables

        self._m_flag_enable_unbounded_descriptor_tables = self.compile_flags & 1048576 != 0
        return getattr(self, '_m_flag_enable_unbounded_descriptor_tables', None)

    @property
    def flag_ieee_strictness(self):
        """D3DCOMPILE_IEEE_STRICTNESS (`/Gis`)."""
        if hasattr(self, '_m_flag_ieee_strictness'):
            return self._m_flag_ieee_strictness

        self._m_flag_ieee_strictness = self.compile_flags & 8192 != 0
        return getattr(self, '_m_flag_ieee_strictness', None)

    @property
    def flag_no_preshader(self):
        """D3DCOMPILE_NO_PRESHADER (`/Op`)."""
        if hasattr(self, '_m_flag_no_preshader'):
            return self._m_flag_no_preshader

        self._m_flag_no_preshader = self.compile_flags & 256 != 0
        return getattr(self, '_m_flag_no_preshader', None)

    @property
    def flag_pack_matrix_column_major(self):
        """D3DCOMPILE_PACK_MATRIX_COLUMN_MAJOR (`/Zpc`)."""
        if hasattr(self, '_m_flag_pack_matrix_column_major'):
            return self._m_flag_pack_matrix_column_major

        self._m_flag_pack_matrix_column_major = self.compile_flags & 16 != 0
        return getattr(self, '_m_flag_pack_matrix_column_major', None)

    @property
    def flag_pack_matrix_row_major(self):
        """D3DCOMPILE_PACK_MATRIX_ROW_MAJOR (`/Zpr`)."""
        if hasattr(self, '_m_flag_pack_matrix_row_major'):
            return self._m_flag_pack_matrix_row_major

        self._m_flag_pack_matrix_row_major = self.compile_flags & 8 != 0
        return getattr(self, '_m_flag_pack_matrix_row_major', None)

    @property
    def flag_partial_precision(self):
        """D3DCOMPILE_PARTIAL_PRECISION (`/Gpp`)."""
        if hasattr(self, '_m_flag_partial_precision'):
            return self._m_flag_partial_precision

        self._m_flag_partial_precision = self.compile_flags & 32 != 0
        return getattr(self, '_m_flag_partial_precision', None)

    @property
    def flag_prefer_flow_control(self):
        """D3DCOMPILE_PREFER_FLOW_CONTROL (`/Gfp`)."""
        if hasattr(self, '_m_flag_prefer_flow_control'):
            return self._m_flag_prefer_flow_control

        self._m_flag_prefer_flow_control = self.compile_flags & 1024 != 0
        return getattr(self, '_m_flag_prefer_flow_control', None)

    @property
    def flag_resources_may_alias(self):
        """D3DCOMPILE_RESOURCES_MAY_ALIAS (`/res_may_alias`)."""
        if hasattr(self, '_m_flag_resources_may_alias'):
            return self._m_flag_resources_may_alias

        self._m_flag_resources_may_alias = self.compile_flags & 524288 != 0
        return getattr(self, '_m_flag_resources_may_alias', None)

    @property
    def flag_skip_optimization(self):
        """D3DCOMPILE_SKIP_OPTIMIZATION (`/Od`)."""
        if hasattr(self, '_m_flag_skip_optimization'):
            return self._m_flag_skip_optimization

        self._m_flag_skip_optimization = self.compile_flags & 4 != 0
        return getattr(self, '_m_flag_skip_optimization', None)

    @property
    def flag_skip_validation(self):
        """D3DCOMPILE_SKIP_VALIDATION (`/Vd`)."""
        if hasattr(self, '_m_flag_skip_validation'):
            return self._m_flag_skip_validation

        self._m_flag_skip_validation = self.compile_flags & 2 != 0
        return getattr(self, '_m_flag_skip_validation', None)

    @property
    def flag_warnings_are_errors(self):
        """D3DCOMPILE_WARNINGS_ARE_ERRORS (`/WX`)."""
        if hasattr(self, '_m_flag_warnings_are_errors'):
            return self._m_flag_warnings_are_errors

        self._m_flag_warnings_are_errors = self.compile_flags & 262144 != 0
        return getattr(self, '_m_flag_warnings_are_errors', None)

    @property
    def has_rd11(self):
        """Whether the `RD11` sub-header is present: FXC writes it for Shader
        Model 5 and for every library target (lib_4_x too), never for other
        Shader Model 4 targets. Decided by its magic, not by the version.
        """
        if hasattr(self, '_m_has_rd11'):
            return self._m_has_rd11

        self._m_has_rd11 =  ((self._io.size() >= 32) and ( ((self.sub_header_magic == DxcontainerRdef.Rd11Magic.rd11) or (self.sub_header_magic == DxcontainerRdef.Rd11Magic.sm51)) )) 
        return getattr(self, '_m_has_rd11', None)

    @property
    def max_type_depth(self):
        """Deepest nesting of types followed (struct in struct, class to base
        class...). Real shaders nest a few levels; a type graph that loops
        back on itself reaches this limit and is refused.
        """
        if hasattr(self, '_m_max_type_depth'):
            return self._m_max_type_depth

        self._m_max_type_depth = 32
        return getattr(self, '_m_max_type_depth', None)

    @property
    def max_type_nodes(self):
        """Most types one variable's type may open, counting every member,
        sub-type, base class and interface type below it. Types share records
        by offset, so a few records can name each other often enough for the
        whole tree to grow exponentially with the part; each type hands its
        children equal shares of what is left of this budget (`child_budget`),
        and a type whose share is used up is refused. The largest real tree
        needs a budget of 404 (28 types).
        """
        if hasattr(self, '_m_max_type_nodes'):
            return self._m_max_type_nodes

        self._m_max_type_nodes = 16384
        return getattr(self, '_m_max_type_nodes', None)

    @property
    def member_stride(self):
        """Size of one struct member record."""
        if hasattr(self, '_m_member_stride'):
            return self._m_member_stride

        self._m_member_stride = (self.rd11.len_member_record if self.has_rd11 else 12)
        return getattr(self, '_m_member_stride', None)

    @property
    def optimization_level(self):
        """Optimization level 0-3 from D3DCOMPILE_OPTIMIZATION_LEVEL* (bits 14-15; level 1 is the default and has no bit)."""
        if hasattr(self, '_m_optimization_level'):
            return self._m_optimization_level

        self._m_optimization_level = (0 if self.compile_flags & 49152 == 16384 else (1 if self.compile_flags & 49152 == 0 else (2 if self.compile_flags & 49152 == 49152 else 3)))
        return getattr(self, '_m_optimization_level', None)

    @property
    def sub_header_magic(self):
        """The four bytes after the header, read to see whether an `RD11` sub-header is there (a number when it is not)."""
        if hasattr(self, '_m_sub_header_magic'):
            return self._m_sub_header_magic

        if self._io.size() >= 32:
            pass
            _pos = self._io.pos()
            self._io.seek(28)
            self._m_sub_header_magic = KaitaiStream.resolve_enum(DxcontainerRdef.Rd11Magic, self._io.read_u4le())
            self._io.seek(_pos)

        return getattr(self, '_m_sub_header_magic', None)

    @property
    def type_stride(self):
        """Size of one type record (36 with the Shader Model 5 class-linkage fields and type name)."""
        if hasattr(self, '_m_type_stride'):
            return self._m_type_stride

        self._m_type_stride = (self.rd11.len_type_record if self.has_rd11 else 16)
        return getattr(self, '_m_type_stride', None)

    @property
    def variable_stride(self):
        """Size of one variable record (40 with the Shader Model 5 texture/sampler fields)."""
        if hasattr(self, '_m_variable_stride'):
            return self._m_variable_stride

        self._m_variable_stride = (self.rd11.len_variable_record if self.has_rd11 else 24)
        return getattr(self, '_m_variable_stride', None)


