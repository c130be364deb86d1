#!/bin/bash
# Builds examples/reduction_demo.c against the drop-in runtime the way README.md
# tells a user to: clang-19 or clang-22 with the flags of ompred-config
# (--cc names the compiler, which picks the flavour). scripts/demo.sh and the
# package tests build it through this script.
#
#   scripts/build-demo.sh [OUT]     (default build/reduction_demo)
# Environment: OMPRED_BUILD_DIR (default build), OMPRED_DEMO_ARCH (sm_90),
# OMPRED_CLANG (/usr/lib/llvm-19/bin/clang; /usr/lib/llvm-22/bin/clang for
# the clang-22 flavour).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${OMPRED_BUILD_DIR:-$root/build}
out=${1:-$build/reduction_demo}
arch=${OMPRED_DEMO_ARCH:-sm_90}
clang=${OMPRED_CLANG:-/usr/lib/llvm-19/bin/clang}
cflags=$("$build/bin/ompred-config" --cc "$clang" --cflags "$arch")
ldflags=$("$build/bin/ompred-config" --cc "$clang" --ldflags "$arch")
"$clang" -O3 $cflags "$root/examples/reduction_demo.c" $ldflags -o "$out"
echo "built $out with: $(basename "$clang") -O3 $cflags examples/reduction_demo.c $ldflags"
