"""dxfuzz's mutations drive AFL++ (``AFL_PYTHON_MODULE=dxfuzz.fuzz.afl``):
the planted-bug reader, built here with AFL++'s compiler (or gcc, run
without instrumentation, when AFL++'s is absent), is crashed by a short
afl-fuzz run that uses dxfuzz's mutator and nothing else - the exact
commands docs/hunting.md gives."""
from __future__ import annotations

import os
import re
import shutil
import subprocess
import sysconfig

import pytest

from conftest import REPO, corpus_bytes

DATA = os.path.join(REPO, "tests", "data", "hunt")


def test_afl_with_the_dxfuzz_mutator_crashes_the_planted_reader(tmp_path):
    afl = shutil.which("afl-fuzz")
    if afl is None:
        pytest.skip("afl-fuzz is not installed (make setup installs Debian's afl++)")
    target = tmp_path / "planted_reader"
    env = dict(os.environ)
    compiler = shutil.which("afl-cc")
    mode = []
    if compiler:
        build = [compiler, "-g", "-o", str(target), os.path.join(DATA, "planted_reader.c")]
    else:  # no AFL++ compiler: a plain build, fuzzed without coverage (-n)
        build = [shutil.which("gcc") or "cc", "-g", "-o", str(target),
                 os.path.join(DATA, "planted_reader.c")]
        mode = ["-n"]
    proc = subprocess.run(build, capture_output=True, text=True, env=env)
    assert proc.returncode == 0, proc.stderr
    seeds = tmp_path / "in"
    seeds.mkdir()
    for name in ("bgfx/dxil_vs_bump.dxbc", "bgfx/fs_clear1_dxbc.dxbc"):
        (seeds / os.path.basename(name)).write_bytes(corpus_bytes(name))
    env.update({
        "PYTHONPATH": os.pathsep.join([REPO, sysconfig.get_paths()["purelib"]]),
        "AFL_PYTHON_MODULE": "dxfuzz.fuzz.afl",
        "AFL_CUSTOM_MUTATOR_ONLY": "1",  # every input is dxfuzz's: a crash proves the module
        "AFL_BENCH_UNTIL_CRASH": "1", "AFL_NO_UI": "1", "AFL_SKIP_CPUFREQ": "1",
        "AFL_I_DONT_CARE_ABOUT_MISSING_CRASHES": "1", "AFL_NO_AFFINITY": "1",
    })
    out = tmp_path / "out"
    proc = subprocess.run([afl, *mode, "-i", str(seeds), "-o", str(out), "-V", "90", "--",
                           str(target), "@@"], capture_output=True, text=True, env=env,
                          timeout=300)
    crashes = [n for n in os.listdir(out / "default" / "crashes") if n.startswith("id:")]
    assert crashes, proc.stdout[-3000:] + proc.stderr[-2000:]
    first = min(int(re.search(r"time:(\d+)", n).group(1)) for n in crashes)
    print(f"AFL++ with dxfuzz's mutator: first crash after {first} ms "
          f"({'instrumented' if not mode else 'no instrumentation'})")
    # described by the module: dxfuzz- and the mutation's name
    assert all(re.search(r",dxfuzz-[a-z0-9_]+(-digest)?$", n) for n in crashes), crashes


# --- the module's functions, called as AFL++ calls them -----------------------------


def _afl():
    from dxfuzz.fuzz import afl
    return afl


