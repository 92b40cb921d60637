"""atheris harness for one dxfuzz target (run as a script, not imported).

    python dxfuzz/fuzz/harness.py TARGET [--crashes=DIR] [--stop-on-crash] [--no-structure]
                                  [--slow-factor=F] [--memory-mb=N]
                                  [libFuzzer options] [CORPUS_DIR ...]

``dxfuzz fuzz`` starts it in a subprocess (libFuzzer ends the process when
it is done). It is a script rather than a module so that dxfuzz and the
generated parsers are imported *inside* ``atheris.instrument_imports()``
and so coverage-instrumented (the parsers without comparison tracing; the
Kaitai runtime, the to_dict walkers and the mechanisms of ``NOT_TRACED``
not at all: see ``main``).

Each input goes to the target's body in :mod:`dxfuzz.fuzz.bodies`. An
exception escaping a body is a breach of the robustness contract: by default
the harness writes the input to ``DIR/breach-<target>-<signature>-<sha1>``
(with the traceback beside it, ``.txt``), once per distinct signature, and
goes on fuzzing; ``--stop-on-crash`` lets it reach libFuzzer instead (which
writes ``crash-<sha1>`` under ``-artifact_prefix`` and stops). An input whose
CPU time exceeds ``F`` times the guaranteed bound (docs/robustness.md;
``F`` allows for the instrumentation) is recorded the same way as ``slow-...``;
``--memory-mb`` caps the address space, so an input that allocates without
bound raises MemoryError, a breach recorded with its input.

The container targets mutate structure-aware: half the time with one of
:mod:`dxfuzz.mutate`'s mutations (misaligned parts, versioned record sizes,
cycles, ...), else with libFuzzer's byte-level mutations
(``--no-structure``: libFuzzer's only).
"""
from __future__ import annotations

import contextlib
import hashlib
import os
import re
import sys
import time
import traceback

HERE = os.path.dirname(os.path.abspath(__file__))
# Running as a script puts this folder first on sys.path; its module names
# (bodies, targets) must not shadow anything.
if sys.path and os.path.abspath(sys.path[0] or ".") == HERE:
    del sys.path[0]

import atheris  # noqa: E402


#: The dxfuzz modules not instrumented: mechanisms every input goes through
#: alike, whose branches say nothing of the input's structure that the
#: parsers' and writers' own do not. The Kaitai runtime (a dependency, never
#: instrumented) and dxfuzz.kaitai's one-call reads that stand in for its
#: own (called for every field: traced, they took over a quarter of the
#: shader target's time); dxfuzz.todict; and for the writers what the
#: runtime is to the parsers, the buffer they write into and the reading of
#: a tree's values (write.buffer, write.given: 40% of the branches a
#: roundtrip input traced), with the translation of the runtime's errors
#: into ParseError (dxfuzz.errors: it walks the traceback's frames).
NOT_TRACED = ("dxfuzz.kaitai", "dxfuzz.todict", "dxfuzz.errors", "dxfuzz.write.buffer",
              "dxfuzz.write.given")


def _own_options(argv):
    opts = {"crashes": "fuzz-crashes", "stop": False, "slow": 0.0, "structure": True,
            "memory_mb": 0}
    rest = []
    for arg in argv:
        if arg.startswith("--crashes="):
            opts["crashes"] = arg.split("=", 1)[1]
        elif arg == "--stop-on-crash":
            opts["stop"] = True
        elif arg == "--no-structure":
            opts["structure"] = False
        elif arg.startswith("--memory-mb="):
            opts["memory_mb"] = int(arg.split("=", 1)[1])
        elif arg.startswith("--slow-factor="):
            opts["slow"] = float(arg.split("=", 1)[1])
        else:
            rest.append(arg)
    return opts, rest


def _generated_modules(folder):
    return sorted(n[:-3] for n in os.listdir(folder)
                  if n.startswith("dxcontainer") and n.endswith(".py"))


#: The targets that decode LLVM bitcode (``dxfuzz.fuzz.targets.BITCODE_TARGETS``,
#: named here so that nothing of dxfuzz is imported before instrumenting), and
#: the spec each reads it with: None for those of dxfuzz.bitcode, which is all
#: they instrument.
BITCODE_TARGETS = {"bitcode": None, "dxil_metadata": None, "dxil_functions": None,
                   "bitstream_view": "dxcontainer_program"}


def _spec_of(target, gen_dir):
    """The generated module a part target parses with, read from the
    container parser's source without importing it (None: a container or
    bitcode target)."""
    if target in BITCODE_TARGETS:
        return BITCODE_TARGETS[target] if gen_dir else None
    if target in ("container", "roundtrip", "selftest") or not gen_dir:
        return None
    base = re.sub(r"\d+$", "", target)
    name = f"dxcontainer_{base}"
    return name if os.path.exists(os.path.join(gen_dir, name + ".py")) else None


