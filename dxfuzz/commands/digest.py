"""``dxfuzz digest``: check or fix the container digest."""
from __future__ import annotations

from . import add
from .. import digest, files


def register(sub):
    p = add(sub, "digest", "print each container's digest state (valid, zero, bypass, preview, mismatch)",
            "dxfuzz digest --fix patched.cso", run)
    p.add_argument("files", nargs="+", metavar="FILE")
    p.add_argument("--fix", action="store_true", help="rewrite the digest in place")


def run(args) -> int:
    status = 0
    for path in args.files:
        data = files.read(path)
        if data[:4] != b"DXBC" or len(data) < 32:
            print(f"{path}: not a container")
            status = 1
            continue
        state = digest.state(data)
        if args.fix and state != "valid":
            with open(path, "wb") as f:
                f.write(digest.with_digest(data, "recompute"))
            print(f"{path}: {state} -> valid (fixed)")
        else:
            print(f"{path}: {state}")
    return status
