"""The committed parsers are exactly what the specs compile to, and the
specs follow the house style (ids, docs, meta)."""
from __future__ import annotations

import glob
import os
import re
import shutil
import subprocess

import pytest
import yaml

from conftest import REPO

KSY = sorted(glob.glob(os.path.join(REPO, "ksy", "*.ksy")))


def node():
    exe = shutil.which("node")
    if not exe or not os.path.isdir(os.path.join(REPO, "tools", "node_modules", "kaitai-struct-compiler")):
        pytest.fail("node and tools/node_modules are required: run `make setup`")
    return exe


def test_generated_matches_the_specs():
    proc = subprocess.run([node(), os.path.join(REPO, "tools", "ksc.js"), "--check"],
                          capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert f"checked {len(KSY)}/{len(KSY)} specs, 0 drifted" in proc.stdout


def test_pinned_compiler_version():
    lock = os.path.join(REPO, "tools", "package-lock.json")
    import json
    with open(lock) as f:
        packages = json.load(f)["packages"]
    assert packages["node_modules/kaitai-struct-compiler"]["version"] == "0.11.0"
    assert packages["node_modules/kaitai-struct"]["version"] == "0.11.0"


@pytest.mark.parametrize("path", KSY, ids=[os.path.basename(p) for p in KSY])
def test_spec_style(path):
    with open(path) as f:
        spec = yaml.safe_load(f)
    meta = spec["meta"]
    name = os.path.splitext(os.path.basename(path))[0]
    assert meta["id"] == name and name.startswith("dxcontainer")
    assert meta["endian"] == "le" and meta.get("license") and meta.get("title")
    for imp in meta.get("imports", []):
        assert "/" not in imp, "imports are bare names (the Web IDE resolves them beside the spec)"
    assert spec.get("doc"), "top-level doc"
    missing = []

    def fields(where, items):
        for item in items or []:
            if not item.get("doc"):
                missing.append(f"{where}/{item.get('id')}")

    def walk(where, t):
        fields(f"{where}/seq", t.get("seq"))
        for iname, inst in (t.get("instances") or {}).items():
            if not inst.get("doc"):
                missing.append(f"{where}/instances/{iname}")
        for tname, sub in (t.get("types") or {}).items():
            if not sub.get("doc"):
                missing.append(f"{where}/types/{tname}")
            walk(f"{where}/types/{tname}", sub)

    walk("", spec)
    assert not missing, f"fields without doc: {missing}"


#: Counts, sizes and offsets are named as the Kaitai formats gallery names
#: them: ``num_*``, ``len_*``, ``ofs_*`` (``part_count`` is ``num_parts``);
#: the words themselves, and those prefixes standing alone, are not ids.
_LAYOUT_WORDS = re.compile(r"(^|_)(counts?|sizes?|lengths?|offsets?)(_|$)|(^|_)(num|len|ofs)$")
#: Words a doc may add to the id's own and still say nothing more.
_FILLER = {"the", "a", "an", "of", "in", "this", "its", "it", "is", "each", "one", "for", "and", "to",
           "bytes", "byte", "field", "value", "values"}
_SYNONYMS = {"num": {"number", "count"}, "len": {"length", "size"}, "ofs": {"offset"}}
#: A masked code compared with a number in a `valid` expression.
_RAW_CODE = re.compile(r"&\s*0x[0-9a-fA-F]+\)\s*==\s*[1-9]")


def _restates(field_id: str, doc: str) -> bool:
    """A doc of six words or fewer, every one the id's own (or a synonym of
    its prefix, a plural, a filler word): "Number of operands." for
    ``num_operands``."""
    words = [w for w in re.findall(r"[a-z0-9]+", doc.lower()) if w not in _FILLER]
    own = set()
    for w in field_id.split("_"):
        own |= {w, w + "s", w[:-1] if w.endswith("s") else w} | _SYNONYMS.get(w, set())
    return len(words) <= 6 and all(w in own for w in words)


def _attributes(t):
    """(id, definition, kind) of a type's seq fields, instances and params."""
    yield from ((f["id"], f, "seq") for f in t.get("seq") or [])
    yield from ((k, v, "instances") for k, v in (t.get("instances") or {}).items())
    yield from ((p["id"], p, "params") for p in t.get("params") or [])


def _types(spec):
    """(path, type) of a spec's top level ("/") and every type in it."""
    stack = [("/", spec)]
    while stack:
        where, t = stack.pop()
        yield where, t
        stack.extend((f"{where.rstrip('/')}/{k}", v) for k, v in (t.get("types") or {}).items())


@pytest.mark.parametrize("path", KSY, ids=os.path.basename)
def test_specs_follow_the_gallery_idiom(path):
    """Names, references and docs as the Kaitai formats gallery writes them:
    counts, sizes and offsets as num_*, len_*, ofs_*; a doc-ref on every
    type (the struct or function its layout comes from); an -orig-id that
    is a source identifier; docs that say more than the id; codes compared
    by their enum names in `valid`, not as numbers."""
    with open(path) as f:
        spec = yaml.safe_load(f)
    misnamed, no_doc_ref, bad_orig, restating, raw_codes = [], [], [], [], []
    for where, t in _types(spec):
        if where != "/" and not t.get("doc-ref"):
            no_doc_ref.append(where)
        for name, a, kind in _attributes(t):
            here = f"{where}/{kind}/{name}"
            if _LAYOUT_WORDS.search(str(name)):
                misnamed.append(here)
            orig = a.get("-orig-id")
            if orig is not None and not re.fullmatch(r"[A-Za-z_][A-Za-z0-9_.:\[\]]*", str(orig)):
                bad_orig.append(f"{here}: {orig!r}")
            if _restates(str(name), str(a.get("doc", ""))):
                restating.append(f"{here}: {a.get('doc')!r}")
            valid = a.get("valid")
            if isinstance(valid, dict) and _RAW_CODE.search(str(valid.get("expr", ""))):
                raw_codes.append(here)
    assert not misnamed, f"name counts, sizes and offsets num_*, len_*, ofs_*: {misnamed}"
    assert not no_doc_ref, f"types without a doc-ref: {no_doc_ref}"
    assert not bad_orig, f"-orig-id is the source's identifier: {bad_orig}"
    assert not restating, f"docs that only restate the id: {restating}"
    assert not raw_codes, f"valid compares codes by enum name (enum::name.to_i): {raw_codes}"


def _enums_and_types(spec):
    """The enum ids and the type ids defined anywhere in a spec."""
    enums, types = set(), set()
    for where, t in _types(spec):
        enums |= set(t.get("enums") or {})
        if where != "/":
            types.add(where.rsplit("/", 1)[-1])
    return enums, types


def test_each_enum_is_defined_once():
    """One enum per concept: an enum id is defined in one spec only (the spec
    of its concept; the others import it), and never shares its id with a
    type of its spec, whose generated class would hide it (an enum
    `resource_return_type` beside the type `resource_return_type` is one
    Python name for both)."""
    homes, clashes = {}, []
    for path in KSY:
        with open(path) as f:
            spec = yaml.safe_load(f)
        enums, types = _enums_and_types(spec)
        name = os.path.basename(path)
        clashes += [f"{name}: {e}" for e in enums & types]
        for e in enums:
            homes.setdefault(e, []).append(name)
    assert len(homes) > 60
    assert not {e: s for e, s in homes.items() if len(s) > 1}, "define once, import elsewhere"
    assert not clashes, f"enum and type of one id: {clashes}"


def _class_name(type_id: str) -> str:
    """The compiler's class name of a type id: ``part_entry`` -> ``PartEntry``."""
    return "".join(w[:1].upper() + w[1:] for w in type_id.split("_"))


def class_name_collisions(specs):
    """``{class name: [where, ...]}`` for every class name that two types of
    ``specs`` (``{spec id: spec}``) would both get, the specs' own classes
    included: the Web IDE keeps one table of types by class name for all
    the specs it loads, so one of the two would be shown with the other's
    label and parse mode."""
    where = {}
    for spec_id, spec in specs.items():
        where.setdefault(_class_name(spec_id), []).append(spec_id)
        for path, _ in _types(spec):
            if path != "/":
                where.setdefault(_class_name(path.rsplit("/", 1)[-1]), []).append(spec_id + path)
    return {name: places for name, places in where.items() if len(places) > 1}


def test_each_type_has_a_class_name_of_its_own():
    """No two types of all the specs share a class name (the Web IDE would
    show one with the other's label), and the rule refuses a collision."""
    specs = {}
    for path in KSY:
        with open(path) as f:
            specs[os.path.splitext(os.path.basename(path))[0]] = yaml.safe_load(f)
    assert not class_name_collisions(specs), class_name_collisions(specs)
    nested = {"dxcontainer_a": {"types": {"part_entry": {}}},
              "dxcontainer_b": {"types": {"outer": {"types": {"part_entry": {}}}}}}
    assert list(class_name_collisions(nested)) == ["PartEntry"]
    assert list(class_name_collisions({"dxcontainer_a": {"types": {"dx11_1": {}, "dx111": {}}}})) \
        == ["Dx111"]
    assert list(class_name_collisions({"dxcontainer_a": {}, "dxcontainer": {
        "types": {"dxcontainer_a": {}}}})) == ["DxcontainerA"]


def test_the_idiom_check_can_fail():
    """The rules above refuse what they are meant to refuse."""
    assert _LAYOUT_WORDS.search("part_count") and _LAYOUT_WORDS.search("size")
    assert _LAYOUT_WORDS.search("ofs") and _LAYOUT_WORDS.search("offset_in_table")
    assert not _LAYOUT_WORDS.search("num_parts") and not _LAYOUT_WORDS.search("max_num_vertices")
    assert _restates("num_operands", "Number of operands.") and _restates("operands", "The operands.")
    assert not _restates("num_operands", "How many operands the opcode takes.")
    assert _RAW_CODE.search("(_ & 0x7ff) == 53") and not _RAW_CODE.search("(_ & 0x7ff) == opcode_type::ret.to_i")


@pytest.mark.parametrize("path", KSY, ids=os.path.basename)
def test_specs_mean_the_same_in_every_target(path):
    """No `repeat-until` condition reads `_index`: the generated JavaScript
    counts it up before testing the condition, Python after, so the two
    builds would stop one element apart (the element can carry its own
    index as a parameter instead)."""
    with open(path) as f:
        spec = yaml.safe_load(f)
    found = []

    def walk(where, t):
        attrs = list(t.get("seq") or []) + [dict(v, id=k) for k, v in
                                             (t.get("instances") or {}).items()]
        for a in attrs:
            if "_index" in str(a.get("repeat-until", "")):
                found.append(f"{where}/{a['id']}: {a['repeat-until']}")
        for name, sub in (t.get("types") or {}).items():
            walk(f"{where}/types/{name}", sub)

    walk("", spec)
    assert not found, found


def test_no_generated_module_shadows_another():
    import sys
    names = {os.path.splitext(os.path.basename(p))[0] for p in glob.glob(os.path.join(REPO, "generated", "*.py"))}
    names.discard("__init__")
    # the tables tools/ksc.js writes beside the parsers, imported only as
    # dxfuzz.generated._fields / _messages / _specs / _todict_<spec> (never
    # by their bare names), a walk per spec
    tables = {"_fields", "_messages", "_specs"}
    assert tables <= names
    walks = {n for n in names if n.startswith("_todict_")}
    assert {n[len("_todict_"):] for n in walks} == names - tables - walks
    names -= tables | walks
    stdlib = set(getattr(sys, "stdlib_module_names", ()))
    assert names and not names & stdlib
    assert all(n.startswith("dxcontainer") for n in names)
