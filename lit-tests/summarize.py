#!/usr/bin/env python3
"""Summarizes a GPU run of the ompred test suite (lit's JSON output).

    summarize.py LIT_JSON [BUILD_INFO [BIN_DIR]] > summary.txt

BIN_DIR (the unpacked prebuilt binaries) names the tests that should have
run: one that lit skipped (e.g. --max-time ran out) counts as MISSING, a
failure, since lit leaves skipped tests out of its JSON.

Lists, per device runtime (ompred = the drop-in, stock = LLVM 19's), how many
run tests passed and failed, and which tests failed with which bitcode, so a
failure of the stock runtime alone stands out from one of ours.
Exit status: 0 when every ompred run passed, 1 when an ompred run failed,
2 when no run test ran at all (no GPU, or nothing found).
"""
import json
import os
import re
import socket
import subprocess
import sys
import time

VARIANTS = ("ompred", "stock")


def gpu_description():
    try:
        r = subprocess.run(["nvidia-smi", "--query-gpu=name,driver_version,memory.total",
                            "--format=csv,noheader"], capture_output=True, text=True, timeout=60)
        lines = [l.strip() for l in r.stdout.splitlines() if l.strip()]
        return "; ".join(lines) if r.returncode == 0 and lines else "unknown (nvidia-smi failed)"
    except (OSError, subprocess.TimeoutExpired):
        return "unknown (no nvidia-smi)"


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    with open(sys.argv[1]) as f:
        results = json.load(f)
    build_info = ""
    if len(sys.argv) > 2:
        try:
            with open(sys.argv[2]) as f:
                build_info = f.read().rstrip()
        except OSError:
            build_info = "(no build info at %s)" % sys.argv[2]

    expected = set()  # (test, variant) from the binaries' .json records
    if len(sys.argv) > 3:
        for v in VARIANTS:
            d = os.path.join(sys.argv[3], v)
            for f in sorted(os.listdir(d)) if os.path.isdir(d) else []:
                if f.endswith(".json"):
                    with open(os.path.join(d, f)) as fh:
                        meta = json.load(fh)
                    expected.add((meta["source"] + ("/" + meta["tag"] if meta.get("tag") else ""), v))

    # name: "ompred-gpu :: constructs.c/default/run-ompred"
    table = {}  # test -> variant -> (code, seconds, first failure lines)
    notes = []  # the programs' "note:" lines (e.g. fewer teams than asked for)
    for t in results.get("tests", []):
        name = t["name"].split(" :: ", 1)[-1]
        m = re.match(r"^(.*)/(run|compile)-(\w+)$", name)
        if not m or m.group(2) != "run":
            continue
        out = t.get("output", "") or ""
        secs = re.findall(r"^exit code -?\d+ after ([0-9.]+) s$", out, re.M)
        fails = [l for l in out.splitlines()
                 if l.startswith(("FAIL", "TIMEOUT", "stale prebuilt", "prebuilt binary"))
                 or "exit code" in l and not l.startswith("exit code 0 ")]
        for l in out.splitlines():
            if l.startswith("note:") and (m.group(3), l) not in notes:
                notes.append((m.group(3), l))
        table.setdefault(m.group(1), {})[m.group(3)] = (
            t["code"], float(secs[-1]) if secs else None, fails[:6])

    for test, v in expected:
        if v not in table.get(test, {}):
            table.setdefault(test, {})[v] = ("MISSING", None, ["not run (skipped by lit, e.g. --max-time)"])

    counts = {v: {} for v in VARIANTS}
    for test, per in table.items():
        for v, (code, _, _) in per.items():
            counts.setdefault(v, {})
            counts[v][code] = counts[v].get(code, 0) + 1

    def failed(per, v):
        return v in per and per[v][0] not in ("PASS", "UNSUPPORTED", "XFAIL")

    both = sorted(t for t, p in table.items() if failed(p, "ompred") and failed(p, "stock"))
    ours_only = sorted(t for t, p in table.items() if failed(p, "ompred") and not failed(p, "stock"))
    stock_only = sorted(t for t, p in table.items() if failed(p, "stock") and not failed(p, "ompred"))

    print("ompred GPU test suite: summary")
    print("date:      %s" % time.strftime("%Y-%m-%d %H:%M:%S %Z"))
    print("host:      %s" % socket.gethostname())
    print("GPU:       %s" % gpu_description())
    print("lit time:  %.1f s" % results.get("elapsed", 0.0))
    if build_info:
        print("binaries:")
        for l in build_info.splitlines():
            print("  " + l)
    print()
    codes = ["PASS", "FAIL", "TIMEOUT", "MISSING", "UNSUPPORTED", "UNRESOLVED", "XFAIL", "XPASS"]
    print("%-8s %s" % ("variant", " ".join("%11s" % c.lower() for c in codes)))
    for v in VARIANTS:
        c = counts.get(v, {})
        other = sum(n for k, n in c.items() if k not in codes)
        print("%-8s %s%s" % (v, " ".join("%11d" % c.get(k, 0) for k in codes),
                             "   (+%d other)" % other if other else ""))
    print()
    print("failed with both bitcodes: %s" % (", ".join(both) or "none"))
    print("failed only with ompred:   %s" % (", ".join(ours_only) or "none"))
    print("failed only with stock:    %s" % (", ".join(stock_only) or "none"))
    print()
    print("%-40s %-18s %-18s" % ("test", "ompred", "stock"))
    for test in sorted(table):
        cells = []
        for v in VARIANTS:
            if v not in table[test]:
                cells.append("-")
                continue
            code, secs, _ = table[test][v]
            cells.append(code + (" %.2fs" % secs if secs is not None else ""))
        print("%-40s %-18s %-18s" % (test, cells[0], cells[1]))
    if notes:
        print("\nnotes printed by the programs:")
        for v, l in notes[:40]:
            print("  [%s] %s" % (v, l))
    for test in both + ours_only + stock_only:
        for v in VARIANTS:
            if failed(table[test], v):
                print("\n%s with %s: %s" % (test, v, table[test][v][0]))
                for l in table[test][v][2]:
                    print("    " + l[:300])

    ran = sum(n for v in VARIANTS for k, n in counts.get(v, {}).items()
              if k not in ("UNSUPPORTED", "MISSING"))
    if ran == 0:
        print("\nRESULT: nothing ran (no GPU detected, or no run tests found)")
        return 2
    if any(failed(p, "ompred") for p in table.values()):
        print("\nRESULT: FAIL (ompred failures: %d)" % (len(both) + len(ours_only)))
        return 1
    print("\nRESULT: PASS (every ompred run passed%s)" % (
        "; stock failed %d" % len(stock_only) if stock_only else ""))
    return 0


if __name__ == "__main__":
    sys.exit(main())
