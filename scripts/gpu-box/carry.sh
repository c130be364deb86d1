# shellcheck shell=bash
# The shared steps of ompred's one pipeline "build here, run on the GPU box"
# (scripts/gpu-box/README.md; ../shared/gpu/README.md for the box itself).
# Sourced, never run, by the build halves (bench/build.sh, bench/apps/build.sh,
# test/gpu/build-for-gpu.sh, test/gpu/smoke/build.sh, fuzz/pack-compiler.sh) and the
# run halves (bench/run-on-gpu.sh, bench/apps/run-on-gpu.sh, test/gpu/run-on-gpu.sh,
# test/gpu/smoke/run.sh). fuzz/run_on_gpu.py travels alone in its carry folder and
# does the box-side steps it needs itself (OMP_TARGET_OFFLOAD=MANDATORY per program).
# Functions only (and two constants): sourcing it changes nothing else.

GPU_BOX_REPO=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
# What the device tool carries in one call, .gpu-runtime (~45 MiB) included.
GPU_BOX_CARRY_LIMIT_KB=$((64 * 1024))

# ---------------------------------------------------------------- build side

# carry_dir DIR: makes the carry folder (default places: <repo>/.gpu-carry/<suite>,
# git-ignored) and prints its absolute path.
carry_dir() { mkdir -p "$1" && (cd "$1" && pwd); }

# carry_sha FILE: the first 16 hex digits of its sha256 (MANIFEST/BUILD-INFO lines).
carry_sha() { sha256sum <"$1" | cut -c1-16; }

# carry_date: now, UTC, as every MANIFEST/BUILD-INFO and env.txt writes it.
carry_date() { date -u +%Y-%m-%dT%H:%M:%SZ; }

# carry_git [REPO]: the commit built from, "<short hash>" and " (dirty tree)" when the
# working tree or the index differs from it; "?" outside a git checkout.
carry_git() {
  local repo=${1:-$GPU_BOX_REPO} rev
  rev=$(git -C "$repo" rev-parse --short HEAD 2>/dev/null) || { echo '?'; return 0; }
  git -C "$repo" diff --quiet HEAD 2>/dev/null || rev+=' (dirty tree)'
  echo "$rev"
}

# carry_files DIR [WIDTH]: "files:" and a line per file below DIR but MANIFEST.txt
# (path, bytes, carry_sha): the checksums a run on the box can be matched with.
carry_files() {
  local width=${2:-28}
  echo "files:"
  (cd "$1" && find . -type f ! -name MANIFEST.txt | sort | while read -r f; do
     printf "  %-${width}s %9d  %s\n" "$f" "$(stat -c %s "$f")" "$(carry_sha "$f")"; done)
}

# carry_size DIR LIMIT_KB [alone]: prints the folder's size and warns (stderr) when it
# exceeds LIMIT_KB or, carried with .gpu-runtime (unless "alone"), the device tool's 64 MiB.
carry_size() {
  local dir=$1 limit=$2 size rt=0
  size=$(du -sk "$dir" | cut -f1)
  echo "carry folder: $dir ($((size / 1024)).$(((size % 1024) * 10 / 1024)) MiB)"
  [ "$size" -le "$limit" ] || echo "WARNING: carry folder exceeds $((limit / 1024)) MiB" >&2
  if [ "${3:-}" != alone ]; then
    if [ -d "$GPU_BOX_REPO/.gpu-runtime" ]; then rt=$(du -sk "$GPU_BOX_REPO/.gpu-runtime" | cut -f1)
    else rt=$((45 * 1024)); fi
    [ $((size + rt)) -le "$GPU_BOX_CARRY_LIMIT_KB" ] ||
      echo "WARNING: with .gpu-runtime ($((rt / 1024)) MiB) it exceeds the $((GPU_BOX_CARRY_LIMIT_KB / 1024)) MiB a device call carries" >&2
  fi
  return 0
}

# carry_xz_over DIR LIMIT_KB FILE...: xz-compresses the FILEs (to FILE.xz) when DIR is
# over LIMIT_KB; the run half unpacks them (gpu_box_unxz).
carry_xz_over() {
  local dir=$1 limit=$2; shift 2
  [ "$(du -sk "$dir" | cut -f1)" -gt "$limit" ] || return 0
  echo "== over $((limit / 1024)) MiB: xz-compressing the binaries (run-on-gpu.sh unpacks them)"
  xz -T0 -6 -f "$@"
}

# carry_needs_omptarget22 BIN: true when BIN's NEEDED names libomptarget.so.22.1, the
# one library the GPU box (laid out as Debian) can give an offloading binary.
carry_needs_omptarget22() { readelf -d "$1" | grep -q 'NEEDED.*\[libomptarget\.so\.22\.1\]'; }

