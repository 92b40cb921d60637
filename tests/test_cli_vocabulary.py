"""One spelling per concept on the command line: every command's parser is
read and a second spelling of a concept (an input, the output, a selection,
a format, a count of jobs, a timeout, a list) fails here."""
from __future__ import annotations

import argparse

import pytest

from dxfuzz import cli, edit
from dxfuzz.commands import DEFAULT_JOBS, DEFAULT_TIMEOUT, INPUT_DESTS

#: What a value's metavar may be, by what it names.
METAVARS = {"FILE", "DATA", "OUT", "DIR", "FOURCC", "N", "SECONDS", "MB", "FACTOR", "STATUS",
            "NAME", "PATH", "CMD", "GROUP=W", "'CMD ARGS @@'", "=-OPTION", "TARGET"}

#: Each option string, with what it always is: (dest, metavar, choices).
#: ``--digest`` is the digest written into the output containers; its values
#: mean the same wherever they appear (``auto`` for edits, ``random`` for mutate).
SPELLINGS = {
    "-o": ("output", {"OUT", "DIR"}, None),
    "--part": ("part", {"FOURCC"}, None),
    "--index": ("index", {"N"}, None),
    "--format": ("format", {None}, ("text", "json")),
    "-q": ("quiet", {None}, None),
    "--force": ("force", {None}, None),
    "-j": ("jobs", {"N"}, None),
    "--timeout": ("timeout", {"SECONDS"}, None),
    "--list": ("list", {None}, None),
    "--seconds": ("seconds", {"SECONDS"}, None),
    "--runs": ("runs", {"N"}, None),
    "--memory-mb": ("memory_mb", {"MB"}, None),
    "--seed": ("seed", {"N"}, None),
}

#: Concepts whose only spelling is the one above (no command may say them otherwise).
FORBIDDEN = {"--out", "--output-dir", "--outdir", "--jobs-count", "--fourcc", "--quiet-mode",
             "--json", "--yaml", "--text", "--list-rules", "--workers", "--time-limit"}


def _commands():
    parser = cli.build_parser()
    sub = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
    return sub.choices


COMMANDS = _commands()


def _options(p):
    return [a for a in p._actions if not isinstance(a, argparse._HelpAction)]


def test_every_option_of_every_command_has_one_spelling():
    problems = []
    for name, p in COMMANDS.items():
        for a in _options(p):
            if not a.option_strings:
                continue
            if a.nargs != 0 and a.metavar is None and a.choices is None:
                problems.append(f"{name} {a.option_strings[0]}: argparse's own metavar "
                                f"{a.dest.upper()}")
            if a.metavar is not None and a.metavar not in METAVARS:
                problems.append(f"{name} {a.option_strings[0]}: metavar {a.metavar}")
            for flag in a.option_strings:
                if flag in FORBIDDEN:
                    problems.append(f"{name}: {flag} is a second spelling")
                if flag not in SPELLINGS:
                    continue
                dest, metavars, choices = SPELLINGS[flag]
                if a.dest != dest or a.metavar not in metavars:
                    problems.append(f"{name} {flag}: dest {a.dest}, metavar {a.metavar}")
                if choices is not None and tuple(a.choices or ()) != choices:
                    problems.append(f"{name} {flag}: choices {a.choices}")
                if flag == "-o" and "--output" not in a.option_strings:
                    problems.append(f"{name}: -o without --output")
                if flag == "-q" and "--quiet" not in a.option_strings:
                    problems.append(f"{name}: -q without --quiet")
                if flag == "-j" and a.default != DEFAULT_JOBS:
                    problems.append(f"{name} -j: default {a.default}")
                if flag == "--timeout" and a.default != DEFAULT_TIMEOUT:
                    problems.append(f"{name} --timeout: default {a.default}")
            if "--digest" in a.option_strings:
                extra = set(a.choices) - set(edit.DIGESTS) - {"random"}
                if extra:
                    problems.append(f"{name} --digest: values {sorted(extra)} mean something else")
    assert not problems, "\n".join(problems)


def test_every_command_reads_its_inputs_as_FILE_and_declares_them():
    """Positional inputs are FILE (DATA: replace's part data); each is
    declared an input, so no output can land on it."""
    problems = []
    for name, p in COMMANDS.items():
        declared = set(p.get_default(INPUT_DESTS) or ())
        for a in _options(p):
            if a.option_strings:
                continue
            if a.metavar in ("FILE", "DATA"):
                if a.dest not in declared:
                    problems.append(f"{name} {a.metavar}: not declared an input")
            elif a.metavar not in ("FOURCC", "TARGET"):
                problems.append(f"{name}: positional {a.metavar or a.dest}")
    assert not problems, "\n".join(problems)


#: Commands that write files: each takes -o, --force and -q.
WRITERS = {"dump", "extract", "strip", "replace", "build", "mutate", "scan", "make-corpus"}


@pytest.mark.parametrize("name", sorted(COMMANDS))
def test_every_command_has_quiet_and_writers_have_output_and_force(name):
    flags = {f for a in _options(COMMANDS[name]) for f in a.option_strings}
    assert "-q" in flags
    if name in WRITERS:
        assert {"-o", "--force"} <= flags


def test_list_is_an_option_wherever_a_command_lists():
    for name in ("check", "mutate", "fuzz"):
        assert "--list" in {f for a in _options(COMMANDS[name]) for f in a.option_strings}


def test_every_argument_has_help():
    missing = [f"{name} {a.option_strings[0] if a.option_strings else a.metavar}"
               for name, p in COMMANDS.items() for a in _options(p)
               if not a.help and a.help != argparse.SUPPRESS]
    assert not missing, missing
