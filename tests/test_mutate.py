"""The malformed-input mutators: they never fail, each does what it says,
the structure-keeping ones keep the rest of the container valid, and the
part-aware ones find their fields in real files."""
from __future__ import annotations

import os
import random
import struct
import time

import pytest
from hypothesis import given, settings, strategies as st

import dxfuzz
from dxfuzz import Part, build, digest, mutate
from dxfuzz.fuzz import bodies
from dxfuzz.mutate.dxcontainer_shader import _declared_temps, _register_operands
from dxfuzz.strategies.containers import containers

from conftest import corpus_manifest, shared_path

EXAMPLES = int(os.environ.get("DXFUZZ_HYPOTHESIS_EXAMPLES", "80"))
SETTINGS = settings(max_examples=EXAMPLES)

ANY_INPUT = st.one_of(containers(max_parts=4), st.binary(max_size=200),
                      st.binary(max_size=64).map(lambda b: b"DXBC" + b),
                      st.just(b""), st.just(b"DXBC" + bytes(28)))


@SETTINGS
@given(ANY_INPUT, st.sampled_from(mutate.names()), st.randoms(use_true_random=False))
def test_mutations_never_fail(data, name, rnd):
    out = mutate.MUTATIONS[name].fn(data, rnd)
    assert out is None or isinstance(out, bytes)


@SETTINGS
@given(containers(max_parts=4), st.lists(st.tuples(st.sampled_from(mutate.names()),
                                                 st.integers(0, 2 ** 32)), min_size=1, max_size=4),
       st.lists(st.tuples(st.integers(0, 4096), st.integers(0, 255)), max_size=6))
def test_chained_mutations_of_corrupted_containers_never_fail(data, chain, pokes):
    """Mutations applied to the output of other mutations, after random byte
    changes (what a libFuzzer custom mutator sees)."""
    out = bytearray(data)
    for pos, value in pokes:
        if out:
            out[pos % len(out)] = value
    out = bytes(out)
    for name, seed in chain:
        out = mutate.apply(out, name, random.Random(seed))
        assert isinstance(out, bytes)


def _real(parts_wanted, limit=3):
    """Small real files whose parts include all of ``parts_wanted``."""
    rows = [r for r in corpus_manifest() if set(parts_wanted) <= set(r["parts"].split(","))]
    rows.sort(key=lambda r: int(r["size"]))
    out = []
    for r in rows[:limit]:
        with open(os.path.join(shared_path("corpus"), r["file"]), "rb") as f:
            out.append(f.read())
    if not out:
        pytest.skip(f"no corpus file with {parts_wanted}")
    return out


@pytest.fixture(scope="module")
def real_sample():
    files = []
    for want in (["SHEX", "RDEF"], ["SHEX", "PCSG"], ["DXIL", "PSV0"], ["RDAT"], ["LIBF"], ["RTS0"],
                 ["OSG5"], ["FX10"], ["Aon9", "XNAS"]):
        files += _real(want, 1)
    # a pixel shader that declares two inputs of one register apart (signature_interpolation)
    with open(os.path.join(shared_path("corpus"), "bgfx/fs_nanovg_fill_dxbc.dxbc"), "rb") as f:
        files.append(f.read())
    return files


def test_mutations_apply_to_real_files(real_sample):
    """Every mutation runs on real files of every family; each one changes
    at least one of them (none is dead code)."""
    rnd = random.Random(7)
    for name in mutate.names():
        changed = 0
        for data in real_sample:
            for _ in range(8):
                out = mutate.apply(data, name, rnd)
                assert isinstance(out, bytes)
                changed += out != data
        assert changed, f"{name} never changed a real file"


@SETTINGS
@given(containers(max_parts=5), st.sampled_from(["misalign_part", "gap_between_parts",
                                                 "duplicate_part", "num_parts_low"]),
       st.randoms(use_true_random=False))
def test_layout_keeping_mutations_keep_the_container_valid(data, name, rnd):
    out = mutate.apply(data, name, rnd)
    obj = dxfuzz.parse(out)
    dxfuzz.to_dict(obj)
    assert dxfuzz.serialize(obj) == out


