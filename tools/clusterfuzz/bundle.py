"""Writes dist/dxfuzz-blackbox.zip, dxfuzz's ClusterFuzz blackbox fuzzer:
``run.py`` at its root, dxfuzz and the pure-Python packages it imports in ``lib/``, seeds in ``seeds/``.

    python tools/clusterfuzz/bundle.py [-o dist/dxfuzz-blackbox.zip]

``make clusterfuzz-bundle`` runs it. What goes in: ``run.py`` and
``dxfuzz-blackbox.conf`` (this folder's), ``lib/dxfuzz`` (the package, with
the generated parsers as ``lib/dxfuzz/generated`` where an install puts
them), ``lib/kaitaistruct.py`` and ``lib/yaml`` (their Python files only:
PyYAML falls back to them without its C extension), their licences in
``lib/LICENSES``, and the committed ``corpus/`` as ``seeds/``. The members
are sorted and dated 1980-01-01, so the same checkout gives the same bytes.
"""
from __future__ import annotations

import argparse
import importlib.metadata
import os
import sys
import zipfile

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
DEFAULT = os.path.join(REPO, "dist", "dxfuzz-blackbox.zip")
#: The distributions whose modules go into lib/, and the top-level names they have.
VENDORED = {"kaitaistruct": ["kaitaistruct.py"], "PyYAML": ["yaml"]}
STAMP = (1980, 1, 1, 0, 0, 0)


def _files(folder: str, keep=lambda name: True):
    """Files below ``folder``, sorted, without caches and compiled files."""
    for root, dirs, names in os.walk(folder):
        dirs[:] = sorted(d for d in dirs if d != "__pycache__")
        for name in sorted(names):
            if not name.endswith((".pyc", ".so")) and keep(name):
                yield os.path.join(root, name)


def members() -> list:
    """``(name in the archive, path on disk)`` of everything the archive holds."""
    out = [("run.py", os.path.join(HERE, "run.py")),
           ("dxfuzz-blackbox.conf", os.path.join(HERE, "dxfuzz-blackbox.conf"))]
    import dxfuzz
    import dxfuzz.generated
    package = os.path.dirname(os.path.abspath(dxfuzz.__file__))
    generated = os.path.dirname(os.path.abspath(dxfuzz.generated.__file__))
    for path in _files(package):
        rel = os.path.relpath(path, package)
        if rel.split(os.sep)[0] != "generated":  # an install's own copy, if any: taken below
            out.append((f"lib/dxfuzz/{rel}", path))
    for path in _files(generated, lambda name: name.endswith(".py")):
        out.append((f"lib/dxfuzz/generated/{os.path.relpath(path, generated)}", path))
    for dist, tops in VENDORED.items():
        d = importlib.metadata.distribution(dist)
        for f in d.files or ():
            parts = str(f).split("/")
            path = str(d.locate_file(f))
            if parts[0] in tops and str(f).endswith(".py"):
                out.append((f"lib/{f}", path))
            elif "LICEN" in parts[-1].upper() and parts[0].endswith(".dist-info"):
                out.append((f"lib/LICENSES/{dist}-{parts[-1]}", path))
    for name in ("LICENSE",):
        out.append((f"lib/LICENSES/dxfuzz-{name}", os.path.join(REPO, name)))
    licences = os.path.join(REPO, "LICENSES")
    if os.path.isdir(licences):
        for path in _files(licences):
            out.append((f"lib/LICENSES/dxfuzz-{os.path.basename(path)}", path))
    for path in _files(os.path.join(REPO, "corpus"), lambda name: name.endswith(".dxbc")):
        out.append((f"seeds/{os.path.basename(path)}", path))
    return sorted(out)


def write(dest: str) -> int:
    """Write the archive at ``dest`` (through a temporary file); returns its size."""
    os.makedirs(os.path.dirname(os.path.abspath(dest)), exist_ok=True)
    tmp = dest + ".tmp"
    with zipfile.ZipFile(tmp, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as z:
        for name, path in members():
            info = zipfile.ZipInfo(name, STAMP)
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = (0o755 if name == "run.py" else 0o644) << 16
            with open(path, "rb") as f:
                z.writestr(info, f.read())
    os.replace(tmp, dest)
    return os.path.getsize(dest)


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("-o", "--output", default=DEFAULT, metavar="OUT",
                   help="the archive to write (default dist/dxfuzz-blackbox.zip)")
    args = p.parse_args(argv)
    size = write(args.output)
    with zipfile.ZipFile(args.output) as z:
        n = len(z.namelist())
    print(f"{args.output}: {size} bytes, {n} files")
    return 0


if __name__ == "__main__":
    sys.exit(main())
