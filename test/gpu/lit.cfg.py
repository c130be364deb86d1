# -*- Python -*-
#
# ompred GPU test suite: OpenMP programs that reduce on the GPU and check the
# results against a host reference computed independently (README.md).
#
# CMake builds every program for both device runtimes (test/gpu/CMakeLists.txt);
# each source file is one lit test whose RUN lines run its prebuilt binaries
# (one per `// BUILD:` line) with the runtime of this lit run:
#
#   %{run}    timeout <run_timeout>; the environment has OMP_TARGET_OFFLOAD=MANDATORY
#   %{bin}    the folder of this runtime's binaries
#   %{check}  FileCheck --implicit-check-not=FAIL: no FAIL line anywhere
#   %{FileCheck}  plain FileCheck (for a build that is expected to fail)
#
# Every test REQUIRES the feature `gpu`, present only when `nvidia-smi -L`
# lists a GPU: without one the tests are UNSUPPORTED, never PASS.
#
# In the build tree (build/test/gpu/{ompred,stock,...}) the runtime and the
# binaries come from the site config. Run on this source folder (a GPU
# machine without a compiler, run-on-gpu.sh) it takes parameters:
#   runtime=ompred|stock|plugin|ompred22|stock22|plugin22   which binaries to run
#                          (plugin: the drop-in with the pass plugin,
#                          docs/plugin.md; ompred22/stock22/plugin22: clang-22
#                          against ompred's drop-in / LLVM 22's own runtime /
#                          ompred's drop-in with the plugin built for clang-22)
#   prebuilt=DIR           the folder build-for-gpu.sh packed: DIR/<runtime>/
#                          and DIR/sources.sha256; a source that changed since
#                          the binaries were built stops the run as stale
#   exec_root=DIR          lit's output folder (default: a temp folder)
#   filecheck=PATH         FileCheck, if it is not on PATH
# and, everywhere: gpu=auto|1|0 (force the feature), run_timeout=SECS (120).

import hashlib
import os
import shutil
import subprocess
import tempfile

import lit.formats

params = lit_config.params
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".c", ".cpp"]
# smoke/: standalone programs with their own scripts (smoke/README.md).
config.excludes = ["include", "results", "Output", "smoke"]
config.test_source_root = os.path.dirname(os.path.abspath(__file__))

runtime = getattr(config, "ompred_runtime", None) or params.get("runtime")
if runtime not in ("ompred", "stock", "plugin", "ompred22", "stock22", "plugin22"):
    lit_config.fatal("runtime=%s: pass --param runtime=ompred, stock, plugin (clang-19), "
                     "ompred22, stock22 or plugin22 (clang-22)" % runtime)
config.name = "ompred-gpu-" + runtime

prebuilt = getattr(config, "ompred_prebuilt", None)
if prebuilt is None:
    prebuilt = params.get("prebuilt")
    if not prebuilt:
        lit_config.fatal("no site config: run lit on build/test/gpu/<runtime> "
                         "(cmake --build build --target check), or pass --param prebuilt=DIR")
    prebuilt = os.path.abspath(prebuilt)
    config.test_exec_root = os.path.abspath(params.get("exec_root") or os.path.join(
        tempfile.gettempdir(), "ompred-gpu-tests", runtime))
bin_dir = os.path.join(prebuilt, runtime)

# Binaries carried elsewhere must be those of these sources.
manifest = os.path.join(prebuilt, "sources.sha256")
if os.path.exists(manifest):
    recorded = {}
    with open(manifest) as f:
        for line in f:
            digest, name = line.split(None, 1)
            recorded[name.strip()] = digest
    here = sorted(n for n in os.listdir(config.test_source_root)
                  if os.path.splitext(n)[1] in config.suffixes)
    here += sorted("include/" + n for n in os.listdir(
        os.path.join(config.test_source_root, "include")))
    stale = [n for n in here if recorded.get(n) != hashlib.sha256(
        open(os.path.join(config.test_source_root, n), "rb").read()).hexdigest()]
    if stale:
        lit_config.fatal("stale prebuilt binaries in %s: %s changed since they were built "
                         "(rebuild with test/gpu/build-for-gpu.sh)" % (prebuilt, ", ".join(stale)))


def detect_gpu():
    forced = params.get("gpu", "auto").lower()
    if forced in ("1", "0"):
        return forced == "1", "forced by --param gpu=" + forced
    smi = shutil.which("nvidia-smi")
    if not smi:
        return False, "nvidia-smi not found"
    try:
        r = subprocess.run([smi, "-L"], capture_output=True, text=True, timeout=60)
    except (OSError, subprocess.TimeoutExpired) as e:
        return False, "nvidia-smi failed: %s" % e
    gpus = [l for l in r.stdout.splitlines() if l.startswith("GPU ")]
    return (r.returncode == 0 and bool(gpus)), (gpus[0] if gpus else "nvidia-smi -L lists no GPU")


# The build under test, for RUN lines that differ by build (%if runtime-stock22),
# and whether the pass plugin built it (%if with-plugin: plugin, plugin22).
config.available_features.add("runtime-" + runtime)
if runtime in ("plugin", "plugin22"):
    config.available_features.add("with-plugin")

have_gpu, gpu_note = detect_gpu()
if have_gpu:
    config.available_features.add("gpu")
lit_config.note("%s: binaries %s%s, gpu: %s (%s)" % (
    config.name, bin_dir, "" if os.path.isdir(bin_dir) else " (not built)",
    "yes" if have_gpu else "no", gpu_note))

filecheck = (getattr(config, "ompred_filecheck", None) or params.get("filecheck")
             or shutil.which("FileCheck") or shutil.which("FileCheck-19"))
if not filecheck:
    lit_config.fatal("FileCheck not found: put it on PATH or pass --param filecheck=PATH")
config.substitutions += [
    ("%{run}", "timeout %d" % int(params.get("run_timeout", "120"))),
    ("%{bin}", bin_dir),
    ("%{check}", filecheck + " --implicit-check-not=FAIL"),
    ("%{FileCheck}", filecheck),
]
# A silent fallback to the host must fail.
config.environment["OMP_TARGET_OFFLOAD"] = "MANDATORY"
for var in ("CUDA_VISIBLE_DEVICES", "LIBOMPTARGET_INFO", "LIBOMPTARGET_DEBUG", "HOME"):
    if var in os.environ:
        config.environment[var] = os.environ[var]
