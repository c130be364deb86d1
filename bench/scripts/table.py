#!/usr/bin/env python3
"""bench.csv -> Markdown tables (standard library only: runs on the GPU box too).

    python3 bench/scripts/table.py bench.csv -o bench.md [--gpu NAME] [--env env.txt]
                                   [--cmd "exact command"] [--elapsed SECONDS]

Per (build, case, variant, N) the value is the median over rounds of each
round's median over repetitions; 'spread' is (max - min) / median of the
per-round medians. Times are device kernel times from CUPTI (dev_med_us) where
present, else host wall times (the table says which). speedup = stock / ompred
(> 1: ompred faster); builds: stock, ompred and, where the CSV has it, plugin
(ompred + its pass plugin). The clang-22 builds (bench/build.sh with
BENCH_CLANG22=1), where the CSV has them: stock22 (LLVM 22's own device
runtime), ompred22 and plugin22, compared with stock22 as ompred and plugin
are with stock: the tables that compare two builds come once per compiler
(the clang-22 ones marked "clang-22"), the tables over all builds get their
columns. GB/s = compulsory bytes / time (each input read
once; D2D counts read + write). The "never slower" table lists every
configuration measured with stock (stock22) and flags each build below
NEVER_SLOWER x its stock. Writes the full tables to -o and prints a short
summary to stdout.
"""
import argparse
import csv
import math
import statistics
import sys
from collections import defaultdict

NEVER_SLOWER = 0.97  # a build is flagged where stock time / its time falls below this
# (stock, ompred, plugin) of each compiler, in table order; a build is compared with its family's stock
FAMILIES = (("stock", "ompred", "plugin"), ("stock22", "ompred22", "plugin22"))
BUILDS = tuple(b for f in FAMILIES for b in f)
CLANG22 = ("clang-22 builds: stock22 = clang-22 + LLVM 22's own device runtime (as ompred builds it; "
           "Debian ships none), ompred22 = ompred's clang-22 runtime, plugin22 = ompred22 + `-fpass-plugin` "
           "the pass plugin built for clang-22")


