"""The ``dxfuzz`` command line. Each sub-command lives in its own module in
``dxfuzz/commands/`` and registers itself with ``register(subparsers)``."""
from __future__ import annotations

import argparse
import importlib
import pkgutil
import sys

from . import commands


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="dxfuzz",
        description="Read, check, write and fuzz DirectX shader containers (DXBC / DXIL).",
        formatter_class=argparse.RawDescriptionHelpFormatter,
        epilog="Run 'dxfuzz COMMAND --help' for a command's options and an example.")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    sub.required = True
    for info in sorted(pkgutil.iter_modules(commands.__path__), key=lambda m: m.name):
        if info.name.startswith("_"):
            continue
        mod = importlib.import_module(f"{commands.__name__}.{info.name}")
        mod.register(sub)
    return parser


def main(argv=None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        return int(args.run(args) or 0)
    except BrokenPipeError:
        return 0


if __name__ == "__main__":
    sys.exit(main())
