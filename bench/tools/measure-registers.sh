#!/bin/bash
# measure-registers.sh BC OUTDIR: registers (ptxas -v) and static PTX
# instructions per kernel of bench/tools/merged-timing.c,
# test/codegen/ptx-registers.c and bench/src/omp_bench.cpp built at -O3
# against the device runtime BC (a drop-in, or stock's), one line per kernel
# in OUTDIR/summary.txt: "<unit>:<kernel> <registers> <PTX instructions>".
set -e
R=$(git rev-parse --show-toplevel); H=$R/bench/tools
# Absolute: each unit compiles in its own folder.
BC=$(realpath "$1"); mkdir -p "$2"; OUT=$(realpath "$2")
unit() { # name source compiler extra-flags
  mkdir -p "$OUT/$1"
  (cd "$OUT/$1" && $3 -O3 -fopenmp --offload-arch=sm_90 $4 --libomptarget-nvptx-bc-path="$BC" \
     -c -save-temps "$2" -o k.o >log 2>&1)
  s=$(ls "$OUT/$1"/*-openmp-nvptx64-nvidia-cuda-sm_90.s)
  /usr/local/cuda/bin/ptxas -arch=sm_90 -O3 -v -c "$s" -o /dev/null 2> "$OUT/$1/ptxas.txt"
  python3 "$H/ptx_summary.py" "$s" "$OUT/$1/ptxas.txt" "$1"
}
{
unit mt "$H/merged-timing.c" clang-19 ""
unit reg "$R/test/codegen/ptx-registers.c" clang-19 ""
unit bench "$R/bench/src/omp_bench.cpp" clang++-19 "-std=c++17 -I$R/bench/src"
} > "$OUT/summary.txt"
