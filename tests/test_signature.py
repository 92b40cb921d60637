"""Signatures (ISGN, OSGN, PCSG, OSG5, ISG1, OSG1, PSG1): real values checked
against FXC's .asm listings and LLVM's obj2yaml, LLVM's error messages on
its malformed unit-test inputs, byte-exact round trips of every corpus
signature, and generated round trips."""
from __future__ import annotations

import csv
import functools
import os
import re
import struct
import subprocess

import pytest
from hypothesis import given, settings, strategies as st

import dxfuzz
from dxfuzz.strategies import dxcontainer_signature
from dxfuzz.write.dxcontainer_signature import LLVM_ELEMENT_FIELDS
from dxfuzz.write.buffer import Writer

from conftest import (all_parts, corpus_census, corpus_files, corpus_manifest, llvm_tool, raw_part_data,
                      shared_path, strict_bytes)

SIZES = dxcontainer_signature.SIGNATURE_ELEMENT_SIZES


@functools.lru_cache(maxsize=None)
def _corpus_signatures():
    """``(file, part)`` for every signature part in the corpus (LIBF included)."""
    out = []
    for name, data in corpus_files():
        for part, _ in all_parts(dxfuzz.parse(data, lazy=True)):
            if part.fourcc_text in SIZES:
                out.append((name, part))
    return out


def _sig(payload: bytes, fourcc: str = "ISG1"):
    return dxfuzz.parse(dxfuzz.build([dxfuzz.Part(fourcc, payload)])).part_table[0].part.body


# --- round trips -------------------------------------------------------------

def test_every_corpus_signature_round_trips_with_every_byte_written():
    sigs = _corpus_signatures()
    counts = {}
    for name, part in sigs:
        counts[part.fourcc_text] = counts.get(part.fourcc_text, 0) + 1
        assert strict_bytes(part.body) == raw_part_data(part), (name, part.fourcc_text)
    census = corpus_census()["parts"]
    assert counts == {f: census[f] for f in counts} and set(counts) == \
        {"ISGN", "OSGN", "PCSG", "OSG5", "ISG1", "OSG1", "PSG1"}


def test_string_table_padding_is_fxcs_0xab_or_dxcs_zeros_kept_as_written():
    kind = {row["file"]: row["kind"] for row in corpus_manifest()}
    seen = {"dxbc": set(), "dxil": set()}
    for name, part in _corpus_signatures():
        body = part.body
        end = max([e.ofs_semantic_name + len(e.semantic_name) + 1 for e in body.elements]
                  + [body.ofs_string_table])
        pad = raw_part_data(part)[end:]
        seen[kind[name]].add(pad)
        assert body.string_table.endswith(pad)
    # FXC pads to 4 with 0xAB; DXC with zeros (validator >= 1.7) or not at all.
    assert seen["dxbc"] == {b"", b"\xab", b"\xab" * 2, b"\xab" * 3}
    assert seen["dxil"] == {b"", b"\0", b"\0" * 2, b"\0" * 3}


# --- real values ---------------------------------------------------------------

def _elements(name, fourcc):
    obj = dxfuzz.parse(dict(corpus_files())[name], lazy=True)
    (part,) = dxfuzz.find_parts(obj, fourcc)
    return dxfuzz.to_dict(part.body)["elements"]


def test_fxc_geometry_shader_signatures_match_its_listing():
    # dxdecompiler/AdvancedHLSL_GS__v61d2a5f4.asm:
    #   Input:  TEXCOORD 1 x 0 NONE uint;  Output: SV_Position 0 xyzw 0 POS float xyzw
    (el,) = _elements("dxdecompiler/AdvancedHLSL_GS__v61d2a5f4.dxbc", "ISGN")
    assert (el["semantic_name"], el["semantic_index"], el["mask"], el["register"],
            el["system_value"], el["component_type"], el["rw_mask"]) == (
        "TEXCOORD", 1, 1, 0, "undefined", "uint32", 0)
    (out,) = _elements("dxdecompiler/AdvancedHLSL_GS__v61d2a5f4.dxbc", "OSG5")
    assert (out["stream"], out["semantic_name"], out["mask"], out["system_value"],
            out["component_type"], out["rw_mask"]) == (0, "SV_Position", 15, "position", "float32", 0)


