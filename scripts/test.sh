#!/bin/bash
# README command 2 (and CI): installs what is missing, builds ompred and runs
# every test suite of test/ under lit through the check target (lit
# build/test): codegen (FileCheck on clang's IR, our bitcode and the final
# PTX), the pass plugin, the warp/block/team algorithms on the CPU SIMT model,
# the package, and the OpenMP programs (built and run where a GPU is;
# UNSUPPORTED elsewhere). Builds and tests run on every core (OMPRED_JOBS to choose). The
# build's output goes to build/test-build.log and is shown only if it fails;
# lit's summary, with the expected failures named, is the last thing printed.
set -euo pipefail
cd "$(dirname "$0")/.."
jobs=${OMPRED_JOBS:-$(nproc)}
scripts/install-deps.sh
log=build/test-build.log
mkdir -p build
build() {
  if ! "$@" >>"$log" 2>&1; then
    tail -n 40 "$log" >&2
    echo "ompred: build failed: $* (whole output: $log)" >&2
    exit 1
  fi
}
: >"$log"
# The GPU test programs only where a GPU can run them (lit's GPU suites
# report UNSUPPORTED elsewhere; OMPRED_GPU_PROGRAMS=1 builds them anyway),
# built here (many at once) rather than by the check target, so that only lit
# speaks below.
gpu_programs=OFF
if [ "${OMPRED_GPU_PROGRAMS:-}" = 1 ] ||
   { command -v nvidia-smi >/dev/null 2>&1 && nvidia-smi -L 2>/dev/null | grep -q '^GPU '; }; then
  gpu_programs=ON
fi
build cmake -S . -B build -DCMAKE_BUILD_TYPE=Release -DOMPRED_CHECK_GPU_PROGRAMS=$gpu_programs
targets=(all)
[ "$gpu_programs" = ON ] && targets+=(ompred-gpu-tests)
build cmake --build build --parallel "$jobs" --target "${targets[@]}"
# LIT_OPTS: lit's own environment variable for options of any lit run.
LIT_OPTS="${LIT_OPTS:-} -j $jobs --show-xfail" cmake --build build --target check 2>&1 |
  sed '/^\[ *[0-9]*%\] Built target /d'
