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
#   omp_bench_stock22, omp_bench_ompred22, omp_bench_plugin22   with BENCH_CLANG22=1 (below):
#                      the same source and flags compiled by clang++-22 against LLVM 22's own
#                      device runtime as ompred builds it (Debian ships none), ompred's clang-22
#                      runtime, and that + the pass plugin built for clang-22 (flags from
#                      ompred-config --cc clang-22, as bench/apps/build.sh)
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
#   BENCH_CLANG22=1    also the three clang-22 builds (CLANGXX22, default clang++-22); they take
#                      OMPRED_BUILD_DIR's clang-22 flavour: bin/ompred-config,
#                      lib/nvptx64-nvidia-cuda/libomptarget-nvptx.bc (ompred22),
#                      llvm22-stock/nvptx64-nvidia-cuda/libomptarget-nvptx.bc (stock22),
#                      lib/ompred/llvm-22/{include,lib} (omp.h, libomp, plugin22's plugin; its
#                      target ompred-passes-llvm22 is built with ompred-bitcode); --no-plugin
#                      leaves out plugin22 too
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
    -h|--help) sed -n '2,42p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//'; exit 0 ;;
    -*) echo "build.sh: unknown option $1" >&2; exit 2 ;;
    *) [ -z "$OUT" ] || { echo "build.sh: one OUTDIR only" >&2; exit 2; }; OUT=$1 ;;
  esac
  shift
done
[[ $ARCH =~ ^sm_[0-9]+a?$ ]] || { echo "build.sh: --arch '$ARCH' is not of the form sm_XX" >&2; exit 2; }
source "$REPO/scripts/gpu-box/carry.sh"
OUT=$(carry_dir "${OUT:-$REPO/.gpu-carry/bench}")
CXX=${CLANGXX:-clang++-19}
NVCC=${NVCC:-/usr/local/cuda/bin/nvcc}
CUDA_TGT=${CUDA_TGT:-/usr/local/cuda/targets/x86_64-linux}
CC=${CC:-gcc}
STOCK_BC=${STOCK_BC:-/usr/lib/llvm-19/lib/libomptarget-nvptx-$ARCH.bc}
WORK=$REPO/bench/.work
mkdir -p "$WORK"
CLANG22=${BENCH_CLANG22:-0}
source "$REPO/bench/scripts/build-paths.sh"
case $CLANG22 in 0|1) ;; *) echo "build.sh: BENCH_CLANG22 must be 0 or 1, not '$CLANG22'" >&2; exit 2 ;; esac

for t in "$CXX" "$NVCC" "$CC" cmake strip xz readelf; do
  command -v "$t" >/dev/null || { echo "build.sh: missing tool $t" >&2; exit 1; }
done
[ -f "$STOCK_BC" ] || { echo "build.sh: stock bitcode $STOCK_BC not found (apt-get install libomp-19-dev)" >&2; exit 1; }
[ -f "$CUDA_TGT/include/cupti.h" ] || { echo "build.sh: $CUDA_TGT/include/cupti.h not found" >&2; exit 1; }
if [ "$CLANG22" = 1 ]; then
  command -v "$CXX22" >/dev/null ||
    { echo "build.sh: BENCH_CLANG22=1 needs $CXX22 (apt-get install clang-22, or set CLANGXX22)" >&2; exit 1; }
fi

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
  [ "$CLANG22" = 1 ] && [ "$NOPLUGIN" = 0 ] && targets+=(ompred-passes-llvm22)
  cmake --build "$BUILD_DIR" --target "${targets[@]}" >>"$WORK/ompred-cmake.log" 2>&1 ||
    { tail -40 "$WORK/ompred-cmake.log" >&2; exit 1; }
  OMPRED_BC=$BUILD_DIR/lib/libomptarget-nvptx-$ARCH.bc
  [ -f "$OMPRED_BC" ] || { echo "build.sh: $OMPRED_BC not built: OMPRED_ARCHS of $BUILD_DIR lacks $ARCH" \
                                "(reconfigure it, or set OMPRED_BUILD_DIR to another build)" >&2; exit 1; }
fi
[ -f "$OMPRED_BC" ] || { echo "build.sh: $OMPRED_BC not found" >&2; exit 1; }
# the clang-22 flavour: ompred-bitcode builds its two bitcodes (OMPRED_LLVM22=ON, the default),
# ompred-passes-llvm22 its plugin
if [ "$CLANG22" = 1 ]; then
  need22=("$CONFIG" "$OMPRED22_BC" "$STOCK22_BC" "$OMP22_DIR/include/omp.h")
  [ "$NOPLUGIN" = 0 ] && need22+=("$PLUGIN22")
  for f in "${need22[@]}"; do
    [ -f "$f" ] || { echo "build.sh: BENCH_CLANG22=1: $f not found: $BUILD_DIR lacks the clang-22 flavour" \
                          "(configure it with -DOMPRED_LLVM22=ON and build targets ompred-bitcode" \
                          "ompred-passes-llvm22, or set OMPRED_BUILD_DIR to a build that has it)" >&2; exit 1; }
  done
