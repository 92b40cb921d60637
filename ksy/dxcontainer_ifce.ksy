meta:
  id: dxcontainer_ifce
  title: Interfaces and class linkage (IFCE)
  license: CC0-1.0
  ks-version: '0.11'
  endian: le
doc: |
  The dynamic-linkage tables FXC writes for Shader Model 5 shaders that use
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
doc-ref:
  - https://github.com/spacehamster/DXDecompiler/tree/master/src/DXDecompiler/Chunks/Ifce
  - https://learn.microsoft.com/en-us/windows/win32/direct3dhlsl/overviews-direct3d-11-hlsl-dynamic-linking
seq:
  - id: num_class_instances
    type: u4
    doc: Number of class instance records.
  - id: num_class_types
    type: u4
    doc: Number of class type records.
  - id: num_interface_slot_records
    type: u4
    doc: Number of interface slot records (one per interface variable or array).
  - id: num_interface_slots
    type: u4
    doc: Number of interface slots; larger than the record count when interface arrays take several slots each.
  - id: ofs_class_instances
    type: u4
    doc: Offset of the class instance table (set even when the count is 0).
  - id: ofs_class_types
    type: u4
    doc: Offset of the class type table.
  - id: ofs_interface_slots
    type: u4
    doc: Offset of the interface slot table (36, right after this header).
  - id: reserved
    size: 8
    doc: |
      Not initialized by FXC: usually the bytes `OSGN` followed by the u16
      values 0x20 and 0x10 (left over from the compiler's memory), zeros
      and other values in some files.
instances:
  class_instances:
    pos: ofs_class_instances
    type: class_instance
    repeat: expr
    repeat-expr: num_class_instances
    doc: The class instances declared in the shader.
  class_types:
    pos: ofs_class_types
    type: class_type
    repeat: expr
    repeat-expr: num_class_types
    doc: The class types; a type's ID is its index in this table.
  interface_slots:
    pos: ofs_interface_slots
    type: interface_slot
    repeat: expr
    repeat-expr: num_interface_slot_records
    doc: The interface slot records, in slot order.
types:
  class_type:
    doc: A class the shader's interfaces can hold.
    doc-ref: https://github.com/spacehamster/DXDecompiler/blob/master/src/DXDecompiler/Chunks/Ifce/ClassType.cs ClassType
    seq:
      - id: ofs_name
        type: u4
        doc: Offset of the class name.
      - id: reserved
        type: u2
        doc: |
          0 in every known file. (SlimShader reads a class ID here, but the
          ID FXC lists, used by the slot tables and the class instances, is
          the record's index in the table.)
      - id: cbuffer_stride
        type: u2
        doc: Size of the class's data in 16-byte constant-buffer registers.
      - id: num_textures
        type: u2
        doc: Texture slots the class uses.
      - id: num_samplers
        type: u2
        doc: Sampler slots the class uses.
    instances:
      name:
        pos: ofs_name
        type: strz
        encoding: ISO-8859-1
        doc: The class name.
  class_instance:
    doc: A class instance (a variable of a class type) declared in the shader.
    doc-ref: https://github.com/spacehamster/DXDecompiler/blob/master/src/DXDecompiler/Chunks/Ifce/ClassInstance.cs ClassInstance
    seq:
      - id: ofs_name
        type: u4
        doc: Offset of the instance name.
      - id: type_id
        -orig-id: TypeId
        type: u2
        doc: Class type ID of the instance.
      - id: num_elements
        type: u2
        doc: The array size of the instance (FXC lists an array of 3 as `gAbstractInterface8[3]`); 1 for a single instance.
      - id: cbuffer
        -orig-id: ConstantBuffer
        type: u2
        doc: Constant buffer holding the instance's data.
      - id: ofs_in_cbuffer
        -orig-id: BaseConstantBufferOffset
        type: u2
        doc: Offset of the data in that buffer, in 16-byte registers.
      - id: texture
        -orig-id: BaseTexture
        type: u2
        doc: First texture register, 0xFFFF for none (`-` in the listing).
      - id: sampler
        -orig-id: BaseSampler
        type: u2
        doc: First sampler register, 0xFFFF for none.
    instances:
      name:
        pos: ofs_name
        type: strz
        encoding: ISO-8859-1
        doc: The instance name.
  interface_slot:
    doc: |
      An interface variable's slots: the class types that may fill them and,
      for each, the function table the `fcall` instructions use.
    doc-ref: https://github.com/spacehamster/DXDecompiler/blob/master/src/DXDecompiler/Chunks/Ifce/InterfaceSlot.cs InterfaceSlot
    seq:
      - id: slot_span
        type: u4
        doc: Number of consecutive slots the variable takes (its array size).
      - id: num_entries
        type: u4
        doc: Number of (type ID, table ID) pairs.
      - id: ofs_type_ids
        type: u4
        doc: Offset of `num_entries` u16 class type IDs.
      - id: ofs_table_ids
        type: u4
        doc: Offset of `num_entries` u32 function table IDs.
    instances:
      type_ids:
        pos: ofs_type_ids
        type: u2
        repeat: expr
        repeat-expr: num_entries
        doc: The class type IDs that may fill the slots.
      table_ids:
        pos: ofs_table_ids
        type: u4
        repeat: expr
        repeat-expr: num_entries
        doc: The function table (`ft` N) used for each of those types.
