"""LLVM bitstreams, the bitcode of DXIL programs: a bounded reader, a writer, the
comparison with ``llvm-bcanalyzer -dump``, and the module level with DXC's dx.* metadata."""
from __future__ import annotations

from .bits import BitCursor, BitstreamError
from .dxil_metadata import entry_property, read_dxil_metadata
from .model import Abbrev, AbbrevOp, Bitstream, Block, BlockInfo, Record
from .module import Module, decode_module, read_module
from .parts import PROGRAM_FOURCCS, program_bitcode, programs
from .reader import read

__all__ = ["read", "BitCursor", "BitstreamError", "Abbrev", "AbbrevOp", "Bitstream", "Block", "BlockInfo",
           "Record", "PROGRAM_FOURCCS", "program_bitcode", "programs", "Module", "read_module", "decode_module",
           "read_dxil_metadata", "entry_property"]
