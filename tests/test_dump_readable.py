"""The dump for people (``dxfuzz dump``'s default): what it leaves out, the
listing lines of programs, and ``dxfuzz build`` taking it back byte for byte."""
from __future__ import annotations

import json
import os

import pytest
import yaml

import dxfuzz
import dxfuzz.asm.programs
import dxfuzz.part_table
from dxfuzz import view
from dxfuzz.builder import build_tree
from dxfuzz.commands.build import read_tree

from conftest import corpus_files, made_dxil, made_shader, run_cli, SEEDS


#: The corpus's readable dumps: their lines (DXIL programs' functions as
#: LLVM's text included), and the instructions given with their tokens
#: (measured by the test below): none, since the 1,752 lines whose ``%f``
#: floats lose bits print the digits that keep them.
LINES, WITH_TOKENS = 831_570, 0


def _readable(data: bytes) -> str:
    return view.render(data, readable=True)[0]


def _built(text: str) -> bytes:
    return build_tree(read_tree(text.encode("utf-8"), "dump"))


def _keys(tree, found=None) -> set:
    found = set() if found is None else found
    if isinstance(tree, dict):
        for k, v in tree.items():
            found.add(k)
            _keys(v, found)
    elif isinstance(tree, list):
        for v in tree:
            _keys(v, found)
    return found


def _seeds() -> list:
    return sorted(n for n in os.listdir(SEEDS) if n.endswith(".dxbc"))


@pytest.mark.parametrize("name", _seeds())
def test_every_seed_s_readable_dump_builds_it_back(name):
    """dxfuzz's own containers (no shared data needed): the readable dump
    builds the same bytes, and is shorter than the whole tree."""
    with open(os.path.join(SEEDS, name), "rb") as f:
        data = f.read()
    text = _readable(data)
    assert _built(text) == data
    assert text.count("\n") <= view.render(data, names="ksy")[0].count("\n")


#: A compute shader written as its listing, the way a person edits a dump.
PROGRAM = ["cs_5_0", "dcl_globalFlags refactoringAllowed", "dcl_uav_raw u0", "dcl_temps 2",
           "dcl_thread_group 8, 8, 1", "mov r0.xy, l(0,0,0,0)", "iadd r1.x, r0.x, l(1)",
           "mul r0.z, r0.y, l(0.500000)", "store_raw u0.x, l(0), r1.x", "ret "]


def _shex_listing(data: bytes) -> list:
    return dxfuzz.asm.programs.listing(next(b for f, b in dxfuzz.part_table.read_parts(data) if f == "SHEX"))


def test_a_program_written_as_listing_lines_builds_and_dumps_as_them():
    tree = {"part_table": [{"part": {"fourcc": "SHEX", "body": {"program": list(PROGRAM)}}}]}
    data = build_tree(tree)
    assert _shex_listing(data) == PROGRAM
    # its readable dump is those lines, each one assembling back to its tokens
    shown = yaml.safe_load(_readable(data).replace("!dxcontainer", ""))
    assert shown["part_table"][0]["part"]["body"] == {"program": PROGRAM}
    # an edited line is built as edited
    tree["part_table"][0]["part"]["body"]["program"][6] = "iadd r1.x, r0.x, l(2)"
    assert _shex_listing(build_tree(tree))[6] == "iadd r1.x, r0.x, l(2)"
    # a line that is not an instruction is refused with its place
    tree["part_table"][0]["part"]["body"]["program"][6] = "iadd r1.x, nonsense"
    with pytest.raises(ValueError, match="program line 7"):
        build_tree(tree)
    # so is a listing without its version line
    tree["part_table"][0]["part"]["body"]["program"] = PROGRAM[1:]
    with pytest.raises(ValueError, match="version line"):
        build_tree(tree)


def test_a_float_that_fxc_s_spelling_loses_is_dumped_with_the_digits_that_keep_it():
    """A literal whose ``%f`` spelling reads back as another float (FXC
    lists 1/640000 as ``0.000002``): the dump prints that line with the
    digits that keep the float's bits, and builds the same bytes; the other
    lines stay in FXC's spelling."""
    lines = list(PROGRAM)
    lines[7] = "mul r0.z, r0.y, l(0.0000015625)"
    data = build_tree({"part_table": [{"part": {"fourcc": "SHEX", "body": {"program": lines}}}]})
    listing = _shex_listing(data)
    assert listing[7] == "mul r0.z, r0.y, l(0.000002)"
    shown = yaml.safe_load(_readable(data).replace("!dxcontainer", ""))
    program = shown["part_table"][0]["part"]["body"]["program"]
    assert program == listing[:7] + ["mul r0.z, r0.y, l(0.0000015625)"] + listing[8:]
    assert build_tree(shown) == data


