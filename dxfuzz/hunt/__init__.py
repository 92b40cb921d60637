"""Fuzzing anyone's container reader from the outside (``dxfuzz hunt``):
run mutants through a command, sort the outcomes, deduplicate, minimize, report.

* :mod:`.reader` runs one input through the reader's command, boxed in
  (timeout, memory cap, its own process group, no core dumps), and looks
  at a run that times out before killing it (its memory, its stack);
* :mod:`.outcome` says what the run was: accepted, rejected, crash,
  sanitizer report, assertion, hang or out of memory;
* :mod:`.stack` turns the reader's dying words (LLVM's stack dump, a
  sanitizer report, glibc's assertion, a Rust backtrace, else gdb) into a
  signature that tells one bug from another;
* :mod:`.symbols` says where an address without a symbol is: its module
  and offset, and the function it is in (the module's unwind tables);
* :mod:`.mutants` makes the inputs from the seeds with every group of
  :mod:`dxfuzz.mutate` (the reader's digest profile applied);
* :mod:`.minimize` shrinks a finding, structure first, keeping its signature;
  :mod:`.shrink` is its step that shrinks what each part holds (instructions,
  bitcode records, table rows, elements) with dxfuzz's writers;
* :mod:`.campaign` runs it all in parallel, in timed phases, resumable from
  its work folder;
* :mod:`.report` writes ``report.md``, ``report.json`` and a folder per
  signature (``repro.dxbc``, ``repro.sh``, ``stack.txt``).
"""
from __future__ import annotations
