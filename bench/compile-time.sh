#!/bin/bash
# Compile time of the reproducers in bench/compile-time/ against LLVM 19's
# stock device runtime, ompred's drop-in, and the drop-in with ompred's pass
# plugin: `clang-19 -O2 -c` (host and device, ptxas included), user+sys CPU
# seconds of the whole driver, median of REPS runs. A compile that runs past
# LIMIT seconds is reported as ">LIMIT".
#
#   bench/compile-time.sh [BUILD_DIR]      (default: <repo>/build)
#   env: REPS (3), LIMIT (600), ARCH (sm_90), CASES (all *.c in compile-time/)
set -u
here=$(cd "$(dirname "$0")" && pwd)
build=${1:-$here/../build}
arch=${ARCH:-sm_90}
reps=${REPS:-3}
limit=${LIMIT:-600}
stock=/usr/lib/llvm-19/lib/libomptarget-nvptx-$arch.bc
dropin=$build/lib/libomptarget-nvptx-$arch.bc
plugin=$build/lib/ompred-passes.so
for f in "$stock" "$dropin" "$plugin"; do
  [ -e "$f" ] || { echo "missing $f" >&2; exit 1; }
done
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# One compile: prints user+sys seconds, or ">LIMIT" past the limit.
one() {
  if timeout "$limit" /usr/bin/time -f "%U %S" -o "$tmp/t" clang-19 -O2 -fopenmp \
      --offload-arch="$arch" "$@" -c -o "$tmp/o.o" 2>"$tmp/err"; then
    awk '{printf "%.2f\n", $1 + $2}' "$tmp/t"
  elif [ $? -eq 124 ]; then
    echo ">$limit"
  else
    cat "$tmp/err" >&2; echo "error"
  fi
}
median() { sort -g | awk '{v[NR]=$0} END {print v[int((NR+1)/2)]}'; }

echo "| case | stock s | drop-in s | drop-in + plugin s |"
echo "|---|---|---|---|"
cases=${CASES:-$(cd "$here/compile-time" && ls *.c)}
for c in $cases; do
  src=$here/compile-time/$c
  row="| $c"
  for cfg in stock dropin plugin; do
    case $cfg in
      stock) args=(--libomptarget-nvptx-bc-path="$stock") ;;
      dropin) args=(--libomptarget-nvptx-bc-path="$dropin") ;;
      plugin) args=(--libomptarget-nvptx-bc-path="$dropin" -fpass-plugin="$plugin") ;;
    esac
    ts=()
    for ((r = 0; r < reps; r++)); do
      t=$(one "${args[@]}" "$src")
      ts+=("$t")
      # A compile past the limit is not repeated.
      [ "${t#>}" != "$t" ] && break
    done
    if [ "${ts[0]#>}" != "${ts[0]}" ]; then m=${ts[0]}; else m=$(printf '%s\n' "${ts[@]}" | median); fi
    row="$row | $m"
  done
  echo "$row |"
done
