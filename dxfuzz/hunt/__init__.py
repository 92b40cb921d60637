"""Fuzzing anyone's container reader from the outside (``dxfuzz hunt``):
run mutants through a command, sort the outcomes, deduplicate, minimize, report.

* :mod:`.reader` runs one input through the reader's command, boxed in
  (timeout, memory cap, its own process group, no core dumps);
* :mod:`.outcome` says what the run was: accepted, rejected, crash,
  sanitizer report, assertion, hang or out of memory;
* :mod:`.stack` turns the reader's dying words (LLVM's stack dump, a
  sanitizer report, glibc's assertion, a Rust backtrace, else gdb) into a
  signature that tells one bug from another;
* :mod:`.mutants` makes the inputs from the seeds with every group of
  :mod:`dxfuzz.mutate` (the reader's digest profile applied);
* :mod:`.minimize` shrinks a finding, structure first, keeping its signature;
* :mod:`.campaign` runs it all in parallel, resumable from its work folder;
* :mod:`.report` writes ``report.md``, ``report.json`` and a folder per
  signature (``repro.dxbc``, ``repro.sh``, ``stack.txt``).
"""
from __future__ import annotations
