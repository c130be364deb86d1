#!/usr/bin/env python3
"""Runs the packed fuzz programs on the GPU box (no compiler there) and writes
a summary. Carry .gpu-runtime and the pack folder, then:

    source .gpu-runtime/activate.sh && python3 CARRY/run_on_gpu.py CARRY $OUT

CARRY may also be a build folder of driver.py (programs built on the box).
A program (and a bundle: its programs share one) runs under the
environment its manifest entry names ("env", from gen.py's `// ENV:` header).
Bundles (driver.py build --bundle) run once each; a program that is not
right there, or that a crash or hang cut off, runs again alone.

Every binary runs with OMP_TARGET_OFFLOAD=MANDATORY and a time limit
(RUN_TIMEOUT, default 60 s); JOBS (default 6) binaries at a time; MAX_TIME
(default 450 s) stops starting new programs so the summary is always written.
A program that is wrong is run again, kernel by kernel (`prog K`), to say
which kernels fail alone. Programs named <seed>-k<K>[-v<V>] are minimisation
variants (driver.py variants); the summary names the smallest failing one.

Writes OUT/summary.txt (the `fuzz: ...` line first), OUT/results.json and
OUT/failures.txt (the output of every wrong program). Exit status 1 when a
program is wrong with ompred (or the plugin) and right with stock.
"""
import concurrent.futures as cf
import json
import os
import re
import subprocess
import sys
import tarfile
import tempfile
import time

KERNEL_RE = re.compile(r"^kernel (\d+): (.*): (ok|FAIL)$")


def run(exe, args, timeout, extra_env=()):
    """extra_env: the program's `// ENV:` header (gen.py), "NAME=VALUE" each."""
    env = dict(os.environ, OMP_TARGET_OFFLOAD="MANDATORY")
    env.update(e.split("=", 1) for e in extra_env)
    t0 = time.time()
    try:
        r = subprocess.run([exe] + args, capture_output=True, text=True, timeout=timeout, env=env)
        rc, out = r.returncode, r.stdout + r.stderr
    except subprocess.TimeoutExpired as e:
        rc, out = "timeout", (e.stdout or b"").decode(errors="replace") if isinstance(e.stdout, bytes) else (e.stdout or "")
    return rc, out, time.time() - t0


def kernel_ids(entry):
    g = entry["gen"]
    if "--keep" in g:
        return [int(x) for x in g[g.index("--keep") + 1].split(",")]
    return list(range(int(g[g.index("--kernels") + 1]) if "--kernels" in g else 12))


def classify(rc, out):
    if rc == 0 and re.search(r"^fuzz seed=\d+: PASS", out, re.M):
        return "pass"
    if rc == "timeout":
        return "timeout"
    if rc == 1 and "FAIL seed=" in out:
        return "wrong"
    if rc == 2:
        return "ran-on-host"
    return "crash"


