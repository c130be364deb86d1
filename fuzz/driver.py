#!/usr/bin/env python3
"""Builds random reduction programs (gen.py) against each device runtime and
packs them for the GPU box, which has no compiler.

    fuzz/driver.py build DIR --seeds A:B [--kernels K] [--plugin SO] [-j N] [--bundle P]
    fuzz/driver.py variants DIR SEED:KERNEL [...]    minimisation candidates
    fuzz/driver.py pack DIR CARRY                     CARRY/fuzz.tar.xz + runner

`build` writes DIR/src/<prog>.c and DIR/bin/<runtime>/<prog> (stripped) for
the runtimes `stock` (LLVM 19's libomptarget-nvptx-sm_90.bc), `ompred` (the
drop-in build/lib/libomptarget-nvptx-sm_90.bc) and, with --plugin, `plugin`
(the drop-in and -fpass-plugin=SO). It is incremental: programs already built
are kept, so a long build can be packed at any time; DIR/manifest.json records
every compile (status, seconds, the clang command's flags). With --bundle P,
P programs (their entries renamed with -DFUZZ_MAIN) are linked into one
binary DIR/bin/<runtime>/bundle-<first program>, so that the GPU box
initialises the device once per P programs instead of once per program.
A program's `// ENV:` header (gen.py) goes into the manifest ("env"); the
runner runs it under that environment, and bundles group programs by it.

A clang-19 crash (it segfaults now and then in OpenMPIRBuilder's reduction
code, on some inputs only on some runs) is retried twice; a program that
still fails to build for a runtime is recorded as a build failure there.

`variants` builds, for a (seed, kernel) that failed on the GPU, the program
reduced to that kernel alone and to that kernel with one reduction item at a
time (gen.py --keep/--vars), named <seed>-k<K>[-v<V>]; the runner on the box
runs them after the main batch and reports the smallest one that still fails.
"""
import argparse
import concurrent.futures as cf
import json
import os
import shutil
import subprocess
import sys
import tarfile
import threading
import time

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(HERE)
CLANG = os.environ.get("OMPRED_CLANG", "clang-19")
LINK_FLAGS = []  # --fuse-ld: the host link is half of a small program's build
STOCK_BC = "/usr/lib/llvm-19/lib/libomptarget-nvptx-sm_90.bc"
OMPRED_BC = os.path.join(REPO, "build", "lib", "libomptarget-nvptx-sm_90.bc")
OFFLOAD_LIB = "/usr/lib/llvm-22/lib"  # NEEDED libomptarget.so.22.1 (shared/gpu)
STRIP = shutil.which("llvm-strip-19") or shutil.which("strip")
# clang-22 (--omp-dir): libomp-22-dev's omp.h and libomp.so as ompred installs
# them (<prefix>/lib/ompred/llvm-22), since the package itself is not installed.
OMP_DIR = None

lock = threading.Lock()


def runtime_flags(bc):
    flags = ["--libomptarget-nvptx-bc-path=" + bc]
    # LLVM 22's layout: the device link's -lompdevice is in the same folder.
    if os.path.basename(bc) == "libomptarget-nvptx.bc":
        flags += ["-Xoffload-linker", "-L" + os.path.dirname(bc)]
    if OMP_DIR:
        flags += ["-isystem", os.path.join(OMP_DIR, "include")]
    return flags


def runtimes(plugin):
    r = {"stock": runtime_flags(STOCK_BC), "ompred": runtime_flags(OMPRED_BC)}
    if plugin:
        r["plugin"] = r["ompred"] + ["-fpass-plugin=" + plugin]
    return r


