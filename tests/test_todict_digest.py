"""The decoded trees of the whole shared corpus, pinned by one digest.

``to_dict`` of every corpus file, serialized canonically (keys in the
tree's order, bytes as hex, floats by ``repr``), hashed in manifest order:
any change to a decoded value, key or order anywhere changes the digest.
Speed work must leave it as it is (and the faster enum lookup must give the
runtime's own answers); a change of meaning regenerates it on
purpose: ``DXFUZZ_REGENERATE=trees pytest tests/test_todict_digest.py``.
"""
from __future__ import annotations

import json
import os
import subprocess

import dxfuzz
import pytest

from conftest import REPO, SEEDS, corpus_files, made_dxil, made_shader, shared_path
from tree_digest import digest_line, same_tree, trees_digest, walk_both

PINNED = os.path.join(os.path.dirname(__file__), "data", "decoded-trees.sha256")


@pytest.mark.slow
def test_decoded_trees_are_unchanged():
    """The corpus's trees are the pinned ones, and the walk ``make generate``
    writes per type gives, file by file, the tree the reflective walk finds
    (keys, their order, values and their types)."""
    differ: list = []
    digest, decoded, refused = trees_digest(corpus_files(), differ)
    assert differ == [], differ[:5]
    line = digest_line(digest, decoded, refused)
    if os.environ.get("DXFUZZ_REGENERATE") == "trees":
        with open(PINNED, "w") as f:
            f.write(line)
    with open(PINNED) as f:
        pinned = f.read()
    assert decoded > 2000
    assert line == pinned, ("the decoded trees changed; if that is meant, regenerate with "
                            "DXFUZZ_REGENERATE=trees")


#: The optional interpreter for bulk decoding (``make setup`` makes its venv).
PYPY = os.path.join(REPO, ".venv-pypy", "bin", "python")


@pytest.mark.slow
def test_pypy_decodes_the_corpus_to_the_pinned_trees():
    """PyPy runs dxfuzz unchanged and decodes every corpus file to the very
    trees CPython does (the pinned digest), by the generated walk: an
    object's attributes do not always list in assignment order on PyPy, so
    the reflective walk would put some keys out of the ksy's order there."""
    root = shared_path("corpus")
    if not os.access(PYPY, os.X_OK):
        pytest.skip(f"no PyPy venv at {PYPY} (run `make setup`)")
    proc = subprocess.run([PYPY, os.path.join(REPO, "tests", "tree_digest.py"), root],
                          capture_output=True, text=True, timeout=1200)
    assert proc.returncode == 0, proc.stderr[-2000:]
    got = json.loads(proc.stdout.strip().splitlines()[-1])
    with open(PINNED) as f:
        assert got["line"] == f.read()


def test_the_faster_enum_lookup_gives_what_the_runtime_gives():
    import enum
    from kaitaistruct import KaitaiStream
    from dxfuzz import kaitai

    class Kind(enum.IntEnum):
        pixel = 0
        vertex = 1

    for value in (0, 1, 2, -1, 1 << 40):
        ours = KaitaiStream.resolve_enum(Kind, value)
        theirs = kaitai._RUNTIME_RESOLVE_ENUM(Kind, value)
        assert ours is theirs or (ours == theirs and type(ours) is type(theirs))
    assert KaitaiStream.resolve_enum(Kind, 1) is Kind.vertex
    assert type(KaitaiStream.resolve_enum(Kind, 7)) is int


def test_generated_enums_behave_as_the_runtimes_enums():
    """The parsers' enums, given the metaclass without Python 3.11's slow
    attribute hook, keep every way to reach a member: by name, value and
    item, iteration, membership, pickling, and refuse reassigning one."""
    import enum
    import pickle
    from dxfuzz import kaitai
    opcodes = kaitai.enum_class("dxcontainer_shader", "OpcodeType")
    fourcc = kaitai.enum_class("dxcontainer", "Fourcc")
    for e in (opcodes, fourcc):
        members = list(e)
        assert members and all(isinstance(m, e) and isinstance(m, enum.IntEnum) for m in members)
        assert len(e) == len(members) and list(e.__members__.values()) == members
        for m in members:
            assert e(m.value) is m and e[m.name] is m and getattr(e, m.name) is m and m in e
            assert pickle.loads(pickle.dumps(m)) is m
    assert opcodes.ret.value == 62 and opcodes(62).name == "ret" and fourcc.dxil.value == 0x4C495844
    with pytest.raises(ValueError):
        opcodes(1 << 20)
    with pytest.raises(AttributeError):
        opcodes.ret = 1
    with pytest.raises(AttributeError):
        opcodes.not_a_member
    if "__getattr__" in type(enum.Enum).__dict__:  # CPython 3.11: the hook is what is left out
        assert "__getattr__" not in {k for c in type(opcodes).__mro__ for k in vars(c)}