def test_misalign_shifts_every_later_part(real_sample):
    data = real_sample[0]
    before = [(p.fourcc, mutate.body_of(data, p)) for p in mutate.all_parts(data)]
    for seed in range(10):
        out = mutate.apply(data, "misalign_part", random.Random(seed))
        after = [(p.fourcc, mutate.body_of(out, p)) for p in mutate.all_parts(out)]
        assert after == before
        assert len(out) - len(data) in (1, 2, 3)
        assert struct.unpack_from("<I", out, 24)[0] == len(out)
        assert any(p.start % 4 for p in mutate.all_parts(out))


def test_nested_part_edits_fix_up_every_level():
    """Growing a part inside a LIBF container fixes the nested and the outer
    sizes and offsets: both levels still follow the layout rules."""
    inner = build([Part("PRIV", b"abc"), Part("SDBG", bytes(9))])
    data = build([Part("PRIV", b"x"), Part("LIBF", inner), Part("SPDB", b"tail")])
    ref = next(p for p in mutate.all_parts(data) if p.path == (1, 0))
    out = mutate.replace_body(data, ref, b"abcdefg")
    obj = dxfuzz.parse(out)
    nested = obj.part_table[1].part.body
    assert nested.part_table[0].part.body == b"abcdefg"
    assert nested.part_table[1].part.body == bytes(9)
    assert obj.part_table[2].part.body == b"tail"
    assert nested.len_file == len(inner) + 4 and obj.len_file == len(data) + 4


def test_header_mutations_break_what_they_say(real_sample):
    data = real_sample[0]
    rnd = random.Random(3)
    for _ in range(10):
        for name in ("part_size_past_end", "offset_into_header", "offset_into_table", "offset_past_end"):
            out = mutate.MUTATIONS[name].fn(data, rnd)  # outer container only half the time: retry
            if out is None:
                continue
            with pytest.raises(dxfuzz.ParseError):
                dxfuzz.parse(out)
    small = mutate.apply(data, "len_file_small", rnd)
    assert small[:24] == data[:24] and small[28:] == data[28:]
    assert struct.unpack_from("<I", small, 24)[0] < len(data)


def test_truncations_are_prefixes(real_sample):
    rnd = random.Random(5)
    for data in real_sample:
        for name in ("truncate_boundary", "truncate_random"):
            out = mutate.apply(data, name, rnd)
            assert len(out) < len(data) and data.startswith(out)


def test_boundaries_include_fields_of_decoded_parts(real_sample):
    data = real_sample[0]
    b = set(mutate.boundaries(data))
    assert {4, 20, 24, 28, 32} <= b
    trace = mutate.field_trace(data)
    assert trace and {f.start for f in trace} <= b | {len(data)}
    names = {f.name for f in trace}
    assert "dxcontainer.num_parts" in names and "part.len_body" in names
    count = next(f for f in trace if f.name == "dxcontainer.num_parts")
    assert (count.start, count.end, count.value) == (28, 32, struct.unpack_from("<I", data, 28)[0])


def test_digest_handling(real_sample):
    data = real_sample[0]
    rnd = random.Random(1)
    bad = mutate.apply(data, "corrupt_digest", rnd)
    assert digest.state(bad) == "mismatch"
    fixed = mutate.apply(data, "gap_between_parts", rnd, digest="recompute")
    assert digest.state(fixed) == "valid" and fixed != data
    label, out = mutate.mutate(data, random.Random(2), ["odd_size"], digest="recompute")
    assert label == "odd_size+digest" and digest.state(out) == "valid"


def test_mutate_is_deterministic(real_sample):
    data = real_sample[1]
    a = [mutate.mutate(data, random.Random(9)) for _ in range(3)]
    b = [mutate.mutate(data, random.Random(9)) for _ in range(3)]
    assert a == b


# --- part-aware mutations find their fields in real files --------------------

