"""The module level of DXIL bitcode and DXC's dx.* metadata (dxfuzz.bitcode.module
and .dxil_metadata): every corpus program decodes; the decode agrees with what DXC
wrote beside the module in the same container (the program header, PSV0, ISG1,
OSG1, PSG1, SFI0, and the STAT part's reflection program); synthetic modules for
each decode rule; mutated programs decode or raise ParseError, in bounded work."""
from __future__ import annotations

import functools
import random
import time
from collections import Counter

import pytest
from hypothesis import given, settings, strategies as st

import dxfuzz
from dxfuzz import bitcode
from dxfuzz.bitcode import entry_property, read_dxil_metadata, read_module
from dxfuzz.bitcode.model import BLOB, LITERAL, VBR, AbbrevOp as Op, Block, Record
from dxfuzz.bitcode.module import MDNode, MDString, MDValue, unrotate
from dxfuzz.bitcode.writer import BitWriter, StreamWriter, encode
from dxfuzz.errors import ParseError

from conftest import corpus_census, corpus_files

#: dx.shaderModel's kind strings as DXIL::ShaderKind (the program header's shader_kind).
SHADER_KINDS = {"ps": 0, "vs": 1, "gs": 2, "hs": 3, "ds": 4, "cs": 5, "lib": 6, "ms": 13, "as": 14}
#: DXIL::ComponentType -> DxilProgramSigCompType, as DXC's container writer maps it
#: (i1 is unknown, 0, for validators before 1.5; every other type is unknown too).
SIG_COMPONENT_TYPES = {1: 1, 2: 5, 3: 4, 4: 2, 5: 1, 6: 8, 7: 7, 8: 6, 9: 3, 10: 9}
#: The shader flag bits of an entry's flags (ShaderFlags, bit -> SFI0 feature bit);
#: bit 5 (low precision) is minimum precision, or native with bit 23.
FEATURE_BITS = {2: 0, 7: 6, 6: 5, 9: 13, 10: 10, 11: 9, 12: 8, 13: 11, 14: 7, 15: 3, 16: 2, 17: 1, 18: 12, 19: 14,
                20: 15, 21: 16, 22: 17, 24: 19, 25: 20, 26: 21, 27: 22, 28: 23, 29: 24, 30: 25, 31: 26, 32: 28,
                34: 29, 35: 30, 37: 31, 38: 32, 39: 40, 40: 41}


def _int(v):
    return getattr(v, "value", v)


# --- the corpus ---------------------------------------------------------------------------

def _containers(obj, name):
    yield name, obj
    for part in dxfuzz.parts(obj):
        if part.fourcc_text == "LIBF":
            yield from _containers(part.body, f"{name}:LIBF")


@functools.lru_cache(maxsize=None)
def _cases():
    """``(label, metadata, header, siblings)`` for every program of the
    corpus: its decoded dx.* metadata, its program header and the first part
    of each fourcc of the container holding it (nested ones included)."""
    out = []
    for name, data in corpus_files():
        for cname, obj in _containers(dxfuzz.parse(data, lazy=True), name):
            siblings = {}
            for part in dxfuzz.parts(obj):
                siblings.setdefault(part.fourcc_text, part)
            for part in dxfuzz.parts(obj):
                code = bitcode.program_bitcode(part)
                if code is None:
                    continue
                header = part.body.program if part.fourcc_text == "STAT" else part.body
                out.append((f"{cname}:{part.fourcc_text}", read_dxil_metadata(code), header, siblings))
    return out


def _report(name, agree, total):
    print(f"{name}: {agree}/{total} programs agree")


def test_every_corpus_program_metadata_decodes():
    programs = []
    for name, data in corpus_files():
        programs.extend(code for _, code in bitcode.programs(dxfuzz.parse(data, lazy=True)))
    assert len(programs) == corpus_census()["programs"]  # 575 DXIL + 38 STAT programs
    kinds = Counter()
    start = time.perf_counter()
    for code in programs:
        md = read_dxil_metadata(code)
        assert md["dxil_version"]["major"] == 1 and md["shader_model"]["major"] == 6
        assert md["entry_points"] and all(e["name"] is not None for e in md["entry_points"])
        kinds[md["shader_model"]["kind"]] += 1
    elapsed = time.perf_counter() - start
    print(f"{len(programs)}/{len(programs)} programs decoded in {elapsed:.2f}s "
          f"({sum(map(len, programs)) / elapsed / 1e6:.2f} MB/s of bitcode), kinds {dict(kinds)}")
    assert set(kinds) <= set(SHADER_KINDS)


def test_shader_kind_model_and_dxil_version_agree_with_the_program_header():
    cases = _cases()
    agree = sum(1 for _, md, h, _ in cases
                if (SHADER_KINDS[md["shader_model"]["kind"]], md["shader_model"]["major"], md["shader_model"]["minor"],
                    md["dxil_version"]["major"], md["dxil_version"]["minor"]) ==
                (_int(h.shader_kind), h.shader_model_major, h.shader_model_minor, h.dxil_version_major,
                 h.dxil_version_minor))
    _report("shader kind, model and DXIL version / program header", agree, len(cases))
    assert agree == len(cases) == corpus_census()["programs"]


def _field(record, name):
    """A field of a PSV0 record (runtime information, binding, element),
    wherever the spec keeps it: in the record itself or in its version
    records (``v1`` to ``v4``); None if absent."""
    for holder in (record, *(getattr(record, f"v{n}", None) for n in range(1, 5))):
        if holder is not None and hasattr(holder, name):
            return getattr(holder, name)
    return None


def _psv_cases():
    """The cases of programs (not libraries) with a PSV0 part beside them."""
    return [(label, md, md["entry_points"][0], s["PSV0"].body) for label, md, _, s in _cases()
            if "PSV0" in s and md["shader_model"]["kind"] != "lib"]