def compile_one(src, out, flags, extra=()):
    """Builds src (a program, or with extra=["-c", ...] an object) with one runtime's flags."""
    link = [] if "-c" in extra else ["-L" + OFFLOAD_LIB, "-Wl,-rpath," + OFFLOAD_LIB] + LINK_FLAGS
    if OMP_DIR and "-c" not in extra:
        link = ["-L" + os.path.join(OMP_DIR, "lib")] + link
    cmd = [CLANG, "-O2", "-fopenmp", "--offload-arch=sm_90", "-fno-crash-diagnostics", "-w"] + flags + \
        link + list(extra) + [src, "-o", out]
    t0 = time.time()
    tries = 0
    while True:
        tries += 1
        r = subprocess.run(["nice", "-n", "10"] + cmd, capture_output=True, text=True)
        crashed = "Stack dump" in r.stderr or "Segmentation fault" in r.stderr
        if r.returncode == 0 or not crashed or tries >= 3:
            break
    status = "ok" if r.returncode == 0 else ("clang-crash" if crashed else "error")
    if status == "ok" and "-c" not in extra:
        subprocess.run([STRIP, out], check=True)
    return {"status": status, "secs": round(time.time() - t0, 1), "tries": tries,
            "flags": flags, "log": "" if status == "ok" else "\n".join(
                [l for l in r.stderr.splitlines() if not l.lstrip().startswith("#")][:20])}


def load_manifest(d):
    p = os.path.join(d, "manifest.json")
    if os.path.exists(p):
        with open(p) as f:
            return json.load(f)
    return {"programs": {}}


def save_manifest(d, m):
    p = os.path.join(d, "manifest.json")
    with open(p + ".tmp", "w") as f:
        json.dump(m, f, indent=1, sort_keys=True)
    os.replace(p + ".tmp", p)


BUNDLE_MAIN = r"""/* A bundle: programs %(names)s, linked into one binary.
   bundle            runs every program in turn
   bundle NAME [K]   runs program NAME alone (kernel K alone) */
#include <stdio.h>
#include <string.h>
%(decls)s
static const struct { const char *name; int (*run)(int, char **); } progs[] = {
%(table)s
};
int main(int argc, char **argv) {
  int rc = 0;
  for (unsigned i = 0; i < sizeof progs / sizeof progs[0]; i++) {
    if (argc > 1 && strcmp(argv[1], progs[i].name) != 0)
      continue;
    printf("== program %%s\n", progs[i].name);
    fflush(stdout);
    int r = argc > 1 ? progs[i].run(argc - 1, argv + 1) : progs[i].run(1, argv);
    printf("== program %%s exit %%d\n", progs[i].name, r);
    fflush(stdout);
    rc |= r;
  }
  return rc;
}
"""


def entry_name(name):
    return "fuzz_main_" + name.replace("-", "_")


def bundle_main(names):
    return BUNDLE_MAIN % {
        "names": " ".join(names),
        "decls": "\n".join("int %s(int, char **);" % entry_name(n) for n in names),
        "table": ",\n".join('  {"%s", %s}' % (n, entry_name(n)) for n in names)}


def read_env(src):
    """The environment a program asks for: its `// ENV: A=1 B=2` header line
    (gen.py), as a list of "NAME=VALUE"."""
    with open(src) as f:
        for _, line in zip(range(5), f):
            if line.startswith("// ENV:"):
                return line[len("// ENV:"):].split()
    return []


def read_classes(src):
    """The generator's classes of a program's kernels (their `cls=` tags),
    so that the runner can count failures per class even where a crash
    printed nothing."""
    import re
    with open(src) as f:
        return sorted({c for m in re.finditer(r' cls=([\w,+-]+)"\);', f.read())
                       for c in m.group(1).split(",")})


