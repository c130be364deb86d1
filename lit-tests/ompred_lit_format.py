# The lit test format of the ompred GPU test suite (configured by lit.cfg.py).
#
# Each source file becomes one test per (build, step, variant):
#   <file>[/<tag>]/compile-<variant>   compile against that device runtime
#   <file>[/<tag>]/run-<variant>       build or take the prebuilt binary, run it
# A run passes only if the program exits 0, prints no line starting with FAIL
# and ends with "<name>: PASS (<n> checks)".
#
# Kept in its own module because lit pickles the format to its workers.

import hashlib
import json
import os
import re
import shutil
import subprocess
import time

import lit.formats
import lit.Test
import lit.TestRunner

BUILD_RE = re.compile(r"^\s*//\s*BUILD:\s*([A-Za-z0-9_.-]+)(.*)$")
SUMMARY_RE = re.compile(r"^(\S+): PASS \(\d+ checks\)$")


def sha256_file(path):
    h = hashlib.sha256()
    with open(path, "rb") as f:
        for chunk in iter(lambda: f.read(1 << 20), b""):
            h.update(chunk)
    return h.hexdigest()


def parse_builds(path):
    """`// BUILD: <tag> <extra flags>` lines; none means one default build."""
    builds = []
    with open(path, encoding="utf-8", errors="replace") as f:
        for line in f:
            m = BUILD_RE.match(line)
            if m:
                builds.append((m.group(1), m.group(2).split()))
    return builds or [(None, [])]


def run(cmd, env=None, timeout=None):
    """Runs cmd; returns (exit code, or None on timeout; stdout+stderr)."""
    try:
        r = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                           env=env, timeout=timeout, stdin=subprocess.DEVNULL)
        return r.returncode, r.stdout.decode("utf-8", "replace")
    except subprocess.TimeoutExpired as e:
        return None, e.stdout.decode("utf-8", "replace") if e.stdout else ""
    except OSError as e:
        return 127, str(e)


def shell_line(cmd):
    return " ".join(c if re.match(r"^[\w@%+=:,./-]+$", c) else "'%s'" % c for c in cmd)


