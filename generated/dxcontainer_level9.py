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
    ordinary Shader Model 2 token stream (with comment blocks such as CTAB),
    kept as bytes here. All offsets are relative to the part data.
    
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
        """The embedded Shader Model 2 token stream, starting with the same
        version token and ending with 0x0000FFFF (none when `len_shader`
        failed its check, in a half-read part the Web IDE shows).
        """
        if hasattr(self, '_m_shader'):
            return self._m_shader

        if self.len_shader <= 2147483647:
            pass
            _pos = self._io.pos()
            self._io.seek(self.ofs_shader)
            self._m_shader = self._io.read_bytes(self.len_shader)
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


