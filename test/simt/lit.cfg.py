# lit configuration of the SIMT-model tests: every *.cpp here is a test program
# that runs ompred's real algorithm headers (deviceRTL/) on the CPU, against
# the warp model in simt/. See README.md.
import os
import shutil
import sys

import lit.formats

config.name = "ompred-simt"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".cpp", ".test"]
config.excludes = ["simt"]  # the model and harness, not tests
config.test_source_root = os.path.dirname(os.path.abspath(__file__))

src = getattr(config, "ompred_src_root", None) or os.path.abspath(
    os.path.join(config.test_source_root, "..", ".."))
obj = getattr(config, "ompred_obj_root", None) or os.path.join(src, "build")
config.test_exec_root = os.path.join(obj, "test", "simt")

# The host compiler: OMPRED_SIMT_CXX, else g++, else the clang++ that sits
# next to the clang-19 ompred builds with.
cxx = os.environ.get("OMPRED_SIMT_CXX")
if not cxx:
    cxx = shutil.which("g++")
if not cxx:
    clang = getattr(config, "ompred_clang", "") or "clang-19"
    cand = os.path.join(os.path.dirname(clang), "clang++")
    cxx = cand if os.path.exists(cand) else (shutil.which("clang++-19") or "clang++")

flags = [
    "-std=c++17", "-O1", "-Wall", "-Wextra",
    # entry/reduction.cpp marks its extern "C" entry points always_inline for
    # the device; on the host g++ warns that they might not be inlinable.
    "-Wno-attributes",
    "-I" + os.path.join(src, "include"),
    "-I" + os.path.join(src, "deviceRTL"),
    # The model declares what an adapter provides where llvm19/adapter.h expects it.
    "-I" + os.path.join(src, "deviceRTL", "llvm19"),
    "-I" + os.path.join(src, "test", "simt"),
    "-DOMPRED_SIMT_MODEL='\"simt/model.h\"'",
]
extra = os.environ.get("OMPRED_SIMT_CXXFLAGS")
if extra:
    flags += extra.split()
sources = [
    os.path.join(src, "test", "simt", "simt", "model.cpp"),
    os.path.join(src, "deviceRTL", "entry", "reduction.cpp"),
]
config.substitutions.append(
    ("%{simt_cxx}", " ".join([cxx] + flags + sources + ["-rdynamic", "-ldl"])))
config.substitutions.append(("%{src_root}", src))
config.substitutions.append(("%{python}", sys.executable))
filecheck = getattr(config, "ompred_filecheck", "") or shutil.which("FileCheck-19") or "FileCheck"
config.substitutions.append(("%{filecheck}", filecheck))

# Let a seed override reach the test programs (replaying a failure).
for var in ["OMPRED_SIMT_SEED"]:
    if var in os.environ:
        config.environment[var] = os.environ[var]
