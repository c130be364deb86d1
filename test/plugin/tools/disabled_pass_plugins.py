#!/usr/bin/env python3
"""Can the plugin's tests fail? For each pass of the plugin, build a copy of
the plugin in which that pass does nothing (its run() returns at once; for
the thread-limit repair also the widening hook and the restore step), run the
flavour's plugin tests (test/plugin: plugin-* and passes/) against it, and
list the tests that fail. Every pass must make at least one test fail;
otherwise the script exits 1.

    test/plugin/tools/disabled_pass_plugins.py [--build DIR] [--llvm 19|22] [PASS...]

The sources are copied (the tree is not touched); only the disabled pass's
file is compiled, with the flags CMake used for the plugin in DIR (default
build/), and linked with that build's objects of the others. lit gets the
copy through --param ompred_plugin=... (test/lit.compiler.cfg.py). Takes a
few minutes; not part of scripts/test.sh.
"""
import argparse
import os
import re
import shlex
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.abspath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", ".."))
LIT = "/usr/lib/llvm-19/build/utils/lit/lit.py"
RETURN = "return PreservedAnalyses::all(); // disabled"

# pass -> [(file, regex of the function's opening line, statement put first)]
PASSES = {
    "merge-distribute": [("MergeDistribute.cpp",
                          r"struct OmpredMergeDistributePass : PassInfoMixin<OmpredMergeDistributePass> \{\n"
                          r"  PreservedAnalyses run\(Module &M, ModuleAnalysisManager &MAM\) \{", RETURN)],
    "nested-parallel-noinline": [("MergeDistribute.cpp",
                                  r"struct OmpredNestedParallelNoInlinePass : PassInfoMixin<OmpredNestedParallelNoInlinePass> \{\n"
                                  r"  PreservedAnalyses run\(Module &M, ModuleAnalysisManager &MAM\) \{", RETURN)],
    "merged-loop-count": [("MergedLoopCount.cpp", r"PreservedAnalyses MergedLoopCountPass::run\([^)]*\) \{", RETURN)],
    "reduction-tail": [("ReductionTail.cpp", r"PreservedAnalyses ReductionTailPass::run\([^)]*\) \{", RETURN)],
    "generic-thread-limit": [
        ("GenericThreadLimit.cpp", r"bool widenGenericThreadLimits\([^)]*\) \{", "return false; // disabled"),
        ("GenericThreadLimit.cpp", r"PreservedAnalyses GenericThreadLimitRestorePass::run\([^)]*\) \{", RETURN)],
    "lastprivate-team-copy": [("LastprivateTeamCopy.cpp", r"PreservedAnalyses LastprivateTeamCopyPass::run\([^)]*\) \{", RETURN)],
    "nested-parallel-generic": [("NestedParallelGeneric.cpp", r"PreservedAnalyses NestedParallelGenericPass::run\([^)]*\) \{", RETURN)],
    "empty-last-flag": [("EmptyLastFlag.cpp", r"PreservedAnalyses EmptyLastFlagPass::run\([^)]*\) \{", RETURN)],
    "owned-launch-state": [("OwnedLaunchState.cpp", r"PreservedAnalyses OwnedLaunchStatePass::run\([^)]*\) \{", RETURN)],
    "redundant-barriers": [("RedundantBarriers.cpp", r"PreservedAnalyses RedundantBarriersPass::run\([^)]*\) \{", RETURN)],
    "fold-team-state": [("TeamStateFold.cpp", r"PreservedAnalyses TeamStateFoldPass::run\([^)]*\) \{", RETURN)],
}


def flags(objdir):
    """Compiler and flags CMake compiles the plugin's sources with."""
    text = open(os.path.join(objdir, "flags.make")).read()
    compiler = re.search(r"^# compile CXX with (\S+)", text, re.M).group(1)
    args = []
    for var in ("CXX_DEFINES", "CXX_INCLUDES", "CXX_FLAGS"):
        m = re.search(r"^%s = (.*)$" % var, text, re.M)
        if m:
            args += shlex.split(m.group(1))
    return compiler, args


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--build", default=os.path.join(ROOT, "build"))
    p.add_argument("--llvm", default="22", choices=["19", "22"])
    p.add_argument("passes", nargs="*", default=list(PASSES))
    a = p.parse_args()
    target = "ompred-passes" if a.llvm == "19" else "ompred-passes-llvm22"
    subdir = "plugin" if a.llvm == "19" else "plugin-llvm22"
    # The flavour's suite alone: clang-22's is nested in clang-19's folder.
    suite = os.path.join(a.build, "test", "plugin")
    suite_name = "ompred-plugin" if a.llvm == "19" else "ompred-plugin-llvm22"
    objdir = os.path.join(a.build, subdir, "CMakeFiles", target + ".dir")
    subprocess.run(["cmake", "--build", a.build, "--target", target], check=True,
                   stdout=subprocess.DEVNULL)
    compiler, cflags = flags(objdir)
    objects = {f[:-2]: os.path.join(objdir, f) for f in os.listdir(objdir) if f.endswith(".cpp.o")}
    tmp = tempfile.mkdtemp(prefix="ompred-disabled-")
    silent = []
    try:
        for name in a.passes:
            src = os.path.join(tmp, name, "src")
            shutil.copytree(os.path.join(ROOT, "plugin"), src)
            for f, pattern, stmt in PASSES[name]:
                text = open(os.path.join(src, f)).read()
                m = re.search(pattern, text)
                if not m:
                    sys.exit("%s: %s not found in plugin/%s" % (name, pattern, f))
                text = text[:m.end()] + "\n  " + stmt + "\n" + text[m.end():]
                open(os.path.join(src, f), "w").write(text)
            objs = dict(objects)
            for f in {f for f, _, _ in PASSES[name]}:
                objs[f] = os.path.join(tmp, name, f + ".o")
                subprocess.run([compiler] + cflags + ["-c", os.path.join(src, f), "-o", objs[f]],
                               check=True)
            # The file name matters: plugin-ptx-merged.c checks the driver passes
            # -fpass-plugin=...ompred-passes.so on.
            so = os.path.join(tmp, name, "ompred-passes.so")
            subprocess.run([compiler, "-shared", "-o", so] + sorted(objs.values()) + ["-ldl"], check=True)
            out = subprocess.run([sys.executable, LIT, "-q", suite, "--filter", "^%s :: " % suite_name,
                                  "--param", "ompred_plugin=" + so],
                                 capture_output=True, text=True).stdout
            failed = sorted(l.strip() for l in out.splitlines() if l.startswith("  ompred"))
            print("%s disabled: %d failing" % (name, len(failed)))
            for t in failed:
                print("  " + t)
            if not failed:
                silent.append(name)
    finally:
        shutil.rmtree(tmp)
    if silent:
        sys.exit("no test fails with these passes disabled: " + ", ".join(silent))


if __name__ == "__main__":
    main()
