#!/bin/bash
# regs (issue 11): run from the repo root after `source .gpu-runtime/activate.sh`,
# with $OUT set and OMP_TARGET_OFFLOAD=MANDATORY. About 5-10 minutes.
# Binaries built on the dev box (see README.txt); t-* = merged-timing.c,
# c-* = const-timing.c; stock = LLVM 19's bitcode, main = /work/main/build/lib
# (03b75ce), regs = branch regs (runtime of 419c8c3).
C=.gpu-carry/regs
export OMP_TARGET_OFFLOAD=MANDATORY
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv > "$OUT/gpu.txt" 2>&1
for r in 1 2; do for b in stock main regs; do "$C/t-$b" "$b"; echo "rc=$?"; done; done > "$OUT/timing.txt" 2>&1
for r in 1 2; do for b in stock main regs; do "$C/c-$b" "$b"; echo "rc=$?"; done; done > "$OUT/const-timing.txt" 2>&1
cat "$OUT/timing.txt" "$OUT/const-timing.txt"
# GPU lit suite, built from branch regs (ompred = regs' drop-in, stock, plugin).
mkdir -p /tmp/regs-lit
lit-tests/run-on-gpu.sh "$C/lit" /tmp/regs-lit > "$OUT/lit-summary.txt" 2>&1
echo "run-on-gpu exit $?" >> "$OUT/lit-summary.txt"
tar -C /tmp/regs-lit -cJf "$OUT/lit-results.tar.xz" .
cat "$OUT/lit-summary.txt"
