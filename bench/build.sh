#!/bin/bash
# Builds everything the GPU box needs for the benchmarks into one carry folder.
#
#   bash bench/build.sh [--arch sm_XX] [--plugin FILE | --no-plugin] [OUTDIR]
#
#   --arch sm_XX    GPU architecture (default sm_90; env OMPRED_BENCH_ARCH)
#   --plugin FILE   ompred's pass plugin: adds the third build, omp_bench_plugin
#                   (env OMPRED_PLUGIN; default: the project's own, target ompred-passes
#                   of OMPRED_BUILD_DIR, built with the bitcode)
#   --no-plugin     no plugin build
#   OUTDIR          default <repo>/.gpu-carry/bench (git-ignored)
#
# OUTDIR then holds (stripped):
#   omp_bench_stock    bench/src/omp_bench.cpp + LLVM 19's stock device runtime
#   omp_bench_ompred   the same source, flags and shapes + ompred's drop-in runtime
#   omp_bench_plugin   the same again + -fpass-plugin=<ompred's plugin> (if given)
#   cub_bench          CUB DeviceReduce::Sum, own two-pass reduction, cudaMemcpy D2D (nvcc)
#   libompred_ktimer.so  CUPTI injection library (device kernel times)
#   cupti/libcupti.so.13.xz  the CUPTI it was built against (run-on-gpu.sh unpacks it)
#   MANIFEST.txt       commands, versions, checksums
# Environment:
#   OMPRED_BUILD_DIR=<dir>  ompred's CMake build to reuse (default <repo>/build); its
#                      ompred-bitcode target is built there (configured with
#                      -DOMPRED_ARCHS=<arch> first if the directory has no CMakeCache.txt)
#   OMPRED_BC=<file>   use this drop-in bitcode instead (no CMake build at all)
#   STOCK_BC=<file>    stock bitcode (default /usr/lib/llvm-19/lib/libomptarget-nvptx-<arch>.bc)
#   CLANGXX, NVCC, CC, CUDA_TGT  tools (default clang++-19, /usr/local/cuda/bin/nvcc, gcc,
#                      /usr/local/cuda/targets/x86_64-linux)
#   BENCH_NO_TL1024=1  leave out the thread_limit(1024) shaped kernels in every build
#                      (done automatically, with a warning, if a runtime fails to compile them)
set -euo pipefail
REPO=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
SRC=$REPO/bench/src
ARCH=${OMPRED_BENCH_ARCH:-sm_90}
PLUGIN=${OMPRED_PLUGIN:-}
NOPLUGIN=0
BUILD_PLUGIN=0
BUILD_DIR=${OMPRED_BUILD_DIR:-$REPO/build}
OUT=""
while [ $# -gt 0 ]; do
  case $1 in
    --arch) ARCH=${2:?--arch needs a value}; shift ;;
    --plugin) PLUGIN=${2:?--plugin needs a file}; shift ;;
    --no-plugin) NOPLUGIN=1 ;;
    -h|--help) sed -n '2,30p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//'; exit 0 ;;
    -*) echo "build.sh: unknown option $1" >&2; exit 2 ;;
    *) [ -z "$OUT" ] || { echo "build.sh: one OUTDIR only" >&2; exit 2; }; OUT=$1 ;;
  esac
  shift
done
[[ $ARCH =~ ^sm_[0-9]+a?$ ]] || { echo "build.sh: --arch '$ARCH' is not of the form sm_XX" >&2; exit 2; }
OUT=${OUT:-$REPO/.gpu-carry/bench}
mkdir -p "$OUT"
OUT=$(cd "$OUT" && pwd)
CXX=${CLANGXX:-clang++-19}
NVCC=${NVCC:-/usr/local/cuda/bin/nvcc}
CUDA_TGT=${CUDA_TGT:-/usr/local/cuda/targets/x86_64-linux}
CC=${CC:-gcc}
STOCK_BC=${STOCK_BC:-/usr/lib/llvm-19/lib/libomptarget-nvptx-$ARCH.bc}
WORK=$REPO/bench/.work
mkdir -p "$WORK"

for t in "$CXX" "$NVCC" "$CC" cmake strip xz readelf; do
  command -v "$t" >/dev/null || { echo "build.sh: missing tool $t" >&2; exit 1; }
done
[ -f "$STOCK_BC" ] || { echo "build.sh: stock bitcode $STOCK_BC not found (apt-get install libomp-19-dev)" >&2; exit 1; }
[ -f "$CUDA_TGT/include/cupti.h" ] || { echo "build.sh: $CUDA_TGT/include/cupti.h not found" >&2; exit 1; }

if [ "$NOPLUGIN" = 1 ]; then
  PLUGIN=""
  echo "== no plugin build (--no-plugin)"
elif [ -n "$PLUGIN" ]; then
  [ -f "$PLUGIN" ] || { echo "build.sh: plugin $PLUGIN not found" >&2; exit 1; }
  PLUGIN=$(cd "$(dirname "$PLUGIN")" && pwd)/$(basename "$PLUGIN")
