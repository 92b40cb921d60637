meta:
  id: dxcontainer_vers
  title: Compiler version (VERS)
  license: CC0-1.0
  ks-version: '0.11'
  endian: le
doc: |
  The version of the compiler that built the container (DXC
  `DxilCompilerVersion`), written by DXC in library containers (`lib_6_x`,
  validator 1.8 and later) and in PDB containers; the validator refuses it
  in any other shader. A 16-byte packed header, then the commit hash and the
  custom version string, each NUL-terminated (DXC writes the NUL even for an
  empty string), then zero padding to 4 bytes. `len_string_list` counts
  the two strings and their NULs, not the padding; 0 means no strings.
doc-ref:
  - https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilContainer/DxilContainer.h
  - https://github.com/microsoft/DirectXShaderCompiler/blob/main/lib/DxilContainer/DxilContainerAssembler.cpp
seq:
  - id: major
    -orig-id: Major
    type: u2
    doc: Compiler major version (IDxcVersionInfo).
  - id: minor
    -orig-id: Minor
    type: u2
    doc: Compiler minor version, as the compiler's IDxcVersionInfo::GetVersion reports it (DxilVersionWriter copies it here).
  - id: version_flags
    -orig-id: VersionFlags
    type: u4
    doc: IDxcVersionInfo flags; bit 0 = debug build, bit 1 = internal build.
  - id: num_commits
    -orig-id: CommitCount
    type: u4
    doc: Number of commits in the compiler's source tree (IDxcVersionInfo2).
  - id: len_string_list
    -orig-id: VersionStringListSizeInBytes
    type: u4
    valid:
      max: 0x7fffffff
    doc: 'Bytes of the two strings including their NULs, without the padding. At most 2^31 - 1: larger than any container, so every target reads it alike.'
  - id: string_list
    size: len_string_list
    type: string_list
    doc: The commit hash and the custom version string.
  - id: padding
    size-eos: true
    doc: Zero padding to 4 bytes after the strings, byte for byte.
instances:
  is_debug:
    -orig-id: DxcVersionInfoFlags_Debug
    value: (version_flags & 1) != 0
    doc: Built in debug mode (DxcVersionInfoFlags_Debug).
  is_internal:
    -orig-id: DxcVersionInfoFlags_Internal
    value: (version_flags & 2) != 0
    doc: An internal build, not from a public release (DxcVersionInfoFlags_Internal).
types:
  string_list:
    doc: |
      The two strings. A string that runs to the end of the list without a
      NUL is read to the end (and written back without one).
    doc-ref: https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilContainer/DxilContainer.h DxilCompilerVersion
    seq:
      - id: commit_hash
        -orig-id: CommitSha
        type: strz
        encoding: ISO-8859-1
        eos-error: false
        doc: The git commit hash of the compiler's sources (IDxcVersionInfo2::GetCommitInfo).
      - id: version_string
        -orig-id: CustomVersionString
        type: strz
        encoding: ISO-8859-1
        eos-error: false
        doc: The custom version string (IDxcVersionInfo3), e.g. `1.8.2405.15`; often empty.
      - id: extra
        size-eos: true
        doc: Bytes after the second string's NUL (none in DXC output).
