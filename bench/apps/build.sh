#!/bin/bash
# Builds the two third-party applications (BabelStream, TeaLeaf), unmodified,
# with their own CMake, four ways each, into one small carry folder:
#
#   bash bench/apps/build.sh [OUTDIR]          (default <repo>/.gpu-carry/apps, git-ignored)
#
#   stock    OpenMP offload, clang-19 + LLVM 19's libomptarget-nvptx-<arch>.bc
#   ompred   the same flags + ompred's drop-in bitcode
#   plugin   the same + -fpass-plugin=<ompred-passes.so> (and -Rpass remarks, which change no code)
#   cuda     the application's own CUDA model (nvcc)
# and with APPS_CLANG22=1 also, from clang-22 (flags from ompred-config --cc clang-22):
#   stock22  clang++-22 + LLVM 22's own device runtime as ompred builds it (Debian ships none)
#   ompred22 clang++-22 + ompred's clang-22 runtime
#   plugin22 the same + the pass plugin built for clang-22
#
# OUTDIR then holds babelstream_<build>, tealeaf_<build> (stripped; xz-compressed
# as <name>.xz when the folder would exceed 12 MiB), tealeaf/ (decks tea_bm_3..5 and
# tea.problems), libompred_ktimer.so + cupti/libcupti.so.13.xz (device kernel times),
# MANIFEST.txt (commits, flags, checksums) and plugin-remarks.txt.
# Environment:
#   APPS_DIR          the tarballs (default <repo>/../shared/apps)
#   OMPRED_BUILD_DIR  ompred's CMake build (default <repo>/build); its ompred-bitcode and
#                     ompred-passes targets are built (configured first if it has no CMakeCache.txt)
#   APPS_WORK         unpacked sources and CMake builds (default <repo>/build/apps, ignored)
#   OMPRED_BENCH_ARCH (default sm_90), STOCK_BC, CLANGXX, NVCC, CC, CUDA_TGT as bench/build.sh
#   JOBS              parallel compile jobs (default 2)
#   APPS_CLANG22      1: the three clang-22 builds too (CLANGXX22, default clang++-22)
set -euo pipefail
REPO=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
case ${1:-} in -h|--help) sed -n '2,25p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//'; exit 0 ;; -*) echo "build.sh: unknown option $1" >&2; exit 2 ;; esac
[ $# -le 1 ] || { echo "build.sh: one OUTDIR only" >&2; exit 2; }
OUT=${1:-$REPO/.gpu-carry/apps}
APPS_DIR=${APPS_DIR:-$REPO/../shared/apps}
BUILD_DIR=${OMPRED_BUILD_DIR:-$REPO/build}
WORK=${APPS_WORK:-$REPO/build/apps}
ARCH=${OMPRED_BENCH_ARCH:-sm_90}
CXX=${CLANGXX:-clang++-19}
NVCC=${NVCC:-/usr/local/cuda/bin/nvcc}
CUDA_TGT=${CUDA_TGT:-/usr/local/cuda/targets/x86_64-linux}
CC=${CC:-gcc}
STOCK_BC=${STOCK_BC:-/usr/lib/llvm-19/lib/libomptarget-nvptx-$ARCH.bc}
JOBS=${JOBS:-2}
OMPRED_BC=$BUILD_DIR/lib/libomptarget-nvptx-$ARCH.bc
PLUGIN=$BUILD_DIR/lib/ompred-passes.so
CLANG22=${APPS_CLANG22:-0}
source "$REPO/bench/scripts/build-paths.sh"
source "$REPO/scripts/gpu-box/carry.sh"
LIMIT_KB=$((12 * 1024))

for t in "$CXX" "$NVCC" "$CC" cmake strip xz readelf sha256sum tar; do
  command -v "$t" >/dev/null || { echo "build.sh: missing tool $t" >&2; exit 1; }
done
for f in "$APPS_DIR/babelstream.tar.gz" "$APPS_DIR/tealeaf.tar.gz" "$STOCK_BC" "$CUDA_TGT/include/cupti.h"; do
  [ -f "$f" ] || { echo "build.sh: $f not found (APPS_DIR, STOCK_BC, CUDA_TGT)" >&2; exit 1; }
done
# The GPU box runs binaries that need libomptarget.so.22.1 (../shared/gpu/README.md).
[ -e /usr/lib/llvm-22/lib/libomptarget.so ] || { echo "build.sh: /usr/lib/llvm-22/lib/libomptarget.so missing (apt-get install liboffload-22-dev)" >&2; exit 1; }
mkdir -p "$WORK"
OUT=$(carry_dir "$OUT")
APPS_DIR=$(cd "$APPS_DIR" && pwd)

# ---- 1. ompred's bitcode and plugin, from the project's own build
echo "== ompred bitcode + plugin ($BUILD_DIR)"
[ -f "$BUILD_DIR/CMakeCache.txt" ] ||
  cmake -S "$REPO" -B "$BUILD_DIR" -DCMAKE_BUILD_TYPE=Release -DOMPRED_ARCHS="$ARCH" >/dev/null
targets=(ompred-bitcode ompred-passes)
[ "$CLANG22" = 1 ] && targets+=(ompred-passes-llvm22)
cmake --build "$BUILD_DIR" --target "${targets[@]}" -j"$JOBS" >"$WORK/ompred-build.log" 2>&1 ||
  { tail -20 "$WORK/ompred-build.log" >&2; exit 1; }
for f in "$OMPRED_BC" "$PLUGIN"; do [ -f "$f" ] || { echo "build.sh: $f not built (OMPRED_ARCHS of $BUILD_DIR lacks $ARCH?)" >&2; exit 1; }; done
if [ "$CLANG22" = 1 ]; then
  command -v "$CXX22" >/dev/null || { echo "build.sh: APPS_CLANG22=1 needs $CXX22" >&2; exit 1; }
  for f in "$OMPRED22_BC" "$STOCK22_BC" "$PLUGIN22" "$CONFIG"; do
    [ -f "$f" ] || { echo "build.sh: $f not built (the clang-22 flavour of $BUILD_DIR)" >&2; exit 1; }
  done
fi

# ---- 2. sources: unpacked once per tarball checksum, never edited
unpack() {  # $1 = app
  local tgz=$APPS_DIR/$1.tar.gz dst=$WORK/src/$1 sum
  sum=$(sha256sum <"$tgz" | cut -c1-64)
  if [ "$(cat "$dst/.tarball-sha256" 2>/dev/null)" != "$sum" ]; then
    rm -rf "$dst" && mkdir -p "$dst" && tar xzf "$tgz" -C "$dst" && echo "$sum" >"$dst/.tarball-sha256"
  fi
}
unpack babelstream
unpack tealeaf

# ---- 3. BabelStream's CUDA model includes <nvml.h> and links -lnvidia-ml only to print the
# memory clock; this machine has neither. A header with the four declarations it uses
# (versioned names as the real header maps them) and a link stub whose SONAME makes the
# binary load the driver's libnvidia-ml.so.1 on the GPU box.
STUB=$WORK/nvml-stub
mkdir -p "$STUB"
cat >"$STUB/nvml.h" <<'EOF'
/* Generated by ompred bench/apps/build.sh: what BabelStream's CUDAStream.cu uses of NVML. */
#ifndef OMPRED_NVML_STUB_H
#define OMPRED_NVML_STUB_H
#ifdef __cplusplus
extern "C" {
#endif
typedef enum nvmlReturn_enum { NVML_SUCCESS = 0 } nvmlReturn_t;
typedef enum nvmlClockType_enum { NVML_CLOCK_GRAPHICS = 0, NVML_CLOCK_SM = 1, NVML_CLOCK_MEM = 2, NVML_CLOCK_VIDEO = 3 } nvmlClockType_t;
typedef struct nvmlDevice_st *nvmlDevice_t;
#define nvmlInit nvmlInit_v2
#define nvmlDeviceGetHandleByPciBusId nvmlDeviceGetHandleByPciBusId_v2
nvmlReturn_t nvmlInit_v2(void);
const char *nvmlErrorString(nvmlReturn_t result);
nvmlReturn_t nvmlDeviceGetHandleByPciBusId_v2(const char *pciBusId, nvmlDevice_t *device);
nvmlReturn_t nvmlDeviceGetClockInfo(nvmlDevice_t device, nvmlClockType_t type, unsigned int *clock);
#ifdef __cplusplus
}
#endif
#endif
EOF
cat >"$STUB/stub.c" <<'EOF'
/* Link stub only: the GPU box's driver provides the real libnvidia-ml.so.1. */
#include "nvml.h"
nvmlReturn_t nvmlInit_v2(void) { return (nvmlReturn_t)999; }
const char *nvmlErrorString(nvmlReturn_t r) { (void)r; return "ompred link stub of libnvidia-ml"; }
nvmlReturn_t nvmlDeviceGetHandleByPciBusId_v2(const char *b, nvmlDevice_t *d) { (void)b; (void)d; return (nvmlReturn_t)999; }
nvmlReturn_t nvmlDeviceGetClockInfo(nvmlDevice_t d, nvmlClockType_t t, unsigned int *c) { (void)d; (void)t; (void)c; return (nvmlReturn_t)999; }
EOF
"$CC" -shared -fPIC -I"$STUB" -Wl,-soname,libnvidia-ml.so.1 "$STUB/stub.c" -o "$STUB/libnvidia-ml.so"

# ---- 4. the eight builds
# TeaLeaf's Release default adds -march=native: a later -march=x86-64 keeps its host code
# runnable on the GPU box's CPU (the device code is unaffected). Its RELEASE_CXX_FLAGS
# override cannot be used: upstream's `elseif ()` then drops -O3 and the offload flags.
LINK="-L/usr/lib/llvm-22/lib -Wl,-rpath,/usr/lib/llvm-22/lib"
omp_flags() {  # $1 = build
  local bc=$OMPRED_BC extra="" cuda="--cuda-path=$(dirname "$(dirname "$NVCC")")"
  case $1 in
    ompred22) echo "$("$CONFIG" --cc clang-22 --no-plugin --cflags "$ARCH") $cuda"; return ;;
    stock22) echo "${STOCK22_CFLAGS[*]} $cuda"; return ;;
    plugin22) echo "$("$CONFIG" --cc clang-22 --cflags "$ARCH") $cuda -Rpass=ompred -Rpass-missed=ompred"; return ;;
  esac
  [ "$1" = stock ] && bc=$STOCK_BC
  [ "$1" = plugin ] && extra=" -fpass-plugin=$PLUGIN -Rpass=ompred -Rpass-missed=ompred"
  echo "-fopenmp --offload-arch=$ARCH $cuda --libomptarget-nvptx-bc-path=$bc$extra"
}
is_clang22() { case $1 in stock22|ompred22|plugin22) return 0 ;; esac; return 1; }
link_flags() {  # $1 = build
  case $1 in
    ompred22|plugin22) "$CONFIG" --cc clang-22 --ldflags "$ARCH" ;;
    stock22) echo "${STOCK22_LDFLAGS[*]}" ;;
    *) echo "$LINK" ;;
  esac
}
declare -A CFG
configure() {  # $1 = app, $2 = build; prints the cmake arguments
  local src=$WORK/src/$1
  local a=(-S "$src" -B "$WORK/$1-$2" -DCMAKE_BUILD_TYPE=Release)
  if [ "$2" = cuda ]; then
    a+=(-DMODEL=cuda -DCMAKE_CUDA_COMPILER="$NVCC" -DCUDA_ARCH="$ARCH")
    [ "$1" = babelstream ] && a+=(-DBUILD_NATIVE=OFF -DCUDA_EXTRA_FLAGS="-I$STUB" -DCXX_EXTRA_LINK_FLAGS="-L$STUB")
    [ "$1" = tealeaf ] && a+=(-DCXX_EXTRA_FLAGS=-march=x86-64)
  else
    local cxx=$CXX
    is_clang22 "$2" && cxx=$CXX22
    a+=(-DMODEL=omp -DOFFLOAD=ON -DCMAKE_CXX_COMPILER="$cxx" -DOFFLOAD_FLAGS="$(omp_flags "$2")"
        -DCXX_EXTRA_LINK_FLAGS="$(link_flags "$2")")
    # clang-22 has no omp.h of its own on Debian without libomp-22-dev: the
    # applications' find_package(OpenMP) is pointed at the one ompred installs.
    is_clang22 "$2" &&
      a+=(-DOpenMP_CXX_FLAGS="-fopenmp -isystem $OMP22_DIR/include" -DOpenMP_CXX_LIB_NAMES=omp
          -DOpenMP_omp_LIBRARY="$OMP22_DIR/lib/libomp.so")
    [ "$1" = babelstream ] && a+=(-DBUILD_NATIVE=OFF)
    [ "$1" = tealeaf ] && a+=(-DCXX_EXTRA_FLAGS=-march=x86-64)
  fi
  printf '%q ' "${a[@]}"
}
build_one() {  # $1 = app, $2 = build
  local dir=$WORK/$1-$2 log=$WORK/$1-$2.log args stamp
  args=$(configure "$1" "$2")
  CFG[$1-$2]=$args
  # CMake does not see the bitcode or the plugin (only their paths, in flags): a changed
  # file, flag or tarball starts from a clean build folder, anything else is up to date
  stamp="$args $(cat "$WORK/src/$1/.tarball-sha256")"
  case $2 in
    stock) stamp+=" $(sha256sum <"$STOCK_BC")" ;;
    ompred) stamp+=" $(sha256sum <"$OMPRED_BC")" ;;
    plugin) stamp+=" $(sha256sum <"$OMPRED_BC") $(sha256sum <"$PLUGIN")" ;;
    ompred22) stamp+=" $(sha256sum <"$OMPRED22_BC")" ;;
    stock22) stamp+=" $(sha256sum <"$STOCK22_BC")" ;;
    plugin22) stamp+=" $(sha256sum <"$OMPRED22_BC") $(sha256sum <"$PLUGIN22")" ;;
  esac
  if [ "$(cat "$dir/.ompred-stamp" 2>/dev/null)" = "$stamp" ] && [ -f "$dir/.ompred-remarks" ]; then
    echo "== $1 $2 (up to date)"
    return
  fi
  echo "== $1 $2"
  rm -rf "$dir"
  { eval cmake "$args" && cmake --build "$dir" -j"$JOBS"; } >"$log" 2>&1 ||
    { echo "build.sh: $1 $2 failed; last lines of $log:" >&2; tail -25 "$log" >&2; exit 1; }
  # the plugin's remarks come only with a compile: keep them with the build
  grep -h "\[-Rpass\(-missed\)\?=ompred\]" "$log" | sed -E "s#^$WORK/src/$1/##; s/ \(schedule 93 in [^)]*\)//" |
    sort -t: -k1,1 -k2,2n -k3,3n | uniq >"$dir/.ompred-remarks" || true
  echo "$stamp" >"$dir/.ompred-stamp"
}
BUILDS=(stock ompred plugin cuda)
[ "$CLANG22" = 1 ] && BUILDS+=(stock22 ompred22 plugin22)
declare -A EXE=([babelstream-omp]=omp-stream [babelstream-cuda]=cuda-stream [tealeaf-omp]=omp-tealeaf [tealeaf-cuda]=cuda-tealeaf)
for app in babelstream tealeaf; do
  for b in "${BUILDS[@]}"; do build_one "$app" "$b"; done
