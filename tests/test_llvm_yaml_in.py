"""LLVM's YAML in (dxfuzz.llvm.yaml_in, ``dxfuzz build``): the bytes LLVM 22's
yaml2obj writes, for LLVM's own test documents, for obj2yaml's output of real
files, and for documents made for each layout rule."""
from __future__ import annotations

import copy
import functools
import glob
import os
import subprocess
import sys
import tempfile

import pytest
import yaml
from hypothesis import given, settings, strategies as st

from conftest import llvm_tool, shared_path
from dxfuzz.llvm import load_documents
from dxfuzz.llvm.yaml_in import build, container_tree
from dxfuzz.write.dxcontainer_psv0 import _suffix_shared

#: One corpus file in this many is taken through obj2yaml and yaml2obj (all
#: 2,167 files obj2yaml reads agree, by hand at the commit that added this).
CORPUS_STEP = 10


#: Largest output yaml2obj may write here (an edited Size can ask it for 4 GiB).
YAML2OBJ_LIMIT = 1 << 24


def yaml2obj(path: str, docnum: int = 1):
    """``(bytes, None)`` as yaml2obj builds document ``docnum``, or ``(None,
    error)``; an output past :data:`YAML2OBJ_LIMIT` stops it (``prlimit``)."""
    with tempfile.TemporaryDirectory() as folder:
        out = os.path.join(folder, "out.dxbc")
        proc = subprocess.run(["prlimit", f"--fsize={YAML2OBJ_LIMIT}", llvm_tool("yaml2obj"),
                               f"--docnum={docnum}", path, "-o", out],
                              capture_output=True, timeout=60)
        if proc.returncode:
            text = proc.stderr.decode("utf-8", "replace").strip()
            return None, text.splitlines()[-1] if text else f"yaml2obj stopped ({proc.returncode})"
        with open(out, "rb") as f:
            return f.read(), None


def ours(doc):
    """``(bytes, None)`` as dxfuzz builds the document, or ``(None, its refusal)``."""
    try:
        return build(doc), None
    except ValueError as exc:
        return None, str(exc)


def test_llvm_test_documents_build_as_yaml2obj_builds_them():
    """Every document of LLVM's DXContainer tests that yaml2obj accepts is
    built to the same bytes; every document it refuses is built or refused
    in one ValueError."""
    paths = sorted(glob.glob(os.path.join(shared_path("llvm", "yaml"), "**", "*.yaml"),
                             recursive=True))
    agree, refused_by_llvm, differ = [], [], []
    for path in paths:
        with open(path, "rb") as f:
            docs, error = load_documents(f.read())
        assert error is None, (path, error)
        for number, doc in enumerate(docs, 1):
            theirs, llvm_error = yaml2obj(path, number)
            mine, our_error = ours(doc)
            where = f"{os.path.basename(path)}#{number}"
            if theirs is None:
                refused_by_llvm.append((where, llvm_error, our_error))
            elif mine == theirs:
                agree.append(where)
            else:
                differ.append((where, our_error))
    assert differ == []
    assert len(agree) == 33
    # yaml2obj refuses 61 documents: dxfuzz builds the 30 whose bytes it can say
    # (keys LLVM 22 requires left out, numbers where it wants names, offsets and
    # a file size it finds inconsistent) and refuses the others in one line: a
    # key LLVM 22 does not map (SRCI, ILDN, PRIV, VERS mappings of later LLVMs,
    # LLVM 20's NumParameters) or a field of a later PSV0 version, LLVM 17's
    # element counts.
    built = [where for where, _, our_error in refused_by_llvm if our_error is None]
    assert (len(refused_by_llvm), len(built)) == (61, 30)
    assert all("\n" not in e for _, _, e in refused_by_llvm if e)


def test_obj2yaml_of_real_files_builds_as_yaml2obj_builds_it(corpus, tmp_path):
    root = shared_path("corpus")
    checked = 0
    for name, _ in corpus[::CORPUS_STEP]:
        proc = subprocess.run([llvm_tool("obj2yaml"), os.path.join(root, name)],
                              capture_output=True, timeout=60)
        if proc.returncode:
            continue  # obj2yaml refuses it (unaligned parts, ...): nothing to build
        text_path = tmp_path / "doc.yaml"
        text_path.write_bytes(proc.stdout)
        theirs, error = yaml2obj(str(text_path))
        assert error is None, (name, error)
        docs, error = load_documents(proc.stdout)
        assert ours(docs[0]) == (theirs, None), name
        checked += 1
    assert checked >= 200


