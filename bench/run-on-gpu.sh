#!/bin/bash
# Runs the benchmarks on the GPU box (no compiler there): the binaries come
# prebuilt from bench/build.sh, libomptarget 22 from .gpu-runtime/activate.sh.
#
#   source .gpu-runtime/activate.sh && bash bench/run-on-gpu.sh PREBUILT OUTDIR [options]
#
# Writes OUTDIR/bench.csv (one row per build x round x case x variant x N),
# OUTDIR/bench.md (tables), OUTDIR/bench.log (everything printed), OUTDIR/env.txt.
# Builds: stock, ompred and, when PREBUILT has omp_bench_plugin, plugin; stock22, ompred22
# and plugin22 (bench/build.sh with BENCH_CLANG22=1) when PREBUILT has their omp_bench_<build>.
# Options:
#   --builds LIST       which of those to run, comma-separated (default: every one PREBUILT has)
#   --cases abcdefs     which cases (a sum, b no-reduction ceiling, c multi-variable,
#                       d one team / generic mode, e teams path, f CUB + own two-pass + D2D
#                       anchors, s stream copy/triad/dot)
#   --sizes 10,12,..,28 log2 N for cases a-d and f (default 10..28 step 2)
#   --s-sizes LIST      log2 N for case s (default 20,22,24,26,28)
#   --e-teams LIST      team counts for case e (default 1000,...,10000000 incl. 2^17, 2^20)
#   --tls LIST          thread_limit values of the shape grid (default 128,256,512,1024)
#   --teams-mult LIST   num_teams = SMs x each (default 1,2,4,8,16,32; N/thread_limit always added)
#   --sms N             SM count for that grid (default: the device's, from the CUDA driver)
#   --reps N            timed repetitions per configuration (default 25; medians reported)
#   --warmup N          untimed repetitions first (default 3)
#   --rounds N          run every build N times, the order rotating per round (default 2)
#   --budget SECONDS    stop starting new measurements after this (default 450)
#   --quick             = --sizes 28 --s-sizes 20,24,28 --cases abefs --rounds 1 --teams-mult 1,4,16
#   --no-ktimer         no CUPTI injection (device-time columns stay empty)
#   --host-test         CPU-side test of this script and the binaries where there is no GPU:
#                       regions run on the host (OMP_TARGET_OFFLOAD=DISABLED), no CUB; numbers meaningless
# A repetition that runs > 60 s ends its process (status 4, "HANG" names the case);
# the other runs go on. Exit status: 0 all results exact; 1 a check failed or a run crashed/hung;
# 3 no GPU; 2 usage or missing files.
set -uo pipefail
HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
source "$HERE/../scripts/gpu-box/carry.sh"
usage() { sed -n '2,32p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//'; exit 2; }
[ $# -ge 2 ] || usage
INVOCATION="bash bench/run-on-gpu.sh $*"
PRE=$1; OUTD=$2; shift 2
[ -d "$PRE" ] || { echo "run-on-gpu.sh: prebuilt folder $PRE not found (bash bench/build.sh; carry it)"; exit 2; }
PRE=$(cd "$PRE" && pwd)
CASES=abcdefs; SIZES=""; SSIZES=""; ETEAMS=""; TLS=""; TMULT=""; SMS=""; REPS=25; WARM=3; ROUNDS=2; BUDGET=450; KT=1; HOSTTEST=0; ONLY=""
while [ $# -gt 0 ]; do
  case $1 in
    --cases) CASES=$2; shift ;;
    --builds) ONLY=${2:?--builds needs a list}; shift ;;
    --sizes) SIZES=$2; shift ;;
    --s-sizes) SSIZES=$2; shift ;;
    --e-teams) ETEAMS=$2; shift ;;
    --tls) TLS=$2; shift ;;
    --teams-mult) TMULT=$2; shift ;;
    --sms) SMS=$2; shift ;;
    --reps) REPS=$2; shift ;;
    --warmup) WARM=$2; shift ;;
    --rounds) ROUNDS=$2; shift ;;
    --budget) BUDGET=$2; shift ;;
    --quick) SIZES=28; SSIZES=20,24,28; CASES=abefs; ROUNDS=1; TMULT=1,4,16 ;;
    --no-ktimer) KT=0 ;;
    --host-test) HOSTTEST=1 ;;
    -h|--help) usage ;;
    *) echo "run-on-gpu.sh: unknown option $1"; usage ;;
  esac
  shift
