"""Line coverage of the generated parsers, without the ``coverage`` package:
replay inputs through the target bodies under ``sys.settrace`` and count
the lines of ``generated/dxcontainer*.py`` that ran, out of the lines that
hold code (from the modules' code objects)."""
from __future__ import annotations

import os
import re
import sys
import types

from .. import kaitai


_FUNCTION = 0x0001  # CO_OPTIMIZED: a function body, not a module or class body


def _code_lines(code, out):
    if code.co_flags & _FUNCTION and code.co_name != "_fetch_instances":
        first = code.co_firstlineno  # the def line itself runs at import
        out.update(line for _, _, line in code.co_lines() if line is not None and line != first)
    for const in code.co_consts:
        if isinstance(const, types.CodeType):
            _code_lines(const, out)


_CACHED = re.compile(r"if hasattr\(self, '(_m_\w+)'\):$")


def executable_lines(path: str) -> set:
    """Line numbers of a module's function bodies that hold code: what a
    decode can run. Left out: module and class bodies (they run at import),
    Kaitai's ``_fetch_instances`` (dxfuzz does not use it), and the
    ``return self._m_x`` under ``if hasattr(self, '_m_x'):`` that starts each
    instance, which only a second read of the instance runs (a decode reads
    each once, so counting it would measure the reader, not the input)."""
    with open(path) as f:
        source = f.read()
    out = set()
    _code_lines(compile(source, path, "exec"), out)
    lines = source.splitlines()
    for number in list(out):
        m = _CACHED.search(lines[number - 2].strip()) if number >= 2 else None
        if m and lines[number - 1].strip() == f"return self.{m.group(1)}":
            out.discard(number)
    return out


class LineCounter:
    """Context manager recording the lines run in files under ``folder``."""

    def __init__(self, folder: str = None):
        self.folder = os.path.abspath(folder or kaitai.GENERATED_DIR)
        self.hits: dict = {}
        self._mine: dict = {}

    def _tracer(self, frame, event, arg):
        name = frame.f_code.co_filename
        mine = self._mine.get(name)
        if mine is None:
            mine = self._mine[name] = os.path.abspath(name).startswith(self.folder)
        if not mine:
            return None
        lines = self.hits.setdefault(name, set())

        def local(frame, event, arg):
            if event == "line":
                lines.add(frame.f_lineno)
            return local
        lines.add(frame.f_lineno)
        return local

    def __enter__(self):
        self._saved = sys.gettrace()
        sys.settrace(self._tracer)
        return self

    def __exit__(self, *exc):
        sys.settrace(self._saved)
        return False

    def report(self):
        """``{module file name: (lines run, lines with code)}`` for every generated module."""
        out = {}
        for name in sorted(os.listdir(self.folder)):
            if not (name.startswith("dxcontainer") and name.endswith(".py")):
                continue
            path = os.path.join(self.folder, name)
            total = executable_lines(path)
            hit = {ln for f, lines in self.hits.items() if os.path.abspath(f) == path for ln in lines}
            out[name] = (len(hit & total), len(total))
        return out


def replay(inputs_by_target: dict, counter: LineCounter = None) -> dict:
    """Run every ``(target, [inputs])`` through its body under the line
    counter (a new one, or ``counter`` to add to the lines it has already
    seen); returns :meth:`LineCounter.report`."""
    from . import bodies
    counter = counter or LineCounter()
    with counter:
        for target, inputs in inputs_by_target.items():
            run = bodies.body(target)
            for data in inputs:
                try:
                    run(data)
                except Exception:  # noqa: BLE001 - breaches are reported elsewhere
                    pass
    return counter.report()
