#!/bin/bash
# README command 1: installs what is missing, builds ompred, builds an OpenMP
# reduction program against the drop-in runtime and runs it on the GPU if
# there is one (OMP_TARGET_OFFLOAD=MANDATORY: a silent host fallback fails).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
cmake -S . -B build -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build build
scripts/build-demo.sh build/reduction_demo
if command -v nvidia-smi >/dev/null 2>&1 && nvidia-smi -L >/dev/null 2>&1; then
  OMP_TARGET_OFFLOAD=MANDATORY build/reduction_demo
else
  echo "NO GPU on this machine: build/reduction_demo was built but not run."
  echo "Run it where there is an NVIDIA GPU, its driver and liboffload-22 (see README.md):"
  echo "  OMP_TARGET_OFFLOAD=MANDATORY build/reduction_demo"
fi
