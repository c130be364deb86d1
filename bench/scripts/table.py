#!/usr/bin/env python3
"""bench.csv -> Markdown tables (standard library only: runs on the GPU box too).

    python3 bench/scripts/table.py bench.csv -o bench.md [--gpu NAME] [--env env.txt]
                                   [--cmd "exact command"] [--elapsed SECONDS]

Per (build, case, variant, N) the value is the median over rounds of each
round's median over repetitions; 'spread' is (max - min) / median of the
per-round medians. Times are device kernel times from CUPTI (dev_med_us) where
present, else host wall times (the table says which). speedup = stock / ompred
(> 1: ompred faster). GB/s = compulsory bytes / time (each input read once;
D2D counts read + write). Writes the full tables to -o and prints a short
summary to stdout.
"""
import argparse
import csv
import math
import statistics
import sys
from collections import defaultdict

NUM = ["n", "teams_req", "tl_req", "grid", "block", "regs", "smem", "nkern", "reps", "dev_med_us",
       "dev_min_us", "dev_p90_us", "wall_med_us", "wall_min_us", "evt_med_us", "bytes", "gbs_dev",
       "gbs_wall", "fails", "round"]


def num(x):
    try:
        return float(x) if x not in ("", None) else math.nan
    except ValueError:
        return math.nan


def load(path):
    rows = []
    with open(path, newline="") as f:
        for r in csv.DictReader(f):
            if r.get("build") == "build":  # repeated header
                continue
            for k in NUM:
                r[k] = num(r.get(k))
            rows.append(r)
    return rows


def med(v):
    v = [x for x in v if not math.isnan(x)]
    return statistics.median(v) if v else math.nan


class Agg:
    def __init__(self, rs):
        self.rows = rs
        self.dev = med([r["dev_med_us"] for r in rs])
        self.wall = med([r["wall_med_us"] for r in rs])
        self.evt = med([r["evt_med_us"] for r in rs])
        self.bytes = rs[0]["bytes"]
        self.fails = int(sum(r["fails"] for r in rs if not math.isnan(r["fails"])))
        self.rounds = len(rs)
        d = [r["dev_med_us"] for r in rs if not math.isnan(r["dev_med_us"])]
        w = [r["wall_med_us"] for r in rs if not math.isnan(r["wall_med_us"])]
        base = d if d else w
        self.spread = (max(base) - min(base)) / statistics.median(base) if len(base) > 1 else math.nan
        last = rs[-1]
        self.grid, self.block, self.regs = last["grid"], last["block"], last["regs"]
        self.nkern = last["nkern"]
        self.teams_req, self.tl_req = last["teams_req"], last["tl_req"]
        self.note = last.get("note", "")

    def t(self, metric):
        if metric == "dev" and math.isnan(self.dev) and not math.isnan(self.evt):
            return self.evt  # CUDA anchors only: no CUPTI record, fall back to CUDA events
        return self.dev if metric == "dev" else self.wall

    def gbs(self, metric):
        t = self.t(metric)
        return self.bytes / (t * 1e3) if t and not math.isnan(t) else math.nan


def fus(x):
    if x is None or math.isnan(x):
        return "–"
    if x >= 10000:
        return f"{x:,.0f}"
    if x >= 100:
        return f"{x:.0f}"
    if x >= 10:
        return f"{x:.1f}"
    return f"{x:.2f}"


def fgb(x):
    return "–" if x is None or math.isnan(x) else f"{x:,.0f}"


def fsp(a, b):
    if a is None or b is None or math.isnan(a) or math.isnan(b) or b == 0:
        return "–"
    return f"{a / b:.2f}×"


def fpct(x):
    return "–" if x is None or math.isnan(x) else f"{100 * x:.0f}%"


def fn(n):
    n = int(n)
    if n > 0 and n & (n - 1) == 0:
        return f"2^{n.bit_length() - 1}"
    return f"{n:,}"


def shape(a):
    if a is None or not a.grid:
        return "?"
    return f"{int(a.grid)}×{int(a.block)}"


