"""The longest input of each fuzz target: its seeds are no longer, libFuzzer
is given it as ``-max_len``, and on the shared corpus the seeds up to a part
target's length reach every line of the parsers that longer seeds reach."""
from __future__ import annotations

import io
import subprocess

from dxfuzz.builder import Part, build
from dxfuzz.fuzz import linecov, seed_inputs, targets

from conftest import shared_path


def test_a_part_holding_whole_containers_takes_inputs_as_long_as_containers():
    """An effect (FX10) holds whole shader containers: its spec reads the
    container spec. No other part spec does, so they take the shorter length."""
    assert targets.max_len("container") == targets.max_len("roundtrip") == targets.CONTAINER_MAX_LEN
    assert targets.max_len("fx10") == targets.CONTAINER_MAX_LEN == 16384
    assert targets.max_len("bitcode") == targets.CONTAINER_MAX_LEN
    parts = sorted(n for n, t in targets.part_targets().items() if t.max_len == targets.PART_MAX_LEN)
    assert parts == sorted(set(targets.part_targets()) - {"fx10"}) and "shader" in parts
    assert targets.PART_MAX_LEN == 4096


def test_a_seed_longer_than_its_targets_longest_input_is_left_out(tmp_path):
    (tmp_path / "short.dxbc").write_bytes(build([Part("SHEX", b"\1" * 4000), Part("FX10", b"\2" * 4000)]))
    (tmp_path / "long.dxbc").write_bytes(build([Part("SHEX", b"\3" * 4100), Part("FX10", b"\4" * 4100)]))
    assert [len(s) for s in seed_inputs("shader", [str(tmp_path)])] == [4000]
    assert [len(s) for s in seed_inputs("fx10", [str(tmp_path)])] == [4000, 4100]
    assert [len(s) for s in seed_inputs("container", [str(tmp_path)])] == [8056, 8256]
    # A longer length asked for takes them all.
    assert [len(s) for s in seed_inputs("shader", [str(tmp_path)], max_size=8192)] == [4000, 4100]


def test_the_fuzz_command_gives_libfuzzer_the_targets_length_and_the_users_option_wins(monkeypatch, tmp_path):
    from dxfuzz.cli import main
    commands = []

    class Harness:
        def __init__(self, cmd, **kwargs):
            commands.append(cmd)
            self.stdout = io.StringIO("Done 10 runs in 1 second(s)\n")
            self.returncode = 0

        def wait(self):
            return 0

    monkeypatch.setattr(subprocess, "Popen", Harness)
    corpus = tmp_path / "seeds"
    corpus.mkdir()
    (corpus / "a.dxbc").write_bytes(build([Part("SHEX", bytes(64))]))
    common = ["--runs", "10", "--corpus", str(corpus), "--workdir", str(tmp_path / "work"), "--quiet"]
    assert main(["fuzz", "shader", *common]) == 0
    assert main(["fuzz", "container", *common, "--libfuzzer=-max_len=2048"]) == 0
    shader, container = commands
    assert [a for a in shader if a.startswith("-max_len=")] == ["-max_len=4096"]
    lengths = [a for a in container if a.startswith("-max_len=")]
    assert lengths == ["-max_len=16384", "-max_len=2048"]  # libFuzzer takes the last


def test_part_seeds_up_to_the_targets_length_reach_every_line_the_longer_ones_reach():
    """On the shared corpus: for every part target with the shorter length,
    the seeds up to it run every line of the generated parsers that the
    seeds up to the containers' length run (the shader target's 64 longer
    programs add none); the effects' longer seeds do add lines, which is
    why the FX10 target takes the containers' length."""
    dirs = [shared_path("corpus")]

    def lines_beyond(name):
        seeds = seed_inputs(name, dirs, max_size=targets.CONTAINER_MAX_LEN)
        short = [s for s in seeds if len(s) <= targets.PART_MAX_LEN]
        longer = [s for s in seeds if len(s) > targets.PART_MAX_LEN]
        if not longer:
            return 0, 0
        reached = linecov.LineCounter()
        linecov.replay({name: short}, reached)
        before = sum(hit for hit, _ in reached.report().values())
        linecov.replay({name: longer}, reached)
        return len(longer), sum(hit for hit, _ in reached.report().values()) - before

    checked = {}
    for name, target in sorted(targets.part_targets().items()):
        if target.max_len == targets.PART_MAX_LEN:
            checked[name] = lines_beyond(name)
    assert {n: v for n, v in checked.items() if v[1]} == {}
    assert checked["shader"][0] > 50 and checked["rdef"][0] > 0 and checked["program"][0] > 40
    longer, added = lines_beyond("fx10")
    assert longer > 10 and added > 50
