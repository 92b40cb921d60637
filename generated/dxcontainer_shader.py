# This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild
# type: ignore

import kaitaistruct
from kaitaistruct import KaitaiStruct, KaitaiStream, BytesIO
from enum import IntEnum


if getattr(kaitaistruct, 'API_VERSION', (0, 9)) < (0, 11):
    raise Exception("Incompatible Kaitai Struct Python API: 0.11 or later is required, but you have %s" % (kaitaistruct.__version__))

class DxcontainerShader(KaitaiStruct):
    """The tokenized program of an FXC shader: a stream of little-endian 32-bit
    tokens. FXC writes it in a `SHDR` part (historically Shader Model 4) or a
    `SHEX` part ("extended", historically Shader Model 5), but the fourcc does
    not tell the model: always read the version token.
    
    The stream is a version token (program type, major and minor version), a
    length token (the program length in tokens, counting these two) and then
    the instructions: declarations, executable instructions and custom-data
    blocks. Every instruction starts with an opcode token holding the opcode
    (11 bits), opcode-specific control bits (bits 11-23: saturate, test
    boolean, precise mask, resource dimension, interpolation mode, ...), the
    instruction length in tokens (bits 24-30) and an "extended" bit that
    announces extended opcode tokens (sample offsets, resource dimension and
    stride, resource return types). Then come its operands: an operand token
    (component count, component selection as mask / swizzle / single
    component, register type, index dimension and how each index is given),
    optional extended operand tokens (negate / absolute value, minimum
    precision, non-uniform), immediate values for literal operands and the
    indices, each an immediate or a nested relative-address operand.
    Declarations carry their own extra tokens (counts, strides, return types,
    register spaces from Shader Model 5.1 on).
    
    Custom-data blocks (opcode 53) have their length in the second token: the
    immediate constant buffer, comments, debug data, shader messages
    (`printf`/`errorf`) and the level-9 clip-plane mappings.
    
    The instructions are decoded only when `program` is read, so listing a
    container's parts never pays for them. Every instruction's body is its own
    substream of the declared length: an instruction can neither run into the
    next one nor loop, and one whose length is 0 or runs past the program is
    refused.
    
    .. seealso::
       Source - https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/Support/d3d12TokenizedProgramFormat.hpp
    
    
    .. seealso::
       Source - https://github.com/microsoft/DirectXShaderCompiler/blob/main/projects/dxilconv/lib/ShaderBinary/ShaderBinary.cpp
    """

    class CbAccessPattern(IntEnum):
        immediate_indexed = 0
        dynamic_indexed = 1

    class ComponentName(IntEnum):
        x = 0
        y = 1
        z = 2
        w = 3

    class CustomDataClass(IntEnum):
        comment = 0
        debug_info = 1
        opaque = 2
        immediate_constant_buffer = 3
        shader_message = 4
        clip_plane_constant_mappings_for_dx9 = 5

    class ExtendedOpcodeType(IntEnum):
        empty = 0
        sample_controls = 1
        resource_dim = 2
        resource_return_type = 3

    class ExtendedOperandType(IntEnum):
        empty = 0
        modifier = 1

    class IndexRepresentation(IntEnum):
        immediate32 = 0
        immediate64 = 1
        relative = 2
        immediate32_plus_relative = 3
        immediate64_plus_relative = 4

    class InstructionReturnType(IntEnum):
        float = 0
        uint = 1

    class InterpolationMode(IntEnum):
        undefined = 0
        constant = 1
        linear = 2
        linear_centroid = 3
        linear_noperspective = 4
        linear_noperspective_centroid = 5
        linear_sample = 6
        linear_noperspective_sample = 7
        invalid = 8

    class MinPrecision(IntEnum):
        default = 0
        float16 = 1
        float2_8 = 2
        reserved = 3
        sint16 = 4
        uint16 = 5
        any16 = 240
        any10 = 241

    class NumComponents(IntEnum):
        zero = 0
        one = 1
        four = 2
        n = 3

    class OpcodeType(IntEnum):
        add = 0
        and_ = 1
        break_ = 2
        breakc = 3
        call = 4
        callc = 5
        case = 6
        continue_ = 7
        continuec = 8
        cut = 9
        default = 10
        deriv_rtx = 11
        deriv_rty = 12
        discard = 13
        div = 14
        dp2 = 15
        dp3 = 16
        dp4 = 17
        else_ = 18
        emit = 19
        emit_then_cut = 20
        endif = 21
        endloop = 22
        endswitch = 23
        eq = 24
        exp = 25
        frc = 26
        ftoi = 27
        ftou = 28
        ge = 29
        iadd = 30
        if_ = 31
        ieq = 32
        ige = 33
        ilt = 34
        imad = 35
        imax = 36
        imin = 37
        imul = 38
        ine = 39
        ineg = 40
        ishl = 41
        ishr = 42
        itof = 43
        label = 44
        ld = 45
        ldms = 46
        log = 47
        loop = 48
        lt = 49
        mad = 50
        min = 51
        max = 52
        customdata = 53
        mov = 54
        movc = 55
        mul = 56
        ne = 57
        nop = 58
        not_ = 59
        or_ = 60
        resinfo = 61
        ret = 62
        retc = 63
        round_ne = 64
        round_ni = 65
        round_pi = 66
        round_z = 67
        rsq = 68
        sample = 69
        sample_c = 70
        sample_c_lz = 71
        sample_l = 72
        sample_d = 73
        sample_b = 74
        sqrt = 75
        switch = 76
        sincos = 77
        udiv = 78
        ult = 79
        uge = 80
        umul = 81
        umad = 82
        umax = 83
        umin = 84
        ushr = 85
        utof = 86
        xor = 87
        dcl_resource = 88
        dcl_constantbuffer = 89
        dcl_sampler = 90
        dcl_indexrange = 91
        dcl_outputtopology = 92
        dcl_inputprimitive = 93
        dcl_maxout = 94
        dcl_input = 95
        dcl_input_sgv = 96
        dcl_input_siv = 97
        dcl_input_ps = 98
        dcl_input_ps_sgv = 99
        dcl_input_ps_siv = 100
        dcl_output = 101
        dcl_output_sgv = 102
        dcl_output_siv = 103
        dcl_temps = 104
        dcl_indexable_temp = 105
        dcl_global_flags = 106
        reserved_10_0 = 107
        lod = 108
        gather4 = 109
        samplepos = 110
        sampleinfo = 111
        reserved_10_1 = 112
        hs_decls = 113
        hs_control_point_phase = 114
        hs_fork_phase = 115
        hs_join_phase = 116
        emit_stream = 117
        cut_stream = 118
        emit_then_cut_stream = 119
        fcall = 120
        bufinfo = 121
        deriv_rtx_coarse = 122
        deriv_rtx_fine = 123
        deriv_rty_coarse = 124
        deriv_rty_fine = 125
        gather4_c = 126
        gather4_po = 127
        gather4_po_c = 128
        rcp = 129
        f32tof16 = 130
        f16tof32 = 131
        uaddc = 132
        usubb = 133
        countbits = 134
        firstbit_hi = 135
        firstbit_lo = 136
        firstbit_shi = 137
        ubfe = 138
        ibfe = 139
        bfi = 140
        bfrev = 141
        swapc = 142
        dcl_stream = 143
        dcl_function_body = 144
        dcl_function_table = 145
        dcl_interface = 146
        dcl_input_control_point_count = 147
        dcl_output_control_point_count = 148
        dcl_tessellator_domain = 149
        dcl_tessellator_partitioning = 150
        dcl_tessellator_output_primitive = 151
        dcl_hs_max_tessfactor = 152
        dcl_hs_fork_phase_instance_count = 153
        dcl_hs_join_phase_instance_count = 154
        dcl_thread_group = 155
        dcl_uav_typed = 156
        dcl_uav_raw = 157
        dcl_uav_structured = 158
        dcl_tgsm_raw = 159
        dcl_tgsm_structured = 160
        dcl_resource_raw = 161
        dcl_resource_structured = 162
        ld_uav_typed = 163
        store_uav_typed = 164
        ld_raw = 165
        store_raw = 166
        ld_structured = 167
        store_structured = 168
        atomic_and = 169
        atomic_or = 170
        atomic_xor = 171
        atomic_cmp_store = 172
        atomic_iadd = 173
        atomic_imax = 174
        atomic_imin = 175
        atomic_umax = 176
        atomic_umin = 177
        imm_atomic_alloc = 178
        imm_atomic_consume = 179
        imm_atomic_iadd = 180
        imm_atomic_and = 181
        imm_atomic_or = 182
        imm_atomic_xor = 183
        imm_atomic_exch = 184
        imm_atomic_cmp_exch = 185
        imm_atomic_imax = 186
        imm_atomic_imin = 187
        imm_atomic_umax = 188
        imm_atomic_umin = 189
        sync = 190
        dadd = 191
        dmax = 192
        dmin = 193
        dmul = 194
        deq = 195
        dge = 196
        dlt = 197
        dne = 198
        dmov = 199
        dmovc = 200
        dtof = 201
        ftod = 202
        eval_snapped = 203
        eval_sample_index = 204
        eval_centroid = 205
        dcl_gsinstances = 206
        abort = 207
        debug_break = 208
        reserved_11_0 = 209
        ddiv = 210
        dfma = 211
        drcp = 212
        msad = 213
        dtoi = 214
        dtou = 215
        itod = 216
        utod = 217
        reserved_11_1 = 218
        gather4_s = 219
        gather4_c_s = 220
        gather4_po_s = 221
        gather4_po_c_s = 222
        ld_s = 223
        ldms_s = 224
        ld_uav_typed_s = 225
        ld_raw_s = 226
        ld_structured_s = 227
        sample_l_s = 228
        sample_c_lz_s = 229
        sample_cl_s = 230
        sample_b_cl_s = 231
        sample_d_cl_s = 232
        sample_c_cl_s = 233
        check_access_fully_mapped = 234
        reserved_wddm1_3 = 235

    class OperandModifier(IntEnum):
        none = 0
        neg = 1
        abs = 2
        absneg = 3

    class OperandType(IntEnum):
        temp = 0
        input = 1
        output = 2
        indexable_temp = 3
        immediate32 = 4
        immediate64 = 5
        sampler = 6
        resource = 7
        constant_buffer = 8
        immediate_constant_buffer = 9
        label = 10
        input_primitive_id = 11
        output_depth = 12
        null = 13
        rasterizer = 14
        output_coverage_mask = 15
        stream = 16
        function_body = 17
        function_table = 18
        interface = 19
        function_input = 20
        function_output = 21
        output_control_point_id = 22
        input_fork_instance_id = 23
        input_join_instance_id = 24
        input_control_point = 25
        output_control_point = 26
        input_patch_constant = 27
        input_domain_point = 28
        this_pointer = 29
        unordered_access_view = 30
        thread_group_shared_memory = 31
        input_thread_id = 32
        input_thread_group_id = 33
        input_thread_id_in_group = 34
        input_coverage_mask = 35
        input_thread_id_in_group_flattened = 36
        input_gs_instance_id = 37
        output_depth_greater_equal = 38
        output_depth_less_equal = 39
        cycle_counter = 40
        output_stencil_ref = 41
        inner_coverage = 42

    class Primitive(IntEnum):
        undefined = 0
        point = 1
        line = 2
        triangle = 3
        line_adj = 6
        triangle_adj = 7
        control_point_patch_1 = 8
        control_point_patch_2 = 9
        control_point_patch_3 = 10
        control_point_patch_4 = 11
        control_point_patch_5 = 12
        control_point_patch_6 = 13
        control_point_patch_7 = 14
        control_point_patch_8 = 15
        control_point_patch_9 = 16
        control_point_patch_10 = 17
        control_point_patch_11 = 18
        control_point_patch_12 = 19
        control_point_patch_13 = 20
        control_point_patch_14 = 21
        control_point_patch_15 = 22
        control_point_patch_16 = 23
        control_point_patch_17 = 24
        control_point_patch_18 = 25
        control_point_patch_19 = 26
        control_point_patch_20 = 27
        control_point_patch_21 = 28
        control_point_patch_22 = 29
        control_point_patch_23 = 30
        control_point_patch_24 = 31
        control_point_patch_25 = 32
        control_point_patch_26 = 33
        control_point_patch_27 = 34
        control_point_patch_28 = 35
        control_point_patch_29 = 36
        control_point_patch_30 = 37
        control_point_patch_31 = 38
        control_point_patch_32 = 39

    class PrimitiveTopology(IntEnum):
        undefined = 0
        point_list = 1
        line_list = 2
        line_strip = 3
        triangle_list = 4
        triangle_strip = 5
        line_list_adj = 10
        line_strip_adj = 11
        triangle_list_adj = 12
        triangle_strip_adj = 13
        control_point_patch_list_1 = 33
        control_point_patch_list_2 = 34
        control_point_patch_list_3 = 35
        control_point_patch_list_4 = 36
        control_point_patch_list_5 = 37
        control_point_patch_list_6 = 38
        control_point_patch_list_7 = 39
        control_point_patch_list_8 = 40
        control_point_patch_list_9 = 41
        control_point_patch_list_10 = 42
        control_point_patch_list_11 = 43
        control_point_patch_list_12 = 44
        control_point_patch_list_13 = 45
        control_point_patch_list_14 = 46
        control_point_patch_list_15 = 47
        control_point_patch_list_16 = 48
        control_point_patch_list_17 = 49
        control_point_patch_list_18 = 50
        control_point_patch_list_19 = 51
        control_point_patch_list_20 = 52
        control_point_patch_list_21 = 53
        control_point_patch_list_22 = 54
        control_point_patch_list_23 = 55
        control_point_patch_list_24 = 56
        control_point_patch_list_25 = 57
        control_point_patch_list_26 = 58
        control_point_patch_list_27 = 59
        control_point_patch_list_28 = 60
        control_point_patch_list_29 = 61
        control_point_patch_list_30 = 62
        control_point_patch_list_31 = 63
        control_point_patch_list_32 = 64

    class ProgramType(IntEnum):
        pixel_shader = 0
        vertex_shader = 1
        geometry_shader = 2
        hull_shader = 3
        domain_shader = 4
        compute_shader = 5
        mesh_shader = 13
        amplification_shader = 14
        library = 65520

    class ResinfoReturnType(IntEnum):
        float = 0
        rcp_float = 1
        uint = 2

    class ResourceDimension(IntEnum):
        unknown = 0
        buffer = 1
        texture1d = 2
        texture2d = 3
        texture2dms = 4
        texture3d = 5
        texturecube = 6
        texture1darray = 7
        texture2darray = 8
        texture2dmsarray = 9
        texturecubearray = 10
        raw_buffer = 11
        structured_buffer = 12

    class ReturnType(IntEnum):
        not_applicable = 0
        unorm = 1
        snorm = 2
        sint = 3
        uint = 4
        float = 5
        mixed = 6
        double = 7
        continued = 8
        unused = 9

    class SamplerMode(IntEnum):
        default = 0
        comparison = 1
        mono = 2

    class SelectionMode(IntEnum):
        mask = 0
        swizzle = 1
        select_1 = 2

    class ShaderMessageFormat(IntEnum):
        ansi_text = 0
        ansi_printf = 1

    class ShaderMessageId(IntEnum):
        message = 2097410
        error = 2097411

    class SystemName(IntEnum):
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
        final_quad_u_eq_0_edge_tessfactor = 11
        final_quad_v_eq_0_edge_tessfactor = 12
        final_quad_u_eq_1_edge_tessfactor = 13
        final_quad_v_eq_1_edge_tessfactor = 14
        final_quad_u_inside_tessfactor = 15
        final_quad_v_inside_tessfactor = 16
        final_tri_u_eq_0_edge_tessfactor = 17
        final_tri_v_eq_0_edge_tessfactor = 18
        final_tri_w_eq_0_edge_tessfactor = 19
        final_tri_inside_tessfactor = 20
        final_line_detail_tessfactor = 21
        final_line_density_tessfactor = 22
        barycentrics = 23
        shading_rate = 24
        cull_primitive = 25

    class TessellatorDomain(IntEnum):
        undefined = 0
        isoline = 1
        tri = 2
        quad = 3

    class TessellatorOutputPrimitive(IntEnum):
        undefined = 0
        point = 1
        line = 2
        triangle_cw = 3
        triangle_ccw = 4

    class TessellatorPartitioning(IntEnum):
        undefined = 0
        integer = 1
        pow2 = 2
        fractional_odd = 3
        fractional_even = 4

    class TestBoolean(IntEnum):
        zero = 0
        nonzero = 1
    def __init__(self, _io, _parent=None, _root=None):
        super(DxcontainerShader, self).__init__(_io)
        self._parent = _parent
        self._root = _root or self
        self._read()

    def _read(self):
        self.version_token = self._io.read_u4le()
        self.len_dwords = self._io.read_u4le()
        if not self.len_dwords >= 2:
            raise kaitaistruct.ValidationLessThanError(2, self.len_dwords, self._io, u"/seq/1")
        if not self.len_dwords <= 536870911:
            raise kaitaistruct.ValidationGreaterThanError(536870911, self.len_dwords, self._io, u"/seq/1")


    def _fetch_instances(self):
        pass
        _ = self.program
        if hasattr(self, '_m_program'):
            pass
            self._m_program._fetch_instances()

        _ = self.trailing
        if hasattr(self, '_m_trailing'):
            pass


    class ClipPlaneMapping(KaitaiStruct):
        """Where one clip plane lives in the constant buffers.
        
        .. seealso::
           _Clip_Plane_Constant_Mapping - https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/Support/d3d12TokenizedProgramFormat.hpp
        """
        def __init__(self, _io, _parent=None, _root=None):
            super(DxcontainerShader.ClipPlaneMapping, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.constant_buffer = self._io.read_u2le()
            self.start_element = self._io.read_u2le()
            self.num_elements = self._io.read_u2le()
            self.reserved = self._io.read_u2le()


        def _fetch_instances(self):
            pass


    class ClipPlaneMappings(KaitaiStruct):
        """Level-9 clip-plane constant mappings (up to six).
        
        .. seealso::
           D3D11_SB_CUSTOMDATA_SHADER_CLIP_PLANE_CONSTANT_MAPPINGS_FOR_DX9 - https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/Support/d3d12TokenizedProgramFormat.hpp
        """
        def __init__(self, _io, _parent=None, _root=None):
            super(DxcontainerShader.ClipPlaneMappings, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.num_mappings = self._io.read_u4le()
            self.mappings = []
            for i in range(self.num_mappings):
                self.mappings.append(DxcontainerShader.ClipPlaneMapping(self._io, self, self._root))

            self.unparsed = self._io.read_bytes_full()


        def _fetch_instances(self):
            pass
            for i in range(len(self.mappings)):
                pass
                self.mappings[i]._fetch_instances()



    class ConditionalBody(KaitaiStruct):
        """A conditional instruction (`if`, `breakc`, `continuec`, `retc`, `discard`, `callc`).
        
        .. seealso::
           CShaderCodeParser::ParseInstruction - https://github.com/microsoft/DirectXShaderCompiler/blob/main/projects/dxilconv/lib/ShaderBinary/ShaderBinary.cpp
        """
        def __init__(self, num_operands, _io, _parent=None, _root=None):
            super(DxcontainerShader.ConditionalBody, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self.num_operands = num_operands
            self._read()

        def _read(self):
            self.operands = []
            for i in range(self.num_operands):
                self.operands.append(DxcontainerShader.Operand(0, self._io, self, self._root))

            self.unparsed = self._io.read_bytes_full()


        def _fetch_instances(self):
            pass
            for i in range(len(self.operands)):
                pass
                self.operands[i]._fetch_instances()


        @property
        def test(self):
            """Whether the condition is "zero" (`_z`) or "non-zero" (`_nz`)."""
            if hasattr(self, '_m_test'):
                return self._m_test

            self._m_test = KaitaiStream.resolve_enum(DxcontainerShader.TestBoolean, self._parent.opcode_token >> 18 & 1)
            return getattr(self, '_m_test', None)


    class ConstantBufferDecl(KaitaiStruct):
        """`dcl_constantbuffer`.
        
        .. seealso::
           D3D10_SB_OPCODE_DCL_CONSTANT_BUFFER - https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/Support/d3d12TokenizedProgramFormat.hpp
        """
        def __init__(self, _io, _parent=None, _root=None):
            super(DxcontainerShader.ConstantBufferDecl, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.operand = DxcontainerShader.Operand(0, self._io, self, self._root)
            if self._root.is_sm51:
                pass
                self.num_vectors = self._io.read_u4le()

            if self._root.is_sm51:
                pass
                self.space = self._io.read_u4le()

            self.unparsed = self._io.read_bytes_full()


        def _fetch_instances(self):
            pass
            self.operand._fetch_instances()
            if self._root.is_sm51:
                pass

            if self._root.is_sm51:
                pass


        @property
        def access_pattern(self):
            """Whether the buffer is indexed with immediates only or dynamically."""
            if hasattr(self, '_m_access_pattern'):
                return self._m_access_pattern

            self._m_access_pattern = KaitaiStream.resolve_enum(DxcontainerShader.CbAccessPattern, self._parent.opcode_token >> 11 & 1)
            return getattr(self, '_m_access_pattern', None)


    class ControlPointCountDecl(KaitaiStruct):
        """`dcl_input_control_point_count`, `dcl_output_control_point_count`.
        
        .. seealso::
           D3D11_SB_OPCODE_DCL_INPUT_CONTROL_POINT_COUNT - https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/Support/d3d12TokenizedProgramFormat.hpp
        """
        def __init__(self, _io, _parent=None, _root=None):
            super(DxcontainerShader.ControlPointCountDecl, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.unparsed = self._io.read_bytes_full()


        def _fetch_instances(self):
            pass

        @property
        def num_control_points(self):
            """Control points of the input or output patch (1 to 32): bits 11-16 of the opcode token."""
            if hasattr(self, '_m_num_control_points'):
                return self._m_num_control_points

            self._m_num_control_points = self._parent.opcode_token >> 11 & 63
            return getattr(self, '_m_num_control_points', None)


    class CustomData(KaitaiStruct):
        """A custom-data block; the class is in the opcode token.
        
        .. seealso::
           CustomDataDescTok - https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/Support/d3d12TokenizedProgramFormat.hpp
        """
        def __init__(self, _io, _parent=None, _root=None):
            super(DxcontainerShader.CustomData, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            _on = self._parent.custom_data_class
            if _on == DxcontainerShader.CustomDataClass.clip_plane_constant_mappings_for_dx9:
                pass
                self._raw_content = self._io.read_bytes_full()
                _io__raw_content = KaitaiStream(BytesIO(self._raw_content))
                self.content = DxcontainerShader.ClipPlaneMappings(_io__raw_content, self, self._root)
            elif _on == DxcontainerShader.CustomDataClass.comment:
                pass
                self._raw_content = self._io.read_bytes_full()
                _io__raw_content = KaitaiStream(BytesIO(self._raw_content))
                self.content = DxcontainerShader.CustomText(_io__raw_content, self, self._root)
            elif _on == DxcontainerShader.CustomDataClass.immediate_constant_buffer:
                pass
                self._raw_content = self._io.read_bytes_full()
                _io__raw_content = KaitaiStream(BytesIO(self._raw_content))
                self.content = DxcontainerShader.ImmediateConstantBuffer(_io__raw_content, self, self._root)
            elif _on == DxcontainerShader.CustomDataClass.shader_message:
                pass
                self._raw_content = self._io.read_bytes_full()
                _io__raw_content = KaitaiStream(BytesIO(self._raw_content))
                self.content = DxcontainerShader.ShaderMessage(_io__raw_content, self, self._root)
            else:
                pass
                self.content = self._io.read_bytes_full()


        def _fetch_instances(self):
            pass
            _on = self._parent.custom_data_class
            if _on == DxcontainerShader.CustomDataClass.clip_plane_constant_mappings_for_dx9:
                pass
                self.content._fetch_instances()
            elif _on == DxcontainerShader.CustomDataClass.comment:
                pass
                self.content._fetch_instances()
            elif _on == DxcontainerShader.CustomDataClass.immediate_constant_buffer:
                pass
                self.content._fetch_instances()
            elif _on == DxcontainerShader.CustomDataClass.shader_message:
                pass
                self.content._fetch_instances()
            else:
                pass


    class CustomText(KaitaiStruct):
        """A comment block.
        
        .. seealso::
           D3D10_SB_CUSTOMDATA_COMMENT - https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/Support/d3d12TokenizedProgramFormat.hpp
        """
        def __init__(self, _io, _parent=None, _root=None):
            super(DxcontainerShader.CustomText, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.text = (self._io.read_bytes_full()).decode(u"ISO-8859-1")


        def _fetch_instances(self):
            pass


    class ExtendedOpcode(KaitaiStruct):
        """An extended opcode token.
        
        .. seealso::
           OpcodeToken1 - https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/Support/d3d12TokenizedProgramFormat.hpp
        """
        def __init__(self, tokens_left, _io, _parent=None, _root=None):
            super(DxcontainerShader.ExtendedOpcode, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self.tokens_left = tokens_left
            self._read()

        def _read(self):
            self.token = self._io.read_u4le()
            if not self.token >= (0 if self.tokens_left >= 1 else 4294967296):
                raise kaitaistruct.ValidationLessThanError((0 if self.tokens_left >= 1 else 4294967296), self.token, self._io, u"/types/extended_opcode/seq/0")


        def _fetch_instances(self):
            pass

        @property
        def ext_type(self):
            """Which kind of extended token this is."""
            if hasattr(self, '_m_ext_type'):
                return self._m_ext_type

            self._m_ext_type = KaitaiStream.resolve_enum(DxcontainerShader.ExtendedOpcodeType, self.token & 63)
            return getattr(self, '_m_ext_type', None)

        @property
        def has_next(self):
            """Another extended opcode token follows."""
            if hasattr(self, '_m_has_next'):
                return self._m_has_next

            self._m_has_next = self.token >> 31 == 1
            return getattr(self, '_m_has_next', None)

        @property
        def resource_dimension(self):
            """Dimension of the resource the instruction reads."""
            if hasattr(self, '_m_resource_dimension'):
                return self._m_resource_dimension

            if self.ext_type == DxcontainerShader.ExtendedOpcodeType.resource_dim:
                pass
                self._m_resource_dimension = KaitaiStream.resolve_enum(DxcontainerShader.ResourceDimension, self.token >> 6 & 31)

            return getattr(self, '_m_resource_dimension', None)

        @property
        def return_type_w(self):
            """Return type of component w."""
            if hasattr(self, '_m_return_type_w'):
                return self._m_return_type_w

            if self.ext_type == DxcontainerShader.ExtendedOpcodeType.resource_return_type:
                pass
                self._m_return_type_w = KaitaiStream.resolve_enum(DxcontainerShader.ReturnType, self.token >> 18 & 15)

            return getattr(self, '_m_return_type_w', None)

        @property
        def return_type_x(self):
            """Return type of component x."""
            if hasattr(self, '_m_return_type_x'):
                return self._m_return_type_x

            if self.ext_type == DxcontainerShader.ExtendedOpcodeType.resource_return_type:
                pass
                self._m_return_type_x = KaitaiStream.resolve_enum(DxcontainerShader.ReturnType, self.token >> 6 & 15)

            return getattr(self, '_m_return_type_x', None)

        @property
        def return_type_y(self):
            """Return type of component y."""
            if hasattr(self, '_m_return_type_y'):
                return self._m_return_type_y

            if self.ext_type == DxcontainerShader.ExtendedOpcodeType.resource_return_type:
                pass
                self._m_return_type_y = KaitaiStream.resolve_enum(DxcontainerShader.ReturnType, self.token >> 10 & 15)

            return getattr(self, '_m_return_type_y', None)

        @property
        def return_type_z(self):
            """Return type of component z."""
            if hasattr(self, '_m_return_type_z'):
                return self._m_return_type_z

            if self.ext_type == DxcontainerShader.ExtendedOpcodeType.resource_return_type:
                pass
                self._m_return_type_z = KaitaiStream.resolve_enum(DxcontainerShader.ReturnType, self.token >> 14 & 15)

            return getattr(self, '_m_return_type_z', None)

        @property
        def structure_stride(self):
            """Structure stride in bytes (structured buffers), otherwise 0."""
            if hasattr(self, '_m_structure_stride'):
                return self._m_structure_stride

            if self.ext_type == DxcontainerShader.ExtendedOpcodeType.resource_dim:
                pass
                self._m_structure_stride = self.token >> 11 & 4095

            return getattr(self, '_m_structure_stride', None)

        @property
        def texel_ofs_u(self):
            """Immediate texel offset along u (-8..7)."""
            if hasattr(self, '_m_texel_ofs_u'):
                return self._m_texel_ofs_u

            if self.ext_type == DxcontainerShader.ExtendedOpcodeType.sample_controls:
                pass
                self._m_texel_ofs_u = ((self.token >> 9 & 15) - 16 if self.token >> 9 & 15 >= 8 else self.token >> 9 & 15)

            return getattr(self, '_m_texel_ofs_u', None)

        @property
        def texel_ofs_v(self):
            """Immediate texel offset along v (-8..7)."""
            if hasattr(self, '_m_texel_ofs_v'):
                return self._m_texel_ofs_v

            if self.ext_type == DxcontainerShader.ExtendedOpcodeType.sample_controls:
                pass
                self._m_texel_ofs_v = ((self.token >> 13 & 15) - 16 if self.token >> 13 & 15 >= 8 else self.token >> 13 & 15)

            return getattr(self, '_m_texel_ofs_v', None)

        @property
        def texel_ofs_w(self):
            """Immediate texel offset along w (-8..7)."""
            if hasattr(self, '_m_texel_ofs_w'):
                return self._m_texel_ofs_w

            if self.ext_type == DxcontainerShader.ExtendedOpcodeType.sample_controls:
                pass
                self._m_texel_ofs_w = ((self.token >> 17 & 15) - 16 if self.token >> 17 & 15 >= 8 else self.token >> 17 & 15)

            return getattr(self, '_m_texel_ofs_w', None)


    class ExtendedOperand(KaitaiStruct):
        """An extended operand token (a modifier token when `(token & 0x3f) == 1`, its `ext_type`).
        
        .. seealso::
           OperandToken1 - https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/Support/d3d12TokenizedProgramFormat.hpp
        """
        def __init__(self, _io, _parent=None, _root=None):
            super(DxcontainerShader.ExtendedOperand, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.token = self._io.read_u4le()


        def _fetch_instances(self):
            pass

        @property
        def ext_type(self):
            """Which kind of extended operand token this is."""
            if hasattr(self, '_m_ext_type'):
                return self._m_ext_type

            self._m_ext_type = KaitaiStream.resolve_enum(DxcontainerShader.ExtendedOperandType, self.token & 63)
            return getattr(self, '_m_ext_type', None)

        @property
        def has_next(self):
            """Another extended operand token follows."""
            if hasattr(self, '_m_has_next'):
                return self._m_has_next

            self._m_has_next = self.token >> 31 == 1
            return getattr(self, '_m_has_next', None)

        @property
        def min_precision(self):
            """Minimum precision the operand may be computed at."""
            if hasattr(self, '_m_min_precision'):
                return self._m_min_precision

            if self.token & 63 == 1:
                pass
                self._m_min_precision = KaitaiStream.resolve_enum(DxcontainerShader.MinPrecision, self.token >> 14 & 7)

            return getattr(self, '_m_min_precision', None)

        @property
        def modifier(self):
            """Source modifier (negate, absolute value)."""
            if hasattr(self, '_m_modifier'):
                return self._m_modifier

            if self.token & 63 == 1:
                pass
                self._m_modifier = KaitaiStream.resolve_enum(DxcontainerShader.OperandModifier, self.token >> 6 & 255)

            return getattr(self, '_m_modifier', None)

        @property
        def non_uniform(self):
            """Shader Model 5.1 `NonUniformResourceIndex` on a resource index."""
            if hasattr(self, '_m_non_uniform'):
                return self._m_non_uniform

            if self.token & 63 == 1:
                pass
                self._m_non_uniform = self.token >> 17 & 1 == 1

            return getattr(self, '_m_non_uniform', None)


    class FunctionBodyDecl(KaitaiStruct):
        """`dcl_function_body fb#`.
        
        .. seealso::
           D3D11_SB_OPCODE_DCL_FUNCTION_BODY - https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/Support/d3d12TokenizedProgramFormat.hpp
        """
        def __init__(self, _io, _parent=None, _root=None):
            super(DxcontainerShader.FunctionBodyDecl, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.function_body = self._io.read_u4le()
            self.unparsed = self._io.read_bytes_full()


        def _fetch_instances(self):
            pass


    class FunctionTableDecl(KaitaiStruct):
        """`dcl_function_table ft# = {fb#, ...}`.
        
        .. seealso::
           D3D11_SB_OPCODE_DCL_FUNCTION_TABLE - https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/Support/d3d12TokenizedProgramFormat.hpp
        """
        def __init__(self, _io, _parent=None, _root=None):
            super(DxcontainerShader.FunctionTableDecl, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.function_table = self._io.read_u4le()
            self.num_bodies = self._io.read_u4le()
            self.function_bodies = []
            for i in range(self.num_bodies):
                self.function_bodies.append(self._io.read_u4le())

            self.unparsed = self._io.read_bytes_full()


        def _fetch_instances(self):
            pass
            for i in range(len(self.function_bodies)):
                pass



    class GlobalFlagsDecl(KaitaiStruct):
        """`dcl_globalFlags`: the flags are bits 11-23 of the opcode token.
        
        .. seealso::
           D3D10_SB_OPCODE_DCL_GLOBAL_FLAGS - https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/Support/d3d12TokenizedProgramFormat.hpp
        """
        def __init__(self, _io, _parent=None, _root=None):
            super(DxcontainerShader.GlobalFlagsDecl, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.unparsed = self._io.read_bytes_full()


        def _fetch_instances(self):
            pass

        @property
        def all_resources_bound(self):
            """`allResourcesBound` (Direct3D 12)."""
            if hasattr(self, '_m_all_resources_bound'):
                return self._m_all_resources_bound

            self._m_all_resources_bound = self.flags & 256 != 0
            return getattr(self, '_m_all_resources_bound', None)

        @property
        def enable_double_extensions(self):
            """`enable11_1DoubleExtensions`."""
            if hasattr(self, '_m_enable_double_extensions'):
                return self._m_enable_double_extensions

            self._m_enable_double_extensions = self.flags & 64 != 0
            return getattr(self, '_m_enable_double_extensions', None)

        @property
        def enable_double_precision_float_ops(self):
            """`enableDoublePrecisionFloatOps`."""
            if hasattr(self, '_m_enable_double_precision_float_ops'):
                return self._m_enable_double_precision_float_ops

            self._m_enable_double_precision_float_ops = self.flags & 2 != 0
            return getattr(self, '_m_enable_double_precision_float_ops', None)

        @property
        def enable_minimum_precision(self):
            """`enableMinimumPrecision`."""
            if hasattr(self, '_m_enable_minimum_precision'):
                return self._m_enable_minimum_precision

            self._m_enable_minimum_precision = self.flags & 32 != 0
            return getattr(self, '_m_enable_minimum_precision', None)

        @property
        def enable_raw_and_structured_buffers(self):
            """`enableRawAndStructuredBuffers` (non-compute Shader Model 4.x)."""
            if hasattr(self, '_m_enable_raw_and_structured_buffers'):
                return self._m_enable_raw_and_structured_buffers

            self._m_enable_raw_and_structured_buffers = self.flags & 8 != 0
            return getattr(self, '_m_enable_raw_and_structured_buffers', None)

        @property
        def enable_shader_extensions(self):
            """`enable11_1ShaderExtensions`."""
            if hasattr(self, '_m_enable_shader_extensions'):
                return self._m_enable_shader_extensions

            self._m_enable_shader_extensions = self.flags & 128 != 0
            return getattr(self, '_m_enable_shader_extensions', None)

        @property
        def flags(self):
            """All flag bits (bit 0 = bit 11 of the token)."""
            if hasattr(self, '_m_flags'):
                return self._m_flags

            self._m_flags = self._parent.opcode_token >> 11 & 8191
            return getattr(self, '_m_flags', None)

        @property
        def force_early_depth_stencil(self):
            """`forceEarlyDepthStencil`."""
            if hasattr(self, '_m_force_early_depth_stencil'):
                return self._m_force_early_depth_stencil

            self._m_force_early_depth_stencil = self.flags & 4 != 0
            return getattr(self, '_m_force_early_depth_stencil', None)

        @property
        def refactoring_allowed(self):
            """`refactoringAllowed`."""
            if hasattr(self, '_m_refactoring_allowed'):
                return self._m_refactoring_allowed

            self._m_refactoring_allowed = self.flags & 1 != 0
            return getattr(self, '_m_refactoring_allowed', None)

        @property
        def skip_optimization(self):
            """`skipOptimization`."""
            if hasattr(self, '_m_skip_optimization'):
                return self._m_skip_optimization

            self._m_skip_optimization = self.flags & 16 != 0
            return getattr(self, '_m_skip_optimization', None)


    class GsInputPrimitiveDecl(KaitaiStruct):
        """`dcl_inputprimitive` (geometry shader).
        
        .. seealso::
           D3D10_SB_OPCODE_DCL_GS_INPUT_PRIMITIVE - https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/Support/d3d12TokenizedProgramFormat.hpp
        """
        def __init__(self, _io, _parent=None, _root=None):
            super(DxcontainerShader.GsInputPrimitiveDecl, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.unparsed = self._io.read_bytes_full()


        def _fetch_instances(self):
            pass

        @property
        def primitive(self):
            """Input primitive."""
            if hasattr(self, '_m_primitive'):
                return self._m_primitive

            self._m_primitive = KaitaiStream.resolve_enum(DxcontainerShader.Primitive, self._parent.opcode_token >> 11 & 63)
            return getattr(self, '_m_primitive', None)


    class GsOutputTopologyDecl(KaitaiStruct):
        """`dcl_outputtopology` (geometry shader).
        
        .. seealso::
           D3D10_SB_OPCODE_DCL_GS_OUTPUT_PRIMITIVE_TOPOLOGY - https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/Support/d3d12TokenizedProgramFormat.hpp
        """
        def __init__(self, _io, _parent=None, _root=None):
            super(DxcontainerShader.GsOutputTopologyDecl, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.unparsed = self._io.read_bytes_full()


        def _fetch_instances(self):
            pass

        @property
        def topology(self):
            """Output primitive topology."""
            if hasattr(self, '_m_topology'):
                return self._m_topology

            self._m_topology = KaitaiStream.resolve_enum(DxcontainerShader.PrimitiveTopology, self._parent.opcode_token >> 11 & 63)
            return getattr(self, '_m_topology', None)


    class HsMaxTessfactorDecl(KaitaiStruct):
        """`dcl_hs_max_tessfactor`.
        
        .. seealso::
           D3D11_SB_OPCODE_DCL_HS_MAX_TESSFACTOR - https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/Support/d3d12TokenizedProgramFormat.hpp
        """
        def __init__(self, _io, _parent=None, _root=None):
            super(DxcontainerShader.HsMaxTessfactorDecl, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.max_tessfactor = self._io.read_f4le()
            self.unparsed = self._io.read_bytes_full()


        def _fetch_instances(self):
            pass


    class ImmediateConstantBuffer(KaitaiStruct):
        """`dcl_immediateConstantBuffer`: the `icb` register file, four tokens per entry.
        
        .. seealso::
           D3D10_SB_CUSTOMDATA_DCL_IMMEDIATE_CONSTANT_BUFFER - https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/Support/d3d12TokenizedProgramFormat.hpp
        """
        def __init__(self, _io, _parent=None, _root=None):
            super(DxcontainerShader.ImmediateConstantBuffer, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.values = []
            i = 0
            while not self._io.is_eof():
                self.values.append(self._io.read_u4le())
                i += 1



        def _fetch_instances(self):
            pass
            for i in range(len(self.values)):
                pass


        @property
        def num_entries(self):
            """Number of four-component entries."""
            if hasattr(self, '_m_num_entries'):
                return self._m_num_entries

            self._m_num_entries = len(self.values) // 4
            return getattr(self, '_m_num_entries', None)


    class IndexRangeDecl(KaitaiStruct):
        """`dcl_indexrange`: a range of input or output registers indexed dynamically.
        
        .. seealso::
           D3D10_SB_OPCODE_DCL_INDEX_RANGE - https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/Support/d3d12TokenizedProgramFormat.hpp
        """
        def __init__(self, _io, _parent=None, _root=None):
            super(DxcontainerShader.IndexRangeDecl, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.operand = DxcontainerShader.Operand(0, self._io, self, self._root)
            self.num_registers = self._io.read_u4le()
            self.unparsed = self._io.read_bytes_full()


        def _fetch_instances(self):
            pass
            self.operand._fetch_instances()


    class IndexableTempDecl(KaitaiStruct):
        """`dcl_indexableTemp x#[count], components`.
        
        .. seealso::
           D3D10_SB_OPCODE_DCL_INDEXABLE_TEMP - https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/Support/d3d12TokenizedProgramFormat.hpp
        """
        def __init__(self, _io, _parent=None, _root=None):
            super(DxcontainerShader.IndexableTempDecl, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.register_index = self._io.read_u4le()
            self.num_registers = self._io.read_u4le()
            self.num_components = self._io.read_u4le()
            self.unparsed = self._io.read_bytes_full()


        def _fetch_instances(self):
            pass


    class InputPsDecl(KaitaiStruct):
        """`dcl_input_ps`: a pixel-shader input with its interpolation mode.
        
        .. seealso::
           D3D10_SB_OPCODE_DCL_INPUT_PS - https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/Support/d3d12TokenizedProgramFormat.hpp
        """
        def __init__(self, _io, _parent=None, _root=None):
            super(DxcontainerShader.InputPsDecl, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.operand = DxcontainerShader.Operand(0, self._io, self, self._root)
            self.unparsed = self._io.read_bytes_full()


        def _fetch_instances(self):
            pass
            self.operand._fetch_instances()

        @property
        def interpolation_mode(self):
            """How the pixel-shader input is interpolated (constant, linear, centroid, noperspective, sample, ...): bits 11-14 of the opcode token."""
            if hasattr(self, '_m_interpolation_mode'):
                return self._m_interpolation_mode

            self._m_interpolation_mode = KaitaiStream.resolve_enum(DxcontainerShader.InterpolationMode, self._parent.opcode_token >> 11 & 15)
            return getattr(self, '_m_interpolation_mode', None)


    class InputPsNameDecl(KaitaiStruct):
        """`dcl_input_ps_sgv`, `dcl_input_ps_siv`: pixel-shader input with a system value.
        
        .. seealso::
           D3D10_SB_OPCODE_DCL_INPUT_PS_SIV - https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/Support/d3d12TokenizedProgramFormat.hpp
        """
        def __init__(self, _io, _parent=None, _root=None):
            super(DxcontainerShader.InputPsNameDecl, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.operand = DxcontainerShader.Operand(0, self._io, self, self._root)
            self.name = DxcontainerShader.NameToken(self._io, self, self._root)
            self.unparsed = self._io.read_bytes_full()


        def _fetch_instances(self):
            pass
            self.operand._fetch_instances()
            self.name._fetch_instances()

        @property
        def interpolation_mode(self):
            """Interpolation mode (`_siv` only; 0 for `_sgv`)."""
            if hasattr(self, '_m_interpolation_mode'):
                return self._m_interpolation_mode

            self._m_interpolation_mode = KaitaiStream.resolve_enum(DxcontainerShader.InterpolationMode, self._parent.opcode_token >> 11 & 15)
            return getattr(self, '_m_interpolation_mode', None)


    class InstanceCountDecl(KaitaiStruct):
        """`dcl_gsinstances n`, `dcl_hs_fork_phase_instance_count n`,
        `dcl_hs_join_phase_instance_count n`: how many instances of the
        geometry shader or of the current hull-shader phase run.
        
        .. seealso::
           D3D11_SB_OPCODE_DCL_GS_INSTANCE_COUNT - https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/Support/d3d12TokenizedProgramFormat.hpp
        """
        def __init__(self, _io, _parent=None, _root=None):
            super(DxcontainerShader.InstanceCountDecl, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.num_instances = self._io.read_u4le()
            self.unparsed = self._io.read_bytes_full()


        def _fetch_instances(self):
            pass


    class Instruction(KaitaiStruct):
        """One instruction: the opcode token, then (custom data) the block length,
        (`dcl_function_table`, `dcl_interface` with the extended bit) the real
        length, or (other opcodes with the extended bit) a chain of extended
        opcode tokens, and the body, sized by the instruction length.
        
        The fields' conditions test the opcode token's bits themselves, not
        the instances that name them (`is_custom_data`, `has_len_long`,
        `has_extended_opcodes`), and `len_body` computes the body's size from
        the fields, not from other instances: an instance costs the parsers a
        call each time it is read, and these are read for every instruction.
        53 is `customdata`, 145 `dcl_function_table` and 146 `dcl_interface`.
        (The size stays one instance: written out in each of the body's
        cases, it made the parser too large for a fuzzer's instrumentation.)
        
        .. seealso::
           OpcodeToken0 - https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/Support/d3d12TokenizedProgramFormat.hpp
        """
        def __init__(self, _io, _parent=None, _root=None):
            super(DxcontainerShader.Instruction, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.opcode_token = self._io.read_u4le()
            if not self.opcode_token >= (0 if  ((self.opcode_token & 2047 == 53) or (self.opcode_token >> 24 & 127 != 0) or ( ((self.opcode_token >> 31 == 1) and ( ((self.opcode_token & 2047 == 145) or (self.opcode_token & 2047 == 146)) )) ))  else 4294967296):
                raise kaitaistruct.ValidationLessThanError((0 if  ((self.opcode_token & 2047 == 53) or (self.opcode_token >> 24 & 127 != 0) or ( ((self.opcode_token >> 31 == 1) and ( ((self.opcode_token & 2047 == 145) or (self.opcode_token & 2047 == 146)) )) ))  else 4294967296), self.opcode_token, self._io, u"/types/instruction/seq/0")
            if self.opcode_token & 2047 == 53:
                pass
                self.len_custom_data = self._io.read_u4le()
                if not self.len_custom_data >= 2:
                    raise kaitaistruct.ValidationLessThanError(2, self.len_custom_data, self._io, u"/types/instruction/seq/1")
                if not self.len_custom_data <= 536870911:
                    raise kaitaistruct.ValidationGreaterThanError(536870911, self.len_custom_data, self._io, u"/types/instruction/seq/1")

            if  ((self.opcode_token >> 31 == 1) and ( ((self.opcode_token & 2047 == 145) or (self.opcode_token & 2047 == 146)) )) :
                pass
                self.len_long = self._io.read_u4le()
                if not self.len_long >= 2:
                    raise kaitaistruct.ValidationLessThanError(2, self.len_long, self._io, u"/types/instruction/seq/2")
                if not self.len_long <= 536870911:
                    raise kaitaistruct.ValidationGreaterThanError(536870911, self.len_long, self._io, u"/types/instruction/seq/2")

            if  ((self.opcode_token >> 31 == 1) and (self.opcode_token & 2047 != 53) and (self.opcode_token & 2047 != 145) and (self.opcode_token & 2047 != 146)) :
                pass
                self.extended_opcodes = []
                i = 0
                while True:
                    _ = DxcontainerShader.ExtendedOpcode(((self.opcode_token >> 24 & 127) - 1) - i, self._io, self, self._root)
                    self.extended_opcodes.append(_)
                    if (not (_.has_next)):
                        break
                    i += 1

            _on = (KaitaiStream.byte_array_index(b"\x0D\x0D\x0A\x14\x0B\x15\x0B\x0A\x14\x0A\x0A\x0C\x0C\x14\x0D\x0D\x0D\x0D\x0A\x0A\x0A\x0A\x0A\x0A\x0D\x0C\x0C\x0C\x0C\x0D\x0D\x14\x0D\x0D\x0D\x0E\x0D\x0D\x0E\x0D\x0C\x0D\x0D\x0C\x0B\x0D\x0E\x0C\x0A\x0D\x0E\x0D\x0D\x16\x0C\x0E\x0D\x0D\x0A\x0C\x0D\x17\x0A\x14\x0C\x0C\x0C\x0C\x0C\x0E\x0F\x0F\x0F\x10\x0F\x0C\x0B\x0D\x0E\x0D\x0D\x0E\x0E\x0D\x0D\x0D\x0C\x0D\x18\x19\x1A\x1B\x1C\x1D\x1E\x1F\x20\x20\x21\x22\x22\x1F\x20\x20\x23\x24\x25\x26\x0E\x0E\x0D\x27\x26\x0A\x0A\x0A\x0A\x0B\x0B\x0B\x28\x0C\x0C\x0C\x0C\x0C\x0F\x0F\x10\x0C\x0C\x0C\x0E\x0E\x0C\x0C\x0C\x0C\x0E\x0E\x0F\x0C\x0F\x1F\x29\x2A\x2B\x2C\x2C\x2D\x2E\x2F\x30\x31\x31\x32\x33\x34\x35\x36\x37\x38\x39\x0D\x0D\x0D\x0D\x0E\x0E\x0D\x0D\x0D\x0E\x0D\x0D\x0D\x0D\x0D\x0C\x0C\x0E\x0E\x0E\x0E\x0E\x0F\x0E\x0E\x0E\x0E\x3A\x0D\x0D\x0D\x0D\x0D\x0D\x0D\x0D\x0C\x0E\x0C\x0C\x0D\x0D\x0C\x31\x0A\x0A\x26\x0D\x0E\x0C\x0E\x0C\x0C\x0C\x0C\x26\x0F\x10\x10\x11\x0E\x0F\x0E\x0E\x0F\x10\x10\x10\x11\x12\x11\x0C\x26", self.opcode_token & 2047) if self.opcode_token & 2047 < 236 else 10)
            if _on == 10:
                pass
                self._raw_body = self._io.read_bytes(self.len_body)
                _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
                self.body = DxcontainerShader.InstructionBody(0, _io__raw_body, self, self._root)
            elif _on == 11:
                pass
                self._raw_body = self._io.read_bytes(self.len_body)
                _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
                self.body = DxcontainerShader.InstructionBody(1, _io__raw_body, self, self._root)
            elif _on == 12:
                pass
                self._raw_body = self._io.read_bytes(self.len_body)
                _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
                self.body = DxcontainerShader.InstructionBody(2, _io__raw_body, self, self._root)
            elif _on == 13:
                pass
                self._raw_body = self._io.read_bytes(self.len_body)
                _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
                self.body = DxcontainerShader.InstructionBody(3, _io__raw_body, self, self._root)
            elif _on == 14:
                pass
                self._raw_body = self._io.read_bytes(self.len_body)
                _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
                self.body = DxcontainerShader.InstructionBody(4, _io__raw_body, self, self._root)
            elif _on == 15:
                pass
                self._raw_body = self._io.read_bytes(self.len_body)
                _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
                self.body = DxcontainerShader.InstructionBody(5, _io__raw_body, self, self._root)
            elif _on == 16:
                pass
                self._raw_body = self._io.read_bytes(self.len_body)
                _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
                self.body = DxcontainerShader.InstructionBody(6, _io__raw_body, self, self._root)
            elif _on == 17:
                pass
                self._raw_body = self._io.read_bytes(self.len_body)
                _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
                self.body = DxcontainerShader.InstructionBody(7, _io__raw_body, self, self._root)
            elif _on == 18:
                pass
                self._raw_body = self._io.read_bytes(self.len_body)
                _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
                self.body = DxcontainerShader.InstructionBody(8, _io__raw_body, self, self._root)
            elif _on == 20:
                pass
                self._raw_body = self._io.read_bytes(self.len_body)
                _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
                self.body = DxcontainerShader.ConditionalBody(1, _io__raw_body, self, self._root)
            elif _on == 21:
                pass
                self._raw_body = self._io.read_bytes(self.len_body)
                _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
                self.body = DxcontainerShader.ConditionalBody(2, _io__raw_body, self, self._root)
            elif _on == 22:
                pass
                self._raw_body = self._io.read_bytes(self.len_body)
                _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
                self.body = DxcontainerShader.CustomData(_io__raw_body, self, self._root)
            elif _on == 23:
                pass
                self._raw_body = self._io.read_bytes(self.len_body)
                _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
                self.body = DxcontainerShader.ResinfoBody(3, _io__raw_body, self, self._root)
            elif _on == 24:
                pass
                self._raw_body = self._io.read_bytes(self.len_body)
                _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
                self.body = DxcontainerShader.ResourceDecl(_io__raw_body, self, self._root)
            elif _on == 25:
                pass
                self._raw_body = self._io.read_bytes(self.len_body)
                _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
                self.body = DxcontainerShader.ConstantBufferDecl(_io__raw_body, self, self._root)
            elif _on == 26:
                pass
                self._raw_body = self._io.read_bytes(self.len_body)
                _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
                self.body = DxcontainerShader.SamplerDecl(_io__raw_body, self, self._root)
            elif _on == 27:
                pass
                self._raw_body = self._io.read_bytes(self.len_body)
                _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
                self.body = DxcontainerShader.IndexRangeDecl(_io__raw_body, self, self._root)
            elif _on == 28:
                pass
                self._raw_body = self._io.read_bytes(self.len_body)
                _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
                self.body = DxcontainerShader.GsOutputTopologyDecl(_io__raw_body, self, self._root)
            elif _on == 29:
                pass
                self._raw_body = self._io.read_bytes(self.len_body)
                _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
                self.body = DxcontainerShader.GsInputPrimitiveDecl(_io__raw_body, self, self._root)
            elif _on == 30:
                pass
                self._raw_body = self._io.read_bytes(self.len_body)
                _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
                self.body = DxcontainerShader.MaxOutputVertexCountDecl(_io__raw_body, self, self._root)
            elif _on == 31:
                pass
                self._raw_body = self._io.read_bytes(self.len_body)
                _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
                self.body = DxcontainerShader.OperandDecl(_io__raw_body, self, self._root)
            elif _on == 32:
                pass
                self._raw_body = self._io.read_bytes(self.len_body)
                _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
                self.body = DxcontainerShader.OperandNameDecl(_io__raw_body, self, self._root)
            elif _on == 33:
                pass
                self._raw_body = self._io.read_bytes(self.len_body)
                _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
                self.body = DxcontainerShader.InputPsDecl(_io__raw_body, self, self._root)
            elif _on == 34:
                pass
                self._raw_body = self._io.read_bytes(self.len_body)
                _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
                self.body = DxcontainerShader.InputPsNameDecl(_io__raw_body, self, self._root)
            elif _on == 35:
                pass
                self._raw_body = self._io.read_bytes(self.len_body)
                _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
                self.body = DxcontainerShader.TempsDecl(_io__raw_body, self, self._root)
            elif _on == 36:
                pass
                self._raw_body = self._io.read_bytes(self.len_body)
                _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
                self.body = DxcontainerShader.IndexableTempDecl(_io__raw_body, self, self._root)
            elif _on == 37:
                pass
                self._raw_body = self._io.read_bytes(self.len_body)
                _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
                self.body = DxcontainerShader.GlobalFlagsDecl(_io__raw_body, self, self._root)
            elif _on == 38:
                pass
                self._raw_body = self._io.read_bytes(self.len_body)
                _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
                self.body = DxcontainerShader.UnknownBody(_io__raw_body, self, self._root)
            elif _on == 39:
                pass
                self._raw_body = self._io.read_bytes(self.len_body)
                _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
                self.body = DxcontainerShader.SampleInfoBody(2, _io__raw_body, self, self._root)
            elif _on == 40:
                pass
                self._raw_body = self._io.read_bytes(self.len_body)
                _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
                self.body = DxcontainerShader.InterfaceCallBody(_io__raw_body, self, self._root)
            elif _on == 41:
                pass
                self._raw_body = self._io.read_bytes(self.len_body)
                _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
                self.body = DxcontainerShader.FunctionBodyDecl(_io__raw_body, self, self._root)
            elif _on == 42:
                pass
                self._raw_body = self._io.read_bytes(self.len_body)
                _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
                self.body = DxcontainerShader.FunctionTableDecl(_io__raw_body, self, self._root)
            elif _on == 43:
                pass
                self._raw_body = self._io.read_bytes(self.len_body)
                _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
                self.body = DxcontainerShader.InterfaceDecl(_io__raw_body, self, self._root)
            elif _on == 44:
                pass
                self._raw_body = self._io.read_bytes(self.len_body)
                _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
                self.body = DxcontainerShader.ControlPointCountDecl(_io__raw_body, self, self._root)
            elif _on == 45:
                pass
                self._raw_body = self._io.read_bytes(self.len_body)
                _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
                self.body = DxcontainerShader.TessDomainDecl(_io__raw_body, self, self._root)
            elif _on == 46:
                pass
                self._raw_body = self._io.read_bytes(self.len_body)
                _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
                self.body = DxcontainerShader.TessPartitioningDecl(_io__raw_body, self, self._root)
            elif _on == 47:
                pass
                self._raw_body = self._io.read_bytes(self.len_body)
                _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
                self.body = DxcontainerShader.TessOutputPrimitiveDecl(_io__raw_body, self, self._root)
            elif _on == 48:
                pass
                self._raw_body = self._io.read_bytes(self.len_body)
                _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
                self.body = DxcontainerShader.HsMaxTessfactorDecl(_io__raw_body, self, self._root)
            elif _on == 49:
                pass
                self._raw_body = self._io.read_bytes(self.len_body)
                _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
                self.body = DxcontainerShader.InstanceCountDecl(_io__raw_body, self, self._root)
            elif _on == 50:
                pass
                self._raw_body = self._io.read_bytes(self.len_body)
                _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
                self.body = DxcontainerShader.ThreadGroupDecl(_io__raw_body, self, self._root)
            elif _on == 51:
                pass
                self._raw_body = self._io.read_bytes(self.len_body)
                _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
                self.body = DxcontainerShader.UavTypedDecl(_io__raw_body, self, self._root)
            elif _on == 52:
                pass
                self._raw_body = self._io.read_bytes(self.len_body)
                _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
                self.body = DxcontainerShader.UavRawDecl(_io__raw_body, self, self._root)
            elif _on == 53:
                pass
                self._raw_body = self._io.read_bytes(self.len_body)
                _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
                self.body = DxcontainerShader.UavStructuredDecl(_io__raw_body, self, self._root)
            elif _on == 54:
                pass
                self._raw_body = self._io.read_bytes(self.len_body)
                _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
                self.body = DxcontainerShader.TgsmRawDecl(_io__raw_body, self, self._root)
            elif _on == 55:
                pass
                self._raw_body = self._io.read_bytes(self.len_body)
                _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
                self.body = DxcontainerShader.TgsmStructuredDecl(_io__raw_body, self, self._root)
            elif _on == 56:
                pass
                self._raw_body = self._io.read_bytes(self.len_body)
                _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
                self.body = DxcontainerShader.ResourceRawDecl(_io__raw_body, self, self._root)
            elif _on == 57:
                pass
                self._raw_body = self._io.read_bytes(self.len_body)
                _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
                self.body = DxcontainerShader.ResourceStructuredDecl(_io__raw_body, self, self._root)
            elif _on == 58:
                pass
                self._raw_body = self._io.read_bytes(self.len_body)
                _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
                self.body = DxcontainerShader.SyncBody(_io__raw_body, self, self._root)
            else:
                pass
                self.body = self._io.read_bytes(self.len_body)


        def _fetch_instances(self):
            pass
            if self.opcode_token & 2047 == 53:
                pass

            if  ((self.opcode_token >> 31 == 1) and ( ((self.opcode_token & 2047 == 145) or (self.opcode_token & 2047 == 146)) )) :
                pass

            if  ((self.opcode_token >> 31 == 1) and (self.opcode_token & 2047 != 53) and (self.opcode_token & 2047 != 145) and (self.opcode_token & 2047 != 146)) :
                pass
                for i in range(len(self.extended_opcodes)):
                    pass
                    self.extended_opcodes[i]._fetch_instances()


            _on = (KaitaiStream.byte_array_index(b"\x0D\x0D\x0A\x14\x0B\x15\x0B\x0A\x14\x0A\x0A\x0C\x0C\x14\x0D\x0D\x0D\x0D\x0A\x0A\x0A\x0A\x0A\x0A\x0D\x0C\x0C\x0C\x0C\x0D\x0D\x14\x0D\x0D\x0D\x0E\x0D\x0D\x0E\x0D\x0C\x0D\x0D\x0C\x0B\x0D\x0E\x0C\x0A\x0D\x0E\x0D\x0D\x16\x0C\x0E\x0D\x0D\x0A\x0C\x0D\x17\x0A\x14\x0C\x0C\x0C\x0C\x0C\x0E\x0F\x0F\x0F\x10\x0F\x0C\x0B\x0D\x0E\x0D\x0D\x0E\x0E\x0D\x0D\x0D\x0C\x0D\x18\x19\x1A\x1B\x1C\x1D\x1E\x1F\x20\x20\x21\x22\x22\x1F\x20\x20\x23\x24\x25\x26\x0E\x0E\x0D\x27\x26\x0A\x0A\x0A\x0A\x0B\x0B\x0B\x28\x0C\x0C\x0C\x0C\x0C\x0F\x0F\x10\x0C\x0C\x0C\x0E\x0E\x0C\x0C\x0C\x0C\x0E\x0E\x0F\x0C\x0F\x1F\x29\x2A\x2B\x2C\x2C\x2D\x2E\x2F\x30\x31\x31\x32\x33\x34\x35\x36\x37\x38\x39\x0D\x0D\x0D\x0D\x0E\x0E\x0D\x0D\x0D\x0E\x0D\x0D\x0D\x0D\x0D\x0C\x0C\x0E\x0E\x0E\x0E\x0E\x0F\x0E\x0E\x0E\x0E\x3A\x0D\x0D\x0D\x0D\x0D\x0D\x0D\x0D\x0C\x0E\x0C\x0C\x0D\x0D\x0C\x31\x0A\x0A\x26\x0D\x0E\x0C\x0E\x0C\x0C\x0C\x0C\x26\x0F\x10\x10\x11\x0E\x0F\x0E\x0E\x0F\x10\x10\x10\x11\x12\x11\x0C\x26", self.opcode_token & 2047) if self.opcode_token & 2047 < 236 else 10)
            if _on == 10:
                pass
                self.body._fetch_instances()
            elif _on == 11:
                pass
                self.body._fetch_instances()
            elif _on == 12:
                pass
                self.body._fetch_instances()
            elif _on == 13:
                pass
                self.body._fetch_instances()
            elif _on == 14:
                pass
                self.body._fetch_instances()
            elif _on == 15:
                pass
                self.body._fetch_instances()
            elif _on == 16:
                pass
                self.body._fetch_instances()
            elif _on == 17:
                pass
                self.body._fetch_instances()
            elif _on == 18:
                pass
                self.body._fetch_instances()
            elif _on == 20:
                pass
                self.body._fetch_instances()
            elif _on == 21:
                pass
                self.body._fetch_instances()
            elif _on == 22:
                pass
                self.body._fetch_instances()
            elif _on == 23:
                pass
                self.body._fetch_instances()
            elif _on == 24:
                pass
                self.body._fetch_instances()
            elif _on == 25:
                pass
                self.body._fetch_instances()
            elif _on == 26:
                pass
                self.body._fetch_instances()
            elif _on == 27:
                pass
                self.body._fetch_instances()
            elif _on == 28:
                pass
                self.body._fetch_instances()
            elif _on == 29:
                pass
                self.body._fetch_instances()
            elif _on == 30:
                pass
                self.body._fetch_instances()
            elif _on == 31:
                pass
                self.body._fetch_instances()
            elif _on == 32:
                pass
                self.body._fetch_instances()
            elif _on == 33:
                pass
                self.body._fetch_instances()
            elif _on == 34:
                pass
                self.body._fetch_instances()
            elif _on == 35:
                pass
                self.body._fetch_instances()
            elif _on == 36:
                pass
                self.body._fetch_instances()
            elif _on == 37:
                pass
                self.body._fetch_instances()
            elif _on == 38:
                pass
                self.body._fetch_instances()
            elif _on == 39:
                pass
                self.body._fetch_instances()
            elif _on == 40:
                pass
                self.body._fetch_instances()
            elif _on == 41:
                pass
                self.body._fetch_instances()
            elif _on == 42:
                pass
                self.body._fetch_instances()
            elif _on == 43:
                pass
                self.body._fetch_instances()
            elif _on == 44:
                pass
                self.body._fetch_instances()
            elif _on == 45:
                pass
                self.body._fetch_instances()
            elif _on == 46:
                pass
                self.body._fetch_instances()
            elif _on == 47:
                pass
                self.body._fetch_instances()
            elif _on == 48:
                pass
                self.body._fetch_instances()
            elif _on == 49:
                pass
                self.body._fetch_instances()
            elif _on == 50:
                pass
                self.body._fetch_instances()
            elif _on == 51:
                pass
                self.body._fetch_instances()
            elif _on == 52:
                pass
                self.body._fetch_instances()
            elif _on == 53:
                pass
                self.body._fetch_instances()
            elif _on == 54:
                pass
                self.body._fetch_instances()
            elif _on == 55:
                pass
                self.body._fetch_instances()
            elif _on == 56:
                pass
                self.body._fetch_instances()
            elif _on == 57:
                pass
                self.body._fetch_instances()
            elif _on == 58:
                pass
                self.body._fetch_instances()
            else:
                pass

        @property
        def custom_data_class(self):
            """What the custom-data block holds."""
            if hasattr(self, '_m_custom_data_class'):
                return self._m_custom_data_class

            if self.is_custom_data:
                pass
                self._m_custom_data_class = KaitaiStream.resolve_enum(DxcontainerShader.CustomDataClass, self.opcode_token >> 11)

            return getattr(self, '_m_custom_data_class', None)

        @property
        def has_extended_opcodes(self):
            """Extended opcode tokens follow the opcode token."""
            if hasattr(self, '_m_has_extended_opcodes'):
                return self._m_has_extended_opcodes

            self._m_has_extended_opcodes =  ((self.opcode_token >> 31 == 1) and (self.opcode_token & 2047 != 53) and (self.opcode_token & 2047 != 145) and (self.opcode_token & 2047 != 146)) 
            return getattr(self, '_m_has_extended_opcodes', None)

        @property
        def has_len_long(self):
            """The extended bit of these two declarations announces a length token, not extended opcodes."""
            if hasattr(self, '_m_has_len_long'):
                return self._m_has_len_long

            self._m_has_len_long =  ((self.opcode_token >> 31 == 1) and ( ((self.opcode_token & 2047 == 145) or (self.opcode_token & 2047 == 146)) )) 
            return getattr(self, '_m_has_len_long', None)

        @property
        def is_custom_data(self):
            """A custom-data block (its length is in the second token)."""
            if hasattr(self, '_m_is_custom_data'):
                return self._m_is_custom_data

            self._m_is_custom_data = self.opcode_token & 2047 == 53
            return getattr(self, '_m_is_custom_data', None)

        @property
        def is_extended(self):
            """Bit 31 of the opcode token (meaningless for custom data, where it belongs to the class)."""
            if hasattr(self, '_m_is_extended'):
                return self._m_is_extended

            self._m_is_extended = self.opcode_token >> 31 == 1
            return getattr(self, '_m_is_extended', None)

        @property
        def len_body(self):
            """Bytes of the instruction's length left after the opcode token, the
            length token and the extended opcode tokens (none when the opcode
            token fails its check, as for `num_header_tokens`): `len_instruction
            - num_header_tokens` words, computed from the fields themselves.
            """
            if hasattr(self, '_m_len_body'):
                return self._m_len_body

            if  ((self.opcode_token & 2047 == 53) or (self.opcode_token >> 24 & 127 != 0) or ( ((self.opcode_token >> 31 == 1) and ( ((self.opcode_token & 2047 == 145) or (self.opcode_token & 2047 == 146)) )) )) :
                pass
                self._m_len_body = (self.len_custom_data - 2 if self.opcode_token & 2047 == 53 else ((self.opcode_token >> 24 & 127) - 1 if self.opcode_token >> 31 == 0 else (self.len_long - 2 if  ((self.opcode_token & 2047 == 145) or (self.opcode_token & 2047 == 146))  else ((self.opcode_token >> 24 & 127) - 1) - len(self.extended_opcodes)))) * 4

            return getattr(self, '_m_len_body', None)

        @property
        def len_instruction(self):
            """Length of the whole instruction in tokens."""
            if hasattr(self, '_m_len_instruction'):
                return self._m_len_instruction

            self._m_len_instruction = (self.len_custom_data if self.is_custom_data else (self.len_long if self.has_len_long else self.len_short))
            return getattr(self, '_m_len_instruction', None)

        @property
        def len_short(self):
            """The instruction's length in tokens as bits 24-30 of the opcode token give it (unused by custom data and by long-length declarations)."""
            if hasattr(self, '_m_len_short'):
                return self._m_len_short

            self._m_len_short = self.opcode_token >> 24 & 127
            return getattr(self, '_m_len_short', None)

        @property
        def num_header_tokens(self):
            """Tokens before the body. None when the opcode token fails its check
            (the Web IDE shows such a half-read instruction, which has no
            extended opcode tokens to count).
            """
            if hasattr(self, '_m_num_header_tokens'):
                return self._m_num_header_tokens

            if  ((self.is_custom_data) or (self.has_len_long) or (self.len_short != 0)) :
                pass
                self._m_num_header_tokens = (1 + (1 if  ((self.is_custom_data) or (self.has_len_long))  else 0)) + (len(self.extended_opcodes) if self.has_extended_opcodes else 0)

            return getattr(self, '_m_num_header_tokens', None)

        @property
        def opcode(self):
            """Bits 0-10 of the opcode token: the operation or declaration, which decides the layout of the body."""
            if hasattr(self, '_m_opcode'):
                return self._m_opcode

            self._m_opcode = KaitaiStream.resolve_enum(DxcontainerShader.OpcodeType, self.opcode_token & 2047)
            return getattr(self, '_m_opcode', None)


    class InstructionBody(KaitaiStruct):
        """An ordinary instruction: its operands, destination(s) first. Bit 13
        of the opcode token is saturate, bits 19-22 the precise mask.
        
        .. seealso::
           CShaderCodeParser::ParseInstruction - https://github.com/microsoft/DirectXShaderCompiler/blob/main/projects/dxilconv/lib/ShaderBinary/ShaderBinary.cpp
        """
        def __init__(self, num_operands, _io, _parent=None, _root=None):
            super(DxcontainerShader.InstructionBody, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self.num_operands = num_operands
            self._read()

        def _read(self):
            self.operands = []
            for i in range(self.num_operands):
                self.operands.append(DxcontainerShader.Operand(0, self._io, self, self._root))

            self.unparsed = self._io.read_bytes_full()


        def _fetch_instances(self):
            pass
            for i in range(len(self.operands)):
                pass
                self.operands[i]._fetch_instances()


        @property
        def precise_mask(self):
            """Components computed with `precise` semantics (bit 0 = x)."""
            if hasattr(self, '_m_precise_mask'):
                return self._m_precise_mask

            self._m_precise_mask = self._parent.opcode_token >> 19 & 15
            return getattr(self, '_m_precise_mask', None)

        @property
        def saturate(self):
            """Clamp the result to [0, 1] (`_sat`)."""
            if hasattr(self, '_m_saturate'):
                return self._m_saturate

            self._m_saturate = self._parent.opcode_token >> 13 & 1 == 1
            return getattr(self, '_m_saturate', None)


    class InstructionStream(KaitaiStruct):
        """The instructions of the program, in order.
        
        .. seealso::
           CShaderCodeParser::ParseInstruction - https://github.com/microsoft/DirectXShaderCompiler/blob/main/projects/dxilconv/lib/ShaderBinary/ShaderBinary.cpp
        """
        def __init__(self, _io, _parent=None, _root=None):
            super(DxcontainerShader.InstructionStream, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.instructions = []
            i = 0
            while not self._io.is_eof():
                self.instructions.append(DxcontainerShader.Instruction(self._io, self, self._root))
                i += 1



        def _fetch_instances(self):
            pass
            for i in range(len(self.instructions)):
                pass
                self.instructions[i]._fetch_instances()



    class InterfaceCallBody(KaitaiStruct):
        """`fcall fp#[...][function]`.
        
        .. seealso::
           D3D11_SB_OPCODE_INTERFACE_CALL - https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/Support/d3d12TokenizedProgramFormat.hpp
        """
        def __init__(self, _io, _parent=None, _root=None):
            super(DxcontainerShader.InterfaceCallBody, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.function_index = self._io.read_u4le()
            self.operand = DxcontainerShader.Operand(0, self._io, self, self._root)
            self.unparsed = self._io.read_bytes_full()


        def _fetch_instances(self):
            pass
            self.operand._fetch_instances()


    class InterfaceDecl(KaitaiStruct):
        """`dcl_interface fp#[array length][table length] = {ft#, ...}`.
        
        .. seealso::
           D3D11_SB_OPCODE_DCL_INTERFACE - https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/Support/d3d12TokenizedProgramFormat.hpp
        """
        def __init__(self, _io, _parent=None, _root=None):
            super(DxcontainerShader.InterfaceDecl, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.interface = self._io.read_u4le()
            self.num_table_entries = self._io.read_u4le()
            self.num_tables_and_interfaces = self._io.read_u4le()
            self.function_tables = []
            for i in range(self.num_tables):
                self.function_tables.append(self._io.read_u4le())

            self.unparsed = self._io.read_bytes_full()


        def _fetch_instances(self):
            pass
            for i in range(len(self.function_tables)):
                pass


        @property
        def dynamically_indexed(self):
            """The interface array is indexed dynamically."""
            if hasattr(self, '_m_dynamically_indexed'):
                return self._m_dynamically_indexed

            self._m_dynamically_indexed = self._parent.opcode_token >> 11 & 1 == 1
            return getattr(self, '_m_dynamically_indexed', None)

        @property
        def num_interfaces(self):
            """Number of interfaces in this array."""
            if hasattr(self, '_m_num_interfaces'):
                return self._m_num_interfaces

            self._m_num_interfaces = self.num_tables_and_interfaces >> 16
            return getattr(self, '_m_num_interfaces', None)

        @property
        def num_tables(self):
            """Number of function tables (types implementing the interface)."""
            if hasattr(self, '_m_num_tables'):
                return self._m_num_tables

            self._m_num_tables = self.num_tables_and_interfaces & 65535
            return getattr(self, '_m_num_tables', None)


    class MaxOutputVertexCountDecl(KaitaiStruct):
        """`dcl_maxout n`: the most vertices one geometry-shader invocation may emit.
        
        .. seealso::
           D3D10_SB_OPCODE_DCL_MAX_OUTPUT_VERTEX_COUNT - https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/Support/d3d12TokenizedProgramFormat.hpp
        """
        def __init__(self, _io, _parent=None, _root=None):
            super(DxcontainerShader.MaxOutputVertexCountDecl, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.max_num_vertices = self._io.read_u4le()
            self.unparsed = self._io.read_bytes_full()


        def _fetch_instances(self):
            pass


    class NameToken(KaitaiStruct):
        """The system-value name token of a `*_siv` / `*_sgv` declaration.
        
        .. seealso::
           NameToken - https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/Support/d3d12TokenizedProgramFormat.hpp
        """
        def __init__(self, _io, _parent=None, _root=None):
            super(DxcontainerShader.NameToken, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.token = self._io.read_u4le()


        def _fetch_instances(self):
            pass

        @property
        def name(self):
            """The system value."""
            if hasattr(self, '_m_name'):
                return self._m_name

            self._m_name = KaitaiStream.resolve_enum(DxcontainerShader.SystemName, self.token & 65535)
            return getattr(self, '_m_name', None)


    class Operand(KaitaiStruct):
        """One operand: the operand token, extended operand tokens, immediate
        values (literal operands) and the indices, in that order. Relative
        indices are operands themselves; `depth` bounds their nesting. The
        selection instances test the token's low four bits (component count
        and selection mode) directly: `(token & 0xf) == 0x2` is four
        components with a mask, `0x6` with a swizzle, `0xa` with one
        component selected (a test of the enum instances decodes slower).
        The fields' conditions and counts test the token's bits themselves
        too, not `is_extended`, `num_immediate_dwords` and `index_dimension`:
        each instance read is a call, and every operand reads them
        (immediates are operand types 4 and 5 with one or four components).
        The index count is written `(token & 0x300000) >> 20`, a shift last:
        the JavaScript target prints a count inline in its loop's `i < ...`
        test, where a `&` last would bind after the `<`.
        The indices come as plain numbers (`immediate_indices`) when all are
        immediate 32-bit values, and as `operand_index` objects (`indices`)
        only when one is relative or 64-bit: an object per index was a third
        of the structures a decoded program holds, 16% of all its objects the
        collector tracks (lists and streams too). (One list of numbers and
        objects, a switch on each index's representation, is what the C++
        target cannot compile.)
        
        .. seealso::
           OperandToken0 - https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/Support/d3d12TokenizedProgramFormat.hpp
        """
        def __init__(self, depth, _io, _parent=None, _root=None):
            super(DxcontainerShader.Operand, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self.depth = depth
            self._read()

        def _read(self):
            self.token = self._io.read_u4le()
            if not self.token >= (0 if  ((self.depth <= 4) and (((self.token >> 22 & (self.token >> 21 | self.token >> 20)) & 292) & (1 << 3 * (self.token >> 20 & 3)) - 1 == 0))  else 4294967296):
                raise kaitaistruct.ValidationLessThanError((0 if  ((self.depth <= 4) and (((self.token >> 22 & (self.token >> 21 | self.token >> 20)) & 292) & (1 << 3 * (self.token >> 20 & 3)) - 1 == 0))  else 4294967296), self.token, self._io, u"/types/operand/seq/0")
            if self.token >> 31 == 1:
                pass
                self.extended_tokens = []
                i = 0
                while True:
                    _ = DxcontainerShader.ExtendedOperand(self._io, self, self._root)
                    self.extended_tokens.append(_)
                    if (not (_.has_next)):
                        break
                    i += 1

            if  ((self.token >> 12 & 254 == 4) and ( ((self.token & 3 == 1) or (self.token & 3 == 2)) )) :
                pass
                self.immediate_values = []
                for i in range(self.num_immediate_dwords):
                    self.immediate_values.append(self._io.read_u4le())


            if self.token >> 22 & (1 << 3 * (self.token >> 20 & 3)) - 1 == 0:
                pass
                self.immediate_indices = []
                for i in range((self.token & 3145728) >> 20):
                    self.immediate_indices.append(self._io.read_u4le())


            if self.token >> 22 & (1 << 3 * (self.token >> 20 & 3)) - 1 != 0:
                pass
                self.indices = []
                for i in range((self.token & 3145728) >> 20):
                    self.indices.append(DxcontainerShader.OperandIndex(self.token >> 22 + 3 * i & 7, self.depth, self._io, self, self._root))




        def _fetch_instances(self):
            pass
            if self.token >> 31 == 1:
                pass
                for i in range(len(self.extended_tokens)):
                    pass
                    self.extended_tokens[i]._fetch_instances()


            if  ((self.token >> 12 & 254 == 4) and ( ((self.token & 3 == 1) or (self.token & 3 == 2)) )) :
                pass
                for i in range(len(self.immediate_values)):
                    pass


            if self.token >> 22 & (1 << 3 * (self.token >> 20 & 3)) - 1 == 0:
                pass
                for i in range(len(self.immediate_indices)):
                    pass


            if self.token >> 22 & (1 << 3 * (self.token >> 20 & 3)) - 1 != 0:
                pass
                for i in range(len(self.indices)):
                    pass
                    self.indices[i]._fetch_instances()



        @property
        def component_mask(self):
            """Write / read mask, bit 0 = x ... bit 3 = w."""
            if hasattr(self, '_m_component_mask'):
                return self._m_component_mask

            if self.token & 15 == 2:
                pass
                self._m_component_mask = self.token >> 4 & 15

            return getattr(self, '_m_component_mask', None)

        @property
        def index_dimension(self):
            """Number of indices that follow (0-3)."""
            if hasattr(self, '_m_index_dimension'):
                return self._m_index_dimension

            self._m_index_dimension = self.token >> 20 & 3
            return getattr(self, '_m_index_dimension', None)

        @property
        def is_extended(self):
            """Extended operand tokens follow."""
            if hasattr(self, '_m_is_extended'):
                return self._m_is_extended

            self._m_is_extended = self.token >> 31 == 1
            return getattr(self, '_m_is_extended', None)

        @property
        def num_components(self):
            """How many components the operand has."""
            if hasattr(self, '_m_num_components'):
                return self._m_num_components

            self._m_num_components = KaitaiStream.resolve_enum(DxcontainerShader.NumComponents, self.token & 3)
            return getattr(self, '_m_num_components', None)

        @property
        def num_immediate_dwords(self):
            """Number of 32-bit words of immediate data."""
            if hasattr(self, '_m_num_immediate_dwords'):
                return self._m_num_immediate_dwords

            self._m_num_immediate_dwords = ((1 if self.token & 3 == 1 else (4 if self.token & 3 == 2 else 0)) if self.token >> 12 & 255 == 4 else ((2 if self.token & 3 == 1 else (4 if self.token & 3 == 2 else 0)) if self.token >> 12 & 255 == 5 else 0))
            return getattr(self, '_m_num_immediate_dwords', None)

        @property
        def operand_type(self):
            """The register file (temp, input, constant buffer, immediate, ...)."""
            if hasattr(self, '_m_operand_type'):
                return self._m_operand_type

            self._m_operand_type = KaitaiStream.resolve_enum(DxcontainerShader.OperandType, self.token >> 12 & 255)
            return getattr(self, '_m_operand_type', None)

        @property
        def selected_component(self):
            """The component (x, y, z or w) a `select_1` operand reads."""
            if hasattr(self, '_m_selected_component'):
                return self._m_selected_component

            if self.token & 15 == 10:
                pass
                self._m_selected_component = KaitaiStream.resolve_enum(DxcontainerShader.ComponentName, self.token >> 4 & 3)

            return getattr(self, '_m_selected_component', None)

        @property
        def selection_mode(self):
            """How components of a 4-component operand are selected."""
            if hasattr(self, '_m_selection_mode'):
                return self._m_selection_mode

            if self.token & 3 == 2:
                pass
                self._m_selection_mode = KaitaiStream.resolve_enum(DxcontainerShader.SelectionMode, self.token >> 2 & 3)

            return getattr(self, '_m_selection_mode', None)

        @property
        def swizzle(self):
            """Source component for x, y, z, w, two bits each (x in the low bits)."""
            if hasattr(self, '_m_swizzle'):
                return self._m_swizzle

            if self.token & 15 == 6:
                pass
                self._m_swizzle = self.token >> 4 & 255

            return getattr(self, '_m_swizzle', None)

        @property
        def swizzle_w(self):
            """Source component read into w."""
            if hasattr(self, '_m_swizzle_w'):
                return self._m_swizzle_w

            if self.token & 15 == 6:
                pass
                self._m_swizzle_w = KaitaiStream.resolve_enum(DxcontainerShader.ComponentName, self.token >> 10 & 3)

            return getattr(self, '_m_swizzle_w', None)

        @property
        def swizzle_x(self):
            """Source component read into x."""
            if hasattr(self, '_m_swizzle_x'):
                return self._m_swizzle_x

            if self.token & 15 == 6:
                pass
                self._m_swizzle_x = KaitaiStream.resolve_enum(DxcontainerShader.ComponentName, self.token >> 4 & 3)

            return getattr(self, '_m_swizzle_x', None)

        @property
        def swizzle_y(self):
            """Source component read into y."""
            if hasattr(self, '_m_swizzle_y'):
                return self._m_swizzle_y

            if self.token & 15 == 6:
                pass
                self._m_swizzle_y = KaitaiStream.resolve_enum(DxcontainerShader.ComponentName, self.token >> 6 & 3)

            return getattr(self, '_m_swizzle_y', None)

        @property
        def swizzle_z(self):
            """Source component read into z."""
            if hasattr(self, '_m_swizzle_z'):
                return self._m_swizzle_z

            if self.token & 15 == 6:
                pass
                self._m_swizzle_z = KaitaiStream.resolve_enum(DxcontainerShader.ComponentName, self.token >> 8 & 3)

            return getattr(self, '_m_swizzle_z', None)


    class OperandDecl(KaitaiStruct):
        """`dcl_input`, `dcl_output`, `dcl_stream`: one operand.
        
        .. seealso::
           D3D10_SB_OPCODE_DCL_INPUT - https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/Support/d3d12TokenizedProgramFormat.hpp
        """
        def __init__(self, _io, _parent=None, _root=None):
            super(DxcontainerShader.OperandDecl, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.operand = DxcontainerShader.Operand(0, self._io, self, self._root)
            self.unparsed = self._io.read_bytes_full()


        def _fetch_instances(self):
            pass
            self.operand._fetch_instances()


    class OperandIndex(KaitaiStruct):
        """One index of an operand.
        
        .. seealso::
           D3D10_SB_OPERAND_INDEX_REPRESENTATION - https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/Support/d3d12TokenizedProgramFormat.hpp
        """
        def __init__(self, representation, depth, _io, _parent=None, _root=None):
            super(DxcontainerShader.OperandIndex, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self.representation = representation
            self.depth = depth
            self._read()

        def _read(self):
            if self.representation % 3 == 0:
                pass
                self.immediate32 = self._io.read_u4le()

            if self.representation % 3 == 1:
                pass
                self.immediate64_hi = self._io.read_u4le()

            if self.representation % 3 == 1:
                pass
                self.immediate64_lo = self._io.read_u4le()

            if self.representation >= 2:
                pass
                self.relative = DxcontainerShader.Operand(self.depth + 1, self._io, self, self._root)



        def _fetch_instances(self):
            pass
            if self.representation % 3 == 0:
                pass

            if self.representation % 3 == 1:
                pass

            if self.representation % 3 == 1:
                pass

            if self.representation >= 2:
                pass
                self.relative._fetch_instances()


        @property
        def kind(self):
            """How the index is given."""
            if hasattr(self, '_m_kind'):
                return self._m_kind

            self._m_kind = KaitaiStream.resolve_enum(DxcontainerShader.IndexRepresentation, self.representation)
            return getattr(self, '_m_kind', None)


    class OperandList(KaitaiStruct):
        """A sequence of operands filling its substream.
        
        .. seealso::
           CShaderCodeParser::ParseOperandAt - https://github.com/microsoft/DirectXShaderCompiler/blob/main/projects/dxilconv/include/ShaderBinary/ShaderBinary.h
        """
        def __init__(self, _io, _parent=None, _root=None):
            super(DxcontainerShader.OperandList, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.operands = []
            i = 0
            while not self._io.is_eof():
                self.operands.append(DxcontainerShader.Operand(0, self._io, self, self._root))
                i += 1



        def _fetch_instances(self):
            pass
            for i in range(len(self.operands)):
                pass
                self.operands[i]._fetch_instances()



    class OperandNameDecl(KaitaiStruct):
        """`dcl_input_sgv`, `dcl_input_siv`, `dcl_output_sgv`, `dcl_output_siv`: register and system value.
        
        .. seealso::
           D3D10_SB_OPCODE_DCL_INPUT_SIV - https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/Support/d3d12TokenizedProgramFormat.hpp
        """
        def __init__(self, _io, _parent=None, _root=None):
            super(DxcontainerShader.OperandNameDecl, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.operand = DxcontainerShader.Operand(0, self._io, self, self._root)
            self.name = DxcontainerShader.NameToken(self._io, self, self._root)
            self.unparsed = self._io.read_bytes_full()


        def _fetch_instances(self):
            pass
            self.operand._fetch_instances()
            self.name._fetch_instances()


    class ResinfoBody(KaitaiStruct):
        """`resinfo`: destination, mip level, resource.
        
        .. seealso::
           CShaderCodeParser::ParseInstruction - https://github.com/microsoft/DirectXShaderCompiler/blob/main/projects/dxilconv/lib/ShaderBinary/ShaderBinary.cpp
        """
        def __init__(self, num_operands, _io, _parent=None, _root=None):
            super(DxcontainerShader.ResinfoBody, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self.num_operands = num_operands
            self._read()

        def _read(self):
            self.operands = []
            for i in range(self.num_operands):
                self.operands.append(DxcontainerShader.Operand(0, self._io, self, self._root))

            self.unparsed = self._io.read_bytes_full()


        def _fetch_instances(self):
            pass
            for i in range(len(self.operands)):
                pass
                self.operands[i]._fetch_instances()


        @property
        def return_type(self):
            """How the dimensions are returned (float, reciprocal float, uint)."""
            if hasattr(self, '_m_return_type'):
                return self._m_return_type

            self._m_return_type = KaitaiStream.resolve_enum(DxcontainerShader.ResinfoReturnType, self._parent.opcode_token >> 11 & 3)
            return getattr(self, '_m_return_type', None)

        @property
        def saturate(self):
            """Clamp the result to [0, 1]."""
            if hasattr(self, '_m_saturate'):
                return self._m_saturate

            self._m_saturate = self._parent.opcode_token >> 13 & 1 == 1
            return getattr(self, '_m_saturate', None)


    class ResourceDecl(KaitaiStruct):
        """`dcl_resource`: a typed shader resource (t#).
        
        .. seealso::
           D3D10_SB_OPCODE_DCL_RESOURCE - https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/Support/d3d12TokenizedProgramFormat.hpp
        """
        def __init__(self, _io, _parent=None, _root=None):
            super(DxcontainerShader.ResourceDecl, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.operand = DxcontainerShader.Operand(0, self._io, self, self._root)
            self.return_type = DxcontainerShader.ResourceReturnType(self._io, self, self._root)
            if self._root.is_sm51:
                pass
                self.space = self._io.read_u4le()

            self.unparsed = self._io.read_bytes_full()


        def _fetch_instances(self):
            pass
            self.operand._fetch_instances()
            self.return_type._fetch_instances()
            if self._root.is_sm51:
                pass


        @property
        def dimension(self):
            """Resource dimension."""
            if hasattr(self, '_m_dimension'):
                return self._m_dimension

            self._m_dimension = KaitaiStream.resolve_enum(DxcontainerShader.ResourceDimension, self._parent.opcode_token >> 11 & 31)
            return getattr(self, '_m_dimension', None)

        @property
        def num_samples(self):
            """Sample count of a multisampled texture (0 otherwise)."""
            if hasattr(self, '_m_num_samples'):
                return self._m_num_samples

            self._m_num_samples = self._parent.opcode_token >> 16 & 127
            return getattr(self, '_m_num_samples', None)


    class ResourceRawDecl(KaitaiStruct):
        """`dcl_resource_raw`.
        
        .. seealso::
           D3D11_SB_OPCODE_DCL_RESOURCE_RAW - https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/Support/d3d12TokenizedProgramFormat.hpp
        """
        def __init__(self, _io, _parent=None, _root=None):
            super(DxcontainerShader.ResourceRawDecl, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.operand = DxcontainerShader.Operand(0, self._io, self, self._root)
            if self._root.is_sm51:
                pass
                self.space = self._io.read_u4le()

            self.unparsed = self._io.read_bytes_full()


        def _fetch_instances(self):
            pass
            self.operand._fetch_instances()
            if self._root.is_sm51:
                pass



    class ResourceReturnType(KaitaiStruct):
        """The return-type token of a typed resource or UAV declaration.
        
        .. seealso::
           ResourceReturnTypeToken - https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/Support/d3d12TokenizedProgramFormat.hpp
        """
        def __init__(self, _io, _parent=None, _root=None):
            super(DxcontainerShader.ResourceReturnType, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.token = self._io.read_u4le()


        def _fetch_instances(self):
            pass

        @property
        def w(self):
            """Return type of component w."""
            if hasattr(self, '_m_w'):
                return self._m_w

            self._m_w = KaitaiStream.resolve_enum(DxcontainerShader.ReturnType, self.token >> 12 & 15)
            return getattr(self, '_m_w', None)

        @property
        def x(self):
            """Return type of component x."""
            if hasattr(self, '_m_x'):
                return self._m_x

            self._m_x = KaitaiStream.resolve_enum(DxcontainerShader.ReturnType, self.token & 15)
            return getattr(self, '_m_x', None)

        @property
        def y(self):
            """Return type of component y."""
            if hasattr(self, '_m_y'):
                return self._m_y

            self._m_y = KaitaiStream.resolve_enum(DxcontainerShader.ReturnType, self.token >> 4 & 15)
            return getattr(self, '_m_y', None)

        @property
        def z(self):
            """Return type of component z."""
            if hasattr(self, '_m_z'):
                return self._m_z

            self._m_z = KaitaiStream.resolve_enum(DxcontainerShader.ReturnType, self.token >> 8 & 15)
            return getattr(self, '_m_z', None)


    class ResourceStructuredDecl(KaitaiStruct):
        """`dcl_resource_structured`.
        
        .. seealso::
           D3D11_SB_OPCODE_DCL_RESOURCE_STRUCTURED - https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/Support/d3d12TokenizedProgramFormat.hpp
        """
        def __init__(self, _io, _parent=None, _root=None):
            super(DxcontainerShader.ResourceStructuredDecl, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.operand = DxcontainerShader.Operand(0, self._io, self, self._root)
            self.stride = self._io.read_u4le()
            if self._root.is_sm51:
                pass
                self.space = self._io.read_u4le()

            self.unparsed = self._io.read_bytes_full()


        def _fetch_instances(self):
            pass
            self.operand._fetch_instances()
            if self._root.is_sm51:
                pass



    class SampleInfoBody(KaitaiStruct):
        """`sample_info`: destination and resource.
        
        .. seealso::
           CShaderCodeParser::ParseInstruction - https://github.com/microsoft/DirectXShaderCompiler/blob/main/projects/dxilconv/lib/ShaderBinary/ShaderBinary.cpp
        """
        def __init__(self, num_operands, _io, _parent=None, _root=None):
            super(DxcontainerShader.SampleInfoBody, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self.num_operands = num_operands
            self._read()

        def _read(self):
            self.operands = []
            for i in range(self.num_operands):
                self.operands.append(DxcontainerShader.Operand(0, self._io, self, self._root))

            self.unparsed = self._io.read_bytes_full()


        def _fetch_instances(self):
            pass
            for i in range(len(self.operands)):
                pass
                self.operands[i]._fetch_instances()


        @property
        def return_type(self):
            """Float or uint result."""
            if hasattr(self, '_m_return_type'):
                return self._m_return_type

            self._m_return_type = KaitaiStream.resolve_enum(DxcontainerShader.InstructionReturnType, self._parent.opcode_token >> 11 & 3)
            return getattr(self, '_m_return_type', None)

        @property
        def saturate(self):
            """Clamp the result to [0, 1]."""
            if hasattr(self, '_m_saturate'):
                return self._m_saturate

            self._m_saturate = self._parent.opcode_token >> 13 & 1 == 1
            return getattr(self, '_m_saturate', None)


    class SamplerDecl(KaitaiStruct):
        """`dcl_sampler`.
        
        .. seealso::
           D3D10_SB_OPCODE_DCL_SAMPLER - https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/Support/d3d12TokenizedProgramFormat.hpp
        """
        def __init__(self, _io, _parent=None, _root=None):
            super(DxcontainerShader.SamplerDecl, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.operand = DxcontainerShader.Operand(0, self._io, self, self._root)
            if self._root.is_sm51:
                pass
                self.space = self._io.read_u4le()

            self.unparsed = self._io.read_bytes_full()


        def _fetch_instances(self):
            pass
            self.operand._fetch_instances()
            if self._root.is_sm51:
                pass


        @property
        def mode(self):
            """Kind of sampler declared: default, comparison (used by the *_c sample instructions) or mono."""
            if hasattr(self, '_m_mode'):
                return self._m_mode

            self._m_mode = KaitaiStream.resolve_enum(DxcontainerShader.SamplerMode, self._parent.opcode_token >> 11 & 15)
            return getattr(self, '_m_mode', None)


    class ShaderMessage(KaitaiStruct):
        """A shader message (`printf` / `errorf` in debug shaders): message kind,
        format style, operands and the format string.
        
        .. seealso::
           D3D11_SB_CUSTOMDATA_SHADER_MESSAGE - https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/Support/d3d12TokenizedProgramFormat.hpp
        """
        def __init__(self, _io, _parent=None, _root=None):
            super(DxcontainerShader.ShaderMessage, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.message_id = KaitaiStream.resolve_enum(DxcontainerShader.ShaderMessageId, self._io.read_u4le())
            self.format = KaitaiStream.resolve_enum(DxcontainerShader.ShaderMessageFormat, self._io.read_u4le())
            self.len_text = self._io.read_u4le()
            if not self.len_text <= 2147483647:
                raise kaitaistruct.ValidationGreaterThanError(2147483647, self.len_text, self._io, u"/types/shader_message/seq/2")
            self.num_operands = self._io.read_u4le()
            self.len_operands = self._io.read_u4le()
            if not self.len_operands <= 536870911:
                raise kaitaistruct.ValidationGreaterThanError(536870911, self.len_operands, self._io, u"/types/shader_message/seq/4")
            self._raw_operands = self._io.read_bytes(self.len_operands * 4)
            _io__raw_operands = KaitaiStream(BytesIO(self._raw_operands))
            self.operands = DxcontainerShader.OperandList(_io__raw_operands, self, self._root)
            self.text = (self._io.read_bytes(self.len_text)).decode(u"ISO-8859-1")
            self.padding = self._io.read_bytes_full()


        def _fetch_instances(self):
            pass
            self.operands._fetch_instances()


    class SyncBody(KaitaiStruct):
        """`sync`: a barrier; its flags are in the opcode token.
        
        .. seealso::
           D3D11_SB_SYNC_FLAGS_MASK - https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/Support/d3d12TokenizedProgramFormat.hpp
        """
        def __init__(self, _io, _parent=None, _root=None):
            super(DxcontainerShader.SyncBody, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.unparsed = self._io.read_bytes_full()


        def _fetch_instances(self):
            pass

        @property
        def thread_group_shared_memory(self):
            """Group-shared memory fence (`_g`)."""
            if hasattr(self, '_m_thread_group_shared_memory'):
                return self._m_thread_group_shared_memory

            self._m_thread_group_shared_memory = self._parent.opcode_token >> 12 & 1 == 1
            return getattr(self, '_m_thread_group_shared_memory', None)

        @property
        def threads_in_group(self):
            """Synchronize the threads of the group (`_t`)."""
            if hasattr(self, '_m_threads_in_group'):
                return self._m_threads_in_group

            self._m_threads_in_group = self._parent.opcode_token >> 11 & 1 == 1
            return getattr(self, '_m_threads_in_group', None)

        @property
        def uav_memory_global(self):
            """UAV memory fence, global scope (`_uglobal`)."""
            if hasattr(self, '_m_uav_memory_global'):
                return self._m_uav_memory_global

            self._m_uav_memory_global = self._parent.opcode_token >> 14 & 1 == 1
            return getattr(self, '_m_uav_memory_global', None)

        @property
        def uav_memory_group(self):
            """UAV memory fence, group scope (`_ugroup`)."""
            if hasattr(self, '_m_uav_memory_group'):
                return self._m_uav_memory_group

            self._m_uav_memory_group = self._parent.opcode_token >> 13 & 1 == 1
            return getattr(self, '_m_uav_memory_group', None)


    class TempsDecl(KaitaiStruct):
        """`dcl_temps`: r0 ... r(num_temps - 1).
        
        .. seealso::
           D3D10_SB_OPCODE_DCL_TEMPS - https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/Support/d3d12TokenizedProgramFormat.hpp
        """
        def __init__(self, _io, _parent=None, _root=None):
            super(DxcontainerShader.TempsDecl, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.num_temps = self._io.read_u4le()
            self.unparsed = self._io.read_bytes_full()


        def _fetch_instances(self):
            pass


    class TessDomainDecl(KaitaiStruct):
        """`dcl_tessellator_domain`.
        
        .. seealso::
           D3D11_SB_OPCODE_DCL_TESS_DOMAIN - https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/Support/d3d12TokenizedProgramFormat.hpp
        """
        def __init__(self, _io, _parent=None, _root=None):
            super(DxcontainerShader.TessDomainDecl, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.unparsed = self._io.read_bytes_full()


        def _fetch_instances(self):
            pass

        @property
        def domain(self):
            """Patch domain the tessellator works on: isoline, triangle or quad."""
            if hasattr(self, '_m_domain'):
                return self._m_domain

            self._m_domain = KaitaiStream.resolve_enum(DxcontainerShader.TessellatorDomain, self._parent.opcode_token >> 11 & 3)
            return getattr(self, '_m_domain', None)


    class TessOutputPrimitiveDecl(KaitaiStruct):
        """`dcl_tessellator_output_primitive`.
        
        .. seealso::
           D3D11_SB_OPCODE_DCL_TESS_OUTPUT_PRIMITIVE - https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/Support/d3d12TokenizedProgramFormat.hpp
        """
        def __init__(self, _io, _parent=None, _root=None):
            super(DxcontainerShader.TessOutputPrimitiveDecl, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.unparsed = self._io.read_bytes_full()


        def _fetch_instances(self):
            pass

        @property
        def output_primitive(self):
            """Primitives the tessellator emits: points, lines, or triangles wound clockwise or counter-clockwise."""
            if hasattr(self, '_m_output_primitive'):
                return self._m_output_primitive

            self._m_output_primitive = KaitaiStream.resolve_enum(DxcontainerShader.TessellatorOutputPrimitive, self._parent.opcode_token >> 11 & 7)
            return getattr(self, '_m_output_primitive', None)


    class TessPartitioningDecl(KaitaiStruct):
        """`dcl_tessellator_partitioning`.
        
        .. seealso::
           D3D11_SB_OPCODE_DCL_TESS_PARTITIONING - https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/Support/d3d12TokenizedProgramFormat.hpp
        """
        def __init__(self, _io, _parent=None, _root=None):
            super(DxcontainerShader.TessPartitioningDecl, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.unparsed = self._io.read_bytes_full()


        def _fetch_instances(self):
            pass

        @property
        def partitioning(self):
            """How the tessellator splits edges: integer, power of two, fractional odd or fractional even."""
            if hasattr(self, '_m_partitioning'):
                return self._m_partitioning

            self._m_partitioning = KaitaiStream.resolve_enum(DxcontainerShader.TessellatorPartitioning, self._parent.opcode_token >> 11 & 7)
            return getattr(self, '_m_partitioning', None)


    class TgsmRawDecl(KaitaiStruct):
        """`dcl_tgsm_raw g#, bytes`.
        
        .. seealso::
           D3D11_SB_OPCODE_DCL_THREAD_GROUP_SHARED_MEMORY_RAW - https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/Support/d3d12TokenizedProgramFormat.hpp
        """
        def __init__(self, _io, _parent=None, _root=None):
            super(DxcontainerShader.TgsmRawDecl, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.operand = DxcontainerShader.Operand(0, self._io, self, self._root)
            self.len_tgsm = self._io.read_u4le()
            self.unparsed = self._io.read_bytes_full()


        def _fetch_instances(self):
            pass
            self.operand._fetch_instances()


    class TgsmStructuredDecl(KaitaiStruct):
        """`dcl_tgsm_structured g#, stride, count`.
        
        .. seealso::
           D3D11_SB_OPCODE_DCL_THREAD_GROUP_SHARED_MEMORY_STRUCTURED - https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/Support/d3d12TokenizedProgramFormat.hpp
        """
        def __init__(self, _io, _parent=None, _root=None):
            super(DxcontainerShader.TgsmStructuredDecl, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.operand = DxcontainerShader.Operand(0, self._io, self, self._root)
            self.stride = self._io.read_u4le()
            self.num_structures = self._io.read_u4le()
            self.unparsed = self._io.read_bytes_full()


        def _fetch_instances(self):
            pass
            self.operand._fetch_instances()


    class ThreadGroupDecl(KaitaiStruct):
        """`dcl_thread_group x, y, z` (compute shader).
        
        .. seealso::
           D3D11_SB_OPCODE_DCL_THREAD_GROUP - https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/Support/d3d12TokenizedProgramFormat.hpp
        """
        def __init__(self, _io, _parent=None, _root=None):
            super(DxcontainerShader.ThreadGroupDecl, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.x = self._io.read_u4le()
            self.y = self._io.read_u4le()
            self.z = self._io.read_u4le()
            self.unparsed = self._io.read_bytes_full()


        def _fetch_instances(self):
            pass


    class UavRawDecl(KaitaiStruct):
        """`dcl_uav_raw`.
        
        .. seealso::
           D3D11_SB_OPCODE_DCL_UNORDERED_ACCESS_VIEW_RAW - https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/Support/d3d12TokenizedProgramFormat.hpp
        """
        def __init__(self, _io, _parent=None, _root=None):
            super(DxcontainerShader.UavRawDecl, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.operand = DxcontainerShader.Operand(0, self._io, self, self._root)
            if self._root.is_sm51:
                pass
                self.space = self._io.read_u4le()

            self.unparsed = self._io.read_bytes_full()


        def _fetch_instances(self):
            pass
            self.operand._fetch_instances()
            if self._root.is_sm51:
                pass


        @property
        def globally_coherent(self):
            """`_glc`: globally coherent."""
            if hasattr(self, '_m_globally_coherent'):
                return self._m_globally_coherent

            self._m_globally_coherent = self._parent.opcode_token >> 16 & 1 == 1
            return getattr(self, '_m_globally_coherent', None)

        @property
        def rasterizer_ordered(self):
            """`_rov`: rasterizer-ordered view."""
            if hasattr(self, '_m_rasterizer_ordered'):
                return self._m_rasterizer_ordered

            self._m_rasterizer_ordered = self._parent.opcode_token >> 17 & 1 == 1
            return getattr(self, '_m_rasterizer_ordered', None)


    class UavStructuredDecl(KaitaiStruct):
        """`dcl_uav_structured`.
        
        .. seealso::
           D3D11_SB_OPCODE_DCL_UNORDERED_ACCESS_VIEW_STRUCTURED - https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/Support/d3d12TokenizedProgramFormat.hpp
        """
        def __init__(self, _io, _parent=None, _root=None):
            super(DxcontainerShader.UavStructuredDecl, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.operand = DxcontainerShader.Operand(0, self._io, self, self._root)
            self.stride = self._io.read_u4le()
            if self._root.is_sm51:
                pass
                self.space = self._io.read_u4le()

            self.unparsed = self._io.read_bytes_full()


        def _fetch_instances(self):
            pass
            self.operand._fetch_instances()
            if self._root.is_sm51:
                pass


        @property
        def globally_coherent(self):
            """`_glc`: globally coherent."""
            if hasattr(self, '_m_globally_coherent'):
                return self._m_globally_coherent

            self._m_globally_coherent = self._parent.opcode_token >> 16 & 1 == 1
            return getattr(self, '_m_globally_coherent', None)

        @property
        def has_counter(self):
            """`_opc`: the UAV has an order-preserving counter."""
            if hasattr(self, '_m_has_counter'):
                return self._m_has_counter

            self._m_has_counter = self._parent.opcode_token >> 23 & 1 == 1
            return getattr(self, '_m_has_counter', None)

        @property
        def rasterizer_ordered(self):
            """`_rov`: rasterizer-ordered view."""
            if hasattr(self, '_m_rasterizer_ordered'):
                return self._m_rasterizer_ordered

            self._m_rasterizer_ordered = self._parent.opcode_token >> 17 & 1 == 1
            return getattr(self, '_m_rasterizer_ordered', None)


    class UavTypedDecl(KaitaiStruct):
        """`dcl_uav_typed_*`: a typed unordered access view (u#).
        
        .. seealso::
           D3D11_SB_OPCODE_DCL_UNORDERED_ACCESS_VIEW_TYPED - https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/Support/d3d12TokenizedProgramFormat.hpp
        """
        def __init__(self, _io, _parent=None, _root=None):
            super(DxcontainerShader.UavTypedDecl, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.operand = DxcontainerShader.Operand(0, self._io, self, self._root)
            self.return_type = DxcontainerShader.ResourceReturnType(self._io, self, self._root)
            if self._root.is_sm51:
                pass
                self.space = self._io.read_u4le()

            self.unparsed = self._io.read_bytes_full()


        def _fetch_instances(self):
            pass
            self.operand._fetch_instances()
            self.return_type._fetch_instances()
            if self._root.is_sm51:
                pass


        @property
        def dimension(self):
            """Resource dimension."""
            if hasattr(self, '_m_dimension'):
                return self._m_dimension

            self._m_dimension = KaitaiStream.resolve_enum(DxcontainerShader.ResourceDimension, self._parent.opcode_token >> 11 & 31)
            return getattr(self, '_m_dimension', None)

        @property
        def globally_coherent(self):
            """`_glc`: globally coherent."""
            if hasattr(self, '_m_globally_coherent'):
                return self._m_globally_coherent

            self._m_globally_coherent = self._parent.opcode_token >> 16 & 1 == 1
            return getattr(self, '_m_globally_coherent', None)

        @property
        def rasterizer_ordered(self):
            """`_rov`: rasterizer-ordered view."""
            if hasattr(self, '_m_rasterizer_ordered'):
                return self._m_rasterizer_ordered

            self._m_rasterizer_ordered = self._parent.opcode_token >> 17 & 1 == 1
            return getattr(self, '_m_rasterizer_ordered', None)


    class UnknownBody(KaitaiStruct):
        """The body of a reserved opcode, kept as it is.
        
        .. seealso::
           D3D10_SB_OPCODE_TYPE - https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/Support/d3d12TokenizedProgramFormat.hpp
        """
        def __init__(self, _io, _parent=None, _root=None):
            super(DxcontainerShader.UnknownBody, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.unparsed = self._io.read_bytes_full()


        def _fetch_instances(self):
            pass


    @property
    def is_sm51(self):
        """Shader Model 5.1 or later: resource, sampler, UAV and constant-buffer
        declarations then use 3-D operands (range ID, lower and upper bound)
        and append the register space (and, for constant buffers, the size).
        """
        if hasattr(self, '_m_is_sm51'):
            return self._m_is_sm51

        self._m_is_sm51 =  ((self.major_version > 5) or ( ((self.major_version == 5) and (self.minor_version >= 1)) )) 
        return getattr(self, '_m_is_sm51', None)

    @property
    def major_version(self):
        """Shader model major version (4 or 5)."""
        if hasattr(self, '_m_major_version'):
            return self._m_major_version

        self._m_major_version = self.version_token >> 4 & 15
        return getattr(self, '_m_major_version', None)

    @property
    def minor_version(self):
        """Shader model minor version (0 or 1)."""
        if hasattr(self, '_m_minor_version'):
            return self._m_minor_version

        self._m_minor_version = self.version_token & 15
        return getattr(self, '_m_minor_version', None)

    @property
    def program(self):
        """The instructions, decoded when first read (none when `len_dwords`
        failed its check, in a half-read part the Web IDE shows).
        """
        if hasattr(self, '_m_program'):
            return self._m_program

        if  ((self.len_dwords >= 2) and (self.len_dwords <= 536870911)) :
            pass
            _pos = self._io.pos()
            self._io.seek(8)
            self._raw__m_program = self._io.read_bytes((self.len_dwords - 2) * 4)
            _io__raw__m_program = KaitaiStream(BytesIO(self._raw__m_program))
            self._m_program = DxcontainerShader.InstructionStream(_io__raw__m_program, self, self._root)
            self._io.seek(_pos)

        return getattr(self, '_m_program', None)

    @property
    def program_type(self):
        """The shader stage (or 0xFFF0 for a function of an FXC library)."""
        if hasattr(self, '_m_program_type'):
            return self._m_program_type

        self._m_program_type = KaitaiStream.resolve_enum(DxcontainerShader.ProgramType, self.version_token >> 16)
        return getattr(self, '_m_program_type', None)

    @property
    def trailing(self):
        """Bytes of the part after the program's declared length (none in any known file)."""
        if hasattr(self, '_m_trailing'):
            return self._m_trailing

        if self.len_dwords * 4 < self._io.size():
            pass
            _pos = self._io.pos()
            self._io.seek(self.len_dwords * 4)
            self._m_trailing = self._io.read_bytes_full()
            self._io.seek(_pos)

        return getattr(self, '_m_trailing', None)


