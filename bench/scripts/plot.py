#!/usr/bin/env python3
"""bench.csv -> PNGs: GB/s and time vs N per variant (stock dashed, ompred solid).

    python3 bench/scripts/plot.py bench.csv OUTDIR      (or: bash bench/scripts/plot.sh ...)

Writes OUTDIR/sum.png (case a default and best shape, case b ceiling, CUB, D2D),
OUTDIR/multi.png (cases c and d), OUTDIR/teams.png (case e, x = number of teams).
Values are the same as in table.py: median over rounds of per-round medians;
device (CUPTI) times where the CSV has them, else host wall times.
"""
import math
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import table  # noqa: E402

import matplotlib  # noqa: E402

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402

STYLE = {"stock": dict(ls="--", marker="o", ms=3), "ompred": dict(ls="-", marker="s", ms=3),
         "cuda": dict(ls="-.", marker="^", ms=3)}


def main():
    if len(sys.argv) != 3:
        print(__doc__)
        return 2
    csv_path, outdir = sys.argv[1], sys.argv[2]
    os.makedirs(outdir, exist_ok=True)
    rows = table.load(csv_path)
    groups = {}
    for r in rows:
        groups.setdefault((r["build"], r["case"], r["variant"], int(r["n"])), []).append(r)
    A = {k: table.Agg(v) for k, v in groups.items()}
    metric = "dev" if any(not math.isnan(x.dev) for x in A.values()) else "wall"
    tlabel = "device time (CUPTI), µs" if metric == "dev" else "host wall time, µs"

    def series(build, case, variant=None, best=False):
        ns = sorted({k[3] for k in A if k[0] == build and k[1] == case})
        xs, ts, gs = [], [], []
        for n in ns:
            if best:
                cand = [v for k, v in A.items() if k[0] == build and k[1] == case and k[3] == n
                        and not math.isnan(v.t(metric))]
                a = min(cand, key=lambda z: z.t(metric)) if cand else None
            else:
                a = A.get((build, case, variant, n))
            if a is None or math.isnan(a.t(metric)):
                continue
            xs.append(n)
            ts.append(a.t(metric))
            gs.append(a.gbs(metric))
        return xs, ts, gs

    def fig(name, title, lines, xlabel="N (doubles)"):
        lines = [ln for ln in lines if ln[1][0]]
        if not lines:
            return None
        f, (ax1, ax2) = plt.subplots(1, 2, figsize=(14, 5.5))
        for label, (xs, ts, gs), style in lines:
            ax1.plot(xs, gs, label=label, **style)
            ax2.plot(xs, ts, label=label, **style)
        for ax in (ax1, ax2):
            ax.set_xscale("log", base=2)
            ax.set_xlabel(xlabel)
            ax.grid(True, which="both", alpha=0.3)
        ax1.set_ylabel("GB/s (compulsory bytes / time)")
        ax2.set_yscale("log")
        ax2.set_ylabel(tlabel)
        ax1.legend(fontsize=8)
        f.suptitle(title)
        f.tight_layout()
        p = os.path.join(outdir, name)
        f.savefig(p, dpi=110)
        plt.close(f)
        return p

    out = []
    colors = plt.rcParams["axes.prop_cycle"].by_key()["color"]

    def st(build, i):
        d = dict(STYLE[build])
        d["color"] = colors[i % len(colors)]
        return d

    out.append(fig("sum.png", "(a) sum of doubles; (b) no-reduction ceiling; (f) CUB, D2D", [
        ("a default, stock", series("stock", "a_sum", "default"), st("stock", 0)),
        ("a default, ompred", series("ompred", "a_sum", "default"), st("ompred", 0)),
        ("a best shape, stock", series("stock", "a_sum", best=True), st("stock", 1)),
        ("a best shape, ompred", series("ompred", "a_sum", best=True), st("ompred", 1)),
        ("b ceiling default (stock bin)", series("stock", "b_nored", "default"), st("stock", 2)),
        ("b ceiling best (ompred bin)", series("ompred", "b_nored", best=True), st("ompred", 2)),
        ("CUB DeviceReduce::Sum", series("cuda", "f_cub", "DeviceReduce::Sum"), st("cuda", 3)),
        ("cudaMemcpy D2D (r+w bytes)", series("cuda", "f_d2d", "cudaMemcpy"), st("cuda", 4)),
    ]))
    cd = [("c_3var", "default"), ("c_8var", "default"), ("c_arr64", "default"), ("d_parfor", "default"),
          ("d_parfor", "nt1024"), ("d_generic", "default")]
    lines = []
    for i, (c, v) in enumerate(cd):
        lab = c if v == "default" else f"{c} {v}"
        lines.append((f"{lab}, stock", series("stock", c, v), st("stock", i)))
        lines.append((f"{lab}, ompred", series("ompred", c, v), st("ompred", i)))
    out.append(fig("multi.png", "(c) several variables, array section; (d) one team, generic mode", lines))

    def teams_series(build, case):
        xs, ts, gs = [], [], []
        for n in sorted({k[3] for k in A if k[0] == build and k[1] == case}):
            a = [v for k, v in A.items() if k[0] == build and k[1] == case and k[3] == n][0]
            if math.isnan(a.t(metric)):
                continue
            xs.append(n // 128)
            ts.append(a.t(metric))
            gs.append(a.gbs(metric))
        return xs, ts, gs

    out.append(fig("teams.png", "(e) teams path: one element per thread, thread_limit 128", [
        ("e reduction, stock", teams_series("stock", "e_teams"), st("stock", 0)),
        ("e reduction, ompred", teams_series("ompred", "e_teams"), st("ompred", 0)),
        ("e ceiling (stock bin)", teams_series("stock", "e_nored"), st("stock", 2)),
        ("e ceiling (ompred bin)", teams_series("ompred", "e_nored"), st("ompred", 2)),
    ], xlabel="num_teams (N = 128 × teams)"))
    for p in out:
        if p:
            print("wrote", p)
    return 0


if __name__ == "__main__":
    sys.exit(main())
