"""Aon9 / XNAS / XNAP against the constant mappings the listing prints before
each level-9 bytecode section."""
from __future__ import annotations

import re

from ...container import parts
from .. import dxcontainer_level9 as programs
from ..listing import enum_name, mark_read as _read
from .sections import _LEVEL9_MAPPINGS, _LEVEL9_TITLES, _decoded
from .dxcontainer_signature import parse_tables


_CONVERSION_TEXT = {"float": "FLT", "bool": "BOOL", "int": "INT", "uint": "UINT"}


def level9_blobs(secs):
    """``[(fourcc, {title: lines}, bytecode lines)]`` in listing order: the
    mapping sections printed before each level-9 bytecode section."""
    out, pending = [], {}
    for title, body in secs:
        if title in _LEVEL9_TITLES:
            out.append((_LEVEL9_TITLES[title], pending, body))
            pending = {}
        elif title in _LEVEL9_MAPPINGS:
            pending[title] = body
    return out


def level9_version_text(b) -> str:
    kind = {0xFFFE: "vs", 0xFFFF: "ps", 0x4C56: "lib_4_0_vs", 0x4C50: "lib_4_0_ps"}.get(
        b.shader_program_type, hex(b.shader_program_type))
    minor = "x" if b.shader_minor == 1 else str(b.shader_minor)
    return f"{kind}_{b.shader_major}_{minor}"


def level9_rows(b):
    """The listing's mapping tables of one decoded level-9 part."""
    loops = [[f"i{m.target_register}", f"cb{m.buffer}", str(m.source_register), str(m.component)]
             for m in b.loop_register_mappings]
    cbs = [[f"c{m.target_register}", f"cb{m.buffer}", str(m.start_register), str(m.num_registers)]
           + [_CONVERSION_TEXT.get(enum_name(c), str(c)) for c in m.conversions]
           for m in b.cbuffer_mappings]
    samplers = [[f"s{m.target_sampler}", f"s{m.source_sampler}", f"t{m.source_resource}"]
                for m in sorted(b.sampler_mappings, key=lambda m: m.target_sampler)]
    runtime = [[f"c{m.target_register}",
                "Vertex Shader position offset" if enum_name(m.description) == "vertex_shader_position_offset"
                else enum_name(m.description)] for m in b.runtime_constant_mappings]
    return {"loop register mappings": loops, "constant buffer mappings": cbs,
            "sampler mappings": samplers, "runtime constant mappings": runtime}


def _listing_level9_rows(pending):
    out = {"loop register mappings": [], "constant buffer mappings": [],
           "sampler mappings": [], "runtime constant mappings": []}
    for header, rows in parse_tables(pending.get("Constant buffer to DX9 shader constant mappings", [])):
        if "Source Reg" in header:
            out["loop register mappings"] += [r.split() for r in rows]
        else:
            for r in rows:
                m = re.match(r"^\s*(\S+)\s+(\S+)\s+(\d+)\s+(\d+)\s+\(([^)]*)\)", r)
                if m:
                    out["constant buffer mappings"].append(
                        list(m.groups()[:4]) + [c.strip() for c in m.group(5).split(",")])
                else:
                    out["constant buffer mappings"].append(r.split())
    for header, rows in parse_tables(pending.get("Sampler/Resource to DX9 shader sampler mappings", [])):
        out["sampler mappings"] += [r.split() for r in rows]
    for header, rows in parse_tables(pending.get("Runtime generated constant mappings", [])):
        for r in rows:
            parts_ = r.split(None, 1)
            out["runtime constant mappings"].append([parts_[0], parts_[1].strip() if len(parts_) > 1 else ""])
    return out


def compare_level9(d, obj, secs):
    ours = [(p.fourcc_text, _decoded(p)) for p in parts(obj) if p.fourcc_text in ("Aon9", "XNAS", "XNAP")]
    theirs = level9_blobs(secs)
    for fourcc in ("Aon9", "XNAS", "XNAP"):
        a = [b for f, b in ours if f == fourcc]
        t = [(pend, body) for f, pend, body in theirs if f == fourcc]
        if len(a) != len(t):
            d.field(fourcc, "-", "level-9 shaders", len(a), len(t))
        for i, (b, (pend, body)) in enumerate(zip(a, t)):
            row = f"{fourcc} {i}"
            if b is None:
                d.note(fourcc, row, "not decoded")
                continue
            compare_program(d, fourcc, row, b, body)
            mine, listed = level9_rows(b), _listing_level9_rows(pend)
            for table, rows in mine.items():
                if len(rows) != len(listed[table]):
                    d.field(fourcc, row, f"{table} count", len(rows), len(listed[table]))
                for j, (x, y) in enumerate(zip(rows, listed[table])):
                    d.field(fourcc, f"{row} {table} {j}", "row", x, y)


def compare_program(d, fourcc, row, part, body):
    """The level-9 section's version line against the part header's, then its
    program, line for line, and its slot count, against what
    :mod:`dxfuzz.asm.dxcontainer_level9` lists from the part."""
    code = [ln for ln in body if ln.strip() and not ln.startswith("//")]
    counted = [ln for ln in body if re.match(r"^// approximately \d+ instruction", ln)]
    d.field(fourcc, row, "shader version", level9_version_text(part), code[0].strip() if code else None)
    program = part.shader
    if program is None:
        d.note(fourcc, row, "no program")
        return
    mine = programs.listing(program)
    if len(mine) != len(code):
        d.field(fourcc, row, "program lines", len(mine), len(code))
    for j, (ours, theirs) in enumerate(zip(mine, code)):
        d.field(fourcc, f"{row} line {j + 1}", "program", "    " + ours, theirs.rstrip())
        _read(theirs)
    d.field(fourcc, row, "slot count", programs.slots_text(program), counted[0].rstrip() if counted else None)
    _read(*counted[:1])
