#!/bin/bash
# Runs BabelStream and TeaLeaf, four builds each (stock, ompred, plugin, cuda),
# on the GPU box; the binaries come from bench/apps/build.sh, libomptarget 22
# from .gpu-runtime/activate.sh.
#
#   source .gpu-runtime/activate.sh && bash bench/apps/run-on-gpu.sh CARRYDIR RESULTSDIR [options]
#
# Round r runs, for every configuration, stock, ompred, plugin, cuda back to
# back, then round r+1: the four builds of a configuration see the same machine state.
# Options:
#   --rounds N          rounds (default 5)
#   --babel-sizes LIST  log2 of BabelStream's array size, its -s (default 20,22,25; "" for none)
#   --numtimes N        BabelStream's -n (default 100)
#   --tea-decks LIST    TeaLeaf decks, numbers of Benchmarks/tea_bm_N.in (default 3,4; 5 takes
#                       ~70 s per OpenMP run; "" for none)
#   --tea-end-step N    run each deck for N time steps instead of its own end_step: the
#                       same kernels and per-launch device times in less time (tea_bm_5 with
#                       1 step: ~7 s per OpenMP run); configurations are named
#                       tea_bm_<deck>_steps<N>, their answers compared across builds only
#   --builds LIST       default stock,ompred,plugin,cuda; stock22, ompred22, plugin22 (clang-22,
#                       bench/apps/build.sh with APPS_CLANG22=1) may be added
#   --budget SECONDS    start no run after this, nor one that the same configuration's
#                       previous duration says would end 60 s past it (default 480)
#   --no-ktimer         no CUPTI injection (no device times; the applications' own timings only)
#   --pin CPU           run every program on that one CPU (taskset -c CPU): the host's part of
#                       an OpenMP run (libomptarget and the CUDA driver between launches) then
#                       varies far less from run to run; the summary says so
# Writes RESULTSDIR/runs.tsv (one line per run), raw/<app>_<config>_<build>_r<round>.out
# (stdout+stderr) and .kt.csv (every kernel's device time, ompred_ktimer summary mode),
# env.txt, run.log, and summary.md (bench/apps/summarize.py).
# Exit status: 0 every run ended well and TeaLeaf's answers agree; 1 a run failed, a check
# failed or the answers differ; 2 usage or missing files; 3 no GPU.
set -uo pipefail
HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
source "$HERE/../../scripts/gpu-box/carry.sh"
usage() { sed -n '2,24p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//'; exit 2; }
[ $# -ge 2 ] || usage
INVOCATION="bash bench/apps/run-on-gpu.sh $*"
CARRY=$1; RES=$2; shift 2
ROUNDS=5; BSIZES=20,22,25; NUMTIMES=100; DECKS=3,4; BUILDS_ARG=stock,ompred,plugin,cuda; BUDGET=480; KT=1
END_STEP=""; PIN=
need() { [ $# -ge 2 ] || { echo "run-on-gpu.sh: $1 needs a value"; usage; }; }
while [ $# -gt 0 ]; do
  case $1 in
    --rounds) need "$@"; ROUNDS=$2; shift ;;
    --babel-sizes) need "$@"; BSIZES=$2; shift ;;
    --numtimes|-n) need "$@"; NUMTIMES=$2; shift ;;
    --tea-decks) need "$@"; DECKS=$2; shift ;;
    --tea-end-step) need "$@"; END_STEP=$2; shift ;;
    --builds) need "$@"; BUILDS_ARG=$2; shift ;;
    --budget) need "$@"; BUDGET=$2; shift ;;
    --no-ktimer) KT=0 ;;
    --pin) need "$@"; PIN=$2; shift ;;
    -h|--help) usage ;;
    *) echo "run-on-gpu.sh: unknown option $1"; usage ;;
  esac
  shift
