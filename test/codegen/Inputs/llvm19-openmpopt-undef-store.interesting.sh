#!/bin/bash
# llvm-reduce interestingness test for llvm19-openmpopt-undef-store.ll.gz
# (docs/llvm19-defects.md): exit 0 when LLVM 19's -O2 pipeline makes
# OpenMPOptCGSCCPass store i32 undef in the kernel, the same run without
# HeapToShared (-openmp-opt-shared-limit=0) does not, and the input itself
# stores no undef, so the reducer cannot make the undef legitimate by
# deleting the team copy's writes.
#   gzip -dc llvm19-openmpopt-undef-store.ll.gz > pre.ll
#   llvm-reduce-19 --test=$PWD/llvm19-openmpopt-undef-store.interesting.sh pre.ll -o reduced.ll
OPT=${OPT:-opt-19}
K=__omp_offloading_fe00_5125c4_k_teams_nested_parallel_l100
after() {
  "$OPT" -O2 "$@" -print-after=openmp-opt-cgscc -filter-print-funcs=$K -disable-output 2>&1
}
grep -qE 'store i32 (undef|poison)' "$1" && exit 1
after "$1" | grep -q 'store i32 undef, ptr %' || exit 1
control=$(after -openmp-opt-shared-limit=0 "$1")
grep -q 'IR Dump After OpenMPOptCGSCCPass' <<<"$control" || exit 1
grep -q 'store i32 undef, ptr %' <<<"$control" && exit 1
exit 0
