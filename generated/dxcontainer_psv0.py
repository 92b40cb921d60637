# This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild
# type: ignore

import kaitaistruct
from kaitaistruct import KaitaiStruct, KaitaiStream, BytesIO
import dxcontainer_signature
import dxcontainer_shader
from enum import IntEnum


if getattr(kaitaistruct, 'API_VERSION', (0, 9)) < (0, 11):
    raise Exception("Incompatible Kaitai Struct Python API: 0.11 or later is required, but you have %s" % (kaitaistruct.__version__))

class DxcontainerPsv0(KaitaiStruct):
    """Pipeline state validation data: what the Direct3D 12 runtime checks when
    it links shader stages into a pipeline without parsing the DXIL program -
    stage parameters, resource bindings, a summary of the signatures, which
    outputs depend on the view id, and which inputs each output depends on.
    DXC writes it for every shader that is not a library; so does the
    clang/LLVM DirectX backend.
    
    Records are versioned by size: the part stores the size of its runtime
    information record and of each resource and signature element record,
    and a reader takes whatever it knows from each and keeps the rest
    (`unknown_tail`). Runtime information versions: 24 bytes (v0), 36 (v1:
    stage, view id use, signature counts and vectors), 48 (v2: thread group
    size), 52 (v3: entry function name), 56 (v4: group shared memory size).
    DXC picks the version from the validator version; LLVM reads v0 to v3.
    
    After the runtime information and the resource bindings (the whole part
    for v0), a v1 or later part has a string table, a table of semantic
    indices, the signature elements, then bit tables whose presence and size
    follow from the runtime information and the shader stage: the outputs
    (per stream, for geometry shaders) and the patch-constant or primitive
    outputs (hull and mesh shaders) that depend on the view id, then the
    input-to-output dependency tables (per stream; none for mesh shaders),
    the input to patch-constant table (hull shaders) and the patch-constant
    to output table (domain shaders). This is the layout of DXC's
    `DxilPipelineStateValidation::ReadOrWrite`, which the runtime uses: the
    stage that decides it is the part's own `shader_stage`.
    
    The 16-byte stage union at the start of the runtime information is
    interpreted with the part's own stage (v1 and later) or, in a v0 part,
    with the shader kind of the container's program part (`shader_kind`), as
    LLVM's obj2yaml does.
    
    .. seealso::
       Source - https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilContainer/DxilPipelineStateValidation.h
    
    
    .. seealso::
       Source - https://github.com/llvm/llvm-project/blob/main/llvm/include/llvm/BinaryFormat/DXContainer.h
    
    
    .. seealso::
       Source - https://github.com/llvm/llvm-project/blob/main/llvm/lib/Object/DXContainer.cpp
    """

    class MeshOutputTopology(IntEnum):
        undefined = 0
        line = 1
        triangle = 2

    class ResourceBindInfoSize(IntEnum):
        psv_resource_bind_info_0 = 16
        psv_resource_bind_info_1 = 24

    class ResourceKind(IntEnum):
        invalid = 0
        texture1d = 1
        texture2d = 2
        texture2d_ms = 3
        texture3d = 4
        texture_cube = 5
        texture1d_array = 6
        texture2d_array = 7
        texture2d_ms_array = 8
        texture_cube_array = 9
        typed_buffer = 10
        raw_buffer = 11
        structured_buffer = 12
        cbuffer = 13
        sampler = 14
        tbuffer = 15
        rt_acceleration_structure = 16
        feedback_texture2d = 17
        feedback_texture2d_array = 18

    class ResourceType(IntEnum):
        invalid = 0
        sampler = 1
        cbv = 2
        srv_typed = 3
        srv_raw = 4
        srv_structured = 5
        uav_typed = 6
        uav_raw = 7
        uav_structured = 8
        uav_structured_with_counter = 9

    class RuntimeInfoSize(IntEnum):
        psv_runtime_info_0 = 24
        psv_runtime_info_1 = 36
        psv_runtime_info_2 = 48
        psv_runtime_info_3 = 52
        psv_runtime_info_4 = 56

    class SemanticKind(IntEnum):
        arbitrary = 0
        vertex_id = 1
        instance_id = 2
        position = 3
        render_target_array_index = 4
        viewport_array_index = 5
        clip_distance = 6
        cull_distance = 7
        output_control_point_id = 8
        domain_location = 9
        primitive_id = 10
        gs_instance_id = 11
        sample_index = 12
        is_front_face = 13
        coverage = 14
        inner_coverage = 15
        target = 16
        depth = 17
        depth_less_equal = 18
        depth_greater_equal = 19
        stencil_ref = 20
        dispatch_thread_id = 21
        group_id = 22
        group_index = 23
        group_thread_id = 24
        tess_factor = 25
        inside_tess_factor = 26
        view_id = 27
        barycentrics = 28
        shading_rate = 29
        cull_primitive = 30
        start_vertex_location = 31
        start_instance_location = 32
        invalid = 33

    class ShaderKind(IntEnum):
        pixel = 0
        vertex = 1
        geometry = 2
        hull = 3
        domain = 4
        compute = 5
        library = 6
        ray_generation = 7
        intersection = 8
        any_hit = 9
        closest_hit = 10
        miss = 11
        callable = 12
        mesh = 13
        amplification = 14
        node = 15
        invalid = 16
    def __init__(self, shader_kind, _io, _parent=None, _root=None):
        super(DxcontainerPsv0, self).__init__(_io)
        self._parent = _parent
        self._root = _root or self
        self.shader_kind = shader_kind
        self._read()

    def _read(self):
        self.len_runtime_info = self._io.read_u4le()
        if not self.len_runtime_info >= 24:
            raise kaitaistruct.ValidationLessThanError(24, self.len_runtime_info, self._io, u"/seq/0")
        if not self.len_runtime_info <= 2147483647:
            raise kaitaistruct.ValidationGreaterThanError(2147483647, self.len_runtime_info, self._io, u"/seq/0")
        self._raw_runtime_info = self._io.read_bytes(self.len_runtime_info)
        _io__raw_runtime_info = KaitaiStream(BytesIO(self._raw_runtime_info))
        self.runtime_info = DxcontainerPsv0.RuntimeInfo(_io__raw_runtime_info, self, self._root)
        self.num_resources = self._io.read_u4le()
        if self.num_resources > 0:
            pass
            self.len_resource_record = self._io.read_u4le()
            if not self.len_resource_record >= 16:
                raise kaitaistruct.ValidationLessThanError(16, self.len_resource_record, self._io, u"/seq/3")
            if not self.len_resource_record <= 2147483647:
                raise kaitaistruct.ValidationGreaterThanError(2147483647, self.len_resource_record, self._io, u"/seq/3")

        if self.num_resources > 0:
            pass
            self._raw_resources = []
            self.resources = []
            for i in range(self.num_resources):
                self._raw_resources.append(self._io.read_bytes(self.len_resource_record))
                _io__raw_resources = KaitaiStream(BytesIO(self._raw_resources[i]))
                self.resources.append(DxcontainerPsv0.ResourceBindInfo(_io__raw_resources, self, self._root))


        if self.has_signature_data:
            pass
            self.len_string_table = self._io.read_u4le()
            if not self.len_string_table >= (0 if self.len_string_table % 4 == 0 else 4294967296):
                raise kaitaistruct.ValidationLessThanError((0 if self.len_string_table % 4 == 0 else 4294967296), self.len_string_table, self._io, u"/seq/5")
            if not self.len_string_table <= 2147483647:
                raise kaitaistruct.ValidationGreaterThanError(2147483647, self.len_string_table, self._io, u"/seq/5")

        if self.has_signature_data:
            pass
            self._raw_string_table = self._io.read_bytes(self.len_string_table)
            _io__raw_string_table = KaitaiStream(BytesIO(self._raw_string_table))
            self.string_table = DxcontainerPsv0.StringTable(_io__raw_string_table, self, self._root)

        if self.has_signature_data:
            pass
            self.num_semantic_indices = self._io.read_u4le()

        if self.has_signature_data:
            pass
            self.semantic_indices = []
            for i in range(self.num_semantic_indices):
                self.semantic_indices.append(self._io.read_u4le())


        if  ((self.has_signature_data) and (self.num_signature_elements > 0)) :
            pass
            self.len_signature_element = self._io.read_u4le()
            if not self.len_signature_element >= 16:
                raise kaitaistruct.ValidationLessThanError(16, self.len_signature_element, self._io, u"/seq/9")
            if not self.len_signature_element <= 2147483647:
                raise kaitaistruct.ValidationGreaterThanError(2147483647, self.len_signature_element, self._io, u"/seq/9")

        if  ((self.has_signature_data) and (self.num_signature_elements > 0)) :
            pass
            self._raw_input_elements = []
            self.input_elements = []
            for i in range(self.runtime_info.v1.sig_input_elements):
                self._raw_input_elements.append(self._io.read_bytes(self.len_signature_element))
                _io__raw_input_elements = KaitaiStream(BytesIO(self._raw_input_elements[i]))
                self.input_elements.append(DxcontainerPsv0.PsvSignatureElement(_io__raw_input_elements, self, self._root))


        if  ((self.has_signature_data) and (self.num_signature_elements > 0)) :
            pass
            self._raw_output_elements = []
            self.output_elements = []
            for i in range(self.runtime_info.v1.sig_output_elements):
                self._raw_output_elements.append(self._io.read_bytes(self.len_signature_element))
                _io__raw_output_elements = KaitaiStream(BytesIO(self._raw_output_elements[i]))
                self.output_elements.append(DxcontainerPsv0.PsvSignatureElement(_io__raw_output_elements, self, self._root))


        if  ((self.has_signature_data) and (self.num_signature_elements > 0)) :
            pass
            self._raw_patch_const_or_prim_elements = []
            self.patch_const_or_prim_elements = []
            for i in range(self.runtime_info.v1.sig_patch_const_or_prim_elements):
                self._raw_patch_const_or_prim_elements.append(self._io.read_bytes(self.len_signature_element))
                _io__raw_patch_const_or_prim_elements = KaitaiStream(BytesIO(self._raw_patch_const_or_prim_elements[i]))
                self.patch_const_or_prim_elements.append(DxcontainerPsv0.PsvSignatureElement(_io__raw_patch_const_or_prim_elements, self, self._root))


        if  ((self.has_signature_data) and (self.runtime_info.v1.uses_view_id != 0)) :
            pass
            self.view_id_output_masks = []
            for i in range(self.num_output_streams):
                self.view_id_output_masks.append(DxcontainerPsv0.DwordTable((self.runtime_info.v1.sig_output_vectors[i] + 7) // 8, self._io, self, self._root))


        if  ((self.has_signature_data) and (self.runtime_info.v1.uses_view_id != 0) and ( ((self.is_hull) or (self.is_mesh)) )) :
            pass
            self.view_id_patch_const_or_prim_mask = DxcontainerPsv0.DwordTable((self.patch_const_or_prim_vectors + 7) // 8, self._io, self, self._root)

        if self.has_signature_data:
            pass
            self.input_to_output_tables = []
            for i in range(self.num_output_streams):
                self.input_to_output_tables.append(DxcontainerPsv0.DwordTable((0 if self.is_mesh else (((self.runtime_info.v1.sig_output_vectors[i] + 7) // 8) * self.runtime_info.v1.sig_input_vectors) * 4), self._io, self, self._root))


        if  ((self.has_signature_data) and (self.is_hull)) :
            pass
            self.input_to_patch_const_table = DxcontainerPsv0.DwordTable((((self.patch_const_or_prim_vectors + 7) // 8) * self.runtime_info.v1.sig_input_vectors) * 4, self._io, self, self._root)

        if  ((self.has_signature_data) and (self.is_domain)) :
            pass
            self.patch_const_to_output_table = DxcontainerPsv0.DwordTable((((self.runtime_info.v1.sig_output_vectors[0] + 7) // 8) * self.patch_const_or_prim_vectors) * 4, self._io, self, self._root)

        self.unknown_tail = self._io.read_bytes_full()


    def _fetch_instances(self):
        pass
        self.runtime_info._fetch_instances()
        if self.num_resources > 0:
            pass

        if self.num_resources > 0:
            pass
            for i in range(len(self.resources)):
                pass
                self.resources[i]._fetch_instances()


        if self.has_signature_data:
            pass

        if self.has_signature_data:
            pass
            self.string_table._fetch_instances()

        if self.has_signature_data:
            pass

        if self.has_signature_data:
            pass
            for i in range(len(self.semantic_indices)):
                pass


        if  ((self.has_signature_data) and (self.num_signature_elements > 0)) :
            pass

        if  ((self.has_signature_data) and (self.num_signature_elements > 0)) :
            pass
            for i in range(len(self.input_elements)):
                pass
                self.input_elements[i]._fetch_instances()


        if  ((self.has_signature_data) and (self.num_signature_elements > 0)) :
            pass
            for i in range(len(self.output_elements)):
                pass
                self.output_elements[i]._fetch_instances()


        if  ((self.has_signature_data) and (self.num_signature_elements > 0)) :
            pass
            for i in range(len(self.patch_const_or_prim_elements)):
                pass
                self.patch_const_or_prim_elements[i]._fetch_instances()


        if  ((self.has_signature_data) and (self.runtime_info.v1.uses_view_id != 0)) :
            pass
            for i in range(len(self.view_id_output_masks)):
                pass
                self.view_id_output_masks[i]._fetch_instances()


        if  ((self.has_signature_data) and (self.runtime_info.v1.uses_view_id != 0) and ( ((self.is_hull) or (self.is_mesh)) )) :
            pass
            self.view_id_patch_const_or_prim_mask._fetch_instances()

        if self.has_signature_data:
            pass
            for i in range(len(self.input_to_output_tables)):
                pass
                self.input_to_output_tables[i]._fetch_instances()


        if  ((self.has_signature_data) and (self.is_hull)) :
            pass
            self.input_to_patch_const_table._fetch_instances()

        if  ((self.has_signature_data) and (self.is_domain)) :
            pass
            self.patch_const_to_output_table._fetch_instances()

        _ = self.entry_function_name
        if hasattr(self, '_m_entry_function_name'):
            pass


    class AmplificationInfo(KaitaiStruct):
        """Amplification shader information.
        
        .. seealso::
           ASInfo - https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilContainer/DxilPipelineStateValidation.h
        """
        def __init__(self, _io, _parent=None, _root=None):
            super(DxcontainerPsv0.AmplificationInfo, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.len_payload = self._io.read_u4le()
            self.reserved = self._io.read_bytes(12)


        def _fetch_instances(self):
            pass


    class DomainInfo(KaitaiStruct):
        """Domain shader information.
        
        .. seealso::
           DSInfo - https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilContainer/DxilPipelineStateValidation.h
        """
        def __init__(self, _io, _parent=None, _root=None):
            super(DxcontainerPsv0.DomainInfo, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.num_input_control_points = self._io.read_u4le()
            self.output_position_present = self._io.read_u1()
            self.reserved = self._io.read_bytes(3)
            self.tessellator_domain = KaitaiStream.resolve_enum(dxcontainer_shader.DxcontainerShader.TessellatorDomain, self._io.read_u4le())
            self.reserved2 = self._io.read_bytes(4)


        def _fetch_instances(self):
            pass


    class DwordTable(KaitaiStruct):
        """A bit table of `num_dwords` 32-bit words.
        
        .. seealso::
           PSVDependencyTable - https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilContainer/DxilPipelineStateValidation.h
        """
        def __init__(self, num_dwords, _io, _parent=None, _root=None):
            super(DxcontainerPsv0.DwordTable, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self.num_dwords = num_dwords
            self._read()

        def _read(self):
            self.dwords = []
            for i in range(self.num_dwords):
                self.dwords.append(self._io.read_u4le())



        def _fetch_instances(self):
            pass
            for i in range(len(self.dwords)):
                pass



    class GeometryInfo(KaitaiStruct):
        """Geometry shader information.
        
        .. seealso::
           GSInfo - https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilContainer/DxilPipelineStateValidation.h
        """
        def __init__(self, _io, _parent=None, _root=None):
            super(DxcontainerPsv0.GeometryInfo, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.input_primitive = KaitaiStream.resolve_enum(dxcontainer_shader.DxcontainerShader.Primitive, self._io.read_u4le())
            self.output_topology = KaitaiStream.resolve_enum(dxcontainer_shader.DxcontainerShader.PrimitiveTopology, self._io.read_u4le())
            self.output_stream_mask = self._io.read_u4le()
            self.output_position_present = self._io.read_u1()
            self.reserved = self._io.read_bytes(3)


        def _fetch_instances(self):
            pass


    class GeometryVectors(KaitaiStruct):
        """The 2-byte union of a geometry shader.
        
        .. seealso::
           PSVRuntimeInfo1 - https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilContainer/DxilPipelineStateValidation.h
        """
        def __init__(self, _io, _parent=None, _root=None):
            super(DxcontainerPsv0.GeometryVectors, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.max_num_vertices = self._io.read_u2le()


        def _fetch_instances(self):
            pass


    class HullInfo(KaitaiStruct):
        """Hull shader information.
        
        .. seealso::
           HSInfo - https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilContainer/DxilPipelineStateValidation.h
        """
        def __init__(self, _io, _parent=None, _root=None):
            super(DxcontainerPsv0.HullInfo, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.num_input_control_points = self._io.read_u4le()
            self.num_output_control_points = self._io.read_u4le()
            self.tessellator_domain = KaitaiStream.resolve_enum(dxcontainer_shader.DxcontainerShader.TessellatorDomain, self._io.read_u4le())
            self.tessellator_output_primitive = KaitaiStream.resolve_enum(dxcontainer_shader.DxcontainerShader.TessellatorOutputPrimitive, self._io.read_u4le())


        def _fetch_instances(self):
            pass


    class MeshInfo(KaitaiStruct):
        """Mesh shader information.
        
        .. seealso::
           MSInfo - https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilContainer/DxilPipelineStateValidation.h
        """
        def __init__(self, _io, _parent=None, _root=None):
            super(DxcontainerPsv0.MeshInfo, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.group_shared_bytes_used = self._io.read_u4le()
            self.group_shared_bytes_dependent_on_view_id = self._io.read_u4le()
            self.len_payload = self._io.read_u4le()
            self.max_output_vertices = self._io.read_u2le()
            self.max_output_primitives = self._io.read_u2le()


        def _fetch_instances(self):
            pass


    class MeshVectors(KaitaiStruct):
        """The 2-byte union of a mesh shader.
        
        .. seealso::
           MSInfo1 - https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilContainer/DxilPipelineStateValidation.h
        """
        def __init__(self, _io, _parent=None, _root=None):
            super(DxcontainerPsv0.MeshVectors, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.sig_prim_vectors = self._io.read_u1()
            self.mesh_output_topology = KaitaiStream.resolve_enum(DxcontainerPsv0.MeshOutputTopology, self._io.read_u1())


        def _fetch_instances(self):
            pass


    class PixelInfo(KaitaiStruct):
        """Pixel shader information.
        
        .. seealso::
           PSInfo - https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilContainer/DxilPipelineStateValidation.h
        """
        def __init__(self, _io, _parent=None, _root=None):
            super(DxcontainerPsv0.PixelInfo, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.depth_output = self._io.read_u1()
            self.sample_frequency = self._io.read_u1()
            self.reserved = self._io.read_bytes(14)


        def _fetch_instances(self):
            pass


    class PsvSignatureElement(KaitaiStruct):
        """One signature element (`PSVSignatureElement0`, 16 bytes): the summary
        of a signature element the runtime needs to link stages.
        
        .. seealso::
           PSVSignatureElement0 - https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilContainer/DxilPipelineStateValidation.h
        """
        def __init__(self, _io, _parent=None, _root=None):
            super(DxcontainerPsv0.PsvSignatureElement, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.ofs_name = self._io.read_u4le()
            self.ofs_semantic_indices = self._io.read_u4le()
            self.rows = self._io.read_u1()
            self.start_row = self._io.read_u1()
            self.cols = self._io.read_bits_int_le(4)
            self.start_col = self._io.read_bits_int_le(2)
            self.allocated = self._io.read_bits_int_le(1) != 0
            self.reserved_bit = self._io.read_bits_int_le(1) != 0
            self.semantic_kind = KaitaiStream.resolve_enum(DxcontainerPsv0.SemanticKind, self._io.read_u1())
            self.component_type = KaitaiStream.resolve_enum(dxcontainer_signature.DxcontainerSignature.ComponentType, self._io.read_u1())
            self.interpolation_mode = KaitaiStream.resolve_enum(dxcontainer_shader.DxcontainerShader.InterpolationMode, self._io.read_u1())
            self.dynamic_mask = self._io.read_bits_int_le(4)
            self.output_stream = self._io.read_bits_int_le(2)
            self.reserved_bits = self._io.read_bits_int_le(2)
            self.reserved = self._io.read_u1()
            self.unknown_tail = self._io.read_bytes_full()


        def _fetch_instances(self):
            pass
            _ = self.name
            if hasattr(self, '_m_name'):
                pass

            _ = self.semantic_index_values
            if hasattr(self, '_m_semantic_index_values'):
                pass
                for i in range(len(self._m_semantic_index_values)):
                    pass



        @property
        def name(self):
            """The semantic name (empty for system values)."""
            if hasattr(self, '_m_name'):
                return self._m_name

            if self.ofs_name < self._parent.len_string_table:
                pass
                io = self._parent.string_table._io
                _pos = io.pos()
                io.seek(self.ofs_name)
                self._m_name = (io.read_bytes_term(0, False, True, False)).decode(u"ISO-8859-1")
                io.seek(_pos)

            return getattr(self, '_m_name', None)

        @property
        def semantic_index_values(self):
            """The element's semantic indices, one per row, from the semantic index table."""
            if hasattr(self, '_m_semantic_index_values'):
                return self._m_semantic_index_values

            if self.ofs_semantic_indices + self.rows <= self._parent.num_semantic_indices:
                pass
                io = self._parent._io
                _pos = io.pos()
                io.seek(self._parent.ofs_semantic_index_table + 4 * self.ofs_semantic_indices)
                self._m_semantic_index_values = []
                for i in range(self.rows):
                    self._m_semantic_index_values.append(io.read_u4le())

                io.seek(_pos)

            return getattr(self, '_m_semantic_index_values', None)


    class ResourceBindInfo(KaitaiStruct):
        """A resource binding (`PSVResourceBindInfo0`, 16 bytes; `PSVResourceBindInfo1`,
        24 bytes, adds the kind and flags); a larger record keeps its extra bytes.
        
        .. seealso::
           PSVResourceBindInfo0 - https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilContainer/DxilPipelineStateValidation.h
        """
        def __init__(self, _io, _parent=None, _root=None):
            super(DxcontainerPsv0.ResourceBindInfo, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.res_type = KaitaiStream.resolve_enum(DxcontainerPsv0.ResourceType, self._io.read_u4le())
            self.space = self._io.read_u4le()
            self.lower_bound = self._io.read_u4le()
            self.upper_bound = self._io.read_u4le()
            if self._io.size() >= int(DxcontainerPsv0.ResourceBindInfoSize.psv_resource_bind_info_1):
                pass
                self.v1 = DxcontainerPsv0.ResourceBindInfoV1(self._io, self, self._root)

            self.unknown_tail = self._io.read_bytes_full()


        def _fetch_instances(self):
            pass
            if self._io.size() >= int(DxcontainerPsv0.ResourceBindInfoSize.psv_resource_bind_info_1):
                pass
                self.v1._fetch_instances()



    class ResourceBindInfoV1(KaitaiStruct):
        """The fields version 1 of a resource binding adds (PSV0 version 2 and later write it).
        
        .. seealso::
           PSVResourceBindInfo1 - https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilContainer/DxilPipelineStateValidation.h
        """
        def __init__(self, _io, _parent=None, _root=None):
            super(DxcontainerPsv0.ResourceBindInfoV1, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.res_kind = KaitaiStream.resolve_enum(DxcontainerPsv0.ResourceKind, self._io.read_u4le())
            self.res_flags = self._io.read_u4le()


        def _fetch_instances(self):
            pass

        @property
        def used_by_atomic64(self):
            """Whether the resource is used by 64-bit atomic operations."""
            if hasattr(self, '_m_used_by_atomic64'):
                return self._m_used_by_atomic64

            self._m_used_by_atomic64 = self.res_flags & 1 != 0
            return getattr(self, '_m_used_by_atomic64', None)


    class RuntimeInfo(KaitaiStruct):
        """The runtime information record (`PSVRuntimeInfo0` to `PSVRuntimeInfo4`),
        the version-0 fields, then what each later version adds, as far as
        the record's size reaches (the bmp idiom of size-versioned headers).
        
        .. seealso::
           PSVRuntimeInfo4 - https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilContainer/DxilPipelineStateValidation.h
        """
        def __init__(self, _io, _parent=None, _root=None):
            super(DxcontainerPsv0.RuntimeInfo, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            _on = self.union_stage
            if _on == DxcontainerPsv0.ShaderKind.amplification:
                pass
                self._raw_stage_info = self._io.read_bytes(16)
                _io__raw_stage_info = KaitaiStream(BytesIO(self._raw_stage_info))
                self.stage_info = DxcontainerPsv0.AmplificationInfo(_io__raw_stage_info, self, self._root)
            elif _on == DxcontainerPsv0.ShaderKind.domain:
                pass
                self._raw_stage_info = self._io.read_bytes(16)
                _io__raw_stage_info = KaitaiStream(BytesIO(self._raw_stage_info))
                self.stage_info = DxcontainerPsv0.DomainInfo(_io__raw_stage_info, self, self._root)
            elif _on == DxcontainerPsv0.ShaderKind.geometry:
                pass
                self._raw_stage_info = self._io.read_bytes(16)
                _io__raw_stage_info = KaitaiStream(BytesIO(self._raw_stage_info))
                self.stage_info = DxcontainerPsv0.GeometryInfo(_io__raw_stage_info, self, self._root)
            elif _on == DxcontainerPsv0.ShaderKind.hull:
                pass
                self._raw_stage_info = self._io.read_bytes(16)
                _io__raw_stage_info = KaitaiStream(BytesIO(self._raw_stage_info))
                self.stage_info = DxcontainerPsv0.HullInfo(_io__raw_stage_info, self, self._root)
            elif _on == DxcontainerPsv0.ShaderKind.mesh:
                pass
                self._raw_stage_info = self._io.read_bytes(16)
                _io__raw_stage_info = KaitaiStream(BytesIO(self._raw_stage_info))
                self.stage_info = DxcontainerPsv0.MeshInfo(_io__raw_stage_info, self, self._root)
            elif _on == DxcontainerPsv0.ShaderKind.pixel:
                pass
                self._raw_stage_info = self._io.read_bytes(16)
                _io__raw_stage_info = KaitaiStream(BytesIO(self._raw_stage_info))
                self.stage_info = DxcontainerPsv0.PixelInfo(_io__raw_stage_info, self, self._root)
            elif _on == DxcontainerPsv0.ShaderKind.vertex:
                pass
                self._raw_stage_info = self._io.read_bytes(16)
                _io__raw_stage_info = KaitaiStream(BytesIO(self._raw_stage_info))
                self.stage_info = DxcontainerPsv0.VertexInfo(_io__raw_stage_info, self, self._root)
            else:
                pass
                self.stage_info = self._io.read_bytes(16)
            self.min_num_wave_lanes = self._io.read_u4le()
            self.max_num_wave_lanes = self._io.read_u4le()
            if self._io.size() >= int(DxcontainerPsv0.RuntimeInfoSize.psv_runtime_info_1):
                pass
                self.v1 = DxcontainerPsv0.RuntimeInfoV1(self._io, self, self._root)

            if self._io.size() >= int(DxcontainerPsv0.RuntimeInfoSize.psv_runtime_info_2):
                pass
                self.v2 = DxcontainerPsv0.RuntimeInfoV2(self._io, self, self._root)

            if self._io.size() >= int(DxcontainerPsv0.RuntimeInfoSize.psv_runtime_info_3):
                pass
                self.v3 = DxcontainerPsv0.RuntimeInfoV3(self._io, self, self._root)

            if self._io.size() >= int(DxcontainerPsv0.RuntimeInfoSize.psv_runtime_info_4):
                pass
                self.v4 = DxcontainerPsv0.RuntimeInfoV4(self._io, self, self._root)

            self.unknown_tail = self._io.read_bytes_full()


        def _fetch_instances(self):
            pass
            _on = self.union_stage
            if _on == DxcontainerPsv0.ShaderKind.amplification:
                pass
                self.stage_info._fetch_instances()
            elif _on == DxcontainerPsv0.ShaderKind.domain:
                pass
                self.stage_info._fetch_instances()
            elif _on == DxcontainerPsv0.ShaderKind.geometry:
                pass
                self.stage_info._fetch_instances()
            elif _on == DxcontainerPsv0.ShaderKind.hull:
                pass
                self.stage_info._fetch_instances()
            elif _on == DxcontainerPsv0.ShaderKind.mesh:
                pass
                self.stage_info._fetch_instances()
            elif _on == DxcontainerPsv0.ShaderKind.pixel:
                pass
                self.stage_info._fetch_instances()
            elif _on == DxcontainerPsv0.ShaderKind.vertex:
                pass
                self.stage_info._fetch_instances()
            else:
                pass
            if self._io.size() >= int(DxcontainerPsv0.RuntimeInfoSize.psv_runtime_info_1):
                pass
                self.v1._fetch_instances()

            if self._io.size() >= int(DxcontainerPsv0.RuntimeInfoSize.psv_runtime_info_2):
                pass
                self.v2._fetch_instances()

            if self._io.size() >= int(DxcontainerPsv0.RuntimeInfoSize.psv_runtime_info_3):
                pass
                self.v3._fetch_instances()

            if self._io.size() >= int(DxcontainerPsv0.RuntimeInfoSize.psv_runtime_info_4):
                pass
                self.v4._fetch_instances()

            _ = self.stage_byte
            if hasattr(self, '_m_stage_byte'):
                pass


        @property
        def stage_byte(self):
            """The `shader_stage` byte of `v1`, read ahead so that `stage_info` can be decoded."""
            if hasattr(self, '_m_stage_byte'):
                return self._m_stage_byte

            if self._io.size() >= int(DxcontainerPsv0.RuntimeInfoSize.psv_runtime_info_1):
                pass
                _pos = self._io.pos()
                self._io.seek(24)
                self._m_stage_byte = self._io.read_u1()
                self._io.seek(_pos)

            return getattr(self, '_m_stage_byte', None)

        @property
        def union_stage(self):
            """The stage `stage_info` is read for - the part's own stage (v1 and later), else the container's program's shader kind."""
            if hasattr(self, '_m_union_stage'):
                return self._m_union_stage

            self._m_union_stage = KaitaiStream.resolve_enum(DxcontainerPsv0.ShaderKind, (self.stage_byte if self._io.size() >= int(DxcontainerPsv0.RuntimeInfoSize.psv_runtime_info_1) else self._parent.shader_kind))
            return getattr(self, '_m_union_stage', None)


    class RuntimeInfoV1(KaitaiStruct):
        """The fields version 1 of the runtime information adds: the stage, view-id use and the signatures' sizes.
        
        .. seealso::
           PSVRuntimeInfo1 - https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilContainer/DxilPipelineStateValidation.h
        """
        def __init__(self, _io, _parent=None, _root=None):
            super(DxcontainerPsv0.RuntimeInfoV1, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.shader_stage = KaitaiStream.resolve_enum(DxcontainerPsv0.ShaderKind, self._io.read_u1())
            self.uses_view_id = self._io.read_u1()
            _on = self.shader_stage
            if _on == DxcontainerPsv0.ShaderKind.domain:
                pass
                self._raw_stage_vectors = self._io.read_bytes(2)
                _io__raw_stage_vectors = KaitaiStream(BytesIO(self._raw_stage_vectors))
                self.stage_vectors = DxcontainerPsv0.TessellationVectors(_io__raw_stage_vectors, self, self._root)
            elif _on == DxcontainerPsv0.ShaderKind.geometry:
                pass
                self._raw_stage_vectors = self._io.read_bytes(2)
                _io__raw_stage_vectors = KaitaiStream(BytesIO(self._raw_stage_vectors))
                self.stage_vectors = DxcontainerPsv0.GeometryVectors(_io__raw_stage_vectors, self, self._root)
            elif _on == DxcontainerPsv0.ShaderKind.hull:
                pass
                self._raw_stage_vectors = self._io.read_bytes(2)
                _io__raw_stage_vectors = KaitaiStream(BytesIO(self._raw_stage_vectors))
                self.stage_vectors = DxcontainerPsv0.TessellationVectors(_io__raw_stage_vectors, self, self._root)
            elif _on == DxcontainerPsv0.ShaderKind.mesh:
                pass
                self._raw_stage_vectors = self._io.read_bytes(2)
                _io__raw_stage_vectors = KaitaiStream(BytesIO(self._raw_stage_vectors))
                self.stage_vectors = DxcontainerPsv0.MeshVectors(_io__raw_stage_vectors, self, self._root)
            else:
                pass
                self.stage_vectors = self._io.read_bytes(2)
            self.sig_input_elements = self._io.read_u1()
            self.sig_output_elements = self._io.read_u1()
            self.sig_patch_const_or_prim_elements = self._io.read_u1()
            self.sig_input_vectors = self._io.read_u1()
            self.sig_output_vectors = []
            for i in range(4):
                self.sig_output_vectors.append(self._io.read_u1())



        def _fetch_instances(self):
            pass
            _on = self.shader_stage
            if _on == DxcontainerPsv0.ShaderKind.domain:
                pass
                self.stage_vectors._fetch_instances()
            elif _on == DxcontainerPsv0.ShaderKind.geometry:
                pass
                self.stage_vectors._fetch_instances()
            elif _on == DxcontainerPsv0.ShaderKind.hull:
                pass
                self.stage_vectors._fetch_instances()
            elif _on == DxcontainerPsv0.ShaderKind.mesh:
                pass
                self.stage_vectors._fetch_instances()
            else:
                pass
            for i in range(len(self.sig_output_vectors)):
                pass



    class RuntimeInfoV2(KaitaiStruct):
        """The field version 2 adds: the thread group size.
        
        .. seealso::
           PSVRuntimeInfo2 - https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilContainer/DxilPipelineStateValidation.h
        """
        def __init__(self, _io, _parent=None, _root=None):
            super(DxcontainerPsv0.RuntimeInfoV2, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.num_threads_x = self._io.read_u4le()
            self.num_threads_y = self._io.read_u4le()
            self.num_threads_z = self._io.read_u4le()


        def _fetch_instances(self):
            pass


    class RuntimeInfoV3(KaitaiStruct):
        """The field version 3 adds: the entry function's name.
        
        .. seealso::
           PSVRuntimeInfo3 - https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilContainer/DxilPipelineStateValidation.h
        """
        def __init__(self, _io, _parent=None, _root=None):
            super(DxcontainerPsv0.RuntimeInfoV3, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.ofs_entry_function_name = self._io.read_u4le()


        def _fetch_instances(self):
            pass


    class RuntimeInfoV4(KaitaiStruct):
        """The field version 4 adds: the group shared memory size.
        
        .. seealso::
           PSVRuntimeInfo4 - https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilContainer/DxilPipelineStateValidation.h
        """
        def __init__(self, _io, _parent=None, _root=None):
            super(DxcontainerPsv0.RuntimeInfoV4, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.num_bytes_group_shared_memory = self._io.read_u4le()


        def _fetch_instances(self):
            pass


    class StringTable(KaitaiStruct):
        """The string table, kept as bytes; names are read from it by offset.
        
        .. seealso::
           PSVStringTable - https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilContainer/DxilPipelineStateValidation.h
        """
        def __init__(self, _io, _parent=None, _root=None):
            super(DxcontainerPsv0.StringTable, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.data = self._io.read_bytes_full()


        def _fetch_instances(self):
            pass


    class TessellationVectors(KaitaiStruct):
        """The 2-byte union of a hull or domain shader.
        
        .. seealso::
           PSVRuntimeInfo1 - https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilContainer/DxilPipelineStateValidation.h
        """
        def __init__(self, _io, _parent=None, _root=None):
            super(DxcontainerPsv0.TessellationVectors, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.sig_patch_const_vectors = self._io.read_u1()
            self.reserved = self._io.read_u1()


        def _fetch_instances(self):
            pass


    class VertexInfo(KaitaiStruct):
        """Vertex shader information.
        
        .. seealso::
           VSInfo - https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilContainer/DxilPipelineStateValidation.h
        """
        def __init__(self, _io, _parent=None, _root=None):
            super(DxcontainerPsv0.VertexInfo, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.output_position_present = self._io.read_u1()
            self.reserved = self._io.read_bytes(15)


        def _fetch_instances(self):
            pass


    @property
    def entry_function_name(self):
        """The entry function's name (runtime information v3 and later), read
        when the string table was: its size passed its check and it ends
        (4 bytes before `ofs_semantic_index_table`) within the part, as it
        does whenever the part is read (not in a half-read part the Web IDE
        shows).
        """
        if hasattr(self, '_m_entry_function_name'):
            return self._m_entry_function_name

        if  ((self.has_signature_data) and (self.len_runtime_info >= int(DxcontainerPsv0.RuntimeInfoSize.psv_runtime_info_3)) and (self.len_string_table % 4 == 0) and (self.len_string_table <= 2147483647) and (self.ofs_semantic_index_table - 4 <= self._io.size()) and (self.runtime_info.v3.ofs_entry_function_name < self.len_string_table)) :
            pass
            io = self.string_table._io
            _pos = io.pos()
            io.seek(self.runtime_info.v3.ofs_entry_function_name)
            self._m_entry_function_name = (io.read_bytes_term(0, False, True, False)).decode(u"ISO-8859-1")
            io.seek(_pos)

        return getattr(self, '_m_entry_function_name', None)

    @property
    def has_signature_data(self):
        """Whether the part goes on after the resource bindings (runtime
        information v1 and later). The record's size must also have passed
        its check and the record fit in the part, as it does whenever the
        part is read; in a half-read part the Web IDE shows, a record that was
        not read has no signature data to look at.
        """
        if hasattr(self, '_m_has_signature_data'):
            return self._m_has_signature_data

        self._m_has_signature_data =  ((self.len_runtime_info >= int(DxcontainerPsv0.RuntimeInfoSize.psv_runtime_info_1)) and (self.len_runtime_info <= 2147483647) and (4 + self.len_runtime_info <= self._io.size())) 
        return getattr(self, '_m_has_signature_data', None)

    @property
    def is_domain(self):
        """Whether the part's own stage is a domain shader."""
        if hasattr(self, '_m_is_domain'):
            return self._m_is_domain

        self._m_is_domain =  ((self.has_signature_data) and (self.runtime_info.v1.shader_stage == DxcontainerPsv0.ShaderKind.domain)) 
        return getattr(self, '_m_is_domain', None)

    @property
    def is_geometry(self):
        """Whether the part's own stage is a geometry shader (four output streams)."""
        if hasattr(self, '_m_is_geometry'):
            return self._m_is_geometry

        self._m_is_geometry =  ((self.has_signature_data) and (self.runtime_info.v1.shader_stage == DxcontainerPsv0.ShaderKind.geometry)) 
        return getattr(self, '_m_is_geometry', None)

    @property
    def is_hull(self):
        """Whether the part's own stage is a hull shader."""
        if hasattr(self, '_m_is_hull'):
            return self._m_is_hull

        self._m_is_hull =  ((self.has_signature_data) and (self.runtime_info.v1.shader_stage == DxcontainerPsv0.ShaderKind.hull)) 
        return getattr(self, '_m_is_hull', None)

    @property
    def is_mesh(self):
        """Whether the part's own stage is a mesh shader."""
        if hasattr(self, '_m_is_mesh'):
            return self._m_is_mesh

        self._m_is_mesh =  ((self.has_signature_data) and (self.runtime_info.v1.shader_stage == DxcontainerPsv0.ShaderKind.mesh)) 
        return getattr(self, '_m_is_mesh', None)

    @property
    def num_output_streams(self):
        """Number of output streams with their own view-id mask and dependency table."""
        if hasattr(self, '_m_num_output_streams'):
            return self._m_num_output_streams

        self._m_num_output_streams = (4 if self.is_geometry else 1)
        return getattr(self, '_m_num_output_streams', None)

    @property
    def num_signature_elements(self):
        """Number of signature elements in all three signatures."""
        if hasattr(self, '_m_num_signature_elements'):
            return self._m_num_signature_elements

        self._m_num_signature_elements = ((self.runtime_info.v1.sig_input_elements + self.runtime_info.v1.sig_output_elements) + self.runtime_info.v1.sig_patch_const_or_prim_elements if self.has_signature_data else 0)
        return getattr(self, '_m_num_signature_elements', None)

    @property
    def ofs_semantic_index_table(self):
        """Offset of the semantic index table in the part."""
        if hasattr(self, '_m_ofs_semantic_index_table'):
            return self._m_ofs_semantic_index_table

        if self.has_signature_data:
            pass
            self._m_ofs_semantic_index_table = (((((4 + self.len_runtime_info) + 4) + (4 + self.len_resource_record * self.num_resources if self.num_resources > 0 else 0)) + 4) + self.len_string_table) + 4

        return getattr(self, '_m_ofs_semantic_index_table', None)

    @property
    def patch_const_or_prim_vectors(self):
        """Number of patch-constant (hull, domain) or primitive (mesh) vectors; 0 for other stages."""
        if hasattr(self, '_m_patch_const_or_prim_vectors'):
            return self._m_patch_const_or_prim_vectors

        self._m_patch_const_or_prim_vectors = (self.runtime_info.v1.stage_vectors.sig_patch_const_vectors if  ((self.is_hull) or (self.is_domain))  else (self.runtime_info.v1.stage_vectors.sig_prim_vectors if self.is_mesh else 0))
        return getattr(self, '_m_patch_const_or_prim_vectors', None)

    @property
    def version(self):
        """The newest runtime information version the record holds (a larger, unknown size counts as the newest known one)."""
        if hasattr(self, '_m_version'):
            return self._m_version

        self._m_version = ((int(self.len_runtime_info >= int(DxcontainerPsv0.RuntimeInfoSize.psv_runtime_info_1)) + int(self.len_runtime_info >= int(DxcontainerPsv0.RuntimeInfoSize.psv_runtime_info_2))) + int(self.len_runtime_info >= int(DxcontainerPsv0.RuntimeInfoSize.psv_runtime_info_3))) + int(self.len_runtime_info >= int(DxcontainerPsv0.RuntimeInfoSize.psv_runtime_info_4))
        return getattr(self, '_m_version', None)