def test_entry_name_stage_thread_group_and_wave_size_agree_with_psv0():
    checks = Counter()
    agree = Counter()

    def check(what, ok, label, detail):
        checks[what] += 1
        agree[what] += ok
        assert ok, (what, label, detail)

    for label, md, entry, psv in _psv_cases():
        kind = md["shader_model"]["kind"]
        if psv.len_runtime_info >= 52:
            check("entry name", psv.entry_function_name == entry["name"], label, entry["name"])
        if psv.has_signature_data:
            check("shader stage", _int(_field(psv.runtime_info, "shader_stage")) == SHADER_KINDS[kind], label, kind)
        if psv.len_runtime_info >= 48 and kind in ("cs", "ms", "as"):
            state = entry_property(entry, "ms_state") or entry_property(entry, "as_state") or {}
            threads = entry_property(entry, "num_threads") or state.get("num_threads")
            got = [_field(psv.runtime_info, f"num_threads_{axis}") for axis in "xyz"]
            check("thread group size", got == threads, label, (got, threads))
        if kind == "cs":  # DXC's rule: [WaveSize(min)] is min..min, a range with max 0 too
            size, span = entry_property(entry, "wave_size"), entry_property(entry, "wave_size_range")
            lo, hi = (span["min"], span["max"]) if span else (size or 0, 0)
            want = (lo, hi or lo) if lo else (0, 0xFFFFFFFF)
            got = (_field(psv.runtime_info, "min_num_wave_lanes"), _field(psv.runtime_info, "max_num_wave_lanes"))
            check("wave size", got == want, label, (got, want))
    for what in checks:
        _report(f"{what} / PSV0", agree[what], checks[what])
    # 413 entry names (PSV0 v3), 592 stages, 181 thread group sizes, 170 wave sizes
    assert min(checks.values()) > 100 and len(checks) == 4


def _psv_resources(res):
    """The PSV0 bindings DXC writes for a dx.resources list: CBVs, samplers,
    SRVs then UAVs, each ``(res_type, space, lower, upper, res_kind)``."""
    out = []
    for cls in ("cbuffers", "samplers", "srvs", "uavs"):
        for r in res[cls]:
            if cls == "cbuffers":
                res_type, kind = 2, 13
            elif cls == "samplers":
                res_type, kind = 1, 14
            else:
                kind, uav = r["shape"], cls == "uavs"
                if kind == 12:  # structured
                    res_type = (9 if r["has_counter"] else 8) if uav else 5
                elif kind in (11, 16):  # raw, acceleration structure
                    res_type = 7 if uav else 4
                else:
                    res_type = 6 if uav else 3
            size = r["range_size"]
            upper = 0xFFFFFFFF if size == 0xFFFFFFFF else (r["lower_bound"] + size - 1) & 0xFFFFFFFF
            out.append((res_type, r["space"], r["lower_bound"], upper, kind))
    return out


def test_resources_agree_with_psv0():
    agree = total = records = 0
    for label, md, entry, psv in _psv_cases():
        res = md["resources"] or dict.fromkeys(("srvs", "uavs", "cbuffers", "samplers"), [])
        assert entry["resources"] == md["resources"], label  # the entry refers to dx.resources
        want = _psv_resources(res)
        full = getattr(psv, "len_resource_record", 0) >= 24
        got = [(_int(_field(b, "res_type")), _field(b, "space"), _field(b, "lower_bound"), _field(b, "upper_bound"),
                _int(_field(b, "res_kind")) if full else None) for b in (getattr(psv, "resources", None) or [])]
        if not full:
            want = [w[:4] + (None,) for w in want]
        total += 1
        agree += got == want
        records += len(got)
        assert got == want, label
    _report(f"resources ({records} bindings: count, class, space, bounds, kind) / PSV0", agree, total)
    assert total > 500 and records > 1000


def _signature_rows(elements, compat_1_4):
    """The ISG1/OSG1/PSG1 elements DXC writes for metadata elements: one
    per semantic index, ``(stream, name, index, register, mask, type)``;
    the register goes up by rows / indices (DXC's writer), unless the
    element is not allocated (register 0xFFFFFFFF)."""
    rows = []
    for e in elements:
        indices = e["semantic_indices"] or ([0] if e["semantic_kind"] != 0 else [])
        allocated = e["start_row"] != -1 and e["start_col"] != -1
        mask = ((1 << e["cols"]) - 1) << (e["start_col"] if allocated else 0)
        ctype = 0 if e["component_type"] == 1 and compat_1_4 else SIG_COMPONENT_TYPES.get(e["component_type"], 0)
        stream = next((p["value"] for p in e["properties"] if p["tag"] == 0), 0)
        step = e["rows"] // len(indices) if indices else 1
        for k, index in enumerate(indices):
            register = (e["start_row"] + (k * step if allocated else 0)) & 0xFFFFFFFF
            rows.append((stream, e["semantic_name"], index, register, mask, ctype))
    return rows


