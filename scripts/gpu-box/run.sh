#!/bin/bash
# The run half of the one GPU-box pipeline, one entry point for every suite
# (scripts/gpu-box/README.md): on the box, after `source .gpu-runtime/activate.sh`,
# runs the suite's own run script with ARGS. Its exit status is theirs.
#
#   bash scripts/gpu-box/run.sh SUITE [ARGS...]
#
#   tests   test/gpu/run-on-gpu.sh CARRY [RESULTS]     (no GPU: lit says UNSUPPORTED)
#   smoke   test/gpu/smoke/run.sh CARRY RESULTS
#   bench   bench/run-on-gpu.sh CARRY RESULTS [options] (no GPU: 3; --host-test runs on the CPU)
#   apps    bench/apps/run-on-gpu.sh CARRY RESULTS [options] (no GPU: 3)
#   fuzz    python3 CARRY/run_on_gpu.py CARRY RESULTS   (the runner packed with the programs)
set -euo pipefail
repo=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
suite=${1:-}; [ $# -gt 0 ] && shift
case $suite in
  tests) exec bash "$repo/test/gpu/run-on-gpu.sh" "$@" ;;
  smoke) exec bash "$repo/test/gpu/smoke/run.sh" "$@" ;;
  bench) exec bash "$repo/bench/run-on-gpu.sh" "$@" ;;
  apps) exec bash "$repo/bench/apps/run-on-gpu.sh" "$@" ;;
  fuzz) [ $# -ge 1 ] || { echo "run.sh fuzz: CARRY RESULTS" >&2; exit 2; }
        exec python3 "$1/run_on_gpu.py" "$@" ;;
  *) sed -n '2,12p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//' >&2; exit 2 ;;
esac
