#!/bin/bash
# Installs what ompred builds and tests with on Debian 12, if it is missing:
# clang-19, llvm-19 (llvm-link, llvm-dis), llvm-19-tools (FileCheck, lit),
# libomp-19-dev (LLVM 19's stock device runtime bitcode), liboffload-22
# (libomptarget 22, which runs CUDA 13 cubins) and liboffload-22-dev (its
# libomptarget.so: only with it does -L/usr/lib/llvm-22/lib make a binary need
# libomptarget.so.22.1; without it clang-19 links LLVM 19's .so.19.1, which is
# not on Debian's loader path), llvm-19-dev (LLVM 19's CMake package and
# headers: the pass plugin, plugin/), binutils (readelf, objcopy: ompred-config
# --check). CUDA 13 (ptxas) must already be at /usr/local/cuda. Do not add
# libomp-22-dev: it removes libomp-19-dev.
set -euo pipefail
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
if [ ${#need[@]} -gt 0 ]; then
  echo "ompred: installing ${need[*]}" >&2
  SUDO=; [ "$(id -u)" = 0 ] || SUDO=sudo
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${need[@]}" >/dev/null
fi
if [ ! -x "${OMPRED_CUDA_ROOT:-/usr/local/cuda}/bin/ptxas" ]; then
  echo "ompred: CUDA's ptxas not found at ${OMPRED_CUDA_ROOT:-/usr/local/cuda}/bin/ptxas;" \
       "install the CUDA 13 toolkit (it is not a Debian package) or set OMPRED_CUDA_ROOT" >&2
  exit 1
fi