def test_dxc_patch_constant_signature_matches_obj2yaml():
    # obj2yaml of vkd3d-proton/control_point_phase_ds_code_dxil.dxbc, PSG1.
    els = _elements("vkd3d-proton/control_point_phase_ds_code_dxil.dxbc", "PSG1")
    assert [(e["semantic_name"], e["semantic_index"], e["system_value"], e["register"], e["mask"])
            for e in els] == [
        ("SV_TessFactor", 0, "final_tri_edge_tessfactor", 0, 8),
        ("SV_TessFactor", 1, "final_tri_edge_tessfactor", 1, 8),
        ("SV_TessFactor", 2, "final_tri_edge_tessfactor", 2, 8),
        ("SV_InsideTessFactor", 0, "final_tri_inside_tessfactor", 3, 1)]
    assert {e["min_precision"] for e in els} == {"default"}
    assert {e["stream"] for e in els} == {0}


def test_depth_output_has_no_register():
    # FXC writes SV_Target and SV_DepthGreaterEqual with system value 0, the
    # depth with register 0xFFFFFFFF. Listing slimshader/conservative_depth_ge.asm:
    #   SV_Target 0 x 0 TARGET float x;  SV_DepthGreaterEqual 0 N/A oDepthGE DEPTHGE float YES
    target, depth = _elements("slimshader/conservative_depth_ge.dxbc", "OSGN")
    assert (target["semantic_name"], target["register"], target["system_value"], target["mask"]) == (
        "SV_Target", 0, "undefined", 1)
    assert (depth["semantic_name"], depth["register"], depth["system_value"], depth["mask"],
            depth["rw_mask"]) == ("SV_DepthGreaterEqual", 0xFFFFFFFF, "undefined", 1, 14)


# FXC listing rows: "// NAME index mask register sysvalue format used", or for
# elements without a register "// NAME index N/A regname sysvalue format YES|NO".
_ROW = re.compile(r"^// (\S+)\s+(\d+)\s+([xyzw][xyzw ]*?)\s+(\d+)\s+(\S+)\s+(\S+)\s*([xyzw ]*?)\s*$")
_ROW_NA = re.compile(r"^// (\S+)\s+(\d+)\s+N/A\s+(\S+)\s+(\S+)\s+(\S+)\s+(YES|NO)\s*$")
_TABLES = {"Input signature:": "in", "Output signature:": "out", "Patch Constant signature:": "pc"}
_KIND = {"ISGN": "in", "ISG1": "in", "OSGN": "out", "OSG5": "out", "OSG1": "out",
         "PCSG": "pc", "PSG1": "pc"}
_SV = {"NONE": 0, "POS": 1, "CLIPDST": 2, "CULLDST": 3, "RTINDEX": 4, "VPINDEX": 5, "VERTID": 6,
       "PRIMID": 7, "INSTID": 8, "FFACE": 9, "SAMPLE": 10, "QUADEDGE": 11, "QUADINT": 12,
       "TRIEDGE": 13, "TRIINT": 14, "LINEDET": 15, "LINEDEN": 16, "TARGET": 64, "DEPTH": 65,
       "COVERAGE": 66, "DEPTHGE": 67, "DEPTHLE": 68, "STENCILREF": 69, "INNERCOV": 70}
_FORMAT = {"float": ("float32", "default"), "uint": ("uint32", "default"), "int": ("sint32", "default"),
           "min16f": ("float32", "float16"), "min2_8f": ("float32", "float2_8"),
           "min16i": ("sint32", "sint16"), "min16u": ("uint32", "uint16")}


def _letters(text):
    return sum(bit for ch, bit in zip("xyzw", (1, 2, 4, 8)) if ch in text)


