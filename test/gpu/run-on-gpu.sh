#!/bin/bash
# Runs the prebuilt GPU tests (from build-for-gpu.sh) on a GPU machine without
# a compiler, one lit run per device runtime:
#
#   source .gpu-runtime/activate.sh && test/gpu/run-on-gpu.sh DIR [RESULTS]
#
# RESULTS (default $OUT, else ./gpu-results) gets <runtime>.txt (lit's output)
# and <runtime>.json. Environment: JOBS (default 4), MAX_TIME (seconds per lit
# run, default 240; a run it stops counts as failed), LIT_ARGS (more lit
# arguments, e.g. "--filter threads").
# Exit status: that of the ompred run (and of the ompred22 run, where the
# binaries include the clang-22 flavour's).
set -uo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
source "$here/../../scripts/gpu-box/carry.sh"
dir=${1:?usage: $0 DIR [RESULTS]}
res=$(gpu_box_results "${2:-${OUT:-$PWD/gpu-results}}")
# (lit.cfg.py sets it for every test too; without a GPU the tests are UNSUPPORTED)
gpu_box_mandatory
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
tar -xJf "$dir/bins.tar.xz" -C "$work" || exit 2
cat "$dir/BUILD-INFO.txt"
rc=0
for rt in $(ls "$work" | grep -vx 'sources.sha256'); do
  lit -sv -j "${JOBS:-4}" --max-time "${MAX_TIME:-240}" --param runtime=$rt \
    --param prebuilt="$work" --param exec_root="$work/exec-$rt" -o "$res/$rt.json" \
    ${LIT_ARGS:-} "$here" > "$res/$rt.txt" 2>&1
  status=$?
  # lit exits 0 when --max-time stops it and skips the tests not yet run.
  if grep -q 'reached timeout, skipping remaining tests' "$res/$rt.txt"; then
    echo "!!! $rt: MAX_TIME=${MAX_TIME:-240} s reached, tests skipped (lastprivate.c alone takes 2-3 minutes without the plugin)"
    [ $status = 0 ] && status=3
  fi
  case $rt in ompred|ompred22) [ $status = 0 ] || rc=$status ;; esac
  echo "== $rt: lit exit status $status"
  sed -n '/^Total Discovered Tests/,$p' "$res/$rt.txt"
done
exit $rc