def stock_of(b):
    """The stock build a build is compared with."""
    for f in FAMILIES:
        if b in f:
            return f[0]
    return "stock"
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

    builds = [b for b in BUILDS if any(k[0] == b for k in A)]
    has_plugin = "plugin" in builds
    has22 = any(b in FAMILIES[1] for b in builds)
    # the families whose two-build tables (stock vs ompred [vs plugin]) are written: clang-19's
    # (always, as before the clang-22 builds, unless the CSV has clang-22 builds only) and
    # clang-22's where the CSV has one of its builds
    if not has22:
        fams = [FAMILIES[0]]
    elif any(b in FAMILIES[0] for b in builds):
        fams = list(FAMILIES)
    else:
        fams = [FAMILIES[1]]

    def is22(fam):
        return fam is FAMILIES[1]

    def skip(fam, cases):
        """The clang-22 copy of a section is left out where none of its builds ran those cases."""
        return is22(fam) and not any(k[0] in fam and k[1] in cases for k in A)

    def heading(title, fam, desc):
        """A section's heading and description; the clang-22 copy says 'as above' after clang-19's."""
        if not is22(fam):
            md.append(f"\n## {title}\n")
            md.append(desc)
        else:
            md.append(f"\n## {title} — clang-22\n")
            md.append("As above, for the clang-22 builds (speedups against stock22).\n"
                      if FAMILIES[0] in fams else desc)

    def lab(text, fam):
        return text[:-1] + ", clang-22:" if is22(fam) else text

    md, summary = [], []
    rounds = int(max(r["round"] for r in rows))
    reps = int(max(r["reps"] for r in rows))
    md.append(f"# ompred reduction benchmarks — {a.gpu}\n")
    md.append(f"- times: **{mname}**, µs; medians of {reps} repetitions per round, then median over "
              f"{rounds} round(s) (the order of the builds rotates per round)")
    md.append(f"- builds: {', '.join(builds)}" + (" (plugin = ompred's bitcode + `-fpass-plugin` ompred's "
                                                  "pass plugin)" if has_plugin else ""))
    if has22:
        md.append(f"- {CLANG22}")
    if FAMILIES[0] in fams:
        md.append("- speedup = stock / ompred (> 1: ompred faster); GB/s = compulsory bytes / time")
    if has22:
        md.append("- clang-22 builds: speedup = stock22 / ompred22 (plugin22 likewise against stock22)" +
                  ("" if FAMILIES[0] in fams else "; GB/s = compulsory bytes / time"))
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
    for fam in fams:
        S, O, P = fam
        fb = [b for b in fam if b in builds]
        has_p = P in builds
        if not (ns("a_sum") or ns("f_cub")):
            break
        if skip(fam, ("a_sum", "b_nored", "b_loads")):
            continue
        heading("(a) sum of doubles, default launch", fam,
                "`target teams distribute parallel for reduction(+:s)`, no clauses. ceiling = the same launch "
                "without the reduction clause (case b: each thread writes its own slot; finish not timed; "
                "this is also the merged schedule's walk). loads only = the same construct without the "
                "clause, a never-taken store keeping the loads (b_loads: the schedule the build chose). "
                "CUB = `cub::DeviceReduce::Sum`; D2D = `cudaMemcpy` device-to-device, GB/s counting read + write.\n")
        hdr = ["N", f"{S} µs", f"{O} µs", "speedup", f"{S} GB/s", f"{O} GB/s", f"ceiling µs ({S}/{O})",
               "CUB µs", "CUB GB/s", "D2D GB/s", f"{S} wall µs", f"{O} wall µs", f"grid×block {S} / {O}"]
        if has_p:
            hdr += [f"{P} µs", f"{P} speedup", f"{P} ceiling µs", f"grid×block {P}"]
        hdr += ["loads only µs (" + "/".join(fb) + ")"]
        tr = []
        for n in sorted(set(ns("a_sum")) | set(ns("f_cub"))):
            s, o = get(S, "a_sum", "default", n), get(O, "a_sum", "default", n)
            bs, bo = get(S, "b_nored", "default", n), get(O, "b_nored", "default", n)
            cub, d2d = get("cuda", "f_cub", "DeviceReduce::Sum", n), get("cuda", "f_d2d", "cudaMemcpy", n)
            T = lambda x: x.t(metric) if x else math.nan
            G = lambda x: x.gbs(metric) if x else math.nan
            W = lambda x: x.wall if x else math.nan
            row = [fn(n), fus(T(s)), fus(T(o)), fsp(T(s), T(o)), fgb(G(s)), fgb(G(o)),
                   f"{fus(T(bs))} / {fus(T(bo))}", fus(T(cub)), fgb(G(cub)), fgb(G(d2d)), fus(W(s)), fus(W(o)),
                   f"{shape(s)} / {shape(o)}"]
            if has_p:
                p, bp = get(P, "a_sum", "default", n), get(P, "b_nored", "default", n)
                row += [fus(T(p)), fsp(T(s), T(p)), fus(T(bp)), shape(p)]
            row.append(" / ".join(fus(T(get(b, "b_loads", "default", n))) for b in fb))
            tr.append(row)
        md.append(table(hdr, tr))
        t = table(hdr[:6] + ["CUB µs", "D2D GB/s"] + ([f"{P} µs", f"{P} speedup"] if has_p else []),
                  [r[:6] + [r[7], r[9]] + (r[13:15] if has_p else []) for r in tr[-3:]])
        summary += ["", lab("(a) sum, default launch (largest N):", fam), t]

    # ---- (a) best shape
    for fam in fams:
        S, O, P = fam
        has_p = P in builds
        if not ns("a_sum"):
            break
        if skip(fam, ("a_sum",)):
            continue
        heading("(a) best launch shape per N", fam,
                "Shape grid: num_teams × thread_limit over thread_limit ∈ {128,256,512,1024}, num_teams ∈ "
                "SMs×{1,2,4,8,16,32} ∪ {N/thread_limit}, plus the default launch. Best = lowest median time.\n")
        hdr = ["N", f"{S} best", "µs", "GB/s", f"{O} best", "µs", "GB/s", "speedup (best vs best)",
               "ceiling best", "µs", "CUB µs"] + ([f"{P} best", "µs", f"speedup vs {S} best"] if has_p else [])
        tr = []
        for n in ns("a_sum"):
            vs, s = best("a_sum", n, S)
            vo, o = best("a_sum", n, O)
            vp, p = best("a_sum", n, P)
            vb, b = best("b_nored", n, S)
            vb2, b2 = best("b_nored", n, O)
            if b2 and (not b or b2.t(metric) < b.t(metric)):
                vb, b = vb2, b2
            cub = get("cuda", "f_cub", "DeviceReduce::Sum", n)
            T = lambda x: x.t(metric) if x else math.nan
            G = lambda x: x.gbs(metric) if x else math.nan
            tr.append([fn(n), vs or "–", fus(T(s)), fgb(G(s)), vo or "–", fus(T(o)), fgb(G(o)), fsp(T(s), T(o)),
                       vb or "–", fus(T(b)), fus(T(cub))] + ([vp or "–", fus(T(p)), fsp(T(s), T(p))] if has_p else []))
        md.append(table(hdr, tr))
        summary += ["", lab("(a) best shapes (largest N):", fam), table(hdr, tr[-1:])]

    # ---- against CUB (every build a column)
    if ns("a_sum") and ns("f_cub"):
        md.append("\n## (a) against CUB\n")
        md.append("CUB time / build time (1 = as fast as `cub::DeviceReduce::Sum`), at the default launch and at "
                  "each build's best shape.\n")
        hdr = ["N", "CUB µs"] + sum([[f"{b} default µs", "vs CUB", f"{b} best µs", "vs CUB"] for b in builds], [])
        tr = []
        for n in ns("a_sum"):
            cub = get("cuda", "f_cub", "DeviceReduce::Sum", n)
            T = lambda x: x.t(metric) if x else math.nan
            row = [fn(n), fus(T(cub))]
            for b in builds:
                d = get(b, "a_sum", "default", n)
                _, bb = best("a_sum", n, b)
                row += [fus(T(d)), fsp(T(cub), T(d)), fus(T(bb)), fsp(T(cub), T(bb))]
            tr.append(row)
        md.append(table(hdr, tr))
        summary += ["", "(a) against CUB:", table(hdr, tr)]

    # ---- (a)/(b) reduction share per shape
    if ns("a_sum") and ns("b_nored"):
        nn = ns("a_sum")
        share_ns = sorted({nn[-1]} | ({1 << 20} & set(nn)))
        for n in share_ns:
            for fam in fams:
                S, O, P = fam
                if skip(fam, ("a_sum",)):
                    continue
                heading(f"(a) vs (b): the reduction's share of the time, N = {fn(n)}", fam,
                        "share = 1 − ceiling / reduction, same shape, same build.\n")
                hdr = ["shape", f"{S} µs", f"{O} µs", "speedup", f"ceiling µs ({S} bin)", f"ceiling µs ({O} bin)",
                       f"{S} share", f"{O} share", f"regs {S}/{O}"]
                tr = []
                names = sorted({k[2] for k in A if k[1] == "a_sum" and k[3] == n},
                               key=lambda v: (v != "default", int(v.split("xL")[1]) if "xL" in v else 0,
                                              int(v[1:].split("x")[0]) if "xL" in v else 0))
                for v in names:
                    s, o = get(S, "a_sum", v, n), get(O, "a_sum", v, n)
                    bs, bo = get(S, "b_nored", v, n), get(O, "b_nored", v, n)
                    T = lambda x: x.t(metric) if x else math.nan
                    sh = lambda r, b: 1 - T(b) / T(r) if r and b else math.nan
                    rg = lambda x: str(int(x.regs)) if x and x.regs else "?"
                    tr.append([v, fus(T(s)), fus(T(o)), fsp(T(s), T(o)), fus(T(bs)), fus(T(bo)), fpct(sh(s, bs)),
                               fpct(sh(o, bo)), f"{rg(s)}/{rg(o)}"])
                md.append(table(hdr, tr))

    # ---- (c), (d)
    cd = [("c_3var", "default"), ("c_8var", "default"), ("c_arr64", "default"), ("d_parfor", "default"),
          ("d_parfor", "nt1024"), ("d_generic", "default")]
    for fam in fams:
        S, O, P = fam
        if not any(ns(c) for c, _ in cd):
            break
        if skip(fam, [c for c, _ in cd]):
            continue
        heading("(c) several variables, array section; (d) one team, generic mode", fam,
                "c_3var: double +, int min, int max. c_8var: 2 double +, double min/max, int min/max, "
                "long long +, int ^. c_arr64: `reduction(+:h[0:64])`. d_parfor: `target parallel for` "
                "(one team; nt1024 = num_threads(1024)). d_generic: generic-mode `target teams distribute` "
                "with a nested `parallel for reduction` (chunks of 4096). Default launches.\n")
        hdr = ["case", "N", f"{S} µs", f"{O} µs", "speedup", f"{S} GB/s", f"{O} GB/s", f"{S} wall µs",
               f"{O} wall µs", f"grid×block {S} / {O}"]
        tr, last = [], []
        for c, v in cd:
            added = False
            for n in ns(c):
                s, o = get(S, c, v, n), get(O, c, v, n)
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
        summary += ["", lab("(c)/(d) at the largest N:", fam), table(hdr[:7], [r[:7] for r in last])]

    # ---- (e)
    for fam in fams:
        S, O, P = fam
        if not ns("e_teams"):
            break
        if skip(fam, ("e_teams",)):
            continue
        heading("(e) the teams path: one element per thread, thread_limit 128, num_teams = N/128", fam,
                "ceiling = the same launch without a reduction clause; each thread writes 8 B, so it moves "
                "2× the compulsory bytes.\n")
        hdr = ["teams", "N", f"{S} µs", f"{O} µs", "speedup", f"{S} GB/s", f"{O} GB/s",
               f"ceiling µs ({S}/{O})", f"{S} wall µs", f"{O} wall µs", f"grid {S} / {O}"]
        tr = []
        for n in ns("e_teams"):
            v = [k[2] for k in A if k[1] == "e_teams" and k[3] == n][0]
            s, o = get(S, "e_teams", v, n), get(O, "e_teams", v, n)
            bs, bo = get(S, "e_nored", v, n), get(O, "e_nored", v, n)
            T = lambda x: x.t(metric) if x else math.nan
            G = lambda x: x.gbs(metric) if x else math.nan
            W = lambda x: x.wall if x else math.nan
            gr = lambda x: str(int(x.grid)) if x and x.grid else "?"
            tr.append([f"{int(n) // 128:,}", fn(n), fus(T(s)), fus(T(o)), fsp(T(s), T(o)), fgb(G(s)), fgb(G(o)),
                       f"{fus(T(bs))} / {fus(T(bo))}", fus(W(s)), fus(W(o)), f"{gr(s)} / {gr(o)}"])
        md.append(table(hdr, tr))
        summary += ["", lab("(e) teams path:", fam), table(hdr[:5] + [hdr[7]], [r[:5] + [r[7]] for r in tr])]

    # ---- (s) (every build a column; each against its own stock)
    if ns("s_copy") or ns("s_triad") or ns("s_dot"):
        md.append("\n## (s) stream kernels in the same translation unit as the reductions\n")
        md.append("BabelStream's shapes: `target teams distribute parallel for simd`, no clauses (is_device_ptr), "
                  "int index. s_copy `c[i] = a[i]` and s_triad `a[i] = b[i] + 3 c[i]` have **no reduction**; "
                  "s_dot is `reduction(+:sum)` of `b[i] * c[i]`. GB/s: copy and dot 16 B/element, triad 24 B.\n")
        rb = [b for b in builds if stock_of(b) != b]  # the builds compared with a stock
        hdr = ["case", "N"] + [f"{b} µs" for b in builds] + [f"{b} GB/s" for b in builds] + \
              [f"{b} / {stock_of(b)}" for b in rb] + ["grid×block " + " / ".join(builds)]
        tr = []
        for c in ("s_copy", "s_triad", "s_dot"):
            for n in ns(c):
                xs = [get(b, c, "default", n) for b in builds]
                T = lambda x: x.t(metric) if x else math.nan
                G = lambda x: x.gbs(metric) if x else math.nan
                tr.append([c, fn(n)] + [fus(T(x)) for x in xs] + [fgb(G(x)) for x in xs] +
                          [fsp(T(get(stock_of(b), c, "default", n)), T(get(b, c, "default", n))) for b in rb] +
                          [" / ".join(shape(x) for x in xs)])
        md.append(table(hdr, tr))
        summary += ["", "(s) stream kernels:", table(hdr[:2 + len(builds)] + hdr[2 + 2 * len(builds):-1],
                                                     [r[:2 + len(builds)] + r[2 + 2 * len(builds):-1] for r in tr])]

    # ---- (f)
    if ns("f_cub") or ns("f_d2d") or ns("f_2pass"):
        md.append("\n## (f) CUDA anchors: CUB, our own two-pass reduction, device-to-device copy\n")
        md.append("Each repetition times exactly one call (one `DeviceReduce::Sum`, temporary storage allocated "
                  "once; one launch pair of the two-pass reduction; one memcpy). CUPTI = first kernel start to "
                  "last kernel end, as for the OpenMP cases; events = `cudaEventElapsedTime` around the same call "
                  "queued behind a spin kernel (so they time the GPU's work, not the host's launch latency), "
                  "in the same process; no-CUPTI events = the same binary run without the CUPTI timer. "
                  "agree: CUPTI span and no-CUPTI events within max(10%, 3 µs), for CUB and the two-pass "
                  "reduction.\n")
        hdr = ["N", "CUB CUPTI µs", "CUB events µs", "CUB no-CUPTI events µs", "CUB kernels", "CUB GB/s",
               "2-pass CUPTI µs", "2-pass no-CUPTI events µs", "D2D CUPTI µs", "D2D GB/s (r+w)", "agree"]
        tr = []
        for n in sorted(set(ns("f_cub")) | set(ns("f_d2d")) | set(ns("f_2pass"))):
            c, d = get("cuda", "f_cub", "DeviceReduce::Sum", n), get("cuda", "f_d2d", "cudaMemcpy", n)
            c0 = get("cuda-nocupti", "f_cub", "DeviceReduce::Sum", n)
            p, p0 = get("cuda", "f_2pass", "block2pass", n), get("cuda-nocupti", "f_2pass", "block2pass", n)
            D = lambda x: x.dev if x else math.nan
            E = lambda x: x.evt if x else math.nan
            G = lambda x: x.gbs(metric) if x else math.nan
            ok = lambda a, b: math.isnan(a) or math.isnan(b) or abs(a - b) <= max(0.10 * b, 3.0)
            agree = "yes" if ok(D(c), E(c0)) and ok(D(p), E(p0)) else "**NO**"
            tr.append([fn(n), fus(D(c)), fus(E(c)), fus(E(c0)),
                       str(int(c.nkern)) if c and not math.isnan(c.nkern) else "?", fgb(G(c)),
                       fus(D(p)), fus(E(p0)), fus(D(d)), fgb(G(d)), agree])
        md.append(table(hdr, tr))
        summary += ["", "(f) CUDA anchors:", table(hdr, tr)]

    # ---- never slower (each build against its own stock: the clang-22 builds against stock22)
    bases = [S for S in ("stock", "stock22") if S in builds]
    others = {S: [b for b in builds if b != S and stock_of(b) == S] for S in bases}
    bases = [S for S in bases if others[S]]
    if bases:
        skeys = {S: {(k[1], k[2], k[3]) for k in A if k[0] == S} for S in bases}
        keys = sorted(set().union(*skeys.values()), key=lambda k: (k[0], k[1] != "default", k[1], k[2]))
        if bases == ["stock"]:
            md.append("\n## Never slower: every configuration against stock\n")
            md.append(f"ratio = stock time / build time (≥ 1: not slower). **flag** = a build below {NEVER_SLOWER}× "
                      "stock. Every case, shape and N measured with stock, ceilings and no-reduction kernels "
                      "included.\n")
        else:
            md.append("\n## Never slower: every configuration against " + " and ".join(bases) +
                      (" (clang-22 builds against stock22)" if len(bases) > 1 else "") + "\n")
            md.append(f"ratio = stock time / build time (≥ 1: not slower), stock22's for the clang-22 builds. "
                      f"**flag** = a build below {NEVER_SLOWER}× its stock. Every case, shape and N measured with "
                      + " or ".join(bases) + ", ceilings and no-reduction kernels included.\n")
        hdr = ["case", "shape", "N"] + sum([[f"{S} µs"] + sum([[f"{b} µs", f"{b} ratio"] for b in others[S]], [])
                                            for S in bases], []) + ["flag"]
        flagged = {b: [] for S in bases for b in others[S]}
        tr = []
        for c, v, n in keys:
            row, fl = [c, v, fn(n)], []
            for S in bases:
                s_ = get(S, c, v, n)
                ts = s_.t(metric) if s_ else math.nan
                row.append(fus(ts))
                for b in others[S]:
                    x = get(b, c, v, n)
                    tb = x.t(metric) if x else math.nan
                    row += [fus(tb), fsp(ts, tb)]
                    if not math.isnan(ts) and not math.isnan(tb) and tb > 0 and ts / tb < NEVER_SLOWER:
                        fl.append(b)
                        flagged[b].append(f"{c} {v} N={fn(n)} ({ts / tb:.3f}×)")
            tr.append(row + ["**" + ", ".join(fl) + "**" if fl else ""])
        line = "; ".join(f"{b}: {len(flagged[b])} of {len(skeys[S])} configurations below {NEVER_SLOWER}× {S}"
                         for S in bases for b in others[S])
        md.append(line + "\n")
        md.append(table(hdr, tr))
        summary += ["", "never slower: " + line]
        for S in bases:
            for b in others[S]:
                if flagged[b]:
                    summary.append(f"  {b} below {NEVER_SLOWER}×" + ("" if S == "stock" else f" {S}") + ": " +
                                   ", ".join(flagged[b]))

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