def asm_signatures(text):
    """The signature tables of an FXC listing's top-level comment header."""
    out, lines, i = {}, text.splitlines(), 0
    while i < len(lines):
        line = lines[i]
        if not line.startswith("//") and line.strip():
            break  # the header ends at the first instruction
        title = line[3:].strip() if line.startswith("// ") and not line.startswith("//  ") else ""
        if title in _TABLES:
            rows, i = [], i + 1
            while i < len(lines) and not lines[i].startswith("// ---"):
                i += 1
            i += 1
            while i < len(lines) and lines[i].startswith("// ") and lines[i][3:].strip():
                m, n = _ROW.match(lines[i]), _ROW_NA.match(lines[i])
                if m:
                    rows.append(dict(name=m[1], index=int(m[2]), mask=_letters(m[3]), register=int(m[4]),
                                     sv=m[5], format=m[6], used=_letters(m[7])))
                elif n:
                    rows.append(dict(name=n[1], index=int(n[2]), mask=None, register=0xFFFFFFFF,
                                     sv=n[4], format=n[5], used=n[6] == "YES"))
                else:
                    assert lines[i].startswith("// no "), lines[i]
                i += 1
            out[_TABLES[title]] = rows
        i += 1
    return out


def test_every_fxc_signature_with_a_listing_matches_it():
    """Name, index, stream (``m1:`` prefix), mask, register, system value,
    format, min precision and the Used column: for inputs (and domain
    shaders' patch constants) the always-read mask, for outputs the
    components written, mask & ~rw_mask."""
    root = shared_path("corpus")
    program = {row["file"]: row["program"] for row in corpus_manifest()}
    checked = {}
    for name, part in _corpus_signatures():
        listing = os.path.join(root, name[:-len(".dxbc")] + ".asm")
        if not os.path.exists(listing):
            continue
        with open(listing, errors="replace") as f:
            tables = asm_signatures(f.read())
        kind = _KIND[part.fourcc_text]
        if kind not in tables:
            continue  # listings of effects and libraries hold several shaders
        rows, elements = tables[kind], part.body.elements
        assert len(rows) == len(elements), (name, part.fourcc_text)
        is_input = kind == "in" or (kind == "pc" and program[name].startswith("ds_"))
        for row, e in zip(rows, elements):
            stream, sem = 0, row["name"]
            m = re.match(r"m(\d+):(.*)", sem)
            if m:
                stream, sem = int(m[1]), m[2]
            where = (name, part.fourcc_text, row)
            assert (e.semantic_name, e.semantic_index, getattr(e, "stream", 0), e.register) == (
                sem, row["index"], stream, row["register"]), where
            sv = int(e.system_value)
            # FXC stores 0 for SV_Target, SV_Depth*, SV_Coverage, SV_StencilRef;
            # the listing names them from the semantic.
            assert sv == _SV[row["sv"]] or (sv == 0 and _SV[row["sv"]] >= 64), where
            comp, prec = _FORMAT[row["format"]]
            assert e.component_type.name == comp, where
            assert (e.min_precision.name if hasattr(e, "min_precision") else "default") == prec, where
            used = e.rw_mask if is_input else e.mask & ~e.rw_mask & 15
            if row["mask"] is None:  # no register: the listing shows N/A and Used YES/NO
                assert (e.mask, bool(used)) == (1, row["used"]), where
            else:
                assert (e.mask, used) == (row["mask"], row["used"]), where
        checked[part.fourcc_text] = checked.get(part.fourcc_text, 0) + 1
    assert checked == {"ISGN": 467, "OSGN": 455, "PCSG": 47, "OSG5": 12, "ISG1": 2, "OSG1": 2}


_OBJ2YAML_FILES = [
    "vkd3d-proton/control_point_phase_ds_code_dxil.dxbc",
    "vkd3d-proton/control_point_phase_hs_code_dxil.dxbc",
    "vkd3d-proton/dcl_index_range_ds_code_dxil.dxbc",
]


def _norm(value) -> str:
    return str(value).replace("_", "").lower()


