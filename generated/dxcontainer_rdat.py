# This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild
# type: ignore

import kaitaistruct
from kaitaistruct import KaitaiStruct, KaitaiStream, BytesIO
import dxcontainer_psv0
import dxcontainer_shader
import dxcontainer_rts0
from enum import IntEnum


if getattr(kaitaistruct, 'API_VERSION', (0, 9)) < (0, 11):
    raise Exception("Incompatible Kaitai Struct Python API: 0.11 or later is required, but you have %s" % (kaitaistruct.__version__))

class DxcontainerRdat(KaitaiStruct):
    """DXC's runtime data: what the D3D12 runtime reads from a DXIL library
    (`lib_6_3` and later) without parsing its bitcode - resources, functions
    and their shader stages, state object subobjects (root signatures, hit
    groups, raytracing configs), the work-graph node tables - and, with the
    PdbInfo tables, the payload of the PDBI part.
    
    A header (version 0x10, part count, part offsets) locates sub-parts, each a
    type, a size and data: a string buffer (NUL-terminated UTF-8 strings; a
    string field holds a byte offset into it), index arrays (u32 words; an
    index-array field holds a word index at which a count and that many
    values sit), raw bytes (a bytes field holds an offset and size into them)
    and record tables (record count, record stride, records). DXC's reader
    requires each sub-part to start at or after the end of the previous one
    (that rule is checked here, so sub-parts never overlap) and skips types it
    does not know; an unknown type is kept as bytes here. When a type occurs
    twice, DXC's reader uses the last one, and so do the look-ups below.
    
    The stride decides a record's version: records only grow, so a record
    reads the fields its stride covers and keeps any further bytes in
    `extra`; a field the stride does not cover is absent (DXC's reader treats
    a record shorter than its struct as missing; the fields it does cover are
    still shown here). FunctionTable records are RuntimeDataFunctionInfo (44
    bytes) or, from validator 1.8 on, RuntimeDataFunctionInfo2 (52 bytes).
    
    References are resolved as instances: a string field's `value`, an index
    array field's `count` and `values`, a bytes field's `data`, and the root
    signature of a GlobalRootSignature or LocalRootSignature subobject, parsed
    with the RTS0 spec. A reference out of range (or RDAT_NULL_REF,
    0xFFFFFFFF) resolves to nothing rather than failing. Resolving is bounded
    so that decoding stays linear in the input size even when many records
    share one target: in a table of n records, a string is read for at most
    max(1024, string buffer size / n) bytes, an index array is resolved when
    it holds at most max(16, index words / n) values, and bytes (and root
    signatures) when they are at most max(4096, raw bytes size / n) long. The
    full text of every string is in `string_buffer.strings`. Record references
    (row indices into another table) are left as numbers.
    
    .. seealso::
       Source - https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilContainer/DxilRuntimeReflection.h
    
    
    .. seealso::
       Source - https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilContainer/RDAT_LibraryTypes.inl
    
    
    .. seealso::
       Source - https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilContainer/RDAT_SubobjectTypes.inl
    
    
    .. seealso::
       Source - https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilContainer/RDAT_PdbInfoTypes.inl
    
    
    .. seealso::
       Source - https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilContainer/DxilRuntimeReflection.inl
    """

    class DxilComponentType(IntEnum):
        invalid = 0
        i1 = 1
        i16 = 2
        u16 = 3
        i32 = 4
        u32 = 5
        i64 = 6
        u64 = 7
        f16 = 8
        f32 = 9
        f64 = 10
        snorm_f16 = 11
        unorm_f16 = 12
        snorm_f32 = 13
        unorm_f32 = 14
        snorm_f64 = 15
        unorm_f64 = 16
        packed_s8x32 = 17
        packed_u8x32 = 18
        u8 = 19
        i8 = 20
        f8_e4m3fn = 21
        f8_e5m2 = 22
        bfloat16 = 23

    class HitGroupType(IntEnum):
        triangle = 0
        procedural_primitive = 1

    class NodeAttribKind(IntEnum):
        none = 0
        output_id = 1
        max_records = 2
        max_records_shared_with = 3
        record_size_in_bytes = 4
        record_dispatch_grid = 5
        output_array_size = 6
        allow_sparse_nodes = 7
        record_alignment_in_bytes = 8

    class NodeFuncAttribKind(IntEnum):
        none = 0
        id = 1
        num_threads = 2
        share_input_of = 3
        dispatch_grid = 4
        max_recursion_depth = 5
        local_root_arguments_table_index = 6
        max_dispatch_grid = 7
        reserved_mesh_node_preview1 = 8
        reserved_mesh_node_preview2 = 9

    class NodeIoKind(IntEnum):
        invalid = 0
        node_output = 6
        empty_input = 9
        empty_output = 10
        node_output_array = 22
        empty_output_array = 26
        thread_node_input_record = 33
        rw_thread_node_input_record = 37
        thread_node_output_records = 38
        group_node_input_records = 65
        rw_group_node_input_records = 69
        group_node_output_records = 70
        dispatch_node_input_record = 97
        rw_dispatch_node_input_record = 101

    class NodeLaunchType(IntEnum):
        invalid = 0
        broadcasting = 1
        coalescing = 2
        thread = 3
        reserved_mesh = 4

    class RdatPartType(IntEnum):
        string_buffer = 1
        index_arrays = 2
        resource_table = 3
        function_table = 4
        raw_bytes = 5
        subobject_table = 6
        node_id_table = 7
        node_shader_io_attrib_table = 8
        node_shader_func_attrib_table = 9
        io_node_table = 10
        node_shader_info_table = 11
        reserved_mesh_nodes_preview_info_table = 12
        signature_element_table = 13
        vs_info_table = 14
        ps_info_table = 15
        hs_info_table = 16
        ds_info_table = 17
        gs_info_table = 18
        cs_info_table = 19
        ms_info_table = 20
        as_info_table = 21
        pdb_info_table = 65537
        pdb_info_source_table = 65538
        pdb_info_library_table = 65539

    class ResourceClass(IntEnum):
        srv = 0
        uav = 1
        cbuffer = 2
        sampler = 3
        invalid = 4

    class SubobjectKind(IntEnum):
        state_object_config = 0
        global_root_signature = 1
        local_root_signature = 2
        subobject_to_exports_association = 8
        raytracing_shader_config = 9
        raytracing_pipeline_config = 10
        hit_group = 11
        raytracing_pipeline_config1 = 12
    def __init__(self, _io, _parent=None, _root=None):
        super(DxcontainerRdat, self).__init__(_io)
        self._parent = _parent
        self._root = _root or self
        self._read()

    def _read(self):
        self.version = self._io.read_u4le()
        if not self.version >= 16:
            raise kaitaistruct.ValidationLessThanError(16, self.version, self._io, u"/seq/0")
        self.num_parts = self._io.read_u4le()
        self.part_table = []
        for i in range(self.num_parts):
            self.part_table.append(DxcontainerRdat.RdatPartEntry(i, self._io, self, self._root))



    def _fetch_instances(self):
        pass
        for i in range(len(self.part_table)):
            pass
            self.part_table[i]._fetch_instances()

        _ = self.index_arrays_probe
        if hasattr(self, '_m_index_arrays_probe'):
            pass
            for i in range(len(self._m_index_arrays_probe)):
                pass
                self._m_index_arrays_probe[i]._fetch_instances()


        _ = self.raw_bytes_probe
        if hasattr(self, '_m_raw_bytes_probe'):
            pass
            for i in range(len(self._m_raw_bytes_probe)):
                pass
                self._m_raw_bytes_probe[i]._fetch_instances()


        _ = self.string_buffer_probe
        if hasattr(self, '_m_string_buffer_probe'):
            pass
            for i in range(len(self._m_string_buffer_probe)):
                pass
                self._m_string_buffer_probe[i]._fetch_instances()



    class AsInfo(KaitaiStruct):
        """ASInfo (ASInfoTable, 12 bytes; experimental).
        
        .. seealso::
           ASInfo - https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilContainer/RDAT_LibraryTypes.inl
        """
        def __init__(self, _io, _parent=None, _root=None):
            super(DxcontainerRdat.AsInfo, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            if self._io.size() >= 4:
                pass
                self.num_threads = DxcontainerRdat.IdxRef(self._parent.index_budget, self._io, self, self._root)

            if self._io.size() >= 8:
                pass
                self.group_shared_bytes_used = self._io.read_u4le()

            if self._io.size() >= 12:
                pass
                self.len_payload = self._io.read_u4le()

            self.extra = self._io.read_bytes_full()


        def _fetch_instances(self):
            pass
            if self._io.size() >= 4:
                pass
                self.num_threads._fetch_instances()

            if self._io.size() >= 8:
                pass

            if self._io.size() >= 12:
                pass



    class BytesRef(KaitaiStruct):
        """A bytes field (RDAT_BYTES): ofs_bytes and len_bytes in the raw bytes.
        
        .. seealso::
           BytesRef - https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilContainer/DxilRuntimeReflection.h
        """
        def __init__(self, budget, _io, _parent=None, _root=None):
            super(DxcontainerRdat.BytesRef, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self.budget = budget
            self._read()

        def _read(self):
            self.ofs_bytes = self._io.read_u4le()
            self.len_bytes = self._io.read_u4le()


        def _fetch_instances(self):
            pass
            _ = self.data
            if hasattr(self, '_m_data'):
                pass


        @property
        def data(self):
            """The referenced bytes, read when they lie inside the raw-bytes area."""
            if hasattr(self, '_m_data'):
                return self._m_data

            if  ((self.in_range) and (self.len_bytes <= self.budget)) :
                pass
                io = self._root.raw_bytes._io
                _pos = io.pos()
                io.seek(self.ofs_bytes)
                self._m_data = io.read_bytes(self.len_bytes)
                io.seek(_pos)

            return getattr(self, '_m_data', None)

        @property
        def in_range(self):
            """The bytes lie inside the raw bytes."""
            if hasattr(self, '_m_in_range'):
                return self._m_in_range

            self._m_in_range =  ((self._root.has_raw_bytes) and (self.ofs_bytes <= self._root.len_raw_bytes) and (self.len_bytes <= self._root.len_raw_bytes - self.ofs_bytes)) 
            return getattr(self, '_m_in_range', None)


    class CsInfo(KaitaiStruct):
        """CSInfo (CSInfoTable, 8 bytes; experimental).
        
        .. seealso::
           CSInfo - https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilContainer/RDAT_LibraryTypes.inl
        """
        def __init__(self, _io, _parent=None, _root=None):
            super(DxcontainerRdat.CsInfo, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            if self._io.size() >= 4:
                pass
                self.num_threads = DxcontainerRdat.IdxRef(self._parent.index_budget, self._io, self, self._root)

            if self._io.size() >= 8:
                pass
                self.group_shared_bytes_used = self._io.read_u4le()

            self.extra = self._io.read_bytes_full()


        def _fetch_instances(self):
            pass
            if self._io.size() >= 4:
                pass
                self.num_threads._fetch_instances()

            if self._io.size() >= 8:
                pass



    class DsInfo(KaitaiStruct):
        """DSInfo (DSInfoTable, 40 bytes; experimental).
        
        .. seealso::
           DSInfo - https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilContainer/RDAT_LibraryTypes.inl
        """
        def __init__(self, _io, _parent=None, _root=None):
            super(DxcontainerRdat.DsInfo, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            if self._io.size() >= 4:
                pass
                self.sig_input_elements = DxcontainerRdat.IdxRef(self._parent.index_budget, self._io, self, self._root)

            if self._io.size() >= 8:
                pass
                self.sig_output_elements = DxcontainerRdat.IdxRef(self._parent.index_budget, self._io, self, self._root)

            if self._io.size() >= 12:
                pass
                self.sig_patch_const_input_elements = DxcontainerRdat.IdxRef(self._parent.index_budget, self._io, self, self._root)

            if self._io.size() >= 20:
                pass
                self.view_id_output_mask = DxcontainerRdat.BytesRef(self._parent.bytes_budget, self._io, self, self._root)

            if self._io.size() >= 28:
                pass
                self.input_to_output_masks = DxcontainerRdat.BytesRef(self._parent.bytes_budget, self._io, self, self._root)

            if self._io.size() >= 36:
                pass
                self.patch_const_input_to_output_masks = DxcontainerRdat.BytesRef(self._parent.bytes_budget, self._io, self, self._root)

            if self._io.size() >= 37:
                pass
                self.num_input_control_points = self._io.read_u1()

            if self._io.size() >= 38:
                pass
                self.tessellator_domain = self._io.read_u1()

            self.extra = self._io.read_bytes_full()


        def _fetch_instances(self):
            pass
            if self._io.size() >= 4:
                pass
                self.sig_input_elements._fetch_instances()

            if self._io.size() >= 8:
                pass
                self.sig_output_elements._fetch_instances()

            if self._io.size() >= 12:
                pass
                self.sig_patch_const_input_elements._fetch_instances()

            if self._io.size() >= 20:
                pass
                self.view_id_output_mask._fetch_instances()

            if self._io.size() >= 28:
                pass
                self.input_to_output_masks._fetch_instances()

            if self._io.size() >= 36:
                pass
                self.patch_const_input_to_output_masks._fetch_instances()

            if self._io.size() >= 37:
                pass

            if self._io.size() >= 38:
                pass



    class FunctionInfo(KaitaiStruct):
        """RuntimeDataFunctionInfo (FunctionTable, 44 bytes) or, with a stride of
        52 and more, RuntimeDataFunctionInfo2 (validator 1.8): a function or
        shader entry of the library.
        
        .. seealso::
           RuntimeDataFunctionInfo2 - https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilContainer/RDAT_LibraryTypes.inl
        """
        def __init__(self, _io, _parent=None, _root=None):
            super(DxcontainerRdat.FunctionInfo, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            if self._io.size() >= 4:
                pass
                self.name = DxcontainerRdat.StrRef(self._parent.string_budget, self._io, self, self._root)

            if self._io.size() >= 8:
                pass
                self.unmangled_name = DxcontainerRdat.StrRef(self._parent.string_budget, self._io, self, self._root)

            if self._io.size() >= 12:
                pass
                self.resources = DxcontainerRdat.IdxRef(self._parent.index_budget, self._io, self, self._root)

            if self._io.size() >= 16:
                pass
                self.function_dependencies = DxcontainerRdat.IdxRef(self._parent.index_budget, self._io, self, self._root)

            if self._io.size() >= 20:
                pass
                self.shader_kind = KaitaiStream.resolve_enum(dxcontainer_psv0.DxcontainerPsv0.ShaderKind, self._io.read_u4le())

            if self._io.size() >= 24:
                pass
                self.len_payload = self._io.read_u4le()

            if self._io.size() >= 28:
                pass
                self.len_attributes = self._io.read_u4le()

            if self._io.size() >= 32:
                pass
                self.feature_info1 = self._io.read_u4le()

            if self._io.size() >= 36:
                pass
                self.feature_info2 = self._io.read_u4le()

            if self._io.size() >= 40:
                pass
                self.shader_stage_flag = self._io.read_u4le()

            if self._io.size() >= 44:
                pass
                self.min_shader_target = self._io.read_u4le()

            if self._io.size() >= 45:
                pass
                self.min_num_wave_lanes = self._io.read_u1()

            if self._io.size() >= 46:
                pass
                self.max_num_wave_lanes = self._io.read_u1()

            if self._io.size() >= 48:
                pass
                self.shader_flags = self._io.read_u2le()

            if self._io.size() >= 52:
                pass
                self.shader_info = self._io.read_u4le()

            self.extra = self._io.read_bytes_full()


        def _fetch_instances(self):
            pass
            if self._io.size() >= 4:
                pass
                self.name._fetch_instances()

            if self._io.size() >= 8:
                pass
                self.unmangled_name._fetch_instances()

            if self._io.size() >= 12:
                pass
                self.resources._fetch_instances()

            if self._io.size() >= 16:
                pass
                self.function_dependencies._fetch_instances()

            if self._io.size() >= 20:
                pass

            if self._io.size() >= 24:
                pass

            if self._io.size() >= 28:
                pass

            if self._io.size() >= 32:
                pass

            if self._io.size() >= 36:
                pass

            if self._io.size() >= 40:
                pass

            if self._io.size() >= 44:
                pass

            if self._io.size() >= 45:
                pass

            if self._io.size() >= 46:
                pass

            if self._io.size() >= 48:
                pass

            if self._io.size() >= 52:
                pass


        @property
        def is_function_info2(self):
            """The record has the FunctionInfo2 fields."""
            if hasattr(self, '_m_is_function_info2'):
                return self._m_is_function_info2

            self._m_is_function_info2 = self._io.size() >= 52
            return getattr(self, '_m_is_function_info2', None)


    class GsInfo(KaitaiStruct):
        """GSInfo (GSInfoTable, 28 bytes; experimental).
        
        .. seealso::
           GSInfo - https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilContainer/RDAT_LibraryTypes.inl
        """
        def __init__(self, _io, _parent=None, _root=None):
            super(DxcontainerRdat.GsInfo, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            if self._io.size() >= 4:
                pass
                self.sig_input_elements = DxcontainerRdat.IdxRef(self._parent.index_budget, self._io, self, self._root)

            if self._io.size() >= 8:
                pass
                self.sig_output_elements = DxcontainerRdat.IdxRef(self._parent.index_budget, self._io, self, self._root)

            if self._io.size() >= 16:
                pass
                self.view_id_output_mask = DxcontainerRdat.BytesRef(self._parent.bytes_budget, self._io, self, self._root)

            if self._io.size() >= 24:
                pass
                self.input_to_output_masks = DxcontainerRdat.BytesRef(self._parent.bytes_budget, self._io, self, self._root)

            if self._io.size() >= 25:
                pass
                self.input_primitive = self._io.read_u1()

            if self._io.size() >= 26:
                pass
                self.output_topology = self._io.read_u1()

            if self._io.size() >= 27:
                pass
                self.max_num_vertices = self._io.read_u1()

            if self._io.size() >= 28:
                pass
                self.output_stream_mask = self._io.read_u1()

            self.extra = self._io.read_bytes_full()


        def _fetch_instances(self):
            pass
            if self._io.size() >= 4:
                pass
                self.sig_input_elements._fetch_instances()

            if self._io.size() >= 8:
                pass
                self.sig_output_elements._fetch_instances()

            if self._io.size() >= 16:
                pass
                self.view_id_output_mask._fetch_instances()

            if self._io.size() >= 24:
                pass
                self.input_to_output_masks._fetch_instances()

            if self._io.size() >= 25:
                pass

            if self._io.size() >= 26:
                pass

            if self._io.size() >= 27:
                pass

            if self._io.size() >= 28:
                pass



    class HitGroup(KaitaiStruct):
        """HitGroup_t.
        
        .. seealso::
           HitGroup_t - https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilContainer/RDAT_SubobjectTypes.inl
        """
        def __init__(self, budget, _io, _parent=None, _root=None):
            super(DxcontainerRdat.HitGroup, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self.budget = budget
            self._read()

        def _read(self):
            self.type = KaitaiStream.resolve_enum(DxcontainerRdat.HitGroupType, self._io.read_u4le())
            self.any_hit = DxcontainerRdat.StrRef(self.budget, self._io, self, self._root)
            self.closest_hit = DxcontainerRdat.StrRef(self.budget, self._io, self, self._root)
            self.intersection = DxcontainerRdat.StrRef(self.budget, self._io, self, self._root)


        def _fetch_instances(self):
            pass
            self.any_hit._fetch_instances()
            self.closest_hit._fetch_instances()
            self.intersection._fetch_instances()


    class HsInfo(KaitaiStruct):
        """HSInfo (HSInfoTable, 48 bytes; experimental).
        
        .. seealso::
           HSInfo - https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilContainer/RDAT_LibraryTypes.inl
        """
        def __init__(self, _io, _parent=None, _root=None):
            super(DxcontainerRdat.HsInfo, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            if self._io.size() >= 4:
                pass
                self.sig_input_elements = DxcontainerRdat.IdxRef(self._parent.index_budget, self._io, self, self._root)

            if self._io.size() >= 8:
                pass
                self.sig_output_elements = DxcontainerRdat.IdxRef(self._parent.index_budget, self._io, self, self._root)

            if self._io.size() >= 12:
                pass
                self.sig_patch_const_output_elements = DxcontainerRdat.IdxRef(self._parent.index_budget, self._io, self, self._root)

            if self._io.size() >= 20:
                pass
                self.view_id_output_mask = DxcontainerRdat.BytesRef(self._parent.bytes_budget, self._io, self, self._root)

            if self._io.size() >= 28:
                pass
                self.view_id_patch_const_output_mask = DxcontainerRdat.BytesRef(self._parent.bytes_budget, self._io, self, self._root)

            if self._io.size() >= 36:
                pass
                self.input_to_output_masks = DxcontainerRdat.BytesRef(self._parent.bytes_budget, self._io, self, self._root)

            if self._io.size() >= 44:
                pass
                self.input_to_patch_const_output_masks = DxcontainerRdat.BytesRef(self._parent.bytes_budget, self._io, self, self._root)

            if self._io.size() >= 45:
                pass
                self.num_input_control_points = self._io.read_u1()

            if self._io.size() >= 46:
                pass
                self.num_output_control_points = self._io.read_u1()

            if self._io.size() >= 47:
                pass
                self.tessellator_domain = self._io.read_u1()

            if self._io.size() >= 48:
                pass
                self.tessellator_output_primitive = self._io.read_u1()

            self.extra = self._io.read_bytes_full()


        def _fetch_instances(self):
            pass
            if self._io.size() >= 4:
                pass
                self.sig_input_elements._fetch_instances()

            if self._io.size() >= 8:
                pass
                self.sig_output_elements._fetch_instances()

            if self._io.size() >= 12:
                pass
                self.sig_patch_const_output_elements._fetch_instances()

            if self._io.size() >= 20:
                pass
                self.view_id_output_mask._fetch_instances()

            if self._io.size() >= 28:
                pass
                self.view_id_patch_const_output_mask._fetch_instances()

            if self._io.size() >= 36:
                pass
                self.input_to_output_masks._fetch_instances()

            if self._io.size() >= 44:
                pass
                self.input_to_patch_const_output_masks._fetch_instances()

            if self._io.size() >= 45:
                pass

            if self._io.size() >= 46:
                pass

            if self._io.size() >= 47:
                pass

            if self._io.size() >= 48:
                pass



    class IdxRef(KaitaiStruct):
        """An index array field (RDAT_INDEX_ARRAY, RDAT_RECORD_ARRAY_REF, RDAT_STRING_ARRAY_REF): a word index into the index arrays.
        
        .. seealso::
           IndexArrayRef - https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilContainer/DxilRuntimeReflection.h
        """
        def __init__(self, budget, _io, _parent=None, _root=None):
            super(DxcontainerRdat.IdxRef, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self.budget = budget
            self._read()

        def _read(self):
            self.ref = self._io.read_u4le()


        def _fetch_instances(self):
            pass
            _ = self.num_values
            if hasattr(self, '_m_num_values'):
                pass

            _ = self.values
            if hasattr(self, '_m_values'):
                pass
                for i in range(len(self._m_values)):
                    pass



        @property
        def num_values(self):
            """Number of values in the array."""
            if hasattr(self, '_m_num_values'):
                return self._m_num_values

            if  ((self._root.has_index_arrays) and (self.ref < self._root.index_words)) :
                pass
                io = self._root.index_arrays._io
                _pos = io.pos()
                io.seek(self.ref * 4)
                self._m_num_values = io.read_u4le()
                io.seek(_pos)

            return getattr(self, '_m_num_values', None)

        @property
        def values(self):
            """The values (row indices, string offsets or plain numbers, by field)."""
            if hasattr(self, '_m_values'):
                return self._m_values

            if  ((self._root.has_index_arrays) and (self.ref < self._root.index_words) and (self.num_values < self._root.index_words - self.ref) and (self.num_values <= self.budget)) :
                pass
                io = self._root.index_arrays._io
                _pos = io.pos()
                io.seek(self.ref * 4 + 4)
                self._m_values = []
                for i in range(self.num_values):
                    self._m_values.append(io.read_u4le())

                io.seek(_pos)

            return getattr(self, '_m_values', None)


    class IndexArrays(KaitaiStruct):
        """The index arrays, a flat array of u32 words.
        
        .. seealso::
           IndexArraysPart - https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilContainer/DxilRDATParts.h
        """
        def __init__(self, _io, _parent=None, _root=None):
            super(DxcontainerRdat.IndexArrays, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.words = []
            for i in range(self._io.size() // 4):
                self.words.append(self._io.read_u4le())

            self.tail = self._io.read_bytes_full()


        def _fetch_instances(self):
            pass
            for i in range(len(self.words)):
                pass



    class IoNode(KaitaiStruct):
        """IONode (IONodeTable, 8 bytes): a node input or output.
        
        .. seealso::
           IONode - https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilContainer/RDAT_LibraryTypes.inl
        """
        def __init__(self, _io, _parent=None, _root=None):
            super(DxcontainerRdat.IoNode, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            if self._io.size() >= 4:
                pass
                self.io_flags_and_kind = self._io.read_u4le()

            if self._io.size() >= 8:
                pass
                self.attribs = DxcontainerRdat.IdxRef(self._parent.index_budget, self._io, self, self._root)

            self.extra = self._io.read_bytes_full()


        def _fetch_instances(self):
            pass
            if self._io.size() >= 4:
                pass

            if self._io.size() >= 8:
                pass
                self.attribs._fetch_instances()


        @property
        def globally_coherent(self):
            """GloballyCoherent (0x200)."""
            if hasattr(self, '_m_globally_coherent'):
                return self._m_globally_coherent

            if self._io.size() >= 4:
                pass
                self._m_globally_coherent = self.io_flags_and_kind & 512 != 0

            return getattr(self, '_m_globally_coherent', None)

        @property
        def io_kind(self):
            """Kind of input or output (NodeIOKindMask)."""
            if hasattr(self, '_m_io_kind'):
                return self._m_io_kind

            if self._io.size() >= 4:
                pass
                self._m_io_kind = KaitaiStream.resolve_enum(DxcontainerRdat.NodeIoKind, self.io_flags_and_kind & 127)

            return getattr(self, '_m_io_kind', None)

        @property
        def track_rw_input_sharing(self):
            """TrackRWInputSharing (0x100)."""
            if hasattr(self, '_m_track_rw_input_sharing'):
                return self._m_track_rw_input_sharing

            if self._io.size() >= 4:
                pass
                self._m_track_rw_input_sharing = self.io_flags_and_kind & 256 != 0

            return getattr(self, '_m_track_rw_input_sharing', None)


    class MsInfo(KaitaiStruct):
        """MSInfo (MSInfoTable, 48 bytes; experimental).
        
        .. seealso::
           MSInfo - https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilContainer/RDAT_LibraryTypes.inl
        """
        def __init__(self, _io, _parent=None, _root=None):
            super(DxcontainerRdat.MsInfo, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            if self._io.size() >= 4:
                pass
                self.sig_output_elements = DxcontainerRdat.IdxRef(self._parent.index_budget, self._io, self, self._root)

            if self._io.size() >= 8:
                pass
                self.sig_prim_output_elements = DxcontainerRdat.IdxRef(self._parent.index_budget, self._io, self, self._root)

            if self._io.size() >= 16:
                pass
                self.view_id_output_mask = DxcontainerRdat.BytesRef(self._parent.bytes_budget, self._io, self, self._root)

            if self._io.size() >= 24:
                pass
                self.view_id_prim_output_mask = DxcontainerRdat.BytesRef(self._parent.bytes_budget, self._io, self, self._root)

            if self._io.size() >= 28:
                pass
                self.num_threads = DxcontainerRdat.IdxRef(self._parent.index_budget, self._io, self, self._root)

            if self._io.size() >= 32:
                pass
                self.group_shared_bytes_used = self._io.read_u4le()

            if self._io.size() >= 36:
                pass
                self.group_shared_bytes_dependent_on_view_id = self._io.read_u4le()

            if self._io.size() >= 40:
                pass
                self.len_payload = self._io.read_u4le()

            if self._io.size() >= 42:
                pass
                self.max_output_vertices = self._io.read_u2le()

            if self._io.size() >= 44:
                pass
                self.max_output_primitives = self._io.read_u2le()

            if self._io.size() >= 45:
                pass
                self.mesh_output_topology = self._io.read_u1()

            self.extra = self._io.read_bytes_full()


        def _fetch_instances(self):
            pass
            if self._io.size() >= 4:
                pass
                self.sig_output_elements._fetch_instances()

            if self._io.size() >= 8:
                pass
                self.sig_prim_output_elements._fetch_instances()

            if self._io.size() >= 16:
                pass
                self.view_id_output_mask._fetch_instances()

            if self._io.size() >= 24:
                pass
                self.view_id_prim_output_mask._fetch_instances()

            if self._io.size() >= 28:
                pass
                self.num_threads._fetch_instances()

            if self._io.size() >= 32:
                pass

            if self._io.size() >= 36:
                pass

            if self._io.size() >= 40:
                pass

            if self._io.size() >= 42:
                pass

            if self._io.size() >= 44:
                pass

            if self._io.size() >= 45:
                pass



    class NodeId(KaitaiStruct):
        """NodeID (NodeIDTable, 8 bytes): a work-graph node name and array index.
        
        .. seealso::
           NodeID - https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilContainer/RDAT_LibraryTypes.inl
        """
        def __init__(self, _io, _parent=None, _root=None):
            super(DxcontainerRdat.NodeId, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            if self._io.size() >= 4:
                pass
                self.name = DxcontainerRdat.StrRef(self._parent.string_budget, self._io, self, self._root)

            if self._io.size() >= 8:
                pass
                self.index = self._io.read_u4le()

            self.extra = self._io.read_bytes_full()


        def _fetch_instances(self):
            pass
            if self._io.size() >= 4:
                pass
                self.name._fetch_instances()

            if self._io.size() >= 8:
                pass



    class NodeShaderFuncAttrib(KaitaiStruct):
        """NodeShaderFuncAttrib (NodeShaderFuncAttribTable, 8 bytes): one attribute of a node shader.
        
        .. seealso::
           NodeShaderFuncAttrib - https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilContainer/RDAT_LibraryTypes.inl
        """
        def __init__(self, _io, _parent=None, _root=None):
            super(DxcontainerRdat.NodeShaderFuncAttrib, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            if self._io.size() >= 4:
                pass
                self.attrib_kind = KaitaiStream.resolve_enum(DxcontainerRdat.NodeFuncAttribKind, self._io.read_u4le())

            if  ((self._io.size() >= 8) and (self.attrib_kind != DxcontainerRdat.NodeFuncAttribKind.num_threads) and (self.attrib_kind != DxcontainerRdat.NodeFuncAttribKind.dispatch_grid) and (self.attrib_kind != DxcontainerRdat.NodeFuncAttribKind.max_dispatch_grid)) :
                pass
                self.value = self._io.read_u4le()

            if  ((self._io.size() >= 8) and ( ((self.attrib_kind == DxcontainerRdat.NodeFuncAttribKind.num_threads) or (self.attrib_kind == DxcontainerRdat.NodeFuncAttribKind.dispatch_grid) or (self.attrib_kind == DxcontainerRdat.NodeFuncAttribKind.max_dispatch_grid)) )) :
                pass
                self.dimensions = DxcontainerRdat.IdxRef(self._parent.index_budget, self._io, self, self._root)

            self.extra = self._io.read_bytes_full()


        def _fetch_instances(self):
            pass
            if self._io.size() >= 4:
                pass

            if  ((self._io.size() >= 8) and (self.attrib_kind != DxcontainerRdat.NodeFuncAttribKind.num_threads) and (self.attrib_kind != DxcontainerRdat.NodeFuncAttribKind.dispatch_grid) and (self.attrib_kind != DxcontainerRdat.NodeFuncAttribKind.max_dispatch_grid)) :
                pass

            if  ((self._io.size() >= 8) and ( ((self.attrib_kind == DxcontainerRdat.NodeFuncAttribKind.num_threads) or (self.attrib_kind == DxcontainerRdat.NodeFuncAttribKind.dispatch_grid) or (self.attrib_kind == DxcontainerRdat.NodeFuncAttribKind.max_dispatch_grid)) )) :
                pass
                self.dimensions._fetch_instances()



    class NodeShaderInfo(KaitaiStruct):
        """NodeShaderInfo (NodeShaderInfoTable, 20 bytes): a work-graph node shader.
        
        .. seealso::
           NodeShaderInfo - https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilContainer/RDAT_LibraryTypes.inl
        """
        def __init__(self, _io, _parent=None, _root=None):
            super(DxcontainerRdat.NodeShaderInfo, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            if self._io.size() >= 4:
                pass
                self.launch_type = KaitaiStream.resolve_enum(DxcontainerRdat.NodeLaunchType, self._io.read_u4le())

            if self._io.size() >= 8:
                pass
                self.group_shared_bytes_used = self._io.read_u4le()

            if self._io.size() >= 12:
                pass
                self.attribs = DxcontainerRdat.IdxRef(self._parent.index_budget, self._io, self, self._root)

            if self._io.size() >= 16:
                pass
                self.outputs = DxcontainerRdat.IdxRef(self._parent.index_budget, self._io, self, self._root)

            if self._io.size() >= 20:
                pass
                self.inputs = DxcontainerRdat.IdxRef(self._parent.index_budget, self._io, self, self._root)

            self.extra = self._io.read_bytes_full()


        def _fetch_instances(self):
            pass
            if self._io.size() >= 4:
                pass

            if self._io.size() >= 8:
                pass

            if self._io.size() >= 12:
                pass
                self.attribs._fetch_instances()

            if self._io.size() >= 16:
                pass
                self.outputs._fetch_instances()

            if self._io.size() >= 20:
                pass
                self.inputs._fetch_instances()



    class NodeShaderIoAttrib(KaitaiStruct):
        """NodeShaderIOAttrib (NodeShaderIOAttribTable, 8 bytes): one attribute of a node input or output.
        
        .. seealso::
           NodeShaderIOAttrib - https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilContainer/RDAT_LibraryTypes.inl
        """
        def __init__(self, _io, _parent=None, _root=None):
            super(DxcontainerRdat.NodeShaderIoAttrib, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            if self._io.size() >= 4:
                pass
                self.attrib_kind = KaitaiStream.resolve_enum(DxcontainerRdat.NodeAttribKind, self._io.read_u4le())

            if  ((self._io.size() >= 8) and (self.attrib_kind != DxcontainerRdat.NodeAttribKind.record_dispatch_grid)) :
                pass
                self.value = self._io.read_u4le()

            if  ((self._io.size() >= 8) and (self.attrib_kind == DxcontainerRdat.NodeAttribKind.record_dispatch_grid)) :
                pass
                self.record_dispatch_grid = DxcontainerRdat.RecordDispatchGrid(self._io, self, self._root)

            self.extra = self._io.read_bytes_full()


        def _fetch_instances(self):
            pass
            if self._io.size() >= 4:
                pass

            if  ((self._io.size() >= 8) and (self.attrib_kind != DxcontainerRdat.NodeAttribKind.record_dispatch_grid)) :
                pass

            if  ((self._io.size() >= 8) and (self.attrib_kind == DxcontainerRdat.NodeAttribKind.record_dispatch_grid)) :
                pass
                self.record_dispatch_grid._fetch_instances()



    class PdbInfo(KaitaiStruct):
        """DxilPdbInfo (DxilPdbInfoTable, 44 bytes): how a shader was built (one record in a PDBI payload).
        
        .. seealso::
           DxilPdbInfo - https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilContainer/RDAT_PdbInfoTypes.inl
        """
        def __init__(self, _io, _parent=None, _root=None):
            super(DxcontainerRdat.PdbInfo, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            if self._io.size() >= 4:
                pass
                self.sources = DxcontainerRdat.IdxRef(self._parent.index_budget, self._io, self, self._root)

            if self._io.size() >= 8:
                pass
                self.libraries = DxcontainerRdat.IdxRef(self._parent.index_budget, self._io, self, self._root)

            if self._io.size() >= 12:
                pass
                self.arg_pairs = DxcontainerRdat.IdxRef(self._parent.index_budget, self._io, self, self._root)

            if self._io.size() >= 20:
                pass
                self.hash = DxcontainerRdat.BytesRef(self._parent.bytes_budget, self._io, self, self._root)

            if self._io.size() >= 24:
                pass
                self.pdb_name = DxcontainerRdat.StrRef(self._parent.string_budget, self._io, self, self._root)

            if self._io.size() >= 28:
                pass
                self.custom_toolchain_id = self._io.read_u4le()

            if self._io.size() >= 36:
                pass
                self.custom_toolchain_data = DxcontainerRdat.BytesRef(self._parent.bytes_budget, self._io, self, self._root)

            if self._io.size() >= 44:
                pass
                self.whole_dxil = DxcontainerRdat.BytesRef(self._parent.bytes_budget, self._io, self, self._root)

            self.extra = self._io.read_bytes_full()


        def _fetch_instances(self):
            pass
            if self._io.size() >= 4:
                pass
                self.sources._fetch_instances()

            if self._io.size() >= 8:
                pass
                self.libraries._fetch_instances()

            if self._io.size() >= 12:
                pass
                self.arg_pairs._fetch_instances()

            if self._io.size() >= 20:
                pass
                self.hash._fetch_instances()

            if self._io.size() >= 24:
                pass
                self.pdb_name._fetch_instances()

            if self._io.size() >= 28:
                pass

            if self._io.size() >= 36:
                pass
                self.custom_toolchain_data._fetch_instances()

            if self._io.size() >= 44:
                pass
                self.whole_dxil._fetch_instances()



    class PdbInfoLibrary(KaitaiStruct):
        """DxilPdbInfoLibrary (DxilPdbInfoLibraryTable, 12 bytes): one linked library.
        
        .. seealso::
           DxilPdbInfoLibrary - https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilContainer/RDAT_PdbInfoTypes.inl
        """
        def __init__(self, _io, _parent=None, _root=None):
            super(DxcontainerRdat.PdbInfoLibrary, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            if self._io.size() >= 4:
                pass
                self.name = DxcontainerRdat.StrRef(self._parent.string_budget, self._io, self, self._root)

            if self._io.size() >= 12:
                pass
                self.data = DxcontainerRdat.BytesRef(self._parent.bytes_budget, self._io, self, self._root)

            self.extra = self._io.read_bytes_full()


        def _fetch_instances(self):
            pass
            if self._io.size() >= 4:
                pass
                self.name._fetch_instances()

            if self._io.size() >= 12:
                pass
                self.data._fetch_instances()



    class PdbInfoSource(KaitaiStruct):
        """DxilPdbInfoSource (DxilPdbInfoSourceTable, 8 bytes): one source file.
        
        .. seealso::
           DxilPdbInfoSource - https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilContainer/RDAT_PdbInfoTypes.inl
        """
        def __init__(self, _io, _parent=None, _root=None):
            super(DxcontainerRdat.PdbInfoSource, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            if self._io.size() >= 4:
                pass
                self.name = DxcontainerRdat.StrRef(self._parent.string_budget, self._io, self, self._root)

            if self._io.size() >= 8:
                pass
                self.content = DxcontainerRdat.StrRef(self._parent.string_budget, self._io, self, self._root)

            self.extra = self._io.read_bytes_full()


        def _fetch_instances(self):
            pass
            if self._io.size() >= 4:
                pass
                self.name._fetch_instances()

            if self._io.size() >= 8:
                pass
                self.content._fetch_instances()



    class PsInfo(KaitaiStruct):
        """PSInfo (PSInfoTable, 8 bytes; experimental).
        
        .. seealso::
           PSInfo - https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilContainer/RDAT_LibraryTypes.inl
        """
        def __init__(self, _io, _parent=None, _root=None):
            super(DxcontainerRdat.PsInfo, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            if self._io.size() >= 4:
                pass
                self.sig_input_elements = DxcontainerRdat.IdxRef(self._parent.index_budget, self._io, self, self._root)

            if self._io.size() >= 8:
                pass
                self.sig_output_elements = DxcontainerRdat.IdxRef(self._parent.index_budget, self._io, self, self._root)

            self.extra = self._io.read_bytes_full()


        def _fetch_instances(self):
            pass
            if self._io.size() >= 4:
                pass
                self.sig_input_elements._fetch_instances()

            if self._io.size() >= 8:
                pass
                self.sig_output_elements._fetch_instances()



    class RawBytes(KaitaiStruct):
        """Raw bytes (deduplicated blobs, no alignment), referenced by offset and size.
        
        .. seealso::
           RawBytesPart - https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilContainer/DxilRDATParts.h
        """
        def __init__(self, _io, _parent=None, _root=None):
            super(DxcontainerRdat.RawBytes, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.data = self._io.read_bytes_full()


        def _fetch_instances(self):
            pass


    class RaytracingPipelineConfig(KaitaiStruct):
        """RaytracingPipelineConfig_t.
        
        .. seealso::
           RaytracingPipelineConfig_t - https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilContainer/RDAT_SubobjectTypes.inl
        """
        def __init__(self, _io, _parent=None, _root=None):
            super(DxcontainerRdat.RaytracingPipelineConfig, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.max_trace_recursion_depth = self._io.read_u4le()
            self.padding = self._io.read_bytes_full()


        def _fetch_instances(self):
            pass


    class RaytracingPipelineConfig1(KaitaiStruct):
        """RaytracingPipelineConfig1_t.
        
        .. seealso::
           RaytracingPipelineConfig1_t - https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilContainer/RDAT_SubobjectTypes.inl
        """
        def __init__(self, _io, _parent=None, _root=None):
            super(DxcontainerRdat.RaytracingPipelineConfig1, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.max_trace_recursion_depth = self._io.read_u4le()
            self.flags = self._io.read_u4le()
            self.padding = self._io.read_bytes_full()


        def _fetch_instances(self):
            pass


    class RaytracingShaderConfig(KaitaiStruct):
        """RaytracingShaderConfig_t.
        
        .. seealso::
           RaytracingShaderConfig_t - https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilContainer/RDAT_SubobjectTypes.inl
        """
        def __init__(self, _io, _parent=None, _root=None):
            super(DxcontainerRdat.RaytracingShaderConfig, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.max_len_payload = self._io.read_u4le()
            self.max_len_attributes = self._io.read_u4le()
            self.padding = self._io.read_bytes_full()


        def _fetch_instances(self):
            pass


    class RdatPart(KaitaiStruct):
        """A sub-part (RuntimeDataPartHeader): type, len_data, data.
        
        .. seealso::
           RuntimeDataPartHeader - https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilContainer/DxilRuntimeReflection.h
        """
        def __init__(self, _io, _parent=None, _root=None):
            super(DxcontainerRdat.RdatPart, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.part_type = KaitaiStream.resolve_enum(DxcontainerRdat.RdatPartType, self._io.read_u4le())
            self.len_data = self._io.read_u4le()
            if not self.len_data <= 2147483647:
                raise kaitaistruct.ValidationGreaterThanError(2147483647, self.len_data, self._io, u"/types/rdat_part/seq/1")
            _on = self.part_type
            if _on == DxcontainerRdat.RdatPartType.as_info_table:
                pass
                self._raw_body = self._io.read_bytes(self.len_data)
                _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
                self.body = DxcontainerRdat.RecordTable(21, _io__raw_body, self, self._root)
            elif _on == DxcontainerRdat.RdatPartType.cs_info_table:
                pass
                self._raw_body = self._io.read_bytes(self.len_data)
                _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
                self.body = DxcontainerRdat.RecordTable(19, _io__raw_body, self, self._root)
            elif _on == DxcontainerRdat.RdatPartType.ds_info_table:
                pass
                self._raw_body = self._io.read_bytes(self.len_data)
                _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
                self.body = DxcontainerRdat.RecordTable(17, _io__raw_body, self, self._root)
            elif _on == DxcontainerRdat.RdatPartType.function_table:
                pass
                self._raw_body = self._io.read_bytes(self.len_data)
                _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
                self.body = DxcontainerRdat.RecordTable(4, _io__raw_body, self, self._root)
            elif _on == DxcontainerRdat.RdatPartType.gs_info_table:
                pass
                self._raw_body = self._io.read_bytes(self.len_data)
                _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
                self.body = DxcontainerRdat.RecordTable(18, _io__raw_body, self, self._root)
            elif _on == DxcontainerRdat.RdatPartType.hs_info_table:
                pass
                self._raw_body = self._io.read_bytes(self.len_data)
                _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
                self.body = DxcontainerRdat.RecordTable(16, _io__raw_body, self, self._root)
            elif _on == DxcontainerRdat.RdatPartType.index_arrays:
                pass
                self._raw_body = self._io.read_bytes(self.len_data)
                _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
                self.body = DxcontainerRdat.IndexArrays(_io__raw_body, self, self._root)
            elif _on == DxcontainerRdat.RdatPartType.io_node_table:
                pass
                self._raw_body = self._io.read_bytes(self.len_data)
                _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
                self.body = DxcontainerRdat.RecordTable(10, _io__raw_body, self, self._root)
            elif _on == DxcontainerRdat.RdatPartType.ms_info_table:
                pass
                self._raw_body = self._io.read_bytes(self.len_data)
                _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
                self.body = DxcontainerRdat.RecordTable(20, _io__raw_body, self, self._root)
            elif _on == DxcontainerRdat.RdatPartType.node_id_table:
                pass
                self._raw_body = self._io.read_bytes(self.len_data)
                _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
                self.body = DxcontainerRdat.RecordTable(7, _io__raw_body, self, self._root)
            elif _on == DxcontainerRdat.RdatPartType.node_shader_func_attrib_table:
                pass
                self._raw_body = self._io.read_bytes(self.len_data)
                _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
                self.body = DxcontainerRdat.RecordTable(9, _io__raw_body, self, self._root)
            elif _on == DxcontainerRdat.RdatPartType.node_shader_info_table:
                pass
                self._raw_body = self._io.read_bytes(self.len_data)
                _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
                self.body = DxcontainerRdat.RecordTable(11, _io__raw_body, self, self._root)
            elif _on == DxcontainerRdat.RdatPartType.node_shader_io_attrib_table:
                pass
                self._raw_body = self._io.read_bytes(self.len_data)
                _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
                self.body = DxcontainerRdat.RecordTable(8, _io__raw_body, self, self._root)
            elif _on == DxcontainerRdat.RdatPartType.pdb_info_library_table:
                pass
                self._raw_body = self._io.read_bytes(self.len_data)
                _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
                self.body = DxcontainerRdat.RecordTable(65539, _io__raw_body, self, self._root)
            elif _on == DxcontainerRdat.RdatPartType.pdb_info_source_table:
                pass
                self._raw_body = self._io.read_bytes(self.len_data)
                _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
                self.body = DxcontainerRdat.RecordTable(65538, _io__raw_body, self, self._root)
            elif _on == DxcontainerRdat.RdatPartType.pdb_info_table:
                pass
                self._raw_body = self._io.read_bytes(self.len_data)
                _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
                self.body = DxcontainerRdat.RecordTable(65537, _io__raw_body, self, self._root)
            elif _on == DxcontainerRdat.RdatPartType.ps_info_table:
                pass
                self._raw_body = self._io.read_bytes(self.len_data)
                _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
                self.body = DxcontainerRdat.RecordTable(15, _io__raw_body, self, self._root)
            elif _on == DxcontainerRdat.RdatPartType.raw_bytes:
                pass
                self._raw_body = self._io.read_bytes(self.len_data)
                _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
                self.body = DxcontainerRdat.RawBytes(_io__raw_body, self, self._root)
            elif _on == DxcontainerRdat.RdatPartType.resource_table:
                pass
                self._raw_body = self._io.read_bytes(self.len_data)
                _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
                self.body = DxcontainerRdat.RecordTable(3, _io__raw_body, self, self._root)
            elif _on == DxcontainerRdat.RdatPartType.signature_element_table:
                pass
                self._raw_body = self._io.read_bytes(self.len_data)
                _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
                self.body = DxcontainerRdat.RecordTable(13, _io__raw_body, self, self._root)
            elif _on == DxcontainerRdat.RdatPartType.string_buffer:
                pass
                self._raw_body = self._io.read_bytes(self.len_data)
                _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
                self.body = DxcontainerRdat.StringBuffer(_io__raw_body, self, self._root)
            elif _on == DxcontainerRdat.RdatPartType.subobject_table:
                pass
                self._raw_body = self._io.read_bytes(self.len_data)
                _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
                self.body = DxcontainerRdat.RecordTable(6, _io__raw_body, self, self._root)
            elif _on == DxcontainerRdat.RdatPartType.vs_info_table:
                pass
                self._raw_body = self._io.read_bytes(self.len_data)
                _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
                self.body = DxcontainerRdat.RecordTable(14, _io__raw_body, self, self._root)
            else:
                pass
                self.body = self._io.read_bytes(self.len_data)


        def _fetch_instances(self):
            pass
            _on = self.part_type
            if _on == DxcontainerRdat.RdatPartType.as_info_table:
                pass
                self.body._fetch_instances()
            elif _on == DxcontainerRdat.RdatPartType.cs_info_table:
                pass
                self.body._fetch_instances()
            elif _on == DxcontainerRdat.RdatPartType.ds_info_table:
                pass
                self.body._fetch_instances()
            elif _on == DxcontainerRdat.RdatPartType.function_table:
                pass
                self.body._fetch_instances()
            elif _on == DxcontainerRdat.RdatPartType.gs_info_table:
                pass
                self.body._fetch_instances()
            elif _on == DxcontainerRdat.RdatPartType.hs_info_table:
                pass
                self.body._fetch_instances()
            elif _on == DxcontainerRdat.RdatPartType.index_arrays:
                pass
                self.body._fetch_instances()
            elif _on == DxcontainerRdat.RdatPartType.io_node_table:
                pass
                self.body._fetch_instances()
            elif _on == DxcontainerRdat.RdatPartType.ms_info_table:
                pass
                self.body._fetch_instances()
            elif _on == DxcontainerRdat.RdatPartType.node_id_table:
                pass
                self.body._fetch_instances()
            elif _on == DxcontainerRdat.RdatPartType.node_shader_func_attrib_table:
                pass
                self.body._fetch_instances()
            elif _on == DxcontainerRdat.RdatPartType.node_shader_info_table:
                pass
                self.body._fetch_instances()
            elif _on == DxcontainerRdat.RdatPartType.node_shader_io_attrib_table:
                pass
                self.body._fetch_instances()
            elif _on == DxcontainerRdat.RdatPartType.pdb_info_library_table:
                pass
                self.body._fetch_instances()
            elif _on == DxcontainerRdat.RdatPartType.pdb_info_source_table:
                pass
                self.body._fetch_instances()
            elif _on == DxcontainerRdat.RdatPartType.pdb_info_table:
                pass
                self.body._fetch_instances()
            elif _on == DxcontainerRdat.RdatPartType.ps_info_table:
                pass
                self.body._fetch_instances()
            elif _on == DxcontainerRdat.RdatPartType.raw_bytes:
                pass
                self.body._fetch_instances()
            elif _on == DxcontainerRdat.RdatPartType.resource_table:
                pass
                self.body._fetch_instances()
            elif _on == DxcontainerRdat.RdatPartType.signature_element_table:
                pass
                self.body._fetch_instances()
            elif _on == DxcontainerRdat.RdatPartType.string_buffer:
                pass
                self.body._fetch_instances()
            elif _on == DxcontainerRdat.RdatPartType.subobject_table:
                pass
                self.body._fetch_instances()
            elif _on == DxcontainerRdat.RdatPartType.vs_info_table:
                pass
                self.body._fetch_instances()
            else:
                pass


    class RdatPartEntry(KaitaiStruct):
        """One entry of the sub-part offset table and the sub-part it locates.
        
        .. seealso::
           DxilRuntimeData::InitFromRDAT - https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilContainer/DxilRuntimeReflection.inl
        """
        def __init__(self, index, _io, _parent=None, _root=None):
            super(DxcontainerRdat.RdatPartEntry, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self.index = index
            self._read()

        def _read(self):
            self.ofs_part = self._io.read_u4le()
            if not self.ofs_part >= (8 + 4 * self._parent.num_parts if self.index == 0 else self.prev_end):
                raise kaitaistruct.ValidationLessThanError((8 + 4 * self._parent.num_parts if self.index == 0 else self.prev_end), self.ofs_part, self._io, u"/types/rdat_part_entry/seq/0")


        def _fetch_instances(self):
            pass
            _ = self.len_prev
            if hasattr(self, '_m_len_prev'):
                pass

            _ = self.ofs_prev
            if hasattr(self, '_m_ofs_prev'):
                pass

            _ = self.part
            if hasattr(self, '_m_part'):
                pass
                self._m_part._fetch_instances()


        @property
        def len_prev(self):
            """The previous sub-part's size field."""
            if hasattr(self, '_m_len_prev'):
                return self._m_len_prev

            if self.index > 0:
                pass
                _pos = self._io.pos()
                self._io.seek(self.ofs_prev + 4)
                self._m_len_prev = self._io.read_u4le()
                self._io.seek(_pos)

            return getattr(self, '_m_len_prev', None)

        @property
        def ofs_prev(self):
            """The previous entry's offset."""
            if hasattr(self, '_m_ofs_prev'):
                return self._m_ofs_prev

            if self.index > 0:
                pass
                _pos = self._io.pos()
                self._io.seek(8 + 4 * (self.index - 1))
                self._m_ofs_prev = self._io.read_u4le()
                self._io.seek(_pos)

            return getattr(self, '_m_ofs_prev', None)

        @property
        def part(self):
            """The sub-part."""
            if hasattr(self, '_m_part'):
                return self._m_part

            _pos = self._io.pos()
            self._io.seek(self.ofs_part)
            self._m_part = DxcontainerRdat.RdatPart(self._io, self, self._root)
            self._io.seek(_pos)
            return getattr(self, '_m_part', None)

        @property
        def prev_end(self):
            """Where the previous sub-part ends."""
            if hasattr(self, '_m_prev_end'):
                return self._m_prev_end

            if self.index > 0:
                pass
                self._m_prev_end = (self.ofs_prev + 8) + self.len_prev

            return getattr(self, '_m_prev_end', None)


    class RdatPartProbe(KaitaiStruct):
        """Reads one offset table entry and the type of its sub-part (for the look-ups).
        
        .. seealso::
           DxilRuntimeData::InitFromRDAT - https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilContainer/DxilRuntimeReflection.inl
        """
        def __init__(self, wanted, entry, _io, _parent=None, _root=None):
            super(DxcontainerRdat.RdatPartProbe, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self.wanted = wanted
            self.entry = entry
            self._read()

        def _read(self):
            pass


        def _fetch_instances(self):
            pass
            _ = self.ofs_part
            if hasattr(self, '_m_ofs_part'):
                pass

            _ = self.part_type
            if hasattr(self, '_m_part_type'):
                pass


        @property
        def found(self):
            """The sub-part is of the wanted type."""
            if hasattr(self, '_m_found'):
                return self._m_found

            self._m_found = self.part_type == self.wanted
            return getattr(self, '_m_found', None)

        @property
        def ofs_part(self):
            """The entry's offset."""
            if hasattr(self, '_m_ofs_part'):
                return self._m_ofs_part

            _pos = self._io.pos()
            self._io.seek(8 + 4 * self.entry)
            self._m_ofs_part = self._io.read_u4le()
            self._io.seek(_pos)
            return getattr(self, '_m_ofs_part', None)

        @property
        def part_type(self):
            """The type of the sub-part there."""
            if hasattr(self, '_m_part_type'):
                return self._m_part_type

            _pos = self._io.pos()
            self._io.seek(self.ofs_part)
            self._m_part_type = self._io.read_u4le()
            self._io.seek(_pos)
            return getattr(self, '_m_part_type', None)


    class RecordDispatchGrid(KaitaiStruct):
        """RecordDispatchGrid - the SV_DispatchGrid field of a node input record.
        
        .. seealso::
           RecordDispatchGrid - https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilContainer/RDAT_LibraryTypes.inl
        """
        def __init__(self, _io, _parent=None, _root=None):
            super(DxcontainerRdat.RecordDispatchGrid, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.ofs_field = self._io.read_u2le()
            self.num_components_and_type = self._io.read_u2le()


        def _fetch_instances(self):
            pass

        @property
        def component_type(self):
            """Scalar type of the record field that holds the dispatch grid (a 16- or 32-bit unsigned integer in practice)."""
            if hasattr(self, '_m_component_type'):
                return self._m_component_type

            self._m_component_type = KaitaiStream.resolve_enum(DxcontainerRdat.DxilComponentType, self.num_components_and_type >> 2)
            return getattr(self, '_m_component_type', None)

        @property
        def num_components(self):
            """Number of components (1 to 3)."""
            if hasattr(self, '_m_num_components'):
                return self._m_num_components

            self._m_num_components = self.num_components_and_type & 3
            return getattr(self, '_m_num_components', None)


    class RecordTable(KaitaiStruct):
        """A table of records (RuntimeDataTableHeader and records).
        
        .. seealso::
           RuntimeDataTableHeader - https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilContainer/DxilRuntimeReflection.h
        """
        def __init__(self, table_type, _io, _parent=None, _root=None):
            super(DxcontainerRdat.RecordTable, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self.table_type = table_type
            self._read()

        def _read(self):
            self.num_records = self._io.read_u4le()
            self.record_stride = self._io.read_u4le()
            if not self.record_stride >= (0 if self.num_records == 0 else 1):
                raise kaitaistruct.ValidationLessThanError((0 if self.num_records == 0 else 1), self.record_stride, self._io, u"/types/record_table/seq/1")
            if not self.record_stride <= 2147483647:
                raise kaitaistruct.ValidationGreaterThanError(2147483647, self.record_stride, self._io, u"/types/record_table/seq/1")
            self._raw_records = []
            self.records = []
            for i in range(self.num_records):
                _on = self.table_type
                if _on == 10:
                    pass
                    self._raw_records.append(self._io.read_bytes(self.record_stride))
                    _io__raw_records = KaitaiStream(BytesIO(self._raw_records[i]))
                    self.records.append(DxcontainerRdat.IoNode(_io__raw_records, self, self._root))
                elif _on == 11:
                    pass
                    self._raw_records.append(self._io.read_bytes(self.record_stride))
                    _io__raw_records = KaitaiStream(BytesIO(self._raw_records[i]))
                    self.records.append(DxcontainerRdat.NodeShaderInfo(_io__raw_records, self, self._root))
                elif _on == 13:
                    pass
                    self._raw_records.append(self._io.read_bytes(self.record_stride))
                    _io__raw_records = KaitaiStream(BytesIO(self._raw_records[i]))
                    self.records.append(DxcontainerRdat.SignatureElement(_io__raw_records, self, self._root))
                elif _on == 14:
                    pass
                    self._raw_records.append(self._io.read_bytes(self.record_stride))
                    _io__raw_records = KaitaiStream(BytesIO(self._raw_records[i]))
                    self.records.append(DxcontainerRdat.VsInfo(_io__raw_records, self, self._root))
                elif _on == 15:
                    pass
                    self._raw_records.append(self._io.read_bytes(self.record_stride))
                    _io__raw_records = KaitaiStream(BytesIO(self._raw_records[i]))
                    self.records.append(DxcontainerRdat.PsInfo(_io__raw_records, self, self._root))
                elif _on == 16:
                    pass
                    self._raw_records.append(self._io.read_bytes(self.record_stride))
                    _io__raw_records = KaitaiStream(BytesIO(self._raw_records[i]))
                    self.records.append(DxcontainerRdat.HsInfo(_io__raw_records, self, self._root))
                elif _on == 17:
                    pass
                    self._raw_records.append(self._io.read_bytes(self.record_stride))
                    _io__raw_records = KaitaiStream(BytesIO(self._raw_records[i]))
                    self.records.append(DxcontainerRdat.DsInfo(_io__raw_records, self, self._root))
                elif _on == 18:
                    pass
                    self._raw_records.append(self._io.read_bytes(self.record_stride))
                    _io__raw_records = KaitaiStream(BytesIO(self._raw_records[i]))
                    self.records.append(DxcontainerRdat.GsInfo(_io__raw_records, self, self._root))
                elif _on == 19:
                    pass
                    self._raw_records.append(self._io.read_bytes(self.record_stride))
                    _io__raw_records = KaitaiStream(BytesIO(self._raw_records[i]))
                    self.records.append(DxcontainerRdat.CsInfo(_io__raw_records, self, self._root))
                elif _on == 20:
                    pass
                    self._raw_records.append(self._io.read_bytes(self.record_stride))
                    _io__raw_records = KaitaiStream(BytesIO(self._raw_records[i]))
                    self.records.append(DxcontainerRdat.MsInfo(_io__raw_records, self, self._root))
                elif _on == 21:
                    pass
                    self._raw_records.append(self._io.read_bytes(self.record_stride))
                    _io__raw_records = KaitaiStream(BytesIO(self._raw_records[i]))
                    self.records.append(DxcontainerRdat.AsInfo(_io__raw_records, self, self._root))
                elif _on == 3:
                    pass
                    self._raw_records.append(self._io.read_bytes(self.record_stride))
                    _io__raw_records = KaitaiStream(BytesIO(self._raw_records[i]))
                    self.records.append(DxcontainerRdat.ResourceInfo(_io__raw_records, self, self._root))
                elif _on == 4:
                    pass
                    self._raw_records.append(self._io.read_bytes(self.record_stride))
                    _io__raw_records = KaitaiStream(BytesIO(self._raw_records[i]))
                    self.records.append(DxcontainerRdat.FunctionInfo(_io__raw_records, self, self._root))
                elif _on == 6:
                    pass
                    self._raw_records.append(self._io.read_bytes(self.record_stride))
                    _io__raw_records = KaitaiStream(BytesIO(self._raw_records[i]))
                    self.records.append(DxcontainerRdat.SubobjectInfo(_io__raw_records, self, self._root))
                elif _on == 65537:
                    pass
                    self._raw_records.append(self._io.read_bytes(self.record_stride))
                    _io__raw_records = KaitaiStream(BytesIO(self._raw_records[i]))
                    self.records.append(DxcontainerRdat.PdbInfo(_io__raw_records, self, self._root))
                elif _on == 65538:
                    pass
                    self._raw_records.append(self._io.read_bytes(self.record_stride))
                    _io__raw_records = KaitaiStream(BytesIO(self._raw_records[i]))
                    self.records.append(DxcontainerRdat.PdbInfoSource(_io__raw_records, self, self._root))
                elif _on == 65539:
                    pass
                    self._raw_records.append(self._io.read_bytes(self.record_stride))
                    _io__raw_records = KaitaiStream(BytesIO(self._raw_records[i]))
                    self.records.append(DxcontainerRdat.PdbInfoLibrary(_io__raw_records, self, self._root))
                elif _on == 7:
                    pass
                    self._raw_records.append(self._io.read_bytes(self.record_stride))
                    _io__raw_records = KaitaiStream(BytesIO(self._raw_records[i]))
                    self.records.append(DxcontainerRdat.NodeId(_io__raw_records, self, self._root))
                elif _on == 8:
                    pass
                    self._raw_records.append(self._io.read_bytes(self.record_stride))
                    _io__raw_records = KaitaiStream(BytesIO(self._raw_records[i]))
                    self.records.append(DxcontainerRdat.NodeShaderIoAttrib(_io__raw_records, self, self._root))
                elif _on == 9:
                    pass
                    self._raw_records.append(self._io.read_bytes(self.record_stride))
                    _io__raw_records = KaitaiStream(BytesIO(self._raw_records[i]))
                    self.records.append(DxcontainerRdat.NodeShaderFuncAttrib(_io__raw_records, self, self._root))
                else:
                    pass
                    self.records.append(self._io.read_bytes(self.record_stride))

            self.tail = self._io.read_bytes_full()


        def _fetch_instances(self):
            pass
            for i in range(len(self.records)):
                pass
                _on = self.table_type
                if _on == 10:
                    pass
                    self.records[i]._fetch_instances()
                elif _on == 11:
                    pass
                    self.records[i]._fetch_instances()
                elif _on == 13:
                    pass
                    self.records[i]._fetch_instances()
                elif _on == 14:
                    pass
                    self.records[i]._fetch_instances()
                elif _on == 15:
                    pass
                    self.records[i]._fetch_instances()
                elif _on == 16:
                    pass
                    self.records[i]._fetch_instances()
                elif _on == 17:
                    pass
                    self.records[i]._fetch_instances()
                elif _on == 18:
                    pass
                    self.records[i]._fetch_instances()
                elif _on == 19:
                    pass
                    self.records[i]._fetch_instances()
                elif _on == 20:
                    pass
                    self.records[i]._fetch_instances()
                elif _on == 21:
                    pass
                    self.records[i]._fetch_instances()
                elif _on == 3:
                    pass
                    self.records[i]._fetch_instances()
                elif _on == 4:
                    pass
                    self.records[i]._fetch_instances()
                elif _on == 6:
                    pass
                    self.records[i]._fetch_instances()
                elif _on == 65537:
                    pass
                    self.records[i]._fetch_instances()
                elif _on == 65538:
                    pass
                    self.records[i]._fetch_instances()
                elif _on == 65539:
                    pass
                    self.records[i]._fetch_instances()
                elif _on == 7:
                    pass
                    self.records[i]._fetch_instances()
                elif _on == 8:
                    pass
                    self.records[i]._fetch_instances()
                elif _on == 9:
                    pass
                    self.records[i]._fetch_instances()
                else:
                    pass


        @property
        def bytes_budget(self):
            """Most bytes a bytes field may cover to be resolved from this table."""
            if hasattr(self, '_m_bytes_budget'):
                return self._m_bytes_budget

            self._m_bytes_budget = (self._root.len_raw_bytes // self.num_records if  ((self.num_records > 0) and (self._root.len_raw_bytes // self.num_records > 4096))  else 4096)
            return getattr(self, '_m_bytes_budget', None)

        @property
        def index_budget(self):
            """Most values an index array may hold to be resolved from this table."""
            if hasattr(self, '_m_index_budget'):
                return self._m_index_budget

            self._m_index_budget = (self._root.index_words // self.num_records if  ((self.num_records > 0) and (self._root.index_words // self.num_records > 16))  else 16)
            return getattr(self, '_m_index_budget', None)

        @property
        def string_budget(self):
            """Most bytes read to resolve one string field of this table."""
            if hasattr(self, '_m_string_budget'):
                return self._m_string_budget

            self._m_string_budget = (self._root.len_string_buffer // self.num_records if  ((self.num_records > 0) and (self._root.len_string_buffer // self.num_records > 1024))  else 1024)
            return getattr(self, '_m_string_budget', None)


    class ResourceInfo(KaitaiStruct):
        """RuntimeDataResourceInfo (ResourceTable, 32 bytes): a resource the library binds.
        
        .. seealso::
           RuntimeDataResourceInfo - https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilContainer/RDAT_LibraryTypes.inl
        """
        def __init__(self, _io, _parent=None, _root=None):
            super(DxcontainerRdat.ResourceInfo, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            if self._io.size() >= 4:
                pass
                self.resource_class = KaitaiStream.resolve_enum(DxcontainerRdat.ResourceClass, self._io.read_u4le())

            if self._io.size() >= 8:
                pass
                self.kind = KaitaiStream.resolve_enum(dxcontainer_psv0.DxcontainerPsv0.ResourceKind, self._io.read_u4le())

            if self._io.size() >= 12:
                pass
                self.id = self._io.read_u4le()

            if self._io.size() >= 16:
                pass
                self.space = self._io.read_u4le()

            if self._io.size() >= 20:
                pass
                self.lower_bound = self._io.read_u4le()

            if self._io.size() >= 24:
                pass
                self.upper_bound = self._io.read_u4le()

            if self._io.size() >= 28:
                pass
                self.name = DxcontainerRdat.StrRef(self._parent.string_budget, self._io, self, self._root)

            if self._io.size() >= 32:
                pass
                self.flags = self._io.read_u4le()

            self.extra = self._io.read_bytes_full()


        def _fetch_instances(self):
            pass
            if self._io.size() >= 4:
                pass

            if self._io.size() >= 8:
                pass

            if self._io.size() >= 12:
                pass

            if self._io.size() >= 16:
                pass

            if self._io.size() >= 20:
                pass

            if self._io.size() >= 24:
                pass

            if self._io.size() >= 28:
                pass
                self.name._fetch_instances()

            if self._io.size() >= 32:
                pass



    class RootSignatureDesc(KaitaiStruct):
        """RootSignature_t - a serialized root signature in the raw bytes.
        
        .. seealso::
           RootSignature_t - https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilContainer/RDAT_SubobjectTypes.inl
        """
        def __init__(self, budget, _io, _parent=None, _root=None):
            super(DxcontainerRdat.RootSignatureDesc, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self.budget = budget
            self._read()

        def _read(self):
            self.data = DxcontainerRdat.BytesRef(self.budget, self._io, self, self._root)
            self.padding = self._io.read_bytes_full()


        def _fetch_instances(self):
            pass
            self.data._fetch_instances()
            _ = self.root_signature
            if hasattr(self, '_m_root_signature'):
                pass
                self._m_root_signature._fetch_instances()


        @property
        def root_signature(self):
            """The root signature, decoded with the RTS0 spec."""
            if hasattr(self, '_m_root_signature'):
                return self._m_root_signature

            if  ((self.data.in_range) and (self.data.len_bytes <= self.budget)) :
                pass
                io = self._root.raw_bytes._io
                _pos = io.pos()
                io.seek(self.data.ofs_bytes)
                self._raw__m_root_signature = io.read_bytes(self.data.len_bytes)
                _io__raw__m_root_signature = KaitaiStream(BytesIO(self._raw__m_root_signature))
                self._m_root_signature = dxcontainer_rts0.DxcontainerRts0(_io__raw__m_root_signature)
                io.seek(_pos)

            return getattr(self, '_m_root_signature', None)


    class SignatureElement(KaitaiStruct):
        """SignatureElement (SignatureElementTable, 16 bytes; experimental).
        
        .. seealso::
           SignatureElement - https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilContainer/RDAT_LibraryTypes.inl
        """
        def __init__(self, _io, _parent=None, _root=None):
            super(DxcontainerRdat.SignatureElement, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            if self._io.size() >= 4:
                pass
                self.semantic_name = DxcontainerRdat.StrRef(self._parent.string_budget, self._io, self, self._root)

            if self._io.size() >= 8:
                pass
                self.semantic_indices = DxcontainerRdat.IdxRef(self._parent.index_budget, self._io, self, self._root)

            if self._io.size() >= 9:
                pass
                self.semantic_kind = KaitaiStream.resolve_enum(dxcontainer_psv0.DxcontainerPsv0.SemanticKind, self._io.read_u1())

            if self._io.size() >= 10:
                pass
                self.component_type = KaitaiStream.resolve_enum(DxcontainerRdat.DxilComponentType, self._io.read_u1())

            if self._io.size() >= 11:
                pass
                self.interpolation_mode = KaitaiStream.resolve_enum(dxcontainer_shader.DxcontainerShader.InterpolationMode, self._io.read_u1())

            if self._io.size() >= 12:
                pass
                self.start_row = self._io.read_u1()

            if self._io.size() >= 13:
                pass
                self.cols_and_stream = self._io.read_u1()

            if self._io.size() >= 14:
                pass
                self.usage_and_dyn_index_masks = self._io.read_u1()

            self.extra = self._io.read_bytes_full()


        def _fetch_instances(self):
            pass
            if self._io.size() >= 4:
                pass
                self.semantic_name._fetch_instances()

            if self._io.size() >= 8:
                pass
                self.semantic_indices._fetch_instances()

            if self._io.size() >= 9:
                pass

            if self._io.size() >= 10:
                pass

            if self._io.size() >= 11:
                pass

            if self._io.size() >= 12:
                pass

            if self._io.size() >= 13:
                pass

            if self._io.size() >= 14:
                pass



    class StateObjectConfig(KaitaiStruct):
        """StateObjectConfig_t.
        
        .. seealso::
           StateObjectConfig_t - https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilContainer/RDAT_SubobjectTypes.inl
        """
        def __init__(self, _io, _parent=None, _root=None):
            super(DxcontainerRdat.StateObjectConfig, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.flags = self._io.read_u4le()
            self.padding = self._io.read_bytes_full()


        def _fetch_instances(self):
            pass


    class StrRef(KaitaiStruct):
        """A string field (RDAT_STRING): a byte offset into the string buffer.
        
        .. seealso::
           RDATString - https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilContainer/DxilRuntimeReflection.h
        """
        def __init__(self, budget, _io, _parent=None, _root=None):
            super(DxcontainerRdat.StrRef, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self.budget = budget
            self._read()

        def _read(self):
            self.ofs_string = self._io.read_u4le()


        def _fetch_instances(self):
            pass
            _ = self.value
            if hasattr(self, '_m_value'):
                pass


        @property
        def value(self):
            """The string (at most `budget` bytes of it); none when the offset is out of range."""
            if hasattr(self, '_m_value'):
                return self._m_value

            if  ((self._root.has_string_buffer) and (self.ofs_string < self._root.len_string_buffer)) :
                pass
                io = self._root.string_buffer._io
                _pos = io.pos()
                io.seek(self.ofs_string)
                self._m_value = (KaitaiStream.bytes_terminate(io.read_bytes((self._root.len_string_buffer - self.ofs_string if self._root.len_string_buffer - self.ofs_string < self.budget else self.budget)), 0, False)).decode(u"ISO-8859-1")
                io.seek(_pos)

            return getattr(self, '_m_value', None)


    class StringBuffer(KaitaiStruct):
        """The string buffer: NUL-terminated UTF-8 strings, deduplicated by DXC,
        the first one empty so that offset 0 is "". Strings are shown as
        ISO-8859-1 (each byte one character, never failing); encode them back
        to bytes and decode as UTF-8 for non-ASCII text.
        
        .. seealso::
           StringBufferPart - https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilContainer/DxilRDATParts.h
        """
        def __init__(self, _io, _parent=None, _root=None):
            super(DxcontainerRdat.StringBuffer, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.data = self._io.read_bytes_full()


        def _fetch_instances(self):
            pass
            _ = self.strings
            if hasattr(self, '_m_strings'):
                pass
                for i in range(len(self._m_strings)):
                    pass
                    self._m_strings[i]._fetch_instances()



        @property
        def strings(self):
            """Every string of the buffer, in order, with its offset."""
            if hasattr(self, '_m_strings'):
                return self._m_strings

            _pos = self._io.pos()
            self._io.seek(0)
            self._m_strings = []
            i = 0
            while not self._io.is_eof():
                self._m_strings.append(DxcontainerRdat.StringEntry(self._io.pos(), self._io, self, self._root))
                i += 1

            self._io.seek(_pos)
            return getattr(self, '_m_strings', None)


    class StringEntry(KaitaiStruct):
        """One string of the string buffer.
        
        .. seealso::
           StringBufferPart - https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilContainer/DxilRDATParts.h
        """
        def __init__(self, ofs_string, _io, _parent=None, _root=None):
            super(DxcontainerRdat.StringEntry, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self.ofs_string = ofs_string
            self._read()

        def _read(self):
            self.text = (self._io.read_bytes_term(0, False, True, False)).decode(u"ISO-8859-1")


        def _fetch_instances(self):
            pass


    class SubobjectInfo(KaitaiStruct):
        """RuntimeDataSubobjectInfo (SubobjectTable, 24 bytes): a state object subobject defined in the library.
        
        .. seealso::
           RuntimeDataSubobjectInfo - https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilContainer/RDAT_SubobjectTypes.inl
        """
        def __init__(self, _io, _parent=None, _root=None):
            super(DxcontainerRdat.SubobjectInfo, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            if self._io.size() >= 4:
                pass
                self.kind = KaitaiStream.resolve_enum(DxcontainerRdat.SubobjectKind, self._io.read_u4le())

            if self._io.size() >= 8:
                pass
                self.name = DxcontainerRdat.StrRef(self._parent.string_budget, self._io, self, self._root)

            if self._io.size() >= 24:
                pass
                _on = self.kind
                if _on == DxcontainerRdat.SubobjectKind.global_root_signature:
                    pass
                    self._raw_body = self._io.read_bytes(16)
                    _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
                    self.body = DxcontainerRdat.RootSignatureDesc(self._parent.bytes_budget, _io__raw_body, self, self._root)
                elif _on == DxcontainerRdat.SubobjectKind.hit_group:
                    pass
                    self._raw_body = self._io.read_bytes(16)
                    _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
                    self.body = DxcontainerRdat.HitGroup(self._parent.string_budget, _io__raw_body, self, self._root)
                elif _on == DxcontainerRdat.SubobjectKind.local_root_signature:
                    pass
                    self._raw_body = self._io.read_bytes(16)
                    _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
                    self.body = DxcontainerRdat.RootSignatureDesc(self._parent.bytes_budget, _io__raw_body, self, self._root)
                elif _on == DxcontainerRdat.SubobjectKind.raytracing_pipeline_config:
                    pass
                    self._raw_body = self._io.read_bytes(16)
                    _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
                    self.body = DxcontainerRdat.RaytracingPipelineConfig(_io__raw_body, self, self._root)
                elif _on == DxcontainerRdat.SubobjectKind.raytracing_pipeline_config1:
                    pass
                    self._raw_body = self._io.read_bytes(16)
                    _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
                    self.body = DxcontainerRdat.RaytracingPipelineConfig1(_io__raw_body, self, self._root)
                elif _on == DxcontainerRdat.SubobjectKind.raytracing_shader_config:
                    pass
                    self._raw_body = self._io.read_bytes(16)
                    _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
                    self.body = DxcontainerRdat.RaytracingShaderConfig(_io__raw_body, self, self._root)
                elif _on == DxcontainerRdat.SubobjectKind.state_object_config:
                    pass
                    self._raw_body = self._io.read_bytes(16)
                    _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
                    self.body = DxcontainerRdat.StateObjectConfig(_io__raw_body, self, self._root)
                elif _on == DxcontainerRdat.SubobjectKind.subobject_to_exports_association:
                    pass
                    self._raw_body = self._io.read_bytes(16)
                    _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
                    self.body = DxcontainerRdat.SubobjectToExportsAssociation(self._parent.string_budget, self._parent.index_budget, _io__raw_body, self, self._root)
                else:
                    pass
                    self.body = self._io.read_bytes(16)

            self.extra = self._io.read_bytes_full()


        def _fetch_instances(self):
            pass
            if self._io.size() >= 4:
                pass

            if self._io.size() >= 8:
                pass
                self.name._fetch_instances()

            if self._io.size() >= 24:
                pass
                _on = self.kind
                if _on == DxcontainerRdat.SubobjectKind.global_root_signature:
                    pass
                    self.body._fetch_instances()
                elif _on == DxcontainerRdat.SubobjectKind.hit_group:
                    pass
                    self.body._fetch_instances()
                elif _on == DxcontainerRdat.SubobjectKind.local_root_signature:
                    pass
                    self.body._fetch_instances()
                elif _on == DxcontainerRdat.SubobjectKind.raytracing_pipeline_config:
                    pass
                    self.body._fetch_instances()
                elif _on == DxcontainerRdat.SubobjectKind.raytracing_pipeline_config1:
                    pass
                    self.body._fetch_instances()
                elif _on == DxcontainerRdat.SubobjectKind.raytracing_shader_config:
                    pass
                    self.body._fetch_instances()
                elif _on == DxcontainerRdat.SubobjectKind.state_object_config:
                    pass
                    self.body._fetch_instances()
                elif _on == DxcontainerRdat.SubobjectKind.subobject_to_exports_association:
                    pass
                    self.body._fetch_instances()
                else:
                    pass



    class SubobjectToExportsAssociation(KaitaiStruct):
        """SubobjectToExportsAssociation_t.
        
        .. seealso::
           SubobjectToExportsAssociation_t - https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilContainer/RDAT_SubobjectTypes.inl
        """
        def __init__(self, string_budget, index_budget, _io, _parent=None, _root=None):
            super(DxcontainerRdat.SubobjectToExportsAssociation, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self.string_budget = string_budget
            self.index_budget = index_budget
            self._read()

        def _read(self):
            self.subobject = DxcontainerRdat.StrRef(self.string_budget, self._io, self, self._root)
            self.exports = DxcontainerRdat.IdxRef(self.index_budget, self._io, self, self._root)
            self.padding = self._io.read_bytes_full()


        def _fetch_instances(self):
            pass
            self.subobject._fetch_instances()
            self.exports._fetch_instances()


    class VsInfo(KaitaiStruct):
        """VSInfo (VSInfoTable, 16 bytes; experimental).
        
        .. seealso::
           VSInfo - https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilContainer/RDAT_LibraryTypes.inl
        """
        def __init__(self, _io, _parent=None, _root=None):
            super(DxcontainerRdat.VsInfo, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            if self._io.size() >= 4:
                pass
                self.sig_input_elements = DxcontainerRdat.IdxRef(self._parent.index_budget, self._io, self, self._root)

            if self._io.size() >= 8:
                pass
                self.sig_output_elements = DxcontainerRdat.IdxRef(self._parent.index_budget, self._io, self, self._root)

            if self._io.size() >= 16:
                pass
                self.view_id_output_mask = DxcontainerRdat.BytesRef(self._parent.bytes_budget, self._io, self, self._root)

            self.extra = self._io.read_bytes_full()


        def _fetch_instances(self):
            pass
            if self._io.size() >= 4:
                pass
                self.sig_input_elements._fetch_instances()

            if self._io.size() >= 8:
                pass
                self.sig_output_elements._fetch_instances()

            if self._io.size() >= 16:
                pass
                self.view_id_output_mask._fetch_instances()



    @property
    def has_index_arrays(self):
        """There is an index array sub-part, and it was read (as for `has_string_buffer`)."""
        if hasattr(self, '_m_has_index_arrays'):
            return self._m_has_index_arrays

        self._m_has_index_arrays =  ((self.num_parts > 0) and (self.index_arrays_probe[-1].found) and (len(self.part_table) > self.num_parts - len(self.index_arrays_probe)) and (self.part_table[self.num_parts - len(self.index_arrays_probe)].part.len_data <= 2147483647) and ((self.part_table[self.num_parts - len(self.index_arrays_probe)].ofs_part + 8) + self.part_table[self.num_parts - len(self.index_arrays_probe)].part.len_data <= self._io.size())) 
        return getattr(self, '_m_has_index_arrays', None)

    @property
    def has_raw_bytes(self):
        """There is a raw bytes sub-part, and it was read (as for `has_string_buffer`)."""
        if hasattr(self, '_m_has_raw_bytes'):
            return self._m_has_raw_bytes

        self._m_has_raw_bytes =  ((self.num_parts > 0) and (self.raw_bytes_probe[-1].found) and (len(self.part_table) > self.num_parts - len(self.raw_bytes_probe)) and (self.part_table[self.num_parts - len(self.raw_bytes_probe)].part.len_data <= 2147483647) and ((self.part_table[self.num_parts - len(self.raw_bytes_probe)].ofs_part + 8) + self.part_table[self.num_parts - len(self.raw_bytes_probe)].part.len_data <= self._io.size())) 
        return getattr(self, '_m_has_raw_bytes', None)

    @property
    def has_string_buffer(self):
        """There is a string buffer sub-part, and it was read: its entry in
        `part_table`, its size within the checked bound and its data within the
        RDAT, as whenever the RDAT is read (a half-read RDAT, as the Web IDE
        shows it, may have read neither).
        """
        if hasattr(self, '_m_has_string_buffer'):
            return self._m_has_string_buffer

        self._m_has_string_buffer =  ((self.num_parts > 0) and (self.string_buffer_probe[-1].found) and (len(self.part_table) > self.num_parts - len(self.string_buffer_probe)) and (self.part_table[self.num_parts - len(self.string_buffer_probe)].part.len_data <= 2147483647) and ((self.part_table[self.num_parts - len(self.string_buffer_probe)].ofs_part + 8) + self.part_table[self.num_parts - len(self.string_buffer_probe)].part.len_data <= self._io.size())) 
        return getattr(self, '_m_has_string_buffer', None)

    @property
    def index_arrays(self):
        """The index arrays (the last sub-part of type 2)."""
        if hasattr(self, '_m_index_arrays'):
            return self._m_index_arrays

        if self.has_index_arrays:
            pass
            self._m_index_arrays = self.part_table[self.num_parts - len(self.index_arrays_probe)].part.body

        return getattr(self, '_m_index_arrays', None)

    @property
    def index_arrays_probe(self):
        """Look-up of the index arrays, from the last sub-part back."""
        if hasattr(self, '_m_index_arrays_probe'):
            return self._m_index_arrays_probe

        if self.num_parts > 0:
            pass
            self._m_index_arrays_probe = []
            i = 0
            while True:
                _ = DxcontainerRdat.RdatPartProbe(2, (self.num_parts - 1) - i, self._io, self, self._root)
                self._m_index_arrays_probe.append(_)
                if  ((_.found) or (_.entry == 0)) :
                    break
                i += 1

        return getattr(self, '_m_index_arrays_probe', None)

    @property
    def index_words(self):
        """Number of u32 words in the index arrays (0 without them)."""
        if hasattr(self, '_m_index_words'):
            return self._m_index_words

        self._m_index_words = (self.index_arrays._io.size() // 4 if self.has_index_arrays else 0)
        return getattr(self, '_m_index_words', None)

    @property
    def len_raw_bytes(self):
        """Size of the raw bytes in bytes (0 without them)."""
        if hasattr(self, '_m_len_raw_bytes'):
            return self._m_len_raw_bytes

        self._m_len_raw_bytes = (self.raw_bytes._io.size() if self.has_raw_bytes else 0)
        return getattr(self, '_m_len_raw_bytes', None)

    @property
    def len_string_buffer(self):
        """Size of the string buffer in bytes (0 without one)."""
        if hasattr(self, '_m_len_string_buffer'):
            return self._m_len_string_buffer

        self._m_len_string_buffer = (self.string_buffer._io.size() if self.has_string_buffer else 0)
        return getattr(self, '_m_len_string_buffer', None)

    @property
    def raw_bytes(self):
        """The raw bytes (the last sub-part of type 5)."""
        if hasattr(self, '_m_raw_bytes'):
            return self._m_raw_bytes

        if self.has_raw_bytes:
            pass
            self._m_raw_bytes = self.part_table[self.num_parts - len(self.raw_bytes_probe)].part.body

        return getattr(self, '_m_raw_bytes', None)

    @property
    def raw_bytes_probe(self):
        """Look-up of the raw bytes, from the last sub-part back."""
        if hasattr(self, '_m_raw_bytes_probe'):
            return self._m_raw_bytes_probe

        if self.num_parts > 0:
            pass
            self._m_raw_bytes_probe = []
            i = 0
            while True:
                _ = DxcontainerRdat.RdatPartProbe(5, (self.num_parts - 1) - i, self._io, self, self._root)
                self._m_raw_bytes_probe.append(_)
                if  ((_.found) or (_.entry == 0)) :
                    break
                i += 1

        return getattr(self, '_m_raw_bytes_probe', None)

    @property
    def string_buffer(self):
        """The string buffer (the last sub-part of type 1)."""
        if hasattr(self, '_m_string_buffer'):
            return self._m_string_buffer

        if self.has_string_buffer:
            pass
            self._m_string_buffer = self.part_table[self.num_parts - len(self.string_buffer_probe)].part.body

        return getattr(self, '_m_string_buffer', None)

    @property
    def string_buffer_probe(self):
        """Look-up of the string buffer, from the last sub-part back (DXC's reader keeps the last of a type)."""
        if hasattr(self, '_m_string_buffer_probe'):
            return self._m_string_buffer_probe

        if self.num_parts > 0:
            pass
            self._m_string_buffer_probe = []
            i = 0
            while True:
                _ = DxcontainerRdat.RdatPartProbe(1, (self.num_parts - 1) - i, self._io, self, self._root)
                self._m_string_buffer_probe.append(_)
                if  ((_.found) or (_.entry == 0)) :
                    break
                i += 1

        return getattr(self, '_m_string_buffer_probe', None)


