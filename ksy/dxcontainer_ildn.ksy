meta:
  id: dxcontainer_ildn
  title: Debug name (ILDN)
  license: CC0-1.0
  ks-version: '0.11'
  endian: le
doc: |
  The file name of the shader's PDB, written by DXC with `-Zi`, `-Fd`,
  `-Zsb` or `-Zss` (and copied into the PDB container). Without an explicit
  name it is the lowercase hex of the shader hash (the `HASH` digest) plus
  `.pdb`. The name is followed by a NUL and zero padding to 4 bytes: DXC
  refuses a part whose size is not align4(4 + len_name + 1).
doc-ref:
  - https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilContainer/DxilContainer.h
seq:
  - id: flags
    -orig-id: Flags
    type: u2
    doc: Reserved flags, 0 (LLVM `Flags`).
  - id: len_name
    -orig-id: NameLength
    type: u2
    doc: Length of the name in bytes, not counting the NUL (LLVM `NameLength`).
  - id: name
    size: len_name
    type: str
    encoding: ISO-8859-1
    doc: |
      The PDB file name (UTF-8 in DXC; read byte for byte as ISO-8859-1 so
      that any bytes decode and write back unchanged).
  - id: padding
    size-eos: true
    doc: The NUL terminator and the zero padding to 4 bytes, byte for byte.
