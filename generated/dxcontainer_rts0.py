# This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild
# type: ignore

import kaitaistruct
from kaitaistruct import KaitaiStruct, KaitaiStream, BytesIO
from enum import IntEnum


if getattr(kaitaistruct, 'API_VERSION', (0, 9)) < (0, 11):
    raise Exception("Incompatible Kaitai Struct Python API: 0.11 or later is required, but you have %s" % (kaitaistruct.__version__))

class DxcontainerRts0(KaitaiStruct):
    """A Direct3D 12 root signature as `D3D12SerializeVersionedRootSignature`
    writes it: the part FXC (Shader Model 5.1 `[RootSignature]`, `rootsig_1_x`
    targets), DXC and clang put in a container, and the bytes a DXIL library
    stores for its GlobalRootSignature / LocalRootSignature subobjects (RDAT
    raw bytes, parsed with this spec).
    
    A 24-byte header names the version and locates two arrays: the root
    parameters (12-byte headers, each pointing at its payload) and the static
    samplers. Every offset is relative to the start of the part data. DXC and
    LLVM write header, parameter headers, each parameter's payload (a table's
    8-byte header directly followed by its ranges), then the samplers, with no
    gaps, and point `ofs_static_samplers` at the end when there are none; but
    readers follow the offsets, so they may point anywhere (LLVM's own unit
    tests put gaps between blocks). Bytes between blocks are not fields: the
    serializer copies them from the source.
    
    The version decides three record layouts: a root descriptor has `flags`
    from 1.1 on, a descriptor range has `flags` (before
    `ofs_in_table`) from 1.1 on, and a static sampler
    has `flags` from 1.2 on (`D3D12_STATIC_SAMPLER_DESC1`; only LLVM writes it,
    DXC does not know 1.2). Other versions are refused by DXC and by the
    runtime; LLVM 22 reads their header, and so does this spec, but it decodes
    parameters and samplers only for the three known versions.
    
    Enumerations are kept as read (an unknown value stays a number): DXC and
    the runtime refuse unknown ones when they validate, LLVM 22's object
    reader accepts them and only its obj2yaml refuses to print them.
    
    One rule keeps decoding linear in the input size, since offsets let many
    parameters share one descriptor table (or many tables one range array):
    with more than 4 parameters, payloads must come in parameter order
    (strictly increasing offsets) and a table's ranges must lie between its
    header and the next parameter's payload. Every known writer (DXC, FXC,
    LLVM, the D3D12 runtime's serializer) lays them out so; with up to 4
    parameters any layout is accepted.
    
    .. seealso::
       Source - https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilRootSignature/DxilRootSignature.h
    
    
    .. seealso::
       Source - https://github.com/microsoft/DirectXShaderCompiler/blob/main/lib/DxilRootSignature/DxilRootSignatureSerializer.cpp
    
    
    .. seealso::
       Source - https://github.com/llvm/llvm-project/blob/main/llvm/include/llvm/BinaryFormat/DXContainer.h
    
    
    .. seealso::
       Source - https://github.com/microsoft/DirectX-Headers/blob/main/include/directx/d3d12.h
    """

    class ComparisonFunc(IntEnum):
        none = 0
        never = 1
        less = 2
        equal = 3
        less_equal = 4
        greater = 5
        not_equal = 6
        greater_equal = 7
        always = 8

    class DescriptorRangeType(IntEnum):
        srv = 0
        uav = 1
        cbv = 2
        sampler = 3

    class Filter(IntEnum):
        min_mag_mip_point = 0
        min_mag_point_mip_linear = 1
        min_point_mag_linear_mip_point = 4
        min_point_mag_mip_linear = 5
        min_linear_mag_mip_point = 16
        min_linear_mag_point_mip_linear = 17
        min_mag_linear_mip_point = 20
        min_mag_mip_linear = 21
        min_mag_anisotropic_mip_point = 84
        anisotropic = 85
        comparison_min_mag_mip_point = 128
        comparison_min_mag_point_mip_linear = 129
        comparison_min_point_mag_linear_mip_point = 132
        comparison_min_point_mag_mip_linear = 133
        comparison_min_linear_mag_mip_point = 144
        comparison_min_linear_mag_point_mip_linear = 145
        comparison_min_mag_linear_mip_point = 148
        comparison_min_mag_mip_linear = 149
        comparison_min_mag_anisotropic_mip_point = 212
        comparison_anisotropic = 213
        minimum_min_mag_mip_point = 256
        minimum_min_mag_point_mip_linear = 257
        minimum_min_point_mag_linear_mip_point = 260
        minimum_min_point_mag_mip_linear = 261
        minimum_min_linear_mag_mip_point = 272
        minimum_min_linear_mag_point_mip_linear = 273
        minimum_min_mag_linear_mip_point = 276
        minimum_min_mag_mip_linear = 277
        minimum_min_mag_anisotropic_mip_point = 340
        minimum_anisotropic = 341
        maximum_min_mag_mip_point = 384
        maximum_min_mag_point_mip_linear = 385
        maximum_min_point_mag_linear_mip_point = 388
        maximum_min_point_mag_mip_linear = 389
        maximum_min_linear_mag_mip_point = 400
        maximum_min_linear_mag_point_mip_linear = 401
        maximum_min_mag_linear_mip_point = 404
        maximum_min_mag_mip_linear = 405
        maximum_min_mag_anisotropic_mip_point = 468
        maximum_anisotropic = 469

    class RootParameterType(IntEnum):
        descriptor_table = 0
        constants_32bit = 1
        cbv = 2
        srv = 3
        uav = 4

    class RootSignatureVersion(IntEnum):
        v1_0 = 1
        v1_1 = 2
        v1_2 = 3

    class ShaderVisibility(IntEnum):
        all = 0
        vertex = 1
        hull = 2
        domain = 3
        geometry = 4
        pixel = 5
        amplification = 6
        mesh = 7

    class StaticBorderColor(IntEnum):
        transparent_black = 0
        opaque_black = 1
        opaque_white = 2
        opaque_black_uint = 3
        opaque_white_uint = 4

    class TextureAddressMode(IntEnum):
        wrap = 1
        mirror = 2
        clamp = 3
        border = 4
        mirror_once = 5
    def __init__(self, _io, _parent=None, _root=None):
        super(DxcontainerRts0, self).__init__(_io)
        self._parent = _parent
        self._root = _root or self
        self._read()

    def _read(self):
        self.version = KaitaiStream.resolve_enum(DxcontainerRts0.RootSignatureVersion, self._io.read_u4le())
        self.num_parameters = self._io.read_u4le()
        self.ofs_parameters = self._io.read_u4le()
        self.num_static_samplers = self._io.read_u4le()
        self.ofs_static_samplers = self._io.read_u4le()
        self.flags = self._io.read_u4le()


    def _fetch_instances(self):
        pass
        _ = self.parameters
        if hasattr(self, '_m_parameters'):
            pass
            for i in range(len(self._m_parameters)):
                pass
                self._m_parameters[i]._fetch_instances()


        _ = self.static_samplers
        if hasattr(self, '_m_static_samplers'):
            pass
            for i in range(len(self._m_static_samplers)):
                pass
                self._m_static_samplers[i]._fetch_instances()



    class DescriptorRange(KaitaiStruct):
        """One descriptor range: DxilContainerDescriptorRange (1.0) or DxilContainerDescriptorRange1 (1.1, 1.2).
        
        .. seealso::
           DxilContainerDescriptorRange1 - https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilRootSignature/DxilRootSignature.h
        """
        def __init__(self, _io, _parent=None, _root=None):
            super(DxcontainerRts0.DescriptorRange, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.range_type = KaitaiStream.resolve_enum(DxcontainerRts0.DescriptorRangeType, self._io.read_u4le())
            self.num_descriptors = self._io.read_u4le()
            self.base_shader_register = self._io.read_u4le()
            self.register_space = self._io.read_u4le()
            if int(self._root.version) >= 2:
                pass
                self.flags = self._io.read_u4le()

            self.ofs_in_table = self._io.read_u4le()


        def _fetch_instances(self):
            pass
            if int(self._root.version) >= 2:
                pass


        @property
        def data_static(self):
            """DATA_STATIC (0x8)."""
            if hasattr(self, '_m_data_static'):
                return self._m_data_static

            self._m_data_static =  ((int(self._root.version) >= 2) and (self.flags & 8 != 0)) 
            return getattr(self, '_m_data_static', None)

        @property
        def data_static_while_set_at_execute(self):
            """DATA_STATIC_WHILE_SET_AT_EXECUTE (0x4)."""
            if hasattr(self, '_m_data_static_while_set_at_execute'):
                return self._m_data_static_while_set_at_execute

            self._m_data_static_while_set_at_execute =  ((int(self._root.version) >= 2) and (self.flags & 4 != 0)) 
            return getattr(self, '_m_data_static_while_set_at_execute', None)

        @property
        def data_volatile(self):
            """DATA_VOLATILE (0x2)."""
            if hasattr(self, '_m_data_volatile'):
                return self._m_data_volatile

            self._m_data_volatile =  ((int(self._root.version) >= 2) and (self.flags & 2 != 0)) 
            return getattr(self, '_m_data_volatile', None)

        @property
        def descriptors_static_keeping_buffer_bounds_checks(self):
            """DESCRIPTORS_STATIC_KEEPING_BUFFER_BOUNDS_CHECKS (0x10000)."""
            if hasattr(self, '_m_descriptors_static_keeping_buffer_bounds_checks'):
                return self._m_descriptors_static_keeping_buffer_bounds_checks

            self._m_descriptors_static_keeping_buffer_bounds_checks =  ((int(self._root.version) >= 2) and (self.flags & 65536 != 0)) 
            return getattr(self, '_m_descriptors_static_keeping_buffer_bounds_checks', None)

        @property
        def descriptors_volatile(self):
            """DESCRIPTORS_VOLATILE (0x1)."""
            if hasattr(self, '_m_descriptors_volatile'):
                return self._m_descriptors_volatile

            self._m_descriptors_volatile =  ((int(self._root.version) >= 2) and (self.flags & 1 != 0)) 
            return getattr(self, '_m_descriptors_volatile', None)


    class DescriptorTable(KaitaiStruct):
        """A descriptor table's header (DxilContainerRootDescriptorTable, 8 bytes).
        
        .. seealso::
           DxilContainerRootDescriptorTable - https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilRootSignature/DxilRootSignature.h
        """
        def __init__(self, _io, _parent=None, _root=None):
            super(DxcontainerRts0.DescriptorTable, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.num_ranges = self._io.read_u4le()
            self.ofs_ranges = self._io.read_u4le()
            if not self.ofs_ranges >= (0 if  ((self._root.num_parameters <= 4) or ( ((self.ofs_ranges >= self._parent.ofs_payload + 8) and ( ((self._parent.index + 1 >= self._root.num_parameters) or (self.ofs_ranges + self.num_ranges * (24 if int(self._root.version) >= 2 else 20) <= self._parent.ofs_payload_next)) )) ))  else 4294967296):
                raise kaitaistruct.ValidationLessThanError((0 if  ((self._root.num_parameters <= 4) or ( ((self.ofs_ranges >= self._parent.ofs_payload + 8) and ( ((self._parent.index + 1 >= self._root.num_parameters) or (self.ofs_ranges + self.num_ranges * (24 if int(self._root.version) >= 2 else 20) <= self._parent.ofs_payload_next)) )) ))  else 4294967296), self.ofs_ranges, self._io, u"/types/descriptor_table/seq/1")


        def _fetch_instances(self):
            pass
            _ = self.ranges
            if hasattr(self, '_m_ranges'):
                pass
                for i in range(len(self._m_ranges)):
                    pass
                    self._m_ranges[i]._fetch_instances()



        @property
        def ranges(self):
            """The ranges, 20 bytes each in 1.0, 24 bytes from 1.1 on."""
            if hasattr(self, '_m_ranges'):
                return self._m_ranges

            _pos = self._io.pos()
            self._io.seek(self.ofs_ranges)
            self._m_ranges = []
            for i in range(self.num_ranges):
                self._m_ranges.append(DxcontainerRts0.DescriptorRange(self._io, self, self._root))

            self._io.seek(_pos)
            return getattr(self, '_m_ranges', None)


    class RootConstants(KaitaiStruct):
        """Inline 32-bit constants (DxilRootConstants, D3D12_ROOT_CONSTANTS, 12 bytes).
        
        .. seealso::
           DxilRootConstants - https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilRootSignature/DxilRootSignature.h
        """
        def __init__(self, _io, _parent=None, _root=None):
            super(DxcontainerRts0.RootConstants, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.shader_register = self._io.read_u4le()
            self.register_space = self._io.read_u4le()
            self.num_32bit_values = self._io.read_u4le()


        def _fetch_instances(self):
            pass


    class RootDescriptor(KaitaiStruct):
        """A root CBV, SRV or UAV: DxilRootDescriptor (1.0, 8 bytes) or DxilContainerRootDescriptor1 (1.1, 1.2, 12 bytes).
        
        .. seealso::
           DxilContainerRootDescriptor1 - https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilRootSignature/DxilRootSignature.h
        """
        def __init__(self, _io, _parent=None, _root=None):
            super(DxcontainerRts0.RootDescriptor, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.shader_register = self._io.read_u4le()
            self.register_space = self._io.read_u4le()
            if int(self._root.version) >= 2:
                pass
                self.flags = self._io.read_u4le()



        def _fetch_instances(self):
            pass
            if int(self._root.version) >= 2:
                pass


        @property
        def data_static(self):
            """DATA_STATIC (0x8)."""
            if hasattr(self, '_m_data_static'):
                return self._m_data_static

            self._m_data_static =  ((int(self._root.version) >= 2) and (self.flags & 8 != 0)) 
            return getattr(self, '_m_data_static', None)

        @property
        def data_static_while_set_at_execute(self):
            """DATA_STATIC_WHILE_SET_AT_EXECUTE (0x4)."""
            if hasattr(self, '_m_data_static_while_set_at_execute'):
                return self._m_data_static_while_set_at_execute

            self._m_data_static_while_set_at_execute =  ((int(self._root.version) >= 2) and (self.flags & 4 != 0)) 
            return getattr(self, '_m_data_static_while_set_at_execute', None)

        @property
        def data_volatile(self):
            """DATA_VOLATILE (0x2)."""
            if hasattr(self, '_m_data_volatile'):
                return self._m_data_volatile

            self._m_data_volatile =  ((int(self._root.version) >= 2) and (self.flags & 2 != 0)) 
            return getattr(self, '_m_data_volatile', None)


    class RootParameter(KaitaiStruct):
        """One root parameter header (D3D12_ROOT_PARAMETER[1] on disk: DxilContainerRootParameter, 12 bytes).
        
        .. seealso::
           DxilContainerRootParameter - https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilRootSignature/DxilRootSignature.h
        """
        def __init__(self, index, _io, _parent=None, _root=None):
            super(DxcontainerRts0.RootParameter, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self.index = index
            self._read()

        def _read(self):
            self.parameter_type = KaitaiStream.resolve_enum(DxcontainerRts0.RootParameterType, self._io.read_u4le())
            self.shader_visibility = KaitaiStream.resolve_enum(DxcontainerRts0.ShaderVisibility, self._io.read_u4le())
            self.ofs_payload = self._io.read_u4le()
            if not self.ofs_payload >= (0 if  ((self._root.num_parameters <= 4) or (self.index == 0) or (self.ofs_payload > self.ofs_payload_prev))  else 4294967296):
                raise kaitaistruct.ValidationLessThanError((0 if  ((self._root.num_parameters <= 4) or (self.index == 0) or (self.ofs_payload > self.ofs_payload_prev))  else 4294967296), self.ofs_payload, self._io, u"/types/root_parameter/seq/2")


        def _fetch_instances(self):
            pass
            _ = self.ofs_payload_next
            if hasattr(self, '_m_ofs_payload_next'):
                pass

            _ = self.ofs_payload_prev
            if hasattr(self, '_m_ofs_payload_prev'):
                pass

            _ = self.payload
            if hasattr(self, '_m_payload'):
                pass
                _on = self.parameter_type
                if _on == DxcontainerRts0.RootParameterType.cbv:
                    pass
                    self._m_payload._fetch_instances()
                elif _on == DxcontainerRts0.RootParameterType.constants_32bit:
                    pass
                    self._m_payload._fetch_instances()
                elif _on == DxcontainerRts0.RootParameterType.descriptor_table:
                    pass
                    self._m_payload._fetch_instances()
                elif _on == DxcontainerRts0.RootParameterType.srv:
                    pass
                    self._m_payload._fetch_instances()
                elif _on == DxcontainerRts0.RootParameterType.uav:
                    pass
                    self._m_payload._fetch_instances()


        @property
        def ofs_payload_next(self):
            """The next parameter's payload offset (for the order rule)."""
            if hasattr(self, '_m_ofs_payload_next'):
                return self._m_ofs_payload_next

            if  ((self._root.num_parameters > 4) and (self.index + 1 < self._root.num_parameters)) :
                pass
                _pos = self._io.pos()
                self._io.seek((self._root.ofs_parameters + 12 * (self.index + 1)) + 8)
                self._m_ofs_payload_next = self._io.read_u4le()
                self._io.seek(_pos)

            return getattr(self, '_m_ofs_payload_next', None)

        @property
        def ofs_payload_prev(self):
            """The previous parameter's payload offset (for the order rule)."""
            if hasattr(self, '_m_ofs_payload_prev'):
                return self._m_ofs_payload_prev

            if  ((self._root.num_parameters > 4) and (self.index > 0)) :
                pass
                _pos = self._io.pos()
                self._io.seek((self._root.ofs_parameters + 12 * (self.index - 1)) + 8)
                self._m_ofs_payload_prev = self._io.read_u4le()
                self._io.seek(_pos)

            return getattr(self, '_m_ofs_payload_prev', None)

        @property
        def payload(self):
            """The payload; none for an unknown parameter type (DXC refuses those)."""
            if hasattr(self, '_m_payload'):
                return self._m_payload

            if int(self.parameter_type) <= 4:
                pass
                _pos = self._io.pos()
                self._io.seek(self.ofs_payload)
                _on = self.parameter_type
                if _on == DxcontainerRts0.RootParameterType.cbv:
                    pass
                    self._m_payload = DxcontainerRts0.RootDescriptor(self._io, self, self._root)
                elif _on == DxcontainerRts0.RootParameterType.constants_32bit:
                    pass
                    self._m_payload = DxcontainerRts0.RootConstants(self._io, self, self._root)
                elif _on == DxcontainerRts0.RootParameterType.descriptor_table:
                    pass
                    self._m_payload = DxcontainerRts0.DescriptorTable(self._io, self, self._root)
                elif _on == DxcontainerRts0.RootParameterType.srv:
                    pass
                    self._m_payload = DxcontainerRts0.RootDescriptor(self._io, self, self._root)
                elif _on == DxcontainerRts0.RootParameterType.uav:
                    pass
                    self._m_payload = DxcontainerRts0.RootDescriptor(self._io, self, self._root)
                self._io.seek(_pos)

            return getattr(self, '_m_payload', None)


    class StaticSampler(KaitaiStruct):
        """A static sampler: D3D12_STATIC_SAMPLER_DESC (1.0, 1.1; 52 bytes) or D3D12_STATIC_SAMPLER_DESC1 (1.2; 56 bytes).
        
        .. seealso::
           DxilStaticSamplerDesc - https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilRootSignature/DxilRootSignature.h
        """
        def __init__(self, has_flags, _io, _parent=None, _root=None):
            super(DxcontainerRts0.StaticSampler, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self.has_flags = has_flags
            self._read()

        def _read(self):
            self.filter = KaitaiStream.resolve_enum(DxcontainerRts0.Filter, self._io.read_u4le())
            self.address_u = KaitaiStream.resolve_enum(DxcontainerRts0.TextureAddressMode, self._io.read_u4le())
            self.address_v = KaitaiStream.resolve_enum(DxcontainerRts0.TextureAddressMode, self._io.read_u4le())
            self.address_w = KaitaiStream.resolve_enum(DxcontainerRts0.TextureAddressMode, self._io.read_u4le())
            self.mip_lod_bias = self._io.read_f4le()
            self.max_anisotropy = self._io.read_u4le()
            self.comparison_func = KaitaiStream.resolve_enum(DxcontainerRts0.ComparisonFunc, self._io.read_u4le())
            self.border_color = KaitaiStream.resolve_enum(DxcontainerRts0.StaticBorderColor, self._io.read_u4le())
            self.min_lod = self._io.read_f4le()
            self.max_lod = self._io.read_f4le()
            self.shader_register = self._io.read_u4le()
            self.register_space = self._io.read_u4le()
            self.shader_visibility = KaitaiStream.resolve_enum(DxcontainerRts0.ShaderVisibility, self._io.read_u4le())
            if self.has_flags:
                pass
                self.flags = self._io.read_u4le()



        def _fetch_instances(self):
            pass
            if self.has_flags:
                pass


        @property
        def non_normalized_coordinates(self):
            """NON_NORMALIZED_COORDINATES (0x2) - texel coordinates are not normalized."""
            if hasattr(self, '_m_non_normalized_coordinates'):
                return self._m_non_normalized_coordinates

            self._m_non_normalized_coordinates =  ((self.has_flags) and (self.flags & 2 != 0)) 
            return getattr(self, '_m_non_normalized_coordinates', None)

        @property
        def uint_border_color(self):
            """UINT_BORDER_COLOR (0x1) - the border color is an integer color."""
            if hasattr(self, '_m_uint_border_color'):
                return self._m_uint_border_color

            self._m_uint_border_color =  ((self.has_flags) and (self.flags & 1 != 0)) 
            return getattr(self, '_m_uint_border_color', None)


    @property
    def allow_input_assembler_input_layout(self):
        """ALLOW_INPUT_ASSEMBLER_INPUT_LAYOUT (0x1) - the input assembler may use an input layout."""
        if hasattr(self, '_m_allow_input_assembler_input_layout'):
            return self._m_allow_input_assembler_input_layout

        self._m_allow_input_assembler_input_layout = self.flags & 1 != 0
        return getattr(self, '_m_allow_input_assembler_input_layout', None)

    @property
    def allow_low_tier_reserved_hw_cb_limit(self):
        """DXC's AllowLowTierReservedHwCbLimit (bit 31); not in d3d12.h, not accepted by LLVM."""
        if hasattr(self, '_m_allow_low_tier_reserved_hw_cb_limit'):
            return self._m_allow_low_tier_reserved_hw_cb_limit

        self._m_allow_low_tier_reserved_hw_cb_limit = self.flags & 2147483648 != 0
        return getattr(self, '_m_allow_low_tier_reserved_hw_cb_limit', None)

    @property
    def allow_stream_output(self):
        """ALLOW_STREAM_OUTPUT (0x40)."""
        if hasattr(self, '_m_allow_stream_output'):
            return self._m_allow_stream_output

        self._m_allow_stream_output = self.flags & 64 != 0
        return getattr(self, '_m_allow_stream_output', None)

    @property
    def cbv_srv_uav_heap_directly_indexed(self):
        """CBV_SRV_UAV_HEAP_DIRECTLY_INDEXED (0x400) - shaders index the resource heap (SM 6.6 ResourceDescriptorHeap)."""
        if hasattr(self, '_m_cbv_srv_uav_heap_directly_indexed'):
            return self._m_cbv_srv_uav_heap_directly_indexed

        self._m_cbv_srv_uav_heap_directly_indexed = self.flags & 1024 != 0
        return getattr(self, '_m_cbv_srv_uav_heap_directly_indexed', None)

    @property
    def deny_amplification_shader_root_access(self):
        """DENY_AMPLIFICATION_SHADER_ROOT_ACCESS (0x100)."""
        if hasattr(self, '_m_deny_amplification_shader_root_access'):
            return self._m_deny_amplification_shader_root_access

        self._m_deny_amplification_shader_root_access = self.flags & 256 != 0
        return getattr(self, '_m_deny_amplification_shader_root_access', None)

    @property
    def deny_domain_shader_root_access(self):
        """DENY_DOMAIN_SHADER_ROOT_ACCESS (0x8)."""
        if hasattr(self, '_m_deny_domain_shader_root_access'):
            return self._m_deny_domain_shader_root_access

        self._m_deny_domain_shader_root_access = self.flags & 8 != 0
        return getattr(self, '_m_deny_domain_shader_root_access', None)

    @property
    def deny_geometry_shader_root_access(self):
        """DENY_GEOMETRY_SHADER_ROOT_ACCESS (0x10)."""
        if hasattr(self, '_m_deny_geometry_shader_root_access'):
            return self._m_deny_geometry_shader_root_access

        self._m_deny_geometry_shader_root_access = self.flags & 16 != 0
        return getattr(self, '_m_deny_geometry_shader_root_access', None)

    @property
    def deny_hull_shader_root_access(self):
        """DENY_HULL_SHADER_ROOT_ACCESS (0x4)."""
        if hasattr(self, '_m_deny_hull_shader_root_access'):
            return self._m_deny_hull_shader_root_access

        self._m_deny_hull_shader_root_access = self.flags & 4 != 0
        return getattr(self, '_m_deny_hull_shader_root_access', None)

    @property
    def deny_mesh_shader_root_access(self):
        """DENY_MESH_SHADER_ROOT_ACCESS (0x200)."""
        if hasattr(self, '_m_deny_mesh_shader_root_access'):
            return self._m_deny_mesh_shader_root_access

        self._m_deny_mesh_shader_root_access = self.flags & 512 != 0
        return getattr(self, '_m_deny_mesh_shader_root_access', None)

    @property
    def deny_pixel_shader_root_access(self):
        """DENY_PIXEL_SHADER_ROOT_ACCESS (0x20)."""
        if hasattr(self, '_m_deny_pixel_shader_root_access'):
            return self._m_deny_pixel_shader_root_access

        self._m_deny_pixel_shader_root_access = self.flags & 32 != 0
        return getattr(self, '_m_deny_pixel_shader_root_access', None)

    @property
    def deny_vertex_shader_root_access(self):
        """DENY_VERTEX_SHADER_ROOT_ACCESS (0x2)."""
        if hasattr(self, '_m_deny_vertex_shader_root_access'):
            return self._m_deny_vertex_shader_root_access

        self._m_deny_vertex_shader_root_access = self.flags & 2 != 0
        return getattr(self, '_m_deny_vertex_shader_root_access', None)

    @property
    def is_known_version(self):
        """The version is 1.0, 1.1 or 1.2, whose layouts this spec knows."""
        if hasattr(self, '_m_is_known_version'):
            return self._m_is_known_version

        self._m_is_known_version =  ((int(self.version) >= 1) and (int(self.version) <= 3)) 
        return getattr(self, '_m_is_known_version', None)

    @property
    def local_root_signature(self):
        """LOCAL_ROOT_SIGNATURE (0x80) - a raytracing local root signature."""
        if hasattr(self, '_m_local_root_signature'):
            return self._m_local_root_signature

        self._m_local_root_signature = self.flags & 128 != 0
        return getattr(self, '_m_local_root_signature', None)

    @property
    def parameters(self):
        """The root parameters, in slot order."""
        if hasattr(self, '_m_parameters'):
            return self._m_parameters

        if self.is_known_version:
            pass
            _pos = self._io.pos()
            self._io.seek(self.ofs_parameters)
            self._m_parameters = []
            for i in range(self.num_parameters):
                self._m_parameters.append(DxcontainerRts0.RootParameter(i, self._io, self, self._root))

            self._io.seek(_pos)

        return getattr(self, '_m_parameters', None)

    @property
    def sampler_heap_directly_indexed(self):
        """SAMPLER_HEAP_DIRECTLY_INDEXED (0x800) - shaders index the sampler heap (SM 6.6 SamplerDescriptorHeap)."""
        if hasattr(self, '_m_sampler_heap_directly_indexed'):
            return self._m_sampler_heap_directly_indexed

        self._m_sampler_heap_directly_indexed = self.flags & 2048 != 0
        return getattr(self, '_m_sampler_heap_directly_indexed', None)

    @property
    def static_samplers(self):
        """Samplers fixed in the root signature itself, bound by register and space without a descriptor heap."""
        if hasattr(self, '_m_static_samplers'):
            return self._m_static_samplers

        if self.is_known_version:
            pass
            _pos = self._io.pos()
            self._io.seek(self.ofs_static_samplers)
            self._m_static_samplers = []
            for i in range(self.num_static_samplers):
                self._m_static_samplers.append(DxcontainerRts0.StaticSampler( ((int(self.version) >= 3) and (self._io.size() - self._io.pos() >= 56)) , self._io, self, self._root))

            self._io.seek(_pos)

        return getattr(self, '_m_static_samplers', None)


