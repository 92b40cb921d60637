"""What an installed dxfuzz holds: every package of the source tree is one
``pyproject.toml`` installs (an unlisted one imports from a checkout and
fails once installed, as in the OSS-Fuzz build)."""
from __future__ import annotations

import os
import tomllib

from conftest import REPO


def test_every_package_of_the_tree_is_installed():
    with open(os.path.join(REPO, "pyproject.toml"), "rb") as f:
        listed = set(tomllib.load(f)["tool"]["setuptools"]["packages"])
    found = set()
    for folder, dirs, files in os.walk(os.path.join(REPO, "dxfuzz")):
        dirs[:] = [d for d in dirs if d != "__pycache__"]
        if "__init__.py" in files:
            found.add(os.path.relpath(folder, REPO).replace(os.sep, "."))
    assert found - listed == set()
    assert "dxfuzz.signatures" in found and "dxfuzz.generated" in listed
