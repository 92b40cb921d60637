"""``dxfuzz dump`` keeps docs/robustness.md's bound in CPU time, peak memory
and text: on part tables whose entries overlap, and on the largest real effect.

Each dump runs in a child process (``python -m dxfuzz dump``), measured
through ``os.wait4``: its CPU time and peak RSS, and the bytes it wrote.
The bounds are checked twice over, as for the API, the memory above what
``python -m dxfuzz --version`` takes, the text against the memory bound; and
from the smallest input to the largest, CPU time, memory and text grow at
most twice as fast as the input. Beside them, what the speed rests on: the
rule that shows shared part data once (against a plain search) and the
dump's own YAML and JSON writers (against PyYAML and ``json``).
"""
from __future__ import annotations

import os
import subprocess
import sys

import pytest

import dxfuzz
from dxfuzz.fuzz import memory_bound, time_bound

from conftest import (REPO, Run, corpus_manifest, run_children, seed_part, shared_path,
                      table_of_overlapping_parts)

#: The dump's formats, as the command line asks for them.
FORMATS = {"yaml": [], "full": ["--full"], "json": ["--format", "json"], "ksy": ["--full", "--names", "ksy"],
           "max-bytes": ["--max-bytes", "16"]}
SIZES = (64 << 10, 128 << 10, 256 << 10)


def table_naming_one_part(fourcc: str, body: bytes, size: int) -> bytes:
    """About ``size`` bytes: one part of real data, and a table whose
    entries all name it (decoded once per entry, a few bytes of table each)."""
    n = (size - 40 - len(body)) // 4
    return dxfuzz.build([dxfuzz.Part(fourcc, body)], offsets=[32 + 4 * n] * n)


def check_bound(name: str, size: int, run: Run, baseline: Run) -> list:
    """The problems of one dump of ``size`` bytes against the bound (twice over)."""
    problems = []
    if run.code not in (0, 1) or not run.out:
        problems.append(f"{name}: exit code {run.code}, {run.out} bytes written")
    if run.cpu > 2 * time_bound(size):
        problems.append(f"{name}: {run.cpu:.2f} s CPU, bound {time_bound(size):.2f} s")
    if run.rss - baseline.rss > 2 * memory_bound(size):
        problems.append(f"{name}: {(run.rss - baseline.rss) >> 20} MiB above the baseline, "
                        f"bound {memory_bound(size) >> 20} MiB")
    if run.out > memory_bound(size):
        problems.append(f"{name}: {run.out} bytes of text, bound {memory_bound(size)}")
    return problems


def check_growth(name: str, small: Run, large: Run, baseline: Run, growth: float) -> list:
    """The problems of a dump whose input grew ``growth`` times, if its CPU
    time, memory (above the baseline) or text grew more than twice that."""
    problems = []
    work = (max(small.cpu - baseline.cpu, 0.1), large.cpu - baseline.cpu)
    memory = (max(small.rss - baseline.rss, 8 << 20), large.rss - baseline.rss)
    for what, (a, b) in (("CPU time", work), ("memory", memory), ("text", (small.out, large.out))):
        if b > 2 * growth * a:
            problems.append(f"{name}: {what} grew {b / a:.1f} times for {growth:.0f} times the input")
    return problems


