"""The entry point of dxfuzz's ClusterFuzz blackbox fuzzer, at the root of
dist/dxfuzz-blackbox.zip: ``python run.py --input_dir=DIR --output_dir=DIR --no_of_files=N``.

Everything it runs is in ``lib/`` beside it (dxfuzz and the pure-Python
packages it imports), so a bare ``python3`` (3.9 or later) runs it: no pip,
no virtual environment. What it does is :mod:`dxfuzz.fuzz.blackbox`'s.
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))

if __name__ == "__main__":
    if sys.version_info < (3, 9):
        sys.stderr.write("dxfuzz blackbox: needs Python 3.9 or later, this is %s\n" % sys.version.split()[0])
        sys.exit(2)
    sys.path.insert(0, os.path.join(HERE, "lib"))
    from dxfuzz.fuzz.blackbox import main
    sys.exit(main(bundle_dir=HERE))
