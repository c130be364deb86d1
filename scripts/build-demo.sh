#!/bin/bash
# Builds examples/reduction_demo.c against the drop-in runtime the way README.md
# tells a user to: clang-19 with the flags of ompred-config. scripts/demo.sh
# and the package test demo-needed.test both build it through this script.
#
#   scripts/build-demo.sh [OUT]     (default build/reduction_demo)
# Environment: OMPRED_BUILD_DIR (default build), OMPRED_DEMO_ARCH (sm_90),
# OMPRED_CLANG (/usr/lib/llvm-19/bin/clang).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${OMPRED_BUILD_DIR:-$root/build}
out=${1:-$build/reduction_demo}
arch=${OMPRED_DEMO_ARCH:-sm_90}
clang=${OMPRED_CLANG:-/usr/lib/llvm-19/bin/clang}
cflags=$("$build/bin/ompred-config" --cflags "$arch")
ldflags=$("$build/bin/ompred-config" --ldflags "$arch")
"$clang" -O3 $cflags "$root/examples/reduction_demo.c" $ldflags -o "$out"
echo "built $out with: clang-19 -O3 $cflags examples/reduction_demo.c $ldflags"
