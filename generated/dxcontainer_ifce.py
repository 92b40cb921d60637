# This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild
# type: ignore

import kaitaistruct
from kaitaistruct import KaitaiStruct, KaitaiStream, BytesIO


if getattr(kaitaistruct, 'API_VERSION', (0, 9)) < (0, 11):
    raise Exception("Incompatible Kaitai Struct Python API: 0.11 or later is required, but you have %s" % (kaitaistruct.__version__))

class DxcontainerIfce(KaitaiStruct):
    """The dynamic-linkage tables FXC writes for Shader Model 5 shaders that use
    HLSL `interface` and `class` (D3D11 class linkage): the class types the
    shader knows, the class instances declared in it, and the interface
    slots with, for each slot, the class types it may hold and the function
    table used for each. FXC's listing prints these as `Available Class
    Types`, `Available Class Instances` and `Interface slots, N total`; the
    runtime uses them in `ID3D11ClassLinkage` and `GetInterfaceSlots`.
    
    A 36-byte header gives the counts and the offsets of the three tables
    (offsets relative to the part data); names and the per-slot id lists
    follow, 0xAB-padded to 4 bytes. No Microsoft header describes this part:
    the layout is reverse-engineered (SlimShader, DXDecompiler) and checked
    against FXC's listings.
    
    .. seealso::
       Source - https://github.com/spacehamster/DXDecompiler/tree/master/src/DXDecompiler/Chunks/Ifce
    
    
    .. seealso::
       Source - https://learn.microsoft.com/en-us/windows/win32/direct3dhlsl/overviews-direct3d-11-hlsl-dynamic-linking
    """
    def __init__(self, _io, _parent=None, _root=None):
        super(DxcontainerIfce, self).__init__(_io)
        self._parent = _parent
        self._root = _root or self
        self._read()

    def _read(self):
        self.num_class_instances = self._io.read_u4le()
        self.num_class_types = self._io.read_u4le()
        self.num_interface_slot_records = self._io.read_u4le()
        self.num_interface_slots = self._io.read_u4le()
        self.ofs_class_instances = self._io.read_u4le()
        self.ofs_class_types = self._io.read_u4le()
        self.ofs_interface_slots = self._io.read_u4le()
        self.reserved = self._io.read_bytes(8)


    def _fetch_instances(self):
        pass
        _ = self.class_instances
        if hasattr(self, '_m_class_instances'):
            pass
            for i in range(len(self._m_class_instances)):
                pass
                self._m_class_instances[i]._fetch_instances()


        _ = self.class_types
        if hasattr(self, '_m_class_types'):
            pass
            for i in range(len(self._m_class_types)):
                pass
                self._m_class_types[i]._fetch_instances()


        _ = self.interface_slots
        if hasattr(self, '_m_interface_slots'):
            pass
            for i in range(len(self._m_interface_slots)):
                pass
                self._m_interface_slots[i]._fetch_instances()



    class ClassInstance(KaitaiStruct):
        """A class instance (a variable of a class type) declared in the shader.
        
        .. seealso::
           ClassInstance - https://github.com/spacehamster/DXDecompiler/blob/master/src/DXDecompiler/Chunks/Ifce/ClassInstance.cs
        """
        def __init__(self, _io, _parent=None, _root=None):
            super(DxcontainerIfce.ClassInstance, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.ofs_name = self._io.read_u4le()
            self.type_id = self._io.read_u2le()
            self.num_elements = self._io.read_u2le()
            self.cbuffer = self._io.read_u2le()
            self.ofs_in_cbuffer = self._io.read_u2le()
            self.texture = self._io.read_u2le()
            self.sampler = self._io.read_u2le()


        def _fetch_instances(self):
            pass
            _ = self.name
            if hasattr(self, '_m_name'):
                pass


        @property
        def name(self):
            """The instance name."""
            if hasattr(self, '_m_name'):
                return self._m_name

            _pos = self._io.pos()
            self._io.seek(self.ofs_name)
            self._m_name = (self._io.read_bytes_term(0, False, True, True)).decode(u"ISO-8859-1")
            self._io.seek(_pos)
            return getattr(self, '_m_name', None)


    class ClassType(KaitaiStruct):
        """A class the shader's interfaces can hold.
        
        .. seealso::
           ClassType - https://github.com/spacehamster/DXDecompiler/blob/master/src/DXDecompiler/Chunks/Ifce/ClassType.cs
        """
        def __init__(self, _io, _parent=None, _root=None):
            super(DxcontainerIfce.ClassType, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.ofs_name = self._io.read_u4le()
            self.reserved = self._io.read_u2le()
            self.cbuffer_stride = self._io.read_u2le()
            self.num_textures = self._io.read_u2le()
            self.num_samplers = self._io.read_u2le()


        def _fetch_instances(self):
            pass
            _ = self.name
            if hasattr(self, '_m_name'):
                pass


        @property
        def name(self):
            """The class name."""
            if hasattr(self, '_m_name'):
                return self._m_name

            _pos = self._io.pos()
            self._io.seek(self.ofs_name)
            self._m_name = (self._io.read_bytes_term(0, False, True, True)).decode(u"ISO-8859-1")
            self._io.seek(_pos)
            return getattr(self, '_m_name', None)


    class InterfaceSlot(KaitaiStruct):
        """An interface variable's slots: the class types that may fill them and,
        for each, the function table the `fcall` instructions use.
        
        .. seealso::
           InterfaceSlot - https://github.com/spacehamster/DXDecompiler/blob/master/src/DXDecompiler/Chunks/Ifce/InterfaceSlot.cs
        """
        def __init__(self, _io, _parent=None, _root=None):
            super(DxcontainerIfce.InterfaceSlot, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.slot_span = self._io.read_u4le()
            self.num_entries = self._io.read_u4le()
            self.ofs_type_ids = self._io.read_u4le()
            self.ofs_table_ids = self._io.read_u4le()


        def _fetch_instances(self):
            pass
            _ = self.table_ids
            if hasattr(self, '_m_table_ids'):
                pass
                for i in range(len(self._m_table_ids)):
                    pass


            _ = self.type_ids
            if hasattr(self, '_m_type_ids'):
                pass
                for i in range(len(self._m_type_ids)):
                    pass



        @property
        def table_ids(self):
            """The function table (`ft` N) used for each of those types."""
            if hasattr(self, '_m_table_ids'):
                return self._m_table_ids

            _pos = self._io.pos()
            self._io.seek(self.ofs_table_ids)
            self._m_table_ids = []
            for i in range(self.num_entries):
                self._m_table_ids.append(self._io.read_u4le())

            self._io.seek(_pos)
            return getattr(self, '_m_table_ids', None)

        @property
        def type_ids(self):
            """The class type IDs that may fill the slots."""
            if hasattr(self, '_m_type_ids'):
                return self._m_type_ids

            _pos = self._io.pos()
            self._io.seek(self.ofs_type_ids)
            self._m_type_ids = []
            for i in range(self.num_entries):
                self._m_type_ids.append(self._io.read_u2le())

            self._io.seek(_pos)
            return getattr(self, '_m_type_ids', None)


    @property
    def class_instances(self):
        """The class instances declared in the shader."""
        if hasattr(self, '_m_class_instances'):
            return self._m_class_instances

        _pos = self._io.pos()
        self._io.seek(self.ofs_class_instances)
        self._m_class_instances = []
        for i in range(self.num_class_instances):
            self._m_class_instances.append(DxcontainerIfce.ClassInstance(self._io, self, self._root))

        self._io.seek(_pos)
        return getattr(self, '_m_class_instances', None)

    @property
    def class_types(self):
        """The class types; a type's ID is its index in this table."""
        if hasattr(self, '_m_class_types'):
            return self._m_class_types

        _pos = self._io.pos()
        self._io.seek(self.ofs_class_types)
        self._m_class_types = []
        for i in range(self.num_class_types):
            self._m_class_types.append(DxcontainerIfce.ClassType(self._io, self, self._root))

        self._io.seek(_pos)
        return getattr(self, '_m_class_types', None)

    @property
    def interface_slots(self):
        """The interface slot records, in slot order."""
        if hasattr(self, '_m_interface_slots'):
            return self._m_interface_slots

        _pos = self._io.pos()
        self._io.seek(self.ofs_interface_slots)
        self._m_interface_slots = []
        for i in range(self.num_interface_slot_records):
            self._m_interface_slots.append(DxcontainerIfce.InterfaceSlot(self._io, self, self._root))

        self._io.seek(_pos)
        return getattr(self, '_m_interface_slots', None)


