#!/bin/bash
# Run the fuzz batches built on this box (DIRS), runtime pack.
source .gpu-runtime/activate.sh
date -u
for d in $DIRS; do
  n=$(basename $d)
  ( time JOBS=${FJOBS:-8} RUN_TIMEOUT=45 MAX_TIME=${FMAX:-400} python3 fuzz/run_on_gpu.py $d $OUT/$n ) > $OUT/$n.log 2>&1
  echo "== $n"; head -12 $OUT/$n/summary.txt; tail -3 $OUT/$n.log
done
