"""Past the first error, every node of the Web IDE's tree reads or raises a
Kaitai error (docs/robustness.md).

The Web IDE compiles the specs to JavaScript in debug mode, where a
half-read object keeps what it read and the user can still open its
parameters, fields and instances (and "disable lazy parsing" opens all of
them). ``tools/jsdump.js --nodes`` does that for every node of a file, each
in its own try/catch, and reports every error that is not the runtime's own
(a RangeError, a TypeError, a stack overflow) and every walk that runs away
in time or memory. These tests run it on the shared corpus, on mutants of
every mutation group, on the inputs that once broke it, and on a build
broken on purpose (so that it can fail).
"""
from __future__ import annotations

import json
import os
import random
import re
import shutil
import struct
import subprocess
import zlib

import pytest
from kaitaistruct import ValidationFailedError

import dxfuzz
from dxfuzz import mutate

from conftest import REPO, compile_js, corpus_bytes, corpus_manifest, made_dxil, made_shader, seed_part, shared_path

JSDUMP = os.path.join(REPO, "tools", "jsdump.js")


@pytest.fixture(scope="module")
def js_debug():
    """``(node, folder, env)``: the specs compiled for JavaScript in debug
    mode, as the Web IDE compiles them."""
    return compile_js("--debug")


def walk(js, files, *flags, timeout=900):
    """What ``jsdump.js --nodes`` reports for each file (two workers, as
    this machine has two cores)."""
    node, folder, env = js
    proc = subprocess.run([node, JSDUMP, "--nodes", "--jobs", "2", *flags, folder, "-"],
                          input="\n".join(files), capture_output=True, text=True, timeout=timeout, env=env)
    assert proc.returncode == 0, proc.stderr[-2000:]
    results = [json.loads(line) for line in proc.stdout.split("\n") if line]
    assert [r["file"] for r in results] == list(files)
    return results


def problems(results):
    """``(file, what went wrong)`` for every walk that met an error that is
    not the runtime's, or ran away."""
    return [(os.path.basename(r["file"]), r["runaway"] or r["errors"][:3])
            for r in results if r["runaway"] or r["bugs"] or "error" in r]


def total(results, key):
    return sum(r[key] or 0 for r in results)


# --- the shared corpus ---------------------------------------------------------------


def test_every_node_of_every_corpus_file_reads(js_debug):
    """Every parameter, field and instance of every corpus file opens
    without an error of any kind, and the walk is bounded."""
    root = shared_path("corpus")
    files = [os.path.join(root, row["file"]) for row in corpus_manifest()]
    results = walk(js_debug, files)
    nodes = total(results, "nodes")
    print(f"{len(files)} files: {nodes} nodes opened, {total(results, 'shared')} shared structures "
          f"walked once, {total(results, 'kaitai')} Kaitai errors")
    assert not problems(results), problems(results)[:5]
    assert total(results, "kaitai") == 0
    assert nodes > 19_000_000  # 20.2 million measured


# --- mutants of every mutation group ---------------------------------------------------

#: Mutants per mutation group, and the largest corpus file mutated.
PER_GROUP, MAX_SIZE = 250, 65536


def _mutants(tmp_path):
    """``{group: [path, ...]}``: PER_GROUP applicable mutants of corpus files
    for each mutation group (files drawn in a fixed random order)."""
    groups = sorted({m.group for m in mutate.MUTATIONS.values()})
    rows = [r for r in corpus_manifest() if int(r["size"]) <= MAX_SIZE]
    random.Random(7).shuffle(rows)
    out = {}
    for g, group in enumerate(groups):
        names, paths = mutate.names(group), []
        rnd = random.Random(g)
        for i, row in enumerate(rows):
            if len(paths) == PER_GROUP:
                break
            label, data = mutate.mutate(corpus_bytes(row["file"]), rnd, names)
            if label == "none":
                continue
            path = tmp_path / f"{group}-{i}-{label}.dxbc"
            path.write_bytes(data)
            paths.append(str(path))
        out[group] = paths
    return out


