"""One shader's listing against its container: every table, then the notes."""
from __future__ import annotations


from ...container import first_part
from .sections import _Diffs, _PARAM_TITLE, _SLOTS_TITLE, _decoded, parse_table, sections
from .dxcontainer_signature import compare_signature
from .dxcontainer_level9 import compare_level9
from .dxcontainer_ifce import compare_interfaces
from .notes import _is_hull, compare_notes
from .dxcontainer_rdef import compare_bindings, compare_buffers
from .dxcontainer_lfs0 import compare_function_signature


def compare_shader(d, obj, lines, prefix=""):
    """Compare one container with one shader's comment header."""
    secs = sections(lines)
    by_title = {}
    for title, body in secs:
        by_title.setdefault(title, body)
    rdef_part = first_part(obj, "RDEF")
    rdef = _decoded(rdef_part) if rdef_part is not None else None
    dd = _Diffs(d.tables)
    if rdef_part is not None and rdef is None:
        dd.note("RDEF", "-", "not decoded")
    elif rdef is not None:
        compare_buffers(dd, rdef, by_title.get("Buffer Definitions"))
        compare_bindings(dd, rdef, by_title.get("Resource Bindings"))
    else:
        for title in ("Buffer Definitions", "Resource Bindings"):
            if title in by_title and parse_table(by_title[title])[1]:
                dd.note(title, "-", "the listing has this table, the container no RDEF")
    is_hull = _is_hull(obj)
    for table, fourccs, output in (("Input signature", ("ISGN", "ISG1"), False),
                                   ("Output signature", ("OSGN", "OSG5", "OSG1"), True),
                                   ("Patch Constant signature", ("PCSG", "PSG1"), None)):
        part = first_part(obj, *fourccs)
        if part is None:
            continue
        sig = _decoded(part)
        if sig is None:
            continue
        if output is None:
            output = is_hull
        compare_signature(dd, table, sig, by_title.get(table), output)
    compare_level9(dd, obj, secs)
    ifce_part = first_part(obj, "IFCE")
    if ifce_part is not None:
        ifce = _decoded(ifce_part)
        if ifce is None:
            dd.note("IFCE", "-", "not decoded")
        else:
            compare_interfaces(dd, ifce, secs)
    elif any(t in ("Available Class Types", "Available Class Instances") or _SLOTS_TITLE.match(t)
             for t, _ in secs):
        dd.note("IFCE", "-", "the listing has class linkage tables, the container no IFCE")
    compare_notes(dd, obj, lines)
    lfs0_part = first_part(obj, "LFS0")
    if lfs0_part is not None or any(_PARAM_TITLE.match(t) for t, _ in secs):
        compare_function_signature(dd, _decoded(lfs0_part) if lfs0_part is not None else None, secs)
    for line in dd:
        d.append(prefix + line)
    return secs