def _imports_of(module, gen_dir, seen=None):
    """``module`` and the generated modules it imports, transitively (from
    the table tools/ksc.js writes, read without importing dxfuzz)."""
    import runpy
    imports = runpy.run_path(os.path.join(gen_dir, "_specs.py"))["SPEC_IMPORTS"]
    seen = [] if seen is None else seen
    todo = [module]
    while todo:
        name = todo.pop(0)
        if name not in seen:
            seen.append(name)
            todo.extend(imports.get(name, ()))
    return seen


def _import_package(name: str) -> None:
    """Import a package and every module in it."""
    import importlib
    import pkgutil
    package = importlib.import_module(name)
    for info in pkgutil.iter_modules(package.__path__):
        importlib.import_module(f"{name}.{info.name}")


#: How far above a code object's own deepest stack the calls instrumentation
#: inserts reach: a branch's ``_trace_branch(n)`` pushes NULL, the function
#: and its argument (3); a comparison's ``_trace_cmp(a, b, op, n, const)``
#: adds NULL, the function and three constants above ``a`` and ``b`` (5).
#: Each inserted call is complete before the next original instruction.
_INSERTED_STACK = 5


def _bound_stack_sizes():
    """Make atheris give each instrumented code object the stack it needs.
    atheris adds up every instruction's stack effect, so a long function
    claims thousands of slots (a program's instruction reader 1,425 where it
    needs 6): each call then needs a fresh block of the interpreter's frame
    stack, allocated and freed again, and the instrumented parsers ran 5x
    slower than plain ones where the traced calls alone cost 1.2x. The stack
    given is the uninstrumented code's own plus :data:`_INSERTED_STACK`, when
    that is less than atheris's. Only for the atheris releases whose
    inserted calls are those (up to 3.x): another keeps its own sizes."""
    from importlib import metadata
    from atheris import import_hook, instrument_bytecode
    try:
        major = int(metadata.version("atheris").split(".")[0])
    except (metadata.PackageNotFoundError, ValueError):
        return
    patch = instrument_bytecode.patch_code
    if major > 3 or getattr(patch, "bounded", False):
        return

    def patch_code(code, *args, **kwargs):
        out = patch(code, *args, **kwargs)
        bound = code.co_stacksize + _INSERTED_STACK
        if out is not code and out.co_stacksize > bound:
            out = out.replace(co_stacksize=bound)
        return out
    patch_code.bounded = True
    # Nested code objects are patched through the module's own name.
    instrument_bytecode.patch_code = import_hook.patch_code = patch_code


@contextlib.contextmanager
def _instrumented(include, exclude, specs):
    """``atheris.instrument_imports(include=include, exclude=exclude)``, and
    the top-level modules ``specs`` instrumented for coverage only
    (trace_dataflow=False, which instrument_imports always sets True); each
    code object with the stack it needs (:func:`_bound_stack_sizes`)."""
    from atheris.import_hook import AtherisMetaPathFinder
    _bound_stack_sizes()
    with atheris.instrument_imports(include=include, exclude=exclude):
        if not specs:  # (a finder given no names instruments every module)
            yield
            return
        # Before instrument_imports' finder, which does not take these names.
        coverage_only = AtherisMetaPathFinder(set(specs), set(exclude), True, False)
        at = next(i for i, f in enumerate(sys.meta_path) if isinstance(f, AtherisMetaPathFinder))
        sys.meta_path.insert(at, coverage_only)
        try:
            yield
        finally:
            sys.meta_path.remove(coverage_only)


def _structure_aware(record, crash_key):
    """A libFuzzer custom mutator for whole containers: half the time one of
    dxfuzz's structure-aware mutations (those that do not parse, for speed),
    else libFuzzer's own byte-level mutation. A mutation that raises is a
    bug of dxfuzz's, not of the reader: it is recorded as ``mutator-...``
    (the input, with the seed and size that raise again beside it) and
    libFuzzer's mutation stands in, so the campaign goes on."""
    from dxfuzz.fuzz.mutators import atheris_mutator

    def mutator(data, max_size, seed):
        try:
            return atheris_mutator(data, max_size, seed)
        except Exception as exc:  # noqa: BLE001
            record("mutator", crash_key(exc), bytes(data),
                   f"atheris_mutator(data, max_size={max_size}, seed={seed})\n\n"
                   + "".join(traceback.format_exception(exc)))
            return atheris.Mutate(data, max_size)
    return mutator