else
  PLUGIN=$BUILD_DIR/lib/ompred-passes.so
  BUILD_PLUGIN=1
fi

# ---- 1. ompred's drop-in bitcode, from the project's own build
if [ -z "${OMPRED_BC:-}" ]; then
  echo "== ompred drop-in bitcode: target ompred-bitcode in $BUILD_DIR"
  if [ ! -f "$BUILD_DIR/CMakeCache.txt" ]; then
    cmake -S "$REPO" -B "$BUILD_DIR" -DOMPRED_ARCHS="$ARCH" >"$WORK/ompred-cmake.log" 2>&1 ||
      { cat "$WORK/ompred-cmake.log" >&2; exit 1; }
  fi
  targets=(ompred-bitcode); [ "$BUILD_PLUGIN" = 1 ] && targets+=(ompred-passes)
  cmake --build "$BUILD_DIR" --target "${targets[@]}" >>"$WORK/ompred-cmake.log" 2>&1 ||
    { tail -40 "$WORK/ompred-cmake.log" >&2; exit 1; }
  OMPRED_BC=$BUILD_DIR/lib/libomptarget-nvptx-$ARCH.bc
  [ -f "$OMPRED_BC" ] || { echo "build.sh: $OMPRED_BC not built: OMPRED_ARCHS of $BUILD_DIR lacks $ARCH" \
                                "(reconfigure it, or set OMPRED_BUILD_DIR to another build)" >&2; exit 1; }
fi
[ -f "$OMPRED_BC" ] || { echo "build.sh: $OMPRED_BC not found" >&2; exit 1; }

# ---- 2. the OpenMP benchmark, identical but for the device runtime (and the plugin)
OMPFLAGS=(-O3 -std=c++17 -Wall -Wextra -Wno-missing-field-initializers -Wno-pass-failed -fopenmp
          --offload-arch="$ARCH")
LINK=(-L/usr/lib/llvm-22/lib -Wl,-rpath,/usr/lib/llvm-22/lib -ldl -lpthread)
EXTRA=()
[ "${BENCH_NO_TL1024:-0}" = 1 ] && EXTRA+=(-DBENCH_NO_TL1024)
BUILDS=(stock ompred)
[ -n "$PLUGIN" ] && BUILDS+=(plugin)