def main():
    carry, res = sys.argv[1], sys.argv[2]
    timeout = float(os.environ.get("RUN_TIMEOUT", "60"))
    jobs = int(os.environ.get("JOBS", "6"))
    max_time = float(os.environ.get("MAX_TIME", "450"))
    os.makedirs(res, exist_ok=True)
    if os.path.exists(os.path.join(carry, "manifest.json")):
        work = carry  # a build folder of driver.py, built on this machine
    else:
        work = tempfile.mkdtemp()
        with tarfile.open(os.path.join(carry, "fuzz.tar.xz")) as tf:
            tf.extractall(work)
    manifest_all = json.load(open(os.path.join(work, "manifest.json")))
    manifest = manifest_all["programs"]
    rts = ["stock", "ompred", "plugin"]
    start = time.time()
    results = {}  # name -> rt -> {...}

    bundles = manifest_all.get("bundles", {})
    bundle_line = ""

    def one(name, rt, seen=None):
        """Runs program `name` (alone, or takes `seen`: its (rc, out, secs) from
        its bundle's run) and, if it is not right, each failing kernel alone."""
        if bundles:
            exe, pre = os.path.join(work, "bin", rt, manifest[name]["bundle"]), [name]
        else:
            exe, pre = os.path.join(work, "bin", rt, name), []
        if seen is None and time.time() - start > max_time:
            return name, rt, {"status": "not-run"}
        penv = manifest[name].get("env", [])
        rc, out, secs = seen if seen is not None else run(exe, pre, timeout, penv)
        st = classify(rc, out)
        r = {"status": st, "rc": rc, "secs": round(secs, 2),
             "kernels": sum(1 for l in out.splitlines() if KERNEL_RE.match(l))}
        if st != "pass":
            r["out"] = out[-4000:]
        if st in ("wrong", "crash", "timeout"):
            bad = sorted({int(m.group(1)) for m in map(KERNEL_RE.match, out.splitlines())
                          if m and m.group(3) == "FAIL"})
            if st != "wrong":
                # Results are printed after every kernel ran: a crash or a hang
                # hides them all, so each kernel runs alone.
                bad = kernel_ids(manifest[name])
            alone = {}
            for k in bad:
                if time.time() - start > max_time:
                    break
                rc2, out2, _ = run(exe, pre + [str(k)], timeout, penv)
                alone[k] = classify(rc2, out2)
            r["bad_kernels"], r["alone"] = bad, alone
        return name, rt, r

    tasks = []
    for name, e in sorted(manifest.items()):
        results[name] = {}
        for rt in rts:
            b = e["builds"].get(rt)
            if b is None:
                continue
            if b["status"] != "ok":
                results[name][rt] = {"status": "build-" + b["status"]}
            elif bundles and bundles.get(e.get("bundle"), {}).get("builds", {}).get(rt, {}).get(
                    "status", "ok") != "ok":
                # Its bundle did not link for rt: there is no binary to run.
                results[name][rt] = {"status": "build-bundle-error"}
            else:
                tasks.append((name, rt))
    # Main programs first, minimisation variants after them.
    tasks.sort(key=lambda t: ("-k" in t[0], t[0]))
    if bundles:
        wanted = set(tasks)

        def whole(bname, rt):
            """A bundle's run, split at its `== program` lines. A program
            without a clean result there (wrong, or cut off by another's
            crash or the time limit) is run again alone by one()."""
            # A hang costs at most a few programs' limits; the programs it cut off run alone.
            rc, out, secs = run(os.path.join(work, "bin", rt, bname), [], 4 * timeout,
                                bundles[bname].get("env", []))
            done = []
            for m in re.finditer(r"^== program (\S+)\n(.*?)^== program \1 exit (\d+)$", out, re.M | re.S):
                if (m.group(1), rt) in wanted and m.group(3) == "0":
                    done.append((m.group(1), rt, (0, m.group(2), secs)))
            return done

        units = sorted({(manifest[n]["bundle"], rt) for n, rt in tasks})
        with cf.ThreadPoolExecutor(jobs) as ex:
            for done in ex.map(lambda u: whole(*u), units):
                for name, rt, seen in done:
                    results[name][rt] = one(name, rt, seen)[2]
        alone = [t for t in tasks if t[1] not in results[t[0]]]
        bundle_line = "bundles: %d runs gave %d of %d program results; %d programs ran again alone" % (
            len(units), len(tasks) - len(alone), len(tasks), len(alone))
        tasks = alone
    with cf.ThreadPoolExecutor(jobs) as ex:
        for name, rt, r in ex.map(lambda t: one(*t), tasks):
            results[name][rt] = r
    wall = time.time() - start

    main_names = [n for n in results if "-k" not in n]
    present = [rt for rt in rts if any(rt in results[n] for n in main_names)]

    def count(rt, st, names=main_names):
        return sum(1 for n in names if results[n].get(rt, {}).get("status") == st)

    def did_run(n, rt):
        return results[n].get(rt, {}).get("status") in ("pass", "wrong", "timeout", "crash", "ran-on-host")

    # A program counts once it ran with ompred; stock and the plugin are
    # compared where they ran too (a build may be missing for one of them).
    ran = [n for n in main_names if did_run(n, "ompred")]
    kernels = sum(results[n]["ompred"].get("kernels", 0) for n in ran)
    line = "fuzz: %d programs, %d ompred-wrong, %d stock-wrong" % (
        len(ran), count("ompred", "wrong", ran), count("stock", "wrong", ran))
    if "plugin" in present:
        line += ", %d plugin-wrong" % count("plugin", "wrong", ran)
    lines = [line,
             "kernels run with ompred: %d (programs run with ompred: %d of %d packed; with stock: %d; "
             "with the plugin: %d)" % (kernels, len(ran), len(main_names),
                                       sum(did_run(n, "stock") for n in ran),
                                       sum(did_run(n, "plugin") for n in ran)),
             "runtimes: %s; wall %.0f s, JOBS=%d, RUN_TIMEOUT=%g s" % (",".join(present), wall, jobs, timeout)]
    if bundles:
        lines.append(bundle_line)
    for rt in present:
        st = {}
        for n in main_names:
            s = results[n].get(rt, {}).get("status", "absent")
            st[s] = st.get(s, 0) + 1
        lines.append("%-7s %s" % (rt + ":", " ".join("%s=%d" % kv for kv in sorted(st.items()))))
    for rt in present:
        alone = {}
        for n in main_names:
            r = results[n].get(rt, {})
            if r.get("status") in ("crash", "timeout"):
                for st in r.get("alone", {}).values():
                    alone[st] = alone.get(st, 0) + 1
        if alone:
            lines.append("%-7s kernels of crashed/hung programs, run alone: %s" % (
                rt + ":", " ".join("%s=%d" % kv for kv in sorted(alone.items()))))
    ours_only, stock_only, both = [], [], []
    for n in ran:
        if not did_run(n, "stock"):
            continue
        s = results[n]["stock"]["status"]
        for rt in present[1:]:
            if not did_run(n, rt):
                continue
            o = results[n][rt]["status"]
            if o != "pass" and s == "pass":
                ours_only.append("%s (%s: %s, bad kernels %s, alone %s)" % (
                    n, rt, o, results[n][rt].get("bad_kernels"), results[n][rt].get("alone")))
            elif o == "pass" and s != "pass":
                stock_only.append("%s (stock: %s, bad kernels %s; %s passes)" % (
                    n, s, results[n]["stock"].get("bad_kernels"), rt))
            elif o != "pass" and s != "pass":
                both.append("%s (stock: %s, %s: %s)" % (n, s, rt, o))
    def right(n, rt):
        return results[n].get(rt, {}).get("status") == "pass"

    def failing(n, rt):
        return did_run(n, rt) and not right(n, rt)

    # Per program (a program wrong with both ompred and the plugin counts once).
    with_stock = [n for n in ran if did_run(n, "stock")]
    ours_bad = [n for n in with_stock if right(n, "stock") and (failing(n, "ompred") or failing(n, "plugin"))]
    lines.append("programs wrong/failing with ompred or plugin and right with stock: %d (ompred %d, plugin %d)" % (
        len(ours_bad), sum(failing(n, "ompred") for n in ours_bad), sum(failing(n, "plugin") for n in ours_bad)))
    lines.append("programs right with the plugin and wrong/failing with stock: %d (right with ompred and "
                 "wrong/failing with stock: %d)" % (
                     sum(right(n, "plugin") and failing(n, "stock") for n in with_stock),
                     sum(right(n, "ompred") and failing(n, "stock") for n in with_stock)))
    # The generator's classes (gen.py, Kernel.tags) and environments, each a
    # row: programs run, and how many are wrong/failing with each runtime.
    rows = {}
    for n in ran:
        e = manifest[n]
        for c in (e.get("classes") or ["plain"]) + ["env:" + v.split("=")[0] for v in e.get("env", [])]:
            rows.setdefault(c, []).append(n)
    if rows:
        lines.append("by class (programs run: wrong/failing with %s):" % ", ".join(present))
        for c in sorted(rows):
            lines.append("  %-24s %5d: %s" % (c, len(rows[c]), " ".join(
                "%s=%d" % (rt, sum(failing(n, rt) for n in rows[c])) for rt in present)))
    lines.append("wrong/failing with ompred or plugin, right with stock: %s" % ("; ".join(ours_only) or "none"))
    lines.append("wrong/failing with stock, right with ompred/plugin: %s" % ("; ".join(stock_only) or "none"))
    lines.append("failing with both: %s" % ("; ".join(both) or "none"))
    variants = sorted(n for n in results if "-k" in n)
    if variants:
        lines.append("minimisation variants (name: runtime=status):")
        for n in variants:
            lines.append("  %s: %s" % (n, " ".join("%s=%s" % (rt, results[n][rt]["status"])
                                                   for rt in present if rt in results[n])))
    with open(os.path.join(res, "summary.txt"), "w") as f:
        f.write("\n".join(lines) + "\n")
    with open(os.path.join(res, "failures.txt"), "w") as f:
        for n in sorted(results):
            for rt, r in sorted(results[n].items()):
                if r.get("status") not in ("pass", "not-run") and "out" in r:
                    f.write("==== %s %s: %s (rc %s)\n%s\n" % (n, rt, r["status"], r.get("rc"), r["out"]))
    with open(os.path.join(res, "results.json"), "w") as f:
        json.dump(results, f, indent=1, sort_keys=True, default=str)
    print("\n".join(lines))
    sys.exit(1 if ours_only else 0)


if __name__ == "__main__":
    main()
