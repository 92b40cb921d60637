"""``dxfuzz strip``: remove parts from a container."""
from __future__ import annotations

from . import add, fourcc
from ._editing import add_edit_options, add_edited_input, editing, refusals, write_edit


def register(sub):
    p = add(sub, "strip", "remove parts from a container, rewriting offsets, sizes and the "
                          "digest (in place, or to -o)",
            "dxfuzz strip shader.cso STAT ILDN PRIV --missing-ok -o stripped.cso", run)
    add_edited_input(p)
    p.add_argument("fourccs", nargs="+", metavar="FOURCC", type=fourcc,
                   help="fourccs of the parts to remove (every part with that fourcc)")
    p.add_argument("--missing-ok", action="store_true",
                   help="a FOURCC the container does not have is not an error")
    add_edit_options(p)


def run(args) -> int:
    from .. import edit
    with editing(args) as (data, held):
        with refusals(args):
            out = edit.strip(data, args.fourccs, digest=args.digest, missing_ok=args.missing_ok)
            gone = [f for f in dict.fromkeys(args.fourccs) if edit.count_parts(data, f)]
        return write_edit(args, data, out, f"removed {', '.join(gone)}" if gone else "no such part",
                          held)
