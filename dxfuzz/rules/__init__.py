"""Named checks of a container (``dxfuzz check``): each rule says pass, fail,
warn or skip (it could not run, and why), with the byte offset of the problem.

The rules run one by one on the raw bytes and on what the specs decode, so a
malformed file gets every verdict that can still be given: a wrong magic does
not stop the part checks, and a part that fails to decode only stops the
rules that need it.

Each rule names who would refuse a file that breaks it (``who``):

* ``d3d`` - the Direct3D runtime (``Create*Shader`` and the DXBC parser it
  shares with Microsoft's translation layer): magic, version 1.0, file size
  equal to the data, parts inside the file and back to back, a valid digest;
* ``dxc`` - DXC's container and validator rules (one part per kind, PRIV
  last, PSV0 and signatures that agree with each other and the stage);
* ``llvm`` - LLVM's reader (``object::DXContainer``): its layout rules;
* ``tools`` - nothing refuses the file, but tools that rely on the value
  (PDB lookup by shader hash) go wrong.

:func:`check` returns a :class:`Report`; :meth:`Report.summary` is the one
line "why would D3D reject this file".
"""
from __future__ import annotations

# The rules register in the order they run and are reported: the
# container's, then each part family's.
from . import container, dxcontainer_hash, dxcontainer_psv0, dxcontainer_signature  # noqa: F401
from . import dxcontainer_program  # noqa: F401  (after the part families: the module against them)
from . import dxcontainer_signature_packing  # noqa: F401  (the module's signatures, once read)
from .context import FAIL, NA, PASS, RULES, SKIP, WARN, Context, Finding, PartInfo, Rule, rule
from .dxcontainer_psv0 import psv_version_for_validator
from .report import Report, check

__all__ = ["FAIL", "NA", "PASS", "RULES", "SKIP", "WARN", "Context", "Finding", "PartInfo", "Rule",
           "Report", "check", "psv_version_for_validator", "rule"]