def test_psv0_record_size_changes_a_versioned_size():
    """The PSV0 writer rebuilds the part at the new size (the runtime info
    cut or zero-extended, what follows it the same while the signature data
    is still read), or only the size field changes, in place."""
    relaid = in_place = 0
    for data in _real(["PSV0"]):
        p = mutate.parts_of(data, "PSV0")[0]
        body = mutate.body_of(data, p)
        rti = mutate.u32(body, 0)
        for seed in range(40):
            out = mutate.apply(data, "psv0_record_size", random.Random(seed))
            q = mutate.parts_of(out, "PSV0")[0]
            new = mutate.body_of(out, q)
            changed = [i for i in range(min(len(out), len(data))) if out[i] != data[i]]
            if len(out) == len(data) and changed and changed[-1] - changed[0] < 4:
                in_place += 1  # one size field
                continue
            new_rti = mutate.u32(new, 0)
            if new_rti != rti:
                relaid += 1
                if min(rti, new_rti) >= 36:  # both read the signature data after it
                    assert q.size - p.size == new_rti - rti
                    assert new[4 + new_rti:] == body[4 + rti:]
                # the version-0 fields (a field the new size cuts is not written)
                shared = min(rti, new_rti, 24)
                assert new[4:4 + shared] == body[4:4 + shared]
    assert relaid and in_place


def test_size_choices_cover_below_between_above():
    rnd = random.Random(0)
    got = {mutate.size_choices(mutate.psv0_sizes()["len_runtime_info"], 52, rnd) for _ in range(400)}
    assert min(got) < 24 and max(got) > 56 and got & {36, 48, 56, 24}


def _rdat_strides(data):
    """``{table type: stride}`` of the first RDAT part, None if it does not parse."""
    try:
        (part,) = dxfuzz.find_parts(dxfuzz.parse(data), "RDAT")[:1]
        tree = dxfuzz.to_dict(part.body)
    except (dxfuzz.ParseError, ValueError):
        return None
    return {e["part"]["part_type"]: e["part"]["body"]["record_stride"] for e in tree["part_table"]
            if isinstance(e["part"]["body"], dict) and "record_stride" in e["part"]["body"]}


def test_rdat_stride_changes_a_table_stride():
    relaid = in_place = 0
    for data in _real(["RDAT"], 2):
        before = _rdat_strides(data)
        for seed in range(20):
            out = mutate.apply(data, "rdat_stride", random.Random(seed))
            after = _rdat_strides(out)
            if after is None:  # only the stride changed: the records no longer fit
                in_place += 1
                continue
            assert after.keys() == before.keys()
            assert sum(after[t] != before[t] for t in before) == 1
            relaid += 1
    assert relaid and in_place


def test_rdat_reference_points_one_reference_back():
    data = _real(["RDAT"], 1)[0]
    p = mutate.parts_of(data, "RDAT")[0]
    changed = 0
    for seed in range(30):
        out = mutate.apply(data, "rdat_reference", random.Random(seed))
        if out is None or out == data:
            continue
        changed += 1
        q = mutate.parts_of(out, "RDAT")[0]
        assert q.size == p.size  # a reference edited: nothing moved
    assert changed >= 10


def test_shader_instruction_length_edits_one_length():
    data = _real(["SHEX"], 1)[0]
    p = mutate.parts_of(data, "SHEX")[0]
    body = mutate.body_of(data, p)
    for seed in range(20):
        out = mutate.apply(data, "shader_instruction_length", random.Random(seed))
        new = mutate.body_of(out, mutate.parts_of(out, "SHEX")[0])
        diff = [i for i in range(0, len(body), 4) if new[i:i + 4] != body[i:i + 4]]
        assert len(diff) <= 1


