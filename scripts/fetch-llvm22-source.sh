#!/bin/bash
# Gets the parts of LLVM 22's source that ompred's clang-22 runtime is built
# from, out of Debian's llvm-toolchain-22 source package, and caches them:
#
#   scripts/fetch-llvm22-source.sh        prints the extracted tree's path
#
# Cache: $OMPRED_CACHE (default ~/.cache/ompred). The orig tarball (about
# 200 MB) is downloaded once, into $OMPRED_CACHE/src/, and checked against
# the sha256 below, which is the one Debian's signed Sources index gives for
# llvm-toolchain-22 1:22.1.8-1~deb12u1 (bookworm-security). From it only
# openmp/device (the device runtime), offload/include, libc/shared/rpc*.h and
# llvm/include/llvm/Frontend/OpenMP are extracted, into
# $OMPRED_CACHE/llvm-22.1.8/; a later run finds them and downloads nothing.
#
# The download goes through apt (`apt-get source --download-only` with a
# private sources list under the cache, so the machine's apt configuration is
# not touched); where the mirror does not serve the security pool's source
# files, the same tarball comes from the main archive's pool, by the same
# name, and must match the same sha256.
set -euo pipefail
VERSION=22.1.8
DEB_VERSION=1:22.1.8-1~deb12u1
ORIG=llvm-toolchain-22_${VERSION}.orig.tar.xz
ORIG_SHA256=b49b9277aef97616320b2da259e1f8174c65b0ce2fbe2e8629644a97693402fe
MIRROR=${OMPRED_DEBIAN_MIRROR:-http://deb.debian.org}

# lit and some CI runners start programs without HOME: ask the user database.
home=${HOME:-$(getent passwd "$(id -u)" | cut -d: -f6)}
cache=${OMPRED_CACHE:-$home/.cache/ompred}
tree=$cache/llvm-$VERSION
stamp=$tree/.ompred-extracted-$ORIG_SHA256
if [ -f "$stamp" ]; then
  echo "$tree"
  exit 0
fi
say() { echo "ompred: $*" >&2; }
mkdir -p "$cache/src"
tarball=$cache/src/$ORIG
verify() { echo "$ORIG_SHA256  $1" | sha256sum -c --status; }

if [ -f "$tarball" ] && ! verify "$tarball"; then
  say "cached $tarball does not match its sha256; downloading it again"
  rm -f "$tarball"
fi
if [ ! -f "$tarball" ]; then
  say "downloading Debian's llvm-toolchain-22 $DEB_VERSION source (about 200 MB) into $cache/src"
  apt=$cache/apt
  mkdir -p "$apt/lists/partial" "$apt/cache"
  echo "deb-src [signed-by=/usr/share/keyrings/debian-archive-keyring.gpg] $MIRROR/debian-security bookworm-security main" \
    > "$apt/sources.list"
  aptopts=(-o "Dir::Etc::SourceList=$apt/sources.list" -o Dir::Etc::SourceParts=/dev/null
           -o "Dir::State::Lists=$apt/lists" -o "Dir::Cache=$apt/cache" -o APT::Sandbox::User=root)
  if apt-get "${aptopts[@]}" update -qq >/dev/null 2>&1 &&
     (cd "$cache/src" && apt-get "${aptopts[@]}" source --download-only -qq \
        "llvm-toolchain-22=$DEB_VERSION" >/dev/null 2>&1); then
    :
  elif [ ! -f "$tarball" ]; then
    say "apt could not fetch the source package's files; fetching $ORIG from $MIRROR/debian's pool"
    command -v curl >/dev/null || { say "curl is needed (apt-get install curl)"; exit 1; }
    curl -sSfL -o "$tarball.part" "$MIRROR/debian/pool/main/l/llvm-toolchain-22/$ORIG" || {
      rm -f "$tarball.part"
      say "download failed: $MIRROR/debian/pool/main/l/llvm-toolchain-22/$ORIG"
      say "fix: put $ORIG (sha256 $ORIG_SHA256) into $cache/src/ by hand"
      exit 1
    }
    mv "$tarball.part" "$tarball"
  fi
  if ! verify "$tarball"; then
    say "$tarball does not match sha256 $ORIG_SHA256; removed it"
    rm -f "$tarball"
    exit 1
  fi
fi

say "extracting LLVM $VERSION's device runtime sources into $tree"
rm -rf "$tree.tmp"
mkdir -p "$tree.tmp"
top=llvm-toolchain-22_$VERSION
tar -xJf "$tarball" -C "$tree.tmp" --strip-components=1 --wildcards \
  "$top/openmp/device" "$top/offload/include" "$top/llvm/include/llvm/Frontend/OpenMP" \
  "$top/libc/shared/rpc*.h" "$top/LICENSE.TXT"
rm -rf "$tree"
mv "$tree.tmp" "$tree"
touch "$stamp"
echo "$tree"