# carry_ktimer CC CUDA_TGT OUTFILE: builds bench/ktimer's CUPTI injection library
# (device kernel times; gpu_box_ktimer turns it on over there).
carry_ktimer() {
  "$1" -O2 -Wall -Wextra -fPIC -shared -fvisibility=hidden "$GPU_BOX_REPO/bench/ktimer/ompred_ktimer.c" \
    -I"$2/include" -L"$2/lib" -lcupti -lpthread \
    -Wl,--enable-new-dtags,-rpath,/usr/local/cuda/targets/x86_64-linux/lib:/usr/local/cuda/extras/CUPTI/lib64:/usr/local/cuda/lib64 \
    -o "$3"
}

# carry_cupti CUDA_TGT DIR: DIR/cupti/libcupti.so.13.xz, the CUPTI the timer was built against.
carry_cupti() {
  rm -rf "$2/cupti" && mkdir -p "$2/cupti" &&
    xz -T0 -6 -c "$(readlink -f "$1/lib/libcupti.so.13")" >"$2/cupti/libcupti.so.13.xz"
}

# ------------------------------------------------------------------ box side

# gpu_box_has_gpu: true when nvidia-smi lists a GPU.
gpu_box_has_gpu() { command -v nvidia-smi >/dev/null 2>&1 && nvidia-smi -L 2>/dev/null | grep -q '^GPU'; }

# gpu_box_require_gpu [WHAT]: a GPU, or "no GPU: ..." and exit 3 (the run halves' "no GPU"
# status) before anything is measured; WHAT ends the message (default "was run").
gpu_box_require_gpu() {
  gpu_box_has_gpu && return 0
  echo "no GPU: nvidia-smi is missing or lists no GPU on $(hostname); nothing ${1:-was run}"
  exit 3
}

# gpu_box_mandatory: a missing or rejected device image must fail, never run the
# regions on the host.
gpu_box_mandatory() { export OMP_TARGET_OFFLOAD=MANDATORY; }

# gpu_box_results DIR: makes the results folder ($OUT or below it on the box) and
# prints its absolute path (as carry_dir does for a carry folder).
gpu_box_results() { carry_dir "$1"; }

# gpu_box_env: env.txt's common head: date, host and kernel, the GPU, driver and clocks.
gpu_box_env() {
  echo "date: $(carry_date)"
  echo "host: $(hostname) $(uname -r)"
  nvidia-smi --query-gpu=name,driver_version,memory.total,clocks.sm,clocks.max.sm,clocks.mem,temperature.gpu,power.draw,persistence_mode --format=csv
}

# gpu_box_gpu_name: the first GPU's name (for the result tables).
gpu_box_gpu_name() { nvidia-smi --query-gpu=name --format=csv,noheader | head -1; }

# gpu_box_manifest DIR: DIR's MANIFEST.txt, indented, for env.txt (nothing if it has none).
gpu_box_manifest() { [ -f "$1/MANIFEST.txt" ] && sed 's/^/  /' "$1/MANIFEST.txt"; return 0; }

# gpu_box_unxz FILE DEST: DEST from FILE.xz if that was carried, else from FILE;
# false when neither is there.
gpu_box_unxz() {
  if [ -f "$1.xz" ]; then xz -dc "$1.xz" >"$2"
  elif [ -f "$1" ]; then cp "$1" "$2"
  else return 1; fi
}

# gpu_box_ktimer CARRY LIBDIR KTIMER_SO: the CUPTI kernel timer on: the carried
# CARRY/cupti/libcupti.so.13.xz unpacked into LIBDIR and put on LD_LIBRARY_PATH (else the
# box's own CUPTI), CUDA_INJECTION64_PATH=KTIMER_SO (a libompred_ktimer.so).
gpu_box_ktimer() {
  if [ -f "$1/cupti/libcupti.so.13.xz" ]; then
    mkdir -p "$2"
    xz -dc "$1/cupti/libcupti.so.13.xz" >"$2/libcupti.so.13.tmp" && mv -f "$2/libcupti.so.13.tmp" "$2/libcupti.so.13"
    export LD_LIBRARY_PATH=$2${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}
  fi
  export CUDA_INJECTION64_PATH=$3
}

# gpu_box_budget SECONDS: starts the clock: T0 now, DEADLINE when no new run may start.
gpu_box_budget() { T0=$(date +%s); DEADLINE=$((T0 + $1)); }

# gpu_box_limit SLACK CAP: the time limit of a run starting now: until DEADLINE + SLACK,
# at most CAP seconds.
gpu_box_limit() {
  local lim=$((DEADLINE + $1 - $(date +%s)))
  [ "$lim" -gt "$2" ] && lim=$2
  echo "$lim"
}
