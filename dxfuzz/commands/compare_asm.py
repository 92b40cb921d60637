"""``dxfuzz compare-asm``: our decode against FXC's own listing (``.asm``).

For every container with a listing beside it (``name.asm`` next to
``name.dxbc``), the header tables (cbuffers, resource bindings, signatures,
effect objects...) are compared by :mod:`dxfuzz.asm.headers` and the
instructions by :mod:`dxfuzz.asm.instructions`; each disagreement is printed,
and so is every listing line that no comparison understood. The summary
gives, per table, the files that agree out of those that list it; the lines
knowingly not compared, with the reason; and how each listing's C runtime
rounds float halves.
"""
from __future__ import annotations

import os

from . import CommandError, Status, add, add_input_option, add_inputs, add_quiet
from .. import files, parse, progress, ParseError


def register(sub):
    p = add(sub, "compare-asm", "compare decoded containers with FXC's .asm listings beside them",
            "dxfuzz compare-asm ../shared/corpus", run)
    add_inputs(p, "containers (or bare fx_5_0 effects) with NAME.asm beside them, folders of "
                  "them, or - for stdin (with --asm)")
    add_input_option(p, "--asm", metavar="FILE",
                     help="the listing to compare the one input with (default: NAME.asm beside "
                          "each input)")
    add_quiet(p, "print only the summary lines (and errors)")
    p.add_argument("--stats", action="store_true",
                   help="also print how many fields were compared, per table")


def listing_for(path: str):
    base, _ = os.path.splitext(path)
    asm = base + ".asm"
    return asm if os.path.exists(asm) else None


class Summary:
    """What compare-asm counted over all the listings."""

    def __init__(self):
        self.files = {"asm headers": [0, 0], "asm instructions": [0, 0], "asm text": [0, 0]}
        self.untexted = {}  # why a listing's text was not compared with dis -> files
        self.tables = {}      # table -> [files agreeing, files comparing it, fields]
        self.skipped = {}     # reason -> [lines, files]
        self.not_understood = [0, 0]
        self.ties = {"even": 0, "up": 0, None: 0}
        self.dxc = 0  # DXC listings: their LLVM IR is compared with the header ("DXC IR")

    def add_file(self, label, agrees):
        self.files[label][1] += 1
        self.files[label][0] += agrees

    def add_tables(self, tables):
        for table, entry in tables.items():
            row = self.tables.setdefault(table, [0, 0, 0])
            row[0] += not entry["differs"]
            row[1] += 1
            row[2] += entry["fields"]

    def add_skipped(self, skipped):
        for reason, count in skipped.items():
            row = self.skipped.setdefault(reason, [0, 0])
            row[0] += count
            row[1] += 1

    def print(self, stats: bool) -> bool:
        for table in sorted(self.tables):
            agree, compared, fields = self.tables[table]
            tail = f" ({fields} fields)" if stats else ""
            print(f"asm table {table}: {agree}/{compared} files agree{tail}")
        for reason in sorted(self.skipped):
            lines, count = self.skipped[reason]
            print(f"asm not compared: {lines} lines in {count} files: {reason}")
        lines, count = self.not_understood
        print(f"asm not understood: {lines} lines in {count} files")
        print(f"asm float ties: {self.ties['up']} listings round halves up (Windows before 10 "
              f"version 2004), {self.ties['even']} to even, {self.ties[None]} show no tie")
        if self.dxc:
            print(f"asm: {self.dxc} DXC listings: their instructions (LLVM IR) compared line for line "
                  "as the table DXC IR")
        for reason in sorted(self.untexted):
            print(f"asm text not compared: {self.untexted[reason]} files: {reason}")
        ok = lines == 0
        for label, (n, m) in self.files.items():
            print(f"{label}: {n}/{m} files agree")
            ok = ok and n == m
        return ok


def compare_one(obj, listing: str, summary: Summary) -> list:
    """Every disagreement of one container with its listing, counted in ``summary``."""
    from ..asm import dxc, headers, instructions
    from ..asm.listing import account, listing_lines
    found = {}
    from_dxc = dxc.is_dxc_listing(listing)
    ins_diffs = [] if from_dxc else instructions.compare(obj, listing, found)
    lines = listing_lines(listing)
    tables = {}
    head_diffs = headers.compare(obj, listing, tables, lines, found, found.get("float ties"))
    compared = {n for section in instructions.sections(listing) for n, _ in section}
    skipped, unread = account(lines, compared)
    summary.add_tables(tables)
    summary.add_skipped(skipped)
    summary.ties[found.get("float ties")] += 1
    if unread:
        summary.not_understood[0] += len(unread)
        summary.not_understood[1] += 1
    unread_diffs = [f"line {line.number} not understood: {line.strip()!r}" for line in unread]
    summary.add_file("asm headers", not head_diffs and not unread)
    if from_dxc:
        summary.dxc += 1
    else:
        summary.add_file("asm instructions", not ins_diffs)
    text_diffs = compare_text(obj, lines, found.get("float ties"), skipped, from_dxc, summary)
    return head_diffs + unread_diffs + ins_diffs + text_diffs