def table(headers, rows):
    out = ["| " + " | ".join(headers) + " |", "|" + "|".join(["---"] * len(headers)) + "|"]
    for r in rows:
        out.append("| " + " | ".join(str(c) for c in r) + " |")
    return "\n".join(out)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("csv")
    ap.add_argument("-o", "--out", default=None)
    ap.add_argument("--gpu", default="?")
    ap.add_argument("--env", default=None)
    ap.add_argument("--cmd", default=None)
    ap.add_argument("--elapsed", default=None)
    a = ap.parse_args()
    rows = load(a.csv)
    if not rows:
        print("table.py: no rows in", a.csv)
        return 1
    groups = defaultdict(list)
    for r in rows:
        groups[(r["build"], r["case"], r["variant"], int(r["n"]))].append(r)
    A = {k: Agg(v) for k, v in groups.items()}
    metric = "dev" if any(not math.isnan(x.dev) for x in A.values()) else "wall"
    mname = "device kernel time (CUPTI)" if metric == "dev" else "HOST WALL time (no CUPTI device times in this CSV)"

    def get(b, c, v, n):
        return A.get((b, c, v, n))

    def ns(case):
        return sorted({k[3] for k in A if k[1] == case})

    def variants(case, n, build):
        return [A[k] for k in A if k[1] == case and k[3] == n and k[0] == build]

    def best(case, n, build):
        vs = [x for x in variants(case, n, build) if not math.isnan(x.t(metric))]
        if not vs:
            return None, None
        x = min(vs, key=lambda z: z.t(metric))
        name = [k[2] for k, v in A.items() if v is x][0]
        return name, x

    md, summary = [], []
    rounds = int(max(r["round"] for r in rows))
    reps = int(max(r["reps"] for r in rows))
    md.append(f"# ompred reduction benchmarks — {a.gpu}\n")
    md.append(f"- times: **{mname}**, µs; medians of {reps} repetitions per round, then median over "
              f"{rounds} round(s) (stock/ompred order alternates per round)")
    md.append("- speedup = stock / ompred (> 1: ompred faster); GB/s = compulsory bytes / time")
    if a.cmd:
        md.append(f"- command: `source .gpu-runtime/activate.sh && {a.cmd}`")
    if a.elapsed:
        md.append(f"- measured in {a.elapsed} s")
    seeds = sorted({r["seed"] for r in rows})
    md.append(f"- seeds: {len(seeds)} processes, each its own random input")
    # ---- checks
    total_rep = sum(int(r["reps"]) for r in rows)  # timed; warm-ups are checked too
    bad = [(k, v) for k, v in A.items() if v.fails]
    md.append("\n## Checks\n")
    if not bad:
        line = f"All {len(rows)} configurations: every repetition (warm-up and {total_rep} timed) matched the host reference exactly."
    else:
        line = f"**{len(bad)} configurations had wrong results** (exact host reference):"
    md.append(line)
    summary.append(line)
    for k, v in sorted(bad):
        s = f"- FAIL {k[0]} {k[1]} {k[2]} N={fn(k[3])}: {v.fails} wrong repetitions"
        md.append(s)
        summary.append(s)
    spreads = [(v.spread, k) for k, v in A.items() if not math.isnan(v.spread)]
    if spreads:
        big = sorted([s for s in spreads if s[0] > 0.10], reverse=True)
        md.append(f"\nRound-to-round spread: median {fpct(statistics.median([s[0] for s in spreads]))}, "
                  f"{len(big)} configurations above 10%" + (": " + ", ".join(
                      f"{k[0]} {k[1]} {k[2]} N={fn(k[3])} ({fpct(s)})" for s, k in big[:12]) if big else "") + ".")

    # ---- (a) default launch vs ceiling vs CUB vs D2D
    if ns("a_sum") or ns("f_cub"):
        md.append("\n## (a) sum of doubles, default launch\n")
        md.append("`target teams distribute parallel for reduction(+:s)`, no clauses. ceiling = the same launch "
                  "without the reduction clause (case b: each thread writes its own slot; finish not timed). "
                  "CUB = `cub::DeviceReduce::Sum`; D2D = `cudaMemcpy` device-to-device, GB/s counting read + write.\n")
        hdr = ["N", "stock µs", "ompred µs", "speedup", "stock GB/s", "ompred GB/s", "ceiling µs (stock/ompred)",
               "CUB µs", "CUB GB/s", "D2D GB/s", "stock wall µs", "ompred wall µs", "grid×block stock / ompred"]
        tr = []
        for n in sorted(set(ns("a_sum")) | set(ns("f_cub"))):
            s, o = get("stock", "a_sum", "default", n), get("ompred", "a_sum", "default", n)
            bs, bo = get("stock", "b_nored", "default", n), get("ompred", "b_nored", "default", n)
            cub, d2d = get("cuda", "f_cub", "DeviceReduce::Sum", n), get("cuda", "f_d2d", "cudaMemcpy", n)
            T = lambda x: x.t(metric) if x else math.nan
            G = lambda x: x.gbs(metric) if x else math.nan
            W = lambda x: x.wall if x else math.nan
            tr.append([fn(n), fus(T(s)), fus(T(o)), fsp(T(s), T(o)), fgb(G(s)), fgb(G(o)),
                       f"{fus(T(bs))} / {fus(T(bo))}", fus(T(cub)), fgb(G(cub)), fgb(G(d2d)), fus(W(s)), fus(W(o)),
                       f"{shape(s)} / {shape(o)}"])
        md.append(table(hdr, tr))
        t = table(hdr[:6] + ["CUB µs", "D2D GB/s"], [r[:6] + [r[7], r[9]] for r in tr[-3:]])
        summary += ["", "(a) sum, default launch (largest N):", t]

    # ---- (a) best shape
    if ns("a_sum"):
        md.append("\n## (a) best launch shape per N\n")
        md.append("Shape grid: num_teams × thread_limit over thread_limit ∈ {128,256,512,1024}, num_teams ∈ "
                  "SMs×{1,2,4,8,16,32} ∪ {N/thread_limit}, plus the default launch. Best = lowest median time.\n")
        hdr = ["N", "stock best", "µs", "GB/s", "ompred best", "µs", "GB/s", "speedup (best vs best)",
               "ceiling best", "µs", "CUB µs"]
        tr = []
        for n in ns("a_sum"):
            vs, s = best("a_sum", n, "stock")
            vo, o = best("a_sum", n, "ompred")
            vb, b = best("b_nored", n, "stock")
            vb2, b2 = best("b_nored", n, "ompred")
            if b2 and (not b or b2.t(metric) < b.t(metric)):
                vb, b = vb2, b2
            cub = get("cuda", "f_cub", "DeviceReduce::Sum", n)
            T = lambda x: x.t(metric) if x else math.nan
            G = lambda x: x.gbs(metric) if x else math.nan
            tr.append([fn(n), vs or "–", fus(T(s)), fgb(G(s)), vo or "–", fus(T(o)), fgb(G(o)), fsp(T(s), T(o)),
                       vb or "–", fus(T(b)), fus(T(cub))])
        md.append(table(hdr, tr))
        summary += ["", "(a) best shapes (largest N):", table(hdr, tr[-1:])]

    # ---- (a)/(b) reduction share per shape
    if ns("a_sum") and ns("b_nored"):
        nn = ns("a_sum")
        share_ns = sorted({nn[-1]} | ({1 << 20} & set(nn)))
        for n in share_ns:
            md.append(f"\n## (a) vs (b): the reduction's share of the time, N = {fn(n)}\n")
            md.append("share = 1 − ceiling / reduction, same shape, same build.\n")
            hdr = ["shape", "stock µs", "ompred µs", "speedup", "ceiling µs (stock bin)", "ceiling µs (ompred bin)",
                   "stock share", "ompred share", "regs stock/ompred"]
            tr = []
            names = sorted({k[2] for k in A if k[1] == "a_sum" and k[3] == n},
                           key=lambda v: (v != "default", int(v.split("xL")[1]) if "xL" in v else 0,
                                          int(v[1:].split("x")[0]) if "xL" in v else 0))
            for v in names:
                s, o = get("stock", "a_sum", v, n), get("ompred", "a_sum", v, n)
                bs, bo = get("stock", "b_nored", v, n), get("ompred", "b_nored", v, n)
                T = lambda x: x.t(metric) if x else math.nan
                sh = lambda r, b: 1 - T(b) / T(r) if r and b else math.nan
                rg = lambda x: str(int(x.regs)) if x and x.regs else "?"
                tr.append([v, fus(T(s)), fus(T(o)), fsp(T(s), T(o)), fus(T(bs)), fus(T(bo)), fpct(sh(s, bs)),
                           fpct(sh(o, bo)), f"{rg(s)}/{rg(o)}"])
            md.append(table(hdr, tr))

    # ---- (c), (d)
    cd = [("c_3var", "default"), ("c_8var", "default"), ("c_arr64", "default"), ("d_parfor", "default"),
          ("d_parfor", "nt1024"), ("d_generic", "default")]
    if any(ns(c) for c, _ in cd):
        md.append("\n## (c) several variables, array section; (d) one team, generic mode\n")
        md.append("c_3var: double +, int min, int max. c_8var: 2 double +, double min/max, int min/max, "
                  "long long +, int ^. c_arr64: `reduction(+:h[0:64])`. d_parfor: `target parallel for` "
                  "(one team; nt1024 = num_threads(1024)). d_generic: generic-mode `target teams distribute` "
                  "with a nested `parallel for reduction` (chunks of 4096). Default launches.\n")
        hdr = ["case", "N", "stock µs", "ompred µs", "speedup", "stock GB/s", "ompred GB/s", "stock wall µs",
               "ompred wall µs", "grid×block stock / ompred"]
        tr, last = [], []
        for c, v in cd:
            added = False
            for n in ns(c):
                s, o = get("stock", c, v, n), get("ompred", c, v, n)
                if not s and not o:
                    continue
                T = lambda x: x.t(metric) if x else math.nan
                G = lambda x: x.gbs(metric) if x else math.nan
                W = lambda x: x.wall if x else math.nan
                row = [f"{c} {v}" if v != "default" else c, fn(n), fus(T(s)), fus(T(o)), fsp(T(s), T(o)),
                       fgb(G(s)), fgb(G(o)), fus(W(s)), fus(W(o)), f"{shape(s)} / {shape(o)}"]
                tr.append(row)
                added = True
            if added:
                last.append(tr[-1])
        md.append(table(hdr, tr))
        summary += ["", "(c)/(d) at the largest N:", table(hdr[:7], [r[:7] for r in last])]

    # ---- (e)
    if ns("e_teams"):
        md.append("\n## (e) the teams path: one element per thread, thread_limit 128, num_teams = N/128\n")
        md.append("ceiling = the same launch without a reduction clause; each thread writes 8 B, so it moves "
                  "2× the compulsory bytes.\n")
        hdr = ["teams", "N", "stock µs", "ompred µs", "speedup", "stock GB/s", "ompred GB/s",
               "ceiling µs (stock/ompred)", "stock wall µs", "ompred wall µs", "grid stock / ompred"]
        tr = []
        for n in ns("e_teams"):
            v = [k[2] for k in A if k[1] == "e_teams" and k[3] == n][0]
            s, o = get("stock", "e_teams", v, n), get("ompred", "e_teams", v, n)
            bs, bo = get("stock", "e_nored", v, n), get("ompred", "e_nored", v, n)
            T = lambda x: x.t(metric) if x else math.nan
            G = lambda x: x.gbs(metric) if x else math.nan
            W = lambda x: x.wall if x else math.nan
            gr = lambda x: str(int(x.grid)) if x and x.grid else "?"
            tr.append([f"{int(n) // 128:,}", fn(n), fus(T(s)), fus(T(o)), fsp(T(s), T(o)), fgb(G(s)), fgb(G(o)),
                       f"{fus(T(bs))} / {fus(T(bo))}", fus(W(s)), fus(W(o)), f"{gr(s)} / {gr(o)}"])
        md.append(table(hdr, tr))
        summary += ["", "(e) teams path:", table(hdr[:5] + [hdr[7]], [r[:5] + [r[7]] for r in tr])]

    # ---- (f)
    if ns("f_cub") or ns("f_d2d"):
        md.append("\n## (f) CUDA anchors: CUB and device-to-device copy\n")
        md.append("CUPTI vs events: the CUPTI span (first kernel start to last kernel end) against "
                  "cudaEventElapsedTime around the same call; they should agree within a few µs. (Where CUPTI "
                  "left no record, the µs columns fall back to the event times.)\n")
        hdr = ["N", "CUB µs", "CUB GB/s", "CUB events µs", "CUB kernels", "D2D µs", "D2D GB/s (r+w)",
               "D2D events µs", "CUB wall µs"]
        tr = []
        for n in sorted(set(ns("f_cub")) | set(ns("f_d2d"))):
            c, d = get("cuda", "f_cub", "DeviceReduce::Sum", n), get("cuda", "f_d2d", "cudaMemcpy", n)
            T = lambda x: x.t(metric) if x else math.nan
            G = lambda x: x.gbs(metric) if x else math.nan
            tr.append([fn(n), fus(T(c)), fgb(G(c)), fus(c.evt if c else math.nan),
                       str(int(c.nkern)) if c and not math.isnan(c.nkern) else "?", fus(T(d)), fgb(G(d)),
                       fus(d.evt if d else math.nan), fus(c.wall if c else math.nan)])
        md.append(table(hdr, tr))

    if a.env:
        try:
            md.append("\n## Environment\n\n```\n" + open(a.env).read().rstrip() + "\n```")
        except OSError:
            pass
    text = "\n".join(md) + "\n"
    if a.out:
        with open(a.out, "w") as f:
            f.write(text)
    else:
        sys.stdout.write(text)
        return 0
    print("\n".join(["", "==== summary (" + mname + "; full tables in " + a.out + ")"] + summary))
    return 0


if __name__ == "__main__":
    sys.exit(main())
