"""The files a command was given: named files, folders walked for containers,
``-`` for stdin, and every path that could not be used reported, never skipped."""
from __future__ import annotations

import os
import sys
from collections.abc import Iterable, Iterator

MAGIC = b"DXBC"

#: How a path names standard input.
STDIN = "-"


def is_container(path: str) -> bool:
    try:
        with open(path, "rb") as f:
            return f.read(4) == MAGIC
    except OSError:
        return False


def walk(folder: str, exclude: Iterable[str] = (), onerror=None) -> Iterator[str]:
    """Every name below ``folder`` that is not a folder, in sorted order;
    folders in ``exclude`` are not entered; ``onerror`` gets the OSError of
    a folder that cannot be listed."""
    skip = {os.path.realpath(e) for e in exclude}
    for root, dirs, names in os.walk(folder, onerror=onerror):
        dirs[:] = sorted(d for d in dirs if os.path.realpath(os.path.join(root, d)) not in skip)
        for name in sorted(names):
            yield os.path.join(root, name)


def iter_containers(paths: Iterable[str]) -> Iterator[str]:
    """Every container named or found below the given paths (directories are
    walked in sorted order; a file is a container if it starts with DXBC).
    Paths that are missing or not containers are passed over: commands use
    :class:`Inputs`, which reports them."""
    for path in paths:
        if os.path.isdir(path):
            for full in walk(path):
                if is_container(full):
                    yield full
        elif is_container(path):
            yield path


def label(path: str) -> str:
    """How messages name an input (``<stdin>`` for ``-``)."""
    return "<stdin>" if path == STDIN else path


def read(path: str) -> bytes:
    if path == STDIN:
        return sys.stdin.buffer.read()
    with open(path, "rb") as f:
        return f.read()


#: The version tags an effect file starts with (``fxc /T fx_4_0|fx_4_1|fx_5_0``
#: writes fx_5_0 effects as the bare effect, not inside a container).
EFFECT_TAGS = (b"\x01\x10\xff\xfe", b"\x11\x10\xff\xfe", b"\x01\x20\xff\xfe")


def not_container(data: bytes) -> str | None:
    """Why ``data`` is not a container at all (no DXBC magic), or None."""
    if not data:
        return "not a container: the file is empty"
    if data[:4] != MAGIC:
        if len(data) < 4:
            return f"not a container: {len(data)} bytes, it does not start with DXBC"
        return f"not a container: it starts with {bytes(data[:4])!r}, not DXBC"
    return None


def reason(exc: OSError) -> str:
    """An OSError in a few words (without the path, which the caller names)."""
    return exc.strerror or str(exc)


class Inputs:
    """The inputs a command was named, resolved into files, each problem
    reported as one line (``report(message, path)``) and counted.

    * a named file is an input whatever its content if ``named="any"``,
      a container or a bare effect if ``"effects"``, else (``"container"``)
      it must start with DXBC;
    * a named folder is walked (sorted); the files in it that start with DXBC
      are inputs (also bare effects if ``walked="effects"``, all files if
      ``walked="any"``); folders in ``exclude`` are
      not entered; a folder holding no input is itself an error;
    * ``-`` is standard input (once);
    * a missing path, an unreadable file or folder is an error.

    Every path the user named is either processed or reported: nothing is
    passed over in silence.
    """

    def __init__(self, names: Iterable[str], report, *, named: str = "container",
                 walked: str = "container", exclude: Iterable[str] = ()):
        self.names = list(names)
        self.report = report
        self.named = named
        self.walked = walked
        self.exclude = [e for e in exclude if e]
        self.errors = 0
        self._paths: list[str] | None = None
        self._stdin: bytes | None = None

    def fail(self, message: str, path: str) -> None:
        self.errors += 1
        self.report(message, path)

    def paths(self) -> list[str]:
        """Every file to process, in order (folders expanded)."""
        if self._paths is None:
            self._paths = []
            for name in self.names:
                self._paths += self._expand(name)
        return self._paths

    def _expand(self, name: str) -> list[str]:
        if name == STDIN:
            return [STDIN]
        if name == "":
            self.fail("an empty path (an unset variable?)", "''")
            return []
        try:
            os.stat(name)
        except OSError as exc:
            self.fail(reason(exc), name)
            return []
        if not os.path.isdir(name):
            return [name]
        found, unreadable = [], []
        for full in walk(name, self.exclude, unreadable.append):
            if not os.path.isfile(full):
                continue  # a socket, a fifo, a dangling link: not a file to read
            if self.walked == "any":
                found.append(full)
                continue
            try:
                with open(full, "rb") as f:
                    head = f.read(4)
                    if head == MAGIC or (self.walked == "effects" and head in EFFECT_TAGS):
                        found.append(full)
            except OSError as exc:
                self.fail(reason(exc), full)
        for exc in unreadable:
            self.fail(reason(exc), exc.filename or name)
        if not found and not unreadable:
            what = "files" if self.walked == "any" else "containers (files starting with DXBC)"
            self.fail(f"a folder with no {what} in it", name)
        return found

    def read(self, path: str) -> bytes | None:
        """The bytes of one input, or None (reported) when it cannot be used."""
        shown = label(path)
        try:
            if path == STDIN:
                if self._stdin is None:
                    self._stdin = sys.stdin.buffer.read()
                data = self._stdin
            else:
                data = read(path)
        except IsADirectoryError:
            self.fail("is a folder", shown)
            return None
        except OSError as exc:
            self.fail(reason(exc), shown)
            return None
        named = path == STDIN or path in self.names
        kind = self.named if named else self.walked
        if kind in ("container", "effects"):
            why = not_container(data)
            if why and kind == "effects" and bytes(data[:4]) in EFFECT_TAGS:
                why = None
            if why:
                self.fail(why + (" nor an effect" if kind == "effects" else ""), shown)
                return None
        return data

    def __iter__(self) -> Iterator[tuple[str, bytes]]:
        """``(path, bytes)`` of every input that can be used."""
        return self.track(None)

    def track(self, what: str | None) -> Iterator[tuple[str, bytes]]:
        """``(path as shown, bytes)`` of every input that can be used, with a
        progress bar labelled ``what`` (on a terminal, when ``what`` is given)."""
        paths = self.paths()
        if what is not None:
            from . import progress
            paths = progress.track(paths, label=what)
        for path in paths:
            data = self.read(path)
            if data is not None:
                yield label(path), data
