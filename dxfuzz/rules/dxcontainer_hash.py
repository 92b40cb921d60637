"""The HASH part's rule: the shader hash DXC stores, recomputed."""
from __future__ import annotations


from .. import shader_hash
from ..errors import ParseError
from .context import (Context, FAIL, NotApplicable, PASS, rule, Skip, spec_body)


@rule("hash-part", "tools")
def r_hash_part(ctx: Context):
    """The HASH part holds the MD5 of the DXIL bitcode (the key tools use to find the PDB)."""
    h = ctx.first("HASH")
    if h is None:
        raise NotApplicable("no HASH part")
    if h.size != 20:
        return FAIL, f"HASH part is {h.size} bytes, DXC's validator requires 20", h.offset + 4
    spec_body(ctx, h, "dxcontainer_hash")
    try:
        result = shader_hash.check(ctx.obj)
    except ParseError as exc:
        raise Skip(f"cannot recompute it: {exc.message}")
    where = h.data_offset + 4
    if result.status == shader_hash.MATCH:
        return PASS, f"MD5 of the bitcode {result.digest.hex()}", where
    if result.status == shader_hash.MISMATCH:
        return FAIL, (f"HASH holds {result.digest.hex()}, the MD5 of the DXIL bitcode is "
                      f"{result.computed.hex()}"), where
    if result.status == shader_hash.INCLUDES_SOURCE:
        raise Skip("HASH flags say IncludesSource: the digest covers the module with debug "
                   "information, which is not in this container")
    raise Skip(f"nothing to compare ({result.status})")
