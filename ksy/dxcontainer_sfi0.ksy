meta:
  id: dxcontainer_sfi0
  title: Shader feature info (SFI0) - placeholder
  license: CC0-1.0
  ks-version: '0.11'
  endian: le
doc: Placeholder until this part family is specified; keeps the part data as bytes.
seq:
  - id: undecoded
    size-eos: true
    doc: The part data, not decoded yet.