done

# ---- 5. checks
bin_of() { local m=omp; [ "$2" = cuda ] && m=cuda; echo "$WORK/$1-$2/${EXE[$1-$m]}"; }
for app in babelstream tealeaf; do
  for b in "${BUILDS[@]}"; do
    f=$(bin_of "$app" "$b")
    [ -f "$f" ] || { echo "build.sh: $f not produced" >&2; exit 1; }
    if [ "$b" != cuda ]; then
      carry_needs_omptarget22 "$f" ||
        { echo "build.sh: $f does not need libomptarget.so.22.1" >&2; exit 1; }
    fi
  done
  cmp -s "$(bin_of "$app" stock)" "$(bin_of "$app" ompred)" && echo "WARNING: $app stock and ompred binaries are identical" >&2
  cmp -s "$(bin_of "$app" ompred)" "$(bin_of "$app" plugin)" && echo "WARNING: $app ompred and plugin binaries are identical" >&2
done
{
  for app in babelstream tealeaf; do
    echo "## $app"
    cat "$WORK/$app-plugin/.ompred-remarks"
  done
} >"$WORK/plugin-remarks.txt"

# ---- 6. the CUPTI kernel timer (bench/ktimer, with its whole-process summary mode)
echo "== libompred_ktimer.so"
carry_ktimer "$CC" "$CUDA_TGT" "$WORK/libompred_ktimer.so"

