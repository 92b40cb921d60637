"""``dxfuzz compare-llvm``: our decode against LLVM's ``obj2yaml``.

Runs obj2yaml (LLVM 22) on every container and compares each field it prints
- header, part table, and the parts LLVM decodes (DXIL program header and
bitcode, SFI0, HASH, PSV0, ISG1/OSG1/PSG1, RTS0) - with dxfuzz's decode
(:mod:`dxfuzz.llvm`). Prints each disagreement, then
``llvm agreement: N/M files`` (M = files obj2yaml reads) and
``llvm cannot read: K files (we parse J)``. Exit status 0 only if N == M.
"""
from __future__ import annotations

import os

from . import CommandError, Status, add, add_quiet, positive
from .. import files, llvm, progress


def register(sub):
    p = add(sub, "compare-llvm", "compare decoded containers with LLVM's obj2yaml, field by field",
            "dxfuzz compare-llvm ../shared/corpus ../shared/llvm/bin", run)
    p.add_argument("paths", nargs="+", metavar="PATH", help="containers or folders of them")
    p.add_argument("--llvm-bin", metavar="PATH",
                   help=f"obj2yaml, or the folder holding it (default: ${llvm.ENV_BIN}, "
                        f"then {llvm.DEFAULT_BIN}, then PATH)")
    p.add_argument("-j", "--jobs", type=positive, default=min(2, os.cpu_count() or 1),
                   help="obj2yaml processes run at once (default: %(default)s)")
    add_quiet(p, "print only the summary lines (and errors)")


def run(args) -> int:
    tool = llvm.find_tool("obj2yaml", args.llvm_bin)
    if tool is None:
        raise CommandError(f"obj2yaml not found (give --llvm-bin or set ${llvm.ENV_BIN})",
                           args.llvm_bin)
    status = Status()
    inputs = files.Inputs([p for p in args.paths if p != files.STDIN], status.error)
    if files.STDIN in args.paths:
        status.error("obj2yaml reads files; stdin cannot be compared", "-")
    agree = readable = refused = refused_we_parse = 0
    for result in llvm.compare_files(inputs.track("compare-llvm"), tool, jobs=args.jobs):
        if result.llvm_reads:
            readable += 1
            if result.agrees:
                agree += 1
            elif not args.quiet:
                for diff in result.diffs:
                    progress.echo(f"{result.path}: {diff}")
            continue
        refused += 1
        refused_we_parse += result.we_parse
        if not args.quiet:
            known = " (a known limitation of obj2yaml)" if llvm.known_refusal(result.llvm_error) else ""
            ours = "we parse it" if result.we_parse else f"we refuse it too: {result.our_error}"
            progress.echo(f"{result.path}: obj2yaml cannot read it{known}: {result.llvm_error}; {ours}")
    print(f"llvm agreement: {agree}/{readable} files")
    print(f"llvm cannot read: {refused} files (we parse {refused_we_parse})")
    if agree != readable:
        status.finding()
    return status.code
