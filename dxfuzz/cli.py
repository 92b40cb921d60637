"""The ``dxfuzz`` command line. Each sub-command lives in its own module in
``dxfuzz/commands/`` and registers itself with ``register(subparsers)``;
here every failure becomes one line on stderr and a documented exit code."""
from __future__ import annotations

import argparse
import importlib
import os
import sys

from . import commands
from .commands import CommandError, EXIT_CODES, FINDINGS, INTERNAL, INTERRUPTED, PROG

#: Set to see the traceback of an internal error.
TRACEBACK_ENV = "DXFUZZ_TRACEBACK"


def version() -> str:
    """dxfuzz's one version number (the package metadata's is read from it)."""
    from . import __version__
    return __version__


def command_modules() -> list:
    """The modules of ``dxfuzz/commands/``, one per sub-command, by name
    (listed from the folder: pkgutil's walk costs more than the rest of
    ``--help``)."""
    folder = os.path.dirname(commands.__file__)
    return sorted(f[:-3] for f in os.listdir(folder) if f.endswith(".py") and not f.startswith("_"))


class _Version(argparse.Action):
    """``--version``: print the version and exit."""

    def __call__(self, parser, namespace, values, option_string=None):
        print(f"dxfuzz {version()}")
        parser.exit()


def build_parser(argv=None) -> argparse.ArgumentParser:
    """The command line's parser. Given the arguments, it registers only the
    command they name (each command module imports what it needs, so a
    command starts without loading the others); without, or when they name
    none, every command (``dxfuzz --help`` lists them all)."""
    parser = argparse.ArgumentParser(
        prog="dxfuzz",
        description="Read, check, write and fuzz DirectX shader containers (DXBC / DXIL).",
        formatter_class=argparse.RawDescriptionHelpFormatter,
        epilog="Run 'dxfuzz COMMAND --help' for a command's options and an example.\n\n"
               + EXIT_CODES)
    parser.add_argument("--version", action=_Version, nargs=0, help="print the version and exit")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    sub.required = True
    names = command_modules()
    named = next((a for a in argv or () if not a.startswith("-")), None)
    if named is not None and named.replace("-", "_") in names:
        names = [named.replace("-", "_")]
    for name in names:
        importlib.import_module(f"{commands.__name__}.{name}").register(sub)
    return parser


def main(argv=None) -> int:
    """Run the command ``argv`` gives (the process's own command line when
    None: the process then ends with its status, no signal changes it)."""
    from . import interrupts
    as_process = argv is None
    previous = interrupts.install()
    try:
        argv = list(sys.argv[1:] if argv is None else argv)
        from . import kaitai
        kaitai.load_lazily()  # a command loads the parsers of the parts it reads
        parser = build_parser(argv)  # imports the command: Ctrl-C is handled from here on
        argv, tail = commands.split_passthrough(argv)
        args = parser.parse_args(argv)  # a usage error exits 2 with argparse's message
        if tail:
            args.passthrough = tail
        PROG[0] = f"dxfuzz {args.command}"
        from . import output
        output.guard_inputs(commands.input_paths(args))
        commands.check_part_index(args)
        return int(args.run(args) or 0)
    except commands.FindingError as exc:
        commands.finding_line(exc.message, exc.path)
        return FINDINGS
    except CommandError as exc:
        return commands.error(exc.message, exc.path)
    except KeyboardInterrupt:
        print(f"\n{PROG[0]}: interrupted", file=sys.stderr)
        return INTERRUPTED
    except BrokenPipeError:  # the reader went away (| head): stop quietly
        _quiet_stdout()
        return 0
    except OSError as exc:  # an I/O failure no command expected (a full disk, ...)
        where = exc.filename if exc.filename is not None else None
        return commands.error(exc.strerror or str(exc), where)
    except MemoryError:
        return commands.error("out of memory")
    except Exception as exc:  # a bug: one line, the traceback on request
        if os.environ.get(TRACEBACK_ENV):
            raise
        commands.error(f"internal error: {type(exc).__name__}: {exc} (a bug in dxfuzz; "
                       f"{TRACEBACK_ENV}=1 shows the traceback)")
        return INTERNAL
    finally:
        if as_process:
            interrupts.settle()
        else:
            interrupts.restore(previous)
        from . import output
        output.guard_inputs(())


def _quiet_stdout() -> None:
    """Point stdout at /dev/null, so flushing it at exit cannot fail again."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError, AttributeError):
        pass


if __name__ == "__main__":
    sys.exit(main())
