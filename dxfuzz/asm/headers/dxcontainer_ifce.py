"""IFCE against the listing's class types, class instances and interface slots."""
from __future__ import annotations

import re

from ..listing import mark_read as _read
from .sections import _SLOTS_TITLE, parse_table


def _ffff(v):
    return "-" if v == 0xFFFF else str(v)


def class_type_rows(ifce) -> list:
    """The "Available Class Types" rows: name, ID, cbuffer stride, textures, samplers."""
    return [[t.name, str(i), str(t.cbuffer_stride), str(t.num_textures), str(t.num_samplers)]
            for i, t in enumerate(ifce.class_types)]


def class_instance_rows(ifce) -> list:
    """The "Available Class Instances" rows: name (an array with its size,
    ``g[3]``), type, cbuffer, offset in it, texture, sampler (``-`` for none)."""
    return [[c.name + (f"[{c.num_elements}]" if c.num_elements > 1 else ""), str(c.type_id),
             str(c.cbuffer), str(c.ofs_in_cbuffer), _ffff(c.texture), _ffff(c.sampler)]
            for c in ifce.class_instances]


def slot_records(ifce) -> list:
    """The interface slot records: ``{"slots"`` (``0`` or a range ``0-1``),
    ``"type ids"``, ``"table ids"}``, as strings."""
    out, start = [], 0
    for r in ifce.interface_slots:
        end = start + r.slot_span - 1
        out.append({"slots": str(start) if r.slot_span <= 1 else f"{start}-{end}",
                    "type ids": [str(v) for v in r.type_ids], "table ids": [str(v) for v in r.table_ids]})
        start += r.slot_span
    return out


def compare_interfaces(d, ifce, secs):
    by_title = dict((t, b) for t, b in reversed(secs))
    ours_types, ours_inst = class_type_rows(ifce), class_instance_rows(ifce)
    for table, ours, cols in (
            ("Available Class Types", ours_types, ("name", "id", "cb stride", "texture", "sampler")),
            ("Available Class Instances", ours_inst,
             ("name", "type", "cb", "cb offset", "texture", "sampler"))):
        _, rows = parse_table(by_title[table]) if table in by_title else ("", [])
        theirs = [r.split() for r in rows]
        if len(ours) != len(theirs):
            d.field(table, "-", "row count", len(ours), len(theirs))
        for a, b in zip(ours, theirs):
            for k, c in enumerate(cols):
                d.field(table, b[0], c, a[k] if k < len(a) else None, b[k] if k < len(b) else None)
    table = "Interface slots"
    listed = [(int(_SLOTS_TITLE.match(t).group(1)), b) for t, b in secs if _SLOTS_TITLE.match(t)]
    if not listed:
        if ifce.num_interface_slot_records:
            d.note(table, "-", "no interface slot table in the listing")
        return
    total, body = listed[0]
    d.field(table, "-", "total", ifce.num_interface_slots, total)
    theirs, cur = [], None
    for line in body:
        if re.match(r"^// (\| Slots\s+\||\+-+\+|\s+Slots\s*$)", line):
            _read(line)
            continue
        m = re.match(r"^// \| Type ID  \|\s*(\S+)\s*\|(.*)$", line)
        if m:
            _read(line)
            cur = {"slots": m.group(1), "type ids": m.group(2).split()}
            theirs.append(cur)
            continue
        m = re.match(r"^// \| Table ID \|\s*\|(.*)$", line)
        if m and cur is not None:
            _read(line)
            cur["table ids"] = m.group(1).split()
    ours = slot_records(ifce)
    if len(ours) != len(theirs):
        d.field(table, "-", "record count", len(ours), len(theirs))
    for i, (a, b) in enumerate(zip(ours, theirs)):
        for key in ("slots", "type ids", "table ids"):
            d.field(table, f"record {i}", key, a[key], b.get(key))