def test_dump_of_overlapping_parts_keeps_the_bound(tmp_path):
    """Tables whose entries overlap, each naming a part of half the file (the
    issue: 74 KB took 16.5 s and 608 MB and wrote 134 MB of YAML; 328 KB passed
    7 GB), in every format (``--max-bytes`` where it shortens the text: a
    part dumped as bytes), for a fourcc dumped as bytes and four that the
    specs decode, at growing sizes; and a table naming one real part (seeds
    of the specs that decode the most) thousands of times. Each part's data
    is shown once: the entries that share it name the part shown."""
    inputs = {}
    for fourcc, sizes in ((b"PRIV", SIZES), (b"SHEX", SIZES[::2]), (b"FX10", SIZES[::2]),
                          (b"RDEF", SIZES[-1:]), (b"DXIL", SIZES[-1:])):
        for size in sizes:
            inputs[f"{fourcc.decode()}, {size >> 10} KiB"] = table_of_overlapping_parts(fourcc, size)
    for fourcc in ("SHEX", "RDEF", "FX10"):
        inputs[f"{fourcc} seed named by every entry"] = \
            table_naming_one_part(fourcc, seed_part(fourcc, -1), SIZES[0])
    argvs, keys = [["--version"]], []
    for key, data in inputs.items():
        path = tmp_path / f"{len(keys)}.dxbc"
        path.write_bytes(data)
        for fmt, options in FORMATS.items():
            if fmt == "max-bytes" and not key.startswith("PRIV"):
                continue  # (it shortens byte strings: the bytes of a PRIV part)
            argvs.append(["dump", str(path), *options])
            keys.append((key, fmt, len(data)))
    baseline, *runs = run_children(argvs, tmp_path)
    results = dict(zip(((k, f) for k, f, _ in keys), runs))
    problems = []
    for (key, fmt, size), run in zip(keys, runs):
        problems += check_bound(f"{key}, {fmt}", size, run, baseline)
    for fourcc in ("PRIV", "SHEX", "FX10"):
        small, large = f"{fourcc}, {SIZES[0] >> 10} KiB", f"{fourcc}, {SIZES[-1] >> 10} KiB"
        growth = len(inputs[large]) / len(inputs[small])
        for fmt in FORMATS if fourcc == "PRIV" else ("yaml", "full", "json", "ksy"):
            problems += check_growth(f"{fourcc}, {fmt}", results[small, fmt], results[large, fmt],
                                     baseline, growth)
    assert not problems, "\n".join(problems)


def test_dump_names_the_part_an_overlapping_part_shares_data_with(tmp_path):
    """The rule itself: part 0 is decoded and shown; every later entry, whose
    data overlaps it, names it (in obj2yaml's layout with its fourcc and size,
    in a ``--part`` list likewise, in the specs' names by offset only), and the
    dump with the specs' names still builds the file back."""
    import json

    from dxfuzz.llvm import load_yaml
    data = table_of_overlapping_parts(b"PRIV", 4096)
    n = len(dxfuzz.parse(data, layout=False, lazy=True).part_table)
    (tmp_path / "t.dxbc").write_bytes(data)

    def dump(*options):
        done = subprocess.run([sys.executable, "-m", "dxfuzz", "dump", str(tmp_path / "t.dxbc"),
                               *options], cwd=REPO, capture_output=True, text=True)
        assert done.returncode == 1, done.stderr  # a finding: not every part is shown decoded
        return done.stdout, done.stderr

    start = 32 + 4 * n  # part i's header at start + 8 * i, its data to the end
    text, said = dump("--full")
    llvm = load_yaml(text.encode())[0]["Parts"]
    assert said == f"dxfuzz dump: {tmp_path / 't.dxbc'}: {n - 1} parts overlap a part shown before " \
                   "them, whose data is shown once (see the overlaps_part entries)\n"
    assert llvm[0] == {"Name": "PRIV", "Size": len(data) - start - 8, "Data": data[start + 8:].hex()}
    assert llvm[1:] == [{"Name": "PRIV", "Size": len(data) - start - 8 * i - 8, "OverlapsPart": 0}
                        for i in range(1, n)]
    ksy = json.loads(dump("--format", "json")[0])
    assert ksy["part_table"][0]["part"]["body"] == data[start + 8:].hex()
    assert ksy["part_table"][1:] == [{"ofs_part": start + 8 * i, "overlaps_part": 0}
                                     for i in range(1, n)]
    assert dxfuzz.build_tree(ksy) == data
    text, said = dump("--format", "json", "--part", "PRIV", "--index", "2")
    assert json.loads(text) == [{"fourcc": "PRIV", "len_body": len(data) - start - 16 - 8,
                                 "overlaps_part": 0}]
    assert "dump: " in said and ": 1 part overlaps a part shown before it, whose" in said


