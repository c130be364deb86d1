#!/bin/bash
# Builds everything the GPU box needs for the benchmarks into one carry folder.
#
#   bash bench/build.sh [OUTDIR]          (default: .gpu-carry/bench, git-ignored)
#
# OUTDIR then holds (stripped):
#   omp_bench_stock    bench/src/omp_bench.cpp + LLVM 19's stock device runtime
#   omp_bench_ompred   the same source, flags and shapes + ompred's drop-in runtime
#   cub_bench          CUB DeviceReduce::Sum and cudaMemcpy D2D anchors (nvcc)
#   libompred_ktimer.so  CUPTI injection library (device kernel times)
#   cupti/libcupti.so.13.xz  the CUPTI it was built against (run-on-gpu.sh unpacks it)
#   MANIFEST.txt       commands, versions, checksums
# Environment overrides:
#   OMPRED_BC=<file>   use this drop-in bitcode instead of building ompred
#                      (default: cmake build of this checkout in bench/.work/ompred-build)
#   STOCK_BC=<file>    stock bitcode (default /usr/lib/llvm-19/lib/libomptarget-nvptx-sm_90.bc)
#   BENCH_NO_TL1024=1  leave out the thread_limit(1024) shaped kernels in both builds
#                      (done automatically, with a warning, if either runtime fails to compile them)
set -euo pipefail
REPO=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
SRC=$REPO/bench/src
OUT=${1:-$REPO/.gpu-carry/bench}
mkdir -p "$OUT"
OUT=$(cd "$OUT" && pwd)
ARCH=sm_90
CXX=${CLANGXX:-clang++-19}
NVCC=${NVCC:-/usr/local/cuda/bin/nvcc}
CUDA_TGT=${CUDA_TGT:-/usr/local/cuda/targets/x86_64-linux}
CC=${CC:-gcc}
STOCK_BC=${STOCK_BC:-/usr/lib/llvm-19/lib/libomptarget-nvptx-$ARCH.bc}
WORK=$REPO/bench/.work
mkdir -p "$WORK"

for t in "$CXX" "$NVCC" "$CC" strip xz; do
  command -v "$t" >/dev/null || { echo "build.sh: missing tool $t" >&2; exit 1; }
done
[ -f "$STOCK_BC" ] || { echo "build.sh: stock bitcode $STOCK_BC not found (apt-get install libomp-19-dev)" >&2; exit 1; }
[ -f "$CUDA_TGT/include/cupti.h" ] || { echo "build.sh: $CUDA_TGT/include/cupti.h not found" >&2; exit 1; }

# ---- 1. ompred's drop-in bitcode (private build dir: others may be using build/)
if [ -z "${OMPRED_BC:-}" ]; then
  echo "== ompred drop-in bitcode ($WORK/ompred-build)"
  cmake -S "$REPO" -B "$WORK/ompred-build" -DOMPRED_ARCHS=$ARCH >"$WORK/ompred-cmake.log" 2>&1 ||
    { cat "$WORK/ompred-cmake.log" >&2; exit 1; }
  cmake --build "$WORK/ompred-build" >>"$WORK/ompred-cmake.log" 2>&1 ||
    { tail -40 "$WORK/ompred-cmake.log" >&2; exit 1; }
  OMPRED_BC=$WORK/ompred-build/lib/libomptarget-nvptx-$ARCH.bc
fi
[ -f "$OMPRED_BC" ] || { echo "build.sh: $OMPRED_BC not found" >&2; exit 1; }

# ---- 2. the OpenMP benchmark, twice, identical but for the device runtime
OMPFLAGS=(-O3 -std=c++17 -Wall -Wextra -Wno-missing-field-initializers -fopenmp --offload-arch=$ARCH)
LINK=(-L/usr/lib/llvm-22/lib -Wl,-rpath,/usr/lib/llvm-22/lib -ldl -lpthread)
EXTRA=()
[ "${BENCH_NO_TL1024:-0}" = 1 ] && EXTRA+=(-DBENCH_NO_TL1024)

