"""Writers for ``ksy/dxcontainer_ifce.ksy``: header, class types, class
instances, interface slots and the id lists and names they point at."""
from __future__ import annotations

from .buffer import Writer
from .given import Given
from .heap import Heap, string_offset, write_string

#: The parts this writer builds from trees.
FOURCCS = ("IFCE",)

#: Sizes of the header and of each record, and FXC's fill between them.
HEADER_SIZE, SLOT_SIZE, TYPE_SIZE, INSTANCE_SIZE, FILL = 36, 16, 12, 16, 0xAB


def dxcontainer_ifce(obj, w: Writer) -> None:
    """IFCE from a parsed object or a tree. Left out, as FXC lays it out:
    the counts (``num_interface_slots`` the slots' spans), ``reserved``
    zeros; after the header the slot table, the class type table and the
    class instance table, then each slot's type ids and table ids, the
    instance names and the type names (each name once, every list and name
    on a 4-byte boundary, 0xAB between)."""
    r = Given(obj)
    slots = r.children("interface_slots", [])
    types = r.children("class_types", [])
    instances = r.children("class_instances", [])
    heap = None
    if not r.parsed:
        heap = Heap(HEADER_SIZE)
        heap.after(_given_end(r, slots, types, instances))
    tables = []
    for name, records, size in (("ofs_interface_slots", slots, SLOT_SIZE),
                                ("ofs_class_types", types, TYPE_SIZE),
                                ("ofs_class_instances", instances, INSTANCE_SIZE)):
        tables.append(r.number(name) if r.has(name) or heap is None else
                      heap.place(size * len(records)))
    ofs_slots, ofs_types, ofs_instances = tables
    w.u4(r.number("num_class_instances", default=len(instances)))
    w.u4(r.number("num_class_types", default=len(types)))
    w.u4(r.number("num_interface_slot_records", default=len(slots)))
    w.u4(r.number("num_interface_slots",
                  default=sum(s.number("slot_span", default=1) for s in slots)))
    w.u4(ofs_instances)
    w.u4(ofs_types)
    w.u4(ofs_slots)
    w.bytes(r.data("reserved", bytes(8)))
    with w.at(ofs_slots):
        for s in slots:
            interface_slot(s, w, heap)
    with w.at(ofs_instances):
        for i in instances:
            class_instance(i, w, heap)
    with w.at(ofs_types):
        for t in types:
            class_type(t, w, heap)
    if heap is not None:
        w.fill(FILL, heap.place(0))


def _given_end(r: Given, slots, types, instances) -> int:
    end = 0
    for name, records, size in (("ofs_interface_slots", slots, SLOT_SIZE),
                                ("ofs_class_types", types, TYPE_SIZE),
                                ("ofs_class_instances", instances, INSTANCE_SIZE)):
        if r.has(name):
            end = max(end, r.number(name) + size * len(records))
    for rec in (*types, *instances):
        if rec.has("ofs_name") and rec.has("name"):
            end = max(end, rec.number("ofs_name") + len(rec.text("name")) + 1)
    for s in slots:
        n = len(s.value("type_ids", None) or [])
        if s.has("ofs_type_ids"):
            end = max(end, s.number("ofs_type_ids") + 2 * n)
        if s.has("ofs_table_ids"):
            end = max(end, s.number("ofs_table_ids") + 4 * len(s.value("table_ids", None) or []))
    return end


def class_type(obj, w: Writer, heap=None) -> None:
    t = Given(obj)
    ofs_name = string_offset(t, heap, align=4)
    w.u4(ofs_name)
    w.u2(t.number("reserved", default=0))
    w.u2(t.number("cbuffer_stride", default=0))
    w.u2(t.number("num_textures", default=0))
    w.u2(t.number("num_samplers", default=0))
    write_string(t, w, ofs_name)


def class_instance(obj, w: Writer, heap=None) -> None:
    i = Given(obj)
    ofs_name = string_offset(i, heap, align=4)
    w.u4(ofs_name)
    w.u2(i.number("type_id", default=0))
    w.u2(i.number("num_elements", default=1))
    w.u2(i.number("cbuffer", default=0))
    w.u2(i.number("ofs_in_cbuffer", default=0))
    w.u2(i.number("texture", default=0xFFFF))
    w.u2(i.number("sampler", default=0xFFFF))
    write_string(i, w, ofs_name)


def interface_slot(obj, w: Writer, heap=None) -> None:
    s = Given(obj)
    type_ids = s.value("type_ids", None) or []
    table_ids = s.value("table_ids", None) or []
    ofs_type_ids = s.number("ofs_type_ids") if s.has("ofs_type_ids") or heap is None else \
        heap.place(2 * len(type_ids))
    ofs_table_ids = s.number("ofs_table_ids") if s.has("ofs_table_ids") or heap is None else \
        heap.place(4 * len(table_ids))
    w.u4(s.number("slot_span", default=1))
    w.u4(s.number("num_entries", default=len(type_ids)))
    w.u4(ofs_type_ids)
    w.u4(ofs_table_ids)
    with w.at(ofs_type_ids):
        for v in type_ids:
            w.u2(v)
    with w.at(ofs_table_ids):
        for v in table_ids:
            w.u4(v)
