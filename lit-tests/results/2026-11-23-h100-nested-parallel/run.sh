#!/bin/bash
# runs every nested-parallel variant; one line of result per binary
cd "$(dirname "$0")/nested"
export OMP_TARGET_OFFLOAD=MANDATORY
for b in np-*; do
  case $b in *.log) continue;; esac
  out=$(timeout 60 ./$b 2>&1); rc=$?
  echo "=== $b rc=$rc"
  echo "$out" | grep -v "^nested-parallel: running" | head -14
done