@pytest.mark.slow
def test_every_node_of_mutants_of_every_group_reads_or_fails_as_kaitai(js_debug, tmp_path):
    """Mutants of real files, PER_GROUP from every mutation group: past the
    first error, every node reads or raises the runtime's own error, and no
    walk runs away."""
    by_group = _mutants(tmp_path)
    files = [p for paths in by_group.values() for p in paths]
    results = {r["file"]: r for r in walk(js_debug, files)}
    for group, paths in sorted(by_group.items()):
        rs = [results[p] for p in paths]
        print(f"{group}: {len(rs)} mutants, {total(rs, 'nodes')} nodes, {total(rs, 'kaitai')} Kaitai errors")
        assert len(rs) == PER_GROUP, group
        assert total(rs, "nodes") > 0
    found = problems(results.values())
    assert not found, found[:5]
    assert total(results.values(), "kaitai") > 1000  # the mutants do break things
    assert total(results.values(), "nodes") > 1_000_000


# --- the inputs that once broke it --------------------------------------------------


def _set_u32(data: bytes, at: int, value: int) -> bytes:
    out = bytearray(data)
    out[at:at + 4] = struct.pack("<I", value)
    return bytes(out)


def _part_data_offset(data: bytes, fourcc: str) -> int:
    entry = next(e for e in dxfuzz.parse(data, lazy=True).part_table if e.part.fourcc_text == fourcc)
    return entry.ofs_part + 8


def _shex_with_opcode_token(token: int) -> bytes:
    """made_shader() with the opcode token of its first instruction replaced."""
    data = made_shader()
    return _set_u32(data, _part_data_offset(data, "SHEX") + 8, token)


def _rdef_with(where, value: int) -> bytes:
    """A container of the committed RDEF seed (a struct type with members,
    Shader Model 5 records) with the u32 at ``where(rdef)`` set to ``value``."""
    body = seed_part("RDEF", 1)
    rdef = dxfuzz.parse(dxfuzz.build([dxfuzz.Part("RDEF", body)])).part_table[0].part.body
    return dxfuzz.build([dxfuzz.Part("RDEF", _set_u32(body, where(rdef), value))])


def _struct_variable(rdef):
    """The first variable whose type is a struct with members."""
    return next(v for cb in rdef.cbuffers for v in cb.variables if v.type.num_members)


#: name -> (input, the kind of Kaitai error Python's parse raises for it:
#: the end of the data, a failed check, zlib's). Each once made the IDE
#: throw or run away past the first error.
CASES = {
    # RangeError: Invalid typed array length (`body` read with a negative
    # length, opened on the half-read part)
    "part size 2^31": (lambda: dxfuzz.build([dxfuzz.Part("SHEX", seed_part("SHEX"), size=0x80000000)]),
                       ValidationFailedError),
    "part size 2^32 - 1": (lambda: dxfuzz.build([dxfuzz.Part("SHEX", seed_part("SHEX"), size=0xFFFFFFFF)]),
                           ValidationFailedError),
    # TypeError: Cannot read properties of undefined (reading 'length')
    # (num_header_tokens counted extended opcode tokens never read)
    "SHEX opcode token of length 0, extended": (lambda: _shex_with_opcode_token(0x80000001), ValidationFailedError),
    # Maximum call stack size exceeded, or a walk without end: a half-read
    # type, opened again, led to a type one level deeper, without limit
    "RDEF member type at 0xFFFFFFFE": (lambda: _rdef_with(lambda r: _struct_variable(r).type.ofs_members + 4,
                                                          0xFFFFFFFE), EOFError),
    "RDEF member table at 0xFFFFFFFE": (lambda: _rdef_with(lambda r: _struct_variable(r).ofs_type + 12,
                                                           0xFFFFFFFE), EOFError),
    # memory past 4 GB: the same, from half-read cbuffers and variables
    "RDEF cbuffer count 0x80000001": (lambda: _rdef_with(lambda r: 0, 0x80000001), EOFError),
    "RDEF variable size 0x80000001": (lambda: _rdef_with(lambda r: r.cbuffers[0].ofs_variables + 8, 0x80000001),
                                      ValidationFailedError),
}