class OmpredGpuTest(lit.formats.TestFormat):
    def __init__(self, **settings):
        # source_root, arch, variants, steps, prebuilt, export, run_timeout,
        # clang, clang_version, strip_tool, bitcode, common_flags, link_flags,
        # gpu_note
        self.__dict__.update(settings)

    # ---- discovery ----
    def getTestsInDirectory(self, testSuite, path_in_suite, litConfig, localConfig):
        source_path = testSuite.getSourcePath(path_in_suite)
        for filename in sorted(os.listdir(source_path)):
            filepath = os.path.join(source_path, filename)
            if (filename.startswith(".") or filename in localConfig.excludes
                    or os.path.isdir(filepath)
                    or os.path.splitext(filename)[1] not in localConfig.suffixes):
                continue
            for tag, extra in parse_builds(filepath):
                for step in self.steps:
                    for variant in self.variants:
                        name = (path_in_suite + (filename,) + ((tag,) if tag else ())
                                + ("%s-%s" % (step, variant),))
                        t = lit.Test.Test(testSuite, name, localConfig, file_path=filepath)
                        t.ompred = dict(src=filepath, tag=tag, extra=extra, step=step,
                                        variant=variant)
                        if step == "run":
                            t.requires.append("gpu")
                        yield t

    # ---- helpers ----
    def inputs_sha256(self, src):
        """Hash of everything a test binary is built from in this directory."""
        inc = os.path.join(self.source_root, "include")
        h = hashlib.sha256()
        for p in [src] + sorted(os.path.join(inc, f) for f in os.listdir(inc)):
            h.update(os.path.basename(p).encode() + b"\0")
            with open(p, "rb") as f:
                h.update(f.read())
        return h.hexdigest()

    def portable_flags(self):
        """common_flags without this checkout's absolute path."""
        return [f.replace(self.source_root, "<lit-tests>") for f in self.common_flags]

    def binary_name(self, o):
        stem = os.path.splitext(os.path.basename(o["src"]))[0]
        return stem + ("." + o["tag"] if o["tag"] else "")

    def compile(self, o, exe, log):
        bc = self.bitcode[o["variant"]]
        if not os.path.exists(bc):
            log.append("missing device runtime %s (build it: cmake --build build)" % bc)
            return False
        driver = [self.clang] + (["--driver-mode=g++"] if o["src"].endswith(".cpp") else [])
        # %plugin stands for ompred's pass plugin (build/lib/ompred-passes.so)
        # in flags; the records keep the token, so they stay portable.
        flags = [f.replace("%plugin", self.plugin) for f in self.common_flags + o["extra"]]
        if any("-fpass-plugin=" in f for f in flags) and not os.path.exists(self.plugin):
            log.append("missing pass plugin %s (build it: cmake --build build)" % self.plugin)
            return False
        cmd = (driver + flags[:len(self.common_flags)] + ["--libomptarget-nvptx-bc-path=" + bc]
               + flags[len(self.common_flags):] + [o["src"], "-o", exe] + self.link_flags)
        log.append("$ " + shell_line(cmd))
        start = time.time()
        rc, out = run(cmd)
        if out.strip():
            log.append(out.rstrip())
        if rc != 0 or not os.path.exists(exe):
            log.append("compile failed (exit code %s)" % rc)
            return False
        log.append("compiled in %.1f s" % (time.time() - start))
        return True

    def export_binary(self, o, exe, inputs_sha256, log):
        outdir = os.path.join(self.export, o["variant"])
        os.makedirs(outdir, exist_ok=True)
        dest = os.path.join(outdir, self.binary_name(o))
        tmp = dest + ".tmp"
        if self.strip_tool:
            rc, out = run([self.strip_tool, "--strip-all", exe, "-o", tmp])
            if rc != 0:
                log.append("strip failed: " + out)
                return False
        else:
            shutil.copy2(exe, tmp)
        os.replace(tmp, dest)
        bc = self.bitcode[o["variant"]]
        meta = dict(source=os.path.relpath(o["src"], self.source_root),
                    inputs_sha256=inputs_sha256, tag=o["tag"],
                    extra_flags=o["extra"], common_flags=self.portable_flags(),
                    link_flags=self.link_flags, arch=self.arch, variant=o["variant"],
                    bitcode=bc, bitcode_sha256=sha256_file(bc), clang=self.clang_version,
                    built=time.strftime("%Y-%m-%dT%H:%M:%S%z"))
        with open(dest + ".json", "w") as f:
            json.dump(meta, f, indent=1)
        log.append("exported %s (%d bytes)" % (dest, os.path.getsize(dest)))
        return True

    def find_prebuilt(self, o, log):
        exe = os.path.join(self.prebuilt, o["variant"], self.binary_name(o))
        if not os.path.exists(exe) or not os.path.exists(exe + ".json"):
            log.append("prebuilt binary %s (or its .json) is missing: it did not compile "
                       "in build-for-gpu.sh, or the prebuilt folder is incomplete" % exe)
            return None
        with open(exe + ".json") as f:
            meta = json.load(f)
        problems = []
        want = self.inputs_sha256(o["src"])
        if meta.get("inputs_sha256") != want:
            problems.append("sources hash %s, this tree's %s" % (meta.get("inputs_sha256"), want))
        if meta.get("extra_flags") != o["extra"]:
            problems.append("flags %s, this tree's %s" % (meta.get("extra_flags"), o["extra"]))
        if meta.get("common_flags") != self.portable_flags():
            problems.append("common flags %s, this tree's %s"
                            % (meta.get("common_flags"), self.portable_flags()))
        if meta.get("arch") != self.arch:
            problems.append("arch %s, asked for %s" % (meta.get("arch"), self.arch))
        if problems:
            log.append("stale prebuilt binary %s (rebuild: lit-tests/build-for-gpu.sh): %s"
                       % (exe, "; ".join(problems)))
            return None
        log.append("prebuilt %s (built %s from %s, sha256 %s)" % (
            exe, meta.get("built"), meta.get("bitcode"), meta.get("bitcode_sha256", "?")[:16]))
        return exe

    # ---- execution ----
    def execute(self, test, litConfig):
        o = test.ompred
        if o["step"] == "run" and "gpu" not in test.config.available_features:
            return lit.Test.Result(lit.Test.UNSUPPORTED,
                                   "needs a GPU (lit feature 'gpu'): %s" % self.gpu_note)
        if litConfig.noExecute:
            return lit.Test.Result(lit.Test.PASS)
        log = []
        tmp_dir, tmp_base = lit.TestRunner.getTempPaths(test)
        os.makedirs(tmp_dir, exist_ok=True)

        if self.prebuilt:
            exe = self.find_prebuilt(o, log)
            if exe is None:
                return lit.Test.Result(lit.Test.FAIL, "\n".join(log))
        else:
            exe = tmp_base + ".exe"
            if os.path.exists(exe):
                os.remove(exe)
            inputs_sha256 = self.inputs_sha256(o["src"])  # before compiling: no race
            if not self.compile(o, exe, log):
                return lit.Test.Result(lit.Test.FAIL, "\n".join(log))
            if o["step"] == "compile":
                if self.export and not self.export_binary(o, exe, inputs_sha256, log):
                    return lit.Test.Result(lit.Test.FAIL, "\n".join(log))
                return lit.Test.Result(lit.Test.PASS, "\n".join(log))

        env = dict(test.config.environment)
        env["OMP_TARGET_OFFLOAD"] = "MANDATORY"  # a silent host fallback must fail
        log.append("$ OMP_TARGET_OFFLOAD=MANDATORY " + exe)
        start = time.time()
        rc, out = run([exe], env=env, timeout=self.run_timeout)
        if out.strip():
            log.append(out.rstrip())
        if rc is None:
            log.append("TIMEOUT: still running after %g s, killed" % self.run_timeout)
            return lit.Test.Result(lit.Test.TIMEOUT, "\n".join(log))
        log.append("exit code %d after %.2f s" % (rc, time.time() - start))
        lines = out.strip().splitlines()
        fails = [l for l in lines if l.startswith("FAIL")]
        if rc == 0 and not fails and lines and SUMMARY_RE.match(lines[-1]):
            return lit.Test.Result(lit.Test.PASS, "\n".join(log))
        if rc == 0 and not fails:
            log.append("exit code 0 but no final '<test>: PASS (<n> checks)' line")
        return lit.Test.Result(lit.Test.FAIL, "\n".join(log))
