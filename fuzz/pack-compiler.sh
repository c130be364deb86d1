#!/bin/bash
# Packs Debian's clang-19 (with LLVM 19's stock device runtime) for the GPU box, which has CUDA, gcc and glibc's headers but no
# LLVM, so that fuzz programs can be built there on 16 cores instead of here
# on 2 (fuzz/README.md, "Building on the GPU box").
#
#   fuzz/pack-compiler.sh DEST        (e.g. .gpu-carry/clang19)
#
# DEST gets clang19.tar.xz and unpack.sh. On the box: `bash DEST/unpack.sh`
# puts everything at its Debian path (/usr/lib/llvm-19, /usr/lib/x86_64-linux-gnu,
# /usr/lib/llvm-22/lib for libomptarget.so to link against), libraries the box
# already has untouched, and prints clang's version. Nothing goes on
# LD_LIBRARY_PATH: the programs built there are run as on a user's machine.
# The box's libomptarget 22 comes from ../shared/gpu/pack-runtime.sh, in a
# later call: this pack carries only what linking needs.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/../scripts/gpu-box/carry.sh"
DEST=${1:?usage: $0 DEST}
for f in /usr/lib/llvm-19/bin/clang /usr/lib/llvm-22/lib/libomptarget.so.22.1; do
  [ -e "$f" ] || { echo "pack-compiler.sh: $f missing (scripts/install-deps.sh)" >&2; exit 1; }
done
stage=$(mktemp -d); trap 'rm -rf "$stage"' EXIT
mkdir -p "$stage/sys" "$stage/deps"
put() { # put FILE AREA: the file (and a symlink's target) at its path under AREA
  local f=$1 area=$2
  mkdir -p "$stage/$area/$(dirname "${f#/}")"; cp -a "$f" "$stage/$area/${f#/}"
  if [ -L "$f" ]; then put "$(readlink -f "$f")" "$area"; fi
}
for b in clang clang-19 clang++ clang-offload-packager clang-linker-wrapper clang-nvlink-wrapper llvm-strip; do put /usr/lib/llvm-19/bin/$b sys; done
put /usr/bin/clang-19 sys
mkdir -p "$stage/sys/usr/lib/llvm-19/lib" && cp -a /usr/lib/llvm-19/lib/clang "$stage/sys/usr/lib/llvm-19/lib/"
for l in libLLVM.so.19.1 libclang-cpp.so.19.1 libomp.so libomp.so.5 libomptarget-nvptx-sm_90.bc libomptarget.devicertl.a; do
  put /usr/lib/llvm-19/lib/$l sys
done
put /usr/lib/llvm-22/lib/libomptarget.so.22.1 sys
ln -s libomptarget.so.22.1 "$stage/sys/usr/lib/llvm-22/lib/libomptarget.so"
# clang's own dependencies outside glibc/libstdc++, only where the box lacks them.
ldd /usr/lib/llvm-19/bin/clang | awk '/=>/ {print $3}' | while read -r l; do
  case "$(basename "$l")" in libc.so*|libm.so*|libstdc++.so*|libgcc_s.so*|ld-linux*|libLLVM*|libclang*) continue;; esac
  mkdir -p "$stage/deps/usr/lib/x86_64-linux-gnu"; cp -L "$l" "$stage/deps/usr/lib/x86_64-linux-gnu/"
done
carry_dir "$DEST" >/dev/null
echo "packing clang-19 (a few minutes)..." >&2
tar -C "$stage" -cf - sys deps | xz -T2 -9 > "$DEST/clang19.tar.xz"
cat > "$DEST/unpack.sh" <<'UNPACK'
# On the GPU box: clang-19 at Debian's paths.
set -e
d=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
if [ ! -f /usr/lib/llvm-19/lib/clang/19/include/float.h ]; then
  rm -rf /tmp/clang19 && mkdir -p /tmp/clang19 && tar -xJf "$d/clang19.tar.xz" -C /tmp/clang19
  (cd /tmp/clang19/sys && tar -cf - .) | tar -xf - -C / --keep-directory-symlink
  (cd /tmp/clang19/deps && tar -cf - .) | tar -xf - -C / --keep-directory-symlink --skip-old-files
  ldconfig
fi
/usr/lib/llvm-19/bin/clang --version | head -1
UNPACK
echo "wrote $DEST/clang19.tar.xz ($(du -h "$DEST/clang19.tar.xz" | cut -f1))"
# carried in a call of its own (libomptarget 22 comes later, with .gpu-runtime)
carry_size "$DEST" "$GPU_BOX_CARRY_LIMIT_KB" alone