#: 34 flag keys of LLVM 22 (it requires every one), only Doubles and
#: NextUnusedBit set.
_FLAGS = "\n".join(f"      {n}: {'true' if n in ('Doubles', 'NextUnusedBit') else 'false'}"
                   for n in __import__("dxfuzz.llvm.dxcontainer_sfi0", fromlist=["x"]).FLAG_NAMES)

_QUIRKS = f"""--- !dxcontainer
Header:
  Hash: [ 0x1, 0x2, 0x3, 0x4, 0x5, 0x6, 0x7, 0x8, 0x9, 0xA, 0xB, 0xC, 0xD, 0xE, 0xF, 0x10 ]
  Version:
    Major: 1
    Minor: 0
  PartCount: 4
  PartOffsets: [ 48, 80, 120, 150 ]
Parts:
  - Name: SFI0
    Size: 8
    Flags:
{_FLAGS}
  - Name: DXIL
    Size: 4
    Program:
      MajorVersion: 6
      MinorVersion: 5
      ShaderKind: 5
      DXILMajorVersion: 1
      DXILMinorVersion: 2
      DXIL: [ 0x42, 0x43, 0xC0, 0xDE ]
  - Name: HASH
    Size: 20
  - Name: ISG1
    Size: 96
    Signature:
      Parameters:
        - {{ Stream: 0, Name: TEXCOORD, Index: 1, SystemValue: Undefined, CompType: Float32,
            Register: 1, Mask: 3, ExclusiveMask: 3, MinPrecision: Default }}
        - {{ Stream: 0, Name: POSITION, Index: 0, SystemValue: Position, CompType: Float32,
            Register: 0, Mask: 15, ExclusiveMask: 15, MinPrecision: Default }}
        - {{ Stream: 0, Name: TEXCOORD, Index: 0, SystemValue: Undefined, CompType: Float32,
            Register: 1, Mask: 12, ExclusiveMask: 0, MinPrecision: Float16 }}
...
"""


_ROOT_SIGNATURE = """--- !dxcontainer
Header:
  Hash: [ 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0 ]
  Version: { Major: 1, Minor: 0 }
  PartCount: 1
Parts:
- Name: RTS0
  Size: 200
  RootSignature:
    Version: VERSION
    NumRootParameters: 3
    RootParametersOffset: 24
    NumStaticSamplers: 1
    Parameters:
    - ParameterType: DescriptorTable
      ShaderVisibility: Domain
      Table:
        NumRanges: 1
        Ranges:
        - { RangeType: SRV, NumDescriptors: 5, BaseShaderRegister: 42, RegisterSpace: 43,
            OffsetInDescriptorsFromTableStart: 41, DATA_STATIC_WHILE_SET_AT_EXECUTE: true }
    - ParameterType: SRV
      ShaderVisibility: All
      Descriptor: { ShaderRegister: 7, RegisterSpace: 8, DATA_STATIC: true }
    - ParameterType: Constants32Bit
      ShaderVisibility: Hull
      Constants: { Num32BitValues: 16, ShaderRegister: 15, RegisterSpace: 14 }
    Samplers:
    - { ShaderRegister: 3, RegisterSpace: 4, ShaderVisibility: All }
    AllowInputAssemblerInputLayout: true
"""


@pytest.mark.parametrize("version", [0, 1, 2, 3, 4, 7])
def test_root_signatures_of_every_version_as_yaml2obj(tmp_path, version):
    """A root signature with a descriptor table, a root descriptor, root
    constants and a sampler, at each version yaml2obj takes: versions other
    than 1.1 and 1.2 (2, 3), the unknown 0 and 4 and above among them, are laid
    out as 1.0 (ranges and descriptors without flags), a sampler's flags only
    from 1.2."""
    text = _ROOT_SIGNATURE.replace("VERSION", str(version))
    path = tmp_path / f"rts0-v{version}.yaml"
    path.write_text(text)
    theirs, error = yaml2obj(str(path))
    assert error is None, error
    assert ours(load_documents(text.encode())[0][0]) == (theirs, None)


