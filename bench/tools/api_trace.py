#!/usr/bin/env python3
"""Where a target region's host time goes, from libompred_ktimer.so's trace.

    OMPRED_KTIMER_TRACE=t.csv CUDA_INJECTION64_PATH=$PWD/libompred_ktimer.so ./prog
    python3 bench/tools/api_trace.py t.csv [--skip N]

The trace has every CUDA driver call of the process (host start/end) and every
kernel and copy (device start/end), on one clock. A target region's launch is
one cuLaunchKernel; this cuts the launching thread's calls into periods, each
from one launch to the next, drops the first N (module load, warm-up), and
prints for the most frequent sequence of driver calls in a period: per call,
the median time spent in it and the median host time before it outside the
driver (libomptarget's own work), the median period, and the kernel's median
device time. Periods with another sequence are counted, not shown.
"""
import argparse
import collections
import statistics
import sys


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("trace")
    ap.add_argument("--skip", type=int, default=60, help="periods to drop at the start (default 60)")
    a = ap.parse_args()
    apis, kernels = [], []
    with open(a.trace) as f:
        for line in f:
            if line.startswith("#"):
                continue
            p = line.rstrip("\n").split(",", 4)
            if len(p) < 5:
                continue
            kind, b, e = p[0], int(p[1]), int(p[2])
            if kind == "api":
                apis.append((b, e, int(p[3]), p[4]))
            elif kind == "kernel":
                kernels.append((b, e, p[4]))
    launches = [x for x in apis if x[3].startswith("cuLaunchKernel")]
    if len(launches) < a.skip + 3:
        sys.exit(f"api_trace: {len(launches)} launches in {a.trace}, too few for --skip {a.skip}")
    thread = collections.Counter(x[2] for x in launches).most_common(1)[0][0]
    mine = [x for x in apis if x[2] == thread]
    starts = [x[0] for x in launches if x[2] == thread]
    periods = []
    j = 0
    for i in range(a.skip, len(starts) - 1):
        lo, hi = starts[i], starts[i + 1]
        while j < len(mine) and mine[j][0] < lo:
            j += 1
        k = j
        calls = []
        while k < len(mine) and mine[k][0] < hi:
            calls.append(mine[k])
            k += 1
        dev = [e - b for b, e, _ in kernels if lo <= b < hi or (b < lo and e > lo)]
        periods.append((hi - lo, calls, dev))
    seqs = collections.Counter(tuple(c[3] for c in calls) for _, calls, _ in periods)
    top, n = seqs.most_common(1)[0]
    chosen = [p for p in periods if tuple(c[3] for c in p[1]) == top]
    med = lambda v: statistics.median(v) if v else 0.0
    print(f"# {a.trace}: {len(launches)} launches, thread {thread}; {len(periods)} periods after "
          f"--skip {a.skip}; {n} with this sequence, {len(seqs) - 1} other sequences")
    print(f"period (launch to next launch) median {med([p[0] for p in chosen]) / 1e3:.2f} us; "
          f"kernel device time median {med([sum(p[2]) for p in chosen]) / 1e3:.2f} us")
    print(f"{'driver call':34} {'in call us':>10} {'before us':>10}")
    tot_in = tot_before = 0.0
    for pos, name in enumerate(top):
        ins = [(p[1][pos][1] - p[1][pos][0]) / 1e3 for p in chosen]
        prev_end = [p[1][pos - 1][1] if pos else None for p in chosen]
        before = [(p[1][pos][0] - pe) / 1e3 for p, pe in zip(chosen, prev_end) if pe is not None]
        mi, mb = med(ins), med(before)
        tot_in += mi
        tot_before += mb
        print(f"{name:34} {mi:10.2f} {mb if pos else float('nan'):10.2f}")
    tail = [(p[0] - (p[1][-1][1] - p[1][0][0])) / 1e3 for p in chosen]
    print(f"{'(after the last call)':34} {'':10} {med(tail):10.2f}")
    print(f"sum of medians: in driver {tot_in:.2f} us, outside {tot_before + med(tail):.2f} us")


if __name__ == "__main__":
    main()
