#!/usr/bin/env python3
"""RESULTSDIR of bench/apps/run-on-gpu.sh -> Markdown tables (standard library only).

    python3 bench/apps/summarize.py RESULTSDIR [-o summary.md] [--gpu NAME] [--elapsed S] [--pinned CPU]

Reads RESULTSDIR/runs.tsv and the raw/ files it names: each run's output (BabelStream
--csv rows; TeaLeaf's Wallclock, CG iterations, Expected/Actual and PASSED/FAILED) and its
ompred_ktimer summary (.kt.csv: every kernel's launches, device time, and the device idle
time before each launch). Every number is the median over the rounds that ran.

Exit status 1 when a run failed or an application's own check failed (TeaLeaf: a run
without PASSED, or final values `Actual` of one deck more than TeaLeaf's own 1e-5 apart).
The TeaLeaf table says whether the final values of all runs and builds agree to 1e-12
relative, and by how much they differ when not.

OpenMP kernels are named by clang `__omp_offloading_<dev>_<file>_<mangled function>_l<line>`;
CUDA kernels by their mangled names. Each OpenMP kernel's CUDA twin is the CUDA kernel of the
same function name (BabelStream: the same Stream method, e.g. OMPStream<double>::copy and the
for_each_kernel lambda of CUDAStream<double>::copy; dot and dot_kernel), except where the two
models split the work differently (TWINS below, from the sources of TeaLeaf e70261c):
cg_init's four loops are CUDA's cg_init_u (lines 16 and 30: u, p, r, then w), cg_init_k (42)
and cg_init_others (57). CUDA finishes every reduction with separate sum_reduce launches;
they are listed on their own and not added to a twin.
"""
import argparse
import csv
import math
import os
import re
import statistics
import sys

BUILDS = ["stock", "ompred", "plugin", "stock22", "ompred22", "plugin22", "cuda"]
TITLE = {"stock": "stock", "ompred": "ompred", "plugin": "ompred + plugin", "stock22": "clang-22 + LLVM 22's runtime",
         "ompred22": "clang-22 + ompred", "plugin22": "clang-22 + ompred + plugin", "cuda": "CUDA"}
OMP_BUILDS = [b for b in BUILDS if b != "cuda"]
# (OpenMP function, source line) -> CUDA kernel, where the names differ
TWINS = {
    ("cg_init", 16): "cg_init_u", ("cg_init", 30): "cg_init_u", ("cg_init", 42): "cg_init_k",
    ("cg_init", 57): "cg_init_others",
    ("cheby_iterate", 48): "cheby_calc_p",
    ("ppcg_inner_iteration", 27): "ppcg_calc_ur", ("ppcg_inner_iteration", 41): "ppcg_calc_sd",
}
REL_TOL = 1e-12  # "agrees"
OWN_TOL = 1e-5  # TeaLeaf's own check: |Actual/Expected - 1| < 0.001 %


def med(xs):
    xs = [x for x in xs if x is not None]
    return statistics.median(xs) if xs else None


def demangle_name(m):
    """The innermost function name of an Itanium-mangled symbol (enough for these kernels)."""
    s = re.search(r"StreamI[dfe]E(\d+)", m)
    if s:  # BabelStream: the method of OMPStream<T>/CUDAStream<T> (also inside lambdas)
        n = int(s.group(1))
        return m[s.end():s.end() + n]
    if not m.startswith("_Z"):
        return m
    i, last = 2, m
    if m[i:i + 1] == "N":
        i += 1
    while i < len(m):
        d = re.match(r"\d+", m[i:])
        if not d:
            break
        n = int(d.group(0))
        i += len(d.group(0))
        last = m[i:i + n]
        i += n
        if m[i:i + 1] != "" and not m[i].isdigit():
            break
    return last