def test_layout_quirks_as_yaml2obj(tmp_path):
    """Offsets with room between parts (yaml2obj counts a written part's
    content twice, so the DXIL part lands 8 bytes early and the next right
    after it), content longer than its Size, the default program Size (24 +
    the bitcode's bytes), a HASH part without its
    mapping (its header alone), signature elements sorted by register and
    name, names once and unpadded."""
    path = tmp_path / "quirks.yaml"
    path.write_text(_QUIRKS)
    theirs, error = yaml2obj(str(path))
    assert error is None, error
    doc = load_documents(_QUIRKS.encode())[0][0]
    assert ours(doc) == (theirs, None)
    tree = container_tree(doc)
    # the DXIL part is not where its offset says: given as a gap
    assert [e.get("part", {}).get("fourcc") for e in tree["part_table"]] == \
        ["SFI0", None, None, None]
    assert theirs[72:76] == b"DXIL" and theirs[56:64] == (1 | 1 << 33).to_bytes(8, "little")
    assert int.from_bytes(theirs[84:88], "little") == 24 + 4  # Size counted in bytes


def test_psv0_names_share_suffixes_as_llvm_string_table_builder():
    table, offsets = _suffix_shared([b"TEXCOORD", b"", b"COORD", b"POSITION", b"TEXCOORD"])
    # sorted from the last byte backwards, descending ("N..." before "D..."); COORD
    # ends TEXCOORD, the empty name takes the NUL that ends the last one
    assert bytes(table) == b"\0POSITION\0TEXCOORD\0"
    assert offsets == {b"POSITION": 1, b"TEXCOORD": 10, b"COORD": 13, b"": 18}
    assert _suffix_shared([b""]) == (bytearray(b"\0"), {b"": 0})


def test_build_command_reads_llvm_yaml_and_its_document_number(tmp_path):
    path = shared_path("llvm", "yaml", "llvm", "test", "tools", "llvm-objcopy", "DXContainer",
                       "reading-errs.yaml")
    for number in (1, 2):
        out = tmp_path / f"doc{number}.dxbc"
        proc = subprocess.run([sys.executable, "-m", "dxfuzz", "build", path, "--docnum", str(number),
                               "-o", str(out)], capture_output=True)
        assert proc.returncode == 0, proc.stderr
        assert out.read_bytes() == yaml2obj(path, number)[0]
    proc = subprocess.run([sys.executable, "-m", "dxfuzz", "build", path, "--docnum", "3"],
                          capture_output=True)
    assert proc.returncode == 2 and b"has no document 3 (it holds 2)" in proc.stderr
    assert len(proc.stderr.decode().strip().splitlines()) == 1


@pytest.mark.parametrize("text, message", [
    (b"--- !dxcontainer\nHeader: {Hash: [0], Version: {Major: 1, Minor: 0}, PartCount: 1, "
     b"PartOffsets: [36, 60]}\nParts: [{Name: FKE0, Size: 8}]\n",
     "Header.PartOffsets lists 2 offsets for 1 parts"),
    (b"Header: {Hash: [0]}\nParts: [{Name: FKE0, Size: -1}]\n",
     "a part's Size is a 32-bit unsigned number, not -1"),
    (b"Header: {Hash: [0]}\nParts: [{Name: FKE, Size: 1}]\n", "Name is 4 characters"),
    (b"Header: {Hash: [0]}\nParts: [{Name: SFI0, Size: 8, Flags: {Doubles: 1}}]\n",
     "Flags.Doubles is true or false, not 1"),
    (b"--- !dxcontainer\nHeader: {Hash: [0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0], "
     b"Version: {Major: 1, Minor: 0}, PartCount: 1}\nParts: [{Name: SFI0, Size: 8, "
     b"Flags: {Doubles: true, Triples: true}}]\n", "Flags.Triples: not a key of LLVM.s layout"),
])
def test_documents_that_say_no_bytes_are_refused_in_one_line(text, message):
    docs, error = load_documents(text)
    assert error is None
    with pytest.raises(ValueError, match=message):
        build(docs[0])


_VALUES = st.none() | st.booleans() | st.integers(-2, 1 << 33) | st.text(max_size=4) | \
    st.lists(st.integers(-1, 300), max_size=20) | st.dictionaries(st.text(max_size=4), st.integers())


def _paths(value, prefix=()):
    """Every place in a document: ``(path, value)``."""
    yield prefix, value
    items = value.items() if isinstance(value, dict) else \
        enumerate(value) if isinstance(value, list) else ()
    for key, child in items:
        yield from _paths(child, prefix + (key,))


@functools.lru_cache(maxsize=None)
def _test_documents():
    docs = []
    for path in sorted(glob.glob(os.path.join(shared_path("llvm", "yaml"), "**", "*.yaml"),
                                 recursive=True)):
        with open(path, "rb") as f:
            docs += load_documents(f.read())[0]
    return docs


