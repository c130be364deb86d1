#!/bin/bash
# Builds every GPU test binary here, against both device runtimes (the ompred
# drop-in and LLVM 19's stock bitcode), for the GPU box, which has no compiler:
#
#   lit-tests/build-for-gpu.sh OUTDIR        (e.g. .gpu-carry/lit-tests)
#
# OUTDIR then holds
#   bins.tar.xz      the stripped binaries, bin/{ompred,stock}/<test>[.<build>],
#                    each with a .json record (source hash, flags, bitcode sha256)
#   BUILD-INFO.txt   commit, date, arch, clang, bitcode hashes, compile results
#   compile.json     lit's results of the compile step
# Carry OUTDIR with .gpu-runtime and run lit-tests/run-on-gpu.sh OUTDIR there.
#
# Environment: OMPRED_BUILD_DIR (default <repo>/build, configured by CMake),
# OMPRED_ARCH (default sm_90), LIT (default LLVM 19's lit.py), JOBS, LIT_ARGS (more lit
# arguments, e.g. "--param plugin=1": pass the same on the GPU box).
# Exit status: 0 when every binary compiled, 1 otherwise (the folder is still
# written; the missing binaries then FAIL on the GPU box).
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
repo=$(dirname "$here")
out=${1:?usage: $0 OUTDIR}
build=${OMPRED_BUILD_DIR:-$repo/build}
arch=${OMPRED_ARCH:-sm_90}
lit=${LIT:-/usr/lib/llvm-19/build/utils/lit/lit.py}
site=$build/lit-tests/lit.site.cfg.py
[ -f "$site" ] || { echo "no $site: configure first (cmake -S $repo -B $build)" >&2; exit 1; }
[ -f "$lit" ] || { echo "lit not found at $lit (set LIT=)" >&2; exit 1; }

# The drop-in bitcode must be current.
cmake --build "$build" --target ompred-bitcode >/dev/null

mkdir -p "$out"
out=$(cd "$out" && pwd)
for f in "$out"/*; do
  case "$(basename "$f")" in
    '*'|bins.tar.xz|BUILD-INFO.txt|compile.json|compile.log) ;;
    *) echo "$out holds $(basename "$f"), which this script did not write: use an empty folder" >&2; exit 1;;
  esac
done
rm -f "$out"/bins.tar.xz "$out"/BUILD-INFO.txt "$out"/compile.json "$out"/compile.log
stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT

start=$(date +%s)
set +e
python3 "$lit" -sv -j "${JOBS:-$(nproc)}" --param steps=compile --param arch="$arch" \
  --param export="$stage/bin" -o "$out/compile.json" ${LIT_ARGS:-} "$build/lit-tests" 2>&1 | tee "$out/compile.log"
rc=${PIPESTATUS[0]}
set -e
secs=$(( $(date +%s) - start ))

ours_bc=$(sed -n 's/^config.ompred_lib_dir = "\(.*\)"$/\1/p' "$site")
stock_dir=$(sed -n 's/^config.ompred_stock_bitcode_dir = "\(.*\)"$/\1/p' "$site")
clang=$(sed -n 's/^config.ompred_clang = "\(.*\)"$/\1/p' "$site")
{
  echo "built:      $(date '+%Y-%m-%d %H:%M:%S %Z') on $(hostname), compile step ${secs} s, lit exit $rc"
  echo "commit:     $(git -C "$repo" rev-parse --short HEAD 2>/dev/null || echo '?')$(git -C "$repo" diff --quiet HEAD -- . 2>/dev/null || echo ' (+ uncommitted changes)')"
  echo "arch:       $arch"
  echo "clang:      $("$clang" --version | head -1)"
  echo "ompred bc:  $ours_bc/libomptarget-nvptx-$arch.bc sha256 $(sha256sum "$ours_bc/libomptarget-nvptx-$arch.bc" | cut -c1-16)"
  echo "stock bc:   $stock_dir/libomptarget-nvptx-$arch.bc sha256 $(sha256sum "$stock_dir/libomptarget-nvptx-$arch.bc" | cut -c1-16)"
  for v in ompred stock; do
    n=$(ls "$stage/bin/$v" 2>/dev/null | grep -vc '\.json$' || true)
    echo "$v:$(printf '%*s' $((10 - ${#v})) '')$n binaries"
  done
  python3 - "$out/compile.json" <<'EOF'
import json, sys
tests = json.load(open(sys.argv[1]))["tests"]
bad = [t["name"].split(" :: ", 1)[-1] for t in tests if t["code"] != "PASS"]
print("compile:    %d of %d passed%s" % (len(tests) - len(bad), len(tests),
      "; FAILED: " + ", ".join(bad) if bad else ""))
EOF
} > "$out/BUILD-INFO.txt"

tar -C "$stage" -cf - bin | xz -T0 -9 > "$out/bins.tar.xz"
echo
cat "$out/BUILD-INFO.txt"
echo "unpacked $(du -sh "$stage/bin" | cut -f1), packed: $(du -h "$out/bins.tar.xz" | cut -f1) in $out/bins.tar.xz; folder $(du -sh "$out" | cut -f1)"
exit $(( rc != 0 ))