def test_lines_that_do_not_assemble_back_carry_their_tokens():
    """A seed's messages (printf with an operand the text cannot show
    exactly): the dump gives the line and its tokens, the build the tokens."""
    data = made_shader()
    tree = yaml.safe_load(_readable(data).replace("!dxcontainer", ""))
    lines = next(e["part"]["body"] for e in tree["part_table"] if e["part"]["fourcc"] == "SHEX")["program"]
    listing = _shex_listing(data)
    assert lines[0] == listing[0]
    assert [x if isinstance(x, str) else x["asm"] for x in lines[1:]] == listing[1:]
    given = [x for x in lines if isinstance(x, dict)]
    assert given and all(set(x) == {"asm", "tokens"} for x in given)
    assert build_tree(tree) == data


def test_the_readable_dump_leaves_out_what_the_builder_computes():
    data = made_dxil()
    tree = yaml.safe_load(_readable(data).replace("!dxcontainer", ""))
    assert not {"len_file", "num_parts"} & set(tree)
    assert all(set(e) == {"part"} for e in tree["part_table"])
    keys = _keys(tree["part_table"])
    assert not [k for k in keys if k.startswith(("ofs_", "len_", "num_"))]
    program = next(e["part"]["body"] for e in tree["part_table"] if e["part"]["fourcc"] == "DXIL")
    # the bitcode is its bytes; the module beside it says what they mean
    assert isinstance(program["bitcode"], str) and program["bitcode"].startswith("4243c0de")
    assert "module" in program or "module_error" in program
    assert _built(_readable(data)) == data


def test_a_container_laid_out_otherwise_keeps_its_offsets():
    """Parts not where the builder would put them (a gap after one): the
    offsets, file size and gap stay in the readable dump, which still builds it."""
    data = made_shader()
    parts = dxfuzz.part_table.read_parts(data)
    spaced = dxfuzz.build([dxfuzz.Part(f, b) for f, b in parts])
    table = list(dxfuzz.parse(spaced).part_table)
    gap = bytearray(spaced[:table[1].ofs_part]) + bytes(16) + spaced[table[1].ofs_part:]
    gap[36:40] = (table[1].ofs_part + 16).to_bytes(4, "little")
    gap[24:28] = len(gap).to_bytes(4, "little")
    text = _readable(bytes(gap))
    tree = yaml.safe_load(text.replace("!dxcontainer", ""))
    assert "len_file" in tree and all("ofs_part" in e for e in tree["part_table"])
    assert "gaps" in tree
    assert _built(text) == bytes(gap)


def test_the_command_line_dump_is_readable_and_full_on_request(tmp_path, capsys):
    path = tmp_path / "s.dxbc"
    path.write_bytes(made_shader())
    code, readable, _ = run_cli(capsys, "dump", path)
    assert code == 0 and "part_table:" in readable and "Header:" not in readable
    code, full, _ = run_cli(capsys, "dump", path, "--full")
    assert code == 0 and full.startswith("--- !dxcontainer\nHeader:")
    assert run_cli(capsys, "dump", path, "--names", "llvm")[1] == full
    code, whole, _ = run_cli(capsys, "dump", path, "--format", "json")
    assert code == 0 and "opcode_token" in whole and json.loads(whole)["part_table"]
    assert "opcode_token" not in readable
    # dump -> build: the same file
    tree = tmp_path / "t.yaml"
    tree.write_text(readable)
    code, _, err = run_cli(capsys, "build", tree, "-o", tmp_path / "b.dxbc")
    assert code == 0, err
    assert (tmp_path / "b.dxbc").read_bytes() == path.read_bytes()