def link_bundles(d, m, rts, bundle, jobs=1):
    """Links the compiled programs, `bundle` at a time in seed order, into
    bin/<runtime>/bundle-<first program>; a program that failed to compile
    for a runtime is left out of that runtime's bundle. A process has one
    environment, so only programs that ask for the same one share a bundle."""
    names = sorted(m["programs"], key=lambda n: (int(n[1:].split("-")[0]), n))
    by_env = {}
    for n in names:
        by_env.setdefault(" ".join(m["programs"][n].get("env", [])), []).append(n)
    groups = []
    for env in sorted(by_env):
        ns = by_env[env]
        groups += [(env.split(), ns[i:i + bundle]) for i in range(0, len(ns), bundle)]
    old = m.get("bundles", {})
    m["bundles"] = {}
    tasks = []
    for env, group in groups:
        bname = "bundle-" + group[0]
        m["bundles"][bname] = {"programs": group, "builds": {}, "env": env}
        for n in group:
            m["programs"][n]["bundle"] = bname
        for rt in rts:
            ok = [n for n in group if m["programs"][n]["builds"].get(rt, {}).get("status") == "ok"]
            if ok:
                tasks.append((bname, rt, ok))

    def link(bname, rt, ok):
        exe = os.path.join(d, "bin", rt, bname)
        prev = old.get(bname, {}).get("builds", {}).get(rt, {})
        # A rerun (a build cut off by a time limit and started again) keeps
        # the bundles it linked already.
        if prev.get("status") == "ok" and prev.get("programs") == ok and os.path.exists(exe):
            return prev
        src = os.path.join(d, "src", "%s-%s.c" % (bname, rt))
        with open(src, "w") as f:
            f.write(bundle_main(ok))
        objs = [os.path.join(d, "obj", rt, n + ".o") for n in ok]
        b = compile_one(src, exe, rts[rt], objs)
        b["programs"] = ok
        return b

    # Each link runs the device LTO and ptxas over all its programs: in parallel.
    with cf.ThreadPoolExecutor(jobs) as ex:
        for (bname, rt, ok), b in zip(tasks, ex.map(lambda t: link(*t), tasks)):
            m["bundles"][bname]["builds"][rt] = b
            print("%s: %s %s (%d programs)" % (bname, rt, b["status"], len(ok)), flush=True)
    save_manifest(d, m)


def build_programs(d, progs, plugin, jobs, bundle=0):
    """progs: list of (name, gen.py argument list). With bundle > 0 each
    program is compiled to an object (its entry renamed) and `bundle`
    programs share one binary (BUNDLE_MAIN): the GPU box then starts one
    process, and initialises the device once, for all of them."""
    for f in (OMPRED_BC, STOCK_BC, CLANG) + ((plugin,) if plugin else ()):
        if f == CLANG and shutil.which(f):
            continue
        if not os.path.exists(f):
            sys.exit("driver: %s not found (build ompred first: cmake --build build)" % f)
    os.makedirs(os.path.join(d, "src"), exist_ok=True)
    rts = runtimes(plugin)
    for rt in rts:
        os.makedirs(os.path.join(d, "bin", rt), exist_ok=True)
        if bundle:
            os.makedirs(os.path.join(d, "obj", rt), exist_ok=True)
    m = load_manifest(d)

    def work(name, gargs):
        src = os.path.join(d, "src", name + ".c")
        if not os.path.exists(src):
            subprocess.run([sys.executable, os.path.join(HERE, "gen.py")] + gargs + ["-o", src],
                           check=True)
        entry = m["programs"].get(name, {"gen": gargs, "builds": {}})
        entry["env"] = read_env(src)
        entry["classes"] = read_classes(src)
        for rt, flags in rts.items():
            if entry["builds"].get(rt, {}).get("status") == "ok":
                continue
            if bundle:
                entry["builds"][rt] = compile_one(src, os.path.join(d, "obj", rt, name + ".o"), flags,
                                                  ["-c", "-DFUZZ_MAIN=" + entry_name(name)])
            else:
                entry["builds"][rt] = compile_one(src, os.path.join(d, "bin", rt, name), flags)
        with lock:
            m["programs"][name] = entry
            save_manifest(d, m)
        return name, {rt: b["status"] for rt, b in entry["builds"].items()}

    with cf.ThreadPoolExecutor(jobs) as ex:
        for name, st in ex.map(lambda p: work(*p), progs):
            print("%s: %s" % (name, " ".join("%s=%s" % kv for kv in sorted(st.items()))), flush=True)
    if bundle:
        link_bundles(d, m, rts, bundle, jobs)


