"""Sub-commands of the ``dxfuzz`` CLI, one module each.

A module defines ``register(subparsers)``, which adds its parser and sets
``run`` (a function of the parsed arguments returning the exit code).
"""
from __future__ import annotations

import argparse


def add(sub, name: str, help: str, example: str, run):
    """Add a sub-command whose ``--help`` ends with an example."""
    p = sub.add_parser(name, help=help, description=help,
                       epilog=f"example:\n  {example}",
                       formatter_class=argparse.RawDescriptionHelpFormatter)
    p.set_defaults(run=run)
    return p
