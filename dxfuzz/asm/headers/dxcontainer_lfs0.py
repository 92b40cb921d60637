"""LFS0 against the listing's function parameter signatures."""
from __future__ import annotations

import re

from ..listing import enum_name, mark_read as _read
from .sections import _PARAM_TITLE, _body
from .dxcontainer_rdef import _BASE_NAMES


def _register_text(prefix, reg, comp, rows, columns):
    """LFS0 rows/columns are the register layout: ``rows`` registers of
    ``columns`` components, whatever the matrix orientation."""
    if reg < 0:
        return ""
    num, width = max(rows, 1), max(columns, 1)
    mask = "xyzw"[comp:comp + width] if comp >= 0 else ""
    return f"{prefix}{reg} {num} {mask}"


def parameter_row(p) -> dict:
    """A decoded LFS0 parameter as FXC's function parameter table prints it."""
    base = _BASE_NAMES.get(enum_name(p.var_type), enum_name(p.var_type))
    cls = enum_name(p.var_class)
    if base == "void":
        type_ = "void"
    else:
        if cls == "scalar":
            shape = base
        elif cls == "vector":
            shape = f"{base}{p.columns}"
        elif cls == "matrix_columns":
            # Stored transposed: `rows` registers of `columns` components.
            shape = f"{base}{p.columns}x{p.rows}"
        elif cls == "matrix_rows":
            shape = f"row_major {base}{p.rows}x{p.columns}"
        else:
            shape = base
        direction = {1: "in", 2: "out", 3: "inout"}.get(p.flags & 3, "")
        type_ = f"{direction} {shape}".strip()
    return {"name": p.name, "semantic": p.semantic_name if p.ofs_semantic_name else "",
            "in": _register_text("v", p.first_in_register, p.first_in_component, p.rows, p.columns),
            "out": _register_text("o", p.first_out_register, p.first_out_component, p.rows, p.columns),
            "type": type_}


def compare_function_signature(d, lfs0, secs):
    table = "Function parameter signature"
    listed = [(t, b) for t, b in secs if _PARAM_TITLE.match(t)]
    if lfs0 is None:
        if listed:
            d.note(table, "-", "the listing has this table, the container no decoded LFS0")
        return
    if not listed:
        d.note(table, "-", "no function parameter signature in the listing")
        return
    title, body = listed[0]
    m = _PARAM_TITLE.match(title)
    params = lfs0.parameters
    returns = bool(params) and enum_name(params[0].var_type) != "void"
    d.field(table, "-", "return", "yes" if returns else "no", m.group(1))
    d.field(table, "-", "parameters", max(len(params) - 1, 0), int(m.group(2)))
    spans = None
    for i, line in enumerate(body):
        text = line.rstrip()
        if re.match(r"^// -+( -+)*\s*$", text):
            _read(line, *body[i - 1:i])
            spans = [(mm.start(), mm.end()) for mm in re.finditer(r"-+", text)]
            rows = []
            for row in body[i + 1:]:
                if not _body(row).strip():
                    break
                _read(row)
                cells = [row[s:(spans[k + 1][0] if k + 1 < len(spans) else len(row))].strip()
                         for k, (s, _) in enumerate(spans)]
                rows.append(cells)
            break
    if spans is None:
        d.note(table, "-", "table not found")
        return
    if len(rows) != len(params):
        d.field(table, "-", "row count", len(params), len(rows))
    for p, cells in zip(params, rows):
        ours = parameter_row(p)
        theirs = dict(zip(("name", "semantic", "in", "out", "type"), cells))
        for key in ("in", "out"):
            theirs[key] = " ".join(theirs.get(key, "").split())
        for key in ("name", "semantic", "in", "out", "type"):
            d.field(table, ours["name"], key, ours[key], theirs.get(key))
