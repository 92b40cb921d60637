"""FXC's whole listing of a shader or library printed from the container
(`dxfuzz dis`): every corpus listing of one line for line, and each layout
rule on containers made for it."""
from __future__ import annotations

import os

import dxfuzz
from dxfuzz.asm import fxc_header

from conftest import corpus_manifest, shared_path

#: What `dis` does not print, by the lines of the listing that show it: the
#: debug information of an SDBG part (not decoded), FXC 9.29's command line
#: (not in the container).
NOT_PRINTED = {
    "debug information": ("#line ", "// Initial variable locations:"),
    "FXC 9.29's command line": ("//   fxc ",),
}


def _shader_listings():
    root = shared_path("corpus")
    for row in corpus_manifest():
        base = os.path.splitext(os.path.join(root, row["file"]))[0]
        if not os.path.exists(base + ".asm"):
            continue
        with open(base + ".dxbc", "rb") as f:
            data = f.read()
        obj = dxfuzz.parse(data)
        if (fxc_header.is_shader(obj) or fxc_header.is_library(obj)) and \
                not any(p.fourcc_text == "DXIL" for p in dxfuzz.parts(obj)):
            with open(base + ".asm", encoding="utf-8", errors="replace") as f:
                yield row["file"], obj, f.read()


def _reasons(listing: str) -> set:
    lines = listing.splitlines()
    return {reason for reason, starts in NOT_PRINTED.items()
            if any(line.startswith(starts) for line in lines)}


def test_every_shader_and_library_listing_is_printed_line_for_line():
    """Trailing blanks apart, the listing of every corpus shader and library is what
    `dis` prints, but for the debug information of an SDBG part and FXC
    9.29's command line."""
    exact, explained, wrong = 0, {}, []
    for name, obj, listing in _shader_listings():
        ours = [line.rstrip() for line in fxc_header.listing(obj)]
        theirs = [line.rstrip() for line in listing.rstrip().splitlines()]
        if ours == theirs:
            exact += 1
            continue
        reasons = _reasons(listing)
        if not reasons:
            first = next(i for i, (a, b) in enumerate(zip(ours + [None] * len(theirs), theirs)) if a != b)
            wrong.append((name, first + 1, theirs[first], ours[first] if first < len(ours) else None))
        for reason in reasons:
            explained[reason] = explained.get(reason, 0) + 1
    print(f"{exact} listings printed exactly; not reproduced: {explained}")
    assert not wrong, wrong[:5]
    assert exact >= 456 and sum(explained.values()) <= 36
    assert sum(1 for name, obj, _ in _shader_listings() if fxc_header.is_library(obj)) >= 21


def _container(*parts):
    return dxfuzz.parse(dxfuzz.build([dxfuzz.Part(f, dxfuzz.build_part(f, tree)) for f, tree in parts]))


def _element(name, register, mask, rw_mask, index=0, system_value=0, component_type="float32"):
    return {"semantic_name": name, "semantic_index": index, "system_value": system_value,
            "component_type": component_type, "register": register, "mask": mask, "rw_mask": rw_mask}


def test_signature_columns():
    """Masks at their components' places, the used column of an output the
    components not always written, a special register's N/A row, an empty
    table with no closing line."""
    obj = _container(("ISGN", {"elements": [_element("TEXCOORD", 2, 0b0101, 0b0001, index=3),
                                            _element("SV_Position", 0, 0xF, 0, system_value=1)]}),
                     ("OSGN", {"elements": [_element("SV_Target", 0, 0xF, 0),
                                            _element("SV_Depth", 0xFFFFFFFF, 1, 0xE)]}),
                     ("PCSG", {"elements": []}))
    lines = fxc_header.header(obj)
    assert lines[lines.index("// Input signature:"):] == [
        "// Input signature:", "//",
        "// Name                 Index   Mask Register SysValue  Format   Used",
        "// -------------------- ----- ------ -------- -------- ------- ------",
        "// TEXCOORD                 3   x z         2     NONE   float   x   ",
        "// SV_Position              0   xyzw        0      POS   float       ",
        "//", "//",
        "// Output signature:", "//",
        "// Name                 Index   Mask Register SysValue  Format   Used",
        "// -------------------- ----- ------ -------- -------- ------- ------",
        "// SV_Target                0   xyzw        0   TARGET   float   xyzw",
        "// SV_Depth                 0    N/A   oDepth    DEPTH   float    YES",
        "//"]
    # the patch-constant table comes first; empty, it has no closing line
    start = lines.index("// Patch Constant signature:")
    assert lines[start:start + 6] == [
        "// Patch Constant signature:", "//",
        "// Name                 Index   Mask Register SysValue  Format   Used",
        "// -------------------- ----- ------ -------- -------- ------- ------",
        "// no Patch Constant", "//"]
    assert lines[start + 6] == "// Input signature:"


