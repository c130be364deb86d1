#!/bin/bash
# Installs what ompred builds and tests with on Debian 12, if it is missing:
# clang-19, llvm-19 (llvm-link, llvm-dis), llvm-19-tools (FileCheck, lit),
# libomp-19-dev (LLVM 19's stock device runtime bitcode), liboffload-22
# (libomptarget 22, which runs CUDA 13 cubins) and liboffload-22-dev (its
# libomptarget.so: only with it does -L/usr/lib/llvm-22/lib make a binary need
# libomptarget.so.22.1; without it clang-19 links LLVM 19's .so.19.1, which is
# not on Debian's loader path), llvm-19-dev (LLVM 19's CMake package and
# headers: the pass plugin, plugin/), binutils (readelf, objcopy: ompred-config
# --check). CUDA 13 (ptxas) must already be at /usr/local/cuda.
#
# The clang-22 flavour (unless OMPRED_LLVM22=OFF): clang-22 and llvm-22
# (llvm-link, llvm-ar, opt), llvm-22-dev (LLVM 22's CMake package and headers: the
# pass plugin built for clang-22; not with OMPRED_LLVM22_PLUGIN=OFF), curl,
# and two things fetched into ompred's cache
# ($OMPRED_CACHE, default ~/.cache/ompred), nothing installed: LLVM 22's
# device runtime source (scripts/fetch-llvm22-source.sh, from Debian's
# llvm-toolchain-22 source package, sha256-checked, downloaded once) and
# clang-22's omp.h (scripts/fetch-libomp22-headers.sh: libomp-22-dev
# unpacked with dpkg-deb -x). libomp-22-dev is never installed: it removes
# libomp-19-dev, and with it the clang-19 flavour's stock bitcode; its
# libomp.so is a link to libomp5-19's libomp.so.5, which libomp-19-dev
# brings, so one machine builds and runs both flavours.
set -euo pipefail
llvm22=${OMPRED_LLVM22:-ON}
need=()
[ -x /usr/lib/llvm-19/bin/clang ] || need+=(clang-19)
[ -x /usr/lib/llvm-19/bin/llvm-link ] || need+=(llvm-19)
[ -f /usr/lib/llvm-19/lib/cmake/llvm/LLVMConfig.cmake ] || need+=(llvm-19-dev)
[ -x /usr/lib/llvm-19/bin/FileCheck ] && [ -f /usr/lib/llvm-19/build/utils/lit/lit.py ] || need+=(llvm-19-tools)
[ -f /usr/lib/llvm-19/lib/libomptarget-nvptx-sm_90.bc ] || need+=(libomp-19-dev)
[ -e /usr/lib/llvm-22/lib/libomptarget.so.22.1 ] || need+=(liboffload-22)
[ -e /usr/lib/llvm-22/lib/libomptarget.so ] || need+=(liboffload-22-dev)
command -v objcopy >/dev/null && command -v readelf >/dev/null || need+=(binutils)
command -v cmake >/dev/null || need+=(cmake)
command -v python3 >/dev/null || need+=(python3)
command -v g++ >/dev/null || need+=(g++)
if [ "$llvm22" != OFF ]; then
  [ -x /usr/lib/llvm-22/bin/clang ] || need+=(clang-22)
  [ -x /usr/lib/llvm-22/bin/llvm-link ] && [ -x /usr/lib/llvm-22/bin/llvm-ar ] && [ -x /usr/lib/llvm-22/bin/opt ] || need+=(llvm-22)
  if [ "${OMPRED_LLVM22_PLUGIN:-ON}" != OFF ]; then
    [ -f /usr/lib/llvm-22/lib/cmake/llvm/LLVMConfig.cmake ] || need+=(llvm-22-dev)
  fi
  command -v curl >/dev/null || need+=(curl)
  command -v xz >/dev/null || need+=(xz-utils)
fi
if [ ${#need[@]} -gt 0 ]; then
  echo "ompred: installing ${need[*]}" >&2
  SUDO=; [ "$(id -u)" = 0 ] || SUDO=sudo
  $SUDO apt-get update -qq
  # Debian installs one LLVM version's OpenMP runtime at a time: libomp-19-dev
  # and libomp5-19 conflict with every other libomp-x.y-dev and libomp5-x.y
  # (Debian 12's own libomp-dev is LLVM 14's). clang-19 cannot offload without
  # libomp-19-dev, so that replacement is the one apt itself would make; it is
  # said, and is the only removal let through. Anything else an install would
  # remove is refused, naming what would go.
  removed=$(apt-get -s install "${need[@]}" 2>/dev/null | sed -n 's/^Remv \([^ ]*\).*/\1/p' | tr '\n' ' ')
  kept=$(printf '%s\n' $removed | grep -Ev '^libomp(-dev|-[0-9]+-dev|5-[0-9]+)$' | tr '\n' ' ' || true)
  if [ -n "$kept" ]; then
    echo "ompred: installing ${need[*]} would remove: $removed; not installing. Install them by hand once that is resolved." >&2
    exit 1
  fi
  if [ -n "$removed" ]; then
    echo "ompred: libomp-19-dev replaces another LLVM version's OpenMP runtime (Debian keeps one): removing $removed" >&2
  fi
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${need[@]}" >/dev/null
fi
if [ ! -x "${OMPRED_CUDA_ROOT:-/usr/local/cuda}/bin/ptxas" ]; then
  echo "ompred: CUDA's ptxas not found at ${OMPRED_CUDA_ROOT:-/usr/local/cuda}/bin/ptxas;" \
       "install the CUDA 13 toolkit (it is not a Debian package) or set OMPRED_CUDA_ROOT" >&2
  exit 1
fi
if [ "$llvm22" != OFF ]; then
  here=$(cd "$(dirname "$0")" && pwd)
  "$here/fetch-llvm22-source.sh" >/dev/null
  "$here/fetch-libomp22-headers.sh" >/dev/null
fi