def test_the_parts_shown_by_reference_are_those_a_plain_search_finds():
    """:func:`dxfuzz.view.overlap.overlapping_parts` (its ranges kept in
    blocks that split past 1024) against a search of every earlier part
    shown, on tables of 3000 parts: in descending order of offset, each part
    apart (none shared); then in random order of offset with random sizes,
    many overlapping, some running past the end of the file."""
    import random

    from dxfuzz.view.overlap import overlapping_parts
    rnd = random.Random(7)
    n = 3000
    apart = [dxfuzz.Part("PRIV", bytes(4), offset=32 + 4 * n + 12 * (n - 1 - i)) for i in range(n)]
    slots = random.Random(8).sample(range(n), n)  # headers apart, data running over others
    scattered = [dxfuzz.Part("PRIV", b"", size=rnd.choice((0, 1, 4, 40, 400, 4000, 40000)),
                             offset=32 + 4 * n + 8 * k) for k in slots]
    for parts, shared_expected in ((apart, False), (scattered, True)):
        data = dxfuzz.build(parts, trailing=bytes(5000))
        entries = dxfuzz.parse(data, layout=False, lazy=True).part_table
        found = overlapping_parts(entries, len(data))
        shown = []  # (start, end, index) of the parts shown so far
        for i, e in enumerate(entries):
            start = e.ofs_part + 8
            end = min(start + e.part.len_body, len(data))
            owners = [j for a, b, j in shown if a < end and start < b] if start < end else []
            if owners:
                assert found.get(i) in owners, (i, found.get(i), owners)
            else:
                assert i not in found
                if start < end:
                    shown.append((start, end, i))
        assert bool(found) == shared_expected and len(shown) + len(found) <= n


#: Pieces of the strings of the trees below: the characters and words that
#: change how YAML writes a string (indicators, quotes, breaks, escapes,
#: words YAML reads as other types, long runs of spaces to fold).
_PIECES = list("abz09 -:#'\"\n?.,[]{}&*!|>%@`~+=<_/\\") + [
    "  ", "   ", "---", "...", "yes", "No", "null", "0x1F", "0755", "1e5", "1.5", ".inf",
    "2001-12-14", "é", "\t", "\r", "\x00", "\x7f", "\x85", "\u2028", "\ufeff", "\U0001f600"]


def _random_tree(rnd, depth=0):
    def text():
        return "".join(rnd.choice(_PIECES) for _ in range(rnd.choice((0, 1, 2, 5, 20, 60, 150))))

    r = rnd.random()
    if depth > 3 or r < 0.45:
        return rnd.choice([text(), text(), rnd.randint(-10 ** 20, 10 ** 20), 1.5, -0.0, 1e20,
                           3.4028234663852886e38, 1 / 3, float("nan"), True, False, None])
    if r < 0.75:
        keys = ["a", "name", "x y", "0", "yes", "k:", "#c", "-", "é", "key_" * rnd.randint(1, 40)]
        return {rnd.choice(keys) + str(i): _random_tree(rnd, depth + 1) for i in range(rnd.randint(0, 5))}
    return [_random_tree(rnd, depth + 1) for _ in range(rnd.randint(0, 5))]


def test_the_fast_writers_write_what_pyyaml_and_json_write():
    """The dump's own writers of YAML with the specs' names and of JSON (many
    times faster) write the very text PyYAML (the project's dumper) and
    ``json.dumps(indent=2)`` write: for random trees of the strings that
    change how YAML writes them (plain, quoted, double-quoted with escapes,
    folded past column 88, literal blocks with every chomping), numbers,
    keys too long or odd for a simple key, objects met twice (PyYAML's
    anchors); whole or handed on entry by entry (``Items``)."""
    import json
    import random

    from dxfuzz.view import text
    rnd = random.Random(11)
    shared = {"a": [1]}
    trees = [_random_tree(rnd) for _ in range(1000)] + [{"p": shared, "q": shared}, [shared, 2]]
    problems = []
    for t in trees:
        if not isinstance(t, (dict, list)):
            t = {"k": t}
        head = "--- !dxcontainer\n" if isinstance(t, dict) else "---\n"
        pyyaml = head + text._pyyaml_body(t) + "...\n"
        if text.to_yaml(t) != pyyaml:
            problems.append(("to_yaml", t))
        pieces = []
        text.write_yaml(t, pieces.append)
        if "".join(pieces) != pyyaml and t not in ({"p": shared, "q": shared}, [shared, 2]):
            problems.append(("write_yaml", t))
        try:
            dumped = json.dumps(t, indent=2, allow_nan=False) + "\n"
        except ValueError:
            with pytest.raises(ValueError):
                text.to_json(t)
            continue
        as_items = text.Items(len(t), t.__getitem__) if isinstance(t, list) else t
        pieces = []
        text.write_json(as_items, pieces.append)
        if text.to_json(t) != dumped or "".join(pieces) != dumped:
            problems.append(("json", t))
    assert not problems, problems[:3]