done
OUTD=$(gpu_box_results "$OUTD")
LOG=$OUTD/bench.log; CSV=$OUTD/bench.csv
rm -f "$CSV" "$LOG" "$OUTD/bench.md"
exec > >(tee -a "$LOG") 2>&1
gpu_box_budget "$BUDGET"
echo "run-on-gpu.sh $(carry_date): cases=$CASES sizes=${SIZES:-default} reps=$REPS warmup=$WARM rounds=$ROUNDS budget=${BUDGET}s"

# ---- a GPU, or stop here
if [ "$HOSTTEST" = 1 ]; then
  echo "HOST TEST: no GPU used; target regions run on the host; CUB skipped; numbers are meaningless"
  nvidia-smi() { echo "host-test"; }
  CASES=$(echo "$CASES" | tr -d f)
else
  gpu_box_require_gpu "was measured"
fi
KNOWN=(stock ompred plugin stock22 ompred22 plugin22)
for f in cub_bench libompred_ktimer.so; do
  [ -f "$PRE/$f" ] || { echo "run-on-gpu.sh: $PRE/$f missing (bash bench/build.sh)"; exit 2; }
done
if [ -z "$ONLY" ]; then
  for f in omp_bench_stock omp_bench_ompred; do
    [ -f "$PRE/$f" ] || { echo "run-on-gpu.sh: $PRE/$f missing (bash bench/build.sh)"; exit 2; }
  done
  BUILDS=(stock ompred)
  if [ -f "$PRE/omp_bench_plugin" ]; then BUILDS+=(plugin)
  else echo "NOTE: no omp_bench_plugin in $PRE (built without --plugin): no plugin variant in this run"; fi
  for b in stock22 ompred22 plugin22; do [ -f "$PRE/omp_bench_$b" ] && BUILDS+=("$b"); done
else
  BUILDS=()
  IFS=, read -ra want <<<"$ONLY"
  for b in "${KNOWN[@]}"; do  # in the usual order, each once
    for w in "${want[@]}"; do [ "$w" = "$b" ] && { BUILDS+=("$b"); break; }; done
  done
  for w in "${want[@]}"; do
    [[ " ${KNOWN[*]} " == *" $w "* ]] || { echo "run-on-gpu.sh: --builds: unknown build '$w' (known: ${KNOWN[*]})"; exit 2; }
    [ -f "$PRE/omp_bench_$w" ] ||
      { echo "run-on-gpu.sh: --builds: $PRE/omp_bench_$w missing (bash bench/build.sh; BENCH_CLANG22=1 for the *22 builds)"; exit 2; }
  done
  [ ${#BUILDS[@]} -gt 0 ] || { echo "run-on-gpu.sh: --builds: empty list"; exit 2; }
fi
# run from a private copy: the carried tree may lack exec bits or be read-only
RUNDIR=/tmp/ompred-bench-run
rm -rf "$RUNDIR" && mkdir -p "$RUNDIR" && cp "${BUILDS[@]/#/$PRE/omp_bench_}" "$PRE"/cub_bench "$PRE"/libompred_ktimer.so "$RUNDIR"/
chmod +x "$RUNDIR"/omp_bench_* "$RUNDIR"/cub_bench
GPU=$(gpu_box_gpu_name)
{
  gpu_box_env
  echo "prebuilt: $PRE"
  gpu_box_manifest "$PRE"
  echo "builds: ${BUILDS[*]}"
  echo "libomptarget: $(ldd "$RUNDIR/omp_bench_${BUILDS[0]}" 2>/dev/null | grep -m1 libomptarget || echo '?')"
} >"$OUTD/env.txt"
cat "$OUTD/env.txt"

# ---- CUPTI: the copy built against (carried, xz) first, else the box's own
if [ "$KT" = 1 ]; then
  gpu_box_ktimer "$PRE" /tmp/ompred-bench-cupti "$RUNDIR/libompred_ktimer.so"
  echo "device timer: CUDA_INJECTION64_PATH=$CUDA_INJECTION64_PATH"
else
  unset CUDA_INJECTION64_PATH
  echo "device timer: off (--no-ktimer)"
fi
gpu_box_mandatory
HT=()
if [ "$HOSTTEST" = 1 ]; then export OMP_TARGET_OFFLOAD=DISABLED; HT=(--allow-host); fi

COMMON=(--reps "$REPS" --warmup "$WARM" --csv "$CSV" --deadline "$DEADLINE")
[ -n "$SIZES" ] && COMMON+=(--sizes "$SIZES")
OMPARGS=()
[ -n "$SSIZES" ] && OMPARGS+=(--s-sizes "$SSIZES")
[ -n "$ETEAMS" ] && OMPARGS+=(--e-teams "$ETEAMS")
[ -n "$TLS" ] && OMPARGS+=(--tls "$TLS")
[ -n "$TMULT" ] && OMPARGS+=(--teams-mult "$TMULT")
OMPARGS+=("${HT[@]}")
[ -n "$SMS" ] && OMPARGS+=(--sms "$SMS")

BAD=0; RUNS=0; SKIPPED=()
run() {  # $1 = label, rest = command
  local label=$1; shift
  local now; now=$(date +%s)
  if [ "$now" -ge "$DEADLINE" ]; then SKIPPED+=("$label"); return; fi
  local lim; lim=$(gpu_box_limit 60 300)
  echo "=== $label (elapsed $((now - T0)) s, limit ${lim} s)"
  RUNS=$((RUNS + 1))
  timeout -s KILL "$lim" "$@"
  local rc=$?
  case $rc in
    0) ;;
    1) echo "!!! $label: some results did not match the host reference"; BAD=1 ;;
    3) echo "no GPU: $label could not reach a device (see above)"; exit 3 ;;
    4) echo "!!! $label: a repetition hung (see HANG above); later configurations of this run are missing"; BAD=1 ;;
    137) echo "!!! $label: killed after ${lim} s (hang?)"; BAD=1 ;;
    *) echo "!!! $label: exit status $rc"; BAD=1 ;;
  esac
}

