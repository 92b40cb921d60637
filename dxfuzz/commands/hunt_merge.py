"""``dxfuzz hunt-merge``: the work folders of hunts run on several machines
merged into one: findings deduplicated by signature, counts summed, one report.

    dxfuzz hunt-merge work-A work-B -o work-all

See :mod:`dxfuzz.hunt.merge` and docs/campaigns.md.
"""
from __future__ import annotations

import os
import shutil

from . import FINDINGS, CommandError, Status, add, add_force, add_inputs, add_output, add_quiet

#: What a merge writes in its folder (``--force`` removes them first).
WRITTEN = ("state.json", "report.json", "report.md", "merge.json", "findings")


def register(sub):
    p = add(sub, "hunt-merge", "merge the work folders of hunts run on several machines: findings "
                               "deduplicated by signature, counts summed, one report",
            "dxfuzz hunt-merge work-A work-B -o work-all", run)
    add_inputs(p, "hunt work folders (dxfuzz hunt -o DIR), one per machine or campaign")
    add_output(p, "folder", help="the merged work folder: state, findings, report.md, report.json, "
                                 "merge.json (required)")
    add_force(p, "replace what an earlier merge or campaign wrote in the output folder")
    add_quiet(p, "print only the summary line")


def run(args) -> int:
    from .. import output
    from ..hunt import merge, report
    if not args.output:
        raise CommandError("give the merged work folder with -o DIR")
    output.check_folder(args.output, args.paths, what="merged work folder")
    if os.path.exists(os.path.join(args.output, "state.json")):
        if not args.force:
            raise CommandError("holds a campaign or a merge already; --force replaces it", args.output)
        for name in WRITTEN:
            path = os.path.join(args.output, name)
            if os.path.isdir(path):
                shutil.rmtree(path)
            elif os.path.exists(path):
                os.remove(path)
    status = Status()
    done = merge.merge(args.paths, args.output, status.error)
    if done is None:
        raise CommandError("no work folder could be merged")
    d, merged = done
    text = report.summary(d)
    if args.quiet:
        text = text.splitlines()[0]
    print(text.replace("hunt:", f"hunt-merge: {merged} campaigns,", 1))
    print(f"report: {os.path.join(args.output, 'report.md')}")
    if d["signatures"]:
        status.finding()
    return max(status.code, FINDINGS if d["signatures"] else 0)
