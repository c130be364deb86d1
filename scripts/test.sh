#!/bin/bash
# README command 2 (and CI): installs what is missing, builds ompred and runs
# every test suite under lit through the check target: codegen (FileCheck on
# clang's IR, our bitcode and the final PTX), the warp/block/team algorithms on
# the CPU SIMT model, and the OpenMP programs (built everywhere; run only where
# a GPU is). lit's summary is the last thing printed.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
cmake -S . -B build -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build build
# make's closing "Built target" lines would otherwise follow lit's summary.
cmake --build build --target check 2>&1 | sed '/^\[ *[0-9]*%\] Built target /d'
