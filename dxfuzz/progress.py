"""A progress bar for long runs over many files.

It draws on stderr, and only when stderr is a terminal: in a pipe, a log or
a test it prints nothing, so a command's output is the same either way.

    for path in progress.track(paths, label="check"):
        ...

``track`` wraps any iterable (a list gives a total and a percentage, a
generator only a count); ``Progress`` is the same thing used by hand.
"""
from __future__ import annotations

import os
import sys
import time
from collections.abc import Iterable, Iterator

#: Least time between two redraws, in seconds.
REDRAW = 0.1

#: The bar being shown, if any (so :func:`echo` can clear it first).
_CURRENT: list = []


def _width(stream) -> int:
    try:
        width = os.get_terminal_size(stream.fileno()).columns
    except (OSError, ValueError, AttributeError):
        width = 0
    return width if width >= 20 else 80


def enabled(stream=None) -> bool:
    """True when a bar should be drawn on ``stream`` (stderr by default):
    it is a terminal and ``DXFUZZ_NO_PROGRESS`` is not set."""
    stream = sys.stderr if stream is None else stream
    if os.environ.get("DXFUZZ_NO_PROGRESS"):
        return False
    isatty = getattr(stream, "isatty", None)
    try:
        return bool(isatty and isatty())
    except (ValueError, OSError):  # a closed stream
        return False


class Progress:
    """A one-line progress display: label, count (of total), rate, item."""

    def __init__(self, total: int | None = None, label: str = "", stream=None,
                 enabled_: bool | None = None):
        self.total = total
        self.label = label
        self.stream = sys.stderr if stream is None else stream
        self.active = enabled(self.stream) if enabled_ is None else enabled_
        self.count = 0
        self.start = time.monotonic()
        self._last = 0.0
        self._drawn = False
        if self.active:
            _CURRENT.append(self)

    def update(self, n: int = 1, item: str = "") -> None:
        self.count += n
        if not self.active:
            return
        now = time.monotonic()
        if now - self._last < REDRAW and (self.total is None or self.count < self.total):
            return
        self._last = now
        self._draw(now, item)

    def _draw(self, now: float, item: str) -> None:
        elapsed = max(now - self.start, 1e-9)
        rate = self.count / elapsed
        width = _width(self.stream)
        if self.total:
            frac = min(self.count / self.total, 1.0)
            bar_w = 20
            filled = int(frac * bar_w)
            bar = "#" * filled + "-" * (bar_w - filled)
            head = f"{self.label} [{bar}] {self.count}/{self.total} {frac * 100:3.0f}% {rate:.0f}/s"
        else:
            head = f"{self.label} {self.count} {rate:.0f}/s"
        line = head
        if item:
            room = width - len(head) - 2
            if room > 8:
                line = f"{head}  {item if len(item) <= room else '...' + item[-(room - 3):]}"
        self.stream.write("\r" + line[:width - 1].ljust(width - 1))
        self.stream.flush()
        self._drawn = True

    def clear(self) -> None:
        """Erase the bar; the next update draws it again."""
        if self.active and self._drawn:
            width = _width(self.stream)
            self.stream.write("\r" + " " * (width - 1) + "\r")
            self.stream.flush()
        self._drawn = False
        self._last = 0.0

    def close(self) -> None:
        """Erase the bar for good."""
        self.clear()
        if self in _CURRENT:
            _CURRENT.remove(self)

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()
        return False


def track(items: Iterable, label: str = "", total: int | None = None,
          stream=None) -> Iterator:
    """Yield from ``items`` while drawing a bar (when stderr is a terminal)."""
    if total is None:
        try:
            total = len(items)  # type: ignore[arg-type]
        except TypeError:
            total = None
    bar = Progress(total, label, stream)
    try:
        for item in items:
            yield item
            bar.update(1, item if isinstance(item, str) else "")
    finally:
        bar.close()


def echo(message: str = "", file=None) -> None:
    """``print`` that first erases a bar being shown (it is redrawn on the
    next update), so output lines never mix with the bar."""
    for bar in _CURRENT:
        bar.clear()
    print(message, file=sys.stdout if file is None else file)
