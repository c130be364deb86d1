#!/bin/bash
# On the GPU box: the smoke program, then compute-sanitizer's memcheck,
# racecheck and synccheck on the sanitizer shapes. Logs under $2.
set -uo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/../../../scripts/gpu-box/carry.sh"
dir=$1; out=$2; gpu_box_mandatory; export PATH=$PATH:/usr/local/cuda/bin
gpu_box_results "$out" >/dev/null; rc=0
timeout 300 "$dir/smoke.ompred" > "$out/smoke.log" 2>&1 || rc=1; tail -1 "$out/smoke.log"
for t in memcheck racecheck synccheck; do
  timeout 150 compute-sanitizer --tool $t "$dir/sanitize.ompred" > "$out/san-$t.log" 2>&1 || rc=1
  echo "$t: $(grep -E 'SUMMARY' "$out/san-$t.log")"
done
exit $rc
