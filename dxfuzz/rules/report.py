"""Running the rules: the report of a file and its one-line verdict."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import List

from ..errors import INPUT_ERRORS, ParseError, describe
from .context import (Context, FAIL, Finding, NA, NotApplicable, PASS, RULES, SKIP, Skip, WARN)


@dataclass
class Report:
    findings: List[Finding] = field(default_factory=list)

    @property
    def failed(self) -> bool:
        return any(f.status == FAIL for f in self.findings)

    def by_rule(self, name: str) -> List[Finding]:
        return [f for f in self.findings if f.rule == name]

    def status(self, name: str) -> str:
        """The worst status a rule reported (fail > warn > skip > pass)."""
        order = {FAIL: 4, WARN: 3, SKIP: 2, PASS: 1, NA: 0}
        found = self.by_rule(name)
        return max((f.status for f in found), key=order.get) if found else ""

    def summary(self) -> str:
        """One line: why D3D would reject the file, or that it would not."""
        problems = [f for f in self.findings if f.status in (FAIL, WARN)]
        d3d = [f for f in problems if f.who == "d3d"]
        if d3d:
            reasons = _reasons(d3d)
            hard = any(f.status == FAIL for f in d3d)
            lead = "D3D would reject it" if hard else "D3D may reject it"
            return f"{lead}: {reasons}"
        others = [f for f in problems if f.status == FAIL]
        if others:
            who = sorted({f.who for f in others})
            reasons = _reasons(others)
            return f"D3D would load it, but {'/'.join(_WHO[w] for w in who)}: {reasons}"
        return "no reason for D3D to reject it"


_WHO = {"dxc": "DXC's validator objects", "llvm": "LLVM refuses it",
        "tools": "tools get a wrong value", "d3d": "D3D"}


def _reasons(findings, most: int = 3) -> str:
    hard = [f for f in findings if f.status == FAIL] + [f for f in findings if f.status != FAIL]
    shown = []
    for f in _first_per_rule(hard):
        if _short(f) not in shown:
            shown.append(_short(f))
    text = "; ".join(shown[:most])
    if len(shown) > most:
        text += f" (and {len(shown) - most} more)"
    return text


def _first_per_rule(findings):
    seen, out = set(), []
    for f in findings:
        if f.rule not in seen:
            seen.add(f.rule)
            out.append(f)
    return out


def _short(f: Finding) -> str:
    if f.short:
        return f.short
    text = f"{f.rule}: {f.message}"
    return text if len(text) <= 90 else text[:87] + "..."


def check(data: bytes, strict: bool = False, rules=None) -> Report:
    """Run every rule (or those named in ``rules``) on a file's bytes."""
    ctx = Context(data, strict)
    report = Report()
    for r in RULES:
        if rules is not None and r.name not in rules:
            continue
        try:
            results = r.fn(ctx)
        except Skip as why:
            status = NA if isinstance(why, NotApplicable) else SKIP
            report.findings.append(Finding(r.name, status, str(why), None, r.who))
            continue
        except (ParseError, *INPUT_ERRORS) as exc:  # a rule tripping over malformed data
            err = describe(exc) if not isinstance(exc, ParseError) else exc
            report.findings.append(Finding(r.name, SKIP, f"cannot run: {err}", None, r.who))
            continue
        if isinstance(results, tuple):
            results = [results]
        for result in results:
            status, message, offset = result[:3]
            short = result[3] if len(result) > 3 else ""
            if status == "strict":  # a violation of a rule only --strict enforces
                status = FAIL if strict else WARN
            elif status == FAIL and r.strict and not strict:
                status = WARN
            report.findings.append(Finding(r.name, status, message, offset, r.who, short))
    return report
