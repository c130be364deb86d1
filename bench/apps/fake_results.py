#!/usr/bin/env python3
"""Writes a plausible fake RESULTSDIR of bench/apps/run-on-gpu.sh, to test summarize.py
without a GPU: runs.tsv, raw/*.out in the applications' own output formats (BabelStream
--csv, TeaLeaf's log lines) and raw/*.kt.csv in ompred_ktimer's summary format.
Numbers are made up; the same seed gives the same files.

    python3 bench/apps/fake_results.py OUTDIR [--seed N] [--rounds N] [--differ] [--fail]

--differ makes one TeaLeaf run's final value differ by 1e-4 relative (beyond TeaLeaf's own check); --fail makes one
BabelStream run fail its check (exit status 1).
"""
import argparse
import os
import random

OMP_DEV = "__omp_offloading_fe00_a72991_"
BABEL_OMP = {"Copy": "_ZN9OMPStreamIdE4copyEv_l109", "Mul": "_ZN9OMPStreamIdE3mulEv_l135",
             "Add": "_ZN9OMPStreamIdE3addEv_l160", "Triad": "_ZN9OMPStreamIdE5triadEv_l187",
             "Dot": "_ZN9OMPStreamIdE3dotEv_l240"}
BABEL_CUDA = {"Copy": "_Z15for_each_kernelIZN10CUDAStreamIdE4copyEvEUlmE_EvmmT_",
              "Mul": "_Z15for_each_kernelIZN10CUDAStreamIdE3mulEvEUlmE_EvmmT_",
              "Add": "_Z15for_each_kernelIZN10CUDAStreamIdE3addEvEUlmE_EvmmT_",
              "Triad": "_Z15for_each_kernelIZN10CUDAStreamIdE5triadEvEUlmE_EvmmT_",
              "Dot": "_Z10dot_kernelIdEvPKT_S2_PS0_m"}
BABEL_BYTES = {"Copy": 16, "Mul": 16, "Add": 24, "Triad": 24, "Dot": 16}
# per CG iteration: OpenMP kernel (mangled, line), CUDA twin, relative cost
TEA = [("_Z9cg_calc_wiiiPdPKdS_S1_S1_", 81, "_Z9cg_calc_wiiiPKdS0_S0_PdS1_", 1.0),
       ("_Z10cg_calc_uriiidPdS_PKdS_S1_", 103, "_Z10cg_calc_uriiidPKdS0_PdS1_S1_", 1.2),
       ("_Z9cg_calc_piiidPdPKd", 123, "_Z9cg_calc_piiidPKdPd", 0.6),
       ("_Z11update_leftiiiiPdb", 8, "_Z11update_leftiiiiPd", 0.05)]
SPEED = {"stock": 1.0, "ompred": 0.97, "plugin": 0.8, "cuda": 0.6}
LAUNCH_GAP_NS = {"stock": 9000, "ompred": 9000, "plugin": 9000, "cuda": 2500}


