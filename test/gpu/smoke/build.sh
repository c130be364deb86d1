#!/bin/bash
# Builds test/gpu/smoke's programs against the drop-in runtime in build/lib.
set -euo pipefail
cd "$(dirname "$0")/../../.."
source scripts/gpu-box/carry.sh
out=${1:-.gpu-carry/smoke}; arch=${OMPRED_ARCH:-sm_90}
carry_dir "$out" >/dev/null
for p in smoke sanitize; do
  /usr/lib/llvm-19/bin/clang -O3 $(build/bin/ompred-config --cflags "$arch") test/gpu/smoke/$p.c \
    $(build/bin/ompred-config --ldflags "$arch") -o "$out/$p.ompred"
done
echo "built $out/{smoke,sanitize}.ompred"