def kernel_key(name):
    """-> (key, label, function, line or None): OpenMP kernels by function and line."""
    o = re.match(r"__omp_offloading_[0-9a-f]+_[0-9a-f]+_(.*)_l(\d+)$", name)
    if o:
        fn, line = demangle_name(o.group(1)), int(o.group(2))
        return "%s:%d" % (fn, line), "%s l%d" % (fn, line), fn, line
    fn = demangle_name(name)
    if fn.endswith("_kernel"):
        fn = fn[:-len("_kernel")]
    return fn, fn, fn, None


def read_kt(path):
    """ompred_ktimer summary -> ({key: row}, totals)."""
    kernels, totals = {}, {}
    with open(path) as f:
        for line in f:
            if line.startswith("#"):
                totals.update((k, float(v)) for k, v in re.findall(r"(\w+)=([0-9.]+)", line))
                continue
            if line.startswith("kind,"):
                continue
            p = line.rstrip("\n").split(",", 11)
            if len(p) < 12:
                continue
            row = dict(kind=p[0], count=int(p[1]), total=int(p[2]), median=int(p[3]),
                       gap_total=int(p[6]), gap_median=int(p[7]), grid=int(p[8]), block=int(p[9]),
                       regs=int(p[10]), name=p[11])
            if row["kind"] == "memcpy":
                totals["memcpy_count"] = row["count"]
                totals["memcpy_ns"] = row["total"]
                continue
            key, label, fn, ln = kernel_key(row["name"])
            row.update(label=label, fn=fn, line=ln)
            if key in kernels:  # one key, two names: add up (does not happen with these apps)
                k = kernels[key]
                k["count"] += row["count"]
                k["total"] += row["total"]
                k["gap_total"] += row["gap_total"]
            else:
                kernels[key] = row
    return kernels, totals


def read_out(app, path):
    r = {"failed": False}
    try:
        text = open(path, errors="replace").read()
    except OSError:
        return r
    # A deck that tea.problems has no answer for (tea_bm_3: its end_step is not
    # listed) makes TeaLeaf print FAILED against a placeholder and exit 1; its
    # answer is then only compared across the builds.
    r["no_ref"] = "not found in the test problems file" in text
    r["failed"] = "FAILED" in text and not r["no_ref"]
    if app == "babelstream":
        bw = {}
        for line in text.splitlines():
            p = line.strip().split(",")
            if len(p) != 8 or not re.match(r"^[A-Z][a-z]+$", p[0]):
                continue
            try:
                best, tmin, tavg = float(p[4]), float(p[5]), float(p[7])
            except ValueError:
                continue
            # bytes moved = best bandwidth x fastest time; avg bandwidth from the avg time
            bw[p[0]] = (best, best * tmin / tavg if tavg > 0 else None)
        r["bw"] = bw
    else:
        # TeaLeaf prints the wall time so far after every step: the last is the run's.
        m = re.findall(r"Wallclock:\s*([0-9.]+)s", text)
        r["wall"] = float(m[-1]) if m else None
        its = [int(x) for x in re.findall(r"CG:\s*(\d+) iterations", text)]
        r["cg_iters"] = sum(its) if its else None
        m = re.findall(r"Actual\s+([-+0-9.eE]+)", text)
        r["actual"] = float(m[-1]) if m else None
        m = re.findall(r"Expected\s+([-+0-9.eE]+)", text)
        r["expected"] = float(m[-1]) if m else None
        r["passed"] = "This run PASSED" in text or r["no_ref"]
    return r


def ran_well(r):
    """Exit status 0, or TeaLeaf's 1 for a deck without a listed answer."""
    return r["rc"] == 0 or (r["rc"] == 1 and r["res"].get("no_ref"))


def fmt(x, nd=1):
    if x is None:
        return "—"
    if abs(x) >= 100 or nd == 0:
        return "%.0f" % x
    return "%.*f" % (nd, x)


def ratio(a, b):
    """a/b as 'N.NN×', or — ."""
    if a is None or b is None or b == 0:
        return "—"
    return "%.2f×" % (a / b)


