#!/usr/bin/env python3
"""CPU time (user + sys of clang and everything it runs) to build the bench
and the lit programs with stock, with ompred's drop-in, and with the drop-in
plus the pass plugin: median of N builds each, per program and summed.

  bench/scripts/compile-time.py [--build build] [--arch sm_90] [--reps 3]
      [--stage link|compile] [--only SUBSTRING] [--runtimes stock,drop-in,plugin]

--stage link (default) is what a user waits for: the host and device
compiles, the device link (LTO, ptxas) and the host link. --stage compile
stops at the object (-c), where the plugin runs (in the device compile).
Flags are bench/build.sh's for omp_bench.cpp (-O3) and test/gpu/'s (-O2).
The runtimes alternate within each repetition, so that a busy stretch of a
shared machine inflates them alike instead of one runtime's repetitions.
"""
import argparse
import glob
import os
import resource
import statistics
import subprocess
import sys
import tempfile

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def cpu_of(cmd):
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--build", default=os.path.join(REPO, "build"))
    ap.add_argument("--arch", default="sm_90")
    ap.add_argument("--reps", type=int, default=3)
    ap.add_argument("--stage", choices=("link", "compile"), default="link")
    ap.add_argument("--only", default="")
    ap.add_argument("--runtimes", default="stock,drop-in,plugin")
    ap.add_argument("--clang", default="/usr/lib/llvm-19/bin/clang")
    ap.add_argument("--offload-lib-dir", default="/usr/lib/llvm-22/lib")
    a = ap.parse_args()

    lib = os.path.join(a.build, "lib")
    plugin = os.path.join(lib, "ompred-passes.so")
    runtimes = {
        "stock": ["--libomptarget-nvptx-bc-path=/usr/lib/llvm-19/lib"],
        "drop-in": ["--libomptarget-nvptx-bc-path=" + lib],
        "plugin": ["--libomptarget-nvptx-bc-path=" + lib, "-fpass-plugin=" + plugin],
    }
    runtimes = {r: runtimes[r] for r in a.runtimes.split(",")}
    common = ["-fopenmp", "--offload-arch=" + a.arch]
    programs = [("bench/src/omp_bench.cpp",
                 ["-O3", "-std=c++17", "-Wno-pass-failed"], ["-ldl", "-lpthread"])]
    for src in sorted(glob.glob(os.path.join(REPO, "test", "gpu", "*.c"))):
        programs.append((os.path.relpath(src, REPO),
                         ["-O2", "-I" + os.path.join(REPO, "test", "gpu", "include")], ["-lm"]))
    programs = [p for p in programs if a.only in p[0]]

    link = ["-L" + a.offload_lib_dir, "-Wl,-rpath," + a.offload_lib_dir]
    totals = {r: 0.0 for r in runtimes}
    print("| program | " + " | ".join(r + " s" for r in runtimes) + " | plugin / drop-in |")
    print("|---|" + "---|" * (len(runtimes) + 1))
    with tempfile.TemporaryDirectory() as tmp:
        for src, flags, libs in programs:
            clang = a.clang + "++" if src.endswith(".cpp") else a.clang
            times = {r: [] for r in runtimes}
            for _ in range(a.reps):
                for r, rflags in runtimes.items():
                    cmd = [clang] + flags + common + rflags + [os.path.join(REPO, src)]
                    if a.stage == "compile":
                        cmd += ["-c", "-o", os.path.join(tmp, "x.o")]
                    else:
                        cmd += ["-o", os.path.join(tmp, "x")] + link + libs
                    times[r].append(cpu_of(cmd))
            med = {r: statistics.median(t) for r, t in times.items()}
            for r in runtimes:
                totals[r] += med[r]
            print("| %s | %s | %.2f |" % (src, " | ".join("%.2f" % med[r] for r in runtimes),
                                          med["plugin"] / med["drop-in"]), flush=True)
    print("| **all** | %s | **%.2f** |" % (" | ".join("%.2f" % totals[r] for r in runtimes),
                                            totals["plugin"] / totals["drop-in"]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