#: The same for what the walk found on mutants and on the committed seeds
#: with one u32 set to an extreme: (fourcc, seed index, offset in the part
#: data, value) -> the kind of error Python's parse raises, with what the
#: IDE threw.
SEED_CASES = {
    # RangeError: `program` read with (len_dwords - 2) * 4 bytes, len_dwords < 2
    ("SHEX", 0, 4, 1): ValidationFailedError,
    # RangeError: `bitcode`, `shader` read with a size that failed its check
    ("DXIL", 0, 20, 0x80000000): ValidationFailedError,
    ("Aon9", 0, 8, 0x80000000): ValidationFailedError,
    # RangeError: RDEF records read with the RD11 record sizes that failed
    # their checks (cbuffer, binding, variable, type, member)
    ("RDEF", 1, 36, 0xFFFFFFFE): ValidationFailedError,
    ("RDEF", 1, 40, 0xFFFFFFFE): ValidationFailedError,
    ("RDEF", 1, 44, 0xFFFFFFFE): ValidationFailedError,
    ("RDEF", 1, 48, 0xFFFFFFFE): ValidationFailedError,
    ("RDEF", 1, 52, 0xFFFFFFFE): ValidationFailedError,
    # TypeError: PSV0's instances read the runtime information record and
    # the string table the half-read part never read
    ("PSV0", 0, 0, 0x7FFFFFFF): EOFError,
    ("PSV0", 2, 68, 0x7FFFFFFF): ValidationFailedError,
    # memory: FX10's `interfaces`, records of no bytes, repeated
    # `num_interfaces` times in a half-read type
    ("FX10", 3, 288, 0x7FFFFFFF): EOFError,
    # RangeError, TypeError: an annotation's or a variable's value read
    # with a half-read type's `len_packed`, or a half-read `ofs_values`
    ("FX10", 0, 352, 0x7FFFFFFF): ValidationFailedError,
    ("FX10", 0, 400, 0x7FFFFFFF): EOFError,
    ("FX10", 0, 16, 0x7FFFFFFF): EOFError,
    # TypeError: RDAT's look-ups used sub-parts the half-read table or a
    # half-read sub-part did not hold
    ("PDBI", 1, 20, 0x7FFFFFFF): EOFError,
    ("PDBI", 1, 48, 0x7FFFFFFF): ValidationFailedError,
    ("PDBI", 1, 100, 0x7FFFFFFF): ValidationFailedError,
    # zlib's error, the runtime's own (Python's zlib.error)
    ("PDBI", 0, 16, 0x7FFFFFFF): zlib.error,
    # RangeError even before the first error: the stored size of SRCI's
    # entries (now checked, as every u4 used as a size)
    ("SRCI", 0, 72, 0x80000000): ValidationFailedError,
}


def _seed_with(fourcc: str, index: int, offset: int, value: int):
    """A maker of a container of one committed seed part with a u32 set."""
    return lambda: dxfuzz.build([dxfuzz.Part(fourcc, _set_u32(seed_part(fourcc, index), offset, value))])


for (_fourcc, _index, _offset, _value), _cause in SEED_CASES.items():
    CASES[f"{_fourcc} seed {_index}, u32 at {_offset} = {_value:#x}"] = (
        _seed_with(_fourcc, _index, _offset, _value), _cause)

# TypeError: the half-read container has no part count, and the program
# locator (which a PSV0 part's stage needs) read a search it never made
CASES["container magic not DXBC"] = (lambda: b"X" + made_dxil()[1:], ValidationFailedError)


