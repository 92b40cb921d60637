"""The JavaScript build of the specs (what the Kaitai Web IDE runs) parses
the whole real corpus and sees what the Python build sees."""
from __future__ import annotations

import functools
import json
import math
import os
import subprocess

import pytest

import dxfuzz

from conftest import REPO, compile_js, corpus_manifest, corpus_mutants, shared_path


@pytest.fixture(scope="module")
def js_results():
    node, out, env = compile_js()
    root = shared_path("corpus")
    files = [os.path.join(root, row["file"]) for row in corpus_manifest()]
    proc = subprocess.run([node, os.path.join(REPO, "tools", "jsparse.js"), out, "-"],
                          input="\n".join(files), capture_output=True, text=True, timeout=900,
                          env=env)
    assert proc.returncode == 0, proc.stderr[-2000:]
    return [json.loads(line) for line in proc.stdout.split("\n") if line]  # not splitlines: U+2028, \x85 may be in text


def test_js_parses_every_corpus_file_with_the_same_parts(js_results):
    assert len(js_results) == len(corpus_manifest())
    for res in js_results:
        assert "error" not in res, res
        with open(res["file"], "rb") as f:
            obj = dxfuzz.parse(f.read())
        py = [(p.fourcc_text, p.len_body) for p in dxfuzz.parts(obj)]
        assert [(f, s) for f, s, _ in res["parts"]] == py, res["file"]


def test_js_decodes_every_part_python_decodes(js_results):
    decoded = 0
    for res in js_results:
        with open(res["file"], "rb") as f:
            obj = dxfuzz.parse(f.read())
        for part, (fourcc, _, status) in zip(dxfuzz.parts(obj), res["parts"]):
            py_raw = isinstance(part.body, (bytes, bytearray))
            assert status == ("raw" if py_raw else True), (res["file"], fourcc, status)
            decoded += status is True
    assert decoded > 0


# --- the Web IDE's view, value for value ------------------------------------------------
#
# The specs compiled for JavaScript in debug mode through the compiler's API,
# as the Web IDE compiles them (tools/ksc.js --debug), every object read with
# _read() as the IDE does, then every parameter, seq field and instance read
# (tools/jsdump.js) - against the same walk of Python's objects.

#: The two runtimes' names of the same errors (Python's on the left).
SAME_ERROR = {"EndOfStreamError": "EOFError"}


@pytest.fixture(scope="module")
def js_debug():
    return compile_js("--debug")


def _jsdump(js_debug, files, *flags):
    node, folder, env = js_debug
    proc = subprocess.run([node, os.path.join(REPO, "tools", "jsdump.js"), *flags, folder, "-"],
                          input="\n".join(files), capture_output=True, text=True, timeout=1800,
                          env=env)
    assert proc.returncode == 0, proc.stderr[-2000:]
    return [json.loads(line) for line in proc.stdout.split("\n") if line]  # not splitlines: U+2028, \x85 may be in text


@functools.lru_cache(maxsize=None)
def _js_name(name):
    """The generated JavaScript's name of a spec id (the compiler's lowerCamelCase)."""
    first, *rest = name.split("_")
    return first + "".join(w[:1].upper() + w[1:] for w in rest)


@functools.lru_cache(maxsize=None)
def _instances(cls):
    """``(python name, javascript name)`` of a class's instances, views included."""
    from dxfuzz.todict import instance_names
    return tuple((name, _js_name(name)) for name in instance_names(cls))


@functools.lru_cache(maxsize=None)
def _kind(cls):
    from enum import Enum
    from kaitaistruct import KaitaiStruct
    for kind, base in (("struct", KaitaiStruct), ("enum", Enum), ("list", list),
                       ("bytes", (bytes, bytearray)), ("float", float)):
        if issubclass(cls, base):
            return kind
    return "plain"


#: Values :func:`ide_view` has made so far (its leaves: numbers, strings, byte arrays...).
VALUES_MADE = [0]


def ide_view(value):
    """What jsdump.js prints, from Python's objects: names in JavaScript's
    spelling, enums by value, bytes as {"b": hex}, NaN and infinities as text."""
    kind = _kind(type(value))
    if kind == "struct":
        out = {_js_name(name): ide_view(v) for name, v in list(vars(value).items()) if name[0] != "_"}
        for name, js in _instances(type(value)):
            v = getattr(value, name)
            if v is not None:  # an instance that does not apply is absent (to_dict's rule)
                out[js] = ide_view(v)
        return out
    if kind == "list":
        return [ide_view(v) for v in value]
    VALUES_MADE[0] += 1
    if kind == "enum":
        return value.value
    if kind == "bytes":
        return {"b": bytes(value).hex()}
    if kind == "float" and not math.isfinite(value):
        return "NaN" if value != value else ("Infinity" if value > 0 else "-Infinity")
    return value