def test_signatures_agree_with_isg1_osg1_psg1_and_psv0():
    checks = Counter()
    agree = Counter()
    inconsistent = set()
    for label, md, _, siblings in _cases():
        if md["shader_model"]["kind"] == "lib":
            continue
        entry = md["entry_points"][0]
        valver = md["validator_version"] or {"major": 1, "minor": 0}
        compat = (valver["major"], valver["minor"]) < (1, 5)
        sigs = entry["signatures"] or dict.fromkeys(("inputs", "outputs", "patch_const_or_prim"), [])
        for kind in sigs:
            inconsistent.update(label for e in sigs[kind] if len(e["semantic_indices"]) not in (0, e["rows"]))
        for fourcc, kind in (("ISG1", "inputs"), ("OSG1", "outputs"), ("PSG1", "patch_const_or_prim")):
            part = siblings.get(fourcc)
            if part is None:
                assert not sigs[kind], (label, fourcc)
                continue
            got = sorted((getattr(e, "stream", 0), e.semantic_name, e.semantic_index, e.register, e.mask,
                          _int(e.component_type)) for e in part.body.elements)
            want = sorted(_signature_rows(sigs[kind], compat))
            # an element DXC keeps out of the part (NotInSig) has no register
            absent = [w for w in want if w not in got]
            ok = all(g in want for g in got) and len(got) + len(absent) == len(want) and all(
                w[3] == 0xFFFFFFFF for w in absent)
            checks[fourcc] += 1
            agree[fourcc] += ok
            assert ok, (label, fourcc, got, want)
        psv = siblings.get("PSV0")
        if psv is None or not psv.body.has_signature_data:
            continue
        for kind, attr in (("inputs", "input_elements"), ("outputs", "output_elements"),
                           ("patch_const_or_prim", "patch_const_or_prim_elements")):
            names = ("rows", "start_row", "cols", "start_col", "semantic_kind", "component_type",
                     "interpolation_mode", "dynamic_mask", "output_stream", "name")
            got = []
            for x in getattr(psv.body, attr, None) or []:
                f = {n: _int(_field(x, n)) for n in names}
                if not _field(x, "allocated"):
                    f["start_row"] = f["start_col"] = None
                got.append((*f.values(), list(_field(x, "semantic_index_values") or [])))
            want = []
            for e in sigs[kind]:
                allocated = e["start_row"] != -1 and e["start_col"] != -1
                props = {p["tag"]: p["value"] for p in e["properties"]}
                ctype = 0 if e["component_type"] == 1 and compat else SIG_COMPONENT_TYPES.get(e["component_type"], 0)
                want.append((e["rows"], e["start_row"] if allocated else None, e["cols"],
                             e["start_col"] if allocated else None, e["semantic_kind"], ctype,
                             e["interpolation_mode"], props.get(2, 0), props.get(0, 0),
                             e["semantic_name"] if e["semantic_kind"] == 0 else "", e["semantic_indices"][:e["rows"]]))
            checks["PSV0 " + kind] += 1
            agree["PSV0 " + kind] += got == want
            assert got == want, (label, kind, got, want)
    for what in checks:
        _report(f"signature elements / {what}", agree[what], checks[what])
    assert checks["ISG1"] > 500 and checks["PSG1"] > 10
    # A real inconsistency in six vkd3d-proton mesh shaders (DXC 1.7): an
    # output `out vertices float4 v[3] : SV_Position` gets semantic indices
    # [0, 1, 2] (from the vertex array) but 1 row. DXC's own writers follow
    # it: OSG1 lists SV_Position 0, 1 and 2, all at register 0 (rows / 3 = 0
    # rows each), and PSV0 keeps 1 row and reads one index.
    assert len(inconsistent) == 6 and all("/ms_" in label for label in inconsistent), sorted(inconsistent)


def _features(flags):
    """The SFI0 feature flags of an entry's shader flags (ShaderFlags::GetFeatureInfo)."""
    out = 0
    for bit, feature in FEATURE_BITS.items():
        if flags >> bit & 1:
            out |= 1 << feature
    if flags >> 5 & 1:
        out |= 1 << (18 if flags >> 23 & 1 else 4)
    return out


def test_shader_flags_agree_with_sfi0():
    agree = total = 0
    for label, md, _, siblings in _cases():
        if "SFI0" not in siblings or md["shader_model"]["kind"] == "lib":
            continue
        flags = entry_property(md["entry_points"][0], "shader_flags", 0)
        total += 1
        agree += _features(flags) == siblings["SFI0"].body.flags
        assert _features(flags) == siblings["SFI0"].body.flags, (label, hex(flags))
    _report("shader flags / SFI0 feature flags", agree, total)
    assert total > 500


def _rdat_text(ref):
    return getattr(ref, "value", ref)


def test_library_entries_and_resources_agree_with_rdat():
    """Libraries (lib_6_x) have no PSV0: their RDAT part lists the resources
    (class, kind, id, space, bounds, name) and functions (mangled and
    unmangled names, shader kind) instead."""
    libraries = entries = resources = 0
    for label, md, _, siblings in _cases():
        if md["shader_model"]["kind"] != "lib" or "RDAT" not in siblings:
            continue
        tables = {_int(e.part.part_type): e.part.body for e in siblings["RDAT"].body.part_table}
        got = sorted((_int(r.resource_class), _int(r.kind), r.id, r.space, r.lower_bound, r.upper_bound,
                      _rdat_text(r.name)) for r in (tables[3].records if 3 in tables else []))
        want = []
        for cls, name in enumerate(("srvs", "uavs", "cbuffers", "samplers")):
            for r in (md["resources"] or {}).get(name, []):
                kind = r.get("shape", 13 if name == "cbuffers" else 14)
                size = r["range_size"]
                upper = 0xFFFFFFFF if size == 0xFFFFFFFF else (r["lower_bound"] + size - 1) & 0xFFFFFFFF
                want.append((cls, kind, r["id"], r["space"], r["lower_bound"], upper, r["name"]))
        assert got == sorted(want), label
        resources += len(got)
        functions = {_rdat_text(f.name): (_rdat_text(f.unmangled_name), _int(f.shader_kind))
                     for f in (tables[4].records if 4 in tables else [])}
        for entry in md["entry_points"]:
            if entry["function"] is None:  # the entry that holds the library's shader flags
                continue
            unmangled, kind = functions[entry["function"]]
            # DXC names a library's entry by its function's (mangled) name; RDAT also unmangled
            assert entry["name"] in (entry["function"], unmangled), label
            assert kind == entry_property(entry, "shader_kind"), label
            entries += 1
        libraries += 1
    _report(f"library entries ({entries}: function, name, kind) and resources ({resources}) / RDAT",
            libraries, libraries)
    assert libraries == 21 and entries > 50