def test_a_container_without_resources_or_creator():
    """No RDEF: an empty creator line, and the one empty line the resource
    tables leave behind."""
    obj = _container(("OSGN", {"elements": [_element("SV_Target", 0, 0xF, 0)]}))
    assert fxc_header.header(obj)[:6] == ["//", "//", "//", "//", "//", "// Output signature:"]


def test_level9_sections_follow_the_signatures_in_fxc_order():
    """Aon9, then XNA Prepass, then XNA: each part's mapping tables before
    its program, the program indented four spaces, its slot count after a
    blank line."""
    program = [0xFFFE0200, 0x02000001, 0x800F0000 | 0, 0x90E40000, 0x0000FFFF]
    shader = b"".join(v.to_bytes(4, "little") for v in program)
    obj = _container(("XNAS", {"shader": shader}), ("Aon9", {"shader": shader,
                      "cbuffer_mappings": [{"buffer": 1, "start_register": 2, "num_registers": 3,
                                            "target_register": 4, "conversions": [0, 1, 2, 3]}]}),
                     ("XNAP", {"shader": shader}))
    lines = fxc_header.header(obj)
    titles = [line for line in lines if line.endswith("bytecode:")]
    assert titles == ["// Level9 shader bytecode:", "// XNA Prepass shader bytecode:", "// XNA shader bytecode:"]
    start = lines.index("// Constant buffer to DX9 shader constant mappings:")
    assert lines[start:start + 12] == [
        "// Constant buffer to DX9 shader constant mappings:", "//",
        "// Target Reg Buffer  Start Reg # of Regs        Data Conversion",
        "// ---------- ------- --------- --------- ----------------------",
        "// c4         cb1             2         3  ( FLT,BOOL, INT,UINT)",
        "//", "//",
        "// Level9 shader bytecode:", "//", "    vs_2_0", "    mov r0, v0", ""]
    assert lines[start + 12] == "// approximately 1 instruction slot used"


def test_class_linkage_tables():
    """Class types, class instances (an array with its size, no texture or
    sampler as -), and the interface slots: each record's slot range and its
    type and table IDs in five-character columns."""
    obj = _container(("IFCE", {
        "class_types": [{"name": "cRed", "cbuffer_stride": 2}, {"name": "cBlue", "num_textures": 1}],
        "class_instances": [{"name": "gColour", "type_id": 1, "num_elements": 3, "cbuffer": 0,
                             "ofs_in_cbuffer": 13, "texture": 0xFFFF, "sampler": 2}],
        "interface_slots": [{"slot_span": 2, "type_ids": [0, 1], "table_ids": [0, 1]},
                            {"slot_span": 1, "type_ids": [1], "table_ids": [2]}],
        "num_interface_slots": 3}))
    lines = fxc_header.header(obj)
    rule = "// +----------+---------+---------------------------------------"
    assert lines[lines.index("// Available Class Types:"):] == [
        "// Available Class Types:", "//",
        "// Name                             ID CB Stride Texture Sampler",
        "// ------------------------------ ---- --------- ------- -------",
        "// cRed                              0         2       0       0",
        "// cBlue                             1         0       1       0",
        "//",
        "// Available Class Instances:", "//",
        "// Name                        Type CB CB Offset Texture Sampler",
        "// --------------------------- ---- -- --------- ------- -------",
        "// gColour[3]                     1  0        13       -       2",
        "//",
        "// Interface slots, 3 total:", "//", "//             Slots", rule,
        "// | Type ID  |   0-1   |0    1    ", "// | Table ID |         |0    1    ", rule,
        "// | Type ID  |   2     |1    ", "// | Table ID |         |2    ", rule]