def test_rdef_type_cycle_makes_a_type_contain_itself():
    for data in _real(["RDEF"], 200):
        (rdef,) = dxfuzz.find_parts(dxfuzz.parse(data), "RDEF")[:1]
        if not any(cb.variables for cb in rdef.body.cbuffers):
            continue
        refused = 0
        for seed in range(12):
            out = mutate.apply(data, "rdef_type_cycle", random.Random(seed))
            assert out != data and len(out) >= len(data)
            t0 = time.process_time()
            try:
                dxfuzz.to_dict(dxfuzz.parse(out))
            except dxfuzz.ParseError as exc:
                refused += "levels deep" in str(exc) or "contains itself" in str(exc)
            bodies.container(out)  # decoded or refused, not looped
            assert time.process_time() - t0 < 5
        assert refused >= 6
        return
    pytest.skip("no RDEF with types in the small files")


def test_unterminated_string_removes_a_nul():
    data = _real(["RDEF"], 1)[0]
    for seed in range(5):
        out = mutate.apply(data, "unterminated_string", random.Random(seed))
        assert out != data


@SETTINGS
@given(mutate.malformed(containers(max_parts=3)))
def test_malformed_strategy_draws_bytes(data):
    assert isinstance(data, bytes)


# --- the command line ---------------------------------------------------------

def test_mutate_command_writes_named_variants(tmp_path, real_sample):
    from dxfuzz.cli import main
    src = tmp_path / "in.dxbc"
    src.write_bytes(real_sample[0])
    out1, out2 = tmp_path / "a", tmp_path / "b"
    assert main(["mutate", str(src), "--out", str(out1), "--count", "30", "--seed", "4"]) == 0
    assert main(["mutate", str(src), "--out", str(out2), "--count", "30", "--seed", "4"]) == 0
    names = sorted(os.listdir(out1))
    assert names == sorted(os.listdir(out2)) and len(names) >= 20
    for name in names:
        stem, label, number, ext = name.split(".")
        assert stem == "in" and ext == "dxbc" and number.isdigit()
        assert label.split("+")[0] in mutate.MUTATIONS
        assert (out1 / name).read_bytes() == (out2 / name).read_bytes() != real_sample[0]


def test_mutate_command_selects_groups(tmp_path, real_sample):
    from dxfuzz.cli import main
    src = tmp_path / "in.dxbc"
    src.write_bytes(real_sample[0])
    out = tmp_path / "o"
    assert main(["mutate", str(src), "--out", str(out), "--count", "15", "--mutation", "truncate",
                 "--digest", "keep"]) == 0
    labels = {n.split(".")[1] for n in os.listdir(out)}
    assert labels and labels <= set(mutate.names("truncate"))


def test_shared_nested_containers_do_not_blow_up():
    """50 table entries naming one LIBF part, 8 levels deep: the mutators
    enter each nested container once (they once listed 50**8 parts and ran
    out of memory inside a libFuzzer custom mutator)."""
    def level(inner, k):
        ofs = 32 + 4 * k
        part = b"LIBF" + struct.pack("<I", len(inner)) + inner
        return (b"DXBC" + bytes(16) + struct.pack("<HHII", 1, 0, ofs + len(part), k)
                + struct.pack("<I", ofs) * k + part)
    data = b"DXBC" + bytes(28)
    for _ in range(8):
        data = level(data, 50)
    assert len(mutate.all_parts(data)) == 8 * 50
    t0 = time.process_time()
    for name in mutate.names():
        mutate.apply(data, name, random.Random(1))
    assert time.process_time() - t0 < 10
    bodies.container(data)  # and dxfuzz refuses it quickly (nested layout rules)
    assert time.process_time() - t0 < 15


# --- the bytecode group: SHDR/SHEX programs that decode but mean nonsense --------------


def _instructions(data):
    """The instruction trees of the first SHDR/SHEX part of ``data``."""
    (part,) = [p for p in dxfuzz.parts(dxfuzz.parse(data)) if p.fourcc_text in ("SHDR", "SHEX")][:1]
    return dxfuzz.to_dict(part.body)["program"]["instructions"]


#: The bytecode group's mutations of SHDR/SHEX programs (the level-9 ones are tested below).
SHEX_BYTECODE = sorted(n for n in mutate.names("bytecode")
                       if mutate.MUTATIONS[n].fn.__module__ == "dxfuzz.mutate.dxcontainer_shader")


