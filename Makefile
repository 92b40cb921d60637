# dxfuzz: `make` sets up and checks everything, `make test` runs the tests.
SHELL := /bin/bash
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
LLVM_BIN ?= /usr/lib/llvm-22/bin
SHARED ?= ../shared
FUZZ_SECONDS ?= 60
FUZZ_JOBS ?= 1
export DXFUZZ_SHARED := $(abspath $(SHARED))
export DXFUZZ_LLVM_BIN := $(LLVM_BIN)

.PHONY: all setup generate check-generated survey test fuzz bench corpus clean

all: setup generate survey

# --- set-up (idempotent; quick when everything is there) -------------------
setup: $(VENV)/.installed tools/node_modules/.installed $(LLVM_BIN)/obj2yaml

$(VENV)/.installed: pyproject.toml constraints.txt
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -c constraints.txt -e '.[dev]'
	touch $@

tools/node_modules/.installed: tools/package.json tools/package-lock.json
	cd tools && npm ci --no-audit --no-fund --loglevel=error
	touch $@

$(LLVM_BIN)/obj2yaml:
	@if command -v apt-get >/dev/null; then \
	  SUDO=$$( [ "$$(id -u)" = 0 ] || echo sudo ); \
	  $$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq --no-install-recommends llvm-22 >/dev/null; \
	else echo "warning: no apt-get; install LLVM 22 and set LLVM_BIN" >&2; fi

# --- specs -> parsers ------------------------------------------------------
generate: tools/node_modules/.installed
	node tools/ksc.js

check-generated: tools/node_modules/.installed
	node tools/ksc.js --check

# --- the main job's summary over the real corpus ---------------------------
survey: setup
	@if [ -d $(SHARED)/corpus ]; then $(VENV)/bin/dxfuzz survey $(SHARED)/corpus; \
	else echo "survey: no $(SHARED)/corpus here; set SHARED=path/to/shared"; fi

test: setup
	$(PY) -m pytest -q

fuzz: setup
	$(VENV)/bin/dxfuzz fuzz all --seconds $(FUZZ_SECONDS) --jobs $(FUZZ_JOBS)

bench: setup
	$(PY) -m dxfuzz.bench

corpus: setup
	$(VENV)/bin/dxfuzz make-corpus corpus

clean:
	rm -rf build .pytest_cache
