"""The ``signature`` mutation group: each mutant keeps every size and offset
and breaks the packing rule it names (on a vertex and a pixel shader dxfuzz
builds from their elements alone), and the mutations find their fields in
real files."""
from __future__ import annotations

import random
import struct

import pytest

import dxfuzz
from dxfuzz import mutate, rules
from dxfuzz.builder import build_part
from dxfuzz.part_table import read_parts
from dxfuzz.signatures.linking import link

from conftest import corpus_files

#: Each mutation and the rule of ``dxfuzz check`` its mutants break.
BREAKS = {
    "signature_overlap": {"signature-overlap"},
    "signature_component_order": {"signature-component-order"},
    "signature_clip_cull": {"signature-clip-cull"},
    "signature_target_register": {"signature-packing-kind"},
    "signature_register_fit": {"signature-fit", "signature-allocation"},
    "signature_semantic_index": {"signature-semantic-indices"},
    "signature_interpolation": {"signature-interpolation"},
}


def program(kind: int, *tokens: int) -> bytes:
    return struct.pack(f"<{2 + len(tokens)}I", kind << 16 | 5 << 4, 2 + len(tokens), *tokens)


def dcl_input_ps(mode: int, register: int, mask: int) -> tuple:
    return 98 | mode << 11 | 3 << 24, 2 | mask << 4 | 1 << 12 | 1 << 20, register


def shader(kind: int, inputs: dict, outputs: dict, *decls) -> bytes:
    """A container of two signatures laid out from their elements, and a program."""
    return dxfuzz.build([dxfuzz.Part("ISGN", build_part("ISGN", inputs)),
                         dxfuzz.Part("OSGN", build_part("OSGN", outputs)),
                         dxfuzz.Part("SHEX", program(kind, *[t for d in decls for t in d]))])


VERTEX = shader(1, {"signature_point": "VSIn", "elements": [
    {"semantic_name": "POSITION", "cols": 3}, {"semantic_name": "NORMAL", "cols": 3},
    {"semantic_name": "TEXCOORD", "cols": 2}]}, {"signature_point": "VSOut", "elements": [
        {"semantic_name": "SV_Position", "system_value": "position"}, {"semantic_name": "NORMAL", "cols": 3},
        {"semantic_name": "TEXCOORD", "cols": 2}, {"semantic_name": "FACTOR", "cols": 1},
        {"semantic_name": "COLOR"}]})
PIXEL = shader(0, {"signature_point": "PSIn", "elements": [
    {"semantic_name": "SV_Position", "system_value": "position"}, {"semantic_name": "NORMAL", "cols": 3},
    {"semantic_name": "TEXCOORD", "cols": 2}, {"semantic_name": "FACTOR", "cols": 1},
    {"semantic_name": "COLOR"}]}, {"signature_point": "PSOut", "elements": [
        {"semantic_name": "SV_Target"}, {"semantic_name": "SV_Target", "semantic_index": 1}]},
    dcl_input_ps(4, 0, 15), dcl_input_ps(2, 1, 7), dcl_input_ps(2, 1, 8), dcl_input_ps(2, 2, 3))


def failed(data: bytes) -> set:
    return {f.rule for f in rules.check(data).findings if f.status == "fail"}


def test_the_built_shaders_pass_and_share_registers():
    assert failed(VERTEX) == failed(PIXEL) == set()
    isgn = dxfuzz.parse(PIXEL).part_table[0].part.body
    assert [(e.semantic_name, e.register, e.mask) for e in isgn.elements] == [
        ("SV_Position", 0, 15), ("NORMAL", 1, 7), ("FACTOR", 1, 8), ("TEXCOORD", 2, 3), ("COLOR", 3, 15)]


@pytest.mark.parametrize("name", sorted(BREAKS))
def test_each_signature_mutation_breaks_its_rule_and_keeps_the_layout(name):
    broke = applied = 0
    for data in (VERTEX, PIXEL):
        table = [(fourcc, len(body)) for fourcc, body in read_parts(data)]
        for seed in range(12):
            out = mutate.apply(data, name, random.Random(seed), digest="recompute")
            if out == data:
                continue
            applied += 1
            assert len(out) == len(data)
            assert [(fourcc, len(body)) for fourcc, body in read_parts(out)] == table
            changed = [f for (f, a), (_, b) in zip(read_parts(data), read_parts(out)) if a != b]
            assert len(changed) == 1, changed
            new = failed(out)
            assert new & BREAKS[name], (seed, new)
            broke += 1
    assert applied >= 6 and broke == applied


def test_link_field_breaks_the_link_and_nothing_in_the_file():
    """The built vertex and pixel shaders link; a mutant of the vertex
    shader's outputs no longer links, unless its mask grew (a consumer may
    read fewer components), and ``check`` finds at most a collision its
    new register or index makes inside the file."""
    assert not link([("vs", VERTEX), ("ps", PIXEL)]).failed
    broken = widened = inputs = 0
    for seed in range(40):
        out = mutate.apply(VERTEX, "signature_link_field", random.Random(seed), digest="recompute")
        assert len(out) == len(VERTEX) and out != VERTEX
        assert failed(out) <= {"signature-overlap", "signature-packing-kind", "signature-semantic-indices"}
        linked = not link([("vs", out), ("ps", PIXEL)]).failed
        changed = [f for (f, a), (_, b) in zip(read_parts(VERTEX), read_parts(out)) if a != b]
        if changed == ["ISGN"]:  # the vertex shader's inputs: the input layout's business
            assert linked
            inputs += 1
        elif not linked:
            broken += 1
        else:
            before, after = (dxfuzz.parse(d).part_table[1].part.body.elements for d in (VERTEX, out))
            grown = [(a.mask, b.mask) for a, b in zip(before, after) if a.mask != b.mask]
            assert len(grown) == 1 and grown[0][0] & ~grown[0][1] == 0, seed
            widened += 1
    assert broken >= 15 and inputs and widened and broken + widened + inputs == 40


def test_signature_mutations_find_their_fields_in_real_files():
    """On every 10th corpus file: each mutation applies to some, and its
    mutants keep the file's length and part table."""
    files = [data for _, data in corpus_files()[::10]]
    applied = dict.fromkeys(mutate.names("signature"), 0)
    for data in files:
        table = [(fourcc, len(body)) for fourcc, body in read_parts(data)]
        for name in applied:
            out = mutate.apply(data, name, random.Random(len(data)))
            if out != data:
                applied[name] += 1
                assert len(out) == len(data) and [(f, len(b)) for f, b in read_parts(out)] == table
    assert min(applied.values()) >= 5, applied
