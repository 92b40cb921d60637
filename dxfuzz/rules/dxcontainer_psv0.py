"""PSV0's rules: its runtime-info version against the program's DXIL version."""
from __future__ import annotations


from .context import (Context, FAIL, NotApplicable, PASS, program_header, rule, Skip, spec_body, WARN)
from ..write.dxcontainer_psv0 import runtime_info_sizes


#: PSV0 runtime-info record sizes by PSV version.


def psv_version_for_validator(major: int, minor: int) -> int:
    """The PSV version DXC writes for a validator version (``GetPSVVersion``)."""
    v = (major, minor)
    if v < (1, 1):
        return 0
    if v < (1, 6):
        return 1
    if v < (1, 8):
        return 2
    if v < (1, 10):
        return 3
    return 4


def _psv_info_size(body) -> int:
    size = getattr(body, "len_runtime_info", None)
    if not isinstance(size, int):
        raise Skip("the PSV0 spec has no len_runtime_info field")
    return size


@rule("psv-version", "dxc")
def r_psv_version(ctx: Context):
    """PSV0's runtime-info size is a known version, at least the one the DXIL
    version implies (the validator, at least as new as the DXIL version, picks it)."""
    p = ctx.first("PSV0")
    if p is None:
        raise NotApplicable("no PSV0 part")
    body = spec_body(ctx, p, "dxcontainer_psv0")
    size = _psv_info_size(body)
    _, kind, _, _, dmaj, dmin = program_header(ctx)
    least = psv_version_for_validator(dmaj, dmin)
    where = p.data_offset
    sizes = {size: version for version, size in runtime_info_sizes().items()}
    if size in sizes:
        version = sizes[size]
        if version < least:
            return FAIL, (f"PSV0 runtime info is v{version} ({size} bytes) but DXIL {dmaj}.{dmin} "
                          f"needs a validator that writes at least v{least} "
                          f"({_size_of(least)} bytes)"), where
        return PASS, f"v{version} ({size} bytes) for DXIL {dmaj}.{dmin} (at least v{least})", where
    if size > max(sizes):
        return WARN, (f"runtime info of {size} bytes is newer than any known version "
                      "(v4 is 56 bytes); its tail is kept as bytes"), where
    return FAIL, f"runtime info size {size} is not a PSV version ({', '.join(map(str, sorted(sizes)))})", where


def _size_of(version: int) -> int:
    return runtime_info_sizes()[version]
