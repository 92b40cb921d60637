"""LLVM bitstreams, the bitcode of DXIL programs: a bounded reader, a writer, the
comparison with ``llvm-bcanalyzer -dump``, the module level with DXC's dx.* metadata,
and the functions' bodies."""
from __future__ import annotations

import importlib

#: name -> module (relative to this package) that defines it: loaded when
#: first used, so a reader of the part table alone (``PROGRAM_FOURCCS``)
#: does not load the bitstream reader.
_LAZY = {
    "BitCursor": ".bits", "BitstreamError": ".bits", "entry_property": ".dxil_metadata",
    "read_dxil_metadata": ".dxil_metadata", "Abbrev": ".model", "AbbrevOp": ".model",
    "Bitstream": ".model", "Block": ".model", "BlockInfo": ".model", "Record": ".model",
    "Module": ".module", "decode_module": ".module", "read_module": ".module",
    "Function": ".function", "Instruction": ".function", "decode_functions": ".function",
    "read_functions": ".function",
    "PROGRAM_FOURCCS": ".parts", "program_bitcode": ".parts", "programs": ".parts",
    "read": ".reader",
}

__all__ = ["read", "BitCursor", "BitstreamError", "Abbrev", "AbbrevOp", "Bitstream", "Block", "BlockInfo",
           "Record", "PROGRAM_FOURCCS", "program_bitcode", "programs", "Module", "read_module", "decode_module",
           "read_dxil_metadata", "entry_property", "Function", "Instruction", "read_functions",
           "decode_functions"]


def __getattr__(name: str):
    if name not in _LAZY:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(_LAZY[name], __name__), name)
    globals()[name] = value
    return value


def __dir__():
    return sorted(set(globals()) | set(__all__))
