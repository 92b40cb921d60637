"""Sub-commands of the ``dxfuzz`` CLI, one module each, and what they share:
the exit codes, the one-line error, and the options every command spells alike.

A module defines ``register(subparsers)``, which adds its parser with
:func:`add` and sets ``run`` (a function of the parsed arguments returning
the exit code). Errors about what the user gave (a path, an option, an
output that would damage an input) are raised as :class:`CommandError` or
reported with :func:`error`; :func:`dxfuzz.cli.main` prints each as one line
naming the user's path, never a traceback.
"""
from __future__ import annotations

import argparse
import os
import sys

#: Exit codes, the same for every command (``dxfuzz --help`` lists them).
OK = 0  #: everything named was processed and nothing was found
FINDINGS = 1  #: processed, with findings: check failures, mismatches, disagreements, breaches
ERROR = 2  #: usage or I/O error: a bad option, an input not processed, an output not written
INTERNAL = 3  #: a bug in dxfuzz (the message says how to see the traceback)
INTERRUPTED = 130  #: stopped by Ctrl-C (SIGINT) or SIGTERM; nothing half-written is left

EXIT_CODES = f"""\
exit status, the same for every command:
  {OK}    done: every input named was processed and nothing was found
  {FINDINGS}    findings: check failures, files that do not parse or round-trip,
       mismatches, disagreements with FXC or LLVM, fuzzing breaches
  {ERROR}    usage or I/O error: a bad option, an input that could not be read
       or is not a container, an output that could not or may not be
       written (the input itself, a read-only file); one line on stderr
       names the path. Other inputs are still processed.
  {INTERNAL}    internal error: a bug in dxfuzz (DXFUZZ_TRACEBACK=1 shows it)
  {INTERRUPTED}  interrupted (Ctrl-C); files being written are left as they were
Results go to stdout, errors and progress to stderr."""

#: The command being run, for the prefix of error lines (set by the CLI).
PROG = ["dxfuzz"]


class CommandError(Exception):
    """Something the user gave cannot be used: one line, exit status 2.

    ``path`` is the user's path (as typed) the message is about, if any."""

    def __init__(self, message: str, path: str = None):
        super().__init__(message)
        self.message = message
        self.path = path

    def __str__(self) -> str:
        return f"{self.path}: {self.message}" if self.path is not None else self.message


def error(message: str, path: str = None) -> int:
    """Print one error line on stderr (``dxfuzz CMD: PATH: message``); returns ERROR."""
    from .. import progress
    text = f"{path}: {message}" if path is not None else message
    progress.echo(f"{PROG[0]}: {text}", file=sys.stderr)
    return ERROR


class Status:
    """The exit status of a run over many inputs: the worst of what happened."""

    def __init__(self):
        self.code = OK
        self.errors = 0  #: inputs not processed, outputs not written

    def error(self, message: str, path: str = None) -> None:
        error(message, path)
        self.errors += 1
        self.code = max(self.code, ERROR)

    def finding(self) -> None:
        self.code = max(self.code, FINDINGS)


def read_single(path: str, named: str = "container") -> bytes:
    """The bytes of the one input a command takes (``-`` is stdin); a path
    that cannot be used raises :class:`CommandError`."""
    from .. import files
    if path != files.STDIN and os.path.isdir(path):
        raise CommandError("is a folder; this command reads one file", path)
    problems = []
    for _, data in files.Inputs([path], lambda message, where: problems.append((message, where)),
                                named=named):
        return data
    raise CommandError(*problems[0])


#: Commands whose arguments after ``--`` are another program's command line.
PASSTHROUGH = set()


def add(sub, name: str, help: str, example: str, run, passthrough: bool = False):
    """Add a sub-command whose ``--help`` ends with an example and the exit
    codes. With ``passthrough``, what follows ``--`` on its command line is
    not parsed but given to it whole as ``args.passthrough``."""
    p = sub.add_parser(name, help=help, description=help,
                       epilog=f"example:\n  {example}\n\n{EXIT_CODES}",
                       formatter_class=argparse.RawDescriptionHelpFormatter)
    p.set_defaults(run=run, passthrough=[])
    if passthrough:
        PASSTHROUGH.add(name)
    return p


def split_passthrough(argv):
    """``(argv, tail)``: a passthrough command's arguments cut at ``--``."""
    name = next((a for a in argv if not a.startswith("-")), None)
    if name in PASSTHROUGH and "--" in argv:
        at = argv.index("--")
        return argv[:at], argv[at + 1:]
    return argv, []


# --- option values ----------------------------------------------------------------


def _number(kind, least, what):
    def parse(text: str):
        try:
            value = kind(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"{text!r} is not a number") from None
        if value != value or value < least:  # NaN, or below the least
            raise argparse.ArgumentTypeError(f"{text!r}: {what}")
        return value
    parse.__name__ = what
    return parse


#: ``type=`` of options that count something (0 allowed) or need at least one.
count = _number(int, 0, "must be 0 or more")
positive = _number(int, 1, "must be 1 or more")
seconds = _number(float, 0.001, "must be a positive number of seconds")
factor = _number(float, 0, "must be 0 or more")


def fourcc(text: str) -> str:
    """A fourcc as the user typed it: exactly four characters (``Aon9``, ``SFI0``)."""
    try:
        text.encode("latin-1")
    except UnicodeEncodeError:
        raise argparse.ArgumentTypeError(f"{text!r}: a fourcc is four Latin-1 characters") from None
    if len(text) != 4:
        raise argparse.ArgumentTypeError(f"{text!r}: a fourcc is four characters")
    return text


# --- the spellings every command shares -----------------------------------------


def add_output(p, what: str = "file", help: str = None):
    """``-o/--output``: where a command writes (a file, or a folder)."""
    default = {"file": "write to OUT instead of stdout ('-' for stdout)",
               "folder": "output folder (created if missing)"}[what]
    p.add_argument("-o", "--output", metavar="OUT" if what == "file" else "DIR",
                   help=help or default)
    if what == "folder":  # the spelling of earlier versions
        p.add_argument("--out", dest="output", help=argparse.SUPPRESS)


def add_quiet(p, help: str = "print only problems and the summary"):
    p.add_argument("-q", "--quiet", action="store_true", help=help)


def add_force(p, help: str):
    p.add_argument("--force", action="store_true", help=help)


def add_format(p, default: str = "text", extra=()):
    p.add_argument("--format", choices=("text", "json", *extra), default=default,
                   help=f"output format (default {default})")


def add_part(p, help: str = "only the parts with this fourcc (DXIL, ISG1, RDEF, SHEX, ...)"):
    """``--part FOURCC`` and ``--index N``: a part by fourcc, the N-th of that fourcc."""
    p.add_argument("--part", metavar="FOURCC", type=fourcc, help=help)
    p.add_argument("--index", type=count, metavar="N", default=None,
                   help="with --part: only the N-th part with that fourcc (0 is the first)")
