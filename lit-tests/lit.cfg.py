# -*- Python -*-
#
# ompred GPU test suite: OpenMP programs that reduce on the GPU and check the
# results against a host reference computed independently (README.md).
#
# Every source file `foo.c` becomes several lit tests, one per (step, variant):
#
#   foo.c/compile-ompred   compiles against the drop-in device runtime
#                          (build/lib/libomptarget-nvptx-<arch>.bc)
#   foo.c/compile-stock    compiles against LLVM 19's stock device runtime
#   foo.c/run-ompred       builds (or takes the prebuilt binary of) the test and
#   foo.c/run-stock        runs it on the GPU with OMP_TARGET_OFFLOAD=MANDATORY
#
# A file may declare several builds with `// BUILD: <tag> <extra clang flags>`;
# each build gets its own tests, named foo.c/<tag>/<step>-<variant>.
#
# Run tests need the lit feature `gpu`, present only when `nvidia-smi -L` lists
# a GPU: without one they are UNSUPPORTED, never PASS.
#
# Parameters (--param NAME=VALUE):
#   arch=sm_90              GPU architecture to compile for (default sm_90)
#   variants=ompred,stock   device runtimes to test (default both)
#   steps=compile,run       steps to generate (default both)
#   gpu=auto|1|0            force the `gpu` feature on or off (default: detect)
#   prebuilt=DIR            run the binaries in DIR (from build-for-gpu.sh)
#                           instead of compiling; only run tests exist then.
#                           Each binary's recorded source hash and flags must
#                           match this tree, or its run test FAILS as stale.
#   export=DIR              compile tests also store a stripped copy of their
#                           binary and a .json record under DIR/<variant>/
#   run_timeout=SECS        time limit of one run (default 120)
#   exec_root=DIR           output directory when lit runs on the source dir
#                           without a site config (default: a temp directory)
#   plugin=1                compile every test with ompred's pass plugin too
#                           (-fpass-plugin=build/lib/ompred-passes.so,
#                           docs/plugin.md); pass it on the GPU box as well,
#                           where it names the flags the binaries must carry
#   offload_lib_dir=DIR     libomptarget the binaries link and run with
#                           (default /usr/lib/llvm-22/lib: shared/gpu/README.md)

import os
import shutil
import subprocess
import sys
import tempfile

config.name = "ompred-gpu"
config.suffixes = [".c", ".cpp"]
config.excludes = ["include", "Inputs", "Output"]
config.test_source_root = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, config.test_source_root)
from ompred_lit_format import OmpredGpuTest  # noqa: E402

params = lit_config.params
have_site = hasattr(config, "ompred_clang")


def param_list(name, default):
    return [x for x in params.get(name, default).replace(";", ",").split(",") if x]


arch = params.get("arch", "sm_90")
variants = param_list("variants", "ompred,stock")
steps = param_list("steps", "compile,run")
prebuilt = params.get("prebuilt")
export = params.get("export")
offload_lib_dir = params.get("offload_lib_dir", "/usr/lib/llvm-22/lib")

use_plugin = params.get("plugin", "0").lower() in ("1", "yes", "on", "true")
plugin_path = (os.path.join(config.ompred_binary_dir, "lib", "ompred-passes.so")
               if have_site else "")

for v in variants:
    if v not in ("ompred", "stock"):
        lit_config.fatal("variants: unknown variant '%s' (ompred, stock)" % v)
for s in steps:
    if s not in ("compile", "run"):
        lit_config.fatal("steps: unknown step '%s' (compile, run)" % s)
if prebuilt:
    prebuilt = os.path.abspath(prebuilt)
    if not os.path.isdir(prebuilt):
        lit_config.fatal("prebuilt=%s is not a directory" % prebuilt)
    if export:
        lit_config.fatal("prebuilt= and export= exclude each other")
    steps = ["run"]  # nothing is compiled when running prebuilt binaries
if export:
    export = os.path.abspath(export)

