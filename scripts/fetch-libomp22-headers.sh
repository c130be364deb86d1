#!/bin/bash
# clang-22's omp.h (and ompx.h, omp-tools.h) without installing libomp-22-dev,
# which conflicts with libomp-19-dev (the clang-19 flavour's stock bitcode):
# `apt-get download` fetches the package (apt checks it against the signed
# index) into $OMPRED_CACHE/debs and `dpkg-deb -x` unpacks it into
# $OMPRED_CACHE/libomp-22-dev; nothing is installed. Prints the folder with
# omp.h. ompred installs these headers beside its clang-22 runtime
# (<prefix>/lib/ompred/llvm-22/include), and ompred-config --cflags names it.
set -euo pipefail
# lit and some CI runners start programs without HOME: ask the user database.
home=${HOME:-$(getent passwd "$(id -u)" | cut -d: -f6)}
cache=${OMPRED_CACHE:-$home/.cache/ompred}
root=$cache/libomp-22-dev
inc=$root/usr/lib/llvm-22/lib/clang/22/include
if [ -f "$inc/omp.h" ]; then
  echo "$inc"
  exit 0
fi
mkdir -p "$cache/debs"
echo "ompred: fetching libomp-22-dev (for clang-22's omp.h) into $cache/debs; not installing it" >&2
download() {
  (cd "$cache/debs" && rm -f libomp-22-dev_*.deb &&
   apt-get -o APT::Sandbox::User=root download -qq libomp-22-dev >/dev/null 2>&1)
}
# A machine whose package index is empty or stale (a fresh container) gets
# it updated once; that needs root, as the install step does anyway.
if ! download; then
  SUDO=; [ "$(id -u)" = 0 ] || SUDO=sudo
  $SUDO apt-get update -qq >/dev/null 2>&1 || true
  download || {
    echo "ompred: apt-get download libomp-22-dev failed, also after apt-get update" >&2
    exit 1
  }
fi
rm -rf "$root"
dpkg-deb -x "$cache"/debs/libomp-22-dev_*.deb "$root"
[ -f "$inc/omp.h" ] || { echo "ompred: libomp-22-dev has no $inc/omp.h" >&2; exit 1; }
echo "$inc"
