meta:
  id: dxcontainer_signature
  title: Signatures (ISGN, OSGN, PCSG, OSG5, ISG1, OSG1, PSG1) - placeholder
  license: CC0-1.0
  ks-version: '0.11'
  endian: le
doc: Placeholder until this part family is specified; keeps the part data as bytes.
params:
  - id: element_size
    type: u1
    doc: Size of one element record in bytes (24 for ISGN/OSGN/PCSG, 28 for OSG5, 32 for ISG1/OSG1/PSG1).
seq:
  - id: undecoded
    size-eos: true
    doc: The part data, not decoded yet.
