#!/bin/bash
# Device call 2 (2026-11-23, session 4), runtime = no every-thread fence in the
# SPMD last team, plugin = merged copies for blocks of the folded thread limit:
# lit (3 builds), the bench (all cases), fuzz set G (seeds 21000..).
source .gpu-runtime/activate.sh
export OMP_TARGET_OFFLOAD=MANDATORY
W=/tmp/call12; rm -rf $W; mkdir -p $W
S=$OUT/summary.txt
{ nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv; date -u; } > $S 2>&1
( time timeout 200 lit-tests/run-on-gpu.sh .gpu-carry/lit-tests $W/lit ) > $W/lit.log 2>&1
echo "== lit" >> $S; grep -A4 "^== \|XPASS\|FAIL:\|Failed\|Passed\|Expectedly\|Unexpected" $W/lit.log | grep -v "^PASS\|^UNSUP" >> $S
timeout 200 bash bench/run-on-gpu.sh .gpu-carry/bench $W/bench --cases abcdefs --sizes 10,16,20,24,28 --s-sizes 20,24,28 --e-teams 1000,131072,1048576 --tls 128,256 --teams-mult 32 --reps 15 --warmup 2 --rounds 1 --budget 140 > $W/bench-run.log 2>&1
echo "bench rc=$?" >> $S; tail -6 $W/bench-run.log >> $S
if [ -d .gpu-carry/fuzzG ]; then
( time JOBS=16 RUN_TIMEOUT=45 MAX_TIME=${FUZZ_TIME:-150} timeout $(( ${FUZZ_TIME:-150} + 50 )) python3 .gpu-carry/fuzzG/run_on_gpu.py .gpu-carry/fuzzG $W/fuzzG ) > $W/fuzzG.log 2>&1
echo "== fuzz G" >> $S; head -30 $W/fuzzG/summary.txt >> $S; tail -3 $W/fuzzG.log >> $S
fi
date -u >> $S
tar czf $OUT/call12.tgz -C $W .
cat $S
