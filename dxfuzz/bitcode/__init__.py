"""LLVM bitstreams, the bitcode of DXIL programs: a bounded reader, a writer,
and the comparison of a decode with LLVM's ``llvm-bcanalyzer -dump``."""
from __future__ import annotations

from .bits import BitCursor, BitstreamError
from .model import Abbrev, AbbrevOp, Bitstream, Block, BlockInfo, Record
from .parts import PROGRAM_FOURCCS, program_bitcode, programs
from .reader import read

__all__ = ["read", "BitCursor", "BitstreamError", "Abbrev", "AbbrevOp", "Bitstream", "Block", "BlockInfo",
           "Record", "PROGRAM_FOURCCS", "program_bitcode", "programs"]