def test_stat_reflection_program_agrees_with_the_dxil_program():
    """DXC's STAT part holds the same module before names and type
    annotations were stripped: everything else agrees, and its validator
    version is 0.0."""
    def stripped(x):
        if isinstance(x, dict):
            return {k: stripped(v) for k, v in x.items()
                    if k not in ("name", "global_symbol", "type_name", "named_metadata", "validator_version",
                                 "type_annotations")}
        if isinstance(x, list):
            return [stripped(v) for v in x]
        return x

    pairs = 0
    for name, data in corpus_files():
        progs = dict(bitcode.programs(dxfuzz.parse(data, lazy=True), nested=False))
        if "STAT" not in progs or "DXIL" not in progs:
            continue
        dxil, stat = read_dxil_metadata(progs["DXIL"]), read_dxil_metadata(progs["STAT"])
        assert stripped(dxil) == stripped(stat), name
        assert stat["validator_version"] == {"major": 0, "minor": 0}, name
        assert dxil["entry_points"][0]["name"] == stat["entry_points"][0]["name"]
        assert "dx.typeAnnotations" in stat["named_metadata"]
        pairs += 1
    _report("STAT reflection program / DXIL program (names and validator version aside)", pairs, pairs)
    assert pairs == 38


# --- synthetic modules ------------------------------------------------------------------------

_STRINGS_ABBREV = [Op(LITERAL, 35), Op(VBR, 6), Op(VBR, 6), Op(BLOB)]


class _Builder:
    """A module written record by record: types, functions, constants,
    metadata (ids as LLVM numbers them) and named metadata."""

    def __init__(self):
        self.types: list = []
        self.num_types = 0
        self.functions: list = []
        self.constants: list = []  # (type id, code, ops)
        self.md: list = []  # records: (code, ops) or ("strings", strings)
        self.num_md = 0
        self.vst: list = []

    def type(self, code, *ops):
        self.types.append((code, list(ops)))
        self.num_types += 1
        return self.num_types - 1

    def struct(self, name, *members):
        self.types.append((19, list(name.encode())))  # STRUCT_NAME: no type id
        return self.type(20, 0, *members)

    def function(self, type_id, name=None):
        assert not self.constants, "functions come before constants"
        self.functions.append(type_id)
        if name is not None:
            self.vst.append((len(self.functions) - 1, name))
        return len(self.functions) - 1

    def const(self, type_id, code, *ops):
        self.constants.append((type_id, code, list(ops)))
        return len(self.functions) + len(self.constants) - 1

    def record(self, code, *ops, ids=1):
        self.md.append((code, list(ops)))
        self.num_md += ids
        return self.num_md - 1

    def string(self, text):
        return self.record(1, *text.encode())

    def value(self, type_id, value_id):
        return self.record(2, type_id, value_id)

    def node(self, *refs):
        return self.record(3, *[0 if r is None else r + 1 for r in refs])

    def strings(self, *texts):
        first = self.num_md
        self.md.append(("strings", [t.encode() for t in texts]))
        self.num_md += len(texts)
        return list(range(first, first + len(texts)))

    def named(self, name, *refs):
        self.md.append((4, list(name.encode())))
        self.md.append((10, list(refs)))

    def bitcode(self) -> bytes:
        w = StreamWriter()
        w.enter_block(8, 3)
        w.record(1, [1])
        w.enter_block(17, 4)
        w.record(1, [self.num_types])
        for code, ops in self.types:
            w.record(code, ops)
        w.end_block()
        for type_id in self.functions:
            w.record(8, [type_id, 0, 1, 0, 0, 0, 0, 0])
        if self.constants:
            w.enter_block(11, 4)
            current = None
            for type_id, code, ops in self.constants:
                if type_id != current:
                    w.record(1, [type_id])
                    current = type_id
                w.record(code, ops)
            w.end_block()
        w.enter_block(15, 3)
        w.define_abbrev(_STRINGS_ABBREV)
        for code, ops in self.md:
            if code == "strings":
                lengths = BitWriter()
                for s in ops:
                    lengths.vbr(len(s), 6)
                table = lengths.align32().finish()
                w.abbrev_record(4, _STRINGS_ABBREV, 35, [len(ops), len(table)], table + b"".join(ops))
            else:
                w.record(code, ops)
        w.end_block()
        if self.vst:
            w.enter_block(14, 4)
            for vid, name in self.vst:
                w.record(1, [vid, *name.encode()])
            w.end_block()
        w.end_block()
        return w.finish()


def test_integer_constants_are_sign_rotated_and_kept_as_their_type_s_bits():
    b = _Builder()
    i32, i8, i64, i128 = b.type(7, 32), b.type(7, 8), b.type(7, 64), b.type(7, 128)
    values = [b.const(i32, 4, v) for v in (0, 2, 3, 5, 1 << 33)] + [b.const(i8, 4, 3), b.const(i8, 4, 0x1FE)]
    values += [b.const(i64, 4, 1), b.const(i64, 4, 3), b.const(i128, 5, 2, 3), b.const(i32, 2)]
    m = read_module(b.bitcode())
    got = [(m.values[v].kind, m.values[v].value) for v in values]
    assert got == [("integer", 0), ("integer", 1), ("integer", 0xFFFFFFFF), ("integer", 0xFFFFFFFE),
                   ("integer", 0),  # 2^32 (rotated 2^33) keeps its low 32 bits
                   ("integer", 0xFF), ("integer", 0xFF), ("integer", 1 << 63), ("integer", (1 << 64) - 1),
                   ("integer", 1 | ((1 << 64) - 1) << 64), ("null", None)]
    assert [unrotate(v) for v in (0, 1, 2, 3, 4, 5)] == [0, -(1 << 63), 1, -1, 2, -2]
    # the first constant of a block without SETTYPE is an i32
    w = StreamWriter()
    w.enter_block(8, 3).enter_block(17, 4).record(1, [1]).record(7, [8]).end_block()
    w.enter_block(11, 4).record(4, [3]).end_block().end_block()
    m = read_module(w.finish())
    assert (m.values[0].type, m.values[0].value, m.type(-1).width) == (-1, 0xFFFFFFFF, 32)