@pytest.mark.parametrize("name", _OBJ2YAML_FILES)
def test_signatures_match_obj2yaml(name):
    yaml = pytest.importorskip("yaml")
    path = os.path.join(shared_path("corpus"), name)
    text = subprocess.run([llvm_tool("obj2yaml"), path], capture_output=True, text=True,
                          check=True).stdout
    loader = type("L", (yaml.SafeLoader,), {})
    loader.add_constructor("!dxcontainer", lambda ld, node: ld.construct_mapping(node, deep=True))
    doc = yaml.load(text, Loader=loader)
    obj = dxfuzz.parse(dict(corpus_files())[name], lazy=True)
    compared = 0
    for llvm_part, part in zip(doc["Parts"], dxfuzz.parts(obj)):
        assert llvm_part["Name"] == part.fourcc_text
        if "Signature" not in llvm_part:
            continue
        ours = dxfuzz.to_dict(part.body)["elements"]
        theirs = llvm_part["Signature"]["Parameters"]
        assert len(ours) == len(theirs)
        for a, b in zip(ours, theirs):
            for field, llvm_field in LLVM_ELEMENT_FIELDS.items():
                # enum names: ours are LLVM's in snake case (depth_ge = DepthGE)
                assert _norm(a[field]) == _norm(b[llvm_field]), (part.fourcc_text, field)
        compared += 1
    assert compared == 3


# --- LLVM's checks ------------------------------------------------------------------

def _unittests():
    path = shared_path("llvm", "unittest-bin", "unittests.tsv")
    with open(path, newline="") as f:
        return {row["name"]: row for row in csv.DictReader(f, delimiter="\t")}


@pytest.mark.parametrize("case", ["DXCFile_MalformedSignature_1", "DXCFile_MalformedSignature_2",
                                  "DXCFile_MalformedSignature_3", "DXCFile_MalformedSignature_4"])
def test_llvm_malformed_signatures_give_llvms_message(case):
    expected = _unittests()[case]["expected"]
    with open(shared_path("llvm", "unittest-bin", case + ".bin"), "rb") as f:
        data = f.read()
    with pytest.raises(dxfuzz.ParseError) as info:
        dxfuzz.parse(data)
    assert info.value.message.startswith(expected + ":")
    assert info.value.part == 0


def test_llvm_reference_signature_decodes():
    with open(shared_path("llvm", "unittest-bin", "DXCFile_MalformedSignature_reference_1.bin"), "rb") as f:
        data = f.read()
    body = dxfuzz.parse(data).part_table[0].part.body
    d = dxfuzz.to_dict(body)
    assert (d["num_elements"], d["ofs_elements"], d["ofs_string_table"]) == (1, 8, 40)
    (e,) = d["elements"]
    assert (e["semantic_name"], e["component_type"], e["mask"], e["rw_mask"], e["min_precision"]) == (
        "AAA", "float32", 7, 2, "default")
    assert dxfuzz.serialize(dxfuzz.parse(data)) == data


def test_checks_apply_to_every_flavour_and_boundaries_are_llvms():
    name = b"POSITION\0"
    for fourcc, size in SIZES.items():
        table = 8 + size
        elem = bytearray(size)
        ofs = 4 if size >= 28 else 0
        struct.pack_into("<I", elem, ofs, table)
        good = struct.pack("<II", 1, 8) + bytes(elem) + name
        assert _sig(good, fourcc).elements[0].semantic_name == "POSITION"
        # name offset == part size: LLVM accepts it (an empty name)
        struct.pack_into("<I", elem, ofs, len(good))
        assert _sig(struct.pack("<II", 1, 8) + bytes(elem) + name, fourcc).elements[0].semantic_name == ""
        for value, message in ((table - 1, "name starts before the first name offset"),
                               (len(good) + 1, "name starts after the end of the part data")):
            struct.pack_into("<I", elem, ofs, value)
            with pytest.raises(dxfuzz.ParseError, match=message):
                _sig(struct.pack("<II", 1, 8) + bytes(elem) + name, fourcc)
        with pytest.raises(dxfuzz.ParseError, match="extend beyond the part boundary"):
            _sig(struct.pack("<II", 2, 8) + bytes(elem), fourcc)
        with pytest.raises(dxfuzz.ParseError, match="Reading structure out of file bounds"):
            _sig(b"\1\0\0\0", fourcc)


def test_huge_element_count_fails_fast():
    with pytest.raises(dxfuzz.ParseError, match="extend beyond"):
        _sig(struct.pack("<II", 0xFFFFFFFF, 8) + bytes(64))