def main(argv=None):
    argv = list(sys.argv if argv is None else argv)
    if len(argv) < 2 or argv[1].startswith("-"):
        print(__doc__, file=sys.stderr)
        return 2
    target = argv[1]
    opts, lib_args = _own_options(argv[2:])
    # The import hook takes top-level module names; the generated parsers are
    # top-level modules (dxcontainer, dxcontainer_rdef, ...) found beside the
    # package (installed) or in the checkout's generated/ (editable install).
    import importlib.util
    pkg_dir = os.path.dirname(importlib.util.find_spec("dxfuzz").origin)
    gen_dir = next((d for d in (os.path.join(pkg_dir, "generated"),
                                os.path.join(os.path.dirname(pkg_dir), "generated"))
                    if os.path.isdir(d)), None)
    # What is instrumented is what is imported inside the hook below, of
    # dxfuzz (atheris takes a package by its top-level name: "dxfuzz" is all
    # of it) and of the generated parsers ``specs``: a container target
    # imports every parser and all of dxfuzz; a part target its spec (and
    # the specs that one imports), which keeps its start-up short; a bitcode
    # target dxfuzz.bitcode and the IR printer, or the spec it reads bitcode with.
    spec = _spec_of(target, gen_dir)
    if spec is not None:
        specs = _imports_of(spec, gen_dir)
    elif target in BITCODE_TARGETS or target == "selftest":
        specs = []
    else:
        specs = _generated_modules(gen_dir) if gen_dir else []
    # For speed (instrumentation is most of an input's time), what is left
    # out of what is traced is none of the parsers' or writers' code: the
    # mechanisms of NOT_TRACED, the to_dict walkers (they visit what the
    # parsers read), and the comparisons of the generated parsers (their
    # switches are if/elif chains of `_on == N`, each a _trace_cmp call).
    # Every line of the parsers, the writers and the rest of dxfuzz still
    # counts coverage (tests/test_fuzz_smoke.py checks the parsers are
    # instrumented).
    exclude = list(NOT_TRACED) + [f"dxfuzz.generated._todict_{m}" for m in specs]
    with _instrumented(["dxfuzz"], exclude, specs):
        import importlib
        import dxfuzz  # noqa: F401
        from dxfuzz import kaitai, write
        from dxfuzz.fuzz import bodies, crash_key
        # Modules a body imports on first use are imported here, inside the
        # hook: one imported later is not instrumented (the bitcode package
        # loads its modules lazily).
        if target == "selftest":
            pass
        elif target in BITCODE_TARGETS and spec is None:
            _import_package("dxfuzz.bitcode")
            importlib.import_module("dxfuzz.asm.dxil_ir")
            importlib.import_module("dxfuzz.asm.dxil_ops")
        elif spec is None:
            for mod in _generated_modules(kaitai.GENERATED_DIR):
                importlib.import_module(mod)
                importlib.import_module(f"dxfuzz.generated._todict_{mod}")  # its walk
            _import_package(write.__name__)
            _import_package("dxfuzz.bitcode")
        else:
            for mod in specs:
                importlib.import_module(mod)
                importlib.import_module(f"dxfuzz.generated._todict_{mod}")

    run = bodies.body(target)
    crash_dir = opts["crashes"]
    os.makedirs(crash_dir, exist_ok=True)
    seen = set()
    stats = {"breaches": 0}
    slow = opts["slow"]
    from dxfuzz.fuzz import time_bound

    def record(kind, key, data, text):
        if (kind, key) in seen:
            return
        seen.add((kind, key))
        stats["breaches"] += 1
        safe = re.sub(r"[^A-Za-z0-9_.@-]+", "_", key)[:80]
        name = f"{kind}-{target}-{safe}-{hashlib.sha1(data).hexdigest()[:12]}"
        path = os.path.join(crash_dir, name)
        with open(path, "wb") as f:
            f.write(data)
        with open(path + ".txt", "w") as f:
            f.write(f"target: {target}\nsignature: {key}\nsize: {len(data)}\n\n{text}")
        print(f"dxfuzz: {kind} {key} -> {path}", file=sys.stderr, flush=True)

    def test_one_input(data: bytes) -> None:
        t0 = time.process_time()
        try:
            run(data)
        except Exception as exc:  # noqa: BLE001
            if opts["stop"]:
                raise
            record("breach", crash_key(exc), data, "".join(traceback.format_exception(exc)))
            return
        if slow:
            spent = time.process_time() - t0
            bound = slow * time_bound(len(data))
            if spent > bound:
                record("slow", f"Slow@{len(data) // 4096 * 4}KiB", data,
                       f"{spent:.2f} s CPU for {len(data)} bytes (bound {bound:.2f} s: "
                       f"{slow:g} x the guarantee, for instrumentation)\n")

    if opts["memory_mb"]:
        # An input that allocates past this raises MemoryError inside the
        # body (recorded as a breach, with the input) instead of growing
        # until libFuzzer's RSS watchdog kills the process.
        import resource
        limit = opts["memory_mb"] << 20
        _, hard = resource.getrlimit(resource.RLIMIT_AS)
        if hard == resource.RLIM_INFINITY or hard > limit:
            resource.setrlimit(resource.RLIMIT_AS, (limit, hard))
    extra = {}
    if opts["structure"] and target in ("container", "roundtrip"):
        extra["custom_mutator"] = _structure_aware(record, crash_key)
    atheris.Setup([argv[0]] + lib_args, test_one_input, **extra)
    atheris.Fuzz()
    return 0


if __name__ == "__main__":
    sys.exit(main())