@pytest.mark.parametrize("name", SHEX_BYTECODE)
def test_bytecode_mutants_still_decode(name):
    """Every length stays right (instruction, program, part, container), so
    dxfuzz's own decoder - which refuses any length that is wrong - reads
    every mutant: the reader gets past decoding and meets the inconsistency."""
    files = _real(["SHEX", "PCSG"], 2) + _real(["SHEX", "RDEF"], 6) + _real(["SHDR"], 2)
    changed = 0
    for i, data in enumerate(files):
        for seed in range(6):
            out = mutate.MUTATIONS[name].fn(data, random.Random(f"{i}:{seed}"))
            if out is None:
                continue
            changed += 1
            dxfuzz.to_dict(dxfuzz.parse(out))  # raises ParseError if a length is off
            assert _instructions(out) and out != data
    assert changed > 5, f"{name} applied to {changed} of {6 * len(files)} tries"


def _with_temps():
    """A small real program that declares temps and uses them."""
    for data in _real(["SHEX", "RDEF"], 40):
        instructions = _instructions(data)
        if _declared_temps(instructions) and _register_operands(instructions, ("temp",), False):
            return data
    pytest.skip("no small SHEX program with temps")


def test_temp_past_declared_uses_a_register_dcl_temps_does_not_give():
    data = _with_temps()
    found = 0
    for seed in range(20):
        out = mutate.apply(data, "shader_temp_past_declared", random.Random(seed))
        before, after = _instructions(data), _instructions(out)
        temps = _declared_temps(after)["body"]["num_temps"]
        used = [o["immediate_indices"][0] for _, o in _register_operands(after, ("temp",), False)]
        if temps < _declared_temps(before)["body"]["num_temps"] or any(u >= temps for u in used):
            found += 1
    assert found == 20


def test_registers_past_the_declared_ones_stay_register_numbers():
    """A program whose declared registers end near the top of the 32 bits
    (a fuzzer's input): an index set past them is one a token can hold, or
    one of the far ones; never a number the writer cannot write (it raised
    out of the fuzzer's custom mutator and ended the campaign)."""
    from dxfuzz.strategies import dxcontainer_shader as strat
    top = 0xFFFFFFF0
    shader = strat.program(0, 5, 0, [
        strat.instruction(104, {"num_temps": top}),  # dcl_temps
        strat.instruction(95, {"operand": strat.operand(1, select=1, indices=[strat.imm(top + 8)])}),  # dcl_input
        strat.instruction(54, strat.operands(  # mov r[top - 1].x, v[top + 8].x
            strat.operand(0, select=1, indices=[strat.imm(top - 1)]),
            strat.operand(1, mode=2, select=0, indices=[strat.imm(top + 8)])))])
    data = build([Part("SHEX", dxfuzz.build_part("SHEX", shader))])
    seen = set()
    for name in ("shader_temp_past_declared", "shader_register_past_declared"):
        for seed in range(40):
            out = mutate.MUTATIONS[name].fn(data, random.Random(seed))
            assert out is not None, (name, seed)
            mov = _instructions(out)[-1]["body"]["operands"]
            seen.add((name, mov[0]["immediate_indices"][0], mov[1]["immediate_indices"][0]))
    temps = {d for n, d, _ in seen if n == "shader_temp_past_declared"}
    inputs = {s for n, _, s in seen if n == "shader_register_past_declared"}
    assert {top, top + 1, 0xFFFFFFFF} <= temps and top + 64 not in temps
    assert top + 9 in inputs and 0xFFFFFFFF in inputs and max(inputs) == 0xFFFFFFFF