if not have_site:
    # lit run directly on the source directory (the GPU box: no CMake, no
    # clang): only prebuilt binaries can run there.
    if not prebuilt:
        lit_config.fatal("no site config: run lit on the CMake build directory "
                         "(cmake --build build --target check), or pass --param prebuilt=DIR")
    config.test_exec_root = os.path.abspath(
        params.get("exec_root") or os.path.join(tempfile.gettempdir(), "ompred-lit-tests"))

# ---- tools and device runtimes ---------------------------------------------------

bitcode = {}
clang = clang_version = strip_tool = None
if not prebuilt:
    if arch not in config.ompred_archs.split(";"):
        lit_config.fatal("arch=%s is not one of the built architectures %s"
                         % (arch, config.ompred_archs))
    clang = config.ompred_clang
    bitcode["ompred"] = os.path.join(config.ompred_lib_dir, "libomptarget-nvptx-%s.bc" % arch)
    bitcode["stock"] = os.path.join(config.ompred_stock_bitcode_dir,
                                    "libomptarget-nvptx-%s.bc" % arch)
    try:
        clang_version = subprocess.run([clang, "--version"], capture_output=True,
                                       text=True).stdout.splitlines()[0]
    except (OSError, IndexError):
        lit_config.fatal("cannot run %s" % clang)
    for name in ("llvm-strip", "llvm-strip-19", "strip"):
        cand = os.path.join(os.path.dirname(clang), name)
        strip_tool = cand if os.path.exists(cand) else shutil.which(name)
        if strip_tool:
            break

# ---- the `gpu` feature ---------------------------------------------------------


def detect_gpu():
    forced = params.get("gpu", "auto").lower()
    if forced in ("1", "yes", "on", "true"):
        return True, "forced by --param gpu=%s" % forced
    if forced in ("0", "no", "off", "false"):
        return False, "disabled by --param gpu=%s" % forced
    smi = shutil.which("nvidia-smi")
    if not smi:
        return False, "nvidia-smi not found"
    try:
        r = subprocess.run([smi, "-L"], capture_output=True, text=True, timeout=60)
    except (OSError, subprocess.TimeoutExpired) as e:
        return False, "nvidia-smi failed: %s" % e
    gpus = [l for l in r.stdout.splitlines() if l.startswith("GPU ")]
    if r.returncode != 0 or not gpus:
        return False, "nvidia-smi -L lists no GPU"
    return True, gpus[0]


have_gpu, gpu_note = detect_gpu()
if have_gpu:
    config.available_features.add("gpu")
lit_config.note("ompred-gpu: arch %s, variants %s, steps %s, gpu: %s (%s)%s" % (
    arch, ",".join(variants), ",".join(steps), "yes" if have_gpu else "no", gpu_note,
    ", prebuilt binaries from " + prebuilt if prebuilt else ""))

# Environment of the test binaries; a silent fallback to the host must fail.
config.environment["OMP_TARGET_OFFLOAD"] = "MANDATORY"
for var in ("CUDA_VISIBLE_DEVICES", "LIBOMPTARGET_INFO", "LIBOMPTARGET_DEBUG", "HOME"):
    if var in os.environ:
        config.environment[var] = os.environ[var]

config.test_format = OmpredGpuTest(
    source_root=config.test_source_root, arch=arch, variants=variants, steps=steps,
    prebuilt=prebuilt, export=export, run_timeout=float(params.get("run_timeout", "120")),
    clang=clang, clang_version=clang_version, strip_tool=strip_tool, bitcode=bitcode,
    # Every test is compiled with these; a test adds its BUILD flags.
    common_flags=["-O2", "-fopenmp", "--offload-arch=" + arch,
                  "-I" + os.path.join(config.test_source_root, "include"), "-Wall"]
                 + (["-fpass-plugin=%plugin"] if use_plugin else []),
    plugin=plugin_path,
    link_flags=["-L" + offload_lib_dir, "-Wl,-rpath," + offload_lib_dir, "-lm"],
    gpu_note=gpu_note)