build_omp() {  # $1 = build name
  local bc=$OMPRED_BC flags=()
  [ "$1" = stock ] && bc=$STOCK_BC
  [ "$1" = plugin ] && flags=(-fpass-plugin="$PLUGIN" -Rpass=ompred -Rpass-missed=ompred)
  "$CXX" "${OMPFLAGS[@]}" "${EXTRA[@]}" "${flags[@]}" --libomptarget-nvptx-bc-path="$bc" "$SRC/omp_bench.cpp" \
    -o "$WORK/omp_bench_$1" "${LINK[@]}" >"$WORK/omp_bench_$1.log" 2>&1
}
build_all() {
  echo "== omp_bench for: ${BUILDS[*]} ${EXTRA[*]:-}"
  local pids=() b rc=0
  for b in "${BUILDS[@]}"; do build_omp "$b" & pids+=($!); done
  for p in "${pids[@]}"; do wait "$p" || rc=1; done
  return $rc
}
if ! build_all; then
  for b in "${BUILDS[@]}"; do
    grep -q "error" "$WORK/omp_bench_$b.log" 2>/dev/null &&
      { echo "-- $b build failed:" >&2; grep -E "error" "$WORK/omp_bench_$b.log" | head -8 >&2; }
  done
  if [ ${#EXTRA[@]} = 0 ] && grep -q "max regcount" "$WORK"/omp_bench_*.log; then
    echo "WARNING: a device runtime cannot be compiled into thread_limit(1024) reduction kernels" >&2
    echo "WARNING: (ptxas: entry with 64-register cap calls a function needing more);" >&2
    echo "WARNING: rebuilding EVERY binary without the thread_limit(1024) shapes (-DBENCH_NO_TL1024)" >&2
    EXTRA+=(-DBENCH_NO_TL1024)
    build_all || { echo "build.sh: omp_bench build failed, logs in $WORK/omp_bench_*.log" >&2; exit 1; }
  else
    echo "build.sh: omp_bench build failed, logs in $WORK/omp_bench_*.log" >&2
    exit 1
  fi
fi
PLUGIN_REMARKS=""
if [ -n "$PLUGIN" ]; then
  PLUGIN_REMARKS="$(grep -c "remark: .*\[-Rpass=ompred\]" "$WORK/omp_bench_plugin.log" || true) merged, $(grep -c "\[-Rpass-missed=ompred\]" "$WORK/omp_bench_plugin.log" || true) left alone"
  echo "   plugin remarks (-Rpass=ompred): $PLUGIN_REMARKS; full list in $WORK/omp_bench_plugin.log"
fi

# ---- 3. CUPTI kernel timer (injection library)
echo "== libompred_ktimer.so"
"$CC" -O2 -Wall -Wextra -fPIC -shared -fvisibility=hidden "$REPO/bench/ktimer/ompred_ktimer.c" \
  -I"$CUDA_TGT/include" -L"$CUDA_TGT/lib" -lcupti -lpthread \
  -Wl,--enable-new-dtags,-rpath,/usr/local/cuda/targets/x86_64-linux/lib:/usr/local/cuda/extras/CUPTI/lib64:/usr/local/cuda/lib64 \
  -o "$WORK/libompred_ktimer.so"

# ---- 4. CUDA anchors
echo "== cub_bench (nvcc)"
"$NVCC" -O3 -std=c++17 -arch="$ARCH" -I"$(dirname "$(dirname "$NVCC")")/include/cccl" "$SRC/cub_bench.cu" \
  -o "$WORK/cub_bench" -ldl >"$WORK/cub_bench.log" 2>&1 || { cat "$WORK/cub_bench.log" >&2; exit 1; }

# The GPU box lays libomptarget 22 out as Debian does; a binary that wants another one cannot run there.
for b in "${BUILDS[@]}"; do
  readelf -d "$WORK/omp_bench_$b" | grep -q 'NEEDED.*\[libomptarget\.so\.22\.1\]' ||
    { echo "build.sh: omp_bench_$b does not need libomptarget.so.22.1 (is liboffload-22-dev installed?)" >&2; exit 1; }
done

# ---- 5. assemble the carry folder
rm -rf "$OUT/cupti"
rm -f "$OUT"/omp_bench_* "$OUT"/cub_bench "$OUT"/libompred_ktimer.so "$OUT"/MANIFEST.txt
for f in "${BUILDS[@]/#/omp_bench_}" cub_bench; do strip -o "$OUT/$f" "$WORK/$f"; done
strip --strip-unneeded -o "$OUT/libompred_ktimer.so" "$WORK/libompred_ktimer.so"
mkdir -p "$OUT/cupti"
xz -T0 -6 -c "$(readlink -f "$CUDA_TGT/lib/libcupti.so.13")" >"$OUT/cupti/libcupti.so.13.xz"

if cmp -s "$OUT/omp_bench_stock" "$OUT/omp_bench_ompred"; then
  echo "WARNING: omp_bench_stock and omp_bench_ompred are identical: the ompred bitcode changed nothing" >&2
fi
if [ -n "$PLUGIN" ] && cmp -s "$OUT/omp_bench_ompred" "$OUT/omp_bench_plugin"; then
  echo "WARNING: omp_bench_ompred and omp_bench_plugin are identical: the plugin changed nothing" >&2
fi

{
  echo "built: $(date -u +%Y-%m-%dT%H:%M:%SZ) on $(hostname)"
  echo "git: $(git -C "$REPO" rev-parse HEAD 2>/dev/null || echo '?')$(git -C "$REPO" diff --quiet 2>/dev/null || echo ' (dirty tree)')"
  echo "arch: $ARCH"
  echo "clang: $("$CXX" --version | head -1)"
  echo "nvcc: $("$NVCC" --version | tail -2 | head -1)"
  echo "omp flags: ${OMPFLAGS[*]} ${EXTRA[*]:-} --libomptarget-nvptx-bc-path=<bc> ${LINK[*]}"
  echo "stock bc:  $STOCK_BC $(sha256sum <"$STOCK_BC" | cut -c1-16)"
  echo "ompred bc: $OMPRED_BC $(sha256sum <"$OMPRED_BC" | cut -c1-16)"
  if [ -n "$PLUGIN" ]; then
    echo "plugin:    $PLUGIN $(sha256sum <"$PLUGIN" | cut -c1-16) (omp_bench_plugin: ompred bc + -fpass-plugin)"
    echo "plugin remarks: $PLUGIN_REMARKS"
  else
    echo "plugin:    none (no omp_bench_plugin)"
  fi
  [ ${#EXTRA[@]} = 0 ] || echo "NOTE: built with ${EXTRA[*]} (thread_limit(1024) shapes left out of every binary)"
  echo "files:"
  (cd "$OUT" && find . -type f ! -name MANIFEST.txt | sort | while read -r f; do
     printf '  %-28s %9d  %s\n' "$f" "$(stat -c %s "$f")" "$(sha256sum <"$f" | cut -c1-16)"; done)
} >"$OUT/MANIFEST.txt"
cat "$OUT/MANIFEST.txt"
size=$(du -sk "$OUT" | cut -f1)
echo "carry folder: $OUT ($((size / 1024)).$(( (size % 1024) * 10 / 1024 )) MiB)"
[ "$size" -le $((15 * 1024)) ] || echo "WARNING: carry folder exceeds 15 MiB" >&2
