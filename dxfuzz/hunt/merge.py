"""Hunts run on several machines, merged: their work folders read, findings
deduplicated by signature, counts summed, one work folder and report written (``dxfuzz hunt-merge``).

Each machine runs its own campaign (``dxfuzz hunt ... -o work-A``, another
``--seed`` on each) and the folders are brought together. The merge:

* sums the runs, the seconds (campaign-seconds: two machines for a minute
  are 120), the outcomes and the rejection messages per reader, and the runs
  and bugs per mutation group;
* keeps one finding per signature (the signature is made from the stack, so
  the same bug found on two machines has the same one, and the same id):
  the folder of the campaign that found it first (fewest seconds in), its
  ``repro.dxbc`` and ``repro.sh`` replaced by another campaign's when that
  one minimized it smaller; its count and groups are the sums;
* writes ``state.json`` (so a merged folder can be merged again, and
  ``dxfuzz hunt --runs 0 -o DIR`` minimizes what is not minimized yet),
  ``findings/``, ``report.json`` and ``report.md`` as
  :mod:`dxfuzz.hunt.report` writes a campaign's, and ``merge.json``: per
  campaign merged, its folder, runs, seconds and findings, and per
  signature which campaigns found it how often.
"""
from __future__ import annotations

import dataclasses
import json
import os
import shutil
import time
from types import SimpleNamespace
from typing import Dict, List, Optional, Tuple

from . import report
from .campaign import MAX_MESSAGES, STATE_VERSION, Finding

#: Files of a finding's folder taken from the campaign whose reproducer is smallest.
REPRO_FILES = ("repro.dxbc", "repro.sh")


class MergeError(ValueError):
    """A folder that cannot be merged (no campaign in it, another version)."""

    def __init__(self, message: str, path: str):
        super().__init__(message)
        self.message, self.path = message, path


@dataclasses.dataclass
class Source:
    """One work folder: its state and what its report says of its readers."""

    folder: str
    state: dict
    readers: List[dict]  #: ``{"name", "command", "digest"}`` per reader
    jobs: int
    warnings: List[str]


def read(folder: str) -> Source:
    """A campaign's (or a merge's) work folder; raises :class:`MergeError`."""
    path = os.path.join(folder, "state.json")
    if not os.path.isdir(folder):
        raise MergeError("no such folder", folder)
    try:
        with open(path, encoding="utf-8") as f:
            state = json.load(f)
    except FileNotFoundError:
        raise MergeError("no state.json: not a hunt work folder", folder) from None
    except (OSError, ValueError) as exc:
        raise MergeError(f"state.json cannot be read: {exc}", folder) from None
    if not isinstance(state, dict) or state.get("version") != STATE_VERSION:
        raise MergeError(f"state.json is not of a hunt of this version ({STATE_VERSION})", folder)
    saved: dict = {}
    try:
        with open(os.path.join(folder, "report.json"), encoding="utf-8") as f:
            saved = json.load(f)
    except (OSError, ValueError):
        pass  # a campaign stopped before its report: the names come from the state
    readers = saved.get("readers")
    if not readers:
        argvs = (state.get("identity") or {}).get("readers") or []
        names = list(state.get("outcomes") or {}) or [os.path.basename(a[0]) for a in argvs if a]
        probe = state.get("digest_probe") or {}
        readers = [{"name": n, "command": argvs[i] if i < len(argvs) else [n], "digest": probe.get(n)}
                   for i, n in enumerate(names)]
    return Source(folder, state, readers, int(saved.get("jobs") or 1), list(saved.get("warnings") or []))


def _finding(values: dict) -> Finding:
    known = {f.name for f in dataclasses.fields(Finding)}
    return Finding(**{k: v for k, v in values.items() if k in known})


def _add(into: dict, counts: dict) -> None:
    for k, v in counts.items():
        into[k] = into.get(k, 0) + v


