"""The import structure of dxfuzz, read from each module's source (imports inside functions too):
the builder sits below the dump's view and neither imports the other back, directly or around a circle."""
from __future__ import annotations

import ast
import os

from conftest import REPO

BUILDER = "dxfuzz.builder"
VIEW = "dxfuzz.view"
#: names the import system sets on a package before its code runs: taking one imports nothing
SET_BEFORE = {"__path__", "__file__", "__name__", "__package__", "__spec__"}


def _modules() -> dict:
    """``{name: path}`` of every module of the dxfuzz source tree (``dxfuzz.generated`` is ``generated/``)."""
    out = {}
    for top, name in (("dxfuzz", "dxfuzz"), ("generated", "dxfuzz.generated")):
        root = os.path.join(REPO, top)
        for folder, dirs, files in os.walk(root):
            dirs[:] = [d for d in dirs if d != "__pycache__"]
            inner = os.path.relpath(folder, root)
            package = name if inner == "." else f"{name}.{inner.replace(os.sep, '.')}"
            for f in files:
                if f.endswith(".py"):
                    out[package if f == "__init__.py" else f"{package}.{f[:-3]}"] = os.path.join(folder, f)
    return out


def _imports(name: str, path: str, modules: dict) -> set:
    """The dxfuzz modules one module imports anywhere in its file, each the
    file that runs: ``from .view import trees`` names ``dxfuzz.view.trees``,
    ``from .view import View`` names ``dxfuzz.view`` (its ``__init__.py``)."""
    package = name if path.endswith("__init__.py") else name.rpartition(".")[0]
    with open(path, encoding="utf-8") as f:
        tree = ast.parse(f.read(), path)
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:  # relative: ``..`` is the package above this module's
                parts = package.split(".")
                base = ".".join(parts[:len(parts) - node.level + 1] + ([node.module] if node.module else []))
            found.update(f"{base}.{a.name}" if f"{base}.{a.name}" in modules else base
                         for a in node.names if a.name not in SET_BEFORE)
    return {m for m in found if m in modules and m != name}


def _graph() -> dict:
    """``{module: the dxfuzz modules it imports}``."""
    modules = _modules()
    return {name: _imports(name, path, modules) for name, path in modules.items()}


def _circle(graph: dict, start: str) -> list | None:
    """A chain of imports from ``start`` back to itself, or None."""
    seen, stack = set(), [(start, [start])]
    while stack:
        name, chain = stack.pop()
        for nxt in sorted(graph.get(name, ())):
            if nxt == start:
                return chain + [start]
            if nxt not in seen:
                seen.add(nxt)
                stack.append((nxt, chain + [nxt]))
    return None


def test_the_imports_are_read_inside_functions_too():
    graph = _graph()
    # both function-local: a reading that missed them would pass the test below for nothing
    assert "dxfuzz.view.trees" in graph[BUILDER]  # _check_unedited shows a part's body as the dump does
    assert "dxfuzz.write" in graph[BUILDER]  # build_part's writers


def test_the_builder_and_the_view_import_no_circle():
    graph = _graph()
    assert VIEW not in graph[BUILDER], "the builder imports the dump's view (dxfuzz/view/__init__.py)"
    views = [name for name in graph if name == VIEW or name.startswith(VIEW + ".")]
    circles = {name: _circle(graph, name) for name in [BUILDER, *views]}
    assert {name: chain for name, chain in circles.items() if chain} == {}
