"""HASH (shader hash) in obj2yaml's layout (``Hash``): the IncludesSource
flag and the 16-byte digest; obj2yaml prints none when both are zero."""
from __future__ import annotations

from .layout import DIGEST, Flag, Key, Part

PART = Part(("HASH",), "Hash", [
    Flag("IncludesSource", "includes_source", bit=1),
    # yaml2obj copies 16 bytes whatever the list holds
    Key("Digest", "digest", DIGEST),
], empty=lambda d: d["flags"] == 0 and not any(d["digest"]))
