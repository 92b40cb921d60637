meta:
  id: dxcontainer_hash
  title: Shader hash (HASH)
  license: CC0-1.0
  ks-version: '0.11'
  endian: le
doc: |
  The shader hash that DXC (validator 1.5 and later) and clang write: a
  flags word and a plain MD5 digest of the program's bitcode. It is not the
  container digest in the file header. With flags 0 the MD5 is over the
  bitcode in the `DXIL` part, so it can be checked from the container alone
  (dxfuzz's `shader_hash` module does). With flag 1 (`-Zss`) it is over the
  bitcode of the module with debug information, which only the PDB holds.
  The part is exactly 20 bytes in DXC output; bytes after the digest are
  kept in `tail` (LLVM's reader ignores them, DXC's validator refuses them).
doc-ref:
  - https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilContainer/DxilContainer.h
  - https://github.com/llvm/llvm-project/blob/main/llvm/include/llvm/BinaryFormat/DXContainer.h
# LLVM reads the part with readStruct: shorter than 20 bytes fails so.
-message:
  eof: "Reading structure out of file bounds"
seq:
  - id: flags
    -orig-id: Flags
    type: u4
    doc: DxilShaderHashFlags; bit 0 = IncludesSource, other bits unused.
  - id: digest
    -orig-id: Digest
    size: 16
    doc: The MD5 digest, bytes in MD5's output order.
  - id: tail
    size-eos: true
    doc: Bytes after the digest (none in every known file).
instances:
  includes_source:
    -orig-id: IncludesSource
    value: (flags & 1) != 0
    doc: |
      True when the digest was computed over the module with debug
      information (`-Zss`, LLVM `IncludesSource`); false when it is over the
      final bitcode of the `DXIL` part (`-Zsb`, the default).
