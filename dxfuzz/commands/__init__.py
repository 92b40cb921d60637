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
        return f"{shown(self.path)}: {self.message}" if self.path is not None else self.message


class FindingError(CommandError):
    """A finding that ends a command: the input does not decode, so there is
    no result for it. One line like an error's (:func:`finding_line`), exit
    status 1."""


def shown(path: str) -> str:
    """A user's path as messages print it: as typed, or quoted (Python's
    escapes) when it holds a line break, a control character or edge spaces,
    so that one message stays one line."""
    path = str(path)
    if path.isprintable() and path == path.strip():
        return path
    return repr(path)


def error(message: str, path: str = None) -> int:
    """Print one error line on stderr (``dxfuzz CMD: PATH: message``); returns ERROR."""
    from .. import progress
    text = f"{shown(path)}: {message}" if path is not None else message
    progress.echo(f"{PROG[0]}: {text}", file=sys.stderr)
    return ERROR


def finding_line(message: str, path: str) -> None:
    """Print the line of a finding that stops a command's result for one
    input (it does not decode): on stderr, spelt as an error line
    (``dxfuzz CMD: PATH: message``); the exit status (1) tells the two apart."""
    error(message, path)


class Status:
    """The exit status of a run over many inputs: the worst of what happened."""

    def __init__(self):
        self.code = OK
        self.errors = 0  #: inputs not processed, outputs not written

    def error(self, message: str, path: str = None) -> None:
        error(message, path)
        self.errors += 1
        self.code = max(self.code, ERROR)

    def finding(self, message: str = None, path: str = None) -> None:
        """Count a finding; with ``message``, print its line (:func:`finding_line`)."""
        if message is not None:
            finding_line(message, path)
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


def _number(kind, least, what, most=None):
    def parse(text: str):
        try:
            value = kind(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"{text!r} is not a number") from None
        if value != value or value < least or (most is not None and value > most):
            raise argparse.ArgumentTypeError(f"{text!r}: {what}")  # NaN, or out of range
        return value
    parse.__name__ = what
    return parse


#: ``type=`` of options that count something (0 allowed) or need at least one.
count = _number(int, 0, "must be 0 or more")
positive = _number(int, 1, "must be 1 or more")
seconds = _number(float, 0.001, "must be a positive number of seconds")
factor = _number(float, 0, "must be 0 or more")
#: An exit status another program may end with that is not success.
exit_status = _number(int, 1, "an exit status is a whole number from 1 to 255", most=255)


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
#
# One spelling per concept, the same in every command (tests/test_cli_vocabulary.py
# reads every parser and refuses a second one): inputs are FILE, read from
# files, folders or - (stdin); -o names the output, a file (OUT) or a folder
# (DIR); --part FOURCC and --index N select parts; --format text|json; -q;
# --force; -j N and --timeout SECONDS with one default each; --list lists.

#: Destinations of the arguments that name files a command reads, per parser
#: (``set_defaults(input_dests=...)``): every one is an input for the
#: "output onto an input" refusal.
INPUT_DESTS = "input_dests"

#: ``-j``'s default: the machine's processors.
DEFAULT_JOBS = os.cpu_count() or 1
#: ``--timeout``'s default, seconds: one run of a reader (hunt) or one input
#: of a harness (fuzz) taking longer is a hang.
DEFAULT_TIMEOUT = 10.0


def _register_input(p, dest: str) -> None:
    dests = tuple(p.get_default(INPUT_DESTS) or ()) + (dest,)
    p.set_defaults(**{INPUT_DESTS: dests})


def add_inputs(p, help: str = "containers, folders of them, or - for stdin", optional=False):
    """The positional inputs of a command that reads many (``args.paths``)."""
    p.add_argument("paths", nargs="*" if optional else "+", metavar="FILE", help=help)
    _register_input(p, "paths")


def add_input(p, help: str = "the container ('-' for stdin)"):
    """The positional input of a command that reads one file (``args.file``)."""
    p.add_argument("file", metavar="FILE", help=help)
    _register_input(p, "file")


def add_input_option(p, *flags, **kw):
    """An option naming a file or folder the command reads (a listing, seeds, ...)."""
    action = p.add_argument(*flags, **kw)
    _register_input(p, action.dest)
    return action


def input_paths(args) -> list:
    """Every path the parsed command line names as something to read."""
    out = []
    for dest in getattr(args, INPUT_DESTS, ()) or ():
        value = getattr(args, dest, None)
        if value is None:
            continue
        out += [value] if isinstance(value, str) else list(value)
    return [v for v in out if v and v != "-"]


def add_output(p, what: str = "file", help: str = None):
    """``-o/--output``: where a command writes (a file, or a folder)."""
    default = {"file": "write to OUT instead of stdout ('-' for stdout)",
               "folder": "output folder (created if missing)"}[what]
    p.add_argument("-o", "--output", metavar="OUT" if what == "file" else "DIR",
                   help=help or default)


def add_quiet(p, help: str = "print only problems and the summary"):
    p.add_argument("-q", "--quiet", action="store_true", help=help)


def add_force(p, help: str = "replace a read-only or hard-linked output file"):
    p.add_argument("--force", action="store_true", help=help)


def add_format(p, help: str = None):
    """``--format text|json``: text for people (a command's own layout), JSON for programs."""
    p.add_argument("--format", choices=("text", "json"), default="text",
                   help=help or "output format: text (default) or json")


def add_list(p, what: str):
    """``--list``: print what the command can choose from and exit."""
    p.add_argument("--list", action="store_true", help=f"list the {what} and exit")


def add_jobs(p, help: str):
    p.add_argument("-j", "--jobs", type=positive, default=DEFAULT_JOBS, metavar="N",
                   help=f"{help} (default: the number of CPUs, {DEFAULT_JOBS})")


def add_timeout(p, help: str):
    p.add_argument("--timeout", type=seconds, default=DEFAULT_TIMEOUT, metavar="SECONDS",
                   help=f"{help} (default {DEFAULT_TIMEOUT:g})")


def add_part(p, help: str = "only the parts with this fourcc (DXIL, ISG1, RDEF, SHEX, ...)"):
    """``--part FOURCC`` and ``--index N``: a part by fourcc, the N-th of that fourcc
    (``--index`` alone is refused: :func:`check_part_index`)."""
    p.add_argument("--part", metavar="FOURCC", type=fourcc, help=help)
    add_index(p, "with --part: only the N-th part with that fourcc (0 is the first; "
                 "default: all of them)")


def add_index(p, help: str):
    p.add_argument("--index", type=count, metavar="N", default=None, help=help)


def check_part_index(args) -> None:
    """``--index`` means the N-th part of a fourcc: without ``--part`` it selects nothing."""
    if getattr(args, "index", None) is not None and hasattr(args, "part") and args.part is None:
        raise CommandError("--index selects the N-th part of a fourcc: give --part FOURCC too")