@pytest.mark.slow
def test_every_corpus_file_s_readable_dump_builds_it_back():
    """The whole shared corpus: each file's readable dump, read back from
    its YAML text as ``dxfuzz build`` reads it, builds the file byte for
    byte; its programs are listing lines, floats that FXC's spelling
    loses printed with the digits that keep them, tokens given beside the
    lines that still do not assemble back exactly; it is shorter than the
    whole tree."""
    files = corpus_files()
    rebuilt, lines, with_tokens = 0, 0, 0
    failed = []
    for name, data in files:
        text = _readable(data)
        lines += text.count("\n")
        with_tokens += text.count(" tokens: ")
        try:
            out = _built(text)
        except ValueError as exc:
            failed.append(f"{name}: {exc}")
            continue
        if out == data:
            rebuilt += 1
        else:
            failed.append(f"{name}: built {len(out)} bytes, differs")
    assert failed == []
    assert rebuilt == len(files) == 2186
    assert (lines, with_tokens) == (LINES, WITH_TOKENS)
    sample = files[::50]
    shown = sum(_readable(data).count("\n") for _, data in sample)
    whole = sum(view.render(data, names="ksy")[0].count("\n") for _, data in sample)
    assert shown * 3 < whole, (shown, whole)


def test_an_effect_s_shaders_are_shown_as_containers_with_listing_lines():
    """The shaders inside an effect (FX10) are containers: shown as a
    container of the file is, their programs as listing lines, and the
    effect still builds back."""
    from conftest import corpus_bytes
    data = corpus_bytes("dxdecompiler/10BitScanout10_FX__v61d2a5f4.dxbc")
    text = _readable(data)
    assert "opcode_token" not in text
    tree = yaml.safe_load(text.replace("!dxcontainer", ""))
    programs = []

    def walk(x):
        if isinstance(x, dict):
            if isinstance(x.get("program"), list) and isinstance(x["program"][0], str):
                programs.append(x["program"])
            for v in x.values():
                walk(v)
        elif isinstance(x, list):
            for v in x:
                walk(v)
    walk(tree)
    assert [p[0] for p in programs] == ["vs_4_0", "ps_4_0", "vs_4_0", "ps_4_0"]
    assert programs[0][1:4] == ["dcl_constantbuffer CB0[8], immediateIndexed", "dcl_input v0.xyz",
                                "dcl_input v1.xyz"]
    assert _built(text) == data
    assert text.count("\n") * 2 < view.render(data, names="ksy")[0].count("\n")


def test_a_level9_program_is_its_listing_and_builds_back():
    """A level-9 part's Shader Model 2 program: its listing lines (the end
    token left out, added by the builder); an edited line is built."""
    from conftest import corpus_bytes
    data = corpus_bytes("dxdecompiler/BasicHLSL_PS_9_3__v1346705c.dxbc")
    tree = yaml.safe_load(_readable(data).replace("!dxcontainer", ""))
    aon9 = next(e["part"]["body"] for e in tree["part_table"] if e["part"]["fourcc"] == "Aon9")
    assert aon9["shader"][:6] == ["ps_2_x", "dcl t0.xyz", "dcl t1.xy", "dcl_2d s0", "dp3_sat r0.w, c0, t0",
                                  "max r1.w, r0.w, c0.w"]
    assert build_tree(tree) == data
    aon9["shader"][5] = "min r1.w, r0.w, c0.w"
    edited = build_tree(tree)
    shown = yaml.safe_load(_readable(edited).replace("!dxcontainer", ""))
    assert next(e["part"]["body"] for e in shown["part_table"]
                if e["part"]["fourcc"] == "Aon9")["shader"][5] == "min r1.w, r0.w, c0.w"
    aon9["shader"][5] = "min r1.w, nonsense"
    with pytest.raises(ValueError, match="shader line 6"):
        build_tree(tree)


def test_a_container_with_no_part_in_its_table_is_dumped_and_built_back(tmp_path, capsys):
    """A part count of 0 (the parts' bytes left behind as a gap): every YAML
    form writes the empty table (``--names ksy`` once failed on it as an
    internal error), and the default dump builds the file back."""
    data = bytearray(made_shader())
    data[28:32] = bytes(4)
    path = tmp_path / "empty.dxbc"
    path.write_bytes(bytes(data))
    for options in ([], ["--full", "--names", "ksy"], ["--full"]):
        code, out, err = run_cli(capsys, "dump", path, *options)
        assert code == 0, (options, err)
    text = run_cli(capsys, "dump", path)[1]
    assert "part_table: []" in text and "gaps:" in text
    assert _built(text) == bytes(data)