# --- built from trees (dxfuzz.build_part) --------------------------------------------

#: The fields that say what an element is (no offsets): what a user writes.
_MEANING = ("stream", "semantic_name", "semantic_index", "system_value", "component_type",
            "register", "mask", "rw_mask", "reserved", "min_precision")

#: Corpus parts whose names are laid out in an order the part does not keep:
#: DXC added the names in declaration order, then sorted the elements (the
#: element order is the part's, the name order is not), so no layout rule
#: can rebuild them from the part's own elements.
_NAMES_IN_DECLARATION_ORDER = {
    ("vkd3d-proton/ds_mismatch_1_code_dxil.dxbc", "PSG1"),
    ("vkd3d-proton/ds_mismatch_3_code_dxil.dxbc", "PSG1"),
    ("vkd3d-proton/ds_mismatch_5_code_dxil.dxbc", "PSG1"),
    ("vkd3d-proton/fork_phase_hs_code_dxil.dxbc", "PSG1"),
    ("vkd3d-proton/hs_mismatch_1_code_dxil.dxbc", "PSG1"),
    ("vkd3d-proton/ps_mismatch_sv_1_code_dxil.dxbc", "ISG1"),
    ("vkd3d-proton/ps_mismatch_sv_2_code_dxil.dxbc", "ISG1"),
}


def test_every_corpus_signature_is_rebuilt_from_its_tree():
    """``to_dict`` of a part gives every value, so building it gives the part
    back; the element sizes the writer assumes per fourcc are the spec's."""
    from dxfuzz.write.dxcontainer_signature import ELEMENT_SIZES
    built = 0
    for name, part in _corpus_signatures():
        assert part.body.len_element == ELEMENT_SIZES[part.fourcc_text], (name, part.fourcc_text)
        assert dxfuzz.build_part(part.fourcc_text, dxfuzz.to_dict(part.body)) == raw_part_data(part), name
        built += 1
    assert built == len(_corpus_signatures()) > 4000


def test_corpus_signatures_rebuilt_from_their_meaning_follow_a_compilers_layout():
    """From the elements' meaning alone (no offsets, count or string table),
    one of the compilers' name layouts gives back the very bytes the compiler
    wrote, for every corpus part but those whose name order is lost."""
    from dxfuzz.write.dxcontainer_signature import NAME_LAYOUTS
    by_layout = {layout: 0 for layout in NAME_LAYOUTS}
    lost = set()
    for name, part in _corpus_signatures():
        tree = dxfuzz.to_dict(part.body)
        meaning = {"elements": [{k: e.get(k) for k in _MEANING} for e in tree["elements"]]}
        raw = raw_part_data(part)
        fits = [layout for layout in NAME_LAYOUTS
                if dxfuzz.build_part(part.fourcc_text, meaning, options={"names": layout}) == raw]
        if not fits:
            lost.add((name, part.fourcc_text))
        for layout in fits[:1]:
            by_layout[layout] += 1
    assert lost == _NAMES_IN_DECLARATION_ORDER
    # FXC's 0xAB, DXC's zeros and the unpadded tables all occur (first fit counted).
    assert by_layout["dxc"] > 1000 and by_layout["fxc"] > 1000 and by_layout["unpadded"] > 10
    assert sum(by_layout.values()) == len(_corpus_signatures()) - len(lost)