fi

# ---- 2. the OpenMP benchmark, identical but for the device runtime (and the plugin)
# (the clang-22 builds: the same, their -fopenmp --offload-arch and runtime from ompred-config)
OMPCOMMON=(-O3 -std=c++17 -Wall -Wextra -Wno-missing-field-initializers -Wno-pass-failed)
OMPFLAGS=("${OMPCOMMON[@]}" -fopenmp --offload-arch="$ARCH")
LINK=(-L/usr/lib/llvm-22/lib -Wl,-rpath,/usr/lib/llvm-22/lib -ldl -lpthread)
EXTRA=()
[ "${BENCH_NO_TL1024:-0}" = 1 ] && EXTRA+=(-DBENCH_NO_TL1024)
BUILDS=(stock ompred)
[ -n "$PLUGIN" ] && BUILDS+=(plugin)
if [ "$CLANG22" = 1 ]; then
  BUILDS+=(stock22 ompred22)
  [ -n "$PLUGIN" ] && BUILDS+=(plugin22)
  CF_stock22=("${STOCK22_CFLAGS[@]}")
  LD_stock22=("${STOCK22_LDFLAGS[@]}")
  cfg22() { "$CONFIG" --cc clang-22 "$@" "$ARCH" || { echo "build.sh: $CONFIG --cc clang-22 $* $ARCH failed" >&2; exit 1; }; }
  f=$(cfg22 --no-plugin --cflags) || exit 1; read -ra CF_ompred22 <<<"$f"
  f=$(cfg22 --cflags) || exit 1; read -ra CF_plugin22 <<<"$f"
  f=$(cfg22 --ldflags) || exit 1; read -ra LD_ompred22 <<<"$f"
  CF_plugin22+=(-Rpass=ompred -Rpass-missed=ompred)
  LD_plugin22=("${LD_ompred22[@]}")
  [[ " ${CF_plugin22[*]} " == *" -fpass-plugin=$PLUGIN22 "* ]] ||
    { echo "build.sh: $CONFIG --cc clang-22 --cflags does not name the plugin $PLUGIN22: ${CF_plugin22[*]}" >&2; exit 1; }
  [[ " ${CF_ompred22[*]} " == *" --libomptarget-nvptx-bc-path=$OMPRED22_BC "* ]] ||
    { echo "build.sh: $CONFIG --cc clang-22 --cflags does not name $OMPRED22_BC: ${CF_ompred22[*]}" >&2; exit 1; }
fi

