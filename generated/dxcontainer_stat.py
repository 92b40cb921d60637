# This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild
# type: ignore

import kaitaistruct
from kaitaistruct import KaitaiStruct, KaitaiStream, BytesIO
import dxcontainer_shader
import dxcontainer_program


if getattr(kaitaistruct, 'API_VERSION', (0, 9)) < (0, 11):
    raise Exception("Incompatible Kaitai Struct Python API: 0.11 or later is required, but you have %s" % (kaitaistruct.__version__))

class DxcontainerStat(KaitaiStruct):
    """Two unrelated things share the fourcc `STAT`:
    
    * FXC writes shader statistics, the numbers behind D3D11_SHADER_DESC: 29
      u32 (116 bytes; Shader Model 4 and feature level 9) or 37 u32 (148
      bytes; Shader Model 5). No Microsoft header describes it; the field
      names follow D3D11_SHADER_DESC as Wine's `d3dcompiler_parse_stat` and
      DXDecompiler map them.
    * DXC writes a reflection-only copy of the DXIL program (every function
      body removed), with exactly the layout of a `DXIL` part.
    
    The content tells them apart, not the file's origin: a DXIL program has
    the magic `DXIL` at part offset 8 (its bitcode header), where FXC's
    statistics hold the `num_defs` slot, in practice a small number.
    
    .. seealso::
       Source - https://github.com/microsoft/DirectXShaderCompiler/blob/main/lib/DxilContainer/DxilContainerAssembler.cpp
    
    
    .. seealso::
       Source - https://learn.microsoft.com/en-us/windows/win32/api/d3d11shader/ns-d3d11shader-d3d11_shader_desc
    """
    def __init__(self, _io, _parent=None, _root=None):
        super(DxcontainerStat, self).__init__(_io)
        self._parent = _parent
        self._root = _root or self
        self._read()

    def _read(self):
        if self.is_program:
            pass
            self.program = dxcontainer_program.DxcontainerProgram(self._io)

        if (not (self.is_program)):
            pass
            self.statistics = DxcontainerStat.Statistics(self._io, self, self._root)



    def _fetch_instances(self):
        pass
        if self.is_program:
            pass
            self.program._fetch_instances()

        if (not (self.is_program)):
            pass
            self.statistics._fetch_instances()

        _ = self.dxil_magic
        if hasattr(self, '_m_dxil_magic'):
            pass


    class Statistics(KaitaiStruct):
        """FXC's statistics: 29 u32 for Shader Model 4 and feature level 9, 37
        for Shader Model 5; bytes past the known slots are kept in `tail`.
        Wine also accepts an old 28-slot record, so `is_sample_frequency_shader`
        is read only when present.
        
        .. seealso::
           D3D12_SHADER_DESC - https://github.com/microsoft/DirectX-Headers/blob/main/include/directx/d3d12shader.h
        """
        def __init__(self, _io, _parent=None, _root=None):
            super(DxcontainerStat.Statistics, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.num_instructions = self._io.read_u4le()
            self.num_temp_registers = self._io.read_u4le()
            self.num_defs = self._io.read_u4le()
            self.num_dcls = self._io.read_u4le()
            self.num_float_instructions = self._io.read_u4le()
            self.num_int_instructions = self._io.read_u4le()
            self.num_uint_instructions = self._io.read_u4le()
            self.num_static_flow_controls = self._io.read_u4le()
            self.num_dynamic_flow_controls = self._io.read_u4le()
            self.num_macro_instructions = self._io.read_u4le()
            self.num_temp_arrays = self._io.read_u4le()
            self.num_array_instructions = self._io.read_u4le()
            self.num_cut_instructions = self._io.read_u4le()
            self.num_emit_instructions = self._io.read_u4le()
            self.texture_normal_instructions = self._io.read_u4le()
            self.texture_load_instructions = self._io.read_u4le()
            self.texture_comp_instructions = self._io.read_u4le()
            self.texture_bias_instructions = self._io.read_u4le()
            self.texture_gradient_instructions = self._io.read_u4le()
            self.num_mov_instructions = self._io.read_u4le()
            self.num_movc_instructions = self._io.read_u4le()
            self.num_conversion_instructions = self._io.read_u4le()
            self.unknown_22 = self._io.read_u4le()
            self.input_primitive = KaitaiStream.resolve_enum(dxcontainer_shader.DxcontainerShader.Primitive, self._io.read_u4le())
            self.gs_output_topology = KaitaiStream.resolve_enum(dxcontainer_shader.DxcontainerShader.PrimitiveTopology, self._io.read_u4le())
            self.gs_max_num_output_vertices = self._io.read_u4le()
            self.unknown_26 = self._io.read_u4le()
            self.unknown_27 = self._io.read_u4le()
            if self._io.size() >= 116:
                pass
                self.is_sample_frequency_shader = self._io.read_u4le()

            if self._io.size() >= 148:
                pass
                self.num_gs_instances = self._io.read_u4le()

            if self._io.size() >= 148:
                pass
                self.control_points = self._io.read_u4le()

            if self._io.size() >= 148:
                pass
                self.hs_output_primitive = KaitaiStream.resolve_enum(dxcontainer_shader.DxcontainerShader.TessellatorOutputPrimitive, self._io.read_u4le())

            if self._io.size() >= 148:
                pass
                self.hs_partitioning = KaitaiStream.resolve_enum(dxcontainer_shader.DxcontainerShader.TessellatorPartitioning, self._io.read_u4le())

            if self._io.size() >= 148:
                pass
                self.tessellator_domain = KaitaiStream.resolve_enum(dxcontainer_shader.DxcontainerShader.TessellatorDomain, self._io.read_u4le())

            if self._io.size() >= 148:
                pass
                self.barrier_instructions = self._io.read_u4le()

            if self._io.size() >= 148:
                pass
                self.interlocked_instructions = self._io.read_u4le()

            if self._io.size() >= 148:
                pass
                self.texture_store_instructions = self._io.read_u4le()

            self.tail = self._io.read_bytes_full()


        def _fetch_instances(self):
            pass
            if self._io.size() >= 116:
                pass

            if self._io.size() >= 148:
                pass

            if self._io.size() >= 148:
                pass

            if self._io.size() >= 148:
                pass

            if self._io.size() >= 148:
                pass

            if self._io.size() >= 148:
                pass

            if self._io.size() >= 148:
                pass

            if self._io.size() >= 148:
                pass

            if self._io.size() >= 148:
                pass



    @property
    def dxil_magic(self):
        """The four bytes at part offset 8, read to tell the flavours apart (part of `program` or `statistics`)."""
        if hasattr(self, '_m_dxil_magic'):
            return self._m_dxil_magic

        if self._io.size() >= 12:
            pass
            _pos = self._io.pos()
            self._io.seek(8)
            self._m_dxil_magic = self._io.read_u4le()
            self._io.seek(_pos)

        return getattr(self, '_m_dxil_magic', None)

    @property
    def is_program(self):
        """True when the part holds a DXIL program (`DXIL` at offset 8), false for FXC statistics."""
        if hasattr(self, '_m_is_program'):
            return self._m_is_program

        self._m_is_program =  ((self._io.size() >= 12) and (self.dxil_magic == 1279875140)) 
        return getattr(self, '_m_is_program', None)


