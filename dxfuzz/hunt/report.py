"""The report of a hunt: ``report.json`` (everything, for tools) and
``report.md`` (the same for people), beside a folder per signature.

Both hold the runs and seconds, this session's phases and their seconds
(they add up to the session's time), warnings (a reader that accepts few
of the seeds), the outcome counts per reader, the most frequent rejection
messages (numbers and the input's path taken out), the bug rate of each
mutation group (runs, runs with a bug, the share), and per signature: its
kind and frames, how the signature was made, the run and time it first
showed, how often it came, the groups that found it, the seed and mutation
of the first finding, and the size of the reproducer before and after
minimizing.
"""
from __future__ import annotations

import json
import os
from dataclasses import asdict

from .outcome import KINDS

#: Rejection messages listed per reader.
TOP_MESSAGES = 15


def data(campaign) -> dict:
    st = campaign.state
    groups = {}
    for name, g in sorted(st["groups"].items()):
        groups[name] = dict(g, bug_rate=round(g["bugs"] / g["runs"], 4) if g["runs"] else 0.0)
    findings = sorted(campaign.findings.values(), key=lambda f: f.first_run)
    return {
        "readers": [{"name": r.name, "command": r.argv,
                     "digest": campaign.digest_probe.get(r.name)} for r in campaign.readers],
        "runs": st["runs"],
        "seconds": round(st["seconds"], 1),
        "runs_per_second": round(st["runs"] / st["seconds"], 1) if st["seconds"] else 0.0,
        "jobs": campaign.jobs,
        "phases": dict(campaign.phases),
        "session_seconds": round(campaign.session_seconds, 3),
        "warnings": list(campaign.warnings),
        "outcomes": st["outcomes"],
        "messages": {r: dict(sorted(m.items(), key=lambda kv: -kv[1])[:TOP_MESSAGES])
                     for r, m in st["messages"].items()},
        "groups": groups,
        "signatures": [dict(asdict(f), folder=os.path.join("findings", f.id)) for f in findings],
    }


def _table(rows, header):
    out = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    out += ["| " + " | ".join(str(c) for c in row) + " |" for row in rows]
    return out


def markdown(d: dict) -> str:
    lines = ["# dxfuzz hunt", ""]
    for r in d["readers"]:
        how = (r["digest"] or {}).get("how", "")
        checks = "checks the digest" if (r["digest"] or {}).get("checks") else "ignores the digest"
        lines.append(f"- reader `{r['name']}`: `{' '.join(r['command'])}` ({checks}; {how})")
    lines += [f"- {d['runs']} runs in {d['seconds']} s ({d['runs_per_second']} runs/s, "
              f"{d['jobs']} at a time); {len(d['signatures'])} unique signatures"]
    phases = d.get("phases") or {}
    if phases:
        lines.append(f"- this session: {d.get('session_seconds', 0):.1f} s = "
                     + " + ".join(f"{k} {v:.1f} s" for k, v in phases.items()))
    lines += [f"- **warning**: {w}" for w in d.get("warnings", [])]
    lines.append("")
    lines += ["## Outcomes", ""]
    lines += _table([[r] + [c.get(k, 0) for k in KINDS] for r, c in d["outcomes"].items()],
                    ["reader", *KINDS])
    lines += ["", "## Mutation groups", ""]
    lines += _table([[g, v["runs"], v["bugs"], f"{100 * v['bug_rate']:.2f}%", v.get("differs", 0)]
                     for g, v in d["groups"].items()],
                    ["group", "runs", "runs with a bug", "bug rate", "verdicts differ"])
    lines += ["", "## Signatures", ""]
    rows = []
    for s in d["signatures"]:
        size = f"{s['size']} -> {s['minimized_size']}" if s["minimized_size"] is not None \
            else f"{s['size']} (not minimized)"
        groups = ", ".join(f"{g} {n}" for g, n in sorted(s["groups"].items(), key=lambda kv: -kv[1]))
        rows.append([f"[{s['id']}]({s['folder']}/)", s["kind"], f"`{s['signature']}`",
                     s.get("signed_by") or s["stack_source"], s["first_run"],
                     f"{s['first_seconds']:.1f} s", s["count"], groups,
                     f"{s['seed']} / {s['mutation']}", size])
    lines += _table(rows, ["finding", "kind", "signature", "how it was signed", "first run",
                           "first after", "runs", "groups", "seed / mutation", "bytes"])
    lines += ["", "Frames without a symbol are `module+offset`; `fn@module+0xSTART` is the "
              "function such an offset is in (from the module's unwind tables), so two "
              "addresses in one function are one signature. The exact frames are in each "
              "finding's `info.json` and `stack.txt`."]
    for reader, messages in d["messages"].items():
        lines += ["", f"## Most frequent rejections of `{reader}`", ""]
        lines += _table([[n, f"`{m}`"] for m, n in messages.items()], ["runs", "message"])
    return "\n".join(lines) + "\n"


def write(campaign) -> dict:
    """Write ``report.json`` and ``report.md`` in the work folder; returns the data."""
    from ..output import write_file
    d = data(campaign)
    write_file(os.path.join(campaign.workdir, "report.json"),
               (json.dumps(d, indent=2) + "\n").encode())
    write_file(os.path.join(campaign.workdir, "report.md"), markdown(d).encode())
    for s in campaign.findings.values():
        folder = campaign.folder(s)
        if os.path.isdir(folder):
            write_file(os.path.join(folder, "info.json"),
                       (json.dumps(asdict(s), indent=2) + "\n").encode())
    return d


def summary(d: dict) -> str:
    """The few lines a hunt ends with."""
    lines = [f"hunt: {d['runs']} runs in {d['seconds']} s ({d['runs_per_second']} runs/s), "
             f"{len(d['signatures'])} unique signatures"]
    phases = d.get("phases") or {}
    if phases:
        lines.append(f"  time: {d.get('session_seconds', 0):.1f} s = "
                     + " + ".join(f"{k} {v:.1f} s" for k, v in phases.items()))
    for reader, c in d["outcomes"].items():
        lines.append(f"  {reader}: " + ", ".join(f"{k} {c.get(k, 0)}" for k in KINDS))
    for s in d["signatures"]:
        lines.append(f"  {s['kind']:9} {s['count']:6d}x  {s['signature'][:110]}")
    return "\n".join(lines)