def cfg_order(c):
    m = re.search(r"(\d+)", c)
    return (c.rstrip("0123456789_"), int(m.group(1)) if m else 0)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("resdir")
    ap.add_argument("-o", "--output")
    ap.add_argument("--gpu", default="")
    ap.add_argument("--elapsed", default="")
    ap.add_argument("--pinned", default="", help="the CPU every program ran on (run-on-gpu.sh --pin)")
    a = ap.parse_args()
    raw = os.path.join(a.resdir, "raw")
    runs = []
    with open(os.path.join(a.resdir, "runs.tsv")) as f:
        for row in csv.DictReader(f, delimiter="\t"):
            row["rc"] = int(row["rc"])
            row["seconds"] = float(row["seconds"])
            row["res"] = read_out(row["app"], os.path.join(raw, row["out"]))
            kt = row.get("ktimer", "-")
            row["kt"] = read_kt(os.path.join(raw, kt)) if kt not in ("-", "") and os.path.exists(
                os.path.join(raw, kt)) else None
            runs.append(row)
    builds = [b for b in BUILDS if any(r["build"] == b for r in runs)]
    bad = []
    for r in runs:
        tag = "%s %s %s round %s" % (r["app"], r["config"], r["build"], r["round"])
        if not ran_well(r):
            bad.append("%s: exit status %d" % (tag, r["rc"]))
        elif r["res"]["failed"]:
            bad.append("%s: the application's own check FAILED" % tag)
    out = []
    w = out.append
    rounds = sorted({int(r["round"]) for r in runs})
    w("# Applications: stock LLVM 19 vs ompred vs ompred + plugin vs CUDA")
    w("")
    w("%s%d runs, rounds %s%s%s. Medians over rounds. Speedups: >1 is faster than the reference "
      "(stock, or the application's CUDA model)." % (
          ("GPU: %s; " % a.gpu) if a.gpu else "", len(runs),
          ",".join(map(str, rounds)) if rounds else "none",
          ("; measured in %s s" % a.elapsed) if a.elapsed else "",
          ("; every program pinned to CPU %s (taskset)" % a.pinned) if a.pinned else ""))
    w("")

    def sel(app, cfg, b):
        return [r for r in runs if r["app"] == app and r["config"] == cfg and r["build"] == b and ran_well(r)]

    # ---- BabelStream
    bcfgs = sorted({r["config"] for r in runs if r["app"] == "babelstream"}, key=cfg_order)
    if bcfgs:
        w("## BabelStream: bandwidth, GB/s (best / average of --numtimes)")
        w("")
        w("| size | kernel | " + " | ".join(TITLE[b] for b in builds) +
          " | ompred vs stock | plugin vs stock | plugin vs CUDA |")
        w("|---|---|" + "---|" * len(builds) + "---|---|---|")
        for cfg in bcfgs:
            names = []
            for r in runs:
                if r["app"] == "babelstream" and r["config"] == cfg:
                    names += [n for n in r["res"].get("bw", {}) if n not in names]
            for n in names:
                best, cells = {}, []
                for b in builds:
                    rs = [r["res"].get("bw", {}).get(n) for r in sel("babelstream", cfg, b)]
                    rs = [x for x in rs if x]
                    best[b] = med([x[0] / 1000 for x in rs])
                    avg = med([x[1] / 1000 for x in rs if x[1]])
                    cells.append("%s / %s" % (fmt(best[b], 0), fmt(avg, 0)) if best[b] else "—")
                w("| 2^%s | %s | %s | %s | %s | %s |" % (
                    cfg.lstrip("s"), n, " | ".join(cells), ratio(best.get("ompred"), best.get("stock")),
                    ratio(best.get("plugin"), best.get("stock")), ratio(best.get("plugin"), best.get("cuda"))))
        w("")

    # ---- TeaLeaf
    tcfgs = sorted({r["config"] for r in runs if r["app"] == "tealeaf"}, key=cfg_order)
    if tcfgs:
        w("## TeaLeaf: `Wallclock:` seconds")
        w("")
        w("| deck | " + " | ".join(TITLE[b] for b in builds) +
          " | ompred vs stock | plugin vs stock | plugin vs CUDA | answer |")
        w("|---|" + "---|" * len(builds) + "---|---|---|---|")
        for cfg in tcfgs:
            t = {b: med([r["res"].get("wall") for r in sel("tealeaf", cfg, b)]) for b in builds}
            allr = [r for r in runs if r["app"] == "tealeaf" and r["config"] == cfg and ran_well(r)]
            vals = [r["res"]["actual"] for r in allr if r["res"].get("actual") is not None]
            passed = sum(1 for r in allr if r["res"].get("passed"))
            iters = sorted({r["res"]["cg_iters"] for r in allr if r["res"].get("cg_iters") is not None})
            if vals:
                ref = vals[0]
                dev = max(abs(v - ref) / max(abs(ref), 1e-300) for v in vals)
                # Reductions in another order (ompred's cross-team order, CUDA's own) may move
                # the last digits; beyond TeaLeaf's own 0.001 % tolerance it is wrong.
                agree = ("agree to %g (max rel. diff %.1e)" % (REL_TOL, dev) if dev <= REL_TOL else
                         "differ by %.1e rel. (> %g, within TeaLeaf's %g)" % (dev, REL_TOL, OWN_TOL)
                         if dev <= OWN_TOL else "**DIFFER** by %.1e rel." % dev)
                note = "PASSED %d/%d; Actual %.15e, all runs %s; CG iterations %s" % (
                    passed, len(allr), ref, agree, "/".join(map(str, iters)) or "?")
                if dev > OWN_TOL:
                    bad.append("tealeaf %s: final values differ across runs by %.1e relative" % (cfg, dev))
                if passed < len(allr):
                    bad.append("tealeaf %s: %d of %d runs did not say PASSED" % (cfg, len(allr) - passed, len(allr)))
            else:
                note = "no final value"
                if allr:
                    bad.append("tealeaf %s: no final value (Actual) in the output" % cfg)
            w("| %s | %s | %s | %s | %s | %s |" % (
                cfg, " | ".join(fmt(t[b], 3) for b in builds), ratio(t.get("stock"), t.get("ompred")),
                ratio(t.get("stock"), t.get("plugin")), ratio(t.get("cuda"), t.get("plugin")), note))
        w("")

    # ---- device time vs host time
    have_kt = [r for r in runs if r["kt"]]
    if have_kt:
        w("## Device busy time and the gaps between launches (CUPTI)")
        w("")
        w("Span: first to last kernel or copy on the device; busy: the time some kernel or copy ran; "
          "idle = span − busy, the host's share (the runtime's work between launches, launch "
          "latency, the application's host code). Per process, including setup.")
        w("")
        w("| app | config | build | process s | span s | busy s | idle s | idle % | launches | copies | median gap µs |")
        w("|---|---|---|---|---|---|---|---|---|---|---|")
        for app, cfgs in (("babelstream", bcfgs), ("tealeaf", tcfgs)):
            for cfg in cfgs:
                for b in builds:
                    rs = [r for r in sel(app, cfg, b) if r["kt"]]
                    if not rs:
                        continue
                    span = med([r["kt"][1].get("span_ns", 0) / 1e9 for r in rs])
                    busy = med([r["kt"][1].get("busy_ns", 0) / 1e9 for r in rs])
                    idle = med([(r["kt"][1].get("span_ns", 0) - r["kt"][1].get("busy_ns", 0)) / 1e9 for r in rs])
                    launches = med([sum(k["count"] for k in r["kt"][0].values()) for r in rs])
                    copies = med([r["kt"][1].get("memcpy_count", 0) for r in rs])
                    gaps = med([
                        sum(k["gap_median"] * k["count"] for k in r["kt"][0].values()) /
                        max(1, sum(k["count"] for k in r["kt"][0].values())) / 1e3 for r in rs])
                    w("| %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s |" % (
                        app, cfg, TITLE[b], fmt(med([r["seconds"] for r in rs]), 2), fmt(span, 3),
                        fmt(busy, 3), fmt(idle, 3), fmt(100 * idle / span if span else None, 0),
                        fmt(launches, 0), fmt(copies, 0), fmt(gaps, 1)))
        w("")
        w("(median gap: launch-weighted mean of the kernels' median gaps.)")
        w("")

        # ---- per kernel
        w("## Per kernel (CUPTI device time)")
        w("")
        w("µs/launch: median of each run's median; total: device time summed over the run; gap: "
          "median device idle time before a launch; vs CUDA twin: the CUDA kernel's µs/launch "
          "÷ this kernel's (>1: faster than CUDA). Twins: same function name, or bench/apps/summarize.py TWINS.")
        for app, cfgs in (("babelstream", bcfgs), ("tealeaf", tcfgs)):
            for cfg in cfgs:
                agg = {}
                for b in builds:
                    rs = [r for r in sel(app, cfg, b) if r["kt"]]
                    keys = []
                    for r in rs:
                        keys += [k for k in r["kt"][0] if k not in keys]
                    for k in keys:
                        ks = [r["kt"][0][k] for r in rs if k in r["kt"][0]]
                        agg[(b, k)] = dict(
                            label=ks[0]["label"], fn=ks[0]["fn"], line=ks[0]["line"],
                            count=med([x["count"] for x in ks]), us=med([x["median"] / 1e3 for x in ks]),
                            total=med([x["total"] / 1e6 for x in ks]), gap=med([x["gap_median"] / 1e3 for x in ks]),
                            grid=ks[0]["grid"], block=ks[0]["block"], regs=ks[0]["regs"])
                if not agg:
                    continue
                cuda = {v["fn"]: v for (b, k), v in agg.items() if b == "cuda"}
                w("")
                w("### %s %s" % (app, cfg))
                w("")
                w("| kernel | build | launches | µs/launch | total ms | gap µs | grid×block, regs | CUDA twin | vs CUDA twin |")
                w("|---|---|---|---|---|---|---|---|---|")
                omp_keys = sorted({k for (b, k) in agg if b != "cuda"},
                                  key=lambda k: -max(agg[(b, k)]["total"] for b in OMP_BUILDS if (b, k) in agg))
                for k in omp_keys:
                    for b in OMP_BUILDS:
                        v = agg.get((b, k))
                        if not v:
                            continue
                        tw = TWINS.get((v["fn"], v["line"]), v["fn"])
                        t = cuda.get(tw)
                        w("| %s | %s | %s | %s | %s | %s | %d×%d, %d | %s | %s |" % (
                            v["label"], TITLE[b], fmt(v["count"], 0), fmt(v["us"], 1), fmt(v["total"], 2),
                            fmt(v["gap"], 1), v["grid"], v["block"], v["regs"], tw if t else "—",
                            ratio(t["us"], v["us"]) if t else "—"))
                for k in sorted({k for (b, k) in agg if b == "cuda"}, key=lambda k: -agg[("cuda", k)]["total"]):
                    v = agg[("cuda", k)]
                    w("| %s | CUDA | %s | %s | %s | %s | %d×%d, %d | | |" % (
                        v["label"], fmt(v["count"], 0), fmt(v["us"], 1), fmt(v["total"], 2), fmt(v["gap"], 1),
                        v["grid"], v["block"], v["regs"]))
        w("")

    if bad:
        w("## Failures")
        w("")
        for b in bad:
            w("- " + b)
        w("")
    text = "\n".join(out)
    if a.output:
        with open(a.output, "w") as f:
            f.write(text)
    else:
        sys.stdout.write(text)
    for b in bad:
        print("summarize.py: " + b, file=sys.stderr)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