def main():
    global OMPRED_BC, STOCK_BC, CLANG, OMP_DIR
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    sub = ap.add_subparsers(dest="cmd", required=True)
    b = sub.add_parser("build")
    b.add_argument("dir")
    b.add_argument("--seeds", required=True, help="A:B (A..B-1)")
    b.add_argument("--kernels", type=int, default=12)
    b.add_argument("--plugin")
    b.add_argument("-j", "--jobs", type=int, default=2)
    b.add_argument("--bundle", type=int, default=0,
                   help="link this many programs into one binary (one process on the GPU box)")
    v = sub.add_parser("variants")
    v.add_argument("dir")
    v.add_argument("targets", nargs="+", help="SEED:KERNEL")
    v.add_argument("--kernels", type=int, default=12)
    v.add_argument("--plugin")
    v.add_argument("-j", "--jobs", type=int, default=2)
    bm = sub.add_parser("bundle-main", help="print the main of a bundle of these programs")
    bm.add_argument("names", nargs="+")
    p = sub.add_parser("pack")
    p.add_argument("dir")
    p.add_argument("carry")
    for q in (b, v):
        q.add_argument("--ompred-bc", default=OMPRED_BC, help="the drop-in (default: %(default)s)")
        q.add_argument("--stock-bc", default=STOCK_BC, help="default: %(default)s")
        q.add_argument("--clang", default=CLANG, help="default: %(default)s")
        q.add_argument("--omp-dir", help="clang-22: <ompred prefix or build>/lib/ompred/llvm-22 "
                                         "(omp.h, libomp.so); the .bc paths then name "
                                         "nvptx64-nvidia-cuda/libomptarget-nvptx.bc files")
        q.add_argument("--fuse-ld", help="host linker for clang's -fuse-ld= (lld halves the link)")
        q.add_argument("--link-flag", action="append", default=[],
                       help="extra host link flag (on the GPU box: -Wl,--allow-shlib-undefined, "
                            "since libomptarget 22's own libraries arrive only with the runtime pack)")
    a = ap.parse_args()
    if a.cmd in ("build", "variants"):
        OMPRED_BC, STOCK_BC, CLANG, OMP_DIR = a.ompred_bc, a.stock_bc, a.clang, a.omp_dir
        if a.fuse_ld:
            LINK_FLAGS.append("-fuse-ld=" + a.fuse_ld)
        LINK_FLAGS.extend(a.link_flag)

    if a.cmd == "build":
        lo, hi = (int(x) for x in a.seeds.split(":"))
        progs = [("s%d" % s, [str(s), "--kernels", str(a.kernels)]) for s in range(lo, hi)]
        build_programs(a.dir, progs, a.plugin, a.jobs, a.bundle)
    elif a.cmd == "bundle-main":
        sys.stdout.write(bundle_main(a.names))
    elif a.cmd == "variants":
        sys.path.insert(0, HERE)
        import gen
        progs = []
        for t in a.targets:
            seed, k = (int(x) for x in t.split(":"))
            kern = gen.make_spec(seed, a.kernels)[k]
            base = [str(seed), "--kernels", str(a.kernels), "--keep", str(k), "--no-nowait"]
            progs.append(("s%d-k%d" % (seed, k), base))
            parts = [str(x.idx) for x in kern.vars] + (["u"] if kern.udr else []) + (["a"] if kern.arr else [])
            # The side effects and private state (gen.py's classes) stay in
            # every variant: they change how the warp reaches the reduction.
            x = ",x" if kern.has_extras() else ""
            if len(parts) > 1:
                for part in parts:
                    progs.append(("s%d-k%d-v%s" % (seed, k, part), base + ["--vars", "%d:%s%s" % (k, part, x)]))
        build_programs(a.dir, progs, a.plugin, a.jobs)
    else:
        m = load_manifest(a.dir)
        os.makedirs(a.carry, exist_ok=True)
        out = os.path.join(a.carry, "fuzz.tar.xz")
        with tarfile.open(out + ".tmp", "w:xz", preset=9) as tf:
            tf.add(os.path.join(a.dir, "manifest.json"), "manifest.json")
            units = m.get("bundles") or m["programs"]
            for name, e in sorted(units.items()):
                for rt, bl in e["builds"].items():
                    if bl["status"] == "ok":
                        tf.add(os.path.join(a.dir, "bin", rt, name), "bin/%s/%s" % (rt, name))
        os.replace(out + ".tmp", out)
        shutil.copy(os.path.join(HERE, "run_on_gpu.py"), os.path.join(a.carry, "run_on_gpu.py"))
        n = len(m["programs"])
        print("packed %d programs into %s (%.1f MB)" % (n, out, os.path.getsize(out) / 1e6))


if __name__ == "__main__":
    main()