def _one_value_edited(data, edit):
    """A copy of one of LLVM's test documents with one value (drawn
    anywhere) replaced by ``edit(value)``."""
    doc = copy.deepcopy(data.draw(st.sampled_from(_test_documents())))
    place = data.draw(st.sampled_from([p for p, _ in _paths(doc) if p]))
    holder = doc
    for key in place[:-1]:
        holder = holder[key]
    holder[place[-1]] = edit(holder[place[-1]])
    return doc


@settings(max_examples=300)
@given(st.data())
def test_any_edit_of_a_document_builds_or_is_refused_in_one_line(data):
    """One value anywhere in one of LLVM's test documents replaced by anything:
    bytes, or a ValueError (never another error), bounded by max_size."""
    doc = _one_value_edited(data, lambda value: data.draw(_VALUES))
    try:
        out = build(doc, max_size=1 << 20)
    except ValueError as exc:
        assert "\n" not in str(exc)
    else:
        assert isinstance(out, bytes) and len(out) <= 1 << 20


def _plain(value):
    """A document as YAML can write it back (bitcode bytes as a list)."""
    if isinstance(value, bytes):
        return list(value)
    if isinstance(value, dict):
        return {k: _plain(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_plain(v) for v in value]
    return value


def _edited(value, data):
    """A plausible edit of one value: a number nudged or replaced by a limit,
    a flag flipped, an item dropped or repeated, a key left out."""
    if isinstance(value, bool):
        return not value
    if isinstance(value, int):
        return data.draw(st.sampled_from([0, 1, value + 1, max(0, value - 1), value * 2, 255,
                                          65535, 0xFFFFFF, 0xFFFFFFFF]))
    if isinstance(value, list) and value:
        return value[:-1] if data.draw(st.booleans()) else value + [copy.deepcopy(value[-1])]
    if isinstance(value, dict) and value:
        key = data.draw(st.sampled_from(sorted(value, key=str)))
        return {k: v for k, v in value.items() if k != key}
    return value


@settings(max_examples=150)
@given(data=st.data())
def test_edited_documents_build_as_yaml2obj_builds_them(tmp_path_factory, data):
    """One plausible edit of one of LLVM's test documents: where yaml2obj
    builds it (within 16 MiB), dxfuzz builds the same bytes. By hand, 6,000
    edits of these and of 55 obj2yaml documents of real files (two seeds):
    every one yaml2obj built, dxfuzz built the same."""
    doc = _one_value_edited(data, lambda value: _edited(value, data))
    text = ("--- !dxcontainer\n" + yaml.safe_dump(_plain(doc), sort_keys=False)).encode()
    path = tmp_path_factory.mktemp("edit") / "doc.yaml"
    path.write_bytes(text)
    theirs, _ = yaml2obj(str(path))
    if theirs is None:
        return  # yaml2obj refuses the edit (dxfuzz may build it: given values are kept)
    assert build(load_documents(text)[0][0], max_size=YAML2OBJ_LIMIT) == theirs


def test_dump_in_obj2yaml_layout_is_refused_with_the_tree_that_builds_back(tmp_path):
    """dump --full's YAML is obj2yaml's layout plus dxfuzz's additions: build
    refuses the first addition, naming the trees that build back instead."""
    source = os.path.join(shared_path("corpus"), "bgfx", "cs_mipgen_oddx_dxil.dxbc")
    text = subprocess.run([sys.executable, "-m", "dxfuzz", "dump", "--full", source],
                          capture_output=True, check=True).stdout
    path = tmp_path / "dump.yaml"
    path.write_bytes(text)
    proc = subprocess.run([sys.executable, "-m", "dxfuzz", "build", str(path), "-o",
                           str(tmp_path / "out.dxbc")], capture_output=True, text=True)
    assert proc.returncode == 2 and proc.stderr.count("\n") == 1
    assert "Parts[0] (SFI0): Flags.AllFlags: not a key of LLVM's layout" in proc.stderr
    assert "default dump" in proc.stderr and "--format json" in proc.stderr
    assert not (tmp_path / "out.dxbc").exists()


@pytest.mark.parametrize("key, shown", [("\n", "'\\n'"), (" Hash", "' Hash'"), ("Extra", "Extra")])
def test_an_unknown_key_is_named_on_one_line(key, shown):
    """A key yaml2obj does not read is refused by name; one that is not plain
    text (a newline, edge spaces) is shown quoted, so the error stays one line."""
    with pytest.raises(ValueError) as info:
        build({"Header": {key: 1}, "Parts": []})
    assert str(info.value).startswith(f"Header.{shown}: not a key of LLVM's layout")
    assert "\n" not in str(info.value)
