# This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild
# type: ignore

import kaitaistruct
from kaitaistruct import KaitaiStruct, KaitaiStream, BytesIO
from enum import IntEnum


if getattr(kaitaistruct, 'API_VERSION', (0, 9)) < (0, 11):
    raise Exception("Incompatible Kaitai Struct Python API: 0.11 or later is required, but you have %s" % (kaitaistruct.__version__))

class DxcontainerLevel9(KaitaiStruct):
    """A Shader Model 2 shader that FXC compiles beside the Shader Model 4 code
    for feature-level-9 targets (`vs_4_0_level_9_1`, `ps_4_0_level_9_3`,
    `lib_4_0_level_9_1_*`...), so that Direct3D 11 can run the shader on
    Direct3D 9-class hardware. Three fourccs share this layout: `Aon9` (the
    level-9 shader), and for vertex shaders `XNAS` (XNA shader) and `XNAP`
    (XNA prepass shader, position only).
    
    A 36-byte header gives the embedded shader's version token, size and
    offset, and five (count, offset) pairs of tables that map the Shader Model
    4 resources onto Direct3D 9 registers: constant-buffer ranges onto `c`
    registers (with a per-component data conversion), cbuffer values onto
    loop `i` registers, a kind never seen in real files, samplers and
    textures onto `s` registers, and runtime-generated constants (the
    half-pixel position offset) onto `c` registers. The embedded shader is an
    ordinary Shader Model 2 token stream, decoded here instruction by
    instruction (`level9_program`). All offsets are relative to the part data.
    
    No Microsoft header describes this part; the layout is reverse-engineered
    (DXDecompiler) and checked against FXC's listings, which print the
    mapping tables before each `Level9 shader bytecode:`, `XNA shader
    bytecode:` or `XNA Prepass shader bytecode:` section.
    
    .. seealso::
       Source - https://github.com/spacehamster/DXDecompiler/tree/master/src/DXDecompiler/Chunks/Aon9
    
    
    .. seealso::
       Source - https://learn.microsoft.com/en-us/windows/win32/direct3dhlsl/dx-graphics-hlsl-sm2
    """

    class DataConversion(IntEnum):
        float = 0
        bool = 1
        int = 2
        uint = 3

    class Level9Comparison(IntEnum):
        gt = 1
        eq = 2
        ge = 3
        lt = 4
        ne = 5
        le = 6

    class Level9Opcode(IntEnum):
        nop = 0
        mov = 1
        add = 2
        sub = 3
        mad = 4
        mul = 5
        rcp = 6
        rsq = 7
        dp3 = 8
        dp4 = 9
        min = 10
        max = 11
        slt = 12
        sge = 13
        exp = 14
        log = 15
        lit = 16
        dst = 17
        lrp = 18
        frc = 19
        m4x4 = 20
        m4x3 = 21
        m3x4 = 22
        m3x3 = 23
        m3x2 = 24
        call = 25
        callnz = 26
        loop = 27
        ret = 28
        endloop = 29
        label = 30
        dcl = 31
        pow = 32
        crs = 33
        sgn = 34
        abs = 35
        nrm = 36
        sincos = 37
        rep = 38
        endrep = 39
        if_ = 40
        ifc = 41
        else_ = 42
        endif = 43
        break_ = 44
        breakc = 45
        mova = 46
        defb = 47
        defi = 48
        texcoord = 64
        texkill = 65
        texld = 66
        texbem = 67
        texbeml = 68
        texreg2ar = 69
        texreg2gb = 70
        texm3x2pad = 71
        texm3x2tex = 72
        texm3x3pad = 73
        texm3x3tex = 74
        reserved0 = 75
        texm3x3spec = 76
        texm3x3vspec = 77
        expp = 78
        logp = 79
        cnd = 80
        def_ = 81
        texreg2rgb = 82
        texdp3tex = 83
        texm3x2depth = 84
        texdp3 = 85
        texm3x3 = 86
        texdepth = 87
        cmp = 88
        bem = 89
        dp2add = 90
        dsx = 91
        dsy = 92
        texldd = 93
        setp = 94
        texldl = 95
        breakp = 96
        phase = 65533
        comment = 65534
        end = 65535

    class Level9ProgramType(IntEnum):
        library_pixel = 19536
        library_vertex = 19542
        vertex = 65534
        pixel = 65535

    class Level9RegisterType(IntEnum):
        temp = 0
        input = 1
        const_ = 2
        texture = 3
        rastout = 4
        attrout = 5
        output = 6
        constint = 7
        colorout = 8
        depthout = 9
        sampler = 10
        const2 = 11
        const3 = 12
        const4 = 13
        constbool = 14
        loop = 15
        tempfloat16 = 16
        misctype = 17
        label = 18
        predicate = 19

    class Level9SourceModifier(IntEnum):
        none = 0
        neg = 1
        bias = 2
        bias_neg = 3
        sign = 4
        sign_neg = 5
        complement = 6
        x2 = 7
        x2_neg = 8
        divide_z = 9
        divide_w = 10
        abs = 11
        abs_neg = 12
        not_ = 13

    class Level9TextureType(IntEnum):
        unknown = 0
        texture_2d = 2
        texture_cube = 3
        texture_volume = 4

    class Level9Usage(IntEnum):
        position = 0
        blendweight = 1
        blendindices = 2
        normal = 3
        psize = 4
        texcoord = 5
        tangent = 6
        binormal = 7
        tessfactor = 8
        positiont = 9
        color = 10
        fog = 11
        depth = 12
        sample = 13

    class RuntimeConstant(IntEnum):
        vertex_shader_position_offset = 0
    def __init__(self, _io, _parent=None, _root=None):
        super(DxcontainerLevel9, self).__init__(_io)
        self._parent = _parent
        self._root = _root or self
        self._read()

    def _read(self):
        self.len_part = self._io.read_u4le()
        self.shader_version = self._io.read_u4le()
        self.len_shader = self._io.read_u4le()
        if not self.len_shader <= 2147483647:
            raise kaitaistruct.ValidationGreaterThanError(2147483647, self.len_shader, self._io, u"/seq/2")
        self.ofs_shader = self._io.read_u4le()
        self.num_cbuffer_mappings = self._io.read_u2le()
        self.ofs_cbuffer_mappings = self._io.read_u2le()
        self.num_loop_register_mappings = self._io.read_u2le()
        self.ofs_loop_register_mappings = self._io.read_u2le()
        self.num_unknown_mappings = self._io.read_u2le()
        self.ofs_unknown_mappings = self._io.read_u2le()
        self.num_sampler_mappings = self._io.read_u2le()
        self.ofs_sampler_mappings = self._io.read_u2le()
        self.num_runtime_constant_mappings = self._io.read_u2le()
        self.ofs_runtime_constant_mappings = self._io.read_u2le()


    def _fetch_instances(self):
        pass
        _ = self.cbuffer_mappings
        if hasattr(self, '_m_cbuffer_mappings'):
            pass
            for i in range(len(self._m_cbuffer_mappings)):
                pass
                self._m_cbuffer_mappings[i]._fetch_instances()


        _ = self.embedded_shader_version
        if hasattr(self, '_m_embedded_shader_version'):
            pass

        _ = self.loop_register_mappings
        if hasattr(self, '_m_loop_register_mappings'):
            pass
            for i in range(len(self._m_loop_register_mappings)):
                pass
                self._m_loop_register_mappings[i]._fetch_instances()


        _ = self.runtime_constant_mappings
        if hasattr(self, '_m_runtime_constant_mappings'):
            pass
            for i in range(len(self._m_runtime_constant_mappings)):
                pass
                self._m_runtime_constant_mappings[i]._fetch_instances()


        _ = self.sampler_mappings
        if hasattr(self, '_m_sampler_mappings'):
            pass
            for i in range(len(self._m_sampler_mappings)):
                pass
                self._m_sampler_mappings[i]._fetch_instances()


        _ = self.shader
        if hasattr(self, '_m_shader'):
            pass
            self._m_shader._fetch_instances()


    class CbufferMapping(KaitaiStruct):
        """A range of constant-buffer registers copied into `c` registers.
        
        .. seealso::
           ConstantBufferMapping - https://github.com/spacehamster/DXDecompiler/blob/master/src/DXDecompiler/Chunks/Aon9/ConstantBufferMapping.cs
        """
        def __init__(self, _io, _parent=None, _root=None):
            super(DxcontainerLevel9.CbufferMapping, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.buffer = self._io.read_u2le()
            self.start_register = self._io.read_u2le()
            self.num_registers = self._io.read_u2le()
            self.target_register = self._io.read_u2le()
            self.conversions = []
            for i in range(4):
                self.conversions.append(KaitaiStream.resolve_enum(DxcontainerLevel9.DataConversion, self._io.read_u1()))



        def _fetch_instances(self):
            pass
            for i in range(len(self.conversions)):
                pass



    class Level9Instruction(KaitaiStruct):
        """One instruction token and what follows it: the parameter tokens it
        counts (Shader Model 2 on), or a comment block's data. The end token
        is an instruction of its own with nothing after it.
        
        .. seealso::
           Source - https://learn.microsoft.com/en-us/windows-hardware/drivers/display/instruction-token
        """
        def __init__(self, _io, _parent=None, _root=None):
            super(DxcontainerLevel9.Level9Instruction, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.token = self._io.read_u4le()
            if self.is_comment:
                pass
                self.comment = self._io.read_bytes(self.len_comment * 4)

            if (not (self.is_comment)):
                pass
                self.params = []
                for i in range(self.num_params):
                    self.params.append(DxcontainerLevel9.Level9Parameter(self.opcode, i, self._io, self, self._root))




        def _fetch_instances(self):
            pass
            if self.is_comment:
                pass

            if (not (self.is_comment)):
                pass
                for i in range(len(self.params)):
                    pass
                    self.params[i]._fetch_instances()



        @property
        def comparison(self):
            """The comparison of `ifc`, `breakc` and `setp`."""
            if hasattr(self, '_m_comparison'):
                return self._m_comparison

            if  (((not (self.is_comment))) and ( ((self.opcode == DxcontainerLevel9.Level9Opcode.ifc) or (self.opcode == DxcontainerLevel9.Level9Opcode.breakc) or (self.opcode == DxcontainerLevel9.Level9Opcode.setp)) )) :
                pass
                self._m_comparison = KaitaiStream.resolve_enum(DxcontainerLevel9.Level9Comparison, self.token >> 16 & 255)

            return getattr(self, '_m_comparison', None)

        @property
        def controls(self):
            """The comparison (`ifc`, `breakc`, `setp`) or `texld`'s variant (1 project, 2 bias)."""
            if hasattr(self, '_m_controls'):
                return self._m_controls

            if (not (self.is_comment)):
                pass
                self._m_controls = self.token >> 16 & 255

            return getattr(self, '_m_controls', None)

        @property
        def is_coissued(self):
            """Issued together with the previous instruction (`+` in the listing; pixel shaders 1.x)."""
            if hasattr(self, '_m_is_coissued'):
                return self._m_is_coissued

            if (not (self.is_comment)):
                pass
                self._m_is_coissued = self.token >> 30 & 1 == 1

            return getattr(self, '_m_is_coissued', None)

        @property
        def is_comment(self):
            """A comment block (its length in bits 16-30)."""
            if hasattr(self, '_m_is_comment'):
                return self._m_is_comment

            self._m_is_comment = self.token & 65535 == 65534
            return getattr(self, '_m_is_comment', None)

        @property
        def is_end(self):
            """The end token."""
            if hasattr(self, '_m_is_end'):
                return self._m_is_end

            self._m_is_end = self.token == 65535
            return getattr(self, '_m_is_end', None)

        @property
        def is_predicated(self):
            """Executed under the predicate register given after the destination."""
            if hasattr(self, '_m_is_predicated'):
                return self._m_is_predicated

            if (not (self.is_comment)):
                pass
                self._m_is_predicated = self.token >> 28 & 1 == 1

            return getattr(self, '_m_is_predicated', None)

        @property
        def len_comment(self):
            """Length of the comment's data in tokens."""
            if hasattr(self, '_m_len_comment'):
                return self._m_len_comment

            if self.is_comment:
                pass
                self._m_len_comment = self.token >> 16 & 32767

            return getattr(self, '_m_len_comment', None)

        @property
        def num_params(self):
            """Number of parameter tokens after the instruction token."""
            if hasattr(self, '_m_num_params'):
                return self._m_num_params

            if (not (self.is_comment)):
                pass
                self._m_num_params = self.token >> 24 & 15

            return getattr(self, '_m_num_params', None)

        @property
        def opcode(self):
            """What the instruction does."""
            if hasattr(self, '_m_opcode'):
                return self._m_opcode

            self._m_opcode = KaitaiStream.resolve_enum(DxcontainerLevel9.Level9Opcode, self.token & 65535)
            return getattr(self, '_m_opcode', None)


    class Level9Parameter(KaitaiStruct):
        """A parameter token: a register (destination or source), `dcl`'s usage
        token, or one of a constant's values.
        
        .. seealso::
           Source - https://learn.microsoft.com/en-us/windows-hardware/drivers/display/destination-parameter-token
        """
        def __init__(self, opcode, index, _io, _parent=None, _root=None):
            super(DxcontainerLevel9.Level9Parameter, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self.opcode = opcode
            self.index = index
            self._read()

        def _read(self):
            self.token = self._io.read_u4le()


        def _fetch_instances(self):
            pass

        @property
        def is_relative(self):
            """Indexed by an address register, given in the next token."""
            if hasattr(self, '_m_is_relative'):
                return self._m_is_relative

            if  (((not (self.is_usage))) and ((not (self.is_value)))) :
                pass
                self._m_is_relative = self.token >> 13 & 1 == 1

            return getattr(self, '_m_is_relative', None)

        @property
        def is_usage(self):
            """`dcl`'s usage token: bits 0-4 the usage, 16-19 its index, 27-30 a sampler's texture type."""
            if hasattr(self, '_m_is_usage'):
                return self._m_is_usage

            self._m_is_usage =  ((self.opcode == DxcontainerLevel9.Level9Opcode.dcl) and (self.index == 0)) 
            return getattr(self, '_m_is_usage', None)

        @property
        def is_value(self):
            """One of a constant's values (float bits for `def`, an integer or a bool)."""
            if hasattr(self, '_m_is_value'):
                return self._m_is_value

            self._m_is_value =  (( ((self.opcode == DxcontainerLevel9.Level9Opcode.def_) or (self.opcode == DxcontainerLevel9.Level9Opcode.defi) or (self.opcode == DxcontainerLevel9.Level9Opcode.defb)) ) and (self.index > 0)) 
            return getattr(self, '_m_is_value', None)

        @property
        def register_number(self):
            """The register's number."""
            if hasattr(self, '_m_register_number'):
                return self._m_register_number

            if  (((not (self.is_usage))) and ((not (self.is_value)))) :
                pass
                self._m_register_number = self.token & 2047

            return getattr(self, '_m_register_number', None)

        @property
        def register_type(self):
            """The register file."""
            if hasattr(self, '_m_register_type'):
                return self._m_register_type

            if  (((not (self.is_usage))) and ((not (self.is_value)))) :
                pass
                self._m_register_type = KaitaiStream.resolve_enum(DxcontainerLevel9.Level9RegisterType, self.token >> 28 & 7 | self.token >> 8 & 24)

            return getattr(self, '_m_register_type', None)

        @property
        def result_modifiers(self):
            """As a destination, 1 saturate, 2 partial precision, 4 centroid."""
            if hasattr(self, '_m_result_modifiers'):
                return self._m_result_modifiers

            if  (((not (self.is_usage))) and ((not (self.is_value)))) :
                pass
                self._m_result_modifiers = self.token >> 20 & 15

            return getattr(self, '_m_result_modifiers', None)

        @property
        def shift(self):
            """As a destination, the result's scale (1-3 times 2, 4, 8; 13-15 divided by 8, 4, 2; pixel shaders 1.x)."""
            if hasattr(self, '_m_shift'):
                return self._m_shift

            if  (((not (self.is_usage))) and ((not (self.is_value)))) :
                pass
                self._m_shift = self.token >> 24 & 15

            return getattr(self, '_m_shift', None)

        @property
        def source_modifier(self):
            """As a source, what is done to the value before use."""
            if hasattr(self, '_m_source_modifier'):
                return self._m_source_modifier

            if  (((not (self.is_usage))) and ((not (self.is_value)))) :
                pass
                self._m_source_modifier = KaitaiStream.resolve_enum(DxcontainerLevel9.Level9SourceModifier, self.token >> 24 & 15)

            return getattr(self, '_m_source_modifier', None)

        @property
        def swizzle(self):
            """As a source, the component read for x, y, z and w (2 bits each)."""
            if hasattr(self, '_m_swizzle'):
                return self._m_swizzle

            if  (((not (self.is_usage))) and ((not (self.is_value)))) :
                pass
                self._m_swizzle = self.token >> 16 & 255

            return getattr(self, '_m_swizzle', None)

        @property
        def texture_type(self):
            """A declared sampler's texture type."""
            if hasattr(self, '_m_texture_type'):
                return self._m_texture_type

            if self.is_usage:
                pass
                self._m_texture_type = KaitaiStream.resolve_enum(DxcontainerLevel9.Level9TextureType, self.token >> 27 & 15)

            return getattr(self, '_m_texture_type', None)

        @property
        def usage(self):
            """What a declared input or output holds."""
            if hasattr(self, '_m_usage'):
                return self._m_usage

            if self.is_usage:
                pass
                self._m_usage = KaitaiStream.resolve_enum(DxcontainerLevel9.Level9Usage, self.token & 31)

            return getattr(self, '_m_usage', None)

        @property
        def usage_index(self):
            """The usage's index (`dcl_texcoord1`)."""
            if hasattr(self, '_m_usage_index'):
                return self._m_usage_index

            if self.is_usage:
                pass
                self._m_usage_index = self.token >> 16 & 15

            return getattr(self, '_m_usage_index', None)

        @property
        def write_mask(self):
            """As a destination, the components written (bit 0 x to bit 3 w)."""
            if hasattr(self, '_m_write_mask'):
                return self._m_write_mask

            if  (((not (self.is_usage))) and ((not (self.is_value)))) :
                pass
                self._m_write_mask = self.token >> 16 & 15

            return getattr(self, '_m_write_mask', None)


    class Level9Program(KaitaiStruct):
        """A Direct3D 9 shader program: the version token, then instructions (an
        instruction token and its parameter tokens), comment blocks, and the
        end token 0x0000FFFF. FXC prints it after the mapping tables.
        
        .. seealso::
           Source - https://learn.microsoft.com/en-us/windows-hardware/drivers/display/shader-code-format
        """
        def __init__(self, _io, _parent=None, _root=None):
            super(DxcontainerLevel9.Level9Program, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.version = self._io.read_u4le()
            if (not (self._io.is_eof())):
                pass
                self.instructions = []
                i = 0
                while True:
                    _ = DxcontainerLevel9.Level9Instruction(self._io, self, self._root)
                    self.instructions.append(_)
                    if  ((_.is_end) or (self._io.is_eof())) :
                        break
                    i += 1

            if (not (self._io.is_eof())):
                pass
                self.trailing = self._io.read_bytes_full()



        def _fetch_instances(self):
            pass
            if (not (self._io.is_eof())):
                pass
                for i in range(len(self.instructions)):
                    pass
                    self.instructions[i]._fetch_instances()


            if (not (self._io.is_eof())):
                pass


        @property
        def major_version(self):
            """Major version (2)."""
            if hasattr(self, '_m_major_version'):
                return self._m_major_version

            self._m_major_version = self.version >> 8 & 255
            return getattr(self, '_m_major_version', None)

        @property
        def minor_version(self):
            """Minor version (0, or 1 for `vs_2_x` and `ps_2_x`)."""
            if hasattr(self, '_m_minor_version'):
                return self._m_minor_version

            self._m_minor_version = self.version & 255
            return getattr(self, '_m_minor_version', None)

        @property
        def program_type(self):
            """Vertex or pixel program, of a shader or of a library function."""
            if hasattr(self, '_m_program_type'):
                return self._m_program_type

            self._m_program_type = KaitaiStream.resolve_enum(DxcontainerLevel9.Level9ProgramType, self.version >> 16)
            return getattr(self, '_m_program_type', None)


    class LoopRegisterMapping(KaitaiStruct):
        """A constant-buffer value copied into an integer loop register.
        
        .. seealso::
           LoopRegisterMapping - https://github.com/spacehamster/DXDecompiler/blob/master/src/DXDecompiler/Chunks/Aon9/LoopRegisterMapping.cs
        """
        def __init__(self, _io, _parent=None, _root=None):
            super(DxcontainerLevel9.LoopRegisterMapping, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.buffer = self._io.read_u2le()
            self.source_register = self._io.read_u2le()
            self.component = self._io.read_u2le()
            self.target_register = self._io.read_u2le()


        def _fetch_instances(self):
            pass


    class RuntimeConstantMapping(KaitaiStruct):
        """A constant the runtime fills in.
        
        .. seealso::
           RuntimeConstantMapping - https://github.com/spacehamster/DXDecompiler/blob/master/src/DXDecompiler/Chunks/Aon9/RuntimeConstantMapping.cs
        """
        def __init__(self, _io, _parent=None, _root=None):
            super(DxcontainerLevel9.RuntimeConstantMapping, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.description = KaitaiStream.resolve_enum(DxcontainerLevel9.RuntimeConstant, self._io.read_u2le())
            self.target_register = self._io.read_u2le()


        def _fetch_instances(self):
            pass


    class SamplerMapping(KaitaiStruct):
        """A texture and sampler pair bound to one Direct3D 9 sampler.
        
        .. seealso::
           SamplerMapping - https://github.com/spacehamster/DXDecompiler/blob/master/src/DXDecompiler/Chunks/Aon9/SamplerMapping.cs
        """
        def __init__(self, _io, _parent=None, _root=None):
            super(DxcontainerLevel9.SamplerMapping, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.source_resource = self._io.read_u1()
            self.source_sampler = self._io.read_u1()
            self.target_sampler = self._io.read_u1()
            self.reserved = self._io.read_u1()


        def _fetch_instances(self):
            pass


    @property
    def cbuffer_mappings(self):
        """Constant-buffer ranges copied into `c` registers."""
        if hasattr(self, '_m_cbuffer_mappings'):
            return self._m_cbuffer_mappings

        _pos = self._io.pos()
        self._io.seek(self.ofs_cbuffer_mappings)
        self._m_cbuffer_mappings = []
        for i in range(self.num_cbuffer_mappings):
            self._m_cbuffer_mappings.append(DxcontainerLevel9.CbufferMapping(self._io, self, self._root))

        self._io.seek(_pos)
        return getattr(self, '_m_cbuffer_mappings', None)

    @property
    def embedded_shader_version(self):
        """The first token of the embedded shader, its own version (0xFFFF0201 for ps_2_x...), as FXC's listing prints it."""
        if hasattr(self, '_m_embedded_shader_version'):
            return self._m_embedded_shader_version

        if self.len_shader >= 4:
            pass
            _pos = self._io.pos()
            self._io.seek(self.ofs_shader)
            self._m_embedded_shader_version = self._io.read_u4le()
            self._io.seek(_pos)

        return getattr(self, '_m_embedded_shader_version', None)

    @property
    def loop_register_mappings(self):
        """Constant-buffer values copied into loop (`i`) registers."""
        if hasattr(self, '_m_loop_register_mappings'):
            return self._m_loop_register_mappings

        _pos = self._io.pos()
        self._io.seek(self.ofs_loop_register_mappings)
        self._m_loop_register_mappings = []
        for i in range(self.num_loop_register_mappings):
            self._m_loop_register_mappings.append(DxcontainerLevel9.LoopRegisterMapping(self._io, self, self._root))

        self._io.seek(_pos)
        return getattr(self, '_m_loop_register_mappings', None)

    @property
    def runtime_constant_mappings(self):
        """Constants the runtime computes itself."""
        if hasattr(self, '_m_runtime_constant_mappings'):
            return self._m_runtime_constant_mappings

        _pos = self._io.pos()
        self._io.seek(self.ofs_runtime_constant_mappings)
        self._m_runtime_constant_mappings = []
        for i in range(self.num_runtime_constant_mappings):
            self._m_runtime_constant_mappings.append(DxcontainerLevel9.RuntimeConstantMapping(self._io, self, self._root))

        self._io.seek(_pos)
        return getattr(self, '_m_runtime_constant_mappings', None)

    @property
    def sampler_mappings(self):
        """Sampler and texture pairs bound to `s` registers."""
        if hasattr(self, '_m_sampler_mappings'):
            return self._m_sampler_mappings

        _pos = self._io.pos()
        self._io.seek(self.ofs_sampler_mappings)
        self._m_sampler_mappings = []
        for i in range(self.num_sampler_mappings):
            self._m_sampler_mappings.append(DxcontainerLevel9.SamplerMapping(self._io, self, self._root))

        self._io.seek(_pos)
        return getattr(self, '_m_sampler_mappings', None)

    @property
    def shader(self):
        """The embedded Shader Model 2 program, starting with the same version
        token and ending with 0x0000FFFF (none when `len_shader` failed its
        check, in a half-read part the Web IDE shows).
        """
        if hasattr(self, '_m_shader'):
            return self._m_shader

        if self.len_shader <= 2147483647:
            pass
            _pos = self._io.pos()
            self._io.seek(self.ofs_shader)
            self._raw__m_shader = self._io.read_bytes(self.len_shader)
            _io__raw__m_shader = KaitaiStream(BytesIO(self._raw__m_shader))
            self._m_shader = DxcontainerLevel9.Level9Program(_io__raw__m_shader, self, self._root)
            self._io.seek(_pos)

        return getattr(self, '_m_shader', None)

    @property
    def shader_major(self):
        """Major version of the embedded shader (2)."""
        if hasattr(self, '_m_shader_major'):
            return self._m_shader_major

        self._m_shader_major = (self.embedded_shader_version if self.len_shader >= 4 else self.shader_version) >> 8 & 255
        return getattr(self, '_m_shader_major', None)

    @property
    def shader_minor(self):
        """Minor version of the embedded shader (0, or 1 for the 2_x profiles of level_9_3 targets)."""
        if hasattr(self, '_m_shader_minor'):
            return self._m_shader_minor

        self._m_shader_minor = (self.embedded_shader_version if self.len_shader >= 4 else self.shader_version) & 255
        return getattr(self, '_m_shader_minor', None)

    @property
    def shader_program_type(self):
        """High half of the version token (0xFFFE vertex, 0xFFFF pixel, 0x4C56 library vertex, 0x4C50 library pixel)."""
        if hasattr(self, '_m_shader_program_type'):
            return self._m_shader_program_type

        self._m_shader_program_type = self.shader_version >> 16
        return getattr(self, '_m_shader_program_type', None)