def test_dxc_reads_integer_fields_unsigned_whatever_their_width():
    b = _Builder()
    i32, i8 = b.type(7, 32), b.type(7, 8)
    minus1, zero = b.const(i32, 4, 3), b.const(i32, 2)
    byte = b.const(i8, 4, 3)
    b.named("dx.version", b.node(b.value(i32, minus1), b.value(i32, zero)))
    b.named("dx.valver", b.node(b.value(i8, byte), b.value(i32, zero)))
    md = read_dxil_metadata(b.bitcode())
    assert md["dxil_version"] == {"major": 0xFFFFFFFF, "minor": 0}
    assert md["validator_version"] == {"major": 0xFF, "minor": 0}
    assert md["shader_model"] is None and md["entry_points"] == [] and md["resources"] is None


def test_metadata_ids_node_operands_offset_by_one_and_forward_references():
    b = _Builder()
    i32 = b.type(7, 32)
    one = b.const(i32, 4, 2)
    # node 0 refers forward to node 2 and to the string 1; named nodes are not offset
    first = b.node(None, 1, 2)
    text = b.string("x")
    last = b.node(first)  # a cycle through node 0
    value = b.value(i32, one)
    b.named("n", last, first)
    b.record(6, 0, *b"dbg", ids=0)  # a kind: no id
    subrange = b.record(13, 0, 1, 0)  # debug information (DISubrange): an id
    b.record(33, 1, ids=0)  # a code LLVM 3.7 does not know: ignored, no id
    b.record(10, 0, ids=0)  # a named node without its name: ignored
    tail = b.node(subrange)
    assert (first, text, last, value, subrange, tail) == (0, 1, 2, 3, 4, 5)
    m = read_module(b.bitcode())
    assert (m.metadata[4].code, m.metadata[4].ops, m.metadata[5].ops) == (13, (0, 1, 0), (4,))
    assert isinstance(m.metadata[1], MDString) and isinstance(m.metadata[3], MDValue)
    assert m.metadata[0].ops == (None, 1, 2) and m.metadata[2].ops == (0,)
    assert m.named_metadata == {"n": [2, 0]} and m.kinds == {0: "dbg"}
    assert m.value(m.metadata[3].value).value == 1


def test_metadata_strings_blob_with_its_offset_table():
    b = _Builder()
    long = "S" * 40  # a length of two vbr6 chunks
    ids = b.strings("cs", "", long, "main")
    after = b.node(*ids)
    i32 = b.type(7, 32)
    six = b.const(i32, 4, 12)
    b.named("dx.shaderModel", b.node(ids[0], b.value(i32, six), b.value(i32, six)))
    assert ids == [0, 1, 2, 3] and after == 4
    m = read_module(b.bitcode())
    assert [x.data for x in m.metadata[:4]] == [b"cs", b"", long.encode(), b"main"]
    assert isinstance(m.metadata[4], MDNode) and m.metadata[4].ops == (0, 1, 2, 3)
    assert read_dxil_metadata(m)["shader_model"] == {"kind": "cs", "major": 6, "minor": 6}


@pytest.mark.parametrize("count,offset,message", [
    (5, 4, "lengths run past the blob"),  # 5 lengths fit the 32-bit table, their 9 characters do not
    (6, 4, "does not fit"),  # 36 bits of lengths in a 32-bit table
    (1, 8, "does not fit"),  # the table runs past the blob
])
def test_malformed_metadata_strings_raise_parse_error(count, offset, message):
    w = StreamWriter()
    w.enter_block(8, 3).enter_block(15, 3).define_abbrev(_STRINGS_ABBREV)
    w.abbrev_record(4, _STRINGS_ABBREV, 35, [count, offset], BitWriter().vbr(9, 6).align32().finish())
    w.end_block().end_block()
    with pytest.raises(ParseError, match=message):
        read_module(w.finish())


def _dxil_module(entry_props=None, element_rows=None):
    """A small DXIL module: a compute entry with a function, a UAV, a
    signature element and a view-id state."""
    b = _Builder()
    void, i32, i64, i8 = b.type(2), b.type(7, 32), b.type(7, 64), b.type(7, 8)
    fn_type = b.type(21, 0, void)
    fn_pointer = b.type(8, fn_type)  # a function's value is a pointer to it
    res_type = b.struct("struct.Res", i32)
    fn = b.function(fn_type, "main")
    arr = b.type(11, 3, i32)
    consts = {v: b.const(i32, 4, 2 * v) for v in range(12)}
    neg = b.const(i32, 4, 3)
    flags = b.const(i64, 4, 2 * 0x100000004)
    sbyte = b.const(i8, 4, 3)
    undef = b.const(res_type, 3)
    view = b.const(arr, 22, 7, 8, 9)

    def c(v):
        return b.value(i32, consts[v])

    ids = b.strings("cs", "main", "u0", "A")
    b.named("dx.version", b.node(c(1), c(6)))
    b.named("dx.shaderModel", b.node(ids[0], c(6), c(5)))
    uav = b.node(c(0), b.value(res_type, undef), ids[2], c(2), c(3), b.value(i32, neg), c(5), c(0), c(1),
                 c(0), b.node(c(0), c(5)))
    res = b.node(None, b.node(uav), None, None)
    b.named("dx.resources", res)
    element = b.node(c(0), ids[3], c(4), c(0), b.node(c(0), c(1)), c(2), c(element_rows or 2), c(3),
                     b.value(i32, neg), b.value(i8, sbyte), b.node(c(3), c(7)))
    sigs = b.node(b.node(element), None, None)
    props = entry_props if entry_props is not None else [
        c(0), b.value(i64, flags), c(4), b.node(c(7), c(1), c(1)), c(11), b.node(c(4)),
        b.value(i32, b.const(i32, 4, 198)), ids[3]]
    b.named("dx.entryPoints", b.node(b.value(fn_pointer, fn), ids[1], sigs, res, b.node(*props)))
    b.named("dx.viewIdState", b.node(b.value(arr, view)))
    return b


