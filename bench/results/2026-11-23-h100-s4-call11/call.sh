#!/bin/bash
# Device call 1 (2026-11-23, session 4): working tree = c443d66 + no every-thread
# fence in the SPMD last team ("exp"); bench-base = c443d66's bitcode. lit (exp),
# full bench (exp), focused small/2^16 runs of exp and base, ncu source counters.
source .gpu-runtime/activate.sh
export OMP_TARGET_OFFLOAD=MANDATORY
W=/tmp/call11; rm -rf $W; mkdir -p $W
S=$OUT/summary.txt
{ nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv; date -u; } > $S 2>&1
if [ -d .gpu-carry/lit-tests ]; then
( time timeout 200 lit-tests/run-on-gpu.sh .gpu-carry/lit-tests $W/lit ) > $W/lit.log 2>&1
echo "== lit" >> $S; grep -A4 "^== \|XPASS\|FAIL:\|Failed\|Passed\|Expectedly\|Unexpected" $W/lit.log | grep -v "^PASS\|^UNSUP" >> $S
fi
F="--cases ab --sizes 10,16 --tls 128,256 --teams-mult 1,32 --reps 31 --warmup 3 --rounds 2 --budget 60"
for v in bench bench-base; do
  timeout 90 bash bench/run-on-gpu.sh .gpu-carry/$v $W/focus-$v $F > $W/focus-$v.log 2>&1
  echo "focus $v rc=$?" >> $S
done
timeout 200 bash bench/run-on-gpu.sh .gpu-carry/bench $W/bench --cases abcdefs --sizes 10,16,20,24,28 --s-sizes 20,24,28 --e-teams 1000,131072,1048576 --tls 128,256 --teams-mult 32 --reps 15 --warmup 2 --rounds 1 --budget 140 > $W/bench-run.log 2>&1
echo "bench rc=$?" >> $S; tail -6 $W/bench-run.log >> $S
NCU=$(command -v ncu || ls /usr/local/cuda/bin/ncu 2>/dev/null)
echo "ncu: $NCU $($NCU --version | tail -1)" >> $S
if [ -n "$NCU" ]; then
  mkdir -p /tmp/nb && cp .gpu-carry/bench/omp_bench_* /tmp/nb/ && chmod +x /tmp/nb/*
  for b in ompred plugin; do
    timeout 60 $NCU --clock-control none --section SourceCounters --section InstructionStats --section LaunchStats \
      -k 'regex:9a_defaultPKdi|15b_loads_defaultPKdi' --launch-count 2 -f -o $W/ncu16-$b \
      /tmp/nb/omp_bench_$b --build $b --cases ab --sizes 16 --tls 128 --teams-mult 1 --reps 1 --warmup 0 > $W/ncu16-$b.log 2>&1
    echo "ncu16 $b rc=$?" >> $S
    timeout 60 $NCU --import $W/ncu16-$b.ncu-rep --page source --csv --print-source sass > $W/ncu16-$b-sass.csv 2>&1
    echo "sass $b rc=$? $(wc -l < $W/ncu16-$b-sass.csv)" >> $S
    timeout 60 $NCU --import $W/ncu16-$b.ncu-rep --page details > $W/ncu16-$b-details.txt 2>&1
  done
  for b in stock ompred; do
    timeout 60 $NCU --clock-control none --section SourceCounters --section InstructionStats --section LaunchStats --section WarpStateStats \
      -k 'regex:a_shapedILi256' --launch-count 3 -f -o $W/ncu10-$b \
      /tmp/nb/omp_bench_$b --build $b --cases a --sizes 10 --tls 256 --teams-mult 1 --reps 1 --warmup 0 > $W/ncu10-$b.log 2>&1
    echo "ncu10 $b rc=$?" >> $S
    timeout 60 $NCU --import $W/ncu10-$b.ncu-rep --page source --csv --print-source sass > $W/ncu10-$b-sass.csv 2>&1
    timeout 60 $NCU --import $W/ncu10-$b.ncu-rep --page details > $W/ncu10-$b-details.txt 2>&1
  done
fi
date -u >> $S
tar czf $OUT/call11.tgz -C $W .
cat $S