done
isnum() { [[ $2 =~ ^[0-9]+$ ]] || { echo "run-on-gpu.sh: $1 '$2' is not a number"; exit 2; }; }
isnum --rounds "$ROUNDS"; isnum --numtimes "$NUMTIMES"; isnum --budget "$BUDGET"
[ -z "$PIN" ] || { isnum --pin "$PIN"; command -v taskset >/dev/null || { echo "run-on-gpu.sh: --pin needs taskset (util-linux)"; exit 2; }; }
[ -z "$END_STEP" ] || { isnum --tea-end-step "$END_STEP"; [ "$END_STEP" -ge 1 ] || { echo "run-on-gpu.sh: --tea-end-step must be at least 1"; exit 2; }; }
[ "$NUMTIMES" -ge 2 ] || { echo "run-on-gpu.sh: BabelStream needs --numtimes >= 2"; exit 2; }
IFS=, read -r -a BSZ <<<"$BSIZES"
IFS=, read -r -a DKS <<<"${DECKS//tea_bm_/}"
IFS=, read -r -a BUILDS <<<"$BUILDS_ARG"
for s in "${BSZ[@]}"; do isnum --babel-sizes "$s"; [ "$s" -le 31 ] || { echo "run-on-gpu.sh: 2^$s elements is too many"; exit 2; }; done
for d in "${DKS[@]}"; do isnum --tea-decks "$d"; done
for b in "${BUILDS[@]}"; do
  case $b in stock|ompred|plugin|cuda|stock22|ompred22|plugin22) ;; *) echo "run-on-gpu.sh: unknown build '$b' (stock, ompred, plugin, cuda, stock22, ompred22, plugin22)"; exit 2 ;; esac
done
[ -d "$CARRY" ] || { echo "run-on-gpu.sh: carry folder $CARRY not found (bash bench/apps/build.sh; carry it)"; exit 2; }
CARRY=$(cd "$CARRY" && pwd)

# ---- a GPU, or stop here (before anything is written)
gpu_box_require_gpu "was run"