def test_dxil_metadata_of_a_synthetic_module():
    md = read_dxil_metadata(_dxil_module().bitcode())
    assert md["dxil_version"] == {"major": 1, "minor": 6}
    assert md["shader_model"] == {"kind": "cs", "major": 6, "minor": 5}
    (entry,) = md["entry_points"]
    assert (entry["function"], entry["name"]) == ("main", "main")
    assert entry["properties"] == [
        {"tag": 0, "name": "shader_flags", "value": 0x100000004},
        {"tag": 4, "name": "num_threads", "value": [7, 1, 1]},
        {"tag": 11, "name": "wave_size", "value": 4},
        {"tag": 99, "name": None, "value": "A"},  # an unknown tag: its value as plain data
    ]
    assert entry_property(entry, "num_threads") == [7, 1, 1]
    (element,) = entry["signatures"]["inputs"]
    assert element == {"id": 0, "semantic_name": "A", "component_type": 4, "semantic_kind": 0,
                       "semantic_indices": [0, 1], "interpolation_mode": 2, "rows": 2, "cols": 3, "start_row": -1,
                       "start_col": -1, "properties": [{"tag": 3, "name": "usage_mask", "value": 7}]}
    assert entry["signatures"]["outputs"] == entry["signatures"]["patch_const_or_prim"] == []
    assert md["resources"] == entry["resources"]
    assert md["resources"]["srvs"] == md["resources"]["cbuffers"] == md["resources"]["samplers"] == []
    assert md["resources"]["uavs"] == [{
        "id": 0, "global_symbol": None, "type_name": "struct.Res", "name": "u0", "space": 2, "lower_bound": 3,
        "range_size": 0xFFFFFFFF, "shape": 5, "globally_coherent": False, "has_counter": True, "is_rov": False,
        "properties": [{"tag": 0, "name": "element_type", "value": 5}]}]
    assert md["view_id_state"] == [7, 8, 9]
    assert md["named_metadata"] == ["dx.version", "dx.shaderModel", "dx.resources", "dx.entryPoints",
                                    "dx.viewIdState"]


def test_shapes_dxc_refuses_raise_parse_error():
    b = _dxil_module()
    b.named("dx.version", b.node(0))  # a second dx.version
    with pytest.raises(ParseError, match="dx.version has 2 operands"):
        read_dxil_metadata(b.bitcode())
    b = _dxil_module(entry_props=[0])  # an odd tag/value list
    with pytest.raises(ParseError, match="properties: a tag/value list of 1"):
        read_dxil_metadata(b.bitcode())
    b = _dxil_module(entry_props=[1, 1])  # tag 0's value is a string
    with pytest.raises(ParseError, match=r"dx.entryPoints\[0\].properties\[0\]: a string, not a value"):
        read_dxil_metadata(b.bitcode())


def test_module_rules_llvm_refuses_raise_parse_error():
    def module(build):
        w = StreamWriter()
        w.enter_block(8, 3)
        build(w)
        w.end_block()
        return w.finish()

    def types(*records):
        return lambda w: [w.enter_block(17, 4), *[w.record(c, o) for c, o in records], w.end_block()]

    cases = [
        (types((1, [1]), (8, [0])), "only a named struct"),  # a pointer to itself
        (types((1, [2]), (7, [32])), "NUMENTRY says 2"),
        (types((1, [1]), (7, [0])), "width"),
        (types((1, [1]), (7, [8]), (7, [8])), "beyond the 1 types"),
        (lambda w: [types((1, [1]), (3, []))(w), w.enter_block(11, 4), w.record(4, [2]), w.end_block()],
         None),  # fine: the implicit i32
        (lambda w: [types((1, [1]), (3, []))(w), w.enter_block(11, 4), w.record(1, [0]), w.record(4, [2]),
                    w.end_block()], "not an integer"),
        (lambda w: [w.enter_block(15, 3), w.record(3, [5]), w.end_block()], "never defined"),
        (lambda w: [w.enter_block(15, 3), w.record(1, [65]), w.record(4, [65]), w.record(10, [0]), w.end_block()],
         "not a node"),
        (lambda w: [w.enter_block(15, 3), w.record(4, [65]), w.record(1, [65]), w.end_block()],
         "not followed by METADATA_NAMED_NODE"),
        (lambda w: [w.enter_block(15, 3), w.record(6, [0, 65]), w.record(6, [0, 66]), w.end_block()], "twice"),
        (lambda w: [types((1, [1]), (7, [32]))(w), w.enter_block(15, 3), w.record(2, [0, 4]), w.end_block()],
         "refers to value 4"),
        (lambda w: [types((1, [2]), (7, [32]), (7, [8]))(w), w.enter_block(11, 4), w.record(1, [0]),
                    w.record(4, [2]), w.end_block(), w.enter_block(15, 3), w.record(2, [1, 0]), w.end_block()],
         "not the value's type"),  # an i32 constant as an i8
        (lambda w: [w.record(1, [2])], "module version 2"),
        (lambda w: [w.enter_block(14, 4), w.record(1, [0, 65]), w.end_block()], "names value 0"),
    ]
    for build, message in cases:
        if message is None:
            read_module(module(build))
        else:
            with pytest.raises(ParseError, match=message):
                read_module(module(build))
    with pytest.raises(ParseError, match="no MODULE_BLOCK"):
        read_module(StreamWriter().enter_block(13, 3).end_block().finish())