def test_compare_asm_compares_the_text_and_can_fail():
    """compare-asm checks a shader's listing line for line against `dis`:
    a row whose columns moved, which the table comparison reads as the same
    values, is a disagreement there; FXC 9.29's command line is left out."""
    from dxfuzz.commands.compare_asm import Summary, compare_one
    found = {name: (obj, listing) for name, obj, listing in _shader_listings()
             if name.endswith(("HLSLSample_PS_9_3__v1346705c.dxbc", "vs5_mov__va904a099.dxbc"))}
    assert len(found) == 2
    for name, (obj, listing) in found.items():
        summary = Summary()
        assert compare_one(obj, listing, summary) == [] and summary.files["asm text"] == [1, 1], name
    obj, listing = found[next(n for n in found if "HLSLSample" in n)]
    before = "// COLOR                    0   xyzw        1     NONE   float   xyzw"
    after = "// COLOR                   0   xyzw        1     NONE   float   xyzw"
    assert before in listing
    summary = Summary()
    diffs = compare_one(obj, listing.replace(before, after), summary)
    assert diffs == [f"text, line 30: listing {after!r} vs dis {before!r}"]
    assert summary.files["asm text"] == [0, 1] and summary.files["asm headers"] == [1, 1]


def _parameter(name, semantic, var_class, rows, columns, flags, first_in=-1, first_out=-1, component=0):
    return {"name": name, "semantic_name": semantic, "var_type": "float", "var_class": var_class,
            "rows": rows, "columns": columns, "interpolation": "undefined", "flags": flags,
            "first_in_register": first_in, "first_in_component": component if first_in >= 0 else -1,
            "first_out_register": first_out, "first_out_component": component if first_out >= 0 else -1}


def test_function_parameter_signature_columns():
    """The return value first; each register column holds the register left
    in six characters, the count in four, the mask: two-digit registers keep
    the columns."""
    obj = _container(("LFS0", {"parameters": [
        _parameter("main", "SV_TARGET", "vector", 1, 3, 2, first_out=0),
        _parameter("a", "", "matrix_rows", 3, 4, 3, first_in=12, first_out=14),
        _parameter("b", "COLOR", "vector", 1, 2, 1, first_in=7, component=2)]}))
    lines = fxc_header.header(obj)
    start = lines.index("// Function parameter signature (return: yes, parameters: 2):")
    assert [line.rstrip() for line in lines[start + 4:start + 8]] == [
        "// main                 SV_TARGET                              o0    1   xyz  out float3",
        "// a                                          v12   3   xyzw   o14   3   xyzw inout row_major float3x4",
        "// b                    COLOR                 v7    1   zw                    in float2",
        "//"]


def test_compare_asm_names_lines_missing_on_either_side():
    from dxfuzz.commands.compare_asm import Summary, compare_one
    name, obj, listing = next(item for item in _shader_listings()
                              if item[0].endswith("HLSLSample_PS_9_3__v1346705c.dxbc"))
    line = "// COLOR                    0   xyzw        1     NONE   float   xyzw\n"
    dropped = compare_one(obj, listing.replace(line, ""), Summary())
    assert f"text, line 30: listing None vs dis {line.strip()!r}" in dropped
    added = compare_one(obj, listing.replace(line, line + "// extra\n"), Summary())
    assert [d for d in added if d.startswith("text")] == ["text, line 31: listing '// extra' vs dis None"]
