"""Writers for ``ksy/dxcontainer_ifce.ksy``: header, class types, class
instances, interface slots and the id lists and names they point at."""
from __future__ import annotations

from ..writer import Writer


def _strz(w: Writer, text) -> None:
    w.bytes(text.encode("latin-1") + b"\0")


def dxcontainer_ifce(obj, w: Writer) -> None:
    w.u4(obj.class_instance_count)
    w.u4(obj.class_type_count)
    w.u4(obj.interface_slot_record_count)
    w.u4(obj.interface_slot_count)
    w.u4(obj.ofs_class_instances)
    w.u4(obj.ofs_class_types)
    w.u4(obj.ofs_interface_slots)
    w.bytes(obj.reserved)
    with w.at(obj.ofs_class_instances):
        for r in obj.class_instances:
            class_instance(r, w)
    with w.at(obj.ofs_class_types):
        for r in obj.class_types:
            class_type(r, w)
    with w.at(obj.ofs_interface_slots):
        for r in obj.interface_slots:
            interface_slot(r, w)


def class_type(obj, w: Writer) -> None:
    w.u4(obj.ofs_name)
    w.u2(obj.reserved)
    w.u2(obj.cbuffer_stride)
    w.u2(obj.texture_count)
    w.u2(obj.sampler_count)
    with w.at(obj.ofs_name):
        _strz(w, obj.name)


def class_instance(obj, w: Writer) -> None:
    w.u4(obj.ofs_name)
    w.u2(obj.type_id)
    w.u2(obj.element_count)
    w.u2(obj.cbuffer)
    w.u2(obj.cbuffer_offset)
    w.u2(obj.texture)
    w.u2(obj.sampler)
    with w.at(obj.ofs_name):
        _strz(w, obj.name)


def interface_slot(obj, w: Writer) -> None:
    w.u4(obj.slot_span)
    w.u4(obj.count)
    w.u4(obj.ofs_type_ids)
    w.u4(obj.ofs_table_ids)
    with w.at(obj.ofs_type_ids):
        for v in obj.type_ids:
            w.u2(v)
    with w.at(obj.ofs_table_ids):
        for v in obj.table_ids:
            w.u4(v)
