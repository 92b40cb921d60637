#!/bin/bash -eu
# dxfuzz's atheris harnesses as OSS-Fuzz / ClusterFuzzLite fuzzers: one per
# target of `dxfuzz fuzz --list`, each with its seed corpus and libFuzzer
# options (and, for the container targets, a dictionary). Runs in $SRC/dxfuzz, the checkout.
# Written by tools/oss_fuzz/generate.py from `dxfuzz fuzz --list` (make oss-fuzz); edit that, not this.
set -eu

# dxfuzz and its dependencies, at the versions its tests ran with
pip3 install -c constraints.txt .
seeds="$PWD/corpus"
# from here on the installed dxfuzz is the one imported (by the prepare step,
# and by PyInstaller's), not the checkout's in the current folder
cd "$WORK"

TARGETS="container roundtrip bitcode dxil_metadata dxil_functions bitstream_view fx10 hash ifce ildn level9 lfs0 libh pdbi program psv0 rdat rdef rts0 sfi0 shader signature24 signature28 signature32 srci stat vers"
for target in ${DXFUZZ_TARGETS:-$TARGETS}; do
  # $WORK/<target>_fuzzer.py and .args; $OUT/<target>_fuzzer_seed_corpus.zip, .options (and .dict)
  python3 -m dxfuzz.fuzz.oss_fuzz prepare "$target" --work "$WORK" --out "$OUT" --seeds "$seeds"
  mapfile -t pyinstaller_options < "$WORK/${target}_fuzzer.args"
  compile_python_fuzzer "$WORK/${target}_fuzzer.py" "${pyinstaller_options[@]}"
done
