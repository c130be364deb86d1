#!/bin/bash
# README command 1: installs what is missing, builds ompred, builds an OpenMP
# reduction program against the drop-in runtime with clang-19 and, where the
# clang-22 flavour was built, with clang-22, and runs each on the GPU if
# there is one (OMP_TARGET_OFFLOAD=MANDATORY: a silent host fallback fails).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
cmake -S . -B build -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build build
demos=(build/reduction_demo)
OMPRED_CLANG=/usr/lib/llvm-19/bin/clang scripts/build-demo.sh build/reduction_demo
if [ -f build/lib/nvptx64-nvidia-cuda/libomptarget-nvptx.bc ]; then
  OMPRED_CLANG=/usr/lib/llvm-22/bin/clang scripts/build-demo.sh build/reduction_demo_clang22
  demos+=(build/reduction_demo_clang22)
fi
if command -v nvidia-smi >/dev/null 2>&1 && nvidia-smi -L >/dev/null 2>&1; then
  rc=0
  for d in "${demos[@]}"; do
    echo "$d:"
    OMP_TARGET_OFFLOAD=MANDATORY "$d" || rc=1
  done
  exit $rc
else
  echo "NO GPU on this machine: ${demos[*]} built but not run."
  echo "Run them where there is an NVIDIA GPU, its driver and liboffload-22 (see README.md):"
  for d in "${demos[@]}"; do echo "  OMP_TARGET_OFFLOAD=MANDATORY $d"; done
fi
