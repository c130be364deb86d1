#!/usr/bin/env python3
"""Writes a plausible fake bench.csv (same columns as the benchmarks) for
testing table.py and plot.py without a GPU:  python3 fake_csv.py OUT.csv [--no-dev] [--fail] [--clang22]
(--clang22: also the clang-22 builds stock22, ompred22, plugin22 of bench/build.sh BENCH_CLANG22=1)"""
import random
import sys

HDR = ("build,round,case,variant,n,teams_req,tl_req,grid,block,regs,smem,nkern,reps,dev_med_us,dev_min_us,"
       "dev_p90_us,wall_med_us,wall_min_us,evt_med_us,bytes,gbs_dev,gbs_wall,fails,seed,note")


def main():
    out = sys.argv[1]
    nodev = "--no-dev" in sys.argv
    fail = "--fail" in sys.argv
    builds = [("stock", 2.0), ("ompred", 1.1), ("plugin", 0.8)]
    if "--clang22" in sys.argv:
        builds += [("stock22", 1.9), ("ompred22", 1.2), ("plugin22", 0.8)]
    rnd = random.Random(1)
    rows = []

    def add(build, rnd_, case, var, n, tr, tl, grid, block, bytes_, t, evt=None, fails=0, note=""):
        t *= rnd.uniform(0.97, 1.03)
        wall = t + 9 + rnd.uniform(0, 2)
        d = "" if nodev else f"{t:.3f}"
        rows.append(f"{build},{rnd_},{case},{var},{n},{tr},{tl},{grid},{block},32,0,{1},25,{d},{d},{d},"
                    f"{wall:.3f},{wall:.3f},{'' if evt is None else f'{evt:.3f}'},{bytes_:.0f},"
                    f"{'' if nodev else f'{bytes_ / t / 1e3:.1f}'},{bytes_ / wall / 1e3:.1f},{fails},{rnd_},{note}")

    bw = 3.0e6  # bytes per us (3 TB/s)
    for r in (1, 2):
        for b, slow in builds:
            for l in range(10, 29, 2):
                n = 1 << l
                base = 8 * n / bw
                add(b, r, "a_sum", "default", n, 0, 0, (n + 127) // 128, 128, 8 * n, 4 + base * slow)
                add(b, r, "b_nored", "default", n, (n + 127) // 128, 128, (n + 127) // 128, 128, 8 * n, 3 + base)
                for tl in (128, 256, 512, 1024):
                    for t in sorted({132, 528, 2112, (n + tl - 1) // tl}):
                        if t > (n + tl - 1) // tl:
                            continue
                        v = f"T{t}xL{tl}"
                        f = 1 + 0.3 * abs(tl - 256) / 1024 + (0.5 if t == 132 else 0)
                        add(b, r, "a_sum", v, n, t, tl, t, tl, 8 * n, 4 + base * slow * f)
                        add(b, r, "b_nored", v, n, t, tl, t, tl, 8 * n, 3 + base * f)
                for c, k in (("c_3var", 1.5), ("c_8var", 2.5), ("c_arr64", 8)):
                    add(b, r, c, "default", n, 0, 0, (n + 127) // 128, 128, 12 * n, 5 + 12 * n / bw * k * slow,
                        fails=(3 if fail and c == "c_arr64" and b == "ompred" and l == 20 else 0))
                add(b, r, "d_parfor", "default", n, 1, 0, 1, 128, 8 * n, 5 + 8 * n / 4e4)
                add(b, r, "d_parfor", "nt1024", n, 1, 1024, 1, 1024, 8 * n, 5 + 8 * n / 1e5)
                add(b, r, "d_generic", "default", n, 0, 0, max(1, n // 4096), 160, 8 * n, 6 + base * 1.5 * slow)
            for t in (1000, 10000, 100000, 131072, 1000000, 1048576, 10000000):
                n = t * 128
                add(b, r, "e_teams", f"T{t}", n, t, 128, t, 128, 8 * n, 4 + 8 * n / bw * (3 * slow))
                add(b, r, "e_nored", f"T{t}", n, t, 128, t, 128, 8 * n, 3 + 16 * n / bw, note="writes 8 B per thread")
            for l in range(20, 29, 2):
                n = 1 << l
                cs = 1.2 if b in ("ompred", "plugin22") and l == 24 else 1.0  # one flagged row (each compiler)
                add(b, r, "s_copy", "default", n, 0, 0, (n + 127) // 128, 128, 16 * n, 3 + 16 * n / bw * cs)
                add(b, r, "s_triad", "default", n, 0, 0, (n + 127) // 128, 128, 24 * n, 3 + 24 * n / bw)
                add(b, r, "s_dot", "default", n, 0, 0, (n + 127) // 128, 128, 16 * n, 4 + 16 * n / bw * slow)
        for l in range(10, 29, 2):
            n = 1 << l
            t = 6 + 8 * n / bw * 1.05
            add("cuda", r, "f_cub", "DeviceReduce::Sum", n, 0, 0, 264, 256, 8 * n, t, evt=t + 2)
            add("cuda", r, "f_2pass", "block2pass", n, 1056, 256, 1056, 256, 8 * n, t * 1.1, evt=t * 1.1 + 2)
            add("cuda-nocupti", r, "f_cub", "DeviceReduce::Sum", n, 0, 0, 0, 0, 8 * n, t, evt=t + 1)
            add("cuda-nocupti", r, "f_2pass", "block2pass", n, 1056, 256, 0, 0, 8 * n, t * 1.1, evt=t * 1.1 + 1)
            t = 3 + 16 * n / bw
            add("cuda", r, "f_d2d", "cudaMemcpy", n, 0, 0, 0, 0, 16 * n, t, evt=t + 1, note="bytes = read + write")
    with open(out, "w") as f:
        f.write(HDR + "\n" + "\n".join(rows) + "\n")


if __name__ == "__main__":
    main()