#: Most differing lines of the text comparison shown per file.
TEXT_SHOWN = 5


def compare_text(obj, lines, ties, skipped, from_dxc, summary) -> list:
    """The listing of a shader, a library, an effect or a DXIL container,
    line for line (trailing blanks apart), against the whole listing
    ``dxfuzz dis`` prints; a listing with lines dis does not print (debug
    information, an effect's expressions), an effect whose FX10 part was not
    decoded or DXC's from before 1.8.2502 (whose header dis does not print
    in that form) is counted as not compared as text, with the reason. FXC
    9.29's command line (not in the container) is left out of the comparison."""
    import difflib
    from ..asm import disassembler, dxcontainer_fx10, dxil_listing, fxc_header
    from ..asm.dxil_psv import NEW_FORMAT_HEAD
    from ..asm.headers import notes
    from ..container import first_part
    fx = dxcontainer_fx10.effect_part(obj)
    if from_dxc and not any(line.rstrip() == NEW_FORMAT_HEAD for line in lines):
        reason = "DXC's listing from before release 1.8.2502 (its header in an older form, compared by section)"
    elif from_dxc and skipped:
        reason = "lines dis does not print: " + "; ".join(sorted(skipped))
    elif from_dxc:
        reason = None
    elif fx is None and first_part(obj, "FX10") is not None:
        reason = "an effect whose FX10 part was not decoded"
    elif fx is None and not fxc_header.is_shader(obj) and not fxc_header.is_library(obj):
        reason = "neither a shader's, a library's nor an effect's"
    elif set(skipped) - {notes.COMMAND_LINE}:
        reason = "lines dis does not print: " + "; ".join(sorted(set(skipped) - {notes.COMMAND_LINE}))
    else:
        reason = None
    if reason is not None:
        summary.untexted[reason] = summary.untexted.get(reason, 0) + 1
        return []
    if from_dxc:
        ours = [line.rstrip() for line in dxil_listing.listing(obj)[1]]
    elif fx is not None:  # each shader in the style of the FXC that built it
        ours = [line.rstrip() for line in dxcontainer_fx10.effect_listing(fx, None, ties or "even")]
    else:
        style = (disassembler.style_for(obj)).replace(float_ties=ties or "even")
        ours = [line.rstrip() for line in fxc_header.listing(obj, style)]
    while ours and not ours[-1]:
        ours.pop()
    theirs = [line.rstrip() for line in lines if line.skipped != notes.COMMAND_LINE]
    while theirs and not theirs[-1]:
        theirs.pop()
    out = []
    for tag, i1, i2, j1, j2 in difflib.SequenceMatcher(None, theirs, ours, autojunk=False).get_opcodes():
        for k in range(max(i2 - i1, j2 - j1) if tag != "equal" else 0):
            listed = theirs[i1 + k] if i1 + k < i2 else None  # None: a line only dis prints
            printed = ours[j1 + k] if j1 + k < j2 else None  # None: a line dis does not print
            out.append(f"text, line {min(i1 + k, i2) + 1}: listing {listed!r} vs dis {printed!r}")
    summary.add_file("asm text", not out)
    if len(out) > TEXT_SHOWN:
        out = out[:TEXT_SHOWN] + [f"text: ... {len(out) - TEXT_SHOWN} more lines"]
    return out


def run(args) -> int:
    from ..builder import as_container
    status = Status()
    summary = Summary()
    if args.asm is not None and len(args.paths) != 1:
        raise CommandError("--asm is the listing of one input: give one FILE")
    inputs = files.Inputs(args.paths, status.error, named="effects", walked="effects")
    unlisted = 0
    for path, data in inputs.track("compare-asm"):
        asm = args.asm if args.asm is not None else listing_for(path)
        if asm is None:
            if path == files.label(files.STDIN):
                status.error("stdin has no listing beside it: give --asm FILE", path)
            elif path in args.paths:
                status.error(f"no listing {os.path.splitext(path)[0]}.asm beside it", path)
            else:
                unlisted += 1
            continue
        try:
            with open(asm, encoding="utf-8", errors="replace") as f:
                listing = f.read()
        except OSError as exc:
            status.error(files.reason(exc), asm)
            continue
        try:
            obj = parse(as_container(data))
        except ParseError as exc:
            for label in summary.files:
                summary.add_file(label, False)
            status.finding(f"parse error: {exc}", path)
            continue
        diffs = compare_one(obj, listing, summary)
        if not args.quiet:
            for d in diffs:
                progress.echo(f"{path}: {d}")
    if unlisted:
        print(f"asm: {unlisted} containers in the folders have no listing beside them "
              "(not compared)")
    if not summary.print(args.stats):
        status.finding()
    return status.code