def test_shared_and_cyclic_nodes_are_bounded():
    # a chain of nodes each listing the previous one twice: 2^40 items if expanded
    b = _dxil_module(entry_props=[])
    i32 = 1
    chain = b.value(i32, b.const(i32, 4, 0))
    for _ in range(40):
        chain = b.node(chain, chain)
    tag = b.value(i32, b.const(i32, 4, 2 * 77))
    b.named("dx.entryPoints", b.node(None, b.string("e"), None, None, b.node(tag, chain)))
    start = time.perf_counter()
    with pytest.raises(ParseError, match="nested more than|more items"):
        read_dxil_metadata(b.bitcode())
    # a node that lists itself
    b = _dxil_module(entry_props=[])
    tag = b.value(i32, b.const(i32, 4, 2 * 77))
    loop = b.num_md
    b.node(loop)
    b.named("dx.entryPoints", b.node(None, b.string("e"), None, None, b.node(tag, loop)))
    with pytest.raises(ParseError, match="nested more than"):
        read_dxil_metadata(b.bitcode())
    # many entries sharing one long signature: the item budget stops it
    b = _dxil_module(entry_props=[])
    zero = b.value(i32, b.const(i32, 4, 0))
    name = b.string("A")
    indices = b.node(zero)
    element = b.node(zero, name, zero, zero, indices, zero, zero, zero, zero, zero, None)
    sig = b.node(b.node(*[element] * 3000), None, None)
    entry = b.node(None, name, sig, None, None)
    b.named("dx.entryPoints", *[entry] * 3000)
    with pytest.raises(ParseError, match="more items"):
        read_dxil_metadata(b.bitcode())
    assert time.perf_counter() - start < 5
    # while as many distinct elements, and entries sharing a short signature, are in budget
    b = _dxil_module(entry_props=[])
    zero, name = b.value(i32, b.const(i32, 4, 0)), b.string("A")
    indices = b.node(zero)
    element = b.node(zero, name, zero, zero, indices, zero, zero, zero, zero, zero, None)
    elements = [b.node(b.value(i32, b.const(i32, 4, 2 * k)), name, zero, zero, indices, zero, zero, zero, zero, zero,
                       None) for k in range(3000)]
    short = b.node(b.node(element, element), None, None)
    b.named("dx.entryPoints", b.node(None, name, b.node(b.node(*elements), None, None), None, None),
            *[b.node(None, name, short, None, None)] * 1000)
    md = read_dxil_metadata(b.bitcode())
    assert [e["id"] for e in md["entry_points"][1]["signatures"]["inputs"]] == list(range(3000))
    assert len(md["entry_points"]) == 1002


# --- robustness -------------------------------------------------------------------------------

@functools.lru_cache(maxsize=None)
def _small_programs():
    out = []
    for name, data in corpus_files():
        out.extend(code for _, code in bitcode.programs(dxfuzz.parse(data, lazy=True)))
    return sorted(out, key=len)[:60]


