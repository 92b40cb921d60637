# This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild
# type: ignore

import kaitaistruct
from kaitaistruct import KaitaiStruct, KaitaiStream, BytesIO


if getattr(kaitaistruct, 'API_VERSION', (0, 9)) < (0, 11):
    raise Exception("Incompatible Kaitai Struct Python API: 0.11 or later is required, but you have %s" % (kaitaistruct.__version__))

class DxcontainerSfi0(KaitaiStruct):
    """The optional hardware features a shader needs, one bit each in a 64-bit
    little-endian word (the part is 8 bytes). The runtime refuses a shader
    that sets a bit it does not know, except for bits 40-62, which are
    "optional" (D3D11_OPTIONAL_FEATURE_FLAGS) and ignored when unknown. DXC
    writes SFI0 first in every container, FXC only when some bit is set. These
    are not the D3D_SHADER_REQUIRES_* reflection flags, whose bits differ.
    
    The bits are read as named 1-bit fields, least significant first; bits no
    source names are kept in the `unknown_*` fields, and bytes after the
    eighth in `tail`. LLVM's reader needs at least 8 bytes and ignores the rest.
    
    .. seealso::
       Source - https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DXIL/DxilConstants.h
    
    
    .. seealso::
       Source - https://github.com/llvm/llvm-project/blob/main/llvm/include/llvm/BinaryFormat/DXContainerConstants.def
    
    
    .. seealso::
       Source - https://github.com/microsoft/DirectX-Headers/blob/main/include/directx/d3dcommon.h
    """
    def __init__(self, _io, _parent=None, _root=None):
        super(DxcontainerSfi0, self).__init__(_io)
        self._parent = _parent
        self._root = _root or self
        self._read()

    def _read(self):
        self.doubles = self._io.read_bits_int_le(1) != 0
        self.compute_shaders_plus_raw_and_structured_buffers = self._io.read_bits_int_le(1) != 0
        self.uavs_at_every_stage = self._io.read_bits_int_le(1) != 0
        self.max_64_uavs = self._io.read_bits_int_le(1) != 0
        self.minimum_precision = self._io.read_bits_int_le(1) != 0
        self.dx11_1_double_extensions = self._io.read_bits_int_le(1) != 0
        self.dx11_1_shader_extensions = self._io.read_bits_int_le(1) != 0
        self.level9_comparison_filtering = self._io.read_bits_int_le(1) != 0
        self.tiled_resources = self._io.read_bits_int_le(1) != 0
        self.stencil_ref = self._io.read_bits_int_le(1) != 0
        self.inner_coverage = self._io.read_bits_int_le(1) != 0
        self.typed_uav_load_additional_formats = self._io.read_bits_int_le(1) != 0
        self.rovs = self._io.read_bits_int_le(1) != 0
        self.viewport_and_rt_array_index_from_any_shader_feeding_rasterizer = self._io.read_bits_int_le(1) != 0
        self.wave_ops = self._io.read_bits_int_le(1) != 0
        self.int64_ops = self._io.read_bits_int_le(1) != 0
        self.view_id = self._io.read_bits_int_le(1) != 0
        self.barycentrics = self._io.read_bits_int_le(1) != 0
        self.native_low_precision = self._io.read_bits_int_le(1) != 0
        self.shading_rate = self._io.read_bits_int_le(1) != 0
        self.raytracing_tier_1_1 = self._io.read_bits_int_le(1) != 0
        self.sampler_feedback = self._io.read_bits_int_le(1) != 0
        self.atomic_int64_on_typed_resource = self._io.read_bits_int_le(1) != 0
        self.atomic_int64_on_group_shared = self._io.read_bits_int_le(1) != 0
        self.derivatives_in_mesh_and_amp_shaders = self._io.read_bits_int_le(1) != 0
        self.resource_descriptor_heap_indexing = self._io.read_bits_int_le(1) != 0
        self.sampler_descriptor_heap_indexing = self._io.read_bits_int_le(1) != 0
        self.reserved = self._io.read_bits_int_le(1) != 0
        self.atomic_int64_on_heap_resource = self._io.read_bits_int_le(1) != 0
        self.advanced_texture_ops = self._io.read_bits_int_le(1) != 0
        self.writeable_msaa_textures = self._io.read_bits_int_le(1) != 0
        self.sample_cmp_with_gradient_or_bias = self._io.read_bits_int_le(1) != 0
        self.extended_command_info = self._io.read_bits_int_le(1) != 0
        self.unknown_bits_33_39 = self._io.read_bits_int_le(7)
        self.uses_derivatives = self._io.read_bits_int_le(1) != 0
        self.requires_group = self._io.read_bits_int_le(1) != 0
        self.unknown_optional_bits_42_62 = self._io.read_bits_int_le(21)
        self.unknown_bit_63 = self._io.read_bits_int_le(1) != 0
        self.tail = self._io.read_bytes_full()


    def _fetch_instances(self):
        pass
        _ = self.flags
        if hasattr(self, '_m_flags'):
            pass


    @property
    def flags(self):
        """The whole 64-bit word, the same bytes as the bit fields (imprecise above 2^53 in JavaScript)."""
        if hasattr(self, '_m_flags'):
            return self._m_flags

        _pos = self._io.pos()
        self._io.seek(0)
        self._m_flags = self._io.read_u8le()
        self._io.seek(_pos)
        return getattr(self, '_m_flags', None)