# ---- 7. the carry folder
rm -rf "$OUT/tealeaf"
rm -f "$OUT"/babelstream_* "$OUT"/tealeaf_* "$OUT"/libompred_ktimer.so "$OUT"/MANIFEST.txt "$OUT"/plugin-remarks.txt
for app in babelstream tealeaf; do
  for b in "${BUILDS[@]}"; do strip -o "$OUT/${app}_$b" "$(bin_of "$app" "$b")"; done
done
strip --strip-unneeded -o "$OUT/libompred_ktimer.so" "$WORK/libompred_ktimer.so"
carry_cupti "$CUDA_TGT" "$OUT"
mkdir -p "$OUT/tealeaf"
for d in 3 4 5; do cp "$WORK/src/tealeaf/Benchmarks/tea_bm_$d.in" "$WORK/src/tealeaf/Benchmarks/tea_bm_$d.out" "$OUT/tealeaf/"; done
cp "$WORK/src/tealeaf/tea.problems" "$OUT/tealeaf/"
cp "$WORK/plugin-remarks.txt" "$OUT/"
carry_xz_over "$OUT" "$LIMIT_KB" "$OUT"/babelstream_* "$OUT"/tealeaf_*

{
  echo "built: $(carry_date) on $(hostname)"
  echo "ompred git: $(carry_git "$REPO")"
  for app in babelstream tealeaf; do
    echo "$app: upstream commit $(cat "$WORK/src/$app/COMMIT" 2>/dev/null || echo '?'), tarball sha256 $(cut -c1-16 "$WORK/src/$app/.tarball-sha256")"
  done
  echo "arch: $ARCH"
  echo "clang: $("$CXX" --version | head -1)"
  echo "nvcc: $("$NVCC" --version | tail -2 | head -1)"
  echo "stock bc:  $STOCK_BC $(carry_sha "$STOCK_BC")"
  echo "ompred bc: $OMPRED_BC $(carry_sha "$OMPRED_BC")"
  echo "plugin:    $PLUGIN $(carry_sha "$PLUGIN")"
  if [ "$CLANG22" = 1 ]; then
    echo "clang-22: $("$CXX22" --version | head -1)"
    echo "stock22 bc: $STOCK22_BC $(carry_sha "$STOCK22_BC")"
    echo "ompred22 bc: $OMPRED22_BC $(carry_sha "$OMPRED22_BC")"
    echo "plugin22: $PLUGIN22 $(carry_sha "$PLUGIN22")"
  fi
  for app in babelstream tealeaf; do
    r="$WORK/$app-plugin/.ompred-remarks"
    echo "plugin remarks, $app: $(grep -c 'remark: distribute loop merged' "$r") merged, $(grep -c 'remark: distribute loop left' "$r") left alone, $(grep -c 'remark: merged loop given an iteration count' "$r") merged loops counted for unrolling (plugin-remarks.txt)"
  done
  echo "cmake arguments (paths of this machine):"
  for app in babelstream tealeaf; do
    for b in "${BUILDS[@]}"; do echo "  $app $b: ${CFG[$app-$b]}"; done
  done
  carry_files "$OUT" 34
} >"$OUT/MANIFEST.txt"
sed -n '1,12p' "$OUT/MANIFEST.txt"
carry_size "$OUT" "$LIMIT_KB"