def test_dump_of_the_largest_effect_keeps_the_bound(tmp_path):
    """The largest FX10 effect of the shared corpus (686 KB) dumped by
    default, for people (its slowest format: the whole tree, then builds of
    the part without its layout keys: once 265 s when every key name was
    tried alone, the bound 34.6 s) within the bound (not twice over)."""
    rows = [r for r in corpus_manifest() if "FX10" in r["parts"].split(",")]
    largest = max(rows, key=lambda r: int(r["size"]))
    path = shared_path("corpus", largest["file"])
    size = os.path.getsize(path)
    run, = run_children([["dump", path, *FORMATS["yaml"]]], tmp_path)
    assert run.code == 0
    assert run.cpu <= time_bound(size), \
        f"{largest['file']} ({size} bytes): {run.cpu:.1f} s, bound {time_bound(size):.1f} s"


@pytest.mark.parametrize("fmt", ["json", "yaml"])
def test_a_dump_holds_one_part_s_decoded_objects_at_a_time(fmt, monkeypatch):
    """``dump`` streams: a part's parsed objects, its header's too, are let
    go and freed once its text is made, so while the text of 40 shader
    parts is written, at most one part's program and header exist (without
    letting go, all 40 would; without the collector paused while a part is
    decoded, some would wait for a full collection). The collector runs at
    every release here, the strictest form of the bound
    tests/test_container.py checks on what waits for it."""
    import weakref
    from dxfuzz import container, kaitai, view
    monkeypatch.setattr(container, "_COLLECT_AFTER", 0)
    from dxfuzz.builder import Part, build
    data = build([Part("SHEX", seed_part("SHEX"))] * 40)
    made = {}  # class -> the objects of it read from now on, while they exist
    for cls in (kaitai.spec_class("dxcontainer_shader"), kaitai.spec_class("dxcontainer").Part):
        made[cls] = weakref.WeakSet()

        def reading(self, _read=cls._read, _made=made[cls]):
            _made.add(self)
            _read(self)
        monkeypatch.setattr(cls, "_read", reading)
    alive = []
    view.write(data, lambda text: alive.append([len(m) for m in made.values()]), fmt)
    assert len(alive) >= 40, alive
    assert max(programs for programs, _ in alive) <= 1 and max(headers for _, headers in alive) <= 1, alive


def test_the_writer_reads_scalars_as_pyyaml_reads_them():
    """The YAML writer's own implicit types (it does not load PyYAML) give
    each plain scalar the tag PyYAML's safe loader gives it, and each float
    PyYAML's text: on YAML 1.1's edge cases and on random strings of the
    characters those types are made of."""
    import math
    import random

    import yaml
    from yaml.representer import SafeRepresenter
    from yaml.resolver import Resolver

    from dxfuzz.view import yaml_writer

    def pyyaml_tag(text):
        for tag, pattern in Resolver.yaml_implicit_resolvers.get(text[:1], []):
            if pattern.match(text):
                return tag
        return "tag:yaml.org,2002:str"

    rnd = random.Random(5)
    cases = ["", "~", "null", "NULL", "Null", "nULL", "yes", "Off", "oN", "y", "n", "<<", "=", "0", "-0", "+1",
             "0755", "0788", "0b101", "0x1F", "0x", "1_000", "1:30", "190:20:30", "1:60", "1.5", ".5", "1.",
             "1e5", "1.0e+5", "1.0e5", ".inf", "-.Inf", ".NaN", "2001-12-14", "2001-12-14t21:59:43.10-05:00",
             "2001-1-4 1:59:43", "20011214", "mov r0.x, l(0)", "ps_5_0", "dcl_temps 4", "- 1", "1 ", "1:"]
    alphabet = "0123456789-+._:eExXbB ~nNyYtTfFoOlLuU<=Z\t"
    cases += ["".join(rnd.choice(alphabet) for _ in range(rnd.randint(1, 9))) for _ in range(20000)]
    assert [c for c in cases if yaml_writer.implicit_tag(c) != pyyaml_tag(c)] == []
    floats = [0.0, -0.0, 1e16, 1e-7, 1.5, 1 / 3, 3.4028234663852886e38, math.inf, -math.inf, 123456789.0]
    floats += [rnd.uniform(-1, 1) * 10 ** rnd.randint(-30, 30) for _ in range(2000)]
    represent = SafeRepresenter().represent_float
    assert [v for v in floats if yaml_writer._float_text(v) != represent(v).value] == []
    assert yaml_writer._float_text(math.nan) == represent(math.nan).value == ".nan"
    assert yaml.safe_load(yaml_writer._float_text(1e16)) == 1e16