@pytest.fixture(scope="module")
def case_walks(js_debug, tmp_path_factory):
    """``(bytes, walks)`` of every case: its input, and what the walk
    reports for it, opening an instance that threw again (as a second
    click does) and not (``--once``)."""
    folder = tmp_path_factory.mktemp("cases")
    data, paths = {}, []
    for i, (name, (make, _)) in enumerate(sorted(CASES.items())):
        data[name] = make()
        paths.append(str(folder / f"{i}.dxbc"))
        with open(paths[-1], "wb") as f:
            f.write(data[name])
    walks = [walk(js_debug, paths, *flags, "--timeout", "60", "--max-memory", "1024")
             for flags in ((), ("--once",))]
    return {name: (data[name], [w[i] for w in walks]) for i, name in enumerate(sorted(CASES))}


@pytest.mark.parametrize("name", sorted(CASES))
def test_inputs_that_once_broke_the_ide_meet_only_kaitai_errors(case_walks, name):
    """Each input that once made the IDE throw a RangeError or TypeError,
    overflow its stack or run out of memory past the first error: the walk
    meets only the runtime's errors (also when an instance that threw is
    not opened again), and Python refuses the input with a ParseError
    caused by the kind of error expected."""
    data, results = case_walks[name]
    with pytest.raises(dxfuzz.ParseError) as exc:
        dxfuzz.to_dict(dxfuzz.parse(data))
    assert isinstance(exc.value.cause, CASES[name][1]), exc.value
    for res in results:
        assert not problems([res]), problems([res])
        assert res["kaitai"] >= 1 and res["nodes"] > 5


# --- the walk can fail ------------------------------------------------------------------


def _planted(js, tmp_path, code: str):
    """A copy of the build whose PSV0 `version` instance runs ``code`` first."""
    node, folder, env = js
    bad = tmp_path / "js"
    shutil.copytree(folder, bad)
    module = bad / "DxcontainerPsv0.js"
    text, n = re.subn(r"(Object\.defineProperty\(DxcontainerPsv0\.prototype, 'version', \{\s*get: function\(\) \{)",
                      lambda m: m.group(1) + "\n" + code + "\n", module.read_text())
    assert n == 1
    module.write_text(text)
    return node, str(bad), env


#: A DXC container (with a PSV0 part) and an FXC one (without).
DXIL, DXBC = "bgfx/cs_mipgen_oddx_dxil.dxbc", "bgfx/cs_mipgen_oddx_dxbc.dxbc"


def _files():
    root = shared_path("corpus")
    return [os.path.join(root, DXIL), os.path.join(root, DXBC)]


def test_the_walk_reports_a_type_error_in_a_getter(js_debug, tmp_path):
    results = walk(_planted(js_debug, tmp_path, "var planted; planted.length;"), _files())
    dxil, dxbc = results
    # thrown when opened, and when opened again
    assert dxil["bugs"] == 2 and dxil["runaway"] is None
    assert [e["path"].rsplit("/", 1)[1] for e in dxil["errors"]] == ["version", "version (opened again)"]
    for err in dxil["errors"]:
        assert err["kind"] == "TypeError" and "reading 'length'" in err["message"]
        assert err["where"].startswith("DxcontainerPsv0.js:") and err["code"] == "var planted; planted.length;"
    assert dxbc["bugs"] == 0 and dxbc["nodes"] > 1000


@pytest.mark.parametrize("kind,code,limit", [
    ("time", "for (;;) {}", ("--timeout", "3")),
    ("memory", "var hoard = []; for (;;) hoard.push(new Array(100000).fill(1));", ("--max-memory", "200")),
])
def test_the_walk_reports_a_runaway_and_goes_on(js_debug, tmp_path, kind, code, limit):
    """A getter that never returns, or that takes all the memory it can, is
    reported as a runaway at the instance being opened; the worker walking
    it is stopped and the next file gets a new one."""
    results = walk(_planted(js_debug, tmp_path, code), _files() * 2, "--jobs", "1", *limit)
    for dxil, dxbc in (results[:2], results[2:]):
        assert dxil["runaway"]["reason"] == kind and dxil["runaway"]["path"].endswith("/part/body/version")
        assert not problems([dxbc]) and dxbc["nodes"] > 1000

