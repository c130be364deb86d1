#!/bin/bash
# README command 2 (and CI): installs what is missing, builds ompred and runs
# every test suite under lit: codegen (FileCheck on clang's IR, our bitcode
# and the final PTX), the warp/block/team algorithms on the CPU SIMT model,
# and the OpenMP programs (compiled everywhere; run only where a GPU is).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
cmake -S . -B build -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build build
# The same suites as `cmake --build build --target check`; lit's summary is the
# last thing printed.
suites=()
for s in build/codegen-tests build/tests/simt build/tests/package build/lit-tests; do
  [ -f "$s/lit.site.cfg.py" ] && suites+=("$s")
done
exec python3 /usr/lib/llvm-19/build/utils/lit/lit.py -sv "${suites[@]}"
