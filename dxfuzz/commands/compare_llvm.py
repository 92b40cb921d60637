"""``dxfuzz compare-llvm``: our decode against LLVM's ``obj2yaml``.

Runs obj2yaml (LLVM 22) on every container and compares each field it prints
- header, part table, and the parts LLVM decodes (DXIL program header and
bitcode, SFI0, HASH, PSV0, ISG1/OSG1/PSG1, RTS0) - with dxfuzz's decode
(:mod:`dxfuzz.llvm`). Prints each disagreement, then the reference used
(``llvm reference: PATH (LLVM 22.1.8)``), ``llvm agreement: N/M files``
(M = files obj2yaml reads), ``llvm cannot read: K files (we parse J)`` and
``llvm not compared: L files`` (both readers refuse them). Exit status 0
only if N == M; 2 when the reference is not LLVM's obj2yaml, cannot run,
reads none of the files, or a file named was not compared.
"""
from __future__ import annotations

from . import CommandError, Status, add, add_inputs, add_jobs, add_quiet
from .. import files, llvm, progress


def register(sub):
    p = add(sub, "compare-llvm", "compare decoded containers with LLVM's obj2yaml, field by field",
            "dxfuzz compare-llvm ../shared/corpus ../shared/llvm/bin", run)
    add_inputs(p)
    p.add_argument("--llvm-bin", metavar="PATH",
                   help=f"obj2yaml, or the folder holding it (default: ${llvm.ENV_BIN}, "
                        f"then {llvm.DEFAULT_BIN}, then PATH)")
    add_jobs(p, "obj2yaml processes run at once")
    add_quiet(p, "print only the summary lines (and errors)")


def run(args) -> int:
    from collections import deque

    explicit = args.llvm_bin
    tool = llvm.find_tool("obj2yaml", explicit)
    if tool is None and explicit:  # never another obj2yaml than the one the user named
        raise CommandError("obj2yaml not found: not an executable obj2yaml, nor a folder "
                           "holding one", explicit)
    if tool is None:
        raise CommandError(f"obj2yaml not found (give --llvm-bin or set ${llvm.ENV_BIN})")
    version, why = llvm.obj2yaml_version(tool)
    if version is None:
        raise CommandError(f"not LLVM's obj2yaml: {why}", tool)
    status = Status()
    inputs = files.Inputs(args.paths, status.error)
    named = deque()  # per input given to compare_files, in order: whether the user named it

    def items():
        for path in progress.track(inputs.paths(), label="compare-llvm"):
            data = inputs.read(path)
            if data is not None:
                named.append(path == files.STDIN or path in inputs.names)
                yield files.label(path), data, None if path == files.STDIN else path

    agree = readable = refused = refused_we_parse = not_compared = unknown_we_parse = 0
    for result in llvm.compare_files(items(), tool, jobs=args.jobs):
        was_named = named.popleft()
        if result.llvm_reads:
            readable += 1
            if result.agrees:
                agree += 1
            elif not args.quiet:
                for diff in result.diffs:
                    progress.echo(f"{result.path}: {diff}")
            continue
        refused += 1
        known = llvm.known_refusal(result.llvm_error)
        if result.we_parse:
            refused_we_parse += 1
            unknown_we_parse += not known
        else:
            not_compared += 1
            if was_named:  # a file the user named that was not compared
                status.error("not compared: obj2yaml and dxfuzz both refuse it (obj2yaml: "
                             f"{result.llvm_error}; dxfuzz: {result.our_error})", result.path)
                continue
        if not args.quiet:
            how = " (a known limitation of obj2yaml)" if known else ""
            ours = "we parse it" if result.we_parse else f"we refuse it too: {result.our_error}"
            head = "" if result.we_parse else "not compared: "
            progress.echo(f"{result.path}: {head}obj2yaml cannot read it{how}: "
                          f"{result.llvm_error}; {ours}")
    if readable == 0 and unknown_we_parse:
        # the reference refuses everything, for reasons that are not LLVM's known limits
        status.error(f"obj2yaml read none of the {readable + refused} files, and dxfuzz parses "
                     f"{refused_we_parse} of them: is it LLVM's obj2yaml?", tool)
    print(f"llvm reference: {tool} (LLVM {version})")
    print(f"llvm agreement: {agree}/{readable} files")
    print(f"llvm cannot read: {refused} files (we parse {refused_we_parse})")
    print(f"llvm not compared: {not_compared} files (obj2yaml and dxfuzz both refuse them)")
    if inputs.errors:
        print(f"llvm not processed: {inputs.errors} paths (errors above)")
    if agree != readable:
        status.finding()
    return status.code
