meta:
  id: dxcontainer_srci
  title: Shader source info (SRCI) - placeholder
  license: CC0-1.0
  ks-version: '0.11'
  endian: le
doc: Placeholder until this part family is specified; keeps the part data as bytes.
seq:
  - id: undecoded
    size-eos: true
    doc: The part data, not decoded yet.