build_omp() {  # $1 = tag, $2 = bitcode
  "$CXX" "${OMPFLAGS[@]}" "${EXTRA[@]}" --libomptarget-nvptx-bc-path="$2" "$SRC/omp_bench.cpp" \
    -o "$WORK/omp_bench_$1" "${LINK[@]}" >"$WORK/omp_bench_$1.log" 2>&1
}
build_both() {
  echo "== omp_bench_stock + omp_bench_ompred ${EXTRA[*]:-}"
  local rs=0 ro=0
  build_omp stock "$STOCK_BC" & local ps=$!
  build_omp ompred "$OMPRED_BC" & local po=$!
  wait $ps || rs=$?
  wait $po || ro=$?
  [ $rs = 0 ] && [ $ro = 0 ]
}
if ! build_both; then
  for t in stock ompred; do
    grep -q "error" "$WORK/omp_bench_$t.log" 2>/dev/null && { echo "-- $t build failed:" >&2; grep -E "error" "$WORK/omp_bench_$t.log" | head -8 >&2; }
  done
  if [ ${#EXTRA[@]} = 0 ] && grep -q "max regcount" "$WORK"/omp_bench_*.log; then
    echo "WARNING: a device runtime cannot be compiled into thread_limit(1024) reduction kernels" >&2
    echo "WARNING: (ptxas: entry with 64-register cap calls a function needing more);" >&2
    echo "WARNING: rebuilding BOTH binaries without the thread_limit(1024) shapes (-DBENCH_NO_TL1024)" >&2
    EXTRA+=(-DBENCH_NO_TL1024)
    build_both || { echo "build.sh: omp_bench build failed, logs in $WORK/omp_bench_*.log" >&2; exit 1; }
  else
    echo "build.sh: omp_bench build failed, logs in $WORK/omp_bench_*.log" >&2
    exit 1
  fi
fi

# ---- 3. CUPTI kernel timer (injection library)
echo "== libompred_ktimer.so"
"$CC" -O2 -Wall -Wextra -fPIC -shared -fvisibility=hidden "$REPO/bench/ktimer/ompred_ktimer.c" \
  -I"$CUDA_TGT/include" -L"$CUDA_TGT/lib" -lcupti -lpthread \
  -Wl,--enable-new-dtags,-rpath,/usr/local/cuda/targets/x86_64-linux/lib:/usr/local/cuda/extras/CUPTI/lib64:/usr/local/cuda/lib64 \
  -o "$WORK/libompred_ktimer.so"

# ---- 4. CUB / cudaMemcpy anchors
echo "== cub_bench (nvcc)"
"$NVCC" -O3 -std=c++17 -arch=$ARCH -I/usr/local/cuda/include/cccl "$SRC/cub_bench.cu" \
  -o "$WORK/cub_bench" -ldl >"$WORK/cub_bench.log" 2>&1 || { cat "$WORK/cub_bench.log" >&2; exit 1; }

# ---- 5. assemble the carry folder
rm -rf "$OUT/cupti"
rm -f "$OUT"/omp_bench_* "$OUT"/cub_bench "$OUT"/libompred_ktimer.so "$OUT"/MANIFEST.txt
for f in omp_bench_stock omp_bench_ompred cub_bench; do strip -o "$OUT/$f" "$WORK/$f"; done
strip --strip-unneeded -o "$OUT/libompred_ktimer.so" "$WORK/libompred_ktimer.so"
mkdir -p "$OUT/cupti"
xz -T0 -6 -c "$(readlink -f "$CUDA_TGT/lib/libcupti.so.13")" >"$OUT/cupti/libcupti.so.13.xz"

if cmp -s "$OUT/omp_bench_stock" "$OUT/omp_bench_ompred"; then
  echo "WARNING: omp_bench_stock and omp_bench_ompred are identical: the ompred bitcode changed nothing" >&2
fi

{
  echo "built: $(date -u +%Y-%m-%dT%H:%M:%SZ) on $(hostname)"
  echo "git: $(git -C "$REPO" rev-parse HEAD 2>/dev/null || echo '?')$(git -C "$REPO" diff --quiet 2>/dev/null || echo ' (dirty tree)')"
  echo "clang: $("$CXX" --version | head -1)"
  echo "nvcc: $("$NVCC" --version | tail -2 | head -1)"
  echo "omp flags: ${OMPFLAGS[*]} ${EXTRA[*]:-} --libomptarget-nvptx-bc-path=<bc> ${LINK[*]}"
  echo "stock bc:  $STOCK_BC $(sha256sum <"$STOCK_BC" | cut -c1-16)"
  echo "ompred bc: $OMPRED_BC $(sha256sum <"$OMPRED_BC" | cut -c1-16)"
  [ ${#EXTRA[@]} = 0 ] || echo "NOTE: built with ${EXTRA[*]} (thread_limit(1024) shapes left out of both binaries)"
  echo "files:"
  (cd "$OUT" && find . -type f ! -name MANIFEST.txt | sort | while read -r f; do
     printf '  %-28s %9d  %s\n' "$f" "$(stat -c %s "$f")" "$(sha256sum <"$f" | cut -c1-16)"; done)
} >"$OUT/MANIFEST.txt"
cat "$OUT/MANIFEST.txt"
size=$(du -sk "$OUT" | cut -f1)
echo "carry folder: $OUT ($((size / 1024)).$(( (size % 1024) * 10 / 1024 )) MiB)"
[ "$size" -le $((15 * 1024)) ] || echo "WARNING: carry folder exceeds 15 MiB" >&2