GROUPS_OMP=()
case $CASES in *a*|*b*) GROUPS_OMP+=(ab) ;; esac
for g in e c d s; do case $CASES in *$g*) GROUPS_OMP+=("$g") ;; esac; done
NB=${#BUILDS[@]}
# The CUDA anchors, twice: with the CUPTI timer (device times + events) and
# without it (events and wall time only: the timer's own cost left out).
run_f() {
  run "round $1 cuda cases f" "$RUNDIR/cub_bench" --build cuda --round "$1" --cases f "${COMMON[@]}"
  run "round $1 cuda cases f, no CUPTI" env -u CUDA_INJECTION64_PATH "$RUNDIR/cub_bench" --build cuda-nocupti \
    --round "$1" --cases f "${COMMON[@]}"
}
for ((r = 1; r <= ROUNDS; r++)); do
  # rotate the build order: every build goes first in some round
  ORDER=()
  for ((i = 0; i < NB; i++)); do ORDER+=("${BUILDS[$(((i + r - 1) % NB))]}"); done
  for g in "${GROUPS_OMP[@]}"; do
    gc=$g
    [ "$g" = ab ] && gc=$(echo "$CASES" | tr -cd ab)
    for b in "${ORDER[@]}"; do
      run "round $r $b cases $gc" "$RUNDIR/omp_bench_$b" --build "$b" --round "$r" --cases "$gc" "${COMMON[@]}" "${OMPARGS[@]}"
    done
    # the CUB anchor right after the sum cases, every round
    if [ "$g" = ab ] && [[ $CASES == *f* ]]; then run_f "$r"; fi
  done
  if [ ${#GROUPS_OMP[@]} = 0 ] || [[ ! " ${GROUPS_OMP[*]} " == *" ab "* ]]; then
    [[ $CASES == *f* ]] && run_f "$r"
  fi
done

ELAPSED=$(( $(date +%s) - T0 ))
echo "=== measured in ${ELAPSED} s ($RUNS runs)"
[ ${#SKIPPED[@]} = 0 ] || echo "!!! budget of ${BUDGET} s reached; not run: ${SKIPPED[*]}"
python3 "$HERE/scripts/table.py" "$CSV" -o "$OUTD/bench.md" --gpu "$GPU" --env "$OUTD/env.txt" \
  --elapsed "$ELAPSED" --cmd "$INVOCATION" || { echo "!!! table.py failed"; BAD=1; }
echo "files: $OUTD/{bench.csv,bench.md,bench.log,env.txt}"
if [ "$BAD" = 0 ]; then echo "RESULT: all timed results matched the host reference"; else echo "RESULT: FAILURES (see !!! lines and MISMATCH/FAIL in bench.log)"; fi
exit $BAD
