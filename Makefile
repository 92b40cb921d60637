# dxfuzz: `make` sets up and checks everything, `make test` runs the tests.
SHELL := /bin/bash
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
PYPY_VENV := .venv-pypy
LLVM_BIN ?= /usr/lib/llvm-22/bin
SHARED ?= ../shared
FUZZ_SECONDS ?= 60
FUZZ_JOBS ?= 1
export DXFUZZ_SHARED := $(abspath $(SHARED))
export DXFUZZ_LLVM_BIN := $(LLVM_BIN)

.PHONY: all setup bytecode generate check-generated check survey test fuzz bench corpus hunt-demo clean

all: setup generate survey

# --- set-up (idempotent; quick when everything is there) -------------------
setup: $(VENV)/.installed tools/node_modules/.installed $(LLVM_BIN)/obj2yaml /usr/bin/afl-fuzz \
       /usr/bin/gdb /usr/bin/vkd3d-compiler /usr/bin/prlimit $(PYPY_VENV)/.installed bytecode

# The package's and the parsers' bytecode, written even where the environment
# sets PYTHONDONTWRITEBYTECODE (Python then reads .pyc files but never writes
# them, and every dxfuzz process, each one a test starts included, would
# compile the parsers again: 0.2 s of each start). Quick when up to date; a
# source edited since is compiled in memory as before.
bytecode: $(VENV)/.installed
	@$(PY) -m compileall -q dxfuzz generated

# The checkout is installed as a plain path (editable_mode=compat: a .pth
# line, no import hook; dxfuzz/__init__.py finds ../generated itself):
# setuptools' default editable finder costs every command ~20 ms of start-up.
# setuptools calls that mode transitional: where it is gone, the install
# falls back to the default mode (the start-up test then says what it costs).
EDITABLE := --config-settings editable_mode=compat

$(VENV)/.installed: pyproject.toml constraints.txt Makefile
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -c constraints.txt $(EDITABLE) -e '.[dev]' || \
	  $(PY) -m pip install --quiet -c constraints.txt -e '.[dev]'
	touch $@

# PyPy (Debian's), the optional interpreter for bulk decoding: dxfuzz and
# what it needs to decode (no dev tools), for `make bench` and the test that
# it decodes the corpus to the pinned trees. Skipped where there is no pypy3.
$(PYPY_VENV)/.installed: pyproject.toml Makefile /usr/bin/pypy3
	if command -v pypy3 >/dev/null; then \
	  test -x $(PYPY_VENV)/bin/python || pypy3 -m venv $(PYPY_VENV); \
	  $(PYPY_VENV)/bin/python -m pip install --quiet "kaitaistruct==0.11" "PyYAML>=6" && \
	  { $(PYPY_VENV)/bin/python -m pip install --quiet --no-deps $(EDITABLE) -e . || \
	    $(PYPY_VENV)/bin/python -m pip install --quiet --no-deps -e .; } && touch $@; \
	else echo "warning: no pypy3; PyPy figures and tests are skipped" >&2; fi

tools/node_modules/.installed: tools/package.json tools/package-lock.json
	cd tools && npm ci --no-audit --no-fund --loglevel=error
	touch $@

# Debian's packages: LLVM 22 (the oracle), and what `dxfuzz hunt` and its
# tests use: AFL++, gdb, vkd3d-compiler, util-linux's prlimit.
APT = if command -v apt-get >/dev/null; then \
	  SUDO=$$( [ "$$(id -u)" = 0 ] || echo sudo ); \
	  $$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq --no-install-recommends $(1) >/dev/null; \
	else echo "warning: no apt-get; install $(1)" >&2; fi

$(LLVM_BIN)/obj2yaml:
	@$(call APT,llvm-22)
/usr/bin/afl-fuzz:
	@$(call APT,afl++)
/usr/bin/gdb:
	@$(call APT,gdb)
/usr/bin/vkd3d-compiler:
	@$(call APT,vkd3d-compiler)
/usr/bin/prlimit:
	@$(call APT,util-linux)
/usr/bin/pypy3:
	@$(call APT,pypy3)

# --- specs -> parsers ------------------------------------------------------
generate: tools/node_modules/.installed
	node tools/ksc.js

check-generated: tools/node_modules/.installed
	node tools/ksc.js --check

# --- the main job's summary over the real corpus ---------------------------
survey: setup
	@if [ -d $(SHARED)/corpus ]; then $(VENV)/bin/dxfuzz survey $(SHARED)/corpus; \
	else echo "survey: no $(SHARED)/corpus here; set SHARED=path/to/shared"; fi

# on every core (pytest-xdist), a test file's tests on one worker (its
# module fixtures are made once), the files with slow tests first (conftest
# orders them; xdist keeps that order); TEST_JOBS=0 runs them in this process
TEST_JOBS ?= auto
test: setup
	$(PY) -m pytest -q -n $(TEST_JOBS) --dist loadfile --no-loadscope-reorder

# lint (ruff) and the public API's types (mypy): what pyproject.toml selects
check: setup
	$(VENV)/bin/ruff check .
	$(VENV)/bin/mypy

fuzz: setup
	$(VENV)/bin/dxfuzz fuzz all --seconds $(FUZZ_SECONDS) --jobs $(FUZZ_JOBS)

bench: setup
	$(PY) -m dxfuzz.bench

corpus: setup
	$(VENV)/bin/dxfuzz make-corpus -o corpus

# a hunt against every real reader installed (docs/hunting.md); HUNT_SECONDS each,
# HUNT_JOBS runs at once (default: the number of CPUs, as `dxfuzz hunt`)
HUNT_SECONDS ?= 120
HUNT_JOBS ?= $(shell nproc 2>/dev/null || echo 1)
hunt-demo: setup generate
	$(PY) -m dxfuzz.hunt.demo --seconds $(HUNT_SECONDS) -j $(HUNT_JOBS) --keep tests/data/hunt/llvm

clean:
	rm -rf build .pytest_cache

# --- campaigns beyond one machine (docs/campaigns.md) ----------------------
.PHONY: clusterfuzz-bundle oss-fuzz oss-fuzz-check afl-fleet-demo

# ClusterFuzz's blackbox fuzzer: dist/dxfuzz-blackbox.zip, run.py at its root
clusterfuzz-bundle: setup
	$(PY) tools/clusterfuzz/bundle.py -o dist/dxfuzz-blackbox.zip

# OSS-Fuzz's projects/dxfuzz/ and .clusterfuzzlite/, written from `dxfuzz fuzz --list`
oss-fuzz: setup
	$(PY) tools/oss_fuzz/generate.py

# build.sh run outside Docker (PyInstaller, as OSS-Fuzz builds), then every
# fuzzer -runs=$(OSS_FUZZ_RUNS) on its seed corpus; OSS_FUZZ_TARGETS=a,b for some
OSS_FUZZ_RUNS ?= 1000
OSS_FUZZ_TARGETS ?=
oss-fuzz-check: setup
	$(PY) tools/oss_fuzz/check.py --runs $(OSS_FUZZ_RUNS) $(if $(OSS_FUZZ_TARGETS),--targets $(OSS_FUZZ_TARGETS))

# two AFL++ instances (-M, -S) on the planted-bug reader, syncing; AFL_FLEET_SECONDS each
AFL_FLEET_SECONDS ?= 180
afl-fleet-demo: setup
	$(PY) -m dxfuzz.fuzz.afl_fleet demo --seconds $(AFL_FLEET_SECONDS)