build_omp() {  # $1 = build name
  case $1 in
    stock22|ompred22|plugin22)
      local cf="CF_$1[@]" ld="LD_$1[@]"
      "$CXX22" "${OMPCOMMON[@]}" "${EXTRA[@]}" "${!cf}" "$SRC/omp_bench.cpp" \
        -o "$WORK/omp_bench_$1" "${!ld}" -ldl -lpthread >"$WORK/omp_bench_$1.log" 2>&1
      return ;;
  esac
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
  logs=(); for b in "${BUILDS[@]}"; do logs+=("$WORK/omp_bench_$b.log"); done
  if [ ${#EXTRA[@]} = 0 ] && grep -qs "max regcount" "${logs[@]}"; then
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
PLUGIN22_REMARKS=""
if [[ " ${BUILDS[*]} " == *" plugin22 "* ]]; then
  PLUGIN22_REMARKS="$(grep -c "remark: .*\[-Rpass=ompred\]" "$WORK/omp_bench_plugin22.log" || true) merged, $(grep -c "\[-Rpass-missed=ompred\]" "$WORK/omp_bench_plugin22.log" || true) left alone"
  echo "   plugin22 remarks (-Rpass=ompred): $PLUGIN22_REMARKS; full list in $WORK/omp_bench_plugin22.log"
fi

# ---- 3. CUPTI kernel timer (injection library)
echo "== libompred_ktimer.so"
carry_ktimer "$CC" "$CUDA_TGT" "$WORK/libompred_ktimer.so"

# ---- 4. CUDA anchors
echo "== cub_bench (nvcc)"
"$NVCC" -O3 -std=c++17 -arch="$ARCH" -I"$(dirname "$(dirname "$NVCC")")/include/cccl" "$SRC/cub_bench.cu" \
  -o "$WORK/cub_bench" -ldl >"$WORK/cub_bench.log" 2>&1 || { cat "$WORK/cub_bench.log" >&2; exit 1; }

# The GPU box lays libomptarget 22 out as Debian does; a binary that wants another one cannot run there.
for b in "${BUILDS[@]}"; do
  carry_needs_omptarget22 "$WORK/omp_bench_$b" ||
    { echo "build.sh: omp_bench_$b does not need libomptarget.so.22.1 (is liboffload-22-dev installed?)" >&2; exit 1; }
done

# ---- 5. assemble the carry folder
rm -f "$OUT"/omp_bench_* "$OUT"/cub_bench "$OUT"/libompred_ktimer.so "$OUT"/MANIFEST.txt
for f in "${BUILDS[@]/#/omp_bench_}" cub_bench; do strip -o "$OUT/$f" "$WORK/$f"; done
strip --strip-unneeded -o "$OUT/libompred_ktimer.so" "$WORK/libompred_ktimer.so"
carry_cupti "$CUDA_TGT" "$OUT"

if cmp -s "$OUT/omp_bench_stock" "$OUT/omp_bench_ompred"; then
  echo "WARNING: omp_bench_stock and omp_bench_ompred are identical: the ompred bitcode changed nothing" >&2
fi
if [ -n "$PLUGIN" ] && cmp -s "$OUT/omp_bench_ompred" "$OUT/omp_bench_plugin"; then
  echo "WARNING: omp_bench_ompred and omp_bench_plugin are identical: the plugin changed nothing" >&2
fi
if [ "$CLANG22" = 1 ] && cmp -s "$OUT/omp_bench_stock22" "$OUT/omp_bench_ompred22"; then
  echo "WARNING: omp_bench_stock22 and omp_bench_ompred22 are identical: the ompred clang-22 bitcode changed nothing" >&2
fi
if [ -n "$PLUGIN22_REMARKS" ] && cmp -s "$OUT/omp_bench_ompred22" "$OUT/omp_bench_plugin22"; then
  echo "WARNING: omp_bench_ompred22 and omp_bench_plugin22 are identical: the clang-22 plugin changed nothing" >&2
fi

{
  echo "built: $(carry_date) on $(hostname)"
  echo "git: $(carry_git "$REPO")"
  echo "arch: $ARCH"
  echo "clang: $("$CXX" --version | head -1)"
  echo "nvcc: $("$NVCC" --version | tail -2 | head -1)"
  echo "omp flags: ${OMPFLAGS[*]} ${EXTRA[*]:-} --libomptarget-nvptx-bc-path=<bc> ${LINK[*]}"
  echo "stock bc:  $STOCK_BC $(carry_sha "$STOCK_BC")"
  echo "ompred bc: $OMPRED_BC $(carry_sha "$OMPRED_BC")"
  if [ -n "$PLUGIN" ]; then
    echo "plugin:    $PLUGIN $(carry_sha "$PLUGIN") (omp_bench_plugin: ompred bc + -fpass-plugin)"
    echo "plugin remarks: $PLUGIN_REMARKS"
  else
    echo "plugin:    none (no omp_bench_plugin)"
  fi
  if [ "$CLANG22" = 1 ]; then
    echo "clang-22: $("$CXX22" --version | head -1)"
    echo "clang-22 omp flags: ${OMPCOMMON[*]} ${EXTRA[*]:-} <flags> omp_bench.cpp <link> -ldl -lpthread, per build:"
    for b in stock22 ompred22 plugin22; do
      [[ " ${BUILDS[*]} " == *" $b "* ]] || continue
      cf="CF_$b[@]" ld="LD_$b[@]"
      echo "  $b flags: ${!cf}"
      echo "  $b link:  ${!ld}"
    done
    echo "stock22 bc:  $STOCK22_BC $(carry_sha "$STOCK22_BC") (LLVM 22's own runtime, built by ompred)"
    echo "ompred22 bc: $OMPRED22_BC $(carry_sha "$OMPRED22_BC")"
    if [ -n "$PLUGIN22_REMARKS" ]; then
      echo "plugin22:    $PLUGIN22 $(carry_sha "$PLUGIN22") (omp_bench_plugin22: ompred22 bc + -fpass-plugin)"
      echo "plugin22 remarks: $PLUGIN22_REMARKS"
    else
      echo "plugin22:    none (no omp_bench_plugin22)"
    fi
  fi
  [ ${#EXTRA[@]} = 0 ] || echo "NOTE: built with ${EXTRA[*]} (thread_limit(1024) shapes left out of every binary)"
  carry_files "$OUT" 28
} >"$OUT/MANIFEST.txt"
cat "$OUT/MANIFEST.txt"
carry_size "$OUT" $((15 * 1024))