def test_fuzz_count_follows_the_parts_and_skips_what_is_not_a_container():
    afl = _afl()
    from dxfuzz import Part, build
    small = build([Part("SFI0", bytes(8))])
    rich = build([Part(f, bytes(16)) for f in ("SFI0", "ISG1", "OSG1", "PSV0", "HASH", "ILDN")])
    assert afl.fuzz_count(bytearray(b"not a container")) == 0
    assert afl.fuzz_count(bytearray(small)) == afl.COUNT_BASE + afl.COUNT_PER_PART
    assert afl.fuzz_count(bytearray(rich)) == afl.COUNT_BASE + 6 * afl.COUNT_PER_PART
    program = build([Part("SFI0", bytes(8)), Part("SHEX", bytes(10 * afl.PROGRAM_BYTES_PER_MUTANT))])
    assert afl.fuzz_count(bytearray(program)) == afl.COUNT_BASE + 2 * afl.COUNT_PER_PART + 10
    huge = bytearray(rich)
    huge[28:32] = (0x40000000).to_bytes(4, "little")  # a part count that reads the whole file as a table
    huge += bytes(2048)
    huge[24:28] = len(huge).to_bytes(4, "little")
    assert afl.COUNT_MIN <= afl.fuzz_count(huge) < afl.fuzz_count(bytearray(rich))


def test_fuzz_gives_the_same_mutants_for_the_same_seed_and_names_them():
    afl = _afl()
    data = bytearray(corpus_bytes("bgfx/dxil_vs_bump.dxbc"))
    runs = []
    for _ in range(2):
        afl.init(5)
        runs.append([(bytes(afl.fuzz(data, None, 1 << 20)), afl.describe(200)) for _ in range(60)])
    assert runs[0] == runs[1]
    assert len({m for m, _ in runs[0]}) > 40
    names = {d.decode() for _, d in runs[0]}
    assert all(re.fullmatch(r"dxfuzz-[a-z0-9_]+(-digest)?", n) for n in names), names
    assert any(n[len("dxfuzz-"):] in mutate_decoding() for n in names)  # both stages ran
    assert bytes(data) == corpus_bytes("bgfx/dxil_vs_bump.dxbc")  # the input is not changed in place


def mutate_decoding():
    from dxfuzz.fuzz.mutators import stages
    return set(stages()[1])


def test_fuzz_keeps_to_max_size_and_flips_a_bit_of_what_is_not_a_container():
    afl = _afl()
    afl.init(1)
    data = bytearray(corpus_bytes("bgfx/fs_clear1_dxbc.dxbc"))
    for _ in range(50):
        assert len(afl.fuzz(data, None, len(data))) <= len(data)
    other = bytearray(b"\x00" * 40)
    out = afl.fuzz(other, None, 1 << 20)
    assert afl.describe(100) == b"bit flip" and sum(bin(a ^ b).count("1") for a, b in zip(out, other)) == 1


def test_rounds_draw_every_mutation_once_before_any_again():
    import random
    from dxfuzz.fuzz.mutators import Rounds
    pool = [f"m{i}" for i in range(7)]
    draw = Rounds(random.Random(4))
    drawn = [draw(pool) for _ in range(21)]
    assert [sorted(drawn[i:i + 7]) for i in (0, 7, 14)] == [pool] * 3
    assert drawn[:7] != drawn[7:14]  # each round in its own order
    fourth = [draw(pool), draw(pool)]
    other = ["x", "y"]  # another stage has its own rounds
    assert sorted(draw(other) for _ in range(2)) == other
    assert sorted(fourth + [draw(pool) for _ in range(5)]) == pool


def test_an_inputs_mutants_take_the_table_stage_in_rounds(monkeypatch):
    """With every mutant from the table stage, the first mutants of an input
    are all different mutations, and a new queue entry (``fuzz_count``)
    starts new rounds."""
    afl = _afl()
    from dxfuzz.fuzz import mutators
    monkeypatch.setattr(mutators, "DECODING_SHARE", 0.0)
    table = mutators.stages()[0]
    data = bytearray(corpus_bytes("bgfx/dxil_vs_bump.dxbc"))
    afl.init(2)
    assert afl.fuzz_count(data) > len(table)
    names = []
    for _ in range(12):
        afl.fuzz(data, None, 1 << 20)
        names.append(afl.describe(200).decode().removeprefix("dxfuzz-").removesuffix("-digest"))
    assert len(set(names)) == 12 and set(names) <= set(table)
    left = len(afl._STATE["rounds"].decks[tuple(table)])
    assert left <= len(table) - 12
    afl.fuzz_count(data)
    assert afl._STATE["rounds"].decks == {}
