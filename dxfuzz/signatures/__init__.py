"""Signatures as the DXIL specification defines them: each element as a block
of registers, DXC's packer, and the linking of stages (``elements``,
``packer``, ``linking``)."""
