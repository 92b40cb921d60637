"""What the mutations keep of an input and work from gives what decoding and
writing everything again gives: a program put together from its
instructions' kept bytes is the SHEX writer's program, a bitcode edit
spliced into the kept code is the bitstream writer's whole stream, the
field places computed from a PSV0 or RDAT tree are where the field trace
finds them; and the engines' stages and hunt's stacked mutations keep to
the cheap mutations."""
from __future__ import annotations

import functools
import random


import dxfuzz
from dxfuzz import build_part, mutate
from dxfuzz.bitcode.model import Block
from dxfuzz.bitcode.writer import StreamWriter, encode, write_item
from dxfuzz.fuzz import mutators
from dxfuzz.hunt.mutants import Maker, Seed
from dxfuzz.mutate import dxcontainer_program as program
from dxfuzz.mutate import dxcontainer_shader as shader
from dxfuzz.mutate import versioned
from dxfuzz.asm.programs import parse_program
from dxfuzz.write.dxcontainer_shader import meaning

from conftest import corpus_bytes, corpus_manifest, made_dxil, made_shader


@functools.lru_cache(maxsize=None)
def _files(*fourccs, limit=6):
    """Up to ``limit`` corpus files holding one of ``fourccs``, of spread sizes."""
    rows = sorted((r for r in corpus_manifest() if set(fourccs) & set(r["parts"].split(","))),
                  key=lambda r: int(r["size"]))
    step = max(1, len(rows) // limit)
    return [corpus_bytes(r["file"]) for r in rows[::step][:limit]]


# --- SHEX: the program put together from kept instruction bytes ----------------------


def _shader_programs():
    """``(fourcc, part data, its whole tree, kept program)`` of SHEX and SHDR parts."""
    out = []
    for data in [made_shader()] + _files("SHEX", "SHDR"):
        for p in mutate.parts_of(data, "SHEX", "SHDR"):
            body = mutate.body_of(data, p)
            prog = shader.program(p.fourcc, body)
            if prog is not None:
                tree = dxfuzz.to_dict(parse_program(body))
                out.append((p.fourcc.decode(), body, tree, prog))
    return out


def test_kept_instruction_bytes_are_the_writers():
    programs = _shader_programs()
    assert len(programs) >= 5
    for fourcc, body, tree, prog in programs:
        assert prog.build(list(prog.instructions)) == body  # a real program comes back byte for byte
        for k, ins in enumerate(tree["program"]["instructions"]):
            assert prog.laid_out[k] == prog._encode(ins), (fourcc, k)
            assert dxfuzz.to_dict(prog.instructions[k]) == ins  # an instruction's own tree is the whole's


def test_edited_programs_are_what_the_writer_builds_of_the_edited_tree():
    """Instructions dropped, repeated, and copies edited: the program put
    together from the kept bytes and the copies' own is the one the SHEX
    writer builds of the whole edited tree."""
    checked = 0
    for fourcc, body, tree, prog in _shader_programs():
        trees = tree["program"]["instructions"]
        rnd = random.Random(fourcc + str(len(body)))
        for _ in range(12):
            ins = list(prog.instructions)  # the program's own, and trees where edited
            whole = list(trees)  # the same, every one a tree
            if not ins:
                break
            how = rnd.randrange(3)
            if how == 0:
                k = rnd.randrange(len(ins))
                del ins[k], whole[k]
            elif how == 1:
                k, at = rnd.randrange(len(ins)), rnd.randrange(len(ins) + 1)
                ins.insert(at, ins[k])
                whole.insert(at, whole[k])
            elif prog.registers:
                k, j, _, _ = rnd.choice(prog.registers)
                value = rnd.choice((0, 7, 0xFFFF))
                prog.operand(ins, k, j)["immediate_indices"][0] = value
                whole[k] = dxfuzz.to_dict(prog.instructions[k])
                shader._operands(whole[k])[j]["immediate_indices"][0] = value
            try:
                expected = build_part(fourcc, meaning({**tree, "program": {"instructions": whole}}))
            except ValueError:
                assert prog.build(ins) is None
                continue
            assert prog.build(ins) == expected
            checked += 1
        assert prog.build(list(prog.instructions)) == body  # the edits were made on trees of their own
    assert checked >= 30


def test_edits_leave_the_kept_program_as_it_was():
    data = made_shader()
    p = mutate.parts_of(data, "SHEX")[0]
    prog = shader.program(p.fourcc, mutate.body_of(data, p))
    before = [dxfuzz.to_dict(i) for i in prog.instructions]
    for name in mutate.names("bytecode") + ["shader_instruction_length"]:
        for seed in range(10):
            mutate.apply(data, name, random.Random(seed))
    assert shader.program(p.fourcc, mutate.body_of(data, p)) is prog  # kept, not decoded again
    assert [dxfuzz.to_dict(i) for i in prog.instructions] == before


# --- bitcode: an edit spliced into the kept code ----------------------------------------


def _whole(edit: program.Edit) -> bytes:
    """The reference: the whole edited stream written by the bitstream
    writer, every block length computed but the kept one's."""
    def block(w, b):
        now = edit.resolve(b)
        w.enter_block(now.block_id, now.abbrev_width)
        for item in now.children:  # (a block as found: block() resolves it)
            block(w, item) if isinstance(item, Block) else write_item(w, edit.resolve(item), block)
        w.end_block(now.length_words if b is edit.keep else None)
    w = StreamWriter()
    for b in edit.bitcode.stream.blocks:
        block(w, b)
    return w.finish()


def _bitcodes():
    out = []
    for data in [made_dxil()] + _files("DXIL", limit=4):
        for ref, _, _, bc in program._programs(data, random.Random(0)):
            out.append(bc)
    return out


def _random_edit(bc: program.Edit, rnd) -> program.Edit:
    edit = program.Edit(bc)
    records = [(b, r) for _, b, _ in bc.blocks for r in b.records if r.ops]
    for _ in range(rnd.randint(1, 3)):
        how = rnd.randrange(5)
        if how == 0 and records:  # an operand, the record written unabbreviated if it must
            _, rec = rnd.choice(records)
            program._set(edit, rec, rnd.randrange(len(rec.ops)), rnd.choice((0, 1, 300, 1 << 40)))
        elif how == 1:  # a block's last items dropped
            _, b, _ = rnd.choice(bc.blocks)
            if b.children and b.block_id != program.BLOCKINFO:
                del edit.block(b).children[rnd.randrange(len(b.children)):]
        elif how == 2:  # a block's length word kept as set
            _, b, _ = rnd.choice(bc.blocks)
            edit.block(b).length_words = b.length_words + 1
            edit.keep = b
        elif how == 3:  # a block's abbreviation id width
            _, b, _ = rnd.choice(bc.blocks)
            edit.block(b).abbrev_width = rnd.choice((5, 8, 16))
        else:  # an abbreviation and every record using it
            users, widths = program._abbrev_sites(bc)
            used = [(a, k) for a, k in widths if id(a) in users]
            if used:
                a, k = rnd.choice(used)
                new = edit.abbrev(a)
                new.ops = a.ops[:k] + (a.ops[k]._replace(value=a.ops[k].value + 1),) + a.ops[k + 1:]
                for rec in users[id(a)]:
                    edit.record(rec).abbrev = new
    return edit


def test_spliced_bitcode_is_the_whole_stream_written_again():
    checked = 0
    for bc in _bitcodes():
        rnd = random.Random(len(bc.code))
        for _ in range(40):
            edit = _random_edit(bc, rnd)
            if not edit.changed:
                continue
            try:
                expected = _whole(edit)
            except (ValueError, KeyError):
                continue
            assert program._encode(edit) == expected
            checked += 1
    assert checked >= 100


def test_bitcode_edits_leave_the_decoded_stream_as_it_was():
    data = _files("DXIL", limit=1)[0]  # (the seeds' DXIL program is too small to hold bitcode)
    refs = list(program._programs(data, random.Random(0)))
    assert refs
    bc = refs[0][3]
    before = [(type(i).__name__, getattr(i, "ops", None), len(getattr(i, "children", ()))) for i, _ in bc.walk]
    for name in mutate.names("bitcode"):
        for seed in range(6):
            mutate.apply(data, name, random.Random(seed))
    after = [(type(i).__name__, getattr(i, "ops", None), len(getattr(i, "children", ()))) for i, _ in bc.walk]
    assert after == before
    assert encode(bc.stream) == bc.code  # every record, definition and block as read


# --- field places computed from trees -------------------------------------------------


def test_psv0_size_fields_are_where_the_trace_finds_them():
    checked = 0
    for data in _files("PSV0", limit=8):
        p = next(p for p in mutate.parts_of(data, "PSV0") if len(p.path) == 1)
        tree = versioned.psv0_tree(mutate.body_of(data, p), versioned.shader_kind(data))
        assert tree == dxfuzz.to_dict(next(e.part.body for e in dxfuzz.parse(data).part_table
                                           if e.part.fourcc_text == "PSV0"))
        traced = {f.name.split(".")[-1]: f.start - p.start for f in mutate.field_trace(data)
                  if f.name.startswith("dxcontainer_psv0.len_") and p.start <= f.start < p.start + p.size}
        for name in versioned.psv0_sizes():
            if name in traced:
                assert versioned.psv0_size_field(tree, name) == traced[name], name
                checked += 1
    assert checked >= 12


def test_rdat_offsets_and_strides_are_where_the_trace_finds_them():
    checked = 0
    for data in _files("RDAT", limit=4):
        p = mutate.parts_of(data, "RDAT")[0]
        tree = mutate.field_trace.__globals__["_part_tree"](data, p)
        trace = [f for f in mutate.field_trace(data) if p.start <= f.start < p.start + p.size]
        ofs = [(f.start - p.start, f.value) for f in trace if f.name == "dxcontainer_rdat.ofs_part"]
        assert versioned._rdat_ofs_parts(tree) == ofs
        strides = [f.start - p.start for f in trace if f.name == "record_table.record_stride"]
        computed = [e["ofs_part"] + 12 for e in tree["part_table"]
                    if isinstance((e.get("part") or {}).get("body"), dict) and "record_stride" in e["part"]["body"]]
        assert computed == strides
        checked += len(strides)
    assert checked >= 4


# --- the stages of the engines' mutators, hunt's stacked mutations -------------------


def test_the_table_stage_decodes_nothing_and_the_decoding_stage_parses_only_when_asked():
    table, decoding = mutators.stages(fast=True)
    assert set(table) | set(decoding) == {n for n in mutate.names() if mutate.MUTATIONS[n].group != "libfuzzer"
                                          and not mutate.MUTATIONS[n].parses}
    assert not any(mutate.MUTATIONS[n].decodes or mutate.MUTATIONS[n].parses for n in table)
    assert all(mutate.MUTATIONS[n].decodes for n in decoding)
    assert {"bitcode_value_id", "shader_temp_past_declared", "psv0_record_size"} <= set(decoding)
    _, slow = mutators.stages(fast=False)
    assert {n for n in slow if mutate.MUTATIONS[n].parses} == set(mutate.names()) & {
        "truncate_boundary", "truncate_part", "count_huge", "offset_to_self", "field_extreme", "byte_set"}


def test_a_stacked_mutation_reads_only_the_table_and_bytes(monkeypatch):
    """Hunt's second mutation is applied to a new input: it is never one
    that parses or decodes it."""
    maker = Maker([Seed("shader", made_shader()), Seed("dxil", made_dxil())])
    stacked = []
    monkeypatch.setattr("dxfuzz.hunt.mutants.STACK", 1.0)
    for run in range(200):
        m = maker.make(run)
        stacked += m.mutations[1:2]
    assert len(stacked) > 100
    assert not any(mutate.MUTATIONS[n].parses or mutate.MUTATIONS[n].decodes for n in stacked)


def test_clear_caches_forgets_every_decoded_input():
    data = made_shader()
    for name in ("shader_operand_type", "truncate_part", "unterminated_string", "misalign_part"):
        mutate.apply(data, name, random.Random(1))
    assert any(fn.cache_info().currsize for fn in mutate._CACHES)
    mutate.clear_caches()
    assert not any(fn.cache_info().currsize for fn in mutate._CACHES)