@settings(max_examples=150)
@given(st.data())
def test_mutated_real_programs_decode_or_raise_parse_error(data):
    code = bytearray(data.draw(st.sampled_from(_small_programs())))
    for _ in range(data.draw(st.integers(1, 4))):
        kind = data.draw(st.integers(0, 2))
        if kind == 0:
            bit = data.draw(st.integers(32, 8 * len(code) - 1))
            code[bit >> 3] ^= 1 << (bit & 7)
        elif kind == 1:
            code[data.draw(st.integers(4, len(code) - 1))] = data.draw(st.integers(0, 255))
        else:
            del code[data.draw(st.integers(len(code) // 2, len(code) - 1)):]
    try:
        read_dxil_metadata(bytes(code))
    except ParseError:
        pass


#: Module-level blocks whose records the record mutants change.
_MUTATED_BLOCKS = (17, 11, 14, 15)
_INTERESTING = [0, 1, 2, 3, 4, 5, 7, 8, 11, 16, 31, 63, 64, 255, 256, 2**31, 2**32 - 1, 2**32, 2**63, 2**64 - 1]


def _module_records(stream):
    module = stream.blocks[0]
    out = [(module, r) for r in module.children if isinstance(r, Record)]
    for block in module.children:
        if isinstance(block, Block) and block.block_id in _MUTATED_BLOCKS:
            out.extend((block, r) for r in block.children if isinstance(r, Record) and r.blob is None)
    return out


def _reencoded(stream) -> bytes:
    """The bytes of a changed tree: the module block and its blocks get
    their new lengths (a length of None is the real one), the others keep theirs."""
    for block in [stream.blocks[0], *stream.blocks[0].blocks]:
        block.length_words = None
    return encode(stream)


@settings(max_examples=200)
@given(st.data())
def test_record_mutants_decode_or_raise_parse_error(data):
    """Mutants that stay valid bitstreams: records of the module, type,
    constants, symbol table and metadata blocks with operands changed,
    added, dropped or their code changed (written unabbreviated), so that
    every mutant reaches the module and metadata decode."""
    code = data.draw(st.sampled_from(_small_programs()))
    stream = bitcode.read(code)
    records = _module_records(stream)
    for _ in range(data.draw(st.integers(1, 6))):
        block, rec = data.draw(st.sampled_from(records))
        rec.abbrev, rec.abbrev_id = None, 3
        kind = data.draw(st.integers(0, 4))
        if kind == 0 and rec.ops:
            rec.ops[data.draw(st.integers(0, len(rec.ops) - 1))] = data.draw(st.sampled_from(_INTERESTING))
        elif kind == 1:
            rec.ops.append(data.draw(st.sampled_from(_INTERESTING)))
        elif kind == 2 and rec.ops:
            del rec.ops[data.draw(st.integers(0, len(rec.ops) - 1)):]
        elif kind == 3:
            rec.code = data.draw(st.integers(1, 40))
        else:
            i = block.children.index(rec)
            block.children.insert(i, Record(rec.code, 3, list(rec.ops), None, rec.bit_offset))
    try:
        read_dxil_metadata(_reencoded(stream))
    except ParseError:
        pass


def test_record_mutants_reach_the_decode():
    """The record mutants of the property test are not all refused: a fixed
    sample of them (seeded) decodes in part, so the decode rules are exercised."""
    rng = random.Random(7)
    outcomes = Counter()
    programs = _small_programs()
    for _ in range(300):
        stream = bitcode.read(rng.choice(programs))
        records = _module_records(stream)
        block, rec = rng.choice(records)
        rec.abbrev, rec.abbrev_id = None, 3
        if rec.ops:
            rec.ops[rng.randrange(len(rec.ops))] = rng.choice(_INTERESTING)
        try:
            read_dxil_metadata(_reencoded(stream))
            outcomes["decoded"] += 1
        except ParseError as exc:
            outcomes[str(exc).split(":")[0][:40]] += 1
    assert outcomes["decoded"] > 30 and sum(outcomes.values()) - outcomes["decoded"] > 30, outcomes
    # and a tree re-encoded without a change is the program again
    assert all(_reencoded(bitcode.read(code)) == code for code in programs)


# --- attribute groups and lists (PARAMATTR_GROUP_BLOCK, PARAMATTR_BLOCK) ----------------------

def _attribute_module(groups, lists) -> bytes:
    w = StreamWriter()
    w.enter_block(8, 3)
    w.record(1, [1])
    w.enter_block(10, 4)
    for ops in groups:
        w.record(3, ops)
    w.end_block()
    w.enter_block(9, 4)
    for code, ops in lists:  # ENTRY (2), or ENTRY_OLD (1)
        w.record(code, ops)
    w.end_block()
    w.end_block()
    return w.finish()


def test_attribute_groups_in_llvm_s_order():
    """Each group's attributes sorted as LLVM 3.7 sorts them: the named
    ones by their kind's place in Attribute::AttrKind (not their code), then
    the integer ones by value, then the strings by key; a list gathers the
    groups of each place."""
    data = _attribute_module(
        [[1, 0xFFFFFFFF, 4, *b"k", 0, *b"v", 0, 0, 20, 0, 18, 3, *b"a", 0, 0, 45],  # "k"="v" readnone nounwind "a"
         [2, 1, 1, 41, 8, 1, 1, 16, 0, 11],                                          # deref(8) align 16 nocapture
         [3, 0, 0, 34]],                                                             # zeroext
        [(2, [1, 2, 3]), (2, [2])])
    m = read_module(data)
    names = [[(a.kind, a.value, a.key) for a in m.attributes(1, place)] for place in (0xFFFFFFFF, 0, 1, 2)]
    # nounwind (NoUnwind) before readnone (ReadNone) before argmemonly (ArgMemOnly) in 3.7's order
    assert names[0] == [(18, None, ""), (20, None, ""), (45, None, ""), (None, None, "a"), (None, "v", "k")]
    assert names[1] == [(34, None, "")]
    assert names[2] == [(11, None, ""), (41, 8, ""), (1, 16, "")]  # integer attributes by value alone
    assert names[3] == []
    assert [a.kind for a in m.attributes(2, 1)] == [11, 41, 1] and m.attributes(3, 1) == m.attributes(0, 1) == []


@pytest.mark.parametrize("groups, lists, message", [
    ([[1, 0xFFFFFFFF, 0, 99]], [], "unknown attribute kind 99"),
    ([[1, 0xFFFFFFFF, 1, 18, 4]], [], "integer attribute of kind 18"),
    ([[1, 0xFFFFFFFF, 3, *b"key"]], [], "without its terminating 0"),
    ([[1, 0xFFFFFFFF, 7]], [], "unknown attribute form 7"),
    ([[1]], [], "without an id and an index"),
    ([[1, 0, 0, 18]], [(2, [2])], "names group 2, which is not defined"),
    ([], [(1, [0, 1 << 5])], "before attribute groups"),
])
def test_malformed_attributes_raise_parse_error(groups, lists, message):
    with pytest.raises(ParseError, match=message):
        read_module(_attribute_module(groups, lists))


@pytest.mark.parametrize("code, ops", [(7, [1, 0, 0, 0, 31, 0]), (8, [2, 0, 1, 0, 0, 1 << 40, 0, 0])])
def test_an_alignment_beyond_llvm_s_is_refused(code, ops):
    """A global's or function's alignment exponent above 30 (2^29), as LLVM
    refuses it: never computed as a number of 2^exponent bits."""
    w = StreamWriter()
    w.enter_block(8, 3)
    w.record(1, [1])
    w.enter_block(17, 4)
    w.record(1, [3])
    w.record(7, [32])            # 0 i32
    w.record(8, [0, 0])          # 1 i32*
    w.record(21, [0, 0])         # 2 i32 ()
    w.end_block()
    w.record(code, ops)
    w.end_block()
    with pytest.raises(ParseError, match="beyond 2\\^29"):
        read_module(w.finish())
