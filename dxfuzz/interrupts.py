"""Ctrl-C (SIGINT) and SIGTERM as ``KeyboardInterrupt``, held back while a
write commits, so that an interrupted command never reports undone what it did.

:func:`install` (the CLI calls it) makes both signals raise
``KeyboardInterrupt``. Inside :func:`committing` a signal is noted instead;
it is raised when the block ends, or, for the write that ends a command
(``final``), not at all: the command has done its work and exits with its
own status.
"""
from __future__ import annotations

import contextlib
import signal

#: Blocks being committed (nesting), and whether a signal came meanwhile.
_STATE = {"holding": 0, "pending": False, "final": False}


def _handler(signum, frame):
    if _STATE["holding"] or _STATE["final"]:
        _STATE["pending"] = True
        return
    raise KeyboardInterrupt


def install():
    """Route SIGINT and SIGTERM to the handler; returns the previous handlers
    (for :func:`restore`), or None outside the main thread (a test calling
    the CLI from a thread keeps the defaults)."""
    reset()
    try:
        return {s: signal.signal(s, _handler) for s in (signal.SIGINT, signal.SIGTERM)}
    except ValueError:
        return None


def restore(previous) -> None:
    if previous:
        for s, h in previous.items():
            signal.signal(s, h)
    reset()


def settle() -> None:
    """Ignore SIGINT and SIGTERM from here on: the process is ending with
    the command's status (the interpreter would otherwise put the default
    actions back while it shuts down, and a signal then would end the
    process by that signal, whatever the command did)."""
    try:
        for s in (signal.SIGINT, signal.SIGTERM):
            signal.signal(s, signal.SIG_IGN)
    except ValueError:  # not the main thread
        pass


def reset() -> None:
    _STATE.update(holding=0, pending=False, final=False)


@contextlib.contextmanager
def committing(final: bool = False):
    """Hold signals back while the block runs. With ``final`` the command's
    work is done once the block has run: a signal that came during it, or
    comes after it, does not interrupt the command any more."""
    _STATE["holding"] += 1
    try:
        yield
    finally:
        _STATE["holding"] -= 1
    if final:
        _STATE["final"] = True
    elif not _STATE["holding"] and _STATE["pending"] and not _STATE["final"]:
        _STATE["pending"] = False
        raise KeyboardInterrupt