RES=$(gpu_box_results "$RES")
mkdir -p "$RES/raw"
rm -f "$RES"/raw/* "$RES/runs.tsv" "$RES/run.log" "$RES/summary.md"
exec > >(tee -a "$RES/run.log") 2>&1
gpu_box_budget "$BUDGET"
echo "run-on-gpu.sh $(carry_date): rounds=$ROUNDS babel-sizes=${BSIZES:-none} numtimes=$NUMTIMES tea-decks=${DECKS:-none}${END_STEP:+ tea-end-step=$END_STEP}${PIN:+ pinned to CPU $PIN} builds=$BUILDS_ARG budget=${BUDGET}s"

# run from a private copy: the carried tree may lack exec bits or be read-only
RUN=/tmp/ompred-apps-run
rm -rf "$RUN" && mkdir -p "$RUN/work"
for app in babelstream tealeaf; do
  for b in "${BUILDS[@]}"; do
    f=$CARRY/${app}_$b
    gpu_box_unxz "$f" "$RUN/${app}_$b" || { echo "run-on-gpu.sh: $f missing (bash bench/apps/build.sh)"; exit 2; }
    chmod +x "$RUN/${app}_$b"
  done
done
for d in "${DKS[@]}"; do
  [ -f "$CARRY/tealeaf/tea_bm_$d.in" ] || { echo "run-on-gpu.sh: deck $CARRY/tealeaf/tea_bm_$d.in missing"; exit 2; }
done
GPU=$(gpu_box_gpu_name)
{
  gpu_box_env
  echo "cpu: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2-) x $(nproc)"
  echo "command: $INVOCATION"
  echo "carry: $CARRY"
  gpu_box_manifest "$CARRY"
  for b in "${BUILDS[@]}"; do
    [ "$b" = cuda ] && continue
    echo "libomptarget ($b): $(ldd "$RUN/tealeaf_$b" 2>/dev/null | grep -m1 libomptarget || echo '?')"
  done
} >"$RES/env.txt"
cat "$RES/env.txt"

# ---- CUPTI: the copy the timer was built against (carried, xz) first, else the box's own
if [ "$KT" = 1 ]; then
  [ -f "$CARRY/libompred_ktimer.so" ] || { echo "run-on-gpu.sh: $CARRY/libompred_ktimer.so missing (or use --no-ktimer)"; exit 2; }
  cp "$CARRY/libompred_ktimer.so" "$RUN/"
  gpu_box_ktimer "$CARRY" "$RUN/cupti" "$RUN/libompred_ktimer.so"
  echo "device timer: CUDA_INJECTION64_PATH=$CUDA_INJECTION64_PATH (summary mode, one .kt.csv per run)"
else
  unset CUDA_INJECTION64_PATH
  echo "device timer: off (--no-ktimer)"
fi
# A missing or rejected device image must fail, not run the regions on the host.
gpu_box_mandatory

printf 'app\tconfig\tbuild\tround\trc\tseconds\tout\tktimer\n' >"$RES/runs.tsv"
BAD=0; RUNS=0; SKIPPED=()
declare -A LAST
run() {  # $1 app, $2 config, $3 build, $4 round, rest: command (run in $RUN/work)
  local app=$1 cfg=$2 b=$3 r=$4; shift 4
  local id=${app}_${cfg}_${b}_r$r now lim t1 t2 rc
  now=$(date +%s)
  local prev=${LAST[$app-$cfg-$b]:-0}
  if [ "$now" -ge "$DEADLINE" ] || [ $((now + prev)) -gt $((DEADLINE + 60)) ]; then SKIPPED+=("$id"); return; fi
  lim=$(gpu_box_limit 90 300)
  echo "=== $id (elapsed $((now - T0)) s, limit ${lim} s)"
  RUNS=$((RUNS + 1))
  t1=$(date +%s.%N)
  (cd "$RUN/work" && OMPRED_KTIMER_SUMMARY=$RES/raw/$id.kt.csv timeout -s KILL "$lim" ${PIN:+taskset -c "$PIN"} "$@") >"$RES/raw/$id.out" 2>&1
  rc=$?
  t2=$(date +%s.%N)
  local secs; secs=$(awk -v a="$t1" -v b="$t2" 'BEGIN { printf "%.3f", b - a }')
  LAST[$app-$cfg-$b]=${secs%.*}
  local kt=$id.kt.csv; [ -f "$RES/raw/$kt" ] || kt=-
  printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$app" "$cfg" "$b" "$r" "$rc" "$secs" "$id.out" "$kt" >>"$RES/runs.tsv"
  if [ "$rc" = 1 ] && grep -q "not found in the test problems file" "$RES/raw/$id.out"; then
    echo "NOTE: $id: tea.problems lists no answer for this deck; compared across builds only"
  elif [ "$rc" != 0 ]; then
    echo "!!! $id: exit status $rc$([ "$rc" = 137 ] && echo " (killed after $lim s)"); last lines:"
    tail -5 "$RES/raw/$id.out" | sed 's/^/    /'
    BAD=1
  elif grep -q "FAILED" "$RES/raw/$id.out"; then
    echo "!!! $id: the application's own check FAILED"; BAD=1
  fi
  [ "$KT" = 1 ] && [ "$kt" = - ] && echo "NOTE: $id left no kernel times (ktimer summary missing)"
}

for ((r = 1; r <= ROUNDS; r++)); do
  for s in "${BSZ[@]}"; do
    for b in "${BUILDS[@]}"; do
      run babelstream "s$s" "$b" "$r" "$RUN/babelstream_$b" --csv -s $((1 << s)) -n "$NUMTIMES"
    done
  done
  for d in "${DKS[@]}"; do
    deck=$CARRY/tealeaf/tea_bm_$d.in cfg=tea_bm_$d
    if [ -n "$END_STEP" ]; then
      cfg=tea_bm_${d}_steps$END_STEP deck=$RUN/work/$cfg.in
      sed "s/^end_step=.*/end_step=$END_STEP/" "$CARRY/tealeaf/tea_bm_$d.in" >"$deck"
    fi
    for b in "${BUILDS[@]}"; do
      run tealeaf "$cfg" "$b" "$r" "$RUN/tealeaf_$b" --file "$deck" \
        --problems "$CARRY/tealeaf/tea.problems" --out "$RUN/work/tea.out"
    done
  done
done

ELAPSED=$(($(date +%s) - T0))
echo "=== ran in ${ELAPSED} s ($RUNS runs)"
[ ${#SKIPPED[@]} = 0 ] || echo "!!! budget of ${BUDGET} s reached; not run: ${SKIPPED[*]}"
[ "$RUNS" -gt 0 ] || { echo "!!! nothing ran"; BAD=1; }
python3 "$HERE/summarize.py" "$RES" -o "$RES/summary.md" --gpu "$GPU" --elapsed "$ELAPSED" ${PIN:+--pinned "$PIN"} || BAD=1
echo "files: $RES/{summary.md,runs.tsv,env.txt,run.log,raw/}"
tail -n +1 "$RES/summary.md" | sed -n '1,40p'
if [ "$BAD" = 0 ]; then echo "RESULT: every run ended well, checks passed, TeaLeaf's answers agree"
else echo "RESULT: FAILURES (see !!! lines above and summary.md)"; fi
exit $BAD