def test_operand_type_adds_and_removes_immediate_indices():
    """shader_operand_type's index edits on an operand holding its indices
    as numbers (`immediate_indices`): one added (`v3` -> `v[3][N]`) or the
    last removed (`v3` -> `v`), the index dimension counted again."""
    from dxfuzz.asm import programs
    from dxfuzz.part_table import read_parts
    from dxfuzz.strategies import dxcontainer_shader as strat
    shader = strat.program(0, 5, 0, [
        strat.instruction(104, {"num_temps": 4}),  # dcl_temps 4
        strat.instruction(54, strat.operands(  # mov r1.x, v3.x
            strat.operand(0, select=1, indices=[strat.imm(1)]),
            strat.operand(1, mode=2, select=0, indices=[strat.imm(3)])))])
    data = build([Part("SHEX", dxfuzz.build_part("SHEX", shader))])
    sources = set()
    for seed in range(80):
        out = mutate.MUTATIONS["shader_operand_type"].fn(data, random.Random(seed))
        if out is None:  # nothing changed (the last index of none to remove)
            continue
        body = next(b for f, b in read_parts(out) if f == "SHEX")
        mov = programs.parse_program(body).program.instructions[-1].body.operands
        if (mov[0].token >> 12) & 0xFF == 0:  # the destination still a temp
            sources.add(tuple(programs.operand_indices(mov[1])))
    assert (3,) in sources and () in sources  # as it was, and the index removed
    assert any(len(i) == 2 and i[0] == 3 for i in sources)  # one added


def test_declaration_edits_change_the_declarations_only():
    data = _with_temps()
    before = _instructions(data)
    dropped = _instructions(mutate.apply(data, "shader_declaration_dropped", random.Random(1)))
    repeated = _instructions(mutate.apply(data, "shader_declaration_repeated", random.Random(1)))
    assert len(dropped) == len(before) - 1
    assert len(repeated) == len(before) + 1
    words = lambda instructions: {repr(i) for i in instructions}  # noqa: E731
    assert words(repeated) == words(before) and words(dropped) <= words(before)


# --- level-9 programs (Shader Model 2 tokens in Aon9 / XNAS / XNAP) -----------------


def _one_token_changed(data, out):
    """Offsets of the bytes that differ: all in one 4-byte token."""
    diff = [k for k in range(len(data)) if out[k] != data[k]]
    assert len(out) == len(data) and diff and diff[-1] - diff[0] < 4 and diff[0] // 4 == diff[-1] // 4
    return diff[0]


@pytest.mark.parametrize("name", ["level9_register", "level9_opcode", "level9_version"])
def test_level9_bytecode_mutants_change_one_token_and_still_decode(name):
    """One token of a level-9 program changes; every size stays, so the
    container and the program still decode (the spec checks no register or
    opcode) and the listing shows the change."""
    from dxfuzz.asm import dxcontainer_level9 as level9
    changed = 0
    for data in _real(["Aon9"], 6):
        for seed in range(6):
            out = mutate.apply(data, name, random.Random(seed))
            if out == data:
                continue
            _one_token_changed(data, out)
            obj = dxfuzz.parse(out)
            dxfuzz.to_dict(obj)
            assert dxfuzz.serialize(obj) == out
            before = [level9.listing(p.body.shader) for p in dxfuzz.parts(dxfuzz.parse(data))
                      if p.fourcc_text in ("Aon9", "XNAS", "XNAP")]
            after = [level9.listing(p.body.shader) for p in dxfuzz.parts(obj)
                     if p.fourcc_text in ("Aon9", "XNAS", "XNAP")]
            assert before != after
            changed += 1
    assert changed >= 20


def test_level9_parameter_count_mutants_break_the_token_stream():
    """A count that lies: the program decodes otherwise or is refused, the
    container around it unchanged."""
    changed = 0
    for data in _real(["Aon9"], 6):
        for seed in range(6):
            out = mutate.apply(data, "level9_parameter_count", random.Random(seed))
            if out == data:
                continue
            _one_token_changed(data, out)
            obj = dxfuzz.parse(out, lazy=True)
            try:
                tree = dxfuzz.to_dict(obj)
            except dxfuzz.ParseError:
                changed += 1
                continue
            assert tree != dxfuzz.to_dict(dxfuzz.parse(data))
            changed += 1
    assert changed >= 20
