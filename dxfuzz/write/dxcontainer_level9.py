"""Writers for ``ksy/dxcontainer_level9.ksy``: header, embedded shader, mapping tables."""
from __future__ import annotations

from .. import kaitai
from .buffer import Writer
from .given import Given

SPEC = "dxcontainer_level9"

#: The parts this writer builds from trees.
FOURCCS = ("Aon9", "XNAS", "XNAP")

HEADER_SIZE = 36

#: The mapping tables in the order FXC places them (the record size of
#: each; the unknown mappings have no known records): ``(table, size)``.
TABLES = (("sampler_mappings", 4), ("cbuffer_mappings", 12), ("unknown_mappings", 0),
          ("loop_register_mappings", 8), ("runtime_constant_mappings", 4))

#: The header's order of the (count, offset) pairs.
HEADER_ORDER = ("cbuffer_mappings", "loop_register_mappings", "unknown_mappings",
                "sampler_mappings", "runtime_constant_mappings")


def _count_key(table: str) -> str:
    return "num_" + table  # cbuffer_mappings -> num_cbuffer_mappings


def dxcontainer_level9(obj, w: Writer) -> None:
    """A feature-level-9 part from a parsed object or a tree. Left out, as FXC
    lays it out: after the header the sampler, cbuffer, (unknown), loop and
    runtime-constant mapping tables, then the embedded shader; the counts,
    ``len_shader``, ``len_part`` (the whole part), ``shader_version`` (the
    embedded shader's version token with its minor version 0)."""
    r = Given(obj)
    shader = r.data("shader", b"") or b""
    pos = HEADER_SIZE
    offsets = {}
    for table, size in TABLES:  # where each table is: given, or next
        offsets[table] = r.number("ofs_" + table) if r.has("ofs_" + table) else pos
        pos = max(pos, offsets[table] + size * len(r.value(table, None) or []))
    ofs_shader = r.number("ofs_shader", default=pos)
    embedded = int.from_bytes(shader[:4], "little") if len(shader) >= 4 else 0
    w.u4(r.number("len_part", default=max(pos, ofs_shader + len(shader))))
    w.u4(r.number("shader_version", default=embedded & ~0xFF))
    w.u4(r.number("len_shader", default=len(shader)))
    w.u4(ofs_shader)
    for table in HEADER_ORDER:
        w.u2(r.number(_count_key(table), default=len(r.value(table, None) or [])))
        w.u2(offsets[table])
    with w.at(ofs_shader):
        w.bytes(shader)
    for table, fn in (("cbuffer_mappings", cbuffer_mapping),
                      ("loop_register_mappings", loop_register_mapping),
                      ("sampler_mappings", sampler_mapping),
                      ("runtime_constant_mappings", runtime_constant_mapping)):
        with w.at(offsets[table]):
            for record in r.value(table, None) or []:
                fn(record, w)


def cbuffer_mapping(obj, w: Writer) -> None:
    m = Given(obj)
    for name in ("buffer", "start_register", "num_registers", "target_register"):
        w.u2(m.number(name, default=0))
    for c in m.numbers("conversions", kaitai.enum_class(SPEC, "DataConversion"), [0, 0, 0, 0]):
        w.u1(c)


def loop_register_mapping(obj, w: Writer) -> None:
    m = Given(obj)
    for name in ("buffer", "source_register", "component", "target_register"):
        w.u2(m.number(name, default=0))


def sampler_mapping(obj, w: Writer) -> None:
    m = Given(obj)
    for name in ("source_resource", "source_sampler", "target_sampler", "reserved"):
        w.u1(m.number(name, default=0))


def runtime_constant_mapping(obj, w: Writer) -> None:
    m = Given(obj)
    w.u2(m.number("description", kaitai.enum_class(SPEC, "RuntimeConstant"), default=0))
    w.u2(m.number("target_register", default=0))
