#!/bin/bash
# The build half of the one GPU-box pipeline, one entry point for every suite
# (scripts/gpu-box/README.md): runs the suite's own build script with ARGS.
#
#   bash scripts/gpu-box/build.sh SUITE [ARGS...]
#
#   tests   test/gpu/build-for-gpu.sh OUTDIR          (lit's GPU tests)
#   smoke   test/gpu/smoke/build.sh [OUTDIR]
#   bench   bench/build.sh [options] [OUTDIR]
#   apps    bench/apps/build.sh [OUTDIR]
#   fuzz    python3 fuzz/driver.py pack DIR CARRY     (after driver.py build)
#   clang19 fuzz/pack-compiler.sh DEST                (clang-19 for building fuzz programs there)
set -euo pipefail
repo=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
suite=${1:-}; [ $# -gt 0 ] && shift
case $suite in
  tests) exec bash "$repo/test/gpu/build-for-gpu.sh" "$@" ;;
  smoke) exec bash "$repo/test/gpu/smoke/build.sh" "$@" ;;
  bench) exec bash "$repo/bench/build.sh" "$@" ;;
  apps) exec bash "$repo/bench/apps/build.sh" "$@" ;;
  fuzz) exec python3 "$repo/fuzz/driver.py" pack "$@" ;;
  clang19) exec bash "$repo/fuzz/pack-compiler.sh" "$@" ;;
  *) sed -n '2,12p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//' >&2; exit 2 ;;
esac