class Merged:
    """The merge of several work folders into ``workdir``: what
    :func:`dxfuzz.hunt.report.data` reads of a campaign, and the merge's own record."""

    def __init__(self, sources: List[Source], workdir: str):
        started = time.monotonic()
        self.workdir = workdir
        self.sources = sources
        self.warnings: List[str] = []
        first = sources[0]
        self.readers = [SimpleNamespace(name=r["name"], argv=list(r["command"])) for r in first.readers]
        self.digest_probe = {r["name"]: r.get("digest") for r in first.readers if r.get("digest")}
        self.jobs = sum(s.jobs for s in sources)
        for s in sources:
            for w in s.warnings:
                if w not in self.warnings:
                    self.warnings.append(w)
            if [r["name"] for r in s.readers] != [r.name for r in self.readers]:
                self.warnings.append(f"{s.folder} ran other readers ({', '.join(r['name'] for r in s.readers)}); "
                                     f"its counts are merged by reader name")
        self.state = self._state()
        self.findings, self.found_in = self._findings()
        self.phases = {"merge": round(time.monotonic() - started, 3)}
        self._started = started

    @property
    def session_seconds(self) -> float:
        return time.monotonic() - self._started

    def folder(self, finding: Finding) -> str:
        return os.path.join(self.workdir, "findings", finding.id)

    def _state(self) -> dict:
        first = self.sources[0].state
        st = {"version": STATE_VERSION, "identity": first.get("identity"), "base": first.get("base", 0),
              "digest": first.get("digest", "auto"), "runs": 0, "seconds": 0.0, "outcomes": {},
              "messages": {}, "groups": {}, "findings": {},
              "digest_probe": first.get("digest_probe") or {},
              "merged_from": [os.path.abspath(s.folder) for s in self.sources]}
        for s in self.sources:
            st["runs"] += int(s.state.get("runs", 0))
            st["seconds"] += float(s.state.get("seconds", 0.0))
            for reader, counts in (s.state.get("outcomes") or {}).items():
                _add(st["outcomes"].setdefault(reader, {}), counts)
            for reader, counts in (s.state.get("messages") or {}).items():
                _add(st["messages"].setdefault(reader, {}), counts)
            for group, counts in (s.state.get("groups") or {}).items():
                _add(st["groups"].setdefault(group, {}), counts)
        for reader, counts in st["messages"].items():
            st["messages"][reader] = dict(sorted(counts.items(), key=lambda kv: -kv[1])[:MAX_MESSAGES])
        st["seconds"] = round(st["seconds"], 3)
        return st

    def _findings(self):
        """``(signature -> merged Finding, signature -> {folder: count})``; the
        finding kept is the first found (fewest seconds in, then the order
        the folders were named in)."""
        merged: Dict[str, Finding] = {}
        found_in: Dict[str, Dict[str, int]] = {}
        self.origin: Dict[str, Source] = {}  #: signature -> the folder its finding's files come from
        self.repro_from: Dict[str, Source] = {}  #: signature -> the folder of the smallest reproducer
        for s in self.sources:
            for sig, values in (s.state.get("findings") or {}).items():
                f = _finding(values)
                by = found_in.setdefault(sig, {})
                where = os.path.abspath(s.folder)
                by[where] = by.get(where, 0) + f.count
                have = merged.get(sig)
                if have is None:
                    merged[sig] = dataclasses.replace(f, groups=dict(f.groups))
                    self.origin[sig] = self.repro_from[sig] = s
                    continue
                count, groups = have.count + f.count, dict(have.groups)
                _add(groups, f.groups)
                if f.first_seconds < have.first_seconds:
                    keep = dataclasses.replace(f, minimized_size=have.minimized_size,
                                               minimize_seconds=have.minimize_seconds)
                    self.origin[sig] = s
                    have = keep
                if f.minimized_size is not None and (have.minimized_size is None
                                                     or f.minimized_size < have.minimized_size):
                    have = dataclasses.replace(have, minimized_size=f.minimized_size,
                                               minimize_seconds=f.minimize_seconds)
                    self.repro_from[sig] = s
                merged[sig] = dataclasses.replace(have, count=count, groups=groups)
        return merged, found_in

    def record(self) -> dict:
        """``merge.json``: the campaigns merged and where each signature was found."""
        return {
            "campaigns": [{"folder": os.path.abspath(s.folder), "runs": s.state.get("runs", 0),
                           "seconds": s.state.get("seconds", 0.0), "jobs": s.jobs,
                           "readers": [r["name"] for r in s.readers],
                           "signatures": len(s.state.get("findings") or {})} for s in self.sources],
            "signatures": {sig: {"id": f.id, "count": f.count, "found_in": self.found_in[sig],
                                 "first_from": os.path.abspath(self.origin[sig].folder),
                                 "repro_from": os.path.abspath(self.repro_from[sig].folder)}
                           for sig, f in sorted(self.findings.items(), key=lambda kv: kv[1].id)},
        }

    def write(self) -> dict:
        """Write the merged work folder; returns the report's data."""
        from ..output import write_file
        os.makedirs(os.path.join(self.workdir, "findings"), exist_ok=True)
        for sig, f in self.findings.items():
            dest = self.folder(f)
            if os.path.isdir(dest):
                shutil.rmtree(dest)
            src = os.path.join(self.origin[sig].folder, "findings", f.id)
            if os.path.isdir(src):
                shutil.copytree(src, dest)
            else:
                os.makedirs(dest, exist_ok=True)
            smaller = os.path.join(self.repro_from[sig].folder, "findings", f.id)
            if self.repro_from[sig] is not self.origin[sig] and os.path.isdir(smaller):
                for name in REPRO_FILES:
                    if os.path.exists(os.path.join(smaller, name)):
                        shutil.copy2(os.path.join(smaller, name), os.path.join(dest, name))
        self.state["findings"] = {sig: dataclasses.asdict(f) for sig, f in self.findings.items()}
        write_file(os.path.join(self.workdir, "state.json"), json.dumps(self.state, indent=1).encode())
        write_file(os.path.join(self.workdir, "merge.json"),
                   (json.dumps(self.record(), indent=2) + "\n").encode())
        self.phases["merge"] = round(self.session_seconds, 3)
        d = report.write(self)
        lines = ["", "## Campaigns merged", "",
                 "| work folder | runs | seconds | signatures |", "|---|---|---|---|"]
        for c in self.record()["campaigns"]:
            lines.append(f"| `{c['folder']}` | {c['runs']} | {c['seconds']:.1f} | {c['signatures']} |")
        lines += ["", "Seconds are summed over the campaigns (two machines for a minute are 120 s); "
                      "merge.json says which campaigns found each signature."]
        write_file(os.path.join(self.workdir, "report.md"), (report.markdown(d) + "\n".join(lines) + "\n").encode())
        return d


def merge(folders: List[str], workdir: str, report_error=None) -> Optional[Tuple[dict, int]]:
    """Merge the work folders into ``workdir``; ``report_error(message, path)``
    gets each folder that cannot be read (the others are merged). Returns
    the report's data and how many folders were merged, or None when no
    folder could be read."""
    sources = []
    for folder in folders:
        try:
            sources.append(read(folder))
        except MergeError as exc:
            if report_error is None:
                raise
            report_error(exc.message, exc.path)
    if not sources:
        return None
    return Merged(sources, workdir).write(), len(sources)