def _stream_at(data: bytes, pos: int, bits: int):
    """A stream over ``data`` at ``pos``, ``bits`` bits into its byte there
    (none at the end)."""
    from kaitaistruct import BytesIO, KaitaiStream
    io = KaitaiStream(BytesIO(data))
    io.seek(pos)
    if bits and pos < len(data):
        io.read_bits_int_le(bits)
    return io


def test_the_one_call_reads_give_what_the_runtime_gives():
    """Every fixed-size read, whole or cut short, and after a bit read:
    the same values, the same errors and the same position as the runtime."""
    from kaitaistruct import BytesIO, KaitaiStream
    import dxfuzz.kaitai  # noqa: F401 - installs the reads
    data = bytes(range(0xF0, 0x100)) + bytes(range(7))
    names = ("u1", "s1", "u2le", "s2le", "u4le", "s4le", "u8le", "s8le", "f4le", "f8le")
    compared = 0
    for name in names:
        fast = getattr(KaitaiStream, "read_" + name)
        assert fast.runtime_read is not fast
        for start in range(len(data) + 1):
            for bits in (0, 3):
                results = []
                for read in (fast, fast.runtime_read):
                    io = _stream_at(data, start, bits)
                    try:
                        value = ("value", repr(read(io)))  # repr: NaN equals NaN
                    except Exception as exc:  # noqa: BLE001 - compared below
                        value = ("error", type(exc), str(exc))
                    results.append((value, io.pos(), io.bits_left, io.bits))
                assert results[0] == results[1], (name, start, bits)
                compared += 1
    for n in (-1, 0, 1, 5, len(data), len(data) + 1):
        results = []
        for read in (KaitaiStream.read_bytes, KaitaiStream.read_bytes.runtime_read):
            io = KaitaiStream(BytesIO(data))
            io.seek(3)
            try:
                value = ("value", read(io, n))
            except Exception as exc:  # noqa: BLE001 - compared below
                value = ("error", type(exc), str(exc))
            results.append((value, io.pos()))
        assert results[0] == results[1], n
        compared += 1
    assert compared == len(names) * (len(data) + 1) * 2 + 6


def test_the_in_memory_stream_set_up_and_end_test_are_the_runtime_s():
    """A stream over bytes is set up with the runtime's attributes (its size
    measured from where the bytes object stands, which stays there), and
    ``is_eof`` answers as the runtime's at every position and after a bit
    read (a stream never grows: the runtime refuses writes past its size)."""
    from kaitaistruct import BytesIO, KaitaiStream
    import dxfuzz.kaitai  # noqa: F401 - installs the set-up
    fast_init, fast_eof = KaitaiStream.__init__, KaitaiStream.is_eof
    assert fast_init.runtime_read is not fast_init and fast_eof.runtime_read is not fast_eof
    data = bytes(range(9))
    answers = []
    for start in (0, 4, 9):
        made = []
        for init in (fast_init, fast_init.runtime_read):
            raw = BytesIO(data)
            raw.seek(start)
            io = KaitaiStream.__new__(KaitaiStream)
            init(io, raw)
            made.append((vars(io) | {"_io": None}, raw.tell()))
        assert made[0] == made[1], start
        for pos in range(len(data) + 1):
            for bits in (0, 3):
                results = []
                for is_eof in (fast_eof, fast_eof.runtime_read):
                    results.append(is_eof(_stream_at(data, pos, bits)))
                assert results[0] == results[1], (pos, bits)
                answers.append(results[0])
    assert answers.count(True) == 3 * 2 and answers.count(False) == 3 * 18