def differences(py, js, path, out):
    """Append ``(path, python's, javascript's)`` for every value that differs;
    return how many values were compared."""
    if isinstance(py, dict) and isinstance(js, dict):
        n = 0
        for k in sorted(py.keys() | js.keys()):
            if k not in py or k not in js:
                out.append((f"{path}.{k}", py.get(k, "(absent)"), js.get(k, "(absent)")))
            else:
                n += differences(py[k], js[k], f"{path}.{k}", out)
        return n
    if isinstance(py, list) and isinstance(js, list):
        if len(py) != len(js):
            out.append((path, f"{len(py)} items", f"{len(js)} items"))
        return sum(differences(a, b, f"{path}[{i}]", out) for i, (a, b) in
                   enumerate(zip(py, js)))
    if py != js or type(py) is bool and type(js) is not bool:
        out.append((path, py, js))
    return 1


def _python_text(path):
    """``(JSON text of Python's view of a file, number of values in it)``,
    made with the cyclic collector paused (a fifth of the time otherwise)."""
    from dxfuzz import kaitai
    with open(path, "rb") as f, kaitai.gc_paused():
        before = VALUES_MADE[0]
        text = json.dumps(ide_view(dxfuzz.parse(f.read())), sort_keys=True)
    return text, VALUES_MADE[0] - before


@pytest.mark.slow
def test_the_ide_shows_every_value_python_decodes(js_debug):
    """Every parameter, field and instance of every corpus file, JavaScript's
    debug build against Python: not one value differs. Python's side is
    made by two processes (this machine's two cores) while this one reads
    JavaScript's."""
    import multiprocessing
    root = shared_path("corpus")
    files = [os.path.join(root, row["file"]) for row in corpus_manifest()]
    compared, diffs = 0, []
    with multiprocessing.get_context("fork").Pool(2) as pool:
        python = pool.imap(_python_text, files, chunksize=4)
        for path, res, (text, n) in zip(files, _jsdump(js_debug, files), python):
            assert "error" not in res and res["file"] == path, res.get("error", res["file"])
            # the same JSON text (true and 1 apart), else each value that differs
            if text == json.dumps(res["tree"], sort_keys=True):
                compared += n
                continue
            with open(res["file"], "rb") as f:
                py = ide_view(dxfuzz.parse(f.read()))
            found = []
            compared += differences(py, res["tree"], os.path.basename(res["file"]), found)
            diffs += found
    print(f"{compared} values compared in {len(files)} files, {len(diffs)} differ")
    assert not diffs, diffs[:10]
    assert compared > 5_000_000


def _python_verdict(data):
    """``(verdict, kind)`` of the spec alone in Python (no dxfuzz checks on top),
    reading every value in the order jsdump.js reads them."""
    from kaitaistruct import KaitaiStream, BytesIO
    from dxfuzz import kaitai
    from dxfuzz.errors import INPUT_ERRORS
    try:
        with kaitai.gc_paused():
            ide_view(kaitai.spec_class("dxcontainer")(KaitaiStream(BytesIO(data))))
        return "accepted", None
    except INPUT_ERRORS as exc:
        kind = type(exc).__name__
        return "rejected", SAME_ERROR.get(kind, kind)
    except Exception as exc:  # a bug of the Python build
        return "bug", type(exc).__name__


def test_mutants_get_the_same_verdict_and_error_in_both_builds(js_debug, tmp_path):
    """Mutants of real files from every mutation group: both builds accept
    the same ones and refuse the others with the same kind of error, and the
    JavaScript build never throws anything but its runtime's errors."""
    from dxfuzz import mutate
    groups = sorted({m.group for m in mutate.MUTATIONS.values()})
    paths = corpus_mutants(corpus_manifest()[::3], tmp_path)
    python = {}
    for path in paths:
        with open(path, "rb") as f:
            python[path] = _python_verdict(f.read())
    diffs, verdicts = [], {}
    for res in _jsdump(js_debug, paths, "--verdicts"):
        js = (res["verdict"], res.get("kind"))
        verdicts[js[0]] = verdicts.get(js[0], 0) + 1
        if js != python[res["file"]]:
            diffs.append((os.path.basename(res["file"]), python[res["file"]], js, res.get("message")))
    print(f"{len(paths)} mutants from {len(groups)} groups: {verdicts}, {len(diffs)} differ")
    assert len(paths) > 1400 and verdicts.get("accepted") and verdicts.get("rejected")
    assert "bug" not in verdicts, [d for d in diffs if d[2][0] == "bug"][:5]
    assert not diffs, diffs[:10]