def test_a_signature_tree_leaves_out_what_the_writer_computes():
    body = dxfuzz.build_part("OSG5", elements=[
        {"stream": 1, "semantic_name": "SV_Position", "system_value": "position", "mask": 15,
         "component_type": "float32"},
        {"semantic_name": "TEXCOORD", "semantic_index": 3, "register": 1, "mask": 3},
        {"semantic_name": "SV_Position", "register": 2}])
    sig = _sig(body, "OSG5")
    assert (sig.num_elements, sig.ofs_elements, sig.ofs_string_table) == (3, 8, 8 + 3 * 28)
    assert sig.string_table == b"SV_Position\0TEXCOORD\0\0\0\0"  # once each, zeros to 4
    e = sig.elements
    assert [x.semantic_name for x in e] == ["SV_Position", "TEXCOORD", "SV_Position"]
    assert e[0].ofs_semantic_name == e[2].ofs_semantic_name == 92
    assert (e[0].stream, e[0].system_value.name, e[0].component_type.name) == (1, "position", "float32")
    assert (e[1].semantic_index, e[1].register, e[1].mask, e[1].stream) == (3, 1, 3, 0)
    fxc = dxfuzz.build_part("ISGN", {"elements": [{"semantic_name": "A"}]}, options={"names": "fxc"})
    assert fxc[8 + 24:] == b"A\0\xab\xab"
    repeated = dxfuzz.build_part("ISG1", elements=[{"semantic_name": "A"}, {"semantic_name": "A"}],
                                 options={"names": "repeated"})
    assert repeated[8 + 64:] == b"A\0A\0"


def test_given_values_are_kept_even_when_they_contradict_the_rest():
    one = {"semantic_name": "POSITION"}
    body = dxfuzz.build_part("ISG1", num_elements=5, elements=[one])
    assert struct.unpack_from("<I", body)[0] == 5
    assert len(body) == 8 + 5 * 32 + 12  # the names follow the table the count says
    with pytest.raises(dxfuzz.ParseError, match=r"elements\[1\]\.ofs_semantic_name"):
        _sig(body)  # the four elements never given are zeros
    body = dxfuzz.build_part("ISG1", elements=[{**one, "ofs_semantic_name": 4}])
    assert struct.unpack_from("<I", body, 12)[0] == 4
    with pytest.raises(dxfuzz.ParseError, match="name starts before"):
        _sig(body)
    # A given string table is kept; a name it lacks is added at its end, one it has is found.
    table = b"COLOR\0POSITION\0"
    body = dxfuzz.build_part("ISG1", string_table=table,
                             elements=[one, {"semantic_name": "NORMAL"}, {"semantic_name": "COLOR"}])
    sig = _sig(body)
    assert sig.string_table == table + b"NORMAL\0"
    assert [x.semantic_name for x in sig.elements] == ["POSITION", "NORMAL", "COLOR"]
    assert [x.ofs_semantic_name - sig.ofs_string_table for x in sig.elements] == [6, 15, 0]
    # "TION" is inside "POSITION", not a string of the table: it is added.
    assert _sig(dxfuzz.build_part("ISG1", string_table=table, elements=[
        {"semantic_name": "TION"}])).string_table == table + b"TION\0"


def test_a_tree_that_cannot_be_built_says_why():
    with pytest.raises(ValueError, match="'component_type': 'float33' is not one of"):
        dxfuzz.build_part("ISG1", elements=[{"component_type": "float33"}])
    with pytest.raises(ValueError, match="no 'len_element'"):
        from dxfuzz.write.dxcontainer_signature import dxcontainer_signature
        dxcontainer_signature({"elements": []}, Writer())
    with pytest.raises(ValueError, match="no spec reads a ZZZZ part, so it is not built from a tree"):
        dxfuzz.build_part("ZZZZ", {})
    assert dxfuzz.build_part("ZZZZ", b"\1\2") == b"\1\2"


# --- generated -----------------------------------------------------------------------

@settings(max_examples=80)
@given(st.data())
def test_generated_signatures_round_trip(data):
    fourcc = data.draw(st.sampled_from(sorted(SIZES)))
    payload = data.draw(dxcontainer_signature.signatures(fourcc))
    body = _sig(payload, fourcc)
    assert strict_bytes(body) == payload
    d = dxfuzz.to_dict(body)
    assert d["num_elements"] == len(d["elements"])
    for e in body.elements:
        end = payload.index(b"\0", e.ofs_semantic_name)
        assert e.semantic_name == payload[e.ofs_semantic_name:end].decode("latin-1")


@settings(max_examples=300)
@given(st.binary(max_size=200), st.sampled_from(sorted(SIZES)))
def test_any_bytes_parse_or_raise_parse_error(payload, fourcc):
    try:
        body = _sig(payload, fourcc)
        dxfuzz.to_dict(body)
    except dxfuzz.ParseError:
        return
    assert dxfuzz.serialize(body) == payload