def test_a_tree_holds_each_text_and_number_once():
    """Equal strings (fields and value instances) and equal integers read
    from two bytes or more are one object in a tree, whichever part they
    come from, in both walks' trees alike; the table of numbers is empty
    once the walks end, also when four threads walk at once."""
    import threading
    from conftest import seed_part
    from dxfuzz import todict
    program, name = seed_part("SHEX"), seed_part("ILDN")
    data = dxfuzz.build([dxfuzz.Part(f, b) for f, b in
                         (("ILDN", name), ("SHEX", program), ("ILDN", name), ("SHEX", program))])
    obj = dxfuzz.parse(data)
    tree = dxfuzz.to_dict(obj)
    parts = [e["part"] for e in tree["part_table"]]
    first, second = parts[0]["body"], parts[2]["body"]
    assert first["name"] == second["name"] and first["name"] is second["name"]
    assert parts[1]["fourcc_text"] == "SHEX" and parts[1]["fourcc_text"] is parts[3]["fourcc_text"]
    version = parts[1]["body"]["version_token"]
    assert version > 256 and version is parts[3]["body"]["version_token"]
    assert todict._NUMBERS == {} and todict._WALKS == [0]
    reflective = dxfuzz.to_dict(obj, reflective=True)
    assert reflective == tree
    assert reflective["part_table"][0]["part"]["body"]["name"] is first["name"]
    trees, errors = [], []

    def walk():
        try:
            for _ in range(20):
                trees.append(dxfuzz.to_dict(dxfuzz.parse(data)))
        except Exception as exc:  # noqa: BLE001 - reported below
            errors.append(exc)
    threads = [threading.Thread(target=walk) for _ in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert errors == [] and len(trees) == 80 and all(t == tree for t in trees)
    assert todict._NUMBERS == {} and todict._WALKS == [0]


def test_gc_paused_restores_the_collector_as_it_found_it():
    import gc
    from dxfuzz.kaitai import gc_paused
    assert gc.isenabled()
    with gc_paused():
        assert not gc.isenabled()
        with gc_paused():
            assert not gc.isenabled()
        assert not gc.isenabled()
    assert gc.isenabled()
    gc.disable()
    try:
        with gc_paused():
            pass
        assert not gc.isenabled()
    finally:
        gc.enable()
    try:
        with gc_paused():
            raise ValueError("inside")
    except ValueError:
        pass
    assert gc.isenabled()


def test_a_tree_leaves_out_what_the_file_does_not_have():
    """An instance whose ``if`` is false is absent from the tree, not null;
    everything the parsed objects hold is there, and a dump of the tree
    builds the same bytes (the builder computes what is left out)."""
    from dxfuzz.todict import tree_instance_names

    def nulls(tree, path=""):
        if isinstance(tree, dict):
            return [p for k, v in tree.items()
                    for p in ([f"{path}.{k}"] if v is None else nulls(v, f"{path}.{k}"))]
        if isinstance(tree, list):
            return [p for i, v in enumerate(tree) for p in nulls(v, f"{path}[{i}]")]
        return []

    data = made_shader()
    obj = dxfuzz.parse(data)
    tree = dxfuzz.to_dict(obj)
    assert nulls(tree) == []
    shex = tree["part_table"][0]["part"]["body"]["program"]["instructions"]
    for ins, shown in zip(dxfuzz.find_parts(obj, "SHEX")[0].body.program.instructions, shex):
        names = tree_instance_names(type(ins))
        absent = {n for n in names if getattr(ins, n) is None}
        assert [n for n in names if n not in absent] == [k for k in shown if k in names]
    assert {("custom_data_class" in shown) == shown["is_custom_data"] for shown in shex} == {True}
    assert {shown["is_custom_data"] for shown in shex} == {True, False}
    assert dxfuzz.build_tree(tree) == data


def test_the_walk_computes_value_instances_by_their_property_s_expression():
    """The generated walk computes each value instance by the expression
    the compiler wrote into its property, without the property (so without
    filling its cache): the parsed objects' caches stay as parsing left
    them, the properties give the same values afterwards, and every value instance
    of every spec is computed so (the walk reads none as an attribute)."""
    import glob
    import re
    import yaml
    from dxfuzz.asm.programs import parse_program
    from dxfuzz.strategies import dxcontainer_shader as strat
    from dxfuzz.todict import tree_instance_names
    sources = [strat.operand(1, mode=1, select=0x1B, indices=[strat.imm(1)]),  # swizzle
               strat.operand(1, mode=2, select=2, indices=[strat.imm(2)]),  # one component
               strat.operand(4, immediates=[1, 2, 3, 4])]
    movs = [strat.instruction(54, strat.operands(strat.operand(0, select=5, indices=[strat.imm(0)]), src))
            for src in sources]
    obj = parse_program(dxfuzz.build_part("SHEX", strat.program(0, 5, 0, movs * 10)))
    operands = [op for ins in obj.program.instructions for op in ins.body.operands]
    cached = [{k for k in vars(op) if k.startswith("_m_")} for op in operands]  # what parsing read
    shown = dxfuzz.to_dict(obj)["program"]["instructions"]
    assert [{k for k in vars(op) if k.startswith("_m_")} for op in operands] == cached
    assert cached.count({"_m_num_immediate_dwords"}) == 10 and cached.count(set()) == 50  # (the immediates)
    compared = 0
    for ins, ins_tree in zip(obj.program.instructions, shown):
        for op, op_tree in zip(ins.body.operands, ins_tree["body"]["operands"]):
            for name in tree_instance_names(type(op)):
                value = getattr(op, name)
                if value is not None:
                    assert op_tree[name] == getattr(value, "_name_", value), name
                    compared += 1
    assert compared > 100
    inlined = 0
    for ksy in glob.glob(os.path.join(REPO, "ksy", "*.ksy")):
        with open(ksy) as f:
            spec = yaml.safe_load(f)
        with open(os.path.join(REPO, "generated", f"_todict_{spec['meta']['id']}.py")) as f:
            walk = f.read()
        for tid, t in [(spec["meta"]["id"], spec), *(spec.get("types") or {}).items()]:
            body = re.search(rf"  # {tid}\n(.*?)\n        return out", walk, re.S).group(1)
            for name, inst in (t.get("instances") or {}).items():
                if "value" in inst and not inst.get("-view"):
                    assert f"        v = obj.{name}\n" not in body + "\n", (tid, name)
                    inlined += 1
    assert inlined > 250
    # an instance computed from integers alone goes in as it is (no test of
    # its type or of None); one read through another object, or under an
    # `if`, is tested: the reflective walk agrees on every corpus file
    with open(os.path.join(REPO, "generated", "_todict_dxcontainer_shader.py")) as f:
        walk = f.read()
    operand = re.search(r"  # operand\n(.*?)\n        return out", walk, re.S).group(1)
    for name in ("index_dimension", "is_extended", "num_immediate_dwords"):
        assert re.search(rf"        v = i_{name} = [^\n]*\n        out\[\"{name}\"\] = v\n", operand), name
    assert re.search(r"        v = i_swizzle = [^\n]* else None\n        if v is not None:\n", operand)
    body = re.search(r"  # instruction_body\n(.*?)\n        return out", walk, re.S).group(1)
    assert re.search(r"v = i_saturate = obj\._parent\.[^\n]*\n        if v is not None:\n", body)


def test_the_generated_walk_is_the_reflective_walk_on_dxfuzz_s_own_containers():
    """Without the shared corpus: every committed seed, and the shader and
    DXIL containers the tests build, give the same tree by both walks; a
    walk that drops, adds, renames or reorders a key, or changes a value's
    type, is told apart (the comparison can fail)."""
    seeds = sorted(f for f in os.listdir(SEEDS) if f.endswith(".dxbc"))
    inputs = [made_shader(), made_dxil()] + [open(os.path.join(SEEDS, f), "rb").read() for f in seeds]
    walked = 0
    for data in inputs:
        try:
            tree, where = walk_both(data)
        except dxfuzz.ParseError:
            continue
        assert where == "", where
        walked += 1
    assert walked >= 100
    tree, _ = walk_both(made_shader())
    assert same_tree(tree, tree) == ""
    reordered = dict(reversed(list(tree.items())))
    assert "keys" in same_tree(tree, reordered)
    assert same_tree(tree, {**tree, "major_version": 2}) == ".major_version: 1 != 2"
    assert same_tree(tree, {k: v for k, v in tree.items() if k != "digest"}).startswith(": keys")
    assert ": int != bool" in same_tree({"a": 1}, {"a": True})
