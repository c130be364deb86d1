#!/bin/bash
# Runs the prebuilt GPU tests (from build-for-gpu.sh) on the GPU box, which
# has no compiler, with both device runtimes, and writes a summary:
#
#   source .gpu-runtime/activate.sh && lit-tests/run-on-gpu.sh DIR [RESULTS]
#
# DIR      the folder build-for-gpu.sh wrote (bins.tar.xz, BUILD-INFO.txt)
# RESULTS  where to write summary.txt, lit-output.txt, lit-results.json,
#          lit-results.xml (default: $OUT when set, else ./gpu-results)
# Environment: JOBS (parallel test binaries, default 4), RUN_TIMEOUT (seconds
# per binary, default 90), MAX_TIME (seconds for the whole lit run, default
# 480, inside the device tool's 10 minutes per command), LIT (default: `lit` on PATH), LIT_ARGS (more lit
# arguments, e.g. "--filter threads --param variants=ompred").
# Every binary runs with OMP_TARGET_OFFLOAD=MANDATORY. Exit status: that of
# summarize.py (0 every ompred run passed, 1 an ompred run failed, 2 nothing
# ran); failures of the stock runtime alone are listed but do not fail it.
set -uo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
dir=${1:?usage: $0 DIR [RESULTS]}
res=${2:-${OUT:-$PWD/gpu-results}}
mkdir -p "$res"
export OMP_TARGET_OFFLOAD=MANDATORY
[ -f "$dir/bins.tar.xz" ] || { echo "no $dir/bins.tar.xz: run lit-tests/build-for-gpu.sh $dir first" >&2; exit 2; }
if [ -n "${LIT:-}" ]; then lit_cmd=("$LIT")
elif command -v lit >/dev/null; then lit_cmd=(lit)
else echo "lit not on PATH: source .gpu-runtime/activate.sh first" >&2; exit 2
fi
arch=$(sed -n 's/^arch: *//p' "$dir/BUILD-INFO.txt" 2>/dev/null)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
tar -xJf "$dir/bins.tar.xz" -C "$work"

"${lit_cmd[@]}" -sv -j "${JOBS:-4}" --param prebuilt="$work/bin" --param exec_root="$work/exec" \
  --param arch="${arch:-sm_90}" --param run_timeout="${RUN_TIMEOUT:-90}" \
  --max-time "${MAX_TIME:-480}" \
  -o "$res/lit-results.json" --xunit-xml-output "$res/lit-results.xml" ${LIT_ARGS:-} \
  "$here" > "$res/lit-output.txt" 2>&1
echo "lit exit status $? (full log: $res/lit-output.txt)"
if [ ! -s "$res/lit-results.json" ]; then
  tail -40 "$res/lit-output.txt"
  echo "RESULT: lit wrote no results" | tee "$res/summary.txt"
  exit 2
fi
python3 "$here/summarize.py" "$res/lit-results.json" "$dir/BUILD-INFO.txt" "$work/bin" > "$res/summary.txt"
rc=$?
cat "$res/summary.txt"
exit $rc
