"""The first CLI commands on real files."""
from __future__ import annotations

import os
import shutil
import subprocess
import sys

from dxfuzz.cli import main

from conftest import REPO, shared_path


def run(capsys, *argv):
    code = main(list(argv))
    out = capsys.readouterr().out
    return code, out


def test_info_prints_header_and_part_table(capsys):
    path = os.path.join(shared_path("corpus"), "bgfx", "cs_mipgen_oddx_dxil.dxbc")
    code, out = run(capsys, "info", path)
    assert code == 0
    assert "file size 3936" in out and "7 parts" in out and "(valid)" in out
    assert "'PSV0'   offset     0x6c  size 248" in out


def test_roundtrip_walks_directories_and_counts(capsys):
    code, out = run(capsys, "roundtrip", "-q", os.path.join(shared_path("corpus"), "bgfx"))
    n = len([f for f in os.listdir(os.path.join(shared_path("corpus"), "bgfx")) if f.endswith(".dxbc")])
    assert code == 0
    assert out.strip().splitlines()[-1] == f"roundtrip: {n}/{n} byte-exact"


def test_digest_reports_and_fixes(capsys, tmp_path):
    src = os.path.join(shared_path("corpus"), "bgfx", "cs_mipgen_oddx_dxil.dxbc")
    path = tmp_path / "x.cso"
    data = bytearray(open(src, "rb").read())
    data[4] ^= 1  # the stored digest, not the content
    path.write_bytes(bytes(data))
    code, out = run(capsys, "digest", str(path))
    assert out.strip().endswith(": mismatch") and code == 1
    code, out = run(capsys, "digest", "--fix", str(path))
    assert "mismatch -> valid" in out and code == 0
    code, out = run(capsys, "digest", str(path))
    assert out.strip().endswith(": valid") and code == 0


def test_python_m_dxfuzz_and_console_script_exist():
    proc = subprocess.run([sys.executable, "-m", "dxfuzz", "--help"], capture_output=True, text=True)
    assert proc.returncode == 0 and "roundtrip" in proc.stdout
    exe = shutil.which("dxfuzz", path=os.path.dirname(sys.executable))
    assert exe, "the dxfuzz console script is installed beside the interpreter"


def test_fuzz_list_names_specs_parameters_and_fourccs(capsys):
    code, out = run(capsys, "fuzz", "--list")
    rows = {line.split()[0]: line for line in out.strip().splitlines()}
    assert code == 0
    assert "dxcontainer_signature(24) (ISGN, OSGN, PCSG)" in rows["signature24"]
    # PSV0's shader kind comes from the program part in a container; alone it is the input's first byte.
    assert "dxcontainer_psv0(shader_kind = input byte 0) (PSV0)" in rows["psv0"]
    assert rows["container"].split(None, 1)[1] == "whole containers; inputs up to 16384 bytes"
    # An effect holds whole shaders (containers): its parts are as long as containers.
    assert rows["shader"].endswith("(SHDR, SHEX); inputs up to 4096 bytes")
    assert rows["fx10"].endswith("(FX10); inputs up to 16384 bytes")


def test_fuzz_all_runs_jobs_at_once_and_sums_them(capsys, monkeypatch):
    import threading
    import time
    from dxfuzz.commands import fuzz as fuzz_command

    running, peak, lock = [0], [0], threading.Lock()

    def fake_fuzz_one(target, args, seed_dirs):
        with lock:
            running[0] += 1
            peak[0] = max(peak[0], running[0])
        time.sleep(0.05)
        with lock:
            running[0] -= 1
        return {"target": target, "execs": 10, "execs_per_sec": 100, "cov_start": 1, "cov_end": 2,
                "corpus": 3, "seeds": 4, "seconds": 0.1, "findings": [], "libfuzzer_crash": [],
                "returncode": 0}

    monkeypatch.setattr(fuzz_command, "fuzz_one", fake_fuzz_one)
    code, out = run(capsys, "fuzz", "all", "--seconds", "1", "--jobs", "3")
    lines = out.strip().splitlines()
    from dxfuzz.fuzz import targets
    n = len(targets.names())
    assert code == 0 and peak[0] == 3
    assert sorted(line.split()[1].rstrip(":") for line in lines[:-1]) == sorted(targets.names())
    assert lines[-1].startswith(f"fuzz all: {n} targets, {10 * n} execs in ")
    assert "with 3 job(s), crashes 0" in lines[-1]


def test_fuzz_line_coverage_shows_what_fuzzing_added(capsys, tmp_path):
    """Seeds alone, then seeds and working corpus, replayed under the line
    counter: a full VERS part found by "fuzzing" covers the string list that
    the truncated seed never reached."""
    from dxfuzz.part_table import raw_parts
    data = open(os.path.join(shared_path("corpus"), "vkd3d-proton", "basic_code_dxil.dxbc"), "rb").read()
    vers = next(body for fourcc, body in raw_parts(data) if fourcc == "VERS")
    assert len(vers) == 40
    (tmp_path / "vers" / "seeds").mkdir(parents=True)
    (tmp_path / "vers" / "corpus").mkdir()
    (tmp_path / "vers" / "seeds" / "cut").write_bytes(vers[:12])  # version, flags, commit count
    (tmp_path / "vers" / "corpus" / "full").write_bytes(vers)
    code, out = run(capsys, "fuzz", "vers", "--line-coverage", "--workdir", str(tmp_path))
    assert code == 0
    row = next(line.split() for line in out.splitlines() if line.startswith("dxcontainer_vers.py"))
    seeds_hit, fuzzed_hit, total = int(row[1]), int(row[3]), int(row[5])
    assert 0 < seeds_hit < fuzzed_hit <= total
    last = out.strip().splitlines()[-1]
    assert last.startswith("line coverage of generated/: ") and "from 2 inputs of 1 targets" in last
    assert "seeds alone " in last and "from 1" in last


