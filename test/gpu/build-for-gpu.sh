#!/bin/bash
# Packs the GPU test programs, built by CMake for the three builds (ompred, stock, ompred + plugin), for a
# GPU machine without a compiler:
#
#   test/gpu/build-for-gpu.sh OUTDIR        (e.g. .gpu-carry/gpu-tests)
#
# OUTDIR gets bins.tar.xz ({ompred,stock,plugin}/<program>[.<build>], stripped, and
# sources.sha256: the sources they were built from) and BUILD-INFO.txt.
# Carry OUTDIR with .gpu-runtime and run test/gpu/run-on-gpu.sh OUTDIR there.
# Environment: OMPRED_BUILD_DIR (default <repo>/build, configured by CMake).
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
repo=$(cd "$here/../.." && pwd)
source "$repo/scripts/gpu-box/carry.sh"
out=${1:?usage: $0 OUTDIR}
build=${OMPRED_BUILD_DIR:-$repo/build}
[ -f "$build/CMakeCache.txt" ] || { echo "no $build: configure first (cmake -S $repo -B $build)" >&2; exit 1; }
cmake --build "$build" --target ompred-gpu-tests

cache() { sed -n "s/^$1:[A-Z]*=//p" "$build/CMakeCache.txt"; }
stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT
runtimes=$(ls "$build/test/gpu/bin")
for rt in $runtimes; do
  mkdir -p "$stage/$rt"
  for f in "$build/test/gpu/bin/$rt"/*; do
    "$(dirname "$(cache OMPRED_CLANG)")/llvm-strip" --strip-all "$f" -o "$stage/$rt/$(basename "$f")"
  done
done
(cd "$here" && sha256sum *.c *.cpp include/*) > "$stage/sources.sha256"

carry_dir "$out" >/dev/null
arch=$(cache OMPRED_TEST_ARCH)
ours=$build/lib/libomptarget-nvptx-$arch.bc
stock=$(cache OMPRED_STOCK_BITCODE_DIR)/libomptarget-nvptx-$arch.bc
{
  echo "built:     $(carry_date) on $(hostname)"
  echo "commit:    $(carry_git "$repo")"
  echo "arch:      $arch"
  echo "clang:     $("$(cache OMPRED_CLANG)" --version | head -1)"
  echo "ompred bc: $ours sha256 $(carry_sha "$ours")"
  echo "stock bc:  $stock sha256 $(carry_sha "$stock")"
  [ -d "$stage/ompred22" ] && echo "clang-22:  $("$(cache OMPRED_LLVM22_CLANG)" --version | head -1)"
  echo "runtimes:  "$runtimes
  echo "programs:  $(ls "$stage/ompred" | wc -l) per runtime"
} > "$out/BUILD-INFO.txt"
tar -C "$stage" -cf - . | xz -T0 -9 > "$out/bins.tar.xz"
cat "$out/BUILD-INFO.txt"
echo "packed: $(du -h "$out/bins.tar.xz" | cut -f1) in $out/bins.tar.xz"
carry_size "$out" $((15 * 1024))