def kt_file(path, kernels, copies):
    """kernels: [(name, count, median_ns, gap_ns, grid, block, regs)]"""
    busy = sum(c * m for _, c, m, _, _, _, _ in kernels) + copies[0] * copies[1]
    gaps = sum(c * g for _, c, _, g, _, _, _ in kernels)
    with open(path, "w") as f:
        f.write("# ompred_ktimer summary: records=%d span_ns=%d busy_ns=%d dropped=0\n" % (
            sum(k[1] for k in kernels) + copies[0], busy + gaps, busy))
        f.write("kind,count,total_ns,median_ns,min_ns,max_ns,gap_total_ns,gap_median_ns,grid,block,regs,name\n")
        for n, c, m, g, gr, bl, rg in kernels:
            f.write("kernel,%d,%d,%d,%d,%d,%d,%d,%d,%d,%d,%s\n" % (c, c * m, m, m * 9 // 10, m * 3 // 2, c * g, g,
                                                                  gr, bl, rg, n))
        f.write("memcpy,%d,%d,%d,%d,%d,0,0,0,0,0,(all copies)\n" % (copies[0], copies[0] * copies[1], copies[1],
                                                                   copies[1], copies[1]))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("outdir")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--rounds", type=int, default=2)
    ap.add_argument("--differ", action="store_true")
    ap.add_argument("--fail", action="store_true")
    a = ap.parse_args()
    rnd = random.Random(a.seed)
    raw = os.path.join(a.outdir, "raw")
    os.makedirs(raw, exist_ok=True)
    rows = ["app\tconfig\tbuild\tround\trc\tseconds\tout\tktimer"]
    for r in range(1, a.rounds + 1):
        for s in (20, 25):
            n = 1 << s
            for b in ("stock", "ompred", "plugin", "cuda"):
                rid = "babelstream_s%d_%s_r%d" % (s, b, r)
                out, kern = ["CUDA Driver: 13000"] if b == "cuda" else [], []
                out.append("function,num_times,n_elements,sizeof,max_mbytes_per_sec,min_runtime,max_runtime,avg_runtime")
                for name, nb in BABEL_BYTES.items():
                    bw = (3.0e6 if s == 25 else 1.2e6) * (1.0 if b == "cuda" else 0.92) * (1 + 0.01 * rnd.random())
                    if name == "Dot" and b in ("stock", "ompred"):
                        bw *= 0.6 if b == "stock" else 0.7
                    tmin = nb * n / (bw * 1e6)
                    out.append("%s,100,%d,8,%.3f,%.8f,%.8f,%.8f" % (name, n, bw, tmin, tmin * 1.3, tmin * 1.05))
                    kname = BABEL_CUDA[name] if b == "cuda" else OMP_DEV + BABEL_OMP[name]
                    kern.append((kname, 100, int(tmin * 1e9 * 0.98), LAUNCH_GAP_NS[b], 1024, 256 if b == "cuda" else 128,
                                 16 if b == "cuda" else 24))
                rc = 0
                if a.fail and r == 1 and s == 20 and b == "ompred":
                    out.append("FAILED validation of a[0]: 1 (is) != 2 (should), diff=1")
                    rc = 1
                open(os.path.join(raw, rid + ".out"), "w").write("\n".join(out) + "\n")
                kt_file(os.path.join(raw, rid + ".kt.csv"), kern, (4, 1000 * n // 4096))
                rows.append("babelstream\ts%d\t%s\t%d\t%d\t%.3f\t%s.out\t%s.kt.csv" % (s, b, r, rc, 1.0 + rnd.random(), rid, rid))
        for d, iters, val in ((3, 1803, 1.08e+02), (4, 3640, 1.0e+02)):
            for b in ("stock", "ompred", "plugin", "cuda"):
                rid = "tealeaf_tea_bm_%d_%s_r%d" % (d, b, r)
                wall = iters * 1e-4 * d * SPEED[b] * (1 + 0.02 * rnd.random())
                actual = val * (1 + 1e-4 if a.differ and r == 1 and b == "plugin" else 1)
                out = ["Timestep 1", " CG: \t\t\t%d iterations" % (iters // 10)] * 10
                out += ["", " Checking results...", " Expected %.15e" % val, " Actual   %.15e" % actual,
                        " This run PASSED (Difference is within 0.00000000%)", " Wallclock: \t\t%.3lfs" % wall,
                        "Result:", " - Problem: %dx%d@10" % (500 * d, 500 * d), " - Outcome: PASSED"]
                open(os.path.join(raw, rid + ".out"), "w").write("\n".join(out) + "\n")
                kern = []
                for mangled, line, cuda, cost in TEA:
                    name = cuda if b == "cuda" else OMP_DEV + mangled + "_l%d" % line
                    kern.append((name, iters // 10 * 10, int(20000 * d * cost * SPEED[b]), LAUNCH_GAP_NS[b],
                                 1954 * d, 256 if b == "cuda" else 128, 32))
                if b == "cuda":
                    kern.append(("_Z10sum_reduceIdLi128EEvPT_i", 2 * iters, 3000, 2000, 1, 128, 16))
                kt_file(os.path.join(raw, rid + ".kt.csv"), kern, (3 * iters, 2000))
                rows.append("tealeaf\ttea_bm_%d\t%s\t%d\t0\t%.3f\t%s.out\t%s.kt.csv" % (d, b, r, wall + 0.5, rid, rid))
    open(os.path.join(a.outdir, "runs.tsv"), "w").write("\n".join(rows) + "\n")


if __name__ == "__main__":
    main()