def test_fuzz_seeds_show_every_part_type_of_the_sources():
    """With a limit, container seeds still hold every fourcc of the seed
    folders (the PDBI and SRCI of the project's corpus among them), and part
    seeds every first field (PSV0: every runtime-info size)."""
    from dxfuzz.fuzz import seed_inputs
    from dxfuzz.part_table import raw_parts
    repo_corpus = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "corpus")
    dirs = [repo_corpus, shared_path("corpus")]
    everything = seed_inputs("container", dirs)
    picked = seed_inputs("container", dirs, limit=80)
    fourccs = lambda items: {f for item in items for f, _ in raw_parts(item)}  # noqa: E731
    assert len(picked) == 80 and len(everything) > 2000
    assert {"PDBI", "SRCI", "FX10", "RDAT", "LIBF"} <= fourccs(picked) == fourccs(everything)
    psv0_all = seed_inputs("psv0", dirs)
    psv0 = seed_inputs("psv0", dirs, limit=60)
    sizes = lambda items: {int.from_bytes(x[1:5], "little") for x in items}  # noqa: E731
    assert len(psv0) == 60 < len(psv0_all)
    assert sizes(psv0) == sizes(psv0_all) and {24, 36, 48, 52} <= sizes(psv0)


#: Runs the command line in a fresh interpreter, then prints the modules
#: it left loaded: ``name`` for each, ``name*`` for a parser module that was
#: only registered (:func:`dxfuzz.kaitai.load_lazily`), never run.
_LOADED = (
    "import sys\n"
    "from dxfuzz.cli import main\n"
    "try:\n"
    "    main(sys.argv[1:])\n"
    "finally:  # --help ends with SystemExit\n"
    "    print('loaded:', *(n + ('*' if '__getattr__' in vars(m) else '') for n, m in sys.modules.items()),\n"
    "          file=sys.stderr)\n")


def loaded(*args) -> set:
    """The modules ``dxfuzz ARGS`` loads, from interpreter start to exit."""
    out = subprocess.run([sys.executable, "-c", _LOADED, *args], capture_output=True, text=True)
    assert out.returncode == 0, out.stderr
    return set(out.stderr.strip().splitlines()[-1].split()[1:])


def test_a_command_loads_only_the_parsers_it_uses():
    """The command line runs a part's parser when a part of that kind is
    read: ``dump`` of a DXC compute shader runs the container's spec and the
    specs of its parts, not the twenty; ``info`` (the part table) only the
    container's; ``--help`` none."""
    # Parts SFI0 ISG1 OSG1 PSV0 ILDN HASH DXIL.
    path = os.path.join(shared_path("corpus"), "bgfx", "cs_mipgen_oddx_dxil.dxbc")

    def ran(*args):
        return sorted(n for n in loaded(*args) if n.startswith("dxcontainer") and not n.endswith("*"))

    assert ran("dump", path, "-o", os.devnull) == [
        "dxcontainer", "dxcontainer_hash", "dxcontainer_ildn", "dxcontainer_program",
        "dxcontainer_psv0", "dxcontainer_sfi0", "dxcontainer_signature"]
    assert ran("info", path) == ["dxcontainer"]
    assert ran("--help") == []


#: Standard modules that cost a command's start several milliseconds each
#: and that ``--help``, ``info`` and ``dump`` of a DXBC container do without:
#: typing (4 ms), dataclasses (which loads inspect, ast and dis: 10 ms),
#: pathlib and urllib.parse (setuptools' editable finder loads them at every
#: start: ``make setup`` installs the checkout as a plain path instead).
SLOW_AT_START = {"typing", "dataclasses", "inspect", "pathlib", "urllib.parse", "hashlib"}


def test_the_quick_commands_start_without_the_slow_standard_modules():
    """``--help``, ``info`` and ``dump`` (the default, for people, which
    builds each part to know it comes back, and ``--full``, obj2yaml's
    layout) of a DXBC container (a committed seed: shader programs, a
    nested library and a signature) start without :data:`SLOW_AT_START`;
    ``dump`` of a DXIL program loads the bitstream reader, which ``info``
    never does. Module loads, not times: the start-up times are ``make bench``'s."""
    seeds = os.path.join(REPO, "corpus")
    with open(os.path.join(seeds, "index.tsv")) as f:
        rows = [line.rstrip("\n").split("\t") for line in f][1:]
    # a seed of FXC's parts with a library function in it, and a DXIL program
    fxc = os.path.join(seeds, next(name for name, _, parts in rows if {"LIBF", "SHDR"} <= set(parts.split(","))
                                   and "DXIL" not in parts))
    dxil = os.path.join(seeds, next(name for name, _, _ in rows if name.startswith("part-DXIL-00-")))
    for args in (["--help"], ["info", fxc, dxil], ["dump", fxc, "-o", os.devnull],
                 ["dump", "--full", fxc, "-o", os.devnull]):
        assert loaded(*args) & SLOW_AT_START == set(), args
    assert "dxfuzz.bitcode.reader" not in loaded("info", dxil)
    assert "dxfuzz.bitcode.reader" in loaded("dump", dxil, "-o", os.devnull)
